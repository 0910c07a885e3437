/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Captures on a table seen as piles: the stacking rule's stacks, jokers,
 * and tables of single cards whose sums do not fit a word (capture
 * multiples). The same ideas as single-captures.c, indexed by pile: the
 * subset sums of the regular piles below each pile, as bitsets of up to
 * 256 sums, tell before each step whether a wanted sum can still be made,
 * so the search never enters a branch without a capture at its end.
 *
 * The order is capture.c's: for each set of taken jokers in turn (none,
 * the first, the second, both), the sets of regular piles in ascending
 * order of their card sets, found by deciding the highest pile first and
 * leaving it out before taking it. Piles are in ascending order of their
 * highest cards, so every set that takes a pile comes after every set of
 * the piles below it.
 */

#include <string.h>
#include "capture-private.h"

/* The value of a stack: a few cards, added up inline. */
static inline int
stack_value(escopa_cardset_t stack)
{
	int sum = 0;
	for (; stack; stack &= stack - 1)
		sum += lowest_card(stack) / 4 + 1;
	return sum;
}

/* The targets as sums in a word: 15, or with multiples 15, 30, 45, 60. */
static uint64_t
word_targets(bool multiples)
{
	return multiples ? UINT64_C(1) << 15 | UINT64_C(1) << 30 | UINT64_C(1) << 45 |
				   UINT64_C(1) << 60
			 : UINT64_C(1) << 15;
}

bool
pile_table_sums(struct pile_table *t, const struct escopa_game *game)
{
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH ||
	    (game->table & ESCOPA_CARDSET_JOKERS))
		return false;
	escopa_cardset_t stacked = 0;
	uint64_t reach = 1;
	int n = game->n_stacks, total = 0, least = 99;
	for (int i = 0; i < n; i++) {
		escopa_cardset_t s = game->stacks[i];
		int value = stack_value(s);
		stacked |= s;
		reach |= reach << value;
		total += value;
		least = value < least ? value : least;
	}
	escopa_cardset_t singles = game->table & ~stacked;
	if (singles) {
		/* the lowest single card is the lowest single's value */
		int value = lowest_card(singles) / 4 + 1;
		least = value < least ? value : least;
	}
	for (; singles; singles &= singles - 1, n++) {
		int value = lowest_card(singles) / 4 + 1;
		reach |= reach << value;
		total += value;
	}
	bool multiples = rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
	if (multiples && total >= 64)
		return false;
	t->n = n;
	t->total = total;
	t->least = least;
	t->reach[0] = reach;
	t->words = 1;
	t->multiples = multiples;
	t->targets = word_targets(multiples);
	t->jokers = 0;
	t->joker_mask[0] = t->joker_mask[1] = 0;
	t->simple = true;
	return true;
}

int
pile_set_value(const struct escopa_game *game, escopa_cardset_t target)
{
	escopa_cardset_t stacked = 0;
	for (int i = 0; i < game->n_stacks; i++) {
		if (game->stacks[i] == target)
			return stack_value(target);
		stacked |= game->stacks[i];
	}
	escopa_cardset_t singles = game->table & ESCOPA_CARDSET_DECK & ~stacked;
	if (target && !(target & (target - 1)) && (target & singles))
		return lowest_card(target) / 4 + 1;
	return -1;
}

