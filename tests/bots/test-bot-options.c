/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The bot object's options (bot.h): every option's bounds and default for
 * every kind, the exact status of every error and the bot unchanged after
 * it (out of memory included), get after set, the levels, and the names
 * of options, kinds and levels both ways.
 */

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "alloc-count.h"

#define N_KINDS (ESCOPA_BOT_OMNISCIENT + 1)
/* The first kind that is none: a build with -Dlearned_bots=true has two
 * test-only kinds past the others (tools/train/README.md). */
#ifdef ESCOPA_LEARNED_BOTS
#define NO_KIND (N_KINDS + 2)
#else
#define NO_KIND N_KINDS
#endif
#define N_OPTIONS (ESCOPA_BOT_OPT_MISTAKES + 1)

/* The documented bounds and defaults, by option then kind (random,
 * greedy, PIMC, ISMCTS, omniscient). */
static const struct {
	const char *name;
	int min[N_KINDS], max[N_KINDS], def[N_KINDS];
} expected[N_OPTIONS] = {
	[ESCOPA_BOT_OPT_ITERATIONS] = { "iterations", { 1, 1, 1, 1, 1 },
		{ 100000, 100000, 100000, 1000000, 100000 }, { 1, 1, 200, 5000, 1 } },
	[ESCOPA_BOT_OPT_TIME_MS] = { "time_ms", { 0, 0, 0, 0, 0 },
		{ 3600000, 3600000, 3600000, 3600000, 3600000 }, { 0, 0, 0, 0, 0 } },
	[ESCOPA_BOT_OPT_THREADS] = { "threads", { 1, 1, 1, 1, 1 }, { 64, 64, 64, 64, 64 },
		{ 1, 1, 1, 1, 1 } },
	[ESCOPA_BOT_OPT_ENDGAME_CARDS] = { "endgame_cards", { 0, 0, 0, 0, 0 },
		{ 40, 40, 40, 40, 40 }, { 6, 6, 6, 6, 6 } },
	[ESCOPA_BOT_OPT_RANDOMNESS] = { "randomness", { 0, 0, 0, 0, 0 },
		{ 1000, 1000, 1000, 1000, 1000 }, { 0, 0, 0, 0, 0 } },
	[ESCOPA_BOT_OPT_EXPLORATION] = { "exploration", { 0, 0, 0, 0, 0 },
		{ 100000, 100000, 100000, 100000, 100000 }, { 6000, 6000, 6000, 6000, 6000 } },
	[ESCOPA_BOT_OPT_NODES] = { "nodes", { 16, 16, 16, 16, 16 },
		{ 1 << 24, 1 << 24, 1 << 24, 1 << 24, 1 << 24 },
		{ 65536, 65536, 65536, 65536, 65536 } },
	[ESCOPA_BOT_OPT_LOOKAHEAD] = { "lookahead", { 1, 1, 1, 1, 1 }, { 2, 2, 2, 2, 2 },
		{ 1, 1, 1, 1, 1 } },
	[ESCOPA_BOT_OPT_OPPONENT_MODEL] = { "opponent_model", { 0, 0, 0, 0, 0 },
		{ 1, 1, 1, 1, 1 }, { 0, 0, 0, 0, 0 } },
	[ESCOPA_BOT_OPT_RACING] = { "racing", { 0, 0, 0, 0, 0 }, { 1, 1, 1, 1, 1 },
		{ 0, 0, 0, 0, 0 } },
	[ESCOPA_BOT_OPT_MISTAKES] = { "mistakes", { 0, 0, 0, 0, 0 },
		{ 1000, 1000, 1000, 1000, 1000 }, { 0, 0, 0, 0, 0 } },
};

static int
get(const struct escopa_bot *bot, enum escopa_bot_option option)
{
	int value = -12345;
	ck_assert_ok(escopa_bot_get(bot, option, &value));
	return value;
}

/* Every option's value, to compare a bot before and after a refusal. */
static void
get_all(const struct escopa_bot *bot, int *values)
{
	for (int o = 0; o < N_OPTIONS; o++)
		values[o] = get(bot, (enum escopa_bot_option)o);
}

