/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Whether a game state is one the engine can reach, or one a caller could
 * sensibly set up by hand: the readers of position notation and snapshots
 * accept nothing else, so that no later call meets a state its code never
 * expected. doc/notation.md lists these rules for people who write
 * positions by hand.
 *
 * The state is what struct escopa_game holds (core/core-private.h). Which
 * seat deals first and the order in which the cards already dealt came
 * off the deck are history that play never reads, so they are free;
 * everything that decides how the game goes on is checked.
 */

#include <string.h>
#include "game-private.h"
#include "../captures/capture-private.h"

#define FAIL(f, text) do { \
	*why = (text); \
	*field = (f); \
	return ESCOPA_E_PARSE; \
} while (0)

static escopa_cardset_t
deck_of(const struct escopa_game *g)
{
	return (((escopa_cardset_t)1 << g->deck_size) - 1);
}

/* 4 cards, with or without jokers (doc/rules.md, section Cards, since 1.3). */
static int
first_table_size(const struct escopa_game *g)
{
	(void)g;
	return 4;
}

/* Cards of the deck left after the last full round of 3 cards a player:
 * they go to the table with that round (jokers, doc/rules.md, section Cards). */
static int
round_leftover(const struct escopa_game *g)
{
	return (g->deck_size - 4) % (3 * g->players);
}

void
games_won_of_first_game(const struct escopa_game *g, uint16_t *wins)
{
	memset(wins, 0, MAX_SEATS * sizeof *wins);
	if (g->phase == ESCOPA_PHASE_GAME_OVER && g->winner >= 0 && g->winner < MAX_SEATS)
		wins[g->winner] = 1;
}

/* Whether a set of cards can add up to 15 (jokers wild), as the initial
 * table rules see it. */
static bool
has_fifteen(const struct escopa_game *g, escopa_cardset_t cards)
{
	struct escopa_game probe = *g;
	probe.table = cards;
	return table_has_fifteen(&probe);
}

/* The whole deck once in the deck order, and nothing in the unused slots. */
static enum escopa_status
check_deck_order(const struct escopa_game *g, const char **why, enum state_field *field)
{
	escopa_cardset_t seen = 0;

	if (g->stock_pos > g->deck_size)
		FAIL(FIELD_STOCK, "the stock starts past the end of the deck");
	for (int i = 0; i < MAX_DECK; i++) {
		enum state_field f = i < g->stock_pos ? FIELD_DEALT : FIELD_STOCK;
		if (i >= g->deck_size) {
			if (g->stock[i] != 0)
				FAIL(FIELD_STOCK, "the deck order has cards past the deck size");
			continue;
		}
		if (g->stock[i] >= g->deck_size)
			FAIL(f, "the deck order holds a card that is not in the deck");
		if (seen & ESCOPA_CARDSET_OF(g->stock[i]))
			FAIL(f, "the deck order holds a card twice");
		seen |= ESCOPA_CARDSET_OF(g->stock[i]);
	}
	return ESCOPA_OK;
}

struct place {
	escopa_cardset_t cards;
	enum state_field field;
};

/* Every card of the deck in exactly one place. */
static enum escopa_status
check_places(const struct escopa_game *g, const char **why, enum state_field *field)
{
	escopa_cardset_t deck = deck_of(g), seen = 0, stock = 0;

	for (int i = g->stock_pos; i < g->deck_size; i++)
		stock |= ESCOPA_CARDSET_OF(g->stock[i]);

	struct place places[MAX_SEATS * 2 + 3];
	int n = 0;
	for (int seat = 0; seat < g->players; seat++)
		places[n++] = (struct place){ g->hands[seat], FIELD_HANDS };
	places[n++] = (struct place){ g->table, FIELD_TABLE };
	for (int side = 0; side < g->sides; side++)
		places[n++] = (struct place){ g->captured[side], FIELD_CAPTURED };
	places[n++] = (struct place){ g->set_aside, FIELD_SET_ASIDE };
	places[n++] = (struct place){ stock, FIELD_STOCK };

	for (int i = 0; i < n; i++) {
		if (places[i].cards & ~deck)
			FAIL(places[i].field, "a card that is not in the deck");
		if (places[i].cards & seen)
			FAIL(places[i].field, "a card is in two places");
		seen |= places[i].cards;
	}
	if (seen != deck)
		FAIL(FIELD_STOCK, "a card of the deck is nowhere");
	return ESCOPA_OK;
}

