/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The move list of doc/rules.md, section A turn: the documented order of
 * escopa_game_moves(), its count and truncated listings, big tables checked
 * against a brute-force count, escopa_game_is_legal() against the list, and
 * illegal moves.
 *
 * Positions are built by hand with game_from_position(); two players unless
 * said otherwise, seat 1 deals, seat 0 plays first.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rule-helpers.h"

/* ---- the move list ---- */

/* game.h escopa_game_moves(): the count-only call agrees with the list,
 * and a buffer of any capacity gets the prefix of the list and nothing
 * beyond it. */
static void
check_truncation(const struct escopa_game *g)
{
	size_t count;
	escopa_move_t *full = all_moves(g, &count);
	ck_assert_uint_gt(count, 0);
	escopa_move_t *buf = malloc((count + 4) * sizeof *buf);
	ck_assert_ptr_nonnull(buf);
	size_t caps[] = { 0, 1, 2, 3, count / 2, count - 1, count, count + 1, count + 3 };
	for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
		size_t cap = caps[c];
		for (size_t i = 0; i < count + 4; i++)
			buf[i] = UINT64_C(0xDEADBEEFDEADBEEF);
		size_t n = 0;
		ck_assert_ok(escopa_game_moves(g, cap ? buf : NULL, cap, &n));
		ck_assert_uint_eq(n, count);
		size_t filled = cap < count ? cap : count;
		for (size_t i = 0; i < filled; i++)
			ck_assert_msg(buf[i] == full[i], "capacity %zu: move %zu differs", cap, i);
		for (size_t i = filled; i < count + 4; i++)
			ck_assert_msg(buf[i] == UINT64_C(0xDEADBEEFDEADBEEF),
				      "capacity %zu: element %zu written", cap, i);
	}
	/* every capacity up to the count, for short lists */
	if (count <= 64) {
		for (size_t cap = 0; cap <= count; cap++) {
			size_t n = 0;
			for (size_t i = 0; i < count + 4; i++)
				buf[i] = 0;
			ck_assert_ok(escopa_game_moves(g, cap ? buf : NULL, cap, &n));
			ck_assert_uint_eq(n, count);
			ck_assert(memcmp(buf, full, cap * sizeof *buf) == 0);
			for (size_t i = cap; i < count + 4; i++)
				ck_assert(buf[i] == 0);
		}
	}
	free(buf);
	free(full);
}

START_TEST(rule_4_moves_count_only_and_truncated_prefix)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "5o 9e 10c", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, none);
	check_truncation(g);
	escopa_game_free(g);
	g = deal(ESCOPA_PRESET_ESCOPA, "4o 5b 9c", "6o 7o 8o", "10o 10c 5e 1b", NULL, NULL);
	check_truncation(g);
	/* NULL with a capacity is an error; NULL count too */
	size_t n;
	ck_assert_status(escopa_game_moves(g, NULL, 3, &n), ESCOPA_E_NULL);
	escopa_move_t one;
	ck_assert_status(escopa_game_moves(g, &one, 1, NULL), ESCOPA_E_NULL);
	escopa_game_free(g);
}
END_TEST

/* ---- big tables against a brute force ---- */

/* Compares escopa_game_moves() with a brute force over all subsets of the
 * table piles (forced capture off): the count, and for tables of up to
 * list_limit piles the whole list in the documented order, a truncated
 * prefix, is_legal and move_at. Returns the count. */
