/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Dealing (doc/rules.md, section A hand): the order of the deal, the initial
 * table rule in its four modes, the deals of three more cards, the passing of
 * the deal, seeded determinism down to the documented SplitMix64 and
 * Fisher-Yates shuffle, and the errors of escopa_game_deal().
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

/* ------------------------------------------------------------------ */
/* helpers */

static int
dealer_of(const struct escopa_game *game)
{
	int seat = -1;
	ck_assert_ok(escopa_game_dealer(game, &seat));
	return seat;
}

static int
current_seat(const struct escopa_game *game)
{
	int seat = -1;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	return seat;
}

static int
hand_number(const struct escopa_game *game)
{
	int n = -1;
	ck_assert_ok(escopa_game_hand_number(game, &n));
	return n;
}

static escopa_cardset_t
hand_of(const struct escopa_game *game, int seat)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_hand(game, seat, &set));
	return set;
}

static escopa_cardset_t
table_of(const struct escopa_game *game)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_table(game, &set));
	return set;
}

static escopa_cardset_t
captured_by(const struct escopa_game *game, int side)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_captured(game, side, &set));
	return set;
}

static int
sweeps_of(const struct escopa_game *game, int side)
{
	int points = -1;
	ck_assert_ok(escopa_game_sweeps(game, side, &points));
	return points;
}

static escopa_cardset_t
set_aside_of(const struct escopa_game *game)
{
	escopa_cardset_t set = 0;
	ck_assert_ok(escopa_game_set_aside(game, &set));
	return set;
}

static int
last_capture_side(const struct escopa_game *game)
{
	int side = -2;
	ck_assert_ok(escopa_game_last_capture_side(game, &side));
	return side;
}

static size_t
stock_of(const struct escopa_game *game, escopa_card_t *stock)
{
	size_t n = 0, again = 0;
	ck_assert_ok(escopa_game_stock(game, NULL, 0, &n));
	ck_assert_ok(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &again));
	ck_assert_uint_eq(n, again);
	return n;
}

static escopa_cardset_t
set_of(const escopa_card_t *c, size_t n)
{
	escopa_cardset_t s = 0;
	for (size_t i = 0; i < n; i++)
		s |= ESCOPA_CARDSET_OF(c[i]);
	return s;
}

/* Whether some non-empty subset of the (regular) cards adds up to 15. */
static int
has_fifteen(escopa_cardset_t set)
{
	int values[ESCOPA_CARD_COUNT], n = 0;
	for (escopa_cardset_t s = set; s; s &= s - 1) {
		int id = __builtin_ctzll(s);
		if (id < 40)
			values[n++] = id / 4 + 1;
	}
	for (unsigned mask = 1; mask < (1u << n); mask++) {
		int sum = 0;
		for (int i = 0; i < n; i++)
			if (mask & (1u << i))
				sum += values[i];
		if (sum == 15)
			return 1;
	}
	return 0;
}

/* The first legal move. */
static escopa_move_t
first_move(const struct escopa_game *game)
{
	escopa_move_t move = 0;
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, &move, 1, &count));
	ck_assert_uint_gt(count, 0);
	return move;
}

/* Plays the first legal move until the hand is over. */
static void
play_hand_out(struct escopa_game *game)
{
	while (phase_of(game) == ESCOPA_PHASE_PLAYING)
		ck_assert_ok(escopa_game_play(game, first_move(game), NULL));
}

static escopa_move_t
trail(escopa_card_t c)
{
	escopa_move_t m = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &m));
	return m;
}

static void
identity_deck(escopa_card_t *deck, int n)
{
	for (int i = 0; i < n; i++)
		deck[i] = i;
}

static void
assert_games_equal(const struct escopa_game *a, const struct escopa_game *b, int expected)
{
	int equal = -1;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_int_eq(equal, expected);
}

/* An independent implementation of the dealing that game.h documents:
 * SplitMix64 (Steele, Lea and Flood 2014) seeded with the game's seed, and
 * Fisher-Yates from the last position down over the deck in ascending id,
 * rejecting outputs below 2^64 mod (i+1). */
static uint64_t
splitmix64(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static void
reference_shuffle(uint64_t *state, escopa_card_t *deck, int n)
{
	identity_deck(deck, n);
	for (int i = n - 1; i >= 1; i--) {
		uint64_t bound = (uint64_t)i + 1;
		uint64_t threshold = (0 - bound) % bound; /* 2^64 mod bound */
		uint64_t r;
		do
			r = splitmix64(state);
		while (r < threshold);
		int j = (int)(r % bound);
		escopa_card_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
}

/* Checks that a hand in play was dealt exactly from deck: 3 cards to each
 * seat from the one after the dealer, then the table, then the stock in
 * order. */
static void
assert_dealt_from(const struct escopa_game *game, const escopa_card_t *deck,
		  int players, int table_cards, int n)
{
	int dealer = dealer_of(game);
	for (int i = 0; i < players; i++) {
		int seat = (dealer + 1 + i) % players;
		ck_assert_msg(hand_of(game, seat) == set_of(deck + 3 * i, 3),
			      "seat %d did not get deck positions %d..%d", seat, 3 * i, 3 * i + 2);
	}
	int t = 3 * players;
	ck_assert_msg(table_of(game) == set_of(deck + t, (size_t)table_cards),
		      "the table is not deck positions %d..%d", t, t + table_cards - 1);
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	size_t ns = stock_of(game, stock);
	ck_assert_uint_eq(ns, (size_t)(n - t - table_cards));
	for (size_t i = 0; i < ns; i++)
		ck_assert_msg(stock[i] == deck[t + table_cards + (int)i],
			      "stock position %zu is %d, expected %d", i, stock[i],
			      deck[t + table_cards + (int)i]);
	ck_assert_int_eq(current_seat(game), (dealer + 1) % players);
}

/* ------------------------------------------------------------------ */
/* 3.1: the deal */

/* doc/rules.md, section A hand, item 1: 3 cards to every player starting after
 * the dealer, then 4 face up to the table; the first hand is dealt by the last
 * seat and the player after the dealer (seat 0) leads. */
START_TEST(rule_3_1_three_each_from_after_dealer_then_four_to_table)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, players, 1, NULL);
		escopa_card_t deck[40];
		identity_deck(deck, 40);
		ck_assert_ok(escopa_game_deal(g, deck, 40));
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
		ck_assert_int_eq(dealer_of(g), players - 1);
		ck_assert_int_eq(current_seat(g), 0);
		ck_assert_int_eq(hand_number(g), 1);
		/* seat 0 gets ids 0..2, seat 1 3..5, ...; the table comes after */
		for (int seat = 0; seat < players; seat++)
			ck_assert(hand_of(g, seat) == (escopa_cardset_t)0x7 << (3 * seat));
		ck_assert(table_of(g) == (escopa_cardset_t)0xF << (3 * players));
		assert_dealt_from(g, deck, players, 4, 40);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, items 1 and 6: the second hand is dealt by seat
 * 0, so the deal starts at seat 1 and seat 1 leads; the dealer plays last. */
START_TEST(rule_3_1_second_hand_starts_after_new_dealer)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, 5, NULL);
		play_hand_out(g);
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
		escopa_card_t deck[40];
		identity_deck(deck, 40);
		ck_assert_ok(escopa_game_deal(g, deck, 40));
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
		ck_assert_int_eq(dealer_of(g), 0);
		ck_assert_int_eq(hand_number(g), 2);
		ck_assert_int_eq(current_seat(g), 1);
		ck_assert(hand_of(g, 1) == cards("1o 1c 1e"));
		ck_assert(hand_of(g, 0) == (escopa_cardset_t)0x7 << (3 * (players - 1)));
		assert_dealt_from(g, deck, players, 4, 40);
		/* the dealer plays last in the round */
		for (int i = 0; i < players; i++) {
			int seat = current_seat(g);
			ck_assert_int_eq(seat, (1 + i) % players);
			ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
		}
		ck_assert_int_eq(current_seat(g), 1);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section Cards (its decision) and section A hand, item 1: with
 * jokers the first table gets 4 cards, as in every preset, and the hands 3
 * each; the cards left after the last full round of 3 cards a player (2 with
 * two jokers) go face up to the table when that round is dealt. The
 * Italian-language Escoba de 15 guide: "Si gioca con 42 carte" in its Comodines
 * variant; where the two cards go is the library's decision. */
