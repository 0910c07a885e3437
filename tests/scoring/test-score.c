/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Scoring a hand (doc/rules.md, section Scoring a hand) through
 * escopa_score_piles() on hand-built captured piles: every category of every
 * preset, primiera tables A and B with exact totals, and napola.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "score-helpers.h"

/* n distinct cards, none a coin or a seven, for filling card counts. */
static const char *const fillers =
	"1c 1e 1b 2c 2e 2b 3c 3e 3b 4c 4e 4b 5c 5e 5b 6c 6e 6b 8c 8e 8b 9c 9e 9b 10c 10e 10b";

static escopa_cardset_t
filler(int from, int count)
{
	escopa_cardset_t all = cards(fillers), out = 0;
	int i = 0;
	for (escopa_cardset_t s = all; s; s &= s - 1, i++)
		if (i >= from && i < from + count)
			out |= s & (0 - s);
	ck_assert_int_eq(__builtin_popcountll(out), count);
	return out;
}

static void
score_sets(const struct escopa_rules *r, int n_sides, const escopa_cardset_t *captured,
	   int32_t rows[][N])
{
	int zero[4] = { 0 };
	for (int s = 0; s < n_sides; s++)
		ck_assert_ok(escopa_score_piles(r, n_sides, captured, zero, s, rows[s], N));
}

/* ------------------------------------------------------------------ */
/* most cards */

/* doc/rules.md, section Scoring a hand: most cards scores 1 (every document). */
START_TEST(rule_5_most_cards_one_point)
{
	int32_t rows[4][N];
	for (int p = 0; p < escopa_preset_count(); p++) {
		score_two((enum escopa_preset)p, NULL, "1c 1e 1b", "2c 2e", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARD_COUNT], 3);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_CARD_COUNT], 2);
		/* Escopa doubles it here (the other side has fewer than 10) */
		int doubled = p == ESCOPA_PRESET_ESCOPA || p == ESCOPA_PRESET_ESCOVA_DE_31 ||
			      p == ESCOPA_PRESET_ESCOPA_MATCH;
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], doubled ? 2 : 1);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_CARDS], 0);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand (the Brazilian Escopa description): most
 * cards scores 2 when every other side has fewer than 10 cards, under
 * cards_double (Escopa). */
START_TEST(rule_5_most_cards_double_when_others_under_ten)
{
	struct escopa_rules *escopa = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	struct escopa_rules *escoba = rules_with(ESCOPA_PRESET_ESCOBA, NULL);
	static const int no_double[] = { ESCOPA_OPT_CARDS_DOUBLE, 0, -1 };
	struct escopa_rules *plain = rules_with(ESCOPA_PRESET_ESCOPA, no_double);
	struct {
		int n_sides;
		int counts[3];
		int winner;        /* side with most cards, -1 for a tie */
		int doubled;       /* whether Escopa doubles */
	} cases[] = {
		{ 2, { 11, 9 }, 0, 1 },
		{ 2, { 11, 10 }, 0, 0 },   /* 10 is not fewer than 10 */
		{ 2, { 9, 12 }, 1, 1 },
		{ 2, { 5, 4 }, 0, 1 },
		{ 2, { 20, 0 }, 0, 1 },
		{ 2, { 9, 9 }, -1, 0 },
		{ 2, { 13, 13 }, -1, 0 },
		{ 3, { 12, 9, 5 }, 0, 1 },
		{ 3, { 12, 10, 5 }, 0, 0 },
		{ 3, { 4, 9, 10 }, 2, 1 },
		{ 3, { 9, 9, 8 }, -1, 0 },
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		escopa_cardset_t captured[3] = { 0 };
		int from = 0;
		for (int s = 0; s < cases[k].n_sides; s++) {
			captured[s] = filler(from, cases[k].counts[s]);
			from += cases[k].counts[s];
		}
		int32_t a[3][N], b[3][N], c[3][N];
		score_sets(escopa, cases[k].n_sides, captured, a);
		score_sets(escoba, cases[k].n_sides, captured, b);
		score_sets(plain, cases[k].n_sides, captured, c);
		for (int s = 0; s < cases[k].n_sides; s++) {
			int wins = s == cases[k].winner;
			ck_assert_int_eq(a[s][ESCOPA_SCORE_CARD_COUNT], cases[k].counts[s]);
			ck_assert_msg(a[s][ESCOPA_SCORE_CARDS] == (wins ? (cases[k].doubled ? 2 : 1) : 0),
				      "case %zu side %d: Escopa most cards %d", k, s,
				      a[s][ESCOPA_SCORE_CARDS]);
			ck_assert_int_eq(b[s][ESCOPA_SCORE_CARDS], wins ? 1 : 0);
			ck_assert_int_eq(c[s][ESCOPA_SCORE_CARDS], wins ? 1 : 0);
		}
	}
	escopa_rules_free(escopa);
	escopa_rules_free(escoba);
	escopa_rules_free(plain);
}
END_TEST

