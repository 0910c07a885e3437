/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The learned evaluation: its inputs (learned-features.c), its weights
 * (learned-weights.c, written by tools/train/export.py) and the network
 * that scores a (view, move) pair with them in whole numbers
 * (learned.c). */

#ifndef ESCOPA_LEARNED_PRIVATE_H
#define ESCOPA_LEARNED_PRIVATE_H

#include "bot-private.h"

/* The inputs, each 0 or 1: where each group starts. A card set is 40
 * inputs, one a card of the deck (jokers aside). */
enum {
	LEARNED_IN_HAND = 0,           /* the seat's hand once the card is played */
	LEARNED_IN_TABLE = 40,         /* the table after the move */
	LEARNED_IN_UNSEEN = 80,        /* the cards the seat cannot see */
	LEARNED_IN_OURS = 120,         /* its side's captures, the move's included */
	LEARNED_IN_THEIRS = 160,       /* the other sides' captures */
	LEARNED_IN_PLAYED = 200,       /* the card played */
	LEARNED_IN_TAKEN = 240,        /* the table cards it takes */
	LEARNED_IN_CAPTURE = 280,
	LEARNED_IN_SWEEP = 281,
	LEARNED_IN_TABLE_SUM = 282,    /* the table's value after the move, 0..30 */
	LEARNED_IN_ROUNDS = 313,       /* deal rounds left in the stock, 0..6 */
	LEARNED_IN_HAND_SIZE = 320,    /* the seat's cards after the move, 0..3 */
	LEARNED_IN_NEXT_SIZE = 324,    /* the next seat's cards, 0..3 */
	LEARNED_IN_LAST_OURS = 328,    /* the last capture is its side's */
	LEARNED_IN_LAST_THEIRS = 329,
	LEARNED_IN_DECLINED = 330,     /* values 1..10 the next seat declined to sweep with */
	LEARNED_IN_DEALER = 340,       /* the seat deals: it plays last in each round */
	LEARNED_INPUTS = 341,
};
#define LEARNED_TABLE_SUMS 31
#define LEARNED_ROUNDS 7
/* The most inputs a pair has set. */
#define LEARNED_MAX_ACTIVE (5 * 40 + 2 * 40 + 16)

/* The network: inputs, two hidden layers, one score. */
#define LEARNED_HIDDEN1 64
#define LEARNED_HIDDEN2 32
/* Fixed point: a weight of 1.0 is 1024; the first layer's sums are in
 * weights, every activation in 1/256ths and clipped at 8.0, the later
 * sums in weights times activations. */
#define LEARNED_CLIP 8

/* learned-weights.c: the first layer by input (a pair adds the rows of the
 * inputs it has set), then each unit's weights by unit. */
extern const int16_t learned_w1[LEARNED_INPUTS][LEARNED_HIDDEN1];
extern const int32_t learned_b1[LEARNED_HIDDEN1];
extern const int16_t learned_w2[LEARNED_HIDDEN2][LEARNED_HIDDEN1];
extern const int32_t learned_b2[LEARNED_HIDDEN2];
extern const int16_t learned_w3[LEARNED_HIDDEN2];
extern const int32_t learned_b3;
/* An input and its score, as export.py computed them: for the test that
 * every platform scores alike. */
extern const uint16_t learned_check_inputs[];
extern const int learned_check_count;
extern const int32_t learned_check_score;

/* The inputs set (each 1) of the view's seat playing `move`, a legal move
 * of it, into index[] (room for LEARNED_MAX_ACTIVE); returns their count. */
int learned_features(const struct escopa_view *view, escopa_move_t move, uint16_t *index);

/* learned.c: the score of a pair by the inputs it has set; higher is
 * better for the seat. */
int32_t learned_score(const uint16_t *index, int n);
/* The index of the best of the view's seat's legal moves by their scores
 * (into scores[], room for n), the first of equals. */
size_t learned_pick(const struct escopa_view *view, const escopa_move_t *moves, size_t n,
		    int32_t *scores);
/* Marks in keep[] the moves whose scores are within LEARNED_PRUNE_MARGIN
 * of the best; returns how many. */
size_t learned_prune(const struct escopa_view *view, const escopa_move_t *moves, size_t n,
		     bool *keep);
/* A score of one point of the hand. */
#define LEARNED_POINT (1 << 18)
#define LEARNED_PRUNE_MARGIN (LEARNED_POINT / 2)

#endif /* ESCOPA_LEARNED_PRIVATE_H */
