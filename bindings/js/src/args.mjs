// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Checking the arguments a user gives, before anything reaches C: a value
// of the wrong type is a TypeError; a value of the right type outside its
// domain is the library's own error (InvalidArgumentError unless said
// otherwise), with the value and the range in its message. wasm would
// otherwise silently wrap a number into a C int, and turn 1.5 into 1.

import { InvalidArgumentError } from './errors.mjs';

export const U64_MAX = (1n << 64n) - 1n;
export const INT_MAX = 2 ** 31 - 1;
export const INT_MIN = -(2 ** 31);
export const U32_MAX = 2 ** 32 - 1;

/** A short description of a value for messages. */
export function describe(value) {
	if (typeof value === 'string')
		return JSON.stringify(value.length > 40 ? value.slice(0, 40) + '…' : value);
	if (typeof value === 'bigint')
		return `${value}n`;
	if (value === null || value === undefined || typeof value !== 'object')
		return `${typeof value} ${String(value)}`;
	return value.constructor?.name ?? 'object';
}

/** An integer Number in lo..hi. */
export function intArg(value, lo, hi, what, Err = InvalidArgumentError) {
	if (typeof value !== 'number' || !Number.isInteger(value))
		throw new TypeError(`${what} must be an integer from ${lo} to ${hi}, not ${describe(value)}`);
	if (value < lo || value > hi)
		throw new Err(`${what} ${value} is out of range: not in ${lo}..${hi}`);
	return value;
}

/** A 64-bit unsigned value (a seed, a generator state, a mask) as a
 *  BigInt: a BigInt, or an integer Number up to 2**53 - 1. */
export function u64Arg(value, what = 'seed', Err = InvalidArgumentError) {
	if (typeof value === 'number') {
		if (!Number.isInteger(value))
			throw new TypeError(`${what} must be an integer (a Number or a BigInt), not ${describe(value)}`);
		if (value < 0)
			throw new Err(`${what} ${value} is out of range: not in 0..2**64 - 1`);
		if (!Number.isSafeInteger(value))
			throw new TypeError(`${what} ${value} is above 2**53 - 1, where a Number is ` +
					    'not exact: give it as a BigInt');
		return BigInt(value);
	}
	if (typeof value !== 'bigint')
		throw new TypeError(`${what} must be an integer (a Number or a BigInt), not ${describe(value)}`);
	if (value < 0n || value > U64_MAX)
		throw new Err(`${what} ${value} is out of range: not in 0..2**64 - 1`);
	return value;
}

/** An index into a list that may pass 2**32 (the legal moves), as a
 *  BigInt: a BigInt, or an integer Number up to 2**53 - 1 in size; the
 *  caller checks the range. */
export function indexArg(value, what) {
	if (typeof value === 'bigint')
		return value;
	if (typeof value !== 'number' || !Number.isInteger(value))
		throw new TypeError(`${what} must be an integer (a Number or a BigInt), not ${describe(value)}`);
	if (!Number.isSafeInteger(value))
		throw new TypeError(`${what} ${value} is beyond 2**53 - 1 in size, where a Number is ` +
				    'not exact: give it as a BigInt');
	return BigInt(value);
}

/** A string. */
export function textArg(value, what = 'text') {
	if (typeof value !== 'string')
		throw new TypeError(`${what} must be a string, not ${describe(value)}`);
	return value;
}

/** A string for a C function that reads up to a NUL: one with a NUL
 *  inside would be cut short there, so it is refused with `Err`. */
export function cStringArg(value, what, Err = InvalidArgumentError) {
	textArg(value, what);
	if (value.includes('\0'))
		throw new Err(`${what} cannot hold a NUL character`);
	return value;
}

/** Bytes: a Uint8Array (a Node Buffer is one) or an ArrayBuffer. */
export function bytesArg(value, what = 'snapshot') {
	if (value instanceof Uint8Array)
		return value;
	if (value instanceof ArrayBuffer)
		return new Uint8Array(value);
	throw new TypeError(`${what} must be a Uint8Array or an ArrayBuffer, not ${describe(value)}`);
}

/** A plain object of options, or undefined for none; rejects unknown keys. */
export function optionsArg(value, known, what) {
	if (value === undefined || value === null)
		return {};
	if (typeof value !== 'object' || Array.isArray(value))
		throw new TypeError(`${what} takes an object of options, not ${describe(value)}`);
	for (const key of Object.keys(value))
		if (!known.includes(key))
			throw new TypeError(`${what}: unknown option ${JSON.stringify(key)}; ` +
					    `the options are ${known.join(', ')}`);
	return value;
}

/** A name in a table of names: a number in 0..n-1, or the name itself
 *  (case does not matter, and '-' or camelCase humps stand for '_'). */
export function namedArg(value, names, what, Err = InvalidArgumentError) {
	if (typeof value === 'string') {
		const key = normalName(value);
		const index = names.indexOf(key);
		if (index < 0)
			throw new Err(`unknown ${what} ${JSON.stringify(value)}: the ${what}s are ${names.join(', ')}`);
		return index;
	}
	if (typeof value === 'number')
		return intArg(value, 0, names.length - 1, what, Err);
	throw new TypeError(`${what} must be a name (${names.join(', ')}) or its number, not ${describe(value)}`);
}

/** `escobaDe15`, `escoba-de-15` and `ESCOBA_DE_15` all as `escoba_de_15`. */
export function normalName(text) {
	return text.trim().replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
}

/** `initial_table` as `initialTable`. */
export function camelName(name) {
	return name.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());
}

/** The names of an enum object, lowercase, indexed by value (for 0..n-1). */
export function namesOf(table) {
	const names = [];
	for (const [name, value] of Object.entries(table))
		names[value] = name.toLowerCase();
	return names;
}
