/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The bots (bot.h): every kind playing whole games of every preset with
 * legal moves only, the greedy kind as the 1.1 greedy player, the same
 * choices from the same seed, the analysis in list order, the exact
 * end-of-hand search agreeing with the omniscient bot once nothing is
 * hidden, and no allocation once a bot is made. Their options are
 * test-bot-options.c's; the bounds of a decision's work and time,
 * test-bot-budget.c's.
 */

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "alloc-count.h"

static int
test_games(int fallback)
{
	/* The valgrind setup asks for fewer games. */
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 100 : fallback;
	return n < 1 ? 1 : n > fallback ? fallback : n;
}

/* Plays a game to its end with one player per side, every move checked;
 * the moves into log (if not NULL, up to max). Returns the moves played. */
static size_t
play_game(struct escopa_game *game, struct escopa_bot *const *by_side, escopa_move_t *log,
	  size_t max)
{
	size_t n = 0;
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		int seat, side;
		escopa_move_t move = 0;
		ck_assert_ok(escopa_game_current_seat(game, &seat));
		ck_assert_ok(escopa_game_side_of(game, seat, &side));
		ck_assert_ok(escopa_bot_choose_game(by_side[side], game, &move));
		ck_assert_ok(escopa_game_is_legal(game, move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
		if (log && n < max)
			log[n] = move;
		n++;
	}
	return n;
}

/* Every kind on every side of a preset, whole games, small budgets. */
static void
play_every_kind(enum escopa_preset preset, int players, int games)
{
	for (int kind = ESCOPA_BOT_RANDOM; kind <= ESCOPA_BOT_OMNISCIENT; kind++) {
		struct escopa_bot *bot = new_bot((enum escopa_bot_kind)kind, 8, (uint64_t)kind);
		struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
		for (int g = 0; g < games; g++) {
			struct escopa_game *game = new_game(preset, players, (uint64_t)(100 + g), NULL);
			struct escopa_bot *by_side[4] = { bot, greedy, bot, greedy };
			if (g % 2) {
				by_side[0] = by_side[2] = greedy;
				by_side[1] = by_side[3] = bot;
			}
			ck_assert_uint_gt(play_game(game, by_side, NULL, 0), 0);
			escopa_game_free(game);
		}
		escopa_bot_free(bot);
		escopa_bot_free(greedy);
	}
}

START_TEST(every_kind_plays_legal_moves_in_every_preset)
{
	int games = test_games(2);
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		play_every_kind((enum escopa_preset)preset, 2, games);
		play_every_kind((enum escopa_preset)preset, 4, 1);
	}
	play_every_kind(ESCOPA_PRESET_ESCOPA, 3, 1);
}
END_TEST

START_TEST(the_greedy_kind_is_the_greedy_player)
{
	/* from the seat's view alone, the move of the 1.1 greedy player on
	 * the whole game, at every decision (bot.h says so) */
	struct escopa_bot *bot = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	int decisions = 0;
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		for (int players = 2; players <= 4; players++) {
			struct escopa_game *game = new_game((enum escopa_preset)preset, players,
							    (uint64_t)(preset * 7 + players), NULL);
			enum escopa_phase phase;
			while (escopa_game_phase(game, &phase) == ESCOPA_OK &&
			       phase != ESCOPA_PHASE_GAME_OVER) {
				if (phase != ESCOPA_PHASE_PLAYING) {
					ck_assert_ok(escopa_game_next_hand(game));
					continue;
				}
				escopa_move_t mine, theirs;
				ck_assert_ok(escopa_bot_choose_game(bot, game, &mine));
				ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL,
								     &theirs));
				ck_assert_uint_eq(mine, theirs);
				ck_assert_ok(escopa_game_play(game, mine, NULL));
				decisions++;
			}
			escopa_game_free(game);
		}
	}
	ck_assert_int_gt(decisions, 1000);
	escopa_bot_free(bot);
}
END_TEST

