/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A player's time per move in escopa tournament: the count, the sum and
 * the slowest, and a histogram of 16 buckets an octave, log-spaced, from
 * which the median and the 99th percentile are read. Buckets are counts,
 * so the histograms of runs over other seeds add up; a bucket spans a
 * factor 2^(1/16) (4.4%), and the middle of a bucket on a log scale is
 * within 2^(1/32) (2.2%) of every time in it.
 */

#include <math.h>
#include "tournament-private.h"

static int
bucket_of(uint64_t ns)
{
	if (ns < 2)
		return 0;
	double k = floor(log2((double)ns) * TIME_BUCKETS_PER_OCTAVE);
	return k >= TIME_BUCKETS - 1 ? TIME_BUCKETS - 1 : (int)k;
}

void
times_add_move(struct player_times *t, uint64_t ns)
{
	t->moves++;
	t->total_ns += ns;
	if (ns > t->slowest_ns)
		t->slowest_ns = ns;
	t->buckets[bucket_of(ns)]++;
}

static bool
add_u64(uint64_t *sum, uint64_t v)
{
	return !__builtin_add_overflow(*sum, v, sum);
}

bool
times_add(struct player_times *sum, const struct player_times *t)
{
	struct player_times s = *sum;
	bool ok = add_u64(&s.moves, t->moves) && add_u64(&s.total_ns, t->total_ns);
	for (int k = 0; ok && k < TIME_BUCKETS; k++)
		ok = add_u64(&s.buckets[k], t->buckets[k]);
	if (!ok)
		return false;
	if (t->slowest_ns > s.slowest_ns)
		s.slowest_ns = t->slowest_ns;
	*sum = s;
	return true;
}

double
times_quantile_ms(const struct player_times *t, double q)
{
	if (t->moves == 0)
		return 0;
	double wanted = ceil(q * (double)t->moves);
	uint64_t rank = wanted < 1 ? 1 : wanted > (double)t->moves ? t->moves : (uint64_t)wanted;
	uint64_t seen = 0;
	int k = 0;
	for (; k < TIME_BUCKETS - 1; k++) {
		seen += t->buckets[k];
		if (seen >= rank)
			break;
	}
	double ns = exp2(((double)k + 0.5) / TIME_BUCKETS_PER_OCTAVE);
	if (k == TIME_BUCKETS - 1 || ns > (double)t->slowest_ns)
		ns = (double)t->slowest_ns;
	return ns / 1e6;
}

double
times_mean_ms(const struct player_times *t)
{
	return t->moves ? (double)t->total_ns / (double)t->moves / 1e6 : 0.0;
}
