// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// TypeScript declarations of the libescopa package (src/index.mjs).
// Everything that runs in the WebAssembly module hangs off the object
// loadEscopa() resolves to; the classes are declared here as types and
// reached at run time as escopa.Game, escopa.Rules and so on.

declare global {
	// Symbol.dispose (explicit resource management, `using`) for the
	// TypeScript versions whose lib does not declare it yet; the same
	// declaration as theirs, so that both merge.
	interface SymbolConstructor {
		readonly dispose: unique symbol;
	}
}

/** A 64-bit value given by the user: a BigInt, or a safe integer Number. */
export type U64 = bigint | number;
/** A card given by the user: a Card, its name ("7o", "Settebello") or its id. */
export type CardLike = Card | string | number;
/** A move given by the user: a Move, move text, or its 64-bit value. */
export type MoveLike = Move | string | bigint;
/** A position a player can look at: a whole Game or one seat's View. */
export type Position = Game | View;
/** Rules given by the user: a Rules, a preset name or number, or rules text. */
export type RulesLike = Rules | string | number;

export declare const Suit: Readonly<{ COINS: 0; CUPS: 1; SWORDS: 2; CLUBS: 3 }>;
export declare const Rank: Readonly<{
	JOKER: 0; ACE: 1; TWO: 2; THREE: 3; FOUR: 4; FIVE: 5; SIX: 6; SEVEN: 7;
	JACK: 8; KNIGHT: 9; KING: 10;
}>;
export declare const Style: Readonly<{
	ASCII: 0; FRENCH: 1; FRENCH_ASCII: 2; SPANISH: 3; ITALIAN: 4; ANY: 5;
}>;
export declare const Preset: Readonly<{
	ESCOPA: 0; ESCOBA: 1; ESCOBA_DE_15: 2; ESCOVA_DE_31: 3; ESCOBA_COMODINES: 4;
	SCOPA: 5; ESCOPA_MATCH: 6;
}>;
export declare const Option: Readonly<{
	PARTNERSHIPS: 0; JOKERS: 1; INITIAL_TABLE: 2; CAPTURE_MODE: 3; CAPTURE_MULTIPLES: 4;
	FORCED_CAPTURE: 5; STACKING: 6; LAST_CAPTURE_TAKES: 7; SWEEP_ON_LAST_PLAY: 8;
	SCORE_CARDS: 9; CARDS_DOUBLE: 10; SCORE_COINS: 11; SCORE_SEVEN_OF_COINS: 12;
	SEVENS: 13; ALL_COINS: 14; PRIMIERA: 15; NAPOLA: 16; TARGET: 17; TEAM_TARGET: 18;
	OPEN_TABLE: 19; DEAL_ROTATION: 20; SHARED_TIES: 21; MATCH_GAMES: 22; HAND_LIMIT: 23;
}>;
export declare const InitialTable: Readonly<{ PLAY_ON: 0; DEALER_SWEEPS: 1; SET_ASIDE: 2; REDEAL: 3 }>;
export declare const CaptureMode: Readonly<{ FIFTEEN: 0; MATCH: 1 }>;
export declare const ForcedCapture: Readonly<{ NONE: 0; PER_CARD: 1; PER_HAND: 2 }>;
export declare const Sevens: Readonly<{ NONE: 0; ALL_FOUR: 1; MOST: 2 }>;
export declare const Primiera: Readonly<{ NONE: 0; TABLE_A: 1; TABLE_B: 2 }>;
export declare const MoveKind: Readonly<{ CAPTURE: 1; TRAIL: 2; SET: 3 }>;
export declare const Phase: Readonly<{ PLAYING: 0; HAND_OVER: 1; GAME_OVER: 2; MISDEAL: 3 }>;
export declare const PlayFlag: Readonly<{
	CLEARED_TABLE: 1; SWEEP: 2; HAND_OVER: 4; GAME_OVER: 8; REDEALT: 16;
}>;
export declare const Refusal: Readonly<{
	NONE: 0; NO_HAND: 1; MALFORMED: 2; NOT_HELD: 3; NOT_YOUR_TURN: 4; NOT_ON_TABLE: 5;
	PART_OF_PILE: 6; SUM_NOT_15: 7; SUM_NOT_MULTIPLE_OF_15: 8; SUM_NOT_CARD_VALUE: 9;
	MUST_TAKE_EQUAL_RANK: 10; MUST_CAPTURE: 11; HAND_MUST_CAPTURE: 12; MUST_SET: 13;
	NO_STACKING: 14; CAPTURING_CARD_SET: 15; SEVERAL_PILES: 16; PILE_OVER_14: 17;
	NO_SUCH_ACTION: 18;
}>;
export declare const Player: Readonly<{ RANDOM: 0; GREEDY: 1 }>;
export declare const BotKind: Readonly<{ RANDOM: 0; GREEDY: 1; PIMC: 2; ISMCTS: 3; OMNISCIENT: 4 }>;
export declare const Level: Readonly<{ EASY: 0; MEDIUM: 1; HARD: 2; EXPERT: 3 }>;
export declare const OpponentModel: Readonly<{ NONE: 0; GREEDY: 1 }>;

