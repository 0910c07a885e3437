// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// game.playNext() and game.turn(): the same game as play() and
// legalMoves(), the same errors as play() with nothing changed, the moves
// as a view of wasm memory that stays live when memory grows and is
// refused once overwritten or freed, and positions with more moves than
// the buffer first holds.

import test from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { escopa, at, packageDir } from './helpers.mjs';

const { Game, Phase, PlayFlag, IllegalMoveError, MalformedMoveError, PhaseError, ParseError,
	UseAfterFreeError } = escopa;

/** The Turn a game is at, by the getters and legalMoves(). */
function expectedTurn(game) {
	const playing = game.phase === Phase.PLAYING;
	return {
		phase: game.phase,
		currentSeat: playing ? game.currentSeat : null,
		moves: playing ? game.legalMoves().map((m) => m.value) : [],
	};
}

function assertTurn(turn, game) {
	const want = expectedTurn(game);
	assert.equal(turn.phase, want.phase);
	assert.equal(turn.currentSeat, want.currentSeat);
	assert.ok(turn.moves instanceof BigUint64Array);
	assert.deepEqual(Array.from(turn.moves), want.moves);
	assert.equal(turn.moveCount, want.moves.length);
}

function plain(result) {
	return { ...result, move: result.move.value, taken: result.taken.mask, lastTake: result.lastTake.mask };
}

for (const rules of ['escoba_de_15', 'escoba', 'scopa']) {
	test(`${rules}: playNext() plays the game play() plays, and says what comes next`, () => {
		for (let seed = 1n; seed <= 3n; seed++) {
			const a = new Game(rules, { players: 2, seed }), b = new Game(rules, { players: 2, seed });
			let turn = b.turn();
			assert.equal(turn.played, null);
			assert.equal(turn.flags, 0);
			assertTurn(turn, b);
			let pick = 0;
			while (!a.gameOver) {
				if (a.phase !== Phase.PLAYING) {
					a.nextHand();
					b.nextHand();
					turn = b.turn();
					assertTurn(turn, b);
					continue;
				}
				const moves = a.legalMoves();
				const move = moves[pick++ % moves.length];
				const result = a.play(move);
				turn = b.playNext(turn.moves[moves.indexOf(move)]);
				assert.equal(b.position, a.position);
				assertTurn(turn, b);
				assert.deepEqual(plain(turn.played), plain(result));
				assert.equal(turn.flags, result.flags);
				assert.equal(turn.sweep, result.sweep);
				assert.equal(turn.clearedTable, result.clearedTable);
				assert.equal(turn.handOver, result.handOver);
				assert.equal(turn.gameOver, result.gameOver);
				assert.equal(turn.played, turn.played, 'played is made once');
			}
			assert.ok(turn.gameOver);
			assert.equal(turn.phase, Phase.GAME_OVER);
			assert.equal(turn.moves.length, 0);
			a.free();
			b.free();
		}
	});
}

test('playNext() takes a Move, move text or a value, as play() does', () => {
	const game = at('escoba_de_15', '10c 1o 2o', '1e 2e 3e', '6e 5o 3b 4b');
	const turn = game.playNext('10c x 5o');
	assert.equal(turn.played.move.toString(), '10c x 5o');
	assert.equal(turn.currentSeat, 1);
	game.playNext(escopa.Move.parse('1e'));
	game.playNext(game.legalMoves()[0].value);
	game.free();
});

/** `body(game)` throws from playNext() what it throws from play(), and
 *  neither changes the game nor the moves of its last Turn. */
function sameError(game, move, cls) {
	const before = game.position;
	const turn = game.turn();
	const moves = Array.from(turn.moves);
	let fromPlay = null;
	assert.throws(() => game.play(move), (error) => { fromPlay = error; return true; });
	assert.throws(() => game.playNext(move), (error) => {
		assert.ok(error instanceof cls, `${error.name}: ${error.message} is a ${cls.name}`);
		assert.equal(error.constructor, fromPlay.constructor);
		for (const key of ['message', 'status', 'statusName', 'refusal', 'refusalName', 'refusalText'])
			assert.equal(error[key], fromPlay[key], key);
		return true;
	});
	assert.equal(game.position, before, 'a refused move changes nothing');
	assert.deepEqual(Array.from(turn.moves), moves, 'nor the moves of the last Turn');
}

test('an illegal move: the IllegalMoveError of play(), and nothing changes', () => {
	const game = at('escoba_de_15', '10c 1o 2o', '1e 2e 3e', '6e 5o 3b 4b');
	sameError(game, '10c x 6e', IllegalMoveError);
	sameError(game, '1e', IllegalMoveError);
	assert.equal(game.turn().moves.length, game.legalMoves().length);
	game.free();
});

test('a malformed move, bad text, a value out of range, not a move: the errors of play()', () => {
	const game = at('escoba_de_15', '1o 2o 3o', '1c 2c 3c', '10e 10b 9e 9b');
	sameError(game, 0n, MalformedMoveError);
	sameError(game, 2n ** 64n, MalformedMoveError);
	sameError(game, '1o xx', ParseError);
	sameError(game, 15, TypeError);
	sameError(game, null, TypeError);
	game.free();
});

