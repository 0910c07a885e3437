/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Batch stepping (escopa_batch_step) by batch size and threads: Escoba de
 * 15, 2 players, uniformly random actions from an LCG, the median of
 * several runs in learner steps per second. Four modes:
 *   index   actions index the move lists (1.1);
 *   masks   the fixed action space with its masks and the margin reward
 *           (1.4), no move lists; the action the first legal one of the
 *           mask row (memchr: the policy costs next to nothing, as
 *           bench_python_batch.py's argmax);
 *   greedy  masks and margins, seat 1 played by the greedy bot inside
 *           the batch (1.4): a step is one learner move and one greedy move;
 *   full    greedy, with every buffer of version 2 bound as well (the
 *           information states, the final observations and states, the
 *           actor's rewards).
 *
 *   bench-batch [SECONDS_PER_RUN [RUNS [MODE|SIZE|each...]]]
 *   bench-batch --fixed MODE [SIZE [ROUNDS]]
 *
 * Default: every mode; sizes 1 8 64 256 1024 4096; threads 1 and 2 for
 * each, in interleaved runs (a run on 1 thread, then one on 2, then the
 * machine's): the medians, the median ratio of a pair of runs and its
 * lowest and highest. "machine" is what the machine gives a second thread
 * at those moments: two batches of half the games each, stepped at once
 * on a thread each (nothing shared), against the run on 1 thread. "round
 * trip" is the range of the time for a cache line to go from one thread
 * to another and back, taken after each run on 2 threads (a batch's
 * threads hand data over through such lines). "each" prints every run's
 * figures too. --fixed steps one mode on one thread a fixed number of times (256
 * games, 4 rounds of 40 steps by default) inside fixed_steps(), for
 * counting instructions under callgrind:
 *
 *   valgrind --tool=callgrind --collect-atstart=no \
 *       --toggle-collect='fixed_steps*' bench-batch --fixed full
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime, pthreads */

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

#define MAX_MOVES 64

enum mode { MODE_INDEX, MODE_MASKS, MODE_GREEDY, MODE_FULL };
#define N_MODES 4
static const char *const mode_names[] = { "index", "masks", "greedy", "full" };

struct bench {
	struct escopa_batch *batch;
	uint32_t *actions, *counts;
	uint8_t *masks;
	uint64_t rng;
	size_t size;
	enum mode mode;
	/* the other buffers, freed at the end */
	void *owned[16];
	int n_owned;
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

/* A zeroed buffer of n bytes that the bench frees at the end. */
static void *
owned(struct bench *b, size_t n)
{
	void *p = calloc(1, n);
	if (!p)
		abort();
	b->owned[b->n_owned++] = p;
	return p;
}

/* A bound batch of `size` games for a mode, on `threads` threads. */
static void
bench_start(struct bench *b, enum mode mode, size_t size, int threads)
{
	struct escopa_rules *rules;
	escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules);
	*b = (struct bench){ .size = size, .rng = 1, .mode = mode };
	b->counts = owned(b, size * sizeof *b->counts);
	b->actions = owned(b, size * sizeof *b->actions);
	escopa_batch_new(rules, 2, size, 5, &b->batch);
	escopa_rules_free(rules);
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION,
		.max_moves = MAX_MOVES,
		.actions = b->actions,
		.observations = owned(b, size * ESCOPA_OBSERVATION_SIZE),
		.moves = owned(b, size * MAX_MOVES * sizeof(escopa_move_t)),
		.move_counts = b->counts,
		.rewards = owned(b, size * 4 * sizeof(float)),
		.done = owned(b, size),
	};
	if (mode != MODE_INDEX) {
		b->masks = owned(b, size * ESCOPA_BATCH_ACTIONS);
		buf.action_masks = b->masks;
		buf.moves = NULL;
		buf.move_counts = NULL;
		escopa_batch_set_reward(b->batch, ESCOPA_BATCH_REWARD_MARGIN);
	}
	if (mode == MODE_FULL) {
		/* every other buffer of version 2 too */
		buf.winners = owned(b, size);
		buf.to_play_seats = owned(b, size);
		buf.to_play_sides = owned(b, size);
		buf.final_observations = owned(b, size * ESCOPA_OBSERVATION_SIZE);
		buf.more_offsets = owned(b, size * sizeof(uint32_t));
		buf.info_states = owned(b, size * ESCOPA_INFO_STATE_SIZE);
		buf.final_info_states = owned(b, size * ESCOPA_INFO_STATE_SIZE);
		buf.actor_rewards = owned(b, size * sizeof(float));
	}
	if (mode == MODE_GREEDY || mode == MODE_FULL) {
		struct escopa_bot *greedy;
		escopa_bot_new(ESCOPA_BOT_GREEDY, 0, &greedy);
		escopa_batch_set_seat_bot(b->batch, 1, greedy);
		escopa_bot_free(greedy);
	}
	if (escopa_batch_bind(b->batch, &buf) != ESCOPA_OK)
		abort();
	if (escopa_batch_set_threads(b->batch, threads) != ESCOPA_OK)
		abort();
}

static void
bench_end(struct bench *b)
{
	escopa_batch_free(b->batch);
	for (int i = 0; i < b->n_owned; i++)
		free(b->owned[i]);
}

/* Steps a second of one run. */
static double
rate(struct bench *b, double seconds)
{
	long units = 0;
	double t0 = now(), t;
	do {
		units += round_batch(b);
	} while ((t = now() - t0) < seconds);
	return (double)units / t;
}

/* A run of one of two independent benches, on a thread of its own. */
struct solo_run {
	struct bench *bench;
	double seconds, rate;
};

static void *
solo_main(void *arg)
{
	struct solo_run *run = arg;
	run->rate = rate(run->bench, run->seconds);
	return NULL;
}

/* What the machine gives two threads that share nothing: two batches of
 * half the games each, on one thread each, run at the same time; their
 * summed steps a second. */
static double
pair_rate(struct bench halves[2], double seconds)
{
	struct solo_run runs[2] = { { &halves[0], seconds, 0 }, { &halves[1], seconds, 0 } };
	pthread_t other;
	if (pthread_create(&other, NULL, solo_main, &runs[1]) != 0)
		abort();
	solo_main(&runs[0]);
	pthread_join(other, NULL);
	return runs[0].rate + runs[1].rate;
}

static double
median(double *values, int n)
{
	qsort(values, (size_t)n, sizeof values[0], compare_double);
	return values[n / 2];
}

/* The cache line the round-trip probe passes between two threads. */
static _Alignas(64) _Atomic long ball;

static void *
return_ball(void *arg)
{
	long rounds = *(long *)arg;
	for (long v = 1; v < 2 * rounds; v += 2) {
		while (atomic_load_explicit(&ball, memory_order_acquire) != v)
			;
		atomic_store_explicit(&ball, v + 1, memory_order_release);
	}
	return NULL;
}

/* Nanoseconds for a cache line to go from this thread's core to another
 * thread's and back, the median of a few tries: what a word written on
 * one core costs the other. On a virtual machine it follows where the
 * host put the two virtual CPUs at that moment (sharing a cache or not),
 * and so does every hand-over of a batch's data between its threads. */
static double
round_trip_ns(void)
{
	enum { ROUNDS = 20000, TRIES = 5 };
	double ns[TRIES];
	for (int t = 0; t < TRIES; t++) {
		long rounds = ROUNDS;
		pthread_t other;
		atomic_store(&ball, 0);
		if (pthread_create(&other, NULL, return_ball, &rounds) != 0)
			abort();
		/* the first pass only waits for the other thread to start */
		double t0 = 0;
		for (long v = 0; v < 2 * ROUNDS; v += 2) {
			if (v == 2)
				t0 = now();
			atomic_store_explicit(&ball, v + 1, memory_order_release);
			while (atomic_load_explicit(&ball, memory_order_acquire) != v + 2)
				;
		}
		ns[t] = (now() - t0) * 1e9 / (ROUNDS - 1);
		pthread_join(other, NULL);
	}
	return median(ns, TRIES);
}

/* One size on 1 and 2 threads, and two independent halves, in interleaved
 * runs, so that a change of the machine's load falls on all three: the
 * medians of 1 and 2 threads; the lowest, median and highest ratio of a
 * run on 2 threads to the run on 1 before it; the same ratios for the two
 * halves (the machine's own gain from a second thread); and the lowest
 * and highest cache-line round trip between two threads, taken after each
 * run on 2 threads. With `each`, a line for every run too. */
static void
rates(enum mode mode, size_t size, double seconds, int runs, bool each, double out[10])
{
	struct bench one, two, halves[2];
	bench_start(&one, mode, size, 1);
	bench_start(&two, mode, size, size >= 2 ? 2 : 1);
	bool paired = size >= 2;
	if (paired) {
		bench_start(&halves[0], mode, size / 2, 1);
		bench_start(&halves[1], mode, size - size / 2, 1);
	}
	double r1[99], r2[99], ratio[99], machine[99], trip[99];
	for (int r = 0; r < runs; r++) {
		r1[r] = rate(&one, seconds);
		r2[r] = rate(&two, seconds);
		trip[r] = round_trip_ns();
		ratio[r] = r2[r] / r1[r];
		machine[r] = paired ? pair_rate(halves, seconds) / r1[r] : 1;
		if (each)
			printf("  run %2d: 1 thread %10.0f, 2 threads %10.0f, ratio %.2f, "
			       "machine %.2f, round trip %.0f ns\n",
			       r + 1, r1[r], r2[r], ratio[r], machine[r], trip[r]);
	}
	bench_end(&one);
	bench_end(&two);
	if (paired) {
		bench_end(&halves[0]);
		bench_end(&halves[1]);
	}
	out[0] = median(r1, runs);
	out[1] = median(r2, runs);
	out[3] = median(ratio, runs);
	out[2] = ratio[0];
	out[4] = ratio[runs - 1];
	out[6] = median(machine, runs);
	out[5] = machine[0];
	out[7] = machine[runs - 1];
	qsort(trip, (size_t)runs, sizeof trip[0], compare_double);
	out[8] = trip[0];
	out[9] = trip[runs - 1];
}

/* The steps set up outside, run inside: what callgrind collects. */
__attribute__((noinline)) static long
fixed_steps(struct bench *b, int rounds)
{
	long units = 0;
	for (int i = 0; i < rounds; i++)
		units += round_batch(b);
	return units;
}

/* --fixed MODE [SIZE [ROUNDS]]: a fixed number of learner steps on one
 * thread, the same instructions every run. */
static int
fixed(int argc, char **argv)
{
	int mode = -1;
	for (int m = 0; m < N_MODES; m++) {
		if (strcmp(argv[2], mode_names[m]) == 0)
			mode = m;
	}
	size_t size = argc > 3 ? (size_t)atol(argv[3]) : 256;
	int rounds = argc > 4 ? atoi(argv[4]) : 4;
	if (mode < 0 || size < 1 || size > 4096 || rounds < 1) {
		fprintf(stderr, "bench-batch --fixed index|masks|greedy|full [SIZE [ROUNDS]]\n");
		return 2;
	}
	struct bench b;
	bench_start(&b, (enum mode)mode, size, 1);
	long steps = fixed_steps(&b, rounds);
	printf("%s %zu games: %ld learner steps\n", mode_names[mode], size, steps);
	bench_end(&b);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc > 2 && strcmp(argv[1], "--fixed") == 0)
		return fixed(argc, argv);
	double seconds = 0.3;
	int runs = 5;
	bench_args(argc > 3 ? 3 : argc, argv, &seconds, &runs);
	size_t defaults[] = { 1, 8, 64, 256, 1024, 4096 };
	size_t sizes[32];
	int count = 0;
	bool modes[N_MODES] = { false }, any = false, each = false;
	for (int i = 3; i < argc; i++) {
		if (strcmp(argv[i], "each") == 0) {
			each = true;
			continue;
		}
		bool named = false;
		for (int m = 0; m < N_MODES; m++) {
			if (strcmp(argv[i], mode_names[m]) == 0)
				modes[m] = named = any = true;
		}
		if (!named && count < 32)
			sizes[count++] = (size_t)atol(argv[i]);
	}
	if (!any)
		for (int m = 0; m < N_MODES; m++)
			modes[m] = true;
	if (count == 0)
		for (; count < 6; count++)
			sizes[count] = defaults[count];
	for (int m = 0; m < N_MODES; m++) {
		if (!modes[m])
			continue;
		printf("%-7s %8s %14s %14s %7s %11s %8s %11s %12s\n", mode_names[m], "games",
		       "1 thread", "2 threads", "ratio", "runs", "machine", "runs",
		       "round trip");
		for (int i = 0; i < count; i++) {
			double r[10];
			rates((enum mode)m, sizes[i], seconds, runs, each, r);
			printf("%-7s %8zu %14.0f %14.0f %7.2f %5.2f-%.2f %8.2f %5.2f-%.2f "
			       "%4.0f-%.0f ns\n",
			       "", sizes[i], r[0], r[1], r[3], r[2], r[4], r[6], r[5], r[7], r[8],
			       r[9]);
			fflush(stdout);
		}
	}
	return 0;
}
