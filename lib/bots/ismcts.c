/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Single-observer information-set Monte Carlo tree search (Cowling,
 * Powley and Whitehouse, 2012). Every iteration deals the hidden cards
 * anew and walks one tree of the viewer's information sets: a node is
 * what the viewer has seen since the root, so its key is a hash of its
 * parent's key and the move (and, after a deal, of the viewer's new hand
 * and the table), found in a table of nodes sized at creation, without
 * strings. Selection is UCB with availability counts: a move is judged
 * against the number of iterations in which it was legal. One node is
 * added per iteration, then the greedy player ends the hand.
 */

#include <math.h>
#include <string.h>
#include "bot-private.h"

/* Nodes past this share of the table are not added: probes stay short. */
#define FILL_NUMERATOR 7
#define FILL_DENOMINATOR 8
/* A hand has at most 42 plays. */
#define MAX_PATH 48

static uint64_t
child_key(uint64_t key, escopa_move_t move)
{
	uint64_t k = bot_mix(key, move);
	return k ? k : 1;
}

/* The node of a key, NULL if it is not in the table. */
static struct tree_node *
find_node(struct escopa_bot *bot, uint64_t key)
{
	for (uint32_t i = (uint32_t)key & bot->node_mask;; i = (i + 1) & bot->node_mask) {
		struct tree_node *node = &bot->nodes[i];
		if (node->key == key)
			return node;
		if (node->key == 0)
			return NULL;
	}
}

static struct tree_node *
add_node(struct escopa_bot *bot, uint64_t key)
{
	if ((uint64_t)bot->n_used * FILL_DENOMINATOR >=
	    (uint64_t)(bot->node_mask + 1) * FILL_NUMERATOR)
		return NULL;
	uint32_t i = (uint32_t)key & bot->node_mask;
	while (bot->nodes[i].key != 0)
		i = (i + 1) & bot->node_mask;
	bot->used[bot->n_used++] = i;
	struct tree_node *node = &bot->nodes[i];
	node->key = key;
	return node;
}

static void
clear_nodes(struct escopa_bot *bot)
{
	for (uint32_t i = 0; i < bot->n_used; i++)
		memset(&bot->nodes[bot->used[i]], 0, sizeof bot->nodes[0]);
	bot->n_used = 0;
}

/* What the viewer sees of a deal: its new hand, and the table that the
 * last round's leftover cards may have joined. */
static uint64_t
observe_deal(uint64_t key, const struct escopa_game *game, int viewer)
{
	return child_key(bot_mix(key, game->hands[viewer]), game->table);
}

struct step {
	struct tree_node *node;
	int side;                              /* of the seat that moved */
};

/* One iteration: selection, one expansion, the greedy playout, and the
 * hand's value for each mover added along the path. */
static void
iterate(struct escopa_bot *bot, const struct deal_source *source, uint64_t root_key,
	uint64_t *rng, const int *start, double exploration)
{
	struct escopa_game game;
	source->sample(source->context, rng, &game);
	struct step path[MAX_PATH];
	int depth = 0;
	uint64_t key = root_key;
	escopa_move_t moves[BOT_MAX_MOVES];
	bool expanded = false;
	while (game.phase == ESCOPA_PHASE_PLAYING && !expanded && depth < MAX_PATH) {
		size_t n = list_moves(&game, moves);
		struct tree_node *best = NULL;
		size_t best_move = 0;
		double best_score = -INFINITY;
		size_t fresh = 0, fresh_move = 0;
		for (size_t i = 0; i < n; i++) {
			struct tree_node *node = find_node(bot, child_key(key, moves[i]));
			if (!node) {
				/* a uniform choice among the moves never tried */
				if (rng_next(rng) % ++fresh == 0)
					fresh_move = i;
				continue;
			}
			node->available++;
			double score = node->reward / node->visits +
				       exploration * sqrt(log((double)node->available) / node->visits);
			if (score > best_score) {
				best_score = score;
				best = node;
				best_move = i;
			}
		}
		if (fresh) {
			struct tree_node *node = add_node(bot, child_key(key, moves[fresh_move]));
			if (node) {
				node->available = 1;
				best = node;
				best_move = fresh_move;
				expanded = true;
			}
		}
		if (!best)
			break;   /* the table is full: the playout goes on from here */
		path[depth].node = best;
		path[depth].side = side_of(&game, game.seat);
		depth++;
		struct escopa_play_result result;
		game_apply(&game, moves[best_move], &result);
		key = child_key(key, moves[best_move]);
		if (result.flags & ESCOPA_PLAYED_REDEALT)
			key = observe_deal(key, &game, source->viewer);
	}
	playout_greedy(&game);
	double value[MAX_SEATS];
	for (int side = 0; side < game.sides; side++)
		value[side] = hand_value(&game, start, side);
	for (int i = 0; i < depth; i++) {
		path[i].node->visits++;
		path[i].node->reward += value[path[i].side];
	}
}

void
ismcts_search(struct escopa_bot *bot, const struct deal_source *source, uint64_t seed,
	      double deadline)
{
	const struct escopa_game *known = source->known;
	size_t n = bot->n_moves = list_moves(known, bot->moves);
	for (size_t i = 0; i < n; i++) {
		bot->stats.sum[i] = 0;
		bot->stats.count[i] = 0;
	}
	clear_nodes(bot);
	int start[MAX_SEATS];
	hand_start(known, start);
	uint64_t rng = seed;
	uint64_t root_key = child_key(seed, 0);
	double exploration = bot->options.exploration / 1000.0;
	for (uint32_t it = 0; it < bot->options.iterations; it++) {
		if (it % 16 == 15 && deadline_passed(deadline))
			break;
		iterate(bot, source, root_key, &rng, start, exploration);
	}
	for (size_t i = 0; i < n; i++) {
		const struct tree_node *node = find_node(bot, child_key(root_key, bot->moves[i]));
		if (node) {
			bot->stats.sum[i] = node->reward;
			bot->stats.count[i] = node->visits;
		}
	}
}
