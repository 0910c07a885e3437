/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The legal moves of a position: listing them in the documented order and
 * checking one. doc/rules.md, section A turn: captures, forced capture,
 * trailing and the stacking rule. Nothing here allocates.
 */

#include "capture-private.h"

/* What one turn's decisions need, worked out once: the table, the rules
 * that shape the moves, and which hand cards have a capture. The table is
 * seen as single cards when it can be (no stacks, no jokers, sums that fit
 * a word: most positions), else as a list of piles with their subset sums
 * (pile-captures.c), or as capture.c's table view when the index search
 * asks for it. */
struct turn {
	escopa_cardset_t hand;
	escopa_cardset_t can_capture;
	escopa_cardset_t may_trail;            /* hand cards that may be trailed */
	escopa_cardset_t may_set;              /* and set onto a pile that takes them */
	bool stacking;
	bool singles;                          /* `single` is in use */
	bool piles;                            /* `pile` is in use; neither: `view` */
	union {                                /* one of them, kept small */
		struct single_table single;
		struct pile_table pile;
		struct table_view view;
	};
};

/* Whether every pile is one regular card, and the hand has no joker. */
static bool
piles_are_single_cards(const struct escopa_game *game)
{
	return game->n_stacks == 0 &&
	       !((game->table | game->hands[game->seat]) & ESCOPA_CARDSET_JOKERS);
}

/* Whether the card has a capture on the pile table: one bit test on a
 * simple table, for a regular card. */
static inline bool
pile_capture_exists(const struct pile_table *table, const struct capture_need *need)
{
	if (table->simple && need->low == need->high)
		return pile_simple_captures(table, need->low);
	return pile_capture_exists_slow(table, need);
}

/* Whether a capture's target is valid (capture_refusal() finds nothing). */
static inline bool
capture_is_valid(const struct escopa_game *game, const struct capture_need *need,
		 escopa_cardset_t target)
{
	return capture_refusal(game, need, target) == ESCOPA_REFUSAL_NONE;
}

static bool
can_set_onto(const struct table_view *view, int pile, int value)
{
	return view->value[pile] + value <= MAX_PILE_VALUE;
}

/* The single table cards a card worth `value` can be set onto. */
static escopa_cardset_t
single_set_targets(escopa_cardset_t table, int value)
{
	int most = MAX_PILE_VALUE - value; /* the highest pile value that takes it */
	escopa_cardset_t upto = most >= 10 ? ESCOPA_CARDSET_DECK
					   : (UINT64_C(1) << (4 * most)) - 1;
	return table & upto;
}

/* Whether some pile can take the card. */
static bool
settable(const struct turn *turn, const struct escopa_game *game, escopa_card_t card)
{
	if (turn->singles)
		return single_set_targets(game->table, card_value(card)) != 0;
	if (turn->piles)
		return turn->pile.least + card_value(card) <= MAX_PILE_VALUE;
	for (int i = 0; i < turn->view.n; i++) {
		if (can_set_onto(&turn->view, i, card_value(card)))
			return true;
	}
	return false;
}

/* What each card may do besides capturing (doc/rules.md, section A turn).
 * Forced capture decides whether it may skip a capture at all. A card that
 * could capture may then only be trailed ("trailing is always allowed");
 * setting is for cards that cannot capture, and under the stacking rule (the
 * English Escoba guide) with four piles or more such a card must be set if some
 * pile can take it; otherwise it may trail. */
static void
turn_plays_without_capture(struct turn *turn, const struct escopa_game *game, int forced,
			   int piles)
{
	turn->may_trail = forced == ESCOPA_FORCED_NONE ? turn->can_capture : 0;
	escopa_cardset_t others = turn->hand & ~turn->can_capture;
	if (forced == ESCOPA_FORCED_PER_HAND && turn->can_capture)
		others = 0;
	turn->may_set = turn->stacking ? others : 0;
	if (!turn->stacking || piles < 4) {
		turn->may_trail |= others;
		return;
	}
	for (; others; others &= others - 1) {
		escopa_card_t card = lowest_card(others);
		if (!settable(turn, game, card))
			turn->may_trail |= ESCOPA_CARDSET_OF(card);
	}
}