START_TEST(rule_1_jokers_table_gets_four_and_the_last_two)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, players, 1, NULL);
		escopa_card_t deck[42];
		/* the table: 1o 1c 1e 1b (ids 0..3) adds up to 4 */
		int n = 0;
		for (int i = 4; i < 4 + 3 * players; i++)
			deck[n++] = i;
		for (int i = 0; i < 4; i++)
			deck[n++] = i;
		for (int i = 4 + 3 * players; i < 42; i++)
			deck[n++] = i;
		ck_assert_int_eq(n, 42);
		ck_assert_ok(escopa_game_deal(g, deck, 42));
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
		assert_dealt_from(g, deck, players, 4, 42);
		ck_assert(table_of(g) == cards("1o 1c 1e 1b"));
		/* play on to the last round: its deal brings the last two cards
		 * (the jokers, ids 40 and 41) face up to the table */
		int rounds = 1;
		while (phase_of(g) == ESCOPA_PHASE_PLAYING) {
			escopa_cardset_t before = table_of(g);
			struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
			escopa_move_t m = first_move(g);
			ck_assert_ok(escopa_game_play(g, m, &r));
			if (!(r.flags & ESCOPA_PLAYED_REDEALT))
				continue;
			rounds++;
			escopa_card_t stock[ESCOPA_CARD_COUNT];
			size_t ns = stock_of(g, stock);
			escopa_cardset_t played = ESCOPA_MOVE_KIND(m) == ESCOPA_MOVE_CAPTURE ? 0 :
						  ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(m));
			escopa_cardset_t now = (before & ~ESCOPA_MOVE_TARGET(m)) | played;
			if (rounds == 36 / (3 * players)) {
				ck_assert_uint_eq(ns, 0);
				ck_assert(table_of(g) == (now | ESCOPA_CARDSET_JOKERS));
			} else {
				ck_assert_uint_eq(ns, (size_t)(38 - 3 * players * rounds));
				ck_assert(table_of(g) == now);
			}
		}
		ck_assert_int_eq(rounds, 36 / (3 * players));
		escopa_game_free(g);

		/* a seeded game too */
		g = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, players, 99, NULL);
		for (int seat = 0; seat < players; seat++)
			ck_assert_int_eq(__builtin_popcountll(hand_of(g, seat)), 3);
		escopa_card_t stock[ESCOPA_CARD_COUNT];
		size_t ns = stock_of(g, stock);
		ck_assert_uint_eq(ns, (size_t)(42 - 3 * players - 4));
		ck_assert_int_eq(__builtin_popcountll(table_of(g) | set_aside_of(g)), 4);
		escopa_game_free(g);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* 3.2: the initial table rule */

static struct escopa_game *
deal_table(enum escopa_preset preset, int players, const char *table, const int *opts)
{
	struct position pos = {
		.players = players,
		.dealer = players - 1,
		/* none of these cards is on any table the tests deal */
		.hands = { "3o 3e 3b", "6o 6b 5o", "4c 4b 9o", "8o 8e 9e" },
		.table = table,
	};
	return game_from_position(preset, &pos, opts);
}

/* doc/rules.md, section A hand, item 2 "play on": a first table adding up to 15
 * stays on the table and nobody scores (Escoba, the English Escoba guide says
 * nothing). */
START_TEST(rule_3_2_play_on_keeps_a_fifteen)
{
	struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA, 2, "1o 2c 5e 7b", NULL);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
	ck_assert(table_of(g) == cards("1o 2c 5e 7b"));
	ck_assert(set_aside_of(g) == 0);
	for (int side = 0; side < 2; side++) {
		ck_assert(captured_by(g, side) == 0);
		ck_assert_int_eq(sweeps_of(g, side), 0);
	}
	ck_assert_int_eq(last_capture_side(g), -1);
	escopa_game_free(g);

	/* and a first table of 30 as well, in Scopa */
	g = deal_table(ESCOPA_PRESET_SCOPA, 2, "10o 10c 5e 5b", NULL);
	ck_assert(table_of(g) == cards("10o 10c 5e 5b"));
	ck_assert(set_aside_of(g) == 0);
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "dealer sweeps" (the Brazilian Escopa
 * description): four table cards adding up to 15 go to the dealer's side with 1
 * sweep point. */
