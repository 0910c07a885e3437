// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The table as a player meets it: the hand's score as it is earned (a
// sweep at once, the categories decided or open), what a card can take
// marked on the table and picked there, the first visit's "How to play"
// from the library's rules in words, and the layout on a phone in
// portrait (390x844): the hand, the table and the score in view, nothing
// scrolling sideways. Screenshots at both sizes go to <build>/artifacts/.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ARTIFACTS, PHONE, STOPS, assertNoProblems, eventCount, replayPage, useBrowser, waitPhase,
	waitPlayed } from './harness.mjs';

const shared = useBrowser({ engine: true });

const ids = (set) => [...set].map((card) => card.id).sort((a, b) => a - b);

/** The first seed from `from` whose first turn is seat 0's with a move
 *  that `wanted(move, game)` accepts, in the engine in node. */
function findSeed(preset, wanted, from = 1) {
	const { Rules, Game } = shared.engine;
	for (let seed = from; seed < from + 2000; seed++) {
		const rules = Rules.preset(preset);
		const game = new Game(rules, { players: 2, seed: BigInt(seed) });
		rules.free();
		try {
			if (game.currentSeat !== 0)
				continue;
			const move = game.legalMoves().find((m) => wanted(m, game));
			if (move)
				return { seed, move: move.toString(), taken: ids(move.target), card: move.card.id };
		} finally {
			game.free();
		}
	}
	throw new Error(`no seed of ${preset} from ${from} has such a move`);
}

const isSweep = (move, game) => move.kind === 'capture' || move.kind === 1
	? ids(move.target).length === ids(game.table).length : false;
const isCaptureMove = (move) => move.kind === 'capture' || move.kind === 1;

async function openAt(page, preset, seed) {
	await page.goto(shared.session.url(`preset=${preset}&players=2&level=easy&seed=${seed}&speed=0`));
	await waitPhase(page, ['your-turn']);
}

test('the live score shows a sweep at once and each category as decided or open', async () => {
	const preset = 'escoba_de_15';
	const found = findSeed(preset, isSweep);
	const page = await shared.session.newPage();
	await openAt(page, preset, found.seed);
	// before any capture: every category open, nothing earned
	const before = await page.evaluate(() => window.escopaPage.live);
	assert.deepEqual(before.sides.map((s) => s.points), [0, 0]);
	assert.ok(before.categories.filter((c) => c.key !== 'sweeps').every((c) => c.state === 'open'));
	const words = await page.locator('#scoreboard .live .cat .cat-words').allTextContents();
	assert.ok(words.length >= 5 && words.every((w) => w.length > 0), 'a word or two for every category');

	const events = await eventCount(page);
	await page.click(`#hand [data-hand-card="${found.card}"]`);
	await page.click(`#moves [data-move="${found.move}"]`);
	await waitPlayed(page, events);
	await page.waitForFunction(() => window.escopaPage.live?.categories
		.find((c) => c.key === 'sweeps').points[0] > 0);
	const live = await page.evaluate(() => window.escopaPage.live);
	const game = await replayPage(page, shared.engine);
	const rows = game.handScores();
	const sweeps = live.categories.find((c) => c.key === 'sweeps');
	assert.equal(sweeps.points[0], rows[0].sweeps, 'the sweep point is counted at once');
	assert.ok(live.sides[0].points >= rows[0].sweeps);
	const earned = Number(await page.getAttribute('#scoreboard .score[data-side="0"] .earned', 'data-earned'));
	assert.equal(earned, live.sides[0].points, 'the scoreboard shows what the hand has earned');
	assert.match(await page.textContent('#scoreboard .live [data-category="sweeps"]'), /you \+1/);
	// the game totals still wait for the end of the hand
	assert.deepEqual(await page.locator('#scoreboard .points').allTextContents(), ['0', '0']);
	// what is decided is what the engine says of the captures so far
	const seven = live.categories.find((c) => c.key === 'sevenOfCoins');
	const holder = [0, 1].find((side) => ids(game.captured(side)).includes(24));
	assert.equal(seven.state, holder === undefined ? 'open' : 'won');
	const cards = live.categories.find((c) => c.key === 'cards');
	assert.deepEqual(cards.tallies, rows.map((r) => r.cardCount));
	game.free();
	await page.screenshot({ path: join(ARTIFACTS, 'web-live-score.png'), fullPage: true });
	console.log(`screenshot: ${join(ARTIFACTS, 'web-live-score.png')}`);
	assertNoProblems(page);
	await page.close();
});

