/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Scoring a hand by category (doc/rules.md, section Scoring a hand). */

#include <string.h>
#include "game-private.h"

/* Primiera values by rank 1..10 (index 0 unused), and the ranks from the
 * most valuable down. */
struct primiera_table {
	int8_t value[11];
	int8_t ranks_by_value[10];
};

static const struct primiera_table primiera_table_a = {
	{ 0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10 },
	{ 7, 6, 1, 5, 4, 3, 2, 8, 9, 10 },
};
static const struct primiera_table primiera_table_b = {
	{ 0, 6, 2, 3, 4, 5, 8, 11, 8, 9, 10 },
	{ 7, 10, 9, 6, 8, 1, 5, 4, 3, 2 },
};

static const char *const item_names[ESCOPA_SCORE_ITEM_COUNT] = {
	[ESCOPA_SCORE_CARDS] = "cards",
	[ESCOPA_SCORE_COINS] = "coins",
	[ESCOPA_SCORE_SEVEN_OF_COINS] = "seven_of_coins",
	[ESCOPA_SCORE_SEVENS] = "sevens",
	[ESCOPA_SCORE_ALL_COINS] = "all_coins",
	[ESCOPA_SCORE_PRIMIERA] = "primiera",
	[ESCOPA_SCORE_NAPOLA] = "napola",
	[ESCOPA_SCORE_SWEEPS] = "sweeps",
	[ESCOPA_SCORE_TOTAL] = "total",
	[ESCOPA_SCORE_CARD_COUNT] = "card_count",
	[ESCOPA_SCORE_COIN_COUNT] = "coin_count",
	[ESCOPA_SCORE_SEVEN_COUNT] = "seven_count",
	[ESCOPA_SCORE_PRIMIERA_TOTAL] = "primiera_total",
};

/* The best card of each suit by the table, summed; 0 if a suit is missing.
 * Ranks are tried from the most valuable down, each taking the suits not
 * found yet: no branch on the cards, which are random in playouts. */
static int
primiera_total(escopa_cardset_t captured, const struct primiera_table *table)
{
	static const uint8_t bits_in_nibble[16] = { 0, 1, 1, 2, 1, 2, 2, 3,
						    1, 2, 2, 3, 2, 3, 3, 4 };
	unsigned missing = 0xF; /* suits without a card yet */
	int total = 0;
	for (int i = 0; i < 10 && missing; i++) {
		int rank = table->ranks_by_value[i];
		unsigned found = (unsigned)(captured >> (4 * (rank - 1))) & missing;
		total += bits_in_nibble[found] * table->value[rank];
		missing &= ~found;
	}
	return missing ? 0 : total;
}

/* Napola: ace, two and three of coins score 3, and each further coin in
 * unbroken sequence one more. */
static int
napola_points(escopa_cardset_t captured)
{
	int rank = 1;
	while (rank <= 10 && (captured & ESCOPA_CARDSET_OF(ESCOPA_CARD(rank, ESCOPA_SUIT_COINS))))
		rank++;
	int run = rank - 1;
	return run >= 3 ? run : 0;
}

/* The sides that score a "most" category, one bit each: the one side with
 * strictly the most of a tally; on a tie nobody, or every tied side under
 * shared ties. Nobody when the most is nothing at all. */
static unsigned
leaders(const struct escopa_rules *rules, int n_sides,
	int32_t rows[][ESCOPA_SCORE_ITEM_COUNT], int item)
{
	int32_t best_value = 0;
	unsigned best = 0;
	for (int side = 0; side < n_sides; side++) {
		int32_t v = rows[side][item];
		if (v > best_value) {
			best = 1u << side;
			best_value = v;
		} else if (v == best_value && best_value > 0) {
			best |= 1u << side;
		}
	}
	if ((best & (best - 1)) && !rule(rules, ESCOPA_OPT_SHARED_TIES))
		return 0;
	return best;
}

