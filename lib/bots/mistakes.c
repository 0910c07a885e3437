/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The mistakes of the weaker levels: on a share of its decisions (the
 * `mistakes` option) a bot plays as a beginner would, a beginner with one
 * blind spot drawn for that decision. The beginner weighs each legal move
 * by a simple evaluation from the seat's view (the cards the move takes,
 * the sweep it makes, the card it gives to the table, and a crude check of
 * whether the next player could sweep), and plays the best; the blind spot
 * changes that evaluation, or hides some moves, in one way a person
 * learning the game gets it wrong. So a mistake is always a legal move
 * that someone could have meant, never a random one; where the blind spot
 * changes nothing it is the beginner's best move. doc/players.md lists
 * the weights; keep it in step with the constants below. Nothing here
 * allocates: the moves and the copies of the game are on the stack.
 */

#include "bot-private.h"

/* The share of the mistakes that each blind spot gets, in percent (they
 * add up to 100). */
static const int blind_spot_percent[BLIND_SPOTS] = {
	[BLIND_BIG_CAPTURES] = 30,
	[BLIND_SWEEP_DANGER] = 30,
	[BLIND_SEVENS_AND_COINS] = 20,
	[BLIND_MOST_CARDS] = 20,
};

/* The beginner's worth of a card it takes, in tenths of a plain card: a
 * seven of coins is worth 10 + 20 + 30 + 60, another seven 40, another
 * coin 30, any other card (a joker too) 10. */
#define PLAIN_CARD 10
#define COIN_EXTRA 20
#define SEVEN_EXTRA 30
#define SEVEN_OF_COINS_EXTRA 60
/* Per sweep point the move makes. */
#define SWEEP 100
/* Per sweep point the next player could make: half a sweep, whatever the
 * chance that it holds the card (a beginner does not count them). */
#define SWEEP_FEARED 50
/* What giving a joker to the table costs: a wild card is kept. */
#define JOKER_KEPT 60
/* A capture of this many piles or more is one the beginner may not see. */
#define BIG_CAPTURE_PILES 3
/* Grabbing the most cards: any capture is worth this much more than any
 * trail or set. */
#define ANY_CAPTURE 10000

enum blind_spot
mistake_draw(uint64_t rng, int mistakes)
{
	if (mistakes <= 0 || bot_mix(rng, 6) % 1000 >= (uint64_t)mistakes)
		return BLIND_NONE;
	int r = (int)(bot_mix(rng, 7) % 100);
	for (int b = BLIND_NONE + 1; b < BLIND_SPOTS - 1; b++) {
		if (r < blind_spot_percent[b])
			return (enum blind_spot)b;
		r -= blind_spot_percent[b];
	}
	return (enum blind_spot)(BLIND_SPOTS - 1);
}

/* What the beginner thinks a set of cards is worth; with the sevens and
 * coins blind spot, every card as much as a plain one. */
static int
worth(escopa_cardset_t set, bool all_plain)
{
	int sum = PLAIN_CARD * popcount64(set);
	if (all_plain)
		return sum;
	return sum + COIN_EXTRA * popcount64(set & ESCOPA_CARDSET_COINS) +
	       SEVEN_EXTRA * popcount64(set & ESCOPA_CARDSET_RANK(7)) +
	       (set & ESCOPA_CARDSET_OF(ESCOPA_SEVEN_OF_COINS) ? SEVEN_OF_COINS_EXTRA : 0);
}

/* What giving a card to the table costs: its worth beyond a plain card,
 * and its capture value, so that low plain cards go first. */
static int
give_cost(escopa_card_t card, bool all_plain)
{
	if (card_is_joker(card))
		return JOKER_KEPT;
	return worth(ESCOPA_CARDSET_OF(card), all_plain) - PLAIN_CARD + card_value(card);
}

