/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The floor of captures/ (lib/README.md): which moves a position has, and
 * why one is refused. It stands on core/ alone. First what the floors
 * above use; then what the files of captures/ share among themselves, the
 * table seen three ways (as piles, as single cards, as piles with their
 * sums) and the capture searches over each; last check_move()'s common
 * case, inline where a move is played.
 */

#ifndef ESCOPA_CAPTURE_PRIVATE_H
#define ESCOPA_CAPTURE_PRIVATE_H

#include <string.h>
#include "../core/core-private.h"

/* ---- what the floors above use ---- */

/* legal.c: whether the seat to play may play `move`; ESCOPA_OK, or the
 * status escopa_game_play() returns. check_move_common() below decides
 * the common case inline. */
enum escopa_status check_move(const struct escopa_game *game, escopa_move_t move);
/* escopa_game_moves() of a game and list known good (legal.c), without
 * the call through the library's exports: the batch's listing. */
enum escopa_status legal_moves(const struct escopa_game *game, escopa_move_t *moves,
			       size_t capacity, size_t *count);
/* Why check_move() refuses a move (ESCOPA_REFUSAL_NONE if it does not):
 * the slow path, for when a move was refused. */
enum escopa_refusal move_refusal(const struct escopa_game *game, escopa_move_t move);

/* voids.c: the values of the cards that have a capture on the table, as
 * game->voids holds them: what a seat that trails or sets under per hand
 * forced capture is known not to hold. */
uint16_t voids_of_table(const struct escopa_game *game);
/* The cards of those values. */
escopa_cardset_t voids_cards(unsigned voids);

/* ---- shared by the files of captures/ ---- */

/* The values of the 40 regular cards added up: no set of piles is worth more. */
#define MAX_TABLE_SUM 220

/* capture.c: the table as a list of piles, and capture search. */
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
int match_single(const struct table_view *view, int value, escopa_cardset_t *singles);

/* capture-index.c: captures by their index in list order, on the pile
 * view, in time polynomial in the table (piles times sums) whatever the
 * index. The capture at `index`; false past the last. */
bool capture_nth(const struct table_view *view, const struct capture_need *need,
		 escopa_card_t card, uint64_t index, escopa_move_t *move);
/* Writes the captures from index `start` on, as many as fit; returns how
 * many were written (0 when start is past the last). */
size_t capture_page(const struct table_view *view, const struct capture_need *need,
		    escopa_card_t card, uint64_t start, escopa_move_t *out, size_t capacity);

/* single-captures.c: the table when every pile is one regular card, with
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

/* Whether a single-card table's fast paths take these cards (a hand, or
 * the table): a joker among them only in sum mode without capture
 * multiples. */
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

/* The cards that capture on a table of single cards holding a joker or
 * two, in sum mode without capture multiples, from the regular cards'
 * sums (`reach`): taking j of the table's jokers, a card worth v (1..10
 * for a joker) takes sets of regular cards adding up to 15 - 10j - v ..
 * 15 - j - v. Every card captures with two jokers on the table, as does
 * beside one a joker or a card worth 5 or more (the joker alone makes
 * 15 with it); a card worth v below 5 needs some cards adding up to
 * 5 - v .. 15 - v. */
