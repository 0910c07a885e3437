/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * rules-counting: a move is worth what it brings in the category races
 * (races.h) and its sweep, less the next seat's expected best reply on the
 * table it leaves (reply.h), every unseen card counted exactly. The
 * table left at the end of the hand goes to the last side that captured:
 * the hand's last two plays count it, taken by a last reply that captures
 * or left to the last capture so far when that reply cannot.
 */

#include "counting.h"
#include "players.h"
#include "reply.h"

/* What a decision weighs every move against. */
struct weighing {
	const struct seat *seat;
	struct races races;
	struct races_point now;     /* the races before the move */
	struct reply_odds odds;
	int last_side;              /* the side of the hand's last capture so far */
};

static double
move_worth(const struct weighing *wg, escopa_move_t move)
{
	const struct seat *s = wg->seat;
	const struct races *r = &wg->races;
	escopa_cardset_t card = ESCOPA_CARDSET_OF(ESCOPA_MOVE_CARD(move));
	bool capture = ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE;
	bool last_play = seat_is_last_play(s);
	escopa_cardset_t mine = s->mine, theirs = s->theirs;
	if (capture)
		mine |= ESCOPA_MOVE_TARGET(move) | card;
	escopa_cardset_t piles[SEAT_MAX_PILES];
	int n = seat_piles_after(s, move, piles);

	double races_after = races_value(r, &wg->now, mine, theirs);
	double worth = races_after + seat_sweep_points(s, move, last_play);
	/* the reply is the hand's last play when one card is left for it */
	bool reply_is_last = s->stock == 0 && seat_cards_held(s) == 2;
	struct reply reply = { 0, 1 };
	if (!last_play)
		reply = reply_expect(&wg->odds, piles, n, mine, theirs, reply_is_last);
	worth -= reply.damage;

	/* The table left at the end goes to the hand's last capture: after
	 * this move, or after a reply that captures nothing. */
	if ((last_play || reply_is_last) && s->last_capture_takes && n > 0) {
		int taker = capture ? s->side : wg->last_side;
		escopa_cardset_t left = 0;
		for (int i = 0; i < n; i++)
			left |= piles[i];
		double gain = 0;
		if (taker == s->side)
			gain = races_value(r, &wg->now, mine | left, theirs) - races_after;
		else if (taker >= 0)
			gain = races_value(r, &wg->now, mine, theirs | left) - races_after;
		worth += reply.no_capture * gain;
	}
	return worth;
}

escopa_move_t
counting_pick(const struct escopa_view *view, const struct seat *s, uint64_t seed)
{
	struct weighing wg = { .seat = s };
	races_init(&wg.races, s);
	races_point_set(&wg.races, &wg.now, s->mine, s->theirs);
	reply_odds_init(&wg.odds, &wg.races);
	wg.last_side = s->stock == 0 ? seat_last_capture_side(view) : -1;
	int best = 0;
	double best_worth = 0;
	uint64_t best_draw = 0;
	for (int i = 0; i < s->n_moves; i++) {
		double worth = move_worth(&wg, s->moves[i]);
		uint64_t draw = pool_draw(seed, s->moves[i]);
		/* equal within rounding: the seed breaks the tie */
		if (i == 0 || worth > best_worth + 1e-9 ||
		    (worth > best_worth - 1e-9 && draw < best_draw)) {
			best = i;
			best_worth = worth;
			best_draw = draw;
		}
	}
	return s->moves[best];
}

enum escopa_status
pool_counting_choose(const struct escopa_view *view, uint64_t seed, escopa_move_t *move)
{
	struct seat s;
	enum escopa_status rc = seat_read(view, move, &s);
	if (rc != ESCOPA_OK)
		return rc;
	*move = counting_pick(view, &s, seed);
	return ESCOPA_OK;
}
