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

/* printf checking of the C99 formats (%zu): on mingw-w64 the archetype is
 * gnu_printf, since plain printf means msvcrt's. */
#ifdef __MINGW_PRINTF_FORMAT
#define CLI_PRINTF __MINGW_PRINTF_FORMAT
#else
#define CLI_PRINTF printf
#endif

/* Exit codes, documented in the man page. */
enum {
	EXIT_OK = 0,
	EXIT_RUNTIME = 1,   /* something failed while running */
	EXIT_USAGE = 2,     /* bad arguments or bad input */
};

/*
 * The files depend on each other in one direction: messages.c and help.c
 * need nothing of the others; args.c, input.c and term.c use them; the
 * subcommands use all of those; main.c dispatches.
 */

/* ---- messages (messages.c) ---- */

/* "escopa: ..." on stderr. */
void cli_error(const char *fmt, ...) __attribute__((format(CLI_PRINTF, 1, 2)));
/* "escopa CMD: ..." and a pointer to the help on stderr; returns EXIT_USAGE. */
int cli_usage_error(const char *command, const char *fmt, ...)
	__attribute__((format(CLI_PRINTF, 2, 3)));
/* Prints a parse error: "escopa CMD: WHERE:LINE:COLUMN: message". */
void cli_parse_error(const char *command, const char *where,
		     const struct escopa_parse_error *err, enum escopa_status rc,
		     bool show_line);

/* ---- help (help.c) ---- */

/* Prints the help text of a subcommand (or the general help, with the
 * presets, for NULL) on a stream; returns false for an unknown command. */
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

/*
 * The ids of the options several subcommands take: --help, and those that
 * say which game to start. A subcommand numbers its own from CLI_OPT_OWN.
 */
enum {
	CLI_OPT_HELP,
	CLI_OPT_PRESET,
	CLI_OPT_RULES,
	CLI_OPT_PLAYERS,
	CLI_OPT_SEED,
	CLI_OPT_OWN,
};

/* Option table entries of the rules and the player count. */
#define CLI_OPTIONS_GAME \
	{ "preset", 0, true, CLI_OPT_PRESET }, \
	{ "rules", 0, true, CLI_OPT_RULES }, \
	{ "players", 0, true, CLI_OPT_PLAYERS }

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

/* A subcommand's command line: what the shared options and the positional
 * arguments said, and the option to handle next. */
struct cli_args {
	struct cli_parser parser;
	int id;                         /* the subcommand's own option */
	const char *value;
	const char *preset;             /* --preset, or NULL */
	const char *rules_text;         /* --rules, or NULL */
	long players;                   /* --players, 2 by default */
	uint64_t seed;                  /* --seed, 0 by default */
	bool have_seed;
	const char *positional[2];
	int n_positional;
	int max_positional;             /* 2 at most */
	const char *too_many;           /* the error past max_positional, or NULL */
	bool stop;                      /* the subcommand is to return exit_code */
	int exit_code;
};

/* More positional arguments than max_positional are a usage error: the
 * too_many message, or "unexpected argument" for NULL. */
void cli_args_init(struct cli_args *a, const char *command, int argc, char **argv,
		   int max_positional, const char *too_many);
/* Moves to the subcommand's next own option (its id and value in a) and
 * returns true; false at the end. Takes --help, the game options and the
 * positional arguments itself: after --help or a usage error it sets stop. */
bool cli_args_next(struct cli_args *a, const struct cli_option *options);

/* ---- argument values: each prints a usage error and returns false ---- */

bool cli_parse_u64(const char *command, const char *what, const char *text, uint64_t *value);
bool cli_parse_int(const char *command, const char *what, const char *text,
		   long min, long max, long *value);
bool cli_parse_preset(const char *command, const char *text, enum escopa_preset *preset);
bool cli_parse_style(const char *command, const char *text, enum escopa_style *style);
bool cli_parse_player(const char *command, const char *text, enum escopa_player *player);
const char *cli_player_name(enum escopa_player player);
/* The levels of escopa_bot_new_level() by name: easy, medium, hard, expert. */
bool cli_parse_level(const char *command, const char *text, enum escopa_level *level);
const char *cli_level_name(enum escopa_level level);

/* Rules from --preset and/or --rules (text for escopa_rules_read()). Prints
 * the error; returns an exit code. */
int cli_make_rules(const char *command, const char *preset_text, const char *rules_text,
		   struct escopa_rules **rules);
/* A new game of the rules and players of the command line, from a seed.
 * The rules are kept in *rules, or freed for NULL. Prints the error;
 * returns an exit code. */
int cli_new_game(const struct cli_args *a, uint64_t seed, struct escopa_rules **rules,
		 struct escopa_game **game);
/* The rules as one line of text, or as the command line gave them when
 * that is too long for buf. */
void cli_rules_line(const struct cli_args *a, const struct escopa_rules *rules, char *buf,
		    size_t size);
/* The state of the built-in players' generator for a game of a seed (the
 * help of escopa position documents it). */
uint64_t cli_player_rng(uint64_t seed);

/* ---- input ---- */

/* The whole of a file, or of stdin for "-", NUL-terminated, at most max
 * bytes. Prints the error; returns an exit code. */
