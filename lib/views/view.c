/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A seat's view of a game: the game with every card that seat cannot see
 * taken out, and what it knows about where they are. */

#include <stdlib.h>
#include <string.h>
#include "view-private.h"
#include "../captures/capture-private.h"

void
view_from_game(const struct escopa_game *game, int seat, struct escopa_view *out)
{
	memset(out, 0, sizeof *out);
	out->known = *game;
	out->known.rng = 0;
	memset(out->known.stock, 0, sizeof out->known.stock);

	bool open = rule(&game->rules, ESCOPA_OPT_OPEN_TABLE) != 0;
	escopa_cardset_t unseen = 0;
	for (int i = game->stock_pos; i < game->deck_size; i++)
		unseen |= ESCOPA_CARDSET_OF(game->stock[i]);
	for (int s = 0; s < game->players; s++) {
		out->hand_size[s] = (uint8_t)popcount64(game->hands[s]);
		if (s != seat && !open) {
			unseen |= game->hands[s];
			out->known.hands[s] = 0;
		}
	}
	out->unseen = unseen;
	out->viewer = (uint8_t)seat;
	out->stock_size = (uint8_t)(game->deck_size - game->stock_pos);
	view_derive(out);
}

void
view_derive(struct escopa_view *view)
{
	const struct escopa_game *k = &view->known;
	bool open = rule(&k->rules, ESCOPA_OPT_OPEN_TABLE) != 0;
	/* What a hidden hand is known not to hold, among the unseen cards. */
	for (int s = 0; s < MAX_SEATS; s++) {
		view->excluded[s] = 0;
		if (s < k->players && s != view->viewer && !open && k->voids[s])
			view->excluded[s] = voids_cards(k->voids[s]) & view->unseen;
	}
}

/* ---- the public view ---- */

ESCOPA_EXPORT enum escopa_status
escopa_view_new(const struct escopa_game *game, int seat, struct escopa_view **view)
{
	if (!game || !view)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= game->players)
		return ESCOPA_E_INVALID;
	struct escopa_view *v = malloc(sizeof *v);
	if (!v)
		return ESCOPA_E_NOMEM;
	view_from_game(game, seat, v);
	*view = v;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_update(struct escopa_view *view, const struct escopa_game *game, int seat)
{
	if (!view || !game)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= game->players)
		return ESCOPA_E_INVALID;
	view_from_game(game, seat, view);
	return ESCOPA_OK;
}

ESCOPA_EXPORT void
escopa_view_free(struct escopa_view *view)
{
	free(view);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_clone(const struct escopa_view *view, struct escopa_view **clone)
{
	if (!view || !clone)
		return ESCOPA_E_NULL;
	struct escopa_view *v = malloc(sizeof *v);
	if (!v)
		return ESCOPA_E_NOMEM;
	memcpy(v, view, sizeof *v);
	*clone = v;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_copy(struct escopa_view *dest, const struct escopa_view *src)
{
	if (!dest || !src)
		return ESCOPA_E_NULL;
	if (dest != src)
		memcpy(dest, src, sizeof *dest);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_equal(const struct escopa_view *a, const struct escopa_view *b, int *equal)
{
	if (!a || !b || !equal)
		return ESCOPA_E_NULL;
	*equal = memcmp(a, b, sizeof *a) == 0;
	return ESCOPA_OK;
}

/* What the view shares with a game, the game's own getters answer from
 * the known part (NULL stays NULL: `known` is the first member). */
#define KNOWN(view) ((view) ? &(view)->known : NULL)

ESCOPA_EXPORT enum escopa_status
escopa_view_seat(const struct escopa_view *view, int *seat)
{
	if (!view || !seat)
		return ESCOPA_E_NULL;
	*seat = view->viewer;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_players(const struct escopa_view *view, int *players)
{
	return escopa_game_players(KNOWN(view), players);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_sides(const struct escopa_view *view, int *sides)
{
	return escopa_game_sides(KNOWN(view), sides);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_option(const struct escopa_view *view, enum escopa_option option, int *value)
{
	return escopa_game_option(KNOWN(view), option, value);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_rules(const struct escopa_view *view, struct escopa_rules *rules)
{
	if (!view || !rules)
		return ESCOPA_E_NULL;
	*rules = view->known.rules;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_phase(const struct escopa_view *view, enum escopa_phase *phase)
{
	return escopa_game_phase(KNOWN(view), phase);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_current_seat(const struct escopa_view *view, int *seat)
{
	return escopa_game_current_seat(KNOWN(view), seat);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_dealer(const struct escopa_view *view, int *seat)
{
	return escopa_game_dealer(KNOWN(view), seat);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_hand_number(const struct escopa_view *view, int *number)
{
	return escopa_game_hand_number(KNOWN(view), number);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_hand(const struct escopa_view *view, int seat, escopa_cardset_t *cards)
{
	return escopa_game_hand(KNOWN(view), seat, cards);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_hand_size(const struct escopa_view *view, int seat, int *count)
{
	if (!view || !count)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= view->known.players)
		return ESCOPA_E_INVALID;
	*count = view->hand_size[seat];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_excluded(const struct escopa_view *view, int seat, escopa_cardset_t *cards)
{
	if (!view || !cards)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= view->known.players)
		return ESCOPA_E_INVALID;
	*cards = view->excluded[seat];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_table(const struct escopa_view *view, escopa_cardset_t *cards)
{
	return escopa_game_table(KNOWN(view), cards);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_piles(const struct escopa_view *view, escopa_cardset_t *piles, size_t capacity,
		  size_t *count)
{
	return escopa_game_piles(KNOWN(view), piles, capacity, count);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_captured(const struct escopa_view *view, int side, escopa_cardset_t *cards)
{
	return escopa_game_captured(KNOWN(view), side, cards);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_sweeps(const struct escopa_view *view, int side, int *points)
{
	return escopa_game_sweeps(KNOWN(view), side, points);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_score(const struct escopa_view *view, int side, int *points)
{
	return escopa_game_score(KNOWN(view), side, points);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_set_aside(const struct escopa_view *view, escopa_cardset_t *cards)
{
	return escopa_game_set_aside(KNOWN(view), cards);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_stock_size(const struct escopa_view *view, int *count)
{
	if (!view || !count)
		return ESCOPA_E_NULL;
	*count = view->stock_size;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_unseen(const struct escopa_view *view, escopa_cardset_t *cards)
{
	if (!view || !cards)
		return ESCOPA_E_NULL;
	*cards = view->unseen;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_moves(const struct escopa_view *view, escopa_move_t *moves, size_t capacity,
		  size_t *count)
{
	if (!view || !count || (!moves && capacity))
		return ESCOPA_E_NULL;
	/* The seat to play's hand is all the listing reads besides the public
	 * state, and in the viewer's turn that hand is known. */
	if (view->known.phase != ESCOPA_PHASE_PLAYING || view->known.seat != view->viewer)
		return ESCOPA_E_PHASE;
	return escopa_game_moves(&view->known, moves, capacity, count);
}
