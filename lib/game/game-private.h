/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The floor of game/ (lib/README.md): a game's life, from the deal to the
 * end of a match, and which states are valid. It stands on captures/ and
 * core/.
 */

#ifndef ESCOPA_GAME_PRIVATE_H
#define ESCOPA_GAME_PRIVATE_H

#include "../core/core-private.h"

/* The last hand of a game without a hand limit: the counter's end. */
#define MAX_HAND_NUMBER INT32_MAX
/* The last game of a match, whatever its deciders. */
#define MAX_GAME_NUMBER UINT16_MAX

/*
 * The table's cache (table_reach, table_value, stacked, stack_tops,
 * stack_values): a pure function of game->table and game->stacks, so
 * that clone stays a copy and equality a memcmp. table_cache_update()
 * derives all of it from the cards; the plays keep the stacks' part as
 * they change the stacks and call table_cache_refresh(), or
 * table_cache_add() for a card put onto the table as a pile of its own.
 * game_check() refuses a state whose cache is wrong, and readers of
 * positions and snapshots derive it before checking (on a state not
 * checked yet: nothing here trusts the stacks).
 */

/* The sums from the stacks' cached values and the single cards, on a
 * valid state (stacks worth at most 14). `stacking`: whether the rules
 * have the stacking rule (a constant where the rules are known), without
 * which there are no stacks. */
static inline void
table_cache_refresh(struct escopa_game *game, bool stacking)
{
	uint64_t reach = 1;
	int sum = 0;
	escopa_cardset_t singles = game->table & ESCOPA_CARDSET_DECK;
	if (stacking) {
		/* a stack is worth 2 or more: the cached values end at the first 0 */
		for (uint64_t values = game->stack_values; values; values >>= 4) {
			int value = (int)(values & 15);
			reach |= reach << value;
			sum += value;
		}
		for (int i = STACK_VALUES; i < game->n_stacks; i++) {
			int value = cardset_value(game->stacks[i]);
			reach |= reach << value;
			sum += value;
		}
		singles &= ~game->stacked;
	}
	for (; singles; singles &= singles - 1) {
		int value = regular_value(lowest_card(singles));
		reach |= reach << value;
		sum += value;
	}
	game->table_reach = reach;
	game->table_value = (uint8_t)sum;
}

/* The whole cache from the cards, on any state. */
static inline void
table_cache_update(struct escopa_game *game)
{
	uint64_t reach = 1;
	int sum = 0;
	escopa_cardset_t stacked = 0, tops = 0;
	uint64_t values = 0;
	for (int i = 0; i < game->n_stacks && i < MAX_STACKS; i++) {
		escopa_cardset_t stack = game->stacks[i];
		int value = cardset_value(stack);
		if (i < STACK_VALUES)
			values |= (uint64_t)(value < 15 ? value : 15) << (4 * i);
		stacked |= stack;
		tops |= stack ? UINT64_C(1) << highest_card(stack) : 0;
		/* a pile worth 64 or more adds no sum below 64 */
		reach |= value < 64 ? reach << value : 0;
		sum += value;
	}
	for (escopa_cardset_t cards = game->table & ESCOPA_CARDSET_DECK & ~stacked; cards;
	     cards &= cards - 1) {
		int value = regular_value(lowest_card(cards));
		reach |= reach << value;
		sum += value;
	}
	game->table_reach = reach;
	game->table_value = (uint8_t)sum;
	game->stacked = stacked;
	game->stack_tops = tops;
	game->stack_values = values;
}

/* table_cache_update() of an empty table, without its loops: for the
 * plays that clear the table. */
static inline void
table_cache_empty(struct escopa_game *game)
{
	game->table_reach = 1;
	game->table_value = 0;
	game->stacked = 0;
	game->stack_tops = 0;
	game->stack_values = 0;
}

/* The cache once `card`, not on the table yet, is put onto it as a pile
 * of its own: the same as table_cache_update() then, as a set's sums only
 * gain the card's. */
