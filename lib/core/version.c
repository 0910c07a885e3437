/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

#include "core-private.h"

ESCOPA_EXPORT const char *
escopa_version_string(void)
{
	return ESCOPA_VERSION_STRING;
}

ESCOPA_EXPORT unsigned int
escopa_version_number(void)
{
	return ESCOPA_VERSION_NUMBER;
}
