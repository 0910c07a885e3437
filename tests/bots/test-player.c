/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The built-in players (escopa_game_choose_move()): the random player
 * follows its documented formula and is reproducible; the greedy player
 * takes the seven of coins, prefers a sweep, avoids leaving a table the
 * next player could sweep, and beats the random player; both only ever
 * choose legal moves; errors are reported with their exact status.
 */

#include <stdlib.h>
#include <string.h>
#include "helpers.h"

/* The documented generator: SplitMix64 (Steele, Lea and Flood 2014). */
static uint64_t
splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static int
test_games(int fallback)
{
	/* The valgrind setup asks for fewer games. */
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 20 : fallback;
	return n < 5 ? 5 : n > fallback ? fallback : n;
}

/* Plays a whole game with one player kind per side; returns the winner. */
static int
play_game(struct escopa_game *game, const enum escopa_player by_side[4], uint64_t *rng)
{
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		int seat, side;
		escopa_move_t move = 0;
		ck_assert_ok(escopa_game_current_seat(game, &seat));
		ck_assert_ok(escopa_game_side_of(game, seat, &side));
		ck_assert_ok(escopa_game_choose_move(game, by_side[side], rng, &move));
		ck_assert_ok(escopa_game_is_legal(game, move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	int winner = -1;
	ck_assert_ok(escopa_game_winner(game, &winner));
	return winner;
}

static escopa_move_t
choose(const struct escopa_game *game, enum escopa_player player, uint64_t *rng)
{
	escopa_move_t move = 0;
	ck_assert_ok(escopa_game_choose_move(game, player, rng, &move));
	return move;
}

static escopa_move_t
move_of(const char *text)
{
	escopa_move_t move = 0;
	ck_assert_ok(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move));
	return move;
}

START_TEST(random_player_follows_the_documented_formula)
{
	/* index r mod count, r the next SplitMix64 output of the caller's
	 * generator, over every decision of a few games */
	for (uint64_t seed = 1; seed <= 5; seed++) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, seed, NULL);
		uint64_t rng = seed * 77, mirror = rng;
		enum escopa_phase phase;
		while (escopa_game_phase(game, &phase) == ESCOPA_OK &&
		       phase != ESCOPA_PHASE_GAME_OVER) {
			if (phase != ESCOPA_PHASE_PLAYING) {
				escopa_game_next_hand(game);
				continue;
			}
			escopa_move_t moves[512];
			size_t count = 0;
			ck_assert_ok(escopa_game_moves(game, moves, 512, &count));
			ck_assert_uint_le(count, 512);
			escopa_move_t expected = moves[splitmix64(&mirror) % count];
			escopa_move_t move = choose(game, ESCOPA_PLAYER_RANDOM, &rng);
			ck_assert_uint_eq(move, expected);
			ck_assert_uint_eq(rng, mirror);
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
	}
}
END_TEST

START_TEST(random_player_is_reproducible)
{
	enum escopa_player random[4] = {
		ESCOPA_PLAYER_RANDOM, ESCOPA_PLAYER_RANDOM, ESCOPA_PLAYER_RANDOM,
		ESCOPA_PLAYER_RANDOM,
	};
	struct escopa_game *a = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, 9, NULL);
	struct escopa_game *b = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, 9, NULL);
	struct escopa_game *c = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, 9, NULL);
	uint64_t rng_a = 5, rng_b = 5, rng_c = 6;
	play_game(a, random, &rng_a);
	play_game(b, random, &rng_b);
	play_game(c, random, &rng_c);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_int_eq(equal, 1);
	ck_assert_uint_eq(rng_a, rng_b);
	/* Another generator plays another game. */
	ck_assert_ok(escopa_game_equal(a, c, &equal));
	ck_assert_int_eq(equal, 0);
	escopa_game_free(a);
	escopa_game_free(b);
	escopa_game_free(c);
}
END_TEST

