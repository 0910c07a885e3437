/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa tournament: players against each other over paired deals. Deal i
 * of a run is the game of seed S+i, played twice for every pair of
 * players, A on the even sides and B on the odd ones, then the other way
 * round. The deck of every hand comes from the game's own generator, so
 * the two games see the same cards hand for hand as long as both last.
 * The players are pure functions of what their seat sees, so a deal's
 * result depends on nothing else: thread t plays deals t, t+T, ... into
 * its own integer and floating sums, added up in thread order at the end.
 */

#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <math.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"

#define MAX_THREADS 1024
#define MAX_PLAYERS 8
#define MAX_SEATS 4
#define MAX_PAIRS (MAX_PLAYERS * (MAX_PLAYERS - 1) / 2)

enum { OPT_DEALS = CLI_OPT_OWN, OPT_SEED_START, OPT_THREADS, OPT_PLAYER, OPT_JSON };

/* A player: a level or a kind, its seed, and the options set on top, in
 * the order given. */
#define MAX_SPEC_OPTIONS 16

struct player_spec {
	const char *text;
	bool is_level;
	enum escopa_level level;
	enum escopa_bot_kind kind;
	uint64_t seed;
	int n_options;
	enum escopa_bot_option options[MAX_SPEC_OPTIONS];
	int values[MAX_SPEC_OPTIONS];
};

/* One pair's sums over its deals, each deal the pair of games. A deal is
 * the unit of the intervals: its two games share their cards. */
struct pair_totals {
	uint64_t deals;
	uint64_t games;
	uint64_t hands;
	int64_t points;                        /* A's points minus B's, every hand */
	double sum_d2, sum_h2, sum_dh;         /* per deal: points d, hands h */
	double wins;                           /* A's games won, draws as halves */
	double sum_w2;                         /* per deal: A's wins squared */
	uint64_t draws;
	uint64_t failures;
};

struct player_totals {
	uint64_t moves;
	double seconds;
	double slowest;                        /* the longest move, in seconds */
};

struct totals {
	struct pair_totals pair[MAX_PAIRS];
	struct player_totals player[MAX_PLAYERS];
};

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

struct worker {
	alignas(64) struct totals totals;
	const struct job *job;
	int index;
	atomic_uint_fast64_t done;
	alignas(64) char pad;
};

static int
pair_count(int n)
{
	return n * (n - 1) / 2;
}

static void
pair_players(int pair, int n, int *a, int *b)
{
	*a = 0;
	*b = 1;
	for (int i = 0; i < n; i++) {
		for (int j = i + 1; j < n; j++) {
			if (pair-- == 0) {
				*a = i;
				*b = j;
				return;
			}
		}
	}
}

/* The CPU time of this thread: the time per move a player takes on one
 * core, whatever else the machine runs. */
static double
thread_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static enum escopa_status
make_bot(const struct player_spec *spec, struct escopa_bot **out)
{
	struct escopa_bot *bot;
	enum escopa_status rc = spec->is_level ? escopa_bot_new_level(spec->level, spec->seed, &bot)
					       : escopa_bot_new(spec->kind, spec->seed, &bot);
	for (int i = 0; rc == ESCOPA_OK && i < spec->n_options; i++) {
		rc = escopa_bot_set(bot, spec->options[i], spec->values[i]);
		if (rc != ESCOPA_OK)
			escopa_bot_free(bot);
	}
	if (rc == ESCOPA_OK)
		*out = bot;
	return rc;
}

/* One game of the deal: players[seat] plays seat; A's side points minus
 * B's each hand into *points. Returns false on a library error. */
