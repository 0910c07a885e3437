/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * STAND-IN for the pool's players, so that escopa-pool builds and its
 * tests run before they land: one trivial player. Drop this file (and its
 * line in meson.build's pool_player_sources) when the pool's players and
 * pool.h replace it.
 */

#include "pool.h"

/* The first legal move, whatever the seed. */
static enum escopa_status
first_move_choose(const struct escopa_view *view, uint64_t seed, escopa_move_t *move)
{
	escopa_move_t first;
	size_t count;
	enum escopa_status rc = escopa_view_moves(view, &first, 1, &count);
	(void)seed;
	if (rc != ESCOPA_OK)
		return rc;
	if (count == 0)
		return ESCOPA_E_PHASE;
	*move = first;
	return ESCOPA_OK;
}

const struct pool_player pool_players[] = {
	{ "first-move", "the first legal move (a stand-in for the pool's players)",
	  first_move_choose },
};
const int pool_player_count = 1;
