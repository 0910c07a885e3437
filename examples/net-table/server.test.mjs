// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The table server's bad input, each answered by a clear error and the
// server going on: malformed messages, a seat taken, a move out of turn
// or refused, oversized and broken frames, bad handshakes; then whole
// games, a client against a bot and two clients, seen only through views
// that hold no hidden card. Run by meson (suite examples of the wasm
// build) with ESCOPA_JS_PACKAGE naming the package directory.

import test from 'node:test';
import assert from 'node:assert/strict';
import { connect as connectTcp } from 'node:net';
import { loadPackage, startTableServer } from './server.mjs';
import { connect } from './websocket.mjs';

const escopa = await loadPackage();
const server = await startTableServer({ escopa, defaults: { seed: 7 } });
test.after(() => server.close());

/** A client with a queue of the messages it got: next() waits for one. */
async function client(table, query = '', base = server.url) {
	const conn = await connect(`${base}/${table}${query}`);
	const queue = [];
	const waiting = [];
	conn.on('message', (text) => {
		const msg = JSON.parse(text);
		if (waiting.length)
			waiting.shift()(msg);
		else
			queue.push(msg);
	});
	conn.closedWith = new Promise((resolve) => conn.on('close', (code, reason) => resolve({ code, reason })));
	conn.next = (type) => new Promise((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`no ${type ?? 'message'} came`)), 5000);
		const take = (msg) => {
			if (type && msg.type !== type) {
				waiting.unshift(take);
				return;
			}
			clearTimeout(timer);
			resolve(msg);
		};
		const index = queue.findIndex((msg) => !type || msg.type === type);
		if (index >= 0) {
			clearTimeout(timer);
			resolve(queue.splice(index, 1)[0]);
		} else {
			waiting.push(take);
		}
	});
	conn.ask = (msg) => {
		conn.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
		return conn.next();
	};
	return conn;
}

async function errorFor(conn, msg, words) {
	const reply = await conn.ask(msg);
	assert.equal(reply.type, 'error', JSON.stringify(reply));
	assert.match(reply.message, words);
}

test('malformed messages get an error and the connection stays', async () => {
	const a = await client('malformed');
	await errorFor(a, 'nonsense', /^malformed message: not JSON/);
	await errorFor(a, '[1, 2]', /a JSON object with a "type" was expected/);
	await errorFor(a, '{"type": 7}', /a JSON object with a "type" was expected/);
	await errorFor(a, { type: 'dance' }, /unknown message type "dance": join or move/);
	await errorFor(a, { type: 'join', colour: 'red' }, /unknown field "colour" in a join message/);
	await errorFor(a, { type: 'move', move: '1o' }, /join a seat first/);
	await errorFor(a, { type: 'join', seat: 9 }, /seat must be from 0 to 1/);
	await errorFor(a, { type: 'join', seat: '0' }, /seat must be from 0 to 1/);
	await errorFor(a, { type: 'join', name: 'x'.repeat(41) }, /name must be a string of at most 40/);
	const welcome = await a.ask({ type: 'join', name: 'Ann' });
	assert.equal(welcome.type, 'welcome');
	assert.equal(welcome.seat, 0);
	assert.equal(welcome.seed, undefined, 'the seed stays with the server');
	await errorFor(a, { type: 'join' }, /you already sit at seat 0/);
	await errorFor(a, { type: 'move', move: '1o' }, /the table waits for every seat/);
	a.close();
});

