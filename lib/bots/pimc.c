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
 * and one sample is the exact answer. Sample s is drawn from a generator
 * seeded by s alone, and values are whole numbers (hand_value()), so the
 * sums are exact and the same however the samples are split in threads.
 */

#include "bot-private.h"

/* One move judged on one deal. */
static int
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
pimc_share(const struct search_job *job, int index, struct search_share *share)
{
	const struct deal_source *source = job->source;
	struct move_stats *stats = &share->stats;
	size_t n = job->n_moves;
	for (size_t i = 0; i < n; i++) {
		stats->sum[i] = 0;
		stats->count[i] = 0;
	}
	int start[MAX_SEATS];
	hand_start(source->known, start);
	int side = side_of(source->known, source->viewer);
	/* Greedy playouts and the exact search are deterministic: one deal
	 * says all when the deal is known. */
	uint32_t samples = source->fixed ? 1 : job->budget;
	struct escopa_game deal;
	for (uint32_t s = (uint32_t)index; s < samples; s += (uint32_t)job->threads) {
		if (s >= (uint32_t)job->threads && deadline_passed(job->deadline))
			break;
		uint64_t rng = bot_mix(job->seed, s);
		source->sample(source->context, &rng, &deal);
		for (size_t i = 0; i < n; i++) {
			stats->sum[i] += judge(&deal, job->moves[i], start, side, job->endgame_cards);
			stats->count[i]++;
		}
	}
}
