/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file rules.h
 * Rule sets: presets for each source document and one enum-keyed option
 * per point where the documents disagree.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_RULES_H
#define ESCOPA_RULES_H

#include <escopa/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup rules Rules, presets and options
 *
 * A @ref escopa_rules object holds one complete rule set. It starts from a
 * @ref escopa_preset, one per source document (@ref rules), and every point
 * on which the documents disagree is an @ref escopa_option that can be read
 * and set on its own. Each option has fixed bounds that
 * escopa_option_bounds() reports, in the style of zstd's parameters; new
 * options are only ever appended, so adding one never breaks the ABI.
 *
 * Setting a value outside an option's bounds returns @ref ESCOPA_E_RANGE,
 * and a value that contradicts another option (see each option) returns
 * @ref ESCOPA_E_CONFLICT. In both cases the rules are unchanged.
 *
 * The source documents: the Brazilian Escopa description, the English
 * Escoba guide, and the Italian-language Escoba de 15 guide (Escoba de 15
 * as played in Spain, Argentina and Uruguay, with its variants); see
 * @ref rules.
 *
 * @code
 * struct escopa_rules *rules;
 * if (escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules) != ESCOPA_OK)
 *     return 1;
 * // the Brazilian Escopa variations: most sevens and primiera by table B
 * escopa_rules_set(rules, ESCOPA_OPT_SEVENS, ESCOPA_SEVENS_MOST);
 * escopa_rules_set(rules, ESCOPA_OPT_PRIMIERA, ESCOPA_PRIMIERA_TABLE_B);
 * escopa_rules_set(rules, ESCOPA_OPT_TARGET, 15);
 *
 * int min, max;
 * escopa_option_bounds(ESCOPA_OPT_TARGET, &min, &max);   // 1 and 1000
 * escopa_rules_free(rules);
 * @endcode
 */

/**
 * @struct escopa_rules
 * @ingroup rules
 * An opaque rule set. Create it with escopa_rules_new(), copy it with
 * escopa_rules_clone(), free it with escopa_rules_free(). A game keeps its
 * own copy, so the rules may be freed or changed once the game exists.
 * @since 1.0
 */
struct escopa_rules;

/**
 * @ingroup rules
 * The presets of @ref rules-presets. Values are stable; new presets are
 * appended.
 * @since 1.0
 */
enum escopa_preset {
	/** Escopa, Brazil (the Brazilian Escopa description): capture 15 and its multiples, the
	 *  dealer sweeps a first table adding to 15 or 30, most cards
	 *  doubled when the others have fewer than 10, all four sevens,
	 *  all ten coins, game to 21; since 1.3 the deal rotates after
	 *  every round (@ref ESCOPA_OPT_DEAL_ROTATION). */
	ESCOPA_PRESET_ESCOPA = 0,
	/** Escoba (the English Escoba guide): capture 15, the setting/stacking rule, most
	 *  sevens, game to 15, or 30 with partnerships. */
	ESCOPA_PRESET_ESCOBA = 1,
	/** Escoba de 15 (the Escoba de 15 guide): capture 15, a first table with a 15 is
	 *  set aside, Setenta by table A, game to 21. */
	ESCOPA_PRESET_ESCOBA_DE_15 = 2,
	/** Escova de 31 (the Escoba de 15 guide's variant "Escova brasiliana de 31"):
	 *  Escopa (the Brazilian Escopa description) played to 31. */
	ESCOPA_PRESET_ESCOVA_DE_31 = 3,
	/** Escoba con Comodines (the Escoba de 15 guide's variant): Escoba de 15 with two
	 *  jokers. */
	ESCOPA_PRESET_ESCOBA_COMODINES = 4,
	/** Italian Scopa (named by the Escoba de 15 guide; standard rules): a card takes a
	 *  table card of its own rank first, else cards adding up to its
	 *  value; primiera by table A, napola, no sweep on the last play,
	 *  game to 11. */
	ESCOPA_PRESET_SCOPA = 5,
	/** Escopa as a match (the Brazilian Escopa description's variation
	 *  "Game is 15 points and a match is 4 games"): the Escopa preset
	 *  with @ref ESCOPA_OPT_TARGET and @ref ESCOPA_OPT_TEAM_TARGET 15 and
	 *  @ref ESCOPA_OPT_MATCH_GAMES 4.
	 *  @since 1.3 */
	ESCOPA_PRESET_ESCOPA_MATCH = 6,
};

/**
 * @ingroup rules
 * The rule options. Every option is an int; its bounds come from
 * escopa_option_bounds(). Values are stable; new options are appended.
 * @since 1.0
 */