START_TEST(the_same_seed_makes_the_same_choices)
{
	static const enum escopa_bot_kind kinds[] = { ESCOPA_BOT_RANDOM, ESCOPA_BOT_PIMC,
						      ESCOPA_BOT_ISMCTS };
	for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		escopa_move_t first[400], second[400];
		size_t n[2];
		for (int run = 0; run < 2; run++) {
			struct escopa_bot *a = new_bot(kinds[k], 16, 5);
			struct escopa_bot *b = new_bot(kinds[k], 16, 6);
			struct escopa_bot *by_side[2] = { a, b };
			struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 77, NULL);
			n[run] = play_game(game, by_side, run ? second : first, 400);
			escopa_game_free(game);
			escopa_bot_free(a);
			escopa_bot_free(b);
		}
		ck_assert_uint_eq(n[0], n[1]);
		size_t kept = n[0] < 400 ? n[0] : 400;
		ck_assert(memcmp(first, second, kept * sizeof first[0]) == 0);
	}
}
END_TEST

/* A search bot of seed 8; `racing` for PIMC's race. */
static struct escopa_bot *
new_search_bot(enum escopa_bot_kind kind, int iterations, int threads, int racing)
{
	struct escopa_bot *bot = new_bot(kind, iterations, 8);
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_THREADS, threads));
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_RACING, racing));
	return bot;
}

static struct escopa_bot *
new_threaded_bot(enum escopa_bot_kind kind, int iterations, int threads)
{
	return new_search_bot(kind, iterations, threads, 0);
}

/* Two players value every move of the game the same, exactly. */
static void
assert_same_analysis(struct escopa_bot *a, struct escopa_bot *b, const struct escopa_game *game)
{
	struct escopa_move_value va[512], vb[512];
	size_t na = 0, nb = 0;
	ck_assert_ok(escopa_bot_analyze_game(a, game, va, 512, &na));
	ck_assert_ok(escopa_bot_analyze_game(b, game, vb, 512, &nb));
	ck_assert_uint_eq(na, nb);
	for (size_t i = 0; i < na; i++) {
		ck_assert_uint_eq(va[i].move, vb[i].move);
		ck_assert(va[i].value == vb[i].value);
		ck_assert_uint_eq(va[i].samples, vb[i].samples);
	}
}

START_TEST(pimc_gives_the_same_values_on_any_number_of_threads)
{
	/* sample s comes from its own generator and values are whole numbers:
	 * the split into threads changes nothing */
	struct escopa_bot *one = new_threaded_bot(ESCOPA_BOT_PIMC, 24, 1);
	struct escopa_bot *three = new_threaded_bot(ESCOPA_BOT_PIMC, 24, 3);
	struct escopa_bot *tree = new_threaded_bot(ESCOPA_BOT_ISMCTS, 200, 2);
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, players, 5, NULL);
		while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
			assert_same_analysis(one, three, game);
			escopa_move_t move;
			ck_assert_ok(escopa_bot_choose_game(tree, game, &move));
			ck_assert_ok(escopa_game_is_legal(game, move));
			ck_assert_ok(escopa_bot_choose_game(greedy, game, &move));
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
	}
	escopa_bot_free(one);
	escopa_bot_free(three);
	escopa_bot_free(tree);
	escopa_bot_free(greedy);
}
END_TEST

START_TEST(a_race_is_the_same_on_any_threads_and_analysis_never_races)
{
	/* moves drop out of a race by whole-number sums: threads change
	 * nothing; an analysis values every move on every deal, race or not */
	struct escopa_bot *one = new_search_bot(ESCOPA_BOT_PIMC, 48, 1, 1);
	struct escopa_bot *three = new_search_bot(ESCOPA_BOT_PIMC, 48, 3, 1);
	struct escopa_bot *flat = new_search_bot(ESCOPA_BOT_PIMC, 48, 1, 0);
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	int differ = 0, decisions = 0;
	for (int players = 2; players <= 4; players += 2) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, players, 11, NULL);
		while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
			escopa_move_t a, b, c, move;
			ck_assert_ok(escopa_bot_choose_game(one, game, &a));
			ck_assert_ok(escopa_bot_choose_game(three, game, &b));
			ck_assert_ok(escopa_bot_choose_game(flat, game, &c));
			ck_assert_uint_eq(a, b);
			ck_assert_ok(escopa_game_is_legal(game, a));
			differ += a != c;
			decisions++;
			assert_same_analysis(one, flat, game);
			ck_assert_ok(escopa_bot_choose_game(greedy, game, &move));
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
	}
	/* the race spends its deals otherwise: some choices differ, not most */
	ck_assert_int_gt(differ, 0);
	ck_assert_int_lt(differ, decisions / 2);
	escopa_bot_free(one);
	escopa_bot_free(three);
	escopa_bot_free(flat);
	escopa_bot_free(greedy);
}
END_TEST

