/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The scoring calls: the errors and the row-length rule of
 * escopa_score_piles(), the score item names, and escopa_game_hand_score()
 * agreeing with escopa_score_piles() on a game's captures.
 */

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "score-helpers.h"

/* ------------------------------------------------------------------ */
/* escopa_score_piles() errors and the row-length rule */

START_TEST(score_piles_errors)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	escopa_cardset_t captured[5] = { cards("1o 2o"), cards("3o"), cards("4o"), cards("5o"),
					 cards("6o") };
	int sweeps[5] = { 0, 0, 0, 0, 0 };
	int32_t row[N], sentinel[N];
	for (int i = 0; i < N; i++)
		row[i] = sentinel[i] = 0x5A5A;
#define UNTOUCHED() ck_assert(memcmp(row, sentinel, sizeof row) == 0)
	ck_assert_status(escopa_score_piles(NULL, 2, captured, sweeps, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(r, 2, NULL, sweeps, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(r, 2, captured, NULL, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, 0, NULL, N), ESCOPA_E_NULL);
	UNTOUCHED();
	ck_assert_status(escopa_score_piles(r, 0, captured, sweeps, 0, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 5, captured, sweeps, 0, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, -1, captured, sweeps, 0, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, 2, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, -1, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 4, captured, sweeps, 4, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_score_piles(r, 2, captured, sweeps, 100, row, N), ESCOPA_E_INVALID);
	UNTOUCHED();
	int negative[2] = { 0, -1 };
	ck_assert_status(escopa_score_piles(r, 2, captured, negative, 0, row, N), ESCOPA_E_INVALID);
	int huge[2] = { 1001, 0 };
	ck_assert_status(escopa_score_piles(r, 2, captured, huge, 0, row, N), ESCOPA_E_INVALID);
	int min[2] = { INT_MIN, 0 };
	ck_assert_status(escopa_score_piles(r, 2, captured, min, 1, row, N), ESCOPA_E_INVALID);
	UNTOUCHED();
	/* overlapping sets: even when scoring a side that is not involved */
	escopa_cardset_t overlap[3] = { cards("1o 2o"), cards("2o 3o"), cards("4o") };
	int zero3[3] = { 0 };
	ck_assert_status(escopa_score_piles(r, 3, overlap, zero3, 0, row, N), ESCOPA_E_CARD);
	ck_assert_status(escopa_score_piles(r, 3, overlap, zero3, 2, row, N), ESCOPA_E_CARD);
	escopa_cardset_t same[2] = { cards("1o"), cards("1o") };
	ck_assert_status(escopa_score_piles(r, 2, same, sweeps, 1, row, N), ESCOPA_E_CARD);
	/* bits above 41 */
	for (int bit = 42; bit < 64; bit += 7) {
		escopa_cardset_t bad[2] = { cards("1o") | ((escopa_cardset_t)1 << bit), 0 };
		ck_assert_status(escopa_score_piles(r, 2, bad, sweeps, 0, row, N), ESCOPA_E_CARD);
		ck_assert_status(escopa_score_piles(r, 2, bad, sweeps, 1, row, N), ESCOPA_E_CARD);
	}
	escopa_cardset_t top[2] = { 0, (escopa_cardset_t)1 << 63 };
	ck_assert_status(escopa_score_piles(r, 2, top, sweeps, 0, row, N), ESCOPA_E_CARD);
	UNTOUCHED();
	/* sides beyond n_sides are not read: garbage there is fine */
	escopa_cardset_t extra[3] = { cards("1o"), cards("2o"), ~(escopa_cardset_t)0 };
	int extra_sweeps[3] = { 0, 0, -5 };
	ck_assert_ok(escopa_score_piles(r, 2, extra, extra_sweeps, 0, row, N));
	/* 1 to 4 sides are fine */
	for (int n = 1; n <= 4; n++)
		for (int s = 0; s < n; s++)
			ck_assert_ok(escopa_score_piles(r, n, captured, sweeps, s, row, N));
#undef UNTOUCHED
	escopa_rules_free(r);
}
END_TEST

/* score.h: the library fills min(n_items, ESCOPA_SCORE_ITEM_COUNT)
 * items and sets any further elements to 0. */
START_TEST(score_piles_row_length)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOPA, NULL);
	escopa_cardset_t captured[2] = { cards("1o 2o 3o 7o 7c"), cards("4c") };
	int sweeps[2] = { 4, 0 };
	int32_t full[N];
	ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, full, N));
	/* shorter: only the first items, nothing after them */
	for (size_t n = 0; n < N; n++) {
		int32_t row[N + 4];
		for (size_t i = 0; i < N + 4; i++)
			row[i] = -77;
		ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, row, n));
		for (size_t i = 0; i < N + 4; i++)
			ck_assert_int_eq(row[i], i < n ? full[i] : -77);
	}
	/* longer: the known items, then zeros */
	int32_t longer[N + 10];
	for (size_t i = 0; i < N + 10; i++)
		longer[i] = -77;
	ck_assert_ok(escopa_score_piles(r, 2, captured, sweeps, 0, longer, N + 7));
	for (size_t i = 0; i < N + 10; i++)
		ck_assert_int_eq(longer[i], i < N ? full[i] : (i < N + 7 ? 0 : -77));
	escopa_rules_free(r);
}
END_TEST

