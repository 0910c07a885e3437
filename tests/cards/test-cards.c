/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Cards: attributes, text in every deck style, and suit names
 * (doc/rules.md, section Cards). Card sets are test-cardsets.c's. */

#include <string.h>
#include "card-helpers.h"

static const escopa_card_t bad_cards[] = { -1, 42, 43, 63, 64, 1000, INT_MIN, INT_MAX };
#define N_BAD_CARDS (sizeof bad_cards / sizeof bad_cards[0])

/* ---- attributes ---- */

START_TEST(cards_make_builds_every_regular_card)
{
	for (int rank = 1; rank <= 10; rank++) {
		for (int suit = 0; suit < 4; suit++) {
			escopa_card_t c = SENTINEL_CARD;
			ck_assert_ok(escopa_card_make(rank, suit, &c));
			ck_assert_int_eq(c, (rank - 1) * 4 + suit);
			ck_assert_int_eq(c, ESCOPA_CARD(rank, suit));
		}
	}
	ck_assert_int_eq(ESCOPA_SEVEN_OF_COINS, 24);
}
END_TEST

START_TEST(cards_make_rejects_bad_rank_suit_and_null)
{
	const int bad_ranks[] = { 0, -1, 11, 100, INT_MIN, INT_MAX };
	const int bad_suits[] = { -1, 4, 5, 100, INT_MIN, INT_MAX };
	escopa_card_t c = SENTINEL_CARD;

	for (size_t i = 0; i < sizeof bad_ranks / sizeof bad_ranks[0]; i++)
		ck_assert_status(escopa_card_make(bad_ranks[i], 0, &c), ESCOPA_E_CARD);
	for (size_t i = 0; i < sizeof bad_suits / sizeof bad_suits[0]; i++)
		ck_assert_status(escopa_card_make(1, bad_suits[i], &c), ESCOPA_E_CARD);
	ck_assert_int_eq(c, SENTINEL_CARD);
	ck_assert_status(escopa_card_make(7, 0, NULL), ESCOPA_E_NULL);
}
END_TEST

START_TEST(rules_1_cards_have_rank_suit_and_value)
{
	for (escopa_card_t c = 0; c < 40; c++) {
		int rank = SENTINEL_INT, suit = SENTINEL_INT;
		int value = SENTINEL_INT, joker = SENTINEL_INT;
		ck_assert_ok(escopa_card_rank(c, &rank));
		ck_assert_ok(escopa_card_suit(c, &suit));
		ck_assert_ok(escopa_card_value(c, &value));
		ck_assert_ok(escopa_card_is_joker(c, &joker));
		ck_assert_int_eq(rank, c / 4 + 1);
		ck_assert_int_eq(suit, c % 4);
		/* Sota 8, Caballo 9, Rey 10: the value is the rank. */
		ck_assert_int_eq(value, rank);
		ck_assert_int_eq(joker, 0);
		ck_assert(ESCOPA_CARDSET_DECK & ESCOPA_CARDSET_OF(c));
		ck_assert(ESCOPA_CARDSET_RANK(rank) & ESCOPA_CARDSET_OF(c));
		ck_assert_int_eq(!!(ESCOPA_CARDSET_COINS & ESCOPA_CARDSET_OF(c)),
				 suit == ESCOPA_SUIT_COINS);
	}
}
END_TEST

START_TEST(rules_1_jokers_have_no_rank_suit_or_value)
{
	const escopa_card_t jokers[] = { ESCOPA_JOKER_1, ESCOPA_JOKER_2 };

	for (size_t i = 0; i < 2; i++) {
		int rank = SENTINEL_INT, suit = SENTINEL_INT;
		int value = SENTINEL_INT, joker = SENTINEL_INT;
		ck_assert_ok(escopa_card_rank(jokers[i], &rank));
		ck_assert_ok(escopa_card_suit(jokers[i], &suit));
		ck_assert_ok(escopa_card_value(jokers[i], &value));
		ck_assert_ok(escopa_card_is_joker(jokers[i], &joker));
		ck_assert_int_eq(rank, ESCOPA_RANK_JOKER);
		ck_assert_int_eq(suit, ESCOPA_SUIT_NONE);
		ck_assert_int_eq(value, 0);
		ck_assert_int_eq(joker, 1);
		ck_assert(ESCOPA_CARDSET_JOKERS & ESCOPA_CARDSET_OF(jokers[i]));
	}
}
END_TEST

