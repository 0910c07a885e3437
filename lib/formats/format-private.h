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

#include "../game/game-private.h"

/* rules-text.c: rules as text, without allocating. */
void text_put_rules(struct text_buf *t, const struct escopa_rules *rules);
bool rules_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		   struct escopa_rules *rules);

/* position.c: the words of position and view notation (doc/notation.md),
 * which it writes and position-read.c reads back. */
#define POSITION_VERSION 1
#define VIEW_VERSION 1
extern const char *const position_phase_names[ESCOPA_PHASE_MISDEAL + 1];
/* By field, in the order the fields come after "position 1". */
extern const char *const position_field_labels[FIELD_COUNT];

#endif /* ESCOPA_FORMAT_PRIVATE_H */
