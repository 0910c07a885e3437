/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Reading a record's text (doc/record.md): the header, then each Hand,
 * Deck, Game and move line replayed through the record's own calls, so
 * that only a legal game is read. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "record-private.h"

struct record_reader {
	struct parse_ctx *ctx;
	struct escopa_record *rec;       /* NULL until the first hand */
	/* the header, until the record exists */
	struct escopa_rules rules;
	int players;
	uint64_t seed;
	bool have[RECORD_RESERVED_TAGS]; /* Rules, Players, Seed */
	int n_tags;
	struct record_tag tags[ESCOPA_RECORD_MAX_TAGS];
	/* a Hand line waiting to know whether a Deck line follows */
	bool pending;
	long pending_number;
	size_t pending_at;
	size_t deal_moves;               /* moves of the current deal so far */
	bool deck_allowed;               /* right after a Hand line */
	bool game_dealt;                 /* a Game line dealt the next Hand */
};

static bool
fail(struct record_reader *r, enum escopa_status status, size_t at, const char *message)
{
	parse_fail(r->ctx, status, at, "%s", message);
	return false;
}

/* An unsigned decimal number of at most max. */
static bool
read_unsigned(const char *s, size_t len, uint64_t max, uint64_t *value)
{
	uint64_t v = 0;
	if (len == 0)
		return false;
	for (size_t i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		unsigned digit = (unsigned)(s[i] - '0');
		if (v > max / 10 || (v == max / 10 && digit > max % 10))
			return false;
		v = v * 10 + digit;
	}
	*value = v;
	return true;
}

/* A quoted value: unescapes s (which starts after the opening quote) into
 * out, at most max bytes, and sets *close to the closing quote. */
static bool
read_quoted(struct record_reader *r, struct span s, char *out, size_t max, size_t *out_len,
	    size_t *close)
{
	const char *text = r->ctx->text;
	size_t n = 0;

	for (size_t i = s.start; i < s.end; i++) {
		char c = text[i];
		if (c == '"') {
			*close = i;
			*out_len = n;
			size_t bad = record_value_fault(out, n);
			if (bad != n)
				return fail(r, ESCOPA_E_PARSE, s.start,
					    "a tag value is UTF-8 text without control characters");
			return true;
		}
		if (c == '\\') {
			if (i + 1 == s.end || (text[i + 1] != '"' && text[i + 1] != '\\'))
				return fail(r, ESCOPA_E_PARSE, i,
					    "only \\\" and \\\\ are escapes in a tag value");
			c = text[++i];
		}
		if (n == max)
			return fail(r, ESCOPA_E_PARSE, i, "the tag value is too long");
		out[n++] = c;
	}
	return fail(r, ESCOPA_E_PARSE, s.end, "the tag value has no closing quote");
}

static int
reserved_index(const char *key, size_t len)
{
	for (int i = 0; i < RECORD_RESERVED_TAGS; i++) {
		if (strlen(record_reserved_keys[i]) == len && memcmp(record_reserved_keys[i], key, len) == 0)
			return i;
	}
	return -1;
}

