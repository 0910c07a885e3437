/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Game records (doc/record.md): tags, moves and deals, the text form, and
 * reading it back by replaying it; a record whose moves are illegal is
 * rejected with the line and the reason.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

#define SENTINEL 0x5A5A5A5A

static struct escopa_record *
new_record(enum escopa_preset preset, int players, uint64_t seed)
{
	struct escopa_rules *rules = NULL;
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ok(escopa_record_new(rules, players, seed, &rec));
	escopa_rules_free(rules);
	return rec;
}

/* The recorded game's state, in a game of its own. */
static struct escopa_game *
game_of(const struct escopa_record *rec)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));
	ck_assert_ok(escopa_game_new(rules, 2, 0, &game));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_record_game(rec, game));
	return game;
}

static escopa_move_t
first_move(const struct escopa_record *rec)
{
	struct escopa_game *game = game_of(rec);
	escopa_move_t moves[512];
	size_t n = 0;
	ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
	ck_assert_uint_gt(n, 0);
	escopa_game_free(game);
	return moves[0];
}

static char *
record_text(const struct escopa_record *rec)
{
	size_t len = 0, again = 0;
	ck_assert_ok(escopa_record_format(rec, NULL, 0, &len));
	char *text = malloc(len + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_ok(escopa_record_format(rec, text, len + 1, &again));
	ck_assert_uint_eq(len, again);
	ck_assert_uint_eq(strlen(text), len);
	return text;
}

/* What play_out() did, for the tests that check a record against it. */
struct play_log {
	size_t moves, deals;
	struct escopa_game *before[4096 + 1];  /* the game before each move, and the last */
	size_t deal_move[256];                 /* each deal's first move */
	size_t deal_cards[256];                /* its deck's size, 0 from the seed */
	escopa_card_t deal_deck[256][ESCOPA_CARD_COUNT];
};

/* Plays random moves through the record until the game is over, dealing
 * some hands from a random deck, and logs it all if log is not NULL. */
static void
play_out(struct escopa_record *rec, uint64_t *rng, bool decks, struct play_log *log)
{
	if (log) {
		log->moves = 0;
		log->deals = 1; /* the first, from the seed, with the game */
		log->deal_move[0] = log->deal_cards[0] = 0;
	}
	for (;;) {
		struct escopa_game *game = game_of(rec);
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER) {
			escopa_game_free(game);
			return;
		}
		if (phase == ESCOPA_PHASE_HAND_OVER || phase == ESCOPA_PHASE_MISDEAL) {
			escopa_card_t deck[ESCOPA_CARD_COUNT];
			int jokers = 0;
			ck_assert_ok(escopa_game_option(game, ESCOPA_OPT_JOKERS, &jokers));
			size_t n = (size_t)(40 + jokers);
			for (size_t i = 0; i < n; i++)
				deck[i] = (escopa_card_t)i;
			for (size_t i = n - 1; i > 0; i--) {
				size_t j = (size_t)(next_random(rng) % (i + 1));
				escopa_card_t t = deck[i];
				deck[i] = deck[j];
				deck[j] = t;
			}
			bool from_deck = decks && next_random(rng) % 2;
			ck_assert_ok(escopa_record_next_hand(rec, from_deck ? deck : NULL, n));
			if (log) {
				ck_assert_uint_lt(log->deals, 256);
				log->deal_move[log->deals] = log->moves;
				log->deal_cards[log->deals] = from_deck ? n : 0;
				memcpy(log->deal_deck[log->deals], deck, sizeof deck);
				log->deals++;
			}
		} else {
			escopa_move_t moves[512];
			size_t n = 0;
			ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
			if (log) {
				ck_assert_uint_lt(log->moves, 4096);
				log->before[log->moves++] = game;
				game = NULL;
			}
			ck_assert_ok(escopa_record_play(rec, moves[next_random(rng) % (n < 512 ? n : 512)]));
		}
		escopa_game_free(game);
	}
}

static void
assert_same_record(const struct escopa_record *a, const struct escopa_record *b)
{
	size_t na = 0, nb = 0;
	ck_assert_ok(escopa_record_move_count(a, &na));
	ck_assert_ok(escopa_record_move_count(b, &nb));
	ck_assert_uint_eq(na, nb);
	for (size_t i = 0; i < na; i++) {
		escopa_move_t x = 0, y = 0;
		ck_assert_ok(escopa_record_move(a, i, &x));
		ck_assert_ok(escopa_record_move(b, i, &y));
		ck_assert(x == y);
	}
	struct escopa_game *ga = game_of(a), *gb = game_of(b);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(ga, gb, &equal));
	ck_assert_msg(equal, "the replayed games differ");
	escopa_game_free(ga);
	escopa_game_free(gb);
}

/* Reads text back: a record of the same moves and game as rec. */
static struct escopa_record *
read_back(const struct escopa_record *rec, const char *text, size_t length)
{
	struct escopa_record *back = NULL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_record_parse(text, length, &back, &err);
	ck_assert_msg(rc == ESCOPA_OK, "line %zu: %s\n%.*s", err.line, err.message, (int)length,
		      text);
	assert_same_record(rec, back);
	return back;
}

/* The record's text reads back as the same record, which writes the same
 * text again. */
static void
assert_text_round_trip(const struct escopa_record *rec, const char *text)
{
	struct escopa_record *back = read_back(rec, text, strlen(text));
	char *again = record_text(back);
	ck_assert_str_eq(text, again);
	free(again);
	escopa_record_free(back);
}

/* ---- building a record ---- */

