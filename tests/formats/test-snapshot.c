/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Snapshots (doc/notation.md): the fixed layout, and restoring only what
 * is a valid snapshot of a possible state. Every refusal is asserted
 * against its status and the offset of the first offending byte, with the
 * game left as it was.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "fuzz/snapshot-crc.h"

#define SIZE ESCOPA_SNAPSHOT_SIZE
#define AT_CRC 252
#define GOLDEN_CRC 0xE0440B0Fu

static uint64_t
le(const uint8_t *p, int bytes)
{
	uint64_t v = 0;
	for (int i = 0; i < bytes; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

static void
assert_same_game(const struct escopa_game *a, const struct escopa_game *b)
{
	int equal = 0;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_msg(equal, "the games differ");
}

/* Restores bytes that must be refused: exact status and offset, and the
 * game untouched. */
static void
expect_refused(struct escopa_game *game, const uint8_t *snap, size_t size, size_t offset,
	       const char *words)
{
	struct escopa_game *before = NULL;
	struct escopa_parse_error err;
	memset(&err, 0x5A, sizeof err);
	err.version = ESCOPA_PARSE_ERROR_VERSION;
	ck_assert_ok(escopa_game_clone(game, &before));
	enum escopa_status rc = escopa_game_restore(game, snap, size, &err);
	ck_assert_msg(rc == ESCOPA_E_PARSE, "restore returned %s, expected a refusal for '%s'",
		      escopa_status_name(rc), words);
	assert_same_game(game, before);
	ck_assert_int_eq(err.status, ESCOPA_E_PARSE);
	ck_assert_msg(err.offset == offset, "offset %zu, expected %zu: %s", err.offset, offset,
		      err.message);
	ck_assert_uint_eq(err.line, 1);
	ck_assert_uint_eq(err.column, offset + 1);
	ck_assert_msg(strstr(err.message, words), "message '%s' lacks '%s'", err.message, words);
	ck_assert_status(escopa_game_restore(game, snap, size, NULL), ESCOPA_E_PARSE);
	escopa_game_free(before);
}

/* Up to n random plays, the game left at the last state on the way that a
 * format-2 snapshot holds: one with no known voids and no declined sweeps,
 * which formats 3 and 4 add. A fresh deal is one. */
static void
play_random_format_2(struct escopa_game *game, int n, uint64_t *rng)
{
	struct escopa_game *kept = NULL;
	ck_assert_ok(escopa_game_clone(game, &kept));
	for (int i = 0; i < n; i++) {
		uint8_t snap[SIZE];
		play_random(game, 1, rng);
		ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
		if (le(snap + 4, 2) == 2)
			ck_assert_ok(escopa_game_copy(kept, game));
	}
	ck_assert_ok(escopa_game_copy(game, kept));
	escopa_game_free(kept);
}

START_TEST(snapshot_layout_is_fixed)
{
	/* the reference CRC is the usual one */
	ck_assert_uint_eq(snapshot_crc32((const uint8_t *)"123456789", 9), 0xCBF43926u);

	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 3, 42, NULL);
	uint8_t snap[SIZE + 8];
	memset(snap, 0xEE, sizeof snap);
	ck_assert_ok(escopa_game_snapshot(game, snap, sizeof snap));
	/* exactly SIZE bytes are written */
	ck_assert_uint_eq(snap[SIZE], 0xEE);
	ck_assert_mem_eq(snap, "ESCS", 4);
	ck_assert_uint_eq(le(snap + 4, 2), 2);           /* format version */
	ck_assert_uint_eq(le(snap + 6, 2), SIZE);
	ck_assert_uint_eq(le(snap + AT_CRC, 4), snapshot_crc32(snap, AT_CRC));

	int value = 0, seat = 0;
	ck_assert_ok(escopa_game_option(game, ESCOPA_OPT_TEAM_TARGET, &value));
	ck_assert_uint_eq(le(snap + 16 + 2 * ESCOPA_OPT_TEAM_TARGET, 2), (uint64_t)value);
	ck_assert_uint_eq(snap[56], 3);                  /* players */
	ck_assert_uint_eq(snap[57], 3);                  /* sides */
	ck_assert_ok(escopa_game_dealer(game, &seat));
	ck_assert_uint_eq(snap[58], (unsigned)seat);
	ck_assert_uint_eq(snap[62], 40);                 /* deck size */
	ck_assert_uint_eq(snap[63], 13);                 /* stock position */
	ck_assert_uint_eq(snap[65], 0xFF);               /* last capture: nobody */
	ck_assert_uint_eq(snap[66], 0xFF);               /* winner: none yet */
	ck_assert_uint_eq(le(snap + 68, 2), 1);          /* hand number */
	escopa_cardset_t hand, table;
	ck_assert_ok(escopa_game_hand(game, 1, &hand));
	ck_assert_uint_eq(le(snap + 128 + 6, 6), hand);
	ck_assert_ok(escopa_game_table(game, &table));
	ck_assert_uint_eq(le(snap + 176, 6), table);
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	size_t n = 0;
	ck_assert_ok(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &n));
	ck_assert_uint_eq(n, 27);
	for (size_t i = 0; i < n; i++)
		ck_assert_uint_eq(snap[86 + 13 + i], (unsigned)stock[i]);
	/* format 2 (1.3): options 20..23 at 230, the hand number's high half
	 * at 238, the game number at 240, the games won at 242 */
	ck_assert_uint_eq(le(snap + 230, 2), 0);         /* deal_rotation */
	ck_assert_uint_eq(le(snap + 232, 2), 0);         /* shared_ties */
	ck_assert_uint_eq(le(snap + 234, 2), 1);         /* match_games */
	ck_assert_uint_eq(le(snap + 236, 2), 0);         /* hand_limit */
	ck_assert_uint_eq(le(snap + 238, 2), 0);         /* hand number >> 16 */
	ck_assert_uint_eq(le(snap + 240, 2), 1);         /* game 1 */
	for (int i = 242; i < AT_CRC; i++)
		ck_assert_uint_eq(snap[i], 0);

	/* the same seed deals the same cards everywhere, so these bytes are
	 * the same on every platform: escoba, 3 players, seed 42 */
	ck_assert_uint_eq(le(snap + AT_CRC, 4), GOLDEN_CRC);
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_restores_the_same_state)
{
	uint64_t rng = 7;
	struct escopa_game *other = new_game(ESCOPA_PRESET_SCOPA, 2, 1, NULL);
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		for (int players = 2; players <= 4; players++) {
			struct escopa_game *game = new_game((enum escopa_preset)preset, players,
							    (uint64_t)preset * 10 + (uint64_t)players, NULL);
			for (int step = 0; step < 60; step++) {
				uint8_t snap[SIZE], again[SIZE];
				ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
				ck_assert_ok(escopa_game_restore(other, snap, SIZE, NULL));
				assert_same_game(game, other);
				ck_assert_ok(escopa_game_snapshot(other, again, SIZE));
				ck_assert_mem_eq(snap, again, SIZE);
				play_random(game, 7, &rng);
			}
			escopa_game_free(game);
		}
	}
	escopa_game_free(other);
}
END_TEST

