/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The threads of a bot with more than one thread, started when the bot
 * is made (or its threads are set) and stopped when it is freed, so that
 * a decision creates nothing: the caller posts a job, runs share 0
 * itself, and waits for the others. A share is fixed by its index, never
 * by which thread is faster, so the result is the same every time.
 */

#include <pthread.h>
#include <stdlib.h>
#include "bot-private.h"

struct pool_thread {
	struct bot_pool *pool;
	int index;                             /* its share, from 1 */
	pthread_t thread;
};

struct bot_pool {
	struct escopa_bot *bot;
	pthread_mutex_t lock;
	pthread_cond_t wake;                   /* a job was posted, or quit */
	pthread_cond_t idle;                   /* the last share is done */
	const struct search_job *job;
	uint64_t round;                        /* jobs posted */
	int running;                           /* shares not done yet */
	bool quit;
	int n_threads;
	struct pool_thread threads[BOT_MAX_THREADS];
};

void
search_share_run(const struct search_job *job, int index, struct search_share *share)
{
	if (job->kind == ESCOPA_BOT_ISMCTS)
		ismcts_share(job, index, share);
	else
		pimc_share(job, index, share);
}

static void *
pool_main(void *arg)
{
	struct pool_thread *t = arg;
	struct bot_pool *pool = t->pool;
	uint64_t seen = 0;
	pthread_mutex_lock(&pool->lock);
	for (;;) {
		while (!pool->quit && pool->round == seen)
			pthread_cond_wait(&pool->wake, &pool->lock);
		if (pool->quit)
			break;
		seen = pool->round;
		const struct search_job *job = pool->job;
		pthread_mutex_unlock(&pool->lock);
		search_share_run(job, t->index, &pool->bot->shares[t->index]);
		pthread_mutex_lock(&pool->lock);
		if (--pool->running == 0)
			pthread_cond_signal(&pool->idle);
	}
	pthread_mutex_unlock(&pool->lock);
	return NULL;
}

enum escopa_status
pool_new(struct escopa_bot *bot, int threads, struct bot_pool **out)
{
	struct bot_pool *pool = calloc(1, sizeof *pool);
	if (!pool)
		return ESCOPA_E_NOMEM;
	pool->bot = bot;
	if (pthread_mutex_init(&pool->lock, NULL) != 0) {
		free(pool);
		return ESCOPA_E_NOMEM;
	}
	pthread_cond_init(&pool->wake, NULL);
	pthread_cond_init(&pool->idle, NULL);
	for (int i = 1; i < threads; i++) {
		struct pool_thread *t = &pool->threads[pool->n_threads];
		t->pool = pool;
		t->index = i;
		if (pthread_create(&t->thread, NULL, pool_main, t) != 0) {
			pool_free(pool);
			return ESCOPA_E_NOMEM;
		}
		pool->n_threads++;
	}
	*out = pool;
	return ESCOPA_OK;
}

void
pool_run(struct escopa_bot *bot, struct bot_pool *pool, const struct search_job *job)
{
	if (pool) {
		pthread_mutex_lock(&pool->lock);
		pool->job = job;
		pool->running = pool->n_threads;
		pool->round++;
		pthread_cond_broadcast(&pool->wake);
		pthread_mutex_unlock(&pool->lock);
	}
	search_share_run(job, 0, &bot->shares[0]);
	if (pool) {
		pthread_mutex_lock(&pool->lock);
		while (pool->running > 0)
			pthread_cond_wait(&pool->idle, &pool->lock);
		pthread_mutex_unlock(&pool->lock);
	}
}

void
pool_free(struct bot_pool *pool)
{
	if (!pool)
		return;
	pthread_mutex_lock(&pool->lock);
	pool->quit = true;
	pthread_cond_broadcast(&pool->wake);
	pthread_mutex_unlock(&pool->lock);
	for (int i = 0; i < pool->n_threads; i++)
		pthread_join(pool->threads[i].thread, NULL);
	pthread_cond_destroy(&pool->wake);
	pthread_cond_destroy(&pool->idle);
	pthread_mutex_destroy(&pool->lock);
	free(pool);
}
