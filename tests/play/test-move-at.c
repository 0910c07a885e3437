/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa_game_move_at() and the random player on the largest tables the
 * position readers accept. Under capture multiples (a capture adds up to
 * "15 or a multiple thereof", the Brazilian Escopa description) a
 * table of 38 cards holds 18,325,193,591 legal moves and one of 40 cards
 * and a joker 1,832,519,380,199: far too many to list. These tests check
 * move_at there against an independent ranking of capture sets, counted
 * card by card, and against the whole list on tables small enough to
 * list, with stacks, jokers and Scopa's match mode; escopa_game_moves_page()
 * likewise, page by page, and every one of its errors. Before move_at counted
 * the captures of each branch instead of walking them, the calls on the
 * big tables took minutes each.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

#define JOKERS (ESCOPA_CARDSET_OF(ESCOPA_JOKER_1) | ESCOPA_CARDSET_OF(ESCOPA_JOKER_2))

/* A position in the first hand, built as text: seat `seat` to play with
 * the cards of hands[seat]; `piles` the table, a pile per entry (stacked
 * piles under the stacking rule); every other card in the stock, in
 * ascending id. */
struct layout {
	const char *rules;
	int jokers;
	int seat;
	escopa_cardset_t hands[2];
	escopa_cardset_t piles[42];
	int n_piles;
};

static size_t
put_set(char *out, size_t size, escopa_cardset_t set, const char *joiner)
{
	size_t used = 0;
	if (!set)
		return (size_t)snprintf(out, size, "-");
	for (; set; set &= set - 1) {
		char name[16];
		size_t len;
		ck_assert_ok(escopa_card_format(__builtin_ctzll(set), ESCOPA_STYLE_ASCII, name,
						sizeof name, &len));
		used += (size_t)snprintf(out + used, size - used, "%s%s", used ? joiner : "", name);
	}
	return used;
}

static struct escopa_game *
game_of(const struct layout *l)
{
	char hands[2][160], table[512] = "-", stock[512];
	escopa_cardset_t deck = (UINT64_C(1) << (40 + l->jokers)) - 1, rest = deck;
	size_t used = 0;
	for (int i = 0; i < l->n_piles; i++) {
		if (used)
			used += (size_t)snprintf(table + used, sizeof table - used, " ");
		used += put_set(table + used, sizeof table - used, l->piles[i], "+");
		rest &= ~l->piles[i];
	}
	for (int seat = 0; seat < 2; seat++) {
		put_set(hands[seat], sizeof hands[seat], l->hands[seat], " ");
		rest &= ~l->hands[seat];
	}
	put_set(stock, sizeof stock, rest, " ");
	int stock_pos = 40 + l->jokers - __builtin_popcountll(rest);
	int in_hands = __builtin_popcountll(l->hands[0] | l->hands[1]);
	char text[2048];
	snprintf(text, sizeof text,
		 "position 1 | rules %s | players 2 | hand 1 | dealer 1 | phase playing | "
		 "seat %d | plays %d | hands %s / %s | table %s | stock %s | captured - / - | "
		 "sweeps 0 0 | aside - | scores 0 0 | last - | winner - | rng 1a738b426458e734",
		 l->rules, l->seat, stock_pos - 4 - (rest ? 0 : l->jokers) - in_hands, hands[0], hands[1],
		 table, stock);
	struct escopa_game *game = NULL;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &game, &error);
	ck_assert_msg(rc == ESCOPA_OK, "%s: %s", text, error.message);
	return game;
}

/* The last round, stock empty: every card not in a hand is on the table.
 * Seat 0 plays first; with seat 1 to play seat 0 already played its last
 * card (hand0 NULL). */
static struct escopa_game *
rest_on_the_table(const char *rules, int jokers, int seat, const char *hand0,
		  const char *hand1)
{
	struct layout l = { .rules = rules, .jokers = jokers, .seat = seat };
	l.hands[0] = hand0 ? cards(hand0) : 0;
	l.hands[1] = cards(hand1);
	for (escopa_card_t c = 0; c < 40 + jokers; c++) {
		if (!((l.hands[0] | l.hands[1]) & ESCOPA_CARDSET_OF(c)))
			l.piles[l.n_piles++] = ESCOPA_CARDSET_OF(c);
	}
	return game_of(&l);
}

/* The hostile-input audit's table: 38 cards, seat 0 to play its last
 * 1o, the dealer still holding 1c. */
static struct escopa_game *
thirty_eight_cards(void)
{
	return rest_on_the_table("escopa forced_capture=none", 0, 0, "1o", "1c");
}

