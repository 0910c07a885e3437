// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// Calling the C functions of one module instance: statuses into
// exceptions, out-parameters on the wasm stack, text in and out, and the
// readers that fill a `struct escopa_parse_error`. Nothing else in the
// package touches the heap.

import { errorForStatus } from './errors.mjs';

/** `struct escopa_parse_error` (notation.h), version 1, on wasm32. */
const PARSE_ERROR = { size: 180, version: 0, status: 4, offset: 8, line: 12, column: 16, message: 20 };
const PARSE_ERROR_MESSAGE = 160;

export class Native {
	constructor(mod) {
		this.mod = mod;
		this.encoder = new TextEncoder();
		this.decoder = new TextDecoder();
		this.slot = 0;
	}

	/** The C function `name`, called with arguments already checked. */
	fn(name) {
		const f = this.mod['_' + name];
		if (typeof f !== 'function')
			throw new Error(`libescopa.wasm does not export ${name}`);
		return f;
	}

	/** Calls a C function that returns an `enum escopa_status`, and
	 *  throws the status's exception unless it is ESCOPA_OK. */
	call(name, ...args) {
		const status = this.mod['_' + name](...args);
		if (status !== 0)
			throw errorForStatus(status, name, this.statusText(status));
	}

	/** The status of a call, without throwing. */
	status(name, ...args) {
		return this.mod['_' + name](...args);
	}

	statusText(status) {
		return this.string(this.mod._escopa_status_str(status)) || 'unknown status';
	}

	/** Runs body with a wasm stack frame for out-parameters, released after. */
	frame(body) {
		const sp = this.mod.stackSave();
		try {
			return body();
		} finally {
			this.mod.stackRestore(sp);
		}
	}

	/** `bytes` of the current frame, zeroed, 16-byte aligned. */
	alloc(bytes) {
		const ptr = this.mod.stackAlloc(Math.max(bytes, 8));
		this.mod.HEAPU8.fill(0, ptr, ptr + bytes);
		return ptr;
	}

	malloc(bytes) {
		const ptr = this.mod._malloc(Math.max(bytes, 8));
		if (ptr === 0)
			throw errorForStatus(12, 'malloc', this.statusText(12));
		return ptr;
	}

	free(ptr) {
		this.mod._free(ptr);
	}

	// The heap views are read at each access: memory growth replaces them.
	i32(ptr) { return this.mod.HEAP32[ptr >> 2]; }
	u32(ptr) { return this.mod.HEAPU32[ptr >> 2]; }
	u64(ptr) { return this.mod.HEAPU64[ptr >> 3]; }
	f64(ptr) { return this.mod.HEAPF64[ptr >> 3]; }
	setI32(ptr, value) { this.mod.HEAP32[ptr >> 2] = value; }
	setU32(ptr, value) { this.mod.HEAPU32[ptr >> 2] = value; }
	setU64(ptr, value) { this.mod.HEAPU64[ptr >> 3] = value; }
	/** `count` uint64 values from ptr, as BigInts. */
	u64s(ptr, count) { return Array.from(this.mod.HEAPU64.subarray(ptr >> 3, (ptr >> 3) + count)); }
	i32s(ptr, count) { return Array.from(this.mod.HEAP32.subarray(ptr >> 2, (ptr >> 2) + count)); }
	bytes(ptr, count) { return this.mod.HEAPU8.slice(ptr, ptr + count); }

	/** A static NUL-terminated C string, or null for NULL. */
	string(ptr) {
		return ptr === 0 ? null : this.mod.UTF8ToString(ptr);
	}

	/** Runs body(ptr, length) with text copied to the heap as UTF-8,
	 *  NUL-terminated. */
	withText(text, body) {
		const data = this.encoder.encode(text);
		return this.withBytes(data, body, 1);
	}

