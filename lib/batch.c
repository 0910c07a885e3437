/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A vectorised batch of games for learning code: one call plays a move in
 * every game and writes observations, move lists, rewards and done flags
 * into the caller's buffers. */

#define _POSIX_C_SOURCE 200809L /* pthreads, clock_gettime */

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "aligned.h"
#include "escopa-private.h"
#include "bots/bot-private.h"

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

/* The version-1 struct ends with `winners`, version 2 with `more_offsets`. */
#define BUFFERS_V1_SIZE \
	(offsetof(struct escopa_batch_buffers, winners) + sizeof(int8_t *))
#define BUFFERS_V2_SIZE \
	(offsetof(struct escopa_batch_buffers, more_offsets) + sizeof(uint32_t *))

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

/* Fewest games per thread worth a thread, so that a batch runs on fewer
 * threads than asked for when its step is too short to share. With
 * bench-batch on a quiet moment of the shared 2-vCPU machine, 256 games
 * on 2 threads ran 1.65 times 1 thread; below 128 games a thread the
 * machine was never quiet enough to tell (see the README). */
#define MIN_GAMES_PER_THREAD 128

/* How long a thread spins, with a pause instruction, waiting for the next
 * round (a worker) or the end of one (the calling thread) before it sleeps
 * on a condition variable: long enough to span the caller's work between
 * two steps, short enough not to hold a core that other work needs. */
#define SPIN_NS 100000

struct escopa_batch;

/* A worker thread steps chunks of the games each round. */
struct worker {
	struct escopa_batch *batch;
	pthread_t thread;
	int index;                      /* 1..: the caller is thread 0 */
};

/* The hand-over between the calling thread and the workers, on cache lines
 * of its own: one round per step. In a round every thread, the caller
 * too, claims chunks of CHUNK games until none is left, so a worker that
 * is late (asleep, or its core busy with other work) costs the step
 * nothing but the chunk it is stepping. The caller claims from the first
 * chunk up, the workers from the last down, so that with two threads each
 * keeps stepping about the same games, in the cache of its core. */
struct sync {
	_Alignas(64) atomic_size_t round;       /* bumped by the caller to start a round */
	atomic_int sleepers;                    /* workers asleep, or about to be */
	atomic_bool quit;
	/* the chunks left to claim, [lo, hi): lo in the low 32 bits */
	_Alignas(64) _Atomic uint64_t span;
	_Alignas(64) atomic_size_t finished;    /* chunks stepped this round */
	atomic_bool waiting;                    /* the caller asleep on done */
	_Alignas(64) pthread_mutex_t lock;
	pthread_cond_t go, done;
};

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
};

static inline void
cpu_pause(void)
{
#if defined(__x86_64__) || defined(__i386__)
	__builtin_ia32_pause();
#elif defined(__aarch64__) || defined(__arm__)
	__asm__ __volatile__("yield");
#endif
}

