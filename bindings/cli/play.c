/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa play: a game in the terminal. People type moves for their seats
 * (hot-seat when there are several); the library's built-in players take
 * the other seats. Works the same with a pipe on stdin, which the tests
 * use: the input is then echoed so the transcript reads like a session.
 */

#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"

enum { OPT_HUMANS = CLI_OPT_OWN, OPT_OPPONENT, OPT_LEVEL, OPT_STYLE, OPT_NO_COLOR, OPT_RECORD };

/* Enough for every move of any position a game reaches; larger lists are
 * cut, and the player can still type a move that is not shown. */
#define MAX_SHOWN_MOVES 4096
/* escopa_bot_analyze_game() values at most this many moves. */
#define ANALYZED_MOVES 512

/* What changed the game, in order, so that undo can replay it. */
enum event_kind { EVENT_PLAY, EVENT_NEXT_HAND, EVENT_NEXT_GAME };

struct event {
	enum event_kind kind;
	escopa_move_t move;             /* EVENT_PLAY */
};

/* Where a human's turn began: undo goes back to the one before. */
struct undo_mark {
	size_t events;
	uint64_t rng;
};

struct session {
	struct escopa_game *game;
	struct escopa_game *start;      /* the game as dealt, for undo */
	const struct escopa_rules *rules;
	uint64_t seed;
	struct event *events;           /* grows; undo replays a prefix */
	size_t n_events, cap_events;
	struct undo_mark *marks;
	size_t n_marks, cap_marks;
	struct escopa_record *record;   /* NULL without --record */
	FILE *record_file;              /* opened before the first move */
	struct cli_term term;
	bool human[4];
	int n_humans;
	enum escopa_player opponent;    /* with --opponent: a 1.1 player */
	struct escopa_bot *bot;         /* otherwise: the player of --level */
	const char *opponent_name;
	struct escopa_bot *adviser;     /* for hints, made at the first one */
	struct escopa_move_value values[ANALYZED_MOVES];
	uint64_t rng;
	int players;
	int sides;
	bool echo;                      /* stdin is not a terminal */
	int shown_human;                /* the human whose hand was shown last, or -1 */
	escopa_move_t moves[MAX_SHOWN_MOVES];
	size_t n_moves;                 /* listed */
	size_t total_moves;             /* legal */
};

static bool
parse_humans(const char *text, bool human[4], int players)
{
	memset(human, 0, 4 * sizeof *human);
	if (strcmp(text, "none") == 0)
		return true;
	if (strcmp(text, "all") == 0) {
		for (int i = 0; i < players; i++)
			human[i] = true;
		return true;
	}
	const char *s = text;
	for (;;) {
		if (!isdigit((unsigned char)*s))
			return false;
		int seat = *s++ - '0';
		if (seat >= players)
			return false;
		human[seat] = true;
		if (*s == '\0')
			return true;
		if (*s++ != ',')
			return false;
	}
}

static void
seat_label(const struct session *s, int seat, char *buf, size_t size)
{
	if (s->human[seat])
		snprintf(buf, size, "Seat %d (%s)", seat, s->n_humans == 1 ? "you" : "human");
	else
		snprintf(buf, size, "Seat %d (%s)", seat, s->opponent_name);
}

static void
print_table(const struct session *s)
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

static void
print_deal(const struct session *s)
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
	print_table(s);
}

static void
print_hand_score(const struct session *s)
{
	int number = 0;
	escopa_game_hand_number(s->game, &number);
	printf("\n--- End of hand %d ---\n", number);
	cli_put_hand_table(stdout, s->game);
	cli_put_scores(stdout, "Scores:", s->game);
}

