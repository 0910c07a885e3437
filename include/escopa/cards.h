/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file cards.h
 * Cards, card sets, and their text forms in every deck style.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_CARDS_H
#define ESCOPA_CARDS_H

#include <escopa/common.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup cards Cards and card sets
 *
 * The deck has 40 cards: four suits of ten ranks (@ref rules-cards).
 * Each card has a stable integer id from 0 to 39:
 * `id = (rank - 1) * 4 + suit`, so the four cards of a rank are adjacent.
 * The Comodines variant (the Escoba de 15 guide) adds two jokers with ids 40 and 41.
 *
 * A set of cards is an @ref escopa_cardset_t, a 64-bit mask in which bit
 * `id` stands for the card `id`. Sets combine with the usual bit operators.
 *
 * Every card prints and parses in each deck style (@ref escopa_style):
 * `7o`, `7♦`, `7d`, `7 de Oros`, `7 di Denari`; the parser also knows the
 * traditional names of the seven of coins (`Settebello`, `Siete de Velo`,
 * `Sete Belo`, `Guindis`).
 *
 * @code
 * escopa_card_t card;
 * char text[32];
 * size_t len;
 * if (escopa_card_parse("Caballo de Copas", ESCOPA_STYLE_ANY, &card) == ESCOPA_OK &&
 *     escopa_card_format(card, ESCOPA_STYLE_FRENCH, text, sizeof text, &len) == ESCOPA_OK)
 *     printf("%s\n", text);   // prints "Q♥"
 *
 * escopa_cardset_t hand = ESCOPA_CARDSET_OF(ESCOPA_SEVEN_OF_COINS) |
 *                         ESCOPA_CARDSET_OF(ESCOPA_CARD(10, ESCOPA_SUIT_CLUBS));
 * escopa_cardset_format(hand, ESCOPA_STYLE_ASCII, text, sizeof text, &len);
 * printf("%s\n", text);       // prints "7o 10b"
 * @endcode
 */

/**
 * @ingroup cards
 * A card id: 0..39 for the 40 regular cards, 40 and 41 for the jokers.
 * @since 1.0
 */
typedef int escopa_card_t;

/**
 * @ingroup cards
 * A set of cards: bit `id` is set when card `id` is in the set.
 * @since 1.0
 */
typedef uint64_t escopa_cardset_t;

/**
 * @ingroup cards
 * The four suits, in the library's fixed order (@ref rules-cards).
 * @since 1.0
 */
enum escopa_suit {
	/** Not a suit: the suit of a joker. */
	ESCOPA_SUIT_NONE = -1,
	/** Oros, Denari, Diamonds: the scoring suit. */
	ESCOPA_SUIT_COINS = 0,
	/** Copas, Coppe, Hearts. */
	ESCOPA_SUIT_CUPS = 1,
	/** Espadas, Spade, Spades. */
	ESCOPA_SUIT_SWORDS = 2,
	/** Bastos, Bastoni, Clubs. */
	ESCOPA_SUIT_CLUBS = 3,
};

/**
 * @ingroup cards
 * The ranks. A rank's number is also its capture value.
 * @since 1.0
 */
enum escopa_rank {
	/** The rank of a joker, which has no fixed value. */
	ESCOPA_RANK_JOKER = 0,
	/** As, Asso, Ace: value 1. */
	ESCOPA_RANK_ACE = 1,
	/** Two: value 2. */
	ESCOPA_RANK_TWO = 2,
	/** Three: value 3. */
	ESCOPA_RANK_THREE = 3,
	/** Four: value 4. */
	ESCOPA_RANK_FOUR = 4,
	/** Five: value 5. */
	ESCOPA_RANK_FIVE = 5,
	/** Six: value 6. */
	ESCOPA_RANK_SIX = 6,
	/** Seven: value 7. */
	ESCOPA_RANK_SEVEN = 7,
	/** Sota, Fante, Jack: value 8. */
	ESCOPA_RANK_JACK = 8,
	/** Caballo, Cavallo, Queen: value 9. */
	ESCOPA_RANK_KNIGHT = 9,
	/** Rey, Re, King: value 10. */
	ESCOPA_RANK_KING = 10,
};

/**
 * @ingroup cards
 * How cards are written. Every style can be formatted and parsed.
 * @since 1.0
 */
