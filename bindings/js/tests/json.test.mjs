// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The JSON form of a view and of a move: the shared fixtures (the Python
// tests read the same files), the round trips through the view text and
// the library, no hidden card in it over many seeded games, and bad JSON
// refused with ParseError.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { escopa, pkg } from './helpers.mjs';

const { Game, Move, View, ParseError, Phase } = escopa;
const { viewJsonToText, viewTextToJson, VIEW_JSON_FIELDS } = pkg;

const fixtureDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..',
	'tests', 'data', 'json');
const fixtures = new Map(readdirSync(fixtureDir).filter((name) => name.endsWith('.json')).sort()
	.map((name) => [name, JSON.parse(readFileSync(path.join(fixtureDir, name), 'utf8'))]));

test('the fixtures agree with the library', () => {
	assert.ok(fixtures.size >= 8);
	for (const [name, { text, json }] of fixtures) {
		assert.deepEqual(viewTextToJson(text), json, name);
		assert.equal(viewJsonToText(json), text, name);
		const view = View.parse(text);
		assert.deepEqual(view.toJSON(), json, name);
		assert.deepEqual(JSON.parse(JSON.stringify(view)), json, name);
		assert.deepEqual(Object.keys(view.toJSON()), Object.keys(json), name);
		assert.equal(View.fromJSON(json).text, text, name);
		assert.ok(View.fromJSON(JSON.stringify(json)).equals(view), name);
		view.free();
	}
	assert.deepEqual(Object.keys(fixtures.get('escoba-start.json').json), [...VIEW_JSON_FIELDS]);
});

test('view text spelled loosely gives the same JSON', () => {
	const { text } = fixtures.get('escoba-start.json');
	const loose = `  ${text.replaceAll(' | ', '\t|  ').replace('hand ', 'HAND\t')}\n`;
	assert.deepEqual(viewTextToJson(loose), viewTextToJson(text));
});

function cardsIn(json) {
	return new Set([
		...json.hands.filter(Array.isArray).flat(), ...json.table.flat(), ...json.captured.flat(),
		...json.aside]);
}

function* seededGames() {
	const perHand = escopa.Rules.preset('escopa');
	perHand.set('forced_capture', escopa.ForcedCapture.PER_HAND);
	const stacking = escopa.Rules.preset('escoba');
	stacking.set('stacking', 1);
	const setups = [['escoba', 2], ['escoba', 4], ['scopa', 3], [perHand, 3], [stacking, 2],
		['escoba_comodines', 3], ['escopa_match', 2]];
	for (const [rules, players] of setups) {
		for (let seed = 0; seed < 12; seed++) {
			const game = new Game(rules, { players, seed: BigInt(seed) });
			let plies = 0;
			while (!(game.gameOver && game.matchOver !== false) && plies <= 60) {
				if (game.gameOver)
					game.nextGame();
				else if (game.phase !== Phase.PLAYING)
					game.nextHand();
				else {
					const moves = game.legalMoves();
					game.play(moves[(seed + plies) % moves.length]);
					plies++;
				}
				if (plies % 5 === 0 || game.phase !== Phase.PLAYING)
					yield game;
			}
			game.free();
		}
	}
}

test('over many seeded games, every seat: round trips and no hidden card', () => {
	let count = 0;
	for (const game of seededGames()) {
		for (let seat = 0; seat < game.players; seat++) {
			const view = game.view(seat);
			const json = view.toJSON();
			assert.equal(viewJsonToText(json), view.text);
			const back = View.fromJSON(json);
			assert.deepEqual(back.toJSON(), json);
			back.free();
			const hidden = new Set([...view.unseen].map(String));
			for (const card of cardsIn(json))
				assert.ok(!hidden.has(card), `seat ${seat} sees the hidden ${card}`);
			for (let other = 0; other < game.players; other++) {
				if (typeof json.hands[other] === 'number')
					assert.equal(json.hands[other], game.hand(other).size);
				else if (other !== seat && !Number(game.rules.get('open_table')))
					assert.deepEqual(json.hands[other], [], `seat ${other}'s hand shown to seat ${seat}`);
			}
			if (game.phase === Phase.PLAYING) {
				const sample = view.sample(BigInt(seat + 99));
				const same = sample.view(seat);
				assert.deepEqual(same.toJSON(), json, 'the JSON depends on nothing hidden');
				same.free();
				sample.free();
			}
			view.free();
			count++;
		}
	}
	assert.ok(count > 1000, `${count} views`);
});

