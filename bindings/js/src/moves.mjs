// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Moves (moves.h): a 64-bit value, immutable; text such as "7o x 3e+5c".

import { describe, intArg, textArg, u64Arg, INT_MIN, INT_MAX } from './args.mjs';
import { MalformedMoveError } from './errors.mjs';
import { MoveKind, Style } from './enums.mjs';

const TARGET_BITS = (1n << 42n) - 1n;

export function defineMoves(ctx) {
	const { native, cards, trustedSet, cardArg, setArg, styleArg } = ctx;
	const key = Symbol('Move');

	/** A move: immutable, its `value` the library's 64-bit encoding.
	 *  Two moves are the same action exactly when `a.equals(b)`. */
	class Move {
		#value;

		constructor(k, value) {
			if (k !== key)
				throw new TypeError('use Move.parse(text), Move.fromValue(value) or Move.make(kind, card, target)');
			this.#value = value;
			Object.freeze(this);
		}

		/** Reads move text such as "7o x 3e+5c", "7o" (a trail), "7o on 8c"
		 *  (a set); ParseError with offset, column and reason. */
		static parse(text, style = Style.ANY) {
			textArg(text, 'move text');
			styleArg(style, true);
			return native.withText(text, (ptr, len) => trusted(native.frame(() => {
				const out = native.alloc(8);
				native.parse('escopa_move_read', [ptr, len, style, out]);
				return native.u64(out);
			})));
		}

		/** The move of a 64-bit value (a BigInt), checked by the library:
		 *  MalformedMoveError for one that encodes no move. */
		static fromValue(value) {
			const v = u64Arg(value, 'move value', MalformedMoveError);
			native.call('escopa_move_parts', v, 0, 0, 0);
			return trusted(v);
		}

		/** A move from its parts (its form is checked, not its legality):
		 *  a MoveKind, the card played, and the target cards. */
		static make(kind, card, target = undefined) {
			intArg(kind, INT_MIN, INT_MAX, 'move kind', MalformedMoveError);
			const c = cardArg(card);
			const t = target === undefined ? 0n : setArg(target).mask;
			return trusted(native.outU64('escopa_move_make', kind, c.id, t));
		}

		/** The 64-bit value, a BigInt. */
		get value() { return this.#value; }
		/** MoveKind.CAPTURE, TRAIL or SET. */
		get kind() { return Number(this.#value >> 56n & 3n); }
		/** The card played. */
		get card() { return cards[Number(this.#value >> 48n & 0x3Fn)]; }
		/** The cards captured, or the pile set upon; empty for a trail. */
		get target() { return trustedSet(this.#value & TARGET_BITS); }
		/** The cards the move captures (empty unless it is a capture). */
		get captures() { return this.isCapture ? this.target : trustedSet(0n); }
		/** Whether the move captures. */
		get isCapture() { return this.kind === MoveKind.CAPTURE; }

		/** The move as text in a deck style. */
		format(style = Style.ASCII) {
			styleArg(style, false);
			return native.format('escopa_move_format', [this.#value, style], 128);
		}

		equals(other) { return other instanceof Move && other.#value === this.#value; }
		toString() { return this.format(Style.ASCII); }
		/** The JSON form (doc/notation.md, "JSON"): the move's text. */
		toJSON() { return this.toString(); }
		/** The move of its JSON form, move text; ParseError for text that
		 *  is not a move, TypeError for a value that is not a string. */
		static fromJSON(data) {
			if (typeof data !== 'string')
				throw new TypeError(`a move's JSON is its text, a string, not ${typeof data}`);
			return Move.parse(data);
		}
	}

	const trusted = (value) => new Move(key, value);

	/** The value of a move given as a Move, move text or a BigInt value. */
	function moveValue(move) {
		if (move instanceof Move)
			return move.value;
		if (typeof move === 'string')
			return Move.parse(move).value;
		if (typeof move === 'bigint')
			return u64Arg(move, 'move value', MalformedMoveError);
		throw new TypeError(`expected a move (a Move, move text or its BigInt value), not ${describe(move)}`);
	}

	Object.assign(ctx, { Move, trustedMove: trusted, moveValue });
}
