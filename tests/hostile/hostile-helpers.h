/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Helpers of the hostile-input suites (test-hostile-*.c): empty, huge,
 * truncated and binary input to every reader, embedded NUL bytes, numbers
 * out of range, duplicate cards, a 41st card, a card in two places, and
 * impossible states. Each case asserts the exact status, that the object
 * it was given is unchanged, and that out-parameters were not written
 * (STYLE.md "Errors").
 *
 * These suites stay at the API's outer contract; the format suites test
 * the details of each format.
 */

#ifndef ESCOPA_TEST_HOSTILE_HELPERS_H
#define ESCOPA_TEST_HOSTILE_HELPERS_H

#include <stddef.h>
#include <stdint.h>
#include "helpers.h"

/* What an out-parameter holds before a call that must not write it. */
#define SENTINEL 0x5A5A5A5A
#define SENTINEL_MOVE UINT64_C(0xDEADBEEFDEADBEEF)
#define SENTINEL_SET UINT64_C(0xDEADBEEFDEADBEEF)
#define SENTINEL_PTR ((void *)(uintptr_t)SENTINEL)

/* Bigger than any reader takes (a record's limit is 1 MiB). */
#define HUGE_SIZE ((size_t)1024 * 1024 + 4096)

/* Plays n steps of a seeded random game (moves, and new hands). */
void play_steps(struct escopa_game *game, int n, uint64_t seed);
/* A copy of a game, to compare with after a refused call. */
struct escopa_game *clone_game(const struct escopa_game *game);
/* A parse error of the current version, its other fields garbage. */
struct escopa_parse_error new_error(void);
/* A failed reader filled its error: the status, a place within the input,
 * and a message. */
void assert_error(const struct escopa_parse_error *error, enum escopa_status status,
		  size_t length);
/* A heap copy of text bytes, without a terminating NUL, so that a reader
 * that reads past the length is caught by the sanitizers and valgrind. */
char *exact_copy(const char *text, size_t length);
/* A NUL-terminated string of size bytes: pattern repeated. */
char *huge_text(const char *pattern, size_t size);
/* A game in the middle of a hand, with cards in every place. */
struct escopa_game *game_in_middle(enum escopa_preset preset, int players);

#endif
