/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Game review of records (review.h): every decision of a record, in
 * order and in any order, agrees with the review of the game at that move;
 * the totals and worst moves agree with the entries; a progress hook that
 * stops the review; a match and dealt decks; and no allocation.
 */

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "record-helpers.h"
#include "review-helpers.h"
#include "alloc-count.h"

#define MAX_ENTRIES 2048

struct collected {
	size_t count, total, stop_after;
	struct escopa_review_move entries[MAX_ENTRIES];
};

static int
collect(const struct escopa_review_move *move, size_t done, size_t total, void *user)
{
	struct collected *c = user;
	ck_assert_uint_eq(done, c->count + 1);
	ck_assert_uint_lt(c->count, MAX_ENTRIES);
	c->entries[c->count++] = *move;
	c->total = total;
	return c->stop_after && c->count >= c->stop_after;
}

/* A review whose analyses are quicker than the expert's, for a whole record
 * under valgrind too: 24 deals a move. */
static struct escopa_review *
quick_review(uint64_t seed)
{
	struct escopa_review *review = NULL;
	struct escopa_bot *bot = NULL;
	ck_assert_ok(escopa_review_new(seed, &review));
	ck_assert_ok(escopa_review_bot(review, &bot));
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, 24));
	return review;
}

/* A match of two games, every hand's moves at random, some hands dealt
 * from a deck the record stores. */
static struct escopa_record *
played_match(uint64_t seed)
{
	struct escopa_rules *rules = NULL;
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_MATCH_GAMES, 2));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 6));
	ck_assert_ok(escopa_record_new(rules, 2, seed, &rec));
	escopa_rules_free(rules);
	uint64_t rng = seed;
	for (;;) {
		play_out(rec, &rng, true, NULL);
		struct escopa_game *game = game_of(rec);
		int over = 0;
		ck_assert_ok(escopa_game_match_over(game, &over));
		escopa_game_free(game);
		if (over)
			break;
		ck_assert_ok(escopa_record_next_game(rec));
	}
	return rec;
}

START_TEST(a_record_reviews_as_its_games_in_any_order)
{
	struct escopa_record *rec = played_match(17);
	size_t n = 0;
	ck_assert_ok(escopa_record_move_count(rec, &n));
	ck_assert_uint_le(n, MAX_ENTRIES);
	static struct collected in_order;
	memset(&in_order, 0, sizeof in_order);
	struct escopa_review *forward = quick_review(8);
	ck_assert_ok(escopa_review_record(forward, rec, collect, &in_order));
	ck_assert_uint_eq(in_order.count, n);
	ck_assert_uint_eq(in_order.total, n);
	ck_assert_uint_ge(in_order.entries[n - 1].game, 2);

	/* Backwards, one by one: the same entries; and each is the review of
	 * the game as it stood at that move. */
	struct escopa_review *backward = quick_review(8), *single = quick_review(8);
	struct escopa_game *at = game_of(rec);
	for (size_t k = n; k-- > 0;) {
		struct escopa_review_move entry, alone;
		ck_assert_ok(escopa_review_record_move(backward, rec, k, &entry));
		assert_same_entry(&entry, &in_order.entries[k]);
		if (k % 7 == 0) {
			escopa_move_t played = 0;
			ck_assert_ok(escopa_record_game_at(rec, k, at));
			ck_assert_ok(escopa_record_move(rec, k, &played));
			ck_assert_ok(escopa_review_decision(single, at, played, &alone));
			alone.index = k;
			assert_same_entry(&alone, &entry);
		}
	}
	/* The totals agree, but for the order of the sums. */
	for (int side = 0; side < 2; side++) {
		struct escopa_review_totals a, b;
		ck_assert_ok(escopa_review_totals(forward, side, &a));
		ck_assert_ok(escopa_review_totals(backward, side, &b));
		ck_assert_uint_eq(a.decisions, b.decisions);
		ck_assert_uint_eq(a.forced, b.forced);
		ck_assert(memcmp(a.marks, b.marks, sizeof a.marks) == 0);
		ck_assert_double_eq_tol(a.points_lost, b.points_lost, 1e-9);
		ck_assert_double_eq_tol(a.accuracy, b.accuracy, 1e-9);
		ck_assert_uint_eq(a.worst_count, b.worst_count);
		ck_assert(memcmp(a.worst, b.worst, sizeof a.worst) == 0);
	}
	escopa_game_free(at);
	escopa_review_free(single);
	escopa_review_free(backward);
	escopa_review_free(forward);
	escopa_record_free(rec);
}
END_TEST

