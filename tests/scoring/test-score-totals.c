/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Scoring a hand (doc/rules.md, section Scoring a hand): sweeps and totals,
 * the whole hand of every preset, categories switched off, ties that score
 * for nobody, and shared ties.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "score-helpers.h"

/* ------------------------------------------------------------------ */
/* sweeps and totals */

/* doc/rules.md, section Scoring a hand: each sweep point is added; the total is
 * the sum of the categories. */
START_TEST(rule_5_sweeps_are_added)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		struct escopa_rules *r = rules_with((enum escopa_preset)p, NULL);
		escopa_cardset_t captured[2] = { cards("1c 2c"), cards("3c") };
		int sweeps[2] = { 3, 1000 };
		int32_t row[N];
		ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, row, N));
		ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 3);
		ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], total_of_items(row));
		ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 3 + row[ESCOPA_SCORE_CARDS]);
		ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 1, row, N));
		ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 1000);
		ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 1000);
		escopa_rules_free(r);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand: a whole hand, every category, for each
 * preset's column, with the exact totals. Side 0 holds the ten coins, the other
 * three sevens and two aces (15 cards); side 1 the other 25. */
START_TEST(rule_5_whole_hand_every_preset)
{
	const char *side0 = "1o 2o 3o 4o 5o 6o 7o 8o 9o 10o 7c 7e 7b 1c 1e";
	escopa_cardset_t captured[2] = { cards(side0), ESCOPA_CARDSET_DECK & ~cards(side0) };
	int sweeps[2] = { 2, 1 };
	struct {
		enum escopa_preset preset;
		int expect[2][9];   /* CARDS..TOTAL for each side */
	} cases[] = {
		/* cards coins 7o sevens allcoins primiera napola sweeps total */
		{ ESCOPA_PRESET_ESCOPA, { { 0, 1, 1, 1, 3, 0, 0, 2, 8 },
					  { 1, 0, 0, 0, 0, 0, 0, 1, 2 } } },
		{ ESCOPA_PRESET_ESCOVA_DE_31, { { 0, 1, 1, 1, 3, 0, 0, 2, 8 },
						{ 1, 0, 0, 0, 0, 0, 0, 1, 2 } } },
		{ ESCOPA_PRESET_ESCOBA, { { 0, 1, 1, 2, 0, 0, 0, 2, 6 },
					  { 1, 0, 0, 0, 0, 0, 0, 1, 2 } } },
		/* side 1 has no coin, so it cannot score primiera */
		{ ESCOPA_PRESET_ESCOBA_DE_15, { { 0, 1, 1, 0, 0, 1, 0, 2, 5 },
						{ 1, 0, 0, 0, 0, 0, 0, 1, 2 } } },
		{ ESCOPA_PRESET_ESCOBA_COMODINES, { { 0, 1, 1, 0, 0, 1, 0, 2, 5 },
						    { 1, 0, 0, 0, 0, 0, 0, 1, 2 } } },
		{ ESCOPA_PRESET_SCOPA, { { 0, 1, 1, 0, 0, 1, 10, 2, 15 },
					 { 1, 0, 0, 0, 0, 0, 0, 1, 2 } } },
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		struct escopa_rules *r = rules_with(cases[k].preset, NULL);
		for (int s = 0; s < 2; s++) {
			int32_t row[N];
			ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, s, row, N));
			for (int item = 0; item <= ESCOPA_SCORE_TOTAL; item++)
				ck_assert_msg(row[item] == cases[k].expect[s][item],
					      "%s side %d %s: %d, expected %d",
					      escopa_preset_name(cases[k].preset), s,
					      escopa_score_item_name((enum escopa_score_item)item),
					      row[item], cases[k].expect[s][item]);
			ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], total_of_items(row));
			ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], s == 0 ? 15 : 25);
			ck_assert_int_eq(row[ESCOPA_SCORE_COIN_COUNT], s == 0 ? 10 : 0);
			ck_assert_int_eq(row[ESCOPA_SCORE_SEVEN_COUNT], s == 0 ? 4 : 0);
		}
		escopa_rules_free(r);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand (the Brazilian Escopa description
 * variations): a category the rules switch off reads 0, and the others are
 * unaffected. */