/* What a turn is set up for: capture.c's table view whatever the table
 * (what the index search, capture-index.c, works on), or the fastest view
 * that lists the moves. */
enum turn_use {
	TURN_VIEW,
	TURN_LIST,
};

static void
turn_init(struct turn *turn, const struct escopa_game *game, enum turn_use use)
{
	bool allow_singles = use != TURN_VIEW;
	turn->hand = game->hands[game->seat];
	turn->stacking = rule(&game->rules, ESCOPA_OPT_STACKING) != 0;
	turn->singles = allow_singles && piles_are_single_cards(game) &&
			single_table_init(&turn->single, game);
	turn->piles = allow_singles && !turn->singles && pile_table_init(&turn->pile, game);
	turn->can_capture = 0;
	int piles; /* only the stacking rule asks */
	if (turn->singles) {
		piles = turn->stacking ? popcount64(game->table) : 0;
		turn->can_capture = turn->hand & single_capturers(&turn->single);
	} else if (turn->piles) {
		piles = turn->pile.n + turn->pile.jokers;
		if (turn->pile.simple && !(turn->hand & ESCOPA_CARDSET_JOKERS)) {
			for (escopa_cardset_t hand = turn->hand; hand; hand &= hand - 1) {
				escopa_card_t card = lowest_card(hand);
				turn->can_capture |= (escopa_cardset_t)pile_simple_captures(
							     &turn->pile, card_value(card))
						     << card;
			}
		} else {
			for (escopa_cardset_t hand = turn->hand; hand; hand &= hand - 1) {
				escopa_card_t card = lowest_card(hand);
				struct capture_need need;
				capture_need_init(&need, game, card);
				if (pile_capture_exists(&turn->pile, &need))
					turn->can_capture |= ESCOPA_CARDSET_OF(card);
			}
		}
	} else {
		table_view_init(&turn->view, game);
		piles = turn->view.n + turn->view.jokers;
		for (escopa_cardset_t hand = turn->hand; hand; hand &= hand - 1) {
			escopa_card_t card = lowest_card(hand);
			struct capture_need need;
			capture_need_init(&need, game, card);
			if (capture_exists(&turn->view, &need))
				turn->can_capture |= ESCOPA_CARDSET_OF(card);
		}
	}
	turn_plays_without_capture(turn, game, rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE),
				   piles);
}

/* A count for a size_t of the 1.0 to 1.3 calls: exact on 64-bit
 * platforms, where every count fits (they are below 2^42), saturating
 * where a size_t has 32 bits. */
static size_t
size_saturating(uint64_t count)
{
	return count > SIZE_MAX ? SIZE_MAX : (size_t)count;
}

/* A move list being written: moves past the capacity are only counted,
 * exactly, in 64 bits whatever the platform. */
struct move_list {
	escopa_move_t *moves;
	size_t capacity;
	size_t written;
	uint64_t total;
};

static void
list_put(struct move_list *list, escopa_move_t move)
{
	if (list->written < list->capacity)
		list->moves[list->written++] = move;
	list->total++;
}

/* A card's captures, written as far as they fit and all counted. */
static void
list_captures(struct move_list *list, struct turn *turn,
	      const struct escopa_game *game, escopa_card_t card)
{
	size_t room = list->capacity - list->written;
	escopa_move_t *out = room ? list->moves + list->written : NULL;
	if (turn->singles) {
		size_t n = single_captures(&turn->single, card, out, room);
		list->written += n < room ? n : room;
		list->total += n;
		return;
	}
	struct capture_need need;
	capture_need_init(&need, game, card);
	bool complete = false;
	if (turn->piles) {
		size_t n = room ? pile_captures(&turn->pile, &need, card, out, room, &complete) : 0;
		list->written += n;
		list->total += complete ? n : pile_capture_count(&turn->pile, &need);
		return;
	}
	size_t n = room ? capture_list(&turn->view, &need, card, out, room, &complete) : 0;
	list->written += n;
	list->total += complete ? n : capture_count(&turn->view, &need);
}

static enum escopa_status list_on_stacks(const struct escopa_game *game, escopa_move_t *moves,
					 size_t capacity, size_t *count);
static enum escopa_status list_general(const struct escopa_game *game, escopa_move_t *moves,
				       size_t capacity, size_t *count);
