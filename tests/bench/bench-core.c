/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Micro-benchmarks of the hot paths, each the median of several runs:
 * - clone (allocating) and copy-into (escopa_game_copy; also how a search
 *   undoes a move: copy the saved state back);
 * - listing moves by table size: 4, 8, 12 and 16 piles, and a worst case
 *   (a full table under capture multiples, listing into a large buffer);
 * - perft: the leaves of the move tree to depth 12 from a seeded position;
 * - batch stepping (escopa_batch_step) with 1024 games.
 *
 *   bench-core [SECONDS_PER_RUN [RUNS]]
 *   bench-core --fixed WORKLOAD
 *
 * --fixed runs one workload a fixed number of times inside
 * fixed_workload(), for counting instructions under callgrind
 * (tests/bench/callgrind-decisions.py --core), and prints the units done:
 * clone, copy (10,000 each), list-4, list-8, list-12, list-16 (1,000
 * listings each), list-worst (100 listings) or perft (the leaves).
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

static double seconds_per_run = 0.3;
static int runs = 5;

/* Runs fn(arg) in rounds for seconds_per_run, `runs` times; returns the
 * median nanoseconds per unit, fn returning how many units a round did. */
static double
median_ns(long (*fn)(void *), void *arg)
{
	return bench_median_ns(fn, arg, seconds_per_run, runs);
}

static volatile uint64_t sink;

static long
round_clone(void *arg)
{
	struct escopa_game *game = arg;
	for (int i = 0; i < 1000; i++) {
		struct escopa_game *copy;
		escopa_game_clone(game, &copy);
		sink += (uint64_t)(uintptr_t)copy;
		escopa_game_free(copy);
	}
	return 1000;
}

static struct escopa_game *copy_target;

static long
round_copy(void *arg)
{
	for (int i = 0; i < 1000; i++)
		escopa_game_copy(copy_target, arg);
	return 1000;
}

static escopa_move_t moves[1 << 16];

static long
round_list(void *arg)
{
	size_t n = 0;
	for (int i = 0; i < 100; i++)
		escopa_game_moves(arg, moves, 1 << 16, &n);
	sink += n;
	return 100;
}

/* A game whose table holds `piles` cards: forced capture off, every seat
 * trails its lowest card until the table is big enough. */
static struct escopa_game *
game_with_table(enum escopa_preset preset, int piles, int multiples)
{
	struct escopa_rules *rules;
	struct escopa_game *game;
	escopa_rules_new(preset, &rules);
	escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE);
	escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MULTIPLES, multiples);
	escopa_rules_set(rules, ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_PLAY_ON);
	escopa_game_new(rules, 2, 99, &game);
	escopa_rules_free(rules);
	size_t n;
	for (;;) {
		escopa_cardset_t table;
		escopa_game_table(game, &table);
		if (__builtin_popcountll(table) >= piles)
			break;
		escopa_game_moves(game, moves, 1 << 16, &n);
		size_t pick = 0;
		for (size_t i = 0; i < n && i < (1 << 16); i++)
			if (ESCOPA_MOVE_KIND(moves[i]) == ESCOPA_MOVE_TRAIL)
				pick = i;
		if (escopa_game_play(game, moves[pick], NULL) != ESCOPA_OK)
			break;
	}
	return game;
}

#define PERFT_DEPTH 12

static long perft_nodes;
static struct escopa_game *perft_stack[PERFT_DEPTH + 1];   /* one game per ply */

/* Leaves of the move tree below `game` (a hand end is a leaf), playing each
 * move on the next ply's preallocated game: no allocation in the loop. */
static long
perft(const struct escopa_game *game, int depth)
{
	enum escopa_phase phase;
	escopa_game_phase(game, &phase);
	if (depth == 0 || phase != ESCOPA_PHASE_PLAYING)
		return 1;
	escopa_move_t list[256];
	size_t n;
	escopa_game_moves(game, list, 256, &n);
	struct escopa_game *child = perft_stack[depth - 1];
	long total = 0;
	for (size_t i = 0; i < n && i < 256; i++) {
		escopa_game_copy(child, game);
		escopa_game_play(child, list[i], NULL);
		total += perft(child, depth - 1);
	}
	return total;
}

static long
round_perft(void *arg)
{
	long nodes = perft(arg, PERFT_DEPTH);
	perft_nodes = nodes;
	return nodes;
}

struct batch_bench {
	struct escopa_batch *batch;
	uint32_t *actions, *counts;
	uint64_t rng;
	size_t size;
};

static long
round_batch(void *arg)
{
	struct batch_bench *b = arg;
	for (int step = 0; step < 10; step++) {
		for (size_t i = 0; i < b->size; i++) {
			b->rng = b->rng * 6364136223846793005u + 1442695040888963407u;
			b->actions[i] = (uint32_t)((b->rng >> 33) % b->counts[i]);
		}
		escopa_batch_step(b->batch);
	}
	return 10 * (long)b->size;
}

