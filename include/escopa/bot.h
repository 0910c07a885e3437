/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file bot.h
 * Bots: one object for every kind of computer opponent, configured by
 * option as rules are, levels for apps, and the analysis of every legal
 * move.
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
 * @defgroup bot Bots
 *
 * A bot (`struct escopa_bot`) is a computer opponent: an object made once
 * with a kind (@ref escopa_bot_kind) or a level (@ref escopa_level) and a
 * seed, whose options are set and read one at a time by an
 * @ref escopa_bot_option, as rules are: every value is an `int` with
 * bounds that escopa_bot_option_bounds() reports for each kind, a value
 * outside them is refused with @ref ESCOPA_E_RANGE, and options are only
 * ever appended. All its memory is sized when it is made or when an
 * option that sizes it is set: choosing a move and analysing a position
 * never allocate. It has no global state; separate bots may run in
 * separate threads at once (one bot is used by one thread at a time, and
 * options are never set during a decision). With no time budget its
 * choices depend only on its kind, seed and options and on what the seat
 * can see, on every platform. The kinds, levels, budgets, worst cases and
 * measured strength are in @ref players.
 *
 * **Cost.** Every decision's work is bounded whatever the budget: PIMC's
 * deals and ISMCTS's iterations spend at most a fixed amount of work (a
 * listed move being the unit), counted within every playout and exact
 * solve. A PIMC decision whose deals would spend more (a hand-made table
 * of hundreds of captures) plays the greedy move instead, the same on any
 * number of threads; an ISMCTS decision stops iterating. On the worst
 * positions the readers accept, one decision of any kind or level took at
 * most 0.16 s of one core in tests/bench/bench-bots-worst (@ref players,
 * "What bounds a decision", gives each kind's and level's figure). A time
 * budget is read after every listing and every weighing of moves: a
 * decision returns within 2 ms of it on one core, and one that judged
 * nothing in time plays the greedy move.
 *
 * **Bots and the 1.1 players.** escopa_game_choose_move() (@ref player)
 * is a stateless function of a game and the caller's generator; a bot is
 * an object with its own seed that plays from a seat's view.
 * @ref ESCOPA_BOT_GREEDY chooses the move that escopa_game_choose_move()
 * chooses with @ref ESCOPA_PLAYER_GREEDY on the same game, as long as
 * `randomness` and `mistakes` are 0. @ref ESCOPA_BOT_RANDOM chooses uniformly
 * among the legal moves as @ref ESCOPA_PLAYER_RANDOM does, but its draw
 * comes from the bot's seed and the seat's view, not from the caller's
 * generator, so it does not reproduce the 1.1 player's sequence of moves.
 *
 * @code
 * struct escopa_bot *bot;
 * escopa_move_t move;
 * if (escopa_bot_new(ESCOPA_BOT_PIMC, 42, &bot) == ESCOPA_OK) {
 *     escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, 400);
 *     escopa_bot_set(bot, ESCOPA_BOT_OPT_RACING, 1);
 *     if (escopa_bot_choose_game(bot, game, &move) == ESCOPA_OK)
 *         escopa_game_play(game, move, NULL);
 *     escopa_bot_free(bot);
 * }
 * int min, max;
 * escopa_bot_option_bounds(ESCOPA_BOT_PIMC, ESCOPA_BOT_OPT_ITERATIONS, &min, &max);
 * @endcode
 */

/**
 * @ingroup bot
 * The kinds of bot.
 * @since 1.4
 */
enum escopa_bot_kind {
	/** A uniformly random legal move (see @ref bot for how it relates to
	 *  @ref ESCOPA_PLAYER_RANDOM). */
	ESCOPA_BOT_RANDOM = 0,
	/** The greedy heuristic of @ref ESCOPA_PLAYER_GREEDY, from the seat's
	 *  view. */
	ESCOPA_BOT_GREEDY = 1,
	/** Perfect-information Monte Carlo: the hidden cards are dealt at
	 *  random many times, every legal move is judged on every sampled
	 *  deal by a greedy playout of the rest of the hand, or by an exact
	 *  search once few cards are left (the other sides playing as
	 *  @ref ESCOPA_BOT_OPT_OPPONENT_MODEL says); the best mean wins. */
	ESCOPA_BOT_PIMC = 2,
	/** Single-observer information-set Monte Carlo tree search, its nodes
	 *  in a table sized when the bot is made and keyed by 64-bit keys. */
	ESCOPA_BOT_ISMCTS = 3,
	/** The PIMC search on the true game: it sees every card. Only an
	 *  upper bound for measurements, it needs escopa_bot_choose_game(). */
	ESCOPA_BOT_OMNISCIENT = 4,
};

