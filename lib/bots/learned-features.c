/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the learned evaluation reads of a (view, legal move) pair: the
 * position as it stands once the seat has played the move, as seen from
 * the seat's side, in small whole numbers. Only the view: the seat's hand,
 * the table, the unseen cards, each side's captures, the stock, the other
 * hands' sizes, who took last, the values the next seat declined to sweep
 * with. tools/train/ writes its training data with this very function.
 */

#include "learned-private.h"

/* Writes the inputs of one card set at `base`, a card a unit. */
static int
put_cards(escopa_cardset_t set, int base, uint16_t *index, int n)
{
	for (set &= ESCOPA_CARDSET_DECK; set; set &= set - 1)
		index[n++] = (uint16_t)(base + lowest_card(set));
	return n;
}

static int
clamp(int x, int hi)
{
	return x < 0 ? 0 : x > hi ? hi : x;
}

int
learned_features(const struct escopa_view *view, escopa_move_t move, uint16_t *index)
{
	const struct escopa_game *known = &view->known;
	int me = view->viewer;
	int side = side_of(known, me);
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t played = ESCOPA_CARDSET_OF(card);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	bool capture = ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE;
	escopa_cardset_t table = known->table;
	escopa_cardset_t taken = capture ? target | played : 0;
	escopa_cardset_t table_after = capture ? table & ~target : table | played;
	escopa_cardset_t ours = known->captured[side] | taken, theirs = 0;
	for (int s = 0; s < known->sides; s++) {
		if (s != side)
			theirs |= known->captured[s];
	}
	int next = (me + 1) % known->players;
	int n = 0;
	n = put_cards(known->hands[me] & ~played, LEARNED_IN_HAND, index, n);
	n = put_cards(table_after, LEARNED_IN_TABLE, index, n);
	n = put_cards(view->unseen, LEARNED_IN_UNSEEN, index, n);
	n = put_cards(ours, LEARNED_IN_OURS, index, n);
	n = put_cards(theirs, LEARNED_IN_THEIRS, index, n);
	n = put_cards(played, LEARNED_IN_PLAYED, index, n);
	n = put_cards(capture ? target : 0, LEARNED_IN_TAKEN, index, n);
	if (capture)
		index[n++] = LEARNED_IN_CAPTURE;
	if (capture && !table_after)
		index[n++] = LEARNED_IN_SWEEP;
	index[n++] = (uint16_t)(LEARNED_IN_TABLE_SUM +
				clamp(cardset_value(table_after), LEARNED_TABLE_SUMS - 1));
	int rounds = known->players ? view->stock_size / (3 * known->players) : 0;
	index[n++] = (uint16_t)(LEARNED_IN_ROUNDS + clamp(rounds, LEARNED_ROUNDS - 1));
	index[n++] = (uint16_t)(LEARNED_IN_HAND_SIZE + clamp(view->hand_size[me] - 1, 3));
	index[n++] = (uint16_t)(LEARNED_IN_NEXT_SIZE + clamp(view->hand_size[next], 3));
	int last = capture ? side : known->last_capture_side;
	if (last == side)
		index[n++] = LEARNED_IN_LAST_OURS;
	else if (last >= 0)
		index[n++] = LEARNED_IN_LAST_THEIRS;
	for (unsigned v = known->declined_sweeps[next] & VOID_VALUES; v; v &= v - 1)
		index[n++] = (uint16_t)(LEARNED_IN_DECLINED + __builtin_ctz(v));
	if (known->dealer == me)
		index[n++] = LEARNED_IN_DEALER;
	return n;
}
