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

/* The rest of the hand from a position on a deal: solved exactly once
 * few cards are left, else played out by the greedy player; with
 * `lookahead` 2 the side's next move is the best of its playouts. */
static int
judge_from(struct escopa_game *game, const int *start, int side, const struct search_job *job,
	   int lookahead)
{
	for (;;) {
		int value;
		if (game->phase != ESCOPA_PHASE_PLAYING)
			return hand_value(game, start, side);
		if (cards_left(game) <= job->endgame_cards &&
		    endgame_value(game, start, side, job->endgame_nodes, !job->minimax, &value))
			return value;
		if (lookahead > 1 && side_of(game, game->seat) == side)
			break;
		escopa_move_t moves[BOT_MAX_MOVES];
		size_t n = list_moves(game, moves);
		game_apply(game, moves[greedy_pick(game, moves, n)], NULL);
		if (lookahead <= 1) {
			playout_greedy(game);
			return hand_value(game, start, side);
		}
	}
	escopa_move_t moves[BOT_MAX_MOVES];
	size_t n = list_moves(game, moves);
	int best = INT32_MIN;
	for (size_t i = 0; i < n; i++) {
		struct escopa_game next = *game;
		game_apply(&next, moves[i], NULL);
		int value = judge_from(&next, start, side, job, 1);
		if (value > best)
			best = value;
	}
	return best;
}

/* One move judged on one deal. */
static int
judge(const struct escopa_game *deal, escopa_move_t move, const int *start, int side,
      const struct search_job *job)
{
	struct escopa_game after = *deal;
	game_apply(&after, move, NULL);
	return judge_from(&after, start, side, job, job->lookahead);
}

void
pimc_share(const struct search_job *job, int index, struct search_share *share)
{
	const struct deal_source *source = job->source;
	struct move_stats *stats = &share->stats;
	size_t n = job->n_moves;
	/* A race's later rounds add to what its first rounds found. */
	for (size_t i = 0; job->first_sample == 0 && i < n; i++) {
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
	uint32_t first = job->first_sample;
	for (uint32_t s = first + (uint32_t)index; s < samples; s += (uint32_t)job->threads) {
		if (s >= (uint32_t)job->threads && deadline_passed(job->deadline))
			break;
		uint64_t rng = bot_mix(job->seed, s);
		source->sample(source->context, &rng, &deal);
		for (size_t i = 0; i < n; i++) {
			if (job->racing && !job->racing[i])
				continue;
			stats->sum[i] += judge(&deal, job->moves[i], start, side, job);
			stats->count[i]++;
		}
	}
}
