/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A game (doc/rules.md, sections "Players, seats and sides", "A hand", items 5
 * and 6 and "A game and a match"): seats and sides, partnerships, the
 * last-capture take, the end of the game and its targets, running scores, the
 * play result, clone/copy/equal, and the errors of every query; and a complete
 * game of every preset for 2, 3 and 4 players.
 */

#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "alloc-count.h"

/* Allocation counting: the game state has a fixed size, so copying a
 * game, listing moves and playing never allocate (game.h). */

/* ------------------------------------------------------------------ */
/* helpers */

static const int trail_free[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };

static int
current_seat(const struct escopa_game *game)
{
	int seat = -1;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	return seat;
}

static int
sides_of(const struct escopa_game *game)
{
	int sides = -1;
	ck_assert_ok(escopa_game_sides(game, &sides));
	return sides;
}

static int
side_of(const struct escopa_game *game, int seat)
{
	int side = -1;
	ck_assert_ok(escopa_game_side_of(game, seat, &side));
	return side;
}

static escopa_cardset_t
hand_of(const struct escopa_game *game, int seat)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_hand(game, seat, &set));
	return set;
}

static escopa_cardset_t
table_of(const struct escopa_game *game)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_table(game, &set));
	return set;
}

static escopa_cardset_t
captured_by(const struct escopa_game *game, int side)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_captured(game, side, &set));
	return set;
}

static int
sweeps_of(const struct escopa_game *game, int side)
{
	int points = -1;
	ck_assert_ok(escopa_game_sweeps(game, side, &points));
	return points;
}

static int
score_of(const struct escopa_game *game, int side)
{
	int points = -1;
	ck_assert_ok(escopa_game_score(game, side, &points));
	return points;
}

static escopa_cardset_t
set_aside_of(const struct escopa_game *game)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_set_aside(game, &set));
	return set;
}

static int
last_capture_side(const struct escopa_game *game)
{
	int side = -2;
	ck_assert_ok(escopa_game_last_capture_side(game, &side));
	return side;
}

static int
winner_of(const struct escopa_game *game)
{
	int side = -1;
	ck_assert_ok(escopa_game_winner(game, &side));
	return side;
}

static int
hand_number(const struct escopa_game *game)
{
	int n = -1;
	ck_assert_ok(escopa_game_hand_number(game, &n));
	return n;
}

static int
dealer_of(const struct escopa_game *game)
{
	int seat = -1;
	ck_assert_ok(escopa_game_dealer(game, &seat));
	return seat;
}

static escopa_move_t
move_of(const char *text)
{
	escopa_move_t m = 0;
	ck_assert_ok(escopa_move_parse(text, ESCOPA_STYLE_ANY, &m));
	return m;
}

static escopa_move_t
trail(escopa_card_t c)
{
	escopa_move_t m = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &m));
	return m;
}

static escopa_move_t
first_move(const struct escopa_game *game)
{
	escopa_move_t move = 0;
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, &move, 1, &count));
	ck_assert_uint_gt(count, 0);
	return move;
}

static void
assert_games_equal(const struct escopa_game *a, const struct escopa_game *b, int expected)
{
	int equal = -1;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_int_eq(equal, expected);
}

static struct escopa_play_result
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
static struct escopa_play_result
trail_out(struct escopa_game *game, escopa_cardset_t *table_before)
{
	struct escopa_play_result res = new_result();
	while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
		int seat = current_seat(game);
		escopa_card_t c = __builtin_ctzll(hand_of(game, seat));
		if (table_before)
			*table_before = table_of(game);
		res = new_result();
		ck_assert_ok(escopa_game_play(game, trail(c), &res));
	}
	return res;
}

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

/* ------------------------------------------------------------------ */
/* 2: seats and sides */

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
	ck_assert(captured_by(g, 0) == cards("5c 1o 2o 3o 4o 10c 5e"));
	ck_assert(captured_by(g, 1) == 0);
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
	ck_assert(captured_by(g, 0) == cards("5c 1o 2o 3o 4o"));
	ck_assert(captured_by(g, 2) == cards("10c 5e"));
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

/* ------------------------------------------------------------------ */
/* 3.5: the end of a hand */

/* Seat 0 captures 10b with 5c, leaving 1o 1c 1e; then everybody trails. */
static const struct position first_capture = {
	.players = 2, .dealer = 1,
	.hands = { "5c 1b 2b", "3c 3e 3b" },
	.table = "10b 1o 1c 1e",
};

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
	ck_assert(captured_by(g, 0) == ESCOPA_CARDSET_DECK);
	ck_assert(captured_by(g, 1) == 0);
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
		int seat = current_seat(g);
		ck_assert_ok(escopa_game_play(g, trail(__builtin_ctzll(hand_of(g, seat))), NULL));
	}
	ck_assert_int_eq(current_seat(g), 1);
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
	ck_assert(captured_by(g, 0) == cards("5c 10b"));
	ck_assert(captured_by(g, 1) == (ESCOPA_CARDSET_DECK & ~cards("5c 10b")));
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
			ck_assert(captured_by(g, side) == 0);
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
	ck_assert(captured_by(g, 0) == cards("5c 10b"));
	ck_assert(captured_by(g, 1) == 0);
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
	ck_assert(captured_by(g, 1) == ESCOPA_CARDSET_DECK);
	ck_assert_int_eq(sweeps_of(g, 1), 1);
	escopa_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* 6: the game */