static bool
play_game(const struct job *job, uint64_t seed, struct escopa_bot **bots, const int *seat_player,
	  bool a_even, int64_t *points, uint64_t *hands, int *winner_side, struct totals *t)
{
	struct escopa_game *game;
	if (escopa_game_new(job->rules, job->seats, seed, &game) != ESCOPA_OK)
		return false;
	bool ok = true;
	for (;;) {
		enum escopa_phase phase;
		escopa_game_phase(game, &phase);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			if (escopa_game_next_hand(game) != ESCOPA_OK) {
				ok = false;
				break;
			}
			continue;
		}
		int seat;
		escopa_game_current_seat(game, &seat);
		int p = seat_player[seat];
		escopa_move_t move;
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		double start = thread_seconds();
		if (escopa_bot_choose_game(bots[p], game, &move) != ESCOPA_OK) {
			ok = false;
			break;
		}
		double took = thread_seconds() - start;
		t->player[p].seconds += took;
		if (took > t->player[p].slowest)
			t->player[p].slowest = took;
		t->player[p].moves++;
		if (escopa_game_play(game, move, &res) != ESCOPA_OK) {
			ok = false;
			break;
		}
		if (res.flags & ESCOPA_PLAYED_HAND_OVER) {
			++*hands;
			for (int side = 0; side < job->sides; side++) {
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT);
				bool a_side = (side % 2 == 0) == a_even;
				*points += a_side ? row[ESCOPA_SCORE_TOTAL] : -row[ESCOPA_SCORE_TOTAL];
			}
		}
	}
	if (ok)
		escopa_game_winner(game, winner_side);
	escopa_game_free(game);
	return ok;
}

/* Both games of deal `seed` for players a and b into the pair's sums. */
static void
play_deal(const struct job *job, uint64_t seed, struct escopa_bot **bots, int a, int b,
	  struct pair_totals *pt, struct totals *t)
{
	int64_t d = 0;
	uint64_t h = 0;
	double w = 0;
	int games = 0, draws = 0;
	for (int swap = 0; swap < 2; swap++) {
		int seat_player[MAX_SEATS];
		bool a_even = swap == 0;
		for (int seat = 0; seat < job->seats; seat++) {
			int side = seat % job->sides;
			seat_player[seat] = (side % 2 == 0) == a_even ? a : b;
		}
		int winner = -1;
		if (!play_game(job, seed, bots, seat_player, a_even, &d, &h, &winner, t)) {
			pt->failures++;
			return;
		}
		games++;
		if (winner < 0) {
			w += 0.5;
			draws++;
		} else if ((winner % 2 == 0) == a_even) {
			w += 1;
		}
	}
	pt->deals++;
	pt->games += (uint64_t)games;
	pt->hands += h;
	pt->points += d;
	pt->sum_d2 += (double)d * (double)d;
	pt->sum_h2 += (double)h * (double)h;
	pt->sum_dh += (double)d * (double)h;
	pt->wins += w;
	pt->sum_w2 += w * w;
	pt->draws += (uint64_t)draws;
}

static void *
worker_run(void *arg)
{
	struct worker *w = arg;
	const struct job *job = w->job;
	struct escopa_bot *bots[MAX_PLAYERS] = { NULL };
	bool ok = true;
	for (int p = 0; p < job->n_specs; p++)
		ok = ok && make_bot(&job->specs[p], &bots[p]) == ESCOPA_OK;
	int pairs = pair_count(job->n_specs);
	for (uint64_t i = (uint64_t)w->index; i < job->deals; i += (uint64_t)job->threads) {
		for (int pair = 0; pair < pairs; pair++) {
			if (!ok) {
				w->totals.pair[pair].failures++;
				continue;
			}
			int a, b;
			pair_players(pair, job->n_specs, &a, &b);
			play_deal(job, job->seed_start + i, bots, a, b, &w->totals.pair[pair],
				  &w->totals);
		}
		atomic_fetch_add_explicit(&w->done, 1, memory_order_relaxed);
	}
	for (int p = 0; p < job->n_specs; p++)
		escopa_bot_free(bots[p]);
	return NULL;
}