bool
pile_table_init(struct pile_table *t, const struct escopa_game *game)
{
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH)
		return false; /* Scopa's equal-rank rule: capture.c */
	escopa_cardset_t regular = game->table & ESCOPA_CARDSET_DECK;
	int n = 0, total = 0, least = 99;
	/* One word of sums, kept as the piles are listed: enough unless
	 * capture multiples meet a total of 64 or more. */
	uint64_t reach = 1;
	if (game->n_stacks == 0) {
		for (; regular; regular &= regular - 1) {
			int card = lowest_card(regular);
			int value = card / 4 + 1;
			t->mask[n] = ESCOPA_CARDSET_OF(card);
			t->value[n] = (uint8_t)value;
			t->below[n++][0] = reach;
			reach |= reach << value;
			total += value;
		}
		if (n)
			least = t->value[0];
	} else {
		/* Stacks are ascending, so in the order of their highest cards:
		 * the table's cards that key a pile (a single card, or a stack's
		 * highest), in ascending order, meet them one after another. */
		const escopa_cardset_t *stacks = game->stacks;
		escopa_cardset_t stacked = 0, tops = 0;
		for (int i = 0; i < game->n_stacks; i++) {
			stacked |= stacks[i];
			tops |= ESCOPA_CARDSET_OF(highest_card(stacks[i]));
		}
		escopa_cardset_t keys = regular & ~(stacked ^ tops);
		for (; keys; keys &= keys - 1) {
			int card = lowest_card(keys);
			escopa_cardset_t mask = ESCOPA_CARDSET_OF(card);
			int value;
			if (mask & tops) {
				mask = *stacks++;
				value = stack_value(mask);
			} else {
				value = card / 4 + 1;
			}
			t->mask[n] = mask;
			t->value[n] = (uint8_t)value;
			t->below[n++][0] = reach;
			reach |= reach << value;
			total += value;
			least = value < least ? value : least;
		}
	}
	t->n = n;
	t->total = total;
	t->least = least;
	t->reach[0] = reach;
	t->words = 1;
	bool multiples = rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
	t->multiples = multiples;
	t->targets = word_targets(multiples);

	escopa_cardset_t jokers = game->table & ESCOPA_CARDSET_JOKERS;
	t->jokers = 0;
	t->joker_mask[0] = t->joker_mask[1] = 0;
	t->simple = jokers == 0;
	for (; jokers; jokers &= jokers - 1)
		t->joker_mask[t->jokers++] = jokers & (0 - jokers);

	/* Without multiples no wanted sum is above 14: the bits lost above
	 * 63 do not matter. */
	if (!multiples || total < 64)
		return true;
	int words = total / 64 + 1;
	uint64_t r[PILE_SUM_WORDS] = { 1 };
	t->low[0] = 0;
	for (int k = 0; k < n; k++) {
		memcpy(t->below[k], r, sizeof r);
		int v = t->value[k];
		t->low[k + 1] = (uint8_t)(t->low[k] + v);
		for (int w = words - 1; w > 0; w--)
			r[w] |= r[w] << v | r[w - 1] >> (64 - v);
		r[0] |= r[0] << v;
	}
	memcpy(t->reach, r, sizeof r);
	t->words = words;
	t->simple = false;
	return true;
}

/* Sets bits lo..hi of a bitset. */
static void
bits_set(uint64_t *bits, int lo, int hi)
{
	for (int w = lo / 64; w <= hi / 64; w++) {
		int from = lo > w * 64 ? lo - w * 64 : 0;
		int to = hi < w * 64 + 63 ? hi - w * 64 : 63;
		uint64_t span = to - from == 63 ? ~UINT64_C(0)
						: ((UINT64_C(1) << (to - from + 1)) - 1) << from;
		bits[w] |= span;
	}
}

/* The regular sums that capture with `j` taken jokers: s such that a
 * target lies in [s + j + low, s + 10j + high], and s > 0 without jokers.
 * Returns whether there is one within the table's total. */
static bool
pile_want(const struct pile_table *t, const struct capture_need *need, int j, uint64_t *want)
{
	memset(want, 0, PILE_SUM_WORDS * sizeof *want);
	bool any = false;
	int most = t->words * 64 - 1;
	if (most > t->total)
		most = t->total;
	if (need->first == need->last) {
		/* one target, so one range of sums, in one word */
		int lo = need->first - 10 * j - need->high;
		int hi = need->first - j - need->low;
		lo = lo < (j == 0) ? j == 0 : lo;
		hi = hi > most ? most : hi;
		if (lo > hi || lo > 63)
			return false;
		hi = hi > 63 ? 63 : hi;
		uint64_t upto = hi == 63 ? ~UINT64_C(0) : (UINT64_C(2) << hi) - 1;
		want[0] = upto & ~((UINT64_C(1) << lo) - 1);
		return true;
	}
	for (int target = need->first; target <= need->last; target += need->step) {
		int lo = target - 10 * j - need->high;
		int hi = target - j - need->low;
		if (lo < (j == 0))
			lo = j == 0;
		if (lo > most)
			break;
		if (hi > most)
			hi = most;
		if (lo <= hi) {
			bits_set(want, lo, hi);
			any = true;
		}
		if (need->step == 0)
			break;
	}
	return any;
}

