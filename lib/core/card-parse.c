/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Reading cards and card sets from their names, in every deck style
 * (doc/rules.md, section Cards); writing them is cards.c's.
 *
 * Parsing works on a normalized copy of the text: ASCII letters lowered,
 * Latin-1 accented letters reduced to their base letter, runs of blanks
 * turned into one space, and each suit symbol turned into one marker byte.
 * The grammar then only ever compares plain lowercase ASCII words.
 */

#include <string.h>
#include "core-private.h"

/* Longest card name the parser reads, in bytes, blanks included. */
#define MAX_CARD_TEXT 64
/* Longest card set text the parser reads, in bytes. */
#define MAX_CARDSET_TEXT 4096
/* The longest card names have three words: "Caballo de Bastos". */
#define MAX_NAME_WORDS 3

/* Length of a NUL-terminated string, or max + 1 if it is longer than
 * max; never reads past the NUL. */
static size_t
bounded_length(const char *text, size_t max)
{
	size_t n = 0;

	while (n <= max && text[n] != '\0')
		n++;
	return n;
}

/* In normalized text a suit symbol is one control byte, which cannot
 * come from the input because control bytes are rejected there. */
#define SUIT_MARK(suit) ((char)(0x10 + (suit)))

static int
suit_of_mark(char c)
{
	int suit = (unsigned char)c - 0x10;

	return suit >= 0 && suit < 4 ? suit : -1;
}

/* The base letter of a Latin-1 letter encoded as 0xC3 0x80..0xBF, either
 * case, or 0 for signs and letters without one (×, ÷, Æ, ß...). */
static char
latin1_base_letter(unsigned char second)
{
	if (second == 0xBF)                     /* ÿ has no capital here */
		return 'y';
	if (second >= 0xA0 && second <= 0xBE)
		second -= 0x20;                 /* the capital of the letter */
	if (second >= 0x80 && second <= 0x85)   /* À..Å */
		return 'a';
	if (second == 0x87)                     /* Ç */
		return 'c';
	if (second >= 0x88 && second <= 0x8B)   /* È..Ë */
		return 'e';
	if (second >= 0x8C && second <= 0x8F)   /* Ì..Ï */
		return 'i';
	if (second == 0x91)                     /* Ñ */
		return 'n';
	if (second >= 0x92 && second <= 0x96)   /* Ò..Ö */
		return 'o';
	if (second >= 0x99 && second <= 0x9C)   /* Ù..Ü */
		return 'u';
	if (second == 0x9D)                     /* Ý */
		return 'y';
	return '\0';
}

/* The suit of U+2660..U+2667, black and white card suit symbols. */
static int
suit_of_symbol(unsigned char third)
{
	static const int suits[8] = {
		ESCOPA_SUIT_SWORDS,   /* ♠ */
		ESCOPA_SUIT_CUPS,     /* ♡ */
		ESCOPA_SUIT_COINS,    /* ♢ */
		ESCOPA_SUIT_CLUBS,    /* ♣ */
		ESCOPA_SUIT_SWORDS,   /* ♤ */
		ESCOPA_SUIT_CUPS,     /* ♥ */
		ESCOPA_SUIT_COINS,    /* ♦ */
		ESCOPA_SUIT_CLUBS,    /* ♧ */
	};

	if (third < 0xA0 || third > 0xA7)
		return -1;
	return suits[third - 0xA0];
}

/*
 * Writes the normalized form of text[0..len), which must start and end
 * with a non-blank, into out (at least len + 1 bytes); the result is never
 * longer than the input. Returns false on a byte no card name can hold,
 * and sets *bad to its index.
 */
