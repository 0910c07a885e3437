// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Computer players (bot.h), as in bindings/python/escopa/_bot.py.

import { describe, intArg, namedArg, namesOf, optionsArg, u64Arg, U32_MAX } from './args.mjs';
import { OptionRangeError, OutOfMemoryError } from './errors.mjs';
import { BotKind, Level } from './enums.mjs';

/** `struct escopa_bot_options` (bot.h), version 1, on wasm32. */
const OPTIONS = {
	size: 72, seed: 16,
	fields: { iterations: 4, timeMs: 8, threads: 12, endgameCards: 24, randomness: 28,
		  exploration: 32, nodes: 36, lookahead: 40, minimax: 44, racing: 48 },
};
/** `struct escopa_move_value`. */
const MOVE_VALUE = { size: 24, value: 8, samples: 16 };
/** The most moves an analysis values (escopa_bot_analyze_game()). */
export const BOT_MAX_ANALYZED = 512;

export function defineBot(ctx) {
	const { native, Handle, Game, trustedMove } = ctx;
	const kindNames = namesOf(BotKind);
	const levelNames = namesOf(Level);
	const optionNames = [...Object.keys(OPTIONS.fields), 'seed'];
	const adoptKey = Symbol('Bot');

	/** The C call for a Game or a View: [game function, view function]. */
	function position(value, forGame, forView) {
		if (value instanceof Game)
			return [forGame, value._ptr];
		if (value instanceof ctx.View)
			return [forView, value._ptr];
		throw new TypeError(`expected a Game or a View, not ${describe(value)}`);
	}

	/** A computer player, made once with its kind and options, then asked
	 *  for moves; every kind but 'omniscient' uses only what the seat to
	 *  play can see. With an iteration budget and no time budget its
	 *  choices depend only on its options and that seat's knowledge, on
	 *  every platform, so C, node and a browser agree. */
	class Bot extends Handle {
		/** A player of a kind ('random', 'greedy', 'pimc', 'ismcts',
		 *  'omniscient', or a BotKind) with options: seed (a BigInt or a
		 *  safe integer), iterations, timeMs, threads, endgameCards,
		 *  randomness, exploration, nodes, lookahead, minimax, racing (each an
		 *  integer, 0 for the kind's default; see doc/players.md). Threads
		 *  other than 1 fail in this build (no wasm threads). */
		constructor(kind = 'pimc', options = undefined) {
			if (kind === adoptKey) {
				super(options, 'Bot', 'escopa_bot_free');
				return;
			}
			const k = namedArg(kind, kindNames, 'bot kind');
			const given = optionsArg(options, optionNames, 'Bot');
			const ptr = native.frame(() => {
				const opts = native.alloc(OPTIONS.size);
				native.call('escopa_bot_options_init', opts, k);
				if (given.seed !== undefined)
					native.setU64(opts + OPTIONS.seed, u64Arg(given.seed));
				for (const [name, offset] of Object.entries(OPTIONS.fields))
					if (given[name] !== undefined)
						native.setU32(opts + offset, intArg(given[name], 0, U32_MAX, name, OptionRangeError));
				try {
					return native.outPtr('escopa_bot_new', k, opts);
				} catch (error) {
					if (error instanceof OutOfMemoryError && native.u32(opts + OPTIONS.fields.threads) > 1)
						error.message += ': a thread could not be started, and this WebAssembly ' +
							'build has none (use threads 1)';
					throw error;
				}
			});
			super(ptr, 'Bot', 'escopa_bot_free');
		}

		/** The player of a level ('easy', 'medium', 'hard', 'expert', or a
		 *  Level number), seeded. */
		static level(level, seed = 0n) {
			const l = namedArg(level, levelNames, 'level');
			return new Bot(adoptKey, native.outPtr('escopa_bot_new_level', l, u64Arg(seed)));
		}

		#get() {
			const ptr = this._ptr;
			return native.frame(() => {
				const kind = native.alloc(4), opts = native.alloc(OPTIONS.size);
				native.setU32(opts, 1);
				native.call('escopa_bot_get', ptr, kind, opts);
				const options = { seed: native.u64(opts + OPTIONS.seed) };
				for (const [name, offset] of Object.entries(OPTIONS.fields))
					options[name] = native.u32(opts + offset);
				return { kind: native.i32(kind), options: Object.freeze(options) };
			});
		}

		/** The kind, a BotKind number. */
		get kind() { return this.#get().kind; }
		/** The options, the kind's defaults filled in. */
		get options() { return this.#get().options; }

		/** A legal move for the seat to play of a Game, or of the View of
		 *  that seat; the position is unchanged. */
		choose(game) {
			const [name, ptr] = position(game, 'escopa_bot_choose_game', 'escopa_bot_choose');
			return trustedMove(native.outU64(name, this._ptr, ptr));
		}

		/** The value of every legal move of the seat to play (at most the
		 *  first 512), in the order of legalMoves(): `{move, value,
		 *  samples}`, the value in points of the rest of the hand for the
		 *  seat's side minus the others'. A hint, or a blunder check. */
		analyze(game) {
			const [name, ptr] = position(game, 'escopa_bot_analyze_game', 'escopa_bot_analyze');
			const bot = this._ptr;
			const buf = native.malloc(BOT_MAX_ANALYZED * MOVE_VALUE.size);
			try {
				const n = native.out(4, (p) => native.call(name, bot, ptr, buf, BOT_MAX_ANALYZED, p),
						     (p) => native.u32(p));
				const values = [];
				for (let i = 0; i < n; i++) {
					const at = buf + i * MOVE_VALUE.size;
					values.push(Object.freeze({
						move: trustedMove(native.u64(at)),
						value: native.f64(at + MOVE_VALUE.value),
						samples: native.u32(at + MOVE_VALUE.samples),
					}));
				}
				return values;
			} finally {
				native.free(buf);
			}
		}

		toString() {
			if (this.freed)
				return 'Bot (freed)';
			const { kind, options } = this.#get();
			return `Bot ${kindNames[kind]} iterations=${options.iterations} seed=${options.seed}`;
		}
	}
	ctx.Bot = Bot;
}
