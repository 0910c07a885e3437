// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The game in words: the names of cards, seats, sides, presets and moves
// in the deck's style, the log of the game, and what a screen reader
// hears at the start of a turn.

import { rankOf } from './cards.mjs';
import { $, HUMAN, ids, sideOf, state } from './state.mjs';

const LOG_LINES = 60;

export function cardName(id) {
	return state.escopa.Card.fromId(id).format(state.style);
}

// The library's style of card names for a deck of the page.
export function styleOf(deck) {
	const { Style } = state.escopa;
	return { spanish: Style.SPANISH, italian: Style.ITALIAN, french: Style.FRENCH }[deck];
}

export function seatName(seat) {
	if (seat === HUMAN)
		return 'You';
	if (state.sides < state.config.players && sideOf(seat) === sideOf(HUMAN))
		return `Partner (seat ${seat})`;
	return `Seat ${seat}`;
}

export function sideName(side) {
	const seats = [];
	for (let seat = 0; seat < state.config.players; seat++)
		if (sideOf(seat) === side)
			seats.push(seat);
	if (seats.includes(HUMAN))
		return seats.length > 1 ? 'You and your partner' : 'You';
	return seats.length > 1 ? `Seats ${seats.join(' and ')}` : `Seat ${seats[0]}`;
}

export function presetName(key) {
	return $('preset').querySelector(`option[value="${key}"]`).textContent;
}

// ---------------------------------------------------------------------
// Moves as words
// ---------------------------------------------------------------------

export function moveParts(move) {
	const card = move.card.id;
	const taken = ids(move.target);
	return { card, taken, kind: move.kind };
}

export function isCapture(parts) {
	return parts.kind === 'capture' || parts.kind === 1;
}

export function isSet(parts) {
	return parts.kind === 'set' || parts.kind === 3;
}

function tableIds() {
	return ids(state.game.table);
}

/** What "trailed" means, for the tooltip wherever a trail is named. */
export const TRAIL_MEANING = 'Trailed: laid on the table without taking anything; ' +
	'the card stays there for any player to take.';

export function isTrail(parts) {
	return !isCapture(parts) && !isSet(parts);
}

export function moveWords(move) {
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
	return `${card} trailed (laid on the table, nothing taken)`;
}

export function signed(value) {
	return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`;
}

// ---------------------------------------------------------------------
// The log and the screen reader
// ---------------------------------------------------------------------

/** A line of the log; `title`, if given, explains a word of it on hover. */
export function say(text, title = null) {
	const log = $('log');
	const line = document.createElement('li');
	line.textContent = text;
	if (title)
		line.title = title;
	log.append(line);
	while (log.children.length > LOG_LINES)
		log.firstElementChild.remove();
	log.scrollTop = log.scrollHeight;
}

// For screen readers, once a turn: what the player holds and sees.
export function announceTurn() {
	const hand = ids(state.game.hand(HUMAN)).map(cardName);
	const piles = state.game.piles.length;
	$('turn-status').textContent = `Your turn. You hold ${hand.join(', ')}; ` +
		`${piles} pile${piles === 1 ? '' : 's'} on the table.`;
}
