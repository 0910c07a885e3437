/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Helpers of the record suites; see record-helpers.h. */

#include <stdlib.h>
#include <string.h>
#include "record-helpers.h"

struct escopa_record *
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
struct escopa_game *
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

char *
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

/* Plays random moves through the record until the game is over, dealing
 * some hands from a random deck, and logs it all if log is not NULL. */
void
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

void
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
struct escopa_record *
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
void
assert_text_round_trip(const struct escopa_record *rec, const char *text)
{
	struct escopa_record *back = read_back(rec, text, strlen(text));
	char *again = record_text(back);
	ck_assert_str_eq(text, again);
	free(again);
	escopa_record_free(back);
}

/* The line of text holding a needle, from 1. */
size_t
line_of(const char *text, const char *needle)
{
	const char *at = strstr(text, needle);
	ck_assert_msg(at, "'%s' not found", needle);
	size_t line = 1;
	for (const char *p = text; p < at; p++)
		line += *p == '\n';
	return line;
}
