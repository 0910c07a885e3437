/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The bot object: its kind, seed and options, their bounds and names, the
 * levels, and the memory the options size (a share of a decision per
 * thread, ISMCTS's node tables, the threads). Set as rules are: one
 * enum-keyed setter, bounds a program can ask for, the object unchanged on
 * any error.
 */

#include <stdlib.h>
#include <string.h>
#include "bot-private.h"

/* An option's name, bounds and default, the same for every kind but where
 * kind_bounds() says otherwise. */
struct option_info {
	const char *name;
	int min, max, def;
};

static const struct option_info options[BOT_OPTION_COUNT] = {
	[ESCOPA_BOT_OPT_ITERATIONS] = { "iterations", 1, 100000, 1 },
	[ESCOPA_BOT_OPT_TIME_MS] = { "time_ms", 0, 3600000, 0 },
	[ESCOPA_BOT_OPT_THREADS] = { "threads", 1, BOT_MAX_THREADS, 1 },
	[ESCOPA_BOT_OPT_ENDGAME_CARDS] = { "endgame_cards", 0, 40, 6 },
	[ESCOPA_BOT_OPT_RANDOMNESS] = { "randomness", 0, 1000, 0 },
	/* a hand's margin spreads over several points: UCB explores on that
	 * scale (against a flat PIMC, 1.5 lost 0.3 a hand more than 3 or 6) */
	[ESCOPA_BOT_OPT_EXPLORATION] = { "exploration", 0, 100000, 6000 },
	[ESCOPA_BOT_OPT_NODES] = { "nodes", 16, 1 << 24, 65536 },
	[ESCOPA_BOT_OPT_LOOKAHEAD] = { "lookahead", 1, 2, 1 },
	[ESCOPA_BOT_OPT_OPPONENT_MODEL] = { "opponent_model", ESCOPA_OPPONENT_MODEL_NONE,
					    ESCOPA_OPPONENT_MODEL_GREEDY,
					    /* fair: no bot assumes how its opponents play */
					    ESCOPA_OPPONENT_MODEL_NONE },
	[ESCOPA_BOT_OPT_RACING] = { "racing", 0, 1, 0 },
	[ESCOPA_BOT_OPT_MISTAKES] = { "mistakes", 0, 1000, 0 },
};

#define DEFAULT_PIMC_DEALS 200
#define DEFAULT_ISMCTS_ITERATIONS 5000
#define MAX_ISMCTS_ITERATIONS 1000000

static const char *const kind_names[] = { "random", "greedy", "pimc", "ismcts", "omniscient",
#ifdef ESCOPA_LEARNED_BOTS
					    "learned", "pimc-learned",
#endif
};
static const char *const level_names[] = { "easy", "medium", "hard", "expert" };
#define N_KINDS (int)(sizeof kind_names / sizeof kind_names[0])
#define N_LEVELS (int)(sizeof level_names / sizeof level_names[0])

bool
bot_kind_valid(enum escopa_bot_kind kind)
{
	return (unsigned)kind < (unsigned)N_KINDS;
}

static bool
option_valid(enum escopa_bot_option option)
{
	return (unsigned)option < BOT_OPTION_COUNT;
}

/* An option's bounds and default for a kind: only the iteration budget
 * differs between kinds. */
static struct option_info
kind_option(enum escopa_bot_kind kind, enum escopa_bot_option option)
{
	struct option_info info = options[option];
	if (option == ESCOPA_BOT_OPT_ITERATIONS) {
		if (kind == ESCOPA_BOT_PIMC)
			info.def = DEFAULT_PIMC_DEALS;
#ifdef ESCOPA_LEARNED_BOTS
		if (kind == BOT_KIND_PIMC_LEARNED)
			info.def = DEFAULT_PIMC_DEALS;
#endif
		if (kind == ESCOPA_BOT_ISMCTS) {
			info.max = MAX_ISMCTS_ITERATIONS;
			info.def = DEFAULT_ISMCTS_ITERATIONS;
		}
	}
	return info;
}

void
bot_defaults(enum escopa_bot_kind kind, uint64_t seed, struct bot_settings *out)
{
	/* padding too: settings are compared and copied whole */
	memset(out, 0, sizeof *out);
	out->kind = kind;
	out->seed = seed;
	for (int i = 0; i < BOT_OPTION_COUNT; i++)
		out->value[i] = kind_option(kind, (enum escopa_bot_option)i).def;
}

static int
find_name(const char *name, const char *const *names, int n)
{
	for (int i = 0; i < n; i++) {
		if (names_equal(name, names[i]))
			return i;
	}
	return -1;
}

/* What a bot's threads and trees take: `threads` shares, a tree of
 * `tree_nodes` in each (none for 0), and the pool of the threads beyond
 * the caller's for a searching kind. */
struct resources {
	struct search_share *shares;
	int n_shares;
	uint32_t tree_nodes;
	struct bot_pool *pool;
};

static void
resources_free(struct resources *r)
{
	pool_free(r->pool);
	for (int i = 0; r->shares && i < r->n_shares; i++)
		tree_free(&r->shares[i].tree);
	free(r->shares);
	memset(r, 0, sizeof *r);
}

/* The resources of a bot's settings, its pool's threads working for
 * `bot`; false, nothing held, when out of memory. */
static bool
resources_new(struct escopa_bot *bot, const struct bot_settings *s, struct resources *r)
{
	int threads = s->value[ESCOPA_BOT_OPT_THREADS];
	memset(r, 0, sizeof *r);
	r->shares = calloc((size_t)threads, sizeof *r->shares);
	if (!r->shares)
		return false;
	r->n_shares = threads;
	bool ok = true;
	if (s->kind == ESCOPA_BOT_ISMCTS) {
		r->tree_nodes = (uint32_t)s->value[ESCOPA_BOT_OPT_NODES];
		for (int i = 0; ok && i < threads; i++)
			ok = tree_init(&r->shares[i].tree, r->tree_nodes);
	}
	if (ok && threads > 1 && s->kind != ESCOPA_BOT_RANDOM && s->kind != ESCOPA_BOT_GREEDY)
		ok = pool_new(bot, threads, &r->pool) == ESCOPA_OK;
	if (!ok)
		resources_free(r);
	return ok;
}

static void
resources_install(struct escopa_bot *bot, const struct resources *r)
{
	bot->shares = r->shares;
	bot->n_shares = r->n_shares;
	bot->tree_nodes = r->tree_nodes;
	bot->pool = r->pool;
}

enum escopa_status
bot_new_settings(const struct bot_settings *settings, struct escopa_bot **out)
{
	struct escopa_bot *bot = calloc(1, sizeof *bot);
	if (!bot)
		return ESCOPA_E_NOMEM;
	bot->settings = *settings;
	bot->clock = bot_clock;
	bot->pimc_cap = PIMC_DECISION_CAP;
	bot->ismcts_cap = ISMCTS_DECISION_CAP;
	struct resources r;
	if (!resources_new(bot, settings, &r)) {
		free(bot);
		return ESCOPA_E_NOMEM;
	}
	resources_install(bot, &r);
	*out = bot;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_new(enum escopa_bot_kind kind, uint64_t seed, struct escopa_bot **bot)
{
	if (!bot)
		return ESCOPA_E_NULL;
	if (!bot_kind_valid(kind))
		return ESCOPA_E_INVALID;
	struct bot_settings settings;
	bot_defaults(kind, seed, &settings);
	return bot_new_settings(&settings, bot);
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_new_level(enum escopa_level level, uint64_t seed, struct escopa_bot **bot)
{
	if (!bot)
		return ESCOPA_E_NULL;
	struct bot_settings s;
	switch (level) {
	case ESCOPA_LEVEL_EASY:
		/* A beginner: a blind spot on most decisions, measured to lose
		 * to the greedy bot by about half a point a hand. */
		bot_defaults(ESCOPA_BOT_GREEDY, seed, &s);
		s.value[ESCOPA_BOT_OPT_MISTAKES] = 800;
		break;
	case ESCOPA_LEVEL_MEDIUM:
		/* A small search that slips one decision in five: each level
		 * measured at least 0.25 a hand above the one below it
		 * (doc/players.md). */
		bot_defaults(ESCOPA_BOT_PIMC, seed, &s);
		s.value[ESCOPA_BOT_OPT_ITERATIONS] = 8;
		s.value[ESCOPA_BOT_OPT_MISTAKES] = 200;
		break;
	case ESCOPA_LEVEL_HARD:
		/* Fast (a twentieth of a millisecond a move) and a third of a
		 * point a hand below the expert. */
		bot_defaults(ESCOPA_BOT_PIMC, seed, &s);
		s.value[ESCOPA_BOT_OPT_ITERATIONS] = 24;
		break;
	case ESCOPA_LEVEL_EXPERT:
		/* Exact from 12 cards measured no stronger, and its solves of a
		 * hidden stock make some moves slow; racing 400 deals' work
		 * measured stronger than 200 or 400 deals on every move, and
		 * more work no stronger still (doc/players.md). */
		bot_defaults(ESCOPA_BOT_PIMC, seed, &s);
		s.value[ESCOPA_BOT_OPT_ITERATIONS] = 400;
		s.value[ESCOPA_BOT_OPT_RACING] = 1;
		break;
	default:
		return ESCOPA_E_INVALID;
	}
	return bot_new_settings(&s, bot);
}

ESCOPA_EXPORT void
escopa_bot_free(struct escopa_bot *bot)
{
	if (!bot)
		return;
	struct resources r = {
		.shares = bot->shares, .n_shares = bot->n_shares,
		.tree_nodes = bot->tree_nodes, .pool = bot->pool,
	};
	resources_free(&r);
	free(bot);
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_set(struct escopa_bot *bot, enum escopa_bot_option option, int value)
{
	if (!bot)
		return ESCOPA_E_NULL;
	if (!option_valid(option))
		return ESCOPA_E_OPTION;
	struct option_info info = kind_option(bot->settings.kind, option);
	if (value < info.min || value > info.max)
		return ESCOPA_E_RANGE;
	struct bot_settings next = bot->settings;
	next.value[option] = value;
	/* Threads and node tables are made anew, then swapped in: the bot
	 * keeps its old ones if that fails. */
	bool resize = (option == ESCOPA_BOT_OPT_THREADS && value != bot->n_shares) ||
		      (option == ESCOPA_BOT_OPT_NODES && bot->tree_nodes &&
		       (uint32_t)value != bot->tree_nodes);
	if (resize) {
		struct resources fresh;
		if (!resources_new(bot, &next, &fresh))
			return ESCOPA_E_NOMEM;
		struct resources old = {
			.shares = bot->shares, .n_shares = bot->n_shares,
			.tree_nodes = bot->tree_nodes, .pool = bot->pool,
		};
		resources_free(&old);
		resources_install(bot, &fresh);
	}
	bot->settings = next;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_get(const struct escopa_bot *bot, enum escopa_bot_option option, int *value)
{
	if (!bot || !value)
		return ESCOPA_E_NULL;
	if (!option_valid(option))
		return ESCOPA_E_OPTION;
	*value = bot->settings.value[option];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_get_kind(const struct escopa_bot *bot, enum escopa_bot_kind *kind)
{
	if (!bot || !kind)
		return ESCOPA_E_NULL;
	*kind = bot->settings.kind;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_option_bounds(enum escopa_bot_kind kind, enum escopa_bot_option option, int *min,
			 int *max)
{
	if (!min || !max)
		return ESCOPA_E_NULL;
	if (!bot_kind_valid(kind))
		return ESCOPA_E_INVALID;
	if (!option_valid(option))
		return ESCOPA_E_OPTION;
	struct option_info info = kind_option(kind, option);
	*min = info.min;
	*max = info.max;
	return ESCOPA_OK;
}

ESCOPA_EXPORT int
escopa_bot_option_count(void)
{
	return BOT_OPTION_COUNT;
}

ESCOPA_EXPORT const char *
escopa_bot_option_name(enum escopa_bot_option option)
{
	return option_valid(option) ? options[option].name : NULL;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_option_from_name(const char *name, enum escopa_bot_option *option)
{
	if (!name || !option)
		return ESCOPA_E_NULL;
	for (int i = 0; i < BOT_OPTION_COUNT; i++) {
		if (names_equal(name, options[i].name)) {
			*option = (enum escopa_bot_option)i;
			return ESCOPA_OK;
		}
	}
	return ESCOPA_E_OPTION;
}

ESCOPA_EXPORT const char *
escopa_bot_kind_name(enum escopa_bot_kind kind)
{
	return bot_kind_valid(kind) ? kind_names[kind] : NULL;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_kind_from_name(const char *name, enum escopa_bot_kind *kind)
{
	if (!name || !kind)
		return ESCOPA_E_NULL;
	int i = find_name(name, kind_names, N_KINDS);
	if (i < 0)
		return ESCOPA_E_INVALID;
	*kind = (enum escopa_bot_kind)i;
	return ESCOPA_OK;
}

ESCOPA_EXPORT const char *
escopa_level_name(enum escopa_level level)
{
	return (unsigned)level < (unsigned)N_LEVELS ? level_names[level] : NULL;
}

ESCOPA_EXPORT enum escopa_status
escopa_level_from_name(const char *name, enum escopa_level *level)
{
	if (!name || !level)
		return ESCOPA_E_NULL;
	int i = find_name(name, level_names, N_LEVELS);
	if (i < 0)
		return ESCOPA_E_INVALID;
	*level = (enum escopa_level)i;
	return ESCOPA_OK;
}
