/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The stand-in for Check (check.h): one suite of loop tests, run in
 * order in this process. */

#include <stdarg.h>
#include <stdlib.h>
#include "check.h"

#define MAX_TESTS 16

struct TCase {
	no_check_test tests[MAX_TESTS];
	int start[MAX_TESTS], end[MAX_TESTS];
	int count;
};

struct Suite {
	TCase *cases[MAX_TESTS];
	int count;
};

struct SRunner {
	Suite *suite;
};

void
_ck_assert_failed(const char *file, int line, const char *expr, const char *msg, ...)
{
	fprintf(stderr, "%s:%d: assertion '%s' failed: ", file, line, expr);
	va_list ap;
	va_start(ap, msg);
	vfprintf(stderr, msg, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(EXIT_FAILURE);
}

static void *
must_calloc(size_t size)
{
	void *p = calloc(1, size);
	if (!p) {
		fputs("out of memory\n", stderr);
		exit(EXIT_FAILURE);
	}
	return p;
}

Suite *
suite_create(const char *name)
{
	(void)name;
	return must_calloc(sizeof(Suite));
}

TCase *
tcase_create(const char *name)
{
	(void)name;
	return must_calloc(sizeof(TCase));
}

void
tcase_set_timeout(TCase *tc, double seconds)
{
	(void)tc;
	(void)seconds;
}

void
tcase_add_loop_test(TCase *tc, no_check_test test, int start, int end)
{
	if (tc->count == MAX_TESTS)
		_ck_assert_failed(__FILE__, __LINE__, "tc->count < MAX_TESTS", "%s", "too many tests");
	tc->tests[tc->count] = test;
	tc->start[tc->count] = start;
	tc->end[tc->count] = end;
	tc->count++;
}

void
suite_add_tcase(Suite *s, TCase *tc)
{
	if (s->count == MAX_TESTS)
		_ck_assert_failed(__FILE__, __LINE__, "s->count < MAX_TESTS", "%s", "too many cases");
	s->cases[s->count++] = tc;
}

SRunner *
srunner_create(Suite *s)
{
	SRunner *runner = must_calloc(sizeof(SRunner));
	runner->suite = s;
	return runner;
}

void
srunner_run_all(SRunner *runner, enum print_output output)
{
	(void)output;
	for (int c = 0; c < runner->suite->count; c++) {
		TCase *tc = runner->suite->cases[c];
		for (int t = 0; t < tc->count; t++)
			for (int i = tc->start[t]; i < tc->end[t]; i++)
				tc->tests[t](i);
	}
}

int
srunner_ntests_failed(SRunner *runner)
{
	(void)runner;
	return 0;  /* a failure has ended the program */
}

void
srunner_free(SRunner *runner)
{
	for (int c = 0; c < runner->suite->count; c++)
		free(runner->suite->cases[c]);
	free(runner->suite);
	free(runner);
}
