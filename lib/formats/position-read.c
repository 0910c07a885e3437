/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Reading position and view notation (position.c has the grammar's words
 * and the writer, doc/notation.md the grammar). The reader takes blanks
 * freely, cards in any order within a set and case-insensitive words, and
 * accepts only states that game/validate.c allows.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "format-private.h"
#include "../views/view-private.h"

/* Longest text the readers take. */
#define MAX_POSITION_TEXT 65536

/* Fields a text may leave out: the deal order, the match state of a first
 * game, the known voids and the declined sweeps (written only when they
 * say more). */
static bool
field_is_optional(int field)
{
	return field == FIELD_DEALT || field == FIELD_GAME_NUMBER || field == FIELD_GAMES_WON ||
	       field == FIELD_VOIDS || field == FIELD_DECLINED;
}

/* The fields of each notation: a view has its viewer, and no deal order
 * or generator to give the hidden cards away. */
static bool
field_is_used(int field, bool view)
{
	if (view)
		return field != FIELD_DEALT && field != FIELD_RNG;
	return field != FIELD_VIEWER;
}

static bool
is_line_end(char c)
{
	return c == '\n' || c == '\r';
}

struct reader {
	struct parse_ctx *ctx;
	struct escopa_game *g;
	struct escopa_view *view;      /* reading view notation: g is view->known */
	escopa_cardset_t deck;         /* this game's cards */
	escopa_cardset_t placed;       /* cards given a place so far */
	escopa_cardset_t ordered;      /* cards in the deck order so far */
	size_t field_at[FIELD_COUNT];  /* where each field starts, for errors */
};

/* The next blank-separated word of *rest, which it leaves after the word;
 * false when only blanks are left. */
static bool
next_word(const char *text, struct span *rest, struct span *word)
{
	*rest = span_trim(text, *rest);
	if (rest->start == rest->end)
		return false;
	word->start = rest->start;
	while (rest->start < rest->end && !char_is_blank(text[rest->start]))
		rest->start++;
	word->end = rest->start;
	return true;
}

/* Fails with a message that quotes span s between two texts. */
static bool
fail_quoted(struct reader *r, size_t at, const char *before, struct span s, const char *after)
{
	char quoted[64];
	parse_quote(quoted, sizeof quoted, r->ctx->text + s.start, s.end - s.start);
	parse_fail(r->ctx, ESCOPA_E_PARSE, at, "%s'%s'%s", before, quoted, after);
	return false;
}

/* A decimal number in [min, max], as the whole of span s. */
static bool
read_number(struct reader *r, struct span s, long min, long max, const char *what, long *value)
{
	const char *text = r->ctx->text;
	int64_t v = 0;

	s = span_trim(text, s);
	if (s.start == s.end) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.start, "expected %s", what);
		return false;
	}
	for (size_t i = s.start; i < s.end; i++) {
		if (text[i] < '0' || text[i] > '9')
			return fail_quoted(r, s.start, "expected a number, found ", s, "");
		if (v <= INT32_MAX)
			v = v * 10 + (text[i] - '0');
	}
	if (v < min || v > max) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.start, "%s must be %ld to %ld", what, min, max);
		return false;
	}
	*value = (long)v;
	return true;
}

/* "-" or a side of this game. */
static bool
read_side_or_none(struct reader *r, struct span s, const char *what, int8_t *side)
{
	long v;
	s = span_trim(r->ctx->text, s);
	if (s.end - s.start == 1 && r->ctx->text[s.start] == '-') {
		*side = -1;
		return true;
	}
	if (!read_number(r, s, 0, r->g->sides - 1, what, &v))
		return false;
	*side = (int8_t)v;
	return true;
}

static bool
is_none(const char *text, struct span s)
{
	s = span_trim(text, s);
	return s.end - s.start == 1 && text[s.start] == '-';
}

/* One card of this game's deck. */
static bool
read_card(struct reader *r, struct span s, escopa_card_t *card)
{
	char quoted[64];
	if (!card_read_at(r->ctx, s.start, s.end - s.start, ESCOPA_STYLE_ASCII, card))
		return false;
	if (!(r->deck & ESCOPA_CARDSET_OF(*card))) {
		parse_quote(quoted, sizeof quoted, r->ctx->text + s.start, s.end - s.start);
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.start,
			   "'%s' is not in this game's deck (jokers=%d)", quoted,
			   rule(&r->g->rules, ESCOPA_OPT_JOKERS));
		return false;
	}
	return true;
}

