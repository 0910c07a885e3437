/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Sampling the hidden cards of a view (escopa_view_sample), in ns per
 * sample, the median of several runs, on positions of several sizes:
 * - escopa-2p-deal: Escopa, 2 players, the first deal (33 hidden cards:
 *   3 in the other hand, 30 in the stock), the most a 2-player view hides;
 * - escoba-4p-deal: Escoba, 4 players, the first deal (9 + 24 hidden);
 * - escopa-2p-mid: Escopa, 2 players, 20 random plies in;
 * - per-hand-4p: Escopa, 4 players, per hand forced capture, 9 plies in,
 *   where seats have known voids (the accept/reject deal);
 * and, beside them, making the view (escopa_view_update) and its key.
 *
 *   bench-sample [SECONDS_PER_RUN [RUNS]]
 *   bench-sample --fixed SAMPLES
 *
 * --fixed draws SAMPLES samples of escopa-2p-deal and nothing else, for
 * counting instructions under callgrind: run it with 0 and with N
 * samples, and divide the difference of the totals by N.
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

static double seconds_per_run = 0.3;
static int runs = 5;

struct work {
	struct escopa_view *view;
	struct escopa_game *game;   /* the true game */
	struct escopa_game *sample; /* overwritten by every sample */
	uint64_t seed;
};

static volatile uint64_t sink;

static long
round_sample(void *arg)
{
	struct work *w = arg;
	for (int i = 0; i < 1000; i++)
		escopa_view_sample(w->view, w->seed++, w->sample);
	return 1000;
}

static long
round_update(void *arg)
{
	struct work *w = arg;
	for (int i = 0; i < 1000; i++)
		escopa_view_update(w->view, w->game, i & 1);
	return 1000;
}

static long
round_key(void *arg)
{
	struct work *w = arg;
	uint64_t key = 0;
	for (int i = 0; i < 1000; i++) {
		escopa_view_key(w->view, &key);
		sink += key;
	}
	return 1000;
}

static double
median_ns(long (*fn)(void *), void *arg)
{
	return bench_median_ns(fn, arg, seconds_per_run, runs);
}

/* A seeded game of a preset, `plies` random moves in, and seat 0's view. */
static void
setup(struct work *w, enum escopa_preset preset, int players, int per_hand, int plies)
{
	struct escopa_rules *rules;
	if (escopa_rules_new(preset, &rules) != ESCOPA_OK ||
	    (per_hand && escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE,
					  ESCOPA_FORCED_PER_HAND) != ESCOPA_OK) ||
	    escopa_game_new(rules, players, 2026, &w->game) != ESCOPA_OK ||
	    escopa_game_clone(w->game, &w->sample) != ESCOPA_OK) {
		fprintf(stderr, "bench-sample: setup failed\n");
		exit(1);
	}
	escopa_rules_free(rules);
	uint64_t pick = 7;
	for (int i = 0; i < plies; i++) {
		escopa_move_t moves[512];
		size_t n = 0;
		if (escopa_game_moves(w->game, moves, 512, &n) != ESCOPA_OK || n == 0)
			break;
		pick = pick * 6364136223846793005u + 1442695040888963407u;
		escopa_game_play(w->game, moves[(pick >> 33) % (n < 512 ? n : 512)], NULL);
	}
	int seat = 0;
	escopa_game_current_seat(w->game, &seat);
	escopa_view_new(w->game, seat, &w->view);
	w->seed = 1;
}

static void
finish(struct work *w)
{
	escopa_view_free(w->view);
	escopa_game_free(w->game);
	escopa_game_free(w->sample);
}

int
main(int argc, char **argv)
{
	struct work w;
	if (argc == 3 && strcmp(argv[1], "--fixed") == 0) {
		long n = atol(argv[2]);
		setup(&w, ESCOPA_PRESET_ESCOPA, 2, 0, 0);
		for (long i = 0; i < n; i++)
			escopa_view_sample(w.view, (uint64_t)i, w.sample);
		printf("%ld samples\n", n);
		finish(&w);
		return 0;
	}
	bench_args(argc, argv, &seconds_per_run, &runs);

	static const struct {
		const char *name;
		enum escopa_preset preset;
		int players, per_hand, plies;
	} cases[] = {
		{ "escopa-2p-deal", ESCOPA_PRESET_ESCOPA, 2, 0, 0 },
		{ "escoba-4p-deal", ESCOPA_PRESET_ESCOBA, 4, 0, 0 },
		{ "escopa-2p-mid", ESCOPA_PRESET_ESCOPA, 2, 0, 20 },
		{ "per-hand-4p", ESCOPA_PRESET_ESCOPA, 4, 1, 9 },
	};
	printf("%-16s %10s %10s %10s  (ns, median of %d runs of %.2f s)\n", "position",
	       "sample", "update", "key", runs, seconds_per_run);
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		setup(&w, cases[i].preset, cases[i].players, cases[i].per_hand, cases[i].plies);
		double sample = median_ns(round_sample, &w);
		double key = median_ns(round_key, &w);
		double update = median_ns(round_update, &w);
		printf("%-16s %10.1f %10.1f %10.1f\n", cases[i].name, sample, update, key);
		finish(&w);
	}
	return 0;
}