START_TEST(rule_3_2_dealer_sweeps_fifteen_scores_one)
{
	static const int partners_off[] = { ESCOPA_OPT_PARTNERSHIPS, 0, -1 };
	struct {
		int players;
		const int *opts;
		int dealer_side;
		int sides;
	} cases[] = {
		{ 2, NULL, 1, 2 },
		{ 3, NULL, 2, 3 },
		{ 4, NULL, 1, 2 },         /* partnerships: seat 3 is side 1 */
		{ 4, partners_off, 3, 4 }, /* cutthroat: seat 3 alone */
	};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		for (int preset = ESCOPA_PRESET_ESCOPA; preset <= ESCOPA_PRESET_ESCOVA_DE_31;
		     preset += ESCOPA_PRESET_ESCOVA_DE_31 - ESCOPA_PRESET_ESCOPA) {
			struct escopa_game *g = deal_table((enum escopa_preset)preset,
							   cases[k].players, "1o 2c 5e 7b",
							   cases[k].opts);
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
			ck_assert(table_of(g) == 0);
			ck_assert(set_aside_of(g) == 0);
			for (int side = 0; side < cases[k].sides; side++) {
				int mine = side == cases[k].dealer_side;
				ck_assert(captured_by(g, side) == (mine ? cards("1o 2c 5e 7b") : 0));
				ck_assert_int_eq(sweeps_of(g, side), mine ? 1 : 0);
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				ck_assert_ok(escopa_game_hand_score(g, side, row, ESCOPA_SCORE_ITEM_COUNT));
				ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], mine ? 1 : 0);
			}
			/* documented decision: it counts as the hand's first capture */
			ck_assert_int_eq(last_capture_side(g), cases[k].dealer_side);
			/* play goes on normally from the seat after the dealer */
			ck_assert_int_eq(current_seat(g), 0);
			escopa_game_free(g);
		}
	}
}
END_TEST

/* doc/rules.md, section A hand, item 2 "dealer sweeps": a first table of 30
 * scores 2 points. */
START_TEST(rule_3_2_dealer_sweeps_thirty_scores_two)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOPA, players,
						   "10o 10c 5e 5b", NULL);
		int dealer_side = players == 4 ? 1 : players - 1;
		ck_assert(table_of(g) == 0);
		ck_assert(captured_by(g, dealer_side) == cards("10o 10c 5e 5b"));
		ck_assert_int_eq(sweeps_of(g, dealer_side), 2);
		ck_assert_int_eq(sweeps_of(g, 0), 0);
		escopa_game_free(g);
	}
	/* 30 made of other cards: 9 + 8 + 7 + 6 */
	struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOPA, 2, "9b 8b 7o 6c", NULL);
	ck_assert(table_of(g) == 0);
	ck_assert_int_eq(sweeps_of(g, 1), 2);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "dealer sweeps" only looks at the total
 * of the four cards: a subset adding up to 15, or totals like 16 or 25, do
 * nothing. */
START_TEST(rule_3_2_dealer_sweeps_needs_total_fifteen_or_thirty)
{
	const char *tables[] = { "10o 5c 1e 2b", "10o 10c 4e 1b", "1o 1c 2e 2b",
				 "10o 9c 5e 7b", "2o 2c 5e 7b" };
	for (size_t k = 0; k < sizeof tables / sizeof *tables; k++) {
		struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOPA, 2, tables[k], NULL);
		ck_assert_msg(table_of(g) == cards(tables[k]), "table %s was taken", tables[k]);
		ck_assert(captured_by(g, 1) == 0);
		ck_assert_int_eq(sweeps_of(g, 1), 0);
		ck_assert(set_aside_of(g) == 0);
		ck_assert_int_eq(last_capture_side(g), -1);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 2 "set aside" (the Escoba de 15 guide):
 * four cards adding up to 15 are put aside for nobody; no sweep. */
START_TEST(rule_3_2_set_aside_total_fifteen)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, players,
						   "1o 2c 5e 7b", NULL);
		int sides = players == 4 ? 2 : players;
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
		ck_assert(table_of(g) == 0);
		ck_assert(set_aside_of(g) == cards("1o 2c 5e 7b"));
		for (int side = 0; side < sides; side++) {
			ck_assert(captured_by(g, side) == 0);
			ck_assert_int_eq(sweeps_of(g, side), 0);
		}
		ck_assert_int_eq(last_capture_side(g), -1);
		ck_assert_int_eq(current_seat(g), 0);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 2 "set aside": any subset adding up to 15
 * triggers it too, and so does a total of 30. */
START_TEST(rule_3_2_set_aside_any_subset_fifteen)
{
	const char *tables[] = { "10o 5c 1e 2b", "7o 8c 1e 1b", "10o 10c 5e 5b",
				 "4o 5c 6e 1b", "1o 3c 4e 7b" };
	for (size_t k = 0; k < sizeof tables / sizeof *tables; k++) {
		struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, 2, tables[k], NULL);
		ck_assert_msg(set_aside_of(g) == cards(tables[k]), "%s not set aside", tables[k]);
		ck_assert(table_of(g) == 0);
		ck_assert_int_eq(sweeps_of(g, 0) + sweeps_of(g, 1), 0);
		escopa_game_free(g);
		/* the same under Comodines, whose first table has 4 cards too */
		struct position pos = {
			.players = 2, .dealer = 1,
			.hands = { "3o 3e 3b", "6o 6b 5o" },
			.table = tables[k], .jokers = 2,
		};
		g = game_from_position(ESCOPA_PRESET_ESCOBA_COMODINES, &pos, NULL);
		ck_assert_msg(set_aside_of(g) == cards(tables[k]), "%s not set aside", tables[k]);
		ck_assert(table_of(g) == 0);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 2 "set aside": a table without any 15
 * stays. */
START_TEST(rule_3_2_set_aside_not_without_fifteen)
{
	const char *tables[] = { "1o 1c 2e 2b", "10o 10c 10e 10b", "8o 8c 8e 9b",
				 "6o 6c 1e 1b" };
	for (size_t k = 0; k < sizeof tables / sizeof *tables; k++) {
		struct position pos = {
			.players = 2, .dealer = 1,
			.hands = { "3o 3c 3e", "4o 4c 4e" }, .table = tables[k],
		};
		ck_assert(!has_fifteen(cards(tables[k])));
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
		ck_assert(table_of(g) == cards(tables[k]));
		ck_assert(set_aside_of(g) == 0);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 2 "set aside": the cards count for nobody
 * at the end of the hand either, and the last capture does not take them. */
START_TEST(rule_3_2_set_aside_counts_for_nobody)
{
	struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, 2, "1o 2c 5e 7o", NULL);
	ck_assert(set_aside_of(g) == cards("1o 2c 5e 7o"));
	play_hand_out(g);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	escopa_cardset_t aside = set_aside_of(g);
	ck_assert((aside & cards("1o 2c 5e 7o")) == cards("1o 2c 5e 7o"));
	int cards_counted = 0;
	for (int side = 0; side < 2; side++) {
		ck_assert((captured_by(g, side) & cards("1o 2c 5e 7o")) == 0);
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		ck_assert_ok(escopa_game_hand_score(g, side, row, ESCOPA_SCORE_ITEM_COUNT));
		cards_counted += row[ESCOPA_SCORE_CARD_COUNT];
		/* the seven of coins was set aside: nobody scores it */
		ck_assert_int_eq(row[ESCOPA_SCORE_SEVEN_OF_COINS], 0);
	}
	ck_assert_int_eq(cards_counted, 40 - __builtin_popcountll(aside));
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "redeal" (the Escoba de 15 guide, house
 * rule): a deck given to escopa_game_deal() that puts a 15 on the table leaves
 * the game in ESCOPA_PHASE_MISDEAL, showing the cards; nobody can play; the
 * same dealer deals again. */
START_TEST(rule_3_2_redeal_stops_in_misdeal)
{
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	const char *tables[] = { "1o 2c 5e 7b", "10o 5c 1e 2b", "10o 10c 5e 5b" };
	for (size_t k = 0; k < sizeof tables / sizeof *tables; k++) {
		for (int players = 2; players <= 4; players++) {
			struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, players,
							   tables[k], redeal);
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
			ck_assert(table_of(g) == cards(tables[k]));
			ck_assert(set_aside_of(g) == 0);
			ck_assert_int_eq(dealer_of(g), players - 1);
			ck_assert_int_eq(hand_number(g), 1);
			int seat = 77;
			size_t count = 77;
			ck_assert_status(escopa_game_current_seat(g, &seat), ESCOPA_E_PHASE);
			ck_assert_status(escopa_game_moves(g, NULL, 0, &count), ESCOPA_E_PHASE);
			ck_assert_int_eq(seat, 77);
			escopa_move_t m = 0;
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, card("8o"), 0, &m));
			ck_assert_status(escopa_game_is_legal(g, m), ESCOPA_E_PHASE);
			ck_assert_status(escopa_game_play(g, m, NULL), ESCOPA_E_PHASE);
			int winner;
			ck_assert_status(escopa_game_winner(g, &winner), ESCOPA_E_PHASE);

			/* the same dealer deals again from a given deck */
			escopa_card_t deck[40];
			identity_deck(deck, 40);
			ck_assert(!has_fifteen(set_of(deck + 3 * players, 4)));
			ck_assert_ok(escopa_game_deal(g, deck, 40));
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
			ck_assert_int_eq(dealer_of(g), players - 1);
			ck_assert_int_eq(hand_number(g), 1);
			assert_dealt_from(g, deck, players, 4, 40);
			escopa_game_free(g);

			/* or from the random generator */
			g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, players, tables[k], redeal);
			ck_assert_ok(escopa_game_next_hand(g));
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
			ck_assert_int_eq(dealer_of(g), players - 1);
			ck_assert_int_eq(hand_number(g), 1);
			ck_assert_int_eq(current_seat(g), 0);
			ck_assert(!has_fifteen(table_of(g)));
			ck_assert_int_eq(__builtin_popcountll(table_of(g)), 4);
			escopa_game_free(g);
		}
	}
}
END_TEST

