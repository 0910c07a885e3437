/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Cards and card sets: their attributes, and their text in every deck
 * style (doc/rules.md, section Cards). Reading that text is
 * card-parse.c's.
 */

#include <string.h>
#include "core-private.h"

/* ---- writing ---- */

struct style_names {
	const char *rank[11];          /* by rank 1..10 */
	const char *suit[4];
	const char *joiner;            /* between rank and suit */
	const char *joker;             /* before the joker's number */
	const char *list_separator;    /* between the cards of a set */
};

/* UTF-8 of the suit symbols and of the accented letter of "Comodín". */
#define SYMBOL_DIAMONDS "\xe2\x99\xa6"
#define SYMBOL_HEARTS "\xe2\x99\xa5"
#define SYMBOL_SPADES "\xe2\x99\xa0"
#define SYMBOL_CLUBS "\xe2\x99\xa3"
#define SMALL_I_ACUTE "\xc3\xad"

static const struct style_names style_names[] = {
	[ESCOPA_STYLE_ASCII] = {
		.rank = { NULL, "1", "2", "3", "4", "5", "6", "7", "8", "9", "10" },
		.suit = { "o", "c", "e", "b" },
		.joiner = "",
		.joker = "jk",
		.list_separator = " ",
	},
	[ESCOPA_STYLE_FRENCH] = {
		.rank = { NULL, "A", "2", "3", "4", "5", "6", "7", "J", "Q", "K" },
		.suit = { SYMBOL_DIAMONDS, SYMBOL_HEARTS, SYMBOL_SPADES, SYMBOL_CLUBS },
		.joiner = "",
		.joker = "Joker ",
		.list_separator = " ",
	},
	[ESCOPA_STYLE_FRENCH_ASCII] = {
		.rank = { NULL, "A", "2", "3", "4", "5", "6", "7", "J", "Q", "K" },
		.suit = { "d", "h", "s", "c" },
		.joiner = "",
		.joker = "jk",
		.list_separator = " ",
	},
	[ESCOPA_STYLE_SPANISH] = {
		.rank = { NULL, "As", "2", "3", "4", "5", "6", "7",
			  "Sota", "Caballo", "Rey" },
		.suit = { "Oros", "Copas", "Espadas", "Bastos" },
		.joiner = " de ",
		.joker = "Comod" SMALL_I_ACUTE "n ",
		.list_separator = ", ",
	},
	[ESCOPA_STYLE_ITALIAN] = {
		.rank = { NULL, "Asso", "2", "3", "4", "5", "6", "7",
			  "Fante", "Cavallo", "Re" },
		.suit = { "Denari", "Coppe", "Spade", "Bastoni" },
		.joiner = " di ",
		.joker = "Jolly ",
		.list_separator = ", ",
	},
};

bool
style_is_valid(enum escopa_style style)
{
	return style >= ESCOPA_STYLE_ASCII && style <= ESCOPA_STYLE_ANY;
}

bool
style_can_write(enum escopa_style style)
{
	return style >= ESCOPA_STYLE_ASCII && style < ESCOPA_STYLE_ANY;
}

/*
 * The buffer rule: bytes are stored only while the text so far fits with
 * its NUL; text_finish() terminates it, or empties the buffer when the
 * whole text did not fit, so a caller never sees a cut-off name.
 */
static void
text_put_n(struct text_buf *t, const char *s, size_t n)
{
	if (t->len + n < t->size)
		memcpy(t->buf + t->len, s, n);
	t->len += n;
}

void
text_put(struct text_buf *t, const char *s)
{
	text_put_n(t, s, strlen(s));
}

void
text_put_card(struct text_buf *t, escopa_card_t card, enum escopa_style style)
{
	const struct style_names *names = &style_names[style];

	/* The short form, written for every card of every position. */
	if (style == ESCOPA_STYLE_ASCII && !card_is_joker(card)) {
		static const char suits[] = "oceb";
		int value = card_value(card);
		if (value == 10) {
			text_put_n(t, "10", 2);
		} else {
			char digit = (char)('0' + value);
			text_put_n(t, &digit, 1);
		}
		text_put_n(t, &suits[card % 4], 1);
		return;
	}

	if (card_is_joker(card)) {
		text_put(t, names->joker);
		text_put(t, card == ESCOPA_JOKER_1 ? "1" : "2");
		return;
	}
	text_put(t, names->rank[card_value(card)]);
	text_put(t, names->joiner);
	text_put(t, names->suit[card % 4]);
}

void
text_put_cards(struct text_buf *t, escopa_cardset_t set, const char *separator,
	       enum escopa_style style)
{
	for (escopa_cardset_t rest = set; rest; rest &= rest - 1) {
		if (rest != set)
			text_put(t, separator);
		text_put_card(t, lowest_card(rest), style);
	}
}

void
text_finish(struct text_buf *t)
{
	if (t->size == 0)
		return;
	t->buf[t->len < t->size ? t->len : 0] = '\0';
}

/* ---- card attributes ---- */

ESCOPA_EXPORT enum escopa_status
escopa_card_make(int rank, int suit, escopa_card_t *card)
{
	if (!card)
		return ESCOPA_E_NULL;
	if (rank < ESCOPA_RANK_ACE || rank > ESCOPA_RANK_KING ||
	    suit < ESCOPA_SUIT_COINS || suit > ESCOPA_SUIT_CLUBS)
		return ESCOPA_E_CARD;
	*card = ESCOPA_CARD(rank, suit);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_card_value(escopa_card_t card, int *value)
{
	if (!value)
		return ESCOPA_E_NULL;
	if (!card_is_valid(card))
		return ESCOPA_E_CARD;
	*value = card_value(card);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_card_rank(escopa_card_t card, int *rank)
{
	if (!rank)
		return ESCOPA_E_NULL;
	if (!card_is_valid(card))
		return ESCOPA_E_CARD;
	/* A rank's number is its capture value; a joker's value reads 0,
	 * which is ESCOPA_RANK_JOKER. */
	*rank = card_value(card);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_card_suit(escopa_card_t card, int *suit)
{
	if (!suit)
		return ESCOPA_E_NULL;
	if (!card_is_valid(card))
		return ESCOPA_E_CARD;
	*suit = card_is_joker(card) ? ESCOPA_SUIT_NONE : card % 4;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_card_is_joker(escopa_card_t card, int *is_joker)
{
	if (!is_joker)
		return ESCOPA_E_NULL;
	if (!card_is_valid(card))
		return ESCOPA_E_CARD;
	*is_joker = card_is_joker(card);
	return ESCOPA_OK;
}

ESCOPA_EXPORT const char *
escopa_suit_name(int suit, enum escopa_style style)
{
	if (suit < ESCOPA_SUIT_COINS || suit > ESCOPA_SUIT_CLUBS ||
	    !style_can_write(style))
		return NULL;
	return style_names[style].suit[suit];
}

/* ---- formatting ---- */

ESCOPA_EXPORT enum escopa_status
escopa_card_format(escopa_card_t card, enum escopa_style style,
		   char *buf, size_t size, size_t *length)
{
	if (!length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	if (!card_is_valid(card))
		return ESCOPA_E_CARD;
	if (!style_can_write(style))
		return ESCOPA_E_INVALID;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	text_put_card(&t, card, style);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_cardset_format(escopa_cardset_t set, enum escopa_style style,
		      char *buf, size_t size, size_t *length)
{
	if (!length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	if (set & ~ALL_CARDS)
		return ESCOPA_E_CARD;
	if (!style_can_write(style))
		return ESCOPA_E_INVALID;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	text_put_cards(&t, set, style_names[style].list_separator, style);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}
