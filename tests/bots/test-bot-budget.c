/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What bounds a bot's decision (lib/bots), on the library's internals and
 * without timing anything: a clock of the test's own that says the
 * deadline has passed once the meter that asks has spent a given number
 * of units, and the work caps lowered. A deadline is read within one
 * listing of every playout, solve and tree iteration, and nothing is done
 * once it has passed; a decision with no time left plays the greedy move;
 * a decision past its work cap plays the greedy move, the same on any
 * number of threads; the biggest iteration budgets are bounded.
 */

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "bots/bot-private.h"

/* The test's clock: 0 until the meter that asks has spent `late_at`
 * units, then far past any deadline. `most_past`: the most units past
 * late_at that a meter had spent when it was told. */
static uint64_t late_at;
static uint64_t most_past;

static double
late_after_units(const struct meter *asking)
{
	if (!asking || asking->used < late_at)
		return 0;
	if (asking->used - late_at > most_past)
		most_past = asking->used - late_at;
	return 1e18;
}

/* Fewer positions under valgrind (which asks for fewer games). */
static int
positions_wanted(int fallback)
{
	return getenv("ESCOPA_TEST_GAMES") ? (fallback + 1) / 2 : fallback;
}

/* A bot with the biggest budget, a time budget, and the test's clock. */
static struct escopa_bot *
timed_bot(enum escopa_bot_kind kind, enum escopa_bot_option option, int value)
{
	struct escopa_bot *bot = NULL;
	int min, max;
	ck_assert_ok(escopa_bot_new(kind, 7, &bot));
	ck_assert_ok(escopa_bot_option_bounds(kind, ESCOPA_BOT_OPT_ITERATIONS, &min, &max));
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, max));
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_TIME_MS, 1000));
	if (value >= 0)
		ck_assert_ok(escopa_bot_set(bot, option, value));
	bot->clock = late_after_units;
	return bot;
}

/* The positions of a game of the preset, `every` plies apart, into
 * games[]; returns how many. */
