/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The batch for learning code, 1.4 (batch.h): the seat and side to play,
 * reward modes, final observations, the fixed action space and its masks
 * (checked against a model of its own over random games of every preset,
 * every window of the longest lists walked), players inside the batch,
 * the same games (information states too) on 1, 2 and 5 threads,
 * version-1 buffers, no allocation while stepping (every version-2 buffer
 * bound), and every error with its exact status.
 */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "alloc-count.h"
#include "helpers.h"

#define K ESCOPA_BATCH_MOVES_PER_CARD
#define A ESCOPA_BATCH_ACTIONS
#define OBS ESCOPA_OBSERVATION_SIZE

static int
test_games(int fallback)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) : 0;
	return n > 0 && n < fallback ? n : fallback;
}

static uint64_t
splitmix(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

/* A batch with every buffer of version 2 bound. */
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

#define MAX_LIST 64

static void
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

static void
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

static void
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

/* Every output of two batches of the same size is equal. */
static void
assert_same_outputs(const struct env *a, const struct env *b)
{
	size_t n = a->size;
	ck_assert(memcmp(a->obs, b->obs, n * OBS) == 0);
	ck_assert(memcmp(a->final, b->final, n * OBS) == 0);
	ck_assert(memcmp(a->masks, b->masks, n * A) == 0);
	ck_assert(memcmp(a->rewards, b->rewards, n * 4 * sizeof *a->rewards) == 0);
	ck_assert(memcmp(a->done, b->done, n) == 0);
	ck_assert(memcmp(a->winners, b->winners, n) == 0);
	ck_assert(memcmp(a->seats, b->seats, n) == 0);
	ck_assert(memcmp(a->sides, b->sides, n) == 0);
	ck_assert(memcmp(a->offsets, b->offsets, n * sizeof *a->offsets) == 0);
	ck_assert(memcmp(a->info, b->info, n * ESCOPA_INFO_STATE_SIZE) == 0);
	ck_assert(memcmp(a->final_info, b->final_info, n * ESCOPA_INFO_STATE_SIZE) == 0);
	ck_assert(memcmp(a->actor, b->actor, n * sizeof *a->actor) == 0);
}

/* A uniformly random legal action of slot i's mask. */
static uint32_t
random_action(const struct env *e, size_t i, uint64_t *rng)
{
	uint32_t legal[A], n = 0;
	for (uint32_t a = 0; a < A; a++) {
		if (e->masks[i * A + a])
			legal[n++] = a;
	}
	ck_assert_uint_gt(n, 0);
	return legal[splitmix(rng) % n];
}

static struct escopa_game *
game_of(const struct env *e, size_t i)
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
static size_t
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

/* Random games of a preset through the masks, "more" taken half the time
 * it is offered: the mask is the model's at every state, the move played
 * is the model's (the game after it is the one a single game reaches), a
 * "more" changes nothing but the window, and every legal move is in
 * exactly one window. Returns the longest run of one card's moves seen. */
static size_t
masks_match_model(enum escopa_preset preset, int players, size_t size, int steps, uint64_t seed)
{
	struct env e;
	env_new(&e, preset, players, size, seed, true);
	uint64_t rng = seed * 77 + 1;
	int pending[64];
	size_t offset[64];
	for (size_t i = 0; i < size; i++)
		pending[i] = -1, offset[i] = 0;
	size_t longest = 0, most = 0;
	static uint8_t mask[A];
	static escopa_move_t action_moves[A];
	struct escopa_game **before = calloc(size, sizeof *before);
	for (int step = 0; step < steps; step++) {
		for (size_t i = 0; i < size; i++) {
			before[i] = game_of(&e, i);
			size_t total = 0;
			size_t run = model_mask(before[i], pending[i], offset[i], mask,
						action_moves, &total);
			if (run > longest)
				longest = run;
			if (total > most)
				most = total;
			ck_assert_msg(memcmp(mask, e.masks + i * A, A) == 0,
				      "slot %zu step %d: the mask differs from the model", i, step);
			ck_assert_uint_eq(e.offsets[i], offset[i]);
			int seat = -1;
			ck_assert_ok(escopa_game_current_seat(before[i], &seat));
			ck_assert_int_eq(e.seats[i], seat);
			ck_assert_int_eq(e.sides[i], seat % (players == 4 ? 2 : players));
			/* a "more" half the time, else a uniform move */
			uint32_t a = random_action(&e, i, &rng);
			for (int c = 0; c < 42; c++) {
				if (mask[c * K + K - 1] && !action_moves[c * K + K - 1] &&
				    splitmix(&rng) % 2)
					a = (uint32_t)(c * K + K - 1);
			}
			e.actions[i] = a;
		}
		ck_assert_ok(escopa_batch_step(e.batch));
		for (size_t i = 0; i < size; i++) {
			uint32_t a = e.actions[i];
			struct escopa_game *after = game_of(&e, i);
			int equal = 0;
			/* the model's move for this slot */
			size_t total;
			model_mask(before[i], pending[i], offset[i], mask, action_moves, &total);
			if (!action_moves[a]) {
				ck_assert_ok(escopa_game_equal(after, before[i], &equal));
				ck_assert(equal);
				offset[i] = pending[i] >= 0 ? offset[i] + K - 1 : K - 1;
				pending[i] = (int)(a / K);
				ck_assert(!e.done[i]);
			} else {
				pending[i] = -1;
				offset[i] = 0;
				ck_assert_ok(escopa_game_play(before[i], action_moves[a], NULL));
				if (!e.done[i]) {
					if (phase_of(before[i]) != ESCOPA_PHASE_PLAYING)
						ck_assert_ok(escopa_game_next_hand(before[i]));
					ck_assert_ok(escopa_game_equal(after, before[i], &equal));
					ck_assert_msg(equal, "slot %zu: not the model's move", i);
				} else {
					ck_assert_int_eq(phase_of(before[i]), ESCOPA_PHASE_GAME_OVER);
					ck_assert_int_eq(e.final[i * OBS + 47], ESCOPA_PHASE_GAME_OVER);
				}
			}
			escopa_game_free(after);
			escopa_game_free(before[i]);
		}
	}
	free(before);
	env_free(&e);
	(void)most;
	return longest;
}

START_TEST(masks_match_the_legal_moves_in_every_preset)
{
	static const enum escopa_preset presets[] = {
		ESCOPA_PRESET_ESCOPA, ESCOPA_PRESET_ESCOBA, ESCOPA_PRESET_ESCOBA_DE_15,
		ESCOPA_PRESET_ESCOVA_DE_31, ESCOPA_PRESET_SCOPA,
	};
	int steps = test_games(2000) / 20 + 10;
	for (size_t p = 0; p < sizeof presets / sizeof presets[0]; p++) {
		masks_match_model(presets[p], 2, 16, steps, 3 + p);
		masks_match_model(presets[p], 4, 8, steps, 9 + p);
	}
}
END_TEST

START_TEST(masks_reach_every_move_of_long_joker_lists)
{
	/* Comodines: jokers make lists of a hundred moves and more for one
	 * card, several windows deep */
	int steps = test_games(2000) * 3 / 10;
	size_t two = masks_match_model(ESCOPA_PRESET_ESCOBA_COMODINES, 2, 32, steps, 41);
	size_t four = masks_match_model(ESCOPA_PRESET_ESCOBA_COMODINES, 4, 32, steps, 43);
	if (test_games(2000) >= 2000) {
		ck_assert_uint_gt(two, 3 * K);
		ck_assert_uint_gt(four, 3 * K);
	}
}
END_TEST

/* Plays `steps` uniformly random moves in a batch of 4 Comodines games
 * by index (as a version-1 caller), which leaves slot `slot` with a card
 * of at least `run` moves, the longest lists found in random play; then
 * binds masks and walks every window of that card with "more", each the
 * model's, and plays its last move. */
static void
walk_longest_list(int players, uint64_t seed, int steps, size_t slot, size_t run)
{
	struct escopa_rules *rules = NULL;
	struct escopa_batch *batch = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_COMODINES, &rules));
	ck_assert_ok(escopa_batch_new(rules, players, 4, seed, &batch));
	escopa_rules_free(rules);
	static escopa_move_t moves[4 * 1024];
	uint32_t actions[4], counts[4];
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION, .max_moves = 1024,
		.actions = actions, .moves = moves, .move_counts = counts,
	};
	ck_assert_ok(escopa_batch_bind(batch, &buf));
	uint64_t rng = seed * 77 + 1;
	for (int step = 0; step < steps; step++) {
		for (size_t i = 0; i < 4; i++)
			actions[i] = (uint32_t)(splitmix(&rng) % counts[i]);
		ck_assert_ok(escopa_batch_step(batch));
	}
	struct env e = { .batch = batch, .size = 4, .players = players };
	static uint8_t masks[4 * A];
	uint32_t offsets[4];
	e.masks = masks;
	buf.action_masks = masks;
	buf.more_offsets = offsets;
	ck_assert_ok(escopa_batch_bind(batch, &buf));
	static uint8_t mask[A];
	static escopa_move_t action_moves[A];
	struct escopa_game *game = game_of(&e, slot);
	size_t total = 0;
	size_t longest = model_mask(game, -1, 0, mask, action_moves, &total);
	ck_assert_uint_ge(longest, run);
	/* the card with the longest list */
	escopa_move_t list[1024];
	ck_assert_ok(escopa_game_moves(game, list, 1024, &total));
	int card = -1;
	for (size_t k = 0, end; k < total; k = end) {
		for (end = k; end < total && ESCOPA_MOVE_CARD(list[end]) == ESCOPA_MOVE_CARD(list[k]);
		     end++)
			;
		if (end - k == longest)
			card = ESCOPA_MOVE_CARD(list[k]);
	}
	size_t offset = 0, seen = 0;
	int pending = -1;
	for (;;) {
		model_mask(game, pending, offset, mask, action_moves, &total);
		ck_assert(memcmp(mask, masks + slot * A, A) == 0);
		ck_assert_uint_eq(offsets[slot], offset);
		for (size_t i = 0; i < 4; i++) {
			uint32_t a = 0;
			while (!masks[i * A + a])
				a++;
			actions[i] = a;
		}
		uint32_t more = (uint32_t)card * K + K - 1;
		if (!mask[more] || action_moves[more]) {
			/* the last window: up to K moves, then the card's list ends */
			for (size_t j = 0; j < K && mask[card * K + j]; j++)
				seen++;
			actions[slot] = (uint32_t)card * K;
			ck_assert_ok(escopa_batch_step(batch));
			break;
		}
		seen += K - 1;
		actions[slot] = more;
		ck_assert_ok(escopa_batch_step(batch));
		offset = pending >= 0 ? offset + K - 1 : K - 1;
		pending = card;
		struct escopa_game *now = game_of(&e, slot);
		int equal = 0;
		ck_assert_ok(escopa_game_equal(now, game, &equal));
		ck_assert(equal);   /* "more" plays nothing */
		escopa_game_free(now);
	}
	ck_assert_uint_eq(seen, longest);   /* every move of the card was offered */
	ck_assert_ok(escopa_game_play(game, action_moves[card * K], NULL));
	if (phase_of(game) == ESCOPA_PHASE_HAND_OVER)
		ck_assert_ok(escopa_game_next_hand(game));
	struct escopa_game *now = game_of(&e, slot);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(now, game, &equal));
	ck_assert(equal);
	escopa_game_free(now);
	escopa_game_free(game);
	escopa_batch_free(batch);
}

