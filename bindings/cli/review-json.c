/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The game review as one JSON document on stdout (its schema is in
 * doc/escopa.1): the moves in the record's notation, each side's totals,
 * and the points each side lost in each hand.
 */

#include <math.h>
#include <stdlib.h>
#include "review-report.h"

/* A number as JSON that reads back as the same double: 15 significant
 * digits when they do, else 17. Never NaN or infinite, never "-0". */
static void
put_number(double x)
{
	if (!isfinite(x) || x == 0)
		x = 0;
	char text[32];
	snprintf(text, sizeof text, "%.15g", x);
	if (strtod(text, NULL) != x)
		snprintf(text, sizeof text, "%.17g", x);
	fputs(text, stdout);
}

static void
put_move(escopa_move_t move)
{
	char text[512];
	cli_put_json_string(cli_format_move(move, ESCOPA_STYLE_ASCII, text, sizeof text) ? text
											  : "?");
}

static const char *
mark_name(enum escopa_review_mark mark)
{
	const char *name = escopa_review_mark_name(mark);
	return name ? name : "?";
}

static void
put_moves(const struct review_report *r)
{
	fputs("\"moves\": [", stdout);
	for (size_t i = 0; i < r->count; i++) {
		const struct escopa_review_move *m = &r->moves[i];
		printf("%s{\"index\": %zu, \"game\": %u, \"hand\": %u, \"seat\": %d, \"side\": %d, "
		       "\"played\": ", i ? ",\n  " : "\n  ", m->index, m->game, m->hand, m->seat,
		       m->side);
		put_move(m->played);
		fputs(", \"best\": ", stdout);
		put_move(m->best);
		fputs(", \"played_value\": ", stdout);
		put_number(m->played_value);
		fputs(", \"best_value\": ", stdout);
		put_number(m->best_value);
		fputs(", \"loss\": ", stdout);
		put_number(m->loss);
		printf(", \"choices\": %u, \"mark\": \"%s\"}", m->choices, mark_name(m->mark));
	}
	fputs("]", stdout);
}

static void
put_sides(const struct review_report *r)
{
	fputs("\"sides\": [", stdout);
	for (int side = 0; side < r->sides; side++) {
		const struct escopa_review_totals *t = &r->totals[side];
		printf("%s{\"side\": %d, \"decisions\": %u, \"forced\": %u, \"points_lost\": ",
		       side ? ",\n  " : "\n  ", side, t->decisions, t->forced);
		put_number(t->points_lost);
		fputs(", \"accuracy\": ", stdout);
		put_number(t->accuracy);
		fputs(", \"marks\": {", stdout);
		for (int mark = 0; mark < ESCOPA_REVIEW_MARKS; mark++)
			printf("%s\"%s\": %u", mark ? ", " : "",
			       mark_name((enum escopa_review_mark)mark), t->marks[mark]);
		fputs("}, \"worst\": [", stdout);
		for (uint32_t k = 0; k < t->worst_count && k < ESCOPA_REVIEW_WORST; k++)
			printf("%s%zu", k ? ", " : "", t->worst[k]);
		fputs("]}", stdout);
	}
	fputs("]", stdout);
}

/* One entry per hand in which a move was played, in order. */
static void
put_hands(const struct review_report *r)
{
	fputs("\"hands\": [", stdout);
	size_t first = 0;
	bool any = false;
	while (first < r->count) {
		const struct escopa_review_move *start = &r->moves[first];
		double lost[REVIEW_MAX_SIDES] = { 0 };
		size_t end = first;
		for (; end < r->count && r->moves[end].game == start->game &&
		       r->moves[end].hand == start->hand; end++) {
			if (r->moves[end].side >= 0 && r->moves[end].side < REVIEW_MAX_SIDES)
				lost[r->moves[end].side] += r->moves[end].loss;
		}
		printf("%s{\"game\": %u, \"hand\": %u, \"points_lost\": [", any ? ",\n  " : "\n  ",
		       start->game, start->hand);
		for (int side = 0; side < r->sides; side++) {
			if (side)
				fputs(", ", stdout);
			put_number(lost[side]);
		}
		fputs("]}", stdout);
		any = true;
		first = end;
	}
	fputs("]", stdout);
}

void
review_print_json(const struct review_report *r)
{
	printf("{\"review\": 1, \"seed\": %llu, \"rules\": ",
	       (unsigned long long)r->options->seed);
	cli_put_json_string(r->rules_text);
	printf(", \"players\": %d,\n ", r->players);
	put_moves(r);
	fputs(",\n ", stdout);
	put_sides(r);
	fputs(",\n ", stdout);
	put_hands(r);
	fputs("}\n", stdout);
}