static bool
bits_meet(const uint64_t *a, const uint64_t *b, int words)
{
	uint64_t m = 0;
	for (int w = 0; w < words; w++)
		m |= a[w] & b[w];
	return m != 0;
}

static escopa_cardset_t
joker_set_of(const struct pile_table *t, int js)
{
	return (js & 1 ? t->joker_mask[0] : 0) | (js & 2 ? t->joker_mask[1] : 0);
}

bool
pile_capture_exists_slow(const struct pile_table *t, const struct capture_need *need)
{
	for (int j = 0; j <= t->jokers; j++) {
		uint64_t want[PILE_SUM_WORDS];
		if (pile_want(t, need, j, want) && bits_meet(t->reach, want, t->words))
			return true;
	}
	return false;
}

struct pile_search {
	const struct pile_table *t;
	escopa_move_t base;                    /* the card's capture move, no target */
	escopa_move_t *out;
	size_t capacity;
	size_t written;
};

static inline bool
emit(struct pile_search *s, escopa_cardset_t taken)
{
	if (s->written == s->capacity)
		return false;
	s->out[s->written++] = s->base | taken;
	return true;
}

/* Adds to `taken` every non-empty set of piles 0..k-1 whose sum is in
 * `want` (bit 0 clear), given that some such set exists, with every sum of
 * those piles below 64. False once the output is full. */
static bool
search1(struct pile_search *s, int k, uint64_t want, escopa_cardset_t taken)
{
	const struct pile_table *t = s->t;
	while (k > 0) {
		k--;
		uint64_t below = t->below[k][0];
		uint64_t rest = want >> t->value[k]; /* for the piles below, once taken */
		if (!(below & rest))
			continue; /* taking it leaves a rest nothing makes */
		if ((below & want) && !search1(s, k, want, taken))
			return false; /* sets without it come first */
		taken |= t->mask[k];
		if ((rest & 1) && !emit(s, taken))
			return false; /* nothing more: the smallest set with it */
		want = rest & ~UINT64_C(1);
		if (!(below & want))
			return true;
	}
	return true;
}

/* The same on sums of several words, until the piles left add up to less
 * than 64 and one word holds their sums. */
static bool
search_words(struct pile_search *s, int k, const uint64_t *want_in, escopa_cardset_t taken)
{
	const struct pile_table *t = s->t;
	int words = t->words;
	uint64_t want[PILE_SUM_WORDS];
	memcpy(want, want_in, sizeof want);
	while (k > 0) {
		if (t->low[k] < 64)
			return search1(s, k, want[0], taken);
		k--;
		const uint64_t *below = t->below[k];
		int v = t->value[k];
		uint64_t rest[PILE_SUM_WORDS] = { 0 };
		for (int w = 0; w < words; w++)
			rest[w] = want[w] >> v | (w + 1 < words ? want[w + 1] << (63 - v) << 1 : 0);
		if (!bits_meet(below, rest, words))
			continue;
		if (bits_meet(below, want, words) && !search_words(s, k, want, taken))
			return false;
		taken |= t->mask[k];
		if ((rest[0] & 1) && !emit(s, taken))
			return false;
		rest[0] &= ~UINT64_C(1);
		memcpy(want, rest, sizeof want);
		if (!bits_meet(below, want, words))
			return true;
	}
	return true;
}

