/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Internal declarations shared by the files of lib/. Nothing here is part
 * of the ABI.
 */

#ifndef ESCOPA_PRIVATE_H
#define ESCOPA_PRIVATE_H

#include <stdbool.h>
#include <stdio.h> /* __MINGW_PRINTF_FORMAT, on mingw-w64 */
#include <escopa/escopa.h>

/* printf checking of the C99 formats (%zu): on mingw-w64 the archetype is
 * gnu_printf, since plain printf means msvcrt's. */
#ifdef __MINGW_PRINTF_FORMAT
#define ESCOPA_PRINTF __MINGW_PRINTF_FORMAT
#else
#define ESCOPA_PRINTF printf
#endif

#define ESCOPA_OPTION_COUNT 24
#define MAX_SEATS 4
#define MAX_DECK 42
/* Without jokers (stacking excludes them) at most 40 cards, two per stack. */
#define MAX_STACKS 20
#define MAX_PILES MAX_DECK
/* The values of the 40 regular cards added up: no set of piles is worth more. */
#define MAX_TABLE_SUM 220

/* Every option as a small int, indexed by enum escopa_option. A plain value
 * type so that a game can embed its rules. */
struct escopa_rules {
	int16_t value[ESCOPA_OPTION_COUNT];
};

/*
 * The whole state of a game. Fixed size, no pointers: a clone is a memcpy
 * and equality is memcmp. Fields are ordered so the struct has no padding,
 * and every unused slot is kept zero.
 */
struct escopa_game {
	uint64_t rng;                          /* SplitMix64 state */
	escopa_cardset_t hands[MAX_SEATS];     /* by seat */
	escopa_cardset_t captured[MAX_SEATS];  /* by side, this hand */
	escopa_cardset_t table;                /* every table card */
	escopa_cardset_t set_aside;            /* counts for nobody */
	/* Table piles of two cards or more (stacking rule), ascending; a table
	 * card in none of them is a pile of its own. */
	escopa_cardset_t stacks[MAX_STACKS];
	/* Derived from `table` and `stacks` (table_cache_update()): bit s
	 * tells whether some set of the table's regular piles (a stack, or a
	 * card in none) adds up to s, for s below 64. Without stacks, the
	 * sums of the table's regular cards. */
	uint64_t table_reach;
	struct escopa_rules rules;
	int16_t score[MAX_SEATS];              /* running, by side */
	/* Sweep points this hand, by side: at most 20 (validate.c), so a byte;
	 * the readers map a value that does not fit to -1, which the
	 * validator refuses. */
	int8_t sweeps[MAX_SEATS];
	uint16_t games_won[MAX_SEATS];         /* by side, in this match */
	/* By seat, under per hand forced capture: the card values it is known
	 * not to hold, as its trails and sets this round show (voids.c). */
	uint16_t voids[MAX_SEATS];
	uint32_t hand_number;                  /* 1..INT32_MAX */
	uint16_t game_number;                  /* in the match, from 1 */
	uint8_t stock[MAX_DECK];               /* deck order; stock is [stock_pos, deck_size) */
	uint8_t deck_size;
	uint8_t stock_pos;
	uint8_t players;
	uint8_t sides;
	uint8_t dealer;
	uint8_t seat;                          /* to play */
	uint8_t phase;                         /* enum escopa_phase */
	uint8_t n_stacks;
	uint8_t plays;                         /* cards played this hand */
	int8_t last_capture_side;              /* -1: nobody yet */
	int8_t winner;                         /* -1 until game over, or drawn */
	uint8_t table_value;                   /* derived: the table's regular piles added up */
};
/* 392 bytes: a clone copies whole words, and a byte more costs every copy. */
_Static_assert(sizeof(struct escopa_game) % 8 == 0, "no padding at the end");

/*
 * What one seat knows of a game (view.c). Fixed size, no pointers: a copy
 * is a memcpy and equality a memcmp, so unused bytes stay zero.
 */
struct escopa_view {
	/* The game with every card the viewer cannot see removed: other
	 * seats' hands empty (unless open_table), stock[] all zero, the
	 * generator state zero. Everything else (table, stacks, captured,
	 * scores, sweeps, match, phase, seat to play, dealer...) is as in
	 * the game. Never a valid game by itself: only view functions read it. */
	struct escopa_game known;
	escopa_cardset_t unseen;               /* cards the viewer cannot see */
	escopa_cardset_t excluded[MAX_SEATS];  /* cards a seat is known not to hold */
	uint8_t hand_size[MAX_SEATS];          /* cards held, by seat */
	uint8_t viewer;                        /* the seat whose view this is */
	uint8_t stock_size;
	uint8_t reserved[10];                  /* zero; the size a multiple of 32 (view-key.c) */
};

/* The last hand of a game without a hand limit: the counter's end. */
#define MAX_HAND_NUMBER INT32_MAX
/* The last game of a match, whatever its deciders. */
#define MAX_GAME_NUMBER UINT16_MAX

/* Without -mpopcnt, __builtin_popcountll is a call into libgcc; this is
 * the same count in a dozen inline instructions. */
