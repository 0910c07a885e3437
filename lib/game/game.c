/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Playing a move: the checks, the cards moved, the sweeps, the end of a
 * round, of a hand and of the game (doc/rules.md, sections "A hand" and
 * "A game and a match"). */

#include <stdlib.h>
#include <string.h>
#include "game-private.h"
#include "../captures/capture-private.h"

/* A game with every scoring category off can go on for ever: counters stop
 * at their type's maximum instead of wrapping. */
static int32_t
saturate_add(int32_t value, int32_t add, int32_t max)
{
	return value > max - add ? max : value + add;
}

/* doc/rules.md, section A game and a match: the game ends after a hand in which
 * a side reached the target, won by the one highest total; equal highest totals
 * play on. Returns the winning side for these running scores, or -1. */
int
game_winner_by(const struct escopa_game *game, const int *score)
{
	bool teams = game->sides != game->players;
	int target = rule(&game->rules, teams ? ESCOPA_OPT_TEAM_TARGET : ESCOPA_OPT_TARGET);
	int leader = game_leader_by(game, score);
	return leader >= 0 && score[leader] >= target ? leader : -1;
}

int
game_leader_by(const struct escopa_game *game, const int *score)
{
	int best = 0, leaders = 0;
	for (int side = 1; side < game->sides; side++) {
		if (score[side] > score[best])
			best = side;
	}
	for (int side = 0; side < game->sides; side++)
		leaders += score[side] == score[best];
	return leaders == 1 ? best : -1;
}

bool
game_hand_limit_reached(const struct escopa_game *game)
{
	int limit = rule(&game->rules, ESCOPA_OPT_HAND_LIMIT);
	return limit > 0 ? game->hand_number >= (uint32_t)limit
			 : game->hand_number >= MAX_HAND_NUMBER;
}

int
match_winner(const struct escopa_game *game, bool *over)
{
	int wins[MAX_SEATS];
	for (int side = 0; side < game->sides; side++)
		wins[side] = game->games_won[side];
	int leader = game_leader_by(game, wins);
	*over = game->phase == ESCOPA_PHASE_GAME_OVER &&
		((game->game_number >= rule(&game->rules, ESCOPA_OPT_MATCH_GAMES) && leader >= 0) ||
		 game->game_number == MAX_GAME_NUMBER);
	return *over ? leader : -1;
}

/* doc/rules.md, section A game and a match, and the hand limit: a game that
 * reaches its last hand without a winner ends by its scores, drawn on equal
 * highest totals. A won game counts for the match. */
static void
settle_game(struct escopa_game *game)
{
	int score[MAX_SEATS];
	for (int side = 0; side < game->sides; side++)
		score[side] = game->score[side];
	int winner = game_winner_by(game, score);
	bool over = winner >= 0;
	if (!over && game_hand_limit_reached(game)) {
		over = true;
		winner = game_leader_by(game, score);
	}
	game->phase = over ? ESCOPA_PHASE_GAME_OVER : ESCOPA_PHASE_HAND_OVER;
	game->winner = (int8_t)winner;
	if (winner >= 0 && game->games_won[winner] < UINT16_MAX)
		game->games_won[winner]++;
}

/* doc/rules.md, section A hand, item 5: the last capture takes what is left,
 * which is never a sweep; without a capture (or without the rule) the cards
 * count for nobody. */
