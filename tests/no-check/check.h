/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A stand-in for the few parts of Check's <check.h> that the invariant
 * games use, for the Windows build, where Debian has no Check (README.md,
 * section Windows). No fork, no timeout: the first failed assertion
 * prints where and why, and ends the program with status 1. */

#ifndef ESCOPA_NO_CHECK_H
#define ESCOPA_NO_CHECK_H

#include <stdint.h>
#include <stdio.h>

#ifdef __MINGW_PRINTF_FORMAT
#define NO_CHECK_PRINTF __MINGW_PRINTF_FORMAT
#else
#define NO_CHECK_PRINTF printf
#endif

typedef struct Suite Suite;
typedef struct TCase TCase;
typedef struct SRunner SRunner;
typedef void (*no_check_test)(int _i);

enum print_output { CK_ENV };

#define START_TEST(name) static void name(int _i) {
#define END_TEST }

void _ck_assert_failed(const char *file, int line, const char *expr, const char *msg, ...)
	__attribute__((noreturn, format(NO_CHECK_PRINTF, 4, 5)));

#define ck_assert_msg(expr, ...) \
	((expr) ? (void)0 : _ck_assert_failed(__FILE__, __LINE__, #expr, __VA_ARGS__))
#define ck_assert(expr) ck_assert_msg((expr), "%s", "")
#define NO_CHECK_CMP(type, fmt, a, op, b) do { \
	type _a = (a); \
	type _b = (b); \
	ck_assert_msg(_a op _b, "%s " #op " %s: " fmt " vs " fmt, #a, #b, _a, _b); \
} while (0)
#define ck_assert_int_eq(a, b) NO_CHECK_CMP(intmax_t, "%jd", a, ==, b)
#define ck_assert_int_le(a, b) NO_CHECK_CMP(intmax_t, "%jd", a, <=, b)
#define ck_assert_uint_eq(a, b) NO_CHECK_CMP(uintmax_t, "%ju", a, ==, b)
#define ck_assert_ptr_nonnull(p) ck_assert_msg((p) != NULL, "%s is NULL", #p)

Suite *suite_create(const char *name);
TCase *tcase_create(const char *name);
void tcase_set_timeout(TCase *tc, double seconds);
void tcase_add_loop_test(TCase *tc, no_check_test test, int start, int end);
void suite_add_tcase(Suite *s, TCase *tc);
SRunner *srunner_create(Suite *s);
void srunner_run_all(SRunner *runner, enum print_output output);
int srunner_ntests_failed(SRunner *runner);
void srunner_free(SRunner *runner);

#endif