static long long
now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* Starts the next game of a slot from the slot's own stream. */
static void
start_game(struct escopa_batch *batch, size_t i)
{
	game_init(&batch->games[i], &batch->rules, batch->players,
		  rng_next(&batch->streams[i]));
	history_start(&batch->history[i], &batch->games[i]);
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_new(const struct escopa_rules *rules, int players, size_t size, uint64_t seed,
		 struct escopa_batch **out)
{
	if (!rules || !out)
		return ESCOPA_E_NULL;
	if (players < 2 || players > MAX_SEATS || size < 1 || size > MAX_BATCH)
		return ESCOPA_E_INVALID;
	struct escopa_batch *batch = calloc(1, sizeof *batch);
	if (!batch)
		return ESCOPA_E_NOMEM;
	batch->streams = malloc(size * sizeof *batch->streams);
	batch->games = malloc(size * sizeof *batch->games);
	batch->listed = malloc(size * LISTED * sizeof *batch->listed);
	batch->kept = calloc(size, 1);
	batch->player_streams = malloc(size * sizeof *batch->player_streams);
	batch->history = malloc(size * sizeof *batch->history);
	if (!batch->streams || !batch->games || !batch->listed || !batch->kept ||
	    !batch->player_streams || !batch->history) {
		free(batch->history);
		free(batch->streams);
		free(batch->games);
		free(batch->listed);
		free(batch->kept);
		free(batch->player_streams);
		free(batch);
		return ESCOPA_E_NOMEM;
	}
	batch->rules = *rules;
	batch->players = players;
	batch->size = size;
	batch->threads = 1;
	batch->active = 1;
	batch->seed = seed;
	for (size_t i = 0; i < size; i++) {
		batch->streams[i] = seed + i;
		/* another SplitMix64 stream per slot, away from the deals' */
		batch->player_streams[i] = bot_mix(seed + i, 0x706c61796572ULL);
		start_game(batch, i);
	}
	*out = batch;
	return ESCOPA_OK;
}

static void stop_workers(struct escopa_batch *batch);

static void
free_bots(struct escopa_bot **bots, int threads)
{
	for (int i = 0; bots && i < threads * MAX_SEATS; i++)
		escopa_bot_free(bots[i]);
	free(bots);
}

/* Frees the last games ended in the slots. */
static void
free_finals(struct escopa_batch *batch)
{
	free(batch->finals);
	free(batch->final_history);
	free(batch->has_final);
	batch->finals = NULL;
	batch->final_history = NULL;
	batch->has_final = NULL;
	batch->final_slots = 0;
}

ESCOPA_EXPORT void
escopa_batch_free(struct escopa_batch *batch)
{
	if (!batch)
		return;
	stop_workers(batch);
	free(batch->streams);
	free(batch->games);
	free(batch->listed);
	free(batch->kept);
	free(batch->masks);
	free(batch->player_streams);
	free(batch->history);
	free_finals(batch);
	free_bots(batch->bots, batch->bot_threads);
	free(batch);
}

/* Whether a player kind needs a player object (the search kinds); the
 * random and greedy players play on the game directly. */
static bool
needs_bot(const struct seat_player *p)
{
	return p->set && p->bot.kind != ESCOPA_BOT_RANDOM && p->bot.kind != ESCOPA_BOT_GREEDY;
}

/* Makes the search players of `seats` for `threads` threads into *out;
 * false when out of memory (nothing made). */
static bool
make_bots(const struct seat_player *seats, int threads, struct escopa_bot ***out)
{
	struct escopa_bot **bots = calloc((size_t)threads * MAX_SEATS, sizeof *bots);
	if (!bots)
		return false;
	for (int t = 0; t < threads; t++) {
		for (int s = 0; s < MAX_SEATS; s++) {
			if (needs_bot(&seats[s]) &&
			    bot_new_settings(&seats[s].bot, &bots[t * MAX_SEATS + s]) != ESCOPA_OK) {
				free_bots(bots, threads);
				return false;
			}
		}
	}
	*out = bots;
	return true;
}

/* The move the batch's player of the seat to play chooses, on thread
 * `thread`; draws from the slot's player stream. */
static escopa_move_t
seat_move(struct escopa_batch *batch, size_t i, int thread)
{
	const struct escopa_game *game = &batch->games[i];
	const struct seat_player *p = &batch->seat_players[game->seat];
	uint64_t r = rng_next(&batch->player_streams[i]);
	escopa_move_t move = 0;
	if (needs_bot(p)) {
		struct escopa_bot *bot = batch->bots[thread * MAX_SEATS + game->seat];
		if (bot_choose_seeded(bot, game, r, &move) == ESCOPA_OK)
			return move;
	}
	escopa_move_t list[LIST_CAP];
	size_t count = 0;
	escopa_game_moves(game, list, LIST_CAP, &count);
	size_t listed = count < LIST_CAP ? count : LIST_CAP;
	int randomness = p->bot.value[ESCOPA_BOT_OPT_RANDOMNESS];
	if (p->bot.kind == ESCOPA_BOT_GREEDY &&
	    !(randomness && bot_mix(r, 1) % 1000 < (uint64_t)randomness))
		return list[greedy_pick(game, list, listed)];
	size_t index = (size_t)(bot_mix(r, 2) % count);
	if (index < listed)
		return list[index];
	escopa_game_move_at(game, index, &move);
	return move;
}

/* The move at `index` of a list of `count` of which `listed` are in
 * `list`. */
static escopa_move_t
list_at(const struct escopa_game *game, const escopa_move_t *list, size_t listed, size_t index)
{
	escopa_move_t move = 0;
	if (index < listed)
		return list[index];
	escopa_game_move_at(game, index, &move);
	return move;
}

/* Sets up game i's mask state from its move list (a sub-decision pending
 * in it stays) and writes the mask row. */
static void
write_mask(struct escopa_batch *batch, size_t i, const escopa_move_t *list, size_t listed,
	   size_t count)
{
	const struct escopa_game *game = &batch->games[i];
	struct mask_state *m = &batch->masks[i];
	memset(m->actions, 0, sizeof m->actions);
	m->more = 0;
	uint8_t *row = batch->buf.action_masks + i * ESCOPA_BATCH_ACTIONS;
	memset(row, 0, ESCOPA_BATCH_ACTIONS);
	size_t rank = 0;
	for (size_t k = 0, end; k < count; k = end) {
		escopa_card_t card = ESCOPA_MOVE_CARD(list_at(game, list, listed, k));
		for (end = k + 1;
		     end < count && ESCOPA_MOVE_CARD(list_at(game, list, listed, end)) == card;
		     end++)
			;
		if (m->card >= 0 && card != m->card)
			continue;
		size_t first = k + (m->card >= 0 ? m->offset : 0), left = end - first;
		size_t n = left <= K ? left : K;   /* actions, "more" among them */
		size_t moves = left <= K ? left : K - 1;
		m->actions[card] = (uint8_t)n;
		m->start[card] = (uint8_t)(rank < 255 ? rank : 255);
		/* n bytes of 1 at the card's K, in one store */
		uint64_t ones = UINT64_C(0x0101010101010101) >> (8 * (K - n));
		memcpy(row + (size_t)card * K, &ones, K);
		for (size_t j = 0; j < moves && rank + j < MASK_CACHE; j++)
			m->cache[rank + j] = list_at(game, list, listed, first + j);
		if (left > K) {
			m->more |= UINT64_C(1) << card;
			if (rank + K - 1 < MASK_CACHE)
				m->cache[rank + K - 1] = MORE_MOVE;
		}
		rank += n;
	}
	m->cached = (uint8_t)(rank < MASK_CACHE ? rank : MASK_CACHE);
}

/* Whether an action is in game i's mask. */
static bool
mask_has(const struct mask_state *m, uint32_t a)
{
	return a < ESCOPA_BATCH_ACTIONS && a % K < m->actions[a / K];
}

/* Whether an action in the mask is "more". */
static bool
is_more(const struct mask_state *m, uint32_t a)
{
	return a % K == K - 1 && (m->more >> (a / K) & 1);
}

/* The move of an action in game i's mask, not "more". */
static escopa_move_t
mask_move(struct escopa_batch *batch, size_t i, uint32_t a)
{
	const struct mask_state *m = &batch->masks[i];
	size_t rank = (size_t)m->start[a / K] + a % K;
	if (rank < m->cached)
		return m->cache[rank];
	/* past the cache: the card's first move in the list, then j on */
	const struct escopa_game *game = &batch->games[i];
	escopa_move_t list[LIST_CAP];
	size_t count = 0;
	escopa_game_moves(game, list, LIST_CAP, &count);
	size_t listed = count < LIST_CAP ? count : LIST_CAP, k = 0;
	while (ESCOPA_MOVE_CARD(list_at(game, list, listed, k)) != a / K)
		k++;
	return list_at(game, list, listed, k + (m->card >= 0 ? m->offset : 0) + a % K);
}

/* Writes game i's observation and move list into the bound buffers. */
static void
write_state(struct escopa_batch *batch, size_t i)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	const struct escopa_game *game = &batch->games[i];
	if (b->observations)
		escopa_game_observe(game, b->observations + i * ESCOPA_OBSERVATION_SIZE);
	if (b->info_states)
		info_state_from(game, game->seat, &batch->history[i],
				b->info_states + i * ESCOPA_INFO_STATE_SIZE);
	if (b->to_play_seats)
		b->to_play_seats[i] = (int8_t)game->seat;
	if (b->to_play_sides)
		b->to_play_sides[i] = (int8_t)side_of(game, game->seat);
	if (b->action_masks) {
		if (b->more_offsets)
			b->more_offsets[i] = batch->masks[i].offset;
		escopa_move_t list[LIST_CAP];
		size_t count = 0;
		escopa_game_moves(game, list, LIST_CAP, &count);
		size_t listed = count < LIST_CAP ? count : LIST_CAP;
		if (b->moves) {
			size_t n = count < b->max_moves ? count : b->max_moves;
			for (size_t k = 0; k < n; k++)
				b->moves[i * b->max_moves + k] = list_at(game, list, listed, k);
		}
		if (b->move_counts)
			b->move_counts[i] = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
		write_mask(batch, i, list, listed, count);
		return;
	}
	if (b->more_offsets)
		b->more_offsets[i] = 0;
	size_t count = 0;
	escopa_move_t *moves = b->moves + i * b->max_moves;
	escopa_game_moves(game, moves, b->max_moves, &count);
	b->move_counts[i] = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
	size_t kept = count < b->max_moves ? count : b->max_moves;
	if (kept > LISTED)
		kept = LISTED;
	memcpy(batch->listed + i * LISTED, moves, kept * sizeof *moves);
	batch->kept[i] = (uint8_t)kept;
}