__attribute__((noinline)) static void
end_hand(struct escopa_game *game, struct escopa_play_result *result)
{
	escopa_cardset_t left = game->table;
	int taker = -1;
	if (rule(&game->rules, ESCOPA_OPT_LAST_CAPTURE_TAKES) && game->last_capture_side >= 0)
		taker = game->last_capture_side;
	if (taker >= 0)
		game->captured[taker] |= left;
	else
		game->set_aside |= left;
	game->table = 0;
	if (game->n_stacks) /* the slots past n_stacks are zero already */
		memset(game->stacks, 0, sizeof game->stacks);
	game->n_stacks = 0;
	table_cache_empty(game);

	int sweeps[MAX_SEATS];
	int32_t rows[MAX_SEATS][ESCOPA_SCORE_ITEM_COUNT];
	for (int side = 0; side < game->sides; side++)
		sweeps[side] = game->sweeps[side];
	score_sides(&game->rules, game->sides, game->captured, sweeps, rows);
	for (int side = 0; side < game->sides; side++)
		game->score[side] = (int16_t)saturate_add(game->score[side],
							  rows[side][ESCOPA_SCORE_TOTAL], INT16_MAX);
	settle_game(game);

	result->last_take = left;
	result->last_take_side = left ? taker : -1;
	result->flags |= ESCOPA_PLAYED_HAND_OVER;
	if (game->phase == ESCOPA_PHASE_GAME_OVER)
		result->flags |= ESCOPA_PLAYED_GAME_OVER;
}

/* Deals 3 more cards to every player from the stock (doc/rules.md, section A
 * hand, item 4): under deal rotation the next seat deals, and plays last. The
 * cards left after the last full round (jokers, doc/rules.md, section Cards) go
 * face up to the table. */
HOT_PATH __attribute__((noinline)) static void
deal_round(struct escopa_game *game)
{
	int players = game->players;
	if (rule(&game->rules, ESCOPA_OPT_DEAL_ROTATION)) {
		game->dealer = (uint8_t)(game->dealer + 1 == players ? 0 : game->dealer + 1);
		game->seat = (uint8_t)(game->dealer + 1 == players ? 0 : game->dealer + 1);
	}
	/* New cards: what the old ones showed is history. */
	memset(game->voids, 0, sizeof game->voids);
	memset(game->declined_sweeps, 0, sizeof game->declined_sweeps);
	unsigned pos = game->stock_pos;
	int seat = game->dealer;
	for (int i = 0; i < players; i++, pos += 3) {
		seat = seat + 1 == players ? 0 : seat + 1;
		game->hands[seat] |= ESCOPA_CARDSET_OF(game->stock[pos]) |
				     ESCOPA_CARDSET_OF(game->stock[pos + 1]) |
				     ESCOPA_CARDSET_OF(game->stock[pos + 2]);
	}
	game->stock_pos = (uint8_t)pos;
	if (game->deck_size - pos < 3u * (unsigned)players && pos < game->deck_size) {
		while (game->stock_pos < game->deck_size)
			game->table |= ESCOPA_CARDSET_OF(game->stock[game->stock_pos++]);
		table_cache_refresh(game, true); /* single cards added, the stacks as they were */
	}
}

HOT_PATH static void
remove_stacks_within(struct escopa_game *game, escopa_cardset_t taken)
{
	/* each slot cleared before the next kept stack may fill it: no
	 * memset call for the few slots freed */
	int kept = 0;
	uint64_t old = game->stack_values, values = 0;
	for (int i = 0; i < game->n_stacks; i++, old >>= 4) {
		escopa_cardset_t stack = game->stacks[i];
		game->stacks[i] = 0;
		if (!(stack & taken)) {
			game->stacks[kept] = stack;
			if (kept < STACK_VALUES) {
				uint64_t value = old & 15; /* 0 past the cached ones */
				values |= (value ? value : (uint64_t)cardset_value(stack)) << (4 * kept);
			}
			kept++;
		}
	}
	game->n_stacks = (uint8_t)kept;
	game->stack_values = values;
	/* a capture takes whole stacks */
	game->stacked &= ~taken;
	game->stack_tops &= ~taken;
}

/* The cached values of the first `k` stacks (k < STACK_VALUES). */
static inline uint64_t
values_below(uint64_t values, int k)
{
	return values & ((UINT64_C(1) << (4 * k)) - 1);
}

/* Sets a card onto a pile (a stack, or a single card), keeping the stacks
 * in ascending order and their cache. */
