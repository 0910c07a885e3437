/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the files of formats/record/ share (formats/format-private.h is
 * the floor's): the record itself, which record.c keeps and plays into;
 * its tags and the tag lines of its text (record-tags.c); the rest of the
 * text and its lengths, kept up to date by every change (record-write.c);
 * the reader is record-read.c.
 */

#ifndef ESCOPA_RECORD_PRIVATE_H
#define ESCOPA_RECORD_PRIVATE_H

#include "../format-private.h"

#define MAX_KEY 32
/* Longest value of the Rules tag: the longest rules text, a preset name and
 * every option changed, is well under this. */
#define MAX_RESERVED_VALUE 1024

struct record_tag {
	char key[MAX_KEY + 1];
	char value[ESCOPA_RECORD_MAX_TAG_LENGTH + 1];
};

/* One deal: the first hand's, from the seed when the record starts, then
 * one per escopa_record_next_hand(). */
struct record_deal {
	size_t first_move;               /* index of its first move */
	uint32_t hand_number;            /* the hand it dealt */
	uint16_t game_number;            /* the game of the match it dealt in */
	bool new_game;                   /* escopa_record_next_game() dealt it */
	uint8_t phase;                   /* the phase right after dealing */
	bool has_deck;
	bool ended;                      /* a move of this deal ended the hand */
	uint8_t deck[MAX_DECK];
	int16_t score_before[MAX_SEATS]; /* running scores when dealt */
	int16_t score_after[MAX_SEATS];  /* and when the hand ended */
	uint8_t phase_after;             /* the phase the hand ended in */
	int8_t winner;                   /* and the game's winner then */
};

struct escopa_record {
	struct escopa_rules rules;
	int players;
	uint64_t seed;
	struct escopa_game game;         /* the state after every move so far */
	int n_tags;
	struct record_tag tags[ESCOPA_RECORD_MAX_TAGS];
	escopa_move_t *moves;
	size_t n_moves, moves_capacity;
	struct record_deal *deals;
	size_t n_deals, deals_capacity;
	/* The length of the text escopa_record_format() writes: the tag lines,
	 * and everything after them, kept up to date by every change so that
	 * a change that would take it past ESCOPA_RECORD_MAX_TEXT is refused. */
	size_t header_len, body_len;
};

/* record-tags.c: the tags the record writes itself, in their order. */
#define RECORD_RESERVED_TAGS 3
extern const char *const record_reserved_keys[RECORD_RESERVED_TAGS];
/* Whether key[0..len) is a reserved key, in any case of ASCII. */
bool record_key_is_reserved(const char *key, size_t len);
/* What keys are made of: ASCII letters, digits and '_'. */
bool record_key_char(char c);
bool record_key_is_valid(const char *key, size_t len);
/* Where a tag value stops being acceptable, or len if it never does. */
size_t record_value_fault(const char *value, size_t len);
/* The tag lines at the top of the text, and their length. */
void record_put_header(struct text_buf *t, const struct escopa_record *rec);
size_t record_header_length(const struct escopa_record *rec);

/* record-write.c: the lengths of the other pieces of the text. */
size_t record_deal_head_length(const struct escopa_record *rec, const struct record_deal *d);
size_t record_game_line_length(const struct record_deal *d);
size_t record_move_length(const struct escopa_record *rec, size_t k, escopa_move_t move);
size_t record_hand_end_length(const struct escopa_game *game, const struct record_deal *d);

/* Whether the text may grow by add bytes (and shrink by drop). */
static inline bool
text_fits(const struct escopa_record *rec, size_t add, size_t drop)
{
	size_t len = rec->header_len + rec->body_len - drop;
	return len <= ESCOPA_RECORD_MAX_TEXT && add <= ESCOPA_RECORD_MAX_TEXT - len;
}

#endif /* ESCOPA_RECORD_PRIVATE_H */
