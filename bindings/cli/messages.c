/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The tool's messages on stderr: errors, usage errors, parse errors. Every
 * other file of the tool may print them; this one needs none of them. */

#include <stdarg.h>
#include "cli.h"

void
cli_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("escopa: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
}

int
cli_usage_error(const char *command, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "escopa %s: ", command);
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\nTry 'escopa help %s'.\n", command);
	va_end(ap);
	return EXIT_USAGE;
}

void
cli_parse_error(const char *command, const char *where, const struct escopa_parse_error *err,
		enum escopa_status rc, bool show_line)
{
	/* The library fills the error only when it got that far. */
	if (err->status == ESCOPA_OK || err->message[0] == '\0') {
		fprintf(stderr, "escopa %s: %s: %s\n", command, where, escopa_status_str(rc));
		return;
	}
	if (show_line)
		fprintf(stderr, "escopa %s: %s:%zu:%zu: %s\n", command, where, err->line,
			err->column, err->message);
	else
		fprintf(stderr, "escopa %s: %s: column %zu: %s\n", command, where, err->column,
			err->message);
}
