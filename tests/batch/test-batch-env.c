/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The batch for learning code, 1.4 (batch.h): the seat and side to play,
 * reward modes, final observations, version-1 buffers, and no allocation
 * while stepping (every buffer of the current version bound). The action
 * masks are test-batch-env-masks.c's, the seat bots
 * test-batch-env-seat-bots.c's.
 */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "alloc-count.h"
#include "batch-env-helpers.h"

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
			actions[i] = e.actions[i] = (uint32_t)(next_random(&rng) % counts[i]);
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
			struct escopa_game *game = slot_game(&points, i);
			int seat = -1;
			ck_assert_ok(escopa_game_current_seat(game, &seat));
			ck_assert_int_eq(points.seats[i], seat);
			ck_assert_int_eq(points.sides[i], seat % sides);
			escopa_game_free(game);
			actor[i] = points.seats[i];
			uint32_t n = points.counts[i] < MAX_LIST ? points.counts[i] : MAX_LIST;
			points.actions[i] = margin.actions[i] = result.actions[i] =
				(uint32_t)(next_random(&rng) % n);
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
			before[i] = slot_game(&e, i);
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
	tcase_add_test(tc, version_1_buffers_play_as_before);
	tcase_add_loop_test(tc, to_play_rewards_and_final_observations, 0, 2);
	tcase_add_test(tc, final_observation_is_the_actors_view);
	tcase_add_test(tc, stepping_with_masks_and_players_never_allocates);
	suite_add_tcase(s, tc);
	return s;
}