static bool
normalize(const char *text, size_t len, char *out, size_t *out_len, size_t *bad)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t n = 0;
	size_t i = 0;

	while (i < len) {
		unsigned char c = s[i];

		*bad = i;
		if (char_is_space((char)c)) {
			if (out[n - 1] != ' ')
				out[n++] = ' ';
			i++;
		} else if (c < 0x80) {
			if (c < 0x20 || c == 0x7F)
				return false;
			out[n++] = ascii_lower((char)c);
			i++;
		} else if (c == 0xC3 && i + 1 < len) {
			char letter = latin1_base_letter(s[i + 1]);
			if (!letter)
				return false;
			out[n++] = letter;
			i += 2;
		} else if (c == 0xE2 && i + 2 < len && s[i + 1] == 0x99 &&
			   suit_of_symbol(s[i + 2]) >= 0) {
			out[n++] = SUIT_MARK(suit_of_symbol(s[i + 2]));
			i += 3;
			/* U+FE0F asks for the emoji look of the symbol before it. */
			if (i + 2 < len && s[i] == 0xEF && s[i + 1] == 0xB8 &&
			    s[i + 2] == 0x8F)
				i += 3;
		} else {
			return false;
		}
	}
	out[n] = '\0';
	*out_len = n;
	return true;
}

struct word {
	const char *s;
	size_t len;
};

static bool
word_is(struct word w, const char *literal)
{
	return strlen(literal) == w.len && memcmp(w.s, literal, w.len) == 0;
}

/* The number 1..10 a word spells in digits, without leading zeros, or 0. */
static int
word_number(struct word w)
{
	if (word_is(w, "10"))
		return 10;
	if (w.len == 1 && w.s[0] >= '1' && w.s[0] <= '9')
		return w.s[0] - '0';
	return 0;
}

struct named_value {
	const char *name;
	int value;
};

static const struct named_value rank_words[] = {
	{ "as", 1 }, { "asso", 1 }, { "ace", 1 },
	{ "uno", 1 }, { "one", 1 },
	{ "dos", 2 }, { "due", 2 }, { "two", 2 },
	{ "tres", 3 }, { "tre", 3 }, { "three", 3 },
	{ "cuatro", 4 }, { "quattro", 4 }, { "four", 4 },
	{ "cinco", 5 }, { "cinque", 5 }, { "five", 5 },
	{ "seis", 6 }, { "sei", 6 }, { "six", 6 },
	{ "siete", 7 }, { "sette", 7 }, { "seven", 7 },
	{ "sota", 8 }, { "fante", 8 }, { "jack", 8 },
	{ "caballo", 9 }, { "cavallo", 9 }, { "queen", 9 },
	{ "rey", 10 }, { "re", 10 }, { "king", 10 },
};

static const struct named_value suit_words[] = {
	{ "oros", ESCOPA_SUIT_COINS }, { "oro", ESCOPA_SUIT_COINS },
	{ "denari", ESCOPA_SUIT_COINS }, { "denaro", ESCOPA_SUIT_COINS },
	{ "diamonds", ESCOPA_SUIT_COINS }, { "diamond", ESCOPA_SUIT_COINS },
	{ "copas", ESCOPA_SUIT_CUPS }, { "copa", ESCOPA_SUIT_CUPS },
	{ "coppe", ESCOPA_SUIT_CUPS }, { "coppa", ESCOPA_SUIT_CUPS },
	{ "hearts", ESCOPA_SUIT_CUPS }, { "heart", ESCOPA_SUIT_CUPS },
	{ "espadas", ESCOPA_SUIT_SWORDS }, { "espada", ESCOPA_SUIT_SWORDS },
	/* Italian plural and English singular are both "spade". */
	{ "spade", ESCOPA_SUIT_SWORDS }, { "spada", ESCOPA_SUIT_SWORDS },
	{ "spades", ESCOPA_SUIT_SWORDS },
	{ "bastos", ESCOPA_SUIT_CLUBS }, { "basto", ESCOPA_SUIT_CLUBS },
	{ "bastoni", ESCOPA_SUIT_CLUBS }, { "bastone", ESCOPA_SUIT_CLUBS },
	{ "clubs", ESCOPA_SUIT_CLUBS }, { "club", ESCOPA_SUIT_CLUBS },
};

#define ARRAY_LENGTH(a) (sizeof(a) / sizeof((a)[0]))

static int
lookup(const struct named_value *table, size_t n, struct word w)
{
	for (size_t i = 0; i < n; i++)
		if (word_is(w, table[i].name))
			return table[i].value;
	return -1;
}

/* Normalized names of the seven of coins. */
static const char *const seven_of_coins_names[] = {
	"settebello", "siete de velo", "sete belo", "guindis",
};

static const char *const joker_words[] = {
	"jk", "joker", "comodin", "jolly",
};