static void
assert_unchanged(const struct escopa_bot *bot, const int *before, enum escopa_bot_kind kind)
{
	int now[N_OPTIONS];
	get_all(bot, now);
	ck_assert(memcmp(now, before, sizeof now) == 0);
	enum escopa_bot_kind k;
	ck_assert_ok(escopa_bot_get_kind(bot, &k));
	ck_assert_int_eq(k, kind);
}

START_TEST(every_option_has_its_documented_bounds_and_default_per_kind)
{
	ck_assert_int_eq(escopa_bot_option_count(), N_OPTIONS);
	for (int kind = 0; kind < N_KINDS; kind++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new((enum escopa_bot_kind)kind, 77, &bot));
		enum escopa_bot_kind k = (enum escopa_bot_kind)-1;
		ck_assert_ok(escopa_bot_get_kind(bot, &k));
		ck_assert_int_eq(k, kind);
		for (int o = 0; o < N_OPTIONS; o++) {
			int min = -1, max = -1;
			ck_assert_ok(escopa_bot_option_bounds((enum escopa_bot_kind)kind,
							      (enum escopa_bot_option)o, &min, &max));
			ck_assert_int_eq(min, expected[o].min[kind]);
			ck_assert_int_eq(max, expected[o].max[kind]);
			ck_assert_int_eq(get(bot, (enum escopa_bot_option)o), expected[o].def[kind]);
		}
		escopa_bot_free(bot);
	}
	/* 0 is a value, never "the default": no time budget, no exact search */
	ck_assert_int_eq(expected[ESCOPA_BOT_OPT_TIME_MS].min[ESCOPA_BOT_PIMC], 0);
	ck_assert_int_eq(expected[ESCOPA_BOT_OPT_ENDGAME_CARDS].min[ESCOPA_BOT_PIMC], 0);
}
END_TEST

START_TEST(get_reads_what_set_wrote_at_every_bound)
{
	for (int kind = 0; kind < N_KINDS; kind++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new((enum escopa_bot_kind)kind, 1, &bot));
		for (int o = 0; o < N_OPTIONS; o++) {
			enum escopa_bot_option option = (enum escopa_bot_option)o;
			/* the biggest node tables and thread counts are dear: a
			 * value just inside them says the same */
			int lo = expected[o].min[kind], hi = expected[o].max[kind];
			if (option == ESCOPA_BOT_OPT_NODES)
				hi = 4096;
			if (option == ESCOPA_BOT_OPT_THREADS)
				hi = 3;
			int values[] = { lo, hi, (lo + hi) / 2, expected[o].def[kind] };
			for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
				ck_assert_ok(escopa_bot_set(bot, option, values[i]));
				ck_assert_int_eq(get(bot, option), values[i]);
			}
		}
		/* and it still plays, with its defaults back */
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 4, NULL);
		escopa_move_t move;
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, 8));
		ck_assert_ok(escopa_bot_choose_game(bot, game, &move));
		ck_assert_ok(escopa_game_is_legal(game, move));
		escopa_game_free(game);
		escopa_bot_free(bot);
	}
}
END_TEST

