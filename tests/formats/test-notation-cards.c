/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Cards and moves read with a length and an error report (doc/notation.md):
 * every error asserted against its exact status and offset, with the
 * target left as it was.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation-helpers.h"

/* ---- cards and moves with a length ---- */

START_TEST(card_read_takes_text_with_a_length)
{
	escopa_card_t c = -1;
	ck_assert_ok(escopa_card_read("7oXYZ", 2, ESCOPA_STYLE_ANY, &c, NULL));
	ck_assert_int_eq(c, ESCOPA_SEVEN_OF_COINS);
	ck_assert_ok(escopa_card_read("  Caballo de Copas \n", 20, ESCOPA_STYLE_ANY, &c, NULL));
	ck_assert_int_eq(c, card("9c"));
	ck_assert_ok(escopa_card_read("Kc", 2, ESCOPA_STYLE_FRENCH_ASCII, &c, NULL));
	ck_assert_int_eq(c, card("10b"));
	ck_assert_ok(escopa_card_read("Kc", 2, ESCOPA_STYLE_ANY, &c, NULL));
	ck_assert_int_eq(c, card("10c"));
	ck_assert_ok(escopa_card_read("7\xe2\x99\xa6", 4, ESCOPA_STYLE_ANY, &c, NULL));
	ck_assert_int_eq(c, ESCOPA_SEVEN_OF_COINS);
	ck_assert_ok(escopa_card_read("settebello", 10, ESCOPA_STYLE_ANY, &c, NULL));
	ck_assert_int_eq(c, ESCOPA_SEVEN_OF_COINS);
	ck_assert_ok(escopa_card_read("jk2", 3, ESCOPA_STYLE_ASCII, &c, NULL));
	ck_assert_int_eq(c, ESCOPA_JOKER_2);

	/* escopa_card_parse() reads the same way */
	for (escopa_card_t id = 0; id < ESCOPA_CARD_COUNT; id++) {
		for (int style = ESCOPA_STYLE_ASCII; style < ESCOPA_STYLE_ANY; style++) {
			char text[64];
			size_t len;
			escopa_card_t a = -1, b = -2;
			ck_assert_ok(escopa_card_format(id, (enum escopa_style)style, text,
							sizeof text, &len));
			ck_assert_ok(escopa_card_parse(text, (enum escopa_style)style, &a));
			ck_assert_ok(escopa_card_read(text, len, (enum escopa_style)style, &b, NULL));
			ck_assert_int_eq(a, id);
			ck_assert_int_eq(b, id);
		}
	}
}
END_TEST

static void
expect_card_error(const char *text, size_t len, enum escopa_style style,
		  enum escopa_status status, size_t offset, size_t line, size_t column,
		  const char *words)
{
	escopa_card_t c = SENTINEL;
	struct escopa_parse_error err = new_error();
	ck_assert_status(escopa_card_read(text, len, style, &c, &err), status);
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_int_eq(err.status, status);
	ck_assert_msg(err.offset == offset, "offset %zu, expected %zu: %s", err.offset, offset,
		      err.message);
	ck_assert_uint_eq(err.line, line);
	ck_assert_uint_eq(err.column, column);
	ck_assert_msg(strstr(err.message, words), "message '%s' lacks '%s'", err.message, words);
}

START_TEST(card_read_reports_where_and_why)
{
	expect_card_error("", 0, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 0, 1, 1, "expected a card");
	expect_card_error("   ", 3, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 3, 1, 4, "expected a card");
	expect_card_error("7x", 2, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 0, 1, 1, "'7x' is not a card");
	expect_card_error("  11o", 5, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 2, 1, 3, "'11o'");
	expect_card_error("7\0o", 3, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 1, 1, 2, "NUL");
	expect_card_error("\n 7x", 4, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 2, 2, 2, "not a card");
	expect_card_error("7\x01o", 3, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 1, 1, 2, "\\x01");
	expect_card_error("7 \xff", 3, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 2, 1, 3, "\\xff");
	expect_card_error("7 de Oros de Copas", 18, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 0, 1, 1,
			  "not a card");
	char big[65];
	memset(big, ' ', sizeof big);
	big[0] = '7';
	big[1] = 'o';
	expect_card_error(big, 65, ESCOPA_STYLE_ANY, ESCOPA_E_PARSE, 64, 1, 65, "64");
	escopa_card_t c = -1;
	ck_assert_ok(escopa_card_read(big, 64, ESCOPA_STYLE_ANY, &c, NULL));

	expect_card_error("7o", 2, (enum escopa_style)6, ESCOPA_E_INVALID, 0, 1, 1, "style");
	expect_card_error(NULL, 2, ESCOPA_STYLE_ANY, ESCOPA_E_NULL, 0, 1, 1, "NULL");
	ck_assert_status(escopa_card_read("7o", 2, ESCOPA_STYLE_ANY, NULL, NULL), ESCOPA_E_NULL);
	struct escopa_parse_error future = new_error();
	future.version = 0;
	ck_assert_status(escopa_card_read("7o", 2, ESCOPA_STYLE_ANY, &c, &future),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_card_read("7x", 2, ESCOPA_STYLE_ANY, &c, NULL), ESCOPA_E_PARSE);
}
END_TEST