/* Gives a card its one place in the state. */
static bool
place(struct reader *r, struct span s, escopa_card_t card)
{
	if (r->placed & ESCOPA_CARDSET_OF(card))
		return fail_quoted(r, s.start, "", s, " is in two places");
	r->placed |= ESCOPA_CARDSET_OF(card);
	return true;
}

/* A set of cards: "-", or cards separated by blanks; a hidden hand of a
 * view is one '?' a card, counted in *hidden (NULL where none may be). */
static bool
read_set_hidden(struct reader *r, struct span s, escopa_cardset_t *set, int *hidden)
{
	struct span word;
	escopa_card_t card;

	*set = 0;
	if (is_none(r->ctx->text, s))
		return true;
	if (span_trim(r->ctx->text, s).start == span_trim(r->ctx->text, s).end) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.end, "expected cards, or - for none");
		return false;
	}
	while (next_word(r->ctx->text, &s, &word)) {
		if (hidden && word.end - word.start == 1 && r->ctx->text[word.start] == '?') {
			if (++*hidden > 3) {
				parse_fail(r->ctx, ESCOPA_E_PARSE, word.start,
					   "a hand holds at most 3 cards");
				return false;
			}
			continue;
		}
		if (!read_card(r, word, &card) || !place(r, word, card))
			return false;
		*set |= ESCOPA_CARDSET_OF(card);
	}
	return true;
}

static bool
read_set(struct reader *r, struct span s, escopa_cardset_t *set)
{
	return read_set_hidden(r, s, set, NULL);
}

/* Cards in order ("-" for none): the dealt cards or the stock. */
static bool
read_order(struct reader *r, struct span s, bool stock, uint8_t *cards, int *n)
{
	struct span word;
	escopa_card_t card;

	*n = 0;
	if (is_none(r->ctx->text, s))
		return true;
	if (span_trim(r->ctx->text, s).start == span_trim(r->ctx->text, s).end) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.end, "expected cards, or - for none");
		return false;
	}
	while (next_word(r->ctx->text, &s, &word)) {
		if (!read_card(r, word, &card))
			return false;
		if (r->ordered & ESCOPA_CARDSET_OF(card))
			return fail_quoted(r, word.start, "", word, " is twice in the deck order");
		if (stock && !place(r, word, card))
			return false;
		r->ordered |= ESCOPA_CARDSET_OF(card);
		cards[(*n)++] = (uint8_t)card;
	}
	return true;
}

/* Groups separated by '/', one per seat or side. */
static bool
split_groups(struct reader *r, struct span s, int want, const char *what, struct span *groups)
{
	const char *text = r->ctx->text;
	int n = 0;
	size_t start = s.start;

	for (size_t i = s.start; i <= s.end; i++) {
		if (i < s.end && text[i] != '/')
			continue;
		if (n == want) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, span_trim(text, (struct span){ start, i }).start,
				   "more than %d %s", want, what);
			return false;
		}
		groups[n++] = (struct span){ start, i };
		start = i + 1;
	}
	if (n != want) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.end, "%d %s needed, found %d", want, what, n);
		return false;
	}
	return true;
}

/* Blank-separated numbers, one per side. */
static bool
read_per_side(struct reader *r, struct span s, const char *what, int16_t *values)
{
	struct span word;
	int n = 0;
	long v;

	while (next_word(r->ctx->text, &s, &word)) {
		if (n == r->g->sides) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, word.start, "more %s than sides (%d)",
				   what, r->g->sides);
			return false;
		}
		if (!read_number(r, word, 0, INT16_MAX, what, &v))
			return false;
		values[n++] = (int16_t)v;
	}
	if (n != r->g->sides) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.end, "%d %s needed, one per side, found %d",
			   r->g->sides, what, n);
		return false;
	}
	return true;
}

/* The games won, one per side. */
static bool
read_wins(struct reader *r, struct span s, uint16_t *wins)
{
	int16_t values[MAX_SEATS] = { 0 };
	if (!read_per_side(r, s, "games won", values))
		return false;
	for (int side = 0; side < MAX_SEATS; side++)
		wins[side] = (uint16_t)values[side];
	return true;
}

/* One seat's set of card values: "-", or values 1..10 (and "jk" for the
 * known voids, `jokers` true), in any order, each once; `what` names the
 * set for errors. */
