/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile input across the whole API (issue 4, "Hardening"): empty, huge,
 * truncated and binary input to every reader, embedded NUL bytes, numbers
 * out of range, duplicate cards, a 41st card, a card in two places, and
 * impossible states. Each case asserts the exact status, that the object
 * it was given is unchanged, and that out-parameters were not written
 * (STYLE.md "Errors").
 *
 * This suite stays at the API's outer contract; the format suites test
 * the details of each format.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "fuzz/snapshot-crc.h"

#define SENTINEL 0x5A5A5A5A
#define SENTINEL_MOVE UINT64_C(0xDEADBEEFDEADBEEF)
#define SENTINEL_SET UINT64_C(0xDEADBEEFDEADBEEF)
#define SENTINEL_PTR ((void *)(uintptr_t)SENTINEL)

/* Bigger than any reader takes (a record's limit is 1 MiB). */
#define HUGE_SIZE ((size_t)1024 * 1024 + 4096)

static const enum escopa_style all_styles[] = {
	ESCOPA_STYLE_ASCII, ESCOPA_STYLE_FRENCH, ESCOPA_STYLE_FRENCH_ASCII,
	ESCOPA_STYLE_SPANISH, ESCOPA_STYLE_ITALIAN, ESCOPA_STYLE_ANY,
};
#define N_STYLES (sizeof all_styles / sizeof all_styles[0])

/* ------------------------------------------------------------------ */
/* helpers */

/* Plays n steps of a seeded random game (moves, and new hands). */
static void
play_steps(struct escopa_game *game, int n, uint64_t seed)
{
	uint64_t rng = seed;
	for (int i = 0; i < n; i++) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER)
			return;
		if (phase != ESCOPA_PHASE_PLAYING) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		escopa_move_t move;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
}

static struct escopa_game *
clone(const struct escopa_game *game)
{
	struct escopa_game *copy = NULL;
	ck_assert_ok(escopa_game_clone(game, &copy));
	return copy;
}

static struct escopa_parse_error
new_error(void)
{
	struct escopa_parse_error error;
	memset(&error, 0xA5, sizeof error);
	error.version = ESCOPA_PARSE_ERROR_VERSION;
	return error;
}

/* A failed reader filled its error: the status, a place within the input,
 * and a message. */
static void
assert_error(const struct escopa_parse_error *error, enum escopa_status status, size_t length)
{
	ck_assert_msg(error->status == status, "error status %s, expected %s",
		      escopa_status_name(error->status), escopa_status_name(status));
	ck_assert_msg(error->offset <= length, "error offset %zu past %zu bytes", error->offset,
		      length);
	ck_assert_msg(error->line >= 1 && error->column >= 1, "error at line %zu column %zu",
		      error->line, error->column);
	ck_assert_msg(memchr(error->message, '\0', sizeof error->message) != NULL,
		      "error message not terminated");
	ck_assert_msg(error->message[0] != '\0', "empty error message");
}

/* A heap copy of text bytes, without a terminating NUL, so that a reader
 * that reads past the length is caught by the sanitizers and valgrind. */
static char *
exact_copy(const char *text, size_t length)
{
	char *copy = malloc(length ? length : 1);
	ck_assert_ptr_nonnull(copy);
	memcpy(copy, text, length);
	return copy;
}

/* A NUL-terminated string of size bytes: pattern repeated. */
static char *
huge_text(const char *pattern, size_t size)
{
	char *text = malloc(size + 1);
	size_t plen = strlen(pattern);
	ck_assert_ptr_nonnull(text);
	for (size_t i = 0; i < size; i++)
		text[i] = pattern[i % plen];
	text[size] = '\0';
	return text;
}

static char *
position_of(const struct escopa_game *game, size_t *length)
{
	ck_assert_ok(escopa_game_format_position(game, NULL, 0, length));
	char *text = malloc(*length + 1);
	ck_assert_ptr_nonnull(text);
	ck_assert_ok(escopa_game_format_position(game, text, *length + 1, length));
	return text;
}

/* Where the value of the field "| label " starts in position text, and
 * its length: up to the next " |", or the end. */
static const char *
find_field(const char *position, const char *label, size_t *length)
{
	char key[32];
	snprintf(key, sizeof key, "| %s ", label);
	const char *at = strstr(position, key);
	ck_assert_msg(at != NULL, "no field %s in %s", label, position);
	const char *start = at + strlen(key);
	const char *end = strstr(start, " |");
	*length = end ? (size_t)(end - start) : strlen(start);
	return start;
}

/* Position text with one field's value replaced. Returns a new string. */
static char *
with_field(const char *position, const char *label, const char *value)
{
	size_t old_length;
	const char *start = find_field(position, label, &old_length);
	const char *end = start + old_length;
	size_t n = (size_t)(start - position) + strlen(value) + strlen(end) + 1;
	char *out = malloc(n);
	ck_assert_ptr_nonnull(out);
	snprintf(out, n, "%.*s%s%s", (int)(start - position), position, value, end);
	return out;
}

/* The value of a field, in a new string. */
static char *
field_value(const char *position, const char *label)
{
	size_t n;
	const char *start = find_field(position, label, &n);
	char *out = malloc(n + 1);
	ck_assert_ptr_nonnull(out);
	memcpy(out, start, n);
	out[n] = '\0';
	return out;
}

/*
 * Both position readers refuse text with ESCOPA_E_PARSE: no game is
 * created, the loaded game is unchanged, and the error says where.
 */
static void
assert_position_refused(const char *text, size_t length, const char *why)
{
	char *copy = exact_copy(text, length);
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 3, 5, NULL);
	play_steps(game, 4, 5);
	struct escopa_game *before = clone(game);
	struct escopa_game *parsed = SENTINEL_PTR;
	struct escopa_parse_error error = new_error();

	enum escopa_status rc = escopa_game_parse_position(copy, length, &parsed, &error);
	ck_assert_msg(rc == ESCOPA_E_PARSE, "%s: parsing returned %s for '%.200s'", why,
		      escopa_status_name(rc), text);
	ck_assert_msg(parsed == SENTINEL_PTR, "%s: a failed parse wrote its game", why);
	assert_error(&error, ESCOPA_E_PARSE, length);

	error = new_error();
	rc = escopa_game_load_position(game, copy, length, &error);
	ck_assert_msg(rc == ESCOPA_E_PARSE, "%s: loading returned %s", why, escopa_status_name(rc));
	assert_game_unchanged(game, before);
	assert_error(&error, ESCOPA_E_PARSE, length);
	ck_assert_status(escopa_game_load_position(game, copy, length, NULL), ESCOPA_E_PARSE);
	assert_game_unchanged(game, before);

	escopa_game_free(before);
	escopa_game_free(game);
	free(copy);
}

static void
assert_position_text_refused(const char *text, const char *why)
{
	assert_position_refused(text, strlen(text), why);
}

/* The position with one field's value replaced is refused. */
static void
assert_field_refused(const char *position, const char *label, const char *value,
		     const char *why)
{
	char *bad = with_field(position, label, value);
	assert_position_text_refused(bad, why);
	free(bad);
}

