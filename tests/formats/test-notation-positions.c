/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Position notation (doc/notation.md): the one-line text of a game, its
 * buffer rule, and a reader that takes blanks, case and order freely and
 * refuses malformed, hostile and impossible positions with the exact status
 * and offset, leaving the target as it was.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "notation-helpers.h"

/* ---- position notation ---- */

/* Escoba, two players: seat 0 set 1o onto 4e, where its 5c would have
 * swept the table (worth 10): it declined a sweep with a 5. */
static const char escoba_after_a_set[] =
	"position 1 | rules escoba | players 2 | hand 1 | dealer 1 | phase playing | seat 1 | "
	"plays 1 | hands 5c 7e / 2b 6o 10c | declined 5 / - | table 1b 2o 3b 1o+4e | "
	"dealt 1o 5c 7e 2b 6o 10c 1b 2o 3b 4e | "
	"stock 1c 1e 2c 2e 3o 3c 3e 4o 4c 4b 5o 5e 5b 6c 6e 6b 7o 7c 7b 8o 8c 8e 8b 9o 9c "
	"9e 9b 10o 10e 10b | captured - / - | sweeps 0 0 | aside - | scores 0 0 | last - | "
	"winner - | rng 1a738b426458e734";

static struct escopa_game *
escoba_game(void)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "1o 5c 7e", "2b 6o 10c" },
		.table = "1b 2o 3b 4e",
	};
	return game_from_position(ESCOPA_PRESET_ESCOBA, &pos, NULL);
}

static char *
position_text(const struct escopa_game *game)
{
	static char text[4096];
	size_t len = 0;
	ck_assert_ok(escopa_game_format_position(game, text, sizeof text, &len));
	ck_assert_uint_lt(len, sizeof text);
	ck_assert_uint_eq(len, strlen(text));
	return text;
}

