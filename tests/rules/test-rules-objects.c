/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The rule set object (rules.h): copy and equal, the names of options and
 * presets in any case and locale, its errors, and the copy a game keeps.
 */

#include <locale.h>
#include <string.h>
#include "rule-set-helpers.h"

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
	Suite *s = suite_create("rules-objects");
	TCase *tc;

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
