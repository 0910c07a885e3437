/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file escopa.h
 * The one header to include: the whole libescopa API.
 */

/**
 * @mainpage libescopa
 *
 * libescopa is an embeddable C library for the Escopa / Escoba / Scopa
 * family of fishing card games: capture table cards that add up to 15
 * with a card from your hand, from a 40-card deck. It carries the whole
 * rule family (@ref rules), so an app that links it contains no rules of
 * its own.
 *
 * New here? The tutorials go from nothing to a game against a computer
 * player, scoring piles and saving a game: @ref tutorial-c and
 * @ref tutorial-python.
 *
 * The API has these parts:
 * - @ref cards : card ids, card sets and their text in every deck style;
 * - @ref rules : a preset per source document, and an option for every
 *   point where they disagree;
 * - @ref game : dealing, turns, the table, and playing;
 * - @ref moves : a move as a 64-bit value, and its text;
 * - @ref refusal : why a move is refused, as a code and a sentence;
 * - @ref score : a hand's score broken down by category;
 * - @ref notation : position notation, snapshots, rules as text, and parse
 *   errors that say where and why;
 * - @ref record : game records, written and replayed;
 * - @ref player : built-in random and greedy players;
 * - @ref bot : search players, from easy to expert, and the value of
 *   every legal move;
 * - @ref batch : observations and vectorised batches for learning code;
 * - @ref view : what one seat knows, its text and snapshot, and sampling
 *   the cards it cannot see;
 * - @ref review : a game's decisions marked against the expert's analysis,
 *   and each side's points lost and accuracy;
 * - @ref status and @ref version.
 *
 * A complete program:
 * @code
 * #include <stdio.h>
 * #include <escopa/escopa.h>
 *
 * int main(void)
 * {
 *     struct escopa_rules *rules;
 *     struct escopa_game *game;
 *     if (escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules) != ESCOPA_OK ||
 *         escopa_game_new(rules, 2, 2026, &game) != ESCOPA_OK)
 *         return 1;
 *     enum escopa_phase phase;
 *     while (escopa_game_phase(game, &phase) == ESCOPA_OK &&
 *            phase != ESCOPA_PHASE_GAME_OVER) {
 *         escopa_move_t moves[512];
 *         size_t n;   // counts every legal move, even past the 512 written
 *         if (phase == ESCOPA_PHASE_HAND_OVER)
 *             escopa_game_next_hand(game);
 *         else if (escopa_game_moves(game, moves, 512, &n) == ESCOPA_OK && n > 0)
 *             escopa_game_play(game, moves[(n < 512 ? n : 512) - 1], NULL);
 *     }
 *     int winner;
 *     escopa_game_winner(game, &winner);
 *     printf("side %d wins\n", winner);
 *     escopa_game_free(game);
 *     escopa_rules_free(rules);
 *     return 0;
 * }
 * @endcode
 *
 * Build it with `cc demo.c $(pkg-config --cflags --libs escopa)`.
 *
 * **Conventions.** Every fallible function returns an @ref escopa_status,
 * writes its out-parameters only on success, and leaves objects unchanged
 * on failure. Freeing NULL does nothing. Text buffers and arrays follow
 * one rule: the call reports the length or count it needs, and writes only
 * if everything fits.
 *
 * **Stability.** The soname is libescopa.so.1. Every exported symbol is
 * versioned; a program built against 1.0 runs with every 1.x. See
 * @ref api-stability.
 */

#ifndef ESCOPA_ESCOPA_H
#define ESCOPA_ESCOPA_H

#include <escopa/common.h>
#include <escopa/version.h>
#include <escopa/cards.h>
#include <escopa/rules.h>
#include <escopa/moves.h>
#include <escopa/game.h>
#include <escopa/refusal.h>
#include <escopa/score.h>
#include <escopa/notation.h>
#include <escopa/record.h>
#include <escopa/player.h>
#include <escopa/bot.h>
#include <escopa/batch.h>
#include <escopa/view.h>
#include <escopa/review.h>

#endif /* ESCOPA_ESCOPA_H */
