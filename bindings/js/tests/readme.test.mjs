// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The README's examples run: each ```js block that imports 'libescopa' is
// run in a child node against the build tree's package.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageDir } from './helpers.mjs';

const readme = readFileSync(path.join(packageDir, 'README.md'), 'utf8');
const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1])
	.filter((code) => code.includes("from 'libescopa'") && code.includes('new escopa.Game'));
const index = pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href;

test('the README has an example game', () => {
	assert.ok(blocks.length >= 1);
});

for (const [i, code] of blocks.entries()) {
	test(`README example ${i + 1} runs`, () => {
		const script = code.replaceAll("from 'libescopa'", `from ${JSON.stringify(index)}`);
		const out = execFileSync(process.execPath, ['--input-type=module', '-e', script],
					 { encoding: 'utf8', timeout: 60000 });
		assert.match(out, /winner [01] scores \[ \d+, \d+ \]/);
	});
}
