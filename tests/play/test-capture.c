/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * doc/rules.md, section A turn: sum-15 captures, the choice of sets, capture
 * multiples (the Brazilian Escopa description), forced capture in its three
 * modes, trailing, and sweeps. Whole hands are test-capture-last-play.c's,
 * the move list test-capture-listing.c's, the oracle test-capture-oracle.c's.
 *
 * Positions are built by hand with game_from_position(); two players unless
 * said otherwise, seat 1 deals, seat 0 plays first.
 */

#include <stdlib.h>
#include "rule-helpers.h"

/* ---- capture (sum mode) ---- */

/* doc/rules.md, section A turn "Capture (sum mode)" and "Choice": the played
 * card and one or more piles adding to 15; every distinct set is its own move,
 * and the list follows the documented order (card id, then targets as numbers).
 */
START_TEST(rule_4_capture_sum_15_each_choice_listed)
{
	/* table 1 2 3 4 has no 15, so Escoba de 15 keeps it (A hand, item 2) */
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "5o 9e 10c", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, NULL);
	EXPECT_MOVES(g,
		     "5o x 1o+2c+3e+4b",
		     "9e x 1o+2c+3e",     /* 0x421 */
		     "9e x 2c+4b",        /* 0x8020 */
		     "10c x 2c+3e",       /* 0x420 */
		     "10c x 1o+4b");      /* 0x8001 */
	/* no trail for a card that can capture (forced capture per card) */
	expect_illegal(g, "10c");
	/* sums other than 15 */
	expect_illegal(g, "10c x 1o");
	expect_illegal(g, "10c x 1o+2c+3e");  /* 16 */
	expect_illegal(g, "5o x 1o+2c+3e");   /* 11 */
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A turn "Choice" (the Escoba de 15 guide): the player
 * takes exactly the set chosen, and the play result names it. */
START_TEST(rule_4_choice_takes_exactly_the_chosen_set)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "5o 9e 10c", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, NULL);
	struct escopa_game *h = NULL;
	ck_assert_ok(escopa_game_clone(g, &h));
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "10c x 1o+4b", &r);
	ck_assert(r.taken == cards("1o 4b"));
	ck_assert_uint_eq(r.flags & (ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP), 0);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert(table_of(g) == cards("2c 3e"));
	ck_assert(captured_of(g, 0) == cards("1o 4b 10c"));
	ck_assert(hand_of(g, 0) == cards("5o 9e"));
	int last = -2;
	ck_assert_ok(escopa_game_last_capture_side(g, &last));
	ck_assert_int_eq(last, 0);

	play_result(h, "10c x 2c+3e", &r);
	ck_assert(r.taken == cards("2c 3e"));
	ck_assert(table_of(h) == cards("1o 4b"));
	ck_assert(captured_of(h, 0) == cards("2c 3e 10c"));
	ck_assert_int_eq(seat_to_play(h), 1);
	escopa_game_free(g);
	escopa_game_free(h);
}
END_TEST

/* doc/rules.md, section A turn "Capture ... capture multiples" (the Brazilian
 * Escopa description, Escopa preset): totals of 15, 30 and 45 all capture. */
START_TEST(rule_4_capture_multiples_30_45)
{
	/* 10+10+5+1 = 26: not 15 or 30, so the dealer does not sweep it */
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOPA, "4o 5b 9c", "6o 7o 8o",
				     "10o 10c 5e 1b", NULL, NULL);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_CAPTURE_MULTIPLES), 1);
	EXPECT_MOVES(g,
		     "4o x 1b+10o",           /* 15 */
		     "4o x 1b+10c",           /* 15 */
		     "4o x 1b+5e+10o+10c",    /* 30 */
		     "5b x 10o",              /* 15 */
		     "5b x 10c",              /* 15 */
		     "5b x 5e+10o+10c",       /* 30 */
		     "9c x 1b+5e",            /* 15 */
		     "9c x 1b+10o+10c");      /* 30 */
	expect_illegal(g, "5b x 1b+5e+10o+10c"); /* 31 */
	expect_illegal(g, "9c x 10o");           /* 19 */
	escopa_game_free(g);

	/* 45: 5 + four kings */
	g = deal(ESCOPA_PRESET_ESCOPA, "5o 1c 2c", "6o 7o 8o", "10o 10c 10e 10b", NULL, NULL);
	EXPECT_MOVES(g, "1c", "2c",
		     "5o x 10o", "5o x 10c", "5o x 10e", "5o x 10b",
		     "5o x 10o+10c+10e+10b");
	escopa_game_free(g);
}
END_TEST

