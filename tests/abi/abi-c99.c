/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The public headers as a strict C99 program sees them: built with
 * -std=c99 -pedantic -Werror -Wall -Wextra together with one translation
 * unit per public header (header-alone.c.in), so that each header also
 * compiles on its own. The frozen 1.0 constants are checked at compile
 * time, and a few calls check the headers against the built library.
 */

#include <stdlib.h>

/* C99 has no _Static_assert: a negative array size stops the build. */
#define ABI_ASSERT(id, cond) typedef char abi_assert_##id[(cond) ? 1 : -1]
#include "frozen-1.0.h"
#include "abi-calls.h"

int
main(void)
{
	return abi_calls() == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
