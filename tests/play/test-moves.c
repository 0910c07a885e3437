/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Moves: the 64-bit layout, and move text for the three kinds of play of
 * doc/rules.md, section A turn (capture, trail, set). */

#include <limits.h>
#include <stdio.h>
#include <string.h>
#include "helpers.h"

#define SENTINEL_MOVE ((escopa_move_t)0xDEADBEEFu)
#define SENTINEL_INT (-77)
#define SENTINEL_SET ((escopa_cardset_t)0xBADCAFEu)
#define SENTINEL_LENGTH ((size_t)12345)

#define SET_OF(c) ESCOPA_CARDSET_OF(c)

static const enum escopa_style writable_styles[] = {
	ESCOPA_STYLE_ASCII,
	ESCOPA_STYLE_FRENCH,
	ESCOPA_STYLE_FRENCH_ASCII,
	ESCOPA_STYLE_SPANISH,
	ESCOPA_STYLE_ITALIAN,
};
#define N_WRITABLE_STYLES (sizeof writable_styles / sizeof writable_styles[0])

/* 7o x 5c+3e, built by hand from the documented layout. */
#define CAPTURE_7O_5C_3E ((escopa_move_t)1 << 56 | (escopa_move_t)24 << 48 | \
			  (escopa_move_t)1 << 17 | (escopa_move_t)1 << 10)

/* ---- the layout ---- */

START_TEST(moves_layout_is_the_documented_one)
{
	escopa_move_t move = SENTINEL_MOVE;

	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, ESCOPA_SEVEN_OF_COINS,
				      SET_OF(ESCOPA_CARD(5, 1)) | SET_OF(ESCOPA_CARD(3, 2)),
				      &move));
	ck_assert_uint_eq(move, CAPTURE_7O_5C_3E);
	ck_assert_int_eq(ESCOPA_MOVE_KIND(move), ESCOPA_MOVE_CAPTURE);
	ck_assert_int_eq(ESCOPA_MOVE_CARD(move), ESCOPA_SEVEN_OF_COINS);
	ck_assert_uint_eq(ESCOPA_MOVE_TARGET(move),
			  SET_OF(ESCOPA_CARD(5, 1)) | SET_OF(ESCOPA_CARD(3, 2)));

	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, ESCOPA_JOKER_2, 0, &move));
	ck_assert_uint_eq(move, (escopa_move_t)2 << 56 | (escopa_move_t)41 << 48);

	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_SET, 0, SET_OF(ESCOPA_JOKER_2), &move));
	ck_assert_uint_eq(move, (escopa_move_t)3 << 56 | (escopa_move_t)1 << 41);
}
END_TEST

START_TEST(moves_make_builds_every_kind_for_every_card)
{
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		escopa_cardset_t other = SET_OF((c + 1) % ESCOPA_CARD_COUNT) |
					 SET_OF((c + 13) % ESCOPA_CARD_COUNT);
		const struct {
			int kind;
			escopa_cardset_t target;
		} parts[] = {
			{ ESCOPA_MOVE_CAPTURE, other },
			{ ESCOPA_MOVE_TRAIL, 0 },
			{ ESCOPA_MOVE_SET, other },
			{ ESCOPA_MOVE_CAPTURE, (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS) & ~SET_OF(c) },
		};
		for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
			escopa_move_t move = SENTINEL_MOVE;
			ck_assert_ok(escopa_move_make((enum escopa_move_kind)parts[i].kind, c,
						      parts[i].target, &move));
			ck_assert_uint_ne(move, 0);

			int kind = SENTINEL_INT;
			escopa_card_t card = SENTINEL_INT;
			escopa_cardset_t target = SENTINEL_SET;
			ck_assert_ok(escopa_move_parts(move, &kind, &card, &target));
			ck_assert_int_eq(kind, parts[i].kind);
			ck_assert_int_eq(card, c);
			ck_assert_uint_eq(target, parts[i].target);
			ck_assert_int_eq(ESCOPA_MOVE_KIND(move), kind);
			ck_assert_int_eq(ESCOPA_MOVE_CARD(move), card);
			ck_assert_uint_eq(ESCOPA_MOVE_TARGET(move), target);
		}
	}
}
END_TEST

