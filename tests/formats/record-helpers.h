/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the record suites (test-record*.c): records played out at
 * random, their text, and reading it back. */

#ifndef ESCOPA_TEST_RECORD_HELPERS_H
#define ESCOPA_TEST_RECORD_HELPERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "helpers.h"

/* What an out-parameter holds before a call that must not write it. */
#define SENTINEL 0x5A5A5A5A

/* What play_out() did, for the tests that check a record against it. */
struct play_log {
	size_t moves, deals;
	struct escopa_game *before[4096 + 1];  /* the game before each move, and the last */
	size_t deal_move[256];                 /* each deal's first move */
	size_t deal_cards[256];                /* its deck's size, 0 from the seed */
	escopa_card_t deal_deck[256][ESCOPA_CARD_COUNT];
};

/* A new record of a preset's rules. */
struct escopa_record *new_record(enum escopa_preset preset, int players, uint64_t seed);
/* The recorded game's state, in a game of its own. */
struct escopa_game *game_of(const struct escopa_record *rec);
/* The record's text, checked against its length; the caller frees. */
char *record_text(const struct escopa_record *rec);
/* Plays random moves through the record until the game is over, dealing
 * some hands from a random deck, and logs it all if log is not NULL. */
void play_out(struct escopa_record *rec, uint64_t *rng, bool decks, struct play_log *log);
/* The records hold the same moves and the same game. */
void assert_same_record(const struct escopa_record *a, const struct escopa_record *b);
/* Reads text back: a record of the same moves and game as rec. */
struct escopa_record *read_back(const struct escopa_record *rec, const char *text,
				size_t length);
/* The record's text reads back as the same record, which writes the same
 * text again. */
void assert_text_round_trip(const struct escopa_record *rec, const char *text);
/* The line of text holding a needle, from 1. */
size_t line_of(const char *text, const char *needle);

#endif