START_TEST(rule_5_categories_switched_off_read_zero)
{
	const char *side0 = "1o 2o 3o 4o 5o 6o 7o 8o 9o 10o 7c 7e 7b 1c 1e";
	escopa_cardset_t captured[2] = { cards(side0), cards("2c 3c") };
	int sweeps[2] = { 2, 0 };
	struct {
		enum escopa_option option;
		int off;
		enum escopa_score_item item;
	} switches[] = {
		{ ESCOPA_OPT_SCORE_CARDS, 0, ESCOPA_SCORE_CARDS },
		{ ESCOPA_OPT_CARDS_DOUBLE, 0, ESCOPA_SCORE_CARDS },
		{ ESCOPA_OPT_SCORE_COINS, 0, ESCOPA_SCORE_COINS },
		{ ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0, ESCOPA_SCORE_SEVEN_OF_COINS },
		{ ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_NONE, ESCOPA_SCORE_SEVENS },
		{ ESCOPA_OPT_ALL_COINS, 0, ESCOPA_SCORE_ALL_COINS },
		{ ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_NONE, ESCOPA_SCORE_PRIMIERA },
		{ ESCOPA_OPT_NAPOLA, 0, ESCOPA_SCORE_NAPOLA },
	};
	/* everything on: Escopa with primiera and napola */
	static const int all_on[] = { ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_A,
				      ESCOPA_OPT_NAPOLA, 1, -1 };
	struct escopa_rules *on = rules_with(ESCOPA_PRESET_ESCOPA, all_on);
	int32_t full[N];
	ck_assert_ok(escopa_score_piles(on, 2, captured, sweeps, 0, full, N));
	/* 15 cards against 2: 2 for cards, 1 coins, 1 seven of coins, 1 all
	 * sevens, 3 all coins, 1 primiera, 10 napola, 2 sweeps */
	int expected_full[] = { 2, 1, 1, 1, 3, 1, 10, 2, 21 };
	for (int item = 0; item <= ESCOPA_SCORE_TOTAL; item++)
		ck_assert_int_eq(full[item], expected_full[item]);
	for (size_t k = 0; k < sizeof switches / sizeof *switches; k++) {
		struct escopa_rules *r = NULL;
		ck_assert_ok(escopa_rules_copy(on, &r));
		ck_assert_ok(escopa_rules_set(r, switches[k].option, switches[k].off));
		int32_t row[N];
		ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, row, N));
		for (int item = 0; item < ESCOPA_SCORE_TOTAL; item++) {
			int expected = full[item];
			if (item == (int)switches[k].item)
				expected = switches[k].option == ESCOPA_OPT_CARDS_DOUBLE ? 1 : 0;
			ck_assert_msg(row[item] == expected, "with %s off, %s = %d, expected %d",
				      escopa_option_name(switches[k].option),
				      escopa_score_item_name((enum escopa_score_item)item),
				      row[item], expected);
		}
		ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], total_of_items(row));
		if (switches[k].option == ESCOPA_OPT_PRIMIERA)
			ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
		/* tallies stay */
		ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 15);
		ck_assert_int_eq(row[ESCOPA_SCORE_COIN_COUNT], 10);
		ck_assert_int_eq(row[ESCOPA_SCORE_SEVEN_COUNT], 4);
		escopa_rules_free(r);
	}
	/* all off: only the sweeps remain */
	struct escopa_rules *off = NULL;
	ck_assert_ok(escopa_rules_copy(on, &off));
	for (size_t k = 0; k < sizeof switches / sizeof *switches; k++)
		ck_assert_ok(escopa_rules_set(off, switches[k].option, switches[k].off));
	int32_t row[N];
	ck_assert_ok(escopa_score_piles(off, 2, captured, sweeps, 0, row, N));
	for (int item = 0; item < ESCOPA_SCORE_SWEEPS; item++)
		ck_assert_int_eq(row[item], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 2);
	ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 2);
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
	escopa_rules_free(off);
	escopa_rules_free(on);
}
END_TEST

