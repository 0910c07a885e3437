/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Reviewing a whole game (escopa_review_record): a two-player Escoba de 15
 * game played by the medium level against itself, reviewed by a new
 * review with the expert's defaults; the median of several runs, in
 * seconds per game and milliseconds per decision.
 *
 *   bench-review [RUNS]
 *   bench-review --once    one review and nothing else, for callgrind
 */

#define _POSIX_C_SOURCE 200809L /* clock_gettime */

#include <stdio.h>
#include <string.h>
#include <escopa/escopa.h>
#include "bench-clock.h"

static struct escopa_record *
played_game(void)
{
	struct escopa_rules *rules = NULL;
	struct escopa_record *record = NULL;
	struct escopa_game *game = NULL;
	struct escopa_bot *bot = NULL;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) != ESCOPA_OK ||
	    escopa_record_new(rules, 2, 2026, &record) != ESCOPA_OK ||
	    escopa_game_new(rules, 2, 2026, &game) != ESCOPA_OK ||
	    escopa_bot_new_level(ESCOPA_LEVEL_MEDIUM, 7, &bot) != ESCOPA_OK)
		exit(1);
	enum escopa_phase phase;
	while (escopa_record_game(record, game) == ESCOPA_OK &&
	       escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		escopa_move_t move;
		if (phase != ESCOPA_PHASE_PLAYING) {
			if (escopa_record_next_hand(record, NULL, 0) != ESCOPA_OK)
				exit(1);
		} else if (escopa_bot_choose_game(bot, game, &move) != ESCOPA_OK ||
			   escopa_record_play(record, move) != ESCOPA_OK) {
			exit(1);
		}
	}
	escopa_bot_free(bot);
	escopa_game_free(game);
	escopa_rules_free(rules);
	return record;
}

static double
review_once(const struct escopa_record *record)
{
	struct escopa_review *review = NULL;
	if (escopa_review_new(0, &review) != ESCOPA_OK)
		exit(1);
	double t0 = now();
	if (escopa_review_record(review, record, NULL, NULL) != ESCOPA_OK)
		exit(1);
	double t = now() - t0;
	escopa_review_free(review);
	return t;
}

int
main(int argc, char **argv)
{
	struct escopa_record *record = played_game();
	size_t moves = 0;
	escopa_record_move_count(record, &moves);
	if (argc > 1 && strcmp(argv[1], "--once") == 0) {
		review_once(record);
		escopa_record_free(record);
		return 0;
	}
	int runs = argc > 1 ? atoi(argv[1]) : 5;
	if (runs < 1 || runs > 99)
		runs = 5;
	double results[99];
	for (int r = 0; r < runs; r++)
		results[r] = review_once(record);
	qsort(results, (size_t)runs, sizeof results[0], compare_double);
	double median = results[runs / 2];
	printf("review-escoba-de-15-game: %zu decisions, %.3f s a game, %.3f ms a decision "
	       "(median of %d)\n", moves, median, median * 1e3 / (double)moves, runs);
	escopa_record_free(record);
	return 0;
}
