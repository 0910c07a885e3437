/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * doc/rules.md, section A turn, on whole hands played move by move: the sweep
 * on the very last play (the Escoba de 15 guide), the last-capture take that
 * is never a sweep (section A hand, item 5), and the Brazilian Escopa
 * description's last-round check.
 *
 * Positions are built by hand with game_from_position(); two players unless
 * said otherwise, seat 1 deals, seat 0 plays first.
 */

#include <stdlib.h>
#include "rule-helpers.h"

/* ---- whole hands, played move by move ---- */

struct script {
	enum escopa_preset preset;
	const char *hands[2];
	const char *table;
	const char *stock;
	const char *const *moves;
	size_t n_moves;
};

/* The scripts were written with one dealer for every round of a hand:
 * the Escopa preset's deal rotation (since 1.3) is turned off. */
static const int one_dealer[] = { ESCOPA_OPT_DEAL_ROTATION, 0, -1 };

/* Plays a whole hand; checks that every move is listed and every capture
 * adds up to 15 (or a multiple of 15 under capture multiples). Returns the
 * game and the last play's result. */
static struct escopa_game *
play_script(const struct script *s, const int *opts, struct escopa_play_result *last)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { s->hands[0], s->hands[1] },
		.table = s->table, .stock = s->stock,
	};
	struct escopa_game *g = game_from_position(s->preset, &pos, opts ? opts : one_dealer);
	int multiples = option_of(g, ESCOPA_OPT_CAPTURE_MULTIPLES);
	for (size_t i = 0; i < s->n_moves; i++) {
		escopa_move_t m = mv(s->moves[i]);
		size_t count;
		escopa_move_t *list = all_moves(g, &count);
		int found = 0;
		for (size_t k = 0; k < count; k++)
			found |= list[k] == m;
		free(list);
		ck_assert_msg(found, "move %zu '%s' is not listed", i, s->moves[i]);
		if (ESCOPA_MOVE_KIND(m) == ESCOPA_MOVE_CAPTURE) {
			int total = capture_total(m);
			ck_assert_msg(multiples ? total % 15 == 0 : total == 15,
				      "'%s' adds up to %d", s->moves[i], total);
		}
		struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
		play_result(g, s->moves[i], &r);
		ck_assert_msg(!(r.flags & ESCOPA_PLAYED_HAND_OVER) || i + 1 == s->n_moves,
			      "the hand ended early, at move %zu", i);
		if (i + 1 == s->n_moves) {
			ck_assert_msg(r.flags & ESCOPA_PLAYED_HAND_OVER, "the hand did not end");
			*last = r;
		}
	}
	return g;
}

/* Escoba de 15: the first table 3e 6e 6b 10e holds 6+6+3 = 15 and is set
 * aside (doc/rules.md, section A hand, item 2); it adds up to 25, so 195
 * remain and the last play can clear the table (with all 40 cards in play
 * it never can: 220 is 10 mod 15). */
static const char *const last_sweep_moves[] = {
	"9e", "7b", "5e", "4o", "7e", "2c x 4o+9e",
	"3b x 5e+7e", "9b", "5o", "4e", "2b x 4e+9b", "8e x 7b",
	"6c", "9c x 6c", "10c x 5o", "10b", "9o", "8o",
	"1c", "5c x 10b", "1b", "3c", "7o x 8o", "6o x 9o",
	"5b", "4b", "10o x 1b+4b", "4c", "1e", "2o x 1c+3c+4c+5b",
	"3o", "7c", "8b x 7c", "8c", "1o", "2e x 1o+1e+3o+8c",
};

static const struct script last_sweep_script = {
	ESCOPA_PRESET_ESCOBA_DE_15,
	{ "5e 7e 9e", "2c 4o 7b" },
	"3e 6e 6b 10e",
	"2b 5o 3b 4e 9b 8e 6c 9o 10c 9c 10b 8o 7o 1b 1c 6o 3c 5c 5b 10o "
	"1e 2o 4c 4b 8b 3o 1o 7c 2e 8c",
	last_sweep_moves, sizeof last_sweep_moves / sizeof last_sweep_moves[0],
};

