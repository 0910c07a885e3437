/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the game suites; see game-helpers.h. */

#include <string.h>
#include "game-helpers.h"

const int trail_free[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };

struct escopa_play_result
new_result(void)
{
	struct escopa_play_result r;
	memset(&r, 0xA5, sizeof r);
	r.version = ESCOPA_PLAY_RESULT_VERSION;
	return r;
}

/* Every seat trails its lowest card until the hand is over (needs
 * ESCOPA_FORCED_NONE, or hands that cannot capture). Returns the result
 * of the last play; *table_before gets the table before it. */
struct escopa_play_result
trail_out(struct escopa_game *game, escopa_cardset_t *table_before)
{
	struct escopa_play_result res = new_result();
	while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
		int seat = seat_to_play(game);
		escopa_card_t c = __builtin_ctzll(hand_of(game, seat));
		if (table_before)
			*table_before = table_of(game);
		res = new_result();
		ck_assert_ok(escopa_game_play(game, trail(c), &res));
	}
	return res;
}

/* Seat 0 captures 10b with 5c, leaving 1o 1c 1e; then everybody trails. */
const struct position first_capture = {
	.players = 2, .dealer = 1,
	.hands = { "5c 1b 2b", "3c 3e 3b" },
	.table = "10b 1o 1c 1e",
};

/* Only sweeps score, so that positions decide the points exactly. */
const int sweeps_only[] = {
	ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
	ESCOPA_OPT_SCORE_CARDS, 0, ESCOPA_OPT_SCORE_COINS, 0,
	ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0, ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_NONE,
	ESCOPA_OPT_TARGET, 1, ESCOPA_OPT_TEAM_TARGET, 1, -1
};

/* Each side sweeps once: seat 0 with 5c, seat 1 with 10c. */
const struct position one_sweep_each = {
	.players = 2, .dealer = 1,
	.hands = { "5c 3c 1b", "2c 10c 1c" },
	.table = "1o 2o 3o 4o",
};

void
play_one_sweep_each(struct escopa_game *g)
{
	struct escopa_play_result res = new_result();
	play_result(g, "5c x 1o+2o+3o+4o", &res);
	ck_assert_uint_eq(res.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(res.sweep_points, 1);
	ck_assert(res.taken == cards("1o 2o 3o 4o"));
	ck_assert_int_eq(res.seat, 0);
	ck_assert_int_eq(res.side, 0);
	ck_assert(res.move == mv("5c x 1o+2o+3o+4o"));
	ck_assert(res.last_take == 0);
	ck_assert_int_eq(res.last_take_side, -1);
	/* points come at the end of the hand: the target of 1 is not yet met */
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
	ck_assert_int_eq(score_of(g, 0), 0);
	res = new_result();
	play_result(g, "2c", &res);
	ck_assert_uint_eq(res.flags, 0);
	ck_assert(res.taken == 0);
	ck_assert_int_eq(res.sweep_points, 0);
	ck_assert_int_eq(res.seat, 1);
	ck_assert_int_eq(res.side, 1);
	ck_assert(res.last_take == 0);
	ck_assert_int_eq(res.last_take_side, -1);
	play(g, "3c");
	play(g, "10c x 2c+3c");
	play(g, "1b");
	res = new_result();
	play_result(g, "1c", &res);
	ck_assert_uint_eq(res.flags, ESCOPA_PLAYED_REDEALT);
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	ck_assert_int_eq(sweeps_of(g, 1), 1);
}
