/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The observations a batch writes, kept up to date in each slot: a row
 * per seat, whose card bytes change only where a card moved (most plays
 * move two to four of 42) and whose bytes from 42 on mostly only where a
 * hand, the stock or the last capture changed; a step rewrites those
 * alone and copies the row of the seat to play out. */

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include "batch-private.h"

/* The sets of a game as set_codes[] numbers them: card k of the game
 * observe_codes() reads them off is in set k. */
enum { SET_HANDS = 0, SET_CAPTURED = MAX_SEATS, SET_TABLE = 2 * MAX_SEATS, SET_ASIDE,
       SET_STACKS, SETS = SET_STACKS + MAX_STACKS };

/* Each set's byte from each seat, read off observe_cards() from a game
 * of the batch's rules with one card in each set, so that the two agree. */
static void
observe_codes(struct escopa_batch *batch)
{
	struct escopa_game game;
	memset(&game, 0, sizeof game);
	game.rules = batch->rules;
	game.players = batch->games[0].players;
	game.sides = batch->games[0].sides;
	for (int s = 0; s < MAX_SEATS; s++) {
		game.hands[s] = ESCOPA_CARDSET_OF(SET_HANDS + s);
		game.captured[s] = ESCOPA_CARDSET_OF(SET_CAPTURED + s);
	}
	game.table = ESCOPA_CARDSET_OF(SET_TABLE);
	game.set_aside = ESCOPA_CARDSET_OF(SET_ASIDE);
	game.n_stacks = MAX_STACKS;
	for (int k = 0; k < MAX_STACKS; k++)
		game.stacks[k] = ESCOPA_CARDSET_OF(SET_STACKS + k);
	for (int s = 0; s < game.players; s++) {
		uint8_t obs[ESCOPA_OBSERVATION_SIZE] = { 0 };
		observe_cards(&game, s, ~(escopa_cardset_t)0, obs);
		for (int k = 0; k < SETS; k++)
			batch->set_codes[k][s] = obs[k];
		/* and where each hand's size is, from an observation with
		 * hands of 1 to 4 cards */
		uint8_t size[MAX_SEATS] = { 1, 2, 3, 4 };
		observe_header(&game, s, size, obs);
		for (int k = OBS_HAND_SIZES; k < OBS_HAND_SIZES + game.players; k++)
			batch->size_at[s][obs[k] - 1] = (uint8_t)k;
		for (int side = -1; side < game.sides; side++) {
			game.last_capture_side = (int8_t)side;
			observe_header(&game, s, size, obs);
			batch->capture_byte[s][side + 1] = obs[OBS_LAST_CAPTURE];
		}
		/* and each side's score and sweeps, from values found nowhere
		 * else in the header */
		for (int side = 0; side < game.sides; side++) {
			game.score[side] = (int16_t)(200 + side);
			game.sweeps[side] = (int8_t)(100 + side);
		}
		observe_header(&game, s, size, obs);
		for (int k = OBS_HEADER; k < ESCOPA_OBSERVATION_SIZE; k++) {
			if (obs[k] >= 200 && obs[k] < 200 + game.sides)
				batch->score_at[s][obs[k] - 200] = (uint8_t)k;
			else if (obs[k] >= 100 && obs[k] < 100 + game.sides)
				batch->sweeps_at[s][obs[k] - 100] = (uint8_t)k;
		}
	}
}

/* Makes room for every slot's kept observations, once, and starts them
 * again: false when out of memory (nothing changed). */
bool
reserve_seen(struct escopa_batch *batch)
{
	if (batch->seen_slots < batch->size) {
		struct seen_cards *seen = malloc(batch->size * sizeof *seen);
		if (!seen)
			return false;
		free(batch->seen);
		batch->seen = seen;
		batch->seen_slots = batch->size;
	}
	/* all zero: a slot whose cards are all unseen, which the next
	 * write brings up to date */
	memset(batch->seen, 0, batch->size * sizeof *batch->seen);
	observe_codes(batch);
	return true;
}

/* Writes the byte of set k from seats [0, rows) for each of `cards`. Here
 * and below `rows` is a constant, 2 for two players, else MAX_SEATS: every
 * row is written, those of seats past the players too (never read), in
 * fewer instructions than a loop to the players. */
