/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the hostile-input suites; see hostile-helpers.h. */

#include <stdlib.h>
#include <string.h>
#include "hostile-helpers.h"

/* Plays n steps of a seeded random game (moves, and new hands). */
void
play_steps(struct escopa_game *game, int n, uint64_t seed)
{
	uint64_t rng = seed;
	for (int i = 0; i < n; i++) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER)
			return;
		if (phase != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		escopa_move_t move;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
}

struct escopa_game *
clone_game(const struct escopa_game *game)
{
	struct escopa_game *copy = NULL;
	ck_assert_ok(escopa_game_clone(game, &copy));
	return copy;
}

struct escopa_parse_error
new_error(void)
{
	struct escopa_parse_error error;
	memset(&error, 0xA5, sizeof error);
	error.version = ESCOPA_PARSE_ERROR_VERSION;
	return error;
}

/* A failed reader filled its error: the status, a place within the input,
 * and a message. */
void
assert_error(const struct escopa_parse_error *error, enum escopa_status status, size_t length)
{
	ck_assert_msg(error->status == status, "error status %s, expected %s",
		      escopa_status_name(error->status), escopa_status_name(status));
	ck_assert_msg(error->offset <= length, "error offset %zu past %zu bytes", error->offset,
		      length);
	ck_assert_msg(error->line >= 1 && error->column >= 1, "error at line %zu column %zu",
		      error->line, error->column);
	ck_assert_msg(memchr(error->message, '\0', sizeof error->message) != NULL,
		      "error message not terminated");
	ck_assert_msg(error->message[0] != '\0', "empty error message");
}

/* A heap copy of text bytes, without a terminating NUL, so that a reader
 * that reads past the length is caught by the sanitizers and valgrind. */
char *
exact_copy(const char *text, size_t length)
{
	char *copy = malloc(length ? length : 1);
	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, length);
	return copy;
}

/* A NUL-terminated string of size bytes: pattern repeated. */
char *
huge_text(const char *pattern, size_t size)
{
	char *text = malloc(size + 1);
	size_t plen = strlen(pattern);
	ck_assert_ptr_nonnull(text);
	for (size_t i = 0; i < size; i++)
		text[i] = pattern[i % plen];
	text[size] = '\0';
	return text;
}

/* A game in the middle of a hand, with cards in every place. */
struct escopa_game *
game_in_middle(enum escopa_preset preset, int players)
{
	struct escopa_game *game = new_game(preset, players, 31, NULL);
	play_steps(game, 2 * players + 1, 31);
	return game;
}
