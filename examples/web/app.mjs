// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The page: a whole game of Escopa, Escoba or Scopa against libescopa's
// computer players. The game itself lives here, in the engine's Game; the
// computer players and the hints run in worker.mjs. Everything the player
// does goes through the same few functions (choose a card, play a move,
// undo, hint, continue), reached by the mouse and by the keyboard alike.
//
// URL parameters preset a game: ?preset=scopa&players=4&level=hard&seed=7
// &deck=italian, and speed=MS (the pause before each computer move; the
// browser tests use 0).

import { loadEscopa } from './libescopa/src/index.mjs';
import { backSVG, cardSVG, deckForPreset, indexOf, rankOf, suitIconSVG, suitOf } from './cards.mjs';

const HUMAN = 0;
const HINT_LEVEL = 'expert';
const HINT_SEED = 1n;              // as `escopa play`: the same hint every time
const LEVELS = ['easy', 'medium', 'hard', 'expert'];
const PRESETS = ['escoba_de_15', 'escoba', 'escopa', 'escova_de_31', 'escoba_comodines',
	'scopa', 'escopa_match'];
let PHASES = [];                   // the engine's Phase names, lowercase, by value
const LOG_LINES = 60;

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const speed = Math.min(5000, Math.max(0, Number(params.get('speed') ?? 700) || 0));

// What the browser tests read: the game as the page played it, and how
// long things took. Nothing in the page depends on it.
const testHooks = {
	timings: { start: null, engine: null, firstDeal: null, botMoves: [] },
	events: [],
	config: null,
	phase: 'loading',
	position: () => state.game?.position ?? null,
};
window.escopaPage = testHooks;

const state = {
	escopa: null,
	game: null,
	rules: null,
	config: null,
	sides: 2,
	deck: 'spanish',
	style: null,       // the engine's Style of the deck's card names
	events: [],        // { kind: 'play', seat, move } | { kind: 'next-hand' } | { kind: 'next-game' }
	marks: [],         // where each of the human's turns began: { events, snapshot, hands }
	hands: [],         // the score rows of every finished hand, for the history
	selected: null,    // the card id chosen in the hand
	showAll: false,
	hints: null,       // Map move text -> { value, samples, best }
	hintPending: false,
	thinking: null,    // the seat the worker is choosing for
	generation: 0,     // bumped by undo and new game: late worker answers are dropped
	lastPlay: null,    // { seat, taken: card ids, card } of the last move, for the table's marks
};

// ---------------------------------------------------------------------
// The worker
// ---------------------------------------------------------------------

class Players {
	constructor() {
		// index.html starts the worker as it is parsed, so that the worker
		// loads its engine while this module's imports still load
		this.worker = window.escopaWorker ?? new Worker(new URL('./worker.mjs', import.meta.url), { type: 'module' });
		this.pending = new Map();
		this.nextId = 1;
		this.ready = new Promise((resolve, reject) => { this.readyCallbacks = { resolve, reject }; });
		this.worker.onmessage = (event) => this.receive(event.data);
		this.worker.onerror = (event) => {
			event.preventDefault();
			this.fail(new Error(`the players' worker failed: ${event.message}`));
		};
	}

	receive(msg) {
		if (msg.type === 'ready') {
			this.readyCallbacks.resolve(msg);
			return;
		}
		if (msg.id === undefined) {
			this.fail(new Error(msg.message));
			return;
		}
		const waiting = this.pending.get(msg.id);
		this.pending.delete(msg.id);
		if (!waiting)
			return;
		if (msg.type === 'error')
			waiting.reject(new Error(msg.message));
		else
			waiting.resolve(msg);
	}

	fail(err) {
		this.readyCallbacks.reject(err);
		for (const waiting of this.pending.values())
			waiting.reject(err);
		this.pending.clear();
	}

	request(type, view, level, seed) {
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			this.pending.set(id, { resolve, reject });
			this.worker.postMessage({ id, type, view, level, seed: String(seed) });
		});
	}
}

let players;

// ---------------------------------------------------------------------
// Small helpers over the engine
// ---------------------------------------------------------------------

function phaseOf(game) {
	const p = game.phase;
	return typeof p === 'number' ? PHASES[p] : String(p).toLowerCase();
}

function ids(set) {
	return [...set].map((card) => card.id).sort((a, b) => a - b);
}

function cardName(id) {
	return state.escopa.Card.fromId(id).format(state.style);
}

// The library's style of card names for a deck of the page.
function styleOf(deck) {
	const { Style } = state.escopa;
	return { spanish: Style.SPANISH, italian: Style.ITALIAN, french: Style.FRENCH }[deck];
}

function viewText(seat) {
	const view = state.game.view(seat);
	try {
		return view.text;
	} finally {
		view.free();
	}
}

