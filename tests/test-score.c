/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Scoring a hand (doc/rules.md, section Scoring a hand), mostly through
 * escopa_score_piles() on hand-built captured piles: every category of every
 * preset, ties, primiera tables A and B with exact totals, napola, sweeps and
 * totals; the errors and the row-length rule of escopa_score_piles(); and
 * escopa_game_hand_score() agreeing with it on a game's captures.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

#define N ESCOPA_SCORE_ITEM_COUNT

static struct escopa_rules *
rules_with(enum escopa_preset preset, const int *opts)
{
	struct escopa_rules *r = NULL;
	ck_assert_ok(escopa_rules_new(preset, &r));
	for (const int *o = opts; o && *o >= 0; o += 2)
		ck_assert_ok(escopa_rules_set(r, (enum escopa_option)o[0], o[1]));
	return r;
}

static escopa_cardset_t
set_text(const char *text)
{
	return text && *text ? cards(text) : 0;
}

/* Scores every side of a hand given as card text; rows[side][item]. */
static void
score_all(const struct escopa_rules *r, int n_sides, const char *const *piles,
	  const int *sweeps, int32_t rows[][N])
{
	escopa_cardset_t captured[4] = { 0 };
	int zero[4] = { 0 };
	for (int s = 0; s < n_sides; s++)
		captured[s] = set_text(piles[s]);
	for (int s = 0; s < n_sides; s++) {
		memset(rows[s], 0x55, sizeof rows[s]);
		ck_assert_ok(escopa_score_piles(r, n_sides, captured, sweeps ? sweeps : zero, s,
						rows[s], N));
	}
}

/* Scores two sides of a preset, with options. */
static void
score_two(enum escopa_preset preset, const int *opts, const char *side0,
	  const char *side1, int32_t rows[][N])
{
	struct escopa_rules *r = rules_with(preset, opts);
	const char *piles[2] = { side0, side1 };
	score_all(r, 2, piles, NULL, rows);
	escopa_rules_free(r);
}

static int32_t
total_of_items(const int32_t *row)
{
	return row[ESCOPA_SCORE_CARDS] + row[ESCOPA_SCORE_COINS] +
	       row[ESCOPA_SCORE_SEVEN_OF_COINS] + row[ESCOPA_SCORE_SEVENS] +
	       row[ESCOPA_SCORE_ALL_COINS] + row[ESCOPA_SCORE_PRIMIERA] +
	       row[ESCOPA_SCORE_NAPOLA] + row[ESCOPA_SCORE_SWEEPS];
}

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
/* escopa_score_piles() errors and the row-length rule */

START_TEST(score_piles_errors)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	escopa_cardset_t captured[5] = { cards("1o 2o"), cards("3o"), cards("4o"), cards("5o"),
					 cards("6o") };
	int sweeps[5] = { 0, 0, 0, 0, 0 };
	int32_t row[N], sentinel[N];
	for (int i = 0; i < N; i++)
		row[i] = sentinel[i] = 0x5A5A;
