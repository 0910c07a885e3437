/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * doc/rules.md, section A turn in the Scopa preset: capture by equal rank first
 * (a table card of the played rank must be taken, alone, and no combination),
 * otherwise a combination adding up to the played card's value; a choice
 * between two cards of the rank is two moves; forced capture; no sweep point on
 * the last play of the hand. (Napola and primiera are scored elsewhere.)
 *
 * Positions are built by hand with game_from_position(); two players, seat 1
 * deals, seat 0 plays first; the stock is the rest of the deck in ascending
 * card id unless given.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rule-helpers.h"

/* ---- capture by rank, then by sum ---- */

/* doc/rules.md, section A turn "Scopa capture mode": if a table card has the
 * played card's rank, the player must take exactly one such card and may not
 * take a combination; otherwise a combination adding up to the played card's
 * value. Adding up to 15 is not a capture in Scopa. */
START_TEST(rule_4_scopa_equal_rank_first)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "5b 7c 10e", "6o 6c 6e",
				     "5o 2c 3e 9b", NULL, NULL);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_CAPTURE_MODE), ESCOPA_CAPTURE_MATCH);
	EXPECT_MOVES(g,
		     "5b x 5o",             /* not 2+3 */
		     "7c x 2c+5o",
		     "10e x 2c+3e+5o");
	expect_illegal(g, "5b x 2c+3e");      /* a combination while a 5 is there */
	expect_illegal(g, "5b x 2c+3e+5o");
	expect_illegal(g, "5b");               /* forced capture */
	expect_illegal(g, "10e x 5o");         /* 15 is not a Scopa capture */
	expect_illegal(g, "7c x 5o");
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "5b x 5o", &r);
	ck_assert(r.taken == cards("5o"));
	ck_assert_uint_eq(r.flags, 0);
	ck_assert(table_of(g) == cards("2c 3e 9b"));
	ck_assert(captured_of(g, 0) == cards("5b 5o"));
	escopa_game_free(g);

	/* face cards too: the Fante (8) takes the 8, not 5+3 */
	g = deal(ESCOPA_PRESET_SCOPA, "8b 1o 1c", "6o 6c 6e", "8o 5c 3e 2b", NULL, NULL);
	EXPECT_MOVES(g, "1o", "1c", "8b x 8o");
	expect_illegal(g, "8b x 3e+5c");
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A turn "Choice" with Scopa: two table cards of the
 * played rank are two moves, one card each. */
START_TEST(rule_4_scopa_two_same_rank_two_moves)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "1o 5b 8c", "6o 6c 6e",
				     "5o 5c 2e 3e", NULL, NULL);
	EXPECT_MOVES(g,
		     "1o",
		     "5b x 5o", "5b x 5c",
		     "8c x 3e+5o", "8c x 3e+5c");
	expect_illegal(g, "5b x 2e+3e");
	expect_illegal(g, "5b x 5o+5c");
	play(g, "5b x 5c");
	ck_assert(table_of(g) == cards("5o 2e 3e"));
	escopa_game_free(g);
}
END_TEST

/* Without a card of its rank, a card takes any combination adding up to
 * its value; taking the whole table is a sweep, worth 1 when it is not the
 * last play. */
START_TEST(rule_4_scopa_combination_and_sweep)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "5e 6o 10o", "6c 6e 6b",
				     "2o 3c 4e 1b", NULL, NULL);
	EXPECT_MOVES(g,
		     "5e x 2o+3c", "5e x 1b+4e",
		     "6o x 1b+2o+3c", "6o x 2o+4e",
		     "10o x 1b+2o+3c+4e");
	expect_illegal(g, "5e x 1b+2o+3c");   /* 6 */
	expect_illegal(g, "10o");
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "10o x 1b+2o+3c+4e", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	EXPECT_MOVES(g, "6c", "6e", "6b");
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A turn "Forced capture" in Scopa: per card (the
 * preset), per hand, none. */
START_TEST(rule_4_scopa_forced_capture)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "1e 5b 6c", "6o 7o 8o",
				     "5o 2c 3e 9b", NULL, NULL);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_FORCED_CAPTURE), ESCOPA_FORCED_PER_CARD);
	EXPECT_MOVES(g, "1e", "5b x 5o", "6c");
	expect_illegal(g, "5b");
	escopa_game_free(g);

	const int hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	g = deal(ESCOPA_PRESET_SCOPA, "1e 5b 6c", "6o 7o 8o", "5o 2c 3e 9b", NULL, hand);
	EXPECT_MOVES(g, "5b x 5o");
	expect_illegal(g, "1e");
	expect_illegal(g, "6c");
	escopa_game_free(g);

	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	g = deal(ESCOPA_PRESET_SCOPA, "1e 5b 6c", "6o 7o 8o", "5o 2c 3e 9b", NULL, none);
	EXPECT_MOVES(g, "1e", "5b x 5o", "5b", "6c");
	escopa_game_free(g);
}
END_TEST

