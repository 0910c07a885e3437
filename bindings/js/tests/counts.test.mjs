// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Move counts and indexes past 2**32, where wasm32's size_t stops: on the
// joker table (a joker to play onto the other joker and all 40 regular
// cards under capture multiples, the most moves of any position) counts
// are exact Numbers, indexes Numbers or BigInts, and the random player
// draws modulo the exact count, as C does on every platform (the golden
// test checks the very moves against the C library's).

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, throwsStatus } from './helpers.mjs';

const { Game, IndexOutOfRangeError, MoveKind, SplitMix64, TooManyMovesError } = escopa;

const COUNT = 1832519380199;
const TWO_32 = 2 ** 32;
const TABLE = ['1o', '1c', '1e', '1b', '2o', '2c', '2e', '2b', '3o', '3c', '3e', '3b', '4o', '4c', '4e',
	       '4b', '5o', '5c', '5e', '5b', '6o', '6c', '6e', '6b', '7o', '7c', '7e', '7b', '8o', '8c',
	       '8e', '8b', '9o', '9c', '9e', '9b', '10o', '10c', '10e', '10b', 'jk2'];

function jokerTable() {
	return Game.fromPosition(
		'position 1 | rules escoba_comodines capture_multiples=1 forced_capture=none | ' +
		'players 2 | hand 1 | dealer 1 | phase playing | seat 1 | plays 35 | hands - / jk1 | ' +
		`table ${TABLE.join(' ')} | stock - | captured - / - | sweeps 0 0 | aside - | ` +
		'scores 0 0 | last - | winner - | rng 1a738b426458e734');
}

test('moveCount() is exact past 2**32: a Number', () => {
	const game = jokerTable();
	assert.equal(game.moveCount(), COUNT);
	assert.equal(typeof game.moveCount(), 'number');
	assert.throws(() => game.legalMoves(), (error) => error instanceof TooManyMovesError &&
		      error.count === COUNT);
	const view = game.view(1);
	assert.throws(() => view.legalMoves(), (error) => error instanceof TooManyMovesError &&
		      error.count === COUNT);
	view.free();
	game.free();
});

test('moveAt() takes a Number or a BigInt index past 2**32, negative from the end', () => {
	const game = jokerTable();
	const at = game.moveAt(TWO_32);
	assert.ok(at.equals(game.moveAt(2n ** 32n)));
	assert.ok(at.equals(game.moveAt(TWO_32 - COUNT)));
	assert.ok(at.equals(game.moveAt(BigInt(TWO_32 - COUNT))));
	assert.ok(game.isLegal(at));
	assert.equal(at.kind, MoveKind.CAPTURE);
	// captures in ascending order of their sets
	assert.ok(game.moveAt(TWO_32 - 1).target.mask < at.target.mask);
	assert.equal(game.moveAt(-1).kind, MoveKind.TRAIL);
	assert.ok(game.moveAt(-1n).equals(game.moveAt(COUNT - 1)));
	throwsStatus(assert, () => game.moveAt(COUNT), IndexOutOfRangeError, 2);
	throwsStatus(assert, () => game.moveAt(-COUNT - 1), IndexOutOfRangeError, 2);
	throwsStatus(assert, () => game.moveAt(2n ** 64n), IndexOutOfRangeError, 2);
	// past 2**53 a Number is not exact
	assert.throws(() => game.moveAt(2 ** 53), TypeError);
	assert.throws(() => game.moveAt(1.5), TypeError);
	assert.throws(() => game.moveAt('1'), TypeError);
	game.free();
});

test('movesPage() across 2**32 is the run of moveAt()', () => {
	const game = jokerTable();
	const page = game.movesPage(TWO_32 - 3, 6);
	assert.equal(page.length, 6);
	page.forEach((move, i) => assert.ok(move.equals(game.moveAt(TWO_32 - 3 + i)), `move ${i}`));
	assert.deepEqual(game.movesPage(2n ** 32n - 3n, 6).map(String), page.map(String));
	const end = game.movesPage(COUNT - 2, 8);
	assert.equal(end.length, 2);
	assert.equal(end[1].kind, MoveKind.TRAIL);
	assert.deepEqual(game.movesPage(COUNT, 8), []);
	throwsStatus(assert, () => game.movesPage(COUNT + 1, 1), IndexOutOfRangeError, 2);
	game.free();
});

test('iterMoves() walks from any index, across 2**32 and to the last move', () => {
	const game = jokerTable();
	const start = TWO_32 - 2048;
	const window = [];
	for (const move of game.iterMoves(start)) {
		window.push(move.toString());
		if (window.length === 4100)
			break;
	}
	assert.deepEqual(window.slice(0, 4096), game.movesPage(start, 4096).map(String));
	assert.deepEqual(window.slice(4096), game.movesPage(start + 4096, 4).map(String));
	const tail = [...game.iterMoves(BigInt(COUNT - 3))];
	assert.equal(tail.length, 3);
	assert.equal(tail[2].kind, MoveKind.TRAIL);
	assert.deepEqual([...game.iterMoves(COUNT)], []);
	assert.throws(() => game.iterMoves(COUNT + 1).next(), IndexOutOfRangeError);
	game.free();
});

test('the random player draws modulo the exact count', () => {
	const game = jokerTable();
	let past = 0;
	for (let seed = 1n; seed <= 16n; seed++) {
		const draw = new SplitMix64(seed).next() % BigInt(COUNT);
		const move = game.chooseMove('random', new SplitMix64(seed));
		assert.ok(move.equals(game.moveAt(draw)), `seed ${seed}`);
		past += draw >= BigInt(TWO_32);
	}
	assert.ok(past > 12);
	game.free();
});
