/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * doc/rules.md, section Cards, the jokers of the Escoba de 15 guide's Comodines
 * variant (Escoba con Comodines preset): a 42-card deck and a first table of 6;
 * a joker takes whatever value 1..10 a capture needs, in hand or on the table,
 * one or two in a capture; a sweep made with a joker scores no point; a joker
 * counts for most cards and nothing else; jokers conflict with stacking and
 * with Scopa's match mode; the set-aside first table treats jokers as wild
 * (section A hand, item 2).
 *
 * Positions are built by hand with game_from_position(); two players, seat 1
 * deals, seat 0 plays first; the stock is the rest of the deck in ascending
 * card id.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rule-helpers.h"

static escopa_cardset_t
aside_of(const struct escopa_game *game)
{
	escopa_cardset_t c = 0;
	ck_assert_ok(escopa_game_set_aside(game, &c));
	return c;
}

static struct escopa_game *
deal_jokers(const char *hand0, const char *hand1, const char *table, const int *opts)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { hand0, hand1 },
		.table = table, .jokers = 2,
	};
	return game_from_position(ESCOPA_PRESET_ESCOBA_COMODINES, &pos, opts);
}

/*
 * Since 1.3 the first table has 4 cards with jokers too (doc/rules.md, section
 * Cards), so a table of 6 is a position in the hand: the second round just
 * dealt, both hands of 3, after a first round whose captures took the 4 highest
 * cards no argument names; the stock is every other card, in ascending id.
 */
static escopa_cardset_t first_round;   /* what table_jokers() gave side 0 */

static struct escopa_game *
table_jokers(const char *hand0, const char *hand1, const char *table, const int *opts)
{
	escopa_cardset_t used = cards(hand0) | cards(hand1) | cards(table);
	ck_assert_int_eq(__builtin_popcountll(used), 12);
	escopa_cardset_t rest = (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS) & ~used;
	escopa_cardset_t captured = 0;
	for (int c = 39; c >= 0 && __builtin_popcountll(captured) < 4; c--) {
		if (rest & ESCOPA_CARDSET_OF(c))
			captured |= ESCOPA_CARDSET_OF(c);
	}
	rest &= ~captured;
	first_round = captured;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_COMODINES, &rules));
	for (const int *o = opts; o && *o >= 0; o += 2)
		ck_assert_ok(escopa_rules_set(rules, (enum escopa_option)o[0], o[1]));
	char rules_text[512], stock[256], taken[64], text[2048];
	size_t len;
	ck_assert_ok(escopa_rules_format(rules, rules_text, sizeof rules_text, &len));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_cardset_format(rest, ESCOPA_STYLE_ASCII, stock, sizeof stock, &len));
	ck_assert_ok(escopa_cardset_format(captured, ESCOPA_STYLE_ASCII, taken, sizeof taken, &len));
	snprintf(text, sizeof text,
		 "position 1 | rules %s | players 2 | hand 1 | dealer 1 | phase playing | "
		 "seat 0 | plays 6 | hands %s / %s | table %s | stock %s | captured %s / - | "
		 "sweeps 0 0 | aside - | scores 0 0 | last 0 | winner - | rng 0000000000000001",
		 rules_text, hand0, hand1, table, stock, taken);
	struct escopa_game *g = NULL;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &g, &error);
	ck_assert_msg(rc == ESCOPA_OK, "%s: %s", text, error.message);
	return g;
}

/*
 * The moves doc/rules.md, sections "Cards" and "A turn" allow with jokers, by
 * brute force over every set of table piles: a capture is valid when some
 * choice of values 1..10 for its jokers (the played one included) makes 15.
 * Forced capture per card or none; no stacking (it conflicts with jokers).
 */