START_TEST(snapshot_rejects_bad_arguments)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 3, NULL);
	uint8_t snap[SIZE];
	memset(snap, 0xEE, sizeof snap);
	ck_assert_status(escopa_game_snapshot(NULL, snap, SIZE), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_snapshot(game, NULL, SIZE), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_snapshot(game, snap, SIZE - 1), ESCOPA_E_INVALID);
	/* nothing was written */
	for (int i = 0; i < SIZE; i++)
		ck_assert_uint_eq(snap[i], 0xEE);

	ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_game_restore(NULL, snap, SIZE, &err), ESCOPA_E_NULL);
	ck_assert_int_eq(err.status, ESCOPA_E_NULL);
	ck_assert_status(escopa_game_restore(game, NULL, SIZE, &err), ESCOPA_E_NULL);
	err.version = 0;
	ck_assert_status(escopa_game_restore(game, snap, SIZE, &err), ESCOPA_E_INVALID);
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_rejects_wrong_sizes_and_headers)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 4, 5, NULL);
	uint8_t snap[SIZE + 1], bad[SIZE + 1];
	ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
	snap[SIZE] = 0;

	/* empty, truncated and too long */
	expect_refused(game, snap, 0, 0, "256 bytes");
	for (size_t n = 1; n < SIZE; n += 17)
		expect_refused(game, snap, n, n, "256 bytes");
	expect_refused(game, snap, SIZE - 1, SIZE - 1, "256 bytes");
	expect_refused(game, snap, SIZE + 1, SIZE, "256 bytes");

	/* each byte of the magic number */
	for (size_t i = 0; i < 4; i++) {
		memcpy(bad, snap, SIZE);
		bad[i] ^= 0x20;
		expect_refused(game, bad, SIZE, i, "magic");
	}
	/* a format this library does not know, even with a good checksum */
	memcpy(bad, snap, SIZE);
	bad[4] = 3;
	snapshot_reseal(bad);
	expect_refused(game, bad, SIZE, 4, "format 3");
	memcpy(bad, snap, SIZE);
	bad[4] = 0;
	snapshot_reseal(bad);
	expect_refused(game, bad, SIZE, 4, "format 0");
	memcpy(bad, snap, SIZE);
	bad[7] = 2;
	snapshot_reseal(bad);
	expect_refused(game, bad, SIZE, 6, "size");
	/* the checksum itself */
	memcpy(bad, snap, SIZE);
	bad[AT_CRC + 3] ^= 1;
	expect_refused(game, bad, SIZE, AT_CRC, "checksum");
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_checksum_catches_every_flipped_bit)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOVA_DE_31, 3, 8, NULL);
	uint64_t rng = 3;
	play_random(game, 20, &rng);
	uint8_t snap[SIZE], bad[SIZE];
	ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	for (size_t bit = 0; bit < SIZE * 8; bit++) {
		memcpy(bad, snap, SIZE);
		bad[bit / 8] ^= (uint8_t)(1u << (bit % 8));
		struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
		ck_assert_status(escopa_game_restore(game, bad, SIZE, &err), ESCOPA_E_PARSE);
		/* the magic number and version are read first, then the sum;
		 * a flip of the version to another known one (1 to 4) is
		 * caught by the sum */
		uint64_t version = le(bad + 4, 2);
		bool known = version >= 1 && version <= 4;
		size_t expected = bit / 8 < 4 ? bit / 8 : bit / 8 < 6 ? (known ? AT_CRC : 4) :
				  bit / 8 < 8 ? 6 : AT_CRC;
		ck_assert_uint_eq(err.offset, expected);
	}
	assert_same_game(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_rejects_fields_out_of_range)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 9, NULL);
	uint64_t rng = 11;
	play_random_format_2(game, 5, &rng);
	uint8_t snap[SIZE], bad[SIZE];
	ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));

