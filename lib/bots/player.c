/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The built-in computer players: uniform random, and a greedy heuristic
 * that looks one move ahead. doc/players.md lists the weights; keep it in
 * step with the constants below. Nothing here allocates: the move list
 * and the look-ahead copy of the game live on the stack.
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

static int
card_worth(escopa_card_t card)
{
	int worth = W_CARD;
	if (card_is_joker(card))
		return worth;
	if (ESCOPA_CARDSET_OF(card) & ESCOPA_CARDSET_COINS)
		worth += W_COIN;
	if (card_value(card) == 7)
		worth += W_SEVEN;
	if (card == ESCOPA_SEVEN_OF_COINS)
		worth += W_SEVEN_OF_COINS;
	return worth;
}

/* card_worth() added up over a set, by counts: every card (a joker too)
 * is worth W_CARD, and the coins, sevens and the seven of coins, all
 * regular cards, their extras. */
static int
cardset_worth(escopa_cardset_t set)
{
	return W_CARD * popcount64(set) + W_COIN * popcount64(set & ESCOPA_CARDSET_COINS) +
	       W_SEVEN * popcount64(set & ESCOPA_CARDSET_RANK(7)) +
	       (set >> ESCOPA_SEVEN_OF_COINS & 1 ? W_SEVEN_OF_COINS : 0);
}

/* What giving a card away to the table costs: what it would be worth to
 * whoever captures it, without the base card weight, plus its capture
 * value so that low cards go first. */
static int
trail_cost(escopa_card_t card)
{
	if (card_is_joker(card))
		return W_JOKER_KEPT;
	return card_worth(card) - W_CARD + card_value(card);
}

/* The cards the player to move cannot see: every card of the deck except
 * its own hand, the table and what is known to be out of play. Hands of
 * other players and the stock are never looked at. */
static escopa_cardset_t
unseen_cards(const struct escopa_game *game, escopa_cardset_t own)
{
	escopa_cardset_t deck = ESCOPA_CARDSET_DECK;
	if (rule(&game->rules, ESCOPA_OPT_JOKERS) >= 1)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_1);
	if (rule(&game->rules, ESCOPA_OPT_JOKERS) >= 2)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_2);
	escopa_cardset_t seen = own | game->table | game->set_aside;
	for (int side = 0; side < game->sides; side++)
		seen |= game->captured[side];
	return deck & ~seen;
}

static int
cards_in_hands(const struct escopa_game *game)
{
	int n = 0;
	for (int seat = 0; seat < game->players; seat++)
		n += popcount64(game->hands[seat]);
	return n;
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
 * The sweep points the next player can expect to make, in thousandths:
 * the most a sweep could score times the chance that the next player
 * holds a card that makes one, that card drawn from those the mover
 * cannot see. Jokers are left out on either side: a sweep that a joker
 * helps scores nothing.
 */
static int
sweep_danger(const struct escopa_game *after, escopa_cardset_t own, escopa_cardset_t table)
{
	if (after->phase != ESCOPA_PHASE_PLAYING || table == 0)
		return 0;
	if (table & ESCOPA_CARDSET_JOKERS)
		return 0;
	bool last_play = after->stock_pos >= after->deck_size && cards_in_hands(after) == 1;
	if (last_play && !rule(&after->rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY))
		return 0;

	escopa_cardset_t unseen = unseen_cards(after, own) | (after->table & ~table);
	/* the cached sum when it is the table the mover knows; no joker */
	int total = table == after->table ? after->table_value : cardset_value(table);
	escopa_cardset_t sweepers = 0;
	int points = 0;
	if (rule(&after->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH) {
		/* A lone card is taken by its rank; several cards by a card equal
		 * to their sum (none of them can have that rank). */
		if (total <= 10) {
			sweepers = unseen & ESCOPA_CARDSET_RANK(total);
			points = 1;
		}
	} else {
		/* Of ten values in a row one at most makes a multiple of 15:
		 * 15 minus the total, or the next multiple's under capture
		 * multiples. */
		bool multiples = rule(&after->rules, ESCOPA_OPT_CAPTURE_MULTIPLES) != 0;
		int v = multiples ? 14 - (total + 14) % 15 : 15 - total;
		if (v >= 1 && v <= 10) {
			sweepers = unseen & ESCOPA_CARDSET_RANK(v);
			points = (total + v) / 15;
		}
	}
	if (!sweepers)
		return 0;
	/* Hand sizes are public: the next player holds what it holds now. */
	int hand_size = popcount64(after->hands[after->seat]);
	return points * chance_of_holding(popcount64(unseen), popcount64(sweepers), hand_size);
}

/* The value of one move for the seat to play, by playing it on a copy.
 * The move comes from the list of legal moves: it is played without
 * checking it again. */
static long
greedy_value(const struct escopa_game *game, escopa_move_t move)
{
	struct escopa_game after = *game;
	struct escopa_play_result result;
	game_apply_simulated(&after, move, &result);

	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	long value = 0;
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE) {
		value += cardset_worth(result.taken | ESCOPA_CARDSET_OF(card));
		value += (long)W_SWEEP * result.sweep_points;
	} else {
		value -= trail_cost(card);
	}
	/* The end of the hand hands the table to the last capture's side. */
	if (result.last_take_side >= 0) {
		int worth = cardset_worth(result.last_take);
		value += result.last_take_side == result.side ? worth : -worth;
	}
	/* What the mover holds after its play, as it knows it now: on the
	 * last play of a round the copy has dealt the next round, cards the
	 * mover has not seen yet. */
	escopa_cardset_t own = game->hands[result.seat] & ~ESCOPA_CARDSET_OF(card);
	/* The same for the table: the last round's deal may put the cards
	 * left over from the stock on it (jokers), unseen as well. */
	escopa_cardset_t table = after.table;
	if (result.flags & ESCOPA_PLAYED_REDEALT)
		table &= game->table | ESCOPA_CARDSET_OF(card);
	value -= (long)W_SWEEP_DANGER * sweep_danger(&after, own, table) / 1000;
	return value;
}

size_t
greedy_pick(const struct escopa_game *game, const escopa_move_t *moves, size_t count)
{
	if (count == 1)
		return 0;   /* nothing to weigh it against */
	size_t best = 0;
	long best_value = greedy_value(game, moves[0]);
	for (size_t i = 1; i < count; i++) {
		long value = greedy_value(game, moves[i]);
		if (value > best_value) {
			best_value = value;
			best = i;
		}
	}
	return best;
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
