/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the files of the batch share (batch.h is the public side): the
 * batch object, the state it keeps per slot, and the calls between its
 * files:
 *   batch.c        making, binding, stepping and freeing a batch, its
 *                  settings;
 *   step.c         a step in each slot: checking the actions, playing on
 *                  to a learner's seat, writing the slot's row of the
 *                  buffers;
 *   threads.c      the worker threads that share a step;
 *   masks.c        the fixed action space and its masks;
 *   observations.c the observations, kept up to date in each slot;
 *   seat-bots.c    the seats the batch plays itself;
 *   info-states.c  the last games ended in the slots, and the
 *                  information state of any seat.
 */

#ifndef ESCOPA_BATCH_PRIVATE_H
#define ESCOPA_BATCH_PRIVATE_H

#include "../escopa-private.h"
#include "../bots/bot-private.h"

#define MAX_BATCH (1u << 20)
#define LISTED 8
#define MAX_THREADS 64

/* The fixed action space (batch.h): K actions per card id. */
#define K ESCOPA_BATCH_MOVES_PER_CARD
/* Moves of a mask's actions kept per slot, in action order, so that most
 * actions are played without listing the moves again. */
#define MASK_CACHE 24
/* What a "more" action keeps in the cache. */
#define MORE_MOVE UINT64_MAX
/* Moves listed on the stack by a step; a longer list is read past it by
 * index, one escopa_game_move_at() a move: slow, but never seen in play
 * (the most found in random Comodines games is 504). The greedy player's
 * own limit. */
#define LIST_CAP 512

/* A seat the batch plays: a copy of the caller's bot's kind, seed and
 * options. */
struct seat_player {
	bool set;
	struct bot_settings bot;
};

/* The state the fixed action space keeps per slot (allocated at bind):
 * the mask's truth, since the caller's mask bytes are its memory. */
struct mask_state {
	/* card c's actions c*K + j are legal for j < actions[c] */
	uint8_t actions[ESCOPA_CARD_COUNT];
	/* the rank among the mask's actions of c*K (where actions[c] > 0):
	 * its place in the cache, 255 past it */
	uint8_t start[ESCOPA_CARD_COUNT];
	uint64_t more;                 /* cards whose action K-1 is "more" */
	int8_t card;                   /* the card of a pending sub-decision, or -1 */
	uint8_t cached;
	uint32_t offset;               /* its window's first move, 0 if none */
	escopa_move_t cache[MASK_CACHE];  /* the mask's moves in action order */
};

/* The observations of a slot's seats as of its last write
 * (observations.c): the card sets and the rest they were written
 * from, and each seat's observation. */
struct seen_cards {
	escopa_cardset_t hands[MAX_SEATS], captured[MAX_SEATS], table, set_aside;
	escopa_cardset_t stacked;       /* every stack's cards */
	/* what the rows' bytes from 42 on were written from: the game's
	 * games_won, ... */
	uint16_t games_won[MAX_SEATS];
	uint32_t hand_number;
	uint16_t game_number;
	uint8_t dealer, phase;
	/* ... and those kept up to date in every row on their own (with
	 * the hands' sizes): the score and sweeps as one (POINTS_SIZE
	 * bytes), ... */
	uint8_t points[12];
	uint8_t stock_left;
	int8_t last_capture_side;
	uint8_t current;                /* by seat: its bytes from 42 on are up to date */
	uint8_t rows[MAX_SEATS][ESCOPA_OBSERVATION_SIZE];
};

/* The workers and their hand-over (threads.c). */
struct worker;
struct sync;

/* Games per chunk. */
#define CHUNK 32

/* The most steps a stalled batch runs on one thread before trying its
 * workers again. */
#define MAX_BACKOFF 1024

struct escopa_batch {
	struct escopa_rules rules;
	int players;
	size_t size;
	bool bound;
	struct escopa_batch_buffers buf;
	uint64_t *streams;              /* each slot's seed stream */
	struct escopa_game *games;
	/* The first LISTED moves the batch wrote for each game's current
	 * state: an action that picks one of them, unchanged in the caller's
	 * buffer, is legal without asking check_move(). kept[i] says how
	 * many of game i's are current (the caller's counts are not
	 * trusted). */
	escopa_move_t *listed;
	uint8_t *kept;

	/* since 1.4 */
	enum escopa_batch_reward reward;
	uint64_t seed;
	struct mask_state *masks;       /* with action_masks bound */
	size_t mask_slots;              /* allocated */
	struct seat_player seat_players[MAX_SEATS];
	int n_seat_players;
	uint64_t *player_streams;       /* each slot's players' seeds */
	/* The search players, MAX_SEATS per thread (NULL where the seat is
	 * the learner's or its player needs no object). */
	struct escopa_bot **bots;
	int bot_threads;
	/* Each slot's plays of the current deal round, for the information
	 * states; and, with final buffers bound, the last game that ended in
	 * it with its round (has_final: one has since the bind). */
	struct round_history *history;
	struct escopa_game *finals;
	struct round_history *final_history;
	uint8_t *has_final;
	size_t final_slots;             /* allocated */

