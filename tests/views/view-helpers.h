/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the view suites (test-view*.c): the rule settings their
 * random games are played in, and a view's text. */

#ifndef ESCOPA_TEST_VIEW_HELPERS_H
#define ESCOPA_TEST_VIEW_HELPERS_H

#include <stddef.h>
#include "helpers.h"

/* Random games of each setting: 1000, or ESCOPA_TEST_GAMES / 20 (at
 * least 10). */
int games_per_setting(void);

/* A preset, a player count and options changed (pairs, ended by -1). */
struct setting {
	enum escopa_preset preset;
	int players;
	int opts[8];
};

/* Every preset, each player count, and the options that change what a
 * seat sees: partnerships, the deal's rotation, the open table, forced
 * capture per hand. */
extern const struct setting settings[];
extern const int settings_count;

/* The view's text into text (size bytes, which it must fit); checked. */
void format_view(const struct escopa_view *view, char *text, size_t size);

#endif