/* [Key "value"] */
static bool
read_tag(struct record_reader *r, struct span line)
{
	const char *text = r->ctx->text;
	char value[MAX_RESERVED_VALUE];
	size_t value_len, close;

	if (r->rec || r->pending)
		return fail(r, ESCOPA_E_PARSE, line.start, "tags come before the first hand");
	size_t p = line.start + 1, key = p;
	while (p < line.end && record_key_char(text[p]))
		p++;
	if (!record_key_is_valid(text + key, p - key))
		return fail(r, ESCOPA_E_PARSE, key,
			    "a tag key is 1 to 32 letters, digits or underscores");
	size_t key_end = p;
	while (p < line.end && char_is_blank(text[p]))
		p++;
	if (p == key_end || p == line.end || text[p] != '"')
		return fail(r, ESCOPA_E_PARSE, p, "expected a blank and a quoted value after the key");
	struct span rest = { p + 1, line.end };
	int reserved = reserved_index(text + key, key_end - key);
	size_t max = reserved >= 0 ? sizeof value - 1 : ESCOPA_RECORD_MAX_TAG_LENGTH;
	if (!read_quoted(r, rest, value, max, &value_len, &close))
		return false;
	struct span after = span_trim(text, (struct span){ close + 1, line.end });
	if (after.start == after.end || text[after.start] != ']')
		return fail(r, ESCOPA_E_PARSE, after.start, "expected ']' after the tag value");
	struct span tail = span_trim(text, (struct span){ after.start + 1, line.end });
	if (tail.start < tail.end && text[tail.start] != ';')
		return fail(r, ESCOPA_E_PARSE, tail.start, "nothing but a comment may follow a tag");

	if (reserved < 0 && record_key_is_reserved(text + key, key_end - key))
		return fail(r, ESCOPA_E_PARSE, key, "reserved tags are spelt Rules, Players and Seed");
	if (reserved >= 0) {
		if (r->have[reserved])
			return fail(r, ESCOPA_E_PARSE, line.start, "a tag appears twice");
		r->have[reserved] = true;
		uint64_t v;
		switch (reserved) {
		case 0:
			return rules_read_at(r->ctx, p + 1, close - (p + 1), &r->rules);
		case 1:
			if (!read_unsigned(value, value_len, 4, &v) || v < 2)
				return fail(r, ESCOPA_E_PARSE, p + 1, "Players is 2, 3 or 4");
			r->players = (int)v;
			return true;
		default:
			if (!read_unsigned(value, value_len, UINT64_MAX, &v))
				return fail(r, ESCOPA_E_PARSE, p + 1,
					    "Seed is a decimal number below 2^64");
			r->seed = v;
			return true;
		}
	}
	for (int i = 0; i < r->n_tags; i++) {
		if (strlen(r->tags[i].key) == key_end - key &&
		    memcmp(r->tags[i].key, text + key, key_end - key) == 0)
			return fail(r, ESCOPA_E_PARSE, line.start, "a tag appears twice");
	}
	if (r->n_tags == ESCOPA_RECORD_MAX_TAGS)
		return fail(r, ESCOPA_E_PARSE, line.start, "more than 32 tags");
	struct record_tag *tag = &r->tags[r->n_tags++];
	memcpy(tag->key, text + key, key_end - key);
	tag->key[key_end - key] = '\0';
	memcpy(tag->value, value, value_len);
	tag->value[value_len] = '\0';
	return true;
}

/* The header is complete: the record starts, with the seed's first deal. */
static bool
start_record(struct record_reader *r, size_t at)
{
	for (int i = 0; i < RECORD_RESERVED_TAGS; i++) {
		if (!r->have[i]) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, at, "the tag %s is missing",
				   record_reserved_keys[i]);
			return false;
		}
	}
	enum escopa_status rc = escopa_record_new(&r->rules, r->players, r->seed, &r->rec);
	if (rc != ESCOPA_OK)
		return fail(r, rc, at, "out of memory");
	for (int i = 0; i < r->n_tags; i++)
		r->rec->tags[i] = r->tags[i];
	r->rec->n_tags = r->n_tags;
	r->rec->header_len = record_header_length(r->rec);
	return true;
}

/* Why the game refused a move or a deal, in words. */
static void
refusal(struct record_reader *r, enum escopa_status rc, size_t at, const char *what,
	escopa_move_t move)
{
	const struct escopa_game *g = &r->rec->game;
	char quoted[64];
	char why[256];
	size_t len;

	switch (rc) {
	case ESCOPA_E_PHASE:
		parse_fail(r->ctx, rc, at, "%s: %s", what,
			   g->phase == ESCOPA_PHASE_GAME_OVER ? "the game is over" :
			   g->phase == ESCOPA_PHASE_PLAYING ? "the hand is in play" :
			   "no hand is in play: a Hand line comes first");
		break;
	case ESCOPA_E_DECK:
		parse_fail(r->ctx, rc, at, "%s: the deck is not every card of the game once", what);
		break;
	case ESCOPA_E_ILLEGAL:
		/* The sentence escopa_game_format_refusal() writes. */
		if (escopa_move_format(move, ESCOPA_STYLE_ASCII, quoted, sizeof quoted, &len) != ESCOPA_OK)
			quoted[0] = '\0';
		if (escopa_game_format_refusal(g, move, ESCOPA_STYLE_ASCII, why, sizeof why, &len) !=
		    ESCOPA_OK || why[0] == '\0')
			snprintf(why, sizeof why, "%s", escopa_status_str(rc));
		parse_fail(r->ctx, rc, at, "%s is illegal: %s", quoted, why);
		break;
	default:
		parse_fail(r->ctx, rc, at, "%s: %s", what, escopa_status_str(rc));
		break;
	}
}

