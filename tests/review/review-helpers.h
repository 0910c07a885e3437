/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the review suites (test-review*.c). */

#ifndef ESCOPA_TEST_REVIEW_HELPERS_H
#define ESCOPA_TEST_REVIEW_HELPERS_H

#include "helpers.h"

/* Fails the test unless two reviewed decisions agree in every field, the
 * values to the bit. */
void assert_same_entry(const struct escopa_review_move *a, const struct escopa_review_move *b);

#endif
