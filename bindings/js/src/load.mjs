// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Loading the WebAssembly module and building the package's classes on it.

import createEscopaModule from '../libescopa.mjs';
import { Native } from './native.mjs';
import { defineHandle } from './handle.mjs';
import { defineCards, CARD_COUNT } from './cards.mjs';
import { defineRules } from './rules.mjs';
import { defineMoves } from './moves.mjs';
import { defineGame, MAX_LEGAL_MOVES, SNAPSHOT_SIZE } from './game.mjs';
import { defineTurn } from './turn.mjs';
import { defineView, VIEW_SNAPSHOT_SIZE } from './view.mjs';
import { defineBot, BOT_MAX_ANALYZED } from './bot.mjs';
import { defineRecord } from './record.mjs';
import { defineReview, REVIEW_MARKS } from './review.mjs';
import { SplitMix64 } from './player.mjs';
import * as enums from './enums.mjs';
import * as errors from './errors.mjs';
import { describe, intArg, namesOf } from './args.mjs';

/** The oldest library these bindings work with: 1.4. */
const MIN_VERSION = [1, 4];
/** The module's file, next to libescopa.mjs in the package. */
const WASM_URL = new URL('../libescopa.wasm', import.meta.url);

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';

/** The bytes of the .wasm: read from the package's directory under node
 *  (whose fetch cannot read file: URLs), fetched in browsers and workers. */
async function wasmBytes(url) {
	if (isNode && url.protocol === 'file:') {
		const fsName = 'node:fs/promises'; // not a static import: browsers have no fs
		const { readFile } = await import(fsName);
		return readFile(url);
	}
	const response = await fetch(url);
	if (!response.ok)
		throw new Error(`libescopa: cannot fetch ${url.href}: HTTP ${response.status}`);
	return new Uint8Array(await response.arrayBuffer());
}

/**
 * Loads the library: a new, independent WebAssembly instance, with the
 * package's classes bound to it. Options: `wasmBinary` (the bytes of
 * libescopa.wasm, a Uint8Array or ArrayBuffer) or `wasmUrl` (where to
 * fetch it; by default next to libescopa.mjs, relative to this module).
 */
export async function loadEscopa(options = {}) {
	if (options === null || typeof options !== 'object')
		throw new TypeError(`loadEscopa() takes an object of options, not ${describe(options)}`);
	for (const key of Object.keys(options))
		if (key !== 'wasmBinary' && key !== 'wasmUrl')
			throw new TypeError(`loadEscopa(): unknown option ${JSON.stringify(key)}; the options are wasmBinary, wasmUrl`);
	let binary = options.wasmBinary;
	if (binary === undefined)
		binary = await wasmBytes(options.wasmUrl === undefined ? WASM_URL : new URL(options.wasmUrl, WASM_URL));
	else if (binary instanceof ArrayBuffer)
		binary = new Uint8Array(binary);
	else if (!(binary instanceof Uint8Array))
		throw new TypeError(`wasmBinary must be a Uint8Array or an ArrayBuffer, not ${describe(binary)}`);
	const mod = await createEscopaModule({ wasmBinary: binary });
	return bind(mod);
}

function bind(mod) {
	const native = new Native(mod);
	const number = mod._escopa_version_number() >>> 0;
	const version = native.string(mod._escopa_version_string());
	const [major, minor] = [number >>> 16, (number >>> 8) & 0xFF];
	if (major !== MIN_VERSION[0] || minor < MIN_VERSION[1])
		throw new Error(`libescopa.wasm is libescopa ${version}; this package needs ` +
				`${MIN_VERSION[0]}.x with x >= ${MIN_VERSION[1]}`);

	const ctx = { native };
	defineHandle(ctx);
	defineCards(ctx);
	defineRules(ctx);
	defineMoves(ctx);
	defineGame(ctx);
	defineTurn(ctx);
	defineView(ctx);
	defineBot(ctx);
	defineRecord(ctx);
	defineReview(ctx);
	checkNames(native, ctx);

	/** The name and generic sentence of a Refusal code. */
	function describeRefusal(code) {
		intArg(code, 0, Object.keys(enums.Refusal).length - 1, 'refusal');
		return Object.freeze({
			name: native.string(mod._escopa_refusal_name(code)),
			text: native.string(mod._escopa_refusal_str(code)),
		});
	}

	const { errorForStatus, ...errorClasses } = errors;
	return Object.freeze({
		/** The version of the loaded library, such as "1.5.0". */
		libraryVersion: version,
		Card: ctx.Card, CardSet: ctx.CardSet, Rules: ctx.Rules, Move: ctx.Move,
		Game: ctx.Game, View: ctx.View, Bot: ctx.Bot, Record: ctx.Record,
		Review: ctx.Review, REVIEW_MARKS,
		SplitMix64, describeRefusal, scorePiles: ctx.scorePiles,
		...enums, ...errorClasses,
		CARD_COUNT, MAX_LEGAL_MOVES, SNAPSHOT_SIZE, VIEW_SNAPSHOT_SIZE, BOT_MAX_ANALYZED,
	});
}

/** The enums of enums.mjs against the names the module gives. */
function checkNames(native, ctx) {
	const mismatch = (what, js, c) => {
		throw new Error(`libescopa: the package's ${what} ${js} is ${c} in libescopa.wasm`);
	};
	namesOf(enums.Preset).forEach((name, i) => {
		if (ctx.presetNames[i] !== name)
			mismatch('preset', name, ctx.presetNames[i]);
	});
	namesOf(enums.Option).forEach((name, i) => {
		if (ctx.optionNames[i] !== name)
			mismatch('option', name, ctx.optionNames[i]);
	});
	for (const [name, code] of Object.entries(enums.Refusal)) {
		const c = native.string(native.fn('escopa_refusal_name')(code));
		if (c !== 'ESCOPA_REFUSAL_' + name)
			mismatch('refusal', name, c);
	}
}
