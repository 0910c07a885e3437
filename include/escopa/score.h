/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file score.h
 * Scoring a hand, broken down by category.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_SCORE_H
#define ESCOPA_SCORE_H

#include <escopa/common.h>
#include <escopa/cards.h>
#include <escopa/rules.h>

#ifdef __cplusplus
extern "C" {
#endif

struct escopa_game;

/**
 * @defgroup score Scoring
 *
 * A hand's score for one side is a row of @ref escopa_score_item values:
 * the points of each category (@ref rules-scoring), their total, and the
 * tallies the categories were decided on. A category the rules switch off
 * reads 0. A category goes to the one side that has strictly the most;
 * a tie gives the point to nobody (every document), or, under
 * @ref ESCOPA_OPT_SHARED_TIES, the points to every tied side.
 *
 * The caller passes an array and its length. The library fills
 * `min(n_items, ESCOPA_SCORE_ITEM_COUNT)` items and sets any further
 * elements to 0, so a program built against this header keeps working when
 * later versions append items.
 *
 * The same scoring runs on the captures of a game
 * (escopa_game_hand_score()) and on any piles an app gives it
 * (escopa_score_piles()).
 *
 * @code
 * int32_t row[ESCOPA_SCORE_ITEM_COUNT];
 * for (int side = 0; side < 2; side++) {
 *     if (escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT) != ESCOPA_OK)
 *         break;
 *     printf("side %d: %d points, %d of them sweeps\n", side,
 *            row[ESCOPA_SCORE_TOTAL], row[ESCOPA_SCORE_SWEEPS]);
 * }
 * @endcode
 */

/**
 * @ingroup score
 * The items of a score row. Values are stable; new items are appended.
 * @since 1.0
 */
enum escopa_score_item {
	/** Points for the most cards: 1, or 2 under
	 *  @ref ESCOPA_OPT_CARDS_DOUBLE when every other side has fewer than
	 *  10 cards. Jokers count as cards. */
	ESCOPA_SCORE_CARDS = 0,
	/** Points for the most coins: 1. */
	ESCOPA_SCORE_COINS = 1,
	/** Points for the seven of coins: 1. */
	ESCOPA_SCORE_SEVEN_OF_COINS = 2,
	/** Points for sevens under @ref ESCOPA_OPT_SEVENS; all four 1
	 *  (@ref ESCOPA_SEVENS_ALL_FOUR); most 1 and all four 2
	 *  (@ref ESCOPA_SEVENS_MOST). */
	ESCOPA_SCORE_SEVENS = 3,
	/** Points for all ten coins: 3 (@ref ESCOPA_OPT_ALL_COINS). */
	ESCOPA_SCORE_ALL_COINS = 4,
	/** Points for primiera/Setenta: 1 (@ref ESCOPA_OPT_PRIMIERA). */
	ESCOPA_SCORE_PRIMIERA = 5,
	/** Points for napola: 3 for ace, two and three of coins, plus 1 per
	 *  further coin in sequence (@ref ESCOPA_OPT_NAPOLA). */
	ESCOPA_SCORE_NAPOLA = 6,
	/** Points for sweeps. */
	ESCOPA_SCORE_SWEEPS = 7,
	/** The sum of the points above. */
	ESCOPA_SCORE_TOTAL = 8,
	/** Tally: the number of cards captured, jokers included. */
	ESCOPA_SCORE_CARD_COUNT = 9,
	/** Tally: the number of coins captured. */
	ESCOPA_SCORE_COIN_COUNT = 10,
	/** Tally: the number of sevens captured. */
	ESCOPA_SCORE_SEVEN_COUNT = 11,
	/** Tally: the primiera total by the rules' table, the sum of the best
	 *  card of each suit; 0 when a suit is missing (such a side cannot
	 *  score primiera) or when @ref ESCOPA_OPT_PRIMIERA is off. */
	ESCOPA_SCORE_PRIMIERA_TOTAL = 12,
	/** The number of items this header knows. */
	ESCOPA_SCORE_ITEM_COUNT = 13
};

/**
 * @ingroup score
 * The score of one side for the current (or just finished) hand. During a
 * hand it scores the captures so far; the last-capture take is only added
 * when the hand ends.
 *
 * @param game The game.
 * @param side A side.
 * @param[out] items The row, indexed by @ref escopa_score_item.
 * @param n_items The number of elements of @p items.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p items is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_hand_score(const struct escopa_game *game, int side,
		       int32_t *items, size_t n_items);

/**
 * @ingroup score
 * Scores one side of a hand from captured piles an app gives, for apps
 * that run their own table.
 *
 * @param rules The rules to score by.
 * @param n_sides The number of sides, 1..4.
 * @param captured The cards each side captured, @p n_sides sets that
 *        must not overlap.
 * @param sweep_points The sweep points each side made, @p n_sides values,
 *        each 0..1000.
 * @param side The side to score, 0..n_sides-1.
 * @param[out] items The row, indexed by @ref escopa_score_item.
 * @param n_items The number of elements of @p items.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL A pointer argument is NULL.
 * @retval ESCOPA_E_INVALID @p n_sides, @p side or a sweep count is out of
 *         range.
 * @retval ESCOPA_E_CARD A set holds an invalid card, or two sets share a
 *         card.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_score_piles(const struct escopa_rules *rules, int n_sides,
		   const escopa_cardset_t *captured, const int *sweep_points,
		   int side, int32_t *items, size_t n_items);

/**
 * @ingroup score
 * The name of a score item: its enumerator without the `ESCOPA_SCORE_`
 * prefix, in lower case, such as "seven_of_coins".
 *
 * @param item An @ref escopa_score_item.
 * @return A static NUL-terminated string, or NULL if the item does not
 *         exist.
 * @since 1.0
 */
ESCOPA_EXPORT const char *
escopa_score_item_name(enum escopa_score_item item);

/**
 * @ingroup score
 * The last-round check of the Brazilian Escopa description, for apps that
 * score a physical table: "in the last round, the cards on the table must
 * add up 10, 25, 40 or 55 points, otherwise there has been an mistake".
 * Every capture takes a multiple of 15 and the 40 cards add up to 220, so
 * the cards left on the table, before the last capture takes them, add up
 * to 10 more than a multiple of 15. A side whose captured cards do not
 * add up to a multiple of 15 is where the mistake likely is. The
 * library's own games never fail the check.
 *
 * @param rules The rules; the check needs the 40-card deck (no jokers).
 * @param n_sides The number of sides, 1..4.
 * @param captured The cards each side captured in the hand, @p n_sides
 *        sets, before the last-capture take.
 * @param table The cards on the table after the last play, before the
 *        last-capture take.
 * @param[out] holds 1 if the table adds up to 10, 25, 40 or 55, else 0.
 * @param[out] suspects NULL, or one bit per side (bit `s` for side `s`)
 *        whose captured cards do not add up to a multiple of 15.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules, @p captured or @p holds is NULL.
 * @retval ESCOPA_E_INVALID @p n_sides is out of range, the rules have
 *         jokers, or the piles and the table are not together the 40
 *         regular cards, each once.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_score_check_last_round(const struct escopa_rules *rules, int n_sides,
			      const escopa_cardset_t *captured, escopa_cardset_t table,
			      int *holds, unsigned *suspects);

/**
 * @ingroup score
 * The penalty of the Brazilian Escopa description for a hand that fails
 * escopa_score_check_last_round(): "The player or pair who made a mistake
 * loses the game and their opponent(s) score 6 points plus any points for
 * escopas". The side at fault scores 0 and loses the game; every other
 * side scores 6 plus its sweep points. The app ends the game itself:
 * the library's games never contain a mistake.
 *
 * @param rules The rules; no jokers, as for the check.
 * @param n_sides The number of sides, 1..4.
 * @param sweep_points The sweep points each side made in the hand,
 *        @p n_sides values, each 0..1000.
 * @param at_fault The side that made the mistake, which loses the game.
 * @param[out] points @p n_sides values: the points of each side.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL A pointer argument is NULL.
 * @retval ESCOPA_E_INVALID @p n_sides, @p at_fault or a sweep count is
 *         out of range, or the rules have jokers.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_score_mistake(const struct escopa_rules *rules, int n_sides,
		     const int *sweep_points, int at_fault, int32_t *points);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_SCORE_H */
