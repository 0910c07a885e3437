/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * doc/rules.md, section A turn, the setting/stacking rule of the English Escoba
 * guide (Escoba preset): a card that cannot capture may be set onto a pile; a
 * pile is worth the sum of its cards, at most 14, and is captured or set upon
 * only as a whole; with four piles or more a card that cannot capture must be
 * set if some pile can take it; escopa_game_piles() reports piles in ascending
 * order. Also the English Escoba guide's example scenario.
 *
 * Positions are built by hand with game_from_position(); two players, seat 1
 * deals, seat 0 plays first; the stock is the rest of the deck in ascending
 * card id unless given.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rule-helpers.h"

static void
expect_piles(const struct escopa_game *g, const char *const *expected, size_t n)
{
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t count = 0;
	ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &count));
	char got[1024] = "", want[1024] = "", buf[256];
	for (size_t i = 0; i < count; i++) {
		size_t len;
		escopa_cardset_format(piles[i], ESCOPA_STYLE_ASCII, buf, sizeof buf, &len);
		strcat(got, "[");
		strcat(got, buf);
		strcat(got, "] ");
	}
	for (size_t i = 0; i < n; i++) {
		strcat(want, "[");
		strcat(want, expected[i]);
		strcat(want, "] ");
	}
	int same = count == n;
	for (size_t i = 0; same && i < n; i++)
		same = piles[i] == cards(expected[i]);
	ck_assert_msg(same, "piles:\n  %s\nexpected:\n  %s", got, want);
	/* the piles are the table, ascending as numbers, disjoint */
	escopa_cardset_t all = 0;
	for (size_t i = 0; i < count; i++) {
		ck_assert((all & piles[i]) == 0);
		ck_assert(i == 0 || piles[i - 1] < piles[i]);
		all |= piles[i];
	}
	ck_assert(all == table_of(g));
}
#define EXPECT_PILES(game, ...) do { \
	const char *const _exp[] = { __VA_ARGS__ }; \
	expect_piles((game), _exp, sizeof _exp / sizeof _exp[0]); \
} while (0)

/* ---- the English Escoba guide's example ---- */

/* The English Escoba guide's example scenario: hand 6♦ 5♠ K♣, table 5♦ 2♦ 2♠
 * A♠. The 10 could take three cards (10+2+2+1); the 5 takes the whole table,
 * 15, a sweep. doc/rules.md, section A turn "Capture", "Choice" and "Sweep",
 * Escoba preset. */
START_TEST(english_guide_example_five_sweeps_the_table)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "6o 5e 10b", "3o 3c 3e",
				     "5o 2o 2e 1e", NULL, NULL);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_STACKING), 1);
	EXPECT_MOVES(g,
		     "5e x 1e+2o+2e+5o",
		     "6o x 2o+2e+5o",
		     "10b x 1e+2o+2e",
		     "10b x 5o");
	/* the same moves written with French suits, as in the seed */
	escopa_move_t m;
	ck_assert_ok(escopa_move_parse("5♠ x 5♦+2♦+2♠+A♠", ESCOPA_STYLE_FRENCH, &m));
	ck_assert_ok(escopa_game_is_legal(g, m));
	ck_assert_ok(escopa_move_parse("K♣ x 2♦+2♠+A♠", ESCOPA_STYLE_FRENCH, &m));
	ck_assert_ok(escopa_game_is_legal(g, m));

	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "5e x 5o+2o+2e+1e", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert(r.taken == cards("5o 2o 2e 1e"));
	ck_assert(table_of(g) == 0);
	ck_assert(captured_of(g, 0) == cards("5e 5o 2o 2e 1e"));
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	size_t n = 99;
	ck_assert_ok(escopa_game_piles(g, NULL, 0, &n));
	ck_assert_uint_eq(n, 0);
	/* an empty table: nothing to capture or set upon; trails only */
	EXPECT_MOVES(g, "3o", "3c", "3e");
	escopa_game_free(g);
}
END_TEST

