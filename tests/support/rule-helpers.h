/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the rule suites (test-capture*.c, test-stacking.c,
 * test-scopa.c, test-jokers.c, test-deal*.c, test-game*.c, test-score*.c):
 * moves as text, the exact move list of a position, illegal moves, and
 * one-line queries that fail the test on an error status. Each used to be
 * written in every file. */

#ifndef ESCOPA_TEST_RULE_HELPERS_H
#define ESCOPA_TEST_RULE_HELPERS_H

#include "helpers.h"

/* A move from its text (any style); fails the test on a parse error. */
escopa_move_t mv(const char *text);
/* A move as ASCII text in buf, or its value in hex if it has none. */
const char *move_text(escopa_move_t m, char *buf, size_t size);
/* A two-player game of a preset dealt from the given hands, table and
 * stock (card text; seat 1 deals, seat 0 plays first). */
struct escopa_game *deal(enum escopa_preset preset, const char *hand0, const char *hand1,
			 const char *table, const char *stock, const int *opts);
/* All legal moves, listed; the caller frees. */
escopa_move_t *all_moves(const struct escopa_game *game, size_t *count);
/* The list must be exactly these moves in this order; the count-only call
 * must agree and every listed move must be legal. */
void expect_moves(const struct escopa_game *game, const char *const *expected, size_t n);
#define EXPECT_MOVES(game, ...) do { \
	const char *const _exp[] = { __VA_ARGS__ }; \
	expect_moves((game), _exp, sizeof _exp / sizeof _exp[0]); \
} while (0)
/* An illegal move: rejected by escopa_game_is_legal() and by
 * escopa_game_play() with ESCOPA_E_ILLEGAL, and the game and the result
 * are unchanged. */
void expect_illegal_move(struct escopa_game *game, escopa_move_t m, const char *what);
/* The same for a move given as text. */
void expect_illegal(struct escopa_game *game, const char *text);
/* escopa_game_is_legal() accepts exactly the listed moves: every card of
 * the deck, every kind, every set of table piles (at most 10). */
void check_is_legal_exhaustive(const struct escopa_game *g);
/* The sum of the capture values of a card set. */
int set_value(escopa_cardset_t set);
/* The sum of the values of a capture: the played card and its targets. */
int capture_total(escopa_move_t m);
/* Checked queries of a game. */
int seat_to_play(const struct escopa_game *game);
escopa_cardset_t hand_of(const struct escopa_game *game, int seat);
escopa_cardset_t table_of(const struct escopa_game *game);
int sweeps_of(const struct escopa_game *game, int side);
escopa_cardset_t captured_of(const struct escopa_game *game, int side);
int option_of(const struct escopa_game *game, enum escopa_option opt);
int dealer_of(const struct escopa_game *game);
int hand_number(const struct escopa_game *game);
int sides_of(const struct escopa_game *game);
int side_of(const struct escopa_game *game, int seat);
int score_of(const struct escopa_game *game, int side);
int winner_of(const struct escopa_game *game);
escopa_cardset_t set_aside_of(const struct escopa_game *game);
int last_capture_side(const struct escopa_game *game);
/* The trail of a card. */
escopa_move_t trail(escopa_card_t c);
/* The first legal move; fails the test if there is none. */
escopa_move_t first_move(const struct escopa_game *game);
/* Plays the first legal move until the hand is over. */
void play_hand_out(struct escopa_game *game);
/* escopa_game_equal() gives the expected answer. */
void assert_games_equal(const struct escopa_game *a, const struct escopa_game *b, int expected);
/* qsort() order of move values. */
int compare_moves(const void *a, const void *b);

#endif