/* A game in the middle of a hand, with cards in every place. */
static struct escopa_game *
game_in_middle(enum escopa_preset preset, int players)
{
	struct escopa_game *game = new_game(preset, players, 31, NULL);
	play_steps(game, 2 * players + 1, 31);
	return game;
}

/* ------------------------------------------------------------------ */
/* cards and moves */

/*
 * Both readers of one kind of text (cards, moves) refuse text in a style:
 * the NUL-terminated one, and the one given the exact copy and its length,
 * which fills the error. Neither writes its out-parameter.
 */
typedef void (*refuse_fn)(const char *text, const char *copy, size_t length,
			  enum escopa_style style, struct escopa_parse_error *error);

static void
refuse_card(const char *text, const char *copy, size_t length, enum escopa_style style,
	    struct escopa_parse_error *error)
{
	escopa_card_t c = SENTINEL;
	ck_assert_msg(escopa_card_parse(text, style, &c) == ESCOPA_E_PARSE,
		      "'%s' parsed as a card", text);
	ck_assert_msg(escopa_card_read(copy, length, style, &c, error) == ESCOPA_E_PARSE,
		      "'%s' read as a card", text);
	ck_assert_int_eq(c, SENTINEL);
}

static void
refuse_move(const char *text, const char *copy, size_t length, enum escopa_style style,
	    struct escopa_parse_error *error)
{
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_msg(escopa_move_parse(text, style, &move) == ESCOPA_E_PARSE,
		      "'%s' parsed as a move", text);
	ck_assert_msg(escopa_move_read(copy, length, style, &move, error) == ESCOPA_E_PARSE,
		      "'%s' read as a move", text);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
}

/* Every text refused in every style, with the error filled. */
static void
assert_refused_in_every_style(const char *const *bad, size_t n, refuse_fn refuse)
{
	for (size_t s = 0; s < N_STYLES; s++) {
		for (size_t i = 0; i < n; i++) {
			size_t length = strlen(bad[i]);
			char *copy = exact_copy(bad[i], length);
			struct escopa_parse_error error = new_error();
			refuse(bad[i], copy, length, all_styles[s], &error);
			assert_error(&error, ESCOPA_E_PARSE, length);
			free(copy);
		}
	}
}

START_TEST(card_readers_refuse_hostile_text)
{
	static const char *const bad[] = {
		"", " ", "\t\n", "7", "o", "7 de", "Caball", "Rey d", "de Oros", "jk", "jk3",
		"Joker", "Joker 3", "0o", "11o", "-7o", "+7o", "7oo", "7o7o", "7o 5c",
		"99999999999999999999o", "18446744073709551617o", "7\xe2\x99", "\xe2\x99\xa6",
		"\xff\xfe\xfd", "7\x80", "\x01\x02\x03",
	};
	assert_refused_in_every_style(bad, sizeof bad / sizeof bad[0], refuse_card);
}
END_TEST

START_TEST(card_readers_refuse_huge_text)
{
	char *text = huge_text("7o ", HUGE_SIZE);
	escopa_card_t c = SENTINEL;
	escopa_cardset_t set = SENTINEL_SET;
	escopa_move_t move = SENTINEL_MOVE;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c), ESCOPA_E_PARSE);
	ck_assert_status(escopa_card_read(text, HUGE_SIZE, ESCOPA_STYLE_ANY, &c, &error),
			 ESCOPA_E_PARSE);
	assert_error(&error, ESCOPA_E_PARSE, HUGE_SIZE);
	ck_assert_status(escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set), ESCOPA_E_PARSE);
	ck_assert_status(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move), ESCOPA_E_PARSE);
	error = new_error();
	ck_assert_status(escopa_move_read(text, HUGE_SIZE, ESCOPA_STYLE_ANY, &move, &error),
			 ESCOPA_E_PARSE);
	assert_error(&error, ESCOPA_E_PARSE, HUGE_SIZE);
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL_SET);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	free(text);

	/* A long card name made of blanks around a valid one. */
	text = huge_text(" ", 100000);
	text[50000] = '7';
	text[50001] = 'o';
	ck_assert_status(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c), ESCOPA_E_PARSE);
	ck_assert_int_eq(c, SENTINEL);
	free(text);
}
END_TEST

START_TEST(length_readers_refuse_embedded_nul)
{
	static const struct {
		const char *text;
		size_t length;
		size_t nul;
	} cases[] = {
		{ "7o\0", 3, 2 },
		{ "\0" "7o", 3, 0 },
		{ "7\0o", 3, 1 },
		{ "7 de\0 Oros", 10, 4 },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char *copy = exact_copy(cases[i].text, cases[i].length);
		escopa_card_t c = SENTINEL;
		struct escopa_parse_error error = new_error();
		ck_assert_status(escopa_card_read(copy, cases[i].length, ESCOPA_STYLE_ANY, &c, &error),
				 ESCOPA_E_PARSE);
		ck_assert_int_eq(c, SENTINEL);
		assert_error(&error, ESCOPA_E_PARSE, cases[i].length);
		ck_assert_msg(error.offset <= cases[i].nul, "error at %zu, after the NUL at %zu",
			      error.offset, cases[i].nul);
		free(copy);
	}

	static const char move_nul[] = "7o x 8c\0";
	char *copy = exact_copy(move_nul, sizeof move_nul - 1);
	escopa_move_t move = SENTINEL_MOVE;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_move_read(copy, sizeof move_nul - 1, ESCOPA_STYLE_ANY, &move,
					  &error), ESCOPA_E_PARSE);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	assert_error(&error, ESCOPA_E_PARSE, sizeof move_nul - 1);
	/* Without the NUL the same text reads. */
	ck_assert_ok(escopa_move_read(copy, sizeof move_nul - 2, ESCOPA_STYLE_ANY, &move, NULL));
	free(copy);

	static const char rules_nul[] = "escoba\0 target=5";
	struct escopa_rules *rules = SENTINEL_PTR;
	error = new_error();
	ck_assert_status(escopa_rules_read(rules_nul, sizeof rules_nul - 1, &rules, &error),
			 ESCOPA_E_PARSE);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
	assert_error(&error, ESCOPA_E_PARSE, sizeof rules_nul - 1);
	ck_assert_uint_le(error.offset, 6);
}
END_TEST

START_TEST(move_readers_refuse_hostile_text)
{
	static const char *const bad[] = {
		"", " ", "x", "7o x", "7o x ", "x 7o", "7o on", "7o on ", "7o x x 8c", "7o x 8c x 1o",
		"7o x 8c+", "7o x +8c", "7o x 8c++1o", "7o x 8c+8c", "7o x 7o", "7o on 7o",
		"7ox8c", "7o x8c", "7o x 11c", "jk3 x 7o", "7o 8c", "7o x 8c on 1o",
		"\xff x \xfe", "7o x 8c\x01",
	};
	assert_refused_in_every_style(bad, sizeof bad / sizeof bad[0], refuse_move);

	/* A target of 40 cards plus the played card is too long for the
	 * NUL-terminated reader's 1024 bytes in the long styles. */
	char *text = huge_text("Caballo de Bastos + ", 2000);
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_status(escopa_move_parse(text, ESCOPA_STYLE_ANY, &move), ESCOPA_E_PARSE);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
	free(text);
}
END_TEST

