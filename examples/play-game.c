/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Plays one whole seeded game and prints it, hand by hand.
 *
 *   play-game [PRESET [PLAYERS [SEED]]]
 *
 * PRESET is a preset name such as escoba_de_15 (the default), PLAYERS 2..4,
 * SEED any number. Every player takes the capture with the most cards, or
 * else the first legal move: enough to watch the rules at work.
 */

#include <stdio.h>
#include <stdlib.h>
#include <escopa/escopa.h>

#define STYLE ESCOPA_STYLE_FRENCH

static void
print_cards(const char *label, escopa_cardset_t set)
{
	char text[512];
	size_t len;
	escopa_cardset_format(set, STYLE, text, sizeof text, &len);
	printf("%s%s\n", label, set ? text : "-");
}

/* The capture that takes the most cards; the first move if none captures. */
static escopa_move_t
choose_move(const escopa_move_t *moves, size_t n)
{
	escopa_move_t best = moves[0];
	int best_taken = -1;
	for (size_t i = 0; i < n; i++) {
		int kind;
		escopa_cardset_t target;
		if (escopa_move_parts(moves[i], &kind, NULL, &target) != ESCOPA_OK)
			continue;
		int taken = kind == ESCOPA_MOVE_CAPTURE ? __builtin_popcountll(target) : 0;
		if (taken > best_taken) {
			best = moves[i];
			best_taken = taken;
		}
	}
	return best;
}

static void
print_deal(const struct escopa_game *game)
{
	int hand_number, dealer;
	escopa_cardset_t set;
	escopa_game_hand_number(game, &hand_number);
	escopa_game_dealer(game, &dealer);
	printf("\n=== Hand %d, dealt by seat %d ===\n", hand_number, dealer);
	escopa_game_table(game, &set);
	print_cards("table:     ", set);
	escopa_game_set_aside(game, &set);
	if (set)
		print_cards("set aside: ", set);
}

static void
print_hand_score(const struct escopa_game *game)
{
	int sides;
	escopa_game_sides(game, &sides);
	printf("\n  side | cards coins 7o sevens allcoins primiera napola sweeps | hand | game\n");
	for (int side = 0; side < sides; side++) {
		int32_t r[ESCOPA_SCORE_ITEM_COUNT];
		int total;
		escopa_game_hand_score(game, side, r, ESCOPA_SCORE_ITEM_COUNT);
		escopa_game_score(game, side, &total);
		printf("  %4d | %5d %5d %2d %6d %8d %8d %6d %6d | %4d | %4d\n", side,
		       r[ESCOPA_SCORE_CARDS], r[ESCOPA_SCORE_COINS], r[ESCOPA_SCORE_SEVEN_OF_COINS],
		       r[ESCOPA_SCORE_SEVENS], r[ESCOPA_SCORE_ALL_COINS], r[ESCOPA_SCORE_PRIMIERA],
		       r[ESCOPA_SCORE_NAPOLA], r[ESCOPA_SCORE_SWEEPS], r[ESCOPA_SCORE_TOTAL], total);
	}
}

int
main(int argc, char **argv)
{
	enum escopa_preset preset = ESCOPA_PRESET_ESCOBA_DE_15;
	int players = argc > 2 ? atoi(argv[2]) : 2;
	uint64_t seed = argc > 3 ? strtoull(argv[3], NULL, 0) : 2026;
	if (argc > 1 && escopa_preset_from_name(argv[1], &preset) != ESCOPA_OK) {
		fprintf(stderr, "unknown preset '%s'; presets are:", argv[1]);
		for (int p = 0; p < escopa_preset_count(); p++)
			fprintf(stderr, " %s", escopa_preset_name((enum escopa_preset)p));
		fprintf(stderr, "\n");
		return 2;
	}

	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	enum escopa_status rc = escopa_rules_new(preset, &rules);
	if (rc == ESCOPA_OK)
		rc = escopa_game_new(rules, players, seed, &game);
	escopa_rules_free(rules);
	if (rc != ESCOPA_OK) {
		fprintf(stderr, "cannot start the game: %s\n", escopa_status_str(rc));
		return 1;
	}
	printf("libescopa %s: %s, %d players, seed %llu\n", escopa_version_string(),
	       escopa_preset_name(preset), players, (unsigned long long)seed);
	print_deal(game);
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase == ESCOPA_PHASE_HAND_OVER || phase == ESCOPA_PHASE_MISDEAL) {
			escopa_game_next_hand(game);
			print_deal(game);
			continue;
		}
		int seat;
		escopa_cardset_t hand;   /* before the play, to show what the seat held */
		escopa_game_current_seat(game, &seat);
		escopa_game_hand(game, seat, &hand);
		escopa_move_t moves[1024];
		size_t n = 0;
		escopa_game_moves(game, moves, 1024, &n);
		escopa_move_t move = choose_move(moves, n < 1024 ? n : 1024);
		struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
		if (escopa_game_play(game, move, &result) != ESCOPA_OK)
			return 1;
		char text[256], hand_text[128];
		size_t len;
		escopa_move_format(move, STYLE, text, sizeof text, &len);
		escopa_cardset_format(hand, STYLE, hand_text, sizeof hand_text, &len);
		printf("seat %d [%s] plays %s%s\n", seat, hand_text, text,
		       result.flags & ESCOPA_PLAYED_SWEEP ? "   ** sweep! **" : "");
		if (result.flags & ESCOPA_PLAYED_HAND_OVER) {
			if (result.last_take_side >= 0 && result.last_take) {
				printf("side %d takes what is left: ", result.last_take_side);
				print_cards("", result.last_take);
			}
			print_hand_score(game);
		}
	}

	int winner;
	escopa_game_winner(game, &winner);
	printf("\nSide %d wins the game.\n", winner);
	escopa_game_free(game);
	return 0;
}
