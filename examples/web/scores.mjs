// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The scores of a hand by category, as the rules score them: the table
// of each finished hand in the history, and the dialog at the end of a
// hand, a game or a match.

import { el } from './draw.mjs';
import { $, HUMAN, option, sideOf, state, testHooks } from './state.mjs';
import { sideName } from './words.mjs';
import { reviewPane } from './review.mjs';

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

export function renderHistory() {
	const tables = state.hands.slice().reverse().map((entry) =>
		scoreTable(entry, `Game ${entry.game}, hand ${entry.hand}`));
	$('history').replaceChildren(...tables);
	// no heading over an empty list: the section shows from the first hand's end
	$('hands-history').hidden = tables.length === 0;
}

export function showHandOver(phase) {
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
	body.push(reviewPane(phase === 'game_over' ? 'game' : 'hand'));
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

export function closeDialog() {
	const dialog = $('hand-over');
	if (dialog.open)
		dialog.close();
	delete document.body.dataset.gameOver;
}