START_TEST(move_values_out_of_range)
{
	static const uint64_t bad[] = {
		0, UINT64_MAX, UINT64_C(1) << 63, UINT64_C(1) << 42, UINT64_C(1) << 47,
		UINT64_C(1) << 54, UINT64_C(1) << 58,
		/* kind 0 and a card */
		UINT64_C(7) << 48,
		/* a trail with a target */
		(UINT64_C(2) << 56) | (UINT64_C(7) << 48) | 1,
		/* a capture with an empty target */
		(UINT64_C(1) << 56) | (UINT64_C(7) << 48),
		/* a capture of its own card */
		(UINT64_C(1) << 56) | (UINT64_C(7) << 48) | (UINT64_C(1) << 7),
		/* card 42, 63 */
		(UINT64_C(2) << 56) | (UINT64_C(42) << 48),
		(UINT64_C(2) << 56) | (UINT64_C(63) << 48),
		/* a target card above the jokers */
		(UINT64_C(1) << 56) | (UINT64_C(7) << 48) | (UINT64_C(1) << 45),
	};
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 2);
	struct escopa_game *before = clone(game);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int kind = SENTINEL;
		escopa_card_t c = SENTINEL;
		escopa_cardset_t target = SENTINEL_SET;
		char text[64] = "x";
		size_t length = SENTINEL;
		ck_assert_status(escopa_move_parts(bad[i], &kind, &c, &target), ESCOPA_E_MOVE);
		ck_assert_int_eq(kind, SENTINEL);
		ck_assert_int_eq(c, SENTINEL);
		ck_assert_uint_eq(target, SENTINEL_SET);
		ck_assert_status(escopa_move_format(bad[i], ESCOPA_STYLE_ASCII, text, sizeof text,
						    &length), ESCOPA_E_MOVE);
		ck_assert_uint_eq(length, SENTINEL);
		ck_assert_status(escopa_game_is_legal(game, bad[i]), ESCOPA_E_MOVE);
		ck_assert_status(escopa_game_play(game, bad[i], NULL), ESCOPA_E_MOVE);
		assert_game_unchanged(game, before);
	}
	/* Every single bit: not a move, but for bit 57, a trail of the ace
	 * of coins, which is illegal unless the seat to play holds it. */
	for (int bit = 0; bit < 64; bit++) {
		uint64_t value = UINT64_C(1) << bit;
		if (escopa_game_is_legal(game, value) == ESCOPA_OK)
			continue;
		enum escopa_status rc = escopa_game_play(game, value, NULL);
		ck_assert_msg(rc == (bit == 57 ? ESCOPA_E_ILLEGAL : ESCOPA_E_MOVE), "bit %d: %s",
			      bit, escopa_status_name(rc));
		assert_game_unchanged(game, before);
	}

	static const int bad_cards[] = { -1, 42, 64, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_cards / sizeof bad_cards[0]; i++) {
		escopa_move_t move = SENTINEL_MOVE;
		int value = SENTINEL;
		ck_assert_status(escopa_move_make(ESCOPA_MOVE_TRAIL, bad_cards[i], 0, &move),
				 ESCOPA_E_CARD);
		ck_assert_status(escopa_card_value(bad_cards[i], &value), ESCOPA_E_CARD);
		ck_assert_uint_eq(move, SENTINEL_MOVE);
		ck_assert_int_eq(value, SENTINEL);
	}
	escopa_move_t move = SENTINEL_MOVE;
	ck_assert_status(escopa_move_make((enum escopa_move_kind)0, 7, 1, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make((enum escopa_move_kind)4, 7, 1, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make((enum escopa_move_kind)INT32_MIN, 7, 1, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_TRAIL, 7, 1, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 7, 0, &move), ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 7, UINT64_C(1) << 7, &move),
			 ESCOPA_E_MOVE);
	ck_assert_status(escopa_move_make(ESCOPA_MOVE_CAPTURE, 7, UINT64_C(1) << 50, &move),
			 ESCOPA_E_CARD);
	ck_assert_uint_eq(move, SENTINEL_MOVE);

	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(card_and_move_readers_refuse_null)
{
	escopa_card_t c = SENTINEL;
	escopa_cardset_t set = SENTINEL_SET;
	escopa_move_t move = SENTINEL_MOVE;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_card_parse(NULL, ESCOPA_STYLE_ANY, &c), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_read(NULL, 2, ESCOPA_STYLE_ANY, &c, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_card_read("7o", 2, ESCOPA_STYLE_ANY, NULL, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_parse(NULL, ESCOPA_STYLE_ANY, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_cardset_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parse(NULL, ESCOPA_STYLE_ANY, &move), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parse("7o", ESCOPA_STYLE_ANY, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_read(NULL, 2, ESCOPA_STYLE_ANY, &move, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_read("7o", 2, ESCOPA_STYLE_ANY, NULL, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_move_parts(move, NULL, NULL, NULL), ESCOPA_E_MOVE);
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL_SET);
	ck_assert_uint_eq(move, SENTINEL_MOVE);

	/* Styles and parse error versions that do not exist. */
	size_t length;
	static const int bad_styles[] = { -1, 6, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_styles / sizeof bad_styles[0]; i++) {
		enum escopa_style style = (enum escopa_style)bad_styles[i];
		length = SENTINEL;
		ck_assert_status(escopa_card_parse("7o", style, &c), ESCOPA_E_INVALID);
		ck_assert_status(escopa_card_read("7o", 2, style, &c, NULL), ESCOPA_E_INVALID);
		ck_assert_status(escopa_move_read("7o", 2, style, &move, NULL), ESCOPA_E_INVALID);
		ck_assert_status(escopa_card_format(7, style, NULL, 0, &length), ESCOPA_E_INVALID);
		ck_assert_uint_eq(length, SENTINEL);
	}
	length = SENTINEL;
	ck_assert_status(escopa_card_format(7, ESCOPA_STYLE_ANY, NULL, 0, &length), ESCOPA_E_INVALID);
	ck_assert_uint_eq(length, SENTINEL);
	static const unsigned bad_versions[] = { 0, 2, 0xFFFFFFFFu };
	for (size_t i = 0; i < sizeof bad_versions / sizeof bad_versions[0]; i++) {
		error = new_error();
		error.version = bad_versions[i];
		ck_assert_status(escopa_card_read("7o", 2, ESCOPA_STYLE_ANY, &c, &error),
				 ESCOPA_E_INVALID);
		ck_assert_status(escopa_move_read("7o", 2, ESCOPA_STYLE_ANY, &move, &error),
				 ESCOPA_E_INVALID);
		ck_assert_uint_eq(error.version, bad_versions[i]);
	}
	ck_assert_int_eq(c, SENTINEL);
	ck_assert_uint_eq(move, SENTINEL_MOVE);
}
END_TEST

/* ------------------------------------------------------------------ */
/* rules */

START_TEST(rules_reader_refuses_hostile_text)
{
	static const struct {
		const char *text;
		enum escopa_status status;
	} cases[] = {
		{ "", ESCOPA_E_PARSE },
		{ "   ", ESCOPA_E_PARSE },
		{ "escob", ESCOPA_E_PARSE },
		{ "poker", ESCOPA_E_PARSE },
		{ "target=15", ESCOPA_E_PARSE },
		{ "escoba target", ESCOPA_E_PARSE },
		{ "escoba target=", ESCOPA_E_PARSE },
		{ "escoba =15", ESCOPA_E_PARSE },
		{ "escoba target==15", ESCOPA_E_PARSE },
		{ "escoba target=15x", ESCOPA_E_PARSE },
		{ "escoba \xff\xfe=1", ESCOPA_E_PARSE },
		{ "escoba no_such_option=1", ESCOPA_E_OPTION },
		{ "escoba target=0", ESCOPA_E_RANGE },
		{ "escoba target=1001", ESCOPA_E_RANGE },
		{ "escoba target=-1", ESCOPA_E_RANGE },
		{ "escoba jokers=3", ESCOPA_E_RANGE },
		{ "escoba sevens=four", ESCOPA_E_PARSE },
		{ "escoba jokers=2", ESCOPA_E_CONFLICT },
		{ "scopa stacking=1", ESCOPA_E_CONFLICT },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		size_t length = strlen(cases[i].text);
		char *copy = exact_copy(cases[i].text, length);
		struct escopa_rules *rules = SENTINEL_PTR;
		struct escopa_parse_error error = new_error();
		enum escopa_status rc = escopa_rules_read(copy, length, &rules, &error);
		ck_assert_msg(rc == cases[i].status, "'%s': %s, expected %s", cases[i].text,
			      escopa_status_name(rc), escopa_status_name(cases[i].status));
		ck_assert_ptr_eq(rules, SENTINEL_PTR);
		assert_error(&error, cases[i].status, length);
		free(copy);
	}
}
END_TEST

START_TEST(rules_reader_numbers_out_of_range)
{
	/* Numbers past int, and past 64 bits, are out of range, not
	 * wrapped into it. */
	static const char *const texts[] = {
		"escoba target=4294967311",
		"escoba target=18446744073709551631",
		"escoba target=99999999999999999999999999999999",
		"escoba target=-4294967281",
		"escoba jokers=4294967296",
	};
	for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
		struct escopa_rules *rules = SENTINEL_PTR;
		enum escopa_status rc = escopa_rules_read(texts[i], strlen(texts[i]), &rules, NULL);
		ck_assert_msg(rc == ESCOPA_E_RANGE || rc == ESCOPA_E_PARSE, "'%s' gave %s", texts[i],
			      escopa_status_name(rc));
		ck_assert_ptr_eq(rules, SENTINEL_PTR);
	}
}
END_TEST

START_TEST(rules_reader_length_limit)
{
	/* 4096 bytes read; 4097 do not, whatever they hold. */
	char *text = huge_text(" ", 4097);
	memcpy(text, "escoba", 6);
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_read(text, 4096, &rules, NULL));
	escopa_rules_free(rules);
	rules = SENTINEL_PTR;
	struct escopa_parse_error error = new_error();
	ck_assert_status(escopa_rules_read(text, 4097, &rules, &error), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
	assert_error(&error, ESCOPA_E_PARSE, 4097);
	free(text);

	text = huge_text("escoba target=15 ", HUGE_SIZE);
	ck_assert_status(escopa_rules_read(text, HUGE_SIZE, &rules, NULL), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
	free(text);

	ck_assert_status(escopa_rules_read(NULL, 6, &rules, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_rules_read("escoba", 6, NULL, NULL), ESCOPA_E_NULL);
	error = new_error();
	error.version = 7;
	ck_assert_status(escopa_rules_read("escoba", 6, &rules, &error), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(rules, SENTINEL_PTR);
}
END_TEST

START_TEST(rules_options_out_of_range)
{
	struct escopa_rules *rules = NULL, *before = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA, &rules));
	ck_assert_ok(escopa_rules_copy(rules, &before));
	static const int bad_options[] = { -1, 24, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_options / sizeof bad_options[0]; i++) {
		enum escopa_option option = (enum escopa_option)bad_options[i];
		int value = SENTINEL, min = SENTINEL, max = SENTINEL;
		ck_assert_status(escopa_rules_set(rules, option, 1), ESCOPA_E_OPTION);
		ck_assert_status(escopa_rules_get(rules, option, &value), ESCOPA_E_OPTION);
		ck_assert_status(escopa_option_bounds(option, &min, &max), ESCOPA_E_OPTION);
		ck_assert_ptr_null(escopa_option_name(option));
		ck_assert_int_eq(value, SENTINEL);
		ck_assert_int_eq(min, SENTINEL);
	}
	for (int option = 0; option < escopa_option_count(); option++) {
		int min, max;
		ck_assert_ok(escopa_option_bounds((enum escopa_option)option, &min, &max));
		const int values[] = { INT32_MIN, min - 1, max + 1, INT32_MAX };
		for (size_t v = 0; v < sizeof values / sizeof values[0]; v++)
			ck_assert_status(escopa_rules_set(rules, (enum escopa_option)option, values[v]),
					 ESCOPA_E_RANGE);
	}
	int equal = 0;
	ck_assert_ok(escopa_rules_equal(rules, before, &equal));
	ck_assert_msg(equal, "refused options changed the rules");

	static const int bad_presets[] = { -1, 7, 1000, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_presets / sizeof bad_presets[0]; i++) {
		struct escopa_rules *r = SENTINEL_PTR;
		ck_assert_status(escopa_rules_new((enum escopa_preset)bad_presets[i], &r),
				 ESCOPA_E_INVALID);
		ck_assert_ptr_eq(r, SENTINEL_PTR);
	}

	static const int bad_players[] = { INT32_MIN, -1, 0, 1, 5, 40, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_players / sizeof bad_players[0]; i++) {
		struct escopa_game *game = SENTINEL_PTR;
		struct escopa_record *record = SENTINEL_PTR;
		ck_assert_status(escopa_game_new(rules, bad_players[i], 1, &game), ESCOPA_E_INVALID);
		ck_assert_status(escopa_record_new(rules, bad_players[i], 1, &record),
				 ESCOPA_E_INVALID);
		ck_assert_ptr_eq(game, SENTINEL_PTR);
		ck_assert_ptr_eq(record, SENTINEL_PTR);
	}
	/* Every seed is a seed. */
	static const uint64_t seeds[] = { 0, 1, UINT64_MAX, UINT64_C(1) << 63 };
	for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
		struct escopa_game *game = NULL;
		ck_assert_ok(escopa_game_new(rules, 4, seeds[i], &game));
		escopa_game_free(game);
	}
	escopa_rules_free(before);
	escopa_rules_free(rules);
}
END_TEST

/* ------------------------------------------------------------------ */
/* games */

START_TEST(game_queries_out_of_range)
{
	for (int players = 2; players <= 4; players++) {
		struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOPA, players);
		struct escopa_game *before = clone(game);
		int sides = 0;
		ck_assert_ok(escopa_game_sides(game, &sides));
		const int seats[] = { INT32_MIN, -1, players, 4, 5, 255, 256, INT32_MAX };
		for (size_t i = 0; i < sizeof seats / sizeof seats[0]; i++) {
			escopa_cardset_t set = SENTINEL_SET;
			int value = SENTINEL;
			ck_assert_status(escopa_game_hand(game, seats[i], &set), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_side_of(game, seats[i], &value), ESCOPA_E_INVALID);
			ck_assert_uint_eq(set, SENTINEL_SET);
			ck_assert_int_eq(value, SENTINEL);
		}
		const int side_list[] = { INT32_MIN, -1, sides, 4, 5, INT32_MAX };
		for (size_t i = 0; i < sizeof side_list / sizeof side_list[0]; i++) {
			escopa_cardset_t set = SENTINEL_SET;
			int value = SENTINEL;
			int32_t row[ESCOPA_SCORE_ITEM_COUNT];
			row[0] = SENTINEL;
			ck_assert_status(escopa_game_captured(game, side_list[i], &set), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_sweeps(game, side_list[i], &value), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_score(game, side_list[i], &value), ESCOPA_E_INVALID);
			ck_assert_status(escopa_game_hand_score(game, side_list[i], row,
								ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
			ck_assert_uint_eq(set, SENTINEL_SET);
			ck_assert_int_eq(value, SENTINEL);
			ck_assert_int_eq(row[0], SENTINEL);
		}
		assert_game_unchanged(game, before);
		escopa_game_free(before);
		escopa_game_free(game);
	}
}
END_TEST

START_TEST(deal_refuses_bad_decks)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 3, NULL);
	struct escopa_game *before = clone(game);
	escopa_card_t deck[1000];
	for (int i = 0; i < 1000; i++)
		deck[i] = i % 40;

	/* A 41st card: a joker the rules do not have, or a repeated card. */
	deck[40] = ESCOPA_JOKER_1;
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	deck[40] = 0;
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	/* Too few, too many, none. */
	ck_assert_status(escopa_game_deal(game, deck, 39), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 0), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 1000), ESCOPA_E_DECK);
	/* A card twice, a card missing. */
	deck[5] = deck[6];
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[5] = 5;
	/* Cards that do not exist. */
	static const int bad[] = { -1, 42, 64, 255, 256, INT32_MIN, INT32_MAX };
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		escopa_card_t saved = deck[17];
		deck[17] = bad[i];
		ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
		deck[17] = saved;
	}
	/* A joker in place of a card. */
	deck[3] = ESCOPA_JOKER_2;
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	deck[3] = 3;
	ck_assert_status(escopa_game_deal(game, NULL, 40), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_deal(NULL, deck, 40), ESCOPA_E_NULL);
	assert_game_unchanged(game, before);
	/* And the good deck deals. */
	ck_assert_ok(escopa_game_deal(game, deck, 40));

	/* With two jokers the deck has 42 cards, each joker once. */
	escopa_game_free(before);
	escopa_game_free(game);
	game = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 3, 3, NULL);
	before = clone(game);
	for (int i = 0; i < 42; i++)
		deck[i] = i;
	ck_assert_status(escopa_game_deal(game, deck, 40), ESCOPA_E_DECK);
	ck_assert_status(escopa_game_deal(game, deck, 41), ESCOPA_E_DECK);
	deck[41] = ESCOPA_JOKER_1;
	ck_assert_status(escopa_game_deal(game, deck, 42), ESCOPA_E_DECK);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

