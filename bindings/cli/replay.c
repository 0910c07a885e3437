/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa replay: reads a game record, which the library replays and
 * checks, then walks it again from its header (rules, players, seed) to
 * print every hand. A record whose hands were dealt from given deck orders
 * cannot be walked that way through the public API; then only the final
 * state the library reached is printed.
 */

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"

enum { OPT_STYLE = CLI_OPT_OWN };

struct replay {
	const struct escopa_record *record;
	struct cli_term term;
	int sides;
};

static void
print_hand_end(const struct replay *rp, const struct escopa_game *game)
{
	for (int side = 0; side < rp->sides; side++) {
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		int running = 0;
		escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT);
		escopa_game_score(game, side, &running);
		printf("  side %d: %d point(s) (", side, row[ESCOPA_SCORE_TOTAL]);
		if (!cli_put_score_items(stdout, "", row))
			fputs("nothing", stdout);
		printf("), total %d\n", running);
	}
}

static void
print_deal(const struct replay *rp, const struct escopa_game *game, int players)
{
	int number = 0, dealer = 0;
	escopa_game_hand_number(game, &number);
	escopa_game_dealer(game, &dealer);
	printf("\nHand %d, dealt by seat %d\n", number, dealer);
	escopa_cardset_t table = 0;
	escopa_game_table(game, &table);
	fputs("  table: ", stdout);
	cli_put_cards(stdout, &rp->term, table);
	putchar('\n');
	escopa_cardset_t aside = 0;
	escopa_game_set_aside(game, &aside);
	if (aside) {
		fputs("  set aside: ", stdout);
		cli_put_cards(stdout, &rp->term, aside);
		putchar('\n');
	}
	for (int seat = 0; seat < players; seat++) {
		escopa_cardset_t hand = 0;
		escopa_game_hand(game, seat, &hand);
		printf("  seat %d holds: ", seat);
		cli_put_cards(stdout, &rp->term, hand);
		putchar('\n');
	}
}

/* A new game from the record's header; NULL if the header does not say
 * enough (no seed, for one). */
static struct escopa_game *
game_from_header(const struct escopa_record *record)
{
	char rules_text[1024], players_text[16], seed_text[32];
	size_t len;
	if (escopa_record_tag(record, "Rules", rules_text, sizeof rules_text, &len) != ESCOPA_OK ||
	    len >= sizeof rules_text ||
	    escopa_record_tag(record, "Players", players_text, sizeof players_text, &len) !=
		    ESCOPA_OK ||
	    len >= sizeof players_text ||
	    escopa_record_tag(record, "Seed", seed_text, sizeof seed_text, &len) != ESCOPA_OK ||
	    len >= sizeof seed_text)
		return NULL;
	struct escopa_rules *rules;
	if (escopa_rules_read(rules_text, strlen(rules_text), &rules, NULL) != ESCOPA_OK)
		return NULL;
	char *end;
	long players = strtol(players_text, &end, 10);
	uint64_t seed = strtoull(seed_text, &end, 10);
	struct escopa_game *game = NULL;
	if (*end != '\0' || escopa_game_new(rules, (int)players, seed, &game) != ESCOPA_OK)
		game = NULL;
	escopa_rules_free(rules);
	return game;
}

/* Prints the hands of the record by playing it again; false if the record
 * cannot be walked from its header. */