START_TEST(position_text_is_one_line_with_every_field)
{
	struct escopa_game *game = escoba_game();
	play(game, "1o on 4e");
	ck_assert_str_eq(position_text(game), escoba_after_a_set);

	struct escopa_game *back = NULL;
	struct escopa_parse_error err = new_error();
	ck_assert_ok(escopa_game_parse_position(escoba_after_a_set, strlen(escoba_after_a_set),
						&back, &err));
	assert_same_game(game, back);
	/* the error struct is only written on failure */
	ck_assert_uint_eq(err.offset, (size_t)0x5A5A5A5A5A5A5A5Aull);

	/* after the capture: a pile is gone, side 1 has captured */
	play(game, "10c x 1o+4e");
	char *text = position_text(game);
	ck_assert_ptr_nonnull(strstr(text, "| table 1b 2o 3b |"));
	ck_assert_ptr_nonnull(strstr(text, "| captured - / 1o 4e 10c |"));
	ck_assert_ptr_nonnull(strstr(text, "| last 1 |"));
	ck_assert_ok(escopa_game_load_position(back, text, strlen(text), NULL));
	assert_same_game(game, back);
	escopa_game_free(back);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_format_follows_the_buffer_rule)
{
	struct escopa_game *game = escoba_game();
	size_t len = SENTINEL, full = 0;
	char small[16];
	ck_assert_ok(escopa_game_format_position(game, NULL, 0, &full));
	ck_assert_uint_gt(full, 100);
	strcpy(small, "untouched");
	ck_assert_ok(escopa_game_format_position(game, small, sizeof small, &len));
	ck_assert_uint_eq(len, full);
	ck_assert_str_eq(small, "");
	ck_assert_status(escopa_game_format_position(NULL, small, sizeof small, &len),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(game, small, sizeof small, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_format_position(game, NULL, 4, &len), ESCOPA_E_NULL);
	escopa_game_free(game);
}
END_TEST

/* A few buffers in turn, so that the helpers below nest. */
static char *
next_buffer(void)
{
	static char buffers[4][8192];
	static int next;
	return buffers[next++ % 4];
}

/* Replaces the content of a field (after its label) in a position. */
static char *
with_field(const char *text, const char *label, const char *content)
{
	char *out = next_buffer();
	size_t size = 8192;
	char key[64];
	snprintf(key, sizeof key, "| %s ", label);
	const char *at = strstr(text, key);
	ck_assert_msg(at, "no field %s", label);
	at += strlen(key);
	const char *end = strstr(at, " |");
	if (!end)
		end = at + strlen(at);
	snprintf(out, size, "%.*s%s%s", (int)(at - text), text, content, end);
	return out;
}

/* Removes a whole field, label and all. */
static char *
without_field(const char *text, const char *label)
{
	char *out = next_buffer();
	size_t size = 8192;
	char key[64];
	snprintf(key, sizeof key, " | %s ", label);
	const char *at = strstr(text, key);
	ck_assert_msg(at, "no field %s", label);
	const char *end = strstr(at + 3, " |");
	snprintf(out, size, "%.*s%s", (int)(at - text), text, end ? end : "");
	return out;
}

static char *
field_of(const char *text, const char *label, char *out, size_t size)
{
	char key[64];
	snprintf(key, sizeof key, "| %s ", label);
	const char *at = strstr(text, key) + strlen(key);
	const char *end = strstr(at, " |");
	snprintf(out, size, "%.*s", (int)(end - at), at);
	return out;
}

static size_t
offset_of(const char *text, const char *needle)
{
	const char *at = strstr(text, needle);
	ck_assert_msg(at, "'%s' not in the text", needle);
	return (size_t)(at - text);
}

/*
 * Loads text that must fail into a game and checks the exact status and
 * offset, that the game is unchanged, and that parse_position fails the
 * same way without touching its out-parameter.
 */
static void
expect_position_error(struct escopa_game *game, const char *text, size_t len,
		      enum escopa_status status, size_t offset, const char *words)
{
	struct escopa_game *before = NULL;
	struct escopa_parse_error err = new_error();
	ck_assert_ok(escopa_game_clone(game, &before));
	enum escopa_status rc = escopa_game_load_position(game, text, len, &err);
	ck_assert_msg(rc == status, "%s\nreturned %s (%s)", text, escopa_status_name(rc),
		      err.message);
	assert_game_unchanged(game, before);
	ck_assert_int_eq(err.status, status);
	ck_assert_msg(err.offset == offset, "%s\noffset %zu, expected %zu: %s", text, err.offset,
		      offset, err.message);
	ck_assert_msg(strstr(err.message, words), "message '%s' lacks '%s'", err.message, words);

	struct escopa_game *parsed = (struct escopa_game *)(uintptr_t)SENTINEL;
	struct escopa_parse_error err2 = new_error();
	ck_assert_status(escopa_game_parse_position(text, len, &parsed, &err2), status);
	ck_assert_ptr_eq(parsed, (struct escopa_game *)(uintptr_t)SENTINEL);
	ck_assert_uint_eq(err2.offset, err.offset);
	ck_assert_str_eq(err2.message, err.message);
	escopa_game_free(before);
}

static void
expect_field_error(struct escopa_game *game, const char *text, const char *at,
		   const char *words)
{
	expect_position_error(game, text, strlen(text), ESCOPA_E_PARSE, offset_of(text, at), words);
}

START_TEST(position_reader_takes_blanks_case_and_order_freely)
{
	struct escopa_game *game = escoba_game();
	play(game, "1o on 4e");
	static const char loose[] =
		"\t POSITION 1|Rules  ESCOBA |players 2| hand 1 | dealer 1 | phase Playing | "
		"seat 1 | plays 1 | hands 7E 5C  /  10C 6O 2B | Declined  5/ - | "
		"table 4E+1O 3B 2O 1B | "
		"dealt 1o 5c 7e 2b 6o 10c 1b 2o 3b 4e | "
		"stock 1c 1e 2c 2e 3o 3c 3e 4o 4c 4b 5o 5e 5b 6c 6e 6b 7o 7c 7b 8o 8c 8e 8b 9o "
		"9c 9e 9b 10o 10e 10b | captured - / - | sweeps 0 0 | aside - | scores 0 0 | "
		"last - | winner - | RNG 1A738B426458E734 \r\n";
	struct escopa_game *back = NULL;
	struct escopa_parse_error err = new_error();
	enum escopa_status rc = escopa_game_parse_position(loose, strlen(loose), &back, &err);
	ck_assert_msg(rc == ESCOPA_OK, "%s", err.message);
	assert_same_game(game, back);
	escopa_game_free(back);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_dealt_field_may_be_left_out)
{
	/* Without it the dealt cards are taken in ascending order: the game
	 * plays the same, only that bit of history differs. */
	struct escopa_game *game = escoba_game();
	play(game, "1o on 4e");
	char *text = without_field(escoba_after_a_set, "dealt");
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(text, strlen(text), &back, NULL));
	char *again = position_text(back);
	ck_assert_ptr_nonnull(strstr(again, "| dealt 1o 1b 2o 2b 3b 4e 5c 6o 7e 10c |"));
	ck_assert_str_eq(without_field(again, "dealt"), text);
	ck_assert_uint_eq(move_count(back), move_count(game));
	size_t n_stock = 0, n_stock_back = 0;
	ck_assert_ok(escopa_game_stock(game, NULL, 0, &n_stock));
	ck_assert_ok(escopa_game_stock(back, NULL, 0, &n_stock_back));
	ck_assert_uint_eq(n_stock, n_stock_back);
	escopa_game_free(back);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_reader_rejects_malformed_text)
{
	struct escopa_game *game = escoba_game();
	const char *base = escoba_after_a_set;
	char *text;

	expect_position_error(game, "", 0, ESCOPA_E_PARSE, 0, "empty");
	expect_position_error(game, " \n", 2, ESCOPA_E_PARSE, 2, "empty");
	expect_position_error(game, "position 2", 10, ESCOPA_E_PARSE, 9, "version 2");
	expect_position_error(game, "position 1", 10, ESCOPA_E_PARSE, 10, "'rules' is missing");
	expect_position_error(game, "fen 1", 5, ESCOPA_E_PARSE, 0, "expected the field 'position'");
	expect_field_error(game, with_field(base, "players", "5"), "5 | hand", "players must be 2 to 4");
	expect_field_error(game, with_field(base, "players", "two"), "two", "expected a number");
	expect_field_error(game, with_field(base, "hand", "0"), "0 | dealer", "1 to 2147483647");
	expect_field_error(game, with_field(base, "hand", "2147483648"), "2147483648", "1 to 2147483647");
	expect_field_error(game, with_field(base, "dealer", "2"), "2 | phase", "0 to 1");
	expect_field_error(game, with_field(base, "seat", "9"), "9 | plays", "0 to 1");
	expect_field_error(game, with_field(base, "phase", "thinking"), "thinking", "not a phase");
	expect_field_error(game, with_field(base, "scores", "0 99999"), "99999", "0 to 32767");
	expect_field_error(game, with_field(base, "sweeps", "0 -1"), "-1", "expected a number");
	expect_field_error(game, with_field(base, "scores", "0"), " | last", "2 scores needed");
	expect_field_error(game, with_field(base, "scores", "0 0 0"), "0 | last", "more scores");
	expect_field_error(game, with_field(base, "last", "2"), "2 | winner", "0 to 1");
	expect_field_error(game, with_field(base, "rng", "1a738b426458e73"), "1a738b", "16 hexadecimal");
	expect_field_error(game, with_field(base, "rng", "1a738b426458e73g"), "1a738b", "16 hexadecimal");
	expect_field_error(game, with_field(base, "hands", "5c 7e"), " | declined", "2 hands needed");
	expect_field_error(game, with_field(base, "hands", "5c 7e / 2b / 6o 10c"), "6o 10c |",
			   "more than 2 hands");
	text = with_field(base, "hands", "5c 7e / ");
	expect_position_error(game, text, strlen(text), ESCOPA_E_PARSE, offset_of(text, "/  |") + 1,
			      "expected cards");
	expect_field_error(game, with_field(base, "hands", "5c 7x / 2b 6o 10c"), "7x",
			   "'7x' is not a card");
	expect_field_error(game, with_field(base, "table", "1b 2o 3b 1o+"), " | dealt",
			   "expected a card");
	expect_field_error(game, with_field(base, "rules", "escoba colour=red"), "colour",
			   "no option");
	expect_field_error(game, with_field(base, "rules", "escoba target=0"), "0 | players",
			   "target is 1 to 1000");
	/* a field too many, too few, out of order */
	text = next_buffer();
	snprintf(text, 8192, "%s | extra 1", base);
	expect_field_error(game, text, "extra", "after the rng");
	expect_field_error(game, without_field(base, "sweeps"), "aside",
			   "expected the field 'sweeps', found 'aside'");
	snprintf(text, 8192, "%s |", base);
	expect_position_error(game, text, strlen(text), ESCOPA_E_PARSE, strlen(text), "after the rng");
	/* not one line */
	snprintf(text, 8192, "%s", base);
	text[offset_of(text, " | hands")] = '\n';
	expect_field_error(game, text, "\n", "one line");
	escopa_game_free(game);
}
END_TEST

