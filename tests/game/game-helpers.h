/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the game suites (test-game*.c): positions and rule options
 * that make a hand's end exact, and the play result. */

#ifndef ESCOPA_TEST_GAME_HELPERS_H
#define ESCOPA_TEST_GAME_HELPERS_H

#include "rule-helpers.h"

/* Options for a game without forced captures. */
extern const int trail_free[];
/* Only sweeps score, so that positions decide the points exactly. */
extern const int sweeps_only[];
/* Seat 0 captures 10b with 5c, leaving 1o 1c 1e; then everybody trails. */
extern const struct position first_capture;
/* Each side sweeps once: seat 0 with 5c, seat 1 with 10c. */
extern const struct position one_sweep_each;

/* A play result of the current version, its other fields garbage. */
struct escopa_play_result new_result(void);
/* Every seat trails its lowest card until the hand is over (needs
 * ESCOPA_FORCED_NONE, or hands that cannot capture). Returns the result
 * of the last play; *table_before gets the table before it. */
struct escopa_play_result trail_out(struct escopa_game *game, escopa_cardset_t *table_before);
/* Plays one_sweep_each's hand out, checking each play's result. */
void play_one_sweep_each(struct escopa_game *g);

#endif
