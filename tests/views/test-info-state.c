/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The information-state tensor of batch.h, on the library's internals:
 * over random games of many settings, the batch's tensor holds the seat's
 * observation and exactly the plays of the current deal round (checked
 * against the round as escopa_game_play() reports it), never a card the
 * seat cannot see, and is the same for the samples of the seat's view
 * (the hidden cards dealt otherwise); the actor's reward is its side's;
 * version-2 buffers carry the information states and version 3 is
 * refused, and every error of escopa_batch_info_state() has its status.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "escopa-private.h"

#define IS ESCOPA_INFO_STATE_SIZE
#define REC ESCOPA_INFO_STATE_PLAY_SIZE
#define OBS ESCOPA_OBSERVATION_SIZE
#define LIST 64

static int
steps_per_setting(void)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) * 2 : 3000;
	return n < 200 ? 200 : n;
}

struct setting {
	enum escopa_preset preset;
	int players;
	int opts[8];
};

static const struct setting settings[] = {
	{ ESCOPA_PRESET_ESCOPA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA, 4, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_DE_15, 3, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_DE_15, 4, { ESCOPA_OPT_PARTNERSHIPS, 1, -1 } },
	{ ESCOPA_PRESET_ESCOVA_DE_31, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_COMODINES, 4, { -1 } },
	{ ESCOPA_PRESET_SCOPA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOPA_MATCH, 2, { ESCOPA_OPT_DEAL_ROTATION, 1, -1 } },
	{ ESCOPA_PRESET_ESCOPA, 3, { ESCOPA_OPT_OPEN_TABLE, 1, -1 } },
	{ ESCOPA_PRESET_ESCOBA, 3, { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 } },
};
#define N_SETTINGS (int)(sizeof settings / sizeof settings[0])

/* The plays of the round as the test saw them. */
struct round_log {
	int n;
	int seats[ROUND_PLAYS];
	escopa_move_t moves[ROUND_PLAYS];
};

/* The tensor from `seat` holds `obs` and exactly the plays of `log`, in
 * 0/1 bytes, and nothing of the cards `hidden`. */
static void
check_tensor(const uint8_t *t, const uint8_t *obs, const struct round_log *log, int seat,
	     int players, escopa_cardset_t hidden)
{
	ck_assert(memcmp(t, obs, OBS) == 0);
	for (int k = 0; k < ESCOPA_INFO_STATE_PLAYS; k++) {
		const uint8_t *rec = t + OBS + k * REC;
		for (int b = 0; b < REC; b++)
			ck_assert_uint_le(rec[b], 1);
		if (k >= log->n) {
			for (int b = 0; b < REC; b++)
				ck_assert_uint_eq(rec[b], 0);
			continue;
		}
		escopa_move_t move = log->moves[k];
		ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_USED], 1);
		for (int r = 0; r < 4; r++)
			ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_SEAT + r],
					  r == (log->seats[k] - seat + players) % players);
		for (int kind = 1; kind <= 3; kind++)
			ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_KIND + kind - 1],
					  kind == ESCOPA_MOVE_KIND(move));
		for (int c = 0; c < ESCOPA_CARD_COUNT; c++) {
			ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_CARD + c], c == ESCOPA_MOVE_CARD(move));
			ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_TARGET + c],
					  (ESCOPA_MOVE_TARGET(move) >> c) & 1);
			if ((hidden >> c) & 1) {
				/* a hidden card: unseen in the observation, in no play */
				ck_assert_uint_eq(t[c], ESCOPA_OBS_UNSEEN);
				ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_CARD + c], 0);
				ck_assert_uint_eq(rec[ESCOPA_INFO_PLAY_TARGET + c], 0);
			}
		}
		for (int b = ESCOPA_INFO_PLAY_TARGET + ESCOPA_CARD_COUNT; b < REC; b++)
			ck_assert_uint_eq(rec[b], 0);
	}
}

static void
history_of(const struct round_log *log, struct round_history *h)
{
	memset(h, 0, sizeof *h);
	for (int k = 0; k < log->n; k++) {
		h->moves[k] = log->moves[k];
		h->seats[k] = (int8_t)log->seats[k];
	}
	h->count = (uint8_t)log->n;
}

/* Every seat's tensor from the batch is the test's; the samples of each
 * seat's view, with the same plays, give that seat the same tensor. */