static size_t
brute_moves(const struct escopa_game *g, escopa_move_t *out, size_t cap)
{
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n));
	ck_assert_uint_le(n, 24);
	int forced = option_of(g, ESCOPA_OPT_FORCED_CAPTURE);
	int value[ESCOPA_CARD_COUNT], joker[ESCOPA_CARD_COUNT];
	for (size_t i = 0; i < n; i++) {
		ck_assert_int_eq(__builtin_popcountll(piles[i]), 1);
		ck_assert_ok(escopa_card_is_joker(__builtin_ctzll(piles[i]), &joker[i]));
		value[i] = joker[i] ? 0 : set_value(piles[i]);
	}
	size_t subsets = (size_t)1 << n;
	uint8_t *sum = malloc(subsets), *jok = malloc(subsets);
	ck_assert(sum && jok);
	sum[0] = jok[0] = 0;
	for (size_t m = 1; m < subsets; m++) {
		int low = __builtin_ctzll(m);
		sum[m] = (uint8_t)(sum[m & (m - 1)] + value[low]);
		jok[m] = (uint8_t)(jok[m & (m - 1)] + joker[low]);
	}
	escopa_cardset_t hand = hand_of(g, seat_to_play(g));
	size_t w = 0;
	for (escopa_cardset_t h = hand; h; h &= h - 1) {
		escopa_card_t c = __builtin_ctzll(h);
		int is_joker = 0;
		ck_assert_ok(escopa_card_is_joker(c, &is_joker));
		int lo_card = is_joker ? 1 : set_value(h & (0 - h));
		int hi_card = is_joker ? 10 : lo_card;
		size_t first = w;
		for (size_t m = 1; m < subsets; m++) {
			int lo = sum[m] + jok[m] + lo_card, hi = sum[m] + 10 * jok[m] + hi_card;
			if (lo > 15 || hi < 15)
				continue;
			escopa_cardset_t target = 0;
			for (size_t i = 0; i < n; i++)
				if (m >> i & 1)
					target |= piles[i];
			ck_assert_uint_lt(w, cap);
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, c, target, &out[w++]));
		}
		qsort(out + first, w - first, sizeof *out, compare_moves);
		if (w == first || forced == ESCOPA_FORCED_NONE) {
			ck_assert_uint_lt(w, cap);
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &out[w++]));
		}
	}
	free(sum);
	free(jok);
	return w;
}

/* The list equals the brute force, move for move. */
static size_t
expect_brute(const struct escopa_game *g)
{
	size_t cap = 1u << 22;
	escopa_move_t *want = malloc(cap * sizeof *want);
	ck_assert_ptr_nonnull(want);
	size_t w = brute_moves(g, want, cap);
	size_t count;
	escopa_move_t *got = all_moves(g, &count);
	char buf[128];
	ck_assert_msg(count == w, "%zu moves listed, brute force %zu", count, w);
	for (size_t i = 0; i < w; i++)
		ck_assert_msg(got[i] == want[i], "move %zu: listed %s, brute force %s", i,
			      move_text(got[i], buf, sizeof buf),
			      move_text(want[i], buf + 64, 64));
	free(got);
	free(want);
	return w;
}

/* ---- the deck ---- */

/* doc/rules.md, section Cards "Optional: two jokers": a 42-card deck, and (a
 * decision of doc/rules.md, since 1.3) a first table of 4 as in every preset:
 * 36 cards deal evenly and the 2 left come to the table with the last round.
 * The Italian-language Escoba de 15 guide names the variant "Comodines". */
