/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the suites of the batch for learning code (test-batch-env*.c):
 * a batch with every buffer bound, its slots' games, random legal actions,
 * and the model of the fixed action space the masks are checked against. */

#ifndef ESCOPA_TEST_BATCH_ENV_HELPERS_H
#define ESCOPA_TEST_BATCH_ENV_HELPERS_H

#include <stddef.h>
#include <stdint.h>
#include "helpers.h"

#define K ESCOPA_BATCH_MOVES_PER_CARD
#define A ESCOPA_BATCH_ACTIONS
#define OBS ESCOPA_OBSERVATION_SIZE

/* The moves bound per slot (max_moves). */
#define MAX_LIST 64

/* ESCOPA_TEST_GAMES when it asks for fewer than fallback, else fallback. */
int test_games(int fallback);

/* A batch with every buffer of the current version bound. */
struct env {
	struct escopa_batch *batch;
	size_t size;
	int players;
	uint32_t *actions, *counts;
	escopa_move_t *moves;
	uint8_t *obs, *final, *masks, *done;
	float *rewards;
	int8_t *winners, *seats, *sides;
	uint32_t *offsets;
	uint8_t *info, *final_info;
	float *actor;
};

/* The buffers of e, its action masks left out unless masks. */
void env_buffers(struct env *e, struct escopa_batch_buffers *buf, bool masks);
/* A new batch of `size` games of a preset, every buffer bound (the action
 * masks only if masks); checked. */
void env_new(struct env *e, enum escopa_preset preset, int players, size_t size, uint64_t seed,
	     bool masks);
void env_free(struct env *e);
/* A uniformly random legal action of slot i's mask. */
uint32_t random_action(const struct env *e, size_t i, uint64_t *rng);
/* A new game, the one in slot i. */
struct escopa_game *slot_game(const struct env *e, size_t i);
/* The model of the action space: the mask of a state with `offset`
 * pending for `pending` (-1 none), and the move of each action (0 for
 * "more"); *total gets the number of legal moves. Returns the longest run
 * of one card's moves. */
size_t model_mask(const struct escopa_game *game, int pending, size_t offset, uint8_t *mask,
		  escopa_move_t *action_moves, size_t *total);

#endif
