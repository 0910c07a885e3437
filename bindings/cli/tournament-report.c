/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The report of escopa tournament, as text or as JSON: the pairs with
 * their intervals, the ratings and the test of their fit, the cycles, the
 * time per move, and (in JSON) the sums that runs over other seeds add up
 * to with `escopa tournament merge`.
 */

#include <inttypes.h>
#include <math.h>
#include <string.h>
#include "tournament-private.h"

struct findings {
	struct rating_fit fit;
	int n_cycles;
	struct cycle cycles[TOURNAMENT_MAX_CYCLES];
};

static void
find(const struct tally *t, int anchor, struct findings *f)
{
	rating_fit(t, anchor, &f->fit);
	f->n_cycles = find_cycles(t, f->cycles);
}

static void
print_seeds(const struct tally *t)
{
	for (size_t i = 0; i < t->n_ranges; i++) {
		const struct seed_range *r = &t->ranges[i];
		printf("%s%" PRIu64 "..%" PRIu64, i ? ", " : "", r->start, r->start + r->count - 1);
	}
}

static int
name_width(const struct tally *t)
{
	int width = 8;
	for (int i = 0; i < t->n_players; i++) {
		int len = (int)strlen(t->names[i]);
		width = len > width ? len : width;
	}
	return width > 60 ? 60 : width;
}

static void
text_pairs(const struct tally *t)
{
	for (int pair = 0; pair < pair_count(t->n_players); pair++) {
		struct pair_summary s;
		pair_summarize(t, pair, &s);
		const struct pair_totals *p = &t->totals.pair[pair];
		printf("%s vs %s\n", t->names[s.a], t->names[s.b]);
		printf("  games          %" PRIu64 ", hands %" PRIu64 " (%" PRIu64
		       " paired hand deals)\n", p->games, p->hands, p->hands / 2);
		printf("  points/hand    %+.3f +- %.3f (95%%: %+.3f .. %+.3f)\n", s.points_per_hand,
		       s.half, s.points_per_hand - s.half, s.points_per_hand + s.half);
		printf("  games won      %.1f%% +- %.1f%% (draws %" PRIu64 ")\n", 100 * s.win_rate,
		       100 * s.win_half, p->draws);
		if (p->failures)
			printf("  failures       %" PRIu64 "\n", p->failures);
	}
}

static void
text_ratings(const struct tally *t, const struct findings *f)
{
	const struct rating_fit *fit = &f->fit;
	if (!fit->fitted) {
		puts("ratings        none: they need pairs of 2 deals or more that link every player");
	} else {
		if (fit->anchor >= 0)
			printf("ratings        points a hand, %s at 0, best first\n",
			       t->names[fit->anchor]);
		else
			puts("ratings        points a hand, their sum 0, best first");
		int width = name_width(t);
		for (int i = 0; i < t->n_players; i++) {
			int p = fit->order[i];
			double r = fit->rating[p], h = fit->half[p];
			printf("  %2d %-*s %+.3f +- %.3f (95%%: %+.3f .. %+.3f)\n", i + 1, width,
			       t->names[p], r, h, r - h, r + h);
		}
		if (fit->degrees > 0)
			printf("fit            chi-square %.2f on %d degrees of freedom, p = %.3g%s\n",
			       fit->chi_square, fit->degrees, fit->p_value,
			       fit->p_value < 0.05 ? ": the margins are not one rating's differences"
						   : "");
		else
			puts("fit            exact: no degree of freedom to test");
	}
	if (f->n_cycles == 0) {
		puts("cycles         none found (A beats B, B beats C, C beats A, each 95%)");
		return;
	}
	printf("cycles         %d found, each margin's 95%% interval above 0:\n", f->n_cycles);
	for (int i = 0; i < f->n_cycles; i++) {
		const int *c = f->cycles[i].player;
		printf("  %s beats %s, %s beats %s, %s beats %s\n", t->names[c[0]], t->names[c[1]],
		       t->names[c[1]], t->names[c[2]], t->names[c[2]], t->names[c[0]]);
	}
}

