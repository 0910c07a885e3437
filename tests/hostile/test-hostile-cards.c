/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile input to the card and move readers (each in every style, the
 * NUL-terminated one and the one that takes a length), and move values
 * that are not moves: hostile-helpers.h says what each case asserts.
 */

#include <stdlib.h>
#include <string.h>
#include "hostile-helpers.h"

static const enum escopa_style all_styles[] = {
	ESCOPA_STYLE_ASCII, ESCOPA_STYLE_FRENCH, ESCOPA_STYLE_FRENCH_ASCII,
	ESCOPA_STYLE_SPANISH, ESCOPA_STYLE_ITALIAN, ESCOPA_STYLE_ANY,
};
#define N_STYLES (sizeof all_styles / sizeof all_styles[0])

/*
 * Both readers of one kind of text (cards, moves) refuse text in a style:
 * the NUL-terminated one, and the one given the exact copy and its length,
 * which fills the error. Neither writes its out-parameter.
 */
typedef void (*refuse_fn)(const char *text, const char *copy, size_t length,
			  enum escopa_style style, struct escopa_parse_error *error);

static void
refuse_card(const char *text, const char *copy, size_t length, enum escopa_style style,
	    struct escopa_parse_error *error)
{
	escopa_card_t c = SENTINEL;
	ck_assert_msg(escopa_card_parse(text, style, &c) == ESCOPA_E_PARSE,
		      "'%s' parsed as a card", text);
	ck_assert_msg(escopa_card_read(copy, length, style, &c, error) == ESCOPA_E_PARSE,
		      "'%s' read as a card", text);
	ck_assert_int_eq(c, SENTINEL);
}

static void
refuse_move(const char *text, const char *copy, size_t length, enum escopa_style style,
	    struct escopa_parse_error *error)
{
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_msg(escopa_move_parse(text, style, &move) == ESCOPA_E_PARSE,
		      "'%s' parsed as a move", text);
	ck_assert_msg(escopa_move_read(copy, length, style, &move, error) == ESCOPA_E_PARSE,
		      "'%s' read as a move", text);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
}

/* Every text refused in every style, with the error filled. */
static void
assert_refused_in_every_style(const char *const *bad, size_t n, refuse_fn refuse)
{
	for (size_t s = 0; s < N_STYLES; s++) {
		for (size_t i = 0; i < n; i++) {
			size_t length = strlen(bad[i]);
			char *copy = exact_copy(bad[i], length);
			struct escopa_parse_error error = new_error();
			refuse(bad[i], copy, length, all_styles[s], &error);
			assert_error(&error, ESCOPA_E_PARSE, length);
			free(copy);
		}
	}
}

START_TEST(card_readers_refuse_hostile_text)
{
	static const char *const bad[] = {
		"", " ", "\t\n", "7", "o", "7 de", "Caball", "Rey d", "de Oros", "jk", "jk3",
		"Joker", "Joker 3", "0o", "11o", "-7o", "+7o", "7oo", "7o7o", "7o 5c",
		"99999999999999999999o", "18446744073709551617o", "7\xe2\x99", "\xe2\x99\xa6",
		"\xff\xfe\xfd", "7\x80", "\x01\x02\x03",
	};
	assert_refused_in_every_style(bad, sizeof bad / sizeof bad[0], refuse_card);
}
END_TEST

START_TEST(card_readers_refuse_huge_text)
{
	char *text = huge_text("7o ", HUGE_SIZE);
	escopa_card_t c = SENTINEL;
	escopa_cardset_t set = SENTINEL_SET;
	escopa_move_t move = SENTINEL_MOVE;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c), ESCOPA_E_PARSE);
	ck_assert_status(escopa_card_read(text, HUGE_SIZE, ESCOPA_STYLE_ANY, &c, &error),
			 ESCOPA_E_PARSE);
	assert_error(&error, ESCOPA_E_PARSE, HUGE_SIZE);
	ck_assert_status(escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set), ESCOPA_E_PARSE);
	ck_assert_status(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move), ESCOPA_E_PARSE);
	error = new_error();
	ck_assert_status(escopa_move_read(text, HUGE_SIZE, ESCOPA_STYLE_ANY, &move, &error),
			 ESCOPA_E_PARSE);
	assert_error(&error, ESCOPA_E_PARSE, HUGE_SIZE);
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL_SET);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	free(text);

	/* A long card name made of blanks around a valid one. */
	text = huge_text(" ", 100000);
	text[50000] = '7';
	text[50001] = 'o';
	ck_assert_status(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c), ESCOPA_E_PARSE);
	ck_assert_int_eq(c, SENTINEL);
	free(text);
}
END_TEST