/* score.h: item names, "seven_of_coins" as documented; the enumerator
 * without prefix, lower case, for the others; NULL past the end. */
START_TEST(score_item_names)
{
	static const char *const names[N] = {
		"cards", "coins", "seven_of_coins", "sevens", "all_coins", "primiera",
		"napola", "sweeps", "total", "card_count", "coin_count", "seven_count",
		"primiera_total",
	};
	ck_assert_str_eq(escopa_score_item_name(ESCOPA_SCORE_SEVEN_OF_COINS), "seven_of_coins");
	for (int i = 0; i < N; i++) {
		const char *name = escopa_score_item_name((enum escopa_score_item)i);
		ck_assert_ptr_nonnull(name);
		ck_assert_msg(strcmp(name, names[i]) == 0, "item %d is named '%s', expected '%s'",
			      i, name, names[i]);
		for (int j = 0; j < i; j++)
			ck_assert_str_ne(name, escopa_score_item_name((enum escopa_score_item)j));
	}
	ck_assert_ptr_null(escopa_score_item_name(ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_ptr_null(escopa_score_item_name((enum escopa_score_item)-1));
	ck_assert_ptr_null(escopa_score_item_name((enum escopa_score_item)1000));
}
END_TEST

/* ------------------------------------------------------------------ */
/* escopa_game_hand_score() */

static void
assert_hand_score_agrees(const struct escopa_game *g, const struct escopa_rules *r)
{
	int sides = 0;
	ck_assert_ok(escopa_game_sides(g, &sides));
	escopa_cardset_t captured[4] = { 0 };
	int sweeps[4] = { 0 };
	for (int s = 0; s < sides; s++) {
		ck_assert_ok(escopa_game_captured(g, s, &captured[s]));
		ck_assert_ok(escopa_game_sweeps(g, s, &sweeps[s]));
	}
	for (int s = 0; s < sides; s++) {
		int32_t from_game[N], from_piles[N];
		ck_assert_ok(escopa_game_hand_score(g, s, from_game, N));
		ck_assert_ok(escopa_score_piles(r, sides, captured, sweeps, s, from_piles, N));
		for (int i = 0; i < N; i++)
			ck_assert_msg(from_game[i] == from_piles[i],
				      "side %d %s: game says %d, piles say %d", s,
				      escopa_score_item_name((enum escopa_score_item)i),
				      from_game[i], from_piles[i]);
	}
}

/* score.h: escopa_game_hand_score() during and after a hand is the score
 * of the game's captured cards and sweeps, for every preset and player
 * count; after the hand it includes the last-capture take and the
 * running score grows by its total. Partnerships pool cards into 2 sides
 * with 4 players. */
START_TEST(score_game_hand_score_agrees_with_piles)
{
	enum escopa_preset preset = (enum escopa_preset)(_i / 3);
	int players = 2 + _i % 3;
	struct escopa_rules *r = rules_with(preset, NULL);
	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct escopa_game *g = NULL;
		ck_assert_ok(escopa_game_new(r, players, seed, &g));
		int sides = 0;
		ck_assert_ok(escopa_game_sides(g, &sides));
		ck_assert_int_eq(sides, players == 4 ? 2 : players);
		int before[4] = { 0 };
		for (int s = 0; s < sides; s++)
			ck_assert_ok(escopa_game_score(g, s, &before[s]));
		enum escopa_phase phase;
		int turn = 0;
		assert_hand_score_agrees(g, r);
		while (escopa_game_phase(g, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
			if (++turn % 5 == 0)
				assert_hand_score_agrees(g, r);
		}
		assert_hand_score_agrees(g, r);
		escopa_cardset_t all = 0;
		for (int s = 0; s < sides; s++) {
			escopa_cardset_t c;
			int32_t row[N];
			ck_assert_ok(escopa_game_captured(g, s, &c));
			all |= c;
			ck_assert_ok(escopa_game_hand_score(g, s, row, N));
			int after;
			ck_assert_ok(escopa_game_score(g, s, &after));
			ck_assert_int_eq(after, before[s] + row[ESCOPA_SCORE_TOTAL]);
		}
		escopa_cardset_t aside;
		ck_assert_ok(escopa_game_set_aside(g, &aside));
		ck_assert((all & aside) == 0);
		int jokers = 0;
		ck_assert_ok(escopa_rules_get(r, ESCOPA_OPT_JOKERS, &jokers));
		ck_assert_int_eq(__builtin_popcountll(all | aside), 40 + jokers);
		escopa_game_free(g);
	}
	escopa_rules_free(r);
}
END_TEST

/* escopa_game_hand_score() errors and the row-length rule. */
START_TEST(score_game_hand_score_errors)
{
	struct escopa_rules *r = rules_with(ESCOPA_PRESET_ESCOBA_DE_15, NULL);
	struct escopa_game *g = NULL;
	ck_assert_ok(escopa_game_new(r, 4, 3, &g));
	int32_t row[N + 3];
	for (int i = 0; i < N + 3; i++)
		row[i] = -9;
	ck_assert_status(escopa_game_hand_score(NULL, 0, row, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(g, 0, NULL, N), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand_score(g, 2, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_hand_score(g, 3, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_hand_score(g, -1, row, N), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_hand_score(g, 100, row, N), ESCOPA_E_INVALID);
	for (int i = 0; i < N + 3; i++)
		ck_assert_int_eq(row[i], -9);
	ck_assert_ok(escopa_game_hand_score(g, 1, row, 2));
	for (int i = 2; i < N + 3; i++)
		ck_assert_int_eq(row[i], -9);
	ck_assert_ok(escopa_game_hand_score(g, 1, row, N + 3));
	for (int i = N; i < N + 3; i++)
		ck_assert_int_eq(row[i], 0);
	escopa_game_free(g);
	escopa_rules_free(r);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("score-api");
	TCase *tc;

	tc = tcase_create("api");
	tcase_add_test(tc, score_piles_errors);
	tcase_add_test(tc, score_piles_row_length);
	tcase_add_test(tc, score_item_names);
	tcase_add_loop_test(tc, score_game_hand_score_agrees_with_piles, 0,
			    3 * escopa_preset_count());
	tcase_add_test(tc, score_game_hand_score_errors);
	suite_add_tcase(s, tc);
	return s;
}