HOT_PATH void
score_sides(const struct escopa_rules *rules, int n_sides,
	    const escopa_cardset_t *captured, const int *sweeps,
	    int32_t rows[][ESCOPA_SCORE_ITEM_COUNT])
{
	const struct primiera_table *ptable = NULL;
	if (rule(rules, ESCOPA_OPT_PRIMIERA) == ESCOPA_PRIMIERA_TABLE_A)
		ptable = &primiera_table_a;
	else if (rule(rules, ESCOPA_OPT_PRIMIERA) == ESCOPA_PRIMIERA_TABLE_B)
		ptable = &primiera_table_b;

	for (int side = 0; side < n_sides; side++) {
		escopa_cardset_t c = captured[side];
		int32_t *row = rows[side];
		memset(row, 0, sizeof rows[side]);
		row[ESCOPA_SCORE_CARD_COUNT] = popcount64(c);
		row[ESCOPA_SCORE_COIN_COUNT] = popcount64(c & ESCOPA_CARDSET_COINS);
		row[ESCOPA_SCORE_SEVEN_COUNT] = popcount64(c & ESCOPA_CARDSET_RANK(7));
		row[ESCOPA_SCORE_PRIMIERA_TOTAL] = ptable ? primiera_total(c, ptable) : 0;

		if (rule(rules, ESCOPA_OPT_SCORE_SEVEN_OF_COINS) &&
		    (c & ESCOPA_CARDSET_OF(ESCOPA_SEVEN_OF_COINS)))
			row[ESCOPA_SCORE_SEVEN_OF_COINS] = 1;
		if (rule(rules, ESCOPA_OPT_SEVENS) == ESCOPA_SEVENS_ALL_FOUR &&
		    row[ESCOPA_SCORE_SEVEN_COUNT] == 4)
			row[ESCOPA_SCORE_SEVENS] = 1;
		if (rule(rules, ESCOPA_OPT_ALL_COINS) && row[ESCOPA_SCORE_COIN_COUNT] == 10)
			row[ESCOPA_SCORE_ALL_COINS] = 3;
		if (rule(rules, ESCOPA_OPT_NAPOLA))
			row[ESCOPA_SCORE_NAPOLA] = napola_points(c);
		row[ESCOPA_SCORE_SWEEPS] = sweeps[side];
	}

	unsigned won;
	if (rule(rules, ESCOPA_OPT_SCORE_CARDS) &&
	    (won = leaders(rules, n_sides, rows, ESCOPA_SCORE_CARD_COUNT))) {
		/* the double: every side that does not score has fewer than 10 */
		bool others_below_ten = true;
		for (int side = 0; side < n_sides; side++) {
			if (!(won >> side & 1) && rows[side][ESCOPA_SCORE_CARD_COUNT] >= 10)
				others_below_ten = false;
		}
		for (int side = 0; side < n_sides; side++) {
			if (won >> side & 1)
				rows[side][ESCOPA_SCORE_CARDS] =
					rule(rules, ESCOPA_OPT_CARDS_DOUBLE) && others_below_ten ? 2 : 1;
		}
	}
	if (rule(rules, ESCOPA_OPT_SCORE_COINS) &&
	    (won = leaders(rules, n_sides, rows, ESCOPA_SCORE_COIN_COUNT))) {
		for (int side = 0; side < n_sides; side++)
			rows[side][ESCOPA_SCORE_COINS] = (int32_t)(won >> side & 1);
	}
	if (rule(rules, ESCOPA_OPT_SEVENS) == ESCOPA_SEVENS_MOST &&
	    (won = leaders(rules, n_sides, rows, ESCOPA_SCORE_SEVEN_COUNT))) {
		for (int side = 0; side < n_sides; side++) {
			if (won >> side & 1)
				rows[side][ESCOPA_SCORE_SEVENS] =
					rows[side][ESCOPA_SCORE_SEVEN_COUNT] == 4 ? 2 : 1;
		}
	}
	if (ptable && (won = leaders(rules, n_sides, rows, ESCOPA_SCORE_PRIMIERA_TOTAL))) {
		for (int side = 0; side < n_sides; side++)
			rows[side][ESCOPA_SCORE_PRIMIERA] = (int32_t)(won >> side & 1);
	}

	for (int side = 0; side < n_sides; side++) {
		int32_t *row = rows[side];
		row[ESCOPA_SCORE_TOTAL] = row[ESCOPA_SCORE_CARDS] + row[ESCOPA_SCORE_COINS] +
					  row[ESCOPA_SCORE_SEVEN_OF_COINS] + row[ESCOPA_SCORE_SEVENS] +
					  row[ESCOPA_SCORE_ALL_COINS] + row[ESCOPA_SCORE_PRIMIERA] +
					  row[ESCOPA_SCORE_NAPOLA] + row[ESCOPA_SCORE_SWEEPS];
	}
}

