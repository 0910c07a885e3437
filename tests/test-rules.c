/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Rule sets, presets and options (doc/rules.md, sections "Players, seats and
 * sides" to "Presets", and the preset table of section Presets): every preset
 * sets every option the way its source document says, every option can be set
 * on its own within its bounds, and every mistake returns its exact status and
 * changes nothing.
 */

#include <limits.h>
#include <locale.h>
#include <string.h>
#include "helpers.h"

#define N_OPTIONS 24
#define N_PRESETS 7

static struct escopa_rules *
new_rules(enum escopa_preset preset)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ptr_nonnull(rules);
	return rules;
}

static int
get(const struct escopa_rules *rules, enum escopa_option option)
{
	int value = INT_MIN;
	ck_assert_ok(escopa_rules_get(rules, option, &value));
	return value;
}

static void
snapshot(const struct escopa_rules *rules, int *values)
{
	for (int o = 0; o < N_OPTIONS; o++)
		values[o] = get(rules, (enum escopa_option)o);
}

static void
assert_unchanged(const struct escopa_rules *rules, const int *before)
{
	for (int o = 0; o < N_OPTIONS; o++)
		ck_assert_msg(get(rules, (enum escopa_option)o) == before[o],
			      "option %s changed", escopa_option_name((enum escopa_option)o));
}

/* The expected value of every option in every preset: the table of
 * doc/rules.md, section Presets, with the scoring columns of section Scoring a
 * hand, the targets of section A game and a match and the partnerships of
 * section Players, seats and sides. Rows are presets, columns options. */