/* What one slot's step played: the points by side, and a game's end. */
struct outcome {
	int gains[MAX_SEATS];
	bool over;
	int winner;
	int actor_side;                 /* the side of the seat that acted */
};

/* Adds the points scored since `before` to the outcome, and starts
 * counting again. */
static void
count_points(const struct escopa_game *game, int16_t *before, struct outcome *out)
{
	for (int side = 0; side < MAX_SEATS; side++) {
		out->gains[side] += game->score[side] - before[side];
		before[side] = game->score[side];
	}
}

/* Plays `move` (legal; NULL-move 0 with `play` false plays nothing) in
 * game i, then the batch's seats until a learner's seat is to play; a
 * hand that ends is followed by the next deal, a game that ends by a new
 * game, its final observation (from `actor`) written first. */
static void
play_on(struct escopa_batch *batch, size_t i, int thread, bool play, escopa_move_t move,
	int actor, struct outcome *out)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	struct escopa_game *game = &batch->games[i];
	int16_t before[MAX_SEATS];
	memcpy(before, game->score, sizeof before);
	for (;;) {
		if (play) {
			history_play(&batch->history[i], game, move);
			game_apply(game, move, NULL);
			history_after(&batch->history[i], game);
		}
		if (game->phase == ESCOPA_PHASE_GAME_OVER) {
			count_points(game, before, out);
			out->over = true;
			out->winner = game->winner;
			if (b->final_observations)
				observe_from(game, actor,
					     b->final_observations + i * ESCOPA_OBSERVATION_SIZE);
			if (b->final_info_states)
				info_state_from(game, actor, &batch->history[i],
						b->final_info_states + i * ESCOPA_INFO_STATE_SIZE);
			if (batch->finals) {
				batch->finals[i] = *game;
				batch->final_history[i] = batch->history[i];
				batch->has_final[i] = 1;
			}
			start_game(batch, i);
			memcpy(before, game->score, sizeof before);
		} else if (game->phase != ESCOPA_PHASE_PLAYING) {
			count_points(game, before, out);
			escopa_game_next_hand(game);
			history_start(&batch->history[i], game);
			memcpy(before, game->score, sizeof before);
		}
		if (!batch->n_seat_players || !batch->seat_players[game->seat].set)
			break;
		move = seat_move(batch, i, thread);
		play = true;
	}
	count_points(game, before, out);
}

