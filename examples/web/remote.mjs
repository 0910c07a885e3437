// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A seat at a networked table (examples/net-table), for the page opened
// with ?table=ws://127.0.0.1:PORT/NAME. joinTable() takes a seat, sets the
// page's form to the table's game (its preset and players) and makes the
// page's player that seat; it resolves once the table's game starts, to
// an object that speaks to the page as worker.mjs does.
//
// The table never tells a hidden card, nor the seed that would deal them:
// the page plays from its seat's views alone. Its game (state.game) is a
// determinization: a whole game drawn from the latest view (View.sample),
// which agrees with all the seat can see, the hidden cards drawn at
// random. The page's i-th event (a move or a deal) matches the table's
// view i + 1: before each step, sync() makes the page's game a fresh
// sample of the view of that point, so that hands dealt to the seat come
// from the table and never from a deal of the page's own. A request for
// the move of another seat ('choose') is answered with the move that seat
// played at the table, and the page's game is then a sample in which the
// mover holds the card it played. The page's own player's moves, as the
// page records them, go to the table. Hints ('analyze') are still the
// worker's, from the seat's view.

import { $, sitAt, state } from './state.mjs';

// the view fields the page's game, having played a move, must agree on
// with the table's view after that move (the hands may differ: a new deal
// of the page's own game comes from its sample, and sync() replaces it;
// so may the table when that deal gave it cards, as with jokers)
const PUBLIC_FIELDS = ['game', 'hand', 'phase', 'seat', 'plays', 'table', 'stock', 'captured', 'sweeps',
	'aside', 'scores', 'last', 'winner'];
const UNDEALT_FIELDS = PUBLIC_FIELDS.filter((name) => name !== 'table');

function randomSeed() {
	const words = new Uint32Array(2);
	crypto.getRandomValues(words);
	return (BigInt(words[0]) << 32n) | BigInt(words[1]);
}

/** A whole game that agrees with a view's JSON, the hidden cards drawn at random. */
function sampleOf(json) {
	const view = state.escopa.View.fromJSON(json);
	try {
		return view.sample(randomSeed());
	} finally {
		view.free();
	}
}

/**
 * A sample of a view's JSON in which `seat` holds the card of `moveText`:
 * if the sample dealt it elsewhere among the hidden cards (another hand or
 * the stock), it trades places with a card of that seat's hand
 * (doc/notation.md, position notation: every card once, so the two swap
 * wherever they are written among the hidden places).
 */
function sampleHolding(json, seat, moveText) {
	const { Game, Move } = state.escopa;
	const card = Move.parse(moveText).card.toString();
	const game = sampleOf(json);
	const fields = game.position.split('|');
	const hands = fields.find((f) => f.trim().startsWith('hands ')).trim().slice('hands '.length)
		.split('/').map((group) => group.trim().split(/\s+/));
	if (hands[seat].includes(card))
		return game;
	const other = hands[seat][0];
	const swapped = fields.map((field) => (/^\s*(hands|dealt|stock)\s/.test(field)
		? field.replace(/\S+/g, (word) => (word === card ? other : word === other ? card : word))
		: field)).join('|');
	game.free();
	return Game.fromPosition(swapped);
}

function fieldsOf(json, names) {
	return JSON.stringify(names.map((name) => json[name]));
}

class RemoteTable {
	constructor(socket, helper, started) {
		this.socket = socket;
		this.helper = helper;        // the page's worker, for the hints
		this.started = started;      // { resolve, reject } until the game starts
		this.seat = null;
		this.views = [];             // every view message, in order; the first, the game as the page starts it
		this.waiting = [];           // 'choose' requests waiting for their move: { id, seat, index }
		this.syncs = [];             // sync() calls waiting for their view: { index, resolve, reject }
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
			const form = $('setup');
			form.preset.value = msg.preset;
			form.players.value = String(msg.players);
			this.seat = msg.seat;
			sitAt(msg.seat);
			state.table = this;
			// the table's game is the only one: no other game, no undo
			$('new-game').disabled = true;
		} else if (msg.type === 'view') {
			// a seat taken again makes the table send the same view again
			if (data === this.lastView)
				return;
			this.lastView = data;
			this.views.push(msg);
			if (this.started) {
				this.started.resolve(this);
				this.started = null;
				// the page's onmessage is set by now
				setTimeout(() => this.onmessage?.({ data: { type: 'ready', version: 'table' } }));
			}
			this.answer();
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
			if (event.kind === 'play' && event.seat === this.seat)
				this.socket.send(JSON.stringify({ type: 'move', move: event.move }));
		}
	}

	/**
	 * Makes the page's game a fresh sample of the table's view at the
	 * page's point (after as many events as the page has), once that view
	 * is in. The page's game must agree with it on everything public.
	 */
	sync() {
		this.sendOwnMoves();
		const index = state.events.length;
		return new Promise((resolve, reject) => {
			this.syncs.push({ index, resolve, reject });
			this.answer();
		}).then((json) => {
			const mine = state.game.view(this.seat);
			let local;
			try {
				local = mine.toJSON();
			} finally {
				mine.free();
			}
			const last = state.events[index - 1];
			const dealt = index > 0 && this.views[index - 1].view.stock !== json.stock;
			const names = dealt ? UNDEALT_FIELDS : PUBLIC_FIELDS;
			const agrees = last?.kind === 'play' ? fieldsOf(local, names) === fieldsOf(json, names)
				: index === 0 || (local.game === json.game && local.hand === json.hand);
			if (!agrees)
				throw new Error(`the page's game and the table's disagree after ${index} events`);
			const game = sampleOf(json);
			state.game.free();
			state.game = game;
		});
	}

	/** Answers what waits for a view: the syncs, and the other seats' moves. */
	answer() {
		for (const sync of this.syncs.splice(0)) {
			if (this.failure)
				sync.reject(new Error(this.failure));
			else if (this.views[sync.index])
				sync.resolve(this.views[sync.index].view);
			else
				this.syncs.push(sync);
		}
		while (this.waiting.length && (this.views[this.waiting[0].index + 1] || this.failure)) {
			const { id, seat, index } = this.waiting.shift();
			const play = this.views[index + 1]?.last;
			let reply;
			if (this.failure) {
				reply = { id, type: 'error', message: this.failure };
			} else if (!play || play.seat !== seat) {
				reply = { id, type: 'error', message: `the table did not play seat ${seat} next` };
			} else {
				try {
					const game = sampleHolding(this.views[index].view, seat, play.move);
					state.game.free();
					state.game = game;
					reply = { id, type: 'move', move: play.move, ms: 0 };
				} catch (err) {
					reply = { id, type: 'error', message: `the table's move ${play.move}: ${err.message}` };
				}
			}
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
		this.waiting.push({ id: msg.id, seat: state.game.currentSeat, index: state.events.length });
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
