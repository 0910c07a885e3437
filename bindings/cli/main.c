/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa: the command-line tool of libescopa. This file dispatches to the
 * subcommands; their help texts are in help.c.
 */

#include <string.h>
#include "cli.h"

typedef int (*command_fn)(int argc, char **argv);

static int cmd_help(int argc, char **argv);

static const struct command {
	const char *name;
	command_fn run;
} commands[] = {
	{ "play", cmd_play },
	{ "moves", cmd_moves },
	{ "position", cmd_position },
	{ "perft", cmd_perft },
	{ "replay", cmd_replay },
	{ "review", cmd_review },
	{ "selfplay", cmd_selfplay },
	{ "tournament", cmd_tournament },
	{ "help", cmd_help },
};

static const struct command *
find_command(const char *name)
{
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		if (strcmp(commands[i].name, name) == 0)
			return &commands[i];
	}
	return NULL;
}

static int
cmd_help(int argc, char **argv)
{
	if (argc > 2)
		return cli_usage_error("help", "give at most one command");
	if (argc == 1 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		cli_print_help(stdout, argc == 1 ? NULL : "help");
		return EXIT_OK;
	}
	if (!cli_print_help(stdout, argv[1])) {
		cli_error("no command '%s'; try 'escopa --help'", argv[1]);
		return EXIT_USAGE;
	}
	return EXIT_OK;
}

int
main(int argc, char **argv)
{
	if (argc < 2) {
		cli_print_help(stderr, NULL);
		return EXIT_USAGE;
	}
	const char *name = argv[1];
	if (strcmp(name, "--help") == 0 || strcmp(name, "-h") == 0) {
		cli_print_help(stdout, NULL);
		return EXIT_OK;
	}
	if (strcmp(name, "--version") == 0) {
		printf("escopa %s (libescopa %s)\n", ESCOPA_VERSION_STRING,
		       escopa_version_string());
		return EXIT_OK;
	}
	const struct command *command = find_command(name);
	if (!command) {
		cli_error("no command '%s'; try 'escopa --help'", name);
		return EXIT_USAGE;
	}
	int rc = command->run(argc - 1, argv + 1);
	/* Output that could not be written is a failure too (a full disk, a
	 * closed pipe). */
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("error writing the output");
		return rc == EXIT_OK ? EXIT_RUNTIME : rc;
	}
	return rc;
}