/* Writes an outcome into row i of the rewards, done flags and winners. */
static void
write_outcome(struct escopa_batch *batch, size_t i, const struct outcome *out)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	if (b->rewards || b->actor_rewards) {
		float spare[MAX_SEATS];
		float *row = b->rewards ? b->rewards + 4 * i : spare;
		int sides = batch->games[i].sides;
		int total = 0;
		for (int side = 0; side < sides; side++)
			total += out->gains[side];
		for (int side = 0; side < MAX_SEATS; side++) {
			float value = 0;
			if (side >= sides)
				value = (float)out->gains[side];   /* 0 */
			else if (batch->reward == ESCOPA_BATCH_REWARD_POINTS)
				value = (float)out->gains[side];
			else if (batch->reward == ESCOPA_BATCH_REWARD_MARGIN)
				value = (float)out->gains[side] -
					(float)(total - out->gains[side]) / (float)(sides - 1);
			else if (out->over && out->winner >= 0)
				value = side == out->winner ? 1.0f : -1.0f;
			row[side] = value;
		}
		if (b->actor_rewards)
			b->actor_rewards[i] = row[out->actor_side];
	}
	if (b->done)
		b->done[i] = out->over;
	if (b->winners)
		b->winners[i] = out->over ? (int8_t)out->winner : -1;
}