START_TEST(record_new_starts_the_same_game_as_game_new)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	ck_assert_ok(escopa_game_new(rules, 3, 77, &game));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 3, 77, &rec));
	/* the record keeps its own copy of the rules */
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 5));
	struct escopa_game *recorded = game_of(rec);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(game, recorded, &equal));
	ck_assert(equal);
	size_t count = SENTINEL;
	ck_assert_ok(escopa_record_move_count(rec, &count));
	ck_assert_uint_eq(count, 0);
	escopa_game_free(recorded);

	struct escopa_record *bad = (struct escopa_record *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_record_new(NULL, 2, 1, &bad), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_new(rules, 2, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_new(rules, 1, 1, &bad), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_new(rules, 5, 1, &bad), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(bad, (struct escopa_record *)(uintptr_t)SENTINEL);
	escopa_record_free(NULL);
	escopa_record_free(rec);
	escopa_game_free(game);
	escopa_rules_free(rules);
}
END_TEST

START_TEST(record_tags_follow_their_rules)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA, 2, 42);
	char buf[512];
	size_t len = SENTINEL;

	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night"));
	ck_assert_ok(escopa_record_set_tag(rec, "Player0", "Ana Mar\xc3\xad" "a"));
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night, round 2"));
	ck_assert_ok(escopa_record_tag(rec, "Event", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "Club night, round 2");
	ck_assert_uint_eq(len, 19);
	/* the reserved tags read, but do not write */
	ck_assert_ok(escopa_record_tag(rec, "Rules", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "escoba");
	ck_assert_ok(escopa_record_tag(rec, "Players", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "2");
	ck_assert_ok(escopa_record_tag(rec, "Seed", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "42");
	ck_assert_status(escopa_record_set_tag(rec, "Rules", "scopa"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "seed", "1"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "PLAYERS", "3"), ESCOPA_E_INVALID);
	/* keys */
	ck_assert_status(escopa_record_set_tag(rec, "", "x"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "Bad-Key", "x"), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_set_tag(rec, "Sp ace", "x"), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_set_tag(rec, "K0123456789012345678901234567890", "x"));
	ck_assert_status(escopa_record_set_tag(rec, "K01234567890123456789012345678901", "x"),
			 ESCOPA_E_INVALID);
	/* values: control characters, and UTF-8 that is cut, overlong or a
	 * surrogate */
	static const char *const bad_values[] = {
		"a\nb", "a\tb", "\x7f", "\xc2\x85", "\xc3", "\xc0\xaf", "\xed\xa0\x80",
	};
	for (size_t i = 0; i < sizeof bad_values / sizeof bad_values[0]; i++) {
		enum escopa_status rc = escopa_record_set_tag(rec, "Note", bad_values[i]);
		ck_assert_msg(rc == ESCOPA_E_INVALID, "value %zu: %s", i, escopa_status_name(rc));
	}
	ck_assert_ok(escopa_record_set_tag(rec, "Note", "\xe2\x99\xa6 \"quoted\" back\\slash"));
	char value[300];
	memset(value, 'v', sizeof value);
	value[256] = '\0';
	ck_assert_ok(escopa_record_set_tag(rec, "Long", value));
	value[256] = 'v';
	value[257] = '\0';
	ck_assert_status(escopa_record_set_tag(rec, "Long", value), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_tag(rec, "Long", buf, sizeof buf, &len));
	ck_assert_uint_eq(len, 256);
	/* lookups */
	ck_assert_status(escopa_record_tag(rec, "Date", buf, sizeof buf, &len), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_tag(rec, "event", buf, sizeof buf, &len), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_tag(rec, "Event", NULL, 0, &len));
	ck_assert_uint_eq(len, 19);
	strcpy(buf, "untouched");
	ck_assert_ok(escopa_record_tag(rec, "Event", buf, 19, &len));
	ck_assert_str_eq(buf, "");
	ck_assert_status(escopa_record_tag(NULL, "Event", buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag(rec, NULL, buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag(rec, "Event", buf, sizeof buf, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag(rec, "Event", NULL, 4, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(NULL, "Event", "x"), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(rec, NULL, "x"), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(rec, "Event", NULL), ESCOPA_E_NULL);

	/* at most 32 tags; replacing one still works when full */
	for (int i = 0; i < ESCOPA_RECORD_MAX_TAGS; i++) {
		char key[16];
		snprintf(key, sizeof key, "Tag%d", i);
		enum escopa_status rc = escopa_record_set_tag(rec, key, "x");
		ck_assert(rc == ESCOPA_OK || rc == ESCOPA_E_INVALID);
	}
	ck_assert_status(escopa_record_set_tag(rec, "OneMore", "x"), ESCOPA_E_INVALID);
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "still fine"));

	/* every tag reads back from the text */
	char *text = record_text(rec);
	struct escopa_record *back = NULL;
	ck_assert_ok(escopa_record_parse(text, strlen(text), &back, NULL));
	ck_assert_ok(escopa_record_tag(back, "Note", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "\xe2\x99\xa6 \"quoted\" back\\slash");
	ck_assert_ok(escopa_record_tag(back, "Player0", buf, sizeof buf, &len));
	ck_assert_str_eq(buf, "Ana Mar\xc3\xad" "a");
	char *again = record_text(back);
	ck_assert_str_eq(text, again);
	free(again);
	free(text);
	escopa_record_free(back);
	escopa_record_free(rec);
}
END_TEST

START_TEST(record_play_refuses_what_the_game_refuses)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3);
	struct escopa_game *before = game_of(rec);
	size_t count = 0;

	ck_assert_status(escopa_record_play(NULL, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_play(rec, 0), ESCOPA_E_MOVE);
	ck_assert_status(escopa_record_play(rec, UINT64_MAX), ESCOPA_E_MOVE);
	escopa_move_t trail = 0;
	escopa_cardset_t hand = 0;
	ck_assert_ok(escopa_game_hand(before, 1, &hand));   /* not the seat to play */
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, __builtin_ctzll(hand), 0, &trail));
	ck_assert_status(escopa_record_play(rec, trail), ESCOPA_E_ILLEGAL);
	ck_assert_ok(escopa_record_move_count(rec, &count));
	ck_assert_uint_eq(count, 0);
	struct escopa_game *after = game_of(rec);
	int equal = 0;
	ck_assert_ok(escopa_game_equal(before, after, &equal));
	ck_assert(equal);
	escopa_game_free(after);

	/* no next hand while one is in play */
	ck_assert_status(escopa_record_next_hand(rec, NULL, 0), ESCOPA_E_PHASE);
	ck_assert_status(escopa_record_next_hand(NULL, NULL, 0), ESCOPA_E_NULL);
	/* but a deck may deal it again before the first play */
	escopa_card_t deck[40];
	for (int i = 0; i < 40; i++)
		deck[i] = 39 - i;
	ck_assert_status(escopa_record_next_hand(rec, deck, 39), ESCOPA_E_DECK);
	deck[0] = 0;
	ck_assert_status(escopa_record_next_hand(rec, deck, 40), ESCOPA_E_DECK);
	deck[0] = 39;
	ck_assert_ok(escopa_record_next_hand(rec, deck, 40));
	ck_assert_ok(escopa_record_play(rec, first_move(rec)));
	ck_assert_status(escopa_record_next_hand(rec, deck, 40), ESCOPA_E_PHASE);
	ck_assert_ok(escopa_record_move_count(rec, &count));
	ck_assert_uint_eq(count, 1);
	escopa_move_t m = 0;
	ck_assert_status(escopa_record_move(rec, 1, &m), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_move(rec, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_move_count(rec, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_game(rec, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_game(NULL, before), ESCOPA_E_NULL);

	/* play to the end: nothing more is accepted */
	uint64_t rng = 1;
	play_out(rec, &rng, false, NULL);
	ck_assert_status(escopa_record_play(rec, trail), ESCOPA_E_PHASE);
	ck_assert_status(escopa_record_next_hand(rec, NULL, 0), ESCOPA_E_PHASE);
	escopa_game_free(before);
	escopa_record_free(rec);
}
END_TEST

START_TEST(record_keeps_a_long_rules_text)
{
	/* a rule set far from every preset: its text is longer than a user
	 * tag may be */
	static const int changes[][2] = {
		{ ESCOPA_OPT_PARTNERSHIPS, 0 }, { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL },
		{ ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND },
		{ ESCOPA_OPT_LAST_CAPTURE_TAKES, 0 }, { ESCOPA_OPT_SCORE_CARDS, 0 },
		{ ESCOPA_OPT_SCORE_COINS, 0 }, { ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 0 },
		{ ESCOPA_OPT_OPEN_TABLE, 1 }, { ESCOPA_OPT_TARGET, 999 },
		{ ESCOPA_OPT_TEAM_TARGET, 998 }, { ESCOPA_OPT_JOKERS, 1 },
		{ ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B }, { ESCOPA_OPT_CARDS_DOUBLE, 1 },
		{ ESCOPA_OPT_ALL_COINS, 1 }, { ESCOPA_OPT_NAPOLA, 1 },
		{ ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 0 }, { ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST },
		{ ESCOPA_OPT_CAPTURE_MULTIPLES, 0 },
	};
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	for (size_t i = 0; i < sizeof changes / sizeof changes[0]; i++)
		ck_assert_ok(escopa_rules_set(rules, (enum escopa_option)changes[i][0],
					      changes[i][1]));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 4, 6, &rec));
	char buf[1024];
	size_t len = 0;
	ck_assert_ok(escopa_record_tag(rec, "Rules", buf, sizeof buf, &len));
	ck_assert_uint_gt(len, ESCOPA_RECORD_MAX_TAG_LENGTH);
	ck_assert_ok(escopa_record_play(rec, first_move(rec)));
	char *text = record_text(rec);
	escopa_record_free(read_back(rec, text, strlen(text)));
	free(text);
	escopa_record_free(rec);
	escopa_rules_free(rules);
}
END_TEST

/* The line of text holding a needle, from 1. */
static size_t
line_of(const char *text, const char *needle)
{
	const char *at = strstr(text, needle);
	ck_assert_msg(at, "'%s' not found", needle);
	size_t line = 1;
	for (const char *p = text; p < at; p++)
		line += *p == '\n';
	return line;
}

START_TEST(record_keeps_misdeals)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 4));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 2, 12, &rec));
	escopa_rules_free(rules);
	/* a first table of 1b 2o 3b 9e adds up to 15: a misdeal */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "1o 5c 7e", "2b 6o 10c" },
		.table = "1b 2o 3b 9e",
	};
	escopa_card_t deck[ESCOPA_CARD_COUNT];
	size_t n = deck_build(&pos, deck);
	ck_assert_ok(escopa_record_next_hand(rec, deck, n));
	struct escopa_game *game = game_of(rec);
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(game, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_MISDEAL);
	escopa_game_free(game);
	/* the same dealer deals again, from the seed */
	ck_assert_ok(escopa_record_next_hand(rec, NULL, 0));
	uint64_t rng = 6;
	play_out(rec, &rng, true, NULL);

	char *text = record_text(rec);
	ck_assert_ptr_nonnull(strstr(text, "; misdeal"));
	ck_assert_uint_eq(line_of(text, "Hand 1\nDeck"), 5);
	assert_text_round_trip(rec, text);
	free(text);
	escopa_record_free(rec);
}
END_TEST

