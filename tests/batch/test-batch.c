/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Observations and batches (batch.h): the observation layout on hand-built
 * positions, a batch playing exactly the games single games play, automatic
 * redeals and resets with their seed streams, rewards and done flags, and
 * every error with its exact status.
 */

#include <stdlib.h>
#include <string.h>
#include "helpers.h"

static uint64_t
splitmix(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

START_TEST(observation_of_a_known_position)
{
	/* seat 0 to play, holding 7o 5c 3e; seat 1 holds 1o 2o 3o */
	const struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "7o 5c 3e", "1o 2o 3o" },
		.table = "4c 8e 9b 10o",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	uint8_t obs[ESCOPA_OBSERVATION_SIZE];
	memset(obs, 0xAA, sizeof obs);
	ck_assert_ok(escopa_game_observe(g, obs));
	ck_assert_int_eq(obs[card("7o")], ESCOPA_OBS_MY_HAND);
	ck_assert_int_eq(obs[card("3e")], ESCOPA_OBS_MY_HAND);
	ck_assert_int_eq(obs[card("1o")], ESCOPA_OBS_UNSEEN);     /* other hand */
	ck_assert_int_eq(obs[card("4c")], ESCOPA_OBS_TABLE);
	ck_assert_int_eq(obs[card("10o")], ESCOPA_OBS_TABLE);
	ck_assert_int_eq(obs[ESCOPA_JOKER_1], ESCOPA_OBS_UNSEEN);
	ck_assert_int_eq(obs[42], 2);   /* players */
	ck_assert_int_eq(obs[43], 2);   /* sides */
	ck_assert_int_eq(obs[44], 0);   /* first to play after the dealer */
	ck_assert_int_eq(obs[45], 30);  /* stock */
	ck_assert_int_eq(obs[46], 1);   /* hand number */
	ck_assert_int_eq(obs[47], ESCOPA_PHASE_PLAYING);
	ck_assert_int_eq(obs[56], 255); /* nobody captured */
	ck_assert_int_eq(obs[57], 3);
	ck_assert_int_eq(obs[58], 3);
	ck_assert_int_eq(obs[61], 1);   /* game 1 of the match */
	ck_assert_int_eq(obs[62], 0);   /* no game won */
	ck_assert_int_eq(obs[63], 0);

	/* seat 0 captures 5c x 10o; now seat 1 sees it as relative side 1 */
	play(g, "5c x 10o");
	ck_assert_ok(escopa_game_observe(g, obs));
	ck_assert_int_eq(obs[card("5c")], ESCOPA_OBS_CAPTURED + 1);
	ck_assert_int_eq(obs[card("10o")], ESCOPA_OBS_CAPTURED + 1);
	ck_assert_int_eq(obs[card("1o")], ESCOPA_OBS_MY_HAND);
	ck_assert_int_eq(obs[card("7o")], ESCOPA_OBS_UNSEEN);
	ck_assert_int_eq(obs[44], 1);
	ck_assert_int_eq(obs[56], 1);   /* the other side captured last */
	ck_assert_int_eq(obs[57], 3);   /* seat 1 holds 3 */
	ck_assert_int_eq(obs[58], 2);   /* seat 0 holds 2 */

	ck_assert_status(escopa_game_observe(NULL, obs), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe(g, NULL), ESCOPA_E_NULL);
	escopa_game_free(g);
}
END_TEST