type ValueOf<T> = T[keyof T];
export type SuitValue = ValueOf<typeof Suit>;
export type StyleValue = ValueOf<typeof Style>;
export type PhaseValue = ValueOf<typeof Phase>;
export type MoveKindValue = ValueOf<typeof MoveKind>;
export type RefusalValue = ValueOf<typeof Refusal>;
export type BotKindValue = ValueOf<typeof BotKind>;
export type LevelName = 'easy' | 'medium' | 'hard' | 'expert';
export type BotKindName = 'random' | 'greedy' | 'pimc' | 'ismcts' | 'omniscient';

export declare const CARD_COUNT: 42;
export declare const MAX_LEGAL_MOVES: 1000000;
export declare const SNAPSHOT_SIZE: 256;
export declare const VIEW_SNAPSHOT_SIZE: 256;
export declare const BOT_MAX_ANALYZED: 512;
/** The review marks, from the best. */
export declare const REVIEW_MARKS: readonly ReviewMark[];

/** A card in a view's JSON, as its text, such as "7o". */
export type CardText = string;
/** The JSON form of a view (doc/notation.md, "JSON"): one field per
 *  field of view notation. Hidden hands are a count; -/empty is [] or null. */
export interface ViewJson {
	view: 1;
	viewer: number;
	rules: string;
	players: number;
	game: number;
	wins: number[];
	hand: number;
	dealer: number;
	phase: 'playing' | 'hand_over' | 'game_over' | 'misdeal';
	seat: number;
	plays: number;
	hands: (CardText[] | number)[];
	voids: (number | 'jk')[][];
	declined: number[][];
	table: CardText[][];
	stock: number;
	captured: CardText[][];
	sweeps: number[];
	aside: CardText[];
	scores: number[];
	last: number | null;
	winner: number | null;
}
/** The longest JSON text viewJsonToText() reads. */
export declare const JSON_TEXT_MAX: 262144;
/** The fields of a view's JSON, in order. */
export declare const VIEW_JSON_FIELDS: readonly string[];
/** The JSON object of a view's text; ParseError if it is not view notation. */
export declare function viewTextToJson(text: string): ViewJson;
/** The view text of a view's JSON (an object or JSON text); ParseError if it is not a view's. */
export declare function viewJsonToText(data: ViewJson | string): string;

/** Every error the library reports; `status` is the C status. */
export declare class EscopaError extends Error {
	static readonly status: number;
	static readonly statusName: string;
	readonly status: number;
	readonly statusName: string;
	/** The C function that failed, when known. */
	readonly function: string | null;
	/** Readers: where the input is wrong, and why. */
	readonly offset: number | null;
	readonly line: number | null;
	readonly column: number | null;
	readonly reason: string | null;
	readonly parseStatus: number | null;
	readonly parseStatusName: string | null;
	/** A refused move: why (a Refusal code), its C name and its sentence. */
	readonly refusal: RefusalValue | null;
	readonly refusalName: string | null;
	readonly refusalText: string | null;
	constructor(message: string, details?: { function?: string });
}
export declare class NullArgumentError extends EscopaError {}
export declare class InvalidArgumentError extends EscopaError {}
export declare class IndexOutOfRangeError extends InvalidArgumentError {}
export declare class InvalidCardError extends EscopaError {}
export declare class UnknownOptionError extends EscopaError {}
export declare class OptionRangeError extends EscopaError {}
export declare class OptionConflictError extends EscopaError {}
export declare class MalformedMoveError extends EscopaError {}
export declare class IllegalMoveError extends EscopaError {}
export declare class PhaseError extends EscopaError {}
export declare class DeckError extends EscopaError {}
export declare class ParseError extends EscopaError {}
export declare class OutOfMemoryError extends EscopaError {}
export declare class RecordFullError extends EscopaError {}
export declare class CancelledError extends EscopaError {}
export declare class TooManyMovesError extends EscopaError {
	readonly count: number;
	readonly limit: number;
}
/** A Rules, Game, View, Bot or Record used after free(). */
export declare class UseAfterFreeError extends Error {}

