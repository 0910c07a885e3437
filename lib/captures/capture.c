/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Which sets of table piles a played card can capture (doc/rules.md, section A
 * turn).
 *
 * Every capture rule is one test: the played card's value plus the values of
 * the taken piles must hit a target. Sum mode targets 15 (and 30, 45... with
 * capture multiples); Scopa's match mode targets twice the played value, i.e.
 * piles adding up to the card itself. A joker stands for any value 1..10, so
 * values become ranges and a capture is valid when the range of possible totals
 * contains a target.
 *
 * Captures are searched depth-first from the highest pile down, leaving a pile
 * out before taking it, which yields them in ascending order of their card
 * sets; a branch is cut as soon as no target lies within its reach.
 */

#include <string.h>
#include "capture-private.h"

/* ---- reachable subset sums, a set of up to 256 bits ---- */

static void
reach_add(uint64_t *reach, int words, int value)
{
	if (words == 1) {
		reach[0] |= reach[0] << value;
		return;
	}
	/* reach |= reach << value, high word first */
	for (int w = words - 1; w >= 0; w--) {
		int from = w - value / 64;
		int shift = value % 64;
		uint64_t bits = 0;
		if (from >= 0) {
			bits = reach[from] << shift;
			if (shift && from - 1 >= 0)
				bits |= reach[from - 1] >> (64 - shift);
		}
		reach[w] |= bits;
	}
}

/* Whether some sum in [lo, hi] is reachable. */
static bool
reach_any(const struct table_view *view, int lo, int hi)
{
	if (lo < 0)
		lo = 0;
	if (hi >= view->reach_words * 64)
		hi = view->reach_words * 64 - 1;
	for (int w = lo / 64; w <= hi / 64 && lo <= hi; w++) {
		int from = lo > w * 64 ? lo - w * 64 : 0;
		int to = hi < w * 64 + 63 ? hi - w * 64 : 63;
		uint64_t span = (to - from == 63) ? ~UINT64_C(0)
						  : ((UINT64_C(1) << (to - from + 1)) - 1) << from;
		if (view->reach[w] & span)
			return true;
	}
	return false;
}

void
table_view_init(struct table_view *view, const struct escopa_game *game)
{
	escopa_cardset_t regular = game->table & ESCOPA_CARDSET_DECK;
	int n = 0, sum = 0;
	view->low_sum[0] = 0;
	if (game->n_stacks == 0) {
		/* Without stacks every pile is one card. */
		for (; regular; regular &= regular - 1) {
			int card = lowest_card(regular);
			view->mask[n] = ESCOPA_CARDSET_OF(card);
			view->value[n] = (uint8_t)card_value(card);
			sum += view->value[n];
			view->low_sum[++n] = sum;
		}
	} else {
		escopa_cardset_t stacked = 0;
		for (int i = 0; i < game->n_stacks; i++)
			stacked |= game->stacks[i];
		escopa_cardset_t singles = regular & ~stacked;
		/* Merge single cards and stacks in ascending order of their sets. */
		int si = 0;
		while (singles || si < game->n_stacks) {
			escopa_cardset_t next;
			if (singles && (si == game->n_stacks ||
					ESCOPA_CARDSET_OF(lowest_card(singles)) < game->stacks[si])) {
				next = singles & (0 - singles);
				singles &= singles - 1;
			} else {
				next = game->stacks[si++];
			}
			view->mask[n] = next;
			view->value[n] = (uint8_t)cardset_value(next);
			sum += view->value[n];
			view->low_sum[++n] = sum;
		}
	}
	view->n = n;

	escopa_cardset_t jokers = game->table & ESCOPA_CARDSET_JOKERS;
	view->jokers = 0;
	view->joker_mask[0] = view->joker_mask[1] = 0;
	for (; jokers; jokers &= jokers - 1)
		view->joker_mask[view->jokers++] = jokers & (0 - jokers);

	view->reach_words = 0; /* computed when first needed */
	/* Without capture multiples no capture needs a sum above 20 (Scopa's
	 * twice a king), so one word of sums is enough whatever the table. */
	view->small_targets = !rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES);
}

