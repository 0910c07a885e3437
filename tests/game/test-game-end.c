/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The end of a game (doc/rules.md, sections "A hand", item 6 and "A game
 * and a match"): targets, ties, partnerships and running scores, and a
 * complete game of every preset for 2, 3 and 4 players.
 */

#include <stdlib.h>
#include "game-helpers.h"

/* ------------------------------------------------------------------ */
/* 6: the game */

/* doc/rules.md, section A game and a match: the game ends at the end of a hand
 * in which a side reached the target; that side wins. */
START_TEST(rule_6_game_ends_at_end_of_hand_reaching_target)
{
	static const int target_1[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
					ESCOPA_OPT_TARGET, 1, -1 };
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture,
						   target_1);
	play(g, "5c x 10b");
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
	int winner = 55;
	ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);
	ck_assert_int_eq(winner, 55);
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert_uint_eq(res.flags & (ESCOPA_PLAYED_HAND_OVER | ESCOPA_PLAYED_GAME_OVER),
			  ESCOPA_PLAYED_HAND_OVER | ESCOPA_PLAYED_GAME_OVER);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
	ck_assert_int_eq(winner_of(g), 0);
	ck_assert_int_eq(score_of(g, 0), 4);
	ck_assert_int_eq(score_of(g, 1), 0);
	escopa_game_free(g);

	/* the same hand with a target of 5 does not end the game */
	static const int target_5[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
					ESCOPA_OPT_TARGET, 5, -1 };
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture, target_5);
	play(g, "5c x 10b");
	res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
	ck_assert(!(res.flags & ESCOPA_PLAYED_GAME_OVER));
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);
	ck_assert_int_eq(score_of(g, 0), 4);
	/* the next hand: dealt by seat 0, hand 2, scores carried */
	ck_assert_ok(escopa_game_next_hand(g));
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(seat_to_play(g), 1);
	ck_assert_int_eq(score_of(g, 0), 4);
	ck_assert(captured_of(g, 0) == 0);
	ck_assert_int_eq(sweeps_of(g, 0), 0);
	ck_assert_int_eq(last_capture_side(g), -1);
	/* only the new deal's first table may be set aside: 0 or 4 cards */
	int aside = __builtin_popcountll(set_aside_of(g));
	ck_assert(aside == 0 || aside == 4);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match: if the highest totals tie at or
 * above the target, another hand is played; the next hand that breaks the tie
 * ends the game. */
START_TEST(rule_6_tied_highest_totals_play_another_hand)
{
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &one_sweep_each,
						   sweeps_only);
	play_one_sweep_each(g);
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
	ck_assert(!(res.flags & ESCOPA_PLAYED_GAME_OVER));
	ck_assert_int_eq(score_of(g, 0), 1);
	ck_assert_int_eq(score_of(g, 1), 1);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	int winner;
	ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);

	/* hand 2, dealt by seat 0: seat 1 leads and sweeps once */
	struct position second = {
		.players = 2, .dealer = 0,
		.hands = { "2c 10c 1c", "5c 3c 1b" },
		.table = "1o 2o 3o 4o",
	};
	escopa_card_t deck[40];
	size_t n = deck_build(&second, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(seat_to_play(g), 1);
	ck_assert(hand_of(g, 1) == cards("5c 3c 1b"));
	play(g, "5c x 1o+2o+3o+4o");
	res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_GAME_OVER);
	ck_assert_int_eq(score_of(g, 0), 1);
	ck_assert_int_eq(score_of(g, 1), 2);
	ck_assert_int_eq(winner_of(g), 1);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match with three players: sides 0 and 1
 * tie at the top (1 each, target 1), side 2 has less: another hand. */