/* ---- the four-pile rule ---- */

/*
 * doc/rules.md, section A turn "Stacking / setting" (the English Escoba guide),
 * played over two rounds: a card that cannot capture must be set while the
 * table has four piles or more and some pile can take it; with fewer piles it
 * may trail or be set; a card no pile can take (pile + card > 14) may always
 * trail; a pile is captured or set upon only as a whole; a pile may reach 14,
 * never 15.
 */
START_TEST(rule_4_stacking_four_piles_must_set)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 4b 6e", "2o 5c 8b",
				     "9o 10o 10c 10e", NULL, NULL);
	/* 4 piles. 1 and 4 cannot capture and must be set; 6 captures 9. */
	EXPECT_MOVES(g,
		     "1o on 9o", "1o on 10o", "1o on 10c", "1o on 10e",
		     "4b on 9o", "4b on 10o", "4b on 10c", "4b on 10e",
		     "6e x 9o");
	expect_illegal(g, "1o");            /* trail while a pile can take it */
	expect_illegal(g, "4b");
	expect_illegal(g, "6e");            /* forced capture */
	expect_illegal(g, "6e on 10o");     /* 16, and 6 must capture */
	expect_illegal(g, "1o on 9o+10o");  /* not one pile */
	expect_illegal(g, "1o x 9o");       /* 10, not 15 */

	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "1o on 9o", &r);
	ck_assert_uint_eq(r.flags, 0);
	ck_assert(r.taken == 0);
	ck_assert(table_of(g) == cards("1o 9o 10o 10c 10e"));
	EXPECT_PILES(g, "1o 9o", "10o", "10c", "10e");
	check_is_legal_exhaustive(g);

	/* seat 1: the pile 1+9 is worth 10. 2 must be set; 8 fits on no pile
	 * (18) and may trail although there are 4 piles. */
	EXPECT_MOVES(g,
		     "2o on 1o+9o", "2o on 10o", "2o on 10c", "2o on 10e",
		     "5c x 1o+9o", "5c x 10o", "5c x 10c", "5c x 10e",
		     "8b");
	expect_illegal(g, "2o");
	expect_illegal(g, "2o on 9o");      /* part of a pile */
	expect_illegal(g, "2o on 1o");
	expect_illegal(g, "8b on 10o");     /* 18 */
	play(g, "5c x 10o");
	EXPECT_PILES(g, "1o 9o", "10c", "10e");

	/* seat 0: three piles (four cards). 4 may trail or be set (4+10 = 14,
	 * the most a pile may hold); 6 cannot take the 9 out of its pile. */
	EXPECT_MOVES(g,
		     "4b", "4b on 1o+9o", "4b on 10c", "4b on 10e",
		     "6e");
	expect_illegal(g, "6e x 9o");       /* 9o is inside the pile 1+9 */
	expect_illegal(g, "4b on 9o");
	play(g, "4b on 1o+9o");
	EXPECT_PILES(g, "1o 4b 9o", "10c", "10e");

	/* seat 1: 2 on the 14 pile would make 16 */
	EXPECT_MOVES(g, "2o", "2o on 10c", "2o on 10e", "8b");
	expect_illegal(g, "2o on 1o+4b+9o");
	play(g, "2o on 10c");
	EXPECT_PILES(g, "1o 4b 9o", "2o 10c", "10e");

	/* seat 0: 6 fits nowhere (20, 18, 16) and captures nothing */
	EXPECT_MOVES(g, "6e");
	play(g, "6e");
	EXPECT_PILES(g, "6e", "1o 4b 9o", "2o 10c", "10e");

	/* seat 1: four piles again, and 8+6 = 14 fits: 8 must be set */
	EXPECT_MOVES(g, "8b on 6e");
	expect_illegal(g, "8b");
	play_result(g, "8b on 6e", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_REDEALT);
	EXPECT_PILES(g, "6e 8b", "1o 4b 9o", "2o 10c", "10e");

	/* second round: the stock deals 1c 1e 1b and 2c 2e 2b. An ace takes
	 * either 14 pile, as a whole. */
	ck_assert(hand_of(g, 0) == cards("1c 1e 1b"));
	ck_assert(hand_of(g, 1) == cards("2c 2e 2b"));
	EXPECT_MOVES(g,
		     "1c x 6e+8b", "1c x 1o+4b+9o",
		     "1e x 6e+8b", "1e x 1o+4b+9o",
		     "1b x 6e+8b", "1b x 1o+4b+9o");
	expect_illegal(g, "1c x 4b+9o");    /* 14, but part of a pile */
	play_result(g, "1c x 1o+4b+9o", &r);
	ck_assert(r.taken == cards("1o 4b 9o"));
	ck_assert(captured_of(g, 0) == cards("1c 1o 4b 9o"));
	EXPECT_PILES(g, "6e 8b", "2o 10c", "10e");

	/* seat 1: twos cannot capture (13); three piles: trail or set on 12
	 * (14) or 10, not on 14 */
	EXPECT_MOVES(g,
		     "2c", "2c on 2o+10c", "2c on 10e",
		     "2e", "2e on 2o+10c", "2e on 10e",
		     "2b", "2b on 2o+10c", "2b on 10e");
	escopa_game_free(g);
}
END_TEST