/* A game of the preset dealt from a deck order. */
static struct escopa_game *
dealt_game(enum escopa_preset preset, int players, const escopa_card_t *deck)
{
	struct escopa_game *game = new_game(preset, players, 1, NULL);
	ck_assert_ok(escopa_game_deal(game, deck, 40));
	return game;
}

START_TEST(fair_players_see_only_their_seat)
{
	/* The first three cards of the deck go to the seat that plays first,
	 * the next to the other seats, four to the table, the rest to the
	 * stock: swapping a card of another hand with one of the stock (or of
	 * a third hand) changes nothing that seat sees, and no fair player may
	 * answer differently. */
	struct escopa_bot *bots[4] = {
		new_bot(ESCOPA_BOT_RANDOM, 0, 4), new_bot(ESCOPA_BOT_GREEDY, 0, 4),
		new_bot(ESCOPA_BOT_PIMC, 16, 4), new_bot(ESCOPA_BOT_ISMCTS, 300, 4),
	};
	uint64_t rng = 99;
	int differed = 0;
	for (int round = 0; round < 12; round++) {
		int players = round % 3 == 2 ? 4 : 2;
		static const enum escopa_preset forty_cards[] = {
			ESCOPA_PRESET_ESCOPA, ESCOPA_PRESET_ESCOBA, ESCOPA_PRESET_ESCOBA_DE_15,
			ESCOPA_PRESET_ESCOVA_DE_31, ESCOPA_PRESET_SCOPA, ESCOPA_PRESET_ESCOPA_MATCH,
		};
		enum escopa_preset preset = forty_cards[round % 6];
		escopa_card_t deck[40], swapped[40];
		shuffled_deck(&rng, deck);
		memcpy(swapped, deck, sizeof deck);
		int other = 3 + (int)(next_random(&rng) % (uint64_t)(3 * (players - 1)));
		int hidden = 3 * players + 4 + (int)(next_random(&rng) % 10);
		if (players == 4 && round % 2)
			hidden = 3 + (other - 3 + 3) % 9;   /* the next other hand */
		swapped[other] = deck[hidden];
		swapped[hidden] = deck[other];
		struct escopa_game *a = dealt_game(preset, players, deck);
		struct escopa_game *b = dealt_game(preset, players, swapped);
		int seat = -1;
		ck_assert_ok(escopa_game_current_seat(a, &seat));
		int other_seat = (seat + 1 + (other - 3) / 3) % players;
		escopa_cardset_t ha, hb;
		ck_assert_ok(escopa_game_hand(a, other_seat, &ha));
		ck_assert_ok(escopa_game_hand(b, other_seat, &hb));
		differed += ha != hb;
		for (int k = 0; k < 4; k++) {
			escopa_move_t ma, mb;
			ck_assert_ok(escopa_bot_choose_game(bots[k], a, &ma));
			ck_assert_ok(escopa_bot_choose_game(bots[k], b, &mb));
			ck_assert_uint_eq(ma, mb);
			struct escopa_move_value va[512], vb[512];
			size_t na, nb;
			ck_assert_ok(escopa_bot_analyze_game(bots[k], a, va, 512, &na));
			ck_assert_ok(escopa_bot_analyze_game(bots[k], b, vb, 512, &nb));
			ck_assert_uint_eq(na, nb);
			ck_assert(memcmp(va, vb, na * sizeof va[0]) == 0);
		}
		escopa_game_free(a);
		escopa_game_free(b);
	}
	ck_assert_int_ge(differed, 6);
	for (int k = 0; k < 4; k++)
		escopa_bot_free(bots[k]);
}
END_TEST