test('a card marks what it can take, and a capture is picked on the table', async () => {
	const preset = 'escoba_de_15';
	// a card with two captures or more, of which the one to pick is no
	// part of another
	const found = findSeed(preset, (move, game) => {
		if (!isCaptureMove(move))
			return false;
		const captures = game.legalMoves().filter((m) => m.card.id === move.card.id && isCaptureMove(m));
		const taken = ids(move.target);
		return captures.length >= 2 && !captures.some((m) => m.toString() !== move.toString() &&
			taken.every((id) => ids(m.target).includes(id)));
	});
	const page = await shared.session.newPage();
	await openAt(page, preset, found.seed);
	const game = await replayPage(page, shared.engine);
	const captures = game.legalMoves().filter((m) => m.card.id === found.card && isCaptureMove(m));
	const union = [...new Set(captures.flatMap((m) => ids(m.target)))].sort((a, b) => a - b);
	game.free();
	const marked = () => page.evaluate(() => [...document.querySelectorAll('#table .pile.can-take [data-card]')]
		.map((n) => Number(n.dataset.card)).sort((a, b) => a - b));

	// pointing at the card marks its captures, choosing it too
	await page.hover(`#hand [data-hand-card="${found.card}"]`);
	await page.waitForFunction((card) => window.escopaPage.captures?.card === card, found.card);
	assert.deepEqual(await marked(), union, 'the cards its captures take, when pointed at');
	await page.click(`#hand [data-hand-card="${found.card}"]`);
	assert.deepEqual(await marked(), union, 'the cards its captures take, when chosen');
	assert.equal(await page.getAttribute('#table', 'data-picking'), 'true');
	await page.screenshot({ path: join(ARTIFACTS, 'web-capture-highlight.png'), fullPage: true });
	console.log(`screenshot: ${join(ARTIFACTS, 'web-capture-highlight.png')}`);

	// picking the piles of one capture plays it
	const events = await eventCount(page);
	const piles = await page.evaluate(() => [...document.querySelectorAll('#table [data-pile]')]
		.map((n) => n.dataset.pile));
	for (const pile of piles.filter((p) => p.split(',').map(Number).every((id) => found.taken.includes(id)))) {
		if (await eventCount(page) > events)
			break;
		await page.click(`#table [data-pile="${pile}"]`);
	}
	await waitPlayed(page, events);
	const played = await page.evaluate((n) => window.escopaPage.events[n], events);
	assert.deepEqual(played, { kind: 'play', seat: 0, move: found.move });
	assertNoProblems(page);
	await page.close();
});

test('the first visit shows how to play, from the rules in words', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=scopa&seed=3&speed=0'));
	await waitPhase(page, ['your-turn', 'thinking']);
	await page.waitForSelector('#how-to-play:not([hidden])');
	const rules = shared.engine.Rules.preset('scopa');
	const paragraphs = rules.describe().trim().split('\n');
	rules.free();
	assert.deepEqual(await page.locator('#how-to-play-text p').allTextContents(), paragraphs);
	// dismissed, it stays dismissed; the button brings it back
	await page.click('#how-to-play-close');
	assert.equal(await page.isHidden('#how-to-play'), true);
	await page.reload();
	await waitPhase(page, ['your-turn', 'thinking']);
	assert.equal(await page.isHidden('#how-to-play'), true, 'remembered');
	await page.click('#how-to-play-open');
	assert.equal(await page.isVisible('#how-to-play'), true);
	assertNoProblems(page);
	await page.close();
});

// Plays the human's moves (the first of the first playable card) until
// the hand ends; returns how many moves the hand had.
async function playHand(page) {
	for (let guard = 0; guard < 200; guard++) {
		const phase = await waitPhase(page, STOPS);
		if (phase !== 'your-turn')
			return phase;
		const events = await eventCount(page);
		await page.locator('#hand button.hand-card:not([aria-disabled="true"])').first().click();
		await page.locator('#moves button.move').first().click();
		await waitPlayed(page, events);
	}
	throw new Error('the hand did not end');
}

