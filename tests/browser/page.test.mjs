// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The page loads and deals quickly, for every preset and 2 to 4 players,
// with the seats, partnerships and hands the engine says, and no error.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, figure, replay, useBrowser, waitPhase } from './harness.mjs';

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