START_TEST(score_piles_refuses_bad_piles)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules));
	escopa_cardset_t captured[4] = { ESCOPA_CARDSET_OF(0) | ESCOPA_CARDSET_OF(7),
					 ESCOPA_CARDSET_OF(1), 0, 0 };
	int sweeps[4] = { 0, 1, 0, 0 };
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	row[0] = SENTINEL;

	static const int bad_sides[] = { INT32_MIN, -1, 0, 5, 64, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_sides / sizeof bad_sides[0]; i++)
		ck_assert_status(escopa_score_piles(rules, bad_sides[i], captured, sweeps, 0, row,
						    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
	static const int bad_side[] = { INT32_MIN, -1, 2, 4, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_side / sizeof bad_side[0]; i++)
		ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, bad_side[i], row,
						    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
	static const int bad_sweeps[] = { INT32_MIN, -1, 1001, INT32_MAX };
	for (size_t i = 0; i < sizeof bad_sweeps / sizeof bad_sweeps[0]; i++) {
		sweeps[1] = bad_sweeps[i];
		ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, row,
						    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_INVALID);
	}
	sweeps[1] = 1;
	/* A card in two sides' piles; a card that does not exist. */
	captured[1] |= ESCOPA_CARDSET_OF(7);
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, row,
					    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_CARD);
	captured[1] = ESCOPA_CARDSET_OF(1) | (UINT64_C(1) << 42);
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, row,
					    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_CARD);
	captured[1] = UINT64_MAX;
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 1, row,
					    ESCOPA_SCORE_ITEM_COUNT), ESCOPA_E_CARD);
	ck_assert_int_eq(row[0], SENTINEL);

	ck_assert_status(escopa_score_piles(NULL, 2, captured, sweeps, 0, row, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(rules, 2, NULL, sweeps, 0, row, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(rules, 2, captured, NULL, 0, row, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_score_piles(rules, 2, captured, sweeps, 0, NULL, 1), ESCOPA_E_NULL);
	escopa_rules_free(rules);
}
END_TEST

START_TEST(games_refuse_null)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_SCOPA, 2);
	struct escopa_game *before = clone(game);
	escopa_cardset_t set;
	escopa_move_t move;
	int value;
	size_t count;
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
	char text[16];
	ck_assert_status(escopa_game_play(NULL, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_is_legal(NULL, 1), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(NULL, NULL, 0, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(game, NULL, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves(game, NULL, 5, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_hand(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_piles(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_stock(game, NULL, 3, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_score(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_next_hand(NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(NULL, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_copy(game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_equal(game, NULL, &value), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(NULL, text, sizeof text, &count),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(game, text, sizeof text, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(game, NULL, 5, &count), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_snapshot(NULL, snap, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_snapshot(game, NULL, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_restore(NULL, snap, sizeof snap, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_restore(game, NULL, sizeof snap, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_load_position(NULL, "x", 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_load_position(game, NULL, 1, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_parse_position(NULL, 1, &game, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_parse_position("x", 1, NULL, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(NULL, ESCOPA_PLAYER_GREEDY, NULL, &move),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, NULL, &move),
			 ESCOPA_E_NULL);
	/* A snapshot buffer one byte short is refused before writing. */
	memset(snap, 0x77, sizeof snap);
	ck_assert_status(escopa_game_snapshot(game, snap, sizeof snap - 1), ESCOPA_E_INVALID);
	for (size_t i = 0; i < sizeof snap; i++)
		ck_assert_uint_eq(snap[i], 0x77);
	assert_game_unchanged(game, before);
	escopa_game_free(before);
	escopa_game_free(game);
	escopa_game_free(NULL);
	escopa_rules_free(NULL);
	escopa_record_free(NULL);
}
END_TEST

/* ------------------------------------------------------------------ */
/* position notation */

START_TEST(position_refuses_empty_binary_and_huge)
{
	assert_position_text_refused("", "empty");
	assert_position_text_refused(" ", "blank");
	assert_position_text_refused("\n", "newline");
	assert_position_text_refused("position", "one word");
	assert_position_text_refused("position 1", "no fields");
	assert_position_text_refused("position 2 | rules escoba", "another version");

	char binary[256];
	for (int i = 0; i < 256; i++)
		binary[i] = (char)(255 - i);
	assert_position_refused(binary, sizeof binary, "binary");
	for (int i = 0; i < 256; i++)
		binary[i] = (char)i;
	assert_position_refused(binary, sizeof binary, "binary from 0");

	/* A valid position followed by blanks past the length limit, and
	 * one of 1 MiB. */
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 2);
	size_t length;
	char *text = position_of(game, &length);
	char *huge = huge_text(" ", HUGE_SIZE);
	memcpy(huge, text, length);
	assert_position_refused(huge, 65537, "over 64 KiB");
	assert_position_refused(huge, HUGE_SIZE, "1 MiB");
	free(huge);
	huge = huge_text(text, HUGE_SIZE);
	assert_position_refused(huge, HUGE_SIZE, "1 MiB of positions");
	free(huge);
	free(text);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_refuses_truncated_text)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA_COMODINES, 4);
	size_t length;
	char *text = position_of(game, &length);
	/* Cut before every field separator: fields are missing. */
	for (size_t i = 0; i < length; i++) {
		if (text[i] != '|')
			continue;
		assert_position_refused(text, i, "truncated before a field");
		assert_position_refused(text, i + 1, "truncated after a separator");
	}
	/* And a newline in the middle: the notation is one line. */
	char *broken = exact_copy(text, length + 1);
	broken[length / 2] = '\n';
	assert_position_text_refused(broken, "a newline inside");
	free(broken);
	free(text);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_refuses_embedded_nul)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOPA, 3);
	size_t length;
	char *text = position_of(game, &length);
	char *with_nul = exact_copy(text, length + 1);
	/* The terminating NUL counted in the length. */
	assert_position_refused(with_nul, length + 1, "a NUL at the end");
	/* A NUL in place of each blank in turn (every 7th, to stay quick). */
	for (size_t i = 0, n = 0; i < length; i++) {
		if (text[i] != ' ' || n++ % 7)
			continue;
		memcpy(with_nul, text, length);
		with_nul[i] = '\0';
		assert_position_refused(with_nul, length, "a NUL inside");
		struct escopa_game *parsed = SENTINEL_PTR;
		struct escopa_parse_error error = new_error();
		ck_assert_status(escopa_game_parse_position(with_nul, length, &parsed, &error),
				 ESCOPA_E_PARSE);
		ck_assert_msg(error.offset <= i, "error at %zu, after the NUL at %zu", error.offset, i);
	}
	free(with_nul);
	free(text);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_numbers_out_of_range)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 4);
	size_t length;
	char *text = position_of(game, &length);
	static const struct {
		const char *label;
		const char *value;
	} cases[] = {
		{ "players", "5" }, { "players", "1" }, { "players", "0" }, { "players", "-4" },
		{ "players", "4294967300" }, { "players", "99999999999999999999999" },
		{ "players", "four" }, { "players", "" }, { "players", "4 4" },
		{ "seat", "4" }, { "seat", "-1" }, { "seat", "255" }, { "seat", "4294967296" },
		{ "dealer", "4" }, { "dealer", "-1" },
		{ "hand", "0" }, { "hand", "-1" }, { "hand", "2147483648" },
		{ "hand", "18446744073709551617" },
		{ "plays", "-1" }, { "plays", "41" }, { "plays", "300" },
		{ "phase", "4" }, { "phase", "over" },
		{ "scores", "-1 0" }, { "scores", "0" }, { "scores", "0 0 0" },
		{ "scores", "0 99999999999" },
		{ "sweeps", "-1 0" }, { "sweeps", "0 0 0" }, { "sweeps", "65536 0" },
		{ "last", "2" }, { "last", "-2" },
		{ "winner", "2" }, { "winner", "0" },
		{ "rng", "12345678123456781" }, { "rng", "xyz" }, { "rng", "-1" },
		{ "rules", "escoba target=5000" }, { "rules", "escoba jokers=2" },
		{ "rules", "poker" },
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char why[64];
		snprintf(why, sizeof why, "%s %s", cases[i].label, cases[i].value);
		assert_field_refused(text, cases[i].label, cases[i].value, why);
	}
	free(text);
	escopa_game_free(game);
}
END_TEST

/*
 * Field values are groups separated by " / " (one per seat or side), each
 * group items separated by blanks, each item cards joined by '+' (a pile),
 * "-" for an empty group. These edit them at that level.
 */
struct field_groups {
	int n;
	char group[8][512];
};

static void
groups_split(const char *value, struct field_groups *g)
{
	g->n = 0;
	for (const char *p = value;;) {
		const char *sep = strstr(p, " / ");
		size_t len = sep ? (size_t)(sep - p) : strlen(p);
		ck_assert_int_lt(g->n, 8);
		ck_assert_uint_lt(len, sizeof g->group[0]);
		memcpy(g->group[g->n], p, len);
		g->group[g->n][len] = '\0';
		g->n++;
		if (!sep)
			break;
		p = sep + 3;
	}
}

static char *
groups_join(const struct field_groups *g)
{
	char *out = calloc(1, sizeof g->group);
	ck_assert_ptr_nonnull(out);
	for (int i = 0; i < g->n; i++) {
		if (i)
			strcat(out, " / ");
		strcat(out, g->group[i]);
	}
	return out;
}

/* Takes the first card of the first non-empty group into card_text;
 * removes it when take is set. */
static void
groups_first_card(struct field_groups *g, char *card_text, size_t size, int take)
{
	for (int i = 0; i < g->n; i++) {
		char *grp = g->group[i];
		if (strcmp(grp, "-") == 0)
			continue;
		size_t n = strcspn(grp, " +");
		ck_assert_uint_lt(n, size);
		memcpy(card_text, grp, n);
		card_text[n] = '\0';
		if (take) {
			const char *rest = grp + n;
			if (*rest == '+' || *rest == ' ')
				rest++;
			memmove(grp, rest, strlen(rest) + 1);
			if (!grp[0])
				strcpy(grp, "-");
		}
		return;
	}
	ck_abort_msg("no card in the field");
}

static void
groups_add_card(struct field_groups *g, const char *card_text)
{
	char *grp = g->group[0];
	if (strcmp(grp, "-") == 0) {
		strcpy(grp, card_text);
	} else {
		ck_assert_uint_lt(strlen(grp) + strlen(card_text) + 2, sizeof g->group[0]);
		strcat(grp, " ");
		strcat(grp, card_text);
	}
}

/* Moves the first card of one field to the first group of another, or
 * copies it there when keep is set. Returns new position text. */
static char *
card_moved(const char *text, const char *from, const char *to, int keep)
{
	struct field_groups src, dst;
	char *value = field_value(text, from);
	groups_split(value, &src);
	free(value);
	value = field_value(text, to);
	groups_split(value, &dst);
	free(value);

	char card_text[16];
	groups_first_card(&src, card_text, sizeof card_text, !keep);
	groups_add_card(&dst, card_text);

	char *joined = groups_join(&dst);
	char *out = with_field(text, to, joined);
	free(joined);
	if (!keep) {
		joined = groups_join(&src);
		char *step = with_field(out, from, joined);
		free(joined);
		free(out);
		out = step;
	}
	return out;
}

START_TEST(position_refuses_impossible_cards)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA_DE_15, 2);
	size_t length;
	char *text = position_of(game, &length);

	/* The first card of one field moved, or copied (keep), to another. */
	static const struct {
		const char *from;
		const char *to;
		int keep;
		const char *why;
	} moved[] = {
		/* The stock's first card also on the table, in captures, aside. */
		{ "stock", "table", 1, "a card in two places" },
		{ "stock", "captured", 1, "a card in two places" },
		{ "stock", "aside", 1, "a card in two places" },
		/* A table card also in the stock: a 41st card. */
		{ "table", "stock", 1, "41 cards" },
		/* Wrong hand sizes: a stock card moved into a hand (4 cards),
		 * or a hand's card moved to the stock. */
		{ "stock", "hands", 0, "a hand of four cards" },
		{ "hands", "stock", 0, "a hand short of a card" },
	};
	for (size_t i = 0; i < sizeof moved / sizeof moved[0]; i++) {
		char *bad = card_moved(text, moved[i].from, moved[i].to, moved[i].keep);
		assert_position_text_refused(bad, moved[i].why);
		free(bad);
	}
	/* A joker the rules do not have, in the stock and on the table. */
	char *stock = field_value(text, "stock");
	char value[1024];
	snprintf(value, sizeof value, "%s jk1", stock);
	assert_field_refused(text, "stock", value, "a joker in a game without jokers");
	/* A card the same twice in the stock. */
	size_t first = strcspn(stock, " ");
	snprintf(value, sizeof value, "%.*s %s", (int)first, stock, stock);
	assert_field_refused(text, "stock", value, "a stock card twice");
	/* A card missing: the stock's first card gone. */
	assert_field_refused(text, "stock", stock + first + 1, "39 cards");
	free(stock);
	/* Cards that are not cards. */
	assert_field_refused(text, "aside", "11o", "card 11o");
	assert_field_refused(text, "table", "\xff\xfe", "binary cards");

	free(text);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_refuses_impossible_states)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOPA, 2);
	size_t length;
	char *text = position_of(game, &length);

	static const struct {
		const char *label;
		const char *value;
		const char *why;
	} in_play[] = {
		/* A hand over while cards are still in hand; a game over
		 * without a winner, or with one whose score is under the
		 * target. */
		{ "phase", "hand_over", "hand over with cards in hand" },
		{ "phase", "game_over", "game over in the middle of a hand" },
		/* A winner while the game goes on. */
		{ "winner", "1", "a winner in play" },
		/* More sweep points than the side's captured cards allow. */
		{ "sweeps", "200 0", "200 sweeps in one hand" },
	};
	for (size_t i = 0; i < sizeof in_play / sizeof in_play[0]; i++)
		assert_field_refused(text, in_play[i].label, in_play[i].value, in_play[i].why);
	/* Fields repeated, unknown, or out of order. */
	size_t n = length + 32;
	char *bad = malloc(n);
	snprintf(bad, n, "%s | seat 0", text);
	assert_position_text_refused(bad, "a field twice");
	snprintf(bad, n, "%s | colour red", text);
	assert_position_text_refused(bad, "an unknown field");
	free(bad);

	free(text);
	escopa_game_free(game);

	/* A hand over with the score of that hand not in the running
	 * scores: the running scores of a finished game must reach the
	 * target. */
	game = new_game(ESCOPA_PRESET_SCOPA, 2, 8, NULL);
	play_steps(game, 100000, 8);
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(game, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_GAME_OVER);
	text = position_of(game, &length);
	assert_field_refused(text, "scores", "0 0", "a game over at 0 points");
	int winner = -1;
	ck_assert_ok(escopa_game_winner(game, &winner));
	assert_field_refused(text, "winner", winner ? "0" : "1", "the loser as the winner");
	assert_field_refused(text, "winner", "-", "a game over without a winner");
	free(text);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_refuses_bad_error_version)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 3);
	struct escopa_game *before = clone(game);
	size_t length;
	char *text = position_of(game, &length);
	struct escopa_game *parsed = SENTINEL_PTR;
	struct escopa_parse_error error = new_error();
	error.version = 0;
	ck_assert_status(escopa_game_parse_position(text, length, &parsed, &error),
			 ESCOPA_E_INVALID);
	ck_assert_ptr_eq(parsed, SENTINEL_PTR);
	error.version = 99;
	ck_assert_status(escopa_game_load_position(game, "junk", 4, &error), ESCOPA_E_INVALID);
	assert_game_unchanged(game, before);
	free(text);
	escopa_game_free(before);
	escopa_game_free(game);
}
END_TEST

/* ------------------------------------------------------------------ */
/* snapshots */

/* Offsets of the documented snapshot layout (doc/notation.md). */
enum {
	SNAP_VERSION = 4,
	SNAP_RULES = 16,
	SNAP_PLAYERS = 56,
	SNAP_DEALER = 58,
	SNAP_SEAT = 59,
	SNAP_PHASE = 60,
	SNAP_DECK_SIZE = 62,
	SNAP_STOCK_POS = 63,
	SNAP_HAND_NUMBER = 68,
	SNAP_SCORES = 70,
	SNAP_STOCK = 86,
	SNAP_HANDS = 128,
	SNAP_CAPTURED = 152,
	SNAP_TABLE = 176,
	SNAP_RESERVED = 250,
	SNAP_CRC = 252,
};

static void
assert_snapshot_refused(const uint8_t *snap, size_t size, const char *why)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA, 2);
	struct escopa_game *before = clone(game);
	uint8_t *copy = malloc(size ? size : 1);
	memcpy(copy, snap, size);
	struct escopa_parse_error error = new_error();
	enum escopa_status rc = escopa_game_restore(game, copy, size, &error);
	ck_assert_msg(rc == ESCOPA_E_PARSE, "%s: restore returned %s", why, escopa_status_name(rc));
	assert_game_unchanged(game, before);
	ck_assert_msg(error.status == ESCOPA_E_PARSE, "%s: error status %s", why,
		      escopa_status_name(error.status));
	ck_assert_msg(error.message[0] != '\0', "%s: no message", why);
	ck_assert_msg(error.offset <= size, "%s: offset %zu", why, error.offset);
	free(copy);
	escopa_game_free(before);
	escopa_game_free(game);
}

START_TEST(snapshot_refuses_corruption)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA_COMODINES, 3);
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE + 1];
	ck_assert_ok(escopa_game_snapshot(game, snap, ESCOPA_SNAPSHOT_SIZE));
	snap[ESCOPA_SNAPSHOT_SIZE] = 0;

	/* Every truncation, and one byte more. */
	for (size_t size = 0; size < ESCOPA_SNAPSHOT_SIZE; size += 17)
		assert_snapshot_refused(snap, size, "truncated");
	assert_snapshot_refused(snap, ESCOPA_SNAPSHOT_SIZE - 1, "one byte short");
	assert_snapshot_refused(snap, ESCOPA_SNAPSHOT_SIZE + 1, "one byte more");

	/* Any bit flipped, with the checksum left as it was. */
	for (size_t i = 0; i < ESCOPA_SNAPSHOT_SIZE; i++) {
		snap[i] ^= (uint8_t)(1u << (i % 8));
		assert_snapshot_refused(snap, ESCOPA_SNAPSHOT_SIZE, "a bit flipped");
		snap[i] ^= (uint8_t)(1u << (i % 8));
	}
	/* All zeros, all ones. */
	uint8_t flat[ESCOPA_SNAPSHOT_SIZE];
	memset(flat, 0, sizeof flat);
	assert_snapshot_refused(flat, sizeof flat, "zeros");
	memset(flat, 0xFF, sizeof flat);
	assert_snapshot_refused(flat, sizeof flat, "ones");

	struct escopa_game *restored = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	ck_assert_ok(escopa_game_restore(restored, snap, ESCOPA_SNAPSHOT_SIZE, NULL));
	assert_game_unchanged(restored, game);
	escopa_game_free(restored);
	escopa_game_free(game);
}
END_TEST

START_TEST(snapshot_refuses_impossible_states)
{
	struct escopa_game *game = game_in_middle(ESCOPA_PRESET_ESCOBA_DE_15, 2);
	uint8_t good[ESCOPA_SNAPSHOT_SIZE], snap[ESCOPA_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_game_snapshot(game, good, sizeof good));
	/* Our CRC is the documented one: the good snapshot has it. */
	memcpy(snap, good, sizeof snap);
	snapshot_reseal(snap);
	ck_assert_int_eq(memcmp(snap, good, sizeof snap), 0);

	static const struct {
		size_t at;
		uint8_t value;
		const char *why;
	} bytes[] = {
		{ SNAP_VERSION, 3, "version 3" },
		{ SNAP_VERSION, 0, "version 0" },
		{ SNAP_PLAYERS, 5, "5 players" },
		{ SNAP_PLAYERS, 1, "1 player" },
		{ SNAP_PLAYERS, 0, "0 players" },
		{ SNAP_PLAYERS, 255, "255 players" },
		{ SNAP_DEALER, 2, "dealer 2 of 2" },
		{ SNAP_DEALER, 255, "dealer 255" },
		{ SNAP_SEAT, 2, "seat 2 of 2" },
		{ SNAP_PHASE, 4, "phase 4" },
		{ SNAP_PHASE, 255, "phase 255" },
		{ SNAP_DECK_SIZE, 41, "a 41-card deck" },
		{ SNAP_DECK_SIZE, 43, "a 43-card deck" },
		{ SNAP_DECK_SIZE, 255, "a 255-card deck" },
		{ SNAP_STOCK_POS, 41, "the stock past the deck" },
		{ SNAP_STOCK_POS, 255, "the stock at 255" },
		{ SNAP_STOCK + 39, 42, "card 42 in the deck" },
		{ SNAP_STOCK + 39, 255, "card 255 in the deck" },
		{ SNAP_HAND_NUMBER, 0, "hand 0" },
		{ SNAP_SCORES + 1, 0x80, "a negative score" },
		{ SNAP_RESERVED, 1, "a reserved byte set" },
		{ SNAP_CRC - 1, 0xFF, "the last reserved byte set" },
	};
	for (size_t i = 0; i < sizeof bytes / sizeof bytes[0]; i++) {
		memcpy(snap, good, sizeof snap);
		if (bytes[i].at == SNAP_HAND_NUMBER)
			snap[SNAP_HAND_NUMBER + 1] = 0;
		snap[bytes[i].at] = bytes[i].value;
		snapshot_reseal(snap);
		assert_snapshot_refused(snap, sizeof snap, bytes[i].why);
	}

	/* Rule options out of their bounds: every option at 0x7FFF. */
	for (int option = 0; option < escopa_option_count(); option++) {
		memcpy(snap, good, sizeof snap);
		snap[SNAP_RULES + 2 * option] = 0xFF;
		snap[SNAP_RULES + 2 * option + 1] = 0x7F;
		snapshot_reseal(snap);
		assert_snapshot_refused(snap, sizeof snap, "an option out of bounds");
	}

	/* Card sets: a table card also in seat 0's hand, a card above the
	 * jokers, a card of the stock also captured. */
	escopa_cardset_t table = 0;
	ck_assert_ok(escopa_game_table(game, &table));
	ck_assert_uint_ne(table, 0);
	int card_id = __builtin_ctzll(table);
	memcpy(snap, good, sizeof snap);
	snap[SNAP_HANDS + card_id / 8] |= (uint8_t)(1u << (card_id % 8));
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "a card in hand and on the table");

	memcpy(snap, good, sizeof snap);
	snap[SNAP_TABLE + 5] |= 0x80;   /* card 47 */
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "card 47 on the table");

	memcpy(snap, good, sizeof snap);
	snap[SNAP_CAPTURED] = 0xFF;     /* cards 0..7 captured by side 0 */
	snap[SNAP_CAPTURED + 6] = 0xFF; /* and by side 1 */
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "cards captured twice");

	/* A duplicate card in the deck order. */
	memcpy(snap, good, sizeof snap);
	snap[SNAP_STOCK + 39] = snap[SNAP_STOCK + 38];
	snapshot_reseal(snap);
	assert_snapshot_refused(snap, sizeof snap, "a card twice in the deck");

	escopa_game_free(game);
}
END_TEST

