/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-view: the input is view notation, read by escopa_view_parse() into
 * a new view and by escopa_view_load() into a view of a game in progress;
 * an input of ESCOPA_VIEW_SNAPSHOT_SIZE bytes is also restored as a view
 * snapshot, as it is and with its checksum recomputed. Readers must agree,
 * and a failed read must leave the view as it was. A view that reads must
 * write back the same text and snapshot, and every sample of it must be a
 * valid game that its viewer sees as the view itself, with the same key,
 * and that can be played on.
 */

#include <string.h>
#include "fuzz-common.h"
#include "snapshot-crc.h"

#define SENTINEL_VIEW ((struct escopa_view *)(uintptr_t)0x5A5A5A5A)

/* Seat 1's view of a three-player game a few moves into its first hand. */
static struct escopa_view *
view_in_progress(struct escopa_game **game)
{
	*game = fuzz_new_game(ESCOPA_PRESET_ESCOPA, 3, 20261201);
	for (int i = 0; i < 4; i++) {
		escopa_move_t moves[64];
		size_t count = 0;
		FUZZ_OK(escopa_game_moves(*game, moves, 64, &count));
		FUZZ_OK(escopa_game_play(*game, moves[0], NULL));
	}
	struct escopa_view *view = NULL;
	FUZZ_OK(escopa_view_new(*game, 1, &view));
	return view;
}

static void
check_equal_views(const struct escopa_view *a, const struct escopa_view *b, const char *what)
{
	int equal = -1;
	FUZZ_OK(escopa_view_equal(a, b, &equal));
	FUZZ_CHECK(equal == 1, "%s", what);
}

/* What a view that was read must keep: its forms round trip, and its
 * samples are games its viewer cannot tell from it. */
static void
check_view(const struct escopa_view *view, struct fuzz_input *choice)
{
	char text[8192], text2[8192];
	size_t length = 0, length2 = 0;
	FUZZ_OK(escopa_view_format(view, text, sizeof text, &length));
	FUZZ_CHECK(length < sizeof text, "a view's text is %zu bytes", length);
	struct escopa_view *back = NULL;
	FUZZ_OK(escopa_view_parse(text, length, &back, NULL));
	check_equal_views(view, back, "a view's text read back gives another view");
	FUZZ_OK(escopa_view_format(back, text2, sizeof text2, &length2));
	FUZZ_CHECK(length == length2 && memcmp(text, text2, length) == 0,
		   "a view's text written twice differs");
	uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE];
	FUZZ_OK(escopa_view_snapshot(view, snap, sizeof snap));
	FUZZ_OK(escopa_view_restore(back, snap, sizeof snap, NULL));
	check_equal_views(view, back, "a view's snapshot read back gives another view");

	int seat = -1;
	uint64_t key = 0, key2 = 1;
	FUZZ_OK(escopa_view_seat(view, &seat));
	FUZZ_OK(escopa_view_key(view, &key));
	struct escopa_game *sample = fuzz_new_game(ESCOPA_PRESET_SCOPA, 2, 1);
	for (int i = 0; i < 3; i++) {
		FUZZ_OK(escopa_view_sample(view, fuzz_u64(choice), sample));
		fuzz_check_game(sample);
		FUZZ_OK(escopa_view_update(back, sample, seat));
		check_equal_views(view, back, "a sample shows its viewer another view");
		FUZZ_OK(escopa_game_info_key(sample, seat, &key2));
		FUZZ_CHECK(key == key2, "a sample has another key");
	}
	fuzz_play_on(sample, choice, 24);
	escopa_game_free(sample);
	escopa_view_free(back);
}

static void
restore(const uint8_t *data, size_t size, struct fuzz_input *choice)
{
	struct escopa_game *game = NULL;
	struct escopa_view *view = view_in_progress(&game);
	struct escopa_view *before = NULL, *made = SENTINEL_VIEW;
	FUZZ_OK(escopa_view_clone(view, &before));
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_view_restore(view, data, size, &error);
	enum escopa_status rc2 = escopa_view_new_from_snapshot(data, size, &made, NULL);
	FUZZ_CHECK(rc == rc2, "restoring says %s, making says %s", escopa_status_name(rc),
		   escopa_status_name(rc2));
	if (rc != ESCOPA_OK) {
		FUZZ_STATUS(rc, ESCOPA_E_PARSE);
		check_equal_views(view, before, "a failed restore changed the view");
		FUZZ_CHECK(made == SENTINEL_VIEW, "a failed restore made a view");
		fuzz_error_says(&error, rc, data, size, 0);
	} else {
		fuzz_error_untouched(&error);
		check_equal_views(view, made, "restoring and making give different views");
		check_view(view, choice);
		escopa_view_free(made);
	}
	escopa_view_free(before);
	escopa_view_free(view);
	escopa_game_free(game);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct fuzz_input choice;
	fuzz_input_init(&choice, data, size);

	struct escopa_view *parsed = SENTINEL_VIEW;
	struct escopa_parse_error error, error2;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_view_parse(text, size, &parsed, &error);

	struct escopa_game *game = NULL;
	struct escopa_view *loaded = view_in_progress(&game);
	struct escopa_view *before = NULL;
	FUZZ_OK(escopa_view_clone(loaded, &before));
	fuzz_error_init(&error2);
	enum escopa_status rc2 = escopa_view_load(loaded, text, size, &error2);
	FUZZ_CHECK(rc == rc2, "parsing says %s, loading says %s", escopa_status_name(rc),
		   escopa_status_name(rc2));
	if (rc != ESCOPA_OK) {
		FUZZ_STATUS(rc, ESCOPA_E_PARSE);
		FUZZ_CHECK(parsed == SENTINEL_VIEW, "a failed parse wrote its view");
		check_equal_views(loaded, before, "a failed load changed the view");
		fuzz_error_says(&error, rc, data, size, 1);
		fuzz_error_filled(&error2, rc2, data, size, 1);
	} else {
		FUZZ_CHECK(memchr(data, '\0', size) == NULL, "a view with a NUL byte was read");
		fuzz_error_untouched(&error);
		check_equal_views(parsed, loaded, "parsing and loading give different views");
		check_view(parsed, &choice);
		escopa_view_free(parsed);
	}
	escopa_view_free(before);
	escopa_view_free(loaded);
	escopa_game_free(game);

	restore(data, size, &choice);
	if (size == ESCOPA_VIEW_SNAPSHOT_SIZE) {
		uint8_t fixed[ESCOPA_VIEW_SNAPSHOT_SIZE];
		memcpy(fixed, data, size);
		snapshot_reseal(fixed);
		if (memcmp(fixed, data, size) != 0) {
			fuzz_input_init(&choice, data, size);
			restore(fixed, size, &choice);
		}
	}
	return 0;
}