void
report_text(const struct tally *t, int anchor)
{
	struct findings f;
	find(t, anchor, &f);
	printf("rules          %s\n", t->rules);
	printf("players        %d, %d sides\n", t->seats, t->sides);
	if (t->deals) {
		printf("deals          %" PRIu64 " (seeds ", t->deals);
		print_seeds(t);
		puts("), each played twice with the seats swapped");
	}
	text_pairs(t);
	text_ratings(t, &f);
	int width = name_width(t);
	for (int i = 0; i < t->n_players; i++) {
		const struct player_times *pt = &t->totals.player[i];
		printf("ms/move        %-*s %.4f (%" PRIu64 " moves, median %.4f, p99 %.3f, "
		       "slowest %.3f)\n", width, t->names[i], times_mean_ms(pt), pt->moves,
		       times_quantile_ms(pt, 0.5), times_quantile_ms(pt, 0.99),
		       (double)pt->slowest_ns / 1e6);
	}
	/* Timings last, so that runs compare equal without them. */
	if (t->threads)
		printf("threads        %d\ntime           %.3f s\n", t->threads, t->seconds);
	else
		printf("parts          %" PRIu64 "\ntime           %.3f s (the parts' sum)\n",
		       t->parts, t->seconds);
}

/* A finite number, or null. */
static void
put_number(double x)
{
	if (isfinite(x))
		printf("%.6f", x);
	else
		fputs("null", stdout);
}

static void
put_interval(double mean, double half)
{
	putchar('[');
	put_number(mean - half);
	fputs(", ", stdout);
	put_number(mean + half);
	putchar(']');
}

/* x / scale exactly, for scale 2 or 4: the sums of half and quarter wins. */
static void
put_fraction(uint64_t x, unsigned scale)
{
	printf("%" PRIu64 ".%02u", x / scale, (unsigned)(x % scale) * (100 / scale));
}

static void
json_entrant(const struct tally *t, int i)
{
	const struct player_times *pt = &t->totals.player[i];
	fputs("{\"name\": ", stdout);
	cli_put_json_string(t->names[i]);
	printf(", \"moves\": %" PRIu64 ", \"seconds\": %.6f, \"nanoseconds\": %" PRIu64
	       ", \"ms_per_move\": %.6f, \"median_ms\": %.6f, \"p99_ms\": %.6f, "
	       "\"slowest_ms\": %.6f, \"slowest_ns\": %" PRIu64 ",\n   \"time_histogram\": [",
	       pt->moves, (double)pt->total_ns / 1e9, pt->total_ns, times_mean_ms(pt),
	       times_quantile_ms(pt, 0.5), times_quantile_ms(pt, 0.99),
	       (double)pt->slowest_ns / 1e6, pt->slowest_ns);
	bool first = true;
	for (int k = 0; k < TIME_BUCKETS; k++) {
		if (!pt->buckets[k])
			continue;
		printf("%s[%d, %" PRIu64 "]", first ? "" : ", ", k, pt->buckets[k]);
		first = false;
	}
	fputs("]}", stdout);
}

static void
json_pair(const struct tally *t, int pair)
{
	struct pair_summary s;
	pair_summarize(t, pair, &s);
	const struct pair_totals *p = &t->totals.pair[pair];
	printf("{\"a\": %d, \"b\": %d, \"totals\": {\"deals\": %" PRIu64 ", \"games\": %" PRIu64
	       ", \"hands\": %" PRIu64 ", \"points\": %" PRId64 ", \"sum_d2\": %" PRIu64
	       ", \"sum_h2\": %" PRIu64 ", \"sum_dh\": %" PRId64 ", \"wins\": ",
	       s.a, s.b, p->deals, p->games, p->hands, p->points, p->sum_d2, p->sum_h2, p->sum_dh);
	put_fraction(p->half_wins, 2);
	fputs(", \"sum_w2\": ", stdout);
	put_fraction(p->sum_hw2, 4);
	printf(", \"draws\": %" PRIu64 ", \"failures\": %" PRIu64 "},\n   \"points_per_hand\": ",
	       p->draws, p->failures);
	put_number(s.points_per_hand);
	fputs(", \"points_per_hand_95\": ", stdout);
	put_interval(s.points_per_hand, s.half);
	fputs(", \"win_rate\": ", stdout);
	put_number(s.win_rate);
	fputs(", \"win_rate_95\": ", stdout);
	put_interval(s.win_rate, s.win_half);
	putchar('}');
}

