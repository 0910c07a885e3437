/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The constants and the one public struct layout of libescopa 1.0, checked
 * at compile time. Every value here is frozen by doc/api-stability.md: a
 * 1.x release may append enumerators, options, items and fields, but never
 * change what is below. If a check here fails, the header change is an
 * ABI break; fix the header, not this file.
 *
 * Included by abi-c99.c and abi-cxx11.cpp, which define
 * ABI_ASSERT(id, condition) for their language first.
 */

#ifndef ABI_ASSERT
#error "define ABI_ASSERT(id, condition) before including frozen-1.0.h"
#endif

#include <stddef.h>
#include <escopa/escopa.h>

/* An enumerator or integer macro keeps its value. */
#define ABI_VALUE(name, value) \
	ABI_ASSERT(value_of_##name, (long long)(name) == (long long)(value))
/* A card set or move macro keeps its 64-bit value. */
#define ABI_BITS(id, expr, value) \
	ABI_ASSERT(bits_of_##id, (unsigned long long)(expr) == (unsigned long long)(value))

/* Basic types: bindings (ctypes) rely on these sizes. */
ABI_ASSERT(card_is_int, sizeof(escopa_card_t) == sizeof(int));
ABI_ASSERT(cardset_is_64_bits, sizeof(escopa_cardset_t) == 8);
ABI_ASSERT(move_is_64_bits, sizeof(escopa_move_t) == 8);
ABI_ASSERT(cardset_is_unsigned, (escopa_cardset_t)-1 > 0);
ABI_ASSERT(move_is_unsigned, (escopa_move_t)-1 > 0);
ABI_ASSERT(status_is_int, sizeof(enum escopa_status) == sizeof(int));
ABI_ASSERT(style_is_int, sizeof(enum escopa_style) == sizeof(int));
ABI_ASSERT(preset_is_int, sizeof(enum escopa_preset) == sizeof(int));
ABI_ASSERT(option_is_int, sizeof(enum escopa_option) == sizeof(int));
ABI_ASSERT(move_kind_is_int, sizeof(enum escopa_move_kind) == sizeof(int));
ABI_ASSERT(phase_is_int, sizeof(enum escopa_phase) == sizeof(int));
ABI_ASSERT(score_item_is_int, sizeof(enum escopa_score_item) == sizeof(int));

/* common.h */
ABI_VALUE(ESCOPA_OK, 0);
ABI_VALUE(ESCOPA_E_NULL, 1);
ABI_VALUE(ESCOPA_E_INVALID, 2);
ABI_VALUE(ESCOPA_E_CARD, 3);
ABI_VALUE(ESCOPA_E_OPTION, 4);
ABI_VALUE(ESCOPA_E_RANGE, 5);
ABI_VALUE(ESCOPA_E_CONFLICT, 6);
ABI_VALUE(ESCOPA_E_MOVE, 7);
ABI_VALUE(ESCOPA_E_ILLEGAL, 8);
ABI_VALUE(ESCOPA_E_PHASE, 9);
ABI_VALUE(ESCOPA_E_DECK, 10);
ABI_VALUE(ESCOPA_E_PARSE, 11);
ABI_VALUE(ESCOPA_E_NOMEM, 12);

/* cards.h */
ABI_VALUE(ESCOPA_SUIT_NONE, -1);
ABI_VALUE(ESCOPA_SUIT_COINS, 0);
ABI_VALUE(ESCOPA_SUIT_CUPS, 1);
ABI_VALUE(ESCOPA_SUIT_SWORDS, 2);
ABI_VALUE(ESCOPA_SUIT_CLUBS, 3);
ABI_VALUE(ESCOPA_RANK_JOKER, 0);
ABI_VALUE(ESCOPA_RANK_ACE, 1);
ABI_VALUE(ESCOPA_RANK_TWO, 2);
ABI_VALUE(ESCOPA_RANK_THREE, 3);
ABI_VALUE(ESCOPA_RANK_FOUR, 4);
ABI_VALUE(ESCOPA_RANK_FIVE, 5);
ABI_VALUE(ESCOPA_RANK_SIX, 6);
ABI_VALUE(ESCOPA_RANK_SEVEN, 7);
ABI_VALUE(ESCOPA_RANK_JACK, 8);
ABI_VALUE(ESCOPA_RANK_KNIGHT, 9);
ABI_VALUE(ESCOPA_RANK_KING, 10);
ABI_VALUE(ESCOPA_STYLE_ASCII, 0);
ABI_VALUE(ESCOPA_STYLE_FRENCH, 1);
ABI_VALUE(ESCOPA_STYLE_FRENCH_ASCII, 2);
ABI_VALUE(ESCOPA_STYLE_SPANISH, 3);
ABI_VALUE(ESCOPA_STYLE_ITALIAN, 4);
ABI_VALUE(ESCOPA_STYLE_ANY, 5);
ABI_VALUE(ESCOPA_CARD_COUNT, 42);
ABI_VALUE(ESCOPA_JOKER_1, 40);
ABI_VALUE(ESCOPA_JOKER_2, 41);
/* id = (rank - 1) * 4 + suit */
ABI_VALUE(ESCOPA_SEVEN_OF_COINS, 24);
ABI_ASSERT(seven_of_coins_is_a_card,
	   ESCOPA_CARD(7, ESCOPA_SUIT_COINS) == ESCOPA_SEVEN_OF_COINS);
ABI_ASSERT(ace_of_coins_is_0, ESCOPA_CARD(1, ESCOPA_SUIT_COINS) == 0);
ABI_ASSERT(king_of_clubs_is_39, ESCOPA_CARD(10, ESCOPA_SUIT_CLUBS) == 39);
ABI_ASSERT(knight_of_cups_is_33, ESCOPA_CARD(ESCOPA_RANK_KNIGHT, ESCOPA_SUIT_CUPS) == 33);
/* bit id of a set is card id */
ABI_BITS(cardset_of_first, ESCOPA_CARDSET_OF(0), 0x1);
ABI_BITS(cardset_of_last, ESCOPA_CARDSET_OF(ESCOPA_JOKER_2), 0x20000000000ull);
ABI_BITS(cardset_deck, ESCOPA_CARDSET_DECK, 0xFFFFFFFFFFull);
ABI_BITS(cardset_jokers, ESCOPA_CARDSET_JOKERS,
	 ESCOPA_CARDSET_OF(ESCOPA_JOKER_1) | ESCOPA_CARDSET_OF(ESCOPA_JOKER_2));
ABI_BITS(cardset_coins, ESCOPA_CARDSET_COINS, 0x1111111111ull);
ABI_BITS(cardset_rank_7, ESCOPA_CARDSET_RANK(7),
	 ESCOPA_CARDSET_OF(24) | ESCOPA_CARDSET_OF(25) |
	 ESCOPA_CARDSET_OF(26) | ESCOPA_CARDSET_OF(27));
ABI_BITS(cardset_rank_king, ESCOPA_CARDSET_RANK(ESCOPA_RANK_KING), 0xF000000000ull);

/* rules.h */
ABI_VALUE(ESCOPA_PRESET_ESCOPA, 0);
ABI_VALUE(ESCOPA_PRESET_ESCOBA, 1);
ABI_VALUE(ESCOPA_PRESET_ESCOBA_DE_15, 2);
ABI_VALUE(ESCOPA_PRESET_ESCOVA_DE_31, 3);
ABI_VALUE(ESCOPA_PRESET_ESCOBA_COMODINES, 4);
ABI_VALUE(ESCOPA_PRESET_SCOPA, 5);
ABI_VALUE(ESCOPA_OPT_PARTNERSHIPS, 0);
ABI_VALUE(ESCOPA_OPT_JOKERS, 1);
ABI_VALUE(ESCOPA_OPT_INITIAL_TABLE, 2);
ABI_VALUE(ESCOPA_OPT_CAPTURE_MODE, 3);
ABI_VALUE(ESCOPA_OPT_CAPTURE_MULTIPLES, 4);
ABI_VALUE(ESCOPA_OPT_FORCED_CAPTURE, 5);
ABI_VALUE(ESCOPA_OPT_STACKING, 6);
ABI_VALUE(ESCOPA_OPT_LAST_CAPTURE_TAKES, 7);
ABI_VALUE(ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 8);
ABI_VALUE(ESCOPA_OPT_SCORE_CARDS, 9);
ABI_VALUE(ESCOPA_OPT_CARDS_DOUBLE, 10);
ABI_VALUE(ESCOPA_OPT_SCORE_COINS, 11);
ABI_VALUE(ESCOPA_OPT_SCORE_SEVEN_OF_COINS, 12);
ABI_VALUE(ESCOPA_OPT_SEVENS, 13);
ABI_VALUE(ESCOPA_OPT_ALL_COINS, 14);
ABI_VALUE(ESCOPA_OPT_PRIMIERA, 15);
ABI_VALUE(ESCOPA_OPT_NAPOLA, 16);
ABI_VALUE(ESCOPA_OPT_TARGET, 17);
ABI_VALUE(ESCOPA_OPT_TEAM_TARGET, 18);
ABI_VALUE(ESCOPA_OPT_OPEN_TABLE, 19);
ABI_VALUE(ESCOPA_INITIAL_PLAY_ON, 0);
ABI_VALUE(ESCOPA_INITIAL_DEALER_SWEEPS, 1);
ABI_VALUE(ESCOPA_INITIAL_SET_ASIDE, 2);
ABI_VALUE(ESCOPA_INITIAL_REDEAL, 3);
ABI_VALUE(ESCOPA_CAPTURE_FIFTEEN, 0);
ABI_VALUE(ESCOPA_CAPTURE_MATCH, 1);
ABI_VALUE(ESCOPA_FORCED_NONE, 0);
ABI_VALUE(ESCOPA_FORCED_PER_CARD, 1);
ABI_VALUE(ESCOPA_FORCED_PER_HAND, 2);
ABI_VALUE(ESCOPA_SEVENS_NONE, 0);
ABI_VALUE(ESCOPA_SEVENS_ALL_FOUR, 1);
ABI_VALUE(ESCOPA_SEVENS_MOST, 2);
ABI_VALUE(ESCOPA_PRIMIERA_NONE, 0);
ABI_VALUE(ESCOPA_PRIMIERA_TABLE_A, 1);
ABI_VALUE(ESCOPA_PRIMIERA_TABLE_B, 2);

/* moves.h: bits 0-41 target, 48-53 card, 56-57 kind */
ABI_VALUE(ESCOPA_MOVE_CAPTURE, 1);
ABI_VALUE(ESCOPA_MOVE_TRAIL, 2);
ABI_VALUE(ESCOPA_MOVE_SET, 3);
#define ABI_SEVEN_TAKES_JACK \
	(((escopa_move_t)ESCOPA_MOVE_CAPTURE << 56) | \
	 ((escopa_move_t)ESCOPA_SEVEN_OF_COINS << 48) | \
	 ESCOPA_CARDSET_OF(ESCOPA_CARD(8, ESCOPA_SUIT_CUPS)))
ABI_BITS(move_layout, ABI_SEVEN_TAKES_JACK, 0x0118000020000000ull);
ABI_ASSERT(move_card, ESCOPA_MOVE_CARD(ABI_SEVEN_TAKES_JACK) == ESCOPA_SEVEN_OF_COINS);
ABI_ASSERT(move_kind, ESCOPA_MOVE_KIND(ABI_SEVEN_TAKES_JACK) == ESCOPA_MOVE_CAPTURE);
ABI_BITS(move_target, ESCOPA_MOVE_TARGET(ABI_SEVEN_TAKES_JACK), 0x20000000ull);
ABI_ASSERT(move_card_of_joker, ESCOPA_MOVE_CARD((escopa_move_t)ESCOPA_JOKER_2 << 48) == 41);
ABI_ASSERT(move_kind_of_set, ESCOPA_MOVE_KIND((escopa_move_t)ESCOPA_MOVE_SET << 56) == 3);
ABI_BITS(move_target_all, ESCOPA_MOVE_TARGET(~(escopa_move_t)0), 0x3FFFFFFFFFFull);

/* game.h */
ABI_VALUE(ESCOPA_PHASE_PLAYING, 0);
ABI_VALUE(ESCOPA_PHASE_HAND_OVER, 1);
ABI_VALUE(ESCOPA_PHASE_GAME_OVER, 2);
ABI_VALUE(ESCOPA_PHASE_MISDEAL, 3);
ABI_VALUE(ESCOPA_PLAYED_CLEARED_TABLE, 1);
ABI_VALUE(ESCOPA_PLAYED_SWEEP, 2);
ABI_VALUE(ESCOPA_PLAYED_HAND_OVER, 4);
ABI_VALUE(ESCOPA_PLAYED_GAME_OVER, 8);
ABI_VALUE(ESCOPA_PLAYED_REDEALT, 16);
/* Later versions of the result struct only append fields. */
ABI_ASSERT(play_result_version_grows, ESCOPA_PLAY_RESULT_VERSION >= 1);

/* The version-1 layout of struct escopa_play_result, as 1.0 shipped it.
 * The header's struct must keep these fields, in this order, at the same
 * offsets on every platform; it may only grow at the end. */
struct abi_play_result_v1 {
	unsigned int version;
	unsigned int flags;
	int seat;
	int side;
	escopa_move_t move;
	escopa_cardset_t taken;
	int sweep_points;
	escopa_cardset_t last_take;
	int last_take_side;
};
#define ABI_SAME_FIELD(field) \
	ABI_ASSERT(play_result_##field, \
		   offsetof(struct escopa_play_result, field) == \
		   offsetof(struct abi_play_result_v1, field) && \
		   sizeof(((struct escopa_play_result *)0)->field) == \
		   sizeof(((struct abi_play_result_v1 *)0)->field))
ABI_ASSERT(play_result_version_first, offsetof(struct escopa_play_result, version) == 0);
ABI_SAME_FIELD(version);
ABI_SAME_FIELD(flags);
ABI_SAME_FIELD(seat);
ABI_SAME_FIELD(side);
ABI_SAME_FIELD(move);
ABI_SAME_FIELD(taken);
ABI_SAME_FIELD(sweep_points);
ABI_SAME_FIELD(last_take);
ABI_SAME_FIELD(last_take_side);
ABI_ASSERT(play_result_only_grows,
	   sizeof(struct escopa_play_result) >= sizeof(struct abi_play_result_v1));

/* score.h */
ABI_VALUE(ESCOPA_SCORE_CARDS, 0);
ABI_VALUE(ESCOPA_SCORE_COINS, 1);
ABI_VALUE(ESCOPA_SCORE_SEVEN_OF_COINS, 2);
ABI_VALUE(ESCOPA_SCORE_SEVENS, 3);
ABI_VALUE(ESCOPA_SCORE_ALL_COINS, 4);
ABI_VALUE(ESCOPA_SCORE_PRIMIERA, 5);
ABI_VALUE(ESCOPA_SCORE_NAPOLA, 6);
ABI_VALUE(ESCOPA_SCORE_SWEEPS, 7);
ABI_VALUE(ESCOPA_SCORE_TOTAL, 8);
ABI_VALUE(ESCOPA_SCORE_CARD_COUNT, 9);
ABI_VALUE(ESCOPA_SCORE_COIN_COUNT, 10);
ABI_VALUE(ESCOPA_SCORE_SEVEN_COUNT, 11);
ABI_VALUE(ESCOPA_SCORE_PRIMIERA_TOTAL, 12);
/* The count grows as items are appended. */
ABI_ASSERT(score_item_count_grows, ESCOPA_SCORE_ITEM_COUNT >= 13);

/* version.h: major << 16 | minor << 8 | micro, in the 1.x series */
ABI_VALUE(ESCOPA_VERSION_MAJOR, 1);
ABI_ASSERT(version_number_layout,
	   ESCOPA_VERSION_NUMBER == ((ESCOPA_VERSION_MAJOR << 16) |
				     (ESCOPA_VERSION_MINOR << 8) |
				     ESCOPA_VERSION_MICRO));
ABI_ASSERT(version_at_least_1_0, ESCOPA_VERSION_NUMBER >= 0x010000);