START_TEST(moves_make_rejects_malformed_parts)
{
	escopa_move_t move = SENTINEL_MOVE;
	escopa_cardset_t target = SET_OF(ESCOPA_CARD(8, 1));

	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 24, target, NULL),
			 ESCOPA_E_NULL);

	/* A kind that does not exist. */
	const int bad_kinds[] = { 0, 4, -1, 99, INT_MIN, INT_MAX };
	for (size_t i = 0; i < sizeof bad_kinds / sizeof bad_kinds[0]; i++)
		ck_assert_status(escopa_move_make((enum escopa_move_kind)bad_kinds[i], 24,
						  target, &move),
				 ESCOPA_E_MOVE);

	/* An invalid card, played or in the target. */
	const escopa_card_t bad_cards[] = { -1, 42, 63, 64, 1000, INT_MIN, INT_MAX };
	for (size_t i = 0; i < sizeof bad_cards / sizeof bad_cards[0]; i++)
		ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, bad_cards[i], target,
						  &move),
				 ESCOPA_E_CARD);
	for (int bit = ESCOPA_CARD_COUNT; bit < 64; bit++)
		ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 24,
						  target | (escopa_cardset_t)1 << bit, &move),
				 ESCOPA_E_CARD);

	/* A target that does not fit the kind. */
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_TRAIL, 24, target, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 24, 0, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_SET, 24, 0, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 24, target | SET_OF(24), &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_SET, 24, SET_OF(24), &move),
			 ESCOPA_E_MOVE);

	ck_assert_uint_eq(move, SENTINEL_MOVE);
}
END_TEST

START_TEST(moves_parts_accepts_null_for_unwanted_parts)
{
	int kind = SENTINEL_INT;
	escopa_card_t card = SENTINEL_INT;
	escopa_cardset_t target = SENTINEL_SET;

	ck_assert_ok(escopa_move_parts(CAPTURE_7O_5C_3E, NULL, NULL, NULL));
	ck_assert_ok(escopa_move_parts(CAPTURE_7O_5C_3E, &kind, NULL, NULL));
	ck_assert_int_eq(kind, ESCOPA_MOVE_CAPTURE);
	ck_assert_ok(escopa_move_parts(CAPTURE_7O_5C_3E, NULL, &card, NULL));
	ck_assert_int_eq(card, ESCOPA_SEVEN_OF_COINS);
	ck_assert_ok(escopa_move_parts(CAPTURE_7O_5C_3E, NULL, NULL, &target));
	ck_assert_uint_eq(target, SET_OF(ESCOPA_CARD(5, 1)) | SET_OF(ESCOPA_CARD(3, 2)));
}
END_TEST

/* Values that are not moves, each wrong in one way. */
static const escopa_move_t malformed_moves[] = {
	0,
	/* no kind */
	(escopa_move_t)24 << 48 | 1,
	/* a card id above the last joker */
	(escopa_move_t)2 << 56 | (escopa_move_t)42 << 48,
	(escopa_move_t)2 << 56 | (escopa_move_t)63 << 48,
	/* a trail with a target, a capture and a set without */
	(escopa_move_t)2 << 56 | (escopa_move_t)24 << 48 | 1,
	(escopa_move_t)1 << 56 | (escopa_move_t)24 << 48,
	(escopa_move_t)3 << 56 | (escopa_move_t)24 << 48,
	/* the card in its own target */
	(escopa_move_t)1 << 56 | (escopa_move_t)24 << 48 | (escopa_move_t)1 << 24,
	(escopa_move_t)3 << 56 | (escopa_move_t)0 << 48 | 1,
	/* stray bits in every unused position */
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 42,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 45,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 47,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 54,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 55,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 58,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 60,
	CAPTURE_7O_5C_3E | (escopa_move_t)1 << 63,
	UINT64_MAX,
};
#define N_MALFORMED_MOVES (sizeof malformed_moves / sizeof malformed_moves[0])

