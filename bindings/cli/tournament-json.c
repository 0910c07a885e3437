/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The JSON reader of escopa tournament merge (tournament-json.h): a
 * recursive descent over the grammar of RFC 8259 with a bound on the
 * depth, into nodes that refer to each other by index. Bytes from 0x80 up
 * are taken as they are: the tool writes the names it was given.
 */

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tournament-json.h"

#define MAX_DEPTH 32
#define MAX_MEMBERS 64
#define MAX_NODES 262144
#define NONE UINT32_MAX

void
json_init(struct json_doc *doc, char *text, size_t length)
{
	memset(doc, 0, sizeof *doc);
	doc->text = text;
	doc->length = length;
	doc->line = 1;
}

void
json_free(struct json_doc *doc)
{
	free(doc->nodes);
	doc->nodes = NULL;
	doc->count = doc->capacity = 0;
}

static uint32_t
fail(struct json_doc *doc, size_t at, const char *what)
{
	snprintf(doc->error, sizeof doc->error, "line %lu, column %lu: %s",
		 (unsigned long)doc->line, (unsigned long)(at - doc->line_start + 1), what);
	return NONE;
}

static void
skip_space(struct json_doc *doc)
{
	for (; doc->pos < doc->length; doc->pos++) {
		char c = doc->text[doc->pos];
		if (c == '\n') {
			doc->line++;
			doc->line_start = doc->pos + 1;
		} else if (c != ' ' && c != '\t' && c != '\r') {
			break;
		}
	}
}

bool
json_at_end(struct json_doc *doc)
{
	skip_space(doc);
	return doc->pos >= doc->length;
}

static uint32_t
new_node(struct json_doc *doc, enum json_type type)
{
	if (doc->count == MAX_NODES)
		return fail(doc, doc->pos, "more than 262144 values in one document");
	if (doc->count == doc->capacity) {
		uint32_t capacity = doc->capacity ? doc->capacity * 2 : 256;
		struct json_node *nodes = realloc(doc->nodes, sizeof *nodes * capacity);
		if (!nodes)
			return fail(doc, doc->pos, "out of memory");
		doc->nodes = nodes;
		doc->capacity = capacity;
	}
	uint32_t i = doc->count++;
	struct json_node *n = &doc->nodes[i];
	memset(n, 0, sizeof *n);
	n->type = type;
	n->line = doc->line;
	n->column = (uint32_t)(doc->pos - doc->line_start + 1);
	return i;
}

static int
hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/* The four hex digits of \uXXXX at p (after the u); -1 if they are not. */
static long
hex4(const struct json_doc *doc, size_t p)
{
	if (doc->length - p < 4)
		return -1;
	long v = 0;
	for (int i = 0; i < 4; i++) {
		int d = hex_digit(doc->text[p + i]);
		if (d < 0)
			return -1;
		v = v * 16 + d;
	}
	return v;
}

