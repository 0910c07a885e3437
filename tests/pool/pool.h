/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The opponent pool's test-only players (the interface of DESIGN-21.md,
 * until the pool's own header replaces this copy).
 */

#ifndef POOL_H
#define POOL_H

#include <stdint.h>
#include <escopa/escopa.h>

struct pool_player {
	const char *name;    /* what --player takes, e.g. "rules-simple" */
	const char *about;   /* one line: its style, for --help and doc/players.md */
	/* The move of the view's seat (it is to play). `seed` may drive a
	 * random tie-break; the same view and seed give the same move. No
	 * allocation; thread-safe (state on the stack). */
	enum escopa_status (*choose)(const struct escopa_view *view, uint64_t seed,
				     escopa_move_t *move);
};
extern const struct pool_player pool_players[];
extern const int pool_player_count;

#endif /* POOL_H */
