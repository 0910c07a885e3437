/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* rules-counting's weighing of moves, which rules-endgame plays too
 * whenever it cannot search. */

#ifndef POOL_COUNTING_H
#define POOL_COUNTING_H

#include "seat.h"

/* The move rules-counting plays from a read seat. */
escopa_move_t counting_pick(const struct escopa_view *view, const struct seat *s, uint64_t seed);

#endif /* POOL_COUNTING_H */
