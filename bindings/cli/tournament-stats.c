/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the sums of escopa tournament say: each pair's margin in points per
 * hand and its share of the games won, with their 95% intervals; a rating
 * per player fitted by weighted least squares on the margins, with a
 * chi-square test of the fit; and the cycles of three players that beat
 * each other around. doc/escopa.1 gives the formulas.
 */

#include <math.h>
#include <string.h>
#include "tournament-private.h"

#define Z95 1.959963984540054

/* A pair whose deals all ended alike has no spread to measure: the fit
 * weighs it as if each deal spread by the rounding of a point, a variance
 * of 1/12 point squared a deal. */
#define DEAL_VARIANCE_FLOOR (1.0 / 12.0)

static bool
add_u64(uint64_t *sum, uint64_t v)
{
	return !__builtin_add_overflow(*sum, v, sum);
}

static bool
add_i64(int64_t *sum, int64_t v)
{
	return !__builtin_add_overflow(*sum, v, sum);
}

bool
totals_add(struct totals *sum, const struct totals *t, int n_players)
{
	bool ok = true;
	for (int i = 0; i < pair_count(n_players); i++) {
		struct pair_totals *s = &sum->pair[i];
		const struct pair_totals *p = &t->pair[i];
		ok = ok && add_u64(&s->deals, p->deals) && add_u64(&s->games, p->games) &&
		     add_u64(&s->hands, p->hands) && add_i64(&s->points, p->points) &&
		     add_u64(&s->sum_d2, p->sum_d2) && add_u64(&s->sum_h2, p->sum_h2) &&
		     add_i64(&s->sum_dh, p->sum_dh) && add_u64(&s->half_wins, p->half_wins) &&
		     add_u64(&s->sum_hw2, p->sum_hw2) && add_u64(&s->draws, p->draws) &&
		     add_u64(&s->failures, p->failures);
	}
	for (int i = 0; ok && i < n_players; i++)
		ok = times_add(&sum->player[i], &t->player[i]);
	return ok;
}

/* Points per hand is a ratio of per-deal sums, sum d / sum h: its variance
 * by the delta method is sum (d - r h)^2 / (n - 1) / (n hbar^2). The win
 * rate is a mean of per-deal shares. */
void
pair_summarize(const struct tally *t, int pair, struct pair_summary *s)
{
	const struct pair_totals *p = &t->totals.pair[pair];
	memset(s, 0, sizeof *s);
	pair_players(pair, t->n_players, &s->a, &s->b);
	if (p->hands == 0 || p->deals < 2)
		return;
	s->measured = true;
	double n = (double)p->deals;
	double r = (double)p->points / (double)p->hands;
	double hbar = (double)p->hands / n;
	double ss = (double)p->sum_d2 - 2 * r * (double)p->sum_dh + r * r * (double)p->sum_h2;
	s->points_per_hand = r;
	s->variance = ss > 0 ? ss / (n - 1) / (n * hbar * hbar) : 0;
	s->half = Z95 * sqrt(s->variance);
	double m = (double)p->half_wins / 2 / n;   /* games won a deal, out of 2 */
	double wvar = ((double)p->sum_hw2 / 4 - n * m * m) / (n - 1);
	s->win_rate = m / 2;
	s->win_half = Z95 * sqrt(wvar > 0 ? wvar : 0) / sqrt(n) / 2;
}

/* The inverse of the symmetric matrix m (n by n) into inv, by Gauss-Jordan
 * elimination with partial pivoting; false if it is singular. */
