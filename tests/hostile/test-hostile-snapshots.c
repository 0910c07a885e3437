/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile snapshots: every truncation, every bit flipped, and impossible
 * states under a valid checksum.
 */

#include <stdlib.h>
#include <string.h>
#include "hostile-helpers.h"
#include "fuzz/snapshot-crc.h"

/* Offsets of the documented snapshot layout (doc/notation.md). */
enum {
	SNAP_VERSION = 4,
	SNAP_RULES = 16,
	SNAP_PLAYERS = 56,
	SNAP_DEALER = 58,
	SNAP_SEAT = 59,
	SNAP_PHASE = 60,
	SNAP_DECK_SIZE = 62,
	SNAP_STOCK_POS = 63,
	SNAP_HAND_NUMBER = 68,
	SNAP_SCORES = 70,
	SNAP_STOCK = 86,
	SNAP_HANDS = 128,
	SNAP_CAPTURED = 152,
	SNAP_TABLE = 176,
	SNAP_RESERVED = 250,
	SNAP_CRC = 252,
};

static void
assert_snapshot_refused(const uint8_t *snap, size_t size, const char *why)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 2);
	struct escopa_game *before = clone_game(game);
	uint8_t *copy = malloc(size ? size : 1);
	memcpy(copy, snap, size);
	struct escopa_parse_error error = new_error();
	enum escopa_status rc = escopa_game_restore(game, copy, size, &error);
	ck_assert_msg(rc == ESCOPA_E_PARSE, "%s: restore returned %s", why, escopa_status_name(rc));
	assert_game_unchanged(game, before);
	ck_assert_msg(error.status == ESCOPA_E_PARSE, "%s: error status %s", why,
		      escopa_status_name(error.status));
	ck_assert_msg(error.message[0] != '\0', "%s: no message", why);
	ck_assert_msg(error.offset <= size, "%s: offset %zu", why, error.offset);
	free(copy);
	escopa_game_free(before);
	escopa_game_free(game);
}

