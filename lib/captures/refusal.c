/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Why a move is refused, in words: the name and the generic sentence of
 * every refusal code, and the sentence about one position and one move.
 * The reason itself is worked out in legal.c (move_refusal()), next to the
 * rules it explains. Nothing here allocates.
 */

#include <stdio.h>
#include "capture-private.h"

struct refusal_text {
	const char *name;
	const char *text;
};

static const struct refusal_text refusal_texts[] = {
	[ESCOPA_REFUSAL_NONE] = { "ESCOPA_REFUSAL_NONE", "the move is legal" },
	[ESCOPA_REFUSAL_NO_HAND] = { "ESCOPA_REFUSAL_NO_HAND", "no hand is in play" },
	[ESCOPA_REFUSAL_MALFORMED] = { "ESCOPA_REFUSAL_MALFORMED",
				       "the value is not a well-formed move" },
	[ESCOPA_REFUSAL_NOT_HELD] = { "ESCOPA_REFUSAL_NOT_HELD",
				      "the seat to play does not hold the card" },
	[ESCOPA_REFUSAL_NOT_YOUR_TURN] = { "ESCOPA_REFUSAL_NOT_YOUR_TURN",
					   "another seat holds the card, and it is not "
					   "that seat's turn" },
	[ESCOPA_REFUSAL_NOT_ON_TABLE] = { "ESCOPA_REFUSAL_NOT_ON_TABLE",
					  "a card of the target is not on the table" },
	[ESCOPA_REFUSAL_PART_OF_PILE] = { "ESCOPA_REFUSAL_PART_OF_PILE",
					  "a pile is taken or set upon only as a whole" },
	[ESCOPA_REFUSAL_SUM_NOT_15] = { "ESCOPA_REFUSAL_SUM_NOT_15",
					"the card and the piles it takes must make 15" },
	[ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15] = {
		"ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15",
		"the card and the piles it takes must make 15 or a multiple of 15" },
	[ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE] = {
		"ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE",
		"the cards taken must add up to the value of the card played" },
	[ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK] = {
		"ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK",
		"a table card of the played card's rank must be taken, alone" },
	[ESCOPA_REFUSAL_MUST_CAPTURE] = { "ESCOPA_REFUSAL_MUST_CAPTURE",
					  "a card that can capture must capture" },
	[ESCOPA_REFUSAL_HAND_MUST_CAPTURE] = { "ESCOPA_REFUSAL_HAND_MUST_CAPTURE",
					       "a card of the hand can capture, so the seat "
					       "must capture" },
	[ESCOPA_REFUSAL_MUST_SET] = { "ESCOPA_REFUSAL_MUST_SET",
				      "with 4 piles or more on the table, a card that cannot "
				      "capture must be set onto a pile" },
	[ESCOPA_REFUSAL_NO_STACKING] = { "ESCOPA_REFUSAL_NO_STACKING",
					 "without the stacking rule no card is set onto a pile" },
	[ESCOPA_REFUSAL_CAPTURING_CARD_SET] = { "ESCOPA_REFUSAL_CAPTURING_CARD_SET",
						"a card that can capture is not set onto a pile" },
	[ESCOPA_REFUSAL_SEVERAL_PILES] = { "ESCOPA_REFUSAL_SEVERAL_PILES",
					   "a card is set onto one pile, not several" },
	[ESCOPA_REFUSAL_PILE_OVER_14] = { "ESCOPA_REFUSAL_PILE_OVER_14",
					  "a pile may not pass 14" },
	[ESCOPA_REFUSAL_NO_SUCH_ACTION] = { "ESCOPA_REFUSAL_NO_SUCH_ACTION",
					    "the action is not the index of a listed move" },
};

#define N_REFUSAL (sizeof refusal_texts / sizeof refusal_texts[0])

ESCOPA_EXPORT const char *
escopa_refusal_name(enum escopa_refusal refusal)
{
	if ((unsigned)refusal >= N_REFUSAL)
		return NULL;
	return refusal_texts[refusal].name;
}

ESCOPA_EXPORT const char *
escopa_refusal_str(enum escopa_refusal refusal)
{
	if ((unsigned)refusal >= N_REFUSAL)
		return "unknown refusal";
	return refusal_texts[refusal].text;
}

/* ---- the sentence about a position and a move ---- */

