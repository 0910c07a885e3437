/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Batch stepping (escopa_batch_step) by batch size and threads: Escoba de
 * 15, 2 players, uniformly random actions from an LCG, the median of
 * several runs in learner steps per second. Three modes:
 *   index   actions index the move lists (1.1);
 *   masks   the fixed action space with its masks and the margin reward
 *           (1.4), no move lists; the action the first legal one of the
 *           mask row (memchr: the policy costs next to nothing, as
 *           bench_python_batch.py's argmax);
 *   greedy  masks and margins, seat 1 played by the greedy player inside
 *           the batch (1.4): a step is one learner move and one greedy move.
 *
 *   bench-batch [SECONDS_PER_RUN [RUNS [MODE|SIZE...]]]
 *
 * Default: every mode; sizes 1 8 64 256 1024 4096; threads 1 and 2 for
 * each.
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

#define MAX_MOVES 64

enum mode { MODE_INDEX, MODE_MASKS, MODE_GREEDY };
static const char *const mode_names[] = { "index", "masks", "greedy" };

struct bench {
	struct escopa_batch *batch;
	uint32_t *actions, *counts;
	uint8_t *masks;
	uint64_t rng;
	size_t size;
	enum mode mode;
};

/* The first legal action of a mask row. */
static uint32_t
mask_action(const uint8_t *row)
{
	return (uint32_t)((const uint8_t *)memchr(row, 1, ESCOPA_BATCH_ACTIONS) - row);
}

static long
round_batch(struct bench *b)
{
	int steps = b->size >= 1024 ? 10 : (int)(10240 / b->size);
	for (int step = 0; step < steps; step++) {
		for (size_t i = 0; i < b->size; i++) {
			b->rng = b->rng * 6364136223846793005u + 1442695040888963407u;
			if (b->mode != MODE_INDEX) {
				b->actions[i] = mask_action(b->masks + i * ESCOPA_BATCH_ACTIONS);
				continue;
			}
			uint32_t n = b->counts[i] < MAX_MOVES ? b->counts[i] : MAX_MOVES;
			b->actions[i] = (uint32_t)((b->rng >> 33) % n);
		}
		if (escopa_batch_step(b->batch) != ESCOPA_OK)
			abort();
	}
	return steps * (long)b->size;
}

static double
rate(enum mode mode, size_t size, int threads, double seconds, int runs)
{
	struct escopa_rules *rules;
	escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules);
	struct bench b = { .size = size, .rng = 1, .mode = mode };
	uint8_t *obs = malloc(size * ESCOPA_OBSERVATION_SIZE);
	escopa_move_t *moves = malloc(size * MAX_MOVES * sizeof *moves);
	b.counts = malloc(size * sizeof *b.counts);
	b.actions = malloc(size * sizeof *b.actions);
	float *rewards = malloc(size * 4 * sizeof *rewards);
	uint8_t *done = malloc(size);
	escopa_batch_new(rules, 2, size, 5, &b.batch);
	escopa_rules_free(rules);
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION,
		.max_moves = MAX_MOVES,
		.actions = b.actions,
		.observations = obs,
		.moves = moves,
		.move_counts = b.counts,
		.rewards = rewards,
		.done = done,
	};
	if (mode != MODE_INDEX) {
		b.masks = malloc(size * ESCOPA_BATCH_ACTIONS);
		buf.action_masks = b.masks;
		buf.moves = NULL;
		buf.move_counts = NULL;
		escopa_batch_set_reward(b.batch, ESCOPA_BATCH_REWARD_MARGIN);
	}
	if (mode == MODE_GREEDY) {
		struct escopa_bot *greedy;
		escopa_bot_new(ESCOPA_BOT_GREEDY, 0, &greedy);
		escopa_batch_set_seat_player(b.batch, 1, greedy);
		escopa_bot_free(greedy);
	}
	if (escopa_batch_bind(b.batch, &buf) != ESCOPA_OK)
		abort();
	if (escopa_batch_set_threads(b.batch, threads) != ESCOPA_OK)
		abort();
	double results[99];
	for (int r = 0; r < runs; r++) {
		long units = 0;
		double t0 = now(), t;
		do {
			units += round_batch(&b);
		} while ((t = now() - t0) < seconds);
		results[r] = (double)units / t;
	}
	qsort(results, (size_t)runs, sizeof results[0], compare_double);
	escopa_batch_free(b.batch);
	free(obs);
	free(moves);
	free(b.counts);
	free(b.actions);
	free(rewards);
	free(done);
	free(b.masks);
	return results[runs / 2];
}

int
main(int argc, char **argv)
{
	double seconds = 0.3;
	int runs = 5;
	bench_args(argc > 3 ? 3 : argc, argv, &seconds, &runs);
	size_t defaults[] = { 1, 8, 64, 256, 1024, 4096 };
	size_t sizes[32];
	int count = 0;
	bool modes[3] = { false, false, false }, any = false;
	for (int i = 3; i < argc; i++) {
		bool named = false;
		for (int m = 0; m < 3; m++) {
			if (strcmp(argv[i], mode_names[m]) == 0)
				modes[m] = named = any = true;
		}
		if (!named && count < 32)
			sizes[count++] = (size_t)atol(argv[i]);
	}
	if (!any)
		modes[0] = modes[1] = modes[2] = true;
	if (count == 0)
		for (; count < 6; count++)
			sizes[count] = defaults[count];
	for (int m = 0; m < 3; m++) {
		if (!modes[m])
			continue;
		printf("%-7s %8s %14s %14s %7s\n", mode_names[m], "games", "1 thread",
		       "2 threads", "ratio");
		for (int i = 0; i < count; i++) {
			double one = rate((enum mode)m, sizes[i], 1, seconds, runs);
			double two = sizes[i] >= 2 ? rate((enum mode)m, sizes[i], 2, seconds, runs)
						   : one;
			printf("%-7s %8zu %14.0f %14.0f %7.2f\n", "", sizes[i], one, two,
			       two / one);
			fflush(stdout);
		}
	}
	return 0;
}
