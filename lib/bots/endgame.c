/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The rest of a hand solved exactly on a known deal: alpha-beta over
 * every legal move to the end of the hand, the hand scored by the
 * library (sweeps, cards, coins, sevens, primiera...). The searching
 * side maximises its value. Every other side either plays the greedy
 * player's move, the model of the other seats that PIMC's playouts use
 * (a search then branches on the searching side's moves alone), or
 * minimises the value (with three sides that is the "paranoid"
 * assumption; with two, the exact minimax). Values are hand_value()'s
 * integers. Every position's listing is charged to the decision's meter,
 * so a solve stops within one listing of the deadline or the cap.
 */

#include "bot-private.h"

/* Captures that take more come first, a sweep before all; trails of low
 * cards before high ones. Cheap, and it cuts most of the tree. */
static int
order_key(const struct escopa_game *game, escopa_move_t move)
{
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	if (ESCOPA_MOVE_KIND(move) != ESCOPA_MOVE_CAPTURE)
		return -card_value(ESCOPA_MOVE_CARD(move));
	escopa_cardset_t got = target | ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(move));
	int key = 100 + 4 * popcount64(got) + 2 * popcount64(got & ESCOPA_CARDSET_COINS) +
		  3 * popcount64(got & ESCOPA_CARDSET_RANK(7));
	if (target == game->table)
		key += 100;
	return key;
}

static void
order_moves(const struct escopa_game *game, escopa_move_t *moves, size_t n)
{
	int keys[BOT_MAX_MOVES];
	for (size_t i = 0; i < n; i++)
		keys[i] = order_key(game, moves[i]);
	for (size_t i = 1; i < n; i++) {
		escopa_move_t move = moves[i];
		int key = keys[i];
		size_t j = i;
		for (; j > 0 && keys[j - 1] < key; j--) {
			moves[j] = moves[j - 1];
			keys[j] = keys[j - 1];
		}
		moves[j] = move;
		keys[j] = key;
	}
}

/* One solve: what it counts from, the nodes it may still visit, and the
 * meter it charges. */
struct solve {
	const int *start;
	int side;
	uint32_t nodes_left;
	bool greedy_others;
	bool timed;                            /* the meter has a deadline */
	struct meter *meter;
};

static int
alpha_beta(const struct escopa_game *game, struct solve *solve, int alpha, int beta)
{
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return hand_value(game, solve->start, solve->side);
	if (solve->nodes_left == 0)
		return 0;   /* given up: the caller throws the value away */
	solve->nodes_left--;
	escopa_move_t moves[BOT_MAX_MOVES];
	size_t n = list_metered(game, moves, solve->meter);
	if (n == 0)
		return 0;   /* stopped: thrown away too */
	bool maximise = side_of(game, game->seat) == solve->side;
	if (!meter_tick(solve->meter, solve->timed))
		return 0;
	if (!maximise && solve->greedy_others) {
		moves[0] = moves[greedy_pick(game, moves, n)];
		n = 1;
	}
	order_moves(game, moves, n);
	if (!meter_tick(solve->meter, solve->timed))
		return 0;
	int best = maximise ? INT32_MIN : INT32_MAX;
	for (size_t i = 0; i < n; i++) {
		struct escopa_game next = *game;
		game_apply_simulated(&next, moves[i], NULL);
		int value = alpha_beta(&next, solve, alpha, beta);
		if (solve->meter->stopped)
			return 0;
		if (maximise) {
			if (value > best)
				best = value;
			if (best > alpha)
				alpha = best;
		} else {
			if (value < best)
				best = value;
			if (best < beta)
				beta = best;
		}
		if (alpha >= beta)
			break;
	}
	return best;
}

enum solve_result
endgame_solve(const struct escopa_game *game, const int *start, int side, uint32_t max_nodes,
	      bool greedy_others, struct meter *m, int *value, uint32_t *visited)
{
	struct solve solve = {
		.start = start, .side = side, .nodes_left = max_nodes,
		.greedy_others = greedy_others, .timed = m->deadline > 0, .meter = m,
	};
	int v = alpha_beta(game, &solve, INT32_MIN, INT32_MAX);
	*visited = max_nodes - solve.nodes_left;
	if (m->stopped)
		return STOPPED;
	if (solve.nodes_left == 0)
		return GAVE_UP;
	*value = v;
	return SOLVED;
}