test('a seat taken, a bot\'s seat, a full table', async () => {
	const a = await client('seats', '?bots=1&players=3');
	assert.equal((await a.ask({ type: 'join', seat: 1 })).type, 'welcome');
	const b = await client('seats');
	await errorFor(b, { type: 'join', seat: 1 }, /^seat 1 is taken$/);
	await errorFor(b, { type: 'join', seat: 2 }, /^seat 2 is a bot's$/);
	assert.equal((await b.ask({ type: 'join' })).seat, 0);
	const c = await client('seats');
	await errorFor(c, { type: 'join' }, /^the table is full$/);
	for (const conn of [a, b, c])
		conn.close();
});

test('a move out of turn, malformed or illegal is refused with the reason', async () => {
	const a = await client('refusals');
	const b = await client('refusals');
	await a.ask({ type: 'join' });
	await b.ask({ type: 'join' });
	const views = [await a.next('view'), await b.next('view')];
	const toPlay = views[0].view.seat;
	const [mover, waiter] = toPlay === 0 ? [a, b] : [b, a];
	const moves = views[toPlay].moves;
	assert.ok(moves.length > 0);
	let reply = await waiter.ask({ type: 'move', move: moves[0] });
	assert.deepEqual([reply.type, reply.refusal, reply.reason],
		['refusal', 'ESCOPA_REFUSAL_NOT_YOUR_TURN', `not your turn: seat ${toPlay} is to play`]);
	reply = await mover.ask({ type: 'move', move: '1o x' });
	assert.deepEqual([reply.type, reply.refusal, reply.reason], ['refusal', 'ESCOPA_REFUSAL_MALFORMED', 'expected a card name']);
	await errorFor(mover, { type: 'move', move: 7 }, /move must be the move's text/);
	await errorFor(mover, { type: 'move', move: 'x'.repeat(2000) }, /move must be the move's text/);
	// a card the seat does not hold: the same answer wherever the card is
	const hand = views[toPlay].view.hands[toPlay];
	const notHeld = ['1o', '1c', '1e', '1b', '2o'].filter((card) => !hand.includes(card));
	for (const card of notHeld.slice(0, 2)) {
		reply = await mover.ask({ type: 'move', move: card });
		assert.deepEqual([reply.refusal, reply.reason],
			['ESCOPA_REFUSAL_NOT_HELD', escopa.describeRefusal(escopa.Refusal.NOT_HELD).text]);
	}
	// a legal move is played: both get their views
	mover.send(JSON.stringify({ type: 'move', move: moves[0] }));
	const after = await waiter.next('view');
	assert.deepEqual(after.last, { seat: toPlay, move: moves[0] });
	a.close();
	b.close();
});

test('frames: too big, binary, unmasked, not UTF-8: an error, then the close code', async () => {
	const cases = [
		[(conn) => conn.send('x'.repeat(70000)), 1009, /a message over 65536 bytes/],
		[(conn) => conn.socket.write(Buffer.from([0x82, 0x81, 0, 0, 0, 0, 1])), 1003, /binary messages/],
		[(conn) => conn.socket.write(Buffer.from([0x81, 0x01, 0x41])), 1002, /a client frame must be masked/],
		[(conn) => conn.socket.write(Buffer.from([0x81, 0x82, 0, 0, 0, 0, 0xC3, 0x28])), 1007, /not UTF-8/],
		[(conn) => conn.socket.write(Buffer.from([0x81, 0xFF, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0])),
			1009, /a message over 65536 bytes/],
		[(conn) => conn.socket.write(Buffer.from([0x80, 0x80, 0, 0, 0, 0])), 1002, /continuation frame without/],
	];
	for (const [send, code, words] of cases) {
		const conn = await client('frames');
		send(conn);
		const error = await conn.next('error');
		assert.match(error.message, words);
		assert.equal((await conn.closedWith).code, code);
	}
	// and the server goes on
	const conn = await client('frames');
	assert.equal((await conn.ask({ type: 'join' })).type, 'welcome');
	conn.close();
});

function rawRequest(text) {
	return new Promise((resolve) => {
		const socket = connectTcp({ host: '127.0.0.1', port: server.port }, () => socket.write(text));
		let reply = '';
		socket.on('data', (data) => { reply += data; });
		socket.on('close', () => resolve(reply));
	});
}

test('bad handshakes and table settings are refused over HTTP', async () => {
	const upgrade = (path, extra = '') => `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n` +
		`Connection: Upgrade\r\n${extra}\r\n`;
	const key = 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n';
	assert.match(await rawRequest(upgrade('/no/such/table', `${key}Sec-WebSocket-Version: 13\r\n`)), /^HTTP\/1.1 404/);
	assert.match(await rawRequest(upgrade('/t', 'Sec-WebSocket-Version: 13\r\n')), /^HTTP\/1.1 400/);
	assert.match(await rawRequest(upgrade('/t', `${key}Sec-WebSocket-Version: 8\r\n`)), /^HTTP\/1.1 426/);
	assert.match(await rawRequest(upgrade('/t?players=9', `${key}Sec-WebSocket-Version: 13\r\n`)),
		/^HTTP\/1.1 400[^]*players must be 2, 3 or 4/);
	assert.match(await rawRequest(upgrade('/t?preset=poker', `${key}Sec-WebSocket-Version: 13\r\n`)),
		/^HTTP\/1.1 400[^]*unknown preset "poker"/);
	assert.match(await rawRequest('GET / HTTP/1.1\r\nHost: x\r\n\r\n'), /^HTTP\/1.1 426/);
});

/** Plays whatever it is offered first until the game is over; checks every view. */
async function playToTheEnd(conn, seat, players) {
	for (;;) {
		const msg = await conn.next('view');
		const { view } = msg;
		assert.equal(view.viewer, seat);
		view.hands.forEach((hand, other) => {
			if (other !== seat)
				assert.ok(typeof hand === 'number' || hand.length === 0, `seat ${other}'s hand is hidden`);
		});
		assert.equal(view.hands.length, players);
		if (view.phase === 'game_over')
			return view;
		if (msg.moves.length)
			conn.send(JSON.stringify({ type: 'move', move: msg.moves[msg.moves.length - 1] }));
	}
}

test('a whole game: a client against a bot', async () => {
	const a = await client('bot-game', '?bots=1&level=easy&seed=11');
	await a.ask({ type: 'join' });
	const over = await playToTheEnd(a, 0, 2);
	assert.notEqual(over.winner, null);
	a.close();
});

test('a seat left mid-game waits for a client, who goes on from its view', async () => {
	// seat 0 leaves when it is to play; seat 1 stays, so the table does too
	const a = await client('leave', '?players=3&bots=1&level=easy&seed=4');
	const c = await client('leave');
	await a.ask({ type: 'join', seat: 0 });
	await c.ask({ type: 'join', seat: 1 });
	const seen = [];
	c.on('message', (text) => {          // seat 1 plays whenever it is to
		const m = JSON.parse(text);
		seen.push(m);
		if (m.type === 'view' && m.moves.length)
			c.send(JSON.stringify({ type: 'move', move: m.moves[0] }));
	});
	let msg = await a.next('view');
	while (!msg.moves.length)
		msg = await a.next('view');
	const before = msg.view;
	a.close();
	await a.closedWith;
	const b = await client('leave');
	const welcome = await b.ask({ type: 'join' });
	assert.deepEqual([welcome.type, welcome.seat], ['welcome', 0]);
	msg = await b.next('view');
	assert.deepEqual(msg.view, before, 'nothing was played while the seat was open');
	assert.ok(msg.moves.length > 0);
	assert.ok(seen.some((m) => m.type === 'seats' && m.seats[0].kind === 'open'), 'seat 1 saw seat 0 leave');
	b.send(JSON.stringify({ type: 'move', move: msg.moves[0] }));
	assert.deepEqual((await b.next('view')).last, { seat: 0, move: msg.moves[0] });
	b.close();
	c.close();
});

test('a whole game: two clients', async () => {
	const a = await client('two-players');
	const b = await client('two-players');
	await a.ask({ type: 'join' });
	assert.equal((await b.ask({ type: 'join' })).seat, 1);
	const [left, right] = await Promise.all([playToTheEnd(a, 0, 2), playToTheEnd(b, 1, 2)]);
	assert.deepEqual(left.scores, right.scores);
	a.close();
	b.close();
});

test('no message of a whole game tells the seed', async () => {
	const a = await client('no-seed', '?seed=12');
	const b = await client('no-seed');
	const texts = [];
	for (const conn of [a, b])
		conn.on('message', (text) => texts.push(String(text)));
	await a.ask({ type: 'join' });
	await b.ask({ type: 'join' });
	await Promise.all([playToTheEnd(a, 0, 2), playToTheEnd(b, 1, 2)]);
	assert.ok(texts.length > 40, `${texts.length} messages`);
	const seedless = (value) => value === null || typeof value !== 'object' ||
		Object.entries(value).every(([key, inner]) => key !== 'seed' && seedless(inner));
	for (const text of texts)
		assert.ok(seedless(JSON.parse(text)), text);
	a.close();
	b.close();
});
