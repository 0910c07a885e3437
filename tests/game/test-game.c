/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The game object (game.h): the play result, clone, copy and equal, play
 * and queries that never allocate, and the errors of every query.
 */

#include <stdlib.h>
#include <string.h>
#include "game-helpers.h"
#include "alloc-count.h"

/* Allocation counting: the game state has a fixed size, so copying a
 * game, listing moves and playing never allocate (game.h). */

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
	ck_assert(res.move == mv("5c x 10b"));
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
		ck_assert_status(escopa_game_play(h, mv("3c"), &r), ESCOPA_E_INVALID);
		ck_assert(memcmp(&r, &copy, sizeof r) == 0);
		assert_games_equal(h, before, 1);
	}
	/* NULL is fine */
	ck_assert_ok(escopa_game_play(h, mv("3c"), NULL));
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
		ck_assert_status(escopa_game_play(g, mv("1o"), NULL), ESCOPA_E_PHASE);
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
		ck_assert(captured_of(g, 0) == ESCOPA_CARDSET_DECK);
		ck_assert(table_of(g) == 0);
		escopa_game_free(before);
		escopa_game_free(g);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("game");
	TCase *tc;

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
	return s;
}
