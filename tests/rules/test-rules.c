/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Presets (doc/rules.md, sections "Players, seats and sides" to "Presets",
 * and the preset table of section Presets): every preset sets every option
 * the way its source document says.
 */

#include "rule-set-helpers.h"

/* doc/rules.md, section Presets: each preset sets every option as its document
 * says. Looped over the presets. */
START_TEST(rule_7_preset_sets_every_option)
{
	enum escopa_preset preset = (enum escopa_preset)_i;
	struct escopa_rules *rules = new_rules(preset);
	for (int o = 0; o < N_OPTIONS; o++)
		ck_assert_msg(get(rules, (enum escopa_option)o) == preset_table[preset][o],
			      "preset %s option %s: got %d, expected %d",
			      escopa_preset_name(preset),
			      escopa_option_name((enum escopa_option)o),
			      get(rules, (enum escopa_option)o), preset_table[preset][o]);
	escopa_rules_free(rules);
}
END_TEST

/* doc/rules.md, section Presets, Escopa (the Brazilian Escopa description),
 * spelled out: capture 15 and multiples, dealer sweeps, most cards doubled, all
 * four sevens, all ten coins, no primiera, game to 21. */
START_TEST(rule_7_escopa_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOPA);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MODE), ESCOPA_CAPTURE_FIFTEEN);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MULTIPLES), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_DEALER_SWEEPS);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CARDS_DOUBLE), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SEVENS), ESCOPA_SEVENS_ALL_FOUR);
	ck_assert_int_eq(get(r, ESCOPA_OPT_ALL_COINS), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_PRIMIERA), ESCOPA_PRIMIERA_NONE);
	ck_assert_int_eq(get(r, ESCOPA_OPT_STACKING), 0);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 21);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, section Presets, Escoba (the English Escoba guide): stacking,
 * play on, most sevens, game to 15 and 30 for teams. */
START_TEST(rule_7_escoba_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA);
	ck_assert_int_eq(get(r, ESCOPA_OPT_STACKING), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_PLAY_ON);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MULTIPLES), 0);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SEVENS), ESCOPA_SEVENS_MOST);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 15);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TEAM_TARGET), 30);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, section Presets, Escoba de 15 (the Escoba de 15 guide): set
 * aside, Setenta by table A, game to 21. */
START_TEST(rule_7_escoba_de_15_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_SET_ASIDE);
	ck_assert_int_eq(get(r, ESCOPA_OPT_PRIMIERA), ESCOPA_PRIMIERA_TABLE_A);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SEVENS), ESCOPA_SEVENS_NONE);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 21);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TEAM_TARGET), 21);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, section Presets: Escova de 31 is Escopa played to 31; every other
 * option equals Escopa's. */
START_TEST(rule_7_escova_de_31_is_escopa_to_31)
{
	struct escopa_rules *escopa = new_rules(ESCOPA_PRESET_ESCOPA);
	struct escopa_rules *escova = new_rules(ESCOPA_PRESET_ESCOVA_DE_31);
	ck_assert_int_eq(get(escova, ESCOPA_OPT_TARGET), 31);
	ck_assert_int_eq(get(escova, ESCOPA_OPT_TEAM_TARGET), 31);
	int equal = -1;
	ck_assert_ok(escopa_rules_equal(escopa, escova, &equal));
	ck_assert_int_eq(equal, 0);
	ck_assert_ok(escopa_rules_set(escopa, ESCOPA_OPT_TARGET, 31));
	ck_assert_ok(escopa_rules_set(escopa, ESCOPA_OPT_TEAM_TARGET, 31));
	ck_assert_ok(escopa_rules_equal(escopa, escova, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_rules_free(escopa);
	escopa_rules_free(escova);
}
END_TEST

/* doc/rules.md, section Presets: Comodines is Escoba de 15 with two jokers. */
START_TEST(rule_7_comodines_is_escoba_de_15_with_jokers)
{
	struct escopa_rules *e15 = new_rules(ESCOPA_PRESET_ESCOBA_DE_15);
	struct escopa_rules *com = new_rules(ESCOPA_PRESET_ESCOBA_COMODINES);
	ck_assert_int_eq(get(com, ESCOPA_OPT_JOKERS), 2);
	int equal = -1;
	ck_assert_ok(escopa_rules_equal(e15, com, &equal));
	ck_assert_int_eq(equal, 0);
	ck_assert_ok(escopa_rules_set(e15, ESCOPA_OPT_JOKERS, 2));
	ck_assert_ok(escopa_rules_equal(e15, com, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_rules_free(e15);
	escopa_rules_free(com);
}
END_TEST

/* doc/rules.md, sections "A turn", "Scoring a hand" and "Presets": Scopa
 * captures by match, scores no sweep on the last play, primiera by table A,
 * napola, game to 11. */
START_TEST(rule_7_scopa_preset)
{
	struct escopa_rules *r = new_rules(ESCOPA_PRESET_SCOPA);
	ck_assert_int_eq(get(r, ESCOPA_OPT_CAPTURE_MODE), ESCOPA_CAPTURE_MATCH);
	ck_assert_int_eq(get(r, ESCOPA_OPT_SWEEP_ON_LAST_PLAY), 0);
	ck_assert_int_eq(get(r, ESCOPA_OPT_PRIMIERA), ESCOPA_PRIMIERA_TABLE_A);
	ck_assert_int_eq(get(r, ESCOPA_OPT_NAPOLA), 1);
	ck_assert_int_eq(get(r, ESCOPA_OPT_INITIAL_TABLE), ESCOPA_INITIAL_PLAY_ON);
	ck_assert_int_eq(get(r, ESCOPA_OPT_TARGET), 11);
	escopa_rules_free(r);
}
END_TEST

/* doc/rules.md, sections "Players, seats and sides", "A hand", item 5 and "A
 * turn": every preset plays partnerships, forces a capture per card, and lets
 * the last capture take the table. */
START_TEST(rule_2_4_every_preset_partnerships_forced_last_capture)
{
	for (int p = 0; p < N_PRESETS; p++) {
		struct escopa_rules *r = new_rules((enum escopa_preset)p);
		ck_assert_int_eq(get(r, ESCOPA_OPT_PARTNERSHIPS), 1);
		ck_assert_int_eq(get(r, ESCOPA_OPT_FORCED_CAPTURE), ESCOPA_FORCED_PER_CARD);
		ck_assert_int_eq(get(r, ESCOPA_OPT_LAST_CAPTURE_TAKES), 1);
		ck_assert_int_eq(get(r, ESCOPA_OPT_OPEN_TABLE), 0);
		escopa_rules_free(r);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("rules");
	TCase *tc;

	tc = tcase_create("presets");
	tcase_add_loop_test(tc, rule_7_preset_sets_every_option, 0, N_PRESETS);
	tcase_add_test(tc, rule_7_escopa_preset);
	tcase_add_test(tc, rule_7_escoba_preset);
	tcase_add_test(tc, rule_7_escoba_de_15_preset);
	tcase_add_test(tc, rule_7_escova_de_31_is_escopa_to_31);
	tcase_add_test(tc, rule_7_comodines_is_escoba_de_15_with_jokers);
	tcase_add_test(tc, rule_7_scopa_preset);
	tcase_add_test(tc, rule_2_4_every_preset_partnerships_forced_last_capture);
	suite_add_tcase(s, tc);
	return s;
}
