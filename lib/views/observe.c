/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A fixed-size observation of a position from one seat, for learning code
 * (the layout is documented in batch.h). */

#include <string.h>
#include "view-private.h"

static uint8_t
clamp_byte(int value)
{
	return (uint8_t)(value < 0 ? 0 : value > 255 ? 255 : value);
}

/* The observation from seat `me`, who holds game->hands[me]; other hands
 * are read only under the open table, and their sizes come from
 * hand_size[] (a view's, whose other hands are empty). */
static void
observe_sized(const struct escopa_game *game, int me, const uint8_t *hand_size, uint8_t *obs)
{
	memset(obs, 0, ESCOPA_OBSERVATION_SIZE);

	int players = game->players, sides = game->sides;
	int my_side = side_of(game, me);
	/* relative side of an absolute side: 0 for mine, then in turn order */
#define RELATIVE_SIDE(side) (((side) - my_side + sides) % sides)

	for (escopa_cardset_t c = game->hands[me]; c; c &= c - 1)
		obs[lowest_card(c)] = ESCOPA_OBS_MY_HAND;
	if (rule(&game->rules, ESCOPA_OPT_OPEN_TABLE)) {
		for (int k = 1; k < players; k++) {
			int seat = (me + k) % players;
			for (escopa_cardset_t c = game->hands[seat]; c; c &= c - 1)
				obs[lowest_card(c)] = (uint8_t)(ESCOPA_OBS_HAND_OF + k);
		}
	}
	for (escopa_cardset_t c = game->table; c; c &= c - 1)
		obs[lowest_card(c)] = ESCOPA_OBS_TABLE;
	for (int i = 0; i < game->n_stacks; i++) {
		for (escopa_cardset_t c = game->stacks[i]; c; c &= c - 1)
			obs[lowest_card(c)] = (uint8_t)(ESCOPA_OBS_STACK + i);
	}
	for (int side = 0; side < sides; side++) {
		uint8_t code = (uint8_t)(ESCOPA_OBS_CAPTURED + RELATIVE_SIDE(side));
		for (escopa_cardset_t c = game->captured[side]; c; c &= c - 1)
			obs[lowest_card(c)] = code;
	}
	for (escopa_cardset_t c = game->set_aside; c; c &= c - 1)
		obs[lowest_card(c)] = ESCOPA_OBS_SET_ASIDE;

	obs[42] = (uint8_t)players;
	obs[43] = (uint8_t)sides;
	obs[44] = (uint8_t)((me - game->dealer - 1 + 2 * players) % players);
	obs[45] = (uint8_t)(game->deck_size - game->stock_pos);
	obs[46] = clamp_byte(game->hand_number);
	obs[47] = game->phase;
	for (int side = 0; side < sides; side++) {
		obs[48 + RELATIVE_SIDE(side)] = clamp_byte(game->score[side]);
		obs[52 + RELATIVE_SIDE(side)] = clamp_byte(game->sweeps[side]);
	}
	obs[56] = game->last_capture_side < 0 ? 255
					      : (uint8_t)RELATIVE_SIDE(game->last_capture_side);
	for (int k = 0; k < players; k++)
		obs[57 + k] = hand_size[(me + k) % players];
	obs[61] = clamp_byte(game->game_number);
	for (int side = 0; side < sides; side++) {
		int won = clamp_byte(game->games_won[side]);
		if (side == my_side)
			obs[62] = (uint8_t)won;
		else if (won > obs[63])
			obs[63] = (uint8_t)won;
	}
#undef RELATIVE_SIDE
}

static void
hand_sizes(const struct escopa_game *game, uint8_t *size)
{
	for (int s = 0; s < MAX_SEATS; s++)
		size[s] = (uint8_t)popcount64(game->hands[s]);
}

/* Internal (batch/step.c): the observation from seat `me` of a whole game. */
void
observe_from(const struct escopa_game *game, int me, uint8_t *obs)
{
	uint8_t size[MAX_SEATS];
	hand_sizes(game, size);
	observe_sized(game, me, size, obs);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_observe(const struct escopa_game *game, uint8_t *obs)
{
	if (!game || !obs)
		return ESCOPA_E_NULL;
	observe_from(game, game->phase == ESCOPA_PHASE_PLAYING ? game->seat
							       : (game->dealer + 1) % game->players,
		     obs);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_observe_seat(const struct escopa_game *game, int seat, uint8_t *obs)
{
	if (!game || !obs)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= game->players)
		return ESCOPA_E_INVALID;
	observe_from(game, seat, obs);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_observe(const struct escopa_view *view, uint8_t *obs)
{
	if (!view || !obs)
		return ESCOPA_E_NULL;
	observe_sized(&view->known, view->viewer, view->hand_size, obs);
	return ESCOPA_OK;
}