START_TEST(cards_attributes_reject_bad_ids)
{
	for (size_t i = 0; i < N_BAD_CARDS; i++) {
		int out = SENTINEL_INT;
		ck_assert_status(escopa_card_value(bad_cards[i], &out), ESCOPA_E_CARD);
		ck_assert_status(escopa_card_rank(bad_cards[i], &out), ESCOPA_E_CARD);
		ck_assert_status(escopa_card_suit(bad_cards[i], &out), ESCOPA_E_CARD);
		ck_assert_status(escopa_card_is_joker(bad_cards[i], &out), ESCOPA_E_CARD);
		ck_assert_int_eq(out, SENTINEL_INT);
	}
}
END_TEST

START_TEST(cards_attributes_reject_null)
{
	ck_assert_status(escopa_card_value(0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_rank(0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_suit(0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_is_joker(0, NULL), ESCOPA_E_NULL);
}
END_TEST

/* ---- formatting one card ---- */

struct card_text {
	escopa_card_t card;
	enum escopa_style style;
	const char *text;
};

static const struct card_text formats[] = {
	{ ESCOPA_CARD(7, 0), ESCOPA_STYLE_ASCII, "7o" },
	{ ESCOPA_CARD(1, 1), ESCOPA_STYLE_ASCII, "1c" },
	{ ESCOPA_CARD(8, 2), ESCOPA_STYLE_ASCII, "8e" },
	{ ESCOPA_CARD(10, 3), ESCOPA_STYLE_ASCII, "10b" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_ASCII, "jk1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_ASCII, "jk2" },

	{ ESCOPA_CARD(7, 0), ESCOPA_STYLE_FRENCH, "7\xe2\x99\xa6" },
	{ ESCOPA_CARD(1, 2), ESCOPA_STYLE_FRENCH, "A\xe2\x99\xa0" },
	{ ESCOPA_CARD(8, 1), ESCOPA_STYLE_FRENCH, "J\xe2\x99\xa5" },
	{ ESCOPA_CARD(9, 3), ESCOPA_STYLE_FRENCH, "Q\xe2\x99\xa3" },
	{ ESCOPA_CARD(10, 0), ESCOPA_STYLE_FRENCH, "K\xe2\x99\xa6" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_FRENCH, "Joker 1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_FRENCH, "Joker 2" },

	{ ESCOPA_CARD(7, 0), ESCOPA_STYLE_FRENCH_ASCII, "7d" },
	{ ESCOPA_CARD(10, 3), ESCOPA_STYLE_FRENCH_ASCII, "Kc" },
	{ ESCOPA_CARD(1, 1), ESCOPA_STYLE_FRENCH_ASCII, "Ah" },
	{ ESCOPA_CARD(8, 2), ESCOPA_STYLE_FRENCH_ASCII, "Js" },
	{ ESCOPA_CARD(9, 0), ESCOPA_STYLE_FRENCH_ASCII, "Qd" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_FRENCH_ASCII, "jk1" },

	{ ESCOPA_CARD(1, 0), ESCOPA_STYLE_SPANISH, "As de Oros" },
	{ ESCOPA_CARD(7, 1), ESCOPA_STYLE_SPANISH, "7 de Copas" },
	{ ESCOPA_CARD(8, 2), ESCOPA_STYLE_SPANISH, "Sota de Espadas" },
	{ ESCOPA_CARD(9, 3), ESCOPA_STYLE_SPANISH, "Caballo de Bastos" },
	{ ESCOPA_CARD(10, 0), ESCOPA_STYLE_SPANISH, "Rey de Oros" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_SPANISH, "Comod\xc3\xadn 1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_SPANISH, "Comod\xc3\xadn 2" },

	{ ESCOPA_CARD(1, 0), ESCOPA_STYLE_ITALIAN, "Asso di Denari" },
	{ ESCOPA_CARD(7, 1), ESCOPA_STYLE_ITALIAN, "7 di Coppe" },
	{ ESCOPA_CARD(8, 2), ESCOPA_STYLE_ITALIAN, "Fante di Spade" },
	{ ESCOPA_CARD(9, 3), ESCOPA_STYLE_ITALIAN, "Cavallo di Bastoni" },
	{ ESCOPA_CARD(10, 0), ESCOPA_STYLE_ITALIAN, "Re di Denari" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_ITALIAN, "Jolly 2" },
};

#define N_FORMATS (sizeof formats / sizeof formats[0])

START_TEST(rules_1_cards_format_in_every_style)
{
	const struct card_text *f = &formats[_i];
	char buf[64];
	size_t len = SENTINEL_LENGTH;

	ck_assert_ok(escopa_card_format(f->card, f->style, buf, sizeof buf, &len));
	ck_assert_str_eq(buf, f->text);
	ck_assert_uint_eq(len, strlen(f->text));

	escopa_card_t c = SENTINEL_CARD;
	ck_assert_ok(escopa_card_parse(f->text, f->style, &c));
	ck_assert_int_eq(c, f->card);
}
END_TEST

START_TEST(rules_1_cards_print_and_parse_in_every_style)
{
	for (size_t s = 0; s < N_WRITABLE_STYLES; s++) {
		enum escopa_style style = writable_styles[s];
		for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
			char buf[64];
			size_t len = SENTINEL_LENGTH;
			ck_assert_ok(escopa_card_format(c, style, buf, sizeof buf, &len));
			ck_assert_uint_eq(len, strlen(buf));
			ck_assert_uint_gt(len, 0);

			escopa_card_t back = SENTINEL_CARD;
			ck_assert_ok(escopa_card_parse(buf, style, &back));
			ck_assert_msg(back == c, "'%s' in style %d read back as %d, not %d",
				      buf, style, back, c);

			/* ESCOPA_STYLE_ANY reads a suit initial 'c' as cups, so
			 * French-ASCII clubs come back as the cups of that rank. */
			escopa_card_t expected = c;
			if (style == ESCOPA_STYLE_FRENCH_ASCII && c < 40 &&
			    c % 4 == ESCOPA_SUIT_CLUBS)
				expected = c - ESCOPA_SUIT_CLUBS + ESCOPA_SUIT_CUPS;
			back = SENTINEL_CARD;
			ck_assert_ok(escopa_card_parse(buf, ESCOPA_STYLE_ANY, &back));
			ck_assert_msg(back == expected, "'%s' in any style read back as %d, not %d",
				      buf, back, expected);
		}
	}
}
END_TEST

START_TEST(rules_1_seven_of_coins_has_traditional_names)
{
	const char *names[] = {
		"Settebello", "settebello", "SETTEBELLO",
		"Siete de Velo", "siete  de\tvelo",
		"Sete Belo", "sete belo",
		"Guindis", " guindis ",
		"7d", "7\xe2\x99\xa6", "7 de Oros", "7 di Denari", "Seven of Diamonds",
		"Siete de Oros", "Sette di Denari",
	};

	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		for (size_t s = 0; s < N_WRITABLE_STYLES; s++) {
			escopa_card_t c = SENTINEL_CARD;
			ck_assert_ok(escopa_card_parse(names[i], writable_styles[s], &c));
			ck_assert_int_eq(c, ESCOPA_SEVEN_OF_COINS);
		}
		escopa_card_t c = SENTINEL_CARD;
		ck_assert_ok(escopa_card_parse(names[i], ESCOPA_STYLE_ANY, &c));
		ck_assert_int_eq(c, ESCOPA_SEVEN_OF_COINS);
	}
}
END_TEST

/* ---- parsing one card ---- */

static const struct card_text spellings[] = {
	/* case and blanks */
	{ ESCOPA_CARD(7, 0), ESCOPA_STYLE_ANY, "7O" },
	{ ESCOPA_CARD(7, 0), ESCOPA_STYLE_ANY, "  7o  " },
	{ ESCOPA_CARD(7, 0), ESCOPA_STYLE_ANY, "\t7o\r\n" },
	{ ESCOPA_CARD(10, 3), ESCOPA_STYLE_ANY, "10B" },
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ANY, "CABALLO DE COPAS" },
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ANY, "caballo   de   copas" },
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ANY, "Caballo\tde\tCopas" },
	/* numbers as ranks */
	{ ESCOPA_CARD(1, 0), ESCOPA_STYLE_ANY, "1o" },
	{ ESCOPA_CARD(1, 0), ESCOPA_STYLE_ANY, "1d" },
	{ ESCOPA_CARD(8, 2), ESCOPA_STYLE_ANY, "8s" },
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ANY, "9h" },
	{ ESCOPA_CARD(10, 0), ESCOPA_STYLE_ANY, "10\xe2\x99\xa6" },
	{ ESCOPA_CARD(10, 2), ESCOPA_STYLE_ANY, "10 de Espadas" },
	{ ESCOPA_CARD(1, 3), ESCOPA_STYLE_ANY, "1 di Bastoni" },
	/* rank letters */
	{ ESCOPA_CARD(1, 0), ESCOPA_STYLE_ANY, "Ao" },
	{ ESCOPA_CARD(8, 0), ESCOPA_STYLE_ANY, "Jo" },
	{ ESCOPA_CARD(9, 0), ESCOPA_STYLE_ANY, "Qo" },
	{ ESCOPA_CARD(10, 0), ESCOPA_STYLE_ANY, "Ko" },
	{ ESCOPA_CARD(8, 3), ESCOPA_STYLE_ANY, "Sb" },
	{ ESCOPA_CARD(9, 3), ESCOPA_STYLE_ANY, "Cb" },
	{ ESCOPA_CARD(10, 3), ESCOPA_STYLE_ANY, "Rb" },
	{ ESCOPA_CARD(8, 1), ESCOPA_STYLE_ANY, "Fc" },
	{ ESCOPA_CARD(8, 2), ESCOPA_STYLE_ANY, "se" },
	/* suit letters */
	{ ESCOPA_CARD(5, 2), ESCOPA_STYLE_ANY, "5e" },
	{ ESCOPA_CARD(5, 2), ESCOPA_STYLE_ASCII, "5s" },
	{ ESCOPA_CARD(5, 1), ESCOPA_STYLE_ASCII, "5h" },
	{ ESCOPA_CARD(5, 3), ESCOPA_STYLE_FRENCH_ASCII, "5b" },
	{ ESCOPA_CARD(5, 0), ESCOPA_STYLE_FRENCH, "5o" },
	/* suit symbols, black, white, and with U+FE0F */
	{ ESCOPA_CARD(2, 0), ESCOPA_STYLE_ANY, "2\xe2\x99\xa6" },
	{ ESCOPA_CARD(2, 1), ESCOPA_STYLE_ANY, "2\xe2\x99\xa5" },
	{ ESCOPA_CARD(2, 2), ESCOPA_STYLE_ANY, "2\xe2\x99\xa0" },
	{ ESCOPA_CARD(2, 3), ESCOPA_STYLE_ANY, "2\xe2\x99\xa3" },
	{ ESCOPA_CARD(3, 0), ESCOPA_STYLE_ANY, "3\xe2\x99\xa2" },
	{ ESCOPA_CARD(3, 1), ESCOPA_STYLE_ANY, "3\xe2\x99\xa1" },
	{ ESCOPA_CARD(3, 2), ESCOPA_STYLE_ANY, "3\xe2\x99\xa4" },
	{ ESCOPA_CARD(3, 3), ESCOPA_STYLE_ANY, "3\xe2\x99\xa7" },
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ANY, "q\xe2\x99\xa5\xef\xb8\x8f" },
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ASCII, " Q\xe2\x99\xa5\xef\xb8\x8f " },
	/* English, Spanish and Italian words */
	{ ESCOPA_CARD(9, 1), ESCOPA_STYLE_ANY, "Queen of Hearts" },
	{ ESCOPA_CARD(1, 2), ESCOPA_STYLE_ANY, "Ace of Spades" },
	{ ESCOPA_CARD(8, 3), ESCOPA_STYLE_ANY, "Jack of Clubs" },
	{ ESCOPA_CARD(10, 0), ESCOPA_STYLE_ANY, "King of Diamonds" },
	{ ESCOPA_CARD(3, 1), ESCOPA_STYLE_ANY, "Three of Hearts" },
	{ ESCOPA_CARD(1, 3), ESCOPA_STYLE_ANY, "As de Basto" },
	{ ESCOPA_CARD(4, 0), ESCOPA_STYLE_ANY, "Cuatro de Oros" },
	{ ESCOPA_CARD(6, 1), ESCOPA_STYLE_ANY, "Sei di Coppe" },
	{ ESCOPA_CARD(2, 2), ESCOPA_STYLE_ANY, "Due di Spade" },
	{ ESCOPA_CARD(10, 3), ESCOPA_STYLE_ANY, "Rey de Bastos" },
	{ ESCOPA_CARD(10, 3), ESCOPA_STYLE_ANY, "Re di Bastoni" },
	{ ESCOPA_CARD(9, 2), ESCOPA_STYLE_ANY, "Cavallo di Spade" },
	{ ESCOPA_CARD(8, 0), ESCOPA_STYLE_ANY, "Fante di Denari" },
	{ ESCOPA_CARD(8, 0), ESCOPA_STYLE_ANY, "Sota de Oro" },
	{ ESCOPA_CARD(5, 2), ESCOPA_STYLE_ANY, "5 of Spade" },
	/* jokers */
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_ANY, "jk1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_ANY, "JK2" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_ANY, "jk 1" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_ANY, "Joker 1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_ANY, "joker2" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_ANY, "Comodin 1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_ANY, "COMOD\xc3\x8dN 2" },
	{ ESCOPA_JOKER_1, ESCOPA_STYLE_ANY, "Jolly 1" },
	{ ESCOPA_JOKER_2, ESCOPA_STYLE_ITALIAN, "jolly 2" },
};

