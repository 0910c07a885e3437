/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What one bot decision costs on the worst positions the readers accept
 * (bench-worst's four tables, and two with hidden cards under capture
 * multiples), for every kind with its defaults, the biggest iteration
 * budgets, and every level; and how far past a time budget a decision
 * returns. Each figure is over RUNS decisions of a bot made anew: the
 * median and the slowest, in milliseconds of the thread's CPU time (one
 * core's worth, whatever else the machine runs) and of the wall clock.
 *
 *   bench-bots-worst [RUNS]           every bot on every position
 *   bench-bots-worst --time [RUNS]    time budgets of 20 and 100 ms
 *   bench-bots-worst --positions      the positions, one a line
 *   bench-bots-worst --fixed [BOT]    the callgrind workload: games of
 *                                     medium, hard, expert, pimc and
 *                                     ismcts (1000 iterations) against
 *                                     greedy, or of the one named
 */

#define _POSIX_C_SOURCE 200809L

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

#define MAX_RUNS 99

static const char *const card_names[] = {
	"1o", "1c", "1e", "1b", "2o", "2c", "2e", "2b", "3o", "3c", "3e", "3b",
	"4o", "4c", "4e", "4b", "5o", "5c", "5e", "5b", "6o", "6c", "6e", "6b",
	"7o", "7c", "7e", "7b", "8o", "8c", "8e", "8b", "9o", "9c", "9e", "9b",
	"10o", "10c", "10e", "10b", "jk1", "jk2",
};

/* The last round of two players, stock empty: seat `seat` to play, every
 * card of the deck but those of `hands` on the table (bench-worst's). */
static void
last_round(char *out, size_t size, const char *rules, int jokers, int seat, const char *hands,
	   const char *off)
{
	char table[256] = "", padded[64];
	size_t used = 0;
	int in_hands = 0;
	snprintf(padded, sizeof padded, " %s ", off);
	for (int c = 0; c < 40 + jokers; c++) {
		char word[8];
		snprintf(word, sizeof word, " %s ", card_names[c]);
		if (strstr(padded, word)) {
			in_hands++;
			continue;
		}
		used += (size_t)snprintf(table + used, sizeof table - used, "%s%s", used ? " " : "",
					 card_names[c]);
	}
	snprintf(out, size,
		 "position 1 | rules %s | players 2 | hand 1 | dealer 1 | phase playing | "
		 "seat %d | plays %d | hands %s | table %s | stock - | captured - / - | "
		 "sweeps 0 0 | aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734",
		 rules, seat, 36 - in_hands, hands, table);
}

struct position {
	const char *label;
	char text[1024];
};

static int
make_positions(struct position *p)
{
	int n = 0;
	p[n].label = "a joker onto 41 piles (last card)";
	last_round(p[n++].text, sizeof p->text,
		   "escoba_comodines capture_multiples=1 forced_capture=none", 2, 1, "- / jk1", "jk1");
	p[n].label = "a 10 onto 39 cards (last card)";
	last_round(p[n++].text, sizeof p->text, "escopa forced_capture=none", 0, 1, "- / 10o",
		   "10o");
	p[n].label = "the audit's 38 cards (two left)";
	last_round(p[n++].text, sizeof p->text, "escopa forced_capture=none", 0, 0, "1o / 1c",
		   "1o 1c");
	p[n].label = "every 1 to 5, three 10s, a stock";
	snprintf(p[n++].text, sizeof p->text, "%s",
		 "position 1 | rules escopa forced_capture=none | players 2 | hand 1 | dealer 1 | "
		 "phase playing | seat 0 | plays 18 | hands 10o 10c 10e / 10b 9o 9c | "
		 "table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b | "
		 "stock 6c 6e 6b 7o 7c 7e 7b 8o 8c 8e 8b 9b | captured 6o 9e / - | "
		 "sweeps 0 0 | aside - | scores 0 0 | last 0 | winner - | rng 1a738b426458e734");
	p[n].label = "every 1 to 7, three 10s, a stock";
	snprintf(p[n++].text, sizeof p->text, "%s",
		 "position 1 | rules escopa forced_capture=none | players 2 | hand 1 | dealer 1 | "
		 "phase playing | seat 0 | plays 24 | hands 10o 10c 10e / 10b 9o 9c | "
		 "table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b "
		 "7o 7c 7e 7b | stock 9e 9b 8o 8c 8e 8b | captured - / - | sweeps 0 0 | "
		 "aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734");
	p[n].label = "jokers, every 1 to 7, a stock";
	snprintf(p[n++].text, sizeof p->text, "%s",
		 "position 1 | rules escoba_comodines capture_multiples=1 forced_capture=none | "
		 "players 2 | hand 1 | dealer 1 | phase playing | seat 0 | plays 24 | "
		 "hands jk1 10o 10c / 10b 9o 9c | "
		 "table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b "
		 "7o 7c 7e 7b | stock 9e 9b 8o 8c jk2 10e 8e 8b | captured - / - | sweeps 0 0 | "
		 "aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734");
	return n;
}

