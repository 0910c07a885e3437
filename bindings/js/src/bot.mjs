// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Bots, the computer opponents (bot.h), as in bindings/python/escopa/_bot.py.

import { describe, namedArg, namesOf, optionsArg, u64Arg } from './args.mjs';
import { OptionRangeError, OutOfMemoryError } from './errors.mjs';
import { BotKind, Level, OpponentModel } from './enums.mjs';

/** `struct escopa_move_value`. */
const MOVE_VALUE = { size: 24, value: 8, samples: 16 };
/** The most moves an analysis values (escopa_bot_analyze_game()). */
export const BOT_MAX_ANALYZED = 512;

export function defineBot(ctx) {
	const { native, Handle, Game, trustedMove } = ctx;
	const kindNames = namesOf(BotKind);
	const levelNames = namesOf(Level);
	const modelNames = namesOf(OpponentModel);
	/* The options, by their C names, and their bounds by kind, from the
	 * library itself. */
	const optionNames = [];
	for (let o = 0; o < native.fn('escopa_bot_option_count')(); o++)
		optionNames.push(native.string(native.fn('escopa_bot_option_name')(o)));
	Object.freeze(optionNames);
	const bounds = kindNames.map((_, kind) => optionNames.map((_, option) => native.frame(() => {
		const lo = native.alloc(4), hi = native.alloc(4);
		native.call('escopa_bot_option_bounds', kind, option, lo, hi);
		return Object.freeze([native.i32(lo), native.i32(hi)]);
	})));
	const OPPONENT_MODEL = optionNames.indexOf('opponent_model');
	const THREADS = optionNames.indexOf('threads');
	const adoptKey = Symbol('Bot');

	/** The C call for a Game or a View: [game function, view function]. */
	function position(value, forGame, forView) {
		if (value instanceof Game)
			return [forGame, value._ptr];
		if (value instanceof ctx.View)
			return [forView, value._ptr];
		throw new TypeError(`expected a Game or a View, not ${describe(value)}`);
	}

	/** The options given to a bot of `kind`, checked against the
	 *  library's bounds before anything is made: [option, value] pairs. */
	function checkedOptions(kind, given) {
		const pairs = [];
		for (const [name, value] of Object.entries(given)) {
			const option = optionNames.indexOf(name);
			if (option < 0 || value === undefined)
				continue;   // seed
			const [lo, hi] = bounds[kind][option];
			let v = value;
			if (option === OPPONENT_MODEL && typeof v === 'string') {
				const index = modelNames.indexOf(v.toLowerCase());
				if (index < 0)
					throw new OptionRangeError(`opponent_model ${JSON.stringify(v)} is not ` +
								   "'none' or 'greedy' (OpponentModel.NONE = 0, " +
								   'OpponentModel.GREEDY = 1)');
				v = index;
			}
			if (typeof v !== 'number' || !Number.isInteger(v))
				throw new TypeError(`${name} must be an integer from ${lo} to ${hi}, not ${describe(v)}`);
			if (v < lo || v > hi)
				throw new OptionRangeError(`${name} ${v} is out of range: not in ${lo}..${hi} ` +
							   `for ${/^[aeiou]/.test(kindNames[kind]) ? 'an' : 'a'} ` +
							   `${kindNames[kind]} bot`);
			pairs.push([option, v]);
		}
		return pairs;
	}

	/** A computer opponent, made once with its kind (or level), seed and
	 *  options, then asked for moves; every kind but 'omniscient' uses only
	 *  what the seat to play can see. With no time budget its choices
	 *  depend only on its kind, seed and options and that seat's
	 *  knowledge, on every platform, so C, node and a browser agree. */
	class Bot extends Handle {
		/** A bot of a kind ('random', 'greedy', 'pimc', 'ismcts',
		 *  'omniscient', or a BotKind) with options named as in C (see
		 *  Bot.optionNames and Bot.bounds()): seed (a BigInt or a safe
		 *  integer), iterations, time_ms, threads, endgame_cards,
		 *  randomness, exploration, nodes, lookahead, opponent_model ('none',
		 *  'greedy' or an OpponentModel), racing, mistakes; each an integer
		 *  within its bounds for the kind (OptionRangeError otherwise), undefined
		 *  for the kind's default. Threads other than 1 fail in this build
		 *  (no wasm threads). */
		constructor(kind = 'pimc', options = undefined) {
			if (kind === adoptKey) {
				super(options.ptr, 'Bot', 'escopa_bot_free');
				this.#seed = options.seed;
				return;
			}
			const k = namedArg(kind, kindNames, 'bot kind');
			const given = optionsArg(options, ['seed', ...optionNames], 'Bot');
			const seed = given.seed === undefined ? 0n : u64Arg(given.seed);
			const pairs = checkedOptions(k, given);
			super(native.outPtr('escopa_bot_new', k, seed), 'Bot', 'escopa_bot_free');
			this.#seed = seed;
			this.#apply(pairs);
		}

		/** The bot of a level ('easy', 'medium', 'hard', 'expert', or a
		 *  Level number), seeded; options (as for the constructor, seed
		 *  aside) change the level's own. */
		static level(level, seed = 0n, options = undefined) {
			const l = namedArg(level, levelNames, 'level');
			const s = u64Arg(seed);
			const given = optionsArg(options, optionNames, 'Bot.level');
			const bot = new Bot(adoptKey, { ptr: native.outPtr('escopa_bot_new_level', l, s), seed: s });
			try {
				bot.#apply(checkedOptions(bot.kind, given));
			} catch (error) {
				bot.free();
				throw error;
			}
			return bot;
		}

		/** The option names (their C names), in BotOption order. */
		static get optionNames() { return optionNames; }

		/** An option's bounds for a kind of bot, [lo, hi]. */
		static bounds(option, kind = 'pimc') {
			const o = namedArg(option, optionNames, 'bot option');
			return bounds[namedArg(kind, kindNames, 'bot kind')][o];
		}

		#seed;

		/** Sets the checked options; a failure frees the bot. */
		#apply(pairs) {
			const ptr = this._ptr;
			try {
				for (const [option, value] of pairs) {
					try {
						native.call('escopa_bot_set', ptr, option, value);
					} catch (error) {
						if (error instanceof OutOfMemoryError && option === THREADS && value > 1)
							error.message += ': a thread could not be started, and this ' +
								'WebAssembly build has none (use threads 1)';
						throw error;
					}
				}
			} catch (error) {
				this.free();
				throw error;
			}
		}

		/** The kind, a BotKind number. */
		get kind() { return native.outI32('escopa_bot_get_kind', this._ptr); }
		/** The seed it was made with, a BigInt. */
		get seed() {
			void this._ptr;   // UseAfterFreeError once freed
			return this.#seed;
		}
		/** Every option's value in force, by its C name. */
		get options() {
			const ptr = this._ptr;
			const options = {};
			optionNames.forEach((name, option) => {
				options[name] = native.outI32('escopa_bot_get', ptr, option);
			});
			return Object.freeze(options);
		}

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
			return `Bot ${kindNames[this.kind]} iterations=${this.options.iterations} seed=${this.#seed}`;
		}
	}
	ctx.Bot = Bot;
}