START_TEST(rule_6_three_sides_tied_top_play_on)
{
	struct position pos = {
		.players = 3, .dealer = 2,
		.hands = { "5c 1b 1e", "2c 9c 2e", "3c 3e 3b" },
		.table = "1o 2o 3o 4o",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, sweeps_only);
	play(g, "5c x 1o+2o+3o+4o");
	play(g, "2c");
	play(g, "3c");
	play(g, "1b");
	play(g, "9c x 2c+3c+1b");
	trail_out(g, NULL);
	ck_assert_int_eq(score_of(g, 0), 1);
	ck_assert_int_eq(score_of(g, 1), 1);
	ck_assert_int_eq(score_of(g, 2), 0);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match: when several sides reach the target
 * in the same hand, the highest total wins. */
START_TEST(rule_6_several_reach_target_highest_wins)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "5c 3c 6b", "2c 10c 1c" },
		.table = "1o 2o 3o 4o",
		.stock = "8o 4b 4c 4e 9b 9c",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, sweeps_only);
	play(g, "5c x 1o+2o+3o+4o");
	play(g, "2c");
	play(g, "3c");
	play(g, "10c x 2c+3c");
	play(g, "6b");
	play(g, "1c");
	ck_assert(hand_of(g, 0) == cards("8o 4b 4c"));
	play(g, "8o x 6b+1c");
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_GAME_OVER);
	ck_assert_int_eq(score_of(g, 0), 2);
	ck_assert_int_eq(score_of(g, 1), 1);
	ck_assert_int_eq(winner_of(g), 0);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match: with partnerships the team target
 * applies (Escoba: 30 for teams, the English Escoba guide); without them the
 * target. */
START_TEST(rule_6_team_target_with_partnerships)
{
	struct position pos = {
		.players = 4, .dealer = 3,
		.hands = { "5c 1b 2b", "3c 3e 3b", "4c 4e 4b", "6c 6e 6b" },
		.table = "10b 1o 1c 1e",
	};
	struct {
		int partnerships, target, team_target;
		int over;
	} cases[] = {
		{ 1, 1, 21, 0 },   /* 4 points: the team target of 21 is not met */
		{ 1, 1, 5, 0 },
		{ 1, 1, 4, 1 },
		{ 1, 30, 4, 1 },   /* the plain target does not matter */
		{ 0, 1, 21, 1 },   /* cutthroat: the plain target */
		{ 0, 4, 1, 1 },
		{ 0, 5, 1, 0 },
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
			       ESCOPA_OPT_PARTNERSHIPS, cases[k].partnerships,
			       ESCOPA_OPT_TARGET, cases[k].target,
			       ESCOPA_OPT_TEAM_TARGET, cases[k].team_target, -1 };
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, opts);
		play(g, "5c x 10b");
		trail_out(g, NULL);
		ck_assert_int_eq(score_of(g, 0), 4);
		ck_assert_msg((phase_of(g) == ESCOPA_PHASE_GAME_OVER) == cases[k].over,
			      "case %zu: phase %d", k, phase_of(g));
		if (cases[k].over)
			ck_assert_int_eq(winner_of(g), 0);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A game and a match: Escoba with partnerships plays to
 * 30, alone to 15. */
START_TEST(rule_6_escoba_targets_in_play)
{
	for (int players = 2; players <= 4; players++) {
		for (uint64_t seed = 1; seed <= 3; seed++) {
			struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, players, seed, NULL);
			int target = players == 4 ? 30 : 15;
			int sides = sides_of(g);
			for (int hands = 0; hands < 300; hands++) {
				while (phase_of(g) == ESCOPA_PHASE_PLAYING)
					ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
				int best = -1, best_side = -1, ties = 0;
				for (int s = 0; s < sides; s++) {
					int sc = score_of(g, s);
					if (sc > best) {
						best = sc;
						best_side = s;
						ties = 0;
					} else if (sc == best) {
						ties++;
					}
				}
				int over = best >= target && ties == 0;
				ck_assert_int_eq(phase_of(g) == ESCOPA_PHASE_GAME_OVER, over);
				if (over) {
					ck_assert_int_eq(winner_of(g), best_side);
					break;
				}
				ck_assert_ok(escopa_game_next_hand(g));
			}
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
			escopa_game_free(g);
		}
	}
}
END_TEST

/* doc/rules.md, section A game and a match: running scores are the sums of the
 * hand scores, and hand numbers and dealers move on with each hand. */