size_t
pile_captures(const struct pile_table *t, const struct capture_need *need, escopa_card_t card,
	      escopa_move_t *out, size_t capacity, bool *complete)
{
	struct pile_search s = {
		.t = t,
		.base = move_encode(ESCOPA_MOVE_CAPTURE, card, 0),
		.out = out,
		.capacity = capacity,
	};
	*complete = false;
	if (t->simple && need->low == need->high) {
		uint64_t want = t->targets >> need->low;
		if ((t->reach[0] & want) && !search1(&s, t->n, want, 0))
			return s.written;
		*complete = true;
		return s.written;
	}
	/* Jokers hold the highest ids: sets without them come first. */
	for (int js = 0; js < 1 << t->jokers; js++) {
		int j = popcount64((uint64_t)js);
		uint64_t want[PILE_SUM_WORDS];
		if (!pile_want(t, need, j, want) || !bits_meet(t->reach, want, t->words))
			continue;
		escopa_cardset_t jokers = joker_set_of(t, js);
		if (want[0] & 1) {
			/* the jokers alone */
			if (!emit(&s, jokers))
				return s.written;
			want[0] &= ~UINT64_C(1);
			if (!bits_meet(t->reach, want, t->words))
				continue;
		}
		bool done = t->words == 1 ? search1(&s, t->n, want[0], jokers)
					  : search_words(&s, t->n, want, jokers);
		if (!done)
			return s.written;
	}
	*complete = true;
	return s.written;
}

uint64_t
pile_capture_count(const struct pile_table *t, const struct capture_need *need)
{
	/* ways[s]: number of sets of regular piles adding up to s */
	uint64_t ways[MAX_TABLE_SUM + 1] = { 1 };
	int cap = t->total < MAX_TABLE_SUM ? t->total : MAX_TABLE_SUM;
	for (int k = 0, sum = 0; k < t->n; k++) {
		int v = t->value[k];
		sum += v;
		for (int x = sum < cap ? sum : cap; x >= v; x--)
			ways[x] += ways[x - v];
	}
	uint64_t count = 0;
	for (int js = 0; js < 1 << t->jokers; js++) {
		uint64_t want[PILE_SUM_WORDS];
		if (!pile_want(t, need, popcount64((uint64_t)js), want))
			continue;
		for (int x = 0; x <= cap; x++) {
			if (want[x / 64] >> (x % 64) & 1)
				count += ways[x];
		}
	}
	return count;
}

/* The regular piles of a table without jokers, in list order (ascending
 * highest cards), with the subset sums of the piles below each: what
 * pile_table_init() sets up, kept small for the stacking rule's captures. */
struct pile_row {
	escopa_cardset_t mask[MAX_PILES];
	uint8_t value[MAX_PILES];
	uint64_t below[MAX_PILES];             /* of piles 0..k-1, below 64 */
};

/* From the cached stacks: each key (a single card, or a stack's highest)
 * in ascending order, meeting the stacks one after another. Returns the
 * number of piles. */
static inline __attribute__((always_inline)) int
pile_row_init(struct pile_row *row, const struct escopa_game *game, escopa_cardset_t keys)
{
	const escopa_cardset_t *stacks = game->stacks;
	escopa_cardset_t tops = game->stack_tops;
	uint64_t values = game->stack_values;
	uint64_t reach = 1;
	int n = 0;
	for (; keys; keys &= keys - 1, n++) {
		int card = lowest_card(keys);
		escopa_cardset_t mask = ESCOPA_CARDSET_OF(card);
		int value = regular_value(card);
		if (mask & tops) {
			mask = *stacks++;
			value = (int)(values & 15); /* 0 past the cached ones */
			values >>= 4;
			if (!value)
				value = stack_value(mask);
		}
		row->mask[n] = mask;
		row->value[n] = (uint8_t)value;
		row->below[n] = reach;
		reach |= reach << value;
	}
	return n;
}

/* The keys of the piles a card worth `value` may be set onto: those
 * worth at most MAX_PILE_VALUE - value. Single cards at once (the lowest
 * ids), the stacks from their cached values; those stacks in `stacks`, in
 * order. */
