/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Matches (ESCOPA_OPT_MATCH_GAMES) and the end of a long game
 * (ESCOPA_OPT_HAND_LIMIT and the hand counter): doc/rules.md, section A game
 * and a match. The Brazilian Escopa description's variation: "Game is 15 points
 * and a match is 4 games".
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

static int
query(enum escopa_status (*fn)(const struct escopa_game *, int *), const struct escopa_game *g)
{
	int v = -12345;
	ck_assert_ok(fn(g, &v));
	return v;
}

static int
wins_of(const struct escopa_game *g, int side)
{
	int v = -1;
	ck_assert_ok(escopa_game_match_wins(g, side, &v));
	return v;
}

static int
score_of(const struct escopa_game *g, int side)
{
	int v = -1;
	ck_assert_ok(escopa_game_score(g, side, &v));
	return v;
}

/* Plays the first legal move until the game is over, dealing each hand. */
static void
play_game_out(struct escopa_game *g)
{
	for (;;) {
		enum escopa_phase phase = phase_of(g);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			return;
		if (phase != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(g));
			continue;
		}
		escopa_move_t m;
		ck_assert_ok(escopa_game_move_at(g, 0, &m));
		ck_assert_ok(escopa_game_play(g, m, NULL));
	}
}

/* Plays the current hand to its end. */
static void
play_hand_out(struct escopa_game *g)
{
	while (phase_of(g) == ESCOPA_PHASE_PLAYING) {
		escopa_move_t m;
		ck_assert_ok(escopa_game_move_at(g, 0, &m));
		ck_assert_ok(escopa_game_play(g, m, NULL));
	}
}

static struct escopa_game *
parse(const char *text)
{
	struct escopa_game *g = NULL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &g, &err);
	ck_assert_msg(rc == ESCOPA_OK, "%s\n%s", err.message, text);
	return g;
}

static char *
position_of(const struct escopa_game *g)
{
	size_t len = 0;
	ck_assert_ok(escopa_game_format_position(g, NULL, 0, &len));
	char *text = malloc(len + 64);
	ck_assert_ptr_nonnull(text);
	ck_assert_ok(escopa_game_format_position(g, text, len + 1, &len));
	return text;
}

/* The text with the first `from` replaced by `to`. */
static char *
replaced(const char *text, const char *from, const char *to)
{
	const char *at = strstr(text, from);
	ck_assert_msg(at != NULL, "'%s' not in '%s'", from, text);
	size_t n = strlen(text) + strlen(to) + 1;
	char *out = malloc(n);
	ck_assert_ptr_nonnull(out);
	snprintf(out, n, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
	return out;
}

/* The escopa_match preset plays a match of 4 games to 15: each game over,
 * escopa_game_next_game() resets the scores, numbers the hand 1, passes
 * the deal to the next seat and deals from the generator; the games won
 * add up; the match is over when, after 4 games or more, one side alone
 * has won the most, and only then has a winner. */
START_TEST(rule_6_match_of_four_games)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA_MATCH, players, 21, NULL);
		int sides = 0, games = 0;
		ck_assert_ok(escopa_game_sides(g, &sides));
		int won[4] = { 0 };
		for (int game = 1;; game++) {
			ck_assert_int_eq(query(escopa_game_match_game, g), game);
			ck_assert_int_eq(query(escopa_game_match_over, g), 0);
			int side = 99;
			ck_assert_status(escopa_game_match_winner(g, &side), ESCOPA_E_PHASE);
			ck_assert_int_eq(side, 99);
			ck_assert_status(escopa_game_next_game(g), ESCOPA_E_PHASE);
			play_game_out(g);
			int winner = query(escopa_game_winner, g);
			ck_assert_int_ge(winner, 0);
			for (int s = 0; s < sides; s++)
				ck_assert_int_ge(score_of(g, s), s == winner ? 15 : 0);
			won[winner]++;
			for (int s = 0; s < sides; s++)
				ck_assert_int_eq(wins_of(g, s), won[s]);
			int best = 0, leaders = 0;
			for (int s = 1; s < sides; s++)
				if (won[s] > won[best])
					best = s;
			for (int s = 0; s < sides; s++)
				leaders += won[s] == won[best];
			int over = game >= 4 && leaders == 1;
			ck_assert_int_eq(query(escopa_game_match_over, g), over);
			games = game;
			if (over) {
				ck_assert_int_eq(query(escopa_game_match_winner, g), best);
				ck_assert_status(escopa_game_next_game(g), ESCOPA_E_PHASE);
				break;
			}
			int dealer = query(escopa_game_dealer, g);
			ck_assert_ok(escopa_game_next_game(g));
			ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_PLAYING);
			ck_assert_int_eq(query(escopa_game_hand_number, g), 1);
			ck_assert_int_eq(query(escopa_game_dealer, g), (dealer + 1) % players);
			for (int s = 0; s < sides; s++)
				ck_assert_int_eq(score_of(g, s), 0);
			ck_assert_status(escopa_game_winner(g, &side), ESCOPA_E_PHASE);
		}
		ck_assert_int_ge(games, 4);
		escopa_game_free(g);
	}
}
END_TEST

