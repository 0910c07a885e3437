/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Reading files, positions and stdin; their parse errors are printed by
 * messages.c. */

#define _POSIX_C_SOURCE 200809L

#ifdef _WIN32
#define getc_unlocked getc /* Windows' C runtime has no getc_unlocked */
#endif

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"

double
cli_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

int
cli_read_file(const char *command, const char *path, size_t max, char **text, size_t *length)
{
	bool is_stdin = strcmp(path, "-") == 0;
	FILE *f = is_stdin ? stdin : fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "escopa %s: %s: %s\n", command, path, strerror(errno));
		return EXIT_USAGE;
	}
	size_t cap = 4096, len = 0;
	char *buf = malloc(cap);
	int rc = EXIT_OK;
	while (buf) {
		if (len + 1 >= cap) {
			if (cap > max + 1)
				break;
			char *bigger = realloc(buf, cap * 2);
			if (!bigger) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = bigger;
			cap *= 2;
		}
		size_t n = fread(buf + len, 1, cap - 1 - len, f);
		len += n;
		if (n == 0)
			break;
	}
	if (!buf) {
		cli_error("%s: out of memory", command);
		rc = EXIT_RUNTIME;
	} else if (ferror(f)) {
		fprintf(stderr, "escopa %s: %s: read error\n", command, is_stdin ? "stdin" : path);
		rc = EXIT_RUNTIME;
	} else if (len > max) {
		fprintf(stderr, "escopa %s: %s: longer than %zu bytes\n", command,
			is_stdin ? "stdin" : path, max);
		rc = EXIT_USAGE;
	}
	if (!is_stdin)
		fclose(f);
	if (rc != EXIT_OK) {
		free(buf);
		return rc;
	}
	buf[len] = '\0';
	*text = buf;
	*length = len;
	return EXIT_OK;
}

enum cli_line
cli_read_line(FILE *f, char *buf, size_t size, size_t *length)
{
	size_t n = 0;
	int c;
	bool too_long = false;
	while ((c = getc_unlocked(f)) != EOF && c != '\n') {
		if (n + 1 < size)
			buf[n++] = (char)c;
		else
			too_long = true;
	}
	if (n == 0 && c == EOF && !too_long)
		return CLI_LINE_EOF;
	if (n > 0 && buf[n - 1] == '\r' && !too_long)
		n--;
	buf[n] = '\0';
	*length = n;
	return too_long ? CLI_LINE_TOO_LONG : CLI_LINE_OK;
}

/* Position notation is one line; the parser allows 64 KiB. */
#define MAX_POSITION_TEXT 65536

int
cli_read_position(const char *command, const char *arg, struct escopa_game **game)
{
	char *line = NULL;
	size_t length;
	const char *text = arg;
	if (strcmp(arg, "-") == 0) {
		/* One byte past the limit tells a line that is too long. */
		line = malloc(MAX_POSITION_TEXT + 2);
		if (!line) {
			cli_error("%s: out of memory", command);
			return EXIT_RUNTIME;
		}
		enum cli_line got = cli_read_line(stdin, line, MAX_POSITION_TEXT + 2, &length);
		if (got == CLI_LINE_EOF) {
			free(line);
			fprintf(stderr, "escopa %s: no position on stdin\n", command);
			return EXIT_USAGE;
		}
		if (got == CLI_LINE_TOO_LONG)
			length = MAX_POSITION_TEXT + 1;
		text = line;
	} else {
		length = strlen(arg);
	}
	if (length > MAX_POSITION_TEXT) {
		free(line);
		fprintf(stderr, "escopa %s: the position is longer than %d bytes\n", command,
			MAX_POSITION_TEXT);
		return EXIT_USAGE;
	}

	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_game_parse_position(text, length, game, &err);
	free(line);
	if (rc == ESCOPA_E_NOMEM) {
		cli_error("%s: out of memory", command);
		return EXIT_RUNTIME;
	}
	if (rc != ESCOPA_OK) {
		cli_parse_error(command, "position", &err, rc, false);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

int
cli_read_record(const char *command, const char *path, struct escopa_record **record)
{
	char *text;
	size_t length;
	int rc = cli_read_file(command, path, ESCOPA_RECORD_MAX_TEXT, &text, &length);
	if (rc != EXIT_OK)
		return rc;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status st = escopa_record_parse(text, length, record, &err);
	free(text);
	if (st != ESCOPA_OK) {
		cli_parse_error(command, strcmp(path, "-") == 0 ? "stdin" : path, &err, st, true);
		return st == ESCOPA_E_NOMEM ? EXIT_RUNTIME : EXIT_USAGE;
	}
	return EXIT_OK;
}