/* A joker: a joker word then 1 or 2, with or without a blank between. */
static escopa_card_t
parse_joker(const struct word *words, int n_words)
{
	struct word name = words[0];
	struct word number;

	if (n_words == 2) {
		number = words[1];
	} else if (n_words == 1 && name.len > 1) {
		number = (struct word){ name.s + name.len - 1, 1 };
		name.len--;
	} else {
		return -1;
	}
	if (!word_is(number, "1") && !word_is(number, "2"))
		return -1;
	for (size_t i = 0; i < ARRAY_LENGTH(joker_words); i++)
		if (word_is(name, joker_words[i]))
			return number.s[0] == '1' ? ESCOPA_JOKER_1 : ESCOPA_JOKER_2;
	return -1;
}

/* "<rank word> de|di|of <suit word>" */
static escopa_card_t
parse_long(const struct word *words, int n_words)
{
	if (n_words != 3)
		return -1;
	if (!word_is(words[1], "de") && !word_is(words[1], "di") &&
	    !word_is(words[1], "of"))
		return -1;
	int rank = word_number(words[0]);
	if (rank == 0)
		rank = lookup(rank_words, ARRAY_LENGTH(rank_words), words[0]);
	int suit = lookup(suit_words, ARRAY_LENGTH(suit_words), words[2]);
	if (rank < 1 || suit < 0)
		return -1;
	return ESCOPA_CARD(rank, suit);
}

static int
rank_of_letter(char c)
{
	switch (c) {
	case 'a':
		return ESCOPA_RANK_ACE;
	case 'j':
	case 's':       /* Sota */
	case 'f':       /* Fante */
		return ESCOPA_RANK_JACK;
	case 'q':
	case 'c':       /* Caballo */
		return ESCOPA_RANK_KNIGHT;
	case 'k':
	case 'r':       /* Rey */
		return ESCOPA_RANK_KING;
	default:
		return -1;
	}
}

static int
suit_of_letter(char c, enum escopa_style style)
{
	switch (c) {
	case 'o':
	case 'd':
		return ESCOPA_SUIT_COINS;
	case 'h':
		return ESCOPA_SUIT_CUPS;
	case 'e':
	case 's':
		return ESCOPA_SUIT_SWORDS;
	case 'b':
		return ESCOPA_SUIT_CLUBS;
	case 'c':
		/* The one spelling the styles disagree on. */
		if (style == ESCOPA_STYLE_FRENCH || style == ESCOPA_STYLE_FRENCH_ASCII)
			return ESCOPA_SUIT_CLUBS;
		return ESCOPA_SUIT_CUPS;
	default:
		return suit_of_mark(c);
	}
}

/* "<rank><suit>" in one word: "7o", "10b", "Kc", "Q♥". */
static escopa_card_t
parse_short(const struct word *words, int n_words, enum escopa_style style)
{
	if (n_words != 1 || words[0].len < 2)
		return -1;

	struct word w = words[0];
	struct word rank_part = { w.s, w.len - 1 };
	int rank = word_number(rank_part);
	if (rank == 0 && rank_part.len == 1)
		rank = rank_of_letter(rank_part.s[0]);
	int suit = suit_of_letter(w.s[w.len - 1], style);
	if (rank < 1 || suit < 0)
		return -1;
	return ESCOPA_CARD(rank, suit);
}

/* Why a card name was refused, and where (an index into its text). */
enum card_fault {
	CARD_EMPTY,
	CARD_TOO_LONG,
	CARD_BAD_BYTE,
	CARD_UNKNOWN,
};

