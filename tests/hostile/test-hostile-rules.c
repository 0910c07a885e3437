/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile input to the rules: the rules reader's text, numbers and length,
 * and options, presets and player counts out of range.
 */

#include <stdlib.h>
#include <string.h>
#include "hostile-helpers.h"

START_TEST(rules_reader_refuses_hostile_text)
{
	static const struct {
		const char *text;
		enum escopa_status status;
	} cases[] = {
		{ "", ESCOPA_E_PARSE },
		{ "   ", ESCOPA_E_PARSE },
		{ "escob", ESCOPA_E_PARSE },
		{ "poker", ESCOPA_E_PARSE },
		{ "target=15", ESCOPA_E_PARSE },
		{ "escoba target", ESCOPA_E_PARSE },
		{ "escoba target=", ESCOPA_E_PARSE },
		{ "escoba =15", ESCOPA_E_PARSE },
		{ "escoba target==15", ESCOPA_E_PARSE },
		{ "escoba target=15x", ESCOPA_E_PARSE },
		{ "escoba \xff\xfe=1", ESCOPA_E_PARSE },
		{ "escoba no_such_option=1", ESCOPA_E_OPTION },
		{ "escoba target=0", ESCOPA_E_RANGE },
		{ "escoba target=1001", ESCOPA_E_RANGE },
		{ "escoba target=-1", ESCOPA_E_RANGE },
		{ "escoba jokers=3", ESCOPA_E_RANGE },
		{ "escoba sevens=four", ESCOPA_E_PARSE },
		{ "escoba jokers=2", ESCOPA_E_CONFLICT },
		{ "scopa stacking=1", ESCOPA_E_CONFLICT },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		size_t length = strlen(cases[i].text);
		char *copy = exact_copy(cases[i].text, length);
		struct escopa_rules *rules = SENTINEL_PTR;
		struct escopa_parse_error error = new_error();
		enum escopa_status rc = escopa_rules_read(copy, length, &rules, &error);
		ck_assert_msg(rc == cases[i].status, "'%s': %s, expected %s", cases[i].text,
			      escopa_status_name(rc), escopa_status_name(cases[i].status));
		ck_assert_ptr_eq(rules, SENTINEL_PTR);
		assert_error(&error, cases[i].status, length);
		free(copy);
	}
}
END_TEST

START_TEST(rules_reader_numbers_out_of_range)
{
	/* Numbers past int, and past 64 bits, are out of range, not
	 * wrapped into it. */
	static const char *const texts[] = {
		"escoba target=4294967311",
		"escoba target=18446744073709551631",
		"escoba target=99999999999999999999999999999999",
		"escoba target=-4294967281",
		"escoba jokers=4294967296",
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		struct escopa_rules *rules = SENTINEL_PTR;
		enum escopa_status rc = escopa_rules_read(texts[i], strlen(texts[i]), &rules, NULL);
		ck_assert_msg(rc == ESCOPA_E_RANGE || rc == ESCOPA_E_PARSE, "'%s' gave %s", texts[i],
			      escopa_status_name(rc));
		ck_assert_ptr_eq(rules, SENTINEL_PTR);
	}
}
END_TEST

START_TEST(rules_reader_length_limit)
{
	/* 4096 bytes read; 4097 do not, whatever they hold. */
	char *text = huge_text(" ", 4097);
	memcpy(text, "escoba", 6);
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_read(text, 4096, &rules, NULL));
	escopa_rules_free(rules);
	rules = SENTINEL_PTR;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_rules_read(text, 4097, &rules, &error), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
	assert_error(&error, ESCOPA_E_PARSE, 4097);
	free(text);

	text = huge_text("escoba target=15 ", HUGE_SIZE);
	ck_assert_status(escopa_rules_read(text, HUGE_SIZE, &rules, NULL), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
	free(text);

	ck_assert_status(escopa_rules_read(NULL, 6, &rules, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_read("escoba", 6, NULL, NULL), ESCOPA_E_NULL);
	error = new_error();
	error.version = 7;
	ck_assert_status(escopa_rules_read("escoba", 6, &rules, &error), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
}
END_TEST

START_TEST(rules_options_out_of_range)
{
	struct escopa_rules *rules = NULL, *before = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_rules_copy(rules, &before));
	static const int bad_options[] = { -1, 24, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_options / sizeof bad_options[0]; i++) {
		enum escopa_option option = (enum escopa_option)bad_options[i];
		int value = SENTINEL, min = SENTINEL, max = SENTINEL;
		ck_assert_status(escopa_rules_set(rules, option, 1), ESCOPA_E_OPTION);
		ck_assert_status(escopa_rules_get(rules, option, &value), ESCOPA_E_OPTION);
		ck_assert_status(escopa_option_bounds(option, &min, &max), ESCOPA_E_OPTION);
		ck_assert_ptr_null(escopa_option_name(option));
		ck_assert_int_eq(value, SENTINEL);
		ck_assert_int_eq(min, SENTINEL);
	}
	for (int option = 0; option < escopa_option_count(); option++) {
		int min, max;
		ck_assert_ok(escopa_option_bounds((enum escopa_option)option, &min, &max));
		const int values[] = { INT32_MIN, min - 1, max + 1, INT32_MAX };
		for (size_t v = 0; v < sizeof values / sizeof values[0]; v++)
			ck_assert_status(escopa_rules_set(rules, (enum escopa_option)option, values[v]),
					 ESCOPA_E_RANGE);
	}
	int equal = 0;
	ck_assert_ok(escopa_rules_equal(rules, before, &equal));
	ck_assert_msg(equal, "refused options changed the rules");

	static const int bad_presets[] = { -1, 7, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_presets / sizeof bad_presets[0]; i++) {
		struct escopa_rules *r = SENTINEL_PTR;
		ck_assert_status(escopa_rules_new((enum escopa_preset)bad_presets[i], &r),
				 ESCOPA_E_INVALID);
		ck_assert_ptr_eq(r, SENTINEL_PTR);
	}

	static const int bad_players[] = { INT32_MIN, -1, 0, 1, 5, 40, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_players / sizeof bad_players[0]; i++) {
		struct escopa_game *game = SENTINEL_PTR;
		struct escopa_record *record = SENTINEL_PTR;
		ck_assert_status(escopa_game_new(rules, bad_players[i], 1, &game), ESCOPA_E_INVALID);
		ck_assert_status(escopa_record_new(rules, bad_players[i], 1, &record),
				 ESCOPA_E_INVALID);
		ck_assert_ptr_eq(game, SENTINEL_PTR);
		ck_assert_ptr_eq(record, SENTINEL_PTR);
	}
	/* Every seed is a seed. */
	static const uint64_t seeds[] = { 0, 1, UINT64_MAX, UINT64_C(1) << 63 };
	for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
		struct escopa_game *game = NULL;
		ck_assert_ok(escopa_game_new(rules, 4, seeds[i], &game));
		escopa_game_free(game);
	}
	escopa_rules_free(before);
	escopa_rules_free(rules);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("hostile-rules");
	TCase *tc;

	tc = tcase_create("rules");
	tcase_add_test(tc, rules_reader_refuses_hostile_text);
	tcase_add_test(tc, rules_reader_numbers_out_of_range);
	tcase_add_test(tc, rules_reader_length_limit);
	tcase_add_test(tc, rules_options_out_of_range);
	suite_add_tcase(s, tc);
	return s;
}