START_TEST(observation_shows_stacks_set_aside_and_open_hands)
{
	/* Escoba: 3o set onto 4c makes a stack (stacking, the English Escoba
	 * guide) */
	const struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "3o 8e 8b", "1o 2o 2c" },
		.table = "4c 6e 9b 10o",
	};
	const int open[] = { ESCOPA_OPT_OPEN_TABLE, 1, -1 };
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA, &pos, open);
	play(g, "3o on 4c");
	uint8_t obs[ESCOPA_OBSERVATION_SIZE];
	ck_assert_ok(escopa_game_observe(g, obs));
	ck_assert_int_eq(obs[card("3o")], ESCOPA_OBS_STACK + 0);
	ck_assert_int_eq(obs[card("4c")], ESCOPA_OBS_STACK + 0);
	ck_assert_int_eq(obs[card("6e")], ESCOPA_OBS_TABLE);
	/* open table: seat 1 sees seat 0's cards as relative seat 1 */
	ck_assert_int_eq(obs[card("8e")], ESCOPA_OBS_HAND_OF + 1);
	ck_assert_int_eq(obs[card("1o")], ESCOPA_OBS_MY_HAND);
	escopa_game_free(g);

	/* Escoba de 15: a first table with a 15 is set aside (doc/rules.md,
	 * section A hand, item 2) */
	const struct position aside = {
		.players = 2, .dealer = 1,
		.hands = { "1c 2c 3c", "1b 2b 3b" },
		.table = "5o 10c 4e 6e",
	};
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &aside, NULL);
	ck_assert_ok(escopa_game_observe(g, obs));
	ck_assert_int_eq(obs[card("5o")], ESCOPA_OBS_SET_ASIDE);
	ck_assert_int_eq(obs[card("10c")], ESCOPA_OBS_SET_ASIDE);
	escopa_game_free(g);
}
END_TEST

struct bound {
	struct escopa_batch *batch;
	size_t size, max_moves;
	uint32_t *actions, *counts;
	uint8_t *obs, *done;
	escopa_move_t *moves;
	float *rewards;
	int8_t *winners;
};

static void
bind_new(struct bound *b, enum escopa_preset preset, int players, size_t size,
	 uint64_t seed, size_t max_moves)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ok(escopa_batch_new(rules, players, size, seed, &b->batch));
	escopa_rules_free(rules);
	b->size = size;
	b->max_moves = max_moves;
	b->actions = calloc(size, sizeof *b->actions);
	b->counts = calloc(size, sizeof *b->counts);
	b->obs = calloc(size, ESCOPA_OBSERVATION_SIZE);
	b->done = calloc(size, 1);
	b->moves = calloc(size * max_moves, sizeof *b->moves);
	b->rewards = calloc(size * 4, sizeof *b->rewards);
	b->winners = calloc(size, 1);
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION,
		.max_moves = max_moves,
		.actions = b->actions,
		.observations = b->obs,
		.moves = b->moves,
		.move_counts = b->counts,
		.rewards = b->rewards,
		.done = b->done,
		.winners = b->winners,
	};
	ck_assert_ok(escopa_batch_bind(b->batch, &buf));
}

static void
bound_free(struct bound *b)
{
	escopa_batch_free(b->batch);
	free(b->actions);
	free(b->counts);
	free(b->obs);
	free(b->done);
	free(b->moves);
	free(b->rewards);
	free(b->winners);
}

