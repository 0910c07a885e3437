// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The JSON form of a view (doc/notation.md, "JSON"), as in
// bindings/python/escopa/_json.py: one field per field of view notation,
// made from the view text and written back to it, so that text -> JSON ->
// text gives the same text. It needs no module: the library checks the
// view when View.fromJSON() reads the text this writes. The fixtures in
// tests/data/json/ hold both languages to the same answers.

import { ParseError } from './errors.mjs';

/** The longest JSON text viewJsonToText() reads, in characters. */
export const JSON_TEXT_MAX = 262144;

const COUNT_MAX = 32767;
const HAND_MAX = 2147483647;
const SEATS_MAX = 4;
const PHASES = ['playing', 'hand_over', 'game_over', 'misdeal'];
// a card is one word of view notation: nothing that separates words or
// fields, nor "-", "?" or "+", which mean something there
const CARD = /^[0-9A-Za-z\u2660-\u2667]{1,8}$/;
const RULES = /^[0-9A-Za-z_=.,: -]{1,1024}$/;
const OPTIONAL = ['game', 'wins', 'voids', 'declined'];

/** The fields of a view's JSON, in the order of view notation. */
export const VIEW_JSON_FIELDS = Object.freeze([
	'view', 'viewer', 'rules', 'players', 'game', 'wins', 'hand', 'dealer',
	'phase', 'seat', 'plays', 'hands', 'voids', 'declined', 'table', 'stock',
	'captured', 'sweeps', 'aside', 'scores', 'last', 'winner']);

function fail(what) {
	const error = new ParseError(`view JSON: ${what}`, { function: 'viewJsonToText' });
	error.reason = what;
	return error;
}

const shown = (value) => {
	const text = JSON.stringify(value);
	return text === undefined ? String(value) : text.slice(0, 40);
};

// ---------------------------------------------------------------------
// View text -> JSON
// ---------------------------------------------------------------------

const words = (text) => (text.trim() === '-' ? [] : text.split(/\s+/).filter(Boolean));
const groups = (text) => text.split('/').map((group) => group.trim());

function number(word) {
	if (!/^\d+$/.test(word))
		throw fail(`${JSON.stringify(word)} is not a number`);
	return Number(word);
}

const sideOrNull = (word) => (word === '-' ? null : number(word));
const voidValue = (word) => (word.toLowerCase() === 'jk' ? 'jk' : number(word));

function hand(group) {
	const cards = words(group);
	return cards.length && cards.every((word) => word === '?') ? cards.length : cards;
}

/** The games won that a text without `wins` means: a first game's. */
function defaultWins(sides, phase, winner) {
	const wins = new Array(sides).fill(0);
	if (phase === 'game_over' && winner !== null && winner >= 0 && winner < sides)
		wins[winner] = 1;
	return wins;
}

/**
 * The JSON object of a view's text in view notation, such as view.text
 * writes. Fields the text leaves out (game, wins, voids, declined) get
 * what leaving them out means. Throws ParseError for text that is not
 * view notation (View.parse() says more about an impossible view).
 */
export function viewTextToJson(text) {
	if (typeof text !== 'string')
		throw new TypeError(`view text must be a string, not ${typeof text}`);
	const fields = new Map();
	for (const part of text.trim().split('|')) {
		const field = part.trim();
		const blank = field.search(/\s/);
		const label = (blank < 0 ? field : field.slice(0, blank)).toLowerCase();
		if (!VIEW_JSON_FIELDS.includes(label) || fields.has(label))
			throw fail(`unexpected field ${JSON.stringify(label)} in the view text`);
		fields.set(label, blank < 0 ? '' : field.slice(blank).trim());
	}
	if (fields.get('view') !== '1' ||
	    VIEW_JSON_FIELDS.some((name) => !OPTIONAL.includes(name) && !fields.has(name)))
		throw fail('the text is not view notation 1 with every field');
	const get = (name) => fields.get(name);
	const players = number(get('players'));
	const sides = get('sweeps').split(/\s+/).length;
	const phase = get('phase').toLowerCase();
	const winner = sideOrNull(get('winner'));
	const perSeat = (name, each) => (fields.has(name)
		? groups(get(name)).map((group) => words(group).map(each))
		: Array.from({ length: players }, () => []));
	return {
		view: 1,
		viewer: number(get('viewer')),
		rules: get('rules'),
		players,
		game: fields.has('game') ? number(get('game')) : 1,
		wins: fields.has('wins') ? get('wins').split(/\s+/).map(number) : defaultWins(sides, phase, winner),
		hand: number(get('hand')),
		dealer: number(get('dealer')),
		phase,
		seat: number(get('seat')),
		plays: number(get('plays')),
		hands: groups(get('hands')).map(hand),
		voids: perSeat('voids', voidValue),
		declined: perSeat('declined', number),
		table: words(get('table')).map((pile) => pile.split('+')),
		stock: number(get('stock')),
		captured: groups(get('captured')).map(words),
		sweeps: get('sweeps').split(/\s+/).map(number),
		aside: words(get('aside')),
		scores: get('scores').split(/\s+/).map(number),
		last: sideOrNull(get('last')),
		winner,
	};
}

// ---------------------------------------------------------------------
// JSON -> view text
// ---------------------------------------------------------------------

function int(value, name, low = 0, high = COUNT_MAX) {
	if (!Number.isInteger(value))
		throw fail(`${name} must be an integer, not ${shown(value)}`);
	if (value < low || value > high)
		throw fail(`${name} must be from ${low} to ${high}, not ${value}`);
	return value;
}

