/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile records: text the reader must refuse, illegal moves with their
 * line, hostile calls to the record API, and the text length limit.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hostile-helpers.h"

static char *
record_text(const struct escopa_record *record, size_t *length)
{
	ck_assert_ok(escopa_record_format(record, NULL, 0, length));
	char *text = malloc(*length + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_ok(escopa_record_format(record, text, *length + 1, length));
	return text;
}

/* A record of a few hands of a seeded game. */
static struct escopa_record *
played_record(enum escopa_preset preset, int players, int steps)
{
	struct escopa_rules *rules = NULL;
	struct escopa_record *record = NULL;
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	ck_assert_ok(escopa_rules_new(preset, &rules));
	ck_assert_ok(escopa_record_new(rules, players, 99, &record));
	escopa_rules_free(rules);
	ck_assert_ok(escopa_record_set_tag(record, "Event", "hostile"));
	uint64_t rng = 99;
	for (int i = 0; i < steps; i++) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_record_game(record, game));
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_record_next_hand(record, NULL, 0));
			continue;
		}
		escopa_move_t move;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_record_play(record, move));
	}
	escopa_game_free(game);
	return record;
}

static void
assert_record_refused(const char *text, size_t length, const char *why)
{
	char *copy = exact_copy(text, length);
	struct escopa_record *record = SENTINEL_PTR;
	struct escopa_parse_error error = new_error();
	enum escopa_status rc = escopa_record_parse(copy, length, &record, &error);
	ck_assert_msg(rc == ESCOPA_E_PARSE, "%s: %s", why, escopa_status_name(rc));
	ck_assert_ptr_eq(record, SENTINEL_PTR);
	ck_assert_msg(error.status != ESCOPA_OK, "%s: error status OK", why);
	ck_assert_msg(error.offset <= length, "%s: error offset %zu of %zu", why, error.offset,
		      length);
	ck_assert_msg(error.line >= 1 && error.message[0], "%s: no line or message", why);
	free(copy);
}

START_TEST(record_refuses_hostile_text)
{
	assert_record_refused("", 0, "empty");
	assert_record_refused("\n\n\n", 3, "blank lines");
	assert_record_refused("[Rules \"escoba\"", 15, "an open tag");
	assert_record_refused("[Rules \"poker\"]\n[Players \"2\"]\n[Seed \"1\"]\n", 40,
			      "no such rules");

	char binary[512];
	for (int i = 0; i < 512; i++)
		binary[i] = (char)(i * 7);
	assert_record_refused(binary, sizeof binary, "binary");

	struct escopa_record *record = played_record(ESCOPA_PRESET_ESCOBA, 2, 60);
	size_t length;
	char *text = record_text(record, &length);

	/* A NUL at the end, and inside. */
	char *with_nul = exact_copy(text, length + 1);
	assert_record_refused(with_nul, length + 1, "a NUL at the end");
	with_nul[length / 2] = '\0';
	assert_record_refused(with_nul, length, "a NUL inside");
	free(with_nul);

	/* Over the length limit: the record followed by blank lines. */
	char *huge = huge_text("\n", ESCOPA_RECORD_MAX_TEXT + 1);
	memcpy(huge, text, length);
	assert_record_refused(huge, ESCOPA_RECORD_MAX_TEXT + 1, "over 1 MiB");
	free(huge);

	/* Cut anywhere in the header: refused. */
	const char *moves = strstr(text, "\n\n");
	ck_assert_ptr_nonnull(moves);
	for (size_t cut = 0; cut < (size_t)(moves - text); cut += 3) {
		struct escopa_record *r = SENTINEL_PTR;
		enum escopa_status rc = escopa_record_parse(text, cut, &r, NULL);
		if (rc == ESCOPA_OK) {
			/* Only a cut after a whole tag line can read. */
			ck_assert_msg(cut > 0 && (text[cut - 1] == '\n' || text[cut - 1] == ']'),
				      "a header cut at %zu read", cut);
			escopa_record_free(r);
		} else {
			ck_assert_status(rc, ESCOPA_E_PARSE);
			ck_assert_ptr_eq(r, SENTINEL_PTR);
		}
	}
	/* Cut anywhere: read as a shorter game or refused, never more. */
	size_t total = 0;
	ck_assert_ok(escopa_record_move_count(record, &total));
	for (size_t cut = 0; cut <= length; cut++) {
		char *copy = exact_copy(text, cut);
		struct escopa_record *r = SENTINEL_PTR;
		enum escopa_status rc = escopa_record_parse(copy, cut, &r, NULL);
		if (rc == ESCOPA_OK) {
			size_t count = 0;
			ck_assert_ok(escopa_record_move_count(r, &count));
			ck_assert_uint_le(count, total);
			escopa_record_free(r);
		} else {
			ck_assert_status(rc, ESCOPA_E_PARSE);
			ck_assert_ptr_eq(r, SENTINEL_PTR);
		}
		free(copy);
	}
	free(text);
	escopa_record_free(record);
}
END_TEST

