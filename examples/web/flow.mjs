// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The flow of the game: a new game, the computer seats' moves asked of the
// worker in turn until the human is to play or a hand ends, and the few
// actions the player has (choose a card, show every move, play a move,
// undo, hint, continue), which input.mjs reaches by mouse and keyboard.

import { $, HUMAN, ids, isHumanTurn, phaseOf, readSettings, showSeedInPlay, sideOf, speed, state,
	testHooks, viewText } from './state.mjs';
import { announceTurn, cardName, isCapture, isTrail, moveParts, moveWords, presetName, say, seatName,
	sideName, signed, styleOf, TRAIL_MEANING } from './words.mjs';
import { focusFirstMove, focusHand, pickedCandidates, render, renderActions, renderTable,
	showError } from './draw.mjs';
import { closeDialog, renderHistory, showHandOver } from './scores.mjs';
import { renderHowToPlay } from './howto.mjs';
import { cancelReviews, reviewHand } from './review.mjs';

const HINT_LEVEL = 'expert';
const HINT_SEED = 1n;              // as `escopa play`: the same hint every time

function freeGame() {
	state.game?.free();
	state.rules?.free();
	state.game = null;
	state.rules = null;
}

export function newGame(config) {
	if (state.table && state.game) {
		say('New game is off at a table: its game is the only one.');
		return;
	}
	state.generation++;
	cancelReviews();
	freeGame();
	const { Rules, Game } = state.escopa;
	state.config = config;
	state.rules = Rules.preset(config.preset);
	state.game = new Game(state.rules, { players: config.players, seed: config.seed });
	state.sides = state.game.sides;
	state.deck = config.deck;
	state.style = styleOf(config.deck);
	state.events = [];
	state.marks = [];
	state.hands = [];
	state.selected = null;
	state.picked = [];
	state.showAll = false;
	state.hints = null;
	state.thinking = null;
	state.lastPlay = null;
	testHooks.events = state.events;
	testHooks.config = { ...config, seed: String(config.seed) };
	showSeedInPlay(config.seed);
	renderHowToPlay();
	$('log').replaceChildren();
	renderHistory();
	closeDialog();
	const partners = state.sides < config.players ? ', in two partnerships' : '';
	say(`New game: ${presetName(config.preset)}, ${config.players} players${partners}, ` +
		(state.table ? 'at a table.' : `the computer at ${config.level}, seed ${config.seed}.`));
	advance({ dealt: true });
}

function announceDeal() {
	const game = state.game;
	say(`Hand ${game.handNumber}, dealt by ${seatName(game.dealer).toLowerCase()}.`);
	const aside = ids(game.setAside);
	if (aside.length)
		say(`Set aside (a 15 on the first table): ${aside.map(cardName).join(', ')}.`);
	for (let side = 0; side < state.sides; side++) {
		const sweeps = game.sweeps(side);
		if (sweeps)
			say(`${sideName(side)} score${side === sideOf(HUMAN) ? '' : 's'} ${sweeps} sweep ` +
				`point${sweeps === 1 ? '' : 's'} from the first table.`);
	}
}