START_TEST(moves_parts_rejects_malformed_values)
{
	escopa_move_t move = malformed_moves[_i];
	int kind = SENTINEL_INT;
	escopa_card_t card = SENTINEL_INT;
	escopa_cardset_t target = SENTINEL_SET;

	ck_assert_status(escopa_move_parts(move, &kind, &card, &target), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_parts(move, NULL, NULL, NULL), ESCOPA_E_MOVE);
	ck_assert_int_eq(kind, SENTINEL_INT);
	ck_assert_int_eq(card, SENTINEL_INT);
	ck_assert_uint_eq(target, SENTINEL_SET);

	char buf[32] = "untouched";
	size_t len = SENTINEL_LENGTH;
	ck_assert_status(escopa_move_format(move, ESCOPA_STYLE_ASCII, buf, sizeof buf, &len),
			 ESCOPA_E_MOVE);
	ck_assert_str_eq(buf, "untouched");
	ck_assert_uint_eq(len, SENTINEL_LENGTH);
}
END_TEST

/* ---- move text ---- */

struct move_text {
	int kind;
	escopa_card_t card;
	escopa_cardset_t target;
	enum escopa_style style;
	const char *text;
};

#define C(rank, suit) ESCOPA_CARD(rank, suit)

static const struct move_text move_formats[] = {
	{ ESCOPA_MOVE_CAPTURE, C(7, 0), SET_OF(C(5, 1)) | SET_OF(C(3, 2)),
	  ESCOPA_STYLE_ASCII, "7o x 3e+5c" },
	{ ESCOPA_MOVE_SET, C(4, 3), SET_OF(C(3, 0)) | SET_OF(C(2, 1)),
	  ESCOPA_STYLE_ASCII, "4b on 2c+3o" },
	{ ESCOPA_MOVE_TRAIL, C(10, 2), 0, ESCOPA_STYLE_ASCII, "10e" },
	{ ESCOPA_MOVE_CAPTURE, C(7, 0), SET_OF(C(8, 1)),
	  ESCOPA_STYLE_SPANISH, "7 de Oros x Sota de Copas" },
	{ ESCOPA_MOVE_CAPTURE, C(1, 0), SET_OF(C(7, 1)) | SET_OF(C(7, 2)),
	  ESCOPA_STYLE_SPANISH, "As de Oros x 7 de Copas + 7 de Espadas" },
	{ ESCOPA_MOVE_SET, C(1, 3), SET_OF(C(2, 0)),
	  ESCOPA_STYLE_ITALIAN, "Asso di Bastoni on 2 di Denari" },
	{ ESCOPA_MOVE_TRAIL, C(9, 3), 0, ESCOPA_STYLE_ITALIAN, "Cavallo di Bastoni" },
	{ ESCOPA_MOVE_CAPTURE, C(6, 1), SET_OF(C(9, 0)),
	  ESCOPA_STYLE_FRENCH, "6\xe2\x99\xa5 x Q\xe2\x99\xa6" },
	{ ESCOPA_MOVE_CAPTURE, ESCOPA_JOKER_1, SET_OF(C(5, 0)) | SET_OF(C(4, 1)),
	  ESCOPA_STYLE_FRENCH, "Joker 1 x 4\xe2\x99\xa5+5\xe2\x99\xa6" },
	{ ESCOPA_MOVE_CAPTURE, C(5, 3), SET_OF(ESCOPA_JOKER_1) | SET_OF(ESCOPA_JOKER_2),
	  ESCOPA_STYLE_FRENCH, "5\xe2\x99\xa3 x Joker 1+Joker 2" },
	{ ESCOPA_MOVE_CAPTURE, C(5, 3), SET_OF(C(10, 3)),
	  ESCOPA_STYLE_FRENCH_ASCII, "5c x Kc" },
	{ ESCOPA_MOVE_TRAIL, ESCOPA_JOKER_2, 0, ESCOPA_STYLE_ASCII, "jk2" },
};
#define N_MOVE_FORMATS (sizeof move_formats / sizeof move_formats[0])

