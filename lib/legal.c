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

/* What one turn's decisions need, worked out once: the table, the rules
 * that shape the moves, and which hand cards have a capture. */
struct turn {
	struct table_view view;
	escopa_cardset_t hand;
	escopa_cardset_t can_capture;
	int forced;
	bool stacking;
};

static void
turn_init(struct turn *turn, const struct escopa_game *game)
{
	table_view_init(&turn->view, game);
	turn->hand = game->hands[game->seat];
	turn->forced = rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE);
	turn->stacking = rule(&game->rules, ESCOPA_OPT_STACKING) != 0;
	turn->can_capture = 0;
	for (escopa_cardset_t hand = turn->hand; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		struct capture_need need;
		capture_need_init(&need, game, card);
		if (capture_exists(&turn->view, &need))
			turn->can_capture |= ESCOPA_CARDSET_OF(card);
	}
}

static bool
can_set_onto(const struct table_view *view, int pile, int value)
{
	return view->value[pile] + value <= MAX_PILE_VALUE;
}

/* Stacking rule (seed 001): with four piles or more, a card that cannot
 * capture must be set if some pile can take it; otherwise it may trail. */
static bool
may_trail(const struct turn *turn, escopa_card_t card)
{
	const struct table_view *view = &turn->view;
	if (!turn->stacking || view->n + view->jokers < 4)
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
plays_without_capture(const struct turn *turn, escopa_card_t card, bool *trail, bool *set)
{
	bool capturing = turn->can_capture & ESCOPA_CARDSET_OF(card);
	*trail = *set = false;
	if (capturing && turn->forced != ESCOPA_FORCED_NONE)
		return;
	if (turn->forced == ESCOPA_FORCED_PER_HAND && turn->can_capture)
		return;
	if (capturing) {
		*trail = true;
		return;
	}
	*trail = may_trail(turn, card);
	*set = turn->stacking;
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

	struct turn turn;
	turn_init(&turn, game);
	const struct table_view *view = &turn.view;

	size_t total = 0, written = 0;
	for (escopa_cardset_t hand = turn.hand; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		if (turn.can_capture & ESCOPA_CARDSET_OF(card)) {
			struct capture_need need;
			capture_need_init(&need, game, card);
			bool complete = false;
			size_t n = 0;
			if (written < capacity)
				n = capture_list(view, &need, card, moves + written,
						 capacity - written, &complete);
			written += n;
			total = add_saturating(total, complete ? n : capture_count(view, &need));
		}
		bool trail, set;
		plays_without_capture(&turn, card, &trail, &set);
		if (trail) {
			if (written < capacity)
				moves[written++] = move_encode(ESCOPA_MOVE_TRAIL, card, 0);
			total = add_saturating(total, 1);
		}
		if (!set)
			continue;
		for (int i = 0; i < view->n; i++) {
			if (!can_set_onto(view, i, card_value(card)))
				continue;
			if (written < capacity)
				moves[written++] = move_encode(ESCOPA_MOVE_SET, card, view->mask[i]);
			total = add_saturating(total, 1);
		}
	}
	*count = total;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_move_at(const struct escopa_game *game, size_t index, escopa_move_t *move)
{
	if (!game || !move)
		return ESCOPA_E_NULL;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;

	/* Walk the list's groups (escopa_game_moves), counting instead of
	 * writing, down to the group that holds the index. */
	struct turn turn;
	turn_init(&turn, game);
	const struct table_view *view = &turn.view;
	uint64_t rest = index;
	for (escopa_cardset_t hand = turn.hand; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		if (turn.can_capture & ESCOPA_CARDSET_OF(card)) {
			struct capture_need need;
			capture_need_init(&need, game, card);
			uint64_t captures = capture_count(view, &need);
			if (rest < captures)
				return capture_nth(view, &need, card, rest, move) ? ESCOPA_OK
										  : ESCOPA_E_INVALID;
			rest -= captures;
		}
		bool trail, set;
		plays_without_capture(&turn, card, &trail, &set);
		if (trail && rest-- == 0) {
			*move = move_encode(ESCOPA_MOVE_TRAIL, card, 0);
			return ESCOPA_OK;
		}
		if (!set)
			continue;
		for (int i = 0; i < view->n; i++) {
			if (can_set_onto(view, i, card_value(card)) && rest-- == 0) {
				*move = move_encode(ESCOPA_MOVE_SET, card, view->mask[i]);
				return ESCOPA_OK;
			}
		}
	}
	return ESCOPA_E_INVALID;
}

/* Which of `cards` have a capture, found from the table's subset sums
 * alone. Only for tables of single regular cards adding up to less than 64
 * and cards that are not jokers; returns false when that does not apply. */
static bool
quick_captures(const struct escopa_game *game, escopa_cardset_t cards, escopa_cardset_t *can)
{
	if (game->n_stacks || ((game->table | cards) & ESCOPA_CARDSET_JOKERS))
		return false;
	uint64_t reach = 1;
	int sum = 0;
	for (escopa_cardset_t t = game->table; t; t &= t - 1) {
		int v = card_value(lowest_card(t));
		reach |= reach << v;
		sum += v;
	}
	if (sum >= 64)
		return false;
	reach &= ~UINT64_C(1); /* at least one pile must be taken */
	*can = 0;
	for (; cards; cards &= cards - 1) {
		escopa_card_t card = lowest_card(cards);
		struct capture_need need;
		capture_need_init(&need, game, card);
		for (int t = need.first; t <= need.last && t - need.low <= sum;
		     t += need.step ? need.step : need.last + 1) {
			if (reach >> (t - need.low) & 1) {
				*can |= ESCOPA_CARDSET_OF(card);
				break;
			}
		}
	}
	return true;
}

/* Whether a trail is legal, decided without a table view when the stacking
 * rule is off (the common case in playouts, where most plays trail). */
static bool
quick_trail(const struct escopa_game *game, escopa_card_t card, bool *legal)
{
	if (rule(&game->rules, ESCOPA_OPT_STACKING))
		return false;
	int forced = rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE);
	if (forced == ESCOPA_FORCED_NONE) {
		*legal = true;
		return true;
	}
	escopa_cardset_t ask = forced == ESCOPA_FORCED_PER_HAND ? game->hands[game->seat]
								: ESCOPA_CARDSET_OF(card);
	escopa_cardset_t can;
	if (!quick_captures(game, ask, &can))
		return false;
	*legal = can == 0;
	return true;
}

enum escopa_status
check_move(const struct escopa_game *game, escopa_move_t move)
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
		/* A capture is legal by itself, whatever else the hand could do. */
		struct capture_need need;
		capture_need_init(&need, game, card);
		return capture_is_valid(game, &need, target) ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	}

	bool legal;
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_TRAIL && quick_trail(game, card, &legal))
		return legal ? ESCOPA_OK : ESCOPA_E_ILLEGAL;

	struct turn turn;
	turn_init(&turn, game);
	bool trail, set;
	plays_without_capture(&turn, card, &trail, &set);
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_TRAIL)
		return trail ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	if (!set)
		return ESCOPA_E_ILLEGAL;
	for (int i = 0; i < turn.view.n; i++) {
		if (turn.view.mask[i] == target)
			return can_set_onto(&turn.view, i, card_value(card)) ? ESCOPA_OK
									     : ESCOPA_E_ILLEGAL;
	}
	return ESCOPA_E_ILLEGAL;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_is_legal(const struct escopa_game *game, escopa_move_t move)
{
	if (!game)
		return ESCOPA_E_NULL;
	return check_move(game, move);
}