static inline void
put(const struct escopa_batch *batch, struct seen_cards *seen, escopa_cardset_t cards, int k,
    int rows)
{
	for (; cards; cards &= cards - 1) {
		int card = lowest_card(cards);
		for (int s = 0; s < rows; s++)
			seen->rows[s][card] = batch->set_codes[k][s];
	}
}

/* The hands, captured cards, table and set aside, side by side in the
 * game as in the kept cards, in the order of their sets' numbers: folded
 * in one pass. */
#define FOLDED (2 * MAX_SEATS + 2)
_Static_assert(offsetof(struct escopa_game, set_aside) - offsetof(struct escopa_game, hands) ==
			       (FOLDED - 1) * sizeof(escopa_cardset_t) &&
		       offsetof(struct seen_cards, set_aside) - offsetof(struct seen_cards, hands) ==
			       (FOLDED - 1) * sizeof(escopa_cardset_t) &&
		       offsetof(struct escopa_game, captured) - offsetof(struct escopa_game, hands) ==
			       SET_CAPTURED * sizeof(escopa_cardset_t) &&
		       offsetof(struct escopa_game, table) - offsetof(struct escopa_game, hands) ==
			       SET_TABLE * sizeof(escopa_cardset_t) && SET_ASIDE == FOLDED - 1,
	       "hands, captured, table and set aside next to each other");

/* The game's score and sweeps, read as one. */
#define POINTS_SIZE \
	(offsetof(struct escopa_game, sweeps) + sizeof(int8_t[MAX_SEATS]) - \
	 offsetof(struct escopa_game, score))
_Static_assert(POINTS_SIZE == sizeof(int16_t[MAX_SEATS]) + sizeof(int8_t[MAX_SEATS]) &&
		       POINTS_SIZE == sizeof(((struct seen_cards *)0)->points),
	       "score and sweeps next to each other");

/* Writes the observation of game i from seat `me` to `obs`, as
 * escopa_game_observe() and escopa_game_observe_seat() do, from the
 * rows kept up to date: every seat's bytes of the cards that moved, of
 * the hands' sizes, the stock and the last capture that changed, then,
 * when what the rest of the bytes from 42 on are written from changed
 * since seat me's were, those too. */
