/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The end of a hand (doc/rules.md, section "A hand", item 5): the side of
 * the last capture takes the cards left on the table, or nobody does.
 */

#include "game-helpers.h"

/* The card of a given capture value on the table, or -1. */
static escopa_card_t
table_card_of_value(const struct escopa_game *game, int value)
{
	escopa_cardset_t t = table_of(game);
	for (; t; t &= t - 1) {
		escopa_card_t c = __builtin_ctzll(t);
		if (c < 40 && c / 4 + 1 == value)
			return c;
	}
	return -1;
}

/* doc/rules.md, section A hand, item 5: the side of the last capture takes
 * every card left on the table at the end; that take is not a sweep. */
START_TEST(rule_3_5_last_capture_takes_the_table)
{
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture,
						   trail_free);
	struct escopa_play_result res = new_result();
	play_result(g, "5c x 10b", &res);
	ck_assert(!(res.flags & (ESCOPA_PLAYED_SWEEP | ESCOPA_PLAYED_CLEARED_TABLE)));
	ck_assert_int_eq(last_capture_side(g), 0);
	escopa_cardset_t before = 0;
	res = trail_out(g, &before);
	escopa_cardset_t last_card = ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(res.move));
	ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
	ck_assert(!(res.flags & (ESCOPA_PLAYED_SWEEP | ESCOPA_PLAYED_CLEARED_TABLE)));
	ck_assert_int_eq(res.sweep_points, 0);
	ck_assert(res.last_take == (before | last_card));
	ck_assert_int_eq(res.last_take_side, 0);
	ck_assert(table_of(g) == 0);
	ck_assert(captured_of(g, 0) == ESCOPA_CARDSET_DECK);
	ck_assert(captured_of(g, 1) == 0);
	ck_assert(set_aside_of(g) == 0);
	ck_assert_int_eq(sweeps_of(g, 0), 0);
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 40);
	/* most cards, most coins, seven of coins, Setenta */
	ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 4);
	ck_assert_int_eq(score_of(g, 0), 4);
	ck_assert_int_eq(score_of(g, 1), 0);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 5: a capture on the last play takes its
 * cards; what it leaves goes to its side as the last-capture take, not as a
 * sweep. */
START_TEST(rule_3_5_capture_on_last_play_then_take)
{
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture,
						   trail_free);
	play(g, "5c x 10b");
	/* trail until seat 1 holds the last card of the hand */
	for (;;) {
		escopa_card_t stock[ESCOPA_CARD_COUNT];
		size_t ns = 0;
		ck_assert_ok(escopa_game_stock(g, stock, ESCOPA_CARD_COUNT, &ns));
		if (ns == 0 && hand_of(g, 0) == 0 && __builtin_popcountll(hand_of(g, 1)) == 1)
			break;
		int seat = seat_to_play(g);
		ck_assert_ok(escopa_game_play(g, trail(__builtin_ctzll(hand_of(g, seat))), NULL));
	}
	ck_assert_int_eq(seat_to_play(g), 1);
	escopa_card_t last = __builtin_ctzll(hand_of(g, 1));
	int value = last / 4 + 1;
	ck_assert_int_ge(value, 5);
	escopa_card_t prey = table_card_of_value(g, 15 - value);
	ck_assert_int_ge(prey, 0);
	escopa_move_t m = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, last, ESCOPA_CARDSET_OF(prey), &m));
	escopa_cardset_t before = table_of(g);
	struct escopa_play_result res = new_result();
	ck_assert_ok(escopa_game_play(g, m, &res));
	ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
	ck_assert(!(res.flags & (ESCOPA_PLAYED_SWEEP | ESCOPA_PLAYED_CLEARED_TABLE)));
	ck_assert(res.taken == ESCOPA_CARDSET_OF(prey));
	ck_assert(res.last_take == (before & ~ESCOPA_CARDSET_OF(prey)));
	ck_assert_int_eq(res.last_take_side, 1);
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	ck_assert(captured_of(g, 0) == cards("5c 10b"));
	ck_assert(captured_of(g, 1) == (ESCOPA_CARDSET_DECK & ~cards("5c 10b")));
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 5: if nobody captured during the hand, the
 * cards stay unclaimed: they count for nobody and nobody scores. */
START_TEST(rule_3_5_nobody_captured_cards_unclaimed)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, 5, trail_free);
		escopa_cardset_t aside_at_start = set_aside_of(g);
		escopa_cardset_t before = 0;
		struct escopa_play_result res = trail_out(g, &before);
		escopa_cardset_t last_card = ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(res.move));
		ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
		ck_assert_int_eq(res.last_take_side, -1);
		ck_assert(res.last_take == (before | last_card));
		ck_assert(table_of(g) == 0);
		ck_assert(set_aside_of(g) == ESCOPA_CARDSET_DECK);
		ck_assert((aside_at_start & res.last_take) == 0);
		for (int side = 0; side < sides_of(g); side++) {
			ck_assert(captured_of(g, side) == 0);
			int32_t row[ESCOPA_SCORE_ITEM_COUNT];
			ck_assert_ok(escopa_game_hand_score(g, side, row, ESCOPA_SCORE_ITEM_COUNT));
			ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 0);
			ck_assert_int_eq(score_of(g, side), 0);
		}
		ck_assert_int_eq(last_capture_side(g), -1);
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 5 (option): with
 * ESCOPA_OPT_LAST_CAPTURE_TAKES = 0 the cards left at the end count for nobody.
 */
START_TEST(rule_3_5_last_capture_takes_off)
{
	static const int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
				    ESCOPA_OPT_LAST_CAPTURE_TAKES, 0, -1 };
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture, opts);
	play(g, "5c x 10b");
	escopa_cardset_t before = 0;
	struct escopa_play_result res = trail_out(g, &before);
	escopa_cardset_t left = before | ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(res.move));
	ck_assert(res.last_take == left);
	ck_assert_int_eq(res.last_take_side, -1);
	ck_assert(captured_of(g, 0) == cards("5c 10b"));
	ck_assert(captured_of(g, 1) == 0);
	ck_assert(set_aside_of(g) == left);
	ck_assert(table_of(g) == 0);
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 2);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, items 2 and 5: a dealer sweep counts as the
 * hand's first capture (the decision documented on
 * ESCOPA_INITIAL_DEALER_SWEEPS), so with no other capture the dealer's side
 * takes the table at the end. */
START_TEST(rule_3_5_dealer_sweep_is_a_capture_for_the_take)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "3o 3e 3b", "6o 6b 5o" },
		.table = "1o 2c 5e 7b",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOPA, &pos, trail_free);
	ck_assert_int_eq(last_capture_side(g), 1);
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert_int_eq(res.last_take_side, 1);
	ck_assert(captured_of(g, 1) == ESCOPA_CARDSET_DECK);
	ck_assert_int_eq(sweeps_of(g, 1), 1);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("game-last-take");
	TCase *tc;

	tc = tcase_create("end of hand");
	tcase_add_test(tc, rule_3_5_last_capture_takes_the_table);
	tcase_add_test(tc, rule_3_5_capture_on_last_play_then_take);
	tcase_add_test(tc, rule_3_5_nobody_captured_cards_unclaimed);
	tcase_add_test(tc, rule_3_5_last_capture_takes_off);
	tcase_add_test(tc, rule_3_5_dealer_sweep_is_a_capture_for_the_take);
	suite_add_tcase(s, tc);
	return s;
}
