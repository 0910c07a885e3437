/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Refusals (refusal.h): for every reason the engine can refuse a move, a
 * hand-built position where it refuses a move for exactly that reason,
 * with the status escopa_game_play() and escopa_game_is_legal() keep and
 * the sentence escopa_game_format_refusal() writes; the names and generic
 * sentences; every error path; the first refused slot of a batch; and,
 * over many seeded games, a reason for a candidate move exactly when
 * escopa_game_is_legal() refuses it.
 *
 * Positions are written in position notation: two players, seat 1 deals,
 * seat 0 is to play; the cards not named go to side 0's captures (adding
 * up to a multiple of 15) and to the stock.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

static escopa_move_t
mv(const char *text)
{
	escopa_move_t m = 0;
	ck_assert_msg(escopa_move_parse(text, ESCOPA_STYLE_ANY, &m) == ESCOPA_OK,
		      "bad move text '%s'", text);
	return m;
}

static void
append_cards(char *out, size_t size, escopa_cardset_t set)
{
	char text[512];
	size_t len;
	ck_assert_ok(escopa_cardset_format(set, ESCOPA_STYLE_ASCII, text, sizeof text, &len));
	strncat(out, set ? text : "-", size - strlen(out) - 1);
}

/* `want` cards of `from`, regular, adding up to a multiple of 15. */
static bool
pick_captures(escopa_cardset_t from, int want, int sum, escopa_cardset_t *out)
{
	if (want == 0)
		return sum % 15 == 0;
	for (escopa_cardset_t rest = from & ESCOPA_CARDSET_DECK; rest; rest &= rest - 1) {
		int c = __builtin_ctzll(rest);
		escopa_cardset_t later = rest & ~ESCOPA_CARDSET_OF(c);
		if (pick_captures(later, want - 1, sum + c / 4 + 1, out)) {
			*out |= ESCOPA_CARDSET_OF(c);
			return true;
		}
	}
	return false;
}

/* A game of `rules` (rules text) where seat 0 holds hand0, seat 1 hand1
 * (as many cards each) and the table holds `table` (stacks joined by
 * '+'), in the middle of the first hand. */
static struct escopa_game *
at(const char *rules_text, const char *hand0, const char *hand1, const char *table)
{
	struct escopa_rules *rules;
	ck_assert_ok(escopa_rules_read(rules_text, strlen(rules_text), &rules, NULL));
	int jokers = 0;
	ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_JOKERS, &jokers));
	escopa_rules_free(rules);
	int deck = 40 + jokers;
	escopa_cardset_t all = ESCOPA_CARDSET_DECK |
			       (jokers ? ESCOPA_CARDSET_OF(ESCOPA_JOKER_1) : 0) |
			       (jokers > 1 ? ESCOPA_CARDSET_OF(ESCOPA_JOKER_2) : 0);
	escopa_cardset_t h0 = cards(hand0), h1 = cards(hand1), t = cards(table);
	int k = __builtin_popcountll(h0);
	ck_assert_int_eq(k, __builtin_popcountll(h1));
	char text[2048];
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	/* The first table is 4 cards and, in some releases' rules, one more
	 * per joker: the stock is what dealing it and the hands leaves. */
	for (int first_table = 4 + jokers; first_table >= 4; first_table -= jokers ? jokers : 1) {
		/* rounds of deals before this one: at least one card played */
		int rounds = k == 3 ? 1 : 0, stock, captured;
		for (;; rounds++) {
			stock = deck - first_table - 6 * (rounds + 1);
			captured = deck - stock - 2 * k - __builtin_popcountll(t);
			if (captured >= 0)
				break;
		}
		ck_assert_int_ge(stock, 0);
		escopa_cardset_t free_cards = all & ~(h0 | h1 | t), side0 = 0;
		ck_assert_msg(pick_captures(free_cards, captured, 0, &side0), "no captures fit");
		escopa_cardset_t rest = free_cards & ~side0;

		snprintf(text, sizeof text,
			 "position 1 | rules %s | players 2 | hand 1 | dealer 1 | phase playing | "
			 "seat 0 | plays %d | hands %s / %s | table %s | stock ",
			 rules_text, 6 * rounds + 2 * (3 - k), hand0, hand1, table);
		append_cards(text, sizeof text, rest);
		strncat(text, " | captured ", sizeof text - strlen(text) - 1);
		append_cards(text, sizeof text, side0);
		snprintf(text + strlen(text), sizeof text - strlen(text),
			 " / - | sweeps 0 0 | aside - | scores 0 0 | last %s | winner - | "
			 "rng 0000000000000001", side0 ? "0" : "-");

		struct escopa_game *game = NULL;
		if (escopa_game_parse_position(text, strlen(text), &game, &err) == ESCOPA_OK)
			return game;
	}
	ck_abort_msg("position refused: %s\n%s", err.message, text);
	return NULL;
}

