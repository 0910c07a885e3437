// Copyright © 2026 The libescopa authors
// SPDX-License-Identifier: MIT

// The C enums, as frozen objects of numbers (the headers' values, which
// never change). loadEscopa() checks the names it can against the module.

const freeze = Object.freeze;

/** The suits (`enum escopa_suit`). */
export const Suit = freeze({ COINS: 0, CUPS: 1, SWORDS: 2, CLUBS: 3 });
/** The ranks (`enum escopa_rank`); a rank's number is its capture value. */
export const Rank = freeze({
	JOKER: 0, ACE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5, SIX: 6, SEVEN: 7,
	JACK: 8, KNIGHT: 9, KING: 10,
});
/** How cards are written (`enum escopa_style`); ANY only for reading. */
export const Style = freeze({ ASCII: 0, FRENCH: 1, FRENCH_ASCII: 2, SPANISH: 3, ITALIAN: 4, ANY: 5 });
/** The presets (`enum escopa_preset`). */
export const Preset = freeze({
	ESCOPA: 0, ESCOBA: 1, ESCOBA_DE_15: 2, ESCOVA_DE_31: 3, ESCOBA_COMODINES: 4,
	SCOPA: 5, ESCOPA_MATCH: 6,
});
/** The rule options (`enum escopa_option`). */
export const Option = freeze({
	PARTNERSHIPS: 0, JOKERS: 1, INITIAL_TABLE: 2, CAPTURE_MODE: 3, CAPTURE_MULTIPLES: 4,
	FORCED_CAPTURE: 5, STACKING: 6, LAST_CAPTURE_TAKES: 7, SWEEP_ON_LAST_PLAY: 8,
	SCORE_CARDS: 9, CARDS_DOUBLE: 10, SCORE_COINS: 11, SCORE_SEVEN_OF_COINS: 12,
	SEVENS: 13, ALL_COINS: 14, PRIMIERA: 15, NAPOLA: 16, TARGET: 17, TEAM_TARGET: 18,
	OPEN_TABLE: 19, DEAL_ROTATION: 20, SHARED_TIES: 21, MATCH_GAMES: 22, HAND_LIMIT: 23,
});
/** Values of the option initial_table. */
export const InitialTable = freeze({ PLAY_ON: 0, DEALER_SWEEPS: 1, SET_ASIDE: 2, REDEAL: 3 });
/** Values of the option capture_mode. */
export const CaptureMode = freeze({ FIFTEEN: 0, MATCH: 1 });
/** Values of the option forced_capture. */
export const ForcedCapture = freeze({ NONE: 0, PER_CARD: 1, PER_HAND: 2 });
/** Values of the option sevens. */
export const Sevens = freeze({ NONE: 0, ALL_FOUR: 1, MOST: 2 });
/** Values of the option primiera. */
export const Primiera = freeze({ NONE: 0, TABLE_A: 1, TABLE_B: 2 });
/** The kinds of move (`enum escopa_move_kind`). */
export const MoveKind = freeze({ CAPTURE: 1, TRAIL: 2, SET: 3 });
/** Where a game stands (`enum escopa_phase`). */
export const Phase = freeze({ PLAYING: 0, HAND_OVER: 1, GAME_OVER: 2, MISDEAL: 3 });
/** The flags of a play (`enum escopa_play_flag`). */
export const PlayFlag = freeze({ CLEARED_TABLE: 1, SWEEP: 2, HAND_OVER: 4, GAME_OVER: 8, REDEALT: 16 });
/** Why a move is refused (`enum escopa_refusal`); NONE for a legal move. */
export const Refusal = freeze({
	NONE: 0, NO_HAND: 1, MALFORMED: 2, NOT_HELD: 3, NOT_YOUR_TURN: 4, NOT_ON_TABLE: 5,
	PART_OF_PILE: 6, SUM_NOT_15: 7, SUM_NOT_MULTIPLE_OF_15: 8, SUM_NOT_CARD_VALUE: 9,
	MUST_TAKE_EQUAL_RANK: 10, MUST_CAPTURE: 11, HAND_MUST_CAPTURE: 12, MUST_SET: 13,
	NO_STACKING: 14, CAPTURING_CARD_SET: 15, SEVERAL_PILES: 16, PILE_OVER_14: 17,
	NO_SUCH_ACTION: 18,
});
/** The simple players of game.chooseMove() (`enum escopa_player`). */
export const Player = freeze({ RANDOM: 0, GREEDY: 1 });
/** The kinds of bot, the computer opponents (`enum escopa_bot_kind`). */
export const BotKind = freeze({ RANDOM: 0, GREEDY: 1, PIMC: 2, ISMCTS: 3, OMNISCIENT: 4 });
/** The levels an app offers, from the weakest (`enum escopa_level`). */
export const Level = freeze({ EASY: 0, MEDIUM: 1, HARD: 2, EXPERT: 3 });
/** How PIMC's exact end-of-hand search plays the other sides, a bot's
 *  `opponent_model` (`enum escopa_opponent_model`). */
export const OpponentModel = freeze({ NONE: 0, GREEDY: 1 });
