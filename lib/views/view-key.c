/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The information-set key of a view: a hash of its bytes. A view holds
 * only what its seat knows, with every unknown slot zero, so two states
 * the seat cannot tell apart have byte-equal views and equal keys. */

#include <stddef.h>
#include <string.h>
#include "view-private.h"

/* The words hashed: the view without the game's table cache (derived
 * from the table, lib/game/game-private.h), in the layout the keys had
 * before it, so that keys and the bots' choices seeded from them stay:
 * the game's words up to the cache, then the view's own fields up to its
 * reserved bytes (zero) but two. */
#define CACHE_AT offsetof(struct escopa_game, stacked)
#define CACHE_SIZE (sizeof(struct escopa_game) - CACHE_AT)
#define KEY_WORDS ((offsetof(struct escopa_view, reserved) + 2 - CACHE_SIZE) / 8)
_Static_assert(CACHE_AT % 8 == 0 && CACHE_SIZE % 8 == 0, "the cache in whole words");
_Static_assert(KEY_WORDS % 4 == 0, "the key hashes groups of four words");

/* The finaliser of SplitMix64: every input bit reaches every output bit. */
static inline uint64_t
mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

uint64_t
view_key(const struct escopa_view *view)
{
	const unsigned char *bytes = (const unsigned char *)view;
	/* Four independent lanes keep the multiplications from waiting on each
	 * other. */
	uint64_t lane[4] = { UINT64_C(0x243F6A8885A308D3), UINT64_C(0x13198A2E03707344),
			     UINT64_C(0xA4093822299F31D0), UINT64_C(0x082EFA98EC4E6C89) };
	static const uint64_t odd[4] = { UINT64_C(0x9E3779B97F4A7C15), UINT64_C(0xC2B2AE3D27D4EB4F),
					 UINT64_C(0x165667B19E3779F9), UINT64_C(0xD6E8FEB86659FD93) };
	size_t words = KEY_WORDS, i = 0;
	for (; 8 * (i + 4) <= CACHE_AT; i += 4) {
		for (int k = 0; k < 4; k++) {
			uint64_t x;
			memcpy(&x, bytes + 8 * (i + (size_t)k), 8);
			lane[k] = (lane[k] ^ x) * odd[k];
			lane[k] ^= lane[k] >> 29;
		}
	}
	for (; i < words; i += 4) { /* the groups at the cache and past it */
		for (int k = 0; k < 4; k++) {
			size_t at = 8 * (i + (size_t)k);
			uint64_t x;
			memcpy(&x, bytes + at + (at < CACHE_AT ? 0 : CACHE_SIZE), 8);
			lane[k] = (lane[k] ^ x) * odd[k];
			lane[k] ^= lane[k] >> 29;
		}
	}
	return mix64(mix64(lane[0] ^ mix64(lane[1] + words)) ^ mix64(lane[2] ^ mix64(lane[3])));
}

ESCOPA_EXPORT enum escopa_status
escopa_view_key(const struct escopa_view *view, uint64_t *key)
{
	if (!view || !key)
		return ESCOPA_E_NULL;
	*key = view_key(view);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_info_key(const struct escopa_game *game, int seat, uint64_t *key)
{
	if (!game || !key)
		return ESCOPA_E_NULL;
	if (seat < 0 || seat >= game->players)
		return ESCOPA_E_INVALID;
	struct escopa_view view;
	view_from_game(game, seat, &view);
	*key = view_key(&view);
	return ESCOPA_OK;
}
