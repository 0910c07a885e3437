/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The races: a "most" category with m cards of it captured, the others o,
 * and r still to be captured is won when m + X > o + r - X, X the ones
 * the side gets, taken as binomial(r, 1/2). A side gets all of a set
 * (all coins, all sevens, napola) with chance 2^-r when no other side has
 * one. Primiera compares each side's expected best card of every suit.
 */

#include <math.h>
#include <pthread.h>
#include "races.h"

#define MAX_LEFT 42

/* at_least[r][k]: the chance that binomial(r, 1/2) is at least k. */
static double at_least[MAX_LEFT + 1][MAX_LEFT + 2];
static pthread_once_t at_least_once = PTHREAD_ONCE_INIT;

static void
fill_at_least(void)
{
	double pmf[MAX_LEFT + 1] = { 1 };   /* binomial(r, 1/2), row by row */
	for (int r = 0; r <= MAX_LEFT; r++) {
		if (r > 0) {
			for (int k = r; k >= 1; k--)
				pmf[k] = (pmf[k] + pmf[k - 1]) / 2;
			pmf[0] /= 2;
		}
		at_least[r][r + 1] = 0;
		for (int k = r; k >= 0; k--)
			at_least[r][k] = at_least[r][k + 1] + pmf[k];
	}
}

static double
chance_at_least(int r, int k)
{
	if (k <= 0)
		return 1;
	if (k > r)
		return 0;
	return at_least[r][k];
}

/* Win chance less loss chance of a "most" race (a tie wins nothing). */
static double
race(int mine, int theirs, int left)
{
	int need = theirs - mine + left;   /* 2X against it */
	/* win: 2X > need; lose: 2X < need */
	int win_from = need >= 0 ? need / 2 + 1 : 0;
	int lose_below = need > 0 ? (need + 1) / 2 : 0;
	return chance_at_least(left, win_from) - (1 - chance_at_least(left, lose_below));
}

/* The chance a side gets every card of a set when the others have
 * `theirs` of it and `left` are still free. */
static double
all_of(int theirs, int left)
{
	return theirs > 0 ? 0 : ldexp(1, -left);
}

static const int primiera_a[11] = { 0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10 };
static const int primiera_b[11] = { 0, 6, 2, 3, 4, 5, 8, 11, 8, 9, 10 };
/* the ranks by decreasing primiera value, in each table */
static const int order_a[10] = { 7, 6, 1, 5, 4, 3, 2, 8, 9, 10 };
static const int order_b[10] = { 7, 10, 9, 6, 8, 1, 5, 4, 3, 2 };

/* A side's expected best primiera card in a suit: its own best if it has
 * one above every free card, else each free card above it comes its way
 * with chance 1/2 in turn. */
static double
expected_best(const struct races *r, escopa_cardset_t side, escopa_cardset_t free_cards, int suit)
{
	const int *value = r->seat->primiera == ESCOPA_PRIMIERA_TABLE_B ? primiera_b : primiera_a;
	const int *order = r->seat->primiera == ESCOPA_PRIMIERA_TABLE_B ? order_b : order_a;
	double expected = 0, open = 1;
	for (int i = 0; i < 10 && open > 0; i++) {
		escopa_cardset_t card = ESCOPA_CARDSET_OF(ESCOPA_CARD(order[i], suit));
		if (side & card) {
			expected += open * value[order[i]];
			open = 0;
		} else if (free_cards & card) {
			expected += open * 0.5 * value[order[i]];
			open *= 0.5;
		}
	}
	return expected;
}

/* The suits in a card set, bit per suit. */
static unsigned
suits_of(escopa_cardset_t set)
{
	unsigned suits = 0;
	for (int suit = 0; suit < 4; suit++)
		if (set & (ESCOPA_CARDSET_COINS << suit))
			suits |= 1u << suit;
	return suits;
}