#define UNTOUCHED() ck_assert(memcmp(row, sentinel, sizeof row) == 0)
	ck_assert_status(escopa_score_piles(NULL, 2, captured, sweeps, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(r, 2, NULL, sweeps, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(r, 2, captured, NULL, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, 0, NULL, N), ESCOPA_E_NULL);
	UNTOUCHED();
	ck_assert_status(escopa_score_piles(r, 0, captured, sweeps, 0, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 5, captured, sweeps, 0, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, -1, captured, sweeps, 0, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, 2, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, -1, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 4, captured, sweeps, 4, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, 100, row, N), ESCOPA_E_INVALID);
	UNTOUCHED();
	int negative[2] = { 0, -1 };
	ck_assert_status(escopa_score_piles(r, 2, captured, negative, 0, row, N), ESCOPA_E_INVALID);
	int huge[2] = { 1001, 0 };
	ck_assert_status(escopa_score_piles(r, 2, captured, huge, 0, row, N), ESCOPA_E_INVALID);
	int min[2] = { INT_MIN, 0 };
	ck_assert_status(escopa_score_piles(r, 2, captured, min, 1, row, N), ESCOPA_E_INVALID);
	UNTOUCHED();
	/* overlapping sets: even when scoring a side that is not involved */
	escopa_cardset_t overlap[3] = { cards("1o 2o"), cards("2o 3o"), cards("4o") };
	int zero3[3] = { 0 };
	ck_assert_status(escopa_score_piles(r, 3, overlap, zero3, 0, row, N), ESCOPA_E_CARD);
	ck_assert_status(escopa_score_piles(r, 3, overlap, zero3, 2, row, N), ESCOPA_E_CARD);
	escopa_cardset_t same[2] = { cards("1o"), cards("1o") };
	ck_assert_status(escopa_score_piles(r, 2, same, sweeps, 1, row, N), ESCOPA_E_CARD);
	/* bits above 41 */
	for (int bit = 42; bit < 64; bit += 7) {
		escopa_cardset_t bad[2] = { cards("1o") | ((escopa_cardset_t)1 << bit), 0 };
		ck_assert_status(escopa_score_piles(r, 2, bad, sweeps, 0, row, N), ESCOPA_E_CARD);
		ck_assert_status(escopa_score_piles(r, 2, bad, sweeps, 1, row, N), ESCOPA_E_CARD);
	}
	escopa_cardset_t top[2] = { 0, (escopa_cardset_t)1 << 63 };
	ck_assert_status(escopa_score_piles(r, 2, top, sweeps, 0, row, N), ESCOPA_E_CARD);
	UNTOUCHED();
	/* sides beyond n_sides are not read: garbage there is fine */
	escopa_cardset_t extra[3] = { cards("1o"), cards("2o"), ~(escopa_cardset_t)0 };
	int extra_sweeps[3] = { 0, 0, -5 };
	ck_assert_ok(escopa_score_piles(r, 2, extra, extra_sweeps, 0, row, N));
	/* 1 to 4 sides are fine */
	for (int n = 1; n <= 4; n++)
		for (int s = 0; s < n; s++)
			ck_assert_ok(escopa_score_piles(r, n, captured, sweeps, s, row, N));
#undef UNTOUCHED
	escopa_rules_free(r);
}
END_TEST

/* score.h: the library fills min(n_items, ESCOPA_SCORE_ITEM_COUNT)
 * items and sets any further elements to 0. */
START_TEST(score_piles_row_length)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	escopa_cardset_t captured[2] = { cards("1o 2o 3o 7o 7c"), cards("4c") };
	int sweeps[2] = { 4, 0 };
	int32_t full[N];
	ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, full, N));
	/* shorter: only the first items, nothing after them */
	for (size_t n = 0; n < N; n++) {
		int32_t row[N + 4];
		for (size_t i = 0; i < N + 4; i++)
			row[i] = -77;
		ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, row, n));
		for (size_t i = 0; i < N + 4; i++)
			ck_assert_int_eq(row[i], i < n ? full[i] : -77);
	}
	/* longer: the known items, then zeros */
	int32_t longer[N + 10];
	for (size_t i = 0; i < N + 10; i++)
		longer[i] = -77;
	ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, longer, N + 7));
	for (size_t i = 0; i < N + 10; i++)
		ck_assert_int_eq(longer[i], i < N ? full[i] : (i < N + 7 ? 0 : -77));
	escopa_rules_free(r);
}
END_TEST

/* score.h: item names, "seven_of_coins" as documented; the enumerator
 * without prefix, lower case, for the others; NULL past the end. */
START_TEST(score_item_names)
{
	static const char *const names[N] = {
		"cards", "coins", "seven_of_coins", "sevens", "all_coins", "primiera",
		"napola", "sweeps", "total", "card_count", "coin_count", "seven_count",
		"primiera_total",
	};
	ck_assert_str_eq(escopa_score_item_name(ESCOPA_SCORE_SEVEN_OF_COINS), "seven_of_coins");
	for (int i = 0; i < N; i++) {
		const char *name = escopa_score_item_name((enum escopa_score_item)i);
		ck_assert_ptr_nonnull(name);
		ck_assert_msg(strcmp(name, names[i]) == 0, "item %d is named '%s', expected '%s'",
			      i, name, names[i]);
		for (int j = 0; j < i; j++)
			ck_assert_str_ne(name, escopa_score_item_name((enum escopa_score_item)j));
	}
	ck_assert_ptr_null(escopa_score_item_name(ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_ptr_null(escopa_score_item_name((enum escopa_score_item)-1));
	ck_assert_ptr_null(escopa_score_item_name((enum escopa_score_item)1000));
}
END_TEST

/* ------------------------------------------------------------------ */
/* escopa_game_hand_score() */

static escopa_move_t
first_move(const struct escopa_game *game)
{
	escopa_move_t move = 0;
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, &move, 1, &count));
	ck_assert_uint_gt(count, 0);
	return move;
}