/* Only sweeps score, so that positions decide the points exactly. */
static const int sweeps_only[] = {
	ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
	ESCOPA_OPT_SCORE_CARDS, 0, ESCOPA_OPT_SCORE_COINS, 0,
	ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0, ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_NONE,
	ESCOPA_OPT_TARGET, 1, ESCOPA_OPT_TEAM_TARGET, 1, -1
};

/* Each side sweeps once: seat 0 with 5c, seat 1 with 10c. */
static const struct position one_sweep_each = {
	.players = 2, .dealer = 1,
	.hands = { "5c 3c 1b", "2c 10c 1c" },
	.table = "1o 2o 3o 4o",
};

static void
play_one_sweep_each(struct escopa_game *g)
{
	struct escopa_play_result res = new_result();
	play_result(g, "5c x 1o+2o+3o+4o", &res);
	ck_assert_uint_eq(res.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(res.sweep_points, 1);
	ck_assert(res.taken == cards("1o 2o 3o 4o"));
	ck_assert_int_eq(res.seat, 0);
	ck_assert_int_eq(res.side, 0);
	ck_assert(res.move == move_of("5c x 1o+2o+3o+4o"));
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

/* doc/rules.md, section A game and a match: the game ends at the end of a hand
 * in which a side reached the target; that side wins. */
START_TEST(rule_6_game_ends_at_end_of_hand_reaching_target)
{
	static const int target_1[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
					ESCOPA_OPT_TARGET, 1, -1 };
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture,
						   target_1);
	play(g, "5c x 10b");
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
	int winner = 55;
	ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);
	ck_assert_int_eq(winner, 55);
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert_uint_eq(res.flags & (ESCOPA_PLAYED_HAND_OVER | ESCOPA_PLAYED_GAME_OVER),
			  ESCOPA_PLAYED_HAND_OVER | ESCOPA_PLAYED_GAME_OVER);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
	ck_assert_int_eq(winner_of(g), 0);
	ck_assert_int_eq(score_of(g, 0), 4);
	ck_assert_int_eq(score_of(g, 1), 0);
	escopa_game_free(g);

	/* the same hand with a target of 5 does not end the game */
	static const int target_5[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
					ESCOPA_OPT_TARGET, 5, -1 };
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture, target_5);
	play(g, "5c x 10b");
	res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
	ck_assert(!(res.flags & ESCOPA_PLAYED_GAME_OVER));
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);
	ck_assert_int_eq(score_of(g, 0), 4);
	/* the next hand: dealt by seat 0, hand 2, scores carried */
	ck_assert_ok(escopa_game_next_hand(g));
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(current_seat(g), 1);
	ck_assert_int_eq(score_of(g, 0), 4);
	ck_assert(captured_by(g, 0) == 0);
	ck_assert_int_eq(sweeps_of(g, 0), 0);
	ck_assert_int_eq(last_capture_side(g), -1);
	/* only the new deal's first table may be set aside: 0 or 4 cards */
	int aside = __builtin_popcountll(set_aside_of(g));
	ck_assert(aside == 0 || aside == 4);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match: if the highest totals tie at or
 * above the target, another hand is played; the next hand that breaks the tie
 * ends the game. */
START_TEST(rule_6_tied_highest_totals_play_another_hand)
{
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &one_sweep_each,
						   sweeps_only);
	play_one_sweep_each(g);
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
	ck_assert(!(res.flags & ESCOPA_PLAYED_GAME_OVER));
	ck_assert_int_eq(score_of(g, 0), 1);
	ck_assert_int_eq(score_of(g, 1), 1);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	int winner;
	ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);

	/* hand 2, dealt by seat 0: seat 1 leads and sweeps once */
	struct position second = {
		.players = 2, .dealer = 0,
		.hands = { "2c 10c 1c", "5c 3c 1b" },
		.table = "1o 2o 3o 4o",
	};
	escopa_card_t deck[40];
	size_t n = deck_build(&second, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(current_seat(g), 1);
	ck_assert(hand_of(g, 1) == cards("5c 3c 1b"));
	play(g, "5c x 1o+2o+3o+4o");
	res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_GAME_OVER);
	ck_assert_int_eq(score_of(g, 0), 1);
	ck_assert_int_eq(score_of(g, 1), 2);
	ck_assert_int_eq(winner_of(g), 1);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match with three players: sides 0 and 1
 * tie at the top (1 each, target 1), side 2 has less: another hand. */