START_TEST(rules_4_capture_trail_and_set_print_and_parse)
{
	const struct move_text *f = &move_formats[_i];
	escopa_move_t move = SENTINEL_MOVE;
	char buf[128];
	size_t len = SENTINEL_LENGTH;

	ck_assert_ok(escopa_move_make((enum escopa_move_kind)f->kind, f->card, f->target,
				      &move));
	ck_assert_ok(escopa_move_format(move, f->style, buf, sizeof buf, &len));
	ck_assert_str_eq(buf, f->text);
	ck_assert_uint_eq(len, strlen(f->text));

	escopa_move_t back = SENTINEL_MOVE;
	ck_assert_ok(escopa_move_parse(f->text, f->style, &back));
	ck_assert_uint_eq(back, move);
}
END_TEST

START_TEST(moves_header_example_reads_and_writes)
{
	escopa_move_t move = SENTINEL_MOVE;
	char text[64];
	size_t len;

	ck_assert_ok(escopa_move_parse("7o x 8c", ESCOPA_STYLE_ANY, &move));
	ck_assert_ok(escopa_move_format(move, ESCOPA_STYLE_SPANISH, text, sizeof text, &len));
	ck_assert_str_eq(text, "7 de Oros x Sota de Copas");

	ck_assert_ok(escopa_move_parse("7o x 5c+3e", ESCOPA_STYLE_ANY, &move));
	ck_assert_uint_eq(move, CAPTURE_7O_5C_3E);
	ck_assert_ok(escopa_move_parse("4b on 3o+2c", ESCOPA_STYLE_ANY, &move));
	ck_assert_uint_eq(move, (escopa_move_t)3 << 56 | (escopa_move_t)ESCOPA_CARD(4, 3) << 48 |
				SET_OF(ESCOPA_CARD(3, 0)) | SET_OF(ESCOPA_CARD(2, 1)));
	ck_assert_ok(escopa_move_parse("10e", ESCOPA_STYLE_ANY, &move));
	ck_assert_uint_eq(move, (escopa_move_t)2 << 56 | (escopa_move_t)ESCOPA_CARD(10, 2) << 48);
}
END_TEST

struct move_spelling {
	const char *text;
	enum escopa_style style;
	escopa_move_t move;
};

