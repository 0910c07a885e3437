// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The hand's score as it is earned: sweeps at once, and each category
// (cards, coins, the 7 of coins, sevens, primiera...) decided as soon as
// no card still to be taken can change it, or else still open with its
// tallies so far. The engine scores the captures so far
// (game.handScores()); this module only asks which of those can still
// change, from the cards nobody has taken yet. Every count it uses is
// public: what each side has captured and what is set aside.

import { JOKER_1, rankOf, suitOf } from './cards.mjs';
import { ids, option, state } from './state.mjs';

const COINS = 0;                   // the suit of coins (oros, denari, diamonds)
const SEVEN_OF_COINS = 24;         // rank 7, suit 0
const DECK = 40;

/**
 * The live score of the hand in play: { sides: [{ points }], categories:
 * [{ key, name, words, tallies, state: 'open' | 'won' | 'nobody' | 'counted',
 * winners: [side], points: [per side], leader }] }. The points of a
 * category not yet decided are 0; a decided one whose points can still
 * grow (most sevens reaching all four, napola's sequence) counts what is
 * certain.
 */
export function liveScore(game) {
	const sides = game.sides;
	const rows = game.handScores();
	const captured = Array.from({ length: sides }, (_, side) => ids(game.captured(side)));
	const claimed = new Set([...captured.flat(), ...ids(game.setAside)]);
	const deck = DECK + option('jokers');
	const open = [];
	for (let id = 0; id < DECK; id++)
		if (!claimed.has(id))
			open.push(id);
	for (let id = JOKER_1; id < deck; id++)
		if (!claimed.has(id))
			open.push(id);
	const openCoins = open.filter((id) => suitOf(id) === COINS).length;
	const openSevens = open.filter((id) => rankOf(id) === 7).length;
	const scopa = state.config.preset === 'scopa';
	const tally = (key) => rows.map((row) => row[key]);
	const categories = [];

	if (option('score_cards'))
		categories.push(most('cards', 'Cards', 'most cards', tally('cardCount'), open.length, rows,
			(counts, winner, remaining) => option('cards_double') && counts.every((n, side) =>
				side === winner || n + remaining < 10) ? 2 : 1));
	if (option('score_coins'))
		categories.push(most('coins', scopa ? 'Denari' : 'Coins', 'most coins', tally('coinCount'),
			openCoins, rows, () => 1));
	if (option('all_coins'))
		categories.push(all('allCoins', 'All coins', 'all ten, 3 more', tally('coinCount'), 10,
			openCoins, 3));
	if (option('score_seven_of_coins'))
		categories.push(sevenOfCoins(captured, scopa, claimed));
	const sevens = option('sevens');
	if (sevens === 1)
		categories.push(all('sevens', 'Sevens', 'all four', tally('sevenCount'), 4, openSevens, 1));
	else if (sevens === 2)
		categories.push(most('sevens', 'Sevens', 'most sevens', tally('sevenCount'), openSevens, rows,
			(counts, winner) => counts[winner] === 4 ? 2 : 1));
	if (option('primiera'))
		categories.push(atTheEnd('primiera', scopa ? 'Primiera' : 'Setenta', 'best of each suit',
			tally('primieraTotal'), open.length, rows));
	if (option('napola'))
		categories.push(napola(rows, open.length));
	categories.push({
		key: 'sweeps', name: 'Sweeps', words: 'table cleared', tallies: tally('sweeps'),
		state: 'counted', winners: [], points: tally('sweeps'), leader: null,
	});

	const points = Array.from({ length: sides }, (_, side) =>
		categories.reduce((sum, category) => sum + category.points[side], 0));
	return { sides: points.map((p) => ({ points: p })), categories };
}

function entry(key, name, words, tallies) {
	return { key, name, words, tallies, state: 'open', winners: [], points: tallies.map(() => 0), leader: null };
}

function leaderOf(tallies) {
	const best = Math.max(...tallies);
	const leaders = tallies.flatMap((n, side) => (n === best ? [side] : []));
	return best > 0 && leaders.length === 1 ? leaders[0] : null;
}

/** When every card is taken, the engine's row is the hand's score. */
function final(category, rows) {
	category.state = 'nobody';
	rows.forEach((row, side) => {
		category.points[side] = row[category.key];
		if (row[category.key] > 0) {
			category.winners.push(side);
			category.state = 'won';
		}
	});
	return category;
}

/** A "most" category: decided once the leader stays ahead even if every
 *  card still to be taken goes to another side. */
function most(key, name, words, tallies, remaining, rows, pointsOf) {
	const category = entry(key, name, words, tallies);
	category.leader = leaderOf(tallies);
	if (remaining === 0)
		return final(category, rows);
	const winner = category.leader;
	if (winner !== null && tallies.every((n, side) => side === winner || n + remaining < tallies[winner])) {
		category.state = 'won';
		category.winners = [winner];
		category.points[winner] = pointsOf(tallies, winner, remaining);
	}
	return category;
}

/** An "all of them" category (all ten coins, all four sevens): won by the
 *  side that has them all, lost for everyone once two sides have some or
 *  one is set aside. */
function all(key, name, words, tallies, count, remaining, points) {
	const category = entry(key, name, words, tallies);
	category.leader = leaderOf(tallies);
	const holders = tallies.filter((n) => n > 0).length;
	const winner = tallies.findIndex((n) => n === count);
	if (winner >= 0) {
		category.state = 'won';
		category.winners = [winner];
		category.points[winner] = points;
	} else if (holders > 1 || tallies.reduce((a, b) => a + b, 0) + remaining < count) {
		category.state = 'nobody';
	}
	return category;
}

function sevenOfCoins(captured, scopa, claimed) {
	const tallies = captured.map((cards) => (cards.includes(SEVEN_OF_COINS) ? 1 : 0));
	const category = entry('sevenOfCoins', scopa ? 'Settebello' : '7 of coins', 'one card', tallies);
	const winner = tallies.indexOf(1);
	if (winner >= 0) {
		category.state = 'won';
		category.winners = [winner];
		category.points[winner] = 1;
		category.leader = winner;
	} else if (claimed.has(SEVEN_OF_COINS)) {
		category.state = 'nobody';   // set aside
	}
	return category;
}

/** Decided only when every card is taken; until then the leader by the
 *  tallies so far. */
function atTheEnd(key, name, words, tallies, remaining, rows) {
	const category = entry(key, name, words, tallies);
	category.leader = leaderOf(tallies);
	return remaining === 0 ? final(category, rows) : category;
}

function napola(rows, remaining) {
	const category = entry('napola', 'Napola', 'ace, 2, 3 of coins', rows.map((row) => row.napola));
	if (remaining === 0)
		return final(category, rows);
	rows.forEach((row, side) => {
		if (row.napola > 0) {
			// the sequence can grow, never shrink
			category.state = 'won';
			category.winners = [side];
			category.points[side] = row.napola;
			category.leader = side;
		}
	});
	return category;
}