START_TEST(rule_6_three_sides_tied_top_play_on)
{
	struct position pos = {
		.players = 3, .dealer = 2,
		.hands = { "5c 1b 1e", "2c 9c 2e", "3c 3e 3b" },
		.table = "1o 2o 3o 4o",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, sweeps_only);
	play(g, "5c x 1o+2o+3o+4o");
	play(g, "2c");
	play(g, "3c");
	play(g, "1b");
	play(g, "9c x 2c+3c+1b");
	trail_out(g, NULL);
	ck_assert_int_eq(score_of(g, 0), 1);
	ck_assert_int_eq(score_of(g, 1), 1);
	ck_assert_int_eq(score_of(g, 2), 0);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match: when several sides reach the target
 * in the same hand, the highest total wins. */
START_TEST(rule_6_several_reach_target_highest_wins)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "5c 3c 6b", "2c 10c 1c" },
		.table = "1o 2o 3o 4o",
		.stock = "8o 4b 4c 4e 9b 9c",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, sweeps_only);
	play(g, "5c x 1o+2o+3o+4o");
	play(g, "2c");
	play(g, "3c");
	play(g, "10c x 2c+3c");
	play(g, "6b");
	play(g, "1c");
	ck_assert(hand_of(g, 0) == cards("8o 4b 4c"));
	play(g, "8o x 6b+1c");
	struct escopa_play_result res = trail_out(g, NULL);
	ck_assert(res.flags & ESCOPA_PLAYED_GAME_OVER);
	ck_assert_int_eq(score_of(g, 0), 2);
	ck_assert_int_eq(score_of(g, 1), 1);
	ck_assert_int_eq(winner_of(g), 0);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A game and a match: with partnerships the team target
 * applies (Escoba: 30 for teams, the English Escoba guide); without them the
 * target. */
START_TEST(rule_6_team_target_with_partnerships)
{
	struct position pos = {
		.players = 4, .dealer = 3,
		.hands = { "5c 1b 2b", "3c 3e 3b", "4c 4e 4b", "6c 6e 6b" },
		.table = "10b 1o 1c 1e",
	};
	struct {
		int partnerships, target, team_target;
		int over;
	} cases[] = {
		{ 1, 1, 21, 0 },   /* 4 points: the team target of 21 is not met */
		{ 1, 1, 5, 0 },
		{ 1, 1, 4, 1 },
		{ 1, 30, 4, 1 },   /* the plain target does not matter */
		{ 0, 1, 21, 1 },   /* cutthroat: the plain target */
		{ 0, 4, 1, 1 },
		{ 0, 5, 1, 0 },
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
			       ESCOPA_OPT_PARTNERSHIPS, cases[k].partnerships,
			       ESCOPA_OPT_TARGET, cases[k].target,
			       ESCOPA_OPT_TEAM_TARGET, cases[k].team_target, -1 };
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, opts);
		play(g, "5c x 10b");
		trail_out(g, NULL);
		ck_assert_int_eq(score_of(g, 0), 4);
		ck_assert_msg((phase_of(g) == ESCOPA_PHASE_GAME_OVER) == cases[k].over,
			      "case %zu: phase %d", k, phase_of(g));
		if (cases[k].over)
			ck_assert_int_eq(winner_of(g), 0);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A game and a match: Escoba with partnerships plays to
 * 30, alone to 15. */
START_TEST(rule_6_escoba_targets_in_play)
{
	for (int players = 2; players <= 4; players++) {
		for (uint64_t seed = 1; seed <= 3; seed++) {
			struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, players, seed, NULL);
			int target = players == 4 ? 30 : 15;
			int sides = sides_of(g);
			for (int hands = 0; hands < 300; hands++) {
				while (phase_of(g) == ESCOPA_PHASE_PLAYING)
					ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
				int best = -1, best_side = -1, ties = 0;
				for (int s = 0; s < sides; s++) {
					int sc = score_of(g, s);
					if (sc > best) {
						best = sc;
						best_side = s;
						ties = 0;
					} else if (sc == best) {
						ties++;
					}
				}
				int over = best >= target && ties == 0;
				ck_assert_int_eq(phase_of(g) == ESCOPA_PHASE_GAME_OVER, over);
				if (over) {
					ck_assert_int_eq(winner_of(g), best_side);
					break;
				}
				ck_assert_ok(escopa_game_next_hand(g));
			}
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
			escopa_game_free(g);
		}
	}
}
END_TEST

/* doc/rules.md, section A game and a match: running scores are the sums of the
 * hand scores, and hand numbers and dealers move on with each hand. */
START_TEST(rule_6_running_scores_add_up)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, players, 31, NULL);
		int sides = sides_of(g);
		int running[4] = { 0 };
		/* Escopa's deal rotation: a hand of 36 / (3 * players) rounds
		 * moves the deal on by that many seats */
		int step = 36 / (3 * players);
		for (int hand = 1; hand <= 200; hand++) {
			ck_assert_int_eq(hand_number(g), hand);
			ck_assert_int_eq(dealer_of(g), (players - 1 + (hand - 1) * step) % players);
			while (phase_of(g) == ESCOPA_PHASE_PLAYING)
				ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
			for (int s = 0; s < sides; s++) {
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				ck_assert_ok(escopa_game_hand_score(g, s, row, ESCOPA_SCORE_ITEM_COUNT));
				running[s] += row[ESCOPA_SCORE_TOTAL];
				ck_assert_int_eq(score_of(g, s), running[s]);
			}
			if (phase_of(g) == ESCOPA_PHASE_GAME_OVER)
				break;
			ck_assert_ok(escopa_game_next_hand(g));
			for (int s = 0; s < sides; s++)
				ck_assert_int_eq(score_of(g, s), running[s]);
		}
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
		escopa_game_free(g);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* the play result */