START_TEST(batch_plays_the_games_single_games_play)
{
	/* every preset and player count: slot i's first game is
	 * escopa_game_new(seed = splitmix(seed + i)); after each step the
	 * slot matches a single game played with the same moves */
	enum escopa_preset preset = (enum escopa_preset)(_i / 3);
	int players = 2 + _i % 3;
	const size_t size = 8;
	struct bound b;
	bind_new(&b, preset, players, size, 1000, 4096);
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	struct escopa_game *single[8], *copy = NULL;
	uint64_t streams[8];
	int totals[8][4] = { { 0 } };
	for (size_t i = 0; i < size; i++) {
		streams[i] = 1000 + i;
		ck_assert_ok(escopa_game_new(rules, players, splitmix(&streams[i]), &single[i]));
	}
	ck_assert_ok(escopa_game_new(rules, players, 0, &copy));
	uint64_t rng = 7;
	int games_done = 0;
	for (int step = 0; step < 1500; step++) {
		for (size_t i = 0; i < size; i++) {
			/* the batch lists exactly the single game's moves */
			escopa_move_t list[4096];
			size_t n;
			ck_assert_ok(escopa_game_moves(single[i], list, 4096, &n));
			ck_assert_uint_eq(n, b.counts[i]);
			ck_assert(memcmp(list, b.moves + i * b.max_moves,
					 (n < 4096 ? n : 4096) * sizeof *list) == 0);
			uint8_t obs[ESCOPA_OBSERVATION_SIZE];
			ck_assert_ok(escopa_game_observe(single[i], obs));
			ck_assert(memcmp(obs, b.obs + i * ESCOPA_OBSERVATION_SIZE, sizeof obs) == 0);
			b.actions[i] = (uint32_t)(splitmix(&rng) % n);
		}
		ck_assert_ok(escopa_batch_step(b.batch));
		for (size_t i = 0; i < size; i++) {
			escopa_move_t move = 0;
			escopa_move_t list[4096];
			size_t n;
			ck_assert_ok(escopa_game_moves(single[i], list, 4096, &n));
			move = list[b.actions[i]];
			int before[4] = { 0 };
			int sides;
			ck_assert_ok(escopa_game_sides(single[i], &sides));
			for (int s = 0; s < sides; s++)
				ck_assert_ok(escopa_game_score(single[i], s, &before[s]));
			ck_assert_ok(escopa_game_play(single[i], move, NULL));
			enum escopa_phase phase;
			ck_assert_ok(escopa_game_phase(single[i], &phase));
			for (int s = 0; s < 4; s++) {
				int after = 0;
				if (s < sides)
					ck_assert_ok(escopa_game_score(single[i], s, &after));
				ck_assert(b.rewards[4 * i + s] == (float)(after - before[s]));
				totals[i][s] += after - before[s];
			}
			ck_assert_int_eq(b.done[i], phase == ESCOPA_PHASE_GAME_OVER);
			if (phase == ESCOPA_PHASE_GAME_OVER) {
				int winner;
				ck_assert_ok(escopa_game_winner(single[i], &winner));
				ck_assert_int_eq(b.winners[i], winner);
				for (int s = 0; s < sides; s++) {
					int score;
					ck_assert_ok(escopa_game_score(single[i], s, &score));
					ck_assert_int_eq(totals[i][s], score);
					totals[i][s] = 0;
				}
				escopa_game_free(single[i]);
				ck_assert_ok(escopa_game_new(rules, players, splitmix(&streams[i]),
							     &single[i]));
				games_done++;
			} else {
				ck_assert_int_eq(b.winners[i], -1);
				if (phase == ESCOPA_PHASE_HAND_OVER)
					ck_assert_ok(escopa_game_next_hand(single[i]));
			}
			int equal = 0;
			ck_assert_ok(escopa_batch_game(b.batch, i, copy));
			ck_assert_ok(escopa_game_equal(copy, single[i], &equal));
			ck_assert_msg(equal, "slot %zu differs after step %d", i, step);
		}
	}
	ck_assert_int_gt(games_done, 0);
	for (size_t i = 0; i < size; i++)
		escopa_game_free(single[i]);
	escopa_game_free(copy);
	escopa_rules_free(rules);
	bound_free(&b);
}
END_TEST

