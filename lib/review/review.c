/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The review object: one expert bot and its scratch, each decision judged
 * against the bot's analysis and marked, and the totals of every side. */

#include <stdlib.h>
#include <string.h>
#include "review-private.h"

/* The largest loss of each mark but the blunder, in points (review.h,
 * "Marks"). */
static const double mark_limits[ESCOPA_REVIEW_BLUNDER] = { 0.02, 0.10, 0.25, 0.60 };

static const char *const mark_names[ESCOPA_REVIEW_MARKS] = {
	"best", "good", "inaccuracy", "mistake", "blunder",
};

ESCOPA_EXPORT enum escopa_status
escopa_review_new(uint64_t seed, struct escopa_review **review)
{
	if (!review)
		return ESCOPA_E_NULL;
	struct escopa_review *r = calloc(1, sizeof *r);
	if (!r)
		return ESCOPA_E_NOMEM;
	enum escopa_status status = escopa_bot_new_level(ESCOPA_LEVEL_EXPERT, seed, &r->bot);
	if (status != ESCOPA_OK) {
		free(r);
		return status;
	}
	*review = r;
	return ESCOPA_OK;
}

ESCOPA_EXPORT void
escopa_review_free(struct escopa_review *review)
{
	if (!review)
		return;
	escopa_bot_free(review->bot);
	free(review);
}

