/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The tags of a record: the three it writes itself from its arguments
 * (Rules, Players, Seed), and up to ESCOPA_RECORD_MAX_TAGS of the
 * caller's, UTF-8 text without control characters; and the tag lines that
 * open its text (doc/record.md). */

#include <stdio.h>
#include <string.h>
#include "record-private.h"

const char *const record_reserved_keys[RECORD_RESERVED_TAGS] = {
	"Rules", "Players", "Seed",
};

/* strlen that stops looking after max bytes. */
static size_t
length_upto(const char *s, size_t max)
{
	size_t n = 0;
	while (n <= max && s[n])
		n++;
	return n;
}

bool
record_key_is_reserved(const char *key, size_t len)
{
	for (size_t i = 0; i < RECORD_RESERVED_TAGS; i++) {
		const char *r = record_reserved_keys[i];
		size_t j = 0;
		for (; j < len && r[j]; j++) {
			if (ascii_lower(key[j]) != ascii_lower(r[j]))
				break;
		}
		if (j == len && r[j] == '\0')
			return true;
	}
	return false;
}

bool
record_key_char(char c)
{
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
	       c == '_';
}

bool
record_key_is_valid(const char *key, size_t len)
{
	if (len < 1 || len > MAX_KEY)
		return false;
	for (size_t i = 0; i < len; i++) {
		if (!record_key_char(key[i]))
			return false;
	}
	return true;
}

/* Length of the UTF-8 sequence at s[0..len) if it is a well-formed
 * character that is not a control character (C0, DEL or C1), else 0. */
static size_t
utf8_char(const unsigned char *s, size_t len)
{
	unsigned char c = s[0];
	size_t n;
	uint32_t cp;

	if (c < 0x80)
		return c >= 0x20 && c != 0x7F ? 1 : 0;
	if (c >= 0xC2 && c <= 0xDF) {
		n = 2;
		cp = c & 0x1F;
	} else if (c >= 0xE0 && c <= 0xEF) {
		n = 3;
		cp = c & 0x0F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		n = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	if (n > len)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		cp = (cp << 6) | (s[i] & 0x3F);
	}
	/* overlong forms, surrogates, past U+10FFFF, C1 controls */
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
	    (cp >= 0xD800 && cp <= 0xDFFF) || (cp >= 0x80 && cp <= 0x9F))
		return 0;
	return n;
}

/* Where a tag value stops being acceptable, or len if it never does. */
size_t
record_value_fault(const char *value, size_t len)
{
	size_t i = 0;
	while (i < len) {
		size_t n = utf8_char((const unsigned char *)value + i, len - i);
		if (n == 0)
			return i;
		i += n;
	}
	return len;
}

static struct record_tag *
find_tag(const struct escopa_record *rec, const char *key, size_t len)
{
	for (int i = 0; i < rec->n_tags; i++) {
		if (strlen(rec->tags[i].key) == len && memcmp(rec->tags[i].key, key, len) == 0)
			return (struct record_tag *)&rec->tags[i];
	}
	return NULL;
}

