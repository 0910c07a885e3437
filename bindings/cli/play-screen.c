/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* escopa play: what the screen shows of the game, and the help and hints
 * a human asks for. */

#include <stdlib.h>
#include <string.h>
#include "play.h"

void
play_seat_label(const struct session *s, int seat, char *buf, size_t size)
{
	if (s->human[seat])
		snprintf(buf, size, "Seat %d (%s)", seat, s->n_humans == 1 ? "you" : "human");
	else
		snprintf(buf, size, "Seat %d (%s)", seat, s->opponent_name);
}

void
play_print_table(const struct session *s)
{
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t n = 0;
	escopa_game_piles(s->game, piles, ESCOPA_CARD_COUNT, &n);
	fputs("Table: ", stdout);
	if (n == 0)
		fputs("(empty)", stdout);
	for (size_t i = 0; i < n; i++) {
		if (i)
			fputs("  ", stdout);
		bool stacked = (piles[i] & (piles[i] - 1)) != 0;
		if (stacked)
			putchar('[');
		cli_put_cards(stdout, &s->term, piles[i]);
		if (stacked)
			printf("]=%d", cli_pile_value(piles[i]));
	}
	putchar('\n');
}

void
play_print_deal(const struct session *s)
{
	int number = 0, dealer = 0;
	escopa_game_hand_number(s->game, &number);
	escopa_game_dealer(s->game, &dealer);
	printf("\n=== Hand %d, dealt by seat %d ===\n", number, dealer);
	escopa_cardset_t aside = 0;
	escopa_game_set_aside(s->game, &aside);
	if (aside) {
		fputs("Set aside (a 15 on the first table): ", stdout);
		cli_put_cards(stdout, &s->term, aside);
		putchar('\n');
	}
	for (int side = 0; side < s->sides; side++) {
		int sweeps = 0;
		escopa_game_sweeps(s->game, side, &sweeps);
		if (sweeps)
			printf("Side %d scores %d sweep point%s from the first table.\n", side,
			       sweeps, sweeps == 1 ? "" : "s");
	}
	play_print_table(s);
}

void
play_print_hand_score(const struct session *s)
{
	int number = 0;
	escopa_game_hand_number(s->game, &number);
	printf("\n--- End of hand %d ---\n", number);
	cli_put_hand_table(stdout, s->game);
	cli_put_scores(stdout, "Scores:", s->game);
}

/* Whether the setting rule took away a trail: a card with an "on" move
 * and no trail among the moves listed. */
static bool
must_set(const struct session *s)
{
	escopa_cardset_t sets = 0, trails = 0;
	for (size_t i = 0; i < s->n_moves; i++) {
		int kind;
		escopa_card_t card;
		if (escopa_move_parts(s->moves[i], &kind, &card, NULL) != ESCOPA_OK)
			continue;
		if (kind == ESCOPA_MOVE_SET)
			sets |= ESCOPA_CARDSET_OF(card);
		else if (kind == ESCOPA_MOVE_TRAIL)
			trails |= ESCOPA_CARDSET_OF(card);
	}
	return (sets & ~trails) != 0;
}

void
play_print_moves(const struct session *s)
{
	puts("Moves:");
	for (size_t i = 0; i < s->n_moves; i++) {
		printf("  %2zu) ", i + 1);
		cli_put_move(stdout, &s->term, s->moves[i]);
		putchar('\n');
	}
	if (s->n_moves < s->total_moves)
		printf("  ... and %zu more; type one as text\n", s->total_moves - s->n_moves);
	if (must_set(s))
		puts("  (4 piles or more on the table: a card that can be set on a pile must\n"
		     "  be, so it has no trail.)");
}

void
play_print_turn(const struct session *s, int seat)
{
	char label[64];
	play_seat_label(s, seat, label, sizeof label);
	printf("\n%s to play. ", label);
	cli_put_scores(stdout, "Scores:", s->game);
	play_print_table(s);
	escopa_cardset_t hand = 0;
	escopa_game_hand(s->game, seat, &hand);
	fputs("Hand:  ", stdout);
	cli_put_cards(stdout, &s->term, hand);
	putchar('\n');
	play_print_moves(s);
}