enum escopa_style {
	/** Short ASCII, Spanish suit initials: capture value then
	 *  `o` (oros), `c` (copas), `e` (espadas), `b` (bastos): `7o`, `10b`.
	 *  Jokers are `jk1` and `jk2`. */
	ESCOPA_STYLE_ASCII = 0,
	/** French ranks with suit symbols, in UTF-8: `7♦`, `A♠`, `J♥`, `Q♣`,
	 *  `K♦`. Jokers are `Joker 1` and `Joker 2`. */
	ESCOPA_STYLE_FRENCH = 1,
	/** French ranks with ASCII suit initials `d`, `h`, `s`, `c`:
	 *  `7d`, `Kc`. Jokers are `jk1` and `jk2`. */
	ESCOPA_STYLE_FRENCH_ASCII = 2,
	/** Spanish names: `As de Oros`, `7 de Copas`, `Sota de Espadas`,
	 *  `Caballo de Bastos`, `Rey de Oros`, `Comodín 1`. */
	ESCOPA_STYLE_SPANISH = 3,
	/** Italian names: `Asso di Denari`, `7 di Coppe`, `Fante di Spade`,
	 *  `Cavallo di Bastoni`, `Re di Denari`, `Jolly 1`. */
	ESCOPA_STYLE_ITALIAN = 4,
	/** Parsing only: accept every style. The one ambiguous spelling, a
	 *  suit initial `c`, means copas/coppe (cups); to read `c` as clubs,
	 *  parse with @ref ESCOPA_STYLE_FRENCH or
	 *  @ref ESCOPA_STYLE_FRENCH_ASCII. */
	ESCOPA_STYLE_ANY = 5,
};

/** @ingroup cards
 *  Number of card ids, jokers included (ids 0..41). @since 1.0 */
#define ESCOPA_CARD_COUNT 42
/** @ingroup cards
 *  Id of a regular card from its rank (1..10) and @ref escopa_suit.
 *  No checking: use escopa_card_make() for untrusted input. @since 1.0 */
#define ESCOPA_CARD(rank, suit) (((rank) - 1) * 4 + (suit))
/** @ingroup cards
 *  Id of the first joker. @since 1.0 */
#define ESCOPA_JOKER_1 40
/** @ingroup cards
 *  Id of the second joker. @since 1.0 */
#define ESCOPA_JOKER_2 41
/** @ingroup cards
 *  Id of the seven of coins (7♦, Siete de Velo, Settebello). @since 1.0 */
#define ESCOPA_SEVEN_OF_COINS ESCOPA_CARD(7, ESCOPA_SUIT_COINS)
/** @ingroup cards
 *  The one-card set holding @p card. @since 1.0 */
#define ESCOPA_CARDSET_OF(card) ((escopa_cardset_t)1 << (card))
/** @ingroup cards
 *  The 40 regular cards. @since 1.0 */
#define ESCOPA_CARDSET_DECK ((escopa_cardset_t)0xFFFFFFFFFFu)
/** @ingroup cards
 *  The two jokers. @since 1.0 */
#define ESCOPA_CARDSET_JOKERS ((escopa_cardset_t)0x30000000000u)
/** @ingroup cards
 *  The ten coins. @since 1.0 */
#define ESCOPA_CARDSET_COINS ((escopa_cardset_t)0x1111111111u)
/** @ingroup cards
 *  The four cards of a rank (1..10). @since 1.0 */
#define ESCOPA_CARDSET_RANK(rank) (((escopa_cardset_t)0xF) << (((rank) - 1) * 4))

