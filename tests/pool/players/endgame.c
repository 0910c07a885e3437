/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The last round's exact search: see endgame.h. */

#include <limits.h>
#include <pthread.h>
#include <stdlib.h>
#include "endgame.h"
#include "players.h"

/* Moves listed at a position of the search: a last round has a handful. */
#define ENDGAME_MAX_MOVES 256

/* A thread's games: one for each ply of a line, and the root. */
struct scratch {
	struct escopa_game *games[ENDGAME_MAX_PLIES + 2];
};

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void
scratch_free(void *p)
{
	struct scratch *scratch = p;
	for (int i = 0; i < ENDGAME_MAX_PLIES + 2; i++)
		escopa_game_free(scratch->games[i]);
	free(scratch);
}

static void
scratch_key_make(void)
{
	pthread_key_create(&scratch_key, scratch_free);
}

/* The calling thread's games, made on its first search. */
static struct scratch *
scratch_get(void)
{
	pthread_once(&scratch_once, scratch_key_make);
	struct scratch *scratch = pthread_getspecific(scratch_key);
	if (scratch)
		return scratch;
	struct escopa_rules *rules;
	if (escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules) != ESCOPA_OK)
		return NULL;
	scratch = calloc(1, sizeof *scratch);
	bool ok = scratch != NULL;
	for (int i = 0; ok && i < ENDGAME_MAX_PLIES + 2; i++)
		ok = escopa_game_new(rules, 2, 0, &scratch->games[i]) == ESCOPA_OK;
	escopa_rules_free(rules);
	if (ok && pthread_setspecific(scratch_key, scratch) == 0)
		return scratch;
	if (scratch)
		scratch_free(scratch);
	return NULL;
}

bool
endgame_applies(const struct escopa_view *view, const struct seat *s)
{
	if (s->stock > 0)
		return false;
	int hidden_seats = 0, hidden_cards = 0;
	for (int seat = 0; seat < s->players; seat++) {
		escopa_cardset_t shown = 0;
		if (seat == s->seat || s->hand_sizes[seat] == 0)
			continue;
		escopa_view_hand(view, seat, &shown);
		if (cards_in(shown) == s->hand_sizes[seat])
			continue;   /* an open table shows it */
		hidden_seats++;
		hidden_cards += s->hand_sizes[seat];
	}
	/* every unseen card is in the one hand that hides any, and the rest
	 * of the hand is within the plies searched */
	return hidden_seats <= 1 && cards_in(s->unseen) == hidden_cards &&
	       seat_cards_held(s) <= ENDGAME_MAX_PLIES;
}

struct search {
	struct scratch *scratch;
	int side;           /* the side whose points less the others' are the value */
	int sides;
	long nodes;
};

/* The hand's points of the searching side less every other side's. */
static int
hand_value(const struct search *sr, const struct escopa_game *game)
{
	int value = 0;
	for (int side = 0; side < sr->sides; side++) {
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT);
		value += side == sr->side ? row[ESCOPA_SCORE_TOTAL] : -row[ESCOPA_SCORE_TOTAL];
	}
	return value;
}

/* Captures of many cards first: they cut the search soonest. */
static void
order_moves(escopa_move_t *moves, int n)
{
	int key[ENDGAME_MAX_MOVES];
	for (int i = 0; i < n; i++) {
		escopa_move_t m = moves[i];
		int k = ESCOPA_MOVE_KIND(m) == ESCOPA_MOVE_CAPTURE ? 64 + cards_in(ESCOPA_MOVE_TARGET(m)) : 0;
		int at = i;
		while (at > 0 && key[at - 1] < k) {
			key[at] = key[at - 1];
			moves[at] = moves[at - 1];
			at--;
		}
		key[at] = k;
		moves[at] = m;
	}
}

/* Alpha-beta, fail-hard, on games[ply]; INT_MIN when the node budget ran
 * out. */
static int
search_value(struct search *sr, int ply, int alpha, int beta)
{
	const struct escopa_game *game = sr->scratch->games[ply];
	enum escopa_phase phase;
	escopa_game_phase(game, &phase);
	if (phase != ESCOPA_PHASE_PLAYING)
		return hand_value(sr, game);
	if (++sr->nodes > ENDGAME_MAX_NODES || ply > ENDGAME_MAX_PLIES)
		return INT_MIN;
	int seat, side;
	escopa_game_current_seat(game, &seat);
	escopa_game_side_of(game, seat, &side);
	bool maximise = side == sr->side;
	escopa_move_t moves[ENDGAME_MAX_MOVES];
	size_t count = 0;
	escopa_game_moves(game, moves, ENDGAME_MAX_MOVES, &count);
	int n = count < ENDGAME_MAX_MOVES ? (int)count : ENDGAME_MAX_MOVES;
	order_moves(moves, n);
	struct escopa_game *next = sr->scratch->games[ply + 1];
	for (int i = 0; i < n; i++) {
		escopa_game_copy(next, game);
		escopa_game_play(next, moves[i], NULL);
		int v = search_value(sr, ply + 1, alpha, beta);
		if (v == INT_MIN)
			return INT_MIN;
		if (maximise && v > alpha)
			alpha = v;
		if (!maximise && v < beta)
			beta = v;
		if (alpha >= beta)
			break;
	}
	return maximise ? alpha : beta;
}

enum escopa_status
endgame_solve(const struct escopa_view *view, uint64_t seed, escopa_move_t *move, int *value)
{
	struct seat s;
	enum escopa_status rc = seat_read(view, move, &s);
	if (rc != ESCOPA_OK)
		return rc;
	if (!endgame_applies(view, &s))
		return ESCOPA_E_PHASE;
	return endgame_search(view, &s, seed, move, value);
}

enum escopa_status
endgame_search(const struct escopa_view *view, const struct seat *s, uint64_t seed,
	       escopa_move_t *move, int *value)
{
	struct search sr = { .scratch = scratch_get(), .side = s->side, .sides = s->sides };
	if (!sr.scratch)
		return ESCOPA_E_NOMEM;
	struct escopa_game *root = sr.scratch->games[0], *child = sr.scratch->games[1];
	enum escopa_status rc = escopa_view_sample(view, seed, root);
	if (rc != ESCOPA_OK)
		return rc;

	/* every root move's exact value when it ties the best so far, so that
	 * the seed chooses among the best */
	int best = -1, best_value = 0;
	uint64_t best_draw = 0;
	for (int i = 0; i < s->n_moves; i++) {
		escopa_game_copy(child, root);
		escopa_game_play(child, s->moves[i], NULL);
		int v = search_value(&sr, 1, best < 0 ? INT_MIN + 1 : best_value - 1, INT_MAX);
		if (v == INT_MIN)
			return ESCOPA_E_RANGE;
		uint64_t draw = pool_draw(seed, s->moves[i]);
		if (best < 0 || v > best_value || (v == best_value && draw < best_draw)) {
			best = i;
			best_value = v;
			best_draw = draw;
		}
	}
	*move = s->moves[best];
	*value = best_value;
	return ESCOPA_OK;
}