START_TEST(masks_walk_the_longest_lists_of_random_play)
{
	/* found by searching seeds: 245 moves of one card (291 in all) with
	 * two players, 504 moves in all and 215 of one card with four */
	walk_longest_list(2, 14, 2010, 2, 245);
	walk_longest_list(4, 293, 1932, 3, 150);
	walk_longest_list(4, 233, 2220, 0, 215);
}
END_TEST

/* Rows of a version-1 struct, as a 1.1 caller compiles it. */
struct buffers_v1 {
	unsigned int version;
	size_t max_moves;
	const uint32_t *actions;
	uint8_t *observations;
	escopa_move_t *moves;
	uint32_t *move_counts;
	float *rewards;
	uint8_t *done;
	int8_t *winners;
};

START_TEST(version_1_buffers_play_as_before)
{
	/* the 1.1 struct, followed by bytes a version-2 field would be read
	 * from: they must not be */
	struct {
		struct buffers_v1 v1;
		unsigned char poison[64];
	} old;
	/* 1.1's size: the fields of 1.4 start right after it */
	ck_assert_uint_eq(sizeof old.v1, offsetof(struct escopa_batch_buffers, to_play_seats));
	memset(&old, 0xA5, sizeof old);
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA, 2, 8, 5, false);
	struct escopa_batch *batch = NULL;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_batch_new(rules, 2, 8, 5, &batch));
	escopa_rules_free(rules);
	uint32_t actions[8], counts[8];
	escopa_move_t moves[8 * MAX_LIST];
	uint8_t obs[8 * OBS], done[8];
	float rewards[8 * 4];
	int8_t winners[8];
	old.v1 = (struct buffers_v1){ 1, MAX_LIST, actions, obs, moves, counts, rewards, done,
				      winners };
	ck_assert_ok(escopa_batch_bind(batch, (const struct escopa_batch_buffers *)&old.v1));
	uint64_t rng = 3;
	for (int step = 0; step < 300; step++) {
		for (size_t i = 0; i < 8; i++)
			actions[i] = e.actions[i] = (uint32_t)(splitmix(&rng) % counts[i]);
		ck_assert_ok(escopa_batch_step(batch));
		ck_assert_ok(escopa_batch_step(e.batch));
		ck_assert(memcmp(obs, e.obs, sizeof obs) == 0);
		ck_assert(memcmp(counts, e.counts, sizeof counts) == 0);
		ck_assert(memcmp(rewards, e.rewards, sizeof rewards) == 0);
		ck_assert(memcmp(done, e.done, sizeof done) == 0);
		ck_assert(memcmp(winners, e.winners, sizeof winners) == 0);
	}
	/* version 3 does not exist */
	old.v1.version = 3;
	ck_assert_status(escopa_batch_bind(batch, (const struct escopa_batch_buffers *)&old.v1),
			 ESCOPA_E_INVALID);
	escopa_batch_free(batch);
	env_free(&e);
}
END_TEST