static bool
walk_record(struct replay *rp, struct escopa_game *game)
{
	int players = 0;
	escopa_game_players(game, &players);
	escopa_game_sides(game, &rp->sides);
	size_t count = 0;
	escopa_record_move_count(rp->record, &count);
	print_deal(rp, game, players);
	for (size_t i = 0; i < count; i++) {
		enum escopa_phase phase;
		escopa_game_phase(game, &phase);
		while (phase != ESCOPA_PHASE_PLAYING) {
			/* moves after the end of a game: the record's Game line
			 * started the next game of the match */
			if (phase == ESCOPA_PHASE_GAME_OVER) {
				if (escopa_game_next_game(game) != ESCOPA_OK)
					return false;
				int number = 0;
				escopa_game_match_game(game, &number);
				printf("\nGame %d\n", number);
			} else if (escopa_game_next_hand(game) != ESCOPA_OK) {
				return false;
			}
			print_deal(rp, game, players);
			escopa_game_phase(game, &phase);
		}
		escopa_move_t move;
		struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
		if (escopa_record_move(rp->record, i, &move) != ESCOPA_OK ||
		    escopa_game_play(game, move, &res) != ESCOPA_OK)
			return false;
		printf("  %zu. seat %d: ", i + 1, res.seat);
		cli_put_move(stdout, &rp->term, move);
		if (res.flags & ESCOPA_PLAYED_SWEEP)
			printf("  (sweep, %d)", res.sweep_points);
		putchar('\n');
		if (res.flags & ESCOPA_PLAYED_HAND_OVER) {
			if (res.last_take && res.last_take_side >= 0) {
				printf("  side %d takes the rest: ", res.last_take_side);
				cli_put_cards(stdout, &rp->term, res.last_take);
				putchar('\n');
			}
			print_hand_end(rp, game);
		}
	}
	return true;
}

static void
print_final(const struct escopa_game *game)
{
	enum escopa_phase phase;
	int winner = -1;
	escopa_game_phase(game, &phase);
	cli_put_scores(stdout, "\nFinal scores:", game);
	if (phase == ESCOPA_PHASE_GAME_OVER && escopa_game_winner(game, &winner) == ESCOPA_OK) {
		if (winner < 0)
			puts("The game is drawn.");
		else
			printf("Side %d wins.\n", winner);
		cli_put_match(stdout, game);
	} else
		puts("The record ends before the game does.");
}

int
cmd_replay(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		{ "style", 0, true, OPT_STYLE },
		{ NULL, 0, false, 0 },
	};
	struct cli_args a;
	cli_args_init(&a, "replay", argc, argv, 1, "give one record");
	struct replay rp;
	memset(&rp, 0, sizeof rp);
	rp.term.style = ESCOPA_STYLE_ASCII;
	while (cli_args_next(&a, options)) {
		switch (a.id) {
		case OPT_STYLE:
			if (!cli_parse_style("replay", a.value, &rp.term.style))
				return EXIT_USAGE;
			break;
		}
	}
	if (a.stop)
		return a.exit_code;
	if (a.n_positional == 0)
		return cli_usage_error("replay", "missing RECORD (a file, or - for stdin)");
	const char *path = a.positional[0];

	struct escopa_record *record;
	int rc = cli_read_record("replay", path, &record);
	if (rc != EXIT_OK)
		return rc;
	rp.record = record;

	/* Any game can receive the record's state: copying brings the rules
	 * and players along. */
	struct escopa_rules *rules = NULL;
	struct escopa_game *final = NULL;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) != ESCOPA_OK ||
	    escopa_game_new(rules, 2, 0, &final) != ESCOPA_OK ||
	    escopa_record_game(record, final) != ESCOPA_OK) {
		escopa_rules_free(rules);
		escopa_game_free(final);
		escopa_record_free(record);
		cli_error("replay: out of memory");
		return EXIT_RUNTIME;
	}
	escopa_rules_free(rules);
	struct escopa_game *walked = game_from_header(record);

	size_t moves = 0;
	escopa_record_move_count(record, &moves);
	char players_text[16];
	size_t len;
	if (escopa_record_tag(record, "Players", players_text, sizeof players_text, &len) !=
		    ESCOPA_OK ||
	    len >= sizeof players_text)
		strcpy(players_text, "?");
	printf("Record: %zu moves, %s players\n", moves, players_text);

	int equal = 0;
	if (!walked || !walk_record(&rp, walked) ||
	    escopa_game_equal(walked, final, &equal) != ESCOPA_OK || !equal)
		puts("(The hands were dealt from given decks: only the final state is shown.)");
	print_final(final);
	escopa_game_free(walked);
	escopa_game_free(final);
	escopa_record_free(record);
	return EXIT_OK;
}