START_TEST(totals_and_worst_moves_agree_with_the_entries)
{
	struct escopa_record *rec = played_match(23);
	static struct collected c;
	memset(&c, 0, sizeof c);
	struct escopa_review *review = quick_review(1);
	ck_assert_ok(escopa_review_record(review, rec, collect, &c));
	int blunders = 0;
	for (int side = 0; side < 2; side++) {
		uint32_t decisions = 0, forced = 0, marks[ESCOPA_REVIEW_MARKS] = { 0 };
		double lost = 0, accuracy = 0;
		size_t worst[ESCOPA_REVIEW_WORST];
		uint32_t n_worst = 0;
		for (size_t k = 0; k < c.count; k++) {
			const struct escopa_review_move *e = &c.entries[k];
			if (e->side != side)
				continue;
			marks[e->mark]++;
			if (e->choices == 1) {
				forced++;
				ck_assert_int_eq(e->mark, ESCOPA_REVIEW_BEST);
				continue;
			}
			decisions++;
			lost += e->loss;
			accuracy += 100 * exp(-e->loss);
		}
		/* the worst, by selection: the biggest loss, then the first */
		for (uint32_t w = 0; w < ESCOPA_REVIEW_WORST; w++) {
			size_t pick = SIZE_MAX;
			for (size_t k = 0; k < c.count; k++) {
				const struct escopa_review_move *e = &c.entries[k];
				bool taken = false;
				for (uint32_t v = 0; v < w; v++)
					taken |= worst[v] == k;
				if (e->side != side || e->choices == 1 || !(e->loss > 0) || taken)
					continue;
				if (pick == SIZE_MAX || e->loss > c.entries[pick].loss)
					pick = k;
			}
			if (pick == SIZE_MAX)
				break;
			worst[n_worst++] = pick;
		}
		struct escopa_review_totals t;
		ck_assert_ok(escopa_review_totals(review, side, &t));
		ck_assert_uint_eq(t.decisions, decisions);
		ck_assert_uint_eq(t.forced, forced);
		ck_assert(memcmp(t.marks, marks, sizeof marks) == 0);
		ck_assert_double_eq_tol(t.points_lost, lost, 1e-9);
		ck_assert_double_eq_tol(t.accuracy, decisions ? accuracy / decisions : 100, 1e-9);
		ck_assert_uint_eq(t.worst_count, n_worst);
		for (uint32_t w = 0; w < n_worst; w++)
			ck_assert_uint_eq(t.worst[w], worst[w]);
		/* random play blunders */
		blunders += (int)t.marks[ESCOPA_REVIEW_BLUNDER];
		ck_assert_double_lt(t.accuracy, 100);
	}
	ck_assert_int_gt(blunders, 0);
	/* The same record again adds as much again; reset clears. */
	ck_assert_ok(escopa_review_record(review, rec, NULL, NULL));
	struct escopa_review_totals twice;
	ck_assert_ok(escopa_review_totals(review, 0, &twice));
	uint32_t zero_moves = 0;
	for (size_t k = 0; k < c.count; k++)
		zero_moves += c.entries[k].side == 0 && c.entries[k].choices > 1;
	ck_assert_uint_eq(twice.decisions, 2 * zero_moves);
	escopa_review_free(review);
	escopa_record_free(rec);
}
END_TEST

START_TEST(a_progress_hook_stops_the_review)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA, 2, 4);
	uint64_t rng = 4;
	play_out(rec, &rng, false, NULL);
	static struct collected c;
	memset(&c, 0, sizeof c);
	c.stop_after = 5;
	struct escopa_review *review = quick_review(2);
	ck_assert_status(escopa_review_record(review, rec, collect, &c), ESCOPA_E_CANCELLED);
	ck_assert_uint_eq(c.count, 5);
	uint32_t reviewed = 0;
	for (int side = 0; side < 2; side++) {
		struct escopa_review_totals t;
		ck_assert_ok(escopa_review_totals(review, side, &t));
		reviewed += t.decisions + t.forced;
	}
	ck_assert_uint_eq(reviewed, 5);
	escopa_review_free(review);
	escopa_record_free(rec);
}
END_TEST

START_TEST(a_record_freed_and_another_in_its_place_is_replayed_anew)
{
	/* The review keeps its replay of a record; a different record at the
	 * same address must not be read as the old one. */
	struct escopa_review *review = quick_review(3), *fresh = quick_review(3);
	struct escopa_record *a = new_record(ESCOPA_PRESET_ESCOBA, 2, 30);
	uint64_t rng = 30;
	play_out(a, &rng, false, NULL);
	struct escopa_review_move out, want;
	ck_assert_ok(escopa_review_record_move(review, a, 3, &out));
	escopa_record_free(a);
	struct escopa_record *b = new_record(ESCOPA_PRESET_ESCOBA, 2, 31);
	rng = 31;
	play_out(b, &rng, false, NULL);
	ck_assert_ok(escopa_review_record_move(review, b, 4, &out));
	ck_assert_ok(escopa_review_record_move(fresh, b, 4, &want));
	assert_same_entry(&out, &want);
	escopa_record_free(b);
	escopa_review_free(fresh);
	escopa_review_free(review);
}
END_TEST

START_TEST(reviewing_a_record_never_allocates)
{
	if (!allocations_counted())
		return;   /* valgrind or ASan own the malloc family */
	struct escopa_record *rec = played_match(5);
	struct escopa_review *review = quick_review(5);
	size_t n = 0;
	ck_assert_ok(escopa_record_move_count(rec, &n));
	int before = allocations;
	ck_assert_ok(escopa_review_record(review, rec, NULL, NULL));
	struct escopa_review_move out;
	ck_assert_ok(escopa_review_record_move(review, rec, n / 2, &out));
	ck_assert_ok(escopa_review_record_move(review, rec, n / 2 + 1, &out));
	ck_assert_ok(escopa_review_record_move(review, rec, 1, &out));
	ck_assert_int_eq(allocations, before);
	escopa_review_free(review);
	escopa_record_free(rec);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("review-record");
	TCase *tc = tcase_create("review-record");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, a_record_reviews_as_its_games_in_any_order);
	tcase_add_test(tc, totals_and_worst_moves_agree_with_the_entries);
	tcase_add_test(tc, a_progress_hook_stops_the_review);
	tcase_add_test(tc, a_record_freed_and_another_in_its_place_is_replayed_anew);
	tcase_add_test(tc, reviewing_a_record_never_allocates);
	suite_add_tcase(s, tc);
	return s;
}
