/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Whether a view read from text or bytes is what some seat of some valid
 * game knows. The sampler must never run on anything else: it trusts the
 * hand sizes, the stock size and the unseen cards to add up, and needs
 * some deal to fit the known voids. Past those checks one sample is
 * built and checked as a game: a view is valid when that sample is and
 * the viewer's view of it is the view itself. Which deal of the unseen
 * cards the sample has changes nothing that game_check() looks at (the
 * first table, the captures, the scores and the voids are all seen), so
 * one sample speaks for all.
 */

#include <string.h>
#include "view-private.h"

#define FAIL(f, text) do { \
	*why = (text); \
	*field = (f); \
	return ESCOPA_E_PARSE; \
} while (0)

/* Hall's condition: every set of hidden seats may hold, between them, at
 * least as many unseen cards as they need, their excluded cards aside.
 * With it some deal fits every exclusion, and the sampler's accept/reject
 * deal ends. */
bool
view_can_be_dealt(const struct escopa_view *v, const int *need)
{
	int players = v->known.players;
	for (unsigned subset = 1; subset < (1u << players); subset++) {
		escopa_cardset_t allowed = 0;
		int wanted = 0;
		for (int s = 0; s < players; s++) {
			if (subset >> s & 1) {
				allowed |= v->unseen & ~v->excluded[s];
				wanted += need[s];
			}
		}
		if (popcount64(allowed) < wanted)
			return false;
	}
	return true;
}

enum escopa_status
view_check(const struct escopa_view *v, const char **why, enum state_field *field)
{
	const struct escopa_game *k = &v->known;

	if (!rules_valid(&k->rules))
		FAIL(FIELD_RULES, "the rules are out of bounds or contradict each other");
	if (k->players < 2 || k->players > MAX_SEATS)
		FAIL(FIELD_PLAYERS, "players are 2, 3 or 4");
	if (v->viewer >= k->players)
		FAIL(FIELD_VIEWER, "the viewer is not a seat of this game");
	if (k->deck_size != 40 + rule(&k->rules, ESCOPA_OPT_JOKERS))
		FAIL(FIELD_STOCK, "the deck size does not follow the jokers");
	if (v->stock_size > k->deck_size || k->stock_pos != k->deck_size - v->stock_size)
		FAIL(FIELD_STOCK, "the stock is larger than the deck");
	for (int i = 0; i < MAX_DECK; i++) {
		if (k->stock[i])
			FAIL(FIELD_STOCK, "a view holds no deck order");
	}
	if (k->rng)
		FAIL(FIELD_STOCK, "a view holds no random generator state");
	for (size_t i = 0; i < sizeof v->reserved; i++) {
		if (v->reserved[i])
			FAIL(FIELD_VIEWER, "a reserved byte is not zero");
	}
	escopa_cardset_t deck = (UINT64_C(1) << k->deck_size) - 1;
	if (v->unseen & ~deck)
		FAIL(FIELD_STOCK, "an unseen card is not in the deck");

	bool open = rule(&k->rules, ESCOPA_OPT_OPEN_TABLE) != 0;
	int need[MAX_SEATS] = { 0 }, hidden = 0;
	for (int s = 0; s < MAX_SEATS; s++) {
		int shown = popcount64(k->hands[s]);
		if (s >= k->players) {
			if (v->hand_size[s] || k->hands[s] || v->excluded[s])
				FAIL(FIELD_HANDS, "a hand for a seat that does not exist");
			continue;
		}
		if (v->hand_size[s] > 3)
			FAIL(FIELD_HANDS, "a hand holds at most 3 cards");
		if (s == v->viewer || open) {
			if (shown != v->hand_size[s])
				FAIL(FIELD_HANDS, s == v->viewer ?
				     "the viewer's own hand is shown, not hidden" :
				     "with open_table every hand is shown, not hidden");
		} else if (shown) {
			FAIL(FIELD_HANDS, "another seat's hand is hidden: one ? a card");
		}
		need[s] = v->hand_size[s] - shown;
		hidden += need[s];
	}
	if (hidden + v->stock_size != popcount64(v->unseen))
		FAIL(FIELD_STOCK, "the hidden hands and the stock do not hold every card "
			     "that is nowhere else");
	if (!view_can_be_dealt(v, need))
		FAIL(FIELD_VOIDS, "no deal of the unseen cards fits the known voids");

	struct escopa_game sample;
	uint64_t rng = 0;
	view_sample(v, &rng, &sample);
	enum escopa_status rc = game_check(&sample, why, field);
	if (rc != ESCOPA_OK)
		return rc;
	struct escopa_view again;
	view_from_game(&sample, v->viewer, &again);
	if (memcmp(&again, v, sizeof again) != 0)
		FAIL(FIELD_HANDS, "this is not what a seat of any game sees");
	return ESCOPA_OK;
}
