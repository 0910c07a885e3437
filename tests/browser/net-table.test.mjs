// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Two pages at one table of examples/net-table: each joins with
// ?table=ws://…, gets its seat, and they play a whole game against each
// other through the server, each clicking its own moves. Both pages play
// the same moves as the server's game, every hand's score checks against
// the engine, and neither page reports a problem.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { assertNoProblems, checkAgainstEngine, openBrowser, playGame, useBrowser, WEB_ROOT } from './harness.mjs';
import { loadPackage, startTableServer } from '../../examples/net-table/server.mjs';

const shared = useBrowser({ engine: true });
let tables;
// The second player's browser: a page of a browser of its own stays in
// front, so that its timers are not throttled as a background tab's are.
let second;

before(async () => {
	const escopa = await loadPackage(join(WEB_ROOT, 'libescopa'));
	tables = await startTableServer({ escopa, defaults: { preset: 'escoba_de_15', seed: 41 }, shareSeed: true });
	second = await openBrowser();
});
after(async () => {
	await second?.close();
	await tables?.close();
});

async function clickTurn(page, n) {
	const cards = page.locator('#hand button.hand-card:not([aria-disabled="true"])');
	await cards.nth(n % await cards.count()).click();
	const moves = page.locator('#moves button.move');
	await moves.nth(n % await moves.count()).click();
}

test('two pages play a whole game at one table', async () => {
	const query = `table=${encodeURIComponent(`${tables.url}/duo`)}&speed=0`;
	const pages = [await shared.session.newPage(), await second.newPage()];
	await pages[0].goto(shared.session.url(query));
	await pages[0].waitForFunction(() => /Waiting at the table/.test(document.getElementById('loading').textContent));
	await pages[1].goto(second.url(query));
	const results = await Promise.all(pages.map((page) => playGame(page, {
		turn: (n) => clickTurn(page, n),
		handOver: () => page.click('#continue'),
	})));
	const played = await Promise.all(pages.map((page) => page.evaluate(() => ({
		config: window.escopaPage.config, events: window.escopaPage.events,
		position: window.escopaPage.position(),
		hand: [...document.querySelectorAll('#hand button.hand-card')].length,
	}))));
	assert.deepEqual(played[1].events, played[0].events, 'both pages played the same game');
	assert.equal(played[0].config.seed, '41');
	assert.equal(played[0].config.preset, 'escoba_de_15');
	const server = tables.tables.get('duo').game;
	assert.equal(played[0].position, server.position, 'the pages\' game is the table\'s');
	assert.ok(server.gameOver);
	const seats = new Set(played[0].events.filter((e) => e.kind === 'play').map((e) => e.seat));
	assert.deepEqual([...seats].sort(), [0, 1]);
	for (const page of pages) {
		const game = await checkAgainstEngine(page, shared.engine);
		assert.ok(game.gameOver);
		game.free();
		assertNoProblems(page);
	}
	console.log(`two pages: ${results[0].turns} + ${results[1].turns} turns, ${results[0].hands + 1} hands`);
	for (const page of pages)
		await page.close();
});

test('a page at a table whose server keeps its seed gets a clear error', async () => {
	const escopa = await loadPackage(join(WEB_ROOT, 'libescopa'));
	const secret = await startTableServer({ escopa });
	try {
		const page = await shared.session.newPage();
		await page.goto(shared.session.url(`table=${encodeURIComponent(`${secret.url}/alone`)}&speed=0`));
		await page.waitForFunction(() => /No seat at the table: .*--share-seed/.test(document.body.textContent),
			null, { timeout: 10000 });
		assert.ok(page.problems.every((p) => /--share-seed/.test(p)), page.problems.join('\n'));
		await page.close();
	} finally {
		await secret.close();
	}
});
