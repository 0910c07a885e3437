/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Counting the calls of the malloc family (alloc-count.c). */

#ifndef ESCOPA_TEST_ALLOC_COUNT_H
#define ESCOPA_TEST_ALLOC_COUNT_H

/* malloc, calloc and realloc calls so far. */
extern volatile int allocations;
/* While nonzero, every call of the malloc family fails (returns NULL), to
 * reach the out-of-memory paths; only where allocations_counted(). */
extern volatile int failing_allocations;
/* Whether the counter sees the library's allocations: not under valgrind
 * nor under AddressSanitizer. */
int allocations_counted(void);

#endif
