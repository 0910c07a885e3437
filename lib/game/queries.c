/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What a caller can read of a game: its seats, phase, cards, scores and
 * the games of a match. Each checks its arguments and writes nothing
 * else. */

#include <stdlib.h>
#include <string.h>
#include "game-private.h"

/* The game and the output both given, or ESCOPA_E_NULL. */
#define CHECK_GAME_AND(out) do { \
	if (!game || !(out)) \
		return ESCOPA_E_NULL; \
} while (0)

ESCOPA_EXPORT enum escopa_status
escopa_game_option(const struct escopa_game *game, enum escopa_option option,
		   int *value)
{
	if (!game)
		return ESCOPA_E_NULL;
	return escopa_rules_get(&game->rules, option, value);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_rules(const struct escopa_game *game, struct escopa_rules **rules)
{
	if (!game)
		return ESCOPA_E_NULL;
	return escopa_rules_copy(&game->rules, rules);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_players(const struct escopa_game *game, int *players)
{
	CHECK_GAME_AND(players);
	*players = game->players;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_sides(const struct escopa_game *game, int *sides)
{
	CHECK_GAME_AND(sides);
	*sides = game->sides;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_side_of(const struct escopa_game *game, int seat, int *side)
{
	CHECK_GAME_AND(side);
	if (seat < 0 || seat >= game->players)
		return ESCOPA_E_INVALID;
	*side = side_of(game, seat);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_phase(const struct escopa_game *game, enum escopa_phase *phase)
{
	CHECK_GAME_AND(phase);
	*phase = (enum escopa_phase)game->phase;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_current_seat(const struct escopa_game *game, int *seat)
{
	CHECK_GAME_AND(seat);
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;
	*seat = game->seat;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_dealer(const struct escopa_game *game, int *seat)
{
	CHECK_GAME_AND(seat);
	*seat = game->dealer;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_hand_number(const struct escopa_game *game, int *number)
{
	CHECK_GAME_AND(number);
	*number = (int)game->hand_number;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_hand(const struct escopa_game *game, int seat, escopa_cardset_t *cards)
{
	CHECK_GAME_AND(cards);
	if (seat < 0 || seat >= game->players)
		return ESCOPA_E_INVALID;
	*cards = game->hands[seat];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_table(const struct escopa_game *game, escopa_cardset_t *cards)
{
	CHECK_GAME_AND(cards);
	*cards = game->table;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_stock(const struct escopa_game *game, escopa_card_t *cards,
		  size_t capacity, size_t *count)
{
	if (!game || !count || (!cards && capacity))
		return ESCOPA_E_NULL;
	size_t n = (size_t)(game->deck_size - game->stock_pos);
	if (n <= capacity) {
		for (size_t i = 0; i < n; i++)
			cards[i] = game->stock[game->stock_pos + i];
	}
	*count = n;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_captured(const struct escopa_game *game, int side,
		     escopa_cardset_t *cards)
{
	CHECK_GAME_AND(cards);
	if (side < 0 || side >= game->sides)
		return ESCOPA_E_INVALID;
	*cards = game->captured[side];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_sweeps(const struct escopa_game *game, int side, int *points)
{
	CHECK_GAME_AND(points);
	if (side < 0 || side >= game->sides)
		return ESCOPA_E_INVALID;
	*points = game->sweeps[side];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_set_aside(const struct escopa_game *game, escopa_cardset_t *cards)
{
	CHECK_GAME_AND(cards);
	*cards = game->set_aside;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_last_capture_side(const struct escopa_game *game, int *side)
{
	CHECK_GAME_AND(side);
	*side = game->last_capture_side;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_score(const struct escopa_game *game, int side, int *points)
{
	CHECK_GAME_AND(points);
	if (side < 0 || side >= game->sides)
		return ESCOPA_E_INVALID;
	*points = game->score[side];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_winner(const struct escopa_game *game, int *side)
{
	CHECK_GAME_AND(side);
	if (game->phase != ESCOPA_PHASE_GAME_OVER)
		return ESCOPA_E_PHASE;
	*side = game->winner;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_match_game(const struct escopa_game *game, int *number)
{
	CHECK_GAME_AND(number);
	*number = game->game_number;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_match_wins(const struct escopa_game *game, int side, int *games)
{
	CHECK_GAME_AND(games);
	if (side < 0 || side >= game->sides)
		return ESCOPA_E_INVALID;
	*games = game->games_won[side];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_match_over(const struct escopa_game *game, int *over)
{
	CHECK_GAME_AND(over);
	bool is_over;
	match_winner(game, &is_over);
	*over = is_over;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_match_winner(const struct escopa_game *game, int *side)
{
	CHECK_GAME_AND(side);
	bool over;
	int winner = match_winner(game, &over);
	if (!over)
		return ESCOPA_E_PHASE;
	*side = winner;
	return ESCOPA_OK;
}