HOT_PATH static void
set_onto_pile(struct escopa_game *game, escopa_card_t card, escopa_cardset_t pile)
{
	escopa_cardset_t stack = pile | ESCOPA_CARDSET_OF(card);
	int value = regular_value(card); /* no joker is stacked */
	int n = game->n_stacks;
	uint64_t values = game->stack_values;
	int i;
	if (pile & game->stacked) {
		/* a stack, the one of its highest card: worth more and higher
		 * as a set, it moves up past the stacks now below it */
		escopa_cardset_t top = UINT64_C(1) << highest_card(pile);
		i = popcount64(game->stack_tops & (top - 1));
		value += stack_value_at(game, i);
		game->stack_tops &= ~top;
		n--;
		if (n < STACK_VALUES) /* its value out */
			values = values_below(values, i) |
				 (values >> 4 & ~values_below(~UINT64_C(0), i));
		for (; i < n && game->stacks[i + 1] < stack; i++)
			game->stacks[i] = game->stacks[i + 1];
	} else {
		value += regular_value(lowest_card(pile));
		for (i = n; i > 0 && game->stacks[i - 1] > stack; i--)
			game->stacks[i] = game->stacks[i - 1];
	}
	game->stacks[i] = stack;
	game->n_stacks = (uint8_t)(n + 1);
	if (n < STACK_VALUES) {
		/* the new value in at i */
		uint64_t below = values_below(values, i);
		values = below | (values ^ below) << 4 | (uint64_t)value << (4 * i);
	} else {
		/* many stacks, a rare case: the cached values again */
		values = 0;
		for (int k = 0; k < STACK_VALUES; k++)
			values |= (uint64_t)cardset_value(game->stacks[k]) << (4 * k);
	}
	game->stack_values = values;
	game->stacked |= stack;
	game->stack_tops |= UINT64_C(1) << highest_card(stack);
	game->table |= ESCOPA_CARDSET_OF(card);
	table_cache_refresh(game, true); /* a pile worth more: its sums change */
}

static bool
is_last_play(const struct escopa_game *game)
{
	if (game->stock_pos < game->deck_size)
		return false;
	for (int seat = 0; seat < game->players; seat++) {
		if (game->hands[seat])
			return false;
	}
	return true;
}

/* Sweep points of a capture that emptied the table (doc/rules.md, section A
 * turn). */
static int
sweep_points(const struct escopa_game *game, escopa_card_t card, escopa_cardset_t taken)
{
	if (card_is_joker(card) || (taken & ESCOPA_CARDSET_JOKERS))
		return 0;
	if (is_last_play(game) && !rule(&game->rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY))
		return 0;
	if (rule(&game->rules, ESCOPA_OPT_CAPTURE_MULTIPLES))
		return (card_value(card) + cardset_value(taken)) / 15;
	return 1;
}

/* Notes what a trail or a set of the seat to play shows (before it is
 * applied); nothing outside per hand forced capture. */
static inline void
voids_note_play(struct escopa_game *game, enum play_shape shape)
{
	if (shape_forced(game, shape) == ESCOPA_FORCED_PER_HAND)
		game->voids[game->seat] |= voids_of_table(game);
}

/* The bit of game->declined_sweeps of the regular card that sweeps a
 * table worth `value` (its piles added up, no joker among them), 0 when
 * none does. In sum mode the card and every pile add up to 15, or with
 * capture multiples to a multiple of 15; in match mode the card takes
 * table cards adding up to its own value, which are all of them when that
 * is the table's value: several cards each worth less than the sum hold
 * none of its rank that it would have to take alone, and a lone card is
 * taken by its rank. */
static inline unsigned
sweeping_value_bit(const struct escopa_game *game, unsigned value, enum play_shape shape)
{
	/* the sum of 15 alone, stacking or not: 15 - value in 1..10, bit 14 - value */
	if (shape == SHAPE_FIFTEEN || shape == SHAPE_STACKING)
		return value <= 14 ? (1u << 14 >> value) & VOID_VALUES : 0;
	int v = sweeping_value(shape_match(game, shape), shape_multiples(game, shape), (int)value);
	return v >= 1 && v <= 10 ? 1u << (v - 1) : 0;
}

