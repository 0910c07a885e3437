/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The category races of a hand (most cards, most coins, the seven of
 * coins, sevens, primiera, all coins, napola), valued from one side's
 * point of view: the points it can expect from them less what the other
 * sides can, if every card not yet captured went to either side with even
 * chances. A category already decided counts in full; one that nobody can
 * win any more counts nothing.
 */

#ifndef POOL_RACES_H
#define POOL_RACES_H

#include "seat.h"

/* Everything a race value needs that does not change within a decision. */
struct races {
	const struct seat *seat;
	escopa_cardset_t in_play;   /* the deck less what is set aside */
	double cards_points;
};

void races_init(struct races *r, const struct seat *s);

/* The captures of the sides at one point, and each one's expected best
 * primiera card in every suit there: values near it are found by
 * weighing again only the suits that differ. */
struct races_point {
	escopa_cardset_t mine, theirs;
	double best_mine[4], best_theirs[4];
};

void races_point_set(const struct races *r, struct races_point *p, escopa_cardset_t mine,
		     escopa_cardset_t theirs);

/* The expected points of the races for `mine` less those for `theirs`,
 * each the captures of a side (every other side's merged); `near` a point
 * set before, or NULL. */
double races_value(const struct races *r, const struct races_point *near, escopa_cardset_t mine,
		   escopa_cardset_t theirs);

#endif /* POOL_RACES_H */