/* doc/rules.md, section Scoring a hand: a joker counts as a card for most
 * cards, and for nothing else (the Escoba de 15 guide's Comodines). */
START_TEST(rule_5_joker_counts_only_as_a_card)
{
	int32_t rows[2][N];
	score_two(ESCOPA_PRESET_ESCOBA_COMODINES, NULL, "jk1 jk2 1c", "2o 2c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARD_COUNT], 3);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COIN_COUNT], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_COINS], 1);
	/* jokers fill no suit for primiera */
	score_two(ESCOPA_PRESET_ESCOBA_COMODINES, NULL, "jk1 jk2 7o 7c 7e", "2o 2c 2e 2b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 48);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_COUNT], 3);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 1);
}
END_TEST

/* ------------------------------------------------------------------ */
/* coins, seven of coins, sevens, all coins */

/* doc/rules.md, section Scoring a hand: most coins scores 1 in every preset. */
START_TEST(rule_5_most_coins)
{
	int32_t rows[2][N];
	for (int p = 0; p < escopa_preset_count(); p++) {
		/* side 1 has more cards, side 0 more coins */
		score_two((enum escopa_preset)p, NULL, "1o 2o 3o 4o 5o 6o",
			  "8o 9o 10o 1c 1e 1b 2c 2e", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_COIN_COUNT], 6);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_COIN_COUNT], 3);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS], 1);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_COINS], 0);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_CARDS], 0);
		ck_assert_int_ge(rows[1][ESCOPA_SCORE_CARDS], 1);
		/* a tie in coins scores nobody */
		score_two((enum escopa_preset)p, NULL, "1o 2o 3c", "4o 5o", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS], 0);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_COINS], 0);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand: the seven of coins scores 1 in every
 * preset. */
START_TEST(rule_5_seven_of_coins)
{
	int32_t rows[3][N];
	for (int p = 0; p < escopa_preset_count(); p++) {
		struct escopa_rules *r = rules_with((enum escopa_preset)p, NULL);
		const char *piles[3] = { "1c 2c", "7o", "1o 2o 3o 4o" };
		score_all(r, 3, piles, NULL, rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_OF_COINS], 0);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVEN_OF_COINS], 1);
		ck_assert_int_eq(rows[2][ESCOPA_SCORE_SEVEN_OF_COINS], 0);
		escopa_rules_free(r);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand (the Brazilian Escopa description):
 * Escopa scores 1 for all four sevens, nothing for fewer. */