static int
positions(enum escopa_preset preset, int players, int every, struct escopa_game **games, int max)
{
	struct escopa_game *game = new_game(preset, players, 17, NULL);
	int n = 0, ply = 0;
	while (n < max && phase_of(game) != ESCOPA_PHASE_GAME_OVER) {
		if (phase_of(game) != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		if (ply++ % every == 0)
			ck_assert_ok(escopa_game_clone(game, &games[n++]));
		escopa_move_t move;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	escopa_game_free(game);
	return n;
}

static const struct {
	enum escopa_bot_kind kind;
	enum escopa_bot_option option;
	int value;                             /* -1: the kind's default */
} searches[] = {
	{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_RACING, 0 },
	{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_RACING, 1 },
	{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_LOOKAHEAD, 2 },
	{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_ENDGAME_CARDS, 40 },          /* solves everywhere */
	{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_OPPONENT_MODEL, ESCOPA_OPPONENT_MODEL_NONE },
	{ ESCOPA_BOT_ISMCTS, ESCOPA_BOT_OPT_ITERATIONS, -1 },
	{ ESCOPA_BOT_OMNISCIENT, ESCOPA_BOT_OPT_ENDGAME_CARDS, 40 },
};

START_TEST(a_deadline_is_read_within_a_listing_of_every_playout_and_solve)
{
	/* Deals of dozens of moves and playouts of hundreds of units: a
	 * deadline read only between deals or iterations would run far past
	 * it. Here the deadline passes once a meter has spent late_at units:
	 * the search sees it within one listing (at most BOT_MAX_MOVES units
	 * on these tables), and spends nothing after. */
	static const uint64_t lates[] = { 0, 300, 4000, 30000 };
	struct escopa_game *games[16];
	int n = positions(ESCOPA_PRESET_ESCOPA, 2, 5, games, positions_wanted(8));
	n += positions(ESCOPA_PRESET_ESCOBA, 4, 9, games + n, positions_wanted(8));
	int seen = 0;
	for (size_t s = 0; s < sizeof searches / sizeof searches[0]; s++) {
		struct escopa_bot *bot = timed_bot(searches[s].kind, searches[s].option,
						   searches[s].value);
		for (int g = 0; g < n; g++) {
			for (size_t l = 0; l < sizeof lates / sizeof lates[0]; l++) {
				late_at = lates[l];
				most_past = 0;
				escopa_move_t move;
				ck_assert_ok(escopa_bot_choose_game(bot, games[g], &move));
				ck_assert_ok(escopa_game_is_legal(games[g], move));
				if (bot->work_at_deadline == UINT64_MAX)
					continue;   /* done before it: a single move, or little work */
				seen++;
				ck_assert_uint_eq(bot->work, bot->work_at_deadline);
				ck_assert_uint_le(most_past, BOT_MAX_MOVES);
			}
		}
		escopa_bot_free(bot);
	}
	ck_assert_int_gt(seen, 50);
	for (int g = 0; g < n; g++)
		escopa_game_free(games[g]);
}
END_TEST

START_TEST(no_time_for_a_deal_plays_the_greedy_move)
{
	/* the deadline passes at the first reading: no deal, no iteration is
	 * judged, and the decision is the greedy move, by the documented rule */
	struct escopa_game *games[8];
	int n = positions(ESCOPA_PRESET_ESCOBA_DE_15, 2, 4, games, 8);
	int fell = 0;
	for (size_t s = 0; s < sizeof searches / sizeof searches[0]; s++) {
		struct escopa_bot *bot = timed_bot(searches[s].kind, searches[s].option,
						   searches[s].value);
		late_at = 0;
		for (int g = 0; g < n; g++) {
			escopa_move_t move, greedy;
			ck_assert_ok(escopa_bot_choose_game(bot, games[g], &move));
			ck_assert_ok(escopa_game_choose_move(games[g], ESCOPA_PLAYER_GREEDY, NULL,
							     &greedy));
			ck_assert_uint_eq(move, greedy);
			fell += bot->fell_back;
		}
		escopa_bot_free(bot);
	}
	ck_assert_int_gt(fell, 20);
	for (int g = 0; g < n; g++)
		escopa_game_free(games[g]);
}
END_TEST

/* A PIMC bot of `threads` threads whose decisions may spend `cap` units. */
static struct escopa_bot *
capped_pimc(int threads, uint64_t cap, int racing)
{
	struct escopa_bot *bot = new_bot(ESCOPA_BOT_PIMC, 400, 3);
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_THREADS, threads));
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_RACING, racing));
	bot->pimc_cap = cap;
	return bot;
}

START_TEST(past_its_work_cap_a_decision_plays_the_greedy_move_on_any_threads)
{
	/* Whether a decision's deals spend more than the cap depends on the
	 * deals alone: the same choice, greedy or searched, on 1, 2 or 3
	 * threads, and a capped decision spends little more than the cap. */
	struct escopa_game *games[10];
	int n = positions(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, games, positions_wanted(10));
	static const uint64_t caps[] = { 2000, 20000, 200000, PIMC_DECISION_CAP };
	int fell = 0, searched = 0;
	for (size_t c = 0; c < sizeof caps / sizeof caps[0]; c++) {
		for (int racing = 0; racing <= 1; racing++) {
			struct escopa_bot *bots[3];
			for (int t = 0; t < 3; t++)
				bots[t] = capped_pimc(t + 1, caps[c], racing);
			for (int g = 0; g < n; g++) {
				escopa_move_t moves[3], greedy;
				for (int t = 0; t < 3; t++) {
					ck_assert_ok(escopa_bot_choose_game(bots[t], games[g], &moves[t]));
					ck_assert_int_eq(bots[t]->fell_back, bots[0]->fell_back);
					ck_assert_uint_eq(moves[t], moves[0]);
				}
				ck_assert_ok(escopa_game_choose_move(games[g], ESCOPA_PLAYER_GREEDY, NULL,
								     &greedy));
				if (bots[0]->fell_back) {
					ck_assert_uint_eq(moves[0], greedy);
					/* the root, the estimate, the cap, and what each
					 * thread spent before it saw the others' work */
					for (int t = 0; t < 3; t++)
						ck_assert_uint_le(bots[t]->work,
								  3 * BOT_MAX_MOVES +
								  2 * PIMC_DECISION_WORK + caps[c] +
								  2 * (uint64_t)(t + 1) *
								  (CLOCK_EVERY_UNITS + BOT_MAX_MOVES));
				}
				fell += bots[0]->fell_back;
				searched += !bots[0]->fell_back;
			}
			for (int t = 0; t < 3; t++)
				escopa_bot_free(bots[t]);
		}
	}
	ck_assert_int_gt(fell, 10);
	ck_assert_int_gt(searched, 10);
	for (int g = 0; g < n; g++)
		escopa_game_free(games[g]);
}
END_TEST