START_TEST(move_read_takes_text_with_a_length)
{
	escopa_move_t m = 0, expected = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, card("7o"), cards("3e 5c"), &expected));
	ck_assert_ok(escopa_move_read("7o x 3e+5c, 4b", 10, ESCOPA_STYLE_ANY, &m, NULL));
	ck_assert(m == expected);
	ck_assert_ok(escopa_move_read("7 de Oros X 5 de Copas + 3 de Espadas", 37,
				      ESCOPA_STYLE_ANY, &m, NULL));
	ck_assert(m == expected);
	ck_assert_ok(escopa_move_read("7o x 5c + 3e", 12, ESCOPA_STYLE_ANY, &m, NULL));
	ck_assert(m == expected);
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_SET, card("4b"), cards("2c 3o"), &expected));
	ck_assert_ok(escopa_move_read("4b ON 2c+3o", 11, ESCOPA_STYLE_ANY, &m, NULL));
	ck_assert(m == expected);
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, card("10e"), 0, &expected));
	ck_assert_ok(escopa_move_read(" 10e ", 5, ESCOPA_STYLE_ANY, &m, NULL));
	ck_assert(m == expected);
	/* escopa_move_parse() reads the same way */
	ck_assert_ok(escopa_move_parse("10e", ESCOPA_STYLE_ANY, &m));
	ck_assert(m == expected);
}
END_TEST

static void
expect_move_error(const char *text, size_t len, size_t offset, const char *words)
{
	escopa_move_t m = SENTINEL;
	struct escopa_parse_error err = new_error();
	ck_assert_status(escopa_move_read(text, len, ESCOPA_STYLE_ANY, &m, &err), ESCOPA_E_PARSE);
	ck_assert(m == SENTINEL);
	ck_assert_int_eq(err.status, ESCOPA_E_PARSE);
	ck_assert_msg(err.offset == offset, "'%s': offset %zu, expected %zu: %s", text,
		      err.offset, offset, err.message);
	ck_assert_msg(strstr(err.message, words), "message '%s' lacks '%s'", err.message, words);
	if (!memchr(text, '\0', len) && len <= 1024) {
		char copy[1100];
		memcpy(copy, text, len);
		copy[len] = '\0';
		ck_assert_status(escopa_move_parse(copy, ESCOPA_STYLE_ANY, &m), ESCOPA_E_PARSE);
	}
}

START_TEST(move_read_reports_where_and_why)
{
	expect_move_error("", 0, 0, "expected a card");
	expect_move_error("x 3e", 4, 0, "expected a card");
	expect_move_error("7o x", 4, 4, "expected a card");
	expect_move_error("7o x 3e+", 8, 8, "expected a card");
	expect_move_error("7o x 3e+3e", 10, 8, "twice");
	expect_move_error("7o x 3e+7o", 10, 8, "card played");
	expect_move_error("zz x 3e", 7, 0, "'zz' is not a card");
	expect_move_error("7o x 3e+zz", 10, 8, "'zz'");
	expect_move_error("7o on", 5, 5, "expected a card");
	expect_move_error("7o 3e", 5, 0, "not a card");
	expect_move_error("7o x 3e\0", 8, 7, "NUL");
	char *big = malloc(1025);
	ck_assert_ptr_nonnull(big);
	memset(big, ' ', 1025);
	big[0] = '7';
	big[1] = 'o';
	expect_move_error(big, 1025, 1024, "1024");
	escopa_move_t m;
	ck_assert_ok(escopa_move_read(big, 1024, ESCOPA_STYLE_ANY, &m, NULL));
	free(big);

	struct escopa_parse_error err = new_error();
	ck_assert_status(escopa_move_read(NULL, 0, ESCOPA_STYLE_ANY, &m, &err), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_read("7o", 2, ESCOPA_STYLE_ANY, NULL, &err), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_read("7o", 2, (enum escopa_style)-1, &m, &err),
			 ESCOPA_E_INVALID);
	ck_assert_int_eq(err.status, ESCOPA_E_INVALID);
	err.version = 2;
	ck_assert_status(escopa_move_read("7o", 2, ESCOPA_STYLE_ANY, &m, &err), ESCOPA_E_INVALID);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("notation-cards");
	TCase *tc;

	tc = tcase_create("cards and moves");
	tcase_add_test(tc, card_read_takes_text_with_a_length);
	tcase_add_test(tc, card_read_reports_where_and_why);
	tcase_add_test(tc, move_read_takes_text_with_a_length);
	tcase_add_test(tc, move_read_reports_where_and_why);
	suite_add_tcase(s, tc);
	return s;
}