static inline int
popcount64(uint64_t x)
{
#ifdef __POPCNT__
	return __builtin_popcountll(x);
#else
	x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
	x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
	return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
#endif
}

static inline int
lowest_card(escopa_cardset_t set)
{
	return __builtin_ctzll(set);
}

static inline int
highest_card(escopa_cardset_t set)
{
	return 63 - __builtin_clzll(set);
}

#define ALL_CARDS (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS)

static inline bool
card_is_valid(escopa_card_t card)
{
	return card >= 0 && card < ESCOPA_CARD_COUNT;
}

static inline bool
card_is_joker(escopa_card_t card)
{
	return card >= ESCOPA_JOKER_1;
}

/* Capture value of a valid card; 0 for a joker. */
static inline int
card_value(escopa_card_t card)
{
	/* unsigned: a shift, not a signed division */
	return card_is_joker(card) ? 0 : (int)((unsigned)card >> 2) + 1;
}

/* Capture value of a regular card (not a joker). */
static inline int
regular_value(escopa_card_t card)
{
	return (int)((unsigned)card >> 2) + 1;
}

/* Sum of the capture values of the regular cards of a set. */
int cardset_value(escopa_cardset_t set);

/*
 * The table's cached sums (table_reach, table_value): a pure function of
 * game->table and game->stacks, so that clone stays a memcpy and equality
 * a memcmp. Every change to the table or its stacks calls
 * table_cache_update() once both are in place, or table_cache_add() for a
 * card put onto the table as a pile of its own; game_check() refuses a
 * state whose cache is wrong, and readers of positions and snapshots
 * derive it before checking (on a state not checked yet: nothing here
 * trusts the stacks).
 */
static inline void
table_cache_update(struct escopa_game *game)
{
	uint64_t reach = 1;
	int sum = 0;
	escopa_cardset_t stacked = 0;
	for (int i = 0; i < game->n_stacks && i < MAX_STACKS; i++) {
		int value = 0;
		for (escopa_cardset_t cards = game->stacks[i] & ESCOPA_CARDSET_DECK; cards;
		     cards &= cards - 1)
			value += regular_value(lowest_card(cards));
		stacked |= game->stacks[i];
		/* a pile worth 64 or more adds no sum below 64 */
		reach |= value < 64 ? reach << value : 0;
		sum += value;
	}
	for (escopa_cardset_t cards = game->table & ESCOPA_CARDSET_DECK & ~stacked; cards;
	     cards &= cards - 1) {
		int value = regular_value(lowest_card(cards));
		reach |= reach << value;
		sum += value;
	}
	game->table_reach = reach;
	game->table_value = (uint8_t)sum;
}

/* The cache once `card`, not on the table yet, is put onto it as a pile
 * of its own: the same as table_cache_update() then, as a set's sums only
 * gain the card's. */
static inline void
table_cache_add(struct escopa_game *game, escopa_card_t card)
{
	int value = card_value(card); /* 0 for a joker: no change */
	game->table_reach |= game->table_reach << value;
	game->table_value = (uint8_t)(game->table_value + value);
}

/* rules.c */
static inline int
rule(const struct escopa_rules *rules, enum escopa_option option)
{
	return rules->value[option];
}

/* deal.c */
uint64_t rng_next(uint64_t *state);
void rng_shuffle(uint64_t *state, uint8_t *deck, int n);
void deal_hand(struct escopa_game *game, const uint8_t *order);
bool table_has_fifteen(const struct escopa_game *game);

/* captures/capture.c: the table as a list of piles, and capture search. */
struct table_view {
	int n;                                 /* regular piles */
	escopa_cardset_t mask[MAX_PILES];      /* ascending */
	uint8_t value[MAX_PILES];
	int low_sum[MAX_PILES + 1];            /* low_sum[k]: sum of value[0..k) */
	int jokers;                            /* table jokers, each a pile */
	escopa_cardset_t joker_mask[2];
	int reach_words;                       /* words of reach in use */
	bool small_targets;                    /* no capture needs a sum above 63 */
	uint64_t reach[4];                     /* subset sums 0..255 of regular piles */
};

/* What a played card needs: its value range and the capture targets. */
struct capture_need {
	int low, high;                         /* played value: equal unless joker */
	int first, step, last;                 /* targets: first, first+step.. <= last */
};

void table_view_init(struct table_view *view, const struct escopa_game *game);
void view_reach(struct table_view *view);

/* What the played card needs under the game's capture rule. */
static inline void
capture_need_init(struct capture_need *need, const struct escopa_game *game,
		  escopa_card_t card)
{
	int value = card_value(card);
	if (card_is_joker(card)) {
		need->low = 1;
		need->high = 10;
	} else {
		need->low = need->high = value;
	}
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH) {
		need->first = need->last = 2 * value;
		need->step = 0;
	} else {
		need->first = need->step = 15;
		need->last = rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) ? 15 * 20 : 15;
	}
}

/* Whether a capture target lies in [lo, hi]. */
static inline bool
hits(const struct capture_need *need, int lo, int hi)
{
	int t = need->first;
	if (need->last == t)
		return lo <= t && t <= hi;
	if (lo > t) {
		if (need->step == 0)
			return false;
		t += (lo - t + need->step - 1) / need->step * need->step;
	}
	return t <= hi && t <= need->last;
}

