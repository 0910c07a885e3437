/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Round trips over every state of many seeded random games (10,000 per
 * preset by default; ESCOPA_TEST_GAMES changes it, ESCOPA_TEST_PRESET
 * restricts the run to one preset by name), two to four players:
 * - position notation: write, read back (load, and parse on a sample),
 *   equal game, and (on a sample of states) writing again gives the same
 *   text;
 * - snapshots: the same with bytes;
 * - the rules' text reads back to equal rules;
 * - every 16th game is played through a record, which is written, read
 *   back and replayed to the same moves and the same final game.
 * One game in four changes some rule options at random, and deals some
 * hands from a random deck, so that misdeals (initial_table=redeal) and
 * unusual rule texts come up too.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

#define MAX_MOVES 4096
#define TEXT_SIZE 4096

static int
games_per_preset(void)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	return env ? atoi(env) : 10000;
}

struct scratch {
	struct escopa_game *other;     /* overwritten by every load */
	char text[TEXT_SIZE], again[TEXT_SIZE];
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE], snap_again[ESCOPA_SNAPSHOT_SIZE];
	escopa_move_t moves[MAX_MOVES];
	long states;
};

static void
assert_equal_games(const struct escopa_game *a, const struct escopa_game *b, const char *what,
		   const char *text)
{
	int equal = 0;
	ck_assert_ok(escopa_game_equal(a, b, &equal));
	ck_assert_msg(equal, "%s: the game read back differs: %s", what, text);
}

static void
roundtrip_state(const struct escopa_game *game, struct scratch *s, bool allocate, bool again)
{
	size_t len = 0, len_again = 0;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };

	ck_assert_ok(escopa_game_format_position(game, s->text, TEXT_SIZE, &len));
	ck_assert_msg(len > 0 && len < TEXT_SIZE, "position of %zu bytes", len);
	enum escopa_status rc = escopa_game_load_position(s->other, s->text, len, &err);
	ck_assert_msg(rc == ESCOPA_OK, "%s\nat column %zu: %s", s->text, err.column, err.message);
	assert_equal_games(game, s->other, "position", s->text);
	/* Writing is a function of the state alone, so once the states are
	 * equal the texts are too; writing again on a sample checks that. */
	if (again) {
		ck_assert_ok(escopa_game_format_position(s->other, s->again, TEXT_SIZE, &len_again));
		ck_assert_msg(len == len_again && memcmp(s->text, s->again, len) == 0,
			      "position written again differs:\n%s\n%s", s->text, s->again);
	}
	if (allocate) {
		struct escopa_game *parsed = NULL;
		ck_assert_ok(escopa_game_parse_position(s->text, len, &parsed, NULL));
		assert_equal_games(game, parsed, "parsed position", s->text);
		escopa_game_free(parsed);
	}

	ck_assert_ok(escopa_game_snapshot(game, s->snap, sizeof s->snap));
	rc = escopa_game_restore(s->other, s->snap, sizeof s->snap, &err);
	ck_assert_msg(rc == ESCOPA_OK, "snapshot of %s\nat byte %zu: %s", s->text, err.offset,
		      err.message);
	assert_equal_games(game, s->other, "snapshot", s->text);
	if (again) {
		ck_assert_ok(escopa_game_snapshot(s->other, s->snap_again, sizeof s->snap_again));
		ck_assert_msg(memcmp(s->snap, s->snap_again, sizeof s->snap) == 0,
			      "snapshot written again differs");
	}
	s->states++;
}

static void
roundtrip_rules(const struct escopa_rules *rules)
{
	char text[512], again[512];
	size_t len, len_again;
	struct escopa_rules *back = NULL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	int equal = 0;

	ck_assert_ok(escopa_rules_format(rules, text, sizeof text, &len));
	enum escopa_status rc = escopa_rules_read(text, len, &back, &err);
	ck_assert_msg(rc == ESCOPA_OK, "'%s': %s", text, err.message);
	ck_assert_ok(escopa_rules_equal(rules, back, &equal));
	ck_assert_msg(equal, "rules '%s' read back differ", text);
	ck_assert_ok(escopa_rules_format(back, again, sizeof again, &len_again));
	ck_assert_str_eq(text, again);
	escopa_rules_free(back);
}

