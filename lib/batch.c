/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A vectorised batch of games for learning code: one call plays a move in
 * every game and writes observations, move lists, rewards and done flags
 * into the caller's buffers. */

#include <stdlib.h>
#include <string.h>
#include "escopa-private.h"

#define MAX_BATCH (1u << 20)

struct escopa_batch {
	struct escopa_rules rules;
	int players;
	size_t size;
	bool bound;
	struct escopa_batch_buffers buf;
	uint64_t *streams;              /* each slot's seed stream */
	struct escopa_game *games;
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
		escopa_batch_free(batch);
		return ESCOPA_E_NOMEM;
	}
	batch->rules = *rules;
	batch->players = players;
	batch->size = size;
	for (size_t i = 0; i < size; i++) {
		batch->streams[i] = seed + i;
		start_game(batch, i);
	}
	*out = batch;
	return ESCOPA_OK;
}

ESCOPA_EXPORT void
escopa_batch_free(struct escopa_batch *batch)
{
	if (!batch)
		return;
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

ESCOPA_EXPORT enum escopa_status
escopa_batch_step(struct escopa_batch *batch)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (!batch->bound)
		return ESCOPA_E_PHASE;
	const struct escopa_batch_buffers *b = &batch->buf;

	/* Check every action before playing any, so a bad one changes
	 * nothing. The moves come from the caller's memory: check them too. */
	for (size_t i = 0; i < batch->size; i++) {
		uint32_t a = b->actions[i];
		if (a >= b->move_counts[i] || a >= b->max_moves ||
		    check_move(&batch->games[i], b->moves[i * b->max_moves + a]) != ESCOPA_OK)
			return ESCOPA_E_ILLEGAL;
	}

	for (size_t i = 0; i < batch->size; i++) {
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
