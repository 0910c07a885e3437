/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Rules as text: a preset name, then `name=value` for each option that
 * differs from it, such as "escopa sevens=most primiera=table_b target=15"
 * (doc/notation.md). Reading applies the options in order, as
 * escopa_rules_set() would, so the writer orders them to read back.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "format-private.h"

/* Longest rules text escopa_rules_read() takes. */
#define MAX_RULES_TEXT 4096
/* Longer than any option name or value name. */
#define MAX_WORD 32

struct value_names {
	const char *const *names;
	int count;
};

static const char *const initial_table_names[] = {
	"play_on", "dealer_sweeps", "set_aside", "redeal",
};
static const char *const capture_mode_names[] = { "fifteen", "match" };
static const char *const forced_capture_names[] = { "none", "per_card", "per_hand" };
static const char *const sevens_names[] = { "none", "all_four", "most" };
static const char *const primiera_names[] = { "none", "table_a", "table_b" };

#define NAMES(a) { (a), (int)(sizeof(a) / sizeof((a)[0])) }

/* The enumerated options; every other option is a number or on/off. */
static const struct value_names value_names[ESCOPA_OPTION_COUNT] = {
	[ESCOPA_OPT_INITIAL_TABLE] = NAMES(initial_table_names),
	[ESCOPA_OPT_CAPTURE_MODE] = NAMES(capture_mode_names),
	[ESCOPA_OPT_FORCED_CAPTURE] = NAMES(forced_capture_names),
	[ESCOPA_OPT_SEVENS] = NAMES(sevens_names),
	[ESCOPA_OPT_PRIMIERA] = NAMES(primiera_names),
};

static bool
is_on_off(enum escopa_option option)
{
	int min, max;
	escopa_option_bounds(option, &min, &max);
	return min == 0 && max == 1 && !value_names[option].names;
}

/* The options whose values can contradict each other: a value switches
 * one of these features on or off (see rules_consistent() in core/rules.c). */
static bool
feature_on(const struct escopa_rules *rules, int option)
{
	switch (option) {
	case ESCOPA_OPT_JOKERS:
	case ESCOPA_OPT_STACKING:
	case ESCOPA_OPT_CAPTURE_MULTIPLES:
		return rules->value[option] != 0;
	case ESCOPA_OPT_CAPTURE_MODE:
		return rules->value[option] == ESCOPA_CAPTURE_MATCH;
	default:
		return false;
	}
}

/* ---- writing ---- */

static void
put_option(struct text_buf *t, int option, int value)
{
	char number[16];
	const struct value_names *names = &value_names[option];

	text_put(t, " ");
	text_put(t, escopa_option_name((enum escopa_option)option));
	text_put(t, "=");
	if (names->names && value >= 0 && value < names->count) {
		text_put(t, names->names[value]);
		return;
	}
	snprintf(number, sizeof number, "%d", value);
	text_put(t, number);
}

static int
differences(const struct escopa_rules *a, const struct escopa_rules *b)
{
	int n = 0;
	for (int i = 0; i < ESCOPA_OPTION_COUNT; i++)
		n += a->value[i] != b->value[i];
	return n;
}

/*
 * The preset that differs least (the first one on a tie), then the
 * differences. Reading applies them in order and refuses a contradiction
 * at every step, so the ones that switch a conflicting feature off come
 * first: after them the features on are those both rule sets share, and
 * every later step only adds features of the final, consistent set.
 */
