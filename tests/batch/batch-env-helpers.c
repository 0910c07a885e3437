/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the suites of the batch for learning code; see
 * batch-env-helpers.h. */

#include <stdlib.h>
#include <string.h>
#include "batch-env-helpers.h"

int
test_games(int fallback)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) : 0;
	return n > 0 && n < fallback ? n : fallback;
}

void
env_buffers(struct env *e, struct escopa_batch_buffers *buf, bool masks)
{
	*buf = (struct escopa_batch_buffers){
		.version = ESCOPA_BATCH_BUFFERS_VERSION,
		.max_moves = MAX_LIST,
		.actions = e->actions,
		.observations = e->obs,
		.moves = e->moves,
		.move_counts = e->counts,
		.rewards = e->rewards,
		.done = e->done,
		.winners = e->winners,
		.to_play_seats = e->seats,
		.to_play_sides = e->sides,
		.final_observations = e->final,
		.action_masks = masks ? e->masks : NULL,
		.more_offsets = e->offsets,
		.info_states = e->info,
		.final_info_states = e->final_info,
		.actor_rewards = e->actor,
	};
}

void
env_new(struct env *e, enum escopa_preset preset, int players, size_t size, uint64_t seed,
	bool masks)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ok(escopa_batch_new(rules, players, size, seed, &e->batch));
	escopa_rules_free(rules);
	e->size = size;
	e->players = players;
	e->actions = calloc(size, sizeof *e->actions);
	e->counts = calloc(size, sizeof *e->counts);
	e->moves = calloc(size * MAX_LIST, sizeof *e->moves);
	e->obs = calloc(size, OBS);
	e->final = calloc(size, OBS);
	e->masks = calloc(size, A);
	e->done = calloc(size, 1);
	e->rewards = calloc(size * 4, sizeof *e->rewards);
	e->winners = calloc(size, 1);
	e->seats = calloc(size, 1);
	e->sides = calloc(size, 1);
	e->offsets = calloc(size, sizeof *e->offsets);
	e->info = calloc(size, ESCOPA_INFO_STATE_SIZE);
	e->final_info = calloc(size, ESCOPA_INFO_STATE_SIZE);
	e->actor = calloc(size, sizeof *e->actor);
	struct escopa_batch_buffers buf;
	env_buffers(e, &buf, masks);
	ck_assert_ok(escopa_batch_bind(e->batch, &buf));
}

void
env_free(struct env *e)
{
	escopa_batch_free(e->batch);
	free(e->actions);
	free(e->counts);
	free(e->moves);
	free(e->obs);
	free(e->final);
	free(e->masks);
	free(e->done);
	free(e->rewards);
	free(e->winners);
	free(e->seats);
	free(e->sides);
	free(e->offsets);
	free(e->info);
	free(e->final_info);
	free(e->actor);
}

/* A uniformly random legal action of slot i's mask. */
uint32_t
random_action(const struct env *e, size_t i, uint64_t *rng)
{
	uint32_t legal[A], n = 0;
	for (uint32_t a = 0; a < A; a++) {
		if (e->masks[i * A + a])
			legal[n++] = a;
	}
	ck_assert_uint_gt(n, 0);
	return legal[next_random(rng) % n];
}

struct escopa_game *
slot_game(const struct env *e, size_t i)
{
	struct escopa_game *game = NULL;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_ok(escopa_game_new(rules, 2, 0, &game));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_batch_game(e->batch, i, game));
	return game;
}

/* The model of the action space: the mask of a state with `offset`
 * pending for `pending` (-1 none), and the move of each action (0 for
 * "more"). Returns the longest run of one card's moves. */
size_t
model_mask(const struct escopa_game *game, int pending, size_t offset, uint8_t *mask,
	   escopa_move_t *action_moves, size_t *total)
{
	static escopa_move_t list[4096];
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, list, 4096, &count));
	ck_assert_uint_le(count, 4096);
	*total = count;
	memset(mask, 0, A);
	size_t longest = 0;
	for (size_t k = 0, end; k < count; k = end) {
		int c = ESCOPA_MOVE_CARD(list[k]);
		for (end = k; end < count && ESCOPA_MOVE_CARD(list[end]) == c; end++)
			;
		if (end - k > longest)
			longest = end - k;
		if (pending >= 0 && c != pending)
			continue;
		size_t from = k + (pending >= 0 ? offset : 0), left = end - from;
		ck_assert_uint_gt(left, 0);
		if (left <= K) {
			for (size_t j = 0; j < left; j++) {
				mask[c * K + j] = 1;
				action_moves[c * K + j] = list[from + j];
			}
		} else {
			for (size_t j = 0; j < K - 1; j++) {
				mask[c * K + j] = 1;
				action_moves[c * K + j] = list[from + j];
			}
			mask[c * K + K - 1] = 1;
			action_moves[c * K + K - 1] = 0;
		}
	}
	return longest;
}