/* doc/rules.md, section A hand, item 2 "redeal": a misdeal can also be dealt
 * again with a deck that misdeals once more; and a table without 15 plays on. */
START_TEST(rule_3_2_redeal_twice_and_play_on)
{
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, 2, "1o 2c 5e 7b", redeal);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "8o 8c 8e", "9o 9c 9e" }, .table = "10o 5c 3e 3b",
	};
	escopa_card_t deck[40];
	size_t n = deck_build(&pos, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
	ck_assert(table_of(g) == cards("10o 5c 3e 3b"));
	pos.table = "10o 3c 3e 3b";
	n = deck_build(&pos, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
	ck_assert(table_of(g) == cards("10o 3c 3e 3b"));
	ck_assert(hand_of(g, 0) == cards("8o 8c 8e"));
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "redeal" in a later hand: the misdeal
 * keeps the new dealer, and the hand number does not move on. */
START_TEST(rule_3_2_redeal_later_hand_keeps_dealer)
{
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, 11, redeal);
	play_hand_out(g);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	int scores[3];
	for (int s = 0; s < 3; s++)
		ck_assert_ok(escopa_game_score(g, s, &scores[s]));
	/* seat 0 deals hand 2: seat 1, 2, 0 get 3 cards each, then the table */
	struct position pos = {
		.players = 3, .dealer = 2,
		.hands = { "8o 8c 8e", "9o 9c 9e", "10o 10c 10e" }, .table = "1o 2c 5e 7b",
	};
	escopa_card_t deck[40];
	/* deck_build deals from seat dealer+1 = 0; we want it from seat 1,
	 * which with these three equal-shaped hands only renames seats */
	size_t n = deck_build(&pos, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert_ok(escopa_game_next_hand(g));
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert_int_eq(current_seat(g), 1);
	ck_assert(!has_fifteen(table_of(g)));
	for (int s = 0; s < 3; s++) {
		int score;
		ck_assert_ok(escopa_game_score(g, s, &score));
		ck_assert_int_eq(score, scores[s]);
	}
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "redeal": a seeded game
 * (escopa_game_new(), escopa_game_next_hand()) deals again by itself and never
 * stops in ESCOPA_PHASE_MISDEAL. */
START_TEST(rule_3_2_redeal_seeded_game_never_misdeals)
{
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	int misdealt_first = 0;
	for (uint64_t seed = 0; seed < 600; seed++) {
		int players = 2 + (int)(seed % 3);
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, seed, redeal);
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
		ck_assert_msg(!has_fifteen(table_of(g)), "seed %llu dealt a 15",
			      (unsigned long long)seed);
		ck_assert(set_aside_of(g) == 0);
		ck_assert_int_eq(dealer_of(g), players - 1);
		/* would the first shuffle of this seed have misdealt? */
		uint64_t state = seed;
		escopa_card_t deck[40];
		reference_shuffle(&state, deck, 40);
		misdealt_first += has_fifteen(set_of(deck + 3 * players, 4));
		if (seed < 30) {
			play_hand_out(g);
			ck_assert_ok(escopa_game_next_hand(g));
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
			ck_assert(!has_fifteen(table_of(g)));
			ck_assert_int_eq(dealer_of(g), 0);
		}
		escopa_game_free(g);
	}
	/* most first tables hold a 15, so the redeal was exercised */
	ck_assert_int_gt(misdealt_first, 100);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "redeal" with the documented generator:
 * a misdeal shuffles the deck again (from ascending order) with the next
 * outputs. */
START_TEST(rule_3_2_redeal_reshuffles_deterministically)
{
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	int checked = 0;
	for (uint64_t seed = 0; seed < 200 && checked < 20; seed++) {
		uint64_t state = seed;
		escopa_card_t deck[40];
		int shuffles = 0;
		do {
			reference_shuffle(&state, deck, 40);
			shuffles++;
		} while (has_fifteen(set_of(deck + 6, 4)));
		if (shuffles == 1)
			continue;
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, redeal);
		assert_dealt_from(g, deck, 2, 4, 40);
		escopa_game_free(g);
		checked++;
	}
	ck_assert_int_eq(checked, 20);
}
END_TEST

/* doc/rules.md, section A hand, item 2 "redeal": a bad deck in a misdeal is
 * refused and the game stays in the misdeal; a seeded Comodines game (four
 * table cards, jokers standing for any value) never stops in a misdeal either. */
START_TEST(rule_3_2_redeal_bad_deck_and_jokers)
{
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, 2, "1o 2c 5e 7b", redeal);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
	escopa_card_t deck[42];
	identity_deck(deck, 40);
	deck[5] = 6;
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(g, &before));
	ck_assert_status(escopa_game_deal(g, deck, 40), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(g, deck, 39), ESCOPA_E_DECK);
	assert_games_equal(g, before, 1);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
	escopa_game_free(before);
	escopa_game_free(g);

	for (uint64_t seed = 0; seed < 200; seed++) {
		g = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 2 + (int)(seed % 3), seed, redeal);
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
		ck_assert_int_eq(__builtin_popcountll(table_of(g)), 4);
		ck_assert(set_aside_of(g) == 0);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, items 2 and 6: in a later hand the dealer sweep
 * goes to the new dealer's side; a deal given before the first card of that
 * hand keeps its dealer and hand number. */
START_TEST(rule_3_2_dealer_sweeps_later_hand)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, 3, 17, NULL);
	play_hand_out(g);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	/* hand 2 is dealt by seat 0: seats 1, 2, 0, then the table */
	struct position pos = {
		.players = 3, .dealer = 0,
		.hands = { "3o 3e 3b", "6o 6b 5o", "4c 4b 9o" },
		.table = "10o 10c 5e 5b",
	};
	escopa_card_t deck[40];
	size_t n = deck_build(&pos, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert(captured_by(g, 0) == cards("10o 10c 5e 5b"));
	ck_assert_int_eq(sweeps_of(g, 0), 2);
	ck_assert_int_eq(sweeps_of(g, 2), 0);
	ck_assert_int_eq(last_capture_side(g), 0);
	ck_assert(hand_of(g, 1) == cards("6o 6b 5o"));
	ck_assert_int_eq(current_seat(g), 1);
	/* deal hand 2 again before its first card: same dealer, same number */
	pos.table = "1o 1c 2e 2b";
	n = deck_build(&pos, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert(captured_by(g, 0) == 0);
	ck_assert_int_eq(sweeps_of(g, 0), 0);
	ck_assert_int_eq(last_capture_side(g), -1);
	ck_assert(table_of(g) == cards("1o 1c 2e 2b"));
	escopa_game_free(g);
}
END_TEST

/* A deal given before the first card is played replaces the hand: a
 * dealer sweep or a set-aside table of the replaced deal is undone. */
START_TEST(rule_3_2_deal_again_undoes_the_first_table)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "8o 8c 8e", "9o 9c 9e" }, .table = "3o 3c 3e 3b",
	};
	escopa_card_t deck[40];
	size_t n = deck_build(&pos, deck);

	struct escopa_game *g = deal_table(ESCOPA_PRESET_ESCOPA, 2, "1o 2c 5e 7b", NULL);
	ck_assert_int_eq(sweeps_of(g, 1), 1);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert(table_of(g) == cards("3o 3c 3e 3b"));
	ck_assert(captured_by(g, 1) == 0);
	ck_assert_int_eq(sweeps_of(g, 1), 0);
	ck_assert_int_eq(last_capture_side(g), -1);
	ck_assert_int_eq(hand_number(g), 1);
	ck_assert_int_eq(dealer_of(g), 1);
	escopa_game_free(g);

	g = deal_table(ESCOPA_PRESET_ESCOBA_DE_15, 2, "1o 2c 5e 7b", NULL);
	ck_assert(set_aside_of(g) != 0);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert(set_aside_of(g) == 0);
	ck_assert(table_of(g) == cards("3o 3c 3e 3b"));
	escopa_game_free(g);

	/* and over a seeded first deal, whatever it did */
	for (uint64_t seed = 0; seed < 50; seed++) {
		g = new_game(ESCOPA_PRESET_ESCOPA, 2, seed, NULL);
		ck_assert_ok(escopa_game_deal(g, deck, n));
		struct escopa_game *fresh = game_from_position(ESCOPA_PRESET_ESCOPA, &pos, NULL);
		ck_assert(captured_by(g, 0) == 0 && captured_by(g, 1) == 0);
		ck_assert_int_eq(sweeps_of(g, 1), 0);
		ck_assert(table_of(g) == table_of(fresh));
		escopa_game_free(fresh);
		escopa_game_free(g);
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* 3.4: three more cards each */

/* doc/rules.md, section A hand, item 4: when every hand is empty and the stock
 * has cards, the dealer deals 3 more to every player from the stock, in order
 * from the seat after the dealer; the table gets none. */
START_TEST(rule_3_4_three_more_each_table_gets_none)
{
	static const int opts[] = {
		ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_PLAY_ON,
		ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1
	};
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, 1, opts);
		escopa_card_t deck[40];
		identity_deck(deck, 40);
		ck_assert_ok(escopa_game_deal(g, deck, 40));
		int rounds = 36 / (3 * players);
		int next = 3 * players + 4;    /* next stock position */
		for (int round = 0; round < rounds; round++) {
			/* everybody trails three cards */
			for (int k = 0; k < 3 * players; k++) {
				int seat = current_seat(g);
				ck_assert_int_eq(seat, k % players);
				escopa_cardset_t hand = hand_of(g, seat);
				escopa_card_t c = __builtin_ctzll(hand);
				escopa_cardset_t table_before = table_of(g);
				struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
				ck_assert_ok(escopa_game_play(g, trail(c), &res));
				int last = k == 3 * players - 1;
				int more = round < rounds - 1;
				if (last && !more) {
					/* doc/rules.md, section A hand, item 5:
					 * nobody captured, the cards stay
					 * unclaimed */
					ck_assert(table_of(g) == 0);
					ck_assert(set_aside_of(g) == (table_before | ESCOPA_CARDSET_OF(c)));
					ck_assert_int_eq(res.last_take_side, -1);
				} else {
					ck_assert(table_of(g) == (table_before | ESCOPA_CARDSET_OF(c)));
				}
				ck_assert_int_eq(!!(res.flags & ESCOPA_PLAYED_REDEALT), last && more);
				ck_assert_int_eq(!!(res.flags & ESCOPA_PLAYED_HAND_OVER), last && !more);
			}
			if (round == rounds - 1)
				break;
			for (int i = 0; i < players; i++) {
				int seat = (players - 1 + 1 + i) % players;
				ck_assert_msg(hand_of(g, seat) == set_of(deck + next, 3),
					      "round %d: seat %d did not get stock %d..%d",
					      round + 1, seat, next, next + 2);
				next += 3;
			}
			escopa_card_t stock[ESCOPA_CARD_COUNT];
			size_t ns = stock_of(g, stock);
			ck_assert_uint_eq(ns, (size_t)(40 - next));
			for (size_t i = 0; i < ns; i++)
				ck_assert_int_eq(stock[i], deck[next + (int)i]);
			ck_assert_int_eq(current_seat(g), 0);
		}
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 4: the table gets no new cards even when a
 * sweep left it empty just before the hands ran out. */
START_TEST(rule_3_4_empty_table_gets_no_cards)
{
	static const int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "1c 2c 5c", "2b 3b 4o" }, .table = "10o 10c 4e 4b",
		.stock = "7o 7c 7e 7b 6o 6c",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, opts);
	play(g, "1c");
	play(g, "2b");
	play(g, "2c");
	play(g, "3b");
	/* table: 10o 10c 4e 4b 1c 2b 2c 3b = 36; 5c + 36 = 41: no sweep
	 * possible, so trail and let 4b take nothing */
	play(g, "5c");
	struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
	escopa_cardset_t before = table_of(g);
	play_result(g, "4o", &res);
	ck_assert(res.flags & ESCOPA_PLAYED_REDEALT);
	ck_assert(table_of(g) == (before | cards("4o")));
	ck_assert(hand_of(g, 0) == cards("7o 7c 7e"));
	ck_assert(hand_of(g, 1) == cards("7b 6o 6c"));
	escopa_game_free(g);

	/* a sweep on the last play of a round: the table stays empty */
	struct position sweep = {
		.players = 2, .dealer = 1,
		.hands = { "5c 2c 1c", "3c 4c 5e" }, .table = "1o 2o 3o 4o",
		.stock = "7o 7c 7e 7b 6o 6c",
	};
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &sweep, NULL);
	play(g, "5c x 1o+2o+3o+4o");
	ck_assert(table_of(g) == 0);
	play(g, "3c");
	play(g, "2c");
	play(g, "4c");
	play(g, "1c");
	play_result(g, "5e x 3c+2c+4c+1c", &res);
	ck_assert(res.flags & ESCOPA_PLAYED_SWEEP);
	ck_assert(res.flags & ESCOPA_PLAYED_REDEALT);
	ck_assert(table_of(g) == 0);
	ck_assert(hand_of(g, 0) == cards("7o 7c 7e"));
	ck_assert(hand_of(g, 1) == cards("7b 6o 6c"));
	ck_assert_int_eq(current_seat(g), 0);
	escopa_game_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* 3.6: the deal passes on */

