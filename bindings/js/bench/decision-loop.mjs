// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The cost of a decision through the JavaScript API in node: list the
// legal moves, choose one, play it, read the next state (phase, seat to
// play), over whole games of one preset, 2 players, seeds 1..GAMES. Each
// loop of the API is timed, and so is the same loop in native C
// (tests/bench/bench-decision-loop.c), in interleaved runs; it prints the
// median microseconds a decision of each and their ratio to native.
//
//   node bindings/js/bench/decision-loop.mjs [--package DIR] [--native PROGRAM]
//        [--baseline DIR] [--games N] [--runs N] [--preset NAME]
//
// DIR is the package directory of a WebAssembly build (by default
// $ESCOPA_JS_PACKAGE, else build-wasm/bindings/js); PROGRAM is
// bench-decision-loop of a native release build (without it, no ratio);
// --baseline names another package directory (an older build) whose loops
// run in the same runs, for a comparison in one run; --loop NAME (getters
// or playNext) runs that loop alone (levels.sh counts its instructions).
// The loops pick their moves with the same generator, so that every loop
// plays the same decisions: the script checks that they count alike.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = { package: process.env.ESCOPA_JS_PACKAGE ?? 'build-wasm/bindings/js', native: null,
	       baseline: null, games: 100, runs: 7, preset: 'escoba_de_15', loop: null };
for (let i = 2; i < process.argv.length; i += 2) {
	const key = process.argv[i].replace(/^--/, '');
	if (!(key in args) || i + 1 >= process.argv.length) {
		console.error('usage: decision-loop.mjs [--package DIR] [--native PROGRAM] [--baseline DIR] ' +
			      '[--games N] [--runs N] [--preset NAME] [--loop NAME]');
		process.exit(2);
	}
	args[key] = typeof args[key] === 'number' ? Number(process.argv[i + 1]) : process.argv[i + 1];
}

/** The package of a build directory, loaded. */
async function load(dir) {
	const pkg = await import(pathToFileURL(path.resolve(dir, 'src', 'index.mjs')).href);
	const escopa = await pkg.loadEscopa();
	return { escopa, rules: new escopa.Rules(args.preset) };
}

/** mulberry32, as bench-decision-loop.c: a 32-bit generator cheap in both. */
function generator() {
	let state = 1;
	return (n) => {
		state = (state + 0x6D2B79F5) | 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		return Math.floor(((t ^ (t >>> 14)) >>> 0) * n / 4294967296);
	};
}

/** One getter per field, legalMoves() and play(): the API as it was first. */
function getterLoop({ escopa: { Game, Phase }, rules }, games, generator) {
	const pick = generator();
	let decisions = 0;
	for (let g = 1; g <= games; g++) {
		const game = new Game(rules, { players: 2, seed: BigInt(g) });
		for (;;) {
			const phase = game.phase;
			if (phase === Phase.GAME_OVER)
				break;
			if (phase !== Phase.PLAYING) {
				game.nextHand();
				continue;
			}
			if (game.currentSeat < 0)
				throw new Error('no seat to play');
			const moves = game.legalMoves();
			game.play(moves[pick(moves.length)]);
			decisions++;
		}
		game.free();
	}
	return decisions;
}

/** turn() at the start of each hand, then playNext() for every move. */
function playNextLoop({ escopa: { Game, Phase }, rules }, games, generator) {
	const pick = generator();
	let decisions = 0;
	for (let g = 1; g <= games; g++) {
		const game = new Game(rules, { players: 2, seed: BigInt(g) });
		let next = game.turn();
		for (;;) {
			if (next.phase === Phase.GAME_OVER)
				break;
			if (next.phase !== Phase.PLAYING) {
				game.nextHand();
				next = game.turn();
				continue;
			}
			if (next.currentSeat === null)
				throw new Error('no seat to play');
			const moves = next.moves;
			next = game.playNext(moves[pick(moves.length)]);
			decisions++;
		}
		game.free();
	}
	return decisions;
}

/** A loop of its own for a package: compiled again from its text, so
 *  that the JIT's feedback on one package's classes does not slow the
 *  other package's loop. */
function fresh(loop, pkg) {
	const compiled = new Function(`return ${loop}`)();
	return (games) => compiled(pkg, games, generator);
}

/** The loops each package has, by name. */
function loopsOf(pkg, suffix) {
	const loops = { [`getters${suffix}`]: fresh(getterLoop, pkg) };
	if (typeof pkg.escopa.Game.prototype.playNext === 'function')
		loops[`playNext${suffix}`] = fresh(playNextLoop, pkg);
	return loops;
}
const loops = {
	...(args.baseline ? loopsOf(await load(args.baseline), ' (baseline)') : {}),
	...loopsOf(await load(args.package), ''),
};
if (args.loop)
	for (const name of Object.keys(loops))
		if (name !== args.loop)
			delete loops[name];

function timeLoop(loop) {
	const t0 = process.hrtime.bigint();
	const decisions = loop(args.games);
	const ns = Number(process.hrtime.bigint() - t0);
	return { decisions, us: ns / 1000 / decisions };
}

/** The native loop, run long enough to time: REPS passes over the games. */
function native(reps) {
	const out = spawnSync(args.native, [String(args.games), String(reps), args.preset],
			      { encoding: 'utf8' });
	const m = /decisions (\d+) seconds ([\d.]+) ns-per-decision ([\d.]+)/.exec(out.stdout);
	if (out.status !== 0 || !m)
		throw new Error(`${args.native} failed: ${out.stderr || out.stdout}`);
	return { decisions: Number(m[1]), seconds: Number(m[2]), us: Number(m[3]) / 1000 };
}

for (const loop of Object.values(loops))
	loop(Math.min(args.games, 20)); // warm the JIT up
let reps = 1;
if (args.native) {
	const probe = native(1);
	reps = Math.max(1, Math.round(0.2 / Math.max(probe.seconds, 1e-6)));
}
const times = Object.fromEntries([...Object.keys(loops), 'native'].map((k) => [k, []]));
let count = null;
const same = (decisions, what) => {
	count ??= decisions;
	if (decisions !== count)
		throw new Error(`${what} made ${decisions} decisions, not ${count}: not the same loop`);
};
for (let run = 0; run < args.runs; run++) {
	for (const [name, loop] of Object.entries(loops)) {
		const { decisions, us } = timeLoop(loop);
		same(decisions, name);
		times[name].push(us);
	}
	if (args.native) {
		const { decisions, us } = native(reps);
		same(decisions, 'native');
		times.native.push(us);
	}
}

const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
console.log(`${args.preset}, 2 players, ${args.games} games, ${count} decisions a pass, ` +
	    `median of ${args.runs} interleaved runs (node ${process.versions.node})`);
console.log(`${'loop'.padEnd(20)} ${'µs/decision'.padStart(12)} ${'× native'.padStart(9)}`);
for (const [name, list] of Object.entries(times)) {
	if (list.length === 0)
		continue;
	const us = median(list);
	const ratio = args.native ? (us / median(times.native)).toFixed(1) : '-';
	console.log(`${name.padEnd(20)} ${us.toFixed(3).padStart(12)} ${ratio.padStart(9)}`);
}
