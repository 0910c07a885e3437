/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Card sets as text in every deck style (doc/rules.md, section Cards). */

#include <string.h>
#include "card-helpers.h"

/* ---- card sets ---- */

struct set_text {
	escopa_cardset_t set;
	enum escopa_style style;
	const char *text;
};

#define SET2(a, b) (ESCOPA_CARDSET_OF(a) | ESCOPA_CARDSET_OF(b))

static const struct set_text set_formats[] = {
	{ 0, ESCOPA_STYLE_ASCII, "" },
	{ 0, ESCOPA_STYLE_SPANISH, "" },
	{ SET2(ESCOPA_SEVEN_OF_COINS, ESCOPA_CARD(10, 3)), ESCOPA_STYLE_ASCII, "7o 10b" },
	{ SET2(ESCOPA_CARD(10, 3), ESCOPA_CARD(1, 0)), ESCOPA_STYLE_FRENCH_ASCII, "Ad Kc" },
	{ SET2(ESCOPA_CARD(9, 1), ESCOPA_JOKER_1), ESCOPA_STYLE_FRENCH,
	  "Q\xe2\x99\xa5 Joker 1" },
	{ SET2(ESCOPA_CARD(1, 0), ESCOPA_CARD(8, 2)), ESCOPA_STYLE_SPANISH,
	  "As de Oros, Sota de Espadas" },
	{ SET2(ESCOPA_JOKER_1, ESCOPA_JOKER_2), ESCOPA_STYLE_ITALIAN, "Jolly 1, Jolly 2" },
	{ ESCOPA_CARDSET_RANK(5), ESCOPA_STYLE_ASCII, "5o 5c 5e 5b" },
};

#define N_SET_FORMATS (sizeof set_formats / sizeof set_formats[0])

START_TEST(cardset_format_separates_short_and_long_styles)
{
	const struct set_text *f = &set_formats[_i];
	char buf[128];
	size_t len = SENTINEL_LENGTH;

	ck_assert_ok(escopa_cardset_format(f->set, f->style, buf, sizeof buf, &len));
	ck_assert_str_eq(buf, f->text);
	ck_assert_uint_eq(len, strlen(f->text));

	escopa_cardset_t back = SENTINEL_SET;
	ck_assert_ok(escopa_cardset_parse(f->text, f->style, &back));
	ck_assert_uint_eq(back, f->set);
}
END_TEST

START_TEST(cardset_format_follows_buffer_rule)
{
	escopa_cardset_t set = ESCOPA_CARDSET_RANK(10);
	const char *full = "Rey de Oros, Rey de Copas, Rey de Espadas, Rey de Bastos";
	const size_t full_len = strlen(full);
	char buf[128];
	size_t len = SENTINEL_LENGTH;

	ck_assert_ok(escopa_cardset_format(set, ESCOPA_STYLE_SPANISH, NULL, 0, &len));
	ck_assert_uint_eq(len, full_len);

	for (size_t size = 1; size <= full_len; size++) {
		memset(buf, 'Z', sizeof buf);
		len = SENTINEL_LENGTH;
		ck_assert_ok(escopa_cardset_format(set, ESCOPA_STYLE_SPANISH, buf, size, &len));
		ck_assert_uint_eq(len, full_len);
		ck_assert_str_eq(buf, "");
		ck_assert_int_eq(buf[size], 'Z');
	}

	memset(buf, 'Z', sizeof buf);
	ck_assert_ok(escopa_cardset_format(set, ESCOPA_STYLE_SPANISH, buf, full_len + 1, &len));
	ck_assert_str_eq(buf, full);
	ck_assert_uint_eq(len, full_len);

	/* The empty set needs only the NUL. */
	memset(buf, 'Z', sizeof buf);
	ck_assert_ok(escopa_cardset_format(0, ESCOPA_STYLE_ASCII, buf, 1, &len));
	ck_assert_uint_eq(len, 0);
	ck_assert_str_eq(buf, "");
}
END_TEST