/* The table's piles in the view's order, for callers. */
ESCOPA_EXPORT enum escopa_status
escopa_game_piles(const struct escopa_game *game, escopa_cardset_t *piles,
		  size_t capacity, size_t *count)
{
	if (!game || !count || (!piles && capacity))
		return ESCOPA_E_NULL;
	struct table_view view;
	table_view_init(&view, game);
	/* Jokers are single piles with the highest ids: they come last. */
	size_t n = (size_t)view.n + (size_t)view.jokers;
	if (n <= capacity) {
		for (int i = 0; i < view.n; i++)
			piles[i] = view.mask[i];
		for (int j = 0; j < view.jokers; j++)
			piles[view.n + j] = view.joker_mask[j];
	}
	*count = n;
	return ESCOPA_OK;
}

/* The subset sums of the regular piles, computed once per view. */
void
view_reach(struct table_view *view)
{
	if (view->reach_words)
		return;
	if (view->low_sum[view->n] < 64 || view->small_targets) {
		uint64_t reach = 1;
		for (int i = 0; i < view->n; i++)
			reach |= reach << view->value[i];
		view->reach[0] = reach;
		view->reach_words = 1;
		return;
	}
	view->reach_words = view->low_sum[view->n] / 64 + 1;
	memset(view->reach, 0, sizeof view->reach);
	view->reach[0] = 1;
	for (int i = 0; i < view->n; i++)
		reach_add(view->reach, view->reach_words, view->value[i]);
}

static bool
is_match_mode(const struct capture_need *need)
{
	return need->step == 0;
}

int
match_single(const struct table_view *view, int value, escopa_cardset_t *singles)
{
	escopa_cardset_t found = 0;
	for (int i = 0; i < view->n; i++) {
		if (view->value[i] == value && popcount64(view->mask[i]) == 1)
			found |= view->mask[i];
	}
	*singles = found;
	return popcount64(found);
}

bool
capture_exists_slow(struct table_view *view, const struct capture_need *need)
{
	view_reach(view);
	int total = view->low_sum[view->n];
	if (view->jokers == 0 && need->low == need->high) {
		/* Some non-empty set of piles adds up to a target minus the card. */
		for (int t = need->first; t <= need->last && t - need->low <= total;
		     t += need->step ? need->step : need->last + 1) {
			int s = t - need->low;
			if (s >= 1 && (view->reach[s / 64] >> (s % 64) & 1))
				return true;
		}
		return false;
	}
	for (int j = 0; j <= view->jokers; j++) {
		int max_total = total + 10 * j + need->high;
		for (int t = need->first; t <= need->last && t <= max_total;
		     t += need->step ? need->step : need->last + 1) {
			/* a regular subset sum s with t in [s+j+low, s+10j+high] */
			int lo = t - 10 * j - need->high;
			int hi = t - j - need->low;
			if (j == 0 && lo < 1)
				lo = 1; /* at least one pile must be taken */
			if (lo <= hi && reach_any(view, lo, hi))
				return true;
		}
	}
	return false;
}

static const int choose[3][3] = { { 1, 0, 0 }, { 1, 1, 0 }, { 1, 2, 1 } };