	/* Worker threads (escopa_batch_set_threads); the calling thread
	 * checks every action, then steps chunks with them. */
	int threads;                    /* as set */
	int active;                     /* threads stepping: at most threads */
	/* After a round whose last chunk kept the caller waiting past its
	 * spin (a worker's core taken by other work), the next `solo` steps
	 * run on the calling thread alone; `backoff` doubles with each such
	 * round in a row, up to MAX_BACKOFF, and is forgotten slowly. */
	int solo, backoff;
	size_t chunks;                  /* chunks of CHUNK games */
	struct worker *workers;
	struct sync *sync;

	/* with observations bound (observations.c) */
	struct seen_cards *seen;
	size_t seen_slots;              /* allocated */
	/* the byte of each card set (hands, captured, table, set aside,
	 * stacks) by seat */
	uint8_t set_codes[2 * MAX_SEATS + 2 + MAX_STACKS][MAX_SEATS];
	/* where each seat's hand size is in each seat's observation, and
	 * the last capture's byte there by side, -1 first */
	uint8_t size_at[MAX_SEATS][MAX_SEATS];
	uint8_t capture_byte[MAX_SEATS][MAX_SEATS + 1];
	/* where each side's score and sweeps are in each seat's observation */
	uint8_t score_at[MAX_SEATS][MAX_SEATS], sweeps_at[MAX_SEATS][MAX_SEATS];
};

/* step.c */
void start_game(struct escopa_batch *batch, size_t i);
bool check_slice(const struct escopa_batch *batch, size_t first, size_t end);
void reset_row(struct escopa_batch *batch, size_t i, int thread);
void step_slice(struct escopa_batch *batch, size_t first, size_t end, int thread);

/* observations.c */
bool reserve_seen(struct escopa_batch *batch);
void write_observation(struct escopa_batch *batch, size_t i, int me, uint8_t *obs);

/* Writes what every row of game i gets, masks or not, into the bound
 * buffers: the observation and information state of the seat to play,
 * that seat and its side. Inline: a step writes a row per game, and
 * step.c and masks.c each write the rest. */
static inline void
write_seat_state(struct escopa_batch *batch, size_t i)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	const struct escopa_game *game = &batch->games[i];
	if (b->observations)
		write_observation(batch, i, observed_seat(game),
				  b->observations + i * ESCOPA_OBSERVATION_SIZE);
	if (b->info_states)
		info_state_from(game, game->seat, &batch->history[i],
				b->info_states + i * ESCOPA_INFO_STATE_SIZE);
	if (b->to_play_seats)
		b->to_play_seats[i] = (int8_t)game->seat;
	if (b->to_play_sides)
		b->to_play_sides[i] = (int8_t)side_of(game, game->seat);
}

/* threads.c */
void step_games(struct escopa_batch *batch);
void stop_workers(struct escopa_batch *batch);

/* masks.c, and the checks a step makes of every action, inline */
bool reserve_masks(struct escopa_batch *batch);
void write_masked_state(struct escopa_batch *batch, size_t i);
escopa_move_t mask_move_listed(struct escopa_batch *batch, size_t i, uint32_t a);

/* The move of an action in game i's mask, not "more": from the cache,
 * else listed again. Inline: a step plays one. */
static inline escopa_move_t
mask_move(struct escopa_batch *batch, size_t i, uint32_t a)
{
	const struct mask_state *m = &batch->masks[i];
	size_t rank = (size_t)m->start[a / K] + a % K;
	if (rank < m->cached)
		return m->cache[rank];
	return mask_move_listed(batch, i, a);
}

/* The move at `index` of a list of `count` of which `listed` are in
 * `list`. */
static inline escopa_move_t
list_at(const struct escopa_game *game, const escopa_move_t *list, size_t listed, size_t index)
{
	escopa_move_t move = 0;
	if (index < listed)
		return list[index];
	escopa_game_move_at(game, index, &move);
	return move;
}

/* Whether an action is in game i's mask. */
static inline bool
mask_has(const struct mask_state *m, uint32_t a)
{
	return a < ESCOPA_BATCH_ACTIONS && a % K < m->actions[a / K];
}

/* Whether an action in the mask is "more". */
static inline bool
is_more(const struct mask_state *m, uint32_t a)
{
	return a % K == K - 1 && (m->more >> (a / K) & 1);
}

/* seat-bots.c */
void free_bots(struct escopa_bot **bots, int threads);
bool make_bots(const struct seat_player *seats, int threads, struct escopa_bot ***out);
escopa_move_t seat_move(struct escopa_batch *batch, size_t i, int thread);
enum escopa_status set_seat(struct escopa_batch *batch, int seat, const struct escopa_bot *player);

/* info-states.c */
bool reserve_finals(struct escopa_batch *batch, bool finals);
void free_finals(struct escopa_batch *batch);

#endif /* ESCOPA_BATCH_PRIVATE_H */