START_TEST(random_player_is_uniform)
{
	/* The first position of a seeded Escoba game, with several moves:
	 * each is chosen about equally often. */
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 1, NULL);
	escopa_move_t moves[512];
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, moves, 512, &count));
	ck_assert_uint_ge(count, 4);
	int hits[512] = { 0 };
	const int draws = 2000 * (int)count;
	uint64_t rng = 123;
	for (int i = 0; i < draws; i++) {
		escopa_move_t move = choose(game, ESCOPA_PLAYER_RANDOM, &rng);
		size_t j = 0;
		while (j < count && moves[j] != move)
			j++;
		ck_assert_uint_lt(j, count);
		hits[j]++;
	}
	for (size_t j = 0; j < count; j++) {
		ck_assert_int_gt(hits[j], 2000 * 9 / 10);
		ck_assert_int_lt(hits[j], 2000 * 11 / 10);
	}
	escopa_game_free(game);
}
END_TEST

/* Seat 0 to play in Escoba de 15; the table has no subset of 15, so it is
 * not set aside. */
START_TEST(greedy_takes_the_seven_of_coins)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "8c 9e 10b", "3o 4o 5o" },
		.table = "7o 1c 2b 4e",
	};
	struct escopa_game *game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	/* 8c x 1c+2b+4e and 9e x 2b+4e take more cards; the seven of coins
	 * is worth more. */
	ck_assert(has_move(game, "8c x 1c+2b+4e"));
	ck_assert_uint_eq(choose(game, ESCOPA_PLAYER_GREEDY, NULL), move_of("8c x 7o"));
	escopa_game_free(game);

	/* Played from hand too: 7o x 8c rather than 4c x 1e+2b+8c, which takes
	 * more cards. */
	struct position pos2 = {
		.players = 2, .dealer = 1,
		.hands = { "7o 4c 5b", "3o 4o 5o" },
		.table = "8c 1e 2b 3e",
	};
	game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos2, NULL);
	ck_assert(has_move(game, "4c x 1e+2b+8c"));
	ck_assert_uint_eq(choose(game, ESCOPA_PLAYER_GREEDY, NULL), move_of("7o x 8c"));
	escopa_game_free(game);
}
END_TEST

START_TEST(greedy_prefers_a_sweep)
{
	/* 5e takes the whole table (5 + 10 = 15); 8o would take a coin. */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "5e 6b 8o", "9c 9e 10c" },
		.table = "1c 2b 3e 4b",
	};
	struct escopa_game *game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	ck_assert(has_move(game, "8o x 3e+4b"));
	ck_assert_uint_eq(choose(game, ESCOPA_PLAYER_GREEDY, NULL),
			  move_of("5e x 1c+2b+3e+4b"));
	escopa_game_free(game);
}
END_TEST

START_TEST(greedy_avoids_leaving_a_sweepable_table)
{
	/* No card captures. Trailing 2c (the cheapest card) makes 12 on the
	 * table, which a 3 sweeps; 3b makes 13, which a 2 sweeps; 8e makes
	 * 18, which no card sweeps. */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "3b 8e 2c", "9c 9e 10c" },
		.table = "4c 4e 1b 1e",
	};
	struct escopa_game *game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	ck_assert_uint_eq(move_count(game), 3);
	ck_assert(has_move(game, "2c"));
	ck_assert_uint_eq(choose(game, ESCOPA_PLAYER_GREEDY, NULL), move_of("8e"));
	escopa_game_free(game);

	/* Scopa (capture by the played card's value): a table of 10 or less
	 * is swept by the card of that value. 9c x 1c+2b+6e takes the most
	 * cards but leaves the 8b alone; 3e x 1c+2b leaves 6e+8b, 14, which
	 * no card sweeps. */
	struct position scopa = {
		.players = 2, .dealer = 1,
		.hands = { "3e 9c 10b", "4o 5o 5c" },
		.table = "1c 2b 6e 8b",
	};
	game = game_from_position(ESCOPA_PRESET_SCOPA, &scopa, NULL);
	ck_assert(has_move(game, "9c x 1c+2b+6e"));
	ck_assert_uint_eq(choose(game, ESCOPA_PLAYER_GREEDY, NULL), move_of("3e x 1c+2b"));
	escopa_game_free(game);
}
END_TEST