uint64_t
capture_count(const struct table_view *view, const struct capture_need *need)
{
	if (is_match_mode(need)) {
		escopa_cardset_t singles;
		int n = match_single(view, need->low, &singles);
		if (n > 0)
			return (uint64_t)n;
	}

	/* ways[s]: number of sets of regular piles adding up to s */
	int total = view->low_sum[view->n];
	int cap = need->last - need->low;
	if (cap > total)
		cap = total;
	if (cap < 0)
		return 0;
	uint64_t ways[256] = { 1 };
	for (int i = 0; i < view->n; i++) {
		int v = view->value[i];
		for (int s = cap; s >= v; s--)
			ways[s] += ways[s - v];
	}

	uint64_t count = 0;
	for (int j = 0; j <= view->jokers; j++) {
		uint64_t sets = 0;
		for (int s = (j == 0); s <= cap; s++) {
			if (ways[s] && hits(need, s + j + need->low, s + 10 * j + need->high))
				sets += ways[s];
		}
		count += sets * (uint64_t)choose[view->jokers][j];
	}
	return count;
}

struct search {
	const struct table_view *view;
	const struct capture_need *need;
	int joker_low, joker_high;        /* range of the taken jokers */
	escopa_cardset_t joker_set;
	escopa_move_t base;               /* the card's capture move, no target */
	escopa_move_t *out;
	size_t capacity;
	size_t written;
	uint64_t sums[4];                 /* sums of piles that make a capture */
};

/* One capture found, in list order. Returns false once the output is
 * full, which ends the search. */
static inline bool
emit(struct search *s, escopa_cardset_t taken)
{
	if (s->written == s->capacity)
		return false;
	s->out[s->written++] = s->base | taken;
	return true;
}

/* The common case: no jokers and one target, so the piles still to take
 * must add up to exactly `rem`. Values are positive, so once rem is 0 the
 * only completion leaves every lower pile out. */
static bool
search_exact(struct search *s, int k, int rem, escopa_cardset_t taken)
{
	const struct table_view *view = s->view;
	if (rem == 0) {
		return emit(s, taken);
	}
	/* Piles are in ascending order of cards, so of values: the ones worth
	 * more than rem can only be left out, in a chain of no consequence. */
	while (k > 0 && view->value[k - 1] > rem)
		k--;
	if (rem > view->low_sum[k])
		return true;
	if (!search_exact(s, k - 1, rem, taken))
		return false;
	return search_exact(s, k - 1, rem - view->value[k - 1], taken | view->mask[k - 1]);
}

/* Whether some capturing sum lies in [lo, hi]. */
static inline bool
sums_any(const struct search *s, int lo, int hi)
{
	if (hi < 64) {
		/* most tables add up to less than 64: one word */
		uint64_t upto = hi == 63 ? ~UINT64_C(0) : (UINT64_C(2) << hi) - 1;
		return (s->sums[0] & upto) >> lo != 0;
	}
	if (hi > 255)
		hi = 255;
	for (int w = lo / 64; w <= hi / 64 && lo <= hi; w++) {
		int from = lo > w * 64 ? lo - w * 64 : 0;
		int to = hi < w * 64 + 63 ? hi - w * 64 : 63;
		uint64_t span = (to - from == 63) ? ~UINT64_C(0)
						  : ((UINT64_C(1) << (to - from + 1)) - 1) << from;
		if (s->sums[w] & span)
			return true;
	}
	return false;
}

/* No jokers, several targets (capture multiples): the taken piles must add
 * up to one of the sums in s->sums. */
static bool
search_sums(struct search *s, int k, int sum, escopa_cardset_t taken)
{
	const struct table_view *view = s->view;
	if (!sums_any(s, sum, sum + view->low_sum[k]))
		return true;
	if (k == 0 || (sum > 0 && !sums_any(s, sum + 1, sum + view->low_sum[k]))) {
		/* only leaving every lower pile out still captures */
		return emit(s, taken);
	}
	return search_sums(s, k - 1, sum, taken) &&
	       search_sums(s, k - 1, sum + view->value[k - 1], taken | view->mask[k - 1]);
}

