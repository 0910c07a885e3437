/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The information-state tensor of batch.h: a seat's observation and the
 * plays of the current deal round, every one of them public (the round
 * itself is kept by the inline functions of view-private.h). */

#include <string.h>
#include "view-private.h"

void
info_state_from(const struct escopa_game *game, int seat, const struct round_history *h,
		uint8_t *out)
{
	observe_from(game, seat, out);
	uint8_t *plays = out + ESCOPA_OBSERVATION_SIZE;
	memset(plays, 0, ESCOPA_INFO_STATE_PLAYS * ESCOPA_INFO_STATE_PLAY_SIZE);
	for (int k = 0; k < h->count && k < ESCOPA_INFO_STATE_PLAYS; k++) {
		uint8_t *rec = plays + k * ESCOPA_INFO_STATE_PLAY_SIZE;
		escopa_move_t move = h->moves[k];
		int relative = (h->seats[k] - seat + game->players) % game->players;
		rec[ESCOPA_INFO_PLAY_USED] = 1;
		rec[ESCOPA_INFO_PLAY_SEAT + relative] = 1;
		rec[ESCOPA_INFO_PLAY_KIND + ESCOPA_MOVE_KIND(move) - ESCOPA_MOVE_CAPTURE] = 1;
		rec[ESCOPA_INFO_PLAY_CARD + ESCOPA_MOVE_CARD(move)] = 1;
		for (escopa_cardset_t c = ESCOPA_MOVE_TARGET(move); c; c &= c - 1)
			rec[ESCOPA_INFO_PLAY_TARGET + lowest_card(c)] = 1;
	}
}