START_TEST(batch_errors_change_nothing)
{
	struct escopa_rules *rules = NULL;
	struct escopa_batch *batch = (struct escopa_batch *)(uintptr_t)1;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_status(escopa_batch_new(NULL, 2, 4, 0, &batch), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_new(rules, 2, 4, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_new(rules, 1, 4, 0, &batch), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_new(rules, 5, 4, 0, &batch), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_new(rules, 2, 0, 0, &batch), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_new(rules, 2, (1u << 20) + 1, 0, &batch), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(batch, (struct escopa_batch *)(uintptr_t)1);
	ck_assert_ok(escopa_batch_new(rules, 2, 4, 0, &batch));
	escopa_rules_free(rules);

	ck_assert_status(escopa_batch_step(NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_step(batch), ESCOPA_E_PHASE);   /* nothing bound */

	uint32_t actions[4] = { 0 }, counts[4];
	escopa_move_t moves[4 * 8];
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION, .max_moves = 8,
		.actions = actions, .moves = moves, .move_counts = counts,
	};
	ck_assert_status(escopa_batch_bind(NULL, &buf), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_bind(batch, NULL), ESCOPA_E_NULL);
	buf.version = 0;
	ck_assert_status(escopa_batch_bind(batch, &buf), ESCOPA_E_INVALID);
	buf.version = ESCOPA_BATCH_BUFFERS_VERSION;
	buf.max_moves = 0;
	ck_assert_status(escopa_batch_bind(batch, &buf), ESCOPA_E_INVALID);
	buf.max_moves = 8;
	buf.actions = NULL;
	ck_assert_status(escopa_batch_bind(batch, &buf), ESCOPA_E_NULL);
	buf.actions = actions;
	buf.moves = NULL;
	ck_assert_status(escopa_batch_bind(batch, &buf), ESCOPA_E_NULL);
	buf.moves = moves;
	ck_assert_ok(escopa_batch_bind(batch, &buf));   /* optional outputs may be NULL */

	/* an action at or past the count, or past max_moves: nothing plays */
	struct escopa_game *before[4], *after = NULL;
	for (size_t i = 0; i < 4; i++) {
		ck_assert_ok(escopa_game_new(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules) ==
					     ESCOPA_OK ? rules : NULL, 2, 0, &before[i]));
		escopa_rules_free(rules);
		ck_assert_ok(escopa_batch_game(batch, i, before[i]));
	}
	ck_assert_ok(escopa_game_clone(before[0], &after));
	actions[2] = counts[2];
	ck_assert_status(escopa_batch_step(batch), ESCOPA_E_ILLEGAL);
	actions[2] = 9;
	ck_assert_status(escopa_batch_step(batch), ESCOPA_E_ILLEGAL);
	/* a move list the caller overwrote is caught too */
	actions[2] = 0;
	escopa_move_t saved = moves[3 * 8];
	moves[3 * 8] = 0;
	ck_assert_status(escopa_batch_step(batch), ESCOPA_E_ILLEGAL);
	moves[3 * 8] = saved;
	for (size_t i = 0; i < 4; i++) {
		int equal = 0;
		ck_assert_ok(escopa_batch_game(batch, i, after));
		ck_assert_ok(escopa_game_equal(after, before[i], &equal));
		ck_assert(equal);
	}
	ck_assert_ok(escopa_batch_step(batch));

	ck_assert_status(escopa_batch_game(NULL, 0, after), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_game(batch, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_game(batch, 4, after), ESCOPA_E_INVALID);
	for (size_t i = 0; i < 4; i++)
		escopa_game_free(before[i]);
	escopa_game_free(after);
	escopa_batch_free(batch);
	escopa_batch_free(NULL);
}
END_TEST

START_TEST(batch_lists_a_prefix_when_max_moves_is_small)
{
	struct bound b;
	bind_new(&b, ESCOPA_PRESET_ESCOPA, 2, 16, 3, 1);
	for (int step = 0; step < 300; step++) {
		for (size_t i = 0; i < b.size; i++) {
			ck_assert_uint_ge(b.counts[i], 1);
			b.actions[i] = 0;
		}
		ck_assert_ok(escopa_batch_step(b.batch));
	}
	bound_free(&b);
}
END_TEST

START_TEST(batch_on_threads_plays_the_same_games)
{
	struct bound one, many;
	bind_new(&one, ESCOPA_PRESET_ESCOBA, 3, 37, 11, 64);
	bind_new(&many, ESCOPA_PRESET_ESCOBA, 3, 37, 11, 64);
	ck_assert_status(escopa_batch_set_threads(NULL, 2), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_set_threads(many.batch, 0), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_set_threads(many.batch, 65), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_set_threads(many.batch, 38), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_batch_set_threads(many.batch, 4));
	uint64_t rng = 5;
	struct escopa_game *a = NULL, *b = NULL;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_game_new(rules, 3, 0, &a));
	ck_assert_ok(escopa_game_new(rules, 3, 0, &b));
	escopa_rules_free(rules);
	for (int step = 0; step < 400; step++) {
		if (step == 150)
			ck_assert_ok(escopa_batch_set_threads(many.batch, 2));
		if (step == 300)
			ck_assert_ok(escopa_batch_set_threads(many.batch, 1));
		for (size_t i = 0; i < one.size; i++) {
			uint32_t n = one.counts[i] < 64 ? one.counts[i] : 64;
			one.actions[i] = many.actions[i] = (uint32_t)(splitmix(&rng) % n);
		}
		ck_assert_ok(escopa_batch_step(one.batch));
		ck_assert_ok(escopa_batch_step(many.batch));
		ck_assert(memcmp(one.obs, many.obs, one.size * ESCOPA_OBSERVATION_SIZE) == 0);
		ck_assert(memcmp(one.counts, many.counts, one.size * sizeof *one.counts) == 0);
		ck_assert(memcmp(one.rewards, many.rewards, one.size * 4 * sizeof *one.rewards) == 0);
		ck_assert(memcmp(one.done, many.done, one.size) == 0);
	}
	for (size_t i = 0; i < one.size; i++) {
		int equal = 0;
		ck_assert_ok(escopa_batch_game(one.batch, i, a));
		ck_assert_ok(escopa_batch_game(many.batch, i, b));
		ck_assert_ok(escopa_game_equal(a, b, &equal));
		ck_assert(equal);
	}
	ck_assert_ok(escopa_batch_set_threads(many.batch, 3));  /* freed with workers */
	escopa_game_free(a);
	escopa_game_free(b);
	bound_free(&one);
	bound_free(&many);
}
END_TEST

/* Steps `many` on `threads` threads and `one` on one with the same actions,
 * `steps` times, comparing every output and, at the end, every game. Every
 * tenth step first tries an illegal action in the last slot (or the
 * first), which must change nothing on either. */
static void
same_on_threads(enum escopa_preset preset, int players, size_t size, int threads, int steps)
{
	struct bound one, many;
	bind_new(&one, preset, players, size, 21, 16);
	bind_new(&many, preset, players, size, 21, 16);
	ck_assert_ok(escopa_batch_set_threads(many.batch, threads));
	uint64_t rng = size * 31 + (uint64_t)threads;
	for (int step = 0; step < steps; step++) {
		for (size_t i = 0; i < size; i++) {
			uint32_t n = one.counts[i] < 16 ? one.counts[i] : 16;
			one.actions[i] = many.actions[i] = (uint32_t)(splitmix(&rng) % n);
		}
		if (step % 10 == 0) {
			size_t bad = step % 20 ? size - 1 : 0;
			uint32_t saved = many.actions[bad];
			one.actions[bad] = many.actions[bad] = many.counts[bad];
			ck_assert_status(escopa_batch_step(one.batch), ESCOPA_E_ILLEGAL);
			ck_assert_status(escopa_batch_step(many.batch), ESCOPA_E_ILLEGAL);
			size_t slot = 0;
			enum escopa_refusal why = ESCOPA_REFUSAL_NONE;
			ck_assert_ok(escopa_batch_refusal(many.batch, &slot, &why));
			ck_assert_uint_eq(slot, bad);
			ck_assert_int_eq(why, ESCOPA_REFUSAL_NO_SUCH_ACTION);
			one.actions[bad] = many.actions[bad] = saved;
		}
		ck_assert_ok(escopa_batch_step(one.batch));
		ck_assert_ok(escopa_batch_step(many.batch));
		ck_assert(memcmp(one.obs, many.obs, size * ESCOPA_OBSERVATION_SIZE) == 0);
		ck_assert(memcmp(one.counts, many.counts, size * sizeof *one.counts) == 0);
		ck_assert(memcmp(one.moves, many.moves, size * 16 * sizeof *one.moves) == 0);
		ck_assert(memcmp(one.rewards, many.rewards, size * 4 * sizeof *one.rewards) == 0);
		ck_assert(memcmp(one.done, many.done, size) == 0);
		ck_assert(memcmp(one.winners, many.winners, size) == 0);
	}
	struct escopa_rules *rules = NULL;
	struct escopa_game *a = NULL, *b = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ok(escopa_game_new(rules, players, 0, &a));
	ck_assert_ok(escopa_game_new(rules, players, 0, &b));
	escopa_rules_free(rules);
	for (size_t i = 0; i < size; i++) {
		int equal = 0;
		ck_assert_ok(escopa_batch_game(one.batch, i, a));
		ck_assert_ok(escopa_batch_game(many.batch, i, b));
		ck_assert_ok(escopa_game_equal(a, b, &equal));
		ck_assert_msg(equal, "slot %zu of %zu differs on %d threads", i, size, threads);
	}
	escopa_game_free(a);
	escopa_game_free(b);
	bound_free(&one);
	bound_free(&many);
}

START_TEST(batch_on_threads_small_and_large)
{
	/* below the threshold the batch keeps to one thread, above it the
	 * threads share chunks of games: the same games either way, errors
	 * included, over sizes that are not multiples of the chunk */
	const size_t sizes[] = { 1, 2, 7, 127, 128, 255, 256, 257, 300, 1000 };
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		for (int threads = 2; threads <= 4; threads++) {
			if ((size_t)threads > sizes[k])
				break;
			same_on_threads(ESCOPA_PRESET_ESCOBA_DE_15, 2, sizes[k], threads, 60);
		}
	}
}
END_TEST

