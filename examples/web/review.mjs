// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The review of each hand and of the game: every decision marked (best,
// good, inaccuracy, mistake, blunder) by the expert's analysis of what its
// seat could see, the better move shown in cards, and per side the points
// lost, the accuracy and a chart of the points lost per hand. The engine's
// Review does the work in the page's worker (worker.mjs), one decision at
// a time, so that neither the page nor the computer players wait for it.

import { el, moveChips } from './draw.mjs';
import { $, HUMAN, sideOf, state, testHooks } from './state.mjs';
import { moveParts, seatName, sideName } from './words.mjs';

const REVIEW_SEED = 1n;            // as the hints: the same review every time
const MARKS = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'];
const SYMBOLS = { best: '★', good: '✓', inaccuracy: '?!', mistake: '?', blunder: '??' };

// The page's one worker reviews too: it takes a computer player's move
// between two decisions of a review, so the game never waits for one.
function worker() {
	if (typeof state.players?.review !== 'function')
		throw new Error('the players here cannot review');
	return state.players;
}

/** The record of the page's game (its text), and where each hand's moves start. */
function recordOfGame() {
	const { Record, Rules, Move } = state.escopa;
	const rules = Rules.preset(state.config.preset);
	const record = new Record(rules, { players: state.config.players, seed: state.config.seed });
	rules.free();
	try {
		let moves = 0;
		let start = 0;
		for (const event of state.events) {
			if (event.kind === 'play') {
				record.play(Move.parse(event.move));
				moves++;
			} else {
				if (event.kind === 'next-hand')
					record.nextHand();
				else
					record.nextGame();
				start = moves;
			}
		}
		return { text: record.text, start, end: moves };
	} finally {
		record.free();
	}
}

/** Starts the review of the hand just finished, kept with its score entry. */
export function reviewHand(entry) {
	const generation = state.generation;
	// a review needs every card of the deal, which a table keeps hidden
	const { text, start, end } = state.table ? { start: 0, end: 0 } : recordOfGame();
	entry.review = { status: 'running', done: 0, total: end - start, moves: [], error: null };
	testHooks.review = reviewState();
	let started;
	try {
		if (state.table)
			throw new Error('at a table the other seats\' cards stay hidden');
		started = worker().review(text, start, end, REVIEW_SEED, ({ done, total }) => {
			Object.assign(entry.review, { done, total });
			refresh(entry);
		});
	} catch (err) {
		started = { id: null, promise: Promise.reject(err) };
	}
	const { id, promise } = started;
	entry.review.id = id;
	promise.then((reply) => {
		entry.review.status = 'done';
		entry.review.moves = reply.moves;
		entry.review.sides = reply.sides;
		entry.review.ms = reply.ms;
	}, (err) => {
		entry.review.status = 'failed';
		entry.review.error = err.message;
	}).finally(() => {
		if (generation === state.generation)
			refresh(entry);
	});
}

/** Stops the reviews still running (a new game: their hands are gone). */
export function cancelReviews() {
	for (const entry of state.hands)
		if (entry.review?.status === 'running')
			state.players?.cancel?.(entry.review.id);
}

// The pane in the dialog, drawn again while it shows this hand or the game.
function refresh(entry) {
	const pane = $('review-pane');
	if (pane && (pane.dataset.hand === String(entry.hand) || pane.dataset.scope === 'game'))
		pane.replaceWith(reviewPane(pane.dataset.scope));
	testHooks.review = reviewState();
}

function reviewState() {
	return state.hands.map((h) => ({ game: h.game, hand: h.hand, ...h.review }));
}

/**
 * A side's totals over several reviewed hands, from the engine's totals of
 * each: points lost and marks add up, and the accuracy, a mean over the
 * decisions with a choice, is the hands' weighted by their decisions (100
 * when there is none, as the engine's).
 */
function handsTotals(hands, side) {
	const each = hands.map((h) => h.review.sides[side]);
	const decisions = each.reduce((n, t) => n + t.decisions, 0);
	return {
		side,
		decisions,
		pointsLost: each.reduce((sum, t) => sum + t.pointsLost, 0),
		accuracy: decisions ? each.reduce((sum, t) => sum + t.accuracy * t.decisions, 0) / decisions : 100,
		marks: Object.fromEntries(MARKS.map((mark) => [mark, each.reduce((n, t) => n + t.marks[mark], 0)])),
	};
}

function chips(text) {
	return moveChips(moveParts(state.escopa.Move.parse(text)));
}

function moveRow(m) {
	const mine = sideOf(m.seat) === sideOf(HUMAN);
	return el('li', { class: `reviewed ${m.mark}${mine ? ' mine' : ''}`, 'data-index': m.index, 'data-mark': m.mark },
		el('span', { class: 'who' }, seatName(m.seat)),
		chips(m.played),
		el('span', { class: 'mark', title: m.mark }, `${SYMBOLS[m.mark] ?? ''} ${m.mark}`),
		m.choices > 1 && m.mark !== 'best'
			? el('span', { class: 'better' }, 'better: ', chips(m.best), ` (−${m.loss.toFixed(2)})`)
			: m.choices <= 1 ? el('span', { class: 'forced' }, 'forced') : null);
}

