// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// libescopa for JavaScript: the rules engine and the computer players of
// the Escopa, Escoba and Scopa card games, compiled to WebAssembly.
//
//   import { loadEscopa } from 'libescopa';
//   const escopa = await loadEscopa();
//   const game = new escopa.Game('escoba_de_15', { players: 2, seed: 2026n });
//
// Everything that runs in the module hangs off the object loadEscopa()
// returns; the enums, errors and the SplitMix64 generator need no module
// and are exported here as well. README.md has the whole tour.

export { loadEscopa } from './load.mjs';
export { SplitMix64 } from './player.mjs';
export * from './enums.mjs';
export {
	EscopaError, NullArgumentError, InvalidArgumentError, IndexOutOfRangeError,
	InvalidCardError, UnknownOptionError, OptionRangeError, OptionConflictError,
	MalformedMoveError, IllegalMoveError, PhaseError, DeckError, ParseError,
	OutOfMemoryError, RecordFullError, CancelledError, TooManyMovesError, UseAfterFreeError,
} from './errors.mjs';
export { CARD_COUNT } from './cards.mjs';
export { MAX_LEGAL_MOVES, SNAPSHOT_SIZE } from './game.mjs';
export { VIEW_SNAPSHOT_SIZE } from './view.mjs';
export { JSON_TEXT_MAX, VIEW_JSON_FIELDS, viewJsonToText, viewTextToJson } from './json.mjs';
export { BOT_MAX_ANALYZED } from './bot.mjs';
export { REVIEW_MARKS } from './review.mjs';
