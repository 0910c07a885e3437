/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Command-line options and argument values, and the rules and game they
 * ask for. Prints through messages.c and help.c, which need nothing of
 * this file. */

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

void
cli_parser_init(struct cli_parser *p, const char *command, int argc, char **argv)
{
	p->command = command;
	p->argc = argc;
	p->argv = argv;
	p->index = 1;
	p->options_done = false;
}

static const struct cli_option *
find_long(const struct cli_option *options, const char *name, size_t len)
{
	for (const struct cli_option *o = options; o->name; o++) {
		if (strlen(o->name) == len && strncmp(o->name, name, len) == 0)
			return o;
	}
	return NULL;
}

static const struct cli_option *
find_short(const struct cli_option *options, char c)
{
	for (const struct cli_option *o = options; o->name; o++) {
		if (o->short_name && o->short_name == c)
			return o;
	}
	return NULL;
}

enum cli_next_result
cli_next(struct cli_parser *p, const struct cli_option *options, int *id,
	 const char **value)
{
	if (p->index >= p->argc)
		return CLI_END;
	const char *arg = p->argv[p->index++];
	*value = NULL;

	/* "-" is stdin and a negative number is not an option. */
	if (p->options_done || arg[0] != '-' || arg[1] == '\0' || isdigit((unsigned char)arg[1])) {
		*value = arg;
		return CLI_POSITIONAL;
	}
	if (strcmp(arg, "--") == 0) {
		p->options_done = true;
		return cli_next(p, options, id, value);
	}

	const struct cli_option *opt;
	const char *inline_value = NULL;
	if (arg[1] == '-') {
		const char *name = arg + 2;
		const char *eq = strchr(name, '=');
		size_t len = eq ? (size_t)(eq - name) : strlen(name);
		opt = find_long(options, name, len);
		if (!opt) {
			cli_usage_error(p->command, "unknown option '--%.*s'", (int)len, name);
			return CLI_ERROR;
		}
		if (eq)
			inline_value = eq + 1;
	} else {
		opt = arg[2] == '\0' ? find_short(options, arg[1]) : NULL;
		if (!opt) {
			cli_usage_error(p->command, "unknown option '%s'", arg);
			return CLI_ERROR;
		}
	}

	if (!opt->has_value) {
		if (inline_value) {
			cli_usage_error(p->command, "option '--%s' takes no value", opt->name);
			return CLI_ERROR;
		}
	} else if (inline_value) {
		*value = inline_value;
	} else if (p->index < p->argc) {
		*value = p->argv[p->index++];
	} else {
		cli_usage_error(p->command, "option '--%s' needs a value", opt->name);
		return CLI_ERROR;
	}
	*id = opt->id;
	return CLI_OPTION;
}

void
cli_args_init(struct cli_args *a, const char *command, int argc, char **argv,
	      int max_positional, const char *too_many)
{
	memset(a, 0, sizeof *a);
	cli_parser_init(&a->parser, command, argc, argv);
	a->players = 2;
	a->max_positional = max_positional;
	a->too_many = too_many;
}

/* Takes an argument the subcommand leaves to the parser; false when the
 * subcommand is to stop, with the exit code set. */
static bool
take_arg(struct cli_args *a, enum cli_next_result r)
{
	const char *command = a->parser.command;
	if (r == CLI_ERROR) {
		a->exit_code = EXIT_USAGE;
		return false;
	}
	if (r == CLI_POSITIONAL) {
		if (a->n_positional < a->max_positional) {
			a->positional[a->n_positional++] = a->value;
			return true;
		}
		if (a->too_many)
			a->exit_code = cli_usage_error(command, "%s", a->too_many);
		else
			a->exit_code = cli_usage_error(command, "unexpected argument '%s'", a->value);
		return false;
	}
	bool ok = true;
	switch (a->id) {
	case CLI_OPT_HELP:
		cli_print_help(stdout, command);
		a->exit_code = EXIT_OK;
		return false;
	case CLI_OPT_PRESET:
		a->preset = a->value;
		break;
	case CLI_OPT_RULES:
		a->rules_text = a->value;
		break;
	case CLI_OPT_PLAYERS:
		ok = cli_parse_int(command, "player count", a->value, 2, 4, &a->players);
		break;
	case CLI_OPT_SEED:
		ok = a->have_seed = cli_parse_u64(command, "seed", a->value, &a->seed);
		break;
	}
	if (!ok)
		a->exit_code = EXIT_USAGE;
	return ok;
}

bool
cli_args_next(struct cli_args *a, const struct cli_option *options)
{
	enum cli_next_result r;
	while ((r = cli_next(&a->parser, options, &a->id, &a->value)) != CLI_END) {
		if (r == CLI_OPTION && a->id >= CLI_OPT_OWN)
			return true;
		if (!take_arg(a, r)) {
			a->stop = true;
			return false;
		}
	}
	return false;
}

bool
cli_parse_u64(const char *command, const char *what, const char *text, uint64_t *value)
{
	char *end;
	errno = 0;
	/* strtoull accepts a sign and wraps a negative number: refuse both. */
	if (!isdigit((unsigned char)text[0])) {
		cli_usage_error(command, "%s '%s' is not a non-negative number", what, text);
		return false;
	}
	/* Decimal, or hexadecimal after 0x; never octal. */
	bool hex = text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
	unsigned long long v = strtoull(text, &end, hex ? 16 : 10);
	if (errno || *end != '\0') {
		cli_usage_error(command, "%s '%s' is not a number from 0 to 2^64-1", what, text);
		return false;
	}
	*value = (uint64_t)v;
	return true;
}