START_TEST(record_refuses_illegal_moves)
{
	struct escopa_record *record = played_record(ESCOPA_PRESET_ESCOPA, 2, 12);
	size_t length;
	char *text = record_text(record, &length);
	/* The first move line "1. A, B" gets a card nobody holds: a card
	 * of the stock, so it exists and is not in hand. */
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	ck_assert_ok(escopa_record_game(record, game));
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	size_t n_stock = 0;
	ck_assert_ok(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &n_stock));
	ck_assert_uint_gt(n_stock, 0);
	char card_text[16];
	size_t card_len;
	ck_assert_ok(escopa_card_format(stock[n_stock - 1], ESCOPA_STYLE_ASCII, card_text,
					sizeof card_text, &card_len));

	char *line = strstr(text, "\n1. ");
	ck_assert_ptr_nonnull(line);
	line += 4;
	size_t move_len = strcspn(line, ",\n");
	size_t n = length + sizeof card_text;
	char *bad = malloc(n);
	int prefix = (int)(line - text);
	snprintf(bad, n, "%.*s%s%s", prefix, text, card_text, line + move_len);
	size_t bad_len = strlen(bad);

	/* The line of the bad move. */
	size_t want_line = 1;
	for (int i = 0; i < prefix; i++)
		want_line += text[i] == '\n';

	struct escopa_record *r = SENTINEL_PTR;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_record_parse(bad, bad_len, &r, &error), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(r, SENTINEL_PTR);
	ck_assert_msg(error.status == ESCOPA_E_ILLEGAL, "an illegal move's error says %s",
		      escopa_status_name(error.status));
	ck_assert_uint_eq(error.line, want_line);
	ck_assert_msg(error.message[0] != '\0', "no reason given");

	free(bad);
	escopa_game_free(game);
	free(text);
	escopa_record_free(record);
}
END_TEST

