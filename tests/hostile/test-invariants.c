/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Invariants over many seeded random games, for every preset and player count
 * (10,000 games each by default; ESCOPA_TEST_GAMES changes it, and
 * ESCOPA_TEST_PRESET restricts the run to one preset by name):
 * - every card is in exactly one place at every moment;
 * - the move count agrees with the list, the list is in the documented order
 *   without repeats, escopa_game_move_at() finds each move by its index, and
 *   every listed move is legal and plays (move_at() always searches the table
 *   as piles, the list mostly as single cards, so this checks the two searches
 *   against each other);
 * - moves that are not listed are rejected, and rejection changes nothing;
 * - the Brazilian Escopa description's last-round check: in sum mode with 40
 *   cards and nothing set aside, the cards left before the last-capture take
 *   add up to 10, 25, 40 or 55 (doc/rules.md, section A turn, "Invariant");
 * - scores stay within the bounds of each category, and the game ends as
 *   doc/rules.md, section A game and a match says.
 */

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

#define MAX_MOVES 4096

static escopa_move_t
encode(int kind, escopa_card_t card, escopa_cardset_t target)
{
	return ((uint64_t)kind << 56) | ((uint64_t)card << 48) | target;
}

static int
games_per_setting(void)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	return env ? atoi(env) : 10000;
}

struct game_info {
	int players, sides, deck_size, jokers, capture_mode;
	int option[32];
};

static int
option(const struct escopa_game *game, enum escopa_option opt)
{
	int v = -1;
	ck_assert_ok(escopa_game_option(game, opt, &v));
	return v;
}

/* Every card of the deck is in exactly one place. */
static void
check_cards_accounted(const struct escopa_game *game, const struct game_info *info)
{
	escopa_cardset_t seen = 0, set;
	int total = 0;
#define ADD(s) do { set = (s); ck_assert_msg((seen & set) == 0, "a card is in two places"); \
		seen |= set; total += __builtin_popcountll(set); } while (0)
	for (int seat = 0; seat < info->players; seat++) {
		ck_assert_ok(escopa_game_hand(game, seat, &set));
		ADD(set);
	}
	for (int side = 0; side < info->sides; side++) {
		ck_assert_ok(escopa_game_captured(game, side, &set));
		ADD(set);
	}
	ck_assert_ok(escopa_game_table(game, &set));
	ADD(set);
	escopa_cardset_t piles[ESCOPA_CARD_COUNT], union_of_piles = 0;
	size_t n_piles;
	ck_assert_ok(escopa_game_piles(game, piles, ESCOPA_CARD_COUNT, &n_piles));
	for (size_t i = 0; i < n_piles; i++) {
		ck_assert_msg((union_of_piles & piles[i]) == 0, "piles overlap");
		ck_assert_msg(i == 0 || piles[i - 1] < piles[i], "piles out of order");
		union_of_piles |= piles[i];
	}
	ck_assert_msg(union_of_piles == set, "piles are not the table");
	ck_assert_ok(escopa_game_set_aside(game, &set));
	ADD(set);
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	size_t n_stock;
	ck_assert_ok(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &n_stock));
	for (size_t i = 0; i < n_stock; i++)
		ADD(ESCOPA_CARDSET_OF(stock[i]));
#undef ADD
	ck_assert_int_eq(total, info->deck_size);
	escopa_cardset_t deck = ESCOPA_CARDSET_DECK;
	for (int j = 0; j < info->jokers; j++)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_1 + j);
	ck_assert_msg(seen == deck, "the cards are not the deck");
}

static int
kind_rank(escopa_move_t m)
{
	/* documented order within a card: captures, trail, sets */
	switch (ESCOPA_MOVE_KIND(m)) {
	case ESCOPA_MOVE_CAPTURE: return 0;
	case ESCOPA_MOVE_TRAIL: return 1;
	default: return 2;
	}
}

static int
move_order(escopa_move_t a, escopa_move_t b)
{
	if (ESCOPA_MOVE_CARD(a) != ESCOPA_MOVE_CARD(b))
		return ESCOPA_MOVE_CARD(a) < ESCOPA_MOVE_CARD(b) ? -1 : 1;
	if (kind_rank(a) != kind_rank(b))
		return kind_rank(a) < kind_rank(b) ? -1 : 1;
	if (ESCOPA_MOVE_TARGET(a) != ESCOPA_MOVE_TARGET(b))
		return ESCOPA_MOVE_TARGET(a) < ESCOPA_MOVE_TARGET(b) ? -1 : 1;
	return 0;
}

