// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A small static file server for the page, on 127.0.0.1 only. It serves one
// directory (the page as meson copies it, <build>/web/), with the types a
// browser needs for ES modules and WebAssembly, and stops by itself: after
// a number of requests, after a time without requests, or after a lifetime.
//
//   node serve.mjs [--root DIR] [--port N] [--idle SECONDS]
//                  [--lifetime SECONDS] [--max-requests N] [--open]
//
// --open opens the page with xdg-open once the server listens.
//
// The browser tests import startServer() and run it in their own process.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.wasm': 'application/wasm',
	'.json': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ts': 'text/plain; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.md': 'text/plain; charset=utf-8',
};

/**
 * Starts serving `root`. Resolves to { url, port, close(), done } once
 * listening; `done` resolves when the server has stopped, for whatever
 * reason, with that reason.
 */
export function startServer({
	root,
	port = 0,
	idleSeconds = 600,
	lifetimeSeconds = 3600,
	maxRequests = 100000,
	log = () => {},
} = {}) {
	const base = resolve(root);
	let requests = 0;
	let idleTimer;
	let stopReason;
	let resolveDone;
	const done = new Promise((r) => { resolveDone = r; });

	const server = createServer(async (req, res) => {
		requests++;
		armIdle();
		res.setHeader('Cache-Control', 'no-store');
		res.setHeader('X-Content-Type-Options', 'nosniff');
		try {
			await answer(req, res);
		} catch (err) {
			res.writeHead(500, { 'Content-Type': 'text/plain' });
			res.end('internal error\n');
			log(`500 ${req.url}: ${err.message}`);
		}
		if (requests >= maxRequests)
			stop(`served ${requests} requests`);
	});

	async function answer(req, res) {
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			res.writeHead(405, { Allow: 'GET, HEAD' });
			res.end();
			return;
		}
		let path;
		try {
			path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
		} catch {
			res.writeHead(400);
			res.end();
			return;
		}
		if (path.endsWith('/'))
			path += 'index.html';
		const file = normalize(join(base, path));
		if (file !== base && !file.startsWith(base + sep)) {
			res.writeHead(403);
			res.end();
			return;
		}
		const type = TYPES[extname(file)];
		let info;
		try {
			info = await stat(file);
		} catch {
			info = null;
		}
		if (!type || !info || !info.isFile()) {
			res.writeHead(404, { 'Content-Type': 'text/plain' });
			res.end('not found\n');
			log(`404 ${path}`);
			return;
		}
		const body = await readFile(file);
		res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length });
		res.end(req.method === 'HEAD' ? undefined : body);
	}

	function armIdle() {
		clearTimeout(idleTimer);
		idleTimer = setTimeout(() => stop(`idle for ${idleSeconds} s`), idleSeconds * 1000);
		idleTimer.unref();
	}

	function stop(reason) {
		if (stopReason)
			return;
		stopReason = reason;
		clearTimeout(idleTimer);
		clearTimeout(lifeTimer);
		server.close(() => resolveDone(reason));
		server.closeAllConnections?.();
	}

	const lifeTimer = setTimeout(() => stop(`ran for ${lifetimeSeconds} s`),
		lifetimeSeconds * 1000);
	lifeTimer.unref();

	return new Promise((resolveStart, rejectStart) => {
		server.once('error', rejectStart);
		server.listen(port, '127.0.0.1', () => {
			armIdle();
			const actual = server.address().port;
			resolveStart({
				url: `http://127.0.0.1:${actual}/`,
				port: actual,
				close: () => { stop('closed'); return done; },
				done,
			});
		});
	});
}

function parseArgs(argv) {
	const opts = { root: '.', port: 8000, idleSeconds: 1800, lifetimeSeconds: 8 * 3600,
		maxRequests: 1000000 };
	const names = { '--root': 'root', '--port': 'port', '--idle': 'idleSeconds',
		'--lifetime': 'lifetimeSeconds', '--max-requests': 'maxRequests' };
	for (let i = 0; i < argv.length; i++) {
		if (argv[i] === '--open') {
			opts.open = true;
			continue;
		}
		const key = names[argv[i]];
		if (!key || i + 1 >= argv.length)
			throw new Error(`usage: node serve.mjs [--root DIR] [--port N] [--idle S] ` +
				`[--lifetime S] [--max-requests N] [--open] (not understood: ${argv[i]})`);
		const value = argv[++i];
		if (key === 'root') {
			opts.root = value;
		} else {
			const n = Number(value);
			if (!Number.isInteger(n) || n < 0)
				throw new Error(`${argv[i - 1]} wants a whole number, not ${value}`);
			opts[key] = n;
		}
	}
	return opts;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	let opts;
	try {
		opts = parseArgs(process.argv.slice(2));
	} catch (err) {
		console.error(err.message);
		process.exit(2);
	}
	const server = await startServer({ ...opts, log: (line) => console.error(line) });
	console.log(`Serving ${resolve(opts.root)} at ${server.url} ` +
		`(stops after ${opts.idleSeconds} s without a request; Ctrl-C stops it now)`);
	if (opts.open) {
		const { spawn } = await import('node:child_process');
		spawn('xdg-open', [server.url], { stdio: 'ignore', detached: true })
			.on('error', (err) => console.error(`xdg-open: ${err.message}; open ${server.url} yourself`))
			.unref();
	}
	process.on('SIGINT', () => server.close());
	process.on('SIGTERM', () => server.close());
	console.log(`Stopped: ${await server.done}.`);
}
