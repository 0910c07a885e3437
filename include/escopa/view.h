/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file view.h
 * What one seat knows of a game, its text and snapshot forms, its
 * information-set key, and sampling the cards it cannot see. Include
 * <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_VIEW_H
#define ESCOPA_VIEW_H

#include <escopa/common.h>
#include <escopa/cards.h>
#include <escopa/moves.h>
#include <escopa/rules.h>
#include <escopa/game.h>
#include <escopa/notation.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup view Views and sampling
 *
 * A @ref escopa_view holds exactly what one seat (the *viewer*) knows of a
 * game: its own hand, the table piles, every side's captures, sweeps and
 * scores, the match, the phase and the seat to play; how many cards every
 * other hand and the stock hold; the set of cards it cannot see (the
 * *unseen* cards); and, under @ref ESCOPA_FORCED_PER_HAND forced capture,
 * the cards each seat is known not to hold. With @ref ESCOPA_OPT_OPEN_TABLE
 * every hand is known, and only the stock is unseen.
 *
 * A server makes a view of each seat and sends each client its view's text
 * (escopa_view_format()) or snapshot (escopa_view_snapshot()), which hold
 * no hidden card; the client reads it back (escopa_view_parse(),
 * escopa_view_restore()) and runs a computer player on it.
 *
 * Search programs draw full games consistent with a view
 * (escopa_view_sample()): the unseen cards dealt at random into the other
 * hands and the stock, and the game's own random generator reseeded, so
 * that a search that plays past the end of the hand never sees the true
 * next deal. The sampler reads the view only, never the game it came from.
 *
 * **Exactness.** Every deal of the unseen cards that agrees with the view
 * is drawn with the same probability. Under @ref ESCOPA_FORCED_NONE and
 * @ref ESCOPA_FORCED_PER_CARD (every preset), and under the stacking rule,
 * a play says nothing about the cards still held, so these deals are
 * exactly the deals the seat cannot rule out. Under
 * @ref ESCOPA_FORCED_PER_HAND a trail or a set shows that the seat held no
 * card that could capture: the game records, for each seat, the card
 * values (and the jokers) it is known not to hold until the next round is
 * dealt (escopa_view_excluded()), and the sampler deals exactly
 * uniformly among the deals that respect them. What no sampler can know is
 * how a player chooses among legal moves: the deals are uniform given the
 * rules, not weighted by any model of the other players.
 *
 * A view is a plain value of fixed size without pointers: a copy is a
 * memory copy, and equal views are equal byte for byte.
 *
 * @code
 * struct escopa_view *view;
 * struct escopa_game *sample;
 * escopa_view_new(game, 1, &view);
 * escopa_game_clone(game, &sample);       // any game will do as a buffer
 * for (uint64_t i = 0; i < 100; i++) {
 *     escopa_view_sample(view, seed + i, sample);
 *     // search on sample: seat 1's cards and everything public are the
 *     // game's, the other hands and the stock are drawn at random
 * }
 * @endcode
 */

/**
 * @struct escopa_view
 * @ingroup view
 * An opaque view of a game from one seat. Create it with escopa_view_new()
 * or a reader, free it with escopa_view_free().
 * @since 1.4
 */
struct escopa_view;

/** @ingroup view
 *  The size in bytes of every view snapshot. @since 1.4 */
#define ESCOPA_VIEW_SNAPSHOT_SIZE 256

/**
 * @ingroup view
 * A new view of a game from a seat.
 *
 * @param game The game, in any phase.
 * @param seat The viewer, a seat of the game.
 * @param[out] view The new view; free it with escopa_view_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p view is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_new(const struct escopa_game *game, int seat, struct escopa_view **view);

/**
 * @ingroup view
 * Sets an existing view to the view of a game from a seat. Never
 * allocates; on error the view is unchanged.
 *
 * @param view The view to overwrite.
 * @param game The game, in any phase.
 * @param seat The viewer, a seat of the game.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p game is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_update(struct escopa_view *view, const struct escopa_game *game, int seat);

/**
 * @ingroup view
 * Frees a view. NULL is allowed.
 *
 * @param view The view, or NULL.
 * @since 1.4
 */
