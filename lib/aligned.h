/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Cache-line aligned allocation, so that threads' shared state does not
 * share a line. C11's aligned_alloc is missing from Windows' C runtime,
 * whose _aligned_malloc needs its own free. */

#ifndef ESCOPA_ALIGNED_H
#define ESCOPA_ALIGNED_H

#include <stdlib.h>
#ifdef _WIN32
#include <malloc.h>
#endif

static inline void *
escopa_aligned_alloc(size_t alignment, size_t size)
{
#ifdef _WIN32
	return _aligned_malloc(size, alignment);
#else
	return aligned_alloc(alignment, size);
#endif
}

static inline void
escopa_aligned_free(void *p)
{
#ifdef _WIN32
	_aligned_free(p);
#else
	free(p);
#endif
}

#endif
