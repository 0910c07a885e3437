/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the scoring suites (test-score*.c): rules with options, and
 * the score rows of captured piles given as card text. */

#ifndef ESCOPA_TEST_SCORE_HELPERS_H
#define ESCOPA_TEST_SCORE_HELPERS_H

#include "rule-helpers.h"

#define N ESCOPA_SCORE_ITEM_COUNT

/* The rules of a preset with options changed by the opts list (pairs of
 * option and value, terminated by -1; NULL for none). */
struct escopa_rules *rules_with(enum escopa_preset preset, const int *opts);
/* A card set from text; NULL or "" for none. */
escopa_cardset_t set_text(const char *text);
/* Scores every side of a hand given as card text; rows[side][item]. */
void score_all(const struct escopa_rules *r, int n_sides, const char *const *piles,
	       const int *sweeps, int32_t rows[][N]);
/* Scores two sides of a preset, with options. */
void score_two(enum escopa_preset preset, const int *opts, const char *side0,
	       const char *side1, int32_t rows[][N]);
/* The sum of a row's categories. */
int32_t total_of_items(const int32_t *row);

#endif