/* After a play that left cards on the table: notes the value that would
 * have swept the table before it (worth `value` then, holding `before`),
 * unless a joker lay on it (a sweep it is part of scores nothing, and its
 * value is any) or the sweep would have scored nothing, on the last play
 * without ESCOPA_OPT_SWEEP_ON_LAST_PLAY. `round_over`: every hand is now
 * empty. */
static inline void
note_declined_sweep(struct escopa_game *game, int seat, unsigned value,
		    escopa_cardset_t before, bool round_over, enum play_shape shape)
{
	unsigned bit = sweeping_value_bit(game, value, shape);
	if (!bit || (rule(&game->rules, ESCOPA_OPT_JOKERS) && (before & ESCOPA_CARDSET_JOKERS)))
		return;
	if (round_over && game->stock_pos >= game->deck_size &&
	    !rule(&game->rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY))
		return;
	game->declined_sweeps[seat] = (uint16_t)(game->declined_sweeps[seat] | bit);
}

/* The cards of a play moved, the sweep scored and the seat passed on:
 * game_apply() up to the end of the round. Inline into the public play.
 * `note_declined`: whether the sweep the seat declines is recorded (a
 * constant at each call). Returns whether the round is over (every hand
 * empty): then the caller deals again or ends the hand. */
static inline __attribute__((always_inline)) bool
play_cards(struct escopa_game *game, escopa_move_t move, struct escopa_play_result *res,
	   bool note_declined, enum play_shape shape)
{
	int seat = game->seat;
	int side = side_of(game, seat);
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	*res = (struct escopa_play_result){
		.version = ESCOPA_PLAY_RESULT_VERSION,
		.seat = seat,
		.side = side,
		.move = move,
		.last_take_side = -1,
	};
	int kind = ESCOPA_MOVE_KIND(move);
	if (kind != ESCOPA_MOVE_CAPTURE)
		voids_note_play(game, shape);
	unsigned value_before = game->table_value;   /* for the sweep it may decline */
	game->hands[seat] &= ~bit;
	game->plays++;

	if (kind == ESCOPA_MOVE_TRAIL) {
		game->table |= bit;
		table_cache_add(game, card);
	} else if (kind == ESCOPA_MOVE_CAPTURE) {
		game->table &= ~target;
		bool stacking = shape_stacking(game, shape); /* no stacks without the rule */
		if (stacking && (target & game->stacked))
			remove_stacks_within(game, target);
		table_cache_refresh(game, stacking);
		game->captured[side] |= target | bit;
		game->last_capture_side = (int8_t)side;
		res->taken = target;
		if (game->table == 0) {
			res->flags |= ESCOPA_PLAYED_CLEARED_TABLE;
			res->sweep_points = sweep_points(game, card, target);
			if (res->sweep_points > 0) {
				res->flags |= ESCOPA_PLAYED_SWEEP;
				game->sweeps[side] = (int8_t)(game->sweeps[side] + res->sweep_points);
			}
		}
	} else {
		set_onto_pile(game, card, target);
	}

	/* Hands are equal and the dealer plays last: all are empty. */
	bool round_over = seat == game->dealer && game->hands[seat] == 0;
	/* The table before: what is left and what was taken, not the card played. */
	if (note_declined && game->table)
		note_declined_sweep(game, seat, value_before, (game->table | target) & ~bit,
				    round_over, shape);
	game->seat = (uint8_t)(seat + 1 == game->players ? 0 : seat + 1);
	return round_over;
}

/* The end of a round: the next cards dealt, or the hand over. */
static void
end_round(struct escopa_game *game, struct escopa_play_result *res)
{
	if (game->stock_pos < game->deck_size) {
		deal_round(game);
		res->flags |= ESCOPA_PLAYED_REDEALT;
	} else {
		end_hand(game, res);
	}
}

