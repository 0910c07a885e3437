/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file review.h
 * Game review: every decision of a played game or a record marked against
 * the expert bot's analysis, and per side the points lost and an accuracy.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_REVIEW_H
#define ESCOPA_REVIEW_H

#include <escopa/common.h>
#include <escopa/moves.h>
#include <escopa/game.h>
#include <escopa/record.h>
#include <escopa/bot.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup review Game review
 *
 * A review (`struct escopa_review`) judges the decisions of a game as a
 * chess site's analysis does: for each one, the move played, the best move
 * by the analysis of the expert bot (@ref ESCOPA_LEVEL_EXPERT, escopa_bot_analyze_game()),
 * the points the move cost against the best, and a mark
 * (@ref escopa_review_mark); for each side, totals over what it reviewed
 * (@ref escopa_review_totals). The analysis is the fair one: it uses only
 * what the seat to play could see, never the other hands nor the stock.
 *
 * **Marks.** The loss is the best move's value minus the played move's,
 * in points of the rest of the hand for the seat's side (the values of
 * @ref escopa_move_value), never below 0. A move is
 * @ref ESCOPA_REVIEW_BEST when it is the analysis's best or loses at most
 * 0.02 points, @ref ESCOPA_REVIEW_GOOD up to 0.10,
 * @ref ESCOPA_REVIEW_INACCURACY up to 0.25, @ref ESCOPA_REVIEW_MISTAKE up
 * to 0.60 and @ref ESCOPA_REVIEW_BLUNDER above. Why these: a sweep, the
 * 7 of coins or a category won is one point, so a blunder gives away more
 * than half of one, and a mistake a quarter; the expert's estimate of one
 * position moves by about 0.02 to 0.05 points from one seed to another, so
 * a loss below 0.02 is noise and one below 0.10 hardly more.
 *
 * **Accuracy.** A side's accuracy is the mean, over its decisions that had
 * a choice, of 100·e<sup>−loss</sup>: 100 for a best move, about 90 for a
 * loss of 0.1 point, 61 for half a point, 37 for a whole one. A forced move
 * (one legal move) is marked best and counted apart. A side with no
 * decision has an accuracy of 100.
 *
 * **Cost and reproducibility.** All its memory is allocated by
 * escopa_review_new(): reviewing never allocates. Each decision costs one
 * analysis of the expert bot, whose work is bounded (@ref bot, "Cost"):
 * under a millisecond of one core on a position of a game (@ref reviewing
 * gives the measured time of a whole game). The analysis depends only on
 * the seed and on what the seat sees, so a review is the same whatever the
 * order of the calls and the number of threads (set with
 * escopa_review_bot()), on every platform. There is no global state: one
 * thread uses one review at a time, and many reviews may run at once.
 *
 * @code
 * struct escopa_review *review;
 * if (escopa_review_new(0, &review) == ESCOPA_OK) {
 *     if (escopa_review_record(review, record, NULL, NULL) == ESCOPA_OK) {
 *         struct escopa_review_totals totals;
 *         for (int side = 0; side < 2; side++)
 *             if (escopa_review_totals(review, side, &totals) == ESCOPA_OK)
 *                 printf("side %d: %.1f%%, %.2f points lost\n", side,
 *                        totals.accuracy, totals.points_lost);
 *     }
 *     escopa_review_free(review);
 * }
 * @endcode
 */

/**
 * @ingroup review
 * The mark of a decision, from the loss of the move played (@ref review,
 * "Marks"). The values are stable.
 * @since 1.5
 */
enum escopa_review_mark {
	/** The analysis's best move, a loss of at most 0.02 points, or the
	 *  only legal move. @since 1.5 */
	ESCOPA_REVIEW_BEST = 0,
	/** A loss of at most 0.10 points. @since 1.5 */
	ESCOPA_REVIEW_GOOD = 1,
	/** A loss of at most 0.25 points. @since 1.5 */
	ESCOPA_REVIEW_INACCURACY = 2,
	/** A loss of at most 0.60 points. @since 1.5 */
	ESCOPA_REVIEW_MISTAKE = 3,
	/** A loss of more than 0.60 points. @since 1.5 */
	ESCOPA_REVIEW_BLUNDER = 4,
};