function sideOf(seat) {
	return state.game.sideOf(seat);
}

function seatName(seat) {
	if (seat === HUMAN)
		return 'You';
	if (state.sides < state.config.players && sideOf(seat) === sideOf(HUMAN))
		return `Partner (seat ${seat})`;
	return `Seat ${seat}`;
}

function sideName(side) {
	const seats = [];
	for (let seat = 0; seat < state.config.players; seat++)
		if (sideOf(seat) === side)
			seats.push(seat);
	if (seats.includes(HUMAN))
		return seats.length > 1 ? 'You and your partner' : 'You';
	return seats.length > 1 ? `Seats ${seats.join(' and ')}` : `Seat ${seats[0]}`;
}

function option(name) {
	return Number(state.rules.get(name));
}

// ---------------------------------------------------------------------
// Moves as words
// ---------------------------------------------------------------------

function moveParts(move) {
	const card = move.card.id;
	const taken = ids(move.target);
	return { card, taken, kind: move.kind };
}

function isCapture(parts) {
	return parts.kind === 'capture' || parts.kind === 1;
}

function isSet(parts) {
	return parts.kind === 'set' || parts.kind === 3;
}

function tableIds() {
	return ids(state.game.table);
}

function moveWords(move) {
	const parts = moveParts(move);
	const card = cardName(parts.card);
	if (isCapture(parts)) {
		const sweep = parts.taken.length === tableIds().length;
		return `${card} takes ${parts.taken.map(cardName).join(' + ')}${sweep ? ' (sweep)' : ''}`;
	}
	if (isSet(parts)) {
		const sum = [parts.card, ...parts.taken].reduce((total, id) => total + rankOf(id), 0);
		return `${card} set on ${parts.taken.map(cardName).join(' + ')}, a pile of ${sum}`;
	}
	return `${card} trailed`;
}

// ---------------------------------------------------------------------
// Starting a game
// ---------------------------------------------------------------------

function readSettings() {
	const form = $('setup');
	const preset = form.preset.value;
	const players = Number(form.players.value);
	const level = form.level.value;
	let seedText = form.seed.value.trim();
	if (!/^\d{1,20}$/.test(seedText) || BigInt(seedText) >= 1n << 64n) {
		const word = new Uint32Array(2);
		crypto.getRandomValues(word);
		seedText = String((BigInt(word[0]) << 21n) ^ BigInt(word[1]));
	}
	const deck = form.deck.value === 'auto' ? deckForPreset(preset) : form.deck.value;
	return { preset, players, level, seed: BigInt(seedText), deck };
}

function applyUrl() {
	const form = $('setup');
	const set = (name, allowed) => {
		const value = params.get(name);
		if (value !== null && allowed.includes(value))
			form[name].value = value;
	};
	set('preset', PRESETS);
	set('players', ['2', '3', '4']);
	set('level', LEVELS);
	set('deck', ['auto', 'spanish', 'italian', 'french']);
	const seed = params.get('seed');
	if (seed !== null && /^\d{1,20}$/.test(seed))
		form.seed.value = seed;
}

function freeGame() {
	state.game?.free();
	state.rules?.free();
	state.game = null;
	state.rules = null;
}

function newGame(config) {
	state.generation++;
	freeGame();
	const { Rules, Game } = state.escopa;
	state.config = config;
	state.rules = Rules.preset(config.preset);
	state.game = new Game(state.rules, { players: config.players, seed: config.seed });
	state.sides = state.game.sides;
	state.deck = config.deck;
	state.style = styleOf(config.deck);
	state.events = [];
	state.marks = [];
	state.hands = [];
	state.selected = null;
	state.showAll = false;
	state.hints = null;
	state.thinking = null;
	state.lastPlay = null;
	testHooks.events = state.events;
	testHooks.config = { ...config, seed: String(config.seed) };
	// the seed shows on the scoreboard; the field stays for a seed typed in
	$('seed').value = '';
	$('log').replaceChildren();
	$('history').replaceChildren();
	closeDialog();
	const partners = state.sides < config.players ? ', in two partnerships' : '';
	say(`New game: ${presetName(config.preset)}, ${config.players} players${partners}, ` +
		`the computer at ${config.level}, seed ${config.seed}.`);
	announceDeal();
	advance();
}

function presetName(key) {
	return $('preset').querySelector(`option[value="${key}"]`).textContent;
}

function announceDeal() {
	const game = state.game;
	say(`Hand ${game.handNumber}, dealt by ${seatName(game.dealer).toLowerCase()}.`);
	const aside = ids(game.setAside);
	if (aside.length)
		say(`Set aside (a 15 on the first table): ${aside.map(cardName).join(', ')}.`);
	for (let side = 0; side < state.sides; side++) {
		const sweeps = game.sweeps(side);
		if (sweeps)
			say(`${sideName(side)} score${side === sideOf(HUMAN) ? '' : 's'} ${sweeps} sweep ` +
				`point${sweeps === 1 ? '' : 's'} from the first table.`);
	}
}