/* end_round() for a play whose result nobody asked for: out of line, so
 * that the public play's common path calls nothing. */
__attribute__((noinline)) static enum escopa_status
end_round_unreported(struct escopa_game *game)
{
	struct escopa_play_result res;
	end_round(game, &res);
	return ESCOPA_OK;
}

/* game_apply() and game_apply_simulated(): with `record`, the sweeps the
 * seat declined are noted. */
static inline __attribute__((always_inline)) void
apply(struct escopa_game *game, escopa_move_t move, struct escopa_play_result *result,
      bool record)
{
	if (!result) {
		/* The searches' plays: only its stores, which are dropped. */
		struct escopa_play_result res;
		if (play_cards(game, move, &res, record, SHAPE_ANY))
			end_round_unreported(game);
		return;
	}
	if (play_cards(game, move, result, record, SHAPE_ANY))
		end_round(game, result);
}

void
game_apply(struct escopa_game *game, escopa_move_t move, struct escopa_play_result *result)
{
	apply(game, move, result, true);
}

void
game_apply_simulated(struct escopa_game *game, escopa_move_t move,
		     struct escopa_play_result *result)
{
	apply(game, move, result, false);
}

/* The public play with a result to fill in, or past check_move()'s
 * common case. */
HOT_PATH __attribute__((noinline)) static enum escopa_status
play_checked(struct escopa_game *game, escopa_move_t move, struct escopa_play_result *result)
{
	if (result && result->version != ESCOPA_PLAY_RESULT_VERSION)
		return ESCOPA_E_INVALID;
	enum escopa_status rc = check_move(game, move);
	if (rc != ESCOPA_OK)
		return rc;
	if (result) {
		game_apply(game, move, result);
		return ESCOPA_OK;
	}
	struct escopa_play_result res; /* only its stores, which are dropped */
	if (play_cards(game, move, &res, true, SHAPE_ANY))
		return end_round_unreported(game);
	return ESCOPA_OK;
}

/* The public play without a result, check_move()'s common case and the
 * play, compiled for one shape of the rules; with `on_jokers`, beside a
 * joker on the table under SHAPE_FIFTEEN's rules (check_move_on_jokers()). */
static inline __attribute__((always_inline)) enum escopa_status
play_shaped_on(struct escopa_game *game, escopa_move_t move, enum play_shape shape,
	       bool on_jokers)
{
	enum escopa_status rc;
	if (on_jokers ? !check_move_on_jokers(game, move, &rc)
	    : shape == SHAPE_STACKING ? !check_move_on_stacks(game, move, &rc, shape)
				      : !check_move_shaped(game, move, &rc, shape))
		return play_checked(game, move, NULL);
	if (rc != ESCOPA_OK)
		return rc;
	struct escopa_play_result res; /* only its stores, which are dropped */
	if (play_cards(game, move, &res, true, shape))
		return end_round_unreported(game);
	return ESCOPA_OK;
}

/* play_single()'s moves past single_play_common() under SHAPE_FIFTEEN's
 * rules: those beside a joker on the table (Comodines) checked by
 * check_move_on_jokers(), the rest by play_checked(). */
__attribute__((noinline)) static enum escopa_status
play_fifteen_on_jokers(struct escopa_game *game, escopa_move_t move)
{
	return play_shaped_on(game, move, SHAPE_FIFTEEN, true);
}

/* play_shaped_on() past the presets' jokers. */
static inline __attribute__((always_inline)) enum escopa_status
play_shaped(struct escopa_game *game, escopa_move_t move, enum play_shape shape)
{
	return play_shaped_on(game, move, shape, false);
}

/* A capture of play_single() that clears the table, checked: a sweep,
 * which scores sweep_points(); apart, as it is rare. */