/* Known voids (captures/voids.c): only under per hand forced capture, for seats of
 * the game, of values of the deck, none before a hand's first play, and
 * never a value the seat holds. */
static enum escopa_status
check_voids(const struct escopa_game *g, const char **why, enum state_field *field)
{
	for (int seat = 0; seat < MAX_SEATS; seat++) {
		unsigned voids = g->voids[seat];
		if (!voids)
			continue;
		if (seat >= g->players)
			FAIL(FIELD_VOIDS, "known voids for a seat that does not exist");
		if (rule(&g->rules, ESCOPA_OPT_FORCED_CAPTURE) != ESCOPA_FORCED_PER_HAND)
			FAIL(FIELD_VOIDS, "only forced_capture=per_hand shows what a seat does "
				     "not hold");
		if ((voids & ~VOID_ALL) ||
		    ((voids & VOID_JOKERS) && !rule(&g->rules, ESCOPA_OPT_JOKERS)))
			FAIL(FIELD_VOIDS, "a known void is not a value of this deck");
		if (g->plays == 0 && g->phase != ESCOPA_PHASE_HAND_OVER &&
		    g->phase != ESCOPA_PHASE_GAME_OVER)
			FAIL(FIELD_VOIDS, "nothing is known of a hand before its first play");
		if (g->hands[seat] & voids_cards(voids))
			FAIL(FIELD_VOIDS, "a seat holds a card of a value it showed it does "
				     "not hold");
	}
	return ESCOPA_OK;
}

/* Declined sweeps (game/game.c): values 1..10, of seats of the game that
 * played this round (every seat once a hand is over). A seat may decline a
 * sweep on purpose and keep the card, so its hand says nothing of them. */
static enum escopa_status
check_declined_sweeps(const struct escopa_game *g, bool hand_over, const char **why,
		      enum state_field *field)
{
	/* Past the round's first turn of every seat (the seat to play holds
	 * fewer than 3 cards), every seat has played. */
	int p = g->players;
	int played = hand_over || popcount64(g->hands[g->seat]) < 3
			     ? p : (g->seat - g->dealer - 1 + 2 * p) % p;
	for (int seat = 0; seat < MAX_SEATS; seat++) {
		unsigned declined = g->declined_sweeps[seat];
		if (!declined)
			continue;
		if (seat >= p)
			FAIL(FIELD_DECLINED, "declined sweeps of a seat that does not exist");
		if (declined & ~VOID_VALUES)
			FAIL(FIELD_DECLINED, "a declined sweep is not a card value from 1 to 10");
		if ((seat - g->dealer - 1 + 2 * p) % p >= played)
			FAIL(FIELD_DECLINED, "a seat that has not played this round has "
				     "declined no sweep");
	}
	return ESCOPA_OK;
}

/* Stacks (the stacking rule's piles of two cards or more): ascending,
 * disjoint, on the table, worth at most 14, zero past n_stacks. */
static enum escopa_status
check_stacks(const struct escopa_game *g, const char **why, enum state_field *field)
{
	escopa_cardset_t stacked = 0;

	if (g->n_stacks > MAX_STACKS)
		FAIL(FIELD_TABLE, "too many stacked piles");
	if (g->n_stacks > 0 && !rule(&g->rules, ESCOPA_OPT_STACKING))
		FAIL(FIELD_TABLE, "a pile of several cards needs the stacking rule");
	for (int i = 0; i < MAX_STACKS; i++) {
		escopa_cardset_t s = g->stacks[i];
		if (i >= g->n_stacks) {
			if (s != 0)
				FAIL(FIELD_TABLE, "a stacked pile past the count of piles");
			continue;
		}
		if (popcount64(s) < 2)
			FAIL(FIELD_TABLE, "a stacked pile has fewer than two cards");
		if (s & ~g->table)
			FAIL(FIELD_TABLE, "a stacked pile is not on the table");
		if (s & ESCOPA_CARDSET_JOKERS)
			FAIL(FIELD_TABLE, "a joker cannot be stacked");
		if (cardset_value(s) > MAX_PILE_VALUE)
			FAIL(FIELD_TABLE, "a stacked pile is worth more than 14");
		if (s & stacked)
			FAIL(FIELD_TABLE, "stacked piles overlap");
		if (i > 0 && g->stacks[i - 1] >= s)
			FAIL(FIELD_TABLE, "stacked piles are not in ascending order");
		stacked |= s;
	}
	return ESCOPA_OK;
}

