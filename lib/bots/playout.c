/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What every search does on a sampled deal: list moves, play the hand out
 * with the greedy player, and count what the hand was worth; and the
 * meter that counts that work and stops it. */

#include "bot-private.h"

uint64_t
bot_mix(uint64_t a, uint64_t b)
{
	uint64_t z = a ^ (b + UINT64_C(0x9E3779B97F4A7C15) + (a << 6) + (a >> 2));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

void
hand_start(const struct escopa_game *game, int *start)
{
	for (int side = 0; side < game->sides; side++)
		start[side] = game->score[side];
}

int
hand_value(const struct escopa_game *game, const int *start, int side)
{
	int mine = 0, others = 0;
	for (int s = 0; s < game->sides; s++) {
		int gain = game->score[s] - start[s];
		if (s == side)
			mine = gain;
		else
			others += gain;
	}
	return mine * (game->sides - 1) - others;
}

int
cards_left(const struct escopa_game *game)
{
	int n = game->deck_size - game->stock_pos;
	for (int seat = 0; seat < game->players; seat++)
		n += popcount64(game->hands[seat]);
	return n;
}

size_t
list_moves(const struct escopa_game *game, escopa_move_t *moves)
{
	size_t count = 0;
	if (escopa_game_moves(game, moves, BOT_MAX_MOVES, &count) != ESCOPA_OK)
		return 0;
	return count < BOT_MAX_MOVES ? count : BOT_MAX_MOVES;
}

void
meter_start(struct meter *m, double deadline, bot_clock_fn *clock)
{
	*m = (struct meter){
		.limit = UINT64_MAX - 1,
		.check_at = CLOCK_EVERY_UNITS,
		.deadline = deadline,
		.clock = clock,
	};
}

void
meter_limit(struct meter *m, uint64_t units)
{
	m->limit = units >= UINT64_MAX - 1 - m->used ? UINT64_MAX - 1 : m->used + units;
	if (!m->stopped && m->check_at > m->limit + 1)
		m->check_at = m->limit + 1;
}

void
meter_share(struct meter *m, atomic_uint_fast64_t *shared, uint64_t cap)
{
	m->shared = shared;
	m->shared_cap = cap;
}

void
meter_flush(struct meter *m)
{
	if (m->shared && m->used > m->flushed) {
		atomic_fetch_add_explicit(m->shared, m->used - m->flushed, memory_order_relaxed);
		m->flushed = m->used;
	}
}

bool
meter_check(struct meter *m)
{
	if (m->stopped)
		return false;
	bool over = m->used > m->limit;
	if (m->shared) {
		uint64_t more = m->used - m->flushed;
		uint64_t total = atomic_fetch_add_explicit(m->shared, more, memory_order_relaxed) +
				 more;
		m->flushed = m->used;
		over |= total > m->shared_cap;
	}
	bool late = m->deadline > 0 && m->clock(m) >= m->deadline;
	if (over || late) {
		m->stopped = true;
		m->check_at = 0;   /* every later spend comes here, and fails */
		if (late) {
			m->late = true;
			m->used_at_deadline = m->used;
		}
		return false;
	}
	/* the next check: a clock's worth of units on, or just past the cap */
	uint64_t next = m->used + CLOCK_EVERY_UNITS;
	m->check_at = m->limit < next ? m->limit + 1 : next;
	return true;
}

/* A playout with a deadline: the clock is read after every listing and
 * every weighing. */
static bool
playout_timed(struct escopa_game *game, struct meter *m, escopa_move_t *moves)
{
	while (game->phase == ESCOPA_PHASE_PLAYING) {
		size_t n = list_metered(game, moves, m);
		if (n == 0 || !meter_check(m))
			return false;
		game_apply_simulated(game, moves[greedy_pick(game, moves, n)], NULL);
		if (game->phase == ESCOPA_PHASE_PLAYING && !meter_check(m))
			return false;
	}
	return true;
}

bool
playout_greedy(struct escopa_game *game, struct meter *m)
{
	escopa_move_t moves[BOT_MAX_MOVES];
	if (m->deadline > 0)
		return playout_timed(game, m, moves);
	while (game->phase == ESCOPA_PHASE_PLAYING) {
		size_t n = list_metered(game, moves, m);
		if (n == 0)
			return false;   /* stopped: a hand in play always has a move */
		game_apply_simulated(game, moves[greedy_pick(game, moves, n)], NULL);
	}
	return true;
}