__attribute__((noinline)) static enum escopa_status
sweep_single(struct escopa_game *game, escopa_move_t move)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	int seat = game->seat;
	int side = side_of(game, seat);
	game->hands[seat] &= ~bit;
	game->plays++;
	game->table = 0;
	table_cache_empty(game);
	game->captured[side] |= target | bit;
	game->last_capture_side = (int8_t)side;
	game->sweeps[side] = (int8_t)(game->sweeps[side] + sweep_points(game, card, target));
	/* Hands are equal and the dealer plays last: all are empty. */
	bool round_over = seat == game->dealer && game->hands[seat] == 0;
	game->seat = (uint8_t)(seat + 1 == game->players ? 0 : seat + 1);
	return round_over ? end_round_unreported(game) : ESCOPA_OK;
}

/* What play_single() looks up for each of its shapes (SHAPE_FIFTEEN,
 * SHAPE_MULTIPLES, SHAPE_MATCH), so that its common path has no
 * arithmetic of the rules: by card, the sums of table cards it captures
 * (single_wanted_sums(), JOKER_WANTED_SUMS for a joker) and its value; by
 * the table's value, the bit of the sweep declined on a table worth that
 * (sweeping_value_bit()). */
struct single_shape {
	uint64_t wanted[ESCOPA_CARD_COUNT];
	uint8_t value[ESCOPA_CARD_COUNT];
	uint16_t declined[256];
};

#define EACH_4_(f, c) f(c), f(c + 1), f(c + 2), f(c + 3)
#define EACH_16_(f, c) EACH_4_(f, c), EACH_4_(f, c + 4), EACH_4_(f, c + 8), EACH_4_(f, c + 12)
#define EACH_40_(f) EACH_16_(f, 0), EACH_16_(f, 16), EACH_4_(f, 32), EACH_4_(f, 36)
#define EACH_256_(f) EACH_16_(f, 0), EACH_16_(f, 16), EACH_16_(f, 32), EACH_16_(f, 48), \
		     EACH_16_(f, 64), EACH_16_(f, 80), EACH_16_(f, 96), EACH_16_(f, 112),   \
		     EACH_16_(f, 128), EACH_16_(f, 144), EACH_16_(f, 160), EACH_16_(f, 176), \
		     EACH_16_(f, 192), EACH_16_(f, 208), EACH_16_(f, 224), EACH_16_(f, 240)
#define VALUE_(c) ((c) / 4 + 1)
#define WANTED_FIFTEEN_(c) (UINT64_C(1) << (15 - VALUE_(c)))
#define WANTED_MULTIPLES_(c) ((UINT64_C(1) << 15 | UINT64_C(1) << 30 | UINT64_C(1) << 45 | \
			       UINT64_C(1) << 60) >> VALUE_(c))
