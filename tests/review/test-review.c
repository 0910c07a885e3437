/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Game review on single decisions (review.h): the marks on hand-made
 * positions whose best move is known, a forced move, fairness (the hidden
 * cards change nothing), no allocation once the review is made, and every
 * error status. Records are test-review-record.c's.
 */

#include <math.h>
#include <string.h>
#include "review-helpers.h"
#include "alloc-count.h"

#define SENTINEL 0x5A

static escopa_move_t
move_of(const char *text)
{
	escopa_move_t move = 0;
	ck_assert_msg(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move) == ESCOPA_OK,
		      "bad move text '%s'", text);
	return move;
}

static struct escopa_review *
new_review(uint64_t seed)
{
	struct escopa_review *review = NULL;
	ck_assert_ok(escopa_review_new(seed, &review));
	ck_assert_ptr_nonnull(review);
	return review;
}

static struct escopa_review_move
judge(struct escopa_review *review, const struct escopa_game *game, const char *played)
{
	struct escopa_review_move out;
	ck_assert_ok(escopa_review_decision(review, game, move_of(played), &out));
	ck_assert_uint_eq(out.played, move_of(played));
	ck_assert_double_ge(out.loss, 0);
	ck_assert_double_eq_tol(out.loss, out.best_value - out.played_value, 1e-12);
	ck_assert_uint_eq(out.reserved, 0);
	return out;
}

/* Seat 0 holds 7c, 1c and 4b; the table's 1e 2e 3e 2b make 15 with the 7c
 * alone: a sweep, a point at once, that no other card can take. */
static struct escopa_game *
sweep_on_the_table(void)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "7c 1c 4b", "5o 6o 3c" },
		.table = "1e 2e 3e 2b",
	};
	return game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
}

START_TEST(leaving_a_sweep_on_the_table_is_a_blunder)
{
	struct escopa_review *review = new_review(1);
	struct escopa_game *game = sweep_on_the_table();
	struct escopa_review_move trail = judge(review, game, "1c");
	ck_assert_uint_eq(trail.best, move_of("7c x 1e+2e+3e+2b"));
	ck_assert_int_eq(trail.mark, ESCOPA_REVIEW_BLUNDER);
	ck_assert_double_gt(trail.loss, 0.60);
	ck_assert_int_eq(trail.seat, 0);
	ck_assert_int_eq(trail.side, 0);
	ck_assert_uint_eq(trail.game, 1);
	ck_assert_uint_eq(trail.hand, 1);
	ck_assert_uint_eq(trail.index, 0);
	ck_assert_uint_gt(trail.samples, 0);
	ck_assert_uint_eq(trail.choices, move_count(game));

	struct escopa_review_move sweep = judge(review, game, "7c x 1e+2e+3e+2b");
	ck_assert_int_eq(sweep.mark, ESCOPA_REVIEW_BEST);
	ck_assert_double_eq(sweep.loss, 0);
	ck_assert_uint_eq(sweep.best, sweep.played);
	ck_assert_uint_eq(sweep.index, 1);

	struct escopa_review_totals t;
	ck_assert_ok(escopa_review_totals(review, 0, &t));
	ck_assert_uint_eq(t.decisions, 2);
	ck_assert_uint_eq(t.forced, 0);
	ck_assert_uint_eq(t.marks[ESCOPA_REVIEW_BLUNDER], 1);
	ck_assert_uint_eq(t.marks[ESCOPA_REVIEW_BEST], 1);
	ck_assert_double_eq_tol(t.points_lost, trail.loss, 1e-12);
	ck_assert_double_eq_tol(t.accuracy, (100.0 + 100.0 * exp(-trail.loss)) / 2, 1e-9);
	ck_assert_uint_eq(t.worst_count, 1);
	ck_assert_uint_eq(t.worst[0], 0);
	escopa_game_free(game);
	escopa_review_free(review);
}
END_TEST

START_TEST(leaving_the_seven_of_coins_for_a_worse_capture_costs_a_mistake)
{
	/* Every capture of seat 0 takes the 7 of coins but one, 4c x
	 * 4e+2b+5c, which takes more cards and leaves the 7o alone for the
	 * next seat's sota (10o, worth 8): a sweep and the 7 of coins. The
	 * best keeps the table from the sota. */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "4c 3c 1c", "10o 5e 2c" },
		.table = "7o 4e 2b 5c",
	};
	struct escopa_game *game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	struct escopa_review *review = new_review(2);
	struct escopa_review_move worse = judge(review, game, "4c x 4e+2b+5c");
	ck_assert(worse.best == move_of("4c x 7o+4e") || worse.best == move_of("3c x 7o+5c") ||
		  worse.best == move_of("1c x 7o+2b+5c"));
	ck_assert_int_ge(worse.mark, ESCOPA_REVIEW_MISTAKE);
	ck_assert_double_gt(worse.loss, 0.25);
	/* 4c x 7o+4e leaves 2b+5c to the sota, a sweep: a mistake too */
	ck_assert_int_ge(judge(review, game, "4c x 7o+4e").mark, ESCOPA_REVIEW_MISTAKE);
	/* 1c x 7o+2b+5c leaves the 4e, which no card of 8 to 11 sweeps */
	ck_assert_int_le(judge(review, game, "1c x 7o+2b+5c").mark, ESCOPA_REVIEW_GOOD);
	escopa_review_free(review);
	escopa_game_free(game);
}
END_TEST

