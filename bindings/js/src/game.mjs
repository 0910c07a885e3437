// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A whole game (game.h, score.h, notation.h, player.h), as in
// bindings/python/escopa/_game.py.

import { camelName, describe, indexArg, intArg, namedArg, namesOf, textArg, u64Arg } from './args.mjs';
import { IndexOutOfRangeError, NullArgumentError, TooManyMovesError,
	 IllegalMoveError, MalformedMoveError, PhaseError } from './errors.mjs';
import { Phase, PlayFlag, Player, Style } from './enums.mjs';
import { SplitMix64 } from './player.mjs';
import { filled, installCopies, installQueries, newFromRules, seatArg } from './queries.mjs';

/** The longest list legalMoves() builds; past it, TooManyMovesError. */
export const MAX_LEGAL_MOVES = 1000000;
/** The size in bytes of a game snapshot (ESCOPA_SNAPSHOT_SIZE). */
export const SNAPSHOT_SIZE = 256;

/** `struct escopa_play_result` (game.h), version 1, on wasm32. */
export const RESULT = { size: 56, flags: 4, seat: 8, side: 12, move: 16, taken: 24, sweep: 32,
		 lastTake: 40, lastTakeSide: 48 };
/** What a size_t count of wasm32 says when the count does not fit it. */
const SIZE_MAX = 2 ** 32 - 1;
/** Moves fetched per C call by iterMoves(). */
const PAGE_SIZE = 4096;

