// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The package installs from the tarball of `npm pack`, with no registry
// (`npm install --offline`: it has no dependencies), and imports in node
// from there; its declarations type-check a use of the API with tsc when
// meson found one (ESCOPA_TSC; CI installs Debian's node-typescript and
// sets ESCOPA_REQUIRE_TSC=1, so that a missing tsc fails there).

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packageDir } from './helpers.mjs';

const tmp = mkdtempSync(path.join(tmpdir(), 'libescopa-pack-'));
test.after(() => rmSync(tmp, { recursive: true, force: true }));

// npm's cache and logs go into the temporary directory too.
const env = { ...process.env, npm_config_cache: path.join(tmp, 'npm-cache'),
	      npm_config_update_notifier: 'false', npm_config_fund: 'false',
	      npm_config_audit: 'false' };
const npm = (args, cwd) => execFileSync(process.env.ESCOPA_NPM ?? 'npm', args, { cwd, env, encoding: 'utf8' });
const version = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
const app = path.join(tmp, 'app');

test('npm pack makes a tarball of the package files only', () => {
	const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', tmp], packageDir));
	assert.equal(packed.name, 'libescopa');
	assert.equal(packed.filename, `libescopa-${version}.tgz`);
	const files = packed.files.map((f) => f.path).sort();
	for (const needed of ['package.json', 'README.md', 'COPYING', 'escopa.d.ts', 'libescopa.mjs',
			      'libescopa.wasm', 'src/index.mjs', 'src/load.mjs', 'src/game.mjs'])
		assert.ok(files.includes(needed), `the tarball has ${needed}`);
	assert.deepEqual(files.filter((f) => !/^(src\/[a-z]+\.mjs|package\.json|README\.md|COPYING|escopa\.d\.ts|libescopa\.(mjs|wasm))$/.test(f)),
			 [], 'nothing else: no tests, build files or export list');
});

test('package.json has what a registry and a bundler read', () => {
	const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
	assert.equal(manifest.license, 'MIT');
	assert.equal(manifest.type, 'module');
	assert.equal(manifest.sideEffects, false);
	assert.equal(manifest.types, './escopa.d.ts');
	assert.deepEqual(manifest.exports['.'], { types: './escopa.d.ts', default: './src/index.mjs' });
	assert.equal(manifest.repository.type, 'git');
	assert.match(manifest.repository.url, /^git\+https:\/\/.+\.git$/, 'the form npm does not correct');
	assert.ok(manifest.engines.node);
	assert.ok(manifest.files.includes('libescopa.wasm'));
});

// Without credentials, npm warns that it would need them; a token for the
// dry run only, in a config file of its own, leaves every other warning.
test('npm publish --dry-run of the tarball warns of nothing', () => {
	const npmrc = path.join(tmp, 'npmrc');
	writeFileSync(npmrc, '//registry.npmjs.org/:_authToken=dry-run-only\n');
	const run = spawnSync(process.env.ESCOPA_NPM ?? 'npm',
		['publish', '--dry-run', '--offline', '--userconfig', npmrc, path.join(tmp, `libescopa-${version}.tgz`)],
		{ cwd: tmp, env, encoding: 'utf8' });
	assert.equal(run.status, 0, run.stderr);
	const said = run.stdout + run.stderr;
	assert.match(said, new RegExp(`libescopa@${version.replace(/\./g, '\\.')}`));
	assert.deepEqual(said.split('\n').filter((line) => /^npm (warn|WARN|ERR)/.test(line)), []);
});

test('the tarball installs offline and imports as "libescopa"', () => {
	mkdirSync(app, { recursive: true });
	writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
	npm(['install', '--offline', '--no-save', path.join(tmp, `libescopa-${version}.tgz`)], app);
	writeFileSync(path.join(app, 'play.mjs'), `
		import { loadEscopa, Phase } from 'libescopa';
		const escopa = await loadEscopa();
		const game = new escopa.Game('scopa', { players: 2, seed: 9n });
		const bot = escopa.Bot.level('medium', 2n);
		while (!game.gameOver) {
			if (game.phase !== Phase.PLAYING) game.nextHand();
			else game.play(game.currentSeat === 0 ? bot.choose(game) : game.chooseMove());
		}
		console.log(JSON.stringify({ version: escopa.libraryVersion, scores: game.scores, winner: game.winner }));
		game.free();
		bot.free();
	`);
	const out = JSON.parse(execFileSync(process.execPath, ['play.mjs'], { cwd: app, encoding: 'utf8' }));
	assert.equal(out.version, version);
	assert.equal(out.scores.length, 2);
	assert.ok(out.winner === 0 || out.winner === 1);
});

// Without tsc the check is skipped, unless ESCOPA_REQUIRE_TSC=1 (CI).
const noTsc = !process.env.ESCOPA_TSC && process.env.ESCOPA_REQUIRE_TSC !== '1' &&
	'meson found no tsc (Debian: node-typescript)';

test('the declarations type-check a use of the API (tsc --strict)', { skip: noTsc }, () => {
	assert.ok(process.env.ESCOPA_TSC, 'ESCOPA_REQUIRE_TSC=1, and meson found no tsc (Debian: node-typescript)');
	copyFileSync(new URL('typecheck/usage.ts', import.meta.url), path.join(app, 'usage.ts'));
	writeFileSync(path.join(app, 'tsconfig.json'), JSON.stringify({
		compilerOptions: { target: 'es2022', module: 'node16', moduleResolution: 'node16',
				   strict: true, noEmit: true, noUncheckedIndexedAccess: true, types: [] },
		files: ['usage.ts'],
	}));
	try {
		execFileSync(process.env.ESCOPA_TSC, ['-p', app], { encoding: 'utf8' });
	} catch (error) {
		assert.fail(`tsc found errors:\n${error.stdout}${error.stderr}`);
	}
});
