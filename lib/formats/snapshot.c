/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Snapshots: a game state in ESCOPA_SNAPSHOT_SIZE bytes, written field by
 * field in little-endian order so that the bytes do not depend on the
 * compiler or the machine. doc/notation.md has the layout; the offsets
 * below are that table.
 */

#include <string.h>
#include "format-private.h"
#include "../views/view-private.h"

#define SNAPSHOT_VERSION 4
/* Version 1 (libescopa 1.0 to 1.2) had 20 options, a 16-bit hand number
 * and no match; bytes 230..251 were zero. Version 3 (1.4) is version 2
 * with the known voids in the unused high bits of the hand and captured
 * sets; it is written only for a state that has some, so that every other
 * snapshot stays readable by 1.3. Version 4 (1.5) is version 3 with the
 * declined sweeps in the high bits of the stacked-pile bytes, written
 * only for a state that has some, so that every other snapshot stays
 * readable by 1.4. */
#define SNAPSHOT_VOIDS_VERSION 3
#define SNAPSHOT_DECLINED_VERSION 4
/* Bits 42..47 of seat s's hand set hold its voids 0..5, bits 42..46 of
 * side slot s's captured set its voids 6..10. */
#define VOID_SHIFT 42
#define VOID_LOW_BITS 6
#define VOID_HIGH_BITS 5
/* Bit 7 of the stacked-pile byte of the regular card of value v and suit
 * s (card 4 (v - 1) + s) says that seat s declined a sweep with value v:
 * 40 bytes for 4 seats of 10 values. A pile number takes 5 bits. */
#define DECLINED_BIT 0x80u
#define SNAPSHOT_V1_OPTIONS 20

enum {
	AT_MAGIC = 0,            /* "ESCS" */
	AT_VERSION = 4,          /* u16 */
	AT_SIZE = 6,             /* u16, 256 */
	AT_RNG = 8,              /* u64 */
	AT_RULES = 16,           /* u16 per option, options 0..19 */
	AT_PLAYERS = 56,         /* then one byte each: */
	AT_SIDES = 57,
	AT_DEALER = 58,
	AT_SEAT = 59,
	AT_PHASE = 60,
	AT_PLAYS = 61,
	AT_DECK_SIZE = 62,
	AT_STOCK_POS = 63,
	AT_N_STACKS = 64,
	AT_LAST_CAPTURE = 65,    /* i8 */
	AT_WINNER = 66,          /* i8 */
	AT_RESERVED_BYTE = 67,
	AT_HAND_NUMBER = 68,     /* u16, the low half */
	AT_SCORES = 70,          /* i16 per side slot, 4 */
	AT_SWEEPS = 78,          /* i16 per side slot, 4 */
	AT_STOCK = 86,           /* the deck order, one byte per card, 42 */
	AT_HANDS = 128,          /* card sets of 6 bytes: 4 hands, */
	AT_CAPTURED = 152,       /* 4 captured, */
	AT_TABLE = 176,          /* the table, */
	AT_SET_ASIDE = 182,      /* and the cards set aside */
	AT_STACK_OF = 188,       /* per card: 0, or 1 + its stacked pile */
	AT_RULES_MORE = 230,     /* version 2: u16 per option, options 20..23 */
	AT_HAND_NUMBER_HIGH = 238, /* u16, the high half of the hand number */
	AT_GAME_NUMBER = 240,    /* u16 */
	AT_GAMES_WON = 242,      /* u16 per side slot, 4 */
	AT_RESERVED = 250,       /* zero up to the checksum */
	AT_CRC = 252,            /* u32, CRC-32 of bytes 0..251 */
};

#define CARDSET_BYTES 6

static const uint8_t magic[4] = { 'E', 'S', 'C', 'S' };

/* A view snapshot (view.h) is a snapshot of the view's known game under
 * its own magic number, its hidden hands empty; what a game keeps in its
 * generator state and deck order, a view does not have, and the first of
 * those bytes hold the viewer and the hand sizes instead. */
