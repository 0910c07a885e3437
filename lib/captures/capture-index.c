/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A card's captures by their index in list order (capture.c), without
 * walking the captures before it: for escopa_game_move_at(), the random
 * player and pages of moves.
 *
 * A capture is a set of regular piles plus a set of taken jokers; for
 * each joker set the regular sums that capture are known, so the number of
 * captures in a branch of the search is a subset-sum count. The capture at
 * an index is found by counting down the search (unranking); a page goes
 * on from it with the search itself, pruned by the subset sums of the
 * piles still to decide so that every branch it enters ends in a capture.
 * Nothing here allocates.
 */

#include <string.h>
#include "capture-private.h"

/* Sums 0..255 as bits, 4 words: the table's regular cards add up to at
 * most MAX_TABLE_SUM. */
#define SUM_WORDS 4

/* Whether regular piles adding up to s and `jokers` taken jokers capture. */
static inline bool
fits(const struct capture_need *need, int jokers, int s)
{
	if (jokers == 0 && s == 0)
		return false; /* at least one pile must be taken */
	return hits(need, s + jokers + need->low, s + 10 * jokers + need->high);
}

/* Scopa's rule that a card of the played rank is taken alone: those
 * single cards are then the only captures. */
static int
rank_singles(const struct table_view *view, const struct capture_need *need,
	     escopa_cardset_t *singles)
{
	if (need->step != 0)
		return 0;
	return match_single(view, need->low, singles);
}

static escopa_cardset_t
joker_set(const struct table_view *view, int js)
{
	return (js & 1 ? view->joker_mask[0] : 0) | (js & 2 ? view->joker_mask[1] : 0);
}

/* ---- the capture at an index, found by counting ---- */

/* ways[x]: the sets of piles 0..k-1 adding up to x, for the k at hand. */
struct unrank {
	const struct table_view *view;
	const struct capture_need *need;
	int jokers;                       /* taken jokers */
	uint64_t ways[MAX_TABLE_SUM + 1];
};

/* The captures that take the piles decided so far (adding up to `sum`)
 * and some set of piles 0..k-1. */
static uint64_t
completions(const struct unrank *u, int k, int sum)
{
	uint64_t count = 0;
	for (int x = 0; x <= u->view->low_sum[k]; x++) {
		if (u->ways[x] && fits(u->need, u->jokers, sum + x))
			count += u->ways[x];
	}
	return count;
}

static void
ways_of_all_piles(struct unrank *u)
{
	const struct table_view *view = u->view;
	memset(u->ways, 0, sizeof u->ways);
	u->ways[0] = 1;
	for (int i = 0; i < view->n; i++) {
		int v = view->value[i];
		for (int x = view->low_sum[i + 1]; x >= v; x--)
			u->ways[x] += u->ways[x - v];
	}
}

/* ways[] for piles 0..k-1 from ways[] for piles 0..k: the knapsack step
 * undone, lowest sum first. Counts stay below 2^42, so no step wraps. */
static void
ways_without(struct unrank *u, int k)
{
	int v = u->view->value[k];
	for (int x = v; x <= u->view->low_sum[k + 1]; x++)
		u->ways[x] -= u->ways[x - v];
}

/* The capture of rank `index` among those of the taken jokers: piles are
 * decided from the highest down, left out first (the list's order), and
 * each step counts the captures that leave the pile out. */
static escopa_cardset_t
unrank_piles(struct unrank *u, uint64_t index)
{
	const struct table_view *view = u->view;
	escopa_cardset_t taken = 0;
	int sum = 0;
	for (int k = view->n - 1; k >= 0; k--) {
		ways_without(u, k);
		uint64_t without = completions(u, k, sum);
		if (index < without)
			continue;
		index -= without;
		sum += view->value[k];
		taken |= view->mask[k];
	}
	return taken;
}

bool
capture_nth(const struct table_view *view, const struct capture_need *need,
	    escopa_card_t card, uint64_t index, escopa_move_t *move)
{
	escopa_cardset_t singles;
	if (rank_singles(view, need, &singles) > 0) {
		for (; singles; singles &= singles - 1) {
			if (index-- == 0) {
				*move = move_encode(ESCOPA_MOVE_CAPTURE, card, singles & (0 - singles));
				return true;
			}
		}
		return false;
	}

	struct unrank u = { .view = view, .need = need };
	/* Jokers hold the highest ids: sets without them come first. */
	for (int js = 0; js < 1 << view->jokers; js++) {
		u.jokers = popcount64((uint64_t)js);
		ways_of_all_piles(&u);
		uint64_t count = completions(&u, view->n, 0);
		if (index >= count) {
			index -= count;
			continue;
		}
		*move = move_encode(ESCOPA_MOVE_CAPTURE, card,
				    unrank_piles(&u, index) | joker_set(view, js));
		return true;
	}
	return false;
}

