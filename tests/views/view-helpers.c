/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the view suites; see view-helpers.h. */

#include <stdlib.h>
#include "view-helpers.h"

int
games_per_setting(void)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 20 : 1000;
	return n < 10 ? 10 : n;
}

const struct setting settings[] = {
	{ ESCOPA_PRESET_ESCOPA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA, 4, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_DE_15, 3, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_DE_15, 4, { ESCOPA_OPT_PARTNERSHIPS, 1, -1 } },
	{ ESCOPA_PRESET_ESCOVA_DE_31, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_COMODINES, 4, { -1 } },
	{ ESCOPA_PRESET_SCOPA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOPA_MATCH, 2, { ESCOPA_OPT_DEAL_ROTATION, 1, -1 } },
	{ ESCOPA_PRESET_ESCOPA, 3, { ESCOPA_OPT_OPEN_TABLE, 1, -1 } },
	{ ESCOPA_PRESET_ESCOPA, 4, { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 } },
	{ ESCOPA_PRESET_ESCOBA, 3, { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 } },
};
const int settings_count = (int)(sizeof settings / sizeof settings[0]);

void
format_view(const struct escopa_view *view, char *text, size_t size)
{
	size_t length = 0;
	ck_assert_ok(escopa_view_format(view, text, size, &length));
	ck_assert_uint_lt(length, size);
}