bool capture_exists_slow(struct table_view *view, const struct capture_need *need);

/* Whether the card has any capture; one bit test in the common case of a
 * single target and no jokers. */
static inline bool
capture_exists(struct table_view *view, const struct capture_need *need)
{
	if (view->jokers == 0 && need->low == need->high) {
		/* some non-empty set of piles adds up to a target minus the card */
		int total = view->low_sum[view->n];
		int s = need->first - need->low;
		if (s < 1 || s > total)
			return false;
		view_reach(view);
		for (; s <= total && s <= need->last - need->low; s += need->step) {
			if (view->reach[s / 64] >> (s % 64) & 1)
				return true;
			if (need->step == 0)
				break;
		}
		return false;
	}
	return capture_exists_slow(view, need);
}
uint64_t capture_count(const struct table_view *view, const struct capture_need *need);
/* Writes captures in ascending order until capacity; returns how many were
 * written, and sets *complete when every capture fit. */
size_t capture_list(const struct table_view *view, const struct capture_need *need,
		    escopa_card_t card, escopa_move_t *out, size_t capacity,
		    bool *complete);
/* The first stack of the table that the target holds part of, not all;
 * 0 if the target is made of whole piles. */
escopa_cardset_t split_stack(const struct escopa_game *game, escopa_cardset_t target);
/* Why a capture's target is refused, ESCOPA_REFUSAL_NONE if it is valid:
 * on the table, whole piles, Scopa's equal rank, then the sum. */
enum escopa_refusal capture_refusal(const struct escopa_game *game,
				    const struct capture_need *need, escopa_cardset_t target);
static inline bool
capture_is_valid(const struct escopa_game *game, const struct capture_need *need,
		 escopa_cardset_t target)
{
	return capture_refusal(game, need, target) == ESCOPA_REFUSAL_NONE;
}
int match_single(const struct table_view *view, int value, escopa_cardset_t *singles);

/* captures/capture-index.c: captures by their index in list order, on the pile
 * view, in time polynomial in the table (piles times sums) whatever the
 * index. The capture at `index`; false past the last. */
bool capture_nth(const struct table_view *view, const struct capture_need *need,
		 escopa_card_t card, uint64_t index, escopa_move_t *move);
/* Writes the captures from index `start` on, as many as fit; returns how
 * many were written (0 when start is past the last). */
size_t capture_page(const struct table_view *view, const struct capture_need *need,
		    escopa_card_t card, uint64_t start, escopa_move_t *out, size_t capacity);

/* captures/single-captures.c: the table when every pile is one regular card, with
 * the subset sums below each of its cards, all of them under 64. */
struct single_table {
	escopa_cardset_t cards;
	uint64_t reach;                        /* bit s: some table cards add up to s */
	bool match;                            /* capture mode match (Scopa) */
	bool multiples;                        /* capture multiples of 15 */
	bool below_known;                      /* below[] is filled in */
	uint64_t below[40];                    /* below[c], for a table card c: the same
						* for the table cards under c; filled in
						* when the first capture is listed */
};

/* Sets up the table for a game without stacks or jokers, from the game's
 * cached sums; false when they do not fit (capture multiples and a total
 * of 64 or more). Inline: every listing and every trail check asks. */
static inline bool
single_table_init(struct single_table *table, const struct escopa_game *game)
{
	table->cards = game->table;
	table->reach = game->table_reach;
	table->match = rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH;
	table->multiples = rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
	table->below_known = false;
	/* Without multiples no wanted sum is above 14, and the bits lost
	 * above 63 do not matter. */
	return !table->multiples || game->table_value <= 63;
}

/* The sums the taken table cards may add up to when `card` captures: 15
 * minus its value (and 30, 45, 60 minus it with capture multiples), or its
 * value in match mode. */
static inline uint64_t
single_wanted_sums(const struct single_table *table, escopa_card_t card)
{
	static const uint64_t multiples_of_15 =
		UINT64_C(1) << 15 | UINT64_C(1) << 30 | UINT64_C(1) << 45 | UINT64_C(1) << 60;
	int value = card_value(card);
	if (table->match)
		return UINT64_C(1) << value;
	return (table->multiples ? multiples_of_15 : UINT64_C(1) << 15) >> value;
}

/* The sums of table cards a joker in the hand captures, worth any value
 * from 1 to 10 (sum mode without capture multiples): 5 to 14. */
#define JOKER_WANTED_SUMS UINT64_C(0x7FE0)

/* Whether a single-card table's fast paths take this hand: a joker in the
 * hand only in sum mode without capture multiples. */
static inline bool
single_table_takes_hand(const struct escopa_game *game, escopa_cardset_t hand)
{
	return !(hand & ESCOPA_CARDSET_JOKERS) ||
	       (rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) != ESCOPA_CAPTURE_MATCH &&
		!rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES));
}

/* Whether a regular card has a capture; in match mode a card of its rank
 * counts too. */
static inline bool
single_capture_exists(const struct single_table *table, escopa_card_t card)
{
	if (table->match && (table->cards & ESCOPA_CARDSET_RANK(card_value(card))))
		return true;
	return (table->reach & single_wanted_sums(table, card)) != 0;
}

