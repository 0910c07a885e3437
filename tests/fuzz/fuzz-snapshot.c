/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-snapshot: escopa_game_restore() on hostile bytes, into a game in
 * progress that must stay unchanged when the restore fails.
 *
 * - An input of ESCOPA_SNAPSHOT_SIZE bytes is restored as it is, and again
 *   with its checksum recomputed, so that the fuzzer gets past the CRC to
 *   the checks of every field.
 * - Any other input is rejected as it is (wrong size), then read as a
 *   recipe that mutates a valid snapshot: a seeded game of some preset,
 *   played some moves, is snapshotted, a list of (offset, xor) patches is
 *   applied and the checksum is recomputed.
 *
 * A snapshot that restores must give a game that satisfies every
 * invariant, writes back the same snapshot and position notation, and can
 * be played on.
 */

#include <string.h>
#include "fuzz-common.h"
#include "snapshot-crc.h"

static struct escopa_game *
game_in_progress(void)
{
	struct escopa_game *game = fuzz_new_game(ESCOPA_PRESET_ESCOBA_COMODINES, 3, 77);
	escopa_move_t moves[256];
	size_t count = 0;
	FUZZ_OK(escopa_game_moves(game, moves, 256, &count));
	FUZZ_OK(escopa_game_play(game, moves[count - 1], NULL));
	return game;
}

/* Restores bytes into a game in progress and checks the outcome. */
static void
restore(const uint8_t *snap, size_t size, struct fuzz_input *choice)
{
	struct escopa_game *game = game_in_progress();
	struct escopa_game *before = NULL;
	FUZZ_OK(escopa_game_clone(game, &before));
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_game_restore(game, snap, size, &error);
	if (rc != ESCOPA_OK) {
		FUZZ_STATUS(rc, ESCOPA_E_PARSE);
		fuzz_check_equal(game, before, "a failed restore changed the game");
		fuzz_error_says(&error, rc, snap, size, 0);
		FUZZ_STATUS(escopa_game_restore(game, snap, size, NULL), rc);
		fuzz_check_equal(game, before, "a failed restore changed the game");
	} else {
		FUZZ_CHECK(size == ESCOPA_SNAPSHOT_SIZE, "a snapshot of %zu bytes restored", size);
		fuzz_error_untouched(&error);
		fuzz_check_game(game);
		fuzz_check_round_trips(game);
		fuzz_play_on(game, choice, 48);
	}
	escopa_game_free(before);
	escopa_game_free(game);
}

/* A valid snapshot of a game the recipe describes, mutated by it. */
static void
mutate_valid(struct fuzz_input *in)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	int presets = escopa_preset_count();
	FUZZ_OK(escopa_rules_new((enum escopa_preset)(fuzz_u8(in) % presets), &rules));
	/* Read in a fixed order: C leaves the order of argument evaluation
	 * open, and a recipe must build the same game with every compiler. */
	int players = 2 + fuzz_u8(in) % 3;
	uint64_t seed = fuzz_u64(in);
	FUZZ_OK(escopa_game_new(rules, players, seed, &game));
	escopa_rules_free(rules);
	int plies = fuzz_u8(in);
	for (int i = 0; i < plies; i++) {
		enum escopa_phase phase;
		FUZZ_OK(escopa_game_phase(game, &phase));
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			FUZZ_OK(escopa_game_next_hand(game));
			continue;
		}
		escopa_move_t moves[64];
		size_t count = 0;
		FUZZ_OK(escopa_game_moves(game, moves, 64, &count));
		if (count > 64)
			count = 64;
		FUZZ_OK(escopa_game_play(game, moves[fuzz_u8(in) % count], NULL));
	}
	uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
	FUZZ_OK(escopa_game_snapshot(game, snap, sizeof snap));
	escopa_game_free(game);

	/* Patches: offset, then a byte to xor in, until the input ends. */
	while (!fuzz_input_empty(in)) {
		uint8_t offset = fuzz_u8(in);
		snap[offset % SNAPSHOT_CRC_AT] ^= fuzz_u8(in);
	}
	snapshot_reseal(snap);
	struct fuzz_input choice;
	fuzz_input_init(&choice, snap, sizeof snap);
	restore(snap, sizeof snap, &choice);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_input choice;
	fuzz_input_init(&choice, data, size);
	restore(data, size, &choice);

	if (size == ESCOPA_SNAPSHOT_SIZE) {
		uint8_t fixed[ESCOPA_SNAPSHOT_SIZE];
		memcpy(fixed, data, size);
		snapshot_reseal(fixed);
		if (memcmp(fixed, data, size) != 0) {
			fuzz_input_init(&choice, data, size);
			restore(fixed, size, &choice);
		}
	} else {
		struct fuzz_input in;
		fuzz_input_init(&in, data, size);
		mutate_valid(&in);
	}
	return 0;
}
