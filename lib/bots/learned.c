/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The learned evaluation: a small network that scores a seat's legal
 * moves from its view alone, trained offline (tools/train/) to rank them
 * as a strong fair search does. Whole numbers only, so that every
 * platform scores alike; the inputs are 0 or 1, so the first layer adds
 * the weight rows of the inputs set. Nothing allocated: all on the stack.
 */

#include "learned-private.h"

static int32_t
clip(int32_t x, int32_t top)
{
	return x < 0 ? 0 : x > top ? top : x;
}

int32_t
learned_score(const uint16_t *index, int n)
{
	int32_t acc1[LEARNED_HIDDEN1];
	for (int j = 0; j < LEARNED_HIDDEN1; j++)
		acc1[j] = learned_b1[j];
	for (int i = 0; i < n; i++) {
		const int16_t *row = learned_w1[index[i]];
		for (int j = 0; j < LEARNED_HIDDEN1; j++)
			acc1[j] += row[j];
	}
	/* activations in 1/256ths: the sums are in 1/1024ths */
	int32_t a1[LEARNED_HIDDEN1];
	for (int j = 0; j < LEARNED_HIDDEN1; j++)
		a1[j] = clip(acc1[j], LEARNED_CLIP * 1024) >> 2;
	int32_t out = learned_b3;
	for (int k = 0; k < LEARNED_HIDDEN2; k++) {
		int32_t acc2 = learned_b2[k];
		for (int j = 0; j < LEARNED_HIDDEN1; j++)
			acc2 += a1[j] * learned_w2[k][j];
		/* export.py bounds every sum below 2^31 */
		out += (clip(acc2, LEARNED_CLIP * 1024 * 256) >> 10) * learned_w3[k];
	}
	return out;
}

size_t
learned_pick(const struct escopa_view *view, const escopa_move_t *moves, size_t n,
	     int32_t *scores)
{
	uint16_t index[LEARNED_MAX_ACTIVE];
	size_t best = 0;
	for (size_t i = 0; i < n; i++) {
		scores[i] = learned_score(index, learned_features(view, moves[i], index));
		if (scores[i] > scores[best])
			best = i;
	}
	return best;
}

size_t
learned_prune(const struct escopa_view *view, const escopa_move_t *moves, size_t n, bool *keep)
{
	int32_t scores[BOT_MAX_MOVES];
	int32_t best = scores[learned_pick(view, moves, n, scores)];
	size_t kept = 0;
	for (size_t i = 0; i < n; i++) {
		keep[i] = scores[i] >= best - LEARNED_PRUNE_MARGIN;
		kept += keep[i];
	}
	return kept;
}
