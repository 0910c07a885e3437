/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* escopa moves: the legal moves of a position; escopa position: the
 * position notation of a seeded game after some plays. */

#include <stdlib.h>
#include <string.h>
#include "cli.h"

enum { OPT_COUNT = CLI_OPT_OWN, OPT_STYLE, OPT_PLIES, OPT_PLAYER };

int
cmd_moves(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		{ "count", 0, false, OPT_COUNT },
		{ "style", 0, true, OPT_STYLE },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "moves", argc, argv, 1, "give one position");
	bool count_only = false;
	enum escopa_style style = ESCOPA_STYLE_ASCII;
	while (cli_args_next(&a, options)) {
		switch (a.id) {
		case OPT_COUNT:
			count_only = true;
			break;
		case OPT_STYLE:
			if (!cli_parse_style("moves", a.value, &style))
				return EXIT_USAGE;
			break;
		}
	}
	if (a.stop)
		return a.exit_code;
	if (a.n_positional == 0)
		return cli_usage_error("moves", "missing POSITION");

	struct escopa_game *game;
	int rc = cli_read_position("moves", a.positional[0], &game);
	if (rc != EXIT_OK)
		return rc;

	enum escopa_phase phase;
	size_t count = 0;
	escopa_game_phase(game, &phase);
	if (phase == ESCOPA_PHASE_PLAYING)
		escopa_game_moves(game, NULL, 0, &count);
	if (count_only) {
		printf("%zu\n", count);
		escopa_game_free(game);
		return EXIT_OK;
	}

	/* A page at a time: a position set up by hand can have billions of
	 * moves, far more than memory holds, and the first ones print at once. */
	static escopa_move_t page[4096];
	for (size_t start = 0; start < count && rc == EXIT_OK;) {
		size_t written = 0, total = 0;
		if (escopa_game_moves_page(game, start, page, sizeof page / sizeof page[0],
					   &written, &total) != ESCOPA_OK || written == 0)
			break;
		for (size_t i = 0; i < written; i++) {
			char text[2048];
			if (!cli_format_move(page[i], style, text, sizeof text)) {
				rc = EXIT_RUNTIME;
				break;
			}
			puts(text);
		}
		start += written;
	}
	escopa_game_free(game);
	if (rc != EXIT_OK)
		cli_error("moves: a move could not be written");
	return rc;
}

int
cmd_position(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		CLI_OPTIONS_GAME,
		{ "seed", 0, true, CLI_OPT_SEED },
		{ "plies", 0, true, OPT_PLIES },
		{ "player", 0, true, OPT_PLAYER },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "position", argc, argv, 0, NULL);
	long plies = 0;
	enum escopa_player player = ESCOPA_PLAYER_RANDOM;
	while (cli_args_next(&a, options)) {
		bool ok = true;
		switch (a.id) {
		case OPT_PLIES:
			ok = cli_parse_int("position", "plies", a.value, 0, 100000, &plies);
			break;
		case OPT_PLAYER:
			ok = cli_parse_player("position", a.value, &player);
			break;
		}
		if (!ok)
			return EXIT_USAGE;
	}
	if (a.stop)
		return a.exit_code;

	struct escopa_game *game;
	int rc = cli_new_game(&a, a.seed, NULL, &game);
	if (rc != EXIT_OK)
		return rc;

	uint64_t rng = cli_player_rng(a.seed);
	for (long i = 0; i < plies; i++) {
		enum escopa_phase phase;
		escopa_game_phase(game, &phase);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			escopa_game_next_hand(game);
			i--;   /* dealing is not a ply */
			continue;
		}
		escopa_move_t move;
		if (escopa_game_choose_move(game, player, &rng, &move) != ESCOPA_OK ||
		    escopa_game_play(game, move, NULL) != ESCOPA_OK) {
			escopa_game_free(game);
			cli_error("position: the computer player failed");
			return EXIT_RUNTIME;
		}
	}

	size_t len;
	char *text = NULL;
	enum escopa_status st = escopa_game_format_position(game, NULL, 0, &len);
	if (st == ESCOPA_OK) {
		text = malloc(len + 1);
		st = text ? escopa_game_format_position(game, text, len + 1, &len) : ESCOPA_E_NOMEM;
	}
	escopa_game_free(game);
	if (st != ESCOPA_OK) {
		free(text);
		cli_error("position: %s", escopa_status_str(st));
		return EXIT_RUNTIME;
	}
	puts(text);
	free(text);
	return EXIT_OK;
}
