/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The floor of formats/ (lib/README.md): games, views, rules and records
 * as text and bytes. It stands on views/, game/ and core/; nothing below
 * uses it.
 */

#ifndef ESCOPA_FORMAT_PRIVATE_H
#define ESCOPA_FORMAT_PRIVATE_H

#include "../core/core-private.h"

/* rules-text.c: rules as text, without allocating. */
void text_put_rules(struct text_buf *t, const struct escopa_rules *rules);
bool rules_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		   struct escopa_rules *rules);

#endif /* ESCOPA_FORMAT_PRIVATE_H */