static const char *
sentence(const struct escopa_game *game, escopa_move_t move, enum escopa_style style)
{
	static char text[512];
	size_t len = 0;
	ck_assert_ok(escopa_game_format_refusal(game, move, style, text, sizeof text, &len));
	ck_assert_uint_eq(len, strlen(text));
	return text;
}

/* The engine refuses `move` for exactly `why`: the refusal code, the
 * status of is_legal and play (the game left unchanged), and the
 * sentence in ASCII style. */
static void
expect_refusal(struct escopa_game *game, escopa_move_t move, enum escopa_refusal why,
	       const char *text)
{
	enum escopa_status status = why == ESCOPA_REFUSAL_NO_HAND ? ESCOPA_E_PHASE :
				    why == ESCOPA_REFUSAL_MALFORMED ? ESCOPA_E_MOVE :
				    ESCOPA_E_ILLEGAL;
	enum escopa_refusal got = 99;
	ck_assert_ok(escopa_game_refusal(game, move, &got));
	ck_assert_msg(got == why, "refusal %s, expected %s", escopa_refusal_name(got),
		      escopa_refusal_name(why));
	ck_assert_status(escopa_game_is_legal(game, move), status);
	struct escopa_game *before;
	ck_assert_ok(escopa_game_clone(game, &before));
	ck_assert_status(escopa_game_play(game, move, NULL), status);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	ck_assert_str_eq(sentence(game, move, ESCOPA_STYLE_ASCII), text);
}

static void
expect_legal(const struct escopa_game *game, const char *move_text)
{
	enum escopa_refusal got = 99;
	ck_assert_ok(escopa_game_refusal(game, mv(move_text), &got));
	ck_assert_msg(got == ESCOPA_REFUSAL_NONE, "%s refused: %s", move_text,
		      escopa_refusal_name(got));
	ck_assert_ok(escopa_game_is_legal(game, mv(move_text)));
	ck_assert_str_eq(sentence(game, mv(move_text), ESCOPA_STYLE_ASCII), "the move is legal");
}

/* ---- one position per reason ---- */