START_TEST(record_api_refuses_hostile_calls)
{
	struct escopa_record *record = played_record(ESCOPA_PRESET_ESCOBA_DE_15, 3, 10);
	size_t length;
	char *before = record_text(record, &length);

	char long_value[ESCOPA_RECORD_MAX_TAG_LENGTH + 2];
	memset(long_value, 'v', sizeof long_value - 1);
	long_value[sizeof long_value - 1] = '\0';
	static const char *const bad_keys[] = {
		"", "has space", "has\"quote", "]", "Rules", "Players", "Seed",
		"k\xc3\xa9y", "K123456789012345678901234567890123",
	};
	for (size_t i = 0; i < sizeof bad_keys / sizeof bad_keys[0]; i++)
		ck_assert_msg(escopa_record_set_tag(record, bad_keys[i], "x") == ESCOPA_E_INVALID,
			      "key '%s' taken", bad_keys[i]);
	const char *const bad_values[] = {
		"line\nbreak", "tab\there", "\x01", "\x7f", "\xff\xfe", "\xc3", "\xe2\x99",
		"\xc0\x80", long_value,
	};
	for (size_t i = 0; i < sizeof bad_values / sizeof bad_values[0]; i++)
		ck_assert_msg(escopa_record_set_tag(record, "Note", bad_values[i]) == ESCOPA_E_INVALID,
			      "value %zu taken", i);
	ck_assert_status(escopa_record_set_tag(NULL, "Note", "x"), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(record, NULL, "x"), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_set_tag(record, "Note", NULL), ESCOPA_E_NULL);

	/* Moves that are not moves, or not legal. */
	ck_assert_status(escopa_record_play(record, 0), ESCOPA_E_MOVE);
	ck_assert_status(escopa_record_play(record, UINT64_MAX), ESCOPA_E_MOVE);
	escopa_move_t trail_7o = 0;
	ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, ESCOPA_SEVEN_OF_COINS, 0, &trail_7o));
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	ck_assert_ok(escopa_record_game(record, game));
	if (escopa_game_is_legal(game, trail_7o) != ESCOPA_OK)
		ck_assert_status(escopa_record_play(record, trail_7o), ESCOPA_E_ILLEGAL);
	/* A deal in the middle of a hand, and bad decks. */
	escopa_card_t deck[41];
	for (int i = 0; i < 41; i++)
		deck[i] = i % 40;
	ck_assert_status(escopa_record_next_hand(record, NULL, 0), ESCOPA_E_PHASE);
	enum escopa_status rc = escopa_record_next_hand(record, deck, 41);
	ck_assert_msg(rc == ESCOPA_E_PHASE || rc == ESCOPA_E_DECK, "41 cards dealt: %s",
		      escopa_status_name(rc));
	ck_assert_status(escopa_record_next_hand(NULL, NULL, 0), ESCOPA_E_NULL);

	size_t count = SENTINEL, moves = 0;
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_ok(escopa_record_move_count(record, &moves));
	ck_assert_status(escopa_record_move(record, moves, &move), ESCOPA_E_INVALID);
	ck_assert_status(escopa_record_move(record, SIZE_MAX, &move), ESCOPA_E_INVALID);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	char buf[8];
	ck_assert_status(escopa_record_tag(record, "NoSuchTag", buf, sizeof buf, &count),
			 ESCOPA_E_INVALID);
	ck_assert_uint_eq(count, SENTINEL);

	size_t after_len;
	char *after = record_text(record, &after_len);
	ck_assert_uint_eq(after_len, length);
	ck_assert_str_eq(after, before);

	/* The 33rd tag is refused. */
	for (int i = 0;; i++) {
		char key[16];
		snprintf(key, sizeof key, "Tag%d", i);
		rc = escopa_record_set_tag(record, key, "v");
		if (rc != ESCOPA_OK) {
			ck_assert_status(rc, ESCOPA_E_INVALID);
			ck_assert_int_le(i, ESCOPA_RECORD_MAX_TAGS);
			break;
		}
		ck_assert_int_lt(i, ESCOPA_RECORD_MAX_TAGS);
	}

	free(after);
	escopa_game_free(game);
	free(before);
	escopa_record_free(record);
}
END_TEST

/* The length the record keeps of its text is the length it writes. */
static void
assert_text_length(const struct escopa_record *record)
{
	size_t kept = 0, written = 0;
	ck_assert_ok(escopa_record_text_length(record, &kept));
	ck_assert_ok(escopa_record_format(record, NULL, 0, &written));
	ck_assert_uint_eq(kept, written);
	ck_assert_uint_le(kept, ESCOPA_RECORD_MAX_TEXT);
}

/* Drops the comment lines (the reader does not need them). */
static size_t
strip_comments(char *text, size_t length)
{
	size_t out = 0;
	for (size_t i = 0; i < length;) {
		const char *nl = memchr(text + i, '\n', length - i);
		size_t end = nl ? (size_t)(nl - text) + 1 : length;
		if (text[i] != ';') {
			memmove(text + out, text + i, end - i);
			out += end - i;
		}
		i = end;
	}
	return out;
}