function list(value, name, most) {
	if (!Array.isArray(value))
		throw fail(`${name} must be a list, not ${shown(value)}`);
	if (value.length > most)
		throw fail(`${name} has ${value.length} items, more than ${most}`);
	return value;
}

function card(value, name) {
	if (typeof value !== 'string' || !CARD.test(value))
		throw fail(`${name} must be a card such as "7o", not ${shown(value)}`);
	return value;
}

function cards(value, name) {
	const all = list(value, name, 64).map((c) => card(c, name));
	return all.length ? all.join(' ') : '-';
}

function per(value, name, each) {
	const items = list(value, name, SEATS_MAX);
	if (!items.length)
		throw fail(`${name} must have one item per seat or side`);
	return items.map((item, i) => each(item, `${name}[${i}]`)).join(' / ');
}

function numbers(value, name) {
	const items = list(value, name, SEATS_MAX);
	if (!items.length)
		throw fail(`${name} must have one number per side`);
	return items.map((item, i) => int(item, `${name}[${i}]`)).join(' ');
}

function handText(value, name) {
	if (Array.isArray(value))
		return cards(value, name);
	return new Array(int(value, `${name} (a hidden hand's count)`, 1, 64)).fill('?').join(' ');
}

function values(value, name, jokers) {
	const all = list(value, name, 11).map((item, i) =>
		(jokers && item === 'jk' ? 'jk' : String(int(item, `${name}[${i}]`, 1, 10))));
	return all.length ? all.join(' ') : '-';
}

function pile(value, name) {
	const all = list(value, name, 40);
	if (!all.length)
		throw fail(`${name} must hold at least one card`);
	return all.map((c) => card(c, name)).join('+');
}

const sideText = (value, name) => (value === null ? '-' : String(int(value, name, 0, SEATS_MAX - 1)));
const someValue = (text) => /[0-9a-z]/i.test(text);

function loads(text) {
	if (text.length > JSON_TEXT_MAX)
		throw fail(`the JSON text is ${text.length} long, more than ${JSON_TEXT_MAX}`);
	try {
		return JSON.parse(text);
	} catch (err) {
		throw fail(`not JSON: ${err.message}`);
	}
}

/**
 * The view text of a view's JSON object (or JSON text of at most
 * JSON_TEXT_MAX characters), as view.text writes it for the JSON
 * view.toJSON() wrote. Throws ParseError for JSON that is not a view's:
 * a missing or unknown field, a wrong type, a number out of range;
 * TypeError for an argument that is neither an object nor a string.
 */
export function viewJsonToText(data) {
	if (typeof data === 'string')
		data = loads(data);
	else if (data === null || typeof data !== 'object')
		throw new TypeError(`a view's JSON must be an object or JSON text, not ${data === null ? 'null' : typeof data}`);
	if (data === null || typeof data !== 'object' || Array.isArray(data))
		throw fail('the JSON must be an object');
	const unknown = Object.keys(data).find((name) => !VIEW_JSON_FIELDS.includes(name));
	if (unknown !== undefined)
		throw fail(`unknown field ${JSON.stringify(unknown.slice(0, 40))}`);
	const missing = VIEW_JSON_FIELDS.find((name) => !Object.hasOwn(data, name));
	if (missing !== undefined)
		throw fail(`missing field ${JSON.stringify(missing)}`);
	int(data.view, 'view', 1, 1);
	if (typeof data.rules !== 'string' || !RULES.test(data.rules))
		throw fail('rules must be rules text such as "escoba" or "escopa sevens=most"');
	const phase = data.phase;
	if (!PHASES.includes(phase))
		throw fail(`phase must be one of ${PHASES.join(', ')}, not ${shown(phase)}`);
	const voids = per(data.voids, 'voids', (v, n) => values(v, n, true));
	const declined = per(data.declined, 'declined', (v, n) => values(v, n, false));
	const wins = numbers(data.wins, 'wins');
	const winner = sideText(data.winner, 'winner');
	const game = int(data.game, 'game', 1, 65535);
	const piles = list(data.table, 'table', 40).map((p, i) => pile(p, `table[${i}]`));
	const fields = [
		'view 1',
		`viewer ${int(data.viewer, 'viewer', 0, SEATS_MAX - 1)}`,
		`rules ${data.rules.trim()}`,
		`players ${int(data.players, 'players', 2, SEATS_MAX)}`,
	];
	if (game !== 1)
		fields.push(`game ${game}`);
	if (wins !== defaultWins(data.wins.length, phase, winner === '-' ? null : Number(winner)).join(' '))
		fields.push(`wins ${wins}`);
	fields.push(
		`hand ${int(data.hand, 'hand', 1, HAND_MAX)}`,
		`dealer ${int(data.dealer, 'dealer', 0, SEATS_MAX - 1)}`,
		`phase ${phase}`,
		`seat ${int(data.seat, 'seat', 0, SEATS_MAX - 1)}`,
		`plays ${int(data.plays, 'plays')}`,
		`hands ${per(data.hands, 'hands', handText)}`);
	if (someValue(voids))
		fields.push(`voids ${voids}`);
	if (someValue(declined))
		fields.push(`declined ${declined}`);
	fields.push(
		`table ${piles.length ? piles.join(' ') : '-'}`,
		`stock ${int(data.stock, 'stock', 0, 64)}`,
		`captured ${per(data.captured, 'captured', cards)}`,
		`sweeps ${numbers(data.sweeps, 'sweeps')}`,
		`aside ${cards(data.aside, 'aside')}`,
		`scores ${numbers(data.scores, 'scores')}`,
		`last ${sideText(data.last, 'last')}`,
		`winner ${winner}`);
	return fields.join(' | ');
}