#define N_SPELLINGS (sizeof spellings / sizeof spellings[0])

START_TEST(cards_parse_accepts_every_documented_spelling)
{
	const struct card_text *s = &spellings[_i];
	escopa_card_t c = SENTINEL_CARD;

	ck_assert_msg(escopa_card_parse(s->text, s->style, &c) == ESCOPA_OK,
		      "'%s' does not parse", s->text);
	ck_assert_msg(c == s->card, "'%s' parsed as %d, not %d", s->text, c, s->card);
}
END_TEST

START_TEST(rules_1_suit_initial_c_is_clubs_only_in_french_styles)
{
	const char *texts[] = { "7c", "7C", "Kc", "Ac", " 10c " };
	const int ranks[] = { 7, 7, 10, 1, 10 };

	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		escopa_card_t c = SENTINEL_CARD;
		ck_assert_ok(escopa_card_parse(texts[i], ESCOPA_STYLE_FRENCH, &c));
		ck_assert_int_eq(c, ESCOPA_CARD(ranks[i], ESCOPA_SUIT_CLUBS));
		ck_assert_ok(escopa_card_parse(texts[i], ESCOPA_STYLE_FRENCH_ASCII, &c));
		ck_assert_int_eq(c, ESCOPA_CARD(ranks[i], ESCOPA_SUIT_CLUBS));
		ck_assert_ok(escopa_card_parse(texts[i], ESCOPA_STYLE_ASCII, &c));
		ck_assert_int_eq(c, ESCOPA_CARD(ranks[i], ESCOPA_SUIT_CUPS));
		ck_assert_ok(escopa_card_parse(texts[i], ESCOPA_STYLE_SPANISH, &c));
		ck_assert_int_eq(c, ESCOPA_CARD(ranks[i], ESCOPA_SUIT_CUPS));
		ck_assert_ok(escopa_card_parse(texts[i], ESCOPA_STYLE_ITALIAN, &c));
		ck_assert_int_eq(c, ESCOPA_CARD(ranks[i], ESCOPA_SUIT_CUPS));
		ck_assert_ok(escopa_card_parse(texts[i], ESCOPA_STYLE_ANY, &c));
		ck_assert_int_eq(c, ESCOPA_CARD(ranks[i], ESCOPA_SUIT_CUPS));
	}

	/* Only the suit initial is ambiguous: rank letter C is Caballo, and
	 * suit words and symbols mean the same in every style. */
	escopa_card_t c = SENTINEL_CARD;
	ck_assert_ok(escopa_card_parse("Cb", ESCOPA_STYLE_FRENCH, &c));
	ck_assert_int_eq(c, ESCOPA_CARD(9, ESCOPA_SUIT_CLUBS));
	ck_assert_ok(escopa_card_parse("Cc", ESCOPA_STYLE_FRENCH_ASCII, &c));
	ck_assert_int_eq(c, ESCOPA_CARD(9, ESCOPA_SUIT_CLUBS));
	ck_assert_ok(escopa_card_parse("7 de Copas", ESCOPA_STYLE_FRENCH, &c));
	ck_assert_int_eq(c, ESCOPA_CARD(7, ESCOPA_SUIT_CUPS));
	ck_assert_ok(escopa_card_parse("7\xe2\x99\xa3", ESCOPA_STYLE_ASCII, &c));
	ck_assert_int_eq(c, ESCOPA_CARD(7, ESCOPA_SUIT_CLUBS));
}
END_TEST

