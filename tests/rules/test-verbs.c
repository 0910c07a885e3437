/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The names 1.4 adds so that every verb means one thing
 * (doc/api-stability.md): escopa_rules_clone() is escopa_rules_copy() and
 * escopa_rules_parse() is escopa_rules_read(), result for result and
 * error for error, out of memory included.
 */

#include <stdint.h>
#include <string.h>
#include "alloc-count.h"
#include "helpers.h"

#define SENTINEL ((struct escopa_rules *)(uintptr_t)0x5E27)

/* Fails the test unless two rule sets hold the same options. */
static void
assert_same_rules(const struct escopa_rules *a, const struct escopa_rules *b)
{
	int equal = -1;
	ck_assert_ok(escopa_rules_equal(a, b, &equal));
	ck_assert_int_eq(equal, 1);
}

/* Fails the test unless two parse errors say the same thing. */
static void
assert_same_error(const struct escopa_parse_error *a, const struct escopa_parse_error *b)
{
	ck_assert_int_eq(a->status, b->status);
	ck_assert_uint_eq(a->offset, b->offset);
	ck_assert_uint_eq(a->line, b->line);
	ck_assert_uint_eq(a->column, b->column);
	ck_assert_str_eq(a->message, b->message);
}

START_TEST(rules_clone_is_rules_copy)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		struct escopa_rules *rules = NULL, *copy = NULL, *clone = NULL;
		ck_assert_ok(escopa_rules_new((enum escopa_preset)p, &rules));
		ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_OPEN_TABLE, 1));
		ck_assert_ok(escopa_rules_copy(rules, &copy));
		ck_assert_ok(escopa_rules_clone(rules, &clone));
		ck_assert_ptr_ne(clone, rules);
		ck_assert_ptr_ne(clone, copy);
		assert_same_rules(clone, copy);
		assert_same_rules(clone, rules);
		/* independent of the original, as the copy is */
		ck_assert_ok(escopa_rules_set(clone, ESCOPA_OPT_OPEN_TABLE, 0));
		int open = -1;
		ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_OPEN_TABLE, &open));
		ck_assert_int_eq(open, 1);
		escopa_rules_free(rules);
		escopa_rules_free(copy);
		escopa_rules_free(clone);
	}
}
END_TEST

START_TEST(rules_clone_fails_as_rules_copy)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	struct escopa_rules *copy = SENTINEL, *clone = SENTINEL;
	ck_assert_status(escopa_rules_copy(NULL, &copy), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_clone(NULL, &clone), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_copy(rules, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_clone(rules, NULL), ESCOPA_E_NULL);
	if (allocations_counted()) {
		fail_allocation = allocations + 1;
		enum escopa_status by_copy = escopa_rules_copy(rules, &copy);
		fail_allocation = allocations + 1;
		enum escopa_status by_clone = escopa_rules_clone(rules, &clone);
		fail_allocation = 0;
		ck_assert_status(by_copy, ESCOPA_E_NOMEM);
		ck_assert_status(by_clone, ESCOPA_E_NOMEM);
	}
	/* written only on success */
	ck_assert_ptr_eq(copy, SENTINEL);
	ck_assert_ptr_eq(clone, SENTINEL);
	escopa_rules_free(rules);
}
END_TEST

/* Texts of every outcome of reading rules; LONG_TEXT stands for one past
 * the longest rules text read. */
#define LONG_TEXT NULL
static const char *const texts[] = {
	"escoba",
	"escopa sevens=most primiera=table_b target=15",
	"ESCOBA Stacking=Off jokers=2",
	"escoba_de_15 forced_capture=per_hand",
	"",
	"   ",
	"nonsense",
	"escoba nosuch=1",
	"escoba target=0",
	"escoba target=",
	"escoba target=x",
	"escoba jokers=2",
	"scopa stacking=1",
	"escoba\ntarget=21\n=3",
	"escoba \xff",
	LONG_TEXT,
};
#define N_TEXTS (int)(sizeof texts / sizeof texts[0])