/* Sets a tag whose key and value were checked. */
static enum escopa_status
put_tag(struct escopa_record *rec, const char *key, size_t key_len, const char *value,
	size_t value_len)
{
	struct record_tag *tag = find_tag(rec, key, key_len);
	if (!tag) {
		if (rec->n_tags == ESCOPA_RECORD_MAX_TAGS)
			return ESCOPA_E_INVALID;
		tag = &rec->tags[rec->n_tags++];
		memcpy(tag->key, key, key_len);
		tag->key[key_len] = '\0';
	}
	memcpy(tag->value, value, value_len);
	tag->value[value_len] = '\0';
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_set_tag(struct escopa_record *record, const char *key, const char *value)
{
	if (!record || !key || !value)
		return ESCOPA_E_NULL;
	size_t key_len = length_upto(key, MAX_KEY);
	size_t value_len = length_upto(value, ESCOPA_RECORD_MAX_TAG_LENGTH);
	if (!record_key_is_valid(key, key_len) || record_key_is_reserved(key, key_len) ||
	    value_len > ESCOPA_RECORD_MAX_TAG_LENGTH ||
	    record_value_fault(value, value_len) != value_len)
		return ESCOPA_E_INVALID;
	/* Tried on a copy of the tags: the text must stay within its limit. */
	int n_tags = record->n_tags;
	struct record_tag *old = find_tag(record, key, key_len);
	struct record_tag saved;
	if (old)
		saved = *old;
	enum escopa_status rc = put_tag(record, key, key_len, value, value_len);
	if (rc != ESCOPA_OK)
		return rc;
	size_t header_len = record_header_length(record);
	if (header_len + record->body_len > ESCOPA_RECORD_MAX_TEXT) {
		if (old)
			*old = saved;
		record->n_tags = n_tags;
		return ESCOPA_E_FULL;
	}
	record->header_len = header_len;
	return ESCOPA_OK;
}

/* The value of a reserved tag, written by the record itself. */
static bool
reserved_value(const struct escopa_record *rec, const char *key, size_t len,
	       struct text_buf *t)
{
	char number[32];

	if (!record_key_is_reserved(key, len))
		return false;
	switch (key[0] | 0x20) {
	case 'r':
		text_put_rules(t, &rec->rules);
		break;
	case 'p':
		snprintf(number, sizeof number, "%d", rec->players);
		text_put(t, number);
		break;
	default:
		snprintf(number, sizeof number, "%llu", (unsigned long long)rec->seed);
		text_put(t, number);
		break;
	}
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_tag(const struct escopa_record *record, const char *key, char *buf,
		  size_t size, size_t *length)
{
	if (!record || !key || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	size_t key_len = length_upto(key, MAX_KEY);
	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	if (!reserved_value(record, key, key_len, &t)) {
		const struct record_tag *tag = find_tag(record, key, key_len);
		if (!tag)
			return ESCOPA_E_INVALID;
		text_put(&t, tag->value);
	}
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_tag_count(const struct escopa_record *record, size_t *count)
{
	if (!record || !count)
		return ESCOPA_E_NULL;
	*count = RECORD_RESERVED_TAGS + (size_t)record->n_tags;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_record_tag_key(const struct escopa_record *record, size_t index, char *buf,
		      size_t size, size_t *length)
{
	if (!record || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	size_t reserved = RECORD_RESERVED_TAGS;
	if (index >= reserved + (size_t)record->n_tags)
		return ESCOPA_E_INVALID;
	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	text_put(&t, index < reserved ? record_reserved_keys[index]
				       : record->tags[index - reserved].key);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

/* ---- the tag lines ---- */

/* A tag value between quotes, with '"' and '\' escaped. */
static void
put_quoted(struct text_buf *t, const char *value)
{
	char one[2] = { 0, 0 };

	text_put(t, "\"");
	for (const char *p = value; *p; p++) {
		if (*p == '"' || *p == '\\')
			text_put(t, "\\");
		one[0] = *p;
		text_put(t, one);
	}
	text_put(t, "\"");
}

static void
put_tag_line(struct text_buf *t, const char *key, const char *value)
{
	text_put(t, "[");
	text_put(t, key);
	text_put(t, " ");
	put_quoted(t, value);
	text_put(t, "]\n");
}

/* The tag lines. */
void
record_put_header(struct text_buf *t, const struct escopa_record *rec)
{
	char text[MAX_RESERVED_VALUE];

	for (size_t i = 0; i < RECORD_RESERVED_TAGS; i++) {
		struct text_buf value = { .buf = text, .size = sizeof text, .len = 0 };
		reserved_value(rec, record_reserved_keys[i], strlen(record_reserved_keys[i]), &value);
		text_finish(&value);
		put_tag_line(t, record_reserved_keys[i], text);
	}
	for (int i = 0; i < rec->n_tags; i++)
		put_tag_line(t, rec->tags[i].key, rec->tags[i].value);
}

size_t
record_header_length(const struct escopa_record *rec)
{
	struct text_buf t = { .buf = NULL, .size = 0, .len = 0 };
	record_put_header(&t, rec);
	return t.len;
}
