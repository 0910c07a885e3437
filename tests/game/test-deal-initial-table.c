/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The initial table rule (doc/rules.md, section A hand, item 2) in its four
 * modes: play on, dealer sweeps, set aside and redeal.
 */

#include <stdlib.h>
#include <string.h>
#include "deal-helpers.h"

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
		ck_assert(captured_of(g, side) == 0);
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
				ck_assert(captured_of(g, side) == (mine ? cards("1o 2c 5e 7b") : 0));
				ck_assert_int_eq(sweeps_of(g, side), mine ? 1 : 0);
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				ck_assert_ok(escopa_game_hand_score(g, side, row, ESCOPA_SCORE_ITEM_COUNT));
				ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], mine ? 1 : 0);
			}
			/* documented decision: it counts as the hand's first capture */
			ck_assert_int_eq(last_capture_side(g), cases[k].dealer_side);
			/* play goes on normally from the seat after the dealer */
			ck_assert_int_eq(seat_to_play(g), 0);
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
		ck_assert(captured_of(g, dealer_side) == cards("10o 10c 5e 5b"));
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
		ck_assert(captured_of(g, 1) == 0);
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
			ck_assert(captured_of(g, side) == 0);
			ck_assert_int_eq(sweeps_of(g, side), 0);
		}
		ck_assert_int_eq(last_capture_side(g), -1);
		ck_assert_int_eq(seat_to_play(g), 0);
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
		ck_assert((captured_of(g, side) & cards("1o 2c 5e 7o")) == 0);
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
			ck_assert_int_eq(seat_to_play(g), 0);
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
	ck_assert_int_eq(seat_to_play(g), 1);
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
	ck_assert(captured_of(g, 0) == cards("10o 10c 5e 5b"));
	ck_assert_int_eq(sweeps_of(g, 0), 2);
	ck_assert_int_eq(sweeps_of(g, 2), 0);
	ck_assert_int_eq(last_capture_side(g), 0);
	ck_assert(hand_of(g, 1) == cards("6o 6b 5o"));
	ck_assert_int_eq(seat_to_play(g), 1);
	/* deal hand 2 again before its first card: same dealer, same number */
	pos.table = "1o 1c 2e 2b";
	n = deck_build(&pos, deck);
	ck_assert_ok(escopa_game_deal(g, deck, n));
	ck_assert_int_eq(dealer_of(g), 0);
	ck_assert_int_eq(hand_number(g), 2);
	ck_assert(captured_of(g, 0) == 0);
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
	ck_assert(captured_of(g, 1) == 0);
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
		ck_assert(captured_of(g, 0) == 0 && captured_of(g, 1) == 0);
		ck_assert_int_eq(sweeps_of(g, 1), 0);
		ck_assert(table_of(g) == table_of(fresh));
		escopa_game_free(fresh);
		escopa_game_free(g);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("deal-initial-table");
	TCase *tc;

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
	return s;
}
