// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// What the tests share: one loaded module, from the package directory
// meson assembles in the build tree (ESCOPA_JS_PACKAGE), or from the
// source tree's layout when run by hand from a build directory.

import { pathToFileURL } from 'node:url';
import path from 'node:path';

const root = process.env.ESCOPA_JS_PACKAGE;
if (!root)
	throw new Error('ESCOPA_JS_PACKAGE must name the package directory of the build tree ' +
			'(meson test sets it: meson test -C build-wasm --suite js)');

export const packageDir = path.resolve(root);
export const pkg = await import(pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href);
export const escopa = await pkg.loadEscopa();

/** Plays a game to its end with a chooser(game) → move; returns the plays. */
export function playOut(game, choose) {
	const plays = [];
	while (!game.gameOver) {
		if (game.phase !== escopa.Phase.PLAYING) {
			game.nextHand();
			continue;
		}
		plays.push(game.play(choose(game)));
	}
	return plays;
}

/** `want` regular cards of `cards` whose values add up to a multiple of 15. */
function pick(cards, want, total = 0) {
	if (want === 0)
		return total % 15 === 0 ? [] : null;
	for (let i = 0; i < cards.length; i++) {
		const rest = pick(cards.slice(i + 1), want - 1, total + cards[i].value);
		if (rest !== null)
			return [cards[i], ...rest];
	}
	return null;
}

/** A game of `rules` (rules text) in its first hand: seat 0 holds hand0
 *  and is to play, seat 1 holds hand1, the table is `table` (stacks
 *  joined by '+'); the other cards go to side 0's captures (adding up to
 *  a multiple of 15) and to the stock. As bindings/python/tests/test_refusal.py. */
export function at(rules, hand0, hand1, table) {
	const { CardSet, Game, Rules } = escopa;
	const r = new Rules(rules);
	const jokers = r.get('jokers');
	r.free();
	const deck = 40 + jokers;
	const h0 = new CardSet(hand0), h1 = new CardSet(hand1), t = new CardSet(table);
	const k = h0.size;
	const everything = CardSet.fromMask(jokers === 2 ? (1n << 42n) - 1n : (1n << 40n) - 1n);
	let error = null;
	for (const firstTable of [...new Set([4 + jokers, 4])].sort((a, b) => b - a)) {
		let rounds = k === 3 ? 1 : 0;
		let stock, captured;
		for (;;) {
			stock = deck - firstTable - 6 * (rounds + 1);
			captured = deck - stock - 2 * k - t.size;
			if (captured >= 0)
				break;
			rounds++;
		}
		const free = [...everything.difference(h0.union(h1).union(t))];
		const side0 = new CardSet(pick(free.filter((c) => !c.isJoker), captured));
		const rest = new CardSet(free).difference(side0);
		const text = `position 1 | rules ${rules} | players 2 | hand 1 | dealer 1 | ` +
			`phase playing | seat 0 | plays ${6 * rounds + 2 * (3 - k)} | ` +
			`hands ${hand0} / ${hand1} | table ${table} | stock ${rest.format() || '-'} | ` +
			`captured ${side0.format() || '-'} / - | sweeps 0 0 | aside - | scores 0 0 | ` +
			`last ${side0.isEmpty ? '-' : '0'} | winner - | rng 0000000000000001`;
		try {
			return Game.fromPosition(text);
		} catch (e) {
			if (!(e instanceof escopa.ParseError))
				throw e;
			error = e;
		}
	}
	throw error;
}

/** Asserts that body() throws an error of class `cls` whose status is
 *  `status` (and whose message matches `message`, if given). */
export function throwsStatus(assert, body, cls, status, message = undefined) {
	assert.throws(body, (error) => {
		assert.ok(error instanceof cls, `${error?.name}: ${error?.message} is a ${cls.name}`);
		assert.equal(error.status, status);
		if (message !== undefined)
			assert.match(error.message, message);
		return true;
	});
}
