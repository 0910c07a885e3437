/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Every error path of a seat's view (view.h), with its exact status,
 * leaving the view, the game and every out-parameter unchanged: making,
 * updating, copying and comparing views, the getters, and reading text and
 * snapshots that are not a view's.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "view-helpers.h"
#include "fuzz/snapshot-crc.h"
#include "escopa-private.h"

/* What an out-parameter holds before a call that must not write it. */
#define SENTINEL 0x5A5A5A5A

START_TEST(test_errors_lifecycle)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 3, 42, NULL);
	struct escopa_view *view = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_new(NULL, 0, &view), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new(game, -1, &view), ESCOPA_E_INVALID);
	ck_assert_status(escopa_view_new(game, 3, &view), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(view, (struct escopa_view *)(uintptr_t)SENTINEL);
	ck_assert_ok(escopa_view_new(game, 2, &view));

	struct escopa_view before = *view;
	ck_assert_status(escopa_view_update(NULL, game, 0), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_update(view, NULL, 0), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_update(view, game, 3), ESCOPA_E_INVALID);
	ck_assert_status(escopa_view_update(view, game, -1), ESCOPA_E_INVALID);
	ck_assert_int_eq(memcmp(&before, view, sizeof before), 0);

	struct escopa_view *clone = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_clone(NULL, &clone), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_clone(view, NULL), ESCOPA_E_NULL);
	ck_assert_ptr_eq(clone, (struct escopa_view *)(uintptr_t)SENTINEL);
	ck_assert_ok(escopa_view_clone(view, &clone));
	ck_assert_status(escopa_view_copy(NULL, view), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_copy(clone, NULL), ESCOPA_E_NULL);
	ck_assert_ok(escopa_view_copy(clone, clone));
	int equal = SENTINEL;
	ck_assert_status(escopa_view_equal(NULL, view, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_equal(view, NULL, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_equal(view, clone, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(equal, SENTINEL);
	ck_assert_ok(escopa_view_update(clone, game, 0));
	ck_assert_ok(escopa_view_equal(view, clone, &equal));
	ck_assert_int_eq(equal, 0);
	ck_assert_ok(escopa_view_copy(clone, view));
	ck_assert_ok(escopa_view_equal(view, clone, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_view_free(clone);
	escopa_view_free(NULL);
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

START_TEST(test_errors_getters)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 3, 42, NULL);
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, 2, &view));
	int v = SENTINEL;
	escopa_cardset_t set = SENTINEL;
	size_t n = SENTINEL;
	uint64_t key = SENTINEL;
	enum escopa_phase phase = (enum escopa_phase)SENTINEL;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));

	ck_assert_status(escopa_view_seat(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_seat(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_players(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_players(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sides(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sides(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_option(NULL, ESCOPA_OPT_TARGET, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_option(view, ESCOPA_OPT_TARGET, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_option(view, (enum escopa_option)-1, &v), ESCOPA_E_OPTION);
	ck_assert_status(escopa_view_option(view, (enum escopa_option)999, &v), ESCOPA_E_OPTION);
	ck_assert_status(escopa_view_rules(NULL, rules), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_rules(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_phase(NULL, &phase), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_phase(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_current_seat(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_current_seat(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_dealer(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_dealer(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_number(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_number(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_stock_size(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_stock_size(view, NULL), ESCOPA_E_NULL);
	for (int seat = -1; seat <= 3; seat += 4) {
		ck_assert_status(escopa_view_hand(view, seat, &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_hand_size(view, seat, &v), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_excluded(view, seat, &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_captured(view, seat, &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_sweeps(view, seat, &v), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_score(view, seat, &v), ESCOPA_E_INVALID);
	}
	ck_assert_status(escopa_view_hand(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_size(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_size(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_excluded(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_excluded(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_captured(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_captured(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sweeps(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sweeps(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_score(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_score(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_table(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_table(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_set_aside(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_set_aside(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_unseen(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_unseen(view, NULL), ESCOPA_E_NULL);
	escopa_cardset_t piles[4];
	ck_assert_status(escopa_view_piles(NULL, piles, 4, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_piles(view, piles, 4, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_piles(view, NULL, 4, &n), ESCOPA_E_NULL);
	escopa_move_t moves[4];
	ck_assert_status(escopa_view_moves(NULL, moves, 4, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_moves(view, moves, 4, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_moves(view, NULL, 4, &n), ESCOPA_E_NULL);
	/* seat 0 is to play, not the viewer */
	ck_assert_status(escopa_view_moves(view, moves, 4, &n), ESCOPA_E_PHASE);
	uint8_t obs[ESCOPA_OBSERVATION_SIZE];
	memset(obs, 0x5A, sizeof obs);
	ck_assert_status(escopa_view_observe(NULL, obs), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_observe(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe_seat(NULL, 0, obs), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe_seat(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe_seat(game, 3, obs), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_observe_seat(game, -1, obs), ESCOPA_E_INVALID);
	for (size_t i = 0; i < sizeof obs; i++)
		ck_assert_int_eq(obs[i], 0x5A);
	ck_assert_status(escopa_view_key(NULL, &key), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_key(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_info_key(NULL, 0, &key), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_info_key(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_info_key(game, 3, &key), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_info_key(game, -1, &key), ESCOPA_E_INVALID);
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	ck_assert_status(escopa_view_sample(NULL, 1, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sample(view, 1, NULL), ESCOPA_E_NULL);
	assert_game_unchanged(game, before);
	ck_assert_int_eq(v, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL);
	ck_assert_uint_eq(n, SENTINEL);
	ck_assert_uint_eq(key, SENTINEL);
	ck_assert_int_eq(phase, (enum escopa_phase)SENTINEL);

	/* the rules copy into an existing rule set */
	int equal = 0;
	struct escopa_rules *game_rules = NULL;
	ck_assert_ok(escopa_view_rules(view, rules));
	ck_assert_ok(escopa_game_rules(game, &game_rules));
	ck_assert_ok(escopa_rules_equal(rules, game_rules, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_rules_free(game_rules);

	/* no hand in play: no seat to play, no moves */
	while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
		escopa_move_t m[512];
		size_t count;
		ck_assert_ok(escopa_game_moves(game, m, 512, &count));
		ck_assert_ok(escopa_game_play(game, m[0], NULL));
	}
	ck_assert_ok(escopa_view_update(view, game, 0));
	ck_assert_status(escopa_view_current_seat(view, &v), ESCOPA_E_PHASE);
	ck_assert_status(escopa_view_moves(view, moves, 4, &n), ESCOPA_E_PHASE);
	ck_assert_int_eq(v, SENTINEL);
	escopa_game_free(before);
	escopa_rules_free(rules);
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

/* A text read as a view fails with this status at this offset, naming
 * something in its message, and leaves the view alone. */
static void
expect_refused_text(struct escopa_view *view, const char *text, size_t length, size_t offset,
		    const char *says)
{
	struct escopa_view before = *view;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_view_load(view, text, length, &error), ESCOPA_E_PARSE);
	ck_assert_int_eq(error.status, ESCOPA_E_PARSE);
	ck_assert_msg(error.offset == offset, "offset %zu, expected %zu (%s): %s", error.offset,
		      offset, error.message, text);
	ck_assert_msg(strstr(error.message, says) != NULL, "'%s' does not say '%s'",
		      error.message, says);
	ck_assert_int_eq(memcmp(&before, view, sizeof before), 0);
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_parse(text, length, &made, NULL), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);
}

/* The view text with one part replaced, and where the new part starts. */
static size_t
replaced(char *out, size_t size, const char *text, const char *old, const char *new_part)
{
	const char *at = strstr(text, old);
	ck_assert_ptr_nonnull(at);
	size_t before = (size_t)(at - text);
	snprintf(out, size, "%.*s%s%s", (int)before, text, new_part, at + strlen(old));
	return before;
}

START_TEST(test_errors_text)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 42, NULL);
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, 0, &view));
	char text[2048], bad[2048];
	format_view(view, text, sizeof text);
	/* view 1 | viewer 0 | rules escopa | players 2 | hand 1 | dealer 1 |
	 * phase playing | seat 0 | plays 0 | hands <3 cards> / ? ? ? | table ...
	 * | stock 30 | captured - / - | ... | winner - */
	ck_assert_ptr_nonnull(strstr(text, "| stock 30 |"));
	ck_assert_ptr_nonnull(strstr(text, " / ? ? ? |"));

	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_load(NULL, text, strlen(text), &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_load(view, NULL, 0, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_parse(NULL, 0, &made, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_parse(text, strlen(text), NULL, &error), ESCOPA_E_NULL);
	error.version = 99;
	ck_assert_status(escopa_view_load(view, text, strlen(text), &error), ESCOPA_E_INVALID);
	ck_assert_status(escopa_view_parse(text, strlen(text), &made, &error), ESCOPA_E_INVALID);
	ck_assert_int_eq(error.version, 99);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);

	/* a position is not a view, nor a view a position */
	char position[2048];
	size_t length;
	ck_assert_ok(escopa_game_format_position(game, position, sizeof position, &length));
	expect_refused_text(view, position, length, 0, "expected the field 'view'");
	struct escopa_game *copy = NULL;
	ck_assert_ok(escopa_game_clone(game, &copy));
	ck_assert_status(escopa_game_load_position(copy, text, strlen(text), NULL), ESCOPA_E_PARSE);
	assert_game_unchanged(copy, game);
	escopa_game_free(copy);

	size_t at;
	at = replaced(bad, sizeof bad, text, "view 1", "view 2");
	expect_refused_text(view, bad, strlen(bad), at + 5, "version 2 is not known");
	at = replaced(bad, sizeof bad, text, "viewer 0", "viewer 2");
	expect_refused_text(view, bad, strlen(bad), at + 7, "the viewer must be 0 to 1");
	at = replaced(bad, sizeof bad, text, " | viewer 0", "");
	expect_refused_text(view, bad, strlen(bad), at + 3, "expected the field 'viewer'");
	at = replaced(bad, sizeof bad, text, "stock 30", "stock 29");
	expect_refused_text(view, bad, strlen(bad), at, "do not hold every card");
	at = replaced(bad, sizeof bad, text, "stock 30", "stock 43");
	expect_refused_text(view, bad, strlen(bad), at + 6, "the stock size must be 0 to 40");
	at = replaced(bad, sizeof bad, text, "stock 30", "stock 1o");
	expect_refused_text(view, bad, strlen(bad), at + 6, "expected a number");
	at = replaced(bad, sizeof bad, text, " / ? ? ? |", " / ? ? ? ? |");
	expect_refused_text(view, bad, strlen(bad), at + 9, "at most 3 cards");
	replaced(bad, sizeof bad, text, " / ? ? ? |", " / ? ? |");
	expect_refused_text(view, bad, strlen(bad), strstr(bad, "stock 30") - bad,
			    "do not hold every card");
	char worse[2048];
	replaced(worse, sizeof worse, bad, "stock 30", "stock 31");
	expect_refused_text(view, worse, strlen(worse), strstr(worse, "stock 31") - worse,
			    "whole rounds of 3 cards");
	/* the opponent's hand shown: a hidden card named */
	char hidden[8];
	escopa_cardset_t opponent = game->hands[1];
	size_t len = 0;
	ck_assert_ok(escopa_card_format(lowest_card(opponent), ESCOPA_STYLE_ASCII, hidden,
					sizeof hidden, &len));
	char part[32];
	snprintf(part, sizeof part, " / %s ? ? |", hidden);
	replaced(bad, sizeof bad, text, " / ? ? ? |", part);
	expect_refused_text(view, bad, strlen(bad), strstr(text, "hands") - text,
			    "another seat's hand is hidden");
	/* a rng or a deal order has no place in a view */
	snprintf(bad, sizeof bad, "%s | rng 0000000000000000", text);
	expect_refused_text(view, bad, strlen(bad), strlen(text) + 3, "unexpected field after the winner");
	at = replaced(bad, sizeof bad, text, "| stock 30", "| dealt - | stock 30");
	expect_refused_text(view, bad, strlen(bad), at + 2, "expected the field 'stock'");
	/* voids without per hand forced capture */
	at = replaced(bad, sizeof bad, text, "| table", "| voids - / 5 | table");
	expect_refused_text(view, bad, strlen(bad), at + 2, "only forced_capture=per_hand");
	/* huge and binary input */
	char *huge = malloc(70000);
	memset(huge, ' ', 70000);
	memcpy(huge, text, strlen(text));
	expect_refused_text(view, huge, 70000, 65536, "longer than 65536");
	free(huge);
	memcpy(bad, text, strlen(text) + 1);
	bad[10] = '\0';
	expect_refused_text(view, bad, strlen(text), 10, "NUL");
	expect_refused_text(view, "", 0, 0, "empty");

	/* the text fits or it is not written, as everywhere */
	size_t need = 0;
	ck_assert_status(escopa_view_format(NULL, bad, sizeof bad, &need), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_format(view, bad, sizeof bad, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_format(view, NULL, 5, &need), ESCOPA_E_NULL);
	ck_assert_ok(escopa_view_format(view, NULL, 0, &need));
	ck_assert_uint_eq(need, strlen(text));
	memset(bad, 'x', sizeof bad);
	ck_assert_ok(escopa_view_format(view, bad, need, &len));
	ck_assert_uint_eq(len, need);
	ck_assert_int_eq(bad[0], '\0');
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

static void
expect_refused_snapshot(struct escopa_view *view, const uint8_t *snap, size_t size,
			size_t offset, const char *says)
{
	struct escopa_view before = *view;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_view_restore(view, snap, size, &error), ESCOPA_E_PARSE);
	ck_assert_msg(error.offset == offset, "offset %zu, expected %zu (%s)", error.offset, offset,
		      error.message);
	ck_assert_msg(strstr(error.message, says) != NULL, "'%s' does not say '%s'",
		      error.message, says);
	ck_assert_int_eq(memcmp(&before, view, sizeof before), 0);
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_new_from_snapshot(snap, size, &made, NULL), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);
}

START_TEST(test_errors_snapshot)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 42, NULL);
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, 0, &view));
	uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE + 1], bad[ESCOPA_VIEW_SNAPSHOT_SIZE + 1];
	memset(snap, 0x77, sizeof snap);
	ck_assert_status(escopa_view_snapshot(NULL, snap, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_snapshot(view, NULL, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_snapshot(view, snap, ESCOPA_VIEW_SNAPSHOT_SIZE - 1),
			 ESCOPA_E_INVALID);
	for (size_t i = 0; i < sizeof snap; i++)
		ck_assert_int_eq(snap[i], 0x77);
	ck_assert_ok(escopa_view_snapshot(view, snap, sizeof snap));
	ck_assert_int_eq(snap[ESCOPA_VIEW_SNAPSHOT_SIZE], 0x77);
	ck_assert_int_eq(memcmp(snap, "ESCV", 4), 0);
	/* no deck order, no generator: only zeros where a game has them */
	for (int i = 13; i < 16; i++)
		ck_assert_int_eq(snap[i], 0);
	for (int i = 86; i < 128; i++)
		ck_assert_int_eq(snap[i], 0);

	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	const size_t size = ESCOPA_VIEW_SNAPSHOT_SIZE;
	ck_assert_status(escopa_view_restore(NULL, snap, size, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_restore(view, NULL, size, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new_from_snapshot(NULL, size, &made, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new_from_snapshot(snap, size, NULL, &error), ESCOPA_E_NULL);
	error.version = 0;
	ck_assert_status(escopa_view_restore(view, snap, size, &error), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);

	expect_refused_snapshot(view, snap, size - 1, size - 1, "256 bytes");
	expect_refused_snapshot(view, snap, size + 1, size, "256 bytes");
	/* a game snapshot is not a view snapshot */
	uint8_t game_snap[ESCOPA_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_game_snapshot(game, game_snap, sizeof game_snap));
	expect_refused_snapshot(view, game_snap, size, 3, "wrong magic number");
	memcpy(bad, snap, size);
	bad[4] = 3;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 4, "format 3 is not known");
	/* format 2 holds declined sweeps, and this view has none */
	bad[4] = 2;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 4,
				"format 2 is only for a state with declined sweeps");
	memcpy(bad, snap, size);
	bad[100] ^= 1;
	expect_refused_snapshot(view, bad, size, 252, "checksum");
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 100, "no deck order");
	memcpy(bad, snap, size);
	bad[14] = 1;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 14, "reserved");
	/* the viewer, the hand sizes */
	memcpy(bad, snap, size);
	bad[8] = 2;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 8, "the viewer is not a seat");
	memcpy(bad, snap, size);
	bad[10] = 4;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 9, "at most 3 cards");
	memcpy(bad, snap, size);
	bad[10] = 2;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 86, "do not hold every card");
	bad[63]--; /* one card fewer dealt: the stock holds it */
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 86, "whole rounds of 3 cards");
	/* a hidden card in the hidden hand */
	memcpy(bad, snap, size);
	int hidden_card = lowest_card(game->hands[1]);
	bad[128 + 6 + hidden_card / 8] |= (uint8_t)(1u << (hidden_card % 8));
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 9, "another seat's hand is hidden");
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("view-errors");
	TCase *tc = tcase_create("errors");
	tcase_add_test(tc, test_errors_lifecycle);
	tcase_add_test(tc, test_errors_getters);
	tcase_add_test(tc, test_errors_text);
	tcase_add_test(tc, test_errors_snapshot);
	suite_add_tcase(s, tc);
	return s;
}
