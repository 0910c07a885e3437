/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Sampling the cards a view hides: a full game consistent with everything
 * its seat knows, reading only the view. The hidden cards (view->unseen)
 * go to the other hands, as many as each holds, and to the stock in a
 * random order, uniformly among the deals that respect the sets of cards
 * each seat is known not to hold (view->excluded).
 */

#include <string.h>
#include "view-private.h"

/* Random draws of 32 bits, two from each SplitMix64 output (game/deal.c's
 * generator, inlined here: a sample makes some forty draws, and a call
 * each would cost a third of the time). */
struct draws {
	uint64_t *state;
	uint64_t word;
	bool half;                             /* word holds an unused half */
};

static inline uint32_t
draw32(struct draws *d)
{
	if (d->half) {
		d->half = false;
		return (uint32_t)(d->word >> 32);
	}
	uint64_t z = (*d->state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	d->word = z ^ (z >> 31);
	d->half = true;
	return (uint32_t)d->word;
}

/* A uniform value in [0, bound), 1 <= bound < 2^32: Lemire's
 * multiply-and-shift, the rare biased low products drawn again (a
 * division only then), so that every value is exactly as likely. */
static inline uint32_t
below(struct draws *d, uint32_t bound)
{
	uint64_t m = (uint64_t)draw32(d) * bound;
	if ((uint32_t)m < bound) {
		uint32_t floor = (0 - bound) % bound;
		while ((uint32_t)m < floor)
			m = (uint64_t)draw32(d) * bound;
	}
	return (uint32_t)(m >> 32);
}

/* The card of rank `r` (from 0, in ascending id) of a set. */
static inline int
nth_card(escopa_cardset_t set, uint32_t r)
{
	for (; r; r--)
		set &= set - 1;
	return lowest_card(set);
}

/* C(n, k) for k <= 3: hands hold at most 3 cards. */
static inline uint64_t
choose(int n, int k)
{
	if (n < k)
		return 0;
	switch (k) {
	case 0: return 1;
	case 1: return (uint64_t)n;
	case 2: return (uint64_t)n * (n - 1) / 2;
	default: return (uint64_t)n * (n - 1) * (n - 2) / 6;
	}
}

/* Deals the seats that have known exclusions first, each from the cards it
 * may hold: seat i draws its k_i cards uniformly from A_i (its allowed
 * unseen cards) less those taken before it, which gives a deal with
 * probability 1 / prod C(|A_i ∩ R_i|, k_i). Accepting it with probability
 * prod C(|A_i ∩ R_i|, k_i) / prod C(|A_i|, k_i) makes every valid deal
 * equally likely (the first seat's factor is 1). Returns the cards left
 * for the others, or fills nothing and returns false to try again. */
static bool
deal_excluded(const struct escopa_view *view, const uint8_t *seats, int n_seats,
	      const int *need, struct draws *rng, struct escopa_game *out,
	      escopa_cardset_t *rest)
{
	escopa_cardset_t left = view->unseen;
	escopa_cardset_t hands[MAX_SEATS] = { 0 };
	uint64_t num = 1, den = 1;
	for (int i = 0; i < n_seats; i++) {
		int seat = seats[i];
		escopa_cardset_t allowed = view->unseen & ~view->excluded[seat];
		escopa_cardset_t open = allowed & left;
		int n_open = popcount64(open);
		if (n_open < need[seat])
			return false;
		if (i > 0) {
			num *= choose(n_open, need[seat]);
			den *= choose(popcount64(allowed), need[seat]);
		}
		for (int k = 0; k < need[seat]; k++) {
			int card = nth_card(open, below(rng, (uint32_t)n_open--));
			open &= ~ESCOPA_CARDSET_OF(card);
			hands[seat] |= ESCOPA_CARDSET_OF(card);
		}
		left &= ~hands[seat];
	}
	/* Three hidden seats at most, so two factors: den <= C(42, 3)^2 < 2^32. */
	if (num != den && below(rng, (uint32_t)den) >= num)
		return false;
	for (int i = 0; i < n_seats; i++)
		out->hands[seats[i]] |= hands[seats[i]];
	*rest = left;
	return true;
}

void
view_sample(const struct escopa_view *view, uint64_t *rng, struct escopa_game *out)
{
	*out = view->known;
	const struct escopa_game *k = &view->known;
	struct draws draws = { .state = rng };

	int need[MAX_SEATS] = { 0 };
	uint8_t excluded_seats[MAX_SEATS];
	int n_excluded = 0;
	for (int s = 0; s < k->players; s++) {
		need[s] = view->hand_size[s] - popcount64(k->hands[s]);
		if (need[s] > 0 && (view->excluded[s] & view->unseen))
			excluded_seats[n_excluded++] = (uint8_t)s;
	}

	escopa_cardset_t rest = view->unseen;
	if (n_excluded) {
		while (!deal_excluded(view, excluded_seats, n_excluded, need, &draws, out, &rest))
			;
		for (int i = 0; i < n_excluded; i++)
			need[excluded_seats[i]] = 0;
	}

	/* The rest: a Fisher-Yates shuffle, its front to the hands still to
	 * fill, in seat order, the back to the stock. */
	uint8_t cards[MAX_DECK];
	int n = 0;
	for (escopa_cardset_t c = rest; c; c &= c - 1)
		cards[n++] = (uint8_t)lowest_card(c);
	int pos = 0;
	escopa_cardset_t to_hands = 0;
	for (int s = 0; s < k->players; s++) {
		escopa_cardset_t hand = 0;
		for (int j = 0; j < need[s]; j++, pos++) {
			int r = pos + (int)below(&draws, (uint32_t)(n - pos));
			uint8_t card = cards[r];
			cards[r] = cards[pos];
			hand |= ESCOPA_CARDSET_OF(card);
		}
		out->hands[s] |= hand;
		to_hands |= hand;
	}
	uint8_t *stock = out->stock + k->stock_pos;
	for (int i = 0; pos < n; pos++, i++) {
		int r = pos + (int)below(&draws, (uint32_t)(n - pos));
		stock[i] = cards[r];
		cards[r] = cards[pos];
	}

	/* The deck order before the stock (the cards already dealt) holds the
	 * rest of the deck; which order it has is never read again. */
	escopa_cardset_t deck = (UINT64_C(1) << k->deck_size) - 1;
	escopa_cardset_t dealt = deck & ~(rest & ~to_hands);
	int i = 0;
	for (escopa_cardset_t c = dealt; c; c &= c - 1)
		out->stock[i++] = (uint8_t)lowest_card(c);

	out->rng = rng_next(rng);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_sample(const struct escopa_view *view, uint64_t seed, struct escopa_game *game)
{
	if (!view || !game)
		return ESCOPA_E_NULL;
	uint64_t rng = seed;
	view_sample(view, &rng, game);
	return ESCOPA_OK;
}
