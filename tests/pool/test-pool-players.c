/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The pool's players: every one plays a legal move at every decision of
 * seeded games of every preset, the same move for the same view and seed,
 * and the same move for every game its view allows (it reads no hidden
 * card); the last round's search finds the value a plain minimax finds;
 * none allocates once its thread is warm.
 */

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "../support/helpers.h"
#include "../support/alloc-count.h"
#include "pool.h"
#include "players/endgame.h"

static int
test_games(int fallback)
{
	/* the valgrind setup asks for fewer games */
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 100 : fallback;
	return n < 1 ? 1 : n > fallback ? fallback : n;
}

/* Deals the next hand when one is over or misdealt; false at the game's
 * end. */
static bool
ready_to_play(struct escopa_game *game)
{
	for (;;) {
		enum escopa_phase phase = phase_of(game);
		if (phase == ESCOPA_PHASE_PLAYING)
			return true;
		if (phase == ESCOPA_PHASE_GAME_OVER)
			return false;
		ck_assert_ok(escopa_game_next_hand(game));
	}
}

/* Every player's move from the seat to play: legal, the same again, and
 * the same from a game that differs only in what the seat cannot see.
 * Returns the move of player `driver`. */
static escopa_move_t
check_decision(const struct escopa_game *game, struct escopa_game *other, uint64_t seed,
	       int driver)
{
	int seat;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	struct escopa_view *view, *other_view;
	ck_assert_ok(escopa_view_new(game, seat, &view));
	/* another deal of the hidden cards, seen the same from this seat */
	ck_assert_ok(escopa_view_sample(view, seed ^ 0x5EED, other));
	ck_assert_ok(escopa_view_new(other, seat, &other_view));
	int equal = 0;
	ck_assert_ok(escopa_view_equal(view, other_view, &equal));
	ck_assert(equal);

	escopa_move_t driven = 0;
	for (int p = 0; p < pool_player_count; p++) {
		escopa_move_t move = 0, again = 0, elsewhere = 0;
		ck_assert_ok(pool_players[p].choose(view, seed, &move));
		ck_assert_msg(escopa_game_is_legal(game, move) == ESCOPA_OK, "%s played an illegal move",
			      pool_players[p].name);
		ck_assert_ok(pool_players[p].choose(view, seed, &again));
		ck_assert_msg(again == move, "%s: the same view and seed gave another move",
			      pool_players[p].name);
		ck_assert_ok(pool_players[p].choose(other_view, seed, &elsewhere));
		ck_assert_msg(elsewhere == move, "%s: a hidden card changed its move",
			      pool_players[p].name);
		if (p == driver)
			driven = move;
	}
	escopa_view_free(other_view);
	escopa_view_free(view);
	return driven;
}