enum escopa_option {
	/** 0 or 1. With four players, play as two partnerships, seats 0+2
	 *  against 1+3, pooling captures and points (@ref rules-seats).
	 *  No effect with 2 or 3 players. On in every preset (the Brazilian Escopa description and
	 *  the Escoba de 15 guide require it, the English Escoba guide allows it); 0 is four-player
	 *  cutthroat. */
	ESCOPA_OPT_PARTNERSHIPS = 0,
	/** 0..2. Number of jokers in the deck (Comodines, the Escoba de 15 guide). A joker
	 *  takes whatever value 1..10 a capture needs, counts only for most
	 *  cards, and a sweep it helps make scores nothing. The first table
	 *  gets 4 cards, as in every preset (see below). On the first table
	 *  a joker is wild
	 *  too (a decision: @ref rules-cards makes it take any value a
	 *  15 needs): it triggers @ref ESCOPA_INITIAL_SET_ASIDE and
	 *  @ref ESCOPA_INITIAL_REDEAL whenever some value would make a 15, and
	 *  a first table a joker can bring to 15 or 30 goes to the dealer
	 *  under @ref ESCOPA_INITIAL_DEALER_SWEEPS, for no sweep point.
	 *  Conflicts with
	 *  @ref ESCOPA_OPT_STACKING and with @ref ESCOPA_CAPTURE_MATCH.
	 *  2 in Escoba con Comodines, 0 elsewhere.
	 *
	 *  The cards that remain after the last full round of 3 cards a player
	 *  (2 with two jokers, 1 with one: 36 cards divide by 6, 9 and 12)
	 *  go face up to the table when that last round is dealt, as piles
	 *  of their own (a decision: the Italian-language Escoba de 15 guide
	 *  does not say where they go). */
	ESCOPA_OPT_JOKERS = 1,
	/** An @ref escopa_initial_table value: what happens when the first
	 *  table holds a 15 (@ref rules-hand). */
	ESCOPA_OPT_INITIAL_TABLE = 2,
	/** An @ref escopa_capture_mode value: what a played card captures
	 *  (@ref rules-turn). */
	ESCOPA_OPT_CAPTURE_MODE = 3,
	/** 0 or 1. A capture may add up to 30, 45... as well as 15, and a
	 *  sweep scores one point per 15 captured (the Brazilian Escopa description: "15 or a
	 *  multiple thereof"). On in Escopa and Escova de 31. Conflicts with
	 *  @ref ESCOPA_CAPTURE_MATCH. */
	ESCOPA_OPT_CAPTURE_MULTIPLES = 4,
	/** An @ref escopa_forced_capture value: when a player must capture.
	 *  @ref ESCOPA_FORCED_PER_CARD in every preset (the English Escoba guide and the Escoba de 15 guide). */
	ESCOPA_OPT_FORCED_CAPTURE = 5,
	/** 0 or 1. The setting/stacking rule of the English Escoba guide: a card that does not
	 *  capture may be set onto a table pile whose value stays at most 14;
	 *  the pile is then captured or set upon only as a whole. With four
	 *  piles or more on the table, a card that cannot capture must be set
	 *  if some pile can take it; with fewer it may be trailed or set.
	 *  On in Escoba only. Conflicts with @ref ESCOPA_OPT_JOKERS and with
	 *  @ref ESCOPA_CAPTURE_MATCH. */
	ESCOPA_OPT_STACKING = 6,
	/** 0 or 1. At the end of a hand the side that made the last capture
	 *  takes the cards left on the table; that take is never a sweep
	 *  (@ref rules-hand, every document). When 0, or when nobody
	 *  captured, the cards count for nobody. On in every preset. */
	ESCOPA_OPT_LAST_CAPTURE_TAKES = 7,
	/** 0 or 1. A capture on the very last play of a hand that empties the
	 *  table is a sweep (the Escoba de 15 guide). Italian Scopa traditionally says no:
	 *  0 in the Scopa preset, 1 elsewhere. */
	ESCOPA_OPT_SWEEP_ON_LAST_PLAY = 8,
	/** 0 or 1. One point for the most cards (every document). */
	ESCOPA_OPT_SCORE_CARDS = 9,
	/** 0 or 1. Most cards scores 2 when every other side has fewer than
	 *  10 cards (the Brazilian Escopa description; its variations may drop it). On in Escopa and
	 *  Escova de 31. */
	ESCOPA_OPT_CARDS_DOUBLE = 10,
	/** 0 or 1. One point for the most coins (every document). */
	ESCOPA_OPT_SCORE_COINS = 11,
	/** 0 or 1. One point for the seven of coins (every document). */
	ESCOPA_OPT_SCORE_SEVEN_OF_COINS = 12,
	/** An @ref escopa_sevens value: how sevens score. */
	ESCOPA_OPT_SEVENS = 13,
	/** 0 or 1. Three points for all ten coins, on top of most coins
	 *  (the Brazilian Escopa description; its variations may drop it). */
	ESCOPA_OPT_ALL_COINS = 14,
	/** An @ref escopa_primiera value: whether primiera/Setenta scores,
	 *  and by which table. */
	ESCOPA_OPT_PRIMIERA = 15,
	/** 0 or 1. Napola (Italian Scopa, named by the Escoba de 15 guide): ace, two and
	 *  three of coins score 3, plus 1 for each further coin in unbroken
	 *  sequence. On in Scopa only. */
	ESCOPA_OPT_NAPOLA = 16,
	/** 1..1000. Points that end the game when no partnerships play
	 *  (@ref rules-game): Escopa 21, Escoba 15, Escoba de 15 21,
	 *  Escova de 31 31, Comodines 21, Scopa 11. */
	ESCOPA_OPT_TARGET = 17,
	/** 1..1000. Points that end the game when partnerships play. Equal to
	 *  the target in every preset but Escoba, where the English Escoba guide doubles it
	 *  to 30. */
	ESCOPA_OPT_TEAM_TARGET = 18,
	/** 0 or 1. Open table (the Escoba de 15 guide's variant "tavolo aperto"): every hand
	 *  is public in every view. The game engine itself always lets its
	 *  owner see every hand; this flag is for views of one player's
	 *  knowledge. Off in every preset. */
	ESCOPA_OPT_OPEN_TABLE = 19,
	/** 0 or 1. Deal rotation (the Brazilian Escopa description: "When the
	 *  first hand of 3 cards has been used, the deal rotates to the right
	 *  and the next dealer deals 3 more each"). After every round of 3
	 *  cards a player, the next seat becomes the dealer, deals the next
	 *  round and plays last in it: the seat after the new dealer leads
	 *  (with two players, the seat that played last in one round leads
	 *  the next). escopa_game_dealer() names the dealer of the round in
	 *  play. The next hand's deal passes on from the dealer of the
	 *  hand's last round. When 0, one dealer deals every round of a
	 *  hand. On in Escopa, Escova de 31 and Escopa match, 0 elsewhere.
	 *  @since 1.3 */
	ESCOPA_OPT_DEAL_ROTATION = 20,
	/** 0 or 1. Shared ties (the Italian-language Escoba de 15 guide: a
	 *  tied category is shared "only if explicitly agreed"). When 1,
	 *  every side tied for the lead of a "most" category (most cards and
	 *  its double, most coins, most sevens, primiera) scores that
	 *  category's points. When 0, a tie gives the points to nobody.
	 *  Applies to escopa_score_piles() too. 0 in every preset.
	 *  @since 1.3 */
	ESCOPA_OPT_SHARED_TIES = 21,
	/** 1..99. Games in a match (the Brazilian Escopa description's
	 *  variation: "a match is 4 games"); 1 is a single game. The side
	 *  that wins the most games wins the match. If after this many games
	 *  the most wins are shared (a drawn game, see
	 *  @ref ESCOPA_OPT_HAND_LIMIT, is won by nobody), deciding games are
	 *  played one at a time until one side alone has the most wins (a
	 *  decision: the source does not say). escopa_game_next_game() starts
	 *  each game after the first; a program that never calls it stops
	 *  after game 1. 4 in Escopa match, 1 elsewhere.
	 *  @since 1.3 */
	ESCOPA_OPT_MATCH_GAMES = 22,
	/** 0..30000. The last hand of a game; 0 for no limit. When a hand
	 *  with this number ends and no side has won, the game ends by its
	 *  scores: the one highest total wins, and equal highest totals end
	 *  it drawn, without a winner (escopa_game_winner() gives -1). With
	 *  no limit the same happens after hand 2^31 - 1, the counter's end,
	 *  so that a game whose scoring is switched off still ends (a
	 *  decision: the source documents always reach the target). 0 in
	 *  every preset.
	 *  @since 1.3 */
	ESCOPA_OPT_HAND_LIMIT = 23,
};