static int
compare_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* A move that is probably illegal: a mutation of a legal one, or parts
 * drawn at random from the hand and the table piles. */
static escopa_move_t
random_candidate(const struct escopa_game *game, const escopa_move_t *moves, size_t n,
		 uint64_t *rng)
{
	uint64_t r = next_random(rng);
	escopa_move_t base = moves[r % n];
	escopa_card_t card = ESCOPA_MOVE_CARD(base);
	escopa_cardset_t table;
	escopa_game_table(game, &table);
	switch ((r >> 16) % 6) {
	case 0: /* another card of the deck */
		card = (escopa_card_t)((r >> 24) % ESCOPA_CARD_COUNT);
		return (base & ~(UINT64_C(0x3F) << 48)) | ((uint64_t)card << 48);
	case 1: /* another kind */
		return (base & ~(UINT64_C(3) << 56)) | ((uint64_t)(1 + (r >> 24) % 3) << 56);
	case 2: /* flip one table card in or out of the target */
		if (table) {
			int k = (int)((r >> 24) % (uint64_t)__builtin_popcountll(table));
			escopa_cardset_t t = table;
			while (k--)
				t &= t - 1;
			return base ^ (t & (0 - t));
		}
		return base;
	case 3: /* a random set of table cards */
		return encode(ESCOPA_MOVE_CAPTURE, card, table & (r >> 8));
	case 4: /* trail or set of the same card */
		return ((uint64_t)ESCOPA_MOVE_TRAIL << 56) | ((uint64_t)card << 48);
	default: /* raw bits */
		return next_random(rng) & ((next_random(rng) & 1) ? ~UINT64_C(0) :
					   UINT64_C(0x033F03FFFFFFFFFF));
	}
}

static bool
listed(const escopa_move_t *sorted, size_t n, escopa_move_t m)
{
	return bsearch(&m, sorted, n, sizeof m, compare_u64) != NULL;
}

/* Every move built from the hand and the table piles, for small tables:
 * legal exactly when listed. */
static void
check_all_candidates(const struct escopa_game *game, const escopa_move_t *sorted, size_t n)
{
	int seat;
	escopa_cardset_t hand;
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t n_piles;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	ck_assert_ok(escopa_game_hand(game, seat, &hand));
	ck_assert_ok(escopa_game_piles(game, piles, ESCOPA_CARD_COUNT, &n_piles));
	if (n_piles > 8)
		return;
	for (escopa_cardset_t h = hand; h; h &= h - 1) {
		escopa_card_t c = __builtin_ctzll(h);
		for (unsigned subset = 0; subset < (1u << n_piles); subset++) {
			escopa_cardset_t target = 0;
			for (size_t i = 0; i < n_piles; i++)
				if (subset & (1u << i))
					target |= piles[i];
			for (int kind = ESCOPA_MOVE_CAPTURE; kind <= ESCOPA_MOVE_SET; kind++) {
				if ((kind == ESCOPA_MOVE_TRAIL) != (target == 0))
					continue;
				escopa_move_t m = encode(kind, c, target);
				enum escopa_status rc = escopa_game_is_legal(game, m);
				ck_assert_msg((rc == ESCOPA_OK) == listed(sorted, n, m),
					      "move %llx: is_legal says %s but listing disagrees",
					      (unsigned long long)m, escopa_status_name(rc));
			}
		}
	}
}

