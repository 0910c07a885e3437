/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Counting the calls of the malloc family (alloc-count.c). */

#ifndef ESCOPA_TEST_ALLOC_COUNT_H
#define ESCOPA_TEST_ALLOC_COUNT_H

/* malloc, calloc and realloc calls so far. */
extern volatile int allocations;
/* The call that makes `allocations` reach this number fails (returns
 * NULL); 0 for none. */
extern volatile int fail_allocation;
/* Whether the counter sees the library's allocations: not under valgrind
 * nor under AddressSanitizer. */
int allocations_counted(void);

#endif
