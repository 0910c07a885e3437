// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Refusals: for every reason the engine refuses a move, a position where
// game.play() refuses a move for exactly that reason, with the error's
// refusal, refusalName and refusalText; game.refusal(), refusalText(),
// describeRefusal() and record.play(). As the Python test_refusal.py.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, at } from './helpers.mjs';

const { Game, Refusal, Style, IllegalMoveError, MalformedMoveError, PhaseError, Phase } = escopa;

function refused(game, move, refusal, text, cls = IllegalMoveError) {
	assert.equal(game.refusal(move), refusal);
	assert.equal(game.refusalText(move), text);
	if (cls !== PhaseError)
		assert.equal(game.isLegal(move), false);
	const before = game.position;
	assert.throws(() => game.play(move), (error) => {
		assert.ok(error instanceof cls, `${error.name} is a ${cls.name}`);
		assert.equal(error.status, cls.status);
		assert.equal(error.refusal, refusal);
		assert.equal(error.refusalName, escopa.describeRefusal(refusal).name);
		assert.equal(error.refusalText, text);
		assert.ok(error.message.includes(text));
		return true;
	});
	assert.equal(game.position, before, 'a refused move changes nothing');
	game.free();
}

function legal(rules, hand0, hand1, table, move) {
	const game = at(rules, hand0, hand1, table);
	assert.equal(game.refusal(move), Refusal.NONE);
	assert.equal(game.refusalText(move), 'the move is legal');
	assert.ok(game.isLegal(move));
	game.free();
}

test('no hand in play: PhaseError', () => {
	const game = new Game('escoba_de_15', { seed: 7n });
	let move = null;
	while (game.phase === Phase.PLAYING) {
		move = game.legalMoves()[0];
		game.play(move);
	}
	refused(game, move, Refusal.NO_HAND, 'no hand is in play: the hand is over', PhaseError);
});

test('a malformed move value: MalformedMoveError', () => {
	refused(at('escoba_de_15', '1o 2o 3o', '1c 2c 3c', '10e 10b 9e 9b'), 0n, Refusal.MALFORMED,
		'the value 0x0 is not a move', MalformedMoveError);
});