/* Lists the moves and checks the list; returns the count. */
static size_t
check_moves(struct escopa_game *game, escopa_move_t *moves, escopa_move_t *sorted,
	    uint64_t *rng, bool exhaustive)
{
	size_t count = 0, again = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	ck_assert_msg(count > 0 && count <= MAX_MOVES, "move count %zu", count);
	ck_assert_ok(escopa_game_moves(game, moves, MAX_MOVES, &again));
	ck_assert_uint_eq(count, again);
	/* a short buffer gets the first moves of the same list */
	escopa_move_t prefix[2];
	ck_assert_ok(escopa_game_moves(game, prefix, 1, &again));
	ck_assert_uint_eq(count, again);
	ck_assert(prefix[0] == moves[0]);

	/* escopa_game_move_at() agrees with the list, index by index */
	for (size_t i = 0; i < count; i++) {
		escopa_move_t at = 0;
		ck_assert_ok(escopa_game_move_at(game, i, &at));
		ck_assert_msg(at == moves[i], "move_at(%zu) differs from the list", i);
	}
	escopa_move_t beyond = 0;
	ck_assert_status(escopa_game_move_at(game, count, &beyond), ESCOPA_E_INVALID);
	for (size_t i = 0; i < count; i++) {
		ck_assert_ok(escopa_game_is_legal(game, moves[i]));
		if (i > 0)
			ck_assert_msg(move_order(moves[i - 1], moves[i]) < 0,
				      "moves %zu and %zu out of order", i - 1, i);
	}
	memcpy(sorted, moves, count * sizeof *moves);
	qsort(sorted, count, sizeof *sorted, compare_u64);

	/* Moves that are not listed are rejected and change nothing. */
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	for (int k = 0; k < 4; k++) {
		escopa_move_t m = random_candidate(game, moves, count, rng);
		if (listed(sorted, count, m))
			continue;
		enum escopa_status rc = escopa_game_play(game, m, NULL);
		ck_assert_msg(rc == ESCOPA_E_ILLEGAL || rc == ESCOPA_E_MOVE,
			      "unlisted move %llx was accepted (%s)",
			      (unsigned long long)m, escopa_status_name(rc));
		int equal = 0;
		ck_assert_ok(escopa_game_equal(game, before, &equal));
		ck_assert_msg(equal, "a rejected move changed the game");
	}
	escopa_game_free(before);
	if (exhaustive)
		check_all_candidates(game, sorted, count);
	return count;
}

static void
check_hand_scores(const struct escopa_game *game, const struct game_info *info, int *running)
{
	int32_t rows[4][ESCOPA_SCORE_ITEM_COUNT];
	int holders[ESCOPA_SCORE_ITEM_COUNT] = { 0 };
	for (int side = 0; side < info->sides; side++) {
		int32_t *r = rows[side];
		escopa_cardset_t captured;
		int sweeps;
		ck_assert_ok(escopa_game_hand_score(game, side, r, ESCOPA_SCORE_ITEM_COUNT));
		ck_assert_ok(escopa_game_captured(game, side, &captured));
		ck_assert_ok(escopa_game_sweeps(game, side, &sweeps));
		ck_assert_int_eq(r[ESCOPA_SCORE_CARD_COUNT], __builtin_popcountll(captured));
		ck_assert_int_eq(r[ESCOPA_SCORE_COIN_COUNT],
				 __builtin_popcountll(captured & ESCOPA_CARDSET_COINS));
		ck_assert_int_eq(r[ESCOPA_SCORE_SEVEN_COUNT],
				 __builtin_popcountll(captured & ESCOPA_CARDSET_RANK(7)));
		ck_assert_int_eq(r[ESCOPA_SCORE_SWEEPS], sweeps);
		ck_assert(sweeps >= 0 && sweeps <= 40);
		ck_assert(r[ESCOPA_SCORE_CARDS] >= 0 && r[ESCOPA_SCORE_CARDS] <= 2);
		ck_assert(r[ESCOPA_SCORE_COINS] == 0 || r[ESCOPA_SCORE_COINS] == 1);
		ck_assert_int_eq(r[ESCOPA_SCORE_SEVEN_OF_COINS],
				 info->option[ESCOPA_OPT_SCORE_SEVEN_OF_COINS] &&
				 (captured & ESCOPA_CARDSET_OF(ESCOPA_SEVEN_OF_COINS)) ? 1 : 0);
		ck_assert(r[ESCOPA_SCORE_SEVENS] >= 0 && r[ESCOPA_SCORE_SEVENS] <= 2);
		ck_assert(r[ESCOPA_SCORE_ALL_COINS] == 0 || r[ESCOPA_SCORE_ALL_COINS] == 3);
		ck_assert(r[ESCOPA_SCORE_PRIMIERA] == 0 || r[ESCOPA_SCORE_PRIMIERA] == 1);
		ck_assert(r[ESCOPA_SCORE_NAPOLA] == 0 ||
			  (r[ESCOPA_SCORE_NAPOLA] >= 3 && r[ESCOPA_SCORE_NAPOLA] <= 10));
		/* a category the rules switch off reads 0 */
		if (!info->option[ESCOPA_OPT_SCORE_CARDS])
			ck_assert_int_eq(r[ESCOPA_SCORE_CARDS], 0);
		if (!info->option[ESCOPA_OPT_CARDS_DOUBLE])
			ck_assert_int_le(r[ESCOPA_SCORE_CARDS], 1);
		if (!info->option[ESCOPA_OPT_SCORE_COINS])
			ck_assert_int_eq(r[ESCOPA_SCORE_COINS], 0);
		if (info->option[ESCOPA_OPT_SEVENS] == ESCOPA_SEVENS_NONE)
			ck_assert_int_eq(r[ESCOPA_SCORE_SEVENS], 0);
		if (!info->option[ESCOPA_OPT_ALL_COINS])
			ck_assert_int_eq(r[ESCOPA_SCORE_ALL_COINS], 0);
		if (info->option[ESCOPA_OPT_PRIMIERA] == ESCOPA_PRIMIERA_NONE)
			ck_assert_int_eq(r[ESCOPA_SCORE_PRIMIERA] + r[ESCOPA_SCORE_PRIMIERA_TOTAL], 0);
		if (!info->option[ESCOPA_OPT_NAPOLA])
			ck_assert_int_eq(r[ESCOPA_SCORE_NAPOLA], 0);
		ck_assert_int_eq(r[ESCOPA_SCORE_TOTAL],
				 r[ESCOPA_SCORE_CARDS] + r[ESCOPA_SCORE_COINS] +
				 r[ESCOPA_SCORE_SEVEN_OF_COINS] + r[ESCOPA_SCORE_SEVENS] +
				 r[ESCOPA_SCORE_ALL_COINS] + r[ESCOPA_SCORE_PRIMIERA] +
				 r[ESCOPA_SCORE_NAPOLA] + r[ESCOPA_SCORE_SWEEPS]);
		for (int item = 0; item < ESCOPA_SCORE_SWEEPS; item++)
			holders[item] += r[item] != 0;
		running[side] += r[ESCOPA_SCORE_TOTAL];
		int score;
		ck_assert_ok(escopa_game_score(game, side, &score));
		ck_assert_int_eq(score, running[side]);
	}
	/* each category goes to one side at most (napola and all coins can
	 * only be held by one side anyway) */
	for (int item = 0; item < ESCOPA_SCORE_SWEEPS; item++)
		ck_assert_msg(holders[item] <= 1, "%s went to %d sides",
			      escopa_score_item_name((enum escopa_score_item)item), holders[item]);
}