/* ---- reading a record back: tags, deals, positions (1.2) ---- */

START_TEST(record_lists_its_tags_in_header_order)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA, 2, 42);
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night"));
	ck_assert_ok(escopa_record_set_tag(rec, "Player0", "Ana"));
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Club night, round 2"));

	size_t count = SENTINEL;
	ck_assert_ok(escopa_record_tag_count(rec, &count));
	ck_assert_uint_eq(count, 5);
	static const char *const keys[] = { "Rules", "Players", "Seed", "Event", "Player0" };
	char buf[64];
	for (size_t i = 0; i < count; i++) {
		size_t len = SENTINEL;
		ck_assert_ok(escopa_record_tag_key(rec, i, buf, sizeof buf, &len));
		ck_assert_str_eq(buf, keys[i]);
		ck_assert_uint_eq(len, strlen(keys[i]));
	}
	/* the header of the text has the same keys in the same order */
	char *text = record_text(rec);
	const char *at = text;
	for (size_t i = 0; i < count; i++) {
		char line[80];
		snprintf(line, sizeof line, "[%s \"", keys[i]);
		ck_assert_msg(strncmp(at, line, strlen(line)) == 0, "tag %zu: %.20s", i, at);
		at = strchr(at, '\n') + 1;
	}
	free(text);

	/* a short buffer gets an empty string and the whole length */
	size_t len = SENTINEL;
	ck_assert_ok(escopa_record_tag_key(rec, 4, buf, 4, &len));
	ck_assert_str_eq(buf, "");
	ck_assert_uint_eq(len, 7);
	ck_assert_ok(escopa_record_tag_key(rec, 0, NULL, 0, &len));
	ck_assert_uint_eq(len, 5);
	/* errors write nothing */
	len = SENTINEL;
	ck_assert_status(escopa_record_tag_key(rec, 5, buf, sizeof buf, &len), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_tag_key(rec, SIZE_MAX, buf, sizeof buf, &len),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_tag_key(NULL, 0, buf, sizeof buf, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag_key(rec, 0, NULL, 4, &len), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag_key(rec, 0, buf, sizeof buf, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(len, SENTINEL);
	count = SENTINEL;
	ck_assert_status(escopa_record_tag_count(NULL, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_tag_count(rec, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(count, SENTINEL);
	escopa_record_free(rec);
}
END_TEST

/* A whole game through a record, logging the state before every move and
 * what every deal was given; then the record must give them back. */
static void
check_deals_and_positions(enum escopa_preset preset, int players, uint64_t seed)
{
	struct escopa_record *rec = new_record(preset, players, seed);
	struct play_log *log = malloc(sizeof *log);
	uint64_t rng = seed;
	ck_assert_ptr_nonnull(log);
	play_out(rec, &rng, true, log);

	size_t count = 0;
	ck_assert_ok(escopa_record_deal_count(rec, &count));
	ck_assert_uint_eq(count, log->deals);
	for (size_t d = 0; d < log->deals; d++) {
		size_t first = SENTINEL, cards = SENTINEL;
		escopa_card_t deck[ESCOPA_CARD_COUNT];
		ck_assert_ok(escopa_record_deal(rec, d, &first, deck, ESCOPA_CARD_COUNT, &cards));
		ck_assert_uint_eq(first, log->deal_move[d]);
		ck_assert_uint_eq(cards, log->deal_cards[d]);
		ck_assert(memcmp(deck, log->deal_deck[d], cards * sizeof *deck) == 0);
		if (cards > 0) {
			/* a deck that does not fit is counted, not written */
			escopa_card_t small[ESCOPA_CARD_COUNT];
			memset(small, 0x5A, sizeof small);
			ck_assert_ok(escopa_record_deal(rec, d, &first, small, cards - 1, &cards));
			ck_assert_uint_eq(cards, log->deal_cards[d]);
			ck_assert_int_eq(small[0], 0x5A5A5A5A);
		}
	}
	log->before[log->moves] = game_of(rec);
	struct escopa_game *at = game_of(rec);
	for (size_t i = 0; i <= log->moves; i++) {
		int equal = 0;
		ck_assert_ok(escopa_record_game_at(rec, i, at));
		ck_assert_ok(escopa_game_equal(at, log->before[i], &equal));
		ck_assert_msg(equal, "%s, %d players, seed %llu: the state at move %zu differs",
			      escopa_preset_name(preset), players, (unsigned long long)seed, i);
		escopa_game_free(log->before[i]);
	}
	escopa_game_free(at);
	free(log);
	escopa_record_free(rec);
}

START_TEST(record_gives_back_its_deals_and_every_position)
{
	for (int p = 0; p < escopa_preset_count(); p++) {
		for (int players = 2; players <= 4; players++)
			check_deals_and_positions((enum escopa_preset)p, players,
						  (uint64_t)(p * 10 + players));
	}
}
END_TEST

START_TEST(record_deal_and_game_at_refuse_bad_arguments)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA_DE_15, 2, 5);
	ck_assert_ok(escopa_record_play(rec, first_move(rec)));
	struct escopa_game *game = game_of(rec), *same = game_of(rec);
	size_t first = SENTINEL, cards = SENTINEL, count = SENTINEL;
	escopa_card_t deck[ESCOPA_CARD_COUNT];

	ck_assert_ok(escopa_record_deal_count(rec, &count));
	ck_assert_uint_eq(count, 1);
	/* the first deal comes from the seed: no deck, nothing written */
	ck_assert_ok(escopa_record_deal(rec, 0, &first, NULL, 0, &cards));
	ck_assert_uint_eq(first, 0);
	ck_assert_uint_eq(cards, 0);
	first = cards = count = SENTINEL;
	ck_assert_status(escopa_record_deal(rec, 1, &first, deck, 40, &cards), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_deal(NULL, 0, &first, deck, 40, &cards), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal(rec, 0, NULL, deck, 40, &cards), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal(rec, 0, &first, NULL, 40, &cards), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal(rec, 0, &first, deck, 40, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal_count(NULL, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_deal_count(rec, NULL), ESCOPA_E_NULL);
	ck_assert_uint_eq(first, SENTINEL);
	ck_assert_uint_eq(cards, SENTINEL);
	ck_assert_uint_eq(count, SENTINEL);

	/* past the last move, or NULL: an error, and the game is untouched */
	int equal = 0;
	ck_assert_status(escopa_record_game_at(rec, 2, game), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_game_at(rec, SIZE_MAX, game), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_game_at(NULL, 0, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_game_at(rec, 0, NULL), ESCOPA_E_NULL);
	ck_assert_ok(escopa_game_equal(game, same, &equal));
	ck_assert(equal);
	escopa_game_free(game);
	escopa_game_free(same);
	escopa_record_free(rec);
}
END_TEST

/* ---- the text ---- */

static const char golden[] =
	"[Rules \"escoba_de_15 target=6\"]\n"
	"[Players \"2\"]\n"
	"[Seed \"42\"]\n"
	"[Event \"Golden \\\"test\\\"\"]\n"
	"\n"
	"Hand 1\n"
	"Deck 1o 3b 6e 9c 2o 4b 7e 10c 3o 5b 8e 1c 4o 6b 9e 2c 5o 7b 10e 3c "
	"6o 8b 1e 4c 7o 9b 2e 5c 8o 10b 3e 6c 9o 1b 4e 7c 10o 2b 5e 8c\n"
	"1. 3b, 9c\n"
	"2. 6e x 9c, 2o\n"
	"3. 1o, 4b\n"
	"4. 8e x 1o+2o+4b, 9e\n"
	"5. 4o, 2c x 4o+9e\n"
	"6. 1c, 6b\n"
	"7. 10e, 3c\n"
	"8. 7b, 6o x 3b+6b\n"
	"9. 5o x 3c+7b, 8b\n"
	"10. 7o x 8b, 9b\n"
	"11. 4c x 1c+10e, 5c\n"
	"12. 1e x 5c+9b, 2e\n"
	"13. 8o, 9o\n"
	"14. 3e, 1b x 2e+3e+9o\n"
	"15. 10b, 6c\n"
	"16. 4e, 5e x 4e+6c\n"
	"17. 10o, 2b\n"
	"18. 7c x 8o, 8c\n"
	"; hand 1 points 5 0, scores 5 0\n"
	"\n"
	"Hand 2\n"
	"1. 10c, 1o\n"
	"2. 6e, 8e x 1o+6e\n"
	"3. 7b, 9c\n"
	"4. 10b, 3e\n"
	"5. 7o, 6c x 9c\n"
	"6. 9o, 1e x 7o+7b\n"
	"7. 4b, 4e\n"
	"8. 3b x 3e+9o, 2b\n"
	"9. 4o, 6o\n"
	"10. 5b x 4e+6o, 3o x 2b+10b\n"
	"11. 9b, 1b x 4b+10c\n"
	"12. 8c, 4c\n"
	"13. 9e, 3c x 4o+8c\n"
	"14. 2c x 4c+9e, 6b x 9b\n"
	"15. 1c, 2e\n"
	"16. 8o, 7c x 8o\n"
	"17. 10e, 2o x 1c+2e+10e\n"
	"18. 10o, 5c x 10o\n"
	"; hand 2 points 7 0, scores 12 0\n"
	"; game over: side 0 wins\n";

START_TEST(record_text_has_tags_hands_and_numbered_lines)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 6));
	struct escopa_record *rec = NULL;
	ck_assert_ok(escopa_record_new(rules, 2, 42, &rec));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_record_set_tag(rec, "Event", "Golden \"test\""));
	/* the first hand from a deck; the seed's deal is then left out */
	escopa_card_t deck[40];
	for (int c = 0; c < 40; c++)
		deck[c] = (c * 11) % 40;
	ck_assert_ok(escopa_record_next_hand(rec, deck, 40));
	uint64_t rng = 2;
	play_out(rec, &rng, false, NULL);
	char *text = record_text(rec);
	ck_assert_str_eq(text, golden);

	/* and it reads back */
	struct escopa_record *back = NULL;
	ck_assert_ok(escopa_record_parse(golden, strlen(golden), &back, NULL));
	assert_same_record(rec, back);
	escopa_record_free(back);
	free(text);
	escopa_record_free(rec);
}
END_TEST

START_TEST(record_text_reads_back_to_the_same_game)
{
	uint64_t rng = 77;
	for (int i = 0; i < 60; i++) {
		struct escopa_record *rec = new_record((enum escopa_preset)(i % escopa_preset_count()),
						       2 + i % 3, (uint64_t)i);
		if (i % 5 == 0) {
			/* the first hand dealt again from a deck */
			escopa_card_t deck[ESCOPA_CARD_COUNT];
			struct escopa_game *g = game_of(rec);
			int jokers = 0;
			ck_assert_ok(escopa_game_option(g, ESCOPA_OPT_JOKERS, &jokers));
			escopa_game_free(g);
			for (int c = 0; c < 40 + jokers; c++)
				deck[c] = (escopa_card_t)((c * 11 + i) % (40 + jokers));
			ck_assert_ok(escopa_record_next_hand(rec, deck, (size_t)(40 + jokers)));
		}
		play_out(rec, &rng, i % 2 == 0, NULL);
		char *text = record_text(rec);
		assert_text_round_trip(rec, text);
		free(text);
		escopa_record_free(rec);
	}
}
END_TEST

START_TEST(record_reader_takes_comments_blanks_and_crlf)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_SCOPA, 2, 9);
	uint64_t rng = 4;
	play_out(rec, &rng, false, NULL);
	char *text = record_text(rec);

	/* CRLF line ends, comments, blank lines and indentation */
	size_t len = strlen(text);
	char *loose = malloc(len * 3 + 200);
	ck_assert_ptr_nonnull(loose);
	size_t n = 0;
	n += (size_t)sprintf(loose + n, "; a game of scopa\r\n\r\n");
	for (size_t i = 0; i < len; i++) {
		if (text[i] == '\n') {
			n += (size_t)sprintf(loose + n, "   ; comment\r\n\t\r\n  ");
		} else {
			loose[n++] = text[i];
		}
	}
	struct escopa_record *back = read_back(rec, loose, n);
	escopa_record_free(back);

	/* moves in other styles and case; a tag-only record */
	static const char tags_only[] = "[Rules \"scopa\"]\n[Players \"3\"]\n[Seed \"5\"]\n";
	ck_assert_ok(escopa_record_parse(tags_only, strlen(tags_only), &back, NULL));
	size_t count = SENTINEL;
	ck_assert_ok(escopa_record_move_count(back, &count));
	ck_assert_uint_eq(count, 0);
	escopa_record_free(back);
	free(loose);
	free(text);
	escopa_record_free(rec);
}
END_TEST

