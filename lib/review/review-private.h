/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What the files of lib/review/ share: the review object, which review.c
 * keeps and judges with, and the replay of a record that review-replay.c
 * keeps up to date. */

#ifndef ESCOPA_REVIEW_PRIVATE_H
#define ESCOPA_REVIEW_PRIVATE_H

#include "../escopa-private.h"
#include <escopa/review.h>

/* Legal moves one analysis values (escopa_bot_analyze_game()). */
#define REVIEW_MAX_MOVES 512

/* One side's running totals; escopa_review_totals() derives the rest. */
struct side_totals {
	uint32_t decisions, forced;
	uint32_t marks[ESCOPA_REVIEW_MARKS];
	double points_lost;
	double accuracy_sum;                   /* of 100·e^(−loss) */
	uint32_t worst_count;
	size_t worst[ESCOPA_REVIEW_WORST];
	double worst_loss[ESCOPA_REVIEW_WORST];
};

/* A record replayed up to a move: `game` is escopa_record_game_at(record,
 * next), the first `deals` deals dealt. `record` is only compared, never
 * read through, unless the start and moves it replayed match (`start`,
 * `moves_hash`): a record freed and another made at its address is told
 * apart. */
struct record_replay {
	const struct escopa_record *record;    /* NULL: nothing replayed */
	size_t next;
	size_t deals;
	uint64_t moves_hash;
	struct escopa_game start;
	struct escopa_game game;
};

struct escopa_review {
	struct escopa_bot *bot;
	size_t reviewed;                       /* decisions since new or reset */
	struct side_totals sides[MAX_SEATS];
	struct escopa_move_value values[REVIEW_MAX_MOVES];
	struct record_replay replay;
};

/* review.c: judges the decision `played` of `game` (checked legal by the
 * caller), numbered `index`, into *out; adds it to the totals only on
 * success. */
enum escopa_status review_judge(struct escopa_review *review, const struct escopa_game *game,
				escopa_move_t played, size_t index,
				struct escopa_review_move *out);

/* review-replay.c: brings the replay to move `index` of `record` (less
 * than its move count), from where it stands when that is the same record
 * at or before it, else from the start. */
enum escopa_status replay_seek(struct record_replay *replay, const struct escopa_record *record,
			       size_t index);
/* Starts the replay of `record` at its first move. */
void replay_restart(struct record_replay *replay, const struct escopa_record *record);
/* Plays move `next` of the replay's record and deals what follows it. */
enum escopa_status replay_step(struct record_replay *replay);

#endif
