/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The text of a game record (doc/record.md): its tags, hands and numbered
 * lines, reading it back by replaying it, comments, blanks and CRLF, and
 * matches; a record whose text is malformed or whose moves are illegal is
 * rejected with the line and the reason.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "record-helpers.h"

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
	Suite *s = suite_create("record-text");
	TCase *tc;

	tc = tcase_create("records");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, record_text_has_tags_hands_and_numbered_lines);
	tcase_add_test(tc, record_text_reads_back_to_the_same_game);
	tcase_add_test(tc, record_reader_takes_comments_blanks_and_crlf);
	tcase_add_test(tc, record_reader_rejects_malformed_text);
	tcase_add_test(tc, record_reader_rejects_illegal_moves_with_line_and_reason);
	tcase_add_test(tc, record_keeps_a_match);
	tcase_add_test(tc, record_refuses_misplaced_game_lines);
	suite_add_tcase(s, tc);
	return s;
}
