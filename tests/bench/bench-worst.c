/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The cost of every call whose time depends on the position, on the worst
 * positions the readers accept (README.md, "Performance"):
 * - a joker to play onto the other joker and the 40 regular cards under
 *   capture multiples: 1,832,519,380,199 moves, the most of any position;
 * - a 10 onto the other 39 cards: 36,650,387,909, the most without jokers;
 * - the hostile-input audit's 38-card table: 18,325,193,591;
 * - the biggest table still seen as single cards under capture multiples
 *   (every 1 to 5, three 10s in hand): 209,007 captures, which
 *   escopa_game_moves() walks one by one even to count them.
 * For each: loading the position, counting, listing 512 moves, move_at at
 * the start, middle and end, a page of 4096 from the middle, is_legal,
 * play (on a copy), the random and greedy players, and listing 65536
 * moves; each figure is the median of several runs.
 *
 *   bench-worst [SECONDS_PER_RUN [RUNS]]
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

static double seconds_per_run = 0.2;
static int runs = 5;

struct job {
	struct escopa_game *game;
	struct escopa_game *scratch;
	const char *text;
	size_t index;
	escopa_move_t move;
	int kind;
};

static volatile uint64_t sink;
static escopa_move_t page[65536];

/* One call of the measured kind. */
static void
call(struct job *j)
{
	size_t n = 0, w = 0;
	escopa_move_t m = 0;
	uint64_t rng = 7 + sink;
	switch (j->kind) {
	case 0:
		escopa_game_load_position(j->scratch, j->text, strlen(j->text), NULL);
		break;
	case 1:
		escopa_game_moves(j->game, NULL, 0, &n);
		break;
	case 2:
		escopa_game_moves(j->game, page, 512, &n);
		break;
	case 3:
		escopa_game_move_at(j->game, j->index, &m);
		break;
	case 4:
		escopa_game_moves_page(j->game, j->index, page, 4096, &w, &n);
		break;
	case 5:
		escopa_game_is_legal(j->game, j->move);
		break;
	case 6:
		escopa_game_copy(j->scratch, j->game);
		escopa_game_play(j->scratch, j->move, NULL);
		break;
	case 7:
		escopa_game_choose_move(j->game, ESCOPA_PLAYER_RANDOM, &rng, &m);
		break;
	case 8:
		escopa_game_choose_move(j->game, ESCOPA_PLAYER_GREEDY, NULL, &m);
		break;
	case 9:
		escopa_game_moves(j->game, page, 65536, &n);
		break;
	}
	sink += n + w + m;
}

/* Median seconds per call. */
static double
measure(struct job *j)
{
	double results[99];
	for (int r = 0; r < runs; r++) {
		long calls = 0;
		double t0 = now(), t;
		do {
			call(j);
			calls++;
		} while ((t = now() - t0) < seconds_per_run);
		results[r] = t / (double)calls;
	}
	qsort(results, (size_t)runs, sizeof results[0], compare_double);
	return results[runs / 2];
}

static void
report(const char *what, double seconds)
{
	if (seconds >= 1e-3)
		printf("  %-34s %10.2f ms\n", what, seconds * 1e3);
	else
		printf("  %-34s %10.2f us\n", what, seconds * 1e6);
}