static const uint8_t view_magic[4] = { 'E', 'S', 'C', 'V' };
/* Version 1 (1.4) has the layout of game format 3; version 2 (1.5), that
 * of format 4, is written only for a view with declined sweeps. */
#define VIEW_SNAPSHOT_VERSION 2
enum {
	AT_VIEWER = AT_RNG,      /* the viewer's seat */
	AT_HAND_SIZES = AT_RNG + 1, /* one byte per seat slot, 4 */
	AT_VIEW_RESERVED = AT_RNG + 5, /* zero up to the deck order's end */
};

/* Where in the snapshot each part of the state lives, for errors. */
static const uint16_t field_offset[FIELD_COUNT] = {
	[FIELD_RULES] = AT_RULES,
	[FIELD_PLAYERS] = AT_PLAYERS,
	[FIELD_GAME_NUMBER] = AT_GAME_NUMBER,
	[FIELD_GAMES_WON] = AT_GAMES_WON,
	[FIELD_HAND_NUMBER] = AT_HAND_NUMBER,
	[FIELD_DEALER] = AT_DEALER,
	[FIELD_PHASE] = AT_PHASE,
	[FIELD_SEAT] = AT_SEAT,
	[FIELD_PLAYS] = AT_PLAYS,
	[FIELD_HANDS] = AT_HANDS,
	[FIELD_VOIDS] = AT_HANDS,
	[FIELD_DECLINED] = AT_STACK_OF,
	[FIELD_TABLE] = AT_TABLE,
	[FIELD_DEALT] = AT_STOCK,
	[FIELD_STOCK] = AT_STOCK,
	[FIELD_CAPTURED] = AT_CAPTURED,
	[FIELD_SWEEPS] = AT_SWEEPS,
	[FIELD_SET_ASIDE] = AT_SET_ASIDE,
	[FIELD_SCORES] = AT_SCORES,
	[FIELD_LAST_CAPTURE] = AT_LAST_CAPTURE,
	[FIELD_WINNER] = AT_WINNER,
	[FIELD_RNG] = AT_RNG,
};

/* Where option i lives. */
static int
option_offset(int i)
{
	return i < SNAPSHOT_V1_OPTIONS ? AT_RULES + 2 * i
				       : AT_RULES_MORE + 2 * (i - SNAPSHOT_V1_OPTIONS);
}

/* CRC-32 of IEEE 802.3 (zlib's crc32()): reflected polynomial 0xEDB88320,
 * one table step per byte. Servers write and read many snapshots, so the
 * table is worth its kilobyte. */