static bool
read_value_set(struct reader *r, struct span s, bool jokers, const char *what,
	       uint16_t *values)
{
	const char *text = r->ctx->text;
	struct span word;
	*values = 0;
	if (is_none(text, s))
		return true;
	if (span_trim(text, s).start == span_trim(text, s).end) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.end, "expected card values, or - for none");
		return false;
	}
	while (next_word(text, &s, &word)) {
		unsigned bit;
		long v;
		if (jokers && word_equals(text + word.start, word.end - word.start, "jk")) {
			bit = VOID_JOKERS;
		} else if (read_number(r, word, 1, 10, "a card value", &v)) {
			bit = 1u << (v - 1);
		} else {
			return false;
		}
		if (*values & bit) {
			char after[48];
			snprintf(after, sizeof after, " is twice among the %s", what);
			return fail_quoted(r, word.start, "", word, after);
		}
		*values = (uint16_t)(*values | bit);
	}
	return true;
}

/* The table: piles separated by blanks, the cards of a pile joined by '+'. */
static bool
read_table(struct reader *r, struct span s)
{
	const char *text = r->ctx->text;
	struct escopa_game *g = r->g;
	struct span word;

	if (is_none(text, s))
		return true;
	if (span_trim(text, s).start == span_trim(text, s).end) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, s.end, "expected piles, or - for none");
		return false;
	}
	while (next_word(text, &s, &word)) {
		escopa_cardset_t pile = 0;
		size_t start = word.start;
		for (size_t i = word.start; i <= word.end; i++) {
			if (i < word.end && text[i] != '+')
				continue;
			struct span part = { start, i };
			escopa_card_t card;
			if (!read_card(r, part, &card) || !place(r, part, card))
				return false;
			pile |= ESCOPA_CARDSET_OF(card);
			start = i + 1;
		}
		g->table |= pile;
		if (popcount64(pile) < 2)
			continue;
		if (g->n_stacks == MAX_STACKS) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, word.start, "more than %d stacked piles",
				   MAX_STACKS);
			return false;
		}
		/* Stacks are kept in ascending order. */
		int j = g->n_stacks++;
		for (; j > 0 && g->stacks[j - 1] > pile; j--)
			g->stacks[j] = g->stacks[j - 1];
		g->stacks[j] = pile;
	}
	return true;
}

static bool
read_rng(struct reader *r, struct span s)
{
	const char *text = r->ctx->text;
	uint64_t v = 0;

	s = span_trim(text, s);
	if (s.end - s.start != 16)
		return fail_quoted(r, s.start, "the rng is 16 hexadecimal digits, not ", s, "");
	for (size_t i = s.start; i < s.end; i++) {
		char c = ascii_lower(text[i]);
		int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
		if (digit < 0)
			return fail_quoted(r, s.start, "the rng is 16 hexadecimal digits, not ", s, "");
		v = (v << 4) | (uint64_t)digit;
	}
	r->g->rng = v;
	return true;
}

static bool
read_phase(struct reader *r, struct span s)
{
	s = span_trim(r->ctx->text, s);
	for (int i = 0; i <= ESCOPA_PHASE_MISDEAL; i++) {
		if (word_equals(r->ctx->text + s.start, s.end - s.start, position_phase_names[i])) {
			r->g->phase = (uint8_t)i;
			return true;
		}
	}
	return fail_quoted(r, s.start, "", s, " is not a phase (playing, hand_over, game_over "
			   "or misdeal)");
}

/* The fields after the version, each the content after its label. */
struct fields {
	struct span content[FIELD_COUNT];
	bool present[FIELD_COUNT];
};

