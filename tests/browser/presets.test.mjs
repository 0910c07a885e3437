// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A whole game through the page in the other presets and player counts
// (the stacking rule, jokers, captures of 30, partnerships, three sides),
// clicking the first move of a card each turn, every hand's score checked
// against the engine; and a match, on to its second game.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, checkAgainstEngine, playGame, useBrowser } from './harness.mjs';

const shared = useBrowser({ engine: true });

async function clickTurn(page, n) {
	const cards = page.locator('#hand button.hand-card:not([aria-disabled="true"])');
	await cards.nth(n % await cards.count()).click();
	const moves = page.locator('#moves button.move');
	await moves.nth(n % await moves.count()).click();
}

const GAMES = [
	['escoba', 3, 31],
	['escopa', 4, 32],
	['escoba_comodines', 2, 33],
	['escova_de_31', 3, 34],
];

for (const [preset, players, seed] of GAMES) {
	test(`a whole game of ${preset} with ${players} players`, async () => {
		const page = await shared.session.newPage();
		await page.goto(shared.session.url(`preset=${preset}&players=${players}&level=easy&seed=${seed}&speed=0`));
		const { turns, hands } = await playGame(page, {
			turn: (n) => clickTurn(page, n),
			handOver: () => page.click('#continue'),
		});
		const game = await checkAgainstEngine(page, shared.engine);
		assert.ok(game.gameOver, 'the engine agrees that the game is over');
		game.free();
		console.log(`${preset}, ${players} players: ${turns} turns, ${hands + 1} hands`);
		assertNoProblems(page);
		await page.close();
	});
}

test('a match of Escopa goes on to its next game', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=escopa_match&players=2&level=easy&seed=35&speed=0'));
	let gameOvers = 0;
	await playGame(page, {
		turn: (n) => clickTurn(page, n),
		async handOver(n, phase) {
			if (phase === 'match-game-over') {
				gameOvers++;
				assert.match(await page.textContent('#hand-over-title'), /^Game over — /);
				assert.match(await page.textContent('#hand-over-body'), /Games won: /);
				assert.match(await page.textContent('#continue'), /Next game of the match/);
			}
			await page.click('#continue');
		},
		stop: async () => gameOvers > 0,
	});
	assert.equal(gameOvers, 1);
	const shown = await page.textContent('#scoreboard .score-what');
	assert.match(shown, /game 2, hand 1/);
	assert.deepEqual(await page.locator('#scoreboard .points').allTextContents(), ['0', '0'],
		'the second game starts from 0');
	const game = await checkAgainstEngine(page, shared.engine);
	assert.equal(game.gameNumber, 2);
	game.free();
	assertNoProblems(page);
	await page.close();
});
