/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The games of escopa tournament, on every core. Deal i of a run is the
 * game of seed S+i, played twice for every pair of players, A on the even
 * sides and B on the odd ones, then the other way round. The deck of
 * every hand comes from the game's own generator, so the two games see
 * the same cards hand for hand as long as both last. The players are pure
 * functions of what their seat sees, so a deal's result depends on
 * nothing else: thread t plays deals t, t+T, ... into its own integer
 * sums, added up at the end.
 */

#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "tournament-private.h"

/* One per thread, on its own cache lines: written by its thread only. */
struct worker {
	alignas(64) struct totals totals;
	const struct job *job;
	int index;
	struct escopa_bot *bots[TOURNAMENT_MAX_PLAYERS];   /* NULL for extras */
	struct escopa_view *view;                          /* for the extras */
	atomic_uint_fast64_t done;    /* deals finished, read by the progress line */
	alignas(64) char pad;
};

int
pair_count(int n)
{
	return n * (n - 1) / 2;
}

void
pair_players(int pair, int n, int *a, int *b)
{
	*a = 0;
	*b = 1;
	for (int i = 0; i < n; i++) {
		for (int j = i + 1; j < n; j++) {
			if (pair-- == 0) {
				*a = i;
				*b = j;
				return;
			}
		}
	}
}

/* The CPU time of this thread: the time per move a player takes on one
 * core, whatever else the machine runs. */
static uint64_t
thread_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (uint64_t)ts.tv_sec * UINT64_C(1000000000) + (uint64_t)ts.tv_nsec;
}

/* The move of player p for the seat to play. */
static enum escopa_status
choose(struct worker *w, int p, const struct escopa_game *game, int seat, escopa_move_t *move)
{
	const struct player_spec *spec = &w->job->specs[p];
	if (!spec->extra)
		return escopa_bot_choose_game(w->bots[p], game, move);
	uint64_t key;
	enum escopa_status rc = escopa_view_update(w->view, game, seat);
	if (rc == ESCOPA_OK)
		rc = escopa_view_key(w->view, &key);
	if (rc == ESCOPA_OK)
		rc = spec->extra->choose(w->view, player_extra_seed(spec->seed, key), move);
	return rc;
}

/* Adds A's side's points minus B's of the hand just over to *points. */
static void
count_hand(const struct job *job, const struct escopa_game *game, bool a_even, int64_t *points)
{
	for (int side = 0; side < job->sides; side++) {
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT);
		bool a_side = (side % 2 == 0) == a_even;
		*points += a_side ? row[ESCOPA_SCORE_TOTAL] : -row[ESCOPA_SCORE_TOTAL];
	}
}

/* One game of the deal: seat_player[seat] plays seat. Returns false on a
 * library error. */
static bool
play_game(struct worker *w, uint64_t seed, const int *seat_player, bool a_even, int64_t *points,
	  uint64_t *hands, int *winner_side)
{
	const struct job *job = w->job;
	struct escopa_game *game;
	if (escopa_game_new(job->rules, job->seats, seed, &game) != ESCOPA_OK)
		return false;
	bool ok = true;
	for (;;) {
		enum escopa_phase phase;
		escopa_game_phase(game, &phase);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			if (escopa_game_next_hand(game) != ESCOPA_OK) {
				ok = false;
				break;
			}
			continue;
		}
		int seat;
		escopa_game_current_seat(game, &seat);
		int p = seat_player[seat];
		escopa_move_t move;
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		uint64_t start = thread_ns();
		if (choose(w, p, game, seat, &move) != ESCOPA_OK) {
			ok = false;
			break;
		}
		times_add_move(&w->totals.player[p], thread_ns() - start);
		if (escopa_game_play(game, move, &res) != ESCOPA_OK) {
			ok = false;
			break;
		}
		if (res.flags & ESCOPA_PLAYED_HAND_OVER) {
			++*hands;
			count_hand(job, game, a_even, points);
		}
	}
	if (ok)
		escopa_game_winner(game, winner_side);
	escopa_game_free(game);
	return ok;
}