static const char *const malformed_cards[] = {
	"", " ", "\t\n ", "0o", "11o", "00o", "07o", "100o", "-1o", "7x", "7oo",
	"7", "o", "7 o", "7 de", "de Oros", "7 de de Oros", "7 de Velo",
	"Sota Oros", "Sota de", "Sota de Oros y", "x7o", "7o7o", "7o 5c",
	"7o,", "+7o", "Ko+", "Zo", "Bo", "jk", "jk0", "jk3", "jk12",
	"Joker", "Joker 3", "Joker 1 2", "Jolly", "Comodin", "Settebello 2",
	"Sette bello", "10 10o", "1 0o", "hello", "\xe2\x99\xa6",
	"7\xe2\x99\xa6\xe2\x99\xa6", "Sota de \xe2\x99\xa6",
	/* high bytes, truncated and foreign UTF-8 */
	"7\xffo", "\xff", "7o\x80", "7\xc3", "7\xc3o", "7\xc3\x97", "7\xc3\x86",
	"7\xe2\x99", "7\xe2\x99\xa8", "7\xe2\x98\xa6", "7\xe3\x99\xa6",
	("\xef\xb8\x8f" "7o"), "7o\xef\xb8\x8f", "7\xe2\x99\xa6\xef\xb8",
	/* control bytes, including the ones the parser uses internally */
	"7\x01o", "7o\x7f", "7\x10", "7\x13", "\x1b[0m7o",
};

