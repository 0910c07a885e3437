/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Prints a seeded random game as text, for comparing other front ends with
 * the C library (the Python bindings' agreement test runs the same game and
 * compares the lines).
 *
 *   trace-game PRESET PLAYERS SEED
 *
 * Each decision picks move index r % n, where r is the next output of a
 * SplitMix64 generator seeded with SEED ^ 0xC0FFEE and n the move count.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <escopa/escopa.h>

static uint64_t
next_random(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

int
main(int argc, char **argv)
{
	enum escopa_preset preset;
	if (argc != 4 || escopa_preset_from_name(argv[1], &preset) != ESCOPA_OK) {
		fprintf(stderr, "usage: trace-game PRESET PLAYERS SEED\n");
		return 2;
	}
	int players = atoi(argv[2]);
	uint64_t seed = strtoull(argv[3], NULL, 10);
	struct escopa_rules *rules;
	struct escopa_game *game;
	if (escopa_rules_new(preset, &rules) != ESCOPA_OK ||
	    escopa_game_new(rules, players, seed, &game) != ESCOPA_OK)
		return 1;
	escopa_rules_free(rules);

	uint64_t rng = seed ^ 0xC0FFEE;
	static escopa_move_t moves[1 << 16];
	int sides;
	escopa_game_sides(game, &sides);
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase != ESCOPA_PHASE_PLAYING) {
			escopa_game_next_hand(game);
			continue;
		}
		int seat;
		size_t n;
		escopa_game_current_seat(game, &seat);
		if (escopa_game_moves(game, moves, 1 << 16, &n) != ESCOPA_OK || n > (1 << 16))
			return 1;
		escopa_move_t move = moves[next_random(&rng) % n];
		struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
		if (escopa_game_play(game, move, &r) != ESCOPA_OK)
			return 1;
		printf("seat %d moves %zu play %" PRIx64 " flags %u sweep %d\n", seat, n, move,
		       r.flags, r.sweep_points);
		if (r.flags & ESCOPA_PLAYED_HAND_OVER) {
			for (int side = 0; side < sides; side++) {
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				int total;
				escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT);
				escopa_game_score(game, side, &total);
				printf("side %d hand", side);
				for (int i = 0; i < ESCOPA_SCORE_ITEM_COUNT; i++)
					printf(" %d", row[i]);
				printf(" game %d\n", total);
			}
		}
	}
	int winner;
	escopa_game_winner(game, &winner);
	printf("winner %d\n", winner);
	escopa_game_free(game);
	return 0;
}