// ---------------------------------------------------------------------
// The flow of the game
// ---------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function advance() {
	const generation = state.generation;
	for (;;) {
		if (generation !== state.generation)
			return;
		const game = state.game;
		const phase = phaseOf(game);
		testHooks.phase = phase;
		if (phase === 'misdeal') {
			say('A 15 on the first table: the hand is dealt again.');
			game.nextHand();
			state.events.push({ kind: 'next-hand' });
			announceDeal();
			continue;
		}
		if (phase === 'hand_over' || phase === 'game_over') {
			render();
			showHandOver(phase);
			return;
		}
		const seat = game.currentSeat;
		if (seat === HUMAN) {
			markTurn();
			state.thinking = null;
			render();
			testHooks.phase = 'your-turn';
			announceTurn();
			focusHand();
			return;
		}
		state.thinking = seat;
		render();
		testHooks.phase = 'thinking';
		const started = performance.now();
		let reply;
		try {
			reply = await players.request('choose', viewText(seat), state.config.level,
				state.config.seed);
		} catch (err) {
			if (generation === state.generation)
				showError(`The computer player failed: ${err.message}`);
			return;
		}
		if (generation !== state.generation)
			return;
		testHooks.timings.botMoves.push({ level: state.config.level, ms: reply.ms });
		const wait = speed - (performance.now() - started);
		if (wait > 0)
			await sleep(wait);
		if (generation !== state.generation)
			return;
		state.thinking = null;
		play(seat, state.escopa.Move.parse(reply.move));
	}
}

function markTurn() {
	const last = state.marks[state.marks.length - 1];
	if (last && last.events === state.events.length)
		return;
	state.marks.push({ events: state.events.length, snapshot: state.game.snapshot(),
		hands: state.hands.length });
}

function play(seat, move) {
	const words = moveWords(move);
	const parts = moveParts(move);
	const result = state.game.play(move);
	state.events.push({ kind: 'play', seat, move: move.toString() });
	state.lastPlay = { seat, card: parts.card, taken: isCapture(parts) ? parts.taken : [] };
	let line = `${seatName(seat)}: ${words}.`;
	if (result.sweepPoints > 0)
		line += ` Sweep! ${result.sweepPoints} point${result.sweepPoints === 1 ? '' : 's'}.`;
	say(line);
	const lastTake = ids(result.lastTake);
	if (lastTake.length) {
		say(result.lastTakeSide === null || result.lastTakeSide < 0
			? `Nobody captured: ${lastTake.map(cardName).join(', ')} count for nobody.`
			: `${sideName(result.lastTakeSide)} take${result.lastTakeSide === sideOf(HUMAN) ? '' : 's'} ` +
			  `the cards left: ${lastTake.map(cardName).join(', ')}.`);
	}
	if (result.flags & state.escopa.PlayFlag.REDEALT)
		say(`${seatName(state.game.dealer)} deal${state.game.dealer === HUMAN ? '' : 's'} three more cards each.`);
	state.selected = null;
	state.hints = null;
	if (result.handOver)
		recordHand();
}

function recordHand() {
	const rows = state.game.handScores();
	state.hands.push({ hand: state.game.handNumber, game: state.game.gameNumber ?? 1,
		rows: rows.map((row) => ({ ...row })), totals: [...state.game.scores] });
	renderHistory();
}

function humanPlays(move) {
	if (!isHumanTurn())
		return;
	play(HUMAN, move);
	advance();
}

function isHumanTurn() {
	return state.game && phaseOf(state.game) === 'playing' && state.game.currentSeat === HUMAN &&
		state.thinking === null;
}

function continueGame() {
	const game = state.game;
	const phase = phaseOf(game);
	if (phase === 'hand_over') {
		game.nextHand();
		state.events.push({ kind: 'next-hand' });
	} else if (phase === 'game_over') {
		if (game.matchOver !== false) {
			newGame(readSettings());
			return;
		}
		game.nextGame();
		state.events.push({ kind: 'next-game' });
		say(`Game ${game.gameNumber} of the match.`);
	} else {
		return;
	}
	closeDialog();
	state.lastPlay = null;
	announceDeal();
	advance();
}