/*
 * doc/rules.md, section A turn "Stacking": the pile counts as the sum of its
 * cards, can be set upon again (the English Escoba guide: "This card can then
 * be set upon again, or captured"), and is captured only as a whole - alone or
 * together with other piles. The four-pile rule counts piles, not cards.
 */
START_TEST(rule_4_stacking_pile_is_captured_whole)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "3b 6c 7e", "1b 9e 10b",
				     "1o 1c 2o 2c", NULL, NULL);
	/* the table adds up to 6: no card in hand captures, all must be set */
	EXPECT_MOVES(g,
		     "3b on 1o", "3b on 1c", "3b on 2o", "3b on 2c",
		     "6c on 1o", "6c on 1c", "6c on 2o", "6c on 2c",
		     "7e on 1o", "7e on 1c", "7e on 2o", "7e on 2c");
	play(g, "3b on 2o");
	EXPECT_PILES(g, "1o", "1c", "2c", "2o 3b");

	/* 9 needs 6: an ace and the pile 2+3; 10 needs 5: the pile alone */
	EXPECT_MOVES(g,
		     "1b on 1o", "1b on 1c", "1b on 2c", "1b on 2o+3b",
		     "9e x 1o+2o+3b", "9e x 1c+2o+3b",
		     "10b x 2o+3b");
	/* 15 by splitting the pile is no capture */
	expect_illegal(g, "9e x 1o+2c+3b");
	expect_illegal(g, "9e x 1o+1c+2o+2c");
	expect_illegal(g, "10b x 1o+2o+2c");
	expect_illegal(g, "10b x 2c+3b");
	/* nor is setting on part of a pile */
	expect_illegal(g, "1b on 3b");
	expect_illegal(g, "1b on 2o");
	expect_illegal(g, "1b");
	play(g, "1b on 2o+3b");
	EXPECT_PILES(g, "1o", "1c", "2c", "1b 2o 3b");
	check_is_legal_exhaustive(g);

	/* the pile is worth 6 now */
	EXPECT_MOVES(g,
		     "6c x 1o+1b+2o+2c+3b", "6c x 1c+1b+2o+2c+3b",
		     "7e x 1o+1c+1b+2o+3b", "7e x 1b+2o+2c+3b");
	expect_illegal(g, "7e x 1o+1c+1b+2o+2c");  /* 1+1+1+2+2 = 7 +7 = 14 */
	expect_illegal(g, "6c x 1o+1c+1b+2o+2c");  /* split: 6+1+1+1+2+2 = 13 */
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "7e x 1b+2o+2c+3b", &r);     /* a pile and a single card */
	ck_assert(r.taken == cards("1b 2o 2c 3b"));
	ck_assert_uint_eq(r.flags, 0);
	ck_assert(captured_of(g, 0) == cards("7e 1b 2o 2c 3b"));
	EXPECT_PILES(g, "1o", "1c");

	/* two piles: trail or set */
	EXPECT_MOVES(g, "9e", "9e on 1o", "9e on 1c", "10b", "10b on 1o", "10b on 1c");
	play(g, "10b on 1o");
	EXPECT_PILES(g, "1c", "1o 10b");
	EXPECT_MOVES(g, "6c", "6c on 1c");
	play(g, "6c on 1c");
	EXPECT_PILES(g, "1c 6c", "1o 10b");
	EXPECT_MOVES(g, "9e");
	play(g, "9e");
	EXPECT_PILES(g, "1c 6c", "9e", "1o 10b");
	check_is_legal_exhaustive(g);

	/* five cards in three piles: fewer than four piles, so trailing is
	 * allowed (the rule counts piles, doc/rules.md, section A turn) */
	ck_assert_int_eq(__builtin_popcountll(table_of(g)), 5);
	ck_assert(hand_of(g, 0) == cards("1e 2e 2b"));
	EXPECT_MOVES(g,
		     "1e", "1e on 1c+6c", "1e on 9e", "1e on 1o+10b",
		     "2e", "2e on 1c+6c", "2e on 9e", "2e on 1o+10b",
		     "2b", "2b on 1c+6c", "2b on 9e", "2b on 1o+10b");
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A turn: a set never reaches 15 (that would be a
 * capture), even when forced capture is off and the card may be played without
 * capturing. */
