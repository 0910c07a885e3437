/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file notation.h
 * Text and binary forms of a whole game state, and how parsers report
 * errors. Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_NOTATION_H
#define ESCOPA_NOTATION_H

#include <escopa/common.h>
#include <escopa/cards.h>
#include <escopa/moves.h>
#include <escopa/game.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup notation Positions, snapshots and parse errors
 *
 * A game state can be written and read back in two forms, both exact: the
 * state read back is equal (escopa_game_equal()) to the state written.
 *
 * - **Position notation** is one line of text that captures a game fully:
 *   the rules (a preset and any changed options), the players, the dealer
 *   and the seat to play, every hand, the table piles, the stock in order,
 *   each side's captures and sweeps, the running scores, the hand number,
 *   the random generator, (since 1.4) the voids each seat showed under
 *   @ref ESCOPA_FORCED_PER_HAND, and (since 1.5) the sweeps each seat
 *   declined in the round. It is for people, tests, logs and network
 *   protocols. The grammar is in doc/notation.md.
 * - A **snapshot** is a fixed-size, versioned binary form
 *   (@ref ESCOPA_SNAPSHOT_SIZE bytes) with a checksum, for servers and for
 *   storing search states.
 *
 * Reading either form validates it completely: malformed input, and input
 * that describes an impossible state (a card in two places, a 41st card,
 * hands of the wrong size for the phase, scores that contradict the
 * captured cards...), is rejected with a status, and the game is left
 * unchanged. Readers never read past the length they are given, accept
 * embedded NUL bytes only as an error, and never allocate more than a game.
 *
 * Every reader that takes text can also fill an
 * @ref escopa_parse_error, which says where and why the input is wrong.
 *
 * @code
 * char line[1024];
 * size_t len;
 * escopa_game_format_position(game, line, sizeof line, &len);
 * puts(line);
 *
 * struct escopa_game *copy;
 * struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
 * if (escopa_game_parse_position(line, len, &copy, &err) != ESCOPA_OK)
 *     fprintf(stderr, "column %zu: %s\n", err.column, err.message);
 * @endcode
 */

/** @ingroup notation
 *  The current version of @ref escopa_parse_error. @since 1.1 */
#define ESCOPA_PARSE_ERROR_VERSION 1

/**
 * @ingroup notation
 * Where and why a parser rejected its input. The caller sets
 * @ref version to @ref ESCOPA_PARSE_ERROR_VERSION and passes the struct
 * to a reader; the reader fills it when it fails (and leaves it alone when
 * it succeeds). Later versions only append fields.
 * @since 1.1
 */
struct escopa_parse_error {
	/** Set by the caller to @ref ESCOPA_PARSE_ERROR_VERSION. */
	unsigned int version;
	/** The status the reader returned. */
	enum escopa_status status;
	/** The byte offset in the input where the problem was found. */
	size_t offset;
	/** The line of that byte, from 1. */
	size_t line;
	/** The column of that byte in its line, in bytes, from 1. */
	size_t column;
	/** Why, in English, NUL-terminated; it may quote a few bytes of the
	 *  input, escaped so that it is printable ASCII. */
	char message[160];
};

/** @ingroup notation
 *  The size in bytes of every snapshot. @since 1.1 */
#define ESCOPA_SNAPSHOT_SIZE 256

