/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-position: the input is position notation, read both by
 * escopa_game_parse_position() into a new game and by
 * escopa_game_load_position() into a game in progress. The two must agree;
 * a failed load must leave the game as it was. A position that reads must
 * satisfy every invariant of a game, must write back the same text and
 * snapshot, and must be playable on for a few dozen moves and hands.
 */

#include <string.h>
#include "fuzz-common.h"

#define SENTINEL_GAME ((struct escopa_game *)(uintptr_t)0x5A5A5A5A)

/* A four-player game a few moves into its first hand. */
static struct escopa_game *
game_in_progress(void)
{
	struct escopa_game *game = fuzz_new_game(ESCOPA_PRESET_ESCOBA, 4, 20260101);
	for (int i = 0; i < 5; i++) {
		escopa_move_t moves[64];
		size_t count = 0;
		FUZZ_OK(escopa_game_moves(game, moves, 64, &count));
		FUZZ_OK(escopa_game_play(game, moves[0], NULL));
	}
	return game;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;

	struct escopa_game *parsed = SENTINEL_GAME;
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_game_parse_position(text, size, &parsed, &error);

	struct escopa_game *loaded = game_in_progress();
	struct escopa_game *before = NULL;
	FUZZ_OK(escopa_game_clone(loaded, &before));
	struct escopa_parse_error error2;
	fuzz_error_init(&error2);
	enum escopa_status rc2 = escopa_game_load_position(loaded, text, size, &error2);
	FUZZ_CHECK(rc == rc2, "parsing says %s, loading says %s", escopa_status_name(rc),
		   escopa_status_name(rc2));

	if (rc != ESCOPA_OK) {
		FUZZ_STATUS(rc, ESCOPA_E_PARSE);
		FUZZ_CHECK(parsed == SENTINEL_GAME, "a failed parse wrote its game");
		fuzz_check_equal(loaded, before, "a failed load changed the game");
		fuzz_error_says(&error, rc, data, size, 1);
		fuzz_error_filled(&error2, rc2, data, size, 1);
		FUZZ_CHECK(error.offset == error2.offset &&
			   strcmp(error.message, error2.message) == 0,
			   "parsing and loading report different errors: %zu '%s', %zu '%s'",
			   error.offset, error.message, error2.offset, error2.message);
	} else {
		FUZZ_CHECK(memchr(data, '\0', size) == NULL, "a position with a NUL byte was read");
		fuzz_error_untouched(&error);
		fuzz_error_untouched(&error2);
		fuzz_check_equal(parsed, loaded, "parsing and loading give different games");
		fuzz_check_game(parsed);
		fuzz_check_round_trips(parsed);
		struct fuzz_input choice;
		fuzz_input_init(&choice, data, size);
		fuzz_play_on(parsed, &choice, 48);
		escopa_game_free(parsed);
	}

	escopa_game_free(before);
	escopa_game_free(loaded);
	return 0;
}
