// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The package's enums and error classes are copied by hand from the C
// headers (src/enums.mjs, src/errors.mjs, escopa.d.ts): every value must
// be the one the library names so, and every value the library names must
// be there. The test walks every escopa_*_name() function the module
// exports and fails on one it has no check for, so a new name function
// (a new enum) cannot go unchecked.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escopa, packageDir } from './helpers.mjs';

const { default: createEscopaModule } = await import(pathToFileURL(path.join(packageDir, 'libescopa.mjs')).href);
const mod = await createEscopaModule({ wasmBinary: readFileSync(path.join(packageDir, 'libescopa.wasm')) });

/** The C function `name` of the module, or null if it has none. */
const cFunction = (name) => mod['_' + name] ?? null;
/** What a name function returns for `args`, null for NULL. */
function cName(name, ...args) {
	const ptr = mod['_' + name](...args);
	return ptr === 0 ? null : mod.UTF8ToString(ptr);
}
/** Every name a function gives, from 0 to the first NULL. */
function cNames(name, ...rest) {
	const names = [];
	for (let value = 0; value < 1000; value++) {
		const text = cName(name, value, ...rest);
		if (text === null)
			return names;
		names.push(text);
	}
	throw new Error(`${name} names more than 1000 values`);
}

/** A JS enum against a C name function: the enum's entries, by value,
 *  are exactly the values the function names, each named `cNameOf(key)`. */
function assertEnum(table, fn, cNameOf, ...rest) {
	const names = cNames(fn, ...rest);
	const js = Object.entries(table).sort((a, b) => a[1] - b[1]);
	assert.deepEqual(js.map(([, value]) => value), names.map((_, value) => value),
			 `the values of ${fn}() are those of the package's enum`);
	for (const [key, value] of js)
		assert.equal(cNameOf(key), names[value], `${key} = ${value}`);
}

const lower = (key) => key.toLowerCase();
const camel = (name) => name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

/** The members of an interface of escopa.d.ts, in order. */
function declaredMembers(name) {
	const dts = readFileSync(path.join(packageDir, 'escopa.d.ts'), 'utf8');
	const start = dts.indexOf(`interface ${name} {`);
	assert.ok(start >= 0, `escopa.d.ts declares interface ${name}`);
	const body = dts.slice(start, dts.indexOf('}', start));
	return [...body.matchAll(/^\treadonly ([A-Za-z0-9]+):/gm)].map((m) => m[1]);
}

/** One check per name function of the library: what it checks the C
 *  names against. */
const checks = {
	escopa_status_name() {
		// one error class per status but ESCOPA_OK, with its number and name
		const names = cNames('escopa_status_name');
		assert.equal(names[0], 'ESCOPA_OK');
		const classes = Object.values(escopa).filter((v) => typeof v === 'function' &&
			v.prototype instanceof escopa.EscopaError && v !== escopa.IndexOutOfRangeError &&
			v !== escopa.TooManyMovesError);
		for (const cls of classes)
			assert.equal(names[cls.status], cls.statusName, cls.name);
		assert.deepEqual(classes.map((cls) => cls.status).sort((a, b) => a - b),
				 names.map((_, status) => status).slice(1), 'a class for every status');
		assert.equal(escopa.IndexOutOfRangeError.statusName, names[escopa.IndexOutOfRangeError.status]);
	},
	escopa_refusal_name() {
		assertEnum(escopa.Refusal, 'escopa_refusal_name', (key) => `ESCOPA_REFUSAL_${key}`);
	},
	escopa_option_name() {
		assertEnum(escopa.Option, 'escopa_option_name', lower);
		assert.equal(mod._escopa_option_count(), Object.keys(escopa.Option).length);
	},
	escopa_preset_name() {
		assertEnum(escopa.Preset, 'escopa_preset_name', lower);
		assert.equal(mod._escopa_preset_count(), Object.keys(escopa.Preset).length);
	},
	escopa_score_item_name() {
		// a Score's fields, as escopa.d.ts declares them, are the items
		assert.deepEqual(declaredMembers('Score'), cNames('escopa_score_item_name').map(camel));
	},
	escopa_suit_name() {
		// the suits by their Spanish names; every style but ANY names them
		const spanish = { COINS: 'Oros', CUPS: 'Copas', SWORDS: 'Espadas', CLUBS: 'Bastos' };
		assertEnum(escopa.Suit, 'escopa_suit_name', (key) => spanish[key], escopa.Style.SPANISH);
		for (const [key, style] of Object.entries(escopa.Style))
			assert.equal(cName('escopa_suit_name', 0, style) === null, key === 'ANY', `Style.${key}`);
		assert.equal(cName('escopa_suit_name', 0, escopa.Style.ANY + 1), null);
	},
	escopa_bot_kind_name() {
		assertEnum(escopa.BotKind, 'escopa_bot_kind_name', lower);
	},
	escopa_level_name() {
		assertEnum(escopa.Level, 'escopa_level_name', lower);
	},
	escopa_review_mark_name() {
		assert.deepEqual(cNames('escopa_review_mark_name'), [...escopa.REVIEW_MARKS]);
	},
	escopa_bot_option_name() {
		// the package's BotOption enum if it has one; the keyword options
		// of a Bot are the C names either way
		const names = cNames('escopa_bot_option_name');
		if (escopa.BotOption !== undefined)
			assertEnum(escopa.BotOption, 'escopa_bot_option_name', lower);
		const bot = new escopa.Bot('pimc');
		const keywords = Object.keys(bot.options).filter((key) => key !== 'seed');
		bot.free();
		assert.deepEqual(keywords.sort(), [...names].sort());
	},
};

test('every name function of the module has a check here', () => {
	const functions = Object.keys(mod).filter((key) => /^_escopa_[a-z0-9_]+_name$/.test(key) &&
						   !key.endsWith('_from_name'));
	assert.ok(functions.length >= 6);
	for (const key of functions)
		assert.ok(key.slice(1) in checks, `${key.slice(1)}() has no check in names.test.mjs`);
});

for (const [fn, check] of Object.entries(checks)) {
	test(`the package's names are those of ${fn}()`, () => {
		assert.ok(cFunction(fn) !== null, `${fn}() is not in this library`);
		check();
	});
}

test('the values of the enumerated rule options are those the rules text names', () => {
	const tables = {
		initial_table: escopa.InitialTable, capture_mode: escopa.CaptureMode,
		forced_capture: escopa.ForcedCapture, sevens: escopa.Sevens, primiera: escopa.Primiera,
	};
	for (const [option, table] of Object.entries(tables)) {
		for (const [key, value] of Object.entries(table)) {
			const rules = new escopa.Rules(`scopa ${option}=${lower(key)}`);
			assert.equal(rules.get(option), value, `${option}=${lower(key)}`);
			rules.free();
		}
		// and no value past them
		const rules = new escopa.Rules('scopa');
		assert.throws(() => rules.set(option, Object.keys(table).length), escopa.OptionRangeError);
		rules.free();
	}
});
