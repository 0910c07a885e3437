/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file bot.h
 * Search players: one object for every kind of computer player, levels
 * for apps, and the analysis of every legal move.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_BOT_H
#define ESCOPA_BOT_H

#include <escopa/common.h>
#include <escopa/moves.h>
#include <escopa/game.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup bot Search players
 *
 * A player object (`struct escopa_bot`: `enum escopa_player` of 1.1 keeps
 * its name) made once with its kind and options. All its memory is sized
 * when it is made: choosing a move and analysing a position never
 * allocate. It has no global state; separate players may run in separate
 * threads at once (one player is used by one thread at a time). With an
 * iteration budget and no time budget its choices depend only on its
 * options and on what the seat can see, on every platform. The kinds,
 * levels, budgets and measured strength are in @ref players.
 *
 * @code
 * struct escopa_bot *bot;
 * escopa_move_t move;
 * if (escopa_bot_new_level(ESCOPA_LEVEL_EXPERT, 42, &bot) == ESCOPA_OK &&
 *     escopa_bot_choose_game(bot, game, &move) == ESCOPA_OK)
 *     escopa_game_play(game, move, NULL);
 * escopa_bot_free(bot);
 * @endcode
 */

/**
 * @ingroup bot
 * The kinds of player.
 * @since 1.4
 */
enum escopa_bot_kind {
	/** A uniformly random legal move, as @ref ESCOPA_PLAYER_RANDOM. */
	ESCOPA_BOT_RANDOM = 0,
	/** The greedy heuristic of @ref ESCOPA_PLAYER_GREEDY. */
	ESCOPA_BOT_GREEDY = 1,
	/** Perfect-information Monte Carlo: the hidden cards are dealt at
	 *  random many times, every legal move is judged on every sampled
	 *  deal by a greedy playout of the rest of the hand, or by an exact
	 *  search once few cards are left (the other sides playing as the
	 *  greedy player, or their best); the best mean wins. */
	ESCOPA_BOT_PIMC = 2,
	/** Single-observer information-set Monte Carlo tree search, its nodes
	 *  in a table sized at creation and keyed by 64-bit keys. */
	ESCOPA_BOT_ISMCTS = 3,
	/** The PIMC search on the true game: it sees every card. Only an
	 *  upper bound for measurements, it needs escopa_bot_choose_game(). */
	ESCOPA_BOT_OMNISCIENT = 4,
};

/**
 * @ingroup bot
 * The levels an app offers, from the weakest; each is a kind and a budget
 * listed in @ref players.
 * @since 1.4
 */
enum escopa_level {
	/** Loses to the greedy player: a greedy player that plays a random
	 *  move a third of the time. */
	ESCOPA_LEVEL_EASY = 0,
	/** A fast PIMC player: 24 deals, about 0.1 ms a move. */
	ESCOPA_LEVEL_MEDIUM = 1,
	/** PIMC with 64 deals and the exact search of the last two rounds. */
	ESCOPA_LEVEL_HARD = 2,
	/** The strongest level: PIMC racing 400 deals' work over the moves
	 *  (`racing` 1) and the exact search of the last 6 cards (the last
	 *  round of two players), about 1.5 ms a move. */
	ESCOPA_LEVEL_EXPERT = 3,
};

/** The version of struct escopa_bot_options this header describes. */
#define ESCOPA_BOT_OPTIONS_VERSION 1

/**
 * @ingroup bot
 * How a player searches. Fill it with escopa_bot_options_init(), then
 * change fields; every field not said otherwise takes 0 for the kind's
 * default.
 * @since 1.4
 */
struct escopa_bot_options {
	/** @ref ESCOPA_BOT_OPTIONS_VERSION. */
	uint32_t version;
	/** The budget per decision: sampled deals for PIMC and omniscient
	 *  (each judges every legal move), tree iterations for ISMCTS; 0 for
	 *  the kind's default. */
	uint32_t iterations;
	/** A time budget per decision in milliseconds, 0 for none. With both
	 *  budgets the search stops at the first reached; a time budget makes
	 *  choices depend on the machine. */
	uint32_t time_ms;
	/** Threads that share a decision, 1 to 64: deals or iterations are
	 *  split among them by number, so the result does not depend on
	 *  their timing. 0 is 1. */
	uint32_t threads;
	/** The seed of every decision's generator, mixed with what the seat
	 *  sees. */
	uint64_t seed;
	/** The exact search of the rest of the hand (on each sampled deal)
	 *  starts when at most this many cards are left in the hands and the
	 *  stock, 1 to 40; 0 for the default 6, the last round of two players.
	 *  Its cost grows fast: 12 costs little, 18 several times more. */
	uint32_t endgame_cards;
	/** In thousandths, 0 to 1000: the chance that a decision is a
	 *  uniformly random legal move instead, to make weaker players. */
	uint32_t randomness;
	/** ISMCTS's exploration constant in thousandths of a point; 0 for the
	 *  default. */
	uint32_t exploration;
	/** ISMCTS's node table size, 0 for the default 65536; at most 2^24. */
	uint32_t nodes;
	/** PIMC's look-ahead on each sampled deal, 1 or 2; 0 for the
	 *  default 1. With 1 a move is judged by the greedy playout that
	 *  follows it; with 2 the seat's own next move is chosen too, the best
	 *  of its playouts on that deal, before the playout goes on. */
	uint32_t lookahead;
	/** How PIMC's exact search of the end of a hand plays the other
	 *  sides: 0 as the greedy player, the model of them its playouts use
	 *  too; 1 each plays its best against the seat, on the sampled deal
	 *  (minimax; with three sides, all against the seat). */
	uint32_t minimax;
	/** How PIMC spends its deals on a decision (not an analysis): 0 every
	 *  legal move on every deal; 1 in rounds, each round's deals on the
	 *  better half of the moves still in the race (successive halving), so
	 *  the best moves get several times the deals for the same work. */
	uint32_t racing;
	/** Zero. */
	uint32_t reserved[5];
};

