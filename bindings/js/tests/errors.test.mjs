// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Errors: one class per C status with its exact number and name, and the
// checking of arguments before anything reaches C (a wrong type is a
// TypeError; a value out of its domain the library's error).

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, pkg, throwsStatus } from './helpers.mjs';

const statuses = [
	['NullArgumentError', 1, 'ESCOPA_E_NULL'], ['InvalidArgumentError', 2, 'ESCOPA_E_INVALID'],
	['InvalidCardError', 3, 'ESCOPA_E_CARD'], ['UnknownOptionError', 4, 'ESCOPA_E_OPTION'],
	['OptionRangeError', 5, 'ESCOPA_E_RANGE'], ['OptionConflictError', 6, 'ESCOPA_E_CONFLICT'],
	['MalformedMoveError', 7, 'ESCOPA_E_MOVE'], ['IllegalMoveError', 8, 'ESCOPA_E_ILLEGAL'],
	['PhaseError', 9, 'ESCOPA_E_PHASE'], ['DeckError', 10, 'ESCOPA_E_DECK'],
	['ParseError', 11, 'ESCOPA_E_PARSE'], ['OutOfMemoryError', 12, 'ESCOPA_E_NOMEM'],
	['RecordFullError', 13, 'ESCOPA_E_FULL'], ['CancelledError', 14, 'ESCOPA_E_CANCELLED'],
];

test('one error class per status, with its number and C name', () => {
	for (const [name, status, cName] of statuses) {
		const cls = escopa[name];
		assert.equal(cls, pkg[name], 'the same classes on the instance and the package');
		assert.equal(cls.status, status);
		assert.equal(cls.statusName, cName);
		const error = new cls('message');
		assert.ok(error instanceof escopa.EscopaError && error instanceof Error);
		assert.equal(error.name, name);
		assert.equal(error.status, status);
		assert.equal(error.statusName, cName);
		assert.equal(error.refusal, null);
		assert.equal(error.line, null);
	}
	assert.ok(new escopa.IndexOutOfRangeError('x') instanceof escopa.InvalidArgumentError);
	assert.equal(new escopa.IndexOutOfRangeError('x').status, 2);
	assert.ok(!(new escopa.UseAfterFreeError('Game') instanceof escopa.EscopaError));
});

test('seeds: BigInt or safe integers from 0 to 2**64 - 1', () => {
	const { Game, InvalidArgumentError } = escopa;
	for (const seed of [0, 0n, 2 ** 53 - 1, 2n ** 64n - 1n]) {
		const game = new Game(null, { seed });
		assert.ok(game.position.length > 0);
		game.free();
	}
	const a = new Game(null, { seed: 12345 }), b = new Game(null, { seed: 12345n });
	assert.ok(a.equals(b), 'a Number and a BigInt seed are the same seed');
	a.free();
	b.free();
	throwsStatus(assert, () => new Game(null, { seed: -1 }), InvalidArgumentError, 2, /not in 0..2\*\*64 - 1/);
	throwsStatus(assert, () => new Game(null, { seed: -1n }), InvalidArgumentError, 2);
	throwsStatus(assert, () => new Game(null, { seed: 2n ** 64n }), InvalidArgumentError, 2);
	assert.throws(() => new Game(null, { seed: 2 ** 60 }), /give it as a BigInt/);
	assert.throws(() => new Game(null, { seed: 2 ** 60 }), TypeError);
	assert.throws(() => new Game(null, { seed: 1.5 }), TypeError);
	assert.throws(() => new Game(null, { seed: '42' }), TypeError);
	assert.throws(() => new Game(null, { seed: NaN }), TypeError);
});

test('integers: TypeError for the wrong type, the library error out of range', () => {
	const { Game, InvalidArgumentError, IndexOutOfRangeError } = escopa;
	const game = new Game('escopa', { players: 3, seed: 1n });
	throwsStatus(assert, () => new Game(null, { players: 5 }), InvalidArgumentError, 2);
	throwsStatus(assert, () => new Game(null, { players: 1 }), InvalidArgumentError, 2);
	throwsStatus(assert, () => new Game(null, { players: 2 ** 40 }), InvalidArgumentError, 2);
	assert.throws(() => new Game(null, { players: 2.5 }), TypeError);
	assert.throws(() => new Game(null, { players: '2' }), TypeError);
	assert.throws(() => new Game(null, { players: 2n }), TypeError);
	assert.throws(() => new Game(null, { player: 2 }), /unknown option "player"/);
	assert.throws(() => new Game(null, 2), TypeError);
	for (const seat of [3, -1, 2 ** 31, 2 ** 53])
		throwsStatus(assert, () => game.hand(seat), IndexOutOfRangeError, 2);
	assert.throws(() => game.hand('0'), TypeError);
	assert.throws(() => game.hand(0.5), TypeError);
	assert.throws(() => game.hand(), TypeError);
	assert.throws(() => game.moveAt(1.5), TypeError);
	throwsStatus(assert, () => game.moveAt(1000), IndexOutOfRangeError, 2);
	throwsStatus(assert, () => game.movesPage(0, -1), InvalidArgumentError, 2);
	throwsStatus(assert, () => game.movesPage(100, 1), IndexOutOfRangeError, 2);
	throwsStatus(assert, () => game.play(2n ** 64n), escopa.MalformedMoveError, 7);
	assert.throws(() => game.play(5), TypeError, 'a move value is a BigInt');
	assert.throws(() => game.play({}), TypeError);
	throwsStatus(assert, () => game.play('not a move'), escopa.ParseError, 11);
	throwsStatus(assert, () => escopa.Move.fromValue(1n), escopa.MalformedMoveError, 7);
	throwsStatus(assert, () => escopa.Move.make(9, '7o'), escopa.MalformedMoveError, 7);
	throwsStatus(assert, () => escopa.Move.make(escopa.MoveKind.CAPTURE, 42), escopa.InvalidCardError, 3);
	game.free();
});

test('moves: text, values and parts', () => {
	const { Move, MoveKind, CardSet, Style } = escopa;
	const move = Move.parse('7o x 5c+3e');
	assert.equal(move.kind, MoveKind.CAPTURE);
	assert.equal(move.card.toString(), '7o');
	assert.equal(move.target.toString(), '3e 5c');
	assert.ok(move.captures.equals(move.target));
	assert.ok(move.isCapture);
	assert.equal(typeof move.value, 'bigint');
	assert.ok(Move.fromValue(move.value).equals(move));
	assert.ok(Move.make(MoveKind.CAPTURE, '7o', new CardSet('3e 5c')).equals(move));
	assert.ok(Move.parse(move.format(Style.FRENCH), Style.FRENCH).equals(move));
	const trail = Move.make(MoveKind.TRAIL, '7o');
	assert.equal(trail.toString(), '7o');
	assert.ok(trail.captures.isEmpty);
	assert.equal(JSON.stringify({ move }), `{"move":"${move}"}`);
	assert.throws(() => new Move(), TypeError);
	assert.throws(() => Move.parse('7o x 3e 5c'), (error) => {
		assert.ok(error instanceof escopa.ParseError);
		assert.ok(error.column > 1);
		return true;
	});
});
