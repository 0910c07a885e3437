/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Dealing (doc/rules.md, section A hand): the order of the deal, the deals
 * of three more cards, the passing of the deal and its rotation, and the
 * errors of escopa_game_deal() and escopa_game_next_hand(). The initial
 * table rule is test-deal-initial-table.c's, seeded deals test-deal-seeds.c's.
 */

#include <stdlib.h>
#include <string.h>
#include "deal-helpers.h"

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
		ck_assert_int_eq(seat_to_play(g), 0);
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
		ck_assert_int_eq(seat_to_play(g), 1);
		ck_assert(hand_of(g, 1) == cards("1o 1c 1e"));
		ck_assert(hand_of(g, 0) == (escopa_cardset_t)0x7 << (3 * (players - 1)));
		assert_dealt_from(g, deck, players, 4, 40);
		/* the dealer plays last in the round */
		for (int i = 0; i < players; i++) {
			int seat = seat_to_play(g);
			ck_assert_int_eq(seat, (1 + i) % players);
			ck_assert_ok(escopa_game_play(g, first_move(g), NULL));
		}
		ck_assert_int_eq(seat_to_play(g), 1);
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
				int seat = seat_to_play(g);
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
			ck_assert_int_eq(seat_to_play(g), 0);
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
	ck_assert_int_eq(seat_to_play(g), 0);
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
				ck_assert_int_eq(seat_to_play(g), (dealer + 1) % players);
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
			int seat = seat_to_play(g);
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
				ck_assert_int_eq(seat_to_play(g), seat);
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
				ck_assert_int_eq(seat_to_play(g), (next + 1) % players);
				if (players == 2)   /* the last player of a round leads the next */
					ck_assert_int_eq(seat_to_play(g), seat);
			}
		}
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
		int last_dealer = (players - 1 + rounds - 1) % players;
		ck_assert_int_eq(dealer_of(g), last_dealer);
		ck_assert_ok(escopa_game_next_hand(g));
		/* the next hand's deal passes on from the last round's dealer */
		ck_assert_int_eq(dealer_of(g), (last_dealer + 1) % players);
		ck_assert_int_eq(seat_to_play(g), (last_dealer + 2) % players);
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
				ck_assert_int_eq(seat_to_play(g), turn % players);
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

Suite *
make_suite(void)
{
	Suite *s = suite_create("deal");
	TCase *tc;

	tc = tcase_create("deal");
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

	tc = tcase_create("errors");
	tcase_add_test(tc, rule_3_deal_refuses_bad_decks);
	tcase_add_test(tc, rule_3_deal_phase_errors);
	suite_add_tcase(s, tc);
	return s;
}
