// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Loaded with `node --import` by engines.test.mjs: takes away the
// built-ins that node 20 and later have and node 18 has not, so that a
// use of one fails there as it would on node 18.

const TypedArray = Object.getPrototypeOf(Uint8Array);
const newer = [
	[Array.prototype, ['toSorted', 'toReversed', 'toSpliced', 'with']],
	[TypedArray.prototype, ['toSorted', 'toReversed', 'with']],
	[Array, ['fromAsync']],
	[Object, ['groupBy']],
	[Map, ['groupBy']],
	[Promise, ['withResolvers']],
	[String.prototype, ['isWellFormed', 'toWellFormed']],
	[ArrayBuffer.prototype, ['transfer', 'transferToFixedLength']],
	[Set.prototype, ['union', 'intersection', 'difference', 'symmetricDifference',
			 'isSubsetOf', 'isSupersetOf', 'isDisjointFrom']],
	[URL, ['canParse']],
	[globalThis, ['File', 'CustomEvent', 'crypto', 'navigator', 'Iterator', 'WebSocket']],
];
for (const [owner, names] of newer)
	for (const name of names)
		delete owner[name];