/** @ingroup review
 *  The number of marks: marks run from 0 to ESCOPA_REVIEW_MARKS - 1.
 *  @since 1.5 */
#define ESCOPA_REVIEW_MARKS 5
/** @ingroup review
 *  The worst moves a side's totals keep. @since 1.5 */
#define ESCOPA_REVIEW_WORST 3

/**
 * @ingroup review
 * One reviewed decision.
 * @since 1.5
 */
struct escopa_review_move {
	/** The move's index in the record, from 0 over every hand and game;
	 *  for escopa_review_decision(), the number of decisions the review
	 *  had reviewed before this one since it was made or reset. */
	size_t index;
	/** The game of the match, from 1. */
	uint32_t game;
	/** The hand of that game, from 1. */
	uint32_t hand;
	/** The seat that played. */
	int seat;
	/** Its side. */
	int side;
	/** The move played. */
	escopa_move_t played;
	/** The best move of the analysis: the first in the order of
	 *  escopa_game_moves() among those of the highest value. */
	escopa_move_t best;
	/** The analysis's value of the move played (as in @ref escopa_move_value,
	 *  points of the rest of the hand, the seat's side's view). */
	double played_value;
	/** The analysis's value of the best move. */
	double best_value;
	/** best_value - played_value, never below 0. */
	double loss;
	/** The number of legal moves; 1 is a forced move (marked best, with a
	 *  loss of 0, and not counted in the accuracy). */
	uint32_t choices;
	/** The sampled deals behind the values (0 when the analysis was past
	 *  its work bound and valued every move 0: @ref bot, "Cost"). */
	uint32_t samples;
	/** The mark. */
	enum escopa_review_mark mark;
	/** Zero. */
	uint32_t reserved;
};

/**
 * @ingroup review
 * One side's totals over the decisions a review has reviewed since it was
 * made or last reset.
 * @since 1.5
 */
struct escopa_review_totals {
	/** Decisions with more than one legal move. */
	uint32_t decisions;
	/** Decisions with one legal move. */
	uint32_t forced;
	/** The decisions of each mark (forced moves among the best), by
	 *  @ref escopa_review_mark. */
	uint32_t marks[ESCOPA_REVIEW_MARKS];
	/** The sum of the losses. */
	double points_lost;
	/** The accuracy in percent (@ref review, "Accuracy"); 100 when
	 *  decisions is 0. */
	double accuracy;
	/** How many of worst[] are set, 0 to @ref ESCOPA_REVIEW_WORST; only
	 *  moves that lost more than 0 are kept. */
	uint32_t worst_count;
	/** The indices (@ref escopa_review_move, index) of the side's worst
	 *  moves, the biggest loss first, an equal loss by index. */
	size_t worst[ESCOPA_REVIEW_WORST];
};

/** A review; see @ref review. @since 1.5 */
struct escopa_review;

/**
 * @ingroup review
 * Called by escopa_review_record() after each decision it reviewed.
 * @param move The decision just reviewed.
 * @param done The decisions reviewed so far in this call, from 1.
 * @param total The decisions of the record.
 * @param user The pointer given to escopa_review_record().
 * @return 0 to go on, anything else to stop the review.
 * @since 1.5
 */
typedef int (*escopa_review_fn)(const struct escopa_review_move *move, size_t done, size_t total,
				void *user);

/**
 * @ingroup review
 * Makes a review, with its expert bot (escopa_bot_new_level() with
 * @ref ESCOPA_LEVEL_EXPERT and @p seed); all its memory is allocated here.
 * @param seed The seed of the bot's analyses.
 * @param[out] review The new review, for escopa_review_free(); unchanged on
 *             error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p review is NULL.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_new(uint64_t seed, struct escopa_review **review);

/**
 * @ingroup review
 * Frees a review and its bot; NULL is allowed.
 * @param review The review.
 * @since 1.5
 */