/* Changes a few options to random values; conflicts are refused and
 * skipped. Targets stay small so that games end. */
static void
vary_rules(struct escopa_rules *rules, uint64_t *rng)
{
	int changes = 1 + (int)(next_random(rng) % 4);
	for (int i = 0; i < changes; i++) {
		enum escopa_option opt = (enum escopa_option)(next_random(rng) %
							      (uint64_t)escopa_option_count());
		int min, max;
		ck_assert_ok(escopa_option_bounds(opt, &min, &max));
		if (opt == ESCOPA_OPT_TARGET || opt == ESCOPA_OPT_TEAM_TARGET)
			max = 31;
		/* matches of a few games, and hand limits that are reached */
		if (opt == ESCOPA_OPT_MATCH_GAMES)
			max = 3;
		if (opt == ESCOPA_OPT_HAND_LIMIT)
			max = 6;
		int value = min + (int)(next_random(rng) % (uint64_t)(max - min + 1));
		escopa_rules_set(rules, opt, value);
	}
	/* Misdeals need the redeal rule. */
	if (next_random(rng) % 3 == 0)
		escopa_rules_set(rules, ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL);
	/* A hand scores nothing when every category is off; keep the cards. */
	escopa_rules_set(rules, ESCOPA_OPT_SCORE_CARDS, 1);
}