static void
refresh_moves(struct session *s)
{
	s->total_moves = 0;
	escopa_game_moves(s->game, s->moves, MAX_SHOWN_MOVES, &s->total_moves);
	s->n_moves = s->total_moves < MAX_SHOWN_MOVES ? s->total_moves : MAX_SHOWN_MOVES;
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

static void
print_moves(const struct session *s)
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

static void
print_turn(const struct session *s, int seat)
{
	char label[64];
	seat_label(s, seat, label, sizeof label);
	printf("\n%s to play. ", label);
	cli_put_scores(stdout, "Scores:", s->game);
	print_table(s);
	escopa_cardset_t hand = 0;
	escopa_game_hand(s->game, seat, &hand);
	fputs("Hand:  ", stdout);
	cli_put_cards(stdout, &s->term, hand);
	putchar('\n');
	print_moves(s);
}

static const char input_help[] =
	"Type the number of a move, or the move as text: the card played, then\n"
	"' x ' and the cards captured joined by '+' (as in the example), or the\n"
	"card alone to trail it or to play its only move. Any card style works:\n"
	"7o, 7d, 7 de Oros, Settebello. '?' (or 'help') shows this and the moves\n"
	"again, 'h' gives a hint (what the expert thinks each move is worth), 'u'\n"
	"takes back your last move, 'q' quits.\n";

/* The rules of this game in words, then how to type a move. */
static void
print_input_help(const struct session *s)
{
	cli_put_rules_intro(stdout, &s->term, s->game);
	if (s->term.style == ESCOPA_STYLE_SPANISH)
		puts("The printed numbers of a Spanish deck work too: 10, 11 and 12 de Oros\n"
		     "are the Sota, the Caballo and the Rey.");
	fputs(input_help, stdout);
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

/* Why the game refuses a move, as the library's sentence in the
 * terminal's card style; the status's words if it does not fit. */
static const char *
refusal_sentence(const struct session *s, escopa_move_t move, enum escopa_status rc,
		 char *buf, size_t size)
{
	size_t len = 0;
	if (escopa_game_format_refusal(s->game, move, s->term.style, buf, size, &len) != ESCOPA_OK ||
	    len >= size)
		snprintf(buf, size, "%s", escopa_status_str(rc));
	return buf;
}

/* Longest line typed at the prompt, in bytes: a move of the longest form
 * in any style fits many times over. */
#define MAX_INPUT_LINE 1024
/* The line with the Spanish numbers written out: each adds 5 bytes. */
#define MAX_INPUT_TEXT (3 * MAX_INPUT_LINE)

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
	printf("Cannot play that: %s.\n", refusal_sentence(s, *move, rc, why_text, sizeof why_text));
	return false;
}

enum turn_result { TURN_PLAYED, TURN_UNDO, TURN_QUIT, TURN_EOF };

static void print_hint(struct session *s);

static enum turn_result
human_turn(struct session *s, escopa_move_t *move)
{
	char line[MAX_INPUT_LINE + 1];
	enum turn_result result = TURN_EOF;
	for (;;) {
		printf("Your move [1-%zu or text; ? help, h hint, u undo, q quit]: ", s->n_moves);
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
		if (*text == '\0')
			continue;
		if (strcmp(text, "q") == 0 || strcmp(text, "quit") == 0) {
			result = TURN_QUIT;
			break;
		}
		if (strcmp(text, "h") == 0 || strcmp(text, "hint") == 0) {
			print_hint(s);
			continue;
		}
		if (strcmp(text, "u") == 0 || strcmp(text, "undo") == 0) {
			result = TURN_UNDO;
			break;
		}
		if (strcmp(text, "?") == 0 || strcmp(text, "help") == 0) {
			print_input_help(s);
			print_table(s);
			print_moves(s);
			continue;
		}
		if (read_move_text(s, text, move)) {
			result = TURN_PLAYED;
			break;
		}
	}
	return result;
}

/* The expert level's analysis of every listed move, best marked. Its
 * seed is fixed, so a hint is the same every time it is asked. */
static void
print_hint(struct session *s)
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

static void
print_play(const struct session *s, const struct escopa_play_result *res)
{
	char label[64];
	seat_label(s, res->seat, label, sizeof label);
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

/* Grows an array of n items by one slot; false when out of memory. */
static bool
grow(void **items, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return true;
	size_t new_cap = *cap ? 2 * *cap : 64;
	void *bigger = realloc(*items, new_cap * size);
	if (!bigger)
		return false;
	*items = bigger;
	*cap = new_cap;
	return true;
}

static bool
log_event(struct session *s, enum event_kind kind, escopa_move_t move)
{
	if (!grow((void **)&s->events, &s->cap_events, s->n_events, sizeof *s->events))
		return false;
	s->events[s->n_events++] = (struct event){ .kind = kind, .move = move };
	return true;
}

/* Called when a human's turn begins; a turn shown again after an undo is
 * already marked. */
static bool
mark_turn(struct session *s)
{
	if (s->n_marks && s->marks[s->n_marks - 1].events == s->n_events)
		return true;
	if (!grow((void **)&s->marks, &s->cap_marks, s->n_marks, sizeof *s->marks))
		return false;
	s->marks[s->n_marks++] = (struct undo_mark){ .events = s->n_events, .rng = s->rng };
	return true;
}

static int start_record(struct session *s, const struct escopa_rules *rules, uint64_t seed);

/* Replays the first n events on the game as dealt, and into a new record. */
static enum escopa_status
replay_events(struct session *s, size_t n)
{
	enum escopa_status rc = escopa_game_copy(s->game, s->start);
	if (rc == ESCOPA_OK && s->record) {
		escopa_record_free(s->record);
		s->record = NULL;
		if (start_record(s, s->rules, s->seed) != EXIT_OK)
			rc = ESCOPA_E_NOMEM;
	}
	for (size_t i = 0; i < n && rc == ESCOPA_OK; i++) {
		const struct event *e = &s->events[i];
		switch (e->kind) {
		case EVENT_PLAY:
			rc = escopa_game_play(s->game, e->move, NULL);
			if (rc == ESCOPA_OK && s->record)
				rc = escopa_record_play(s->record, e->move);
			break;
		case EVENT_NEXT_HAND:
			rc = escopa_game_next_hand(s->game);
			if (rc == ESCOPA_OK && s->record)
				rc = escopa_record_next_hand(s->record, NULL, 0);
			break;
		case EVENT_NEXT_GAME:
			rc = escopa_game_next_game(s->game);
			if (rc == ESCOPA_OK && s->record)
				rc = escopa_record_next_game(s->record);
			break;
		}
	}
	s->n_events = n;
	return rc;
}

/* Takes back every move since the human turn before this one. */
static int
undo(struct session *s)
{
	if (s->n_marks < 2) {
		puts("Nothing to undo: this is the first move you make.");
		return EXIT_OK;
	}
	s->n_marks--;                        /* this turn */
	struct undo_mark back = s->marks[--s->n_marks];
	s->rng = back.rng;
	size_t taken = 0;
	for (size_t i = back.events; i < s->n_events; i++)
		taken += s->events[i].kind == EVENT_PLAY;
	if (replay_events(s, back.events) != ESCOPA_OK) {
		cli_error("play: undo could not replay the game");
		return EXIT_RUNTIME;
	}
	printf("Undone: %zu move%s taken back.\n", taken, taken == 1 ? "" : "s");
	return EXIT_OK;
}

/* Hot-seat play: the next human's hand stays hidden until they say they
 * hold the device; the screen is cleared first on a terminal. False at
 * the end of the input. */
static bool
pass_device(struct session *s, int seat)
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

/* Runs the game to its end; returns an exit code. */
static int
run_game(struct session *s)
{
	print_deal(s);
	for (;;) {
		enum escopa_phase phase;
		escopa_game_phase(s->game, &phase);
		if (phase == ESCOPA_PHASE_GAME_OVER) {
			/* a match (match_games) goes on with its next game */
			int over = 1, winner = -1, number = 0;
			escopa_game_winner(s->game, &winner);
			escopa_game_match_over(s->game, &over);
			if (over)
				break;
			if (winner < 0)
				puts("\n=== Game drawn ===");
			else
				printf("\n=== Game over: side %d wins ===\n", winner);
			cli_put_match(stdout, s->game);
			if (escopa_game_next_game(s->game) != ESCOPA_OK ||
			    (s->record && escopa_record_next_game(s->record) != ESCOPA_OK) ||
			    !log_event(s, EVENT_NEXT_GAME, 0)) {
				cli_error("play: the next game could not start");
				return EXIT_RUNTIME;
			}
			escopa_game_match_game(s->game, &number);
			printf("\n=== Game %d ===\n", number);
			print_deal(s);
			continue;
		}
		if (phase != ESCOPA_PHASE_PLAYING) {
			escopa_game_next_hand(s->game);
			enum escopa_status st = s->record ? escopa_record_next_hand(s->record, NULL, 0)
							  : ESCOPA_OK;
			if (st == ESCOPA_OK && !log_event(s, EVENT_NEXT_HAND, 0))
				st = ESCOPA_E_NOMEM;
			if (st != ESCOPA_OK) {
				cli_error("play: the record refused the deal: %s", escopa_status_str(st));
				return EXIT_RUNTIME;
			}
			print_deal(s);
			continue;
		}
		int seat;
		escopa_game_current_seat(s->game, &seat);
		escopa_move_t move;
		if (s->human[seat]) {
			if (!mark_turn(s)) {
				cli_error("play: out of memory");
				return EXIT_RUNTIME;
			}
			if (s->n_humans > 1 && seat != s->shown_human && !pass_device(s, seat)) {
				putchar('\n');
				cli_error("play: input ended before the game did");
				return EXIT_RUNTIME;
			}
			s->shown_human = seat;
			refresh_moves(s);
			print_turn(s, seat);
			enum turn_result t = human_turn(s, &move);
			if (t == TURN_UNDO) {
				int undone = undo(s);
				if (undone != EXIT_OK)
					return undone;
				continue;
			}
			if (t == TURN_QUIT) {
				puts("Game abandoned.");
				return EXIT_OK;
			}
			if (t == TURN_EOF) {
				putchar('\n');
				cli_error("play: input ended before the game did");
				return EXIT_RUNTIME;
			}
		} else if ((s->bot ? escopa_bot_choose_game(s->bot, s->game, &move)
				   : escopa_game_choose_move(s->game, s->opponent, &s->rng, &move)) !=
			   ESCOPA_OK) {
			cli_error("play: the computer player failed");
			return EXIT_RUNTIME;
		}
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		enum escopa_status rc = escopa_game_play(s->game, move, &res);
		if (rc != ESCOPA_OK) {
			char why_text[512];
			cli_error("play: %s", refusal_sentence(s, move, rc, why_text, sizeof why_text));
			return EXIT_RUNTIME;
		}
		rc = s->record ? escopa_record_play(s->record, move) : ESCOPA_OK;
		if (rc == ESCOPA_OK && !log_event(s, EVENT_PLAY, move))
			rc = ESCOPA_E_NOMEM;
		if (rc != ESCOPA_OK) {
			cli_error("play: the record refused a move: %s", escopa_status_str(rc));
			return EXIT_RUNTIME;
		}
		print_play(s, &res);
		if (res.flags & ESCOPA_PLAYED_HAND_OVER)
			print_hand_score(s);
	}
	int winner = -1;
	escopa_game_winner(s->game, &winner);
	if (winner < 0)
		puts("\n=== Game drawn ===");
	else
		printf("\n=== Game over: side %d wins ===\n", winner);
	cli_put_scores(stdout, "Scores:", s->game);
	cli_put_match(stdout, s->game);
	return EXIT_OK;
}

/* Starts the record of the game, with its players and the date. */
static int
start_record(struct session *s, const struct escopa_rules *rules, uint64_t seed)
{
	if (escopa_record_new(rules, s->players, seed, &s->record) != ESCOPA_OK) {
		cli_error("play: out of memory");
		return EXIT_RUNTIME;
	}
	for (int seat = 0; seat < s->players; seat++) {
		char key[32];
		snprintf(key, sizeof key, "Player%d", seat);
		escopa_record_set_tag(s->record, key,
				      s->human[seat] ? "human" : s->opponent_name);
	}
	char date[32];
	time_t now = time(NULL);
	struct tm tm;
	if (gmtime_r(&now, &tm) && strftime(date, sizeof date, "%Y-%m-%d", &tm))
		escopa_record_set_tag(s->record, "Date", date);
	return EXIT_OK;
}

/* A record writes its cards in one notation, whatever the screen showed,
 * since "7c" is cups there but clubs in the French style: a first comment
 * line says how the screen's cards read in it ("7o is 7♦, ..."). Nothing
 * in the ASCII style, which is the record's own. */
static bool
write_record_legend(FILE *f, enum escopa_style style)
{
	if (style == ESCOPA_STYLE_ASCII)
		return true;
	bool ok = fputs("; Cards in record notation:", f) >= 0;
	for (int suit = ESCOPA_SUIT_COINS; suit <= ESCOPA_SUIT_CLUBS; suit++) {
		escopa_card_t seven = (escopa_card_t)ESCOPA_CARD(7, suit);
		char ascii[32], shown[64];
		size_t len;
		if (escopa_card_format(seven, ESCOPA_STYLE_ASCII, ascii, sizeof ascii, &len) !=
			    ESCOPA_OK ||
		    escopa_card_format(seven, style, shown, sizeof shown, &len) != ESCOPA_OK)
			return false;
		ok = ok && fprintf(f, "%s %s is %s", suit ? "," : "", ascii, shown) >= 0;
	}
	return ok && fputs(" on the play screen\n", f) >= 0;
}

/* Writes the record, whole or as far as the game went, to the file
 * opened at the start, and closes it. */
static int
write_record(struct session *s, const char *path)
{
	size_t len = 0;
	char *text = NULL;
	enum escopa_status rc = escopa_record_format(s->record, NULL, 0, &len);
	if (rc == ESCOPA_OK) {
		text = malloc(len + 1);
		rc = text ? escopa_record_format(s->record, text, len + 1, &len) : ESCOPA_E_NOMEM;
	}
	FILE *f = s->record_file;
	s->record_file = NULL;
	if (rc != ESCOPA_OK) {
		free(text);
		fclose(f);
		cli_error("play: the record: %s", escopa_status_str(rc));
		return EXIT_RUNTIME;
	}
	bool ok = write_record_legend(f, s->term.style) && fwrite(text, 1, len, f) == len;
	if (fclose(f) != 0)
		ok = false;
	free(text);
	if (!ok) {
		cli_error("play: cannot write the record to %s", path);
		return EXIT_RUNTIME;
	}
	return EXIT_OK;
}

int
cmd_play(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		CLI_OPTIONS_GAME,
		{ "seed", 0, true, CLI_OPT_SEED },
		{ "humans", 0, true, OPT_HUMANS },
		{ "opponent", 0, true, OPT_OPPONENT },
		{ "level", 0, true, OPT_LEVEL },
		{ "style", 0, true, OPT_STYLE },
		{ "no-color", 0, false, OPT_NO_COLOR },
		{ "record", 0, true, OPT_RECORD },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "play", argc, argv, 0, NULL);
	const char *humans = "0", *record_path = NULL;
	bool no_color = false;
	int style = -1;
	enum escopa_player opponent = ESCOPA_PLAYER_GREEDY;
	enum escopa_level level = ESCOPA_LEVEL_EXPERT;
	bool have_opponent = false, have_level = false;
	while (cli_args_next(&a, options)) {
		bool ok = true;
		enum escopa_style st;
		switch (a.id) {
		case OPT_HUMANS:
			humans = a.value;
			break;
		case OPT_OPPONENT:
			ok = cli_parse_player("play", a.value, &opponent);
			have_opponent = true;
			break;
		case OPT_LEVEL:
			ok = cli_parse_level("play", a.value, &level);
			have_level = true;
			break;
		case OPT_STYLE:
			ok = cli_parse_style("play", a.value, &st);
			style = (int)st;
			break;
		case OPT_NO_COLOR:
			no_color = true;
			break;
		case OPT_RECORD:
			record_path = a.value;
			break;
		}
		if (!ok)
			return EXIT_USAGE;
	}
	if (a.stop)
		return a.exit_code;

	static struct session s;
	memset(&s, 0, sizeof s);
	s.players = (int)a.players;
	s.opponent = opponent;
	if (have_opponent && have_level)
		return cli_usage_error("play", "--opponent and --level do not go together");
	s.opponent_name = have_opponent ? cli_player_name(opponent) : cli_level_name(level);
	if (!parse_humans(humans, s.human, s.players))
		return cli_usage_error("play",
				       "--humans '%s' is not 'all', 'none' or seats 0 to %d "
				       "separated by commas",
				       humans, s.players - 1);
	for (int i = 0; i < s.players; i++)
		s.n_humans += s.human[i];
	uint64_t seed = a.seed;
	if (!a.have_seed)
		seed = (uint64_t)time(NULL) * UINT64_C(0x9E3779B97F4A7C15) ^ (uint64_t)getpid();

	/* The record's file is opened now, so that a bad path fails before
	 * the game rather than losing it at the end. */
	if (record_path && !(s.record_file = fopen(record_path, "w"))) {
		fprintf(stderr, "escopa play: --record %s: %s\n", record_path, strerror(errno));
		return EXIT_USAGE;
	}
	struct escopa_rules *rules;
	int rc = cli_new_game(&a, seed, &rules, &s.game);
	if (rc == EXIT_OK && record_path && (rc = start_record(&s, rules, seed)) != EXIT_OK) {
		escopa_rules_free(rules);
		escopa_game_free(s.game);
	}
	if (rc == EXIT_OK && (escopa_game_clone(s.game, &s.start) != ESCOPA_OK ||
			      (!have_opponent && escopa_bot_new_level(level, cli_player_rng(seed),
								      &s.bot) != ESCOPA_OK))) {
		cli_error("play: out of memory");
		escopa_record_free(s.record);
		escopa_rules_free(rules);
		escopa_game_free(s.game);
		escopa_game_free(s.start);
		rc = EXIT_RUNTIME;
	}
	if (rc != EXIT_OK) {
		if (s.record_file)
			fclose(s.record_file);
		return rc;
	}
	s.rules = rules;
	s.seed = seed;
	cli_term_init(&s.term, no_color, style);
	s.echo = !isatty(STDIN_FILENO);
	s.rng = cli_player_rng(seed);
	escopa_game_sides(s.game, &s.sides);

	char rules_line[512];
	cli_rules_line(&a, rules, rules_line, sizeof rules_line);
	printf("escopa play: %s, %d players, seed %llu\n", rules_line, s.players,
	       (unsigned long long)seed);
	for (int seat = 0; seat < s.players; seat++) {
		char label[64];
		int side;
		escopa_game_side_of(s.game, seat, &side);
		seat_label(&s, seat, label, sizeof label);
		printf("%s%s, side %d", seat ? "; " : "", label, side);
	}
	putchar('\n');
	if (s.n_humans)
		print_input_help(&s);
	s.shown_human = -1;

	rc = run_game(&s);
	if (s.record) {
		int written = write_record(&s, record_path);
		if (rc == EXIT_OK)
			rc = written;
	}
	escopa_record_free(s.record);
	escopa_game_free(s.game);
	escopa_game_free(s.start);
	escopa_bot_free(s.bot);
	escopa_bot_free(s.adviser);
	escopa_rules_free(rules);
	free(s.events);
	free(s.marks);
	return rc;
}
