// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Replays one game of golden-games.json with the package, as
// tests/golden-games.c plays it in C: seat 0 by the entry's bot level (or
// greedy), every other seat greedy. It imports nothing, so the node test
// (golden.test.mjs) and a page in a browser can both use it:
//
//   import { playGolden } from './golden.mjs';
//   const games = (await (await fetch('golden-games.json')).json()).games;
//   for (const entry of games) compare(playGolden(escopa, entry), entry);
//
// It returns what the file holds for the entry: {moves, hands, scores,
// winner, position}.

export function playGolden(escopa, entry) {
	const game = new escopa.Game(entry.rules, { players: entry.players, seed: BigInt(entry.seed) });
	const bot = entry.bot ? escopa.Bot.level(entry.bot.level, BigInt(entry.bot.seed)) : null;
	try {
		const moves = [];
		const hands = [];
		while (!game.gameOver) {
			if (game.phase !== escopa.Phase.PLAYING) {
				game.nextHand();
				continue;
			}
			const move = bot && game.currentSeat === 0 ? bot.choose(game) : game.chooseMove('greedy');
			moves.push(move.toString());
			if (game.play(move).handOver)
				hands.push(game.handScores().map((score) => score.total));
		}
		return { moves, hands, scores: game.scores, winner: game.winner, position: game.position };
	} finally {
		game.free();
		bot?.free();
	}
}
