// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Games: dealing, legal moves, playing, refusals with their reason, scores.

import test from 'node:test';
import assert from 'node:assert/strict';
import { at, escopa, playOut } from './helpers.mjs';

const { Game, Rules, Move, Phase, Refusal, MoveKind } = escopa;

test('a seeded game is dealt the same every time', () => {
	const a = new Game('escoba_de_15', { players: 2, seed: 42n });
	const b = new Game('escoba_de_15', { players: 2, seed: 42 });
	const c = new Game('escoba_de_15', { players: 2, seed: 43n });
	assert.equal(a.position, b.position);
	assert.ok(a.equals(b));
	assert.notEqual(a.position, c.position);
	assert.equal(a.players, 2);
	assert.equal(a.sides, 2);
	assert.equal(a.phase, Phase.PLAYING);
	assert.equal(a.hand(0).size, 3);
	assert.equal(a.hand(1).size, 3);
	for (const g of [a, b, c])
		g.free();
});

test('every preset plays to the end with 2, 3 and 4 players', () => {
	for (const preset of Rules.presets) {
		for (const players of [2, 3, 4]) {
			const game = new Game(preset, { players, seed: 7n });
			const plays = playOut(game, (g) => g.legalMoves()[0]);
			assert.ok(plays.length > 0);
			assert.equal(game.phase, Phase.GAME_OVER, `${preset} ${players}`);
			assert.ok(game.winner === null ? game.drawn : game.winner < game.sides);
			assert.equal(game.scores.length, game.sides);
			game.free();
		}
	}
});

test('legal moves are legal, and play says what it did', () => {
	const game = new Game('escopa', { seed: 2026n });
	const moves = game.legalMoves();
	assert.ok(moves.length > 0);
	assert.equal(game.moveCount(), moves.length);
	assert.ok(moves.every((m) => game.isLegal(m) && m instanceof Move));
	assert.ok(game.moveAt(-1).equals(moves.at(-1)));
	assert.deepEqual(game.movesPage(1, 2).map(String), moves.slice(1, 3).map(String));
	assert.deepEqual([...game.iterMoves()].map(String), moves.map(String));
	const seat = game.currentSeat;
	const move = moves[0];
	const result = game.play(move);
	assert.equal(result.seat, seat);
	assert.equal(result.side, game.sideOf(seat));
	assert.ok(result.move.equals(move));
	assert.equal(result.taken.mask, move.kind === MoveKind.CAPTURE ? move.target.mask : 0n);
	assert.equal(typeof result.sweep, 'boolean');
	assert.notEqual(game.currentSeat, seat);
	game.free();
});

test('iterMoves() walks a position with more moves than MAX_LEGAL_MOVES a page at a time', () => {
	// Escopa's capture multiples and a table of 26 cards: millions of captures.
	const table = '1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b 7c 7e';
	const game = at('escopa', '7o 8o 9o', '8c 9c 10c', table);
	const count = game.moveCount();
	assert.ok(count > escopa.MAX_LEGAL_MOVES, `${count} moves`);
	assert.throws(() => game.legalMoves(), (error) => error instanceof escopa.TooManyMovesError &&
		      error.count === count && error.limit === escopa.MAX_LEGAL_MOVES);
	let n = 0, last = null;
	for (const move of game.iterMoves()) {
		if (n % 500000 === 0)
			assert.ok(game.isLegal(move));
		last = move;
		n++;
		if (n === 1200000)
			break;
	}
	assert.equal(n, 1200000);
	assert.ok(last.equals(game.moveAt(n - 1)));
	game.free();
});

test('a refused move throws IllegalMoveError with the reason, and changes nothing', () => {
	const game = Game.fromPosition(new Game('escoba_de_15', { seed: 1n }).position);
	const before = game.position;
	const held = game.hand(game.currentSeat).toArray()[0];
	const other = game.hand(1 - game.currentSeat).toArray()[0];
	assert.equal(game.refusal(Move.make(MoveKind.TRAIL, other)), Refusal.NOT_YOUR_TURN);
	assert.throws(() => game.play(Move.make(MoveKind.TRAIL, other)), (error) => {
		assert.ok(error instanceof escopa.IllegalMoveError);
		assert.ok(error instanceof escopa.EscopaError);
		assert.equal(error.status, 8);
		assert.equal(error.statusName, 'ESCOPA_E_ILLEGAL');
		assert.equal(error.refusal, Refusal.NOT_YOUR_TURN);
		assert.equal(error.refusalName, 'ESCOPA_REFUSAL_NOT_YOUR_TURN');
		assert.equal(error.refusalText, game.refusalText(Move.make(MoveKind.TRAIL, other)));
		assert.ok(error.message.endsWith(error.refusalText));
		return true;
	});
	assert.equal(game.position, before);
	assert.equal(game.refusal(game.legalMoves()[0]), Refusal.NONE);
	assert.equal(game.refusalText(game.legalMoves()[0]), 'the move is legal');
	assert.ok(held);
	game.free();
});