/* Parses text that must fail; checks the returned status, the error's
 * status, line and message, and that the out-parameter is untouched. */
static void
expect_record_error(const char *text, size_t len, enum escopa_status error_status,
		    size_t line, const char *words)
{
	struct escopa_record *rec = (struct escopa_record *)(uintptr_t)SENTINEL;
	struct escopa_parse_error err;
	memset(&err, 0x5A, sizeof err);
	err.version = ESCOPA_PARSE_ERROR_VERSION;
	enum escopa_status rc = escopa_record_parse(text, len, &rec, &err);
	enum escopa_status expected = error_status == ESCOPA_E_NULL ? ESCOPA_E_NULL : ESCOPA_E_PARSE;
	ck_assert_msg(rc == expected, "returned %s: %s", escopa_status_name(rc), err.message);
	ck_assert_ptr_eq(rec, (struct escopa_record *)(uintptr_t)SENTINEL);
	ck_assert_msg(err.status == error_status, "error status %s, expected %s: %s",
		      escopa_status_name(err.status), escopa_status_name(error_status), err.message);
	ck_assert_msg(err.line == line, "line %zu, expected %zu: %s\n%s", err.line, line, err.message,
		      text);
	ck_assert_msg(strstr(err.message, words), "message '%s' lacks '%s'", err.message, words);
	ck_assert_status(escopa_record_parse(text, len, &rec, NULL), expected);
}

