/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Game records: the arguments of escopa_game_new(), the tags, and every
 * deal and move since, with the game they lead to. The text form is in
 * the spirit of chess's PGN (doc/record.md has the grammar):
 *
 *   [Rules "escoba_de_15"]
 *   [Players "2"]
 *   [Seed "42"]
 *   [Event "Club night"]
 *
 *   Hand 1
 *   1. 7o x 5c+3e, 2b
 *   2. ...
 *
 * A record only holds a legal game: each move is played as it is added,
 * and reading replays the text through the same calls.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "format-private.h"
#include "../game/game-private.h"

#define MAX_KEY 32
/* Longest value of the Rules tag: the longest rules text, a preset name and
 * every option changed, is well under this. */
#define MAX_RESERVED_VALUE 1024
/* Longer than the comments after a hand's last move can be: "; hand N
 * points" and ", scores" with four numbers each, and "; game over". */
#define MAX_HAND_END 256

struct record_tag {
	char key[MAX_KEY + 1];
	char value[ESCOPA_RECORD_MAX_TAG_LENGTH + 1];
};

/* One deal: the first hand's, from the seed when the record starts, then
 * one per escopa_record_next_hand(). */
struct record_deal {
	size_t first_move;               /* index of its first move */
	uint32_t hand_number;            /* the hand it dealt */
	uint16_t game_number;            /* the game of the match it dealt in */
	bool new_game;                   /* escopa_record_next_game() dealt it */
	uint8_t phase;                   /* the phase right after dealing */
	bool has_deck;
	bool ended;                      /* a move of this deal ended the hand */
	uint8_t deck[MAX_DECK];
	int16_t score_before[MAX_SEATS]; /* running scores when dealt */
	int16_t score_after[MAX_SEATS];  /* and when the hand ended */
	uint8_t phase_after;             /* the phase the hand ended in */
	int8_t winner;                   /* and the game's winner then */
};

struct escopa_record {
	struct escopa_rules rules;
	int players;
	uint64_t seed;
	struct escopa_game game;         /* the state after every move so far */
	int n_tags;
	struct record_tag tags[ESCOPA_RECORD_MAX_TAGS];
	escopa_move_t *moves;
	size_t n_moves, moves_capacity;
	struct record_deal *deals;
	size_t n_deals, deals_capacity;
	/* The length of the text escopa_record_format() writes: the tag lines,
	 * and everything after them, kept up to date by every change so that
	 * a change that would take it past ESCOPA_RECORD_MAX_TEXT is refused. */
	size_t header_len, body_len;
};

static const char *const reserved_keys[] = { "Rules", "Players", "Seed" };

/* The lengths of pieces of the text (see "the length of the text"). */
static size_t header_length(const struct escopa_record *rec);
static size_t deal_head_length(const struct escopa_record *rec, const struct record_deal *d);
static size_t game_line_length(const struct record_deal *d);
static size_t move_length(const struct escopa_record *rec, size_t k, escopa_move_t move);
static size_t hand_end_length(const struct escopa_game *game, const struct record_deal *d);
static bool text_fits(const struct escopa_record *rec, size_t add, size_t drop);

/* ---- memory ---- */

/* The array with room for one more element: itself, or a copy twice as
 * large; NULL (and the array untouched) when memory runs out. */
static void *
grow(void *array, size_t *capacity, size_t count, size_t element)
{
	if (count < *capacity)
		return array;
	size_t wanted = *capacity ? *capacity * 2 : 64;
	if (wanted > SIZE_MAX / element)
		return NULL;
	void *bigger = realloc(array, wanted * element);
	if (bigger)
		*capacity = wanted;
	return bigger;
}

/* strlen that stops looking after max bytes. */
static size_t
length_upto(const char *s, size_t max)
{
	size_t n = 0;
	while (n <= max && s[n])
		n++;
	return n;
}