/* Without capture multiples only 15 captures. */
START_TEST(rule_4_capture_multiples_off_means_15_only)
{
	const int opts[] = { ESCOPA_OPT_CAPTURE_MULTIPLES, 0, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOPA, "4o 5b 9c", "6o 7o 8o",
				     "10o 10c 5e 1b", NULL, opts);
	EXPECT_MOVES(g, "4o x 1b+10o", "4o x 1b+10c", "5b x 10o", "5b x 10c", "9c x 1b+5e");
	expect_illegal(g, "4o x 1b+5e+10o+10c");
	expect_illegal(g, "5b x 5e+10o+10c");
	escopa_game_free(g);
}
END_TEST

/* ---- forced capture ---- */

/* doc/rules.md, section A turn "Forced capture", mode per card (every preset):
 * a card that can capture cannot be trailed; another card that cannot may be. */
START_TEST(rule_4_forced_capture_per_card)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, NULL);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_FORCED_CAPTURE), ESCOPA_FORCED_PER_CARD);
	EXPECT_MOVES(g, "1c", "2e", "5o x 1o+2c+3e+4b");
	expect_illegal(g, "5o");
	play(g, "1c");
	ck_assert(table_of(g) == cards("1o 1c 2c 3e 4b"));
	escopa_game_free(g);
}
END_TEST

/* Mode per hand: if any card in hand can capture, the player must capture. */
START_TEST(rule_4_forced_capture_per_hand)
{
	const int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, opts);
	EXPECT_MOVES(g, "5o x 1o+2c+3e+4b");
	expect_illegal(g, "1c");
	expect_illegal(g, "2e");
	expect_illegal(g, "5o");
	escopa_game_free(g);

	/* no card can capture: every card may be trailed */
	g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 3b", "6o 7o 8o",
		 "10o 10c 10e 9o", NULL, opts);
	EXPECT_MOVES(g, "1c", "2e", "3b");
	escopa_game_free(g);
}
END_TEST

/* Mode none: trailing is always allowed, also for a card that can capture;
 * its trail comes after its captures (game.h order). */
START_TEST(rule_4_forced_capture_none)
{
	const int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, opts);
	EXPECT_MOVES(g, "1c", "2e", "5o x 1o+2c+3e+4b", "5o");
	play(g, "5o");
	ck_assert(table_of(g) == cards("1o 2c 3e 4b 5o"));
	escopa_game_free(g);

	g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "5o 9e 10c", "6o 7o 8o", "1o 2c 3e 4b", NULL, opts);
	EXPECT_MOVES(g,
		     "5o x 1o+2c+3e+4b", "5o",
		     "9e x 1o+2c+3e", "9e x 2c+4b", "9e",
		     "10c x 2c+3e", "10c x 1o+4b", "10c");
	escopa_game_free(g);
}
END_TEST

/* ---- trailing ---- */

/* doc/rules.md, section A turn "Trail": a card that does not capture goes to
 * the table as a new pile; nothing is taken and nothing scores. */
START_TEST(rule_4_trail_adds_a_pile)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 3b", "1b 2o 3o",
				     "10o 10c 10e 9o", NULL, NULL);
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "2e", &r);
	ck_assert_int_eq(r.seat, 0);
	ck_assert_int_eq(r.side, 0);
	ck_assert(r.taken == 0);
	ck_assert_uint_eq(r.flags, 0);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert(r.last_take == 0);
	ck_assert_int_eq(r.last_take_side, -1);
	ck_assert(table_of(g) == cards("2e 9o 10o 10c 10e"));
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, NULL, 0, &n));
	ck_assert_uint_eq(n, 5);
	ck_assert(captured_of(g, 0) == 0);
	int last = 0;
	ck_assert_ok(escopa_game_last_capture_side(g, &last));
	ck_assert_int_eq(last, -1);
	/* seat 1 now plays; 3o + 2e + 10 = 15 */
	ck_assert_int_eq(seat_to_play(g), 1);
	ck_assert(has_move(g, "3o x 2e+10o"));
	ck_assert(has_move(g, "3o x 2e+10c"));
	ck_assert(has_move(g, "3o x 2e+10e"));
	escopa_game_free(g);
}
END_TEST

/* ---- sweeps ---- */

/* doc/rules.md, section A turn "Sweep": a capture that empties the table scores
 * 1. */
