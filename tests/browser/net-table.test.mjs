// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Two pages at one table of examples/net-table, whose server keeps its
// seed: each joins with ?table=ws://…, gets its seat, and they play a
// whole game against each other through the server, each clicking its own
// moves. Both pages play the same moves as the server's game, every hand's
// score checks against the engine (replayed from the table's seed, which
// only the test knows), and neither page reports a problem. Neither page
// learns a hidden card: no message it gets tells the seed or another
// seat's card, and the other hand of its own game is a guess, which is
// not the real one. A page also plays the table's bots, at three seats
// with jokers and through a match of several games.

import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { assertNoProblems, checkAgainstEngine, openBrowser, playGame, useBrowser, WEB_ROOT } from './harness.mjs';
import { loadPackage, startTableServer } from '../../examples/net-table/server.mjs';

const SEED = 41;
const shared = useBrowser({ engine: true });
let tables;
// The second player's browser: a page of a browser of its own stays in
// front, so that its timers are not throttled as a background tab's are.
let second;

before(async () => {
	const escopa = await loadPackage(join(WEB_ROOT, 'libescopa'));
	tables = await startTableServer({ escopa, defaults: { preset: 'escoba_de_15', seed: SEED } });
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

/** A field of position notation: its words, '-' for none. */
function field(position, label) {
	const text = position.split('|').map((f) => f.trim()).find((f) => f.startsWith(`${label} `));
	return text.slice(label.length + 1).trim();
}

function handsOf(position) {
	return field(position, 'hands').split('/').map((group) =>
		group.trim().split(/\s+/).filter((word) => word !== '-').sort());
}

/** Nothing in a message names a seed, at any depth. */
function seedless(value) {
	return value === null || typeof value !== 'object' ||
		Object.entries(value).every(([key, inner]) => key !== 'seed' && seedless(inner));
}

test('two pages play a whole game at one table that keeps its seed', async () => {
	const query = `table=${encodeURIComponent(`${tables.url}/duo`)}&speed=0`;
	const pages = [await shared.session.newPage(), await second.newPage()];
	const received = pages.map((page) => {
		const frames = [];
		page.on('websocket', (socket) => socket.on('framereceived', (frame) => frames.push(frame.payload)));
		return frames;
	});
	// at each of its turns, the page's own hand is the table's, and its
	// guess of the other hand is compared with the real one
	const guesses = { checks: 0, differ: 0, withStock: 0, differWithStock: 0 };
	async function compareHands(page) {
		const guess = handsOf(await page.evaluate(() => window.escopaPage.position()));
		const server = tables.tables.get('duo').game;
		const real = handsOf(server.position);
		const seat = server.currentSeat;
		assert.deepEqual(guess[seat], real[seat], 'the page holds its seat\'s real hand');
		const other = 1 - seat;
		assert.equal(guess[other].length, real[other].length, 'the other hand\'s size');
		const differs = guess[other].join(' ') !== real[other].join(' ');
		guesses.checks++;
		guesses.differ += differs;
		if (field(server.position, 'stock') !== '-') {
			guesses.withStock++;
			guesses.differWithStock += differs;
		}
	}
	await pages[0].goto(shared.session.url(query));
	await pages[0].waitForFunction(() => /Waiting at the table/.test(document.getElementById('loading').textContent));
	await pages[1].goto(second.url(query));
	const results = await Promise.all(pages.map((page) => playGame(page, {
		turn: async (n) => {
			await compareHands(page);
			await clickTurn(page, n);
		},
		handOver: () => page.click('#continue'),
	})));
	const played = await Promise.all(pages.map((page) => page.evaluate(() => ({
		config: window.escopaPage.config, events: window.escopaPage.events,
		position: window.escopaPage.position(),
		undo: document.getElementById('undo').disabled,
		newGame: document.getElementById('new-game').disabled,
	}))));
	assert.deepEqual(played[1].events, played[0].events, 'both pages played the same game');
	assert.equal(played[0].config.preset, 'escoba_de_15');
	const server = tables.tables.get('duo').game;
	assert.ok(server.gameOver);
	played.forEach(({ position, undo, newGame }, seat) => {
		const game = shared.engine.Game.fromPosition(position);
		const [mine, real] = [game.view(seat), server.view(seat)];
		assert.equal(mine.text, real.text, 'the page\'s game, from its seat, is the table\'s');
		mine.free();
		real.free();
		game.free();
		assert.ok(undo && newGame, 'no undo and no new game at a table');
	});
	const seats = new Set(played[0].events.filter((e) => e.kind === 'play').map((e) => e.seat));
	assert.deepEqual([...seats].sort(), [0, 1]);
	for (const page of pages) {
		const game = await checkAgainstEngine(page, shared.engine, { seed: String(SEED) });
		assert.ok(game.gameOver);
		game.free();
		assertNoProblems(page);
	}
	// what the pages were told: never the seed, never another seat's card
	received.forEach((frames, seat) => {
		assert.ok(frames.length > 40, `page ${seat} got ${frames.length} messages`);
		for (const text of frames) {
			const msg = JSON.parse(text);
			assert.ok(seedless(msg), `a message names a seed: ${text}`);
			if (msg.type === 'view')
				msg.view.hands.forEach((hand, other) => assert.ok(other === seat ||
					typeof hand === 'number' || hand.length === 0, `another seat's cards: ${text}`));
		}
	});
	// what the pages hold: a guess of the other hand, wrong most of the
	// time while the stock still hides cards (once it is empty the hand can
	// be the only cards left unseen)
	assert.ok(guesses.differ > 0, JSON.stringify(guesses));
	assert.ok(guesses.differWithStock * 2 > guesses.withStock, JSON.stringify(guesses));
	console.log(`two pages: ${results[0].turns} + ${results[1].turns} turns, ${results[0].hands + 1} hands; ` +
		`other hand guessed wrong at ${guesses.differ} of ${guesses.checks} turns`);
	for (const page of pages)
		await page.close();
});

// One page against the table's bots: the guess holds cards for two other
// seats, jokers among them, and a match goes from game to game.
for (const [name, settings] of [['jokers', 'preset=escoba_comodines&players=3&bots=2'],
	['match', 'preset=escopa_match&players=2&bots=1']]) {
	test(`a page plays a whole game against the table's bots: ${settings}`, async () => {
		const table = `${tables.url}/${name}?${settings}&level=easy&seed=${SEED}`;
		const page = await shared.session.newPage();
		await page.goto(shared.session.url(`table=${encodeURIComponent(table)}&speed=0`));
		const result = await playGame(page, {
			turn: (n) => clickTurn(page, n),
			handOver: () => page.click('#continue'),
		});
		const server = tables.tables.get(name).game;
		assert.ok(server.gameOver);
		const position = await page.evaluate(() => window.escopaPage.position());
		const game = shared.engine.Game.fromPosition(position);
		const [mine, real] = [game.view(0), server.view(0)];
		assert.equal(mine.text, real.text, 'the page\'s game, from its seat, is the table\'s');
		mine.free();
		real.free();
		game.free();
		const replayed = await checkAgainstEngine(page, shared.engine, { seed: String(SEED) });
		assert.equal(replayed.position, server.position, 'the page played the table\'s game');
		replayed.free();
		assertNoProblems(page);
		console.log(`${name}: ${result.turns} turns, ${result.hands + 1} hands`);
		await page.close();
	});
}