static const struct move_spelling move_spellings[] = {
	{ "7O X 5C+3E", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "7o x 3e+5c", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "  7o   x   5c + 3e  ", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "7o\tx\t5c\t+\t3e", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "7o x 5c +3e", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "Settebello x 5 de Copas + Tres de Espadas", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "7\xe2\x99\xa6 x 5\xe2\x99\xa5+3\xe2\x99\xa0", ESCOPA_STYLE_ANY, CAPTURE_7O_5C_3E },
	{ "7d x 5h+3s", ESCOPA_STYLE_FRENCH_ASCII, CAPTURE_7O_5C_3E },
	{ "Seven of Diamonds X Five of Hearts + Three of Spades", ESCOPA_STYLE_ANY,
	  CAPTURE_7O_5C_3E },
	{ "7 di denari x 5 di coppe+3 di spade", ESCOPA_STYLE_ITALIAN, CAPTURE_7O_5C_3E },
	/* the 'c' rule of escopa_card_parse() holds in moves */
	{ "7d x 5c", ESCOPA_STYLE_FRENCH_ASCII,
	  (escopa_move_t)1 << 56 | (escopa_move_t)24 << 48 | SET_OF(ESCOPA_CARD(5, 3)) },
	{ "7d x 5c", ESCOPA_STYLE_ANY,
	  (escopa_move_t)1 << 56 | (escopa_move_t)24 << 48 | SET_OF(ESCOPA_CARD(5, 1)) },
	/* set and trail */
	{ "4B ON 3O+2C", ESCOPA_STYLE_ANY,
	  (escopa_move_t)3 << 56 | (escopa_move_t)ESCOPA_CARD(4, 3) << 48 |
	  SET_OF(ESCOPA_CARD(3, 0)) | SET_OF(ESCOPA_CARD(2, 1)) },
	{ "4b On 3o", ESCOPA_STYLE_ANY,
	  (escopa_move_t)3 << 56 | (escopa_move_t)ESCOPA_CARD(4, 3) << 48 |
	  SET_OF(ESCOPA_CARD(3, 0)) },
	{ " Rey de Espadas ", ESCOPA_STYLE_ANY,
	  (escopa_move_t)2 << 56 | (escopa_move_t)ESCOPA_CARD(10, 2) << 48 },
	{ "Comodin 2", ESCOPA_STYLE_ANY,
	  (escopa_move_t)2 << 56 | (escopa_move_t)ESCOPA_JOKER_2 << 48 },
	{ "jk1 x jk2", ESCOPA_STYLE_ANY,
	  (escopa_move_t)1 << 56 | (escopa_move_t)ESCOPA_JOKER_1 << 48 |
	  SET_OF(ESCOPA_JOKER_2) },
};
#define N_MOVE_SPELLINGS (sizeof move_spellings / sizeof move_spellings[0])

START_TEST(moves_parse_ignores_case_and_accepts_every_card_spelling)
{
	const struct move_spelling *s = &move_spellings[_i];
	escopa_move_t move = SENTINEL_MOVE;

	ck_assert_msg(escopa_move_parse(s->text, s->style, &move) == ESCOPA_OK,
		      "'%s' does not parse", s->text);
	ck_assert_msg(move == s->move, "'%s' parsed as %#llx, not %#llx", s->text,
		      (unsigned long long)move, (unsigned long long)s->move);
}
END_TEST

static const char *const malformed_move_texts[] = {
	/* empty and blank */
	"", " ", "\t\n",
	/* separators without blanks around them */
	"7ox5c", "7o x5c", "7ox 5c", "7oon 5c", "7o on5c", "7o+5c",
	/* missing parts */
	"x", "on", "x 5c", "on 5c", "7o x", "7o on", "7o x ", "7o x +", "7o x +5c",
	"7o x 5c+", "7o x 5c++3e", "7o x 5c + + 3e",
	/* target cards must be joined by '+' */
	"7o x 5c 3e", "7o x 5c, 3e",
	/* duplicates, and the card in its own target */
	"7o x 5c+5c", "7o x 5e+5 de Espadas", "7o x 7o", "7o on 5c+7o", "Settebello x 7d",
	/* two separators */
	"7o x 5c x 3e", "7o x 5c on 3e", "7o on 5c x 3e",
	/* not cards */
	"7x", "0o x 5c", "7o x 11c", "7o x hello", "hello", "7o 5c", "7o and 5c",
	"7o x 5c\xff", "\xff x 5c", "7o \xc3\x97 5c", "7o x 5\x01", "7o x 5\x10",
};
#define N_MALFORMED_MOVE_TEXTS (sizeof malformed_move_texts / sizeof malformed_move_texts[0])

START_TEST(moves_parse_rejects_malformed_text)
{
	const char *text = malformed_move_texts[_i];

	for (int style = 0; style <= ESCOPA_STYLE_ANY; style++) {
		escopa_move_t move = SENTINEL_MOVE;
		enum escopa_status rc = escopa_move_parse(text, (enum escopa_style)style, &move);
		ck_assert_msg(rc == ESCOPA_E_PARSE, "'%s' in style %d gave %s", text, style,
			      escopa_status_name(rc));
		ck_assert_uint_eq(move, SENTINEL_MOVE);
	}
}
END_TEST

