/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The built-in computer players: uniform random, and a greedy heuristic
 * that looks one move ahead. doc/players.md lists the weights; keep it in
 * step with the constants below. Nothing here allocates: the move list
 * lives on the stack, and the greedy player weighs a move by what it
 * would do, without playing it.
 */

#include "../escopa-private.h"

/* Moves listed per decision. Random play never came near it (the most seen
 * in millions of decisions is under 150); only a hand-made position with a
 * huge table under capture multiples has more. */
#define PLAYER_MAX_MOVES 512

/* Values of a card the side gets, added up: every card, then the extras
 * of a coin, a seven and the seven of coins (a seven of coins is worth
 * W_CARD + W_COIN + W_SEVEN + W_SEVEN_OF_COINS). */
#define W_CARD 20
#define W_COIN 40
#define W_SEVEN 80
#define W_SEVEN_OF_COINS 200
/* Per sweep point made. */
#define W_SWEEP 1000
/* Per sweep point the next player could make after this move, times the
 * chance that it holds a card that makes it. Tuned by greedy players with
 * other weights playing against it (doc/players.md). */
#define W_SWEEP_DANGER 300
/* Keeping a joker is worth more than any card it could be traded for. */
#define W_JOKER_KEPT 150

/* What a card is worth to the side that gets it, by card: W_CARD, and
 * the extras of a coin, a seven and the seven of coins (a joker has
 * none). A table, as every capture adds up a few of them. */
#define WORTH(card) (W_CARD + (ESCOPA_CARDSET_COINS >> (card) & 1 ? W_COIN : 0) + \
		     ((card) / 4 + 1 == 7 ? W_SEVEN : 0) + \
		     ((card) == ESCOPA_SEVEN_OF_COINS ? W_SEVEN_OF_COINS : 0))
/* What giving a card away to the table costs: what it would be worth to
 * whoever captures it, without the base card weight, plus its capture
 * value so that low cards go first. */
#define TRAIL_COST(card) (WORTH(card) - W_CARD + (card) / 4 + 1)
/* f(card) of the 40 regular cards, in id order: the initialiser of a
 * table by card, the jokers' entries last. */
#define RANK_OF(f, rank) f(4 * (rank)), f(4 * (rank) + 1), f(4 * (rank) + 2), f(4 * (rank) + 3)
#define EVERY_RANK(f) RANK_OF(f, 0), RANK_OF(f, 1), RANK_OF(f, 2), RANK_OF(f, 3), \
		      RANK_OF(f, 4), RANK_OF(f, 5), RANK_OF(f, 6), RANK_OF(f, 7), \
		      RANK_OF(f, 8), RANK_OF(f, 9)

static const int16_t card_worth[ESCOPA_CARD_COUNT] = { EVERY_RANK(WORTH), W_CARD, W_CARD };
static const int16_t trail_cost[ESCOPA_CARD_COUNT] = {
	EVERY_RANK(TRAIL_COST), W_JOKER_KEPT, W_JOKER_KEPT,
};

/* card_worth[] added up over a set: card by card, as the sets weighed
 * are a capture or what is left on the table. */
static int
cardset_worth(escopa_cardset_t set)
{
	int worth = 0;
	for (; set; set &= set - 1)
		worth += card_worth[lowest_card(set)];
	return worth;
}

/* The chance, in thousandths, that hand_size cards drawn from unseen
 * cards include at least one of wanted of them. */
static int
chance_of_holding(int unseen, int wanted, int hand_size)
{
	if (hand_size > unseen - wanted)
		return 1000;   /* too few others to fill the hand */
	long miss = 1, all = 1;
	for (int i = 0; i < hand_size; i++) {
		miss *= unseen - wanted - i;
		all *= unseen - i;
	}
	return (int)(1000 - 1000 * miss / all);
}

/*
 * What every move of one decision shares, read once before the moves are
 * weighed: each move is then valued from the move alone, without playing
 * it (game.c's play_cards(), end_round() and deal_round() say what a play
 * does). The round's last card is the one card of every move, so whether
 * a move ends the round, and with it the hand, is known before any move
 * is.
 */
struct greedy_turn {
	escopa_cardset_t table;
	/* The cards the mover cannot see, once it has played: every card of
	 * the deck but its hand, the table, what the sides captured and what
	 * is out of play. Any of its moves only moves cards between those, so
	 * it is the same after every one; the cards a redeal brings (to the
	 * hands, and with the last round to the table) are among them. */
	escopa_cardset_t unseen;
	int unseen_count;
	int table_value;                       /* the table's regular cards added up */
	int side;                              /* the mover's */
	/* The hand size of the seat that plays next: public, the cards of
	 * which the danger of a sweep is drawn. */
	int next_hand_size;
	bool hand_ends;                        /* this play ends the hand */
	/* Whoever takes what is left on the table at the end of the hand,
	 * when the move is not a capture: the last capture's side, or -1. */
	int taker;
	bool last_take;                        /* the last capture takes the rest */
	bool sweep_scores;                     /* a capture that clears the table scores */
	bool danger_counts;                    /* a sweep of the next player would score */
	bool multiples;                        /* capture multiples */
	bool match;                            /* the match capture mode (Scopa) */
};