function undo() {
	// Back to the start of the human's last turn: the one in progress if a
	// computer is still to move, else the one before.
	let marks = state.marks;
	if (!marks.length)
		return;
	const atTurn = isHumanTurn() && marks[marks.length - 1].events === state.events.length;
	if (atTurn) {
		if (marks.length < 2) {
			say('Nothing to undo: this is your first move.');
			return;
		}
		marks.pop();
	}
	const back = marks[marks.length - 1];
	const taken = state.events.slice(back.events).filter((e) => e.kind === 'play').length;
	state.generation++;
	const restored = state.escopa.Game.fromSnapshot(back.snapshot);
	state.game.free();
	state.game = restored;
	state.events.length = back.events;
	state.hands.length = back.hands;
	state.selected = null;
	state.hints = null;
	state.thinking = null;
	state.lastPlay = null;
	closeDialog();
	renderHistory();
	say(`Undone: ${taken} move${taken === 1 ? '' : 's'} taken back.`);
	advance();
}

async function hint() {
	if (!isHumanTurn() || state.hintPending)
		return;
	const generation = state.generation;
	const events = state.events.length;
	state.hintPending = true;
	renderActions();
	try {
		const reply = await players.request('analyze', viewText(HUMAN), HINT_LEVEL, HINT_SEED);
		if (generation !== state.generation || events !== state.events.length)
			return;
		const best = Math.max(...reply.values.map((v) => v.value));
		state.hints = new Map(reply.values.map((v) => [v.move, { ...v, best: v.value === best }]));
		const top = reply.values.find((v) => v.value === best);
		say(`Hint: the best move is ${moveWords(state.escopa.Move.parse(top.move))}, ` +
			`worth ${signed(best)} points by the end of the hand.`);
	} catch (err) {
		say(`No hint: ${err.message}`);
	} finally {
		state.hintPending = false;
	}
	render();
	focusFirstMove();
}