/* Deals the pending hand, from deck when not NULL. */
static bool
deal_pending(struct record_reader *r, const escopa_card_t *deck, size_t count, size_t deck_at)
{
	bool first = !r->rec;
	if (first && !start_record(r, r->pending_at))
		return false;
	r->pending = false;
	r->deal_moves = 0;
	/* The first Hand line of the record, or of a game after a Game line,
	 * stands for the deal from the seed, unless it comes with a deck
	 * (which deals that hand again). */
	bool dealt = first || r->game_dealt;
	r->game_dealt = false;
	if (!dealt || deck) {
		enum escopa_status rc = escopa_record_next_hand(r->rec, deck, count);
		if (rc != ESCOPA_OK) {
			refusal(r, rc, deck ? deck_at : r->pending_at,
				deck ? "the deal from this deck is refused" : "no next hand to deal",
				0);
			return false;
		}
	}
	if ((long long)r->rec->game.hand_number != (long long)r->pending_number) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, r->pending_at,
			   "this deal is hand %ld, not %ld", (long)r->rec->game.hand_number,
			   r->pending_number);
		return false;
	}
	return true;
}

static bool
read_deck(struct record_reader *r, struct span rest)
{
	const char *text = r->ctx->text;
	escopa_card_t deck[MAX_DECK];
	size_t n = 0;
	size_t at = rest.start;

	for (;;) {
		rest = span_trim(text, rest);
		if (rest.start == rest.end)
			break;
		size_t word = rest.start;
		while (rest.start < rest.end && !char_is_blank(text[rest.start]))
			rest.start++;
		if (n == MAX_DECK)
			return fail(r, ESCOPA_E_PARSE, word, "a deck has at most 42 cards");
		if (!card_read_at(r->ctx, word, rest.start - word, ESCOPA_STYLE_ASCII, &deck[n++]))
			return false;
	}
	return deal_pending(r, deck, n, at);
}

/* "N. move, move, ..." */
static bool
read_moves(struct record_reader *r, struct span line)
{
	const char *text = r->ctx->text;
	size_t p = line.start;
	uint64_t number;

	while (p < line.end && text[p] >= '0' && text[p] <= '9')
		p++;
	if (p == line.start || p == line.end || text[p] != '.' ||
	    !read_unsigned(text + line.start, p - line.start, 1000000, &number))
		return fail(r, ESCOPA_E_PARSE, line.start,
			    "expected a tag, a Hand or Deck line, or a numbered line of moves");
	size_t players = (size_t)r->rec->players;
	if (r->deal_moves % players != 0)
		return fail(r, ESCOPA_E_PARSE, line.start,
			    "the line before holds fewer moves than there are players");
	if (number != r->deal_moves / players + 1) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, line.start, "this line should be numbered %zu",
			   r->deal_moves / players + 1);
		return false;
	}
	size_t start = p + 1;
	for (size_t k = 0;; k++) {
		const char *comma = memchr(text + start, ',', line.end - start);
		size_t end = comma ? (size_t)(comma - text) : line.end;
		struct span m = span_trim(text, (struct span){ start, end });
		if (k == players)
			return fail(r, ESCOPA_E_PARSE, m.start, "a line holds one move per player");
		escopa_move_t move;
		if (!move_read_at(r->ctx, m.start, m.end - m.start, ESCOPA_STYLE_ASCII, &move))
			return false;
		enum escopa_status rc = escopa_record_play(r->rec, move);
		if (rc != ESCOPA_OK) {
			refusal(r, rc, m.start, "this move is refused", move);
			return false;
		}
		r->deal_moves++;
		if (!comma)
			return true;
		start = end + 1;
	}
}

/* "Game N": the next game of the match, dealt from the seed. */
static bool
read_game(struct record_reader *r, struct span line, struct span rest)
{
	const char *text = r->ctx->text;
	uint64_t number;

	rest = span_trim(text, rest);
	if (!read_unsigned(text + rest.start, rest.end - rest.start, MAX_GAME_NUMBER, &number) ||
	    number < 2)
		return fail(r, ESCOPA_E_PARSE, rest.start, "expected a game number, 2 or more, "
			    "after Game");
	if (number != (uint64_t)r->rec->game.game_number + 1) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, rest.start, "the next game is game %d, not %llu",
			   r->rec->game.game_number + 1, (unsigned long long)number);
		return false;
	}
	enum escopa_status rc = escopa_record_next_game(r->rec);
	if (rc != ESCOPA_OK) {
		bool over;
		match_winner(&r->rec->game, &over);
		if (rc == ESCOPA_E_PHASE)
			parse_fail(r->ctx, rc, line.start, "no next game: %s",
				   over ? "the match is over" : "the game is not over");
		else
			refusal(r, rc, line.start, "no next game", 0);
		return false;
	}
	r->game_dealt = true;
	r->deal_moves = 0;
	return true;
}

