/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the dealing suites; see deal-helpers.h. */

#include "deal-helpers.h"

size_t
stock_of(const struct escopa_game *game, escopa_card_t *stock)
{
	size_t n = 0, again = 0;
	ck_assert_ok(escopa_game_stock(game, NULL, 0, &n));
	ck_assert_ok(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &again));
	ck_assert_uint_eq(n, again);
	return n;
}

escopa_cardset_t
set_of(const escopa_card_t *c, size_t n)
{
	escopa_cardset_t s = 0;
	for (size_t i = 0; i < n; i++)
		s |= ESCOPA_CARDSET_OF(c[i]);
	return s;
}

void
identity_deck(escopa_card_t *deck, int n)
{
	for (int i = 0; i < n; i++)
		deck[i] = i;
}

/* An independent implementation of the dealing that game.h documents:
 * SplitMix64 (Steele, Lea and Flood 2014) seeded with the game's seed, and
 * Fisher-Yates from the last position down over the deck in ascending id,
 * rejecting outputs below 2^64 mod (i+1). */
uint64_t
splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

void
reference_shuffle(uint64_t *state, escopa_card_t *deck, int n)
{
	identity_deck(deck, n);
	for (int i = n - 1; i >= 1; i--) {
		uint64_t bound = (uint64_t)i + 1;
		uint64_t threshold = (0 - bound) % bound; /* 2^64 mod bound */
		uint64_t r;
		do
			r = splitmix64(state);
		while (r < threshold);
		int j = (int)(r % bound);
		escopa_card_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
}

/* Checks that a hand in play was dealt exactly from deck: 3 cards to each
 * seat from the one after the dealer, then the table, then the stock in
 * order. */
void
assert_dealt_from(const struct escopa_game *game, const escopa_card_t *deck,
		  int players, int table_cards, int n)
{
	int dealer = dealer_of(game);
	for (int i = 0; i < players; i++) {
		int seat = (dealer + 1 + i) % players;
		ck_assert_msg(hand_of(game, seat) == set_of(deck + 3 * i, 3),
			      "seat %d did not get deck positions %d..%d", seat, 3 * i, 3 * i + 2);
	}
	int t = 3 * players;
	ck_assert_msg(table_of(game) == set_of(deck + t, (size_t)table_cards),
		      "the table is not deck positions %d..%d", t, t + table_cards - 1);
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	size_t ns = stock_of(game, stock);
	ck_assert_uint_eq(ns, (size_t)(n - t - table_cards));
	for (size_t i = 0; i < ns; i++)
		ck_assert_msg(stock[i] == deck[t + table_cards + (int)i],
			      "stock position %zu is %d, expected %d", i, stock[i],
			      deck[t + table_cards + (int)i]);
	ck_assert_int_eq(seat_to_play(game), (dealer + 1) % players);
}
