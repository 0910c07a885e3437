/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Moves as 64-bit values, and their text: "7o x 5c+3e", "4b on 3o+2c",
 * "10e". Only the form of a move is checked here; whether it is legal
 * depends on a position and is the game's business.
 */

#include <string.h>
#include "core-private.h"

/* Longest move text the parser reads, in bytes. */
#define MAX_MOVE_TEXT 1024

ESCOPA_EXPORT enum escopa_status
escopa_move_make(enum escopa_move_kind kind, escopa_card_t card,
		 escopa_cardset_t target, escopa_move_t *move)
{
	/* Callers may pass any int as the enum. */
	int k = (int)kind;

	if (!move)
		return ESCOPA_E_NULL;
	if (!kind_is_valid(k))
		return ESCOPA_E_MOVE;
	if (!card_is_valid(card) || (target & ~ALL_CARDS))
		return ESCOPA_E_CARD;
	if (!target_fits(k, card, target))
		return ESCOPA_E_MOVE;
	*move = move_encode(k, card, target);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_move_parts(escopa_move_t move, int *kind, escopa_card_t *card,
		  escopa_cardset_t *target)
{
	if (!move_is_well_formed(move))
		return ESCOPA_E_MOVE;
	if (kind)
		*kind = ESCOPA_MOVE_KIND(move);
	if (card)
		*card = ESCOPA_MOVE_CARD(move);
	if (target)
		*target = ESCOPA_MOVE_TARGET(move);
	return ESCOPA_OK;
}

/* Long styles write names with blanks ("7 de Oros"), so their target
 * cards get blanks around the '+' too. */
const char *
target_joiner(enum escopa_style style)
{
	return style == ESCOPA_STYLE_SPANISH || style == ESCOPA_STYLE_ITALIAN ?
	       " + " : "+";
}

ESCOPA_EXPORT enum escopa_status
escopa_move_format(escopa_move_t move, enum escopa_style style,
		   char *buf, size_t size, size_t *length)
{
	if (!length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	if (!move_is_well_formed(move))
		return ESCOPA_E_MOVE;
	if (!style_can_write(style))
		return ESCOPA_E_INVALID;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	int kind = ESCOPA_MOVE_KIND(move);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);

	text_put_card(&t, ESCOPA_MOVE_CARD(move), style);
	if (kind != ESCOPA_MOVE_TRAIL) {
		text_put(&t, kind == ESCOPA_MOVE_CAPTURE ? " x " : " on ");
		text_put_cards(&t, target, target_joiner(style), style);
	}
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

/*
 * Finds the first blank-delimited word "x" or "on" in text[0..len). No
 * card name holds such a word, so the first one is the separator.
 * Returns the kind it stands for, or ESCOPA_MOVE_TRAIL when there is none.
 */
static int
find_separator(const char *text, size_t len, size_t *start, size_t *end)
{
	size_t pos = 0;

	for (;;) {
		while (pos < len && char_is_space(text[pos]))
			pos++;
		if (pos == len)
			return ESCOPA_MOVE_TRAIL;
		size_t word = pos;
		while (pos < len && !char_is_space(text[pos]))
			pos++;
		if (word_equals(text + word, pos - word, "x") ||
		    word_equals(text + word, pos - word, "on")) {
			*start = word;
			*end = pos;
			return pos - word == 1 ? ESCOPA_MOVE_CAPTURE : ESCOPA_MOVE_SET;
		}
	}
}

/* The target: card names joined by '+', blanks around it optional. */
static bool
read_target(struct parse_ctx *ctx, size_t start, size_t len, enum escopa_style style,
	    escopa_card_t played, escopa_cardset_t *target)
{
	const char *text = ctx->text;
	size_t end_all = start + len;
	escopa_cardset_t set = 0;
	char quoted[32];

	for (;;) {
		const char *plus = memchr(text + start, '+', end_all - start);
		size_t end = plus ? (size_t)(plus - text) : end_all;
		escopa_card_t card;
		if (!card_read_at(ctx, start, end - start, style, &card))
			return false;
		size_t at = start;
		while (char_is_space(text[at]))
			at++;
		if (set & ESCOPA_CARDSET_OF(card)) {
			parse_fail(ctx, ESCOPA_E_PARSE, at, "'%s' is twice in the target",
				   parse_quote(quoted, sizeof quoted, text + at, end - at));
			return false;
		}
		if (card == played) {
			parse_fail(ctx, ESCOPA_E_PARSE, at, "the target holds the card played");
			return false;
		}
		set |= ESCOPA_CARDSET_OF(card);
		if (!plus)
			break;
		start = end + 1;
	}
	*target = set;
	return true;
}

bool
move_read_at(struct parse_ctx *ctx, size_t start, size_t len,
	     enum escopa_style style, escopa_move_t *move)
{
	const char *text = ctx->text + start;

	if (len > MAX_MOVE_TEXT) {
		parse_fail(ctx, ESCOPA_E_PARSE, start + MAX_MOVE_TEXT,
			   "move text is longer than %d bytes", MAX_MOVE_TEXT);
		return false;
	}
	size_t sep_start = len, sep_end = len;
	int kind = find_separator(text, len, &sep_start, &sep_end);
	escopa_card_t card;
	escopa_cardset_t target = 0;
	if (!card_read_at(ctx, start, sep_start, style, &card))
		return false;
	if (kind != ESCOPA_MOVE_TRAIL &&
	    !read_target(ctx, start + sep_end, len - sep_end, style, card, &target))
		return false;
	*move = move_encode(kind, card, target);
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_move_parse(const char *text, enum escopa_style style,
		  escopa_move_t *move)
{
	if (!text || !move)
		return ESCOPA_E_NULL;
	if (!style_is_valid(style))
		return ESCOPA_E_INVALID;

	size_t len = 0;
	while (len <= MAX_MOVE_TEXT && text[len] != '\0')
		len++;
	struct parse_ctx ctx;
	parse_init(&ctx, text, len);
	escopa_move_t parsed;
	if (!move_read_at(&ctx, 0, len, style, &parsed))
		return ESCOPA_E_PARSE;
	*move = parsed;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_move_read(const char *text, size_t length, enum escopa_style style,
		 escopa_move_t *move, struct escopa_parse_error *error)
{
	struct parse_ctx ctx;
	escopa_move_t parsed;

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, text, length);
	if (!text || !move)
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL", text ? "move" : "text");
	else if (!style_is_valid(style))
		parse_fail(&ctx, ESCOPA_E_INVALID, 0, "style %d does not exist", (int)style);
	else if (move_read_at(&ctx, 0, length, style, &parsed))
		*move = parsed;
	return parse_report(&ctx, error);
}
