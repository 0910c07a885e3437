/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A fixed-size observation of a position from one seat, for learning code
 * (the layout is documented in batch.h). */

#include <string.h>
#include "view-private.h"

/* The relative side of an absolute side as seen from `my_side`: 0 for
 * mine, then in turn order. */
static inline int
relative_side(int side, int my_side, int sides)
{
	return (side - my_side + sides) % sides;
}

/* The bytes of the cards in `only` from seat `me` (who holds
 * game->hands[me]; other hands are read only under the open table), each
 * from the last set that holds it in the order below; a card of `only` in
 * no set is left as it is. Inline here, a function for the batch below. */
static inline void
cards_from(const struct escopa_game *game, int me, escopa_cardset_t only, uint8_t *obs)
{
	int players = game->players, sides = game->sides;
	int my_side = side_of(game, me);

	for (escopa_cardset_t c = game->hands[me] & only; c; c &= c - 1)
		obs[lowest_card(c)] = ESCOPA_OBS_MY_HAND;
	if (rule(&game->rules, ESCOPA_OPT_OPEN_TABLE)) {
		for (int k = 1; k < players; k++) {
			int seat = (me + k) % players;
			for (escopa_cardset_t c = game->hands[seat] & only; c; c &= c - 1)
				obs[lowest_card(c)] = (uint8_t)(ESCOPA_OBS_HAND_OF + k);
		}
	}
	for (escopa_cardset_t c = game->table & only; c; c &= c - 1)
		obs[lowest_card(c)] = ESCOPA_OBS_TABLE;
	for (int i = 0; i < game->n_stacks; i++) {
		for (escopa_cardset_t c = game->stacks[i] & only; c; c &= c - 1)
			obs[lowest_card(c)] = (uint8_t)(ESCOPA_OBS_STACK + i);
	}
	for (int side = 0; side < sides; side++) {
		uint8_t code = (uint8_t)(ESCOPA_OBS_CAPTURED + relative_side(side, my_side, sides));
		for (escopa_cardset_t c = game->captured[side] & only; c; c &= c - 1)
			obs[lowest_card(c)] = code;
	}
	for (escopa_cardset_t c = game->set_aside & only; c; c &= c - 1)
		obs[lowest_card(c)] = ESCOPA_OBS_SET_ASIDE;
}

/* Bytes 42 on of the observation from seat `me`, onto zeros; the hands'
 * sizes from hand_size[] (a view's, whose other hands are empty). */
static inline void
header_from(const struct escopa_game *game, int me, const uint8_t *hand_size, uint8_t *obs)
{
	int players = game->players, sides = game->sides;
	int my_side = side_of(game, me);
	/* seats and sides counted on from mine, without a division */
	int after_dealer = me - game->dealer - 1;

	obs[42] = (uint8_t)players;
	obs[43] = (uint8_t)sides;
	obs[44] = (uint8_t)(after_dealer < 0 ? after_dealer + players : after_dealer);
	obs[OBS_STOCK] = (uint8_t)(game->deck_size - game->stock_pos);
	obs[46] = (uint8_t)(game->hand_number > 255 ? 255 : game->hand_number);
	obs[47] = game->phase;
	for (int k = 0, side = my_side; k < sides; k++) {
		obs[48 + k] = clamp_byte(game->score[side]);
		obs[52 + k] = clamp_byte(game->sweeps[side]);
		uint8_t won = (uint8_t)(game->games_won[side] > 255 ? 255 : game->games_won[side]);
		if (k == 0)
			obs[62] = won;
		else if (won > obs[63])
			obs[63] = won;
		if (++side == sides)
			side = 0;
	}
	obs[OBS_LAST_CAPTURE] = game->last_capture_side < 0
			  ? 255
			  : (uint8_t)relative_side(game->last_capture_side, my_side, sides);
	for (int k = 0, seat = me; k < players; k++) {
		obs[OBS_HAND_SIZES + k] = hand_size[seat];
		if (++seat == players)
			seat = 0;
	}
	obs[61] = (uint8_t)(game->game_number > 255 ? 255 : game->game_number);
}

/* The observation from seat `me`. */
static void
observe_sized(const struct escopa_game *game, int me, const uint8_t *hand_size, uint8_t *obs)
{
	memset(obs, 0, ESCOPA_OBSERVATION_SIZE);
	cards_from(game, me, ~(escopa_cardset_t)0, obs);
	header_from(game, me, hand_size, obs);
}

/* Internal (batch/observations.c): the parts of an observation. */
void
observe_cards(const struct escopa_game *game, int me, escopa_cardset_t only, uint8_t *obs)
{
	cards_from(game, me, only, obs);
}

void
observe_header(const struct escopa_game *game, int me, const uint8_t *hand_size, uint8_t *obs)
{
	header_from(game, me, hand_size, obs);
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
	observe_from(game, observed_seat(game), obs);
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