/* Games of one preset, each seat driven by another pool player. */
static void
check_preset_games(enum escopa_preset preset, int players, int games)
{
	for (int g = 0; g < games; g++) {
		struct escopa_game *game = new_game(preset, players, (uint64_t)g, NULL);
		struct escopa_game *other = new_game(preset, players, 0, NULL);
		for (uint64_t ply = 0; ready_to_play(game); ply++) {
			int seat;
			ck_assert_ok(escopa_game_current_seat(game, &seat));
			int driver = (seat + g) % pool_player_count;
			escopa_move_t move = check_decision(game, other, ply * 7919 + (uint64_t)g, driver);
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(other);
		escopa_game_free(game);
	}
}

START_TEST(test_every_preset_legal_and_blind)
{
	/* _i: a preset and a player count, 2 to 4 */
	enum escopa_preset preset = (enum escopa_preset)(_i / 3);
	int players = 2 + _i % 3;
	check_preset_games(preset, players, test_games(players == 2 ? 12 : 6));
}
END_TEST

START_TEST(test_caller_mistakes)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, NULL);
	int seat;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	struct escopa_view *view, *waiting;
	ck_assert_ok(escopa_view_new(game, seat, &view));
	ck_assert_ok(escopa_view_new(game, 1 - seat, &waiting));
	for (int p = 0; p < pool_player_count; p++) {
		escopa_move_t move = 42;
		ck_assert_status(pool_players[p].choose(NULL, 0, &move), ESCOPA_E_NULL);
		ck_assert_status(pool_players[p].choose(view, 0, NULL), ESCOPA_E_NULL);
		ck_assert_status(pool_players[p].choose(waiting, 0, &move), ESCOPA_E_PHASE);
		ck_assert_uint_eq(move, 42);
	}
	/* a hand that is over has no move to choose */
	while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
		escopa_move_t move;
		ck_assert_ok(escopa_game_current_seat(game, &seat));
		ck_assert_ok(escopa_view_update(view, game, seat));
		ck_assert_ok(pool_players[0].choose(view, 0, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	ck_assert_ok(escopa_view_update(view, game, 0));
	for (int p = 0; p < pool_player_count; p++) {
		escopa_move_t move = 42;
		ck_assert_status(pool_players[p].choose(view, 0, &move), ESCOPA_E_PHASE);
		ck_assert_uint_eq(move, 42);
	}
	escopa_view_free(waiting);
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

START_TEST(test_names_unique)
{
	ck_assert_int_ge(pool_player_count, 3);
	for (int p = 0; p < pool_player_count; p++) {
		ck_assert(pool_players[p].name && pool_players[p].about && pool_players[p].choose);
		for (int q = 0; q < p; q++)
			ck_assert_str_ne(pool_players[p].name, pool_players[q].name);
	}
}
END_TEST

/* The hand's points of `side` less the others' under best play, by a
 * minimax that tries every line. */
static int
minimax(const struct escopa_game *game, int side)
{
	int sides;
	ck_assert_ok(escopa_game_sides(game, &sides));
	if (phase_of(game) != ESCOPA_PHASE_PLAYING) {
		int value = 0;
		for (int s = 0; s < sides; s++) {
			int32_t row[ESCOPA_SCORE_ITEM_COUNT];
			ck_assert_ok(escopa_game_hand_score(game, s, row, ESCOPA_SCORE_ITEM_COUNT));
			value += s == side ? row[ESCOPA_SCORE_TOTAL] : -row[ESCOPA_SCORE_TOTAL];
		}
		return value;
	}
	int seat, to_play;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	ck_assert_ok(escopa_game_side_of(game, seat, &to_play));
	escopa_move_t moves[512];
	size_t count;
	ck_assert_ok(escopa_game_moves(game, moves, 512, &count));
	ck_assert_uint_le(count, 512);
	int best = 0;
	for (size_t i = 0; i < count; i++) {
		struct escopa_game *child;
		ck_assert_ok(escopa_game_clone(game, &child));
		ck_assert_ok(escopa_game_play(child, moves[i], NULL));
		int v = minimax(child, side);
		escopa_game_free(child);
		if (i == 0 || (to_play == side ? v > best : v < best))
			best = v;
	}
	return best;
}

/* The search's value and move from the seat to play against minimax;
 * false when the search does not apply. */
static bool
check_search(const struct escopa_game *game, uint64_t seed)
{
	int seat, side;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	ck_assert_ok(escopa_game_side_of(game, seat, &side));
	struct escopa_view *view;
	ck_assert_ok(escopa_view_new(game, seat, &view));
	escopa_move_t move;
	int value;
	enum escopa_status rc = endgame_solve(view, seed, &move, &value);
	escopa_view_free(view);
	if (rc == ESCOPA_E_PHASE)
		return false;
	ck_assert_ok(rc);
	ck_assert_int_eq(value, minimax(game, side));
	/* the move it chose keeps that value */
	struct escopa_game *child;
	ck_assert_ok(escopa_game_clone(game, &child));
	ck_assert_ok(escopa_game_play(child, move, NULL));
	ck_assert_int_eq(minimax(child, side), value);
	escopa_game_free(child);
	return true;
}

/* Last rounds built by hand: a sweep to deny, a last capture that takes
 * the table, the stacking rule, Scopa's match capture. */
static const char *const last_rounds[] = {
	"position 1 | rules escoba_de_15 | players 2 | hand 1 | dealer 1 | phase playing | "
	"seat 0 | plays 30 | hands 6o 9e 10o / 2b 3c 5o | table 4c 9o 10e | stock - | "
	"captured 1o 1e 1b 2e 3o 3b 4b 6b 7o 7c 7b 8o 10b / 1c 2o 2c 3e 4o 5e 5b 6c 6e 7e 8e "
	"8b 9c 9b | sweeps 0 3 | aside 4e 5c 8c 10c | scores 0 0 | last 1 | winner - | "
	"rng 1a738b426458e73a",
	"position 1 | rules escoba_de_15 | players 2 | hand 1 | dealer 1 | phase playing | "
	"seat 1 | plays 31 | hands 6o 9e / 2b 3c 5o | table 4c 9o 10e 10o | stock - | "
	"captured 1o 1e 1b 2e 3o 3b 4b 6b 7o 7c 7b 8o 10b / 1c 2o 2c 3e 4o 5e 5b 6c 6e 7e 8e "
	"8b 9c 9b | sweeps 0 3 | aside 4e 5c 8c 10c | scores 0 0 | last 0 | winner - | "
	"rng 1a738b426458e73a",
	"position 1 | rules escoba_de_15 | players 2 | hand 1 | dealer 1 | phase playing | "
	"seat 0 | plays 30 | hands 5e 7o 2c / 8b 1c 4e | table 5c 2b 6e | stock - | "
	"captured 1e 1b 2o 2e 3c 3e 3b 4c 4b 5o 5b 6c 6b / 1o 3o 4o 6o 7c 7e 7b 8o 8c 8e 9o "
	"9c 9e 9b 10o 10c 10e 10b | sweeps 1 1 | aside - | scores 0 0 | last 1 | winner - | "
	"rng 1a738b426458e73a",
};

START_TEST(test_search_hand_built)
{
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_game *game;
	const char *text = last_rounds[_i];
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &game, &error);
	ck_assert_msg(rc == ESCOPA_OK, "position %d: %s at %zu: %s", _i, escopa_status_name(rc),
		      error.offset, error.message);
	ck_assert(check_search(game, (uint64_t)_i));
	escopa_game_free(game);
}
END_TEST

START_TEST(test_search_played_last_rounds)
{
	/* _i: a preset and 2 or 4 players */
	enum escopa_preset preset = (enum escopa_preset)(_i / 2);
	int players = _i % 2 ? 4 : 2;
	int searched = 0;
	for (int g = 0; g < test_games(10); g++) {
		struct escopa_game *game = new_game(preset, players, 100 + (uint64_t)g, NULL);
		uint64_t rng = (uint64_t)g;
		while (ready_to_play(game)) {
			searched += check_search(game, rng);
			escopa_move_t move;
			ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, &rng, &move));
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
	}
	ck_assert_int_gt(searched, 0);
}
END_TEST

