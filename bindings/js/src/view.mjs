// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// What one seat knows (view.h), as in bindings/python/escopa/_view.py:
// its text and snapshot hold no hidden card.

import { bytesArg, describe, textArg, u64Arg } from './args.mjs';
import { filled, installCopies, installQueries, seatArg } from './queries.mjs';
import { viewJsonToText, viewTextToJson } from './json.mjs';

/** The size in bytes of a view snapshot (ESCOPA_VIEW_SNAPSHOT_SIZE). */
export const VIEW_SNAPSHOT_SIZE = 256;

export function defineView(ctx) {
	const { native, Handle, Rules, Game, trustedSet, listMoves } = ctx;
	const adoptKey = Symbol('View');

	function gameArg(game) {
		if (!(game instanceof Game))
			throw new TypeError(`expected a Game, not ${describe(game)}`);
		return game._ptr;
	}

	/** What one seat of a game knows: its own hand, the table, the
	 *  captures, the other hands' sizes, the cards it has seen. Made by
	 *  game.view(seat), View.parse() or View.fromSnapshot(). */
	class View extends Handle {
		constructor(game, seat) {
			if (game === adoptKey) {
				super(seat, 'View', 'escopa_view_free');
				return;
			}
			const g = gameArg(game);
			const s = seatArg(game, seat);
			super(native.outPtr('escopa_view_new', g, s), 'View', 'escopa_view_free');
		}

		static _adopt(ptr) { return new View(adoptKey, ptr); }

		/** Reads a view's text (view.text); ParseError with offset, line,
		 *  column and reason. */
		static parse(text) {
			textArg(text, 'view text');
			return View._adopt(native.readNew('escopa_view_parse', text));
		}

		/** The view of its JSON form (doc/notation.md, "JSON"): the object
		 *  view.toJSON() returns, or its JSON text. ParseError for JSON that
		 *  is not a view's or a view no seat of a valid game has. */
		static fromJSON(data) {
			return View.parse(viewJsonToText(data));
		}

		/** The view of a snapshot written by view.snapshot(). */
		static fromSnapshot(data) {
			return View._adopt(native.readNew('escopa_view_new_from_snapshot', bytesArg(data)));
		}

		/** Makes this the view of a game from a seat. */
		update(game, seat) {
			native.call('escopa_view_update', this._ptr, gameArg(game), seatArg(game, seat));
		}

		/** The seat whose view this is. */
		get seat() { return native.outI32('escopa_view_seat', this._ptr); }
		/** A copy of the rules. */
		get rules() {
			return filled(() => new Rules(), (rules) => native.call('escopa_view_rules', this._ptr, rules._ptr));
		}
		/** How many cards a seat holds. */
		handSize(seat) {
			return native.outI32('escopa_view_hand_size', this._ptr, seatArg(this, seat));
		}
		/** The cards a seat is known not to hold. */
		excluded(seat) {
			return trustedSet(native.outU64('escopa_view_excluded', this._ptr, seatArg(this, seat)));
		}
		/** How many cards are left in the stock. */
		get stockSize() { return native.outI32('escopa_view_stock_size', this._ptr); }
		/** The cards this seat has not seen: the other hands and the stock. */
		get unseen() { return trustedSet(native.outU64('escopa_view_unseen', this._ptr)); }
		/** The 64-bit information-set key (a BigInt): equal for two
		 *  positions the seat cannot tell apart. */
		get key() { return native.outU64('escopa_view_key', this._ptr); }
		/** The legal moves of the seat to play, if it is this seat. */
		legalMoves() {
			// too many to list: any deal the view allows has as many, since
			// the listing reads only the public state and this seat's hand
			return listMoves('escopa_view_moves', this._ptr, () => {
				const game = this.sample(0n);
				try {
					return game.moveCount();
				} finally {
					game.free();
				}
			});
		}

		/** A whole Game consistent with the view, the hidden cards dealt at
		 *  random from `seed` (a BigInt or a safe integer). */
		sample(seed) {
			const s = u64Arg(seed);
			return filled(() => new Game(), (game) => native.call('escopa_view_sample', this._ptr, s, game._ptr));
		}
		/** Samples into an existing Game. */
		sampleInto(game, seed) {
			const s = u64Arg(seed);
			native.call('escopa_view_sample', this._ptr, s, gameArg(game));
		}

		toString() { return this.freed ? 'View (freed)' : this.text; }
		/** The JSON form (doc/notation.md, "JSON"): one field per field of
		 *  the view text, cards as their text, hidden hands as a count; so
		 *  JSON.stringify(view) holds no hidden card. */
		toJSON() { return viewTextToJson(this.text); }
	}
	installQueries(ctx, View, 'escopa_view_');
	// the view's text (doc/notation.md), with no hidden card in it, and its
	// snapshot
	installCopies(ctx, View, 'escopa_view_', VIEW_SNAPSHOT_SIZE,
		      { text: 'text', format: 'format', load: 'load', cLoad: 'load' });
	ctx.View = View;
}