static enum escopa_status list_with_jokers(const struct escopa_game *game, escopa_move_t *moves,
					   size_t capacity, size_t *count);
static enum escopa_status list_on_turn(const struct escopa_game *game, escopa_move_t *moves,
				       size_t capacity, uint64_t *count);

/* escopa_game_moves() past the checks of its arguments. */
static inline __attribute__((always_inline)) enum escopa_status
moves_of(const struct escopa_game *game, escopa_move_t *moves, size_t capacity, size_t *count)
{
	if (!playing_without_stacks(game)) {
		if (game->phase != ESCOPA_PHASE_PLAYING)
			return ESCOPA_E_PHASE;
		return list_on_stacks(game, moves, capacity, count);
	}
	/* The common case, a table of single cards without the stacking
	 * rule, in one pass (single_list()): what the general path lists
	 * through turn_init(), without the turn's set-up. */
	if (rule(&game->rules, ESCOPA_OPT_STACKING))
		return list_on_stacks(game, moves, capacity, count);
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) && game->table_value > 63)
		return list_general(game, moves, capacity, count);
	if ((game->table | game->hands[game->seat]) & ESCOPA_CARDSET_JOKERS)
		return list_with_jokers(game, moves, capacity, count);
	return single_list(game, moves, capacity, count);
}

