/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* escopa play: a human's turn at the prompt. A line is the number of a
 * listed move, a move as text in any card style, a card alone for its
 * only move, or a command (help, hint, undo, quit). */

#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "play.h"

/* Longest line typed at the prompt, in bytes: a move of the longest form
 * in any style fits many times over. */
#define MAX_INPUT_LINE 1024
/* The line with the Spanish numbers written out: each adds 5 bytes. */
#define MAX_INPUT_TEXT (3 * MAX_INPUT_LINE)

void
play_refresh_moves(struct session *s)
{
	s->total_moves = 0;
	escopa_game_moves(s->game, s->moves, MAX_SHOWN_MOVES, &s->total_moves);
	s->n_moves = s->total_moves < MAX_SHOWN_MOVES ? s->total_moves : MAX_SHOWN_MOVES;
}

/* A card alone, when it has exactly one legal move, plays that move. */
static enum escopa_status
only_move_of_card(const struct session *s, escopa_card_t card, escopa_move_t *move)
{
	size_t found = 0;
	for (size_t i = 0; i < s->n_moves; i++) {
		escopa_card_t c;
		escopa_move_parts(s->moves[i], NULL, &c, NULL);
		if (c == card) {
			*move = s->moves[i];
			found++;
		}
	}
	if (found == 1)
		return ESCOPA_OK;
	return found == 0 ? ESCOPA_E_ILLEGAL : ESCOPA_E_INVALID;
}

/* What the line says: a move to play (true), or nothing to play yet. */
static bool
read_move_text(struct session *s, const char *text, escopa_move_t *move)
{
	size_t len = strlen(text);
	bool digits = len > 0;
	for (size_t i = 0; i < len; i++)
		digits &= isdigit((unsigned char)text[i]) != 0;
	char spanish[MAX_INPUT_TEXT];
	const char *typed = text;
	if (s->term.style == ESCOPA_STYLE_SPANISH) {
		text = cli_spanish_numbers(text, spanish, sizeof spanish);
		len = strlen(text);
	}
	if (digits) {
		char *end;
		unsigned long n = strtoul(text, &end, 10);
		if (n >= 1 && n <= s->n_moves) {
			*move = s->moves[n - 1];
			return true;
		}
		printf("No move %s: choose 1 to %zu.\n", text, s->n_moves);
		return false;
	}

	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_move_read(text, len, cli_parse_style_for(s->term.style),
						 move, &err);
	if (rc != ESCOPA_OK) {
		printf("Not a move: %s.\n", err.message[0] ? err.message : escopa_status_str(rc));
		return false;
	}
	rc = escopa_game_is_legal(s->game, *move);
	if (rc == ESCOPA_OK)
		return true;
	int kind;
	escopa_card_t card;
	escopa_move_parts(*move, &kind, &card, NULL);
	enum escopa_refusal why = ESCOPA_REFUSAL_NONE;
	escopa_game_refusal(s->game, *move, &why);
	if (why == ESCOPA_REFUSAL_NOT_HELD || why == ESCOPA_REFUSAL_NOT_YOUR_TURN) {
		/* not where the card is: another human may hold it; say how the
		 * text was read, since "7c" is clubs in one style, cups in another */
		char words[128];
		fputs("You do not hold ", stdout);
		cli_put_card(stdout, &s->term, card);
		if (cli_card_words(card, s->term.style, words, sizeof words))
			printf(" (\"%s\" read as %s)", typed, words);
		fputs(".\n", stdout);
		return false;
	}
	if (kind == ESCOPA_MOVE_TRAIL) {
		enum escopa_status only = only_move_of_card(s, card, move);
		if (only == ESCOPA_OK)
			return true;
		if (only == ESCOPA_E_INVALID) {
			fputs("That card has several moves: type the number or the whole move.\n",
			      stdout);
			return false;
		}
	}
	char why_text[512];
	printf("Cannot play that: %s.\n",
	       play_refusal_sentence(s, *move, rc, why_text, sizeof why_text));
	return false;
}

enum turn_result
play_human_turn(struct session *s, escopa_move_t *move)
{
	char line[MAX_INPUT_LINE + 1];
	enum turn_result result = TURN_EOF;
	for (;;) {
		/* one legal move: no choice to number; Enter plays it */
		bool only_one = s->total_moves == 1 && s->n_moves == 1;
		if (only_one) {
			fputs("Your only move is ", stdout);
			cli_put_move(stdout, &s->term, s->moves[0]);
			fputs(" [Enter plays it; ? help, h hint, u undo, q quit]: ", stdout);
		} else {
			printf("Your move [1-%zu or text; ? help, h hint, u undo, q quit]: ",
			       s->n_moves);
		}
		fflush(stdout);
		size_t n;
		enum cli_line got = cli_read_line(stdin, line, sizeof line, &n);
		if (got == CLI_LINE_EOF)
			break;
		if (got == CLI_LINE_TOO_LONG) {
			if (s->echo)
				putchar('\n');
			printf("That line is longer than %d bytes; it is ignored.\n",
			       MAX_INPUT_LINE);
			continue;
		}
		while (n > 0 && isspace((unsigned char)line[n - 1]))
			line[--n] = '\0';
		char *text = line;
		while (isspace((unsigned char)*text))
			text++;
		if (s->echo)
			printf("%s\n", text);
		if (*text == '\0') {
			if (!only_one)
				continue;
			*move = s->moves[0];
			result = TURN_PLAYED;
			break;
		}
		if (strcmp(text, "q") == 0 || strcmp(text, "quit") == 0) {
			result = TURN_QUIT;
			break;
		}
		if (strcmp(text, "h") == 0 || strcmp(text, "hint") == 0) {
			play_print_hint(s);
			continue;
		}
		if (strcmp(text, "u") == 0 || strcmp(text, "undo") == 0) {
			result = TURN_UNDO;
			break;
		}
		if (strcmp(text, "?") == 0 || strcmp(text, "help") == 0) {
			play_print_input_help(s);
			play_print_table(s);
			play_print_moves(s);
			continue;
		}
		if (read_move_text(s, text, move)) {
			result = TURN_PLAYED;
			break;
		}
	}
	return result;
}

/* Hot-seat play: the next human's hand stays hidden until they say they
 * hold the device; the screen is cleared first on a terminal. False at
 * the end of the input. */
bool
play_pass_device(struct session *s, int seat)
{
	if (isatty(STDOUT_FILENO))
		fputs("\033[2J\033[H", stdout);
	printf("\n=== Pass the device to seat %d: press Enter when only seat %d can see "
	       "the screen ===\n", seat, seat);
	fflush(stdout);
	char line[MAX_INPUT_LINE + 1];
	size_t n;
	enum cli_line got = cli_read_line(stdin, line, sizeof line, &n);
	if (got == CLI_LINE_EOF)
		return false;
	if (s->echo)
		putchar('\n');
	return true;
}