static const int preset_table[N_PRESETS][N_OPTIONS] = {
	[ESCOPA_PRESET_ESCOPA] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 0,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_DEALER_SWEEPS,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 1,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 0,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 1,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_ALL_FOUR,
		[ESCOPA_OPT_ALL_COINS] = 1,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_NONE,
		[ESCOPA_OPT_NAPOLA] = 0,
		[ESCOPA_OPT_TARGET] = 21,
		[ESCOPA_OPT_TEAM_TARGET] = 21,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 1,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 1,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
	[ESCOPA_PRESET_ESCOBA] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 0,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_PLAY_ON,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 0,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 1,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 0,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_MOST,
		[ESCOPA_OPT_ALL_COINS] = 0,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_NONE,
		[ESCOPA_OPT_NAPOLA] = 0,
		[ESCOPA_OPT_TARGET] = 15,
		[ESCOPA_OPT_TEAM_TARGET] = 30,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 0,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 1,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
	[ESCOPA_PRESET_ESCOBA_DE_15] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 0,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_SET_ASIDE,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 0,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 0,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 0,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_NONE,
		[ESCOPA_OPT_ALL_COINS] = 0,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_TABLE_A,
		[ESCOPA_OPT_NAPOLA] = 0,
		[ESCOPA_OPT_TARGET] = 21,
		[ESCOPA_OPT_TEAM_TARGET] = 21,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 0,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 1,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
	[ESCOPA_PRESET_ESCOVA_DE_31] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 0,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_DEALER_SWEEPS,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 1,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 0,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 1,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_ALL_FOUR,
		[ESCOPA_OPT_ALL_COINS] = 1,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_NONE,
		[ESCOPA_OPT_NAPOLA] = 0,
		[ESCOPA_OPT_TARGET] = 31,
		[ESCOPA_OPT_TEAM_TARGET] = 31,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 1,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 1,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
	[ESCOPA_PRESET_ESCOBA_COMODINES] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 2,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_SET_ASIDE,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 0,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 0,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 0,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_NONE,
		[ESCOPA_OPT_ALL_COINS] = 0,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_TABLE_A,
		[ESCOPA_OPT_NAPOLA] = 0,
		[ESCOPA_OPT_TARGET] = 21,
		[ESCOPA_OPT_TEAM_TARGET] = 21,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 0,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 1,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
	[ESCOPA_PRESET_SCOPA] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 0,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_PLAY_ON,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_MATCH,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 0,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 0,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 0,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 0,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_NONE,
		[ESCOPA_OPT_ALL_COINS] = 0,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_TABLE_A,
		[ESCOPA_OPT_NAPOLA] = 1,
		[ESCOPA_OPT_TARGET] = 11,
		[ESCOPA_OPT_TEAM_TARGET] = 11,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 0,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 1,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
	/* the Brazilian Escopa description's variation: "Game is 15 points and
	 * a match is 4 games" */
	[ESCOPA_PRESET_ESCOPA_MATCH] = {
		[ESCOPA_OPT_PARTNERSHIPS] = 1,
		[ESCOPA_OPT_JOKERS] = 0,
		[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_DEALER_SWEEPS,
		[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN,
		[ESCOPA_OPT_CAPTURE_MULTIPLES] = 1,
		[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD,
		[ESCOPA_OPT_STACKING] = 0,
		[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1,
		[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1,
		[ESCOPA_OPT_SCORE_CARDS] = 1,
		[ESCOPA_OPT_CARDS_DOUBLE] = 1,
		[ESCOPA_OPT_SCORE_COINS] = 1,
		[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1,
		[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_ALL_FOUR,
		[ESCOPA_OPT_ALL_COINS] = 1,
		[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_NONE,
		[ESCOPA_OPT_NAPOLA] = 0,
		[ESCOPA_OPT_TARGET] = 15,
		[ESCOPA_OPT_TEAM_TARGET] = 15,
		[ESCOPA_OPT_OPEN_TABLE] = 0,
		[ESCOPA_OPT_DEAL_ROTATION] = 1,
		[ESCOPA_OPT_SHARED_TIES] = 0,
		[ESCOPA_OPT_MATCH_GAMES] = 4,
		[ESCOPA_OPT_HAND_LIMIT] = 0,
	},
};

/* The bounds of every option, from the documentation of each option in
 * rules.h (0/1 flags, the value enums, 1..1000 targets). */
static const int bounds_table[N_OPTIONS][2] = {
	[ESCOPA_OPT_PARTNERSHIPS] = { 0, 1 },
	[ESCOPA_OPT_JOKERS] = { 0, 2 },
	[ESCOPA_OPT_INITIAL_TABLE] = { 0, 3 },
	[ESCOPA_OPT_CAPTURE_MODE] = { 0, 1 },
	[ESCOPA_OPT_CAPTURE_MULTIPLES] = { 0, 1 },
	[ESCOPA_OPT_FORCED_CAPTURE] = { 0, 2 },
	[ESCOPA_OPT_STACKING] = { 0, 1 },
	[ESCOPA_OPT_LAST_CAPTURE_TAKES] = { 0, 1 },
	[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = { 0, 1 },
	[ESCOPA_OPT_SCORE_CARDS] = { 0, 1 },
	[ESCOPA_OPT_CARDS_DOUBLE] = { 0, 1 },
	[ESCOPA_OPT_SCORE_COINS] = { 0, 1 },
	[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = { 0, 1 },
	[ESCOPA_OPT_SEVENS] = { 0, 2 },
	[ESCOPA_OPT_ALL_COINS] = { 0, 1 },
	[ESCOPA_OPT_PRIMIERA] = { 0, 2 },
	[ESCOPA_OPT_NAPOLA] = { 0, 1 },
	[ESCOPA_OPT_TARGET] = { 1, 1000 },
	[ESCOPA_OPT_TEAM_TARGET] = { 1, 1000 },
	[ESCOPA_OPT_OPEN_TABLE] = { 0, 1 },
	[ESCOPA_OPT_DEAL_ROTATION] = { 0, 1 },
	[ESCOPA_OPT_SHARED_TIES] = { 0, 1 },
	[ESCOPA_OPT_MATCH_GAMES] = { 1, 99 },
	[ESCOPA_OPT_HAND_LIMIT] = { 0, 30000 },
};

static const char *const option_names[N_OPTIONS] = {
	"partnerships", "jokers", "initial_table", "capture_mode",
	"capture_multiples", "forced_capture", "stacking",
	"last_capture_takes", "sweep_on_last_play", "score_cards",
	"cards_double", "score_coins", "score_seven_of_coins", "sevens",
	"all_coins", "primiera", "napola", "target", "team_target",
	"open_table", "deal_rotation", "shared_ties", "match_games", "hand_limit",
};

/* doc/rules.md, section Presets: each preset sets every option as its document
 * says. Looped over the presets. */
START_TEST(rule_7_preset_sets_every_option)
{
	enum escopa_preset preset = (enum escopa_preset)_i;
	struct escopa_rules *rules = new_rules(preset);
	for (int o = 0; o < N_OPTIONS; o++)
		ck_assert_msg(get(rules, (enum escopa_option)o) == preset_table[preset][o],
			      "preset %s option %s: got %d, expected %d",
			      escopa_preset_name(preset),
			      escopa_option_name((enum escopa_option)o),
			      get(rules, (enum escopa_option)o), preset_table[preset][o]);
	escopa_rules_free(rules);
}
END_TEST

/* doc/rules.md, section Presets, Escopa (the Brazilian Escopa description),
 * spelled out: capture 15 and multiples, dealer sweeps, most cards doubled, all
 * four sevens, all ten coins, no primiera, game to 21. */
START_TEST(rule_7_escopa_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOPA);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MODE), ESCOPA_CAPTURE_FIFTEEN);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MULTIPLES), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_DEALER_SWEEPS);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CARDS_DOUBLE), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SEVENS), ESCOPA_SEVENS_ALL_FOUR);
	ck_assert_int_eq(get(r, ESCOPA_OPT_ALL_COINS), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_PRIMIERA), ESCOPA_PRIMIERA_NONE);
	ck_assert_int_eq(get(r, ESCOPA_OPT_STACKING), 0);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 21);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, section Presets, Escoba (the English Escoba guide): stacking,
 * play on, most sevens, game to 15 and 30 for teams. */
START_TEST(rule_7_escoba_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA);
	ck_assert_int_eq(get(r, ESCOPA_OPT_STACKING), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_PLAY_ON);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MULTIPLES), 0);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SEVENS), ESCOPA_SEVENS_MOST);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 15);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TEAM_TARGET), 30);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, section Presets, Escoba de 15 (the Escoba de 15 guide): set
 * aside, Setenta by table A, game to 21. */
