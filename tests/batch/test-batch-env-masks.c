/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The fixed action space of the batch for learning code and its masks
 * (batch.h): checked against a model of its own over random games of every
 * preset (whatever the caller writes over them), every window of the
 * longest lists walked with "more", and every refused action with its
 * exact status.
 */

#include <stdlib.h>
#include <string.h>
#include "batch-env-helpers.h"

/* Random games of a preset through the masks, "more" taken half the time
 * it is offered: the mask is the model's at every state, the move played
 * is the model's (the game after it is the one a single game reaches), a
 * "more" changes nothing but the window, and every legal move is in
 * exactly one window. With `scribble`, the caller writes over every mask
 * row after choosing its action, which the next step must undo. Returns
 * the longest run of one card's moves seen; *ended (if not NULL) counts
 * the games ended. */
static size_t
masks_match_model_ended(enum escopa_preset preset, int players, size_t size, int steps,
			uint64_t seed, bool scribble, int *ended)
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
			before[i] = slot_game(&e, i);
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
				    next_random(&rng) % 2)
					a = (uint32_t)(c * K + K - 1);
			}
			e.actions[i] = a;
			if (scribble) {
				/* the caller's memory: ones, zeros and junk */
				for (size_t k = 0; k < A; k++)
					e.masks[i * A + k] = (uint8_t)(next_random(&rng) % 3 == 0
									   ? 1
									   : next_random(&rng));
			}
		}
		ck_assert_ok(escopa_batch_step(e.batch));
		for (size_t i = 0; i < size; i++) {
			uint32_t a = e.actions[i];
			struct escopa_game *after = slot_game(&e, i);
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
					if (ended)
						++*ended;
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

static size_t
masks_match_model(enum escopa_preset preset, int players, size_t size, int steps, uint64_t seed)
{
	return masks_match_model_ended(preset, players, size, steps, seed, false, NULL);
}

START_TEST(masks_are_rewritten_whole_through_game_ends)
{
	/* 2, 3 and 4 players, stacking (Escoba), jokers (Comodines), the
	 * common rules; games played to their end and started again in
	 * their slots, the caller writing over the masks at every step */
	static const enum escopa_preset presets[] = {
		ESCOPA_PRESET_ESCOBA_DE_15, ESCOPA_PRESET_ESCOBA, ESCOPA_PRESET_ESCOBA_COMODINES,
		ESCOPA_PRESET_SCOPA,
	};
	int steps = test_games(2000) / 5 + 10;
	for (size_t p = 0; p < sizeof presets / sizeof presets[0]; p++) {
		for (int players = 2; players <= 4; players++) {
			int ended = 0;
			masks_match_model_ended(presets[p], players, 4, steps,
						61 + 7 * p + (uint64_t)players, true, &ended);
			if (test_games(2000) >= 2000)
				ck_assert_int_gt(ended, 0);
		}
	}
}
END_TEST

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
			actions[i] = (uint32_t)(next_random(&rng) % counts[i]);
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
	struct escopa_game *game = slot_game(&e, slot);
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
		struct escopa_game *now = slot_game(&e, slot);
		int equal = 0;
		ck_assert_ok(escopa_game_equal(now, game, &equal));
		ck_assert(equal);   /* "more" plays nothing */
		escopa_game_free(now);
	}
	ck_assert_uint_eq(seen, longest);   /* every move of the card was offered */
	ck_assert_ok(escopa_game_play(game, action_moves[card * K], NULL));
	if (phase_of(game) == ESCOPA_PHASE_HAND_OVER)
		ck_assert_ok(escopa_game_next_hand(game));
	struct escopa_game *now = slot_game(&e, slot);
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

START_TEST(mask_errors_change_nothing)
{
	struct env e;
	env_new(&e, ESCOPA_PRESET_ESCOBA_COMODINES, 2, 4, 6, true);
	uint64_t rng = 1;
	for (size_t i = 0; i < 4; i++)
		e.actions[i] = random_action(&e, i, &rng);
	struct escopa_game *before[4];
	for (size_t i = 0; i < 4; i++)
		before[i] = slot_game(&e, i);
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
		struct escopa_game *now = slot_game(&e, i);
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

Suite *
make_suite(void)
{
	Suite *s = suite_create("batch-env-masks");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, masks_match_the_legal_moves_in_every_preset);
	tcase_add_test(tc, masks_are_rewritten_whole_through_game_ends);
	tcase_add_test(tc, masks_reach_every_move_of_long_joker_lists);
	tcase_add_test(tc, masks_walk_the_longest_lists_of_random_play);
	tcase_add_test(tc, mask_errors_change_nothing);
	suite_add_tcase(s, tc);
	return s;
}
