/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file moves.h
 * Moves: a 64-bit value naming the card played and what it does.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_MOVES_H
#define ESCOPA_MOVES_H

#include <escopa/common.h>
#include <escopa/cards.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup moves Moves
 *
 * A move is an @ref escopa_move_t value: the card played, what it does (an
 * @ref escopa_move_kind) and its *target*, a card set:
 * - a **capture** takes the target, one or more whole table piles;
 * - a **trail** puts the card on the table as a new pile; its target is
 *   empty;
 * - a **set** (stacking rule, the English Escoba guide) puts the card onto the pile whose
 *   cards are the target.
 *
 * The same value means the same action in every position, so moves can be
 * stored, compared and sent over the network. The layout is fixed and part
 * of the ABI: bits 0-41 hold the target, bits 48-53 the card, bits 56-57
 * the kind; all other bits are zero. The value 0 is never a move.
 *
 * Move text is the played card, then ` x ` and the captured cards joined
 * by `+` for a capture, or ` on ` and the pile's cards for a set; a trail
 * is the card alone: `7o x 3e+5c`, `4b on 2c+3o`, `10e`. The formatter
 * writes the target in ascending card id (joined by ` + ` in the long
 * Spanish and Italian styles); the parser takes the target cards in any
 * order.
 *
 * @code
 * escopa_move_t move;
 * if (escopa_move_parse("7o x 8c", ESCOPA_STYLE_ANY, &move) == ESCOPA_OK) {
 *     char text[64];
 *     size_t len;
 *     escopa_move_format(move, ESCOPA_STYLE_SPANISH, text, sizeof text, &len);
 *     printf("%s\n", text);  // "7 de Oros x Sota de Copas"
 * }
 * @endcode
 */

/**
 * @ingroup moves
 * A move. See @ref moves for the layout.
 * @since 1.0
 */
typedef uint64_t escopa_move_t;

/**
 * @ingroup moves
 * What a move does with its card.
 * @since 1.0
 */
enum escopa_move_kind {
	/** The card captures the target piles. */
	ESCOPA_MOVE_CAPTURE = 1,
	/** The card goes to the table as a new pile. */
	ESCOPA_MOVE_TRAIL = 2,
	/** The card is set onto the target pile (stacking rule). */
	ESCOPA_MOVE_SET = 3,
};

/** @ingroup moves
 *  The card of a well-formed move. @since 1.0 */
#define ESCOPA_MOVE_CARD(move) ((escopa_card_t)(((move) >> 48) & 0x3F))
/** @ingroup moves
 *  The @ref escopa_move_kind of a well-formed move. @since 1.0 */
#define ESCOPA_MOVE_KIND(move) ((int)(((move) >> 56) & 0x3))
/** @ingroup moves
 *  The target card set of a well-formed move. @since 1.0 */
#define ESCOPA_MOVE_TARGET(move) ((escopa_cardset_t)((move) & 0x3FFFFFFFFFFu))

/**
 * @ingroup moves
 * Builds a move from its parts, checking only its form; whether it is
 * legal depends on a position (see escopa_game_is_legal()).
 *
 * @param kind An @ref escopa_move_kind.
 * @param card The card played.
 * @param target The target: empty for a trail, not empty and without
 *        @p card otherwise.
 * @param[out] move The move.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p move is NULL.
 * @retval ESCOPA_E_CARD @p card is not a valid card, or @p target holds
 *         an invalid card.
 * @retval ESCOPA_E_MOVE @p kind does not exist, or @p target does not fit
 *         @p kind.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_move_make(enum escopa_move_kind kind, escopa_card_t card,
		 escopa_cardset_t target, escopa_move_t *move);

/**
 * @ingroup moves
 * Splits a move into its parts. Any out-parameter may be NULL if that
 * part is not wanted.
 *
 * @param move A move.
 * @param[out] kind Its @ref escopa_move_kind, or NULL.
 * @param[out] card Its card, or NULL.
 * @param[out] target Its target, or NULL.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_MOVE @p move is not a well-formed move.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_move_parts(escopa_move_t move, int *kind, escopa_card_t *card,
		  escopa_cardset_t *target);

/**
 * @ingroup moves
 * Writes a move as text (see @ref moves). The buffer rule is that of
 * escopa_card_format().
 *
 * @param move A well-formed move.
 * @param style The style of the card names; not @ref ESCOPA_STYLE_ANY.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p length is NULL, or @p buf is NULL and @p size
 *         is not 0.
 * @retval ESCOPA_E_MOVE @p move is not a well-formed move.
 * @retval ESCOPA_E_INVALID @p style is not a style that can be written.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_move_format(escopa_move_t move, enum escopa_style style,
		   char *buf, size_t size, size_t *length);

/**
 * @ingroup moves
 * Reads move text (see @ref moves). Case does not matter, the separators
 * ` x ` and ` on ` need blanks around them, and the cards may be written
 * in any form escopa_card_parse() accepts.
 *
 * @param text A NUL-terminated string of at most 1024 bytes.
 * @param style As for escopa_card_parse().
 * @param[out] move The move; only its form is checked.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p move is NULL.
 * @retval ESCOPA_E_INVALID @p style is not an @ref escopa_style.
 * @retval ESCOPA_E_PARSE The text is not a move.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_move_parse(const char *text, enum escopa_style style,
		  escopa_move_t *move);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_MOVES_H */
