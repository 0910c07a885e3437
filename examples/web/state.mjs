// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// What the page holds: the game and everything around it (the events
// played, the marks undo goes back to, the hints), the settings of the
// form and the URL, the hooks the browser tests read, and small questions
// to the engine that every other module asks.

import { deckForPreset } from './cards.mjs';

export let HUMAN = 0;      // the page's player's seat: 0, or its seat at a table (remote.mjs)
export function sitAt(seat) { HUMAN = seat; }
const LEVELS = ['easy', 'medium', 'hard', 'expert'];
const PRESETS = ['escoba_de_15', 'escoba', 'escopa', 'escova_de_31', 'escoba_comodines',
	'scopa', 'escopa_match'];

export const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
/** The pause before each computer move, in ms (?speed=; the browser tests use 0). */
export const speed = Math.min(5000, Math.max(0, Number(params.get('speed') ?? 700) || 0));

export const state = {
	escopa: null,
	players: null,     // the computer players' worker (players.mjs)
	table: null,       // the networked table the page sits at (remote.mjs), or null
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
	hovered: null,     // the hand card under the pointer: its captures are marked
	picked: [],        // table card ids picked among the chosen card's captures
	showAll: false,
	hints: null,       // Map move text -> { value, samples, best }
	hintPending: false,
	thinking: null,    // the seat the worker is choosing for
	generation: 0,     // bumped by undo and new game: late worker answers are dropped
	lastPlay: null,    // { seat, taken: card ids, card } of the last move, for the table's marks
};

// What the browser tests read: the game as the page played it, and how
// long things took. Nothing in the page depends on it.
export const testHooks = {
	timings: { start: null, engine: null, firstDeal: null, botMoves: [] },
	events: [],
	config: null,
	phase: 'loading',
	position: () => state.game?.position ?? null,
};
window.escopaPage = testHooks;

// ---------------------------------------------------------------------
// Small questions to the engine
// ---------------------------------------------------------------------

let phases = [];                   // the engine's Phase names, lowercase, by value

/** Takes the engine once it is loaded. */
export function setEngine(escopa) {
	state.escopa = escopa;
	phases = Object.entries(escopa.Phase).reduce((names, [name, value]) => {
		names[value] = name.toLowerCase();
		return names;
	}, []);
}

export function phaseOf(game) {
	const p = game.phase;
	return typeof p === 'number' ? phases[p] : String(p).toLowerCase();
}

export function ids(set) {
	return [...set].map((card) => card.id).sort((a, b) => a - b);
}

export function sideOf(seat) {
	return state.game.sideOf(seat);
}

export function option(name) {
	return Number(state.rules.get(name));
}

export function isHumanTurn() {
	return state.game && phaseOf(state.game) === 'playing' && state.game.currentSeat === HUMAN &&
		state.thinking === null;
}

export function viewText(seat) {
	const view = state.game.view(seat);
	try {
		return view.text;
	} finally {
		view.free();
	}
}

// ---------------------------------------------------------------------
// The settings: the form, preset by the URL
// ---------------------------------------------------------------------

export function readSettings() {
	const form = $('setup');
	const preset = form.preset.value;
	const players = Number(form.players.value);
	const level = form.level.value;
	let seedText = form.seed.value.trim();
	// the seed in play, left as it is, asks for a new deal
	if (seedText === form.seed.dataset.inPlay)
		seedText = '';
	if (!/^\d{1,20}$/.test(seedText) || BigInt(seedText) >= 1n << 64n) {
		const word = new Uint32Array(2);
		crypto.getRandomValues(word);
		seedText = String((BigInt(word[0]) << 21n) ^ BigInt(word[1]));
	}
	const deck = form.deck.value === 'auto' ? deckForPreset(preset) : form.deck.value;
	return { preset, players, level, seed: BigInt(seedText), deck };
}

/**
 * The seed box shows the seed of the game in play, so it can be noted and
 * dealt again; New game with the box untouched deals a new game, and
 * typing in the box (even the same number) asks for that seed.
 */
export function showSeedInPlay(seed) {
	const field = $('seed');
	field.value = String(seed);
	field.dataset.inPlay = field.value;
}

export function forgetSeedInPlay() {
	delete $('seed').dataset.inPlay;
}

export function applyUrl() {
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