START_TEST(position_reader_rejects_hostile_input)
{
	struct escopa_game *game = escoba_game();
	const char *base = escoba_after_a_set;
	size_t len = strlen(base);

	/* every truncation */
	for (size_t cut = 0; cut < len; cut++) {
		struct escopa_parse_error err = new_error();
		struct escopa_game *before = NULL;
		ck_assert_ok(escopa_game_clone(game, &before));
		ck_assert_status(escopa_game_load_position(game, base, cut, &err), ESCOPA_E_PARSE);
		ck_assert_uint_le(err.offset, cut);
		assert_game_unchanged(game, before);
		escopa_game_free(before);
	}

	/* embedded NUL bytes, anywhere */
	char text[4096];
	for (size_t at = 0; at < len; at += 7) {
		memcpy(text, base, len);
		text[at] = '\0';
		expect_position_error(game, text, len, ESCOPA_E_PARSE, at, "NUL");
	}

	/* binary noise */
	uint64_t rng = 99;
	for (int i = 0; i < 2000; i++) {
		size_t n = (size_t)(next_random(&rng) % 600);
		for (size_t k = 0; k < n; k++)
			text[k] = (char)next_random(&rng);
		struct escopa_game *before = NULL;
		ck_assert_ok(escopa_game_clone(game, &before));
		ck_assert_status(escopa_game_load_position(game, text, n, NULL), ESCOPA_E_PARSE);
		assert_game_unchanged(game, before);
		escopa_game_free(before);
	}
	/* one byte changed at random: accepted only if it still validates, and
	 * then exactly as written */
	for (int i = 0; i < 5000; i++) {
		memcpy(text, base, len);
		text[next_random(&rng) % len] = (char)(' ' + next_random(&rng) % 95);
		struct escopa_game *back = NULL;
		if (escopa_game_parse_position(text, len, &back, NULL) == ESCOPA_OK) {
			char again[4096];
			size_t n;
			ck_assert_ok(escopa_game_format_position(back, again, sizeof again, &n));
			struct escopa_game *third = NULL;
			ck_assert_ok(escopa_game_parse_position(again, n, &third, NULL));
			assert_same_game(back, third);
			escopa_game_free(third);
			escopa_game_free(back);
		}
	}

	/* huge */
	size_t big = 65537;
	char *huge = malloc(big);
	ck_assert_ptr_nonnull(huge);
	memset(huge, ' ', big);
	memcpy(huge, base, len);
	expect_position_error(game, huge, big, ESCOPA_E_PARSE, 65536, "65536");
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(huge, 65536, &back, NULL));
	escopa_game_free(back);
	free(huge);

	/* arguments */
	struct escopa_parse_error err = new_error();
	ck_assert_status(escopa_game_load_position(NULL, base, len, &err), ESCOPA_E_NULL);
	ck_assert_int_eq(err.status, ESCOPA_E_NULL);
	ck_assert_status(escopa_game_load_position(game, NULL, len, &err), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_parse_position(NULL, len, &back, &err), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_parse_position(base, len, NULL, &err), ESCOPA_E_NULL);
	err.version = 7;
	ck_assert_status(escopa_game_load_position(game, base, len, &err), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_parse_position(base, len, &back, &err), ESCOPA_E_INVALID);
	escopa_game_free(game);
}
END_TEST

