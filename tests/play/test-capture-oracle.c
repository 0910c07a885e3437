/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * An independent oracle of doc/rules.md, section A turn, checked move for
 * move against the library on random games of every preset and option.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "rule-helpers.h"

/* ---- an independent oracle over random games ---- */

/*
 * doc/rules.md, section A turn written out as a brute force over the table piles,
 * for every capture mode, jokers, stacking and forced capture mode, and
 * compared move for move with escopa_game_moves() on random games of
 * every preset. Positions with more than 16 piles are skipped.
 */

/* What the oracle knows of a pile. */
struct opile {
	int value;     /* sum of its cards; 0 for a joker */
	int joker;
	int single;    /* one card */
};

static int
oracle_valid(int capture_mode, int multiples, int is_joker, int v,
	     const struct opile *p, size_t n, unsigned m, int s, int j)
{
	if (capture_mode == ESCOPA_CAPTURE_MATCH) {
		/* a single card of the played rank must be taken, alone */
		int singles = 0;
		for (size_t i = 0; i < n; i++)
			singles += p[i].single && p[i].value == v;
		if (singles)
			return __builtin_popcount(m) == 1 && p[__builtin_ctz(m)].single &&
			       p[__builtin_ctz(m)].value == v;
		return s == v;
	}
	int lo = s + j + (is_joker ? 1 : v), hi = s + 10 * j + (is_joker ? 10 : v);
	for (int t = 15; t <= (multiples ? 300 : 15); t += 15)
		if (lo <= t && t <= hi)
			return 1;
	return 0;
}

static void
oracle_check(const struct escopa_game *g)
{
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	size_t n = 0;
	ck_assert_ok(escopa_game_piles(g, piles, ESCOPA_CARD_COUNT, &n));
	if (n > 16)
		return;
	int mode = option_of(g, ESCOPA_OPT_CAPTURE_MODE);
	int multiples = option_of(g, ESCOPA_OPT_CAPTURE_MULTIPLES);
	int forced = option_of(g, ESCOPA_OPT_FORCED_CAPTURE);
	int stacking = option_of(g, ESCOPA_OPT_STACKING);
	escopa_cardset_t hand = hand_of(g, seat_to_play(g));

	static escopa_move_t want[(3 << 16) + 64];
	static uint8_t sums[1 << 16], jokers[1 << 16];
	struct opile p[ESCOPA_CARD_COUNT];
	for (size_t i = 0; i < n; i++) {
		ck_assert_ok(escopa_card_is_joker(__builtin_ctzll(piles[i]), &p[i].joker));
		p[i].value = p[i].joker ? 0 : set_value(piles[i]);
		p[i].single = __builtin_popcountll(piles[i]) == 1;
	}
	sums[0] = jokers[0] = 0;
	for (unsigned m = 1; m < (1u << n); m++) {
		int low = __builtin_ctz(m);
		sums[m] = (uint8_t)(sums[m & (m - 1)] + p[low].value);
		jokers[m] = (uint8_t)(jokers[m & (m - 1)] + p[low].joker);
	}
	size_t w = 0;
	escopa_cardset_t capturers = 0;
	size_t start[ESCOPA_CARD_COUNT], end[ESCOPA_CARD_COUNT];
	for (escopa_cardset_t h = hand; h; h &= h - 1) {
		escopa_card_t c = __builtin_ctzll(h);
		int is_joker = 0;
		ck_assert_ok(escopa_card_is_joker(c, &is_joker));
		int v = is_joker ? 0 : set_value(ESCOPA_CARDSET_OF(c));
		start[c] = w;
		for (unsigned m = 1; m < (1u << n); m++) {
			if (!oracle_valid(mode, multiples, is_joker, v, p, n, m, sums[m], jokers[m]))
				continue;
			escopa_cardset_t target = 0;
			for (size_t i = 0; i < n; i++)
				if (m >> i & 1)
					target |= piles[i];
			ck_assert_uint_lt(w, sizeof want / sizeof want[0]);
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_CAPTURE, c, target, &want[w]));
			w++;
		}
		end[c] = w;
		if (end[c] > start[c])
			capturers |= ESCOPA_CARDSET_OF(c);
	}
	/* reassemble in the documented order */
	static escopa_move_t ordered[(3 << 16) + 128];
	size_t o = 0;
	for (escopa_cardset_t h = hand; h; h &= h - 1) {
		escopa_card_t c = __builtin_ctzll(h);
		size_t k = end[c] - start[c];
		memcpy(ordered + o, want + start[c], k * sizeof *want);
		qsort(ordered + o, k, sizeof *ordered, compare_moves);
		o += k;
		int free_card = forced == ESCOPA_FORCED_NONE ||
				(forced == ESCOPA_FORCED_PER_CARD && !(capturers & ESCOPA_CARDSET_OF(c))) ||
				(forced == ESCOPA_FORCED_PER_HAND && capturers == 0);
		if (!free_card)
			continue;
		/* With forced capture off a card that can capture may trail
		 * ("trailing is always allowed"); only a card that cannot capture
		 * is set, and the four-pile rule binds only such cards. */
		if (capturers & ESCOPA_CARDSET_OF(c)) {
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &ordered[o++]));
			continue;
		}
		int v = set_value(ESCOPA_CARDSET_OF(c));
		escopa_cardset_t settable[ESCOPA_CARD_COUNT];
		size_t ns = 0;
		if (stacking)
			for (size_t i = 0; i < n; i++)
				if (set_value(piles[i]) + v <= 14)
					settable[ns++] = piles[i];
		if (!stacking || n < 4 || ns == 0)
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_TRAIL, c, 0, &ordered[o++]));
		for (size_t i = 0; i < ns; i++)
			ck_assert_ok(escopa_move_make(ESCOPA_MOVE_SET, c, settable[i], &ordered[o++]));
	}
	size_t count;
	escopa_move_t *got = all_moves(g, &count);
	int same = count == o;
	for (size_t i = 0; same && i < o; i++)
		same = got[i] == ordered[i];
	if (!same) {
		char a[2048] = "", b[2048] = "", buf[128];
		for (size_t i = 0; i < count && strlen(a) < 1900; i++) {
			strcat(a, move_text(got[i], buf, sizeof buf));
			strcat(a, "; ");
		}
		for (size_t i = 0; i < o && strlen(b) < 1900; i++) {
			strcat(b, move_text(ordered[i], buf, sizeof buf));
			strcat(b, "; ");
		}
		char tb[512];
		size_t len;
		escopa_cardset_format(table_of(g), ESCOPA_STYLE_ASCII, tb, sizeof tb, &len);
		ck_abort_msg("table %s: library lists %zu moves:\n  %s\noracle %zu:\n  %s",
			     tb, count, a, o, b);
	}
	free(got);
}

