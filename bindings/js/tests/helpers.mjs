// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// What the tests share: one loaded module, from the package directory
// meson assembles in the build tree (ESCOPA_JS_PACKAGE), or from the
// source tree's layout when run by hand from a build directory.

import { pathToFileURL } from 'node:url';
import path from 'node:path';

const root = process.env.ESCOPA_JS_PACKAGE;
if (!root)
	throw new Error('ESCOPA_JS_PACKAGE must name the package directory of the build tree ' +
			'(meson test sets it: meson test -C build-wasm --suite js)');

export const packageDir = path.resolve(root);
export const pkg = await import(pathToFileURL(path.join(packageDir, 'src', 'index.mjs')).href);
export const escopa = await pkg.loadEscopa();

/** Plays a game to its end with a chooser(game) → move; returns the plays. */
export function playOut(game, choose) {
	const plays = [];
	while (!game.gameOver) {
		if (game.phase !== escopa.Phase.PLAYING) {
			game.nextHand();
			continue;
		}
		plays.push(game.play(choose(game)));
	}
	return plays;
}
