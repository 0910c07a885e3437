// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// A game's exact external forms: its position notation and its snapshot;
// copies, dealing from a deck, matches.

import test from 'node:test';
import assert from 'node:assert/strict';
import { escopa, playOut, throwsStatus } from './helpers.mjs';

const { Game, ParseError, DeckError, PhaseError, Phase, Card } = escopa;

function midGame(seed) {
	const game = new Game('escopa', { players: 2, seed });
	for (let i = 0; i < 5; i++)
		game.play(game.chooseMove());
	return game;
}

test('the position notation reads back to the same game', () => {
	const game = midGame(11n);
	const back = Game.fromPosition(game.position);
	assert.ok(back.equals(game));
	assert.equal(back.position, game.position);
	assert.deepEqual(back.legalMoves().map(String), game.legalMoves().map(String));
	const other = new Game();
	other.loadPosition(game.position);
	assert.ok(other.equals(game));
	for (const g of [game, back, other])
		g.free();
});

test('a position that does not read says where, and loadPosition changes nothing', () => {
	const game = midGame(12n);
	const before = game.position;
	const broken = before.replace('players 2', 'players 9');
	assert.throws(() => game.loadPosition(broken), (error) => {
		assert.ok(error instanceof ParseError);
		assert.equal(error.status, 11);
		assert.equal(error.line, 1);
		assert.equal(error.offset, broken.indexOf('players 9') + 'players '.length);
		assert.equal(typeof error.reason, 'string');
		return true;
	});
	assert.equal(game.position, before);
	throwsStatus(assert, () => Game.fromPosition('position'), ParseError, 11);
	assert.throws(() => Game.fromPosition(null), TypeError);
	game.free();
});

test('a snapshot is 256 bytes and restores the same game', () => {
	const game = midGame(13n);
	const snap = game.snapshot();
	assert.ok(snap instanceof Uint8Array);
	assert.equal(snap.length, escopa.SNAPSHOT_SIZE);
	const back = Game.fromSnapshot(snap);
	assert.ok(back.equals(game));
	const again = Game.fromSnapshot(snap.buffer.slice(0));
	assert.ok(again.equals(game), 'an ArrayBuffer is taken too');
	game.play(game.chooseMove());
	assert.ok(!back.equals(game));
	game.restore(snap);
	assert.ok(back.equals(game));
	for (const g of [game, back, again])
		g.free();
});

test('a damaged snapshot is refused with the offending byte, and nothing changes', () => {
	const game = midGame(14n);
	const snap = game.snapshot();
	const before = game.position;
	const bad = Uint8Array.from(snap);
	bad[0] ^= 0xFF;
	assert.throws(() => game.restore(bad), (error) => {
		assert.ok(error instanceof ParseError);
		assert.equal(error.offset, 0);
		return true;
	});
	throwsStatus(assert, () => game.restore(snap.subarray(0, 100)), ParseError, 11);
	assert.throws(() => game.restore([1, 2, 3]), TypeError);
	assert.equal(game.position, before);
	game.free();
});

test('clone and copyFrom make independent copies', () => {
	const game = midGame(15n);
	const clone = game.clone();
	assert.ok(clone.equals(game));
	clone.play(clone.chooseMove());
	assert.ok(!clone.equals(game));
	const target = new Game('scopa', { players: 4 });
	target.copyFrom(game);
	assert.ok(target.equals(game));
	assert.throws(() => target.copyFrom(game.view(0)), TypeError);
	for (const g of [game, clone, target])
		g.free();
});

test('the queries of a game', () => {
	const game = new Game('escoba_de_15', { players: 4, seed: 5n });
	assert.equal(game.players, 4);
	assert.equal(game.sides, 2, 'Escoba de 15 for four is played in partnerships');
	assert.deepEqual([0, 1, 2, 3].map((s) => game.sideOf(s)), [0, 1, 0, 1]);
	assert.equal(game.hands.length, 4);
	const dealt = game.hands.reduce((all, hand) => all.union(hand), game.table);
	assert.equal(dealt.size + game.stock.length + game.setAside.size, 40);
	assert.ok(game.stock.every((card) => card instanceof Card));
	assert.equal(game.handNumber, 1);
	assert.equal(game.phase, Phase.PLAYING);
	assert.equal(game.option('target'), game.rules.get('target'));
	assert.deepEqual(game.scores, [0, 0]);
	assert.equal(game.winner, null);
	assert.equal(game.lastCaptureSide === null || game.lastCaptureSide === 0, true);
	assert.equal(game.piles.length, game.table.size);
	playOut(game, (g) => g.chooseMove());
	assert.ok(game.gameOver);
	assert.equal(game.winner, game.scores[0] > game.scores[1] ? 0 : 1);
	const score = game.handScore(0);
	assert.equal(score.total, score.cards + score.coins + score.sevenOfCoins + score.sevens +
		     score.allCoins + score.primiera + score.napola + score.sweeps);
	throwsStatus(assert, () => game.handScore(2), escopa.IndexOutOfRangeError, 2, /side 2 is out of range: not in 0..1/);
	throwsStatus(assert, () => game.hand(4), escopa.IndexOutOfRangeError, 2, /seat 4 is out of range: not in 0..3/);
	throwsStatus(assert, () => game.legalMoves(), PhaseError, 9);
	throwsStatus(assert, () => game.nextHand(), PhaseError, 9);
	game.free();
});

