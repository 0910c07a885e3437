/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* A step in each slot of the batch: the checks of its action (and why
 * one is refused), then the learner's move, the batch's seats played on
 * to a learner's seat, and the slot's row of the buffers written. */

#include <string.h>
#include "batch-private.h"

/* Starts the next game of a slot from the slot's own stream. */
void
start_game(struct escopa_batch *batch, size_t i)
{
	game_init(&batch->games[i], &batch->rules, batch->players,
		  rng_next(&batch->streams[i]));
	history_start(&batch->history[i], &batch->games[i]);
}

/* Writes game i's state into the bound buffers: with masks as masks.c
 * does, else what every row gets and the move list the actions index. */
static void
write_state(struct escopa_batch *batch, size_t i)
{
	if (batch->buf.action_masks) {
		write_masked_state(batch, i);
		return;
	}
	const struct escopa_batch_buffers *b = &batch->buf;
	const struct escopa_game *game = &batch->games[i];
	write_seat_state(batch, i);
	if (b->more_offsets)
		b->more_offsets[i] = 0;
	size_t count = 0;
	escopa_move_t *moves = b->moves + i * b->max_moves;
	legal_moves(game, moves, b->max_moves, &count);
	b->move_counts[i] = count > UINT32_MAX ? UINT32_MAX : (uint32_t)count;
	size_t kept = count < b->max_moves ? count : b->max_moves;
	if (kept > LISTED)
		kept = LISTED;
	memcpy(batch->listed + i * LISTED, moves, kept * sizeof *moves);
	batch->kept[i] = (uint8_t)kept;
}

/* What one slot's step played: the points by side, and a game's end. */
struct outcome {
	int gains[MAX_SEATS];
	bool over;
	int winner;
	int actor_side;                 /* the side of the seat that acted */
};

/* Adds the points scored since `before` to the outcome, and starts
 * counting again. */
static void
count_points(const struct escopa_game *game, int16_t *before, struct outcome *out)
{
	/* most plays score nothing */
	if (memcmp(before, game->score, sizeof game->score) == 0)
		return;
	for (int side = 0; side < MAX_SEATS; side++) {
		out->gains[side] += game->score[side] - before[side];
		before[side] = game->score[side];
	}
}

/* Plays `move` (legal; NULL-move 0 with `play` false plays nothing) in
 * game i, then the batch's seats until a learner's seat is to play; a
 * hand that ends is followed by the next deal, a game that ends by a new
 * game, its final observation (from `actor`) written first. */
static void
play_on(struct escopa_batch *batch, size_t i, int thread, bool play, escopa_move_t move,
	int actor, struct outcome *out)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	struct escopa_game *game = &batch->games[i];
	int16_t before[MAX_SEATS];
	memcpy(before, game->score, sizeof before);
	for (;;) {
		if (play) {
			history_play(&batch->history[i], game, move);
			escopa_game_play(game, move, NULL);
			history_after(&batch->history[i], game);
		}
		if (game->phase == ESCOPA_PHASE_GAME_OVER) {
			count_points(game, before, out);
			out->over = true;
			out->winner = game->winner;
			if (b->final_observations)
				observe_from(game, actor,
					     b->final_observations + i * ESCOPA_OBSERVATION_SIZE);
			if (b->final_info_states)
				info_state_from(game, actor, &batch->history[i],
						b->final_info_states + i * ESCOPA_INFO_STATE_SIZE);
			if (batch->finals) {
				batch->finals[i] = *game;
				batch->final_history[i] = batch->history[i];
				batch->has_final[i] = 1;
			}
			start_game(batch, i);
			memcpy(before, game->score, sizeof before);
		} else if (game->phase != ESCOPA_PHASE_PLAYING) {
			count_points(game, before, out);
			escopa_game_next_hand(game);
			history_start(&batch->history[i], game);
			memcpy(before, game->score, sizeof before);
		}
		if (!batch->n_seat_players || !batch->seat_players[game->seat].set)
			break;
		move = seat_move(batch, i, thread);
		play = true;
	}
	count_points(game, before, out);
}

/* Writes an outcome that scored or ended a game into row i of the
 * rewards and the actor's reward. */
static __attribute__((noinline)) void
write_rewards(struct escopa_batch *batch, size_t i, const struct outcome *out)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	float spare[MAX_SEATS];
	float *row = b->rewards ? b->rewards + 4 * i : spare;
	int sides = batch->games[i].sides;
	int total = 0;
	for (int side = 0; side < sides; side++)
		total += out->gains[side];
	for (int side = 0; side < MAX_SEATS; side++) {
		float value = 0;
		if (side >= sides)
			value = (float)out->gains[side];   /* 0 */
		else if (batch->reward == ESCOPA_BATCH_REWARD_POINTS)
			value = (float)out->gains[side];
		else if (batch->reward == ESCOPA_BATCH_REWARD_MARGIN)
			value = (float)out->gains[side] -
				(float)(total - out->gains[side]) / (float)(sides - 1);
		else if (out->over && out->winner >= 0)
			value = side == out->winner ? 1.0f : -1.0f;
		row[side] = value;
	}
	if (b->actor_rewards)
		b->actor_rewards[i] = row[out->actor_side];
}