static void
add_totals(struct totals *sum, const struct totals *t)
{
	for (int i = 0; i < MAX_PAIRS; i++) {
		struct pair_totals *s = &sum->pair[i];
		const struct pair_totals *p = &t->pair[i];
		s->deals += p->deals;
		s->games += p->games;
		s->hands += p->hands;
		s->points += p->points;
		s->sum_d2 += p->sum_d2;
		s->sum_h2 += p->sum_h2;
		s->sum_dh += p->sum_dh;
		s->wins += p->wins;
		s->sum_w2 += p->sum_w2;
		s->draws += p->draws;
		s->failures += p->failures;
	}
	for (int i = 0; i < MAX_PLAYERS; i++) {
		sum->player[i].moves += t->player[i].moves;
		sum->player[i].seconds += t->player[i].seconds;
		if (t->player[i].slowest > sum->player[i].slowest)
			sum->player[i].slowest = t->player[i].slowest;
	}
}

/* Points per hand of A over B and the half width of its 95% interval: a
 * ratio of per-deal sums, its variance by the delta method. */
static void
points_per_hand(const struct pair_totals *p, double *mean, double *half)
{
	*mean = *half = 0;
	if (p->hands == 0 || p->deals < 2)
		return;
	double n = (double)p->deals;
	double r = (double)p->points / (double)p->hands;
	double hbar = (double)p->hands / n;
	/* sum over deals of (d - r h)^2 */
	double ss = p->sum_d2 - 2 * r * p->sum_dh + r * r * p->sum_h2;
	double var = ss / (n - 1) / (n * hbar * hbar);
	*mean = r;
	*half = 1.96 * sqrt(var > 0 ? var : 0);
}

/* A's share of the games won, draws as halves, and its 95% half width
 * over deals (a deal's two games are one sample). */
static void
win_rate(const struct pair_totals *p, double *mean, double *half)
{
	*mean = *half = 0;
	if (p->deals < 2)
		return;
	double n = (double)p->deals;
	double m = p->wins / n;   /* per deal, out of 2 */
	double var = (p->sum_w2 - n * m * m) / (n - 1);
	*mean = m / 2;
	*half = 1.96 * sqrt(var > 0 ? var : 0) / sqrt(n) / 2;
}

static double
ms_per_move(const struct player_totals *p)
{
	return p->moves ? 1000.0 * p->seconds / (double)p->moves : 0.0;
}

struct report {
	const struct job *job;
	const char *rules_text;
	struct totals totals;
	double seconds;
};

/* A pair's players and figures. */
struct summary {
	const struct pair_totals *totals;
	int a, b;
	double ppm, pph;                       /* points per hand, 95% half width */
	double wr, wrh;                        /* win rate, 95% half width */
};

static void
summarize(const struct report *rp, int pair, struct summary *m)
{
	pair_players(pair, rp->job->n_specs, &m->a, &m->b);
	m->totals = &rp->totals.pair[pair];
	points_per_hand(m->totals, &m->ppm, &m->pph);
	win_rate(m->totals, &m->wr, &m->wrh);
}

static void
print_text(const struct report *rp)
{
	const struct job *job = rp->job;
	printf("rules          %s\n", rp->rules_text);
	printf("players        %d, %d sides\n", job->seats, job->sides);
	if (job->deals)
		printf("deals          %" PRIu64 " (seeds %" PRIu64 "..%" PRIu64
		       "), each played twice with the seats swapped\n",
		       job->deals, job->seed_start, job->seed_start + job->deals - 1);
	for (int pair = 0; pair < pair_count(job->n_specs); pair++) {
		struct summary m;
		summarize(rp, pair, &m);
		const struct pair_totals *p = m.totals;
		int a = m.a, b = m.b;
		double ppm = m.ppm, pph = m.pph, wr = m.wr, wrh = m.wrh;
		printf("%s vs %s\n", job->specs[a].text, job->specs[b].text);
		printf("  games          %" PRIu64 ", hands %" PRIu64 " (%" PRIu64
		       " paired hand deals)\n",
		       p->games, p->hands, p->hands / 2);
		printf("  points/hand    %+.3f +- %.3f (95%%: %+.3f .. %+.3f)\n", ppm, pph,
		       ppm - pph, ppm + pph);
		printf("  games won      %.1f%% +- %.1f%% (draws %" PRIu64 ")\n", 100 * wr,
		       100 * wrh, p->draws);
		if (p->failures)
			printf("  failures       %" PRIu64 "\n", p->failures);
	}
	for (int i = 0; i < job->n_specs; i++)
		printf("ms/move        %-24s %.4f (%" PRIu64 " moves, slowest %.3f)\n",
		       job->specs[i].text, ms_per_move(&rp->totals.player[i]),
		       rp->totals.player[i].moves, 1000 * rp->totals.player[i].slowest);
	printf("threads        %d\n", job->threads);
	printf("time           %.3f s\n", rp->seconds);
}