/* A tied match after its games: deciding games are played one at a time
 * until one side alone has won the most (the library's decision; the
 * source does not say). A state of game 2 of 2 with the wins at 1-1 goes
 * on to game 3; at 2-1 after game 3 it is over. */
START_TEST(rule_6_match_tie_plays_deciding_games)
{
	static const int two[] = { ESCOPA_OPT_MATCH_GAMES, 2, ESCOPA_OPT_TARGET, 5, -1 };
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA, 2, 4, two);
	play_game_out(g);
	int w = query(escopa_game_winner, g);
	char *text = position_of(g);
	char wins[64];
	snprintf(wins, sizeof wins, "players 2 | game 2 | wins 1 1 | hand");
	/* game 1 over: the writer gives the wins only when they say more */
	ck_assert_ptr_null(strstr(text, "| game "));
	char *tied = replaced(text, "players 2 | hand", wins);
	struct escopa_game *t = parse(tied);
	ck_assert_int_eq(query(escopa_game_match_game, t), 2);
	ck_assert_int_eq(query(escopa_game_match_over, t), 0);
	ck_assert_ok(escopa_game_next_game(t));
	ck_assert_int_eq(query(escopa_game_match_game, t), 3);
	play_game_out(t);
	int w3 = query(escopa_game_winner, t);
	ck_assert_int_eq(wins_of(t, w3), 2);
	ck_assert_int_eq(query(escopa_game_match_over, t), 1);
	ck_assert_int_eq(query(escopa_game_match_winner, t), w3);
	/* and the state round-trips with its match */
	char *again = position_of(t);
	ck_assert_ptr_nonnull(strstr(again, "| game 3 | wins "));
	struct escopa_game *back = parse(again);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(t, back, &equal));
	ck_assert(equal);
	escopa_game_free(back);
	free(again);

	/* impossible match states are refused: more wins than games, a
	 * winner without its win, a match over before this game */
	const char *bad[] = { "players 2 | game 2 | wins 2 2 | hand",
			      "players 2 | game 1 | wins 0 0 | hand",
			      "players 2 | game 4 | wins 3 0 | hand",
			      "players 2 | game 0 | hand" };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char *b = replaced(text, "players 2 | hand", bad[i]);
		struct escopa_game *none = NULL;
		ck_assert_status(escopa_game_parse_position(b, strlen(b), &none, NULL), ESCOPA_E_PARSE);
		free(b);
	}
	(void)w;
	escopa_game_free(t);
	free(tied);
	free(text);
	escopa_game_free(g);
}
END_TEST

/* A single game (match_games 1, every preset but Escopa match) is a match
 * that ends with the game: a program written for 1.0, which never calls
 * escopa_game_next_game(), stops after game 1 as before. */
START_TEST(rule_6_single_game_is_a_match_of_one)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		if (p == ESCOPA_PRESET_ESCOPA_MATCH)
			continue;
		struct escopa_game *g = new_game((enum escopa_preset)p, 2, 7, NULL);
		ck_assert_int_eq(query(escopa_game_match_over, g), 0);
		play_game_out(g);
		int w = query(escopa_game_winner, g);
		ck_assert_int_eq(query(escopa_game_match_over, g), 1);
		ck_assert_int_eq(query(escopa_game_match_winner, g), w);
		ck_assert_int_eq(wins_of(g, w), 1);
		ck_assert_status(escopa_game_next_game(g), ESCOPA_E_PHASE);
		ck_assert_status(escopa_game_next_hand(g), ESCOPA_E_PHASE);
		escopa_game_free(g);
	}
}
END_TEST

