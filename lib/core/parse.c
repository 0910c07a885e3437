/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What every text and binary reader shares: recording where and why it
 * failed, and handing that to the caller's struct escopa_parse_error; and
 * the words of a text.
 * Readers keep byte offsets into the whole input; the line and column are
 * worked out once, when the error is reported.
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "core-private.h"

bool
parse_error_usable(const struct escopa_parse_error *error)
{
	return !error || error->version == ESCOPA_PARSE_ERROR_VERSION;
}

void
parse_init(struct parse_ctx *ctx, const char *text, size_t length)
{
	ctx->text = text;
	ctx->length = text ? length : 0;
	ctx->binary = false;
	ctx->status = ESCOPA_OK;
	ctx->offset = 0;
	ctx->message[0] = '\0';
}

void
parse_fail(struct parse_ctx *ctx, enum escopa_status status, size_t offset,
	   const char *fmt, ...)
{
	va_list ap;

	ctx->status = status;
	ctx->offset = offset < ctx->length ? offset : ctx->length;
	va_start(ap, fmt);
	vsnprintf(ctx->message, sizeof ctx->message, fmt, ap);
	va_end(ap);
}

/* At most this many input bytes are quoted in a message, so that the
 * message keeps its point within 160 bytes. */
#define QUOTE_MAX 24

const char *
parse_quote(char *buf, size_t size, const char *s, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	size_t n = 0;
	bool cut = len > QUOTE_MAX;

	if (cut)
		len = QUOTE_MAX;
	for (size_t i = 0; i < len && n + 8 < size; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c < 0x7F && c != '\\') {
			buf[n++] = (char)c;
		} else if (c == '\\') {
			buf[n++] = '\\';
			buf[n++] = '\\';
		} else {
			buf[n++] = '\\';
			buf[n++] = 'x';
			buf[n++] = hex[c >> 4];
			buf[n++] = hex[c & 0xF];
		}
	}
	if (cut && n + 4 < size) {
		memcpy(buf + n, "...", 3);
		n += 3;
	}
	buf[n] = '\0';
	return buf;
}

enum escopa_status
parse_report(const struct parse_ctx *ctx, struct escopa_parse_error *error)
{
	if (ctx->status == ESCOPA_OK || !error)
		return ctx->status;

	size_t line = 1, line_start = 0;
	for (size_t i = 0; i < ctx->offset && !ctx->binary; i++) {
		if (ctx->text[i] == '\n') {
			line++;
			line_start = i + 1;
		}
	}
	error->status = ctx->status;
	error->offset = ctx->offset;
	error->line = line;
	error->column = ctx->offset - line_start + 1;
	memset(error->message, 0, sizeof error->message);
	snprintf(error->message, sizeof error->message, "%s", ctx->message);
	return ctx->status;
}

struct span
span_trim(const char *text, struct span s)
{
	while (s.start < s.end && char_is_blank(text[s.start]))
		s.start++;
	while (s.end > s.start && char_is_blank(text[s.end - 1]))
		s.end--;
	return s;
}

bool
word_equals(const char *s, size_t len, const char *word)
{
	size_t i = 0;
	for (; i < len; i++) {
		if (word[i] == '\0' || ascii_lower(s[i]) != word[i])
			return false;
	}
	return word[i] == '\0';
}

void
parse_deliver(struct parse_ctx *ctx, const void *value, size_t size, void *into, void **made)
{
	if (into) {
		memcpy(into, value, size);
		return;
	}
	void *copy = malloc(size);
	if (!copy) {
		parse_fail(ctx, ESCOPA_E_NOMEM, 0, "out of memory");
		return;
	}
	memcpy(copy, value, size);
	*made = copy;
}