/* The cards of a set of at most 3 (a hand), without a popcount. */
static inline int
small_count(escopa_cardset_t set)
{
	escopa_cardset_t rest = set & (set - 1);
	return (set != 0) + (rest != 0) + ((rest & (rest - 1)) != 0);
}

/* Inline, as the two below: greedy_pick() is every playout's step. */
static inline __attribute__((always_inline)) void
greedy_turn_init(const struct escopa_game *game, struct greedy_turn *turn)
{
	const struct escopa_rules *rules = &game->rules;
	int seat = game->seat;
	escopa_cardset_t own = game->hands[seat];
	/* The deck's cards are 0 .. deck_size - 1, the jokers last; the
	 * hands and captures of seats and sides that do not play are
	 * empty, and no card is in two places. */
	escopa_cardset_t deck = ESCOPA_CARDSET_OF(game->deck_size) - 1;
	escopa_cardset_t seen = own | game->table | game->set_aside | game->captured[0] |
				game->captured[1] | game->captured[2] | game->captured[3];
	escopa_cardset_t in_hands = game->hands[0] | game->hands[1] | game->hands[2] |
				    game->hands[3];
	escopa_cardset_t two_less = in_hands & (in_hands - 1);
	two_less &= two_less - 1;

	bool stock_empty = game->stock_pos >= game->deck_size;
	bool last_card = (own & (own - 1)) == 0;
	/* The dealer plays last: with its last card the round ends. */
	bool round_ends = seat == game->dealer && last_card;
	bool sweep_on_last = rule(rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY) != 0;
	/* Every hand empty once the mover has played: the hand's last play. */
	bool last_play = stock_empty && in_hands == own && last_card;
	/* Without a redeal two cards in all hands leave the next play the
	 * hand's last. */
	bool next_is_last_play = stock_empty && !round_ends && in_hands && two_less == 0 &&
				 (in_hands & (in_hands - 1));
	int next = seat + 1 == game->players ? 0 : seat + 1;
	bool last_take = rule(rules, ESCOPA_OPT_LAST_CAPTURE_TAKES) != 0;

	turn->table = game->table;
	turn->unseen = deck & ~seen;
	turn->unseen_count = popcount64(turn->unseen);
	turn->table_value = game->table_value;
	turn->side = side_of(game, seat);
	/* The redeal gives every seat 3 cards: the round ends when the
	 * dealer plays its last card, every other hand already empty (the
	 * hand sizes of game/validate.c), so whoever plays next holds 3. */
	turn->next_hand_size = round_ends ? 3 : small_count(game->hands[next]);
	turn->hand_ends = round_ends && stock_empty;
	turn->taker = last_take ? game->last_capture_side : -1;
	turn->last_take = last_take;
	turn->sweep_scores = !last_play || sweep_on_last;
	turn->danger_counts = game->phase == ESCOPA_PHASE_PLAYING &&
			      (!next_is_last_play || sweep_on_last);
	turn->multiples = rule(rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
	turn->match = rule(rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH;
}

/*
 * The sweep points the next player can expect to make once the mover has
 * left `table` (adding up to `total`), in thousandths: the most a sweep
 * could score times the chance that the next player holds a card that
 * makes one, that card drawn from those the mover cannot see. Jokers are
 * left out on either side: a sweep that a joker helps scores nothing.
 */
static inline __attribute__((always_inline)) int
sweep_danger(const struct greedy_turn *turn, escopa_cardset_t table, int total)
{
	if (table == 0 || (table & ESCOPA_CARDSET_JOKERS) || !turn->danger_counts)
		return 0;
	int v = sweeping_value(turn->match, turn->multiples, total);
	int points = turn->match ? 1 : (total + v) / 15;
	if (v < 1 || v > 10)
		return 0;
	/* the unseen cards of rank v: four bits */
	static const uint8_t bits_of_nibble[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };
	unsigned sweepers = (unsigned)(turn->unseen >> (4 * (v - 1))) & 0xF;
	if (!sweepers)
		return 0;
	return points * chance_of_holding(turn->unseen_count, bits_of_nibble[sweepers],
					  turn->next_hand_size);
}

/* The value of one move of the decision for the seat to play. The move
 * comes from the list of legal moves: a capture's target is on the table
 * and its card in the mover's hand. */
static inline __attribute__((always_inline)) long
greedy_value(const struct greedy_turn *turn, escopa_move_t move)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	long value;
	escopa_cardset_t table;
	int total;
	int taker = turn->taker;
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE) {
		escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
		int worth = card_worth[card], taken = 0;
		for (escopa_cardset_t set = target; set; set &= set - 1) {
			escopa_card_t c = lowest_card(set);
			worth += card_worth[c];
			taken += card_value(c);
		}
		value = worth;
		table = turn->table & ~target;
		total = turn->table_value - taken;
		/* A sweep scores unless a joker helps it, or it is the hand's
		 * last play without the rule; under capture multiples each 15
		 * of the cards is a point. */
		if (table == 0 && turn->sweep_scores && !card_is_joker(card) &&
		    !(target & ESCOPA_CARDSET_JOKERS))
			value += (long)W_SWEEP * (turn->multiples ? (card_value(card) + taken) / 15 : 1);
		if (turn->last_take)
			taker = turn->side;
	} else {
		/* A trail or a set: the card joins the table. */
		table = turn->table | ESCOPA_CARDSET_OF(card);
		total = turn->table_value + card_value(card);
		value = -trail_cost[card];
	}
	if (turn->hand_ends) {
		/* The end of the hand hands the table to the last capture's
		 * side; nobody plays next. */
		if (taker >= 0) {
			int worth = cardset_worth(table);
			value += taker == turn->side ? worth : -worth;
		}
		return value;
	}
	return value - (long)W_SWEEP_DANGER * sweep_danger(turn, table, total) / 1000;
}

