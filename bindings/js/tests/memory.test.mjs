// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Memory: free() and Symbol.dispose free the C object once; a use after
// free throws; a forgotten object is freed by the FinalizationRegistry,
// the safety net.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escopa, packageDir } from './helpers.mjs';

function viewOfNewGame() {
	const game = new escopa.Game();
	const view = game.view(0);
	game.free();
	return view;
}

// Each class, how to make one, and a use of it.
const makers = {
	Rules: [() => new escopa.Rules('scopa'), (o) => o.text],
	Game: [() => new escopa.Game('escopa', { seed: 3n }), (o) => o.players],
	View: [viewOfNewGame, (o) => o.key],
	Bot: [() => escopa.Bot.level('medium'), (o) => o.kind],
	Record: [() => new escopa.Record(), (o) => o.text],
};

for (const [name, [make, use]] of Object.entries(makers)) {
	test(`${name}: free() twice is harmless, and a use after free throws`, () => {
		const object = make();
		assert.equal(object.freed, false);
		use(object);
		object.free();
		assert.equal(object.freed, true);
		object.free();
		assert.throws(() => object._ptr, escopa.UseAfterFreeError);
		assert.equal(object.toString(), `${name} (freed)`);
		assert.throws(() => use(object), (error) => error instanceof escopa.UseAfterFreeError &&
			error.message === `this ${name} has been freed: it cannot be used after free() or its disposal`);
	});

	test(`${name}: Symbol.dispose frees it`, () => {
		assert.equal(typeof Symbol.dispose, 'symbol', 'node 20 has Symbol.dispose');
		const object = make();
		object[Symbol.dispose]();
		assert.equal(object.freed, true);
	});
}

test('a freed object is refused as an argument too', () => {
	const game = new escopa.Game();
	const bot = escopa.Bot.level('easy');
	const rules = new escopa.Rules();
	rules.free();
	assert.throws(() => new escopa.Game(rules), escopa.UseAfterFreeError);
	game.free();
	assert.throws(() => bot.choose(game), escopa.UseAfterFreeError);
	assert.throws(() => game.view(0), escopa.UseAfterFreeError);
	bot.free();
});

test('a forgotten object is freed by the garbage collector (the safety net)', () => {
	// In a child with --expose-gc: a game left unreferenced is freed once
	// collected, so the allocator hands its memory to the next game.
	const script = `
		import { loadEscopa } from ${JSON.stringify(pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href)};
		const escopa = await loadEscopa();
		const keep = new escopa.Game();
		let ptr = (() => new escopa.Game()._ptr)();
		for (let i = 0; i < 100; i++) {
			globalThis.gc();
			await new Promise((resolve) => setTimeout(resolve, 10));
			const next = new escopa.Game();
			if (next._ptr === ptr) { console.log('reused'); process.exit(0); }
			next.free();
		}
		console.log('never freed');
		keep.free();
	`;
	const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script],
				 { encoding: 'utf8' });
	assert.equal(out.trim(), 'reused');
});

test('playing does not leak: many games in one instance', () => {
	// A leak would move each new game to fresh memory, higher and higher.
	const highest = [];
	for (let i = 0; i < 300; i++) {
		const game = new escopa.Game('escoba', { seed: BigInt(i) });
		const view = game.view(0);
		const bot = escopa.Bot.level('medium', BigInt(i));
		game.play(bot.choose(view));
		highest.push(Math.max(game._ptr, view._ptr, bot._ptr));
		for (const o of [bot, view, game])
			o.free();
	}
	assert.ok(Math.max(...highest.slice(-100)) <= Math.max(...highest.slice(0, 10)),
		  'the last games use the memory of the first');
});