/* doc/rules.md, section A game and a match: over when a side reached the target
 * with the one highest total. */
static void
check_game_end(const struct escopa_game *game, const struct game_info *info,
	       enum escopa_phase phase)
{
	int partnership = info->sides != info->players;
	int target = info->option[partnership ? ESCOPA_OPT_TEAM_TARGET : ESCOPA_OPT_TARGET];
	int best = -1, best_score = -1, ties = 0;
	for (int side = 0; side < info->sides; side++) {
		int score;
		ck_assert_ok(escopa_game_score(game, side, &score));
		if (score > best_score) {
			best = side;
			best_score = score;
			ties = 0;
		} else if (score == best_score) {
			ties++;
		}
	}
	bool over = best_score >= target && ties == 0;
	ck_assert_int_eq(phase == ESCOPA_PHASE_GAME_OVER, over);
	if (over) {
		int winner;
		ck_assert_ok(escopa_game_winner(game, &winner));
		ck_assert_int_eq(winner, best);
	} else {
		int winner;
		ck_assert_status(escopa_game_winner(game, &winner), ESCOPA_E_PHASE);
	}
}

static void
play_one_game(const struct escopa_rules *rules, bool escopa_rules, int players,
	      uint64_t seed, escopa_move_t *moves, escopa_move_t *sorted)
{
	struct escopa_game *game = NULL;
	ck_assert_ok(escopa_game_new(rules, players, seed, &game));
	struct game_info info = { .players = players };
	ck_assert_ok(escopa_game_sides(game, &info.sides));
	for (int opt = 0; opt < escopa_option_count(); opt++)
		info.option[opt] = option(game, (enum escopa_option)opt);
	info.jokers = info.option[ESCOPA_OPT_JOKERS];
	info.deck_size = 40 + info.jokers;
	info.capture_mode = info.option[ESCOPA_OPT_CAPTURE_MODE];

	uint64_t rng = seed ^ UINT64_C(0x5DEECE66D);
	int running[4] = { 0 };
	int decisions = 0;
	escopa_cardset_t set_aside_before = 0;
	for (int hands = 0; hands < 200; hands++) {
		enum escopa_phase phase;
		ck_assert_ok(escopa_game_phase(game, &phase));
		ck_assert_int_eq(phase, ESCOPA_PHASE_PLAYING);
		ck_assert_ok(escopa_game_set_aside(game, &set_aside_before));
		struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
		do {
			check_cards_accounted(game, &info);
			size_t n = check_moves(game, moves, sorted, &rng, decisions % 16 == 0);
			escopa_move_t move = moves[next_random(&rng) % n];
			int seat;
			ck_assert_ok(escopa_game_current_seat(game, &seat));
			if (decisions % 97 == 0) {
				/* a clone is an independent, equal copy */
				struct escopa_game *clone = NULL;
				int equal = 0;
				ck_assert_ok(escopa_game_clone(game, &clone));
				ck_assert_ok(escopa_game_play(clone, move, NULL));
				ck_assert_ok(escopa_game_equal(game, clone, &equal));
				ck_assert(!equal);
				ck_assert_ok(escopa_game_play(game, move, &result));
				ck_assert_ok(escopa_game_equal(game, clone, &equal));
				ck_assert(equal);
				escopa_game_free(clone);
			} else {
				ck_assert_ok(escopa_game_play(game, move, &result));
			}
			ck_assert_int_eq(result.seat, seat);
			ck_assert(result.move == move);
			ck_assert(result.taken == (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE ?
						   ESCOPA_MOVE_TARGET(move) : 0));
			ck_assert_int_eq(!!(result.flags & ESCOPA_PLAYED_SWEEP), result.sweep_points > 0);
			decisions++;
		} while (!(result.flags & ESCOPA_PLAYED_HAND_OVER));
		check_cards_accounted(game, &info);

		/* The Brazilian Escopa description's last-round check. Every
		 * capture takes a multiple of 15 out of the deck's 220, so what
		 * is left is 10 modulo 15; the Brazilian Escopa description
		 * states 10, 25, 40 or 55 for Escopa, where capture multiples
		 * keep the table small. Stacking (Escoba) and plain 15s can
		 * leave more, so other presets get the modular form only. */
		if (info.capture_mode == ESCOPA_CAPTURE_FIFTEEN && info.jokers == 0 &&
		    set_aside_before == 0) {
			int left = 0;
			for (escopa_cardset_t t = result.last_take; t; t &= t - 1)
				left += __builtin_ctzll(t) / 4 + 1;
			ck_assert_msg(left % 15 == 10, "cards left at the end add up to %d", left);
			if (escopa_rules)
				ck_assert_msg(left <= 55, "Escopa: cards left add up to %d", left);
		}
		escopa_cardset_t table;
		ck_assert_ok(escopa_game_table(game, &table));
		ck_assert(table == 0);
		check_hand_scores(game, &info, running);

		enum escopa_phase phase_after;
		ck_assert_ok(escopa_game_phase(game, &phase_after));
		check_game_end(game, &info, phase_after);
		ck_assert_int_eq(!!(result.flags & ESCOPA_PLAYED_GAME_OVER),
				 phase_after == ESCOPA_PHASE_GAME_OVER);
		if (phase_after == ESCOPA_PHASE_GAME_OVER)
			break;
		int dealer_before, dealer_after;
		ck_assert_ok(escopa_game_dealer(game, &dealer_before));
		ck_assert_ok(escopa_game_next_hand(game));
		ck_assert_ok(escopa_game_dealer(game, &dealer_after));
		ck_assert_int_eq(dealer_after, (dealer_before + 1) % players);
	}
	enum escopa_phase phase;
	ck_assert_ok(escopa_game_phase(game, &phase));
	ck_assert_int_eq(phase, ESCOPA_PHASE_GAME_OVER);
	escopa_game_free(game);
}