START_TEST(an_ismcts_decision_stops_at_its_cap_the_same_every_time)
{
	struct escopa_game *games[6];
	int n = positions(ESCOPA_PRESET_ESCOPA, 2, 6, games, 6);
	for (int threads = 1; threads <= 2; threads++) {
		struct escopa_bot *a = new_bot(ESCOPA_BOT_ISMCTS, 1000000, 5);
		struct escopa_bot *b = new_bot(ESCOPA_BOT_ISMCTS, 1000000, 5);
		ck_assert_ok(escopa_bot_set(a, ESCOPA_BOT_OPT_THREADS, threads));
		ck_assert_ok(escopa_bot_set(b, ESCOPA_BOT_OPT_THREADS, threads));
		a->ismcts_cap = b->ismcts_cap = 30000;
		for (int g = 0; g < n; g++) {
			escopa_move_t ma, mb;
			ck_assert_ok(escopa_bot_choose_game(a, games[g], &ma));
			ck_assert_ok(escopa_bot_choose_game(b, games[g], &mb));
			ck_assert_uint_eq(ma, mb);
			ck_assert_uint_eq(a->work, b->work);
			/* each thread's share, and one listing past it */
			ck_assert_uint_le(a->work, 30000 + (uint64_t)threads * BOT_MAX_MOVES + a->n_moves);
		}
		escopa_bot_free(a);
		escopa_bot_free(b);
	}
	for (int g = 0; g < n; g++)
		escopa_game_free(games[g]);
}
END_TEST

START_TEST(the_biggest_iteration_budgets_are_bounded)
{
	/* past the documented maximum: ESCOPA_E_RANGE; at it, a decision
	 * spends no more than the caps allow */
	static const struct {
		enum escopa_bot_kind kind;
		int max;
	} kinds[] = {
		{ ESCOPA_BOT_PIMC, 100000 },
		{ ESCOPA_BOT_ISMCTS, 1000000 },
		{ ESCOPA_BOT_OMNISCIENT, 100000 },
	};
	struct escopa_game *games[4];
	int n = positions(ESCOPA_PRESET_ESCOBA_DE_15, 2, 11, games, positions_wanted(4));
	for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new(kinds[k].kind, 1, &bot));
		ck_assert_status(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, kinds[k].max + 1),
				 ESCOPA_E_RANGE);
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, kinds[k].max));
		for (int g = 0; g < n; g++) {
			escopa_move_t move;
			ck_assert_ok(escopa_bot_choose_game(bot, games[g], &move));
			ck_assert_ok(escopa_game_is_legal(games[g], move));
			uint64_t bound = kinds[k].kind == ESCOPA_BOT_ISMCTS
				? ISMCTS_DECISION_CAP + 2 * BOT_MAX_MOVES
				: 2 * PIMC_DECISION_WORK + PIMC_DECISION_CAP + 2 * BOT_MAX_MOVES;
			ck_assert_uint_le(bot->work, bound);
		}
		escopa_bot_free(bot);
	}
	for (int g = 0; g < n; g++)
		escopa_game_free(games[g]);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("bot-budget");
	TCase *tc = tcase_create("bot-budget");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, a_deadline_is_read_within_a_listing_of_every_playout_and_solve);
	tcase_add_test(tc, no_time_for_a_deal_plays_the_greedy_move);
	tcase_add_test(tc, past_its_work_cap_a_decision_plays_the_greedy_move_on_any_threads);
	tcase_add_test(tc, an_ismcts_decision_stops_at_its_cap_the_same_every_time);
	tcase_add_test(tc, the_biggest_iteration_budgets_are_bounded);
	suite_add_tcase(s, tc);
	return s;
}
