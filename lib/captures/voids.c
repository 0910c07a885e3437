/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What a play shows about the cards still held. Under per hand forced
 * capture a seat that trails or sets holds no card that could capture, so
 * it holds none of the values that capture on that table; until the next
 * round is dealt its hand only shrinks, so what it showed stays true. A
 * card's capturing power depends on its value alone (or on its being a
 * joker), so eleven bits a seat say it all.
 */

#include "capture-private.h"

uint16_t
voids_of_table(const struct escopa_game *game)
{
	struct table_view view;
	table_view_init(&view, game);
	unsigned voids = 0;
	for (int value = 1; value <= 10; value++) {
		struct capture_need need;
		capture_need_init(&need, game, (escopa_card_t)(4 * (value - 1)));
		if (capture_exists(&view, &need))
			voids |= 1u << (value - 1);
	}
	if (rule(&game->rules, ESCOPA_OPT_JOKERS)) {
		struct capture_need need;
		capture_need_init(&need, game, ESCOPA_JOKER_1);
		if (capture_exists(&view, &need))
			voids |= VOID_JOKERS;
	}
	return (uint16_t)voids;
}

escopa_cardset_t
voids_cards(unsigned voids)
{
	escopa_cardset_t cards = 0;
	for (int value = 1; value <= 10; value++) {
		if (voids >> (value - 1) & 1)
			cards |= ESCOPA_CARDSET_RANK(value);
	}
	if (voids & VOID_JOKERS)
		cards |= ESCOPA_CARDSET_JOKERS;
	return cards;
}