function totalsTable(hands) {
	const head = el('tr', {}, el('th', { scope: 'col' }, ''),
		...Array.from({ length: state.sides }, (_, side) => el('th', { scope: 'col' }, sideName(side))));
	const totals = Array.from({ length: state.sides }, (_, side) => handsTotals(hands, side));
	const row = (label, key, cell) => el('tr', { 'data-total': key }, el('th', { scope: 'row' }, label),
		...totals.map((t) => el('td', { 'data-side': t.side }, cell(t))));
	return el('table', { class: 'score-table review-totals' }, el('thead', {}, head), el('tbody', {},
		row('Points lost', 'pointsLost', (t) => t.pointsLost.toFixed(2)),
		row('Accuracy', 'accuracy', (t) => `${t.accuracy.toFixed(1)}%`),
		...MARKS.map((mark) => row(`${SYMBOLS[mark]} ${mark}`, mark, (t) => String(t.marks[mark])))));
}

/** Points lost per hand and side, as bars: an inline SVG, no library. */
function lossChart(hands) {
	const W = 300, H = 90, PAD = 14;
	const values = hands.map((h) => Array.from({ length: state.sides },
		(_, side) => h.review.sides[side].pointsLost));
	const max = Math.max(0.5, ...values.flat());
	const slot = (W - PAD) / Math.max(1, hands.length);
	const bar = Math.max(2, Math.min(14, slot / (state.sides + 1)));
	const bars = values.flatMap((sides, i) => sides.map((v, side) => {
		const h = (v / max) * (H - PAD);
		const x = PAD + i * slot + side * bar;
		return `<rect class="bar side-${side}${side === sideOf(HUMAN) ? ' mine' : ''}" x="${x.toFixed(1)}" ` +
			`y="${(H - PAD - h).toFixed(1)}" width="${(bar - 1).toFixed(1)}" height="${h.toFixed(1)}">` +
			`<title>hand ${hands[i].hand}, ${sideName(side)}: ${v.toFixed(2)} points lost</title></rect>`;
	}));
	const labels = hands.map((h, i) => `<text x="${(PAD + i * slot).toFixed(1)}" y="${H - 2}">${h.hand}</text>`);
	return el('figure', { class: 'loss-chart' },
		el('span', { html: `<svg viewBox="0 0 ${W} ${H}" role="img" aria-label="Points lost per hand">` +
			`<text x="0" y="10">${max.toFixed(1)}</text><line x1="${PAD}" y1="${H - PAD}" x2="${W}" y2="${H - PAD}"/>` +
			`${bars.join('')}${labels.join('')}</svg>` }),
		el('figcaption', {}, 'Points lost per hand, by side'));
}

/** The pane: `scope` 'hand' (the last hand) or 'game' (every hand of the game). */
export function reviewPane(scope) {
	const last = state.hands[state.hands.length - 1];
	const hands = scope === 'game' ? state.hands.filter((h) => h.game === last?.game) : last ? [last] : [];
	const pane = el('section', { id: 'review-pane', class: 'review-pane', 'data-scope': scope,
		'data-hand': last?.hand, 'aria-label': scope === 'game' ? 'Review of the game' : 'Review of the hand' });
	pane.append(el('h3', {}, scope === 'game' ? 'Review of the game' : 'Review of the hand'));
	const pending = hands.filter((h) => h.review?.status === 'running');
	const failed = hands.find((h) => h.review?.status === 'failed');
	const done = hands.filter((h) => h.review?.status === 'done');
	pane.dataset.status = failed ? 'failed' : pending.length ? 'running' : 'done';
	if (failed) {
		pane.append(el('p', { class: 'note' }, `No review: ${failed.review.error}.`));
		return pane;
	}
	if (pending.length) {
		const done = pending.reduce((n, h) => n + h.review.done, 0);
		const total = pending.reduce((n, h) => n + h.review.total, 0);
		pane.append(el('p', { class: 'note', role: 'status' }, `The expert reviews the moves… ${done} of ${total}`),
			el('progress', { max: total, value: done, 'aria-label': 'Review progress' }));
		return pane;
	}
	const moves = done.flatMap((h) => h.review.moves);
	pane.append(el('p', { class: 'note' }, 'Each move against the best by the expert\'s analysis of what ' +
		'its seat could see; the points a move lost are those of the hand.'));
	if (scope === 'hand')
		pane.append(el('ol', { class: 'reviewed-moves' }, ...moves.map(moveRow)));
	else
		pane.append(el('ol', { class: 'reviewed-moves' }, ...moves.filter((m) => m.mark !== 'best' &&
			m.choices > 1 && sideOf(m.seat) === sideOf(HUMAN)).map(moveRow)));
	const reviewed = state.hands.filter((h) => h.game === last.game && h.review?.status === 'done');
	pane.append(el('div', { class: 'review-summary' }, totalsTable(done), lossChart(reviewed)));
	return pane;
}
