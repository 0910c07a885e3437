/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Every error path of the API, asserted against its exact status, with the
 * objects checked unchanged afterwards and out-parameters untouched
 * (STYLE.md "Errors"; doc/rules.md, section Cards: every API that takes a card
 * rejects an invalid one).
 */

#include <string.h>
#include "helpers.h"

#define SENTINEL 0x5A5A5A5A

START_TEST(status_strings_cover_every_status)
{
	for (int s = ESCOPA_OK; s <= ESCOPA_E_CANCELLED; s++) {
		ck_assert_ptr_nonnull(escopa_status_name((enum escopa_status)s));
		ck_assert_str_ne(escopa_status_str((enum escopa_status)s), "unknown status");
	}
	ck_assert_str_eq(escopa_status_name(ESCOPA_E_ILLEGAL), "ESCOPA_E_ILLEGAL");
	ck_assert_str_eq(escopa_status_str(ESCOPA_E_ILLEGAL), "illegal move");
	ck_assert_ptr_null(escopa_status_name((enum escopa_status)-1));
	ck_assert_str_eq(escopa_status_name(ESCOPA_E_FULL), "ESCOPA_E_FULL");
	ck_assert_str_eq(escopa_status_name(ESCOPA_E_CANCELLED), "ESCOPA_E_CANCELLED");
	ck_assert_ptr_null(escopa_status_name((enum escopa_status)15));
	ck_assert_str_eq(escopa_status_str((enum escopa_status)1000), "unknown status");
}
END_TEST

