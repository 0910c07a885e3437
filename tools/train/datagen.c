/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The learned evaluation's training data: hands of Escoba de 15 between
 * two seats, each hand's seats drawn from a mix of players (greedy, greedy
 * playing one move in four at random, a small fair PIMC) so that the
 * positions vary; at a share of the decisions with two moves or more, every
 * legal move's value by a strong fair search (the teacher:
 * escopa_bot_analyze of PIMC with 400 deals, exact solves of the last 6
 * cards, the other side at its best). The inputs are learned_features()'s,
 * the library's own.
 *
 * Usage: datagen FIRST_HAND HANDS OUT.bin
 * Output, little-endian, a record of 52 bytes per legal move of each
 * position kept: u32 the position's number in the file, f32 the teacher's
 * value (points of the rest of the hand, the seat's side less the
 * other's), 44 bytes of the inputs as bits (input i: byte i / 8, bit
 * i % 8).
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bots/learned-private.h"

#define INPUT_BYTES 44
_Static_assert(LEARNED_INPUTS <= 8 * INPUT_BYTES, "the inputs fit");
#define LABEL_EVERY 3   /* one decision in LABEL_EVERY, by the hand's generator */

enum player { P_GREEDY, P_NOISY, P_PIMC, P_KINDS };

static struct escopa_bot *
make_bot(enum escopa_bot_kind kind, uint64_t seed, int iterations, int randomness,
	 int endgame)
{
	struct escopa_bot *bot;
	if (escopa_bot_new(kind, seed, &bot) != ESCOPA_OK)
		exit(1);
	if (kind == ESCOPA_BOT_PIMC) {
		escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, iterations);
		escopa_bot_set(bot, ESCOPA_BOT_OPT_ENDGAME_CARDS, endgame);
		escopa_bot_set(bot, ESCOPA_BOT_OPT_OPPONENT_MODEL,
				      ESCOPA_OPPONENT_MODEL_NONE);
	}
	escopa_bot_set(bot, ESCOPA_BOT_OPT_RANDOMNESS, randomness);
	return bot;
}

static void
put(const void *p, size_t n, FILE *out)
{
	if (fwrite(p, 1, n, out) != n)
		exit(1);
}

int
main(int argc, char **argv)
{
	if (argc != 4) {
		fprintf(stderr, "usage: datagen FIRST_HAND HANDS OUT.bin\n");
		return 2;
	}
	uint64_t first = strtoull(argv[1], NULL, 10), hands = strtoull(argv[2], NULL, 10);
	FILE *out = fopen(argv[3], "wb");
	if (!out)
		return 1;
	struct escopa_rules *rules;
	escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules);
	struct escopa_bot *players[P_KINDS] = {
		make_bot(ESCOPA_BOT_GREEDY, 1, 0, 0, 0),
		make_bot(ESCOPA_BOT_GREEDY, 2, 0, 250, 0),
		make_bot(ESCOPA_BOT_PIMC, 3, 64, 0, 6),
	};
	struct escopa_bot *teacher = make_bot(ESCOPA_BOT_PIMC, 4, 400, 0, 6);
	struct escopa_move_value values[BOT_MAX_MOVES];
	uint16_t index[LEARNED_MAX_ACTIVE];
	long positions = 0;
	double deals = 0;   /* the teacher's, by move */
	long judged = 0;
	for (uint64_t h = first; h < first + hands; h++) {
		struct escopa_game *game;
		if (escopa_game_new(rules, 2, h, &game) != ESCOPA_OK)
			return 1;
		uint64_t rng = bot_mix(h, 77);
		enum player seat_player[2];
		for (int s = 0; s < 2; s++)
			seat_player[s] = (enum player)(bot_mix(rng, (uint64_t)s) % P_KINDS);
		struct escopa_view view;
		for (uint64_t ply = 0; game->phase == ESCOPA_PHASE_PLAYING; ply++) {
			int seat = game->seat;
			view_from_game(game, seat, &view);
			size_t count = 0;
			if (bot_mix(rng, 100 + ply) % LABEL_EVERY == 0 &&
			    escopa_bot_analyze(teacher, &view, values, BOT_MAX_MOVES, &count) ==
				    ESCOPA_OK && count >= 2) {
				uint32_t number = (uint32_t)positions;
				for (size_t i = 0; i < count; i++) {
					float value = (float)values[i].value;
					int k = learned_features(&view, values[i].move, index);
					uint8_t bits[INPUT_BYTES] = { 0 };
					for (int j = 0; j < k; j++)
						bits[index[j] / 8] |= (uint8_t)(1u << (index[j] % 8));
					deals += values[i].samples;
					judged++;
					put(&number, 4, out);
					put(&value, 4, out);
					put(bits, sizeof bits, out);
				}
				positions++;
			}
			escopa_move_t move;
			if (escopa_bot_choose(players[seat_player[seat]], &view, &move) != ESCOPA_OK ||
			    escopa_game_play(game, move, NULL) != ESCOPA_OK)
				return 1;
		}
		escopa_game_free(game);
	}
	fprintf(stderr, "%ld positions, %.1f deals a move\n", positions,
		judged ? deals / (double)judged : 0.0);
	fclose(out);
	return 0;
}