START_TEST(to_play_rewards_and_final_observations)
{
	/* three batches on the same seeds and actions, one per reward mode */
	struct env points, margin, result;
	int players = _i ? 3 : 4;
	int sides = players == 4 ? 2 : players;
	env_new(&points, ESCOPA_PRESET_ESCOPA, players, 12, 8, false);
	env_new(&margin, ESCOPA_PRESET_ESCOPA, players, 12, 8, false);
	env_new(&result, ESCOPA_PRESET_ESCOPA, players, 12, 8, false);
	ck_assert_ok(escopa_batch_set_reward(margin.batch, ESCOPA_BATCH_REWARD_MARGIN));
	ck_assert_ok(escopa_batch_set_reward(result.batch, ESCOPA_BATCH_REWARD_RESULT));
	ck_assert_status(escopa_batch_set_reward(NULL, ESCOPA_BATCH_REWARD_MARGIN), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_set_reward(points.batch, 3), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_set_reward(points.batch, -1), ESCOPA_E_INVALID);
	uint64_t rng = 11;
	int ended = 0;
	for (int step = 0; step < 1500; step++) {
		int8_t actor[12];
		for (size_t i = 0; i < 12; i++) {
			struct escopa_game *game = game_of(&points, i);
			int seat = -1;
			ck_assert_ok(escopa_game_current_seat(game, &seat));
			ck_assert_int_eq(points.seats[i], seat);
			ck_assert_int_eq(points.sides[i], seat % sides);
			escopa_game_free(game);
			actor[i] = points.seats[i];
			uint32_t n = points.counts[i] < MAX_LIST ? points.counts[i] : MAX_LIST;
			points.actions[i] = margin.actions[i] = result.actions[i] =
				(uint32_t)(splitmix(&rng) % n);
		}
		ck_assert_ok(escopa_batch_step(points.batch));
		ck_assert_ok(escopa_batch_step(margin.batch));
		ck_assert_ok(escopa_batch_step(result.batch));
		ck_assert(memcmp(points.obs, result.obs, 12 * OBS) == 0);
		for (size_t i = 0; i < 12; i++) {
			const float *p = points.rewards + 4 * i;
			float total = 0;
			for (int s = 0; s < sides; s++)
				total += p[s];
			for (int s = 0; s < 4; s++) {
				float want = s < sides ? p[s] - (total - p[s]) / (float)(sides - 1) : 0;
				ck_assert_float_eq_tol(margin.rewards[4 * i + s], want, 1e-4);
				float r = 0;
				if (s < sides && points.done[i] && points.winners[i] >= 0)
					r = s == points.winners[i] ? 1.0f : -1.0f;
				ck_assert_float_eq(result.rewards[4 * i + s], r);
			}
			if (points.done[i]) {
				ended++;
				const uint8_t *f = points.final + i * OBS;
				ck_assert_int_eq(f[47], ESCOPA_PHASE_GAME_OVER);
				ck_assert_int_eq(f[42], players);
				/* from the actor's view: its side's score is byte 48 */
				ck_assert_int_ne(f[48] + f[49], 0);
				(void)actor;
			}
		}
	}
	ck_assert_int_gt(ended, 0);
	env_free(&points);
	env_free(&margin);
	env_free(&result);
}
END_TEST

