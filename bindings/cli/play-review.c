/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* escopa play: the review of the game just played, offered at its end
 * (or after a quit), from the record the session kept. */

#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>
#include "play.h"

/* "Review the game? [y/N]": true for y or yes. */
static bool
ask(const struct session *s)
{
	fputs("\nReview the game? [y/N]: ", stdout);
	fflush(stdout);
	char line[64];
	size_t n;
	if (cli_read_line(stdin, line, sizeof line, &n) != CLI_LINE_OK) {
		putchar('\n');
		return false;
	}
	char *text = line;
	while (isspace((unsigned char)*text))
		text++;
	while (n > 0 && isspace((unsigned char)line[n - 1]))
		line[--n] = '\0';
	if (s->echo)
		printf("%s\n", text);
	return strcasecmp(text, "y") == 0 || strcasecmp(text, "yes") == 0;
}

int
play_offer_review(const struct session *s, enum play_review when)
{
	size_t moves = 0;
	if (!s->record || when == PLAY_REVIEW_NO ||
	    escopa_record_move_count(s->record, &moves) != ESCOPA_OK || moves == 0)
		return EXIT_OK;
	/* only a person at a terminal is asked */
	if (when == PLAY_REVIEW_ASK && (s->n_humans == 0 || !isatty(STDIN_FILENO) || !ask(s)))
		return EXIT_OK;
	struct cli_review_options options = {
		.command = "play",
		.seed = 0,
		.threads = cli_default_threads(),
		.term = s->term,
	};
	puts("\n=== Review ===");
	return cli_review_record(s->record, &options);
}