START_TEST(rule_7_escoba_de_15_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_SET_ASIDE);
	ck_assert_int_eq(get(r, ESCOPA_OPT_PRIMIERA), ESCOPA_PRIMIERA_TABLE_A);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SEVENS), ESCOPA_SEVENS_NONE);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 21);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TEAM_TARGET), 21);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, section Presets: Escova de 31 is Escopa played to 31; every other
 * option equals Escopa's. */
START_TEST(rule_7_escova_de_31_is_escopa_to_31)
{
	struct escopa_rules *escopa = new_rules(ESCOPA_PRESET_ESCOPA);
	struct escopa_rules *escova = new_rules(ESCOPA_PRESET_ESCOVA_DE_31);
	ck_assert_int_eq(get(escova, ESCOPA_OPT_TARGET), 31);
	ck_assert_int_eq(get(escova, ESCOPA_OPT_TEAM_TARGET), 31);
	int equal = -1;
	ck_assert_ok(escopa_rules_equal(escopa, escova, &equal));
	ck_assert_int_eq(equal, 0);
	ck_assert_ok(escopa_rules_set(escopa, ESCOPA_OPT_TARGET, 31));
	ck_assert_ok(escopa_rules_set(escopa, ESCOPA_OPT_TEAM_TARGET, 31));
	ck_assert_ok(escopa_rules_equal(escopa, escova, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_rules_free(escopa);
	escopa_rules_free(escova);
}
END_TEST

/* doc/rules.md, section Presets: Comodines is Escoba de 15 with two jokers. */
START_TEST(rule_7_comodines_is_escoba_de_15_with_jokers)
{
	struct escopa_rules *e15 = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	struct escopa_rules *com = new_rules(ESCOPA_PRESET_ESCOBA_COMODINES);
	ck_assert_int_eq(get(com, ESCOPA_OPT_JOKERS), 2);
	int equal = -1;
	ck_assert_ok(escopa_rules_equal(e15, com, &equal));
	ck_assert_int_eq(equal, 0);
	ck_assert_ok(escopa_rules_set(e15, ESCOPA_OPT_JOKERS, 2));
	ck_assert_ok(escopa_rules_equal(e15, com, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_rules_free(e15);
	escopa_rules_free(com);
}
END_TEST

/* doc/rules.md, sections "A turn", "Scoring a hand" and "Presets": Scopa
 * captures by match, scores no sweep on the last play, primiera by table A,
 * napola, game to 11. */
START_TEST(rule_7_scopa_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_SCOPA);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MODE), ESCOPA_CAPTURE_MATCH);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SWEEP_ON_LAST_PLAY), 0);
	ck_assert_int_eq(get(r, ESCOPA_OPT_PRIMIERA), ESCOPA_PRIMIERA_TABLE_A);
	ck_assert_int_eq(get(r, ESCOPA_OPT_NAPOLA), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_PLAY_ON);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 11);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, sections "Players, seats and sides", "A hand", item 5 and "A
 * turn": every preset plays partnerships, forces a capture per card, and lets
 * the last capture take the table. */
START_TEST(rule_2_4_every_preset_partnerships_forced_last_capture)
{
	for (int p = 0; p < N_PRESETS; p++) {
		struct escopa_rules *r = new_rules((enum escopa_preset)p);
		ck_assert_int_eq(get(r, ESCOPA_OPT_PARTNERSHIPS), 1);
		ck_assert_int_eq(get(r, ESCOPA_OPT_FORCED_CAPTURE), ESCOPA_FORCED_PER_CARD);
		ck_assert_int_eq(get(r, ESCOPA_OPT_LAST_CAPTURE_TAKES), 1);
		ck_assert_int_eq(get(r, ESCOPA_OPT_OPEN_TABLE), 0);
		escopa_rules_free(r);
	}
}
END_TEST

/* doc/rules.md, section Presets: "Every option the presets use must also be
 * settable on its own, with its range checked". The option bounds are as each
 * option documents. */
START_TEST(rule_7_option_bounds)
{
	ck_assert_int_eq(escopa_option_count(), N_OPTIONS);
	for (int o = 0; o < N_OPTIONS; o++) {
		int min = INT_MIN, max = INT_MIN;
		ck_assert_ok(escopa_option_bounds((enum escopa_option)o, &min, &max));
		ck_assert_msg(min == bounds_table[o][0] && max == bounds_table[o][1],
			      "option %s: bounds %d..%d, expected %d..%d", option_names[o],
			      min, max, bounds_table[o][0], bounds_table[o][1]);
	}
}
END_TEST

