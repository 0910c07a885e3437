/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Scores the piles each side captured in a hand and prints the breakdown,
 * category by category: what an app that runs its own table (or checks a
 * game played with real cards) asks the library.
 *
 *   score-hand [PRESET PILE0 PILE1 [PILE2 [PILE3]]]
 *
 * PRESET is a preset name such as escoba_de_15; each PILE is the cards a
 * side captured, as text in any card style ("7o 7c 1o 10b"), a sweep
 * point for each '*' word in it ("7o 7c * 1o": one sweep). Without
 * arguments it scores a sample hand of Escoba de 15.
 */

#include <stdio.h>
#include <string.h>
#include <escopa/escopa.h>

#define MAX_SIDES 4

/* The cards of a pile and its sweep points: '*' words are the sweeps. */
static int
read_pile(const char *text, escopa_cardset_t *cards, int *sweeps)
{
	char copy[1024];
	snprintf(copy, sizeof copy, "%s", text);
	*sweeps = 0;
	for (char *star; (star = strchr(copy, '*')) != NULL; (*sweeps)++)
		*star = ' ';
	return escopa_cardset_parse(copy, ESCOPA_STYLE_ANY, cards) == ESCOPA_OK;
}

int
main(int argc, char **argv)
{
	static const char *const sample[] = {
		"score-hand", "escoba_de_15",
		"7o 7c 7e 1o 2o 3o 4o 5o 6b 10b 8c *", "1c 2c 3c 7b 6o 6e 10e",
	};
	if (argc == 1) {
		argc = 4;
		argv = (char **)sample;
	}
	int sides = argc - 2;
	enum escopa_preset preset;
	if (sides < 1 || sides > MAX_SIDES || escopa_preset_from_name(argv[1], &preset)) {
		fprintf(stderr, "usage: score-hand [PRESET PILE0 PILE1 [PILE2 [PILE3]]]\n");
		return 2;
	}
	escopa_cardset_t piles[MAX_SIDES];
	int sweeps[MAX_SIDES];
	for (int side = 0; side < sides; side++) {
		if (!read_pile(argv[side + 2], &piles[side], &sweeps[side])) {
			fprintf(stderr, "score-hand: pile %d: not cards: %s\n", side, argv[side + 2]);
			return 2;
		}
	}
	struct escopa_rules *rules;
	if (escopa_rules_new(preset, &rules))
		return 1;
	int32_t rows[MAX_SIDES][ESCOPA_SCORE_ITEM_COUNT];
	for (int side = 0; side < sides; side++) {
		enum escopa_status rc = escopa_score_piles(rules, sides, piles, sweeps, side,
							   rows[side], ESCOPA_SCORE_ITEM_COUNT);
		if (rc != ESCOPA_OK) {   /* two piles share a card, say */
			fprintf(stderr, "score-hand: %s\n", escopa_status_str(rc));
			escopa_rules_free(rules);
			return 2;
		}
	}
	printf("%-16s", argv[1]);
	for (int side = 0; side < sides; side++)
		printf("  side %d", side);
	printf("\n");
	for (int item = 0; item < ESCOPA_SCORE_ITEM_COUNT; item++) {
		if (item == ESCOPA_SCORE_CARD_COUNT)
			printf("(counted)\n");
		printf("%-16s", escopa_score_item_name((enum escopa_score_item)item));
		for (int side = 0; side < sides; side++)
			printf("%8d", (int)rows[side][item]);
		printf("\n");
	}
	escopa_rules_free(rules);
	return 0;
}