START_TEST(errors_have_their_exact_status_and_change_nothing)
{
	for (int kind = 0; kind < N_KINDS; kind++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new((enum escopa_bot_kind)kind, 5, &bot));
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ENDGAME_CARDS, 9));
		int before[N_OPTIONS];
		get_all(bot, before);
		for (int o = 0; o < N_OPTIONS; o++) {
			enum escopa_bot_option option = (enum escopa_bot_option)o;
			ck_assert_status(escopa_bot_set(bot, option, expected[o].min[kind] - 1),
					 ESCOPA_E_RANGE);
			ck_assert_status(escopa_bot_set(bot, option, expected[o].max[kind] + 1),
					 ESCOPA_E_RANGE);
			ck_assert_status(escopa_bot_set(bot, option, INT32_MIN), ESCOPA_E_RANGE);
			ck_assert_status(escopa_bot_set(bot, option, INT32_MAX), ESCOPA_E_RANGE);
			ck_assert_status(escopa_bot_set(NULL, option, expected[o].def[kind]),
					 ESCOPA_E_NULL);
			ck_assert_status(escopa_bot_get(bot, option, NULL), ESCOPA_E_NULL);
			int value = 42;
			ck_assert_status(escopa_bot_get(NULL, option, &value), ESCOPA_E_NULL);
			ck_assert_int_eq(value, 42);
		}
		static const int bad_options[] = { -1, N_OPTIONS, 1000, INT32_MIN };
		for (size_t i = 0; i < sizeof bad_options / sizeof bad_options[0]; i++) {
			enum escopa_bot_option option = (enum escopa_bot_option)bad_options[i];
			int value = 42, min = 42, max = 42;
			ck_assert_status(escopa_bot_set(bot, option, 1), ESCOPA_E_OPTION);
			ck_assert_status(escopa_bot_get(bot, option, &value), ESCOPA_E_OPTION);
			ck_assert_status(escopa_bot_option_bounds((enum escopa_bot_kind)kind, option,
								  &min, &max), ESCOPA_E_OPTION);
			ck_assert_int_eq(value, 42);
			ck_assert_int_eq(min, 42);
			ck_assert_int_eq(max, 42);
			ck_assert_ptr_null(escopa_bot_option_name(option));
		}
		assert_unchanged(bot, before, (enum escopa_bot_kind)kind);
		enum escopa_bot_kind k = (enum escopa_bot_kind)42;
		ck_assert_status(escopa_bot_get_kind(NULL, &k), ESCOPA_E_NULL);
		ck_assert_status(escopa_bot_get_kind(bot, NULL), ESCOPA_E_NULL);
		ck_assert_int_eq(k, 42);
		escopa_bot_free(bot);
	}
	int min = 42, max = 42;
	ck_assert_status(escopa_bot_option_bounds((enum escopa_bot_kind)NO_KIND,
						  ESCOPA_BOT_OPT_THREADS, &min, &max),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_bot_option_bounds((enum escopa_bot_kind)-1,
						  ESCOPA_BOT_OPT_THREADS, &min, &max),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_bot_option_bounds(ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_THREADS, NULL,
						  &max), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_option_bounds(ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_THREADS, &min,
						  NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(min, 42);
	ck_assert_int_eq(max, 42);

	/* new: the out-param only on success */
	struct escopa_bot *bot = (struct escopa_bot *)&bot;   /* a sentinel */
	struct escopa_bot *sentinel = bot;
	ck_assert_status(escopa_bot_new((enum escopa_bot_kind)NO_KIND, 0, &bot), ESCOPA_E_INVALID);
	ck_assert_status(escopa_bot_new((enum escopa_bot_kind)-1, 0, &bot), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(bot, sentinel);
	ck_assert_status(escopa_bot_new(ESCOPA_BOT_PIMC, 0, NULL), ESCOPA_E_NULL);
	escopa_bot_free(NULL);
}
END_TEST

START_TEST(levels_are_documented_kinds_and_options)
{
	static const struct {
		enum escopa_bot_kind kind;
		int iterations, endgame_cards, randomness, racing, mistakes;
	} levels[] = {
		{ ESCOPA_BOT_GREEDY, 1, 6, 0, 0, 800 },
		{ ESCOPA_BOT_PIMC, 8, 6, 0, 0, 200 },
		{ ESCOPA_BOT_PIMC, 24, 6, 0, 0, 0 },
		{ ESCOPA_BOT_PIMC, 400, 6, 0, 1, 0 },
	};
	for (int level = ESCOPA_LEVEL_EASY; level <= ESCOPA_LEVEL_EXPERT; level++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new_level((enum escopa_level)level, 9, &bot));
		enum escopa_bot_kind kind;
		ck_assert_ok(escopa_bot_get_kind(bot, &kind));
		ck_assert_int_eq(kind, levels[level].kind);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_ITERATIONS), levels[level].iterations);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_ENDGAME_CARDS), levels[level].endgame_cards);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_RANDOMNESS), levels[level].randomness);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_RACING), levels[level].racing);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_MISTAKES), levels[level].mistakes);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_TIME_MS), 0);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_THREADS), 1);
		/* fair: no level models its opponents */
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_OPPONENT_MODEL),
				 ESCOPA_OPPONENT_MODEL_NONE);
		escopa_bot_free(bot);
	}
	struct escopa_bot *bot = (struct escopa_bot *)&bot;
	struct escopa_bot *sentinel = bot;
	ck_assert_status(escopa_bot_new_level((enum escopa_level)4, 0, &bot), ESCOPA_E_INVALID);
	ck_assert_status(escopa_bot_new_level((enum escopa_level)-1, 0, &bot), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(bot, sentinel);
	ck_assert_status(escopa_bot_new_level(ESCOPA_LEVEL_EASY, 0, NULL), ESCOPA_E_NULL);
}
END_TEST