START_TEST(moves_parse_limits_text_to_1024_bytes)
{
	char text[1100];
	escopa_move_t move = SENTINEL_MOVE;

	/* 1024 bytes: blanks around "7o x 5c+3e". */
	memset(text, ' ', sizeof text);
	memcpy(text + 500, "7o x 5c+3e", 10);
	text[1024] = '\0';
	ck_assert_ok(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move));
	ck_assert_uint_eq(move, CAPTURE_7O_5C_3E);

	move = SENTINEL_MOVE;
	text[1024] = ' ';
	text[1025] = '\0';
	ck_assert_status(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move), ESCOPA_E_PARSE);
	ck_assert_uint_eq(move, SENTINEL_MOVE);

	/* A long target within the limit: the played card and 41 others. */
	size_t len = 0;
	len += (size_t)sprintf(text, "Caballo de Bastos x ");
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		if (c == ESCOPA_CARD(9, 3))
			continue;
		size_t n;
		if (len > 20)
			text[len++] = '+';
		ck_assert_ok(escopa_card_format(c, ESCOPA_STYLE_ASCII, text + len,
						sizeof text - len, &n));
		len += n;
	}
	ck_assert_uint_le(len, 1024);
	ck_assert_ok(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move));
	ck_assert_uint_eq(ESCOPA_MOVE_TARGET(move),
			  (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS) &
			  ~SET_OF(ESCOPA_CARD(9, 3)));
}
END_TEST

