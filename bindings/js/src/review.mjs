// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Game review (review.h), as in bindings/python/escopa/_review.py: each
// decision marked against the expert's analysis, and each side's totals.

import { describe, intArg, optionsArg, u64Arg } from './args.mjs';
import { IndexOutOfRangeError } from './errors.mjs';

/** `struct escopa_review_move` on wasm32 (size_t is 4 bytes). */
const MOVE = {
	size: 80, index: 0, game: 4, hand: 8, seat: 12, side: 16, played: 24, best: 32,
	playedValue: 40, bestValue: 48, loss: 56, choices: 64, samples: 68, mark: 72,
};
/** `struct escopa_review_totals` on wasm32. */
const TOTALS = {
	size: 64, decisions: 0, forced: 4, marks: 8, pointsLost: 32, accuracy: 40,
	worstCount: 48, worst: 52,
};
/** The marks, by enum escopa_review_mark. */
export const REVIEW_MARKS = Object.freeze(['best', 'good', 'inaccuracy', 'mistake', 'blunder']);

export function defineReview(ctx) {
	const { native, Handle, Game, Record, moveValue, trustedMove } = ctx;
	REVIEW_MARKS.forEach((name, mark) => {
		if (native.string(native.fn('escopa_review_mark_name')(mark)) !== name)
			throw new Error(`libescopa: the package's review mark ${name} is not mark ${mark} of libescopa.wasm`);
	});

	function entryAt(at) {
		return Object.freeze({
			index: native.u32(at + MOVE.index),
			game: native.u32(at + MOVE.game),
			hand: native.u32(at + MOVE.hand),
			seat: native.i32(at + MOVE.seat),
			side: native.i32(at + MOVE.side),
			played: trustedMove(native.u64(at + MOVE.played)),
			best: trustedMove(native.u64(at + MOVE.best)),
			playedValue: native.f64(at + MOVE.playedValue),
			bestValue: native.f64(at + MOVE.bestValue),
			loss: native.f64(at + MOVE.loss),
			choices: native.u32(at + MOVE.choices),
			samples: native.u32(at + MOVE.samples),
			mark: REVIEW_MARKS[native.u32(at + MOVE.mark)],
		});
	}

	/** A reviewer of played games: each decision judged by the expert
	 *  bot's analysis from what the seat could see (never the hidden
	 *  cards), marked best, good, inaccuracy, mistake or blunder by the
	 *  points it lost, and per side the totals (doc/review.md). The same
	 *  seed gives the same review, in C, node and a browser. */
	class Review extends Handle {
		/** A review whose analyses are seeded with `seed` (a BigInt or a
		 *  safe integer, default 0). `threads` (default 1) is accepted for
		 *  the API's sake: this WebAssembly build has no threads, and one
		 *  thread gives the same review. */
		constructor(options = undefined) {
			const given = optionsArg(options, ['seed', 'threads'], 'Review');
			const seed = given.seed === undefined ? 0n : u64Arg(given.seed);
			if (given.threads !== undefined)
				intArg(given.threads, 1, 64, 'threads');
			super(native.outPtr('escopa_review_new', seed), 'Review', 'escopa_review_free');
			this.#seed = seed;
		}

		#seed;

		/** The seed it was made with, a BigInt. */
		get seed() {
			void this._ptr;   // UseAfterFreeError once freed
			return this.#seed;
		}

		/** Reviews one decision: `move` (a Move, move text or its value),
		 *  legal for the seat to play of `game`, and adds it to the totals.
		 *  `index` is the number of decisions reviewed before it since the
		 *  review was made or reset. */
		decision(game, move) {
			if (!(game instanceof Game))
				throw new TypeError(`expected a Game, not ${describe(game)}`);
			const value = moveValue(move);
			const ptr = this._ptr, g = game._ptr;
			return native.out(MOVE.size, (out) => native.call('escopa_review_decision', ptr, g, value, out),
					  entryAt);
		}

		/** Reviews every decision of a Record in order, after clearing the
		 *  totals: `{moves, sides, hands}`, every reviewed decision, each
		 *  side's totals, and per hand `{game, hand, pointsLost}` (the points
		 *  each side lost in it). `onMove(entry, done, total)` is called after
		 *  each decision, for a progress bar; an exception it throws stops
		 *  the review and propagates, the totals holding what was reviewed. */
		record(record, options = undefined) {
			if (!(record instanceof Record))
				throw new TypeError(`expected a Record, not ${describe(record)}`);
			const { onMove } = optionsArg(options, ['onMove'], 'review.record');
			if (onMove !== undefined && typeof onMove !== 'function')
				throw new TypeError(`onMove must be a function, not ${describe(onMove)}`);
			const ptr = this._ptr, rec = record._ptr;
			const total = record.length;
			const game = record.game;
			const sides = game.sides;
			game.free();
			native.call('escopa_review_reset', ptr);
			const moves = [], hands = [];
			for (let i = 0; i < total; i++) {
				const entry = native.out(MOVE.size,
					(out) => native.call('escopa_review_record_move', ptr, rec, i, out), entryAt);
				moves.push(entry);
				let hand = hands[hands.length - 1];
				if (!hand || hand.game !== entry.game || hand.hand !== entry.hand) {
					hand = { game: entry.game, hand: entry.hand, pointsLost: new Array(sides).fill(0) };
					hands.push(hand);
				}
				if (entry.choices > 1)
					hand.pointsLost[entry.side] += entry.loss;
				onMove?.(entry, i + 1, total);
			}
			return Object.freeze({
				moves,
				sides: Array.from({ length: sides }, (_, side) => this.totals(side)),
				hands: hands.map((h) => Object.freeze(h)),
			});
		}

		/** A side's totals since the review was made or reset: `{side,
		 *  decisions, forced, pointsLost, accuracy, marks: {best, good,
		 *  inaccuracy, mistake, blunder}, worst}`, worst the indices of its
		 *  worst moves, the worst first. */
		totals(side) {
			intArg(side, 0, 3, 'side', IndexOutOfRangeError);
			const ptr = this._ptr;
			return native.out(TOTALS.size, (out) => native.call('escopa_review_totals', ptr, side, out),
				(at) => {
					const marks = {};
					REVIEW_MARKS.forEach((name, m) => {
						marks[name] = native.u32(at + TOTALS.marks + 4 * m);
					});
					const worst = [];
					for (let w = 0; w < native.u32(at + TOTALS.worstCount); w++)
						worst.push(native.u32(at + TOTALS.worst + 4 * w));
					return Object.freeze({
						side,
						decisions: native.u32(at + TOTALS.decisions),
						forced: native.u32(at + TOTALS.forced),
						pointsLost: native.f64(at + TOTALS.pointsLost),
						accuracy: native.f64(at + TOTALS.accuracy),
						marks: Object.freeze(marks),
						worst: Object.freeze(worst),
					});
				});
		}

		/** Clears the totals and the count of decisions. */
		reset() { native.call('escopa_review_reset', this._ptr); }

		toString() {
			return this.freed ? 'Review (freed)' : `Review seed=${this.#seed}`;
		}
	}
	ctx.Review = Review;
}
