/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Game records (doc/record.md): building a record of tags, moves and deals,
 * and reading a record back: its tags, its deals and the game at every move.
 * The text form is test-record-text.c's.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "record-helpers.h"

static escopa_move_t
first_move(const struct escopa_record *rec)
{
	struct escopa_game *game = game_of(rec);
	escopa_move_t moves[512];
	size_t n = 0;
	ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
	ck_assert_uint_gt(n, 0);
	escopa_game_free(game);
	return moves[0];
}

/* ---- building a record ---- */

START_TEST(record_new_starts_the_same_game_as_game_new)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_ok(escopa_game_new(rules, 3, 77, &game));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 3, 77, &rec));
	/* the record keeps its own copy of the rules */
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 5));
	struct escopa_game *recorded = game_of(rec);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(game, recorded, &equal));
	ck_assert(equal);
	size_t count = SENTINEL;
	ck_assert_ok(escopa_record_move_count(rec, &count));
	ck_assert_uint_eq(count, 0);
	escopa_game_free(recorded);

	struct escopa_record *bad = (struct escopa_record *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_record_new(NULL, 2, 1, &bad), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_new(rules, 2, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_new(rules, 1, 1, &bad), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_new(rules, 5, 1, &bad), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(bad, (struct escopa_record *)(uintptr_t)SENTINEL);
	escopa_record_free(NULL);
	escopa_record_free(rec);
	escopa_game_free(game);
	escopa_rules_free(rules);
}
END_TEST

START_TEST(record_tags_follow_their_rules)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA, 2, 42);
	char buf[512];
	size_t len = SENTINEL;

	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night"));
	ck_assert_ok(escopa_record_set_tag(rec, "Player0", "Ana Mar\xc3\xad" "a"));
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night, round 2"));
	ck_assert_ok(escopa_record_tag(rec, "Event", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "Club night, round 2");
	ck_assert_uint_eq(len, 19);
	/* the reserved tags read, but do not write */
	ck_assert_ok(escopa_record_tag(rec, "Rules", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "escoba");
	ck_assert_ok(escopa_record_tag(rec, "Players", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "2");
	ck_assert_ok(escopa_record_tag(rec, "Seed", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "42");
	ck_assert_status(escopa_record_set_tag(rec, "Rules", "scopa"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "seed", "1"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "PLAYERS", "3"), ESCOPA_E_INVALID);
	/* keys */
	ck_assert_status(escopa_record_set_tag(rec, "", "x"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "Bad-Key", "x"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "Sp ace", "x"), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_set_tag(rec, "K0123456789012345678901234567890", "x"));
	ck_assert_status(escopa_record_set_tag(rec, "K01234567890123456789012345678901", "x"),
			 ESCOPA_E_INVALID);
	/* values: control characters, and UTF-8 that is cut, overlong or a
	 * surrogate */
	static const char *const bad_values[] = {
		"a\nb", "a\tb", "\x7f", "\xc2\x85", "\xc3", "\xc0\xaf", "\xed\xa0\x80",
	};
	for (size_t i = 0; i < sizeof bad_values / sizeof bad_values[0]; i++) {
		enum escopa_status rc = escopa_record_set_tag(rec, "Note", bad_values[i]);
		ck_assert_msg(rc == ESCOPA_E_INVALID, "value %zu: %s", i, escopa_status_name(rc));
	}
	ck_assert_ok(escopa_record_set_tag(rec, "Note", "\xe2\x99\xa6 \"quoted\" back\\slash"));
	char value[300];
	memset(value, 'v', sizeof value);
	value[256] = '\0';
	ck_assert_ok(escopa_record_set_tag(rec, "Long", value));
	value[256] = 'v';
	value[257] = '\0';
	ck_assert_status(escopa_record_set_tag(rec, "Long", value), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_tag(rec, "Long", buf, sizeof buf, &len));
	ck_assert_uint_eq(len, 256);
	/* lookups */
	ck_assert_status(escopa_record_tag(rec, "Date", buf, sizeof buf, &len), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_tag(rec, "event", buf, sizeof buf, &len), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_tag(rec, "Event", NULL, 0, &len));
	ck_assert_uint_eq(len, 19);
	strcpy(buf, "untouched");
	ck_assert_ok(escopa_record_tag(rec, "Event", buf, 19, &len));
	ck_assert_str_eq(buf, "");
	ck_assert_status(escopa_record_tag(NULL, "Event", buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag(rec, NULL, buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag(rec, "Event", buf, sizeof buf, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag(rec, "Event", NULL, 4, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(NULL, "Event", "x"), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(rec, NULL, "x"), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(rec, "Event", NULL), ESCOPA_E_NULL);

	/* at most 32 tags; replacing one still works when full */
	for (int i = 0; i < ESCOPA_RECORD_MAX_TAGS; i++) {
		char key[16];
		snprintf(key, sizeof key, "Tag%d", i);
		enum escopa_status rc = escopa_record_set_tag(rec, key, "x");
		ck_assert(rc == ESCOPA_OK || rc == ESCOPA_E_INVALID);
	}
	ck_assert_status(escopa_record_set_tag(rec, "OneMore", "x"), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "still fine"));

	/* every tag reads back from the text */
	char *text = record_text(rec);
	struct escopa_record *back = NULL;
	ck_assert_ok(escopa_record_parse(text, strlen(text), &back, NULL));
	ck_assert_ok(escopa_record_tag(back, "Note", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "\xe2\x99\xa6 \"quoted\" back\\slash");
	ck_assert_ok(escopa_record_tag(back, "Player0", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "Ana Mar\xc3\xad" "a");
	char *again = record_text(back);
	ck_assert_str_eq(text, again);
	free(again);
	free(text);
	escopa_record_free(back);
	escopa_record_free(rec);
}
END_TEST

START_TEST(record_play_refuses_what_the_game_refuses)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3);
	struct escopa_game *before = game_of(rec);
	size_t count = 0;

	ck_assert_status(escopa_record_play(NULL, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_play(rec, 0), ESCOPA_E_MOVE);
	ck_assert_status(escopa_record_play(rec, UINT64_MAX), ESCOPA_E_MOVE);
	escopa_move_t trail = 0;
	escopa_cardset_t hand = 0;
	ck_assert_ok(escopa_game_hand(before, 1, &hand));   /* not the seat to play */
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, __builtin_ctzll(hand), 0, &trail));
	ck_assert_status(escopa_record_play(rec, trail), ESCOPA_E_ILLEGAL);
	ck_assert_ok(escopa_record_move_count(rec, &count));
	ck_assert_uint_eq(count, 0);
	struct escopa_game *after = game_of(rec);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(before, after, &equal));
	ck_assert(equal);
	escopa_game_free(after);

	/* no next hand while one is in play */
	ck_assert_status(escopa_record_next_hand(rec, NULL, 0), ESCOPA_E_PHASE);
	ck_assert_status(escopa_record_next_hand(NULL, NULL, 0), ESCOPA_E_NULL);
	/* but a deck may deal it again before the first play */
	escopa_card_t deck[40];
	for (int i = 0; i < 40; i++)
		deck[i] = 39 - i;
	ck_assert_status(escopa_record_next_hand(rec, deck, 39), ESCOPA_E_DECK);
	deck[0] = 0;
	ck_assert_status(escopa_record_next_hand(rec, deck, 40), ESCOPA_E_DECK);
	deck[0] = 39;
	ck_assert_ok(escopa_record_next_hand(rec, deck, 40));
	ck_assert_ok(escopa_record_play(rec, first_move(rec)));
	ck_assert_status(escopa_record_next_hand(rec, deck, 40), ESCOPA_E_PHASE);
	ck_assert_ok(escopa_record_move_count(rec, &count));
	ck_assert_uint_eq(count, 1);
	escopa_move_t m = 0;
	ck_assert_status(escopa_record_move(rec, 1, &m), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_move(rec, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_move_count(rec, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_game(rec, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_game(NULL, before), ESCOPA_E_NULL);

	/* play to the end: nothing more is accepted */
	uint64_t rng = 1;
	play_out(rec, &rng, false, NULL);
	ck_assert_status(escopa_record_play(rec, trail), ESCOPA_E_PHASE);
	ck_assert_status(escopa_record_next_hand(rec, NULL, 0), ESCOPA_E_PHASE);
	escopa_game_free(before);
	escopa_record_free(rec);
}
END_TEST

START_TEST(record_keeps_a_long_rules_text)
{
	/* a rule set far from every preset: its text is longer than a user
	 * tag may be */
	static const int changes[][2] = {
		{ ESCOPA_OPT_PARTNERSHIPS, 0 }, { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL },
		{ ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND },
		{ ESCOPA_OPT_LAST_CAPTURE_TAKES, 0 }, { ESCOPA_OPT_SCORE_CARDS, 0 },
		{ ESCOPA_OPT_SCORE_COINS, 0 }, { ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0 },
		{ ESCOPA_OPT_OPEN_TABLE, 1 }, { ESCOPA_OPT_TARGET, 999 },
		{ ESCOPA_OPT_TEAM_TARGET, 998 }, { ESCOPA_OPT_JOKERS, 1 },
		{ ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B }, { ESCOPA_OPT_CARDS_DOUBLE, 1 },
		{ ESCOPA_OPT_ALL_COINS, 1 }, { ESCOPA_OPT_NAPOLA, 1 },
		{ ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 0 }, { ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST },
		{ ESCOPA_OPT_CAPTURE_MULTIPLES, 0 },
	};
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	for (size_t i = 0; i < sizeof changes / sizeof changes[0]; i++)
		ck_assert_ok(escopa_rules_set(rules, (enum escopa_option)changes[i][0],
					      changes[i][1]));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 4, 6, &rec));
	char buf[1024];
	size_t len = 0;
	ck_assert_ok(escopa_record_tag(rec, "Rules", buf, sizeof buf, &len));
	ck_assert_uint_gt(len, ESCOPA_RECORD_MAX_TAG_LENGTH);
	ck_assert_ok(escopa_record_play(rec, first_move(rec)));
	char *text = record_text(rec);
	escopa_record_free(read_back(rec, text, strlen(text)));
	free(text);
	escopa_record_free(rec);
	escopa_rules_free(rules);
}
END_TEST

START_TEST(record_keeps_misdeals)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 4));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 2, 12, &rec));
	escopa_rules_free(rules);
	/* a first table of 1b 2o 3b 9e adds up to 15: a misdeal */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "1o 5c 7e", "2b 6o 10c" },
		.table = "1b 2o 3b 9e",
	};
	escopa_card_t deck[ESCOPA_CARD_COUNT];
	size_t n = deck_build(&pos, deck);
	ck_assert_ok(escopa_record_next_hand(rec, deck, n));
	struct escopa_game *game = game_of(rec);
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(game, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_MISDEAL);
	escopa_game_free(game);
	/* the same dealer deals again, from the seed */
	ck_assert_ok(escopa_record_next_hand(rec, NULL, 0));
	uint64_t rng = 6;
	play_out(rec, &rng, true, NULL);

	char *text = record_text(rec);
	ck_assert_ptr_nonnull(strstr(text, "; misdeal"));
	ck_assert_uint_eq(line_of(text, "Hand 1\nDeck"), 5);
	assert_text_round_trip(rec, text);
	free(text);
	escopa_record_free(rec);
}
END_TEST