ESCOPA_EXPORT void
escopa_review_free(struct escopa_review *review);

/**
 * @ingroup review
 * The review's bot, to set its options (escopa_bot_set(): threads,
 * deals, a time budget). It belongs to the review: never free it. A time
 * budget makes the review depend on the machine.
 * @param review The review.
 * @param[out] bot The bot; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_bot(struct escopa_review *review, struct escopa_bot **bot);

/**
 * @ingroup review
 * Clears the totals of every side and the count of decisions reviewed.
 * @param review The review.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p review is NULL.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_reset(struct escopa_review *review);

/**
 * @ingroup review
 * Reviews one decision: @p played, by the seat to play of @p game, and
 * adds it to the totals of that seat's side. Never allocates.
 * @param review The review.
 * @param game The game before the move, in @ref ESCOPA_PHASE_PLAYING.
 * @param played A legal move of that game.
 * @param[out] out The reviewed decision; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_MOVE @p played is not a well-formed move.
 * @retval ESCOPA_E_ILLEGAL @p played is not legal here.
 * @retval ESCOPA_E_FULL The position has more than 512 legal moves, the
 *         most an analysis values, and @p played is not among the first
 *         512 (only positions set up by hand get there).
 * On any error the review is unchanged.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_decision(struct escopa_review *review, const struct escopa_game *game,
		       escopa_move_t played, struct escopa_review_move *out);

/**
 * @ingroup review
 * Reviews decision @p index of a record (escopa_record_move()) and adds it
 * to the totals, as escopa_review_decision() does. The review keeps the
 * record's game as it stands after the last decision it reviewed, so the
 * next index of the same record costs one move; any other index replays
 * the record from its start (escopa_record_game_at()). It checks that the
 * record is the one it replayed (the same start and moves), in time
 * proportional to @p index but far less than the replay. Never allocates.
 * @param review The review.
 * @param record The record.
 * @param index A move index, less than escopa_record_move_count().
 * @param[out] out The reviewed decision; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID @p index is out of range.
 * @retval ESCOPA_E_FULL As escopa_review_decision().
 * On any error the totals are unchanged.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_record_move(struct escopa_review *review, const struct escopa_record *record,
			  size_t index, struct escopa_review_move *out);

/**
 * @ingroup review
 * Reviews every decision of a record in order, adding each to the totals
 * (it does not reset them first), and calls @p each after each one: a
 * progress bar's hook. Never allocates.
 * @param review The review.
 * @param record The record.
 * @param each NULL, or the function to call after each decision.
 * @param user Passed to @p each.
 * @retval ESCOPA_OK Success: every decision was reviewed.
 * @retval ESCOPA_E_NULL @p review or @p record is NULL.
 * @retval ESCOPA_E_CANCELLED @p each returned nonzero: the totals hold
 *         the decisions reviewed until then, the last included.
 * @retval ESCOPA_E_FULL As escopa_review_decision(); the totals hold the
 *         decisions before that one.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_record(struct escopa_review *review, const struct escopa_record *record,
		     escopa_review_fn each, void *user);

/**
 * @ingroup review
 * A side's totals over the decisions reviewed since the review was made or
 * last reset.
 * @param review The review.
 * @param side A side, 0 to 3 (a side that made no decision has no count
 *             and an accuracy of 100).
 * @param[out] out The totals; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID @p side is not 0 to 3.
 * @since 1.5
 */
ESCOPA_EXPORT enum escopa_status
escopa_review_totals(const struct escopa_review *review, int side,
		     struct escopa_review_totals *out);

/**
 * @ingroup review
 * The name of a mark: "best", "good", "inaccuracy", "mistake" or
 * "blunder".
 * @param mark An @ref escopa_review_mark.
 * @return A static NUL-terminated string, or NULL if the mark does not
 *         exist.
 * @since 1.5
 */
ESCOPA_EXPORT const char *
escopa_review_mark_name(enum escopa_review_mark mark);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_REVIEW_H */
