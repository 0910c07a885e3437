// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The time a level bot takes to choose a move through the JavaScript API
// in node: games of one preset, 2 players, seeds 1..GAMES, every move
// chosen by Bot.level(LEVEL, 1). Each package named runs in every run, in
// turn; it prints the median milliseconds a move of each.
//
//   node bindings/js/bench/bot-move.mjs [--level NAME] [--games N] [--runs N]
//        [--preset NAME] DIR...
//
// DIR is the package directory of a WebAssembly build (default
// build-wasm/bindings/js). The packages must choose the same moves: the
// script checks that they make as many.

import path from 'node:path';
import { pathToFileURL } from 'node:url';

const args = { level: 'expert', games: 4, runs: 5, preset: 'escoba_de_15' };
const dirs = [];
for (let i = 2; i < process.argv.length; i++) {
	const key = process.argv[i].replace(/^--/, '');
	if (key === process.argv[i]) {
		dirs.push(process.argv[i]);
		continue;
	}
	if (!(key in args) || i + 1 >= process.argv.length) {
		console.error('usage: bot-move.mjs [--level NAME] [--games N] [--runs N] [--preset NAME] DIR...');
		process.exit(2);
	}
	args[key] = typeof args[key] === 'number' ? Number(process.argv[++i]) : process.argv[++i];
}
if (dirs.length === 0)
	dirs.push('build-wasm/bindings/js');

async function load(dir) {
	const pkg = await import(pathToFileURL(path.resolve(dir, 'src', 'index.mjs')).href);
	return pkg.loadEscopa();
}

/** Whole games, every move the bot's: the moves made and the seconds. */
function games({ Game, Bot, Phase }) {
	const bot = Bot.level(args.level, 1n);
	let moves = 0;
	const t0 = process.hrtime.bigint();
	for (let g = 1; g <= args.games; g++) {
		const game = new Game(args.preset, { players: 2, seed: BigInt(g) });
		while (!game.gameOver) {
			if (game.phase !== Phase.PLAYING) {
				game.nextHand();
				continue;
			}
			game.play(bot.choose(game));
			moves++;
		}
		game.free();
	}
	const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
	bot.free();
	return { moves, seconds };
}

const packages = await Promise.all(dirs.map(load));
const times = dirs.map(() => []);
let count = null;
for (let run = 0; run < args.runs; run++) {
	packages.forEach((escopa, i) => {
		const { moves, seconds } = games(escopa);
		count ??= moves;
		if (moves !== count)
			throw new Error(`${dirs[i]} made ${moves} moves, not ${count}: not the same games`);
		times[i].push(seconds * 1000 / moves);
	});
}
const median = (xs) => [...xs].sort((a, b) => a - b)[(xs.length - 1) >> 1];
console.log(`${args.preset}, 2 players, ${args.level} bot, ${args.games} games, ${count} moves, ` +
	    `median of ${args.runs} interleaved runs (node ${process.versions.node})`);
dirs.forEach((dir, i) => console.log(`${median(times[i]).toFixed(2).padStart(8)} ms a move  ${dir}`));