#define HEADER "[Rules \"escoba_de_15\"]\n[Players \"2\"]\n[Seed \"42\"]\n"

static void
expect_error(const char *text, enum escopa_status status, size_t line, const char *words)
{
	expect_record_error(text, strlen(text), status, line, words);
}

START_TEST(record_reader_rejects_malformed_text)
{
	expect_error("", ESCOPA_E_PARSE, 1, "the tag Rules is missing");
	expect_error("[Rules \"escopa\"]\n[Players \"2\"]\nHand 1\n", ESCOPA_E_PARSE, 3,
		     "the tag Seed is missing");
	expect_error("[Rules \"escopa\"]\n[Rules \"escopa\"]\n", ESCOPA_E_PARSE, 2, "twice");
	expect_error(HEADER "[Event \"a\"]\n[Event \"b\"]\n", ESCOPA_E_PARSE, 5, "twice");
	expect_error("[Rules \"bogus\"]\n", ESCOPA_E_PARSE, 1, "no preset");
	expect_error("[Rules \"escopa colour=red\"]\n", ESCOPA_E_OPTION, 1, "no option");
	expect_error("[Rules \"escoba jokers=2\"]\n", ESCOPA_E_CONFLICT, 1, "contradicts");
	expect_error("[rules \"escopa\"]\n", ESCOPA_E_PARSE, 1, "spelt Rules");
	expect_error("[Players \"5\"]\n", ESCOPA_E_PARSE, 1, "Players is 2, 3 or 4");
	expect_error("[Seed \"18446744073709551616\"]\n", ESCOPA_E_PARSE, 1, "below 2^64");
	expect_error("[Seed \"-1\"]\n", ESCOPA_E_PARSE, 1, "Seed");
	expect_error("[Event \"no end]\n", ESCOPA_E_PARSE, 1, "closing quote");
	expect_error("[Event \"bad \\n escape\"]\n", ESCOPA_E_PARSE, 1, "escapes");
	expect_error("[Event \"x\"] trailing\n", ESCOPA_E_PARSE, 1, "comment");
	expect_error("[Event \"x\"\n", ESCOPA_E_PARSE, 1, "']'");
	expect_error("[Event\"x\"]\n", ESCOPA_E_PARSE, 1, "blank");
	expect_error("[Ev-ent \"x\"]\n", ESCOPA_E_PARSE, 1, "blank");
	expect_error("[ \"x\"]\n", ESCOPA_E_PARSE, 1, "key");
	expect_error("[Event \"\xff\"]\n", ESCOPA_E_PARSE, 1, "UTF-8");
	expect_error("[Event \"tab\there\"]\n", ESCOPA_E_PARSE, 1, "UTF-8");
	expect_error("Hello\n", ESCOPA_E_PARSE, 1, "expected a tag");
	expect_error(HEADER "Hand one\n", ESCOPA_E_PARSE, 4, "hand number");
	expect_error(HEADER "Hand 2\n", ESCOPA_E_PARSE, 4, "hand 1, not 2");
	expect_error(HEADER "Hand 1\n[Event \"late\"]\n", ESCOPA_E_PARSE, 5, "before the first hand");
	expect_error(HEADER "Hand 1\n1 7o\n", ESCOPA_E_PARSE, 5, "numbered line");
	expect_error(HEADER "Hand 1\n2. 7o\n", ESCOPA_E_PARSE, 5, "numbered 1");
	expect_error(HEADER "Hand 1\n1. zz\n", ESCOPA_E_PARSE, 5, "'zz' is not a card");
	expect_error(HEADER "Deck 1o\n", ESCOPA_E_PARSE, 4, "right after its Hand");
	expect_error(HEADER "Hand 1\nDeck 1o 2o\n", ESCOPA_E_DECK, 5, "every card");
	expect_error(HEADER "Hand 1\nDeck 1o xx\n", ESCOPA_E_PARSE, 5, "'xx' is not a card");

	/* embedded NUL, and too long */
	static const char with_nul[] = HEADER "Hand 1\n\0";
	expect_record_error(with_nul, sizeof with_nul - 1, ESCOPA_E_PARSE, 5, "NUL");
	size_t big = ESCOPA_RECORD_MAX_TEXT + 1;
	char *huge = malloc(big);
	ck_assert_ptr_nonnull(huge);
	memset(huge, '\n', big);
	memcpy(huge, HEADER, strlen(HEADER));
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_record *rec = NULL;
	ck_assert_status(escopa_record_parse(huge, big, &rec, &err), ESCOPA_E_PARSE);
	ck_assert_uint_eq(err.offset, ESCOPA_RECORD_MAX_TEXT);
	ck_assert_ok(escopa_record_parse(huge, big - 1, &rec, NULL));
	escopa_record_free(rec);
	free(huge);

	/* 33 tags */
	char many[4096];
	size_t n = (size_t)snprintf(many, sizeof many, HEADER);
	for (int i = 0; i <= ESCOPA_RECORD_MAX_TAGS; i++)
		n += (size_t)snprintf(many + n, sizeof many - n, "[T%d \"x\"]\n", i);
	expect_error(many, ESCOPA_E_PARSE, 4 + ESCOPA_RECORD_MAX_TAGS, "more than 32 tags");

	/* arguments */
	ck_assert_status(escopa_record_parse(NULL, 0, &rec, &err), ESCOPA_E_NULL);
	ck_assert_int_eq(err.status, ESCOPA_E_NULL);
	ck_assert_status(escopa_record_parse(HEADER, 10, NULL, &err), ESCOPA_E_NULL);
	err.version = 9;
	ck_assert_status(escopa_record_parse(HEADER, 10, &rec, &err), ESCOPA_E_INVALID);
}
END_TEST


