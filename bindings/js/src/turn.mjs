// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// game.playNext(move) and game.turn(): a move played and what comes next
// (the phase, the seat to play, the legal moves) in one call into the
// module, escopa_game_play_next(). Each game gets a buffer in wasm
// memory, made on first use and freed with the game, that the call
// writes; its moves are handed out as a typed-array view of that buffer
// instead of a Move object each.

import { errorForStatus } from './errors.mjs';
import { Phase, PlayFlag } from './enums.mjs';
import { MAX_LEGAL_MOVES, RESULT } from './game.mjs';

/** The buffer: a play result, then the phase, the seat to play and the
 *  count the call writes, then room for the moves (8-byte aligned). */
const BUF = { phase: RESULT.size, seat: RESULT.size + 4, count: RESULT.size + 8, moves: RESULT.size + 16 };
/** Room for the moves of a new buffer: more than any dealt position has. */
const FIRST_CAPACITY = 256;
/** What a size_t count of wasm32 says when the count does not fit it. */
const SIZE_MAX = 2 ** 32 - 1;

export function defineTurn(ctx) {
	const { native, Game, explain, playResultOf, moveValue } = ctx;
	const mod = native.mod;
	const bufferKey = Symbol('turn buffer');
	// frees the buffer of a game the garbage collector took without free()
	const registry = typeof FinalizationRegistry === 'function'
		? new FinalizationRegistry((ptr) => native.free(ptr)) : null;

	/** The buffer of a game, made on first use. */
	function bufferOf(game) {
		let buf = game[bufferKey];
		if (buf === undefined) {
			buf = { ptr: allocate(FIRST_CAPACITY), capacity: FIRST_CAPACITY, listing: 0,
				heap: null, views: [] };
			game[bufferKey] = buf;
			registry?.register(game, buf.ptr, buf);
		}
		return buf;
	}

	function allocate(capacity) {
		const ptr = native.malloc(BUF.moves + 8 * capacity);
		native.setU32(ptr, 1); // the result's version
		return ptr;
	}

	/** Makes room for `count` moves (at most MAX_LEGAL_MOVES) in a new buffer. */
	function grow(game, buf, count) {
		const capacity = Math.min(count, MAX_LEGAL_MOVES);
		const ptr = allocate(capacity);
		registry?.unregister(buf);
		native.free(buf.ptr);
		Object.assign(buf, { ptr, capacity, heap: null, views: [] });
		registry?.register(game, ptr, buf);
	}

	const baseFree = Game.prototype.free;
	Object.defineProperty(Game.prototype, 'free', {
		/** Frees the C object (and the buffer of playNext()) now. */
		value: function free() {
			const buf = this[bufferKey];
			if (buf !== undefined) {
				this[bufferKey] = undefined;
				buf.listing++; // its turns' moves are gone
				registry?.unregister(buf);
				native.free(buf.ptr);
			}
			baseFree.call(this);
		},
		writable: true, configurable: true,
	});

	/** The view of the first `count` moves of a buffer: made once per
	 *  count, and again after memory grew (which detaches every view). */
	function movesView(buf, count) {
		const heap = mod.HEAPU64;
		if (buf.heap !== heap) {
			buf.heap = heap;
			buf.views = [];
		}
		return buf.views[count] ??=
			new BigUint64Array(heap.buffer, buf.ptr + BUF.moves, Math.min(count, buf.capacity));
	}

	/** What comes next in a game: the phase, the seat to play and its
	 *  legal moves, and the move just played (from playNext()). */
	class Turn {
		#game; // keeps the game, and so its buffer, from the collector
		#buf;
		#listing;
		#phase;
		#seat;
		#count;
		#flags;
		#played;

		constructor(game, buf, phase, seat, count, flags, played) {
			this.#game = game;
			this.#buf = buf;
			this.#listing = buf.listing;
			this.#phase = phase;
			this.#seat = seat < 0 ? null : seat;
			this.#count = count;
			this.#flags = flags;
			this.#played = played;
		}

		/** The Phase after the move. */
		get phase() { return this.#phase; }
		/** The seat to play, null when no hand is in play. */
		get currentSeat() { return this.#seat; }
		/** The number of legal moves of the seat to play (0 when no hand
		 *  is in play). */
		get moveCount() { return this.#count; }
		/** The PlayFlag bits of the move played, 0 from turn(). */
		get flags() { return this.#flags; }
		/** The legal move values of the seat to play, in the library's
		 *  order, as a view of the game's buffer: valid until its game's
		 *  next playNext() or turn() (or free()), which overwrite it; copy
		 *  it (Array.from, slice()) to keep it; not to be written. Each read gives a live view
		 *  even after wasm memory grew. At most MAX_LEGAL_MOVES moves. */
		get moves() {
			const buf = this.#buf;
			if (this.#listing !== buf.listing)
				throw new Error('these moves were overwritten: a Turn\'s moves are valid until the next ' +
						'playNext() or turn() of its game, or its free()');
			return movesView(buf, this.#count);
		}
		/** The PlayResult of the move played; null from turn(). */
		get played() {
			const p = this.#played;
			if (p === null || !Array.isArray(p))
				return p;
			this.#played = playResultOf(...p);
			return this.#played;
		}
		get sweep() { return (this.#flags & PlayFlag.SWEEP) !== 0; }
		get clearedTable() { return (this.#flags & PlayFlag.CLEARED_TABLE) !== 0; }
		get handOver() { return (this.#flags & PlayFlag.HAND_OVER) !== 0; }
		get gameOver() { return (this.#flags & PlayFlag.GAME_OVER) !== 0; }
	}

	/** The moves of the seat to play, when they were more than the buffer
	 *  held, listed again into a buffer grown to hold them (up to
	 *  MAX_LEGAL_MOVES); the exact count. */
	function relist(game, ptr, buf, count) {
		const exact = count === SIZE_MAX ? game.moveCount() : count;
		if (buf.capacity >= Math.min(exact, MAX_LEGAL_MOVES))
			return exact;
		grow(game, buf, exact);
		native.frame(() => {
			const n = native.alloc(4);
			native.call('escopa_game_moves', ptr, buf.ptr + BUF.moves, buf.capacity, n);
		});
		return exact;
	}

	Object.assign(Game.prototype, {
		/** Plays a move as play() does (the same errors, and nothing
		 *  changes on one) and returns the Turn that follows: the phase,
		 *  the seat to play, its legal moves as a view of wasm memory, and
		 *  the PlayResult, in one call into the module. */
		playNext(move) {
			const ptr = this._ptr;
			const value = moveValue(move);
			const buf = bufferOf(this);
			const p = buf.ptr;
			const status = mod._escopa_game_play_next(ptr, value, p, p + BUF.phase, p + BUF.seat,
								  p + BUF.moves, buf.capacity, p + BUF.count);
			if (status !== 0)
				throw explain(errorForStatus(status, 'escopa_game_play_next', native.statusText(status)),
					      ptr, value);
			buf.listing++;
			const heap32 = mod.HEAP32;
			const phase = heap32[(p + BUF.phase) >> 2], seat = heap32[(p + BUF.seat) >> 2];
			let count = heap32[(p + BUF.count) >> 2] >>> 0;
			const played = [heap32[(p + RESULT.flags) >> 2] >>> 0, heap32[(p + RESULT.seat) >> 2],
					heap32[(p + RESULT.side) >> 2], native.u64(p + RESULT.move),
					native.u64(p + RESULT.taken), heap32[(p + RESULT.sweep) >> 2],
					native.u64(p + RESULT.lastTake), heap32[(p + RESULT.lastTakeSide) >> 2]];
			if (count > buf.capacity)
				count = relist(this, ptr, buf, count);
			return new Turn(this, buf, phase, seat, count, played[0], played);
		},
		/** The Turn of the game as it is, without playing: what playNext()
		 *  returns, with `played` null and `flags` 0. Its moves overwrite
		 *  those of the game's last Turn. */
		turn() {
			const ptr = this._ptr;
			const buf = bufferOf(this);
			const phase = this.phase;
			buf.listing++;
			let count = 0, seat = -1;
			if (phase === Phase.PLAYING) {
				seat = this.currentSeat;
				count = native.frame(() => {
					const n = native.alloc(4);
					native.call('escopa_game_moves', ptr, buf.ptr + BUF.moves, buf.capacity, n);
					return native.u32(n);
				});
				if (count > buf.capacity)
					count = relist(this, ptr, buf, count);
			}
			return new Turn(this, buf, phase, seat, count, 0, null);
		},
	});
}
