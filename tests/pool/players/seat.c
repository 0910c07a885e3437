/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Reading a seat's view into struct seat, and the few facts about a move
 * that every rule player needs: the table it leaves and its sweep. */

#include "seat.h"

/* Offset of the last capture's side, a signed byte, in a view snapshot
 * (doc/notation.md, "Snapshots" and "View snapshots"). */
#define SNAPSHOT_LAST_CAPTURE 65

static int
option(const struct escopa_view *view, enum escopa_option opt)
{
	int value = 0;
	escopa_view_option(view, opt, &value);
	return value;
}

enum escopa_status
seat_read(const struct escopa_view *view, const escopa_move_t *move, struct seat *s)
{
	enum escopa_phase phase;
	int to_play;
	if (!view || !move)
		return ESCOPA_E_NULL;
	enum escopa_status rc = escopa_view_phase(view, &phase);
	if (rc != ESCOPA_OK)
		return rc;
	escopa_view_seat(view, &s->seat);
	escopa_view_current_seat(view, &to_play);
	if (phase != ESCOPA_PHASE_PLAYING || to_play != s->seat)
		return ESCOPA_E_PHASE;
	escopa_view_players(view, &s->players);
	escopa_view_sides(view, &s->sides);
	s->side = s->seat % s->sides;
	s->next_seat = (s->seat + 1) % s->players;
	s->next_side = s->next_seat % s->sides;
	for (int seat = 0; seat < s->players; seat++)
		escopa_view_hand_size(view, seat, &s->hand_sizes[seat]);
	escopa_view_stock_size(view, &s->stock);
	escopa_view_hand(view, s->seat, &s->hand);
	escopa_view_table(view, &s->table);
	escopa_view_unseen(view, &s->unseen);
	escopa_view_set_aside(view, &s->aside);
	escopa_view_hand(view, s->next_seat, &s->next_hand);
	s->mine = s->theirs = 0;
	for (int side = 0; side < s->sides; side++) {
		escopa_view_captured(view, side, &s->captured[side]);
		if (side == s->side)
			s->mine |= s->captured[side];
		else
			s->theirs |= s->captured[side];
	}
	size_t n_piles = 0;
	escopa_view_piles(view, s->piles, SEAT_MAX_PILES, &n_piles);
	s->n_piles = n_piles < SEAT_MAX_PILES ? (int)n_piles : SEAT_MAX_PILES;

	s->match_mode = option(view, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH;
	s->multiples = option(view, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
	s->stacking = option(view, ESCOPA_OPT_STACKING) != 0;
	s->sweep_on_last = option(view, ESCOPA_OPT_SWEEP_ON_LAST_PLAY) != 0;
	s->last_capture_takes = option(view, ESCOPA_OPT_LAST_CAPTURE_TAKES) != 0;
	s->jokers = option(view, ESCOPA_OPT_JOKERS);
	s->cards_points = option(view, ESCOPA_OPT_SCORE_CARDS) ?
			  1 + option(view, ESCOPA_OPT_CARDS_DOUBLE) : 0;
	s->coins_points = option(view, ESCOPA_OPT_SCORE_COINS);
	s->seven_of_coins_points = option(view, ESCOPA_OPT_SCORE_SEVEN_OF_COINS);
	s->sevens = option(view, ESCOPA_OPT_SEVENS);
	s->all_coins = option(view, ESCOPA_OPT_ALL_COINS);
	s->primiera = option(view, ESCOPA_OPT_PRIMIERA);
	s->napola = option(view, ESCOPA_OPT_NAPOLA);

	size_t n_moves = 0;
	rc = escopa_view_moves(view, s->moves, SEAT_MAX_MOVES, &n_moves);
	if (rc != ESCOPA_OK)
		return rc;
	if (n_moves == 0)
		return ESCOPA_E_PHASE;
	s->n_moves = n_moves < SEAT_MAX_MOVES ? (int)n_moves : SEAT_MAX_MOVES;
	return ESCOPA_OK;
}

int
seat_last_capture_side(const struct escopa_view *view)
{
	uint8_t snapshot[ESCOPA_VIEW_SNAPSHOT_SIZE];
	if (escopa_view_snapshot(view, snapshot, sizeof snapshot) != ESCOPA_OK)
		return -1;
	return (int8_t)snapshot[SNAPSHOT_LAST_CAPTURE];
}

int
seat_cards_held(const struct seat *s)
{
	int held = 0;
	for (int seat = 0; seat < s->players; seat++)
		held += s->hand_sizes[seat];
	return held;
}

bool
seat_is_last_play(const struct seat *s)
{
	return s->stock == 0 && seat_cards_held(s) == 1;
}

int
seat_piles_after(const struct seat *s, escopa_move_t move, escopa_cardset_t *piles)
{
	escopa_cardset_t card = ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(move));
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	int kind = ESCOPA_MOVE_KIND(move);
	int n = 0;
	for (int i = 0; i < s->n_piles; i++) {
		if (kind == ESCOPA_MOVE_CAPTURE && (s->piles[i] & target))
			continue;
		piles[n++] = s->piles[i] | (kind == ESCOPA_MOVE_SET && s->piles[i] == target ? card : 0);
	}
	if (kind == ESCOPA_MOVE_TRAIL && n < SEAT_MAX_PILES)
		piles[n++] = card;
	return n;
}

int
seat_sweep_points(const struct seat *s, escopa_move_t move, bool last_play)
{
	if (ESCOPA_MOVE_KIND(move) != ESCOPA_MOVE_CAPTURE)
		return 0;
	escopa_cardset_t taken = ESCOPA_MOVE_TARGET(move) | ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(move));
	if ((s->table & ~taken) != 0 || (taken & ESCOPA_CARDSET_JOKERS) != 0)
		return 0;
	if (last_play && !s->sweep_on_last)
		return 0;
	return s->multiples ? set_number(taken) / 15 : 1;
}