/* doc/rules.md, section Scoring a hand: ties give nobody the point in every
 * category, with three and four sides too. */
START_TEST(rule_5_ties_score_nobody)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOBA, NULL);
	static const int primiera[] = { ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_A, -1 };
	struct escopa_rules *rp = rules_with(ESCOPA_PRESET_ESCOBA, primiera);
	/* cards 4-4-2, coins 2-2-0, sevens 1-1-0, primiera equal */
	const char *piles[3] = { "7o 1o 1c 1e", "7c 2o 3o 2e", "3b 4b" };
	int32_t rows[4][N];
	score_all(r, 3, piles, NULL, rows);
	for (int s = 0; s < 3; s++) {
		ck_assert_int_eq(rows[s][ESCOPA_SCORE_CARDS], 0);
		ck_assert_int_eq(rows[s][ESCOPA_SCORE_COINS], 0);
		ck_assert_int_eq(rows[s][ESCOPA_SCORE_SEVENS], 0);
	}
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_OF_COINS], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_TOTAL], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_TOTAL], 0);
	/* four sides, primiera tie between 0 and 1 at the top */
	const char *four[4] = { "7o 7c 1e 1b", "7e 7b 1o 1c", "2o 2c 2e 2b", "3o" };
	score_all(rp, 4, four, NULL, rows);
	for (int s = 0; s < 4; s++)
		ck_assert_int_eq(rows[s][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[2][ESCOPA_SCORE_PRIMIERA_TOTAL], 48);
	/* four sides, most cards 4-4-4-1 */
	for (int s = 0; s < 4; s++)
		ck_assert_int_eq(rows[s][ESCOPA_SCORE_CARDS], 0);
	/* sevens 2-2 in four sides (Escoba: most) */
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS] + rows[1][ESCOPA_SCORE_SEVENS], 0);
	/* a lower side's point is not given away by a tie above it */
	const char *lower[3] = { "1c 2c 3c", "1e 2e 3e", "1b" };
	score_all(r, 3, lower, NULL, rows);
	ck_assert_int_eq(rows[2][ESCOPA_SCORE_CARDS], 0);
	escopa_rules_free(r);
	escopa_rules_free(rp);
}
END_TEST

/* ------------------------------------------------------------------ */
/* shared ties */

static const int shared[] = { ESCOPA_OPT_SHARED_TIES, 1, -1 };

/* doc/rules.md, section Scoring a hand, shared ties. The Italian-language
 * Escoba de 15 guide shares a tied category "only if explicitly agreed": with
 * the option on, every side tied for the lead of a "most" category scores its
 * points; off (the default of every preset) nobody does. Most cards, with
 * Escopa's double when every side that does not score has fewer than 10. */
START_TEST(rule_5_shared_ties_most_cards)
{
	int32_t rows[4][N];
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "1c 1e", "2c 2e", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_CARDS], 0);
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, shared, "1c 1e", "2c 2e", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_TOTAL], total_of_items(rows[0]));

	/* three sides, two tied on 2 cards, the third below 10: doubled */
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, shared);
	const char *piles[3] = { "1c 1e", "2c 2e", "3c" };
	score_all(r, 3, piles, NULL, rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 2);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_CARDS], 2);
	ck_assert_int_eq(rows[2][ESCOPA_SCORE_CARDS], 0);
	escopa_rules_free(r);
	/* a strict leader is unchanged by the option */
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, shared, "1c 1e 1b", "2c 2e", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_CARDS], 0);
}
END_TEST