/* A bot to measure: a level, or a kind with an iteration budget (0 for
 * the kind's default) and a time budget. */
struct bot_spec {
	const char *label;
	int level;                             /* -1: a kind */
	enum escopa_bot_kind kind;
	int iterations;                        /* -1: the kind's most */
	int time_ms;
};

static struct escopa_bot *
make_bot(const struct bot_spec *spec, uint64_t seed)
{
	struct escopa_bot *bot = NULL;
	enum escopa_status rc = spec->level >= 0
		? escopa_bot_new_level((enum escopa_level)spec->level, seed, &bot)
		: escopa_bot_new(spec->kind, seed, &bot);
	if (rc == ESCOPA_OK && spec->iterations) {
		int min, max = spec->iterations;
		if (max < 0)
			escopa_bot_option_bounds(spec->kind, ESCOPA_BOT_OPT_ITERATIONS, &min, &max);
		rc = escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, max);
	}
	if (rc == ESCOPA_OK && spec->time_ms)
		rc = escopa_bot_set(bot, ESCOPA_BOT_OPT_TIME_MS, spec->time_ms);
	if (rc != ESCOPA_OK) {
		fprintf(stderr, "bench-bots-worst: %s: %s\n", spec->label, escopa_status_str(rc));
		exit(1);
	}
	return bot;
}

static double
thread_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The median and the slowest of `runs` decisions, in ms: CPU, wall. */
static void
measure(const struct bot_spec *spec, const struct escopa_game *game, int runs, double *out)
{
	double cpu[MAX_RUNS], wall[MAX_RUNS];
	for (int r = 0; r < runs; r++) {
		struct escopa_bot *bot = make_bot(spec, (uint64_t)r + 1);
		escopa_move_t move;
		double c0 = thread_seconds(), w0 = now();
		if (escopa_bot_choose_game(bot, game, &move) != ESCOPA_OK ||
		    escopa_game_is_legal(game, move) != ESCOPA_OK) {
			fprintf(stderr, "bench-bots-worst: %s chose no legal move\n", spec->label);
			exit(1);
		}
		wall[r] = (now() - w0) * 1e3;
		cpu[r] = (thread_seconds() - c0) * 1e3;
		escopa_bot_free(bot);
	}
	qsort(cpu, (size_t)runs, sizeof cpu[0], compare_double);
	qsort(wall, (size_t)runs, sizeof wall[0], compare_double);
	out[0] = cpu[runs / 2];
	out[1] = cpu[runs - 1];
	out[2] = wall[runs / 2];
	out[3] = wall[runs - 1];
}

static struct escopa_game *
parse(const struct position *p)
{
	struct escopa_game *game;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	if (escopa_game_parse_position(p->text, strlen(p->text), &game, &error) != ESCOPA_OK) {
		fprintf(stderr, "bench-bots-worst: %s: %s\n", p->label, error.message);
		exit(1);
	}
	return game;
}

static const struct bot_spec every_bot[] = {
	{ "random", -1, ESCOPA_BOT_RANDOM, 0, 0 },
	{ "greedy", -1, ESCOPA_BOT_GREEDY, 0, 0 },
	{ "pimc (200 deals)", -1, ESCOPA_BOT_PIMC, 0, 0 },
	{ "pimc, 100000 deals", -1, ESCOPA_BOT_PIMC, -1, 0 },
	{ "ismcts (5000 iterations)", -1, ESCOPA_BOT_ISMCTS, 0, 0 },
	{ "ismcts, 1000000 iterations", -1, ESCOPA_BOT_ISMCTS, -1, 0 },
	{ "omniscient", -1, ESCOPA_BOT_OMNISCIENT, 0, 0 },
	{ "easy", ESCOPA_LEVEL_EASY, 0, 0, 0 },
	{ "medium", ESCOPA_LEVEL_MEDIUM, 0, 0, 0 },
	{ "hard", ESCOPA_LEVEL_HARD, 0, 0, 0 },
	{ "expert", ESCOPA_LEVEL_EXPERT, 0, 0, 0 },
};

