// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The declarations and the module agree on their names: every export of
// the package and every member of the loaded instance is declared in
// escopa.d.ts, and nothing is declared that does not exist. (The pack
// test type-checks a use of the declarations with tsc.)

import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escopa, pkg, packageDir } from './helpers.mjs';

const dts = readFileSync(path.join(packageDir, 'escopa.d.ts'), 'utf8');

/** The members of a declared interface or class body. */
function members(kind, name) {
	const start = dts.indexOf(`${kind} ${name} `);
	assert.ok(start >= 0, `escopa.d.ts declares ${kind} ${name}`);
	const body = dts.slice(dts.indexOf('{', start) + 1);
	let depth = 1, end = 0;
	while (depth > 0)
		depth += { '{': 1, '}': -1 }[body[end++]] ?? 0;
	const names = new Set();
	for (const match of body.slice(0, end - 1).matchAll(/^\t(?:static )?(?:readonly )?(?:get )?([A-Za-z_][A-Za-z0-9_]*|\[Symbol\.[a-z]+\])\??[(:<]/gm))
		names.add(match[1]);
	return names;
}

test('every export of the package is declared, and only those', () => {
	const declared = new Set([...dts.matchAll(/^export declare (?:const|class|function|abstract class) ([A-Za-z0-9_]+)/gm)].map((m) => m[1]));
	declared.delete('Handle');	// a base class, for the types only
	for (const name of ['Card', 'CardSet', 'Rules', 'Move', 'Game', 'View', 'Bot', 'Record', 'Review'])
		declared.delete(name);	// reached through the loaded instance
	assert.deepEqual([...declared].sort(), Object.keys(pkg).sort());
});

test('every member of a loaded instance is declared in interface Escopa, and only those', () => {
	assert.deepEqual([...members('interface', 'Escopa')].sort(), Object.keys(escopa).sort());
});

test('the members of each class are declared', () => {
	const classes = { Card: escopa.Card, CardSet: escopa.CardSet, Rules: escopa.Rules, Move: escopa.Move,
			  Game: escopa.Game, View: escopa.View, Bot: escopa.Bot, Record: escopa.Record,
			  Review: escopa.Review };
	const queries = members('interface', 'Queries');
	const handle = members('abstract class', 'Handle');
	for (const [name, cls] of Object.entries(classes)) {
		const declared = members('class', name);
		if (name === 'Game' || name === 'View')
			queries.forEach((m) => declared.add(m));
		if (['Rules', 'Game', 'View', 'Bot', 'Record', 'Review'].includes(name))
			handle.forEach((m) => declared.add(m));
		// the class's own members and its base class's (Handle), not Object's
		const protos = [cls.prototype];
		const base = Object.getPrototypeOf(cls.prototype);
		if (base !== Object.prototype)
			protos.push(base);
		const own = new Set([...protos.flatMap((p) => Object.getOwnPropertyNames(p)),
				     ...Object.getOwnPropertyNames(cls).filter((m) => !['length', 'name', 'prototype'].includes(m))]
			.filter((m) => m !== 'constructor' && !m.startsWith('_')));
		for (const symbol of ['dispose', 'iterator'])
			if (protos.some((p) => Object.getOwnPropertySymbols(p).includes(Symbol[symbol])))
				own.add(`[Symbol.${symbol}]`);
		for (const m of own)
			assert.ok(declared.has(m), `${name}.${m} is declared`);
		for (const m of declared)
			assert.ok(own.has(m) || m === 'constructor', `${name}.${m} exists`);
	}
});