/* Brings game i to a learner's seat (the batch's seats play, their points
 * dropped), drops any sub-decision and writes its whole row as bind does. */
static void
reset_row(struct escopa_batch *batch, size_t i, int thread)
{
	struct outcome out = { { 0 }, false, -1, 0 };
	if (batch->buf.action_masks) {
		batch->masks[i].card = -1;
		batch->masks[i].offset = 0;
	}
	play_on(batch, i, thread, false, 0, batch->games[i].seat, &out);
	out = (struct outcome){ { 0 }, false, -1, 0 };
	write_state(batch, i);
	write_outcome(batch, i, &out);
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_bind(struct escopa_batch *batch, const struct escopa_batch_buffers *buffers)
{
	if (!batch || !buffers)
		return ESCOPA_E_NULL;
	if (buffers->version < 1 || buffers->version > ESCOPA_BATCH_BUFFERS_VERSION)
		return ESCOPA_E_INVALID;
	/* an older struct ends at its last field: read no further */
	struct escopa_batch_buffers copy = { 0 };
	memcpy(&copy, buffers, buffers->version == 1   ? BUFFERS_V1_SIZE
			       : buffers->version == 2 ? BUFFERS_V2_SIZE
						       : sizeof copy);
	if (!copy.actions || (!copy.action_masks && (!copy.moves || !copy.move_counts)))
		return ESCOPA_E_NULL;
	if (copy.moves && copy.max_moves == 0)
		return ESCOPA_E_INVALID;
	if (copy.action_masks && batch->mask_slots < batch->size) {
		struct mask_state *masks = calloc(batch->size, sizeof *masks);
		if (!masks)
			return ESCOPA_E_NOMEM;
		free(batch->masks);
		batch->masks = masks;
		batch->mask_slots = batch->size;
	}
	bool finals = copy.final_observations || copy.final_info_states;
	if (finals && batch->final_slots < batch->size) {
		struct escopa_game *games = malloc(batch->size * sizeof *games);
		struct round_history *history = malloc(batch->size * sizeof *history);
		uint8_t *has = malloc(batch->size);
		if (!games || !history || !has) {
			free(games);
			free(history);
			free(has);
			return ESCOPA_E_NOMEM;
		}
		free_finals(batch);
		batch->finals = games;
		batch->final_history = history;
		batch->has_final = has;
		batch->final_slots = batch->size;
	}
	if (batch->has_final)
		memset(batch->has_final, 0, batch->size);
	if (!finals) {
		free_finals(batch);     /* nothing to keep them for */
	}
	batch->buf = copy;
	batch->bound = true;
	for (size_t i = 0; i < batch->size; i++)
		reset_row(batch, i, 0);
	return ESCOPA_OK;
}

/* Whether every action of games [first, end) picks a listed, legal move.
 * The moves come from the caller's memory: they are checked too. */
static bool
check_slice(const struct escopa_batch *batch, size_t first, size_t end)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	if (b->action_masks) {
		for (size_t i = first; i < end; i++) {
			if (!mask_has(&batch->masks[i], b->actions[i]))
				return false;
		}
		return true;
	}
	for (size_t i = first; i < end; i++) {
		uint32_t a = b->actions[i];
		if (a >= b->move_counts[i] || a >= b->max_moves)
			return false;
		escopa_move_t move = b->moves[i * b->max_moves + a];
		/* the batch listed it for this very state: legal */
		if (a < batch->kept[i] && move == batch->listed[i * LISTED + a])
			continue;
		if (check_move(&batch->games[i], move) != ESCOPA_OK)
			return false;
	}
	return true;
}

/* Plays the chosen action in games [first, end), on thread `thread`, and
 * writes their new state. */
