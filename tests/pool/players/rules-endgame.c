/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* rules-endgame: rules-counting, but the exact search (endgame.h) plays
 * once nothing is hidden. */

#include "counting.h"
#include "endgame.h"
#include "players.h"

enum escopa_status
pool_endgame_choose(const struct escopa_view *view, uint64_t seed, escopa_move_t *move)
{
	struct seat s;
	enum escopa_status rc = seat_read(view, move, &s);
	if (rc != ESCOPA_OK)
		return rc;
	int value;
	if (endgame_applies(view, &s) && endgame_search(view, &s, seed, move, &value) == ESCOPA_OK)
		return ESCOPA_OK;
	*move = counting_pick(view, &s, seed);
	return ESCOPA_OK;
}