ESCOPA_EXPORT enum escopa_status
escopa_review_bot(struct escopa_review *review, struct escopa_bot **bot)
{
	if (!review || !bot)
		return ESCOPA_E_NULL;
	*bot = review->bot;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_review_reset(struct escopa_review *review)
{
	if (!review)
		return ESCOPA_E_NULL;
	review->reviewed = 0;
	memset(review->sides, 0, sizeof review->sides);
	return ESCOPA_OK;
}

ESCOPA_EXPORT const char *
escopa_review_mark_name(enum escopa_review_mark mark)
{
	if ((unsigned)mark >= ESCOPA_REVIEW_MARKS)
		return NULL;
	return mark_names[mark];
}

static enum escopa_review_mark
mark_of(double loss, bool played_best)
{
	if (played_best)
		return ESCOPA_REVIEW_BEST;
	for (int m = ESCOPA_REVIEW_BEST; m < ESCOPA_REVIEW_BLUNDER; m++) {
		if (loss <= mark_limits[m])
			return (enum escopa_review_mark)m;
	}
	return ESCOPA_REVIEW_BLUNDER;
}

/* Whether move a (its loss, its index) is worse than move b: the bigger
 * loss, an equal loss the smaller index. */
/* e^(-x) for x >= 0, to about 1e-13 relative: libm's exp() would add 3 KB
 * gzipped to the WebAssembly module, over its size budget. e^(-x) =
 * 2^(-k)·e^(-r) with r = x - k·ln 2 in [0, ln 2), e^(-r) by its series. */
static double
exp_negative(double x)
{
	if (!(x < 700))
		return 0;
	int k = (int)(x * 1.4426950408889634);
	double r = x - k * 0.6931471805599453, term = 1, sum = 1;
	for (int i = 1; i <= 16; i++) {
		term *= -r / i;
		sum += term;
	}
	while (k-- > 0)
		sum *= 0.5;
	return sum;
}

static bool
worse(double loss_a, size_t index_a, double loss_b, size_t index_b)
{
	return loss_a > loss_b || (loss_a == loss_b && index_a < index_b);
}

static void
keep_if_worst(struct side_totals *t, double loss, size_t index)
{
	if (!(loss > 0))
		return;
	uint32_t at = t->worst_count;
	while (at > 0 && worse(loss, index, t->worst_loss[at - 1], t->worst[at - 1]))
		at--;
	if (at >= ESCOPA_REVIEW_WORST)
		return;
	uint32_t last = t->worst_count < ESCOPA_REVIEW_WORST ? t->worst_count
							     : ESCOPA_REVIEW_WORST - 1;
	for (uint32_t k = last; k > at; k--) {
		t->worst[k] = t->worst[k - 1];
		t->worst_loss[k] = t->worst_loss[k - 1];
	}
	t->worst[at] = index;
	t->worst_loss[at] = loss;
	if (t->worst_count < ESCOPA_REVIEW_WORST)
		t->worst_count++;
}

static void
add_to_totals(struct side_totals *t, const struct escopa_review_move *move)
{
	t->marks[move->mark]++;
	if (move->choices <= 1) {
		t->forced++;
		return;
	}
	t->decisions++;
	t->points_lost += move->loss;
	t->accuracy_sum += 100.0 * exp_negative(move->loss);
	keep_if_worst(t, move->loss, move->index);
}

enum escopa_status
review_judge(struct escopa_review *review, const struct escopa_game *game, escopa_move_t played,
	     size_t index, struct escopa_review_move *out)
{
	uint64_t legal = 0;
	size_t n = 0;
	enum escopa_status status = escopa_game_move_count(game, &legal);
	if (status == ESCOPA_OK)
		status = escopa_bot_analyze_game(review->bot, game, review->values,
						 REVIEW_MAX_MOVES, &n);
	if (status != ESCOPA_OK)
		return status;
	const struct escopa_move_value *v = review->values;
	size_t played_at = n, best_at = 0;
	for (size_t i = 0; i < n; i++) {
		if (v[i].move == played)
			played_at = i;
		if (v[i].value > v[best_at].value)
			best_at = i;
	}
	if (played_at == n)
		return ESCOPA_E_FULL;   /* past the 512 moves analysed */
	int seat = game->seat, side = 0, game_number = 1, hand = 1;
	escopa_game_side_of(game, seat, &side);
	escopa_game_match_game(game, &game_number);
	escopa_game_hand_number(game, &hand);

	struct escopa_review_move m = {
		.index = index,
		.game = (uint32_t)game_number,
		.hand = (uint32_t)hand,
		.seat = seat,
		.side = side,
		.played = played,
		.best = v[best_at].move,
		.played_value = v[played_at].value,
		.best_value = v[best_at].value,
		.choices = legal > UINT32_MAX ? UINT32_MAX : (uint32_t)legal,
		.samples = v[played_at].samples < v[best_at].samples ? v[played_at].samples
								       : v[best_at].samples,
	};
	double loss = m.best_value - m.played_value;
	m.loss = loss > 0 ? loss : 0;
	bool played_best = played_at == best_at || m.choices <= 1;
	if (played_best)
		m.loss = 0;
	m.mark = mark_of(m.loss, played_best);
	add_to_totals(&review->sides[side], &m);
	review->reviewed++;
	*out = m;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_review_decision(struct escopa_review *review, const struct escopa_game *game,
		       escopa_move_t played, struct escopa_review_move *out)
{
	if (!review || !game || !out)
		return ESCOPA_E_NULL;
	enum escopa_status status = escopa_game_is_legal(game, played);
	if (status != ESCOPA_OK)
		return status;
	return review_judge(review, game, played, review->reviewed, out);
}

ESCOPA_EXPORT enum escopa_status
escopa_review_totals(const struct escopa_review *review, int side,
		     struct escopa_review_totals *out)
{
	if (!review || !out)
		return ESCOPA_E_NULL;
	if (side < 0 || side >= MAX_SEATS)
		return ESCOPA_E_INVALID;
	const struct side_totals *t = &review->sides[side];
	struct escopa_review_totals totals = {
		.decisions = t->decisions,
		.forced = t->forced,
		.points_lost = t->points_lost,
		.accuracy = t->decisions ? t->accuracy_sum / t->decisions : 100.0,
		.worst_count = t->worst_count,
	};
	memcpy(totals.marks, t->marks, sizeof totals.marks);
	memcpy(totals.worst, t->worst, sizeof totals.worst);
	*out = totals;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_review_record_move(struct escopa_review *review, const struct escopa_record *record,
			  size_t index, struct escopa_review_move *out)
{
	if (!review || !record || !out)
		return ESCOPA_E_NULL;
	size_t count = 0;
	escopa_move_t played = 0;
	escopa_record_move_count(record, &count);
	if (index >= count)
		return ESCOPA_E_INVALID;
	enum escopa_status status = replay_seek(&review->replay, record, index);
	if (status == ESCOPA_OK)
		status = escopa_record_move(record, index, &played);
	if (status != ESCOPA_OK)
		return status;
	return review_judge(review, &review->replay.game, played, index, out);
}

ESCOPA_EXPORT enum escopa_status
escopa_review_record(struct escopa_review *review, const struct escopa_record *record,
		     escopa_review_fn each, void *user)
{
	if (!review || !record)
		return ESCOPA_E_NULL;
	size_t count = 0;
	escopa_record_move_count(record, &count);
	/* In order, from the start: one move played between decisions. */
	replay_restart(&review->replay, record);
	for (size_t i = 0; i < count; i++) {
		struct escopa_review_move move;
		escopa_move_t played = 0;
		enum escopa_status status = i ? replay_step(&review->replay) : ESCOPA_OK;
		if (status == ESCOPA_OK)
			status = escopa_record_move(record, i, &played);
		if (status == ESCOPA_OK)
			status = review_judge(review, &review->replay.game, played, i, &move);
		if (status != ESCOPA_OK)
			return status;
		if (each && each(&move, i + 1, count, user) != 0)
			return ESCOPA_E_CANCELLED;
	}
	return ESCOPA_OK;
}