/* ---- the oracle: captures of a card on a table of single cards ---- */

static int
value_of(escopa_card_t c)
{
	return c >= ESCOPA_JOKER_1 ? 0 : c / 4 + 1;
}

/* Whether regular cards worth s and j jokers capture with a played card
 * worth low..high: some multiple of 15 lies in the range of totals. */
static int
captures(int s, int j, int low, int high)
{
	if (s == 0 && j == 0)
		return 0;
	for (int t = 15; t <= 15 * 20; t += 15) {
		if (s + j + low <= t && t <= s + 10 * j + high)
			return 1;
	}
	return 0;
}

/* The captures that take `fixed` (worth s0, j0 jokers) and any subset of
 * `free`: a plain knapsack over the free cards, one card at a time. */
static uint64_t
completions(escopa_cardset_t free, int s0, int j0, int low, int high)
{
	static uint64_t ways[3][256];
	memset(ways, 0, sizeof ways);
	ways[0][0] = 1;
	int top = 0;
	for (; free; free &= free - 1) {
		escopa_card_t c = __builtin_ctzll(free);
		if (c >= ESCOPA_JOKER_1) {
			for (int j = 2; j >= 1; j--)
				for (int s = 0; s <= top; s++)
					ways[j][s] += ways[j - 1][s];
			continue;
		}
		int v = value_of(c);
		top += v;
		for (int j = 0; j < 3; j++)
			for (int s = top; s >= v; s--)
				ways[j][s] += ways[j][s - v];
	}
	uint64_t count = 0;
	for (int j = 0; j < 3; j++)
		for (int s = 0; s <= top; s++)
			if (ways[j][s] && captures(s0 + s, j0 + j, low, high))
				count += ways[j][s];
	return count;
}

/* The rank of a capture target among the card's captures in ascending
 * order of sets: for each card of the target, the captures that agree
 * with it above that card and leave the card out. */
static uint64_t
rank_of(escopa_cardset_t table, escopa_cardset_t target, int low, int high)
{
	uint64_t rank = 0;
	escopa_cardset_t above = 0;
	for (escopa_cardset_t t = target; t; ) {
		escopa_card_t c = 63 - __builtin_clzll(t);
		escopa_cardset_t bit = ESCOPA_CARDSET_OF(c);
		int s0 = 0, j0 = 0;
		for (escopa_cardset_t a = above; a; a &= a - 1) {
			escopa_card_t ac = __builtin_ctzll(a);
			s0 += value_of(ac);
			j0 += ac >= ESCOPA_JOKER_1;
		}
		rank += completions(table & (bit - 1), s0, j0, low, high);
		above |= bit;
		t &= ~bit;
	}
	return rank;
}

/* move_at(index) on a one-card hand is the capture of rank index, which
 * is legal. */
static void
assert_capture_at(const struct escopa_game *game, escopa_card_t played, size_t index)
{
	escopa_cardset_t table = 0;
	ck_assert_ok(escopa_game_table(game, &table));
	int low = played >= ESCOPA_JOKER_1 ? 1 : value_of(played);
	int high = played >= ESCOPA_JOKER_1 ? 10 : value_of(played);
	escopa_move_t move = 0;
	ck_assert_ok(escopa_game_move_at(game, index, &move));
	ck_assert_int_eq(ESCOPA_MOVE_KIND(move), ESCOPA_MOVE_CAPTURE);
	ck_assert_int_eq(ESCOPA_MOVE_CARD(move), played);
	ck_assert_ok(escopa_game_is_legal(game, move));
	uint64_t rank = rank_of(table, ESCOPA_MOVE_TARGET(move), low, high);
	ck_assert_msg(rank == index, "move_at(%zu) has rank %llu", index,
		      (unsigned long long)rank);
}

/* The big table's captures: the count, the first moves as listed, and
 * move_at at 0, 1, the middle, the last capture, the trail and past it. */
