/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the pool's rule players read of a seat's view, gathered once per
 * decision into a plain struct on the stack: the cards, the piles, the
 * rules that change what a capture is or what it scores, and the legal
 * moves. Only public calls; nothing here sees a hidden card.
 */

#ifndef POOL_SEAT_H
#define POOL_SEAT_H

#include <stdbool.h>
#include <escopa/escopa.h>

/* Moves read per decision: more than any position reached in play has
 * (the library's own players use the same bound); past it the first ones
 * are weighed, every one of them legal. */
#define SEAT_MAX_MOVES 512
/* Table piles weighed one by one; a larger table (hand-made, or a long
 * run of trails under the stacking rule) is weighed on its first ones. */
#define SEAT_MAX_PILES 12
#define SEAT_MAX_SEATS 4

struct seat {
	int seat, players, sides, side;
	int next_seat, next_side;           /* the seat that plays after this one */
	int hand_sizes[SEAT_MAX_SEATS];
	int stock;                          /* cards still to be dealt */
	escopa_cardset_t hand, table, unseen, aside;
	escopa_cardset_t captured[SEAT_MAX_SEATS];   /* per side */
	escopa_cardset_t mine, theirs;      /* this side's captures, every other side's */
	escopa_cardset_t next_hand;         /* the next seat's cards, when the view shows them */
	escopa_cardset_t piles[SEAT_MAX_PILES];
	int n_piles;
	/* rules */
	bool match_mode, multiples, stacking, sweep_on_last, last_capture_takes;
	int jokers;
	int cards_points, coins_points, seven_of_coins_points, sevens, all_coins, primiera, napola;
	escopa_move_t moves[SEAT_MAX_MOVES];
	int n_moves;
};

/* Fills *s from the view of the seat to play, for a player that will
 * write its move to `move`. ESCOPA_E_NULL when view or move is NULL,
 * ESCOPA_E_PHASE when no hand is in play or the view's seat is not to
 * play. */
enum escopa_status seat_read(const struct escopa_view *view, const escopa_move_t *move,
			     struct seat *s);

/* The side that made the hand's last capture, or -1: public, but only the
 * view's snapshot says it. */
int seat_last_capture_side(const struct escopa_view *view);

/* A card's capture value, 0 for a joker. */
static inline int
card_number(escopa_card_t card)
{
	return card >= ESCOPA_JOKER_1 ? 0 : card / 4 + 1;
}

static inline bool
card_is_wild(escopa_card_t card)
{
	return card >= ESCOPA_JOKER_1;
}

/* The number of cards in a set: a bit count in a few instructions, as
 * without -mpopcnt the compiler's builtin is a call. */
static inline int
cards_in(escopa_cardset_t set)
{
	uint64_t x = set - ((set >> 1) & 0x5555555555555555u);
	x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
	return (int)((x * 0x0101010101010101u) >> 56);
}

/* The sum of the capture values of a set, jokers counting 0. */
static inline int
set_number(escopa_cardset_t set)
{
	int sum = 0;
	for (int rank = 1; rank <= 10; rank++)
		sum += rank * cards_in(set & ESCOPA_CARDSET_RANK(rank));
	return sum;
}

/* The first card of a set. */
static inline escopa_card_t
set_first(escopa_cardset_t set)
{
	return __builtin_ctzll(set);
}

/* The cards in every hand. */
int seat_cards_held(const struct seat *s);

/* Whether the play that follows would be the last of the hand: the stock
 * is empty and only one card is left in all the hands after it. */
bool seat_is_last_play(const struct seat *s);

/* The table piles after a move, into piles[] (at most SEAT_MAX_PILES);
 * returns their number. */
int seat_piles_after(const struct seat *s, escopa_move_t move, escopa_cardset_t *piles);

/* Whether a capture that empties the table scores a sweep, and how many
 * points: none when a joker helps, none on the hand's last play where the
 * rules say so, one per 15 under capture multiples. */
int seat_sweep_points(const struct seat *s, escopa_move_t move, bool last_play);

/* The unseen cards that would sweep these piles if the next seat held
 * one (no joker: a sweep it helps scores nothing). */
escopa_cardset_t seat_sweepers(const struct seat *s, const escopa_cardset_t *piles, int n_piles);

/* The values 1..10 (bit v) of a played card that capture something from
 * these piles. */
unsigned seat_capturing_values(const struct seat *s, const escopa_cardset_t *piles, int n_piles);

/* How many unseen cards have one of these values (bit v for value v). */
int seat_unseen_of_values(const struct seat *s, unsigned values);

#endif /* POOL_SEAT_H */
