/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The players of escopa tournament from their --player specs: a level or a
 * kind of the library with its seed and bot options, KIND[:key=value,...],
 * or an extra player of a test program, NAME or NAME:seed=N.
 */

#include <stdlib.h>
#include <string.h>
#include "tournament-private.h"

#define COMMAND "tournament"

enum escopa_status
player_spec_make_bot(const struct player_spec *spec, struct escopa_bot **out)
{
	struct escopa_bot *bot;
	enum escopa_status rc = spec->is_level ? escopa_bot_new_level(spec->level, spec->seed, &bot)
					       : escopa_bot_new(spec->kind, spec->seed, &bot);
	for (int i = 0; rc == ESCOPA_OK && i < spec->n_options; i++) {
		rc = escopa_bot_set(bot, spec->options[i], spec->values[i]);
		if (rc != ESCOPA_OK)
			escopa_bot_free(bot);
	}
	if (rc == ESCOPA_OK)
		*out = bot;
	return rc;
}

/* SplitMix64's finalizer over the two words: seeds that differ in one bit
 * give unrelated streams. */
uint64_t
player_extra_seed(uint64_t spec_seed, uint64_t view_key)
{
	uint64_t z = view_key + UINT64_C(0x9E3779B97F4A7C15) * (spec_seed + 1);
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static bool
is_library_name(const char *name)
{
	enum escopa_level level;
	enum escopa_bot_kind kind;
	return escopa_level_from_name(name, &level) == ESCOPA_OK ||
	       escopa_bot_kind_from_name(name, &kind) == ESCOPA_OK;
}

bool
player_specs_check_extra(const struct tournament_player *extra, int n_extra)
{
	for (int i = 0; i < n_extra; i++) {
		const char *name = extra[i].name;
		if (!name || !*name || !extra[i].choose || strpbrk(name, ":,")) {
			cli_error(COMMAND ": extra player %d has no name, a name with ':' or ',', "
				  "or no choose()", i);
			return false;
		}
		if (is_library_name(name)) {
			cli_error(COMMAND ": extra player '%s' has the name of a library player", name);
			return false;
		}
		for (int j = 0; j < i; j++) {
			if (strcmp(extra[j].name, name) == 0) {
				cli_error(COMMAND ": two extra players are named '%s'", name);
				return false;
			}
		}
	}
	return true;
}

/* The value of a key=value of `len` bytes at p into key and value; false
 * with the usage error printed. */
static bool
split_option(const char *p, size_t len, char *key, size_t key_size, char *value,
	     size_t value_size)
{
	const char *eq = memchr(p, '=', len);
	if (!eq)
		return cli_usage_error(COMMAND, "'%.*s': use key=value", (int)len, p), false;
	size_t klen = (size_t)(eq - p), vlen = len - klen - 1;
	if (klen >= key_size || vlen >= value_size)
		return cli_usage_error(COMMAND, "'%.*s' is too long", (int)len, p), false;
	memcpy(key, p, klen);
	key[klen] = '\0';
	memcpy(value, eq + 1, vlen);
	value[vlen] = '\0';
	return true;
}

/* One option of a library player's spec, checked against the bounds of
 * the spec's kind. opponent_model takes none or greedy too. */
static bool
parse_bot_option(struct player_spec *spec, const char *key, const char *value)
{
	enum escopa_bot_option option;
	if (escopa_bot_option_from_name(key, &option) != ESCOPA_OK) {
		char names[256] = "seed";
		for (int i = 0; i < escopa_bot_option_count(); i++) {
			size_t used = strlen(names);
			snprintf(names + used, sizeof names - used, ", %s",
				 escopa_bot_option_name((enum escopa_bot_option)i));
		}
		return cli_usage_error(COMMAND, "unknown player option '%s'; the options are %s",
				       key, names), false;
	}
	if (spec->n_options == TOURNAMENT_MAX_SPEC_OPTIONS)
		return cli_usage_error(COMMAND, "too many options in '%s'", spec->text), false;
	enum escopa_bot_kind kind = spec->kind;
	int min, max;
	escopa_bot_option_bounds(kind, option, &min, &max);
	long v;
	if (option == ESCOPA_BOT_OPT_OPPONENT_MODEL && strcmp(value, "none") == 0) {
		v = ESCOPA_OPPONENT_MODEL_NONE;
	} else if (option == ESCOPA_BOT_OPT_OPPONENT_MODEL && strcmp(value, "greedy") == 0) {
		v = ESCOPA_OPPONENT_MODEL_GREEDY;
	} else {
		if (!cli_parse_int(COMMAND, key, value, INT32_MIN, INT32_MAX, &v))
			return false;
		if (v < min || v > max)
			return cli_usage_error(COMMAND, "%s=%ld is out of range for %s: %d..%d", key,
					       v, escopa_bot_kind_name(kind), min, max), false;
	}
	spec->options[spec->n_options] = option;
	spec->values[spec->n_options++] = (int)v;
	return true;
}

static bool
parse_option(struct player_spec *spec, const char *p, size_t len)
{
	char key[32], value[32];
	if (!split_option(p, len, key, sizeof key, value, sizeof value))
		return false;
	if (strcmp(key, "seed") == 0)
		return cli_parse_u64(COMMAND, "seed", value, &spec->seed);
	if (spec->extra)
		return cli_usage_error(COMMAND, "'%s' takes seed only, not '%s'", spec->extra->name,
				       key), false;
	return parse_bot_option(spec, key, value);
}

/* The name before the options: a library level or kind, or an extra. */
static bool
parse_name(const char *text, const struct tournament_player *extra, int n_extra,
	   struct player_spec *spec)
{
	size_t name_len = strcspn(text, ":");
	char name[64];
	if (name_len >= sizeof name)
		name_len = sizeof name - 1;
	memcpy(name, text, name_len);
	name[name_len] = '\0';
	if (escopa_level_from_name(name, &spec->level) == ESCOPA_OK) {
		struct escopa_bot *bot;
		spec->is_level = true;
		if (escopa_bot_new_level(spec->level, 0, &bot) != ESCOPA_OK)
			return cli_error(COMMAND ": out of memory"), false;
		escopa_bot_get_kind(bot, &spec->kind);
		escopa_bot_free(bot);
		return true;
	}
	if (escopa_bot_kind_from_name(name, &spec->kind) == ESCOPA_OK)
		return true;
	for (int i = 0; i < n_extra; i++) {
		if (strcmp(extra[i].name, name) == 0) {
			spec->extra = &extra[i];
			return true;
		}
	}
	return cli_usage_error(COMMAND, "unknown player '%s'", name), false;
}

bool
player_spec_parse(const char *text, const struct tournament_player *extra, int n_extra,
		  struct player_spec *spec)
{
	memset(spec, 0, sizeof *spec);
	spec->text = text;
	if (!parse_name(text, extra, n_extra, spec))
		return false;
	const char *p = text + strcspn(text, ":");
	while (*p == ':' || *p == ',') {
		p++;
		size_t len = strcspn(p, ",");
		if (!parse_option(spec, p, len))
			return false;
		p += len;
	}
	if (*p)
		return cli_usage_error(COMMAND, "bad player '%s'", text), false;
	if (spec->extra)
		return true;
	struct escopa_bot *probe;
	enum escopa_status rc = player_spec_make_bot(spec, &probe);
	if (rc != ESCOPA_OK)
		return cli_usage_error(COMMAND, "player '%s': %s", text, escopa_status_str(rc)),
		       false;
	escopa_bot_free(probe);
	return true;
}
