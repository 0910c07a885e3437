// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A whole game played with the mouse: cards and moves clicked, the legal
// moves shown, hints asked and checked against the engine's analysis in
// node, one undo, every hand's score by category checked against the
// engine, the game over screen, and a screenshot kept in <build>/artifacts.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import {
	ARTIFACTS, STOPS, assertNoProblems, checkAgainstEngine, eventCount, playGame, replayPage, useBrowser,
	waitPhase, waitPlayed,
} from './harness.mjs';

const shared = useBrowser({ engine: true });

async function clickMove(page, index) {
	const before = await eventCount(page);
	const buttons = page.locator('#moves button.move');
	const count = await buttons.count();
	assert.ok(count > 0, 'a chosen card lists its moves');
	await buttons.nth(index % count).click();
	await waitPlayed(page, before);
}

async function clickCard(page, index) {
	const cards = page.locator('#hand button.hand-card:not([aria-disabled="true"])');
	const n = await cards.count();
	assert.ok(n > 0, 'a card to play');
	await cards.nth(index % n).click();
}

// Every legal move, shown on demand: as many as the engine lists.
async function checkLegalMoves(page) {
	await page.click('#show-moves');
	const game = await replayPage(page, shared.engine);
	const legal = game.legalMoves().map(String).sort();
	game.free();
	const shown = (await page.locator('#moves button.move').evaluateAll(
		(nodes) => nodes.map((n) => n.dataset.move))).sort();
	assert.deepEqual(shown, legal, 'the legal moves shown are the engine\'s');
	await page.click('#show-moves');
	assert.equal(await page.locator('#moves-panel').isHidden(), true);
}

// A hint: the value of every move as the expert level (seed 1) reckons
// it, the same in node as in the page's worker.
async function checkHint(page) {
	await page.click('#hint');
	await page.waitForSelector('#moves .move .value');
	const shown = await page.locator('#moves button.move').evaluateAll((nodes) =>
		nodes.map((n) => [n.dataset.move, n.querySelector('.value')?.textContent ?? null]));
	const game = await replayPage(page, shared.engine);
	const bot = shared.engine.Bot.level('expert', 1n);
	const values = bot.analyze(game);
	bot.free();
	game.free();
	const fmt = (v) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(2)}`;
	const expected = new Map(values.map((v) => [String(v.move), fmt(v.value)]));
	assert.equal(shown.length, expected.size, 'a hint values every legal move');
	for (const [move, text] of shown)
		assert.equal(text.replace(' ★', ''), expected.get(move), `hint value of ${move}`);
	assert.ok(await page.locator('#moves .move.best').count() >= 1, 'the best move is marked');
}

// A move played, then taken back: the game is where it was.
async function checkUndo(page, turn) {
	const position = await page.evaluate(() => window.escopaPage.position());
	await clickCard(page, turn);
	await clickMove(page, turn);
	if (await waitPhase(page, STOPS) !== 'your-turn')
		return false;
	await page.click('#undo');
	await waitPhase(page, ['your-turn']);
	assert.equal(await page.evaluate(() => window.escopaPage.position()), position,
		'undo goes back to where the move was chosen');
	return true;
}

test('a whole game of Escoba de 15 with the mouse, scores checked against the engine', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=escoba_de_15&players=2&level=medium&seed=2026&speed=0'));
	let undone = false;
	let hinted = 0;
	const { turns, hands } = await playGame(page, {
		async turn(n) {
			if (n % 5 === 1)
				await checkLegalMoves(page);
			if (n % 6 === 2 && hinted < 4) {
				await checkHint(page);
				hinted++;
			}
			if (n >= 4 && !undone)
				undone = await checkUndo(page, n);
			await clickCard(page, n);
			const buttons = page.locator('#moves button.move');
			await buttons.nth(n % await buttons.count()).click();
		},
		async handOver() {
			await page.locator('#hand-over').waitFor({ state: 'visible' });
			assert.ok(await page.locator('#hand-over table.score-table td[data-category="total"]').count() >= 2,
				'the hand over dialog shows each side\'s total');
			await page.click('#continue');
		},
	});
	assert.ok(hands >= 1 && undone && hinted >= 1, `hands ${hands}, undone ${undone}, hints ${hinted}`);
	await page.locator('#hand-over').waitFor({ state: 'visible' });
	const title = await page.textContent('#hand-over-title');
	assert.match(title, /^Game over — /);
	const game = await checkAgainstEngine(page, shared.engine);
	const winner = game.winner;
	assert.match(title, winner === 0 ? /You win/ : winner === 1 ? /Seat 1 wins/ : /drawn/);
	game.free();
	const shot = join(ARTIFACTS, 'web-game-over.png');
	await page.evaluate(() => window.scrollTo(0, 0));
	await page.screenshot({ path: shot });
	console.log(`screenshot: ${shot} (${turns} turns, ${hands + 1} hands)`);
	assertNoProblems(page);
	await page.close();
});

test('a position in play, as a screenshot', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=escoba&players=4&level=hard&seed=11&speed=0'));
	await waitPhase(page, ['your-turn']);
	await page.locator('#hand button.hand-card').first().click();
	await page.locator('#moves button.move').first().hover();
	const shot = join(ARTIFACTS, 'web-game.png');
	await page.screenshot({ path: shot, fullPage: true });
	console.log(`screenshot: ${shot}`);
	assertNoProblems(page);
	await page.close();
});
