/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * pool-duel: one player against another over paired deals, to tune the
 * pool's players before the round robin of escopa-pool. Deal i is the
 * game of seed S+i played twice, A on the even sides then on the odd
 * ones. Prints A's points a hand over B's with a 95% interval over deals
 * (the ratio of per-deal sums, as escopa tournament computes it), and
 * each player's CPU time a move: mean and slowest, over all its moves
 * and over those of a last round (stock empty).
 *
 *   pool-duel A B [deals] [seed-start] [preset] [players]
 *
 * With POOL_DUEL_SLOW_MS=x in the environment, the view of every move
 * slower than x ms goes to stderr.
 *
 * A and B: a pool player's name, or a library level or bot kind.
 */

#define _POSIX_C_SOURCE 200809L

#include <inttypes.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "pool.h"

struct contestant {
	const char *name;
	const struct pool_player *pool;
	struct escopa_bot *bot;
	uint64_t moves, last_moves;
	double seconds, slowest, last_seconds, last_slowest;
};

/* POOL_DUEL_SLOW_MS: print the views of moves slower than this. */
static double slow_ms;

static double
thread_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static bool
contestant_make(struct contestant *c, const char *name)
{
	memset(c, 0, sizeof *c);
	c->name = name;
	for (int i = 0; i < pool_player_count; i++)
		if (strcmp(pool_players[i].name, name) == 0)
			c->pool = &pool_players[i];
	if (c->pool)
		return true;
	enum escopa_level level;
	enum escopa_bot_kind kind;
	if (escopa_level_from_name(name, &level) == ESCOPA_OK)
		return escopa_bot_new_level(level, 1, &c->bot) == ESCOPA_OK;
	if (escopa_bot_kind_from_name(name, &kind) == ESCOPA_OK)
		return escopa_bot_new(kind, 1, &c->bot) == ESCOPA_OK;
	return false;
}

static enum escopa_status
contestant_choose(struct contestant *c, const struct escopa_view *view, uint64_t seed,
		  escopa_move_t *move)
{
	int stock = 0;
	escopa_view_stock_size(view, &stock);
	double start = thread_seconds();
	enum escopa_status rc = c->pool ? c->pool->choose(view, seed, move)
					: escopa_bot_choose(c->bot, view, move);
	double took = thread_seconds() - start;
	if (slow_ms > 0 && took * 1e3 > slow_ms) {
		/* the positions that took longest, to profile them */
		char text[2048];
		size_t length;
		if (escopa_view_format(view, text, sizeof text, &length) == ESCOPA_OK)
			fprintf(stderr, "%s %.3f ms: %s\n", c->name, took * 1e3, text);
	}
	c->moves++;
	c->seconds += took;
	if (took > c->slowest)
		c->slowest = took;
	if (stock == 0) {
		c->last_moves++;
		c->last_seconds += took;
		if (took > c->last_slowest)
			c->last_slowest = took;
	}
	return rc;
}

/* One game; A's side points less B's every hand into *points. */
static bool
play_game(const struct escopa_rules *rules, int players, uint64_t seed, struct contestant *a,
	  struct contestant *b, bool a_even, long *points, long *hands)
{
	struct escopa_game *game;
	struct escopa_view *view;
	if (escopa_game_new(rules, players, seed, &game) != ESCOPA_OK)
		return false;
	if (escopa_view_new(game, 0, &view) != ESCOPA_OK) {
		escopa_game_free(game);
		return false;
	}
	int sides;
	escopa_game_sides(game, &sides);
	bool ok = true;
	for (uint64_t ply = 0; ok; ply++) {
		enum escopa_phase phase;
		escopa_game_phase(game, &phase);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			ok = escopa_game_next_hand(game) == ESCOPA_OK;
			continue;
		}
		int seat;
		escopa_game_current_seat(game, &seat);
		struct contestant *c = ((seat % sides) % 2 == 0) == a_even ? a : b;
		escopa_move_t move;
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		ok = escopa_view_update(view, game, seat) == ESCOPA_OK &&
		     contestant_choose(c, view, seed * 0x9E3779B97F4A7C15u + ply, &move) == ESCOPA_OK &&
		     escopa_game_play(game, move, &res) == ESCOPA_OK;
		if (ok && (res.flags & ESCOPA_PLAYED_HAND_OVER)) {
			++*hands;
			for (int side = 0; side < sides; side++) {
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT);
				bool a_side = (side % 2 == 0) == a_even;
				*points += a_side ? row[ESCOPA_SCORE_TOTAL] : -row[ESCOPA_SCORE_TOTAL];
			}
		}
	}
	escopa_view_free(view);
	escopa_game_free(game);
	return ok;
}