/** The SplitMix64 generator of the random player. */
export declare class SplitMix64 {
	constructor(seed?: U64);
	state: bigint;
	next(): bigint;
	copy(): SplitMix64;
}

/** What owns a C object: free it with free() or `using`. */
export declare abstract class Handle {
	/** Whether free() has been called. */
	readonly freed: boolean;
	/** Frees the C object now; later uses throw UseAfterFreeError. */
	free(): void;
	[Symbol.dispose](): void;
	/** The object's text form, or "Name (freed)" once freed. */
	toString(): string;
}

/** One of the 42 cards; cards compare with ===. */
export declare class Card {
	private constructor();
	static fromId(id: number): Card;
	static of(rank: number, suit: SuitValue): Card;
	static parse(text: string, style?: StyleValue): Card;
	readonly id: number;
	readonly rank: number;
	readonly suit: SuitValue | null;
	readonly value: number;
	readonly isJoker: boolean;
	format(style?: StyleValue): string;
	toString(): string;
	toJSON(): string;
}

/** An immutable set of cards over a 64-bit mask. */
export declare class CardSet implements Iterable<Card> {
	constructor(cards?: Iterable<CardLike> | string);
	static fromMask(mask: U64): CardSet;
	static parse(text: string, style?: StyleValue): CardSet;
	readonly mask: bigint;
	readonly size: number;
	readonly value: number;
	readonly isEmpty: boolean;
	has(card: CardLike): boolean;
	[Symbol.iterator](): Iterator<Card>;
	toArray(): Card[];
	union(other: CardSet | string): CardSet;
	intersection(other: CardSet | string): CardSet;
	difference(other: CardSet | string): CardSet;
	equals(other: unknown): boolean;
	format(style?: StyleValue): string;
	toString(): string;
	toJSON(): string;
}

/** A rule set: a preset and its options. */
export declare class Rules extends Handle {
	constructor(preset?: string | number);
	static preset(name: string | number): Rules;
	static parse(text: string): Rules;
	static readonly presets: readonly string[];
	static readonly optionNames: readonly string[];
	static bounds(option: string | number): readonly [number, number];
	get(option: string | number): number;
	set(option: string | number, value: number | boolean): this;
	options(): { [name: string]: number };
	readonly text: string;
	/** The rules in words, one paragraph a line (escopa_rules_describe). @since 1.5 */
	describe(): string;
	copy(): Rules;
	equals(other: unknown): boolean;
}

/** A move; its value is the library's 64-bit encoding. */
export declare class Move {
	private constructor();
	static parse(text: string, style?: StyleValue): Move;
	static fromValue(value: U64): Move;
	static make(kind: MoveKindValue, card: CardLike, target?: CardSet | string): Move;
	readonly value: bigint;
	readonly kind: MoveKindValue;
	readonly card: Card;
	readonly target: CardSet;
	readonly captures: CardSet;
	readonly isCapture: boolean;
	format(style?: StyleValue): string;
	equals(other: unknown): boolean;
	toString(): string;
	/** The move's JSON form: its text. */
	toJSON(): string;
	/** The move of its JSON form, move text. */
	static fromJSON(data: string): Move;
}

/** What a play did. */
export interface PlayResult {
	readonly seat: number;
	readonly side: number;
	readonly move: Move;
	readonly taken: CardSet;
	readonly sweepPoints: number;
	readonly flags: number;
	readonly lastTake: CardSet;
	readonly lastTakeSide: number | null;
	readonly sweep: boolean;
	readonly clearedTable: boolean;
	readonly handOver: boolean;
	readonly gameOver: boolean;
}