/* ------------------------------------------------------------------ */
/* records */

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
	Suite *s = suite_create("hostile");
	TCase *tc;

	tc = tcase_create("cards and moves");
	tcase_add_test(tc, card_readers_refuse_hostile_text);
	tcase_add_test(tc, card_readers_refuse_huge_text);
	tcase_add_test(tc, length_readers_refuse_embedded_nul);
	tcase_add_test(tc, move_readers_refuse_hostile_text);
	tcase_add_test(tc, move_values_out_of_range);
	tcase_add_test(tc, card_and_move_readers_refuse_null);
	suite_add_tcase(s, tc);

	tc = tcase_create("rules");
	tcase_add_test(tc, rules_reader_refuses_hostile_text);
	tcase_add_test(tc, rules_reader_numbers_out_of_range);
	tcase_add_test(tc, rules_reader_length_limit);
	tcase_add_test(tc, rules_options_out_of_range);
	suite_add_tcase(s, tc);

	tc = tcase_create("games");
	tcase_add_test(tc, game_queries_out_of_range);
	tcase_add_test(tc, deal_refuses_bad_decks);
	tcase_add_test(tc, score_piles_refuses_bad_piles);
	tcase_add_test(tc, games_refuse_null);
	suite_add_tcase(s, tc);

	tc = tcase_create("positions");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, position_refuses_empty_binary_and_huge);
	tcase_add_test(tc, position_refuses_truncated_text);
	tcase_add_test(tc, position_refuses_embedded_nul);
	tcase_add_test(tc, position_numbers_out_of_range);
	tcase_add_test(tc, position_refuses_impossible_cards);
	tcase_add_test(tc, position_refuses_impossible_states);
	tcase_add_test(tc, position_refuses_bad_error_version);
	suite_add_tcase(s, tc);

	tc = tcase_create("snapshots");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, snapshot_refuses_corruption);
	tcase_add_test(tc, snapshot_refuses_impossible_states);
	suite_add_tcase(s, tc);

	tc = tcase_create("records");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, record_refuses_hostile_text);
	tcase_add_test(tc, record_refuses_illegal_moves);
	tcase_add_test(tc, record_api_refuses_hostile_calls);
	tcase_add_test(tc, record_text_stays_within_the_limit);
	suite_add_tcase(s, tc);

	return s;
}