/* doc/rules.md, section Presets: every value within the bounds of every option
 * can be set on its own (from Escoba de 15, which has none of the conflicting
 * options on), reads back, and touches no other option. */
START_TEST(rule_7_every_option_settable_on_its_own)
{
	for (int o = 0; o < N_OPTIONS; o++) {
		int min, max;
		ck_assert_ok(escopa_option_bounds((enum escopa_option)o, &min, &max));
		for (int v = min; v <= max; v++) {
			if (max - min > 10 && v > min + 3 && v < max - 3 && v != 15 &&
			    v != 21 && v != 30 && v != 31)
				continue;
			struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
			int before[N_OPTIONS];
			snapshot(r, before);
			enum escopa_status rc = escopa_rules_set(r, (enum escopa_option)o, v);
			ck_assert_msg(rc == ESCOPA_OK, "setting %s to %d: %s",
				      option_names[o], v, escopa_status_name(rc));
			ck_assert_int_eq(get(r, (enum escopa_option)o), v);
			before[o] = v;
			assert_unchanged(r, before);
			escopa_rules_free(r);
		}
	}
}
END_TEST

/* Every preset accepts every option value that does not conflict. */
START_TEST(rule_7_every_preset_accepts_option_values)
{
	for (int p = 0; p < N_PRESETS; p++)
		for (int o = 0; o < N_OPTIONS; o++) {
			int min, max;
			ck_assert_ok(escopa_option_bounds((enum escopa_option)o, &min, &max));
			int values[] = { min, max, (min + max) / 2 };
			for (int k = 0; k < 3; k++) {
				struct escopa_rules *r = new_rules((enum escopa_preset)p);
				int before[N_OPTIONS];
				snapshot(r, before);
				enum escopa_status rc = escopa_rules_set(r, (enum escopa_option)o,
									 values[k]);
				if (rc == ESCOPA_OK) {
					before[o] = values[k];
				} else {
					/* only the documented conflicts may refuse */
					ck_assert_msg(rc == ESCOPA_E_CONFLICT,
						      "preset %d option %s=%d: %s", p,
						      option_names[o], values[k],
						      escopa_status_name(rc));
					ck_assert(o == ESCOPA_OPT_JOKERS || o == ESCOPA_OPT_STACKING ||
						  o == ESCOPA_OPT_CAPTURE_MODE ||
						  o == ESCOPA_OPT_CAPTURE_MULTIPLES);
				}
				assert_unchanged(r, before);
				escopa_rules_free(r);
			}
		}
}
END_TEST

/* Out-of-range values return ESCOPA_E_RANGE and change nothing. */
START_TEST(rule_7_out_of_range_is_refused)
{
	for (int p = 0; p < N_PRESETS; p++) {
		struct escopa_rules *r = new_rules((enum escopa_preset)p);
		int before[N_OPTIONS];
		snapshot(r, before);
		for (int o = 0; o < N_OPTIONS; o++) {
			int bad[] = { bounds_table[o][0] - 1, bounds_table[o][1] + 1,
				      INT_MIN, INT_MAX, -1000, 5000 };
			for (size_t k = 0; k < sizeof bad / sizeof *bad; k++) {
				if (bad[k] >= bounds_table[o][0] && bad[k] <= bounds_table[o][1])
					continue;
				ck_assert_status(escopa_rules_set(r, (enum escopa_option)o, bad[k]),
						 ESCOPA_E_RANGE);
				assert_unchanged(r, before);
			}
		}
		escopa_rules_free(r);
	}
}
END_TEST

/* Options that do not exist return ESCOPA_E_OPTION everywhere. */
START_TEST(rule_7_unknown_option_is_refused)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOPA);
	int before[N_OPTIONS];
	snapshot(r, before);
	int unknown[] = { N_OPTIONS, -1, 1000, INT_MAX, INT_MIN, 25 };
	for (size_t k = 0; k < sizeof unknown / sizeof *unknown; k++) {
		enum escopa_option o = (enum escopa_option)unknown[k];
		int value = 12345, min = 12345, max = 12345;
		ck_assert_status(escopa_rules_set(r, o, 0), ESCOPA_E_OPTION);
		ck_assert_status(escopa_rules_set(r, o, 1), ESCOPA_E_OPTION);
		ck_assert_status(escopa_rules_get(r, o, &value), ESCOPA_E_OPTION);
		ck_assert_int_eq(value, 12345);
		ck_assert_status(escopa_option_bounds(o, &min, &max), ESCOPA_E_OPTION);
		ck_assert_int_eq(min, 12345);
		ck_assert_int_eq(max, 12345);
		ck_assert_ptr_null(escopa_option_name(o));
		assert_unchanged(r, before);
	}
	escopa_rules_free(r);
}
END_TEST