/* The regular cards that have a capture, from the table's sums at once.
 * In sum mode a card worth v captures when some table cards add up to
 * 15 - v (or 30, 45, 60 minus it with capture multiples, folded onto
 * 15 - v first): bits 5..14 of the sums stand for the values 10 down to 1.
 * In match mode it captures when some add up to v, a lone card of its
 * rank among them: bits 1..10. Two tables of 32 turn five bits into ranks.
 * In sum mode a joker in the hand, worth 1 to 10, captures when some add
 * up to 5..14 (JOKER_WANTED_SUMS), any of those bits: the sum tables hold
 * the jokers too. */
#define RANKS_IF_(i, bit, rank) ((i) >> (bit) & 1 ? ESCOPA_CARDSET_RANK(rank) : 0)
#define RANKS_5_(i, a, b, c, d, e) (RANKS_IF_(i, 0, a) | RANKS_IF_(i, 1, b) | \
				    RANKS_IF_(i, 2, c) | RANKS_IF_(i, 3, d) | RANKS_IF_(i, 4, e))
#define RANKS_SUM_LO_(i) (RANKS_5_(i, 10, 9, 8, 7, 6) | ((i) ? ESCOPA_CARDSET_JOKERS : 0))
#define RANKS_SUM_HI_(i) (RANKS_5_(i, 5, 4, 3, 2, 1) | ((i) ? ESCOPA_CARDSET_JOKERS : 0))
#define RANKS_MATCH_LO_(i) RANKS_5_(i, 1, 2, 3, 4, 5)
#define RANKS_MATCH_HI_(i) RANKS_5_(i, 6, 7, 8, 9, 10)
#define RANKS_4_(f, i) f(i), f(i + 1), f(i + 2), f(i + 3)
#define RANKS_32_(f) RANKS_4_(f, 0), RANKS_4_(f, 4), RANKS_4_(f, 8), RANKS_4_(f, 12), \
		     RANKS_4_(f, 16), RANKS_4_(f, 20), RANKS_4_(f, 24), RANKS_4_(f, 28)
static inline escopa_cardset_t
single_capturers(const struct single_table *table)
{
	static const escopa_cardset_t sum_lo[32] = { RANKS_32_(RANKS_SUM_LO_) };
	static const escopa_cardset_t sum_hi[32] = { RANKS_32_(RANKS_SUM_HI_) };
	static const escopa_cardset_t match_lo[32] = { RANKS_32_(RANKS_MATCH_LO_) };
	static const escopa_cardset_t match_hi[32] = { RANKS_32_(RANKS_MATCH_HI_) };
	uint64_t sums = table->reach;
	if (table->match)
		return match_lo[sums >> 1 & 31] | match_hi[sums >> 6 & 31];
	if (table->multiples)
		sums |= sums >> 15 | sums >> 30 | sums >> 45;
	return sum_lo[sums >> 5 & 31] | sum_hi[sums >> 10 & 31];
}

/*
 * The captures adding up to `rem`, in list order, given that some set of
 * the items of `left` (bit k: item k) does: the capture search of
 * single-captures.c and pile-captures.c without recursion. The highest
 * item is decided first, left out before it is taken; below[k] holds the
 * sums the items under k make, so no branch without a capture at its end
 * is entered. The branches left for later (the sets with an item, which
 * come after those without it) wait on a stack, one entry per item at
 * most. Items are table cards (`values` NULL: item k is card k, the cards
 * worth more than what is left skipped at once), or piles with their
 * values and card sets. Writes base | taken cards while they fit and
 * returns the new count.
 */
static inline __attribute__((always_inline)) size_t
flat_search(const uint64_t *below, const uint8_t *values, const escopa_cardset_t *masks,
	    uint64_t left, int rem, escopa_move_t base, escopa_move_t *out, size_t capacity,
	    size_t count)
{
	struct {
		uint64_t left;
		escopa_cardset_t taken;
		int rem;
	} later[MAX_DECK];
	int waiting = 0;
	escopa_cardset_t taken = 0;
	for (;;) {
		if (!values) /* the cards worth at most rem: the lowest ids */
			left &= (UINT64_C(1) << (4 * (rem < 10 ? rem : 10))) - 1;
		for (;;) {
			int k = highest_card(left);
			left ^= UINT64_C(1) << k;
			int value = values ? values[k] : regular_value(k);
			escopa_cardset_t mask = masks ? masks[k] : ESCOPA_CARDSET_OF(k);
			uint64_t sums = below[k];
			if ((values && value > rem) || !(sums >> (rem - value) & 1))
				continue; /* taking it leaves a rest nothing makes */
			if (sums >> rem & 1) {
				/* sets without it come first */
				later[waiting].left = left;
				later[waiting].taken = taken | mask;
				later[waiting].rem = rem - value;
				waiting++;
				continue;
			}
			taken |= mask;
			rem -= value;
			if (rem == 0)
				break;
			if (!values)
				left &= (UINT64_C(1) << (4 * (rem < 10 ? rem : 10))) - 1;
		}
		for (;;) {
			if (count < capacity)
				out[count] = base | taken;
			count++;
			if (waiting == 0)
				return count;
			waiting--;
			left = later[waiting].left;
			taken = later[waiting].taken;
			rem = later[waiting].rem;
			if (rem != 0)
				break;
		}
	}
}