START_TEST(cardset_format_rejects_bad_arguments)
{
	char buf[16] = "untouched";
	size_t len = SENTINEL_LENGTH;

	ck_assert_status(escopa_cardset_format(1, ESCOPA_STYLE_ASCII, buf, sizeof buf, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_format(1, ESCOPA_STYLE_ASCII, NULL, 4, &len),
			 ESCOPA_E_NULL);
	for (int bit = ESCOPA_CARD_COUNT; bit < 64; bit++)
		ck_assert_status(escopa_cardset_format((escopa_cardset_t)1 << bit | 1,
						       ESCOPA_STYLE_ASCII, buf, sizeof buf, &len),
				 ESCOPA_E_CARD);
	for (size_t i = 0; i < N_BAD_STYLES; i++)
		ck_assert_status(escopa_cardset_format(1, (enum escopa_style)bad_styles[i],
						       buf, sizeof buf, &len),
				 ESCOPA_E_INVALID);
	ck_assert_uint_eq(len, SENTINEL_LENGTH);
	ck_assert_str_eq(buf, "untouched");
}
END_TEST

static const struct set_text set_spellings[] = {
	{ 0, ESCOPA_STYLE_ANY, "" },
	{ 0, ESCOPA_STYLE_ANY, "   " },
	{ 0, ESCOPA_STYLE_ANY, "\t\n" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, "7o 5c" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, "  7o\t\t5c  " },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, "7o+5c" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, "7o + 5c" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, "5c 7o" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, "7o,5c" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY, " 7o , 5c " },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 3)), ESCOPA_STYLE_FRENCH_ASCII, "7d 5c" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)), ESCOPA_STYLE_ANY,
	  "Settebello, 5 de Copas" },
	/* names with blanks, without commas */
	{ SET2(ESCOPA_CARD(1, 0), ESCOPA_CARD(7, 1)), ESCOPA_STYLE_ANY,
	  "As de Oros 7 de Copas" },
	{ SET2(ESCOPA_CARD(1, 0), ESCOPA_CARD(7, 1)), ESCOPA_STYLE_ANY,
	  "As de Oros + 7 de Copas" },
	{ SET2(ESCOPA_JOKER_1, ESCOPA_JOKER_2), ESCOPA_STYLE_FRENCH, "Joker 1 Joker 2" },
	{ SET2(ESCOPA_JOKER_1, ESCOPA_CARD(2, 2)), ESCOPA_STYLE_ANY, "Joker 1 2e" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(1, 2)), ESCOPA_STYLE_ANY, "Sete Belo As" },
	{ SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(1, 2)), ESCOPA_STYLE_ANY, "siete de velo as" },
};

#define N_SET_SPELLINGS (sizeof set_spellings / sizeof set_spellings[0])

START_TEST(cardset_parse_splits_on_commas_blanks_and_plus)
{
	const struct set_text *s = &set_spellings[_i];
	escopa_cardset_t set = SENTINEL_SET;

	ck_assert_msg(escopa_cardset_parse(s->text, s->style, &set) == ESCOPA_OK,
		      "'%s' does not parse", s->text);
	ck_assert_msg(set == s->set, "'%s' parsed as %#llx", s->text,
		      (unsigned long long)set);
}
END_TEST

/* A small deterministic generator, so the subsets are the same every run. */
static uint64_t
next_lcg(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return *state >> 11;
}

START_TEST(rules_1_card_sets_print_and_parse_in_every_style)
{
	uint64_t state = 2026;

	for (size_t s = 0; s < N_WRITABLE_STYLES; s++) {
		enum escopa_style style = writable_styles[s];
		for (int round = 0; round < 200; round++) {
			escopa_cardset_t set;
			if (round == 0)
				set = ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS;
			else
				set = next_lcg(&state) & next_lcg(&state) &
				      (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS);
			char buf[1024];
			size_t len = SENTINEL_LENGTH;
			ck_assert_ok(escopa_cardset_format(set, style, buf, sizeof buf, &len));
			ck_assert_uint_lt(len, sizeof buf);
			escopa_cardset_t back = SENTINEL_SET;
			ck_assert_ok(escopa_cardset_parse(buf, style, &back));
			ck_assert_msg(back == set, "'%s' read back wrong in style %d", buf, style);
			if (style != ESCOPA_STYLE_FRENCH_ASCII) {
				back = SENTINEL_SET;
				ck_assert_ok(escopa_cardset_parse(buf, ESCOPA_STYLE_ANY, &back));
				ck_assert_uint_eq(back, set);
			}
		}
	}
}
END_TEST

