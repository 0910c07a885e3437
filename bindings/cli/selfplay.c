/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa selfplay: many computer games on every core. Game i of a run is
 * dealt from seed S+i and its random players draw from a generator seeded
 * from that seed alone, so a game's result depends on nothing else.
 * Thread t plays games t, t+T, t+2T... into its own accumulator; the main
 * thread only reads the per-thread progress counters and, once every
 * thread is joined, adds the accumulators up. The totals are integers, so
 * any split of the seeds adds up exactly.
 */

#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <stdalign.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

#define MAX_THREADS 1024
#define MAX_SEATS 4

enum { OPT_GAMES = CLI_OPT_OWN, OPT_SEED_START, OPT_THREADS, OPT_PLAYER, OPT_PLAYER_SEAT,
       OPT_JSON = OPT_PLAYER_SEAT + MAX_SEATS };

/* What every game adds; only integers, so that sums are exact. */
struct totals {
	uint64_t games;
	uint64_t hands;
	uint64_t decisions;
	uint64_t wins[MAX_SEATS];                              /* by side */
	uint64_t points[MAX_SEATS][ESCOPA_SCORE_ITEM_COUNT];   /* by side, item */
	uint64_t failures;                                     /* library errors */
};

struct job {
	const struct escopa_rules *rules;
	int players;
	enum escopa_player seat_player[MAX_SEATS];
	uint64_t seed_start;
	uint64_t games;
	int threads;
};

/* One per thread, on its own cache lines: written by its thread only. */
struct worker {
	alignas(64) struct totals totals;
	const struct job *job;
	int index;
	atomic_uint_fast64_t done;   /* games finished, read by the progress line */
	alignas(64) char pad;
};

static void
add_totals(struct totals *sum, const struct totals *t)
{
	sum->games += t->games;
	sum->hands += t->hands;
	sum->decisions += t->decisions;
	sum->failures += t->failures;
	for (int side = 0; side < MAX_SEATS; side++) {
		sum->wins[side] += t->wins[side];
		for (int item = 0; item < ESCOPA_SCORE_ITEM_COUNT; item++)
			sum->points[side][item] += t->points[side][item];
	}
}

/* Adds the finished hand's rows. */
static void
count_hand(struct totals *t, const struct escopa_game *game, int sides)
{
	t->hands++;
	for (int side = 0; side < sides; side++) {
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		if (escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT) != ESCOPA_OK)
			continue;
		for (int item = 0; item < ESCOPA_SCORE_ITEM_COUNT; item++)
			t->points[side][item] += (uint64_t)row[item];
	}
}

static bool
play_one(const struct job *job, uint64_t seed, struct escopa_game *game, struct totals *t)
{
	uint64_t rng = cli_player_rng(seed);
	int sides = 0;
	escopa_game_sides(game, &sides);
	for (;;) {
		enum escopa_phase phase;
		escopa_game_phase(game, &phase);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			if (escopa_game_next_hand(game) != ESCOPA_OK)
				return false;
			continue;
		}
		int seat;
		escopa_move_t move;
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		escopa_game_current_seat(game, &seat);
		if (escopa_game_choose_move(game, job->seat_player[seat], &rng, &move) != ESCOPA_OK ||
		    escopa_game_play(game, move, &res) != ESCOPA_OK)
			return false;
		t->decisions++;
		if (res.flags & ESCOPA_PLAYED_HAND_OVER)
			count_hand(t, game, sides);
	}
	int winner;
	if (escopa_game_winner(game, &winner) != ESCOPA_OK)
		return false;
	if (winner >= 0)   /* a game drawn at its hand limit is won by nobody */
		t->wins[winner]++;
	t->games++;
	return true;
}

static void *
worker_run(void *arg)
{
	struct worker *w = arg;
	const struct job *job = w->job;
	struct escopa_game *game = NULL;
	for (uint64_t i = (uint64_t)w->index; i < job->games; i += (uint64_t)job->threads) {
		uint64_t seed = job->seed_start + i;
		/* A new game per seed; the allocation is one small block. */
		escopa_game_free(game);
		game = NULL;
		if (escopa_game_new(job->rules, job->players, seed, &game) != ESCOPA_OK ||
		    !play_one(job, seed, game, &w->totals))
			w->totals.failures++;
		atomic_fetch_add_explicit(&w->done, 1, memory_order_relaxed);
	}
	escopa_game_free(game);
	return NULL;
}

static uint64_t
games_done(void *base, int n)
{
	struct worker *workers = base;
	uint64_t done = 0;
	for (int i = 0; i < n; i++)
		done += atomic_load_explicit(&workers[i].done, memory_order_relaxed);
	return done;
}

