/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * rules-simple: an afternoon's heuristic, a list of rules tried in order
 * rather than weights added up. Capture whenever a card can: the sweep
 * first, then the seven of coins, then a capture that does not leave an
 * easy sweep, then the most sevens, coins and cards. With nothing to
 * capture, trail the card that leaves the table hardest to sweep, then
 * the one that leaves the fewest unseen cards any capture at all, keeping
 * the seven of coins, sevens and coins, and giving the card that the
 * fewest unseen cards could take on its own. It counts which values are
 * still unseen, and nothing else.
 */

#include "seat.h"
#include "players.h"

/* A move's rules, the first that differs decides; higher is better. */
#define RULES 8

static int
card_kept(escopa_card_t card)
{
	/* what giving the card away loses, in the rules' order */
	if (card_is_wild(card))
		return 4;
	if (card == ESCOPA_SEVEN_OF_COINS)
		return 3;
	if (card_number(card) == 7)
		return 2;
	return (ESCOPA_CARDSET_OF(card) & ESCOPA_CARDSET_COINS) ? 1 : 0;
}

/* The unseen cards that could take a lone card from the table. */
static int
takers_of(const struct seat *s, escopa_card_t card)
{
	if (card_is_wild(card))
		return 0;
	int v = card_number(card);
	int taker = s->match_mode ? v : 15 - v;
	if (taker < 1 || taker > 10)
		return 0;
	return cards_in(s->unseen & ESCOPA_CARDSET_RANK(taker));
}

static void
move_rules(const struct seat *s, escopa_move_t move, int *r)
{
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t piles[SEAT_MAX_PILES];
	int n = seat_piles_after(s, move, piles);
	int sweepers = cards_in(seat_sweepers(s, piles, n));
	if (seat_is_last_play(s))
		sweepers = 0;
	for (int i = 0; i < RULES; i++)
		r[i] = 0;
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE) {
		escopa_cardset_t taken = ESCOPA_MOVE_TARGET(move) | ESCOPA_CARDSET_OF(card);
		int danger = sweepers == 0 ? 0 : sweepers <= 2 ? 1 : 2;
		r[0] = 1;
		r[1] = seat_sweep_points(s, move, seat_is_last_play(s));
		r[2] = (taken >> ESCOPA_SEVEN_OF_COINS) & 1;
		r[3] = -danger;
		r[4] = cards_in(taken & ESCOPA_CARDSET_RANK(7));
		r[5] = cards_in(taken & ESCOPA_CARDSET_COINS);
		r[6] = cards_in(taken);
		r[7] = -sweepers;
	} else {
		r[1] = -sweepers;
		r[2] = -seat_unseen_of_values(s, seat_capturing_values(s, piles, n));
		r[3] = -card_kept(card);
		r[4] = -takers_of(s, card);
	}
}

enum escopa_status
pool_simple_choose(const struct escopa_view *view, uint64_t seed, escopa_move_t *move)
{
	struct seat s;
	enum escopa_status rc = seat_read(view, move, &s);
	if (rc != ESCOPA_OK)
		return rc;
	int best = 0, best_rules[RULES];
	uint64_t best_draw = pool_draw(seed, s.moves[0]);
	move_rules(&s, s.moves[0], best_rules);
	for (int i = 1; i < s.n_moves; i++) {
		int r[RULES];
		move_rules(&s, s.moves[i], r);
		int k = 0;
		while (k < RULES && r[k] == best_rules[k])
			k++;
		uint64_t draw = pool_draw(seed, s.moves[i]);
		if (k < RULES ? r[k] > best_rules[k] : draw < best_draw) {
			best = i;
			best_draw = draw;
			for (int j = 0; j < RULES; j++)
				best_rules[j] = r[j];
		}
	}
	*move = s.moves[best];
	return ESCOPA_OK;
}