static bool
invert(int n, double m[][TOURNAMENT_MAX_PLAYERS], double inv[][TOURNAMENT_MAX_PLAYERS])
{
	double a[TOURNAMENT_MAX_PLAYERS][2 * TOURNAMENT_MAX_PLAYERS];
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++) {
			a[i][j] = m[i][j];
			a[i][n + j] = i == j;
		}
	}
	for (int col = 0; col < n; col++) {
		int pivot = col;
		for (int i = col + 1; i < n; i++) {
			if (fabs(a[i][col]) > fabs(a[pivot][col]))
				pivot = i;
		}
		if (!(fabs(a[pivot][col]) > 1e-300))
			return false;
		for (int j = 0; j < 2 * n; j++) {
			double x = a[col][j];
			a[col][j] = a[pivot][j];
			a[pivot][j] = x;
		}
		double d = a[col][col];
		for (int j = 0; j < 2 * n; j++)
			a[col][j] /= d;
		for (int i = 0; i < n; i++) {
			if (i == col || a[i][col] == 0)
				continue;
			double f = a[i][col];
			for (int j = 0; j < 2 * n; j++)
				a[i][j] -= f * a[col][j];
		}
	}
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			inv[i][j] = a[i][n + j];
	}
	return true;
}

/* Q(s, x), the regularized upper incomplete gamma function: the series of
 * P below s + 1, the continued fraction of Q above (Lentz's method). */
static double
gamma_q(double s, double x)
{
	if (x <= 0)
		return 1;
	double log_front = s * log(x) - x - lgamma(s);
	if (x < s + 1) {
		double term = 1 / s, sum = term;
		for (int n = 1; n < 1000 && fabs(term) > fabs(sum) * 1e-16; n++) {
			term *= x / (s + n);
			sum += term;
		}
		double q = 1 - sum * exp(log_front);
		return q < 0 ? 0 : q;
	}
	const double tiny = 1e-300;
	double b = x + 1 - s, c = 1 / tiny, d = 1 / b, f = d;
	for (int i = 1; i < 1000; i++) {
		double an = -i * (i - s);
		b += 2;
		d = an * d + b;
		d = fabs(d) < tiny ? tiny : d;
		c = b + an / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		double delta = d * c;
		f *= delta;
		if (fabs(delta - 1) < 1e-16)
			break;
	}
	return exp(log_front) * f;
}

/* Every player linked to player 0 by measured pairs. */
static bool
connected(int n, bool link[][TOURNAMENT_MAX_PLAYERS])
{
	bool seen[TOURNAMENT_MAX_PLAYERS] = { true };
	for (bool grew = true; grew;) {
		grew = false;
		for (int i = 0; i < n; i++) {
			for (int j = 0; j < n; j++) {
				if (seen[i] && link[i][j] && !seen[j])
					seen[j] = grew = true;
			}
		}
	}
	for (int i = 0; i < n; i++) {
		if (!seen[i])
			return false;
	}
	return true;
}

/*
 * The margin of pair (a, b) is modelled as r_a - r_b, weighted by the
 * inverse of its variance. The normal equations L r = c have the weighted
 * Laplacian L, singular along (1, ..., 1); with every player linked, the
 * solution of sum 0 is L+ c and its covariance L+, the pseudo-inverse:
 * the inverse of L + k J/n less J/(k n), for J all ones and any k > 0
 * (k = the mean diagonal of L keeps both parts at one scale). An anchor
 * shifts the ratings; the variance of r_i - r_anchor is
 * C_ii + C_aa - 2 C_ia.
 */
