/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Sets up a position from its text and prints every legal move, a page
 * at a time, however many there are.
 *
 *   list-moves [POSITION]
 *
 * POSITION is one line of position notation (doc/notation.md), as
 * `escopa position` writes it; without it the program deals a seeded game
 * of Escoba and plays three moves to get one. Shows escopa_game_parse_position()
 * and its parse errors, and escopa_game_moves_page(): a buffer of a fixed
 * size lists any number of moves, page after page.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>

/* Moves listed per call: a real list is short, a hand-made position can
 * have billions, and this buffer reaches them all. */
#define PAGE 16

/* A position to start from: Escoba, seed 3, three moves in. */
static char *
sample_position(void)
{
	struct escopa_rules *rules;
	struct escopa_game *game;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules) || escopa_game_new(rules, 2, 3, &game))
		return NULL;
	for (int i = 0; i < 3; i++) {
		escopa_move_t move;
		escopa_game_move_at(game, 0, &move);
		escopa_game_play(game, move, NULL);
	}
	size_t len;
	escopa_game_format_position(game, NULL, 0, &len);
	char *text = malloc(len + 1);
	if (text)
		escopa_game_format_position(game, text, len + 1, &len);
	escopa_game_free(game);
	escopa_rules_free(rules);
	return text;
}

int
main(int argc, char **argv)
{
	char *owned = argc > 1 ? NULL : sample_position();
	const char *text = argc > 1 ? argv[1] : owned;
	if (!text)
		return 1;
	printf("%s\n", text);

	struct escopa_game *game;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &game, &error);
	if (rc != ESCOPA_OK) {
		fprintf(stderr, "list-moves: column %zu: %s\n", error.column, error.message);
		free(owned);
		return 2;
	}
	enum escopa_phase phase;
	escopa_game_phase(game, &phase);
	if (phase != ESCOPA_PHASE_PLAYING) {
		printf("no hand in play: no legal moves\n");
	} else {
		int seat;
		escopa_game_current_seat(game, &seat);
		size_t count = 0, start = 0;
		escopa_game_moves(game, NULL, 0, &count);   /* the count alone */
		printf("seat %d to play, %zu legal move%s:\n", seat, count, count == 1 ? "" : "s");
		escopa_move_t page[PAGE];
		for (;;) {
			size_t written, total;
			if (escopa_game_moves_page(game, start, page, PAGE, &written, &total) ||
			    written == 0)
				break;
			for (size_t i = 0; i < written; i++) {
				char move_text[256];
				size_t len;
				escopa_move_format(page[i], ESCOPA_STYLE_ASCII, move_text,
						   sizeof move_text, &len);
				printf("  %3zu) %s\n", start + i + 1, move_text);
			}
			start += written;
		}
	}
	escopa_game_free(game);
	free(owned);
	return 0;
}
