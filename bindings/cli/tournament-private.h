/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the files of escopa tournament share. tournament.c reads the
 * command line and runs; tournament-players.c turns --player specs into
 * players; tournament-play.c plays the deals on every core;
 * tournament-times.c keeps the time per move as a histogram;
 * tournament-stats.c computes the intervals, the ratings and the cycles;
 * tournament-report.c prints text and JSON; tournament-json.c reads JSON
 * and tournament-merge.c adds up the JSON of runs over other seeds.
 */

#ifndef ESCOPA_CLI_TOURNAMENT_PRIVATE_H
#define ESCOPA_CLI_TOURNAMENT_PRIVATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "cli.h"
#include "tournament.h"

#define TOURNAMENT_MAX_PLAYERS 16
#define TOURNAMENT_MAX_PAIRS (TOURNAMENT_MAX_PLAYERS * (TOURNAMENT_MAX_PLAYERS - 1) / 2)
#define TOURNAMENT_MAX_SEATS 4
#define TOURNAMENT_MAX_SPEC_OPTIONS 16

/* ---- players (tournament-players.c) ---- */

/* A player: a level or a kind with its seed and the options set on top,
 * in the order given, or an extra player with its seed. */
struct player_spec {
	const char *text;                       /* as --player gave it */
	const struct tournament_player *extra;  /* NULL for a library bot */
	bool is_level;
	enum escopa_level level;
	enum escopa_bot_kind kind;
	uint64_t seed;
	int n_options;
	enum escopa_bot_option options[TOURNAMENT_MAX_SPEC_OPTIONS];
	int values[TOURNAMENT_MAX_SPEC_OPTIONS];
};

/* Fills spec from --player text; prints a usage error and returns false. */
bool player_spec_parse(const char *text, const struct tournament_player *extra, int n_extra,
		       struct player_spec *spec);
/* The library bot of a spec that is not an extra player. */
enum escopa_status player_spec_make_bot(const struct player_spec *spec, struct escopa_bot **bot);
/* False, with the error printed, when an extra player has no name or
 * choose(), or the name of a library player or of another extra. */
bool player_specs_check_extra(const struct tournament_player *extra, int n_extra);
/* The seed an extra player gets for a view: its spec's seed mixed with
 * the view's key. */
uint64_t player_extra_seed(uint64_t spec_seed, uint64_t view_key);

/* ---- time per move (tournament-times.c) ---- */

/* Bucket k holds the moves that took from 2^(k/16) to 2^((k+1)/16)
 * nanoseconds, bucket 0 those under 2^(1/16) ns and the last one those
 * from 2^(575/16) ns (62 s) up. */
#define TIME_BUCKETS_PER_OCTAVE 16
#define TIME_BUCKETS 576

struct player_times {
	uint64_t moves;
	uint64_t total_ns;
	uint64_t slowest_ns;
	uint64_t buckets[TIME_BUCKETS];
};

void times_add_move(struct player_times *t, uint64_t ns);
/* False when a sum would overflow; then sum is unchanged. */
bool times_add(struct player_times *sum, const struct player_times *t);
/* The time under which a share q (0 < q <= 1) of the moves took, in ms:
 * the middle of the bucket that holds the move of rank ceil(q moves) (on
 * a log scale, so within 2.2%), at most the slowest move. 0 for no move. */
double times_quantile_ms(const struct player_times *t, double q);
double times_mean_ms(const struct player_times *t);

/* ---- sums of a run ---- */

/* One pair's sums over its deals, each deal the pair of games; a deal is
 * the unit of the intervals, its two games sharing their cards. Integers
 * only, so that any split of the seeds adds up exactly. */
struct pair_totals {
	uint64_t deals;
	uint64_t games;
	uint64_t hands;
	int64_t points;          /* A's points minus B's, every hand */
	uint64_t sum_d2;         /* per deal: points d, hands h */
	uint64_t sum_h2;
	int64_t sum_dh;
	uint64_t half_wins;      /* A's games won, twice: a draw counts 1 */
	uint64_t sum_hw2;        /* per deal: its half_wins squared */
	uint64_t draws;
	uint64_t failures;       /* deals that failed with a library error */
};