/* Writes the card's captures in ascending order of their card sets, as
 * many as fit; returns how many there are. */
size_t single_captures(struct single_table *table, escopa_card_t card, escopa_move_t *out,
		       size_t capacity);
/* The hand cards that may trail on a table of single cards without the
 * stacking rule: a card that could capture only without forced capture,
 * and under forced capture per hand no card while one could. */
static inline escopa_cardset_t
single_may_trail(escopa_cardset_t hand, escopa_cardset_t can_capture, int forced)
{
	escopa_cardset_t may_trail = forced == ESCOPA_FORCED_NONE ? can_capture : 0;
	if (forced != ESCOPA_FORCED_PER_HAND || !can_capture)
		may_trail |= hand & ~can_capture;
	return may_trail;
}
/* Every move of the seat to play on a table of single cards without the
 * stacking rule, sums in a word (single_table_init() true), no joker in
 * the hand, in list order: writes as many as fit, sets *count to how many
 * there are and returns ESCOPA_OK (escopa_game_moves() ends with it). */
enum escopa_status single_list(const struct escopa_game *game, escopa_move_t *moves,
			       size_t capacity, size_t *count);
/* single_list() for a hand that holds a joker, in sum mode without
 * capture multiples (single_table_takes_hand()): a joker captures the
 * sets of table cards adding up to 5..14 (JOKER_WANTED_SUMS). Apart, so
 * that the common case carries no joker's test. */
enum escopa_status single_list_jokers(const struct escopa_game *game, escopa_move_t *moves,
				      size_t capacity, size_t *count);
/* Whether `target` is one of those captures, for a table of single regular
 * cards whatever their total. */
bool single_capture_is_valid(const struct escopa_game *game, escopa_card_t card,
			     escopa_cardset_t target);

/* captures/pile-captures.c: the table as piles (stacks, jokers, or single cards
 * whose sums do not fit a word), with the subset sums of the regular piles
 * below each of them, as bitsets of up to 256 sums. */
#define PILE_SUM_WORDS 4
struct pile_table {
	int n;                                 /* regular piles */
	int words;                             /* words of sums in use, 1..4 */
	int total;                             /* the regular piles' values added up */
	int least;                             /* the lowest pile value; 99 without piles */
	int jokers;                            /* table jokers, each a pile */
	bool multiples;                        /* capture multiples of 15 */
	bool simple;                           /* no jokers, one word of sums */
	uint64_t targets;                      /* the targets under 64, as bits */
	escopa_cardset_t joker_mask[2];
	escopa_cardset_t mask[MAX_PILES];      /* ascending, as the table view's */
	uint8_t value[MAX_PILES];
	uint8_t low[MAX_PILES + 1];            /* low[k]: value[0..k) added up; only
						* with several words */
	uint64_t reach[PILE_SUM_WORDS];        /* subset sums of every regular pile */
	uint64_t below[MAX_PILES][PILE_SUM_WORDS]; /* below[k]: of piles 0..k-1 */
};

/* Sets up the table; false in match mode (Scopa), which the table view
 * handles. Only `words` words of the sums are kept: without capture
 * multiples one, as no wanted sum is above 14. */
bool pile_table_init(struct pile_table *table, const struct escopa_game *game);
/* Only what deciding a trail or a set needs: n, total, least, reach and
 * targets, no lists; false (nothing set up) with jokers on the table, in
 * match mode or when the sums need several words. */
bool pile_table_sums(struct pile_table *table, const struct escopa_game *game);
/* The value of `target` if it is one pile of the table, else -1. */
int pile_set_value(const struct escopa_game *game, escopa_cardset_t target);
bool pile_capture_exists_slow(const struct pile_table *table, const struct capture_need *need);

/* Whether a regular card worth `value` captures, on a simple table. */
static inline bool
pile_simple_captures(const struct pile_table *table, int value)
{
	return (table->reach[0] & (table->targets >> value)) != 0;
}

static inline bool
pile_capture_exists(const struct pile_table *table, const struct capture_need *need)
{
	if (table->simple && need->low == need->high)
		return pile_simple_captures(table, need->low);
	return pile_capture_exists_slow(table, need);
}
/* Every move of the seat to play under the stacking rule, on a table and
 * a hand without jokers, in sum mode without capture multiples (the
 * cached sums are then every pile's), in list order: writes as many as
 * fit and returns how many there are. */
size_t pile_list(const struct escopa_game *game, escopa_move_t *moves, size_t capacity);
/* Writes the card's captures in list order until capacity; returns how
 * many were written, and sets *complete when every capture fit. */
size_t pile_captures(const struct pile_table *table, const struct capture_need *need,
		     escopa_card_t card, escopa_move_t *out, size_t capacity, bool *complete);
uint64_t pile_capture_count(const struct pile_table *table, const struct capture_need *need);