enum escopa_status
legal_moves(const struct escopa_game *game, escopa_move_t *moves, size_t capacity, size_t *count)
{
	return moves_of(game, moves, capacity, count);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_moves(const struct escopa_game *game, escopa_move_t *moves,
		  size_t capacity, size_t *count)
{
	if (!game || !count || (!moves && capacity))
		return ESCOPA_E_NULL;
	return moves_of(game, moves, capacity, count);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_move_count(const struct escopa_game *game, uint64_t *count)
{
	if (!count)
		return ESCOPA_E_NULL;
	size_t n;
	enum escopa_status rc = escopa_game_moves(game, NULL, 0, &n);
	if (rc != ESCOPA_OK)
		return rc;
	/* Only the general path's counts pass 2^32, and only it saturates:
	 * where a size_t has 32 bits, it counts again in 64. */
	if (n == SIZE_MAX)
		return list_on_turn(game, NULL, 0, count);
	*count = n;
	return ESCOPA_OK;
}

/* list_on_turn() for a size_t count. */
static enum escopa_status
list_on_turn_saturating(const struct escopa_game *game, escopa_move_t *moves,
			size_t capacity, size_t *count)
{
	uint64_t total;
	enum escopa_status rc = list_on_turn(game, moves, capacity, &total);
	*count = size_saturating(total);
	return rc;
}

/* Jokers on a table of single cards, in the hand or on the table, have
 * listings of their own in sum mode without capture multiples. */
__attribute__((noinline)) static enum escopa_status
list_with_jokers(const struct escopa_game *game, escopa_move_t *moves, size_t capacity,
		 size_t *count)
{
	if (!(game->table & ESCOPA_CARDSET_JOKERS)) {
		if (!single_table_takes_hand(game, game->hands[game->seat]))
			return list_on_turn_saturating(game, moves, capacity, count);
		return single_list_jokers(game, moves, capacity, count);
	}
	if (!single_table_takes_hand(game, game->table))
		return list_on_turn_saturating(game, moves, capacity, count);
	*count = single_list_table_jokers(game, moves, capacity);
	return ESCOPA_OK;
}

/* list_on_turn_saturating() out of line, for the tables of piles that
 * pile_list() does not take: the callers' common cases save no registers. */
__attribute__((noinline)) static enum escopa_status
list_general(const struct escopa_game *game, escopa_move_t *moves, size_t capacity,
	     size_t *count)
{
	return list_on_turn_saturating(game, moves, capacity, count);
}

/* The stacking rule's common case (sum mode without capture multiples:
 * pile_list()), else the general path. Valid rules have no jokers and no
 * match mode with the stacking rule (rules_consistent()). Out of line, as
 * the general path is. */
__attribute__((noinline)) static enum escopa_status
list_on_stacks(const struct escopa_game *game, escopa_move_t *moves, size_t capacity,
	       size_t *count)
{
	if (rule(&game->rules, ESCOPA_OPT_STACKING) &&
	    !rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES))
		return pile_list(game, moves, capacity, count);
	return list_general(game, moves, capacity, count);
}

/* escopa_game_moves() past the common case, out of line so that the
 * common case saves no registers. */
__attribute__((noinline)) static enum escopa_status
list_on_turn(const struct escopa_game *game, escopa_move_t *moves, size_t capacity,
	     uint64_t *count)
{
	struct turn turn;
	turn_init(&turn, game, TURN_LIST);
	struct move_list list = { .moves = moves, .capacity = capacity };
	for (escopa_cardset_t hand = turn.hand; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
		if (turn.can_capture & bit)
			list_captures(&list, &turn, game, card);
		if (turn.may_trail & bit)
			list_put(&list, move_encode(ESCOPA_MOVE_TRAIL, card, 0));
		if (!(turn.may_set & bit))
			continue;
		if (turn.singles) {
			escopa_cardset_t piles = single_set_targets(game->table, card_value(card));
			for (; piles; piles &= piles - 1)
				list_put(&list, move_encode(ESCOPA_MOVE_SET, card, piles & (0 - piles)));
			continue;
		}
		if (turn.piles) {
			int most = MAX_PILE_VALUE - card_value(card);
			for (int i = 0; i < turn.pile.n; i++) {
				if (turn.pile.value[i] <= most)
					list_put(&list, move_encode(ESCOPA_MOVE_SET, card,
								    turn.pile.mask[i]));
			}
			continue;
		}
		for (int i = 0; i < turn.view.n; i++) {
			if (can_set_onto(&turn.view, i, card_value(card)))
				list_put(&list, move_encode(ESCOPA_MOVE_SET, card, turn.view.mask[i]));
		}
	}
	*count = list.total;
	return ESCOPA_OK;
}

/* A move counted, and listed unless it comes before the first one asked for. */
static void
list_put_from(struct move_list *list, uint64_t *skip, escopa_move_t move)
{
	if (*skip == 0) {
		list_put(list, move);
		return;
	}
	(*skip)--;
	list->total++;
}

/* The list from index `skip` on, on the pile view: the groups before it
 * are counted, not listed (capture_count()), and the captures of the
 * group that holds it are found by their index (capture_page()), so the
 * time does not depend on `skip`. */
static void
list_from(const struct escopa_game *game, uint64_t skip, escopa_move_t *moves,
	  size_t capacity, size_t *written, uint64_t *total)
{
	struct turn turn;
	turn_init(&turn, game, TURN_VIEW);
	const struct table_view *view = &turn.view;
	struct move_list list = { .moves = moves, .capacity = capacity };
	for (escopa_cardset_t hand = turn.hand; hand; hand &= hand - 1) {
		escopa_card_t card = lowest_card(hand);
		escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
		if (turn.can_capture & bit) {
			struct capture_need need;
			capture_need_init(&need, game, card);
			uint64_t captures = capture_count(view, &need);
			if (skip < captures && list.written < capacity)
				list.written += capture_page(view, &need, card, skip,
							     moves + list.written,
							     capacity - list.written);
			skip = skip < captures ? 0 : skip - captures;
			list.total += captures;
		}
		if (turn.may_trail & bit)
			list_put_from(&list, &skip, move_encode(ESCOPA_MOVE_TRAIL, card, 0));
		if (!(turn.may_set & bit))
			continue;
		for (int i = 0; i < view->n; i++) {
			if (can_set_onto(view, i, card_value(card)))
				list_put_from(&list, &skip,
					      move_encode(ESCOPA_MOVE_SET, card, view->mask[i]));
		}
	}
	*written = list.written;
	*total = list.total;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_move_at64(const struct escopa_game *game, uint64_t index, escopa_move_t *move)
{
	if (!game || !move)
		return ESCOPA_E_NULL;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;

	escopa_move_t found;
	size_t written;
	uint64_t total;
	list_from(game, index, &found, 1, &written, &total);
	if (written == 0)
		return ESCOPA_E_INVALID;
	*move = found;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_move_at(const struct escopa_game *game, size_t index, escopa_move_t *move)
{
	return escopa_game_move_at64(game, index, move);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_moves_page64(const struct escopa_game *game, uint64_t start, escopa_move_t *moves,
			 size_t capacity, size_t *written, uint64_t *count)
{
	if (!game || !written || !count || (!moves && capacity))
		return ESCOPA_E_NULL;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;

	size_t n;
	uint64_t total;
	list_from(game, start, moves, capacity, &n, &total);
	if (start > total)
		return ESCOPA_E_INVALID;
	*written = n;
	*count = total;
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_moves_page(const struct escopa_game *game, size_t start, escopa_move_t *moves,
		       size_t capacity, size_t *written, size_t *count)
{
	if (!count)
		return ESCOPA_E_NULL;
	uint64_t total;
	enum escopa_status rc = escopa_game_moves_page64(game, start, moves, capacity, written,
							 &total);
	if (rc == ESCOPA_OK)
		*count = size_saturating(total);
	return rc;
}

/* A trail on a table of single cards without the stacking rule: legal
 * unless forced capture forbids it, and that only the capturing power of
 * the card (or of the whole hand) decides, not the rest of a turn: a bit
 * test or two on the table's cached sums. Returns false when the table's
 * sums do not fit a word. */
static bool
check_trail_on_singles(const struct escopa_game *game, escopa_card_t card,
		       enum escopa_status *status)
{
	int forced = rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE);
	*status = ESCOPA_OK;
	if (forced == ESCOPA_FORCED_NONE)
		return true;
	struct single_table table;
	if (!single_table_init(&table, game))
		return false;
	escopa_cardset_t asked = forced == ESCOPA_FORCED_PER_HAND ? game->hands[game->seat]
								  : ESCOPA_CARDSET_OF(card);
	for (; asked; asked &= asked - 1) {
		if (single_capture_exists(&table, lowest_card(asked))) {
			*status = ESCOPA_E_ILLEGAL;
			break;
		}
	}
	return true;
}

/* check_move() past the common case. */
__attribute__((noinline)) static enum escopa_status
check_move_on_piles(const struct escopa_game *game, escopa_move_t move)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	bool singles = piles_are_single_cards(game);
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE) {
		/* A capture is legal by itself, whatever else the hand could do. */
		if (singles)
			return single_capture_is_valid(game, card, target) ? ESCOPA_OK
									   : ESCOPA_E_ILLEGAL;
		struct capture_need need;
		capture_need_init(&need, game, card);
		return capture_is_valid(game, &need, target) ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	}

	/* What is left (jokers, sums of several words) needs no list of
	 * captures: the table view sets up faster than the pile table. */
	struct turn turn;
	turn_init(&turn, game, singles ? TURN_LIST : TURN_VIEW);
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_TRAIL)
		return turn.may_trail & ESCOPA_CARDSET_OF(card) ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	if (!(turn.may_set & ESCOPA_CARDSET_OF(card)))
		return ESCOPA_E_ILLEGAL;
	if (turn.singles) {
		/* one table card the card can be set onto */
		escopa_cardset_t piles = single_set_targets(game->table, card_value(card));
		bool one = target && !(target & (target - 1));
		return one && (piles & target) ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	}
	if (turn.piles) {
		/* one pile of the table that takes the card */
		int value = pile_set_value(game, target);
		return value >= 0 && value + card_value(card) <= MAX_PILE_VALUE ? ESCOPA_OK
										   : ESCOPA_E_ILLEGAL;
	}
	for (int i = 0; i < turn.view.n; i++) {
		if (turn.view.mask[i] == target)
			return can_set_onto(&turn.view, i, card_value(card)) ? ESCOPA_OK
									     : ESCOPA_E_ILLEGAL;
	}
	return ESCOPA_E_ILLEGAL;
}

enum escopa_status
check_move(const struct escopa_game *game, escopa_move_t move)
{
	enum escopa_status status;
	if (rule(&game->rules, ESCOPA_OPT_STACKING)
		    ? check_move_on_stacks(game, move, &status, SHAPE_ANY)
		    : check_move_common(game, move, &status))
		return status;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;
	if (!move_is_well_formed(move))
		return ESCOPA_E_MOVE;

	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t hand = game->hands[game->seat];
	if (!(hand & ESCOPA_CARDSET_OF(card)))
		return ESCOPA_E_ILLEGAL;
	/* The common case: a table of single cards, no stacking rule, sums in
	 * a word, no joker. A capture is legal by itself, whatever else the
	 * hand could do; a trail unless forced capture forbids it, which the
	 * table's cached sums tell. */
	if (!piles_are_single_cards(game) || rule(&game->rules, ESCOPA_OPT_STACKING) ||
	    (rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) && game->table_value > 63))
		return check_move_on_piles(game, move);
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE)
		return single_capture_is_valid(game, card, ESCOPA_MOVE_TARGET(move))
			       ? ESCOPA_OK : ESCOPA_E_ILLEGAL;
	if (ESCOPA_MOVE_KIND(move) != ESCOPA_MOVE_TRAIL)
		return ESCOPA_E_ILLEGAL; /* no setting without the stacking rule */
	check_trail_on_singles(game, card, &status); /* the sums fit: it decides */
	return status;
}