START_TEST(rule_1_jokers_deck_of_42_table_of_4)
{
	for (int players = 2; players <= 4; players++) {
		const char *hands[4] = { "3o 3c 3e", "3b 4o 4c", "4e 4b 5o", "5c 5e 5b" };
		struct position pos = {
			.players = players, .dealer = players - 1,
			.table = "1o 1c 1e 1b", .jokers = 2,
		};
		for (int s = 0; s < players; s++)
			pos.hands[s] = hands[s];
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_COMODINES,
							   &pos, NULL);
		ck_assert(table_of(g) == cards("1o 1c 1e 1b"));
		size_t n = 0;
		ck_assert_ok(escopa_game_piles(g, NULL, 0, &n));
		ck_assert_uint_eq(n, 4);
		ck_assert_ok(escopa_game_stock(g, NULL, 0, &n));
		ck_assert_uint_eq(n, (size_t)(42 - 4 - 3 * players));
		ck_assert_uint_eq(n % (size_t)(3 * players), 2);
		escopa_card_t stock[ESCOPA_CARD_COUNT];
		ck_assert_ok(escopa_game_stock(g, stock, ESCOPA_CARD_COUNT, &n));
		int jokers_in_stock = 0;
		for (size_t i = 0; i < n; i++)
			jokers_in_stock += stock[i] >= ESCOPA_JOKER_1;
		ck_assert_int_eq(jokers_in_stock, 2);
		escopa_game_free(g);
	}

	/* a deck without the jokers is not this game's deck */
	struct escopa_game *g = deal_jokers("3o 3c 3e", "3b 4o 4c", "1o 1c 1e 1b", NULL);
	escopa_card_t deck[42];
	for (int i = 0; i < 42; i++)
		deck[i] = i;
	ck_assert_status(escopa_game_deal(g, deck, 40), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(g, deck, 41), ESCOPA_E_DECK);
	deck[41] = 40;
	ck_assert_status(escopa_game_deal(g, deck, 42), ESCOPA_E_DECK);
	escopa_game_free(g);

	/* one joker: 41 cards, a first table of 4, one card left over */
	const int one[] = { ESCOPA_OPT_JOKERS, 1, -1 };
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "3o 3c 3e", "3b 4o 4c" },
		.table = "1o 1c 1e 1b", .jokers = 1,
	};
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, one);
	ck_assert(table_of(g) == cards("1o 1c 1e 1b"));
	size_t n = 0;
	ck_assert_ok(escopa_game_stock(g, NULL, 0, &n));
	ck_assert_uint_eq(n, 31);
	escopa_game_free(g);
}
END_TEST

/* ---- captures with jokers ---- */

/* doc/rules.md, section Cards: a joker in hand takes whatever value 1..10 a
 * capture needs: any set of table cards adding up to 5..14 (so not 4, and not
 * 15). */
START_TEST(rule_1_joker_in_hand_takes_any_value)
{
	struct escopa_game *g = table_jokers("3o 7b jk1", "4e 5o jk2", "1o 1c 1e 1b 2o 2c", NULL);
	ck_assert(aside_of(g) == 0);
	size_t n = expect_brute(g);
	/* 3o trails (needs 12 of 8); 7b takes all; the joker takes each of
	 * the 25 sets adding up to 5..8 */
	ck_assert_uint_eq(n, 27);
	size_t count;
	escopa_move_t *list = all_moves(g, &count);
	ck_assert(list[0] == mv("3o"));
	ck_assert(list[1] == mv("7b x 1o+1c+1e+1b+2o+2c"));
	ck_assert(list[2] == mv("jk1 x 1o+1c+1e+2o"));   /* 0x13: the lowest set of 5 */
	ck_assert(list[26] == mv("jk1 x 1o+1c+1e+1b+2o+2c"));
	free(list);
	ck_assert(has_move(g, "jk1 x 1o+1c+1e+2o"));      /* 5: the joker is a king */
	ck_assert(has_move(g, "jk1 x 1c+1e+1b+2o+2c"));   /* 7: the joker is an 8 */
	expect_illegal(g, "jk1 x 1o+1c+1e+1b");           /* 4: it would need 11 */
	expect_illegal(g, "jk1 x 2o+2c");                 /* 4 */
	expect_illegal(g, "jk1");                         /* it can capture */
	/* the other joker is in seat 1's hand, not on the table */
	expect_illegal(g, "3o x 1o+1c+2o+jk2");
	expect_illegal(g, "jk2 x 1o+1c+1e+2o");
	escopa_game_free(g);

	/* a game without jokers: joker moves are illegal, never a crash */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "3o 7b 5e", "4e 5o 6e" },
		.table = "1o 1c 1e 1b",
	};
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	expect_illegal(g, "jk1");
	expect_illegal(g, "jk1 x 1o+1c+1e+1b");
	expect_illegal(g, "7b x 1o+1c+1e+1b+jk2");
	escopa_game_free(g);

	/* a joker cannot be worth 0: a 15 on the table is no joker capture */
	const int play_on[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_PLAY_ON, -1 };
	g = table_jokers("jk1 3o 3c", "4e 5o jk2", "10o 5c 1e 1b 2o 2c", play_on);
	ck_assert(has_move(g, "jk1 x 5c+1e+1b+2o"));      /* 9 + 6 */
	ck_assert(has_move(g, "jk1 x 10o+1e+1b+2o"));     /* 14 + 1 */
	expect_illegal(g, "jk1 x 10o+5c");                /* 15 + at least 1 */
	expect_illegal(g, "jk1 x 10o+1e+1b+2o+2c");       /* 16 */
	expect_brute(g);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section Cards: a sweep made with the help of a joker scores no
 * sweep point, whether the joker is played or taken; a sweep without one
 * scores. The play result says CLEARED_TABLE without SWEEP and 0 points. */