static void
print_json(const struct report *rp)
{
	const struct job *job = rp->job;
	fputs("{\"rules\": ", stdout);
	cli_put_json_string(rp->rules_text);
	printf(", \"players\": %d, \"sides\": %d, \"seed_start\": %" PRIu64 ", \"deals\": %" PRIu64
	       ",\n \"entrants\": [", job->seats, job->sides, job->seed_start, job->deals);
	for (int i = 0; i < job->n_specs; i++) {
		printf("%s{\"name\": ", i ? ", " : "");
		cli_put_json_string(job->specs[i].text);
		printf(", \"moves\": %" PRIu64 ", \"seconds\": %.6f, \"ms_per_move\": %.6f, "
		       "\"slowest_ms\": %.6f}",
		       rp->totals.player[i].moves, rp->totals.player[i].seconds,
		       ms_per_move(&rp->totals.player[i]), 1000 * rp->totals.player[i].slowest);
	}
	fputs("],\n \"pairs\": [", stdout);
	for (int pair = 0; pair < pair_count(job->n_specs); pair++) {
		struct summary m;
		summarize(rp, pair, &m);
		const struct pair_totals *p = m.totals;
		int a = m.a, b = m.b;
		double ppm = m.ppm, pph = m.pph, wr = m.wr, wrh = m.wrh;
		printf("%s{\"a\": %d, \"b\": %d, \"totals\": {\"deals\": %" PRIu64 ", \"games\": %" PRIu64
		       ", \"hands\": %" PRIu64 ", \"points\": %" PRId64 ", \"sum_d2\": %.17g, "
		       "\"sum_h2\": %.17g, \"sum_dh\": %.17g, \"wins\": %.1f, \"sum_w2\": %.17g, "
		       "\"draws\": %" PRIu64 ", \"failures\": %" PRIu64 "},\n  \"points_per_hand\": "
		       "%.6f, \"points_per_hand_95\": [%.6f, %.6f], \"win_rate\": %.6f, "
		       "\"win_rate_95\": [%.6f, %.6f]}",
		       pair ? ",\n  " : "", a, b, p->deals, p->games, p->hands, p->points,
		       p->sum_d2, p->sum_h2, p->sum_dh, p->wins, p->sum_w2, p->draws, p->failures,
		       ppm, ppm - pph, ppm + pph, wr, wr - wrh, wr + wrh);
	}
	printf("],\n \"timing\": {\"threads\": %d, \"seconds\": %.6f}}\n", job->threads,
	       rp->seconds);
}

static uint64_t
deals_done(void *base, int n)
{
	struct worker *workers = base;
	uint64_t done = 0;
	for (int i = 0; i < n; i++)
		done += atomic_load_explicit(&workers[i].done, memory_order_relaxed);
	return done;
}

static void
draw_progress(uint64_t done, uint64_t deals, double seconds)
{
	fprintf(stderr, "\rtournament: %" PRIu64 "/%" PRIu64 " deals (%3.0f%%), %.0f s ", done,
		deals, deals ? 100.0 * (double)done / (double)deals : 100.0, seconds);
}

