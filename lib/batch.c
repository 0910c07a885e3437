/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A vectorised batch of games for learning code: one call plays a move in
 * every game and writes observations, move lists, rewards and done flags
 * into the caller's buffers. */

#define _POSIX_C_SOURCE 200809L /* pthreads */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include "escopa-private.h"

#define MAX_BATCH (1u << 20)
#define MAX_THREADS 64

struct escopa_batch;

/* A worker thread steps one slice of the games each round. */
struct worker {
	struct escopa_batch *batch;
	pthread_t thread;
	size_t first, end;
	unsigned long seen;             /* the last round this worker ran */
	bool legal;                     /* result of its last checking round */
};

struct escopa_batch {
	struct escopa_rules rules;
	int players;
	size_t size;
	bool bound;
	struct escopa_batch_buffers buf;
	uint64_t *streams;              /* each slot's seed stream */
	struct escopa_game *games;

	/* Worker threads (escopa_batch_set_threads); the calling thread
	 * steps the first slice itself. */
	int threads;
	struct worker *workers;
	pthread_mutex_t lock;
	pthread_cond_t go, done;
	unsigned long round;            /* bumped to start a round */
	bool checking;                  /* the round checks actions, not plays */
	int busy;                       /* workers still busy with this round */
	bool quit;
};

/* Starts the next game of a slot from the slot's own stream. */
static void
start_game(struct escopa_batch *batch, size_t i)
{
	game_init(&batch->games[i], &batch->rules, batch->players,
		  rng_next(&batch->streams[i]));
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
	if (!batch->streams || !batch->games) {
		free(batch->streams);
		free(batch->games);
		free(batch);
		return ESCOPA_E_NOMEM;
	}
	batch->rules = *rules;
	batch->players = players;
	batch->size = size;
	batch->threads = 1;
	pthread_mutex_init(&batch->lock, NULL);
	pthread_cond_init(&batch->go, NULL);
	pthread_cond_init(&batch->done, NULL);
	for (size_t i = 0; i < size; i++) {
		batch->streams[i] = seed + i;
		start_game(batch, i);
	}
	*out = batch;
	return ESCOPA_OK;
}

static void stop_workers(struct escopa_batch *batch);

ESCOPA_EXPORT void
escopa_batch_free(struct escopa_batch *batch)
{
	if (!batch)
		return;
	stop_workers(batch);
	pthread_cond_destroy(&batch->go);
	pthread_cond_destroy(&batch->done);
	pthread_mutex_destroy(&batch->lock);
	free(batch->streams);
	free(batch->games);
	free(batch);
}

/* Writes game i's observation and move list into the bound buffers. */
static void
write_state(struct escopa_batch *batch, size_t i)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	const struct escopa_game *game = &batch->games[i];
	if (b->observations)
		escopa_game_observe(game, b->observations + i * ESCOPA_OBSERVATION_SIZE);
	size_t count = 0;
	escopa_game_moves(game, b->moves + i * b->max_moves, b->max_moves, &count);
	b->move_counts[i] = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_bind(struct escopa_batch *batch, const struct escopa_batch_buffers *buffers)
{
	if (!batch || !buffers)
		return ESCOPA_E_NULL;
	if (buffers->version != ESCOPA_BATCH_BUFFERS_VERSION || buffers->max_moves == 0)
		return ESCOPA_E_INVALID;
	if (!buffers->actions || !buffers->moves || !buffers->move_counts)
		return ESCOPA_E_NULL;
	batch->buf = *buffers;
	batch->bound = true;
	for (size_t i = 0; i < batch->size; i++) {
		write_state(batch, i);
		if (buffers->rewards)
			memset(buffers->rewards + 4 * i, 0, 4 * sizeof *buffers->rewards);
		if (buffers->done)
			buffers->done[i] = 0;
		if (buffers->winners)
			buffers->winners[i] = -1;
	}
	return ESCOPA_OK;
}

/* Whether every action of games [first, end) picks a listed, legal move.
 * The moves come from the caller's memory: they are checked too. */
static bool
check_slice(const struct escopa_batch *batch, size_t first, size_t end)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	for (size_t i = first; i < end; i++) {
		uint32_t a = b->actions[i];
		if (a >= b->move_counts[i] || a >= b->max_moves ||
		    check_move(&batch->games[i], b->moves[i * b->max_moves + a]) != ESCOPA_OK)
			return false;
	}
	return true;
}