static uint32_t
crc32_of(const uint8_t *p, size_t n)
{
	static const uint32_t table[256] = {
		0x00000000, 0x77073096, 0xEE0E612C, 0x990951BA, 0x076DC419, 0x706AF48F,
		0xE963A535, 0x9E6495A3, 0x0EDB8832, 0x79DCB8A4, 0xE0D5E91E, 0x97D2D988,
		0x09B64C2B, 0x7EB17CBD, 0xE7B82D07, 0x90BF1D91, 0x1DB71064, 0x6AB020F2,
		0xF3B97148, 0x84BE41DE, 0x1ADAD47D, 0x6DDDE4EB, 0xF4D4B551, 0x83D385C7,
		0x136C9856, 0x646BA8C0, 0xFD62F97A, 0x8A65C9EC, 0x14015C4F, 0x63066CD9,
		0xFA0F3D63, 0x8D080DF5, 0x3B6E20C8, 0x4C69105E, 0xD56041E4, 0xA2677172,
		0x3C03E4D1, 0x4B04D447, 0xD20D85FD, 0xA50AB56B, 0x35B5A8FA, 0x42B2986C,
		0xDBBBC9D6, 0xACBCF940, 0x32D86CE3, 0x45DF5C75, 0xDCD60DCF, 0xABD13D59,
		0x26D930AC, 0x51DE003A, 0xC8D75180, 0xBFD06116, 0x21B4F4B5, 0x56B3C423,
		0xCFBA9599, 0xB8BDA50F, 0x2802B89E, 0x5F058808, 0xC60CD9B2, 0xB10BE924,
		0x2F6F7C87, 0x58684C11, 0xC1611DAB, 0xB6662D3D, 0x76DC4190, 0x01DB7106,
		0x98D220BC, 0xEFD5102A, 0x71B18589, 0x06B6B51F, 0x9FBFE4A5, 0xE8B8D433,
		0x7807C9A2, 0x0F00F934, 0x9609A88E, 0xE10E9818, 0x7F6A0DBB, 0x086D3D2D,
		0x91646C97, 0xE6635C01, 0x6B6B51F4, 0x1C6C6162, 0x856530D8, 0xF262004E,
		0x6C0695ED, 0x1B01A57B, 0x8208F4C1, 0xF50FC457, 0x65B0D9C6, 0x12B7E950,
		0x8BBEB8EA, 0xFCB9887C, 0x62DD1DDF, 0x15DA2D49, 0x8CD37CF3, 0xFBD44C65,
		0x4DB26158, 0x3AB551CE, 0xA3BC0074, 0xD4BB30E2, 0x4ADFA541, 0x3DD895D7,
		0xA4D1C46D, 0xD3D6F4FB, 0x4369E96A, 0x346ED9FC, 0xAD678846, 0xDA60B8D0,
		0x44042D73, 0x33031DE5, 0xAA0A4C5F, 0xDD0D7CC9, 0x5005713C, 0x270241AA,
		0xBE0B1010, 0xC90C2086, 0x5768B525, 0x206F85B3, 0xB966D409, 0xCE61E49F,
		0x5EDEF90E, 0x29D9C998, 0xB0D09822, 0xC7D7A8B4, 0x59B33D17, 0x2EB40D81,
		0xB7BD5C3B, 0xC0BA6CAD, 0xEDB88320, 0x9ABFB3B6, 0x03B6E20C, 0x74B1D29A,
		0xEAD54739, 0x9DD277AF, 0x04DB2615, 0x73DC1683, 0xE3630B12, 0x94643B84,
		0x0D6D6A3E, 0x7A6A5AA8, 0xE40ECF0B, 0x9309FF9D, 0x0A00AE27, 0x7D079EB1,
		0xF00F9344, 0x8708A3D2, 0x1E01F268, 0x6906C2FE, 0xF762575D, 0x806567CB,
		0x196C3671, 0x6E6B06E7, 0xFED41B76, 0x89D32BE0, 0x10DA7A5A, 0x67DD4ACC,
		0xF9B9DF6F, 0x8EBEEFF9, 0x17B7BE43, 0x60B08ED5, 0xD6D6A3E8, 0xA1D1937E,
		0x38D8C2C4, 0x4FDFF252, 0xD1BB67F1, 0xA6BC5767, 0x3FB506DD, 0x48B2364B,
		0xD80D2BDA, 0xAF0A1B4C, 0x36034AF6, 0x41047A60, 0xDF60EFC3, 0xA867DF55,
		0x316E8EEF, 0x4669BE79, 0xCB61B38C, 0xBC66831A, 0x256FD2A0, 0x5268E236,
		0xCC0C7795, 0xBB0B4703, 0x220216B9, 0x5505262F, 0xC5BA3BBE, 0xB2BD0B28,
		0x2BB45A92, 0x5CB36A04, 0xC2D7FFA7, 0xB5D0CF31, 0x2CD99E8B, 0x5BDEAE1D,
		0x9B64C2B0, 0xEC63F226, 0x756AA39C, 0x026D930A, 0x9C0906A9, 0xEB0E363F,
		0x72076785, 0x05005713, 0x95BF4A82, 0xE2B87A14, 0x7BB12BAE, 0x0CB61B38,
		0x92D28E9B, 0xE5D5BE0D, 0x7CDCEFB7, 0x0BDBDF21, 0x86D3D2D4, 0xF1D4E242,
		0x68DDB3F8, 0x1FDA836E, 0x81BE16CD, 0xF6B9265B, 0x6FB077E1, 0x18B74777,
		0x88085AE6, 0xFF0F6A70, 0x66063BCA, 0x11010B5C, 0x8F659EFF, 0xF862AE69,
		0x616BFFD3, 0x166CCF45, 0xA00AE278, 0xD70DD2EE, 0x4E048354, 0x3903B3C2,
		0xA7672661, 0xD06016F7, 0x4969474D, 0x3E6E77DB, 0xAED16A4A, 0xD9D65ADC,
		0x40DF0B66, 0x37D83BF0, 0xA9BCAE53, 0xDEBB9EC5, 0x47B2CF7F, 0x30B5FFE9,
		0xBDBDF21C, 0xCABAC28A, 0x53B39330, 0x24B4A3A6, 0xBAD03605, 0xCDD70693,
		0x54DE5729, 0x23D967BF, 0xB3667A2E, 0xC4614AB8, 0x5D681B02, 0x2A6F2B94,
		0xB40BBE37, 0xC30C8EA1, 0x5A05DF1B, 0x2D02EF8D,
	};
	uint32_t crc = 0xFFFFFFFFu;
	for (size_t i = 0; i < n; i++)
		crc = (crc >> 8) ^ table[(crc ^ p[i]) & 0xFF];
	return crc ^ 0xFFFFFFFFu;
}