START_TEST(length_readers_refuse_embedded_nul)
{
	static const struct {
		const char *text;
		size_t length;
		size_t nul;
	} cases[] = {
		{ "7o\0", 3, 2 },
		{ "\0" "7o", 3, 0 },
		{ "7\0o", 3, 1 },
		{ "7 de\0 Oros", 10, 4 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *copy = exact_copy(cases[i].text, cases[i].length);
		escopa_card_t c = SENTINEL;
		struct escopa_parse_error error = new_error();
		ck_assert_status(escopa_card_read(copy, cases[i].length, ESCOPA_STYLE_ANY, &c, &error),
				 ESCOPA_E_PARSE);
		ck_assert_int_eq(c, SENTINEL);
		assert_error(&error, ESCOPA_E_PARSE, cases[i].length);
		ck_assert_msg(error.offset <= cases[i].nul, "error at %zu, after the NUL at %zu",
			      error.offset, cases[i].nul);
		free(copy);
	}

	static const char move_nul[] = "7o x 8c\0";
	char *copy = exact_copy(move_nul, sizeof move_nul - 1);
	escopa_move_t move = SENTINEL_MOVE;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_move_read(copy, sizeof move_nul - 1, ESCOPA_STYLE_ANY, &move,
					  &error), ESCOPA_E_PARSE);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	assert_error(&error, ESCOPA_E_PARSE, sizeof move_nul - 1);
	/* Without the NUL the same text reads. */
	ck_assert_ok(escopa_move_read(copy, sizeof move_nul - 2, ESCOPA_STYLE_ANY, &move, NULL));
	free(copy);

	static const char rules_nul[] = "escoba\0 target=5";
	struct escopa_rules *rules = SENTINEL_PTR;
	error = new_error();
	ck_assert_status(escopa_rules_read(rules_nul, sizeof rules_nul - 1, &rules, &error),
			 ESCOPA_E_PARSE);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
	assert_error(&error, ESCOPA_E_PARSE, sizeof rules_nul - 1);
	ck_assert_uint_le(error.offset, 6);
}
END_TEST

START_TEST(move_readers_refuse_hostile_text)
{
	static const char *const bad[] = {
		"", " ", "x", "7o x", "7o x ", "x 7o", "7o on", "7o on ", "7o x x 8c", "7o x 8c x 1o",
		"7o x 8c+", "7o x +8c", "7o x 8c++1o", "7o x 8c+8c", "7o x 7o", "7o on 7o",
		"7ox8c", "7o x8c", "7o x 11c", "jk3 x 7o", "7o 8c", "7o x 8c on 1o",
		"\xff x \xfe", "7o x 8c\x01",
	};
	assert_refused_in_every_style(bad, sizeof bad / sizeof bad[0], refuse_move);

	/* A target of 40 cards plus the played card is too long for the
	 * NUL-terminated reader's 1024 bytes in the long styles. */
	char *text = huge_text("Caballo de Bastos + ", 2000);
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_status(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move), ESCOPA_E_PARSE);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	free(text);
}
END_TEST

