// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Computer players: levels, kinds and options, choices and analyses.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escopa, packageDir, throwsStatus } from './helpers.mjs';

const { Bot, BotKind, Level, Game } = escopa;

test('every level is a kind and a budget, and plays legal moves', () => {
	const expected = { easy: [BotKind.GREEDY, 0], medium: [BotKind.PIMC, 24],
			   hard: [BotKind.PIMC, 64], expert: [BotKind.PIMC, 400] };
	for (const [name, [kind, iterations]] of Object.entries(expected)) {
		const bot = Bot.level(name, 5n);
		assert.equal(bot.kind, kind);
		if (iterations)
			assert.equal(bot.options.iterations, iterations);
		assert.equal(bot.options.seed, 5n);
		const game = new Game('escopa', { seed: 8n });
		assert.ok(game.isLegal(bot.choose(game)));
		assert.ok(game.isLegal(bot.choose(game.view(game.currentSeat))));
		assert.match(bot.toString(), /^Bot /);
		game.free();
		bot.free();
	}
	const numbered = Bot.level(Level.HARD);
	assert.equal(numbered.options.endgameCards, 12);
	assert.equal(numbered.options.seed, 0n);
	numbered.free();
	throwsStatus(assert, () => Bot.level('grandmaster'), escopa.InvalidArgumentError, 2);
	throwsStatus(assert, () => Bot.level(4), escopa.InvalidArgumentError, 2);
	assert.throws(() => Bot.level('expert', -1), escopa.InvalidArgumentError);
	assert.throws(() => Bot.level('expert', 1.5), TypeError);
});

test('a seeded bot with an iteration budget chooses the same move every time', () => {
	const game = new Game('escoba_de_15', { seed: 77n });
	const a = new Bot('pimc', { iterations: 32, seed: 9n });
	const b = new Bot(BotKind.PIMC, { iterations: 32, seed: 9 });
	for (let i = 0; i < 6; i++) {
		const move = a.choose(game);
		assert.ok(move.equals(b.choose(game)));
		assert.ok(move.equals(a.choose(game)), 'choosing changes nothing');
		game.play(move);
	}
	for (const o of [game, a, b])
		o.free();
});

test('options: the defaults filled in, and the bad ones refused', () => {
	const bot = new Bot('ismcts', { iterations: 100, exploration: 700, nodes: 4096, seed: 2n ** 63n });
	assert.equal(bot.kind, BotKind.ISMCTS);
	assert.deepEqual({ ...bot.options, seed: bot.options.seed.toString() }, {
		...bot.options, iterations: 100, exploration: 700, nodes: 4096, seed: (2n ** 63n).toString(),
	});
	const game = new Game('scopa', { seed: 4n });
	assert.ok(game.isLegal(bot.choose(game)));
	throwsStatus(assert, () => new Bot('pimc', { randomness: 1001 }), escopa.OptionRangeError, 5);
	throwsStatus(assert, () => new Bot('pimc', { iterations: -1 }), escopa.OptionRangeError, 5);
	throwsStatus(assert, () => new Bot('pimc', { iterations: 2 ** 32 }), escopa.OptionRangeError, 5);
	throwsStatus(assert, () => new Bot('pimc', { racing: 2 }), escopa.OptionRangeError, 5);
	const racing = new Bot('pimc', { racing: 1, iterations: 24 });
	assert.equal(racing.options.racing, 1);
	assert.equal(Bot.level('expert', 1n).options.racing, 1);
	assert.ok(game.isLegal(racing.choose(game)));
	racing.free();
	throwsStatus(assert, () => new Bot('perfect'), escopa.InvalidArgumentError, 2);
	assert.throws(() => new Bot('pimc', { depth: 3 }), TypeError);
	assert.throws(() => new Bot('pimc', { iterations: '10' }), TypeError);
	assert.throws(() => bot.choose('game'), TypeError);
	game.free();
	bot.free();
});

test('more than one thread fails as documented: this build has no threads', () => {
	throwsStatus(assert, () => new Bot('pimc', { threads: 2 }), escopa.OutOfMemoryError, 12,
		     /a thread could not be started, and this WebAssembly build has none/);
	const one = new Bot('pimc', { threads: 1, iterations: 8 });
	assert.equal(one.options.threads, 1);
	one.free();
});

test('escopa_batch_set_threads() fails as documented in the module (the package does not wrap batches)', async () => {
	const { default: createEscopaModule } = await import(pathToFileURL(path.join(packageDir, 'libescopa.mjs')).href);
	const m = await createEscopaModule({ wasmBinary: readFileSync(path.join(packageDir, 'libescopa.wasm')) });
	const out = m._malloc(8);
	assert.equal(m._escopa_rules_new(escopa.Preset.ESCOBA_DE_15, out), 0);
	const rules = m.HEAPU32[out >> 2];
	assert.equal(m._escopa_batch_new(rules, 2, 256, 1n, out + 4), 0);
	const batch = m.HEAPU32[(out + 4) >> 2];
	const status = m._escopa_batch_set_threads(batch, 2);
	assert.equal(m.UTF8ToString(m._escopa_status_name(status)), 'ESCOPA_E_NOMEM');
	assert.equal(m._escopa_batch_set_threads(batch, 1), 0, 'one thread works');
	m._escopa_batch_free(batch);
	m._escopa_rules_free(rules);
	m._free(out);
});

test('an analysis values every legal move, in the order of legalMoves()', () => {
	const game = new Game('escopa', { seed: 12n });
	const bot = new Bot('pimc', { iterations: 40, seed: 3n });
	const values = bot.analyze(game);
	assert.deepEqual(values.map((v) => v.move.toString()), game.legalMoves().map(String));
	for (const v of values) {
		assert.equal(typeof v.value, 'number');
		assert.ok(Number.isFinite(v.value));
		assert.equal(v.samples, 40);
	}
	const best = values.reduce((a, b) => (b.value > a.value ? b : a));
	assert.ok(bot.choose(game).equals(best.move), 'the bot plays the best value');
	const fromView = bot.analyze(game.view(game.currentSeat));
	assert.deepEqual(fromView.map((v) => v.value), values.map((v) => v.value),
			 'a bot sees only what the seat sees');
	const omniscient = new Bot('omniscient', { iterations: 8 });
	assert.equal(omniscient.analyze(game).length, values.length);
	throwsStatus(assert, () => omniscient.choose(game.view(game.currentSeat)), escopa.InvalidArgumentError, 2);
	const over = new Game('escoba_de_15', { seed: 1n });
	while (over.phase === escopa.Phase.PLAYING)
		over.play(over.chooseMove());
	throwsStatus(assert, () => bot.analyze(over), escopa.PhaseError, 9);
	for (const o of [game, bot, omniscient, over])
		o.free();
});