void
rating_fit(const struct tally *t, int anchor, struct rating_fit *fit)
{
	int n = t->n_players;
	double lap[TOURNAMENT_MAX_PLAYERS][TOURNAMENT_MAX_PLAYERS] = { { 0 } };
	double rhs[TOURNAMENT_MAX_PLAYERS] = { 0 };
	bool link[TOURNAMENT_MAX_PLAYERS][TOURNAMENT_MAX_PLAYERS] = { { false } };
	double weight[TOURNAMENT_MAX_PAIRS];
	memset(fit, 0, sizeof *fit);
	fit->anchor = anchor;
	for (int i = 0; i < n; i++)
		fit->order[i] = i;
	for (int pair = 0; pair < pair_count(n); pair++) {
		struct pair_summary s;
		pair_summarize(t, pair, &s);
		weight[pair] = 0;
		if (!s.measured)
			continue;
		const struct pair_totals *p = &t->totals.pair[pair];
		double hbar = (double)p->hands / (double)p->deals;
		double floor = DEAL_VARIANCE_FLOOR / ((double)p->deals * hbar * hbar);
		double w = 1 / (s.variance > floor ? s.variance : floor);
		weight[pair] = w;
		lap[s.a][s.a] += w;
		lap[s.b][s.b] += w;
		lap[s.a][s.b] -= w;
		lap[s.b][s.a] -= w;
		rhs[s.a] += w * s.points_per_hand;
		rhs[s.b] -= w * s.points_per_hand;
		link[s.a][s.b] = link[s.b][s.a] = true;
		fit->pairs_used++;
	}
	if (!connected(n, link))
		return;
	double k = 0;
	for (int i = 0; i < n; i++)
		k += lap[i][i] / n;
	double m[TOURNAMENT_MAX_PLAYERS][TOURNAMENT_MAX_PLAYERS];
	double cov[TOURNAMENT_MAX_PLAYERS][TOURNAMENT_MAX_PLAYERS];
	for (int i = 0; i < n; i++) {
		for (int j = 0; j < n; j++)
			m[i][j] = lap[i][j] + k / n;
	}
	if (!invert(n, m, cov))
		return;
	double r0[TOURNAMENT_MAX_PLAYERS];
	for (int i = 0; i < n; i++) {
		r0[i] = 0;
		for (int j = 0; j < n; j++) {
			cov[i][j] -= 1 / (k * n);
			r0[i] += cov[i][j] * rhs[j];
		}
	}
	fit->fitted = true;
	for (int i = 0; i < n; i++) {
		double var = cov[i][i];
		if (anchor >= 0)
			var = i == anchor ? 0 : cov[i][i] + cov[anchor][anchor] - 2 * cov[i][anchor];
		fit->rating[i] = anchor >= 0 ? r0[i] - r0[anchor] : r0[i];
		fit->half[i] = Z95 * sqrt(var > 0 ? var : 0);
	}
	for (int pair = 0; pair < pair_count(n); pair++) {
		if (weight[pair] == 0)
			continue;
		struct pair_summary s;
		pair_summarize(t, pair, &s);
		double e = s.points_per_hand - (r0[s.a] - r0[s.b]);
		fit->chi_square += weight[pair] * e * e;
	}
	fit->degrees = fit->pairs_used - (n - 1);
	fit->p_value = fit->degrees > 0 ? gamma_q(fit->degrees / 2.0, fit->chi_square / 2) : 1;
	/* Best first; equal ratings in the entrants' order. */
	for (int i = 1; i < n; i++) {
		int p = fit->order[i], j = i;
		for (; j > 0 && fit->rating[fit->order[j - 1]] < fit->rating[p]; j--)
			fit->order[j] = fit->order[j - 1];
		fit->order[j] = p;
	}
}

int
find_cycles(const struct tally *t, struct cycle *cycles)
{
	int n = t->n_players;
	bool beats[TOURNAMENT_MAX_PLAYERS][TOURNAMENT_MAX_PLAYERS] = { { false } };
	for (int pair = 0; pair < pair_count(n); pair++) {
		struct pair_summary s;
		pair_summarize(t, pair, &s);
		if (!s.measured)
			continue;
		if (s.points_per_hand - s.half > 0)
			beats[s.a][s.b] = true;
		else if (s.points_per_hand + s.half < 0)
			beats[s.b][s.a] = true;
	}
	int count = 0;
	for (int i = 0; i < n; i++) {
		for (int j = i + 1; j < n; j++) {
			for (int k = j + 1; k < n; k++) {
				if (beats[i][j] && beats[j][k] && beats[k][i])
					cycles[count++] = (struct cycle){ { i, j, k } };
				if (beats[i][k] && beats[k][j] && beats[j][i])
					cycles[count++] = (struct cycle){ { i, k, j } };
			}
		}
	}
	return count;
}
