// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The page: a whole game of Escopa, Escoba or Scopa against libescopa's
// computer players. It starts here: the engine loads, the controls are
// bound and the first game is dealt. The game itself lives in the
// engine's Game (flow.mjs plays it; state.mjs holds it); the computer
// players and the hints run in worker.mjs (players.mjs talks to it).
// Everything the player does goes through the same few actions (choose a
// card, play a move, undo, hint, continue), reached by the mouse and by
// the keyboard alike (input.mjs); draw.mjs and scores.mjs draw the table
// and the scores, words.mjs says it all in words.
//
// URL parameters preset a game: ?preset=scopa&players=4&level=hard&seed=7
// &deck=italian, and speed=MS (the pause before each computer move; the
// browser tests use 0). ?table=ws://127.0.0.1:PORT/NAME sits at a table of
// examples/net-table instead (remote.mjs).

import { loadEscopa } from './libescopa/src/index.mjs';
import { $, applyUrl, readSettings, setEngine, state, testHooks } from './state.mjs';
import { Players } from './players.mjs';
import { showError } from './draw.mjs';
import { newGame } from './flow.mjs';
import { bindInput } from './input.mjs';
import { joinTable } from './remote.mjs';

async function start() {
	testHooks.timings.start = performance.now();
	applyUrl();
	const table = new URLSearchParams(location.search).get('table');
	if (table) {
		try {
			window.escopaWorker = await joinTable(table, window.escopaWorker);
		} catch (err) {
			showError(`No seat at the table: ${err.message}`);
			throw err;
		}
	}
	state.players = new Players();
	let escopa;
	try {
		escopa = await loadEscopa();
	} catch (err) {
		showError(`The engine did not load: ${err.message}`);
		throw err;
	}
	setEngine(escopa);
	testHooks.timings.engine = performance.now();
	testHooks.engine = escopa;
	$('engine-version').textContent = `Engine ${escopa.libraryVersion}.`;
	$('loading').hidden = true;
	bindInput();
	newGame(readSettings());
	state.players.ready.catch((err) => showError(err.message));
}

start();