/* doc/rules.md, section A hand, item 6: the deal passes to the next seat each
 * hand, hand numbers count from 1, and the seat after the dealer leads. Under
 * deal rotation (doc/rules.md, section A hand, item 4, the Brazilian Escopa
 * description: "the deal rotates to the right and the next dealer deals 3 more
 * each") every round of a hand has its own dealer, and the next hand's deal
 * passes on from the dealer of the last round: the hand's dealer moves on by
 * the number of rounds, 36 / (3 * players). */
START_TEST(rule_3_6_deal_passes_to_next_seat)
{
	for (int players = 2; players <= 4; players++) {
		for (int p = 0; p < escopa_preset_count(); p++) {
			struct escopa_rules *rules = NULL;
			ck_assert_ok(escopa_rules_new((enum escopa_preset)p, &rules));
			ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 1000));
			ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TEAM_TARGET, 1000));
			struct escopa_game *g = NULL;
			ck_assert_ok(escopa_game_new(rules, players, 100 + (uint64_t)p, &g));
			escopa_rules_free(rules);
			int rotation = 0;
			ck_assert_ok(escopa_game_option(g, ESCOPA_OPT_DEAL_ROTATION, &rotation));
			int step = rotation ? 36 / (3 * players) : 1;
			for (int hand = 1; hand <= players + 2; hand++) {
				ck_assert_int_eq(hand_number(g), hand);
				int dealer = (players - 1 + (hand - 1) * step) % players;
				ck_assert_int_eq(dealer_of(g), dealer);
				ck_assert_int_eq(current_seat(g), (dealer + 1) % players);
				play_hand_out(g);
				ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
				ck_assert_int_eq(dealer_of(g), (dealer + (rotation ? step - 1 : 0)) % players);
				ck_assert_int_eq(hand_number(g), hand);
				ck_assert_ok(escopa_game_next_hand(g));
			}
			escopa_game_free(g);
		}
	}
}
END_TEST

