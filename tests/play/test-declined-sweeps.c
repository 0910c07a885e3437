/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Declined sweeps (doc/notation.md, section Declined sweeps): the game
 * records, for each seat and for the round in play, the value of the
 * regular card that would have swept the table, for a point, when the
 * seat played something else and left cards on the table. It is seen in
 * the position's `declined` field, written only when some seat has one,
 * and kept by the text and snapshot forms of games and views.
 *
 * Positions are built by hand with game_from_position(); two players,
 * seat 1 deals, seat 0 plays first; the stock is the rest of the deck in
 * ascending card id.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation-helpers.h"
#include "rule-helpers.h"
#include "fuzz/snapshot-crc.h"

#define SIZE ESCOPA_SNAPSHOT_SIZE

/* The position's text. */
static const char *
position_of(const struct escopa_game *g)
{
	static char text[4096];
	size_t len = 0;
	ck_assert_ok(escopa_game_format_position(g, text, sizeof text, &len));
	ck_assert_uint_lt(len, sizeof text);
	return text;
}

/* The content of the position's `declined` field, "" when it is left out. */
static const char *
declined_of(const struct escopa_game *g)
{
	static char field[128];
	const char *text = position_of(g);
	const char *at = strstr(text, "| declined ");
	if (!at)
		return "";
	at += strlen("| declined ");
	const char *end = strstr(at, " |");
	ck_assert_ptr_nonnull(end);
	snprintf(field, sizeof field, "%.*s", (int)(end - at), at);
	return field;
}

/* The state goes through its text and its snapshot unchanged; with
 * declined sweeps the snapshot is of format 4, without them of an older
 * one. */
static void
check_round_trips(const struct escopa_game *g)
{
	const char *text = position_of(g);
	struct escopa_game *back = NULL;
	struct escopa_parse_error err = new_error();
	ck_assert_msg(escopa_game_parse_position(text, strlen(text), &back, &err) == ESCOPA_OK,
		      "%s: %s", text, err.message);
	assert_same_game(g, back);
	uint8_t snap[SIZE];
	ck_assert_ok(escopa_game_snapshot(g, snap, SIZE));
	bool declined = strstr(text, "| declined ") != NULL;
	ck_assert_msg(declined ? snap[4] == 4 : snap[4] < 4, "format %d", snap[4]);
	ck_assert_ok(escopa_game_restore(back, snap, SIZE, NULL));
	assert_same_game(g, back);
	escopa_game_free(back);
}

/* Plays a move, then checks the record and the round trips. */
static void
play_expect(struct escopa_game *g, const char *move, const char *declined)
{
	play(g, move);
	ck_assert_msg(strcmp(declined_of(g), declined) == 0, "after %s: declined '%s', expected '%s'",
		      move, declined_of(g), declined);
	check_round_trips(g);
}

/* Sum mode (Escoba de 15): a seat that plays something else where a 7
 * would sweep declined a 7, and so on through a round; a seat that sweeps
 * declines nothing by it; the next deal clears the record. */
START_TEST(declined_in_sum_mode_until_the_next_deal)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "7c 4o 10b", "5o 6c 8e",
				     "1o 2c 3e 2b", NULL, NULL);
	ck_assert_str_eq(declined_of(g), "");
	/* the table is worth 8: 7c would sweep it, 4o cannot capture */
	play_expect(g, "4o", "7 / -");
	/* worth 12 now: a 3 would sweep; seat 1 takes part of it */
	play_expect(g, "8e x 3e+4o", "7 / 3");
	/* worth 5: seat 0 sweeps with its 10, which adds nothing */
	play_expect(g, "10b x 1o+2c+2b", "7 / 3");
	ck_assert_int_eq(sweeps_of(g, 0), 1);
	/* an empty table has no sweep to decline */
	play_expect(g, "5o", "7 / 3");
	/* worth 5: seat 0 keeps its 7 from a 10's sweep */
	play_expect(g, "7c", "7 10 / 3");
	/* worth 12: the dealer's last card of the round; then a new deal */
	play(g, "6c");
	ck_assert_str_eq(declined_of(g), "");
	ck_assert_int_eq(__builtin_popcountll(hand_of(g, 0)), 3);
	check_round_trips(g);
	escopa_game_free(g);
}
END_TEST

