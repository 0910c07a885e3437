/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * How an app with its own UI loop drives a game: one human seat and
 * computer seats, each shown only its view of the game.
 *
 *   embed-game-loop [SEED [INPUT]]
 *
 * Three players; seat 0 is the human, who types a move (any card style,
 * "7o x 3e+5c") or its number, one per line on stdin (or in the file
 * INPUT); at the end of the input the human plays the first legal move. Seats 1 and 2 are computer
 * players. Each turn the app refreshes the view of the seat to play
 * (escopa_view_update(), no allocation): the human's screen is drawn from
 * that view alone, and the computer chooses from its own view
 * (escopa_bot_choose()), so neither sees a card its seat could not. A
 * move the human types that is not legal is refused with the library's
 * reason, and the game is unchanged.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>

#define PLAYERS 3
#define HUMAN 0

static void
draw_cards(const char *label, escopa_cardset_t cards)
{
	char text[256];
	size_t len;
	escopa_cardset_format(cards, ESCOPA_STYLE_ASCII, text, sizeof text, &len);
	printf("%s%s\n", label, cards ? text : "-");
}

/* The human's screen: everything comes from the view. */
static void
draw_screen(const struct escopa_view *view, const escopa_move_t *moves, size_t n)
{
	escopa_cardset_t hand, table;
	escopa_view_hand(view, HUMAN, &hand);
	escopa_view_table(view, &table);
	for (int seat = 1; seat < PLAYERS; seat++) {
		int cards;
		escopa_view_hand_size(view, seat, &cards);
		printf("seat %d holds %d card%s\n", seat, cards, cards == 1 ? "" : "s");
	}
	draw_cards("table: ", table);
	draw_cards("yours: ", hand);
	for (size_t i = 0; i < n; i++) {
		char text[128];
		size_t len;
		escopa_move_format(moves[i], ESCOPA_STYLE_ASCII, text, sizeof text, &len);
		printf("  %zu) %s\n", i + 1, text);
	}
}

/* The UI's input: a move typed or its number; the first move at the end
 * of the input. False while the line is not a legal move. */
static int
read_human_move(FILE *input, struct escopa_game *game, const escopa_move_t *moves, size_t n,
		escopa_move_t *move)
{
	char line[256];
	if (!fgets(line, sizeof line, input)) {
		*move = moves[0];
		return 1;
	}
	line[strcspn(line, "\r\n")] = '\0';
	char *end;
	unsigned long number = strtoul(line, &end, 10);
	if (*line && !*end)
		*move = number >= 1 && number <= n ? moves[number - 1] : 0;
	else if (escopa_move_parse(line, ESCOPA_STYLE_ANY, move) != ESCOPA_OK)
		*move = 0;
	char why[256];
	size_t len;
	if (*move && escopa_game_is_legal(game, *move) == ESCOPA_OK)
		return 1;
	if (*move && !escopa_game_format_refusal(game, *move, ESCOPA_STYLE_ASCII, why,
						 sizeof why, &len))
		printf("refused: %s\n", why);
	else
		printf("'%s' is not a move: type one of the list, or its number\n", line);
	return 0;
}

int
main(int argc, char **argv)
{
	uint64_t seed = argc > 1 ? strtoull(argv[1], NULL, 10) : 11;
	FILE *input = argc > 2 ? fopen(argv[2], "r") : stdin;
	if (!input)
		return 2;
	struct escopa_rules *rules;
	struct escopa_game *game;
	struct escopa_view *view;
	struct escopa_bot *bot;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) ||
	    escopa_game_new(rules, PLAYERS, seed, &game) ||
	    escopa_view_new(game, HUMAN, &view) ||            /* made once, updated each turn */
	    escopa_bot_new_level(ESCOPA_LEVEL_EASY, seed, &bot))
		return 1;

	enum escopa_phase phase;
	while (!escopa_game_phase(game, &phase) && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase == ESCOPA_PHASE_HAND_OVER) {
			escopa_game_next_hand(game);
			continue;
		}
		int seat;
		escopa_game_current_seat(game, &seat);
		escopa_view_update(view, game, seat);            /* what this seat knows */
		escopa_move_t moves[64], move;
		size_t n;
		escopa_view_moves(view, moves, 64, &n);
		if (n > 64)
			n = 64;
		if (seat == HUMAN) {
			draw_screen(view, moves, n);
			while (!read_human_move(input, game, moves, n, &move))
				;
		} else if (escopa_bot_choose(bot, view, &move) != ESCOPA_OK) {
			return 1;
		}
		char text[128];
		size_t len;
		escopa_move_format(move, ESCOPA_STYLE_ASCII, text, sizeof text, &len);
		if (escopa_game_play(game, move, NULL) != ESCOPA_OK)
			return 1;
		printf("seat %d plays %s\n", seat, text);
	}
	int winner;
	escopa_game_winner(game, &winner);
	printf("game over: side %d wins\n", winner);
	escopa_bot_free(bot);
	escopa_view_free(view);
	escopa_game_free(game);
	escopa_rules_free(rules);
	return 0;
}