/* escopa_game_next_game() and the match queries: exact statuses, and the
 * game unchanged by a refused call. */
START_TEST(match_api_errors)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOPA_MATCH, 4, 1, NULL);
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(g, &before));
	int v = 77;
	ck_assert_status(escopa_game_next_game(NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_next_game(g), ESCOPA_E_PHASE);   /* in play */
	assert_game_unchanged(g, before);
	play_hand_out(g);
	ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
	ck_assert_ok(escopa_game_copy(before, g));
	ck_assert_status(escopa_game_next_game(g), ESCOPA_E_PHASE);   /* hand over */
	assert_game_unchanged(g, before);
	ck_assert_status(escopa_game_match_game(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_game(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_over(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_over(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_winner(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_winner(g, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_wins(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_match_wins(g, 0, NULL), ESCOPA_E_NULL);
	/* four players in partnerships: two sides */
	ck_assert_status(escopa_game_match_wins(g, 2, &v), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_match_wins(g, -1, &v), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_match_winner(g, &v), ESCOPA_E_PHASE);
	ck_assert_int_eq(v, 77);
	ck_assert_ok(escopa_game_match_wins(g, 1, &v));
	ck_assert_int_eq(v, 0);
	/* match_games is 1..99 */
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_MATCH_GAMES, 0), ESCOPA_E_RANGE);
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_MATCH_GAMES, 100), ESCOPA_E_RANGE);
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_MATCH_GAMES, 99));
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_HAND_LIMIT, -1), ESCOPA_E_RANGE);
	ck_assert_status(escopa_rules_set(rules, ESCOPA_OPT_HAND_LIMIT, 30001), ESCOPA_E_RANGE);
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_HAND_LIMIT, 30000));
	escopa_rules_free(rules);
	escopa_game_free(before);
	escopa_game_free(g);
}
END_TEST

/* Every scoring category off but sweeps: hands score little, so games
 * last; mostly only the hand limit or the counter's end ends them. */
static const int no_scoring[] = {
	ESCOPA_OPT_SCORE_CARDS, 0, ESCOPA_OPT_SCORE_COINS, 0,
	ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0, ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_NONE,
	ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 0, -1,
};

/* ESCOPA_OPT_HAND_LIMIT: when the hand of that number ends without a
 * winner, the game ends by its scores, the one highest total winning; a
 * shared highest total ends it drawn, escopa_game_winner() giving -1. */
START_TEST(rule_6_hand_limit_ends_the_game)
{
	/* Escoba de 15 to 1000: hand 3 ends it, won by the highest score */
	static const int three[] = { ESCOPA_OPT_HAND_LIMIT, 3, ESCOPA_OPT_TARGET, 1000, -1 };
	int decided = 0;
	for (uint64_t seed = 0; seed < 20; seed++) {
		struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, three);
		for (int hand = 1; hand <= 3; hand++) {
			ck_assert_int_eq(query(escopa_game_hand_number, g), hand);
			play_hand_out(g);
			if (hand < 3) {
				ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_HAND_OVER);
				ck_assert_ok(escopa_game_next_hand(g));
			}
		}
		ck_assert_int_eq(phase_of(g), ESCOPA_PHASE_GAME_OVER);
		int a = score_of(g, 0), b = score_of(g, 1);
		int w = query(escopa_game_winner, g);
		ck_assert_int_eq(w, a > b ? 0 : a < b ? 1 : -1);
		decided += w >= 0;
		ck_assert_status(escopa_game_next_hand(g), ESCOPA_E_PHASE);
		escopa_game_free(g);
	}
	ck_assert_int_gt(decided, 0);

	/* nothing scores: hand 2 ends the game drawn, won by nobody; a drawn
	 * single game is followed by a deciding game */
	int opts[32];
	size_t n = 0;
	for (; no_scoring[n] >= 0; n++)
		opts[n] = no_scoring[n];
	opts[n++] = ESCOPA_OPT_HAND_LIMIT;
	opts[n++] = 2;
	opts[n] = -1;
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, 5, opts);
	play_game_out(g);
	ck_assert_int_eq(query(escopa_game_hand_number, g), 2);
	ck_assert_int_eq(query(escopa_game_winner, g), -1);
	ck_assert_int_eq(query(escopa_game_match_over, g), 0);
	for (int s = 0; s < 3; s++)
		ck_assert_int_eq(wins_of(g, s), 0);
	char *text = position_of(g);
	ck_assert_ptr_nonnull(strstr(text, "| phase game_over |"));
	ck_assert_ptr_nonnull(strstr(text, "| winner - |"));
	struct escopa_game *back = parse(text);
	escopa_game_free(back);
	free(text);
	ck_assert_ok(escopa_game_next_game(g));
	ck_assert_int_eq(query(escopa_game_match_game, g), 2);
	escopa_game_free(g);
}
END_TEST