/* ------------------------------------------------------------------ */
/* seeds and the documented shuffle */

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

/* escopa_game_stock() lists a seeded game's stock in dealing order: the
 * next deal of three comes from its head. */
START_TEST(rule_3_4_seeded_stock_is_dealt_in_order)
{
	static const int opts[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 };
	for (uint64_t seed = 1; seed < 20; seed++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, seed, opts);
		escopa_card_t stock[ESCOPA_CARD_COUNT];
		size_t ns = stock_of(g, stock);
		ck_assert_uint_eq(ns, 40 - 9 - 4);
		for (int k = 0; k < 9; k++) {
			int seat = current_seat(g);
			escopa_card_t c = __builtin_ctzll(hand_of(g, seat));
			ck_assert_ok(escopa_game_play(g, trail(c), NULL));
		}
		ck_assert(hand_of(g, 0) == set_of(stock, 3));
		ck_assert(hand_of(g, 1) == set_of(stock + 3, 3));
		ck_assert(hand_of(g, 2) == set_of(stock + 6, 3));
		escopa_card_t rest[ESCOPA_CARD_COUNT];
		size_t nr = stock_of(g, rest);
		ck_assert_uint_eq(nr, ns - 9);
		ck_assert(memcmp(rest, stock + 9, nr * sizeof *rest) == 0);
		escopa_game_free(g);
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

/* ------------------------------------------------------------------ */
/* escopa_game_deal() and escopa_game_next_hand() errors */

static void
assert_deal_refused(struct escopa_game *g, const escopa_card_t *deck, size_t n,
		    enum escopa_status expected)
{
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(g, &before));
	ck_assert_status(escopa_game_deal(g, deck, n), expected);
	assert_games_equal(g, before, 1);
	escopa_game_free(before);
}

/* A deck that is not a permutation of the rules' deck is refused with
 * ESCOPA_E_DECK and changes nothing. */