/* game.h: escopa_play_result fields for each kind of play, and the
 * versions a caller may name. */
START_TEST(game_play_result_fields)
{
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &one_sweep_each,
						   sweeps_only);
	play_one_sweep_each(g);   /* checks sweep, trail and redeal results */
	/* a capture that leaves cards on the table: no sweep flags */
	escopa_game_free(g);

	struct escopa_game *h = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture, NULL);
	struct escopa_play_result res = new_result();
	play_result(h, "5c x 10b", &res);
	ck_assert_uint_eq(res.flags, 0);
	ck_assert(res.taken == cards("10b"));
	ck_assert_int_eq(res.sweep_points, 0);
	ck_assert(res.move == move_of("5c x 10b"));
	ck_assert(res.last_take == 0);
	ck_assert_int_eq(res.last_take_side, -1);

	/* versions 0, 2 and others are refused, and nothing changes */
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(h, &before));
	unsigned int bad[] = { 0, 2, 3, 100, ~0u };
	for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
		struct escopa_play_result r = new_result();
		r.version = bad[k];
		struct escopa_play_result copy = r;
		ck_assert_status(escopa_game_play(h, move_of("3c"), &r), ESCOPA_E_INVALID);
		ck_assert(memcmp(&r, &copy, sizeof r) == 0);
		assert_games_equal(h, before, 1);
	}
	/* NULL is fine */
	ck_assert_ok(escopa_game_play(h, move_of("3c"), NULL));
	escopa_game_free(before);
	escopa_game_free(h);

	/* a sweep of 30 under capture multiples scores 2 (Escopa) */
	struct position thirty = {
		.players = 2, .dealer = 1,
		.hands = { "6o 1b 2b", "3c 3e 3b" },
		.table = "10o 5c 5e 4b",
	};
	g = game_from_position(ESCOPA_PRESET_ESCOPA, &thirty, NULL);
	res = new_result();
	play_result(g, "6o x 10o+5c+5e+4b", &res);
	ck_assert_uint_eq(res.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(res.sweep_points, 2);
	ck_assert_int_eq(sweeps_of(g, 0), 2);
	escopa_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* clone, copy, equal */

/* game.h: a clone is equal and independent. */
START_TEST(game_clone_is_independent)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, 3, 12, NULL);
	for (int k = 0; k < 5; k++)
		ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
	struct escopa_game *c = NULL, *keep = NULL;
	ck_assert_ok(escopa_game_clone(g, &c));
	ck_assert_ok(escopa_game_clone(g, &keep));
	ck_assert_ptr_ne(c, g);
	assert_games_equal(g, c, 1);
	ck_assert_ok(escopa_game_play(c, first_move(c), NULL));
	assert_games_equal(g, c, 0);
	assert_games_equal(g, keep, 1);
	/* the clone carries the generator: the next seeded deals agree */
	escopa_game_free(c);
	ck_assert_ok(escopa_game_clone(g, &c));
	while (phase_of(g) == ESCOPA_PHASE_PLAYING) {
		escopa_move_t m = first_move(g);
		ck_assert_ok(escopa_game_play(g, m, NULL));
		ck_assert_ok(escopa_game_play(c, m, NULL));
	}
	if (phase_of(g) == ESCOPA_PHASE_HAND_OVER) {
		ck_assert_ok(escopa_game_next_hand(g));
		ck_assert_ok(escopa_game_next_hand(c));
	}
	assert_games_equal(g, c, 1);
	escopa_game_free(c);
	escopa_game_free(keep);
	escopa_game_free(g);
	escopa_game_free(NULL);   /* a no-op */
}
END_TEST

/* game.h: escopa_game_copy() overwrites a game of any rules and player
 * count, does not allocate, and copying a game onto itself does
 * nothing. */
