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
 * added per iteration, then the greedy player ends the hand. Each share
 * may spend job->cap units (what bounds a decision on a big table);
 * an iteration that the cap or the deadline cuts short adds nothing.
 */

#include <math.h>
#include <stdlib.h>
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

bool
tree_init(struct tree *tree, uint32_t nodes)
{
	uint32_t size = 16;
	while (size < nodes)
		size *= 2;
	tree->nodes = calloc(size, sizeof *tree->nodes);
	tree->used = calloc(size, sizeof *tree->used);
	tree->mask = size - 1;
	tree->n_used = 0;
	if (!tree->nodes || !tree->used) {
		tree_free(tree);
		return false;
	}
	return true;
}

void
tree_free(struct tree *tree)
{
	free(tree->nodes);
	free(tree->used);
	tree->nodes = NULL;
	tree->used = NULL;
}

/* The node of a key, NULL if it is not in the table. */
static struct tree_node *
find_node(const struct tree *tree, uint64_t key)
{
	for (uint32_t i = (uint32_t)key & tree->mask;; i = (i + 1) & tree->mask) {
		struct tree_node *node = &tree->nodes[i];
		if (node->key == key)
			return node;
		if (node->key == 0)
			return NULL;
	}
}

static struct tree_node *
add_node(struct tree *tree, uint64_t key)
{
	if ((uint64_t)tree->n_used * FILL_DENOMINATOR >=
	    (uint64_t)(tree->mask + 1) * FILL_NUMERATOR)
		return NULL;
	uint32_t i = (uint32_t)key & tree->mask;
	while (tree->nodes[i].key != 0)
		i = (i + 1) & tree->mask;
	tree->used[tree->n_used++] = i;
	struct tree_node *node = &tree->nodes[i];
	node->key = key;
	return node;
}

static void
clear_nodes(struct tree *tree)
{
	for (uint32_t i = 0; i < tree->n_used; i++)
		memset(&tree->nodes[tree->used[i]], 0, sizeof tree->nodes[0]);
	tree->n_used = 0;
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
 * hand's value for each mover added along the path; false, nothing added
 * but the node and its availability counts, once the meter has stopped. */
static bool
iterate(struct tree *tree, const struct deal_source *source, uint64_t root_key,
	uint64_t *rng, const int *start, double exploration, struct meter *m)
{
	struct escopa_game game;
	source->sample(source->context, rng, &game);
	struct step path[MAX_PATH];
	int depth = 0;
	uint64_t key = root_key;
	escopa_move_t moves[BOT_MAX_MOVES];
	bool expanded = false;
	while (game.phase == ESCOPA_PHASE_PLAYING && !expanded && depth < MAX_PATH) {
		size_t n = list_metered(&game, moves, m);
		if (n == 0 || !meter_tick(m, m->deadline > 0))
			return false;
		struct tree_node *best = NULL;
		size_t best_move = 0;
		double best_score = -INFINITY;
		size_t fresh = 0, fresh_move = 0;
		for (size_t i = 0; i < n; i++) {
			struct tree_node *node = find_node(tree, child_key(key, moves[i]));
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
			struct tree_node *node = add_node(tree, child_key(key, moves[fresh_move]));
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
		game_apply_simulated(&game, moves[best_move], &result);
		key = child_key(key, moves[best_move]);
		if (result.flags & ESCOPA_PLAYED_REDEALT)
			key = observe_deal(key, &game, source->viewer);
	}
	if (!playout_greedy(&game, m))
		return false;
	int value[MAX_SEATS];
	for (int side = 0; side < game.sides; side++)
		value[side] = hand_value(&game, start, side);
	for (int i = 0; i < depth; i++) {
		path[i].node->visits++;
		path[i].node->reward += value[path[i].side];
	}
	return true;
}

/* Each thread grows a tree of its own from its own generator (root
 * parallelisation); the root moves' statistics are added up. */
void
ismcts_share(const struct search_job *job, int index, struct search_share *share)
{
	const struct deal_source *source = job->source;
	struct move_stats *stats = &share->stats;
	for (size_t i = 0; i < job->n_moves; i++) {
		stats->sum[i] = 0;
		stats->count[i] = 0;
	}
	struct tree *tree = &share->tree;
	clear_nodes(tree);
	int start[MAX_SEATS];
	hand_start(source->known, start);
	uint64_t rng = bot_mix(job->seed, (uint64_t)index);
	uint64_t root_key = child_key(job->seed, 0);
	/* values are hand_value()'s, times (sides - 1) */
	double exploration = job->exploration * (source->known->sides - 1);
	struct meter *m = &share->meter;
	meter_start(m, job->deadline, job->clock);
	meter_limit(m, job->cap);
	for (uint32_t it = (uint32_t)index; it < job->budget; it += (uint32_t)job->threads) {
		if (!iterate(tree, source, root_key, &rng, start, exploration, m))
			break;
	}
	for (size_t i = 0; i < job->n_moves; i++) {
		const struct tree_node *node = find_node(tree, child_key(root_key, job->moves[i]));
		if (node) {
			stats->sum[i] = node->reward;
			stats->count[i] = node->visits;
		}
	}
}