/* The documented conflicts: jokers + stacking, jokers + match capture,
 * match capture + stacking, match capture + capture multiples. Each way
 * round returns ESCOPA_E_CONFLICT and changes nothing. */
static void
check_conflict(enum escopa_option first, int first_value,
	       enum escopa_option second, int second_value)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	ck_assert_ok(escopa_rules_set(r, first, first_value));
	int before[N_OPTIONS];
	snapshot(r, before);
	ck_assert_status(escopa_rules_set(r, second, second_value), ESCOPA_E_CONFLICT);
	assert_unchanged(r, before);
	/* undo the first and the second is accepted */
	struct escopa_rules *fresh = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	int neutral = get(fresh, first);
	escopa_rules_free(fresh);
	ck_assert_ok(escopa_rules_set(r, first, neutral));
	ck_assert_ok(escopa_rules_set(r, second, second_value));
	ck_assert_int_eq(get(r, second), second_value);
	escopa_rules_free(r);
}

START_TEST(rule_7_conflicting_options_are_refused)
{
	for (int j = 1; j <= 2; j++) {
		check_conflict(ESCOPA_OPT_JOKERS, j, ESCOPA_OPT_STACKING, 1);
		check_conflict(ESCOPA_OPT_STACKING, 1, ESCOPA_OPT_JOKERS, j);
		check_conflict(ESCOPA_OPT_JOKERS, j, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH);
		check_conflict(ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH, ESCOPA_OPT_JOKERS, j);
	}
	check_conflict(ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH, ESCOPA_OPT_STACKING, 1);
	check_conflict(ESCOPA_OPT_STACKING, 1, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH);
	check_conflict(ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH,
		       ESCOPA_OPT_CAPTURE_MULTIPLES, 1);
	check_conflict(ESCOPA_OPT_CAPTURE_MULTIPLES, 1,
		       ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH);
}
END_TEST

/* The presets themselves: Comodines refuses stacking and match capture,
 * Escoba refuses jokers and match capture, Escopa refuses match capture,
 * Scopa refuses jokers, stacking and multiples. */
START_TEST(rule_7_conflicts_within_presets)
{
	static const struct {
		enum escopa_preset preset;
		enum escopa_option option;
		int value;
	} refused[] = {
		{ ESCOPA_PRESET_ESCOBA_COMODINES, ESCOPA_OPT_STACKING, 1 },
		{ ESCOPA_PRESET_ESCOBA_COMODINES, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH },
		{ ESCOPA_PRESET_ESCOBA, ESCOPA_OPT_JOKERS, 1 },
		{ ESCOPA_PRESET_ESCOBA, ESCOPA_OPT_JOKERS, 2 },
		{ ESCOPA_PRESET_ESCOBA, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH },
		{ ESCOPA_PRESET_ESCOPA, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH },
		{ ESCOPA_PRESET_ESCOVA_DE_31, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH },
		{ ESCOPA_PRESET_SCOPA, ESCOPA_OPT_JOKERS, 2 },
		{ ESCOPA_PRESET_SCOPA, ESCOPA_OPT_STACKING, 1 },
		{ ESCOPA_PRESET_SCOPA, ESCOPA_OPT_CAPTURE_MULTIPLES, 1 },
	};
	for (size_t k = 0; k < sizeof refused / sizeof *refused; k++) {
		struct escopa_rules *r = new_rules(refused[k].preset);
		int before[N_OPTIONS];
		snapshot(r, before);
		ck_assert_status(escopa_rules_set(r, refused[k].option, refused[k].value),
				 ESCOPA_E_CONFLICT);
		assert_unchanged(r, before);
		/* setting the value the preset already has is no conflict */
		ck_assert_ok(escopa_rules_set(r, refused[k].option, before[refused[k].option]));
		assert_unchanged(r, before);
		escopa_rules_free(r);
	}
	/* Scopa without match capture accepts multiples and stacking */
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_SCOPA);
	ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_FIFTEEN));
	ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_CAPTURE_MULTIPLES, 1));
	ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_STACKING, 1));
	escopa_rules_free(r);
}
END_TEST

/* A copy is equal and independent of its original. */
START_TEST(rules_copy_is_independent)
{
	for (int p = 0; p < N_PRESETS; p++) {
		struct escopa_rules *r = new_rules((enum escopa_preset)p);
		struct escopa_rules *c = NULL;
		ck_assert_ok(escopa_rules_copy(r, &c));
		ck_assert_ptr_nonnull(c);
		ck_assert_ptr_ne(c, r);
		int equal = -1;
		ck_assert_ok(escopa_rules_equal(r, c, &equal));
		ck_assert_int_eq(equal, 1);
		int target = get(r, ESCOPA_OPT_TARGET);
		ck_assert_ok(escopa_rules_set(c, ESCOPA_OPT_TARGET, target + 1));
		ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), target);
		ck_assert_ok(escopa_rules_equal(r, c, &equal));
		ck_assert_int_eq(equal, 0);
		ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_OPEN_TABLE, 1));
		ck_assert_int_eq(get(c, ESCOPA_OPT_OPEN_TABLE), 0);
		/* freeing the original leaves the copy usable */
		escopa_rules_free(r);
		ck_assert_int_eq(get(c, ESCOPA_OPT_TARGET), target + 1);
		escopa_rules_free(c);
	}
}
END_TEST

