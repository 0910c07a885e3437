/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The seats a batch plays itself (escopa_batch_set_seat_bot()): the
 * bots it makes for them, one set per stepping thread, and their moves. */

#include <stdlib.h>
#include <string.h>
#include "batch-private.h"

void
free_bots(struct escopa_bot **bots, int threads)
{
	for (int i = 0; bots && i < threads * MAX_SEATS; i++)
		escopa_bot_free(bots[i]);
	free(bots);
}

/* Whether a player needs a player object (the search kinds, and a greedy
 * player that makes mistakes); the random and greedy players play on the
 * game directly. */
static bool
needs_bot(const struct seat_player *p)
{
	if (!p->set || p->bot.kind == ESCOPA_BOT_RANDOM)
		return false;
	return p->bot.kind != ESCOPA_BOT_GREEDY || p->bot.value[ESCOPA_BOT_OPT_MISTAKES] > 0;
}

/* Makes the search players of `seats` for `threads` threads into *out;
 * false when out of memory (nothing made). */
bool
make_bots(const struct seat_player *seats, int threads, struct escopa_bot ***out)
{
	struct escopa_bot **bots = calloc((size_t)threads * MAX_SEATS, sizeof *bots);
	if (!bots)
		return false;
	for (int t = 0; t < threads; t++) {
		for (int s = 0; s < MAX_SEATS; s++) {
			if (needs_bot(&seats[s]) &&
			    bot_new_settings(&seats[s].bot, &bots[t * MAX_SEATS + s]) != ESCOPA_OK) {
				free_bots(bots, threads);
				return false;
			}
		}
	}
	*out = bots;
	return true;
}

/* The move the batch's player of the seat to play chooses, on thread
 * `thread`; draws from the slot's player stream. */
escopa_move_t
seat_move(struct escopa_batch *batch, size_t i, int thread)
{
	const struct escopa_game *game = &batch->games[i];
	const struct seat_player *p = &batch->seat_players[game->seat];
	uint64_t r = rng_next(&batch->player_streams[i]);
	escopa_move_t move = 0;
	if (needs_bot(p)) {
		struct escopa_bot *bot = batch->bots[thread * MAX_SEATS + game->seat];
		if (bot_choose_seeded(bot, game, r, &move) == ESCOPA_OK)
			return move;
	}
	escopa_move_t list[LIST_CAP];
	size_t count = 0;
	legal_moves(game, list, LIST_CAP, &count);
	size_t listed = count < LIST_CAP ? count : LIST_CAP;
	int randomness = p->bot.value[ESCOPA_BOT_OPT_RANDOMNESS];
	if (p->bot.kind == ESCOPA_BOT_GREEDY &&
	    !(randomness && bot_mix(r, 1) % 1000 < (uint64_t)randomness))
		return list[greedy_pick(game, list, listed)];
	/* modulo the exact count, as escopa_game_choose_move() draws */
	uint64_t exact = count;
	if (count == SIZE_MAX)
		escopa_game_move_count(game, &exact);
	uint64_t index = bot_mix(r, 2) % exact;
	if (index < listed)
		return list[index];
	escopa_game_move_at64(game, index, &move);
	return move;
}

/* Gives a seat to a copy of `player`'s kind, seed and options, or back to the
 * learner with NULL, and makes the bots of every stepping thread again;
 * nothing changes on error. */
enum escopa_status
set_seat(struct escopa_batch *batch, int seat, const struct escopa_bot *player)
{
	struct seat_player seats[MAX_SEATS];
	memcpy(seats, batch->seat_players, sizeof seats);
	seats[seat] = (struct seat_player){ 0 };
	if (player) {
		seats[seat].set = true;
		seats[seat].bot = player->settings;
		/* Each copy decides on the batch's thread that steps its slot:
		 * the batch's threads are the parallelism, and a bot chooses
		 * the same move on any number of threads. */
		seats[seat].bot.value[ESCOPA_BOT_OPT_THREADS] = 1;
	}
	int n = 0;
	for (int s = 0; s < batch->players; s++)
		n += seats[s].set;
	if (n == batch->players)
		return ESCOPA_E_INVALID;   /* the learner keeps a seat */
	int threads = batch->active > batch->bot_threads ? batch->active : batch->bot_threads;
	if (threads < 1)
		threads = 1;
	struct escopa_bot **bots;
	if (!make_bots(seats, threads, &bots))
		return ESCOPA_E_NOMEM;
	free_bots(batch->bots, batch->bot_threads);
	batch->bots = bots;
	batch->bot_threads = threads;
	memcpy(batch->seat_players, seats, sizeof seats);
	batch->n_seat_players = n;
	return ESCOPA_OK;
}