static size_t
check_against_subsets(const struct escopa_game *g, int multiples, int list_limit,
		      size_t *piles_out)
{
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n));
	size_t subsets = (size_t)1 << n;
	uint8_t *sum = malloc(subsets);
	ck_assert_ptr_nonnull(sum);
	int value[ESCOPA_CARD_COUNT];
	for (size_t i = 0; i < n; i++)
		value[i] = set_value(piles[i]);
	sum[0] = 0;
	for (size_t m = 1; m < subsets; m++)
		sum[m] = (uint8_t)(sum[m & (m - 1)] + value[__builtin_ctzll(m)]);
	escopa_cardset_t hand = hand_of(g, seat_to_play(g));
	size_t brute = 0;
	for (escopa_cardset_t h = hand; h; h &= h - 1) {
		int v = set_value(h & (0 - h));
		for (size_t m = 1; m < subsets; m++) {
			int t = v + sum[m];
			brute += multiples ? t % 15 == 0 : t == 15;
		}
		brute++;   /* its trail */
	}
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(g, NULL, 0, &count));
	ck_assert_msg(count == brute, "%zu piles: %zu moves counted, brute force %zu",
		      n, count, brute);
	if (getenv("VERBOSE"))
		printf("%zu piles: %zu moves\n", n, count);

	if ((int)n <= list_limit) {
		/* the whole list, in order, built by brute force */
		escopa_move_t *want = malloc((brute + 1) * sizeof *want);
		ck_assert_ptr_nonnull(want);
		size_t w = 0;
		for (escopa_cardset_t h = hand; h; h &= h - 1) {
			escopa_card_t c = __builtin_ctzll(h);
			int v = set_value(h & (0 - h));
			size_t first = w;
			for (size_t m = 1; m < subsets; m++) {
				int t = v + sum[m];
				if (multiples ? t % 15 != 0 : t != 15)
					continue;
				escopa_cardset_t target = 0;
				for (size_t i = 0; i < n; i++)
					if (m >> i & 1)
						target |= piles[i];
				escopa_move_t mm;
				ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, c, target, &mm));
				want[w++] = mm;
			}
			/* ascending targets as numbers */
			qsort(want + first, w - first, sizeof *want, compare_moves);
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &want[w]));
			w++;
		}
		ck_assert_uint_eq(w, brute);
		size_t listed_n;
		escopa_move_t *got = all_moves(g, &listed_n);
		ck_assert_uint_eq(listed_n, w);
		for (size_t i = 0; i < w; i++)
			ck_assert_msg(got[i] == want[i], "%zu piles: move %zu differs", n, i);
		/* a truncated buffer gets the prefix */
		size_t half = w / 2 + 1, again = 0;
		escopa_move_t *part = malloc(half * sizeof *part);
		ck_assert_ptr_nonnull(part);
		ck_assert_ok(escopa_game_moves(g, part, half, &again));
		ck_assert_uint_eq(again, w);
		ck_assert(memcmp(part, want, half * sizeof *part) == 0);
		/* is_legal and move_at agree on a sample of listed moves,
		 * the last one included */
		for (size_t i = 0; i < w; i += 1 + w / 64) {
			ck_assert_ok(escopa_game_is_legal(g, want[i]));
			escopa_move_t at = 0;
			ck_assert_ok(escopa_game_move_at(g, i, &at));
			ck_assert(at == want[i]);
		}
		escopa_move_t last = 0;
		ck_assert_ok(escopa_game_move_at(g, w - 1, &last));
		ck_assert(last == want[w - 1]);
		free(part);
		free(got);
		free(want);
	}
	free(sum);
	*piles_out = n;
	return count;
}

/* Grows the table by trailing the lowest card of every hand (forced
 * capture off) and checks every size against the brute force, up to 25
 * piles and millions of captures. */
static void
big_table(enum escopa_preset preset, int multiples, int turns, int list_limit,
	  size_t *largest)
{
	const int opts[] = {
		ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
		ESCOPA_OPT_CAPTURE_MULTIPLES, multiples,
		-1 };
	/* small cards first, so that many sets add up to 15; the first table
	 * (four aces) has no 15 and does not add up to 15 or 30 */
	struct escopa_game *g = deal(preset, "2o 2c 2e", "2b 3o 3c", "1o 1c 1e 1b",
				     NULL, opts);
	*largest = 0;
	for (int turn = 0; turn <= turns; turn++) {
		size_t n;
		size_t count = check_against_subsets(g, multiples, list_limit, &n);
		ck_assert_uint_eq(n, 4 + (size_t)turn);
		if (count > *largest)
			*largest = count;
		if (turn == turns)
			break;
		escopa_cardset_t hand = hand_of(g, seat_to_play(g));
		escopa_move_t trail;
		ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, __builtin_ctzll(hand), 0, &trail));
		ck_assert_ok(escopa_game_play(g, trail, NULL));
	}
	escopa_game_free(g);
}

START_TEST(rule_4_big_table_count_matches_brute_force_15)
{
	size_t largest;
	big_table(ESCOPA_PRESET_ESCOBA_DE_15, 0, 18, 22, &largest);
	ck_assert_msg(largest >= 1000, "only %zu moves at most", largest);
}
END_TEST

START_TEST(rule_4_big_table_count_matches_brute_force_multiples)
{
	size_t largest;
	/* up to 25 piles: millions of captures, counted exactly */
	big_table(ESCOPA_PRESET_ESCOPA, 1, 21, 18, &largest);
	ck_assert_msg(largest >= 1000000, "only %zu moves at most", largest);
}
END_TEST

/* Under capture multiples a table of single cards adding up to less than
 * 64 is searched card by card, a bigger one pile by pile: both sides of
 * that edge against the brute force. */