/* captures/legal.c */
enum escopa_status check_move(const struct escopa_game *game, escopa_move_t move);

/* Why check_move() refuses a move (ESCOPA_REFUSAL_NONE if it does not):
 * the slow path, for when a move was refused. */
enum escopa_refusal move_refusal(const struct escopa_game *game, escopa_move_t move);
/* The hand cards that have a capture, and the number of table piles. */
escopa_cardset_t hand_captures(const struct escopa_game *game, int *piles);

/* moves.c */
static inline escopa_move_t
move_encode(int kind, escopa_card_t card, escopa_cardset_t target)
{
	return ((uint64_t)kind << 56) | ((uint64_t)card << 48) | target;
}
#define MOVE_TARGET_BITS ((uint64_t)0x3FFFFFFFFFFu)
#define MOVE_CARD_BITS ((uint64_t)0x3F << 48)
#define MOVE_KIND_BITS ((uint64_t)0x3 << 56)

static inline bool
kind_is_valid(int kind)
{
	return kind == ESCOPA_MOVE_CAPTURE || kind == ESCOPA_MOVE_TRAIL ||
	       kind == ESCOPA_MOVE_SET;
}

/* Whether a target suits a kind: a trail has none, the others need one
 * that does not hold the card played. */
static inline bool
target_fits(int kind, escopa_card_t card, escopa_cardset_t target)
{
	if (kind == ESCOPA_MOVE_TRAIL)
		return target == 0;
	return target != 0 && !(target & ESCOPA_CARDSET_OF(card));
}

/* Inline: every play checks it. */
static inline bool
move_is_well_formed(escopa_move_t move)
{
	if (move & ~(MOVE_TARGET_BITS | MOVE_CARD_BITS | MOVE_KIND_BITS))
		return false;

	int kind = ESCOPA_MOVE_KIND(move);
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	return kind_is_valid(kind) && card_is_valid(card) &&
	       target_fits(kind, card, ESCOPA_MOVE_TARGET(move));
}

/* A stacked pile never reaches 15: that would be a capture. */
#define MAX_PILE_VALUE 14

/* Whether a capture of the target, on the table and made of whole piles,
 * adds up right with the played card (capture_refusal()'s last steps). */
static inline bool
capture_sum_fits(escopa_cardset_t table, int value, escopa_cardset_t target, bool match,
		 bool multiples)
{
	int sum = 0;
	for (escopa_cardset_t t = target; t; t &= t - 1)
		sum += regular_value(lowest_card(t));
	if (match) {
		escopa_cardset_t same_rank = table & ESCOPA_CARDSET_RANK(value);
		return same_rank ? !(target & (target - 1)) && (target & same_rank) : sum == value;
	}
	return multiples ? (value + sum) % 15 == 0 : value + sum == 15;
}

/* check_move() in the common case, inline where a move is played: a table
 * of single regular cards, no stacking rule, sums that fit a word, and a
 * trail or a capture of table cards (by a joker too, in sum mode without
 * multiples and forced capture per card). Returns false,
 * deciding nothing, for anything else (check_move() then decides: a
 * malformed move, another phase, a card not held, the stacking rule...);
 * when it decides, *status is what check_move() returns. */
static inline __attribute__((always_inline)) bool
check_move_common(const struct escopa_game *game, escopa_move_t move,
		  enum escopa_status *status)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t hand = game->hands[game->seat];
	escopa_cardset_t table = game->table;
	bool multiples = rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
	/* the stacking rule first: its games leave at once */
	if (rule(&game->rules, ESCOPA_OPT_STACKING) || game->phase != ESCOPA_PHASE_PLAYING ||
	    !(hand >> card & 1) || game->n_stacks || (table & ESCOPA_CARDSET_JOKERS) ||
	    (multiples && game->table_value > 63))
		return false;
	/* beside a joker, only per card forced capture and sum mode without
	 * multiples: a trail then depends on the card played alone */
	if ((hand & ESCOPA_CARDSET_JOKERS) &&
	    (rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE) == ESCOPA_FORCED_PER_HAND ||
	     !single_table_takes_hand(game, hand)))
		return false;
	/* a held card is a valid one */
	bool match = rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH;
	escopa_move_t rest = move & ~MOVE_CARD_BITS;
	if (rest == (escopa_move_t)ESCOPA_MOVE_TRAIL << 56) {
		/* legal unless forced capture forbids it: the cached sums tell
		 * which cards capture (single_capturers()) */
		int forced = rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE);
		escopa_cardset_t asked = forced == ESCOPA_FORCED_NONE ? 0
					 : forced == ESCOPA_FORCED_PER_HAND ? hand
					 : ESCOPA_CARDSET_OF(card);
		struct single_table sums = {
			.cards = table, .reach = game->table_reach,
			.match = match, .multiples = multiples,
		};
		*status = asked & single_capturers(&sums) ? ESCOPA_E_ILLEGAL : ESCOPA_OK;
		return true;
	}
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	if (ESCOPA_MOVE_KIND(move) != ESCOPA_MOVE_CAPTURE ||
	    (rest & ~(MOVE_KIND_BITS | MOVE_TARGET_BITS)) || !target || (target & ~table))
		return false;
	/* a capture is legal by itself, whatever else the hand could do */
	bool ok;
	if (card_is_joker(card)) {
		int sum = 0; /* the target is regular cards: the table has no joker */
		for (escopa_cardset_t t = target; t; t &= t - 1)
			sum += regular_value(lowest_card(t));
		ok = sum < 64 && (JOKER_WANTED_SUMS >> sum & 1);
	} else {
		ok = capture_sum_fits(table, regular_value(card), target, match, multiples);
	}
	*status = ok ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	return true;
}