START_TEST(rule_5_sevens_all_four_escopa)
{
	int32_t rows[2][N];
	score_two(ESCOPA_PRESET_ESCOPA, NULL, "7o 7c 7e 7b", "1c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_COUNT], 4);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_OF_COINS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 0);
	score_two(ESCOPA_PRESET_ESCOPA, NULL, "7o 7c 7e", "7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 0);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_COUNT], 3);
	score_two(ESCOPA_PRESET_ESCOVA_DE_31, NULL, "1c", "7o 7c 7e 7b", rows);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 0);
}
END_TEST

/* doc/rules.md, section Scoring a hand (the English Escoba guide): Escoba
 * scores 1 for the most sevens, 2 for all four; a tie scores nobody. */
START_TEST(rule_5_sevens_most_escoba)
{
	int32_t rows[3][N];
	score_two(ESCOPA_PRESET_ESCOBA, NULL, "7o 7c 7e", "7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 0);
	score_two(ESCOPA_PRESET_ESCOBA, NULL, "1c", "7o 7c 7e 7b", rows);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 2);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 0);
	score_two(ESCOPA_PRESET_ESCOBA, NULL, "7o 7c", "7e 7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 0);
	score_two(ESCOPA_PRESET_ESCOBA, NULL, "7e", "1c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 0);
	/* three sides: 2, 1, 1 */
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOBA, NULL);
	const char *piles[3] = { "7c 7e", "7o", "7b" };
	score_all(r, 3, piles, NULL, rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_SEVENS], 0);
	ck_assert_int_eq(rows[2][ESCOPA_SCORE_SEVENS], 0);
	/* three sides: 2, 2, 0 */
	const char *tied[3] = { "7c 7e", "7o 7b", "1c" };
	score_all(r, 3, tied, NULL, rows);
	for (int s = 0; s < 3; s++)
		ck_assert_int_eq(rows[s][ESCOPA_SCORE_SEVENS], 0);
	escopa_rules_free(r);
	/* the Brazilian Escopa description's variation is the same option on
	 * Escopa */
	static const int most[] = { ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST, -1 };
	score_two(ESCOPA_PRESET_ESCOPA, most, "7o 7c 7e", "7b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 1);
	score_two(ESCOPA_PRESET_ESCOPA, most, "7o 7c 7e 7b", "", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 2);
}
END_TEST

/* doc/rules.md, section Scoring a hand: presets without a sevens category score
 * none. */
START_TEST(rule_5_sevens_none)
{
	int32_t rows[2][N];
	enum escopa_preset none[] = { ESCOPA_PRESET_ESCOBA_DE_15, ESCOPA_PRESET_ESCOBA_COMODINES,
				      ESCOPA_PRESET_SCOPA };
	for (size_t k = 0; k < 3; k++) {
		score_two(none[k], NULL, "7o 7c 7e 7b", "1c", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVENS], 0);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_SEVEN_COUNT], 4);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand (the Brazilian Escopa description): all
 * ten coins score 3 on top of most coins. */
START_TEST(rule_5_all_ten_coins_three_more)
{
	int32_t rows[2][N];
	const char *coins = "1o 2o 3o 4o 5o 6o 7o 8o 9o 10o";
	score_two(ESCOPA_PRESET_ESCOPA, NULL, coins, "1c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_ALL_COINS], 3);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS], 1);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COIN_COUNT], 10);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_ALL_COINS], 0);
	score_two(ESCOPA_PRESET_ESCOVA_DE_31, NULL, "1c", coins, rows);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_ALL_COINS], 3);
	/* nine coins are not all */
	score_two(ESCOPA_PRESET_ESCOPA, NULL, "1o 2o 3o 4o 5o 6o 7o 8o 9o", "10o", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_ALL_COINS], 0);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS], 1);
	/* the other presets do not score it */
	for (int p = ESCOPA_PRESET_ESCOBA; p <= ESCOPA_PRESET_SCOPA; p++) {
		if (p == ESCOPA_PRESET_ESCOVA_DE_31)
			continue;
		score_two((enum escopa_preset)p, NULL, coins, "1c", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_ALL_COINS], 0);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_COINS], 1);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* primiera */

static const int table_a[11] = { 0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10 };

static const int table_b[11] = { 0, 6, 2, 3, 4, 5, 8, 11, 8, 9, 10 };

/* doc/rules.md, section Scoring a hand, table A (the Escoba de 15 guide): each
 * rank's value, read through a side holding that rank in all four suits: the
 * total is four times it. */
