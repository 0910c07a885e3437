// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Game review: a record's decisions, their marks and each side's totals,
// the same for the same seed; one decision of a game; bad arguments.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, pkg, throwsStatus } from './helpers.mjs';

const { Review, Record, Game, REVIEW_MARKS } = escopa;

/** A whole game of Escoba de 15, the greedy player's moves. */
function playedRecord(seed) {
	const record = new Record('escoba_de_15', { players: 2, seed });
	for (;;) {
		const game = record.game;
		const phase = game.phase;
		if (phase === escopa.Phase.GAME_OVER) {
			game.free();
			return record;
		}
		if (phase === escopa.Phase.PLAYING)
			record.play(game.chooseMove());
		else
			record.nextHand();
		game.free();
	}
}

/** The mark of a loss, as doc/review.md gives the thresholds. */
function markOf(entry) {
	if (entry.played.value === entry.best.value || entry.loss <= 0.02)
		return 'best';
	return entry.loss <= 0.10 ? 'good' : entry.loss <= 0.25 ? 'inaccuracy'
		: entry.loss <= 0.60 ? 'mistake' : 'blunder';
}

test('a record reviews move by move, with totals that add up', () => {
	const record = playedRecord(7n);
	const review = new Review({ seed: 3n });
	const progress = [];
	const result = review.record(record, { onMove: (entry, done, total) => progress.push([entry.index, done, total]) });
	const moves = record.moves;
	assert.equal(result.moves.length, moves.length);
	assert.deepEqual(progress, moves.map((_, i) => [i, i + 1, moves.length]));
	assert.deepEqual(REVIEW_MARKS, ['best', 'good', 'inaccuracy', 'mistake', 'blunder']);
	assert.equal(pkg.REVIEW_MARKS, REVIEW_MARKS);
	const sums = [0, 1].map(() => ({ decisions: 0, forced: 0, lost: 0, accuracy: 0,
					  marks: Object.fromEntries(REVIEW_MARKS.map((m) => [m, 0])) }));
	result.moves.forEach((entry, i) => {
		assert.equal(entry.index, i);
		assert.equal(entry.played.value, moves[i].value);
		assert.ok(entry.loss >= 0);
		assert.equal(entry.mark, entry.choices === 1 ? 'best' : markOf(entry));
		const at = record.gameAt(i);
		assert.equal(entry.seat, at.currentSeat);
		assert.ok(at.isLegal(entry.best));
		at.free();
		const s = sums[entry.side];
		s.marks[entry.mark]++;
		if (entry.choices === 1) {
			s.forced++;
		} else {
			s.decisions++;
			s.lost += entry.loss;
			s.accuracy += 100 * Math.exp(-entry.loss);
		}
	});
	assert.equal(result.sides.length, 2);
	for (const side of [0, 1]) {
		const t = result.sides[side];
		assert.deepEqual(t, review.totals(side));
		assert.equal(t.side, side);
		assert.equal(t.decisions, sums[side].decisions);
		assert.equal(t.forced, sums[side].forced);
		assert.deepEqual(t.marks, sums[side].marks);
		assert.ok(Math.abs(t.pointsLost - sums[side].lost) < 1e-9);
		assert.ok(Math.abs(t.accuracy - sums[side].accuracy / sums[side].decisions) < 1e-9);
		assert.ok(t.worst.length <= 3);
		const losses = t.worst.map((i) => result.moves[i].loss);
		assert.deepEqual(losses, [...losses].sort((a, b) => b - a), 'the worst first');
	}
	const handSums = result.hands.reduce((a, h) => a + h.pointsLost[0] + h.pointsLost[1], 0);
	assert.ok(Math.abs(handSums - result.sides[0].pointsLost - result.sides[1].pointsLost) < 1e-9);
	assert.deepEqual(result.hands[0].game, 1);
	assert.equal(result.hands[0].hand, 1);

	// the same seed, the same review; the moves as their text in JSON
	const again = new Review({ seed: 3n, threads: 2 });
	assert.equal(JSON.stringify(again.record(record)), JSON.stringify(result));
	assert.equal(JSON.parse(JSON.stringify(result.moves[0])).played, result.moves[0].played.toString());
	for (const o of [again, review, record])
		o.free();
});

test('one decision of a game, counted until reset', () => {
	const game = new Game('escoba_de_15', { seed: 11n });
	const review = new Review();
	assert.equal(review.seed, 0n);
	const moves = game.legalMoves();
	const first = review.decision(game, moves[0]);
	const text = review.decision(game, moves[moves.length - 1].toString());
	assert.equal(first.index, 0);
	assert.equal(text.index, 1);
	assert.equal(first.game, 1);
	assert.equal(first.hand, 1);
	assert.equal(first.choices, moves.length);
	assert.ok(first.samples > 0);
	assert.equal(first.bestValue, text.bestValue, 'one analysis of one position');
	const t = review.totals(first.side);
	assert.equal(t.decisions + t.forced, 2);
	review.reset();
	assert.deepEqual(review.totals(first.side), { side: first.side, decisions: 0, forced: 0, pointsLost: 0,
		accuracy: 100, marks: { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 }, worst: [] });
	assert.equal(review.decision(game, moves[0]).index, 0);
	assert.match(String(review), /^Review seed=0/);
	review.free();
	game.free();
});

test('bad arguments are refused, and the totals are unchanged', () => {
	const review = new Review({ seed: 5 });
	const game = new Game('escoba_de_15', { seed: 2n });
	review.decision(game, game.legalMoves()[0]);
	const before = review.totals(0);
	throwsStatus(assert, () => review.decision(game, 'sevens'), escopa.ParseError, 11);
	const other = game.hand(1).toArray()[0];
	throwsStatus(assert, () => review.decision(game, other.toString()), escopa.IllegalMoveError, 8);
	throwsStatus(assert, () => review.totals(4), escopa.IndexOutOfRangeError, 2);
	throwsStatus(assert, () => review.totals(-1), escopa.IndexOutOfRangeError, 2);
	assert.throws(() => review.decision(game.view(0), 'x'), TypeError);
	assert.throws(() => review.record(game), TypeError);
	assert.throws(() => new Review({ depth: 3 }), TypeError);
	assert.throws(() => new Review({ seed: 1.5 }), TypeError);
	assert.throws(() => new Review({ threads: 0 }), escopa.InvalidArgumentError);
	const over = new Game('escoba_de_15', { seed: 2n });
	while (over.phase === escopa.Phase.PLAYING)
		over.play(over.legalMoves()[0]);
	throwsStatus(assert, () => review.decision(over, game.legalMoves()[0]), escopa.PhaseError, 9);
	assert.deepEqual(review.totals(0), before);

	// an exception of onMove stops the review; the totals hold what was done
	const record = playedRecord(9n);
	assert.throws(() => review.record(record, { onMove: (e, done) => {
		if (done === 4)
			throw new Error('closed');
	} }), /closed/);
	const t = [0, 1].map((s) => review.totals(s));
	assert.equal(t[0].decisions + t[0].forced + t[1].decisions + t[1].forced, 4);
	assert.throws(() => review.record(record, { onMove: 3 }), TypeError);

	review.free();
	assert.throws(() => review.totals(0), escopa.UseAfterFreeError);
	review.free();
	for (const o of [game, over, record])
		o.free();
});
