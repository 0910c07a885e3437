// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The page loads and deals quickly, for every preset and 2 to 4 players,
// with the seats, partnerships and hands the engine says, and no error;
// the seed box shows the seed in play, the hands' heading waits for a
// hand's end, and a trail is explained where it is named.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventCount, figure, replay, STOPS, useBrowser, waitPhase, waitPlayed } from './harness.mjs';

const PRESETS = ['escoba_de_15', 'escoba', 'escopa', 'escova_de_31', 'escoba_comodines', 'scopa',
	'escopa_match'];
// Page load to the first deal, from the local server.
const LOAD_BUDGET_MS = Number(process.env.ESCOPA_LOAD_BUDGET_MS ?? 1000);

const shared = useBrowser({ engine: true });

test('page load to the first deal', async () => {
	const page = await shared.session.newPage();
	const times = [];
	for (let i = 0; i < 5; i++) {
		// a fresh navigation each time, every file fetched again (no-store)
		await page.goto(shared.session.url(`seed=${100 + i}&speed=0`));
		await waitPhase(page, ['your-turn', 'thinking']);
		await page.waitForFunction(() => window.escopaPage.timings.firstDeal !== null);
		times.push(await page.evaluate(() => window.escopaPage.timings.firstDeal));
	}
	const sorted = [...times].sort((a, b) => a - b);
	const median = sorted[2];
	figure('page load to first deal, first load', times[0], 'ms');
	figure('page load to first deal, median of 5', median, 'ms', `< ${LOAD_BUDGET_MS} ms`);
	assert.ok(median < LOAD_BUDGET_MS, `the first deal took ${median.toFixed(1)} ms (median), over ${LOAD_BUDGET_MS} ms`);
	assertNoProblems(page);
	await page.close();
});

test('every preset with 2, 3 and 4 players deals as the engine does', async () => {
	const page = await shared.session.newPage();
	for (const preset of PRESETS) {
		for (const players of [2, 3, 4]) {
			const seed = 7 + players;
			await page.goto(shared.session.url(`preset=${preset}&players=${players}&level=easy&seed=${seed}&speed=0`));
			await waitPhase(page, ['your-turn']);
			const shown = await page.evaluate(() => ({
				opponents: document.querySelectorAll('#opponents .seat').length,
				partners: document.querySelectorAll('#opponents .seat.partner').length,
				sides: document.querySelectorAll('#scoreboard .score').length,
				hand: [...document.querySelectorAll('#hand button.hand-card')].map((b) => Number(b.dataset.handCard)),
				table: [...document.querySelectorAll('#table [data-card]')].map((n) => Number(n.dataset.card)),
				events: window.escopaPage.events,
			}));
			const game = replay(shared.engine, { preset, players, seed }, shown.events);
			const what = `${preset}, ${players} players`;
			assert.equal(shown.opponents, players - 1, `${what}: seats shown`);
			assert.equal(shown.sides, game.sides, `${what}: sides on the scoreboard`);
			assert.equal(shown.partners, game.sides < players ? 1 : 0, `${what}: partner shown`);
			assert.deepEqual(shown.hand, [...game.hand(0)].map((c) => c.id).sort((a, b) => a - b), `${what}: hand`);
			assert.deepEqual(shown.table.sort((a, b) => a - b), [...game.table].map((c) => c.id).sort((a, b) => a - b),
				`${what}: table`);
			game.free();
		}
	}
	assertNoProblems(page);
	await page.close();
});

test('the deck follows the rules, and every style draws', async () => {
	const page = await shared.session.newPage();
	for (const [query, deck] of [['preset=scopa', 'italian'], ['preset=escopa', 'french'],
		['preset=escoba_de_15', 'spanish'], ['preset=scopa&deck=spanish', 'spanish']]) {
		await page.goto(shared.session.url(`${query}&seed=3&speed=0`));
		await waitPhase(page, ['your-turn']);
		const label = await page.locator('#hand button.hand-card').first().getAttribute('aria-label');
		const names = { italian: / di (Denari|Coppe|Spade|Bastoni)/, spanish: / de (Oros|Copas|Espadas|Bastos)/,
			french: /[♦♥♠♣]/ };
		assert.match(label, names[deck], `${query}: a card named in the ${deck} style`);
		const svg = await page.locator('#hand .card-svg').count();
		assert.ok(svg >= 1, 'cards are drawn as SVG');
	}
	assertNoProblems(page);
	await page.close();
});

test('the seed box shows the seed in play', async () => {
	const page = await shared.session.newPage();
	const inPlay = () => page.evaluate(() => window.escopaPage.config.seed);
	const newGame = async () => {
		await page.click('#new-game');
		await waitPhase(page, ['your-turn', 'thinking']);
	};
	await page.goto(shared.session.url('seed=7&speed=0'));
	await waitPhase(page, ['your-turn', 'thinking']);
	assert.equal(await page.inputValue('#seed'), '7', 'the seed of the URL stays in the box');
	assert.match(await page.textContent('#scoreboard'), /seed 7(?!\d)/);
	// left as it is, the box asks for a new deal, and then shows its seed
	await newGame();
	const fresh = await inPlay();
	assert.notEqual(fresh, '7', 'New game with the box untouched deals a new game');
	assert.equal(await page.inputValue('#seed'), fresh, 'the box shows the new seed');
	assert.match(await page.textContent('#scoreboard'), new RegExp(`seed ${fresh}(?!\\d)`));
	// typed in, even the number shown, it deals that seed
	await page.fill('#seed', fresh);
	await newGame();
	assert.equal(await inPlay(), fresh, 'a seed typed in is dealt again');
	await page.fill('#seed', '7');
	await newGame();
	assert.equal(await inPlay(), '7');
	assert.equal(await page.inputValue('#seed'), '7');
	assertNoProblems(page);
	await page.close();
});

test('the hands heading waits for a hand\'s end; a trail is explained', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=escoba_de_15&level=easy&seed=7&speed=0'));
	await waitPhase(page, ['your-turn']);
	assert.equal(await page.locator('#hands-history').isHidden(), true, 'no Hands heading in hand 1');
	await page.click('#show-moves');
	let trails = 0;
	for (let phase = 'your-turn'; phase === 'your-turn'; phase = await waitPhase(page, STOPS)) {
		assert.equal(await page.locator('#hands-history').isHidden(), true, 'no Hands heading in hand 1');
		const trail = page.locator('#moves button.move:has(.move-words[title])').first();
		const move = await trail.count() ? trail : page.locator('#moves button.move').first();
		if (await trail.count()) {
			assert.match(await trail.locator('.move-words').getAttribute('title'),
				/^Trailed: laid on the table without taking anything/);
			assert.match(await trail.textContent(), /trailed \(laid on the table, nothing taken\)/);
			trails++;
		}
		const before = await eventCount(page);
		await move.click();
		await waitPlayed(page, before);
	}
	assert.ok(trails >= 1, 'a trail was offered in the first hand');
	const explained = await page.locator('#log li[title^="Trailed: laid on the table"]').allTextContents();
	assert.ok(explained.some((line) => /^You: .* trailed \(laid on the table, nothing taken\)\.$/.test(line)),
		`the log explains your trail: ${explained.join(' | ')}`);
	await page.click('#continue');
	await waitPhase(page, ['your-turn', 'thinking']);
	assert.equal(await page.locator('#hands-history').isVisible(), true, 'the Hands heading after hand 1');
	assert.equal(await page.locator('#history table.score-table').count(), 1);
	assertNoProblems(page);
	await page.close();
});