static void
check_big_table(struct escopa_game *game, escopa_card_t played, size_t want_count)
{
	escopa_cardset_t table = 0;
	ck_assert_ok(escopa_game_table(game, &table));
	int low = played >= ESCOPA_JOKER_1 ? 1 : value_of(played);
	int high = played >= ESCOPA_JOKER_1 ? 10 : value_of(played);
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	ck_assert_uint_eq(count, want_count);
	ck_assert_uint_eq(count, completions(table, 0, 0, low, high) + 1); /* and the trail */

	/* the first moves agree with the list */
	escopa_move_t listed[256];
	size_t again = 0;
	ck_assert_ok(escopa_game_moves(game, listed, 256, &again));
	ck_assert_uint_eq(again, count);
	for (size_t i = 0; i < 256; i++) {
		escopa_move_t at = 0;
		ck_assert_ok(escopa_game_move_at(game, i, &at));
		ck_assert_msg(at == listed[i], "move_at(%zu) is not the listed move", i);
	}

	const size_t captures_end = count - 1;
	const size_t at[] = { 0, 1, captures_end / 2, captures_end / 2 + 1,
			      captures_end / 3, captures_end - 2, captures_end - 1 };
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++)
		assert_capture_at(game, played, at[i]);

	/* the last capture takes the highest set: no capture after it */
	escopa_move_t last = 0, next = 0;
	ck_assert_ok(escopa_game_move_at(game, captures_end - 1, &last));
	ck_assert_ok(escopa_game_move_at(game, captures_end - 2, &next));
	ck_assert(ESCOPA_MOVE_TARGET(next) < ESCOPA_MOVE_TARGET(last));

	/* a page across the end: the last captures, the trail, nothing more */
	escopa_move_t page[8];
	size_t written = 0, total = 0;
	ck_assert_ok(escopa_game_moves_page(game, count - 3, page, 8, &written, &total));
	ck_assert_uint_eq(written, 3);
	ck_assert_uint_eq(total, count);
	ck_assert(page[1] == last);
	ck_assert_int_eq(ESCOPA_MOVE_KIND(page[2]), ESCOPA_MOVE_TRAIL);
	/* a page in the middle is the run of move_at */
	ck_assert_ok(escopa_game_moves_page(game, captures_end / 2, page, 8, &written, &total));
	ck_assert_uint_eq(written, 8);
	for (size_t i = 0; i < 8; i++) {
		escopa_move_t one = 0;
		ck_assert_ok(escopa_game_move_at(game, captures_end / 2 + i, &one));
		ck_assert(page[i] == one);
	}
	ck_assert_ok(escopa_game_moves_page(game, count, page, 8, &written, &total));
	ck_assert_uint_eq(written, 0);

	/* count - 1: the trail, then nothing */
	escopa_move_t trail = 0;
	ck_assert_ok(escopa_game_move_at(game, count - 1, &trail));
	ck_assert_int_eq(ESCOPA_MOVE_KIND(trail), ESCOPA_MOVE_TRAIL);
	ck_assert_int_eq(ESCOPA_MOVE_CARD(trail), played);
	escopa_move_t beyond = 0x5A5A5A5A;
	ck_assert_status(escopa_game_move_at(game, count, &beyond), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_move_at(game, SIZE_MAX, &beyond), ESCOPA_E_INVALID);
	ck_assert_uint_eq(beyond, 0x5A5A5A5A);
}

START_TEST(move_at_on_38_cards_under_capture_multiples)
{
	struct escopa_game *game = thirty_eight_cards();
	check_big_table(game, card("1o"), 18325193591u);
	escopa_game_free(game);
}
END_TEST

/* The most moves without jokers: 39 cards, a 10 to play. */
START_TEST(move_at_on_39_cards_under_capture_multiples)
{
	struct escopa_game *game = rest_on_the_table("escopa forced_capture=none", 0, 1, NULL,
							     "10o");
	check_big_table(game, card("10o"), 36650387909u);
	escopa_game_free(game);
}
END_TEST

/* The most moves of any accepted position: under the Comodines variant of
 * the Italian-language Escoba de 15 guide a joker takes whatever value
 * 1..10 a capture needs; here one is to play onto the other joker and all
 * 40 regular cards. */
START_TEST(move_at_on_41_piles_with_a_joker)
{
	struct escopa_game *game = rest_on_the_table(
		"escoba_comodines capture_multiples=1 forced_capture=none", 2, 1, NULL, "jk1");
	check_big_table(game, ESCOPA_JOKER_1, (size_t)1832519380199u);
	escopa_game_free(game);
}
END_TEST

/* The random player picks index r mod count, deep in the list too, and
 * returns at once. */
START_TEST(random_player_on_38_cards)
{
	struct escopa_game *game = thirty_eight_cards();
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	for (uint64_t seed = 1; seed <= 32; seed++) {
		uint64_t rng = seed, mirror = seed;
		escopa_move_t move = 0, want = 0;
		ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move));
		size_t index = (size_t)(next_random(&mirror) % count);
		ck_assert_uint_eq(rng, mirror);
		ck_assert_ok(escopa_game_move_at(game, index, &want));
		ck_assert(move == want);
		ck_assert_ok(escopa_game_is_legal(game, move));
	}
	/* the greedy player only weighs the first moves listed */
	escopa_move_t greedy = 0;
	ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &greedy));
	ck_assert_ok(escopa_game_is_legal(game, greedy));
	escopa_game_free(game);
}
END_TEST

