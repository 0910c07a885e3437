/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the scoring suites; see score-helpers.h. */

#include <string.h>
#include "score-helpers.h"

struct escopa_rules *
rules_with(enum escopa_preset preset, const int *opts)
{
	struct escopa_rules *r = NULL;
	ck_assert_ok(escopa_rules_new(preset, &r));
	for (const int *o = opts; o && *o >= 0; o += 2)
		ck_assert_ok(escopa_rules_set(r, (enum escopa_option)o[0], o[1]));
	return r;
}

escopa_cardset_t
set_text(const char *text)
{
	return text && *text ? cards(text) : 0;
}

/* Scores every side of a hand given as card text; rows[side][item]. */
void
score_all(const struct escopa_rules *r, int n_sides, const char *const *piles,
	  const int *sweeps, int32_t rows[][N])
{
	escopa_cardset_t captured[4] = { 0 };
	int zero[4] = { 0 };
	for (int s = 0; s < n_sides; s++)
		captured[s] = set_text(piles[s]);
	for (int s = 0; s < n_sides; s++) {
		memset(rows[s], 0x55, sizeof rows[s]);
		ck_assert_ok(escopa_score_piles(r, n_sides, captured, sweeps ? sweeps : zero, s,
						rows[s], N));
	}
}

/* Scores two sides of a preset, with options. */
void
score_two(enum escopa_preset preset, const int *opts, const char *side0,
	  const char *side1, int32_t rows[][N])
{
	struct escopa_rules *r = rules_with(preset, opts);
	const char *piles[2] = { side0, side1 };
	score_all(r, 2, piles, NULL, rows);
	escopa_rules_free(r);
}

int32_t
total_of_items(const int32_t *row)
{
	return row[ESCOPA_SCORE_CARDS] + row[ESCOPA_SCORE_COINS] +
	       row[ESCOPA_SCORE_SEVEN_OF_COINS] + row[ESCOPA_SCORE_SEVENS] +
	       row[ESCOPA_SCORE_ALL_COINS] + row[ESCOPA_SCORE_PRIMIERA] +
	       row[ESCOPA_SCORE_NAPOLA] + row[ESCOPA_SCORE_SWEEPS];
}
