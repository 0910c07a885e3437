/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The learned evaluation (lib/bots/learned*.c), test-only kinds of a build
 * with -Dlearned_bots=true, on the library's internals: the network's
 * whole numbers give the score export.py computed (so every platform
 * scores alike); its inputs are the move's and the seat's view's alone;
 * the kinds "learned" and "pimc-learned" play legal moves, choose the same
 * from the same seed, answer alike on views that hide different cards,
 * and never allocate once made.
 */

#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "alloc-count.h"
#include "bots/learned-private.h"

START_TEST(the_score_is_export_s)
{
	ck_assert_int_eq(learned_score(learned_check_inputs, learned_check_count),
			 learned_check_score);
}
END_TEST

START_TEST(the_inputs_are_few_and_in_range)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 7, NULL);
	uint64_t rng = 3;
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING) {
		struct escopa_view view;
		view_from_game(game, game->seat, &view);
		escopa_move_t moves[BOT_MAX_MOVES];
		size_t n = list_moves(game, moves);
		for (size_t i = 0; i < n; i++) {
			uint16_t index[LEARNED_MAX_ACTIVE];
			int k = learned_features(&view, moves[i], index);
			ck_assert_int_gt(k, 0);
			ck_assert_int_le(k, LEARNED_MAX_ACTIVE);
			for (int j = 0; j < k; j++)
				ck_assert_int_lt(index[j], LEARNED_INPUTS);
		}
		ck_assert_ok(escopa_game_play(game, moves[next_random(&rng) % n], NULL));
	}
	escopa_game_free(game);
}
END_TEST

static struct escopa_bot *
learned_bot(int which, uint64_t seed)
{
	struct escopa_bot *bot;
	enum escopa_bot_kind kind;
	ck_assert_ok(escopa_bot_kind_from_name(which ? "pimc-learned" : "learned", &kind));
	ck_assert_ok(escopa_bot_new(kind, seed, &bot));
	if (which)
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, 16));
	return bot;
}

/* A hand of Escoba de 15 between the bot and the greedy one; the moves
 * into log[]. */
static size_t
play_hand(struct escopa_bot *bot, uint64_t seed, escopa_move_t *log)
{
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 1);
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, NULL);
	size_t n = 0;
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING) {
		escopa_move_t move;
		ck_assert_ok(escopa_bot_choose_game(game->seat ? greedy : bot, game, &move));
		ck_assert_ok(escopa_game_is_legal(game, move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
		log[n++] = move;
	}
	escopa_game_free(game);
	escopa_bot_free(greedy);
	return n;
}

START_TEST(the_same_seed_makes_the_same_choices)
{
	for (int which = 0; which < 2; which++) {
		struct escopa_bot *a = learned_bot(which, 5), *b = learned_bot(which, 5);
		for (uint64_t seed = 1; seed <= 4; seed++) {
			escopa_move_t la[64], lb[64];
			size_t na = play_hand(a, seed, la), nb = play_hand(b, seed, lb);
			ck_assert_uint_eq(na, nb);
			ck_assert(memcmp(la, lb, na * sizeof la[0]) == 0);
		}
		escopa_bot_free(a);
		escopa_bot_free(b);
	}
}
END_TEST

/* A game of Escoba de 15 dealt from a deck order. */
static struct escopa_game *
dealt_game(const escopa_card_t *deck)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 1, NULL);
	ck_assert_ok(escopa_game_deal(game, deck, 40));
	return game;
}

START_TEST(they_see_only_their_seat)
{
	/* Swapping a card of the other hand with one of the stock changes
	 * nothing the seat to play sees. */
	uint64_t rng = 17;
	for (int round = 0; round < 8; round++) {
		escopa_card_t deck[40], swapped[40];
		shuffled_deck(&rng, deck);
		memcpy(swapped, deck, sizeof deck);
		int other = 3 + (int)(next_random(&rng) % 3);
		int hidden = 10 + (int)(next_random(&rng) % 20);
		swapped[other] = deck[hidden];
		swapped[hidden] = deck[other];
		struct escopa_game *a = dealt_game(deck);
		struct escopa_game *b = dealt_game(swapped);
		for (int which = 0; which < 2; which++) {
			struct escopa_bot *bot = learned_bot(which, 9);
			escopa_move_t ma, mb;
			ck_assert_ok(escopa_bot_choose_game(bot, a, &ma));
			ck_assert_ok(escopa_bot_choose_game(bot, b, &mb));
			ck_assert_uint_eq(ma, mb);
			escopa_bot_free(bot);
		}
		escopa_game_free(a);
		escopa_game_free(b);
	}
}
END_TEST

START_TEST(choosing_never_allocates)
{
	if (!allocations_counted())
		return;   /* valgrind or ASan own the malloc family */
	for (int which = 0; which < 2; which++) {
		struct escopa_bot *bot = learned_bot(which, 3);
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 21, NULL);
		int before = allocations;
		bot_plays_hand(bot, game);
		ck_assert_int_eq(allocations, before);
		escopa_game_free(game);
		escopa_bot_free(bot);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("learned");
	TCase *tc = tcase_create("learned");
	tcase_add_test(tc, the_score_is_export_s);
	tcase_add_test(tc, the_inputs_are_few_and_in_range);
	tcase_add_test(tc, the_same_seed_makes_the_same_choices);
	tcase_add_test(tc, they_see_only_their_seat);
	tcase_add_test(tc, choosing_never_allocates);
	suite_add_tcase(s, tc);
	return s;
}
