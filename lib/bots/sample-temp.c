/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * TEMPORARY: a seat's knowledge and a uniform deal of the cards it cannot
 * see, until the view branch's struct escopa_view, view_sample() and
 * view_key() are merged; then this file goes. Uniform dealing is exact
 * under `per card` forced capture; `per hand` is not taken into account.
 */

#include <string.h>
#include "bot-private.h"

void
temp_view_init(struct temp_view *view, const struct escopa_game *game, int seat)
{
	memset(view, 0, sizeof *view);
	view->known = *game;
	view->viewer = seat;
	bool open = rule(&game->rules, ESCOPA_OPT_OPEN_TABLE) != 0;
	for (int s = 0; s < game->players; s++) {
		view->hand_size[s] = (uint8_t)popcount64(game->hands[s]);
		if (s != seat && !open) {
			view->unseen |= game->hands[s];
			view->known.hands[s] = 0;
		}
	}
	for (int i = game->stock_pos; i < game->deck_size; i++)
		view->unseen |= ESCOPA_CARDSET_OF(game->stock[i]);
	memset(view->known.stock, 0, sizeof view->known.stock);
	view->known.rng = 0;
}

void
temp_view_sample(const void *context, uint64_t *rng, struct escopa_game *out)
{
	const struct temp_view *view = context;
	*out = view->known;
	uint8_t cards[MAX_DECK];
	int n = 0;
	for (escopa_cardset_t set = view->unseen; set; set &= set - 1)
		cards[n++] = (uint8_t)lowest_card(set);
	rng_shuffle(rng, cards, n);
	int k = 0;
	bool open = rule(&out->rules, ESCOPA_OPT_OPEN_TABLE) != 0;
	for (int s = 0; s < out->players && !open; s++) {
		if (s == view->viewer)
			continue;
		for (int j = 0; j < view->hand_size[s]; j++)
			out->hands[s] |= ESCOPA_CARDSET_OF(cards[k++]);
	}
	for (int i = out->stock_pos; i < out->deck_size; i++)
		out->stock[i] = cards[k++];
	out->rng = rng_next(rng);
}

uint64_t
temp_view_key(const struct temp_view *view)
{
	uint64_t key = 0;
	for (size_t i = 0; i + 8 <= sizeof view->known; i += 8) {
		uint64_t word;
		memcpy(&word, (const char *)&view->known + i, 8);
		key = bot_mix(key, word);
	}
	return bot_mix(key, (uint64_t)view->viewer);
}