bool
cli_parse_int(const char *command, const char *what, const char *text, long min, long max,
	      long *value)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (errno || end == text || *end != '\0' || v < min || v > max) {
		cli_usage_error(command, "%s '%s' is not a whole number from %ld to %ld", what,
				text, min, max);
		return false;
	}
	*value = v;
	return true;
}

bool
cli_parse_preset(const char *command, const char *text, enum escopa_preset *preset)
{
	/* Accept escoba-de-15 as well as escoba_de_15. */
	char name[64];
	size_t len = strlen(text);
	if (len < sizeof name) {
		for (size_t i = 0; i <= len; i++)
			name[i] = text[i] == '-' ? '_' : text[i];
		if (escopa_preset_from_name(name, preset) == ESCOPA_OK)
			return true;
	}
	fprintf(stderr, "escopa %s: unknown preset '%s'; the presets are:", command, text);
	for (int i = 0; i < escopa_preset_count(); i++)
		fprintf(stderr, " %s", escopa_preset_name((enum escopa_preset)i));
	fputc('\n', stderr);
	return false;
}

static const struct {
	const char *name;
	enum escopa_style style;
} style_names[] = {
	{ "ascii", ESCOPA_STYLE_ASCII },
	{ "french", ESCOPA_STYLE_FRENCH },
	{ "french-ascii", ESCOPA_STYLE_FRENCH_ASCII },
	{ "spanish", ESCOPA_STYLE_SPANISH },
	{ "italian", ESCOPA_STYLE_ITALIAN },
};

bool
cli_parse_style(const char *command, const char *text, enum escopa_style *style)
{
	for (size_t i = 0; i < sizeof style_names / sizeof style_names[0]; i++) {
		if (strcmp(text, style_names[i].name) == 0) {
			*style = style_names[i].style;
			return true;
		}
	}
	cli_usage_error(command,
			"unknown card style '%s'; use ascii, french, french-ascii, spanish or italian",
			text);
	return false;
}

bool
cli_parse_player(const char *command, const char *text, enum escopa_player *player)
{
	if (strcmp(text, "random") == 0) {
		*player = ESCOPA_PLAYER_RANDOM;
		return true;
	}
	if (strcmp(text, "greedy") == 0) {
		*player = ESCOPA_PLAYER_GREEDY;
		return true;
	}
	cli_usage_error(command, "unknown player '%s'; use random or greedy", text);
	return false;
}

const char *
cli_player_name(enum escopa_player player)
{
	return player == ESCOPA_PLAYER_GREEDY ? "greedy" : "random";
}

bool
cli_parse_level(const char *command, const char *text, enum escopa_level *level)
{
	if (escopa_level_from_name(text, level) == ESCOPA_OK)
		return true;
	cli_usage_error(command, "unknown level '%s'; use easy, medium, hard or expert", text);
	return false;
}

const char *
cli_level_name(enum escopa_level level)
{
	const char *name = escopa_level_name(level);
	return name ? name : "?";
}

int
cli_make_rules(const char *command, const char *preset_text, const char *rules_text,
	       struct escopa_rules **rules)
{
	enum escopa_status rc;
	if (rules_text) {
		if (preset_text)
			return cli_usage_error(command, "give --preset or --rules, not both");
		struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
		rc = escopa_rules_read(rules_text, strlen(rules_text), rules, &err);
		if (rc != ESCOPA_OK) {
			cli_parse_error(command, "--rules", &err, rc, false);
			return rc == ESCOPA_E_NOMEM ? EXIT_RUNTIME : EXIT_USAGE;
		}
		return EXIT_OK;
	}
	enum escopa_preset preset = ESCOPA_PRESET_ESCOBA_DE_15;
	if (preset_text && !cli_parse_preset(command, preset_text, &preset))
		return EXIT_USAGE;
	rc = escopa_rules_new(preset, rules);
	if (rc != ESCOPA_OK) {
		cli_error("%s: %s", command, escopa_status_str(rc));
		return EXIT_RUNTIME;
	}
	return EXIT_OK;
}

int
cli_new_game(const struct cli_args *a, uint64_t seed, struct escopa_rules **rules,
	     struct escopa_game **game)
{
	const char *command = a->parser.command;
	struct escopa_rules *made;
	int rc = cli_make_rules(command, a->preset, a->rules_text, &made);
	if (rc != EXIT_OK)
		return rc;
	enum escopa_status st = escopa_game_new(made, (int)a->players, seed, game);
	if (st != ESCOPA_OK) {
		escopa_rules_free(made);
		cli_error("%s: %s", command, escopa_status_str(st));
		return EXIT_RUNTIME;
	}
	if (rules)
		*rules = made;
	else
		escopa_rules_free(made);
	return EXIT_OK;
}

void
cli_rules_line(const struct cli_args *a, const struct escopa_rules *rules, char *buf,
	       size_t size)
{
	size_t len;
	if (escopa_rules_format(rules, buf, size, &len) != ESCOPA_OK || len >= size)
		snprintf(buf, size, "%s",
			 a->preset ? a->preset : a->rules_text ? a->rules_text : "escoba_de_15");
}

uint64_t
cli_player_rng(uint64_t seed)
{
	return seed ^ UINT64_C(0x5EEDC0DE5EEDC0DE);
}