START_TEST(batch_on_threads_many_steps)
{
	/* thousands of rounds: games end and restart in every slot, and the
	 * hand-over between rounds is exercised with and without sleeping */
	same_on_threads(ESCOPA_PRESET_ESCOPA, 4, 512, 2, 3000);
	same_on_threads(ESCOPA_PRESET_SCOPA, 3, 700, 3, 600);
	same_on_threads(ESCOPA_PRESET_ESCOBA, 2, 1030, 64, 200);
}
END_TEST

START_TEST(batch_threads_change_between_steps)
{
	struct bound b;
	bind_new(&b, ESCOPA_PRESET_ESCOBA_DE_15, 2, 600, 4, 16);
	const int plan[] = { 2, 1, 4, 4, 3, 64, 1, 2 };
	for (int k = 0; k < 8; k++) {
		ck_assert_ok(escopa_batch_set_threads(b.batch, plan[k]));
		for (int step = 0; step < 20; step++)
			ck_assert_ok(escopa_batch_step(b.batch));
	}
	bound_free(&b);     /* with workers running */
}
END_TEST

START_TEST(batch_refuses_moves_of_an_earlier_state)
{
	/* the caller's moves and counts are its memory: a move the batch
	 * listed for an earlier state, or a count made larger, is checked
	 * against the game as it is now */
	struct bound b;
	bind_new(&b, ESCOPA_PRESET_ESCOBA_DE_15, 2, 4, 9, 16);
	escopa_move_t earlier[4][16];
	uint32_t earlier_counts[4];
	memcpy(earlier, b.moves, sizeof earlier);
	memcpy(earlier_counts, b.counts, sizeof earlier_counts);
	ck_assert_ok(escopa_batch_step(b.batch));       /* every game plays move 0 */
	for (size_t i = 0; i < 4; i++) {
		uint32_t saved_count = b.counts[i];
		escopa_move_t saved[16];
		memcpy(saved, b.moves + i * 16, sizeof saved);
		for (uint32_t a = 0; a < earlier_counts[i] && a < 16; a++) {
			b.moves[i * 16 + a] = earlier[i][a];
			b.counts[i] = 16;
			b.actions[i] = a;
			struct escopa_game *g = NULL;
			struct escopa_rules *rules = NULL;
			ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
			ck_assert_ok(escopa_game_new(rules, 2, 0, &g));
			escopa_rules_free(rules);
			ck_assert_ok(escopa_batch_game(b.batch, i, g));
			enum escopa_status expect = escopa_game_is_legal(g, earlier[i][a]) == ESCOPA_OK
						    ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
			escopa_game_free(g);
			if (expect == ESCOPA_OK)
				continue;       /* still legal: it would play */
			ck_assert_status(escopa_batch_step(b.batch), ESCOPA_E_ILLEGAL);
		}
		memcpy(b.moves + i * 16, saved, sizeof saved);
		b.counts[i] = saved_count;
		b.actions[i] = 0;
	}
	ck_assert_ok(escopa_batch_step(b.batch));
	bound_free(&b);
}
END_TEST

