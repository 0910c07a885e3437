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

#include <stdlib.h>
#include <string.h>
#include "record-private.h"

/* Longer than the comments after a hand's last move can be: "; hand N
 * points" and ", scores" with four numbers each, and "; game over". */
#define MAX_HAND_END 256

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
	rec->header_len = record_header_length(rec);
	rec->body_len = record_deal_head_length(rec, &rec->deals[0]);
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
	size_t add = record_move_length(record, record->n_moves - d->first_move, move);
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
		add += record_hand_end_length(after, &ended);
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
	size_t add = record_deal_head_length(record, &d), drop = 0;
	/* A deck dealt before any move replaces the seed's first deal in the
	 * text (see deal_is_implied()). */
	const struct record_deal *last = &record->deals[record->n_deals - 1];
	if (deck && last->first_move == record->n_moves &&
	    (record->n_deals == 1 || last->new_game))
		drop = record_deal_head_length(record, last);
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
	size_t add = record_game_line_length(&d) + record_deal_head_length(record, &d);
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
