/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Captures on a table of single regular cards, under one capture target.
 *
 * Most positions have no stacks and no jokers, so every pile is one card.
 * The search decides the highest card first, leaving it out before taking
 * it, which yields the captures in ascending order of their card sets, the
 * order capture.c documents. The subset sums of the cards below each card,
 * computed once with the table, tell before each step whether the rest of
 * the sum can still be made: the search never enters a branch without a
 * capture at its end, so it costs a few steps per capture found.
 */

#include "escopa-private.h"

void
single_table_init(struct single_table *table, escopa_cardset_t cards)
{
	uint64_t reach = 1;
	table->cards = cards;
	for (; cards; cards &= cards - 1)
		reach |= reach << card_value(lowest_card(cards));
	table->reach = reach;
	table->below_known = false;
}

/* The subset sums below each card: only a capture search needs them. */
static void
single_table_below(struct single_table *table)
{
	uint64_t reach = 1;
	for (escopa_cardset_t cards = table->cards; cards; cards &= cards - 1) {
		int card = lowest_card(cards);
		table->below[card] = reach;
		reach |= reach << card_value(card);
	}
	table->below_known = true;
}

struct card_search {
	const struct single_table *table;
	escopa_move_t base;                 /* the card's capture move, no target */
	escopa_move_t *out;
	size_t capacity;
	size_t count;                       /* captures found, written or not */
};

static void
emit(struct card_search *s, escopa_cardset_t taken)
{
	if (s->count < s->capacity)
		s->out[s->count] = s->base | taken;
	s->count++;
}

/* The cards worth at most `value`: the lowest ids. */
static escopa_cardset_t
worth_at_most(int value)
{
	return value >= 10 ? ESCOPA_CARDSET_DECK : (UINT64_C(1) << (4 * value)) - 1;
}

/* Takes cards among `left` adding up to rem > 0, which some of them do. */
static void
search_cards(struct card_search *s, escopa_cardset_t left, int rem, escopa_cardset_t taken)
{
	const uint64_t *below = s->table->below;
	left &= worth_at_most(rem);
	while (left) {
		int card = highest_card(left);
		left &= ~ESCOPA_CARDSET_OF(card);
		int value = card_value(card);
		if (!(below[card] >> (rem - value) & 1))
			continue; /* taking it leaves a rest nothing makes */
		if (below[card] >> rem & 1)
			search_cards(s, left, rem, taken); /* sets without it come first */
		taken |= ESCOPA_CARDSET_OF(card);
		rem -= value;
		if (rem == 0) {
			emit(s, taken);
			return;
		}
		left &= worth_at_most(rem);
	}
}

size_t
single_captures(struct single_table *table, escopa_card_t card, bool match,
		escopa_move_t *out, size_t capacity)
{
	struct card_search s = {
		.table = table,
		.base = move_encode(ESCOPA_MOVE_CAPTURE, card, 0),
		.out = out,
		.capacity = capacity,
	};
	int value = card_value(card);
	escopa_cardset_t same_rank = table->cards & ESCOPA_CARDSET_RANK(value);
	if (match && same_rank) {
		/* Scopa: a card of the played rank is taken alone. */
		for (; same_rank; same_rank &= same_rank - 1)
			emit(&s, same_rank & (0 - same_rank));
		return s.count;
	}
	int rem = match ? value : 15 - value;
	if (table->reach >> rem & 1) {
		if (!table->below_known)
			single_table_below(table);
		search_cards(&s, table->cards, rem, 0);
	}
	return s.count;
}

bool
single_capture_is_valid(escopa_cardset_t table, escopa_card_t card, bool match,
			escopa_cardset_t target)
{
	if (target == 0 || (target & ~table))
		return false;
	int value = card_value(card);
	escopa_cardset_t same_rank = table & ESCOPA_CARDSET_RANK(value);
	if (match && same_rank)
		return (target & (target - 1)) == 0 && (target & same_rank);
	return cardset_value(target) == (match ? value : 15 - value);
}