const cases = [
	['a card not held', 'escoba_de_15', '1o 2o 3o', '1c 2c 3c', '10e 10b 9e 9b', '10e',
	 Refusal.NOT_HELD, 'seat 0 does not hold 10e', '1o'],
	["another seat's card", 'escoba_de_15', '1o 2o 3o', '1c 2c 3c', '10e 10b 9e 9b', '1c',
	 Refusal.NOT_YOUR_TURN, "seat 0 does not hold 1c; seat 1 does, and it is seat 0's turn"],
	['a target not on the table', 'escoba_de_15', '5o 1c 1e', '2c 2e 3c', '10e 9b 8b 7b', '5o x 10c',
	 Refusal.NOT_ON_TABLE, '10c is not on the table'],
	['part of a pile', 'escoba', '10o 2c 1b', '1c 1e 4c', '2o+3e 2b 6b 9b', '10o x 3e+2b',
	 Refusal.PART_OF_PILE, '2o+3e is one pile, taken or set upon only as a whole', '10o x 2o+3e'],
	['not 15', 'escoba_de_15', '10c 1o 2o', '1e 2e 3e', '6e 5o 3b 4b', '10c x 6e',
	 Refusal.SUM_NOT_15, '10c and 6e make 16, not 15', '10c x 5o'],
	['not a multiple of 15', 'escopa', '10c 1o 2o', '1e 2e 3e', '6e 5o 9b 6b', '10c x 6e',
	 Refusal.SUM_NOT_MULTIPLE_OF_15, '10c and 6e make 16, not a multiple of 15', '10c x 5o+6e+9b'],
	['Scopa: not the card value', 'scopa', '7o 1c 1e', '2o 2b 4c', '3c 2e 6b 9b', '7o x 3c+2e',
	 Refusal.SUM_NOT_CARD_VALUE, '7o takes cards adding up to 7, and 2e and 3c make 5'],
	['Scopa: the equal rank first', 'scopa', '7o 1c 1e', '2o 2b 4c', '7c 3e 4b 9b', '7o x 3e+4b',
	 Refusal.MUST_TAKE_EQUAL_RANK, '7o must take 7c, the card of its rank, alone', '7o x 7c'],
	['a card that can capture must', 'escoba_de_15', '7o 1c 1e', '2c 2e 3c', '8c 2b 3b 4b', '7o',
	 Refusal.MUST_CAPTURE, '7o can capture, so it must capture'],
	['a hand that can capture must', 'escoba_de_15 forced_capture=per_hand', '7o 1c 1e', '2c 2e 3c',
	 '8c 10b 10e 9b', '1c', Refusal.HAND_MUST_CAPTURE, '7o can capture, so seat 0 must capture'],
	['four piles: set', 'escoba', '1o 2o 3e', '1c 2c 3c', '10e 10b 9e 9b', '3e',
	 Refusal.MUST_SET, 'with 4 piles on the table, 3e must be set onto a pile', '3e on 9e'],
	['no stacking', 'escoba_de_15', '1o 2o 3o', '1c 2c 3c', '10e 10b 9e 9b', '1o on 10e',
	 Refusal.NO_STACKING, 'without the stacking rule, 1o cannot be set onto a pile'],
	['a capturing card is not set', 'escoba forced_capture=none', '5o 1c 2c', '1e 2e 3e', '10e 10b 9e 9b',
	 '5o on 9e', Refusal.CAPTURING_CARD_SET, '5o can capture, so it cannot be set onto a pile', '5o'],
	['several piles', 'escoba', '1o 2o 3e', '1c 4c 3c', '2c 3b 10e 10b', '1o on 2c+3b',
	 Refusal.SEVERAL_PILES, '2c+3b is 2 piles, and 1o can be set onto one only'],
	['a pile over 14', 'escoba', '6o 1c 1e', '2c 2e 3c', '10e 10b 8e 8b', '6o on 10e',
	 Refusal.PILE_OVER_14, 'setting 6o onto 10e makes a pile of 16, and a pile may not pass 14'],
];
for (const [name, rules, hand0, hand1, table, move, refusal, text, good] of cases) {
	test(`refused: ${name}`, () => {
		refused(at(rules, hand0, hand1, table), move, refusal, text);
		if (good)
			legal(rules, hand0, hand1, table, good);
	});
}

test('refusal sentences in another deck style', () => {
	const game = at('escoba_de_15', '10c 1o 2o', '1e 2e 3e', '6e 5o 3b 4b');
	assert.equal(game.refusalText('10c x 6e', Style.FRENCH), 'K\u2665 and 6\u2660 make 16, not 15');
	game.free();
});

test('every refusal has its C name and a sentence', () => {
	for (const [name, code] of Object.entries(Refusal)) {
		const { name: cName, text } = escopa.describeRefusal(code);
		assert.equal(cName, 'ESCOPA_REFUSAL_' + name);
		assert.ok(text.length > 0);
	}
	assert.equal(escopa.describeRefusal(Refusal.MUST_CAPTURE).text, 'a card that can capture must capture');
	assert.throws(() => escopa.describeRefusal(19), escopa.InvalidArgumentError);
});

test('a record refuses a move with the same reason', () => {
	const record = new escopa.Record('escoba_de_15', { seed: 3n });
	const game = record.game;
	const other = game.hand(1 - game.currentSeat).toArray()[0];
	assert.throws(() => record.play(escopa.Move.make(escopa.MoveKind.TRAIL, other)), (error) => {
		assert.ok(error instanceof IllegalMoveError);
		assert.equal(error.refusal, Refusal.NOT_YOUR_TURN);
		return true;
	});
	assert.equal(record.length, 0);
	game.free();
	record.free();
});