START_TEST(rule_1_joker_sweep_scores_no_point)
{
	struct escopa_game *g = table_jokers("3o 7b jk1", "4e 5o jk2", "1o 1c 1e 1b 2o 2c", NULL);
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };

	/* the joker played sweeps: no point */
	struct escopa_game *h = NULL;
	ck_assert_ok(escopa_game_clone(g, &h));
	play_result(h, "jk1 x 1o+1c+1e+1b+2o+2c", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert_int_eq(sweeps_of(h, 0), 0);
	ck_assert(captured_of(h, 0) == (cards("jk1 1o 1c 1e 1b 2o 2c") | first_round));
	escopa_game_free(h);

	/* a regular sweep of the same table: 1 point */
	play_result(g, "7b x 1o+1c+1e+1b+2o+2c", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE | ESCOPA_PLAYED_SWEEP);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert_int_eq(sweeps_of(g, 0), 1);

	/* an empty table: a joker can only be trailed */
	EXPECT_MOVES(g, "4e", "5o", "jk2");
	play(g, "jk2");
	ck_assert(table_of(g) == cards("jk2"));
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, NULL, 0, &n));
	ck_assert_uint_eq(n, 1);

	/* joker takes joker (2..20 covers 15); 3 + joker is at most 13 */
	EXPECT_MOVES(g, "3o", "jk1 x jk2");
	ck_assert_ok(escopa_game_clone(g, &h));
	play_result(h, "jk1 x jk2", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert_int_eq(sweeps_of(h, 0), 1);
	escopa_game_free(h);

	play(g, "3o");
	/* 5 + joker (as 10) = 15; 5 + 3 + joker (as 7); 4 + 3 + joker (as 8);
	 * 4 + joker is at most 14 */
	EXPECT_MOVES(g, "4e x 3o+jk2", "5o x jk2", "5o x 3o+jk2");
	check_is_legal_exhaustive(g);
	expect_illegal(g, "4e x jk2");
	expect_illegal(g, "4e");
	ck_assert_ok(escopa_game_clone(g, &h));
	play_result(h, "5o x jk2", &r);                   /* leaves 3o: no sweep anyway */
	ck_assert_uint_eq(r.flags, 0);
	escopa_game_free(h);

	/* a regular card sweeps a table holding a joker: no point */
	play_result(g, "5o x 3o+jk2", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_CLEARED_TABLE);
	ck_assert_int_eq(r.sweep_points, 0);
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	ck_assert(captured_of(g, 1) == cards("3o 5o jk2"));

	EXPECT_MOVES(g, "jk1");
	play(g, "jk1");
	EXPECT_MOVES(g, "4e");                            /* 4 + joker: 5..14 */
	play_result(g, "4e", &r);
	ck_assert_uint_eq(r.flags, ESCOPA_PLAYED_REDEALT);

	/* doc/rules.md, section Cards: a joker is a card for "most cards" - the
	 * tallies so far */
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 1, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 3);
	ck_assert_int_eq(row[ESCOPA_SCORE_COIN_COUNT], 2);
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 0);
	ck_assert_ok(escopa_game_hand_score(g, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	/* 7 in this round, and the 4 of the first (see table_jokers()) */
	ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 11);
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], 1);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, sections "Cards" and "A turn": jokers on the table take
 * whatever value the capture needs, one or two of them in a capture; the list
 * is in the documented order (jokers have the highest ids, so sets with them
 * come last). */