/* ---- captures from an index on ---- */

struct page {
	const struct table_view *view;
	escopa_cardset_t from;                 /* regular piles of the first capture */
	escopa_cardset_t jokers;               /* the taken jokers */
	uint64_t fit[SUM_WORDS];               /* regular sums that capture with them */
	uint64_t reach[MAX_PILES + 1][SUM_WORDS]; /* reach[k]: subset sums of piles 0..k-1 */
	escopa_move_t base;
	escopa_move_t *out;
	size_t capacity;
	size_t written;
};

/* bits |= bits << value */
static void
sums_add(uint64_t *bits, int value)
{
	for (int w = SUM_WORDS - 1; w >= 0; w--) {
		int from = w - value / 64, shift = value % 64;
		uint64_t moved = 0;
		if (from >= 0) {
			moved = bits[from] << shift;
			if (shift && from > 0)
				moved |= bits[from - 1] >> (64 - shift);
		}
		bits[w] |= moved;
	}
}

/* Whether some x in `reach` has sum + x in `fit`: (fit >> sum) & reach. */
static bool
sums_meet(const uint64_t *reach, const uint64_t *fit, int sum)
{
	int skip = sum / 64, shift = sum % 64;
	for (int w = 0; w + skip < SUM_WORDS; w++) {
		uint64_t f = fit[w + skip] >> shift;
		if (shift && w + skip + 1 < SUM_WORDS)
			f |= fit[w + skip + 1] << (64 - shift);
		if (f & reach[w])
			return true;
	}
	return false;
}

/* Piles k..n-1 are decided; decide pile k-1, leaving it out first. While
 * `tight`, the piles taken so far are those of the first capture, and no
 * branch below it is entered. */
static bool
page_piles(struct page *p, int k, int sum, escopa_cardset_t taken, bool tight)
{
	if (!sums_meet(p->reach[k], p->fit, sum))
		return true;
	if (k == 0) {
		if (p->written == p->capacity)
			return false;
		p->out[p->written++] = p->base | taken | p->jokers;
		return true;
	}
	escopa_cardset_t pile = p->view->mask[k - 1];
	bool in_first = (p->from & pile) != 0;
	if (!(tight && in_first) && !page_piles(p, k - 1, sum, taken, tight))
		return false;
	return page_piles(p, k - 1, sum + p->view->value[k - 1], taken | pile,
			  tight && in_first);
}

size_t
capture_page(const struct table_view *view, const struct capture_need *need,
	     escopa_card_t card, uint64_t start, escopa_move_t *out, size_t capacity)
{
	escopa_move_t base = move_encode(ESCOPA_MOVE_CAPTURE, card, 0);
	size_t written = 0;
	escopa_cardset_t singles;
	if (rank_singles(view, need, &singles) > 0) {
		for (uint64_t i = 0; singles && written < capacity; singles &= singles - 1, i++) {
			if (i >= start)
				out[written++] = base | (singles & (0 - singles));
		}
		return written;
	}

	escopa_move_t first;
	if (capacity == 0 || !capture_nth(view, need, card, start, &first))
		return 0;
	escopa_cardset_t from = ESCOPA_MOVE_TARGET(first);

	struct page p = { .view = view, .base = base, .out = out, .capacity = capacity };
	memset(p.reach[0], 0, sizeof p.reach[0]);
	p.reach[0][0] = 1;
	for (int k = 0; k < view->n; k++) {
		memcpy(p.reach[k + 1], p.reach[k], sizeof p.reach[k]);
		sums_add(p.reach[k + 1], view->value[k]);
	}
	int first_js = (from & view->joker_mask[0] ? 1 : 0) | (from & view->joker_mask[1] ? 2 : 0);
	for (int js = first_js; js < 1 << view->jokers; js++) {
		p.jokers = joker_set(view, js);
		int j = popcount64((uint64_t)js);
		memset(p.fit, 0, sizeof p.fit);
		for (int s = 0; s <= view->low_sum[view->n]; s++) {
			if (fits(need, j, s))
				p.fit[s / 64] |= UINT64_C(1) << (s % 64);
		}
		bool tight = js == first_js;
		p.from = tight ? from & ~ESCOPA_CARDSET_JOKERS : 0;
		if (!page_piles(&p, view->n, 0, 0, tight))
			break;
	}
	return p.written;
}
