// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Every way in: the mouse on the hand, the moves and the buttons, and the
// keyboard (the shortcuts the page lists, the arrow keys within the hand
// and the moves, Escape), each reaching the same actions of flow.mjs.

import { $, forgetSeedInPlay, readSettings, state } from './state.mjs';
import { focusHand, render } from './draw.mjs';
import { closeHowToPlay, openHowToPlay } from './howto.mjs';
import { chooseCard, continueGame, hint, hoverCard, humanPlays, newGame, pickPile, toggleAll,
	undo } from './flow.mjs';

/** Listens to the page's controls and keys. */
export function bindInput() {
	// the hand's cards and the moves are drawn anew at each change: their
	// clicks are taken where they land, on the lists that hold them
	$('hand').addEventListener('click', (event) => {
		const button = event.target.closest('[data-hand-card]');
		if (button)
			chooseCard(Number(button.dataset.handCard));
	});
	// the captures of the card under the pointer are marked on the table
	$('hand').addEventListener('mouseover', (event) => {
		const button = event.target.closest('[data-hand-card]');
		hoverCard(button ? Number(button.dataset.handCard) : null);
	});
	$('hand').addEventListener('mouseleave', () => hoverCard(null));
	$('table').addEventListener('click', (event) => {
		const button = event.target.closest('[data-pile]');
		if (button)
			pickPile(button.dataset.pile.split(',').map(Number));
	});
	$('moves').addEventListener('click', (event) => {
		const button = event.target.closest('[data-move]');
		if (button)
			humanPlays(state.escopa.Move.parse(button.dataset.move));
	});
	$('seed').addEventListener('input', forgetSeedInPlay);
	$('setup').addEventListener('submit', (event) => {
		event.preventDefault();
		newGame(readSettings());
	});
	$('show-moves').addEventListener('click', toggleAll);
	$('hint').addEventListener('click', hint);
	$('undo').addEventListener('click', undo);
	$('continue').addEventListener('click', continueGame);
	$('how-to-play-open').addEventListener('click', openHowToPlay);
	$('how-to-play-close').addEventListener('click', closeHowToPlay);
	$('hand-over').addEventListener('cancel', (event) => event.preventDefault());
	$('moves').addEventListener('keydown', (event) => {
		if (event.key === 'Escape' && state.selected !== null) {
			const card = state.selected;
			state.selected = null;
			state.picked = [];
			render();
			$('hand').querySelector(`[data-hand-card="${card}"]`)?.focus();
			event.stopPropagation();
			event.preventDefault();
		}
	});
	document.addEventListener('keydown', onKey);
}

function moveFocus(container, selector, delta) {
	const buttons = [...container.querySelectorAll(selector)];
	if (!buttons.length)
		return;
	const at = buttons.indexOf(document.activeElement);
	const next = buttons[(at + delta + buttons.length) % buttons.length];
	for (const b of buttons)
		b.tabIndex = b === next ? 0 : -1;
	next.focus();
}

function onKey(event) {
	if (event.ctrlKey || event.metaKey || event.altKey)
		return;
	const target = event.target;
	const typing = target.matches?.('input, select, textarea');
	if (typing && event.key !== 'Escape')
		return;
	const key = event.key;
	const inHand = target.closest?.('#hand');
	const inMoves = target.closest?.('#moves');
	if ((inHand || inMoves) && ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'].includes(key)) {
		const container = inHand ? $('hand') : $('moves');
		const selector = 'button';
		const count = container.querySelectorAll(selector).length;
		const delta = key === 'Home' ? -count : key === 'End' ? count : key === 'ArrowLeft' || key === 'ArrowUp' ? -1 : 1;
		if (key === 'Home' || key === 'End') {
			const buttons = [...container.querySelectorAll(selector)];
			const next = key === 'Home' ? buttons[0] : buttons[buttons.length - 1];
			for (const b of buttons)
				b.tabIndex = b === next ? 0 : -1;
			next?.focus();
		} else {
			moveFocus(container, selector, delta);
		}
		event.preventDefault();
		return;
	}
	const dialogOpen = $('hand-over').open;
	if (/^[1-9]$/.test(key) && !dialogOpen) {
		const n = Number(key) - 1;
		if (state.selected !== null) {
			const button = $('moves').querySelectorAll('button')[n];
			button?.click();
		} else {
			const button = $('hand').querySelectorAll('button')[n];
			button?.click();
		}
		event.preventDefault();
		return;
	}
	switch (key.toLowerCase()) {
	case 'escape':
		if (dialogOpen) {
			event.preventDefault();          // the dialog stays: Continue moves on
			return;
		}
		if (typing)
			target.blur();
		state.selected = null;
		state.picked = [];
		state.showAll = false;
		if (state.game)
			render();
		focusHand();
		break;
	case 'l':
		if (dialogOpen)
			return;
		toggleAll();
		break;
	case 'h':
		if (!dialogOpen)
			hint();
		break;
	case 'u':
		undo();
		break;
	case 'c':
		if (dialogOpen)
			continueGame();
		break;
	case 'n':
		newGame(readSettings());
		break;
	case '?':
		if (!dialogOpen)
			openHowToPlay();
		break;
	case 't':
		if (!dialogOpen)
			$('table').focus();
		break;
	default:
		return;
	}
	event.preventDefault();
}