void
races_point_set(const struct races *r, struct races_point *p, escopa_cardset_t mine,
		escopa_cardset_t theirs)
{
	escopa_cardset_t free_cards = r->in_play & ~mine & ~theirs;
	p->mine = mine;
	p->theirs = theirs;
	for (int suit = 0; suit < 4; suit++) {
		p->best_mine[suit] = r->seat->primiera ? expected_best(r, mine, free_cards, suit) : 0;
		p->best_theirs[suit] = r->seat->primiera ? expected_best(r, theirs, free_cards, suit) : 0;
	}
}

static double
primiera(const struct races *r, const struct races_point *near, escopa_cardset_t mine,
	 escopa_cardset_t theirs, escopa_cardset_t free_cards)
{
	unsigned again = near ? suits_of((mine ^ near->mine) | (theirs ^ near->theirs)) : 0xF;
	double diff = 0;
	for (int suit = 0; suit < 4; suit++) {
		if (again >> suit & 1)
			diff += expected_best(r, mine, free_cards, suit) -
				expected_best(r, theirs, free_cards, suit);
		else
			diff += near->best_mine[suit] - near->best_theirs[suit];
	}
	/* the fewer cards are free, the surer the lead */
	double spread = 2 + 0.25 * cards_in(free_cards & ESCOPA_CARDSET_DECK);
	return tanh(diff / spread);
}

void
races_init(struct races *r, const struct seat *s)
{
	pthread_once(&at_least_once, fill_at_least);
	r->seat = s;
	escopa_cardset_t deck = ESCOPA_CARDSET_DECK;
	if (s->jokers >= 1)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_1);
	if (s->jokers >= 2)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_2);
	r->in_play = deck & ~s->aside;
	/* the double for most cards comes only when the others have under
	 * ten: worth less than the full two */
	r->cards_points = s->cards_points == 2 ? 1.4 : s->cards_points;
}

double
races_value(const struct races *r, const struct races_point *near, escopa_cardset_t mine,
	    escopa_cardset_t theirs)
{
	const struct seat *s = r->seat;
	escopa_cardset_t free_cards = r->in_play & ~mine & ~theirs;
	double v = 0;
	if (r->cards_points > 0)
		v += r->cards_points * race(cards_in(mine), cards_in(theirs), cards_in(free_cards));
	int my_coins = cards_in(mine & ESCOPA_CARDSET_COINS);
	int their_coins = cards_in(theirs & ESCOPA_CARDSET_COINS);
	int free_coins = cards_in(free_cards & ESCOPA_CARDSET_COINS);
	if (s->coins_points)
		v += race(my_coins, their_coins, free_coins);
	if (s->all_coins)
		v += 3 * (all_of(their_coins, free_coins) - all_of(my_coins, free_coins));
	if (s->seven_of_coins_points) {
		escopa_cardset_t seven = ESCOPA_CARDSET_OF(ESCOPA_SEVEN_OF_COINS);
		v += (mine & seven) ? 1 : (theirs & seven) ? -1 : 0;
	}
	if (s->sevens != ESCOPA_SEVENS_NONE) {
		escopa_cardset_t sevens = ESCOPA_CARDSET_RANK(7);
		int m = cards_in(mine & sevens), t = cards_in(theirs & sevens);
		int f = cards_in(free_cards & sevens);
		v += all_of(t, f) - all_of(m, f);
		if (s->sevens == ESCOPA_SEVENS_MOST)
			v += race(m, t, f);
	}
	if (s->primiera != ESCOPA_PRIMIERA_NONE)
		v += primiera(r, near, mine, theirs, free_cards);
	if (s->napola) {
		escopa_cardset_t low = ESCOPA_CARDSET_OF(ESCOPA_CARD(1, ESCOPA_SUIT_COINS)) |
				       ESCOPA_CARDSET_OF(ESCOPA_CARD(2, ESCOPA_SUIT_COINS)) |
				       ESCOPA_CARDSET_OF(ESCOPA_CARD(3, ESCOPA_SUIT_COINS));
		int f = cards_in(free_cards & low);
		v += 3 * (all_of(cards_in(theirs & low), f) - all_of(cards_in(mine & low), f));
	}
	return v;
}