// ---------------------------------------------------------------------
// The flow of the game
// ---------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays on until the human is to play or a hand ends; `dealt`: a deal to announce first. */
async function advance({ dealt = false } = {}) {
	const generation = state.generation;
	for (;;) {
		if (generation !== state.generation)
			return;
		if (state.table) {
			// at a table the page's game is drawn anew from the seat's view
			testHooks.phase = 'table';
			try {
				await state.table.sync();
			} catch (err) {
				if (generation === state.generation)
					showError(`The table failed: ${err.message}`);
				return;
			}
			if (generation !== state.generation)
				return;
		}
		if (dealt)
			announceDeal();
		dealt = false;
		const game = state.game;
		const phase = phaseOf(game);
		testHooks.phase = phase;
		if (phase === 'misdeal') {
			say('A 15 on the first table: the hand is dealt again.');
			game.nextHand();
			state.events.push({ kind: 'next-hand' });
			dealt = true;
			continue;
		}
		if (phase === 'hand_over' || phase === 'game_over') {
			render();
			showHandOver(phase);
			return;
		}
		const seat = game.currentSeat;
		if (seat === HUMAN) {
			markTurn();
			state.thinking = null;
			render();
			testHooks.phase = 'your-turn';
			announceTurn();
			focusHand();
			return;
		}
		state.thinking = seat;
		render();
		testHooks.phase = 'thinking';
		const started = performance.now();
		let reply;
		try {
			reply = await state.players.request('choose', viewText(seat), state.config.level,
				state.config.seed);
		} catch (err) {
			if (generation === state.generation)
				showError(`The computer player failed: ${err.message}`);
			return;
		}
		if (generation !== state.generation)
			return;
		testHooks.timings.botMoves.push({ level: state.config.level, ms: reply.ms });
		const wait = speed - (performance.now() - started);
		if (wait > 0)
			await sleep(wait);
		if (generation !== state.generation)
			return;
		state.thinking = null;
		play(seat, state.escopa.Move.parse(reply.move));
	}
}

function markTurn() {
	const last = state.marks[state.marks.length - 1];
	if (last && last.events === state.events.length)
		return;
	state.marks.push({ events: state.events.length, snapshot: state.game.snapshot(),
		hands: state.hands.length });
}

function play(seat, move) {
	const words = moveWords(move);
	const parts = moveParts(move);
	const result = state.game.play(move);
	state.events.push({ kind: 'play', seat, move: move.toString() });
	state.lastPlay = { seat, card: parts.card, taken: isCapture(parts) ? parts.taken : [] };
	let line = `${seatName(seat)}: ${words}.`;
	if (result.sweepPoints > 0)
		line += ` Sweep! ${result.sweepPoints} point${result.sweepPoints === 1 ? '' : 's'}.`;
	say(line, isTrail(parts) ? TRAIL_MEANING : null);
	const lastTake = ids(result.lastTake);
	if (lastTake.length) {
		say(result.lastTakeSide === null || result.lastTakeSide < 0
			? `Nobody captured: ${lastTake.map(cardName).join(', ')} count for nobody.`
			: `${sideName(result.lastTakeSide)} take${result.lastTakeSide === sideOf(HUMAN) ? '' : 's'} ` +
			  `the cards left: ${lastTake.map(cardName).join(', ')}.`);
	}
	if (result.flags & state.escopa.PlayFlag.REDEALT)
		say(`${seatName(state.game.dealer)} deal${state.game.dealer === HUMAN ? '' : 's'} three more cards each.`);
	state.selected = null;
	state.picked = [];
	state.hints = null;
	if (result.handOver)
		recordHand();
}

function recordHand() {
	const rows = state.game.handScores();
	const entry = { hand: state.game.handNumber, game: state.game.gameNumber ?? 1,
		rows: rows.map((row) => ({ ...row })), totals: [...state.game.scores] };
	state.hands.push(entry);
	renderHistory();
	reviewHand(entry);
}

export function humanPlays(move) {
	if (!isHumanTurn())
		return;
	play(HUMAN, move);
	advance();
}

export function continueGame() {
	const game = state.game;
	const phase = phaseOf(game);
	if (phase === 'hand_over') {
		game.nextHand();
		state.events.push({ kind: 'next-hand' });
	} else if (phase === 'game_over') {
		if (game.matchOver !== false) {
			newGame(readSettings());
			return;
		}
		game.nextGame();
		state.events.push({ kind: 'next-game' });
		say(`Game ${game.gameNumber} of the match.`);
	} else {
		return;
	}
	closeDialog();
	state.lastPlay = null;
	advance({ dealt: true });
}

