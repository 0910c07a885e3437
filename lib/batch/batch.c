/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A vectorised batch of games for learning code: one call plays a move in
 * every game and writes observations, move lists, rewards and done flags
 * into the caller's buffers. This file makes, binds, steps and frees a
 * batch and holds its settings; batch-private.h says where the rest is. */

#include <stdlib.h>
#include <string.h>
#include "batch-private.h"

/* The version-1 struct (1.1) ends with `winners`; version 2 is the whole
 * struct. */
#define BUFFERS_V1_SIZE \
	(offsetof(struct escopa_batch_buffers, winners) + sizeof(int8_t *))

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
	free(batch->seen);
	free(batch->player_streams);
	free(batch->history);
	free_finals(batch);
	free_bots(batch->bots, batch->bot_threads);
	free(batch);
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_bind(struct escopa_batch *batch, const struct escopa_batch_buffers *buffers)
{
	if (!batch || !buffers)
		return ESCOPA_E_NULL;
	if (buffers->version < 1 || buffers->version > ESCOPA_BATCH_BUFFERS_VERSION)
		return ESCOPA_E_INVALID;
	/* a version-1 struct ends at its last field: read no further */
	struct escopa_batch_buffers copy = { 0 };
	memcpy(&copy, buffers, buffers->version == 1 ? BUFFERS_V1_SIZE : sizeof copy);
	if (!copy.actions || (!copy.action_masks && (!copy.moves || !copy.move_counts)))
		return ESCOPA_E_NULL;
	if (copy.moves && copy.max_moves == 0)
		return ESCOPA_E_INVALID;
	if (copy.action_masks && !reserve_masks(batch))
		return ESCOPA_E_NOMEM;
	if (copy.observations && !reserve_seen(batch))
		return ESCOPA_E_NOMEM;
	if (!reserve_finals(batch, copy.final_observations || copy.final_info_states))
		return ESCOPA_E_NOMEM;
	batch->buf = copy;
	batch->bound = true;
	for (size_t i = 0; i < batch->size; i++)
		reset_row(batch, i, 0);
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
	step_games(batch);
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
escopa_batch_set_seat_bot(struct escopa_batch *batch, int seat,
			  const struct escopa_bot *player)
{
	if (!batch)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= batch->players)
		return ESCOPA_E_INVALID;
	enum escopa_status rc = set_seat(batch, seat, player);
	if (rc != ESCOPA_OK)
		return rc;
	if (batch->bound) {
		for (size_t i = 0; i < batch->size; i++) {
			if (batch->seat_players[batch->games[i].seat].set)
				reset_row(batch, i, 0);
		}
	}
	return ESCOPA_OK;
}