#define N_MALFORMED_CARDS (sizeof malformed_cards / sizeof malformed_cards[0])

START_TEST(cards_parse_rejects_malformed_text)
{
	const char *text = malformed_cards[_i];

	for (int style = 0; style <= ESCOPA_STYLE_ANY; style++) {
		escopa_card_t c = SENTINEL_CARD;
		enum escopa_status rc = escopa_card_parse(text, (enum escopa_style)style, &c);
		ck_assert_msg(rc == ESCOPA_E_PARSE, "'%s' in style %d gave %s, card %d",
			      text, style, escopa_status_name(rc), c);
		ck_assert_int_eq(c, SENTINEL_CARD);
	}
}
END_TEST

START_TEST(cards_parse_limits_text_to_64_bytes)
{
	char text[128];
	escopa_card_t c = SENTINEL_CARD;

	/* 64 bytes: blanks then "7o". */
	memset(text, ' ', sizeof text);
	memcpy(text + 62, "7o", 3);
	ck_assert_uint_eq(strlen(text), 64);
	ck_assert_ok(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c));
	ck_assert_int_eq(c, ESCOPA_CARD(7, 0));

	/* 65 bytes, blanks after the name this time. */
	c = SENTINEL_CARD;
	memset(text, ' ', sizeof text);
	memcpy(text, "7o", 2);
	text[65] = '\0';
	ck_assert_uint_eq(strlen(text), 65);
	ck_assert_status(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c), ESCOPA_E_PARSE);
	ck_assert_int_eq(c, SENTINEL_CARD);

	/* A long text that is all blanks. */
	memset(text, ' ', sizeof text - 1);
	text[sizeof text - 1] = '\0';
	ck_assert_status(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c), ESCOPA_E_PARSE);
	ck_assert_int_eq(c, SENTINEL_CARD);
}
END_TEST