/* The moves of one seeded game with every seat choosing by player p,
 * into moves[] (at most max); returns their number. Adds the allocations
 * its choices made to *allocated, if not NULL. */
static int
moves_of_a_game(int p, uint64_t seed, escopa_move_t *moves, int max, int *allocated)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, NULL);
	struct escopa_view *view;
	ck_assert_ok(escopa_view_new(game, 0, &view));
	int n = 0;
	while (ready_to_play(game) && n < max) {
		int seat;
		ck_assert_ok(escopa_game_current_seat(game, &seat));
		ck_assert_ok(escopa_view_update(view, game, seat));
		int before = allocations;
		ck_assert_ok(pool_players[p].choose(view, seed, &moves[n]));
		if (allocated)
			*allocated += allocations - before;
		ck_assert_ok(escopa_game_play(game, moves[n++], NULL));
	}
	escopa_view_free(view);
	escopa_game_free(game);
	return n;
}

#define GAME_MOVES 2000

START_TEST(test_no_allocation_once_warm)
{
	if (!allocations_counted())
		return;
	static escopa_move_t moves[GAME_MOVES];
	for (int p = 0; p < pool_player_count; p++) {
		int allocated = 0;
		moves_of_a_game(p, 1, moves, GAME_MOVES, NULL);   /* the thread's search games */
		moves_of_a_game(p, 2, moves, GAME_MOVES, &allocated);
		ck_assert_int_eq(allocated, 0);
	}
}
END_TEST

