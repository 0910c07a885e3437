/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Shared by the fuzz targets of tests/fuzz/. Each target is one file that
 * defines LLVMFuzzerTestOneInput(); it is linked either with libFuzzer
 * (-Dfuzzing=true, clang) or with replay-main.c, which runs the files of a
 * corpus through it (the fuzz-corpus suite of meson test, any compiler).
 *
 * A target checks the library's contract and stops the process with
 * fuzz_fail() when it is broken: a crash, a leak or undefined behaviour is
 * a finding, and so is a broken promise of the API (an out-parameter
 * written on failure, a game changed by a failed call, a round trip that
 * does not give back what was written).
 */

#ifndef ESCOPA_FUZZ_COMMON_H
#define ESCOPA_FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <escopa/escopa.h>

#include <stdio.h> /* __MINGW_PRINTF_FORMAT, on mingw-w64 */

/* printf checking of the C99 formats (%zu): on mingw-w64 the archetype is
 * gnu_printf, since plain printf means msvcrt's. */
#ifdef __MINGW_PRINTF_FORMAT
#define FUZZ_PRINTF __MINGW_PRINTF_FORMAT
#else
#define FUZZ_PRINTF printf
#endif

/* libFuzzer's entry point, defined by every target. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Prints the broken promise and aborts, which libFuzzer reports as a crash
 * and replay-main as a failed test. */
#if defined(__GNUC__)
__attribute__((noreturn, format(FUZZ_PRINTF, 3, 4)))
#endif
void fuzz_fail(const char *file, int line, const char *fmt, ...);

#define FUZZ_CHECK(cond, ...) \
	((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, __VA_ARGS__))

/* A status the call returned must be the expected one. */
#define FUZZ_STATUS(expr, expected) do { \
	enum escopa_status fuzz_got_ = (expr); \
	enum escopa_status fuzz_want_ = (expected); \
	FUZZ_CHECK(fuzz_got_ == fuzz_want_, "%s returned %s, expected %s", #expr, \
		   escopa_status_name(fuzz_got_), escopa_status_name(fuzz_want_)); \
} while (0)

#define FUZZ_OK(expr) FUZZ_STATUS((expr), ESCOPA_OK)

/* Reads the input as a stream of values; past its end every value is 0. */
struct fuzz_input {
	const uint8_t *data;
	size_t size;
	size_t pos;
};

void fuzz_input_init(struct fuzz_input *in, const uint8_t *data, size_t size);
int fuzz_input_empty(const struct fuzz_input *in);
uint8_t fuzz_u8(struct fuzz_input *in);
uint16_t fuzz_u16(struct fuzz_input *in);
uint32_t fuzz_u32(struct fuzz_input *in);
uint64_t fuzz_u64(struct fuzz_input *in);
/* Usually a small number around the valid range, sometimes any int. */
int fuzz_int(struct fuzz_input *in);
/* Usually a card set of valid cards, sometimes any 64 bits. */
uint64_t fuzz_cardset(struct fuzz_input *in);
/* Up to max bytes of the rest of the input, length first. */
const uint8_t *fuzz_bytes(struct fuzz_input *in, size_t max, size_t *length);
/* A deck of the 40 cards and the jokers, shuffled by input bytes; returns
 * its size. deck has room for 42 cards. */
size_t fuzz_shuffled_deck(struct fuzz_input *in, int jokers, escopa_card_t *deck);

/* A NUL-terminated copy of bytes, for the readers of C strings; free() it. */
char *fuzz_terminated(const uint8_t *data, size_t size);

/* The styles cards and moves are written in: all but ESCOPA_STYLE_ANY. */
#define FUZZ_WRITTEN_STYLES 5
extern const enum escopa_style fuzz_written_styles[FUZZ_WRITTEN_STYLES];

/* A parse error struct filled with a pattern, to tell whether a reader
 * touched it. */
void fuzz_error_init(struct escopa_parse_error *error);
/* The reader succeeded: the error must be untouched. */
void fuzz_error_untouched(const struct escopa_parse_error *error);
/*
 * The reader failed: the error must say so within the input. With
 * lines != 0 the line and column must be those of the offset in text
 * (lines counted from 1 by '\n', columns in bytes from 1).
 */