static inline escopa_cardset_t
table_joker_capturers(uint64_t reach, escopa_cardset_t table)
{
	if ((table & ESCOPA_CARDSET_JOKERS) == ESCOPA_CARDSET_JOKERS)
		return ALL_CARDS;
	escopa_cardset_t fives_up = ESCOPA_CARDSET_DECK & ~((UINT64_C(1) << 16) - 1);
	escopa_cardset_t capturers = ESCOPA_CARDSET_JOKERS | fives_up;
	for (int v = 1; v <= 4; v++) {
		if (reach >> (5 - v) & 0x7FF)
			capturers |= ESCOPA_CARDSET_RANK(v);
	}
	return capturers;
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
/* The same for a table of single cards holding a joker or two, in sum
 * mode without capture multiples and without the stacking rule
 * (table_joker_capturers()): the moves in list order, as many as fit
 * written; returns how many there are. */
size_t single_list_table_jokers(const struct escopa_game *game, escopa_move_t *moves,
				size_t capacity);
/* Whether `target` is one of those captures, for a table of single regular
 * cards whatever their total. */
bool single_capture_is_valid(const struct escopa_game *game, escopa_card_t card,
			     escopa_cardset_t target);

/* pile-captures.c: the table as piles (stacks, jokers, or single cards
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

/* Every move of the seat to play under the stacking rule, on a table and
 * a hand without jokers, in sum mode without capture multiples (the
 * cached sums are then every pile's), in list order: writes as many as
 * fit, sets *count to how many there are and returns ESCOPA_OK. */
enum escopa_status pile_list(const struct escopa_game *game, escopa_move_t *moves,
			     size_t capacity, size_t *count);
/* Writes the card's captures in list order until capacity; returns how
 * many were written, and sets *complete when every capture fit. */
size_t pile_captures(const struct pile_table *table, const struct capture_need *need,
		     escopa_card_t card, escopa_move_t *out, size_t capacity, bool *complete);
uint64_t pile_capture_count(const struct pile_table *table, const struct capture_need *need);

/* legal.c: the hand cards that have a capture, and the number of table
 * piles. */
escopa_cardset_t hand_captures(const struct escopa_game *game, int *piles);

/* ---- check_move()'s common case, inline where a move is played ---- */

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

/* The rules that shape the common play, known to the compiler in the
 * presets' four cases (each with per card forced capture: options 3 to 6
 * equal), so that the public play is compiled once
 * for each without their tests; SHAPE_ANY reads them from the rules. */
enum play_shape {
	SHAPE_ANY,
	SHAPE_FIFTEEN,                         /* the sum of 15 alone */
	SHAPE_MULTIPLES,                       /* 15 and its multiples */
	SHAPE_MATCH,                           /* Scopa's match mode */
	SHAPE_STACKING,                        /* the sum of 15, the stacking rule */
};

static inline enum play_shape
play_shape_of(const struct escopa_rules *rules)
{
	/* options 3..6 in a row: capture mode, multiples, forced, stacking */
	_Static_assert(ESCOPA_OPT_CAPTURE_MULTIPLES == ESCOPA_OPT_CAPTURE_MODE + 1 &&
		       ESCOPA_OPT_FORCED_CAPTURE == ESCOPA_OPT_CAPTURE_MODE + 2 &&
		       ESCOPA_OPT_STACKING == ESCOPA_OPT_CAPTURE_MODE + 3, "options in a row");
	static const int16_t fifteen[4] = { ESCOPA_CAPTURE_FIFTEEN, 0, ESCOPA_FORCED_PER_CARD, 0 };
	static const int16_t multiples[4] = { ESCOPA_CAPTURE_FIFTEEN, 1, ESCOPA_FORCED_PER_CARD, 0 };
	static const int16_t match[4] = { ESCOPA_CAPTURE_MATCH, 0, ESCOPA_FORCED_PER_CARD, 0 };
	static const int16_t stacking[4] = { ESCOPA_CAPTURE_FIFTEEN, 0, ESCOPA_FORCED_PER_CARD, 1 };
	const int16_t *these = &rules->value[ESCOPA_OPT_CAPTURE_MODE];
	if (memcmp(these, fifteen, sizeof fifteen) == 0)
		return SHAPE_FIFTEEN;
	if (memcmp(these, multiples, sizeof multiples) == 0)
		return SHAPE_MULTIPLES;
	if (memcmp(these, match, sizeof match) == 0)
		return SHAPE_MATCH;
	if (memcmp(these, stacking, sizeof stacking) == 0)
		return SHAPE_STACKING;
	return SHAPE_ANY;
}

/* The options of the shape: constants but for SHAPE_ANY. */
static inline bool
shape_match(const struct escopa_game *game, enum play_shape shape)
{
	return shape == SHAPE_ANY ? rule(&game->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH
				  : shape == SHAPE_MATCH;
}

static inline bool
shape_multiples(const struct escopa_game *game, enum play_shape shape)
{
	return shape == SHAPE_ANY ? rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0
				  : shape == SHAPE_MULTIPLES;
}

static inline int
shape_forced(const struct escopa_game *game, enum play_shape shape)
{
	return shape == SHAPE_ANY ? rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE)
				  : ESCOPA_FORCED_PER_CARD;
}

static inline bool
shape_stacking(const struct escopa_game *game, enum play_shape shape)
{
	return shape == SHAPE_ANY ? rule(&game->rules, ESCOPA_OPT_STACKING) != 0
				  : shape == SHAPE_STACKING;
}

/* check_move() in the common case, inline where a move is played: a table
 * of single regular cards, no stacking rule, sums that fit a word, and a
 * trail or a capture of table cards (by a joker too, in sum mode without
 * multiples and forced capture per card). Returns false,
 * deciding nothing, for anything else (check_move() then decides: a
 * malformed move, another phase, a card not held, the stacking rule...);
 * when it decides, *status is what check_move() returns. `shape`: the
 * rules as play_shape_of() tells them, or SHAPE_ANY. */
static inline __attribute__((always_inline)) bool
check_move_shaped(const struct escopa_game *game, escopa_move_t move,
		  enum escopa_status *status, enum play_shape shape)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t hand = game->hands[game->seat];
	escopa_cardset_t table = game->table;
	bool multiples = shape_multiples(game, shape);
	/* the stacking rule first: its games leave at once */
	if (shape_stacking(game, shape) || game->phase != ESCOPA_PHASE_PLAYING ||
	    !(hand >> card & 1) || game->n_stacks || (table & ESCOPA_CARDSET_JOKERS) ||
	    (multiples && game->table_value > 63))
		return false;
	bool match = shape_match(game, shape);
	int forced = shape_forced(game, shape);
	/* beside a joker, only per card forced capture and sum mode without
	 * multiples: a trail then depends on the card played alone */
	if ((hand & ESCOPA_CARDSET_JOKERS) &&
	    (forced == ESCOPA_FORCED_PER_HAND || match || multiples))
		return false;
	/* a held card is a valid one */
	escopa_move_t rest = move & ~MOVE_CARD_BITS;
	if (rest == (escopa_move_t)ESCOPA_MOVE_TRAIL << 56) {
		/* legal unless forced capture forbids it: the cached sums tell
		 * which cards capture (single_capturers()) */
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

/* A trail or a set under the stacking rule or on stacks, for
 * check_move_on_stacks(): turn_plays_without_capture()'s decisions for
 * this card alone, from the cached sums (`sums`: the table's). */
static inline __attribute__((always_inline)) bool
check_on_stacks(const struct escopa_game *game, escopa_card_t card, escopa_move_t move,
		const struct single_table *sums, enum play_shape shape)
{
	int forced = shape_forced(game, shape);
	bool stacking = shape_stacking(game, shape);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	bool trail = ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_TRAIL;
	/* the played card's sums alone in the stacking rule's own play;
	 * check_move() (SHAPE_ANY) tests the hand's capturers, as its other
	 * common case compiles shorter so */
	if (shape == SHAPE_ANY ? (game->hands[game->seat] & single_capturers(sums)) >> card & 1
			       : (sums->reach & single_wanted_sums(sums, card)) != 0)
		/* a card that could capture may only be trailed, and only
		 * without forced capture */
		return trail && forced == ESCOPA_FORCED_NONE;
	/* the whole hand's captures only under per hand forced capture */
	if (forced == ESCOPA_FORCED_PER_HAND &&
	    (game->hands[game->seat] & single_capturers(sums)))
		return false;
	int value = regular_value(card);
	if (trail) {
		/* the stacking rule's duty to set, with four piles or more: the
		 * lowest pile's value is the lowest sum some piles make */
		uint64_t made = game->table_reach & ~UINT64_C(1);
		bool settable = made && __builtin_ctzll(made) + value <= MAX_PILE_VALUE;
		return !stacking || !settable ||
		       popcount64(game->table & ~game->stacked) + game->n_stacks < 4;
	}
	if (!stacking)
		return false;
	/* onto one pile that takes it: a single card, or the stack of the
	 * target's highest card (the stacks are in the order of their tops) */
	int pile_value;
	if (target & game->stacked) {
		escopa_cardset_t below = (UINT64_C(1) << highest_card(target)) - 1;
		int i = popcount64(game->stack_tops & below);
		if (i >= game->n_stacks || game->stacks[i] != target)
			return false;
		pile_value = stack_value_at(game, i);
	} else {
		if (target & (target - 1))
			return false;
		pile_value = regular_value(lowest_card(target));
	}
	return pile_value + value <= MAX_PILE_VALUE;
}

/* Whether a capture's target holds each stack whole or not at all:
 * split_stack() inline, for the stacking rule's play. */
static inline bool
takes_whole_stacks(const struct escopa_game *game, escopa_cardset_t target)
{
	for (int i = 0; i < game->n_stacks; i++) {
		escopa_cardset_t inside = game->stacks[i] & target;
		if (inside && inside != game->stacks[i])
			return false;
	}
	return true;
}

/* check_move_common() under the stacking rule or on stacks: no joker on
 * the table or in the hand, and sums that fit a word, so that the cached
 * table_reach is every pile's. The same contract: false decides nothing;
 * `shape` as check_move_shaped()'s. */
static inline __attribute__((always_inline)) bool
check_move_on_stacks(const struct escopa_game *game, escopa_move_t move,
		     enum escopa_status *status, enum play_shape shape)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t hand = game->hands[game->seat];
	escopa_cardset_t table = game->table;
	bool multiples = shape_multiples(game, shape);
	bool stacking = shape_stacking(game, shape);
	/* valid rules have neither match mode nor jokers beside the stacking
	 * rule (rules_consistent()), nor stacks without it: a held card is
	 * a regular one */
	if (game->phase != ESCOPA_PHASE_PLAYING || !(hand >> card & 1) ||
	    (!stacking && !game->n_stacks) || (multiples && game->table_value > 63) ||
	    shape_match(game, shape))
		return false;
	/* a held card is a valid one */
	escopa_move_t rest = move & ~MOVE_CARD_BITS;
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	int kind = ESCOPA_MOVE_KIND(move);
	bool trail = rest == (escopa_move_t)ESCOPA_MOVE_TRAIL << 56;
	if (!trail && ((kind != ESCOPA_MOVE_CAPTURE && kind != ESCOPA_MOVE_SET) ||
		       (rest & ~(MOVE_KIND_BITS | MOVE_TARGET_BITS)) || !target ||
		       (target & ~table)))
		return false;
	bool ok;
	if (kind == ESCOPA_MOVE_CAPTURE) {
		/* legal by itself, whatever else the hand could do */
		ok = (!(target & game->stacked) || takes_whole_stacks(game, target)) &&
		     capture_sum_fits(table, regular_value(card), target, false, multiples);
	} else {
		struct single_table sums = {
			.cards = table, .reach = game->table_reach, .multiples = multiples,
		};
		ok = check_on_stacks(game, card, move, &sums, shape);
	}
	*status = ok ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	return true;
}

/* check_move_shaped() beside a joker on a table of single cards, under
 * SHAPE_FIFTEEN's rules (sum mode without capture multiples, forced
 * capture per card, no stacking): a trail is legal when the card does not
 * capture (table_joker_capturers()), a capture when the card, the taken
 * regular cards (worth s) and j taken jokers can make 15: s + j + low <=
 * 15 <= s + 10j + high, low..high the card's value, 1..10 for a joker.
 * The same contract: false, deciding nothing, for anything else. */
static inline __attribute__((always_inline)) bool
check_move_on_jokers(const struct escopa_game *game, escopa_move_t move,
		     enum escopa_status *status)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t table = game->table;
	if (!playing_without_stacks(game) || !(game->hands[game->seat] >> card & 1) ||
	    !(table & ESCOPA_CARDSET_JOKERS))
		return false;
	/* a held card is a valid one */
	escopa_move_t rest = move & ~MOVE_CARD_BITS;
	if (rest == (escopa_move_t)ESCOPA_MOVE_TRAIL << 56) {
		bool captures = table_joker_capturers(game->table_reach, table) >> card & 1;
		*status = captures ? ESCOPA_E_ILLEGAL : ESCOPA_OK;
		return true;
	}
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	if (ESCOPA_MOVE_KIND(move) != ESCOPA_MOVE_CAPTURE ||
	    (rest & ~(MOVE_KIND_BITS | MOVE_TARGET_BITS)) || !target || (target & ~table))
		return false;
	int sum = cardset_value(target);
	int j = (int)(target >> ESCOPA_JOKER_1 & 1) + (int)(target >> ESCOPA_JOKER_2 & 1);
	int least = card_is_joker(card) ? 1 : regular_value(card);
	int most = card_is_joker(card) ? 10 : least;
	*status = sum + j + least <= 15 && 15 <= sum + 10 * j + most ? ESCOPA_OK
								     : ESCOPA_E_ILLEGAL;
	return true;
}

/* check_move_shaped() whatever the rules. */
static inline __attribute__((always_inline)) bool
check_move_common(const struct escopa_game *game, escopa_move_t move,
		  enum escopa_status *status)
{
	return check_move_shaped(game, move, status, SHAPE_ANY);
}

#endif /* ESCOPA_CAPTURE_PRIVATE_H */