#define EDIT(at, value, offset, words) do { \
	memcpy(bad, snap, SIZE); \
	bad[(at)] = (uint8_t)(value); \
	snapshot_reseal(bad); \
	expect_refused(game, bad, SIZE, (offset), (words)); \
} while (0)
	/* reserved bytes must be zero */
	EDIT(67, 1, 67, "reserved");
	EDIT(250, 1, 250, "reserved");
	EDIT(251, 0x80, 251, "reserved");
	/* sweep points (16 bits a side) beyond what a hand can score,
	 * including those a byte would cut to a valid count: 256, -255 */
	EDIT(78 + 1, 0x01, 78, "sweep");
	EDIT(78 + 1, 0xFF, 78, "sweep");
	/* a card set with a card past the last joker */
	EDIT(128 + 5, 0x04, 133, "past the last joker");
	EDIT(182 + 5, 0x80, 187, "past the last joker");
	/* a stacked pile that does not exist */
	EDIT(188 + 3, 21, 191, "pile 21");
	/* rules out of bounds or contradicting each other */
	EDIT(16 + 2 * ESCOPA_OPT_SEVENS, 3, 16, "rules");
	EDIT(16 + 2 * ESCOPA_OPT_JOKERS, 2, 16, "rules");
	/* players, sides, seats, phase */
	EDIT(56, 5, 56, "players");
	EDIT(57, 1, 56, "sides");
	EDIT(58, 2, 58, "dealer");
	EDIT(59, 7, 59, "seat");
	EDIT(60, 4, 60, "phase");
	EDIT(60, ESCOPA_PHASE_HAND_OVER, 128, "hands are empty");
	EDIT(61, 9, 61, "plays");
	EDIT(62, 42, 86, "deck size");
	EDIT(63, 14, 86, "nowhere");
	EDIT(64, 1, 176, "stacked pile");
	EDIT(65, 3, 65, "last capture");
	EDIT(66, 0, 66, "winner before");
	EDIT(68, 0, 68, "numbered from 1");
	EDIT(70, 5, 70, "scores");
	EDIT(71, 0x80, 70, "negative");
	EDIT(78, 9, 78, "sweep");
	/* the deck order: a card twice, a card past the deck */
	EDIT(86 + 39, snap[86], 86, "twice");
	EDIT(86 + 39, 40, 86, "not in the deck");
	EDIT(86 + 40, 1, 86, "past the deck size");
