/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the subcommands of the escopa tool share: exit codes, option
 * parsing, reading arguments and input, and writing cards for a terminal.
 * The tool uses only the public API of libescopa.
 */

#ifndef ESCOPA_CLI_H
#define ESCOPA_CLI_H

#include <stdbool.h>
#include <stdio.h>
#include <escopa/escopa.h>

/* Exit codes, documented in the man page. */
enum {
	EXIT_OK = 0,
	EXIT_RUNTIME = 1,   /* something failed while running */
	EXIT_USAGE = 2,     /* bad arguments or bad input */
};

/* ---- messages ---- */

/* "escopa: ..." on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "escopa CMD: ..." and a pointer to the help on stderr; returns EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
/* Prints the help text of a subcommand (or the general help for NULL) on
 * a stream; returns false for an unknown command. */
bool cli_print_help(FILE *out, const char *command);

/* ---- option parsing ---- */

struct cli_option {
	const char *name;       /* long name, without "--" */
	char short_name;        /* 0 for none */
	bool has_value;
	int id;
};

enum cli_next_result {
	CLI_END = 0,
	CLI_OPTION,
	CLI_POSITIONAL,
	CLI_ERROR,              /* message already printed */
};

struct cli_parser {
	const char *command;
	int argc;
	char **argv;
	int index;
	bool options_done;      /* after "--" */
};

/* argv[0] is the subcommand's name. */
void cli_parser_init(struct cli_parser *p, const char *command, int argc, char **argv);
/* The next option (its id and value) or positional argument (its value). */
enum cli_next_result cli_next(struct cli_parser *p, const struct cli_option *options,
			      int *id, const char **value);

/* ---- argument values: each prints a usage error and returns false ---- */

bool cli_parse_u64(const char *command, const char *what, const char *text, uint64_t *value);
bool cli_parse_int(const char *command, const char *what, const char *text,
		   long min, long max, long *value);
bool cli_parse_preset(const char *command, const char *text, enum escopa_preset *preset);
bool cli_parse_style(const char *command, const char *text, enum escopa_style *style);
bool cli_parse_player(const char *command, const char *text, enum escopa_player *player);
const char *cli_player_name(enum escopa_player player);

/* Rules from --preset and/or --rules (text for escopa_rules_read()). Prints
 * the error; returns an exit code. */
int cli_make_rules(const char *command, const char *preset_text, const char *rules_text,
		   struct escopa_rules **rules);

/* ---- input ---- */

/* The whole of a file, or of stdin for "-", NUL-terminated, at most max
 * bytes. Prints the error; returns an exit code. */
int cli_read_file(const char *command, const char *path, size_t max, char **text,
		  size_t *length);
/* A game from a position argument: notation, or "-" for one line of stdin.
 * Prints the error; returns an exit code. */
int cli_read_position(const char *command, const char *arg, struct escopa_game **game);
/* Prints a parse error: "escopa CMD: WHERE:LINE:COLUMN: message". */
void cli_parse_error(const char *command, const char *where,
		     const struct escopa_parse_error *err, enum escopa_status rc,
		     bool show_line);

/* ---- output ---- */

struct cli_term {
	bool color;                     /* ANSI colours on stdout */
	enum escopa_style style;        /* how cards are written */
};

/* Colour when stdout is a terminal, TERM is set and not "dumb", NO_COLOR
 * is unset or empty, and no_color is false. The style is the given one,
 * or by default suit symbols on a UTF-8 terminal and ASCII otherwise. */
void cli_term_init(struct cli_term *term, bool no_color, int style);
void cli_put_card(FILE *out, const struct cli_term *term, escopa_card_t card);
void cli_put_cards(FILE *out, const struct cli_term *term, escopa_cardset_t set);
void cli_put_move(FILE *out, const struct cli_term *term, escopa_move_t move);
/* Plain move text in a style; false if it did not fit. */
bool cli_format_move(escopa_move_t move, enum escopa_style style, char *buf, size_t size);
/* The style the parser should use for text typed in a display style. */
enum escopa_style cli_parse_style_for(enum escopa_style display);

/* Seconds since an arbitrary point, from a monotonic clock. */
double cli_now(void);

/* ---- subcommands: argv[0] is the subcommand's name ---- */

int cmd_play(int argc, char **argv);
int cmd_moves(int argc, char **argv);
int cmd_position(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_selfplay(int argc, char **argv);

#endif /* ESCOPA_CLI_H */