/*
 * Plays a move and checks what it did against doc/rules.md, sections "A hand",
 * item 5 and "A turn", computed independently from the position before it: the
 * cards taken, the table left, CLEARED_TABLE, SWEEP and sweep points (1, or 1
 * per 15 under capture multiples; none with a joker, none on the last play when
 * ESCOPA_OPT_SWEEP_ON_LAST_PLAY is 0), the redeal, the end of the hand and the
 * last-capture take (never a sweep). Also the Brazilian Escopa description's
 * check: in sum mode with 40 cards and nothing set aside, what is left is 10
 * modulo 15.
 */
static void
play_checked(struct escopa_game *g, escopa_move_t m)
{
	int players = 0, sides = 0;
	ck_assert_ok(escopa_game_players(g, &players));
	ck_assert_ok(escopa_game_sides(g, &sides));
	int seat = seat_to_play(g), side = 0;
	ck_assert_ok(escopa_game_side_of(g, seat, &side));
	escopa_cardset_t table = table_of(g), aside = 0;
	ck_assert_ok(escopa_game_set_aside(g, &aside));
	int cards_in_hands = 0;
	for (int s = 0; s < players; s++)
		cards_in_hands += __builtin_popcountll(hand_of(g, s));
	size_t stock = 0;
	ck_assert_ok(escopa_game_stock(g, NULL, 0, &stock));
	int last_side = -2;
	ck_assert_ok(escopa_game_last_capture_side(g, &last_side));
	int sweeps[4];
	escopa_cardset_t captured[4];
	for (int s = 0; s < sides; s++) {
		sweeps[s] = sweeps_of(g, s);
		captured[s] = captured_of(g, s);
	}
	int multiples = option_of(g, ESCOPA_OPT_CAPTURE_MULTIPLES);
	int sweep_last = option_of(g, ESCOPA_OPT_SWEEP_ON_LAST_PLAY);
	int takes = option_of(g, ESCOPA_OPT_LAST_CAPTURE_TAKES);
	int fifteen = option_of(g, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_FIFTEEN;
	int jokers = option_of(g, ESCOPA_OPT_JOKERS);

	escopa_card_t c = ESCOPA_MOVE_CARD(m);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(m), card_set = ESCOPA_CARDSET_OF(c);
	int capture = ESCOPA_MOVE_KIND(m) == ESCOPA_MOVE_CAPTURE;
	int last_play = stock == 0 && cards_in_hands == 1;
	escopa_cardset_t left = capture ? table & ~target : table | card_set;
	/* doc/rules.md, section Cards: the cards past the last full round
	 * (jokers) come to the table with it */
	escopa_card_t stock_cards[42];
	size_t stock_n = 0;
	ck_assert_ok(escopa_game_stock(g, stock_cards, 42, &stock_n));
	escopa_cardset_t leftover = 0;
	if (cards_in_hands == 1 && stock_n >= (size_t)(3 * players) &&
	    stock_n - (size_t)(3 * players) < (size_t)(3 * players)) {
		for (size_t i = (size_t)(3 * players); i < stock_n; i++)
			leftover |= ESCOPA_CARDSET_OF(stock_cards[i]);
	}
	int cleared = capture && left == 0;
	int joker_helped = ((target | card_set) & ESCOPA_CARDSET_JOKERS) != 0;
	int sweep = cleared && !joker_helped && (!last_play || sweep_last);
	int points = !sweep ? 0 : multiples ? capture_total(m) / 15 : 1;

	struct escopa_play_result r = { .version = ESCOPA_PLAY_RESULT_VERSION };
	ck_assert_ok(escopa_game_play(g, m, &r));
	ck_assert_int_eq(r.seat, seat);
	ck_assert_int_eq(r.side, side);
	ck_assert(r.move == m);
	ck_assert(r.taken == (capture ? target : 0));
	ck_assert_msg(!!(r.flags & ESCOPA_PLAYED_CLEARED_TABLE) == cleared, "flags %x", r.flags);
	ck_assert_msg(!!(r.flags & ESCOPA_PLAYED_SWEEP) == sweep,
		      "flags %x: sweep expected %d (last play %d, joker %d)",
		      r.flags, sweep, last_play, joker_helped);
	ck_assert_int_eq(r.sweep_points, points);
	ck_assert_int_eq(sweeps_of(g, side), sweeps[side] + points);
	for (int s = 0; s < sides; s++)
		if (s != side)
			ck_assert_int_eq(sweeps_of(g, s), sweeps[s]);
	if (capture)
		ck_assert((captured_of(g, side) & (target | card_set)) == (target | card_set));
	ck_assert_msg(!!(r.flags & ESCOPA_PLAYED_HAND_OVER) == last_play, "flags %x", r.flags);
	if (!last_play) {
		ck_assert(table_of(g) == (left | leftover));
		ck_assert(r.last_take == 0);
		ck_assert_int_eq(r.last_take_side, -1);
		int players_cards = 0;
		for (int s = 0; s < players; s++)
			players_cards += __builtin_popcountll(hand_of(g, s));
		ck_assert_int_eq(!!(r.flags & ESCOPA_PLAYED_REDEALT), cards_in_hands == 1);
		if (cards_in_hands == 1)
			ck_assert_int_eq(players_cards, 3 * players);
		return;
	}
	/* the end of the hand: the last capture takes what is left */
	int taker = capture ? side : last_side;
	ck_assert(r.last_take == left);
	ck_assert(table_of(g) == 0);
	if (left) {
		int expect_side = takes && taker >= 0 ? taker : -1;
		ck_assert_int_eq(r.last_take_side, expect_side);
		escopa_cardset_t now_aside = 0;
		ck_assert_ok(escopa_game_set_aside(g, &now_aside));
		if (expect_side >= 0)
			ck_assert((captured_of(g, expect_side) & left) == left);
		else
			ck_assert(now_aside == (aside | left));
	}
	for (int s = 0; s < sides; s++) {
		escopa_cardset_t want = captured[s];
		if (capture && s == side)
			want |= target | card_set;
		if (left && takes && s == taker)
			want |= left;
		ck_assert(captured_of(g, s) == want);
	}
	if (fifteen && jokers == 0 && aside == 0 && __builtin_popcountll(left) > 0) {
		int sum = set_value(left);
		ck_assert_msg(sum % 15 == 10, "cards left add up to %d", sum);
	}
}

/* A random move: in one game of three it prefers captures (small
 * tables), in one it prefers the last move listed, a trail or a set (big
 * tables and tall piles). */
static size_t
pick_move(const escopa_move_t *list, size_t count, int game, uint64_t *rng)
{
	size_t pick = next_random(rng) % count;
	int coin = next_random(rng) % 2;
	if (game % 3 == 0 && coin && ESCOPA_MOVE_KIND(list[0]) == ESCOPA_MOVE_CAPTURE)
		pick = 0;
	if (game % 3 == 2 && coin)
		pick = count - 1;
	return pick;
}

/* The loop index _i is the preset; each runs in all three forced modes,
 * with 2, 3 and 4 players. */
START_TEST(rule_4_oracle_on_random_games)
{
	const int forced_modes[] = { ESCOPA_FORCED_PER_CARD, ESCOPA_FORCED_PER_HAND,
				     ESCOPA_FORCED_NONE };
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int games = env ? atoi(env) / 100 : 20;
	if (games < 2)
		games = 2;
	uint64_t rng = 12345 + (uint64_t)_i;
	for (int f = 0; f < 3; f++) {
		struct escopa_rules *rules = NULL;
		ck_assert_ok(escopa_rules_new((enum escopa_preset)_i, &rules));
		ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, forced_modes[f]));
		for (int k = 0; k < games; k++) {
			int players = 2 + k % 3;
			struct escopa_game *g = NULL;
			ck_assert_ok(escopa_game_new(rules, players, next_random(&rng), &g));
			enum escopa_phase phase;
			ck_assert_ok(escopa_game_phase(g, &phase));
			while (phase == ESCOPA_PHASE_PLAYING) {
				oracle_check(g);
				size_t count;
				escopa_move_t *list = all_moves(g, &count);
				size_t pick = pick_move(list, count, k, &rng);
				play_checked(g, list[pick]);
				free(list);
				ck_assert_ok(escopa_game_phase(g, &phase));
			}
			escopa_game_free(g);
		}
		escopa_rules_free(rules);
	}
}
END_TEST