START_TEST(position_reader_rejects_cards_out_of_place)
{
	struct escopa_game *game = escoba_game();
	const char *base = escoba_after_a_set;
	char *text;

	/* a card in two places */
	text = with_field(base, "hands", "5c 7e / 2b 6o 5c");
	expect_field_error(game, text, "5c |", "'5c' is in two places");
	text = with_field(base, "captured", "10b / -");
	expect_field_error(game, text, "10b / -", "'10b' is in two places");
	text = with_field(base, "aside", "3b");
	expect_field_error(game, text, "3b | scores", "'3b' is in two places");
	text = with_field(base, "dealt", "1o 5c 7e 2b 6o 10c 1b 2o 3b 3b");
	expect_field_error(game, text, "3b | stock", "twice in the deck order");
	/* a 41st card: a joker in a 40-card game, or a card twice */
	text = with_field(base, "hands", "5c 7e / 2b 6o 10c jk1");
	expect_field_error(game, text, "jk1", "not in this game's deck");
	/* a card nowhere */
	text = with_field(base, "hands", "5c 7e / 2b 6o");
	text = without_field(text, "dealt");
	expect_field_error(game, text, "stock 1c", "a card of the deck is nowhere");
	/* the dealt cards and the stock are not the deck */
	text = with_field(base, "dealt", "1o 5c 7e 2b 6o 10c 1b 2o 3b");
	expect_field_error(game, text, "dealt", "not the 40 of the deck");
	escopa_game_free(game);
}
END_TEST

