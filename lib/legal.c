/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The legal moves of a position: listing them in the documented order and
 * checking one. RULES.md section 4: captures, forced capture, trailing and
 * the stacking rule. Nothing here allocates.
 */

#include "escopa-private.h"

/* A stacked pile never reaches 15: that would be a capture. */
#define MAX_PILE_VALUE 14

struct hand_captures {
	escopa_cardset_t can_capture;  /* hand cards that have a capture */
};

static void
hand_captures_init(struct hand_captures *hc, const struct escopa_game *game,
		   const struct table_view *view)
{
	hc->can_capture = 0;
	for (escopa_cardset_t hand = game->hands[game->seat]; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		struct capture_need need;
		capture_need_init(&need, game, card);
		if (capture_exists(view, &need))
			hc->can_capture |= ESCOPA_CARDSET_OF(card);
	}
}

static bool
stacking(const struct escopa_game *game)
{
	return rule(&game->rules, ESCOPA_OPT_STACKING) != 0;
}

static bool
can_set_onto(const struct table_view *view, int pile, int value)
{
	return view->value[pile] + value <= MAX_PILE_VALUE;
}

/* Stacking rule (seed 001): with four piles or more, a card that can be set
 * must be set; otherwise it may always be trailed. */
static bool
may_trail(const struct escopa_game *game, const struct table_view *view,
	  escopa_card_t card)
{
	if (!stacking(game) || view->n + view->jokers < 4)
		return true;
	for (int i = 0; i < view->n; i++) {
		if (can_set_onto(view, i, card_value(card)))
			return false;
	}
	return true;
}

/* What a card may do besides capturing (RULES.md section 4). Forced
 * capture decides whether it may skip a capture at all. A card that could
 * capture may then only be trailed ("trailing is always allowed"); setting
 * is for cards that cannot capture, and with four piles or more such a card
 * must be set if some pile can take it. */
static void
plays_without_capture(const struct escopa_game *game, const struct hand_captures *hc,
		      const struct table_view *view, escopa_card_t card,
		      bool *trail, bool *set)
{
	bool capturing = hc->can_capture & ESCOPA_CARDSET_OF(card);
	*trail = *set = false;
	switch (rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE)) {
	case ESCOPA_FORCED_PER_CARD:
		if (capturing)
			return;
		break;
	case ESCOPA_FORCED_PER_HAND:
		if (hc->can_capture)
			return;
		break;
	default:
		break;
	}
	if (capturing) {
		*trail = true;
		return;
	}
	*trail = may_trail(game, view, card);
	*set = stacking(game);
}

static size_t
add_saturating(size_t a, uint64_t b)
{
	if (b > SIZE_MAX - a)
		return SIZE_MAX;
	return a + (size_t)b;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_moves(const struct escopa_game *game, escopa_move_t *moves,
		  size_t capacity, size_t *count)
{
	if (!game || !count || (!moves && capacity))
		return ESCOPA_E_NULL;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;

	struct table_view view;
	struct hand_captures hc;
	table_view_init(&view, game);
	hand_captures_init(&hc, game, &view);

	size_t total = 0, written = 0;
	for (escopa_cardset_t hand = game->hands[game->seat]; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		if (hc.can_capture & ESCOPA_CARDSET_OF(card)) {
			struct capture_need need;
			capture_need_init(&need, game, card);
			bool complete = false;
			size_t n = 0;
			if (written < capacity)
				n = capture_list(&view, &need, card, moves + written,
						 capacity - written, &complete);
			written += n;
			total = add_saturating(total, complete ? n : capture_count(&view, &need));
		}
		bool trail, set;
		plays_without_capture(game, &hc, &view, card, &trail, &set);
		if (trail) {
			if (written < capacity)
				moves[written++] = move_encode(ESCOPA_MOVE_TRAIL, card, 0);
			total = add_saturating(total, 1);
		}
		if (!set)
			continue;
		for (int i = 0; i < view.n; i++) {
			if (!can_set_onto(&view, i, card_value(card)))
				continue;
			if (written < capacity)
				moves[written++] = move_encode(ESCOPA_MOVE_SET, card, view.mask[i]);
			total = add_saturating(total, 1);
		}
	}
	*count = total;
	return ESCOPA_OK;
}

enum escopa_status
check_move(const struct escopa_game *game, const struct table_view *view,
	   escopa_move_t move)
{
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;
	if (!move_is_well_formed(move))
		return ESCOPA_E_MOVE;

	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	if (!(game->hands[game->seat] & ESCOPA_CARDSET_OF(card)))
		return ESCOPA_E_ILLEGAL;

	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE) {
		struct capture_need need;
		capture_need_init(&need, game, card);
		if ((target & ~game->table) || !capture_is_valid(view, &need, target))
			return ESCOPA_E_ILLEGAL;
		return ESCOPA_OK;
	}

	struct hand_captures hc;
	hand_captures_init(&hc, game, view);
	bool trail, set;
	plays_without_capture(game, &hc, view, card, &trail, &set);
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_TRAIL)
		return trail ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	if (!set)
		return ESCOPA_E_ILLEGAL;
	for (int i = 0; i < view->n; i++) {
		if (view->mask[i] == target)
			return can_set_onto(view, i, card_value(card)) ? ESCOPA_OK
								       : ESCOPA_E_ILLEGAL;
	}
	return ESCOPA_E_ILLEGAL;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_is_legal(const struct escopa_game *game, escopa_move_t move)
{
	if (!game)
		return ESCOPA_E_NULL;
	struct table_view view;
	table_view_init(&view, game);
	return check_move(game, &view, move);
}