START_TEST(a_time_budget_stops_the_search)
{
	/* the biggest budget, stopped by a millisecond */
	static const enum escopa_bot_kind kinds[] = { ESCOPA_BOT_PIMC, ESCOPA_BOT_ISMCTS };
	for (size_t k = 0; k < 2; k++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new(kinds[k], 0, &bot));
		int min, max;
		ck_assert_ok(escopa_bot_option_bounds(kinds[k], ESCOPA_BOT_OPT_ITERATIONS, &min, &max));
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, max));
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_TIME_MS, 1));
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 12, NULL);
		for (int ply = 0; ply < 6 && phase_of(game) == ESCOPA_PHASE_PLAYING; ply++) {
			escopa_move_t move;
			ck_assert_ok(escopa_bot_choose_game(bot, game, &move));
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
		escopa_bot_free(bot);
	}
}
END_TEST

START_TEST(choose_and_analyze_refuse_bad_arguments)
{
	struct escopa_bot *bot = new_bot(ESCOPA_BOT_PIMC, 4, 1);
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 3, NULL);
	escopa_move_t move = 12345;
	struct escopa_move_value values[4];
	size_t count = 999;
	ck_assert_status(escopa_bot_choose_game(NULL, game, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_choose_game(bot, NULL, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_choose_game(bot, game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_analyze_game(NULL, game, values, 4, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_analyze_game(bot, NULL, values, 4, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_analyze_game(bot, game, values, 4, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_analyze_game(bot, game, NULL, 4, &count), ESCOPA_E_NULL);
	ck_assert_uint_eq(count, 999);
	/* the view forms (a view is made by view.h; the checks come first) */
	const struct escopa_view *no_view = NULL;
	ck_assert_status(escopa_bot_choose(NULL, no_view, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_choose(bot, no_view, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_analyze(bot, no_view, values, 4, &count), ESCOPA_E_NULL);
	struct escopa_bot *seer = new_bot(ESCOPA_BOT_OMNISCIENT, 1, 1);
	const struct escopa_view *some_view = (const struct escopa_view *)(const void *)game;
	ck_assert_status(escopa_bot_choose(seer, some_view, &move), ESCOPA_E_INVALID);
	ck_assert_status(escopa_bot_analyze(seer, some_view, values, 4, &count), ESCOPA_E_INVALID);
	escopa_bot_free(seer);
	ck_assert_uint_eq(move, 12345);
	ck_assert_uint_eq(count, 999);

	/* play the hand out: no hand in play */
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING) {
		ck_assert_ok(escopa_bot_choose_game(greedy, game, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	move = 12345;
	for (int kind = ESCOPA_BOT_RANDOM; kind <= ESCOPA_BOT_OMNISCIENT; kind++) {
		struct escopa_bot *b = new_bot((enum escopa_bot_kind)kind, 4, 1);
		ck_assert_status(escopa_bot_choose_game(b, game, &move), ESCOPA_E_PHASE);
		ck_assert_status(escopa_bot_analyze_game(b, game, values, 4, &count),
				 ESCOPA_E_PHASE);
		escopa_bot_free(b);
	}
	ck_assert_uint_eq(move, 12345);
	ck_assert_uint_eq(count, 999);
	escopa_bot_free(greedy);
	escopa_bot_free(bot);
	escopa_game_free(game);
}
END_TEST

START_TEST(analysis_values_every_move_in_list_order)
{
	for (int kind = ESCOPA_BOT_RANDOM; kind <= ESCOPA_BOT_OMNISCIENT; kind++) {
		struct escopa_bot *bot = new_bot((enum escopa_bot_kind)kind, 12, 2);
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 11, NULL);
		for (int ply = 0; ply < 30; ply++) {
			if (phase_of(game) != ESCOPA_PHASE_PLAYING)
				break;
			escopa_move_t moves[512];
			size_t n = 0, count = 0;
			ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
			struct escopa_move_value values[512];
			/* too small: the count only, nothing written */
			memset(values, 0, sizeof values);
			ck_assert_ok(escopa_bot_analyze_game(bot, game, values, n - 1, &count));
			ck_assert_uint_eq(count, n);
			ck_assert_uint_eq(values[0].move, 0);
			ck_assert_ok(escopa_bot_analyze_game(bot, game, NULL, 0, &count));
			ck_assert_uint_eq(count, n);
			ck_assert_ok(escopa_bot_analyze_game(bot, game, values, 512, &count));
			ck_assert_uint_eq(count, n);
			for (size_t i = 0; i < n; i++) {
				ck_assert_uint_eq(values[i].move, moves[i]);
				ck_assert(values[i].value > -40 && values[i].value < 40);
				ck_assert_uint_eq(values[i].reserved, 0);
				if (kind != ESCOPA_BOT_ISMCTS)
					ck_assert_uint_gt(values[i].samples, 0);
			}
			escopa_move_t move;
			ck_assert_ok(escopa_bot_choose_game(bot, game, &move));
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
		escopa_bot_free(bot);
	}
}
END_TEST

/* Plays greedy moves until the stock is empty in a two-player hand. */
static bool
reach_last_round(struct escopa_game *game, struct escopa_bot *greedy)
{
	size_t stock = 1;
	while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
		ck_assert_ok(escopa_game_stock(game, NULL, 0, &stock));
		if (stock == 0)
			return true;
		escopa_move_t move;
		ck_assert_ok(escopa_bot_choose_game(greedy, game, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	return false;
}

/* Two players' analyses of every position of the last rounds (two
 * players, empty stock) of a few games of every preset, `first` playing
 * on; `check` compares them, given the cards the other seat holds.
 * Returns the positions compared. */
static int
compare_last_rounds(struct escopa_bot *first, struct escopa_bot *second,
		    void (*check)(const struct escopa_move_value *a,
				  const struct escopa_move_value *b, size_t n,
				  escopa_cardset_t other, int *counts),
		    int *counts)
{
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	int checked = 0;
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		for (uint64_t seed = 0; seed < 6; seed++) {
			struct escopa_game *game = new_game((enum escopa_preset)preset, 2, seed, NULL);
			while (reach_last_round(game, greedy) && phase_of(game) == ESCOPA_PHASE_PLAYING) {
				struct escopa_move_value a[512], b[512];
				size_t na = 0, nb = 0;
				ck_assert_ok(escopa_bot_analyze_game(first, game, a, 512, &na));
				ck_assert_ok(escopa_bot_analyze_game(second, game, b, 512, &nb));
				ck_assert_uint_eq(na, nb);
				int seat;
				escopa_cardset_t other;
				ck_assert_ok(escopa_game_current_seat(game, &seat));
				ck_assert_ok(escopa_game_hand(game, 1 - seat, &other));
				for (size_t i = 0; i < na; i++)
					ck_assert_uint_eq(a[i].move, b[i].move);
				check(a, b, na, other, counts);
				checked++;
				escopa_move_t move;
				ck_assert_ok(escopa_bot_choose_game(first, game, &move));
				ck_assert_ok(escopa_game_play(game, move, NULL));
			}
			escopa_game_free(game);
		}
	}
	escopa_bot_free(greedy);
	return checked;
}

static void
check_equal(const struct escopa_move_value *a, const struct escopa_move_value *b, size_t n,
	    escopa_cardset_t other, int *counts)
{
	(void)other;
	(void)counts;
	for (size_t i = 0; i < n; i++)
		ck_assert(a[i].value == b[i].value);
}

START_TEST(the_last_round_is_solved_exactly)
{
	/* With two players and an empty stock nothing is hidden: the fair
	 * search and the omniscient one give every move the same exact value,
	 * whatever their budgets. */
	struct escopa_bot *fair = new_bot(ESCOPA_BOT_PIMC, 50, 1);
	struct escopa_bot *seer = new_bot(ESCOPA_BOT_OMNISCIENT, 1, 2);
	ck_assert_int_gt(compare_last_rounds(fair, seer, check_equal, NULL), 100);
	escopa_bot_free(fair);
	escopa_bot_free(seer);
}
END_TEST

/* counts[0]: moves the greedy model values higher, counts[1]: moves of
 * the hand's last card, where the two must agree. */
static void
check_model_above(const struct escopa_move_value *a, const struct escopa_move_value *b,
		  size_t n, escopa_cardset_t other, int *counts)
{
	for (size_t i = 0; i < n; i++) {
		ck_assert(a[i].value >= b[i].value);
		counts[0] += a[i].value > b[i].value;
		if (other == 0) {
			ck_assert(a[i].value == b[i].value);
			counts[1]++;
		}
	}
}

START_TEST(the_greedy_model_is_never_below_no_model)
{
	/* In the last round of two players every deal is the true one. A
	 * solve whose opponent plays the greedy move can only do as well as
	 * or better than one whose opponent plays its best; when the seat
	 * plays the last card of the hand, the two agree. */
	struct escopa_bot *model = new_bot(ESCOPA_BOT_PIMC, 4, 0);
	struct escopa_bot *best = new_bot(ESCOPA_BOT_PIMC, 4, 0);
	ck_assert_ok(escopa_bot_set(model, ESCOPA_BOT_OPT_OPPONENT_MODEL,
				    ESCOPA_OPPONENT_MODEL_GREEDY));
	int counts[2] = { 0, 0 };
	ck_assert_int_gt(compare_last_rounds(model, best, check_model_above, counts), 100);
	ck_assert_int_gt(counts[0], 0);
	ck_assert_int_gt(counts[1], 0);
	escopa_bot_free(model);
	escopa_bot_free(best);
}
END_TEST

/* The game score of `side` minus the other's. */
static int
score_lead(const struct escopa_game *game, int side)
{
	int mine, theirs;
	ck_assert_ok(escopa_game_score(game, side, &mine));
	ck_assert_ok(escopa_game_score(game, 1 - side, &theirs));
	return mine - theirs;
}

/* The rest of a two-player hand by plain minimax over the public API, no
 * pruning: what `side`'s lead in the game score is at the hand's end. */
static int
minimax_value(const struct escopa_game *game, int side)
{
	if (phase_of(game) != ESCOPA_PHASE_PLAYING)
		return score_lead(game, side);
	escopa_move_t moves[512];
	size_t n = 0;
	ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
	ck_assert_uint_le(n, 512);
	int seat, mover;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	ck_assert_ok(escopa_game_side_of(game, seat, &mover));
	int best = mover == side ? -1000 : 1000;
	for (size_t i = 0; i < n; i++) {
		struct escopa_game *next;
		ck_assert_ok(escopa_game_clone(game, &next));
		ck_assert_ok(escopa_game_play(next, moves[i], NULL));
		int v = minimax_value(next, side);
		escopa_game_free(next);
		best = mover == side ? (v > best ? v : best) : (v < best ? v : best);
	}
	return best;
}

START_TEST(the_defaults_assume_nothing_of_the_other_side)
{
	/* In the last round of two players nothing is hidden, and the exact
	 * search of every level and of the default PIMC and omniscient bots
	 * plays the other side at its best: every move's value is the plain
	 * minimax value, never a model of one particular opponent. */
	struct escopa_bot *bots[ESCOPA_LEVEL_EXPERT + 3];
	int n_bots = 0;
	for (int level = ESCOPA_LEVEL_EASY; level <= ESCOPA_LEVEL_EXPERT; level++)
		ck_assert_ok(escopa_bot_new_level((enum escopa_level)level, 5, &bots[n_bots++]));
	ck_assert_ok(escopa_bot_new(ESCOPA_BOT_PIMC, 5, &bots[n_bots++]));
	ck_assert_ok(escopa_bot_new(ESCOPA_BOT_OMNISCIENT, 5, &bots[n_bots++]));
	struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
	int checked = 0;
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		for (uint64_t seed = 0; seed < 3; seed++) {
			struct escopa_game *game = new_game((enum escopa_preset)preset, 2, seed, NULL);
			while (reach_last_round(game, greedy) && phase_of(game) == ESCOPA_PHASE_PLAYING) {
				int seat, side;
				ck_assert_ok(escopa_game_current_seat(game, &seat));
				ck_assert_ok(escopa_game_side_of(game, seat, &side));
				for (int b = 0; b < n_bots; b++) {
					struct escopa_move_value values[512];
					size_t n = 0;
					ck_assert_ok(escopa_bot_analyze_game(bots[b], game, values, 512,
									     &n));
					for (size_t i = 0; i < n; i++) {
						struct escopa_game *after;
						ck_assert_ok(escopa_game_clone(game, &after));
						ck_assert_ok(escopa_game_play(after, values[i].move, NULL));
						ck_assert(values[i].value ==
							  minimax_value(after, side) -
								  score_lead(game, side));
						escopa_game_free(after);
					}
				}
				checked++;
				escopa_move_t move;
				ck_assert_ok(escopa_bot_choose_game(greedy, game, &move));
				ck_assert_ok(escopa_game_play(game, move, NULL));
			}
			escopa_game_free(game);
		}
	}
	ck_assert_int_gt(checked, 50);
	for (int b = 0; b < n_bots; b++)
		escopa_bot_free(bots[b]);
	escopa_bot_free(greedy);
}
END_TEST

START_TEST(choosing_never_allocates)
{
	if (!allocations_counted())
		return;   /* valgrind or ASan own the malloc family */
	enum { N_BOTS = ESCOPA_BOT_OMNISCIENT + 8 };
	struct escopa_bot *bots[N_BOTS];
	for (int kind = ESCOPA_BOT_RANDOM; kind <= ESCOPA_BOT_OMNISCIENT; kind++)
		bots[kind] = new_bot((enum escopa_bot_kind)kind, 16, 3);
	ck_assert_ok(escopa_bot_new_level(ESCOPA_LEVEL_EASY, 1, &bots[ESCOPA_BOT_OMNISCIENT + 1]));
	/* threads are started with the player, not by a decision */
	bots[ESCOPA_BOT_OMNISCIENT + 2] = new_threaded_bot(ESCOPA_BOT_PIMC, 16, 2);
	bots[ESCOPA_BOT_OMNISCIENT + 3] = new_threaded_bot(ESCOPA_BOT_ISMCTS, 64, 2);
	bots[ESCOPA_BOT_OMNISCIENT + 4] = new_search_bot(ESCOPA_BOT_PIMC, 16, 2, 1);
	/* mistakes: the beginner's move is weighed on the stack */
	ck_assert_ok(escopa_bot_new_level(ESCOPA_LEVEL_MEDIUM, 1, &bots[ESCOPA_BOT_OMNISCIENT + 5]));
	ck_assert_ok(escopa_bot_set(bots[ESCOPA_BOT_OMNISCIENT + 5], ESCOPA_BOT_OPT_THREADS, 2));
	bots[ESCOPA_BOT_OMNISCIENT + 6] = new_bot(ESCOPA_BOT_GREEDY, 0, 3);
	ck_assert_ok(escopa_bot_set(bots[ESCOPA_BOT_OMNISCIENT + 6], ESCOPA_BOT_OPT_MISTAKES, 1000));
	bots[ESCOPA_BOT_OMNISCIENT + 7] = new_bot(ESCOPA_BOT_ISMCTS, 64, 3);
	ck_assert_ok(escopa_bot_set(bots[ESCOPA_BOT_OMNISCIENT + 7], ESCOPA_BOT_OPT_MISTAKES, 500));
	for (int kind = 0; kind < N_BOTS; kind++) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 21, NULL);
		int before = allocations;
		bot_plays_hand(bots[kind], game);
		ck_assert_int_eq(allocations, before);
		escopa_game_free(game);
		escopa_bot_free(bots[kind]);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("bot");
	TCase *tc = tcase_create("bot");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, every_kind_plays_legal_moves_in_every_preset);
	tcase_add_test(tc, the_greedy_kind_is_the_greedy_player);
	tcase_add_test(tc, the_same_seed_makes_the_same_choices);
	tcase_add_test(tc, pimc_gives_the_same_values_on_any_number_of_threads);
	tcase_add_test(tc, a_race_is_the_same_on_any_threads_and_analysis_never_races);
	tcase_add_test(tc, fair_players_see_only_their_seat);
	tcase_add_test(tc, a_time_budget_stops_the_search);
	tcase_add_test(tc, choose_and_analyze_refuse_bad_arguments);
	tcase_add_test(tc, analysis_values_every_move_in_list_order);
	tcase_add_test(tc, the_last_round_is_solved_exactly);
	tcase_add_test(tc, the_greedy_model_is_never_below_no_model);
	tcase_add_test(tc, the_defaults_assume_nothing_of_the_other_side);
	tcase_add_test(tc, choosing_never_allocates);
	suite_add_tcase(s, tc);
	return s;
}
