/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The decision loop of bindings/js/bench/decision-loop.mjs in C, for its
 * ratio: games of one preset, 2 players, seeds 1..GAMES, where every
 * decision reads the phase and the seat to play, lists the legal moves,
 * picks one with the same 32-bit generator as the script and plays it,
 * reading the result. The set of games is played REPS times in one run,
 * for a time long enough to measure.
 *
 *   bench-decision-loop GAMES REPS [PRESET]
 *
 * prints "decisions D seconds S ns-per-decision N", D for one pass over
 * the games (the script checks that it played the same decisions).
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

#define MAX_MOVES 4096

/* mulberry32: cheap in JavaScript with Math.imul, so both loops pick alike */
static uint32_t
next_random(uint32_t *state)
{
	uint32_t t = (*state += UINT32_C(0x6D2B79F5));
	t = (t ^ (t >> 15)) * (t | 1u);
	t ^= t + (t ^ (t >> 7)) * (t | 61u);
	return t ^ (t >> 14);
}

static long
play_games(const struct escopa_rules *rules, long games, escopa_move_t *moves)
{
	long decisions = 0;
	uint32_t rng = 1;
	struct escopa_play_result result = { .version = 1 };
	for (long g = 1; g <= games; g++) {
		struct escopa_game *game;
		if (escopa_game_new(rules, 2, (uint64_t)g, &game) != ESCOPA_OK)
			return -1;
		for (;;) {
			enum escopa_phase phase;
			int seat;
			size_t n;
			escopa_game_phase(game, &phase);
			if (phase == ESCOPA_PHASE_GAME_OVER)
				break;
			if (phase != ESCOPA_PHASE_PLAYING) {
				escopa_game_next_hand(game);
				continue;
			}
			escopa_game_current_seat(game, &seat);
			escopa_game_moves(game, moves, MAX_MOVES, &n);
			size_t at = (size_t)(((uint64_t)next_random(&rng) * n) >> 32);
			if (seat < 0 || escopa_game_play(game, moves[at], &result) != ESCOPA_OK)
				return -1;
			decisions++;
		}
		escopa_game_free(game);
	}
	return decisions;
}

int
main(int argc, char **argv)
{
	static escopa_move_t moves[MAX_MOVES];
	long games = argc > 1 ? atol(argv[1]) : 100;
	long reps = argc > 2 ? atol(argv[2]) : 1;
	const char *preset = argc > 3 ? argv[3] : "escoba_de_15";
	struct escopa_rules *rules;
	if (games < 1 || reps < 1 ||
	    escopa_rules_parse(preset, strlen(preset), &rules, NULL) != ESCOPA_OK) {
		fprintf(stderr, "usage: bench-decision-loop GAMES REPS [PRESET]\n");
		return 2;
	}
	long decisions = 0;
	double t0 = now();
	for (long r = 0; r < reps; r++)
		decisions = play_games(rules, games, moves);
	double seconds = now() - t0;
	escopa_rules_free(rules);
	if (decisions <= 0) {
		fprintf(stderr, "bench-decision-loop: a game failed\n");
		return 1;
	}
	printf("decisions %ld seconds %.6f ns-per-decision %.2f\n", decisions, seconds,
	       seconds * 1e9 / ((double)decisions * (double)reps));
	return 0;
}
