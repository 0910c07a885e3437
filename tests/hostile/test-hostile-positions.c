/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Hostile position notation: empty, binary, huge, truncated text,
 * embedded NUL bytes, numbers out of range, impossible cards and states.
 * Both readers (parse and load) must refuse each.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "hostile-helpers.h"

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
	struct escopa_game *before = clone_game(game);
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
	struct escopa_game *before = clone_game(game);
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

Suite *
make_suite(void)
{
	Suite *s = suite_create("hostile-positions");
	TCase *tc;

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
	return s;
}