/* Reads one card from text[0..len), blanks around it allowed. */
static bool
card_parse_core(const char *text, size_t len, enum escopa_style style,
		escopa_card_t *card, enum card_fault *fault, size_t *where)
{
	size_t first = 0;
	while (first < len && char_is_space(text[first]))
		first++;
	while (len > first && char_is_space(text[len - 1]))
		len--;
	*where = first;
	if (len == first) {
		*fault = CARD_EMPTY;
		return false;
	}
	if (len - first > MAX_CARD_TEXT) {
		*fault = CARD_TOO_LONG;
		*where = first + MAX_CARD_TEXT;
		return false;
	}
	text += first;
	len -= first;

	/* The short form of the ASCII styles ("7o", "10b"), which positions and
	 * records are made of, read as parse_short() would. */
	if (len == 2 || (len == 3 && text[0] == '1' && text[1] == '0')) {
		int rank = len == 3 ? 10 : text[0] - '0';
		char letter = ascii_lower(text[len - 1]);
		int suit = letter >= 'a' && letter <= 'z' ? suit_of_letter(letter, style) : -1;
		if (rank >= 1 && rank <= 9 + (len == 3) && suit >= 0) {
			*card = ESCOPA_CARD(rank, suit);
			return true;
		}
	}

	char norm[MAX_CARD_TEXT + 1];
	size_t norm_len, bad;
	if (!normalize(text, len, norm, &norm_len, &bad)) {
		*fault = CARD_BAD_BYTE;
		*where = first + bad;
		return false;
	}
	*fault = CARD_UNKNOWN;

	/* The traditional names all have 7 letters or more. */
	for (size_t i = 0; norm_len >= 7 && i < ARRAY_LENGTH(seven_of_coins_names); i++) {
		if (strcmp(norm, seven_of_coins_names[i]) == 0) {
			*card = ESCOPA_SEVEN_OF_COINS;
			return true;
		}
	}

	struct word words[MAX_NAME_WORDS];
	int n_words = 0;
	const char *start = norm;
	for (;;) {
		const char *end = strchr(start, ' ');
		size_t word_len = end ? (size_t)(end - start) : strlen(start);
		if (n_words == MAX_NAME_WORDS)
			return false;
		words[n_words++] = (struct word){ start, word_len };
		if (!end)
			break;
		start = end + 1;
	}

	escopa_card_t found = parse_joker(words, n_words);
	if (found < 0)
		found = parse_long(words, n_words);
	if (found < 0)
		found = parse_short(words, n_words, style);
	if (found < 0)
		return false;
	*card = found;
	return true;
}

/* card_parse_core() without the fault: ESCOPA_OK or ESCOPA_E_PARSE. */
static enum escopa_status
card_parse_span(const char *text, size_t len, enum escopa_style style,
		escopa_card_t *card)
{
	enum card_fault fault;
	size_t where;

	return card_parse_core(text, len, style, card, &fault, &where) ? ESCOPA_OK
								       : ESCOPA_E_PARSE;
}

bool
card_read_at(struct parse_ctx *ctx, size_t start, size_t len,
	     enum escopa_style style, escopa_card_t *card)
{
	const char *text = ctx->text + start;
	enum card_fault fault;
	size_t where;
	char quoted[128];

	if (card_parse_core(text, len, style, card, &fault, &where))
		return true;
	switch (fault) {
	case CARD_EMPTY:
		parse_fail(ctx, ESCOPA_E_PARSE, start + where, "expected a card name");
		break;
	case CARD_TOO_LONG:
		parse_fail(ctx, ESCOPA_E_PARSE, start + where,
			   "a card name is at most %d bytes", MAX_CARD_TEXT);
		break;
	case CARD_BAD_BYTE:
		if (text[where] == '\0')
			parse_fail(ctx, ESCOPA_E_PARSE, start + where, "embedded NUL byte");
		else
			parse_fail(ctx, ESCOPA_E_PARSE, start + where,
				   "byte '%s' cannot be part of a card name",
				   parse_quote(quoted, sizeof quoted, text + where, 1));
		break;
	default: {
		size_t end = len;
		while (end > where && char_is_space(text[end - 1]))
			end--;
		parse_fail(ctx, ESCOPA_E_PARSE, start + where, "'%s' is not a card",
			   parse_quote(quoted, sizeof quoted, text + where, end - where));
		break;
	}
	}
	return false;
}

ESCOPA_EXPORT enum escopa_status
escopa_card_parse(const char *text, enum escopa_style style,
		  escopa_card_t *card)
{
	if (!text || !card)
		return ESCOPA_E_NULL;
	if (!style_is_valid(style))
		return ESCOPA_E_INVALID;

	size_t len = bounded_length(text, MAX_CARD_TEXT);
	if (len > MAX_CARD_TEXT)
		return ESCOPA_E_PARSE;
	return card_parse_span(text, len, style, card);
}

