/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A game server and its clients in one program: the server holds the
 * game and sends each seat only its view, as text; each client reads the
 * text back and asks its computer player for a move, which the server
 * checks and plays. No client ever sees a card its seat cannot see.
 *
 *   server-and-bots [SEED]
 *
 * Seat 0 is the expert level, seat 1 the greedy player; the program
 * prints the view text of a few turns and the final scores.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>

/* What the server sends: the seat's view in view notation. */
static int
server_send_view(const struct escopa_game *game, int seat, char *text, size_t size)
{
	struct escopa_view *view;
	size_t len;
	if (escopa_view_new(game, seat, &view) != ESCOPA_OK)
		return -1;
	enum escopa_status rc = escopa_view_format(view, text, size, &len);
	escopa_view_free(view);
	return rc == ESCOPA_OK && len < size ? 0 : -1;
}

/* What a client does with it: load the view, let its player choose. */
static int
client_choose(struct escopa_bot *bot, const char *text, escopa_move_t *move)
{
	struct escopa_view *view;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	if (escopa_view_parse(text, strlen(text), &view, &err) != ESCOPA_OK) {
		fprintf(stderr, "client: bad view: %s\n", err.message);
		return -1;
	}
	enum escopa_status rc = escopa_bot_choose(bot, view, move);
	escopa_view_free(view);
	return rc == ESCOPA_OK ? 0 : -1;
}

int
main(int argc, char **argv)
{
	uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 2026;
	struct escopa_rules *rules;
	struct escopa_game *game;
	struct escopa_bot *bots[2] = { NULL, NULL };
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) != ESCOPA_OK ||
	    escopa_game_new(rules, 2, seed, &game) != ESCOPA_OK ||
	    escopa_bot_new_level(ESCOPA_LEVEL_EXPERT, seed, &bots[0]) != ESCOPA_OK ||
	    escopa_bot_new(ESCOPA_BOT_GREEDY, 0, &bots[1]) != ESCOPA_OK)
		return 1;

	int turns = 0;
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase == ESCOPA_PHASE_HAND_OVER) {
			escopa_game_next_hand(game);
			continue;
		}
		int seat;
		escopa_game_current_seat(game, &seat);
		char text[2048];
		escopa_move_t move;
		if (server_send_view(game, seat, text, sizeof text) != 0 ||
		    client_choose(bots[seat], text, &move) != 0)
			return 1;
		if (turns++ < 3)
			printf("sent to seat %d: %s\n", seat, text);
		/* The server trusts nobody: escopa_game_play checks the move. */
		if (escopa_game_play(game, move, NULL) != ESCOPA_OK)
			return 1;
	}
	int score0, score1, winner;
	escopa_game_score(game, 0, &score0);
	escopa_game_score(game, 1, &score1);
	escopa_game_winner(game, &winner);
	printf("after %d turns: expert %d, greedy %d; winner: %s\n", turns, score0, score1,
	       winner == 0 ? "expert" : winner == 1 ? "greedy" : "nobody");

	escopa_bot_free(bots[0]);
	escopa_bot_free(bots[1]);
	escopa_game_free(game);
	escopa_rules_free(rules);
	return 0;
}