function signed(value) {
	return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

// ---------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------

function el(tag, attrs = {}, ...children) {
	const node = document.createElement(tag);
	for (const [key, value] of Object.entries(attrs)) {
		if (value === false || value === null || value === undefined)
			continue;
		if (key === 'class')
			node.className = value;
		else if (key === 'html')
			node.innerHTML = value;
		else if (key.startsWith('on'))
			node.addEventListener(key.slice(2), value);
		else
			node.setAttribute(key, value === true ? '' : value);
	}
	node.append(...children.filter((c) => c !== null && c !== undefined));
	return node;
}

function cardFace(id, extra = '') {
	return el('span', { class: `card ${extra}`, 'data-card': id, html: cardSVG(id, state.deck, cardName(id)) });
}

function render() {
	const game = state.game;
	$('board').setAttribute('aria-busy', state.thinking !== null ? 'true' : 'false');
	renderScoreboard();
	renderOpponents();
	renderStock();
	renderTable();
	renderHand();
	renderMoves();
	renderActions();
	document.body.dataset.phase = phaseOf(game);
	// from the start of the navigation to the first deal on the screen
	if (testHooks.timings.firstDeal === null)
		testHooks.timings.firstDeal = performance.now();
}

function renderScoreboard() {
	const game = state.game;
	const scores = game.scores;
	const teams = state.sides < state.config.players;
	const target = option(teams ? 'team_target' : 'target');
	const match = option('match_games') > 1;
	const rows = [];
	for (let side = 0; side < state.sides; side++) {
		const mine = side === sideOf(HUMAN);
		rows.push(el('div', { class: `score${mine ? ' mine' : ''}`, 'data-side': side },
			el('span', { class: 'who' }, sideName(side)),
			el('span', { class: 'points', 'data-points': scores[side] }, String(scores[side])),
			el('span', { class: 'detail' },
				`this hand: ${game.captured(side).size} cards, ${game.sweeps(side)} sweep` +
				`${game.sweeps(side) === 1 ? '' : 's'}` +
				(match ? `; ${game.gamesWon(side)} game${game.gamesWon(side) === 1 ? '' : 's'} won` : ''))));
	}
	const what = el('div', { class: 'score-what' },
		el('span', {}, presetName(state.config.preset)),
		el('span', {}, `to ${target}, seed ${state.config.seed}`),
		el('span', {}, match ? `game ${game.gameNumber}, hand ${game.handNumber}` : `hand ${game.handNumber}`));
	$('scoreboard').replaceChildren(what, ...rows);
}

function renderOpponents() {
	const game = state.game;
	const seats = [];
	for (let seat = 0; seat < state.config.players; seat++) {
		if (seat === HUMAN)
			continue;
		const count = game.hand(seat).size;
		const backs = el('div', { class: 'backs', 'aria-hidden': 'true' });
		for (let i = 0; i < count; i++)
			backs.append(el('span', { class: 'card back', html: backSVG() }));
		const badges = [];
		if (seat === game.dealer)
			badges.push(el('span', { class: 'badge' }, 'dealer'));
		if (state.thinking === seat)
			badges.push(el('span', { class: 'badge thinking' }, 'thinking…'));
		const partner = sideOf(seat) === sideOf(HUMAN);
		seats.push(el('section', {
			class: `seat${partner ? ' partner' : ''}${state.thinking === seat ? ' active' : ''}`,
			'aria-label': `${seatName(seat)}, ${state.config.level}, ${count} card${count === 1 ? '' : 's'} in hand` +
				`${seat === game.dealer ? ', dealer' : ''}${state.thinking === seat ? ', thinking' : ''}`,
			'data-seat': seat,
		}, el('h2', { class: 'seat-name' }, `${seatName(seat)} `, el('small', {}, state.config.level), ...badges),
		backs));
	}
	$('opponents').replaceChildren(...seats);
	$('opponents').dataset.count = String(seats.length);
}

function renderStock() {
	const left = state.game.stock.length;
	$('stock').replaceChildren(
		left ? el('span', { class: 'card back', html: backSVG() }) : el('span', { class: 'card empty' }),
		el('span', { class: 'stock-count' }, `${left} card${left === 1 ? '' : 's'} in the stock`));
}

function focusedMoveTargets() {
	const moveNode = document.activeElement?.closest?.('[data-move]');
	if (!moveNode)
		return new Set();
	return new Set(moveNode.dataset.taken ? moveNode.dataset.taken.split(',').map(Number) : []);
}

function renderTable() {
	const piles = state.game.piles;
	const marked = focusedMoveTargets();
	const items = piles.map((pile) => {
		const cards = ids(pile);
		const value = cards.reduce((sum, id) => sum + rankOf(id), 0);
		const names = cards.map(cardName).join(' and ');
		const label = cards.length > 1 ? `a pile of ${names}, worth ${value}` : names;
		return el('div', {
			class: `pile${cards.some((id) => marked.has(id)) ? ' target' : ''}`,
			role: 'listitem',
			'aria-label': label,
		}, ...cards.map((id) => cardFace(id)),
		cards.length > 1 ? el('span', { class: 'pile-value' }, `= ${value}`) : null);
	});
	if (!items.length)
		items.push(el('p', { class: 'empty-table', role: 'listitem' }, 'The table is empty.'));
	const table = $('table');
	table.replaceChildren(...items);
	table.setAttribute('aria-label', `Table: ${piles.length} pile${piles.length === 1 ? '' : 's'}`);
	table.tabIndex = -1;
}

function legalMoves() {
	return isHumanTurn() ? state.game.legalMoves() : [];
}

function renderHand() {
	const game = state.game;
	const hand = ids(game.hand(HUMAN));
	const moves = legalMoves();
	const playable = new Set(moves.map((m) => m.card.id));
	const mineToPlay = isHumanTurn();
	const active = document.activeElement;
	const focusedCard = active?.dataset?.handCard !== undefined ? Number(active.dataset.handCard) : null;
	const buttons = hand.map((id, i) => {
		const n = moves.filter((m) => m.card.id === id).length;
		const can = mineToPlay && playable.has(id);
		return el('button', {
			type: 'button',
			class: `hand-card${state.selected === id ? ' selected' : ''}${state.showAll && mineToPlay && !can ? ' dim' : ''}`,
			'data-hand-card': id,
			'aria-pressed': state.selected === id ? 'true' : 'false',
			'aria-disabled': can ? null : 'true',
			'aria-keyshortcuts': i < 9 ? String(i + 1) : null,
			'aria-label': `${cardName(id)}${can ? `, ${n} move${n === 1 ? '' : 's'}` : mineToPlay ? ', cannot be played' : ''}`,
			tabindex: '-1',
			onclick: () => chooseCard(id),
		}, el('span', { class: 'key', 'aria-hidden': 'true' }, String(i + 1)), cardFace(id));
	});
	const node = $('hand');
	node.replaceChildren(...buttons);
	const roving = buttons.find((b) => Number(b.dataset.handCard) === (focusedCard ?? state.selected)) ?? buttons[0];
	if (roving)
		roving.tabIndex = 0;
	if (focusedCard !== null && roving)
		roving.focus();
	node.dataset.turn = mineToPlay ? 'yours' : 'theirs';
	$('hand-title').textContent = mineToPlay ? 'Your hand — your turn'
		: state.thinking !== null ? `Your hand — ${seatName(state.thinking).toLowerCase()} is thinking` : 'Your hand';
}

function renderMoves() {
	const panel = $('moves-panel');
	const moves = legalMoves();
	const shown = state.selected !== null ? moves.filter((m) => m.card.id === state.selected)
		: state.showAll || state.hints ? moves : [];
	panel.hidden = shown.length === 0;
	if (panel.hidden) {
		$('moves').replaceChildren();
		return;
	}
	const focused = document.activeElement?.dataset?.move;
	$('moves-title').textContent = state.selected !== null
		? `Moves of ${cardName(state.selected)}` : `Every legal move (${moves.length})`;
	const note = [];
	if (state.hints)
		note.push('Values: your side\'s points minus the other side\'s by the end of the hand, as the expert player reckons.');
	if (option('stacking') && mustSet(moves))
		note.push('With 4 piles or more on the table, a card that can be set on a pile must be.');
	$('moves-note').textContent = note.join(' ');
	const items = shown.map((move, i) => {
		const text = move.toString();
		const parts = moveParts(move);
		const hintValue = state.hints?.get(text);
		const words = moveWords(move);
		return el('li', {}, el('button', {
			type: 'button',
			class: `move${hintValue?.best ? ' best' : ''}`,
			'data-move': text,
			'data-taken': parts.taken.join(','),
			'aria-keyshortcuts': state.selected !== null && i < 9 ? String(i + 1) : null,
			'aria-label': `${words}${hintValue ? `, worth ${signed(hintValue.value)} points${hintValue.best ? ', best' : ''}` : ''}`,
			tabindex: '-1',
			onclick: () => humanPlays(move),
			onfocus: () => markTargets(parts.taken),
			onmouseenter: () => markTargets(parts.taken),
			onblur: () => markTargets([]),
			onmouseleave: () => markTargets([]),
		},
		state.selected !== null && i < 9 ? el('span', { class: 'key', 'aria-hidden': 'true' }, String(i + 1)) : null,
		moveChips(parts),
		el('span', { class: 'move-words' }, words),
		hintValue ? el('span', { class: `value${hintValue.value < 0 ? ' negative' : ''}` },
			`${signed(hintValue.value)}${hintValue.best ? ' ★' : ''}`) : null));
	});
	const list = $('moves');
	list.replaceChildren(...items);
	const buttons = [...list.querySelectorAll('button')];
	const roving = buttons.find((b) => b.dataset.move === focused) ?? buttons[0];
	roving.tabIndex = 0;
	if (focused && roving.dataset.move === focused)
		roving.focus();
}

function mustSet(moves) {
	const sets = new Set();
	const trails = new Set();
	for (const move of moves) {
		const parts = moveParts(move);
		if (isSet(parts))
			sets.add(parts.card);
		else if (!isCapture(parts))
			trails.add(parts.card);
	}
	return [...sets].some((card) => !trails.has(card));
}

function moveChips(parts) {
	const chip = (id) => {
		const suit = suitOf(id);
		return el('span', { class: 'chip', 'aria-hidden': 'true' }, indexOf(id, state.deck),
			suit >= 0 ? el('span', { html: suitIconSVG(suit, state.deck) }) : null);
	};
	const arrow = isCapture(parts) ? '×' : isSet(parts) ? 'on' : '';
	return el('span', { class: 'chips', 'aria-hidden': 'true' }, chip(parts.card),
		arrow ? el('span', { class: 'op' }, arrow) : null, ...parts.taken.map(chip));
}

function markTargets(taken) {
	const marked = new Set(taken);
	for (const pile of $('table').querySelectorAll('.pile')) {
		const cards = [...pile.querySelectorAll('[data-card]')].map((n) => Number(n.dataset.card));
		pile.classList.toggle('target', cards.some((id) => marked.has(id)));
	}
}

function renderActions() {
	const mine = isHumanTurn();
	$('show-moves').setAttribute('aria-pressed', state.showAll ? 'true' : 'false');
	$('show-moves').disabled = !mine;
	$('hint').disabled = !mine || state.hintPending;
	$('hint').textContent = '';
	$('hint').append(state.hintPending ? 'Thinking… ' : 'Hint ', el('kbd', {}, 'H'));
	$('undo').disabled = state.marks.length < (mine ? 2 : 1);
}

// The category rows of a hand's score, those the rules score.
function categories() {
	const preset = state.config.preset;
	const list = [];
	if (option('score_cards'))
		list.push(['cards', 'Most cards', 'cardCount']);
	if (option('score_coins'))
		list.push(['coins', preset === 'scopa' ? 'Most denari' : 'Most coins', 'coinCount']);
	if (option('score_seven_of_coins'))
		list.push(['sevenOfCoins', preset === 'scopa' ? 'Settebello' : 'Seven of coins', null]);
	if (option('sevens'))
		list.push(['sevens', 'Sevens', 'sevenCount']);
	if (option('all_coins'))
		list.push(['allCoins', 'All ten coins', null]);
	if (option('primiera'))
		list.push(['primiera', preset === 'scopa' ? 'Primiera' : 'Setenta', 'primieraTotal']);
	if (option('napola'))
		list.push(['napola', 'Napola', null]);
	list.push(['sweeps', 'Sweeps', null]);
	return list;
}

function scoreTable(entry, caption) {
	const head = el('tr', {}, el('th', { scope: 'col' }, 'Category'),
		...entry.rows.map((_, side) => el('th', { scope: 'col' }, sideName(side))));
	const body = categories().map(([key, label, tally]) => el('tr', { 'data-category': key },
		el('th', { scope: 'row' }, label),
		...entry.rows.map((row, side) => el('td', { 'data-side': side, 'data-category': key },
			String(row[key]), tally && row[tally] !== undefined
				? el('span', { class: 'tally' }, ` (${row[tally]})`) : null))));
	const total = el('tr', { class: 'total', 'data-category': 'total' }, el('th', { scope: 'row' }, 'Hand'),
		...entry.rows.map((row, side) => el('td', { 'data-side': side, 'data-category': 'total' }, String(row.total))));
	const game = el('tr', { class: 'game-total', 'data-category': 'game' }, el('th', { scope: 'row' }, 'Game'),
		...entry.totals.map((score, side) => el('td', { 'data-side': side, 'data-category': 'game' }, String(score))));
	return el('table', { class: 'score-table', 'data-hand': entry.hand, 'data-game': entry.game },
		el('caption', {}, caption), el('thead', {}, head), el('tbody', {}, ...body, total, game));
}

function renderHistory() {
	const tables = state.hands.slice().reverse().map((entry) =>
		scoreTable(entry, `Game ${entry.game}, hand ${entry.hand}`));
	$('history').replaceChildren(...tables);
}

function showHandOver(phase) {
	const game = state.game;
	const entry = state.hands[state.hands.length - 1];
	const body = [];
	let title = `End of hand ${game.handNumber}`;
	let action = 'Next hand';
	if (phase === 'game_over') {
		const winner = game.winner;
		const matchOver = game.matchOver !== false;
		const mine = winner === sideOf(HUMAN);
		const who = winner === null || winner < 0 ? 'The game is drawn' : `${sideName(winner)} ${mine ? 'win' : 'wins'} the game`;
		title = `Game over — ${who}`;
		action = matchOver ? 'New game' : 'Next game of the match';
		if (option('match_games') > 1) {
			const won = [];
			for (let side = 0; side < state.sides; side++)
				won.push(`${sideName(side)} ${game.gamesWon(side)}`);
			body.push(el('p', { class: 'match' }, `Games won: ${won.join(', ')}.` +
				(matchOver ? ` ${matchWinnerText()}` : '')));
		}
		testHooks.phase = matchOver ? 'game-over' : 'match-game-over';
		document.body.dataset.gameOver = matchOver ? 'true' : 'false';
	} else {
		testHooks.phase = 'hand-over';
	}
	if (entry)
		body.unshift(scoreTable(entry, `Hand ${entry.hand}`));
	$('hand-over-title').textContent = title;
	$('hand-over-body').replaceChildren(...body);
	$('continue').replaceChildren(`${action} `, el('kbd', {}, 'C'));
	const dialog = $('hand-over');
	if (!dialog.open)
		dialog.showModal();
	$('continue').focus();
}

function matchWinnerText() {
	const winner = state.game.matchWinner;
	if (winner === null || winner === undefined || winner < 0)
		return 'The match is drawn.';
	return `${sideName(winner)} ${winner === sideOf(HUMAN) ? 'win' : 'wins'} the match.`;
}

function closeDialog() {
	const dialog = $('hand-over');
	if (dialog.open)
		dialog.close();
	delete document.body.dataset.gameOver;
}

// For screen readers, once a turn: what the player holds and sees.
function announceTurn() {
	const hand = ids(state.game.hand(HUMAN)).map(cardName);
	const piles = state.game.piles.length;
	$('turn-status').textContent = `Your turn. You hold ${hand.join(', ')}; ` +
		`${piles} pile${piles === 1 ? '' : 's'} on the table.`;
}

function say(text) {
	const log = $('log');
	log.append(el('li', {}, text));
	while (log.children.length > LOG_LINES)
		log.firstElementChild.remove();
	log.scrollTop = log.scrollHeight;
}

function showError(text) {
	console.error(`libescopa page: ${text}`);
	const status = $('loading');
	status.hidden = false;
	status.textContent = text;
	status.classList.add('error');
}

// ---------------------------------------------------------------------
// Choosing and focus
// ---------------------------------------------------------------------

function chooseCard(id) {
	if (!isHumanTurn())
		return;
	const moves = state.game.legalMoves().filter((m) => m.card.id === id);
	if (!moves.length) {
		say(`${cardName(id)} cannot be played now: ${state.game.refusalText(String(state.escopa.Card.fromId(id)), state.style)}.`);
		return;
	}
	state.selected = state.selected === id ? null : id;
	render();
	if (state.selected !== null)
		focusFirstMove();
}

function focusHand() {
	const button = $('hand').querySelector('button[tabindex="0"]');
	if (button && !$('hand-over').open)
		button.focus();
}

function focusFirstMove() {
	$('moves').querySelector('button[tabindex="0"]')?.focus();
}

function moveFocus(container, selector, delta) {
	const buttons = [...container.querySelectorAll(selector)];
	if (!buttons.length)
		return;
	const at = buttons.indexOf(document.activeElement);
	const next = buttons[(at + delta + buttons.length) % buttons.length];
	for (const b of buttons)
		b.tabIndex = b === next ? 0 : -1;
	next.focus();
}

function onKey(event) {
	if (event.ctrlKey || event.metaKey || event.altKey)
		return;
	const target = event.target;
	const typing = target.matches?.('input, select, textarea');
	if (typing && event.key !== 'Escape')
		return;
	const key = event.key;
	const inHand = target.closest?.('#hand');
	const inMoves = target.closest?.('#moves');
	if ((inHand || inMoves) && ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)) {
		const container = inHand ? $('hand') : $('moves');
		const selector = 'button';
		const count = container.querySelectorAll(selector).length;
		const delta = key === 'Home' ? -count : key === 'End' ? count : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
		if (key === 'Home' || key === 'End') {
			const buttons = [...container.querySelectorAll(selector)];
			const next = key === 'Home' ? buttons[0] : buttons[buttons.length - 1];
			for (const b of buttons)
				b.tabIndex = b === next ? 0 : -1;
			next?.focus();
		} else {
			moveFocus(container, selector, delta);
		}
		event.preventDefault();
		return;
	}
	const dialogOpen = $('hand-over').open;
	if (/^[1-9]$/.test(key) && !dialogOpen) {
		const n = Number(key) - 1;
		if (state.selected !== null) {
			const button = $('moves').querySelectorAll('button')[n];
			button?.click();
		} else {
			const button = $('hand').querySelectorAll('button')[n];
			button?.click();
		}
		event.preventDefault();
		return;
	}
	switch (key.toLowerCase()) {
	case 'escape':
		if (dialogOpen) {
			event.preventDefault();          // the dialog stays: Continue moves on
			return;
		}
		if (typing)
			target.blur();
		state.selected = null;
		state.showAll = false;
		if (state.game)
			render();
		focusHand();
		break;
	case 'l':
		if (dialogOpen)
			return;
		toggleAll();
		break;
	case 'h':
		if (!dialogOpen)
			hint();
		break;
	case 'u':
		undo();
		break;
	case 'c':
		if (dialogOpen)
			continueGame();
		break;
	case 'n':
		newGame(readSettings());
		break;
	case 't':
		if (!dialogOpen)
			$('table').focus();
		break;
	default:
		return;
	}
	event.preventDefault();
}