START_TEST(game_copy_into_other_game)
{
	struct escopa_game *src = new_game(ESCOPA_PRESET_ESCOPA, 2, 21, NULL);
	for (int k = 0; k < 4; k++)
		ck_assert_ok(escopa_game_play(src, first_move(src), NULL));
	struct escopa_game *dest = new_game(ESCOPA_PRESET_SCOPA, 3, 9, NULL);
	ck_assert_ok(escopa_game_play(dest, first_move(dest), NULL));
	assert_games_equal(src, dest, 0);

	int counted = allocations_counted();
	int before = allocations;
	ck_assert_ok(escopa_game_copy(dest, src));
	if (counted)
		ck_assert_int_eq(allocations, before);

	assert_games_equal(src, dest, 1);
	int players = 0;
	ck_assert_ok(escopa_game_players(dest, &players));
	ck_assert_int_eq(players, 2);
	for (int o = 0; o < escopa_option_count(); o++) {
		int a = -1, b = -2;
		ck_assert_ok(escopa_game_option(src, (enum escopa_option)o, &a));
		ck_assert_ok(escopa_game_option(dest, (enum escopa_option)o, &b));
		ck_assert_int_eq(a, b);
	}
	/* they go on alike, and independently */
	escopa_move_t m = first_move(src);
	ck_assert(m == first_move(dest));
	ck_assert_ok(escopa_game_play(src, m, NULL));
	assert_games_equal(src, dest, 0);
	ck_assert_ok(escopa_game_play(dest, m, NULL));
	assert_games_equal(src, dest, 1);

	/* onto itself: nothing happens */
	struct escopa_game *keep = NULL;
	ck_assert_ok(escopa_game_clone(src, &keep));
	ck_assert_ok(escopa_game_copy(src, src));
	assert_games_equal(src, keep, 1);

	/* four players into two, and back */
	struct escopa_game *four = new_game(ESCOPA_PRESET_ESCOBA, 4, 2, NULL);
	ck_assert_ok(escopa_game_copy(four, src));
	assert_games_equal(four, src, 1);
	ck_assert_int_eq(sides_of(four), 2);
	struct escopa_game *four_again = new_game(ESCOPA_PRESET_ESCOBA, 4, 2, NULL);
	ck_assert_ok(escopa_game_copy(src, four_again));
	ck_assert_ok(escopa_game_players(src, &players));
	ck_assert_int_eq(players, 4);
	assert_games_equal(src, four_again, 1);

	ck_assert_status(escopa_game_copy(NULL, src), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(dest, NULL), ESCOPA_E_NULL);
	escopa_game_free(four);
	escopa_game_free(four_again);
	escopa_game_free(keep);
	escopa_game_free(dest);
	escopa_game_free(src);
}
END_TEST

/* STYLE.md and game.h: listing moves, checking and playing them, and
 * comparing games never allocate, over whole games of every preset. */