static void
deal_begin(struct record_deal *d, size_t first_move, const struct escopa_game *game)
{
	memset(d, 0, sizeof *d);
	d->first_move = first_move;
	d->hand_number = game->hand_number;
	d->game_number = game->game_number;
	d->phase = game->phase;
	memcpy(d->score_before, game->score, sizeof d->score_before);
}

ESCOPA_EXPORT enum escopa_status
escopa_record_new(const struct escopa_rules *rules, int players, uint64_t seed,
		  struct escopa_record **record)
{
	if (!rules || !record)
		return ESCOPA_E_NULL;
	if (players < 2 || players > MAX_SEATS)
		return ESCOPA_E_INVALID;

	struct escopa_record *rec = calloc(1, sizeof *rec);
	struct escopa_game *game = NULL;
	enum escopa_status rc = ESCOPA_E_NOMEM;
	if (!rec || !(rec->deals = grow(NULL, &rec->deals_capacity, 0, sizeof *rec->deals)))
		goto fail;
	rc = escopa_game_new(rules, players, seed, &game);
	if (rc != ESCOPA_OK)
		goto fail;
	rec->rules = *rules;
	rec->players = players;
	rec->seed = seed;
	rec->game = *game;
	escopa_game_free(game);
	deal_begin(&rec->deals[0], 0, &rec->game);
	rec->n_deals = 1;
	rec->header_len = header_length(rec);
	rec->body_len = deal_head_length(rec, &rec->deals[0]);
	*record = rec;
	return ESCOPA_OK;

fail:
	if (rec)
		free(rec->deals);
	free(rec);
	return rc;
}

ESCOPA_EXPORT void
escopa_record_free(struct escopa_record *record)
{
	if (!record)
		return;
	free(record->moves);
	free(record->deals);
	free(record);
}

/* ---- tags ---- */

static bool
key_is_reserved(const char *key, size_t len)
{
	for (size_t i = 0; i < sizeof reserved_keys / sizeof reserved_keys[0]; i++) {
		const char *r = reserved_keys[i];
		size_t j = 0;
		for (; j < len && r[j]; j++) {
			if (ascii_lower(key[j]) != ascii_lower(r[j]))
				break;
		}
		if (j == len && r[j] == '\0')
			return true;
	}
	return false;
}

static bool
key_char(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

static bool
key_is_valid(const char *key, size_t len)
{
	if (len < 1 || len > MAX_KEY)
		return false;
	for (size_t i = 0; i < len; i++) {
		if (!key_char(key[i]))
			return false;
	}
	return true;
}

/* Length of the UTF-8 sequence at s[0..len) if it is a well-formed
 * character that is not a control character (C0, DEL or C1), else 0. */
static size_t
utf8_char(const unsigned char *s, size_t len)
{
	unsigned char c = s[0];
	size_t n;
	uint32_t cp;

	if (c < 0x80)
		return c >= 0x20 && c != 0x7F ? 1 : 0;
	if (c >= 0xC2 && c <= 0xDF) {
		n = 2;
		cp = c & 0x1F;
	} else if (c >= 0xE0 && c <= 0xEF) {
		n = 3;
		cp = c & 0x0F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		n = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	if (n > len)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3F);
	}
	/* overlong forms, surrogates, past U+10FFFF, C1 controls */
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
	    (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0x80 && cp <= 0x9F))
		return 0;
	return n;
}

/* Where a tag value stops being acceptable, or len if it never does. */
static size_t
value_fault(const char *value, size_t len)
{
	size_t i = 0;
	while (i < len) {
		size_t n = utf8_char((const unsigned char *)value + i, len - i);
		if (n == 0)
			return i;
		i += n;
	}
	return len;
}

static struct record_tag *
find_tag(const struct escopa_record *rec, const char *key, size_t len)
{
	for (int i = 0; i < rec->n_tags; i++) {
		if (strlen(rec->tags[i].key) == len && memcmp(rec->tags[i].key, key, len) == 0)
			return (struct record_tag *)&rec->tags[i];
	}
	return NULL;
}

