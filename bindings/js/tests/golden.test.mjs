// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Same seed, same game: the wasm build plays every game of
// golden-games.json move for move as the C library wrote it, and on each of
// its positions counts, indexes and chooses as the C library did, past
// 2**32 moves too, where a size_t of wasm32 no longer counts (the native
// test golden-games checks the C side against the same file).

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { escopa } from './helpers.mjs';
import { askGoldenPosition, playGolden } from './golden.mjs';

const golden = JSON.parse(readFileSync(new URL('golden-games.json', import.meta.url), 'utf8'));

test('the file is the format this test reads', () => {
	assert.equal(golden.format, 'libescopa golden games 2');
	assert.ok(golden.games.length >= 8);
	assert.ok(golden.games.some((g) => g.bot !== null), 'a game with a level bot');
	assert.ok(golden.games.some((g) => g.players === 4), 'a game of four players');
	assert.ok(golden.games.some((g) => BigInt(g.seed) > BigInt(Number.MAX_SAFE_INTEGER)), 'a 64-bit seed');
	assert.ok(golden.positions.some((p) => p.count === 1832519380199), 'the joker table');
	assert.ok(golden.positions.some((p) => p.at.some(([index]) => index >= 2 ** 32)), 'an index past 2**32');
});

for (const entry of golden.games) {
	const name = `${entry.rules}, ${entry.players} players, seed ${entry.seed}` +
		(entry.bot ? `, seat 0 ${entry.bot.level} (seed ${entry.bot.seed})` : ', greedy');
	test(`the same game as the C library: ${name}`, () => {
		const played = playGolden(escopa, entry);
		assert.deepEqual(played.moves, entry.moves);
		assert.deepEqual(played.hands, entry.hands);
		assert.deepEqual(played.scores, entry.scores);
		assert.equal(played.winner, entry.winner);
		assert.equal(played.position, entry.position);
	});
}

for (const entry of golden.positions) {
	test(`the same counts and choices as the C library: ${entry.count} moves`, () => {
		const asked = askGoldenPosition(escopa, entry);
		assert.deepEqual(asked, entry);
	});
}