START_TEST(position_reader_rejects_impossible_states)
{
	struct escopa_game *game = escoba_game();
	const char *base = without_field(escoba_after_a_set, "dealt");
	char copy[4096];
	snprintf(copy, sizeof copy, "%s", base);
	base = copy;

	/* hands of the wrong size for the phase: seat 1 is to play, so seat 0,
	 * who played this round, holds one card fewer, not more */
	expect_field_error(game, with_field(base, "hands", "5c 7e 2b / 6o 10c"), "hands",
			   "hand sizes");
	expect_field_error(game, with_field(base, "seat", "0"), "hands", "hand sizes");
	expect_field_error(game, with_field(base, "plays", "2"), "plays", "plays are");
	expect_field_error(game, with_field(base, "phase", "hand_over"), "hands",
			   "hands are empty");
	expect_field_error(game, with_field(base, "phase", "misdeal"), "phase", "redeal");
	/* a pile of several cards without stacking, or worth 15 */
	expect_field_error(game, with_field(base, "rules", "escoba stacking=0"), "table",
			   "stacking");
	expect_field_error(game, with_field(with_field(base, "table", "1b 2o 1o+4e+10c"), "hands",
					    "5c 7e / 2b 3b 6o"), "table", "more than 14");
	/* sweeps, last capture and captures */
	expect_field_error(game, with_field(base, "sweeps", "1 0"), "sweeps", "sweep points");
	/* a count that does not fit the state's byte is refused, not cut */
	expect_field_error(game, with_field(base, "sweeps", "256 0"), "sweeps", "sweep points");
	expect_field_error(game, with_field(base, "sweeps", "32767 0"), "sweeps", "sweep points");
	expect_field_error(game, with_field(base, "last", "0"), "last", "captured nothing");
	/* scores before any hand is over */
	expect_field_error(game, with_field(base, "scores", "3 0"), "scores",
			   "before the first hand");
	expect_field_error(game, with_field(with_field(base, "hand", "4"), "scores", "16 3"),
			   "scores", "already ended the game");
	expect_field_error(game, with_field(base, "winner", "0"), "winner",
			   "winner before the game is over");
	/* rules and cards disagree: jokers in the rules, none in the cards */
	expect_field_error(game, with_field(base, "rules", "escoba stacking=0 jokers=2"), "stock",
			   "nowhere");
	escopa_game_free(game);
}
END_TEST