START_TEST(moves_parse_rejects_null_and_bad_style)
{
	escopa_move_t move = SENTINEL_MOVE;

	ck_assert_status(escopa_move_parse(NULL, ESCOPA_STYLE_ANY, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parse("7o", (enum escopa_style)99, &move),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_move_parse("7o", (enum escopa_style)-1, &move),
			 ESCOPA_E_INVALID);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
}
END_TEST

START_TEST(moves_format_follows_buffer_rule)
{
	const char *full = "As de Oros x 7 de Copas + 7 de Espadas";
	const size_t full_len = strlen(full);
	escopa_move_t move;
	char buf[128];
	size_t len = SENTINEL_LENGTH;

	ck_assert_ok(escopa_move_parse(full, ESCOPA_STYLE_ANY, &move));
	ck_assert_ok(escopa_move_format(move, ESCOPA_STYLE_SPANISH, NULL, 0, &len));
	ck_assert_uint_eq(len, full_len);

	for (size_t size = 1; size <= full_len; size++) {
		memset(buf, 'Z', sizeof buf);
		len = SENTINEL_LENGTH;
		ck_assert_ok(escopa_move_format(move, ESCOPA_STYLE_SPANISH, buf, size, &len));
		ck_assert_uint_eq(len, full_len);
		ck_assert_str_eq(buf, "");
		ck_assert_int_eq(buf[size], 'Z');
	}

	memset(buf, 'Z', sizeof buf);
	len = SENTINEL_LENGTH;
	ck_assert_ok(escopa_move_format(move, ESCOPA_STYLE_SPANISH, buf, full_len + 1, &len));
	ck_assert_uint_eq(len, full_len);
	ck_assert_str_eq(buf, full);
	ck_assert_int_eq(buf[full_len + 1], 'Z');
}
END_TEST

START_TEST(moves_format_rejects_bad_arguments)
{
	char buf[32] = "untouched";
	size_t len = SENTINEL_LENGTH;
	const int bad_styles[] = { -1, ESCOPA_STYLE_ANY, 6, 99, INT_MAX };

	ck_assert_status(escopa_move_format(CAPTURE_7O_5C_3E, ESCOPA_STYLE_ASCII,
					    buf, sizeof buf, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_move_format(CAPTURE_7O_5C_3E, ESCOPA_STYLE_ASCII, NULL, 8, &len),
			 ESCOPA_E_NULL);
	for (size_t i = 0; i < sizeof bad_styles / sizeof bad_styles[0]; i++)
		ck_assert_status(escopa_move_format(CAPTURE_7O_5C_3E,
						    (enum escopa_style)bad_styles[i],
						    buf, sizeof buf, &len),
				 ESCOPA_E_INVALID);
	ck_assert_status(escopa_move_format(0, ESCOPA_STYLE_ASCII, buf, sizeof buf, &len),
			 ESCOPA_E_MOVE);
	ck_assert_uint_eq(len, SENTINEL_LENGTH);
	ck_assert_str_eq(buf, "untouched");
}
END_TEST

/* A small deterministic generator, so the moves are the same every run. */
static uint64_t
next_lcg(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return *state >> 11;
}

START_TEST(rules_4_every_move_prints_and_parses_in_every_style)
{
	uint64_t state = 15;

	for (size_t s = 0; s < N_WRITABLE_STYLES; s++) {
		enum escopa_style style = writable_styles[s];
		for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
			for (int kind = ESCOPA_MOVE_CAPTURE; kind <= ESCOPA_MOVE_SET; kind++) {
				escopa_cardset_t target = 0;
				while (kind != ESCOPA_MOVE_TRAIL && target == 0)
					target = next_lcg(&state) & next_lcg(&state) &
						 (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS) &
						 ~SET_OF(c);
				escopa_move_t move;
				ck_assert_ok(escopa_move_make((enum escopa_move_kind)kind, c,
							      target, &move));
				char buf[1024];
				size_t len;
				ck_assert_ok(escopa_move_format(move, style, buf, sizeof buf, &len));
				ck_assert_uint_lt(len, sizeof buf);

				escopa_move_t back = SENTINEL_MOVE;
				ck_assert_msg(escopa_move_parse(buf, style, &back) == ESCOPA_OK,
					      "'%s' does not parse in style %d", buf, style);
				ck_assert_msg(back == move, "'%s' read back wrong", buf);
				if (style != ESCOPA_STYLE_FRENCH_ASCII) {
					back = SENTINEL_MOVE;
					ck_assert_ok(escopa_move_parse(buf, ESCOPA_STYLE_ANY, &back));
					ck_assert_uint_eq(back, move);
				}
			}
		}
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("moves");
	TCase *tc;

	tc = tcase_create("values");
	tcase_add_test(tc, moves_layout_is_the_documented_one);
	tcase_add_test(tc, moves_make_builds_every_kind_for_every_card);
	tcase_add_test(tc, moves_make_rejects_malformed_parts);
	tcase_add_test(tc, moves_parts_accepts_null_for_unwanted_parts);
	tcase_add_loop_test(tc, moves_parts_rejects_malformed_values, 0, N_MALFORMED_MOVES);
	suite_add_tcase(s, tc);

	tc = tcase_create("text");
	tcase_add_loop_test(tc, rules_4_capture_trail_and_set_print_and_parse, 0,
			    N_MOVE_FORMATS);
	tcase_add_test(tc, moves_header_example_reads_and_writes);
	tcase_add_loop_test(tc, moves_parse_ignores_case_and_accepts_every_card_spelling, 0,
			    N_MOVE_SPELLINGS);
	tcase_add_loop_test(tc, moves_parse_rejects_malformed_text, 0, N_MALFORMED_MOVE_TEXTS);
	tcase_add_test(tc, moves_parse_limits_text_to_1024_bytes);
	tcase_add_test(tc, moves_parse_rejects_null_and_bad_style);
	tcase_add_test(tc, moves_format_follows_buffer_rule);
	tcase_add_test(tc, moves_format_rejects_bad_arguments);
	tcase_add_test(tc, rules_4_every_move_prints_and_parses_in_every_style);
	suite_add_tcase(s, tc);

	return s;
}
