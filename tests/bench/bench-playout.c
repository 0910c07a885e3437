/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Random-playout throughput: whole games where every decision lists all
 * legal moves and plays one at random. Prints decisions, games (to the
 * preset's target) and hands per second for every preset and player count,
 * the median of several runs.
 *
 *   bench-playout [SECONDS_PER_RUN [RUNS [PRESET [PLAYER]]]]
 *   bench-playout --games N [PRESET [PLAYER]]
 *
 * PRESET (a name such as escoba_de_15, or "all") limits the run to one
 * preset; PLAYER "greedy" has the greedy player choose every move
 * (escopa_game_choose_move) instead of a random pick from the list.
 *
 * --games N plays N whole games of 2 players per preset (seeds 1..N, the
 * same every run) and prints the decisions made, for counting instructions
 * per decision under callgrind (tests/bench/callgrind-decisions.py): the
 * games are played inside play_games(), the function to collect.
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

#define MAX_MOVES 4096

static uint64_t
next_random(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* A random index below n: the high bits scaled, not a remainder, because a
 * division per decision would be a tenth of what this program measures. */
static size_t
pick(uint64_t *rng, size_t n)
{
	return (size_t)(((next_random(rng) >> 32) * (uint64_t)n) >> 32);
}

static bool greedy;

/* Plays one game to its end; returns the number of decisions and adds
 * the hands played to *hands. */
static long
playout(struct escopa_game *game, uint64_t *rng, escopa_move_t *moves, long *hands)
{
	long decisions = 0;
	enum escopa_phase phase;
	++*hands;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase != ESCOPA_PHASE_PLAYING) {
			escopa_game_next_hand(game);
			++*hands;
			continue;
		}
		if (greedy) {
			escopa_move_t move;
			escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move);
			escopa_game_play(game, move, NULL);
			decisions++;
			continue;
		}
		size_t n;
		escopa_game_moves(game, moves, MAX_MOVES, &n);
		if (n > MAX_MOVES)
			n = MAX_MOVES;
		escopa_game_play(game, moves[pick(rng, n)], NULL);
		decisions++;
	}
	return decisions;
}

/* Games of 2 players with seeds 1..games, created, played out and freed;
 * not inlined so that callgrind can collect this function alone. */
__attribute__((noinline)) static long
play_games(const struct escopa_rules *rules, long games, escopa_move_t *moves, long *hands)
{
	long decisions = 0;
	uint64_t rng = 0;
	for (long g = 1; g <= games; g++) {
		struct escopa_game *game;
		escopa_game_new(rules, 2, (uint64_t)g, &game);
		decisions += playout(game, &rng, moves, hands);
		escopa_game_free(game);
	}
	return decisions;
}

/* bench-playout --games N [PRESET [PLAYER]] */
static int
fixed_games(int argc, char **argv, escopa_move_t *moves)
{
	long games = argc > 2 ? atol(argv[2]) : 0;
	const char *only = argc > 3 && strcmp(argv[3], "all") != 0 ? argv[3] : NULL;
	if (games < 0) {
		fprintf(stderr, "bench-playout: --games needs a count\n");
		return 2;
	}
	printf("%-18s %7s %10s %12s %10s\n", "preset", "player", "games", "decisions", "hands");
	for (int p = 0; p < escopa_preset_count(); p++) {
		const char *name = escopa_preset_name((enum escopa_preset)p);
		if (only && strcmp(only, name) != 0)
			continue;
		struct escopa_rules *rules;
		escopa_rules_new((enum escopa_preset)p, &rules);
		long hands = 0;
		long decisions = play_games(rules, games, moves, &hands);
		printf("%-18s %7s %10ld %12ld %10ld\n", name, greedy ? "greedy" : "random", games,
		       decisions, hands);
		escopa_rules_free(rules);
	}
	return 0;
}

int
main(int argc, char **argv)
{
	static escopa_move_t moves[MAX_MOVES];
	if (argc > 1 && strcmp(argv[1], "--games") == 0) {
		greedy = argc > 4 && strcmp(argv[4], "greedy") == 0;
		return fixed_games(argc, argv, moves);
	}
	greedy = argc > 4 && strcmp(argv[4], "greedy") == 0;

	double seconds = argc > 1 ? atof(argv[1]) : 0.5;
	int runs = argc > 2 ? atoi(argv[2]) : 5;
	if (runs < 1 || runs > 99)
		runs = 5;

	printf("%-18s %7s %15s %12s %12s\n", "preset", "players", "decisions/s", "games/s",
	       "hands/s");
	const char *only = argc > 3 && strcmp(argv[3], "all") != 0 ? argv[3] : NULL;
	for (int p = 0; p < escopa_preset_count(); p++) {
		if (only && strcmp(only, escopa_preset_name((enum escopa_preset)p)) != 0)
			continue;
		for (int players = 2; players <= 4; players++) {
			struct escopa_rules *rules;
			struct escopa_game *start, *game;
			escopa_rules_new((enum escopa_preset)p, &rules);
			double dps[99], gps[99], hps[99];
			uint64_t seed = 1;
			for (int r = 0; r < runs; r++) {
				long decisions = 0, games = 0, hands = 0;
				uint64_t rng = (uint64_t)r;
				double t0 = now(), t;
				do {
					escopa_game_new(rules, players, seed++, &start);
					game = start;
					decisions += playout(game, &rng, moves, &hands);
					escopa_game_free(start);
					games++;
				} while ((t = now() - t0) < seconds);
				dps[r] = (double)decisions / t;
				gps[r] = (double)games / t;
				hps[r] = (double)hands / t;
			}
			qsort(dps, (size_t)runs, sizeof dps[0], compare_double);
			qsort(gps, (size_t)runs, sizeof gps[0], compare_double);
			qsort(hps, (size_t)runs, sizeof hps[0], compare_double);
			printf("%-18s %7d %15.0f %12.0f %12.0f\n",
			       escopa_preset_name((enum escopa_preset)p), players, dps[runs / 2],
			       gps[runs / 2], hps[runs / 2]);
			escopa_rules_free(rules);
		}
	}
	return 0;
}