START_TEST(rule_1_jokers_on_the_table)
{
	const int play_on[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_PLAY_ON, -1 };
	struct escopa_game *g = table_jokers("3c 5b 6e", "1o 2o 4o",
					    "9o 10o 10c 10e jk1 jk2", play_on);
	ck_assert(table_of(g) == cards("9o 10o 10c 10e jk1 jk2"));
	EXPECT_MOVES(g,
		     /* 3 needs 12: a joker with a 9 or a 10; both jokers alone, or
		      * with a 9 or a 10 */
		     "3c x 9o+jk1", "3c x 10o+jk1", "3c x 10c+jk1", "3c x 10e+jk1",
		     "3c x 9o+jk2", "3c x 10o+jk2", "3c x 10c+jk2", "3c x 10e+jk2",
		     "3c x jk1+jk2", "3c x 9o+jk1+jk2", "3c x 10o+jk1+jk2",
		     "3c x 10c+jk1+jk2", "3c x 10e+jk1+jk2",
		     /* 5 needs 10 */
		     "5b x 10o", "5b x 10c", "5b x 10e",
		     "5b x jk1", "5b x 9o+jk1", "5b x jk2", "5b x 9o+jk2", "5b x jk1+jk2",
		     /* 6 needs 9 */
		     "6e x 9o", "6e x jk1", "6e x jk2", "6e x jk1+jk2");
	expect_brute(g);
	check_is_legal_exhaustive(g);
	expect_illegal(g, "5b x 10o+jk1");        /* at least 16 */
	expect_illegal(g, "5b x 9o+jk1+jk2");     /* at least 16 */
	expect_illegal(g, "3c x 9o+10o+jk1");     /* at least 23 */
	expect_illegal(g, "6e x 10o+jk1");

	/* two jokers in one capture */
	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	play_result(g, "3c x 10e+jk1+jk2", &r);
	ck_assert(r.taken == cards("10e jk1 jk2"));
	ck_assert_uint_eq(r.flags, 0);
	ck_assert(table_of(g) == cards("9o 10o 10c"));
	ck_assert(captured_of(g, 0) == (cards("3c 10e jk1 jk2") | first_round));
	escopa_game_free(g);

	/* a joker in hand with a joker on the table */
	g = table_jokers("jk2 1c 2c", "1o 2o 4o", "9o 10o 10c 10e 10b jk1", play_on);
	ck_assert(has_move(g, "jk2 x jk1"));                 /* 2..20 */
	ck_assert(has_move(g, "jk2 x 10o+jk1"));             /* 12..30 */
	ck_assert(has_move(g, "jk2 x 10o"));                 /* 11..20 */
	ck_assert(has_move(g, "1c x 10o+jk1"));              /* 1 + 10 + 4 */
	expect_illegal(g, "jk2 x 10o+10c");                  /* at least 21 */
	expect_illegal(g, "jk2 x 9o+10o+jk1");               /* at least 21 */
	expect_brute(g);
	check_is_legal_exhaustive(g);
	escopa_game_free(g);
}
END_TEST

/* Jokers in big tables: the count and the list equal the brute force at
 * every size while the table grows by trails to 22 piles, a joker in hand
 * and one on the table, then both on the table. */
