/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file refusal.h
 * Why the engine refuses a move: a reason code per rule, with a name and a
 * sentence. Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_REFUSAL_H
#define ESCOPA_REFUSAL_H

#include <escopa/common.h>
#include <escopa/cards.h>
#include <escopa/moves.h>
#include <escopa/game.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup refusal Refusals
 *
 * escopa_game_play() and escopa_game_is_legal() answer an illegal move
 * with a status (@ref ESCOPA_E_PHASE, @ref ESCOPA_E_MOVE or
 * @ref ESCOPA_E_ILLEGAL) and nothing more, so that playing stays fast.
 * When a player, an app or a test needs the reason,
 * escopa_game_refusal() gives it as an @ref escopa_refusal code, one per
 * rule that can refuse a move, and escopa_game_format_refusal() writes it
 * as a sentence about this position and this move, in a card style:
 *
 * - `K♥ and 6♠ make 16, not 15`
 * - `7♦ can capture, so it must capture`
 * - `with 4 piles on the table, 3♠ must be set onto a pile`
 * - `seat 1 does not hold 7o`
 *
 * The code of a move is @ref ESCOPA_REFUSAL_NONE exactly when
 * escopa_game_is_legal() returns @ref ESCOPA_OK;
 * @ref ESCOPA_REFUSAL_NO_HAND goes with @ref ESCOPA_E_PHASE,
 * @ref ESCOPA_REFUSAL_MALFORMED with @ref ESCOPA_E_MOVE, and every other
 * code with @ref ESCOPA_E_ILLEGAL.
 *
 * When several rules refuse a move, the first that applies in this order
 * is given: the phase; the move's form; whether the seat to play holds the
 * card. Then, for a capture: its target is on the table, it is made of
 * whole piles, Scopa's card of equal rank, the sum. For a trail or a set:
 * the duty to capture (the card's, then the hand's), whether setting is
 * allowed at all, the duty to set; then, for a set, its target: on the
 * table, a whole pile, one pile, at most 14.
 *
 * @code
 * enum escopa_refusal why;
 * if (escopa_game_play(game, move, NULL) != ESCOPA_OK &&
 *     escopa_game_refusal(game, move, &why) == ESCOPA_OK) {
 *     char text[256];
 *     size_t len;
 *     escopa_game_format_refusal(game, move, ESCOPA_STYLE_FRENCH, text, sizeof text, &len);
 *     printf("%s: %s\n", escopa_refusal_name(why), text);
 *     // ESCOPA_REFUSAL_SUM_NOT_15: K♥ and 6♠ make 16, not 15
 * }
 * @endcode
 */

/**
 * @ingroup refusal
 * Why a move is refused. The numeric values are part of the ABI and never
 * change; new codes are only ever appended.
 * @since 1.3
 */
enum escopa_refusal {
	/** The move is legal. */
	ESCOPA_REFUSAL_NONE = 0,
	/** No hand is in play: the hand or the game is over, or a deal was a
	 *  misdeal (status @ref ESCOPA_E_PHASE). */
	ESCOPA_REFUSAL_NO_HAND = 1,
	/** The value is not a well-formed move (status @ref ESCOPA_E_MOVE). */
	ESCOPA_REFUSAL_MALFORMED = 2,
	/** No seat holds the card: it is on the table, captured, in the
	 *  stock, set aside, or a joker the rules do not use. */
	ESCOPA_REFUSAL_NOT_HELD = 3,
	/** Another seat holds the card: it is not that seat's turn. */
	ESCOPA_REFUSAL_NOT_YOUR_TURN = 4,
	/** A card of the target is not on the table. */
	ESCOPA_REFUSAL_NOT_ON_TABLE = 5,
	/** The target holds part of a stacked pile, not all of it (stacking
	 *  rule): a pile is captured or set upon only as a whole. */
	ESCOPA_REFUSAL_PART_OF_PILE = 6,
	/** The played card and the captured piles do not add up to 15. */
	ESCOPA_REFUSAL_SUM_NOT_15 = 7,
	/** Under @ref ESCOPA_OPT_CAPTURE_MULTIPLES, the played card and the
	 *  captured piles do not add up to 15 or a multiple of it. */
	ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15 = 8,
	/** Scopa capture mode (@ref ESCOPA_CAPTURE_MATCH): the captured cards
	 *  do not add up to the played card's value. */
	ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE = 9,
	/** Scopa capture mode: a table card has the played card's rank, so
	 *  the card must take one such card alone, not a combination. */
	ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK = 10,
	/** Forced capture: this card can capture, so it must capture; it may
	 *  not be trailed (or set). */
	ESCOPA_REFUSAL_MUST_CAPTURE = 11,
	/** Forced capture per hand: this card cannot capture, but another
	 *  card of the hand can, so the seat must capture. */
	ESCOPA_REFUSAL_HAND_MUST_CAPTURE = 12,
	/** Stacking rule: with 4 piles or more on the table, a card that
	 *  cannot capture must be set onto a pile that can take it. */
	ESCOPA_REFUSAL_MUST_SET = 13,
	/** A set without the stacking rule. */
	ESCOPA_REFUSAL_NO_STACKING = 14,
	/** Without forced capture, a card that can capture may capture or be
	 *  trailed, but not be set: setting is for cards that cannot capture. */
	ESCOPA_REFUSAL_CAPTURING_CARD_SET = 15,
	/** A set whose target is several piles: a card is set onto one. */
	ESCOPA_REFUSAL_SEVERAL_PILES = 16,
	/** The pile the card is set onto would pass 14 (a pile of 15 would be
	 *  a capture). */
	ESCOPA_REFUSAL_PILE_OVER_14 = 17,
	/** A batch action that is not the index of a listed move (see
	 *  escopa_batch_refusal()); escopa_game_refusal() never gives it. */
	ESCOPA_REFUSAL_NO_SUCH_ACTION = 18,
};

