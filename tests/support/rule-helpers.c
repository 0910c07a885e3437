/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the rule suites; see rule-helpers.h. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rule-helpers.h"

escopa_move_t
mv(const char *text)
{
	escopa_move_t m = 0;
	ck_assert_msg(escopa_move_parse(text, ESCOPA_STYLE_ANY, &m) == ESCOPA_OK,
		      "bad move text '%s'", text);
	return m;
}

const char *
move_text(escopa_move_t m, char *buf, size_t size)
{
	size_t len;
	if (escopa_move_format(m, ESCOPA_STYLE_ASCII, buf, size, &len) != ESCOPA_OK)
		snprintf(buf, size, "<%llx>", (unsigned long long)m);
	return buf;
}

struct escopa_game *
deal(enum escopa_preset preset, const char *hand0, const char *hand1,
     const char *table, const char *stock, const int *opts)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { hand0, hand1 },
		.table = table, .stock = stock,
	};
	return game_from_position(preset, &pos, opts);
}

escopa_move_t *
all_moves(const struct escopa_game *game, size_t *count)
{
	ck_assert_ok(escopa_game_moves(game, NULL, 0, count));
	escopa_move_t *moves = calloc(*count + 1, sizeof *moves);
	ck_assert_ptr_nonnull(moves);
	size_t again = 0;
	ck_assert_ok(escopa_game_moves(game, moves, *count, &again));
	ck_assert_uint_eq(again, *count);
	return moves;
}

void
expect_moves(const struct escopa_game *game, const char *const *expected, size_t n)
{
	size_t count;
	escopa_move_t *moves = all_moves(game, &count);
	char got[4096] = "", want[4096] = "", buf[128];
	for (size_t i = 0; i < count; i++) {
		strncat(got, move_text(moves[i], buf, sizeof buf), sizeof got - strlen(got) - 3);
		strcat(got, "; ");
	}
	for (size_t i = 0; i < n; i++) {
		strncat(want, expected[i], sizeof want - strlen(want) - 3);
		strcat(want, "; ");
	}
	int same = count == n;
	for (size_t i = 0; same && i < n; i++)
		same = moves[i] == mv(expected[i]);
	ck_assert_msg(same, "moves listed:\n  %s\nexpected:\n  %s", got, want);
	for (size_t i = 0; i < count; i++)
		ck_assert_ok(escopa_game_is_legal(game, moves[i]));
	free(moves);
}

void
expect_illegal_move(struct escopa_game *game, escopa_move_t m, const char *what)
{
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	enum escopa_status rc = escopa_game_is_legal(game, m);
	ck_assert_msg(rc == ESCOPA_E_ILLEGAL, "is_legal(%s) = %s, expected ESCOPA_E_ILLEGAL",
		      what, escopa_status_name(rc));
	struct escopa_play_result result;
	memset(&result, 0xA5, sizeof result);
	result.version = ESCOPA_PLAY_RESULT_VERSION;
	struct escopa_play_result untouched = result;
	rc = escopa_game_play(game, m, &result);
	ck_assert_msg(rc == ESCOPA_E_ILLEGAL, "play(%s) = %s, expected ESCOPA_E_ILLEGAL",
		      what, escopa_status_name(rc));
	ck_assert_msg(memcmp(&result, &untouched, sizeof result) == 0,
		      "a rejected play(%s) wrote its result", what);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(game, before, &equal));
	ck_assert_msg(equal, "a rejected play(%s) changed the game", what);
	escopa_game_free(before);
	ck_assert_msg(!has_move(game, what), "illegal %s is listed", what);
}

void
expect_illegal(struct escopa_game *game, const char *text)
{
	expect_illegal_move(game, mv(text), text);
}

