/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Rules in words (escopa_rules_describe()): each option that changes the
 * game changes the words, the text's shape (one paragraph a line), the
 * buffer rule and the errors.
 */

#include <string.h>
#include "rule-set-helpers.h"

static char *
describe(const struct escopa_rules *rules, char *buf, size_t size)
{
	size_t len = 0;
	ck_assert_ok(escopa_rules_describe(rules, buf, size, &len));
	ck_assert_uint_lt(len, size);
	ck_assert_uint_eq(strlen(buf), len);
	return buf;
}

static void
assert_has(const char *text, const char *words)
{
	ck_assert_msg(strstr(text, words), "'%s' lacks '%s'", text, words);
}

static void
assert_lacks(const char *text, const char *words)
{
	ck_assert_msg(!strstr(text, words), "'%s' has '%s'", text, words);
}

START_TEST(rules_words_of_every_preset_are_four_paragraphs)
{
	for (int p = 0; p < N_PRESETS; p++) {
		struct escopa_rules *rules = new_rules((enum escopa_preset)p);
		char text[4096];
		describe(rules, text, sizeof text);
		int lines = 0;
		for (const char *c = text; *c; c++)
			lines += *c == '\n';
		ck_assert_int_eq(lines, 4);
		ck_assert_int_eq(text[strlen(text) - 1], '\n');
		assert_lacks(text, "\n\n");
		assert_has(text, "Capture: ");
		assert_has(text, "is trailed");
		assert_has(text, "is a sweep");
		assert_has(text, "Points at the end of each hand:");
		assert_has(text, "The first side to reach ");
		escopa_rules_free(rules);
	}
}
END_TEST

START_TEST(rules_words_follow_the_presets)
{
	char text[4096];
	struct escopa_rules *rules = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	describe(rules, text, sizeof text);
	assert_has(text, "add up to 15. Values:");
	assert_has(text, "primiera 1, the best total");
	assert_has(text, "reach 21 points wins the game.\n");
	assert_lacks(text, "set on a pile");
	assert_lacks(text, "joker");
	escopa_rules_free(rules);

	rules = new_rules(ESCOPA_PRESET_ESCOPA);
	describe(rules, text, sizeof text);
	assert_has(text, "add up to 15 or a multiple of 15 (30, 45...)");
	assert_has(text, "worth 1 point for each 15 taken");
	assert_has(text, "(2 when every other side has fewer than 10)");
	assert_has(text, "all ten coins 3 more");
	assert_has(text, "all four sevens 1");
	assert_lacks(text, "primiera");
	escopa_rules_free(rules);

	rules = new_rules(ESCOPA_PRESET_SCOPA);
	describe(rules, text, sizeof text);
	assert_has(text, "a table card of the rank of the card you play");
	assert_has(text, ", except with the last card of the hand.");
	assert_has(text, "napola");
	assert_has(text, "reach 11 points");
	escopa_rules_free(rules);

	rules = new_rules(ESCOPA_PRESET_ESCOBA);
	describe(rules, text, sizeof text);
	assert_has(text, "set on a pile (\"on\" in a move)");
	assert_has(text, "it cannot trail.");
	assert_has(text, "the most sevens 1 (all four 2)");
	assert_has(text, "reach 15 points wins the game (30 when partners play).");
	escopa_rules_free(rules);

	rules = new_rules(ESCOPA_PRESET_ESCOBA_COMODINES);
	describe(rules, text, sizeof text);
	assert_has(text, "A joker counts as whatever value makes the capture.");
	escopa_rules_free(rules);

	rules = new_rules(ESCOPA_PRESET_ESCOPA_MATCH);
	describe(rules, text, sizeof text);
	assert_has(text, "A match is 4 games.");
	escopa_rules_free(rules);
}
END_TEST

START_TEST(rules_words_follow_the_options)
{
	char text[4096];
	struct escopa_rules *rules = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_SCORE_COINS, 0));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_SHARED_TIES, 1));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 9));
	describe(rules, text, sizeof text);
	assert_lacks(text, "must capture");
	assert_lacks(text, "most coins");
	assert_has(text, "A tie scores for every side tied.");
	assert_has(text, "reach 9 points wins the game (21 when partners play).");

	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND));
	describe(rules, text, sizeof text);
	assert_has(text, "When a card of your hand can capture, you must capture.");
	escopa_rules_free(rules);
}
END_TEST

/* The buffer rule of escopa_card_format(): the length of the full text
 * always, the text only when it fits with its NUL, else an empty buffer. */
START_TEST(rules_words_buffer_rule)
{
	struct escopa_rules *rules = new_rules(ESCOPA_PRESET_ESCOPA);
	char full[4096], small[16];
	describe(rules, full, sizeof full);
	size_t len = 0;
	ck_assert_ok(escopa_rules_describe(rules, NULL, 0, &len));
	ck_assert_uint_eq(len, strlen(full));
	memset(small, 'x', sizeof small);
	len = 0;
	ck_assert_ok(escopa_rules_describe(rules, small, sizeof small, &len));
	ck_assert_uint_eq(len, strlen(full));
	ck_assert_str_eq(small, "");
	escopa_rules_free(rules);
}
END_TEST

START_TEST(rules_words_errors)
{
	struct escopa_rules *rules = new_rules(ESCOPA_PRESET_ESCOPA);
	char text[64] = "untouched";
	size_t len = 7;
	ck_assert_status(escopa_rules_describe(NULL, text, sizeof text, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_describe(rules, text, sizeof text, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_describe(rules, NULL, sizeof text, &len), ESCOPA_E_NULL);
	ck_assert_str_eq(text, "untouched");
	ck_assert_uint_eq(len, 7);
	escopa_rules_free(rules);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("rules-words");
	TCase *tc = tcase_create("words");
	tcase_add_test(tc, rules_words_of_every_preset_are_four_paragraphs);
	tcase_add_test(tc, rules_words_follow_the_presets);
	tcase_add_test(tc, rules_words_follow_the_options);
	tcase_add_test(tc, rules_words_buffer_rule);
	tcase_add_test(tc, rules_words_errors);
	suite_add_tcase(s, tc);
	return s;
}
