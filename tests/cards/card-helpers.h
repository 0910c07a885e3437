/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the card suites (test-cards.c, test-cardsets.c): what an
 * out-parameter holds before a call that must not write it, and the styles
 * to write every card in, or that no call takes. */

#ifndef ESCOPA_TEST_CARD_HELPERS_H
#define ESCOPA_TEST_CARD_HELPERS_H

#include <limits.h>
#include "helpers.h"

#define SENTINEL_CARD ((escopa_card_t)-77)
#define SENTINEL_INT (-77)
#define SENTINEL_SET ((escopa_cardset_t)0xDEADBEEFu)
#define SENTINEL_LENGTH ((size_t)12345)

/* Every style a card is written in. */
static const enum escopa_style writable_styles[] = {
	ESCOPA_STYLE_ASCII,
	ESCOPA_STYLE_FRENCH,
	ESCOPA_STYLE_FRENCH_ASCII,
	ESCOPA_STYLE_SPANISH,
	ESCOPA_STYLE_ITALIAN,
};
#define N_WRITABLE_STYLES (sizeof writable_styles / sizeof writable_styles[0])

/* Styles no call takes. */
static const int bad_styles[] = { -1, ESCOPA_STYLE_ANY, 6, 99, INT_MAX };
#define N_BAD_STYLES (sizeof bad_styles / sizeof bad_styles[0])

#endif