void fuzz_error_filled(const struct escopa_parse_error *error, enum escopa_status rc,
		       const uint8_t *text, size_t length, int lines);
/* The same, for a reader whose error has the status it returned. */
void fuzz_error_says(const struct escopa_parse_error *error, enum escopa_status rc,
		     const uint8_t *text, size_t length, int lines);

/* A new game of a preset, with players and a seed. */
struct escopa_game *fuzz_new_game(enum escopa_preset preset, int players, uint64_t seed);

/*
 * The invariants of any game, through the public API alone: counts in
 * range, every card of the rules' deck in exactly one place (a hand, the
 * table, the stock, a side's captures or set aside), the table's piles
 * partition it, the seat to play has a card and a legal move, every listed
 * move is legal; how the game ends (a side alone at the target, or the
 * last hand of ESCOPA_OPT_HAND_LIMIT, drawn on equal highest totals) and
 * the match (ESCOPA_OPT_MATCH_GAMES: game number, games won, over, winner).
 */
void fuzz_check_game(const struct escopa_game *game);

/*
 * Every seat's view of a game (fuzz-views.c): it shows what the game
 * holds but the hidden cards, its unseen and excluded sets are exact, its
 * moves are the game's in its turn, its key and observation are the
 * game's for that seat, two seats' views and keys differ and agree on
 * what they know of a third seat's voids; each view's text and snapshot
 * read back, and a sample of it is a valid game that shows the same view.
 */
void fuzz_check_views(const struct escopa_game *game);

/* A view on its own (read from text or bytes): excluded sets of whole
 * unseen values, text and snapshot round trips, samples that are valid
 * games showing this view with its key and dealing no excluded card,
 * played on. */
void fuzz_check_view(const struct escopa_view *view, struct fuzz_input *choice);

/* Each seat's view followed through play: the key changes exactly when the
 * view does, and a seat's excluded cards last the round, grow only when it
 * trails or sets, and are gone when new cards are dealt. */
struct fuzz_view_trail {
	int players;
	struct escopa_view *then[4], *now[4];
	uint64_t keys[4];
};

void fuzz_view_trail_start(struct fuzz_view_trail *trail, const struct escopa_game *game);
/* After a step: dealt when new cards were dealt (a new hand, game or
 * round), showed the seat that trailed or set a card, or -1. */
void fuzz_view_trail_step(struct fuzz_view_trail *trail, const struct escopa_game *game,
			  int dealt, int showed);
void fuzz_view_trail_end(struct fuzz_view_trail *trail);

/* Two games must be equal (escopa_game_equal()). */
void fuzz_check_equal(const struct escopa_game *a, const struct escopa_game *b,
		      const char *what);

/* Two views must be equal (escopa_view_equal()). */
void fuzz_check_equal_views(const struct escopa_view *a, const struct escopa_view *b,
			    const char *what);

/* A deal from the seed that succeeded (fuzz-play.c): next_game says
 * whether escopa_game_next_game() made it, else escopa_game_next_hand(). */
void fuzz_check_deal(const struct escopa_game *before, const struct escopa_game *after,
		     int next_game);

/* A play of `move` by `seat` that succeeded, and its result (fuzz-play.c). */
void fuzz_check_play(const struct escopa_game *before, const struct escopa_game *after, int seat,
		     escopa_move_t move, const struct escopa_play_result *result);

/*
 * Writes the game as position notation and as a snapshot, reads both back
 * and checks that they give an equal game, and that writing the copy gives
 * the same text and bytes again.
 */
void fuzz_check_round_trips(const struct escopa_game *game);

/* Plays up to max_plies moves from a game (chosen by choice, a legal move
 * index source), deals new hands and starts the next games of a match,
 * checking the invariants, what each play and deal did, and every seat's
 * view at each step; used on states read from text or bytes, so that an
 * accepted state that the engine cannot handle is found. */
void fuzz_play_on(const struct escopa_game *game, struct fuzz_input *choice, int max_plies);

#endif /* ESCOPA_FUZZ_COMMON_H */