escopa_cardset_t
seat_sweepers(const struct seat *s, const escopa_cardset_t *piles, int n_piles)
{
	escopa_cardset_t table = 0;
	for (int i = 0; i < n_piles; i++)
		table |= piles[i];
	if (table == 0 || (table & ESCOPA_CARDSET_JOKERS))
		return 0;
	escopa_cardset_t unseen = s->unseen & ~ESCOPA_CARDSET_JOKERS;
	int total = set_number(table);
	if (s->match_mode) {
		/* one card is taken by its rank; several by a card worth their
		 * sum, which none of them can match */
		return total <= 10 ? unseen & ESCOPA_CARDSET_RANK(total) : 0;
	}
	/* of the ten values at most one brings the total to a multiple of 15 */
	int v = s->multiples ? 14 - (total + 14) % 15 : 15 - total;
	return v >= 1 && v <= 10 ? unseen & ESCOPA_CARDSET_RANK(v) : 0;
}

unsigned
seat_capturing_values(const struct seat *s, const escopa_cardset_t *piles, int n_piles)
{
	/* sums[k]: the sums some subset of the first piles reaches (bit = sum) */
	uint64_t sums = 1;   /* the empty subset */
	unsigned singles = 0;
	for (int i = 0; i < n_piles; i++) {
		int v = set_number(piles[i]);
		if (piles[i] & ESCOPA_CARDSET_JOKERS)
			return 0x7FEu;   /* a joker makes any sum: every value takes */
		if (cards_in(piles[i]) == 1)
			singles |= 1u << v;
		if (v < 64)
			sums |= sums << v;
	}
	unsigned values = 0;
	for (int v = 1; v <= 10; v++) {
		if (s->match_mode) {
			if ((singles >> v & 1) || (sums >> v & 1))
				values |= 1u << v;
		} else {
			for (int target = 15; target < 64; target += 15) {
				if (target - v >= 1 && (sums >> (target - v) & 1))
					values |= 1u << v;
				if (!s->multiples)
					break;
			}
		}
	}
	return values;
}

int
seat_unseen_of_values(const struct seat *s, unsigned values)
{
	int n = 0;
	for (int v = 1; v <= 10; v++)
		if (values >> v & 1)
			n += cards_in(s->unseen & ESCOPA_CARDSET_RANK(v));
	return n;
}