START_TEST(greedy_is_deterministic_and_ignores_the_generator)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 3, 17, NULL);
	uint64_t rng = 99;
	escopa_move_t a = choose(game, ESCOPA_PLAYER_GREEDY, &rng);
	ck_assert_uint_eq(rng, 99);
	escopa_move_t b = choose(game, ESCOPA_PLAYER_GREEDY, NULL);
	ck_assert_uint_eq(a, b);
	escopa_game_free(game);
}
END_TEST

/* The greedy player sees only what its seat sees: on every deal of the
 * hidden cards that the seat's view allows (escopa_view_sample), it makes
 * the same choice. The last play of a round matters most: its look-ahead
 * copy deals the next round, cards the seat has not seen yet. */
START_TEST(greedy_uses_only_what_its_seat_sees)
{
	int decisions = 0, round_ends = 0;
	int games = test_games(60);
	for (int g = 0; g < games; g++) {
		enum escopa_preset preset = (enum escopa_preset)(g % escopa_preset_count());
		struct escopa_game *game = new_game(preset, 2 + g % 3, (uint64_t)g, NULL);
		struct escopa_game *sample = new_game(preset, 2 + g % 3, 0, NULL);
		uint64_t rng = (uint64_t)g;
		while (phase_of(game) != ESCOPA_PHASE_GAME_OVER) {
			if (phase_of(game) != ESCOPA_PHASE_PLAYING) {
				play_random(game, 1, &rng);
				continue;
			}
			int seat;
			escopa_cardset_t hand;
			ck_assert_ok(escopa_game_current_seat(game, &seat));
			ck_assert_ok(escopa_game_hand(game, seat, &hand));
			escopa_move_t chosen = choose(game, ESCOPA_PLAYER_GREEDY, NULL);
			struct escopa_view *view;
			ck_assert_ok(escopa_view_new(game, seat, &view));
			for (uint64_t k = 0; k < 4; k++) {
				ck_assert_ok(escopa_view_sample(view, k * 7919 + (uint64_t)g, sample));
				ck_assert_msg(choose(sample, ESCOPA_PLAYER_GREEDY, NULL) == chosen, "game %d preset %d hand %d cards", g, (int)preset, __builtin_popcountll(hand));
			}
			escopa_view_free(view);
			decisions++;
			round_ends += (hand & (hand - 1)) == 0;
			ck_assert_ok(escopa_game_play(game, chosen, NULL));
		}
		escopa_game_free(sample);
		escopa_game_free(game);
	}
	ck_assert_int_gt(decisions, 1000 * games / 60);
	ck_assert_int_gt(round_ends, 0);
}
END_TEST

/* Every preset and player count, both players: only legal moves, through
 * to the end of the game. _i runs over preset x players x player. */
START_TEST(players_choose_only_legal_moves)
{
	enum escopa_preset preset = (enum escopa_preset)(_i / 6);
	int players = 2 + (_i / 2) % 3;
	enum escopa_player kind = _i % 2 ? ESCOPA_PLAYER_GREEDY : ESCOPA_PLAYER_RANDOM;
	enum escopa_player by_side[4] = { kind, kind, kind, kind };
	int games = test_games(100);
	for (int g = 0; g < games; g++) {
		struct escopa_game *game = new_game(preset, players, (uint64_t)g * 1000 + (uint64_t)_i, NULL);
		uint64_t rng = (uint64_t)g;
		int winner = play_game(game, by_side, &rng);
		int sides = 0;
		escopa_game_sides(game, &sides);
		ck_assert_int_ge(winner, 0);
		ck_assert_int_lt(winner, sides);
		escopa_game_free(game);
	}
}
END_TEST

