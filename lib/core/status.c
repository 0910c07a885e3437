/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

#include "core-private.h"

struct status_text {
	const char *name;
	const char *text;
};

static const struct status_text status_texts[] = {
	[ESCOPA_OK] = { "ESCOPA_OK", "success" },
	[ESCOPA_E_NULL] = { "ESCOPA_E_NULL", "a required pointer argument is NULL" },
	[ESCOPA_E_INVALID] = { "ESCOPA_E_INVALID", "invalid argument" },
	[ESCOPA_E_CARD] = { "ESCOPA_E_CARD", "invalid card" },
	[ESCOPA_E_OPTION] = { "ESCOPA_E_OPTION", "unknown rule option" },
	[ESCOPA_E_RANGE] = { "ESCOPA_E_RANGE", "option value out of range" },
	[ESCOPA_E_CONFLICT] = { "ESCOPA_E_CONFLICT", "option value conflicts with another option" },
	[ESCOPA_E_MOVE] = { "ESCOPA_E_MOVE", "malformed move" },
	[ESCOPA_E_ILLEGAL] = { "ESCOPA_E_ILLEGAL", "illegal move" },
	[ESCOPA_E_PHASE] = { "ESCOPA_E_PHASE", "not allowed in the current phase of the game" },
	[ESCOPA_E_DECK] = { "ESCOPA_E_DECK", "invalid deck order" },
	[ESCOPA_E_PARSE] = { "ESCOPA_E_PARSE", "malformed text" },
	[ESCOPA_E_NOMEM] = { "ESCOPA_E_NOMEM", "out of memory" },
	[ESCOPA_E_FULL] = { "ESCOPA_E_FULL", "the record is full: its text would pass 1 MiB" },
	[ESCOPA_E_CANCELLED] = { "ESCOPA_E_CANCELLED", "stopped by the caller" },
};

#define N_STATUS (sizeof status_texts / sizeof status_texts[0])

ESCOPA_EXPORT const char *
escopa_status_str(enum escopa_status status)
{
	if ((unsigned)status >= N_STATUS)
		return "unknown status";
	return status_texts[status].text;
}

ESCOPA_EXPORT const char *
escopa_status_name(enum escopa_status status)
{
	if ((unsigned)status >= N_STATUS)
		return NULL;
	return status_texts[status].name;
}
