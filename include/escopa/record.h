/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file record.h
 * Game records: a header and every move of every hand, as text.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_RECORD_H
#define ESCOPA_RECORD_H

#include <escopa/common.h>
#include <escopa/game.h>
#include <escopa/notation.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup record Game records
 *
 * A @ref escopa_record is a whole game as players share it, in the spirit
 * of chess's PGN: a header of tags (the rules, the players, the seed or the
 * deck of each hand, a date, player names...) and the moves of every hand.
 * A record only ever holds a legal game: escopa_record_play() refuses an
 * illegal move, and escopa_record_parse() replays the text and rejects it,
 * with the line and the reason, at the first move that is not legal.
 * The text format is described, with its grammar, in doc/record.md.
 *
 * Every record the library writes reads back: a record never holds more
 * than its text can say in @ref ESCOPA_RECORD_MAX_TEXT bytes, the most
 * escopa_record_parse() reads. Since 1.3, escopa_record_play(),
 * escopa_record_next_hand() and escopa_record_set_tag() refuse, with
 * @ref ESCOPA_E_FULL and the record unchanged, a change that would take
 * the text escopa_record_format() writes past that limit (about 95,000
 * moves of a two-player game), and escopa_record_parse() refuses a text
 * whose record would (one without the comments the writer adds, say).
 * escopa_record_text_length() tells how long the text is now.
 *
 * @code
 * struct escopa_record *rec;
 * escopa_record_new(rules, 2, 42, &rec);
 * escopa_record_set_tag(rec, "Player0", "Ana");
 * escopa_record_set_tag(rec, "Player1", "Bruno");
 * // ... escopa_record_play(rec, move) for every move, and
 * // escopa_record_next_hand(rec) between hands, and
 * // escopa_record_next_game(rec) between the games of a match ...
 * char text[16384];
 * size_t len;
 * escopa_record_format(rec, text, sizeof text, &len);
 *
 * struct escopa_record *back;
 * struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
 * if (escopa_record_parse(text, len, &back, &err) != ESCOPA_OK)
 *     fprintf(stderr, "line %zu: %s\n", err.line, err.message);
 * @endcode
 */

/**
 * @struct escopa_record
 * @ingroup record
 * An opaque game record. Create it with escopa_record_new() or
 * escopa_record_parse(), free it with escopa_record_free().
 * @since 1.1
 */
struct escopa_record;

/** @ingroup record
 *  Most tags a record holds besides Rules, Players and Seed. @since 1.1 */
#define ESCOPA_RECORD_MAX_TAGS 32
/** @ingroup record
 *  Longest tag value, in bytes. @since 1.1 */
#define ESCOPA_RECORD_MAX_TAG_LENGTH 256
/** @ingroup record
 *  Longest record text escopa_record_parse() reads, in bytes, and (since
 *  1.3) longest text escopa_record_format() writes: a change that would
 *  take a record past it is refused with @ref ESCOPA_E_FULL. @since 1.1 */
#define ESCOPA_RECORD_MAX_TEXT (1024 * 1024)

/**
 * @ingroup record
 * Starts a record of a new game: escopa_game_new() with the same arguments,
 * remembered so the record can replay it.
 *
 * @param rules The rules; the record keeps its own copy.
 * @param players 2..4.
 * @param seed The seed of the game's random generator.
 * @param[out] record The new record, to free with escopa_record_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules or @p record is NULL.
 * @retval ESCOPA_E_INVALID @p players is not 2, 3 or 4.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_new(const struct escopa_rules *rules, int players, uint64_t seed,
		  struct escopa_record **record);

/**
 * @ingroup record
 * Frees a record. Freeing NULL does nothing.
 *
 * @param record The record, or NULL.
 * @since 1.1
 */
ESCOPA_EXPORT void
escopa_record_free(struct escopa_record *record);