test('no hand in play: the PhaseError of play()', () => {
	const game = new Game('escoba_de_15', { seed: 7n });
	let turn = game.turn();
	let move = null;
	while (turn.phase === Phase.PLAYING) {
		move = turn.moves[0];
		turn = game.playNext(move);
	}
	assert.ok(turn.handOver);
	assert.equal(turn.currentSeat, null);
	assert.equal(turn.moveCount, 0);
	assert.equal(turn.played.flags & PlayFlag.HAND_OVER, PlayFlag.HAND_OVER);
	sameError(game, move, PhaseError);
	game.free();
});

test('a Turn\'s moves are refused once the next turn overwrote them, or the game was freed', () => {
	const game = new Game('escopa', { seed: 5n });
	const first = game.turn();
	const second = game.playNext(first.moves[0]);
	assert.throws(() => first.moves, /overwritten/);
	assert.equal(first.phase, Phase.PLAYING, 'what was copied stays');
	assert.ok(second.moves.length > 0);
	game.free();
	assert.throws(() => second.moves, /overwritten/);
	assert.ok(second.played.move, 'the result was copied');
	assert.throws(() => game.playNext(0n), UseAfterFreeError);
	assert.throws(() => game.turn(), UseAfterFreeError);
	game.free();
});

test('Symbol.dispose frees the game and its buffer', () => {
	const game = new Game();
	const turn = game.turn();
	game[Symbol.dispose]();
	assert.equal(game.freed, true);
	assert.throws(() => turn.moves, /overwritten/);
});

// The joker table of counts.test.mjs: more moves than wasm32's size_t
// counts. The buffer grows to MAX_LEGAL_MOVES (8 MB), which grows memory.
const COUNT = 1832519380199;
function jokerTable() {
	const table = '1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b 6o 6c 6e 6b ' +
		'7o 7c 7e 7b 8o 8c 8e 8b 9o 9c 9e 9b 10o 10c 10e 10b jk2';
	return Game.fromPosition(
		'position 1 | rules escoba_comodines capture_multiples=1 forced_capture=none | ' +
		'players 2 | hand 1 | dealer 1 | phase playing | seat 1 | plays 35 | hands - / jk1 | ' +
		`table ${table} | stock - | captured - / - | sweeps 0 0 | aside - | ` +
		'scores 0 0 | last - | winner - | rng 1a738b426458e734');
}

test('more moves than the buffer holds: the exact count, and the first MAX_LEGAL_MOVES', () => {
	const small = new Game('escoba', { seed: 3n });
	const kept = small.turn();
	const copy = Array.from(kept.moves);
	const held = kept.moves;
	const games = [jokerTable(), jokerTable()];
	const turns = games.map((game) => game.turn());
	for (const [i, turn] of turns.entries()) {
		assert.equal(turn.moveCount, COUNT);
		assert.equal(turn.moves.length, escopa.MAX_LEGAL_MOVES);
		assert.deepEqual(Array.from(turn.moves.subarray(0, 3)), games[i].movesPage(0, 3).map((m) => m.value));
		const last = escopa.MAX_LEGAL_MOVES - 1;
		assert.equal(turn.moves[last], games[i].moveAt(last).value);
	}
	// 16 MB more than the 16 MB the module starts with: memory grew, which
	// detached the view read before, and a new read is live again
	assert.equal(held.length, 0, 'memory grew');
	assert.deepEqual(Array.from(kept.moves), copy);
	games.forEach((game) => game.free());
	small.free();
});

test('a Turn keeps its game, and so its moves, from the garbage collector', () => {
	// In a child with --expose-gc: the game is unreferenced but for its
	// Turn; were it collected, its buffer would go to the next games'.
	const script = `
		import { loadEscopa } from ${JSON.stringify(pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href)};
		const escopa = await loadEscopa();
		const turn = (() => new escopa.Game('escoba', { seed: 3n }).turn())();
		const copy = Array.from(turn.moves).join();
		for (let i = 0; i < 20; i++) {
			globalThis.gc();
			await new Promise((resolve) => setTimeout(resolve, 10));
			const other = new escopa.Game('escopa', { seed: BigInt(i) });
			other.turn();
			other.free();
		}
		console.log(Array.from(turn.moves).join() === copy ? 'kept' : 'lost');
	`;
	const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script],
				 { encoding: 'utf8' });
	assert.equal(out.trim(), 'kept');
});

test('playNext() does not leak: free() frees the buffer too', () => {
	// A leak would move each new game to fresh memory, higher and higher.
	const highest = [];
	for (let i = 0; i < 300; i++) {
		const game = new Game('escoba', { seed: BigInt(i) });
		const turn = game.playNext(game.turn().moves[0]);
		highest.push(Math.max(game._ptr, turn.moves.byteOffset));
		game.free();
	}
	assert.ok(Math.max(...highest.slice(-100)) <= Math.max(...highest.slice(0, 10)),
		  'the last games use the memory of the first');
});