static bool
read_content(struct reader *r, const struct fields *f)
{
	struct escopa_game *g = r->g;
	struct span groups[MAX_SEATS];
	long v;
	uint8_t dealt[MAX_DECK], stock[MAX_DECK];
	int n_dealt = 0, n_stock = 0;
	const struct span *c = f->content;

	if (!rules_read_at(r->ctx, c[FIELD_RULES].start, c[FIELD_RULES].end - c[FIELD_RULES].start,
			   &g->rules)) {
		/* An unknown option or a bad value is malformed position text. */
		r->ctx->status = ESCOPA_E_PARSE;
		return false;
	}
	g->deck_size = (uint8_t)(40 + rule(&g->rules, ESCOPA_OPT_JOKERS));
	r->deck = ((escopa_cardset_t)1 << g->deck_size) - 1;

	if (!read_number(r, c[FIELD_PLAYERS], 2, MAX_SEATS, "players", &v))
		return false;
	g->players = (uint8_t)v;
	g->sides = (uint8_t)(v == 4 && rule(&g->rules, ESCOPA_OPT_PARTNERSHIPS) ? 2 : v);
	if (r->view) {
		if (!read_number(r, c[FIELD_VIEWER], 0, g->players - 1, "the viewer", &v))
			return false;
		r->view->viewer = (uint8_t)v;
	}
	g->game_number = 1;
	if (f->present[FIELD_GAME_NUMBER]) {
		if (!read_number(r, c[FIELD_GAME_NUMBER], 1, MAX_GAME_NUMBER, "the game number", &v))
			return false;
		g->game_number = (uint16_t)v;
	}
	if (f->present[FIELD_GAMES_WON] && !read_wins(r, c[FIELD_GAMES_WON], g->games_won))
		return false;
	if (!read_number(r, c[FIELD_HAND_NUMBER], 1, MAX_HAND_NUMBER, "the hand number", &v))
		return false;
	g->hand_number = (uint32_t)v;
	if (!read_number(r, c[FIELD_DEALER], 0, g->players - 1, "the dealer", &v))
		return false;
	g->dealer = (uint8_t)v;
	if (!read_phase(r, c[FIELD_PHASE]))
		return false;
	if (!read_number(r, c[FIELD_SEAT], 0, g->players - 1, "the seat to play", &v))
		return false;
	g->seat = (uint8_t)v;
	if (!read_number(r, c[FIELD_PLAYS], 0, UINT8_MAX, "plays", &v))
		return false;
	g->plays = (uint8_t)v;

	if (!split_groups(r, c[FIELD_HANDS], g->players, "hands", groups))
		return false;
	for (int seat = 0; seat < g->players; seat++) {
		int hidden = 0;
		if (!read_set_hidden(r, groups[seat], &g->hands[seat], r->view ? &hidden : NULL))
			return false;
		if (r->view)
			r->view->hand_size[seat] = (uint8_t)(popcount64(g->hands[seat]) + hidden);
	}
	if (f->present[FIELD_VOIDS]) {
		if (!split_groups(r, c[FIELD_VOIDS], g->players, "sets of voids", groups))
			return false;
		for (int seat = 0; seat < g->players; seat++) {
			if (!read_value_set(r, groups[seat], true, "voids", &g->voids[seat]))
				return false;
		}
	}
	if (f->present[FIELD_DECLINED]) {
		if (!split_groups(r, c[FIELD_DECLINED], g->players, "sets of declined sweeps",
				  groups))
			return false;
		for (int seat = 0; seat < g->players; seat++) {
			if (!read_value_set(r, groups[seat], false, "declined sweeps",
					    &g->declined_sweeps[seat]))
				return false;
		}
	}
	if (!read_table(r, c[FIELD_TABLE]))
		return false;
	if (f->present[FIELD_DEALT] && !read_order(r, c[FIELD_DEALT], false, dealt, &n_dealt))
		return false;
	if (r->view) {
		/* the stock of a view is its size alone */
		if (!read_number(r, c[FIELD_STOCK], 0, g->deck_size, "the stock size", &v))
			return false;
		r->view->stock_size = (uint8_t)v;
	} else if (!read_order(r, c[FIELD_STOCK], true, stock, &n_stock)) {
		return false;
	}
	if (!split_groups(r, c[FIELD_CAPTURED], g->sides, "captured sets", groups))
		return false;
	for (int side = 0; side < g->sides; side++) {
		if (!read_set(r, groups[side], &g->captured[side]))
			return false;
	}
	int16_t sweeps[MAX_SEATS] = { 0 };
	if (!read_per_side(r, c[FIELD_SWEEPS], "sweep points", sweeps) ||
	    !read_set(r, c[FIELD_SET_ASIDE], &g->set_aside) ||
	    !read_per_side(r, c[FIELD_SCORES], "scores", g->score) ||
	    !read_side_or_none(r, c[FIELD_LAST_CAPTURE], "the last capture's side",
			       &g->last_capture_side) ||
	    !read_side_or_none(r, c[FIELD_WINNER], "the winner", &g->winner) ||
	    (!r->view && !read_rng(r, c[FIELD_RNG])))
		return false;
	for (int side = 0; side < MAX_SEATS; side++)
		g->sweeps[side] = (int8_t)(sweeps[side] > INT8_MAX ? -1 : sweeps[side]);
	/* Without a wins field, the games won are those of a first game. */
	if (!f->present[FIELD_GAMES_WON])
		games_won_of_first_game(g, g->games_won);

	if (r->view) {
		/* a view holds no deck order: only how far it has been dealt */
		r->view->unseen = r->deck & ~r->placed;
		g->stock_pos = (uint8_t)(g->deck_size - r->view->stock_size);
		return true;
	}
	/* The deck order: the dealt cards, then the stock. Without a dealt
	 * field the dealt cards are every other card, in ascending order. */
	if (f->present[FIELD_DEALT]) {
		if (n_dealt + n_stock != g->deck_size) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, r->field_at[FIELD_DEALT],
				   "the dealt cards and the stock hold %d cards, not the %d "
				   "of the deck", n_dealt + n_stock, g->deck_size);
			return false;
		}
	} else {
		for (escopa_cardset_t rest = r->deck & ~r->ordered; rest; rest &= rest - 1)
			dealt[n_dealt++] = (uint8_t)lowest_card(rest);
	}
	memcpy(g->stock, dealt, (size_t)n_dealt);
	memcpy(g->stock + n_dealt, stock, (size_t)n_stock);
	g->stock_pos = (uint8_t)n_dealt;
	return true;
}

