/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-record: game records.
 *
 * - An input that does not start with byte 0xFF is record text for
 *   escopa_record_parse(). A record that reads must hold a game that
 *   satisfies every invariant, and must write text that reads back as the
 *   same record (same moves, same game, tags, deals and positions) and
 *   writes the same text again.
 * - An input that starts with 0xFF drives the record API: a new record of
 *   some preset, players and seed, then tags with arbitrary keys and
 *   values, legal and arbitrary moves, deals from the seed or from
 *   arbitrary decks, and the next games of a match. A refused call must
 *   change nothing; at the end the record must survive the same text
 *   round trip.
 */

#include <stdlib.h>
#include <string.h>
#include "fuzz-common.h"

#define SENTINEL_RECORD ((struct escopa_record *)(uintptr_t)0x5A5A5A5A)
#define MAX_OPS 400

static char *
format_record(const struct escopa_record *record, size_t *length)
{
	size_t again = 0;
	FUZZ_OK(escopa_record_format(record, NULL, 0, length));
	char *text = malloc(*length + 1);
	FUZZ_CHECK(text != NULL, "out of memory");
	if (*length > 0) {
		memset(text, 'x', *length);
		FUZZ_OK(escopa_record_format(record, text, *length, &again));
		FUZZ_CHECK(again == *length && text[0] == '\0',
			   "record text that does not fit was not the empty string");
	}
	FUZZ_OK(escopa_record_format(record, text, *length + 1, &again));
	FUZZ_CHECK(again == *length && strlen(text) == *length, "record text of %zu bytes, then %zu",
		   *length, strlen(text));
	return text;
}

/* The recorded game's state, in a game of its own. */
static struct escopa_game *
record_game(const struct escopa_record *record)
{
	struct escopa_game *game = fuzz_new_game(ESCOPA_PRESET_ESCOPA, 2, 1);
	FUZZ_OK(escopa_record_game(record, game));
	return game;
}

/* Since 1.2: the tags, the deals and the replayed positions of a record
 * and of the record read back from its text agree. */
static void
check_same_insides(const struct escopa_record *record, const struct escopa_record *back,
		   size_t moves, const struct escopa_game *game)
{
	size_t tags = 0, tags2 = 0;
	FUZZ_OK(escopa_record_tag_count(record, &tags));
	FUZZ_OK(escopa_record_tag_count(back, &tags2));
	FUZZ_CHECK(tags == tags2 && tags >= 3, "%zu tags, %zu read back", tags, tags2);
	for (size_t i = 0; i < tags; i++) {
		char key[40], key2[40], value[300], value2[300];
		size_t len = 0;
		FUZZ_OK(escopa_record_tag_key(record, i, key, sizeof key, &len));
		FUZZ_OK(escopa_record_tag_key(back, i, key2, sizeof key2, &len));
		FUZZ_CHECK(strcmp(key, key2) == 0, "tag %zu is %s, then %s", i, key, key2);
		FUZZ_OK(escopa_record_tag(record, key, value, sizeof value, &len));
		FUZZ_OK(escopa_record_tag(back, key, value2, sizeof value2, &len));
		FUZZ_CHECK(strcmp(value, value2) == 0, "tag %s differs when read back", key);
	}
	FUZZ_STATUS(escopa_record_tag_key(record, tags, NULL, 0, &tags2), ESCOPA_E_INVALID);

	size_t deals = 0, deals2 = 0, last_start = 0;
	FUZZ_OK(escopa_record_deal_count(record, &deals));
	FUZZ_OK(escopa_record_deal_count(back, &deals2));
	FUZZ_CHECK(deals == deals2 && deals >= 1, "%zu deals, %zu read back", deals, deals2);
	for (size_t d = 0; d < deals; d++) {
		escopa_card_t deck[ESCOPA_CARD_COUNT], deck2[ESCOPA_CARD_COUNT];
		size_t first = 0, first2 = 0, n = 0, n2 = 0;
		FUZZ_OK(escopa_record_deal(record, d, &first, deck, ESCOPA_CARD_COUNT, &n));
		FUZZ_OK(escopa_record_deal(back, d, &first2, deck2, ESCOPA_CARD_COUNT, &n2));
		FUZZ_CHECK(first == first2 && n == n2 && memcmp(deck, deck2, n * sizeof *deck) == 0,
			   "deal %zu differs when read back", d);
		FUZZ_CHECK(first >= last_start && first <= moves, "deal %zu starts at move %zu", d,
			   first);
		last_start = first;
	}

	/* the last position is the game; the start of the last deal is a game */
	struct escopa_game *at = fuzz_new_game(ESCOPA_PRESET_ESCOPA, 2, 1);
	FUZZ_OK(escopa_record_game_at(back, moves, at));
	fuzz_check_equal(at, game, "the position after the last move is not the game");
	FUZZ_OK(escopa_record_game_at(record, last_start, at));
	fuzz_check_game(at);
	FUZZ_STATUS(escopa_record_game_at(record, moves + 1, at), ESCOPA_E_INVALID);
	escopa_game_free(at);
}