/* Both games of deal `seed` for players a and b into the pair's sums. */
static void
play_deal(struct worker *w, uint64_t seed, int a, int b, struct pair_totals *pt)
{
	const struct job *job = w->job;
	int64_t d = 0;
	uint64_t h = 0, half_wins = 0;
	int draws = 0;
	for (int swap = 0; swap < 2; swap++) {
		int seat_player[TOURNAMENT_MAX_SEATS];
		bool a_even = swap == 0;
		for (int seat = 0; seat < job->seats; seat++) {
			int side = seat % job->sides;
			seat_player[seat] = (side % 2 == 0) == a_even ? a : b;
		}
		int winner = -1;
		if (!play_game(w, seed, seat_player, a_even, &d, &h, &winner)) {
			pt->failures++;
			return;
		}
		if (winner < 0) {
			half_wins += 1;
			draws++;
		} else if ((winner % 2 == 0) == a_even) {
			half_wins += 2;
		}
	}
	pt->deals++;
	pt->games += 2;
	pt->hands += h;
	pt->points += d;
	pt->sum_d2 += (uint64_t)(d * d);
	pt->sum_h2 += h * h;
	pt->sum_dh += d * (int64_t)h;
	pt->half_wins += half_wins;
	pt->sum_hw2 += half_wins * half_wins;
	pt->draws += (uint64_t)draws;
}

/* The worker's bots, and its view when there are extra players. */
static bool
worker_start(struct worker *w)
{
	const struct job *job = w->job;
	bool ok = true, extras = false;
	for (int p = 0; p < job->n_specs; p++) {
		if (job->specs[p].extra)
			extras = true;
		else
			ok = ok && player_spec_make_bot(&job->specs[p], &w->bots[p]) == ESCOPA_OK;
	}
	if (ok && extras) {
		struct escopa_game *game;
		ok = escopa_game_new(job->rules, job->seats, 0, &game) == ESCOPA_OK;
		if (ok)
			ok = escopa_view_new(game, 0, &w->view) == ESCOPA_OK;
		escopa_game_free(game);
	}
	return ok;
}

static void *
worker_run(void *arg)
{
	struct worker *w = arg;
	const struct job *job = w->job;
	bool ok = worker_start(w);
	int pairs = pair_count(job->n_specs);
	for (uint64_t i = (uint64_t)w->index; i < job->deals; i += (uint64_t)job->threads) {
		for (int pair = 0; pair < pairs; pair++) {
			if (!ok) {
				w->totals.pair[pair].failures++;
				continue;
			}
			int a, b;
			pair_players(pair, job->n_specs, &a, &b);
			play_deal(w, job->seed_start + i, a, b, &w->totals.pair[pair]);
		}
		atomic_fetch_add_explicit(&w->done, 1, memory_order_relaxed);
	}
	for (int p = 0; p < job->n_specs; p++)
		escopa_bot_free(w->bots[p]);
	escopa_view_free(w->view);
	return NULL;
}

static uint64_t
deals_done(void *base, int n)
{
	struct worker *workers = base;
	uint64_t done = 0;
	for (int i = 0; i < n; i++)
		done += atomic_load_explicit(&workers[i].done, memory_order_relaxed);
	return done;
}

static void
draw_progress(uint64_t done, uint64_t deals, double seconds)
{
	fprintf(stderr, "\rtournament: %" PRIu64 "/%" PRIu64 " deals (%3.0f%%), %.0f s ", done,
		deals, deals ? 100.0 * (double)done / (double)deals : 100.0, seconds);
}

bool
tournament_play(const struct job *job, struct totals *sum, double *seconds)
{
	struct worker *workers = cli_aligned_alloc(64, sizeof *workers * (size_t)job->threads);
	if (!workers)
		return false;
	memset(workers, 0, sizeof *workers * (size_t)job->threads);
	for (int i = 0; i < job->threads; i++) {
		workers[i].job = job;
		workers[i].index = i;
		atomic_init(&workers[i].done, 0);
	}
	struct cli_workers run = {
		.command = "tournament", .threads = job->threads, .base = workers,
		.stride = sizeof *workers, .run = worker_run, .done = deals_done,
		.draw = draw_progress, .total = job->deals,
	};
	bool ok = cli_run_workers(&run, seconds);
	for (int i = 0; i < job->threads; i++)
		ok = totals_add(sum, &workers[i].totals, job->n_specs) && ok;
	cli_aligned_free(workers);
	return ok;
}