/* The same oracle on house-rule combinations no preset uses: every option a
 * preset sets can be set alone (doc/rules.md, section Presets), and section A
 * turn must hold for each combination. */
START_TEST(rule_4_oracle_on_option_combinations)
{
	static const struct {
		enum escopa_preset preset;
		int opts[9];
	} combos[] = {
		/* Escopa with stacking: multiples and piles */
		{ ESCOPA_PRESET_ESCOPA, { ESCOPA_OPT_STACKING, 1, -1 } },
		/* Escoba with multiples */
		{ ESCOPA_PRESET_ESCOBA, { ESCOPA_OPT_CAPTURE_MULTIPLES, 1, -1 } },
		/* jokers with multiples (Escopa with two jokers) */
		{ ESCOPA_PRESET_ESCOPA, { ESCOPA_OPT_JOKERS, 2, -1 } },
		/* one joker, a first table of 5 */
		{ ESCOPA_PRESET_ESCOBA_DE_15, { ESCOPA_OPT_JOKERS, 1, -1 } },
		/* Comodines with the first table played on */
		{ ESCOPA_PRESET_ESCOBA_COMODINES,
		  { ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_PLAY_ON, -1 } },
		/* Scopa's match mode on Escoba de 15 */
		{ ESCOPA_PRESET_ESCOBA_DE_15,
		  { ESCOPA_OPT_CAPTURE_MODE, ESCOPA_CAPTURE_MATCH, -1 } },
		/* four-player cutthroat Escoba */
		{ ESCOPA_PRESET_ESCOBA, { ESCOPA_OPT_PARTNERSHIPS, 0, -1 } },
	};
	const int forced_modes[] = { ESCOPA_FORCED_PER_CARD, ESCOPA_FORCED_PER_HAND,
				     ESCOPA_FORCED_NONE };
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int games = env ? atoi(env) / 100 : 20;
	if (games < 2)
		games = 2;
	uint64_t rng = 999 + (uint64_t)_i;
	for (int f = 0; f < 3; f++) {
		struct escopa_rules *rules = NULL;
		ck_assert_ok(escopa_rules_new(combos[_i].preset, &rules));
		for (const int *o = combos[_i].opts; *o >= 0; o += 2)
			ck_assert_ok(escopa_rules_set(rules, (enum escopa_option)o[0], o[1]));
		ck_assert_ok(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, forced_modes[f]));
		for (int k = 0; k < games; k++) {
			int players = 2 + k % 3;
			struct escopa_game *g = NULL;
			ck_assert_ok(escopa_game_new(rules, players, next_random(&rng), &g));
			enum escopa_phase phase;
			ck_assert_ok(escopa_game_phase(g, &phase));
			while (phase == ESCOPA_PHASE_PLAYING) {
				oracle_check(g);
				size_t count;
				escopa_move_t *list = all_moves(g, &count);
				size_t pick = pick_move(list, count, k, &rng);
				play_checked(g, list[pick]);
				free(list);
				ck_assert_ok(escopa_game_phase(g, &phase));
			}
			escopa_game_free(g);
		}
		escopa_rules_free(rules);
	}
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("capture-oracle");
	TCase *tc;

	tc = tcase_create("rules-4");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, rule_4_oracle_on_random_games, 0, 6);
	tcase_add_loop_test(tc, rule_4_oracle_on_option_combinations, 0, 7);
	suite_add_tcase(s, tc);
	return s;
}
