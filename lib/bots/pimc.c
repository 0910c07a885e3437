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
 *
 * A deal counts only once every move of it is judged: a deal that the
 * deadline cuts short is left out. The shares add their work up as they
 * go; once it passes the decision's cap (job->cap) they all stop, and the
 * decision plays the greedy move (bot.c). Whether the work of all its
 * deals passes the cap depends only on the deals, so that rule is the same
 * on any number of threads.
 */

#include "bot-private.h"

/* The rest of the hand from a position on a deal: solved exactly once
 * few cards are left, else played out by the greedy player; with
 * `lookahead` 2 the side's next move is the best of its playouts. False
 * once the meter has stopped. */
static bool
judge_from(struct escopa_game *game, const int *start, int side, const struct search_job *job,
	   int lookahead, struct meter *m, int *out)
{
	escopa_move_t moves[BOT_MAX_MOVES];
	bool timed = m->deadline > 0;
	for (;;) {
		int value;
		uint32_t visited;
		if (game->phase != ESCOPA_PHASE_PLAYING) {
			*out = hand_value(game, start, side);
			return true;
		}
		if (cards_left(game) <= job->endgame_cards) {
			enum solve_result r = endgame_solve(game, start, side, job->endgame_nodes,
							    !job->minimax, m, &value, &visited);
			if (r == STOPPED)
				return false;
			if (r == SOLVED) {
				*out = value;
				return true;
			}
		}
		if (lookahead > 1 && side_of(game, game->seat) == side)
			break;
		size_t n = list_metered(game, moves, m);
		if (n == 0 || !meter_tick(m, timed))
			return false;
		game_apply_simulated(game, moves[greedy_pick(game, moves, n)], NULL);
		if (!meter_tick(m, timed))
			return false;
		if (lookahead <= 1) {
			if (!playout_greedy(game, m))
				return false;
			*out = hand_value(game, start, side);
			return true;
		}
	}
	size_t n = list_metered(game, moves, m);
	if (n == 0 || !meter_tick(m, timed))
		return false;
	int best = INT32_MIN;
	for (size_t i = 0; i < n; i++) {
		struct escopa_game next = *game;
		game_apply_simulated(&next, moves[i], NULL);
		int value;
		if (!judge_from(&next, start, side, job, 1, m, &value))
			return false;
		if (value > best)
			best = value;
	}
	*out = best;
	return true;
}

/* One move judged on one deal. */
static bool
judge(const struct escopa_game *deal, escopa_move_t move, const int *start, int side,
      const struct search_job *job, struct meter *m, int *value)
{
	struct escopa_game after = *deal;
	game_apply_simulated(&after, move, NULL);
	return judge_from(&after, start, side, job, job->lookahead, m, value);
}

void
pimc_share(const struct search_job *job, int index, struct search_share *share)
{
	const struct deal_source *source = job->source;
	struct move_stats *stats = &share->stats;
	struct meter *m = &share->meter;
	size_t n = job->n_moves;
	/* A race's later rounds add to what its first rounds found. */
	if (job->first_sample == 0) {
		for (size_t i = 0; i < n; i++) {
			stats->sum[i] = 0;
			stats->count[i] = 0;
		}
		meter_start(m, job->deadline, job->clock);
		meter_share(m, job->spent, job->cap);
	}
	int start[MAX_SEATS];
	hand_start(source->known, start);
	int side = side_of(source->known, source->viewer);
	/* Greedy playouts and the exact search are deterministic: one deal
	 * says all when the deal is known. */
	uint32_t samples = source->fixed ? 1 : job->budget;
	struct escopa_game deal;
	int values[BOT_MAX_MOVES];
	uint32_t first = job->first_sample;
	for (uint32_t s = first + (uint32_t)index; s < samples && !m->stopped;
	     s += (uint32_t)job->threads) {
		uint64_t rng = bot_mix(job->seed, s);
		source->sample(source->context, &rng, &deal);
		bool whole = true;
		for (size_t i = 0; whole && i < n; i++) {
			if (!job->racing || job->racing[i])
				whole = judge(&deal, job->moves[i], start, side, job, m, &values[i]);
		}
		if (!whole)
			break;
		for (size_t i = 0; i < n; i++) {
			if (!job->racing || job->racing[i]) {
				stats->sum[i] += values[i];
				stats->count[i]++;
			}
		}
	}
	meter_flush(m);
}