/* Whether two 2-player observations of one position agree, from the same
 * seat or from the two seats (the relative sides swapped). */
static bool
same_but_sides(const uint8_t *a, const uint8_t *b)
{
	if (memcmp(a, b, OBS) == 0)
		return true;
	for (int c = 0; c < 42; c++) {
		int swapped = a[c] == 3 ? 4 : a[c] == 4 ? 3 : a[c];
		if (b[c] != swapped)
			return false;
	}
	return a[42] == b[42] && a[43] == b[43] && a[45] == b[45] && a[46] == b[46] &&
	       a[47] == b[47] && a[48] == b[49] && a[49] == b[48] && a[52] == b[53] &&
	       a[53] == b[52];
}

START_TEST(final_observation_is_the_actors_view)
{
	/* two players: the final observation from the seat that acted is
	 * escopa_game_observe() of the ended game when that seat is the one
	 * it observes from, and the sides' scores swapped otherwise */
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA_DE_15, 2, 8, 2, true);
	uint64_t rng = 4;
	int checked = 0;
	for (int step = 0; step < 2000 && checked < 8; step++) {
		struct escopa_game *before[8];
		for (size_t i = 0; i < 8; i++) {
			before[i] = game_of(&e, i);
			e.actions[i] = random_action(&e, i, &rng);
		}
		ck_assert_ok(escopa_batch_step(e.batch));
		for (size_t i = 0; i < 8; i++) {
			if (e.done[i]) {
				/* replay the last move on the copy: the mask's move */
				escopa_move_t moves[512];
				size_t n = 0;
				ck_assert_ok(escopa_game_moves(before[i], moves, 512, &n));
				uint8_t mine[OBS];
				bool found = false;
				for (size_t k = 0; k < n && !found; k++) {
					struct escopa_game *copy = NULL;
					ck_assert_ok(escopa_game_clone(before[i], &copy));
					ck_assert_ok(escopa_game_play(copy, moves[k], NULL));
					if (phase_of(copy) == ESCOPA_PHASE_GAME_OVER) {
						ck_assert_ok(escopa_game_observe(copy, mine));
						found = same_but_sides(mine, e.final + i * OBS);
					}
					escopa_game_free(copy);
				}
				ck_assert_msg(found, "slot %zu: final observation of no end", i);
				/* the dealer plays a hand's last card: the final
				 * observation is its view (turn position 1), where
				 * escopa_game_observe() takes the other seat's */
				ck_assert_int_eq(e.final[i * OBS + 44], 1);
				checked++;
			}
			escopa_game_free(before[i]);
		}
	}
	ck_assert_int_gt(checked, 0);
	env_free(&e);
}
END_TEST

