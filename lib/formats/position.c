/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Position notation: a whole game state on one line, as labelled fields
 * separated by '|' (doc/notation.md has the grammar):
 *
 *   position 1 | rules escoba | players 2 | hand 1 | dealer 1 | ...
 *
 * The writer gives exactly one text per state; position-read.c reads it
 * back.
 *
 * View notation (a seat's view, views/view.c) is the same line with "view 1",
 * the viewer, the hidden hands as one '?' a card, the stock as a count,
 * and neither the deal order nor the generator.
 */

#include <stdio.h>
#include <string.h>
#include "format-private.h"
#include "../views/view-private.h"

const char *const position_phase_names[ESCOPA_PHASE_MISDEAL + 1] = {
	[ESCOPA_PHASE_PLAYING] = "playing",
	[ESCOPA_PHASE_HAND_OVER] = "hand_over",
	[ESCOPA_PHASE_GAME_OVER] = "game_over",
	[ESCOPA_PHASE_MISDEAL] = "misdeal",
};

/* The labels, in the order the fields come after "position 1". */
const char *const position_field_labels[FIELD_COUNT] = {
	[FIELD_VIEWER] = "viewer",
	[FIELD_RULES] = "rules",
	[FIELD_PLAYERS] = "players",
	[FIELD_GAME_NUMBER] = "game",
	[FIELD_GAMES_WON] = "wins",
	[FIELD_HAND_NUMBER] = "hand",
	[FIELD_DEALER] = "dealer",
	[FIELD_PHASE] = "phase",
	[FIELD_SEAT] = "seat",
	[FIELD_PLAYS] = "plays",
	[FIELD_HANDS] = "hands",
	[FIELD_VOIDS] = "voids",
	[FIELD_DECLINED] = "declined",
	[FIELD_TABLE] = "table",
	[FIELD_DEALT] = "dealt",
	[FIELD_STOCK] = "stock",
	[FIELD_CAPTURED] = "captured",
	[FIELD_SWEEPS] = "sweeps",
	[FIELD_SET_ASIDE] = "aside",
	[FIELD_SCORES] = "scores",
	[FIELD_LAST_CAPTURE] = "last",
	[FIELD_WINNER] = "winner",
	[FIELD_RNG] = "rng",
};

/* snprintf() would do, at several times the cost: a position is written
 * for every state in the round-trip tests and in search logs. */
static void
put_int(struct text_buf *t, long v)
{
	char s[24];
	int n = sizeof s - 1;
	unsigned long u = v < 0 ? 0 - (unsigned long)v : (unsigned long)v;

	s[n] = '\0';
	do {
		s[--n] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (v < 0)
		s[--n] = '-';
	text_put(t, s + n);
}

static void
put_label(struct text_buf *t, enum state_field field)
{
	text_put(t, " | ");
	text_put(t, position_field_labels[field]);
	text_put(t, " ");
}

/* Cards in ascending id, joined by sep; "-" for none. */
static void
put_cards(struct text_buf *t, escopa_cardset_t set, const char *sep)
{
	if (!set) {
		text_put(t, "-");
		return;
	}
	for (escopa_cardset_t rest = set; rest; rest &= rest - 1) {
		if (rest != set)
			text_put(t, sep);
		text_put_card(t, lowest_card(rest), ESCOPA_STYLE_ASCII);
	}
}

static void
put_order(struct text_buf *t, const uint8_t *cards, int n)
{
	if (n <= 0) {
		text_put(t, "-");
		return;
	}
	for (int i = 0; i < n; i++) {
		if (i)
			text_put(t, " ");
		text_put_card(t, cards[i], ESCOPA_STYLE_ASCII);
	}
}

/* The piles in ascending order of their card sets, as escopa_game_piles()
 * lists them. */
static void
put_table(struct text_buf *t, const struct escopa_game *g)
{
	escopa_cardset_t piles[MAX_PILES + MAX_STACKS];
	escopa_cardset_t stacked = 0;
	int n = 0;

	for (int i = 0; i < g->n_stacks && i < MAX_STACKS; i++) {
		piles[n++] = g->stacks[i];
		stacked |= g->stacks[i];
	}
	for (escopa_cardset_t rest = g->table & ~stacked; rest; rest &= rest - 1)
		piles[n++] = rest & (0 - rest);
	for (int i = 1; i < n; i++) {
		escopa_cardset_t p = piles[i];
		int j = i;
		for (; j > 0 && piles[j - 1] > p; j--)
			piles[j] = piles[j - 1];
		piles[j] = p;
	}
	if (n == 0)
		text_put(t, "-");
	for (int i = 0; i < n; i++) {
		if (i)
			text_put(t, " ");
		put_cards(t, piles[i], "+");
	}
}

/* A set of card values for each seat, as its known voids or its declined
 * sweeps: values 1..10 and jk, ascending; "-" for none. */
static void
put_value_sets(struct text_buf *t, const uint16_t *sets, int players)
{
	for (int seat = 0; seat < players; seat++) {
		if (seat)
			text_put(t, " / ");
		unsigned v = sets[seat] & VOID_ALL;
		if (!v)
			text_put(t, "-");
		for (int bit = 0; v; bit++, v >>= 1) {
			if (!(v & 1))
				continue;
			if (bit > 0 && (sets[seat] & ((1u << bit) - 1)))
				text_put(t, " ");
			if (bit == 10)
				text_put(t, "jk");
			else
				put_int(t, bit + 1);
		}
	}
}

static bool
any_values(const uint16_t *sets)
{
	return (sets[0] | sets[1] | sets[2] | sets[3]) != 0;
}

static void
put_side_or_none(struct text_buf *t, int side)
{
	if (side < 0)
		text_put(t, "-");
	else
		put_int(t, side);
}

/* Position notation of a game, or view notation of a view (whose known
 * game is g). */
static void
put_state(struct text_buf *t, const struct escopa_game *g, const struct escopa_view *view)
{
	char rng[24];
	int players = g->players < MAX_SEATS ? g->players : MAX_SEATS;
	int sides = g->sides < MAX_SEATS ? g->sides : MAX_SEATS;
	int deck = g->deck_size < MAX_DECK ? g->deck_size : MAX_DECK;
	int pos = g->stock_pos < deck ? g->stock_pos : deck;

	if (view) {
		text_put(t, "view ");
		put_int(t, VIEW_VERSION);
		put_label(t, FIELD_VIEWER);
		put_int(t, view->viewer);
	} else {
		text_put(t, "position ");
		put_int(t, POSITION_VERSION);
	}
	put_label(t, FIELD_RULES);
	text_put_rules(t, &g->rules);
	put_label(t, FIELD_PLAYERS);
	put_int(t, g->players);
	if (g->game_number != 1) {
		put_label(t, FIELD_GAME_NUMBER);
		put_int(t, g->game_number);
	}
	uint16_t first_wins[MAX_SEATS];
	games_won_of_first_game(g, first_wins);
	if (memcmp(first_wins, g->games_won, sizeof first_wins) != 0) {
		put_label(t, FIELD_GAMES_WON);
		for (int side = 0; side < sides; side++) {
			if (side)
				text_put(t, " ");
			put_int(t, g->games_won[side]);
		}
	}
	put_label(t, FIELD_HAND_NUMBER);
	put_int(t, g->hand_number);
	put_label(t, FIELD_DEALER);
	put_int(t, g->dealer);
	put_label(t, FIELD_PHASE);
	text_put(t, g->phase <= ESCOPA_PHASE_MISDEAL ? position_phase_names[g->phase] : "?");
	put_label(t, FIELD_SEAT);
	put_int(t, g->seat);
	put_label(t, FIELD_PLAYS);
	put_int(t, g->plays);
	put_label(t, FIELD_HANDS);
	for (int seat = 0; seat < players; seat++) {
		if (seat)
			text_put(t, " / ");
		if (view && view->hand_size[seat] && !g->hands[seat]) {
			for (int k = 0; k < view->hand_size[seat] && k < 3; k++)
				text_put(t, k ? " ?" : "?");
			continue;
		}
		put_cards(t, g->hands[seat], " ");
	}
	if (any_values(g->voids)) {
		put_label(t, FIELD_VOIDS);
		put_value_sets(t, g->voids, players);
	}
	if (any_values(g->declined_sweeps)) {
		put_label(t, FIELD_DECLINED);
		put_value_sets(t, g->declined_sweeps, players);
	}
	put_label(t, FIELD_TABLE);
	put_table(t, g);
	if (view) {
		put_label(t, FIELD_STOCK);
		put_int(t, view->stock_size);
	} else {
		put_label(t, FIELD_DEALT);
		put_order(t, g->stock, pos);
		put_label(t, FIELD_STOCK);
		put_order(t, g->stock + pos, deck - pos);
	}
	put_label(t, FIELD_CAPTURED);
	for (int side = 0; side < sides; side++) {
		if (side)
			text_put(t, " / ");
		put_cards(t, g->captured[side], " ");
	}
	put_label(t, FIELD_SWEEPS);
	for (int side = 0; side < sides; side++) {
		if (side)
			text_put(t, " ");
		put_int(t, g->sweeps[side]);
	}
	put_label(t, FIELD_SET_ASIDE);
	put_cards(t, g->set_aside, " ");
	put_label(t, FIELD_SCORES);
	for (int side = 0; side < sides; side++) {
		if (side)
			text_put(t, " ");
		put_int(t, g->score[side]);
	}
	put_label(t, FIELD_LAST_CAPTURE);
	put_side_or_none(t, g->last_capture_side);
	put_label(t, FIELD_WINNER);
	put_side_or_none(t, g->winner);
	if (view)
		return;
	put_label(t, FIELD_RNG);
	snprintf(rng, sizeof rng, "%016llx", (unsigned long long)g->rng);
	text_put(t, rng);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_format_position(const struct escopa_game *game, char *buf, size_t size,
			    size_t *length)
{
	if (!game || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	put_state(&t, game, NULL);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_format(const struct escopa_view *view, char *buf, size_t size, size_t *length)
{
	if (!view || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	put_state(&t, &view->known, view);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}
