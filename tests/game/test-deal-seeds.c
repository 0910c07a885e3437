/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Seeded dealing (doc/rules.md, section A hand): the same seed deals the
 * same game, down to the documented SplitMix64 and Fisher-Yates shuffle,
 * which deal-helpers.c writes again.
 */

#include <stdlib.h>
#include <string.h>
#include "deal-helpers.h"

/* The same seed deals the same game; different seeds differ. */
START_TEST(rule_3_same_seed_same_game)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		for (int players = 2; players <= 4; players++) {
			struct escopa_game *a = new_game((enum escopa_preset)p, players, 42, NULL);
			struct escopa_game *b = new_game((enum escopa_preset)p, players, 42, NULL);
			struct escopa_game *c = new_game((enum escopa_preset)p, players, 43, NULL);
			assert_games_equal(a, b, 1);
			assert_games_equal(a, c, 0);
			int differs = 0;
			for (int seat = 0; seat < players; seat++)
				differs |= hand_of(a, seat) != hand_of(c, seat);
			differs |= table_of(a) != table_of(c);
			ck_assert(differs);
			/* the same moves keep them equal, hand after hand */
			for (int hand = 0; hand < 2; hand++) {
				while (phase_of(a) == ESCOPA_PHASE_PLAYING) {
					escopa_move_t m = first_move(a);
					ck_assert_ok(escopa_game_play(a, m, NULL));
					ck_assert_ok(escopa_game_play(b, m, NULL));
				}
				assert_games_equal(a, b, 1);
				if (phase_of(a) != ESCOPA_PHASE_HAND_OVER)
					break;
				ck_assert_ok(escopa_game_next_hand(a));
				ck_assert_ok(escopa_game_next_hand(b));
				assert_games_equal(a, b, 1);
			}
			escopa_game_free(a);
			escopa_game_free(b);
			escopa_game_free(c);
		}
	}
}
END_TEST

/* game.h: seed 42 deals exactly what SplitMix64 + Fisher-Yates, computed
 * here independently, give: hands, table, and the stock in order. This
 * pins the deal across platforms and compilers. */
START_TEST(rule_3_seed_42_first_deal_is_the_documented_shuffle)
{
	for (int players = 2; players <= 4; players++) {
		uint64_t state = 42;
		escopa_card_t deck[40];
		reference_shuffle(&state, deck, 40);
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, players, 42, NULL);
		assert_dealt_from(g, deck, players, 4, 40);
		escopa_game_free(g);
	}
	/* the values themselves, so that a wrong reference cannot pass: the
	 * published SplitMix64 vector for seed 0, and the seed-42 deck */
	uint64_t probe = 0;
	ck_assert(splitmix64(&probe) == UINT64_C(0xE220A8397B1DCDAF));
	ck_assert(splitmix64(&probe) == UINT64_C(0x6E789E6AA1B965F4));
	probe = 42;
	ck_assert(splitmix64(&probe) == UINT64_C(0xBDD732262FEB6E95));
	static const escopa_card_t seed_42[40] = {
		25, 16, 35, 11, 18, 9, 28, 23, 37, 39, 10, 7, 36, 38, 29, 0, 14, 33, 20, 12,
		6, 15, 26, 24, 5, 8, 19, 30, 27, 17, 22, 21, 2, 31, 32, 34, 3, 4, 1, 13,
	};
	uint64_t state = 42;
	escopa_card_t deck[40];
	reference_shuffle(&state, deck, 40);
	ck_assert(memcmp(deck, seed_42, sizeof deck) == 0);
	/* seat 0 of a two-player game holds 7c 5o 9b (ids 25, 16, 35) */
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, 2, 42, NULL);
	ck_assert(hand_of(g, 0) == cards("7c 5o 9b"));
	ck_assert(hand_of(g, 1) == cards("3b 5e 3c"));
	ck_assert(table_of(g) == cards("8o 6b 10c 10b"));
	escopa_game_free(g);
}
END_TEST

/* game.h: each later deal shuffles the deck again, from ascending order,
 * with the generator's next outputs; playing does not use it. */