/** What comes next in a game, from game.playNext() or game.turn(). */
export interface Turn {
	readonly phase: PhaseValue;
	/** The seat to play; null when no hand is in play. */
	readonly currentSeat: number | null;
	/** The number of legal moves of the seat to play, exact. */
	readonly moveCount: number;
	/** The legal move values, in the library's order: a view of wasm
	 *  memory (at most MAX_LEGAL_MOVES of them), valid until the game's
	 *  next playNext() or turn() or its free(); reading it after those
	 *  throws. Copy it to keep it; do not write to it. */
	readonly moves: BigUint64Array;
	/** What the move did; null from turn(). */
	readonly played: PlayResult | null;
	/** The PlayFlag bits of the move played; 0 from turn(). */
	readonly flags: number;
	readonly sweep: boolean;
	readonly clearedTable: boolean;
	readonly handOver: boolean;
	readonly gameOver: boolean;
}

/** A side's score for a hand, by category, and its tallies. */
export interface Score {
	readonly cards: number;
	readonly coins: number;
	readonly sevenOfCoins: number;
	readonly sevens: number;
	readonly allCoins: number;
	readonly primiera: number;
	readonly napola: number;
	readonly sweeps: number;
	readonly total: number;
	readonly cardCount: number;
	readonly coinCount: number;
	readonly sevenCount: number;
	readonly primieraTotal: number;
}

/** What a Game and a View both answer. */
interface Queries {
	readonly players: number;
	readonly sides: number;
	readonly phase: PhaseValue;
	readonly currentSeat: number;
	readonly dealer: number;
	readonly handNumber: number;
	readonly table: CardSet;
	readonly setAside: CardSet;
	readonly piles: CardSet[];
	readonly scores: number[];
	option(option: string | number): number;
	hand(seat: number): CardSet;
	captured(side: number): CardSet;
	sweeps(side: number): number;
	score(side: number): number;
	snapshot(): Uint8Array;
	restore(data: Uint8Array | ArrayBuffer): void;
}

export interface GameOptions {
	players?: number;
	seed?: U64;
}

export declare class Game extends Handle {
	constructor(rules?: RulesLike | null, options?: GameOptions);
	static fromDeck(rules: RulesLike | null | undefined, players: number, deck: Iterable<CardLike>): Game;
	static fromPosition(text: string): Game;
	static fromSnapshot(data: Uint8Array | ArrayBuffer): Game;
	readonly rules: Rules;
	readonly gameOver: boolean;
	readonly winner: number | null;
	readonly drawn: boolean;
	readonly lastCaptureSide: number | null;
	readonly hands: CardSet[];
	readonly stock: Card[];
	readonly gameNumber: number;
	readonly matchOver: boolean;
	readonly matchWinner: number | null;
	readonly position: string;
	sideOf(seat: number): number;
	gamesWon(side: number): number;
	nextGame(): void;
	handScore(side: number): Score;
	handScores(): Score[];
	legalMoves(): Move[];
	/** Exact: every count is below 2**42. */
	moveCount(): number;
	/** A Number or a BigInt index, negative from the end. */
	moveAt(index: number | bigint): Move;
	movesPage(start: number | bigint, count: number): Move[];
	iterMoves(start?: number | bigint): Generator<Move, void, undefined>;
	isLegal(move: MoveLike): boolean;
	refusal(move: MoveLike): RefusalValue;
	refusalText(move: MoveLike, style?: StyleValue): string;
	play(move: MoveLike): PlayResult;
	/** Plays a move as play() does (the same errors; nothing changes on
	 *  one) and returns what comes next, in one call into the module. */
	playNext(move: MoveLike): Turn;
	/** What comes next without playing: `played` null, `flags` 0. */
	turn(): Turn;
	nextHand(): void;
	deal(deck: Iterable<CardLike>): void;
	chooseMove(player?: 'greedy' | 'random' | number, rng?: SplitMix64 | U64): Move;
	view(seat: number): View;
	infoKey(seat: number): bigint;
	loadPosition(text: string): void;
	clone(): Game;
	copyFrom(other: Game): void;
	equals(other: unknown): boolean;
}
export interface Game extends Queries {}

