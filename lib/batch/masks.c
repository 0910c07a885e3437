/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The fixed action space (batch.h): each slot's mask, and the move of an
 * action in it. */

#include <stdlib.h>
#include <string.h>
#include "batch-private.h"

/* Makes room for every slot's mask state, once: false when out of
 * memory (nothing changed). */
bool
reserve_masks(struct escopa_batch *batch)
{
	if (batch->mask_slots < batch->size) {
		struct mask_state *masks = calloc(batch->size, sizeof *masks);
		if (!masks)
			return false;
		free(batch->masks);
		batch->masks = masks;
		batch->mask_slots = batch->size;
	}
	return true;
}

/* Zeros a mask row in unrolled vector stores, where GCC makes one memset
 * of it a string instruction (a start-up cost, and a count a word under
 * callgrind): 32-byte stores where the copy built for them runs
 * (HOT_PATH), two of 16 elsewhere. */
static inline void
clear_row(uint8_t *row)
{
	typedef uint8_t bytes32 __attribute__((vector_size(32)));
	const bytes32 zeros = { 0 };
	_Static_assert(ESCOPA_BATCH_ACTIONS == 10 * 32 + 16, "ten 32-byte stores and one of 16");
#pragma GCC unroll 10
	for (size_t at = 0; at < 10 * 32; at += 32)
		memcpy(row + at, &zeros, 32);
	memset(row + 10 * 32, 0, 16);
}

/* Sets up game i's mask state from its move list (a sub-decision pending
 * in it stays) and writes the mask row. Inline, so that the common case,
 * every move listed and no sub-decision (`plain`), is a copy of its own
 * without either check. */
static inline void
write_mask(struct escopa_batch *batch, size_t i, const escopa_move_t *list, size_t listed,
	   size_t count, bool plain)
{
	const struct escopa_game *game = &batch->games[i];
	struct mask_state *m = &batch->masks[i];
	memset(m->actions, 0, sizeof m->actions);
	m->more = 0;
	uint8_t *row = batch->buf.action_masks + i * ESCOPA_BATCH_ACTIONS;
	clear_row(row);
	bool pending = !plain && m->card >= 0;
#define MOVE(k) (plain ? list[k] : list_at(game, list, listed, k))
	size_t rank = 0;
	for (size_t k = 0, end; k < count; k = end) {
		escopa_card_t card = ESCOPA_MOVE_CARD(MOVE(k));
		for (end = k + 1; end < count && ESCOPA_MOVE_CARD(MOVE(end)) == card; end++)
			;
		if (pending && card != m->card)
			continue;
		size_t first = k + (pending ? m->offset : 0), left = end - first;
		size_t n = left <= K ? left : K;   /* actions, "more" among them */
		size_t moves = left <= K ? left : K - 1;
		m->actions[card] = (uint8_t)n;
		m->start[card] = (uint8_t)(rank < 255 ? rank : 255);
		/* n bytes of 1 at the card's K, in one store */
		uint64_t ones = UINT64_C(0x0101010101010101) >> (8 * (K - n));
		memcpy(row + (size_t)card * K, &ones, K);
		for (size_t j = 0; j < moves && rank + j < MASK_CACHE; j++)
			m->cache[rank + j] = MOVE(first + j);
		if (left > K) {
			m->more |= UINT64_C(1) << card;
			if (rank + K - 1 < MASK_CACHE)
				m->cache[rank + K - 1] = MORE_MOVE;
		}
		rank += n;
	}
#undef MOVE
	m->cached = (uint8_t)(rank < MASK_CACHE ? rank : MASK_CACHE);
}

/* Writes the moves and their count, where bound. */
static inline void
write_moves(const struct escopa_batch *batch, size_t i, const escopa_move_t *list, size_t listed,
	    size_t count)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	if (b->moves) {
		size_t n = count < b->max_moves ? count : b->max_moves;
		for (size_t k = 0; k < n; k++)
			b->moves[i * b->max_moves + k] =
				list_at(&batch->games[i], list, listed, k);
	}
	if (b->move_counts)
		b->move_counts[i] = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
}

/* The common case, the moves listed into the cache itself, no
 * sub-decision: every card's moves within its K actions make the cache
 * the mask's moves as they are, and the mask row one store a card.
 * False, the mask state and row half written, when a card has more. */
static inline bool
mask_from_cache(struct mask_state *m, uint8_t *row, size_t count)
{
	memset(m->actions, 0, sizeof m->actions);
	clear_row(row);
	for (size_t k = 0, end; k < count; k = end) {
		escopa_card_t card = ESCOPA_MOVE_CARD(m->cache[k]);
		for (end = k + 1; end < count && ESCOPA_MOVE_CARD(m->cache[end]) == card; end++)
			;
		size_t n = end - k;
		if (n > K)
			return false;
		m->actions[card] = (uint8_t)n;
		m->start[card] = (uint8_t)k;
		uint64_t ones = UINT64_C(0x0101010101010101) >> (8 * (K - n));
		memcpy(row + (size_t)card * K, &ones, K);
	}
	m->more = 0;
	m->cached = (uint8_t)count;
	return true;
}

/* Every other case: the whole list on the stack. */
static __attribute__((noinline)) void
write_listed_mask(struct escopa_batch *batch, size_t i)
{
	const struct escopa_game *game = &batch->games[i];
	escopa_move_t list[LIST_CAP];
	size_t count = 0;
	legal_moves(game, list, LIST_CAP, &count);
	size_t listed = count < LIST_CAP ? count : LIST_CAP;
	write_moves(batch, i, list, listed, count);
	if (batch->masks[i].card < 0 && listed == count)
		write_mask(batch, i, list, listed, count, true);
	else
		write_mask(batch, i, list, listed, count, false);
}

/* Writes game i's state into the bound buffers with masks bound: what
 * every row gets, then its move list and count, its sub-decision's offset
 * and its mask row, from one listing of its moves (into the mask's cache,
 * where they mostly fit). */
HOT_PATH void
write_masked_state(struct escopa_batch *batch, size_t i)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	struct mask_state *m = &batch->masks[i];
	write_seat_state(batch, i);
	if (b->more_offsets)
		b->more_offsets[i] = m->offset;
	size_t count = 0;
	if (m->card < 0) {
		_Static_assert(MASK_CACHE >= K, "a card's actions in the cache");
		legal_moves(&batch->games[i], m->cache, MASK_CACHE, &count);
		if (count <= MASK_CACHE &&
		    mask_from_cache(m, b->action_masks + i * ESCOPA_BATCH_ACTIONS, count)) {
			write_moves(batch, i, m->cache, count, count);
			return;
		}
	}
	write_listed_mask(batch, i);
}

/* The move of an action in game i's mask past its cache (mask_move()). */
escopa_move_t
mask_move_listed(struct escopa_batch *batch, size_t i, uint32_t a)
{
	const struct mask_state *m = &batch->masks[i];
	/* the card's first move in the list, then j on */
	const struct escopa_game *game = &batch->games[i];
	escopa_move_t list[LIST_CAP];
	size_t count = 0;
	legal_moves(game, list, LIST_CAP, &count);
	size_t listed = count < LIST_CAP ? count : LIST_CAP, k = 0;
	while (ESCOPA_MOVE_CARD(list_at(game, list, listed, k)) != a / K)
		k++;
	return list_at(game, list, listed, k + (m->card >= 0 ? m->offset : 0) + a % K);
}
