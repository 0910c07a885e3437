/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A game's life outside play: creation, copies, and the deals that start
 * a hand, a game of a match, or one the caller orders (doc/rules.md,
 * sections "A hand" and "A game and a match"). */

#include <stdlib.h>
#include <string.h>
#include "game-private.h"

/* A redeal can repeat; this many in a row are practically impossible
 * (each one needs a 15 among four random cards), and the bound keeps
 * dealing finite whatever happens. */
#define MAX_REDEALS 1000

static int
deck_size_of(const struct escopa_rules *rules)
{
	return 40 + rule(rules, ESCOPA_OPT_JOKERS);
}

/* Shuffles a fresh deck and deals it with the current dealer, again while
 * the initial-table rule asks for a redeal. */
static void
deal_random(struct escopa_game *game)
{
	static const uint8_t fresh[ESCOPA_JOKER_1] = {
		0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
		20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
	};
	for (int attempt = 0; attempt < MAX_REDEALS; attempt++) {
		/* shuffled in place, deal_hand() then copies nothing; the
		 * bytes past the deck stay zero */
		memcpy(game->stock, fresh, sizeof fresh);
		for (int joker = ESCOPA_JOKER_1; joker < game->deck_size; joker++)
			game->stock[joker] = (uint8_t)joker;
		rng_shuffle(&game->rng, game->stock, game->deck_size);
		deal_hand(game, game->stock);
		if (game->phase != ESCOPA_PHASE_MISDEAL)
			return;
	}
	game->phase = ESCOPA_PHASE_PLAYING;
}

void
game_init(struct escopa_game *g, const struct escopa_rules *rules, int players, uint64_t seed)
{
	memset(g, 0, sizeof *g);
	g->rules = *rules;
	g->rng = seed;
	g->players = (uint8_t)players;
	g->sides = (uint8_t)(players == 4 && rule(rules, ESCOPA_OPT_PARTNERSHIPS) ? 2 : players);
	g->deck_size = (uint8_t)deck_size_of(rules);
	g->dealer = (uint8_t)(players - 1);
	g->hand_number = 1;
	g->game_number = 1;
	g->winner = -1;
	deal_random(g);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_new(const struct escopa_rules *rules, int players, uint64_t seed,
		struct escopa_game **game)
{
	if (!rules || !game)
		return ESCOPA_E_NULL;
	if (players < 2 || players > MAX_SEATS)
		return ESCOPA_E_INVALID;
	struct escopa_game *g = malloc(sizeof *g);
	if (!g)
		return ESCOPA_E_NOMEM;
	game_init(g, rules, players, seed);
	*game = g;
	return ESCOPA_OK;
}

ESCOPA_EXPORT void
escopa_game_free(struct escopa_game *game)
{
	free(game);
}

/* A whole state copied in 16-byte blocks, unrolled (the last block
 * overlapping the one before): 27 loads and 27 stores, where the
 * compiler's inline memcpy of this size is a rep movsq of 53 words and
 * its set-up. Dest and src are distinct states. */
static inline void
state_copy(struct escopa_game *dest, const struct escopa_game *src)
{
	typedef unsigned char block __attribute__((vector_size(16)));
	enum { SIZE = sizeof *dest, BLOCKS = SIZE / 16 };
	_Static_assert(SIZE % 16 != 0, "a tail block overlapping the last");
	const unsigned char *from = (const unsigned char *)src;
	unsigned char *to = (unsigned char *)dest;
	block b;
#pragma GCC unroll 32
	for (int i = 0; i < BLOCKS; i++) {
		memcpy(&b, from + 16 * i, 16);
		memcpy(to + 16 * i, &b, 16);
	}
	memcpy(&b, from + SIZE - 16, 16);
	memcpy(to + SIZE - 16, &b, 16);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_clone(const struct escopa_game *game, struct escopa_game **clone)
{
	if (!game || !clone)
		return ESCOPA_E_NULL;
	struct escopa_game *g = malloc(sizeof *g);
	if (!g)
		return ESCOPA_E_NOMEM;
	state_copy(g, game);
	*clone = g;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_copy(struct escopa_game *dest, const struct escopa_game *src)
{
	if (!dest || !src)
		return ESCOPA_E_NULL;
	if (dest != src)
		state_copy(dest, src);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_equal(const struct escopa_game *a, const struct escopa_game *b,
		  int *equal)
{
	if (!a || !b || !equal)
		return ESCOPA_E_NULL;
	*equal = memcmp(a, b, sizeof *a) == 0;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_next_hand(struct escopa_game *game)
{
	if (!game)
		return ESCOPA_E_NULL;
	if (game->phase == ESCOPA_PHASE_HAND_OVER) {
		/* The hand limit ends the game before the counter can pass it. */
		game->dealer = (uint8_t)((game->dealer + 1) % game->players);
		game->hand_number++;
	} else if (game->phase != ESCOPA_PHASE_MISDEAL) {
		return ESCOPA_E_PHASE;
	}
	deal_random(game);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_deal(struct escopa_game *game, const escopa_card_t *deck, size_t count)
{
	if (!game || !deck)
		return ESCOPA_E_NULL;
	bool next = game->phase == ESCOPA_PHASE_HAND_OVER;
	bool again = game->phase == ESCOPA_PHASE_MISDEAL ||
		     (game->phase == ESCOPA_PHASE_PLAYING && game->plays == 0);
	if (!next && !again)
		return ESCOPA_E_PHASE;

	if (count != game->deck_size)
		return ESCOPA_E_DECK;
	uint8_t order[MAX_DECK];
	escopa_cardset_t seen = 0;
	for (size_t i = 0; i < count; i++) {
		if (deck[i] < 0 || deck[i] >= game->deck_size ||
		    (seen & ESCOPA_CARDSET_OF(deck[i])))
			return ESCOPA_E_DECK;
		seen |= ESCOPA_CARDSET_OF(deck[i]);
		order[i] = (uint8_t)deck[i];
	}

	if (next) {
		game->dealer = (uint8_t)((game->dealer + 1) % game->players);
		game->hand_number++;
	}
	deal_hand(game, order);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_next_game(struct escopa_game *game)
{
	if (!game)
		return ESCOPA_E_NULL;
	bool over;
	match_winner(game, &over);
	if (game->phase != ESCOPA_PHASE_GAME_OVER || over)
		return ESCOPA_E_PHASE;
	game->game_number++;
	game->hand_number = 1;
	game->dealer = (uint8_t)((game->dealer + 1) % game->players);
	game->winner = -1;
	memset(game->score, 0, sizeof game->score);
	deal_random(game);
	return ESCOPA_OK;
}