static void
check_state(struct escopa_batch *batch, const struct escopa_game *game,
	    const struct round_log *log, uint64_t *rng)
{
	struct round_history h;
	history_of(log, &h);
	for (int seat = 0; seat < game->players; seat++) {
		uint8_t t[IS], obs[OBS], other[IS];
		ck_assert_ok(escopa_batch_info_state(batch, 0, seat, 0, t));
		ck_assert_ok(escopa_game_observe_seat(game, seat, obs));
		struct escopa_view view;
		view_from_game(game, seat, &view);
		check_tensor(t, obs, log, seat, game->players, view.unseen);
		for (int s = 0; s < 2; s++) {
			struct escopa_game sample;
			ck_assert_ok(escopa_view_sample(&view, next_random(rng), &sample));
			info_state_from(&sample, seat, &h, other);
			ck_assert(memcmp(t, other, IS) == 0);
		}
	}
}

START_TEST(tensor_holds_the_round_and_no_hidden_card)
{
	const struct setting *set = &settings[_i];
	struct escopa_game *game = new_game(set->preset, set->players, 7 + (uint64_t)_i, set->opts);
	struct escopa_batch *batch = NULL;
	ck_assert_ok(escopa_batch_new(&game->rules, set->players, 1, 100 + (uint64_t)_i, &batch));
	uint32_t action = 0, count = 0;
	escopa_move_t moves[LIST];
	uint8_t obs[OBS], final_obs[OBS], done = 0, info[IS], final_info[IS];
	int8_t seat_to_play = 0, side_to_play = 0;
	float rewards[4], actor_reward = 0;
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION, .max_moves = LIST,
		.actions = &action, .observations = obs, .moves = moves, .move_counts = &count,
		.done = &done, .to_play_seats = &seat_to_play, .final_observations = final_obs,
		.info_states = info, .final_info_states = final_info,
		.rewards = rewards, .to_play_sides = &side_to_play, .actor_rewards = &actor_reward,
	};
	ck_assert_ok(escopa_batch_bind(batch, &buf));
	/* no game has ended since the bind */
	ck_assert_status(escopa_batch_info_state(batch, 0, 0, 1, info), ESCOPA_E_PHASE);
	ck_assert_ok(escopa_batch_info_state(batch, 0, seat_to_play, 0, info));

	struct round_log log = { 0 };
	uint64_t rng = 0xAB5EED00u + (uint64_t)_i;
	int ended = 0, redeals = 0, long_rounds = 0;
	for (int step = 0; step < steps_per_setting(); step++) {
		ck_assert_ok(escopa_batch_game(batch, 0, game));
		if (step % 3 == 0)
			check_state(batch, game, &log, &rng);
		uint8_t mine[IS];
		ck_assert_ok(escopa_batch_info_state(batch, 0, game->seat, 0, mine));
		ck_assert(memcmp(mine, info, IS) == 0);
		uint32_t n = count < LIST ? count : LIST;
		action = (uint32_t)(next_random(&rng) % n);
		int actor = game->seat, actor_side = side_to_play;
		log.seats[log.n] = actor;
		log.moves[log.n] = moves[action];
		log.n++;
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		ck_assert_ok(escopa_game_play(game, moves[action], &res));
		ck_assert_ok(escopa_batch_step(batch));
		/* the actor's reward is its side's */
		ck_assert(actor_reward == rewards[actor_side]);
		long_rounds += log.n == set->players * 3;
		if (game->phase == ESCOPA_PHASE_GAME_OVER) {
			ck_assert_uint_eq(done, 1);
			uint8_t want[OBS], again[IS];
			ck_assert_ok(escopa_game_observe_seat(game, actor, want));
			check_tensor(final_info, want, &log, actor, game->players, 0);
			ck_assert(memcmp(final_obs, want, OBS) == 0);
			ck_assert_ok(escopa_batch_info_state(batch, 0, actor, 1, again));
			ck_assert(memcmp(again, final_info, IS) == 0);
			ended++;
			log.n = 0;
		} else {
			ck_assert_uint_eq(done, 0);
			if (res.flags & ESCOPA_PLAYED_REDEALT) {
				redeals++;
				log.n = 0;
			} else if (game->phase != ESCOPA_PHASE_PLAYING) {
				log.n = 0;      /* the hand is over; the batch deals the next */
			}
		}
	}
	ck_assert_int_gt(redeals, 0);
	ck_assert_int_gt(long_rounds, 0);
	(void)ended;
	escopa_batch_free(batch);
	escopa_game_free(game);
}
END_TEST

/* Two rounds that differ only in who played what give other tensors: the
 * same observation, the plays told apart. */