START_TEST(rule_3_deal_refuses_bad_decks)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA, 2, 3, NULL);
	escopa_card_t deck[64];
	identity_deck(deck, 40);
	assert_deal_refused(g, deck, 39, ESCOPA_E_DECK);
	assert_deal_refused(g, deck, 0, ESCOPA_E_DECK);
	assert_deal_refused(g, deck, 1, ESCOPA_E_DECK);
	deck[40] = 0;
	assert_deal_refused(g, deck, 41, ESCOPA_E_DECK);  /* 41 with a repeat */
	deck[40] = ESCOPA_JOKER_1;
	assert_deal_refused(g, deck, 41, ESCOPA_E_DECK);  /* a joker too many */
	identity_deck(deck, 40);
	deck[17] = 3;                                     /* duplicate */
	assert_deal_refused(g, deck, 40, ESCOPA_E_DECK);
	identity_deck(deck, 40);
	deck[39] = ESCOPA_JOKER_1;                        /* joker, no jokers */
	assert_deal_refused(g, deck, 40, ESCOPA_E_DECK);
	deck[39] = ESCOPA_JOKER_2;
	assert_deal_refused(g, deck, 40, ESCOPA_E_DECK);
	int invalid[] = { -1, 42, 43, 63, 64, 1000, -1000 };
	for (size_t k = 0; k < sizeof invalid / sizeof *invalid; k++) {
		identity_deck(deck, 40);
		deck[k * 5] = invalid[k];
		assert_deal_refused(g, deck, 40, ESCOPA_E_DECK);
	}
	identity_deck(deck, 40);
	ck_assert_status(escopa_game_deal(g, NULL, 40), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_deal(NULL, deck, 40), ESCOPA_E_NULL);
	escopa_game_free(g);

	/* Comodines needs its 42 cards */
	g = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 2, 3, NULL);
	identity_deck(deck, 42);
	assert_deal_refused(g, deck, 40, ESCOPA_E_DECK);
	assert_deal_refused(g, deck, 41, ESCOPA_E_DECK);
	deck[41] = ESCOPA_JOKER_1;
	assert_deal_refused(g, deck, 42, ESCOPA_E_DECK);
	escopa_game_free(g);

	/* one joker: 41 cards with joker 1, not joker 2 */
	static const int one_joker[] = { ESCOPA_OPT_JOKERS, 1, -1 };
	g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, one_joker);
	identity_deck(deck, 41);
	ck_assert_ok(escopa_game_deal(g, deck, 41));
	deck[40] = ESCOPA_JOKER_2;
	assert_deal_refused(g, deck, 41, ESCOPA_E_DECK);
	identity_deck(deck, 42);
	assert_deal_refused(g, deck, 42, ESCOPA_E_DECK);
	escopa_game_free(g);
}
END_TEST

/* escopa_game_deal() after a card of the hand was played, and
 * escopa_game_next_hand() while a hand is in play, return ESCOPA_E_PHASE
 * and change nothing. */
START_TEST(rule_3_deal_phase_errors)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, NULL);
	struct escopa_game *before = NULL;
	/* before the first card: next_hand is refused, deal is allowed */
	ck_assert_ok(escopa_game_clone(g, &before));
	ck_assert_status(escopa_game_next_hand(g), ESCOPA_E_PHASE);
	assert_games_equal(g, before, 1);
	escopa_game_free(before);

	ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
	escopa_card_t deck[40];
	identity_deck(deck, 40);
	assert_deal_refused(g, deck, 40, ESCOPA_E_PHASE);
	ck_assert_ok(escopa_game_clone(g, &before));
	ck_assert_status(escopa_game_next_hand(g), ESCOPA_E_PHASE);
	assert_games_equal(g, before, 1);
	escopa_game_free(before);
	ck_assert_status(escopa_game_next_hand(NULL), ESCOPA_E_NULL);

	/* later in the hand too */
	for (int k = 0; k < 10; k++)
		ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
	assert_deal_refused(g, deck, 40, ESCOPA_E_PHASE);
	ck_assert_status(escopa_game_next_hand(g), ESCOPA_E_PHASE);

	/* a hand over may be followed by either */
	play_hand_out(g);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	ck_assert_ok(escopa_game_clone(g, &before));
	ck_assert_ok(escopa_game_next_hand(g));
	ck_assert_ok(escopa_game_deal(before, deck, 40));
	ck_assert_int_eq(dealer_of(g), dealer_of(before));
	ck_assert_int_eq(hand_number(g), hand_number(before));
	escopa_game_free(before);
	escopa_game_free(g);
}
END_TEST


/* ------------------------------------------------------------------ */
/* 3.4: deal rotation */

/*
 * doc/rules.md, section A hand, item 4, deal rotation. The Brazilian Escopa
 * description: "When the first hand of 3 cards has been used, the deal rotates
 * to the right and the next dealer deals 3 more each". From a hand-built
 * position of 2, 3 and 4 players, every round: the next seat deals, its first 3
 * cards go to the seat after it, which leads, and the new dealer plays last;
 * the next hand's deal passes on from the last round's dealer.
 */
START_TEST(rule_3_4_deal_rotation_every_round)
{
	const char *hands[4] = { "1o 2o 3o", "1c 2c 3c", "1e 2e 3e", "1b 2b 3b" };
	for (int players = 2; players <= 4; players++) {
		struct position pos = {
			.players = players, .dealer = players - 1,
			.table = "10o 10c 10e 10b",
		};
		for (int seat = 0; seat < players; seat++)
			pos.hands[seat] = hands[seat];
		struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOPA, &pos, NULL);
		int rounds = 36 / (3 * players);
		for (int r = 0; r < rounds; r++) {
			int dealer = (players - 1 + r) % players;
			ck_assert_int_eq(dealer_of(g), dealer);
			escopa_card_t stock[ESCOPA_CARD_COUNT];
			stock_of(g, stock);
			/* three turns a seat: the seat after the dealer leads, the
			 * dealer plays last */
			for (int turn = 0; turn < 3 * players; turn++) {
				int seat = (dealer + 1 + turn % players) % players;
				ck_assert_int_eq(current_seat(g), seat);
				struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
				ck_assert_ok(escopa_game_play(g, first_move(g), &res));
				ck_assert_int_eq(res.seat, seat);
				if (turn % players == players - 1)
					ck_assert_int_eq(seat, dealer);
				if (turn + 1 < 3 * players) {
					ck_assert_uint_eq(res.flags & ESCOPA_PLAYED_REDEALT, 0);
					continue;
				}
				if (r + 1 == rounds) {
					ck_assert(res.flags & ESCOPA_PLAYED_HAND_OVER);
					break;
				}
				/* the next seat deals the next round, from the seat after it */
				ck_assert(res.flags & ESCOPA_PLAYED_REDEALT);
				int next = (dealer + 1) % players;
				ck_assert_int_eq(dealer_of(g), next);
				for (int i = 0; i < players; i++) {
					int to = (next + 1 + i) % players;
					ck_assert_msg(hand_of(g, to) == set_of(stock + 3 * i, 3),
						      "%d players, round %d: seat %d did not get stock "
						      "cards %d..%d", players, r + 2, to, 3 * i, 3 * i + 2);
				}
				ck_assert_int_eq(current_seat(g), (next + 1) % players);
				if (players == 2)   /* the last player of a round leads the next */
					ck_assert_int_eq(current_seat(g), seat);
			}
		}
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
		int last_dealer = (players - 1 + rounds - 1) % players;
		ck_assert_int_eq(dealer_of(g), last_dealer);
		ck_assert_ok(escopa_game_next_hand(g));
		/* the next hand's deal passes on from the last round's dealer */
		ck_assert_int_eq(dealer_of(g), (last_dealer + 1) % players);
		ck_assert_int_eq(current_seat(g), (last_dealer + 2) % players);
		escopa_game_free(g);
	}
}
END_TEST