/* ---- every index against the list, on tables small enough to list ---- */

static void
assert_move_at_is_the_list(const struct escopa_game *game)
{
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	ck_assert_uint_gt(count, 0);
	escopa_move_t *list = malloc(count * sizeof *list);
	ck_assert_ptr_nonnull(list);
	size_t again = 0;
	ck_assert_ok(escopa_game_moves(game, list, count, &again));
	ck_assert_uint_eq(again, count);
	for (size_t i = 0; i < count; i++) {
		escopa_move_t at = 0;
		ck_assert_ok(escopa_game_move_at(game, i, &at));
		ck_assert_msg(at == list[i], "move_at(%zu) of %zu is not the listed move", i,
			      count);
	}
	escopa_move_t beyond = 0;
	ck_assert_status(escopa_game_move_at(game, count, &beyond), ESCOPA_E_INVALID);

	/* pages of a few sizes, walked as the documentation says, agree too */
	const size_t sizes[] = { 7, 100, count };
	escopa_move_t *page = malloc(count * sizeof *page);
	ck_assert_ptr_nonnull(page);
	for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
		size_t start = 0, pages = 0;
		while (start < count) {
			size_t written = 0, total = 0;
			ck_assert_ok(escopa_game_moves_page(game, start, page, sizes[k], &written,
							    &total));
			ck_assert_uint_eq(total, count);
			size_t want = count - start < sizes[k] ? count - start : sizes[k];
			ck_assert_uint_eq(written, want);
			ck_assert_msg(memcmp(page, list + start, written * sizeof *page) == 0,
				      "page of %zu at %zu differs from the list", sizes[k], start);
			start += written;
			pages++;
		}
		ck_assert_uint_eq(pages, (count + sizes[k] - 1) / sizes[k]);
	}
	free(page);
	free(list);
}

/* A seeded layout: 3 cards a hand, `n` table cards (n = 4 mod 6: the
 * first table of 4 and whole rounds, so that the stock leaves whole rounds
 * too), some stacked into pairs worth at most 14 when `stack` is set. */
