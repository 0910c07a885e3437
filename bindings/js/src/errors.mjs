// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The exceptions: one class per `enum escopa_status`, as in the Python
// bindings (bindings/python/escopa/_errors.py). They need no module
// instance, so they are exported by the package itself and by every
// instance that loadEscopa() returns.

/**
 * The base class of every error the library reports. `status` is the
 * numeric `enum escopa_status`, `statusName` its enumerator name such as
 * "ESCOPA_E_ILLEGAL", `function` the C function that failed when known.
 *
 * The readers that say where their input is wrong (positions, snapshots,
 * rules text, records, cards and moves read as text) fill `offset`,
 * `line`, `column`, `reason`, `parseStatus` and `parseStatusName`. The
 * error of a refused move fills `refusal` (an `enum escopa_refusal`
 * value), `refusalName` and `refusalText`. Those are null otherwise.
 */
export class EscopaError extends Error {
	static status = -1;
	static statusName = 'ESCOPA_E_UNKNOWN';

	constructor(message, details = {}) {
		super(message);
		this.name = new.target.name;
		this.status = new.target.status;
		this.statusName = new.target.statusName;
		this.function = details.function ?? null;
		this.offset = null;
		this.line = null;
		this.column = null;
		this.reason = null;
		this.parseStatus = null;
		this.parseStatusName = null;
		this.refusal = null;
		this.refusalName = null;
		this.refusalText = null;
	}
}

function statusClass(status, statusName, base = EscopaError) {
	const cls = class extends base {};
	cls.status = status;
	cls.statusName = statusName;
	return cls;
}

/** A required argument was missing (ESCOPA_E_NULL). */
export class NullArgumentError extends statusClass(1, 'ESCOPA_E_NULL') {}
/** An argument is out of its domain (ESCOPA_E_INVALID). */
export class InvalidArgumentError extends statusClass(2, 'ESCOPA_E_INVALID') {}
/** A seat, side or index out of range (ESCOPA_E_INVALID, an InvalidArgumentError). */
export class IndexOutOfRangeError extends InvalidArgumentError {}
/** A card id is not a valid card (ESCOPA_E_CARD). */
export class InvalidCardError extends statusClass(3, 'ESCOPA_E_CARD') {}
/** The rule option does not exist (ESCOPA_E_OPTION). */
export class UnknownOptionError extends statusClass(4, 'ESCOPA_E_OPTION') {}
/** A rule option value is outside its bounds (ESCOPA_E_RANGE). */
export class OptionRangeError extends statusClass(5, 'ESCOPA_E_RANGE') {}
/** A rule option value contradicts another option (ESCOPA_E_CONFLICT). */
export class OptionConflictError extends statusClass(6, 'ESCOPA_E_CONFLICT') {}
/** The value does not encode any move (ESCOPA_E_MOVE). */
export class MalformedMoveError extends statusClass(7, 'ESCOPA_E_MOVE') {}
/** The move is not legal here (ESCOPA_E_ILLEGAL); `refusal` says why. */
export class IllegalMoveError extends statusClass(8, 'ESCOPA_E_ILLEGAL') {}
/** Not allowed in the game's current phase (ESCOPA_E_PHASE). */
export class PhaseError extends statusClass(9, 'ESCOPA_E_PHASE') {}
/** A deck order is not a permutation of the deck (ESCOPA_E_DECK). */
export class DeckError extends statusClass(10, 'ESCOPA_E_DECK') {}
/** Text or a snapshot could not be read (ESCOPA_E_PARSE). */
export class ParseError extends statusClass(11, 'ESCOPA_E_PARSE') {}
/** The library could not allocate memory (ESCOPA_E_NOMEM). */
export class OutOfMemoryError extends statusClass(12, 'ESCOPA_E_NOMEM') {}
/** A record's text would pass 1 MiB (ESCOPA_E_FULL). */
export class RecordFullError extends statusClass(13, 'ESCOPA_E_FULL') {}
/** A long call was stopped by its caller (ESCOPA_E_CANCELLED). */
export class CancelledError extends statusClass(14, 'ESCOPA_E_CANCELLED') {}

/**
 * `game.legalMoves()` refused to list more than MAX_LEGAL_MOVES moves
 * (only positions set up by hand get there): walk them with
 * `movesPage()` or `moveAt()`. `count` is the number of legal moves.
 */
export class TooManyMovesError extends EscopaError {
	constructor(count, limit) {
		super(`${count} legal moves, more than the ${limit} legalMoves() lists ` +
		      '(MAX_LEGAL_MOVES); walk them with movesPage() or moveAt()',
		      { function: 'legalMoves' });
		this.count = count;
		this.limit = limit;
	}
}

/** A Rules, Game, View, Bot or Record used after its free(). */
export class UseAfterFreeError extends Error {
	constructor(what) {
		super(`this ${what} has been freed: it cannot be used after free() or its disposal`);
		this.name = 'UseAfterFreeError';
	}
}

const BY_STATUS = new Map([
	NullArgumentError, InvalidArgumentError, InvalidCardError, UnknownOptionError,
	OptionRangeError, OptionConflictError, MalformedMoveError, IllegalMoveError,
	PhaseError, DeckError, ParseError, OutOfMemoryError, RecordFullError, CancelledError,
].map((cls) => [cls.status, cls]));

/** The exception of a failed status: the class of the status, or EscopaError. */
export function errorForStatus(status, fn, text) {
	const cls = BY_STATUS.get(status);
	if (cls)
		return new cls(text, { function: fn });
	const error = new EscopaError(`${text} (status ${status})`, { function: fn });
	error.status = status;
	return error;
}
