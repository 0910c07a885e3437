/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-rules: the input is rules text for escopa_rules_read(). A rule set
 * that reads must have every option within its bounds, must make a game,
 * and must write (escopa_rules_format()) text that reads back as an equal
 * rule set and writes the same text again.
 */

#include <stdlib.h>
#include <string.h>
#include "fuzz-common.h"

#define SENTINEL_RULES ((struct escopa_rules *)(uintptr_t)0x5A5A5A5A)

static char *
format_rules(const struct escopa_rules *rules, size_t *length)
{
	size_t again = 0;
	FUZZ_OK(escopa_rules_format(rules, NULL, 0, length));
	FUZZ_CHECK(*length > 0 && *length <= 4096, "rules text of %zu bytes", *length);
	char *text = malloc(*length + 1);
	FUZZ_CHECK(text != NULL, "out of memory");
	memset(text, 'x', *length);
	FUZZ_OK(escopa_rules_format(rules, text, *length, &again));
	FUZZ_CHECK(again == *length && text[0] == '\0',
		   "rules text that does not fit was not the empty string");
	FUZZ_OK(escopa_rules_format(rules, text, *length + 1, &again));
	FUZZ_CHECK(again == *length && strlen(text) == *length, "rules text of %zu bytes, then %zu",
		   *length, strlen(text));
	return text;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct escopa_rules *rules = SENTINEL_RULES;
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_rules_read(text, size, &rules, &error);
	if (rc != ESCOPA_OK) {
		FUZZ_CHECK(rc == ESCOPA_E_PARSE || rc == ESCOPA_E_OPTION || rc == ESCOPA_E_RANGE ||
			   rc == ESCOPA_E_CONFLICT, "escopa_rules_read() returned %s",
			   escopa_status_name(rc));
		FUZZ_CHECK(rules == SENTINEL_RULES, "a failed read wrote its rules");
		fuzz_error_says(&error, rc, data, size, 1);
		struct escopa_rules *again = SENTINEL_RULES;
		FUZZ_STATUS(escopa_rules_read(text, size, &again, NULL), rc);
		FUZZ_CHECK(again == SENTINEL_RULES, "a failed read wrote its rules");
		return 0;
	}
	fuzz_error_untouched(&error);
	FUZZ_CHECK(memchr(data, '\0', size) == NULL, "rules text with a NUL byte was read");

	for (int option = 0; option < escopa_option_count(); option++) {
		int value = 0, min = 0, max = 0;
		FUZZ_OK(escopa_rules_get(rules, (enum escopa_option)option, &value));
		FUZZ_OK(escopa_option_bounds((enum escopa_option)option, &min, &max));
		FUZZ_CHECK(value >= min && value <= max, "option %s is %d, outside %d..%d",
			   escopa_option_name((enum escopa_option)option), value, min, max);
		/* Setting an option to its own value is always allowed. */
		FUZZ_OK(escopa_rules_set(rules, (enum escopa_option)option, value));
	}

	size_t length = 0, length2 = 0;
	char *written = format_rules(rules, &length);
	struct escopa_rules *back = NULL;
	fuzz_error_init(&error);
	rc = escopa_rules_read(written, length, &back, &error);
	FUZZ_CHECK(rc == ESCOPA_OK, "written rules '%s' do not read back: %s at %zu: %s", written,
		   escopa_status_name(rc), error.offset, error.message);
	int equal = 0;
	FUZZ_OK(escopa_rules_equal(rules, back, &equal));
	FUZZ_CHECK(equal, "rules '%s' read back differ", written);
	char *rewritten = format_rules(back, &length2);
	FUZZ_CHECK(length2 == length && memcmp(written, rewritten, length) == 0,
		   "rules written twice differ: '%s', then '%s'", written, rewritten);

	/* Every rule set that reads makes a game, with any player count. */
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *game = NULL;
		FUZZ_OK(escopa_game_new(rules, players, size, &game));
		fuzz_check_game(game);
		escopa_game_free(game);
	}

	free(rewritten);
	free(written);
	escopa_rules_free(back);
	escopa_rules_free(rules);
	return 0;
}
