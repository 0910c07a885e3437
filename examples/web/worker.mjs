// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The computer players and the move analysis, in a Web Worker of their
// own (a module worker), so that a search never holds up the page. It
// loads its own instance of the engine. The page sends what the seat to
// play can see (its view, as text) and gets a move or the values of every
// move back, by their text; the worker never learns a hidden card.
//
// Messages in:  { id, type: 'choose' | 'analyze', view, level, seed }
// Messages out: { id, type: 'move', move, ms }
//               { id, type: 'analysis', values: [{ move, value, samples }], ms }
//               { id, type: 'error', message }
//               { type: 'ready', version } once, when the engine is loaded

import { loadEscopa } from './libescopa/src/index.mjs';

const enginePromise = loadEscopa();
// One player per level and seed: a player holds its search buffers, and a
// choice depends only on the seed and the view, so it can be kept.
const bots = new Map();

function botFor(escopa, level, seed) {
	const key = `${level}:${seed}`;
	let bot = bots.get(key);
	if (!bot) {
		bot = escopa.Bot.level(level, BigInt(seed));
		bots.set(key, bot);
	}
	return bot;
}

async function handle(msg) {
	const escopa = await enginePromise;
	const view = escopa.View.parse(msg.view);
	try {
		const bot = botFor(escopa, msg.level, msg.seed);
		const start = performance.now();
		if (msg.type === 'choose') {
			const move = bot.choose(view);
			return { id: msg.id, type: 'move', move: move.toString(), ms: performance.now() - start };
		}
		if (msg.type === 'analyze') {
			const values = bot.analyze(view).map((v) => ({
				move: v.move.toString(), value: v.value, samples: v.samples,
			}));
			return { id: msg.id, type: 'analysis', values, ms: performance.now() - start };
		}
		throw new Error(`unknown request ${msg.type}`);
	} finally {
		view.free();
	}
}

self.onmessage = (event) => {
	handle(event.data).then(
		(reply) => self.postMessage(reply),
		(err) => self.postMessage({ id: event.data.id, type: 'error', message: String(err?.message ?? err) }));
};

enginePromise.then(
	(escopa) => self.postMessage({ type: 'ready', version: escopa.libraryVersion }),
	(err) => self.postMessage({ type: 'error', message: `the engine did not load: ${err?.message ?? err}` }));