START_TEST(game_new_rejects_bad_arguments)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = (struct escopa_game *)(uintptr_t)SENTINEL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_status(escopa_game_new(NULL, 2, 1, &game), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_new(rules, 2, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_new(rules, 1, 1, &game), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_new(rules, 5, 1, &game), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_new(rules, -2, 1, &game), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(game, (struct escopa_game *)(uintptr_t)SENTINEL);
	escopa_rules_free(rules);
}
END_TEST

START_TEST(free_null_is_a_no_op)
{
	escopa_game_free(NULL);
	escopa_rules_free(NULL);
}
END_TEST

START_TEST(game_queries_reject_null_and_bad_seats)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 4, 7, NULL);
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	int v = SENTINEL;
	escopa_cardset_t set = SENTINEL;
	enum escopa_phase phase = (enum escopa_phase)SENTINEL;

	ck_assert_status(escopa_game_players(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_players(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sides(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sides(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_phase(NULL, &phase), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_phase(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_current_seat(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_current_seat(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_dealer(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_dealer(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_number(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_number(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_table(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_table(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_set_aside(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_set_aside(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_last_capture_side(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_last_capture_side(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_winner(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_winner(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_option(NULL, ESCOPA_OPT_TARGET, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_option(game, ESCOPA_OPT_TARGET, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_option(game, (enum escopa_option)-1, &v), ESCOPA_E_OPTION);
	ck_assert_status(escopa_game_option(game, (enum escopa_option)24, &v), ESCOPA_E_OPTION);

	/* seats and sides out of range */
	const int bad[] = { -1, 4, 5, 100, -100 };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		ck_assert_status(escopa_game_hand(game, bad[i], &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_game_side_of(game, bad[i], &v), ESCOPA_E_INVALID);
	}
	/* four players in partnerships have two sides */
	const int bad_sides[] = { -1, 2, 3, 4, 100 };
	for (size_t i = 0; i < sizeof bad_sides / sizeof bad_sides[0]; i++) {
		int32_t row[ESCOPA_SCORE_ITEM_COUNT] = { SENTINEL };
		ck_assert_status(escopa_game_captured(game, bad_sides[i], &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_game_sweeps(game, bad_sides[i], &v), ESCOPA_E_INVALID);
		ck_assert_status(escopa_game_score(game, bad_sides[i], &v), ESCOPA_E_INVALID);
		ck_assert_status(escopa_game_hand_score(game, bad_sides[i], row,
							ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
		ck_assert_int_eq(row[0], SENTINEL);
	}
	ck_assert_status(escopa_game_hand(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_side_of(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_side_of(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_captured(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_captured(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sweeps(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sweeps(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_score(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_score(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(NULL, 0, (int32_t *)&v, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(game, 0, NULL, 1), ESCOPA_E_NULL);

	/* out-parameters are written only on success */
	ck_assert_int_eq(v, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL);
	ck_assert_int_eq(phase, SENTINEL);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(game_buffers_reject_null_with_capacity)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 7, NULL);
	size_t count = SENTINEL;
	ck_assert_status(escopa_game_piles(NULL, NULL, 0, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(game, NULL, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(NULL, NULL, 0, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(game, NULL, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(NULL, NULL, 0, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(game, NULL, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_uint_eq(count, SENTINEL);
	escopa_move_t move = SENTINEL;
	ck_assert_status(escopa_game_move_at(NULL, 0, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_move_at(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_move_at(game, SIZE_MAX, &move), ESCOPA_E_INVALID);
	ck_assert_uint_eq(move, SENTINEL);

	/* a buffer too small for the piles or the stock is left alone */
	escopa_cardset_t piles[2] = { SENTINEL, SENTINEL };
	ck_assert_ok(escopa_game_piles(game, piles, 2, &count));
	ck_assert_uint_eq(count, 4);
	ck_assert_uint_eq(piles[0], SENTINEL);
	escopa_card_t stock[2] = { SENTINEL, SENTINEL };
	ck_assert_ok(escopa_game_stock(game, stock, 2, &count));
	ck_assert_uint_eq(count, 30);
	ck_assert_int_eq(stock[0], SENTINEL);
	escopa_game_free(game);
}
END_TEST

START_TEST(play_rejects_malformed_and_illegal_moves)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 7, NULL);
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	escopa_cardset_t hand, table;
	ck_assert_ok(escopa_game_hand(game, 0, &hand));
	ck_assert_ok(escopa_game_table(game, &table));
	escopa_card_t mine = __builtin_ctzll(hand);
	escopa_card_t theirs;
	escopa_cardset_t other;
	ck_assert_ok(escopa_game_hand(game, 1, &other));
	theirs = __builtin_ctzll(other);

	const escopa_move_t malformed[] = {
		0,
		~UINT64_C(0),
		(UINT64_C(2) << 56) | ((uint64_t)mine << 48) | 1,        /* trail with a target */
		(UINT64_C(1) << 56) | ((uint64_t)mine << 48),            /* capture of nothing */
		(UINT64_C(3) << 56) | ((uint64_t)mine << 48),            /* set onto nothing */
		(UINT64_C(2) << 56) | (UINT64_C(42) << 48),              /* card 42 */
		(UINT64_C(2) << 56) | (UINT64_C(63) << 48),              /* card 63 */
		((uint64_t)mine << 48),                                   /* kind 0 */
		(UINT64_C(2) << 56) | ((uint64_t)mine << 48) | (UINT64_C(1) << 45), /* stray bit */
		(UINT64_C(1) << 56) | ((uint64_t)mine << 48) | ESCOPA_CARDSET_OF(mine),
	};
	for (size_t i = 0; i < sizeof malformed / sizeof malformed[0]; i++) {
		ck_assert_status(escopa_game_is_legal(game, malformed[i]), ESCOPA_E_MOVE);
		ck_assert_status(escopa_game_play(game, malformed[i], NULL), ESCOPA_E_MOVE);
	}
	/* well formed, but another seat's card, or a capture of cards not on
	 * the table */
	escopa_move_t not_mine = (UINT64_C(2) << 56) | ((uint64_t)theirs << 48);
	ck_assert_status(escopa_game_play(game, not_mine, NULL), ESCOPA_E_ILLEGAL);
	escopa_move_t off_table = (UINT64_C(1) << 56) | ((uint64_t)mine << 48) | other;
	ck_assert_status(escopa_game_play(game, off_table, NULL), ESCOPA_E_ILLEGAL);
	ck_assert_status(escopa_game_play(NULL, not_mine, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_is_legal(NULL, not_mine), ESCOPA_E_NULL);
	assert_game_unchanged(game, before);

	/* a result whose version the library does not know */
	escopa_move_t legal[64];
	size_t n;
	ck_assert_ok(escopa_game_moves(game, legal, 64, &n));
	struct escopa_play_result result = { .version = 0 };
	ck_assert_status(escopa_game_play(game, legal[0], &result), ESCOPA_E_INVALID);
	result.version = ESCOPA_PLAY_RESULT_VERSION + 1;
	ck_assert_status(escopa_game_play(game, legal[0], &result), ESCOPA_E_INVALID);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(phase_errors_leave_the_game_unchanged)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_SCOPA, 3, 7, NULL);
	ck_assert_status(escopa_game_next_hand(game), ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_next_hand(NULL), ESCOPA_E_NULL);
	int winner = SENTINEL;
	ck_assert_status(escopa_game_winner(game, &winner), ESCOPA_E_PHASE);
	ck_assert_int_eq(winner, SENTINEL);

	/* play the game out with the first move each time */
	enum escopa_phase phase;
	for (;;) {
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase == ESCOPA_PHASE_HAND_OVER) {
			int seat = SENTINEL;
			size_t count = SENTINEL;
			ck_assert_status(escopa_game_current_seat(game, &seat), ESCOPA_E_PHASE);
			ck_assert_status(escopa_game_moves(game, NULL, 0, &count), ESCOPA_E_PHASE);
			escopa_move_t at = SENTINEL;
			ck_assert_status(escopa_game_move_at(game, 0, &at), ESCOPA_E_PHASE);
			ck_assert_uint_eq(at, SENTINEL);
			ck_assert_int_eq(seat, SENTINEL);
			ck_assert_uint_eq(count, SENTINEL);
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		escopa_move_t m;
		size_t n;
		ck_assert_ok(escopa_game_moves(game, &m, 1, &n));
		ck_assert_ok(escopa_game_play(game, m, NULL));
	}
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	escopa_card_t deck[40];
	for (int i = 0; i < 40; i++)
		deck[i] = i;
	ck_assert_status(escopa_game_next_hand(game), ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_play(game, (UINT64_C(2) << 56), NULL), ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_is_legal(game, (UINT64_C(2) << 56)), ESCOPA_E_PHASE);
	assert_game_unchanged(game, before);
	ck_assert_ok(escopa_game_winner(game, &winner));
	ck_assert(winner >= 0 && winner < 3);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(deal_rejects_bad_decks)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 7, NULL);
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	escopa_card_t deck[43];
	for (int i = 0; i < 43; i++)
		deck[i] = i;
	ck_assert_status(escopa_game_deal(NULL, deck, 40), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_deal(game, NULL, 40), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_deal(game, deck, 39), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 0), ESCOPA_E_DECK);
	deck[5] = 6; /* a duplicate */
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[5] = 40; /* a joker the rules do not have */
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[5] = -1;
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[5] = 1000;
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(copies_reject_null)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 7, NULL);
	struct escopa_game *clone = (struct escopa_game *)(uintptr_t)SENTINEL;
	int equal = SENTINEL;
	ck_assert_status(escopa_game_clone(NULL, &clone), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_clone(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(NULL, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(NULL, game, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(game, NULL, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(game, game, NULL), ESCOPA_E_NULL);
	ck_assert_ptr_eq(clone, (struct escopa_game *)(uintptr_t)SENTINEL);
	ck_assert_int_eq(equal, SENTINEL);
	escopa_game_free(game);
}
END_TEST

START_TEST(version_is_consistent)
{
	ck_assert_str_eq(escopa_version_string(), ESCOPA_VERSION_STRING);
	ck_assert_uint_eq(escopa_version_number(), ESCOPA_VERSION_NUMBER);
	ck_assert_uint_eq(escopa_version_number() >> 16, ESCOPA_VERSION_MAJOR);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("errors");
	TCase *tc = tcase_create("errors");
	tcase_add_test(tc, status_strings_cover_every_status);
	tcase_add_test(tc, game_new_rejects_bad_arguments);
	tcase_add_test(tc, free_null_is_a_no_op);
	tcase_add_test(tc, game_queries_reject_null_and_bad_seats);
	tcase_add_test(tc, game_buffers_reject_null_with_capacity);
	tcase_add_test(tc, play_rejects_malformed_and_illegal_moves);
	tcase_add_test(tc, phase_errors_leave_the_game_unchanged);
	tcase_add_test(tc, deal_rejects_bad_decks);
	tcase_add_test(tc, copies_reject_null);
	tcase_add_test(tc, version_is_consistent);
	suite_add_tcase(s, tc);
	return s;
}