static inline void
table_cache_add(struct escopa_game *game, escopa_card_t card)
{
	int value = card_value(card); /* 0 for a joker: no change */
	game->table_reach |= game->table_reach << value;
	game->table_value = (uint8_t)(game->table_value + value);
}

/* The value of the one card that sweeps a table of regular piles adding
 * up to `total` (no joker on it): in match mode the total itself (a lone
 * card is taken by its rank, several cards by a card of their sum, which
 * none of them has); in sum mode what makes 15, or under capture
 * multiples the next multiple of 15 (of ten values in a row one at most
 * does). Outside 1..10 when no card sweeps it. */
static inline int
sweeping_value(bool match, bool multiples, int total)
{
	if (match)
		return total;
	return multiples ? 14 - (total + 14) % 15 : 15 - total;
}

static inline int
side_of(const struct escopa_game *game, int seat)
{
	/* seat % sides, without a division: seats are fewer than 2 * sides */
	return seat >= game->sides ? seat - game->sides : seat;
}

/* deal.c */
uint64_t rng_next(uint64_t *state);
void rng_shuffle(uint64_t *state, uint8_t *deck, int n);
void deal_hand(struct escopa_game *game, const uint8_t *order);
bool table_has_fifteen(const struct escopa_game *game);

/* lifecycle.c */
/* A new game in place: what escopa_game_new() does, without allocating. */
void game_init(struct escopa_game *game, const struct escopa_rules *rules, int players,
	       uint64_t seed);

/* game.c */
/* The side that wins with these running scores (doc/rules.md, section A game
 * and a match), or -1. */
int game_winner_by(const struct escopa_game *game, const int *score);
/* The one side with the highest score, or -1 when the highest is shared. */
int game_leader_by(const struct escopa_game *game, const int *score);
/* Whether the hand just ended is the last one the game may have
 * (ESCOPA_OPT_HAND_LIMIT, or the counter's end). */
bool game_hand_limit_reached(const struct escopa_game *game);
/* The match winner once it is decided, else -1; *over tells whether the
 * match is over (it may end drawn only at the counter's end). */
int match_winner(const struct escopa_game *game, bool *over);
/* Plays a move check_move() accepted. */
void game_apply(struct escopa_game *game, escopa_move_t move,
		struct escopa_play_result *result);
/* game_apply() but for the record of the sweeps the seat declines, which
 * only the views of real games read: for the plays of the bots'
 * simulations, on sampled deals and on copies, which it spares that cost.
 * The state differs from game_apply()'s in declined_sweeps alone. */
void game_apply_simulated(struct escopa_game *game, escopa_move_t move,
			  struct escopa_play_result *result);

/* score.c */
void score_sides(const struct escopa_rules *rules, int n_sides,
		 const escopa_cardset_t *captured, const int *sweeps,
		 int32_t rows[][ESCOPA_SCORE_ITEM_COUNT]);

/* validate.c: whether a state is one the engine can reach or a caller can
 * sensibly set up. game_check() also names the part of the state at fault,
 * so that readers can point at it. */
enum state_field {
	FIELD_VIEWER,                          /* views only */
	FIELD_RULES,
	FIELD_PLAYERS,
	FIELD_GAME_NUMBER,
	FIELD_GAMES_WON,
	FIELD_HAND_NUMBER,
	FIELD_DEALER,
	FIELD_PHASE,
	FIELD_SEAT,
	FIELD_PLAYS,
	FIELD_HANDS,
	FIELD_VOIDS,
	FIELD_DECLINED,
	FIELD_TABLE,
	FIELD_DEALT,
	FIELD_STOCK,
	FIELD_CAPTURED,
	FIELD_SWEEPS,
	FIELD_SET_ASIDE,
	FIELD_SCORES,
	FIELD_LAST_CAPTURE,
	FIELD_WINNER,
	FIELD_RNG,
	FIELD_COUNT
};
enum escopa_status game_check(const struct escopa_game *g, const char **why,
			      enum state_field *field);
/* The games won that a first game gives: one for its winner once over. */
void games_won_of_first_game(const struct escopa_game *g, uint16_t *wins);

#endif /* ESCOPA_GAME_PRIVATE_H */