static struct escopa_game *
random_layout(const char *rules, int jokers, int n, int stack, uint64_t seed)
{
	struct layout l = { .rules = rules, .jokers = jokers, .seat = 0 };
	escopa_card_t deck[42];
	int size = 40 + jokers;
	for (int i = 0; i < size; i++)
		deck[i] = i;
	for (int i = size - 1; i > 0; i--) {
		int j = (int)(next_random(&seed) % (uint64_t)(i + 1));
		escopa_card_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
	for (int i = 0; i < 6; i++)
		l.hands[i / 3] |= ESCOPA_CARDSET_OF(deck[i]);
	escopa_cardset_t table = 0;
	for (int i = 6; i < 6 + n; i++)
		table |= ESCOPA_CARDSET_OF(deck[i]);
	/* piles in ascending order of their sets: by their highest card */
	while (table) {
		escopa_card_t high = 63 - __builtin_clzll(table);
		escopa_cardset_t pile = ESCOPA_CARDSET_OF(high);
		table &= ~pile;
		int most = 14 - value_of(high); /* what a partner may be worth */
		if (most > 10)
			most = 10;
		escopa_cardset_t partner = table & ((UINT64_C(1) << (4 * most)) - 1);
		if (stack && high < ESCOPA_JOKER_1 && partner && (next_random(&seed) & 1)) {
			escopa_card_t low = __builtin_ctzll(partner);
			pile |= ESCOPA_CARDSET_OF(low);
			table &= ~ESCOPA_CARDSET_OF(low);
		}
		l.piles[l.n_piles++] = pile;
	}
	/* the parser wants ascending piles */
	for (int i = 0; i < l.n_piles / 2; i++) {
		escopa_cardset_t t = l.piles[i];
		l.piles[i] = l.piles[l.n_piles - 1 - i];
		l.piles[l.n_piles - 1 - i] = t;
	}
	return game_of(&l);
}

START_TEST(move_at_is_the_list_on_16_cards_under_capture_multiples)
{
	struct escopa_game *game = random_layout("escopa forced_capture=none", 0, 16, 0,
						 (uint64_t)_i + 1);
	assert_move_at_is_the_list(game);
	escopa_game_free(game);
}
END_TEST

START_TEST(move_at_is_the_list_on_stacked_piles)
{
	/* under the stacking rule a stacked pile is taken whole */
	struct escopa_game *game = random_layout(
		"escoba capture_multiples=1 forced_capture=none", 0, 22, 1, (uint64_t)_i + 100);
	assert_move_at_is_the_list(game);
	escopa_game_free(game);
}
END_TEST

START_TEST(move_at_is_the_list_with_jokers)
{
	struct escopa_game *game = random_layout(
		"escoba_comodines capture_multiples=1 forced_capture=none", 2, 10, 0,
		(uint64_t)_i + 200);
	assert_move_at_is_the_list(game);
	escopa_game_free(game);
}
END_TEST

START_TEST(move_at_is_the_list_in_match_mode)
{
	struct escopa_game *game = random_layout("scopa", 0, 28, 0, (uint64_t)_i + 300);
	assert_move_at_is_the_list(game);
	escopa_game_free(game);
}
END_TEST

/* Scopa's match mode (equal rank first, else a combination adding up to
 * the played card's value) without a card of the played rank on the
 * table: the sums count, and the 10s have hundreds of captures. */
START_TEST(move_at_is_the_list_in_match_mode_by_sums)
{
	struct layout l = { .rules = "scopa", .seat = 0 };
	l.hands[0] = cards("10o 10c 10e");
	l.hands[1] = cards("10b 9o 9c");
	for (escopa_card_t c = 0; c < 22; c++)
		l.piles[l.n_piles++] = ESCOPA_CARDSET_OF(c); /* every 1 to 5, two 6s */
	struct escopa_game *game = game_of(&l);
	ck_assert_uint_gt(move_count(game), 300);
	assert_move_at_is_the_list(game);
	escopa_game_free(game);
}
END_TEST

/* escopa_game_moves_page(): every error, with nothing written. */
START_TEST(moves_page_errors)
{
	struct escopa_game *game = thirty_eight_cards();
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	escopa_move_t page[4] = { 1, 2, 3, 4 };
	size_t written = 77, total = 77;
	ck_assert_status(escopa_game_moves_page(NULL, 0, page, 4, &written, &total),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page(game, 0, NULL, 4, &written, &total),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page(game, 0, page, 4, NULL, &total), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page(game, 0, page, 4, &written, NULL),
			 ESCOPA_E_NULL);
	ck_assert_status(escopa_game_moves_page(game, count + 1, page, 4, &written, &total),
			 ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_moves_page(game, SIZE_MAX, page, 4, &written, &total),
			 ESCOPA_E_INVALID);
	ck_assert_uint_eq(written, 77);
	ck_assert_uint_eq(total, 77);
	ck_assert(page[0] == 1 && page[3] == 4);

	/* NULL, 0 asks only for the count */
	ck_assert_ok(escopa_game_moves_page(game, 5, NULL, 0, &written, &total));
	ck_assert_uint_eq(written, 0);
	ck_assert_uint_eq(total, count);

	/* no hand in play */
	struct escopa_game *over = new_game(ESCOPA_PRESET_ESCOPA, 2, 7, NULL);
	escopa_move_t move;
	uint64_t rng = 3;
	while (phase_of(over) == ESCOPA_PHASE_PLAYING) {
		ck_assert_ok(escopa_game_choose_move(over, ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_game_play(over, move, NULL));
	}
	written = total = 77;
	ck_assert_status(escopa_game_moves_page(over, 0, page, 4, &written, &total),
			 ESCOPA_E_PHASE);
	ck_assert_uint_eq(written, 77);
	ck_assert_uint_eq(total, 77);
	escopa_game_free(over);
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("move-at");
	TCase *tc = tcase_create("move-at");
	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, move_at_on_38_cards_under_capture_multiples);
	tcase_add_test(tc, move_at_on_39_cards_under_capture_multiples);
	tcase_add_test(tc, move_at_on_41_piles_with_a_joker);
	tcase_add_test(tc, random_player_on_38_cards);
	tcase_add_test(tc, moves_page_errors);
	tcase_add_loop_test(tc, move_at_is_the_list_on_16_cards_under_capture_multiples, 0, 4);
	tcase_add_loop_test(tc, move_at_is_the_list_on_stacked_piles, 0, 4);
	tcase_add_loop_test(tc, move_at_is_the_list_with_jokers, 0, 4);
	tcase_add_loop_test(tc, move_at_is_the_list_in_match_mode, 0, 4);
	tcase_add_test(tc, move_at_is_the_list_in_match_mode_by_sums);
	suite_add_tcase(s, tc);
	return s;
}
