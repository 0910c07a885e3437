// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The WebSocket protocol (RFC 6455), as much as a table of JSON text
// messages needs, with node's own modules: the opening handshake on an
// HTTP upgrade, frames in both directions, fragmented messages, ping,
// pong and close. Each side holds back a message past a size limit and
// closes with the code the RFC gives. connect() is the client side, for
// the tests and for programs that sit at a table from node.

import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { connect as connectTcp } from 'node:net';

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
/** The largest message either side takes, in bytes; a longer one closes with 1009. */
export const MESSAGE_MAX = 65536;

const OP = { CONTINUATION: 0, TEXT: 1, BINARY: 2, CLOSE: 8, PING: 9, PONG: 10 };
export const CLOSE = { NORMAL: 1000, GOING_AWAY: 1001, PROTOCOL: 1002, DATA: 1003,
	BAD_TEXT: 1007, TOO_BIG: 1009 };

const acceptKey = (key) => createHash('sha1').update(key + GUID).digest('base64');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One frame: FIN set; masked with a fresh key when `mask` (the client's side). */
function frame(opcode, payload, mask) {
	const length = payload.length;
	const lengthBytes = length < 126 ? 0 : length < 65536 ? 2 : 8;
	const head = Buffer.alloc(2 + lengthBytes + (mask ? 4 : 0));
	head[0] = 0x80 | opcode;
	head[1] = (mask ? 0x80 : 0) | (lengthBytes === 0 ? length : lengthBytes === 2 ? 126 : 127);
	if (lengthBytes === 2)
		head.writeUInt16BE(length, 2);
	else if (lengthBytes === 8)
		head.writeBigUInt64BE(BigInt(length), 2);
	if (!mask)
		return Buffer.concat([head, payload]);
	const key = randomBytes(4);
	key.copy(head, head.length - 4);
	const body = Buffer.from(payload);
	for (let i = 0; i < body.length; i++)
		body[i] ^= key[i & 3];
	return Buffer.concat([head, body]);
}

/**
 * One open WebSocket, either side. Events: 'message' (text), 'close'
 * (code, reason), 'protocol-error' (code, reason) just before it closes
 * because of what the other side sent.
 */
export class Connection extends EventEmitter {
	constructor(socket, { client = false, head = Buffer.alloc(0), messageMax = MESSAGE_MAX } = {}) {
		super();
		this.socket = socket;
		this.client = client;
		this.messageMax = messageMax;
		this.buffer = Buffer.alloc(0);
		this.parts = [];       // the frames of a fragmented message
		this.partsLength = 0;
		this.closing = false;
		this.closed = false;
		socket.setNoDelay(true);
		socket.on('data', (data) => this.receive(data));
		socket.on('error', () => socket.destroy());
		socket.on('close', () => this.finish(CLOSE.GOING_AWAY, 'the connection was lost'));
		if (head.length)
			this.receive(head);
	}

	/** Sends one text message (a string). */
	send(text) {
		if (this.closing)
			return;
		this.socket.write(frame(OP.TEXT, Buffer.from(text, 'utf8'), this.client));
	}

	/** Starts the closing handshake; the socket ends after the other side answers, or 2 s. */
	close(code = CLOSE.NORMAL, reason = '') {
		if (this.closing)
			return;
		this.closing = true;
		const why = Buffer.from(reason, 'utf8').subarray(0, 123);
		const payload = Buffer.alloc(2 + why.length);
		payload.writeUInt16BE(code, 0);
		why.copy(payload, 2);
		this.socket.write(frame(OP.CLOSE, payload, this.client));
		this.closeCode = code;
		this.closeReason = reason;
		setTimeout(() => this.socket.destroy(), 2000).unref();
	}

	/** Closes because the other side broke the protocol. */
	fail(code, reason) {
		if (this.closing)
			return;
		this.failed = true;
		this.emit('protocol-error', code, reason);
		this.close(code, reason);
		this.socket.end();
	}

	finish(code, reason) {
		if (this.closed)
			return;
		this.closed = true;
		this.closing = true;
		this.emit('close', this.closeCode ?? code, this.closeReason ?? reason);
	}

	receive(data) {
		if (this.failed)
			return;              // read nothing more from a side that broke the protocol
		this.buffer = this.buffer.length ? Buffer.concat([this.buffer, data]) : data;
		while (!this.closed && this.readFrame())
			;
	}

	/** Reads one whole frame from the buffer; false when more bytes are needed. */
	readFrame() {
		const buf = this.buffer;
		if (buf.length < 2)
			return false;
		const fin = (buf[0] & 0x80) !== 0;
		const opcode = buf[0] & 0x0F;
		const masked = (buf[1] & 0x80) !== 0;
		let length = buf[1] & 0x7F;
		let offset = 2;
		if ((buf[0] & 0x70) !== 0)
			return this.fail(CLOSE.PROTOCOL, 'reserved bits set: no extension was agreed'), false;
		if (masked === this.client)
			return this.fail(CLOSE.PROTOCOL, this.client ? 'a server frame must not be masked'
				: 'a client frame must be masked'), false;
		if (length === 126) {
			if (buf.length < 4)
				return false;
			length = buf.readUInt16BE(2);
			offset = 4;
		} else if (length === 127) {
			if (buf.length < 10)
				return false;
			const big = buf.readBigUInt64BE(2);
			length = big > BigInt(Number.MAX_SAFE_INTEGER) ? Infinity : Number(big);
			offset = 10;
		}
		const control = opcode >= 8;
		if (control && (length > 125 || !fin))
			return this.fail(CLOSE.PROTOCOL, 'a control frame must be whole and at most 125 bytes'), false;
		if (!control && this.partsLength + length > this.messageMax)
			return this.fail(CLOSE.TOO_BIG, `a message over ${this.messageMax} bytes`), false;
		const start = offset + (masked ? 4 : 0);
		if (buf.length < start + length)
			return false;
		const payload = Buffer.from(buf.subarray(start, start + length));
		if (masked)
			for (let i = 0; i < length; i++)
				payload[i] ^= buf[offset + (i & 3)];
		this.buffer = buf.subarray(start + length);
		this.handle(opcode, fin, payload);
		return true;
	}

	handle(opcode, fin, payload) {
		switch (opcode) {
		case OP.PING:
			if (!this.closing)
				this.socket.write(frame(OP.PONG, payload, this.client));
			return;
		case OP.PONG:
			return;
		case OP.CLOSE: {
			const code = payload.length >= 2 ? payload.readUInt16BE(0) : CLOSE.NORMAL;
			if (!this.closing)
				this.close(code === 1005 || code < 1000 ? CLOSE.NORMAL : code);
			this.closeCode ??= code;
			this.socket.end();
			return;
		}
		case OP.TEXT:
		case OP.BINARY:
			if (this.parts.length)
				return this.fail(CLOSE.PROTOCOL, 'a new message inside a fragmented one');
			this.binary = opcode === OP.BINARY;
			break;
		case OP.CONTINUATION:
			if (!this.parts.length)
				return this.fail(CLOSE.PROTOCOL, 'a continuation frame without a message');
			break;
		default:
			return this.fail(CLOSE.PROTOCOL, `unknown opcode ${opcode}`);
		}
		this.parts.push(payload);
		this.partsLength += payload.length;
		if (!fin)
			return;
		const message = Buffer.concat(this.parts);
		this.parts = [];
		this.partsLength = 0;
		if (this.binary)
			return this.fail(CLOSE.DATA, 'binary messages are not understood: send JSON text');
		let text;
		try {
			text = utf8.decode(message);
		} catch {
			return this.fail(CLOSE.BAD_TEXT, 'a text message that is not UTF-8');
		}
		this.emit('message', text);
	}
}

/**
 * Answers an HTTP upgrade request (the 'upgrade' event of node's http
 * server): the handshake of RFC 6455 section 4.2, then a Connection.
 * Returns null after refusing a request that is not a WebSocket handshake
 * (400 or 426).
 */
export function acceptUpgrade(req, socket, head, options = {}) {
	const key = req.headers['sec-websocket-key'];
	const refuse = (status, text, extra = '') => {
		socket.end(`HTTP/1.1 ${status} ${text}\r\n${extra}Content-Type: text/plain\r\n` +
			`Connection: close\r\n\r\n${text}\n`);
		return null;
	};
	if (req.method !== 'GET' || (req.headers.upgrade ?? '').toLowerCase() !== 'websocket' ||
	    !key || Buffer.from(key, 'base64').length !== 16)
		return refuse(400, 'Bad Request: a WebSocket handshake was expected');
	if (req.headers['sec-websocket-version'] !== '13')
		return refuse(426, 'Upgrade Required', 'Sec-WebSocket-Version: 13\r\n');
	socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
		`Sec-WebSocket-Accept: ${acceptKey(key)}\r\n\r\n`);
	return new Connection(socket, { ...options, head });
}

/**
 * Opens a WebSocket to a ws:// URL (the client side). Resolves to a
 * Connection once the server accepted the handshake.
 */
export function connect(url, options = {}) {
	const { hostname, port, pathname, search } = new URL(url);
	return new Promise((resolve, reject) => {
		const socket = connectTcp({ host: hostname, port: Number(port) || 80 });
		const key = randomBytes(16).toString('base64');
		let reply = Buffer.alloc(0);
		socket.once('error', reject);
		socket.on('connect', () => socket.write(`GET ${pathname}${search} HTTP/1.1\r\n` +
			`Host: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
			`Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`));
		const onData = (data) => {
			reply = Buffer.concat([reply, data]);
			const end = reply.indexOf('\r\n\r\n');
			if (end < 0)
				return;
			socket.off('data', onData);
			const head = reply.subarray(0, end).toString('latin1');
			if (!head.startsWith('HTTP/1.1 101') || !head.includes(acceptKey(key))) {
				socket.destroy();
				reject(new Error(`the server refused the handshake: ${head.split('\r\n')[0]}`));
				return;
			}
			socket.off('error', reject);
			resolve(new Connection(socket, { ...options, client: true, head: reply.subarray(end + 4) }));
		};
		socket.on('data', onData);
	});
}