/* Capture multiples (Escopa): a table worth 23 is swept by a 7 (30); in
 * Escoba de 15, without multiples, nothing sweeps it. */
START_TEST(declined_with_capture_multiples)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOPA, "7c 4o 6b", "5o 6c 8e",
				     "10o 10c 2e 1b", NULL, NULL);
	ck_assert_int_eq(option_of(g, ESCOPA_OPT_CAPTURE_MULTIPLES), 1);
	play_expect(g, "6b", "7 / -");
	/* worth 29: a 1 would take 30; every card of seat 1 captures */
	play_expect(g, "5o x 10o", "7 / 1");
	escopa_game_free(g);

	g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "7c 4o 6b", "5o 6c 8e", "10o 10c 2e 1b", NULL, NULL);
	play_expect(g, "6b", "");
	escopa_game_free(g);
}
END_TEST

/* Stacking (Escoba): a sweep takes every pile whole, stacks too. */
START_TEST(declined_with_stacks)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA, "1o 5c 7e", "2b 6o 10c",
				     "1b 2o 3b 4e", NULL, NULL);
	/* worth 10: 5c would sweep; seat 0 sets 1o onto 4e instead */
	play_expect(g, "1o on 4e", "5 / -");
	/* worth 11 with the stack: a 4 would take every pile */
	play_expect(g, "10c x 1o+4e", "5 / 4");
	escopa_game_free(g);
}
END_TEST

/* Jokers (Comodines): with a joker on the table nothing is declined (a
 * sweep it is part of scores nothing, and it takes any value); without
 * one, as in sum mode. */
START_TEST(declined_not_with_a_joker_on_the_table)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "9e 4o 8b", "5o 6c 7e" },
		.table = "jk1 1o 1c 1e",
		.jokers = 2,
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_COMODINES, &pos, NULL);
	play_expect(g, "9e x jk1+1o", "");
	/* worth 2: nothing sweeps it */
	play_expect(g, "5o", "");
	/* worth 7 without a joker: an 8 would sweep */
	play_expect(g, "4o", "8 / -");
	escopa_game_free(g);
}
END_TEST

/* Match mode (Scopa): a card takes the table cards adding up to its value,
 * so the table's value sweeps several cards (none of them has that rank),
 * a lone card its own rank; a table worth more than 10 has no sweep. */
START_TEST(declined_in_match_mode)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_SCOPA, "9o 10e 4c", "6o 6c 6e",
				     "1o 2c 3e 1b", NULL, NULL);
	play_expect(g, "9o", "7 / -");
	/* worth 16: no card sweeps it */
	play_expect(g, "6o x 2c+3e+1b", "7 / -");
	/* worth 10: the 10 would sweep, seat 0 keeps it */
	play_expect(g, "4c", "7 10 / -");
	escopa_game_free(g);

	g = deal(ESCOPA_PRESET_SCOPA, "10c 9o 3b", "8o 8c 6e", "1o 2c 4e 5b", NULL, NULL);
	play_expect(g, "10c x 1o+4e+5b", "");
	/* a lone 2: the 2 takes it by its rank */
	play_expect(g, "8o", "- / 2");
	escopa_game_free(g);
}
END_TEST

/* The hand's last play, 2e onto a table worth 8 that a 7 would sweep:
 * declined only when a sweep on the last play scores (Escoba de 15 by
 * default, not with sweep_on_last_play=0). */
