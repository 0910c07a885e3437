// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The computer players and the move analysis, in a Web Worker of their
// own (a module worker), so that a search never holds up the page. It
// loads its own instance of the engine. The page sends what the seat to
// play can see (its view, as text) and gets a move or the values of every
// move back, by their text; the worker never learns a hidden card.
//
// Messages in:  { id, type: 'choose' | 'analyze', view, level, seed }
//               { id, type: 'review', record, from, to, seed }: the review
//                 of moves from..to-1 of a record (its text), each from
//                 what its seat could see (the engine's Review)
//               { id, type: 'review-cancel' }: stops that review, which
//                 then answers an error
// Messages out: { id, type: 'move', move, ms }
//               { id, type: 'analysis', values: [{ move, value, samples }], ms }
//               { id, type: 'review-progress', done, total }
//               { id, type: 'review', moves: [entry], ms, sides: [totals] },
//                 moves as text, and each side's totals over those moves
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

const cancelled = new Set();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function plainEntry(entry) {
	const out = {};
	for (const [key, value] of Object.entries(entry))
		out[key] = typeof value === 'bigint' ? Number(value)
			: value !== null && typeof value === 'object' ? String(value) : value;
	return out;
}

async function review(escopa, msg) {
	if (!escopa.Review)
		throw new Error(`this engine (${escopa.libraryVersion}) has no review`);
	// A review of its own for each hand: the same marks every time from
	// the same seed, and totals that are this hand's alone, whatever other
	// hand is reviewed between two of its decisions.
	const reviewer = new escopa.Review({ seed: BigInt(msg.seed) });
	const record = escopa.Record.parse(msg.record);
	const start = performance.now();
	try {
		const moves = record.moves;
		const entries = [];
		const total = msg.to - msg.from;
		for (let index = msg.from; index < msg.to; index++) {
			// between two decisions a cancel can come in
			await nextTask();
			if (cancelled.delete(msg.id))
				throw new Error('review cancelled');
			const game = record.gameAt(index);
			try {
				entries.push({ ...plainEntry(reviewer.decision(game, moves[index])), index });
			} finally {
				game.free();
			}
			self.postMessage({ id: msg.id, type: 'review-progress', done: entries.length, total });
		}
		const first = record.gameAt(msg.from);
		const sides = first.sides;
		first.free();
		return { id: msg.id, type: 'review', moves: entries, ms: performance.now() - start,
			sides: Array.from({ length: sides }, (_, side) => reviewer.totals(side)) };
	} finally {
		record.free();
		reviewer.free();
	}
}

async function handle(msg) {
	const escopa = await enginePromise;
	if (msg.type === 'review')
		return review(escopa, msg);
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
	if (event.data.type === 'review-cancel') {
		cancelled.add(event.data.id);
		return;
	}
	handle(event.data).then(
		(reply) => self.postMessage(reply),
		(err) => self.postMessage({ id: event.data.id, type: 'error', message: String(err?.message ?? err) }));
};

enginePromise.then(
	(escopa) => self.postMessage({ type: 'ready', version: escopa.libraryVersion }),
	(err) => self.postMessage({ type: 'error', message: `the engine did not load: ${err?.message ?? err}` }));
