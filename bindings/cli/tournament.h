/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The entry point of escopa tournament, for a test program that adds
 * players of its own (tests/pool/escopa-pool): the same arguments and the
 * same output as the tool's subcommand, with more names that --player
 * takes.
 */

#ifndef ESCOPA_CLI_TOURNAMENT_H
#define ESCOPA_CLI_TOURNAMENT_H

#include <stdint.h>
#include <escopa/escopa.h>

/* A player that is not a library bot: --player NAME or NAME:seed=N. */
struct tournament_player {
	const char *name;
	/* The move of the view's seat, which is to play. A pure function of
	 * the view and the seed; no allocation; called from several threads
	 * at once. The tournament passes the spec's seed mixed with the
	 * view's key (escopa_view_key()), so a tie-break drawn from it is a
	 * function of what the seat sees. */
	enum escopa_status (*choose)(const struct escopa_view *view, uint64_t seed,
				     escopa_move_t *move);
};

/* escopa tournament with the extra players (none for the tool itself):
 * argv[0] is the command's name. An extra player's name must be neither a
 * library level or kind nor another extra's, and has no ':' or ','; else
 * this prints an error and returns 1. Returns the exit code. */
int tournament_main(int argc, char **argv, const struct tournament_player *extra, int n_extra);

#endif /* ESCOPA_CLI_TOURNAMENT_H */
