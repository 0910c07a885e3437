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

/* The walk over the subsets of the piles, and what it finds. */
struct walk {
	const struct reply_odds *odds;
	const struct seat *seat;
	const escopa_cardset_t *piles;
	int n_piles;
	int sum[SEAT_MAX_PILES], wild[SEAT_MAX_PILES];
	int limit;                  /* the largest regular sum a capture can take */
	unsigned matched;           /* values with a lone table card of that rank */
	escopa_cardset_t table, mine, theirs;
	bool last_play;
	struct races_point near;    /* the races before the reply */
	double base;
	double best[ESCOPA_CARD_COUNT];   /* what each card's best capture wins */
	escopa_cardset_t able;      /* the cards that capture something */
};

/* One subset of the piles: the pool's cards that capture it, and what
 * each wins by it. */
static void
weigh_capture(struct walk *w, escopa_cardset_t taken, int total, int jokers, int count)
{
	const struct seat *s = w->seat;
	unsigned values;
	if (s->match_mode) {
		/* a lone card of the played rank must be taken if there is one */
		if (count == 1 && cards_in(taken) == 1 && total <= 10 && (w->matched >> total & 1))
			values = 1u << total;
		else
			values = total <= 10 ? (1u << total) & ~w->matched : 0;
	} else {
		values = takers_fifteen(total, jokers, s->multiples);
	}
	if (values == 0)
		return;
	bool sweep = taken == w->table && !jokers && !(w->last_play && !s->sweep_on_last);
	/* the hand's last capture takes what is left on the table too */
	escopa_cardset_t gets = w->last_play && s->last_capture_takes ? w->table : taken;
	escopa_cardset_t makers = w->odds->pool & ESCOPA_CARDSET_JOKERS;
	for (int v = 1; v <= 10; v++)
		if (values >> v & 1)
			makers |= w->odds->pool & ESCOPA_CARDSET_RANK(v);
	for (escopa_cardset_t left = makers; left; left &= left - 1) {
		escopa_card_t card = set_first(left);
		double points = 0;
		if (sweep && !card_is_wild(card))
			points = s->multiples ? (total + card_number(card)) / 15 : 1;
		double gain = w->base + points -
			      races_value(w->odds->races, &w->near, w->mine,
					  w->theirs | gets | ESCOPA_CARDSET_OF(card));
		if (!(w->able >> card & 1) || gain > w->best[card])
			w->best[card] = gain;
		w->able |= ESCOPA_CARDSET_OF(card);
	}
}

/* Every subset of the piles from pile i on, added to the one so far,
 * whose regular cards stay within the limit. */
static void
walk_subsets(struct walk *w, int i, escopa_cardset_t taken, int total, int jokers, int count)
{
	if (i == w->n_piles) {
		if (count > 0)
			weigh_capture(w, taken, total, jokers, count);
		return;
	}
	walk_subsets(w, i + 1, taken, total, jokers, count);
	if (total + w->sum[i] <= w->limit)
		walk_subsets(w, i + 1, taken | w->piles[i], total + w->sum[i], jokers + w->wild[i],
			     count + 1);
}

struct reply
reply_expect(const struct reply_odds *o, const escopa_cardset_t *piles, int n_piles,
	     escopa_cardset_t mine, escopa_cardset_t theirs, bool last_play)
{
	struct reply out = { 0, 1 };
	const struct seat *s = o->races->seat;
	if (o->hand_size == 0 || n_piles == 0)
		return out;
	struct walk w = {
		.odds = o, .seat = s, .piles = piles, .n_piles = n_piles,
		.mine = mine, .theirs = theirs, .last_play = last_play,
		/* a capture adds up to a multiple of 15 (at most 45 with the
		 * three piles' worth a table can hold) or, matching, to 10 */
		.limit = s->match_mode ? 10 : s->multiples ? 44 : 14,
	};
	races_point_set(o->races, &w.near, mine, theirs);
	w.base = races_value(o->races, &w.near, mine, theirs);
	for (int i = 0; i < n_piles; i++) {
		w.sum[i] = set_number(piles[i]);
		w.wild[i] = cards_in(piles[i] & ESCOPA_CARDSET_JOKERS);
		if (cards_in(piles[i]) == 1 && !w.wild[i])
			w.matched |= 1u << w.sum[i];
		w.table |= piles[i];
	}
	walk_subsets(&w, 0, 0, 0, 0, 0);
	if (w.able == 0)
		return out;

	/* the expected best: cards by decreasing gain, each the hand's best
	 * when the hand holds it and none before it */
	escopa_card_t order[ESCOPA_CARD_COUNT];
	int n = 0;
	for (escopa_cardset_t left = w.able; left; left &= left - 1) {
		escopa_card_t card = set_first(left);
		int at = n++;
		while (at > 0 && w.best[order[at - 1]] < w.best[card]) {
			order[at] = order[at - 1];
			at--;
		}
		order[at] = card;
	}
	double missed_before = 1;
	for (int i = 0; i < n; i++) {
		double missed = misses(o->pool_size, i + 1, o->hand_size);
		double gain = w.best[order[i]];
		if (gain > 0)
			out.damage += gain * (missed_before - missed);
		missed_before = missed;
	}
	out.no_capture = missed_before;
	return out;
}