export function defineGame(ctx) {
	const { native, Handle, Rules, withRules, cards, cardArg, setArg, styleArg, trustedSet,
		trustedMove, moveValue } = ctx;

	const scoreItems = [];
	for (let item = 0; ; item++) {
		const name = native.string(native.fn('escopa_score_item_name')(item));
		if (name === null)
			break;
		scoreItems.push(camelName(name));
	}

	/** The refusal code and sentence of a move value in a C game. */
	function refusalOf(ptr, value, style = Style.ASCII) {
		const code = native.outI32('escopa_game_refusal', ptr, value);
		const text = native.format('escopa_game_format_refusal', [ptr, value, style], 256);
		return { code, text };
	}

	/** Gives the error of a refused move its refusal, and the sentence to
	 *  its message. */
	function explain(error, ptr, value) {
		if (!(error instanceof IllegalMoveError || error instanceof MalformedMoveError ||
		      error instanceof PhaseError))
			return error;
		const { code, text } = refusalOf(ptr, value);
		error.refusal = code;
		error.refusalName = native.string(native.fn('escopa_refusal_name')(code));
		error.refusalText = text;
		error.message = `${error.message}: ${text}`;
		return error;
	}

	/** A deck order on the heap, for body(ptr, count). */
	function withDeck(deck, body) {
		if (deck === null || typeof deck !== 'object' || typeof deck[Symbol.iterator] !== 'function')
			throw new TypeError(`a deck is a sequence of cards, not ${describe(deck)}`);
		const ids = Array.from(deck, (card) => cardArg(card).id);
		const ptr = native.malloc(ids.length * 4);
		try {
			ids.forEach((id, i) => native.setI32(ptr + 4 * i, id));
			return body(ptr, ids.length);
		} finally {
			native.free(ptr);
		}
	}

	/** The legal moves a C lister (escopa_game_moves, escopa_view_moves)
	 *  writes for an object; `exactCount()` says how many there are when
	 *  they are too many to list, past what wasm32's size_t holds too. */
	function listMoves(name, ptr, exactCount) {
		return native.frame(() => {
			const count = native.alloc(4);
			const capacity = 256;
			const buf = native.alloc(capacity * 8);
			native.call(name, ptr, buf, capacity, count);
			const n = native.u32(count);
			if (n <= capacity)
				return native.u64s(buf, n).map(trustedMove);
			if (n > MAX_LEGAL_MOVES)
				throw new TooManyMovesError(n === SIZE_MAX ? exactCount() : n, MAX_LEGAL_MOVES);
			const big = native.malloc(n * 8);
			try {
				native.call(name, ptr, big, n, count);
				return native.u64s(big, n).map(trustedMove);
			} finally {
				native.free(big);
			}
		});
	}

	const playerNames = namesOf(Player);
	const adoptKey = Symbol('Game');

	/** A whole game: its rules, 2 to 4 players, the deal, the table, the
	 *  captures and the scores. Free it with free() (or `using`). */
	class Game extends Handle {
		/** Deals the first hand from `seed` (a BigInt or a safe integer,
		 *  0..2**64 - 1). `rules` is a Rules (the game keeps its own copy),
		 *  a preset name, rules text, or nothing for Escoba de 15; `players`
		 *  is 2, 3 or 4. */
		constructor(rules = undefined, options = undefined) {
			if (rules === adoptKey) {
				super(options, 'Game', 'escopa_game_free');
				return;
			}
			const ptr = newFromRules(ctx, 'escopa_game_new', rules, options, 'Game');
			super(ptr, 'Game', 'escopa_game_free');
		}

		static _adopt(ptr) { return new Game(adoptKey, ptr); }

		/** A game whose first hand is dealt from a deck order. */
		static fromDeck(rules, players, deck) {
			return filled(() => new Game(rules, { players }), (game) => game.deal(deck));
		}

		/** The game a position (doc/notation.md) describes, such as
		 *  game.position wrote; ParseError with offset, line, column. */
		static fromPosition(text) {
			textArg(text, 'position');
			return Game._adopt(native.readNew('escopa_game_parse_position', text));
		}

		/** The game of a snapshot written by snapshot(). */
		static fromSnapshot(data) {
			return filled(() => new Game(), (game) => game.restore(data));
		}

		/** A copy of the game's rules. */
		get rules() { return Rules._adopt(native.outPtr('escopa_game_rules', this._ptr)); }
		/** Whether the game is over. */
		get gameOver() { return this.phase === Phase.GAME_OVER; }
		/** The winning side; null while the game goes on, or for a drawn game. */
		get winner() {
			if (!this.gameOver)
				return null;
			const side = native.outI32('escopa_game_winner', this._ptr);
			return side < 0 ? null : side;
		}
		/** Whether the game is over without a winner (its hand limit). */
		get drawn() {
			return this.gameOver && native.outI32('escopa_game_winner', this._ptr) < 0;
		}
		/** The side that captured last this hand, null if none has. */
		get lastCaptureSide() {
			const side = native.outI32('escopa_game_last_capture_side', this._ptr);
			return side < 0 ? null : side;
		}
		/** Every seat's hand, in seat order. */
		get hands() {
			return Array.from({ length: this.players }, (_, seat) => this.hand(seat));
		}
		/** The cards left in the stock, the next to be dealt first. */
		get stock() {
			return native.frame(() => {
				const buf = native.alloc(42 * 4), count = native.alloc(4);
				native.call('escopa_game_stock', this._ptr, buf, 42, count);
				return native.i32s(buf, native.u32(count)).map((id) => cards[id]);
			});
		}
		/** The side a seat plays for. */
		sideOf(seat) {
			return native.outI32('escopa_game_side_of', this._ptr, seatArg(this, seat));
		}

		// -- matches --
		/** The number of the current game of the match, from 1. */
		get gameNumber() { return native.outI32('escopa_game_match_game', this._ptr); }
		/** The games a side has won in the match. */
		gamesWon(side) {
			return native.outI32('escopa_game_match_wins', this._ptr, seatArg(this, side, 'side'));
		}
		/** Whether the match is decided. */
		get matchOver() { return native.outI32('escopa_game_match_over', this._ptr) === 1; }
		/** The side that won the match, null until it is decided. */
		get matchWinner() {
			if (!this.matchOver)
				return null;
			const side = native.outI32('escopa_game_match_winner', this._ptr);
			return side < 0 ? null : side;
		}
		/** Starts the next game of the match (PhaseError unless this one
		 *  is over and the match is not). */
		nextGame() { native.call('escopa_game_next_game', this._ptr); }

		// -- scores --
		/** A side's score for the current (or just finished) hand, by
		 *  category: cards, coins, sevenOfCoins, sevens, allCoins, primiera,
		 *  napola, sweeps, total, and the tallies cardCount, coinCount,
		 *  sevenCount, primieraTotal. */
		handScore(side) {
			seatArg(this, side, 'side');
			return scoreRow((row, n) => native.call('escopa_game_hand_score', this._ptr, side, row, n));
		}
		/** Every side's hand score, in side order. */
		handScores() {
			return Array.from({ length: this.sides }, (_, side) => this.handScore(side));
		}

		// -- moves --
		/** Every legal move of the seat to play, in the library's order.
		 *  PhaseError when no hand is in play. */
		legalMoves() {
			return listMoves('escopa_game_moves', this._ptr, () => this.moveCount());
		}
		/** The number of legal moves, without listing them: an exact
		 *  Number, as every count is below 2**42. */
		moveCount() {
			return Number(native.outU64('escopa_game_move_count', this._ptr));
		}
		/** The legal move at an index of legalMoves(), a Number or a
		 *  BigInt (negative from the end). */
		moveAt(index) {
			const i = indexArg(index, 'move index');
			const count = BigInt(this.moveCount());
			const at = i < 0n ? i + count : i;
			if (at < 0n || at >= count)
				throw new IndexOutOfRangeError(`move index ${index} is out of range: ${count} legal moves`);
			return trustedMove(native.outU64('escopa_game_move_at64', this._ptr, at));
		}
		/** legalMoves().slice(start, start + count), without the rest:
		 *  `start` a Number or a BigInt, `count` a Number. */
		movesPage(start, count) {
			intArg(count, 0, MAX_LEGAL_MOVES, 'count');
			const first = indexArg(start, 'page start');
			const total = this.moveCount();
			if (first < 0n || first > BigInt(total))
				throw new IndexOutOfRangeError(`page start ${start} is out of range: not in 0..${total}`);
			const buf = native.malloc(Math.max(count, 1) * 8);
			try {
				return native.frame(() => {
					const written = native.alloc(4), n = native.alloc(8);
					native.call('escopa_game_moves_page64', this._ptr, first, buf, count, written, n);
					return native.u64s(buf, native.u32(written)).map(trustedMove);
				});
			} finally {
				native.free(buf);
			}
		}
		/** The legal moves from index `start` on (a Number or a BigInt, 0
		 *  by default), one page at a time, never all held at once: for
		 *  positions set up by hand with more than MAX_LEGAL_MOVES. It
		 *  walks a copy of the position as it is now, freed when the walk
		 *  ends (or is left with break or return). */
		*iterMoves(start = 0) {
			const first = indexArg(start, 'start');
			const copy = this.clone();
			try {
				const total = copy.moveCount();
				if (first < 0n || first > BigInt(total))
					throw new IndexOutOfRangeError(`start ${start} is out of range: not in 0..${total}`);
				// counts are below 2**42: exact as Numbers
				for (let at = Number(first); at < total; at += PAGE_SIZE)
					yield* copy.movesPage(at, Math.min(PAGE_SIZE, total - at));
			} finally {
				copy.free();
			}
		}
		/** Whether a move (a Move, text, or a value) is legal now. */
		isLegal(move) {
			return native.status('escopa_game_is_legal', this._ptr, moveValue(move)) === 0;
		}
		/** Why a move is refused, a Refusal code (Refusal.NONE if legal). */
		refusal(move) {
			return native.outI32('escopa_game_refusal', this._ptr, moveValue(move));
		}
		/** Why a move is refused, as a sentence about this position. */
		refusalText(move, style = Style.ASCII) {
			styleArg(style, false);
			return refusalOf(this._ptr, moveValue(move), style).text;
		}
		/** Plays a move for the seat to play and says what it did. A
		 *  refused move throws IllegalMoveError (or PhaseError,
		 *  MalformedMoveError) with `refusal` and `refusalText`, and
		 *  changes nothing. */
		play(move) {
			const ptr = this._ptr;
			const value = moveValue(move);
			return native.frame(() => {
				const r = native.alloc(RESULT.size);
				native.setU32(r, 1);
				try {
					native.call('escopa_game_play', ptr, value, r);
				} catch (error) {
					throw explain(error, ptr, value);
				}
				return playResult(r);
			});
		}
		/** Deals the next hand from the game's generator. */
		nextHand() { native.call('escopa_game_next_hand', this._ptr); }
		/** Deals a hand from a deck order (see escopa_game_deal()). */
		deal(deck) {
			const ptr = this._ptr;
			withDeck(deck, (d, n) => native.call('escopa_game_deal', ptr, d, n));
		}
		/** A move chosen by a simple built-in player ('greedy', the default,
		 *  or 'random', or a Player number); the game is unchanged. The
		 *  random player needs `rng`: a SplitMix64, advanced one step, or a
		 *  generator state (a BigInt) for this one decision. */
		chooseMove(player = 'greedy', rng = undefined) {
			const kind = namedArg(player, playerNames, 'player');
			const ptr = this._ptr;
			if (rng === undefined || rng === null) {
				if (kind === Player.RANDOM)
					throw new NullArgumentError('the random player needs rng: a SplitMix64 or a state',
								    { function: 'escopa_game_choose_move' });
				return trustedMove(native.outU64('escopa_game_choose_move', ptr, kind, 0));
			}
			const generator = rng instanceof SplitMix64 ? rng : null;
			const state = generator ? u64Arg(generator.state, 'the generator state')
				: u64Arg(rng, 'the generator state');
			return native.frame(() => {
				const s = native.alloc(8), out = native.alloc(8);
				native.setU64(s, state);
				native.call('escopa_game_choose_move', ptr, kind, s, out);
				if (generator)
					generator.state = native.u64(s);
				return trustedMove(native.u64(out));
			});
		}

		// -- what one seat knows --
		/** The View of this game from a seat. */
		view(seat) { return new ctx.View(this, seat); }
		/** The 64-bit information-set key from a seat (a BigInt). */
		infoKey(seat) {
			return native.outU64('escopa_game_info_key', this._ptr, seatArg(this, seat));
		}

		toString() { return this.freed ? 'Game (freed)' : this.position; }
	}
	installQueries(ctx, Game, 'escopa_game_');
	// the position notation of the game, one line (doc/notation.md), and
	// its snapshot
	installCopies(ctx, Game, 'escopa_game_', SNAPSHOT_SIZE,
		      { text: 'position', format: 'format_position', load: 'loadPosition', cLoad: 'load_position' });

	/** The Score a call `body(row, n)` writes into a row of n items. */
	function scoreRow(body) {
		return native.frame(() => {
			const row = native.alloc(scoreItems.length * 4);
			body(row, scoreItems.length);
			const values = native.i32s(row, scoreItems.length);
			return Object.freeze(Object.fromEntries(scoreItems.map((name, i) => [name, values[i]])));
		});
	}

	/** Scores a hand from captured piles, one per side (1 to 4 sides), for
	 *  apps that run their own table: a Score per side. `sweeps` gives each
	 *  side's sweep points (0 by default). InvalidCardError if two piles
	 *  share a card. */
	function scorePiles(rules, captured, sweeps = undefined) {
		if (!Array.isArray(captured))
			throw new TypeError(`captured is an array of card sets, one per side, not ${describe(captured)}`);
		const sides = intArg(captured.length, 1, 4, 'the number of sides');
		const points = sweeps ?? captured.map(() => 0);
		if (!Array.isArray(points) || points.length !== sides)
			throw new TypeError('sweeps is an array of sweep points, one per side of captured');
		const masks = captured.map((set) => setArg(set).mask);
		points.forEach((p) => intArg(p, 0, 1000, 'sweep points'));
		return withRules(rules, (r) => native.frame(() => {
			const sets = native.alloc(8 * sides), counts = native.alloc(4 * sides);
			masks.forEach((mask, i) => native.setU64(sets + 8 * i, mask));
			points.forEach((p, i) => native.setI32(counts + 4 * i, p));
			return Array.from({ length: sides }, (_, side) => scoreRow((row, n) =>
				native.call('escopa_score_piles', r, sides, sets, counts, side, row, n)));
		}));
	}

	/** The PlayResult of a `struct escopa_play_result` at r. */
	function playResult(r) {
		return playResultOf(native.u32(r + RESULT.flags), native.i32(r + RESULT.seat),
				    native.i32(r + RESULT.side), native.u64(r + RESULT.move),
				    native.u64(r + RESULT.taken), native.i32(r + RESULT.sweep),
				    native.u64(r + RESULT.lastTake), native.i32(r + RESULT.lastTakeSide));
	}

	/** The PlayResult of the fields of a result, read already. */
	function playResultOf(flags, seat, side, move, taken, sweepPoints, lastTake, lastTakeSide) {
		return Object.freeze({
			seat,
			side,
			move: trustedMove(move),
			taken: trustedSet(taken),
			sweepPoints,
			flags,
			lastTake: trustedSet(lastTake),
			lastTakeSide: lastTakeSide < 0 ? null : lastTakeSide,
			sweep: (flags & PlayFlag.SWEEP) !== 0,
			clearedTable: (flags & PlayFlag.CLEARED_TABLE) !== 0,
			handOver: (flags & PlayFlag.HAND_OVER) !== 0,
			gameOver: (flags & PlayFlag.GAME_OVER) !== 0,
		});
	}

	Object.assign(ctx, { Game, explain, withDeck, listMoves, scorePiles, playResultOf });
}
