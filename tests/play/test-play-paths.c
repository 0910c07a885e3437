/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa_game_play()'s paths agree: without a result the common moves of
 * the presets' rules take a path compiled for those rules, with a result
 * they take the general one, and escopa_game_is_legal() checks on its
 * own. For every candidate move of random positions (every hand card
 * trailed, and captured or set onto every set of piles of small tables,
 * and a few malformed moves) the three give the same status, the two
 * plays the same game, and a refused play leaves the game as it was.
 */

#include <string.h>
#include "helpers.h"

#define MAX_MOVES 4096
#define MAX_PILES_TRIED 7
#define MAX_PLAYERS 4

/* A move from its parts, whatever they are (escopa_move_make() refuses
 * the malformed ones this test plays too). */
static escopa_move_t
encode(int kind, escopa_card_t card, escopa_cardset_t target)
{
	return (uint64_t)kind << 56 | (uint64_t)card << 48 | target;
}

/* Plays `move` both ways on copies of `game` and checks them against
 * escopa_game_is_legal(). */
static void
check_candidate(const struct escopa_game *game, struct escopa_game *plain,
		struct escopa_game *reported, escopa_move_t move)
{
	enum escopa_status legal = escopa_game_is_legal(game, move);
	ck_assert_ok(escopa_game_copy(plain, game));
	ck_assert_ok(escopa_game_copy(reported, game));
	struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
	enum escopa_status without = escopa_game_play(plain, move, NULL);
	enum escopa_status with = escopa_game_play(reported, move, &result);
	ck_assert_msg(without == legal && with == legal,
		      "move %llx: is_legal %s, play %s, play with a result %s",
		      (unsigned long long)move, escopa_status_name(legal),
		      escopa_status_name(without), escopa_status_name(with));
	int equal = 0;
	ck_assert_ok(escopa_game_equal(plain, reported, &equal));
	ck_assert_msg(equal, "move %llx: the two plays differ", (unsigned long long)move);
	if (legal != ESCOPA_OK)
		assert_game_unchanged(plain, game);
}

/* Every candidate of the position of the seat to play. */
static void
check_position(const struct escopa_game *game, struct escopa_game *plain,
	       struct escopa_game *reported)
{
	int seat;
	escopa_cardset_t hand, piles[ESCOPA_CARD_COUNT];
	size_t n_piles;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	ck_assert_ok(escopa_game_hand(game, seat, &hand));
	ck_assert_ok(escopa_game_piles(game, piles, ESCOPA_CARD_COUNT, &n_piles));
	if (n_piles > MAX_PILES_TRIED)
		n_piles = MAX_PILES_TRIED;
	escopa_cardset_t others = 0;
	for (int s = 0; s < MAX_PLAYERS; s++) {
		escopa_cardset_t held = 0;
		if (escopa_game_hand(game, s, &held) == ESCOPA_OK && s != seat)
			others |= held;
	}
	/* cards held elsewhere or nowhere, and bits no move has */
	escopa_move_t odd[] = {
		encode(ESCOPA_MOVE_TRAIL, others ? __builtin_ctzll(others) : 0, 0),
		encode(ESCOPA_MOVE_TRAIL, 41, 0),
		encode(ESCOPA_MOVE_TRAIL, 0, 0) | UINT64_C(1) << 63,
		encode(ESCOPA_MOVE_TRAIL, 0, 0) | UINT64_C(1) << 44,
		encode(3, 0, 1),
	};
	for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++)
		check_candidate(game, plain, reported, odd[i]);
	for (escopa_cardset_t h = hand; h; h &= h - 1) {
		escopa_card_t c = __builtin_ctzll(h);
		check_candidate(game, plain, reported, encode(ESCOPA_MOVE_TRAIL, c, 0));
		for (unsigned subset = 1; subset < 1u << n_piles; subset++) {
			escopa_cardset_t target = 0;
			for (size_t i = 0; i < n_piles; i++)
				target |= subset >> i & 1 ? piles[i] : 0;
			check_candidate(game, plain, reported,
					encode(ESCOPA_MOVE_CAPTURE, c, target));
			check_candidate(game, plain, reported,
					encode(ESCOPA_MOVE_SET, c, target));
			/* part of a stack, or a card not on the table */
			escopa_cardset_t low = target & (0 - target);
			if (target != low)
				check_candidate(game, plain, reported,
						encode(ESCOPA_MOVE_CAPTURE, c, target ^ low));
			check_candidate(game, plain, reported,
					encode(ESCOPA_MOVE_CAPTURE, c,
							   target | ESCOPA_CARDSET_OF(c)));
		}
	}
}

