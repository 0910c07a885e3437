/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The last-round check and the mistake penalty (doc/rules.md, section A game
 * and a match; the Brazilian Escopa description).
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "score-helpers.h"

/* ------------------------------------------------------------------ */
/* the last-round check and the mistake penalty */

/* The Brazilian Escopa description: "in the last round, the cards on the
 * table must add up 10, 25, 40 or 55 points, otherwise there has been an
 * mistake". Every hand of many seeded Escopa games, played by the engine
 * (2, 3 and 4 players), passes escopa_score_check_last_round() on the
 * captures and the table before the last-capture take. */
START_TEST(rule_6_last_round_check_holds_in_engine_games)
{
	uint64_t rng = 99;
	int hands = 0;
	for (uint64_t seed = 0; seed < 60; seed++) {
		int players = 2 + (int)(seed % 3);
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, players, seed, NULL);
		struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
		int sides = 0;
		ck_assert_ok(escopa_game_sides(g, &sides));
		while (phase_of(g) != ESCOPA_PHASE_GAME_OVER) {
			if (phase_of(g) == ESCOPA_PHASE_HAND_OVER) {
				ck_assert_ok(escopa_game_next_hand(g));
				continue;
			}
			size_t count = 0;
			ck_assert_ok(escopa_game_moves(g, NULL, 0, &count));
			escopa_move_t m;
			ck_assert_ok(escopa_game_move_at(g, next_random(&rng) % count, &m));
			struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
			ck_assert_ok(escopa_game_play(g, m, &res));
			if (!(res.flags & ESCOPA_PLAYED_HAND_OVER))
				continue;
			escopa_cardset_t captured[4] = { 0 };
			for (int side = 0; side < sides; side++) {
				ck_assert_ok(escopa_game_captured(g, side, &captured[side]));
				if (side == res.last_take_side)
					captured[side] &= ~res.last_take;
			}
			int holds = -1;
			unsigned suspects = 0xFF;
			ck_assert_ok(escopa_score_check_last_round(r, sides, captured, res.last_take,
								   &holds, &suspects));
			ck_assert_msg(holds == 1, "seed %llu: the table %llx fails the check",
				      (unsigned long long)seed, (unsigned long long)res.last_take);
			ck_assert_uint_eq(suspects, 0);
			hands++;
		}
		escopa_rules_free(r);
		escopa_game_free(g);
	}
	ck_assert_int_ge(hands, 200);
}
END_TEST

/* Hand-built tables that were mistaken fail the check, and the side whose
 * captures are not a multiple of 15 is named; the arguments are checked. */