/**
 * @ingroup rules
 * Values of @ref ESCOPA_OPT_INITIAL_TABLE (@ref rules-hand).
 * @since 1.0
 */
enum escopa_initial_table {
	/** Nothing special (the English Escoba guide says nothing). Escoba and Scopa. */
	ESCOPA_INITIAL_PLAY_ON = 0,
	/** If the first table adds up to 15 or 30, the dealer's side captures
	 *  it and scores a sweep of 1 (2 for 30) (the Brazilian Escopa description). Escopa and Escova
	 *  de 31. This counts as the hand's first capture for the
	 *  last-capture take (a decision: the documents are silent). */
	ESCOPA_INITIAL_DEALER_SWEEPS = 1,
	/** If the first table adds up to 15 or any of its subsets does, it is
	 *  put aside face down and counts for nobody; no sweep is scored
	 *  (the Escoba de 15 guide, first choice). Escoba de 15 and Comodines. */
	ESCOPA_INITIAL_SET_ASIDE = 2,
	/** Same trigger as @ref ESCOPA_INITIAL_SET_ASIDE, but the hand is dealt
	 *  again by the same dealer (the Escoba de 15 guide, house rule). */
	ESCOPA_INITIAL_REDEAL = 3,
};

/**
 * @ingroup rules
 * Values of @ref ESCOPA_OPT_CAPTURE_MODE (@ref rules-turn).
 * @since 1.0
 */