START_TEST(rule_4_stacking_pile_at_most_14)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 6e 7c", "2o 5c 8b",
				     "9o 10o 10c 10e", NULL, none);
	/* 6 may capture 9 or trail: no pile can take it (15, 16) */
	EXPECT_MOVES(g,
		     "1o on 9o", "1o on 10o", "1o on 10c", "1o on 10e",
		     "6e x 9o", "6e",
		     "7c");
	expect_illegal(g, "6e on 9o");   /* would be 15 */
	expect_illegal(g, "7c on 9o");   /* 16 */
	escopa_game_free(g);

	/* a 14 pile takes nothing more; 13 takes an ace */
	g = deal(ESCOPA_PRESET_ESCOBA, "4b 3b 1c", "2o 5c 8b", "9o 10o 10c 10e", NULL, NULL);
	/* 1 needs 14, 3 needs 12, 4 needs 11: none captures; all must be set */
	EXPECT_MOVES(g,
		     "1c on 9o", "1c on 10o", "1c on 10c", "1c on 10e",
		     "3b on 9o", "3b on 10o", "3b on 10c", "3b on 10e",
		     "4b on 9o", "4b on 10o", "4b on 10c", "4b on 10e");
	play(g, "4b on 10o");          /* 14 */
	play(g, "2o on 9o");           /* 11; 5c could take 10s, 8b fits nowhere */
	EXPECT_PILES(g, "2o 9o", "4b 10o", "10c", "10e");
	/* 1 captures the 14 pile; 3 fits on 11 (14) or on the tens (13) */
	EXPECT_MOVES(g,
		     "1c x 4b+10o",
		     "3b on 2o+9o", "3b on 10c", "3b on 10e");
	expect_illegal(g, "3b on 4b+10o");  /* 17 */
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A turn "Forced capture" with stacking: in mode per
 * hand, a player who can capture may neither trail nor set any card. */
START_TEST(rule_4_stacking_forced_per_hand)
{
	const int hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 4b 6e", "2o 5c 8b",
				     "9o 10o 10c 10e", NULL, hand);
	EXPECT_MOVES(g, "6e x 9o");
	expect_illegal(g, "1o on 9o");
	expect_illegal(g, "4b on 10e");
	escopa_game_free(g);
}
END_TEST