/* escopa_game_play_next() (1.3): a play and the next listing in one call */
START_TEST(play_next_is_play_then_list)
{
	struct escopa_rules *rules = NULL;
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		ck_assert_ok(escopa_rules_new((enum escopa_preset)preset, &rules));
		struct escopa_game *g = NULL, *ref = NULL;
		ck_assert_ok(escopa_game_new(rules, 2 + preset % 3, 77, &g));
		ck_assert_ok(escopa_game_clone(g, &ref));
		escopa_rules_free(rules);
		uint64_t rng = 3;
		for (int step = 0; step < 400; step++) {
			enum escopa_phase phase;
			ck_assert_ok(escopa_game_phase(ref, &phase));
			if (phase == ESCOPA_PHASE_GAME_OVER)
				break;
			if (phase == ESCOPA_PHASE_HAND_OVER) {
				ck_assert_ok(escopa_game_next_hand(ref));
				ck_assert_ok(escopa_game_next_hand(g));
				continue;
			}
			escopa_move_t list[512], got[512];
			size_t n = 0, m = 0;
			ck_assert_ok(escopa_game_moves(ref, list, 512, &n));
			escopa_move_t move = list[splitmix(&rng) % n];
			struct escopa_play_result r1 = { .version = ESCOPA_PLAY_RESULT_VERSION };
			struct escopa_play_result r2 = r1;
			ck_assert_ok(escopa_game_play(ref, move, &r1));
			enum escopa_phase next = (enum escopa_phase)99;
			int seat = 99;
			/* a small buffer gets a prefix and the exact count */
			size_t cap = step % 3 == 0 ? 1 : 512;
			ck_assert_ok(escopa_game_play_next(g, move, &r2, &next, &seat, got, cap, &m));
			ck_assert(memcmp(&r1, &r2, sizeof r1) == 0);
			int equal = 0;
			ck_assert_ok(escopa_game_equal(g, ref, &equal));
			ck_assert(equal);
			ck_assert_ok(escopa_game_phase(ref, &phase));
			ck_assert_int_eq(next, phase);
			if (phase == ESCOPA_PHASE_PLAYING) {
				int expect;
				ck_assert_ok(escopa_game_current_seat(ref, &expect));
				ck_assert_int_eq(seat, expect);
				ck_assert_ok(escopa_game_moves(ref, list, 512, &n));
				ck_assert_uint_eq(m, n);
				ck_assert(memcmp(got, list, (n < cap ? n : cap) * sizeof *list) == 0);
			} else {
				ck_assert_int_eq(seat, -1);
				ck_assert_uint_eq(m, 0);
			}
		}
		escopa_game_free(g);
		escopa_game_free(ref);
	}
}
END_TEST

