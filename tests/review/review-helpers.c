/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

#include "review-helpers.h"

void
assert_same_entry(const struct escopa_review_move *a, const struct escopa_review_move *b)
{
	ck_assert_uint_eq(a->index, b->index);
	ck_assert_uint_eq(a->game, b->game);
	ck_assert_uint_eq(a->hand, b->hand);
	ck_assert_int_eq(a->seat, b->seat);
	ck_assert_int_eq(a->side, b->side);
	ck_assert_uint_eq(a->played, b->played);
	ck_assert_uint_eq(a->best, b->best);
	ck_assert(a->played_value == b->played_value);
	ck_assert(a->best_value == b->best_value);
	ck_assert(a->loss == b->loss);
	ck_assert_uint_eq(a->choices, b->choices);
	ck_assert_uint_eq(a->samples, b->samples);
	ck_assert_int_eq(a->mark, b->mark);
	ck_assert_uint_eq(a->reserved, b->reserved);
}