/* ---- the last play ---- */

/* A whole hand of Scopa whose last play takes the last table card. */
static const char *const scopa_moves[] = {
	"7c x 3o+4b", "10o", "5e", "8c x 3e+5e", "5o", "7e",
	"7b x 7e", "4e", "3c", "2b", "1c", "8e x 1c+3c+4e",
	"5c x 5o", "7o", "4o", "2c x 2b", "6o", "1o",
	"3b", "6c x 6o", "8b x 1o+7o", "10b x 10o", "10e", "8o",
	"5b", "6b", "2o", "9c x 9e", "2e x 2o", "6e x 6b",
	"1e", "9b x 1e+8o", "1b", "10c x 10e", "9o x 1b+3b+5b", "4c x 4o",
};

/* Plays the hand, checking every capture against the Scopa rule. */
static struct escopa_game *
play_scopa_hand(const int *opts, struct escopa_play_result *last, int *sweeps_before_last)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "5o 5e 7c", "7e 8c 10o",
				     "3o 3e 4b 9e",
				     "7b 3c 1c 8e 2b 4e 5c 4o 6o 1o 2c 7o 10e 8b 3b 6c 10b 8o 5b "
				     "2o 2e 9c 6b 6e 1e 9o 1b 9b 10c 4c", opts);
	size_t n = sizeof scopa_moves / sizeof scopa_moves[0];
	for (size_t i = 0; i < n; i++) {
		escopa_move_t m = mv(scopa_moves[i]);
		ck_assert_msg(has_move(g, scopa_moves[i]), "'%s' is not listed", scopa_moves[i]);
		if (ESCOPA_MOVE_KIND(m) == ESCOPA_MOVE_CAPTURE) {
			int v = set_value(ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(m)));
			escopa_cardset_t target = ESCOPA_MOVE_TARGET(m);
			ck_assert_int_eq(set_value(target), v);
			int rank = 0;
			ck_assert_ok(escopa_card_rank(ESCOPA_MOVE_CARD(m), &rank));
			if (table_of(g) & ESCOPA_CARDSET_RANK(rank))
				ck_assert_int_eq(__builtin_popcountll(target), 1);
		}
		if (i + 1 == n)
			*sweeps_before_last = sweeps_of(g, 1);
		struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
		play_result(g, scopa_moves[i], &r);
		if (i + 1 == n)
			*last = r;
		else
			ck_assert(!(r.flags & ESCOPA_PLAYED_HAND_OVER));
	}
	ck_assert(last->flags & ESCOPA_PLAYED_HAND_OVER);
	return g;
}

/* doc/rules.md, section A turn "Sweep": Italian Scopa does not count a sweep
 * made on the very last play (ESCOPA_OPT_SWEEP_ON_LAST_PLAY is 0 in the
 * preset); the table is still cleared. With the option on, it counts. */
START_TEST(rule_4_scopa_no_sweep_on_last_play)
{
	struct escopa_play_result r;
	int before = -1;
	struct escopa_game *g = play_scopa_hand(NULL, &r, &before);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_SWEEP_ON_LAST_PLAY), 0);
	ck_assert_int_eq(r.seat, 1);
	ck_assert(r.taken == cards("4o"));
	ck_assert_msg(r.flags & ESCOPA_PLAYED_CLEARED_TABLE, "flags %x", r.flags);
	ck_assert_msg(!(r.flags & ESCOPA_PLAYED_SWEEP), "flags %x", r.flags);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert_int_eq(sweeps_of(g, 1), before);
	ck_assert(r.last_take == 0);
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 1, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], before);
	escopa_game_free(g);

	const int on[] = { ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 1, -1 };
	g = play_scopa_hand(on, &r, &before);
	ck_assert_uint_eq(r.flags & (ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP),
			  ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert_int_eq(sweeps_of(g, 1), before + 1);
	escopa_game_free(g);
}
END_TEST

/* ---- options ---- */