/* In play, the seats from the one to play to the dealer hold k cards and
 * those that already played this round k - 1, with 1 <= k <= 3. */
static enum escopa_status
check_hands_in_play(const struct escopa_game *g, const char **why, enum state_field *field)
{
	int p = g->players;
	int k = popcount64(g->hands[g->seat]);
	int to_play = (g->seat - g->dealer - 1 + 2 * p) % p;   /* seats played this round */

	if (k < 1 || k > 3)
		FAIL(FIELD_HANDS, "the seat to play must hold 1 to 3 cards");
	for (int i = 0; i < p; i++) {
		int seat = (g->dealer + 1 + i) % p;
		if (popcount64(g->hands[seat]) != (i < to_play ? k - 1 : k))
			FAIL(FIELD_HANDS, "hand sizes do not fit the seat to play: seats from "
				     "the one to play to the dealer hold one card more than "
				     "those that played this round");
	}
	return ESCOPA_OK;
}

/* Before the first play, the state is exactly what dealing gives: deal the
 * same cards again and compare what the initial table rule did. */
static enum escopa_status
check_fresh_deal(const struct escopa_game *g, const char **why, enum state_field *field)
{
	uint8_t order[MAX_DECK];
	int n = 0;
	for (int i = 0; i < g->players; i++) {
		int seat = (g->dealer + 1 + i) % g->players;
		for (escopa_cardset_t h = g->hands[seat]; h; h &= h - 1)
			order[n++] = (uint8_t)lowest_card(h);
	}
	escopa_cardset_t first = g->table | g->set_aside;
	for (int side = 0; side < g->sides; side++)
		first |= g->captured[side];
	for (; first; first &= first - 1)
		order[n++] = (uint8_t)lowest_card(first);
	for (int i = g->stock_pos; i < g->deck_size; i++)
		order[n++] = g->stock[i];

	struct escopa_game dealt = *g;
	deal_hand(&dealt, order);

	int initial = rule(&g->rules, ESCOPA_OPT_INITIAL_TABLE);
	bool same = memcmp(dealt.hands, g->hands, sizeof g->hands) == 0 &&
		    dealt.table == g->table && dealt.set_aside == g->set_aside &&
		    dealt.last_capture_side == g->last_capture_side &&
		    dealt.n_stacks == g->n_stacks &&
		    memcmp(dealt.captured, g->captured, sizeof g->captured) == 0 &&
		    memcmp(dealt.sweeps, g->sweeps, sizeof g->sweeps) == 0;
	if (!same) {
		switch (initial) {
		case ESCOPA_INITIAL_DEALER_SWEEPS:
			FAIL(FIELD_CAPTURED, "before the first play, the dealer's side has "
				     "captured the first table exactly when it adds up to "
				     "15 or 30 (initial_table=dealer_sweeps)");
		case ESCOPA_INITIAL_SET_ASIDE:
			FAIL(FIELD_SET_ASIDE, "before the first play, the first table is set "
				     "aside exactly when it holds a 15 "
				     "(initial_table=set_aside)");
		default:
			FAIL(FIELD_TABLE, "before the first play, every card not in a hand "
				     "or the stock is on the table");
		}
	}
	if (g->phase == ESCOPA_PHASE_MISDEAL && dealt.phase != ESCOPA_PHASE_MISDEAL)
		FAIL(FIELD_PHASE, "a misdeal needs a first table that holds a 15");
	/* Dealing from the seed gives up after many redeals in a row and plays
	 * the last one, so a 15 under the redeal rule can still be in play. */
	return ESCOPA_OK;
}