void
text_put_rules(struct text_buf *t, const struct escopa_rules *rules)
{
	struct escopa_rules base, candidate;
	int best = 0, best_diff = ESCOPA_OPTION_COUNT + 1;

	for (int p = 0; p < escopa_preset_count(); p++) {
		rules_preset(&candidate, (enum escopa_preset)p);
		int diff = differences(&candidate, rules);
		if (diff < best_diff) {
			best = p;
			best_diff = diff;
		}
	}
	rules_preset(&base, (enum escopa_preset)best);
	text_put(t, escopa_preset_name((enum escopa_preset)best));

	bool done[ESCOPA_OPTION_COUNT] = { false };
	for (int i = 0; i < ESCOPA_OPTION_COUNT; i++) {
		if (base.value[i] != rules->value[i] && feature_on(&base, i) &&
		    !feature_on(rules, i)) {
			put_option(t, i, rules->value[i]);
			done[i] = true;
		}
	}
	for (int i = 0; i < ESCOPA_OPTION_COUNT; i++) {
		if (base.value[i] != rules->value[i] && !done[i])
			put_option(t, i, rules->value[i]);
	}
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_format(const struct escopa_rules *rules, char *buf, size_t size,
		    size_t *length)
{
	if (!rules || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	text_put_rules(&t, rules);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

/* ---- reading ---- */

static bool
is_space(char c)
{
	return c == ' ' || c == '\t';
}

/* Copies a word, NUL-terminated, for the name lookups of core/rules.c. */
static bool
word_copy(char *out, const char *s, size_t len)
{
	if (len >= MAX_WORD)
		return false;
	memcpy(out, s, len);
	out[len] = '\0';
	return true;
}

/* A decimal number, optionally negative; values far out of any bound
 * are clamped, which is still out of bounds. */
static bool
read_number(const char *s, size_t len, int *value)
{
	size_t i = 0;
	bool negative = false;
	long v = 0;

	if (len > 0 && s[0] == '-') {
		negative = true;
		i = 1;
	}
	if (i == len)
		return false;
	for (; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		if (v < 1000000)
			v = v * 10 + (s[i] - '0');
	}
	*value = (int)(negative ? -v : v);
	return true;
}

static bool
read_value(int option, const char *s, size_t len, int *value)
{
	const struct value_names *names = &value_names[option];

	if (read_number(s, len, value))
		return true;
	for (int i = 0; names->names && i < names->count; i++) {
		if (word_equals(s, len, names->names[i])) {
			*value = i;
			return true;
		}
	}
	if (is_on_off((enum escopa_option)option)) {
		if (word_equals(s, len, "on") || word_equals(s, len, "yes")) {
			*value = 1;
			return true;
		}
		if (word_equals(s, len, "off") || word_equals(s, len, "no")) {
			*value = 0;
			return true;
		}
	}
	return false;
}

/* Applies one `name=value` word to rules. */
static bool
read_option(struct parse_ctx *ctx, size_t start, size_t len, struct escopa_rules *rules)
{
	const char *s = ctx->text + start;
	const char *eq = memchr(s, '=', len);
	char word[MAX_WORD];
	char quoted[64];

	if (!eq) {
		parse_fail(ctx, ESCOPA_E_PARSE, start, "expected name=value, found '%s'",
			   parse_quote(quoted, sizeof quoted, s, len));
		return false;
	}
	size_t name_len = (size_t)(eq - s);
	size_t value_at = name_len + 1;
	enum escopa_option option;
	if (name_len == 0) {
		parse_fail(ctx, ESCOPA_E_PARSE, start, "expected an option name before '='");
		return false;
	}
	if (!word_copy(word, s, name_len) ||
	    escopa_option_from_name(word, &option) != ESCOPA_OK) {
		parse_fail(ctx, ESCOPA_E_OPTION, start, "no option is named '%s'",
			   parse_quote(quoted, sizeof quoted, s, name_len));
		return false;
	}
	int value;
	if (!read_value(option, s + value_at, len - value_at, &value)) {
		parse_fail(ctx, ESCOPA_E_PARSE, start + value_at,
			   "'%s' is not a value of %s",
			   parse_quote(quoted, sizeof quoted, s + value_at, len - value_at),
			   escopa_option_name(option));
		return false;
	}
	enum escopa_status rc = escopa_rules_set(rules, option, value);
	if (rc == ESCOPA_E_RANGE) {
		int min, max;
		escopa_option_bounds(option, &min, &max);
		parse_fail(ctx, rc, start + value_at, "%s is %d to %d",
			   escopa_option_name(option), min, max);
		return false;
	}
	if (rc != ESCOPA_OK) {
		parse_fail(ctx, rc, start, "%s=%d contradicts an option set before it",
			   escopa_option_name(option), value);
		return false;
	}
	return true;
}

bool
rules_read_at(struct parse_ctx *ctx, size_t start, size_t len, struct escopa_rules *rules)
{
	const char *text = ctx->text;
	size_t end = start + len;
	char quoted[64];

	for (size_t i = start; i < end; i++) {
		unsigned char c = (unsigned char)text[i];
		if (c == '\0') {
			parse_fail(ctx, ESCOPA_E_PARSE, i, "embedded NUL byte");
			return false;
		}
		if (!is_space((char)c) && (c <= 0x20 || c >= 0x7F)) {
			parse_fail(ctx, ESCOPA_E_PARSE, i, "byte '%s' cannot be part of rules",
				   parse_quote(quoted, sizeof quoted, text + i, 1));
			return false;
		}
	}

	struct escopa_rules parsed;
	bool have_preset = false;
	size_t pos = start;
	for (;;) {
		while (pos < end && is_space(text[pos]))
			pos++;
		if (pos == end)
			break;
		size_t word = pos;
		while (pos < end && !is_space(text[pos]))
			pos++;
		if (have_preset) {
			if (!read_option(ctx, word, pos - word, &parsed))
				return false;
			continue;
		}
		char name[MAX_WORD];
		enum escopa_preset preset;
		if (!word_copy(name, text + word, pos - word) ||
		    escopa_preset_from_name(name, &preset) != ESCOPA_OK) {
			parse_fail(ctx, ESCOPA_E_PARSE, word, "no preset is named '%s'",
				   parse_quote(quoted, sizeof quoted, text + word, pos - word));
			return false;
		}
		rules_preset(&parsed, preset);
		have_preset = true;
	}
	if (!have_preset) {
		parse_fail(ctx, ESCOPA_E_PARSE, pos, "expected a preset name");
		return false;
	}
	*rules = parsed;
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_read(const char *text, size_t length, struct escopa_rules **rules,
		  struct escopa_parse_error *error)
{
	struct parse_ctx ctx;
	struct escopa_rules parsed;

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, text, length);
	if (!text || !rules) {
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL", text ? "rules" : "text");
	} else if (length > MAX_RULES_TEXT) {
		parse_fail(&ctx, ESCOPA_E_PARSE, MAX_RULES_TEXT,
			   "rules text is longer than %d bytes", MAX_RULES_TEXT);
	} else if (rules_read_at(&ctx, 0, length, &parsed)) {
		struct escopa_rules *r = malloc(sizeof *r);
		if (!r) {
			parse_fail(&ctx, ESCOPA_E_NOMEM, 0, "out of memory");
		} else {
			*r = parsed;
			*rules = r;
		}
	}
	return parse_report(&ctx, error);
}

/* The 1.4 name of escopa_rules_read(): text to a new object is a parse. */
ESCOPA_EXPORT enum escopa_status
escopa_rules_parse(const char *text, size_t length, struct escopa_rules **rules,
		   struct escopa_parse_error *error)
{
	return escopa_rules_read(text, length, rules, error);
}