START_TEST(rule_5_primiera_table_a_values)
{
	static const char *const ranks[11] = { NULL, "1", "2", "3", "4", "5", "6", "7",
					       "8", "9", "10" };
	for (int rank = 1; rank <= 10; rank++) {
		char text[64];
		snprintf(text, sizeof text, "%so %sc %se %sb", ranks[rank], ranks[rank],
			 ranks[rank], ranks[rank]);
		int32_t rows[2][N];
		score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, text, "", rows);
		ck_assert_msg(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL] == 4 * table_a[rank],
			      "table A, four %ss: total %d, expected %d", ranks[rank],
			      rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 4 * table_a[rank]);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 1);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 0);
		/* the same under Scopa and Comodines */
		score_two(ESCOPA_PRESET_SCOPA, NULL, text, "", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 4 * table_a[rank]);
		score_two(ESCOPA_PRESET_ESCOBA_COMODINES, NULL, text, "", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 4 * table_a[rank]);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand, table B (the Brazilian Escopa
 * description variation): 7 = 11, 6 = 8, ace = 6, every other card its capture
 * value. */
START_TEST(rule_5_primiera_table_b_values)
{
	static const int table_b_opt[] = { ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B, -1 };
	static const char *const ranks[11] = { NULL, "1", "2", "3", "4", "5", "6", "7",
					       "8", "9", "10" };
	for (int rank = 1; rank <= 10; rank++) {
		char text[64];
		snprintf(text, sizeof text, "%so %sc %se %sb", ranks[rank], ranks[rank],
			 ranks[rank], ranks[rank]);
		int32_t rows[2][N];
		score_two(ESCOPA_PRESET_ESCOPA, table_b_opt, text, "", rows);
		ck_assert_msg(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL] == 4 * table_b[rank],
			      "table B, four %ss: total %d, expected %d", ranks[rank],
			      rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 4 * table_b[rank]);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 1);
	}
}
END_TEST

/* doc/rules.md, section Scoring a hand: each side takes its best card of each
 * suit by the table in use and adds the four; the highest total scores 1. */