START_TEST(mask_errors_change_nothing)
{
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA_COMODINES, 2, 4, 6, true);
	uint64_t rng = 1;
	for (size_t i = 0; i < 4; i++)
		e.actions[i] = random_action(&e, i, &rng);
	struct escopa_game *before[4];
	for (size_t i = 0; i < 4; i++)
		before[i] = game_of(&e, i);
	uint8_t masks[4 * A], obs[4 * OBS];
	memcpy(masks, e.masks, sizeof masks);
	memcpy(obs, e.obs, sizeof obs);
	uint32_t saved = e.actions[2];
	uint32_t bad[] = { A, A + K, UINT32_MAX, 0 };
	/* an action masked out: the first one not in slot 2's mask */
	for (uint32_t a = 0; a < A; a++) {
		if (!e.masks[2 * A + a]) {
			bad[3] = a;
			break;
		}
	}
	for (size_t k = 0; k < 4; k++) {
		e.actions[2] = bad[k];
		ck_assert_status(escopa_batch_step(e.batch), ESCOPA_E_ILLEGAL);
		size_t slot = 0;
		enum escopa_refusal why = ESCOPA_REFUSAL_NONE;
		ck_assert_ok(escopa_batch_refusal(e.batch, &slot, &why));
		ck_assert_uint_eq(slot, 2);
		ck_assert_int_eq(why, ESCOPA_REFUSAL_NO_SUCH_ACTION);
	}
	/* the caller's mask bytes are not the truth: setting one opens nothing */
	e.actions[2] = bad[3];
	e.masks[2 * A + bad[3]] = 1;
	ck_assert_status(escopa_batch_step(e.batch), ESCOPA_E_ILLEGAL);
	e.masks[2 * A + bad[3]] = 0;
	ck_assert(memcmp(masks, e.masks, sizeof masks) == 0);
	ck_assert(memcmp(obs, e.obs, sizeof obs) == 0);
	for (size_t i = 0; i < 4; i++) {
		struct escopa_game *now = game_of(&e, i);
		int equal = 0;
		ck_assert_ok(escopa_game_equal(now, before[i], &equal));
		ck_assert(equal);
		escopa_game_free(now);
		escopa_game_free(before[i]);
	}
	e.actions[2] = saved;
	size_t slot = 0;
	enum escopa_refusal why = ESCOPA_REFUSAL_NO_SUCH_ACTION;
	ck_assert_ok(escopa_batch_refusal(e.batch, &slot, &why));
	ck_assert_uint_eq(slot, 4);
	ck_assert_int_eq(why, ESCOPA_REFUSAL_NONE);
	ck_assert_ok(escopa_batch_step(e.batch));

	/* with masks, moves and counts may be left out; without, not */
	struct escopa_batch_buffers buf;
	env_buffers(&e, &buf, true);
	buf.moves = NULL;
	buf.move_counts = NULL;
	buf.max_moves = 0;
	ck_assert_ok(escopa_batch_bind(e.batch, &buf));
	buf.action_masks = NULL;
	ck_assert_status(escopa_batch_bind(e.batch, &buf), ESCOPA_E_NULL);
	buf.action_masks = e.masks;
	buf.moves = e.moves;
	ck_assert_status(escopa_batch_bind(e.batch, &buf), ESCOPA_E_INVALID);  /* max_moves 0 */
	env_free(&e);
}
END_TEST