/**
 * @ingroup bot
 * One legal move and what the analysis thinks it is worth.
 * @since 1.4
 */
struct escopa_move_value {
	/** The move. */
	escopa_move_t move;
	/** The estimated points of the rest of the hand for the seat's side
	 *  minus those of the other sides (their mean with three sides),
	 *  sweeps included. */
	double value;
	/** The sampled deals or tree visits behind the value. */
	uint32_t samples;
	/** Zero. */
	uint32_t reserved;
};

/** A player object; see @ref bot. */
struct escopa_bot;
/* A seat's view (view.h). */
struct escopa_view;

/**
 * @ingroup bot
 * Fills options with a kind's defaults.
 * @param[out] options The options.
 * @param kind An @ref escopa_bot_kind.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p options is NULL.
 * @retval ESCOPA_E_INVALID @p kind is not an @ref escopa_bot_kind; @p options is unchanged.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_options_init(struct escopa_bot_options *options, enum escopa_bot_kind kind);

/**
 * @ingroup bot
 * Makes a player; all its memory is allocated here.
 * @param kind An @ref escopa_bot_kind.
 * @param options NULL for the kind's defaults, or options whose version
 *                is @ref ESCOPA_BOT_OPTIONS_VERSION.
 * @param[out] bot The new player, for escopa_bot_free(); unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot is NULL.
 * @retval ESCOPA_E_INVALID @p kind is not an @ref escopa_bot_kind, or the
 *         options' version is not @ref ESCOPA_BOT_OPTIONS_VERSION.
 * @retval ESCOPA_E_RANGE An option is out of its range, or a reserved
 *         field is not zero.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_new(enum escopa_bot_kind kind, const struct escopa_bot_options *options,
	       struct escopa_bot **bot);

/**
 * @ingroup bot
 * Makes the player of a level (@ref players lists each level's kind and
 * budget).
 * @param level An @ref escopa_level.
 * @param seed The seed of its decisions.
 * @param[out] bot The new player; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot is NULL.
 * @retval ESCOPA_E_INVALID @p level is not an @ref escopa_level.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_new_level(enum escopa_level level, uint64_t seed, struct escopa_bot **bot);

/**
 * @ingroup bot
 * Frees a player; NULL is allowed.
 * @param bot The player.
 * @since 1.4
 */
ESCOPA_EXPORT void
escopa_bot_free(struct escopa_bot *bot);

/**
 * @ingroup bot
 * The kind and options a player was made with.
 * @param bot The player.
 * @param[out] kind Its kind; may be NULL.
 * @param[out] options Its options, defaults filled in; may be NULL.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_get(const struct escopa_bot *bot, enum escopa_bot_kind *kind,
	       struct escopa_bot_options *options);

/**
 * @ingroup bot
 * Chooses a move from a seat's view: all a fair player may know. Never
 * allocates.
 * @param bot The player; not @ref ESCOPA_BOT_OMNISCIENT.
 * @param view The view of the seat to play.
 * @param[out] move A legal move of that seat; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID The player is omniscient: it needs the game.
 * @retval ESCOPA_E_PHASE No hand is in play, or the view's seat is not to
 *         play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_choose(struct escopa_bot *bot, const struct escopa_view *view, escopa_move_t *move);

/**
 * @ingroup bot
 * The analysis of every legal move of a seat's view, as
 * escopa_bot_analyze_game() gives it for that seat. Never allocates.
 * @param bot The player; not @ref ESCOPA_BOT_OMNISCIENT.
 * @param view The view of the seat to play.
 * @param[out] values Room for @p capacity values; may be NULL if
 *                    @p capacity is 0.
 * @param capacity Room in @p values.
 * @param[out] count The number of legal moves analysed (at most 512);
 *                   values are written only if it is at most @p capacity.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID The player is omniscient.
 * @retval ESCOPA_E_PHASE No hand is in play, or the view's seat is not to
 *         play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_analyze(struct escopa_bot *bot, const struct escopa_view *view,
		   struct escopa_move_value *values, size_t capacity, size_t *count);

/**
 * @ingroup bot
 * Chooses a move for the seat to play of a game. Every kind but
 * @ref ESCOPA_BOT_OMNISCIENT uses only what that seat can see (its own
 * hand, the table, the captures, the counts of hidden cards), so it plays
 * exactly as it would from that seat's view. Never allocates.
 * @param bot The player.
 * @param game The game, in @ref ESCOPA_PHASE_PLAYING.
 * @param[out] move A legal move; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_choose_game(struct escopa_bot *bot, const struct escopa_game *game,
		       escopa_move_t *move);

/**
 * @ingroup bot
 * The analysis of every legal move of the seat to play of a game, in the
 * order of escopa_game_moves(), by the player's search (random and greedy
 * players search as PIMC with 64 deals). Fair as escopa_bot_choose_game().
 * Never allocates.
 * @param bot The player.
 * @param game The game, in @ref ESCOPA_PHASE_PLAYING.
 * @param[out] values Room for @p capacity values; may be NULL if
 *                    @p capacity is 0.
 * @param capacity Room in @p values.
 * @param[out] count The number of legal moves analysed (at most 512, the
 *                   first in list order); values are written only if it
 *                   is at most @p capacity.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_analyze_game(struct escopa_bot *bot, const struct escopa_game *game,
			struct escopa_move_value *values, size_t capacity, size_t *count);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_BOT_H */
