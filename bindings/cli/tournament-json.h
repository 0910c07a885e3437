/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A small strict JSON reader for the parts that escopa tournament merge
 * adds up: RFC 8259 text, one value after another, into a tree of nodes.
 * It refuses what is not JSON (trailing commas, comments, leading zeros,
 * lone surrogates, control characters in strings), a NUL in a string, a
 * key twice in an object, and more than it needs: deeper than 32, an
 * object of more than 64 members, more than 262,144 values in a document.
 */

#ifndef ESCOPA_CLI_TOURNAMENT_JSON_H
#define ESCOPA_CLI_TOURNAMENT_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT };

struct json_node {
	enum json_type type;
	uint32_t first;         /* the first element or member, or 0 */
	uint32_t next;          /* the next sibling, or 0 */
	uint32_t count;         /* elements or members */
	uint32_t line, column;  /* where it starts, from 1 */
	uint32_t length;        /* of text */
	const char *key;        /* an object member's name, NUL-terminated */
	const char *text;       /* a string's (NUL-terminated) or number's text */
};

struct json_doc {
	char *text;             /* the input, whose strings are decoded in place */
	size_t length;
	size_t pos;             /* where the next value starts */
	uint32_t line;
	size_t line_start;
	struct json_node *nodes;
	uint32_t count, capacity;
	char error[160];        /* "line L, column C: what", after a failure */
};

/* A reader of the text, which it keeps and writes into. */
void json_init(struct json_doc *doc, char *text, size_t length);
void json_free(struct json_doc *doc);
/* True when only white space is left. */
bool json_at_end(struct json_doc *doc);
/* Reads the next value; returns its root (valid until the next call), or
 * NULL with doc->error set. */
const struct json_node *json_next_value(struct json_doc *doc);

/* An object's member by name, or NULL. */
const struct json_node *json_member(const struct json_doc *doc, const struct json_node *object,
				    const char *key);
/* The first element or member of a node, and the one after a node; NULL
 * at the end. */
const struct json_node *json_child(const struct json_doc *doc, const struct json_node *node);
const struct json_node *json_sibling(const struct json_doc *doc, const struct json_node *node);

/* A number as a whole number in range; false for anything else. */
bool json_u64(const struct json_node *node, uint64_t *value);
bool json_i64(const struct json_node *node, int64_t *value);
/* A non-negative number x such that x * scale is whole (scale 1 to 1000):
 * x * scale. */
bool json_scaled(const struct json_node *node, unsigned scale, uint64_t *value);
bool json_double(const struct json_node *node, double *value);

#endif /* ESCOPA_CLI_TOURNAMENT_JSON_H */
