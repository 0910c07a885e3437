/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Allocation counting for the tests that show that something never
 * allocates: the test program's malloc family wraps glibc's and counts
 * calls. */

#include <stdlib.h>
#include "helpers.h"
#include "alloc-count.h"

volatile int allocations;
volatile int failing_allocations;

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif

/* AddressSanitizer owns the malloc family; the counter then sees nothing
 * and allocations_counted() turns the checks off, as under valgrind. */
#ifndef SANITIZED
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *ptr, size_t size);

void *
malloc(size_t size)
{
	allocations++;
	return failing_allocations ? NULL : __libc_malloc(size);
}

void *
calloc(size_t n, size_t size)
{
	allocations++;
	return failing_allocations ? NULL : __libc_calloc(n, size);
}

void *
realloc(void *ptr, size_t size)
{
	allocations++;
	return failing_allocations ? NULL : __libc_realloc(ptr, size);
}
#endif

/* Whether the counter sees the library's allocations: not under valgrind,
 * which replaces the malloc family of the whole program, nor under ASan. */
int
allocations_counted(void)
{
	int before = allocations;
	struct escopa_rules *r = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &r));
	escopa_rules_free(r);
	return allocations > before;
}