/* Without the stacking rule nothing can be set, and every pile is one
 * card (Escoba de 15 preset, and Escoba with stacking turned off). */
START_TEST(rule_4_no_stacking_no_sets)
{
	const int off[] = { ESCOPA_OPT_STACKING, 0, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 4b 6e", "2o 5c 8b",
				     "9o 10o 10c 10e", NULL, off);
	EXPECT_MOVES(g, "1o", "4b", "6e x 9o");
	expect_illegal(g, "1o on 9o");
	play(g, "1o");
	EXPECT_PILES(g, "1o", "9o", "10o", "10c", "10e");
	escopa_game_free(g);
}
END_TEST

/* escopa_game_piles(): ascending order, the count-only call, and a buffer
 * too small gets nothing. */
START_TEST(rule_4_stacking_piles_reported_ascending)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "3b 6c 7e", "1b 9e 10b",
				     "1o 1c 2o 2c", NULL, NULL);
	play(g, "7e on 1o");
	play(g, "1b on 2c");
	/* {1c}=2, {1b,2c}=0x28, {2o}=0x10, {1o,7e}=1|1<<24 */
	EXPECT_PILES(g, "1c", "2o", "1b 2c", "1o 7e");
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, NULL, 0, &n));
	ck_assert_uint_eq(n, 4);
	escopa_cardset_t small[3] = { 7, 7, 7 };
	ck_assert_ok(escopa_game_piles(g, small, 3, &n));
	ck_assert_uint_eq(n, 4);
	ck_assert(small[0] == 7 && small[1] == 7 && small[2] == 7);
	ck_assert_status(escopa_game_piles(g, NULL, 2, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(g, small, 3, NULL), ESCOPA_E_NULL);
	/* piles worth 1, 2, 3 and 8: 3 needs 12 = 1+3+8, 6 needs 9 = 1+8 */
	ck_assert(hand_of(g, 0) == cards("3b 6c"));
	EXPECT_MOVES(g, "3b x 1o+1c+1b+2c+7e", "6c x 1o+1c+7e");
	escopa_game_free(g);
}
END_TEST

/* ---- counting against a brute force ---- */

/* A whole hand with forced capture off, setting whenever possible so that
 * piles of several cards pile up; at every turn the list must be exactly
 * the brute-force list over the table piles (captures by subsets, then
 * trail and sets by the four-pile rule). */