START_TEST(rule_3_seeded_later_hands_follow_the_generator)
{
	for (int players = 2; players <= 4; players++) {
		uint64_t state = 42;
		escopa_card_t deck[40];
		reference_shuffle(&state, deck, 40);
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, players, 42, NULL);
		for (int hand = 1; hand <= 3; hand++) {
			assert_dealt_from(g, deck, players, 4, 40);
			play_hand_out(g);
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
			ck_assert_ok(escopa_game_next_hand(g));
			reference_shuffle(&state, deck, 40);
		}
		escopa_game_free(g);
	}
	/* the Comodines deck of 42 cards, jokers last in ascending order */
	uint64_t state = 42;
	escopa_card_t deck[42];
	reference_shuffle(&state, deck, 42);
	/* Comodines sets aside a table holding a 15, which moves the cards
	 * but not the deal; so compare hands, table-or-aside and stock */
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 2, 42, NULL);
	ck_assert(hand_of(g, 0) == set_of(deck, 3));
	ck_assert(hand_of(g, 1) == set_of(deck + 3, 3));
	ck_assert((table_of(g) | set_aside_of(g)) == set_of(deck + 6, 4));
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	size_t ns = stock_of(g, stock);
	ck_assert_uint_eq(ns, 32);
	for (size_t i = 0; i < ns; i++)
		ck_assert_int_eq(stock[i], deck[10 + i]);
	escopa_game_free(g);
}
END_TEST

/* game.h: escopa_game_deal() does not use the game's random generator, so
 * the next seeded hand is the one the seed would have dealt anyway. */
START_TEST(rule_3_deal_does_not_use_the_generator)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *a = new_game(ESCOPA_PRESET_ESCOBA, players, 42, NULL);
		struct escopa_game *b = new_game(ESCOPA_PRESET_ESCOBA, players, 42, NULL);
		escopa_card_t deck[40];
		identity_deck(deck, 40);
		ck_assert_ok(escopa_game_deal(a, deck, 40));
		play_hand_out(a);
		play_hand_out(b);
		ck_assert_int_eq(phase_of(a), ESCOPA_PHASE_HAND_OVER);
		ck_assert_int_eq(phase_of(b), ESCOPA_PHASE_HAND_OVER);
		ck_assert_ok(escopa_game_next_hand(a));
		ck_assert_ok(escopa_game_next_hand(b));
		for (int seat = 0; seat < players; seat++)
			ck_assert(hand_of(a, seat) == hand_of(b, seat));
		ck_assert(table_of(a) == table_of(b));
		escopa_card_t sa[ESCOPA_CARD_COUNT], sb[ESCOPA_CARD_COUNT];
		size_t na = stock_of(a, sa), nb = stock_of(b, sb);
		ck_assert_uint_eq(na, nb);
		ck_assert(memcmp(sa, sb, na * sizeof *sa) == 0);
		/* and that hand is the generator's second shuffle */
		uint64_t state = 42;
		reference_shuffle(&state, deck, 40);
		reference_shuffle(&state, deck, 40);
		assert_dealt_from(a, deck, players, 4, 40);
		escopa_game_free(a);
		escopa_game_free(b);
	}
}
END_TEST

/* escopa_game_stock() follows the buffer rule: the count always, the
 * cards only when they all fit. */
START_TEST(rule_3_stock_buffer_rule)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, 2, 9, NULL);
	escopa_card_t small[5] = { -7, -7, -7, -7, -7 };
	size_t n = 0;
	ck_assert_ok(escopa_game_stock(g, small, 5, &n));
	ck_assert_uint_eq(n, 30);
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(small[i], -7);
	ck_assert_status(escopa_game_stock(g, NULL, 5, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(g, small, 5, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(NULL, small, 5, &n), ESCOPA_E_NULL);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("deal-seeds");
	TCase *tc;

	tc = tcase_create("seeds");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, rule_3_same_seed_same_game);
	tcase_add_test(tc, rule_3_seed_42_first_deal_is_the_documented_shuffle);
	tcase_add_test(tc, rule_3_seeded_later_hands_follow_the_generator);
	tcase_add_test(tc, rule_3_stock_buffer_rule);
	tcase_add_test(tc, rule_3_deal_does_not_use_the_generator);
	suite_add_tcase(s, tc);
	return s;
}