static void
report_time(const struct contestant *c)
{
	printf("  %-16s %.4f ms a move (slowest %.3f), last round %.4f ms (slowest %.3f), "
	       "%" PRIu64 " moves\n",
	       c->name, c->moves ? 1e3 * c->seconds / (double)c->moves : 0, 1e3 * c->slowest,
	       c->last_moves ? 1e3 * c->last_seconds / (double)c->last_moves : 0,
	       1e3 * c->last_slowest, c->moves);
}

int
main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: pool-duel A B [deals] [seed-start] [preset] [players]\n");
		return 2;
	}
	long deals = argc > 3 ? strtol(argv[3], NULL, 10) : 100;
	uint64_t seed_start = argc > 4 ? strtoull(argv[4], NULL, 10) : 0;
	enum escopa_preset preset = ESCOPA_PRESET_ESCOBA_DE_15;
	if (argc > 5 && escopa_preset_from_name(argv[5], &preset) != ESCOPA_OK) {
		fprintf(stderr, "pool-duel: no preset '%s'\n", argv[5]);
		return 2;
	}
	int players = argc > 6 ? atoi(argv[6]) : 2;
	const char *slow = getenv("POOL_DUEL_SLOW_MS");
	slow_ms = slow ? atof(slow) : 0;
	struct contestant a, b;
	if (!contestant_make(&a, argv[1]) || !contestant_make(&b, argv[2])) {
		fprintf(stderr, "pool-duel: unknown player\n");
		return 2;
	}
	struct escopa_rules *rules;
	escopa_rules_new(preset, &rules);

	double sum_d = 0, sum_h = 0, sum_d2 = 0, sum_h2 = 0, sum_dh = 0;
	long failures = 0;
	for (long i = 0; i < deals; i++) {
		long d = 0, h = 0;
		bool ok = true;
		for (int swap = 0; swap < 2 && ok; swap++)
			ok = play_game(rules, players, seed_start + (uint64_t)i, &a, &b, swap == 0, &d, &h);
		if (!ok) {
			failures++;
			continue;
		}
		sum_d += (double)d;
		sum_h += (double)h;
		sum_d2 += (double)d * (double)d;
		sum_h2 += (double)h * (double)h;
		sum_dh += (double)d * (double)h;
	}
	double n = (double)(deals - failures);
	double r = sum_h > 0 ? sum_d / sum_h : 0;
	double ss = sum_d2 - 2 * r * sum_dh + r * r * sum_h2;
	double hbar = sum_h / n;
	double half = n > 1 ? 1.96 * sqrt(fmax(ss, 0) / (n - 1) / (n * hbar * hbar)) : 0;
	printf("%s vs %s, %s, %d players, deals %" PRIu64 "..%" PRIu64 ", %.0f hands\n", a.name,
	       b.name, escopa_preset_name(preset), players, seed_start,
	       seed_start + (uint64_t)deals - 1, sum_h);
	printf("  points/hand    %+.3f +- %.3f (95%%: %+.3f .. %+.3f)\n", r, half, r - half,
	       r + half);
	report_time(&a);
	report_time(&b);
	if (failures)
		printf("  FAILURES       %ld deals\n", failures);
	escopa_rules_free(rules);
	escopa_bot_free(a.bot);
	escopa_bot_free(b.bot);
	return failures ? 1 : 0;
}
