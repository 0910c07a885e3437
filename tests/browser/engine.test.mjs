// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The engine inside the browser: how long a greedy move takes, that the
// expert level moves within its default budget (400 sampled deals, no
// time budget) while the page plays, and that the same seed plays the
// same game in the browser as in C and in node, and that a position with
// more than 2**32 legal moves counts and chooses alike (the golden file
// of bindings/js/tests, which the native build checks in C and the node
// tests in node).

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { STOPS, assertNoProblems, figure, openBrowser, waitPhase } from './harness.mjs';

const GREEDY_BUDGET_MS = Number(process.env.ESCOPA_GREEDY_BUDGET_MS ?? 1);
// The expert level has no time budget; these bound what a player waits.
const EXPERT_MEAN_MS = Number(process.env.ESCOPA_EXPERT_MEAN_MS ?? 30);
const EXPERT_SLOWEST_MS = Number(process.env.ESCOPA_EXPERT_SLOWEST_MS ?? 500);
const EXPERT_DEALS = 400;
// The page must not freeze: no task of its main thread this long.
const MAIN_THREAD_MS = Number(process.env.ESCOPA_MAIN_THREAD_MS ?? 200);

const here = dirname(fileURLToPath(import.meta.url));
const GOLDEN_DIR = join(here, '..', '..', 'bindings', 'js', 'tests');

let session;
let page;

before(async () => {
	session = await openBrowser();
	page = await session.newPage();
	await page.goto(session.url('seed=1&speed=0'));
	await waitPhase(page, ['your-turn', 'thinking']);
});

after(async () => {
	if (page)
		assertNoProblems(page);
	await session?.close();
});

test('a greedy move in the browser', async () => {
	const result = await page.evaluate(() => {
		const e = window.escopaPage.engine;
		const rules = e.Rules.preset('escoba_de_15');
		let moves = 0;
		let games = 0;
		const start = performance.now();
		for (let seed = 1; moves < 20000; seed++, games++) {
			const game = new e.Game(rules, { players: 2, seed: BigInt(seed) });
			for (;;) {
				const phase = game.phase;
				if (phase === e.Phase.GAME_OVER)
					break;
				if (phase !== e.Phase.PLAYING) {
					game.nextHand();
					continue;
				}
				game.play(game.chooseMove('greedy'));
				moves++;
			}
			game.free();
		}
		const ms = performance.now() - start;
		rules.free();
		return { moves, games, ms };
	});
	const perMove = result.ms / result.moves;
	figure('greedy move in Chromium (choose + play, mean)', perMove, 'ms',
		`< ${GREEDY_BUDGET_MS} ms; ${result.moves} moves, ${result.games} games in ${result.ms.toFixed(0)} ms`);
	assert.ok(perMove < GREEDY_BUDGET_MS, `a greedy move took ${perMove.toFixed(4)} ms`);
});

