/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Longer than the project's 800 lines a file: it is the documentation of
 * one group, the game's 40 functions, each block read on its own. */

/**
 * @file game.h
 * A game: dealing, turns, legal moves, playing, and the state of the table.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_GAME_H
#define ESCOPA_GAME_H

#include <escopa/common.h>
#include <escopa/cards.h>
#include <escopa/moves.h>
#include <escopa/rules.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup game Games
 *
 * A @ref escopa_game is a whole game: a copy of its rules, 2 to 4
 * players, the deal, the hands, the table, the stock, the captures and the
 * running scores. Its state has a fixed size and holds no pointers, so
 * escopa_game_clone() and escopa_game_copy() are plain copies, and listing
 * moves and playing never allocate. Games share nothing: any number of
 * them may be used in any number of threads, one thread per game at a
 * time.
 *
 * **Seats and sides.** Seats are numbered 0..players-1 in turn order. A
 * *side* is what scores: each seat alone, or with four players and
 * @ref ESCOPA_OPT_PARTNERSHIPS two sides, seat `s` on side `s % 2`.
 *
 * **Hands.** The first hand is dealt by the last seat, so seat 0 leads;
 * the deal then passes to the next seat each hand. A deal gives 3 cards
 * to each player starting after the dealer, then 4 cards face up to the
 * table, then applies @ref ESCOPA_OPT_INITIAL_TABLE. When every hand is
 * empty the dealer deals 3 more each from the stock; under
 * @ref ESCOPA_OPT_DEAL_ROTATION the next seat becomes the dealer of that
 * round first. With jokers, the cards that do not make a full round go
 * face up to the table with the last round (@ref ESCOPA_OPT_JOKERS).
 * After the last card of the stock is played the hand is over: the last
 * capture takes the table (@ref ESCOPA_OPT_LAST_CAPTURE_TAKES), the hand is
 * scored and added to the running scores, and the game ends if some side
 * reached the target with the highest total alone (@ref rules-game),
 * or when its last hand (@ref ESCOPA_OPT_HAND_LIMIT) is over.
 *
 * **Matches.** Under @ref ESCOPA_OPT_MATCH_GAMES a game is one game of a
 * match: once it is over, escopa_game_next_game() starts the next one
 * until escopa_game_match_over() says the match is decided.
 *
 * **Dealing.** escopa_game_new() takes a 64-bit seed. The seed drives a
 * SplitMix64 generator (Steele, Lea and Flood 2014) kept in the game, so
 * the same seed deals the same cards on every platform and compiler. Each
 * deal shuffles the deck, listed in ascending card id, by Fisher-Yates from
 * the last position down: for `i` from `n-1` to 1, swap position `i` with
 * position `j = r mod (i+1)`, where `r` is the next generator output at or
 * above `2^64 mod (i+1)` (outputs below are skipped, so the choice is
 * unbiased). The shuffled deck is dealt from position 0. A redeal under
 * @ref ESCOPA_INITIAL_REDEAL shuffles again. escopa_game_deal() instead
 * takes the deck order from the caller, for apps that deal real cards and
 * for tests.
 *
 * @code
 * struct escopa_rules *rules;
 * struct escopa_game *game;
 * escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules);
 * if (escopa_game_new(rules, 2, 42, &game) != ESCOPA_OK)
 *     return 1;
 * escopa_rules_free(rules);   // the game has its own copy
 *
 * enum escopa_phase phase;
 * while (escopa_game_phase(game, &phase) == ESCOPA_OK &&
 *        phase != ESCOPA_PHASE_GAME_OVER) {
 *     if (phase == ESCOPA_PHASE_HAND_OVER) {
 *         escopa_game_next_hand(game);
 *         continue;
 *     }
 *     escopa_move_t moves[256];
 *     size_t count;
 *     escopa_game_moves(game, moves, 256, &count);
 *     escopa_game_play(game, moves[0], NULL);   // always the first move
 * }
 * int winner;
 * escopa_game_winner(game, &winner);
 * escopa_game_free(game);
 * @endcode
 */

/**
 * @struct escopa_game
 * @ingroup game
 * An opaque game. Create it with escopa_game_new() or
 * escopa_game_clone(), free it with escopa_game_free().
 * @since 1.0
 */