START_TEST(declined_on_the_last_play_only_where_it_scores)
{
	escopa_cardset_t elsewhere = cards("1o 2c 3e 2b 2e");
	char captured[512];
	size_t len = 0;
	ck_assert_ok(escopa_cardset_format(ESCOPA_CARDSET_DECK & ~elsewhere, ESCOPA_STYLE_ASCII,
					   captured, sizeof captured, &len));
	static const char *const rules[] = { "escoba_de_15", "escoba_de_15 sweep_on_last_play=0" };
	static const char *const expected[] = { "- / 7", "" };
	for (int i = 0; i < 2; i++) {
		char text[1024];
		snprintf(text, sizeof text,
			 "position 1 | rules %s | players 2 | hand 1 | dealer 1 | "
			 "phase playing | seat 1 | plays 35 | hands - / 2e | table 1o 2c 3e 2b | "
			 "stock - | captured %s / - | sweeps 0 0 | aside - | scores 0 0 | "
			 "last 0 | winner - | rng 0000000000000001", rules[i], captured);
		struct escopa_game *g = NULL;
		struct escopa_parse_error err = new_error();
		ck_assert_msg(escopa_game_parse_position(text, strlen(text), &g, &err) == ESCOPA_OK,
			      "%s", err.message);
		play_expect(g, "2e", expected[i]);
		escopa_game_free(g);
	}
}
END_TEST

/* A seat's view carries the record (it saw the plays), through its text
 * and its snapshot (format 2); what the view says a seat is known not to
 * hold stays the known voids: a seat may keep a card it declined to
 * sweep with. */
START_TEST(declined_in_the_view)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "7c 4o 10b", "5o 6c 8e",
				     "1o 2c 3e 2b", NULL, NULL);
	play(g, "4o");
	struct escopa_view *view = NULL, *back = NULL;
	ck_assert_ok(escopa_view_new(g, 1, &view));
	char text[4096];
	size_t len = 0;
	ck_assert_ok(escopa_view_format(view, text, sizeof text, &len));
	ck_assert_ptr_nonnull(strstr(text, "| hands ? ? / 5o 6c 8e | declined 7 / - | table "));
	ck_assert_ok(escopa_view_parse(text, len, &back, NULL));
	int equal = 0;
	ck_assert_ok(escopa_view_equal(view, back, &equal));
	ck_assert(equal);
	escopa_view_free(back);
	uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_view_snapshot(view, snap, sizeof snap));
	ck_assert_int_eq(snap[4], 2);
	ck_assert_ok(escopa_view_new_from_snapshot(snap, sizeof snap, &back, NULL));
	ck_assert_ok(escopa_view_equal(view, back, &equal));
	ck_assert(equal);
	escopa_cardset_t excluded = 1;
	ck_assert_ok(escopa_view_excluded(view, 0, &excluded));
	ck_assert_uint_eq(excluded, 0);
	escopa_view_free(back);
	escopa_view_free(view);
	escopa_game_free(g);
}
END_TEST

/* Reading refuses what no play records, at the field at fault. */
START_TEST(declined_refused_when_impossible)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "7c 4o 10b", "5o 6c 8e",
				     "1o 2c 3e 2b", NULL, NULL);
	play(g, "4o");
	char base[4096];
	snprintf(base, sizeof base, "%s", position_of(g));
	const char *field = strstr(base, "declined 7 / -");
	ck_assert_ptr_nonnull(field);
	size_t at = (size_t)(field - base) + strlen("declined ");
	/* Where each error points: into the content, or (-1) at the field,
	 * which the state checks name. */
	static const struct {
		const char *content;
		int offset;
		const char *says;
	} bad[] = {
		{ "11 / -", 0, "a card value must be 1 to 10" },
		{ "jk / -", 0, "expected a number" },
		{ "7 7 / -", 2, "'7' is twice among the declined sweeps" },
		{ "7 / - / -", 8, "more than 2 sets of declined sweeps" },
		/* seat 1 has not played in this round */
		{ "7 / 3", -1, "a seat that has not played this round has declined no sweep" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char text[4096];
		snprintf(text, sizeof text, "%.*s%s%s", (int)at, base, bad[i].content,
			 base + at + strlen("7 / -"));
		struct escopa_parse_error err = new_error();
		struct escopa_game *before = NULL;
		ck_assert_ok(escopa_game_clone(g, &before));
		ck_assert_int_eq(escopa_game_load_position(g, text, strlen(text), &err),
				 ESCOPA_E_PARSE);
		assert_same_game(g, before);
		escopa_game_free(before);
		size_t want = bad[i].offset < 0 ? (size_t)(field - base) : at + (size_t)bad[i].offset;
		ck_assert_msg(err.offset == want, "'%s': offset %zu, expected %zu: %s",
			      bad[i].content, err.offset, want, err.message);
		ck_assert_msg(strstr(err.message, bad[i].says), "'%s' does not say '%s'",
			      err.message, bad[i].says);
	}
	escopa_game_free(g);
}
END_TEST