START_TEST(rule_6_last_round_check_finds_mistakes)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	/* side 0 took 7o+8o (15) and side 1 everything else but 10o: the
	 * table 10o adds up to 10, which holds */
	escopa_cardset_t table = cards("10o");
	escopa_cardset_t captured[2] = { cards("7o 8o"), 0 };
	captured[1] = ESCOPA_CARDSET_DECK & ~captured[0] & ~table;
	int holds = -1;
	unsigned suspects = 0xFF;
	ck_assert_ok(escopa_score_check_last_round(r, 2, captured, table, &holds, &suspects));
	ck_assert_int_eq(holds, 1);
	ck_assert_uint_eq(suspects, 0);
	/* a mistaken capture: side 0 took 7o+9o (16), leaving 8o and 10o on
	 * the table (18): the check fails, side 0 and side 1 (which then
	 * holds 220 - 16 - 18 = 186) are suspects */
	table = cards("8o 10o");
	captured[0] = cards("7o 9o");
	captured[1] = ESCOPA_CARDSET_DECK & ~captured[0] & ~table;
	ck_assert_ok(escopa_score_check_last_round(r, 2, captured, table, &holds, &suspects));
	ck_assert_int_eq(holds, 0);
	ck_assert_uint_eq(suspects, 3);
	/* suspects may be NULL */
	holds = -1;
	ck_assert_ok(escopa_score_check_last_round(r, 2, captured, table, &holds, NULL));
	ck_assert_int_eq(holds, 0);
	/* 70 on the table is not one of the four totals, even though every
	 * pile is a multiple of 15 */
	table = cards("10o 10c 10e 10b 9o 9c 7c 5o");
	captured[0] = ESCOPA_CARDSET_DECK & ~table;
	ck_assert_ok(escopa_score_check_last_round(r, 1, captured, table, &holds, &suspects));
	ck_assert_int_eq(holds, 0);
	ck_assert_uint_eq(suspects, 0);

	/* errors: not the 40 cards once, jokers, sides out of range */
	holds = 7;
	escopa_cardset_t overlap[2] = { cards("7o 8o"), ESCOPA_CARDSET_DECK & ~cards("10o") };
	ck_assert_status(escopa_score_check_last_round(r, 2, overlap, cards("10o"), &holds, NULL),
			 ESCOPA_E_INVALID);
	escopa_cardset_t missing[2] = { cards("7o 8o"), 0 };
	ck_assert_status(escopa_score_check_last_round(r, 2, missing, cards("10o"), &holds, NULL),
			 ESCOPA_E_INVALID);
	escopa_cardset_t joker[1] = { ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_OF(ESCOPA_JOKER_1) };
	ck_assert_status(escopa_score_check_last_round(r, 1, joker, 0, &holds, NULL),
			 ESCOPA_E_INVALID);
	escopa_cardset_t all[1] = { ESCOPA_CARDSET_DECK };
	ck_assert_status(escopa_score_check_last_round(r, 0, all, 0, &holds, NULL),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_check_last_round(r, 5, all, 0, &holds, NULL),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_check_last_round(NULL, 1, all, 0, &holds, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_score_check_last_round(r, 1, NULL, 0, &holds, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_score_check_last_round(r, 1, all, 0, NULL, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(holds, 7);
	ck_assert_ok(escopa_score_check_last_round(r, 1, all, 0, &holds, NULL));
	ck_assert_int_eq(holds, 0);   /* an empty table adds up to 0 */
	struct escopa_rules *jr = rules_with(ESCOPA_PRESET_ESCOBA_COMODINES, NULL);
	ck_assert_status(escopa_score_check_last_round(jr, 1, all, 0, &holds, NULL),
			 ESCOPA_E_INVALID);
	escopa_rules_free(jr);
	escopa_rules_free(r);
}
END_TEST

/* The Brazilian Escopa description: "The player or pair who made a
 * mistake loses the game and their opponent(s) score 6 points plus any
 * points for escopas". */
START_TEST(rule_6_mistake_penalty)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	int sweeps[3] = { 2, 1, 0 };
	int32_t points[3] = { -1, -1, -1 };
	ck_assert_ok(escopa_score_mistake(r, 3, sweeps, 0, points));
	ck_assert_int_eq(points[0], 0);
	ck_assert_int_eq(points[1], 7);
	ck_assert_int_eq(points[2], 6);
	ck_assert_ok(escopa_score_mistake(r, 2, sweeps, 1, points));
	ck_assert_int_eq(points[0], 8);
	ck_assert_int_eq(points[1], 0);

	int32_t untouched[2] = { 42, 42 };
	ck_assert_status(escopa_score_mistake(r, 2, sweeps, 2, untouched), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_mistake(r, 2, sweeps, -1, untouched), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_mistake(r, 0, sweeps, 0, untouched), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_mistake(r, 5, sweeps, 0, untouched), ESCOPA_E_INVALID);
	int bad[2] = { -1, 0 };
	ck_assert_status(escopa_score_mistake(r, 2, bad, 1, untouched), ESCOPA_E_INVALID);
	bad[0] = 1001;
	ck_assert_status(escopa_score_mistake(r, 2, bad, 1, untouched), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_mistake(NULL, 2, sweeps, 1, untouched), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_mistake(r, 2, NULL, 1, untouched), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_mistake(r, 2, sweeps, 1, NULL), ESCOPA_E_NULL);
	struct escopa_rules *jr = rules_with(ESCOPA_PRESET_ESCOBA_COMODINES, NULL);
	ck_assert_status(escopa_score_mistake(jr, 2, sweeps, 1, untouched), ESCOPA_E_INVALID);
	escopa_rules_free(jr);
	ck_assert_int_eq(untouched[0], 42);
	ck_assert_int_eq(untouched[1], 42);
	escopa_rules_free(r);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("score-last-round");
	TCase *tc;

	tc = tcase_create("last round");
	tcase_add_test(tc, rule_6_last_round_check_holds_in_engine_games);
	tcase_add_test(tc, rule_6_last_round_check_finds_mistakes);
	tcase_add_test(tc, rule_6_mistake_penalty);
	suite_add_tcase(s, tc);
	return s;
}
