/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The public headers as a C++11 program sees them: built with
 * -std=c++11 -pedantic -Werror -Wall -Wextra. Linking the calls of
 * abi-calls.h fails if a header forgets its extern "C" block.
 */

#include <cstdlib>

#define ABI_ASSERT(id, cond) static_assert(cond, #id)
#include "frozen-1.0.h"
#include "abi-calls.h"

int
main()
{
	return abi_calls() == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
