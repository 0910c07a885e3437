/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Allocation counting for the tests that show that something never
 * allocates: the test program's malloc family wraps glibc's and counts
 * calls, and can make one of them fail. Starting a thread counts as one
 * allocation too, and can fail; the allocations glibc makes inside
 * pthread_create() are neither counted nor failed (glibc asserts that
 * its own succeed or fail in its own way). */

#define _GNU_SOURCE   /* RTLD_NEXT */

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include "helpers.h"
#include "alloc-count.h"

volatile int allocations;
volatile int fail_allocation;

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

/* A failed allocation, as glibc's: NULL and ENOMEM (pthread_create()
 * asserts the errno of its own). */
static void *
refused_allocation(void)
{
	errno = ENOMEM;
	return NULL;
}

extern void *__libc_calloc(size_t n, size_t size);
extern void *__libc_realloc(void *ptr, size_t size);

void *
malloc(size_t size)
{
	if (++allocations == fail_allocation)
		return refused_allocation();
	return __libc_malloc(size);
}

void *
calloc(size_t n, size_t size)
{
	if (++allocations == fail_allocation)
		return refused_allocation();
	return __libc_calloc(n, size);
}

void *
realloc(void *ptr, size_t size)
{
	if (++allocations == fail_allocation)
		return refused_allocation();
	return __libc_realloc(ptr, size);
}

int
pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *arg)
{
	static int (*real)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
	if (!real)
		*(void **)&real = dlsym(RTLD_NEXT, "pthread_create");
	if (++allocations == fail_allocation)
		return EAGAIN;
	int counted = allocations, failing = fail_allocation;
	fail_allocation = 0;
	int rc = real(thread, attr, start, arg);
	allocations = counted;
	fail_allocation = failing;
	return rc;
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