test('a move is its text', () => {
	const move = Move.parse('7o x 5c+3e');
	assert.equal(move.toJSON(), '7o x 3e+5c');
	assert.ok(Move.fromJSON(move.toJSON()).equals(move));
	assert.equal(JSON.stringify({ move }), '{"move":"7o x 3e+5c"}');
	assert.throws(() => Move.fromJSON('7o x'), ParseError);
	for (const bad of [7, null, ['7o'], { card: '7o' }])
		assert.throws(() => Move.fromJSON(bad), TypeError);
});

const good = fixtures.get('escoba-start.json').json;
const changed = (fields) => ({ ...good, ...fields });

function refused(data, words) {
	assert.throws(() => View.fromJSON(data), (err) => {
		assert.ok(err instanceof ParseError, `${err.name}: ${err.message}`);
		assert.ok(err.message.includes(words), `${JSON.stringify(words)} in ${JSON.stringify(err.message)}`);
		return true;
	});
}

test('bad JSON: fields', () => {
	refused(changed({ colour: 'red' }), 'unknown field "colour"');
	const data = { ...good };
	delete data.stock;
	refused(data, 'missing field "stock"');
	refused(changed({ view: 2 }), 'view must be from 1 to 1');
	refused(changed({ __proto__: null, ...good, extra: 1 }), 'unknown field "extra"');
});

test('bad JSON: types', () => {
	refused(changed({ viewer: '0' }), 'viewer must be an integer');
	refused(changed({ players: true }), 'players must be an integer');
	refused(changed({ stock: 3.5 }), 'stock must be an integer');
	refused(changed({ hands: '6c 7e 7b / ? ? ?' }), 'hands must be a list');
	refused(changed({ hands: [['6c', 7], 3] }), 'hands[0] must be a card');
	refused(changed({ table: [['4e'], []] }), 'table[1] must hold at least one card');
	refused(changed({ table: ['4e'] }), 'table[0] must be a list');
	refused(changed({ phase: 'Playing' }), 'phase must be one of');
	refused(changed({ rules: 'escoba | stock 3' }), 'rules must be rules text');
	refused(changed({ last: '-' }), 'last must be an integer');
	refused(changed({ voids: [['jk', 11], []] }), 'voids[0][1] must be from 1 to 10');
	refused(changed({ declined: [['jk'], []] }), 'declined[0][0] must be an integer');
	for (const card of ['-', '?', '7o 5c', '7o|x', '7o+5c', '', '7o/5c', '7o\n'])
		refused(changed({ aside: [card] }), 'aside must be a card');
});

test('bad JSON: numbers, sizes, what the library refuses', () => {
	refused(changed({ hand: 2 ** 64 }), 'hand must be from 1 to 2147483647');
	refused(changed({ scores: [1e400, 0] }), 'scores[0] must be an integer');
	refused(changed({ hands: [['6c', '7e', '7b'], 0] }), "a hidden hand's count");
	refused(changed({ sweeps: [0, 0, 0, 0, 0] }), 'sweeps has 5 items, more than 4');
	refused(changed({ hands: [['6c', '7e', '7b'], 2] }), 'impossible view');
	refused('{"view": 1', 'not JSON');
	refused('['.repeat(100000) + ']'.repeat(100000), 'the JSON must be an object');
	refused('['.repeat(300000), 'more than 262144');
	refused('[1, 2]', 'the JSON must be an object');
	assert.throws(() => View.fromJSON(42), TypeError);
	assert.throws(() => View.fromJSON(null), TypeError);
	assert.throws(() => viewTextToJson('position 1 | rules escoba'), ParseError);
	assert.throws(() => viewTextToJson('view 1 | viewer 0'), ParseError);
});

test('any value in any field is read or refused with ParseError', () => {
	const junk = [null, true, -1, 0, 1, 3, 2 ** 70, 1.5, NaN, '', 'x', '7o', '-', [], [null], [[]],
		[1, 2], ['7o'], [['7o']], [3, 3], {}, { a: 1 }, [[1, 'jk'], []]];
	for (const [, { json }] of fixtures) {
		for (const field of Object.keys(json)) {
			for (const value of junk) {
				try {
					View.fromJSON({ ...json, [field]: value }).free();
				} catch (err) {
					assert.ok(err instanceof ParseError, `${field} = ${JSON.stringify(value)}: ${err}`);
				}
			}
		}
	}
});