START_TEST(rules_parse_is_rules_read)
{
	static char long_text[4098];
	const char *text = texts[_i];
	if (text == LONG_TEXT) {
		memset(long_text, ' ', sizeof long_text - 1);
		memcpy(long_text, "escoba", 6);
		text = long_text;
	}
	/* whole, and cut short (the text need not end in NUL) */
	for (size_t cut = 0; cut < 2; cut++) {
		size_t length = strlen(text);
		length -= cut && length > 0 ? length / 2 : 0;
		struct escopa_parse_error by_read = { .version = ESCOPA_PARSE_ERROR_VERSION };
		struct escopa_parse_error by_parse = { .version = ESCOPA_PARSE_ERROR_VERSION };
		struct escopa_rules *read = SENTINEL, *parsed = SENTINEL;
		enum escopa_status rc_read = escopa_rules_read(text, length, &read, &by_read);
		enum escopa_status rc_parse = escopa_rules_parse(text, length, &parsed, &by_parse);
		ck_assert_msg(rc_read == rc_parse, "\"%.40s\" (%zu bytes): read %s, parse %s", text,
			      length, escopa_status_name(rc_read), escopa_status_name(rc_parse));
		if (rc_read == ESCOPA_OK) {
			assert_same_rules(read, parsed);
			escopa_rules_free(read);
			escopa_rules_free(parsed);
		} else {
			assert_same_error(&by_read, &by_parse);
			ck_assert_ptr_eq(read, SENTINEL);
			ck_assert_ptr_eq(parsed, SENTINEL);
		}
		/* without a parse error too */
		read = parsed = SENTINEL;
		ck_assert_status(escopa_rules_parse(text, length, &parsed, NULL), rc_read);
		ck_assert_status(escopa_rules_read(text, length, &read, NULL), rc_read);
		if (rc_read == ESCOPA_OK) {
			escopa_rules_free(read);
			escopa_rules_free(parsed);
		}
	}
}
END_TEST

START_TEST(rules_parse_fails_as_rules_read)
{
	const char *text = "escoba target=21";
	size_t length = strlen(text);
	struct escopa_rules *read = SENTINEL, *parsed = SENTINEL;
	struct escopa_parse_error by_read = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_parse_error by_parse = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_rules_read(NULL, length, &read, &by_read), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_parse(NULL, length, &parsed, &by_parse), ESCOPA_E_NULL);
	assert_same_error(&by_read, &by_parse);
	ck_assert_status(escopa_rules_read(text, length, NULL, &by_read), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_parse(text, length, NULL, &by_parse), ESCOPA_E_NULL);
	assert_same_error(&by_read, &by_parse);
	/* a parse error of a version the library does not know */
	by_read.version = by_parse.version = ESCOPA_PARSE_ERROR_VERSION + 1;
	ck_assert_status(escopa_rules_read(text, length, &read, &by_read), ESCOPA_E_INVALID);
	ck_assert_status(escopa_rules_parse(text, length, &parsed, &by_parse), ESCOPA_E_INVALID);
	by_read.version = by_parse.version = ESCOPA_PARSE_ERROR_VERSION;
	if (allocations_counted()) {
		fail_allocation = allocations + 1;
		enum escopa_status rc_read = escopa_rules_read(text, length, &read, &by_read);
		fail_allocation = allocations + 1;
		enum escopa_status rc_parse = escopa_rules_parse(text, length, &parsed, &by_parse);
		fail_allocation = 0;
		ck_assert_status(rc_read, ESCOPA_E_NOMEM);
		ck_assert_status(rc_parse, ESCOPA_E_NOMEM);
		assert_same_error(&by_read, &by_parse);
	}
	ck_assert_ptr_eq(read, SENTINEL);
	ck_assert_ptr_eq(parsed, SENTINEL);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("verbs");
	TCase *tc = tcase_create("aliases");
	tcase_add_test(tc, rules_clone_is_rules_copy);
	tcase_add_test(tc, rules_clone_fails_as_rules_copy);
	tcase_add_loop_test(tc, rules_parse_is_rules_read, 0, N_TEXTS);
	tcase_add_test(tc, rules_parse_fails_as_rules_read);
	suite_add_tcase(s, tc);
	return s;
}