START_TEST(record_reader_rejects_illegal_moves_with_line_and_reason)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOBA_DE_15, 2, 42);
	uint64_t rng = 8;
	play_out(rec, &rng, false, NULL);
	char *text = record_text(rec);
	size_t len = strlen(text);

	/* The first move of hand 2 played with a card its seat does not hold:
	 * the card the next seat plays on that line. */
	const char *hand2 = strstr(text, "Hand 2\n");
	ck_assert_ptr_nonnull(hand2);
	const char *line1 = strstr(hand2, "\n1. ") + 4;
	const char *next = strstr(line1, ", ") + 2;
	char other[8];
	size_t k = 0;
	while (next[k] != ' ' && next[k] != ',' && next[k] != '\n' && k < 7) {
		other[k] = next[k];
		k++;
	}
	other[k] = '\0';
	char *bad = malloc(len + 16);
	ck_assert_ptr_nonnull(bad);
	size_t at = (size_t)(line1 - text);
	size_t end = at;
	while (text[end] != ',' && text[end] != '\n')
		end++;
	snprintf(bad, len + 16, "%.*s%s%s", (int)at, text, other, text + end);
	size_t line = line_of(text, "Hand 2\n") + 1;
	expect_record_error(bad, strlen(bad), ESCOPA_E_ILLEGAL, line, "does not hold");

	/* a move after the game is over */
	snprintf(bad, len + 16, "%s1. %s\n", text, other);
	size_t lines = line_of(bad, "\n1. ");
	(void)lines;
	struct escopa_record *back = (struct escopa_record *)(uintptr_t)SENTINEL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_record_parse(bad, strlen(bad), &back, &err), ESCOPA_E_PARSE);
	ck_assert(err.status == ESCOPA_E_PHASE || err.status == ESCOPA_E_PARSE);
	/* a hand after the game is over */
	snprintf(bad, len + 16, "%sHand 99\n", text);
	ck_assert_status(escopa_record_parse(bad, strlen(bad), &back, &err), ESCOPA_E_PARSE);
	ck_assert_int_eq(err.status, ESCOPA_E_PHASE);
	ck_assert_ptr_nonnull(strstr(err.message, "the game is over"));
	ck_assert_ptr_eq(back, (struct escopa_record *)(uintptr_t)SENTINEL);

	/* every truncation either reads (a shorter game) or fails cleanly */
	for (size_t cut = 0; cut < len; cut += 3) {
		struct escopa_record *part = NULL;
		enum escopa_status rc = escopa_record_parse(text, cut, &part, &err);
		ck_assert(rc == ESCOPA_OK || rc == ESCOPA_E_PARSE);
		if (rc == ESCOPA_OK)
			escopa_record_free(part);
	}
	/* binary noise */
	uint64_t noise = 3;
	for (int i = 0; i < 2000; i++) {
		size_t n = (size_t)(next_random(&noise) % 400);
		for (size_t b = 0; b < n; b++)
			bad[b] = (char)next_random(&noise);
		struct escopa_record *part = NULL;
		enum escopa_status rc = escopa_record_parse(bad, n, &part, NULL);
		ck_assert(rc == ESCOPA_OK || rc == ESCOPA_E_PARSE);
		if (rc == ESCOPA_OK)
			escopa_record_free(part);
	}
	/* random byte changes: read only if the game accepts every move */
	for (int i = 0; i < 3000; i++) {
		memcpy(bad, text, len);
		bad[next_random(&noise) % len] = (char)(' ' + next_random(&noise) % 95);
		struct escopa_record *part = NULL;
		enum escopa_status rc = escopa_record_parse(bad, len, &part, NULL);
		ck_assert(rc == ESCOPA_OK || rc == ESCOPA_E_PARSE);
		if (rc == ESCOPA_OK)
			escopa_record_free(part);
	}
	free(bad);
	free(text);
	escopa_record_free(rec);
}
END_TEST


