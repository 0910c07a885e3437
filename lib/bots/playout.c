/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What every search does on a sampled deal: list moves, play the hand out
 * with the greedy player, and count what the hand was worth. */

#include "bot-private.h"

uint64_t
bot_mix(uint64_t a, uint64_t b)
{
	uint64_t z = a ^ (b + UINT64_C(0x9E3779B97F4A7C15) + (a << 6) + (a >> 2));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

void
hand_start(const struct escopa_game *game, int *start)
{
	for (int side = 0; side < game->sides; side++)
		start[side] = game->score[side];
}

int
hand_value(const struct escopa_game *game, const int *start, int side)
{
	int mine = 0, others = 0;
	for (int s = 0; s < game->sides; s++) {
		int gain = game->score[s] - start[s];
		if (s == side)
			mine = gain;
		else
			others += gain;
	}
	return mine * (game->sides - 1) - others;
}

int
cards_left(const struct escopa_game *game)
{
	int n = game->deck_size - game->stock_pos;
	for (int seat = 0; seat < game->players; seat++)
		n += popcount64(game->hands[seat]);
	return n;
}

size_t
list_moves(const struct escopa_game *game, escopa_move_t *moves)
{
	size_t count = 0;
	if (escopa_game_moves(game, moves, BOT_MAX_MOVES, &count) != ESCOPA_OK)
		return 0;
	return count < BOT_MAX_MOVES ? count : BOT_MAX_MOVES;
}

void
playout_greedy(struct escopa_game *game)
{
	escopa_move_t moves[BOT_MAX_MOVES];
	while (game->phase == ESCOPA_PHASE_PLAYING) {
		size_t n = list_moves(game, moves);
		if (n == 0)
			return;   /* never in play: a hand always has a move */
		game_apply(game, moves[greedy_pick(game, moves, n)], NULL);
	}
}
