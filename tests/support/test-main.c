/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The shared runner: every test program links this file and provides
 * make_suite(), one suite per concept. */

#include <stdlib.h>
#include <check.h>
#include "helpers.h"

int
main(void)
{
	SRunner *runner = srunner_create(make_suite());
	srunner_run_all(runner, CK_ENV);
	int failed = srunner_ntests_failed(runner);
	srunner_free(runner);
	return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
