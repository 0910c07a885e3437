// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// What the browser tests share: the server, Chromium, a page that records
// every console error and page error, the engine loaded in node to check
// what the page shows, and the readers of the page's state.
// run.mjs sets the environment: ESCOPA_WEB_ROOT (the page as built),
// ESCOPA_CHROMIUM, ESCOPA_BROWSER_MODULES (where npm put playwright-core),
// ESCOPA_ARTIFACTS (screenshots), ESCOPA_BUILD.

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before } from 'node:test';
import { startServer } from '../../examples/web/serve.mjs';

const env = (name) => {
	const value = process.env[name];
	if (!value)
		throw new Error(`${name} is not set: run the browser tests through run.mjs (meson test --suite browser)`);
	return value;
};

export const WEB_ROOT = env('ESCOPA_WEB_ROOT');
export const ARTIFACTS = env('ESCOPA_ARTIFACTS');
export const BUILD = env('ESCOPA_BUILD');

const require = createRequire(join(env('ESCOPA_BROWSER_MODULES'), 'package.json'));
const { chromium } = require('playwright-core');

/** The JS package as node loads it: the one the page copies, from its package.json. */
export async function loadNodeEngine() {
	const dir = join(WEB_ROOT, 'libescopa');
	const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
	const entry = typeof pkg.exports === 'string' ? pkg.exports
		: pkg.exports?.['.']?.import ?? pkg.exports?.['.']?.default ?? pkg.exports?.['.'] ?? pkg.main;
	const mod = await import(pathToFileURL(join(dir, entry)).href);
	return mod.loadEscopa();
}

/** The phone of the layout test, in CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/**
 * A server, a browser, and pages that collect errors (`newPage({ phone:
 * true })` for one on a phone). Call close() at the end; each page's
 * `problems` lists every console error, page error,
 * failed request and HTTP error it met.
 */
export async function openBrowser() {
	const server = await startServer({ root: WEB_ROOT, idleSeconds: 300, lifetimeSeconds: 1200,
		maxRequests: 20000 });
	const browser = await chromium.launch({
		executablePath: env('ESCOPA_CHROMIUM'),
		headless: true,
		args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run',
			'--disable-extensions', '--disable-background-networking'],
	});
	const context = await browser.newContext({ viewport: { width: 1360, height: 900 } });
	// A phone in portrait: its own context, with touch and a small screen.
	let phoneContext = null;
	async function newPage({ phone = false } = {}) {
		if (phone && !phoneContext)
			phoneContext = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 2,
				isMobile: true, hasTouch: true });
		const page = await (phone ? phoneContext : context).newPage();
		page.problems = [];
		page.on('console', (msg) => {
			if (msg.type() === 'error' || msg.type() === 'warning')
				page.problems.push(`console ${msg.type()}: ${msg.text()}`);
		});
		page.on('pageerror', (err) => page.problems.push(`page error: ${err.message}`));
		page.on('requestfailed', (req) => {
			// a navigation cancels what the last page was still loading
			if (req.failure()?.errorText !== 'net::ERR_ABORTED')
				page.problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
		});
		page.on('response', (res) => {
			if (res.status() >= 400)
				page.problems.push(`HTTP ${res.status()}: ${res.url()}`);
		});
		return page;
	}
	return {
		server,
		browser,
		newPage,
		url: (query = '') => `${server.url}${query ? `?${query}` : ''}`,
		async close() {
			await browser.close();
			await server.close();
		},
	};
}

/**
 * Opens the browser (and, with `engine`, the package in node) before the
 * tests of a file and closes it after them; the returned object gets
 * `session` and `engine`.
 */
export function useBrowser({ engine = false } = {}) {
	const shared = {};
	before(async () => {
		shared.session = await openBrowser();
		if (engine)
			shared.engine = await loadNodeEngine();
	});
	after(async () => {
		await shared.session?.close();
	});
	return shared;
}

/**
 * The game a page played, played again in node from its settings and its
 * events; `onPlay(result, game)` sees every play. The caller frees it.
 */
export function replay(engine, config, events, onPlay = () => {}) {
	const rules = engine.Rules.preset(config.preset);
	const game = new engine.Game(rules, { players: config.players, seed: BigInt(config.seed) });
	rules.free();
	for (const event of events) {
		if (event.kind === 'play') {
			assert.equal(game.currentSeat, event.seat, `seat to play before ${event.move}`);
			onPlay(game.play(engine.Move.parse(event.move)), game);
		} else if (event.kind === 'next-hand') {
			game.nextHand();
		} else if (event.kind === 'next-game') {
			game.nextGame();
		} else {
			throw new Error(`unknown event ${JSON.stringify(event)}`);
		}
	}
	return game;
}

