// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Loading: the .wasm read from the package under node, given as bytes,
// or fetched over HTTP as a browser does (from a server on 127.0.0.1);
// independent instances; a worker thread; the version check.

import test from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { escopa, pkg, packageDir } from './helpers.mjs';

const wasmPath = path.join(packageDir, 'libescopa.wasm');

test('the instance says which library it runs', () => {
	assert.equal(escopa.libraryVersion, '1.5.0');
	assert.ok(Object.isFrozen(escopa));
});

test('wasmBinary: the bytes given, as a Uint8Array or an ArrayBuffer', async () => {
	const bytes = readFileSync(wasmPath);
	for (const wasmBinary of [bytes, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)]) {
		const other = await pkg.loadEscopa({ wasmBinary });
		const game = new other.Game('scopa', { seed: 4n });
		assert.ok(game instanceof other.Game);
		assert.ok(!(game instanceof escopa.Game), 'each load is its own instance');
		const mine = new escopa.Game('scopa', { seed: 4n });
		assert.equal(game.position, mine.position);
		assert.throws(() => mine.copyFrom(game), TypeError, 'objects do not cross instances');
		game.free();
		mine.free();
	}
	await assert.rejects(pkg.loadEscopa({ wasmBinary: 'libescopa.wasm' }), TypeError);
	await assert.rejects(pkg.loadEscopa({ wasm: 1 }), /unknown option "wasm"/);
	await assert.rejects(pkg.loadEscopa(null), TypeError);
	await assert.rejects(pkg.loadEscopa({ wasmBinary: new Uint8Array([0, 97, 115, 109]) }));
});

test('wasmUrl: fetched over HTTP, as in a browser', async () => {
	const bytes = readFileSync(wasmPath);
	let requests = 0;
	const server = createServer((req, res) => {
		requests++;
		if (req.url === '/pkg/libescopa.wasm') {
			res.writeHead(200, { 'content-type': 'application/wasm' });
			res.end(bytes);
		} else {
			res.writeHead(404);
			res.end();
		}
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	const base = `http://127.0.0.1:${server.address().port}`;
	try {
		const other = await pkg.loadEscopa({ wasmUrl: `${base}/pkg/libescopa.wasm` });
		assert.equal(other.libraryVersion, escopa.libraryVersion);
		assert.equal(requests, 1);
		await assert.rejects(pkg.loadEscopa({ wasmUrl: new URL('/missing.wasm', base) }), /HTTP 404/);
	} finally {
		server.close();
	}
});

test('in a worker thread', async () => {
	const source = `
		import { parentPort } from 'node:worker_threads';
		import { loadEscopa } from ${JSON.stringify(pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href)};
		const escopa = await loadEscopa();
		const game = new escopa.Game('escopa', { seed: 6n });
		const bot = escopa.Bot.level('expert', 2n);
		parentPort.postMessage({ move: bot.choose(game).toString(), position: game.position });
	`;
	const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`));
	const message = await new Promise((resolve, reject) => {
		worker.once('message', resolve);
		worker.once('error', reject);
	});
	await worker.terminate();
	const game = new escopa.Game('escopa', { seed: 6n });
	const bot = escopa.Bot.level('expert', 2n);
	assert.equal(message.position, game.position);
	assert.equal(message.move, bot.choose(game).toString(), 'the same choice in the worker');
	game.free();
	bot.free();
});