START_TEST(refusal_no_hand_in_play)
{
	/* Only a hand in play has a seat to play. */
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 7, NULL);
	escopa_move_t m = 0;
	while (phase_of(g) == ESCOPA_PHASE_PLAYING) {
		ck_assert_ok(escopa_game_move_at(g, 0, &m));
		ck_assert_ok(escopa_game_play(g, m, NULL));
	}
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	expect_refusal(g, m, ESCOPA_REFUSAL_NO_HAND, "no hand is in play: the hand is over");
	expect_refusal(g, 0, ESCOPA_REFUSAL_NO_HAND, "no hand is in play: the hand is over");

	/* on to the end of the game */
	while (phase_of(g) != ESCOPA_PHASE_GAME_OVER) {
		if (phase_of(g) == ESCOPA_PHASE_HAND_OVER) {
			ck_assert_ok(escopa_game_next_hand(g));
			continue;
		}
		ck_assert_ok(escopa_game_move_at(g, 0, &m));
		ck_assert_ok(escopa_game_play(g, m, NULL));
	}
	expect_refusal(g, m, ESCOPA_REFUSAL_NO_HAND, "no hand is in play: the game is over");
	escopa_game_free(g);

	/* a first table with a 15 under the redeal rule */
	static const int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	const struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "1o 2o 3o", "1c 2c 3c" },
		.table = "7o 8c 1b 2b",
	};
	g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, redeal);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_MISDEAL);
	expect_refusal(g, mv("1o"), ESCOPA_REFUSAL_NO_HAND,
		       "no hand is in play: the deal was a misdeal");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_malformed_move)
{
	struct escopa_game *g = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b");
	expect_refusal(g, 0, ESCOPA_REFUSAL_MALFORMED, "the value 0x0 is not a move");
	/* a trail with a target */
	escopa_move_t trail = mv("1o") | ESCOPA_CARDSET_OF(card("10e"));
	expect_refusal(g, trail, ESCOPA_REFUSAL_MALFORMED, "the value 0x200004000000000 is not a move");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_card_not_held)
{
	/* The seat to play plays a card of its own hand (every source:
	 * "each player plays one card from their hand"). */
	struct escopa_game *g = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b");
	expect_refusal(g, mv("10e"), ESCOPA_REFUSAL_NOT_HELD, "seat 0 does not hold 10e");
	expect_refusal(g, mv("5o x 10e"), ESCOPA_REFUSAL_NOT_HELD, "seat 0 does not hold 5o");
	expect_refusal(g, mv("jk1"), ESCOPA_REFUSAL_NOT_HELD, "seat 0 does not hold jk1");
	expect_legal(g, "1o");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_not_this_seats_turn)
{
	struct escopa_game *g = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b");
	expect_refusal(g, mv("1c"), ESCOPA_REFUSAL_NOT_YOUR_TURN,
		       "seat 0 does not hold 1c; seat 1 does, and it is seat 0's turn");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_target_not_on_table)
{
	/* "the played card plus one or more table piles" */
	struct escopa_game *g = at("escoba_de_15", "5o 1c 1e", "2c 2e 3c", "10e 9b 8b 7b");
	expect_refusal(g, mv("5o x 10c"), ESCOPA_REFUSAL_NOT_ON_TABLE, "10c is not on the table");
	expect_refusal(g, mv("5o x 2c+8c"), ESCOPA_REFUSAL_NOT_ON_TABLE,
		       "2c and 8c are not on the table");
	expect_legal(g, "5o x 10e");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_part_of_a_pile)
{
	/* The English Escoba guide: "This set will then add up as though it
	 * were one card": it is captured, or set upon, only as a whole. */
	struct escopa_game *g = at("escoba", "10o 2c 1b", "1c 1e 4c", "2o+3e 2b 6b 9b");
	expect_refusal(g, mv("10o x 3e+2b"), ESCOPA_REFUSAL_PART_OF_PILE,
		       "2o+3e is one pile, taken or set upon only as a whole");
	expect_legal(g, "10o x 2o+3e");
	escopa_game_free(g);

	/* setting onto part of a pile: 2c cannot capture on 5, 10, 10, 9 */
	g = at("escoba", "2c 1c 1e", "4c 4o 4e", "2o+3e 10b 10c 9e");
	expect_refusal(g, mv("2c on 3e"), ESCOPA_REFUSAL_PART_OF_PILE,
		       "2o+3e is one pile, taken or set upon only as a whole");
	expect_legal(g, "2c on 2o+3e");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_sum_not_15)
{
	/* The Escoba de 15 guide: "Se la carta giocata più una o più carte
	 * del tavolo sommano esattamente a 15". */
	struct escopa_game *g = at("escoba_de_15", "10c 1o 2o", "1e 2e 3e", "6e 5o 3b 4b");
	expect_refusal(g, mv("10c x 6e"), ESCOPA_REFUSAL_SUM_NOT_15, "10c and 6e make 16, not 15");
	ck_assert_str_eq(sentence(g, mv("10c x 6e"), ESCOPA_STYLE_FRENCH),
			 "K\u2665 and 6\u2660 make 16, not 15");
	ck_assert_str_eq(sentence(g, mv("10c x 3b+4b"), ESCOPA_STYLE_SPANISH),
			 "Rey de Copas, 3 de Bastos and 4 de Bastos make 17, not 15");
	expect_legal(g, "10c x 5o");
	escopa_game_free(g);

	/* a joker stands for any value: the totals it allows miss 15 */
	g = at("escoba_comodines", "7o 1c 1e", "jk1 2c 2e", "9c 8e jk2 1b");
	expect_refusal(g, mv("7o x 9c+jk2"), ESCOPA_REFUSAL_SUM_NOT_15,
		       "7o, 9c and jk2 make 17 to 26, not 15");
	expect_legal(g, "7o x 8e");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_sum_not_a_multiple_of_15)
{
	/* The Brazilian Escopa description: "adds up to 15 or a multiple
	 * thereof". */
	struct escopa_game *g = at("escopa", "10c 1o 2o", "1e 2e 3e", "6e 5o 9b 6b");
	expect_refusal(g, mv("10c x 6e"), ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15,
		       "10c and 6e make 16, not a multiple of 15");
	expect_legal(g, "10c x 5o");
	expect_legal(g, "10c x 5o+6e+9b");   /* 30 */
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_scopa_sum_not_card_value)
{
	/* Scopa, the Italian cousin the Escoba de 15 guide names: the played
	 * card takes table cards adding up to its own value. */
	struct escopa_game *g = at("scopa", "7o 1c 1e", "2o 2b 4c", "3c 2e 6b 9b");
	expect_refusal(g, mv("7o x 3c+2e"), ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE,
		       "7o takes cards adding up to 7, and 2e and 3c make 5");
	expect_refusal(g, mv("7o x 6b"), ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE,
		       "7o takes cards adding up to 7, and 6b makes 6");
	expect_legal(g, "1c");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_scopa_equal_rank_must_be_taken)
{
	/* Scopa: a table card of the played card's rank is taken alone, not
	 * a combination. */
	struct escopa_game *g = at("scopa", "7o 1c 1e", "2o 2b 4c", "7c 3e 4b 9b");
	expect_refusal(g, mv("7o x 3e+4b"), ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK,
		       "7o must take 7c, the card of its rank, alone");
	expect_legal(g, "7o x 7c");
	escopa_game_free(g);

	g = at("scopa", "7o 1c 1e", "2o 2b 4c", "7c 7e 3b 4b");
	expect_refusal(g, mv("7o x 3b+4b"), ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK,
		       "7o must take one card of its rank, alone: 7c or 7e");
	expect_refusal(g, mv("7o x 7c+7e"), ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK,
		       "7o must take one card of its rank, alone: 7c or 7e");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_card_must_capture)
{
	/* The English Escoba guide: "If a Player plays a card that can
	 * capture, they are forced to do so." */
	struct escopa_game *g = at("escoba_de_15", "7o 1c 1e", "2c 2e 3c", "8c 2b 3b 4b");
	expect_refusal(g, mv("7o"), ESCOPA_REFUSAL_MUST_CAPTURE, "7o can capture, so it must capture");
	ck_assert_str_eq(sentence(g, mv("7o"), ESCOPA_STYLE_FRENCH),
			 "7\u2666 can capture, so it must capture");
	expect_legal(g, "7o x 8c");
	escopa_game_free(g);

	/* with the stacking rule, neither may it be set */
	g = at("escoba", "7o 1c 1e", "2c 2e 3c", "8c 2b 3b 4b");
	expect_refusal(g, mv("7o on 2b"), ESCOPA_REFUSAL_MUST_CAPTURE,
		       "7o can capture, so it must capture");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_hand_must_capture)
{
	/* Forced capture per hand: if any card of the hand can capture, the
	 * player must capture. 1c and 1e cannot (no 14 on the table). */
	struct escopa_game *g = at("escoba_de_15 forced_capture=per_hand", "7o 1c 1e", "2c 2e 3c",
				   "8c 10b 10e 9b");
	expect_refusal(g, mv("1c"), ESCOPA_REFUSAL_HAND_MUST_CAPTURE,
		       "7o can capture, so seat 0 must capture");
	expect_legal(g, "7o x 8c");
	escopa_game_free(g);

	g = at("escoba_de_15 forced_capture=per_hand", "7o 5c 1e", "2c 2e 3c", "8c 10b 10e 9b");
	expect_refusal(g, mv("1e"), ESCOPA_REFUSAL_HAND_MUST_CAPTURE,
		       "5c and 7o can capture, so seat 0 must capture");
	escopa_game_free(g);

	/* per card, the same trail is legal */
	g = at("escoba_de_15", "7o 1c 1e", "2c 2e 3c", "8c 10b 10e 9b");
	expect_legal(g, "1c");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_must_set)
{
	/* The English Escoba guide: "If that one card is unable to capture
	 * from the board, then Players must set their card onto an existing
	 * card"; "If there are less than 4 cards in the community board,
	 * Players may set their card on its own". */
	struct escopa_game *g = at("escoba", "1o 2o 3e", "1c 2c 3c", "10e 10b 9e 9b");
	expect_refusal(g, mv("3e"), ESCOPA_REFUSAL_MUST_SET,
		       "with 4 piles on the table, 3e must be set onto a pile");
	ck_assert_str_eq(sentence(g, mv("3e"), ESCOPA_STYLE_FRENCH),
			 "with 4 piles on the table, 3\u2660 must be set onto a pile");
	expect_legal(g, "3e on 9e");
	escopa_game_free(g);

	/* with 3 piles it may trail */
	g = at("escoba", "1o 2o", "1c 2c", "10e 10b 9e");
	expect_legal(g, "1o");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_set_without_stacking)
{
	/* Setting is the English Escoba guide's rule alone. */
	struct escopa_game *g = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b");
	expect_refusal(g, mv("1o on 10e"), ESCOPA_REFUSAL_NO_STACKING,
		       "without the stacking rule, 1o cannot be set onto a pile");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_capturing_card_set)
{
	/* Without forced capture a card that can capture may be trailed
	 * ("trailing is always allowed"), but setting is for a card that
	 * "is unable to capture". */
	struct escopa_game *g = at("escoba forced_capture=none", "5o 1c 2c", "1e 2e 3e",
				   "10e 10b 9e 9b");
	expect_refusal(g, mv("5o on 9e"), ESCOPA_REFUSAL_CAPTURING_CARD_SET,
		       "5o can capture, so it cannot be set onto a pile");
	expect_legal(g, "5o");
	expect_legal(g, "5o x 10e");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_set_onto_several_piles)
{
	/* "set their card onto an existing card": one pile */
	struct escopa_game *g = at("escoba", "1o 2o 3e", "1c 4c 3c", "2c 3b 10e 10b");
	expect_refusal(g, mv("1o on 2c+3b"), ESCOPA_REFUSAL_SEVERAL_PILES,
		       "2c+3b is 2 piles, and 1o can be set onto one only");
	expect_legal(g, "1o on 2c");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_pile_over_14)
{
	/* The English Escoba guide: "Players cannot set a card on a set that
	 * would exceed 15"; a set of 15 would be a capture, so 14 at most. */
	struct escopa_game *g = at("escoba", "6o 1c 1e", "2c 2e 3c", "10e 10b 8e 8b");
	expect_refusal(g, mv("6o on 10e"), ESCOPA_REFUSAL_PILE_OVER_14,
		       "setting 6o onto 10e makes a pile of 16, and a pile may not pass 14");
	expect_legal(g, "6o on 8e");
	escopa_game_free(g);

	g = at("escoba", "6o 1c 1e", "2c 2e 3c", "4o+6e 10b 8e 8b");
	expect_refusal(g, mv("6o on 4o+6e"), ESCOPA_REFUSAL_PILE_OVER_14,
		       "setting 6o onto 4o+6e makes a pile of 16, and a pile may not pass 14");
	escopa_game_free(g);
}
END_TEST

