/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Rules as text (doc/notation.md): the text of a rule set, read back between
 * every pair of presets and for random rule sets, every documented spelling,
 * and errors reported with their exact status and offset.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation-helpers.h"

/* ---- rules as text ---- */

static char *
rules_text(const struct escopa_rules *rules, char *buf, size_t size)
{
	size_t len = 0;
	ck_assert_ok(escopa_rules_format(rules, buf, size, &len));
	ck_assert_uint_lt(len, size);
	return buf;
}

/* Formats, reads back, and formats again. */
static void
assert_rules_roundtrip(const struct escopa_rules *rules)
{
	char text[512], again[512];
	struct escopa_rules *back = NULL;
	struct escopa_parse_error err = new_error();
	int equal = 0;

	rules_text(rules, text, sizeof text);
	enum escopa_status rc = escopa_rules_read(text, strlen(text), &back, &err);
	ck_assert_msg(rc == ESCOPA_OK, "'%s' does not read back: %s", text, err.message);
	ck_assert_ok(escopa_rules_equal(rules, back, &equal));
	ck_assert_msg(equal, "'%s' reads back different rules", text);
	ck_assert_str_eq(rules_text(back, again, sizeof again), text);
	escopa_rules_free(back);
}

START_TEST(rules_text_of_a_preset_is_its_name)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		struct escopa_rules *rules = NULL;
		char text[512];
		ck_assert_ok(escopa_rules_new((enum escopa_preset)p, &rules));
		ck_assert_str_eq(rules_text(rules, text, sizeof text),
				 escopa_preset_name((enum escopa_preset)p));
		assert_rules_roundtrip(rules);
		escopa_rules_free(rules);
	}
}
END_TEST

START_TEST(rules_text_names_the_differences_in_option_order)
{
	/* The example of notation.h: the Brazilian Escopa description's
	 * variations. */
	struct escopa_rules *rules = NULL;
	char text[512];
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 15));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST));
	ck_assert_str_eq(rules_text(rules, text, sizeof text),
			 "escopa sevens=most primiera=table_b target=15");
	assert_rules_roundtrip(rules);

	/* On/off options are written 0 and 1, numbers as numbers. */
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_OPEN_TABLE, 1));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_ALL_COINS, 0));
	ck_assert_str_eq(rules_text(rules, text, sizeof text),
			 "escopa sevens=most all_coins=0 primiera=table_b target=15 open_table=1");
	escopa_rules_free(rules);

	/* The preset that differs least is named, the first one on a tie:
	 * Escova de 31 is Escopa to 31. */
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 31));
	ck_assert_str_eq(rules_text(rules, text, sizeof text), "escopa target=31");
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TEAM_TARGET, 31));
	ck_assert_str_eq(rules_text(rules, text, sizeof text), "escova_de_31");
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TEAM_TARGET, 30));
	ck_assert_str_eq(rules_text(rules, text, sizeof text), "escova_de_31 team_target=30");
	escopa_rules_free(rules);
}
END_TEST

START_TEST(rules_text_switches_conflicting_features_off_first)
{
	/* Escoba with jokers: jokers come before stacking in option order, but
	 * reading "escoba jokers=2" would conflict with Escoba's stacking. */
	struct escopa_rules *rules = NULL;
	char text[512];
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_STACKING, 0));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_JOKERS, 2));
	ck_assert_str_eq(rules_text(rules, text, sizeof text), "escoba stacking=0 jokers=2");
	assert_rules_roundtrip(rules);
	escopa_rules_free(rules);

	/* Scopa with capture multiples: match mode goes off first. */
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_FIFTEEN));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_CAPTURE_MULTIPLES, 1));
	ck_assert_str_eq(rules_text(rules, text, sizeof text),
			 "scopa capture_mode=fifteen capture_multiples=1");
	assert_rules_roundtrip(rules);
	escopa_rules_free(rules);
}
END_TEST

/* Moves rules toward another set, one option at a time in option order,
 * skipping what conflicts; every step must read back. */
static void
walk_towards(struct escopa_rules *rules, const struct escopa_rules *goal, int *steps)
{
	for (int pass = 0; pass < 2; pass++) {
		for (int opt = 0; opt < escopa_option_count(); opt++) {
			int value = 0;
			ck_assert_ok(escopa_rules_get(goal, (enum escopa_option)opt, &value));
			if (escopa_rules_set(rules, (enum escopa_option)opt, value) == ESCOPA_OK) {
				assert_rules_roundtrip(rules);
				(*steps)++;
			}
		}
	}
}

START_TEST(rules_text_reads_back_between_every_pair_of_presets)
{
	int steps = 0;
	for (int a = 0; a < escopa_preset_count(); a++) {
		for (int b = 0; b < escopa_preset_count(); b++) {
			struct escopa_rules *rules = NULL, *goal = NULL;
			ck_assert_ok(escopa_rules_new((enum escopa_preset)a, &rules));
			ck_assert_ok(escopa_rules_new((enum escopa_preset)b, &goal));
			walk_towards(rules, goal, &steps);
			int equal = 0;
			ck_assert_ok(escopa_rules_equal(rules, goal, &equal));
			ck_assert(equal);
			escopa_rules_free(rules);
			escopa_rules_free(goal);
		}
	}
	ck_assert_int_gt(steps, 36);
}
END_TEST

