/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file common.h
 * Export macro, basic types and the status enum shared by every libescopa
 * header. Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_COMMON_H
#define ESCOPA_COMMON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup status Status codes
 *
 * Every libescopa function that can fail returns an @ref escopa_status.
 * A caller's mistake (a NULL pointer, an out-of-range value, an illegal
 * move, malformed text) returns a status other than @ref ESCOPA_OK and
 * leaves every object exactly as it was. Out-parameters are written only
 * when the function returns @ref ESCOPA_OK. The library never aborts,
 * prints or exits because of a caller's mistake.
 *
 * @code
 * struct escopa_rules *rules = NULL;
 * enum escopa_status rc = escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules);
 * if (rc != ESCOPA_OK) {
 *     fprintf(stderr, "escopa: %s\n", escopa_status_str(rc));
 *     return 1;
 * }
 * rc = escopa_rules_set(rules, ESCOPA_OPT_TARGET, 5000);
 * // rc == ESCOPA_E_RANGE and the rules are unchanged
 * escopa_rules_free(rules);
 * @endcode
 */

/**
 * @ingroup status
 * Marks a symbol as part of the public ABI. The library is built with
 * hidden visibility, so only declarations carrying this macro are exported.
 * On Windows the DLL exports them with dllexport (and only them); programs
 * need no dllimport, since the API has functions only, which the import
 * library reaches, and the same header then serves a static build too.
 * @since 1.0
 */
#if defined(ESCOPA_BUILDING_LIBRARY) && (defined(_WIN32) || defined(__CYGWIN__))
#define ESCOPA_EXPORT __declspec(dllexport)
#elif defined(ESCOPA_BUILDING_LIBRARY) && defined(__GNUC__)
#define ESCOPA_EXPORT __attribute__((visibility("default")))
#else
#define ESCOPA_EXPORT
#endif

/**
 * @ingroup status
 * The result of every fallible libescopa call. The numeric values are part
 * of the ABI and never change; new codes are only ever appended.
 * @since 1.0
 */
enum escopa_status {
	/** Success. */
	ESCOPA_OK = 0,
	/** A required pointer argument was NULL. */
	ESCOPA_E_NULL = 1,
	/** An argument is out of its domain: a seat, side, player count,
	 *  preset, style, phase or other enum value that does not exist. */
	ESCOPA_E_INVALID = 2,
	/** A card id is not one of the 42 valid cards (see @ref cards). */
	ESCOPA_E_CARD = 3,
	/** The rule option does not exist. */
	ESCOPA_E_OPTION = 4,
	/** The rule option value is outside the option's bounds. */
	ESCOPA_E_RANGE = 5,
	/** The rule option value is in range but contradicts another option
	 *  (for example jokers together with the stacking rule). */
	ESCOPA_E_CONFLICT = 6,
	/** The 64-bit value does not encode any move. */
	ESCOPA_E_MOVE = 7,
	/** The move is well formed but not legal in this position. */
	ESCOPA_E_ILLEGAL = 8,
	/** The call is not allowed in the game's current phase, for example
	 *  playing a card after the hand is over. */
	ESCOPA_E_PHASE = 9,
	/** A deck order is not a permutation of the rules' deck. */
	ESCOPA_E_DECK = 10,
	/** Text could not be parsed. */
	ESCOPA_E_PARSE = 11,
	/** A memory allocation failed. */
	ESCOPA_E_NOMEM = 12,
	/** A record is full: the change would take its text past
	 *  @ref ESCOPA_RECORD_MAX_TEXT, the most escopa_record_parse() reads.
	 *  @since 1.3 */
	ESCOPA_E_FULL = 13,
	/** A long call was stopped by the caller: its callback asked it to
	 *  (escopa_review_record()). @since 1.5 */
	ESCOPA_E_CANCELLED = 14,
};

/**
 * @ingroup status
 * A short English description of a status code, such as "illegal move".
 *
 * @param status Any value.
 * @return A static, NUL-terminated string; "unknown status" for values that
 *         are not an @ref escopa_status. Never NULL.
 * @since 1.0
 */
ESCOPA_EXPORT const char *
escopa_status_str(enum escopa_status status);

/**
 * @ingroup status
 * The name of the enumerator of a status code, such as "ESCOPA_E_ILLEGAL".
 * Useful for bindings that turn statuses into exception names.
 *
 * @param status Any value.
 * @return A static, NUL-terminated string, or NULL if @p status is not an
 *         @ref escopa_status.
 * @since 1.0
 */
ESCOPA_EXPORT const char *
escopa_status_name(enum escopa_status status);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_COMMON_H */