struct threaded_game {
	int player;
	uint64_t seed;
	int n;
	escopa_move_t moves[GAME_MOVES];
};

static void *
play_in_thread(void *arg)
{
	struct threaded_game *g = arg;
	g->n = moves_of_a_game(g->player, g->seed, g->moves, GAME_MOVES, NULL);
	return NULL;
}

START_TEST(test_threads_agree)
{
	/* each player in threads of its own at once, against the game it
	 * plays alone */
	static struct threaded_game games[2 * 8];
	int n = 2 * pool_player_count;
	ck_assert_int_le(n, 2 * 8);
	pthread_t threads[2 * 8];
	for (int i = 0; i < n; i++) {
		games[i].player = i % pool_player_count;
		games[i].seed = 40 + (uint64_t)(i / pool_player_count);
		ck_assert_int_eq(pthread_create(&threads[i], NULL, play_in_thread, &games[i]), 0);
	}
	for (int i = 0; i < n; i++)
		ck_assert_int_eq(pthread_join(threads[i], NULL), 0);
	for (int i = 0; i < n; i++) {
		static escopa_move_t alone[GAME_MOVES];
		int count = moves_of_a_game(games[i].player, games[i].seed, alone, GAME_MOVES, NULL);
		ck_assert_int_eq(count, games[i].n);
		for (int m = 0; m < count; m++)
			ck_assert_uint_eq(alone[m], games[i].moves[m]);
	}
}
END_TEST

/* A thread whose search games cannot be made: the endgame player still
 * moves, by its rules. */
static void *
choose_without_memory(void *arg)
{
	const struct escopa_view *view = arg;
	escopa_move_t move;
	int value;
	fail_allocation = allocations + 1;
	enum escopa_status rc = endgame_solve(view, 0, &move, &value);
	fail_allocation = allocations + 1;
	enum escopa_status chosen = pool_players[pool_player_count - 1].choose(view, 0, &move);
	fail_allocation = 0;
	return (void *)(intptr_t)(rc == ESCOPA_E_NOMEM && chosen == ESCOPA_OK);
}

START_TEST(test_search_out_of_memory)
{
	if (!allocations_counted())
		return;
	const char *text = last_rounds[0];
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_game *game;
	ck_assert_ok(escopa_game_parse_position(text, strlen(text), &game, &error));
	struct escopa_view *view;
	ck_assert_ok(escopa_view_new(game, 0, &view));
	pthread_t thread;
	void *ok = NULL;
	ck_assert_int_eq(pthread_create(&thread, NULL, choose_without_memory, view), 0);
	ck_assert_int_eq(pthread_join(thread, &ok), 0);
	ck_assert(ok);
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("pool-players");
	TCase *tc = tcase_create("players");
	tcase_set_timeout(tc, 600);
	tcase_add_test(tc, test_names_unique);
	tcase_add_test(tc, test_caller_mistakes);
	tcase_add_loop_test(tc, test_every_preset_legal_and_blind, 0, 3 * escopa_preset_count());
	suite_add_tcase(s, tc);

	TCase *search = tcase_create("search");
	tcase_set_timeout(search, 600);
	tcase_add_loop_test(search, test_search_hand_built, 0,
			    (int)(sizeof last_rounds / sizeof last_rounds[0]));
	tcase_add_loop_test(search, test_search_played_last_rounds, 0, 2 * escopa_preset_count());
	suite_add_tcase(s, search);

	TCase *memory = tcase_create("memory");
	tcase_add_test(memory, test_no_allocation_once_warm);
	tcase_add_test(memory, test_search_out_of_memory);
	tcase_add_test(memory, test_threads_agree);
	suite_add_tcase(s, memory);
	return s;
}