START_TEST(refusal_order_of_reasons)
{
	/* The first reason in the documented order: a card not held before
	 * its target, a capture's table before its sum. */
	struct escopa_game *g = at("escoba_de_15", "10c 1o 2o", "1e 2e 3e", "6e 5o 3b 4b");
	expect_refusal(g, mv("1e x 10b"), ESCOPA_REFUSAL_NOT_YOUR_TURN,
		       "seat 0 does not hold 1e; seat 1 does, and it is seat 0's turn");
	expect_refusal(g, mv("10c x 6e+10b"), ESCOPA_REFUSAL_NOT_ON_TABLE,
		       "10b is not on the table");
	escopa_game_free(g);
}
END_TEST

/* ---- names, generic sentences and errors ---- */

START_TEST(refusal_names_and_sentences)
{
	static const char *const names[] = {
		"ESCOPA_REFUSAL_NONE", "ESCOPA_REFUSAL_NO_HAND", "ESCOPA_REFUSAL_MALFORMED",
		"ESCOPA_REFUSAL_NOT_HELD", "ESCOPA_REFUSAL_NOT_YOUR_TURN",
		"ESCOPA_REFUSAL_NOT_ON_TABLE", "ESCOPA_REFUSAL_PART_OF_PILE",
		"ESCOPA_REFUSAL_SUM_NOT_15", "ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15",
		"ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE", "ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK",
		"ESCOPA_REFUSAL_MUST_CAPTURE", "ESCOPA_REFUSAL_HAND_MUST_CAPTURE",
		"ESCOPA_REFUSAL_MUST_SET", "ESCOPA_REFUSAL_NO_STACKING",
		"ESCOPA_REFUSAL_CAPTURING_CARD_SET", "ESCOPA_REFUSAL_SEVERAL_PILES",
		"ESCOPA_REFUSAL_PILE_OVER_14", "ESCOPA_REFUSAL_NO_SUCH_ACTION",
	};
	int n = (int)(sizeof names / sizeof names[0]);
	for (int i = 0; i < n; i++) {
		ck_assert_str_eq(escopa_refusal_name((enum escopa_refusal)i), names[i]);
		const char *text = escopa_refusal_str((enum escopa_refusal)i);
		ck_assert_ptr_nonnull(text);
		ck_assert_str_ne(text, "unknown refusal");
		for (int j = 0; j < i; j++)
			ck_assert_str_ne(text, escopa_refusal_str((enum escopa_refusal)j));
	}
	ck_assert_str_eq(escopa_refusal_str(ESCOPA_REFUSAL_MUST_CAPTURE),
			 "a card that can capture must capture");
	ck_assert_ptr_null(escopa_refusal_name((enum escopa_refusal)n));
	ck_assert_ptr_null(escopa_refusal_name((enum escopa_refusal)-1));
	ck_assert_str_eq(escopa_refusal_str((enum escopa_refusal)n), "unknown refusal");
	ck_assert_str_eq(escopa_refusal_str((enum escopa_refusal)-1), "unknown refusal");
}
END_TEST