test('a review pane after a hand, computed in the worker', async (t) => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=escoba_de_15&players=2&level=easy&seed=21&speed=0'));
	assert.equal(await playHand(page), 'hand-over');
	await page.waitForSelector('dialog#hand-over #review-pane');
	const started = Date.now();
	await page.waitForFunction(() => ['done', 'failed'].includes(
		document.querySelector('#review-pane')?.dataset.status), null, { timeout: 240000 });
	const status = await page.getAttribute('#review-pane', 'data-status');
	if (!shared.engine.Review) {
		// an engine without Review (before libescopa 1.5's review): the
		// pane says so, and nothing else fails
		assert.equal(status, 'failed');
		assert.match(await page.textContent('#review-pane'), /No review: this engine .* has no review/);
		assertNoProblems(page);
		await page.close();
		t.skip('the engine has no Review yet');
		return;
	}
	assert.equal(status, 'done');
	console.log(`figure: review of a hand in the worker = ${Date.now() - started} ms`);
	const review = await page.evaluate(() => window.escopaPage.review.at(-1));
	const game = await replayPage(page, shared.engine);
	const plays = await page.evaluate(() => window.escopaPage.events.filter((e) => e.kind === 'play').length);
	assert.equal(review.moves.length, plays, 'every move of the hand is reviewed');
	game.free();
	const marks = await page.locator('#review-pane .reviewed').evaluateAll((nodes) => nodes.map((n) => n.dataset.mark));
	assert.equal(marks.length, plays);
	assert.ok(marks.every((m) => ['best', 'good', 'inaccuracy', 'mistake', 'blunder'].includes(m)));
	// the better move in cards wherever the move played was not the best
	const notBest = review.moves.filter((m) => m.mark !== 'best' && m.choices > 1).length;
	assert.equal(await page.locator('#review-pane .reviewed .better .chips').count(), notBest);
	assert.equal(await page.locator('#review-pane .review-totals td[data-side]').count() > 0, true);
	assert.equal(await page.locator('#review-pane .loss-chart svg rect.bar').count(), 2);
	// the same marks and totals as the engine's Review of the record in
	// node, from the same seed
	const { Record, Rules, Move, Review } = shared.engine;
	const rules = Rules.preset('escoba_de_15');
	const record = new Record(rules, { players: 2, seed: 21n });
	rules.free();
	const events = await page.evaluate(() => window.escopaPage.events);
	for (const e of events)
		record.play(Move.parse(e.move));
	const reviewer = new Review({ seed: 1n });
	const expected = reviewer.record(record);
	reviewer.free();
	record.free();
	assert.deepEqual(review.moves.map((m) => m.mark), expected.moves.map((m) => m.mark), 'the marks');
	assert.deepEqual(review.moves.map((m) => String(m.best)), expected.moves.map((m) => String(m.best)),
		'the better moves');
	const shownTotals = await page.evaluate(() => ['pointsLost', 'accuracy'].map((key) =>
		[...document.querySelectorAll(`#review-pane .review-totals tr[data-total="${key}"] td`)]
			.map((td) => td.textContent)));
	assert.deepEqual(shownTotals, [expected.sides.map((t) => t.pointsLost.toFixed(2)),
		expected.sides.map((t) => `${t.accuracy.toFixed(1)}%`)], 'the totals, as the library counts them');
	await page.screenshot({ path: join(ARTIFACTS, 'web-review-hand.png'), fullPage: true });
	console.log(`screenshot: ${join(ARTIFACTS, 'web-review-hand.png')}`);
	assertNoProblems(page);
	await page.close();
});

test('on a phone in portrait the hand, the table and the score are in view', async () => {
	// a Spanish deck with 2 players, a French one with 4
	for (const [preset, players] of [['escoba_de_15', 2], ['escopa', 4]]) {
		const page = await shared.session.newPage({ phone: true });
		await page.goto(shared.session.url(`preset=${preset}&players=${players}&level=easy&seed=11&speed=0`));
		await waitPhase(page, ['your-turn']);
		const layout = await page.evaluate(() => {
			const box = (selector) => {
				const r = document.querySelector(selector).getBoundingClientRect();
				return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
			};
			return {
				scrollWidth: document.documentElement.scrollWidth,
				width: window.innerWidth,
				height: window.innerHeight,
				boxes: {
					scores: box('#scoreboard'),
					table: box('#table-area'),
					hand: box('#hand'),
					cards: [...document.querySelectorAll('#hand .hand-card')].map((n) => {
						const r = n.getBoundingClientRect();
						return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
					}),
				},
			};
		});
		assert.equal(layout.width, PHONE.width);
		assert.ok(layout.scrollWidth <= layout.width, `nothing scrolls sideways: ${layout.scrollWidth} px wide`);
		const all = [layout.boxes.scores, layout.boxes.table, layout.boxes.hand, ...layout.boxes.cards];
		for (const [i, b] of all.entries()) {
			assert.ok(b.top >= 0 && b.bottom <= layout.height && b.left >= 0 && b.right <= layout.width,
				`${players} players: box ${i} ${JSON.stringify(b)} is outside the ${layout.width}x${layout.height} viewport`);
		}
		const file = join(ARTIFACTS, `web-phone-${players}p.png`);
		await page.screenshot({ path: file });
		console.log(`screenshot: ${file}`);
		assertNoProblems(page);
		await page.close();
	}
});

test('the desktop table, for the artifacts', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=escopa&players=2&level=easy&seed=11&speed=0'));
	await waitPhase(page, ['your-turn']);
	const file = join(ARTIFACTS, 'web-desktop.png');
	await page.screenshot({ path: file });
	console.log(`screenshot: ${file}`);
	assertNoProblems(page);
	await page.close();
});