/* The workload set up outside, run inside: what callgrind collects. */
__attribute__((noinline)) static long
fixed_workload(long (*fn)(void *), void *arg, int rounds)
{
	long units = 0;
	for (int i = 0; i < rounds; i++)
		units += fn(arg);
	return units;
}

static int
fixed(const char *what)
{
	struct escopa_rules *rules;
	struct escopa_game *game, *g = NULL;
	escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules);
	escopa_game_new(rules, 2, 1, &game);
	escopa_game_clone(game, &copy_target);
	for (int d = 0; d <= PERFT_DEPTH; d++)
		escopa_game_clone(game, &perft_stack[d]);
	long units = -1;
	int piles = 0;
	if (strcmp(what, "clone") == 0)
		units = fixed_workload(round_clone, game, 10);
	else if (strcmp(what, "copy") == 0)
		units = fixed_workload(round_copy, game, 10);
	else if (sscanf(what, "list-%d", &piles) == 1 && piles >= 1 && piles <= 16)
		units = fixed_workload(round_list,
				       g = game_with_table(ESCOPA_PRESET_ESCOBA_DE_15, piles, 0), 10);
	else if (strcmp(what, "list-worst") == 0)
		units = fixed_workload(round_list, g = game_with_table(ESCOPA_PRESET_ESCOPA, 20, 1),
				       1);
	else if (strcmp(what, "perft") == 0)
		units = fixed_workload(round_perft, game, 1);
	if (units < 0) {
		fprintf(stderr, "bench-core: no workload %s\n", what);
		return 2;
	}
	printf("%s %ld\n", what, units);
	escopa_game_free(g);
	for (int d = 0; d <= PERFT_DEPTH; d++)
		escopa_game_free(perft_stack[d]);
	escopa_game_free(copy_target);
	escopa_game_free(game);
	escopa_rules_free(rules);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc > 2 && strcmp(argv[1], "--fixed") == 0)
		return fixed(argv[2]);
	bench_args(argc, argv, &seconds_per_run, &runs);

	struct escopa_rules *rules;
	struct escopa_game *game;
	escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules);
	escopa_game_new(rules, 2, 1, &game);
	escopa_game_clone(game, &copy_target);
	printf("%-44s %12.1f ns\n", "clone (escopa_game_clone + free)", median_ns(round_clone, game));
	printf("%-44s %12.1f ns\n", "copy into / undo (escopa_game_copy)", median_ns(round_copy, game));

	const int sizes[] = { 4, 8, 12, 16 };
	for (int k = 0; k < 4; k++) {
		struct escopa_game *g = game_with_table(ESCOPA_PRESET_ESCOBA_DE_15, sizes[k], 0);
		size_t n;
		escopa_game_moves(g, NULL, 0, &n);
		char label[64];
		snprintf(label, sizeof label, "list moves, %d piles (%zu moves)", sizes[k], n);
		printf("%-44s %12.1f ns\n", label, median_ns(round_list, g));
		escopa_game_free(g);
	}
	struct escopa_game *worst = game_with_table(ESCOPA_PRESET_ESCOPA, 20, 1);
	size_t n;
	escopa_game_moves(worst, NULL, 0, &n);
	char label[64];
	snprintf(label, sizeof label, "list moves, 20 piles, multiples (%zu)", n);
	printf("%-44s %12.1f ns\n", label, median_ns(round_list, worst));
	escopa_game_free(worst);

	for (int d = 0; d <= PERFT_DEPTH; d++)
		escopa_game_clone(game, &perft_stack[d]);
	double perft_ns = median_ns(round_perft, game);
	printf("%-44s %12.0f leaves/s (%ld leaves)\n", "perft depth 12, Escoba de 15 first position",
	       1e9 / perft_ns, perft_nodes);
	for (int d = 0; d <= PERFT_DEPTH; d++)
		escopa_game_free(perft_stack[d]);

	struct batch_bench b = { .size = 1024, .rng = 1 };
	static uint8_t obs[1024 * ESCOPA_OBSERVATION_SIZE];
	static escopa_move_t batch_moves[1024 * 64];
	static uint32_t counts[1024], actions[1024];
	static float rewards[1024 * 4];
	static uint8_t done[1024];
	escopa_batch_new(rules, 2, b.size, 5, &b.batch);
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION,
		.max_moves = 64,
		.actions = actions,
		.observations = obs,
		.moves = batch_moves,
		.move_counts = counts,
		.rewards = rewards,
		.done = done,
	};
	escopa_batch_bind(b.batch, &buf);
	b.actions = actions;
	b.counts = counts;
	double step_ns = median_ns(round_batch, &b);
	printf("%-44s %12.0f steps/s\n", "batch of 1024, Escoba de 15, 2 players", 1e9 / step_ns);
	escopa_batch_set_threads(b.batch, 2);
	step_ns = median_ns(round_batch, &b);
	printf("%-44s %12.0f steps/s\n", "the same batch on 2 threads", 1e9 / step_ns);
	escopa_batch_free(b.batch);

	escopa_game_free(copy_target);
	escopa_game_free(game);
	escopa_rules_free(rules);
	return 0;
}