START_TEST(play_next_errors_change_nothing)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *g = NULL, *saved = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_game_new(rules, 2, 5, &g));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_game_clone(g, &saved));
	escopa_move_t list[64], out[64];
	size_t n = 0, count = 12345;
	ck_assert_ok(escopa_game_moves(g, list, 64, &n));
	struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
	enum escopa_phase phase = (enum escopa_phase)99;
	int seat = 99;
	out[0] = 42;
	ck_assert_status(escopa_game_play_next(NULL, list[0], &res, &phase, &seat, out, 64,
					       &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_play_next(g, list[0], &res, NULL, &seat, out, 64, &count),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_play_next(g, list[0], &res, &phase, NULL, out, 64, &count),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_play_next(g, list[0], &res, &phase, &seat, out, 64, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_play_next(g, list[0], &res, &phase, &seat, NULL, 64, &count),
			 ESCOPA_E_NULL);
	res.version = 0;
	ck_assert_status(escopa_game_play_next(g, list[0], &res, &phase, &seat, out, 64, &count),
			 ESCOPA_E_INVALID);
	res.version = ESCOPA_PLAY_RESULT_VERSION;
	ck_assert_status(escopa_game_play_next(g, 0, &res, &phase, &seat, out, 64, &count),
			 ESCOPA_E_MOVE);
	/* a well-formed move of a card the seat does not hold */
	escopa_cardset_t hand;
	ck_assert_ok(escopa_game_hand(g, 1, &hand));
	escopa_move_t other;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, (escopa_card_t)__builtin_ctzll(hand), 0,
				      &other));
	ck_assert_status(escopa_game_play_next(g, other, &res, &phase, &seat, out, 64, &count),
			 ESCOPA_E_ILLEGAL);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(g, saved, &equal));
	ck_assert(equal);
	ck_assert_int_eq(phase, 99);
	ck_assert_int_eq(seat, 99);
	ck_assert_uint_eq(count, 12345);
	ck_assert_uint_eq(out[0], 42);

	/* NULL result and a count-only call are fine */
	ck_assert_ok(escopa_game_play_next(g, list[0], NULL, &phase, &seat, NULL, 0, &count));
	ck_assert_int_eq(phase, ESCOPA_PHASE_PLAYING);
	ck_assert_int_eq(seat, 1);
	size_t expect = 0;
	ck_assert_ok(escopa_game_moves(g, NULL, 0, &expect));
	ck_assert_uint_eq(count, expect);

	/* with no hand in play: ESCOPA_E_PHASE */
	while (phase == ESCOPA_PHASE_PLAYING) {
		ck_assert_ok(escopa_game_moves(g, list, 64, &n));
		ck_assert_ok(escopa_game_play_next(g, list[0], NULL, &phase, &seat, out, 64,
						   &count));
	}
	ck_assert_int_eq(seat, -1);
	ck_assert_uint_eq(count, 0);
	ck_assert_ok(escopa_game_copy(saved, g));
	ck_assert_status(escopa_game_play_next(g, list[0], NULL, &phase, &seat, out, 64, &count),
			 ESCOPA_E_PHASE);
	ck_assert_ok(escopa_game_equal(g, saved, &equal));
	ck_assert(equal);
	escopa_game_free(g);
	escopa_game_free(saved);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("batch");
	TCase *tc = tcase_create("batch");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, observation_of_a_known_position);
	tcase_add_test(tc, observation_shows_stacks_set_aside_and_open_hands);
	tcase_add_loop_test(tc, batch_plays_the_games_single_games_play, 0,
			    3 * escopa_preset_count());
	tcase_add_test(tc, batch_errors_change_nothing);
	tcase_add_test(tc, batch_lists_a_prefix_when_max_moves_is_small);
	tcase_add_test(tc, batch_on_threads_plays_the_same_games);
	tcase_add_test(tc, batch_on_threads_small_and_large);
	tcase_add_test(tc, batch_on_threads_many_steps);
	tcase_add_test(tc, batch_threads_change_between_steps);
	tcase_add_test(tc, batch_refuses_moves_of_an_earlier_state);
	tcase_add_test(tc, play_next_is_play_then_list);
	tcase_add_test(tc, play_next_errors_change_nothing);
	suite_add_tcase(s, tc);
	return s;
}