static bool
read_line(struct record_reader *r, struct span line)
{
	const char *text = r->ctx->text;

	if (text[line.start] == '[')
		return read_tag(r, line);

	/* Anything after ';' is a comment. */
	const char *semi = memchr(text + line.start, ';', line.end - line.start);
	if (semi)
		line.end = (size_t)(semi - text);
	line = span_trim(text, line);
	if (line.start == line.end)
		return true;

	struct span word = { line.start, line.start };
	while (word.end < line.end && !char_is_blank(text[word.end]))
		word.end++;
	struct span rest = { word.end, line.end };
	bool deck_allowed = r->deck_allowed;
	r->deck_allowed = false;

	if (word_equals(text + word.start, word.end - word.start, "deck")) {
		if (!deck_allowed)
			return fail(r, ESCOPA_E_PARSE, line.start,
				    "a Deck line comes right after its Hand line");
		return read_deck(r, rest);
	}
	if (r->pending && !deal_pending(r, NULL, 0, 0))
		return false;
	if (word_equals(text + word.start, word.end - word.start, "game") && r->rec)
		return read_game(r, line, rest);
	if (word_equals(text + word.start, word.end - word.start, "hand")) {
		uint64_t number;
		rest = span_trim(text, rest);
		if (!read_unsigned(text + rest.start, rest.end - rest.start, MAX_HAND_NUMBER, &number) ||
		    number < 1)
			return fail(r, ESCOPA_E_PARSE, rest.start,
				    "expected a hand number after Hand");
		r->pending = true;
		r->pending_number = (long)number;
		r->pending_at = line.start;
		r->deck_allowed = true;
		return true;
	}
	if (!r->rec)
		return fail(r, ESCOPA_E_PARSE, line.start, r->n_tags || r->have[0] || r->have[1] ||
			    r->have[2] ? "expected a tag or a Hand line" : "expected a tag");
	return read_moves(r, line);
}

static bool
read_record(struct record_reader *r)
{
	const char *text = r->ctx->text;
	size_t length = r->ctx->length;

	if (length > ESCOPA_RECORD_MAX_TEXT)
		return fail(r, ESCOPA_E_PARSE, ESCOPA_RECORD_MAX_TEXT,
			    "a record is at most 1 MiB of text");
	const char *nul = memchr(text, '\0', length);
	if (nul)
		return fail(r, ESCOPA_E_PARSE, (size_t)(nul - text), "embedded NUL byte");

	size_t start = 0;
	while (start < length) {
		const char *nl = memchr(text + start, '\n', length - start);
		size_t end = nl ? (size_t)(nl - text) : length;
		struct span line = { start, end };
		if (line.end > line.start && text[line.end - 1] == '\r')
			line.end--;
		line = (struct span){ span_trim(text, line).start, line.end };
		if (line.start < line.end && !read_line(r, line))
			return false;
		start = end + 1;
	}
	if (r->pending && !deal_pending(r, NULL, 0, 0))
		return false;
	if (!r->rec && !start_record(r, length))
		return false;
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_parse(const char *text, size_t length, struct escopa_record **record,
		    struct escopa_parse_error *error)
{
	struct parse_ctx ctx;

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, text, length);
	if (!text || !record) {
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL", text ? "record" : "text");
		return parse_report(&ctx, error);
	}

	struct record_reader *r = calloc(1, sizeof *r);
	if (!r) {
		parse_fail(&ctx, ESCOPA_E_NOMEM, 0, "out of memory");
		return parse_report(&ctx, error);
	}
	r->ctx = &ctx;
	if (read_record(r)) {
		*record = r->rec;
		free(r);
		return ESCOPA_OK;
	}
	escopa_record_free(r->rec);
	free(r);
	enum escopa_status status = parse_report(&ctx, error);
	/* Text that is read but refused by the game is still a parse error
	 * to the caller; the error's status says which call refused it. */
	return status == ESCOPA_E_NULL || status == ESCOPA_E_NOMEM ? status : ESCOPA_E_PARSE;
}