/* Rule sets are equal exactly when every option is. */
START_TEST(rules_equal_compares_every_option)
{
	for (int a = 0; a < N_PRESETS; a++)
		for (int b = 0; b < N_PRESETS; b++) {
			struct escopa_rules *ra = new_rules((enum escopa_preset)a);
			struct escopa_rules *rb = new_rules((enum escopa_preset)b);
			int equal = -1;
			ck_assert_ok(escopa_rules_equal(ra, rb, &equal));
			ck_assert_int_eq(equal, a == b);
			escopa_rules_free(ra);
			escopa_rules_free(rb);
		}
	for (int o = 0; o < N_OPTIONS; o++) {
		struct escopa_rules *ra = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
		struct escopa_rules *rb = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
		int v = get(ra, (enum escopa_option)o);
		int other = v == bounds_table[o][0] ? v + 1 : v - 1;
		ck_assert_ok(escopa_rules_set(rb, (enum escopa_option)o, other));
		int equal = -1;
		ck_assert_ok(escopa_rules_equal(ra, rb, &equal));
		ck_assert_msg(equal == 0, "rules differing in %s compare equal", option_names[o]);
		ck_assert_ok(escopa_rules_set(rb, (enum escopa_option)o, v));
		ck_assert_ok(escopa_rules_equal(ra, rb, &equal));
		ck_assert_int_eq(equal, 1);
		ck_assert_ok(escopa_rules_equal(ra, ra, &equal));
		ck_assert_int_eq(equal, 1);
		escopa_rules_free(ra);
		escopa_rules_free(rb);
	}
}
END_TEST

/* Option names are the enumerators without prefix, lower case, and
 * round-trip through escopa_option_from_name(), case-insensitively. */