#undef EDIT

	/* a card in two places: a hand card also on the table */
	escopa_cardset_t hand;
	ck_assert_ok(escopa_game_hand(game, 1, &hand));
	ck_assert(hand != 0);
	memcpy(bad, snap, SIZE);
	int c = __builtin_ctzll(hand);
	bad[176 + c / 8] |= (uint8_t)(1u << (c % 8));
	snapshot_reseal(bad);
	expect_refused(game, bad, SIZE, 176, "two places");
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_accepts_only_what_it_writes_back)
{
	/* Random byte edits with a good checksum: restored only if the state
	 * is valid, and then written back to the very same bytes. */
	uint64_t rng = 5;
	int accepted = 0;
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		struct escopa_game *game = new_game((enum escopa_preset)preset, 2 + preset % 3,
						    (uint64_t)preset, NULL);
		play_random(game, 30, &rng);
		uint8_t snap[SIZE], bad[SIZE], again[SIZE];
		ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
		for (int i = 0; i < 4000; i++) {
			memcpy(bad, snap, SIZE);
			int edits = 1 + (int)(next_random(&rng) % 3);
			for (int k = 0; k < edits; k++)
				bad[next_random(&rng) % AT_CRC] = (uint8_t)next_random(&rng);
			snapshot_reseal(bad);
			struct escopa_game *target = new_game(ESCOPA_PRESET_SCOPA, 2, 0, NULL);
			struct escopa_game *before = NULL;
			ck_assert_ok(escopa_game_clone(target, &before));
			if (escopa_game_restore(target, bad, SIZE, NULL) == ESCOPA_OK) {
				ck_assert_ok(escopa_game_snapshot(target, again, SIZE));
				ck_assert_mem_eq(bad, again, SIZE);
				accepted++;
			} else {
				assert_same_game(target, before);
			}
			escopa_game_free(before);
			escopa_game_free(target);
		}
		escopa_game_free(game);
	}
	/* the rng and a few other bytes are free */
	ck_assert_int_gt(accepted, 0);
}
END_TEST


/* Snapshot format 1 (libescopa 1.0 to 1.2) is still read: its bytes
 * 230..251 are zero, and the options it did not have take the values a
 * 1.2 game had (no deal rotation, no shared ties, one game, no hand
 * limit), with game 1 of its match. */