/* Plays the chosen move in games [first, end) and writes their new state. */
static void
step_slice(struct escopa_batch *batch, size_t first, size_t end)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	for (size_t i = first; i < end; i++) {
		struct escopa_game *game = &batch->games[i];
		int16_t before[MAX_SEATS];
		memcpy(before, game->score, sizeof before);
		game_apply(game, b->moves[i * b->max_moves + b->actions[i]], NULL);

		bool over = game->phase == ESCOPA_PHASE_GAME_OVER;
		if (b->rewards) {
			for (int side = 0; side < MAX_SEATS; side++)
				b->rewards[4 * i + side] = (float)(game->score[side] - before[side]);
		}
		if (b->done)
			b->done[i] = over;
		if (b->winners)
			b->winners[i] = over ? game->winner : -1;
		if (over)
			start_game(batch, i);
		else if (game->phase != ESCOPA_PHASE_PLAYING)
			escopa_game_next_hand(game);
		write_state(batch, i);
	}
}

static void *
worker_main(void *arg)
{
	struct worker *w = arg;
	struct escopa_batch *batch = w->batch;
	for (;;) {
		pthread_mutex_lock(&batch->lock);
		while (batch->round == w->seen && !batch->quit)
			pthread_cond_wait(&batch->go, &batch->lock);
		if (batch->quit) {
			pthread_mutex_unlock(&batch->lock);
			return NULL;
		}
		w->seen = batch->round;
		bool checking = batch->checking;
		pthread_mutex_unlock(&batch->lock);

		if (checking)
			w->legal = check_slice(batch, w->first, w->end);
		else
			step_slice(batch, w->first, w->end);

		pthread_mutex_lock(&batch->lock);
		if (--batch->busy == 0)
			pthread_cond_signal(&batch->done);
		pthread_mutex_unlock(&batch->lock);
	}
}

static void
stop_workers(struct escopa_batch *batch)
{
	int workers = batch->threads - 1;
	if (workers <= 0)
		return;
	pthread_mutex_lock(&batch->lock);
	batch->quit = true;
	pthread_cond_broadcast(&batch->go);
	pthread_mutex_unlock(&batch->lock);
	for (int i = 0; i < workers; i++)
		pthread_join(batch->workers[i].thread, NULL);
	free(batch->workers);
	batch->workers = NULL;
	batch->threads = 1;
	batch->quit = false;
}

/* The slice of thread t of n: the calling thread is t = 0. */
static size_t
slice_start(size_t size, int t, int n)
{
	return size * (size_t)t / (size_t)n;
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
	if (threads == 1)
		return ESCOPA_OK;
	struct worker *workers = calloc((size_t)threads - 1, sizeof *workers);
	if (!workers)
		return ESCOPA_E_NOMEM;
	batch->workers = workers;
	for (int t = 1; t < threads; t++) {
		struct worker *w = &workers[t - 1];
		w->batch = batch;
		w->first = slice_start(batch->size, t, threads);
		w->end = slice_start(batch->size, t + 1, threads);
		w->seen = batch->round;         /* only rounds from now on */
		if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
			batch->threads = t;     /* the ones started so far */
			stop_workers(batch);
			return ESCOPA_E_NOMEM;
		}
	}
	batch->threads = threads;
	return ESCOPA_OK;
}

/* Runs one round on every thread: checking (returns whether every slice
 * is legal) or stepping. Each thread keeps to its own slice in both, so the
 * games stay in the cache of the core that steps them. */
static bool
run_round(struct escopa_batch *batch, bool checking)
{
	pthread_mutex_lock(&batch->lock);
	batch->checking = checking;
	batch->busy = batch->threads - 1;
	batch->round++;
	pthread_cond_broadcast(&batch->go);
	pthread_mutex_unlock(&batch->lock);

	size_t end = slice_start(batch->size, 1, batch->threads);
	bool legal = true;
	if (checking)
		legal = check_slice(batch, 0, end);
	else
		step_slice(batch, 0, end);

	pthread_mutex_lock(&batch->lock);
	while (batch->busy > 0)
		pthread_cond_wait(&batch->done, &batch->lock);
	pthread_mutex_unlock(&batch->lock);
	for (int t = 1; checking && t < batch->threads; t++)
		legal = legal && batch->workers[t - 1].legal;
	return legal;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_step(struct escopa_batch *batch)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (!batch->bound)
		return ESCOPA_E_PHASE;

	/* Every action is checked before any is played, so a bad one changes
	 * nothing. */
	if (batch->threads == 1) {
		if (!check_slice(batch, 0, batch->size))
			return ESCOPA_E_ILLEGAL;
		step_slice(batch, 0, batch->size);
		return ESCOPA_OK;
	}
	if (!run_round(batch, true))
		return ESCOPA_E_ILLEGAL;
	run_round(batch, false);
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