static inline __attribute__((always_inline)) void
observe_rows(struct escopa_batch *batch, size_t i, int me, uint8_t *obs, int rows)
{
	const struct escopa_game *game = &batch->games[i];
	struct seen_cards *seen = &batch->seen[i];
	/* which sets changed: every seat and side (a valid game's other
	 * hands and captured cards are empty, and a pass without a loop to
	 * the players is shorter), the hands and the captured cards a vector
	 * each; each set's bit by its number */
	typedef escopa_cardset_t by_seat
		__attribute__((vector_size(sizeof(escopa_cardset_t[MAX_SEATS]))));
	by_seat hands_kept, hands_now, captured_kept, captured_now;
	memcpy(&hands_kept, seen->hands, sizeof hands_kept);
	memcpy(&hands_now, game->hands, sizeof hands_now);
	memcpy(&captured_kept, seen->captured, sizeof captured_kept);
	memcpy(&captured_now, game->captured, sizeof captured_now);
	by_seat bits = ((by_seat)(hands_kept != hands_now) &
			(by_seat){ 1u << SET_HANDS, 2u << SET_HANDS, 4u << SET_HANDS,
				   8u << SET_HANDS }) |
		       ((by_seat)(captured_kept != captured_now) &
			(by_seat){ 1u << SET_CAPTURED, 2u << SET_CAPTURED, 4u << SET_CAPTURED,
				   8u << SET_CAPTURED });
	unsigned sets = (unsigned)(bits[0] | bits[1] | bits[2] | bits[3]) |
			(unsigned)(seen->table != game->table) << SET_TABLE |
			(unsigned)(seen->set_aside != game->set_aside) << SET_ASIDE;
	unsigned hands = sets & ((1u << MAX_SEATS) - 1);  /* seats whose hand changed */

	/* A card is in one set (a stack's on the table too): the cards that
	 * came into a set that changed are every card that moved somewhere,
	 * and those that left one, into none, went back to the stock. */
	/* set k: now[k] and kept[k], FOLDED of them, read off the structs'
	 * bytes (past the hands[] arrays) */
	const escopa_cardset_t *now = (const escopa_cardset_t *)((const char *)game +
								   offsetof(struct escopa_game, hands));
	escopa_cardset_t *kept =
		(escopa_cardset_t *)((char *)seen + offsetof(struct seen_cards, hands));
	escopa_cardset_t arrived = 0, left = 0;
	for (; sets; sets &= sets - 1) {
		int k = __builtin_ctz(sets);
		escopa_cardset_t in = now[k] & ~kept[k];
		left |= kept[k] & ~now[k];
		arrived |= in;
		kept[k] = now[k];
		put(batch, seen, in, k, rows);
	}
	for (escopa_cardset_t c = left & ~arrived; c; c &= c - 1) {
		int card = lowest_card(c);
		for (int s = 0; s < rows; s++)
			seen->rows[s][card] = ESCOPA_OBS_UNSEEN;
	}
	/* a stack's byte names its place among the stacks: its cards are
	 * written again at every step, before and after (the table's, then
	 * the stack's over it) */
	escopa_cardset_t stacked = seen->stacked | game->stacked;
	seen->stacked = game->stacked;
	if (stacked) {
		put(batch, seen, game->table & stacked, SET_TABLE, rows);
		for (int k = 0; k < game->n_stacks; k++)
			put(batch, seen, game->stacks[k], SET_STACKS + k, rows);
	}

	if (memcmp(seen->games_won, game->games_won, sizeof seen->games_won) != 0 ||
	    seen->hand_number != game->hand_number || seen->game_number != game->game_number ||
	    seen->dealer != game->dealer || seen->phase != game->phase) {
		memcpy(seen->games_won, game->games_won, sizeof seen->games_won);
		seen->hand_number = game->hand_number;
		seen->game_number = game->game_number;
		seen->dealer = game->dealer;
		seen->phase = game->phase;
		seen->current = 0;
	}
	/* the bytes kept on their own, in every row: a sweep changes the
	 * points in mid-hand */
	if (memcmp(seen->points, game->score, POINTS_SIZE) != 0) {
		memcpy(seen->points, game->score, POINTS_SIZE);
		for (int side = 0; side < game->sides; side++) {
			uint8_t score = clamp_byte(game->score[side]);
			uint8_t sweeps = clamp_byte(game->sweeps[side]);
			for (int r = 0; r < rows; r++) {
				seen->rows[r][batch->score_at[r][side]] = score;
				seen->rows[r][batch->sweeps_at[r][side]] = sweeps;
			}
		}
	}
	uint8_t stock_left = (uint8_t)(game->deck_size - game->stock_pos);
	if (seen->stock_left != stock_left) {
		seen->stock_left = stock_left;
		for (int r = 0; r < rows; r++)
			seen->rows[r][OBS_STOCK] = stock_left;
	}
	if (seen->last_capture_side != game->last_capture_side) {
		int side = game->last_capture_side;
		seen->last_capture_side = (int8_t)side;
		for (int r = 0; r < rows; r++)
			seen->rows[r][OBS_LAST_CAPTURE] = batch->capture_byte[r][side + 1];
	}
	for (; hands; hands &= hands - 1) {
		int s = lowest_card(hands);
		uint8_t size = (uint8_t)popcount64(game->hands[s]);
		for (int r = 0; r < rows; r++)
			seen->rows[r][batch->size_at[r][s]] = size;
	}
	if (!(seen->current >> me & 1)) {
		uint8_t size[MAX_SEATS];
		for (int s = 0; s < MAX_SEATS; s++)
			size[s] = (uint8_t)popcount64(game->hands[s]);
		memset(seen->rows[me] + OBS_HEADER, 0, ESCOPA_OBSERVATION_SIZE - OBS_HEADER);
		observe_header(game, me, size, seen->rows[me]);
		seen->current |= (uint8_t)(1u << me);
	}
	memcpy(obs, seen->rows[me], ESCOPA_OBSERVATION_SIZE);
}

HOT_PATH void
write_observation(struct escopa_batch *batch, size_t i, int me, uint8_t *obs)
{
	if (batch->players == 2)
		observe_rows(batch, i, me, obs, 2);
	else
		observe_rows(batch, i, me, obs, MAX_SEATS);
}
