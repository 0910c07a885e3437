/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the benchmarks share: a monotonic clock in seconds, the order of
 * doubles for taking the median of several runs, and the arguments
 * [SECONDS_PER_RUN [RUNS]] (RUNS from 1 to 99, else 5). Define
 * _POSIX_C_SOURCE 200809L before any include.
 */

#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <stdlib.h>
#include <time.h>

static inline double
now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline int
compare_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static inline void
bench_args(int argc, char **argv, double *seconds_per_run, int *runs)
{
	if (argc > 1)
		*seconds_per_run = atof(argv[1]);
	if (argc > 2)
		*runs = atoi(argv[2]);
	if (*runs < 1 || *runs > 99)
		*runs = 5;
}

#endif /* BENCH_CLOCK_H */
