// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The objects that own a C object (Rules, Game, View, Bot, Record): freed
// explicitly with free() or `using` (Symbol.dispose, where the runtime has
// it); a FinalizationRegistry frees a forgotten one only as a safety net,
// at a time the garbage collector chooses. A use after free throws
// UseAfterFreeError; free() twice is harmless.

import { UseAfterFreeError } from './errors.mjs';

export function defineHandle(ctx) {
	const native = ctx.native;
	const registry = typeof FinalizationRegistry === 'function'
		? new FinalizationRegistry(({ freeName, ptr }) => native.fn(freeName)(ptr))
		: null;

	class Handle {
		#ptr;
		#what;
		#freeName;

		/** Takes ownership of a C object: `what` names it in messages,
		 *  `freeName` is its C free function. */
		constructor(ptr, what, freeName) {
			this.#ptr = ptr;
			this.#what = what;
			this.#freeName = freeName;
			registry?.register(this, { freeName, ptr }, this);
		}

		/** The C pointer; throws UseAfterFreeError once freed. */
		get _ptr() {
			if (this.#ptr === 0)
				throw new UseAfterFreeError(this.#what);
			return this.#ptr;
		}

		/** Whether free() has been called. */
		get freed() {
			return this.#ptr === 0;
		}

		/** Frees the C object now; later uses throw UseAfterFreeError. */
		free() {
			const ptr = this.#ptr;
			if (ptr === 0)
				return;
			this.#ptr = 0;
			registry?.unregister(this);
			native.fn(this.#freeName)(ptr);
		}
	}
	if (typeof Symbol.dispose === 'symbol')
		Handle.prototype[Symbol.dispose] = function dispose() { this.free(); };

	ctx.Handle = Handle;
}