/* Plays random moves until the phase is reached. */
static struct escopa_game *
game_in_phase(enum escopa_preset preset, int players, enum escopa_phase wanted, uint64_t seed)
{
	struct escopa_game *game = new_game(preset, players, seed, NULL);
	uint64_t rng = seed;
	for (;;) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(game, &phase));
		if (phase == wanted)
			return game;
		if (phase == ESCOPA_PHASE_HAND_OVER) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		ck_assert_int_eq(phase, ESCOPA_PHASE_PLAYING);
		escopa_move_t moves[512];
		size_t n = 0;
		ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
		ck_assert_ok(escopa_game_play(game, moves[next_random(&rng) % (n < 512 ? n : 512)],
					      NULL));
	}
}

START_TEST(position_reader_rejects_scores_that_contradict_captures)
{
	struct escopa_game *game = game_in_phase(ESCOPA_PRESET_ESCOBA_DE_15, 2,
						 ESCOPA_PHASE_HAND_OVER, 3);
	char base[4096], field[512], changed[64];
	snprintf(base, sizeof base, "%s", position_text(game));
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(base, strlen(base), &back, NULL));
	escopa_game_free(back);

	/* the running scores hold this hand's points: lowering one below them
	 * contradicts the captured cards */
	int score0 = 0;
	int32_t row[ESCOPA_SCORE_ITEM_COUNT];
	ck_assert_ok(escopa_game_score(game, 0, &score0));
	ck_assert_ok(escopa_game_hand_score(game, 0, row, ESCOPA_SCORE_ITEM_COUNT));
	ck_assert_int_gt(row[ESCOPA_SCORE_TOTAL], 0);
	int score1 = 0;
	ck_assert_ok(escopa_game_score(game, 1, &score1));
	snprintf(changed, sizeof changed, "%d %d", row[ESCOPA_SCORE_TOTAL] - 1, score1);
	expect_field_error(game, with_field(base, "scores", changed), "scores",
			   "less than the points");
	/* a captured card back in a hand once the hand is over */
	field_of(base, "captured", field, sizeof field);
	ck_assert_ptr_nonnull(strchr(field, ' '));
	char hand[16];
	snprintf(hand, sizeof hand, "%.*s / - ", (int)(strchr(field, ' ') - field), field);
	char captured[512];
	snprintf(captured, sizeof captured, "%s", strchr(field, ' ') + 1);
	expect_field_error(game, with_field(with_field(base, "hands", hand), "captured",
					    captured), "hands", "hands are empty");
	/* a game over without a side at the target */
	expect_field_error(game, with_field(base, "phase", "game_over"), "scores",
			   "no side alone");
	escopa_game_free(game);

	game = game_in_phase(ESCOPA_PRESET_SCOPA, 3, ESCOPA_PHASE_GAME_OVER, 5);
	snprintf(base, sizeof base, "%s", position_text(game));
	ck_assert_ok(escopa_game_parse_position(base, strlen(base), &back, NULL));
	assert_same_game(game, back);
	escopa_game_free(back);
	int winner = -1;
	ck_assert_ok(escopa_game_winner(game, &winner));
	snprintf(changed, sizeof changed, "%d", (winner + 1) % 3);
	expect_field_error(game, with_field(base, "winner", changed), "winner",
			   "not the side with the highest");
	expect_field_error(game, with_field(base, "winner", "-"), "winner",
			   "not the side with the highest");
	expect_field_error(game, with_field(base, "phase", "hand_over"), "scores",
			   "the scores end the game");
	escopa_game_free(game);
}
END_TEST

