/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The checksum that ends a snapshot, computed here independently of the
 * library: a CRC-32 (IEEE 802.3, as zlib computes it) of the bytes before
 * it, little-endian (notation.h). Tests that corrupt a snapshot on purpose
 * reseal it so that the library checks the fields instead of refusing the
 * checksum. Header-only, so that both the Check suites and the fuzz
 * targets can include it without sharing a library.
 */

#ifndef ESCOPA_TEST_SNAPSHOT_CRC_H
#define ESCOPA_TEST_SNAPSHOT_CRC_H

#include <stddef.h>
#include <stdint.h>
#include <escopa/escopa.h>

/* Where the checksum starts. */
#define SNAPSHOT_CRC_AT (ESCOPA_SNAPSHOT_SIZE - 4)

/* Bit by bit: slow, and obviously right. */
static inline uint32_t
snapshot_crc32(const uint8_t *p, size_t n)
{
	uint32_t crc = 0xFFFFFFFFu;
	for (size_t i = 0; i < n; i++) {
		crc ^= p[i];
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
	}
	return ~crc;
}

/* Writes the checksum of the bytes before it into a whole snapshot. */
static inline void
snapshot_reseal(uint8_t *snap)
{
	uint32_t crc = snapshot_crc32(snap, SNAPSHOT_CRC_AT);
	for (int i = 0; i < 4; i++)
		snap[SNAPSHOT_CRC_AT + i] = (uint8_t)(crc >> (8 * i));
}

#endif /* ESCOPA_TEST_SNAPSHOT_CRC_H */
