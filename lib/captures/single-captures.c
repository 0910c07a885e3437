/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Captures on a table of single cards: regular ones, and jokers on it.
 *
 * Most positions have no stacks and no jokers, so every pile is one card,
 * and a card's captures are the sets of table cards whose sum is one of a
 * few wanted sums (15 minus its value, and so on). With all subset sums
 * below 64 a 64-bit word holds them. The search decides the highest card
 * first, leaving it out before taking it, which yields the captures in
 * ascending order of their card sets, the order capture.c documents. The
 * subset sums of the cards below each card, computed once per table, tell
 * before each step whether a wanted sum can still be made: the search never
 * enters a branch without a capture at its end, so it costs a few steps per
 * capture found.
 *
 * A joker lying on the table is a pile of its own, worth any value 1..10:
 * a card's captures then take each set of the table's jokers in turn, with
 * the sets of regular cards adding up to a range of sums
 * (single_list_table_jokers()).
 */

#include "capture-private.h"

/* The capture multiples never need a sum beyond a word's bits. */
#define MAX_SUM 63

/* The subset sums below each card: only a capture search needs them. */
static void
single_table_below(struct single_table *table)
{
	uint64_t reach = 1;
	for (escopa_cardset_t cards = table->cards; cards; cards &= cards - 1) {
		int card = lowest_card(cards);
		table->below[card] = reach;
		reach |= reach << regular_value(card);
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
	if (value > 10)
		value = 10;
	return (UINT64_C(1) << (4 * value)) - 1;
}

/* Adds to `taken` every non-empty set of cards among `left` whose sum is
 * in `want` (bit 0 clear), given that some such set exists. */
static void
search_cards(struct card_search *s, escopa_cardset_t left, uint64_t want, escopa_cardset_t taken)
{
	const uint64_t *below = s->table->below;
	left &= worth_at_most(highest_card(want));
	while (left) {
		int card = highest_card(left);
		left &= ~ESCOPA_CARDSET_OF(card);
		uint64_t rest = want >> regular_value(card); /* for the cards below, once taken */
		if (!(below[card] & rest))
			continue; /* taking it leaves a rest nothing makes */
		if (below[card] & want)
			search_cards(s, left, want, taken); /* sets without it come first */
		taken |= ESCOPA_CARDSET_OF(card);
		if (rest & 1)
			emit(s, taken); /* nothing more: the smallest set with it */
		want = rest & ~UINT64_C(1);
		if (!(below[card] & want))
			return;
		left &= worth_at_most(highest_card(want));
	}
}

/* What counting over the table's cards needs, by table card c: the sum of
 * the table cards below it, and what a counting step that adds c and
 * drops them adds to the sum. */
struct counting {
	uint8_t low[40];
	int step[40];
};

static inline __attribute__((always_inline)) void
counting_init(struct counting *counting, escopa_cardset_t cards)
{
	int sum = 0;
	for (escopa_cardset_t t = cards; t; t &= t - 1) {
		int card = lowest_card(t);
		counting->low[card] = (uint8_t)sum;
		counting->step[card] = regular_value(card) - sum;
		sum += regular_value(card);
	}
}

/* The non-empty sets of table cards (`cards`, a set of those counting_init()
 * saw with every card below each of them) adding up to lo..hi, each with
 * `base`, in ascending order, as counting in binary over the cards visits
 * them; a set past hi skips its supersets of lower cards, past hi too. */
static inline __attribute__((always_inline)) size_t
range_captures(escopa_cardset_t cards, const struct counting *counting, int lo, int hi,
	       escopa_move_t base, escopa_move_t *out, size_t capacity, size_t written)
{
	escopa_cardset_t set = 0;
	int sum = 0;
	for (;;) {
		set = (set - cards) & cards;
		if (!set)
			return written;
		int card = lowest_card(set);
		sum += counting->step[card];
		if (sum > hi) {
			set |= cards & (ESCOPA_CARDSET_OF(card) - 1);
			sum += counting->low[card];
		} else if (sum >= lo) {
			if (written < capacity)
				out[written] = base | set;
			written++;
		}
	}
}

/* A joker's captures: the sets of table cards adding up to 5..14
 * (JOKER_WANTED_SUMS), in ascending order. Apart from search_cards(), so
 * the other cards' listing compiles as it does without jokers. */
static inline __attribute__((always_inline)) size_t
joker_captures(escopa_cardset_t cards, escopa_move_t base, escopa_move_t *out,
	       size_t capacity, size_t written)
{
	struct counting counting;
	counting_init(&counting, cards);
	return range_captures(cards, &counting, 5, 14, base, out, capacity, written);
}

/* single_list() and single_list_jokers(): `jokers` tells whether the hand
 * may hold one, whose captures joker_captures() lists; `fifteen`, that the capture
 * mode is the sum of 15 without multiples. */
static inline __attribute__((always_inline)) size_t
list_single(const struct escopa_game *game, escopa_move_t *moves, size_t capacity, bool jokers,
	    bool fifteen)
{
	struct single_table table;
	single_table_init(&table, game);
	if (fifteen) /* known to the compiler: one wanted sum, no equal rank */
		table.match = table.multiples = false;
	escopa_cardset_t hand = game->hands[game->seat];
	escopa_cardset_t can_capture = hand & single_capturers(&table); /* jokers too */
	escopa_cardset_t may_trail = single_may_trail(hand, can_capture,
						      rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE));
	size_t written = 0;
	for (; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		if (jokers && card_is_joker(card) && (can_capture >> card & 1)) {
			written = joker_captures(table.cards, move_encode(ESCOPA_MOVE_CAPTURE, card, 0),
						 moves, capacity, written);
		} else if (can_capture >> card & 1) {
			/* the sums some cards make; in match mode a card of the
			 * played rank is taken alone instead */
			uint64_t want = single_wanted_sums(&table, card) & table.reach;
			bool same_rank = table.match &&
					 (table.cards & ESCOPA_CARDSET_RANK(regular_value(card)));
			if (!same_rank && !(want & (want - 1))) {
				if (!table.below_known)
					single_table_below(&table);
				written = flat_search(table.below, NULL, NULL, table.cards,
						      __builtin_ctzll(want),
						      move_encode(ESCOPA_MOVE_CAPTURE, card, 0),
						      moves, capacity, written);
			} else {
				size_t room = capacity > written ? capacity - written : 0;
				written += single_captures(&table, card,
							   room ? moves + written : NULL, room);
			}
		}
		if (may_trail >> card & 1) {
			if (written < capacity)
				moves[written] = move_encode(ESCOPA_MOVE_TRAIL, card, 0);
			written++;
		}
	}
	return written;
}

