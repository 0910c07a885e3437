// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A whole game with the keyboard alone, never the mouse: Scopa with four
// players in two partnerships. Arrows and Enter, the number keys, L for
// the legal moves, H for a hint, U for undo, C to go on after each hand;
// the focus must always be somewhere visible and labelled.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
	STOPS, assertNoProblems, checkAgainstEngine, eventCount, playGame, useBrowser, waitPhase, waitPlayed,
} from './harness.mjs';

const shared = useBrowser({ engine: true });

/** What has the focus: its id or data, its accessible name, and whether its outline shows. */
function focused(page) {
	return page.evaluate(() => {
		const node = document.activeElement;
		const style = getComputedStyle(node);
		return {
			tag: node.tagName.toLowerCase(),
			id: node.id,
			card: node.dataset.handCard ?? null,
			move: node.dataset.move ?? null,
			label: node.getAttribute('aria-label') ?? node.textContent.trim(),
			outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
		};
	});
}

// One move by keys, in one of four ways.
async function keyMove(page, n, hinted) {
	const style = n % 4;
	if (style === 0) {
		// number keys: the first card, then its first move
		await page.keyboard.press('1');
		await page.keyboard.press('1');
	} else if (style === 1) {
		// arrows to a card, Enter, arrows to a move, Enter
		await page.keyboard.press('ArrowRight');
		assert.notEqual((await focused(page)).card, null);
		await page.keyboard.press('Enter');
		const move = await focused(page);
		assert.notEqual(move.move, null, 'choosing a card puts the focus on its first move');
		assert.ok(move.outline, 'the focused move shows its focus');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
	} else if (style === 2) {
		// L: every legal move (it stays on from turn to turn, so L may
		// hide it first), then Space on the last one
		await page.keyboard.press('l');
		if (await page.locator('#moves-panel').isHidden()) {
			assert.equal(await page.getAttribute('#show-moves', 'aria-pressed'), 'false');
			await page.keyboard.press('l');
		}
		assert.equal(await page.locator('#moves-panel').isVisible(), true);
		assert.equal(await page.getAttribute('#show-moves', 'aria-pressed'), 'true');
		assert.notEqual((await focused(page)).move, null, 'L puts the focus on the first move');
		await page.keyboard.press('End');
		await page.keyboard.press(' ');
	} else if (!hinted) {
		// H: every move valued, the focus on the first, which says its worth
		await page.keyboard.press('h');
		await page.waitForSelector('#moves .move .value');
		assert.match((await focused(page)).label, /worth [+−]\d+\.\d\d points/,
			'the focused move says what it is worth');
		await page.keyboard.press('Enter');
		return true;
	} else {
		// a card's moves, Escape back to the hand, then the card again
		await page.keyboard.press('Enter');
		await page.keyboard.press('Escape');
		assert.notEqual((await focused(page)).card, null, 'Escape goes back to the hand');
		await page.keyboard.press('Enter');
		await page.keyboard.press('Enter');
	}
	return hinted;
}

test('a whole game of Scopa in partnerships with the keyboard alone', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('preset=scopa&players=4&level=easy&seed=3&speed=0'));
	let undone = false;
	let hinted = false;
	const { turns, hands } = await playGame(page, {
		async turn(n) {
			const start = await focused(page);
			assert.notEqual(start.card, null,
				`at the start of a turn the focus is on a card of the hand (${start.tag} ${start.label})`);
			assert.ok(start.outline, 'the focused card shows its focus');
			assert.ok(start.label.length > 3, 'the focused card has a name');
			assert.match(await page.textContent('#turn-status'), /^Your turn\. You hold .+; \d+ piles? on the table\.$/,
				'a status says whose turn it is, for screen readers');
			if (n >= 3 && !undone) {
				// U: a move played, then taken back
				const before = await eventCount(page);
				await page.keyboard.press('1');
				await page.keyboard.press('1');
				await waitPlayed(page, before);
				if (await waitPhase(page, STOPS) !== 'your-turn')
					return;
				await page.keyboard.press('u');
				await page.waitForFunction((m) => window.escopaPage.events.length === m, before);
				await waitPhase(page, ['your-turn']);
				undone = true;
			}
			hinted = await keyMove(page, n, hinted);
		},
		async handOver(n) {
			assert.equal((await focused(page)).id, 'continue', 'the Continue button has the focus after a hand');
			await page.keyboard.press(n % 2 ? 'c' : 'Enter');
		},
	});
	assert.ok(undone && hinted && hands >= 1, `undone ${undone}, hinted ${hinted}, hands ${hands}`);
	const game = await checkAgainstEngine(page, shared.engine);
	assert.equal(game.sides, 2, 'four players in Scopa play in two partnerships');
	game.free();
	// the game over screen: its button starts a new game from the keyboard
	assert.equal((await focused(page)).id, 'continue');
	await page.keyboard.press('c');
	await page.waitForFunction(() => window.escopaPage.events.length <= 3 && window.escopaPage.phase !== 'game-over');
	console.log(`keyboard game: ${turns} turns, ${hands + 1} hands`);
	assertNoProblems(page);
	await page.close();
});

test('the shortcuts are documented on the page, and every control has a name', async () => {
	const page = await shared.session.newPage();
	await page.goto(shared.session.url('seed=5&speed=0'));
	await waitPhase(page, ['your-turn']);
	const keys = await page.locator('.keys dt').allTextContents();
	for (const key of ['L', 'H', 'U', 'C', 'N', 'Esc', 'Enter'])
		assert.ok(keys.some((k) => k.includes(key)), `the key ${key} is documented`);
	const unnamed = await page.evaluate(() => [...document.querySelectorAll('button, select, input, [tabindex]')]
		.filter((n) => !n.closest('[hidden]'))
		.filter((n) => {
			const name = n.getAttribute('aria-label') || n.textContent.trim() || n.labels?.[0]?.textContent.trim();
			return !name;
		}).map((n) => n.outerHTML.slice(0, 80)));
	assert.deepEqual(unnamed, [], 'controls without an accessible name');
	// Tab from the top reaches the setup, the hand and the actions
	const reached = new Set();
	await page.keyboard.press('Tab');
	for (let i = 0; i < 20; i++) {
		const f = await focused(page);
		reached.add(f.id || (f.card !== null ? 'hand-card' : f.tag));
		await page.keyboard.press('Tab');
	}
	for (const id of ['preset', 'new-game', 'hand-card', 'show-moves', 'hint'])
		assert.ok(reached.has(id), `Tab reaches ${id} (reached ${[...reached].join(', ')})`);
	assertNoProblems(page);
	await page.close();
});