/* Piles k..n-1 are decided; decide pile k-1, leaving it out first. */
static bool
search_piles(struct search *s, int k, int sum, escopa_cardset_t taken)
{
	const struct table_view *view = s->view;
	int lo = sum + s->joker_low + s->need->low;
	int hi = sum + view->low_sum[k] + s->joker_high + s->need->high;
	if (!hits(s->need, lo, hi))
		return true;
	if (k == 0) {
		taken |= s->joker_set;
		if (!taken)
			return true;
		return emit(s, taken);
	}
	return search_piles(s, k - 1, sum, taken) &&
	       search_piles(s, k - 1, sum + view->value[k - 1], taken | view->mask[k - 1]);
}

/* Runs the search that fits the capture rule; false if the output filled. */
static bool
search(struct search *s)
{
	const struct table_view *view = s->view;
	const struct capture_need *need = s->need;

	if (is_match_mode(need)) {
		escopa_cardset_t singles;
		if (match_single(view, need->low, &singles) > 0) {
			for (; singles; singles &= singles - 1) {
				if (!emit(s, singles & (0 - singles)))
					return false;
			}
			return true;
		}
	}

	if (view->jokers == 0 && need->low == need->high) {
		if (need->first == need->last)
			return search_exact(s, view->n, need->first - need->low, 0);
		/* targets past the whole table plus the card cannot be reached */
		int most = view->low_sum[view->n];
		for (int t = need->first; t <= need->last; t += need->step) {
			int sum = t - need->low;
			if (sum > most)
				break;
			s->sums[sum / 64] |= UINT64_C(1) << (sum % 64);
		}
		return search_sums(s, view->n, 0, 0);
	}

	/* Jokers hold the highest ids: sets without them come first. */
	int n_joker_sets = 1 << view->jokers;
	for (int js = 0; js < n_joker_sets; js++) {
		int j = popcount64((uint64_t)js);
		s->joker_set = (js & 1 ? view->joker_mask[0] : 0) |
			       (js & 2 ? view->joker_mask[1] : 0);
		s->joker_low = j;
		s->joker_high = 10 * j;
		if (!search_piles(s, view->n, 0, 0))
			return false;
	}
	return true;
}

size_t
capture_list(const struct table_view *view, const struct capture_need *need,
	     escopa_card_t card, escopa_move_t *out, size_t capacity, bool *complete)
{
	struct search s = {
		.view = view,
		.need = need,
		.base = move_encode(ESCOPA_MOVE_CAPTURE, card, 0),
		.out = out,
		.capacity = capacity,
	};
	*complete = search(&s);
	return s.written;
}

escopa_cardset_t
split_stack(const struct escopa_game *game, escopa_cardset_t target)
{
	for (int i = 0; i < game->n_stacks; i++) {
		escopa_cardset_t inside = game->stacks[i] & target;
		if (inside && inside != game->stacks[i])
			return game->stacks[i];
	}
	return 0;
}

enum escopa_refusal
capture_refusal(const struct escopa_game *game, const struct capture_need *need,
		escopa_cardset_t target)
{
	if (target == 0 || (target & ~game->table))
		return ESCOPA_REFUSAL_NOT_ON_TABLE;
	/* The target must be made of whole piles: a stack is in or out. */
	if (split_stack(game, target))
		return ESCOPA_REFUSAL_PART_OF_PILE;
	if (is_match_mode(need)) {
		/* Scopa: a card of the played rank must be taken alone. Match mode
		 * excludes stacking and jokers, so every pile is one card. */
		escopa_cardset_t same_rank = game->table & ESCOPA_CARDSET_RANK(need->low);
		if (same_rank)
			return (target & (target - 1)) == 0 && (target & same_rank)
				       ? ESCOPA_REFUSAL_NONE
				       : ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK;
	}
	int sum = cardset_value(target);
	int j = popcount64(target & ESCOPA_CARDSET_JOKERS);
	if (hits(need, sum + j + need->low, sum + 10 * j + need->high))
		return ESCOPA_REFUSAL_NONE;
	if (is_match_mode(need))
		return ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE;
	return need->last > need->first ? ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15
					: ESCOPA_REFUSAL_SUM_NOT_15;
}
