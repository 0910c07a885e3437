// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Records: tags, moves, deals, the text and reading it back.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, throwsStatus } from './helpers.mjs';

const { Record, Game, ParseError, InvalidArgumentError, PhaseError } = escopa;

function recorded(moves) {
	const record = new Record('escoba_de_15', { players: 2, seed: 42n });
	record.setTag('Event', 'Club night');
	for (let i = 0; i < moves; i++) {
		const game = record.game;
		if (game.phase === escopa.Phase.HAND_OVER)
			record.nextHand();
		else
			record.play(game.chooseMove());
		game.free();
	}
	return record;
}

test('a record holds the game as it is played', () => {
	const record = recorded(12);
	assert.equal(record.length, 12);
	assert.deepEqual(record.tags, { Rules: 'escoba_de_15', Players: '2', Seed: '42', Event: 'Club night' });
	assert.equal(record.tag('Event'), 'Club night');
	assert.equal(record.tag('Nothing'), null);
	assert.equal(record.players, 2);
	assert.equal(record.seed, 42n);
	const rules = record.rules;
	assert.equal(rules.text, 'escoba_de_15');
	rules.free();
	const game = new Game('escoba_de_15', { players: 2, seed: 42n });
	for (const move of record.moves)
		game.play(move);
	const current = record.game;
	assert.ok(current.equals(game), 'the moves replay to the recorded game');
	const start = record.gameAt(0);
	const fresh = new Game('escoba_de_15', { players: 2, seed: 42n });
	assert.ok(start.equals(fresh));
	throwsStatus(assert, () => record.gameAt(13), escopa.IndexOutOfRangeError, 2);
	assert.deepEqual(record.deals, [{ firstMove: 0, deck: null }], 'one deal, from the seed');
	for (const o of [record, game, current, start, fresh])
		o.free();
});

test('a deal from a deck order is recorded with its deck', () => {
	const record = new Record('escoba_de_15', { seed: 2n });
	for (;;) {
		const game = record.game;
		const phase = game.phase;
		if (phase === escopa.Phase.PLAYING)
			record.play(game.chooseMove());
		game.free();
		if (phase !== escopa.Phase.PLAYING)
			break;
	}
	const deck = Array.from({ length: 40 }, (_, id) => escopa.Card.fromId((id * 7) % 40));
	record.nextHand(deck);
	const deals = record.deals;
	assert.equal(deals.length, 2);
	assert.equal(deals[1].firstMove, record.length);
	assert.deepEqual(deals[1].deck, deck);
	const back = Record.parse(record.text);
	assert.deepEqual(back.deals, deals);
	const game = record.game;
	record.play(game.chooseMove());
	throwsStatus(assert, () => record.nextHand(deck), PhaseError, 9, /phase/);
	game.free();
	back.free();
	record.free();
});

test('the text reads back to the same record', () => {
	const record = recorded(30);
	const text = record.text;
	assert.equal(record.textLength, new TextEncoder().encode(text).length);
	assert.match(text, /^\[Rules "escoba_de_15"\]\n\[Players "2"\]\n\[Seed "42"\]\n\[Event "Club night"\]\n/);
	const back = Record.parse(text);
	assert.equal(back.text, text);
	assert.deepEqual(back.moves.map(String), record.moves.map(String));
	const copy = record.copy();
	assert.equal(copy.text, text);
	for (const o of [record, back, copy])
		o.free();
});

test('a record that does not read says where and why', () => {
	const record = recorded(4);
	const lines = record.text.split('\n');
	const at = lines.findIndex((l) => /^1\. /.test(l));
	lines[at] = lines[at].replace(/^1\. \S+/, '1. 7z');
	assert.throws(() => Record.parse(lines.join('\n')), (error) => {
		assert.ok(error instanceof ParseError);
		assert.equal(error.line, at + 1);
		assert.equal(error.parseStatusName, 'ESCOPA_E_PARSE');
		return true;
	});
	assert.throws(() => Record.parse(record.text.replace('[Seed "42"]', '[Seed "43"]')), (error) => {
		assert.ok(error instanceof ParseError);
		assert.notEqual(error.parseStatusName, 'ESCOPA_E_PARSE', 'a move the game refused');
		return true;
	});
	assert.throws(() => Record.parse(7), TypeError);
	record.free();
});

test('tags that are refused, and phases', () => {
	const record = new Record('scopa', { seed: 1n });
	throwsStatus(assert, () => record.setTag('Seed', '5'), InvalidArgumentError, 2);
	throwsStatus(assert, () => record.setTag('two words', 'x'), InvalidArgumentError, 2);
	throwsStatus(assert, () => record.setTag('Note', 'a\nb'), InvalidArgumentError, 2);
	assert.throws(() => record.setTag('Note', 5), TypeError);
	throwsStatus(assert, () => record.setTag('Note', 'a\0b'), InvalidArgumentError, 2, /cannot hold a NUL/);
	throwsStatus(assert, () => record.tag('Seed\0'), InvalidArgumentError, 2);
	throwsStatus(assert, () => record.nextHand(), PhaseError, 9);
	throwsStatus(assert, () => record.nextGame(), PhaseError, 9);
	throwsStatus(assert, () => new Record('scopa', { players: 5 }), InvalidArgumentError, 2);
	record.free();
});