ESCOPA_EXPORT void
escopa_view_free(struct escopa_view *view);

/**
 * @ingroup view
 * A new, independent copy of a view.
 *
 * @param view The view.
 * @param[out] clone The copy; free it with escopa_view_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_clone(const struct escopa_view *view, struct escopa_view **clone);

/**
 * @ingroup view
 * Copies one view over another. Never allocates.
 *
 * @param dest The view to overwrite.
 * @param src The view to copy.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_copy(struct escopa_view *dest, const struct escopa_view *src);

/**
 * @ingroup view
 * Whether two views are the same: the same viewer knowing the same things.
 *
 * @param a A view.
 * @param b A view.
 * @param[out] equal 1 if they are equal, else 0.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_equal(const struct escopa_view *a, const struct escopa_view *b, int *equal);

/**
 * @ingroup view
 * The viewer: the seat whose view this is.
 *
 * @param view The view.
 * @param[out] seat The viewer's seat.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_seat(const struct escopa_view *view, int *seat);

/**
 * @ingroup view
 * The number of players, as escopa_game_players().
 *
 * @param view The view.
 * @param[out] players The number of players.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_players(const struct escopa_view *view, int *players);

/**
 * @ingroup view
 * The number of sides, as escopa_game_sides().
 *
 * @param view The view.
 * @param[out] sides The number of sides.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_sides(const struct escopa_view *view, int *sides);

/**
 * @ingroup view
 * The value of one rule option, as escopa_game_option().
 *
 * @param view The view.
 * @param option The option.
 * @param[out] value Its value.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p value is NULL.
 * @retval ESCOPA_E_OPTION @p option is not an option.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_option(const struct escopa_view *view, enum escopa_option option, int *value);

/**
 * @ingroup view
 * Copies the view's rules into an existing rule set (made by
 * escopa_rules_new()).
 *
 * @param view The view.
 * @param[out] rules The rule set to overwrite.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_rules(const struct escopa_view *view, struct escopa_rules *rules);

/**
 * @ingroup view
 * The phase, as escopa_game_phase().
 *
 * @param view The view.
 * @param[out] phase The phase.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_phase(const struct escopa_view *view, enum escopa_phase *phase);

/**
 * @ingroup view
 * The seat to play, as escopa_game_current_seat().
 *
 * @param view The view.
 * @param[out] seat The seat to play.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_current_seat(const struct escopa_view *view, int *seat);

/**
 * @ingroup view
 * The dealer, as escopa_game_dealer().
 *
 * @param view The view.
 * @param[out] seat The dealer's seat.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_dealer(const struct escopa_view *view, int *seat);

/**
 * @ingroup view
 * The hand number, as escopa_game_hand_number().
 *
 * @param view The view.
 * @param[out] number The hand number.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_hand_number(const struct escopa_view *view, int *number);

/**
 * @ingroup view
 * The cards of a seat's hand that the viewer knows: the viewer's whole
 * hand; another seat's whole hand under @ref ESCOPA_OPT_OPEN_TABLE;
 * otherwise none (escopa_view_hand_size() says how many it holds).
 *
 * @param view The view.
 * @param seat A seat.
 * @param[out] cards The known cards of its hand.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p cards is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_hand(const struct escopa_view *view, int seat, escopa_cardset_t *cards);

/**
 * @ingroup view
 * How many cards a seat holds.
 *
 * @param view The view.
 * @param seat A seat.
 * @param[out] count The number of cards in its hand, 0 to 3.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p count is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_hand_size(const struct escopa_view *view, int seat, int *count);

/**
 * @ingroup view
 * The cards a seat is known not to hold: under
 * @ref ESCOPA_FORCED_PER_HAND, the unseen cards of every value (and the
 * jokers) that could have captured when that seat last trailed or set a
 * card this round; empty under the other forced-capture modes, for the
 * viewer, and for hands that are known.
 *
 * @param view The view.
 * @param seat A seat.
 * @param[out] cards Unseen cards that are not in its hand.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p cards is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_excluded(const struct escopa_view *view, int seat, escopa_cardset_t *cards);

/**
 * @ingroup view
 * Every card on the table, as escopa_game_table().
 *
 * @param view The view.
 * @param[out] cards The table cards.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_table(const struct escopa_view *view, escopa_cardset_t *cards);

/**
 * @ingroup view
 * The table as piles, as escopa_game_piles() lists them, with its buffer
 * rule.
 *
 * @param view The view.
 * @param[out] piles The piles, or NULL if @p capacity is 0.
 * @param capacity The number of elements of @p piles.
 * @param[out] count The number of piles on the table.
 * @retval ESCOPA_OK Success, even if the piles did not fit.
 * @retval ESCOPA_E_NULL @p view or @p count is NULL, or @p piles is NULL
 *         and @p capacity is not 0.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_piles(const struct escopa_view *view, escopa_cardset_t *piles, size_t capacity,
		  size_t *count);

/**
 * @ingroup view
 * The cards a side has captured this hand, as escopa_game_captured().
 *
 * @param view The view.
 * @param side A side.
 * @param[out] cards The captured cards.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p cards is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_captured(const struct escopa_view *view, int side, escopa_cardset_t *cards);

/**
 * @ingroup view
 * A side's sweep points this hand, as escopa_game_sweeps().
 *
 * @param view The view.
 * @param side A side.
 * @param[out] points Its sweep points.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p points is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_sweeps(const struct escopa_view *view, int side, int *points);

/**
 * @ingroup view
 * A side's running score, as escopa_game_score().
 *
 * @param view The view.
 * @param side A side.
 * @param[out] points Its running score.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p points is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_score(const struct escopa_view *view, int side, int *points);

/**
 * @ingroup view
 * The cards that count for nobody, as escopa_game_set_aside().
 *
 * @param view The view.
 * @param[out] cards The cards set aside.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_set_aside(const struct escopa_view *view, escopa_cardset_t *cards);

/**
 * @ingroup view
 * The number of cards in the stock.
 *
 * @param view The view.
 * @param[out] count The number of cards still to be dealt.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_stock_size(const struct escopa_view *view, int *count);

/**
 * @ingroup view
 * The cards the viewer cannot see: those in the other hands (unless they
 * are open) and in the stock.
 *
 * @param view The view.
 * @param[out] cards The unseen cards.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_unseen(const struct escopa_view *view, escopa_cardset_t *cards);

/**
 * @ingroup view
 * The viewer's legal moves when it is to play, in the order of
 * escopa_game_moves(), with its buffer rule. Never allocates.
 *
 * @param view The view.
 * @param[out] moves The moves, or NULL if @p capacity is 0.
 * @param capacity The number of elements of @p moves.
 * @param[out] count The number of legal moves (saturating at SIZE_MAX).
 * @retval ESCOPA_OK Success, even if not every move fit.
 * @retval ESCOPA_E_NULL @p view or @p count is NULL, or @p moves is NULL
 *         and @p capacity is not 0.
 * @retval ESCOPA_E_PHASE No hand is in play, or another seat is to play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_moves(const struct escopa_view *view, escopa_move_t *moves, size_t capacity,
		  size_t *count);

/**
 * @ingroup view
 * Writes the observation of the view from its viewer, in the layout of
 * escopa_game_observe() (@ref ESCOPA_OBSERVATION_SIZE bytes), relative
 * seats and sides counted from the viewer.
 *
 * @param view The view.
 * @param[out] observation @ref ESCOPA_OBSERVATION_SIZE bytes.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_observe(const struct escopa_view *view, uint8_t *observation);

/**
 * @ingroup view
 * Writes the observation of a game from any seat, in the layout of
 * escopa_game_observe(): what escopa_view_observe() writes for that seat's
 * view. escopa_game_observe() is this for the seat to play.
 *
 * @param game The game.
 * @param seat A seat of the game.
 * @param[out] observation @ref ESCOPA_OBSERVATION_SIZE bytes.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p observation is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_observe_seat(const struct escopa_game *game, int seat, uint8_t *observation);

/**
 * @ingroup view
 * The 64-bit information-set key of a view: equal for two views that are
 * equal (escopa_view_equal()), that is for two states the viewer cannot
 * tell apart, and different otherwise but for hash collisions. Computed
 * from the view's bytes, without strings. Not stable across library
 * versions: do not store it.
 *
 * @param view The view.
 * @param[out] key The key.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_key(const struct escopa_view *view, uint64_t *key);

/**
 * @ingroup view
 * The information-set key of a game from a seat: escopa_view_key() of that
 * seat's view, without making one on the heap.
 *
 * @param game The game.
 * @param seat A seat of the game.
 * @param[out] key The key.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p key is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_info_key(const struct escopa_game *game, int seat, uint64_t *key);

/**
 * @ingroup view
 * Overwrites an existing game with a full game consistent with the view:
 * the viewer's hand and everything public as in the view, the unseen cards
 * dealt at random (see the exactness note of @ref view) into the other
 * hands, as many as each holds, and into the stock in a random order, and
 * the game's random generator reseeded. The same view and seed give the
 * same game. Never allocates, never fails on a view this library made or
 * read; about 100 to 300 ns (tests/bench/bench-sample.c).
 *
 * @param view The view.
 * @param seed The seed of this sample.
 * @param[out] game A game made by escopa_game_new() or a clone, of any
 *             rules: it is overwritten whole.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_sample(const struct escopa_view *view, uint64_t seed, struct escopa_game *game);

/**
 * @ingroup view
 * Writes a view's text: one line, without a newline, in view notation
 * (doc/notation.md, beside position notation), which holds no hidden card.
 * The buffer rule is that of escopa_card_format().
 *
 * @param view The view.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p view or @p length is NULL, or @p buf is NULL
 *         and @p size is not 0.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_format(const struct escopa_view *view, char *buf, size_t size, size_t *length);

/**
 * @ingroup view
 * A new view from view notation. It is read only if it describes what a
 * seat of some valid game could know (doc/notation.md).
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 65536.
 * @param[out] view The new view; free it with escopa_view_free().
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p view is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is not view notation, or describes an
 *         impossible view.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_parse(const char *text, size_t length, struct escopa_view **view,
		  struct escopa_parse_error *error);

/**
 * @ingroup view
 * Sets an existing view to the one view notation describes. Never
 * allocates; on any error the view is unchanged.
 *
 * @param view The view to overwrite.
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most 65536.
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p text is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is not view notation, or describes an
 *         impossible view.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_load(struct escopa_view *view, const char *text, size_t length,
		 struct escopa_parse_error *error);

/**
 * @ingroup view
 * Writes a view snapshot: exactly @ref ESCOPA_VIEW_SNAPSHOT_SIZE bytes,
 * the layout of a game snapshot with its own magic number, the hidden
 * cards left out (doc/notation.md).
 *
 * @param view The view.
 * @param[out] buf At least @ref ESCOPA_VIEW_SNAPSHOT_SIZE bytes.
 * @param size The size of @p buf.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID @p size is smaller than
 *         @ref ESCOPA_VIEW_SNAPSHOT_SIZE; nothing was written.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_snapshot(const struct escopa_view *view, uint8_t *buf, size_t size);

/**
 * @ingroup view
 * Sets an existing view to a view snapshot, after checking its magic
 * number, version, checksum and every field as escopa_view_load() does.
 * Never allocates; on any error the view is unchanged.
 *
 * @param view The view to overwrite.
 * @param buf The snapshot.
 * @param size Its size: exactly @ref ESCOPA_VIEW_SNAPSHOT_SIZE.
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure (the offset is that of the first
 *             offending byte).
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p view or @p buf is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The bytes are not a view snapshot, or describe an
 *         impossible view.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_restore(struct escopa_view *view, const uint8_t *buf, size_t size,
		    struct escopa_parse_error *error);

/**
 * @ingroup view
 * A new view from a view snapshot: escopa_view_restore() into a view of
 * its own, for a client that has no view yet.
 *
 * @param buf The snapshot.
 * @param size Its size: exactly @ref ESCOPA_VIEW_SNAPSHOT_SIZE.
 * @param[out] view The new view; free it with escopa_view_free().
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p buf or @p view is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The bytes are not a view snapshot, or describe an
 *         impossible view.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_view_new_from_snapshot(const uint8_t *buf, size_t size, struct escopa_view **view,
			      struct escopa_parse_error *error);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_VIEW_H */
