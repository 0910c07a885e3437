/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Bots in the seats of the batch for learning code
 * (escopa_batch_set_seat_bot()): greedy seats play the greedy player's
 * games; random, easy, PIMC and ISMCTS seats play the same games on 1, 2
 * and 5 threads; every error with its exact status.
 */

#include <string.h>
#include "batch-env-helpers.h"

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
			model[i] = slot_game(&e, i);
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
			struct escopa_game *now = slot_game(&e, i);
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
 * mistakes) and PIMC seats in Comodines with four players (_i 0), or an
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

Suite *
make_suite(void)
{
	Suite *s = suite_create("batch-env-seat-bots");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, seat_bot_errors_change_nothing);
	tcase_add_loop_test(tc, greedy_seats_play_as_the_greedy_player, 0, 2);
	tcase_add_loop_test(tc, players_play_the_same_games_on_any_threads, 0, 2);
	suite_add_tcase(s, tc);
	return s;
}
