/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the files of the game review share (cli.h is the tool's): the
 * review of a whole record, which review.c makes, and its two forms, the
 * text for people (review-text.c) and the JSON document (review-json.c).
 */

#ifndef ESCOPA_CLI_REVIEW_REPORT_H
#define ESCOPA_CLI_REVIEW_REPORT_H

#include "cli.h"

/* Sides at a table: 2 or 3 (four players play two against two). */
#define REVIEW_MAX_SIDES 4

struct review_report {
	const struct cli_review_options *options;
	const char *rules_text;         /* the record's Rules tag */
	int players;
	int sides;
	int side_of[4];                 /* each seat's side */
	/* every move of the record, in order: moves[i].index is i */
	struct escopa_review_move *moves;
	size_t count;
	struct escopa_review_totals totals[REVIEW_MAX_SIDES];
};

/* The symbol of a mark: "!" best, "" good, "?!", "?", "??". */
const char *review_mark_symbol(enum escopa_review_mark mark);

/* Each hand's moves with their marks, then each side's totals. */
void review_print_text(const struct review_report *report);
/* The JSON document of doc/escopa.1, on one line. */
void review_print_json(const struct review_report *report);

#endif /* ESCOPA_CLI_REVIEW_REPORT_H */