/* A code point as UTF-8 at w; the bytes written. */
static size_t
put_utf8(char *w, long cp)
{
	if (cp < 0x80) {
		w[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		w[0] = (char)(0xC0 | cp >> 6);
		w[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		w[0] = (char)(0xE0 | cp >> 12);
		w[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		w[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	w[0] = (char)(0xF0 | cp >> 18);
	w[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	w[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	w[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/* The escape after the backslash at *r, decoded to *w; advances both. The
 * text of an escape is longer than its UTF-8, so w never passes r. */
static bool
unescape(struct json_doc *doc, size_t *r, size_t *w)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	char *text = doc->text;
	size_t at = *r;
	if (at + 1 >= doc->length)
		return fail(doc, at, "unterminated string"), false;
	const char *simple = strchr(from, text[at + 1]);
	if (text[at + 1] && simple) {
		text[(*w)++] = to[simple - from];
		*r = at + 2;
		return true;
	}
	if (text[at + 1] != 'u')
		return fail(doc, at, "unknown escape in a string"), false;
	long cp = hex4(doc, at + 2);
	size_t end = at + 6;
	if (cp < 0)
		return fail(doc, at, "\\u needs four hex digits"), false;
	if (cp >= 0xDC00 && cp <= 0xDFFF)
		return fail(doc, at, "a low surrogate without its high one"), false;
	if (cp >= 0xD800 && cp <= 0xDBFF) {
		long low = end + 1 < doc->length && text[end] == '\\' && text[end + 1] == 'u'
				   ? hex4(doc, end + 2) : -1;
		if (low < 0xDC00 || low > 0xDFFF)
			return fail(doc, at, "a high surrogate without its low one"), false;
		cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
		end += 6;
	}
	if (cp == 0)
		return fail(doc, at, "\\u0000 in a string"), false;
	*w += put_utf8(text + *w, cp);
	*r = end;
	return true;
}

/* The string at pos (its opening quote), decoded in place and ended by a
 * NUL where its closing quote was or before. */
static bool
read_string(struct json_doc *doc, const char **out, uint32_t *length)
{
	char *text = doc->text;
	size_t start = doc->pos + 1, r = start, w = start;
	for (;;) {
		if (r >= doc->length)
			return fail(doc, doc->pos, "unterminated string"), false;
		unsigned char c = (unsigned char)text[r];
		if (c == '"')
			break;
		if (c < 0x20)
			return fail(doc, r, "a control character in a string"), false;
		if (c == '\\') {
			if (!unescape(doc, &r, &w))
				return false;
		} else {
			text[w++] = text[r++];
		}
	}
	if (w - start > UINT32_MAX - 1)
		return fail(doc, doc->pos, "a string too long"), false;
	text[w] = '\0';
	*out = text + start;
	*length = (uint32_t)(w - start);
	doc->pos = r + 1;
	return true;
}

static size_t
skip_digits(const struct json_doc *doc, size_t p)
{
	while (p < doc->length && isdigit((unsigned char)doc->text[p]))
		p++;
	return p;
}

/* -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)? */
static uint32_t
read_number(struct json_doc *doc)
{
	const char *text = doc->text;
	size_t p = doc->pos;
	if (text[p] == '-')
		p++;
	if (p >= doc->length || !isdigit((unsigned char)text[p]))
		return fail(doc, p, "a digit expected");
	if (text[p] == '0' && p + 1 < doc->length && isdigit((unsigned char)text[p + 1]))
		return fail(doc, p, "a number with a leading zero");
	p = skip_digits(doc, p);
	if (p < doc->length && text[p] == '.') {
		if (p + 1 >= doc->length || !isdigit((unsigned char)text[p + 1]))
			return fail(doc, p, "a digit expected after '.'");
		p = skip_digits(doc, p + 1);
	}
	if (p < doc->length && (text[p] == 'e' || text[p] == 'E')) {
		p++;
		if (p < doc->length && (text[p] == '+' || text[p] == '-'))
			p++;
		if (p >= doc->length || !isdigit((unsigned char)text[p]))
			return fail(doc, p, "a digit expected in the exponent");
		p = skip_digits(doc, p);
	}
	if (p - doc->pos > 64)
		return fail(doc, doc->pos, "a number of more than 64 characters");
	uint32_t i = new_node(doc, JSON_NUMBER);
	if (i == NONE)
		return NONE;
	doc->nodes[i].text = text + doc->pos;
	doc->nodes[i].length = (uint32_t)(p - doc->pos);
	doc->pos = p;
	return i;
}

static uint32_t
read_literal(struct json_doc *doc)
{
	static const struct {
		const char *word;
		enum json_type type;
	} words[] = { { "true", JSON_BOOL }, { "false", JSON_BOOL }, { "null", JSON_NULL } };
	for (size_t k = 0; k < sizeof words / sizeof words[0]; k++) {
		size_t len = strlen(words[k].word);
		if (doc->length - doc->pos >= len && memcmp(doc->text + doc->pos, words[k].word, len) == 0) {
			uint32_t i = new_node(doc, words[k].type);
			if (i == NONE)
				return NONE;
			doc->nodes[i].text = doc->text + doc->pos;
			doc->nodes[i].length = (uint32_t)len;
			doc->pos += len;
			return i;
		}
	}
	return fail(doc, doc->pos, "an unknown word");
}

static uint32_t read_value(struct json_doc *doc, int depth);

/* Links child after prev (or first in parent). */
static void
append(struct json_doc *doc, uint32_t parent, uint32_t *prev, uint32_t child)
{
	if (*prev == NONE)
		doc->nodes[parent].first = child;
	else
		doc->nodes[*prev].next = child;
	*prev = child;
	doc->nodes[parent].count++;
}

static bool
has_member(const struct json_doc *doc, uint32_t object, const char *key)
{
	for (uint32_t i = doc->nodes[object].first; i; i = doc->nodes[i].next) {
		if (strcmp(doc->nodes[i].key, key) == 0)
			return true;
	}
	return false;
}

/* An array or an object, from its opening bracket. */
static uint32_t
read_container(struct json_doc *doc, int depth, bool object)
{
	char close = object ? '}' : ']';
	if (depth >= MAX_DEPTH)
		return fail(doc, doc->pos, "nested deeper than 32");
	uint32_t node = new_node(doc, object ? JSON_OBJECT : JSON_ARRAY), prev = NONE;
	if (node == NONE)
		return NONE;
	doc->pos++;
	skip_space(doc);
	if (doc->pos < doc->length && doc->text[doc->pos] == close) {
		doc->pos++;
		return node;
	}
	for (;;) {
		const char *key = NULL;
		uint32_t key_length = 0;
		if (object) {
			skip_space(doc);
			if (doc->pos >= doc->length || doc->text[doc->pos] != '"')
				return fail(doc, doc->pos, "a member name in quotes expected");
			size_t key_at = doc->pos;
			if (!read_string(doc, &key, &key_length))
				return NONE;
			if (doc->nodes[node].count == MAX_MEMBERS)
				return fail(doc, key_at, "an object of more than 64 members");
			if (has_member(doc, node, key))
				return fail(doc, key_at, "a member name twice in an object");
			skip_space(doc);
			if (doc->pos >= doc->length || doc->text[doc->pos] != ':')
				return fail(doc, doc->pos, "':' expected");
			doc->pos++;
		}
		uint32_t child = read_value(doc, depth + 1);
		if (child == NONE)
			return NONE;
		doc->nodes[child].key = key;
		append(doc, node, &prev, child);
		skip_space(doc);
		if (doc->pos < doc->length && doc->text[doc->pos] == ',') {
			doc->pos++;
			continue;
		}
		if (doc->pos < doc->length && doc->text[doc->pos] == close) {
			doc->pos++;
			return node;
		}
		return fail(doc, doc->pos, object ? "',' or '}' expected" : "',' or ']' expected");
	}
}

static uint32_t
read_value(struct json_doc *doc, int depth)
{
	skip_space(doc);
	if (doc->pos >= doc->length)
		return fail(doc, doc->pos, "the input ends where a value should be");
	char c = doc->text[doc->pos];
	if (c == '{' || c == '[')
		return read_container(doc, depth, c == '{');
	if (c == '-' || isdigit((unsigned char)c))
		return read_number(doc);
	if (c == 't' || c == 'f' || c == 'n')
		return read_literal(doc);
	if (c == '"') {
		size_t at = doc->pos;
		const char *s;
		uint32_t len;
		if (!read_string(doc, &s, &len))
			return NONE;
		size_t after = doc->pos;
		doc->pos = at;   /* the node starts at the quote */
		uint32_t i = new_node(doc, JSON_STRING);
		doc->pos = after;
		if (i == NONE)
			return NONE;
		doc->nodes[i].text = s;
		doc->nodes[i].length = len;
		return i;
	}
	if (isprint((unsigned char)c)) {
		char what[40];
		snprintf(what, sizeof what, "unexpected '%c'", c);
		return fail(doc, doc->pos, what);
	}
	return fail(doc, doc->pos, "an unexpected byte");
}

const struct json_node *
json_next_value(struct json_doc *doc)
{
	doc->count = 0;
	doc->error[0] = '\0';
	uint32_t root = read_value(doc, 0);
	return root == NONE ? NULL : &doc->nodes[root];
}

const struct json_node *
json_member(const struct json_doc *doc, const struct json_node *object, const char *key)
{
	if (!object || object->type != JSON_OBJECT)
		return NULL;
	for (uint32_t i = object->first; i; i = doc->nodes[i].next) {
		if (strcmp(doc->nodes[i].key, key) == 0)
			return &doc->nodes[i];
	}
	return NULL;
}

const struct json_node *
json_child(const struct json_doc *doc, const struct json_node *node)
{
	return node && node->first ? &doc->nodes[node->first] : NULL;
}

const struct json_node *
json_sibling(const struct json_doc *doc, const struct json_node *node)
{
	return node && node->next ? &doc->nodes[node->next] : NULL;
}

/* The digits of a whole number (no fraction, no exponent) as a u64. */
static bool
digits_u64(const char *p, size_t len, uint64_t *value)
{
	uint64_t v = 0;
	if (len == 0)
		return false;
	for (size_t i = 0; i < len; i++) {
		if (!isdigit((unsigned char)p[i]))
			return false;
		if (__builtin_mul_overflow(v, 10, &v) ||
		    __builtin_add_overflow(v, (uint64_t)(p[i] - '0'), &v))
			return false;
	}
	*value = v;
	return true;
}

bool
json_u64(const struct json_node *node, uint64_t *value)
{
	return node && node->type == JSON_NUMBER && digits_u64(node->text, node->length, value);
}

bool
json_i64(const struct json_node *node, int64_t *value)
{
	if (!node || node->type != JSON_NUMBER)
		return false;
	bool negative = node->text[0] == '-';
	uint64_t v;
	if (!digits_u64(node->text + negative, node->length - negative, &v))
		return false;
	if (v > (uint64_t)INT64_MAX + negative)
		return false;
	*value = negative ? (int64_t)(0 - v) : (int64_t)v;
	return true;
}

bool
json_scaled(const struct json_node *node, unsigned scale, uint64_t *value)
{
	if (!node || node->type != JSON_NUMBER || scale < 1 || scale > 1000)
		return false;
	const char *p = node->text;
	size_t len = node->length;
	const char *dot = memchr(p, '.', len);
	size_t whole_len = dot ? (size_t)(dot - p) : len;
	uint64_t whole, fraction = 0, unit = 1;
	if (!digits_u64(p, whole_len, &whole))
		return false;
	if (dot) {
		size_t flen = len - whole_len - 1;
		while (flen > 0 && dot[flen] == '0')
			flen--;
		if (flen > 15 || (flen && !digits_u64(dot + 1, flen, &fraction)))
			return false;
		for (size_t i = 0; i < flen; i++)
			unit *= 10;
	}
	/* x * scale = whole * scale + fraction * scale / unit, whole only
	 * when unit divides fraction * scale. */
	uint64_t part = fraction * scale;
	if (part % unit)
		return false;
	uint64_t v;
	if (__builtin_mul_overflow(whole, (uint64_t)scale, &v) ||
	    __builtin_add_overflow(v, part / unit, &v))
		return false;
	*value = v;
	return true;
}

bool
json_double(const struct json_node *node, double *value)
{
	if (!node || node->type != JSON_NUMBER)
		return false;
	char buf[72];
	memcpy(buf, node->text, node->length);
	buf[node->length] = '\0';
	errno = 0;
	char *end;
	double v = strtod(buf, &end);
	if (*end || errno == ERANGE)
		return false;
	*value = v;
	return true;
}
