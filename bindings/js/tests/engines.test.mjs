// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// package.json promises node 18 ("engines"), and the tests run on a newer
// node, so they check what node 18 lacks: every file of the package parses
// as ES2022, the language node 18 knows (with acorn, which Debian's
// emscripten depends on; skipped without it), and a game with a bot, a
// view and a record plays in a node whose built-ins added since 18 are
// taken away (node18-globals.mjs).

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageDir } from './helpers.mjs';

const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

test('package.json promises node 18 and later', () => {
	assert.equal(manifest.engines.node, '>=18');
});

function findAcorn() {
	const require = createRequire(import.meta.url);
	for (const where of ['acorn', '/usr/share/nodejs/acorn']) {
		try {
			return require(where);
		} catch {
			// not there: try the next place
		}
	}
	return null;
}
const acorn = findAcorn();

test('every module of the package is ES2022', { skip: !acorn && 'no acorn (Debian: node-acorn)' }, () => {
	const files = ['libescopa.mjs', ...readdirSync(path.join(packageDir, 'src'))
		.filter((name) => name.endsWith('.mjs')).map((name) => path.join('src', name))];
	for (const file of files) {
		const text = readFileSync(path.join(packageDir, file), 'utf8');
		assert.doesNotThrow(() => acorn.parse(text, { ecmaVersion: 2022, sourceType: 'module' }),
				    `${file} parses as ES2022`);
	}
});

test('a game plays without the built-ins that node 18 lacks', () => {
	const preload = pathToFileURL(fileURLToPath(new URL('node18-globals.mjs', import.meta.url))).href;
	const index = pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href;
	const script = `
		import { loadEscopa } from ${JSON.stringify(index)};
		const escopa = await loadEscopa();
		const record = new escopa.Record('escoba_de_15', { players: 2, seed: 18n });
		const bot = escopa.Bot.level('medium', 3n);
		const game = record.game;
		while (!game.gameOver) {
			if (game.phase !== escopa.Phase.PLAYING) {
				record.nextHand();
				game.nextHand();
				continue;
			}
			const view = game.view(game.currentSeat);
			const move = game.currentSeat === 0 ? bot.choose(view) : game.chooseMove('greedy');
			view.free();
			game.play(move);
			record.play(move);
		}
		const again = escopa.Record.parse(record.text);
		console.log(JSON.stringify({ scores: game.scores, winner: game.winner,
					     moves: again.moves.length }));
	`;
	// a file rather than -e, where node's own modules are globals
	const tmp = mkdtempSync(path.join(tmpdir(), 'libescopa-engines-'));
	let out;
	try {
		writeFileSync(path.join(tmp, 'play.mjs'), script);
		out = JSON.parse(execFileSync(process.execPath, ['--import', preload, path.join(tmp, 'play.mjs')],
					      { encoding: 'utf8' }));
	} finally {
		rmSync(tmp, { recursive: true, force: true });
	}
	assert.equal(out.scores.length, 2);
	assert.ok(out.moves > 0);
});