/* The record writes text that reads back as the same record. */
static void
check_round_trip(const struct escopa_record *record)
{
	size_t length = 0, length2 = 0;
	char *text = format_record(record, &length);
	struct escopa_record *back = NULL;
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_record_parse(text, length, &back, &error);
	FUZZ_CHECK(rc == ESCOPA_OK, "a written record does not read back: %s (%s) at line %zu: %s\n%s",
		   escopa_status_name(rc), escopa_status_name(error.status), error.line,
		   error.message, text);
	fuzz_error_untouched(&error);

	char *text2 = format_record(back, &length2);
	FUZZ_CHECK(length2 == length && memcmp(text, text2, length) == 0,
		   "a record written twice differs:\n%s\n----\n%s", text, text2);

	size_t moves = 0, moves2 = 0;
	FUZZ_OK(escopa_record_move_count(record, &moves));
	FUZZ_OK(escopa_record_move_count(back, &moves2));
	FUZZ_CHECK(moves == moves2, "%zu moves, %zu read back", moves, moves2);
	for (size_t i = 0; i < moves; i++) {
		escopa_move_t a = 0, b = 0;
		FUZZ_OK(escopa_record_move(record, i, &a));
		FUZZ_OK(escopa_record_move(back, i, &b));
		FUZZ_CHECK(a == b, "move %zu differs when read back", i);
	}
	escopa_move_t none = 0;
	FUZZ_STATUS(escopa_record_move(record, moves, &none), ESCOPA_E_INVALID);
	FUZZ_CHECK(none == 0, "a failed escopa_record_move() wrote its move");

	struct escopa_game *game = record_game(record), *game2 = record_game(back);
	fuzz_check_game(game);
	fuzz_check_equal(game, game2, "a record read back holds another game");
	check_same_insides(record, back, moves, game);

	escopa_game_free(game2);
	escopa_game_free(game);
	free(text2);
	escopa_record_free(back);
	free(text);
}

static void
parse_text(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct escopa_record *record = SENTINEL_RECORD;
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_record_parse(text, size, &record, &error);
	if (rc != ESCOPA_OK) {
		FUZZ_STATUS(rc, ESCOPA_E_PARSE);
		FUZZ_CHECK(record == SENTINEL_RECORD, "a failed parse wrote its record");
		fuzz_error_filled(&error, rc, data, size, 1);
		return;
	}
	FUZZ_CHECK(memchr(data, '\0', size) == NULL, "a record with a NUL byte was read");
	fuzz_error_untouched(&error);
	check_round_trip(record);
	escopa_record_free(record);
}

/* A NUL-terminated copy of some input bytes. */
static char *
fuzz_string(struct fuzz_input *in, size_t max)
{
	size_t length = 0;
	const uint8_t *bytes = fuzz_bytes(in, max, &length);
	return fuzz_terminated(bytes, length);
}

/* The record did not change: same text, same game (`scratch` is any game
 * to read the recorded one into). */
static void
check_unchanged(const struct escopa_record *record, const char *text, size_t length,
		const struct escopa_game *game, struct escopa_game *scratch, const char *what)
{
	size_t now_length = 0;
	char *now = format_record(record, &now_length);
	FUZZ_CHECK(now_length == length && memcmp(now, text, length) == 0, "%s changed the record",
		   what);
	FUZZ_OK(escopa_record_game(record, scratch));
	fuzz_check_equal(scratch, game, what);
	free(now);
}