START_TEST(rule_1_jokers_big_table_matches_brute_force)
{
	const int opts[] = {
		ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_PLAY_ON,
		ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE,
		-1 };
	struct escopa_game *g = table_jokers("1o 1c jk2", "1e 1b 2o", "jk1 2c 2e 2b 3o 3c", opts);
	size_t largest = 0;
	for (int turn = 0; turn <= 16; turn++) {
		size_t n = 0;
		ck_assert_ok(escopa_game_piles(g, NULL, 0, &n));
		ck_assert_uint_eq(n, 6 + (size_t)turn);
		size_t count = expect_brute(g);
		if (count > largest)
			largest = count;
		if (turn == 16)
			break;
		/* trail the lowest card: a joker in hand goes last */
		escopa_cardset_t hand = hand_of(g, seat_to_play(g));
		escopa_move_t trail;
		ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, __builtin_ctzll(hand), 0, &trail));
		ck_assert_ok(escopa_game_play(g, trail, NULL));
	}
	ck_assert(table_of(g) & ESCOPA_CARDSET_OF(ESCOPA_JOKER_2));
	ck_assert_msg(largest >= 10000, "only %zu moves at most", largest);
	escopa_game_free(g);
}
END_TEST

/* ---- scoring ---- */

/* doc/rules.md, sections "Cards" and "Scoring a hand": a joker is a card for
 * "most cards" and nothing else: not a coin, not a seven, no suit for primiera.
 */
START_TEST(rule_1_joker_counts_for_most_cards_only)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_COMODINES, &rules));
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	const int sweeps[2] = { 0, 0 };

	/* most cards: 3 with two jokers beat 2 */
	escopa_cardset_t c1[2] = { cards("jk1 jk2 1c"), cards("2c 3c") };
	ck_assert_ok(escopa_score_piles(rules, 2, c1, sweeps, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_CARD_COUNT], 3);
	ck_assert_int_eq(row[ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(row[ESCOPA_SCORE_COIN_COUNT], 0);

	/* coins: jokers are no coins */
	escopa_cardset_t c2[2] = { cards("jk1 jk2"), cards("1o") };
	ck_assert_ok(escopa_score_piles(rules, 2, c2, sweeps, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(row[ESCOPA_SCORE_COINS], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_COIN_COUNT], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 1);
	ck_assert_ok(escopa_score_piles(rules, 2, c2, sweeps, 1, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_COINS], 1);
	ck_assert_int_eq(row[ESCOPA_SCORE_CARDS], 0);

	/* primiera (Setenta, table A): jokers fill no missing suit */
	escopa_cardset_t c3[2] = { cards("1o 1c 1e jk1 jk2"), cards("2o 2c 2e 2b") };
	ck_assert_ok(escopa_score_piles(rules, 2, c3, sweeps, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_CARDS], 1);
	ck_assert_ok(escopa_score_piles(rules, 2, c3, sweeps, 1, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA_TOTAL], 48);
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA], 1);

	/* a joker does not raise a suit's best card either: with all four
	 * suits, the jokers change nothing */
	escopa_cardset_t c4[2] = { cards("2o 2c 2e 2b jk1 jk2"), cards("3o 3c 3e 3b") };
	ck_assert_ok(escopa_score_piles(rules, 2, c4, sweeps, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA_TOTAL], 48);
	ck_assert_int_eq(row[ESCOPA_SCORE_PRIMIERA], 0);

	/* sevens (switched on for the test): jokers are no sevens */
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST));
	escopa_cardset_t c5[2] = { cards("7c jk1 jk2"), cards("7e") };
	ck_assert_ok(escopa_score_piles(rules, 2, c5, sweeps, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_SEVEN_COUNT], 1);
	ck_assert_int_eq(row[ESCOPA_SCORE_SEVENS], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_SEVEN_OF_COINS], 0);
	ck_assert_int_eq(row[ESCOPA_SCORE_CARDS], 1);
	ck_assert_int_eq(row[ESCOPA_SCORE_TOTAL], 1);
	escopa_rules_free(rules);
}
END_TEST

/* ---- options ---- */

/* rules.h ESCOPA_OPT_JOKERS: jokers conflict with stacking and with
 * Scopa's match mode, in whichever order they are set; the rules stay
 * unchanged on ESCOPA_E_CONFLICT. */
