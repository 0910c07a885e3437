/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Every floor of lib/ that the computer players and the batch stand on,
 * in one include (lib/README.md has the floors): core/, captures/, game/
 * and views/. The files below bots/ include their own floor's header and
 * those of the floors they use, never this one. Nothing here is part of
 * the ABI.
 */

#ifndef ESCOPA_PRIVATE_H
#define ESCOPA_PRIVATE_H

#include "core/core-private.h"
#include "captures/capture-private.h"
#include "game/game-private.h"
#include "views/view-private.h"

/* bots/player.c: the greedy player's choice among listed legal moves of the
 * seat to play (count >= 1), the index of the first best one; the search
 * players' playout policy, and the batch's greedy seats. Here, not in
 * bots/bot-private.h, because player.c includes only this header. */
size_t greedy_pick(const struct escopa_game *game, const escopa_move_t *moves, size_t count);
/* The value greedy_pick() gives each of the listed moves, into values[];
 * for the tests that compare it with playing each move on a copy. */
void greedy_values(const struct escopa_game *game, const escopa_move_t *moves, size_t count,
		   long *values);

#endif /* ESCOPA_PRIVATE_H */