static void
step_slice(struct escopa_batch *batch, size_t first, size_t end, int thread)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	for (size_t i = first; i < end; i++) {
		struct escopa_game *game = &batch->games[i];
		struct outcome out = { { 0 }, false, -1, 0 };
		uint32_t a = b->actions[i];
		escopa_move_t move;
		if (b->action_masks) {
			struct mask_state *m = &batch->masks[i];
			if (is_more(m, a)) {
				/* the same seat, the card's next window */
				m->offset = (uint32_t)(m->card >= 0 ? m->offset + K - 1 : K - 1);
				m->card = (int8_t)(a / K);
				write_state(batch, i);
				write_outcome(batch, i, &out);
				continue;
			}
			move = mask_move(batch, i, a);
			m->card = -1;
			m->offset = 0;
		} else {
			move = b->moves[i * b->max_moves + a];
		}
		if (b->actor_rewards)
			out.actor_side = side_of(game, game->seat);
		play_on(batch, i, thread, true, move, game->seat, &out);
		write_outcome(batch, i, &out);
		write_state(batch, i);
	}
}

/* Spins, with a pause instruction, until *word is `value` (equal) or is
 * not (!equal), for at most SPIN_NS: whether it got there. */
static bool
spin_for(atomic_size_t *word, size_t value, bool equal)
{
	long long deadline = 0;
	for (unsigned spins = 0;; spins++) {
		if ((atomic_load_explicit(word, memory_order_acquire) == value) == equal)
			return true;
		cpu_pause();
		if ((spins & 63) == 63) {
			/* give the core to a thread that waits for it (ours, if
			 * the kernel put two on one core) */
			sched_yield();
			long long t = now_ns();
			if (!deadline)
				deadline = t + SPIN_NS;
			else if (t > deadline)
				return false;
		}
	}
}

/* Waits for a round after `seen`: spins a while, then sleeps. Returns the
 * new round. */
static size_t
wait_round(struct sync *sync, size_t seen)
{
	if (spin_for(&sync->round, seen, false))
		return atomic_load_explicit(&sync->round, memory_order_acquire);
	size_t r;
	/* The caller bumps round, then wakes us if it sees sleepers; we count
	 * ourselves, then look at round again (both sequentially consistent,
	 * so one of the two sees the other). */
	pthread_mutex_lock(&sync->lock);
	atomic_fetch_add(&sync->sleepers, 1);
	while ((r = atomic_load(&sync->round)) == seen)
		pthread_cond_wait(&sync->go, &sync->lock);
	atomic_fetch_sub(&sync->sleepers, 1);
	pthread_mutex_unlock(&sync->lock);
	return r;
}

/* Claims and steps chunks until none is left; returns whether this thread
 * stepped the round's last. */
static bool
step_chunks(struct escopa_batch *batch, bool front, int thread)
{
	struct sync *sync = batch->sync;
	size_t n = batch->chunks;
	for (;;) {
		uint64_t span = atomic_load_explicit(&sync->span, memory_order_relaxed), next;
		size_t c;
		do {
			size_t lo = (size_t)(span & 0xFFFFFFFFu), hi = (size_t)(span >> 32);
			if (lo >= hi)
				return false;
			c = front ? lo : hi - 1;
			next = front ? span + 1 : span - (UINT64_C(1) << 32);
		} while (!atomic_compare_exchange_weak(&sync->span, &span, next));
		size_t first = c * CHUNK, end = first + CHUNK < batch->size ? first + CHUNK
									   : batch->size;
		step_slice(batch, first, end, thread);
		if (atomic_fetch_add(&sync->finished, 1) + 1 == n)
			return true;
	}
}

static void *
worker_main(void *arg)
{
	struct worker *w = arg;
	struct escopa_batch *batch = w->batch;
	struct sync *sync = batch->sync;
	size_t seen = 0;                /* a new sync starts at round 0 */
	for (;;) {
		seen = wait_round(sync, seen);
		if (atomic_load_explicit(&sync->quit, memory_order_relaxed))
			return NULL;
		/* The worker that steps the last chunk wakes the caller if it
		 * sleeps (the same pairing as in wait_round()). */
		if (step_chunks(batch, false, w->index) && atomic_load(&sync->waiting)) {
			pthread_mutex_lock(&sync->lock);
			pthread_cond_signal(&sync->done);
			pthread_mutex_unlock(&sync->lock);
		}
	}
}

