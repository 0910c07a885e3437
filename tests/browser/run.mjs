// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The meson test of suite `browser`: installs playwright-core (pinned by
// package.json and package-lock.json here) with npm into the build tree,
// then runs the end-to-end tests with node's test runner against
// Debian's Chromium. No browser is ever downloaded.
//
//   node run.mjs <build dir>
//
// Without Chromium or without playwright-core (no registry, no npm) it
// exits 77, which meson reports as a skip; with ESCOPA_REQUIRE_BROWSER=1
// (CI) a missing prerequisite is a failure instead.
// ESCOPA_CHROMIUM names another Chromium; ESCOPA_BROWSER_TESTS picks test
// files (a comma-separated list of names in this directory).

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const build = resolve(process.argv[2] ?? '.');
const required = process.env.ESCOPA_REQUIRE_BROWSER === '1';
const SKIP = 77;

function missing(what) {
	if (required) {
		console.error(`browser tests: ${what}, and ESCOPA_REQUIRE_BROWSER=1 makes that a failure`);
		process.exit(1);
	}
	console.log(`browser tests skipped: ${what} (ESCOPA_REQUIRE_BROWSER=1 makes this a failure)`);
	process.exit(SKIP);
}

// playwright-core 1.65 and node's --test-concurrency want node 20 (Debian
// 12's own nodejs is 18).
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 20)
	missing(`node ${process.versions.node} is too old: playwright-core and these tests need node 20 or later`);

const chromium = process.env.ESCOPA_CHROMIUM || '/usr/bin/chromium';
if (!existsSync(chromium))
	missing(`no Chromium at ${chromium} (apt-get install chromium)`);

const web = join(build, 'web');
if (!existsSync(join(web, 'index.html')))
	missing(`the page is not built at ${web} (build the wasm build first)`);

// playwright-core, installed from the lock file into <build>/tests/browser.
const modules = join(build, 'tests', 'browser');
mkdirSync(modules, { recursive: true });
const wanted = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')).dependencies['playwright-core'];
const installed = join(modules, 'node_modules', 'playwright-core', 'package.json');
const haveVersion = existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null;
if (haveVersion !== wanted) {
	for (const file of ['package.json', 'package-lock.json'])
		copyFileSync(join(here, file), join(modules, file));
	// bounded well inside meson's timeout, so that no registry is a skip
	const npm = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts',
		'--loglevel=error', '--fetch-retries=1', '--fetch-timeout=60000'],
	{ cwd: modules, stdio: 'inherit', env: process.env, timeout: 150000 });
	if (npm.error || npm.status !== 0 || !existsSync(installed))
		missing(`npm could not install playwright-core ${wanted} into ${modules}` +
			`${npm.error ? `: ${npm.error.message}` : ''}`);
}

const only = process.env.ESCOPA_BROWSER_TESTS?.split(',').map((s) => s.trim()).filter(Boolean);
const tests = readdirSync(here).filter((f) => f.endsWith('.test.mjs'))
	.filter((f) => !only || only.includes(f)).sort().map((f) => join(here, f));
if (!tests.length) {
	console.error('browser tests: no test file matched');
	process.exit(1);
}

const artifacts = join(build, 'artifacts');
mkdirSync(artifacts, { recursive: true });
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...tests], {
	stdio: 'inherit',
	env: {
		...process.env,
		ESCOPA_BUILD: build,
		ESCOPA_WEB_ROOT: web,
		ESCOPA_CHROMIUM: chromium,
		ESCOPA_BROWSER_MODULES: modules,
		ESCOPA_ARTIFACTS: artifacts,
	},
});
process.exit(run.status ?? 1);
