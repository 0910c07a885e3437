/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Seats and sides (doc/rules.md, section "Players, seats and sides"): the
 * side of each seat, and partners who pool their captures, sweeps and
 * running score.
 */

#include "game-helpers.h"

/* doc/rules.md, section Players, seats and sides: 2, 3 or 4 players; each
 * player alone is a side, except four players with partnerships: seats 0+2
 * against 1+3. Partnerships off with four players is cutthroat with four sides.
 */
START_TEST(rule_2_seats_and_sides)
{
	static const int cutthroat[] = { ESCOPA_OPT_PARTNERSHIPS, 0, -1 };
	for (int p = 0; p < escopa_preset_count(); p++) {
		for (int players = 2; players <= 4; players++) {
			for (int partners = 0; partners <= 1; partners++) {
				struct escopa_game *g = new_game((enum escopa_preset)p, players, 1,
								 partners ? NULL : cutthroat);
				int n = -1;
				ck_assert_ok(escopa_game_players(g, &n));
				ck_assert_int_eq(n, players);
				int teams = players == 4 && partners;
				ck_assert_int_eq(sides_of(g), teams ? 2 : players);
				for (int seat = 0; seat < players; seat++)
					ck_assert_int_eq(side_of(g, seat), teams ? seat % 2 : seat);
				escopa_game_free(g);
			}
		}
	}
}
END_TEST

/* doc/rules.md, section Players, seats and sides: partners pool their captured
 * cards and their sweeps. */
START_TEST(rule_2_partners_pool_captures_and_sweeps)
{
	struct position pos = {
		.players = 4, .dealer = 3,
		.hands = { "5c 1b 2b", "5e 3e 3b", "10c 4c 4b", "6c 6e 6b" },
		.table = "1o 2o 3o 4o",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	struct escopa_play_result res = new_result();
	play_result(g, "5c x 1o+2o+3o+4o", &res);
	ck_assert_int_eq(res.seat, 0);
	ck_assert_int_eq(res.side, 0);
	play(g, "5e");
	res = new_result();
	play_result(g, "10c x 5e", &res);
	ck_assert_int_eq(res.seat, 2);
	ck_assert_int_eq(res.side, 0);
	ck_assert(res.flags & ESCOPA_PLAYED_SWEEP);
	ck_assert(captured_of(g, 0) == cards("5c 1o 2o 3o 4o 10c 5e"));
	ck_assert(captured_of(g, 1) == 0);
	ck_assert_int_eq(sweeps_of(g, 0), 2);
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	ck_assert_int_eq(last_capture_side(g), 0);
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 7);
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 2);
	res = new_result();
	play_result(g, "6c", &res);
	ck_assert_int_eq(res.seat, 3);
	ck_assert_int_eq(res.side, 1);
	escopa_game_free(g);

	/* cutthroat: the same plays score for seats 0 and 2 apart */
	static const int cutthroat[] = { ESCOPA_OPT_PARTNERSHIPS, 0, -1 };
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, cutthroat);
	play(g, "5c x 1o+2o+3o+4o");
	play(g, "5e");
	res = new_result();
	play_result(g, "10c x 5e", &res);
	ck_assert_int_eq(res.side, 2);
	ck_assert(captured_of(g, 0) == cards("5c 1o 2o 3o 4o"));
	ck_assert(captured_of(g, 2) == cards("10c 5e"));
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	ck_assert_int_eq(sweeps_of(g, 2), 1);
	ck_assert_int_eq(last_capture_side(g), 2);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, sections "Players, seats and sides" and "A game and a match":
 * partners' points are pooled into one running score. */
START_TEST(rule_2_partners_share_running_score)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 4, 77, NULL);
	while (phase_of(g) == ESCOPA_PHASE_PLAYING)
		ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
	int total = 0;
	for (int side = 0; side < 2; side++) {
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		ck_assert_ok(escopa_game_hand_score(g, side, row, ESCOPA_SCORE_ITEM_COUNT));
		ck_assert_int_eq(score_of(g, side), row[ESCOPA_SCORE_TOTAL]);
		total += row[ESCOPA_SCORE_CARD_COUNT];
	}
	ck_assert_int_eq(total + __builtin_popcountll(set_aside_of(g)), 40);
	ck_assert_status(escopa_game_score(g, 2, &total), ESCOPA_E_INVALID);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("game-sides");
	TCase *tc;

	tc = tcase_create("sides");
	tcase_add_test(tc, rule_2_seats_and_sides);
	tcase_add_test(tc, rule_2_partners_pool_captures_and_sweeps);
	tcase_add_test(tc, rule_2_partners_share_running_score);
	suite_add_tcase(s, tc);
	return s;
}