START_TEST(cards_parse_rejects_null_and_bad_style)
{
	escopa_card_t c = SENTINEL_CARD;

	ck_assert_status(escopa_card_parse(NULL, ESCOPA_STYLE_ANY, &c), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_parse("7o", (enum escopa_style)99, &c), ESCOPA_E_INVALID);
	ck_assert_status(escopa_card_parse("7o", (enum escopa_style)-1, &c), ESCOPA_E_INVALID);
	ck_assert_status(escopa_card_parse("7o", (enum escopa_style)6, &c), ESCOPA_E_INVALID);
	ck_assert_int_eq(c, SENTINEL_CARD);
}
END_TEST

/* ---- the buffer rule ---- */

START_TEST(cards_format_follows_buffer_rule)
{
	const char *full = "Caballo de Copas";
	const size_t full_len = strlen(full);
	escopa_card_t card = ESCOPA_CARD(9, ESCOPA_SUIT_CUPS);
	char buf[64];
	size_t len;

	/* NULL, 0 asks for the length. */
	len = SENTINEL_LENGTH;
	ck_assert_ok(escopa_card_format(card, ESCOPA_STYLE_SPANISH, NULL, 0, &len));
	ck_assert_uint_eq(len, full_len);

	/* A buffer of size 0 is not touched. */
	memset(buf, 'Z', sizeof buf);
	len = SENTINEL_LENGTH;
	ck_assert_ok(escopa_card_format(card, ESCOPA_STYLE_SPANISH, buf, 0, &len));
	ck_assert_uint_eq(len, full_len);
	ck_assert_int_eq(buf[0], 'Z');

	/* Too small, by one byte or by all but one: an empty string. */
	for (size_t size = 1; size <= full_len; size++) {
		memset(buf, 'Z', sizeof buf);
		len = SENTINEL_LENGTH;
		ck_assert_ok(escopa_card_format(card, ESCOPA_STYLE_SPANISH, buf, size, &len));
		ck_assert_uint_eq(len, full_len);
		ck_assert_str_eq(buf, "");
		/* Nothing is written past the buffer. */
		ck_assert_int_eq(buf[size], 'Z');
	}

	/* An exact fit. */
	memset(buf, 'Z', sizeof buf);
	len = SENTINEL_LENGTH;
	ck_assert_ok(escopa_card_format(card, ESCOPA_STYLE_SPANISH, buf, full_len + 1, &len));
	ck_assert_uint_eq(len, full_len);
	ck_assert_str_eq(buf, full);
	ck_assert_int_eq(buf[full_len + 1], 'Z');
}
END_TEST

