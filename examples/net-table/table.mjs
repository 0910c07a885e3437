// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// One table: a game of the JavaScript package, its seats (a client's, a
// bot's or open), and the messages of README.md. A client is sent only
// its seat's view (its JSON form, doc/notation.md "JSON"), never a hidden
// card; a move it sends is read as text, checked against the seat to play
// and the library's refusal, and played. Bots play as soon as it is their
// turn, from their seat's view, as a client would.

export const PRESETS = ['escoba_de_15', 'escoba', 'escopa', 'escova_de_31', 'escoba_comodines',
	'scopa', 'escopa_match'];
const LEVELS = ['easy', 'medium', 'hard', 'expert'];
const NAME_MAX = 40;
const MOVE_TEXT_MAX = 1024;

/** A message the client got wrong: sent back as { type: 'error', message }. */
export class MessageError extends Error {}

/** The settings of a new table, checked: { preset, players, bots, level, seed }. */
export function tableSettings({ preset = 'escoba', players = 2, bots = 0, level = 'medium', seed } = {}) {
	if (!PRESETS.includes(preset))
		throw new MessageError(`unknown preset "${String(preset).slice(0, 40)}": one of ${PRESETS.join(', ')}`);
	players = Number(players);
	bots = Number(bots);
	if (!Number.isInteger(players) || players < 2 || players > 4)
		throw new MessageError('players must be 2, 3 or 4');
	if (!Number.isInteger(bots) || bots < 0 || bots >= players)
		throw new MessageError(`bots must be from 0 to ${players - 1}: one seat at least is a client's`);
	if (!LEVELS.includes(level))
		throw new MessageError(`unknown level "${String(level).slice(0, 40)}": one of ${LEVELS.join(', ')}`);
	if (seed === undefined || seed === null || seed === '')
		seed = BigInt.asUintN(53, BigInt(Math.floor(Math.random() * 2 ** 53)));
	else if (!/^\d{1,20}$/.test(String(seed)) || BigInt(seed) >= 1n << 64n)
		throw new MessageError('seed must be a whole number from 0 to 2**64 - 1');
	return { preset, players, bots, level, seed: BigInt(seed) };
}

export class Table {
	/**
	 * `escopa`: a loaded module; `settings` as tableSettings() returns. The
	 * seed stays here: it would tell every hidden card.
	 */
	constructor(escopa, name, settings, { log = () => {} } = {}) {
		this.escopa = escopa;
		this.name = name;
		this.settings = settings;
		this.log = log;
		this.game = new escopa.Game(settings.preset, { players: settings.players, seed: settings.seed });
		// the last seats are the bots'
		this.seats = Array.from({ length: settings.players }, (_, seat) =>
			(seat >= settings.players - settings.bots ? { kind: 'bot' } : { kind: 'open' }));
		this.bot = escopa.Bot.level(settings.level, settings.seed);
		this.last = null;
		this.started = false;
		this.botTimer = null;
		this.closed = false;
	}

	get empty() { return this.seats.every((s) => s.kind !== 'client'); }

	seatOf(conn) { return this.seats.findIndex((s) => s.conn === conn); }

	/** A message from a client, as text. Errors go back to that client only. */
	receive(conn, text) {
		try {
			let msg;
			try {
				msg = JSON.parse(text);
			} catch (err) {
				throw new MessageError(`malformed message: not JSON (${err.message})`);
			}
			if (msg === null || typeof msg !== 'object' || Array.isArray(msg) || typeof msg.type !== 'string')
				throw new MessageError('malformed message: a JSON object with a "type" was expected');
			if (msg.type === 'join')
				this.join(conn, fields(msg, ['seat', 'name']));
			else if (msg.type === 'move')
				this.move(conn, fields(msg, ['move']));
			else
				throw new MessageError(`unknown message type "${msg.type.slice(0, 40)}": join or move`);
		} catch (err) {
			if (!(err instanceof MessageError))
				throw err;
			send(conn, { type: 'error', message: err.message });
		}
	}

	join(conn, { seat, name = '' }) {
		const mine = this.seatOf(conn);
		if (mine >= 0)
			throw new MessageError(`you already sit at seat ${mine}`);
		if (typeof name !== 'string' || name.length > NAME_MAX)
			throw new MessageError(`name must be a string of at most ${NAME_MAX} characters`);
		if (seat === undefined) {
			seat = this.seats.findIndex((s) => s.kind === 'open');
			if (seat < 0)
				throw new MessageError('the table is full');
		} else if (!Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) {
			throw new MessageError(`seat must be from 0 to ${this.seats.length - 1}`);
		} else if (this.seats[seat].kind === 'bot') {
			throw new MessageError(`seat ${seat} is a bot's`);
		} else if (this.seats[seat].kind === 'client') {
			throw new MessageError(`seat ${seat} is taken`);
		}
		this.seats[seat] = { kind: 'client', conn, name };
		this.log(`table ${this.name}: seat ${seat} joined`);
		send(conn, {
			type: 'welcome', table: this.name, seat, players: this.settings.players,
			preset: this.settings.preset, rules: this.game.rules.toString(), seats: this.seatList(),
		});
		this.broadcast({ type: 'seats', seats: this.seatList() }, conn);
		if (!this.started && !this.seats.some((s) => s.kind === 'open'))
			this.started = true;
		if (this.started) {
			this.sendViews();
			this.playBots();
		}
	}