static void
json_ratings(const struct tally *t, const struct findings *f)
{
	const struct rating_fit *fit = &f->fit;
	fputs(" \"ratings\": ", stdout);
	if (!fit->fitted) {
		fputs("null, \"fit\": null", stdout);
	} else {
		putchar('[');
		for (int i = 0; i < t->n_players; i++) {
			int p = fit->order[i];
			printf("%s{\"entrant\": %d, \"name\": ", i ? ",\n  " : "", p);
			cli_put_json_string(t->names[p]);
			fputs(", \"rating\": ", stdout);
			put_number(fit->rating[p]);
			fputs(", \"rating_95\": ", stdout);
			put_interval(fit->rating[p], fit->half[p]);
			putchar('}');
		}
		fputs("],\n \"fit\": {\"anchor\": ", stdout);
		if (fit->anchor >= 0)
			cli_put_json_string(t->names[fit->anchor]);
		else
			fputs("null", stdout);
		printf(", \"pairs\": %d, \"chi_square\": ", fit->pairs_used);
		put_number(fit->chi_square);
		printf(", \"degrees_of_freedom\": %d, \"p_value\": ", fit->degrees);
		if (fit->degrees > 0)
			put_number(fit->p_value);
		else
			fputs("null", stdout);
		putchar('}');
	}
	fputs(",\n \"cycles\": [", stdout);
	for (int i = 0; i < f->n_cycles; i++) {
		const int *c = f->cycles[i].player;
		printf("%s{\"entrants\": [%d, %d, %d], \"names\": [", i ? ",\n  " : "", c[0], c[1],
		       c[2]);
		for (int j = 0; j < 3; j++) {
			fputs(j ? ", " : "", stdout);
			cli_put_json_string(t->names[c[j]]);
		}
		fputs("]}", stdout);
	}
	fputs("],\n", stdout);
}

void
report_json(const struct tally *t, int anchor)
{
	struct findings f;
	find(t, anchor, &f);
	fputs("{\"rules\": ", stdout);
	cli_put_json_string(t->rules);
	printf(", \"players\": %d, \"sides\": %d, \"seed_start\": %" PRIu64 ", \"deals\": %" PRIu64
	       ",\n \"seed_ranges\": [", t->seats, t->sides, t->n_ranges ? t->ranges[0].start : 0,
	       t->deals);
	for (size_t i = 0; i < t->n_ranges; i++)
		printf("%s[%" PRIu64 ", %" PRIu64 "]", i ? ", " : "", t->ranges[i].start,
		       t->ranges[i].count);
	printf("], \"time_buckets_per_octave\": %d,\n \"entrants\": [", TIME_BUCKETS_PER_OCTAVE);
	for (int i = 0; i < t->n_players; i++) {
		fputs(i ? ",\n  " : "", stdout);
		json_entrant(t, i);
	}
	fputs("],\n \"pairs\": [", stdout);
	for (int pair = 0; pair < pair_count(t->n_players); pair++) {
		fputs(pair ? ",\n  " : "", stdout);
		json_pair(t, pair);
	}
	fputs("],\n", stdout);
	json_ratings(t, &f);
	if (t->threads)
		printf(" \"timing\": {\"threads\": %d, \"seconds\": %.6f}}\n", t->threads, t->seconds);
	else
		printf(" \"timing\": {\"parts\": %" PRIu64 ", \"seconds\": %.6f}}\n", t->parts,
		       t->seconds);
}