static void
copy_row(const int32_t *row, int32_t *items, size_t n_items)
{
	for (size_t i = 0; i < n_items; i++)
		items[i] = i < ESCOPA_SCORE_ITEM_COUNT ? row[i] : 0;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_hand_score(const struct escopa_game *game, int side,
		       int32_t *items, size_t n_items)
{
	if (!game || !items)
		return ESCOPA_E_NULL;
	if (side < 0 || side >= game->sides)
		return ESCOPA_E_INVALID;
	int sweeps[MAX_SEATS];
	int32_t rows[MAX_SEATS][ESCOPA_SCORE_ITEM_COUNT];
	for (int s = 0; s < game->sides; s++)
		sweeps[s] = game->sweeps[s];
	score_sides(&game->rules, game->sides, game->captured, sweeps, rows);
	copy_row(rows[side], items, n_items);
	return ESCOPA_OK;
}

#define MAX_SWEEP_POINTS 1000

ESCOPA_EXPORT enum escopa_status
escopa_score_piles(const struct escopa_rules *rules, int n_sides,
		   const escopa_cardset_t *captured, const int *sweep_points,
		   int side, int32_t *items, size_t n_items)
{
	if (!rules || !captured || !sweep_points || !items)
		return ESCOPA_E_NULL;
	if (n_sides < 1 || n_sides > MAX_SEATS || side < 0 || side >= n_sides)
		return ESCOPA_E_INVALID;
	escopa_cardset_t seen = 0;
	for (int s = 0; s < n_sides; s++) {
		if (sweep_points[s] < 0 || sweep_points[s] > MAX_SWEEP_POINTS)
			return ESCOPA_E_INVALID;
		if ((captured[s] & ~ALL_CARDS) || (captured[s] & seen))
			return ESCOPA_E_CARD;
		seen |= captured[s];
	}
	int32_t rows[MAX_SEATS][ESCOPA_SCORE_ITEM_COUNT];
	score_sides(rules, n_sides, captured, sweep_points, rows);
	copy_row(rows[side], items, n_items);
	return ESCOPA_OK;
}

ESCOPA_EXPORT const char *
escopa_score_item_name(enum escopa_score_item item)
{
	return (unsigned)item < ESCOPA_SCORE_ITEM_COUNT ? item_names[item] : NULL;
}

/* ---- the last-round check (the Brazilian Escopa description) ---- */

/* The piles and the table, checked: the 40 regular cards once, no jokers. */
static enum escopa_status
check_last_round_args(const struct escopa_rules *rules, int n_sides)
{
	if (n_sides < 1 || n_sides > MAX_SEATS || rule(rules, ESCOPA_OPT_JOKERS) > 0)
		return ESCOPA_E_INVALID;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_score_check_last_round(const struct escopa_rules *rules, int n_sides,
			      const escopa_cardset_t *captured, escopa_cardset_t table,
			      int *holds, unsigned *suspects)
{
	if (!rules || !captured || !holds)
		return ESCOPA_E_NULL;
	enum escopa_status rc = check_last_round_args(rules, n_sides);
	if (rc != ESCOPA_OK)
		return rc;
	escopa_cardset_t seen = table;
	if (table & ~ESCOPA_CARDSET_DECK)
		return ESCOPA_E_INVALID;
	unsigned off = 0;
	for (int side = 0; side < n_sides; side++) {
		if ((captured[side] & ~ESCOPA_CARDSET_DECK) || (captured[side] & seen))
			return ESCOPA_E_INVALID;
		seen |= captured[side];
		if (cardset_value(captured[side]) % 15)
			off |= 1u << side;
	}
	if (seen != ESCOPA_CARDSET_DECK)
		return ESCOPA_E_INVALID;
	int sum = cardset_value(table);
	*holds = sum == 10 || sum == 25 || sum == 40 || sum == 55;
	if (suspects)
		*suspects = off;
	return ESCOPA_OK;
}

/* The penalty's points for the opponents of the side at fault. */
#define MISTAKE_POINTS 6

ESCOPA_EXPORT enum escopa_status
escopa_score_mistake(const struct escopa_rules *rules, int n_sides,
		     const int *sweep_points, int at_fault, int32_t *points)
{
	if (!rules || !sweep_points || !points)
		return ESCOPA_E_NULL;
	enum escopa_status rc = check_last_round_args(rules, n_sides);
	if (rc != ESCOPA_OK)
		return rc;
	if (at_fault < 0 || at_fault >= n_sides)
		return ESCOPA_E_INVALID;
	for (int side = 0; side < n_sides; side++) {
		if (sweep_points[side] < 0 || sweep_points[side] > MAX_SWEEP_POINTS)
			return ESCOPA_E_INVALID;
	}
	for (int side = 0; side < n_sides; side++)
		points[side] = side == at_fault ? 0 : MISTAKE_POINTS + sweep_points[side];
	return ESCOPA_OK;
}