/*
 * A record refuses, with ESCOPA_E_FULL and nothing changed, the move or
 * deal that would take its text past ESCOPA_RECORD_MAX_TEXT, so whatever it
 * writes reads back: with 1.2 a 100,000-move game wrote 1,085,162 bytes
 * that escopa_record_parse() refused. The game that reaches the limit has
 * no scoring but sweeps, a target of 1000 for each of 4 sides, and players
 * that trail rather than sweep, so that it lasts thousands of hands; and
 * misdeals (initial_table=redeal).
 */
START_TEST(record_text_stays_within_the_limit)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_DE_15, &rules));
	static const enum escopa_option off[] = {
		ESCOPA_OPT_PARTNERSHIPS, ESCOPA_OPT_SCORE_CARDS, ESCOPA_OPT_SCORE_COINS,
		ESCOPA_OPT_SCORE_SEVEN_OF_COINS, ESCOPA_OPT_SEVENS, ESCOPA_OPT_ALL_COINS,
		ESCOPA_OPT_PRIMIERA, ESCOPA_OPT_NAPOLA,
	};
	for (size_t i = 0; i < sizeof off / sizeof off[0]; i++)
		ck_assert_ok(escopa_rules_set(rules, off[i], 0));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_TARGET, 1000));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE));
	struct escopa_record *record = NULL;
	ck_assert_ok(escopa_record_new(rules, 4, 2026, &record));
	escopa_rules_free(rules);
	assert_text_length(record);
	ck_assert_ok(escopa_record_set_tag(record, "Event", "the longest game"));
	assert_text_length(record);

	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	struct escopa_game *trial = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	uint64_t rng = 5;
	escopa_move_t refused_move = 0;
	bool refused_deal = false;
	size_t steps = 0;
	for (;; steps++) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_record_game(record, game));
		ck_assert_ok(escopa_game_phase(game, &phase));
		ck_assert_msg(phase != ESCOPA_PHASE_GAME_OVER, "the game ended first");
		enum escopa_status rc;
		escopa_move_t move = 0;
		if (phase != ESCOPA_PHASE_PLAYING) {
			rc = escopa_record_next_hand(record, NULL, 0);
		} else {
			ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
			struct escopa_play_result res = { .version = ESCOPA_PLAY_RESULT_VERSION };
			ck_assert_ok(escopa_game_copy(trial, game));
			ck_assert_ok(escopa_game_play(trial, move, &res));
			if (res.flags & ESCOPA_PLAYED_SWEEP) {
				escopa_move_t list[256];
				size_t n = 0;
				ck_assert_ok(escopa_game_moves(game, list, 256, &n));
				for (size_t i = 0; i < n && i < 256; i++) {
					if (ESCOPA_MOVE_KIND(list[i]) == ESCOPA_MOVE_TRAIL)
						move = list[i];
				}
			}
			rc = escopa_record_play(record, move);
		}
		if (rc == ESCOPA_E_FULL) {
			refused_move = move;
			refused_deal = move == 0;
			break;
		}
		ck_assert_ok(rc);
		if (steps % 4099 == 0)
			assert_text_length(record);
	}

	/* Full: the refusal changed nothing, and the text reads back. */
	size_t moves = 0, length = 0;
	ck_assert_ok(escopa_record_move_count(record, &moves));
	ck_assert_uint_gt(moves, 50000);
	assert_text_length(record);
	char *text = record_text(record, &length);
	ck_assert_uint_gt(length, ESCOPA_RECORD_MAX_TEXT - 200);
	ck_assert_status(refused_deal ? escopa_record_next_hand(record, NULL, 0)
				      : escopa_record_play(record, refused_move), ESCOPA_E_FULL);
	char long_value[ESCOPA_RECORD_MAX_TAG_LENGTH + 1];
	memset(long_value, 'v', sizeof long_value - 1);
	long_value[sizeof long_value - 1] = '\0';
	ck_assert_status(escopa_record_set_tag(record, "Note", long_value), ESCOPA_E_FULL);
	ck_assert_status(escopa_record_set_tag(record, "Event", long_value), ESCOPA_E_FULL);
	size_t after_moves = 0, after_length = 0;
	ck_assert_ok(escopa_record_move_count(record, &after_moves));
	ck_assert_uint_eq(after_moves, moves);
	char *again = record_text(record, &after_length);
	ck_assert_uint_eq(after_length, length);
	ck_assert_int_eq(memcmp(again, text, length), 0);
	free(again);
	char event[64];
	size_t event_len;
	ck_assert_ok(escopa_record_tag(record, "Event", event, sizeof event, &event_len));
	ck_assert_str_eq(event, "the longest game");

	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_record *back = NULL;
	ck_assert_ok(escopa_record_parse(text, length, &back, &err));
	assert_text_length(back);
	char *back_text = record_text(back, &after_length);
	ck_assert_uint_eq(after_length, length);
	ck_assert_int_eq(memcmp(back_text, text, length), 0);
	free(back_text);
	escopa_record_free(back);

	/* A text within the limit whose record would not be: the same game
	 * without its comments, and the refused move or deal after it. */
	length = strip_comments(text, length);
	char tail[128];
	if (refused_deal) {
		struct escopa_game *next = NULL;
		int number = 0;
		ck_assert_ok(escopa_game_clone(game, &next));
		ck_assert_ok(escopa_game_next_hand(next));
		ck_assert_ok(escopa_game_hand_number(next, &number));
		escopa_game_free(next);
		snprintf(tail, sizeof tail, "\nHand %d\n", number);
	} else {
		size_t deals = 0, first = 0, count = 0;
		ck_assert_ok(escopa_record_deal_count(record, &deals));
		ck_assert_ok(escopa_record_deal(record, deals - 1, &first, NULL, 0, &count));
		size_t k = moves - first;
		char move_text[96];
		size_t move_len;
		ck_assert_ok(escopa_move_format(refused_move, ESCOPA_STYLE_ASCII, move_text,
						sizeof move_text, &move_len));
		if (k % 4 == 0) {
			snprintf(tail, sizeof tail, "%zu. %s\n", k / 4 + 1, move_text);
		} else {
			length--; /* continues the last line */
			snprintf(tail, sizeof tail, ", %s\n", move_text);
		}
	}
	memcpy(text + length, tail, strlen(tail));
	length += strlen(tail);
	ck_assert_uint_le(length, ESCOPA_RECORD_MAX_TEXT);
	back = SENTINEL_PTR;
	ck_assert_status(escopa_record_parse(text, length, &back, &err), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(back, SENTINEL_PTR);
	ck_assert_status(err.status, ESCOPA_E_FULL);
	ck_assert_msg(strstr(err.message, "1 MiB") != NULL, "%s", err.message);
	free(text);

	/* A deck dealt before the first move replaces the seed's deal in the
	 * text: the kept length follows. */
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	struct escopa_record *decked = NULL;
	ck_assert_ok(escopa_record_new(rules, 2, 1, &decked));
	escopa_rules_free(rules);
	escopa_card_t deck[40];
	for (int i = 0; i < 40; i++)
		deck[i] = (escopa_card_t)(39 - i);
	ck_assert_ok(escopa_record_next_hand(decked, deck, 40));
	assert_text_length(decked);
	ck_assert_status(escopa_record_text_length(NULL, &length), ESCOPA_E_NULL);
	ck_assert_status(escopa_record_text_length(decked, NULL), ESCOPA_E_NULL);
	escopa_record_free(decked);

	escopa_game_free(trial);
	escopa_game_free(game);
	escopa_record_free(record);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("hostile-records");
	TCase *tc;

	tc = tcase_create("records");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, record_refuses_hostile_text);
	tcase_add_test(tc, record_refuses_illegal_moves);
	tcase_add_test(tc, record_api_refuses_hostile_calls);
	tcase_add_test(tc, record_text_stays_within_the_limit);
	suite_add_tcase(s, tc);
	return s;
}