static void
draw_progress(uint64_t done, uint64_t games, double seconds)
{
	fprintf(stderr, "\rselfplay: %" PRIu64 "/%" PRIu64 " games (%3.0f%%), %.0f games/s ", done,
		games, games ? 100.0 * (double)done / (double)games : 100.0,
		seconds > 0 ? (double)done / seconds : 0.0);
}

static double
ratio(uint64_t a, uint64_t b)
{
	return b ? (double)a / (double)b : 0.0;
}

struct report {
	const struct job *job;
	const char *rules_text;
	int sides;
	struct totals totals;
	double seconds;
};

static void
print_text(const struct report *rp)
{
	const struct job *job = rp->job;
	const struct totals *t = &rp->totals;
	printf("rules          %s\n", rp->rules_text);
	printf("players        %d, %d sides\n", job->players, rp->sides);
	printf("seats         ");
	for (int seat = 0; seat < job->players; seat++)
		printf(" %d:%s", seat, cli_player_name(job->seat_player[seat]));
	putchar('\n');
	if (job->games)
		printf("seeds          %" PRIu64 "..%" PRIu64 "\n", job->seed_start,
		       job->seed_start + job->games - 1);
	printf("games          %" PRIu64 "\n", t->games);
	printf("hands          %" PRIu64 "  (%.3f per game)\n", t->hands, ratio(t->hands, t->games));
	printf("decisions      %" PRIu64 "  (%.3f per game)\n", t->decisions,
	       ratio(t->decisions, t->games));
	if (t->failures)
		printf("failures       %" PRIu64 "\n", t->failures);
	for (int side = 0; side < rp->sides; side++) {
		printf("wins side %d    %" PRIu64 "  (%.2f%%; seats", side, t->wins[side],
		       100.0 * ratio(t->wins[side], t->games));
		for (int seat = side; seat < job->players; seat += rp->sides)
			printf(" %d", seat);
		puts(")");
	}
	puts("points per hand, by side:");
	printf("  %-16s", "category");
	for (int side = 0; side < rp->sides; side++)
		printf("  side %d", side);
	putchar('\n');
	for (int item = 0; item <= ESCOPA_SCORE_TOTAL; item++) {
		printf("  %-16s", escopa_score_item_name((enum escopa_score_item)item));
		for (int side = 0; side < rp->sides; side++)
			printf("  %6.3f", ratio(t->points[side][item], t->hands));
		putchar('\n');
	}
	uint64_t sweeps = 0;
	for (int side = 0; side < rp->sides; side++)
		sweeps += t->points[side][ESCOPA_SCORE_SWEEPS];
	printf("sweeps/hand    %.4f\n", ratio(sweeps, t->hands));
	/* Timings last, so that runs compare equal without them. */
	printf("threads        %d\n", job->threads);
	printf("time           %.3f s\n", rp->seconds);
	printf("games/s        %.0f\n", rp->seconds > 0 ? (double)t->games / rp->seconds : 0.0);
	printf("decisions/s    %.0f\n",
	       rp->seconds > 0 ? (double)t->decisions / rp->seconds : 0.0);
}

static void
print_json_sides(const uint64_t *values, int sides, size_t stride)
{
	putchar('[');
	for (int side = 0; side < sides; side++)
		printf("%s%" PRIu64, side ? ", " : "", values[(size_t)side * stride]);
	putchar(']');
}

static void
print_json(const struct report *rp)
{
	const struct job *job = rp->job;
	const struct totals *t = &rp->totals;
	fputs("{\"rules\": ", stdout);
	cli_put_json_string(rp->rules_text);
	printf(", \"players\": %d, \"sides\": %d, \"seats\": [", job->players, rp->sides);
	for (int seat = 0; seat < job->players; seat++)
		printf("%s\"%s\"", seat ? ", " : "", cli_player_name(job->seat_player[seat]));
	printf("], \"seed_start\": %" PRIu64 ",\n", job->seed_start);
	printf(" \"totals\": {\"games\": %" PRIu64 ", \"hands\": %" PRIu64
	       ", \"decisions\": %" PRIu64 ", \"failures\": %" PRIu64 ", \"wins\": ",
	       t->games, t->hands, t->decisions, t->failures);
	print_json_sides(t->wins, rp->sides, 1);
	fputs(",\n  \"points\": {", stdout);
	for (int item = 0; item < ESCOPA_SCORE_ITEM_COUNT; item++) {
		printf("%s\"%s\": ", item ? ", " : "",
		       escopa_score_item_name((enum escopa_score_item)item));
		print_json_sides(&t->points[0][item], rp->sides, ESCOPA_SCORE_ITEM_COUNT);
	}
	fputs("}},\n \"per_hand\": {", stdout);
	uint64_t sweeps = 0;
	for (int item = 0; item <= ESCOPA_SCORE_TOTAL; item++) {
		printf("%s\"%s\": [", item ? ", " : "",
		       escopa_score_item_name((enum escopa_score_item)item));
		for (int side = 0; side < rp->sides; side++)
			printf("%s%.6f", side ? ", " : "", ratio(t->points[side][item], t->hands));
		putchar(']');
	}
	for (int side = 0; side < rp->sides; side++)
		sweeps += t->points[side][ESCOPA_SCORE_SWEEPS];
	printf(", \"all_sweeps\": %.6f},\n", ratio(sweeps, t->hands));
	printf(" \"timing\": {\"threads\": %d, \"seconds\": %.6f, \"games_per_second\": %.1f, "
	       "\"decisions_per_second\": %.1f}}\n",
	       job->threads, rp->seconds,
	       rp->seconds > 0 ? (double)t->games / rp->seconds : 0.0,
	       rp->seconds > 0 ? (double)t->decisions / rp->seconds : 0.0);
}

