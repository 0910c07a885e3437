/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa perft: the number of leaves of a position's move tree, as chess
 * engines count them to check move generation. A node whose hand is over
 * is a leaf whatever the depth left. Each ply has its own preallocated game
 * and move list, so the search copies games (escopa_game_copy()) and never
 * allocates, except to grow a move list the first time a ply needs more.
 * At the last ply the move count is the leaf count (bulk counting).
 */

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

/* A hand has at most 40 plays; deeper adds nothing. */
#define MAX_DEPTH 64

enum { OPT_DIVIDE = CLI_OPT_OWN, OPT_TIME };

struct ply {
	struct escopa_game *game;
	escopa_move_t *moves;
	size_t capacity;
};

struct perft {
	struct ply ply[MAX_DEPTH + 1];
	bool out_of_memory;
};

/* The legal moves of ply's game, into its list; count 0 on failure. */
static size_t
list_moves(struct perft *pf, int ply)
{
	struct ply *pl = &pf->ply[ply];
	size_t count = 0;
	if (escopa_game_moves(pl->game, pl->moves, pl->capacity, &count) != ESCOPA_OK)
		return 0;
	if (count <= pl->capacity)
		return count;
	escopa_move_t *bigger = realloc(pl->moves, count * sizeof *bigger);
	if (!bigger) {
		pf->out_of_memory = true;
		return 0;
	}
	pl->moves = bigger;
	pl->capacity = count;
	escopa_game_moves(pl->game, pl->moves, pl->capacity, &count);
	return count;
}

static uint64_t
perft_node(struct perft *pf, int ply, int depth)
{
	struct escopa_game *game = pf->ply[ply].game;
	enum escopa_phase phase;
	escopa_game_phase(game, &phase);
	if (depth == 0 || phase != ESCOPA_PHASE_PLAYING)
		return 1;
	if (depth == 1) {
		size_t count = 0;
		escopa_game_moves(game, NULL, 0, &count);
		return count;
	}
	size_t count = list_moves(pf, ply);
	uint64_t nodes = 0;
	struct escopa_game *child = pf->ply[ply + 1].game;
	for (size_t i = 0; i < count && !pf->out_of_memory; i++) {
		escopa_game_copy(child, game);
		escopa_game_play(child, pf->ply[ply].moves[i], NULL);
		nodes += perft_node(pf, ply + 1, depth - 1);
	}
	return nodes;
}

static void
perft_free(struct perft *pf, int depth)
{
	for (int i = 0; i <= depth; i++) {
		escopa_game_free(pf->ply[i].game);
		free(pf->ply[i].moves);
	}
}

int
cmd_perft(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		{ "divide", 0, false, OPT_DIVIDE },
		{ "time", 0, false, OPT_TIME },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "perft", argc, argv, 2, NULL);
	bool divide = false, timing = false;
	while (cli_args_next(&a, options)) {
		switch (a.id) {
		case OPT_DIVIDE:
			divide = true;
			break;
		case OPT_TIME:
			timing = true;
			break;
		}
	}
	if (a.stop)
		return a.exit_code;
	if (a.n_positional != 2)
		return cli_usage_error("perft", "give a POSITION and a DEPTH");
	long depth;
	if (!cli_parse_int("perft", "depth", a.positional[1], 0, MAX_DEPTH, &depth))
		return EXIT_USAGE;

	struct perft pf;
	memset(&pf, 0, sizeof pf);
	int rc = cli_read_position("perft", a.positional[0], &pf.ply[0].game);
	if (rc != EXIT_OK)
		return rc;
	for (int i = 1; i <= depth; i++) {
		if (escopa_game_clone(pf.ply[0].game, &pf.ply[i].game) != ESCOPA_OK) {
			perft_free(&pf, (int)depth);
			cli_error("perft: out of memory");
			return EXIT_RUNTIME;
		}
	}
	for (int i = 0; i <= depth; i++) {
		pf.ply[i].capacity = 256;
		pf.ply[i].moves = malloc(pf.ply[i].capacity * sizeof *pf.ply[i].moves);
		if (!pf.ply[i].moves) {
			perft_free(&pf, (int)depth);
			cli_error("perft: out of memory");
			return EXIT_RUNTIME;
		}
	}

	double start = cli_now();
	uint64_t nodes = 0;
	enum escopa_phase phase;
	escopa_game_phase(pf.ply[0].game, &phase);
	if (divide && depth > 0 && phase == ESCOPA_PHASE_PLAYING) {
		size_t count = list_moves(&pf, 0);
		for (size_t i = 0; i < count && !pf.out_of_memory; i++) {
			escopa_move_t move = pf.ply[0].moves[i];
			escopa_game_copy(pf.ply[1].game, pf.ply[0].game);
			escopa_game_play(pf.ply[1].game, move, NULL);
			uint64_t below = perft_node(&pf, 1, (int)depth - 1);
			char text[2048];
			if (!cli_format_move(move, ESCOPA_STYLE_ASCII, text, sizeof text))
				strcpy(text, "?");
			printf("%s: %" PRIu64 "\n", text, below);
			nodes += below;
		}
		if (!pf.out_of_memory)
			printf("total: %" PRIu64 "\n", nodes);
	} else {
		nodes = perft_node(&pf, 0, (int)depth);
		if (!pf.out_of_memory)
			printf("%" PRIu64 "\n", nodes);
	}
	double seconds = cli_now() - start;
	perft_free(&pf, (int)depth);
	if (pf.out_of_memory) {
		cli_error("perft: out of memory");
		return EXIT_RUNTIME;
	}
	if (timing)
		fprintf(stderr, "perft: %" PRIu64 " nodes in %.3f s, %.0f nodes/s\n", nodes,
			seconds, seconds > 0 ? (double)nodes / seconds : 0.0);
	return EXIT_OK;
}
