// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The page's side of the computer players' worker (worker.mjs): requests
// by id, answered by promises, and a failure of the worker failing every
// request that waits.

export class Players {
	constructor() {
		// index.html starts the worker as it is parsed, so that the worker
		// loads its engine while the page's modules still load
		this.worker = window.escopaWorker ?? new Worker(new URL('./worker.mjs', import.meta.url), { type: 'module' });
		this.pending = new Map();
		this.nextId = 1;
		this.ready = new Promise((resolve, reject) => { this.readyCallbacks = { resolve, reject }; });
		this.worker.onmessage = (event) => this.receive(event.data);
		this.worker.onerror = (event) => {
			event.preventDefault();
			this.fail(new Error(`the players' worker failed: ${event.message}`));
		};
	}

	receive(msg) {
		if (msg.type === 'ready') {
			this.readyCallbacks.resolve(msg);
			return;
		}
		if (msg.id === undefined) {
			this.fail(new Error(msg.message));
			return;
		}
		const waiting = this.pending.get(msg.id);
		if (msg.type === 'review-progress') {
			waiting?.onProgress?.(msg);
			return;
		}
		this.pending.delete(msg.id);
		if (!waiting)
			return;
		if (msg.type === 'error')
			waiting.reject(new Error(msg.message));
		else
			waiting.resolve(msg);
	}

	fail(err) {
		this.readyCallbacks.reject(err);
		for (const waiting of this.pending.values())
			waiting.reject(err);
		this.pending.clear();
	}

	/**
	 * Reviews moves from..to-1 of a record (its text); `onProgress({ done,
	 * total })` after each. Returns { id, promise }; cancel(id) stops it.
	 */
	review(record, from, to, seed, onProgress) {
		const id = this.nextId++;
		const promise = new Promise((resolve, reject) => {
			this.pending.set(id, { resolve, reject, onProgress });
			this.worker.postMessage({ id, type: 'review', record, from, to, seed: String(seed) });
		});
		return { id, promise };
	}

	cancel(id) {
		this.worker.postMessage({ id, type: 'review-cancel' });
	}

	request(type, view, level, seed) {
		const id = this.nextId++;
		return new Promise((resolve, reject) => {
			this.pending.set(id, { resolve, reject });
			this.worker.postMessage({ id, type, view, level, seed: String(seed) });
		});
	}
}