test('the expert level moves within its default budget, in the worker, as the page plays', async () => {
	const expert = await session.newPage();
	await expert.goto(session.url('preset=escoba_de_15&players=2&level=expert&seed=4242&speed=0'));
	// the main thread's long tasks while the expert thinks in the worker
	await expert.evaluate(() => {
		window.longTasks = [];
		new PerformanceObserver((list) => window.longTasks.push(...list.getEntries().map((e) => e.duration)))
			.observe({ type: 'longtask' });
	});
	let turns = 0;
	for (let guard = 0; guard < 400; guard++) {
		const phase = await waitPhase(expert, STOPS);
		if (phase === 'game-over' || turns >= 60)
			break;
		if (phase !== 'your-turn') {
			await expert.click('#continue');
			continue;
		}
		const before = await expert.evaluate(() => window.escopaPage.events.length);
		await expert.locator('#hand button.hand-card').first().click();
		await expert.locator('#moves button.move').first().click();
		await expert.waitForFunction((n) => window.escopaPage.events.length > n, before);
		turns++;
	}
	const times = await expert.evaluate(() => window.escopaPage.timings.botMoves.map((m) => m.ms));
	assert.ok(times.length >= 20, `the expert moved ${times.length} times`);
	const mean = times.reduce((a, b) => a + b, 0) / times.length;
	const slowest = Math.max(...times);
	figure('expert move in the worker, mean', mean, 'ms', `< ${EXPERT_MEAN_MS} ms over ${times.length} moves`);
	figure('expert move in the worker, slowest', slowest, 'ms', `< ${EXPERT_SLOWEST_MS} ms`);
	assert.ok(mean < EXPERT_MEAN_MS, `expert mean ${mean.toFixed(2)} ms`);
	assert.ok(slowest < EXPERT_SLOWEST_MS, `expert slowest ${slowest.toFixed(1)} ms`);
	assert.deepEqual(expert.workers().map((w) => new URL(w.url()).pathname), ['/worker.mjs'],
		'the computer players run in the page\'s one worker');
	const longTasks = await expert.evaluate(() => window.longTasks);
	const longest = Math.max(0, ...longTasks);
	figure('longest task of the page\'s main thread while the expert played', longest, 'ms',
		`< ${MAIN_THREAD_MS} ms; ${longTasks.length} tasks over 50 ms`);
	assert.ok(longest < MAIN_THREAD_MS, `the page froze for ${longest} ms`);
	assertNoProblems(expert);
	await expert.close();

	// Its budget: no move is judged on more than its 400 deals, on a
	// stretch of positions of a greedy game.
	const samples = await page.evaluate((deals) => {
		const e = window.escopaPage.engine;
		const rules = e.Rules.preset('escoba_de_15');
		const game = new e.Game(rules, { players: 2, seed: 77n });
		const bot = e.Bot.level('expert', 5n);
		const seen = [];
		while (game.phase === e.Phase.PLAYING) {
			const values = bot.analyze(game);
			seen.push(...values.map((v) => v.samples));
			game.play(game.chooseMove('greedy'));
		}
		bot.free();
		game.free();
		rules.free();
		return { seen, over: seen.filter((s) => s < 1 || s > deals).length };
	}, EXPERT_DEALS);
	assert.ok(samples.seen.length > 20);
	assert.equal(samples.over, 0, `moves judged on more than ${EXPERT_DEALS} deals, or none`);
	figure('expert analysis, most deals behind a move', Math.max(...samples.seen), 'deals', `<= ${EXPERT_DEALS}`);
});

const golden = JSON.parse(readFileSync(join(GOLDEN_DIR, 'golden-games.json'), 'utf8'));

/** Lets the page import the node test's own replayer, golden.mjs. */
async function serveGolden() {
	await page.route('**/__golden__/golden.mjs', (route) => route.fulfill({
		contentType: 'text/javascript', body: readFileSync(join(GOLDEN_DIR, 'golden.mjs'), 'utf8'),
	}));
}

test('the same seed plays the same game in the browser as in C and node (golden file)', async () => {
	assert.equal(golden.format, 'libescopa golden games 2');
	await serveGolden();
	const played = await page.evaluate(async (games) => {
		const { playGolden } = await import('/__golden__/golden.mjs');
		return games.map((entry) => playGolden(window.escopaPage.engine, entry));
	}, golden.games);
	assert.equal(played.length, golden.games.length);
	golden.games.forEach((entry, i) => {
		const name = `${entry.rules}, ${entry.players} players, seed ${entry.seed}` +
			(entry.bot ? `, seat 0 ${entry.bot.level}` : ', greedy');
		const { moves, hands, scores, winner, position } = entry;
		assert.deepEqual(played[i], { moves, hands, scores, winner, position }, `golden game ${name}`);
	});
	console.log(`golden games played alike in Chromium: ${played.length} ` +
		`(${golden.games.filter((g) => g.bot).length} with a level bot)`);
});

test('past 2**32 moves the browser counts and chooses as C and node (golden file)', async () => {
	await serveGolden();
	const asked = await page.evaluate(async (positions) => {
		const { askGoldenPosition } = await import('/__golden__/golden.mjs');
		return positions.map((entry) => askGoldenPosition(window.escopaPage.engine, entry));
	}, golden.positions);
	assert.deepEqual(asked, golden.positions);
	console.log(`golden positions answered alike in Chromium: ${asked.length}, ` +
		`up to ${Math.max(...asked.map((p) => p.count))} moves`);
});