START_TEST(refusal_error_paths)
{
	struct escopa_game *g = at("escoba_de_15", "10c 1o 2o", "1e 2e 3e", "6e 5o 3b 4b");
	escopa_move_t m = mv("10c x 6e");
	enum escopa_refusal why = 77;
	ck_assert_status(escopa_game_refusal(NULL, m, &why), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_refusal(g, m, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(why, 77);

	char buf[64];
	size_t len = 12345;
	ck_assert_status(escopa_game_format_refusal(NULL, m, ESCOPA_STYLE_ASCII, buf, sizeof buf,
						    &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ASCII, buf, sizeof buf, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ASCII, NULL, 4, &len),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ANY, buf, sizeof buf, &len),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_format_refusal(g, m, (enum escopa_style)-1, buf, sizeof buf,
						    &len), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_format_refusal(g, m, (enum escopa_style)99, buf, sizeof buf,
						    &len), ESCOPA_E_INVALID);
	ck_assert_uint_eq(len, 12345);

	/* the buffer rule: the length asked with NULL, 0; a buffer too small
	 * gets an empty string; one that just fits gets the sentence */
	const char *want = "10c and 6e make 16, not 15";
	ck_assert_ok(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ASCII, NULL, 0, &len));
	ck_assert_uint_eq(len, strlen(want));
	memset(buf, 'x', sizeof buf);
	ck_assert_ok(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ASCII, buf, strlen(want), &len));
	ck_assert_uint_eq(len, strlen(want));
	ck_assert_str_eq(buf, "");
	ck_assert_ok(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ASCII, buf, strlen(want) + 1,
						&len));
	ck_assert_str_eq(buf, want);
	ck_assert_ok(escopa_game_format_refusal(g, m, ESCOPA_STYLE_ASCII, buf, 1, &len));
	ck_assert_str_eq(buf, "");
	escopa_game_free(g);
}
END_TEST