static void
random_deck(const struct escopa_game *game, escopa_card_t *deck, size_t *n, uint64_t *rng)
{
	int jokers = 0;
	ck_assert_ok(escopa_game_option(game, ESCOPA_OPT_JOKERS, &jokers));
	*n = (size_t)(40 + jokers);
	for (size_t i = 0; i < *n; i++)
		deck[i] = (escopa_card_t)i;
	for (size_t i = *n - 1; i > 0; i--) {
		size_t j = (size_t)(next_random(rng) % (i + 1));
		escopa_card_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
}

static void
check_record(const struct escopa_record *rec, const struct escopa_game *final)
{
	size_t len = 0, len_again = 0;
	ck_assert_ok(escopa_record_format(rec, NULL, 0, &len));
	char *text = malloc(len + 1), *again = malloc(len + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_ptr_nonnull(again);
	ck_assert_ok(escopa_record_format(rec, text, len + 1, &len));

	struct escopa_record *back = NULL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_record_parse(text, len, &back, &err);
	ck_assert_msg(rc == ESCOPA_OK, "record line %zu: %s\n%s", err.line, err.message, text);

	size_t n = 0, n_back = 0;
	ck_assert_ok(escopa_record_move_count(rec, &n));
	ck_assert_ok(escopa_record_move_count(back, &n_back));
	ck_assert_uint_eq(n, n_back);
	for (size_t i = 0; i < n; i++) {
		escopa_move_t a = 0, b = 0;
		ck_assert_ok(escopa_record_move(rec, i, &a));
		ck_assert_ok(escopa_record_move(back, i, &b));
		ck_assert(a == b);
	}
	struct escopa_game *replayed = NULL;
	ck_assert_ok(escopa_game_clone(final, &replayed));
	ck_assert_ok(escopa_record_game(back, replayed));
	assert_equal_games(final, replayed, "record", text);
	escopa_game_free(replayed);

	ck_assert_ok(escopa_record_format(back, again, len + 1, &len_again));
	ck_assert_msg(len == len_again && memcmp(text, again, len) == 0,
		      "record written again differs");
	escopa_record_free(back);
	free(text);
	free(again);
}

static void
play_one_game(enum escopa_preset preset, int index, struct scratch *s)
{
	uint64_t rng = (uint64_t)index * 1000003u + (uint64_t)preset * 7919u + 17;
	int players = 2 + index % 3;
	bool varied = index % 4 == 3;
	bool recorded = index % 16 == 5;
	uint64_t seed = next_random(&rng);

	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	if (varied)
		vary_rules(rules, &rng);
	roundtrip_rules(rules);

	struct escopa_game *game = NULL;
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_game_new(rules, players, seed, &game));
	if (recorded) {
		ck_assert_ok(escopa_record_new(rules, players, seed, &rec));
		ck_assert_ok(escopa_record_set_tag(rec, "Event", "round trip"));
	}
	escopa_rules_free(rules);

	for (int turn = 0; turn < 20000; turn++) {
		if (rec)
			ck_assert_ok(escopa_record_game(rec, game));
		roundtrip_state(game, s, turn % 64 == 0, turn % 4 == 0);
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER) {
			/* a match goes on with its next game (a Game line in
			 * the record) */
			int over = 1;
			ck_assert_ok(escopa_game_match_over(game, &over));
			if (over)
				break;
			if (rec)
				ck_assert_ok(escopa_record_next_game(rec));
			else
				ck_assert_ok(escopa_game_next_game(game));
			continue;
		}

		bool from_deck = varied && next_random(&rng) % 2;
		/* Now and then the first hand is dealt again from a deck
		 * before anyone plays. */
		bool again = phase == ESCOPA_PHASE_PLAYING && turn == 0 && from_deck &&
			     next_random(&rng) % 2;
		if (phase == ESCOPA_PHASE_HAND_OVER || phase == ESCOPA_PHASE_MISDEAL || again) {
			escopa_card_t deck[ESCOPA_CARD_COUNT];
			size_t n = 0;
			if (from_deck)
				random_deck(game, deck, &n, &rng);
			if (rec)
				ck_assert_ok(escopa_record_next_hand(rec, from_deck ? deck : NULL, n));
			else if (from_deck)
				ck_assert_ok(escopa_game_deal(game, deck, n));
			else
				ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}

		size_t count = 0;
		ck_assert_ok(escopa_game_moves(game, s->moves, MAX_MOVES, &count));
		ck_assert(count > 0);
		if (count > MAX_MOVES)
			count = MAX_MOVES;
		escopa_move_t move = s->moves[next_random(&rng) % count];
		if (rec)
			ck_assert_ok(escopa_record_play(rec, move));
		else
			ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(game, &phase));
	ck_assert_msg(phase == ESCOPA_PHASE_GAME_OVER, "game %d did not end", index);
	if (rec) {
		check_record(rec, game);
		escopa_record_free(rec);
	}
	escopa_game_free(game);
}

static const char *only_preset;

START_TEST(roundtrip_every_state)
{
	enum escopa_preset preset = (enum escopa_preset)_i;
	if (only_preset && strcmp(only_preset, escopa_preset_name(preset)) != 0)
		return;
	struct scratch *s = calloc(1, sizeof *s);
	ck_assert_ptr_nonnull(s);
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_ok(escopa_game_new(rules, 3, 99, &s->other));
	escopa_rules_free(rules);

	int games = games_per_preset();
	for (int g = 0; g < games; g++)
		play_one_game(preset, g, s);
	ck_assert_msg(s->states > (long)games * 30, "only %ld states", s->states);
	escopa_game_free(s->other);
	free(s);
}
END_TEST

Suite *
make_suite(void)
{
	only_preset = getenv("ESCOPA_TEST_PRESET");
	Suite *s = suite_create("roundtrip");
	TCase *tc = tcase_create("random games");
	tcase_set_timeout(tc, 3600);
	tcase_add_loop_test(tc, roundtrip_every_state, 0, escopa_preset_count());
	suite_add_tcase(s, tc);
	return s;
}