START_TEST(greedy_beats_random)
{
	/* Greedy on side 0 in even games, side 1 in odd ones, so the lead
	 * does not favour it. Measured: about 99% in Escoba de 15 and 93%
	 * in Escoba. */
	static const enum escopa_preset presets[] = {
		ESCOPA_PRESET_ESCOBA_DE_15, ESCOPA_PRESET_ESCOBA,
	};
	for (size_t p = 0; p < sizeof presets / sizeof presets[0]; p++) {
		int games = test_games(300) < 60 ? 60 : test_games(300), greedy_wins = 0;
		for (int g = 0; g < games; g++) {
			int greedy_side = g % 2;
			enum escopa_player by_side[4] = { ESCOPA_PLAYER_RANDOM, ESCOPA_PLAYER_RANDOM };
			by_side[greedy_side] = ESCOPA_PLAYER_GREEDY;
			struct escopa_game *game = new_game(presets[p], 2, (uint64_t)g + 5000, NULL);
			uint64_t rng = (uint64_t)g;
			greedy_wins += play_game(game, by_side, &rng) == greedy_side;
			escopa_game_free(game);
		}
		ck_assert_msg(greedy_wins * 100 > games * 75, "greedy won %d of %d games of %s",
			      greedy_wins, games, escopa_preset_name(presets[p]));
	}
}
END_TEST

START_TEST(choose_move_errors)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, NULL);
	uint64_t rng = 7;
	escopa_move_t move = 12345;

	ck_assert_status(escopa_game_choose_move(NULL, ESCOPA_PLAYER_GREEDY, &rng, &move),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, &rng, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, NULL, &move),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, (enum escopa_player)2, &rng, &move),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_choose_move(game, (enum escopa_player)-1, &rng, &move),
			 ESCOPA_E_INVALID);
	/* Nothing was written or drawn. */
	ck_assert_uint_eq(move, 12345);
	ck_assert_uint_eq(rng, 7);
	ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move));

	/* Play to the end of the hand, then to the end of the game. */
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING)
		ck_assert_ok(escopa_game_play(game, choose(game, ESCOPA_PLAYER_RANDOM, &rng), NULL));
	ck_assert_int_ne(phase, ESCOPA_PHASE_PLAYING);
	uint64_t before = rng;
	move = 12345;
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move),
			 ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move),
			 ESCOPA_E_PHASE);
	ck_assert_uint_eq(move, 12345);
	ck_assert_uint_eq(rng, before);

	enum escopa_player random[4] = { ESCOPA_PLAYER_RANDOM, ESCOPA_PLAYER_RANDOM };
	if (phase != ESCOPA_PHASE_GAME_OVER) {
		ck_assert_ok(escopa_game_next_hand(game));
		play_game(game, random, &rng);
	}
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move),
			 ESCOPA_E_PHASE);
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("player");
	TCase *tc = tcase_create("random");
	tcase_add_test(tc, random_player_follows_the_documented_formula);
	tcase_add_test(tc, random_player_is_reproducible);
	tcase_add_test(tc, random_player_is_uniform);
	suite_add_tcase(s, tc);

	tc = tcase_create("greedy");
	tcase_add_test(tc, greedy_takes_the_seven_of_coins);
	tcase_add_test(tc, greedy_prefers_a_sweep);
	tcase_add_test(tc, greedy_avoids_leaving_a_sweepable_table);
	tcase_add_test(tc, greedy_is_deterministic_and_ignores_the_generator);
	tcase_add_test(tc, greedy_uses_only_what_its_seat_sees);
	suite_add_tcase(s, tc);

	tc = tcase_create("games");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, players_choose_only_legal_moves, 0,
			    6 * escopa_preset_count());
	tcase_add_test(tc, greedy_beats_random);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_test(tc, choose_move_errors);
	suite_add_tcase(s, tc);
	return s;
}
