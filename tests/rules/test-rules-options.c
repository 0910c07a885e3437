/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Rule options (doc/rules.md, section Presets, and rules.h): every option can
 * be set on its own within its bounds, and every mistake (a value out of
 * range, an unknown option, options in conflict) returns its exact status
 * and changes nothing.
 */

#include <limits.h>
#include "rule-set-helpers.h"

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

Suite *
make_suite(void)
{
	Suite *s = suite_create("rules-options");
	TCase *tc;

	tc = tcase_create("options");
	tcase_add_test(tc, rule_7_option_bounds);
	tcase_add_test(tc, rule_7_every_option_settable_on_its_own);
	tcase_add_test(tc, rule_7_every_preset_accepts_option_values);
	tcase_add_test(tc, rule_7_out_of_range_is_refused);
	tcase_add_test(tc, rule_7_unknown_option_is_refused);
	tcase_add_test(tc, rule_7_conflicting_options_are_refused);
	tcase_add_test(tc, rule_7_conflicts_within_presets);
	suite_add_tcase(s, tc);
	return s;
}
