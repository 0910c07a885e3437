/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The worker threads of a batch (escopa_batch_set_threads()): each step
 * the calling thread and the workers claim chunks of the games until none
 * is left.
 *
 * Why a pool of its own, and not the bots' (lib/bots/pool.c): a batch's
 * step lasts microseconds and comes again at once, so its workers spin
 * between steps and take whatever chunk is left, the fastest the most;
 * a bot's decision lasts milliseconds, so its threads sleep between
 * decisions and each does the share its index fixes, so that the choice
 * is the same every time. */

#define _POSIX_C_SOURCE 200809L /* pthreads, clock_gettime */

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "../aligned.h"
#include "batch-private.h"

/* Fewest games per thread worth a thread, so that a batch runs on fewer
 * threads than asked for when its step is too short to share. With
 * bench-batch on a quiet moment of the shared 2-vCPU machine, 256 games
 * on 2 threads ran 1.65 times 1 thread; below 128 games a thread the
 * machine was never quiet enough to tell (doc/performance.md). */
#define MIN_GAMES_PER_THREAD 128

/* How long a thread spins, with a pause instruction, waiting for the next
 * round (a worker) or the end of one (the calling thread) before it sleeps
 * on a condition variable: long enough to span the caller's work between
 * two steps, short enough not to hold a core that other work needs. */
#define SPIN_NS 100000

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

void
stop_workers(struct escopa_batch *batch)
{
	join_workers(batch, batch->active - 1);
}

/* Steps every game: on the calling thread alone with one thread or after
 * a stall, else in one round shared with the workers. */
void
step_games(struct escopa_batch *batch)
{
	if (batch->active == 1 || batch->solo > 0) {
		if (batch->solo > 0)
			batch->solo--;
		step_slice(batch, 0, batch->size, 0);
		return;
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