/* ---- matches ---- */

/* Plays a whole match through the record: each game with play_out(),
 * escopa_record_next_game() between games. */
static int
play_match(struct escopa_record *rec, uint64_t *rng, bool decks)
{
	int games = 1;
	for (;;) {
		play_out(rec, rng, decks, NULL);
		struct escopa_game *game = game_of(rec);
		int over = 0;
		ck_assert_ok(escopa_game_match_over(game, &over));
		escopa_game_free(game);
		if (over)
			return games;
		ck_assert_ok(escopa_record_next_game(rec));
		games++;
	}
}

/* doc/rules.md, section A game and a match, a match in a record (the Brazilian
 * Escopa description: "a match is 4 games"): a line `Game N` starts games 2..
 * of the match, before their `Hand 1`; the reader calls
 * escopa_record_next_game() for it; the text reads back to the same record and
 * game, and every position of the record is replayed across the games. */
START_TEST(record_keeps_a_match)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOPA_MATCH, players, 3);
		uint64_t rng = 17 + (uint64_t)players;
		int games = play_match(rec, &rng, players == 3);
		ck_assert_int_ge(games, 4);
		char *text = record_text(rec);
		for (int g = 2; g <= games; g++) {
			char line[32];
			snprintf(line, sizeof line, "\nGame %d\n\nHand 1\n", g);
			ck_assert_msg(strstr(text, line), "no '%s' in\n%s", line, text);
		}
		ck_assert_ptr_null(strstr(text, "Game 1\n"));
		ck_assert_ptr_nonnull(strstr(text, "; match over: side "));
		assert_text_round_trip(rec, text);

		/* every position, across the games */
		size_t moves = 0;
		ck_assert_ok(escopa_record_move_count(rec, &moves));
		struct escopa_game *at = game_of(rec), *last = game_of(rec);
		ck_assert_ok(escopa_record_game_at(rec, moves, at));
		int equal = 0;
		ck_assert_ok(escopa_game_equal(at, last, &equal));
		ck_assert(equal);
		escopa_game_free(at);
		escopa_game_free(last);
		free(text);
		escopa_record_free(rec);
	}
}
END_TEST