/**
 * The page's game replayed in node up to now (the caller frees it);
 * `settings` replace the page's own (a table's seed, which the page never
 * learns).
 */
export async function replayPage(page, engine, onPlay, settings = {}) {
	const { config, events } = await page.evaluate(() => ({
		config: window.escopaPage.config, events: window.escopaPage.events,
	}));
	return replay(engine, { ...config, ...settings }, events, onPlay);
}

export function assertNoProblems(page) {
	assert.deepEqual(page.problems, [], `the page reported problems:\n${page.problems.join('\n')}`);
}

/** Waits until the page's flow stops at one of the phases (escopaPage.phase). */
export async function waitPhase(page, phases, timeout = 30000) {
	await page.waitForFunction((wanted) => wanted.includes(window.escopaPage?.phase),
		phases, { timeout, polling: 5 });
	return page.evaluate(() => window.escopaPage.phase);
}

export const STOPS = ['your-turn', 'hand-over', 'match-game-over', 'game-over'];

/** How many things the page's game has done (plays, deals). */
export function eventCount(page) {
	return page.evaluate(() => window.escopaPage.events.length);
}

/** Waits until the page's game has done more than `before` things. */
export async function waitPlayed(page, before) {
	await page.waitForFunction((n) => window.escopaPage.events.length > n, before);
}

/**
 * Plays the page's game to its end, or to the first of the human's turns
 * at which `stop()` says so: `turn(number)` makes each of the human's
 * moves, `handOver(number, phase)` goes on after each hand. Returns
 * { turns, hands, phase }.
 */
export async function playGame(page, { turn, handOver, stop = () => false }) {
	let turns = 0;
	let hands = 0;
	for (let guard = 0; guard < 5000; guard++) {
		const phase = await waitPhase(page, STOPS);
		if (phase === 'game-over' || (phase === 'your-turn' && await stop()))
			return { turns, hands, phase };
		if (phase === 'your-turn') {
			const before = await eventCount(page);
			await turn(++turns);
			await waitPlayed(page, before);
		} else {
			await handOver(++hands, phase);
		}
	}
	throw new Error('the game did not end');
}

/** Every hand's score table as the page shows it, by game and hand. */
export async function shownHands(page) {
	return page.evaluate(() => [...document.querySelectorAll('#history table.score-table')].map((table) => {
		const cells = {};
		for (const td of table.querySelectorAll('td[data-side][data-category]')) {
			const side = Number(td.dataset.side);
			(cells[side] ??= {})[td.dataset.category] = Number(td.firstChild.textContent);
		}
		return { game: Number(table.dataset.game), hand: Number(table.dataset.hand), cells };
	}).reverse());
}

/** The game scores the scoreboard shows, one a side. */
export async function shownScores(page) {
	return page.evaluate(() => [...document.querySelectorAll('#scoreboard .score')]
		.map((node) => Number(node.querySelector('.points').textContent)));
}

/**
 * Plays the page's game again in node from what the page says it did (its
 * settings and every move), and checks every hand's score by category and
 * the game scores against what the page shows (`settings` as replayPage()
 * takes them). Returns the replayed game (the caller frees it).
 */
export async function checkAgainstEngine(page, engine, settings = {}) {
	const shown = await shownHands(page);
	const hands = [];
	const game = await replayPage(page, engine, (result, g) => {
		if (result.handOver)
			hands.push({ game: g.gameNumber ?? 1, hand: g.handNumber, rows: g.handScores() });
	}, settings);
	assert.equal(shown.length, hands.length, 'hands shown against hands the engine played');
	const keys = ['cards', 'coins', 'sevenOfCoins', 'sevens', 'allCoins', 'primiera', 'napola', 'sweeps', 'total'];
	for (let i = 0; i < hands.length; i++) {
		assert.equal(shown[i].hand, hands[i].hand, `hand number of table ${i}`);
		assert.equal(shown[i].game, hands[i].game, `game number of table ${i}`);
		hands[i].rows.forEach((row, side) => {
			for (const key of keys) {
				const cell = shown[i].cells[side]?.[key];
				if (cell === undefined) {
					// a category the rules do not score is not shown, and is 0
					assert.equal(row[key], 0, `hand ${hands[i].hand}: ${key} of side ${side} is not shown but scored`);
				} else {
					assert.equal(cell, row[key], `hand ${hands[i].hand}: ${key} of side ${side}`);
				}
			}
		});
	}
	assert.deepEqual(await shownScores(page), [...game.scores], 'game scores on the scoreboard');
	return game;
}

export function figure(name, value, unit, target) {
	const shown = typeof value === 'number' ? value.toFixed(value < 10 ? 3 : 1) : value;
	console.log(`figure: ${name} = ${shown} ${unit}${target ? ` (target ${target})` : ''}`);
}
