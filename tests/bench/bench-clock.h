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

/* Runs fn(arg) in rounds for `seconds` at least, `runs` times (at most
 * 99); returns the median nanoseconds per unit, fn returning how many
 * units a round did. */
static inline double
bench_median_ns(long (*fn)(void *), void *arg, double seconds, int runs)
{
	double results[99];
	for (int r = 0; r < runs; r++) {
		long units = 0;
		double t0 = now(), t;
		do {
			units += fn(arg);
		} while ((t = now() - t0) < seconds);
		results[r] = t * 1e9 / (double)units;
	}
	qsort(results, (size_t)runs, sizeof results[0], compare_double);
	return results[runs / 2];
}

#endif /* BENCH_CLOCK_H */