/* Game lines are refused where the match does not allow them. */
START_TEST(record_refuses_misplaced_game_lines)
{
	struct escopa_record *rec = new_record(ESCOPA_PRESET_ESCOPA_MATCH, 2, 3);
	ck_assert_status(escopa_record_next_game(NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_next_game(rec), ESCOPA_E_PHASE);   /* in play */
	uint64_t rng = 5;
	play_out(rec, &rng, false, NULL);
	char *text = record_text(rec);
	ck_assert_ok(escopa_record_next_game(rec));
	char *two = record_text(rec);
	ck_assert_ptr_nonnull(strstr(two, "\nGame 2\n\nHand 1\n"));

	/* the wrong number, a number that is not one, a Game line in play */
	size_t n = strlen(text);
	char *bad = malloc(n + 64);
	ck_assert_ptr_nonnull(bad);
	size_t lines = 1;
	for (const char *p = text; *p; p++)
		lines += *p == '\n';
	snprintf(bad, n + 64, "%sGame 3\n", text);
	expect_error(bad, ESCOPA_E_PARSE, lines, "the next game is game 2, not 3");
	snprintf(bad, n + 64, "%sGame x\n", text);
	expect_error(bad, ESCOPA_E_PARSE, lines, "expected a game number");
	expect_error(HEADER "\nHand 1\nGame 2\n", ESCOPA_E_PHASE, 6, "the game is not over");
	free(bad);

	/* a single game's record ends with its game */
	struct escopa_record *one = new_record(ESCOPA_PRESET_ESCOPA, 2, 3);
	play_out(one, &rng, false, NULL);
	ck_assert_status(escopa_record_next_game(one), ESCOPA_E_PHASE);
	char *single = record_text(one);
	n = strlen(single);
	bad = malloc(n + 64);
	ck_assert_ptr_nonnull(bad);
	lines = 1;
	for (const char *p = single; *p; p++)
		lines += *p == '\n';
	snprintf(bad, n + 64, "%sGame 2\n", single);
	expect_error(bad, ESCOPA_E_PHASE, lines, "the match is over");
	free(bad);
	free(single);
	escopa_record_free(one);
	free(two);
	free(text);
	escopa_record_free(rec);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("record");
	TCase *tc = tcase_create("records");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, record_new_starts_the_same_game_as_game_new);
	tcase_add_test(tc, record_tags_follow_their_rules);
	tcase_add_test(tc, record_play_refuses_what_the_game_refuses);
	tcase_add_test(tc, record_keeps_a_long_rules_text);
	tcase_add_test(tc, record_keeps_misdeals);
	tcase_add_test(tc, record_text_has_tags_hands_and_numbered_lines);
	tcase_add_test(tc, record_text_reads_back_to_the_same_game);
	tcase_add_test(tc, record_reader_takes_comments_blanks_and_crlf);
	tcase_add_test(tc, record_reader_rejects_malformed_text);
	tcase_add_test(tc, record_reader_rejects_illegal_moves_with_line_and_reason);
	tcase_add_test(tc, record_lists_its_tags_in_header_order);
	tcase_add_test(tc, record_gives_back_its_deals_and_every_position);
	tcase_add_test(tc, record_deal_and_game_at_refuse_bad_arguments);
	tcase_add_test(tc, record_keeps_a_match);
	tcase_add_test(tc, record_refuses_misplaced_game_lines);
	suite_add_tcase(s, tc);
	return s;
}
