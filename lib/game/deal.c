/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The random generator, the shuffle, and dealing a hand from a deck order. */

#include <string.h>
#include "game-private.h"

/* SplitMix64 (Steele, Lea, Flood 2014): 8 bytes of state, fast, and its
 * output is fixed by the algorithm, so a seed deals alike everywhere. */
static inline uint64_t
splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

uint64_t
rng_next(uint64_t *state)
{
	return splitmix64(state);
}

/* One step of a Fisher-Yates shuffle from the top: deck[bound - 1] swapped
 * with a uniform index in [0, bound). Outputs below 2^64 mod bound are
 * skipped so that every remainder is equally likely. That limit is below
 * the bound, so its division is done only for the rare output below the
 * bound. */
static inline __attribute__((always_inline)) void
shuffle_step(uint64_t *state, uint8_t *deck, uint64_t bound)
{
	uint64_t x = splitmix64(state);
	while (x < bound && x < (0 - bound) % bound)
		x = splitmix64(state);
	uint8_t *j = deck + x % bound;
	uint8_t top = deck[bound - 1];
	deck[bound - 1] = *j;
	*j = top;
}

/* A hot path: every hand shuffles. Two steps a turn of the loop, and the
 * x86-64-v3 copy, spare instructions on each card. */
HOT_PATH void
rng_shuffle(uint64_t *state, uint8_t *deck, int n)
{
	/* the state in a local: the deck's bytes could alias it */
	uint64_t s = *state;
	uint64_t bound = (uint64_t)n;
	for (; bound > 2; bound -= 2) {
		shuffle_step(&s, deck, bound);
		shuffle_step(&s, deck, bound - 1);
	}
	if (bound == 2)
		shuffle_step(&s, deck, 2);
	*state = s;
}

/* Whether some non-empty set of table cards can add up to exactly 15, each
 * joker standing for any value 1..10 (doc/rules.md, section A hand, item 2,
 * "set aside"/"redeal"). */
bool
table_has_fifteen(const struct escopa_game *game)
{
	escopa_cardset_t table = game->table;
	int jokers = popcount64(table & ESCOPA_CARDSET_JOKERS);
	uint32_t reach = 1; /* bit s: some subset of regular cards sums to s */
	for (escopa_cardset_t rest = table & ESCOPA_CARDSET_DECK; rest; rest &= rest - 1)
		reach |= reach << card_value(lowest_card(rest));
	if (jokers == 0)
		return reach >> 15 & 1;
	for (int j = 0; j <= jokers; j++) {
		for (int s = 0; s <= 15; s++) {
			if (!(reach & (UINT32_C(1) << s)) || (s == 0 && j == 0))
				continue;
			if (s + j <= 15 && 15 <= s + 10 * j)
				return true;
		}
	}
	return false;
}

/* doc/rules.md, section A hand, item 2 "dealer sweeps": a first table adding up
 * to 15 or 30 goes to the dealer's side as a sweep of 1 or 2; none if a joker
 * helped. */
static void
dealer_sweeps(struct escopa_game *game)
{
	escopa_cardset_t table = game->table;
	int sum = cardset_value(table);
	int jokers = popcount64(table & ESCOPA_CARDSET_JOKERS);
	int points = 0;
	bool swept = false;
	for (int total = 30; total >= 15; total -= 15) {
		if (sum + jokers <= total && total <= sum + 10 * jokers) {
			swept = true;
			points = jokers ? 0 : total / 15;
			break;
		}
	}
	if (!swept)
		return;
	int side = side_of(game, game->dealer);
	game->captured[side] |= table;
	game->sweeps[side] = (int8_t)(game->sweeps[side] + points);
	game->last_capture_side = (int8_t)side;
	game->table = 0;
}

/* Deals from game->stock (the deck order, already in place) with the current
 * dealer: 3 cards to each player from the seat after the dealer, then the
 * first table, then the initial-table rule. May leave ESCOPA_PHASE_MISDEAL. */
void
deal_hand(struct escopa_game *game, const uint8_t *order)
{
	int n = game->deck_size;
	if (order != game->stock)
		memcpy(game->stock, order, (size_t)n);
	memset(game->hands, 0, sizeof game->hands);
	memset(game->captured, 0, sizeof game->captured);
	memset(game->stacks, 0, sizeof game->stacks);
	memset(game->sweeps, 0, sizeof game->sweeps);
	memset(game->voids, 0, sizeof game->voids);
	memset(game->declined_sweeps, 0, sizeof game->declined_sweeps);
	game->table = 0;
	game->set_aside = 0;
	game->n_stacks = 0;
	game->plays = 0;
	game->last_capture_side = -1;

	int pos = 0;
	for (int i = 0; i < game->players; i++) {
		int seat = (game->dealer + 1 + i) % game->players;
		for (int k = 0; k < 3; k++)
			game->hands[seat] |= ESCOPA_CARDSET_OF(game->stock[pos++]);
	}
	/* 4 cards, with or without jokers (doc/rules.md, section Cards): the
	 * cards that do not make a full round come to the table with the last
	 * round. */
	for (int k = 0; k < 4; k++)
		game->table |= ESCOPA_CARDSET_OF(game->stock[pos++]);
	game->stock_pos = (uint8_t)pos;
	game->seat = (uint8_t)((game->dealer + 1) % game->players);
	game->phase = ESCOPA_PHASE_PLAYING;

	switch (rule(&game->rules, ESCOPA_OPT_INITIAL_TABLE)) {
	case ESCOPA_INITIAL_DEALER_SWEEPS:
		dealer_sweeps(game);
		break;
	case ESCOPA_INITIAL_SET_ASIDE:
		if (table_has_fifteen(game)) {
			game->set_aside = game->table;
			game->table = 0;
		}
		break;
	case ESCOPA_INITIAL_REDEAL:
		if (table_has_fifteen(game))
			game->phase = ESCOPA_PHASE_MISDEAL;
		break;
	default:
		break;
	}
	table_cache_update(game);
}
