/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa play: a game in the terminal. People type moves for their seats
 * (hot-seat when there are several); the library's built-in players take
 * the other seats. Works the same with a pipe on stdin, which the tests
 * use: the input is then echoed so the transcript reads like a session.
 *
 * This file reads the options, sets the session up and runs the game;
 * play.h says where the rest is.
 */

#define _POSIX_C_SOURCE 200809L

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "play.h"

enum { OPT_HUMANS = CLI_OPT_OWN, OPT_OPPONENT, OPT_LEVEL, OPT_STYLE, OPT_NO_COLOR, OPT_RECORD,
       OPT_REVIEW, OPT_NO_REVIEW };

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

/* Runs the game to its end; returns an exit code. */
static int
run_game(struct session *s)
{
	play_print_deal(s);
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
			    !play_log_event(s, EVENT_NEXT_GAME, 0)) {
				cli_error("play: the next game could not start");
				return EXIT_RUNTIME;
			}
			escopa_game_match_game(s->game, &number);
			printf("\n=== Game %d ===\n", number);
			play_print_deal(s);
			continue;
		}
		if (phase != ESCOPA_PHASE_PLAYING) {
			escopa_game_next_hand(s->game);
			enum escopa_status st = s->record ? escopa_record_next_hand(s->record, NULL, 0)
							  : ESCOPA_OK;
			if (st == ESCOPA_OK && !play_log_event(s, EVENT_NEXT_HAND, 0))
				st = ESCOPA_E_NOMEM;
			if (st != ESCOPA_OK) {
				cli_error("play: the record refused the deal: %s", escopa_status_str(st));
				return EXIT_RUNTIME;
			}
			play_print_deal(s);
			continue;
		}
		int seat;
		escopa_game_current_seat(s->game, &seat);
		escopa_move_t move;
		if (s->human[seat]) {
			if (!play_mark_turn(s)) {
				cli_error("play: out of memory");
				return EXIT_RUNTIME;
			}
			if (s->n_humans > 1 && seat != s->shown_human && !play_pass_device(s, seat)) {
				putchar('\n');
				cli_error("play: input ended before the game did");
				return EXIT_RUNTIME;
			}
			s->shown_human = seat;
			play_refresh_moves(s);
			play_print_turn(s, seat);
			enum turn_result t = play_human_turn(s, &move);
			if (t == TURN_UNDO) {
				int undone = play_undo(s);
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
			cli_error("play: %s", play_refusal_sentence(s, move, rc, why_text, sizeof why_text));
			return EXIT_RUNTIME;
		}
		rc = s->record ? escopa_record_play(s->record, move) : ESCOPA_OK;
		if (rc == ESCOPA_OK && !play_log_event(s, EVENT_PLAY, move))
			rc = ESCOPA_E_NOMEM;
		if (rc != ESCOPA_OK) {
			cli_error("play: the record refused a move: %s", escopa_status_str(rc));
			return EXIT_RUNTIME;
		}
		play_print_play(s, &res);
		if (res.flags & ESCOPA_PLAYED_HAND_OVER)
			play_print_hand_score(s);
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
		{ "review", 0, false, OPT_REVIEW },
		{ "no-review", 0, false, OPT_NO_REVIEW },
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
	enum play_review review = PLAY_REVIEW_ASK;
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
		case OPT_REVIEW:
			review = PLAY_REVIEW_YES;
			break;
		case OPT_NO_REVIEW:
			review = PLAY_REVIEW_NO;
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
	/* The review reads the game from its record too. */
	if (rc == EXIT_OK && (record_path || review != PLAY_REVIEW_NO) &&
	    (rc = play_start_record(&s, rules, seed)) != EXIT_OK) {
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
		play_seat_label(&s, seat, label, sizeof label);
		printf("%s%s, side %d", seat ? "; " : "", label, side);
	}
	putchar('\n');
	if (s.n_humans)
		play_print_input_help(&s);
	s.shown_human = -1;

	rc = run_game(&s);
	if (record_path) {
		int written = play_write_record(&s, record_path);
		if (rc == EXIT_OK)
			rc = written;
	}
	/* after the record is safe: a review takes a while */
	if (rc == EXIT_OK)
		rc = play_offer_review(&s, review);
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