/* Games of a preset with its rules changed by `opts` (new_game()), from
 * `seeds` seeds, a game of each player count from each; every position
 * checked, or with `table_jokers` those with a joker on the table alone.
 * Returns how many positions were checked. */
static int
check_seeded_games(enum escopa_preset preset, const int *opts, int seeds, bool table_jokers)
{
	static escopa_move_t moves[MAX_MOVES];
	int checked = 0;
	for (int i = 0; i < seeds * 3; i++) {
		int players = 2 + i % 3;
		uint64_t rng = (uint64_t)preset * 1000 + 7 + (uint64_t)(i / 3) * 100000;
		struct escopa_game *game = new_game(preset, players, rng, opts);
		struct escopa_game *plain = new_game(preset, players, 0, opts);
		struct escopa_game *reported = new_game(preset, players, 0, opts);
		for (int hands = 0; in_play(game, &hands, 2);) {
			escopa_cardset_t table = 0;
			ck_assert_ok(escopa_game_table(game, &table));
			if (!table_jokers || (table & ESCOPA_CARDSET_JOKERS)) {
				check_position(game, plain, reported);
				checked++;
			}
			size_t n;
			ck_assert_ok(escopa_game_moves(game, moves, MAX_MOVES, &n));
			ck_assert_uint_gt(n, 0);
			escopa_move_t move = moves[next_random(&rng) % (n < MAX_MOVES ? n : MAX_MOVES)];
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
		escopa_game_free(plain);
		escopa_game_free(reported);
	}
	return checked;
}

/* A game of each player count of a preset, every position checked. */
static void
check_games(enum escopa_preset preset, const int *opts)
{
	check_seeded_games(preset, opts, 1, false);
}

/* game.h escopa_game_play(): the presets, whose rules have paths of their own. */
START_TEST(play_paths_agree_in_the_presets)
{
	for (int p = 0; p < escopa_preset_count(); p++)
		check_games((enum escopa_preset)p, NULL);
}
END_TEST

/* The same with the other forced capture rules, which take the general
 * path, and the stacking rule beside capture multiples. */
START_TEST(play_paths_agree_in_other_rules)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	const int per_hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	const int stacking_none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	const int multiples_stacking[] = { ESCOPA_OPT_CAPTURE_MULTIPLES, 1, -1 };
	check_games(ESCOPA_PRESET_ESCOBA_DE_15, none);
	check_games(ESCOPA_PRESET_ESCOPA, per_hand);
	check_games(ESCOPA_PRESET_SCOPA, per_hand);
	check_games(ESCOPA_PRESET_ESCOBA, stacking_none);
	check_games(ESCOPA_PRESET_ESCOBA, per_hand);
	check_games(ESCOPA_PRESET_ESCOBA, multiples_stacking);
}
END_TEST

/* Jokers beside capture multiples: the multiples' path leaves a hand
 * holding one to the general path, and a joker on the table to it too. */
START_TEST(play_paths_agree_beside_jokers)
{
	const int jokers[] = { ESCOPA_OPT_JOKERS, 2, -1 };
	check_games(ESCOPA_PRESET_ESCOPA, jokers);
}
END_TEST

/* Comodines: a joker on the table has its own checks (sum mode without
 * capture multiples, forced capture per card), the other forced capture
 * rules the general ones. */
START_TEST(play_paths_agree_beside_table_jokers)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	ck_assert_int_gt(check_seeded_games(ESCOPA_PRESET_ESCOBA_COMODINES, NULL, 100, true), 200);
	ck_assert_int_gt(check_seeded_games(ESCOPA_PRESET_ESCOBA_COMODINES, none, 30, true), 50);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("play-paths");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, play_paths_agree_in_the_presets);
	tcase_add_test(tc, play_paths_agree_in_other_rules);
	tcase_add_test(tc, play_paths_agree_beside_jokers);
	tcase_add_test(tc, play_paths_agree_beside_table_jokers);
	suite_add_tcase(s, tc);
	return s;
}
