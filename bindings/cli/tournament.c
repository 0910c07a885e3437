/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa tournament: a round robin of players over paired deals (the
 * games in tournament-play.c), or with the word merge, the sum of runs
 * over other seeds (tournament-merge.c). This file reads the command line
 * of a run and runs it.
 */

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "tournament-private.h"

#define COMMAND "tournament"
#define MAX_THREADS 1024

enum { OPT_DEALS = CLI_OPT_OWN, OPT_SEED_START, OPT_THREADS, OPT_PLAYER, OPT_JSON, OPT_ANCHOR };

int
anchor_player(const struct tally *t, const char *name)
{
	for (int i = 0; i < t->n_players; i++) {
		if (strcmp(t->names[i], name) == 0)
			return i;
	}
	cli_usage_error(COMMAND, "--anchor '%s' is none of the players", name);
	return -1;
}

/* The extra players' names, after the help. */
static void
print_extra(const struct tournament_player *extra, int n_extra)
{
	if (n_extra == 0)
		return;
	fputs("\nThis program's own players (NAME or NAME:seed=N):", stdout);
	for (int i = 0; i < n_extra; i++)
		printf("%s %s", i ? "," : "", extra[i].name);
	puts(".");
}

struct run {
	struct job job;
	struct player_spec specs[TOURNAMENT_MAX_PLAYERS];
	const char *anchor;
	bool json;
};

/* The command line of a run; EXIT_OK to go on, or the exit code. */
static int
read_args(int argc, char **argv, const struct tournament_player *extra, int n_extra,
	  struct cli_args *a, struct run *run)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		CLI_OPTIONS_GAME,
		{ "deals", 0, true, OPT_DEALS },
		{ "seed-start", 0, true, OPT_SEED_START },
		{ "threads", 0, true, OPT_THREADS },
		{ "player", 0, true, OPT_PLAYER },
		{ "json", 0, false, OPT_JSON },
		{ "anchor", 0, true, OPT_ANCHOR },
		{ NULL, 0, false, 0 },
	};
	struct job *job = &run->job;
	cli_args_init(a, COMMAND, argc, argv, 0,
		      "unexpected argument; 'escopa tournament merge FILE...' adds up parts");
	long n;
	while (cli_args_next(a, options)) {
		bool ok = true;
		switch (a->id) {
		case OPT_DEALS:
			ok = cli_parse_u64(COMMAND, "deal count", a->value, &job->deals);
			break;
		case OPT_SEED_START:
			ok = cli_parse_u64(COMMAND, "first seed", a->value, &job->seed_start);
			break;
		case OPT_THREADS:
			ok = cli_parse_int(COMMAND, "thread count", a->value, 1, MAX_THREADS, &n);
			job->threads = (int)n;
			break;
		case OPT_PLAYER:
			if (job->n_specs == TOURNAMENT_MAX_PLAYERS)
				return cli_usage_error(COMMAND, "at most %d players",
						       TOURNAMENT_MAX_PLAYERS);
			ok = player_spec_parse(a->value, extra, n_extra, &run->specs[job->n_specs++]);
			break;
		case OPT_JSON:
			run->json = true;
			break;
		case OPT_ANCHOR:
			run->anchor = a->value;
			break;
		}
		if (!ok)
			return EXIT_USAGE;
	}
	if (a->stop) {
		if (a->exit_code == EXIT_OK)
			print_extra(extra, n_extra);
		return a->exit_code == EXIT_OK ? -1 : a->exit_code;
	}
	if (job->n_specs < 2)
		return cli_usage_error(COMMAND, "give at least two --player");
	if (job->deals && job->deals - 1 > UINT64_MAX - job->seed_start)
		return cli_usage_error(COMMAND, "the deals run past seed 2^64-1");
	return EXIT_OK;
}

/* Plays the run into the tally and prints its report; an exit code. */
static int
play_and_report(const struct run *run, struct tally *tally, int anchor)
{
	const struct job *job = &run->job;
	bool played = tournament_play(job, &tally->totals, &tally->seconds);
	if (!played && job->deals &&
	    tally->totals.pair[0].deals + tally->totals.pair[0].failures == 0) {
		cli_error(COMMAND ": could not start the threads");
		return EXIT_RUNTIME;
	}
	if (run->json)
		report_json(tally, anchor);
	else
		report_text(tally, anchor);
	uint64_t failures = 0;
	for (int i = 0; i < pair_count(job->n_specs); i++)
		failures += tally->totals.pair[i].failures;
	if (failures)
		cli_error(COMMAND ": %" PRIu64 " deal(s) failed", failures);
	return failures || !played ? EXIT_RUNTIME : EXIT_OK;
}

int
tournament_main(int argc, char **argv, const struct tournament_player *extra, int n_extra)
{
	if (!player_specs_check_extra(extra, n_extra))
		return EXIT_RUNTIME;
	if (argc > 1 && strcmp(argv[1], "merge") == 0)
		return tournament_merge_main(argc - 1, argv + 1);
	struct run *run = calloc(1, sizeof *run);
	struct tally *tally = calloc(1, sizeof *tally);
	if (!run || !tally) {
		free(run);
		free(tally);
		cli_error(COMMAND ": out of memory");
		return EXIT_RUNTIME;
	}
	struct job *job = &run->job;
	*job = (struct job){ .deals = 100, .threads = cli_default_threads(), .specs = run->specs };
	struct cli_args a;
	struct escopa_rules *rules = NULL;
	struct escopa_game *probe;
	int rc = read_args(argc, argv, extra, n_extra, &a, run);
	if (rc == EXIT_OK)
		rc = cli_new_game(&a, 0, &rules, &probe);
	if (rc == EXIT_OK) {
		escopa_game_sides(probe, &job->sides);
		escopa_game_free(probe);
		job->rules = rules;
		job->seats = (int)a.players;
		/* No thread without a deal: the report still names the threads. */
		if ((uint64_t)job->threads > job->deals)
			job->threads = job->deals ? (int)job->deals : 1;
		char rules_line[512];
		cli_rules_line(&a, rules, rules_line, sizeof rules_line);
		struct seed_range range = { job->seed_start, job->deals };
		*tally = (struct tally){
			.rules = rules_line, .seats = job->seats, .sides = job->sides,
			.n_players = job->n_specs, .ranges = &range, .n_ranges = job->deals != 0,
			.deals = job->deals, .threads = job->threads, .parts = 1,
		};
		for (int i = 0; i < job->n_specs; i++)
			tally->names[i] = run->specs[i].text;
		int anchor = -1;
		if (run->anchor && (anchor = anchor_player(tally, run->anchor)) < 0)
			rc = EXIT_USAGE;
		else
			rc = play_and_report(run, tally, anchor);
	}
	escopa_rules_free(rules);
	free(run);
	free(tally);
	return rc < 0 ? EXIT_OK : rc;
}

int
cmd_tournament(int argc, char **argv)
{
	return tournament_main(argc, argv, NULL, 0);
}