START_TEST(snapshot_refuses_corruption)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA_COMODINES, 3);
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE + 1];
	ck_assert_ok(escopa_game_snapshot(game, snap, ESCOPA_SNAPSHOT_SIZE));
	snap[ESCOPA_SNAPSHOT_SIZE] = 0;

	/* Every truncation, and one byte more. */
	for (size_t size = 0; size < ESCOPA_SNAPSHOT_SIZE; size += 17)
		assert_snapshot_refused(snap, size, "truncated");
	assert_snapshot_refused(snap, ESCOPA_SNAPSHOT_SIZE - 1, "one byte short");
	assert_snapshot_refused(snap, ESCOPA_SNAPSHOT_SIZE + 1, "one byte more");

	/* Any bit flipped, with the checksum left as it was. */
	for (size_t i = 0; i < ESCOPA_SNAPSHOT_SIZE; i++) {
		snap[i] ^= (uint8_t)(1u << (i % 8));
		assert_snapshot_refused(snap, ESCOPA_SNAPSHOT_SIZE, "a bit flipped");
		snap[i] ^= (uint8_t)(1u << (i % 8));
	}
	/* All zeros, all ones. */
	uint8_t flat[ESCOPA_SNAPSHOT_SIZE];
	memset(flat, 0, sizeof flat);
	assert_snapshot_refused(flat, sizeof flat, "zeros");
	memset(flat, 0xFF, sizeof flat);
	assert_snapshot_refused(flat, sizeof flat, "ones");

	struct escopa_game *restored = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	ck_assert_ok(escopa_game_restore(restored, snap, ESCOPA_SNAPSHOT_SIZE, NULL));
	assert_game_unchanged(restored, game);
	escopa_game_free(restored);
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_refuses_impossible_states)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA_DE_15, 2);
	uint8_t good[ESCOPA_SNAPSHOT_SIZE], snap[ESCOPA_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_game_snapshot(game, good, sizeof good));
	/* Our CRC is the documented one: the good snapshot has it. */
	memcpy(snap, good, sizeof snap);
	snapshot_reseal(snap);
	ck_assert_int_eq(memcmp(snap, good, sizeof snap), 0);

	static const struct {
		size_t at;
		uint8_t value;
		const char *why;
	} bytes[] = {
		{ SNAP_VERSION, 3, "version 3" },
		{ SNAP_VERSION, 0, "version 0" },
		{ SNAP_PLAYERS, 5, "5 players" },
		{ SNAP_PLAYERS, 1, "1 player" },
		{ SNAP_PLAYERS, 0, "0 players" },
		{ SNAP_PLAYERS, 255, "255 players" },
		{ SNAP_DEALER, 2, "dealer 2 of 2" },
		{ SNAP_DEALER, 255, "dealer 255" },
		{ SNAP_SEAT, 2, "seat 2 of 2" },
		{ SNAP_PHASE, 4, "phase 4" },
		{ SNAP_PHASE, 255, "phase 255" },
		{ SNAP_DECK_SIZE, 41, "a 41-card deck" },
		{ SNAP_DECK_SIZE, 43, "a 43-card deck" },
		{ SNAP_DECK_SIZE, 255, "a 255-card deck" },
		{ SNAP_STOCK_POS, 41, "the stock past the deck" },
		{ SNAP_STOCK_POS, 255, "the stock at 255" },
		{ SNAP_STOCK + 39, 42, "card 42 in the deck" },
		{ SNAP_STOCK + 39, 255, "card 255 in the deck" },
		{ SNAP_HAND_NUMBER, 0, "hand 0" },
		{ SNAP_SCORES + 1, 0x80, "a negative score" },
		{ SNAP_RESERVED, 1, "a reserved byte set" },
		{ SNAP_CRC - 1, 0xFF, "the last reserved byte set" },
	};
	for (size_t i = 0; i < sizeof bytes / sizeof bytes[0]; i++) {
		memcpy(snap, good, sizeof snap);
		if (bytes[i].at == SNAP_HAND_NUMBER)
			snap[SNAP_HAND_NUMBER + 1] = 0;
		snap[bytes[i].at] = bytes[i].value;
		snapshot_reseal(snap);
		assert_snapshot_refused(snap, sizeof snap, bytes[i].why);
	}

	/* Rule options out of their bounds: every option at 0x7FFF. */
	for (int option = 0; option < escopa_option_count(); option++) {
		memcpy(snap, good, sizeof snap);
		snap[SNAP_RULES + 2 * option] = 0xFF;
		snap[SNAP_RULES + 2 * option + 1] = 0x7F;
		snapshot_reseal(snap);
		assert_snapshot_refused(snap, sizeof snap, "an option out of bounds");
	}

	/* Card sets: a table card also in seat 0's hand, a card above the
	 * jokers, a card of the stock also captured. */
	escopa_cardset_t table = 0;
	ck_assert_ok(escopa_game_table(game, &table));
	ck_assert_uint_ne(table, 0);
	int card_id = __builtin_ctzll(table);
	memcpy(snap, good, sizeof snap);
	snap[SNAP_HANDS + card_id / 8] |= (uint8_t)(1u << (card_id % 8));
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "a card in hand and on the table");

	memcpy(snap, good, sizeof snap);
	snap[SNAP_TABLE + 5] |= 0x80;   /* card 47 */
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "card 47 on the table");

	memcpy(snap, good, sizeof snap);
	snap[SNAP_CAPTURED] = 0xFF;     /* cards 0..7 captured by side 0 */
	snap[SNAP_CAPTURED + 6] = 0xFF; /* and by side 1 */
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "cards captured twice");

	/* A duplicate card in the deck order. */
	memcpy(snap, good, sizeof snap);
	snap[SNAP_STOCK + 39] = snap[SNAP_STOCK + 38];
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "a card twice in the deck");

	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("hostile-snapshots");
	TCase *tc;

	tc = tcase_create("snapshots");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, snapshot_refuses_corruption);
	tcase_add_test(tc, snapshot_refuses_impossible_states);
	suite_add_tcase(s, tc);
	return s;
}