static bool
run_job(const struct job *job, struct totals *sum, double *seconds)
{
	struct worker *workers = cli_aligned_alloc(64, sizeof *workers * (size_t)job->threads);
	if (!workers)
		return false;
	memset(workers, 0, sizeof *workers * (size_t)job->threads);
	for (int i = 0; i < job->threads; i++) {
		workers[i].job = job;
		workers[i].index = i;
		atomic_init(&workers[i].done, 0);
	}
	struct cli_workers run = {
		.command = "tournament", .threads = job->threads, .base = workers,
		.stride = sizeof *workers, .run = worker_run, .done = deals_done,
		.draw = draw_progress, .total = job->deals,
	};
	bool ok = cli_run_workers(&run, seconds);
	for (int i = 0; i < job->threads; i++)
		add_totals(sum, &workers[i].totals);
	cli_aligned_free(workers);
	return ok;
}

/* One option of a spec, KEY=VALUE of `len` bytes at p, checked against
 * the bounds of the spec's kind. opponent_model takes none or greedy too. */
static bool
parse_spec_option(struct player_spec *spec, const char *p, size_t len)
{
	const char *eq = memchr(p, '=', len);
	if (!eq)
		return cli_usage_error("tournament", "'%.*s': use key=value", (int)len, p), false;
	char key[32], value[32];
	size_t klen = (size_t)(eq - p), vlen = len - klen - 1;
	if (klen >= sizeof key || vlen >= sizeof value)
		return cli_usage_error("tournament", "'%.*s' is too long", (int)len, p), false;
	memcpy(key, p, klen);
	key[klen] = '\0';
	memcpy(value, eq + 1, vlen);
	value[vlen] = '\0';
	if (strcmp(key, "seed") == 0)
		return cli_parse_u64("tournament", "seed", value, &spec->seed);
	enum escopa_bot_option option;
	if (escopa_bot_option_from_name(key, &option) != ESCOPA_OK) {
		char names[256] = "seed";
		for (int i = 0; i < escopa_bot_option_count(); i++) {
			size_t used = strlen(names);
			snprintf(names + used, sizeof names - used, ", %s",
				 escopa_bot_option_name((enum escopa_bot_option)i));
		}
		return cli_usage_error("tournament", "unknown player option '%s'; the options are %s",
				       key, names), false;
	}
	if (spec->n_options == MAX_SPEC_OPTIONS)
		return cli_usage_error("tournament", "too many options in '%s'", spec->text), false;
	enum escopa_bot_kind kind = spec->kind;
	int min, max;
	escopa_bot_option_bounds(kind, option, &min, &max);
	long v;
	if (option == ESCOPA_BOT_OPT_OPPONENT_MODEL && strcmp(value, "none") == 0) {
		v = ESCOPA_OPPONENT_MODEL_NONE;
	} else if (option == ESCOPA_BOT_OPT_OPPONENT_MODEL && strcmp(value, "greedy") == 0) {
		v = ESCOPA_OPPONENT_MODEL_GREEDY;
	} else {
		if (!cli_parse_int("tournament", key, value, INT32_MIN, INT32_MAX, &v))
			return false;
		if (v < min || v > max)
			return cli_usage_error("tournament", "%s=%ld is out of range for %s: %d..%d",
					       key, v, escopa_bot_kind_name(kind), min, max), false;
	}
	spec->options[spec->n_options] = option;
	spec->values[spec->n_options++] = (int)v;
	return true;
}

/* KIND[:key=value,...] or LEVEL[:key=value,...]: the options are those of
 * escopa_bot_set(), by escopa_bot_option_name(), and seed. */