/* Snapshots: format 4 holds the record in bit 7 of the stacked-pile byte
 * of card 4 (v - 1) + s for seat s and value v; it is refused without any,
 * on a joker's byte, and for a seat the game does not have. */
START_TEST(declined_in_snapshots)
{
	struct escopa_game *g = deal(ESCOPA_PRESET_ESCOBA_DE_15, "7c 4o 10b", "5o 6c 8e",
				     "1o 2c 3e 2b", NULL, NULL);
	play(g, "4o");
	uint8_t snap[SIZE], bad[SIZE];
	ck_assert_ok(escopa_game_snapshot(g, snap, SIZE));
	ck_assert_int_eq(snap[4], 4);
	/* seat 0, value 7: card 24 (7o) */
	for (int c = 0; c < ESCOPA_CARD_COUNT; c++)
		ck_assert_int_eq(snap[188 + c] & 0x80, c == 24 ? 0x80 : 0);

	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(g, &before));
	static const struct {
		int byte;        /* the stacked-pile byte of this card id */
		int version;
		size_t offset;
		const char *says;
	} edits[] = {
		/* no declined sweep left: format 4 is for a state with some */
		{ 24, 4, 4, "format 4 is only for a state with declined sweeps" },
		/* format 2 has no record there */
		{ -1, 2, 188 + 24, "stacked pile 128 does not exist" },
		/* a joker's byte */
		{ 40, 4, 188 + 40, "stacked pile 128 does not exist" },
		/* seat 2 of a 2-player game (value 7: card 26) */
		{ 26, 4, 188, "declined sweeps of a seat that does not exist" },
		/* seat 1 has not played in this round (value 3: card 9) */
		{ 9, 4, 188, "has declined no sweep" },
	};
	for (size_t i = 0; i < sizeof edits / sizeof edits[0]; i++) {
		memcpy(bad, snap, SIZE);
		if (edits[i].byte >= 0)
			bad[188 + edits[i].byte] ^= 0x80;
		bad[4] = (uint8_t)edits[i].version;
		snapshot_reseal(bad);
		struct escopa_parse_error err = new_error();
		ck_assert_int_eq(escopa_game_restore(g, bad, SIZE, &err), ESCOPA_E_PARSE);
		assert_same_game(g, before);
		ck_assert_msg(err.offset == edits[i].offset, "edit %zu: offset %zu, expected %zu: %s",
			      i, err.offset, edits[i].offset, err.message);
		ck_assert_msg(strstr(err.message, edits[i].says), "'%s' does not say '%s'",
			      err.message, edits[i].says);
	}
	escopa_game_free(before);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("declined-sweeps");
	TCase *tc = tcase_create("record");
	tcase_add_test(tc, declined_in_sum_mode_until_the_next_deal);
	tcase_add_test(tc, declined_with_capture_multiples);
	tcase_add_test(tc, declined_with_stacks);
	tcase_add_test(tc, declined_not_with_a_joker_on_the_table);
	tcase_add_test(tc, declined_in_match_mode);
	tcase_add_test(tc, declined_on_the_last_play_only_where_it_scores);
	tcase_add_test(tc, declined_in_the_view);
	tcase_add_test(tc, declined_refused_when_impossible);
	tcase_add_test(tc, declined_in_snapshots);
	suite_add_tcase(s, tc);
	return s;
}
