/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What the files of lib/bots/ share: the player object, the source of
 * sampled deals a search draws from, and the search kinds. */

#ifndef ESCOPA_BOT_PRIVATE_H
#define ESCOPA_BOT_PRIVATE_H

#include "../escopa-private.h"

/* Legal moves judged per decision, as the greedy player lists. */
#define BOT_MAX_MOVES 512
#define BOT_MAX_THREADS 64
#define BOT_DEFAULT_NODES 65536
#define BOT_MAX_NODES (1u << 24)
#define BOT_MAX_ENDGAME_CARDS 12

/* Where a search's deals come from: the seat's knowledge, sampled, or the
 * true game for the omniscient player. */
struct deal_source {
	const struct escopa_game *known;       /* lists the root moves; never a hidden card
						* for a fair search */
	const void *context;
	void (*sample)(const void *context, uint64_t *rng, struct escopa_game *out);
	bool fixed;                            /* every sample is the same deal */
	int viewer;
};

/* One ISMCTS node: the statistics of the move that leads to it. */
struct tree_node {
	uint64_t key;                          /* 0: free */
	uint32_t visits;
	uint32_t available;
	double reward;                         /* summed, for the side that moved */
};

/* What one thread's share of a decision adds up. */
struct move_stats {
	double sum[BOT_MAX_MOVES];
	uint32_t count[BOT_MAX_MOVES];
};

struct escopa_bot {
	enum escopa_bot_kind kind;
	struct escopa_bot_options options;     /* defaults filled in */
	escopa_move_t moves[BOT_MAX_MOVES];    /* the root's, of the last decision */
	size_t n_moves;
	struct move_stats stats;
	struct tree_node *nodes;               /* ISMCTS: a power of two of them */
	uint32_t *used;                        /* the nodes in use, to clear them */
	uint32_t node_mask;
	uint32_t n_used;
};

/* playout.c */
/* A SplitMix64 mix of two words, for seeds and keys. */
uint64_t bot_mix(uint64_t a, uint64_t b);
/* The hand's points so far by side; what hand_gains() counts from. */
void hand_start(const struct escopa_game *game, int *start);
/* The value of the finished hand for a side: its points since `start`
 * minus the mean of the other sides'. */
double hand_value(const struct escopa_game *game, const int *start, int side);
/* Plays the hand out with the greedy player on every seat. */
void playout_greedy(struct escopa_game *game);
/* Cards still to be played this hand: in the hands and the stock. */
int cards_left(const struct escopa_game *game);
/* The legal moves of the seat to play, at most BOT_MAX_MOVES. */
size_t list_moves(const struct escopa_game *game, escopa_move_t *moves);

/* endgame.c: the rest of the hand solved exactly on a known deal, both
 * or every side playing its best; the value for `side` as hand_value(). */
double endgame_value(const struct escopa_game *game, const int *start, int side);

/* pimc.c: fills bot->moves and bot->stats. */
void pimc_search(struct escopa_bot *bot, const struct deal_source *source, uint64_t seed,
		 uint32_t samples, double deadline);
/* ismcts.c */
void ismcts_search(struct escopa_bot *bot, const struct deal_source *source, uint64_t seed,
		   double deadline);

/* bot.c: seconds on a monotonic clock, and whether a deadline passed
 * (0: none). */
double bot_clock(void);
static inline bool
deadline_passed(double deadline)
{
	return deadline > 0 && bot_clock() >= deadline;
}

#endif /* ESCOPA_BOT_PRIVATE_H */