START_TEST(a_forced_move_is_best_and_not_counted)
{
	/* Random play until the seat to play has one legal move. */
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 5, NULL);
	uint64_t rng = 11;
	while (phase_of(game) != ESCOPA_PHASE_PLAYING || move_count(game) != 1)
		ck_assert(play_random(game, 1, &rng));
	escopa_move_t only = 0;
	size_t n = 0;
	ck_assert_ok(escopa_game_moves(game, &only, 1, &n));
	int seat = -1, side = -1;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	ck_assert_ok(escopa_game_side_of(game, seat, &side));

	struct escopa_review *review = new_review(3);
	struct escopa_review_move out;
	ck_assert_ok(escopa_review_decision(review, game, only, &out));
	ck_assert_int_eq(out.mark, ESCOPA_REVIEW_BEST);
	ck_assert_uint_eq(out.choices, 1);
	ck_assert_double_eq(out.loss, 0);
	ck_assert_uint_eq(out.best, only);
	struct escopa_review_totals t;
	ck_assert_ok(escopa_review_totals(review, side, &t));
	ck_assert_uint_eq(t.decisions, 0);
	ck_assert_uint_eq(t.forced, 1);
	ck_assert_uint_eq(t.marks[ESCOPA_REVIEW_BEST], 1);
	ck_assert_double_eq(t.accuracy, 100);
	ck_assert_double_eq(t.points_lost, 0);
	ck_assert_uint_eq(t.worst_count, 0);
	escopa_review_free(review);
	escopa_game_free(game);
}
END_TEST

START_TEST(a_review_never_uses_hidden_cards)
{
	/* As the fair bots' test: the first three cards of the deck go to the
	 * seat that plays first, the next three to the other, four to the
	 * table; swapping a card of the other hand with one of the stock
	 * changes nothing the seat sees, and must change nothing of its
	 * review, whatever move it played. */
	uint64_t rng = 2026;
	int differed = 0;
	for (int round = 0; round < 6; round++) {
		escopa_card_t deck[40], swapped[40];
		shuffled_deck(&rng, deck);
		memcpy(swapped, deck, sizeof deck);
		int other = 3 + (int)(next_random(&rng) % 3);
		int hidden = 10 + (int)(next_random(&rng) % 30);
		swapped[other] = deck[hidden];
		swapped[hidden] = deck[other];
		enum escopa_preset preset = round % 2 ? ESCOPA_PRESET_SCOPA
						      : ESCOPA_PRESET_ESCOBA_DE_15;
		struct escopa_game *a = new_game(preset, 2, 1, NULL);
		struct escopa_game *b = new_game(preset, 2, 1, NULL);
		ck_assert_ok(escopa_game_deal(a, deck, 40));
		ck_assert_ok(escopa_game_deal(b, swapped, 40));
		if (phase_of(a) != ESCOPA_PHASE_PLAYING || phase_of(b) != ESCOPA_PHASE_PLAYING) {
			escopa_game_free(a);
			escopa_game_free(b);
			continue;   /* a misdeal */
		}
		escopa_cardset_t ha, hb;
		ck_assert_ok(escopa_game_hand(a, 1, &ha));
		ck_assert_ok(escopa_game_hand(b, 1, &hb));
		differed += ha != hb;
		escopa_move_t moves[512];
		size_t n = 0;
		ck_assert_ok(escopa_game_moves(a, moves, 512, &n));
		escopa_move_t played = moves[next_random(&rng) % n];
		struct escopa_review *ra = new_review(9), *rb = new_review(9);
		struct escopa_review_move ea, eb;
		ck_assert_ok(escopa_review_decision(ra, a, played, &ea));
		ck_assert_ok(escopa_review_decision(rb, b, played, &eb));
		assert_same_entry(&ea, &eb);
		escopa_review_free(ra);
		escopa_review_free(rb);
		escopa_game_free(a);
		escopa_game_free(b);
	}
	ck_assert_int_ge(differed, 3);
}
END_TEST