struct totals {
	struct pair_totals pair[TOURNAMENT_MAX_PAIRS];
	struct player_times player[TOURNAMENT_MAX_PLAYERS];
};

/* False when a sum would overflow (sum is then partly added). */
bool totals_add(struct totals *sum, const struct totals *t, int n_players);

/* A run's seeds: deals of seeds start .. start+count-1. */
struct seed_range {
	uint64_t start;
	uint64_t count;
};

/* What a report shows: one run, or the sum of parts. */
struct tally {
	const char *rules;            /* the rules as one line */
	int seats;                    /* players at the table */
	int sides;
	int n_players;                /* the entrants */
	const char *names[TOURNAMENT_MAX_PLAYERS];
	const struct seed_range *ranges;   /* sorted, disjoint, not adjacent */
	size_t n_ranges;
	uint64_t deals;
	struct totals totals;
	int threads;                  /* a run's, or 0 for a merge */
	uint64_t parts;               /* the runs added up, 1 for a run */
	double seconds;               /* wall time, the parts' sum for a merge */
};

/* The pairs in order: (0,1), (0,2), ..., (1,2), ... */
int pair_count(int n_players);
void pair_players(int pair, int n_players, int *a, int *b);

/* ---- playing (tournament-play.c) ---- */

struct job {
	const struct escopa_rules *rules;
	int seats;
	int sides;
	const struct player_spec *specs;
	int n_specs;
	uint64_t seed_start;
	uint64_t deals;
	int threads;
};

/* Plays the job on its threads into *sum; false if a thread could not
 * start or memory ran out. */
bool tournament_play(const struct job *job, struct totals *sum, double *seconds);

/* ---- statistics (tournament-stats.c) ---- */

/* A pair's margin: points per hand of A over B, its variance and its 95%
 * half width; and A's share of the games won with its half width. */
struct pair_summary {
	int a, b;
	bool measured;            /* two deals or more: a variance */
	double points_per_hand, variance, half;
	double win_rate, win_half;
};

void pair_summarize(const struct tally *t, int pair, struct pair_summary *s);

/* A rating per player by weighted least squares on the pairs' margins. */
struct rating_fit {
	bool fitted;              /* false when the pairs do not link everyone */
	int anchor;               /* the player rated 0, or -1: the sum is 0 */
	double rating[TOURNAMENT_MAX_PLAYERS];
	double half[TOURNAMENT_MAX_PLAYERS];      /* 95% half width */
	int order[TOURNAMENT_MAX_PLAYERS];        /* best first */
	int pairs_used;
	double chi_square;
	int degrees;              /* pairs used minus players plus 1 */
	double p_value;           /* of chi_square, when degrees > 0 */
};

void rating_fit(const struct tally *t, int anchor, struct rating_fit *fit);

/* A beats B, B beats C and C beats A, each with a 95% interval that
 * excludes 0. */
struct cycle {
	int player[3];
};
#define TOURNAMENT_MAX_CYCLES (TOURNAMENT_MAX_PLAYERS * (TOURNAMENT_MAX_PLAYERS - 1) * \
			       (TOURNAMENT_MAX_PLAYERS - 2) / 6)

/* Every cycle of three, each once, the lowest index first; returns the count. */
int find_cycles(const struct tally *t, struct cycle *cycles);

/* ---- the report (tournament-report.c) ---- */

void report_text(const struct tally *t, int anchor);
void report_json(const struct tally *t, int anchor);

/* ---- merging (tournament-merge.c) ---- */

/* escopa tournament merge PART.json... [--json] [--anchor NAME]. */
int tournament_merge_main(int argc, char **argv);

/* The entrant named NAME, or -1 and a usage error. */
int anchor_player(const struct tally *t, const char *name);

#endif /* ESCOPA_CLI_TOURNAMENT_PRIVATE_H */