static void
put_le(uint8_t *p, uint64_t v, int bytes)
{
	for (int i = 0; i < bytes; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t
get_le(const uint8_t *p, int bytes)
{
	uint64_t v = 0;
	for (int i = 0; i < bytes; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

/* Every field of the state but the header and the checksum. */
static void
encode(const struct escopa_game *g, uint8_t *b)
{
	for (int i = 0; i < ESCOPA_OPTION_COUNT; i++)
		put_le(b + option_offset(i), (uint16_t)g->rules.value[i], 2);
	b[AT_PLAYERS] = g->players;
	b[AT_SIDES] = g->sides;
	b[AT_DEALER] = g->dealer;
	b[AT_SEAT] = g->seat;
	b[AT_PHASE] = g->phase;
	b[AT_PLAYS] = g->plays;
	b[AT_DECK_SIZE] = g->deck_size;
	b[AT_STOCK_POS] = g->stock_pos;
	b[AT_N_STACKS] = g->n_stacks;
	b[AT_LAST_CAPTURE] = (uint8_t)g->last_capture_side;
	b[AT_WINNER] = (uint8_t)g->winner;
	put_le(b + AT_HAND_NUMBER, g->hand_number & 0xFFFF, 2);
	put_le(b + AT_HAND_NUMBER_HIGH, g->hand_number >> 16, 2);
	put_le(b + AT_GAME_NUMBER, g->game_number, 2);
	for (int i = 0; i < MAX_SEATS; i++) {
		put_le(b + AT_SCORES + 2 * i, (uint16_t)g->score[i], 2);
		put_le(b + AT_SWEEPS + 2 * i, (uint16_t)g->sweeps[i], 2);
		put_le(b + AT_GAMES_WON + 2 * i, g->games_won[i], 2);
		uint64_t v = g->voids[i] & VOID_ALL;
		put_le(b + AT_HANDS + CARDSET_BYTES * i,
		       g->hands[i] | (v & ((1u << VOID_LOW_BITS) - 1)) << VOID_SHIFT, CARDSET_BYTES);
		put_le(b + AT_CAPTURED + CARDSET_BYTES * i,
		       g->captured[i] | (v >> VOID_LOW_BITS) << VOID_SHIFT, CARDSET_BYTES);
	}
	put_le(b + AT_TABLE, g->table, CARDSET_BYTES);
	put_le(b + AT_SET_ASIDE, g->set_aside, CARDSET_BYTES);
	/* Stacks are disjoint sets of at most 40 cards, so each card names its
	 * pile; a pile past n_stacks would not survive, but the state
	 * invariants (game/validate.c) rule one out. */
	for (int k = 0; k < MAX_STACKS && k < g->n_stacks; k++) {
		for (escopa_cardset_t s = g->stacks[k] & ALL_CARDS; s; s &= s - 1)
			b[AT_STACK_OF + lowest_card(s)] = (uint8_t)(k + 1);
	}
	for (int c = 0; c < 4 * 10; c++) {
		if (g->declined_sweeps[c % 4] >> (c / 4) & 1)
			b[AT_STACK_OF + c] |= DECLINED_BIT;
	}
}

static bool
any_declined(const struct escopa_game *g)
{
	return (g->declined_sweeps[0] | g->declined_sweeps[1] | g->declined_sweeps[2] |
		g->declined_sweeps[3]) != 0;
}

static void
put_header(uint8_t *b, const uint8_t *kind, unsigned version)
{
	memcpy(b + AT_MAGIC, kind, sizeof magic);
	put_le(b + AT_VERSION, version, 2);
	put_le(b + AT_SIZE, ESCOPA_SNAPSHOT_SIZE, 2);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_snapshot(const struct escopa_game *game, uint8_t *buf, size_t size)
{
	if (!game || !buf)
		return ESCOPA_E_NULL;
	if (size < ESCOPA_SNAPSHOT_SIZE)
		return ESCOPA_E_INVALID;

	const struct escopa_game *g = game;
	memset(buf, 0, ESCOPA_SNAPSHOT_SIZE);
	encode(g, buf);
	put_le(buf + AT_RNG, g->rng, 8);
	memcpy(buf + AT_STOCK, g->stock, MAX_DECK);
	bool voids = (g->voids[0] | g->voids[1] | g->voids[2] | g->voids[3]) != 0;
	put_header(buf, magic, any_declined(g) ? SNAPSHOT_DECLINED_VERSION :
			       voids ? SNAPSHOT_VOIDS_VERSION : 2);
	put_le(buf + AT_CRC, crc32_of(buf, AT_CRC), 4);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_view_snapshot(const struct escopa_view *view, uint8_t *buf, size_t size)
{
	_Static_assert(ESCOPA_VIEW_SNAPSHOT_SIZE == ESCOPA_SNAPSHOT_SIZE,
		       "a view snapshot has the layout of a game snapshot");
	if (!view || !buf)
		return ESCOPA_E_NULL;
	if (size < ESCOPA_VIEW_SNAPSHOT_SIZE)
		return ESCOPA_E_INVALID;

	memset(buf, 0, ESCOPA_SNAPSHOT_SIZE);
	encode(&view->known, buf);
	buf[AT_VIEWER] = view->viewer;
	memcpy(buf + AT_HAND_SIZES, view->hand_size, MAX_SEATS);
	put_header(buf, view_magic, any_declined(&view->known) ? VIEW_SNAPSHOT_VERSION : 1);
	put_le(buf + AT_CRC, crc32_of(buf, AT_CRC), 4);
	return ESCOPA_OK;
}

/* A card set of the snapshot; false if it names cards past the last joker.
 * From format 3 on, the hand and captured sets carry voids in those bits:
 * they go to *high. */
static bool
get_cardset_high(const uint8_t *b, int at, unsigned version, escopa_cardset_t *set,
		 unsigned *high)
{
	*set = get_le(b + at, CARDSET_BYTES);
	*high = 0;
	if (version >= SNAPSHOT_VOIDS_VERSION && at >= AT_HANDS && at < AT_TABLE) {
		*high = (unsigned)(*set >> VOID_SHIFT);
		*set &= ALL_CARDS;
	}
	return (*set & ~ALL_CARDS) == 0;
}

static bool
get_cardset(const uint8_t *b, int at, escopa_cardset_t *set)
{
	unsigned high;
	return get_cardset_high(b, at, 1, set, &high);
}

/* The options a version-1 snapshot leaves out take the values that give a
 * 1.2 game: no deal rotation, no shared ties, a single game, no limit. */
static void
decode_v1_defaults(struct escopa_game *g)
{
	g->rules.value[ESCOPA_OPT_DEAL_ROTATION] = 0;
	g->rules.value[ESCOPA_OPT_SHARED_TIES] = 0;
	g->rules.value[ESCOPA_OPT_MATCH_GAMES] = 1;
	g->rules.value[ESCOPA_OPT_HAND_LIMIT] = 0;
	g->game_number = 1;
	games_won_of_first_game(g, g->games_won);
}

/* The fields encode() writes, in the layout of game snapshot format
 * `version`; a view's (view true) may have no voids. */
static bool
decode(struct parse_ctx *ctx, const uint8_t *b, unsigned version, bool view,
       struct escopa_game *g)
{
	int options = version == 1 ? SNAPSHOT_V1_OPTIONS : ESCOPA_OPTION_COUNT;
	memset(g, 0, sizeof *g);
	for (int i = 0; i < options; i++)
		g->rules.value[i] = (int16_t)get_le(b + option_offset(i), 2);
	g->players = b[AT_PLAYERS];
	g->sides = b[AT_SIDES];
	g->dealer = b[AT_DEALER];
	g->seat = b[AT_SEAT];
	g->phase = b[AT_PHASE];
	g->plays = b[AT_PLAYS];
	g->deck_size = b[AT_DECK_SIZE];
	g->stock_pos = b[AT_STOCK_POS];
	g->n_stacks = b[AT_N_STACKS];
	g->last_capture_side = (int8_t)b[AT_LAST_CAPTURE];
	g->winner = (int8_t)b[AT_WINNER];
	g->hand_number = (uint32_t)get_le(b + AT_HAND_NUMBER, 2);
	if (version > 1) {
		g->hand_number |= (uint32_t)get_le(b + AT_HAND_NUMBER_HIGH, 2) << 16;
		g->game_number = (uint16_t)get_le(b + AT_GAME_NUMBER, 2);
		for (int i = 0; i < MAX_SEATS; i++)
			g->games_won[i] = (uint16_t)get_le(b + AT_GAMES_WON + 2 * i, 2);
	} else {
		decode_v1_defaults(g);
	}
	for (int i = 0; i < MAX_SEATS; i++) {
		g->score[i] = (int16_t)get_le(b + AT_SCORES + 2 * i, 2);
		int sweeps = (int16_t)get_le(b + AT_SWEEPS + 2 * i, 2);
		g->sweeps[i] = (int8_t)(sweeps < 0 || sweeps > INT8_MAX ? -1 : sweeps);
		unsigned low, high;
		int at = AT_HANDS + CARDSET_BYTES * i;
		if (!get_cardset_high(b, at, version, &g->hands[i], &low))
			goto bad_set;
		at = AT_CAPTURED + CARDSET_BYTES * i;
		if (!get_cardset_high(b, at, version, &g->captured[i], &high))
			goto bad_set;
		if (high >> VOID_HIGH_BITS) {
			parse_fail(ctx, ESCOPA_E_PARSE, (size_t)at + CARDSET_BYTES - 1,
				   "a captured set holds a card past the last joker");
			return false;
		}
		g->voids[i] = (uint16_t)(low | high << VOID_LOW_BITS);
	}
	if (!view && version == SNAPSHOT_VOIDS_VERSION &&
	    (g->voids[0] | g->voids[1] | g->voids[2] | g->voids[3]) == 0) {
		parse_fail(ctx, ESCOPA_E_PARSE, AT_VERSION,
			   "snapshot format 3 is only for a state with known voids");
		return false;
	}
	if (!get_cardset(b, AT_TABLE, &g->table) || !get_cardset(b, AT_SET_ASIDE, &g->set_aside))
		goto bad_set;
	for (int c = 0; c < ESCOPA_CARD_COUNT; c++) {
		int k = b[AT_STACK_OF + c];
		if (version >= SNAPSHOT_DECLINED_VERSION && c < 4 * 10 && (k & DECLINED_BIT)) {
			g->declined_sweeps[c % 4] |= (uint16_t)(1u << (c / 4));
			k &= ~DECLINED_BIT;
		}
		if (k > MAX_STACKS) {
			parse_fail(ctx, ESCOPA_E_PARSE, AT_STACK_OF + (size_t)c,
				   "stacked pile %d does not exist", k);
			return false;
		}
		if (k > 0)
			g->stacks[k - 1] |= ESCOPA_CARDSET_OF(c);
	}
	if (version >= SNAPSHOT_DECLINED_VERSION && !any_declined(g)) {
		parse_fail(ctx, ESCOPA_E_PARSE, AT_VERSION,
			   "snapshot format %u is only for a state with declined sweeps",
			   view ? VIEW_SNAPSHOT_VERSION : SNAPSHOT_DECLINED_VERSION);
		return false;
	}
	return true;

bad_set:
	/* Find the offending set again for its offset: the first set with a
	 * bit past the last joker. */
	for (int at = AT_HANDS; at < AT_STACK_OF; at += CARDSET_BYTES) {
		escopa_cardset_t set;
		unsigned high;
		if (!get_cardset_high(b, at, version, &set, &high)) {
			parse_fail(ctx, ESCOPA_E_PARSE, (size_t)at + CARDSET_BYTES - 1,
				   "a card set holds a card past the last joker");
			return false;
		}
	}
	return false;
}

/* The header, the checksum and the reserved bytes of a snapshot of a kind
 * (its magic number) whose formats go from 1 to `latest`. */
static bool
check_header(struct parse_ctx *ctx, const uint8_t *b, size_t size, const uint8_t *kind,
	     unsigned latest, unsigned *format)
{
	if (size != ESCOPA_SNAPSHOT_SIZE) {
		parse_fail(ctx, ESCOPA_E_PARSE, size < ESCOPA_SNAPSHOT_SIZE ? size : ESCOPA_SNAPSHOT_SIZE,
			   "a snapshot is %d bytes, not %zu", ESCOPA_SNAPSHOT_SIZE, size);
		return false;
	}
	for (size_t i = 0; i < sizeof magic; i++) {
		if (b[AT_MAGIC + i] != kind[i]) {
			parse_fail(ctx, ESCOPA_E_PARSE, AT_MAGIC + i, "not a snapshot: wrong magic number");
			return false;
		}
	}
	unsigned version = (unsigned)get_le(b + AT_VERSION, 2);
	if (version < 1 || version > latest) {
		parse_fail(ctx, ESCOPA_E_PARSE, AT_VERSION,
			   "snapshot format %u is not known (this library reads 1 to %u)",
			   version, latest);
		return false;
	}
	if (get_le(b + AT_SIZE, 2) != ESCOPA_SNAPSHOT_SIZE) {
		parse_fail(ctx, ESCOPA_E_PARSE, AT_SIZE, "the snapshot's size field is wrong");
		return false;
	}
	if (get_le(b + AT_CRC, 4) != crc32_of(b, AT_CRC)) {
		parse_fail(ctx, ESCOPA_E_PARSE, AT_CRC, "checksum mismatch: the snapshot is corrupt");
		return false;
	}
	if (b[AT_RESERVED_BYTE] != 0) {
		parse_fail(ctx, ESCOPA_E_PARSE, AT_RESERVED_BYTE, "a reserved byte is not zero");
		return false;
	}
	bool v1_game = version == 1 && kind == magic;
	for (size_t i = v1_game ? AT_RULES_MORE : AT_RESERVED; i < AT_CRC; i++) {
		if (b[i] != 0) {
			parse_fail(ctx, ESCOPA_E_PARSE, i, "a reserved byte is not zero");
			return false;
		}
	}
	*format = version;
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_restore(struct escopa_game *game, const uint8_t *buf, size_t size,
		    struct escopa_parse_error *error)
{
	struct parse_ctx ctx;
	struct escopa_game g;

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, (const char *)buf, size);
	ctx.binary = true;
	if (!game || !buf) {
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL", game ? "buf" : "game");
		return parse_report(&ctx, error);
	}
	unsigned version;
	if (!check_header(&ctx, buf, size, magic, SNAPSHOT_VERSION, &version) ||
	    !decode(&ctx, buf, version, false, &g))
		return parse_report(&ctx, error);
	g.rng = get_le(buf + AT_RNG, 8);
	memcpy(g.stock, buf + AT_STOCK, MAX_DECK);
	table_cache_update(&g);

	const char *why;
	enum state_field field;
	if (game_check(&g, &why, &field) != ESCOPA_OK) {
		parse_fail(&ctx, ESCOPA_E_PARSE, field_offset[field], "impossible state: %s", why);
		return parse_report(&ctx, error);
	}
	memcpy(game, &g, sizeof g);
	return ESCOPA_OK;
}

/* Reads a view snapshot into *v, which is only written to. */
static bool
read_view(struct parse_ctx *ctx, const uint8_t *b, size_t size, struct escopa_view *v)
{
	unsigned version;
	memset(v, 0, sizeof *v);
	if (!check_header(ctx, b, size, view_magic, VIEW_SNAPSHOT_VERSION, &version) ||
	    !decode(ctx, b, version == 1 ? SNAPSHOT_VOIDS_VERSION : SNAPSHOT_DECLINED_VERSION,
		    true, &v->known))
		return false;
	for (size_t i = AT_VIEW_RESERVED; i < AT_RULES; i++) {
		if (b[i] != 0) {
			parse_fail(ctx, ESCOPA_E_PARSE, i, "a reserved byte is not zero");
			return false;
		}
	}
	for (size_t i = AT_STOCK; i < AT_STOCK + MAX_DECK; i++) {
		if (b[i] != 0) {
			parse_fail(ctx, ESCOPA_E_PARSE, i, "a view snapshot holds no deck order");
			return false;
		}
	}
	struct escopa_game *k = &v->known;
	table_cache_update(k);
	v->viewer = b[AT_VIEWER];
	memcpy(v->hand_size, b + AT_HAND_SIZES, MAX_SEATS);
	/* What a view does not show is every card that is nowhere in it. */
	if (k->deck_size == 40 + rule(&k->rules, ESCOPA_OPT_JOKERS) &&
	    k->stock_pos <= k->deck_size) {
		escopa_cardset_t placed = k->table | k->set_aside;
		for (int i = 0; i < MAX_SEATS; i++)
			placed |= k->hands[i] | k->captured[i];
		v->unseen = ((UINT64_C(1) << k->deck_size) - 1) & ~placed;
		v->stock_size = (uint8_t)(k->deck_size - k->stock_pos);
	}
	view_derive(v);

	const char *why;
	enum state_field field;
	if (view_check(v, &why, &field) != ESCOPA_OK) {
		size_t at = field == FIELD_VIEWER ? AT_VIEWER :
			    field == FIELD_HANDS ? AT_HAND_SIZES : field_offset[field];
		parse_fail(ctx, ESCOPA_E_PARSE, at, "impossible view: %s", why);
		return false;
	}
	return true;
}

/* The frame of the two view readers, as position.c's read_into(). */
static enum escopa_status
restore_view_into(const uint8_t *buf, size_t size, struct escopa_view *into, bool out,
		  void **made, struct escopa_parse_error *error)
{
	struct parse_ctx ctx;
	struct escopa_view v;

	if (!parse_error_usable(error))
		return ESCOPA_E_INVALID;
	parse_init(&ctx, (const char *)buf, size);
	ctx.binary = true;
	if ((!into && !out) || !buf)
		parse_fail(&ctx, ESCOPA_E_NULL, 0, "%s is NULL", buf ? "view" : "buf");
	else if (read_view(&ctx, buf, size, &v))
		parse_deliver(&ctx, &v, sizeof v, into, made);
	return parse_report(&ctx, error);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_restore(struct escopa_view *view, const uint8_t *buf, size_t size,
		    struct escopa_parse_error *error)
{
	return restore_view_into(buf, size, view, false, NULL, error);
}

ESCOPA_EXPORT enum escopa_status
escopa_view_new_from_snapshot(const uint8_t *buf, size_t size, struct escopa_view **view,
			      struct escopa_parse_error *error)
{
	void *made = NULL;
	enum escopa_status rc = restore_view_into(buf, size, NULL, view != NULL, &made, error);
	if (made)
		*view = made;
	return rc;
}