static const struct bot_spec timed_bots[] = {
	{ "pimc, most deals, 20 ms", -1, ESCOPA_BOT_PIMC, -1, 20 },
	{ "pimc, most deals, 100 ms", -1, ESCOPA_BOT_PIMC, -1, 100 },
	{ "ismcts, most iterations, 20 ms", -1, ESCOPA_BOT_ISMCTS, -1, 20 },
	{ "ismcts, most iterations, 100 ms", -1, ESCOPA_BOT_ISMCTS, -1, 100 },
};

static void
table(const struct bot_spec *bots, size_t n_bots, int runs)
{
	struct position positions[8];
	int n = make_positions(positions);
	printf("%-32s %-34s %9s %9s %9s %9s\n", "bot", "position", "cpu med", "cpu max",
	       "wall med", "wall max");
	for (size_t b = 0; b < n_bots; b++) {
		double worst[4] = { 0, 0, 0, 0 };
		for (int i = 0; i < n; i++) {
			struct escopa_game *game = parse(&positions[i]);
			double r[4];
			measure(&bots[b], game, runs, r);
			printf("%-32s %-34s %9.2f %9.2f %9.2f %9.2f\n", bots[b].label,
			       positions[i].label, r[0], r[1], r[2], r[3]);
			for (int k = 0; k < 4; k++)
				worst[k] = r[k] > worst[k] ? r[k] : worst[k];
			escopa_game_free(game);
		}
		printf("%-32s %-34s %9.2f %9.2f %9.2f %9.2f\n\n", bots[b].label, "(the worst)",
		       worst[0], worst[1], worst[2], worst[3]);
		fflush(stdout);
	}
}

/* Plays two whole games of each bot (or the one named) against the
 * greedy bot, the seats swapped; returns the bot's decisions. What
 * callgrind collects. */
__attribute__((noinline)) static long
fixed_workload(const char *only)
{
	static const struct bot_spec bots[] = {
		{ "medium", ESCOPA_LEVEL_MEDIUM, 0, 0, 0 },
		{ "hard", ESCOPA_LEVEL_HARD, 0, 0, 0 },
		{ "expert", ESCOPA_LEVEL_EXPERT, 0, 0, 0 },
		{ "pimc", -1, ESCOPA_BOT_PIMC, 0, 0 },
		{ "ismcts", -1, ESCOPA_BOT_ISMCTS, 1000, 0 },
	};
	struct escopa_rules *rules;
	struct escopa_bot *greedy;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) != ESCOPA_OK ||
	    escopa_bot_new(ESCOPA_BOT_GREEDY, 0, &greedy) != ESCOPA_OK)
		exit(1);
	long decisions = 0;
	for (size_t b = 0; b < sizeof bots / sizeof bots[0]; b++) {
		if (only && strcmp(only, bots[b].label) != 0)
			continue;
		struct escopa_bot *bot = make_bot(&bots[b], 5);
		for (uint64_t seed = 1; seed <= 2; seed++) {
			struct escopa_game *game;
			if (escopa_game_new(rules, 2, seed, &game) != ESCOPA_OK)
				exit(1);
			enum escopa_phase phase;
			while (escopa_game_phase(game, &phase) == ESCOPA_OK &&
			       phase != ESCOPA_PHASE_GAME_OVER) {
				if (phase != ESCOPA_PHASE_PLAYING) {
					escopa_game_next_hand(game);
					continue;
				}
				int seat;
				escopa_move_t move;
				escopa_game_current_seat(game, &seat);
				bool mine = (uint64_t)seat == seed % 2;
				escopa_bot_choose_game(mine ? bot : greedy, game, &move);
				escopa_game_play(game, move, NULL);
				decisions += mine;
			}
			escopa_game_free(game);
		}
		escopa_bot_free(bot);
	}
	escopa_bot_free(greedy);
	escopa_rules_free(rules);
	return decisions;
}

int
main(int argc, char **argv)
{
	int runs = 5;
	if (argc > 1 && strcmp(argv[1], "--positions") == 0) {
		struct position positions[8];
		int n = make_positions(positions);
		for (int i = 0; i < n; i++)
			printf("%s\n", positions[i].text);
		return 0;
	}
	if (argc > 1 && strcmp(argv[1], "--fixed") == 0) {
		printf("decisions %ld\n", fixed_workload(argc > 2 ? argv[2] : NULL));
		return 0;
	}
	bool timed = argc > 1 && strcmp(argv[1], "--time") == 0;
	if (argc > 1 + timed)
		runs = atoi(argv[1 + timed]);
	if (runs < 1 || runs > MAX_RUNS)
		runs = 5;
	if (timed)
		table(timed_bots, sizeof timed_bots / sizeof timed_bots[0], runs);
	else
		table(every_bot, sizeof every_bot / sizeof every_bot[0], runs);
	return 0;
}