/* A name round trip: every value's name is found again, in any case. */
static void
assert_round_trip(const char *name, int value, int found)
{
	ck_assert_ptr_nonnull(name);
	ck_assert_int_eq(found, value);
}

START_TEST(names_go_both_ways_for_every_enum)
{
	static const char *const kinds[] = { "random", "greedy", "pimc", "ismcts", "omniscient" };
	static const char *const levels[] = { "easy", "medium", "hard", "expert" };
	char upper[64];
	for (int o = 0; o < N_OPTIONS; o++) {
		const char *name = escopa_bot_option_name((enum escopa_bot_option)o);
		ck_assert_str_eq(name, expected[o].name);
		enum escopa_bot_option found = (enum escopa_bot_option)-1;
		ck_assert_ok(escopa_bot_option_from_name(name, &found));
		assert_round_trip(name, o, (int)found);
		for (size_t i = 0; i <= strlen(name); i++)
			upper[i] = name[i] >= 'a' && name[i] <= 'z' ? (char)(name[i] - 32) : name[i];
		ck_assert_ok(escopa_bot_option_from_name(upper, &found));
		ck_assert_int_eq(found, o);
	}
	for (int k = 0; k < N_KINDS; k++) {
		const char *name = escopa_bot_kind_name((enum escopa_bot_kind)k);
		ck_assert_str_eq(name, kinds[k]);
		enum escopa_bot_kind found = (enum escopa_bot_kind)-1;
		ck_assert_ok(escopa_bot_kind_from_name(name, &found));
		assert_round_trip(name, k, (int)found);
	}
	for (int l = 0; l <= ESCOPA_LEVEL_EXPERT; l++) {
		const char *name = escopa_level_name((enum escopa_level)l);
		ck_assert_str_eq(name, levels[l]);
		enum escopa_level found = (enum escopa_level)-1;
		ck_assert_ok(escopa_level_from_name(name, &found));
		assert_round_trip(name, l, (int)found);
	}
	ck_assert_ptr_null(escopa_bot_kind_name((enum escopa_bot_kind)NO_KIND));
	ck_assert_ptr_null(escopa_bot_kind_name((enum escopa_bot_kind)-1));
	ck_assert_ptr_null(escopa_level_name((enum escopa_level)4));
	ck_assert_ptr_null(escopa_level_name((enum escopa_level)-1));
	ck_assert_ptr_null(escopa_bot_option_name((enum escopa_bot_option)N_OPTIONS));

	/* unknown names, and NULL; the out-param untouched */
	enum escopa_bot_option option = (enum escopa_bot_option)42;
	enum escopa_bot_kind kind = (enum escopa_bot_kind)42;
	enum escopa_level level = (enum escopa_level)42;
	ck_assert_status(escopa_bot_option_from_name("minimax", &option), ESCOPA_E_OPTION);
	ck_assert_status(escopa_bot_option_from_name("", &option), ESCOPA_E_OPTION);
	ck_assert_status(escopa_bot_option_from_name("iterations ", &option), ESCOPA_E_OPTION);
	ck_assert_status(escopa_bot_option_from_name(NULL, &option), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_option_from_name("threads", NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_kind_from_name("alphazero", &kind), ESCOPA_E_INVALID);
	ck_assert_status(escopa_bot_kind_from_name(NULL, &kind), ESCOPA_E_NULL);
	ck_assert_status(escopa_bot_kind_from_name("pimc", NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_level_from_name("grandmaster", &level), ESCOPA_E_INVALID);
	ck_assert_status(escopa_level_from_name(NULL, &level), ESCOPA_E_NULL);
	ck_assert_status(escopa_level_from_name("easy", NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(option, 42);
	ck_assert_int_eq(kind, 42);
	ck_assert_int_eq(level, 42);
	ck_assert_ok(escopa_level_from_name("EXPERT", &level));
	ck_assert_int_eq(level, ESCOPA_LEVEL_EXPERT);
	ck_assert_ok(escopa_bot_kind_from_name("Pimc", &kind));
	ck_assert_int_eq(kind, ESCOPA_BOT_PIMC);
}
END_TEST

/* The moves a bot chooses over the first plies of a game. */
static void
choices(struct escopa_bot *bot, escopa_move_t *moves, int plies)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 31, NULL);
	for (int i = 0; i < plies; i++) {
		ck_assert_ok(escopa_bot_choose_game(bot, game, &moves[i]));
		ck_assert_ok(escopa_game_play(game, moves[i], NULL));
	}
	escopa_game_free(game);
}

START_TEST(threads_and_nodes_allocate_and_fail_without_a_trace)
{
	/* Every allocation of setting threads (and an ISMCTS bot's node
	 * tables) fails in turn: ESCOPA_E_NOMEM, the bot unchanged and still
	 * deciding as before; then the setting is made. */
	if (!allocations_counted())
		return;   /* valgrind or ASan own the malloc family */
	static const struct {
		enum escopa_bot_kind kind;
		enum escopa_bot_option option;
		int value;
	} cases[] = {
		{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_THREADS, 3 },
		{ ESCOPA_BOT_ISMCTS, ESCOPA_BOT_OPT_THREADS, 2 },
		{ ESCOPA_BOT_ISMCTS, ESCOPA_BOT_OPT_NODES, 2048 },
		{ ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_THREADS, 1 },
	};
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new(cases[c].kind, 3, &bot));
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, 24));
		if (cases[c].value == 1)   /* back to one from several */
			ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_THREADS, 2));
		escopa_move_t first[6], again[6];
		choices(bot, first, 6);
		int before[N_OPTIONS];
		get_all(bot, before);
		int failures = 0;
		for (int k = 1;; k++) {
			fail_allocation = allocations + k;
			enum escopa_status rc = escopa_bot_set(bot, cases[c].option, cases[c].value);
			fail_allocation = 0;
			if (rc == ESCOPA_OK)
				break;
			ck_assert_status(rc, ESCOPA_E_NOMEM);
			assert_unchanged(bot, before, cases[c].kind);
			choices(bot, again, 6);
			ck_assert(memcmp(first, again, sizeof first) == 0);
			failures++;
		}
		ck_assert_int_eq(get(bot, cases[c].option), cases[c].value);
		/* PIMC's choices do not depend on threads; ISMCTS still plays */
		choices(bot, again, 6);
		if (cases[c].kind == ESCOPA_BOT_PIMC) {
			ck_assert_int_gt(failures, 0);
			ck_assert(memcmp(first, again, sizeof first) == 0);
		}
		escopa_bot_free(bot);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("bot-options");
	TCase *tc = tcase_create("bot-options");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, every_option_has_its_documented_bounds_and_default_per_kind);
	tcase_add_test(tc, get_reads_what_set_wrote_at_every_bound);
	tcase_add_test(tc, errors_have_their_exact_status_and_change_nothing);
	tcase_add_test(tc, levels_are_documented_kinds_and_options);
	tcase_add_test(tc, names_go_both_ways_for_every_enum);
	tcase_add_test(tc, threads_and_nodes_allocate_and_fail_without_a_trace);
	suite_add_tcase(s, tc);
	return s;
}