START_TEST(tensor_tells_histories_apart)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 3, NULL);
	struct round_log a = { 2, { 0, 1 }, { 0 } }, b = { 2, { 1, 0 }, { 0 } };
	escopa_move_t m1 = 0, m2 = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, 3, 0, &m1));
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, 17, 0, &m2));
	a.moves[0] = b.moves[1] = m1;
	a.moves[1] = b.moves[0] = m2;
	struct round_history ha, hb;
	history_of(&a, &ha);
	history_of(&b, &hb);
	uint8_t ta[IS], tb[IS];
	info_state_from(game, 0, &ha, ta);
	info_state_from(game, 0, &hb, tb);
	ck_assert(memcmp(ta, tb, OBS) == 0);
	ck_assert(memcmp(ta, tb, IS) != 0);
	escopa_game_free(game);
}
END_TEST

START_TEST(version_2_buffers_hold_the_info_states_and_version_3_is_refused)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	struct escopa_batch *batch = NULL;
	ck_assert_ok(escopa_batch_new(rules, 2, 2, 5, &batch));
	escopa_rules_free(rules);
	uint32_t actions[2] = { 0 }, counts[2];
	escopa_move_t moves[2 * LIST];
	uint8_t info[2 * IS], want[IS];
	float actor[2];
	/* version 2 is every field of 1.4: the information states and the
	 * actor's reward are read from it */
	memset(info, 0xA5, sizeof info);
	memset(actor, 0xA5, sizeof actor);
	struct escopa_batch_buffers buf = {
		.version = 2, .max_moves = LIST, .actions = actions, .moves = moves,
		.move_counts = counts, .info_states = info, .actor_rewards = actor,
	};
	ck_assert_ok(escopa_batch_bind(batch, &buf));
	for (int step = 0; step < 200; step++) {
		for (size_t i = 0; i < 2; i++) {
			struct escopa_game game;
			ck_assert_ok(escopa_batch_game(batch, i, &game));
			ck_assert_ok(escopa_batch_info_state(batch, i, game.seat, 0, want));
			ck_assert(memcmp(info + i * IS, want, IS) == 0);
		}
		actions[0] = actions[1] = 0;
		ck_assert_ok(escopa_batch_step(batch));
		ck_assert(actor[0] == actor[0] && actor[1] == actor[1]);   /* written: no NaN */
	}
	/* version 3 does not exist, nor 0: refused, the binding kept */
	uint8_t before[2 * IS];
	memcpy(before, info, sizeof info);
	buf.info_states = NULL;
	buf.version = 3;
	ck_assert_status(escopa_batch_bind(batch, &buf), ESCOPA_E_INVALID);
	buf.version = 0;
	ck_assert_status(escopa_batch_bind(batch, &buf), ESCOPA_E_INVALID);
	ck_assert(memcmp(info, before, sizeof info) == 0);
	ck_assert_ok(escopa_batch_step(batch));
	struct escopa_game game;
	ck_assert_ok(escopa_batch_game(batch, 0, &game));
	ck_assert_ok(escopa_batch_info_state(batch, 0, game.seat, 0, want));
	ck_assert(memcmp(info, want, IS) == 0);
	escopa_batch_free(batch);
}
END_TEST

START_TEST(info_state_errors)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	struct escopa_batch *batch = NULL;
	ck_assert_ok(escopa_batch_new(rules, 3, 2, 5, &batch));
	escopa_rules_free(rules);
	uint8_t t[IS], before[IS];
	memset(t, 0x5A, sizeof t);
	memcpy(before, t, sizeof t);
	ck_assert_status(escopa_batch_info_state(NULL, 0, 0, 0, t), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_info_state(batch, 0, 0, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_info_state(batch, 2, 0, 0, t), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_info_state(batch, 0, 3, 0, t), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_info_state(batch, 0, -1, 0, t), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_info_state(batch, 0, 0, 2, t), ESCOPA_E_INVALID);
	ck_assert_status(escopa_batch_info_state(batch, 0, 0, -1, t), ESCOPA_E_INVALID);
	/* no final buffers bound: no final state kept */
	ck_assert_status(escopa_batch_info_state(batch, 0, 0, 1, t), ESCOPA_E_PHASE);
	ck_assert(memcmp(t, before, IS) == 0);
	/* unbound, the current state is still there, its round empty */
	ck_assert_ok(escopa_batch_info_state(batch, 1, 2, 0, t));
	for (int b = OBS; b < IS; b++)
		ck_assert_uint_eq(t[b], 0);
	escopa_batch_free(batch);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("info-state");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, tensor_holds_the_round_and_no_hidden_card, 0, N_SETTINGS);
	tcase_add_test(tc, tensor_tells_histories_apart);
	tcase_add_test(tc, version_2_buffers_hold_the_info_states_and_version_3_is_refused);
	tcase_add_test(tc, info_state_errors);
	suite_add_tcase(s, tc);
	return s;
}