/* Writes an outcome into row i of the rewards, done flags and winners.
 * Inline: most steps score nothing and end nothing, zeros in every mode. */
static inline void
write_outcome(struct escopa_batch *batch, size_t i, const struct outcome *out)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	int gained = 0;
	for (int side = 0; side < MAX_SEATS; side++)
		gained |= out->gains[side];
	if (gained || out->over) {
		if (b->rewards || b->actor_rewards)
			write_rewards(batch, i, out);
	} else {
		if (b->rewards)
			memset(b->rewards + 4 * i, 0, MAX_SEATS * sizeof *b->rewards);
		if (b->actor_rewards)
			b->actor_rewards[i] = 0;
	}
	if (b->done)
		b->done[i] = out->over;
	if (b->winners)
		b->winners[i] = out->over ? (int8_t)out->winner : -1;
}

/* Brings game i to a learner's seat (the batch's seats play, their points
 * dropped), drops any sub-decision and writes its whole row as bind does. */
void
reset_row(struct escopa_batch *batch, size_t i, int thread)
{
	struct outcome out = { { 0 }, false, -1, 0 };
	if (batch->buf.action_masks) {
		batch->masks[i].card = -1;
		batch->masks[i].offset = 0;
	}
	play_on(batch, i, thread, false, 0, batch->games[i].seat, &out);
	out = (struct outcome){ { 0 }, false, -1, 0 };
	write_state(batch, i);
	write_outcome(batch, i, &out);
}

/* Whether every action of games [first, end) picks a listed, legal move.
 * The moves come from the caller's memory: they are checked too. */
bool
check_slice(const struct escopa_batch *batch, size_t first, size_t end)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	if (b->action_masks) {
		for (size_t i = first; i < end; i++) {
			if (!mask_has(&batch->masks[i], b->actions[i]))
				return false;
		}
		return true;
	}
	for (size_t i = first; i < end; i++) {
		uint32_t a = b->actions[i];
		if (a >= b->move_counts[i] || a >= b->max_moves)
			return false;
		escopa_move_t move = b->moves[i * b->max_moves + a];
		/* the batch listed it for this very state: legal */
		if (a < batch->kept[i] && move == batch->listed[i * LISTED + a])
			continue;
		if (check_move(&batch->games[i], move) != ESCOPA_OK)
			return false;
	}
	return true;
}

/* Plays the chosen action in games [first, end), on thread `thread`, and
 * writes their new state. */
void
step_slice(struct escopa_batch *batch, size_t first, size_t end, int thread)
{
	const struct escopa_batch_buffers *b = &batch->buf;
	for (size_t i = first; i < end; i++) {
		struct escopa_game *game = &batch->games[i];
		struct outcome out = { { 0 }, false, -1, 0 };
		uint32_t a = b->actions[i];
		escopa_move_t move;
		if (b->action_masks) {
			struct mask_state *m = &batch->masks[i];
			if (is_more(m, a)) {
				/* the same seat, the card's next window */
				m->offset = (uint32_t)(m->card >= 0 ? m->offset + K - 1 : K - 1);
				m->card = (int8_t)(a / K);
				write_state(batch, i);
				write_outcome(batch, i, &out);
				continue;
			}
			move = mask_move(batch, i, a);
			m->card = -1;
			m->offset = 0;
		} else {
			move = b->moves[i * b->max_moves + a];
		}
		int actor = game->seat;
		if (b->actor_rewards)
			out.actor_side = side_of(game, actor);
		/* play_on()'s first play, here: most end with a learner's
		 * seat to play in the same hand */
		int16_t before[MAX_SEATS];
		memcpy(before, game->score, sizeof before);
		history_play(&batch->history[i], game, move);
		escopa_game_play(game, move, NULL);
		history_after(&batch->history[i], game);
		count_points(game, before, &out);
		if (game->phase != ESCOPA_PHASE_PLAYING ||
		    (batch->n_seat_players && batch->seat_players[game->seat].set))
			play_on(batch, i, thread, false, 0, actor, &out);
		write_outcome(batch, i, &out);
		write_state(batch, i);
	}
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_refusal(const struct escopa_batch *batch, size_t *slot,
		     enum escopa_refusal *refusal)
{
	if (!batch || !slot || !refusal)
		return ESCOPA_E_NULL;
	if (!batch->bound)
		return ESCOPA_E_PHASE;
	/* The checks of check_slice(), with their reasons. */
	const struct escopa_batch_buffers *b = &batch->buf;
	for (size_t i = 0; i < batch->size; i++) {
		uint32_t a = b->actions[i];
		enum escopa_refusal why = ESCOPA_REFUSAL_NO_SUCH_ACTION;
		if (b->action_masks) {
			if (!mask_has(&batch->masks[i], a)) {
				*slot = i;
				*refusal = why;
				return ESCOPA_OK;
			}
			continue;
		}
		if (a < b->move_counts[i] && a < b->max_moves)
			why = move_refusal(&batch->games[i], b->moves[i * b->max_moves + a]);
		if (why != ESCOPA_REFUSAL_NONE) {
			*slot = i;
			*refusal = why;
			return ESCOPA_OK;
		}
	}
	*slot = batch->size;
	*refusal = ESCOPA_REFUSAL_NONE;
	return ESCOPA_OK;
}
