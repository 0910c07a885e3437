// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Rules: presets, options and their bounds, conflicts, and the text form.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, throwsStatus } from './helpers.mjs';

const { Rules, Preset, Option, Sevens, OptionRangeError, OptionConflictError, UnknownOptionError,
	ParseError, InvalidArgumentError } = escopa;

test('every preset by name, by dashed name and by number', () => {
	assert.deepEqual(Rules.presets, ['escopa', 'escoba', 'escoba_de_15', 'escova_de_31',
					 'escoba_comodines', 'scopa', 'escopa_match']);
	for (const [i, name] of Rules.presets.entries()) {
		const a = new Rules(name), b = Rules.preset(i), c = new Rules(name.replace(/_/g, '-'));
		assert.ok(a.equals(b) && a.equals(c));
		assert.equal(a.text, name);
		const back = Rules.parse(a.text);
		assert.ok(back.equals(a));
		for (const r of [a, b, c, back])
			r.free();
	}
	const rules = new Rules();
	assert.equal(rules.text, 'escoba_de_15', 'the default preset');
	assert.equal(new Rules(Preset.SCOPA).text, 'scopa');
	throwsStatus(assert, () => new Rules('briscola'), InvalidArgumentError, 2, /unknown preset "briscola"/);
	throwsStatus(assert, () => new Rules(7), InvalidArgumentError, 2);
	assert.throws(() => new Rules({}), TypeError);
	rules.free();
});

test('options read and change within their bounds, by name or number', () => {
	const rules = new Rules('escopa');
	assert.equal(Rules.optionNames.length, Object.keys(Option).length);
	assert.deepEqual(Rules.bounds('target'), [1, 1000]);
	assert.deepEqual(Rules.bounds(Option.MATCH_GAMES), [1, 99]);
	assert.equal(rules.set('sevens', Sevens.MOST).set('target', 15), rules, 'set() chains');
	assert.equal(rules.get('target'), 15);
	assert.equal(rules.get(Option.SEVENS), Sevens.MOST);
	assert.equal(rules.get('captureMultiples'), 1, 'camelCase names');
	assert.equal(rules.text, 'escopa sevens=most target=15');
	assert.ok(Rules.parse('escopa sevens=most target=15').equals(rules));
	assert.ok(new Rules('escopa sevens=most target=15').equals(rules));
	assert.equal(rules.options().target, 15);
	assert.equal(rules.options().initialTable, rules.get('initial_table'));
	const copy = rules.copy();
	copy.set('target', 30);
	assert.equal(rules.get('target'), 15, 'a copy is independent');
	assert.equal(copy.get('target'), 30);
	rules.set('napola', true);
	assert.equal(rules.get('napola'), 1, 'a boolean option takes true and false');
	copy.free();
	rules.free();
});

test('a bad option value leaves the rules unchanged, with the exact status', () => {
	const rules = new Rules('escoba');
	const before = rules.text;
	throwsStatus(assert, () => rules.set('target', 5000), OptionRangeError, 5, /target 5000 is out of range: not in 1..1000/);
	throwsStatus(assert, () => rules.set('target', 0), OptionRangeError, 5);
	throwsStatus(assert, () => rules.set('jokers', 2), OptionConflictError, 6);
	throwsStatus(assert, () => rules.set('no_such_option', 1), UnknownOptionError, 4);
	throwsStatus(assert, () => rules.get(24), UnknownOptionError, 4);
	assert.throws(() => rules.set('target', 1.5), TypeError);
	assert.throws(() => rules.set('target', '15'), TypeError);
	assert.throws(() => rules.get(null), TypeError);
	assert.equal(rules.text, before);
	rules.free();
});

test('rules text that does not read says where', () => {
	assert.throws(() => Rules.parse('escopa target=5000'), (error) => {
		assert.ok(error instanceof OptionRangeError);
		assert.equal(error.status, 5);
		assert.equal(error.line, 1);
		assert.equal(error.column, 15, 'at the value');
		assert.equal(error.offset, 14);
		assert.equal(error.reason, 'target is 1 to 1000');
		assert.equal(error.message, 'line 1, column 15: target is 1 to 1000');
		return true;
	});
	throwsStatus(assert, () => Rules.parse('nothing'), ParseError, 11);
	throwsStatus(assert, () => Rules.parse('escopa bogus=1'), UnknownOptionError, 4,
		     /^line 1, column 8: no option is named 'bogus'$/);
	assert.throws(() => Rules.parse(5), TypeError);
});

test('the rules in words follow the preset and the options', () => {
	const escopaWords = new Rules('escopa').describe();
	assert.equal(escopaWords.split('\n').length, 5, 'four paragraphs, each ending in a newline');
	assert.ok(escopaWords.endsWith('\n'));
	assert.match(escopaWords, /^Capture: table cards that, with the card you play, add up to 15 or a multiple of 15/);
	assert.match(escopaWords, /The first side to reach 21 points wins the game\.\n$/);
	const scopa = new Rules('scopa');
	assert.match(scopa.describe(), /a table card of the rank of the card you play/);
	scopa.set('target', 16);
	assert.match(scopa.describe(), /reach 16 points/);
	assert.match(new Rules('escoba_comodines').describe(), /A joker counts/);
	scopa.free();
	assert.throws(() => scopa.describe(), /freed/);
});