START_TEST(seat_bot_errors_change_nothing)
{
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA, 3, 4, 6, true);
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	uint8_t masks[4 * A];
	memcpy(masks, e.masks, sizeof masks);
	ck_assert_status(escopa_batch_set_seat_bot(NULL, 1, greedy), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_set_seat_bot(e.batch, -1, greedy), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_set_seat_bot(e.batch, 3, greedy), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_batch_set_seat_bot(e.batch, 1, greedy));
	ck_assert_ok(escopa_batch_set_seat_bot(e.batch, 2, greedy));
	/* the learner keeps a seat */
	ck_assert_status(escopa_batch_set_seat_bot(e.batch, 0, greedy), ESCOPA_E_INVALID);
	for (size_t i = 0; i < 4; i++)
		ck_assert_int_eq(e.seats[i], 0);
	ck_assert_ok(escopa_batch_set_seat_bot(e.batch, 2, NULL));
	ck_assert_ok(escopa_batch_set_seat_bot(e.batch, 0, greedy));
	for (size_t i = 0; i < 4; i++)
		ck_assert_int_eq(e.seats[i], 2);
	escopa_bot_free(greedy);   /* the batch keeps its own */
	uint64_t rng = 9;
	for (int step = 0; step < 200; step++) {
		for (size_t i = 0; i < 4; i++)
			e.actions[i] = random_action(&e, i, &rng);
		ck_assert_ok(escopa_batch_step(e.batch));
		for (size_t i = 0; i < 4; i++)
			ck_assert_int_eq(e.seats[i], 2);
	}
	env_free(&e);
}
END_TEST