/* The next field of the notation from `field` on, FIELD_COUNT past the
 * last. */
static int
next_used(int field, bool view)
{
	while (field < FIELD_COUNT && !field_is_used(field, view))
		field++;
	return field;
}

/* Splits the line into its '|'-separated fields and checks the labels. */
static bool
read_fields(struct reader *r, struct span line, struct fields *f)
{
	const char *text = r->ctx->text;
	size_t start = line.start;
	bool view = r->view != NULL;
	int next = -1;   /* -1: the version field */
	const char *header = view ? "view" : "position";
	int version_known = view ? VIEW_VERSION : POSITION_VERSION;

	memset(f, 0, sizeof *f);
	for (size_t i = line.start; i <= line.end; i++) {
		if (i < line.end && text[i] != '|')
			continue;
		struct span field = span_trim(text, (struct span){ start, i });
		struct span rest = field, label;
		start = i + 1;
		if (next == FIELD_COUNT) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, field.start, "unexpected field after the %s",
				   view ? "winner" : "rng");
			return false;
		}
		if (!next_word(text, &rest, &label)) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, field.start, "empty field");
			return false;
		}
		const char *want = next < 0 ? header : position_field_labels[next];
		bool match = word_equals(text + label.start, label.end - label.start, want);
		while (!match && next >= 0 && field_is_optional(next)) {
			/* An optional field was left out. */
			next = next_used(next + 1, view);
			want = position_field_labels[next];
			match = word_equals(text + label.start, label.end - label.start, want);
		}
		if (!match) {
			char quoted[64];
			parse_quote(quoted, sizeof quoted, text + label.start, label.end - label.start);
			parse_fail(r->ctx, ESCOPA_E_PARSE, label.start,
				   "expected the field '%s', found '%s'", want, quoted);
			return false;
		}
		if (next < 0) {
			long version;
			if (!read_number(r, rest, 0, 1000000, "a version", &version))
				return false;
			if (version != version_known) {
				parse_fail(r->ctx, ESCOPA_E_PARSE, span_trim(text, rest).start,
					   "%s notation version %ld is not known (this "
					   "library reads %d)", header, version, version_known);
				return false;
			}
		} else {
			f->content[next] = rest;
			f->present[next] = true;
			r->field_at[next] = field.start;
		}
		next = next_used(next + 1, view);
	}
	while (next >= 0 && next < FIELD_COUNT && field_is_optional(next))
		next = next_used(next + 1, view);
	if (next < FIELD_COUNT) {
		parse_fail(r->ctx, ESCOPA_E_PARSE, line.end, "the field '%s' is missing",
			   next < 0 ? header : position_field_labels[next]);
		return false;
	}
	if (!f->present[FIELD_DEALT])
		r->field_at[FIELD_DEALT] = r->field_at[FIELD_STOCK];
	if (!f->present[FIELD_VOIDS])
		r->field_at[FIELD_VOIDS] = r->field_at[FIELD_HANDS];
	if (!f->present[FIELD_DECLINED])
		r->field_at[FIELD_DECLINED] = r->field_at[FIELD_HANDS];
	return true;
}