void
check_is_legal_exhaustive(const struct escopa_game *g)
{
	size_t count;
	escopa_move_t *list = all_moves(g, &count);
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n));
	ck_assert_uint_le(n, 10);
	size_t legal = 0;
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		for (unsigned m = 0; m < (1u << n); m++) {
			escopa_cardset_t target = 0;
			for (size_t i = 0; i < n; i++)
				if (m >> i & 1)
					target |= piles[i];
			for (int kind = ESCOPA_MOVE_CAPTURE; kind <= ESCOPA_MOVE_SET; kind++) {
				escopa_move_t mm;
				if (escopa_move_make(kind, c, target, &mm) != ESCOPA_OK)
					continue;
				int listed = 0;
				for (size_t k = 0; k < count; k++)
					listed |= list[k] == mm;
				enum escopa_status rc = escopa_game_is_legal(g, mm);
				ck_assert_msg(rc == (listed ? ESCOPA_OK : ESCOPA_E_ILLEGAL),
					      "move %llx: is_legal %s, listed %d",
					      (unsigned long long)mm, escopa_status_name(rc), listed);
				legal += rc == ESCOPA_OK;
			}
		}
	}
	ck_assert_uint_eq(legal, count);
	free(list);
}

int
set_value(escopa_cardset_t set)
{
	int sum = 0;
	for (; set; set &= set - 1) {
		int v = 0;
		ck_assert_ok(escopa_card_value(__builtin_ctzll(set), &v));
		sum += v;
	}
	return sum;
}

int
capture_total(escopa_move_t m)
{
	return set_value(ESCOPA_MOVE_TARGET(m) | ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(m)));
}

int
seat_to_play(const struct escopa_game *game)
{
	int seat = -1;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	return seat;
}

escopa_cardset_t
hand_of(const struct escopa_game *game, int seat)
{
	escopa_cardset_t h = 0;
	ck_assert_ok(escopa_game_hand(game, seat, &h));
	return h;
}

escopa_cardset_t
table_of(const struct escopa_game *game)
{
	escopa_cardset_t t = 0;
	ck_assert_ok(escopa_game_table(game, &t));
	return t;
}

int
sweeps_of(const struct escopa_game *game, int side)
{
	int points = -1;
	ck_assert_ok(escopa_game_sweeps(game, side, &points));
	return points;
}

escopa_cardset_t
captured_of(const struct escopa_game *game, int side)
{
	escopa_cardset_t c = 0;
	ck_assert_ok(escopa_game_captured(game, side, &c));
	return c;
}

int
option_of(const struct escopa_game *game, enum escopa_option opt)
{
	int v = -1;
	ck_assert_ok(escopa_game_option(game, opt, &v));
	return v;
}

int
dealer_of(const struct escopa_game *game)
{
	int seat = -1;
	ck_assert_ok(escopa_game_dealer(game, &seat));
	return seat;
}

int
hand_number(const struct escopa_game *game)
{
	int n = -1;
	ck_assert_ok(escopa_game_hand_number(game, &n));
	return n;
}

int
sides_of(const struct escopa_game *game)
{
	int sides = -1;
	ck_assert_ok(escopa_game_sides(game, &sides));
	return sides;
}

int
side_of(const struct escopa_game *game, int seat)
{
	int side = -1;
	ck_assert_ok(escopa_game_side_of(game, seat, &side));
	return side;
}

int
score_of(const struct escopa_game *game, int side)
{
	int points = -1;
	ck_assert_ok(escopa_game_score(game, side, &points));
	return points;
}

int
winner_of(const struct escopa_game *game)
{
	int side = -1;
	ck_assert_ok(escopa_game_winner(game, &side));
	return side;
}

escopa_cardset_t
set_aside_of(const struct escopa_game *game)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_set_aside(game, &set));
	return set;
}

int
last_capture_side(const struct escopa_game *game)
{
	int side = -2;
	ck_assert_ok(escopa_game_last_capture_side(game, &side));
	return side;
}

escopa_move_t
trail(escopa_card_t c)
{
	escopa_move_t m = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &m));
	return m;
}

escopa_move_t
first_move(const struct escopa_game *game)
{
	escopa_move_t move = 0;
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, &move, 1, &count));
	ck_assert_uint_gt(count, 0);
	return move;
}

void
play_hand_out(struct escopa_game *game)
{
	while (phase_of(game) == ESCOPA_PHASE_PLAYING)
		ck_assert_ok(escopa_game_play(game, first_move(game), NULL));
}

void
assert_games_equal(const struct escopa_game *a, const struct escopa_game *b, int expected)
{
	int equal = -1;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_int_eq(equal, expected);
}

int
compare_moves(const void *a, const void *b)
{
	escopa_move_t x = *(const escopa_move_t *)a, y = *(const escopa_move_t *)b;
	return x < y ? -1 : x > y;
}
