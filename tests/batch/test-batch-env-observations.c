/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The observations a batch keeps up to date as cards move
 * (lib/batch/observations.c): byte for byte those escopa_game_observe()
 * writes from scratch, at every step of random games of every preset and
 * number of players, through hand and game ends and the batch's resets,
 * with masks or move lists, the open table, two threads, and a bot set
 * on a seat and dropped in the middle.
 */

#include <stdlib.h>
#include <string.h>
#include "batch-env-helpers.h"

/* Every slot's observation is escopa_game_observe()'s of its game. */
static void
check_observations(const struct env *e, int step)
{
	for (size_t i = 0; i < e->size; i++) {
		struct escopa_game *game = slot_game(e, i);
		uint8_t obs[OBS];
		ck_assert_ok(escopa_game_observe(game, obs));
		ck_assert_msg(memcmp(obs, e->obs + i * OBS, OBS) == 0,
			      "slot %zu step %d: the kept observation differs", i, step);
		escopa_game_free(game);
	}
}

/* A random legal action of slot i: from its mask, or its move list. */
static uint32_t
any_action(const struct env *e, size_t i, bool masks, uint64_t *rng)
{
	if (masks)
		return random_action(e, i, rng);
	uint32_t n = e->counts[i] < MAX_LIST ? e->counts[i] : MAX_LIST;
	return (uint32_t)(next_random(rng) % n);
}

/* Makes e's batch again with the open table. */
static void
open_table(struct env *e, enum escopa_preset preset, uint64_t seed, bool masks)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_OPEN_TABLE, 1));
	escopa_batch_free(e->batch);
	ck_assert_ok(escopa_batch_new(rules, e->players, e->size, seed, &e->batch));
	escopa_rules_free(rules);
	struct escopa_batch_buffers buf;
	env_buffers(e, &buf, masks);
	ck_assert_ok(escopa_batch_bind(e->batch, &buf));
}

/* `steps` random steps of a batch, the observations checked at each; a
 * greedy bot on the last seat from step steps / 3 to 2 * steps / 3. Games
 * end when done says so: counts them. */
static int
observations_match(enum escopa_preset preset, int players, size_t size, int steps,
		   uint64_t seed, bool masks, int threads, bool open)
{
	struct env e;
	env_new(&e, preset, players, size, seed, masks);
	if (open)
		open_table(&e, preset, seed, masks);
	ck_assert_ok(escopa_batch_set_threads(e.batch, threads));
	uint64_t rng = seed * 31 + 7;
	int ended = 0;
	check_observations(&e, -1);
	for (int step = 0; step < steps; step++) {
		if (step == steps / 3 || step == 2 * steps / 3) {
			struct escopa_bot *bot = NULL;
			if (step == steps / 3)
				ck_assert_ok(escopa_bot_new(ESCOPA_BOT_GREEDY, seed, &bot));
			ck_assert_ok(escopa_batch_set_seat_bot(e.batch, players - 1, bot));
			escopa_bot_free(bot);
			check_observations(&e, step);
		}
		for (size_t i = 0; i < size; i++)
			e.actions[i] = any_action(&e, i, masks, &rng);
		ck_assert_ok(escopa_batch_step(e.batch));
		check_observations(&e, step);
		for (size_t i = 0; i < size; i++)
			ended += e.done[i];
	}
	env_free(&e);
	return ended;
}

START_TEST(kept_observations_are_written_from_scratch_ones)
{
	static const enum escopa_preset presets[] = {
		ESCOPA_PRESET_ESCOPA, ESCOPA_PRESET_ESCOBA, ESCOPA_PRESET_ESCOBA_DE_15,
		ESCOPA_PRESET_ESCOVA_DE_31, ESCOPA_PRESET_ESCOBA_COMODINES, ESCOPA_PRESET_SCOPA,
		ESCOPA_PRESET_ESCOPA_MATCH,
	};
	int steps = test_games(2000) / 4 + 20;
	for (size_t p = 0; p < sizeof presets / sizeof presets[0]; p++) {
		int ended = 0;
		for (int players = 2; players <= 4; players++) {
			uint64_t seed = 100 * p + (uint64_t)players;
			ended += observations_match(presets[p], players, 6, steps, seed, true, 1,
						    false);
			ended += observations_match(presets[p], players, 6, steps, seed + 50, false,
						    2, false);
			ended += observations_match(presets[p], players, 3, steps, seed + 70, true, 1,
						    true);
		}
		if (steps >= 500)
			ck_assert_msg(ended > 0, "preset %zu: no game ended", p);
	}
}
END_TEST

/* A bind again starts the kept observations again, with or without the
 * masks, and a batch bound without observations keeps none. */
START_TEST(a_new_bind_keeps_observations_right)
{
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA, 3, 5, 11, true);
	uint64_t rng = 5;
	for (int round = 0; round < 4; round++) {
		struct escopa_batch_buffers buf;
		env_buffers(&e, &buf, round % 2 == 0);
		if (round == 2)
			buf.observations = NULL;
		ck_assert_ok(escopa_batch_bind(e.batch, &buf));
		for (int step = 0; step < 60; step++) {
			for (size_t i = 0; i < e.size; i++)
				e.actions[i] = any_action(&e, i, round % 2 == 0, &rng);
			ck_assert_ok(escopa_batch_step(e.batch));
			if (round != 2)
				check_observations(&e, step);
		}
	}
	env_free(&e);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("batch-env-observations");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, kept_observations_are_written_from_scratch_ones);
	tcase_add_test(tc, a_new_bind_keeps_observations_right);
	suite_add_tcase(s, tc);
	return s;
}