static void
assert_hand_score_agrees(const struct escopa_game *g, const struct escopa_rules *r)
{
	int sides = 0;
	ck_assert_ok(escopa_game_sides(g, &sides));
	escopa_cardset_t captured[4] = { 0 };
	int sweeps[4] = { 0 };
	for (int s = 0; s < sides; s++) {
		ck_assert_ok(escopa_game_captured(g, s, &captured[s]));
		ck_assert_ok(escopa_game_sweeps(g, s, &sweeps[s]));
	}
	for (int s = 0; s < sides; s++) {
		int32_t from_game[N], from_piles[N];
		ck_assert_ok(escopa_game_hand_score(g, s, from_game, N));
		ck_assert_ok(escopa_score_piles(r, sides, captured, sweeps, s, from_piles, N));
		for (int i = 0; i < N; i++)
			ck_assert_msg(from_game[i] == from_piles[i],
				      "side %d %s: game says %d, piles say %d", s,
				      escopa_score_item_name((enum escopa_score_item)i),
				      from_game[i], from_piles[i]);
	}
}

/* score.h: escopa_game_hand_score() during and after a hand is the score
 * of the game's captured cards and sweeps, for every preset and player
 * count; after the hand it includes the last-capture take and the
 * running score grows by its total. Partnerships pool cards into 2 sides
 * with 4 players. */
START_TEST(score_game_hand_score_agrees_with_piles)
{
	enum escopa_preset preset = (enum escopa_preset)(_i / 3);
	int players = 2 + _i % 3;
	struct escopa_rules *r = rules_with(preset, NULL);
	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct escopa_game *g = NULL;
		ck_assert_ok(escopa_game_new(r, players, seed, &g));
		int sides = 0;
		ck_assert_ok(escopa_game_sides(g, &sides));
		ck_assert_int_eq(sides, players == 4 ? 2 : players);
		int before[4] = { 0 };
		for (int s = 0; s < sides; s++)
			ck_assert_ok(escopa_game_score(g, s, &before[s]));
		enum escopa_phase phase;
		int turn = 0;
		assert_hand_score_agrees(g, r);
		while (escopa_game_phase(g, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
			if (++turn % 5 == 0)
				assert_hand_score_agrees(g, r);
		}
		assert_hand_score_agrees(g, r);
		escopa_cardset_t all = 0;
		for (int s = 0; s < sides; s++) {
			escopa_cardset_t c;
			int32_t row[N];
			ck_assert_ok(escopa_game_captured(g, s, &c));
			all |= c;
			ck_assert_ok(escopa_game_hand_score(g, s, row, N));
			int after;
			ck_assert_ok(escopa_game_score(g, s, &after));
			ck_assert_int_eq(after, before[s] + row[ESCOPA_SCORE_TOTAL]);
		}
		escopa_cardset_t aside;
		ck_assert_ok(escopa_game_set_aside(g, &aside));
		ck_assert((all & aside) == 0);
		int jokers = 0;
		ck_assert_ok(escopa_rules_get(r, ESCOPA_OPT_JOKERS, &jokers));
		ck_assert_int_eq(__builtin_popcountll(all | aside), 40 + jokers);
		escopa_game_free(g);
	}
	escopa_rules_free(r);
}
END_TEST

/* escopa_game_hand_score() errors and the row-length rule. */
START_TEST(score_game_hand_score_errors)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOBA_DE_15, NULL);
	struct escopa_game *g = NULL;
	ck_assert_ok(escopa_game_new(r, 4, 3, &g));
	int32_t row[N + 3];
	for (int i = 0; i < N + 3; i++)
		row[i] = -9;
	ck_assert_status(escopa_game_hand_score(NULL, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(g, 0, NULL, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(g, 2, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_hand_score(g, 3, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_hand_score(g, -1, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_hand_score(g, 100, row, N), ESCOPA_E_INVALID);
	for (int i = 0; i < N + 3; i++)
		ck_assert_int_eq(row[i], -9);
	ck_assert_ok(escopa_game_hand_score(g, 1, row, 2));
	for (int i = 2; i < N + 3; i++)
		ck_assert_int_eq(row[i], -9);
	ck_assert_ok(escopa_game_hand_score(g, 1, row, N + 3));
	for (int i = N; i < N + 3; i++)
		ck_assert_int_eq(row[i], 0);
	escopa_game_free(g);
	escopa_rules_free(r);
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
	Suite *s = suite_create("score");
	TCase *tc = tcase_create("categories");
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

	tc = tcase_create("last round");
	tcase_add_test(tc, rule_6_last_round_check_holds_in_engine_games);
	tcase_add_test(tc, rule_6_last_round_check_finds_mistakes);
	tcase_add_test(tc, rule_6_mistake_penalty);
	suite_add_tcase(s, tc);

	tc = tcase_create("api");
	tcase_add_test(tc, score_piles_errors);
	tcase_add_test(tc, score_piles_row_length);
	tcase_add_test(tc, score_item_names);
	tcase_add_loop_test(tc, score_game_hand_score_agrees_with_piles, 0,
			    3 * escopa_preset_count());
	tcase_add_test(tc, score_game_hand_score_errors);
	suite_add_tcase(s, tc);
	return s;
}