static void
drive_api(struct fuzz_input *in)
{
	struct escopa_rules *rules = NULL;
	FUZZ_OK(escopa_rules_new((enum escopa_preset)(fuzz_u8(in) % escopa_preset_count()), &rules));
	int players = fuzz_int(in);
	uint64_t seed = fuzz_u64(in);
	struct escopa_record *record = SENTINEL_RECORD;
	enum escopa_status rc = escopa_record_new(rules, players, seed, &record);
	if (players < 2 || players > 4) {
		FUZZ_STATUS(rc, ESCOPA_E_INVALID);
		FUZZ_CHECK(record == SENTINEL_RECORD, "a failed escopa_record_new() wrote its record");
		players = 2 + (players & 1);
		FUZZ_OK(escopa_record_new(rules, players, seed, &record));
	} else {
		FUZZ_OK(rc);
	}
	int jokers = 0;
	FUZZ_OK(escopa_rules_get(rules, ESCOPA_OPT_JOKERS, &jokers));
	escopa_rules_free(rules);

	/*
	 * The recorded game and the record's text as they are before each
	 * call, kept from one call to the next while nothing changes: most
	 * calls are refused, and writing a long record's text for each was
	 * most of the work. The text is written only before a call that may
	 * be refused.
	 */
	struct escopa_game *game = record_game(record), *scratch = record_game(record);
	char *before = NULL;
	size_t length = 0;
	for (int op = 0; op < MAX_OPS && !fuzz_input_empty(in); op++) {
		int call = fuzz_u8(in) % 7;
		int changed = 0;
		if (!before && (call == 0 || (call >= 3 && call <= 5)))
			before = format_record(record, &length);
		switch (call) {
		case 0: { /* a tag */
			char *key = fuzz_string(in, 40);
			char *value = fuzz_string(in, ESCOPA_RECORD_MAX_TAG_LENGTH + 8);
			rc = escopa_record_set_tag(record, key, value);
			changed = rc == ESCOPA_OK;
			if (rc != ESCOPA_OK) {
				FUZZ_STATUS(rc, ESCOPA_E_INVALID);
				check_unchanged(record, before, length, game, scratch, "a refused tag");
			} else {
				char buf[ESCOPA_RECORD_MAX_TAG_LENGTH + 1];
				size_t got = 0;
				FUZZ_OK(escopa_record_tag(record, key, buf, sizeof buf, &got));
				FUZZ_CHECK(got == strlen(value) && strcmp(buf, value) == 0,
					   "tag %s reads back as another value", key);
			}
			free(value);
			free(key);
			break;
		}
		case 1: { /* read a tag */
			char *key = fuzz_string(in, 40);
			char buf[16];
			size_t got = 12345;
			rc = escopa_record_tag(record, key, buf, sizeof buf, &got);
			if (rc != ESCOPA_OK) {
				FUZZ_STATUS(rc, ESCOPA_E_INVALID);
				FUZZ_CHECK(got == 12345, "a failed escopa_record_tag() wrote its length");
			} else {
				FUZZ_CHECK(got < sizeof buf ? strlen(buf) == got : buf[0] == '\0',
					   "tag buffer rule broken");
			}
			free(key);
			break;
		}
		case 2: { /* a legal move */
			escopa_move_t moves[128];
			size_t count = 0;
			if (escopa_game_moves(game, moves, 128, &count) != ESCOPA_OK)
				break;
			if (count > 128)
				count = 128;
			FUZZ_OK(escopa_record_play(record, moves[fuzz_u8(in) % count]));
			changed = 1;
			break;
		}
		case 3: { /* any move */
			escopa_move_t move = fuzz_u64(in);
			enum escopa_status legal = escopa_game_is_legal(game, move);
			rc = escopa_record_play(record, move);
			FUZZ_CHECK(rc == legal, "the record says %s to a move the game calls %s",
				   escopa_status_name(rc), escopa_status_name(legal));
			changed = rc == ESCOPA_OK;
			if (rc != ESCOPA_OK)
				check_unchanged(record, before, length, game, scratch, "a refused move");
			break;
		}
		case 4: { /* the next hand from the seed, or the next game */
			enum escopa_phase phase;
			int over = 0;
			FUZZ_OK(escopa_game_phase(game, &phase));
			FUZZ_OK(escopa_game_match_over(game, &over));
			if (phase == ESCOPA_PHASE_GAME_OVER) {
				rc = escopa_record_next_game(record);
				FUZZ_STATUS(rc, over ? ESCOPA_E_PHASE : ESCOPA_OK);
			} else {
				FUZZ_STATUS(escopa_record_next_game(record), ESCOPA_E_PHASE);
				rc = escopa_record_next_hand(record, NULL, 0);
				FUZZ_STATUS(rc, phase == ESCOPA_PHASE_PLAYING ? ESCOPA_E_PHASE : ESCOPA_OK);
			}
			changed = rc == ESCOPA_OK;
			if (rc != ESCOPA_OK)
				check_unchanged(record, before, length, game, scratch, "a refused deal");
			break;
		}
		case 5: { /* a shuffled deck, sometimes spoiled */
			escopa_card_t deck[ESCOPA_CARD_COUNT + 2];
			size_t n = fuzz_shuffled_deck(in, jokers, deck);
			uint8_t spoil = fuzz_u8(in);
			if (spoil == 1)
				deck[fuzz_u8(in) % n] = fuzz_int(in);
			else if (spoil == 2)
				n = fuzz_u8(in) % (ESCOPA_CARD_COUNT + 3);
			rc = escopa_record_next_hand(record, deck, n);
			changed = rc == ESCOPA_OK;
			if (rc != ESCOPA_OK) {
				FUZZ_CHECK(rc == ESCOPA_E_PHASE || rc == ESCOPA_E_DECK,
					   "escopa_record_next_hand() returned %s", escopa_status_name(rc));
				check_unchanged(record, before, length, game, scratch, "a refused deck");
			}
			break;
		}
		case 6: { /* a recorded move by any index */
			size_t count = 0;
			FUZZ_OK(escopa_record_move_count(record, &count));
			size_t index = fuzz_u16(in);
			escopa_move_t move = 0;
			rc = escopa_record_move(record, index, &move);
			FUZZ_STATUS(rc, index < count ? ESCOPA_OK : ESCOPA_E_INVALID);
			break;
		}
		}
		if (changed) {
			free(before);
			before = NULL;
			FUZZ_OK(escopa_record_game(record, game));
			fuzz_check_game(game);
		}
	}
	free(before);
	escopa_game_free(scratch);
	escopa_game_free(game);
	check_round_trip(record);
	escopa_record_free(record);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 0 && data[0] == 0xFF) {
		struct fuzz_input in;
		fuzz_input_init(&in, data + 1, size - 1);
		drive_api(&in);
	} else {
		parse_text(data, size);
	}
	return 0;
}