/** What one seat of a game knows. */
export declare class View extends Handle {
	constructor(game: Game, seat: number);
	static parse(text: string): View;
	static fromSnapshot(data: Uint8Array | ArrayBuffer): View;
	/** The view of its JSON form: the object toJSON() returns or its text. */
	static fromJSON(data: ViewJson | string): View;
	readonly seat: number;
	readonly rules: Rules;
	readonly stockSize: number;
	readonly unseen: CardSet;
	readonly key: bigint;
	readonly text: string;
	update(game: Game, seat: number): void;
	handSize(seat: number): number;
	excluded(seat: number): CardSet;
	legalMoves(): Move[];
	sample(seed: U64): Game;
	sampleInto(game: Game, seed: U64): void;
	load(text: string): void;
	clone(): View;
	copyFrom(other: View): void;
	equals(other: unknown): boolean;
	/** The JSON form, without any hidden card. */
	toJSON(): ViewJson;
}
export interface View extends Queries {}

/** The names of a bot's options: the C names (escopa_bot_option_name()). */
export type BotOptionName = 'iterations' | 'time_ms' | 'threads' | 'endgame_cards' | 'randomness' |
	'exploration' | 'nodes' | 'lookahead' | 'opponent_model' | 'racing' | 'mistakes';
/** A bot's options by their C names, each an integer within
 *  Bot.bounds(name, kind); undefined keeps the kind's default. */
export interface BotOptions {
	iterations?: number;
	time_ms?: number;
	threads?: number;
	endgame_cards?: number;
	randomness?: number;
	exploration?: number;
	nodes?: number;
	lookahead?: number;
	opponent_model?: 'none' | 'greedy' | ValueOf<typeof OpponentModel>;
	racing?: number;
	mistakes?: number;
}

/** One legal move and what an analysis thinks it is worth, in points. */
export interface MoveValue {
	readonly move: Move;
	readonly value: number;
	readonly samples: number;
}

/** A bot: a computer opponent. */
export declare class Bot extends Handle {
	constructor(kind?: BotKindName | BotKindValue, options?: BotOptions & { seed?: U64 });
	static level(level: LevelName | number, seed?: U64, options?: BotOptions): Bot;
	/** The option names, in the order of enum escopa_bot_option. */
	static readonly optionNames: readonly BotOptionName[];
	/** An option's bounds for a kind of bot (default 'pimc'): [lo, hi]. */
	static bounds(option: BotOptionName | number, kind?: BotKindName | BotKindValue): readonly [number, number];
	readonly kind: BotKindValue;
	readonly seed: bigint;
	readonly options: { readonly [K in BotOptionName]: number };
	choose(position: Position): Move;
	analyze(position: Position): MoveValue[];
}

/** A deal of a record: its first move and the deck order it was given
 *  (null for a deal from the game's generator). */
export interface RecordDeal {
	readonly firstMove: number;
	readonly deck: Card[] | null;
}

/** A game record (doc/record.md). */
export declare class Record extends Handle {
	constructor(rules?: RulesLike | null, options?: GameOptions);
	static parse(text: string): Record;
	readonly tags: { [key: string]: string };
	tag(key: string): string | null;
	setTag(key: string, value: string): void;
	readonly rules: Rules;
	readonly players: number;
	readonly seed: bigint;
	play(move: MoveLike): void;
	nextHand(deck?: Iterable<CardLike>): void;
	nextGame(): void;
	readonly game: Game;
	gameAt(index: number): Game;
	readonly length: number;
	readonly moves: Move[];
	readonly deals: RecordDeal[];
	readonly text: string;
	readonly textLength: number;
	copy(): Record;
}

/** A review mark, from the best (doc/review.md gives the thresholds). */
export type ReviewMark = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/** One reviewed decision. */
export interface ReviewedMove {
	/** Its index in the record; for decision(), the decisions reviewed before it. */
	readonly index: number;
	readonly game: number;
	readonly hand: number;
	readonly seat: number;
	readonly side: number;
	readonly played: Move;
	/** The analysis's best move. */
	readonly best: Move;
	/** Values in points of the rest of the hand, the seat's side's view. */
	readonly playedValue: number;
	readonly bestValue: number;
	/** bestValue - playedValue, never below 0. */
	readonly loss: number;
	/** Legal moves; 1 is a forced move. */
	readonly choices: number;
	readonly samples: number;
	readonly mark: ReviewMark;
}

/** One side's totals. */
export interface ReviewTotals {
	readonly side: number;
	readonly decisions: number;
	readonly forced: number;
	readonly pointsLost: number;
	/** In percent: the mean of 100·e^(−loss) over the decisions. */
	readonly accuracy: number;
	readonly marks: { readonly [K in ReviewMark]: number };
	/** Indices of the worst moves, the worst first (at most 3). */
	readonly worst: readonly number[];
}

