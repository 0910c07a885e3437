/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Every capture the next seat could make: each subset of the piles the
 * move leaves, with the values of a played card that take it, found by
 * the subsets' sums. A table joker is wild (it lets a subset reach any
 * sum it could make), and so is a joker in hand. The expected best reply
 * over the hands the seat might hold: order its possible cards by what
 * their best capture wins, and add up each one's gain times the chance
 * that it is the best card of the hand, from the chance that a hand of h
 * cards from a pool of u misses k given ones, C(u-k, h) / C(u, h).
 */

#include "reply.h"


void
reply_odds_init(struct reply_odds *o, const struct races *r)
{
	const struct seat *s = r->seat;
	o->races = r;
	int held = s->hand_sizes[s->next_seat];
	if (held == 0 && s->stock > 0)
		held = 3;   /* the move ends the round: the next round is dealt */
	if (s->next_hand != 0 && cards_in(s->next_hand) == held) {
		o->pool = s->next_hand;   /* an open table shows it */
	} else {
		o->pool = s->unseen;
	}
	o->pool_size = cards_in(o->pool);
	o->hand_size = held < o->pool_size ? held : o->pool_size;
}

/* The values 1..10 of a played card that take a subset of piles whose
 * regular cards add up to `sum`, with `wild` table jokers among them. */
static unsigned
takers_fifteen(int sum, int wild, bool multiples)
{
	unsigned values = 0;
	for (int v = 1; v <= 10; v++) {
		/* the jokers add wild..10*wild; is a multiple of 15 within? */
		int low = sum + v + wild, high = sum + v + 10 * wild;
		int first = multiples ? (low + 14) / 15 * 15 : 15;
		if (first >= low && first <= high)
			values |= 1u << v;
	}
	return values;
}

/* The chance that a hand of h cards from a pool of u has none of k given
 * ones. */
static double
misses(int u, int k, int h)
{
	double p = 1;
	for (int i = 0; i < h; i++) {
		if (u - k - i <= 0)
			return 0;
		p *= (double)(u - k - i) / (u - i);
	}
	return p;
}

struct reply
reply_expect(const struct reply_odds *o, const escopa_cardset_t *piles, int n_piles,
	     escopa_cardset_t mine, escopa_cardset_t theirs, bool last_play)
{
	struct reply out = { 0, 1 };
	const struct seat *s = o->races->seat;
	if (o->hand_size == 0 || n_piles == 0)
		return out;
	double base = races_value(o->races, mine, theirs);

	/* the piles: their regular sums, jokers and rank when a single card */
	int sum[SEAT_MAX_PILES], wild[SEAT_MAX_PILES], single_rank[SEAT_MAX_PILES];
	unsigned matched = 0;   /* values with a lone table card of that rank */
	escopa_cardset_t table = 0;
	for (int i = 0; i < n_piles; i++) {
		sum[i] = set_number(piles[i]);
		wild[i] = cards_in(piles[i] & ESCOPA_CARDSET_JOKERS);
		single_rank[i] = cards_in(piles[i]) == 1 && !wild[i] ? sum[i] : 0;
		if (single_rank[i])
			matched |= 1u << single_rank[i];
		table |= piles[i];
	}

	/* best[c]: what card c's best capture wins for the next seat */
	double best[ESCOPA_CARD_COUNT] = { 0 };
	escopa_cardset_t able = 0;
	unsigned n_subsets = 1u << n_piles;
	for (unsigned mask = 1; mask < n_subsets; mask++) {
		int total = 0, jokers = 0, count = 0;
		escopa_cardset_t taken = 0;
		for (int i = 0; i < n_piles; i++) {
			if (mask >> i & 1) {
				total += sum[i];
				jokers += wild[i];
				taken |= piles[i];
				count++;
			}
		}
		unsigned values;
		if (s->match_mode) {
			if (count == 1 && single_rank[__builtin_ctz(mask)])
				values = 1u << total;
			else
				values = total <= 10 ? (1u << total) & ~matched : 0;
		} else {
			values = takers_fifteen(total, jokers, s->multiples);
		}
		if (values == 0)
			continue;
		bool sweep = taken == table && !jokers && !(last_play && !s->sweep_on_last);
		/* the cards of the pool that make this capture */
		escopa_cardset_t makers = o->pool & ESCOPA_CARDSET_JOKERS;
		for (int v = 1; v <= 10; v++)
			if (values >> v & 1)
				makers |= o->pool & ESCOPA_CARDSET_RANK(v);
		for (escopa_cardset_t left = makers; left; left &= left - 1) {
			escopa_card_t card = set_first(left);
			bool scores = sweep && !card_is_wild(card);
			double points = 0;
			if (scores)
				points = s->multiples ? (total + card_number(card)) / 15 : 1;
			double gain = base - races_value(o->races, mine,
							 theirs | taken | ESCOPA_CARDSET_OF(card)) +
				      points;
			if (!(able >> card & 1) || gain > best[card])
				best[card] = gain;
			able |= ESCOPA_CARDSET_OF(card);
		}
	}
	if (able == 0)
		return out;

	/* the expected best: cards by decreasing gain, each the hand's best
	 * when the hand holds it and none before it */
	escopa_card_t order[ESCOPA_CARD_COUNT];
	int n = 0;
	for (escopa_cardset_t left = able; left; left &= left - 1) {
		escopa_card_t card = set_first(left);
		int at = n++;
		while (at > 0 && best[order[at - 1]] < best[card]) {
			order[at] = order[at - 1];
			at--;
		}
		order[at] = card;
	}
	double missed_before = 1;
	for (int i = 0; i < n; i++) {
		double missed = misses(o->pool_size, i + 1, o->hand_size);
		double gain = best[order[i]];
		if (gain > 0)
			out.damage += gain * (missed_before - missed);
		missed_before = missed;
	}
	out.no_capture = missed_before;
	return out;
}
