/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The 64-bit count and index of the legal moves: escopa_game_move_count(),
 * escopa_game_move_at64() and escopa_game_moves_page64(). Every count is
 * below 2^42, past what a 32-bit size_t holds (WebAssembly, 32-bit ARM),
 * so these are the calls that reach every move on every platform; the
 * random player draws its index modulo this count, so that every platform
 * chooses the same move for the same generator state. The positions are
 * those of tests/bench/bench-worst.c: the most moves of any position the
 * readers accept, and the most without jokers.
 */

#include <stdio.h>
#include <string.h>
#include "helpers.h"

#define JOKER_TABLE_MOVES UINT64_C(1832519380199)
#define TEN_TABLE_MOVES UINT64_C(36650387909)
#define TWO_32 (UINT64_C(1) << 32)

/* The last round of escoba_comodines under capture multiples: seat 1 to
 * play its last card, a joker, onto the other joker and all 40 regular
 * cards. */
static const char joker_table[] =
	"position 1 | rules escoba_comodines capture_multiples=1 forced_capture=none | "
	"players 2 | hand 1 | dealer 1 | phase playing | seat 1 | plays 35 | hands - / jk1 | "
	"table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b "
	"7o 7c 7e 7b 8o 8c 8e 8b 9o 9c 9e 9b 10o 10c 10e 10b jk2 | stock - | "
	"captured - / - | sweeps 0 0 | aside - | scores 0 0 | last - | winner - | "
	"rng 1a738b426458e734";

/* The same under Brazilian Escopa: a 10 onto the other 39 cards. */
static const char ten_table[] =
	"position 1 | rules escopa forced_capture=none | players 2 | hand 1 | dealer 1 | "
	"phase playing | seat 1 | plays 35 | hands - / 10o | "
	"table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b "
	"7o 7c 7e 7b 8o 8c 8e 8b 9o 9c 9e 9b 10c 10e 10b | stock - | captured - / - | "
	"sweeps 0 0 | aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734";

static struct escopa_game *
parse(const char *text)
{
	struct escopa_game *game = NULL;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &game, &error);
	ck_assert_msg(rc == ESCOPA_OK, "%s: %s", text, error.message);
	return game;
}

static uint64_t
count64(const struct escopa_game *game)
{
	uint64_t count = 0;
	ck_assert_ok(escopa_game_move_count(game, &count));
	return count;
}

/* What a size_t count of escopa_game_moves() says of an exact count. */
static size_t
as_size(uint64_t count)
{
	return count > SIZE_MAX ? SIZE_MAX : (size_t)count;
}

START_TEST(count_of_the_joker_table)
{
	struct escopa_game *game = parse(joker_table);
	ck_assert(count64(game) == JOKER_TABLE_MOVES);
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	ck_assert_uint_eq(count, as_size(JOKER_TABLE_MOVES));
	escopa_game_free(game);

	game = parse(ten_table);
	ck_assert(count64(game) == TEN_TABLE_MOVES);
	escopa_game_free(game);
}
END_TEST

/* Every position of seeded games, one preset per listing path (single
 * cards, stacks, jokers, match mode, capture multiples): the exact count
 * is the listed one. */
