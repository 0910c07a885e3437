// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Drawing the table from the state: the scoreboard, the other seats, the
// stock, the table's piles, the hand, the moves of the chosen card (with
// the hints' values) and the buttons; where the focus goes; and an error
// in place of the page. Clicks reach the actions through input.mjs.

import { backSVG, cardSVG, indexOf, rankOf, suitIconSVG, suitOf } from './cards.mjs';
import { liveScore } from './live.mjs';
import { $, HUMAN, ids, isHumanTurn, option, phaseOf, sideOf, state, testHooks } from './state.mjs';
import { cardName, isCapture, isSet, isTrail, moveParts, moveWords, presetName, seatName, sideName,
	signed, TRAIL_MEANING } from './words.mjs';

export function el(tag, attrs = {}, ...children) {
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

export function render() {
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
	const live = liveScore(game);
	testHooks.live = live;
	const rows = [];
	for (let side = 0; side < state.sides; side++) {
		const mine = side === sideOf(HUMAN);
		const earned = live.sides[side].points;
		rows.push(el('div', { class: `score${mine ? ' mine' : ''}`, 'data-side': side },
			el('span', { class: 'who' }, sideName(side)),
			el('span', { class: 'points', 'data-points': scores[side] }, String(scores[side])),
			el('span', { class: 'detail' },
				el('span', { class: `earned${earned ? ' some' : ''}`, 'data-earned': earned },
					`+${earned} this hand`),
				match ? `; ${game.gamesWon(side)} game${game.gamesWon(side) === 1 ? '' : 's'} won` : '')));
	}
	const what = el('div', { class: 'score-what' },
		el('span', {}, presetName(state.config.preset)),
		el('span', {}, `to ${target}, seed ${state.config.seed}`),
		el('span', {}, match ? `game ${game.gameNumber}, hand ${game.handNumber}` : `hand ${game.handNumber}`));
	$('scoreboard').replaceChildren(what, ...rows, liveCategories(live));
}

// One chip a category: its name, a word or two on what scores, the
// tallies of each side, and whether it is decided.
function liveCategories(live) {
	const short = (side) => side === sideOf(HUMAN) ? 'you' : state.sides === 2 ? 'them' : `side ${side}`;
	const items = live.categories.map((category) => {
		let outcome;
		if (category.state === 'won')
			outcome = category.winners.map((side) => `${short(side)} +${category.points[side]}`).join(', ');
		else if (category.state === 'nobody')
			outcome = 'nobody';
		else if (category.state === 'counted')
			outcome = category.points.flatMap((p, side) => (p > 0 ? [`${short(side)} +${p}`] : []))
				.join(', ') || '—';
		else
			outcome = 'open';
		const tallies = category.tallies.join('·');
		return el('li', {
			class: `cat ${category.state}`,
			'data-category': category.key,
			'data-state': category.state,
			title: `${category.name}: ${category.words}`,
			'aria-label': `${category.name} (${category.words}): ${tallies}, ${outcome}`,
		}, el('span', { class: 'cat-name' }, category.name),
		el('span', { class: 'cat-words' }, category.words),
		el('span', { class: 'cat-tally' }, tallies),
		el('span', { class: 'cat-outcome' }, outcome));
	});
	return el('ul', { class: 'live', 'aria-label': 'This hand so far, by category' }, ...items);
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

// The captures of the card chosen (or, with none chosen, the card under
// the pointer): the table cards they take are marked, and with a card
// chosen each pile is a button that picks among them.
function captureChoices() {
	if (!isHumanTurn())
		return { card: null, moves: [] };
	const card = state.selected ?? state.hovered;
	if (card === null || card === undefined)
		return { card: null, moves: [] };
	const moves = state.game.legalMoves().filter((m) => m.card.id === card && isCapture(moveParts(m)));
	return { card, moves: moves.map((m) => ({ text: m.toString(), taken: moveParts(m).taken })) };
}

/** The captures still possible with the table cards picked so far. */
export function pickedCandidates(choices) {
	const picked = state.picked;
	return choices.moves.filter((m) => picked.every((id) => m.taken.includes(id)));
}

export function renderTable() {
	const piles = state.game.piles;
	const marked = focusedMoveTargets();
	const choices = captureChoices();
	const candidates = pickedCandidates(choices);
	const reachable = new Set(candidates.flatMap((m) => m.taken));
	const picking = choices.card !== null && choices.card === state.selected && choices.moves.length > 0;
	testHooks.captures = { card: choices.card, moves: choices.moves, candidates, picked: [...state.picked] };
	const items = piles.map((pile) => {
		const cards = ids(pile);
		const value = cards.reduce((sum, id) => sum + rankOf(id), 0);
		const names = cards.map(cardName).join(' and ');
		const label = cards.length > 1 ? `a pile of ${names}, worth ${value}` : names;
		const takeable = cards.some((id) => reachable.has(id));
		const picked = cards.some((id) => state.picked.includes(id));
		const classes = ['pile'];
		if (cards.some((id) => marked.has(id)))
			classes.push('target');
		if (takeable)
			classes.push('can-take');
		if (picked)
			classes.push('picked');
		const faces = [...cards.map((id) => cardFace(id)),
			cards.length > 1 ? el('span', { class: 'pile-value' }, `= ${value}`) : null];
		const content = picking && (takeable || picked)
			? [el('button', {
				type: 'button',
				class: 'pile-pick',
				'data-pile': cards.join(','),
				'aria-pressed': picked ? 'true' : 'false',
				'aria-label': `${picked ? 'Picked: ' : 'Take '}${label}`,
			}, ...faces)]
			: faces;
		return el('div', {
			class: classes.join(' '),
			role: 'listitem',
			'aria-label': label,
			'data-cards': cards.join(','),
		}, ...content);
	});
	if (!items.length)
		items.push(el('p', { class: 'empty-table', role: 'listitem' }, 'The table is empty.'));
	const table = $('table');
	table.replaceChildren(...items);
	table.setAttribute('aria-label', `Table: ${piles.length} pile${piles.length === 1 ? '' : 's'}`);
	table.tabIndex = -1;
	table.dataset.picking = picking ? 'true' : 'false';
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
	let shown = state.selected !== null ? moves.filter((m) => m.card.id === state.selected)
		: state.showAll || state.hints ? moves : [];
	if (state.selected !== null && state.picked.length) {
		const still = new Set(pickedCandidates(captureChoices()).map((m) => m.text));
		shown = shown.filter((m) => still.has(m.toString()));
	}
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
			onfocus: () => markTargets(parts.taken),
			onmouseenter: () => markTargets(parts.taken),
			onblur: () => markTargets([]),
			onmouseleave: () => markTargets([]),
		},
		state.selected !== null && i < 9 ? el('span', { class: 'key', 'aria-hidden': 'true' }, String(i + 1)) : null,
		moveChips(parts),
		el('span', { class: 'move-words', title: isTrail(parts) ? TRAIL_MEANING : null }, words),
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

export function moveChips(parts) {
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

export function renderActions() {
	const mine = isHumanTurn();
	$('show-moves').setAttribute('aria-pressed', state.showAll ? 'true' : 'false');
	$('show-moves').disabled = !mine;
	$('hint').disabled = !mine || state.hintPending;
	$('hint').textContent = '';
	$('hint').append(state.hintPending ? 'Thinking… ' : 'Hint ', el('kbd', {}, 'H'));
	$('undo').disabled = state.table !== null || state.marks.length < (mine ? 2 : 1);
}

export function showError(text) {
	console.error(`libescopa page: ${text}`);
	const status = $('loading');
	status.hidden = false;
	status.textContent = text;
	status.classList.add('error');
}

export function focusHand() {
	const button = $('hand').querySelector('button[tabindex="0"]');
	if (button && !$('hand-over').open)
		button.focus();
}

export function focusFirstMove() {
	$('moves').querySelector('button[tabindex="0"]')?.focus();
}
