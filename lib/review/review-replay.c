/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The replay of a record a review keeps, so that reviewing its decisions
 * in order plays one move between two of them rather than replaying the
 * record from its start each time (escopa_record_game_at()). */

#include <string.h>
#include "review-private.h"

#define HASH_START 0x6a09e667f3bcc908ULL

static uint64_t
hash_mix(uint64_t hash, uint64_t value)
{
	hash = (hash ^ value) * 0x9e3779b97f4a7c15ULL;
	return hash ^ (hash >> 31);
}

/* A deal's place and deck, hashed as the replay deals it. */
static uint64_t
hash_deal(uint64_t hash, size_t first_move, const escopa_card_t *deck, size_t count)
{
	hash = hash_mix(hash, (uint64_t)first_move);
	for (size_t i = 0; i < count; i++)
		hash = hash_mix(hash, deck[i]);
	return hash_mix(hash, (uint64_t)count);
}

/* Deals deal `d` of the record into the replayed game, as the record
 * dealt it: a new game of the match after a game's end, else the next
 * hand from the seed or from the deck the record stored. */
static enum escopa_status
deal_next(struct record_replay *replay, size_t d, size_t *first_move)
{
	escopa_card_t deck[MAX_DECK];
	size_t count = 0;
	if (escopa_record_deal(replay->record, d, first_move, deck, MAX_DECK, &count) != ESCOPA_OK)
		return ESCOPA_E_INVALID;
	if (*first_move > replay->next)
		return ESCOPA_OK;   /* not yet */
	enum escopa_phase phase = ESCOPA_PHASE_PLAYING;
	escopa_game_phase(&replay->game, &phase);
	enum escopa_status status;
	if (phase == ESCOPA_PHASE_GAME_OVER)
		status = escopa_game_next_game(&replay->game);
	else if (count == 0)
		status = escopa_game_next_hand(&replay->game);
	else
		status = escopa_game_deal(&replay->game, deck, count);
	if (status != ESCOPA_OK)
		return ESCOPA_E_INVALID;   /* cannot happen: the record dealt it once */
	replay->moves_hash = hash_deal(replay->moves_hash, *first_move, deck, count);
	replay->deals++;
	return ESCOPA_OK;
}

/* Deals every deal that starts at the replay's next move. */
static enum escopa_status
deal_due(struct record_replay *replay)
{
	size_t n_deals = 0;
	escopa_record_deal_count(replay->record, &n_deals);
	while (replay->deals < n_deals) {
		size_t first_move = 0;
		enum escopa_status status = deal_next(replay, replay->deals, &first_move);
		if (status != ESCOPA_OK)
			return status;
		if (first_move > replay->next)
			break;
	}
	return ESCOPA_OK;
}

void
replay_restart(struct record_replay *replay, const struct escopa_record *record)
{
	/* The state before move 0, the first deal with it. */
	escopa_record_game_at(record, 0, &replay->start);
	replay->game = replay->start;
	replay->record = record;
	replay->next = 0;
	replay->moves_hash = HASH_START;
	/* escopa_record_game_at() dealt those that start at move 0 too. */
	size_t n_deals = 0;
	escopa_record_deal_count(record, &n_deals);
	for (replay->deals = 1; replay->deals < n_deals; replay->deals++) {
		escopa_card_t deck[MAX_DECK];
		size_t first_move = 0, count = 0;
		escopa_record_deal(record, replay->deals, &first_move, deck, MAX_DECK, &count);
		if (first_move > 0)
			break;
		replay->moves_hash = hash_deal(replay->moves_hash, first_move, deck, count);
	}
}

enum escopa_status
replay_step(struct record_replay *replay)
{
	escopa_move_t move = 0;
	if (escopa_record_move(replay->record, replay->next, &move) != ESCOPA_OK ||
	    escopa_game_play(&replay->game, move, NULL) != ESCOPA_OK)
		return ESCOPA_E_INVALID;   /* cannot happen: the record played it once */
	replay->moves_hash = hash_mix(replay->moves_hash, move);
	replay->next++;
	return deal_due(replay);
}

/* Whether the replay is of this very record: the same start, and the same
 * moves and deals up to where it stands (a record only ever grows, but
 * another may have been made where a freed one was). */
static bool
replays(const struct record_replay *replay, const struct escopa_record *record)
{
	if (replay->record != record)
		return false;
	struct escopa_game start;
	int equal = 0;
	if (escopa_record_game_at(record, 0, &start) != ESCOPA_OK ||
	    escopa_game_equal(&start, &replay->start, &equal) != ESCOPA_OK || !equal)
		return false;
	size_t n_moves = 0, n_deals = 0;
	escopa_record_move_count(record, &n_moves);
	escopa_record_deal_count(record, &n_deals);
	if (n_moves < replay->next || n_deals < replay->deals)
		return false;
	/* The hash in the order the replay made it: the deals dealt with the
	 * game, then each move followed by the deals that start after it. */
	uint64_t hash = HASH_START;
	size_t d = 1;
	for (size_t m = 0; m <= replay->next; m++) {
		for (; d < replay->deals; d++) {
			escopa_card_t deck[MAX_DECK];
			size_t first_move = 0, count = 0;
			escopa_record_deal(record, d, &first_move, deck, MAX_DECK, &count);
			if (first_move > m)
				break;
			hash = hash_deal(hash, first_move, deck, count);
		}
		if (m == replay->next)
			break;
		escopa_move_t move = 0;
		escopa_record_move(record, m, &move);
		hash = hash_mix(hash, move);
	}
	return hash == replay->moves_hash;
}

enum escopa_status
replay_seek(struct record_replay *replay, const struct escopa_record *record, size_t index)
{
	if (replay->next > index || !replays(replay, record))
		replay_restart(replay, record);
	while (replay->next < index) {
		enum escopa_status status = replay_step(replay);
		if (status != ESCOPA_OK)
			return status;
	}
	return ESCOPA_OK;
}