START_TEST(rules_text_reads_back_for_random_rule_sets)
{
	uint64_t rng = 12345;
	for (int i = 0; i < 5000; i++) {
		struct escopa_rules *rules = NULL;
		ck_assert_ok(escopa_rules_new((enum escopa_preset)(i % escopa_preset_count()),
					      &rules));
		int changes = (int)(next_random(&rng) % 12);
		for (int k = 0; k < changes; k++) {
			enum escopa_option opt = (enum escopa_option)(next_random(&rng) %
								      (uint64_t)escopa_option_count());
			int min, max;
			ck_assert_ok(escopa_option_bounds(opt, &min, &max));
			escopa_rules_set(rules, opt,
					 min + (int)(next_random(&rng) % (uint64_t)(max - min + 1)));
		}
		assert_rules_roundtrip(rules);
		escopa_rules_free(rules);
	}
}
END_TEST

START_TEST(rules_read_accepts_every_documented_spelling)
{
	static const char *const texts[] = {
		"escopa sevens=most primiera=table_b target=15",
		"ESCOPA Sevens=MOST  primiera=Table_B\ttarget=15",
		"  escopa sevens=2 primiera=2 target=15  ",
		"escopa sevens=none sevens=most primiera=table_b target=15",
		"escopa sevens=most primiera=table_b target=015",
	};
	struct escopa_rules *expected = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &expected));
	ck_assert_ok(escopa_rules_set(expected, ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST));
	ck_assert_ok(escopa_rules_set(expected, ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B));
	ck_assert_ok(escopa_rules_set(expected, ESCOPA_OPT_TARGET, 15));
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		struct escopa_rules *rules = NULL;
		int equal = 0;
		ck_assert_ok(escopa_rules_read(texts[i], strlen(texts[i]), &rules, NULL));
		ck_assert_ok(escopa_rules_equal(rules, expected, &equal));
		ck_assert_msg(equal, "'%s'", texts[i]);
		escopa_rules_free(rules);
	}
	escopa_rules_free(expected);

	/* on/off, yes/no, 1/0 for on/off options */
	static const char *const on[] = { "scopa open_table=on", "scopa open_table=YES",
					  "scopa open_table=1" };
	for (size_t i = 0; i < 3; i++) {
		struct escopa_rules *rules = NULL;
		int v = 0;
		ck_assert_ok(escopa_rules_read(on[i], strlen(on[i]), &rules, NULL));
		ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_OPEN_TABLE, &v));
		ck_assert_int_eq(v, 1);
		escopa_rules_free(rules);
	}
	struct escopa_rules *rules = NULL;
	int v = 1;
	ck_assert_ok(escopa_rules_read("escoba stacking=off", 19, &rules, NULL));
	ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_STACKING, &v));
	ck_assert_int_eq(v, 0);
	escopa_rules_free(rules);

	/* the length is the end: what follows is not read */
	ck_assert_ok(escopa_rules_read("scopa target=21garbage", 15, &rules, NULL));
	ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_TARGET, &v));
	ck_assert_int_eq(v, 21);
	escopa_rules_free(rules);
}
END_TEST

/* Reads text that must fail, and checks the status, where, and that the
 * out-parameter was not touched. */
static void
expect_rules_error(const char *text, size_t len, enum escopa_status error_status,
		   size_t offset, const char *words)
{
	struct escopa_rules *rules = (struct escopa_rules *)(uintptr_t)SENTINEL;
	struct escopa_parse_error err = new_error();
	enum escopa_status rc = escopa_rules_read(text, len, &rules, &err);
	ck_assert_msg(rc == error_status, "'%s': %s, expected %s", text, escopa_status_name(rc),
		      escopa_status_name(error_status));
	ck_assert_ptr_eq(rules, (struct escopa_rules *)(uintptr_t)SENTINEL);
	ck_assert_int_eq(err.status, error_status);
	ck_assert_msg(err.offset == offset, "'%s': offset %zu, expected %zu (%s)", text,
		      err.offset, offset, err.message);
	ck_assert_uint_eq(err.line, 1);
	ck_assert_uint_eq(err.column, offset + 1);
	ck_assert_msg(strstr(err.message, words), "'%s': message '%s' lacks '%s'", text,
		      err.message, words);
	ck_assert_uint_lt(strlen(err.message), sizeof err.message);
	/* Without an error struct, the same status. */
	ck_assert_status(escopa_rules_read(text, len, &rules, NULL), error_status);
}