/* ---- why a move is refused: the failure path, never the hot one ---- */

escopa_cardset_t
hand_captures(const struct escopa_game *game, int *piles)
{
	struct turn turn;
	turn_init(&turn, game, TURN_VIEW);
	*piles = turn.view.n + turn.view.jokers;
	return turn.can_capture;
}

/* Why a trail or a set is refused, in the order refusal.h documents: the
 * duty to capture, whether setting is allowed, the duty to set, then the
 * set's target. The same decisions as turn_plays_without_capture(). */
static enum escopa_refusal
play_without_capture_refusal(const struct escopa_game *game, escopa_move_t move)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	bool set = ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_SET;
	struct turn turn;
	turn_init(&turn, game, TURN_VIEW);
	int forced = rule(&game->rules, ESCOPA_OPT_FORCED_CAPTURE);

	if ((turn.can_capture & bit) && forced != ESCOPA_FORCED_NONE)
		return ESCOPA_REFUSAL_MUST_CAPTURE;
	if (turn.can_capture && forced == ESCOPA_FORCED_PER_HAND)
		return ESCOPA_REFUSAL_HAND_MUST_CAPTURE;
	if (!set)
		/* left: the stacking rule's duty to set */
		return turn.may_trail & bit ? ESCOPA_REFUSAL_NONE : ESCOPA_REFUSAL_MUST_SET;
	if (!turn.stacking)
		return ESCOPA_REFUSAL_NO_STACKING;
	if (turn.can_capture & bit)
		return ESCOPA_REFUSAL_CAPTURING_CARD_SET;
	if (target & ~game->table)
		return ESCOPA_REFUSAL_NOT_ON_TABLE;
	for (int i = 0; i < turn.view.n; i++) {
		if (turn.view.mask[i] == target)
			return can_set_onto(&turn.view, i, card_value(card))
				       ? ESCOPA_REFUSAL_NONE
				       : ESCOPA_REFUSAL_PILE_OVER_14;
	}
	return split_stack(game, target) ? ESCOPA_REFUSAL_PART_OF_PILE
					 : ESCOPA_REFUSAL_SEVERAL_PILES;
}

enum escopa_refusal
move_refusal(const struct escopa_game *game, escopa_move_t move)
{
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_REFUSAL_NO_HAND;
	if (!move_is_well_formed(move))
		return ESCOPA_REFUSAL_MALFORMED;

	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
	if (!(game->hands[game->seat] & bit)) {
		for (int seat = 0; seat < game->players; seat++) {
			if (game->hands[seat] & bit)
				return ESCOPA_REFUSAL_NOT_YOUR_TURN;
		}
		return ESCOPA_REFUSAL_NOT_HELD;
	}
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE) {
		struct capture_need need;
		capture_need_init(&need, game, card);
		return capture_refusal(game, &need, ESCOPA_MOVE_TARGET(move));
	}
	return play_without_capture_refusal(game, move);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_refusal(const struct escopa_game *game, escopa_move_t move,
		    enum escopa_refusal *refusal)
{
	if (!game || !refusal)
		return ESCOPA_E_NULL;
	*refusal = move_refusal(game, move);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_game_is_legal(const struct escopa_game *game, escopa_move_t move)
{
	if (!game)
		return ESCOPA_E_NULL;
	return check_move(game, move);
}
