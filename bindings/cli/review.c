/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa review: reads a game record and has the library's review mark
 * every move against the expert's analysis, then prints the marks and
 * each side's totals (review-text.c) or their JSON (review-json.c).
 * escopa play reviews its own game through cli_review_record().
 */

#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "review-report.h"

enum { OPT_JSON = CLI_OPT_OWN, OPT_THREADS, OPT_STYLE };

/* Width of the progress bar, in cells. */
#define BAR_CELLS 30

struct progress {
	struct review_report *report;
	bool bar;                       /* stderr is a terminal */
	double start;
};

static void
draw_bar(size_t done, size_t total, double seconds)
{
	size_t filled = total ? done * BAR_CELLS / total : BAR_CELLS;
	char cells[BAR_CELLS + 1];
	for (size_t i = 0; i < BAR_CELLS; i++)
		cells[i] = i < filled ? '#' : '.';
	cells[BAR_CELLS] = '\0';
	fprintf(stderr, "\rreview: [%s] %zu/%zu moves, %.1f s ", cells, done, total, seconds);
	fflush(stderr);
}

/* After each reviewed move: keeps it and moves the bar on. */
static int
on_move(const struct escopa_review_move *move, size_t done, size_t total, void *user)
{
	struct progress *p = user;
	struct review_report *r = p->report;
	if (move->index < r->count)
		r->moves[move->index] = *move;
	if (p->bar)
		draw_bar(done, total, cli_now() - p->start);
	return 0;
}

/* The record's Rules tag, allocated; NULL when out of memory. */
static char *
rules_tag(const struct escopa_record *record)
{
	size_t len = 0;
	if (escopa_record_tag(record, "Rules", NULL, 0, &len) != ESCOPA_OK)
		return strdup("");
	char *text = malloc(len + 1);
	if (text && escopa_record_tag(record, "Rules", text, len + 1, &len) != ESCOPA_OK)
		text[0] = '\0';
	return text;
}

/* The players and sides of the record's game. */
static bool
table_of(const struct escopa_record *record, struct review_report *r)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	bool ok = escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) == ESCOPA_OK &&
		  escopa_game_new(rules, 2, 0, &game) == ESCOPA_OK &&
		  escopa_record_game(record, game) == ESCOPA_OK &&
		  escopa_game_players(game, &r->players) == ESCOPA_OK &&
		  escopa_game_sides(game, &r->sides) == ESCOPA_OK && r->sides <= REVIEW_MAX_SIDES &&
		  r->players <= 4;
	for (int seat = 0; ok && seat < r->players; seat++)
		ok = escopa_game_side_of(game, seat, &r->side_of[seat]) == ESCOPA_OK;
	escopa_game_free(game);
	escopa_rules_free(rules);
	return ok;
}

/* The most threads the expert takes. */
static int
max_threads(void)
{
	int min = 1, max = 1;
	escopa_bot_option_bounds(ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_THREADS, &min, &max);
	return max;
}

/* The review's expert with the threads asked for, at most its bound. */
static enum escopa_status
set_threads(struct escopa_review *review, int threads)
{
	struct escopa_bot *bot = NULL;
	enum escopa_status st = escopa_review_bot(review, &bot);
	if (st == ESCOPA_OK)
		st = escopa_bot_set(bot, ESCOPA_BOT_OPT_THREADS,
				    threads < max_threads() ? threads : max_threads());
	return st;
}

int
cli_review_record(const struct escopa_record *record, const struct cli_review_options *options)
{
	struct review_report report = { .options = options };
	size_t count = 0;
	escopa_record_move_count(record, &count);
	char *rules_text = rules_tag(record);
	report.moves = calloc(count ? count : 1, sizeof *report.moves);
	report.count = count;
	report.rules_text = rules_text;
	struct escopa_review *review = NULL;
	enum escopa_status st = ESCOPA_E_NOMEM;
	if (rules_text && report.moves && table_of(record, &report))
		st = escopa_review_new(options->seed, &review);
	if (st == ESCOPA_OK)
		st = set_threads(review, options->threads);
	if (st == ESCOPA_OK) {
		struct progress p = { .report = &report, .bar = isatty(STDERR_FILENO),
				      .start = cli_now() };
		if (p.bar)
			draw_bar(0, count, 0);
		st = escopa_review_record(review, record, on_move, &p);
		if (p.bar)
			fputc('\n', stderr);
	}
	for (int side = 0; st == ESCOPA_OK && side < report.sides; side++)
		st = escopa_review_totals(review, side, &report.totals[side]);
	int rc = EXIT_OK;
	if (st != ESCOPA_OK) {
		cli_error("%s: the review failed: %s", options->command, escopa_status_str(st));
		rc = EXIT_RUNTIME;
	} else if (options->json) {
		review_print_json(&report);
	} else {
		review_print_text(&report);
	}
	escopa_review_free(review);
	free(report.moves);
	free(rules_text);
	return rc;
}

int
cmd_review(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		{ "seed", 0, true, CLI_OPT_SEED },
		{ "threads", 0, true, OPT_THREADS },
		{ "json", 0, false, OPT_JSON },
		{ "style", 0, true, OPT_STYLE },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "review", argc, argv, 1, "give one record");
	struct cli_review_options opt = { .command = "review" };
	opt.term.style = ESCOPA_STYLE_ASCII;
	long threads = -1;
	while (cli_args_next(&a, options)) {
		bool ok = true;
		switch (a.id) {
		case OPT_JSON:
			opt.json = true;
			break;
		case OPT_THREADS:
			ok = cli_parse_int("review", "thread count", a.value, 1, max_threads(),
					   &threads);
			break;
		case OPT_STYLE:
			ok = cli_parse_style("review", a.value, &opt.term.style);
			break;
		}
		if (!ok)
			return EXIT_USAGE;
	}
	if (a.stop)
		return a.exit_code;
	if (a.n_positional == 0)
		return cli_usage_error("review", "missing RECORD (a file, or - for stdin)");
	opt.seed = a.seed;
	opt.threads = threads > 0 ? (int)threads : cli_default_threads();

	struct escopa_record *record;
	int rc = cli_read_record("review", a.positional[0], &record);
	if (rc != EXIT_OK)
		return rc;
	rc = cli_review_record(record, &opt);
	escopa_record_free(record);
	return rc;
}