static void
bench(const char *label, const char *text)
{
	struct job j = { .text = text };
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	if (escopa_game_parse_position(text, strlen(text), &j.game, &error) != ESCOPA_OK ||
	    escopa_game_clone(j.game, &j.scratch) != ESCOPA_OK) {
		fprintf(stderr, "bench-worst: %s: %s\n", label, error.message);
		exit(1);
	}
	size_t count = 0;
	escopa_game_moves(j.game, NULL, 0, &count);
	printf("%s: %zu moves\n", label, count);

	/* what to measure, in order; `at` picks the index or the move: the
	 * first, the middle or the last but one / last move */
	static const struct {
		int kind;
		int at;
		const char *label;
	} steps[] = {
		{ 0, 0, "load the position" },
		{ 1, 0, "count (moves, NULL, 0)" },
		{ 2, 0, "list the first 512" },
		{ 3, 0, "move_at(0)" },
		{ 3, 1, "move_at(count / 2)" },
		{ 3, 2, "move_at(count - 2)" },
		{ 4, 1, "moves_page of 4096 at count / 2" },
		{ 5, 1, "is_legal, the middle move" },
		{ 6, 1, "copy + play, the middle move" },
		{ 5, 3, "is_legal, the last move" },
		{ 6, 3, "copy + play, the last move" },
		{ 7, 0, "choose_move, random" },
		{ 8, 0, "choose_move, greedy" },
		{ 9, 0, "list 65536 into a buffer" },
	};
	const size_t at[] = { 0, count / 2, count - 2, count - 1 };
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		j.kind = steps[i].kind;
		j.index = at[steps[i].at];
		escopa_game_move_at(j.game, j.index, &j.move);
		report(steps[i].label, measure(&j));
	}
	escopa_game_free(j.scratch);
	escopa_game_free(j.game);
}

/* The last round, stock empty: `to_play` for the seat to play and every
 * card of the deck but `off` on the table, as position text. */
static void
last_round(char *out, size_t size, const char *rules, int jokers, int seat,
	   const char *hands, const char *off)
{
	static const char *names[] = {
		"1o", "1c", "1e", "1b", "2o", "2c", "2e", "2b", "3o", "3c", "3e", "3b",
		"4o", "4c", "4e", "4b", "5o", "5c", "5e", "5b", "6o", "6c", "6e", "6b",
		"7o", "7c", "7e", "7b", "8o", "8c", "8e", "8b", "9o", "9c", "9e", "9b",
		"10o", "10c", "10e", "10b", "jk1", "jk2",
	};
	char table[256] = "";
	size_t used = 0;
	int in_hands = 0;
	for (int c = 0; c < 40 + jokers; c++) {
		char word[8];
		snprintf(word, sizeof word, " %s ", names[c]);
		char padded[64];
		snprintf(padded, sizeof padded, " %s ", off);
		if (strstr(padded, word)) {
			in_hands++;
			continue;
		}
		used += (size_t)snprintf(table + used, sizeof table - used, "%s%s",
					 used ? " " : "", names[c]);
	}
	snprintf(out, size,
		 "position 1 | rules %s | players 2 | hand 1 | dealer 1 | phase playing | "
		 "seat %d | plays %d | hands %s | table %s | stock - | captured - / - | "
		 "sweeps 0 0 | aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734",
		 rules, seat, 36 - in_hands, hands, table);
}

int
main(int argc, char **argv)
{
	bench_args(argc, argv, &seconds_per_run, &runs);

	char text[2048];
	last_round(text, sizeof text, "escoba_comodines capture_multiples=1 forced_capture=none",
		   2, 1, "- / jk1", "jk1");
	bench("a joker onto 41 piles, capture multiples", text);
	last_round(text, sizeof text, "escopa forced_capture=none", 0, 1, "- / 10o", "10o");
	bench("a 10 onto 39 cards, capture multiples", text);
	last_round(text, sizeof text, "escopa forced_capture=none", 0, 0, "1o / 1c", "1o 1c");
	bench("the audit's 38 cards, capture multiples", text);
	bench("every 1 to 5 on the table, three 10s to play",
	      "position 1 | rules escopa forced_capture=none | players 2 | hand 1 | dealer 1 | "
	      "phase playing | seat 0 | plays 18 | hands 10o 10c 10e / 10b 9o 9c | "
	      "table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b | "
	      "stock 6c 6e 6b 7o 7c 7e 7b 8o 8c 8e 8b 9b | captured 6o 9e / - | "
	      "sweeps 0 0 | aside - | scores 0 0 | last 0 | winner - | rng 1a738b426458e734");
	return 0;
}