	/** Runs body(ptr, length) with bytes copied to the heap. */
	withBytes(data, body, extra = 0) {
		const ptr = this.malloc(data.length + extra);
		try {
			this.mod.HEAPU8.set(data, ptr);
			if (extra)
				this.mod.HEAPU8[ptr + data.length] = 0;
			return body(ptr, data.length);
		} finally {
			this.free(ptr);
		}
	}

	/** Calls a writer that follows the buffer rule of escopa_card_format()
	 *  (its last arguments are a buffer, its size and the full length),
	 *  growing the buffer once if the text did not fit. */
	format(name, args, size = 256) {
		for (;;) {
			const buf = this.malloc(size);
			try {
				const length = this.frame(() => {
					const out = this.alloc(4);
					this.call(name, ...args, buf, size, out);
					return this.u32(out);
				});
				if (length < size)
					return this.decoder.decode(this.mod.HEAPU8.subarray(buf, buf + length));
				size = length + 1;
			} finally {
				this.free(buf);
			}
		}
	}

	/** Calls a reader whose last argument is a `struct escopa_parse_error`;
	 *  on failure the exception of its status carries where and why. */
	parse(name, args) {
		this.frame(() => {
			const info = this.alloc(PARSE_ERROR.size);
			this.setU32(info + PARSE_ERROR.version, 1);
			const status = this.mod['_' + name](...args, info);
			if (status === 0)
				return;
			const error = errorForStatus(status, name, this.statusText(status));
			const parseStatus = this.i32(info + PARSE_ERROR.status);
			if (parseStatus !== 0) {
				const at = info + PARSE_ERROR.message;
				const heap = this.mod.HEAPU8;
				let end = at;
				while (end < at + PARSE_ERROR_MESSAGE && heap[end] !== 0)
					end++;
				error.reason = this.decoder.decode(heap.subarray(at, end));
				error.offset = this.u32(info + PARSE_ERROR.offset);
				error.line = this.u32(info + PARSE_ERROR.line);
				error.column = this.u32(info + PARSE_ERROR.column);
				error.parseStatus = parseStatus;
				error.parseStatusName = this.string(this.mod._escopa_status_name(parseStatus)) ??
					'ESCOPA_E_UNKNOWN';
				error.message = `line ${error.line}, column ${error.column}: ${error.reason}`;
			}
			throw error;
		});
	}

	/** The new C object a reader `name(data, length, out, error)` makes
	 *  from text (or from bytes, with a Uint8Array). */
	readNew(name, data) {
		const read = (p, len) => this.frame(() => {
			const out = this.alloc(4);
			this.parse(name, [p, len, out]);
			return this.u32(out);
		});
		return typeof data === 'string' ? this.withText(data, read) : this.withBytes(data, read);
	}

	/** An out-parameter call: body(out) makes the call, read(out) the value. */
	out(bytes, body, read) {
		return this.frame(() => {
			const out = this.alloc(bytes);
			body(out);
			return read(out);
		});
	}

	/** The 8 bytes of heap the one-value out-parameters below share:
	 *  each is read right after its call, before any other call, so one
	 *  slot serves them all, without a stack frame each. */
	outSlot() {
		if (this.slot === 0)
			this.slot = this.malloc(8);
		return this.slot;
	}

	/** The int a call writes to its last argument. */
	outI32(name, ...args) {
		const p = this.outSlot();
		this.call(name, ...args, p);
		return this.i32(p);
	}

	/** The uint64 (a BigInt) a call writes to its last argument. */
	outU64(name, ...args) {
		const p = this.outSlot();
		this.call(name, ...args, p);
		return this.u64(p);
	}

	/** The size_t a call writes to its last argument. */
	outSize(name, ...args) {
		const p = this.outSlot();
		this.call(name, ...args, p);
		return this.u32(p);
	}

	/** The pointer a constructor writes to its last argument. */
	outPtr(name, ...args) {
		const p = this.outSlot();
		this.call(name, ...args, p);
		return this.u32(p);
	}
}