struct escopa_game;

/**
 * @ingroup game
 * Where a game stands.
 * @since 1.0
 */
enum escopa_phase {
	/** A hand is in play: escopa_game_current_seat() is to move. */
	ESCOPA_PHASE_PLAYING = 0,
	/** A hand is over and scored; the game goes on with
	 *  escopa_game_next_hand() or escopa_game_deal(). */
	ESCOPA_PHASE_HAND_OVER = 1,
	/** The game is over; escopa_game_winner() names the winner. */
	ESCOPA_PHASE_GAME_OVER = 2,
	/** A deck given to escopa_game_deal() put a 15 on the first table
	 *  under @ref ESCOPA_INITIAL_REDEAL; the same dealer must deal again
	 *  with escopa_game_deal() or escopa_game_next_hand(). The table
	 *  shows the cards that caused it. */
	ESCOPA_PHASE_MISDEAL = 3,
};

/**
 * @ingroup game
 * Flags of @ref escopa_play_result.flags.
 * @since 1.0
 */
enum escopa_play_flag {
	/** The capture emptied the table. */
	ESCOPA_PLAYED_CLEARED_TABLE = 1u << 0,
	/** The capture scored a sweep (escoba, escopa, scopa): it emptied the
	 *  table, no joker helped, and it was not a last play that
	 *  @ref ESCOPA_OPT_SWEEP_ON_LAST_PLAY excludes. */
	ESCOPA_PLAYED_SWEEP = 1u << 1,
	/** The play ended the hand. */
	ESCOPA_PLAYED_HAND_OVER = 1u << 2,
	/** The play ended the game. */
	ESCOPA_PLAYED_GAME_OVER = 1u << 3,
	/** The play emptied every hand and new cards were dealt from the
	 *  stock. */
	ESCOPA_PLAYED_REDEALT = 1u << 4,
};

/** @ingroup game
 *  The current version of @ref escopa_play_result. @since 1.0 */
#define ESCOPA_PLAY_RESULT_VERSION 1

/**
 * @ingroup game
 * What a play did. The caller sets @ref escopa_play_result::version to
 * @ref ESCOPA_PLAY_RESULT_VERSION; later versions only append fields, and
 * the library fills only the fields of the version the caller names.
 * @since 1.0
 */
struct escopa_play_result {
	/** Set by the caller to @ref ESCOPA_PLAY_RESULT_VERSION. */
	unsigned int version;
	/** A combination of @ref escopa_play_flag. */
	unsigned int flags;
	/** The seat that played. */
	int seat;
	/** That seat's side. */
	int side;
	/** The move played. */
	escopa_move_t move;
	/** The table cards the capture took, without the played card; empty
	 *  for a trail or a set. */
	escopa_cardset_t taken;
	/** Points the sweep scored: 1, or one per 15 captured under
	 *  @ref ESCOPA_OPT_CAPTURE_MULTIPLES; 0 if no sweep. */
	int sweep_points;
	/** When the play ended the hand: the cards left on the table that the
	 *  last capture took (never a sweep), or that went to nobody. Empty
	 *  for every other play. */
	escopa_cardset_t last_take;
	/** The side that took @ref last_take, or -1 if nobody did or the
	 *  play did not end the hand. */
	int last_take_side;
};

/**
 * @ingroup game
 * Creates a game and deals its first hand from a seed.
 *
 * @param rules The rules; the game keeps its own copy.
 * @param players The number of players, 2..4.
 * @param seed Any value; equal seeds give equal deals everywhere.
 * @param[out] game The new game, to free with escopa_game_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules or @p game is NULL.
 * @retval ESCOPA_E_INVALID @p players is not 2, 3 or 4.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_new(const struct escopa_rules *rules, int players, uint64_t seed,
		struct escopa_game **game);

/**
 * @ingroup game
 * Frees a game. Freeing NULL does nothing.
 *
 * @param game The game, or NULL.
 * @since 1.0
 */
ESCOPA_EXPORT void
escopa_game_free(struct escopa_game *game);

