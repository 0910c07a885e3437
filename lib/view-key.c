/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The information-set key of a view: a hash of its bytes. A view holds
 * only what its seat knows, with every unknown slot zero, so two states
 * the seat cannot tell apart have byte-equal views and equal keys. */

#include <string.h>
#include "escopa-private.h"

_Static_assert(sizeof(struct escopa_view) % 8 == 0, "the key hashes whole words");

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
	/* Two independent lanes keep the multiplications from waiting on each
	 * other; the word count is odd-safe as the tail is folded in. */
	uint64_t a = UINT64_C(0x243F6A8885A308D3), b = UINT64_C(0x13198A2E03707344);
	size_t words = sizeof *view / 8, i = 0;
	for (; i + 2 <= words; i += 2) {
		uint64_t x, y;
		memcpy(&x, bytes + 8 * i, 8);
		memcpy(&y, bytes + 8 * i + 8, 8);
		a = (a ^ x) * UINT64_C(0x9E3779B97F4A7C15);
		b = (b ^ y) * UINT64_C(0xC2B2AE3D27D4EB4F);
		a ^= a >> 29;
		b ^= b >> 31;
	}
	if (i < words) {
		uint64_t x;
		memcpy(&x, bytes + 8 * i, 8);
		a = (a ^ x) * UINT64_C(0x9E3779B97F4A7C15);
	}
	return mix64(a ^ mix64(b + words));
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