/* Plays a learner seat 0 against greedy seats through the batch and with
 * single games and escopa_bot_choose_game(): the same games. */
START_TEST(greedy_seats_play_as_the_greedy_player)
{
	int players = _i ? 4 : 2;
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA_DE_15, players, 6, 12, true);
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	for (int s = 1; s < players; s++)
		ck_assert_ok(escopa_batch_set_seat_bot(e.batch, s, greedy));
	ck_assert_ok(escopa_batch_set_reward(e.batch, ESCOPA_BATCH_REWARD_MARGIN));
	uint64_t rng = 2;
	static uint8_t mask[A];
	static escopa_move_t action_moves[A];
	int games = 0;
	for (int step = 0; step < 600; step++) {
		struct escopa_game *model[6];
		escopa_move_t chosen[6];
		for (size_t i = 0; i < 6; i++) {
			ck_assert_int_eq(e.seats[i], 0);
			ck_assert_int_eq(e.sides[i], 0);
			model[i] = game_of(&e, i);
			size_t total;
			model_mask(model[i], -1, 0, mask, action_moves, &total);
			ck_assert(memcmp(mask, e.masks + i * A, A) == 0);
			/* a move, never "more": no sub-decision in this test */
			do
				e.actions[i] = random_action(&e, i, &rng);
			while (!action_moves[e.actions[i]]);
			chosen[i] = action_moves[e.actions[i]];
		}
		ck_assert_ok(escopa_batch_step(e.batch));
		for (size_t i = 0; i < 6; i++) {
			if (e.done[i]) {   /* a new game: compared from the next step */
				games++;
				escopa_game_free(model[i]);
				continue;
			}
			int gain[2] = { 0 }, score0[2] = { 0 }, score1[2] = { 0 };
			for (int s = 0; s < 2; s++)
				ck_assert_ok(escopa_game_score(model[i], s, &score0[s]));
			ck_assert_ok(escopa_game_play(model[i], chosen[i], NULL));
			for (;;) {
				if (phase_of(model[i]) == ESCOPA_PHASE_HAND_OVER) {
					for (int s = 0; s < 2; s++)
						ck_assert_ok(escopa_game_score(model[i], s, &score1[s]));
					for (int s = 0; s < 2; s++)
						gain[s] += score1[s] - score0[s];
					ck_assert_ok(escopa_game_next_hand(model[i]));
					for (int s = 0; s < 2; s++)
						ck_assert_ok(escopa_game_score(model[i], s, &score0[s]));
				}
				int seat = -1;
				ck_assert_ok(escopa_game_current_seat(model[i], &seat));
				if (seat == 0)
					break;
				escopa_move_t move;
				ck_assert_ok(escopa_game_choose_move(model[i], ESCOPA_PLAYER_GREEDY, NULL, &move));
				ck_assert_ok(escopa_game_play(model[i], move, NULL));
			}
			struct escopa_game *now = game_of(&e, i);
			int equal = 0;
			ck_assert_ok(escopa_game_equal(now, model[i], &equal));
			ck_assert_msg(equal, "slot %zu step %d: not the greedy player's game", i, step);
			ck_assert_float_eq(e.rewards[4 * i], (float)(gain[0] - gain[1]));
			ck_assert_float_eq(e.rewards[4 * i + 1], (float)(gain[1] - gain[0]));
			escopa_game_free(now);
			escopa_game_free(model[i]);
		}
	}
	ck_assert_int_gt(games, 0);
	escopa_bot_free(greedy);
	env_free(&e);
}
END_TEST

/* The same games on 1, 2 and 5 threads, with random, easy (greedy with
 * randomness) and PIMC seats in Comodines with four players (_i 0), or an
 * ISMCTS and a greedy seat in Escoba with three (_i 1), and a learner
 * that takes "more". */
