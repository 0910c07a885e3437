/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

#include <stdlib.h>
#include <string.h>
#include "core-private.h"

struct option_info {
	const char *name;
	int16_t min, max;
};

static const struct option_info options[ESCOPA_OPTION_COUNT] = {
	[ESCOPA_OPT_PARTNERSHIPS] = { "partnerships", 0, 1 },
	[ESCOPA_OPT_JOKERS] = { "jokers", 0, 2 },
	[ESCOPA_OPT_INITIAL_TABLE] = { "initial_table", ESCOPA_INITIAL_PLAY_ON, ESCOPA_INITIAL_REDEAL },
	[ESCOPA_OPT_CAPTURE_MODE] = { "capture_mode", ESCOPA_CAPTURE_FIFTEEN, ESCOPA_CAPTURE_MATCH },
	[ESCOPA_OPT_CAPTURE_MULTIPLES] = { "capture_multiples", 0, 1 },
	[ESCOPA_OPT_FORCED_CAPTURE] = { "forced_capture", ESCOPA_FORCED_NONE, ESCOPA_FORCED_PER_HAND },
	[ESCOPA_OPT_STACKING] = { "stacking", 0, 1 },
	[ESCOPA_OPT_LAST_CAPTURE_TAKES] = { "last_capture_takes", 0, 1 },
	[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = { "sweep_on_last_play", 0, 1 },
	[ESCOPA_OPT_SCORE_CARDS] = { "score_cards", 0, 1 },
	[ESCOPA_OPT_CARDS_DOUBLE] = { "cards_double", 0, 1 },
	[ESCOPA_OPT_SCORE_COINS] = { "score_coins", 0, 1 },
	[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = { "score_seven_of_coins", 0, 1 },
	[ESCOPA_OPT_SEVENS] = { "sevens", ESCOPA_SEVENS_NONE, ESCOPA_SEVENS_MOST },
	[ESCOPA_OPT_ALL_COINS] = { "all_coins", 0, 1 },
	[ESCOPA_OPT_PRIMIERA] = { "primiera", ESCOPA_PRIMIERA_NONE, ESCOPA_PRIMIERA_TABLE_B },
	[ESCOPA_OPT_NAPOLA] = { "napola", 0, 1 },
	[ESCOPA_OPT_TARGET] = { "target", 1, 1000 },
	[ESCOPA_OPT_TEAM_TARGET] = { "team_target", 1, 1000 },
	[ESCOPA_OPT_OPEN_TABLE] = { "open_table", 0, 1 },
	[ESCOPA_OPT_DEAL_ROTATION] = { "deal_rotation", 0, 1 },
	[ESCOPA_OPT_SHARED_TIES] = { "shared_ties", 0, 1 },
	[ESCOPA_OPT_MATCH_GAMES] = { "match_games", 1, 99 },
	[ESCOPA_OPT_HAND_LIMIT] = { "hand_limit", 0, 30000 },
};

#define N_PRESETS 7

static const char *const preset_names[N_PRESETS] = {
	[ESCOPA_PRESET_ESCOPA] = "escopa",
	[ESCOPA_PRESET_ESCOBA] = "escoba",
	[ESCOPA_PRESET_ESCOBA_DE_15] = "escoba_de_15",
	[ESCOPA_PRESET_ESCOVA_DE_31] = "escova_de_31",
	[ESCOPA_PRESET_ESCOBA_COMODINES] = "escoba_comodines",
	[ESCOPA_PRESET_SCOPA] = "scopa",
	[ESCOPA_PRESET_ESCOPA_MATCH] = "escopa_match",
};

/* What every preset shares: one card per turn, capture by 15, forced capture
 * per card, partnerships for four, the last capture takes the table, and
 * cards, coins and the seven of coins score; a game is a match of one
 * game, with no hand limit. */
static void
preset_base(struct escopa_rules *r)
{
	memset(r, 0, sizeof *r);
	r->value[ESCOPA_OPT_PARTNERSHIPS] = 1;
	r->value[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_PLAY_ON;
	r->value[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_FIFTEEN;
	r->value[ESCOPA_OPT_FORCED_CAPTURE] = ESCOPA_FORCED_PER_CARD;
	r->value[ESCOPA_OPT_LAST_CAPTURE_TAKES] = 1;
	r->value[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 1;
	r->value[ESCOPA_OPT_SCORE_CARDS] = 1;
	r->value[ESCOPA_OPT_SCORE_COINS] = 1;
	r->value[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] = 1;
	r->value[ESCOPA_OPT_MATCH_GAMES] = 1;
}

static void
preset_fill(struct escopa_rules *r, enum escopa_preset preset)
{
	preset_base(r);
	switch (preset) {
	case ESCOPA_PRESET_ESCOPA:
	case ESCOPA_PRESET_ESCOVA_DE_31:
	case ESCOPA_PRESET_ESCOPA_MATCH:
		/* the Brazilian Escopa description */
		r->value[ESCOPA_OPT_CAPTURE_MULTIPLES] = 1;
		r->value[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_DEALER_SWEEPS;
		r->value[ESCOPA_OPT_CARDS_DOUBLE] = 1;
		r->value[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_ALL_FOUR;
		r->value[ESCOPA_OPT_ALL_COINS] = 1;
		r->value[ESCOPA_OPT_DEAL_ROTATION] = 1;
		r->value[ESCOPA_OPT_TARGET] = preset == ESCOPA_PRESET_ESCOPA ? 21 :
					      preset == ESCOPA_PRESET_ESCOVA_DE_31 ? 31 : 15;
		r->value[ESCOPA_OPT_TEAM_TARGET] = r->value[ESCOPA_OPT_TARGET];
		/* its variation: "Game is 15 points and a match is 4 games" */
		if (preset == ESCOPA_PRESET_ESCOPA_MATCH)
			r->value[ESCOPA_OPT_MATCH_GAMES] = 4;
		break;
	case ESCOPA_PRESET_ESCOBA:
		/* the English Escoba guide */
		r->value[ESCOPA_OPT_STACKING] = 1;
		r->value[ESCOPA_OPT_SEVENS] = ESCOPA_SEVENS_MOST;
		r->value[ESCOPA_OPT_TARGET] = 15;
		r->value[ESCOPA_OPT_TEAM_TARGET] = 30;
		break;
	case ESCOPA_PRESET_ESCOBA_DE_15:
	case ESCOPA_PRESET_ESCOBA_COMODINES:
		/* the Escoba de 15 guide */
		r->value[ESCOPA_OPT_INITIAL_TABLE] = ESCOPA_INITIAL_SET_ASIDE;
		r->value[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_TABLE_A;
		r->value[ESCOPA_OPT_JOKERS] = preset == ESCOPA_PRESET_ESCOBA_COMODINES ? 2 : 0;
		r->value[ESCOPA_OPT_TARGET] = 21;
		r->value[ESCOPA_OPT_TEAM_TARGET] = 21;
		break;
	case ESCOPA_PRESET_SCOPA:
		r->value[ESCOPA_OPT_CAPTURE_MODE] = ESCOPA_CAPTURE_MATCH;
		r->value[ESCOPA_OPT_SWEEP_ON_LAST_PLAY] = 0;
		r->value[ESCOPA_OPT_PRIMIERA] = ESCOPA_PRIMIERA_TABLE_A;
		r->value[ESCOPA_OPT_NAPOLA] = 1;
		r->value[ESCOPA_OPT_TARGET] = 11;
		r->value[ESCOPA_OPT_TEAM_TARGET] = 11;
		break;
	}
}

/* Combinations the engine does not define: a joker has no value to stack
 * or to match a rank with, and Scopa's rank matching has no multiples. */
static bool
rules_consistent(const struct escopa_rules *r)
{
	bool match = r->value[ESCOPA_OPT_CAPTURE_MODE] == ESCOPA_CAPTURE_MATCH;
	bool jokers = r->value[ESCOPA_OPT_JOKERS] > 0;
	bool stacking = r->value[ESCOPA_OPT_STACKING] != 0;
	bool multiples = r->value[ESCOPA_OPT_CAPTURE_MULTIPLES] != 0;

	if (jokers && (stacking || match))
		return false;
	if (match && (stacking || multiples))
		return false;
	return true;
}

bool
rules_valid(const struct escopa_rules *rules)
{
	for (int i = 0; i < ESCOPA_OPTION_COUNT; i++) {
		if (rules->value[i] < options[i].min || rules->value[i] > options[i].max)
			return false;
	}
	return rules_consistent(rules);
}

void
rules_preset(struct escopa_rules *rules, enum escopa_preset preset)
{
	preset_fill(rules, preset);
}

bool
names_equal(const char *a, const char *b)
{
	for (;; a++, b++) {
		char x = ascii_lower(*a), y = ascii_lower(*b);
		if (x != y)
			return false;
		if (x == '\0')
			return true;
	}
}

static bool
option_is_valid(enum escopa_option option)
{
	return (unsigned)option < ESCOPA_OPTION_COUNT;
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_new(enum escopa_preset preset, struct escopa_rules **rules)
{
	if (!rules)
		return ESCOPA_E_NULL;
	if ((unsigned)preset >= N_PRESETS)
		return ESCOPA_E_INVALID;
	struct escopa_rules *r = malloc(sizeof *r);
	if (!r)
		return ESCOPA_E_NOMEM;
	preset_fill(r, preset);
	*rules = r;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_copy(const struct escopa_rules *rules, struct escopa_rules **copy)
{
	if (!rules || !copy)
		return ESCOPA_E_NULL;
	struct escopa_rules *r = malloc(sizeof *r);
	if (!r)
		return ESCOPA_E_NOMEM;
	memcpy(r, rules, sizeof *r);
	*copy = r;
	return ESCOPA_OK;
}

/* The 1.4 name of escopa_rules_copy(), which allocates as a clone does. */
ESCOPA_EXPORT enum escopa_status
escopa_rules_clone(const struct escopa_rules *rules, struct escopa_rules **clone)
{
	return escopa_rules_copy(rules, clone);
}

ESCOPA_EXPORT void
escopa_rules_free(struct escopa_rules *rules)
{
	free(rules);
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_get(const struct escopa_rules *rules, enum escopa_option option,
		 int *value)
{
	if (!rules || !value)
		return ESCOPA_E_NULL;
	if (!option_is_valid(option))
		return ESCOPA_E_OPTION;
	*value = rules->value[option];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_set(struct escopa_rules *rules, enum escopa_option option,
		 int value)
{
	if (!rules)
		return ESCOPA_E_NULL;
	if (!option_is_valid(option))
		return ESCOPA_E_OPTION;
	if (value < options[option].min || value > options[option].max)
		return ESCOPA_E_RANGE;

	struct escopa_rules changed = *rules;
	changed.value[option] = (int16_t)value;
	if (!rules_consistent(&changed))
		return ESCOPA_E_CONFLICT;
	*rules = changed;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_equal(const struct escopa_rules *a, const struct escopa_rules *b,
		   int *equal)
{
	if (!a || !b || !equal)
		return ESCOPA_E_NULL;
	*equal = memcmp(a, b, sizeof *a) == 0;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_option_bounds(enum escopa_option option, int *min, int *max)
{
	if (!min || !max)
		return ESCOPA_E_NULL;
	if (!option_is_valid(option))
		return ESCOPA_E_OPTION;
	*min = options[option].min;
	*max = options[option].max;
	return ESCOPA_OK;
}

ESCOPA_EXPORT int
escopa_option_count(void)
{
	return ESCOPA_OPTION_COUNT;
}

ESCOPA_EXPORT const char *
escopa_option_name(enum escopa_option option)
{
	return option_is_valid(option) ? options[option].name : NULL;
}

ESCOPA_EXPORT enum escopa_status
escopa_option_from_name(const char *name, enum escopa_option *option)
{
	if (!name || !option)
		return ESCOPA_E_NULL;
	for (int i = 0; i < ESCOPA_OPTION_COUNT; i++) {
		if (names_equal(name, options[i].name)) {
			*option = (enum escopa_option)i;
			return ESCOPA_OK;
		}
	}
	return ESCOPA_E_OPTION;
}

ESCOPA_EXPORT int
escopa_preset_count(void)
{
	return N_PRESETS;
}

ESCOPA_EXPORT const char *
escopa_preset_name(enum escopa_preset preset)
{
	return (unsigned)preset < N_PRESETS ? preset_names[preset] : NULL;
}

ESCOPA_EXPORT enum escopa_status
escopa_preset_from_name(const char *name, enum escopa_preset *preset)
{
	if (!name || !preset)
		return ESCOPA_E_NULL;
	for (int i = 0; i < N_PRESETS; i++) {
		if (names_equal(name, preset_names[i])) {
			*preset = (enum escopa_preset)i;
			return ESCOPA_OK;
		}
	}
	return ESCOPA_E_INVALID;
}