START_TEST(move_values_out_of_range)
{
	static const uint64_t bad[] = {
		0, UINT64_MAX, UINT64_C(1) << 63, UINT64_C(1) << 42, UINT64_C(1) << 47,
		UINT64_C(1) << 54, UINT64_C(1) << 58,
		/* kind 0 and a card */
		UINT64_C(7) << 48,
		/* a trail with a target */
		(UINT64_C(2) << 56) | (UINT64_C(7) << 48) | 1,
		/* a capture with an empty target */
		(UINT64_C(1) << 56) | (UINT64_C(7) << 48),
		/* a capture of its own card */
		(UINT64_C(1) << 56) | (UINT64_C(7) << 48) | (UINT64_C(1) << 7),
		/* card 42, 63 */
		(UINT64_C(2) << 56) | (UINT64_C(42) << 48),
		(UINT64_C(2) << 56) | (UINT64_C(63) << 48),
		/* a target card above the jokers */
		(UINT64_C(1) << 56) | (UINT64_C(7) << 48) | (UINT64_C(1) << 45),
	};
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 2);
	struct escopa_game *before = clone_game(game);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int kind = SENTINEL;
		escopa_card_t c = SENTINEL;
		escopa_cardset_t target = SENTINEL_SET;
		char text[64] = "x";
		size_t length = SENTINEL;
		ck_assert_status(escopa_move_parts(bad[i], &kind, &c, &target), ESCOPA_E_MOVE);
		ck_assert_int_eq(kind, SENTINEL);
		ck_assert_int_eq(c, SENTINEL);
		ck_assert_uint_eq(target, SENTINEL_SET);
		ck_assert_status(escopa_move_format(bad[i], ESCOPA_STYLE_ASCII, text, sizeof text,
						    &length), ESCOPA_E_MOVE);
		ck_assert_uint_eq(length, SENTINEL);
		ck_assert_status(escopa_game_is_legal(game, bad[i]), ESCOPA_E_MOVE);
		ck_assert_status(escopa_game_play(game, bad[i], NULL), ESCOPA_E_MOVE);
		assert_game_unchanged(game, before);
	}
	/* Every single bit: not a move, but for bit 57, a trail of the ace
	 * of coins, which is illegal unless the seat to play holds it. */
	for (int bit = 0; bit < 64; bit++) {
		uint64_t value = UINT64_C(1) << bit;
		if (escopa_game_is_legal(game, value) == ESCOPA_OK)
			continue;
		enum escopa_status rc = escopa_game_play(game, value, NULL);
		ck_assert_msg(rc == (bit == 57 ? ESCOPA_E_ILLEGAL : ESCOPA_E_MOVE), "bit %d: %s",
			      bit, escopa_status_name(rc));
		assert_game_unchanged(game, before);
	}

	static const int bad_cards[] = { -1, 42, 64, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_cards / sizeof bad_cards[0]; i++) {
		escopa_move_t move = SENTINEL_MOVE;
		int value = SENTINEL;
		ck_assert_status(escopa_move_make(ESCOPA_MOVE_TRAIL, bad_cards[i], 0, &move),
				 ESCOPA_E_CARD);
		ck_assert_status(escopa_card_value(bad_cards[i], &value), ESCOPA_E_CARD);
		ck_assert_uint_eq(move, SENTINEL_MOVE);
		ck_assert_int_eq(value, SENTINEL);
	}
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_status(escopa_move_make((enum escopa_move_kind)0, 7, 1, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make((enum escopa_move_kind)4, 7, 1, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make((enum escopa_move_kind)INT32_MIN, 7, 1, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_TRAIL, 7, 1, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 7, 0, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 7, UINT64_C(1) << 7, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 7, UINT64_C(1) << 50, &move),
			 ESCOPA_E_CARD);
	ck_assert_uint_eq(move, SENTINEL_MOVE);

	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(card_and_move_readers_refuse_null)
{
	escopa_card_t c = SENTINEL;
	escopa_cardset_t set = SENTINEL_SET;
	escopa_move_t move = SENTINEL_MOVE;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_card_parse(NULL, ESCOPA_STYLE_ANY, &c), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_read(NULL, 2, ESCOPA_STYLE_ANY, &c, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_read("7o", 2, ESCOPA_STYLE_ANY, NULL, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_parse(NULL, ESCOPA_STYLE_ANY, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parse(NULL, ESCOPA_STYLE_ANY, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_read(NULL, 2, ESCOPA_STYLE_ANY, &move, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_read("7o", 2, ESCOPA_STYLE_ANY, NULL, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parts(move, NULL, NULL, NULL), ESCOPA_E_MOVE);
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL_SET);
	ck_assert_uint_eq(move, SENTINEL_MOVE);

	/* Styles and parse error versions that do not exist. */
	size_t length;
	static const int bad_styles[] = { -1, 6, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_styles / sizeof bad_styles[0]; i++) {
		enum escopa_style style = (enum escopa_style)bad_styles[i];
		length = SENTINEL;
		ck_assert_status(escopa_card_parse("7o", style, &c), ESCOPA_E_INVALID);
		ck_assert_status(escopa_card_read("7o", 2, style, &c, NULL), ESCOPA_E_INVALID);
		ck_assert_status(escopa_move_read("7o", 2, style, &move, NULL), ESCOPA_E_INVALID);
		ck_assert_status(escopa_card_format(7, style, NULL, 0, &length), ESCOPA_E_INVALID);
		ck_assert_uint_eq(length, SENTINEL);
	}
	length = SENTINEL;
	ck_assert_status(escopa_card_format(7, ESCOPA_STYLE_ANY, NULL, 0, &length), ESCOPA_E_INVALID);
	ck_assert_uint_eq(length, SENTINEL);
	static const unsigned bad_versions[] = { 0, 2, 0xFFFFFFFFu };
	for (size_t i = 0; i < sizeof bad_versions / sizeof bad_versions[0]; i++) {
		error = new_error();
		error.version = bad_versions[i];
		ck_assert_status(escopa_card_read("7o", 2, ESCOPA_STYLE_ANY, &c, &error),
				 ESCOPA_E_INVALID);
		ck_assert_status(escopa_move_read("7o", 2, ESCOPA_STYLE_ANY, &move, &error),
				 ESCOPA_E_INVALID);
		ck_assert_uint_eq(error.version, bad_versions[i]);
	}
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("hostile-cards");
	TCase *tc;

	tc = tcase_create("cards and moves");
	tcase_add_test(tc, card_readers_refuse_hostile_text);
	tcase_add_test(tc, card_readers_refuse_huge_text);
	tcase_add_test(tc, length_readers_refuse_embedded_nul);
	tcase_add_test(tc, move_readers_refuse_hostile_text);
	tcase_add_test(tc, move_values_out_of_range);
	tcase_add_test(tc, card_and_move_readers_refuse_null);
	suite_add_tcase(s, tc);
	return s;
}
