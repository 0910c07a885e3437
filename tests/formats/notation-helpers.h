/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the text-form suites (test-notation-*.c), defined here as
 * they are this small. */

#ifndef ESCOPA_TEST_NOTATION_HELPERS_H
#define ESCOPA_TEST_NOTATION_HELPERS_H

#include <stdint.h>
#include <string.h>
#include "helpers.h"

/* What an out-parameter holds before a call that must not write it. */
#define SENTINEL 0x5A5A5A5A

/* A parse error of the current version, every other byte 0x5A. */
static inline struct escopa_parse_error
new_error(void)
{
	struct escopa_parse_error err;
	memset(&err, 0x5A, sizeof err);
	err.version = ESCOPA_PARSE_ERROR_VERSION;
	return err;
}

/* The games are equal. */
static inline void
assert_same_game(const struct escopa_game *a, const struct escopa_game *b)
{
	int equal = 0;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_msg(equal, "the games differ");
}

#endif
