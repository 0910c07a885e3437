/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers shared by the test suites. */

#ifndef ESCOPA_TEST_HELPERS_H
#define ESCOPA_TEST_HELPERS_H

#include <stdbool.h>
#include <check.h>
#include <escopa/escopa.h>

/* Check reports every passing assertion to its parent process through a
 * pipe; over millions of assertions that system call dominates the run.
 * Only failures need reporting. */
#undef ck_assert_msg
#define ck_assert_msg(expr, ...) \
	((expr) ? (void)0 : \
	 _ck_assert_failed(__FILE__, __LINE__, "Assertion '" #expr "' failed", __VA_ARGS__))

/* Each test program defines its suite; test-main.c runs it. */
Suite *make_suite(void);

/* Asserts that an expression returns the expected escopa_status, printing
 * both names on failure. */
#define ck_assert_status(expr, expected) do { \
	enum escopa_status _got = (expr); \
	enum escopa_status _want = (expected); \
	ck_assert_msg(_got == _want, "%s returned %s, expected %s", #expr, \
		      escopa_status_name(_got), escopa_status_name(_want)); \
} while (0)

#define ck_assert_ok(expr) ck_assert_status((expr), ESCOPA_OK)

/* SplitMix64, the library's own generator: seeded tests repeat exactly. */
uint64_t next_random(uint64_t *state);
/* The 40 cards in an order drawn from next_random() (Fisher-Yates). */
void shuffled_deck(uint64_t *state, escopa_card_t deck[40]);
/* Plays the hand in play to its end, each decision the bot's, analysed
 * first and then chosen (escopa_bot_analyze_game(), escopa_bot_choose_game()). */
void bot_plays_hand(struct escopa_bot *bot, struct escopa_game *game);

/* A new game of a preset, with options changed by the opts list (pairs of
 * option and value, terminated by -1; NULL for none). */
struct escopa_game *new_game(enum escopa_preset preset, int players, uint64_t seed,
			     const int *opts);
/* The game's phase. */
enum escopa_phase phase_of(const struct escopa_game *game);
/* Plays up to n random moves, dealing the next hand (or again, after a
 * misdeal) as needed; false once the game is over. */
bool play_random(struct escopa_game *game, int n, uint64_t *rng);
/* Deals the next hand (or again, after a misdeal) until the game is in
 * play, adding the hands that ended to *hands; false once the game is
 * over or *hands reached `most`. */
bool in_play(struct escopa_game *game, int *hands, int most);
/* Fails the test unless a call that failed left the game as it was. */
void assert_game_unchanged(const struct escopa_game *game, const struct escopa_game *before);

/* A card or card set from ASCII text ("7o", "7o 5c 3e"); fails the test on
 * a parse error. */
escopa_card_t card(const char *text);
escopa_cardset_t cards(const char *text);

/*
 * A position built by hand. Seat hands, the first table and the stock are
 * given as card text (any style escopa_card_parse() accepts, e.g.
 * "7o 5c 3e"); deck_build() fills the cards not named into the stock after
 * the named stock cards, in ascending id, and returns a deck order that
 * deals exactly this position (dealer = players - 1 for a new game's first
 * hand). hands[] has one entry per seat; each must have 3 cards.
 */
struct position {
	int players;
	int dealer;
	const char *hands[4];
	const char *table;     /* 4 cards, with or without jokers */
	const char *stock;     /* dealt next, in this order; may be NULL */
	int jokers;
};
size_t deck_build(const struct position *pos, escopa_card_t *deck);

/* A new game of a preset (options may be changed with the opts list,
 * terminated by -1) dealt from a hand-built position. */
struct escopa_game *game_from_position(enum escopa_preset preset,
				       const struct position *pos,
				       const int *opts);

/* Plays a move given as text; fails the test if it is not legal. */
void play(struct escopa_game *game, const char *move_text);
void play_result(struct escopa_game *game, const char *move_text,
		 struct escopa_play_result *result);

/* Whether the move (as text) is among escopa_game_moves(). */
int has_move(const struct escopa_game *game, const char *move_text);
/* The number of legal moves. */
size_t move_count(const struct escopa_game *game);
/* A bot of a kind with its defaults but for the budget (0: the default)
 * and the seed; checked. */
struct escopa_bot *new_bot(enum escopa_bot_kind kind, int iterations, uint64_t seed);

#endif