static inline escopa_cardset_t
settable_keys(const struct escopa_game *game, escopa_cardset_t singles, int value,
	      escopa_cardset_t *stacks)
{
	int most = MAX_PILE_VALUE - value; /* 4..13 */
	escopa_cardset_t keys = singles & ((UINT64_C(1) << (4 * (most < 10 ? most : 10))) - 1);
	uint64_t values = game->stack_values;
	int i = 0;
	for (escopa_cardset_t tops = game->stack_tops; tops; tops &= tops - 1, values >>= 4, i++) {
		int v = (int)(values & 15); /* 0 past the cached ones */
		if (!v)
			v = stack_value(game->stacks[i]);
		if (v <= most) {
			keys |= tops & (0 - tops);
			*stacks++ = game->stacks[i];
		}
	}
	return keys;
}

HOT_PATH enum escopa_status
pile_list(const struct escopa_game *game, escopa_move_t *moves, size_t capacity, size_t *count)
{
	escopa_cardset_t hand = game->hands[game->seat];
	/* the cached sums are every pile's: the capturing cards at once */
	struct single_table sums = { .cards = game->table, .reach = game->table_reach };
	escopa_cardset_t can_capture = hand & single_capturers(&sums);
	escopa_cardset_t tops = game->stack_tops;
	escopa_cardset_t singles = game->table & ~game->stacked;
	/* the cards that key a pile: a single card, or a stack's highest */
	escopa_cardset_t keys = singles | tops;
	/* the rows only for a capture's search: sets need the keys alone */
	struct pile_row row;
	uint64_t piles = 0; /* bit k: row k, with a capture */
	if (can_capture)
		piles = (UINT64_C(1) << pile_row_init(&row, game, keys)) - 1; /* at most 40 */
	/* turn_plays_without_capture()'s decisions */
	int forced = rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE);
	escopa_cardset_t may_trail = forced == ESCOPA_FORCED_NONE ? can_capture : 0;
	escopa_cardset_t others = hand & ~can_capture;
	if (forced == ESCOPA_FORCED_PER_HAND && can_capture)
		others = 0;
	/* the cards some pile takes, the lowest ids: the lowest pile's value
	 * is the lowest sum some piles make */
	uint64_t made = game->table_reach & ~UINT64_C(1);
	int most = made ? MAX_PILE_VALUE - __builtin_ctzll(made) : 0; /* 0..13 */
	escopa_cardset_t settable = (UINT64_C(1) << (4 * (most < 10 ? most : 10))) - 1;
	escopa_cardset_t may_set = others & settable;
	/* the duty to set, with four piles or more: a card no pile takes
	 * may trail */
	may_trail |= popcount64(singles) + game->n_stacks < 4 ? others : others & ~settable;

	size_t written = 0;
	for (; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		int value = regular_value(card);
		if (can_capture >> card & 1)
			written = flat_search(row.below, row.value, row.mask, piles, 15 - value,
					      move_encode(ESCOPA_MOVE_CAPTURE, card, 0), moves,
					      capacity, written);
		if (may_trail >> card & 1) {
			if (written < capacity)
				moves[written] = move_encode(ESCOPA_MOVE_TRAIL, card, 0);
			written++;
		}
		if (may_set >> card & 1) {
			escopa_move_t base = move_encode(ESCOPA_MOVE_SET, card, 0);
			/* in the order of the keys, as the piles are listed: the
			 * stacks are in the order of their tops */
			escopa_cardset_t stacks[MAX_STACKS];
			const escopa_cardset_t *stack = stacks;
			for (escopa_cardset_t fit = settable_keys(game, singles, value, stacks); fit;
			     fit &= fit - 1) {
				escopa_cardset_t pile = fit & (0 - fit);
				if (pile & tops)
					pile = *stack++;
				if (written < capacity)
					moves[written] = base | pile;
				written++;
			}
		}
	}
	*count = written;
	return ESCOPA_OK;
}