static const char *const malformed_sets[] = {
	"7o 7o", "7o,7o", "7o + 7o", "Settebello 7o", "7d, 7 de Oros", "jk1 Joker 1",
	",", "7o,", ",7o", "7o,,5c", "7o, ,5c", "7o 5c, 3e", "+", "+7o", "7o+",
	"7o++5c", "7o + + 5c", "7o 5x", "hello", "7o \xff", "7 de", "7o\x01",
	"As de", "Joker 3",
};

#define N_MALFORMED_SETS (sizeof malformed_sets / sizeof malformed_sets[0])

START_TEST(cardset_parse_rejects_duplicates_and_malformed_text)
{
	const char *text = malformed_sets[_i];
	escopa_cardset_t set = SENTINEL_SET;
	enum escopa_status rc = escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set);

	ck_assert_msg(rc == ESCOPA_E_PARSE, "'%s' gave %s", text, escopa_status_name(rc));
	ck_assert_uint_eq(set, SENTINEL_SET);
}
END_TEST

START_TEST(cardset_parse_limits_text_to_4096_bytes)
{
	static char text[5000];
	escopa_cardset_t set = SENTINEL_SET;

	memset(text, ' ', sizeof text);
	memcpy(text, "7o 5c", 5);
	text[4096] = '\0';
	ck_assert_ok(escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set));
	ck_assert_uint_eq(set, SET2(ESCOPA_CARD(7, 0), ESCOPA_CARD(5, 1)));

	set = SENTINEL_SET;
	text[4096] = ' ';
	text[4097] = '\0';
	ck_assert_status(escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set), ESCOPA_E_PARSE);
	ck_assert_uint_eq(set, SENTINEL_SET);

	/* The limit counts bytes, not cards: all 42 cards in long names,
	 * padded with blanks to exactly 4096 bytes. */
	size_t len = 0;
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		size_t n;
		ck_assert_ok(escopa_card_format(c, ESCOPA_STYLE_ITALIAN, text + len,
						 sizeof text - len, &n));
		len += n;
		text[len++] = ',';
	}
	text[len - 1] = ' ';
	memset(text + len, ' ', 4096 - len);
	text[4096] = '\0';
	ck_assert_ok(escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set));
	ck_assert_uint_eq(set, ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS);
}
END_TEST

START_TEST(cardset_parse_rejects_null_and_bad_style)
{
	escopa_cardset_t set = SENTINEL_SET;

	ck_assert_status(escopa_cardset_parse(NULL, ESCOPA_STYLE_ANY, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_parse("7o", (enum escopa_style)99, &set),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_cardset_parse("7o", (enum escopa_style)-1, &set),
			 ESCOPA_E_INVALID);
	ck_assert_uint_eq(set, SENTINEL_SET);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("cardsets");
	TCase *tc;

	tc = tcase_create("card set text");
	tcase_add_loop_test(tc, cardset_format_separates_short_and_long_styles, 0, N_SET_FORMATS);
	tcase_add_test(tc, cardset_format_follows_buffer_rule);
	tcase_add_test(tc, cardset_format_rejects_bad_arguments);
	tcase_add_loop_test(tc, cardset_parse_splits_on_commas_blanks_and_plus, 0, N_SET_SPELLINGS);
	tcase_add_test(tc, rules_1_card_sets_print_and_parse_in_every_style);
	tcase_add_loop_test(tc, cardset_parse_rejects_duplicates_and_malformed_text, 0,
			    N_MALFORMED_SETS);
	tcase_add_test(tc, cardset_parse_limits_text_to_4096_bytes);
	tcase_add_test(tc, cardset_parse_rejects_null_and_bad_style);
	suite_add_tcase(s, tc);
	return s;
}