HOT_PATH enum escopa_status
single_list(const struct escopa_game *game, escopa_move_t *moves, size_t capacity,
	    size_t *count)
{
	/* the sum of 15 alone, the common rules, on a path of its own */
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) != ESCOPA_CAPTURE_MATCH &&
	    !rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES))
		*count = list_single(game, moves, capacity, false, true);
	else
		*count = list_single(game, moves, capacity, false, false);
	return ESCOPA_OK;
}

HOT_PATH enum escopa_status
single_list_jokers(const struct escopa_game *game, escopa_move_t *moves, size_t capacity,
		   size_t *count)
{
	*count = list_single(game, moves, capacity, true, true); /* single_table_takes_hand() */
	return ESCOPA_OK;
}

/* A card's captures beside the table's jokers (`jokers`): with j of them
 * taken, the sets of regular cards adding up to 15 - 10j - most ..
 * 15 - j - least (least..most the card's value, 1..10 for a joker), the
 * jokers alone first when that starts at 0. The jokers hold the highest
 * ids: the sets of taken jokers in ascending order (none, the first, the
 * second, both), each with the sets of regular cards in ascending order,
 * are the captures in ascending order. */
static inline __attribute__((always_inline)) size_t
beside_jokers(escopa_card_t card, escopa_cardset_t jokers, uint64_t reach,
	      const struct counting *counting, escopa_cardset_t cards, escopa_move_t *moves,
	      size_t capacity, size_t written)
{
	int least = card_is_joker(card) ? 1 : regular_value(card);
	int most = card_is_joker(card) ? 10 : least;
	escopa_move_t base = move_encode(ESCOPA_MOVE_CAPTURE, card, 0);
	escopa_cardset_t taken = 0;
	do {
		int j = (int)(taken >> ESCOPA_JOKER_1 & 1) + (int)(taken >> ESCOPA_JOKER_2 & 1);
		int lo = 15 - 10 * j - most, hi = 15 - j - least;
		if (lo <= 0) {
			if (written < capacity)
				moves[written] = base | taken;
			written++;
			lo = 1;
		}
		if (reach >> lo & ((UINT64_C(2) << (hi - lo)) - 1))
			written = range_captures(cards & worth_at_most(hi), counting, lo, hi,
						 base | taken, moves, capacity, written);
	} while ((taken = (taken - jokers) & jokers));
	return written;
}

