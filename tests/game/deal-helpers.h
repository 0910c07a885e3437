/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the dealing suites (test-deal*.c): decks, card lists, the
 * documented shuffle written again, and the check that a hand was dealt
 * from a given deck. */

#ifndef ESCOPA_TEST_DEAL_HELPERS_H
#define ESCOPA_TEST_DEAL_HELPERS_H

#include "rule-helpers.h"

/* The stock in dealing order into stock (ESCOPA_CARD_COUNT entries); its
 * size. */
size_t stock_of(const struct escopa_game *game, escopa_card_t *stock);
/* The set of n listed cards. */
escopa_cardset_t set_of(const escopa_card_t *c, size_t n);
/* The deck of n cards in ascending id. */
void identity_deck(escopa_card_t *deck, int n);
/* An independent implementation of the dealing that game.h documents:
 * SplitMix64 (Steele, Lea and Flood 2014) seeded with the game's seed, and
 * Fisher-Yates from the last position down over the deck in ascending id,
 * rejecting outputs below 2^64 mod (i+1). */
uint64_t splitmix64(uint64_t *state);
void reference_shuffle(uint64_t *state, escopa_card_t *deck, int n);
/* Checks that a hand in play was dealt exactly from deck: 3 cards to each
 * seat from the one after the dealer, then the table, then the stock in
 * order. */
void assert_dealt_from(const struct escopa_game *game, const escopa_card_t *deck,
		       int players, int table_cards, int n);

#endif
