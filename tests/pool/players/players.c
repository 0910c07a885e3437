/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The list the runner and the tests read: each player's name and style. */

#include "players.h"

const struct pool_player pool_players[] = {
	{
		.name = "rules-simple",
		.about = "rules in order: sweep, seven of coins, leave no easy sweep, sevens, "
			 "coins, cards; trails what leaves the fewest unseen takers and is least worth",
		.choose = pool_simple_choose,
	},
	{
		.name = "rules-counting",
		.about = "counts the unseen cards: what a move gets in each category race minus "
			 "the next seat's expected best reply",
		.choose = pool_counting_choose,
	},
	{
		.name = "rules-endgame",
		.about = "rules-counting, and an exact search of the last round once no card is "
			 "hidden",
		.choose = pool_endgame_choose,
	},
};

const int pool_player_count = (int)(sizeof pool_players / sizeof pool_players[0]);