/* Plays the job on its threads; false if a thread could not start. */
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
		.command = "selfplay", .threads = job->threads, .base = workers,
		.stride = sizeof *workers, .run = worker_run, .done = games_done,
		.draw = draw_progress, .total = job->games,
	};
	bool ok = cli_run_workers(&run, seconds);
	for (int i = 0; i < job->threads; i++)
		add_totals(sum, &workers[i].totals);
	cli_aligned_free(workers);
	return ok;
}

int
cmd_selfplay(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		CLI_OPTIONS_GAME,
		{ "games", 0, true, OPT_GAMES },
		{ "seed-start", 0, true, OPT_SEED_START },
		{ "threads", 0, true, OPT_THREADS },
		{ "player", 0, true, OPT_PLAYER },
		{ "player-0", 0, true, OPT_PLAYER_SEAT + 0 },
		{ "player-1", 0, true, OPT_PLAYER_SEAT + 1 },
		{ "player-2", 0, true, OPT_PLAYER_SEAT + 2 },
		{ "player-3", 0, true, OPT_PLAYER_SEAT + 3 },
		{ "json", 0, false, OPT_JSON },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "selfplay", argc, argv, 0, NULL);
	struct job job = { .games = 1000, .threads = cli_default_threads() };
	enum escopa_player all = ESCOPA_PLAYER_RANDOM;
	bool seat_set[MAX_SEATS] = { false };
	bool json = false;
	long n;
	while (cli_args_next(&a, options)) {
		bool ok = true;
		switch (a.id) {
		case OPT_GAMES:
			ok = cli_parse_u64("selfplay", "game count", a.value, &job.games);
			break;
		case OPT_SEED_START:
			ok = cli_parse_u64("selfplay", "first seed", a.value, &job.seed_start);
			break;
		case OPT_THREADS:
			ok = cli_parse_int("selfplay", "thread count", a.value, 1, MAX_THREADS, &n);
			job.threads = (int)n;
			break;
		case OPT_PLAYER:
			ok = cli_parse_player("selfplay", a.value, &all);
			break;
		case OPT_JSON:
			json = true;
			break;
		default: {
			int seat = a.id - OPT_PLAYER_SEAT;
			ok = cli_parse_player("selfplay", a.value, &job.seat_player[seat]);
			seat_set[seat] = true;
			break;
		}
		}
		if (!ok)
			return EXIT_USAGE;
	}
	if (a.stop)
		return a.exit_code;
	job.players = (int)a.players;
	for (int seat = 0; seat < MAX_SEATS; seat++) {
		if (seat_set[seat] && seat >= job.players)
			return cli_usage_error("selfplay", "--player-%d: there are only seats 0 to %d",
					       seat, job.players - 1);
		if (!seat_set[seat])
			job.seat_player[seat] = all;
	}
	/* No thread without a game: the report still names the threads used. */
	if ((uint64_t)job.threads > job.games)
		job.threads = job.games ? (int)job.games : 1;

	/* The rules, and the number of sides from a throwaway game of them. */
	struct escopa_rules *rules;
	struct escopa_game *probe;
	int rc = cli_new_game(&a, 0, &rules, &probe);
	if (rc != EXIT_OK)
		return rc;
	job.rules = rules;
	char rules_line[512];
	cli_rules_line(&a, rules, rules_line, sizeof rules_line);
	struct report report = { .job = &job, .rules_text = rules_line };
	escopa_game_sides(probe, &report.sides);
	escopa_game_free(probe);

	bool ok = run_job(&job, &report.totals, &report.seconds);
	escopa_rules_free(rules);
	if (!ok && report.totals.games == 0) {
		cli_error("selfplay: could not start the threads");
		return EXIT_RUNTIME;
	}
	if (json)
		print_json(&report);
	else
		print_text(&report);
	if (report.totals.failures) {
		cli_error("selfplay: %" PRIu64 " game(s) failed", report.totals.failures);
		return EXIT_RUNTIME;
	}
	return ok ? EXIT_OK : EXIT_RUNTIME;
}
