/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The exact search of the rest of a hand once no card is hidden from the
 * seat: the stock is empty and every card it cannot see lies in one other
 * hand (two players' last round, or the last two plays of four). The one
 * game the view allows is solved by alpha-beta on the hand's points, the
 * seat's side maximising its points less the others', the others
 * minimising, scored by escopa_game_hand_score().
 *
 * The games it plays on are opaque, so they come from the heap: a few per
 * thread, made at its first search and freed when the thread ends (the
 * main thread's at exit are left to the system). No search allocates.
 */

#ifndef POOL_ENDGAME_H
#define POOL_ENDGAME_H

#include "seat.h"

/* The longest line searched: three cards in each of two hands. */
#define ENDGAME_MAX_PLIES 6
/* The positions a search may visit before it gives up. */
#define ENDGAME_MAX_NODES 200000

/* Whether the view hides nothing that matters: the rest of the hand
 * follows from it alone. */
bool endgame_applies(const struct escopa_view *view, const struct seat *s);

/* Solves the rest of the hand of the view's seat: its best move (ties
 * broken by the seed) and the hand's points of its side less the others'
 * under best play. ESCOPA_E_PHASE when endgame_applies() is false or no
 * hand is in play, ESCOPA_E_NOMEM when the thread's games could not be
 * made, ESCOPA_E_RANGE when the search outgrew ENDGAME_MAX_NODES. */
enum escopa_status endgame_solve(const struct escopa_view *view, uint64_t seed,
				 escopa_move_t *move, int *value);

/* endgame_solve() from a seat read from the view, where
 * endgame_applies(). */
enum escopa_status endgame_search(const struct escopa_view *view, const struct seat *s,
				  uint64_t seed, escopa_move_t *move, int *value);

#endif /* POOL_ENDGAME_H */