START_TEST(cards_format_rejects_bad_arguments)
{
	char buf[16] = "untouched";
	size_t len = SENTINEL_LENGTH;

	ck_assert_status(escopa_card_format(0, ESCOPA_STYLE_ASCII, buf, sizeof buf, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_card_format(0, ESCOPA_STYLE_ASCII, NULL, 8, &len),
			 ESCOPA_E_NULL);
	for (size_t i = 0; i < N_BAD_CARDS; i++)
		ck_assert_status(escopa_card_format(bad_cards[i], ESCOPA_STYLE_ASCII,
						    buf, sizeof buf, &len),
				 ESCOPA_E_CARD);
	for (size_t i = 0; i < N_BAD_STYLES; i++)
		ck_assert_status(escopa_card_format(0, (enum escopa_style)bad_styles[i],
						    buf, sizeof buf, &len),
				 ESCOPA_E_INVALID);
	ck_assert_uint_eq(len, SENTINEL_LENGTH);
	ck_assert_str_eq(buf, "untouched");
}
END_TEST

/* ---- suit names ---- */

START_TEST(rules_1_suits_are_named_in_every_style)
{
	const char *expected[5][4] = {
		[ESCOPA_STYLE_ASCII] = { "o", "c", "e", "b" },
		[ESCOPA_STYLE_FRENCH] = { "\xe2\x99\xa6", "\xe2\x99\xa5", "\xe2\x99\xa0",
					  "\xe2\x99\xa3" },
		[ESCOPA_STYLE_FRENCH_ASCII] = { "d", "h", "s", "c" },
		[ESCOPA_STYLE_SPANISH] = { "Oros", "Copas", "Espadas", "Bastos" },
		[ESCOPA_STYLE_ITALIAN] = { "Denari", "Coppe", "Spade", "Bastoni" },
	};

	for (int style = 0; style < 5; style++) {
		for (int suit = 0; suit < 4; suit++) {
			const char *name = escopa_suit_name(suit, (enum escopa_style)style);
			ck_assert_ptr_nonnull(name);
			ck_assert_str_eq(name, expected[style][suit]);
		}
	}
}
END_TEST

START_TEST(suit_name_rejects_bad_suit_and_style)
{
	ck_assert_ptr_null(escopa_suit_name(ESCOPA_SUIT_NONE, ESCOPA_STYLE_ASCII));
	ck_assert_ptr_null(escopa_suit_name(4, ESCOPA_STYLE_ASCII));
	ck_assert_ptr_null(escopa_suit_name(INT_MIN, ESCOPA_STYLE_ASCII));
	for (size_t i = 0; i < N_BAD_STYLES; i++)
		ck_assert_ptr_null(escopa_suit_name(0, (enum escopa_style)bad_styles[i]));
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("cards");
	TCase *tc;

	tc = tcase_create("attributes");
	tcase_add_test(tc, cards_make_builds_every_regular_card);
	tcase_add_test(tc, cards_make_rejects_bad_rank_suit_and_null);
	tcase_add_test(tc, rules_1_cards_have_rank_suit_and_value);
	tcase_add_test(tc, rules_1_jokers_have_no_rank_suit_or_value);
	tcase_add_test(tc, cards_attributes_reject_bad_ids);
	tcase_add_test(tc, cards_attributes_reject_null);
	suite_add_tcase(s, tc);

	tc = tcase_create("card text");
	tcase_add_loop_test(tc, rules_1_cards_format_in_every_style, 0, N_FORMATS);
	tcase_add_test(tc, rules_1_cards_print_and_parse_in_every_style);
	tcase_add_test(tc, rules_1_seven_of_coins_has_traditional_names);
	tcase_add_loop_test(tc, cards_parse_accepts_every_documented_spelling, 0, N_SPELLINGS);
	tcase_add_test(tc, rules_1_suit_initial_c_is_clubs_only_in_french_styles);
	tcase_add_loop_test(tc, cards_parse_rejects_malformed_text, 0, N_MALFORMED_CARDS);
	tcase_add_test(tc, cards_parse_limits_text_to_64_bytes);
	tcase_add_test(tc, cards_parse_rejects_null_and_bad_style);
	tcase_add_test(tc, cards_format_follows_buffer_rule);
	tcase_add_test(tc, cards_format_rejects_bad_arguments);
	suite_add_tcase(s, tc);

	tc = tcase_create("suit names");
	tcase_add_test(tc, rules_1_suits_are_named_in_every_style);
	tcase_add_test(tc, suit_name_rejects_bad_suit_and_style);
	suite_add_tcase(s, tc);
	return s;
}