START_TEST(rules_option_names_round_trip)
{
	for (int o = 0; o < escopa_option_count(); o++) {
		const char *name = escopa_option_name((enum escopa_option)o);
		ck_assert_ptr_nonnull(name);
		ck_assert_str_eq(name, option_names[o]);
		enum escopa_option back = (enum escopa_option)-5;
		ck_assert_ok(escopa_option_from_name(name, &back));
		ck_assert_int_eq(back, o);
		char upper[64];
		size_t i;
		for (i = 0; name[i] && i < sizeof upper - 1; i++)
			upper[i] = (char)(name[i] >= 'a' && name[i] <= 'z' ? name[i] - 32 : name[i]);
		upper[i] = '\0';
		back = (enum escopa_option)-5;
		ck_assert_ok(escopa_option_from_name(upper, &back));
		ck_assert_int_eq(back, o);
	}
	enum escopa_option out = (enum escopa_option)-5;
	ck_assert_status(escopa_option_from_name("no_such_option", &out), ESCOPA_E_OPTION);
	ck_assert_status(escopa_option_from_name("", &out), ESCOPA_E_OPTION);
	ck_assert_status(escopa_option_from_name("target ", &out), ESCOPA_E_OPTION);
	ck_assert_status(escopa_option_from_name("ESCOPA_OPT_TARGET_X", &out), ESCOPA_E_OPTION);
	ck_assert_int_eq((int)out, -5);
	ck_assert_status(escopa_option_from_name(NULL, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_option_from_name("target", NULL), ESCOPA_E_NULL);
}
END_TEST

/* Preset names round-trip through escopa_preset_from_name(). */
START_TEST(rules_preset_names_round_trip)
{
	static const char *const names[N_PRESETS] = {
		"escopa", "escoba", "escoba_de_15", "escova_de_31",
		"escoba_comodines", "scopa", "escopa_match",
	};
	ck_assert_int_eq(escopa_preset_count(), N_PRESETS);
	for (int p = 0; p < escopa_preset_count(); p++) {
		const char *name = escopa_preset_name((enum escopa_preset)p);
		ck_assert_ptr_nonnull(name);
		ck_assert_str_eq(name, names[p]);
		enum escopa_preset back = (enum escopa_preset)-5;
		ck_assert_ok(escopa_preset_from_name(name, &back));
		ck_assert_int_eq(back, p);
	}
	enum escopa_preset out = (enum escopa_preset)-5;
	ck_assert_ok(escopa_preset_from_name("ESCOBA_DE_15", &out));
	ck_assert_int_eq(out, ESCOPA_PRESET_ESCOBA_DE_15);
	ck_assert_ok(escopa_preset_from_name("Scopa", &out));
	ck_assert_int_eq(out, ESCOPA_PRESET_SCOPA);
	out = (enum escopa_preset)-5;
	ck_assert_status(escopa_preset_from_name("briscola", &out), ESCOPA_E_INVALID);
	ck_assert_status(escopa_preset_from_name("", &out), ESCOPA_E_INVALID);
	ck_assert_int_eq((int)out, -5);
	ck_assert_status(escopa_preset_from_name(NULL, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_preset_from_name("escopa", NULL), ESCOPA_E_NULL);
	ck_assert_ptr_null(escopa_preset_name((enum escopa_preset)N_PRESETS));
	ck_assert_ptr_null(escopa_preset_name((enum escopa_preset)-1));
}
END_TEST

/* Option and preset names are case-insensitive whatever the program's
 * locale: the library has no global state of its own, and an app that
 * calls setlocale() must still find "INITIAL_TABLE". In a Turkish locale
 * 'I' does not lower-case to 'i', which breaks locale-dependent
 * comparisons (strcasecmp). Skipped when no Turkish locale is installed
 * (to run it: localedef -i tr_TR -f UTF-8 DIR/tr_TR.UTF-8 and set
 * LOCPATH=DIR). */
START_TEST(rules_names_case_insensitive_in_any_locale)
{
	static const char *const locales[] = {
		"tr_TR.UTF-8", "tr_TR.utf8", "tr_TR.ISO-8859-9", "tr_TR",
	};
	for (size_t k = 0; k < sizeof locales / sizeof *locales; k++) {
		if (!setlocale(LC_ALL, locales[k]))
			continue;
		for (int o = 0; o < N_OPTIONS; o++) {
			char upper[64];
			size_t i;
			for (i = 0; option_names[o][i]; i++)
				upper[i] = (char)(option_names[o][i] >= 'a' && option_names[o][i] <= 'z'
						  ? option_names[o][i] - 32 : option_names[o][i]);
			upper[i] = '\0';
			enum escopa_option back = (enum escopa_option)0;
			enum escopa_status rc = escopa_option_from_name(upper, &back);
			setlocale(LC_ALL, "C");
			ck_assert_msg(rc == ESCOPA_OK && (int)back == o,
				      "in locale %s, option name '%s' is not found: %s",
				      locales[k], upper, escopa_status_name(rc));
			setlocale(LC_ALL, locales[k]);
		}
		enum escopa_preset p = (enum escopa_preset)0;
		enum escopa_status rc = escopa_preset_from_name("ESCOBA_COMODINES", &p);
		setlocale(LC_ALL, "C");
		ck_assert_msg(rc == ESCOPA_OK && p == ESCOPA_PRESET_ESCOBA_COMODINES,
			      "in locale %s, preset 'ESCOBA_COMODINES' is not found: %s",
			      locales[k], escopa_status_name(rc));
	}
	setlocale(LC_ALL, "C");
}
END_TEST

/* NULL arguments return ESCOPA_E_NULL; an invalid preset ESCOPA_E_INVALID;
 * out-parameters are written only on success. */
START_TEST(rules_errors)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA);
	struct escopa_rules *sentinel = (struct escopa_rules *)&r;
	struct escopa_rules *out = sentinel;
	ck_assert_status(escopa_rules_new(ESCOPA_PRESET_ESCOPA, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_new((enum escopa_preset)N_PRESETS, &out), ESCOPA_E_INVALID);
	ck_assert_status(escopa_rules_new((enum escopa_preset)-1, &out), ESCOPA_E_INVALID);
	ck_assert_status(escopa_rules_new((enum escopa_preset)1000, &out), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(out, sentinel);
	ck_assert_status(escopa_rules_copy(NULL, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_copy(r, NULL), ESCOPA_E_NULL);
	ck_assert_ptr_eq(out, sentinel);
	int value = 777;
	ck_assert_status(escopa_rules_get(NULL, ESCOPA_OPT_TARGET, &value), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_get(r, ESCOPA_OPT_TARGET, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(value, 777);
	ck_assert_status(escopa_rules_set(NULL, ESCOPA_OPT_TARGET, 5), ESCOPA_E_NULL);
	int equal = 777;
	ck_assert_status(escopa_rules_equal(NULL, r, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_equal(r, NULL, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_equal(r, r, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(equal, 777);
	int min = 777, max = 777;
	ck_assert_status(escopa_option_bounds(ESCOPA_OPT_TARGET, NULL, &max), ESCOPA_E_NULL);
	ck_assert_status(escopa_option_bounds(ESCOPA_OPT_TARGET, &min, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(min, 777);
	ck_assert_int_eq(max, 777);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 15);
	escopa_rules_free(NULL);   /* a no-op */
	escopa_rules_free(r);
}
END_TEST

/* A game keeps its own copy of the rules: changing or freeing the rules
 * after escopa_game_new() leaves the game as it was. */
START_TEST(rules_game_keeps_its_own_copy)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	struct escopa_game *g = NULL, *twin = NULL;
	ck_assert_ok(escopa_game_new(r, 2, 7, &g));
	ck_assert_ok(escopa_game_new(r, 2, 7, &twin));
	ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_TARGET, 99));
	ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL));
	ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_JOKERS, 2));
	int v = -1;
	ck_assert_ok(escopa_game_option(g, ESCOPA_OPT_TARGET, &v));
	ck_assert_int_eq(v, 21);
	ck_assert_ok(escopa_game_option(g, ESCOPA_OPT_INITIAL_TABLE, &v));
	ck_assert_int_eq(v, ESCOPA_INITIAL_SET_ASIDE);
	ck_assert_ok(escopa_game_option(g, ESCOPA_OPT_JOKERS, &v));
	ck_assert_int_eq(v, 0);
	escopa_rules_free(r);
	/* the game still plays, and exactly like its twin */
	for (int turn = 0; turn < 12; turn++) {
		escopa_move_t moves[64];
		size_t n = 0;
		ck_assert_ok(escopa_game_moves(g, moves, 64, &n));
		ck_assert_uint_gt(n, 0);
		ck_assert_ok(escopa_game_play(g, moves[0], NULL));
		ck_assert_ok(escopa_game_play(twin, moves[0], NULL));
	}
	int equal = 0;
	ck_assert_ok(escopa_game_equal(g, twin, &equal));
	ck_assert_int_eq(equal, 1);
	for (int o = 0; o < N_OPTIONS; o++) {
		ck_assert_ok(escopa_game_option(g, (enum escopa_option)o, &v));
		ck_assert_int_eq(v, preset_table[ESCOPA_PRESET_ESCOBA_DE_15][o]);
	}
	ck_assert_status(escopa_game_option(g, (enum escopa_option)N_OPTIONS, &v), ESCOPA_E_OPTION);
	ck_assert_status(escopa_game_option(g, ESCOPA_OPT_TARGET, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_option(NULL, ESCOPA_OPT_TARGET, &v), ESCOPA_E_NULL);
	escopa_game_free(g);
	escopa_game_free(twin);
}
END_TEST

/* Every preset's rules, changed by any in-range option, still make a
 * game; and the game reports the options it was made with. */
START_TEST(rules_game_reports_changed_options)
{
	for (int p = 0; p < N_PRESETS; p++) {
		struct escopa_rules *r = new_rules((enum escopa_preset)p);
		ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_TARGET, 3));
		ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_TEAM_TARGET, 4));
		ck_assert_ok(escopa_rules_set(r, ESCOPA_OPT_OPEN_TABLE, 1));
		for (int players = 2; players <= 4; players++) {
			struct escopa_game *g = NULL;
			ck_assert_ok(escopa_game_new(r, players, 3, &g));
			for (int o = 0; o < N_OPTIONS; o++) {
				int v = -1;
				ck_assert_ok(escopa_game_option(g, (enum escopa_option)o, &v));
				ck_assert_int_eq(v, get(r, (enum escopa_option)o));
			}
			escopa_game_free(g);
		}
		escopa_rules_free(r);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc = tcase_create("presets");
	tcase_add_loop_test(tc, rule_7_preset_sets_every_option, 0, N_PRESETS);
	tcase_add_test(tc, rule_7_escopa_preset);
	tcase_add_test(tc, rule_7_escoba_preset);
	tcase_add_test(tc, rule_7_escoba_de_15_preset);
	tcase_add_test(tc, rule_7_escova_de_31_is_escopa_to_31);
	tcase_add_test(tc, rule_7_comodines_is_escoba_de_15_with_jokers);
	tcase_add_test(tc, rule_7_scopa_preset);
	tcase_add_test(tc, rule_2_4_every_preset_partnerships_forced_last_capture);
	suite_add_tcase(s, tc);

	tc = tcase_create("options");
	tcase_add_test(tc, rule_7_option_bounds);
	tcase_add_test(tc, rule_7_every_option_settable_on_its_own);
	tcase_add_test(tc, rule_7_every_preset_accepts_option_values);
	tcase_add_test(tc, rule_7_out_of_range_is_refused);
	tcase_add_test(tc, rule_7_unknown_option_is_refused);
	tcase_add_test(tc, rule_7_conflicting_options_are_refused);
	tcase_add_test(tc, rule_7_conflicts_within_presets);
	suite_add_tcase(s, tc);

	tc = tcase_create("objects");
	tcase_add_test(tc, rules_copy_is_independent);
	tcase_add_test(tc, rules_equal_compares_every_option);
	tcase_add_test(tc, rules_option_names_round_trip);
	tcase_add_test(tc, rules_preset_names_round_trip);
	tcase_add_test(tc, rules_names_case_insensitive_in_any_locale);
	tcase_add_test(tc, rules_errors);
	tcase_add_test(tc, rules_game_keeps_its_own_copy);
	tcase_add_test(tc, rules_game_reports_changed_options);
	suite_add_tcase(s, tc);
	return s;
}