/** The points each side lost in one hand. */
export interface ReviewedHand {
	readonly game: number;
	readonly hand: number;
	readonly pointsLost: number[];
}

/** The review of a whole record. */
export interface ReviewResult {
	readonly moves: ReviewedMove[];
	readonly sides: ReviewTotals[];
	readonly hands: ReviewedHand[];
}

/** A reviewer of played games (doc/review.md). */
export declare class Review extends Handle {
	constructor(options?: { seed?: U64; threads?: number });
	readonly seed: bigint;
	decision(game: Game, move: MoveLike): ReviewedMove;
	record(record: Record, options?: {
		onMove?: (entry: ReviewedMove, done: number, total: number) => void;
	}): ReviewResult;
	totals(side: number): ReviewTotals;
	reset(): void;
}

/** One loaded module and the classes bound to it. */
export interface Escopa {
	readonly libraryVersion: string;
	readonly Card: typeof Card;
	readonly CardSet: typeof CardSet;
	readonly Rules: typeof Rules;
	readonly Move: typeof Move;
	readonly Game: typeof Game;
	readonly View: typeof View;
	readonly Bot: typeof Bot;
	readonly Record: typeof Record;
	readonly Review: typeof Review;
	readonly SplitMix64: typeof SplitMix64;
	describeRefusal(code: RefusalValue): { readonly name: string; readonly text: string };
	/** Scores a hand from captured piles, one per side, for apps that run
	 *  their own table. */
	scorePiles(rules: RulesLike | null | undefined, captured: (CardSet | string)[], sweeps?: number[]): Score[];
	readonly Suit: typeof Suit;
	readonly Rank: typeof Rank;
	readonly Style: typeof Style;
	readonly Preset: typeof Preset;
	readonly Option: typeof Option;
	readonly InitialTable: typeof InitialTable;
	readonly CaptureMode: typeof CaptureMode;
	readonly ForcedCapture: typeof ForcedCapture;
	readonly Sevens: typeof Sevens;
	readonly Primiera: typeof Primiera;
	readonly MoveKind: typeof MoveKind;
	readonly Phase: typeof Phase;
	readonly PlayFlag: typeof PlayFlag;
	readonly Refusal: typeof Refusal;
	readonly Player: typeof Player;
	readonly BotKind: typeof BotKind;
	readonly Level: typeof Level;
	readonly OpponentModel: typeof OpponentModel;
	readonly EscopaError: typeof EscopaError;
	readonly NullArgumentError: typeof NullArgumentError;
	readonly InvalidArgumentError: typeof InvalidArgumentError;
	readonly IndexOutOfRangeError: typeof IndexOutOfRangeError;
	readonly InvalidCardError: typeof InvalidCardError;
	readonly UnknownOptionError: typeof UnknownOptionError;
	readonly OptionRangeError: typeof OptionRangeError;
	readonly OptionConflictError: typeof OptionConflictError;
	readonly MalformedMoveError: typeof MalformedMoveError;
	readonly IllegalMoveError: typeof IllegalMoveError;
	readonly PhaseError: typeof PhaseError;
	readonly DeckError: typeof DeckError;
	readonly ParseError: typeof ParseError;
	readonly OutOfMemoryError: typeof OutOfMemoryError;
	readonly RecordFullError: typeof RecordFullError;
	readonly CancelledError: typeof CancelledError;
	readonly TooManyMovesError: typeof TooManyMovesError;
	readonly UseAfterFreeError: typeof UseAfterFreeError;
	readonly CARD_COUNT: 42;
	readonly MAX_LEGAL_MOVES: 1000000;
	readonly SNAPSHOT_SIZE: 256;
	readonly VIEW_SNAPSHOT_SIZE: 256;
	readonly BOT_MAX_ANALYZED: 512;
	readonly REVIEW_MARKS: readonly ReviewMark[];
}

export interface LoadOptions {
	/** The bytes of libescopa.wasm. */
	wasmBinary?: Uint8Array | ArrayBuffer;
	/** Where to fetch libescopa.wasm; by default next to libescopa.mjs. */
	wasmUrl?: string | URL;
}

/** Loads a new, independent instance of the module. */
export declare function loadEscopa(options?: LoadOptions): Promise<Escopa>;
