/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What the files of lib/bots/ share: the bot object and its settings, the
 * meter that bounds a decision's work and time, the source of sampled
 * deals a search draws from, and the search kinds. */

#ifndef ESCOPA_BOT_PRIVATE_H
#define ESCOPA_BOT_PRIVATE_H

#include <stdatomic.h>
#include "../escopa-private.h"

/* Legal moves judged per decision, as the greedy player lists. */
#define BOT_MAX_MOVES 512
#define BOT_MAX_THREADS 64
#define BOT_OPTION_COUNT 11

/* The learned evaluation's kinds, test-only: in a build configured with
 * -Dlearned_bots=true alone (tools/train/README.md). The network alone
 * (the exact search once nothing is hidden), and PIMC judging only the
 * root moves the network scores within LEARNED_PRUNE_MARGIN of its best. */
#ifdef ESCOPA_LEARNED_BOTS
#define BOT_KIND_LEARNED ((enum escopa_bot_kind)5)
#define BOT_KIND_PIMC_LEARNED ((enum escopa_bot_kind)6)
#endif

/* What a bot is made of: its kind, its seed, and every option's value by
 * enum escopa_bot_option. The batch copies it to make bots of its own. */
struct bot_settings {
	enum escopa_bot_kind kind;
	uint64_t seed;
	int value[BOT_OPTION_COUNT];
};

/*
 * The work of a decision is counted in units: one unit is a move listed
 * (and, in a playout, weighed by the greedy heuristic); a listing that
 * walks more captures than it writes (the captures of single cards are
 * walked one by one, even to count them) costs a unit per WALK_PER_UNIT
 * captures walked too. A unit costs about 20 ns of one core of this
 * project's machines, within a small factor on any table.
 */
#define WALK_PER_UNIT 5
#define WALK_MAX 262144
/* The meter reads the clock each time this many units have been spent,
 * and, with a deadline, after every listing and every weighing too. */
#define CLOCK_EVERY_UNITS 1024
/* The units a PIMC decision's playouts may spend, as estimated on its
 * first deal, about 6 ms of one core of this project's machines: a big
 * table gets fewer deals. */
#define PIMC_DECISION_WORK 320000
/* The units all the deals of a PIMC decision may spend, its estimate
 * aside: past them the decision stops and plays the greedy move. The
 * decisions of games of every preset spend a fraction of it (the most
 * seen, by solves of 12 cards (`endgame_cards` 12), a quarter); a table of
 * hundreds of captures can spend more. */
#define PIMC_DECISION_CAP (16 * (uint64_t)PIMC_DECISION_WORK)
/* The units an ISMCTS decision may spend, shared out evenly over its
 * threads: past them it stops iterating. The default 5000 iterations
 * spend a fifth of it at the most on the positions of games of every
 * preset; more iterations, or a big table, can spend more. */
#define ISMCTS_DECISION_CAP 4000000

struct meter;
/* A clock in seconds: bot_clock(), or a test's, which may look at the
 * meter that asks (NULL when a decision starts). */
typedef double bot_clock_fn(const struct meter *asking);

/* One share's count of a decision's work, and when it must stop: past its
 * own `limit` of units, at the deadline, or once the units of all the
 * shares of the decision, added up in `*shared` at each slow check,
 * pass `shared_cap`. Once stopped it stays stopped. */
struct meter {
	uint64_t used;
	uint64_t limit;                        /* UINT64_MAX - 1: none */
	uint64_t check_at;                     /* the next slow check */
	double deadline;                       /* 0: none */
	bot_clock_fn *clock;
	atomic_uint_fast64_t *shared;          /* NULL: none */
	uint64_t shared_cap;
	uint64_t flushed;                      /* of `used`, added to *shared */
	bool stopped;
	bool late;                             /* stopped by the deadline */
	uint64_t used_at_deadline;             /* `used` when the clock said so */
};

void meter_start(struct meter *m, double deadline, bot_clock_fn *clock);
/* A cap of its own: stop once more than `units` more have been spent. */
void meter_limit(struct meter *m, uint64_t units);
/* A cap shared with the other shares of a decision. */
void meter_share(struct meter *m, atomic_uint_fast64_t *shared, uint64_t cap);
/* The slow check of meter_spend(): the caps and the clock. */
bool meter_check(struct meter *m);
/* Adds what is left of `used` to the shared count. */
void meter_flush(struct meter *m);

/* Spends units; false once the meter has stopped. */
static inline bool
meter_spend(struct meter *m, uint64_t units)
{
	m->used += units;
	if (m->used < m->check_at)
		return true;
	return meter_check(m);
}

/* With a deadline (`timed`, read once before a loop), reads the clock
 * between the listing and the weighing of a step (on a big table each can
 * take a millisecond); false once the meter has stopped. */
static inline bool
meter_tick(struct meter *m, bool timed)
{
	return !timed || meter_check(m);
}

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

/* inference.c: the view a fair search samples from: `view` with, for
 * each other seat, the values it declined to sweep with this round added
 * to the cards it is known not to hold, as long as some deal still fits. */