size_t
single_list_table_jokers(const struct escopa_game *game, escopa_move_t *moves, size_t capacity)
{
	escopa_cardset_t cards = game->table & ESCOPA_CARDSET_DECK;
	escopa_cardset_t jokers = game->table & ESCOPA_CARDSET_JOKERS;
	uint64_t reach = game->table_reach;
	struct counting counting;
	counting_init(&counting, cards);
	escopa_cardset_t hand = game->hands[game->seat];
	escopa_cardset_t can_capture = hand & table_joker_capturers(reach, game->table);
	escopa_cardset_t may_trail = single_may_trail(hand, can_capture,
						      rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE));
	size_t written = 0;
	for (; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		if (can_capture >> card & 1)
			written = beside_jokers(card, jokers, reach, &counting, cards, moves,
						capacity, written);
		if (may_trail >> card & 1) {
			if (written < capacity)
				moves[written] = move_encode(ESCOPA_MOVE_TRAIL, card, 0);
			written++;
		}
	}
	return written;
}

size_t
single_captures(struct single_table *table, escopa_card_t card, escopa_move_t *out,
		size_t capacity)
{
	struct card_search s = {
		.table = table,
		.base = move_encode(ESCOPA_MOVE_CAPTURE, card, 0),
		.out = out,
		.capacity = capacity,
	};
	escopa_cardset_t same_rank = table->cards & ESCOPA_CARDSET_RANK(card_value(card));
	if (table->match && same_rank) {
		/* Scopa: a card of the played rank is taken alone. */
		for (; same_rank; same_rank &= same_rank - 1)
			emit(&s, same_rank & (0 - same_rank));
		return s.count;
	}
	uint64_t want = single_wanted_sums(table, card);
	if (table->reach & want) {
		if (!table->below_known)
			single_table_below(table);
		want &= table->reach; /* only the sums some cards make */
		if (want & (want - 1))
			search_cards(&s, table->cards, want, 0);
		else
			s.count = flat_search(table->below, NULL, NULL, table->cards,
					      __builtin_ctzll(want), s.base, out, capacity, 0);
	}
	return s.count;
}

bool
single_capture_is_valid(const struct escopa_game *game, escopa_card_t card,
			escopa_cardset_t target)
{
	if (target == 0 || (target & ~game->table))
		return false;
	int value = card_value(card);
	int sum = 0; /* the target is regular cards: the table has no joker */
	for (escopa_cardset_t t = target; t; t &= t - 1)
		sum += regular_value(lowest_card(t));
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH) {
		escopa_cardset_t same_rank = game->table & ESCOPA_CARDSET_RANK(value);
		if (same_rank)
			return (target & (target - 1)) == 0 && (target & same_rank);
		return sum == value;
	}
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES))
		return (value + sum) % 15 == 0;
	return value + sum == 15;
}