test('scorePiles scores captured piles as a game scores its hand', () => {
	const game = new Game('escopa', { seed: 17n });
	while (game.phase === Phase.PLAYING)
		game.play(game.chooseMove());
	const captured = [game.captured(0), game.captured(1)];
	const sweeps = [game.sweeps(0), game.sweeps(1)];
	assert.deepEqual(escopa.scorePiles('escopa', captured, sweeps), game.handScores());
	const rules = game.rules;
	assert.deepEqual(escopa.scorePiles(rules, captured.map(String), sweeps), game.handScores());
	const none = escopa.scorePiles('escopa', ['7o', '']);
	assert.equal(none[0].sevenOfCoins, 1);
	assert.equal(none[1].total, 0);
	throwsStatus(assert, () => escopa.scorePiles('escopa', ['7o', '7o']), escopa.InvalidCardError, 3);
	throwsStatus(assert, () => escopa.scorePiles('escopa', []), escopa.InvalidArgumentError, 2);
	throwsStatus(assert, () => escopa.scorePiles('escopa', ['7o'], [1001]), escopa.InvalidArgumentError, 2);
	assert.throws(() => escopa.scorePiles('escopa', ['7o', '1o'], [0]), TypeError);
	assert.throws(() => escopa.scorePiles('escopa', '7o'), TypeError);
	rules.free();
	game.free();
});

test('dealing from a deck order, and a deck that is not a permutation', () => {
	const deck = Array.from({ length: 40 }, (_, id) => Card.fromId(39 - id));
	const a = Game.fromDeck('escoba_de_15', 2, deck);
	const b = Game.fromDeck('escoba_de_15', 2, deck.map(String));
	assert.ok(a.equals(b));
	const bad = [...deck.slice(1), deck[1]];
	throwsStatus(assert, () => Game.fromDeck('escoba_de_15', 2, bad), DeckError, 10);
	assert.throws(() => Game.fromDeck('escoba_de_15', 2, 7), TypeError);
	a.free();
	b.free();
});

test('a match of several games', () => {
	const game = new Game('escopa_match', { seed: 3n });
	assert.equal(game.gameNumber, 1);
	assert.equal(game.matchOver, false);
	assert.equal(game.matchWinner, null);
	while (!game.matchOver) {
		playOut(game, (g) => g.chooseMove());
		if (!game.matchOver) {
			const number = game.gameNumber;
			game.nextGame();
			assert.equal(game.gameNumber, number + 1);
		}
	}
	const wins = [game.gamesWon(0), game.gamesWon(1)];
	assert.equal(game.matchWinner, wins[0] > wins[1] ? 0 : 1);
	throwsStatus(assert, () => game.nextGame(), PhaseError, 9);
	game.free();
});

test('the simple players: greedy, and random from a SplitMix64', () => {
	const game = new Game('escoba', { seed: 21n });
	assert.ok(game.chooseMove().equals(game.chooseMove('greedy')));
	assert.ok(game.chooseMove(escopa.Player.GREEDY).equals(game.chooseMove()));
	const rng = new escopa.SplitMix64(7n);
	const move = game.chooseMove('random', rng);
	assert.ok(game.isLegal(move));
	assert.notEqual(rng.state, 7n, 'one step per decision');
	const replay = new escopa.SplitMix64(7n);
	assert.ok(game.chooseMove('random', replay).equals(move));
	assert.equal(replay.state, rng.state);
	assert.ok(game.chooseMove('random', 7n).equals(move), 'a state for one decision');
	const check = new escopa.SplitMix64(42n);
	check.next();
	assert.equal(check.state, 42n + 0x9E3779B97F4A7C15n);
	throwsStatus(assert, () => game.chooseMove('random'), escopa.NullArgumentError, 1);
	throwsStatus(assert, () => game.chooseMove('clever'), escopa.InvalidArgumentError, 2);
	assert.throws(() => game.chooseMove('random', 'seed'), TypeError);
	game.free();
});
