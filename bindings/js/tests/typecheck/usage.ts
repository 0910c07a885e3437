// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Compiled with tsc --strict against the installed package by
// pack.test.mjs: the declarations (escopa.d.ts) must type this use of the
// API, and must reject the mistakes at the end (each // @ts-expect-error
// fails the check if the line type-checks).

import { loadEscopa, IllegalMoveError, Phase, viewJsonToText, type Game, type Move, type Score,
	type Turn, type ViewJson } from 'libescopa';

const escopa = await loadEscopa();
const game: Game = new escopa.Game('escoba_de_15', { players: 2, seed: 2026n });
const moves: Move[] = game.legalMoves();
const first = moves[0];
if (first !== undefined) {
	const result = game.play(first);
	const taken: bigint = result.taken.mask;
	console.log(result.sweep, result.lastTakeSide ?? 'nobody', taken);
}
const key: bigint = game.infoKey(0);
// counts are Numbers; an index a Number or a BigInt
const count: number = game.moveCount();
const last: Move = game.moveAt(BigInt(count) - 1n);
const page: Move[] = game.movesPage(0n, 2);
for (const move of game.iterMoves(count - 1))
	console.log(move.equals(last), page.length);
const bot = escopa.Bot.level('expert', 1n);
const racer = new escopa.Bot('pimc', { iterations: 64, endgame_cards: 12, opponent_model: 'none', seed: 2n });
const [lowest, highest] = escopa.Bot.bounds('iterations', 'ismcts');
console.log(racer.options.endgame_cards, racer.seed, lowest + highest);
racer.free();
const view = game.view(game.currentSeat);
const hints: string[] = bot.analyze(view).map((v) => `${v.move} ${v.value.toFixed(2)}`);
try {
	game.play('7o x 8c');
} catch (error) {
	if (error instanceof IllegalMoveError)
		console.log(error.status, error.refusal, error.refusalText);
}
const scores: Score[] = game.handScores();
if (game.phase === Phase.PLAYING)
	console.log(scores[0]?.sevenOfCoins, key, hints, view.text, game.position);
const rules = new escopa.Rules('escopa').set('target', 21);
const record = new escopa.Record(rules, { seed: 5 });
record.setTag('Event', 'typecheck');
const copy: Uint8Array = game.snapshot();
escopa.Game.fromSnapshot(copy).free();
for (const card of game.hand(0))
	console.log(card.format(escopa.Style.SPANISH), card.suit === escopa.Suit.COINS);
const json: ViewJson = view.toJSON();
const hidden: number = json.hands.filter((h) => typeof h === 'number').length;
escopa.View.fromJSON(viewJsonToText(json)).free();
console.log(hidden, json.table.map((pile) => pile.join('+')), escopa.Move.fromJSON('7o').card);
// one call a decision: the moves as a view of wasm memory
const turn: Turn = game.turn();
const value = turn.moves[0];
if (value !== undefined && turn.currentSeat !== null) {
	const after: Turn = game.playNext(value);
	console.log(after.handOver, after.played?.taken.mask, after.moveCount, after.phase === Phase.PLAYING);
}
view.free();
record.free();
rules.free();
game.free();
bot[Symbol.dispose]();

// @ts-expect-error: a view's phase is one of four names
const phase: ViewJson['phase'] = 'over';
console.log(phase);
// @ts-expect-error: players is a number
new escopa.Game('escopa', { players: '2' });
// @ts-expect-error: there is no level 'grandmaster'
escopa.Bot.level('grandmaster');
// @ts-expect-error: the option is endgame_cards, its C name
new escopa.Bot('pimc', { endgameCards: 12 });
// @ts-expect-error: a move value is a BigInt, not a boolean
game.play(true);
// @ts-expect-error: a page's size is a Number
game.movesPage(0, 2n);
// @ts-expect-error: a Turn's moves are values, not Move objects
const notMove: Move = game.turn().moves[0];
console.log(notMove);
// @ts-expect-error: infoKey() is a BigInt
const wrong: number = game.infoKey(0);
console.log(wrong);