START_TEST(rule_4_stacking_brute_force_over_a_hand)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 2o 3o", "1c 2c 3c",
				     "1e 2e 1b 2b", NULL, none);
	size_t most_piles = 0, most_cards = 0;
	int turns = 0;
	for (;;) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(g, &phase));
		if (phase != ESCOPA_PHASE_PLAYING)
			break;
		escopa_cardset_t piles[ESCOPA_CARD_COUNT];
		size_t n = 0;
		ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n));
		ck_assert_uint_le(n, 20);
		if (n > most_piles)
			most_piles = n;
		for (size_t i = 0; i < n; i++)
			if ((size_t)__builtin_popcountll(piles[i]) > most_cards)
				most_cards = (size_t)__builtin_popcountll(piles[i]);
		escopa_cardset_t hand = hand_of(g, seat_to_play(g));
		size_t want_n = 0, cap = 1 << 16;
		escopa_move_t *want = malloc(cap * sizeof *want);
		ck_assert_ptr_nonnull(want);
		for (escopa_cardset_t h = hand; h; h &= h - 1) {
			escopa_card_t c = __builtin_ctzll(h);
			int v = set_value(ESCOPA_CARDSET_OF(c));
			size_t first = want_n;
			for (unsigned m = 1; m < (1u << n); m++) {
				int s = 0;
				escopa_cardset_t target = 0;
				for (size_t i = 0; i < n; i++)
					if (m >> i & 1) {
						s += set_value(piles[i]);
						target |= piles[i];
					}
				if (s + v != 15)
					continue;
				ck_assert_uint_lt(want_n, cap);
				ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, c, target,
							      &want[want_n++]));
			}
			qsort(want + first, want_n - first, sizeof *want, compare_moves);
			if (want_n > first) {
				/* it can capture: forced capture is off, so it may
				 * also trail, but only a card that cannot capture
				 * is set */
				ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0,
							      &want[want_n++]));
				continue;
			}
			size_t settable = 0;
			for (size_t i = 0; i < n; i++)
				settable += set_value(piles[i]) + v <= 14;
			if (n < 4 || settable == 0)
				ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &want[want_n++]));
			for (size_t i = 0; i < n; i++)
				if (set_value(piles[i]) + v <= 14)
					ck_assert_ok(escopa_move_make(ESCOPA_MOVE_SET, c, piles[i],
								      &want[want_n++]));
		}
		size_t count;
		escopa_move_t *got = all_moves(g, &count);
		ck_assert_msg(count == want_n, "turn %d: %zu moves, brute force %zu",
			      turns, count, want_n);
		for (size_t i = 0; i < count; i++)
			ck_assert_msg(got[i] == want[i], "turn %d: move %zu differs", turns, i);
		/* play the last set listed, else the first move (a capture when
		 * there is one, which keeps the table small enough to brute-force) */
		escopa_move_t pick = got[0];
		for (size_t i = 0; i < count; i++)
			if (ESCOPA_MOVE_KIND(got[i]) == ESCOPA_MOVE_SET)
				pick = got[i];
		ck_assert_ok(escopa_game_play(g, pick, NULL));
		free(got);
		free(want);
		turns++;
	}
	ck_assert_int_eq(turns, 36);
	ck_assert_uint_ge(most_cards, 3);
	escopa_game_free(g);
}
END_TEST

/*
 * doc/rules.md, section A turn "Forced capture", mode none: "trailing is always
 * allowed"; the stacking rule lets "a card that cannot capture" be set, and the
 * four-pile rule binds such cards only. So with forced capture off and four
 * piles, a card that can capture may capture or trail, but is never set; a card
 * that cannot capture must still be set if a pile can take it (rules.h,
 * ESCOPA_FORCED_NONE and ESCOPA_OPT_STACKING).
 */
START_TEST(rule_4_stacking_forced_none_capturing_card_may_trail)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 5c 7b", "2o 3o 4o",
				     "9o 10o 10c 10e", NULL, none);
	ck_assert(has_move(g, "5c x 10o"));
	ck_assert(!has_move(g, "5c on 9o"));
	ck_assert_status(escopa_game_is_legal(g, mv("5c on 9o")), ESCOPA_E_ILLEGAL);
	ck_assert(!has_move(g, "1o"));
	ck_assert_ok(escopa_game_is_legal(g, mv("5c")));
	EXPECT_MOVES(g,
		     "1o on 9o", "1o on 10o", "1o on 10c", "1o on 10e",
		     "5c x 10o", "5c x 10c", "5c x 10e", "5c",
		     "7b");
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("stacking");
	TCase *tc = tcase_create("rules-4-stacking");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, english_guide_example_five_sweeps_the_table);
	tcase_add_test(tc, rule_4_stacking_four_piles_must_set);
	tcase_add_test(tc, rule_4_stacking_pile_is_captured_whole);
	tcase_add_test(tc, rule_4_stacking_pile_at_most_14);
	tcase_add_test(tc, rule_4_stacking_forced_per_hand);
	tcase_add_test(tc, rule_4_stacking_forced_none_capturing_card_may_trail);
	tcase_add_test(tc, rule_4_no_stacking_no_sets);
	tcase_add_test(tc, rule_4_stacking_piles_reported_ascending);
	tcase_add_test(tc, rule_4_stacking_brute_force_over_a_hand);
	suite_add_tcase(s, tc);
	return s;
}
