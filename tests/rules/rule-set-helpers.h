/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the rule set suites (test-rules*.c): checked option queries
 * and the tables every preset and option is checked against. */

#ifndef ESCOPA_TEST_RULE_SET_HELPERS_H
#define ESCOPA_TEST_RULE_SET_HELPERS_H

#include "helpers.h"

#define N_OPTIONS 24
#define N_PRESETS 7

/* A preset's rules; checked. */
struct escopa_rules *new_rules(enum escopa_preset preset);
/* An option's value; checked. */
int get(const struct escopa_rules *rules, enum escopa_option option);
/* Every option's value into values[N_OPTIONS]. */
void snapshot(const struct escopa_rules *rules, int *values);
/* Fails the test unless every option has its value in before. */
void assert_unchanged(const struct escopa_rules *rules, const int *before);

/* The expected value of every option in every preset: the table of
 * doc/rules.md, section Presets (rule-set-helpers.c). Rows are presets,
 * columns options. */
extern const int preset_table[N_PRESETS][N_OPTIONS];
/* The bounds of every option, from the documentation of each option in
 * rules.h. */
extern const int bounds_table[N_OPTIONS][2];
/* The name of every option, in order. */
extern const char *const option_names[N_OPTIONS];

#endif