static const char input_help[] =
	"Type the number of a move, or the move as text: the card played, then\n"
	"' x ' and the cards captured joined by '+' (as in the example), or the\n"
	"card alone to trail it or to play its only move; when one move is left,\n"
	"Enter plays it. Any card style works: 7o, 7d, 7 de Oros, Settebello.\n"
	"'?' (or 'help') shows this and the moves again, 'h' gives a hint (what\n"
	"the expert thinks each move is worth), 'u' takes back your last move,\n"
	"'q' quits.\n";

/* The rules of this game in words, then how to type a move. */
void
play_print_input_help(const struct session *s)
{
	cli_put_rules_intro(stdout, &s->term, s->game);
	if (s->term.style == ESCOPA_STYLE_SPANISH)
		puts("The printed numbers of a Spanish deck work too: 10, 11 and 12 de Oros\n"
		     "are the Sota, the Caballo and the Rey.");
	fputs(input_help, stdout);
}

/* Why the game refuses a move, as the library's sentence in the
 * terminal's card style; the status's words if it does not fit. */
const char *
play_refusal_sentence(const struct session *s, escopa_move_t move, enum escopa_status rc,
		 char *buf, size_t size)
{
	size_t len = 0;
	if (escopa_game_format_refusal(s->game, move, s->term.style, buf, size, &len) != ESCOPA_OK ||
	    len >= size)
		snprintf(buf, size, "%s", escopa_status_str(rc));
	return buf;
}

/* The expert level's analysis of every listed move, best marked. Its
 * seed is fixed, so a hint is the same every time it is asked. */
void
play_print_hint(struct session *s)
{
	if (!s->adviser && escopa_bot_new_level(ESCOPA_LEVEL_EXPERT, 1, &s->adviser) != ESCOPA_OK) {
		puts("No hint: out of memory.");
		return;
	}
	size_t count = 0;
	enum escopa_status rc = escopa_bot_analyze_game(s->adviser, s->game, s->values,
							ANALYZED_MOVES, &count);
	if (rc != ESCOPA_OK) {
		printf("No hint: %s.\n", escopa_status_str(rc));
		return;
	}
	size_t best = 0;
	for (size_t i = 1; i < count; i++) {
		if (s->values[i].value > s->values[best].value)
			best = i;
	}
	puts("Hint: what each move is worth by the end of the hand, your side's points\n"
	     "minus the other side's:");
	for (size_t i = 0; i < count; i++) {
		printf("  %2zu) %+6.2f  ", i + 1, s->values[i].value);
		cli_put_move(stdout, &s->term, s->values[i].move);
		puts(i == best ? "   <- best" : "");
	}
	if (count < s->total_moves)
		printf("  (the first %zu moves of %zu)\n", count, s->total_moves);
}

void
play_print_play(const struct session *s, const struct escopa_play_result *res)
{
	char label[64];
	play_seat_label(s, res->seat, label, sizeof label);
	printf("%s plays ", label);
	cli_put_move(stdout, &s->term, res->move);
	if (res->flags & ESCOPA_PLAYED_SWEEP)
		printf("  -- sweep! (%d point%s)", res->sweep_points,
		       res->sweep_points == 1 ? "" : "s");
	else if (res->flags & ESCOPA_PLAYED_CLEARED_TABLE)
		fputs("  -- table cleared (no sweep point)", stdout);
	putchar('\n');
	if (res->flags & ESCOPA_PLAYED_HAND_OVER && res->last_take) {
		if (res->last_take_side >= 0)
			printf("Side %d takes the cards left on the table: ", res->last_take_side);
		else
			fputs("Nobody captured; the cards left count for nobody: ", stdout);
		cli_put_cards(stdout, &s->term, res->last_take);
		putchar('\n');
	}
	if (res->flags & ESCOPA_PLAYED_REDEALT) {
		int dealer = 0;
		escopa_game_dealer(s->game, &dealer);
		printf("Seat %d deals three more cards each.\n", dealer);
	}
}