/**
 * @ingroup notation
 * Writes a game's position notation: one line, without a newline. The
 * buffer rule is that of escopa_card_format().
 *
 * @param game The game, in any phase.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p game or @p length is NULL, or @p buf is NULL and
 *         @p size is not 0.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_format_position(const struct escopa_game *game, char *buf, size_t size,
			    size_t *length);

/**
 * @ingroup notation
 * Creates a game from position notation. Time grows with the text's
 * length; checking the state costs a few microseconds whatever the table
 * (the state check does not look at the legal moves).
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 65536.
 * @param[out] game The new game, to free with escopa_game_free().
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p game is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is not position notation, or describes
 *         an impossible state.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_parse_position(const char *text, size_t length, struct escopa_game **game,
			   struct escopa_parse_error *error);

/**
 * @ingroup notation
 * Sets an existing game to the state position notation describes. Does not
 * allocate; on any error the game is unchanged. Costs as
 * escopa_game_parse_position() does, without the allocation.
 *
 * @param game The game to overwrite.
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 65536.
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p text is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is not position notation, or describes
 *         an impossible state.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_load_position(struct escopa_game *game, const char *text, size_t length,
			  struct escopa_parse_error *error);

/**
 * @ingroup notation
 * Writes a snapshot: exactly @ref ESCOPA_SNAPSHOT_SIZE bytes, the same on
 * every platform (little-endian integers), starting with a magic number
 * and a format version and ending with a CRC-32 of the rest.
 *
 * @param game The game, in any phase.
 * @param[out] buf At least @ref ESCOPA_SNAPSHOT_SIZE bytes.
 * @param size The size of @p buf.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p buf is NULL.
 * @retval ESCOPA_E_INVALID @p size is smaller than @ref ESCOPA_SNAPSHOT_SIZE;
 *         nothing was written.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_snapshot(const struct escopa_game *game, uint8_t *buf, size_t size);

/**
 * @ingroup notation
 * Sets an existing game to the state of a snapshot, after checking its
 * magic number, version, checksum and every field. Does not allocate; on
 * any error the game is unchanged.
 *
 * @param game The game to overwrite.
 * @param buf The snapshot.
 * @param size Its size in bytes; anything but @ref ESCOPA_SNAPSHOT_SIZE is
 *        an error.
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure (its offset is the first offending byte).
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p buf is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The bytes are not a valid snapshot: wrong size,
 *         magic, version or checksum, or an impossible state.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_restore(struct escopa_game *game, const uint8_t *buf, size_t size,
		    struct escopa_parse_error *error);

/**
 * @ingroup notation
 * Writes a rule set as text: the name of the preset it differs least from,
 * then each option that differs as `name=value`, separated by blanks, in
 * option order, such as `escopa sevens=most primiera=table_b target=15`;
 * only the changes that switch off jokers, stacking, capture multiples or
 * Scopa's match mode come first, so that reading the options in order
 * never meets a conflict (`escoba stacking=0 jokers=2`). Enumerated values
 * are written by name (`set_aside`, `per_hand`), the others as numbers.
 * The buffer rule is that of escopa_card_format().
 *
 * @param rules The rules.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p rules or @p length is NULL, or @p buf is NULL and
 *         @p size is not 0.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_format(const struct escopa_rules *rules, char *buf, size_t size,
		    size_t *length);

/**
 * @ingroup notation
 * Writes a rule set in words, for a person about to play: how a card
 * captures (and the card values), a trail, a sweep, what scores at the end
 * of a hand and what wins the game. One paragraph per line, each line
 * ending in a newline, so that a terminal can wrap it to its width and a
 * page can set each line as a paragraph; the words do not depend on a deck
 * style. `escopa play` prints this text as its intro. The text is English
 * and may be reworded in later versions: show it, do not parse it (read
 * escopa_rules_format() for that). The buffer rule is that of
 * escopa_card_format().
 *
 * @code
 * char text[2048];
 * size_t len = 0;
 * if (escopa_rules_describe(rules, text, sizeof text, &len) == ESCOPA_OK && len < sizeof text)
 *     fputs(text, stdout);
 * @endcode
 *
 * @param rules The rules.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p rules or @p length is NULL, or @p buf is NULL and
 *         @p size is not 0.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_describe(const struct escopa_rules *rules, char *buf, size_t size,
		      size_t *length);

/**
 * @ingroup notation
 * Reads a rule set written by escopa_rules_format(): escopa_rules_parse()
 * under its 1.1 name, kept for the programs that use it; new code calls
 * escopa_rules_parse() (see @ref api-verbs "the verb table"). Its
 * parameters, statuses and parse error are those of escopa_rules_parse().
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 4096.
 * @param[out] rules The new rule set, to free with escopa_rules_free().
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p rules is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is malformed or names no preset.
 * @retval ESCOPA_E_OPTION An option does not exist.
 * @retval ESCOPA_E_RANGE A value is out of its option's bounds.
 * @retval ESCOPA_E_CONFLICT A value contradicts another option.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_read(const char *text, size_t length, struct escopa_rules **rules,
		  struct escopa_parse_error *error);

/**
 * @ingroup notation
 * Reads a rule set written by escopa_rules_format(): a preset name, then
 * `name=value` options applied in order, as escopa_rules_set() would. A
 * value may be a number or, for enumerated options, a name; `0`/`1`,
 * `off`/`on` and `no`/`yes` also work for on/off options. Case does not
 * matter. The name to use; escopa_rules_read() is the same function
 * under its 1.1 name.
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 4096.
 * @param[out] rules The new rule set, to free with escopa_rules_free().
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure. Its status tells a syntax error
 *             (@ref ESCOPA_E_PARSE) from an unknown option, a value out of
 *             range or a conflict (@ref ESCOPA_E_OPTION,
 *             @ref ESCOPA_E_RANGE, @ref ESCOPA_E_CONFLICT).
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p rules is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is malformed or names no preset.
 * @retval ESCOPA_E_OPTION An option does not exist.
 * @retval ESCOPA_E_RANGE A value is out of its option's bounds.
 * @retval ESCOPA_E_CONFLICT A value contradicts another option.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_parse(const char *text, size_t length, struct escopa_rules **rules,
		   struct escopa_parse_error *error);

/**
 * @ingroup notation
 * Reads one card like escopa_card_parse(), from text with a length, and
 * reports where and why it is wrong.
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 64 as for escopa_card_parse().
 * @param style As for escopa_card_parse().
 * @param[out] card The card.
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p card is NULL.
 * @retval ESCOPA_E_INVALID @p style is not an @ref escopa_style, or
 *         @p error has a version this library does not know.
 * @retval ESCOPA_E_PARSE The text does not name exactly one card.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_read(const char *text, size_t length, enum escopa_style style,
		 escopa_card_t *card, struct escopa_parse_error *error);

/**
 * @ingroup notation
 * Reads move text like escopa_move_parse(), from text with a length, and
 * reports where and why it is wrong.
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 1024 as for escopa_move_parse().
 * @param style As for escopa_card_parse().
 * @param[out] move The move; only its form is checked.
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p move is NULL.
 * @retval ESCOPA_E_INVALID @p style is not an @ref escopa_style, or
 *         @p error has a version this library does not know.
 * @retval ESCOPA_E_PARSE The text is not a move.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_move_read(const char *text, size_t length, enum escopa_style style,
		 escopa_move_t *move, struct escopa_parse_error *error);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_NOTATION_H */