/* The table piles a capture takes: its cards, a stack counting once. */
static int
piles_taken(const struct escopa_game *known, escopa_cardset_t target)
{
	int piles = popcount64(target);
	for (int i = 0; i < known->n_stacks; i++) {
		if ((known->stacks[i] & ~target) == 0)
			piles -= popcount64(known->stacks[i]) - 1;
	}
	return piles;
}

static bool
is_big_capture(const struct escopa_game *known, escopa_move_t move)
{
	return ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE &&
	       piles_taken(known, ESCOPA_MOVE_TARGET(move)) >= BIG_CAPTURE_PILES;
}

/*
 * The crude check: the sweep points the next player could make on `table`
 * (the table the move leaves, as the seat knows it) with one card of a
 * value that some card the seat has not seen has; 0 when it could not.
 * No chance is weighed: a beginner fears any card it has not seen. None
 * once the hand is over, with a joker on the table, or when the next play
 * is the last and scores no sweep.
 */
static int
feared_sweep(const struct escopa_view *view, const struct escopa_game *after,
	     escopa_cardset_t table)
{
	if (after->phase != ESCOPA_PHASE_PLAYING || table == 0 || (table & ESCOPA_CARDSET_JOKERS))
		return 0;
	int held = 0;
	for (int seat = 0; seat < after->players; seat++)
		held += popcount64(after->hands[seat]);   /* sizes: the same on every deal */
	if (after->stock_pos >= after->deck_size && held == 1 &&
	    !rule(&after->rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY))
		return 0;
	int total = cardset_value(table);
	bool match = rule(&after->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH;
	int value = sweeping_value(match, rule(&after->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0,
				   total);
	int points = match ? 1 : (total + value) / 15;
	if (value < 1 || value > 10 || !(view->unseen & ESCOPA_CARDSET_RANK(value)))
		return 0;
	return points;
}

/* The beginner's value of one move, played on a deal sampled from the
 * view: it reads of that deal only what every deal shares (the sweep the
 * move makes, the phase and the number of cards held after it). */
static long
beginner_value(const struct escopa_view *view, const struct escopa_game *deal,
	       escopa_move_t move, enum blind_spot blind)
{
	struct escopa_game after = *deal;
	struct escopa_play_result result;
	game_apply_simulated(&after, move, &result);
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	bool all_plain = blind == BLIND_SEVENS_AND_COINS;
	bool capture = ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE;
	if (capture && blind == BLIND_MOST_CARDS)
		return ANY_CAPTURE + PLAIN_CARD * (popcount64(target) + 1);
	long value;
	escopa_cardset_t table = view->known.table;
	if (capture) {
		value = worth(target | ESCOPA_CARDSET_OF(card), all_plain) +
			SWEEP * result.sweep_points;
		table &= ~target;
	} else {
		value = -give_cost(card, all_plain);
		table |= ESCOPA_CARDSET_OF(card);
	}
	if (blind != BLIND_SWEEP_DANGER)
		value -= SWEEP_FEARED * feared_sweep(view, &after, table);
	return value;
}

escopa_move_t
beginner_move(const struct escopa_view *view, enum blind_spot blind)
{
	escopa_move_t moves[BOT_MAX_MOVES];
	size_t n = list_moves(&view->known, moves);
	if (n <= 1)
		return moves[0];   /* a hand in play always has a move */
	/* The big captures it does not see, unless it sees nothing else. */
	bool hide_big = false;
	if (blind == BLIND_BIG_CAPTURES) {
		for (size_t i = 0; i < n && !hide_big; i++)
			hide_big = !is_big_capture(&view->known, moves[i]);
	}
	struct escopa_game deal;
	uint64_t sample_rng = 0;
	view_sample(view, &sample_rng, &deal);
	size_t best = n;
	long best_value = 0;
	for (size_t i = 0; i < n; i++) {
		if (hide_big && is_big_capture(&view->known, moves[i]))
			continue;
		long value = beginner_value(view, &deal, moves[i], blind);
		if (best == n || value > best_value) {
			best = i;
			best_value = value;
		}
	}
	return moves[best];
}