START_TEST(rules_read_reports_where_and_why)
{
	expect_rules_error("", 0, ESCOPA_E_PARSE, 0, "preset");
	expect_rules_error("   ", 3, ESCOPA_E_PARSE, 3, "preset");
	expect_rules_error("escobar", 7, ESCOPA_E_PARSE, 0, "no preset is named 'escobar'");
	expect_rules_error("escopa colour=red", 17, ESCOPA_E_OPTION, 7, "no option");
	expect_rules_error("escopa target=5000", 18, ESCOPA_E_RANGE, 14, "target is 1 to 1000");
	expect_rules_error("escopa target=-1", 16, ESCOPA_E_RANGE, 14, "target");
	expect_rules_error("escopa target=99999999999999999999", 34, ESCOPA_E_RANGE, 14, "target");
	expect_rules_error("escopa target=abc", 17, ESCOPA_E_PARSE, 14, "'abc' is not a value");
	expect_rules_error("escopa target=", 14, ESCOPA_E_PARSE, 14, "not a value");
	expect_rules_error("escopa sevens=on", 16, ESCOPA_E_PARSE, 14, "not a value of sevens");
	expect_rules_error("escopa stacking=2", 17, ESCOPA_E_RANGE, 16, "stacking is 0 to 1");
	expect_rules_error("escopa sevens", 13, ESCOPA_E_PARSE, 7, "name=value");
	expect_rules_error("escopa =1", 9, ESCOPA_E_PARSE, 7, "option name");
	expect_rules_error("escoba jokers=2", 15, ESCOPA_E_CONFLICT, 7, "contradicts");
	expect_rules_error("scopa stacking=1", 16, ESCOPA_E_CONFLICT, 6, "contradicts");
	expect_rules_error("escopa\0 target=15", 17, ESCOPA_E_PARSE, 6, "NUL");
	expect_rules_error("escopa\ntarget=15", 16, ESCOPA_E_PARSE, 6, "byte");
	expect_rules_error("escopa target=1\xc3\xa9", 17, ESCOPA_E_PARSE, 15, "byte");

	/* Longer than 4096 bytes, even if only blanks. */
	size_t big = 4097;
	char *text = malloc(big);
	ck_assert_ptr_nonnull(text);
	memset(text, ' ', big);
	memcpy(text, "escopa", 6);
	expect_rules_error(text, big, ESCOPA_E_PARSE, 4096, "4096");
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_read(text, 4096, &rules, NULL));
	escopa_rules_free(rules);
	free(text);
}
END_TEST

START_TEST(rules_text_rejects_null_and_unknown_error_versions)
{
	struct escopa_rules *rules = (struct escopa_rules *)(uintptr_t)SENTINEL;
	struct escopa_parse_error err = new_error();
	size_t len = SENTINEL;
	ck_assert_status(escopa_rules_read(NULL, 0, &rules, &err), ESCOPA_E_NULL);
	ck_assert_int_eq(err.status, ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_read("escopa", 6, NULL, NULL), ESCOPA_E_NULL);

	struct escopa_parse_error future;
	memset(&future, 0x5A, sizeof future);
	future.version = ESCOPA_PARSE_ERROR_VERSION + 1;
	ck_assert_status(escopa_rules_read("bogus", 5, &rules, &future), ESCOPA_E_INVALID);
	ck_assert_status(escopa_rules_read(NULL, 5, NULL, &future), ESCOPA_E_INVALID);
	/* the reader does not know that struct, so it does not touch it */
	ck_assert_uint_eq(future.offset, (size_t)0x5A5A5A5A5A5A5A5Aull);
	ck_assert_ptr_eq(rules, (struct escopa_rules *)(uintptr_t)SENTINEL);

	struct escopa_rules *escopa = NULL;
	char buf[8];
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &escopa));
	ck_assert_status(escopa_rules_format(NULL, buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_format(escopa, buf, sizeof buf, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_format(escopa, NULL, 4, &len), ESCOPA_E_NULL);
	ck_assert_uint_eq(len, SENTINEL);
	/* the buffer rule: the length always, the text only whole */
	ck_assert_ok(escopa_rules_format(escopa, NULL, 0, &len));
	ck_assert_uint_eq(len, 6);
	strcpy(buf, "xxxxxxx");
	ck_assert_ok(escopa_rules_format(escopa, buf, 6, &len));
	ck_assert_str_eq(buf, "");
	ck_assert_ok(escopa_rules_format(escopa, buf, 7, &len));
	ck_assert_str_eq(buf, "escopa");
	escopa_rules_free(escopa);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("notation-rules");
	TCase *tc;

	tc = tcase_create("rules text");
	tcase_add_test(tc, rules_text_of_a_preset_is_its_name);
	tcase_add_test(tc, rules_text_names_the_differences_in_option_order);
	tcase_add_test(tc, rules_text_switches_conflicting_features_off_first);
	tcase_add_test(tc, rules_text_reads_back_between_every_pair_of_presets);
	tcase_add_test(tc, rules_text_reads_back_for_random_rule_sets);
	tcase_add_test(tc, rules_read_accepts_every_documented_spelling);
	tcase_add_test(tc, rules_read_reports_where_and_why);
	tcase_add_test(tc, rules_text_rejects_null_and_unknown_error_versions);
	suite_add_tcase(s, tc);
	return s;
}