/* Shared ties: most coins. */
START_TEST(rule_5_shared_ties_most_coins)
{
	int32_t rows[4][N];
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "1o 2o 1c", "3o 4o 2c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS] + rows[1][ESCOPA_SCORE_COINS], 0);
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, shared, "1o 2o 1c", "3o 4o 2c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_COINS], 1);
	/* no coin at all is no lead to share */
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, shared, "1c", "2c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS] + rows[1][ESCOPA_SCORE_COINS], 0);
}
END_TEST

/* Shared ties: most sevens (the English Escoba guide's "most sevens"). */
START_TEST(rule_5_shared_ties_most_sevens)
{
	int32_t rows[4][N];
	score_two(ESCOPA_PRESET_ESCOBA, NULL, "7o 7c", "7e 7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS] + rows[1][ESCOPA_SCORE_SEVENS], 0);
	score_two(ESCOPA_PRESET_ESCOBA, shared, "7o 7c", "7e 7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 1);
}
END_TEST

/* Shared ties: primiera (the Setenta of the Italian-language Escoba de 15
 * guide): equal totals by table A. */
START_TEST(rule_5_shared_ties_primiera)
{
	int32_t rows[4][N];
	/* 7 + 7 + 7 + 7 against the same by another suit order: both 84 */
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "7o 6c 7e 6b", "6o 7c 6e 7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL]);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA] + rows[1][ESCOPA_SCORE_PRIMIERA], 0);
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, shared, "7o 6c 7e 6b", "6o 7c 6e 7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 1);
	/* a side missing a suit still cannot score it */
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, shared, "7o 6c 7e", "1c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA] + rows[1][ESCOPA_SCORE_PRIMIERA], 0);
}
END_TEST

/* Shared ties in a game: escopa_game_hand_score() and the running scores
 * follow the option like escopa_score_piles(). */
START_TEST(rule_5_shared_ties_in_a_game)
{
	for (uint64_t seed = 0; seed < 40; seed++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, shared);
		struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOBA_DE_15, shared);
		while (phase_of(g) == ESCOPA_PHASE_PLAYING) {
			escopa_move_t m;
			ck_assert_ok(escopa_game_move_at(g, 0, &m));
			ck_assert_ok(escopa_game_play(g, m, NULL));
		}
		escopa_cardset_t captured[2];
		int sweeps[2];
		for (int side = 0; side < 2; side++) {
			ck_assert_ok(escopa_game_captured(g, side, &captured[side]));
			ck_assert_ok(escopa_game_sweeps(g, side, &sweeps[side]));
		}
		for (int side = 0; side < 2; side++) {
			int32_t game_row[N], pile_row[N];
			int score = 0;
			ck_assert_ok(escopa_game_hand_score(g, side, game_row, N));
			ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, side, pile_row, N));
			ck_assert_mem_eq(game_row, pile_row, sizeof game_row);
			ck_assert_ok(escopa_game_score(g, side, &score));
			ck_assert_int_eq(score, game_row[ESCOPA_SCORE_TOTAL]);
		}
		escopa_rules_free(r);
		escopa_game_free(g);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("score-totals");
	TCase *tc;

	tc = tcase_create("categories");
	tcase_add_test(tc, rule_5_sweeps_are_added);
	tcase_add_test(tc, rule_5_whole_hand_every_preset);
	tcase_add_test(tc, rule_5_categories_switched_off_read_zero);
	tcase_add_test(tc, rule_5_ties_score_nobody);
	suite_add_tcase(s, tc);

	tc = tcase_create("shared ties");
	tcase_add_test(tc, rule_5_shared_ties_most_cards);
	tcase_add_test(tc, rule_5_shared_ties_most_coins);
	tcase_add_test(tc, rule_5_shared_ties_most_sevens);
	tcase_add_test(tc, rule_5_shared_ties_primiera);
	tcase_add_test(tc, rule_5_shared_ties_in_a_game);
	suite_add_tcase(s, tc);
	return s;
}