/* Starts a round on the workers. */
static void
start_round(struct sync *sync, size_t chunks, bool quit)
{
	/* A worker that claims a chunk of this round synchronises with the
	 * reset of span, so it sees every write made before it. */
	atomic_store_explicit(&sync->quit, quit, memory_order_relaxed);
	atomic_store_explicit(&sync->finished, 0, memory_order_relaxed);
	atomic_store_explicit(&sync->span, quit ? 0 : (uint64_t)chunks << 32,
			      memory_order_release);
	atomic_fetch_add(&sync->round, 1);
	if (atomic_load(&sync->sleepers) > 0) {
		pthread_mutex_lock(&sync->lock);
		pthread_cond_broadcast(&sync->go);
		pthread_mutex_unlock(&sync->lock);
	}
}

/* Waits until every chunk of the round is stepped: spins, then sleeps.
 * Returns whether it had to sleep. */
static bool
finish_round(struct sync *sync, size_t chunks)
{
	if (spin_for(&sync->finished, chunks, true))
		return false;
	pthread_mutex_lock(&sync->lock);
	atomic_store(&sync->waiting, true);
	while (atomic_load(&sync->finished) != chunks)
		pthread_cond_wait(&sync->done, &sync->lock);
	atomic_store(&sync->waiting, false);
	pthread_mutex_unlock(&sync->lock);
	return true;
}

static void
free_sync(struct sync *sync)
{
	pthread_cond_destroy(&sync->go);
	pthread_cond_destroy(&sync->done);
	pthread_mutex_destroy(&sync->lock);
	escopa_aligned_free(sync);
}

/* Stops and joins the first `started` workers. */
static void
join_workers(struct escopa_batch *batch, int started)
{
	if (started > 0) {
		start_round(batch->sync, 0, true);
		for (int i = 0; i < started; i++)
			pthread_join(batch->workers[i].thread, NULL);
	}
	free(batch->workers);
	batch->workers = NULL;
	if (batch->sync)
		free_sync(batch->sync);
	batch->sync = NULL;
	batch->threads = batch->active = 1;
}

