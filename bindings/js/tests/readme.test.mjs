// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The READMEs' examples run (the package's, and the project's): each ```js
// block that imports 'libescopa' and plays a game is run in a child node
// against the build tree's package.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { packageDir } from './helpers.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const readmes = { package: path.join(packageDir, 'README.md'),
		  project: path.join(here, '..', '..', '..', 'README.md') };
const index = pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href;

function exampleGames(file) {
	const readme = readFileSync(file, 'utf8');
	return [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1])
		.filter((code) => code.includes("from 'libescopa'") && code.includes('new escopa.Game'));
}
const blocks = Object.entries(readmes).flatMap(([name, file]) =>
	exampleGames(file).map((code) => ({ name, code })));

test('each README has an example game', () => {
	for (const name of Object.keys(readmes))
		assert.ok(blocks.some((b) => b.name === name), `${name} README`);
});

for (const [i, { name, code }] of blocks.entries()) {
	test(`${name} README example ${i + 1} runs`, () => {
		const script = code.replaceAll("from 'libescopa'", `from ${JSON.stringify(index)}`);
		const out = execFileSync(process.execPath, ['--input-type=module', '-e', script],
					 { encoding: 'utf8', timeout: 60000 });
		assert.match(out, /winner [01] scores \[ \d+, \d+ \]/);
	});
}