/**
 * @ingroup record
 * Sets a header tag, replacing any tag of the same key. Keys are 1 to 32
 * ASCII letters, digits or underscores; values are UTF-8 without control
 * characters, at most @ref ESCOPA_RECORD_MAX_TAG_LENGTH bytes. The tags
 * the record writes itself (Rules, Players, Seed) cannot be set.
 *
 * @param record The record.
 * @param key The key, NUL-terminated.
 * @param value The value, NUL-terminated.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID The key or value is malformed, the key is
 *         reserved, or the record already has @ref ESCOPA_RECORD_MAX_TAGS
 *         tags.
 * @retval ESCOPA_E_FULL The tag would take the record's text past
 *         @ref ESCOPA_RECORD_MAX_TEXT (since 1.3); the record is unchanged.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_set_tag(struct escopa_record *record, const char *key, const char *value);

/**
 * @ingroup record
 * Reads a header tag. The buffer rule is that of escopa_card_format().
 *
 * @param record The record.
 * @param key The key, NUL-terminated; the reserved keys work too.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the value.
 * @retval ESCOPA_OK Success, even if the value did not fit.
 * @retval ESCOPA_E_NULL @p record, @p key or @p length is NULL, or @p buf
 *         is NULL and @p size is not 0.
 * @retval ESCOPA_E_INVALID The record has no such tag.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_tag(const struct escopa_record *record, const char *key, char *buf,
		  size_t size, size_t *length);

/**
 * @ingroup record
 * The number of tags the record has, the reserved Rules, Players and Seed
 * included.
 * @param record The record.
 * @param[out] count The number of tags, 3 or more.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.2
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_tag_count(const struct escopa_record *record, size_t *count);

/**
 * @ingroup record
 * The key of a tag, in the order of the text's header: Rules, Players and
 * Seed, then the other tags in the order they were first set. Read its
 * value with escopa_record_tag(). The buffer rule is that of
 * escopa_card_format().
 * @param record The record.
 * @param index The tag's index, less than escopa_record_tag_count().
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the key.
 * @retval ESCOPA_OK Success, even if the key did not fit.
 * @retval ESCOPA_E_NULL @p record or @p length is NULL, or @p buf is NULL
 *         and @p size is not 0.
 * @retval ESCOPA_E_INVALID @p index is out of range.
 * @since 1.2
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_tag_key(const struct escopa_record *record, size_t index, char *buf,
		      size_t size, size_t *length);

/**
 * @ingroup record
 * Plays a move in the recorded game and appends it to the record. An
 * illegal move changes nothing.
 *
 * @param record The record.
 * @param move A legal move of the recorded game.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p record is NULL.
 * @retval ESCOPA_E_PHASE No hand is in play.
 * @retval ESCOPA_E_MOVE @p move is not a well-formed move.
 * @retval ESCOPA_E_ILLEGAL @p move is not legal.
 * @retval ESCOPA_E_FULL The move (with the comment that ends its hand,
 *         if it does) would take the record's text past
 *         @ref ESCOPA_RECORD_MAX_TEXT (since 1.3); nothing is changed.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_play(struct escopa_record *record, escopa_move_t move);

/**
 * @ingroup record
 * Starts the next game of the recorded match (escopa_game_next_game(),
 * @ref ESCOPA_OPT_MATCH_GAMES), dealt from the seed. In the text a line
 * `Game N` comes before that game's first `Hand` line.
 *
 * @param record The record.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p record is NULL.
 * @retval ESCOPA_E_PHASE The recorded game is not over, or the match is.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_next_game(struct escopa_record *record);

/**
 * @ingroup record
 * Deals the next hand of the recorded game: from the seed
 * (escopa_game_next_hand()) when @p deck is NULL, else from the given deck
 * order (escopa_game_deal()), which the record then stores.
 *
 * @param record The record.
 * @param deck NULL, or a deck order as escopa_game_deal() takes it.
 * @param count The number of cards in @p deck; ignored when it is NULL.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p record is NULL.
 * @retval ESCOPA_E_PHASE The recorded game is not at the end of a hand, a
 *         misdeal, or (for a deck) the start of a hand.
 * @retval ESCOPA_E_DECK @p deck is not a permutation of the deck.
 * @retval ESCOPA_E_FULL The deal (its Hand and Deck lines) would take the
 *         record's text past @ref ESCOPA_RECORD_MAX_TEXT (since 1.3);
 *         nothing is changed.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_next_hand(struct escopa_record *record, const escopa_card_t *deck,
			size_t count);

/**
 * @ingroup record
 * Copies the recorded game's current state into an existing game (see
 * escopa_game_copy()).
 *
 * @param record The record.
 * @param game The game to overwrite.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_game(const struct escopa_record *record, struct escopa_game *game);

/**
 * @ingroup record
 * The number of moves recorded, over every hand.
 *
 * @param record The record.
 * @param[out] count The number of moves.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_move_count(const struct escopa_record *record, size_t *count);

/**
 * @ingroup record
 * One recorded move, counting from 0 over every hand.
 *
 * @param record The record.
 * @param index The move's index, less than escopa_record_move_count().
 * @param[out] move The move.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID @p index is out of range.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_move(const struct escopa_record *record, size_t index, escopa_move_t *move);

/**
 * @ingroup record
 * The number of deals in the record: the first hand's, dealt with the
 * game, then one per escopa_record_next_hand() (a redeal after a misdeal
 * is a deal of its own).
 * @param record The record.
 * @param[out] count The number of deals, 1 or more.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.2
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_deal_count(const struct escopa_record *record, size_t *count);

/**
 * @ingroup record
 * One deal: the index of its first move (escopa_record_move_count() if
 * no move followed it yet), and the deck order it was given, if any. The
 * deck is written only if it fits, as escopa_game_stock() does; a deal
 * from the seed has no deck and a count of 0.
 * @param record The record.
 * @param index The deal's index, less than escopa_record_deal_count().
 * @param[out] first_move The index of the deal's first move.
 * @param[out] deck The buffer for the deck, or NULL if @p capacity is 0.
 * @param capacity The room in @p deck, in cards.
 * @param[out] count The number of cards in the deal's deck, or 0.
 * @retval ESCOPA_OK Success, even if the deck did not fit.
 * @retval ESCOPA_E_NULL @p record, @p first_move or @p count is NULL, or
 *         @p deck is NULL and @p capacity is not 0.
 * @retval ESCOPA_E_INVALID @p index is out of range.
 * @since 1.2
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_deal(const struct escopa_record *record, size_t index, size_t *first_move,
		   escopa_card_t *deck, size_t capacity, size_t *count);

/**
 * @ingroup record
 * The recorded game as it stood when move @p index was played: after the
 * deals that came before it, including a deal that starts at that move.
 * An @p index equal to escopa_record_move_count() gives the current state,
 * as escopa_record_game() does. For the end of a hand, take the state of
 * its last move and play that move. The record is replayed from its start,
 * so this takes time in proportion to @p index.
 * @param record The record.
 * @param index A move index, at most escopa_record_move_count().
 * @param game The game to overwrite (see escopa_game_copy()).
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_INVALID @p index is out of range.
 * @since 1.2
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_game_at(const struct escopa_record *record, size_t index,
		      struct escopa_game *game);

/**
 * @ingroup record
 * Writes the record as text (doc/record.md). The buffer rule is that of
 * escopa_card_format().
 *
 * @param record The record.
 * @param[out] buf The buffer, or NULL if @p size is 0.
 * @param size The size of @p buf in bytes.
 * @param[out] length The length of the full text.
 * @retval ESCOPA_OK Success, even if the text did not fit.
 * @retval ESCOPA_E_NULL @p record or @p length is NULL, or @p buf is NULL
 *         and @p size is not 0.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_format(const struct escopa_record *record, char *buf, size_t size,
		     size_t *length);

/**
 * @ingroup record
 * The length of the text escopa_record_format() writes now, without
 * writing it: the record keeps it up to date. It is at most
 * @ref ESCOPA_RECORD_MAX_TEXT.
 * @param record The record.
 * @param[out] length The length in bytes.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_text_length(const struct escopa_record *record, size_t *length);

/**
 * @ingroup record
 * Reads a record and replays it. Fails at the first malformed line or
 * illegal move, saying which line and why.
 *
 * @param text The text; it need not be NUL-terminated.
 * @param length Its length in bytes, at most @ref ESCOPA_RECORD_MAX_TEXT.
 * @param[out] record The record, to free with escopa_record_free().
 * @param[out] error NULL, or a parse error whose version the caller set;
 *             filled on failure. Its status is @ref ESCOPA_E_PARSE for
 *             malformed text, the status escopa_rules_read() gives for a
 *             Rules tag that does not read, and the status of the refused
 *             call (@ref ESCOPA_E_ILLEGAL, @ref ESCOPA_E_DECK...) for a move
 *             or deal the game does not accept, and @ref ESCOPA_E_FULL
 *             (since 1.3) at the move or deal past which the record's own
 *             text would be longer than @ref ESCOPA_RECORD_MAX_TEXT.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p text or @p record is NULL.
 * @retval ESCOPA_E_INVALID @p error has a version this library does not
 *         know.
 * @retval ESCOPA_E_PARSE The text is malformed, or a move or deal in it
 *         is refused.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_record_parse(const char *text, size_t length, struct escopa_record **record,
		    struct escopa_parse_error *error);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_RECORD_H */