/* The '+' between the cards of a move's target, with blanks in the long
 * styles. */
const char *target_joiner(enum escopa_style style);

/* game.c */
/* A new game in place: what escopa_game_new() does, without allocating. */
void game_init(struct escopa_game *game, const struct escopa_rules *rules, int players,
	       uint64_t seed);
/* The side that wins with these running scores (doc/rules.md, section A game
 * and a match), or -1. */
int game_winner_by(const struct escopa_game *game, const int *score);
/* The one side with the highest score, or -1 when the highest is shared. */
int game_leader_by(const struct escopa_game *game, const int *score);
/* Whether the hand just ended is the last one the game may have
 * (ESCOPA_OPT_HAND_LIMIT, or the counter's end). */
bool game_hand_limit_reached(const struct escopa_game *game);
/* The match winner once it is decided, else -1; *over tells whether the
 * match is over (it may end drawn only at the counter's end). */
int match_winner(const struct escopa_game *game, bool *over);
/* Plays a move check_move() accepted. */
void game_apply(struct escopa_game *game, escopa_move_t move,
		struct escopa_play_result *result);

static inline int
side_of(const struct escopa_game *game, int seat)
{
	/* seat % sides, without a division: seats are fewer than 2 * sides */
	return seat >= game->sides ? seat - game->sides : seat;
}

/* score.c */
void score_sides(const struct escopa_rules *rules, int n_sides,
		 const escopa_cardset_t *captured, const int *sweeps,
		 int32_t rows[][ESCOPA_SCORE_ITEM_COUNT]);

/* cards.c: writing text into caller buffers with the library's rule. */
struct text_buf {
	char *buf;
	size_t size;
	size_t len;
};
void text_put(struct text_buf *t, const char *s);
void text_put_card(struct text_buf *t, escopa_card_t card, enum escopa_style style);
/* The cards of a set in ascending id, with `separator` between them. */
void text_put_cards(struct text_buf *t, escopa_cardset_t set, const char *separator,
		    enum escopa_style style);

/* The blanks card and move text may have around and between names: ASCII
 * white space, whatever the locale. */
static inline bool
char_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
void text_finish(struct text_buf *t);
bool style_can_write(enum escopa_style style);
bool style_is_valid(enum escopa_style style);
enum escopa_status card_parse_span(const char *text, size_t len,
				   enum escopa_style style, escopa_card_t *card);

/* formats/parse.c: where and why a reader failed. Readers keep byte offsets into
 * the whole input; parse_report() adds the line and column. */
struct parse_ctx {
	const char *text;                      /* the whole input */
	size_t length;
	bool binary;                           /* no lines: line 1, column = offset + 1 */
	enum escopa_status status;             /* ESCOPA_OK until parse_fail() */
	size_t offset;
	char message[160];
};
bool parse_error_usable(const struct escopa_parse_error *error);
void parse_init(struct parse_ctx *ctx, const char *text, size_t length);
void parse_fail(struct parse_ctx *ctx, enum escopa_status status, size_t offset,
		const char *fmt, ...) __attribute__((format(ESCOPA_PRINTF, 4, 5)));
/* Printable ASCII form of a few input bytes, for messages; returns buf. */
const char *parse_quote(char *buf, size_t size, const char *s, size_t len);
/* A reader's result, read into a local copy of `size` bytes, copied over
 * *into, or (into NULL) into a new allocation at *made; out of memory
 * fails ctx. */
void parse_deliver(struct parse_ctx *ctx, const void *value, size_t size, void *into,
		   void **made);
/* Fills error (if not NULL) from a failed ctx; returns ctx->status. */
enum escopa_status parse_report(const struct parse_ctx *ctx, struct escopa_parse_error *error);

/* formats/parse.c: the words of a text reader. */
struct span {
	size_t start, end;                     /* [start, end) of the input */
};

/* A blank within a line: what separates the words of positions and records. */
static inline bool
char_is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static inline char
ascii_lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* The span without its leading and trailing blanks. */
struct span span_trim(const char *text, struct span s);
/* Whether s[0..len) is `word`, itself lower case, in any case of ASCII. */
bool word_equals(const char *s, size_t len, const char *word);

/* cards.c and moves.c: a card or a move in ctx->text[start, start + len). */
bool card_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		  enum escopa_style style, escopa_card_t *card);
bool move_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		  enum escopa_style style, escopa_move_t *move);

/* views/observe.c: the observation of a game from any seat (the layout of
 * batch.h, relative to `seat`). */
void observe_from(const struct escopa_game *game, int seat, uint8_t *obs);

/* views/info-state.c: the plays of the current deal round, kept beside a game
 * (the batch's slots own one each) for the information-state tensor of
 * batch.h. A round holds at most 3 cards a seat. */