START_TEST(position_reader_checks_the_first_table_rules)
{
	/* Escoba de 15 sets a first table with a 15 aside. */
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "1o 5c 7e", "2b 6o 10c" },
		.table = "1b 2o 3b 9e",   /* 1 + 2 + 3 + 9 = 15 */
	};
	/* the stock if the first table were 1b 2o 3b 4b, which holds no 15 */
	static const char other_stock[] =
		"1c 1e 2c 2e 3o 3c 3e 4o 4c 4e 5o 5e 5b 6c 6e 6b 7o 7c 7b 8o 8c 8e 8b 9o 9c 9e "
		"9b 10o 10e 10b";
	struct escopa_game *game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	char base[4096];
	snprintf(base, sizeof base, "%s", without_field(position_text(game), "dealt"));
	ck_assert_ptr_nonnull(strstr(base, "| table - |"));
	ck_assert_ptr_nonnull(strstr(base, "| aside 1b 2o 3b 9e |"));
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(base, strlen(base), &back, NULL));
	escopa_game_free(back);
	/* the same cards on the table: they should have been set aside */
	expect_field_error(game, with_field(with_field(base, "table", "1b 2o 3b 9e"), "aside", "-"),
			   "aside", "set aside exactly when");
	/* cards set aside that hold no 15 */
	expect_field_error(game, with_field(with_field(base, "aside", "1b 2o 3b 4b"), "stock",
					    other_stock), "aside", "set aside");
	escopa_game_free(game);

	/* Escopa: the dealer's side captures a first table adding up to 15. */
	game = game_from_position(ESCOPA_PRESET_ESCOPA, &pos, NULL);
	snprintf(base, sizeof base, "%s", without_field(position_text(game), "dealt"));
	ck_assert_ptr_nonnull(strstr(base, "| captured - / 1b 2o 3b 9e | sweeps 0 1 |"));
	expect_field_error(game, with_field(base, "sweeps", "0 2"), "sweeps", "sweep points");
	expect_field_error(game, with_field(base, "sweeps", "0 0"), "captured", "dealer");
	escopa_game_free(game);

	/* Redeal: a misdeal shows the first table with its 15. */
	int redeal[] = { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_REDEAL, -1 };
	game = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, redeal);
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(game, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_MISDEAL);
	snprintf(base, sizeof base, "%s", position_text(game));
	ck_assert_ptr_nonnull(strstr(base, "| phase misdeal |"));
	ck_assert_ok(escopa_game_parse_position(base, strlen(base), &back, NULL));
	assert_same_game(game, back);
	escopa_game_free(back);
	/* a misdeal needs that 15 */
	expect_field_error(game, with_field(with_field(without_field(base, "dealt"), "table",
						       "1b 2o 3b 4b"), "stock", other_stock),
			   "phase", "misdeal needs");
	escopa_game_free(game);
}
END_TEST

START_TEST(position_reads_jokers_and_four_players)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 4, 11, NULL);
	char *text = position_text(game);
	ck_assert_ptr_nonnull(strstr(text, "rules escoba_comodines | players 4 |"));
	/* four players in partnerships are two sides */
	ck_assert_ptr_nonnull(strstr(text, "| sweeps 0 0 |"));
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(text, strlen(text), &back, NULL));
	assert_same_game(game, back);
	escopa_game_free(back);
	escopa_game_free(game);

	game = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 4, 11, NULL);
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_ESCOBA_COMODINES, &rules));
	ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_PARTNERSHIPS, 0));
	struct escopa_game *cutthroat = NULL;
	ck_assert_ok(escopa_game_new(rules, 4, 11, &cutthroat));
	escopa_rules_free(rules);
	text = position_text(cutthroat);
	ck_assert_ptr_nonnull(strstr(text, "| sweeps 0 0 0 0 |"));
	ck_assert_ok(escopa_game_load_position(game, text, strlen(text), NULL));
	assert_same_game(game, cutthroat);
	escopa_game_free(cutthroat);
	escopa_game_free(game);
}
END_TEST

/* The match fields of 1.3: `game` and `wins` come after `players` and may
 * be left out; the writer leaves them out for a first game, so a single
 * game's text is as in 1.2. */