static void
stop_workers(struct escopa_batch *batch)
{
	join_workers(batch, batch->active - 1);
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_set_threads(struct escopa_batch *batch, int threads)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (threads < 1 || threads > MAX_THREADS || (size_t)threads > batch->size)
		return ESCOPA_E_INVALID;
	if (threads == batch->threads)
		return ESCOPA_OK;
	stop_workers(batch);
	/* Only as many threads as have MIN_GAMES_PER_THREAD games each. */
	size_t worth = batch->size / MIN_GAMES_PER_THREAD;
	int active = worth < (size_t)threads ? (worth > 0 ? (int)worth : 1) : threads;
	/* each thread its own search players, made before any starts */
	if (batch->n_seat_players && active > batch->bot_threads) {
		struct escopa_bot **bots;
		if (!make_bots(batch->seat_players, active, &bots))
			return ESCOPA_E_NOMEM;
		free_bots(batch->bots, batch->bot_threads);
		batch->bots = bots;
		batch->bot_threads = active;
	}
	if (active == 1) {
		batch->threads = threads;
		return ESCOPA_OK;
	}
	struct worker *workers = calloc((size_t)active - 1, sizeof *workers);
	struct sync *sync = escopa_aligned_alloc(64, sizeof *sync);
	if (!workers || !sync) {
		free(workers);
		escopa_aligned_free(sync);
		return ESCOPA_E_NOMEM;
	}
	memset(sync, 0, sizeof *sync);
	pthread_mutex_init(&sync->lock, NULL);
	pthread_cond_init(&sync->go, NULL);
	pthread_cond_init(&sync->done, NULL);
	batch->workers = workers;
	batch->sync = sync;
	for (int t = 1; t < active; t++) {
		struct worker *w = &workers[t - 1];
		w->batch = batch;
		w->index = t;
		if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
			join_workers(batch, t - 1);     /* the ones started so far */
			return ESCOPA_E_NOMEM;
		}
	}
	batch->threads = threads;
	batch->active = active;
	batch->solo = batch->backoff = 0;
	batch->chunks = (batch->size + CHUNK - 1) / CHUNK;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_step(struct escopa_batch *batch)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (!batch->bound)
		return ESCOPA_E_PHASE;

	/* Every action is checked, on this thread, before any is played, so a
	 * bad one changes nothing; then one round steps the slices. */
	if (!check_slice(batch, 0, batch->size))
		return ESCOPA_E_ILLEGAL;
	if (batch->active == 1 || batch->solo > 0) {
		if (batch->solo > 0)
			batch->solo--;
		step_slice(batch, 0, batch->size, 0);
		return ESCOPA_OK;
	}
	start_round(batch->sync, batch->chunks, false);
	step_chunks(batch, true, 0);
	if (finish_round(batch->sync, batch->chunks)) {
		/* a stall: the workers cost more than they gave */
		batch->backoff = batch->backoff ? 2 * batch->backoff : 16;
		if (batch->backoff > MAX_BACKOFF)
			batch->backoff = MAX_BACKOFF;
		batch->solo = batch->backoff;
	} else if (batch->backoff > 0) {
		batch->backoff--;
	}
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_refusal(const struct escopa_batch *batch, size_t *slot,
		     enum escopa_refusal *refusal)
{
	if (!batch || !slot || !refusal)
		return ESCOPA_E_NULL;
	if (!batch->bound)
		return ESCOPA_E_PHASE;
	/* The checks of check_slice(), with their reasons. */
	const struct escopa_batch_buffers *b = &batch->buf;
	for (size_t i = 0; i < batch->size; i++) {
		uint32_t a = b->actions[i];
		enum escopa_refusal why = ESCOPA_REFUSAL_NO_SUCH_ACTION;
		if (b->action_masks) {
			if (!mask_has(&batch->masks[i], a)) {
				*slot = i;
				*refusal = why;
				return ESCOPA_OK;
			}
			continue;
		}
		if (a < b->move_counts[i] && a < b->max_moves)
			why = move_refusal(&batch->games[i], b->moves[i * b->max_moves + a]);
		if (why != ESCOPA_REFUSAL_NONE) {
			*slot = i;
			*refusal = why;
			return ESCOPA_OK;
		}
	}
	*slot = batch->size;
	*refusal = ESCOPA_REFUSAL_NONE;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_game(const struct escopa_batch *batch, size_t index, struct escopa_game *game)
{
	if (!batch || !game)
		return ESCOPA_E_NULL;
	if (index >= batch->size)
		return ESCOPA_E_INVALID;
	memcpy(game, &batch->games[index], sizeof *game);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_set_reward(struct escopa_batch *batch, enum escopa_batch_reward mode)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (mode != ESCOPA_BATCH_REWARD_POINTS && mode != ESCOPA_BATCH_REWARD_MARGIN &&
	    mode != ESCOPA_BATCH_REWARD_RESULT)
		return ESCOPA_E_INVALID;
	batch->reward = mode;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_set_seat_player(struct escopa_batch *batch, int seat,
			     const struct escopa_bot *player)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= batch->players)
		return ESCOPA_E_INVALID;
	struct seat_player seats[MAX_SEATS];
	memcpy(seats, batch->seat_players, sizeof seats);
	seats[seat] = (struct seat_player){ 0 };
	if (player) {
		seats[seat].set = true;
		seats[seat].bot = player->settings;
	}
	int n = 0;
	for (int s = 0; s < batch->players; s++)
		n += seats[s].set;
	if (n == batch->players)
		return ESCOPA_E_INVALID;   /* the learner keeps a seat */
	int threads = batch->active > batch->bot_threads ? batch->active : batch->bot_threads;
	if (threads < 1)
		threads = 1;
	struct escopa_bot **bots;
	if (!make_bots(seats, threads, &bots))
		return ESCOPA_E_NOMEM;
	free_bots(batch->bots, batch->bot_threads);
	batch->bots = bots;
	batch->bot_threads = threads;
	memcpy(batch->seat_players, seats, sizeof seats);
	batch->n_seat_players = n;
	if (batch->bound) {
		for (size_t i = 0; i < batch->size; i++) {
			if (batch->seat_players[batch->games[i].seat].set)
				reset_row(batch, i, 0);
		}
	}
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_info_state(const struct escopa_batch *batch, size_t index, int seat, int final,
			uint8_t *info_state)
{
	if (!batch || !info_state)
		return ESCOPA_E_NULL;
	if (index >= batch->size || seat < 0 || seat >= batch->players || final < 0 || final > 1)
		return ESCOPA_E_INVALID;
	if (final) {
		if (!batch->has_final || !batch->has_final[index])
			return ESCOPA_E_PHASE;
		info_state_from(&batch->finals[index], seat, &batch->final_history[index],
				info_state);
		return ESCOPA_OK;
	}
	info_state_from(&batch->games[index], seat, &batch->history[index], info_state);
	return ESCOPA_OK;
}