START_TEST(the_same_seed_gives_the_same_review_on_any_threads)
{
	struct escopa_game *game = sweep_on_the_table();
	struct escopa_review *one = new_review(5), *two = new_review(5);
	struct escopa_bot *bot = NULL;
	ck_assert_ok(escopa_review_bot(two, &bot));
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_THREADS, 2));
	struct escopa_review_move a = judge(one, game, "4b"), b = judge(two, game, "4b");
	assert_same_entry(&a, &b);
	escopa_review_free(one);
	escopa_review_free(two);
	escopa_game_free(game);
}
END_TEST

START_TEST(reviewing_never_allocates)
{
	if (!allocations_counted())
		return;   /* valgrind or ASan own the malloc family */
	struct escopa_review *review = new_review(4);
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 21, NULL);
	uint64_t rng = 3;
	int before = allocations;
	for (int k = 0; k < 12 && phase_of(game) == ESCOPA_PHASE_PLAYING; k++) {
		escopa_move_t moves[64];
		size_t n = 0;
		ck_assert_ok(escopa_game_moves(game, moves, 64, &n));
		struct escopa_review_move out;
		escopa_move_t played = moves[next_random(&rng) % n];
		ck_assert_ok(escopa_review_decision(review, game, played, &out));
		ck_assert_ok(escopa_game_play(game, played, NULL));
	}
	struct escopa_review_totals t;
	ck_assert_ok(escopa_review_totals(review, 0, &t));
	ck_assert_ok(escopa_review_reset(review));
	ck_assert_int_eq(allocations, before);
	escopa_game_free(game);
	escopa_review_free(review);
}
END_TEST

START_TEST(a_failed_allocation_makes_no_review)
{
	if (!allocations_counted())
		return;
	struct escopa_review *review = (struct escopa_review *)(uintptr_t)SENTINEL;
	for (int k = 1; k <= 2; k++) {
		fail_allocation = allocations + k;
		ck_assert_status(escopa_review_new(1, &review), ESCOPA_E_NOMEM);
		fail_allocation = 0;
		ck_assert_ptr_eq(review, (struct escopa_review *)(uintptr_t)SENTINEL);
	}
}
END_TEST

static void
assert_totals_equal(const struct escopa_review_totals *a, const struct escopa_review_totals *b)
{
	ck_assert(memcmp(a, b, sizeof *a) == 0);
}