START_TEST(rule_4_sweep_scores_one)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "5o 9e 10c", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, NULL);
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "5o x 1o+2c+3e+4b", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert(r.taken == cards("1o 2c 3e 4b"));
	ck_assert(table_of(g) == 0);
	ck_assert(captured_of(g, 0) == cards("1o 2c 3e 4b 5o"));
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 1);
	/* the next player faces an empty table: only trails */
	EXPECT_MOVES(g, "6o", "7o", "8o");
	escopa_game_free(g);
}
END_TEST

/* With capture multiples a sweep scores 1 per 15: 30 is worth 2, 45 is worth 3
 * (the Brazilian Escopa description); a 30 that leaves a card is no sweep; a 15
 * sweep is still worth 1. */
START_TEST(rule_4_sweep_with_multiples_one_per_15)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOPA, "4o 5b 9c", "6o 7o 8o",
				     "10o 10c 5e 1b", NULL, NULL);
	struct escopa_game *h = NULL;
	ck_assert_ok(escopa_game_clone(g, &h));
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "4o x 1b+5e+10o+10c", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 2);
	ck_assert_int_eq(sweeps_of(g, 0), 2);

	play_result(h, "5b x 5e+10o+10c", &r);   /* 30, but 1b stays */
	ck_assert_uint_eq(r.flags, 0);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert_int_eq(sweeps_of(h, 0), 0);
	ck_assert(table_of(h) == cards("1b"));
	escopa_game_free(g);
	escopa_game_free(h);

	g = deal(ESCOPA_PRESET_ESCOPA, "5o 1c 2c", "6o 7o 8o", "10o 10c 10e 10b", NULL, NULL);
	play_result(g, "5o x 10o+10c+10e+10b", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 3);
	ck_assert_int_eq(sweeps_of(g, 0), 3);
	escopa_game_free(g);

	/* a sweep of 15 under multiples: 1 point */
	g = deal(ESCOPA_PRESET_ESCOPA, "5o 9e 10c", "6o 7o 8o", "1o 2c 3e 4b", NULL, NULL);
	play_result(g, "5o x 1o+2c+3e+4b", &r);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, sections "Players, seats and sides" and "A turn": a sweep
 * scores for the side of the seat that made it; with four players in
 * partnerships seat 2 plays for side 0, in cutthroat for itself. */
START_TEST(rule_4_sweep_scores_for_the_side)
{
	for (int partnerships = 1; partnerships >= 0; partnerships--) {
		const int opts[] = { ESCOPA_OPT_PARTNERSHIPS, partnerships, -1 };
		struct position pos = {
			.players = 4, .dealer = 3,
			.hands = { "1c 6o 6c", "3o 3c 3b", "1e 7o 7c", "8o 8c 8e" },
			.table = "1o 2c 3e 4b",
		};
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, opts);
		play(g, "1c");      /* 6 could take 2+3+4; the ace cannot capture */
		EXPECT_MOVES(g, "3o", "3c", "3b");   /* 3 needs 12 of 11 */
		play(g, "3o");
		struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
		play_result(g, "1e x 1o+1c+2c+3o+3e+4b", &r);
		int side = partnerships ? 0 : 2;
		ck_assert_int_eq(r.seat, 2);
		ck_assert_int_eq(r.side, side);
		ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
		ck_assert_int_eq(sweeps_of(g, side), 1);
		ck_assert(captured_of(g, side) == cards("1e 1o 1c 2c 3o 3e 4b"));
		int sides = 0;
		ck_assert_ok(escopa_game_sides(g, &sides));
		ck_assert_int_eq(sides, partnerships ? 2 : 4);
		for (int s = 0; s < sides; s++)
			if (s != side)
				ck_assert_int_eq(sweeps_of(g, s), 0);
		escopa_game_free(g);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("capture");
	TCase *tc;

	tc = tcase_create("rules-4");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, rule_4_capture_sum_15_each_choice_listed);
	tcase_add_test(tc, rule_4_choice_takes_exactly_the_chosen_set);
	tcase_add_test(tc, rule_4_capture_multiples_30_45);
	tcase_add_test(tc, rule_4_capture_multiples_off_means_15_only);
	tcase_add_test(tc, rule_4_forced_capture_per_card);
	tcase_add_test(tc, rule_4_forced_capture_per_hand);
	tcase_add_test(tc, rule_4_forced_capture_none);
	tcase_add_test(tc, rule_4_trail_adds_a_pile);
	tcase_add_test(tc, rule_4_sweep_scores_one);
	tcase_add_test(tc, rule_4_sweep_with_multiples_one_per_15);
	tcase_add_test(tc, rule_4_sweep_scores_for_the_side);
	suite_add_tcase(s, tc);
	return s;
}
