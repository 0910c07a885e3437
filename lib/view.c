/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A seat's view of a game: the game with every card that seat cannot see
 * taken out, and what it knows about where they are. */

#include <string.h>
#include "escopa-private.h"

void
view_from_game(const struct escopa_game *game, int seat, struct escopa_view *out)
{
	memset(out, 0, sizeof *out);
	out->known = *game;
	out->known.rng = 0;
	memset(out->known.stock, 0, sizeof out->known.stock);

	bool open = rule(&game->rules, ESCOPA_OPT_OPEN_TABLE) != 0;
	escopa_cardset_t unseen = 0;
	for (int i = game->stock_pos; i < game->deck_size; i++)
		unseen |= ESCOPA_CARDSET_OF(game->stock[i]);
	for (int s = 0; s < game->players; s++) {
		out->hand_size[s] = (uint8_t)popcount64(game->hands[s]);
		if (s != seat && !open) {
			unseen |= game->hands[s];
			out->known.hands[s] = 0;
		}
	}
	out->unseen = unseen;
	out->viewer = (uint8_t)seat;
	out->stock_size = (uint8_t)(game->deck_size - game->stock_pos);
}
