/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile calls to a game: seats and sides out of range, bad decks to
 * deal, bad piles to score, and NULL for every pointer.
 */

#include <string.h>
#include "hostile-helpers.h"

START_TEST(game_queries_out_of_range)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOPA, players);
		struct escopa_game *before = clone_game(game);
		int sides = 0;
		ck_assert_ok(escopa_game_sides(game, &sides));
		const int seats[] = { INT32_MIN, -1, players, 4, 5, 255, 256, INT32_MAX };
		for (size_t i = 0; i < sizeof seats / sizeof seats[0]; i++) {
			escopa_cardset_t set = SENTINEL_SET;
			int value = SENTINEL;
			ck_assert_status(escopa_game_hand(game, seats[i], &set), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_side_of(game, seats[i], &value), ESCOPA_E_INVALID);
			ck_assert_uint_eq(set, SENTINEL_SET);
			ck_assert_int_eq(value, SENTINEL);
		}
		const int side_list[] = { INT32_MIN, -1, sides, 4, 5, INT32_MAX };
		for (size_t i = 0; i < sizeof side_list / sizeof side_list[0]; i++) {
			escopa_cardset_t set = SENTINEL_SET;
			int value = SENTINEL;
			int32_t row[ESCOPA_SCORE_ITEM_COUNT];
			row[0] = SENTINEL;
			ck_assert_status(escopa_game_captured(game, side_list[i], &set), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_sweeps(game, side_list[i], &value), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_score(game, side_list[i], &value), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_hand_score(game, side_list[i], row,
								ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
			ck_assert_uint_eq(set, SENTINEL_SET);
			ck_assert_int_eq(value, SENTINEL);
			ck_assert_int_eq(row[0], SENTINEL);
		}
		assert_game_unchanged(game, before);
		escopa_game_free(before);
		escopa_game_free(game);
	}
}
END_TEST

START_TEST(deal_refuses_bad_decks)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, NULL);
	struct escopa_game *before = clone_game(game);
	escopa_card_t deck[1000];
	for (int i = 0; i < 1000; i++)
		deck[i] = i % 40;

	/* A 41st card: a joker the rules do not have, or a repeated card. */
	deck[40] = ESCOPA_JOKER_1;
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	deck[40] = 0;
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	/* Too few, too many, none. */
	ck_assert_status(escopa_game_deal(game, deck, 39), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 0), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 1000), ESCOPA_E_DECK);
	/* A card twice, a card missing. */
	deck[5] = deck[6];
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[5] = 5;
	/* Cards that do not exist. */
	static const int bad[] = { -1, 42, 64, 255, 256, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		escopa_card_t saved = deck[17];
		deck[17] = bad[i];
		ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
		deck[17] = saved;
	}
	/* A joker in place of a card. */
	deck[3] = ESCOPA_JOKER_2;
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[3] = 3;
	ck_assert_status(escopa_game_deal(game, NULL, 40), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_deal(NULL, deck, 40), ESCOPA_E_NULL);
	assert_game_unchanged(game, before);
	/* And the good deck deals. */
	ck_assert_ok(escopa_game_deal(game, deck, 40));

	/* With two jokers the deck has 42 cards, each joker once. */
	escopa_game_free(before);
	escopa_game_free(game);
	game = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 3, 3, NULL);
	before = clone_game(game);
	for (int i = 0; i < 42; i++)
		deck[i] = i;
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	deck[41] = ESCOPA_JOKER_1;
	ck_assert_status(escopa_game_deal(game, deck, 42), ESCOPA_E_DECK);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(score_piles_refuses_bad_piles)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	escopa_cardset_t captured[4] = { ESCOPA_CARDSET_OF(0) | ESCOPA_CARDSET_OF(7),
					 ESCOPA_CARDSET_OF(1), 0, 0 };
	int sweeps[4] = { 0, 1, 0, 0 };
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	row[0] = SENTINEL;

	static const int bad_sides[] = { INT32_MIN, -1, 0, 5, 64, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_sides / sizeof bad_sides[0]; i++)
		ck_assert_status(escopa_score_piles(rules, bad_sides[i], captured, sweeps, 0, row,
						    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
	static const int bad_side[] = { INT32_MIN, -1, 2, 4, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_side / sizeof bad_side[0]; i++)
		ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, bad_side[i], row,
						    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
	static const int bad_sweeps[] = { INT32_MIN, -1, 1001, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_sweeps / sizeof bad_sweeps[0]; i++) {
		sweeps[1] = bad_sweeps[i];
		ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, row,
						    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
	}
	sweeps[1] = 1;
	/* A card in two sides' piles; a card that does not exist. */
	captured[1] |= ESCOPA_CARDSET_OF(7);
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, row,
					    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_CARD);
	captured[1] = ESCOPA_CARDSET_OF(1) | (UINT64_C(1) << 42);
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, row,
					    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_CARD);
	captured[1] = UINT64_MAX;
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 1, row,
					    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_CARD);
	ck_assert_int_eq(row[0], SENTINEL);

	ck_assert_status(escopa_score_piles(NULL, 2, captured, sweeps, 0, row, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(rules, 2, NULL, sweeps, 0, row, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(rules, 2, captured, NULL, 0, row, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, NULL, 1), ESCOPA_E_NULL);
	escopa_rules_free(rules);
}
END_TEST

START_TEST(games_refuse_null)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_SCOPA, 2);
	struct escopa_game *before = clone_game(game);
	escopa_cardset_t set;
	escopa_move_t move;
	int value;
	size_t count;
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
	char text[16];
	ck_assert_status(escopa_game_play(NULL, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_is_legal(NULL, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(NULL, NULL, 0, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(game, NULL, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(game, NULL, 5, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_score(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_next_hand(NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(NULL, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(game, NULL, &value), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(NULL, text, sizeof text, &count),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(game, text, sizeof text, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(game, NULL, 5, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_snapshot(NULL, snap, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_snapshot(game, NULL, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_restore(NULL, snap, sizeof snap, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_restore(game, NULL, sizeof snap, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_load_position(NULL, "x", 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_load_position(game, NULL, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_parse_position(NULL, 1, &game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_parse_position("x", 1, NULL, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(NULL, ESCOPA_PLAYER_GREEDY, NULL, &move),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, NULL, &move),
			 ESCOPA_E_NULL);
	/* A snapshot buffer one byte short is refused before writing. */
	memset(snap, 0x77, sizeof snap);
	ck_assert_status(escopa_game_snapshot(game, snap, sizeof snap - 1), ESCOPA_E_INVALID);
	for (size_t i = 0; i < sizeof snap; i++)
		ck_assert_uint_eq(snap[i], 0x77);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
	escopa_game_free(NULL);
	escopa_rules_free(NULL);
	escopa_record_free(NULL);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("hostile-games");
	TCase *tc;

	tc = tcase_create("games");
	tcase_add_test(tc, game_queries_out_of_range);
	tcase_add_test(tc, deal_refuses_bad_decks);
	tcase_add_test(tc, score_piles_refuses_bad_piles);
	tcase_add_test(tc, games_refuse_null);
	suite_add_tcase(s, tc);
	return s;
}