void infer_view(const struct escopa_view *view, struct escopa_view *out);

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
	bot_clock_fn *clock;
	atomic_uint_fast64_t *spent;           /* PIMC: the units of all its shares */
	int endgame_cards;
	uint32_t endgame_nodes;                /* a solve's most, ENDGAME_MAX_NODES or fewer */
	bool minimax;                          /* the other sides play their best in a solve */
	int lookahead;                         /* PIMC: 1, or 2 with the seat's next move */
	double exploration;                    /* ISMCTS, in points */
	uint32_t first_sample;                 /* PIMC: the deals [first_sample, budget) */
	const bool *racing;                    /* PIMC: the moves judged, NULL for all */
	uint64_t cap;                          /* PIMC: units all its shares may spend; ISMCTS:
						* units each share may spend */
};

struct search_share {
	struct move_stats stats;
	struct tree tree;                      /* ISMCTS's, one per thread */
	struct meter meter;                    /* this share's count of the job */
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
	bot_clock_fn *clock;                   /* bot_clock(); tests give their own */
	uint64_t pimc_cap;                     /* PIMC_DECISION_CAP; tests lower them */
	uint64_t ismcts_cap;                   /* ISMCTS_DECISION_CAP */
	/* The last decision's work in units, and when its deadline was seen
	 * (work_at_deadline < work only if it was): for tests and benchmarks. */
	uint64_t work;
	uint64_t work_at_deadline;
	bool fell_back;                        /* it played the greedy move: nothing searched in time */
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
/* Cards still to be played this hand: in the hands and the stock. */
int cards_left(const struct escopa_game *game);
/* The legal moves of the seat to play, at most BOT_MAX_MOVES. */
size_t list_moves(const struct escopa_game *game, escopa_move_t *moves);
/* The units of a listing of `count` moves; *n the moves written. */
static inline uint64_t
listing_units(const struct escopa_game *game, size_t count, size_t *n)
{
	if (count <= BOT_MAX_MOVES) {
		*n = count;
		return count;
	}
	*n = BOT_MAX_MOVES;
	uint64_t units = BOT_MAX_MOVES;
	/* Captures of single cards are walked one by one, even to count them;
	 * under capture multiples a table adding up to 64 or more has them
	 * counted by their sums instead. */
	if (!rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) || game->table_value < 64)
		units += (count < WALK_MAX ? count : WALK_MAX) / WALK_PER_UNIT;
	return units;
}

/* The legal moves, at most BOT_MAX_MOVES, charged to the meter: 0 once it
 * has stopped. Inline: every step of every playout and solve lists. */
static inline size_t
list_metered(const struct escopa_game *game, escopa_move_t *moves, struct meter *m)
{
	size_t count = 0, n;
	if (escopa_game_moves(game, moves, BOT_MAX_MOVES, &count) != ESCOPA_OK)
		return 0;
	return meter_spend(m, listing_units(game, count, &n)) ? n : 0;
}
/* Plays the hand out with the greedy player on every seat; false, the
 * game part-played, once the meter has stopped. */
bool playout_greedy(struct escopa_game *game, struct meter *m);

/* endgame.c: the rest of the hand solved exactly on a known deal, `side`
 * playing its best and every other side its best too, or the greedy
 * player's move with greedy_others; the value for `side` as hand_value().
 * A solve gives up past max_nodes positions (a table with many ways to
 * capture), and stops with the meter. *visited: the positions it
 * visited (all of them when it gave up). */
enum solve_result { SOLVED, GAVE_UP, STOPPED };
enum solve_result endgame_solve(const struct escopa_game *game, const int *start, int side,
				uint32_t max_nodes, bool greedy_others, struct meter *m,
				int *value, uint32_t *visited);
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

/* mistakes.c: the beginner a bot plays as on its mistakes, and the blind
 * spot it has on one decision. */
enum blind_spot {
	BLIND_NONE,                /* no mistake: the bot plays as itself */
	BLIND_BIG_CAPTURES,        /* does not see captures of 3 piles or more */
	BLIND_SWEEP_DANGER,        /* forgets that the next player could sweep */
	BLIND_SEVENS_AND_COINS,    /* values sevens and coins as plain cards */
	BLIND_MOST_CARDS,          /* grabs the most cards, whatever they are worth */
	BLIND_SPOTS
};
/* Whether a decision whose generator is `rng` is one of the `mistakes`
 * thousandths, and with which blind spot; BLIND_NONE when it is not. */
enum blind_spot mistake_draw(uint64_t rng, int mistakes);
/* The beginner's move for the view's seat (it is to play) with that
 * blind spot (BLIND_NONE: none): a pure function of the view. */
escopa_move_t beginner_move(const struct escopa_view *view, enum blind_spot blind);

/* bot.c: escopa_bot_choose_game() with `extra` mixed into the seed, for
 * callers that keep a seed stream of their own (the batch's slots). */
enum escopa_status bot_choose_seeded(struct escopa_bot *bot, const struct escopa_game *game,
				     uint64_t extra, escopa_move_t *move);

/* bot.c: seconds on a monotonic clock. */
double bot_clock(const struct meter *asking);

#endif /* ESCOPA_BOT_PRIVATE_H */