/**
 * @ingroup refusal
 * Why a move is refused for the seat to play, or @ref ESCOPA_REFUSAL_NONE
 * if it is legal. Like escopa_game_is_legal(), but it works the reason
 * out: call it when a move was refused rather than before every play.
 * Never allocates.
 *
 * @param game The game.
 * @param move Any 64-bit value.
 * @param[out] refusal The reason, @ref ESCOPA_REFUSAL_NONE for a legal
 *             move.
 * @retval ESCOPA_OK Success, whatever the move (a refused move is not an
 *         error of this call).
 * @retval ESCOPA_E_NULL @p game or @p refusal is NULL.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_refusal(const struct escopa_game *game, escopa_move_t move,
		    enum escopa_refusal *refusal);

/**
 * @ingroup refusal
 * Writes why a move is refused as an English sentence about this position
 * and move, without a capital or a final stop, such as
 * `K♥ and 6♠ make 16, not 15`; `the move is legal` for a legal move. The
 * cards are written in @p style. The sentence may name where a card is
 * that the seat to play cannot see (@ref ESCOPA_REFUSAL_NOT_YOUR_TURN
 * names the seat holding it), and that code itself, told apart from
 * @ref ESCOPA_REFUSAL_NOT_HELD, says whether another seat holds the card:
 * an app that hides hands answers both codes alike, with
 * escopa_refusal_str() of @ref ESCOPA_REFUSAL_NOT_HELD (doc/server.md).
 * The buffer rule is that of
 * escopa_card_format().
 *
 * @param game The game.
 * @param move Any 64-bit value.
 * @param style The style of the card names; not @ref ESCOPA_STYLE_ANY.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p game or @p length is NULL, or @p buf is NULL
 *         and @p size is not 0.
 * @retval ESCOPA_E_INVALID @p style is not a style that can be written.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_format_refusal(const struct escopa_game *game, escopa_move_t move,
			   enum escopa_style style, char *buf, size_t size, size_t *length);

/**
 * @ingroup refusal
 * The name of a refusal code's enumerator, such as
 * "ESCOPA_REFUSAL_MUST_CAPTURE".
 *
 * @param refusal Any value.
 * @return A static, NUL-terminated string, or NULL if @p refusal is not an
 *         @ref escopa_refusal.
 * @since 1.3
 */
ESCOPA_EXPORT const char *
escopa_refusal_name(enum escopa_refusal refusal);

/**
 * @ingroup refusal
 * A sentence for a refusal code that fits every position, such as
 * "a card that can capture must capture".
 *
 * @param refusal Any value.
 * @return A static, NUL-terminated string; "unknown refusal" for values
 *         that are not an @ref escopa_refusal. Never NULL.
 * @since 1.3
 */
ESCOPA_EXPORT const char *
escopa_refusal_str(enum escopa_refusal refusal);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_REFUSAL_H */