/* ---- the record reader ---- */

START_TEST(refusal_record_reader_gives_the_sentence)
{
	/* Seed 5 deals seat 0 2o 2c 10c and the table 6e 6b 7o 10e. */
	const char *text = "[Rules \"escoba_de_15\"]\n[Players \"2\"]\n[Seed \"5\"]\n\n"
			   "Hand 1\n1. 2o x 6e\n";
	struct escopa_record *rec = NULL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_record_parse(text, strlen(text), &rec, &err), ESCOPA_E_PARSE);
	ck_assert_int_eq(err.status, ESCOPA_E_ILLEGAL);
	ck_assert_uint_eq(err.line, 6);
	ck_assert_str_eq(err.message, "2o x 6e is illegal: 2o and 6e make 8, not 15");

	text = "[Rules \"escoba_de_15\"]\n[Players \"2\"]\n[Seed \"5\"]\n\nHand 1\n1. 2o x 3e\n";
	ck_assert_status(escopa_record_parse(text, strlen(text), &rec, &err), ESCOPA_E_PARSE);
	ck_assert_str_eq(err.message, "2o x 3e is illegal: 3e is not on the table");
	ck_assert_ptr_null(rec);
}
END_TEST

/* ---- batches ---- */

START_TEST(refusal_batch_names_the_slot)
{
	struct escopa_rules *rules;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	struct escopa_batch *batch;
	ck_assert_ok(escopa_batch_new(rules, 2, 4, 11, &batch));
	escopa_rules_free(rules);
	size_t slot = 99;
	enum escopa_refusal why = 77;
	ck_assert_status(escopa_batch_refusal(batch, &slot, &why), ESCOPA_E_PHASE);
	ck_assert_status(escopa_batch_refusal(NULL, &slot, &why), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_refusal(batch, NULL, &why), ESCOPA_E_NULL);
	ck_assert_status(escopa_batch_refusal(batch, &slot, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(slot, 99);
	ck_assert_int_eq(why, 77);

	enum { MAX = 64 };
	static uint32_t actions[4], counts[4];
	static escopa_move_t moves[4 * MAX];
	struct escopa_batch_buffers buf = {
		.version = ESCOPA_BATCH_BUFFERS_VERSION, .max_moves = MAX,
		.actions = actions, .moves = moves, .move_counts = counts,
	};
	ck_assert_ok(escopa_batch_bind(batch, &buf));
	memset(actions, 0, sizeof actions);
	ck_assert_ok(escopa_batch_refusal(batch, &slot, &why));
	ck_assert_uint_eq(slot, 4);
	ck_assert_int_eq(why, ESCOPA_REFUSAL_NONE);

	/* slot 2 asks for a move past its list */
	actions[2] = counts[2];
	ck_assert_status(escopa_batch_step(batch), ESCOPA_E_ILLEGAL);
	ck_assert_ok(escopa_batch_refusal(batch, &slot, &why));
	ck_assert_uint_eq(slot, 2);
	ck_assert_int_eq(why, ESCOPA_REFUSAL_NO_SUCH_ACTION);

	/* slot 1's listed move overwritten by a card its seat does not hold;
	 * the first refused slot is named */
	struct escopa_game *g;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_game_new(rules, 2, 0, &g));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_batch_game(batch, 1, g));
	escopa_cardset_t held0 = 0, held1 = 0;
	ck_assert_ok(escopa_game_hand(g, 0, &held0));
	ck_assert_ok(escopa_game_hand(g, 1, &held1));
	escopa_card_t nobody = __builtin_ctzll(ESCOPA_CARDSET_DECK & ~(held0 | held1));
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, nobody, 0, &moves[1 * MAX + 0]));
	ck_assert_status(escopa_batch_step(batch), ESCOPA_E_ILLEGAL);
	ck_assert_ok(escopa_batch_refusal(batch, &slot, &why));
	ck_assert_uint_eq(slot, 1);
	ck_assert_int_eq(why, ESCOPA_REFUSAL_NOT_HELD);
	enum escopa_refusal direct;
	ck_assert_ok(escopa_game_refusal(g, moves[1 * MAX], &direct));
	ck_assert_int_eq(direct, ESCOPA_REFUSAL_NOT_HELD);

	/* put right, the step plays */
	actions[2] = 0;
	ck_assert_ok(escopa_game_move_at(g, 0, &moves[1 * MAX]));
	ck_assert_ok(escopa_batch_refusal(batch, &slot, &why));
	ck_assert_uint_eq(slot, 4);
	ck_assert_ok(escopa_batch_step(batch));
	escopa_game_free(g);
	escopa_batch_free(batch);
}
END_TEST