struct sentence {
	struct text_buf t;
	enum escopa_style style;
	const struct escopa_game *game;
};

static void
put_int(struct sentence *s, long long n)
{
	char digits[24];
	snprintf(digits, sizeof digits, "%lld", n);
	text_put(&s->t, digits);
}

static void
put_card(struct sentence *s, escopa_card_t card)
{
	text_put_card(&s->t, card, s->style);
}

/* Cards as a list in English: "7o", "7o and 3c", "7o, 3c and 5e"; `or`
 * ends the list with "or" instead. */
static void
put_list(struct sentence *s, escopa_cardset_t cards, const char *last)
{
	int n = popcount64(cards);
	for (int i = 0; cards; cards &= cards - 1, i++) {
		if (i > 0)
			text_put(&s->t, i == n - 1 ? last : ", ");
		put_card(s, lowest_card(cards));
	}
}

/* A pile as a move writes a target: "2c+3o". */
static void
put_pile(struct sentence *s, escopa_cardset_t pile)
{
	text_put_cards(&s->t, pile, target_joiner(s->style), s->style);
}

static void
put_seat(struct sentence *s, int seat)
{
	text_put(&s->t, "seat ");
	put_int(s, seat);
}

/* The table pile holding a card: its stack, or the card alone. */
static escopa_cardset_t
pile_of(const struct escopa_game *game, escopa_card_t card)
{
	for (int i = 0; i < game->n_stacks; i++) {
		if (game->stacks[i] & ESCOPA_CARDSET_OF(card))
			return game->stacks[i];
	}
	return ESCOPA_CARDSET_OF(card);
}

/* "K♥ and 6♠ make 16, not 15": the played card and the target, with
 * the range of totals jokers allow. */
static void
put_capture_sum(struct sentence *s, escopa_card_t card, escopa_cardset_t target,
		const char *wanted)
{
	struct capture_need need;
	capture_need_init(&need, s->game, card);
	int sum = cardset_value(target);
	int jokers = popcount64(target & ESCOPA_CARDSET_JOKERS);
	int low = sum + jokers + need.low, high = sum + 10 * jokers + need.high;
	put_card(s, card);
	text_put(&s->t, popcount64(target) == 1 ? " and " : ", ");
	put_list(s, target, " and ");
	text_put(&s->t, " make ");
	put_int(s, low);
	if (high != low) {
		text_put(&s->t, " to ");
		put_int(s, high);
	}
	text_put(&s->t, wanted);
}

static const char *
phase_words(int phase)
{
	switch (phase) {
	case ESCOPA_PHASE_HAND_OVER:
		return "no hand is in play: the hand is over";
	case ESCOPA_PHASE_GAME_OVER:
		return "no hand is in play: the game is over";
	default:
		return "no hand is in play: the deal was a misdeal";
	}
}