/* greedy_pick() past a lone move: out of line, so that a lone move, a
 * third of a playout's steps, saves no registers. */
__attribute__((noinline)) static size_t
greedy_best(const struct escopa_game *game, const escopa_move_t *moves, size_t count)
{
	struct greedy_turn turn;
	greedy_turn_init(game, &turn);
	size_t best = 0;
	long best_value = greedy_value(&turn, moves[0]);
	for (size_t i = 1; i < count; i++) {
		long value = greedy_value(&turn, moves[i]);
		if (value > best_value) {
			best_value = value;
			best = i;
		}
	}
	return best;
}

size_t
greedy_pick(const struct escopa_game *game, const escopa_move_t *moves, size_t count)
{
	if (count == 1)
		return 0;   /* nothing to weigh it against */
	return greedy_best(game, moves, count);
}

void
greedy_values(const struct escopa_game *game, const escopa_move_t *moves, size_t count,
	      long *values)
{
	struct greedy_turn turn;
	greedy_turn_init(game, &turn);
	for (size_t i = 0; i < count; i++)
		values[i] = greedy_value(&turn, moves[i]);
}

ESCOPA_EXPORT enum escopa_status
escopa_game_choose_move(const struct escopa_game *game, enum escopa_player player,
			uint64_t *rng, escopa_move_t *move)
{
	if (!game || !move)
		return ESCOPA_E_NULL;
	if (player != ESCOPA_PLAYER_RANDOM && player != ESCOPA_PLAYER_GREEDY)
		return ESCOPA_E_INVALID;
	if (player == ESCOPA_PLAYER_RANDOM && !rng)
		return ESCOPA_E_NULL;

	escopa_move_t moves[PLAYER_MAX_MOVES];
	size_t listed_count = 0;
	enum escopa_status rc = escopa_game_moves(game, moves, PLAYER_MAX_MOVES, &listed_count);
	if (rc != ESCOPA_OK)
		return rc;
	if (listed_count == 0)
		return ESCOPA_E_PHASE;   /* a hand in play always has a move */
	size_t listed = listed_count < PLAYER_MAX_MOVES ? listed_count : PLAYER_MAX_MOVES;

	if (player == ESCOPA_PLAYER_RANDOM) {
		/* The draw is taken modulo the exact count, so that every
		 * platform chooses the same move: where a size_t has 32 bits a
		 * count past 2^32 - 1 saturates, and is asked again in 64. */
		uint64_t count = listed_count;
		if (listed_count == SIZE_MAX && (rc = escopa_game_move_count(game, &count)) != ESCOPA_OK)
			return rc;
		uint64_t index = rng_next(rng) % count;
		if (index < listed) {
			*move = moves[index];
			return ESCOPA_OK;
		}
		/* Past the buffer the move is found by its index, so the choice
		 * stays uniform over every legal move. */
		return escopa_game_move_at64(game, index, move);
	}

	*move = moves[greedy_pick(game, moves, listed)];
	return ESCOPA_OK;
}