START_TEST(count_is_the_listed_count)
{
	static const enum escopa_preset presets[] = {
		ESCOPA_PRESET_ESCOBA_DE_15, ESCOPA_PRESET_ESCOBA, ESCOPA_PRESET_ESCOBA_COMODINES,
		ESCOPA_PRESET_SCOPA, ESCOPA_PRESET_ESCOPA,
	};
	struct escopa_game *game = new_game(presets[_i], 2, 1000 + (uint64_t)_i, NULL);
	uint64_t rng = 77 + (uint64_t)_i;
	escopa_move_t moves[512];
	for (int turn = 0; turn < 400 && phase_of(game) != ESCOPA_PHASE_GAME_OVER; turn++) {
		if (phase_of(game) != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		size_t listed = 0;
		ck_assert_ok(escopa_game_moves(game, moves, 512, &listed));
		ck_assert(count64(game) == listed);
		escopa_move_t move = 0;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	escopa_game_free(game);
}
END_TEST

/* Past 2^32: move_at64 agrees with a page there, with move_at where a
 * size_t reaches, and the moves are legal captures by the joker. */
START_TEST(move_at64_past_two_to_the_32)
{
	struct escopa_game *game = parse(joker_table);
	const uint64_t at[] = { TWO_32 - 1, TWO_32, TWO_32 + 1, JOKER_TABLE_MOVES / 2,
				JOKER_TABLE_MOVES - 2 };
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
		escopa_move_t move = 0, page[1] = { 0 };
		size_t written = 0;
		uint64_t total = 0;
		ck_assert_ok(escopa_game_move_at64(game, at[i], &move));
		ck_assert_int_eq(ESCOPA_MOVE_KIND(move), ESCOPA_MOVE_CAPTURE);
		ck_assert_int_eq(ESCOPA_MOVE_CARD(move), ESCOPA_JOKER_1);
		ck_assert_ok(escopa_game_is_legal(game, move));
		ck_assert_ok(escopa_game_moves_page64(game, at[i], page, 1, &written, &total));
		ck_assert_uint_eq(written, 1);
		ck_assert(total == JOKER_TABLE_MOVES);
		ck_assert(page[0] == move);
		if (at[i] <= SIZE_MAX) {
			escopa_move_t narrow = 0;
			ck_assert_ok(escopa_game_move_at(game, (size_t)at[i], &narrow));
			ck_assert(narrow == move);
		}
	}
	/* captures are in ascending order of their sets */
	escopa_move_t below = 0, above = 0;
	ck_assert_ok(escopa_game_move_at64(game, TWO_32 - 1, &below));
	ck_assert_ok(escopa_game_move_at64(game, TWO_32, &above));
	ck_assert(ESCOPA_MOVE_TARGET(below) < ESCOPA_MOVE_TARGET(above));

	/* the last move is the trail, and nothing comes after it */
	escopa_move_t trail = 0, beyond = 0x5A5A5A5A;
	ck_assert_ok(escopa_game_move_at64(game, JOKER_TABLE_MOVES - 1, &trail));
	ck_assert_int_eq(ESCOPA_MOVE_KIND(trail), ESCOPA_MOVE_TRAIL);
	ck_assert_status(escopa_game_move_at64(game, JOKER_TABLE_MOVES, &beyond), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_move_at64(game, UINT64_MAX, &beyond), ESCOPA_E_INVALID);
	ck_assert(beyond == 0x5A5A5A5A);
	escopa_game_free(game);
}
END_TEST

/* A page of 4096 across 2^32 is the run of move_at64, and a page across
 * the end stops at the trail. */
START_TEST(moves_page64_across_two_to_the_32)
{
	struct escopa_game *game = parse(joker_table);
	static escopa_move_t page[4096];
	size_t written = 0;
	uint64_t total = 0;
	const uint64_t start = TWO_32 - 2048;
	ck_assert_ok(escopa_game_moves_page64(game, start, page, 4096, &written, &total));
	ck_assert_uint_eq(written, 4096);
	ck_assert(total == JOKER_TABLE_MOVES);
	for (size_t i = 0; i < 4096; i += 511) {
		escopa_move_t one = 0;
		ck_assert_ok(escopa_game_move_at64(game, start + i, &one));
		ck_assert_msg(page[i] == one, "page[%zu] is not move_at64", i);
	}
	for (size_t i = 1; i < 4096; i++)
		ck_assert(ESCOPA_MOVE_TARGET(page[i - 1]) < ESCOPA_MOVE_TARGET(page[i]));

	ck_assert_ok(escopa_game_moves_page64(game, JOKER_TABLE_MOVES - 3, page, 8, &written,
					      &total));
	ck_assert_uint_eq(written, 3);
	ck_assert_int_eq(ESCOPA_MOVE_KIND(page[2]), ESCOPA_MOVE_TRAIL);
	ck_assert_ok(escopa_game_moves_page64(game, JOKER_TABLE_MOVES, page, 8, &written, &total));
	ck_assert_uint_eq(written, 0);
	ck_assert(total == JOKER_TABLE_MOVES);
	escopa_game_free(game);
}
END_TEST

/* The random player draws index r mod the exact count: on the joker table
 * most draws land past 2^32. */
START_TEST(random_player_draws_modulo_the_exact_count)
{
	struct escopa_game *game = parse(joker_table);
	int past = 0;
	for (uint64_t seed = 1; seed <= 32; seed++) {
		uint64_t rng = seed, mirror = seed;
		escopa_move_t move = 0, want = 0;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
		uint64_t index = next_random(&mirror) % JOKER_TABLE_MOVES;
		ck_assert(rng == mirror);
		ck_assert_ok(escopa_game_move_at64(game, index, &want));
		ck_assert(move == want);
		past += index >= TWO_32;
	}
	ck_assert_int_gt(past, 24);
	escopa_game_free(game);
}
END_TEST

/* The random bot chooses as the random player does, from its own draw. */
START_TEST(random_bot_on_the_joker_table)
{
	struct escopa_game *game = parse(joker_table);
	for (uint64_t seed = 1; seed <= 8; seed++) {
		struct escopa_bot *bot = new_bot(ESCOPA_BOT_RANDOM, 0, seed);
		escopa_move_t move = 0;
		ck_assert_ok(escopa_bot_choose_game(bot, game, &move));
		ck_assert_ok(escopa_game_is_legal(game, move));
		escopa_bot_free(bot);
	}
	escopa_game_free(game);
}
END_TEST

/* Every error, with nothing written. */
START_TEST(errors)
{
	struct escopa_game *game = parse(joker_table);
	uint64_t count = 77, total = 77;
	size_t written = 77;
	escopa_move_t move = 5, page[4] = { 1, 2, 3, 4 };
	ck_assert_status(escopa_game_move_count(NULL, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_move_count(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_move_at64(NULL, 0, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_move_at64(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page64(NULL, 0, page, 4, &written, &total),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page64(game, 0, NULL, 4, &written, &total),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page64(game, 0, page, 4, NULL, &total), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page64(game, 0, page, 4, &written, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page64(game, JOKER_TABLE_MOVES + 1, page, 4, &written,
						  &total), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_moves_page64(game, UINT64_MAX, page, 4, &written, &total),
			 ESCOPA_E_INVALID);
	ck_assert(count == 77 && total == 77 && move == 5);
	ck_assert_uint_eq(written, 77);
	ck_assert(page[0] == 1 && page[3] == 4);

	/* NULL, 0 asks only for the count */
	ck_assert_ok(escopa_game_moves_page64(game, TWO_32, NULL, 0, &written, &total));
	ck_assert_uint_eq(written, 0);
	ck_assert(total == JOKER_TABLE_MOVES);

	/* no hand in play */
	struct escopa_game *over = new_game(ESCOPA_PRESET_ESCOPA, 2, 7, NULL);
	uint64_t rng = 3;
	while (phase_of(over) == ESCOPA_PHASE_PLAYING) {
		ck_assert_ok(escopa_game_choose_move(over, ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_game_play(over, move, NULL));
	}
	count = total = 77;
	written = 77;
	move = 5;
	ck_assert_status(escopa_game_move_count(over, &count), ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_move_at64(over, 0, &move), ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_moves_page64(over, 0, page, 4, &written, &total),
			 ESCOPA_E_PHASE);
	ck_assert(count == 77 && total == 77 && move == 5);
	ck_assert_uint_eq(written, 77);
	escopa_game_free(over);
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("move-count");
	TCase *tc = tcase_create("move-count");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, count_of_the_joker_table);
	tcase_add_loop_test(tc, count_is_the_listed_count, 0, 5);
	tcase_add_test(tc, move_at64_past_two_to_the_32);
	tcase_add_test(tc, moves_page64_across_two_to_the_32);
	tcase_add_test(tc, random_player_draws_modulo_the_exact_count);
	tcase_add_test(tc, random_bot_on_the_joker_table);
	tcase_add_test(tc, errors);
	suite_add_tcase(s, tc);
	return s;
}