static bool
parse_spec(const char *text, struct player_spec *spec)
{
	memset(spec, 0, sizeof *spec);
	spec->text = text;
	size_t name_len = strcspn(text, ":");
	char name[32];
	if (name_len >= sizeof name)
		name_len = sizeof name - 1;
	memcpy(name, text, name_len);
	name[name_len] = '\0';
	if (escopa_level_from_name(name, &spec->level) == ESCOPA_OK) {
		struct escopa_bot *bot;
		spec->is_level = true;
		if (escopa_bot_new_level(spec->level, 0, &bot) != ESCOPA_OK)
			return cli_error("tournament: out of memory"), false;
		escopa_bot_get_kind(bot, &spec->kind);
		escopa_bot_free(bot);
	} else if (escopa_bot_kind_from_name(name, &spec->kind) != ESCOPA_OK) {
		return cli_usage_error("tournament", "unknown player '%s'", name), false;
	}
	const char *p = text + strcspn(text, ":");
	while (*p == ':' || *p == ',') {
		p++;
		size_t len = strcspn(p, ",");
		if (!parse_spec_option(spec, p, len))
			return false;
		p += len;
	}
	if (*p)
		return cli_usage_error("tournament", "bad player '%s'", text), false;
	struct escopa_bot *probe;
	enum escopa_status rc = make_bot(spec, &probe);
	if (rc != ESCOPA_OK)
		return cli_usage_error("tournament", "player '%s': %s", text, escopa_status_str(rc)),
		       false;
	escopa_bot_free(probe);
	return true;
}

int
cmd_tournament(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		CLI_OPTIONS_GAME,
		{ "deals", 0, true, OPT_DEALS },
		{ "seed-start", 0, true, OPT_SEED_START },
		{ "threads", 0, true, OPT_THREADS },
		{ "player", 0, true, OPT_PLAYER },
		{ "json", 0, false, OPT_JSON },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "tournament", argc, argv, 0, NULL);
	struct player_spec specs[MAX_PLAYERS];
	struct job job = { .deals = 100, .threads = cli_default_threads(), .specs = specs };
	bool json = false;
	long n;
	while (cli_args_next(&a, options)) {
		bool ok = true;
		switch (a.id) {
		case OPT_DEALS:
			ok = cli_parse_u64("tournament", "deal count", a.value, &job.deals);
			break;
		case OPT_SEED_START:
			ok = cli_parse_u64("tournament", "first seed", a.value, &job.seed_start);
			break;
		case OPT_THREADS:
			ok = cli_parse_int("tournament", "thread count", a.value, 1, MAX_THREADS, &n);
			job.threads = (int)n;
			break;
		case OPT_PLAYER:
			if (job.n_specs == MAX_PLAYERS)
				return cli_usage_error("tournament", "at most %d players", MAX_PLAYERS);
			ok = parse_spec(a.value, &specs[job.n_specs++]);
			break;
		case OPT_JSON:
			json = true;
			break;
		}
		if (!ok)
			return EXIT_USAGE;
	}
	if (a.stop)
		return a.exit_code;
	if (job.n_specs < 2)
		return cli_usage_error("tournament", "give at least two --player");
	job.seats = (int)a.players;
	if ((uint64_t)job.threads > job.deals)
		job.threads = job.deals ? (int)job.deals : 1;

	struct escopa_rules *rules;
	struct escopa_game *probe;
	int rc = cli_new_game(&a, 0, &rules, &probe);
	if (rc != EXIT_OK)
		return rc;
	job.rules = rules;
	escopa_game_sides(probe, &job.sides);
	escopa_game_free(probe);
	char rules_line[512];
	cli_rules_line(&a, rules, rules_line, sizeof rules_line);
	struct report report = { .job = &job, .rules_text = rules_line };
	bool ok = run_job(&job, &report.totals, &report.seconds);
	escopa_rules_free(rules);
	if (!ok && report.totals.pair[0].deals == 0) {
		cli_error("tournament: could not start the threads");
		return EXIT_RUNTIME;
	}
	if (json)
		print_json(&report);
	else
		print_text(&report);
	uint64_t failures = 0;
	for (int i = 0; i < MAX_PAIRS; i++)
		failures += report.totals.pair[i].failures;
	if (failures) {
		cli_error("tournament: %" PRIu64 " deal(s) failed", failures);
		return EXIT_RUNTIME;
	}
	return ok ? EXIT_OK : EXIT_RUNTIME;
}
