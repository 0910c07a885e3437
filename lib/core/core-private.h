/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The ground floor of lib/ (lib/README.md): the values everything else is made
 * of (cards and card sets, moves, rules, the layout of a game's state) and
 * their text, written into caller buffers and read with the place of the
 * first fault. Nothing here is part of the ABI; it stands on the public
 * headers alone.
 */

#ifndef ESCOPA_CORE_PRIVATE_H
#define ESCOPA_CORE_PRIVATE_H

#include <stdbool.h>
#include <stddef.h> /* offsetof */
#include <string.h> /* memcpy */
#include <stdio.h> /* __MINGW_PRINTF_FORMAT, on mingw-w64 */
#include <escopa/escopa.h>

/* printf checking of the C99 formats (%zu): on mingw-w64 the archetype is
 * gnu_printf, since plain printf means msvcrt's. */
#ifdef __MINGW_PRINTF_FORMAT
#define ESCOPA_PRINTF __MINGW_PRINTF_FORMAT
#else
#define ESCOPA_PRINTF printf
#endif

#define ESCOPA_OPTION_COUNT 24
#define MAX_SEATS 4
#define MAX_DECK 42
/* Without jokers (stacking excludes them) at most 40 cards, two per stack. */
#define MAX_STACKS 20
/* Stacks whose value the state caches (4 bits each in a word). */
#define STACK_VALUES 16
#define MAX_PILES MAX_DECK
/* A stacked pile never reaches 15: that would be a capture. */
#define MAX_PILE_VALUE 14

/* Every option as a small int, indexed by enum escopa_option. A plain value
 * type so that a game can embed its rules. */
struct escopa_rules {
	int16_t value[ESCOPA_OPTION_COUNT];
};

/*
 * The whole state of a game. Fixed size, no pointers: a clone is a memcpy
 * and equality is memcmp. Fields are ordered so the struct has no padding,
 * and every unused slot is kept zero.
 */
struct escopa_game {
	uint64_t rng;                          /* SplitMix64 state */
	escopa_cardset_t hands[MAX_SEATS];     /* by seat */
	escopa_cardset_t captured[MAX_SEATS];  /* by side, this hand */
	escopa_cardset_t table;                /* every table card */
	escopa_cardset_t set_aside;            /* counts for nobody */
	/* Table piles of two cards or more (stacking rule), ascending; a table
	 * card in none of them is a pile of its own. */
	escopa_cardset_t stacks[MAX_STACKS];
	/* Derived from `table` and `stacks` (table_cache_update()): bit s
	 * tells whether some set of the table's regular piles (a stack, or a
	 * card in none) adds up to s, for s below 64. Without stacks, the
	 * sums of the table's regular cards. */
	uint64_t table_reach;
	struct escopa_rules rules;
	int16_t score[MAX_SEATS];              /* running, by side */
	/* Sweep points this hand, by side: at most 20 (game/validate.c), so a byte;
	 * the readers map a value that does not fit to -1, which the
	 * validator refuses. */
	int8_t sweeps[MAX_SEATS];
	uint16_t games_won[MAX_SEATS];         /* by side, in this match */
	/* By seat, under per hand forced capture: the card values it is known
	 * not to hold, as its trails and sets this round show (captures/voids.c). */
	uint16_t voids[MAX_SEATS];
	/* By seat, this round: the values of the regular cards that would
	 * have swept the table, for a point, when it played something else;
	 * the bits of voids[] for 1..10 (game/game.c, declined_sweep()). What
	 * was declined, not what is held: a seat may decline on purpose. */
	uint16_t declined_sweeps[MAX_SEATS];
	uint32_t hand_number;                  /* 1..INT32_MAX */
	uint16_t game_number;                  /* in the match, from 1 */
	uint8_t stock[MAX_DECK];               /* deck order; stock is [stock_pos, deck_size) */
	uint8_t deck_size;
	uint8_t stock_pos;
	uint8_t players;
	uint8_t sides;
	uint8_t dealer;
	uint8_t seat;                          /* to play */
	uint8_t phase;                         /* enum escopa_phase */
	uint8_t n_stacks;
	uint8_t plays;                         /* cards played this hand */
	int8_t last_capture_side;              /* -1: nobody yet */
	int8_t winner;                         /* -1 until game over, or drawn */
	uint8_t table_value;                   /* derived: the table's regular piles added up */
	/* Derived (table_cache_update()), kept by the plays as the stacks
	 * change, so that listing and playing never add up a stack's cards
	 * nor loop over the stacks to find them: */
	escopa_cardset_t stacked;              /* the cards of every stack */
	escopa_cardset_t stack_tops;           /* each stack's highest card */
	/* Bits 4i..4i+3: the value of stacks[i] (at most 14) for the first
	 * STACK_VALUES stacks, 0 past n_stacks; stack_value() adds up the
	 * cards of any further one. */
	uint64_t stack_values;
};
/* 424 bytes: a clone copies whole blocks (lifecycle.c, state_copy()), and
 * a byte more costs every copy. */
_Static_assert(sizeof(struct escopa_game) % 8 == 0, "no padding at the end");

/* Whether the game is being played on a table without stacks: the phase
 * and the count of stacks, side by side, both zero. */
static inline bool
playing_without_stacks(const struct escopa_game *game)
{
	_Static_assert(ESCOPA_PHASE_PLAYING == 0 && offsetof(struct escopa_game, n_stacks) ==
			       offsetof(struct escopa_game, phase) + 1, "phase, then n_stacks");
	uint16_t both;
	memcpy(&both, &game->phase, sizeof both);
	return both == 0;
}

/* game->voids[seat]: bit v - 1 for the regular cards worth v (1..10), bit
 * 10 for the jokers (captures/voids.c). */
#define VOID_JOKERS (1u << 10)
#define VOID_ALL 0x7FFu
/* The values 1..10 alone: game->declined_sweeps[seat]'s bits. */
#define VOID_VALUES 0x3FFu

/* The hot paths (listing and playing moves, scoring a hand) compiled
 * twice where the loader can choose between them (GCC on x86-64 with
 * glibc's ifunc): for the x86-64-v3 processors (2013 on: popcnt, BMI1
 * and 2, LZCNT, AVX2) and for any x86-64, so that a build for every
 * x86-64 (Debian's) has the newer instructions where they are. Elsewhere
 * (other processors, Windows, musl, WebAssembly, a build with -march for
 * them already, or with -DESCOPA_ONE_COPY) once. */
#if defined(__x86_64__) && defined(__ELF__) && defined(__GLIBC__) && defined(__GNUC__) && \
	!defined(__clang__) && !defined(__AVX2__) && !defined(ESCOPA_ONE_COPY)
#define HOT_PATH __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define HOT_PATH
#endif

/* ---- cards.c: cards and card sets ---- */

/* Without -mpopcnt, __builtin_popcountll is a call into libgcc; this is
 * the same count in a dozen inline instructions, which GCC turns into
 * popcnt in the x86-64-v3 copies of HOT_PATH functions. */
static inline int
popcount64(uint64_t x)
{
#ifdef __POPCNT__
	return __builtin_popcountll(x);
#else
	x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
	x = (x & UINT64_C(0x3333333333333333)) + ((x >> 2) & UINT64_C(0x3333333333333333));
	x = (x + (x >> 4)) & UINT64_C(0x0F0F0F0F0F0F0F0F);
	return (int)((x * UINT64_C(0x0101010101010101)) >> 56);
#endif
}

static inline int
lowest_card(escopa_cardset_t set)
{
	return __builtin_ctzll(set);
}

static inline int
highest_card(escopa_cardset_t set)
{
	return 63 - __builtin_clzll(set);
}

#define ALL_CARDS (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS)

static inline bool
card_is_valid(escopa_card_t card)
{
	return card >= 0 && card < ESCOPA_CARD_COUNT;
}

static inline bool
card_is_joker(escopa_card_t card)
{
	return card >= ESCOPA_JOKER_1;
}

/* Capture value of a valid card; 0 for a joker. */
static inline int
card_value(escopa_card_t card)
{
	/* unsigned: a shift, not a signed division */
	return card_is_joker(card) ? 0 : (int)((unsigned)card >> 2) + 1;
}

/* Capture value of a regular card (not a joker). */
static inline int
regular_value(escopa_card_t card)
{
	return (int)((unsigned)card >> 2) + 1;
}

/* Sum of the capture values of the regular cards of a set. Inline: the
 * table's pile view adds up every stack with it. */
static inline int
cardset_value(escopa_cardset_t set)
{
	int sum = 0;
	for (set &= ESCOPA_CARDSET_DECK; set; set &= set - 1)
		sum += regular_value(lowest_card(set));
	return sum;
}

/* The value of stacks[i] (i < n_stacks) of a valid state: cached for the
 * first STACK_VALUES stacks, added up past them. */
static inline int
stack_value_at(const struct escopa_game *game, int i)
{
	return i < STACK_VALUES ? (int)(game->stack_values >> (4 * i) & 15)
				: cardset_value(game->stacks[i]);
}

/* Cards and moves as text, written into caller buffers with the library's
 * rule: bytes are stored while the text fits with its NUL, and
 * text_finish() empties the buffer when it did not. */
struct text_buf {
	char *buf;
	size_t size;
	size_t len;
};
void text_put(struct text_buf *t, const char *s);
void text_put_card(struct text_buf *t, escopa_card_t card, enum escopa_style style);
/* The cards of a set in ascending id, with `separator` between them. */
void text_put_cards(struct text_buf *t, escopa_cardset_t set, const char *separator,
		    enum escopa_style style);

/* The blanks card and move text may have around and between names: ASCII
 * white space, whatever the locale. */
static inline bool
char_is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
void text_finish(struct text_buf *t);
bool style_can_write(enum escopa_style style);
bool style_is_valid(enum escopa_style style);

/* ---- rules.c ---- */

static inline int
rule(const struct escopa_rules *rules, enum escopa_option option)
{
	return rules->value[option];
}
bool rules_valid(const struct escopa_rules *rules);
void rules_preset(struct escopa_rules *rules, enum escopa_preset preset);

/* ---- moves.c: moves as 64-bit values ---- */

static inline escopa_move_t
move_encode(int kind, escopa_card_t card, escopa_cardset_t target)
{
	return ((uint64_t)kind << 56) | ((uint64_t)card << 48) | target;
}
#define MOVE_TARGET_BITS ((uint64_t)0x3FFFFFFFFFFu)
#define MOVE_CARD_BITS ((uint64_t)0x3F << 48)
#define MOVE_KIND_BITS ((uint64_t)0x3 << 56)

static inline bool
kind_is_valid(int kind)
{
	return kind == ESCOPA_MOVE_CAPTURE || kind == ESCOPA_MOVE_TRAIL ||
	       kind == ESCOPA_MOVE_SET;
}

/* Whether a target suits a kind: a trail has none, the others need one
 * that does not hold the card played. */
static inline bool
target_fits(int kind, escopa_card_t card, escopa_cardset_t target)
{
	if (kind == ESCOPA_MOVE_TRAIL)
		return target == 0;
	return target != 0 && !(target & ESCOPA_CARDSET_OF(card));
}

/* Inline: every play checks it. */
static inline bool
move_is_well_formed(escopa_move_t move)
{
	if (move & ~(MOVE_TARGET_BITS | MOVE_CARD_BITS | MOVE_KIND_BITS))
		return false;

	int kind = ESCOPA_MOVE_KIND(move);
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	return kind_is_valid(kind) && card_is_valid(card) &&
	       target_fits(kind, card, ESCOPA_MOVE_TARGET(move));
}

/* The '+' between the cards of a move's target, with blanks in the long
 * styles. */
const char *target_joiner(enum escopa_style style);

/* ---- parse.c: what every reader shares ---- */

/* Where and why a reader failed. Readers keep byte offsets into the whole
 * input; parse_report() adds the line and column. */
struct parse_ctx {
	const char *text;                      /* the whole input */
	size_t length;
	bool binary;                           /* no lines: line 1, column = offset + 1 */
	enum escopa_status status;             /* ESCOPA_OK until parse_fail() */
	size_t offset;
	char message[160];
};
bool parse_error_usable(const struct escopa_parse_error *error);
void parse_init(struct parse_ctx *ctx, const char *text, size_t length);
void parse_fail(struct parse_ctx *ctx, enum escopa_status status, size_t offset,
		const char *fmt, ...) __attribute__((format(ESCOPA_PRINTF, 4, 5)));
/* Printable ASCII form of a few input bytes, for messages; returns buf. */
const char *parse_quote(char *buf, size_t size, const char *s, size_t len);
/* A reader's result, read into a local copy of `size` bytes, copied over
 * *into, or (into NULL) into a new allocation at *made; out of memory
 * fails ctx. */
void parse_deliver(struct parse_ctx *ctx, const void *value, size_t size, void *into,
		   void **made);
/* Fills error (if not NULL) from a failed ctx; returns ctx->status. */
enum escopa_status parse_report(const struct parse_ctx *ctx, struct escopa_parse_error *error);

/* The words of a text reader. */
struct span {
	size_t start, end;                     /* [start, end) of the input */
};

/* A blank within a line: what separates the words of positions and records. */
static inline bool
char_is_blank(char c)
{
	return c == ' ' || c == '\t';
}

static inline char
ascii_lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* The span without its leading and trailing blanks. */
struct span span_trim(const char *text, struct span s);
/* rules.c: whether two NUL-terminated names are equal, case-insensitive in
 * ASCII only (strcasecmp follows the locale, and in a Turkish one "I" does
 * not fold to "i"); for every _from_name(). */
bool names_equal(const char *a, const char *b);
/* Whether s[0..len) is `word`, itself lower case, in any case of ASCII. */
bool word_equals(const char *s, size_t len, const char *word);

/* card-parse.c and moves.c: a card or a move in ctx->text[start, start + len). */
bool card_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		  enum escopa_style style, escopa_card_t *card);
bool move_read_at(struct parse_ctx *ctx, size_t start, size_t len,
		  enum escopa_style style, escopa_move_t *move);

#endif /* ESCOPA_CORE_PRIVATE_H */