	leave(conn) {
		const seat = this.seatOf(conn);
		if (seat < 0)
			return;
		this.seats[seat] = { kind: 'open' };
		this.log(`table ${this.name}: seat ${seat} left`);
		this.broadcast({ type: 'seats', seats: this.seatList() });
	}

	move(conn, { move: text }) {
		const seat = this.seatOf(conn);
		if (seat < 0)
			throw new MessageError('join a seat first: { "type": "join" }');
		if (!this.started)
			throw new MessageError('the table waits for every seat to be taken');
		if (typeof text !== 'string' || text.length > MOVE_TEXT_MAX)
			throw new MessageError('move must be the move\'s text (doc/notation.md "JSON"), such as "7o x 3e+5c"');
		const game = this.game;
		if (game.phase !== this.escopa.Phase.PLAYING)
			throw new MessageError('the game is over');
		const { Refusal, describeRefusal } = this.escopa;
		const refuse = (code, reason) => send(conn, {
			type: 'refusal', move: text, refusal: describeRefusal(code).name, reason,
		});
		if (game.currentSeat !== seat) {
			refuse(Refusal.NOT_YOUR_TURN, `not your turn: seat ${game.currentSeat} is to play`);
			return;
		}
		let move;
		try {
			move = this.escopa.Move.parse(text);
		} catch (err) {
			if (!(err instanceof this.escopa.ParseError))
				throw err;
			refuse(Refusal.MALFORMED, err.reason ?? err.message);
			return;
		}
		let why = game.refusal(move);
		if (why !== Refusal.NONE) {
			// another seat's card or none: answered alike, which gives nothing away
			// (doc/server.md, "What a refusal may say")
			if (why === Refusal.NOT_YOUR_TURN)
				why = Refusal.NOT_HELD;
			refuse(why, why === Refusal.NOT_HELD ? describeRefusal(why).text : game.refusalText(move));
			return;
		}
		this.play(seat, move);
		this.playBots();
	}

	play(seat, move) {
		const game = this.game;
		game.play(move);
		this.last = { seat, move: move.toString() };
		this.sendViews();
		const { Phase } = this.escopa;
		while (game.phase === Phase.MISDEAL || game.phase === Phase.HAND_OVER ||
		       (game.phase === Phase.GAME_OVER && game.matchOver === false)) {
			if (game.phase === Phase.GAME_OVER)
				game.nextGame();
			else
				game.nextHand();
			this.last = null;
			this.sendViews();
		}
	}

	/** The bots' turns, one move a tick, so that messages go out between them. */
	playBots() {
		if (this.botTimer || this.closed)
			return;
		const game = this.game;
		if (game.phase !== this.escopa.Phase.PLAYING || this.seats[game.currentSeat].kind !== 'bot')
			return;
		this.botTimer = setImmediate(() => {
			this.botTimer = null;
			if (this.closed || game.phase !== this.escopa.Phase.PLAYING)
				return;
			const seat = game.currentSeat;
			const view = game.view(seat);
			let move;
			try {
				move = this.bot.choose(view);
			} finally {
				view.free();
			}
			this.play(seat, move);
			this.playBots();
		});
	}

	seatList() {
		return this.seats.map((s, seat) => ({ seat, kind: s.kind, name: s.name ?? '' }));
	}

	sendViews() {
		if (!this.started)
			return;
		const game = this.game;
		const toPlay = game.phase === this.escopa.Phase.PLAYING ? game.currentSeat : -1;
		this.seats.forEach((s, seat) => {
			if (s.kind !== 'client')
				return;
			const view = game.view(seat);
			try {
				send(s.conn, {
					type: 'view', view: view.toJSON(),
					moves: seat === toPlay ? view.legalMoves().map(String) : [],
					last: this.last,
				});
			} finally {
				view.free();
			}
		});
	}

	broadcast(msg, except = null) {
		for (const s of this.seats)
			if (s.kind === 'client' && s.conn !== except)
				send(s.conn, msg);
	}

	close() {
		this.closed = true;
		if (this.botTimer)
			clearImmediate(this.botTimer);
		this.game.free();
		this.bot.free();
	}
}

function send(conn, msg) {
	conn.send(JSON.stringify(msg));
}

/** The message's fields but `type`; an unknown one is an error, so that a typo shows. */
function fields(msg, known) {
	const unknown = Object.keys(msg).find((key) => key !== 'type' && !known.includes(key));
	if (unknown !== undefined)
		throw new MessageError(`unknown field "${unknown.slice(0, 40)}" in a ${msg.type} message: ` +
			(known.length ? known.join(', ') : 'none'));
	return msg;
}