START_TEST(rule_6_running_scores_add_up)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, players, 31, NULL);
		int sides = sides_of(g);
		int running[4] = { 0 };
		/* Escopa's deal rotation: a hand of 36 / (3 * players) rounds
		 * moves the deal on by that many seats */
		int step = 36 / (3 * players);
		for (int hand = 1; hand <= 200; hand++) {
			ck_assert_int_eq(hand_number(g), hand);
			ck_assert_int_eq(dealer_of(g), (players - 1 + (hand - 1) * step) % players);
			while (phase_of(g) == ESCOPA_PHASE_PLAYING)
				ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
			for (int s = 0; s < sides; s++) {
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				ck_assert_ok(escopa_game_hand_score(g, s, row, ESCOPA_SCORE_ITEM_COUNT));
				running[s] += row[ESCOPA_SCORE_TOTAL];
				ck_assert_int_eq(score_of(g, s), running[s]);
			}
			if (phase_of(g) == ESCOPA_PHASE_GAME_OVER)
				break;
			ck_assert_ok(escopa_game_next_hand(g));
			for (int s = 0; s < sides; s++)
				ck_assert_int_eq(score_of(g, s), running[s]);
		}
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
		escopa_game_free(g);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* complete games */

/* Every preset plays a complete seeded game for 2, 3 and 4 players, choosing
 * the first legal move (and, for variety, the last); the winner has reached its
 * target with the highest total alone (doc/rules.md, section A game and a
 * match). */
START_TEST(rule_6_every_preset_plays_a_complete_game)
{
	enum escopa_preset preset = (enum escopa_preset)(_i / 6);
	int players = 2 + (_i / 2) % 3;
	int pick_last = _i % 2;
	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct escopa_game *g = new_game(preset, players, seed * 7919, NULL);
		int hands = 0;
		enum escopa_phase phase;
		while (escopa_game_phase(g, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
			ck_assert_int_lt(hands, 500);
			if (phase == ESCOPA_PHASE_HAND_OVER) {
				ck_assert_ok(escopa_game_next_hand(g));
				hands++;
				continue;
			}
			ck_assert_int_eq(phase, ESCOPA_PHASE_PLAYING);
			escopa_move_t move = 0;
			size_t n = 0;
			ck_assert_ok(escopa_game_moves(g, NULL, 0, &n));
			ck_assert_uint_gt(n, 0);
			if (pick_last) {
				escopa_move_t *all = malloc(n * sizeof *all);
				ck_assert_ptr_nonnull(all);
				ck_assert_ok(escopa_game_moves(g, all, n, &n));
				move = all[n - 1];
				free(all);
			} else {
				move = first_move(g);
			}
			ck_assert_ok(escopa_game_play(g, move, NULL));
		}
		int winner = winner_of(g);
		int sides = sides_of(g);
		int target_option = players == 4 && sides == 2 ? ESCOPA_OPT_TEAM_TARGET
							       : ESCOPA_OPT_TARGET;
		int target = 0;
		ck_assert_ok(escopa_game_option(g, (enum escopa_option)target_option, &target));
		ck_assert_int_ge(score_of(g, winner), target);
		for (int s = 0; s < sides; s++)
			if (s != winner)
				ck_assert_int_lt(score_of(g, s), score_of(g, winner));
		escopa_game_free(g);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("game-end");
	TCase *tc;

	tc = tcase_create("end of game");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, rule_6_game_ends_at_end_of_hand_reaching_target);
	tcase_add_test(tc, rule_6_tied_highest_totals_play_another_hand);
	tcase_add_test(tc, rule_6_three_sides_tied_top_play_on);
	tcase_add_test(tc, rule_6_several_reach_target_highest_wins);
	tcase_add_test(tc, rule_6_team_target_with_partnerships);
	tcase_add_test(tc, rule_6_escoba_targets_in_play);
	tcase_add_test(tc, rule_6_running_scores_add_up);
	suite_add_tcase(s, tc);

	tc = tcase_create("complete games");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, rule_6_every_preset_plays_a_complete_game, 0,
			    6 * escopa_preset_count());
	suite_add_tcase(s, tc);
	return s;
}