START_TEST(review_errors_have_exact_statuses)
{
	struct escopa_review *review = new_review(6);
	struct escopa_game *game = sweep_on_the_table();
	struct escopa_review_move kept;
	ck_assert_ok(escopa_review_decision(review, game, move_of("1c"), &kept));
	struct escopa_review_totals before, after;
	memset(&before, SENTINEL, sizeof before);
	ck_assert_ok(escopa_review_totals(review, 0, &before));

	struct escopa_review_move out;
	memset(&out, SENTINEL, sizeof out);
	struct escopa_review_move untouched = out;
	ck_assert_status(escopa_review_new(1, NULL), ESCOPA_E_NULL);
	struct escopa_bot *bot = (struct escopa_bot *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_review_bot(NULL, &bot), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_bot(review, NULL), ESCOPA_E_NULL);
	ck_assert_ptr_eq(bot, (struct escopa_bot *)(uintptr_t)SENTINEL);
	ck_assert_status(escopa_review_reset(NULL), ESCOPA_E_NULL);

	escopa_move_t legal = move_of("4b");
	ck_assert_status(escopa_review_decision(NULL, game, legal, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_decision(review, NULL, legal, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_decision(review, game, legal, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_decision(review, game, ~(escopa_move_t)0, &out),
			 ESCOPA_E_MOVE);
	/* a card seat 0 does not hold */
	ck_assert_status(escopa_review_decision(review, game, move_of("5o"), &out),
			 ESCOPA_E_ILLEGAL);
	/* a capture that does not make 15 */
	ck_assert_status(escopa_review_decision(review, game, move_of("7c x 1e+2e"), &out),
			 ESCOPA_E_ILLEGAL);
	struct escopa_game *over = new_game(ESCOPA_PRESET_ESCOBA, 2, 1, NULL);
	uint64_t rng = 1;
	while (phase_of(over) != ESCOPA_PHASE_HAND_OVER)
		ck_assert(play_random(over, 1, &rng));
	ck_assert_status(escopa_review_decision(review, over, legal, &out), ESCOPA_E_PHASE);
	escopa_game_free(over);

	struct escopa_record *record = NULL;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_record_new(rules, 2, 3, &record));
	escopa_rules_free(rules);
	ck_assert_status(escopa_review_record_move(NULL, record, 0, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_record_move(review, NULL, 0, &out), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_record_move(review, record, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_record_move(review, record, 0, &out), ESCOPA_E_INVALID);
	ck_assert_status(escopa_review_record(NULL, record, NULL, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_record(review, NULL, NULL, NULL), ESCOPA_E_NULL);
	/* a record without moves has nothing to review */
	ck_assert_ok(escopa_review_record(review, record, NULL, NULL));
	escopa_record_free(record);

	struct escopa_review_totals t;
	memset(&t, SENTINEL, sizeof t);
	struct escopa_review_totals t_untouched = t;
	ck_assert_status(escopa_review_totals(NULL, 0, &t), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_totals(review, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_review_totals(review, -1, &t), ESCOPA_E_INVALID);
	ck_assert_status(escopa_review_totals(review, 4, &t), ESCOPA_E_INVALID);
	ck_assert(memcmp(&t, &t_untouched, sizeof t) == 0);
	ck_assert(memcmp(&out, &untouched, sizeof out) == 0);

	memset(&after, SENTINEL, sizeof after);
	ck_assert_ok(escopa_review_totals(review, 0, &after));
	assert_totals_equal(&before, &after);
	/* the next decision is numbered as if no call had failed */
	ck_assert_ok(escopa_review_decision(review, game, legal, &out));
	ck_assert_uint_eq(out.index, 1);

	ck_assert_ok(escopa_review_reset(review));
	ck_assert_ok(escopa_review_totals(review, 0, &t));
	ck_assert_uint_eq(t.decisions, 0);
	ck_assert_double_eq(t.accuracy, 100);
	ck_assert_ok(escopa_review_decision(review, game, legal, &out));
	ck_assert_uint_eq(out.index, 0);

	escopa_review_free(NULL);
	escopa_game_free(game);
	escopa_review_free(review);
}
END_TEST

START_TEST(a_move_past_the_512_analysed_is_refused_as_full)
{
	/* tests/bench/bench-worst.c's table of 39 cards under Brazilian
	 * Escopa: a 10 has 36,650,387,909 captures; an analysis values the
	 * first 512. */
	static const char ten_table[] =
		"position 1 | rules escopa forced_capture=none | players 2 | hand 1 | dealer 1 | "
		"phase playing | seat 1 | plays 35 | hands - / 10o | "
		"table 1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b "
		"7o 7c 7e 7b 8o 8c 8e 8b 9o 9c 9e 9b 10c 10e 10b | stock - | captured - / - | "
		"sweeps 0 0 | aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734";
	struct escopa_game *game = NULL;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_ok(escopa_game_parse_position(ten_table, strlen(ten_table), &game, &error));
	uint64_t count = 0;
	escopa_move_t last = 0, first = 0;
	ck_assert_ok(escopa_game_move_count(game, &count));
	ck_assert_ok(escopa_game_move_at64(game, count - 1, &last));
	ck_assert_ok(escopa_game_move_at64(game, 0, &first));
	struct escopa_review *review = new_review(7);
	struct escopa_review_move out;
	memset(&out, SENTINEL, sizeof out);
	struct escopa_review_move untouched = out;
	ck_assert_status(escopa_review_decision(review, game, last, &out), ESCOPA_E_FULL);
	ck_assert(memcmp(&out, &untouched, sizeof out) == 0);
	struct escopa_review_totals t;
	ck_assert_ok(escopa_review_totals(review, 1, &t));
	ck_assert_uint_eq(t.decisions + t.forced, 0);
	/* the first is among them; the count of choices saturates */
	ck_assert_ok(escopa_review_decision(review, game, first, &out));
	ck_assert_uint_eq(out.choices, UINT32_MAX);
	ck_assert_uint_eq(out.index, 0);
	escopa_review_free(review);
	escopa_game_free(game);
}
END_TEST

START_TEST(marks_have_names)
{
	static const char *const names[] = { "best", "good", "inaccuracy", "mistake", "blunder" };
	for (int m = 0; m < ESCOPA_REVIEW_MARKS; m++)
		ck_assert_str_eq(escopa_review_mark_name((enum escopa_review_mark)m), names[m]);
	ck_assert_ptr_null(escopa_review_mark_name((enum escopa_review_mark)-1));
	ck_assert_ptr_null(escopa_review_mark_name((enum escopa_review_mark)ESCOPA_REVIEW_MARKS));
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("review");
	TCase *tc = tcase_create("review");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, leaving_a_sweep_on_the_table_is_a_blunder);
	tcase_add_test(tc, leaving_the_seven_of_coins_for_a_worse_capture_costs_a_mistake);
	tcase_add_test(tc, a_forced_move_is_best_and_not_counted);
	tcase_add_test(tc, a_review_never_uses_hidden_cards);
	tcase_add_test(tc, the_same_seed_gives_the_same_review_on_any_threads);
	tcase_add_test(tc, reviewing_never_allocates);
	tcase_add_test(tc, a_failed_allocation_makes_no_review);
	tcase_add_test(tc, review_errors_have_exact_statuses);
	tcase_add_test(tc, a_move_past_the_512_analysed_is_refused_as_full);
	tcase_add_test(tc, marks_have_names);
	suite_add_tcase(s, tc);
	return s;
}