/* doc/rules.md, section A hand, item 4: without deal rotation (every preset but
 * Escopa, Escova de 31 and Escopa match) one dealer deals every round and plays
 * last in each; with it off in the Escopa preset, the same. */
START_TEST(rule_3_4_one_dealer_without_rotation)
{
	static const int off[] = { ESCOPA_OPT_DEAL_ROTATION, 0, -1 };
	for (int players = 2; players <= 4; players++) {
		for (int k = 0; k < 2; k++) {
			struct escopa_game *g = k ? new_game(ESCOPA_PRESET_ESCOPA, players, 8, off)
						  : new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, 8, NULL);
			int turn = 0;
			while (phase_of(g) == ESCOPA_PHASE_PLAYING) {
				ck_assert_int_eq(dealer_of(g), players - 1);
				ck_assert_int_eq(current_seat(g), turn % players);
				ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
				turn++;
			}
			ck_assert_int_eq(turn, 36);
			ck_assert_int_eq(dealer_of(g), players - 1);
			ck_assert_ok(escopa_game_next_hand(g));
			ck_assert_int_eq(dealer_of(g), 0);
			escopa_game_free(g);
		}
	}
}
END_TEST

/* Deal rotation is the Escopa presets' and can be set alone, in range. */
START_TEST(rule_3_4_deal_rotation_option)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		struct escopa_rules *rules = NULL;
		ck_assert_ok(escopa_rules_new((enum escopa_preset)p, &rules));
		int value = -1;
		ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_DEAL_ROTATION, &value));
		ck_assert_int_eq(value, p == ESCOPA_PRESET_ESCOPA || p == ESCOPA_PRESET_ESCOVA_DE_31 ||
					p == ESCOPA_PRESET_ESCOPA_MATCH);
		ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_DEAL_ROTATION, !value));
		ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_DEAL_ROTATION, 2), ESCOPA_E_RANGE);
		ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_DEAL_ROTATION, -1), ESCOPA_E_RANGE);
		ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_DEAL_ROTATION, &value));
		ck_assert_int_eq(value, !(p == ESCOPA_PRESET_ESCOPA || p == ESCOPA_PRESET_ESCOVA_DE_31 ||
					  p == ESCOPA_PRESET_ESCOPA_MATCH));
		escopa_rules_free(rules);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("deal");
	TCase *tc = tcase_create("deal");
	tcase_add_test(tc, rule_3_1_three_each_from_after_dealer_then_four_to_table);
	tcase_add_test(tc, rule_3_1_second_hand_starts_after_new_dealer);
	tcase_add_test(tc, rule_1_jokers_table_gets_four_and_the_last_two);
	tcase_add_test(tc, rule_3_4_three_more_each_table_gets_none);
	tcase_add_test(tc, rule_3_4_empty_table_gets_no_cards);
	tcase_add_test(tc, rule_3_4_seeded_stock_is_dealt_in_order);
	tcase_add_test(tc, rule_3_6_deal_passes_to_next_seat);
	suite_add_tcase(s, tc);

	tc = tcase_create("deal rotation");
	tcase_add_test(tc, rule_3_4_deal_rotation_every_round);
	tcase_add_test(tc, rule_3_4_one_dealer_without_rotation);
	tcase_add_test(tc, rule_3_4_deal_rotation_option);
	suite_add_tcase(s, tc);

	tc = tcase_create("initial table");
	tcase_add_test(tc, rule_3_2_play_on_keeps_a_fifteen);
	tcase_add_test(tc, rule_3_2_dealer_sweeps_fifteen_scores_one);
	tcase_add_test(tc, rule_3_2_dealer_sweeps_thirty_scores_two);
	tcase_add_test(tc, rule_3_2_dealer_sweeps_needs_total_fifteen_or_thirty);
	tcase_add_test(tc, rule_3_2_set_aside_total_fifteen);
	tcase_add_test(tc, rule_3_2_set_aside_any_subset_fifteen);
	tcase_add_test(tc, rule_3_2_set_aside_not_without_fifteen);
	tcase_add_test(tc, rule_3_2_set_aside_counts_for_nobody);
	tcase_add_test(tc, rule_3_2_redeal_stops_in_misdeal);
	tcase_add_test(tc, rule_3_2_redeal_twice_and_play_on);
	tcase_add_test(tc, rule_3_2_redeal_later_hand_keeps_dealer);
	tcase_add_test(tc, rule_3_2_redeal_seeded_game_never_misdeals);
	tcase_add_test(tc, rule_3_2_redeal_reshuffles_deterministically);
	tcase_add_test(tc, rule_3_2_deal_again_undoes_the_first_table);
	tcase_add_test(tc, rule_3_2_redeal_bad_deck_and_jokers);
	tcase_add_test(tc, rule_3_2_dealer_sweeps_later_hand);
	suite_add_tcase(s, tc);

	tc = tcase_create("seeds");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, rule_3_same_seed_same_game);
	tcase_add_test(tc, rule_3_seed_42_first_deal_is_the_documented_shuffle);
	tcase_add_test(tc, rule_3_seeded_later_hands_follow_the_generator);
	tcase_add_test(tc, rule_3_stock_buffer_rule);
	tcase_add_test(tc, rule_3_deal_does_not_use_the_generator);
	suite_add_tcase(s, tc);

	tc = tcase_create("errors");
	tcase_add_test(tc, rule_3_deal_refuses_bad_decks);
	tcase_add_test(tc, rule_3_deal_phase_errors);
	suite_add_tcase(s, tc);
	return s;
}