START_TEST(players_play_the_same_games_on_any_threads)
{
	size_t size = 650;   /* 5 threads of 128 games and more */
	int steps = test_games(2000) >= 2000 ? (_i ? 12 : 40) : 4;
	int players = _i ? 3 : 4;
	struct env e[3];
	int threads[3] = { 1, 2, 5 };
	struct escopa_bot *seat_bots[3];
	if (_i) {
		ck_assert_ok(escopa_bot_new(ESCOPA_BOT_ISMCTS, 3, &seat_bots[0]));
		ck_assert_ok(escopa_bot_set(seat_bots[0], ESCOPA_BOT_OPT_ITERATIONS, 16));
		ck_assert_ok(escopa_bot_set(seat_bots[0], ESCOPA_BOT_OPT_NODES, 1024));
		seat_bots[1] = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
		seat_bots[2] = NULL;
	} else {
		seat_bots[0] = new_bot(ESCOPA_BOT_RANDOM, 0, 3);
		seat_bots[1] = new_bot(ESCOPA_BOT_PIMC, 2, 4);
		ck_assert_ok(escopa_bot_new_level(ESCOPA_LEVEL_EASY, 5, &seat_bots[2]));
	}
	for (int t = 0; t < 3; t++) {
		env_new(&e[t], _i ? ESCOPA_PRESET_ESCOBA : ESCOPA_PRESET_ESCOBA_COMODINES, players,
			size, 30, true);
		ck_assert_ok(escopa_batch_set_seat_bot(e[t].batch, 1, seat_bots[0]));
		if (t == 1)   /* threads before or after the players: the same */
			ck_assert_ok(escopa_batch_set_threads(e[t].batch, threads[t]));
		for (int s = 2; s < players; s++)
			ck_assert_ok(escopa_batch_set_seat_bot(e[t].batch, s, seat_bots[s - 1]));
		ck_assert_ok(escopa_batch_set_threads(e[t].batch, threads[t]));
		ck_assert_ok(escopa_batch_set_reward(e[t].batch, ESCOPA_BATCH_REWARD_RESULT));
	}
	for (int k = 0; k < 3; k++)
		escopa_bot_free(seat_bots[k]);
	uint64_t rng = 8;
	for (int step = 0; step < steps; step++) {
		for (size_t i = 0; i < size; i++) {
			uint32_t a = random_action(&e[0], i, &rng);
			for (int t = 0; t < 3; t++)
				e[t].actions[i] = a;
		}
		for (int t = 0; t < 3; t++)
			ck_assert_ok(escopa_batch_step(e[t].batch));
		assert_same_outputs(&e[0], &e[1]);
		assert_same_outputs(&e[0], &e[2]);
		for (size_t i = 0; i < size; i++)
			ck_assert_int_eq(e[0].seats[i], 0);
	}
	for (int t = 0; t < 3; t++)
		env_free(&e[t]);
}
END_TEST

START_TEST(stepping_with_masks_and_players_never_allocates)
{
	if (!allocations_counted())
		return;
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA_COMODINES, 2, 8, 1, true);
	struct escopa_bot *pimc = new_bot(ESCOPA_BOT_PIMC, 4, 1);
	ck_assert_ok(escopa_batch_set_seat_bot(e.batch, 1, pimc));
	escopa_bot_free(pimc);
	ck_assert_ok(escopa_batch_set_reward(e.batch, ESCOPA_BATCH_REWARD_MARGIN));
	uint64_t rng = 5;
	int before = allocations;
	for (int step = 0; step < 300; step++) {
		for (size_t i = 0; i < 8; i++)
			e.actions[i] = random_action(&e, i, &rng);
		ck_assert_ok(escopa_batch_step(e.batch));
	}
	ck_assert_int_eq(allocations, before);
	env_free(&e);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("batch-env");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, masks_match_the_legal_moves_in_every_preset);
	tcase_add_test(tc, masks_reach_every_move_of_long_joker_lists);
	tcase_add_test(tc, masks_walk_the_longest_lists_of_random_play);
	tcase_add_test(tc, version_1_buffers_play_as_before);
	tcase_add_loop_test(tc, to_play_rewards_and_final_observations, 0, 2);
	tcase_add_test(tc, final_observation_is_the_actors_view);
	tcase_add_test(tc, mask_errors_change_nothing);
	tcase_add_test(tc, seat_bot_errors_change_nothing);
	tcase_add_loop_test(tc, greedy_seats_play_as_the_greedy_player, 0, 2);
	tcase_add_loop_test(tc, players_play_the_same_games_on_any_threads, 0, 2);
	tcase_add_test(tc, stepping_with_masks_and_players_never_allocates);
	suite_add_tcase(s, tc);
	return s;
}