function toggleAll() {
	if (!isHumanTurn())
		return;
	state.showAll = !state.showAll;
	state.selected = null;
	render();
	if (state.showAll)
		focusFirstMove();
	else
		focusHand();
}

// ---------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------

async function start() {
	testHooks.timings.start = performance.now();
	applyUrl();
	players = new Players();
	let escopa;
	try {
		escopa = await loadEscopa();
	} catch (err) {
		showError(`The engine did not load: ${err.message}`);
		throw err;
	}
	state.escopa = escopa;
	testHooks.timings.engine = performance.now();
	PHASES = Object.entries(escopa.Phase).reduce((names, [name, value]) => {
		names[value] = name.toLowerCase();
		return names;
	}, []);
	testHooks.engine = escopa;
	$('engine-version').textContent = `Engine ${escopa.libraryVersion}.`;
	$('loading').hidden = true;
	$('setup').addEventListener('submit', (event) => {
		event.preventDefault();
		newGame(readSettings());
	});
	$('show-moves').addEventListener('click', toggleAll);
	$('hint').addEventListener('click', hint);
	$('undo').addEventListener('click', undo);
	$('continue').addEventListener('click', continueGame);
	$('hand-over').addEventListener('cancel', (event) => event.preventDefault());
	$('moves').addEventListener('keydown', (event) => {
		if (event.key === 'Escape' && state.selected !== null) {
			const card = state.selected;
			state.selected = null;
			render();
			$('hand').querySelector(`[data-hand-card="${card}"]`)?.focus();
			event.stopPropagation();
			event.preventDefault();
		}
	});
	document.addEventListener('keydown', onKey);
	newGame(readSettings());
	players.ready.catch((err) => showError(err.message));
}

start();