START_TEST(rule_1_jokers_option_conflicts)
{
	struct escopa_rules *rules = NULL, *copy = NULL;
	int equal = 0;

	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_COMODINES, &rules));
	ck_assert_ok(escopa_rules_copy(rules, &copy));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_STACKING, 1), ESCOPA_E_CONFLICT);
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH),
			 ESCOPA_E_CONFLICT);
	ck_assert_ok(escopa_rules_equal(rules, copy, &equal));
	ck_assert(equal);
	/* without jokers both are allowed again */
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 0));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_STACKING, 1));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 1), ESCOPA_E_CONFLICT);
	escopa_rules_free(rules);
	escopa_rules_free(copy);

	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_rules_copy(rules, &copy));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 1), ESCOPA_E_CONFLICT);
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 2), ESCOPA_E_CONFLICT);
	ck_assert_ok(escopa_rules_equal(rules, copy, &equal));
	ck_assert(equal);
	escopa_rules_free(rules);
	escopa_rules_free(copy);

	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_ok(escopa_rules_copy(rules, &copy));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 2), ESCOPA_E_CONFLICT);
	ck_assert_ok(escopa_rules_equal(rules, copy, &equal));
	ck_assert(equal);
	escopa_rules_free(rules);
	escopa_rules_free(copy);

	/* jokers are fine with the other presets */
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 2));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 1));
	escopa_rules_free(rules);
}
END_TEST

/* ---- the first table ---- */

/* doc/rules.md, section A hand, item 2 "set aside" with jokers (the
 * Italian-language Escoba de 15 guide, Comodines): a joker is wild there too,
 * so a first table of 4 where some value 1..10 of its jokers makes a 15 is set
 * aside. */
START_TEST(rule_3_2_set_aside_treats_jokers_as_wild)
{
	/* no joker, no 15: the table stays */
	struct escopa_game *g = deal_jokers("3o 3c 3e", "3b 4o 4c", "10o 10c 9o 9c", NULL);
	ck_assert(table_of(g) == cards("10o 10c 9o 9c"));
	ck_assert(aside_of(g) == 0);
	escopa_game_free(g);

	/* the same with a joker for the last nine: 10 + 5, or 9 + 6 */
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "10o 10c 9o jk1", NULL);
	ck_assert(table_of(g) == 0);
	ck_assert(aside_of(g) == cards("10o 10c 9o jk1"));
	EXPECT_MOVES(g, "3o", "3c", "3e");
	escopa_game_free(g);

	/* small cards: 1+2+2 = 5, and the joker is a king */
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "1o 2c 2e jk1", NULL);
	ck_assert(aside_of(g) == cards("1o 2c 2e jk1"));
	escopa_game_free(g);
	/* 1+1+2 = 4: a joker is at most 10, so no 15 */
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "1o 1c 2o jk1", NULL);
	ck_assert(aside_of(g) == 0);
	escopa_game_free(g);

	/* two jokers alone can make 15 */
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "10o 10c jk1 jk2", NULL);
	ck_assert(aside_of(g) == cards("10o 10c jk1 jk2"));
	escopa_game_free(g);

	/* redeal: the same trigger is a misdeal */
	const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "10o 10c 9o jk1", redeal);
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(g, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_MISDEAL);
	escopa_game_free(g);
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "10o 10c 9o 9c", redeal);
	ck_assert_ok(escopa_game_phase(g, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_PLAYING);
	escopa_game_free(g);

	/* dealer sweeps (rules.h): a first table a joker can bring to 15 or
	 * 30 goes to the dealer, for no sweep point */
	const int dealer[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_DEALER_SWEEPS, -1 };
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "1o 2c 2e jk1", dealer);
	ck_assert(table_of(g) == 0);
	ck_assert(captured_of(g, 1) == cards("1o 2c 2e jk1"));
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	escopa_game_free(g);
	/* 32 + 1..10 reaches neither 15 nor 30: the table stays, joker and all */
	g = deal_jokers("3o 3c 3e", "3b 4o 4c", "10o 10c 10e jk1", dealer);
	ck_assert(table_of(g) == cards("10o 10c 10e jk1"));
	ck_assert(captured_of(g, 1) == 0);
	escopa_game_free(g);
}
END_TEST