int cli_read_file(const char *command, const char *path, size_t max, char **text,
		  size_t *length);
/* What cli_read_line() found. */
enum cli_line {
	CLI_LINE_OK,            /* a line, without its end of line */
	CLI_LINE_EOF,           /* the end of the input, or a read error */
	CLI_LINE_TOO_LONG,      /* a line of size bytes or more, discarded */
};
/* One line of a stream into buf (NUL-terminated, without "\n" or "\r\n"),
 * never holding more than size bytes: the rest of a longer line is read
 * and thrown away, so an over-long line costs no memory. A last line
 * without "\n" counts. */
enum cli_line cli_read_line(FILE *f, char *buf, size_t size, size_t *length);
/* A record from a file, or from stdin for "-", replayed by the library.
 * Prints the error (a malformed record: its line and reason); returns an
 * exit code. */
int cli_read_record(const char *command, const char *path, struct escopa_record **record);
/* A game from a position argument: notation, or "-" for one line of stdin.
 * Prints the error; returns an exit code. */
int cli_read_position(const char *command, const char *arg, struct escopa_game **game);

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
/* "title side 0 N, side 1 M" and a newline: the running scores. */
void cli_put_scores(FILE *out, const char *title, const struct escopa_game *game);
/* The games won in a match (match_games above 1), and its winner once it
 * is over; nothing for a single game. */
void cli_put_match(FILE *out, const struct escopa_game *game);
/* The items of a hand's score row that are not 0, as "name N" after lead
 * and then joined by ", "; false if there were none. */
bool cli_put_score_items(FILE *out, const char *lead, const int32_t *row);
/* Plain move text in a style; false if it did not fit. */
bool cli_format_move(escopa_move_t move, enum escopa_style style, char *buf, size_t size);
/* The style the parser should use for text typed in a display style. */
enum escopa_style cli_parse_style_for(enum escopa_style display);

/* ---- words for a person at the table (explain.c) ---- */

/* The capture rule of the game's options (15, multiples of 15, or
 * Scopa's rank first), the jokers and the setting rule, and an example
 * move in the terminal's style. */
void cli_put_rules_intro(FILE *out, const struct cli_term *term, const struct escopa_game *game);
/* The hand just scored as a table: a row of points for each category the
 * rules score, the total, and the cards, coins and sevens taken; a column
 * for each side. */
void cli_put_hand_table(FILE *out, const struct escopa_game *game);
/* A card in words, for the style the player reads: "the seven of clubs",
 * "the Sota de Oros (coins)"; false if it did not fit. */
bool cli_card_words(escopa_card_t card, enum escopa_style style, char *buf, size_t size);
/* Text typed in the Spanish style with the printed numbers of a Spanish
 * deck (10 Sota, 11 Caballo, 12 Rey before " de ") rewritten to the names
 * into buf; text itself when nothing changed or buf is too small. */
const char *cli_spanish_numbers(const char *text, char *buf, size_t size);
/* The sum of the values of a pile's cards. */
int cli_pile_value(escopa_cardset_t pile);

/* Seconds since an arbitrary point, from a monotonic clock. */
double cli_now(void);

/* ---- work on every core (workers.c) ---- */

/* Every online core, at most 1024. */
int cli_default_threads(void);
/* Cache-line aligned memory for the workers; freed by cli_aligned_free(). */
void *cli_aligned_alloc(size_t alignment, size_t size);
void cli_aligned_free(void *p);
/* A JSON string on stdout, quotes and escapes included. */
void cli_put_json_string(const char *s);
/* Threads, each running run() on its own worker of an array; while they
 * run, draw() shows done() out of total on stderr when it is a terminal. */
struct cli_workers {
	const char *command;
	int threads;
	void *base;                     /* the workers, stride bytes apart */
	size_t stride;
	void *(*run)(void *worker);
	uint64_t (*done)(void *base, int started);
	void (*draw)(uint64_t done, uint64_t total, double seconds);
	uint64_t total;
};
/* Runs them to the end; false if a thread could not start (those that did
 * still finish their share). */
bool cli_run_workers(const struct cli_workers *workers, double *seconds);

/* ---- game review (review.c, review-text.c, review-json.c) ---- */

/* How escopa review and escopa play review a record. */
struct cli_review_options {
	const char *command;            /* for messages: "review", "play" */
	uint64_t seed;                  /* of the expert's analysis */
	int threads;                    /* of the expert's analysis */
	bool json;                      /* the JSON document instead of the text */
	struct cli_term term;           /* how the text writes cards */
};
/* Reviews every move of a record and prints the review on stdout, with a
 * progress bar on stderr when it is a terminal. Prints the error; returns
 * an exit code. */
int cli_review_record(const struct escopa_record *record, const struct cli_review_options *options);

/* ---- subcommands: argv[0] is the subcommand's name ---- */

int cmd_play(int argc, char **argv);
int cmd_moves(int argc, char **argv);
int cmd_position(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_review(int argc, char **argv);
int cmd_selfplay(int argc, char **argv);
int cmd_tournament(int argc, char **argv);

#endif /* ESCOPA_CLI_H */
