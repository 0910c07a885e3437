// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The SplitMix64 generator the random player draws from (player.h).

import { u64Arg } from './args.mjs';

const MASK = (1n << 64n) - 1n;

/** The state of a SplitMix64 generator, the one the library's random
 *  player and deal use. game.chooseMove('random', rng) advances `state`
 *  by exactly one step per decision, so a sequence of decisions is
 *  reproducible from the seed on every platform. */
export class SplitMix64 {
	/** A generator whose state is `seed` (a BigInt or a safe integer). */
	constructor(seed = 0n) {
		/** The 64-bit state, a BigInt. */
		this.state = u64Arg(seed, 'seed');
	}

	/** Advances one step and returns its 64-bit output, a BigInt. */
	next() {
		this.state = (this.state + 0x9E3779B97F4A7C15n) & MASK;
		let z = this.state;
		z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK;
		z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK;
		return z ^ (z >> 31n);
	}

	copy() { return new SplitMix64(this.state); }
}
