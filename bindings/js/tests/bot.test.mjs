// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Computer players: levels, kinds and options, choices and analyses.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escopa, packageDir, throwsStatus } from './helpers.mjs';

const { Bot, BotKind, Level, Game, OpponentModel } = escopa;

test('every level is a kind and options, and plays legal moves', () => {
	const expected = { easy: [BotKind.GREEDY, 0], medium: [BotKind.PIMC, 8],
			   hard: [BotKind.PIMC, 24], expert: [BotKind.PIMC, 400] };
	for (const [name, [kind, iterations]] of Object.entries(expected)) {
		const bot = Bot.level(name, 5n);
		assert.equal(bot.kind, kind);
		if (iterations)
			assert.equal(bot.options.iterations, iterations);
		assert.equal(bot.seed, 5n);
		const game = new Game('escopa', { seed: 8n });
		assert.ok(game.isLegal(bot.choose(game)));
		assert.ok(game.isLegal(bot.choose(game.view(game.currentSeat))));
		assert.match(bot.toString(), /^Bot /);
		game.free();
		bot.free();
	}
	const numbered = Bot.level(Level.HARD);
	assert.equal(numbered.options.endgame_cards, 6);
	assert.equal(numbered.options.opponent_model, OpponentModel.NONE);
	assert.equal(numbered.seed, 0n);
	numbered.free();
	const changed = Bot.level('expert', 3n, { iterations: 50, opponent_model: 'none' });
	assert.deepEqual(changed.options, { ...Bot.level('expert').options, iterations: 50, opponent_model: 0 });
	changed.free();
	throwsStatus(assert, () => Bot.level('expert', 1n, { iterations: 0 }), escopa.OptionRangeError, 5,
		     /iterations 0 is out of range: not in 1\.\.100000 for a pimc bot/);
	assert.throws(() => Bot.level('expert', 1n, { seed: 2n }), TypeError);
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

test('options: by their C names, the defaults in force, and their bounds per kind', () => {
	assert.deepEqual(Bot.optionNames, ['iterations', 'time_ms', 'threads', 'endgame_cards', 'randomness',
					   'exploration', 'nodes', 'lookahead', 'opponent_model', 'racing',
					   'mistakes']);
	const bot = new Bot('ismcts', { iterations: 100, exploration: 700, nodes: 4096, seed: 2n ** 63n });
	assert.equal(bot.kind, BotKind.ISMCTS);
	assert.equal(bot.seed, 2n ** 63n);
	assert.deepEqual(bot.options, {
		iterations: 100, time_ms: 0, threads: 1, endgame_cards: 6, randomness: 0, exploration: 700,
		nodes: 4096, lookahead: 1, opponent_model: OpponentModel.NONE, racing: 0, mistakes: 0,
	});
	assert.ok(Object.isFrozen(bot.options));
	const game = new Game('scopa', { seed: 4n });
	assert.ok(game.isLegal(bot.choose(game)));
	// the bounds the library gives, by kind; 0 is a value, not a default
	assert.deepEqual(Bot.bounds('iterations'), [1, 100000]);
	assert.deepEqual(Bot.bounds('iterations', 'ismcts'), [1, 1000000]);
	assert.deepEqual(Bot.bounds('threads', BotKind.GREEDY), [1, 64]);
	assert.deepEqual(Bot.bounds('time_ms'), [0, 3600000]);
	assert.deepEqual(Bot.bounds('endgame_cards'), [0, 40]);
	assert.deepEqual(Bot.bounds('nodes', 'ismcts'), [16, 2 ** 24]);
	for (const kind of Object.keys(BotKind)) {
		const defaults = new Bot(kind.toLowerCase()).options;
		for (const name of Bot.optionNames) {
			const [lo, hi] = Bot.bounds(name, kind.toLowerCase());
			assert.ok(lo <= defaults[name] && defaults[name] <= hi, `${kind} ${name}`);
		}
	}
	assert.equal(new Bot('pimc', { endgame_cards: 0 }).options.endgame_cards, 0);
	for (const [given, model] of [['none', 0], ['GREEDY', 1], [OpponentModel.NONE, 0], [1, 1]])
		assert.equal(new Bot('pimc', { opponent_model: given }).options.opponent_model, model);
	const racing = new Bot('pimc', { racing: 1, iterations: 24 });
	assert.equal(racing.options.racing, 1);
	assert.equal(Bot.level('expert', 1n).options.racing, 1);
	assert.equal(Bot.level('easy', 1n).options.mistakes, 800);
	assert.deepEqual(Bot.bounds('mistakes', 'greedy'), [0, 1000]);
	assert.ok(game.isLegal(racing.choose(game)));
	racing.free();
	game.free();
	bot.free();
	assert.throws(() => bot.options, escopa.UseAfterFreeError);
	assert.throws(() => bot.seed, escopa.UseAfterFreeError);
});

test('bad options: OptionRangeError naming the option and its bounds, TypeError for the wrong type', () => {
	const cases = [
		['pimc', 'iterations', 0, /^iterations 0 is out of range: not in 1\.\.100000 for a pimc bot$/],
		['pimc', 'iterations', 2 ** 32, /not in 1\.\.100000/],
		['ismcts', 'iterations', 1000001, /not in 1\.\.1000000 for an ismcts bot/],
		['pimc', 'threads', 65, /^threads 65 is out of range: not in 1\.\.64 for a pimc bot$/],
		['pimc', 'time_ms', -1, /not in 0\.\.3600000/],
		['pimc', 'endgame_cards', 41, /not in 0\.\.40/],
		['pimc', 'randomness', 1001, /not in 0\.\.1000/],
		['ismcts', 'nodes', 15, /not in 16\.\.16777216/],
		['pimc', 'lookahead', 3, /not in 1\.\.2/],
		['pimc', 'opponent_model', 2, /not in 0\.\.1/],
		['pimc', 'racing', 2, /^racing 2 is out of range/],
	];
	for (const [kind, name, value, message] of cases)
		throwsStatus(assert, () => new Bot(kind, { [name]: value }), escopa.OptionRangeError, 5, message);
	throwsStatus(assert, () => new Bot('pimc', { opponent_model: 'best' }), escopa.OptionRangeError, 5,
		     /'none' or 'greedy'/);
	for (const options of [{ iterations: '10' }, { iterations: 1.5 }, { racing: true }, { threads: 2n }])
		assert.throws(() => new Bot('pimc', options), (e) => e instanceof TypeError &&
			      /must be an integer from/.test(e.message));
	for (const name of ['depth', 'minimax', 'endgameCards', 'timeMs'])
		assert.throws(() => new Bot('pimc', { [name]: 1 }), (e) => e instanceof TypeError &&
			      e.message.includes('the options are seed, iterations, time_ms'));
	throwsStatus(assert, () => new Bot('perfect'), escopa.InvalidArgumentError, 2);
	throwsStatus(assert, () => Bot.bounds('depth'), escopa.InvalidArgumentError, 2);
	assert.throws(() => Bot.bounds(1.5), TypeError);
	const bot = new Bot('greedy');
	assert.throws(() => bot.choose('game'), TypeError);
	bot.free();
});

test('the enums are the library\'s names', async () => {
	const { default: createEscopaModule } = await import(pathToFileURL(path.join(packageDir, 'libescopa.mjs')).href);
	const m = await createEscopaModule({ wasmBinary: readFileSync(path.join(packageDir, 'libescopa.wasm')) });
	for (const [table, nameOf] of [[BotKind, '_escopa_bot_kind_name'], [Level, '_escopa_level_name']]) {
		for (const [name, value] of Object.entries(table))
			assert.equal(m.UTF8ToString(m[nameOf](value)), name.toLowerCase());
		assert.equal(m[nameOf](Object.keys(table).length), 0);
	}
	assert.equal(m._escopa_bot_option_count(), Bot.optionNames.length);
	Bot.optionNames.forEach((name, option) => assert.equal(m.UTF8ToString(m._escopa_bot_option_name(option)), name));
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
