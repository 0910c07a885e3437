/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The pool's players, one file each, and what they share. */

#ifndef POOL_PLAYERS_H
#define POOL_PLAYERS_H

#include "../pool.h"

/* The players' choose functions, as struct pool_player has them. */
enum escopa_status pool_simple_choose(const struct escopa_view *view, uint64_t seed,
				      escopa_move_t *move);
enum escopa_status pool_counting_choose(const struct escopa_view *view, uint64_t seed,
					escopa_move_t *move);
enum escopa_status pool_endgame_choose(const struct escopa_view *view, uint64_t seed,
				       escopa_move_t *move);

/* A number from the seed and a move, for tie-breaks: the same seed and
 * move give the same number, different moves unrelated ones. */
static inline uint64_t
pool_draw(uint64_t seed, escopa_move_t move)
{
	uint64_t z = seed ^ (move * 0x9E3779B97F4A7C15u);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	return z ^ (z >> 31);
}

#endif /* POOL_PLAYERS_H */
