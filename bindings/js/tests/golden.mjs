// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Replays golden-games.json with the package, as tests/agreement/golden-games.c
// plays it in C. It imports nothing, so the node test (golden.test.mjs)
// and a page in a browser can both use it:
//
//   import { playGolden, askGoldenPosition } from './golden.mjs';
//   const golden = await (await fetch('golden-games.json')).json();
//   for (const entry of golden.games) compare(playGolden(escopa, entry), entry);
//   for (const entry of golden.positions) compare(askGoldenPosition(escopa, entry), entry);
//
// playGolden() plays one game, seat 0 by the entry's bot level (or
// greedy), every other seat greedy, and returns what the file holds for
// it: {moves, hands, scores, winner, position}. askGoldenPosition() asks
// one position what the file holds for it, at the same indexes and from
// the same seeds: {position, count, at, page, random, random_bot, greedy}.

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

export function askGoldenPosition(escopa, entry) {
	const game = escopa.Game.fromPosition(entry.position);
	try {
		const text = (move) => move.toString();
		const random = entry.random.map(({ seed }) => {
			const rng = new escopa.SplitMix64(BigInt(seed));
			const moves = entry.random[0].moves.map(() => text(game.chooseMove('random', rng)));
			return { seed, moves };
		});
		const bots = entry.random_bot.map(({ seed }) => {
			const bot = new escopa.Bot('random', { seed: BigInt(seed) });
			try {
				return { seed, move: text(bot.choose(game)) };
			} finally {
				bot.free();
			}
		});
		return {
			position: game.position,
			count: game.moveCount(),
			at: entry.at.map(([index]) => [index, text(game.moveAt(index))]),
			page: { start: entry.page.start,
				moves: game.movesPage(entry.page.start, entry.page.moves.length).map(text) },
			random,
			random_bot: bots,
			greedy: text(game.chooseMove('greedy')),
		};
	} finally {
		game.free();
	}
}
