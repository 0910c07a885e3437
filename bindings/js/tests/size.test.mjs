// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The size budget: libescopa.wasm at most 256 KB, and at most 100 KB
// gzipped (gzip -9), half a second on a 1.6 Mbit/s link ("slow 4G"),
// once: the module built for speed (-O2), whose decisions take 45% fewer
// instructions and a bot's moves half of those at -Oz, at 93 KB
// (doc/performance.md, "The browser module"). Both figures are printed.
// Of the gzipped size, the rules in words (escopa_rules_describe) take
// about 1 KB and game review (escopa_review_*) about 2 KB.

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { packageDir } from './helpers.mjs';

const KB = 1024;

test('libescopa.wasm is within 256 KB, and 100 KB gzipped', () => {
	const wasm = readFileSync(path.join(packageDir, 'libescopa.wasm'));
	const gzipped = gzipSync(wasm, { level: 9 }).length;
	const js = readFileSync(path.join(packageDir, 'libescopa.mjs')).length;
	console.log(`libescopa.wasm: ${wasm.length} bytes (${(wasm.length / KB).toFixed(1)} KB), ` +
		    `gzipped ${gzipped} bytes (${(gzipped / KB).toFixed(1)} KB); libescopa.mjs: ${js} bytes`);
	assert.ok(WebAssembly.validate(wasm), 'a valid module');
	assert.ok(wasm.length <= 256 * KB, `${wasm.length} bytes is over 256 KB`);
	assert.ok(gzipped <= 100 * KB, `${gzipped} bytes gzipped is over 100 KB`);
});