START_TEST(rule_4_capture_multiples_around_a_table_of_64)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	/* three trails make tables of 62, 63, 64 and 65 */
	static const char *const hands[] = { "9o 4o 1b", "9o 5o 1b", "9o 6o 1b", "9o 7o 1b" };
	static const char *const third[] = { "4o", "5o", "6o", "7o" };
	for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++) {
		struct escopa_game *g = deal(ESCOPA_PRESET_ESCOPA, hands[i], "9c 2o 3o",
					     "10o 10c 10e 10b", NULL, none);
		const char *trails[] = { "9o", "9c", third[i] };
		size_t n;
		for (size_t t = 0; t < 3; t++) {
			check_against_subsets(g, 1, 16, &n);
			play(g, trails[t]);
		}
		check_against_subsets(g, 1, 16, &n);
		ck_assert_uint_eq(n, 7);
		ck_assert_int_eq(set_value(table_of(g)), 62 + (int)i);
		escopa_game_free(g);
	}
}
END_TEST

/* ---- is_legal against the list; illegal moves ---- */

START_TEST(rule_4_is_legal_agrees_with_list)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	const int hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "5o 9e 10c", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, NULL);
	check_is_legal_exhaustive(g);
	escopa_game_free(g);
	g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o", "1o 2c 3e 4b", NULL, none);
	check_is_legal_exhaustive(g);
	escopa_game_free(g);
	g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o", "1o 2c 3e 4b", NULL, hand);
	check_is_legal_exhaustive(g);
	escopa_game_free(g);
	g = deal(ESCOPA_PRESET_ESCOPA, "4o 5b 9c", "6o 7o 8o", "10o 10c 5e 1b", NULL, NULL);
	check_is_legal_exhaustive(g);
	play(g, "9c x 1b+5e");
	check_is_legal_exhaustive(g);   /* seat 1 */
	escopa_game_free(g);
}
END_TEST

/* Illegal moves return ESCOPA_E_ILLEGAL and change nothing. */
START_TEST(rule_4_illegal_moves_change_nothing)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o",
				     "1o 2c 3e 4b", NULL, NULL);
	/* the other seat's card */
	expect_illegal(g, "6o");
	expect_illegal(g, "7o x 1o+3e+4b");
	/* a card in nobody's hand (the stock), and a table card */
	expect_illegal(g, "9b");
	expect_illegal(g, "10b x 1o+4b");
	expect_illegal(g, "4b");
	expect_illegal(g, "4b x 1o+2c+3e");
	/* targets not adding to 15 */
	expect_illegal(g, "5o x 1o+2c+3e");
	expect_illegal(g, "5o x 4b");
	expect_illegal(g, "1c x 1o+2c+3e+4b");
	/* a target with a card that is not on the table: in the stock, in
	 * the other hand, in the player's own hand */
	expect_illegal(g, "5o x 1o+2c+3e+4o");
	expect_illegal(g, "5o x 6o+4b");
	expect_illegal(g, "5o x 1c+2c+3e+4b");
	/* trailing when forced to capture */
	expect_illegal(g, "5o");
	/* setting without the stacking rule */
	expect_illegal(g, "1c on 4b");
	expect_illegal(g, "2e on 1o");
	/* an ill-formed move is ESCOPA_E_MOVE, and changes nothing */
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(g, &before));
	escopa_move_t bad = ((uint64_t)ESCOPA_MOVE_CAPTURE << 56) |
			    ((uint64_t)card("5o") << 48) | cards("5o 4b");
	ck_assert_status(escopa_game_is_legal(g, bad), ESCOPA_E_MOVE);
	ck_assert_status(escopa_game_play(g, bad, NULL), ESCOPA_E_MOVE);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(g, before, &equal));
	ck_assert(equal);
	escopa_game_free(before);

	/* after a capture: the captured cards are no longer on the table */
	play(g, "5o x 1o+2c+3e+4b");
	expect_illegal(g, "6o x 1o+2c+3e+4b");
	expect_illegal(g, "1c");   /* seat 0's card, but seat 1 plays */
	escopa_game_free(g);

	/* per hand: trailing a card that cannot capture while another can */
	const int hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "1c 2e 5o", "6o 7o 8o", "1o 2c 3e 4b", NULL, hand);
	expect_illegal(g, "1c");
	expect_illegal(g, "2e");
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("capture-listing");
	TCase *tc;

	tc = tcase_create("rules-4");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, rule_4_moves_count_only_and_truncated_prefix);
	tcase_add_test(tc, rule_4_big_table_count_matches_brute_force_15);
	tcase_add_test(tc, rule_4_big_table_count_matches_brute_force_multiples);
	tcase_add_test(tc, rule_4_capture_multiples_around_a_table_of_64);
	tcase_add_test(tc, rule_4_is_legal_agrees_with_list);
	tcase_add_test(tc, rule_4_illegal_moves_change_nothing);
	suite_add_tcase(s, tc);
	return s;
}