export function undo() {
	// Back to the start of the human's last turn: the one in progress if a
	// computer is still to move, else the one before.
	if (state.table) {
		say('Undo is off at a table: its moves are played.');
		return;
	}
	let marks = state.marks;
	if (!marks.length)
		return;
	const atTurn = isHumanTurn() && marks[marks.length - 1].events === state.events.length;
	if (atTurn) {
		if (marks.length < 2) {
			say('Nothing to undo: this is your first move.');
			return;
		}
		marks.pop();
	}
	const back = marks[marks.length - 1];
	const taken = state.events.slice(back.events).filter((e) => e.kind === 'play').length;
	state.generation++;
	const restored = state.escopa.Game.fromSnapshot(back.snapshot);
	state.game.free();
	state.game = restored;
	state.events.length = back.events;
	state.hands.length = back.hands;
	state.selected = null;
	state.picked = [];
	state.hints = null;
	state.thinking = null;
	state.lastPlay = null;
	closeDialog();
	renderHistory();
	say(`Undone: ${taken} move${taken === 1 ? '' : 's'} taken back.`);
	advance();
}

export async function hint() {
	if (!isHumanTurn() || state.hintPending)
		return;
	const generation = state.generation;
	const events = state.events.length;
	state.hintPending = true;
	renderActions();
	try {
		const reply = await state.players.request('analyze', viewText(HUMAN), HINT_LEVEL, HINT_SEED);
		if (generation !== state.generation || events !== state.events.length)
			return;
		const best = Math.max(...reply.values.map((v) => v.value));
		state.hints = new Map(reply.values.map((v) => [v.move, { ...v, best: v.value === best }]));
		const top = reply.values.find((v) => v.value === best);
		const bestMove = state.escopa.Move.parse(top.move);
		say(`Hint: the best move is ${moveWords(bestMove)}, ` +
			`worth ${signed(best)} points by the end of the hand.`,
			isTrail(moveParts(bestMove)) ? TRAIL_MEANING : null);
	} catch (err) {
		say(`No hint: ${err.message}`);
	} finally {
		state.hintPending = false;
	}
	render();
	focusFirstMove();
}

export function chooseCard(id) {
	if (!isHumanTurn())
		return;
	const moves = state.game.legalMoves().filter((m) => m.card.id === id);
	if (!moves.length) {
		say(`${cardName(id)} cannot be played now: ${state.game.refusalText(String(state.escopa.Card.fromId(id)), state.style)}.`);
		return;
	}
	state.selected = state.selected === id ? null : id;
	state.picked = [];
	render();
	if (state.selected !== null)
		focusFirstMove();
}

export function toggleAll() {
	if (!isHumanTurn())
		return;
	state.showAll = !state.showAll;
	state.selected = null;
	state.picked = [];
	render();
	if (state.showAll)
		focusFirstMove();
	else
		focusHand();
}

/** Marks the captures of the hand card under the pointer (null: none). */
export function hoverCard(id) {
	if (state.hovered === id)
		return;
	state.hovered = id;
	if (state.game && isHumanTurn() && state.selected === null)
		renderTable();
}

/**
 * Picks a table pile among the captures of the chosen card: a pile picked
 * again is let go; when one capture alone takes every pile picked, it is
 * played; otherwise the moves left are listed and marked.
 */
export function pickPile(cards) {
	if (!isHumanTurn() || state.selected === null)
		return;
	const all = state.game.legalMoves().filter((m) => m.card.id === state.selected &&
		isCapture(moveParts(m))).map((m) => ({ text: m.toString(), taken: moveParts(m).taken }));
	const choices = { moves: all };
	if (cards.every((id) => state.picked.includes(id)))
		state.picked = state.picked.filter((id) => !cards.includes(id));
	else
		state.picked = [...state.picked, ...cards];
	let candidates = pickedCandidates(choices);
	if (!candidates.length) {
		// a pile that no capture takes with those picked: start again from it
		state.picked = [...cards];
		candidates = pickedCandidates(choices);
	}
	if (candidates.length === 1 && state.picked.length) {
		humanPlays(state.escopa.Move.parse(candidates[0].text));
		return;
	}
	render();
	const exact = candidates.find((m) => m.taken.length === state.picked.length);
	say(exact ? `Picked: ${state.picked.map(cardName).join(', ')}. Pick more cards, or play the move.`
		: `Picked: ${state.picked.map(cardName).join(', ')}. Pick the rest of the capture.`);
}