/**
 * @ingroup cards
 * The id of a regular card.
 *
 * @param rank A rank from 1 (ace) to 10 (king); see @ref escopa_rank.
 * @param suit An @ref escopa_suit other than @ref ESCOPA_SUIT_NONE.
 * @param[out] card The card id.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p card is NULL.
 * @retval ESCOPA_E_CARD @p rank or @p suit is out of range.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_make(int rank, int suit, escopa_card_t *card);

/**
 * @ingroup cards
 * The capture value of a card: 1..7 at face value, Sota/Jack 8,
 * Caballo/Queen 9, Rey/King 10. A joker has no fixed value and reads 0.
 *
 * @param card A card id.
 * @param[out] value The value.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p value is NULL.
 * @retval ESCOPA_E_CARD @p card is not a valid card id.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_value(escopa_card_t card, int *value);

/**
 * @ingroup cards
 * The rank of a card, an @ref escopa_rank (@ref ESCOPA_RANK_JOKER for a
 * joker).
 *
 * @param card A card id.
 * @param[out] rank The rank.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rank is NULL.
 * @retval ESCOPA_E_CARD @p card is not a valid card id.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_rank(escopa_card_t card, int *rank);

/**
 * @ingroup cards
 * The suit of a card, an @ref escopa_suit (@ref ESCOPA_SUIT_NONE for a
 * joker).
 *
 * @param card A card id.
 * @param[out] suit The suit.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p suit is NULL.
 * @retval ESCOPA_E_CARD @p card is not a valid card id.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_suit(escopa_card_t card, int *suit);

/**
 * @ingroup cards
 * Whether a card is one of the two jokers of the Comodines variant.
 *
 * @param card A card id.
 * @param[out] is_joker 1 for a joker, 0 otherwise.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p is_joker is NULL.
 * @retval ESCOPA_E_CARD @p card is not a valid card id.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_is_joker(escopa_card_t card, int *is_joker);

/**
 * @ingroup cards
 * Writes a card's name in a deck style.
 *
 * Buffers follow one rule throughout libescopa: @p length receives the
 * length the full text needs, without the terminating NUL. If it fits
 * (`length < size`) the text is written NUL-terminated; if not, and
 * @p size is not 0, @p buf receives an empty string, never a cut-off name.
 * Pass `NULL, 0` to ask for the length.
 *
 * @param card A card id.
 * @param style Any @ref escopa_style except @ref ESCOPA_STYLE_ANY.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p length is NULL, or @p buf is NULL and @p size
 *         is not 0.
 * @retval ESCOPA_E_CARD @p card is not a valid card id.
 * @retval ESCOPA_E_INVALID @p style is not a style that can be written.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_format(escopa_card_t card, enum escopa_style style,
		   char *buf, size_t size, size_t *length);

/**
 * @ingroup cards
 * Reads one card from text in a deck style.
 *
 * Case does not matter and surrounding blanks are ignored. Besides the
 * written form of each style the parser accepts French and Spanish rank
 * letters in short forms (`A`, `J`, `Q`, `K`, `S` = Sota, `C` = Caballo,
 * `R` = Rey, `F` = Fante), numbers 1..10 as ranks, the English names
 * (`Queen of Hearts`), accent-free spellings (`Comodin 1`), suit symbols
 * `♦♥♠♣` and `♢♡♤♧`, and the traditional names of the seven of coins.
 *
 * @param text A NUL-terminated string of at most 64 bytes.
 * @param style The style; @ref ESCOPA_STYLE_ANY accepts every style. The
 *        style only decides how a suit initial `c` is read: clubs in the
 *        French styles, cups in every other.
 * @param[out] card The card.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p card is NULL.
 * @retval ESCOPA_E_INVALID @p style is not an @ref escopa_style.
 * @retval ESCOPA_E_PARSE @p text does not name exactly one card.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_card_parse(const char *text, enum escopa_style style,
		  escopa_card_t *card);

/**
 * @ingroup cards
 * Writes a set of cards in ascending id order. Short styles
 * (@ref ESCOPA_STYLE_ASCII, @ref ESCOPA_STYLE_FRENCH,
 * @ref ESCOPA_STYLE_FRENCH_ASCII) separate cards with one space, long
 * styles with a comma and a space. The empty set is the empty string.
 * The buffer rule is that of escopa_card_format().
 *
 * @param set A set of valid cards.
 * @param style Any @ref escopa_style except @ref ESCOPA_STYLE_ANY.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p length is NULL, or @p buf is NULL and @p size
 *         is not 0.
 * @retval ESCOPA_E_CARD @p set has a bit above the last joker.
 * @retval ESCOPA_E_INVALID @p style is not a style that can be written.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_cardset_format(escopa_cardset_t set, enum escopa_style style,
		      char *buf, size_t size, size_t *length);

/**
 * @ingroup cards
 * Reads a set of cards: card names separated by commas, or, when the text
 * has no comma, by blanks or `+`. A blank or empty text is the empty set.
 *
 * @param text A NUL-terminated string of at most 4096 bytes.
 * @param style As for escopa_card_parse().
 * @param[out] set The set.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p set is NULL.
 * @retval ESCOPA_E_INVALID @p style is not an @ref escopa_style.
 * @retval ESCOPA_E_PARSE A name is not a card, or a card appears twice.
 * @since 1.0
 */
ESCOPA_EXPORT enum escopa_status
escopa_cardset_parse(const char *text, enum escopa_style style,
		     escopa_cardset_t *set);

/**
 * @ingroup cards
 * The name of a suit in a deck style: `o`, `♦`, `d`, `Oros`, `Denari`.
 *
 * @param suit An @ref escopa_suit other than @ref ESCOPA_SUIT_NONE.
 * @param style Any @ref escopa_style except @ref ESCOPA_STYLE_ANY.
 * @return A static NUL-terminated UTF-8 string, or NULL if @p suit or
 *         @p style is invalid.
 * @since 1.0
 */
ESCOPA_EXPORT const char *
escopa_suit_name(int suit, enum escopa_style style);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_CARDS_H */