/**
 * @ingroup game
 * Creates an independent copy of a game, random generator included.
 *
 * @param game The game.
 * @param[out] clone The copy, to free with escopa_game_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p clone is NULL.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_clone(const struct escopa_game *game, struct escopa_game **clone);

/**
 * @ingroup game
 * Copies the whole state of one game into another existing game, whatever
 * its rules or player count. Does not allocate. Copying a game onto itself
 * does nothing.
 *
 * @param dest The game to overwrite.
 * @param src The game to copy.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p dest or @p src is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_copy(struct escopa_game *dest, const struct escopa_game *src);

/**
 * @ingroup game
 * Whether two games are in the same state: same rules, players, deal,
 * position, scores and random generator.
 *
 * @param a A game.
 * @param b Another game.
 * @param[out] equal 1 if equal, 0 if not.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_equal(const struct escopa_game *a, const struct escopa_game *b,
		  int *equal);

/**
 * @ingroup game
 * Reads an option of the game's rules.
 *
 * @param game The game.
 * @param option An @ref escopa_option.
 * @param[out] value Its value.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p value is NULL.
 * @retval ESCOPA_E_OPTION @p option does not exist.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_option(const struct escopa_game *game, enum escopa_option option,
		   int *value);

/**
 * @ingroup game
 * A copy of the game's rules.
 *
 * @param game The game.
 * @param[out] rules A new rule set equal to the game's, to free with
 *             escopa_rules_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_rules(const struct escopa_game *game, struct escopa_rules **rules);

/**
 * @ingroup game
 * The number of players.
 *
 * @param game The game.
 * @param[out] players 2, 3 or 4.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_players(const struct escopa_game *game, int *players);

/**
 * @ingroup game
 * The number of sides: 2 for four players in partnerships, otherwise the
 * number of players.
 *
 * @param game The game.
 * @param[out] sides The number of sides.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_sides(const struct escopa_game *game, int *sides);

/**
 * @ingroup game
 * The side a seat plays for.
 *
 * @param game The game.
 * @param seat A seat.
 * @param[out] side Its side.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p side is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_side_of(const struct escopa_game *game, int seat, int *side);

/**
 * @ingroup game
 * The phase of the game.
 *
 * @param game The game.
 * @param[out] phase The phase.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_phase(const struct escopa_game *game, enum escopa_phase *phase);

/**
 * @ingroup game
 * The seat whose turn it is.
 *
 * @param game The game.
 * @param[out] seat The seat to play.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_current_seat(const struct escopa_game *game, int *seat);

/**
 * @ingroup game
 * The dealer of the current (or just finished) hand; under
 * @ref ESCOPA_OPT_DEAL_ROTATION, the dealer of the round in play (or of
 * the hand's last round).
 *
 * @param game The game.
 * @param[out] seat The dealer's seat.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_dealer(const struct escopa_game *game, int *seat);

/**
 * @ingroup game
 * The number of the current (or just finished) hand of this game, from 1
 * to 2^31 - 1. It starts again at 1 in
 * each game of a match.
 *
 * @param game The game.
 * @param[out] number The hand number.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_hand_number(const struct escopa_game *game, int *number);

/**
 * @ingroup game
 * The cards a seat holds.
 *
 * @param game The game.
 * @param seat A seat.
 * @param[out] cards The seat's hand.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p cards is NULL.
 * @retval ESCOPA_E_INVALID @p seat is not a seat of this game.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_hand(const struct escopa_game *game, int seat,
		 escopa_cardset_t *cards);

/**
 * @ingroup game
 * Every card on the table, whatever its pile.
 *
 * @param game The game.
 * @param[out] cards The table cards.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_table(const struct escopa_game *game, escopa_cardset_t *cards);

/**
 * @ingroup game
 * The table as piles, in ascending order of their card sets as numbers.
 * Without the stacking rule every pile is one card. The buffer rule is
 * that of escopa_card_format(): @p count receives the number of piles,
 * and the piles are written only if all of them fit. Pass `NULL, 0` to
 * ask for the count; a table never has more than
 * @ref ESCOPA_CARD_COUNT piles.
 *
 * @param game The game.
 * @param[out] piles The piles, or NULL if @p capacity is 0.
 * @param capacity The number of elements of @p piles.
 * @param[out] count The number of piles on the table.
 * @retval ESCOPA_OK Success, even if the piles did not fit.
 * @retval ESCOPA_E_NULL @p game or @p count is NULL, or @p piles is NULL
 *         and @p capacity is not 0.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_piles(const struct escopa_game *game, escopa_cardset_t *piles,
		  size_t capacity, size_t *count);

/**
 * @ingroup game
 * The stock, in the order the cards will be dealt. The buffer rule is
 * that of escopa_game_piles(). Pass `NULL, 0` to ask for the count.
 *
 * @param game The game.
 * @param[out] cards The stock, next card first, or NULL if @p capacity
 *             is 0.
 * @param capacity The number of elements of @p cards.
 * @param[out] count The number of cards in the stock.
 * @retval ESCOPA_OK Success, even if the cards did not fit.
 * @retval ESCOPA_E_NULL @p game or @p count is NULL, or @p cards is NULL
 *         and @p capacity is not 0.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_stock(const struct escopa_game *game, escopa_card_t *cards,
		  size_t capacity, size_t *count);

/**
 * @ingroup game
 * The cards a side has captured in the current (or just finished) hand.
 *
 * @param game The game.
 * @param side A side.
 * @param[out] cards The captured cards.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p cards is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_captured(const struct escopa_game *game, int side,
		     escopa_cardset_t *cards);

/**
 * @ingroup game
 * The sweep points a side has made in the current (or just finished) hand.
 *
 * @param game The game.
 * @param side A side.
 * @param[out] points The sweep points.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p points is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_sweeps(const struct escopa_game *game, int side, int *points);

/**
 * @ingroup game
 * The cards of this hand that count for nobody: a first table put aside
 * (@ref ESCOPA_INITIAL_SET_ASIDE), and table cards left at the end of a
 * hand that nobody took.
 *
 * @param game The game.
 * @param[out] cards Those cards.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_set_aside(const struct escopa_game *game, escopa_cardset_t *cards);

/**
 * @ingroup game
 * The side that made the last capture of the current hand, which will take
 * the cards left on the table at its end.
 *
 * @param game The game.
 * @param[out] side That side, or -1 if nobody has captured yet.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_last_capture_side(const struct escopa_game *game, int *side);

/**
 * @ingroup game
 * A side's running score: the points of every finished hand.
 *
 * @param game The game.
 * @param side A side.
 * @param[out] points The running score.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p points is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_score(const struct escopa_game *game, int side, int *points);

/**
 * @ingroup game
 * The side that won.
 *
 * A game ends without a winner only when its last hand ends with the
 * highest total shared: the hand of @ref ESCOPA_OPT_HAND_LIMIT, or, with
 * no limit, hand 2^31 - 1. @p side is then -1.
 *
 * @param game The game.
 * @param[out] side The winning side, or -1 for a drawn game.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE The game is not over.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_winner(const struct escopa_game *game, int *side);

/**
 * @ingroup game
 * Lists every legal move of the seat to play, each distinct choice of
 * captured piles as its own move.
 *
 * **Order.** Moves are grouped by the card played, in ascending card id.
 * For each card come first its captures, in ascending order of their
 * target card sets as unsigned numbers; then its trail, if legal; then its
 * sets onto piles, in ascending order of the piles' card sets. The order
 * depends only on the position.
 *
 * The count is exact even when it is too large to list: pass `NULL, 0` to
 * ask for it. Otherwise the first `min(count, capacity)` moves are
 * written. Never allocates.
 *
 * **How many.** A dealt game rarely has more than a few dozen moves, but a
 * position set up by hand can have far more: under
 * @ref ESCOPA_OPT_CAPTURE_MULTIPLES every set of table piles that adds up
 * to a multiple of 15 with the card is a capture. The most of any position
 * the readers accept is 1,832,519,380,199 (a joker played onto the other
 * joker and all 40 regular cards: five sets of piles in six capture);
 * without jokers 36,650,387,909 (a 10 played onto the other 39 cards).
 * Every count is below 2^42.
 *
 * **Cost.** Time grows with the moves written, plus a count of the rest:
 * on a table of single regular cards whose values add up to less than 64
 * (or any such table without capture multiples) the captures are walked
 * one by one, at most about 210,000 of them; on any other table they are
 * counted with a subset-sum table, in time proportional to the piles times
 * the table's total value, for each hand card. The slowest count of any
 * accepted position takes about a millisecond; listing a whole huge list
 * takes time in proportion to its length. @ref performance lists the measured
 * figures. escopa_game_moves_page() lists from any index on.
 *
 * Where a `size_t` has 32 bits (WebAssembly, 32-bit ARM) a count past
 * 2^32 - 1 saturates: escopa_game_move_count(), escopa_game_move_at64()
 * and escopa_game_moves_page64() count and index in 64 bits everywhere.
 *
 * @param game The game.
 * @param[out] moves The moves, or NULL if @p capacity is 0.
 * @param capacity The number of elements of @p moves.
 * @param[out] count The number of legal moves (saturating at SIZE_MAX).
 * @retval ESCOPA_OK Success, even if not every move fit.
 * @retval ESCOPA_E_NULL @p game or @p count is NULL, or @p moves is NULL
 *         and @p capacity is not 0.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_moves(const struct escopa_game *game, escopa_move_t *moves,
		  size_t capacity, size_t *count);

/**
 * @ingroup game
 * One legal move by its index in the order of escopa_game_moves(), without
 * listing the others: for picking a move uniformly at random, or reaching
 * into a list too long for a buffer. Never allocates.
 *
 * **Cost.** The moves before the index are counted, not walked: the
 * captures of each branch of the capture search are counted with a
 * subset-sum table and the search descends into the branch that holds the
 * index. Time is polynomial in the table (piles times the table's total
 * value, for each hand card and each set of taken jokers) and does not
 * depend on the index: at most some tens of microseconds on the largest
 * tables the readers accept (@ref performance-worst).
 *
 * A `size_t` index reaches every move on a 64-bit platform;
 * escopa_game_move_at64() reaches every move on every platform.
 *
 * @param game The game.
 * @param index The move's index, below the count escopa_game_moves()
 *        reports.
 * @param[out] move The move.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p move is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_INVALID @p index is not below the number of legal
 *         moves.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_move_at(const struct escopa_game *game, size_t index, escopa_move_t *move);

/**
 * @ingroup game
 * A page of the legal moves: those from index @p start on, in the order of
 * escopa_game_moves(), as many as fit. For walking a list too long for
 * one buffer: pass `start = 0`, then the previous start plus @p written,
 * until @p start reaches @p count. Never allocates.
 *
 * **Cost.** The start is found as escopa_game_move_at() finds a move, in
 * time that does not depend on it; each move written then costs about as
 * much as in escopa_game_moves().
 *
 * @param game The game.
 * @param start The index of the first move to write, at most the number
 *        of legal moves.
 * @param[out] moves The moves, or NULL if @p capacity is 0.
 * @param capacity The number of elements of @p moves.
 * @param[out] written The number of moves written: `min(capacity, count -
 *             start)`.
 * @param[out] count The number of legal moves (saturating at SIZE_MAX).
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game, @p written or @p count is NULL, or
 *         @p moves is NULL and @p capacity is not 0.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_INVALID @p start is above the number of legal moves;
 *         nothing is written.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_moves_page(const struct escopa_game *game, size_t start, escopa_move_t *moves,
		       size_t capacity, size_t *written, size_t *count);

/**
 * @ingroup game
 * The number of legal moves of the seat to play, exact on every platform:
 * the count escopa_game_moves() reports for `NULL, 0`, in 64 bits even
 * where a `size_t` has 32 (WebAssembly, 32-bit ARM). Every count is below
 * 2^42 (escopa_game_moves(), "How many"), so it is also exact as a double
 * (a JavaScript Number). Never allocates.
 *
 * **Cost.** That of counting with escopa_game_moves(): at most about a
 * millisecond on the largest tables the readers accept (@ref performance-worst).
 *
 * @param game The game.
 * @param[out] count The number of legal moves.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_move_count(const struct escopa_game *game, uint64_t *count);

/**
 * @ingroup game
 * escopa_game_move_at() with a 64-bit index: one legal move by its index
 * in the order of escopa_game_moves(), reaching every move on every
 * platform. Never allocates.
 *
 * **Cost.** As escopa_game_move_at(): polynomial in the table, not
 * dependent on the index, at most some tens of microseconds.
 *
 * @param game The game.
 * @param index The move's index, below escopa_game_move_count().
 * @param[out] move The move.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p move is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_INVALID @p index is not below the number of legal
 *         moves.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_move_at64(const struct escopa_game *game, uint64_t index, escopa_move_t *move);

/**
 * @ingroup game
 * escopa_game_moves_page() with a 64-bit start and count: the legal moves
 * from index @p start on, as many as fit, and the exact number of legal
 * moves, on every platform. A page is a buffer, so its size stays a
 * `size_t`. Never allocates.
 *
 * **Cost.** As escopa_game_moves_page(): the start is found in time that
 * does not depend on it, then each move written costs about as much as
 * in escopa_game_moves().
 *
 * @param game The game.
 * @param start The index of the first move to write, at most the number
 *        of legal moves.
 * @param[out] moves The moves, or NULL if @p capacity is 0.
 * @param capacity The number of elements of @p moves.
 * @param[out] written The number of moves written: `min(capacity, count -
 *             start)`.
 * @param[out] count The number of legal moves.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game, @p written or @p count is NULL, or
 *         @p moves is NULL and @p capacity is not 0.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_INVALID @p start is above the number of legal moves;
 *         nothing is written.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_moves_page64(const struct escopa_game *game, uint64_t start, escopa_move_t *moves,
			 size_t capacity, size_t *written, uint64_t *count);

/**
 * @ingroup game
 * Whether a move is legal for the seat to play.
 *
 * **Cost.** A capture is checked by itself, in time proportional to the
 * table's stacked piles; a trail or a set asks which hand cards can
 * capture, one subset-sum test per hand card, in time proportional to the
 * piles times the table's total value: a few microseconds at most.
 *
 * @param game The game.
 * @param move A move.
 * @retval ESCOPA_OK The move is legal.
 * @retval ESCOPA_E_NULL @p game is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_MOVE @p move is not a well-formed move.
 * @retval ESCOPA_E_ILLEGAL @p move is not legal here; escopa_game_refusal()
 *         says why.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_is_legal(const struct escopa_game *game, escopa_move_t move);

/**
 * @ingroup game
 * Plays a move for the seat to play. An illegal move changes nothing.
 * Never allocates. It checks the move as escopa_game_is_legal() does and
 * then applies it in time proportional to the table's piles.
 *
 * @param game The game.
 * @param move A legal move.
 * @param[in,out] result NULL, or a result whose version the caller set;
 *                filled on success.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game is NULL.
 * @retval ESCOPA_E_INVALID @p result has a version this library does not
 *         know.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_MOVE @p move is not a well-formed move.
 * @retval ESCOPA_E_ILLEGAL @p move is not legal here; escopa_game_refusal()
 *         says why.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_play(struct escopa_game *game, escopa_move_t move,
		 struct escopa_play_result *result);

/**
 * @ingroup game
 * Plays a move and reads what comes next, in one call: escopa_game_play(),
 * then the phase, the seat to play and escopa_game_moves() of the position
 * the move leads to. For bindings and agents that list the next moves
 * after every play, where each call into the library costs more than the
 * work (a Python call through ctypes). Never allocates.
 *
 * @param game The game.
 * @param move A legal move.
 * @param[in,out] result NULL, or a result whose version the caller set;
 *                filled on success.
 * @param[out] phase The phase after the move.
 * @param[out] seat The seat to play next, or -1 when no hand is in play
 *             (the hand or the game is over).
 * @param[out] moves Room for @p capacity moves, or NULL when @p capacity
 *             is 0: the first `min(count, capacity)` legal moves of the
 *             seat to play next, in the order of escopa_game_moves().
 * @param capacity The room in @p moves.
 * @param[out] count The number of legal moves of the seat to play next,
 *             exact as escopa_game_moves() counts them; 0 when no hand is
 *             in play.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game, @p phase, @p seat or @p count is NULL,
 *         or @p moves is NULL with a @p capacity.
 * @retval ESCOPA_E_INVALID @p result has a version this library does not
 *         know.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_MOVE @p move is not a well-formed move.
 * @retval ESCOPA_E_ILLEGAL @p move is not legal here; escopa_game_refusal()
 *         says why.
 *
 * On any error nothing is played and nothing is written.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_play_next(struct escopa_game *game, escopa_move_t move,
		      struct escopa_play_result *result, enum escopa_phase *phase,
		      int *seat, escopa_move_t *moves, size_t capacity, size_t *count);

/**
 * @ingroup game
 * Deals the next hand from the game's random generator: after a hand is
 * over the deal passes to the next seat (under
 * @ref ESCOPA_OPT_DEAL_ROTATION, the seat after the dealer of the hand's
 * last round); after a misdeal the same dealer deals again. Once the game
 * is over, escopa_game_next_game() starts the next game of a match.
 *
 * @param game The game.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game is NULL.
 * @retval ESCOPA_E_PHASE The phase is not @ref ESCOPA_PHASE_HAND_OVER or
 *         @ref ESCOPA_PHASE_MISDEAL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_next_hand(struct escopa_game *game);

/**
 * @ingroup game
 * Deals a hand from a deck order the caller gives, position 0 first
 * (see @ref game for the dealing order). In phase
 * @ref ESCOPA_PHASE_HAND_OVER it deals the next hand, passing the deal on;
 * after a misdeal, or before the first card of a hand is played, it deals
 * the current hand again with the same dealer. The game's random generator
 * is not used.
 *
 * @param game The game.
 * @param deck Every card of the rules' deck once: the 40 regular cards
 *        plus the jokers of @ref ESCOPA_OPT_JOKERS.
 * @param count The number of cards in @p deck.
 * @retval ESCOPA_OK Success; the phase is then @ref ESCOPA_PHASE_PLAYING or
 *         @ref ESCOPA_PHASE_MISDEAL.
 * @retval ESCOPA_E_NULL @p game or @p deck is NULL.
 * @retval ESCOPA_E_PHASE The game is over, or a card of this hand was
 *         played already.
 * @retval ESCOPA_E_DECK @p deck is not a permutation of the deck.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_deal(struct escopa_game *game, const escopa_card_t *deck,
		 size_t count);

/**
 * @ingroup game
 * Starts the next game of a match (@ref ESCOPA_OPT_MATCH_GAMES): the
 * running scores go back to 0, the hand number to 1, the deal passes to
 * the next seat, and the hand is dealt from the game's random generator.
 * The games won so far are kept.
 *
 * @code
 * int over;
 * while (escopa_game_match_over(game, &over) == ESCOPA_OK && !over) {
 *     play_one_game(game);            // until ESCOPA_PHASE_GAME_OVER
 *     if (escopa_game_match_over(game, &over) == ESCOPA_OK && !over)
 *         escopa_game_next_game(game);
 * }
 * @endcode
 *
 * @param game The game.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game is NULL.
 * @retval ESCOPA_E_PHASE The game is not over, or the match is.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_next_game(struct escopa_game *game);

/**
 * @ingroup game
 * The number of the current game in its match, from 1. Games past
 * @ref ESCOPA_OPT_MATCH_GAMES are deciding games.
 *
 * @param game The game.
 * @param[out] number The game number, 1..65535.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_match_game(const struct escopa_game *game, int *number);

/**
 * @ingroup game
 * The games a side has won in this match, the current game included once
 * it is over.
 *
 * @param game The game.
 * @param side A side.
 * @param[out] games The games won.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p games is NULL.
 * @retval ESCOPA_E_INVALID @p side is not a side of this game.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_match_wins(const struct escopa_game *game, int side, int *games);

/**
 * @ingroup game
 * Whether the match is over: the current game is over, at least
 * @ref ESCOPA_OPT_MATCH_GAMES games were played, and one side alone has
 * won the most of them. With equal most wins deciding games follow, one
 * at a time. A single game (match_games 1) is a match that is over when
 * the game is won; a drawn single game is followed by a decider too. The
 * match also ends, maybe drawn, after game 65535.
 *
 * @param game The game.
 * @param[out] over 1 if the match is over, else 0.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_match_over(const struct escopa_game *game, int *over);

/**
 * @ingroup game
 * The side that won the match: the one that won the most games.
 *
 * @param game The game.
 * @param[out] side That side; -1 only for a match drawn after game 65535.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE The match is not over.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_match_winner(const struct escopa_game *game, int *side);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_GAME_H */