START_TEST(position_game_and_wins_fields)
{
	struct escopa_game *game = escoba_game();
	play(game, "1o on 4e");
	const char *base = escoba_after_a_set;
	ck_assert_ptr_null(strstr(base, "| game "));
	ck_assert_ptr_null(strstr(base, "| wins "));
	char *text = with_field(base, "players", "2 | game 1 | wins 0 0");
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(text, strlen(text), &back, NULL));
	assert_same_game(game, back);
	ck_assert_str_eq(position_text(back), base);
	escopa_game_free(back);

	/* game 2 after a drawn first game: written back with its game field,
	 * without the wins, which say nothing more */
	text = with_field(base, "players", "2 | game 2");
	ck_assert_ok(escopa_game_parse_position(text, strlen(text), &back, NULL));
	int number = 0;
	ck_assert_ok(escopa_game_match_game(back, &number));
	ck_assert_int_eq(number, 2);
	ck_assert_str_eq(position_text(back), text);
	escopa_game_free(back);

	/* what follows "players", where the error points, and why */
	static const char *const bad[][3] = {
		{ "2 | game 70000", "70000", "the game number must be 1 to 65535" },
		{ "2 | wins 0 0 0", "0 |", "more games won than sides" },
		{ "2 | wins 0 0 | game 2", "game 2", "expected the field 'hand', found 'game'" },
		{ "2 | wins 1 0", "wins 1 0", "more games won than games played" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		expect_field_error(game, with_field(base, "players", bad[i][0]), bad[i][1], bad[i][2]);
	escopa_game_free(game);
}
END_TEST

/* doc/rules.md, section Cards (jokers): the cards past the last full round are
 * on the table once that round is dealt, never left in the stock; a position of
 * the last round reads back, and the same with the two cards in the stock is
 * refused. */
START_TEST(position_jokers_last_round)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 2, 3, NULL);
	escopa_cardset_t leftover = 0;
	for (;;) {
		escopa_card_t stock[ESCOPA_CARD_COUNT];
		size_t n = 0;
		ck_assert_ok(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &n));
		escopa_move_t m;
		ck_assert_ok(escopa_game_move_at(game, 0, &m));
		struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
		ck_assert_ok(escopa_game_play(game, m, &r));
		if ((r.flags & ESCOPA_PLAYED_REDEALT) && n == 8) {
			leftover = ESCOPA_CARDSET_OF(stock[6]) | ESCOPA_CARDSET_OF(stock[7]);
			break;
		}
	}
	escopa_cardset_t table = 0;
	ck_assert_ok(escopa_game_table(game, &table));
	ck_assert((table & leftover) == leftover);
	char *text = position_text(game);
	ck_assert_ptr_nonnull(strstr(text, "| stock - |"));
	struct escopa_game *back = NULL;
	ck_assert_ok(escopa_game_parse_position(text, strlen(text), &back, NULL));
	assert_same_game(game, back);
	escopa_game_free(back);

	char rest[256], cards_text[64], stock_text[64];
	size_t len;
	ck_assert_ok(escopa_cardset_format(table & ~leftover, ESCOPA_STYLE_ASCII, rest, sizeof rest,
					   &len));
	ck_assert_ok(escopa_cardset_format(leftover, ESCOPA_STYLE_ASCII, cards_text,
					   sizeof cards_text, &len));
	snprintf(stock_text, sizeof stock_text, "%s", cards_text);
	char *bad = without_field(with_field(with_field(text, "table", rest[0] ? rest : "-"),
					     "stock", stock_text), "dealt");
	expect_field_error(game, bad, "stock", "whole rounds of 3 cards");
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("notation-positions");
	TCase *tc;

	tc = tcase_create("positions");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, position_text_is_one_line_with_every_field);
	tcase_add_test(tc, position_format_follows_the_buffer_rule);
	tcase_add_test(tc, position_reader_takes_blanks_case_and_order_freely);
	tcase_add_test(tc, position_dealt_field_may_be_left_out);
	tcase_add_test(tc, position_reader_rejects_malformed_text);
	tcase_add_test(tc, position_reader_rejects_hostile_input);
	tcase_add_test(tc, position_reader_rejects_cards_out_of_place);
	tcase_add_test(tc, position_reader_rejects_impossible_states);
	tcase_add_test(tc, position_reader_rejects_scores_that_contradict_captures);
	tcase_add_test(tc, position_reader_checks_the_first_table_rules);
	tcase_add_test(tc, position_reads_jokers_and_four_players);
	tcase_add_test(tc, position_game_and_wins_fields);
	tcase_add_test(tc, position_jokers_last_round);
	suite_add_tcase(s, tc);
	return s;
}
