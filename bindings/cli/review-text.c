/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The game review as text: each hand's moves, numbered as escopa replay
 * numbers them, with the mark, the points lost and the better move, the
 * points each side lost in the hand, then each side's totals.
 */

#include "review-report.h"

const char *
review_mark_symbol(enum escopa_review_mark mark)
{
	static const char *const symbols[ESCOPA_REVIEW_MARKS] = { "!", "", "?!", "?", "??" };
	return (unsigned)mark < ESCOPA_REVIEW_MARKS ? symbols[mark] : "";
}

static const char *
mark_name(enum escopa_review_mark mark)
{
	const char *name = escopa_review_mark_name(mark);
	return name ? name : "?";
}

/* "seat 0" or "seats 0 and 2": who plays for a side. */
static void
print_seats(const struct review_report *r, int side)
{
	int n = 0, printed = 0;
	for (int seat = 0; seat < r->players; seat++)
		n += r->side_of[seat] == side;
	fputs(n > 1 ? "seats" : "seat", stdout);
	for (int seat = 0; seat < r->players; seat++) {
		if (r->side_of[seat] != side)
			continue;
		printf("%s%d", printed == 0 ? " " : printed + 1 == n ? " and " : ", ", seat);
		printed++;
	}
}

static void
print_move(const struct review_report *r, const struct escopa_review_move *m)
{
	const struct cli_term *term = &r->options->term;
	printf("  %4zu. seat %d  ", m->index + 1, m->seat);
	if (m->choices <= 1)
		printf("    %-10s  %5s  ", "forced", "");
	else
		printf("%-2s  %-10s  %5.2f  ", review_mark_symbol(m->mark), mark_name(m->mark),
		       m->loss);
	cli_put_move(stdout, term, m->played);
	if (m->choices > 1 && m->played != m->best) {
		fputs("  (better: ", stdout);
		cli_put_move(stdout, term, m->best);
		putchar(')');
	}
	putchar('\n');
}

/* The points each side lost in the hand of moves [first, end). */
static void
print_hand_losses(const struct review_report *r, size_t first, size_t end)
{
	double lost[REVIEW_MAX_SIDES] = { 0 };
	for (size_t i = first; i < end; i++) {
		if (r->moves[i].side >= 0 && r->moves[i].side < REVIEW_MAX_SIDES)
			lost[r->moves[i].side] += r->moves[i].loss;
	}
	printf("  Points lost in hand %u:", r->moves[first].hand);
	for (int side = 0; side < r->sides; side++)
		printf(" side %d %.2f%s", side, lost[side], side + 1 < r->sides ? "," : "");
	putchar('\n');
}

static void
print_worst(const struct review_report *r, const struct escopa_review_totals *t)
{
	if (t->worst_count == 0) {
		puts("  worst moves: none lost anything");
		return;
	}
	puts("  worst moves:");
	for (uint32_t k = 0; k < t->worst_count && k < ESCOPA_REVIEW_WORST; k++) {
		if (t->worst[k] >= r->count)
			continue;
		const struct escopa_review_move *m = &r->moves[t->worst[k]];
		printf("  %4zu. seat %d  ", m->index + 1, m->seat);
		cli_put_move(stdout, &r->options->term, m->played);
		const char *symbol = review_mark_symbol(m->mark);
		printf("  %s%s%s, %.2f lost in hand %u", symbol, *symbol ? " " : "",
		       mark_name(m->mark), m->loss, m->hand);
		if (m->game > 1)
			printf(" of game %u", m->game);
		fputs(" (better: ", stdout);
		cli_put_move(stdout, &r->options->term, m->best);
		puts(")");
	}
}

static void
print_totals(const struct review_report *r, int side)
{
	const struct escopa_review_totals *t = &r->totals[side];
	printf("\nSide %d (", side);
	print_seats(r, side);
	printf("): %u decisions, %u forced moves\n", t->decisions, t->forced);
	printf("  points lost %.2f, accuracy %.1f%%\n", t->points_lost, t->accuracy);
	/* the library counts the forced moves among the best */
	fputs("  marks:", stdout);
	for (int mark = 0; mark < ESCOPA_REVIEW_MARKS; mark++) {
		printf("%s %s %u", mark ? "," : "", mark_name((enum escopa_review_mark)mark),
		       t->marks[mark]);
		if (mark == ESCOPA_REVIEW_BEST && t->forced)
			printf(" (%u forced)", t->forced);
	}
	putchar('\n');
	print_worst(r, t);
}

void
review_print_text(const struct review_report *r)
{
	printf("Review of %zu moves (%s, %d players) by the expert's analysis, seed %llu.\n",
	       r->count, r->rules_text, r->players, (unsigned long long)r->options->seed);
	puts("Each move: its mark (! best, good, ?! inaccuracy, ? mistake, ?? blunder), the\n"
	     "points of the hand it lost against the best move, and that move.");
	size_t first = 0;
	for (size_t i = 0; i < r->count; i++) {
		const struct escopa_review_move *m = &r->moves[i];
		bool new_game = i == 0 || m->game != r->moves[i - 1].game;
		if (new_game || m->hand != r->moves[i - 1].hand) {
			if (i > 0)
				print_hand_losses(r, first, i);
			first = i;
			if (new_game && m->game > 1)
				printf("\nGame %u\n", m->game);
			printf("\nHand %u\n", m->hand);
		}
		print_move(r, m);
	}
	if (r->count > 0)
		print_hand_losses(r, first, r->count);
	for (int side = 0; side < r->sides; side++)
		print_totals(r, side);
}