ESCOPA_EXPORT enum escopa_status
escopa_card_read(const char *text, size_t length, enum escopa_style style,
		 escopa_card_t *card, struct escopa_parse_error *error)
{
	struct parse_ctx ctx;
	escopa_card_t found;

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, text, length);
	if (!text || !card)
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL", text ? "card" : "text");
	else if (!style_is_valid(style))
		parse_fail(&ctx, ESCOPA_E_INVALID, 0, "style %d does not exist", (int)style);
	else if (length > MAX_CARD_TEXT)
		parse_fail(&ctx, ESCOPA_E_PARSE, MAX_CARD_TEXT,
			   "card text is longer than %d bytes", MAX_CARD_TEXT);
	else if (card_read_at(&ctx, 0, length, style, &found))
		*card = found;
	return parse_report(&ctx, error);
}

/* Adds a card to a set being parsed; a repeated card is an error. */
static bool
set_add(escopa_cardset_t *set, escopa_card_t card)
{
	if (*set & ESCOPA_CARDSET_OF(card))
		return false;
	*set |= ESCOPA_CARDSET_OF(card);
	return true;
}

/* Card names separated by commas; every name must be there. */
static enum escopa_status
parse_comma_list(const char *text, size_t len, enum escopa_style style,
		 escopa_cardset_t *set)
{
	size_t start = 0;

	for (;;) {
		const char *comma = memchr(text + start, ',', len - start);
		size_t end = comma ? (size_t)(comma - text) : len;
		escopa_card_t card;
		if (card_parse_span(text + start, end - start, style, &card) != ESCOPA_OK ||
		    !set_add(set, card))
			return ESCOPA_E_PARSE;
		if (!comma)
			return ESCOPA_OK;
		start = end + 1;
	}
}

/*
 * Card names separated by blanks or '+'. A name may itself hold blanks
 * ("Joker 1", "7 de Oros"), so at each point the longest run of up to
 * three blank-separated words that names a card wins. That never steals
 * a card from the next name: the later words of a several-word name
 * ("de", "1", "belo") are never cards on their own.
 */
static enum escopa_status
parse_word_list(const char *text, size_t len, enum escopa_style style,
		escopa_cardset_t *set)
{
	size_t pos = 0;
	bool need_card = false;   /* after a '+' */
	bool have_card = false;

	for (;;) {
		while (pos < len && char_is_space(text[pos]))
			pos++;
		if (pos == len)
			return need_card ? ESCOPA_E_PARSE : ESCOPA_OK;
		if (text[pos] == '+') {
			if (!have_card || need_card)
				return ESCOPA_E_PARSE;
			need_card = true;
			pos++;
			continue;
		}

		/* Ends of the next words, stopping at a '+' or the end. */
		size_t ends[MAX_NAME_WORDS];
		int n_words = 0;
		size_t p = pos;
		while (n_words < MAX_NAME_WORDS && p < len && text[p] != '+') {
			while (p < len && !char_is_space(text[p]) && text[p] != '+')
				p++;
			ends[n_words++] = p;
			while (p < len && char_is_space(text[p]))
				p++;
		}

		escopa_card_t card = -1;
		int used = n_words;
		while (used > 0 &&
		       card_parse_span(text + pos, ends[used - 1] - pos, style, &card) != ESCOPA_OK)
			used--;
		if (used == 0 || !set_add(set, card))
			return ESCOPA_E_PARSE;
		pos = ends[used - 1];
		have_card = true;
		need_card = false;
	}
}

ESCOPA_EXPORT enum escopa_status
escopa_cardset_parse(const char *text, enum escopa_style style,
		     escopa_cardset_t *set)
{
	if (!text || !set)
		return ESCOPA_E_NULL;
	if (!style_is_valid(style))
		return ESCOPA_E_INVALID;

	size_t len = bounded_length(text, MAX_CARDSET_TEXT);
	if (len > MAX_CARDSET_TEXT)
		return ESCOPA_E_PARSE;

	escopa_cardset_t parsed = 0;
	enum escopa_status rc;
	if (memchr(text, ',', len))
		rc = parse_comma_list(text, len, style, &parsed);
	else
		rc = parse_word_list(text, len, style, &parsed);
	if (rc != ESCOPA_OK)
		return rc;
	*set = parsed;
	return ESCOPA_OK;
}
