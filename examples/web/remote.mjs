// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A seat at a networked table (examples/net-table), for the page opened
// with ?table=ws://127.0.0.1:PORT/NAME. joinTable() takes a seat, sets the
// page's form to the table's game (its preset, players and seed: the
// server must run with --share-seed) and makes the page's player that
// seat; it resolves once the table's game starts, to an object that
// speaks to the page as worker.mjs does. A request for the move of
// another seat ('choose') is answered with the move that seat played at
// the table; the page's own player's moves, as the page records them,
// go to the table. Hints ('analyze') are still the worker's.

import { viewTextToJson } from './libescopa/src/index.mjs';
import { $, HUMAN, sitAt, state } from './state.mjs';

class RemoteTable {
	constructor(socket, helper, started) {
		this.socket = socket;
		this.helper = helper;        // the page's worker, for the hints
		this.started = started;      // { resolve, reject } until the game starts
		this.seat = null;
		this.played = [];            // the other seats' moves, in order: { seat, move }
		this.waiting = [];           // 'choose' requests waiting for one
		this.events = null;          // the page's events array, and how far it was sent
		this.sentUpTo = 0;
		this.failure = null;
		this.onmessage = null;
		this.onerror = null;
		socket.onmessage = (event) => this.receive(event.data);
		socket.onclose = () => this.fail('the table closed the connection');
		socket.onerror = () => this.fail('the connection to the table failed');
		helper.onmessage = (event) => this.onmessage?.(event);
		helper.onerror = (event) => this.onerror?.(event);
		this.poll = setInterval(() => this.sendOwnMoves(), 50);
	}

	receive(data) {
		let msg;
		try {
			msg = JSON.parse(data);
		} catch {
			this.fail('the table sent something that is not JSON');
			return;
		}
		if (msg.type === 'welcome') {
			if (msg.seed === undefined) {
				this.fail('the table does not tell its seed: start its server with --share-seed');
				return;
			}
			const form = $('setup');
			form.preset.value = msg.preset;
			form.players.value = String(msg.players);
			form.seed.value = msg.seed;
			this.seat = msg.seat;
			sitAt(msg.seat);
		} else if (msg.type === 'view') {
			if (this.started) {
				this.started.resolve(this);
				this.started = null;
				// the page's onmessage is set by now
				setTimeout(() => this.onmessage?.({ data: { type: 'ready', version: 'table' } }));
			}
			if (msg.last && msg.last.seat !== this.seat) {
				this.played.push(msg.last);
				this.answer();
			}
		} else if (msg.type === 'refusal') {
			this.fail(`the table refused ${msg.move}: ${msg.reason}`);
		} else if (msg.type === 'error') {
			this.fail(`the table says: ${msg.message}`);
		}
	}

	/** The page's player's moves that the table has not had yet. */
	sendOwnMoves() {
		if (this.failure || this.started)
			return;
		if (this.events !== state.events) {
			this.events = state.events;
			this.sentUpTo = 0;
		}
		for (; this.sentUpTo < this.events.length; this.sentUpTo++) {
			const event = this.events[this.sentUpTo];
			if (event.kind === 'play' && event.seat === HUMAN)
				this.socket.send(JSON.stringify({ type: 'move', move: event.move }));
		}
	}

	/** Answers the waiting requests with the moves played at the table. */
	answer() {
		while (this.waiting.length && (this.played.length || this.failure)) {
			const { id, seat } = this.waiting.shift();
			const play = this.played.shift();
			let reply;
			if (this.failure)
				reply = { id, type: 'error', message: this.failure };
			else if (play.seat !== seat)
				reply = { id, type: 'error', message: `the table played seat ${play.seat}, not seat ${seat}` };
			else
				reply = { id, type: 'move', move: play.move, ms: 0 };
			this.onmessage?.({ data: reply });
		}
	}

	fail(message) {
		if (this.failure)
			return;
		this.failure = message;
		clearInterval(this.poll);
		this.started?.reject(new Error(message));
		this.started = null;
		this.answer();
	}

	postMessage(msg) {
		if (msg.type !== 'choose') {
			this.helper.postMessage(msg);
			return;
		}
		this.sendOwnMoves();
		this.waiting.push({ id: msg.id, seat: viewTextToJson(msg.view).seat });
		this.answer();
	}

	terminate() {
		this.fail('left the table');
		this.socket.close();
		this.helper.terminate();
	}
}

/**
 * Takes a seat at the table of a ws:// URL. `helper` is the page's
 * worker, kept for the hints. Resolves to the worker-like table once the
 * game starts; rejects with the reason if it cannot.
 */
export function joinTable(url, helper) {
	return new Promise((resolve, reject) => {
		let socket;
		try {
			socket = new WebSocket(url);
		} catch (err) {
			reject(new Error(`${url} is not a table's address: ${err.message}`));
			return;
		}
		const table = new RemoteTable(socket, helper, { resolve, reject });
		socket.onopen = () => socket.send(JSON.stringify({ type: 'join' }));
		$('loading').textContent = `Waiting at the table ${url} for the other players…`;
		return table;
	});
}