START_TEST(game_play_never_allocates)
{
	if (!allocations_counted())
		return;
	for (int p = 0; p < escopa_preset_count(); p++) {
		struct escopa_game *g = new_game((enum escopa_preset)p, 2 + p % 3, 4, NULL);
		struct escopa_game *twin = NULL;
		ck_assert_ok(escopa_game_clone(g, &twin));
		escopa_move_t moves[64];
		int before = allocations;
		enum escopa_phase phase;
		while (escopa_game_phase(g, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
			if (phase == ESCOPA_PHASE_HAND_OVER) {
				ck_assert_ok(escopa_game_next_hand(g));
				continue;
			}
			size_t n = 0;
			ck_assert_ok(escopa_game_moves(g, moves, 64, &n));
			ck_assert_ok(escopa_game_is_legal(g, moves[0]));
			int equal;
			ck_assert_ok(escopa_game_equal(g, twin, &equal));
			struct escopa_play_result res = new_result();
			ck_assert_ok(escopa_game_play(g, moves[0], &res));
		}
		ck_assert_int_eq(allocations, before);
		escopa_game_free(twin);
		escopa_game_free(g);
	}
}
END_TEST

/* view.h: making and updating a view in place, its queries, moves,
 * observation and key, sampling into an existing game, and its text and
 * snapshot written and read in place never allocate; nor does playing
 * under per hand forced capture, which records voids. */
START_TEST(views_never_allocate)
{
	if (!allocations_counted())
		return;
	static const int per_hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	for (int p = 0; p <= escopa_preset_count(); p++) {
		struct escopa_game *g = p < escopa_preset_count()
			? new_game((enum escopa_preset)p, 2 + p % 3, 5, NULL)
			: new_game(ESCOPA_PRESET_ESCOPA, 3, 5, per_hand);
		struct escopa_game *sample = NULL;
		struct escopa_view *view = NULL;
		ck_assert_ok(escopa_game_clone(g, &sample));
		ck_assert_ok(escopa_view_new(g, 0, &view));
		escopa_move_t moves[64];
		uint8_t obs[ESCOPA_OBSERVATION_SIZE], snap[ESCOPA_VIEW_SNAPSHOT_SIZE];
		char text[2048];
		int before = allocations;
		enum escopa_phase phase;
		uint64_t seed = 0;
		while (escopa_game_phase(g, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
			if (phase == ESCOPA_PHASE_HAND_OVER) {
				ck_assert_ok(escopa_game_next_hand(g));
				continue;
			}
			int seat = 0;
			size_t n = 0;
			uint64_t key;
			ck_assert_ok(escopa_game_current_seat(g, &seat));
			ck_assert_ok(escopa_view_update(view, g, seat));
			ck_assert_ok(escopa_view_moves(view, moves, 64, &n));
			ck_assert_ok(escopa_view_observe(view, obs));
			ck_assert_ok(escopa_view_key(view, &key));
			ck_assert_ok(escopa_game_info_key(g, seat, &key));
			ck_assert_ok(escopa_game_observe_seat(g, seat, obs));
			ck_assert_ok(escopa_view_sample(view, seed++, sample));
			ck_assert_ok(escopa_view_format(view, text, sizeof text, &n));
			ck_assert_ok(escopa_view_load(view, text, n, NULL));
			ck_assert_ok(escopa_view_snapshot(view, snap, sizeof snap));
			ck_assert_ok(escopa_view_restore(view, snap, sizeof snap, NULL));
			ck_assert_ok(escopa_game_play(g, moves[0], NULL));
		}
		ck_assert_int_eq(allocations, before);
		escopa_view_free(view);
		escopa_game_free(sample);
		escopa_game_free(g);
	}
}
END_TEST

/* game.h: games are equal only in the same state. */
START_TEST(game_equal_semantics)
{
	struct escopa_game *a = new_game(ESCOPA_PRESET_ESCOBA, 2, 8, NULL);
	struct escopa_game *b = new_game(ESCOPA_PRESET_ESCOBA, 3, 8, NULL);
	struct escopa_game *c = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 8, NULL);
	static const int target[] = { ESCOPA_OPT_TARGET, 16, -1 };
	struct escopa_game *d = new_game(ESCOPA_PRESET_ESCOBA, 2, 8, target);
	struct escopa_game *e = new_game(ESCOPA_PRESET_ESCOBA, 2, 8, NULL);
	assert_games_equal(a, a, 1);
	assert_games_equal(a, e, 1);
	assert_games_equal(a, b, 0);
	assert_games_equal(a, c, 0);
	assert_games_equal(a, d, 0);   /* rules differ, the deal is the same */
	/* the same deal from different seeds: the generators differ */
	struct escopa_game *f = new_game(ESCOPA_PRESET_ESCOBA, 2, 1, NULL);
	struct escopa_game *h = new_game(ESCOPA_PRESET_ESCOBA, 2, 2, NULL);
	escopa_card_t deck[40];
	for (int i = 0; i < 40; i++)
		deck[i] = 39 - i;
	ck_assert_ok(escopa_game_deal(f, deck, 40));
	ck_assert_ok(escopa_game_deal(h, deck, 40));
	ck_assert(hand_of(f, 0) == hand_of(h, 0));
	assert_games_equal(f, h, 0);
	/* the same deal from the same seed: equal */
	struct escopa_game *f2 = new_game(ESCOPA_PRESET_ESCOBA, 2, 1, NULL);
	ck_assert_ok(escopa_game_deal(f2, deck, 40));
	assert_games_equal(f, f2, 1);
	escopa_game_free(f);
	escopa_game_free(f2);
	escopa_game_free(h);
	int equal = 7;
	ck_assert_status(escopa_game_equal(NULL, a, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(a, NULL, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(a, a, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(equal, 7);
	escopa_game_free(a);
	escopa_game_free(b);
	escopa_game_free(c);
	escopa_game_free(d);
	escopa_game_free(e);
}
END_TEST

/* ------------------------------------------------------------------ */
/* errors */

/* escopa_game_new(): player count and NULL arguments. */
START_TEST(game_new_errors)
{
	struct escopa_rules *r = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &r));
	struct escopa_game *sentinel = (struct escopa_game *)&r;
	struct escopa_game *g = sentinel;
	int bad[] = { 0, 1, 5, -1, 100 };
	for (size_t k = 0; k < sizeof bad / sizeof *bad; k++)
		ck_assert_status(escopa_game_new(r, bad[k], 1, &g), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_new(NULL, 2, 1, &g), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_new(r, 2, 1, NULL), ESCOPA_E_NULL);
	ck_assert_ptr_eq(g, sentinel);
	ck_assert_status(escopa_game_clone(NULL, &g), ESCOPA_E_NULL);
	ck_assert_ptr_eq(g, sentinel);
	ck_assert_ok(escopa_game_new(r, 2, 1, &g));
	ck_assert_status(escopa_game_clone(g, NULL), ESCOPA_E_NULL);
	escopa_game_free(g);
	escopa_rules_free(r);
}
END_TEST

/* Every query refuses NULL with ESCOPA_E_NULL, leaving its out-parameter
 * untouched. */
START_TEST(game_queries_refuse_null)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, 2, 1, NULL);
	int i = 99;
	enum escopa_phase ph = (enum escopa_phase)99;
	escopa_cardset_t set = 99;
	size_t n = 99;
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	escopa_move_t moves[8];
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];

	ck_assert_status(escopa_game_players(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_players(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sides(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sides(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_side_of(NULL, 0, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_side_of(g, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_phase(NULL, &ph), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_phase(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_current_seat(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_current_seat(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_dealer(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_dealer(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_number(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_number(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(g, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_table(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_table(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(NULL, piles, ESCOPA_CARD_COUNT, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(g, NULL, 3, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(NULL, stock, ESCOPA_CARD_COUNT, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(g, stock, ESCOPA_CARD_COUNT, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(g, NULL, 3, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_captured(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_captured(g, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sweeps(NULL, 0, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_sweeps(g, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_set_aside(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_set_aside(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_last_capture_side(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_last_capture_side(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_score(NULL, 0, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_score(g, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_winner(NULL, &i), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_winner(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(NULL, moves, 8, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(g, moves, 8, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(g, NULL, 8, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_is_legal(NULL, first_move(g)), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_play(NULL, first_move(g), NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_next_hand(NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(NULL, 0, row, ESCOPA_SCORE_ITEM_COUNT),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_option(NULL, ESCOPA_OPT_TARGET, &i), ESCOPA_E_NULL);
	ck_assert_int_eq(i, 99);
	ck_assert_int_eq((int)ph, 99);
	ck_assert(set == 99);
	ck_assert_uint_eq(n, 99);
	escopa_game_free(g);
}
END_TEST

/* Seats and sides that do not exist return ESCOPA_E_INVALID. */
START_TEST(game_queries_refuse_bad_seats_and_sides)
{
	static const int cutthroat[] = { ESCOPA_OPT_PARTNERSHIPS, 0, -1 };
	for (int players = 2; players <= 4; players++) {
		for (int partners = 0; partners <= 1; partners++) {
			struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, 1,
							 partners ? NULL : cutthroat);
			int sides = sides_of(g);
			int bad_seats[] = { -1, players, 4, 100, -100 };
			for (size_t k = 0; k < sizeof bad_seats / sizeof *bad_seats; k++) {
				int i = 99;
				escopa_cardset_t set = 99;
				ck_assert_status(escopa_game_side_of(g, bad_seats[k], &i),
						 ESCOPA_E_INVALID);
				ck_assert_status(escopa_game_hand(g, bad_seats[k], &set),
						 ESCOPA_E_INVALID);
				ck_assert_int_eq(i, 99);
				ck_assert(set == 99);
			}
			int bad_sides[] = { -1, sides, 4, 100, -100 };
			for (size_t k = 0; k < sizeof bad_sides / sizeof *bad_sides; k++) {
				int i = 99;
				escopa_cardset_t set = 99;
				int32_t row[ESCOPA_SCORE_ITEM_COUNT] = { 99 };
				ck_assert_status(escopa_game_captured(g, bad_sides[k], &set),
						 ESCOPA_E_INVALID);
				ck_assert_status(escopa_game_sweeps(g, bad_sides[k], &i),
						 ESCOPA_E_INVALID);
				ck_assert_status(escopa_game_score(g, bad_sides[k], &i),
						 ESCOPA_E_INVALID);
				ck_assert_status(escopa_game_hand_score(g, bad_sides[k], row,
									ESCOPA_SCORE_ITEM_COUNT),
						 ESCOPA_E_INVALID);
				ck_assert_int_eq(i, 99);
				ck_assert(set == 99);
				ck_assert_int_eq(row[0], 99);
			}
			/* the valid ones work */
			for (int seat = 0; seat < players; seat++) {
				escopa_cardset_t set;
				ck_assert_ok(escopa_game_hand(g, seat, &set));
			}
			for (int side = 0; side < sides; side++) {
				int i;
				ck_assert_ok(escopa_game_score(g, side, &i));
			}
			escopa_game_free(g);
		}
	}
}
END_TEST

/* game.h: after a hand is over nobody is to move: the current seat,
 * moves and plays return ESCOPA_E_PHASE; the winner only exists once the
 * game is over; once it is, no call deals or plays. */
START_TEST(game_phase_errors)
{
	static const int target_1[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
					ESCOPA_OPT_TARGET, 1, -1 };
	static const int target_5[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
					ESCOPA_OPT_TARGET, 5, -1 };
	for (int over = 0; over <= 1; over++) {
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &first_capture,
							   over ? target_1 : target_5);
		int winner = 55;
		ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);
		play(g, "5c x 10b");
		struct escopa_play_result last = trail_out(g, NULL);
		ck_assert_int_eq(phase_of(g),
				 over ? ESCOPA_PHASE_GAME_OVER : ESCOPA_PHASE_HAND_OVER);
		struct escopa_game *before = NULL;
		ck_assert_ok(escopa_game_clone(g, &before));
		int seat = 55;
		size_t count = 55;
		escopa_move_t moves[4];
		ck_assert_status(escopa_game_current_seat(g, &seat), ESCOPA_E_PHASE);
		ck_assert_status(escopa_game_moves(g, moves, 4, &count), ESCOPA_E_PHASE);
		ck_assert_status(escopa_game_moves(g, NULL, 0, &count), ESCOPA_E_PHASE);
		ck_assert_status(escopa_game_is_legal(g, last.move), ESCOPA_E_PHASE);
		ck_assert_status(escopa_game_play(g, last.move, NULL), ESCOPA_E_PHASE);
		ck_assert_status(escopa_game_play(g, move_of("1o"), NULL), ESCOPA_E_PHASE);
		ck_assert_int_eq(seat, 55);
		ck_assert_uint_eq(count, 55);
		if (over) {
			ck_assert_int_eq(winner_of(g), 0);
			ck_assert_status(escopa_game_next_hand(g), ESCOPA_E_PHASE);
			escopa_card_t deck[40];
			for (int i = 0; i < 40; i++)
				deck[i] = i;
			ck_assert_status(escopa_game_deal(g, deck, 40), ESCOPA_E_PHASE);
		} else {
			ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);
			ck_assert_int_eq(winner, 55);
		}
		assert_games_equal(g, before, 1);
		/* what stays readable: dealer, hand number, captures, scores */
		ck_assert_int_eq(dealer_of(g), 1);
		ck_assert_int_eq(hand_number(g), 1);
		ck_assert(captured_by(g, 0) == ESCOPA_CARDSET_DECK);
		ck_assert(table_of(g) == 0);
		escopa_game_free(before);
		escopa_game_free(g);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* complete games */

/* Every preset plays a complete seeded game for 2, 3 and 4 players, choosing
 * the first legal move (and, for variety, the last); the winner has reached its
 * target with the highest total alone (doc/rules.md, section A game and a
 * match). */
START_TEST(rule_6_every_preset_plays_a_complete_game)
{
	enum escopa_preset preset = (enum escopa_preset)(_i / 6);
	int players = 2 + (_i / 2) % 3;
	int pick_last = _i % 2;
	for (uint64_t seed = 1; seed <= 3; seed++) {
		struct escopa_game *g = new_game(preset, players, seed * 7919, NULL);
		int hands = 0;
		enum escopa_phase phase;
		while (escopa_game_phase(g, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
			ck_assert_int_lt(hands, 500);
			if (phase == ESCOPA_PHASE_HAND_OVER) {
				ck_assert_ok(escopa_game_next_hand(g));
				hands++;
				continue;
			}
			ck_assert_int_eq(phase, ESCOPA_PHASE_PLAYING);
			escopa_move_t move = 0;
			size_t n = 0;
			ck_assert_ok(escopa_game_moves(g, NULL, 0, &n));
			ck_assert_uint_gt(n, 0);
			if (pick_last) {
				escopa_move_t *all = malloc(n * sizeof *all);
				ck_assert_ptr_nonnull(all);
				ck_assert_ok(escopa_game_moves(g, all, n, &n));
				move = all[n - 1];
				free(all);
			} else {
				move = first_move(g);
			}
			ck_assert_ok(escopa_game_play(g, move, NULL));
		}
		int winner = winner_of(g);
		int sides = sides_of(g);
		int target_option = players == 4 && sides == 2 ? ESCOPA_OPT_TEAM_TARGET
							       : ESCOPA_OPT_TARGET;
		int target = 0;
		ck_assert_ok(escopa_game_option(g, (enum escopa_option)target_option, &target));
		ck_assert_int_ge(score_of(g, winner), target);
		for (int s = 0; s < sides; s++)
			if (s != winner)
				ck_assert_int_lt(score_of(g, s), score_of(g, winner));
		escopa_game_free(g);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc = tcase_create("sides");
	tcase_add_test(tc, rule_2_seats_and_sides);
	tcase_add_test(tc, rule_2_partners_pool_captures_and_sweeps);
	tcase_add_test(tc, rule_2_partners_share_running_score);
	suite_add_tcase(s, tc);

	tc = tcase_create("end of hand");
	tcase_add_test(tc, rule_3_5_last_capture_takes_the_table);
	tcase_add_test(tc, rule_3_5_capture_on_last_play_then_take);
	tcase_add_test(tc, rule_3_5_nobody_captured_cards_unclaimed);
	tcase_add_test(tc, rule_3_5_last_capture_takes_off);
	tcase_add_test(tc, rule_3_5_dealer_sweep_is_a_capture_for_the_take);
	suite_add_tcase(s, tc);

	tc = tcase_create("end of game");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, rule_6_game_ends_at_end_of_hand_reaching_target);
	tcase_add_test(tc, rule_6_tied_highest_totals_play_another_hand);
	tcase_add_test(tc, rule_6_three_sides_tied_top_play_on);
	tcase_add_test(tc, rule_6_several_reach_target_highest_wins);
	tcase_add_test(tc, rule_6_team_target_with_partnerships);
	tcase_add_test(tc, rule_6_escoba_targets_in_play);
	tcase_add_test(tc, rule_6_running_scores_add_up);
	suite_add_tcase(s, tc);

	tc = tcase_create("api");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, game_play_result_fields);
	tcase_add_test(tc, game_clone_is_independent);
	tcase_add_test(tc, game_copy_into_other_game);
	tcase_add_test(tc, game_play_never_allocates);
	tcase_add_test(tc, views_never_allocate);
	tcase_add_test(tc, game_equal_semantics);
	tcase_add_test(tc, game_new_errors);
	tcase_add_test(tc, game_queries_refuse_null);
	tcase_add_test(tc, game_queries_refuse_bad_seats_and_sides);
	tcase_add_test(tc, game_phase_errors);
	suite_add_tcase(s, tc);

	tc = tcase_create("complete games");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, rule_6_every_preset_plays_a_complete_game, 0,
			    6 * escopa_preset_count());
	suite_add_tcase(s, tc);
	return s;
}
