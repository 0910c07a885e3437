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
#include "escopa-private.h"

#define MAX_BATCH (1u << 20)
#define LISTED 8
#define MAX_THREADS 64

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
	if (!batch->streams || !batch->games || !batch->listed || !batch->kept) {
		free(batch->streams);
		free(batch->games);
		free(batch->listed);
		free(batch->kept);
		free(batch);
		return ESCOPA_E_NOMEM;
	}
	batch->rules = *rules;
	batch->players = players;
	batch->size = size;
	batch->threads = 1;
	batch->active = 1;
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
	free(batch->streams);
	free(batch->games);
	free(batch->listed);
	free(batch->kept);
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
	escopa_move_t *moves = b->moves + i * b->max_moves;
	escopa_game_moves(game, moves, b->max_moves, &count);
	b->move_counts[i] = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
	size_t kept = count < b->max_moves ? count : b->max_moves;
	if (kept > LISTED)
		kept = LISTED;
	memcpy(batch->listed + i * LISTED, moves, kept * sizeof *moves);
	batch->kept[i] = (uint8_t)kept;
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
step_chunks(struct escopa_batch *batch, bool front)
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
		step_slice(batch, first, end);
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
		if (step_chunks(batch, false) && atomic_load(&sync->waiting)) {
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
	free(sync);
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
	if (active == 1) {
		batch->threads = threads;
		return ESCOPA_OK;
	}
	struct worker *workers = calloc((size_t)active - 1, sizeof *workers);
	struct sync *sync = aligned_alloc(64, sizeof *sync);
	if (!workers || !sync) {
		free(workers);
		free(sync);
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
		step_slice(batch, 0, batch->size);
		return ESCOPA_OK;
	}
	start_round(batch->sync, batch->chunks, false);
	step_chunks(batch, true);
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