static void
put_refusal(struct sentence *s, enum escopa_refusal why, escopa_move_t move)
{
	const struct escopa_game *g = s->game;
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	int piles = 0;
	escopa_cardset_t capturing;

	switch (why) {
	case ESCOPA_REFUSAL_NO_HAND:
		text_put(&s->t, phase_words(g->phase));
		return;
	case ESCOPA_REFUSAL_MALFORMED: {
		char value[32];
		snprintf(value, sizeof value, "0x%llx", (unsigned long long)move);
		text_put(&s->t, "the value ");
		text_put(&s->t, value);
		text_put(&s->t, " is not a move");
		return;
	}
	case ESCOPA_REFUSAL_NOT_HELD:
		put_seat(s, g->seat);
		text_put(&s->t, " does not hold ");
		put_card(s, card);
		return;
	case ESCOPA_REFUSAL_NOT_YOUR_TURN:
		put_seat(s, g->seat);
		text_put(&s->t, " does not hold ");
		put_card(s, card);
		text_put(&s->t, "; ");
		for (int seat = 0; seat < g->players; seat++) {
			if (g->hands[seat] & ESCOPA_CARDSET_OF(card))
				put_seat(s, seat);
		}
		text_put(&s->t, " does, and it is ");
		put_seat(s, g->seat);
		text_put(&s->t, "'s turn");
		return;
	case ESCOPA_REFUSAL_NOT_ON_TABLE: {
		escopa_cardset_t missing = target & ~g->table;
		put_list(s, missing, " and ");
		text_put(&s->t, popcount64(missing) == 1 ? " is" : " are");
		text_put(&s->t, " not on the table");
		return;
	}
	case ESCOPA_REFUSAL_PART_OF_PILE:
		put_pile(s, split_stack(g, target));
		text_put(&s->t, " is one pile, taken or set upon only as a whole");
		return;
	case ESCOPA_REFUSAL_SUM_NOT_15:
		put_capture_sum(s, card, target, ", not 15");
		return;
	case ESCOPA_REFUSAL_SUM_NOT_MULTIPLE_OF_15:
		put_capture_sum(s, card, target, ", not a multiple of 15");
		return;
	case ESCOPA_REFUSAL_SUM_NOT_CARD_VALUE:
		put_card(s, card);
		text_put(&s->t, " takes cards adding up to ");
		put_int(s, card_value(card));
		text_put(&s->t, ", and ");
		put_list(s, target, " and ");
		text_put(&s->t, popcount64(target) == 1 ? " makes " : " make ");
		put_int(s, cardset_value(target));
		return;
	case ESCOPA_REFUSAL_MUST_TAKE_EQUAL_RANK: {
		escopa_cardset_t same = g->table & ESCOPA_CARDSET_RANK(card_value(card));
		put_card(s, card);
		if (popcount64(same) == 1) {
			text_put(&s->t, " must take ");
			put_card(s, lowest_card(same));
			text_put(&s->t, ", the card of its rank, alone");
		} else {
			text_put(&s->t, " must take one card of its rank, alone: ");
			put_list(s, same, " or ");
		}
		return;
	}
	case ESCOPA_REFUSAL_MUST_CAPTURE:
		put_card(s, card);
		text_put(&s->t, " can capture, so it must capture");
		return;
	case ESCOPA_REFUSAL_HAND_MUST_CAPTURE:
		capturing = hand_captures(g, &piles);
		put_list(s, capturing, " and ");
		text_put(&s->t, " can capture, so ");
		put_seat(s, g->seat);
		text_put(&s->t, " must capture");
		return;
	case ESCOPA_REFUSAL_MUST_SET:
		hand_captures(g, &piles);
		text_put(&s->t, "with ");
		put_int(s, piles);
		text_put(&s->t, " piles on the table, ");
		put_card(s, card);
		text_put(&s->t, " must be set onto a pile");
		return;
	case ESCOPA_REFUSAL_NO_STACKING:
		text_put(&s->t, "without the stacking rule, ");
		put_card(s, card);
		text_put(&s->t, " cannot be set onto a pile");
		return;
	case ESCOPA_REFUSAL_CAPTURING_CARD_SET:
		put_card(s, card);
		text_put(&s->t, " can capture, so it cannot be set onto a pile");
		return;
	case ESCOPA_REFUSAL_SEVERAL_PILES: {
		int n = 0;
		for (escopa_cardset_t rest = target; rest; n++)
			rest &= ~pile_of(g, lowest_card(rest));
		put_pile(s, target);
		text_put(&s->t, " is ");
		put_int(s, n);
		text_put(&s->t, " piles, and ");
		put_card(s, card);
		text_put(&s->t, " can be set onto one only");
		return;
	}
	case ESCOPA_REFUSAL_PILE_OVER_14:
		text_put(&s->t, "setting ");
		put_card(s, card);
		text_put(&s->t, " onto ");
		put_pile(s, target);
		text_put(&s->t, " makes a pile of ");
		put_int(s, cardset_value(target) + card_value(card));
		text_put(&s->t, ", and a pile may not pass 14");
		return;
	default:
		text_put(&s->t, escopa_refusal_str(why));
		return;
	}
}

ESCOPA_EXPORT enum escopa_status
escopa_game_format_refusal(const struct escopa_game *game, escopa_move_t move,
			   enum escopa_style style, char *buf, size_t size, size_t *length)
{
	if (!game || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;
	if (!style_can_write(style))
		return ESCOPA_E_INVALID;
	struct sentence s = {
		.t = { .buf = buf, .size = size, .len = 0 },
		.style = style,
		.game = game,
	};
	put_refusal(&s, move_refusal(game, move), move);
	text_finish(&s.t);
	*length = s.t.len;
	return ESCOPA_OK;
}