enum escopa_capture_mode {
	/** The played card and one or more table piles add up to 15 (every
	 *  source document). */
	ESCOPA_CAPTURE_FIFTEEN = 0,
	/** Italian Scopa: the played card takes table cards adding up to its
	 *  own value; if a table card has its rank, it must take one such card
	 *  and no combination. Conflicts with jokers, stacking and capture
	 *  multiples. */
	ESCOPA_CAPTURE_MATCH = 1,
};

/**
 * @ingroup rules
 * Values of @ref ESCOPA_OPT_FORCED_CAPTURE (@ref rules-turn).
 * @since 1.0
 */
enum escopa_forced_capture {
	/** Capturing is never forced: a card that could capture may be
	 *  trailed instead (trailing is always allowed). It is not set: under
	 *  the stacking rule only a card that cannot capture is set. */
	ESCOPA_FORCED_NONE = 0,
	/** A card that can capture must capture; the player may still play
	 *  another card that cannot (the English Escoba guide and the Escoba de 15 guide). Every preset. */
	ESCOPA_FORCED_PER_CARD = 1,
	/** If any card in hand can capture, the player must capture. */
	ESCOPA_FORCED_PER_HAND = 2,
};

/**
 * @ingroup rules
 * Values of @ref ESCOPA_OPT_SEVENS (@ref rules-scoring).
 * @since 1.0
 */
enum escopa_sevens {
	/** Sevens do not score (the Escoba de 15 guide, Scopa). */
	ESCOPA_SEVENS_NONE = 0,
	/** One point for all four sevens (the Brazilian Escopa description). */
	ESCOPA_SEVENS_ALL_FOUR = 1,
	/** One point for the most sevens, two for all four (the English Escoba guide, and
	 *  the Brazilian Escopa description's variation). */
	ESCOPA_SEVENS_MOST = 2,
};

/**
 * @ingroup rules
 * Values of @ref ESCOPA_OPT_PRIMIERA (@ref rules-scoring). Each side takes
 * its best card of each suit by the table and adds the four values; the
 * highest total scores 1. A side missing a suit cannot score it.
 * @since 1.0
 */
enum escopa_primiera {
	/** No primiera (the Brazilian Escopa description and the English Escoba guide). */
	ESCOPA_PRIMIERA_NONE = 0,
	/** Table A, the Setenta of the Escoba de 15 guide and Scopa's primiera:
	 *  7 = 21, 6 = 18, ace = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12,
	 *  8/9/10 = 10. */
	ESCOPA_PRIMIERA_TABLE_A = 1,
	/** Table B, the Brazilian Escopa description's variation: 7 = 11, 6 = 8, ace = 6, every other
	 *  card its capture value. */
	ESCOPA_PRIMIERA_TABLE_B = 2,
};