/**
 * @ingroup bot
 * The levels an app offers, from the weakest; each is a kind and options
 * listed in @ref players, none with a time budget.
 * @since 1.4
 */
enum escopa_level {
	/** A beginner, who loses to the greedy bot: greedy, but four
	 *  decisions in five played as a beginner with a blind spot would
	 *  (`mistakes` 800). */
	ESCOPA_LEVEL_EASY = 0,
	/** A small PIMC bot, 8 deals, that plays one decision in five as a
	 *  beginner would (`mistakes` 200): about level with the greedy
	 *  bot. */
	ESCOPA_LEVEL_MEDIUM = 1,
	/** A fast PIMC bot, 24 deals, about 0.05 ms a move. */
	ESCOPA_LEVEL_HARD = 2,
	/** The strongest level: PIMC racing 400 deals' work over the moves
	 *  (`racing` 1) and the exact search of the last 6 cards (the last
	 *  round of two players), about 0.7 ms a move. */
	ESCOPA_LEVEL_EXPERT = 3,
};

/**
 * @ingroup bot
 * The options of a bot, set with escopa_bot_set() and read with
 * escopa_bot_get(). Every value is an `int` within the bounds
 * escopa_bot_option_bounds() gives for the bot's kind; a new bot has its
 * kind's defaults, listed here. An option a kind does not use keeps its
 * bounds and has no effect. Values are stable; new options are appended.
 * @since 1.4
 */
enum escopa_bot_option {
	/** The budget of a decision: sampled deals for PIMC (each judges
	 *  every legal move), tree iterations for ISMCTS. PIMC 1 to 100,000,
	 *  default 200; ISMCTS 1 to 1,000,000, default 5000; omniscient 1 to
	 *  100,000, default 1, and no effect (its one deal is the true one);
	 *  random and greedy 1 to 100,000, default 1, no effect. A decision's
	 *  work is bounded too (@ref bot, "Cost"): a big table gets fewer deals
	 *  or iterations than the budget. @since 1.4 */
	ESCOPA_BOT_OPT_ITERATIONS = 0,
	/** A time budget per decision in milliseconds, 0 to 3,600,000; 0 (the
	 *  default) is none. The search stops at the first budget reached,
	 *  within 2 ms of the time budget on one core; a decision that
	 *  judged no deal or iteration in time plays the greedy move (as
	 *  escopa_game_choose_move() with @ref ESCOPA_PLAYER_GREEDY). A time
	 *  budget makes choices depend on the machine. No effect on random and
	 *  greedy bots, whose decisions are short. @since 1.4 */
	ESCOPA_BOT_OPT_TIME_MS = 1,
	/** Threads that share a decision, 1 to 64, default 1: deals or
	 *  iterations are split among them by number, so the result does not
	 *  depend on their timing (PIMC's is the same on any number; ISMCTS
	 *  grows a tree per thread). The threads beyond the caller's are
	 *  started when this is set, and stopped by escopa_bot_free(). No
	 *  effect on random and greedy bots, which start none. @since 1.4 */
	ESCOPA_BOT_OPT_THREADS = 2,
	/** PIMC and omniscient: the exact search of the rest of the hand (on
	 *  each sampled deal) starts when at most this many cards are left in
	 *  the hands and the stock, 0 to 40; default 6, the last round of two
	 *  players; 0 never searches exactly. Its cost grows fast: 12 costs
	 *  little, 18 several times more. @since 1.4 */
	ESCOPA_BOT_OPT_ENDGAME_CARDS = 3,
	/** In thousandths, 0 to 1000, default 0: the chance that a decision is
	 *  a uniformly random legal move instead, to make weaker bots.
	 *  @since 1.4 */
	ESCOPA_BOT_OPT_RANDOMNESS = 4,
	/** ISMCTS: the exploration constant of its UCB selection, in
	 *  thousandths of a point, 0 to 100,000, default 6000. @since 1.4 */
	ESCOPA_BOT_OPT_EXPLORATION = 5,
	/** ISMCTS: the size of its node table (one per thread), 16 to 2^24,
	 *  default 65536, rounded up to a power of two; setting it on an ISMCTS
	 *  bot allocates the tables anew. @since 1.4 */
	ESCOPA_BOT_OPT_NODES = 6,
	/** PIMC: the look-ahead on each sampled deal, 1 or 2, default 1. With
	 *  1 a move is judged by the greedy playout that follows it; with 2
	 *  the seat's own next move is chosen too, the best of its playouts on
	 *  that deal, before the playout goes on. @since 1.4 */
	ESCOPA_BOT_OPT_LOOKAHEAD = 7,
	/** PIMC and omniscient: how the exact search of the end of a hand
	 *  plays the other sides, an @ref escopa_opponent_model; default
	 *  @ref ESCOPA_OPPONENT_MODEL_NONE (their best play) since 1.5, so
	 *  that no default assumes how its opponents play; 1.4's default was
	 *  @ref ESCOPA_OPPONENT_MODEL_GREEDY. @since 1.4 */
	ESCOPA_BOT_OPT_OPPONENT_MODEL = 8,
	/** PIMC: how a decision (not an analysis) spends its deals, 0 or 1,
	 *  default 0: 0 every legal move on every deal; 1 in rounds, each
	 *  round's deals on the better half of the moves still in the race
	 *  (successive halving), so that the best moves get several times the
	 *  deals for the same work. @since 1.4 */
	ESCOPA_BOT_OPT_RACING = 9,
	/** In thousandths, 0 to 1000, default 0: the chance that a decision
	 *  is played as a beginner would, instead of by the bot's kind: a
	 *  beginner with one blind spot drawn for that decision (it misses
	 *  captures of three piles or more, forgets the sweep danger, values
	 *  sevens and coins as plain cards, or grabs the most cards) plays the
	 *  best move of a simple evaluation from the seat's view. A mistake
	 *  is always a move a person could have meant, never a random one;
	 *  @ref players lists the model and its weights. Drawn after
	 *  `randomness` (a random decision is no mistake); no effect on random
	 *  bots, nor on analyses. @since 1.5 */
	ESCOPA_BOT_OPT_MISTAKES = 10,
};

