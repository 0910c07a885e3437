/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What the files of lib/bots/ share: the bot object and its settings, the
 * source of sampled deals a search draws from, and the search kinds. */

#ifndef ESCOPA_BOT_PRIVATE_H
#define ESCOPA_BOT_PRIVATE_H

#include "../escopa-private.h"

/* Legal moves judged per decision, as the greedy player lists. */
#define BOT_MAX_MOVES 512
#define BOT_MAX_THREADS 64
#define BOT_OPTION_COUNT 10

/* What a bot is made of: its kind, its seed, and every option's value by
 * enum escopa_bot_option. The batch copies it to make bots of its own. */
struct bot_settings {
	enum escopa_bot_kind kind;
	uint64_t seed;
	int value[BOT_OPTION_COUNT];
};

/* Where a search's deals come from: the seat's knowledge, sampled, or the
 * true game for the omniscient bot. */
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

/* What one thread's share of a decision adds up, by root move. */
struct move_stats {
	double sum[BOT_MAX_MOVES];
	uint32_t count[BOT_MAX_MOVES];
};

/* An ISMCTS tree: a hash table of nodes, a power of two of them. */
struct tree {
	struct tree_node *nodes;
	uint32_t *used;                        /* the nodes in use, to clear them */
	uint32_t mask;
	uint32_t n_used;
};

/* One decision's work, shared by the threads: units (sampled deals or
 * tree iterations) index, index + threads, ... go to thread `index`. */
struct search_job {
	enum escopa_bot_kind kind;             /* PIMC (omniscient too) or ISMCTS */
	const struct deal_source *source;
	const escopa_move_t *moves;            /* the root's */
	size_t n_moves;
	uint64_t seed;
	uint32_t budget;
	int threads;
	double deadline;                       /* 0: none */
	int endgame_cards;
	uint32_t endgame_nodes;                /* a solve's most, ENDGAME_MAX_NODES or fewer */
	bool minimax;                          /* the other sides play their best in a solve */
	int lookahead;                         /* PIMC: 1, or 2 with the seat's next move */
	double exploration;                    /* ISMCTS, in points */
	uint32_t first_sample;                 /* PIMC: the deals [first_sample, budget) */
	const bool *racing;                    /* PIMC: the moves judged, NULL for all */
};

struct search_share {
	struct move_stats stats;
	struct tree tree;                      /* ISMCTS's, one per thread */
};

struct escopa_bot {
	struct bot_settings settings;
	escopa_move_t moves[BOT_MAX_MOVES];    /* the root's, of the last decision */
	size_t n_moves;
	struct move_stats stats;               /* the shares added up */
	struct search_share *shares;           /* `threads` of them; 0 is the caller's */
	int n_shares;
	uint32_t tree_nodes;                   /* each share's tree, 0 when none */
	struct bot_pool *pool;                 /* the other threads, NULL with one */
};

static inline int
bot_option(const struct escopa_bot *bot, enum escopa_bot_option option)
{
	return bot->settings.value[option];
}

/* bot-options.c: the defaults of a kind; a bot made from settings. */
bool bot_kind_valid(enum escopa_bot_kind kind);
void bot_defaults(enum escopa_bot_kind kind, uint64_t seed, struct bot_settings *out);
enum escopa_status bot_new_settings(const struct bot_settings *settings,
				    struct escopa_bot **bot);

/* playout.c */
/* A SplitMix64 mix of two words, for seeds and keys. */
uint64_t bot_mix(uint64_t a, uint64_t b);
/* The hand's points so far by side; what hand_gains() counts from. */
void hand_start(const struct escopa_game *game, int *start);
/* The value of the finished hand for a side: its points since `start`
 * minus the mean of the other sides', times (sides - 1) so that it is a
 * whole number and sums of values are exact. */
int hand_value(const struct escopa_game *game, const int *start, int side);
/* Plays the hand out with the greedy player on every seat. */
void playout_greedy(struct escopa_game *game);
/* Cards still to be played this hand: in the hands and the stock. */
int cards_left(const struct escopa_game *game);
/* The legal moves of the seat to play, at most BOT_MAX_MOVES. */
size_t list_moves(const struct escopa_game *game, escopa_move_t *moves);

/* endgame.c: the rest of the hand solved exactly on a known deal, `side`
 * playing its best and every other side its best too, or the greedy
 * player's move with greedy_others; the value for `side` as hand_value().
 * False, and *value unchanged, when the search would visit more than
 * max_nodes positions (a table with many ways to capture). */
bool endgame_value(const struct escopa_game *game, const int *start, int side,
		   uint32_t max_nodes, bool greedy_others, int *value);
/* The same, and the positions it visited into *visited (all of them when
 * it gave up). */
bool endgame_solve(const struct escopa_game *game, const int *start, int side,
		   uint32_t max_nodes, bool greedy_others, int *value, uint32_t *visited);
/* The nodes a solve may visit before PIMC judges by a playout instead. */
#define ENDGAME_MAX_NODES 1000
/* The nodes all the solves of one decision may visit, shared out evenly
 * over its deals and moves before it starts (so that the share does not
 * depend on threads): what bounds a decision on a big table. */
#define ENDGAME_DECISION_NODES 1200000

/* pimc.c and ismcts.c: one thread's share of a job, into share->stats
 * (zeroed first). */
void pimc_share(const struct search_job *job, int index, struct search_share *share);
void ismcts_share(const struct search_job *job, int index, struct search_share *share);
/* ismcts.c: a tree of at least `nodes` nodes; false when out of memory. */
bool tree_init(struct tree *tree, uint32_t nodes);
void tree_free(struct tree *tree);

/* pool.c: the threads beyond the caller's, started with the bot. */
struct bot_pool;
enum escopa_status pool_new(struct escopa_bot *bot, int threads, struct bot_pool **pool);
/* Runs the job's shares 1.. on the pool and share 0 on the caller. */
void pool_run(struct escopa_bot *bot, struct bot_pool *pool, const struct search_job *job);
void pool_free(struct bot_pool *pool);
/* One share of a job, whatever its kind. */
void search_share_run(const struct search_job *job, int index, struct search_share *share);

/* bot.c: escopa_bot_choose_game() with `extra` mixed into the seed, for
 * callers that keep a seed stream of their own (the batch's slots). */
enum escopa_status bot_choose_seeded(struct escopa_bot *bot, const struct escopa_game *game,
				     uint64_t extra, escopa_move_t *move);

/* bot.c: seconds on a monotonic clock, and whether a deadline passed
 * (0: none). */
double bot_clock(void);
static inline bool
deadline_passed(double deadline)
{
	return deadline > 0 && bot_clock() >= deadline;
}

#endif /* ESCOPA_BOT_PRIVATE_H */