/* ---- reading a record back: tags, deals, positions (1.2) ---- */

START_TEST(record_lists_its_tags_in_header_order)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA, 2, 42);
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night"));
	ck_assert_ok(escopa_record_set_tag(rec, "Player0", "Ana"));
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night, round 2"));

	size_t count = SENTINEL;
	ck_assert_ok(escopa_record_tag_count(rec, &count));
	ck_assert_uint_eq(count, 5);
	static const char *const keys[] = { "Rules", "Players", "Seed", "Event", "Player0" };
	char buf[64];
	for (size_t i = 0; i < count; i++) {
		size_t len = SENTINEL;
		ck_assert_ok(escopa_record_tag_key(rec, i, buf, sizeof buf, &len));
		ck_assert_str_eq(buf, keys[i]);
		ck_assert_uint_eq(len, strlen(keys[i]));
	}
	/* the header of the text has the same keys in the same order */
	char *text = record_text(rec);
	const char *at = text;
	for (size_t i = 0; i < count; i++) {
		char line[80];
		snprintf(line, sizeof line, "[%s \"", keys[i]);
		ck_assert_msg(strncmp(at, line, strlen(line)) == 0, "tag %zu: %.20s", i, at);
		at = strchr(at, '\n') + 1;
	}
	free(text);

	/* a short buffer gets an empty string and the whole length */
	size_t len = SENTINEL;
	ck_assert_ok(escopa_record_tag_key(rec, 4, buf, 4, &len));
	ck_assert_str_eq(buf, "");
	ck_assert_uint_eq(len, 7);
	ck_assert_ok(escopa_record_tag_key(rec, 0, NULL, 0, &len));
	ck_assert_uint_eq(len, 5);
	/* errors write nothing */
	len = SENTINEL;
	ck_assert_status(escopa_record_tag_key(rec, 5, buf, sizeof buf, &len), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_tag_key(rec, SIZE_MAX, buf, sizeof buf, &len),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_tag_key(NULL, 0, buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag_key(rec, 0, NULL, 4, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag_key(rec, 0, buf, sizeof buf, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(len, SENTINEL);
	count = SENTINEL;
	ck_assert_status(escopa_record_tag_count(NULL, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag_count(rec, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(count, SENTINEL);
	escopa_record_free(rec);
}
END_TEST

/* A whole game through a record, logging the state before every move and
 * what every deal was given; then the record must give them back. */
static void
check_deals_and_positions(enum escopa_preset preset, int players, uint64_t seed)
{
	struct escopa_record *rec = new_record(preset, players, seed);
	struct play_log *log = malloc(sizeof *log);
	uint64_t rng = seed;
	ck_assert_ptr_nonnull(log);
	play_out(rec, &rng, true, log);

	size_t count = 0;
	ck_assert_ok(escopa_record_deal_count(rec, &count));
	ck_assert_uint_eq(count, log->deals);
	for (size_t d = 0; d < log->deals; d++) {
		size_t first = SENTINEL, cards = SENTINEL;
		escopa_card_t deck[ESCOPA_CARD_COUNT];
		ck_assert_ok(escopa_record_deal(rec, d, &first, deck, ESCOPA_CARD_COUNT, &cards));
		ck_assert_uint_eq(first, log->deal_move[d]);
		ck_assert_uint_eq(cards, log->deal_cards[d]);
		ck_assert(memcmp(deck, log->deal_deck[d], cards * sizeof *deck) == 0);
		if (cards > 0) {
			/* a deck that does not fit is counted, not written */
			escopa_card_t small[ESCOPA_CARD_COUNT];
			memset(small, 0x5A, sizeof small);
			ck_assert_ok(escopa_record_deal(rec, d, &first, small, cards - 1, &cards));
			ck_assert_uint_eq(cards, log->deal_cards[d]);
			ck_assert_int_eq(small[0], 0x5A5A5A5A);
		}
	}
	log->before[log->moves] = game_of(rec);
	struct escopa_game *at = game_of(rec);
	for (size_t i = 0; i <= log->moves; i++) {
		int equal = 0;
		ck_assert_ok(escopa_record_game_at(rec, i, at));
		ck_assert_ok(escopa_game_equal(at, log->before[i], &equal));
		ck_assert_msg(equal, "%s, %d players, seed %llu: the state at move %zu differs",
			      escopa_preset_name(preset), players, (unsigned long long)seed, i);
		escopa_game_free(log->before[i]);
	}
	escopa_game_free(at);
	free(log);
	escopa_record_free(rec);
}

START_TEST(record_gives_back_its_deals_and_every_position)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		for (int players = 2; players <= 4; players++)
			check_deals_and_positions((enum escopa_preset)p, players,
						  (uint64_t)(p * 10 + players));
	}
}
END_TEST

START_TEST(record_deal_and_game_at_refuse_bad_arguments)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA_DE_15, 2, 5);
	ck_assert_ok(escopa_record_play(rec, first_move(rec)));
	struct escopa_game *game = game_of(rec), *same = game_of(rec);
	size_t first = SENTINEL, cards = SENTINEL, count = SENTINEL;
	escopa_card_t deck[ESCOPA_CARD_COUNT];

	ck_assert_ok(escopa_record_deal_count(rec, &count));
	ck_assert_uint_eq(count, 1);
	/* the first deal comes from the seed: no deck, nothing written */
	ck_assert_ok(escopa_record_deal(rec, 0, &first, NULL, 0, &cards));
	ck_assert_uint_eq(first, 0);
	ck_assert_uint_eq(cards, 0);
	first = cards = count = SENTINEL;
	ck_assert_status(escopa_record_deal(rec, 1, &first, deck, 40, &cards), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_deal(NULL, 0, &first, deck, 40, &cards), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal(rec, 0, NULL, deck, 40, &cards), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal(rec, 0, &first, NULL, 40, &cards), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal(rec, 0, &first, deck, 40, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal_count(NULL, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal_count(rec, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(first, SENTINEL);
	ck_assert_uint_eq(cards, SENTINEL);
	ck_assert_uint_eq(count, SENTINEL);

	/* past the last move, or NULL: an error, and the game is untouched */
	int equal = 0;
	ck_assert_status(escopa_record_game_at(rec, 2, game), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_game_at(rec, SIZE_MAX, game), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_game_at(NULL, 0, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_game_at(rec, 0, NULL), ESCOPA_E_NULL);
	ck_assert_ok(escopa_game_equal(game, same, &equal));
	ck_assert(equal);
	escopa_game_free(game);
	escopa_game_free(same);
	escopa_record_free(rec);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("record");
	TCase *tc;

	tc = tcase_create("records");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, record_new_starts_the_same_game_as_game_new);
	tcase_add_test(tc, record_tags_follow_their_rules);
	tcase_add_test(tc, record_play_refuses_what_the_game_refuses);
	tcase_add_test(tc, record_keeps_a_long_rules_text);
	tcase_add_test(tc, record_keeps_misdeals);
	tcase_add_test(tc, record_lists_its_tags_in_header_order);
	tcase_add_test(tc, record_gives_back_its_deals_and_every_position);
	tcase_add_test(tc, record_deal_and_game_at_refuse_bad_arguments);
	suite_add_tcase(s, tc);
	return s;
}