/* rules.h ESCOPA_CAPTURE_MATCH conflicts with jokers, stacking and capture
 * multiples; the rules stay unchanged. */
START_TEST(rule_4_scopa_option_conflicts)
{
	struct escopa_rules *rules = NULL, *copy = NULL;
	int equal = 0;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_ok(escopa_rules_copy(rules, &copy));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MULTIPLES, 1), ESCOPA_E_CONFLICT);
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_STACKING, 1), ESCOPA_E_CONFLICT);
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 1), ESCOPA_E_CONFLICT);
	ck_assert_ok(escopa_rules_equal(rules, copy, &equal));
	ck_assert(equal);
	escopa_rules_free(rules);
	escopa_rules_free(copy);

	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH),
			 ESCOPA_E_CONFLICT);
	escopa_rules_free(rules);
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH),
			 ESCOPA_E_CONFLICT);
	escopa_rules_free(rules);
	/* match mode on a preset without them is fine */
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH));
	escopa_rules_free(rules);
}
END_TEST

/* ---- a big table against a brute force ---- */

/* The table grows by trails (forced capture off) to 22 cards; at every
 * size the list equals the brute force: one move per card of the played
 * rank if there is any, else one per combination adding up to its value. */
START_TEST(rule_4_scopa_big_table_matches_brute_force)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "1o 1c 1e", "1b 2o 2c",
				     "2e 2b 3o 3c", NULL, none);
	size_t largest = 0;
	for (int turn = 0; turn <= 18; turn++) {
		escopa_cardset_t piles[ESCOPA_CARD_COUNT];
		size_t n = 0;
		ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n));
		ck_assert_uint_eq(n, 4 + (size_t)turn);
		size_t subsets = (size_t)1 << n;
		uint8_t *sum = malloc(subsets);
		ck_assert_ptr_nonnull(sum);
		sum[0] = 0;
		for (size_t m = 1; m < subsets; m++)
			sum[m] = (uint8_t)(sum[m & (m - 1)] + set_value(piles[__builtin_ctzll(m)]));
		escopa_cardset_t hand = hand_of(g, seat_to_play(g));
		size_t cap = 1u << 20, w = 0;
		escopa_move_t *want = malloc(cap * sizeof *want);
		ck_assert_ptr_nonnull(want);
		for (escopa_cardset_t h = hand; h; h &= h - 1) {
			escopa_card_t c = __builtin_ctzll(h);
			int v = set_value(h & (0 - h));
			size_t first = w;
			int same_rank = 0;
			for (size_t i = 0; i < n; i++)
				same_rank |= set_value(piles[i]) == v;
			for (size_t m = 1; m < subsets; m++) {
				if (same_rank ? !(__builtin_popcountll(m) == 1 && sum[m] == v) : sum[m] != v)
					continue;
				escopa_cardset_t target = 0;
				for (size_t i = 0; i < n; i++)
					if (m >> i & 1)
						target |= piles[i];
				ck_assert_uint_lt(w, cap);
				ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, c, target, &want[w++]));
			}
			qsort(want + first, w - first, sizeof *want, compare_moves);
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &want[w++]));
		}
		size_t count;
		escopa_move_t *got = all_moves(g, &count);
		ck_assert_msg(count == w, "%zu cards: %zu moves listed, brute force %zu", n, count, w);
		for (size_t i = 0; i < w; i++)
			ck_assert_msg(got[i] == want[i], "%zu cards: move %zu differs", n, i);
		if (count > largest)
			largest = count;
		free(got);
		free(want);
		free(sum);
		if (turn == 18)
			break;
		escopa_move_t trail;
		ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, __builtin_ctzll(hand), 0, &trail));
		ck_assert_ok(escopa_game_play(g, trail, NULL));
	}
	ck_assert_msg(largest >= 100, "only %zu moves at most", largest);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("scopa");
	TCase *tc = tcase_create("rules-4-scopa");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, rule_4_scopa_equal_rank_first);
	tcase_add_test(tc, rule_4_scopa_two_same_rank_two_moves);
	tcase_add_test(tc, rule_4_scopa_combination_and_sweep);
	tcase_add_test(tc, rule_4_scopa_forced_capture);
	tcase_add_test(tc, rule_4_scopa_no_sweep_on_last_play);
	tcase_add_test(tc, rule_4_scopa_option_conflicts);
	tcase_add_test(tc, rule_4_scopa_big_table_matches_brute_force);
	suite_add_tcase(s, tc);
	return s;
}
