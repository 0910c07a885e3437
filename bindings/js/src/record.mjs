// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Game records (record.h), as in bindings/python/escopa/_record.py.

import { cStringArg, intArg, textArg } from './args.mjs';
import { filled, newFromRules } from './queries.mjs';
import { IndexOutOfRangeError } from './errors.mjs';

export function defineRecord(ctx) {
	const { native, Handle, Rules, Game, withDeck, explain, moveValue, trustedMove, cards } = ctx;
	const adoptKey = Symbol('Record');

	/** A game record in the spirit of chess's PGN: the tags (the reserved
	 *  Rules, Players and Seed, and the caller's), and every deal and move
	 *  (doc/record.md). It only ever holds a legal game. */
	class Record extends Handle {
		/** The record of a new game, dealt as `new Game(rules, {players,
		 *  seed})` deals it. */
		constructor(rules = undefined, options = undefined) {
			if (rules === adoptKey) {
				super(options, 'Record', 'escopa_record_free');
				return;
			}
			const ptr = newFromRules(ctx, 'escopa_record_new', rules, options, 'Record');
			super(ptr, 'Record', 'escopa_record_free');
		}

		/** Reads a record and replays it; ParseError at the first
		 *  malformed line, illegal move or refused deal, with line, column,
		 *  reason, and parseStatusName telling which. */
		static parse(text) {
			textArg(text, 'record text');
			return new Record(adoptKey, native.readNew('escopa_record_parse', text));
		}

		/** The tags, as an object, in the record's order. */
		get tags() {
			const ptr = this._ptr;
			const count = native.outSize('escopa_record_tag_count', ptr);
			const tags = {};
			for (let i = 0; i < count; i++) {
				const key = native.format('escopa_record_tag_key', [ptr, i], 64);
				tags[key] = this.tag(key);
			}
			return tags;
		}
		/** A tag's value, or null if the record has no such tag. */
		tag(key) {
			cStringArg(key, 'a tag key');
			const ptr = this._ptr;
			return native.withText(key, (k) => {
				const length = native.frame(() => {
					const out = native.alloc(4);
					return native.status('escopa_record_tag', ptr, k, 0, 0, out) === 0 ? native.u32(out) : -1;
				});
				return length < 0 ? null : native.format('escopa_record_tag', [ptr, k], length + 1);
			});
		}
		/** Sets a tag (InvalidArgumentError for a malformed or reserved key
		 *  or value, or a 33rd tag). */
		setTag(key, value) {
			cStringArg(key, 'a tag key');
			cStringArg(value, 'a tag value');
			const ptr = this._ptr;
			native.withText(key, (k) => native.withText(value, (v) =>
				native.call('escopa_record_set_tag', ptr, k, v)));
		}
		/** The rules of the recorded game (a copy). */
		get rules() { return Rules.parse(this.tag('Rules')); }
		/** The number of players. */
		get players() { return Number(this.tag('Players')); }
		/** The seed the game started from, a BigInt. */
		get seed() { return BigInt(this.tag('Seed')); }

		/** Plays a move and records it; a refused move throws as
		 *  game.play() does, with its refusal, and changes nothing. */
		play(move) {
			const ptr = this._ptr;
			const value = moveValue(move);
			try {
				native.call('escopa_record_play', ptr, value);
			} catch (error) {
				const game = this.game;
				try {
					throw explain(error, game._ptr, value);
				} finally {
					game.free();
				}
			}
		}
		/** Deals the next hand, from the game's generator or a deck order. */
		nextHand(deck = undefined) {
			const ptr = this._ptr;
			if (deck === undefined)
				native.call('escopa_record_next_hand', ptr, 0, 0);
			else
				withDeck(deck, (d, n) => native.call('escopa_record_next_hand', ptr, d, n));
		}
		/** Starts the next game of the match. */
		nextGame() { native.call('escopa_record_next_game', this._ptr); }

		/** A copy of the recorded game in its current state (free it). */
		get game() {
			return filled(() => new Game(), (game) => native.call('escopa_record_game', this._ptr, game._ptr));
		}
		/** The game as it stood when move `index` was played (free it). */
		gameAt(index) {
			intArg(index, 0, this.length, 'move index', IndexOutOfRangeError);
			return filled(() => new Game(),
				      (game) => native.call('escopa_record_game_at', this._ptr, index, game._ptr));
		}
		/** The number of moves. */
		get length() { return native.outSize('escopa_record_move_count', this._ptr); }
		/** Every move, in order. */
		get moves() {
			const ptr = this._ptr;
			return Array.from({ length: this.length },
					  (_, i) => trustedMove(native.outU64('escopa_record_move', ptr, i)));
		}
		/** Every deal: `{firstMove, deck}`, the index of its first move and
		 *  the deck order it was given (Cards), null for a deal from the
		 *  game's generator. */
		get deals() {
			const ptr = this._ptr;
			const count = native.outSize('escopa_record_deal_count', ptr);
			const deals = [];
			for (let i = 0; i < count; i++) {
				deals.push(native.frame(() => {
					const first = native.alloc(4), deck = native.alloc(42 * 4), n = native.alloc(4);
					native.call('escopa_record_deal', ptr, i, first, deck, 42, n);
					const size = native.u32(n);
					return Object.freeze({
						firstMove: native.u32(first),
						deck: size ? native.i32s(deck, size).map((id) => cards[id]) : null,
					});
				}));
			}
			return deals;
		}
		/** The record as text (doc/record.md). */
		get text() {
			const ptr = this._ptr;
			const length = native.outSize('escopa_record_text_length', ptr);
			return native.format('escopa_record_format', [ptr], length + 1);
		}
		/** The length of the text in bytes. */
		get textLength() { return native.outSize('escopa_record_text_length', this._ptr); }
		/** An independent copy. */
		copy() { return Record.parse(this.text); }
		toString() { return this.freed ? 'Record (freed)' : this.text; }
	}
	ctx.Record = Record;
}