/* ---- the listing beside jokers on the table ---- */

#define MAX_LISTED 4096

/* A random move of the list, a joker's trail half the time there is one:
 * jokers come to the table more often. */
static escopa_move_t
pick_joker_trail(const escopa_move_t *moves, size_t n, uint64_t *rng)
{
	if (next_random(rng) & 1) {
		for (size_t i = 0; i < n; i++) {
			escopa_cardset_t bit = ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(moves[i]));
			if (ESCOPA_MOVE_KIND(moves[i]) == ESCOPA_MOVE_TRAIL &&
			    (bit & ESCOPA_CARDSET_JOKERS))
				return moves[i];
		}
	}
	return moves[next_random(rng) % n];
}

/* Seeded games of Comodines with its rules changed by `opts`: every
 * position with a joker on the table lists the same moves in the same
 * order as escopa_game_moves_page() on the general pile view, whole,
 * cut short and counted. Returns how many such positions there were. */
static int
compare_table_joker_listings(const int *opts, int games)
{
	static escopa_move_t list[MAX_LISTED], page[MAX_LISTED], part[MAX_LISTED];
	int compared = 0;
	for (int i = 0; i < games; i++) {
		uint64_t rng = (uint64_t)i + 1;
		int players = 2 + i % 3;
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, players,
						    rng, opts);
		for (int hands = 0; in_play(game, &hands, 3);) {
			size_t n;
			ck_assert_ok(escopa_game_moves(game, list, MAX_LISTED, &n));
			ck_assert(n > 0 && n <= MAX_LISTED);
			if (table_of(game) & ESCOPA_CARDSET_JOKERS) {
				size_t written;
				uint64_t total, counted;
				ck_assert_ok(escopa_game_moves_page64(game, 0, page, MAX_LISTED,
								      &written, &total));
				ck_assert_uint_eq(total, n);
				ck_assert_uint_eq(written, n);
				ck_assert(memcmp(list, page, n * sizeof *list) == 0);
				size_t cut = n / 2, all;
				ck_assert_ok(escopa_game_moves(game, part, cut, &all));
				ck_assert_uint_eq(all, n);
				ck_assert(memcmp(list, part, cut * sizeof *list) == 0);
				ck_assert_ok(escopa_game_move_count(game, &counted));
				ck_assert_uint_eq(counted, n);
				compared++;
			}
			escopa_move_t move = pick_joker_trail(list, n, &rng);
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
	}
	return compared;
}

/* escopa_game_moves() lists a table holding a joker on a path of its own
 * in sum mode without capture multiples, under each forced capture rule,
 * and on the general one with capture multiples. */
START_TEST(rule_1_table_jokers_list_as_the_general_path)
{
	const int none[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	const int per_hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	const int multiples[] = { ESCOPA_OPT_CAPTURE_MULTIPLES, 1, -1 };
	ck_assert_int_gt(compare_table_joker_listings(NULL, 1000), 1000);
	ck_assert_int_gt(compare_table_joker_listings(none, 1000), 4000);
	ck_assert_int_gt(compare_table_joker_listings(per_hand, 1000), 1000);
	ck_assert_int_gt(compare_table_joker_listings(multiples, 300), 300);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("jokers");
	TCase *tc = tcase_create("rules-1-jokers");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, rule_1_jokers_deck_of_42_table_of_4);
	tcase_add_test(tc, rule_1_joker_in_hand_takes_any_value);
	tcase_add_test(tc, rule_1_joker_sweep_scores_no_point);
	tcase_add_test(tc, rule_1_jokers_on_the_table);
	tcase_add_test(tc, rule_1_jokers_big_table_matches_brute_force);
	tcase_add_test(tc, rule_1_joker_counts_for_most_cards_only);
	tcase_add_test(tc, rule_1_jokers_option_conflicts);
	tcase_add_test(tc, rule_3_2_set_aside_treats_jokers_as_wild);
	tcase_add_test(tc, rule_1_table_jokers_list_as_the_general_path);
	suite_add_tcase(s, tc);
	return s;
}
