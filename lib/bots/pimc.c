/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Perfect-information Monte Carlo: deal the hidden cards at random, judge
 * every legal move on that deal, again for every sample, and add up. A
 * move is judged by playing the rest of the hand with the greedy player
 * on every seat, or, once few enough cards are left, by solving the rest
 * of the hand exactly on the sampled deal (endgame.c). With two players
 * and an empty stock nothing is hidden, every sample is the true deal,
 * and one sample is the exact answer.
 */

#include "bot-private.h"

/* One move judged on one deal. */
static double
judge(const struct escopa_game *deal, escopa_move_t move, const int *start, int side,
      int endgame_cards)
{
	struct escopa_game after = *deal;
	game_apply(&after, move, NULL);
	if (after.phase == ESCOPA_PHASE_PLAYING && cards_left(&after) <= endgame_cards)
		return endgame_value(&after, start, side);
	playout_greedy(&after);
	return hand_value(&after, start, side);
}

void
pimc_search(struct escopa_bot *bot, const struct deal_source *source, uint64_t seed,
	    uint32_t samples, double deadline)
{
	const struct escopa_game *known = source->known;
	size_t n = bot->n_moves = list_moves(known, bot->moves);
	for (size_t i = 0; i < n; i++) {
		bot->stats.sum[i] = 0;
		bot->stats.count[i] = 0;
	}

	int start[MAX_SEATS];
	hand_start(known, start);
	int side = side_of(known, source->viewer);
	int endgame = (int)bot->options.endgame_cards;
	/* Greedy playouts and the exact search are deterministic: one deal
	 * says all when the deal is known. */
	if (source->fixed)
		samples = 1;
	uint64_t rng = seed;
	struct escopa_game deal;
	for (uint32_t s = 0; s < samples; s++) {
		if (s > 0 && deadline_passed(deadline))
			break;
		source->sample(source->context, &rng, &deal);
		for (size_t i = 0; i < n; i++) {
			bot->stats.sum[i] += judge(&deal, bot->moves[i], start, side, endgame);
			bot->stats.count[i]++;
		}
	}
}