static enum escopa_status
check_sweeps(const struct escopa_game *g, const char **why, enum state_field *field)
{
	bool sum_mode = rule(&g->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_FIFTEEN;

	for (int side = 0; side < MAX_SEATS; side++) {
		int sweeps = g->sweeps[side];
		escopa_cardset_t c = g->captured[side];
		if (side >= g->sides) {
			if (sweeps != 0)
				FAIL(FIELD_SWEEPS, "sweeps of a side that does not exist");
			continue;
		}
		if (sweeps < 0)
			FAIL(FIELD_SWEEPS, "negative sweep points");
		/* Each sweep point takes 15 in card values (a sweep in sum
		 * mode adds up to 15 per point); in match mode a sweep takes
		 * two cards at least. */
		if (sum_mode ? sweeps * 15 > cardset_value(c) : sweeps * 2 > popcount64(c))
			FAIL(FIELD_SWEEPS, "more sweep points than the captured cards allow");
	}
	return ESCOPA_OK;
}

static enum escopa_status
check_captures(const struct escopa_game *g, bool hand_over,
	       const char **why, enum state_field *field)
{
	int lcs = g->last_capture_side;
	escopa_cardset_t any = 0;

	for (int side = 0; side < MAX_SEATS; side++) {
		if (side >= g->sides && g->captured[side])
			FAIL(FIELD_CAPTURED, "captures of a side that does not exist");
		any |= g->captured[side];
	}
	if (lcs < -1 || lcs >= g->sides)
		FAIL(FIELD_LAST_CAPTURE, "the last capture is not by a side of this game");
	if (lcs >= 0 && !g->captured[lcs])
		FAIL(FIELD_LAST_CAPTURE, "the side of the last capture has captured nothing");
	if (lcs < 0 && any)
		FAIL(FIELD_LAST_CAPTURE, "cards were captured but no side made the last capture");

	/* Every capture in sum mode takes a multiple of 15; only the
	 * end-of-hand take of the table breaks that. Jokers are wild. */
	bool taker = hand_over && lcs >= 0 && rule(&g->rules, ESCOPA_OPT_LAST_CAPTURE_TAKES);
	if (rule(&g->rules, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_FIFTEEN &&
	    rule(&g->rules, ESCOPA_OPT_JOKERS) == 0) {
		for (int side = 0; side < g->sides; side++) {
			if (!(taker && side == lcs) && cardset_value(g->captured[side]) % 15)
				FAIL(FIELD_CAPTURED, "captures in sum mode add up to a multiple "
					     "of 15");
		}
	}

	/* Cards are set aside when dealt (a first table with a 15 under
	 * initial_table=set_aside), or at the end of a hand nobody takes. */
	escopa_cardset_t aside = g->set_aside;
	bool leftovers = hand_over && !taker;
	if (aside && !leftovers &&
	    !(rule(&g->rules, ESCOPA_OPT_INITIAL_TABLE) == ESCOPA_INITIAL_SET_ASIDE &&
	      popcount64(aside) == first_table_size(g) && has_fifteen(g, aside)))
		FAIL(FIELD_SET_ASIDE, "cards set aside are a first table that holds a 15 "
			     "(initial_table=set_aside), or cards left at the end of a "
			     "hand that nobody took");
	return ESCOPA_OK;
}

static enum escopa_status
check_scores(const struct escopa_game *g, const char **why, enum state_field *field)
{
	int score[MAX_SEATS] = { 0 }, before[MAX_SEATS] = { 0 };
	bool over = g->phase == ESCOPA_PHASE_HAND_OVER || g->phase == ESCOPA_PHASE_GAME_OVER;

	for (int side = 0; side < MAX_SEATS; side++) {
		if (side >= g->sides) {
			if (g->score[side] != 0)
				FAIL(FIELD_SCORES, "a score for a side that does not exist");
			continue;
		}
		if (g->score[side] < 0)
			FAIL(FIELD_SCORES, "a negative score");
		score[side] = before[side] = g->score[side];
	}
	if (over) {
		/* The running scores already hold this hand's points. */
		int sweeps[MAX_SEATS];
		int32_t rows[MAX_SEATS][ESCOPA_SCORE_ITEM_COUNT];
		for (int side = 0; side < g->sides; side++)
			sweeps[side] = g->sweeps[side];
		score_sides(&g->rules, g->sides, g->captured, sweeps, rows);
		for (int side = 0; side < g->sides; side++) {
			before[side] = score[side] - rows[side][ESCOPA_SCORE_TOTAL];
			if (before[side] < 0)
				FAIL(FIELD_SCORES, "a running score is less than the points "
					     "this hand's captures score");
		}
	}
	for (int side = 0; side < g->sides; side++) {
		if (g->hand_number == 1 && before[side] != 0)
			FAIL(FIELD_SCORES, "scores before the first hand must be 0");
	}
	if (game_winner_by(g, before) >= 0)
		FAIL(FIELD_SCORES, "the scores before this hand had already ended the game");

	int winner = game_winner_by(g, score);
	bool last_hand = game_hand_limit_reached(g);
	if (g->phase == ESCOPA_PHASE_HAND_OVER && winner >= 0)
		FAIL(FIELD_SCORES, "the scores end the game, but the game goes on");
	if (g->phase == ESCOPA_PHASE_HAND_OVER && last_hand)
		FAIL(FIELD_HAND_NUMBER, "the last hand (hand_limit) is over, but the game "
			     "goes on");
	if (g->phase == ESCOPA_PHASE_GAME_OVER) {
		if (winner < 0 && !last_hand)
			FAIL(FIELD_SCORES, "the game is over but no side alone has the highest "
				     "score at or above the target");
		if (winner < 0)
			winner = game_leader_by(g, score);
		if (g->winner != winner)
			FAIL(FIELD_WINNER, winner < 0 ? "the last hand ended with the highest "
				     "score shared: the game is drawn, without a winner" :
				     "the winner is not the side with the highest score");
	} else if (g->winner != -1) {
		FAIL(FIELD_WINNER, "a winner before the game is over");
	}
	return ESCOPA_OK;
}

/* The match: games won only by sides of this game, no more than the games
 * played, and the match was not decided before this game. */
static enum escopa_status
check_match(const struct escopa_game *g, const char **why, enum state_field *field)
{
	int before[MAX_SEATS] = { 0 };
	long total = 0;

	if (g->game_number < 1)
		FAIL(FIELD_GAME_NUMBER, "games are numbered from 1");
	for (int side = 0; side < MAX_SEATS; side++) {
		if (side >= g->sides) {
			if (g->games_won[side])
				FAIL(FIELD_GAMES_WON, "games won by a side that does not exist");
			continue;
		}
		before[side] = g->games_won[side];
	}
	if (g->phase == ESCOPA_PHASE_GAME_OVER && g->winner >= 0 && --before[g->winner] < 0)
		FAIL(FIELD_GAMES_WON, "the winner of this game has won no game");
	for (int side = 0; side < g->sides; side++)
		total += before[side];
	if (total > g->game_number - 1)
		FAIL(FIELD_GAMES_WON, "more games won than games played before this one");
	if (g->game_number > 1) {
		struct escopa_game previous = *g;
		previous.game_number = (uint16_t)(g->game_number - 1);
		previous.phase = ESCOPA_PHASE_GAME_OVER;
		for (int side = 0; side < g->sides; side++)
			previous.games_won[side] = (uint16_t)before[side];
		bool over;
		match_winner(&previous, &over);
		if (over)
			FAIL(FIELD_GAME_NUMBER, "the match was over before this game");
	}
	return ESCOPA_OK;
}

enum escopa_status
game_check(const struct escopa_game *g, const char **why, enum state_field *field)
{
	enum escopa_status rc;

	if (!rules_valid(&g->rules))
		FAIL(FIELD_RULES, "the rules are out of bounds or contradict each other");
	if (g->players < 2 || g->players > MAX_SEATS)
		FAIL(FIELD_PLAYERS, "players are 2, 3 or 4");
	if (g->sides != (g->players == 4 && rule(&g->rules, ESCOPA_OPT_PARTNERSHIPS) ? 2
										     : g->players))
		FAIL(FIELD_PLAYERS, "the sides do not follow the players and partnerships");
	if (g->deck_size != 40 + rule(&g->rules, ESCOPA_OPT_JOKERS))
		FAIL(FIELD_STOCK, "the deck size does not follow the jokers");
	if (g->hand_number < 1 || g->hand_number > MAX_HAND_NUMBER)
		FAIL(FIELD_HAND_NUMBER, "hands are numbered from 1 to 2^31 - 1");
	if (rule(&g->rules, ESCOPA_OPT_HAND_LIMIT) > 0 &&
	    g->hand_number > (uint32_t)rule(&g->rules, ESCOPA_OPT_HAND_LIMIT))
		FAIL(FIELD_HAND_NUMBER, "the hand number is past the last hand (hand_limit)");
	if (g->dealer >= g->players)
		FAIL(FIELD_DEALER, "the dealer is not a seat of this game");
	if (g->phase > ESCOPA_PHASE_MISDEAL)
		FAIL(FIELD_PHASE, "no such phase");
	if (g->seat >= g->players)
		FAIL(FIELD_SEAT, "the seat to play is not a seat of this game");
	for (int seat = g->players; seat < MAX_SEATS; seat++) {
		if (g->hands[seat])
			FAIL(FIELD_HANDS, "a hand for a seat that does not exist");
	}

	if ((rc = check_deck_order(g, why, field)) != ESCOPA_OK ||
	    (rc = check_places(g, why, field)) != ESCOPA_OK ||
	    (rc = check_voids(g, why, field)) != ESCOPA_OK ||
	    (rc = check_stacks(g, why, field)) != ESCOPA_OK)
		return rc;
	struct escopa_game derived = *g;
	table_cache_update(&derived);
	if (derived.table_reach != g->table_reach || derived.table_value != g->table_value ||
	    derived.stacked != g->stacked || derived.stack_tops != g->stack_tops ||
	    derived.stack_values != g->stack_values)
		FAIL(FIELD_TABLE, "the table's cached sums do not match the table");

	int p = g->players, first = first_table_size(g);
	int leftover = round_leftover(g), to_players;
	int in_hands = 0;
	for (int seat = 0; seat < p; seat++)
		in_hands += popcount64(g->hands[seat]);
	bool hand_over = false;

	switch (g->phase) {
	case ESCOPA_PHASE_PLAYING:
		/* the cards left after the last full round come with it */
		to_players = g->stock_pos - first;
		if (g->stock_pos == g->deck_size)
			to_players -= leftover;
		if (to_players < 3 * p || to_players % (3 * p) != 0 ||
		    (g->stock_pos < g->deck_size && g->deck_size - g->stock_pos < 3 * p))
			FAIL(FIELD_STOCK, "the stock does not leave whole rounds of 3 cards "
				     "a player (the cards past the last round go to the "
				     "table with it)");
		if ((rc = check_hands_in_play(g, why, field)) != ESCOPA_OK)
			return rc;
		if (g->plays != to_players - in_hands)
			FAIL(FIELD_PLAYS, "the plays are not the cards dealt to the players "
				     "less those they hold");
		break;
	case ESCOPA_PHASE_MISDEAL:
		if (rule(&g->rules, ESCOPA_OPT_INITIAL_TABLE) != ESCOPA_INITIAL_REDEAL)
			FAIL(FIELD_PHASE, "a misdeal needs initial_table=redeal");
		if (g->stock_pos != 3 * p + first)
			FAIL(FIELD_STOCK, "a misdeal leaves the stock of a fresh deal");
		if (g->seat != (g->dealer + 1) % p)
			FAIL(FIELD_SEAT, "after a misdeal the seat after the dealer is to play");
		if ((rc = check_hands_in_play(g, why, field)) != ESCOPA_OK)
			return rc;
		if (in_hands != 3 * p)
			FAIL(FIELD_HANDS, "a misdeal leaves 3 cards in every hand");
		if (g->plays != 0)
			FAIL(FIELD_PLAYS, "nobody plays in a misdeal");
		break;
	default:
		hand_over = true;
		if (in_hands)
			FAIL(FIELD_HANDS, "the hands are empty once a hand is over");
		if (g->table || g->n_stacks)
			FAIL(FIELD_TABLE, "the table is empty once a hand is over");
		if (g->stock_pos != g->deck_size)
			FAIL(FIELD_STOCK, "the stock is empty once a hand is over");
		if (g->plays != g->deck_size - first - leftover)
			FAIL(FIELD_PLAYS, "every card dealt to the players has been played "
				     "once a hand is over");
		if (g->seat != (g->dealer + 1) % p)
			FAIL(FIELD_SEAT, "once a hand is over the seat after the dealer is "
				     "to play");
		break;
	}

	if ((rc = check_declined_sweeps(g, hand_over, why, field)) != ESCOPA_OK ||
	    (rc = check_captures(g, hand_over, why, field)) != ESCOPA_OK ||
	    (rc = check_sweeps(g, why, field)) != ESCOPA_OK)
		return rc;
	if (g->plays == 0 && !hand_over &&
	    (rc = check_fresh_deal(g, why, field)) != ESCOPA_OK)
		return rc;
	if ((rc = check_scores(g, why, field)) != ESCOPA_OK)
		return rc;
	return check_match(g, why, field);
}