#define WANTED_MATCH_(c) (UINT64_C(1) << VALUE_(c))
/* the bit of the value v in 1..10 that sweeps, 0 outside */
#define SWEEPER_(v) ((v) >= 1 && (v) <= 10 ? 1u << ((v) - 1) : 0u)
#define DECLINED_FIFTEEN_(t) SWEEPER_(15 - (t))
#define DECLINED_MULTIPLES_(t) SWEEPER_(14 - ((t) + 14) % 15)
#define DECLINED_MATCH_(t) SWEEPER_(t)
#define SINGLE_SHAPE_(shape, joker_wanted)                                           \
	{ { EACH_40_(WANTED_##shape##_), joker_wanted, joker_wanted },              \
	  { EACH_40_(VALUE_), 0, 0 },                                               \
	  { EACH_256_(DECLINED_##shape##_) } }
static const struct single_shape single_shapes[3] = {
	SINGLE_SHAPE_(FIFTEEN, JOKER_WANTED_SUMS),
	SINGLE_SHAPE_(MULTIPLES, 0), /* a joker in the hand: play_checked() */
	SINGLE_SHAPE_(MATCH, 0),
};

/* The end of a play of play_single() that ends the round: the sweep the
 * seat declined (`declined`, sweeping_value_bit()), unless it scores
 * nothing on the last play, and the next cards or the end of the hand. */
__attribute__((noinline)) static enum escopa_status
end_round_single(struct escopa_game *game, unsigned declined)
{
	int seat = game->seat;
	if (declined && !(game->stock_pos >= game->deck_size &&
			  !rule(&game->rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY)))
		game->declined_sweeps[seat] = (uint16_t)(game->declined_sweeps[seat] | declined);
	game->seat = (uint8_t)(seat + 1 == game->players ? 0 : seat + 1);
	return end_round_unreported(game);
}

/* What play_single()'s trails and captures end with once the cards
 * moved: the sweep the seat declined (the table is not empty), and the
 * turn passed on, or the round over. `bit`: the card played. */
static inline __attribute__((always_inline)) enum escopa_status
play_single_end(struct escopa_game *game, size_t seat, escopa_cardset_t bit, unsigned before,
		enum play_shape shape)
{
	escopa_cardset_t hand = game->hands[seat] ^ bit;
	game->hands[seat] = hand;
	game->plays++;
	unsigned declined = single_shapes[shape - SHAPE_FIFTEEN].declined[before];
	/* Hands are equal and the dealer plays last: all are empty. */
	if (!hand && seat == game->dealer)
		return end_round_single(game, declined);
	game->declined_sweeps[seat] = (uint16_t)(game->declined_sweeps[seat] | declined);
	game->seat = (uint8_t)(seat + 1 == game->players ? 0 : seat + 1);
	return ESCOPA_OK;
}

/* Whether play_single() may play or refuse `move` itself, a card held on
 * a table of single regular cards: else play_checked() decides. */
static inline __attribute__((always_inline)) bool
single_play_common(const struct escopa_game *game, escopa_move_t move, enum play_shape shape)
{
	escopa_cardset_t hand = game->hands[game->seat];
	/* a joker in the hand only in sum mode without multiples */
	escopa_cardset_t no_jokers = shape == SHAPE_FIFTEEN ? game->table : game->table | hand;
	return playing_without_stacks(game) && (hand >> ESCOPA_MOVE_CARD(move) & 1) &&
	       !(no_jokers & ESCOPA_CARDSET_JOKERS) &&
	       !(shape == SHAPE_MULTIPLES && game->table_value > 63);
}

/* play_single()'s captures, past single_play_common(): legal when the
 * table's value less what the cards left add up to is a sum the card
 * wants, and those cards' sums are the table's new cache. */
static inline __attribute__((always_inline)) enum escopa_status
capture_single(struct escopa_game *game, escopa_move_t move, enum play_shape shape)
{
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	if ((move & ~(MOVE_CARD_BITS | MOVE_TARGET_BITS)) != (escopa_move_t)ESCOPA_MOVE_CAPTURE << 56 ||
	    !target || (target & ~game->table))
		return play_checked(game, move, NULL);
	/* few values live across the loop: the rest is read again after */
	uint64_t left_reach = 1;
	unsigned left_value = 0; /* 0 when nothing is left: no joker on the table */
	for (escopa_cardset_t t = game->table ^ target; t; t &= t - 1) {
		int v = regular_value(lowest_card(t));
		left_reach |= left_reach << v;
		left_value += (unsigned)v;
	}
	size_t card = (size_t)ESCOPA_MOVE_CARD(move);
	unsigned before = game->table_value;
	unsigned sum = before - left_value;
	/* in match mode a card of the played rank is taken alone */
	if (sum >= 64 || !(single_shapes[shape - SHAPE_FIFTEEN].wanted[card] >> sum & 1) ||
	    (shape == SHAPE_MATCH && (game->table & ESCOPA_CARDSET_RANK(card_value((int)card))) &&
	     (target & (target - 1))))
		return ESCOPA_E_ILLEGAL;
	if (!left_value)
		return sweep_single(game, move);
	game->table ^= target;
	game->table_reach = left_reach;
	game->table_value = (uint8_t)left_value;
	size_t seat = game->seat;
	int side = side_of(game, (int)seat);
	escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
	game->captured[side] |= target | bit;
	game->last_capture_side = (int8_t)side;
	return play_single_end(game, seat, bit, before, shape);
}

/*
 * The public play without a result under the non-stacking presets' rules
 * (SHAPE_FIFTEEN, SHAPE_MULTIPLES, SHAPE_MATCH: forced capture per card),
 * for their common moves: a card trailed or capturing on a table of
 * single regular cards, checked from the cached sums at hand: a trail is
 * legal when no table cards add up to a sum the card wants. Captures are
 * capture_single()'s, a capture that clears the table sweep_single()'s,
 * a move beside a joker on the table play_fifteen_on_jokers()'s under
 * SHAPE_FIFTEEN, anything else play_checked()'s. The same checks as
 * check_move_shaped(), the same state as game_apply().
 */
static inline __attribute__((always_inline)) enum escopa_status
play_single(struct escopa_game *game, escopa_move_t move, enum play_shape shape,
	    enum escopa_status (*capture)(struct escopa_game *, escopa_move_t))
{
	if (!single_play_common(game, move, shape))
		return shape == SHAPE_FIFTEEN ? play_fifteen_on_jokers(game, move)
					      : play_checked(game, move, NULL);
	if ((move & ~MOVE_CARD_BITS) != (escopa_move_t)ESCOPA_MOVE_TRAIL << 56)
		return capture(game, move);
	size_t card = (size_t)ESCOPA_MOVE_CARD(move);
	if (game->table_reach & single_shapes[shape - SHAPE_FIFTEEN].wanted[card])
		return ESCOPA_E_ILLEGAL; /* the card captures: forced to */
	unsigned before = game->table_value;
	escopa_cardset_t bit = ESCOPA_CARDSET_OF(card);
	int value = single_shapes[shape - SHAPE_FIFTEEN].value[card]; /* 0 for a joker */
	game->table |= bit;
	game->table_reach |= game->table_reach << value; /* table_cache_add() */
	game->table_value = (uint8_t)(before + (unsigned)value);
	return play_single_end(game, game->seat, bit, before, shape);
}

/* The public play for each shape, out of line so that the public play's
 * test of the shape saves no registers; play_single()'s captures apart,
 * so that its trails save none either. */
#define PLAY_SHAPED(name, how, shape)                                             \
	HOT_PATH __attribute__((noinline)) static enum escopa_status               \
	name(struct escopa_game *game, escopa_move_t move)                         \
	{                                                                          \
		return how(game, move, shape);                                     \
	}
#define PLAY_SINGLE(name, shape)                                                  \
	PLAY_SHAPED(name##_capture, capture_single, shape)                         \
	HOT_PATH __attribute__((noinline)) static enum escopa_status               \
	name(struct escopa_game *game, escopa_move_t move)                         \
	{                                                                          \
		return play_single(game, move, shape, name##_capture);             \
	}
PLAY_SINGLE(play_fifteen, SHAPE_FIFTEEN)
PLAY_SINGLE(play_multiples, SHAPE_MULTIPLES)
PLAY_SINGLE(play_match, SHAPE_MATCH)
PLAY_SHAPED(play_stacking, play_shaped, SHAPE_STACKING)
PLAY_SHAPED(play_any, play_shaped, SHAPE_ANY)

ESCOPA_EXPORT enum escopa_status
escopa_game_play(struct escopa_game *game, escopa_move_t move,
		 struct escopa_play_result *result)
{
	if (!game)
		return ESCOPA_E_NULL;
	if (result)
		return play_checked(game, move, result);
	switch (play_shape_of(&game->rules)) {
	case SHAPE_FIFTEEN:
		return play_fifteen(game, move);
	case SHAPE_MULTIPLES:
		return play_multiples(game, move);
	case SHAPE_MATCH:
		return play_match(game, move);
	case SHAPE_STACKING:
		return play_stacking(game, move);
	default: /* other games with the stacking rule go to check_move() at once */
		return rule(&game->rules, ESCOPA_OPT_STACKING) ? play_checked(game, move, NULL)
							       : play_any(game, move);
	}
}
