/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A game server's tables: many games on several threads, each kept
 * between requests as a snapshot of ESCOPA_SNAPSHOT_SIZE bytes, as a
 * server keeps them in memory, a database or another machine.
 *
 *   server-tables [TABLES [THREADS]]
 *
 * Each round a worker thread takes its share of the tables: it restores
 * the table's game from its snapshot into a game of its own
 * (escopa_game_restore(), no allocation), plays one move of the greedy
 * player, deals the next hand when one ends, and writes the snapshot
 * back. No game is shared between threads, and the library has no global
 * state, so no lock is needed. The program runs everything once on one
 * thread and once on THREADS, and checks that the tables end the same.
 */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>

struct table {
	uint8_t snapshot[ESCOPA_SNAPSHOT_SIZE];
	uint64_t rng;           /* the greedy player's generator, kept per table */
	int over;
};

struct worker {
	struct table *tables;
	int first, step, count;
	int moves;              /* played this round */
	int failed;
};

/* One request to a table: restore, play a move, save. */
static int
serve(struct escopa_game *game, struct table *t)
{
	enum escopa_phase phase;
	escopa_move_t move;
	if (escopa_game_restore(game, t->snapshot, ESCOPA_SNAPSHOT_SIZE, NULL) ||
	    escopa_game_phase(game, &phase))
		return -1;
	if (phase == ESCOPA_PHASE_HAND_OVER && escopa_game_next_hand(game))
		return -1;
	if (escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, &t->rng, &move) ||
	    escopa_game_play(game, move, NULL) || escopa_game_phase(game, &phase))
		return -1;
	t->over = phase == ESCOPA_PHASE_GAME_OVER;
	return escopa_game_snapshot(game, t->snapshot, ESCOPA_SNAPSHOT_SIZE) ? -1 : 1;
}

static void *
work(void *arg)
{
	struct worker *w = arg;
	struct escopa_rules *rules;
	struct escopa_game *game;      /* this thread's own, reused for every table */
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) ||
	    escopa_game_new(rules, 2, 0, &game)) {
		w->failed = 1;
		return NULL;
	}
	w->moves = 0;
	for (int i = w->first; i < w->count; i += w->step) {
		if (w->tables[i].over)
			continue;
		int played = serve(game, &w->tables[i]);
		if (played < 0)
			w->failed = 1;
		else
			w->moves += played;
	}
	escopa_game_free(game);
	escopa_rules_free(rules);
	return NULL;
}

/* Deals every table, then serves rounds until every game is over; returns
 * the moves played, or -1. */
static long
run(struct table *tables, int count, int threads)
{
	struct escopa_rules *rules;
	struct escopa_game *game;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules))
		return -1;
	for (int i = 0; i < count; i++) {
		if (escopa_game_new(rules, 2, 1000 + (uint64_t)i, &game))
			return -1;
		escopa_game_snapshot(game, tables[i].snapshot, ESCOPA_SNAPSHOT_SIZE);
		escopa_game_free(game);
		tables[i].rng = (uint64_t)i;
		tables[i].over = 0;
	}
	escopa_rules_free(rules);
	long total = 0;
	for (;;) {
		pthread_t ids[64];
		struct worker workers[64];
		int round = 0;
		for (int t = 0; t < threads; t++) {
			workers[t] = (struct worker){ tables, t, threads, count, 0, 0 };
			if (pthread_create(&ids[t], NULL, work, &workers[t]))
				return -1;
		}
		for (int t = 0; t < threads; t++) {
			pthread_join(ids[t], NULL);
			if (workers[t].failed)
				return -1;
			round += workers[t].moves;
		}
		if (round == 0)
			return total;
		total += round;
	}
}

int
main(int argc, char **argv)
{
	int count = argc > 1 ? atoi(argv[1]) : 200;
	int threads = argc > 2 ? atoi(argv[2]) : 4;
	if (count < 1 || threads < 1 || threads > 64)
		return 2;
	struct table *one = calloc((size_t)count, sizeof *one);
	struct table *many = calloc((size_t)count, sizeof *many);
	if (!one || !many)
		return 1;
	long moves = run(one, count, 1);
	long again = run(many, count, threads);
	int same = moves >= 0 && moves == again &&
		   memcmp(one, many, (size_t)count * sizeof *one) == 0;
	printf("%d tables, %ld moves on 1 thread and %ld on %d: %s\n", count, moves, again,
	       threads, same ? "the same games" : "DIFFERENT");
	free(one);
	free(many);
	return same ? 0 : 1;
}