/**
 * @ingroup rules
 * Creates a rule set from a preset.
 *
 * @param preset An @ref escopa_preset.
 * @param[out] rules The new rule set, to free with escopa_rules_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules is NULL.
 * @retval ESCOPA_E_INVALID @p preset is not an @ref escopa_preset.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_new(enum escopa_preset preset, struct escopa_rules **rules);

/**
 * @ingroup rules
 * Creates an independent copy of a rule set: escopa_rules_clone() under
 * its 1.0 name, kept for the programs that use it. Though it says "copy",
 * it allocates a new rule set, as a `_clone` does (see
 * @ref api-verbs "the verb table"); new code calls escopa_rules_clone().
 *
 * @param rules The rule set to copy.
 * @param[out] copy The copy, to free with escopa_rules_free(); written
 *             only on success.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules or @p copy is NULL.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_copy(const struct escopa_rules *rules,
		  struct escopa_rules **copy);

/**
 * @ingroup rules
 * Creates a new rule set equal to another, independent of it: changing
 * one leaves the other as it was. The name to use; escopa_rules_copy() is
 * the same function under its 1.0 name.
 *
 * @param rules The rule set to clone.
 * @param[out] clone The new rule set, to free with escopa_rules_free();
 *             written only on success.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules or @p clone is NULL.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_clone(const struct escopa_rules *rules, struct escopa_rules **clone);

/**
 * @ingroup rules
 * Frees a rule set. Freeing NULL does nothing.
 *
 * @param rules The rule set, or NULL.
 * @since 1.0
 */
ESCOPA_EXPORT void
escopa_rules_free(struct escopa_rules *rules);

/**
 * @ingroup rules
 * Reads an option.
 *
 * @param rules The rule set.
 * @param option An @ref escopa_option.
 * @param[out] value The option's value.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules or @p value is NULL.
 * @retval ESCOPA_E_OPTION @p option does not exist.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_get(const struct escopa_rules *rules, enum escopa_option option,
		 int *value);

/**
 * @ingroup rules
 * Sets an option. On any error the rule set is unchanged.
 *
 * @param rules The rule set.
 * @param option An @ref escopa_option.
 * @param value The new value, within escopa_option_bounds().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules is NULL.
 * @retval ESCOPA_E_OPTION @p option does not exist.
 * @retval ESCOPA_E_RANGE @p value is outside the option's bounds.
 * @retval ESCOPA_E_CONFLICT @p value contradicts another option; change
 *         that one first.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_set(struct escopa_rules *rules, enum escopa_option option,
		 int value);

/**
 * @ingroup rules
 * Whether two rule sets have the same value for every option.
 *
 * @param a A rule set.
 * @param b Another rule set.
 * @param[out] equal 1 if equal, 0 if not.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_rules_equal(const struct escopa_rules *a, const struct escopa_rules *b,
		   int *equal);

/**
 * @ingroup rules
 * The inclusive bounds of an option's value.
 *
 * @param option An @ref escopa_option.
 * @param[out] min The smallest value.
 * @param[out] max The largest value.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p min or @p max is NULL.
 * @retval ESCOPA_E_OPTION @p option does not exist.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_option_bounds(enum escopa_option option, int *min, int *max);

/**
 * @ingroup rules
 * The number of options this library knows: valid options run from 0
 * to `escopa_option_count() - 1`. A program built against an older
 * header can use it to discover options added later.
 *
 * @return The number of options.
 * @since 1.0
 */
ESCOPA_EXPORT int
escopa_option_count(void);

/**
 * @ingroup rules
 * The name of an option: the enumerator without its prefix, in lower case,
 * such as "capture_multiples".
 *
 * @param option An @ref escopa_option.
 * @return A static NUL-terminated string, or NULL if the option does not
 *         exist.
 * @since 1.0
 */
ESCOPA_EXPORT const char *
escopa_option_name(enum escopa_option option);

/**
 * @ingroup rules
 * Finds an option by the name escopa_option_name() gives.
 *
 * @param name The name, NUL-terminated, case-insensitive.
 * @param[out] option The option.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p name or @p option is NULL.
 * @retval ESCOPA_E_OPTION No option has that name.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_option_from_name(const char *name, enum escopa_option *option);

/**
 * @ingroup rules
 * The number of presets this library knows: valid presets run from 0
 * to `escopa_preset_count() - 1`.
 *
 * @return The number of presets.
 * @since 1.0
 */
ESCOPA_EXPORT int
escopa_preset_count(void);

/**
 * @ingroup rules
 * The short name of a preset, such as "escoba_de_15".
 *
 * @param preset An @ref escopa_preset.
 * @return A static NUL-terminated string, or NULL if the preset does not
 *         exist.
 * @since 1.0
 */
ESCOPA_EXPORT const char *
escopa_preset_name(enum escopa_preset preset);

/**
 * @ingroup rules
 * Finds a preset by the name escopa_preset_name() gives.
 *
 * @param name The name, NUL-terminated, case-insensitive.
 * @param[out] preset The preset.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p name or @p preset is NULL.
 * @retval ESCOPA_E_INVALID No preset has that name.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_preset_from_name(const char *name, enum escopa_preset *preset);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_RULES_H */
