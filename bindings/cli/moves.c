/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* escopa moves: the legal moves of a position; escopa position: the
 * position notation of a seeded game after some plays. */

#include <stdlib.h>
#include <string.h>
#include "cli.h"

enum { OPT_HELP, OPT_COUNT, OPT_STYLE, OPT_PRESET, OPT_RULES, OPT_PLAYERS, OPT_SEED,
       OPT_PLIES, OPT_PLAYER };

int
cmd_moves(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, OPT_HELP },
		{ "count", 0, false, OPT_COUNT },
		{ "style", 0, true, OPT_STYLE },
		{ NULL, 0, false, 0 },
	};
	struct cli_parser p;
	cli_parser_init(&p, "moves", argc, argv);
	bool count_only = false;
	enum escopa_style style = ESCOPA_STYLE_ASCII;
	const char *position = NULL;
	enum cli_next_result r;
	int id;
	const char *value;
	while ((r = cli_next(&p, options, &id, &value)) != CLI_END) {
		if (r == CLI_ERROR)
			return EXIT_USAGE;
		if (r == CLI_POSITIONAL) {
			if (position)
				return cli_usage_error("moves", "give one position");
			position = value;
			continue;
		}
		switch (id) {
		case OPT_HELP:
			cli_print_help(stdout, "moves");
			return EXIT_OK;
		case OPT_COUNT:
			count_only = true;
			break;
		case OPT_STYLE:
			if (!cli_parse_style("moves", value, &style))
				return EXIT_USAGE;
			break;
		}
	}
	if (!position)
		return cli_usage_error("moves", "missing POSITION");

	struct escopa_game *game;
	int rc = cli_read_position("moves", position, &game);
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

	escopa_move_t *moves = count ? malloc(count * sizeof *moves) : NULL;
	if (count && !moves) {
		escopa_game_free(game);
		cli_error("moves: %zu moves do not fit in memory; try --count", count);
		return EXIT_RUNTIME;
	}
	size_t listed = 0;
	if (count)
		escopa_game_moves(game, moves, count, &listed);
	for (size_t i = 0; i < count; i++) {
		char text[2048];
		if (!cli_format_move(moves[i], style, text, sizeof text)) {
			rc = EXIT_RUNTIME;
			break;
		}
		puts(text);
	}
	free(moves);
	escopa_game_free(game);
	if (rc != EXIT_OK)
		cli_error("moves: a move could not be written");
	return rc;
}

int
cmd_position(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, OPT_HELP },
		{ "preset", 0, true, OPT_PRESET },
		{ "rules", 0, true, OPT_RULES },
		{ "players", 0, true, OPT_PLAYERS },
		{ "seed", 0, true, OPT_SEED },
		{ "plies", 0, true, OPT_PLIES },
		{ "player", 0, true, OPT_PLAYER },
		{ NULL, 0, false, 0 },
	};
	struct cli_parser p;
	cli_parser_init(&p, "position", argc, argv);
	const char *preset = NULL, *rules_text = NULL;
	long players = 2, plies = 0;
	uint64_t seed = 0;
	enum escopa_player player = ESCOPA_PLAYER_RANDOM;
	enum cli_next_result r;
	int id;
	const char *value;
	while ((r = cli_next(&p, options, &id, &value)) != CLI_END) {
		if (r == CLI_ERROR)
			return EXIT_USAGE;
		if (r == CLI_POSITIONAL)
			return cli_usage_error("position", "unexpected argument '%s'", value);
		bool ok = true;
		switch (id) {
		case OPT_HELP:
			cli_print_help(stdout, "position");
			return EXIT_OK;
		case OPT_PRESET:
			preset = value;
			break;
		case OPT_RULES:
			rules_text = value;
			break;
		case OPT_PLAYERS:
			ok = cli_parse_int("position", "player count", value, 2, 4, &players);
			break;
		case OPT_SEED:
			ok = cli_parse_u64("position", "seed", value, &seed);
			break;
		case OPT_PLIES:
			ok = cli_parse_int("position", "plies", value, 0, 100000, &plies);
			break;
		case OPT_PLAYER:
			ok = cli_parse_player("position", value, &player);
			break;
		}
		if (!ok)
			return EXIT_USAGE;
	}

	struct escopa_rules *rules;
	int rc = cli_make_rules("position", preset, rules_text, &rules);
	if (rc != EXIT_OK)
		return rc;
	struct escopa_game *game;
	enum escopa_status st = escopa_game_new(rules, (int)players, seed, &game);
	escopa_rules_free(rules);
	if (st != ESCOPA_OK) {
		cli_error("position: %s", escopa_status_str(st));
		return EXIT_RUNTIME;
	}

	uint64_t rng = seed ^ UINT64_C(0x5EEDC0DE5EEDC0DE);
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
	st = escopa_game_format_position(game, NULL, 0, &len);
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
