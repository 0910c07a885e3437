// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A networked card table: a WebSocket server on 127.0.0.1 (node 18 or
// later, no npm dependency) where clients and bots sit at tables of the
// JavaScript package's games. Each client is sent its seat's view as JSON
// and sends its moves as text (README.md here has the messages).
//
//   node server.mjs [--port N] [--preset P] [--players N] [--bots N]
//                   [--level L] [--seed S] [--package DIR]
//
// A table is made by the first client that connects to ws://127.0.0.1:PORT/NAME,
// with the settings of the command line, or of that URL's query
// (?preset=scopa&players=3&bots=1&level=hard&seed=7). It goes when its last
// client leaves. --package names the JavaScript package's directory (in a
// build tree, <build>/bindings/js); by default ESCOPA_JS_PACKAGE, else the
// package "libescopa" as npm installs it.
//
// The tests import startTableServer() and run it in their own process.

import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { acceptUpgrade, CLOSE, MESSAGE_MAX } from './websocket.mjs';
import { MessageError, Table, tableSettings } from './table.mjs';

const TABLE_NAME = /^\/([A-Za-z0-9_-]{1,32})$/;
const TABLES_MAX = 100;

/** Loads the package from a directory, or "libescopa" from node_modules. */
export async function loadPackage(dir = process.env.ESCOPA_JS_PACKAGE) {
	const pkg = dir ? await import(pathToFileURL(path.join(path.resolve(dir), 'src', 'index.mjs')).href)
		: await import('libescopa');
	return pkg.loadEscopa();
}

/**
 * Starts a server. Resolves to { url, port, tables, close() } once it
 * listens on 127.0.0.1 (`port` 0: any free port).
 */
export async function startTableServer({ escopa, port = 0, defaults = {},
	messageMax = MESSAGE_MAX, log = () => {} }) {
	tableSettings(defaults);          // the command line's mistakes, before listening
	const tables = new Map();
	const connections = new Set();
	const server = createServer((req, res) => {
		res.writeHead(426, { 'Content-Type': 'text/plain; charset=utf-8', Upgrade: 'websocket',
			Connection: 'close' });
		res.end('A libescopa table server: connect a WebSocket to ws://127.0.0.1:PORT/TABLE\n');
	});
	server.on('upgrade', (req, socket, head) => {
		socket.on('error', () => socket.destroy());
		const url = new URL(req.url, 'ws://127.0.0.1');
		const name = TABLE_NAME.exec(url.pathname)?.[1];
		const refuse = (status, text) => socket.end(`HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\n` +
			`Connection: close\r\n\r\n${text}\n`);
		if (!name)
			return refuse('404 Not Found', 'a table is ws://127.0.0.1:PORT/NAME, NAME of 1 to 32 letters, digits, - or _');
		let table = tables.get(name);
		let settings;
		if (!table) {
			if (tables.size >= TABLES_MAX)
				return refuse('503 Service Unavailable', `${TABLES_MAX} tables are open already`);
			try {
				settings = tableSettings({ ...defaults, ...Object.fromEntries(url.searchParams) });
			} catch (err) {
				if (!(err instanceof MessageError))
					throw err;
				return refuse('400 Bad Request', err.message);
			}
		}
		const conn = acceptUpgrade(req, socket, head, { messageMax });
		if (!conn)
			return;
		connections.add(conn);
		if (!table) {
			table = new Table(escopa, name, settings, { log });
			tables.set(name, table);
			log(`table ${name}: ${settings.preset}, ${settings.players} players, ${settings.bots} bots`);
		}
		conn.on('message', (text) => {
			try {
				table.receive(conn, text);
			} catch (err) {     // a bug here: said, and the server goes on
				log(`table ${name}: ${err.stack ?? err}`);
				conn.send(JSON.stringify({ type: 'error', message: `internal error: ${err.message}` }));
			}
		});
		conn.on('protocol-error', (code, reason) =>
			conn.send(JSON.stringify({ type: 'error', message: reason })));
		conn.on('close', () => {
			connections.delete(conn);
			table.leave(conn);
			if (table.empty && tables.get(name) === table) {
				tables.delete(name);
				table.close();
				log(`table ${name}: closed`);
			}
		});
	});
	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', resolve);
	});
	const actual = server.address().port;
	return {
		url: `ws://127.0.0.1:${actual}`,
		port: actual,
		tables,
		close() {
			for (const table of tables.values())
				table.close();
			tables.clear();
			for (const conn of connections) {
				conn.close(CLOSE.GOING_AWAY, 'the server stops');
				conn.socket.destroy();
			}
			server.closeAllConnections?.();
			return new Promise((resolve) => server.close(resolve));
		},
	};
}

function parseArgs(argv) {
	const options = { defaults: {}, port: 0, packageDir: undefined };
	const value = (i) => {
		if (i + 1 >= argv.length)
			throw new Error(`${argv[i]} needs a value`);
		return argv[i + 1];
	};
	for (let i = 0; i < argv.length; i++) {
		const arg = argv[i];
		const key = { '--preset': 'preset', '--players': 'players', '--bots': 'bots',
			'--level': 'level', '--seed': 'seed' }[arg];
		if (key)
			options.defaults[key] = value(i);
		else if (arg === '--port')
			options.port = Number(value(i));
		else if (arg === '--package')
			options.packageDir = value(i);
		else
			throw new Error(`unknown argument ${arg}`);
		i++;
	}
	if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535)
		throw new Error('--port must be from 0 to 65535');
	return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	let options;
	try {
		options = parseArgs(process.argv.slice(2));
		tableSettings(options.defaults);
	} catch (err) {
		console.error(`server.mjs: ${err.message}`);
		process.exit(2);
	}
	const escopa = await loadPackage(options.packageDir);
	const server = await startTableServer({ escopa, ...options, log: (line) => console.log(line) });
	console.log(`listening on ${server.url}/TABLE (libescopa ${escopa.libraryVersion})`);
	const stop = () => server.close().then(() => process.exit(0));
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

export { CLOSE };
