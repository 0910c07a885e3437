// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Views: what one seat knows, its text and snapshot with no hidden card,
// its key, and sampling games consistent with it.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, throwsStatus } from './helpers.mjs';

const { Game, View, ParseError } = escopa;

function started(seed, players = 2) {
	const game = new Game('escoba_de_15', { players, seed });
	for (let i = 0; i < 3; i++)
		game.play(game.chooseMove());
	return game;
}

test('a view knows its own hand and not the others', () => {
	const game = started(31n);
	const seat = game.currentSeat;
	const view = game.view(seat);
	assert.equal(view.seat, seat);
	assert.ok(view.hand(seat).equals(game.hand(seat)));
	const other = 1 - seat;
	assert.equal(view.handSize(other), game.hand(other).size);
	assert.ok(view.table.equals(game.table));
	assert.deepEqual(view.scores, game.scores);
	assert.equal(view.stockSize, game.stock.length);
	const hidden = game.hand(other).union(new escopa.CardSet(game.stock));
	assert.ok(view.unseen.equals(hidden));
	assert.deepEqual(view.legalMoves().map(String), game.legalMoves().map(String));
	assert.equal(view.key, game.infoKey(seat));
	assert.equal(typeof view.key, 'bigint');
	view.free();
	game.free();
});

test('the text and the snapshot of a view hold no hidden card', () => {
	for (const seed of [1n, 2n, 3n, 4n]) {
		const game = started(seed, 4);
		const view = game.view(0);
		const text = view.text;
		const words = new Set(text.split(/[\s|/]+/));
		for (let seat = 1; seat < 4; seat++)
			for (const card of game.hand(seat))
				assert.ok(!words.has(card.toString()), `${card} of seat ${seat} is not in the text`);
		for (const card of game.stock)
			assert.ok(!words.has(card.toString()), `${card} of the stock is not in the text`);
		const back = View.parse(text);
		assert.ok(back.equals(view));
		const snap = view.snapshot();
		assert.equal(snap.length, escopa.VIEW_SNAPSHOT_SIZE);
		assert.ok(View.fromSnapshot(snap).equals(view));
		// the same view of another game that differs only in hidden cards
		const sample = view.sample(seed + 100n);
		const same = sample.view(0);
		assert.equal(same.snapshot().join(), snap.join(), 'the snapshot depends on nothing hidden');
		assert.equal(same.text, text);
		for (const v of [view, back, same])
			v.free();
		sample.free();
		game.free();
	}
});

test('a sample is a whole game the seat cannot tell from the real one', () => {
	const game = started(41n);
	const seat = game.currentSeat;
	const view = game.view(seat);
	const seen = new Set();
	for (let seed = 0n; seed < 8n; seed++) {
		const sample = view.sample(seed);
		assert.equal(sample.infoKey(seat), view.key);
		assert.ok(sample.hand(seat).equals(game.hand(seat)));
		seen.add(sample.hand(1 - seat).toString());
		const again = view.sample(seed);
		assert.ok(again.equals(sample), 'the same seed samples the same game');
		again.free();
		sample.free();
	}
	assert.ok(seen.size > 1, 'different seeds deal the hidden cards differently');
	const into = new Game();
	view.sampleInto(into, 3n);
	assert.equal(into.infoKey(seat), view.key);
	into.free();
	view.free();
	game.free();
});

test('update, clone, copyFrom, load, restore', () => {
	const game = started(51n);
	const view = game.view(0);
	const clone = view.clone();
	assert.ok(clone.equals(view));
	game.play(game.chooseMove());
	view.update(game, 0);
	assert.ok(!clone.equals(view));
	clone.copyFrom(view);
	assert.ok(clone.equals(view));
	const other = game.view(1);
	other.load(view.text);
	assert.ok(other.equals(view));
	other.restore(game.view(1).snapshot());
	assert.equal(other.seat, 1);
	const before = other.text;
	throwsStatus(assert, () => other.load('view 1 | nonsense'), ParseError, 11);
	assert.equal(other.text, before);
	assert.equal(view.rules.text, 'escoba_de_15');
	throwsStatus(assert, () => game.view(2), escopa.IndexOutOfRangeError, 2);
	assert.throws(() => new View({}, 0), TypeError);
	for (const v of [view, clone, other])
		v.free();
	game.free();
});