/* ---- a reason exactly when is_legal refuses, over many games ---- */

static int cross_checked;
static int seen[ESCOPA_REFUSAL_NO_SUCH_ACTION + 1];

/* The move's refusal agrees with is_legal's status, and its sentence is
 * written. */
static void
cross_check(const struct escopa_game *g, escopa_move_t move)
{
	enum escopa_refusal why = 99;
	ck_assert_ok(escopa_game_refusal(g, move, &why));
	enum escopa_status st = escopa_game_is_legal(g, move);
	enum escopa_status want = why == ESCOPA_REFUSAL_NONE ? ESCOPA_OK :
				  why == ESCOPA_REFUSAL_NO_HAND ? ESCOPA_E_PHASE :
				  why == ESCOPA_REFUSAL_MALFORMED ? ESCOPA_E_MOVE :
				  ESCOPA_E_ILLEGAL;
	size_t len = 0;
	ck_assert_msg(st == want, "move %llx: is_legal %s but refusal %s",
		      (unsigned long long)move, escopa_status_name(st), escopa_refusal_name(why));
	ck_assert_msg(why != ESCOPA_REFUSAL_NO_SUCH_ACTION, "a game gave a batch reason");
	ck_assert_ok(escopa_game_format_refusal(g, move, ESCOPA_STYLE_ASCII, NULL, 0, &len));
	ck_assert_uint_gt(len, 0);
	cross_checked++;
	seen[why]++;
}

/* Every trail, every set onto a pile or a table card and every capture of
 * one pile or one table card, of every card of the seat's hand and of
 * the table, with a target in another hand, and every listed move. */
static void
cross_check_position(const struct escopa_game *g)
{
	escopa_cardset_t hand = 0, table = 0, piles[ESCOPA_CARD_COUNT];
	size_t n_piles = 0;
	int seat = 0;
	ck_assert_ok(escopa_game_current_seat(g, &seat));
	ck_assert_ok(escopa_game_hand(g, seat, &hand));
	ck_assert_ok(escopa_game_table(g, &table));
	ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n_piles));
	escopa_cardset_t other = 0;
	ck_assert_ok(escopa_game_hand(g, (seat + 1) % 2, &other));
	escopa_cardset_t played = hand | (table & (0 - table)) | (other & (0 - other));
	for (escopa_cardset_t rest = played; rest; rest &= rest - 1) {
		escopa_card_t c = __builtin_ctzll(rest);
		escopa_move_t m;
		ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &m));
		cross_check(g, m);
		/* a target in another hand, with a table pile or alone */
		escopa_cardset_t away = other & (0 - other);
		for (int kind = ESCOPA_MOVE_CAPTURE; away && kind <= ESCOPA_MOVE_SET; kind += 2) {
			if (escopa_move_make(kind, c, away, &m) == ESCOPA_OK)
				cross_check(g, m);
			if (n_piles && escopa_move_make(kind, c, away | piles[0], &m) == ESCOPA_OK)
				cross_check(g, m);
		}
		for (size_t i = 0; i < n_piles; i++) {
			for (int kind = ESCOPA_MOVE_CAPTURE; kind <= ESCOPA_MOVE_SET; kind += 2) {
				if (escopa_move_make(kind, c, piles[i], &m) == ESCOPA_OK)
					cross_check(g, m);
				/* one card of a stack */
				escopa_cardset_t one = piles[i] & (0 - piles[i]);
				if (one != piles[i] && escopa_move_make(kind, c, one, &m) == ESCOPA_OK)
					cross_check(g, m);
				/* two piles together */
				if (i + 1 < n_piles &&
				    escopa_move_make(kind, c, piles[i] | piles[i + 1], &m) == ESCOPA_OK)
					cross_check(g, m);
			}
		}
	}
	size_t count = 0;
	escopa_move_t listed[256];
	ck_assert_ok(escopa_game_moves(g, listed, 256, &count));
	for (size_t i = 0; i < count && i < 256; i++) {
		enum escopa_refusal why = 99;
		ck_assert_ok(escopa_game_refusal(g, listed[i], &why));
		ck_assert_int_eq(why, ESCOPA_REFUSAL_NONE);
	}
}