/* The hand number is 32 bits since 1.3. Until 1.2 it was 16 bits and
 * stopped at 65535 without a word: a game whose scoring is off went on
 * numbering every later hand 65535. From a position at hand 65535 the
 * next hand is now 65536; and with no hand limit, the game ends by its
 * scores after hand 2^31 - 1, the counter's end. */
START_TEST(rule_6_hand_counter_does_not_saturate)
{
	struct escopa_game *g = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 9, no_scoring);
	char *text = position_of(g);
	char *late = replaced(text, "| hand 1 |", "| hand 65535 |");
	struct escopa_game *h = parse(late);
	ck_assert_int_eq(query(escopa_game_hand_number, h), 65535);
	play_hand_out(h);
	ck_assert_int_eq(phase_of(h), ESCOPA_PHASE_HAND_OVER);
	ck_assert_ok(escopa_game_next_hand(h));
	ck_assert_int_eq(query(escopa_game_hand_number, h), 65536);
	/* the snapshot keeps it (its high half at byte 238) */
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_game_snapshot(h, snap, sizeof snap));
	ck_assert_uint_eq(snap[238], 1);
	ck_assert_uint_eq(snap[68] | snap[69], 0);
	ck_assert_ok(escopa_game_restore(g, snap, sizeof snap, NULL));
	ck_assert_int_eq(query(escopa_game_hand_number, g), 65536);
	escopa_game_free(h);
	free(late);

	late = replaced(text, "| hand 1 |", "| hand 2147483646 |");
	h = parse(late);
	play_hand_out(h);
	ck_assert_int_eq(phase_of(h), ESCOPA_PHASE_HAND_OVER);
	ck_assert_ok(escopa_game_next_hand(h));
	ck_assert_int_eq(query(escopa_game_hand_number, h), 2147483647);
	play_hand_out(h);
	ck_assert_int_eq(phase_of(h), ESCOPA_PHASE_GAME_OVER);
	/* sweeps still score: the highest running total wins, or nobody */
	int a = score_of(h, 0), b = score_of(h, 1);
	ck_assert_int_eq(query(escopa_game_winner, h), a > b ? 0 : a < b ? 1 : -1);
	ck_assert_status(escopa_game_next_hand(h), ESCOPA_E_PHASE);
	ck_assert_int_eq(query(escopa_game_hand_number, h), 2147483647);
	escopa_game_free(h);
	free(late);

	/* past the counter's end, or past the limit, a position is refused */
	struct escopa_game *none = NULL;
	late = replaced(text, "| hand 1 |", "| hand 2147483648 |");
	ck_assert_status(escopa_game_parse_position(late, strlen(late), &none, NULL),
			 ESCOPA_E_PARSE);
	free(late);
	late = replaced(text, "escoba_de_15", "escoba_de_15 hand_limit=5");
	char *past = replaced(late, "| hand 1 |", "| hand 6 |");
	ck_assert_status(escopa_game_parse_position(past, strlen(past), &none, NULL),
			 ESCOPA_E_PARSE);
	free(past);
	free(late);
	free(text);
	escopa_game_free(g);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("match");
	TCase *tc = tcase_create("match");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, rule_6_match_of_four_games);
	tcase_add_test(tc, rule_6_match_tie_plays_deciding_games);
	tcase_add_test(tc, rule_6_single_game_is_a_match_of_one);
	tcase_add_test(tc, match_api_errors);
	suite_add_tcase(s, tc);

	tc = tcase_create("long games");
	tcase_add_test(tc, rule_6_hand_limit_ends_the_game);
	tcase_add_test(tc, rule_6_hand_counter_does_not_saturate);
	suite_add_tcase(s, tc);
	return s;
}
