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
 * that deals no seat a card it is known not to hold, and that can be
 * played on (fuzz_check_view()).
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
		fuzz_check_equal_views(view, before, "a failed restore changed the view");
		FUZZ_CHECK(made == SENTINEL_VIEW, "a failed restore made a view");
		fuzz_error_says(&error, rc, data, size, 0);
	} else {
		fuzz_error_untouched(&error);
		fuzz_check_equal_views(view, made, "restoring and making give different views");
		fuzz_check_view(view, choice);
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
		fuzz_check_equal_views(loaded, before, "a failed load changed the view");
		fuzz_error_says(&error, rc, data, size, 1);
		fuzz_error_filled(&error2, rc2, data, size, 1);
	} else {
		FUZZ_CHECK(memchr(data, '\0', size) == NULL, "a view with a NUL byte was read");
		fuzz_error_untouched(&error);
		fuzz_check_equal_views(parsed, loaded, "parsing and loading give different views");
		fuzz_check_view(parsed, &choice);
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