START_TEST(refusal_agrees_with_is_legal_in_random_games)
{
	static const char *const rule_sets[] = {
		"escopa", "escoba", "escoba_de_15", "escova_de_31", "escoba_comodines", "scopa",
		"escoba forced_capture=per_hand", "escoba forced_capture=none",
		"escoba_de_15 forced_capture=none", "escoba_comodines forced_capture=per_hand",
		"escopa forced_capture=per_hand",
	};
	uint64_t rng = 2026;
	for (size_t r = 0; r < sizeof rule_sets / sizeof rule_sets[0]; r++) {
		struct escopa_rules *rules;
		ck_assert_ok(escopa_rules_read(rule_sets[r], strlen(rule_sets[r]), &rules, NULL));
		for (int game = 0; game < 12; game++) {
			struct escopa_game *g;
			ck_assert_ok(escopa_game_new(rules, 2 + game % 3, next_random(&rng), &g));
			for (int ply = 0; ply < 400 && phase_of(g) != ESCOPA_PHASE_GAME_OVER; ply++) {
				if (phase_of(g) != ESCOPA_PHASE_PLAYING) {
					cross_check(g, mv("7o"));
					ck_assert_ok(escopa_game_next_hand(g));
					continue;
				}
				cross_check_position(g);
				size_t count = 0;
				ck_assert_ok(escopa_game_moves(g, NULL, 0, &count));
				escopa_move_t m;
				ck_assert_ok(escopa_game_move_at(g, next_random(&rng) % count, &m));
				ck_assert_ok(escopa_game_play(g, m, NULL));
			}
			escopa_game_free(g);
		}
		escopa_rules_free(rules);
	}
	ck_assert_int_gt(cross_checked, 100000);
	/* every reason a game can give came up, but the malformed move */
	for (int why = ESCOPA_REFUSAL_NONE; why < ESCOPA_REFUSAL_NO_SUCH_ACTION; why++) {
		if (why != ESCOPA_REFUSAL_MALFORMED)
			ck_assert_msg(seen[why] > 0, "%s never came up",
				      escopa_refusal_name((enum escopa_refusal)why));
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("refusal");
	TCase *tc = tcase_create("refusal");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, refusal_no_hand_in_play);
	tcase_add_test(tc, refusal_malformed_move);
	tcase_add_test(tc, refusal_card_not_held);
	tcase_add_test(tc, refusal_not_this_seats_turn);
	tcase_add_test(tc, refusal_target_not_on_table);
	tcase_add_test(tc, refusal_part_of_a_pile);
	tcase_add_test(tc, refusal_sum_not_15);
	tcase_add_test(tc, refusal_sum_not_a_multiple_of_15);
	tcase_add_test(tc, refusal_scopa_sum_not_card_value);
	tcase_add_test(tc, refusal_scopa_equal_rank_must_be_taken);
	tcase_add_test(tc, refusal_card_must_capture);
	tcase_add_test(tc, refusal_hand_must_capture);
	tcase_add_test(tc, refusal_must_set);
	tcase_add_test(tc, refusal_set_without_stacking);
	tcase_add_test(tc, refusal_capturing_card_set);
	tcase_add_test(tc, refusal_set_onto_several_piles);
	tcase_add_test(tc, refusal_pile_over_14);
	tcase_add_test(tc, refusal_order_of_reasons);
	tcase_add_test(tc, refusal_names_and_sentences);
	tcase_add_test(tc, refusal_error_paths);
	tcase_add_test(tc, refusal_record_reader_gives_the_sentence);
	tcase_add_test(tc, refusal_batch_names_the_slot);
	tcase_add_test(tc, refusal_agrees_with_is_legal_in_random_games);
	suite_add_tcase(s, tc);
	return s;
}