START_TEST(snapshot_reads_format_1)
{
	static const int as_in_1_2[] = { ESCOPA_OPT_DEAL_ROTATION, 0, -1 };
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		if (preset == ESCOPA_PRESET_ESCOPA_MATCH)
			continue;   /* a match cannot be written in format 1 */
		struct escopa_game *game = new_game((enum escopa_preset)preset, 2, 5, as_in_1_2);
		uint64_t rng = 3;
		play_random_format_2(game, 9, &rng);
		uint8_t snap[SIZE];
		ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
		snap[4] = 1;
		memset(snap + 230, 0, AT_CRC - 230);
		snapshot_reseal(snap);
		struct escopa_game *back = new_game(ESCOPA_PRESET_SCOPA, 3, 1, NULL);
		ck_assert_ok(escopa_game_restore(back, snap, SIZE, NULL));
		assert_same_game(game, back);
		int value = -1;
		ck_assert_ok(escopa_game_option(back, ESCOPA_OPT_MATCH_GAMES, &value));
		ck_assert_int_eq(value, 1);
		ck_assert_ok(escopa_game_match_game(back, &value));
		ck_assert_int_eq(value, 1);
		/* a format-1 snapshot with a byte set past its end is refused */
		snap[234] = 1;
		snapshot_reseal(snap);
		ck_assert_status(escopa_game_restore(back, snap, SIZE, NULL), ESCOPA_E_PARSE);
		escopa_game_free(back);
		escopa_game_free(game);
	}
}
END_TEST

/* Format 2 keeps what 1.3 added: the new options, a hand number past
 * 65535 (its high half at byte 238) and the match (game number at 240,
 * games won at 242). */
START_TEST(snapshot_keeps_the_match_and_long_games)
{
	static const int opts[] = { ESCOPA_OPT_MATCH_GAMES, 3, ESCOPA_OPT_SHARED_TIES, 1,
				    ESCOPA_OPT_TARGET, 3, ESCOPA_OPT_TEAM_TARGET, 3, -1 };
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 11, opts);
	uint64_t rng = 5;
	/* play into the second game */
	while (phase_of(game) != ESCOPA_PHASE_GAME_OVER)
		play_random(game, 1, &rng);
	ck_assert_ok(escopa_game_next_game(game));
	play_random(game, 5, &rng);
	uint8_t snap[SIZE];
	ck_assert_ok(escopa_game_snapshot(game, snap, SIZE));
	ck_assert_uint_eq(le(snap + 232, 2), 1);         /* shared_ties */
	ck_assert_uint_eq(le(snap + 234, 2), 3);         /* match_games */
	ck_assert_uint_eq(le(snap + 240, 2), 2);         /* game 2 */
	ck_assert_uint_eq(le(snap + 242, 2) + le(snap + 244, 2), 1);
	struct escopa_game *back = new_game(ESCOPA_PRESET_SCOPA, 3, 1, NULL);
	ck_assert_ok(escopa_game_restore(back, snap, SIZE, NULL));
	assert_same_game(game, back);

	/* a hand number of 70000 is 0x11170: 0x1170 at 68, 1 at 238 */
	static const int long_game[] = { ESCOPA_OPT_SCORE_CARDS, 0, ESCOPA_OPT_SCORE_COINS, 0,
					 ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0, -1 };
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 1, long_game);
	ck_assert_ok(escopa_game_snapshot(g, snap, SIZE));
	snap[68] = 0x70;
	snap[69] = 0x11;
	snap[238] = 1;
	snapshot_reseal(snap);
	ck_assert_ok(escopa_game_restore(back, snap, SIZE, NULL));
	int hand = 0;
	ck_assert_ok(escopa_game_hand_number(back, &hand));
	ck_assert_int_eq(hand, 70000);
	uint8_t again[SIZE];
	ck_assert_ok(escopa_game_snapshot(back, again, SIZE));
	ck_assert_mem_eq(snap, again, SIZE);
	escopa_game_free(g);
	escopa_game_free(back);
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("snapshot");
	TCase *tc = tcase_create("snapshots");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, snapshot_layout_is_fixed);
	tcase_add_test(tc, snapshot_restores_the_same_state);
	tcase_add_test(tc, snapshot_rejects_bad_arguments);
	tcase_add_test(tc, snapshot_rejects_wrong_sizes_and_headers);
	tcase_add_test(tc, snapshot_checksum_catches_every_flipped_bit);
	tcase_add_test(tc, snapshot_rejects_fields_out_of_range);
	tcase_add_test(tc, snapshot_accepts_only_what_it_writes_back);
	tcase_add_test(tc, snapshot_reads_format_1);
	tcase_add_test(tc, snapshot_keeps_the_match_and_long_games);
	suite_add_tcase(s, tc);
	return s;
}
