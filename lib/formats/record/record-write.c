/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A record's text (doc/record.md): escopa_record_format(), with the tag
 * lines of record-tags.c first, and the lengths of the pieces after them,
 * which the record keeps so that no change takes the text past
 * ESCOPA_RECORD_MAX_TEXT. */

#include <string.h>
#include "record-private.h"

/* The writers below serve escopa_record_format() and, with a text_buf of
 * size 0 that only counts, the lengths the record keeps of its text. */

static void
put_int(struct text_buf *t, long long v)
{
	/* By hand rather than snprintf(): the record counts its text's
	 * length with this at every move. */
	char s[24], *p = s + sizeof s;
	unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
	*--p = '\0';
	do
		*--p = (char)('0' + u % 10);
	while (u /= 10);
	if (v < 0)
		*--p = '-';
	text_put(t, p);
}

/* A deal's Hand line, its Deck line and its misdeal comment. */
static void
put_deal_head(struct text_buf *t, const struct escopa_record *rec, const struct record_deal *d)
{
	text_put(t, "\nHand ");
	put_int(t, d->hand_number);
	text_put(t, "\n");
	if (d->has_deck) {
		text_put(t, "Deck");
		for (int c = 0; c < rec->game.deck_size; c++) {
			text_put(t, " ");
			text_put_card(t, d->deck[c], ESCOPA_STYLE_ASCII);
		}
		text_put(t, "\n");
	}
	if (d->phase == ESCOPA_PHASE_MISDEAL)
		text_put(t, "; misdeal: the first table holds a 15\n");
}

/* Move k of a deal (from 0), without the end of its line: a round's line
 * starts with its number, the other moves with a comma. */
static void
put_move(struct text_buf *t, const struct escopa_record *rec, size_t k, escopa_move_t move)
{
	char text[MAX_RESERVED_VALUE];
	size_t len;

	if (k % (size_t)rec->players == 0) {
		put_int(t, (long long)(k / (size_t)rec->players + 1));
		text_put(t, ".");
	} else {
		text_put(t, ",");
	}
	text_put(t, " ");
	if (escopa_move_format(move, ESCOPA_STYLE_ASCII, text, sizeof text, &len) == ESCOPA_OK)
		text_put(t, text);
}

/* The comment after a hand's last move; game is the state it left. */
static void
put_hand_end(struct text_buf *t, const struct escopa_game *game, const struct record_deal *d,
	     bool last)
{
	int sides = game->sides;

	text_put(t, "; hand ");
	put_int(t, d->hand_number);
	text_put(t, " points");
	for (int s = 0; s < sides; s++) {
		text_put(t, " ");
		put_int(t, d->score_after[s] - d->score_before[s]);
	}
	text_put(t, ", scores");
	for (int s = 0; s < sides; s++) {
		text_put(t, " ");
		put_int(t, d->score_after[s]);
	}
	text_put(t, "\n");
	if (d->phase_after == ESCOPA_PHASE_GAME_OVER) {
		if (d->winner < 0) {
			text_put(t, "; game over: drawn\n");
		} else {
			text_put(t, "; game over: side ");
			put_int(t, d->winner);
			text_put(t, " wins\n");
		}
	}
	bool over;
	int match = match_winner(game, &over);
	if (last && over && rule(&game->rules, ESCOPA_OPT_MATCH_GAMES) > 1) {
		text_put(t, "; match over: ");
		if (match < 0) {
			text_put(t, "drawn");
		} else {
			text_put(t, "side ");
			put_int(t, match);
			text_put(t, " wins");
		}
		text_put(t, ", games won");
		for (int s = 0; s < sides; s++) {
			text_put(t, " ");
			put_int(t, game->games_won[s]);
		}
		text_put(t, "\n");
	}
}

/* The seed's first deal is left out when, before any move, the first hand
 * was dealt again from a given deck: the reader deals it anyway. */
static bool
deal_is_implied(const struct escopa_record *rec, size_t i)
{
	return (i == 0 || rec->deals[i].new_game) && i + 1 < rec->n_deals &&
	       rec->deals[i + 1].first_move == rec->deals[i].first_move &&
	       rec->deals[i + 1].has_deck;
}

/* The line that starts a later game of a match. */
static void
put_game_line(struct text_buf *t, const struct record_deal *d)
{
	text_put(t, "\nGame ");
	put_int(t, d->game_number);
	text_put(t, "\n");
}

static void
put_record(struct text_buf *t, const struct escopa_record *rec)
{
	record_put_header(t, rec);
	for (size_t i = 0; i < rec->n_deals; i++) {
		const struct record_deal *d = &rec->deals[i];
		size_t end = i + 1 < rec->n_deals ? rec->deals[i + 1].first_move : rec->n_moves;
		if (d->new_game)
			put_game_line(t, d);
		if (deal_is_implied(rec, i))
			continue;
		put_deal_head(t, rec, d);
		for (size_t m = d->first_move; m < end; m++) {
			size_t k = m - d->first_move;
			put_move(t, rec, k, rec->moves[m]);
			if (k % (size_t)rec->players == (size_t)rec->players - 1 || m + 1 == end)
				text_put(t, "\n");
		}
		if (d->ended)
			put_hand_end(t, &rec->game, d, i + 1 == rec->n_deals);
	}
}

size_t
record_deal_head_length(const struct escopa_record *rec, const struct record_deal *d)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_deal_head(&t, rec, d);
	return t.len;
}

size_t
record_game_line_length(const struct record_deal *d)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_game_line(&t, d);
	return t.len;
}

/* What a move adds to the text: itself, and the end of its line when it
 * starts one (every line ends with exactly one "\n"). */
size_t
record_move_length(const struct escopa_record *rec, size_t k, escopa_move_t move)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_move(&t, rec, k, move);
	return t.len + (k % (size_t)rec->players == 0);
}

size_t
record_hand_end_length(const struct escopa_game *game, const struct record_deal *d)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_hand_end(&t, game, d, true);
	return t.len;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_format(const struct escopa_record *record, char *buf, size_t size,
		     size_t *length)
{
	if (!record || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	put_record(&t, record);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_text_length(const struct escopa_record *record, size_t *length)
{
	if (!record || !length)
		return ESCOPA_E_NULL;
	*length = record->header_len + record->body_len;
	return ESCOPA_OK;
}
