/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa-pool: escopa tournament with the opponent pool's players
 * (pool.h) beside the library's, for the round robins of doc/players.md
 * (tests/pool/run-pool.sh). The same arguments and output as escopa
 * tournament; `escopa-pool --list` prints the pool's players, a name and
 * its style a line, separated by a tab. Built for the tests, never
 * installed.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pool.h"
#include "tournament.h"

int
main(int argc, char **argv)
{
	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		for (int i = 0; i < pool_player_count; i++)
			printf("%s\t%s\n", pool_players[i].name, pool_players[i].about);
		return fflush(stdout) == 0 && !ferror(stdout) ? 0 : 1;
	}
	struct tournament_player *players = malloc(sizeof *players * ((size_t)pool_player_count + 1));
	if (!players) {
		fputs("escopa-pool: out of memory\n", stderr);
		return 1;
	}
	for (int i = 0; i < pool_player_count; i++)
		players[i] = (struct tournament_player){ pool_players[i].name, pool_players[i].choose };
	int rc = tournament_main(argc, argv, players, pool_player_count);
	free(players);
	/* Output that could not be written is a failure too, as in escopa. */
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fputs("escopa-pool: error writing the output\n", stderr);
		return rc == 0 ? 1 : rc;
	}
	return rc;
}