/**
 * @ingroup bot
 * How PIMC's exact end-of-hand search plays the sides other than the
 * seat's (@ref ESCOPA_BOT_OPT_OPPONENT_MODEL).
 * @since 1.4
 */
enum escopa_opponent_model {
	/** No model: each other side plays its best against the seat, on the
	 *  sampled deal (minimax; with three sides, all against the seat).
	 *  @since 1.4 */
	ESCOPA_OPPONENT_MODEL_NONE = 0,
	/** They play as the greedy bot: the model of them the playouts use
	 *  too. Right against the greedy bot, a bet against anyone else: an
	 *  explicit choice, never a default. @since 1.4 */
	ESCOPA_OPPONENT_MODEL_GREEDY = 1,
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

/** A bot; see @ref bot. @since 1.4 */
struct escopa_bot;
/* A seat's view (view.h). */
struct escopa_view;

/**
 * @ingroup bot
 * Makes a bot of a kind with that kind's default options; all its memory
 * is allocated here (and by escopa_bot_set() of the options that size it).
 * @param kind An @ref escopa_bot_kind.
 * @param seed The seed of every decision's generator, mixed with what the
 *             seat sees.
 * @param[out] bot The new bot, for escopa_bot_free(); unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot is NULL.
 * @retval ESCOPA_E_INVALID @p kind is not an @ref escopa_bot_kind.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_new(enum escopa_bot_kind kind, uint64_t seed, struct escopa_bot **bot);

/**
 * @ingroup bot
 * Makes the bot of a level (@ref players lists each level's kind and
 * options); its options may be changed afterwards like any bot's.
 * @param level An @ref escopa_level.
 * @param seed The seed of its decisions.
 * @param[out] bot The new bot; unchanged on error.
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
 * Frees a bot and stops its threads; NULL is allowed.
 * @param bot The bot.
 * @since 1.4
 */
ESCOPA_EXPORT void
escopa_bot_free(struct escopa_bot *bot);

/**
 * @ingroup bot
 * Sets one option of a bot. Setting @ref ESCOPA_BOT_OPT_THREADS (to
 * another number) or, on an ISMCTS bot, @ref ESCOPA_BOT_OPT_NODES
 * allocates the bot's threads or node tables anew; no other option
 * allocates. Never call it while the bot is deciding.
 * @param bot The bot.
 * @param option An @ref escopa_bot_option.
 * @param value Its new value, within escopa_bot_option_bounds() for the
 *              bot's kind.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot is NULL.
 * @retval ESCOPA_E_OPTION @p option is not an @ref escopa_bot_option.
 * @retval ESCOPA_E_RANGE @p value is outside the option's bounds for the
 *         bot's kind.
 * @retval ESCOPA_E_NOMEM Out of memory, or a thread could not be started.
 * On any error the bot is unchanged.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_set(struct escopa_bot *bot, enum escopa_bot_option option, int value);

/**
 * @ingroup bot
 * Reads one option of a bot: the value in force (a new bot's are its
 * kind's or level's defaults).
 * @param bot The bot.
 * @param option An @ref escopa_bot_option.
 * @param[out] value The value; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot or @p value is NULL.
 * @retval ESCOPA_E_OPTION @p option is not an @ref escopa_bot_option.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_get(const struct escopa_bot *bot, enum escopa_bot_option option, int *value);

/**
 * @ingroup bot
 * The kind of a bot (a level's bot has the kind @ref players lists).
 * @param bot The bot.
 * @param[out] kind Its kind; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p bot or @p kind is NULL.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_get_kind(const struct escopa_bot *bot, enum escopa_bot_kind *kind);

/**
 * @ingroup bot
 * The bounds of an option for a kind of bot: escopa_bot_set() takes
 * every value from @p min to @p max. They never depend on anything else.
 * @param kind An @ref escopa_bot_kind.
 * @param option An @ref escopa_bot_option.
 * @param[out] min The smallest value; unchanged on error.
 * @param[out] max The largest value; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p min or @p max is NULL.
 * @retval ESCOPA_E_INVALID @p kind is not an @ref escopa_bot_kind.
 * @retval ESCOPA_E_OPTION @p option is not an @ref escopa_bot_option.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_option_bounds(enum escopa_bot_kind kind, enum escopa_bot_option option, int *min,
			 int *max);

/**
 * @ingroup bot
 * The number of bot options this library knows: valid options run from 0
 * to `escopa_bot_option_count() - 1`.
 * @return The number of options.
 * @since 1.4
 */
ESCOPA_EXPORT int
escopa_bot_option_count(void);

/**
 * @ingroup bot
 * The name of a bot option: the enumerator without its prefix, in lower
 * case, such as "endgame_cards"; the names the bindings and
 * `escopa tournament` use.
 * @param option An @ref escopa_bot_option.
 * @return A static NUL-terminated string, or NULL if the option does not
 *         exist.
 * @since 1.4
 */
ESCOPA_EXPORT const char *
escopa_bot_option_name(enum escopa_bot_option option);

/**
 * @ingroup bot
 * Finds a bot option by the name escopa_bot_option_name() gives.
 * @param name The name, NUL-terminated, case-insensitive.
 * @param[out] option The option; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p name or @p option is NULL.
 * @retval ESCOPA_E_OPTION No option has that name.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_option_from_name(const char *name, enum escopa_bot_option *option);

/**
 * @ingroup bot
 * The name of a kind of bot: "random", "greedy", "pimc", "ismcts" or
 * "omniscient".
 * @param kind An @ref escopa_bot_kind.
 * @return A static NUL-terminated string, or NULL if the kind does not
 *         exist.
 * @since 1.4
 */
ESCOPA_EXPORT const char *
escopa_bot_kind_name(enum escopa_bot_kind kind);

/**
 * @ingroup bot
 * Finds a kind of bot by the name escopa_bot_kind_name() gives.
 * @param name The name, NUL-terminated, case-insensitive.
 * @param[out] kind The kind; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p name or @p kind is NULL.
 * @retval ESCOPA_E_INVALID No kind has that name.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_bot_kind_from_name(const char *name, enum escopa_bot_kind *kind);

/**
 * @ingroup bot
 * The name of a level: "easy", "medium", "hard" or "expert".
 * @param level An @ref escopa_level.
 * @return A static NUL-terminated string, or NULL if the level does not
 *         exist.
 * @since 1.4
 */
ESCOPA_EXPORT const char *
escopa_level_name(enum escopa_level level);

/**
 * @ingroup bot
 * Finds a level by the name escopa_level_name() gives.
 * @param name The name, NUL-terminated, case-insensitive.
 * @param[out] level The level; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p name or @p level is NULL.
 * @retval ESCOPA_E_INVALID No level has that name.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_level_from_name(const char *name, enum escopa_level *level);

/**
 * @ingroup bot
 * Chooses a move from a seat's view: all a fair opponent may know. Never
 * allocates.
 * @param bot The bot; not @ref ESCOPA_BOT_OMNISCIENT.
 * @param view The view of the seat to play.
 * @param[out] move A legal move of that seat; unchanged on error.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID The bot is omniscient: it needs the game.
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
 * @param bot The bot; not @ref ESCOPA_BOT_OMNISCIENT.
 * @param view The view of the seat to play.
 * @param[out] values Room for @p capacity values; may be NULL if
 *                    @p capacity is 0.
 * @param capacity Room in @p values.
 * @param[out] count The number of legal moves analysed (at most 512);
 *                   values are written only if it is at most @p capacity.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID The bot is omniscient.
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
 * @param bot The bot.
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
 * order of escopa_game_moves(), by the bot's search (random and greedy
 * bots search as PIMC with 64 deals). Fair as escopa_bot_choose_game().
 * A PIMC search past its work bound (@ref bot, "Cost") values every move
 * 0 on 0 deals. Never allocates.
 * @param bot The bot.
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