#define ROUND_PLAYS (3 * MAX_SEATS)
struct round_history {
	escopa_move_t moves[ROUND_PLAYS];
	int8_t seats[ROUND_PLAYS];      /* who played each */
	uint8_t count;
	uint8_t stock_pos;              /* the game's at the round's deal */
};
/* Inline: the batch calls them at every play. */
static inline void
history_start(struct round_history *h, const struct escopa_game *game)
{
	h->count = 0;           /* the plays past it are never read */
	h->stock_pos = game->stock_pos;
}

/* Before `move` is played by the seat to play. */
static inline void
history_play(struct round_history *h, const struct escopa_game *game, escopa_move_t move)
{
	if (h->count < ROUND_PLAYS) {
		h->moves[h->count] = move;
		h->seats[h->count] = (int8_t)game->seat;
		h->count++;
	}
}

/* After a play: a new deal (it takes cards from the stock) starts a new
 * round. */
static inline void
history_after(struct round_history *h, const struct escopa_game *game)
{
	if (game->stock_pos != h->stock_pos)
		history_start(h, game);
}

void info_state_from(const struct escopa_game *game, int seat, const struct round_history *h,
		     uint8_t *out);

/* bots/player.c: the greedy player's choice among listed legal moves of the
 * seat to play (count >= 1), the index of the first best one; the search
 * players' playout policy. */
size_t greedy_pick(const struct escopa_game *game, const escopa_move_t *moves, size_t count);

/* rules.c */
bool rules_valid(const struct escopa_rules *rules);
void rules_preset(struct escopa_rules *rules, enum escopa_preset preset);

/* formats/rules-text.c: rules as text, without allocating. */
void text_put_rules(struct text_buf *t, const struct escopa_rules *rules);
bool rules_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		   struct escopa_rules *rules);

/* formats/validate.c: whether a state is one the engine can reach or a caller can
 * sensibly set up. game_check() also names the part of the state at fault,
 * so that readers can point at it. */
enum state_field {
	FIELD_VIEWER,                          /* views only */
	FIELD_RULES,
	FIELD_PLAYERS,
	FIELD_GAME_NUMBER,
	FIELD_GAMES_WON,
	FIELD_HAND_NUMBER,
	FIELD_DEALER,
	FIELD_PHASE,
	FIELD_SEAT,
	FIELD_PLAYS,
	FIELD_HANDS,
	FIELD_VOIDS,
	FIELD_TABLE,
	FIELD_DEALT,
	FIELD_STOCK,
	FIELD_CAPTURED,
	FIELD_SWEEPS,
	FIELD_SET_ASIDE,
	FIELD_SCORES,
	FIELD_LAST_CAPTURE,
	FIELD_WINNER,
	FIELD_RNG,
	FIELD_COUNT
};
enum escopa_status game_check(const struct escopa_game *g, const char **why,
			      enum state_field *field);
enum escopa_status game_validate(const struct escopa_game *g, const char **why);
/* The games won that a first game gives: one for its winner once over. */
void games_won_of_first_game(const struct escopa_game *g, uint16_t *wins);
/* Cards of the deck left after the last full round of 3 cards a player:
 * they go to the table with that round (jokers, doc/rules.md, section Cards). */
static inline int
round_leftover(const struct escopa_game *g)
{
	return (g->deck_size - 4) % (3 * g->players);
}

/* views/voids.c: bit v - 1 for the regular cards worth v (1..10), bit 10 for
 * the jokers. */
#define VOID_JOKERS (1u << 10)
#define VOID_ALL 0x7FFu
/* The values of the cards that have a capture on the table: what a seat
 * that trails or sets under per hand forced capture is known not to hold. */
uint16_t voids_of_table(const struct escopa_game *game);
/* The cards of those values. */
escopa_cardset_t voids_cards(unsigned voids);
/* Notes what a trail or a set of the seat to play shows (before it is
 * applied); nothing outside per hand forced capture. */
static inline void
voids_note_play(struct escopa_game *game)
{
	if (rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE) == ESCOPA_FORCED_PER_HAND)
		game->voids[game->seat] |= voids_of_table(game);
}

/* views/view.c: the view of `seat` (valid for the game). */
void view_from_game(const struct escopa_game *game, int seat, struct escopa_view *out);
/* views/view.c: the excluded sets of a view from its known voids and unseen
 * cards. */
void view_derive(struct escopa_view *view);
/* views/view-check.c: whether a view read back is one some seat of some valid
 * game has; names the part at fault as game_check() does. */
enum escopa_status view_check(const struct escopa_view *view, const char **why,
			      enum state_field *field);
/* views/sample.c: a full game consistent with the view, hidden cards dealt
 * uniformly (exactly, given the excluded sets), game->rng reseeded from
 * *rng; advances *rng. No checks, no allocation. */
void view_sample(const struct escopa_view *view, uint64_t *rng, struct escopa_game *out);
/* views/view-key.c: the 64-bit information-set key of a view. */
uint64_t view_key(const struct escopa_view *view);

#endif /* ESCOPA_PRIVATE_H */
