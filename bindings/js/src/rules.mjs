// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Rule sets: a preset and its options (rules.h), and their text form
// (notation.h), as in bindings/python/escopa/_rules.py.

import { describe, intArg, namedArg, camelName, textArg, INT_MIN, INT_MAX } from './args.mjs';
import { OptionRangeError, UnknownOptionError } from './errors.mjs';

export function defineRules(ctx) {
	const { native, Handle } = ctx;

	const optionCount = native.fn('escopa_option_count')();
	const optionNames = [];
	const optionBounds = [];
	for (let option = 0; option < optionCount; option++) {
		optionNames.push(native.string(native.fn('escopa_option_name')(option)));
		optionBounds.push(native.frame(() => {
			const lo = native.alloc(4), hi = native.alloc(4);
			native.call('escopa_option_bounds', option, lo, hi);
			return Object.freeze([native.i32(lo), native.i32(hi)]);
		}));
	}
	const presetNames = [];
	const presetCount = native.fn('escopa_preset_count')();
	for (let preset = 0; preset < presetCount; preset++)
		presetNames.push(native.string(native.fn('escopa_preset_name')(preset)));
	Object.freeze(optionNames);
	Object.freeze(presetNames);

	/** An option from its C name ("target"), camelCase ("teamTarget") or
	 *  number (Option). */
	const optionArg = (option) => namedArg(option, optionNames, 'option', UnknownOptionError);
	const presetArg = (preset) => namedArg(preset, presetNames, 'preset');

	/** A complete rule set, started from a preset. Options read with
	 *  get() and change with set(), which checks the value against the
	 *  option's bounds (OptionRangeError) and the other options
	 *  (OptionConflictError) and leaves the rules unchanged on failure. */
	class Rules extends Handle {
		/** The rules of a preset (its name, such as "escoba_de_15" or
		 *  "escoba-de-15", or its Preset number), or rules text with
		 *  options, such as "escopa sevens=most target=15". The default
		 *  is Escoba de 15. */
		constructor(preset = 'escoba_de_15', fromPtr = 0) {
			let ptr = fromPtr;
			if (preset === adoptKey) {
				// a C object this package made
			} else if (typeof preset === 'string' && /[\s=]/.test(preset.trim())) {
				ptr = readRules(preset);
			} else {
				const index = presetArg(preset);
				ptr = native.outPtr('escopa_rules_new', index);
			}
			super(ptr, 'Rules', 'escopa_rules_free');
		}

		/** The rules of a preset. */
		static preset(name) {
			return new Rules(name);
		}

		/** Reads rules text: a preset, then name=value options applied in
		 *  order (doc/notation.md). ParseError for malformed text or an
		 *  unknown preset; UnknownOptionError, OptionRangeError or
		 *  OptionConflictError for an option that does not apply; each with
		 *  offset, line, column and reason. */
		static parse(text) {
			return Rules._adopt(readRules(textArg(text, 'rules text')));
		}

		static _adopt(ptr) {
			return new Rules(adoptKey, ptr);
		}

		/** The preset names, in Preset order. */
		static get presets() { return presetNames; }
		/** The option names (their C and rules-text names), in Option order. */
		static get optionNames() { return optionNames; }
		/** An option's bounds, [lo, hi]. */
		static bounds(option) { return optionBounds[optionArg(option)]; }

		/** An option's value. */
		get(option) {
			return native.outI32('escopa_rules_get', this._ptr, optionArg(option));
		}

		/** Sets an option; returns the rules, for chaining. */
		set(option, value) {
			const index = optionArg(option);
			const [lo, hi] = optionBounds[index];
			if (typeof value === 'boolean' && lo === 0 && hi === 1)
				value = value ? 1 : 0;
			intArg(value, INT_MIN, INT_MAX, optionNames[index], OptionRangeError);
			if (value < lo || value > hi)
				throw new OptionRangeError(`${optionNames[index]} ${value} is out of range: not in ${lo}..${hi}`,
							   { function: 'escopa_rules_set' });
			native.call('escopa_rules_set', this._ptr, index, value);
			return this;
		}

		/** Every option and its value, by camelCase name. */
		options() {
			const all = {};
			for (let option = 0; option < optionCount; option++)
				all[camelName(optionNames[option])] = this.get(option);
			return all;
		}

		/** The rules as text, such as "escopa sevens=most target=15";
		 *  Rules.parse(rules.text) equals rules. */
		get text() {
			return native.format('escopa_rules_format', [this._ptr], 256);
		}

		toString() { return this.freed ? 'Rules (freed)' : this.text; }

		/** The rules in words for a person about to play (how a card
		 *  captures, a trail, a sweep, the scoring, the goal), one
		 *  paragraph a line: the text `escopa play` prints as its intro. */
		describe() {
			return native.format('escopa_rules_describe', [this._ptr], 2048);
		}

		/** An independent copy. */
		copy() {
			return Rules._adopt(native.outPtr('escopa_rules_copy', this._ptr));
		}

		/** Whether two rule sets are the same rules. */
		equals(other) {
			if (!(other instanceof Rules))
				return false;
			return native.outI32('escopa_rules_equal', this._ptr, other._ptr) === 1;
		}
	}
	const adoptKey = Symbol('Rules');

	const readRules = (text) => native.readNew('escopa_rules_read', text);

	/** Rules from a Rules, a preset or rules text; null or undefined for
	 *  Escoba de 15. Returns [rules, whether the caller frees them]. */
	function rulesArg(rules) {
		if (rules instanceof Rules)
			return [rules, false];
		if (rules === undefined || rules === null)
			return [new Rules(), true];
		if (typeof rules === 'string' || typeof rules === 'number')
			return [new Rules(rules), true];
		throw new TypeError(`expected Rules, a preset or rules text, not ${describe(rules)}`);
	}

	/** Runs body(rules pointer) with the Rules of an argument, freeing the
	 *  temporary ones. */
	function withRules(rules, body) {
		const [r, temporary] = rulesArg(rules);
		try {
			return body(r._ptr);
		} finally {
			if (temporary)
				r.free();
		}
	}

	Object.assign(ctx, { Rules, optionArg, presetArg, withRules, optionNames, presetNames });
}
