// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// "How to play": the rules of the game in play in words, as the library
// writes them (rules.describe(), the text `escopa play` prints), shown on
// the first visit until dismissed, which the browser remembers, and
// again from the How to play button or the ? key.

import { $, state } from './state.mjs';
import { el } from './draw.mjs';
import { presetName } from './words.mjs';

const SEEN_KEY = 'escopa-how-to-play-seen';

function seen() {
	try {
		return localStorage.getItem(SEEN_KEY) === '1';
	} catch {
		return false;              // storage refused: show it each visit
	}
}

/** Fills the panel with the rules of the game in play; shows it on a first visit. */
export function renderHowToPlay() {
	const paragraphs = state.rules.describe().trim().split('\n');
	$('how-to-play-preset').textContent = `— ${presetName(state.config.preset)}`;
	$('how-to-play-text').replaceChildren(...paragraphs.map((text) => el('p', {}, text)));
	if (!seen())
		$('how-to-play').hidden = false;
}

export function closeHowToPlay() {
	$('how-to-play').hidden = true;
	try {
		localStorage.setItem(SEEN_KEY, '1');
	} catch {
		// nothing to remember it in
	}
	$('how-to-play-open').focus();
}

export function openHowToPlay() {
	const panel = $('how-to-play');
	panel.hidden = false;
	panel.scrollIntoView({ block: 'nearest' });
	$('how-to-play-close').focus();
}