static const char *only_preset;

START_TEST(invariants_hold_over_random_games)
{
	/* _i runs over presets x player counts */
	enum escopa_preset preset = (enum escopa_preset)(_i / 3);
	int players = 2 + _i % 3;
	if (only_preset && strcmp(only_preset, escopa_preset_name(preset)) != 0)
		return;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	escopa_move_t *moves = malloc(2 * MAX_MOVES * sizeof *moves);
	ck_assert_ptr_nonnull(moves);
	int games = games_per_setting();
	for (int g = 0; g < games; g++)
		play_one_game(rules, preset == ESCOPA_PRESET_ESCOPA ||
				     preset == ESCOPA_PRESET_ESCOVA_DE_31,
			      players, (uint64_t)g * 1000003u + (uint64_t)_i, moves,
			      moves + MAX_MOVES);
	free(moves);
	escopa_rules_free(rules);
}
END_TEST

Suite *
make_suite(void)
{
	only_preset = getenv("ESCOPA_TEST_PRESET");
	Suite *s = suite_create("invariants");
	TCase *tc = tcase_create("random games");
	tcase_set_timeout(tc, 3600);
	tcase_add_loop_test(tc, invariants_hold_over_random_games, 0,
			    3 * escopa_preset_count());
	suite_add_tcase(s, tc);
	return s;
}
