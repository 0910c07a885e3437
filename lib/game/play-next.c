/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Playing a move and reading what comes next in one call, for bindings
 * whose every call into the library costs far more than the call itself. */

#include "game-private.h"

ESCOPA_EXPORT enum escopa_status
escopa_game_play_next(struct escopa_game *game, escopa_move_t move,
		      struct escopa_play_result *result, enum escopa_phase *phase,
		      int *seat, escopa_move_t *moves, size_t capacity, size_t *count)
{
	if (!game || !phase || !seat || !count || (!moves && capacity))
		return ESCOPA_E_NULL;
	/* Checks the move and the result's version, and changes nothing if
	 * either is refused. */
	enum escopa_status rc = escopa_game_play(game, move, result);
	if (rc != ESCOPA_OK)
		return rc;
	*phase = (enum escopa_phase)game->phase;
	if (game->phase != ESCOPA_PHASE_PLAYING) {
		*seat = -1;
		*count = 0;
		return ESCOPA_OK;
	}
	*seat = game->seat;
	return escopa_game_moves(game, moves, capacity, count);
}
