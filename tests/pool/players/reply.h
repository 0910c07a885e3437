/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The next seat's reply to a move, as rules-counting expects it: for
 * every card that seat might hold, the best capture that card makes on
 * the table the move leaves (what it gets in the races, and its sweep);
 * then the expected best of them over the hands it might hold, the cards
 * drawn uniformly from those the mover cannot see.
 */

#ifndef POOL_REPLY_H
#define POOL_REPLY_H

#include "races.h"

struct reply_odds {
	const struct races *races;
	escopa_cardset_t pool;     /* the cards the next seat's hand is drawn from */
	int pool_size, hand_size;  /* hand_size 0: nobody replies */
};

/* The odds of the next seat's hand after a move of the seat to play. */
void reply_odds_init(struct reply_odds *o, const struct races *r);

struct reply {
	double damage;      /* the expected loss to the mover's side */
	double no_capture;  /* the chance the next seat can capture nothing */
};

/* The reply to the table `piles` when the mover's side has captured
 * `mine` and the others `theirs`; `last_play` when that reply is the
 * hand's last play (a capture then takes the whole table). */
struct reply reply_expect(const struct reply_odds *o, const escopa_cardset_t *piles, int n_piles,
			  escopa_cardset_t mine, escopa_cardset_t theirs, bool last_play);

#endif /* POOL_REPLY_H */