/* Sets a tag whose key and value were checked. */
static enum escopa_status
put_tag(struct escopa_record *rec, const char *key, size_t key_len, const char *value,
	size_t value_len)
{
	struct record_tag *tag = find_tag(rec, key, key_len);
	if (!tag) {
		if (rec->n_tags == ESCOPA_RECORD_MAX_TAGS)
			return ESCOPA_E_INVALID;
		tag = &rec->tags[rec->n_tags++];
		memcpy(tag->key, key, key_len);
		tag->key[key_len] = '\0';
	}
	memcpy(tag->value, value, value_len);
	tag->value[value_len] = '\0';
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_set_tag(struct escopa_record *record, const char *key, const char *value)
{
	if (!record || !key || !value)
		return ESCOPA_E_NULL;
	size_t key_len = length_upto(key, MAX_KEY);
	size_t value_len = length_upto(value, ESCOPA_RECORD_MAX_TAG_LENGTH);
	if (!key_is_valid(key, key_len) || key_is_reserved(key, key_len) ||
	    value_len > ESCOPA_RECORD_MAX_TAG_LENGTH || value_fault(value, value_len) != value_len)
		return ESCOPA_E_INVALID;
	/* Tried on a copy of the tags: the text must stay within its limit. */
	int n_tags = record->n_tags;
	struct record_tag *old = find_tag(record, key, key_len);
	struct record_tag saved;
	if (old)
		saved = *old;
	enum escopa_status rc = put_tag(record, key, key_len, value, value_len);
	if (rc != ESCOPA_OK)
		return rc;
	size_t header_len = header_length(record);
	if (header_len + record->body_len > ESCOPA_RECORD_MAX_TEXT) {
		if (old)
			*old = saved;
		record->n_tags = n_tags;
		return ESCOPA_E_FULL;
	}
	record->header_len = header_len;
	return ESCOPA_OK;
}

/* The value of a reserved tag, written by the record itself. */
static bool
reserved_value(const struct escopa_record *rec, const char *key, size_t len,
	       struct text_buf *t)
{
	char number[32];

	if (!key_is_reserved(key, len))
		return false;
	switch (key[0] | 0x20) {
	case 'r':
		text_put_rules(t, &rec->rules);
		break;
	case 'p':
		snprintf(number, sizeof number, "%d", rec->players);
		text_put(t, number);
		break;
	default:
		snprintf(number, sizeof number, "%llu", (unsigned long long)rec->seed);
		text_put(t, number);
		break;
	}
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_tag(const struct escopa_record *record, const char *key, char *buf,
		  size_t size, size_t *length)
{
	if (!record || !key || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	size_t key_len = length_upto(key, MAX_KEY);
	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	if (!reserved_value(record, key, key_len, &t)) {
		const struct record_tag *tag = find_tag(record, key, key_len);
		if (!tag)
			return ESCOPA_E_INVALID;
		text_put(&t, tag->value);
	}
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_tag_count(const struct escopa_record *record, size_t *count)
{
	if (!record || !count)
		return ESCOPA_E_NULL;
	*count = sizeof reserved_keys / sizeof reserved_keys[0] + (size_t)record->n_tags;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_tag_key(const struct escopa_record *record, size_t index, char *buf,
		      size_t size, size_t *length)
{
	if (!record || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	size_t reserved = sizeof reserved_keys / sizeof reserved_keys[0];
	if (index >= reserved + (size_t)record->n_tags)
		return ESCOPA_E_INVALID;
	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	text_put(&t, index < reserved ? reserved_keys[index] : record->tags[index - reserved].key);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

/* ---- moves and deals ---- */

ESCOPA_EXPORT enum escopa_status
escopa_record_play(struct escopa_record *record, escopa_move_t move)
{
	if (!record)
		return ESCOPA_E_NULL;
	enum escopa_status rc = escopa_game_is_legal(&record->game, move);
	if (rc != ESCOPA_OK)
		return rc;
	escopa_move_t *moves = grow(record->moves, &record->moves_capacity, record->n_moves,
				    sizeof *moves);
	if (!moves)
		return ESCOPA_E_NOMEM;
	record->moves = moves;

	/* A move that would take the text past its limit, with the comment
	 * that ends its hand, changes nothing. Far from the limit the move is
	 * played in place; near it, on a copy first. */
	struct record_deal *d = &record->deals[record->n_deals - 1];
	size_t add = move_length(record, record->n_moves - d->first_move, move);
	struct escopa_game copy, *after = &record->game;
	if (!text_fits(record, add + MAX_HAND_END, 0)) {
		copy = record->game;
		after = &copy;
	}
	struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
	rc = escopa_game_play(after, move, &result);
	if (rc != ESCOPA_OK)
		return rc;
	struct record_deal ended = *d;
	if (result.flags & ESCOPA_PLAYED_HAND_OVER) {
		ended.ended = true;
		ended.phase_after = after->phase;
		ended.winner = after->winner;
		memcpy(ended.score_after, after->score, sizeof ended.score_after);
		add += hand_end_length(after, &ended);
	}
	if (!text_fits(record, add, 0))
		return ESCOPA_E_FULL; /* played on the copy only */
	if (after != &record->game)
		record->game = copy;
	*d = ended;
	record->moves[record->n_moves++] = move;
	record->body_len += add;
	return ESCOPA_OK;
}

/* Room for one more deal in the list. */
static enum escopa_status
reserve_deal(struct escopa_record *record)
{
	struct record_deal *deals = grow(record->deals, &record->deals_capacity,
					 record->n_deals, sizeof *deals);
	if (!deals)
		return ESCOPA_E_NOMEM;
	record->deals = deals;
	return ESCOPA_OK;
}

/* Keeps a deal made on a copy of the game, unless the text would pass its
 * limit: then nothing changes. */
static enum escopa_status
append_deal(struct escopa_record *record, const struct escopa_game *after,
	    const struct record_deal *d, size_t add, size_t drop)
{
	if (!text_fits(record, add, drop))
		return ESCOPA_E_FULL;
	record->deals[record->n_deals++] = *d;
	record->game = *after;
	record->body_len += add;
	record->body_len -= drop;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_next_hand(struct escopa_record *record, const escopa_card_t *deck,
			size_t count)
{
	if (!record)
		return ESCOPA_E_NULL;

	struct escopa_game after = record->game;
	enum escopa_status rc = deck ? escopa_game_deal(&after, deck, count)
				     : escopa_game_next_hand(&after);
	if (rc != ESCOPA_OK)
		return rc;
	rc = reserve_deal(record);
	if (rc != ESCOPA_OK)
		return rc;

	/* The deal is made on a copy, then counted: a deal that would take the
	 * text past its limit changes nothing. */
	struct record_deal d;
	deal_begin(&d, record->n_moves, &after);
	if (deck) {
		d.has_deck = true;
		for (size_t i = 0; i < count; i++)
			d.deck[i] = (uint8_t)deck[i];
	}
	size_t add = deal_head_length(record, &d), drop = 0;
	/* A deck dealt before any move replaces the seed's first deal in the
	 * text (see deal_is_implied()). */
	const struct record_deal *last = &record->deals[record->n_deals - 1];
	if (deck && last->first_move == record->n_moves &&
	    (record->n_deals == 1 || last->new_game))
		drop = deal_head_length(record, last);
	return append_deal(record, &after, &d, add, drop);
}

ESCOPA_EXPORT enum escopa_status
escopa_record_next_game(struct escopa_record *record)
{
	if (!record)
		return ESCOPA_E_NULL;

	struct escopa_game after = record->game;
	enum escopa_status rc = escopa_game_next_game(&after);
	if (rc != ESCOPA_OK)
		return rc;
	rc = reserve_deal(record);
	if (rc != ESCOPA_OK)
		return rc;

	/* As a deal: made on a copy, and refused whole past the limit. */
	struct record_deal d;
	deal_begin(&d, record->n_moves, &after);
	d.new_game = true;
	size_t add = game_line_length(&d) + deal_head_length(record, &d);
	return append_deal(record, &after, &d, add, 0);
}

ESCOPA_EXPORT enum escopa_status
escopa_record_game(const struct escopa_record *record, struct escopa_game *game)
{
	if (!record || !game)
		return ESCOPA_E_NULL;
	memcpy(game, &record->game, sizeof *game);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_move_count(const struct escopa_record *record, size_t *count)
{
	if (!record || !count)
		return ESCOPA_E_NULL;
	*count = record->n_moves;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_move(const struct escopa_record *record, size_t index, escopa_move_t *move)
{
	if (!record || !move)
		return ESCOPA_E_NULL;
	if (index >= record->n_moves)
		return ESCOPA_E_INVALID;
	*move = record->moves[index];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_deal_count(const struct escopa_record *record, size_t *count)
{
	if (!record || !count)
		return ESCOPA_E_NULL;
	*count = record->n_deals;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_deal(const struct escopa_record *record, size_t index, size_t *first_move,
		   escopa_card_t *deck, size_t capacity, size_t *count)
{
	if (!record || !first_move || !count || (!deck && capacity > 0))
		return ESCOPA_E_NULL;
	if (index >= record->n_deals)
		return ESCOPA_E_INVALID;
	const struct record_deal *d = &record->deals[index];
	size_t n = d->has_deck ? record->game.deck_size : 0;
	if (n <= capacity) {
		for (size_t i = 0; i < n; i++)
			deck[i] = d->deck[i];
	}
	*first_move = d->first_move;
	*count = n;
	return ESCOPA_OK;
}

/* Deals deal d into a replayed game, as escopa_record_next_hand() did. */
static enum escopa_status
replay_deal(const struct escopa_record *rec, size_t d, struct escopa_game *game)
{
	const struct record_deal *deal = &rec->deals[d];
	if (deal->new_game)
		return escopa_game_next_game(game);
	if (!deal->has_deck)
		return escopa_game_next_hand(game);
	escopa_card_t deck[MAX_DECK];
	for (int i = 0; i < game->deck_size; i++)
		deck[i] = deal->deck[i];
	return escopa_game_deal(game, deck, game->deck_size);
}

ESCOPA_EXPORT enum escopa_status
escopa_record_game_at(const struct escopa_record *record, size_t index,
		      struct escopa_game *game)
{
	if (!record || !game)
		return ESCOPA_E_NULL;
	if (index > record->n_moves)
		return ESCOPA_E_INVALID;
	/* Replays the record from its start: the first deal comes with the
	 * game, every later one that starts at or before the move asked. */
	struct escopa_game at;
	game_init(&at, &record->rules, record->players, record->seed);
	size_t m = 0;
	for (size_t d = 0; d < record->n_deals; d++) {
		if (d > 0) {
			if (record->deals[d].first_move > index)
				break;
			if (replay_deal(record, d, &at) != ESCOPA_OK)
				return ESCOPA_E_INVALID; /* cannot happen: it was dealt once */
		}
		size_t end = d + 1 < record->n_deals ? record->deals[d + 1].first_move
						       : record->n_moves;
		for (; m < end && m < index; m++) {
			if (escopa_game_play(&at, record->moves[m], NULL) != ESCOPA_OK)
				return ESCOPA_E_INVALID; /* cannot happen: it was played once */
		}
	}
	memcpy(game, &at, sizeof *game);
	return ESCOPA_OK;
}

/* ---- writing ---- */

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

/* A tag value between quotes, with '"' and '\' escaped. */
static void
put_quoted(struct text_buf *t, const char *value)
{
	char one[2] = { 0, 0 };

	text_put(t, "\"");
	for (const char *p = value; *p; p++) {
		if (*p == '"' || *p == '\\')
			text_put(t, "\\");
		one[0] = *p;
		text_put(t, one);
	}
	text_put(t, "\"");
}

static void
put_tag_line(struct text_buf *t, const char *key, const char *value)
{
	text_put(t, "[");
	text_put(t, key);
	text_put(t, " ");
	put_quoted(t, value);
	text_put(t, "]\n");
}

/* The tag lines. */
static void
put_header(struct text_buf *t, const struct escopa_record *rec)
{
	char text[MAX_RESERVED_VALUE];

	for (size_t i = 0; i < sizeof reserved_keys / sizeof reserved_keys[0]; i++) {
		struct text_buf value = { .buf = text, .size = sizeof text, .len = 0 };
		reserved_value(rec, reserved_keys[i], strlen(reserved_keys[i]), &value);
		text_finish(&value);
		put_tag_line(t, reserved_keys[i], text);
	}
	for (int i = 0; i < rec->n_tags; i++)
		put_tag_line(t, rec->tags[i].key, rec->tags[i].value);
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
	put_header(t, rec);
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

/* ---- the length of the text ---- */

static size_t
header_length(const struct escopa_record *rec)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_header(&t, rec);
	return t.len;
}

static size_t
deal_head_length(const struct escopa_record *rec, const struct record_deal *d)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_deal_head(&t, rec, d);
	return t.len;
}

static size_t
game_line_length(const struct record_deal *d)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_game_line(&t, d);
	return t.len;
}

/* What a move adds to the text: itself, and the end of its line when it
 * starts one (every line ends with exactly one "\n"). */
static size_t
move_length(const struct escopa_record *rec, size_t k, escopa_move_t move)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_move(&t, rec, k, move);
	return t.len + (k % (size_t)rec->players == 0);
}

static size_t
hand_end_length(const struct escopa_game *game, const struct record_deal *d)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	put_hand_end(&t, game, d, true);
	return t.len;
}

/* Whether the text may grow by add bytes (and shrink by drop). */
static bool
text_fits(const struct escopa_record *rec, size_t add, size_t drop)
{
	size_t len = rec->header_len + rec->body_len - drop;
	return len <= ESCOPA_RECORD_MAX_TEXT && add <= ESCOPA_RECORD_MAX_TEXT - len;
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

/* ---- reading ---- */

struct record_reader {
	struct parse_ctx *ctx;
	struct escopa_record *rec;       /* NULL until the first hand */
	/* the header, until the record exists */
	struct escopa_rules rules;
	int players;
	uint64_t seed;
	bool have[3];                    /* Rules, Players, Seed */
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
			size_t bad = value_fault(out, n);
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
	for (int i = 0; i < 3; i++) {
		if (strlen(reserved_keys[i]) == len && memcmp(reserved_keys[i], key, len) == 0)
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
	while (p < line.end && key_char(text[p]))
		p++;
	if (!key_is_valid(text + key, p - key))
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

	if (reserved < 0 && key_is_reserved(text + key, key_end - key))
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
	for (int i = 0; i < 3; i++) {
		if (!r->have[i]) {
			parse_fail(r->ctx, ESCOPA_E_PARSE, at, "the tag %s is missing",
				   reserved_keys[i]);
			return false;
		}
	}
	enum escopa_status rc = escopa_record_new(&r->rules, r->players, r->seed, &r->rec);
	if (rc != ESCOPA_OK)
		return fail(r, rc, at, "out of memory");
	for (int i = 0; i < r->n_tags; i++)
		r->rec->tags[i] = r->tags[i];
	r->rec->n_tags = r->n_tags;
	r->rec->header_len = header_length(r->rec);
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
