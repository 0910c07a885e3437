// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// What a Game and a View both answer, through escopa_game_NAME or
// escopa_view_NAME: seats, sides, the table, the piles, the captures,
// the sweeps and the scores. Installed on both classes once.

import { bytesArg, describe, intArg, optionsArg, textArg, u64Arg } from './args.mjs';
import { IndexOutOfRangeError } from './errors.mjs';

/** Index arguments (seats, sides) are checked against the object itself. */
export function seatArg(object, seat, what = 'seat') {
	const count = what === 'seat' ? object.players : object.sides;
	return intArg(seat, 0, count - 1, what, IndexOutOfRangeError);
}

export function installQueries(ctx, cls, prefix) {
	const { native, trustedSet, optionArg } = ctx;
	const c = (name) => prefix + name;
	const int = (self, name, ...args) => native.outI32(c(name), self._ptr, ...args);
	const set = (self, name, ...args) => trustedSet(native.outU64(c(name), self._ptr, ...args));
	const getters = {
		/** The number of players, 2 to 4. */
		players() { return int(this, 'players'); },
		/** The number of sides: the players, or 2 teams in partnerships. */
		sides() { return int(this, 'sides'); },
		/** The Phase. */
		phase() { return int(this, 'phase'); },
		/** The seat to play. */
		currentSeat() { return int(this, 'current_seat'); },
		/** The seat that dealt the hand. */
		dealer() { return int(this, 'dealer'); },
		/** The number of the hand, from 1. */
		handNumber() { return int(this, 'hand_number'); },
		/** The cards on the table. */
		table() { return set(this, 'table'); },
		/** The cards set aside (the initial-table rule). */
		setAside() { return set(this, 'set_aside'); },
		/** The piles on the table, each a CardSet (stacking makes piles). */
		piles() {
			return native.frame(() => {
				const buf = native.alloc(42 * 8), count = native.alloc(4);
				native.call(c('piles'), this._ptr, buf, 42, count);
				return native.u64s(buf, native.u32(count)).map(trustedSet);
			});
		},
		/** The running score of each side, in side order. */
		scores() {
			const sides = this.sides;
			const all = [];
			for (let side = 0; side < sides; side++)
				all.push(int(this, 'score', side));
			return all;
		},
	};
	for (const [name, get] of Object.entries(getters))
		Object.defineProperty(cls.prototype, name, { get, configurable: true });
	Object.assign(cls.prototype, {
		/** The value of a rule option. */
		option(option) { return int(this, 'option', optionArg(option)); },
		/** The cards of a seat's hand (a View knows only its own, and any
		 *  card the rules showed). */
		hand(seat) { return set(this, 'hand', seatArg(this, seat)); },
		/** The cards a side has captured. */
		captured(side) { return set(this, 'captured', seatArg(this, side, 'side')); },
		/** The sweep points a side has scored this hand. */
		sweeps(side) { return int(this, 'sweeps', seatArg(this, side, 'side')); },
		/** A side's running score. */
		score(side) { return int(this, 'score', seatArg(this, side, 'side')); },
	});
}

/** What a Game and a View both do with their whole state through
 *  escopa_game_NAME or escopa_view_NAME: text (the getter `forms.text`
 *  and the method `forms.load`), snapshots, copies, equality. */
export function installCopies(ctx, cls, prefix, snapshotSize, forms) {
	const { native } = ctx;
	const what = cls.name;
	Object.defineProperty(cls.prototype, forms.text, {
		get() { return native.format(prefix + forms.format, [this._ptr], 512); },
		configurable: true,
	});
	Object.assign(cls.prototype, {
		/** Sets the state to text; ParseError with offset, line, column and
		 *  reason, and nothing changes, on failure. */
		[forms.load](text) {
			textArg(text, forms.text);
			const ptr = this._ptr;
			native.withText(text, (p, len) => native.parse(prefix + forms.cLoad, [ptr, p, len]));
		},
		/** The state as snapshotSize bytes (a Uint8Array). */
		snapshot() {
			const ptr = this._ptr;
			return native.frame(() => {
				const buf = native.alloc(snapshotSize);
				native.call(prefix + 'snapshot', ptr, buf, snapshotSize);
				return native.bytes(buf, snapshotSize);
			});
		},
		/** Sets the state to a snapshot; ParseError (offset: the first bad
		 *  byte) for bytes that are not one, and nothing changes. */
		restore(data) {
			const bytes = bytesArg(data);
			const ptr = this._ptr;
			native.withBytes(bytes, (p, len) => native.parse(prefix + 'restore', [ptr, p, len]));
		},
		/** An independent copy. */
		clone() { return cls._adopt(native.outPtr(prefix + 'clone', this._ptr)); },
		/** Makes this a copy of another. */
		copyFrom(other) {
			if (!(other instanceof cls))
				throw new TypeError(`copyFrom() takes a ${what}, not ${describe(other)}`);
			native.call(prefix + 'copy', this._ptr, other._ptr);
		},
		/** Whether two are in the same state. */
		equals(other) {
			return other instanceof cls &&
				native.outI32(prefix + 'equal', this._ptr, other._ptr) === 1;
		},
	});
}

/** The C object of a new game or record: `name(rules, players, seed,
 *  out)`, with the options {players, seed} of its constructor. */
export function newFromRules(ctx, name, rules, options, what) {
	const { players = 2, seed = 0n } = optionsArg(options, ['players', 'seed'], what);
	intArg(players, -(2 ** 31), 2 ** 31 - 1, 'players');
	const s = u64Arg(seed);
	return ctx.withRules(rules, (r) => ctx.native.outPtr(name, r, players, s));
}

/** A new object from make(), filled by body(object); freed if body throws. */
export function filled(make, body) {
	const object = make();
	try {
		body(object);
	} catch (error) {
		object.free();
		throw error;
	}
	return object;
}