/* doc/rules.md, section A turn "Sweep": a genuine capture on the last turn of
 * the hand that empties the table is a sweep (the Escoba de 15 guide). */
START_TEST(rule_4_sweep_on_last_play_counts)
{
	struct escopa_play_result r;
	struct escopa_game *g = play_script(&last_sweep_script, NULL, &r);
	escopa_cardset_t aside = 0;
	ck_assert_ok(escopa_game_set_aside(g, &aside));
	ck_assert(aside == cards("3e 6e 6b 10e"));
	ck_assert_int_eq(r.seat, 1);
	ck_assert(r.taken == cards("1o 1e 3o 8c"));
	ck_assert_msg(r.flags & ESCOPA_PLAYED_CLEARED_TABLE, "flags %x", r.flags);
	ck_assert_msg(r.flags & ESCOPA_PLAYED_SWEEP, "last-play sweep not scored, flags %x",
		      r.flags);
	ck_assert_int_eq(r.sweep_points, 1);
	ck_assert(r.last_take == 0);
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_hand_score(g, 1, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_eq(row[ESCOPA_SCORE_SWEEPS], sweeps_of(g, 1));
	ck_assert_int_ge(sweeps_of(g, 1), 1);
	escopa_game_free(g);
}
END_TEST

/* The same hand with ESCOPA_OPT_SWEEP_ON_LAST_PLAY 0: the table is cleared
 * but no sweep is scored; every earlier sweep still counts. */
START_TEST(rule_4_sweep_on_last_play_option_off)
{
	struct escopa_play_result r_on, r_off;
	struct escopa_game *on = play_script(&last_sweep_script, NULL, &r_on);
	const int opts[] = { ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 0, -1 };
	struct escopa_game *off = play_script(&last_sweep_script, opts, &r_off);
	ck_assert_msg(r_off.flags & ESCOPA_PLAYED_CLEARED_TABLE, "flags %x", r_off.flags);
	ck_assert_msg(!(r_off.flags & ESCOPA_PLAYED_SWEEP), "flags %x", r_off.flags);
	ck_assert_int_eq(r_off.sweep_points, 0);
	ck_assert_int_eq(sweeps_of(off, 0), sweeps_of(on, 0));
	ck_assert_int_eq(sweeps_of(off, 1), sweeps_of(on, 1) - r_on.sweep_points);
	escopa_game_free(on);
	escopa_game_free(off);
}
END_TEST

/* Escopa (the Brazilian Escopa description), a whole hand whose last play is a
 * trail. */
static const char *const last_trail_moves[] = {
	"8e x 3e+4b", "3o", "6b x 3o+6c", "8b", "9c", "1c x 5c+9c",
	"9e", "8c", "4o", "4c", "7o x 4o+4c", "1o",
	"6e x 1o+8c", "2b", "2o", "10e", "3b x 2o+2b+8b", "8o",
	"1e", "9o", "10o x 1e+9o+10e", "7e x 8o", "1b", "5b x 1b+9e",
	"2e", "10b", "7b", "3c x 2e+10b", "4e", "6o",
	"9b x 6o", "5e", "2c", "7c", "10c x 5e", "5o",
};

static const struct script last_trail_script = {
	ESCOPA_PRESET_ESCOPA,
	{ "6b 8e 9c", "1c 3o 8b" },
	"3e 4b 5c 6c",
	"4o 9e 7o 8c 4c 1o 6e 2o 3b 10e 2b 8o 1e 1b 10o 7e 5b 9o 7b 4e "
	"2e 3c 6o 10b 9b 10c 2c 7c 5o 5e",
	last_trail_moves, sizeof last_trail_moves / sizeof last_trail_moves[0],
};

/* Escoba de 15, a whole hand whose last play captures without clearing. */
static const char *const last_capture_moves[] = {
	"2c x 6e+7o", "5o x 10e", "2o", "2e", "10c", "8o",
	"2b", "1o x 2e+2b+10c", "6o", "1b x 2o+6o+6b", "9c", "4e",
	"9o", "5c", "1e x 5c+9o", "9b", "4o", "3c x 4o+8o",
	"7c", "3b", "4b x 4e+7c", "5b", "10o x 5b", "8e",
	"9e", "10b", "7b x 8e", "3o x 3b+9c", "7e", "8c x 7e",
	"6c x 9b", "5e x 10b", "1c", "3e", "4c", "8b x 3e+4c",
};

static const struct script last_capture_script = {
	ESCOPA_PRESET_ESCOBA_DE_15,
	{ "2o 2c 10c", "2e 5o 8o" },
	"6e 6b 7o 10e",
	"9c 2b 6o 1o 4e 1b 1e 4o 9o 3c 9b 5c 4b 7c 10o 8e 3b 5b 7b 9e "
	"7e 3o 10b 8c 6c 4c 1c 8b 3e 5e",
	last_capture_moves, sizeof last_capture_moves / sizeof last_capture_moves[0],
};

/* doc/rules.md, sections "A hand", item 5 and "A turn": the last capture takes
 * the cards left on the table, and that take is never a sweep. Also
 * doc/rules.md, section A turn "Invariant" (the Brazilian Escopa description's
 * last-round check): with 40 cards, none set aside and no jokers, the cards
 * left add up to 10, 25, 40 or 55. */
START_TEST(rule_4_last_take_is_never_a_sweep_and_leaves_10_25_40_55)
{
	const struct script *scripts[] = { &last_trail_script, &last_capture_script };
	for (size_t k = 0; k < 2; k++) {
		const struct script *s = scripts[k];
		struct position pos = {
			.players = 2, .dealer = 1,
			.hands = { s->hands[0], s->hands[1] },
			.table = s->table, .stock = s->stock,
		};
		/* the state before the last play, replayed on a copy */
		struct escopa_game *g = game_from_position(s->preset, &pos, one_dealer);
		for (size_t i = 0; i + 1 < s->n_moves; i++)
			play(g, s->moves[i]);
		escopa_cardset_t aside = 1;
		ck_assert_ok(escopa_game_set_aside(g, &aside));
		ck_assert(aside == 0);
		int last_side = -2;
		ck_assert_ok(escopa_game_last_capture_side(g, &last_side));
		ck_assert_int_ge(last_side, 0);
		int sweeps_before[2] = { sweeps_of(g, 0), sweeps_of(g, 1) };
		escopa_game_free(g);

		struct escopa_play_result r;
		g = play_script(s, NULL, &r);
		int kind = ESCOPA_MOVE_KIND(r.move);
		escopa_cardset_t left = r.last_take;
		ck_assert_msg(left != 0, "script %zu: nothing left at the end", k);
		ck_assert_msg(!(r.flags & (ESCOPA_PLAYED_SWEEP | ESCOPA_PLAYED_CLEARED_TABLE)),
			      "script %zu: the last take was flagged, flags %x", k, r.flags);
		ck_assert_int_eq(r.sweep_points, 0);
		if (kind == ESCOPA_MOVE_CAPTURE)
			last_side = r.side;
		ck_assert_int_eq(r.last_take_side, last_side);
		ck_assert_msg((captured_of(g, last_side) & left) == left,
			      "script %zu: the last capture did not take the table", k);
		ck_assert_int_eq(sweeps_of(g, 0), sweeps_before[0]);
		ck_assert_int_eq(sweeps_of(g, 1), sweeps_before[1]);
		ck_assert(table_of(g) == 0);
		int sum = set_value(left);
		ck_assert_msg(sum == 10 || sum == 25 || sum == 40 || sum == 55,
			      "script %zu: cards left add up to %d", k, sum);
		/* every card went to a side */
		ck_assert((captured_of(g, 0) | captured_of(g, 1)) == ESCOPA_CARDSET_DECK);
		escopa_game_free(g);
	}
	/* the exact cards of the two scripts */
	struct escopa_play_result r;
	struct escopa_game *g = play_script(&last_trail_script, NULL, &r);
	ck_assert(r.last_take == cards("2c 4e 5o 7b 7c"));
	ck_assert_int_eq(r.last_take_side, 0);
	escopa_game_free(g);
	g = play_script(&last_capture_script, NULL, &r);
	ck_assert(r.last_take == cards("1c 9e"));
	ck_assert_int_eq(r.last_take_side, 1);
	escopa_game_free(g);
}
END_TEST

/* doc/rules.md, section A hand, item 5: with the option off the cards left
 * count for nobody (they are not a sweep either). */
START_TEST(rule_3_5_last_take_option_off)
{
	const int opts[] = { ESCOPA_OPT_LAST_CAPTURE_TAKES, 0, -1 };
	struct escopa_play_result r;
	struct escopa_game *g = play_script(&last_trail_script, opts, &r);
	ck_assert(r.last_take == cards("2c 4e 5o 7b 7c"));
	ck_assert_int_eq(r.last_take_side, -1);
	escopa_cardset_t aside = 0;
	ck_assert_ok(escopa_game_set_aside(g, &aside));
	ck_assert(aside == r.last_take);
	ck_assert(((captured_of(g, 0) | captured_of(g, 1)) & r.last_take) == 0);
	escopa_game_free(g);
}
END_TEST

/* Escoba de 15 (no capture multiples), a whole hand that ends with 70 on the
 * table: the engine made no mistake, yet 70 is not among the Brazilian Escopa
 * description's "10, 25, 40 or 55". What holds in every sum-15 game is the
 * modular form: every capture takes a multiple of 15 out of 220, so 10 modulo
 * 15 is left. (The Brazilian Escopa description's check is stated for Escopa,
 * with multiples.) */
static const char *const left_70_moves[] = {
	"4c", "5b x 3o+7b", "8b x 7c", "5e", "3b", "3c x 3b+4c+5e",
	"3e", "5o", "7e x 3e+5o", "1o", "1e", "1c",
	"9e", "9b", "2o x 1o+1e+2e+9e", "4e", "6c x 9b", "9c",
	"4b", "8c", "1b x 1c+4e+9c", "10c", "5c x 10c", "10b",
	"2b", "4o", "6e", "2c", "10e", "6o",
	"9o x 6o", "10o", "8o", "7o x 2b+6e", "6b", "8e",
};

static const struct script left_70_script = {
	ESCOPA_PRESET_ESCOBA_DE_15,
	{ "3b 4c 8b", "3c 5e 5b" },
	"2e 3o 7c 7b",
	"1e 7e 3e 1c 5o 1o 6c 9e 2o 9c 9b 4e 1b 5c 4b 8c 10c 10b 6e 2b "
	"10e 6o 4o 2c 6b 9o 8o 7o 8e 10o",
	left_70_moves, sizeof left_70_moves / sizeof left_70_moves[0],
};

START_TEST(rule_4_invariant_is_10_mod_15_without_multiples)
{
	struct escopa_play_result r;
	struct escopa_game *g = play_script(&left_70_script, NULL, &r);
	ck_assert(r.last_take == cards("2c 4o 4b 6b 8o 8c 8e 10o 10e 10b"));
	ck_assert_int_eq(r.last_take_side, 1);
	int sum = set_value(r.last_take);
	ck_assert_int_eq(sum % 15, 10);
	ck_assert_int_eq(sum, 70);
	ck_assert_uint_eq(r.flags & (ESCOPA_PLAYED_SWEEP | ESCOPA_PLAYED_CLEARED_TABLE), 0);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("capture-last-play");
	TCase *tc;

	tc = tcase_create("rules-4");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, rule_4_sweep_on_last_play_counts);
	tcase_add_test(tc, rule_4_sweep_on_last_play_option_off);
	tcase_add_test(tc, rule_4_last_take_is_never_a_sweep_and_leaves_10_25_40_55);
	tcase_add_test(tc, rule_3_5_last_take_option_off);
	tcase_add_test(tc, rule_4_invariant_is_10_mod_15_without_multiples);
	suite_add_tcase(s, tc);
	return s;
}
