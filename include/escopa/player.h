/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file player.h
 * Built-in computer players.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_PLAYER_H
#define ESCOPA_PLAYER_H

#include <escopa/common.h>
#include <escopa/moves.h>
#include <escopa/game.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup player Computer players
 *
 * Simple opponents that live in the library, so that every front end plays
 * the same way: a uniform random player and a documented greedy heuristic.
 * The greedy player uses only what the seat to play can know: its own hand,
 * the table, the captures and the cards already played, never the other
 * hands or the stock. They are opponents for people and baselines for
 * research, not strong players. Since 1.4 the bots of @ref bot are the
 * library's computer opponents of every strength; @ref bot says which of
 * their choices escopa_game_choose_move() makes too.
 *
 * @code
 * uint64_t rng = 42;
 * escopa_move_t move;
 * if (escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, &rng, &move) == ESCOPA_OK)
 *     escopa_game_play(game, move, NULL);
 * @endcode
 */

/**
 * @ingroup player
 * The built-in players.
 * @since 1.1
 */
enum escopa_player {
	/** Picks a legal move uniformly at random: index `r mod count` in the
	 *  order of escopa_game_moves(), `r` the next SplitMix64 output of the
	 *  caller's generator, `count` the exact number of legal moves
	 *  (escopa_game_move_count(), 64 bits on every platform). */
	ESCOPA_PLAYER_RANDOM = 0,
	/** A greedy heuristic that looks one move ahead. Each legal move gets
	 *  a value: a sweep is worth most; then taking the seven of coins,
	 *  other sevens, coins, and cards, in that order of weight; a move that
	 *  leaves a table the next player could sweep with some card loses
	 *  value, and a trail or set prefers low cards that give nothing away.
	 *  The highest value wins; ties go to the first in move order, so the
	 *  player is deterministic and does not use the generator. The exact
	 *  weights are listed in doc/players.md. */
	ESCOPA_PLAYER_GREEDY = 1,
};

/**
 * @ingroup player
 * Chooses a move for the seat to play.
 *
 * **Cost.** Both players list up to 512 moves with escopa_game_moves();
 * the random player finds a move past them with escopa_game_move_at64(),
 * and the greedy player weighs each listed move by what it would do,
 * without playing it. A decision
 * takes time polynomial in the table, however many moves the position
 * has: at most about 1.3 ms on the positions the readers accept (a table
 * of single cards whose captures are walked to count them), well under a
 * millisecond on the tables with billions of moves (@ref performance-worst).
 *
 * @param game The game, in @ref ESCOPA_PHASE_PLAYING.
 * @param player An @ref escopa_player.
 * @param[in,out] rng The caller's SplitMix64 state, advanced by the random
 *                player; may be NULL for the greedy player.
 * @param[out] move A legal move.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p game or @p move is NULL, or @p rng is NULL for
 *         the random player.
 * @retval ESCOPA_E_INVALID @p player is not an @ref escopa_player.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_choose_move(const struct escopa_game *game, enum escopa_player player,
			uint64_t *rng, escopa_move_t *move);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_PLAYER_H */