START_TEST(rule_5_primiera_best_card_per_suit)
{
	int32_t rows[2][N];
	/* table A: 7o(21) + 6c(18) + 1e(16) + 5b(15) = 70 against
	 * 10o(10) + 9c(10) + 8e(10) + 4b(14, better than 2b's 12) = 44 */
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "1o 2o 7o 6c 1e 5b 3b",
		  "10o 9c 8e 4b 2b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 70);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 44);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 0);

	/* the tables disagree: four sixes against four kings */
	static const int b[] = { ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B, -1 };
	static const int a[] = { ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_A, -1 };
	score_two(ESCOPA_PRESET_ESCOPA, a, "6o 6c 6e 6b", "10o 10c 10e 10b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 72);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 40);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 1);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 0);
	score_two(ESCOPA_PRESET_ESCOPA, b, "6o 6c 6e 6b", "10o 10c 10e 10b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 32);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 40);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 1);

	/* table B picks a king over a six or an ace in its suit:
	 * 10o,6o -> 10; 1c,5c -> 6; 9e,6e -> 9; 7b,10b -> 11 => 36 */
	score_two(ESCOPA_PRESET_ESCOPA, b, "10o 6o 1c 5c 9e 6e 7b 10b", "", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 36);
	/* table A on the same cards: 18 + 16 + 18 + 21 = 73 */
	score_two(ESCOPA_PRESET_ESCOPA, a, "10o 6o 1c 5c 9e 6e 7b 10b", "", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 73);
}
END_TEST

/* doc/rules.md, section Scoring a hand: a side missing a suit cannot score
 * primiera, however good its other cards; if every side misses one, nobody
 * scores. */
START_TEST(rule_5_primiera_missing_suit)
{
	int32_t rows[2][N];
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "7o 7c 7e 6o 6c 6e", "2o 2c 2e 2b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 48);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 1);
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "7o 7c 7e", "2o 2c 2b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
}
END_TEST

/* doc/rules.md, section Scoring a hand: equal primiera totals score nobody. */
START_TEST(rule_5_primiera_tie)
{
	int32_t rows[2][N];
	/* 7o 7c 1e 1b = 21+21+16+16 = 74; 7e 7b 1o 1c = 74 */
	score_two(ESCOPA_PRESET_ESCOBA_DE_15, NULL, "7o 7c 1e 1b", "7e 7b 1o 1c", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA_TOTAL], 74);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA_TOTAL], 74);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(rows[1][ESCOPA_SCORE_PRIMIERA], 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* napola */

/* doc/rules.md, section Scoring a hand (Scopa, named by the Escoba de 15
 * guide): ace, two and three of coins score 3, plus 1 for each further coin in
 * unbroken sequence. */
START_TEST(rule_5_napola)
{
	struct {
		const char *coins;
		int points;
	} cases[] = {
		{ "1o 2o 3o", 3 },
		{ "1o 2o 3o 4o", 4 },
		{ "1o 2o 3o 4o 5o", 5 },
		{ "1o 2o 3o 4o 5o 6o", 6 },
		{ "1o 2o 3o 4o 5o 6o 7o", 7 },
		{ "1o 2o 3o 4o 5o 6o 7o 8o", 8 },
		{ "1o 2o 3o 4o 5o 6o 7o 8o 9o", 9 },
		{ "1o 2o 3o 4o 5o 6o 7o 8o 9o 10o", 10 },
		{ "1o 2o 3o 5o 6o 7o", 3 },       /* broken at 4 */
		{ "1o 2o 3o 4o 6o 7o 8o", 4 },    /* broken at 5 */
		{ "1o 2o 4o 5o", 0 },             /* no three */
		{ "2o 3o 4o 5o", 0 },             /* no ace */
		{ "1o 3o 4o", 0 },
		{ "1o 2o 3c", 0 },                /* the three must be a coin */
		{ "1c 2c 3c 4c", 0 },
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		int32_t rows[2][N];
		score_two(ESCOPA_PRESET_SCOPA, NULL, cases[k].coins, "10b", rows);
		ck_assert_msg(rows[0][ESCOPA_SCORE_NAPOLA] == cases[k].points,
			      "napola of %s: %d, expected %d", cases[k].coins,
			      rows[0][ESCOPA_SCORE_NAPOLA], cases[k].points);
		ck_assert_int_eq(rows[1][ESCOPA_SCORE_NAPOLA], 0);
	}
	/* other presets have no napola */
	for (int p = 0; p < ESCOPA_PRESET_SCOPA; p++) {
		int32_t rows[2][N];
		score_two((enum escopa_preset)p, NULL, "1o 2o 3o 4o", "10b", rows);
		ck_assert_int_eq(rows[0][ESCOPA_SCORE_NAPOLA], 0);
	}
	/* and the option turns it on anywhere */
	static const int napola[] = { ESCOPA_OPT_NAPOLA, 1, -1 };
	int32_t rows[2][N];
	score_two(ESCOPA_PRESET_ESCOBA, napola, "1o 2o 3o 4o", "10b", rows);
	ck_assert_int_eq(rows[0][ESCOPA_SCORE_NAPOLA], 4);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("score");
	TCase *tc;

	tc = tcase_create("categories");
	tcase_add_test(tc, rule_5_most_cards_one_point);
	tcase_add_test(tc, rule_5_most_cards_double_when_others_under_ten);
	tcase_add_test(tc, rule_5_joker_counts_only_as_a_card);
	tcase_add_test(tc, rule_5_most_coins);
	tcase_add_test(tc, rule_5_seven_of_coins);
	tcase_add_test(tc, rule_5_sevens_all_four_escopa);
	tcase_add_test(tc, rule_5_sevens_most_escoba);
	tcase_add_test(tc, rule_5_sevens_none);
	tcase_add_test(tc, rule_5_all_ten_coins_three_more);
	tcase_add_test(tc, rule_5_primiera_table_a_values);
	tcase_add_test(tc, rule_5_primiera_table_b_values);
	tcase_add_test(tc, rule_5_primiera_best_card_per_suit);
	tcase_add_test(tc, rule_5_primiera_missing_suit);
	tcase_add_test(tc, rule_5_primiera_tie);
	tcase_add_test(tc, rule_5_napola);
	suite_add_tcase(s, tc);
	return s;
}