/* Reads position notation into *g, or view notation into *view (whose
 * known game g must then be); both are only written to. */
static bool
read_state(struct parse_ctx *ctx, struct escopa_game *g, struct escopa_view *view)
{
	const char *text = ctx->text;
	struct span line = { 0, ctx->length };

	if (ctx->length > MAX_POSITION_TEXT) {
		parse_fail(ctx, ESCOPA_E_PARSE, MAX_POSITION_TEXT,
			   "position text is longer than %d bytes", MAX_POSITION_TEXT);
		return false;
	}
	/* One line: blanks and a line end around it are allowed. */
	while (line.start < line.end && (char_is_blank(text[line.start]) || is_line_end(text[line.start])))
		line.start++;
	while (line.end > line.start && (char_is_blank(text[line.end - 1]) || is_line_end(text[line.end - 1])))
		line.end--;
	for (size_t i = 0; i < ctx->length; i++) {
		unsigned char ch = (unsigned char)text[i];
		if (ch == '\0') {
			parse_fail(ctx, ESCOPA_E_PARSE, i, "embedded NUL byte");
			return false;
		}
		if (i >= line.start && i < line.end && (ch < 0x20 || ch == 0x7F) && ch != '\t') {
			parse_fail(ctx, ESCOPA_E_PARSE, i, is_line_end((char)ch) ?
				   "position notation is one line" : "control character");
			return false;
		}
	}
	if (line.start == line.end) {
		parse_fail(ctx, ESCOPA_E_PARSE, line.start, "empty position");
		return false;
	}

	struct reader r = { .ctx = ctx, .g = g, .view = view };
	struct fields f;
	if (view)
		memset(view, 0, sizeof *view);
	memset(g, 0, sizeof *g);
	if (!read_fields(&r, line, &f) || !read_content(&r, &f))
		return false;
	table_cache_update(g);

	const char *why;
	enum state_field field;
	if (view) {
		view_derive(view);
		if (view_check(view, &why, &field) != ESCOPA_OK) {
			parse_fail(ctx, ESCOPA_E_PARSE, r.field_at[field], "impossible view: %s", why);
			return false;
		}
		return true;
	}
	if (game_check(g, &why, &field) != ESCOPA_OK) {
		parse_fail(ctx, ESCOPA_E_PARSE, r.field_at[field], "impossible position: %s", why);
		return false;
	}
	return true;
}

/* The readers' frame: the error's version, the NULL arguments, then the
 * text read into a local state and delivered (parse_deliver()): over
 * *into, or, with `out` true, into a new allocation at *made. */
static enum escopa_status
read_into(const char *text, size_t length, bool view, void *into, bool out, void **made,
	  struct escopa_parse_error *error)
{
	struct parse_ctx ctx;
	struct escopa_view v; /* a view, or a game in v.known */

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, text, length);
	if ((!into && !out) || !text)
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL",
			   text ? (view ? "view" : "game") : "text");
	else if (read_state(&ctx, &v.known, view ? &v : NULL))
		parse_deliver(&ctx, view ? (void *)&v : (void *)&v.known,
			      view ? sizeof v : sizeof v.known, into, made);
	return parse_report(&ctx, error);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_load_position(struct escopa_game *game, const char *text, size_t length,
			  struct escopa_parse_error *error)
{
	return read_into(text, length, false, game, false, NULL, error);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_parse_position(const char *text, size_t length, struct escopa_game **game,
			   struct escopa_parse_error *error)
{
	void *made = NULL;
	enum escopa_status rc = read_into(text, length, false, NULL, game != NULL, &made, error);
	if (made)
		*game = made;
	return rc;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_load(struct escopa_view *view, const char *text, size_t length,
		 struct escopa_parse_error *error)
{
	return read_into(text, length, true, view, false, NULL, error);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_parse(const char *text, size_t length, struct escopa_view **view,
		  struct escopa_parse_error *error)
{
	void *made = NULL;
	enum escopa_status rc = read_into(text, length, true, NULL, view != NULL, &made, error);
	if (made)
		*view = made;
	return rc;
}
