/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The bots' mistakes (the `mistakes` option, lib/bots/mistakes.c), on the
 * library's internals: the option's bounds and errors; a bot without
 * mistakes plays as its kind always did; with mistakes, every mistake is
 * the move of the beginner doc/players.md documents, recomputed here from
 * the public API, with the blind spot its decision drew, in the share its
 * weight says; the choices depend only on the view and the seed, the same
 * on 1 and 3 threads. That a mistake allocates nothing is test-bot's.
 */

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "bots/bot-private.h"

static int
test_games(int fallback)
{
	/* The valgrind setup asks for fewer games. */
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 100 : fallback;
	return n < 1 ? 1 : n > fallback ? fallback : n;
}

static int
get(const struct escopa_bot *bot, enum escopa_bot_option option)
{
	int value = -12345;
	ck_assert_ok(escopa_bot_get(bot, option, &value));
	return value;
}

static struct escopa_bot *
bot_with_mistakes(enum escopa_bot_kind kind, int iterations, int mistakes, uint64_t seed)
{
	struct escopa_bot *bot = new_bot(kind, iterations, seed);
	ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_MISTAKES, mistakes));
	return bot;
}

START_TEST(the_option_has_its_bounds_and_refuses_without_a_trace)
{
	enum escopa_bot_option option = (enum escopa_bot_option)-1;
	ck_assert_ok(escopa_bot_option_from_name("mistakes", &option));
	ck_assert_int_eq(option, ESCOPA_BOT_OPT_MISTAKES);
	ck_assert_int_eq(ESCOPA_BOT_OPT_MISTAKES, 10);
	ck_assert_int_eq(ESCOPA_BOT_OPT_RANDOMNESS, 4);   /* unchanged */
	ck_assert_str_eq(escopa_bot_option_name(ESCOPA_BOT_OPT_MISTAKES), "mistakes");
	ck_assert_int_eq(escopa_bot_option_count(), ESCOPA_BOT_OPT_MISTAKES + 1);
	for (int kind = ESCOPA_BOT_RANDOM; kind <= ESCOPA_BOT_OMNISCIENT; kind++) {
		int min = -1, max = -1;
		ck_assert_ok(escopa_bot_option_bounds((enum escopa_bot_kind)kind,
						      ESCOPA_BOT_OPT_MISTAKES, &min, &max));
		ck_assert_int_eq(min, 0);
		ck_assert_int_eq(max, 1000);
		struct escopa_bot *bot = NULL;
		ck_assert_ok(escopa_bot_new((enum escopa_bot_kind)kind, 3, &bot));
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_MISTAKES), 0);
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_MISTAKES, 1000));
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_MISTAKES, 0));
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_MISTAKES, 250));
		struct bot_settings before = bot->settings;
		static const int refused[] = { -1, 1001, INT32_MIN, INT32_MAX };
		for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
			ck_assert_status(escopa_bot_set(bot, ESCOPA_BOT_OPT_MISTAKES, refused[i]),
					 ESCOPA_E_RANGE);
		ck_assert(memcmp(&before, &bot->settings, sizeof before) == 0);
		ck_assert_int_eq(get(bot, ESCOPA_BOT_OPT_MISTAKES), 250);
		ck_assert_status(escopa_bot_set(NULL, ESCOPA_BOT_OPT_MISTAKES, 5), ESCOPA_E_NULL);
		ck_assert_status(escopa_bot_get(bot, ESCOPA_BOT_OPT_MISTAKES, NULL), ESCOPA_E_NULL);
		escopa_bot_free(bot);
	}
}
END_TEST

/* The index of the move a search would pick from its analysis: the best
 * mean, or for ISMCTS the most visits (ties to the best mean); the first
 * of equals. */
static size_t
best_analysed(const struct escopa_move_value *values, size_t n, bool by_visits)
{
	size_t best = 0;
	for (size_t i = 1; i < n; i++) {
		if (by_visits && values[i].samples != values[best].samples) {
			if (values[i].samples > values[best].samples)
				best = i;
			continue;
		}
		if (values[i].value > values[best].value)
			best = i;
	}
	return best;
}

START_TEST(no_mistakes_plays_as_the_kind_always_did)
{
	/* Greedy as the 1.1 greedy player; PIMC and ISMCTS the best move of
	 * their own analysis (a decision searches as the analysis does). A
	 * bot set to 0 after other values, beside one never set. */
	struct escopa_bot *greedy = bot_with_mistakes(ESCOPA_BOT_GREEDY, 0, 700, 5);
	struct escopa_bot *pimc = bot_with_mistakes(ESCOPA_BOT_PIMC, 12, 1000, 5);
	struct escopa_bot *ismcts = bot_with_mistakes(ESCOPA_BOT_ISMCTS, 60, 300, 5);
	struct escopa_bot *bots[] = { greedy, pimc, ismcts };
	for (int k = 0; k < 3; k++)
		ck_assert_ok(escopa_bot_set(bots[k], ESCOPA_BOT_OPT_MISTAKES, 0));
	struct escopa_bot *untouched = new_bot(ESCOPA_BOT_PIMC, 12, 5);
	static const enum escopa_preset presets[] = {
		ESCOPA_PRESET_ESCOBA_DE_15, ESCOPA_PRESET_SCOPA, ESCOPA_PRESET_ESCOBA,
	};
	int games = test_games(6), decisions = 0;
	for (int g = 0; g < games; g++) {
		struct escopa_game *game = new_game(presets[g % 3], 2, 40 + (uint64_t)g, NULL);
		struct escopa_move_value values[BOT_MAX_MOVES];
		size_t n;
		while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
			escopa_move_t chosen, reference;
			ck_assert_ok(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL,
							     &reference));
			ck_assert_ok(escopa_bot_choose_game(greedy, game, &chosen));
			ck_assert_uint_eq(chosen, reference);
			for (int k = 1; k < 3; k++) {
				ck_assert_ok(escopa_bot_analyze_game(bots[k], game, values,
								     BOT_MAX_MOVES, &n));
				ck_assert_ok(escopa_bot_choose_game(bots[k], game, &chosen));
				if (n > 1)
					ck_assert_uint_eq(chosen, values[best_analysed(values, n, k == 2)].move);
			}
			ck_assert_ok(escopa_bot_choose_game(untouched, game, &reference));
			ck_assert_ok(escopa_bot_choose_game(pimc, game, &chosen));
			ck_assert_uint_eq(chosen, reference);
			ck_assert_ok(escopa_game_play(game, chosen, NULL));
			decisions++;
		}
		escopa_game_free(game);
	}
	ck_assert_int_ge(decisions, 30 * games);
	for (int k = 0; k < 3; k++)
		escopa_bot_free(bots[k]);
	escopa_bot_free(untouched);
}
END_TEST

/*
 * The beginner of doc/players.md ("Mistakes"), recomputed from the public
 * API on the true game, reading only what the seat may know: a card it
 * takes is worth 10, a coin 20 more, a seven 30 more, the seven of coins
 * 60 more; a sweep point 100; a trail or a set costs the card's worth
 * beyond 10 plus its capture value (a joker 60); the crude check costs 50
 * per sweep point when some card the seat has not seen, of the value that
 * would sweep the table the move leaves, exists. The blind spots: captures
 * of 3 piles or more unseen (unless they are all it has), no check, every
 * card worth 10, or any capture first and the most cards taken.
 */
struct beginner_case {
	struct escopa_game *game;
	escopa_cardset_t unseen;
	escopa_cardset_t table;
	escopa_cardset_t piles[64];
	size_t n_piles;
};

static int
documented_worth(escopa_cardset_t cards, bool all_plain)
{
	int total = 0;
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		if (!(cards & ESCOPA_CARDSET_OF(c)))
			continue;
		total += 10;
		if (all_plain || c >= ESCOPA_JOKER_1)
			continue;
		if (ESCOPA_CARDSET_OF(c) & ESCOPA_CARDSET_COINS)
			total += 20;
		if (c / 4 + 1 == 7)
			total += 30;
		if (c == ESCOPA_SEVEN_OF_COINS)
			total += 60;
	}
	return total;
}

static int
piles_in(const struct beginner_case *bc, escopa_cardset_t target)
{
	int n = 0;
	for (size_t i = 0; i < bc->n_piles; i++)
		n += (bc->piles[i] & ~target) == 0;
	return n;
}

static int
game_rule(const struct escopa_game *game, enum escopa_option option)
{
	int value = -1;
	ck_assert_ok(escopa_game_option(game, option, &value));
	return value;
}

/* The sweep points the next player might make on `table` after the move
 * was played into `after`: 0 when none is feared. */
static int
documented_fear(const struct beginner_case *bc, const struct escopa_game *after,
		escopa_cardset_t table)
{
	if (phase_of(after) != ESCOPA_PHASE_PLAYING || !table || (table & ESCOPA_CARDSET_JOKERS))
		return 0;
	size_t stock = 0;
	ck_assert_ok(escopa_game_stock(after, NULL, 0, &stock));
	int players = 0, held = 0;
	ck_assert_ok(escopa_game_players(after, &players));
	for (int s = 0; s < players; s++) {
		escopa_cardset_t hand;
		ck_assert_ok(escopa_game_hand(after, s, &hand));
		held += __builtin_popcountll(hand);
	}
	if (stock == 0 && held == 1 && !game_rule(after, ESCOPA_OPT_SWEEP_ON_LAST_PLAY))
		return 0;
	int sum = 0;
	for (escopa_card_t c = 0; c < ESCOPA_JOKER_1; c++)
		sum += table & ESCOPA_CARDSET_OF(c) ? c / 4 + 1 : 0;
	for (int v = 1; v <= 10; v++) {
		if (!(bc->unseen & ESCOPA_CARDSET_RANK(v)))
			continue;
		if (game_rule(after, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH) {
			if (v == sum)
				return 1;
		} else if (game_rule(after, ESCOPA_OPT_CAPTURE_MULTIPLES)) {
			if ((sum + v) % 15 == 0)
				return (sum + v) / 15;   /* one value at most in ten in a row */
		} else if (sum + v == 15) {
			return 1;
		}
	}
	return 0;
}

static long
documented_value(const struct beginner_case *bc, escopa_move_t move, enum blind_spot blind)
{
	struct escopa_game *after = NULL;
	ck_assert_ok(escopa_game_clone(bc->game, &after));
	struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
	ck_assert_ok(escopa_game_play(after, move, &result));
	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	bool capture = ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE;
	bool all_plain = blind == BLIND_SEVENS_AND_COINS;
	long value;
	escopa_cardset_t left;
	if (capture && blind == BLIND_MOST_CARDS) {
		value = 10000 + 10 * (__builtin_popcountll(target) + 1);
		escopa_game_free(after);
		return value;
	}
	if (capture) {
		value = documented_worth(target | ESCOPA_CARDSET_OF(card), all_plain) +
			100 * result.sweep_points;
		left = bc->table & ~target;
	} else {
		int cost = card >= ESCOPA_JOKER_1
				   ? 60
				   : documented_worth(ESCOPA_CARDSET_OF(card), all_plain) - 10 + card / 4 + 1;
		value = -cost;
		left = bc->table | ESCOPA_CARDSET_OF(card);
	}
	if (blind != BLIND_SWEEP_DANGER)
		value -= 50 * documented_fear(bc, after, left);
	escopa_game_free(after);
	return value;
}

/* The documented beginner's move with a blind spot (BLIND_NONE: none). */
static escopa_move_t
documented_beginner(const struct beginner_case *bc, enum blind_spot blind)
{
	escopa_move_t moves[BOT_MAX_MOVES];
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(bc->game, moves, BOT_MAX_MOVES, &count));
	size_t n = count < BOT_MAX_MOVES ? count : BOT_MAX_MOVES;
	bool small[BOT_MAX_MOVES], any_small = false;
	for (size_t i = 0; i < n; i++) {
		small[i] = ESCOPA_MOVE_KIND(moves[i]) != ESCOPA_MOVE_CAPTURE ||
			   piles_in(bc, ESCOPA_MOVE_TARGET(moves[i])) < 3;
		any_small |= small[i];
	}
	bool hide = blind == BLIND_BIG_CAPTURES && any_small;
	escopa_move_t best = 0;
	long best_value = 0;
	for (size_t i = 0; i < n; i++) {
		if (hide && !small[i])
			continue;
		long value = documented_value(bc, moves[i], blind);
		if (best == 0 || value > best_value) {
			best = moves[i];
			best_value = value;
		}
	}
	return best;
}

static void
beginner_case_of(struct escopa_game *game, struct beginner_case *bc)
{
	bc->game = game;
	int seat;
	ck_assert_ok(escopa_game_current_seat(game, &seat));
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, seat, &view));
	ck_assert_ok(escopa_view_unseen(view, &bc->unseen));
	escopa_view_free(view);
	ck_assert_ok(escopa_game_table(game, &bc->table));
	ck_assert_ok(escopa_game_piles(game, bc->piles, 64, &bc->n_piles));
}

/* The blind spot the decision of `bot` on the game draws. */
static enum blind_spot
drawn_blind_spot(const struct escopa_bot *bot, const struct escopa_game *game)
{
	struct escopa_view view;
	view_from_game(game, game->seat, &view);
	uint64_t rng = bot_mix(bot->settings.seed, view_key(&view));
	return mistake_draw(rng, bot_option(bot, ESCOPA_BOT_OPT_MISTAKES));
}

START_TEST(every_mistake_is_the_documented_beginner_s_move)
{
	/* Greedy and PIMC bots that always make mistakes, against greedy,
	 * in sum and match modes, with stacking, jokers, capture multiples
	 * and four players: every move is the beginner's with the drawn
	 * blind spot, and each blind spot changes some moves. */
	static const struct {
		enum escopa_preset preset;
		int players;
	} settings[] = {
		{ ESCOPA_PRESET_ESCOBA_DE_15, 2 }, { ESCOPA_PRESET_SCOPA, 2 },
		{ ESCOPA_PRESET_ESCOBA, 2 }, { ESCOPA_PRESET_ESCOBA_COMODINES, 4 },
		{ ESCOPA_PRESET_ESCOVA_DE_31, 2 }, { ESCOPA_PRESET_ESCOPA, 4 },
	};
	int changed[BLIND_SPOTS] = { 0 }, drawn[BLIND_SPOTS] = { 0 };
	/* A game of each setting at the least, even under valgrind: a blind
	 * spot drawn in two games only may change no move. */
	int games = test_games(12) < 6 ? 6 : test_games(12);
	for (int g = 0; g < games; g++) {
		int which = g % 6;
		struct escopa_bot *beginner =
			bot_with_mistakes(g % 2 ? ESCOPA_BOT_PIMC : ESCOPA_BOT_GREEDY, 8, 1000,
					  (uint64_t)g);
		struct escopa_bot *greedy = new_bot(ESCOPA_BOT_GREEDY, 0, 0);
		struct escopa_game *game = new_game(settings[which].preset, settings[which].players,
						    700 + (uint64_t)g, NULL);
		enum escopa_phase phase;
		while (escopa_game_phase(game, &phase) == ESCOPA_OK &&
		       phase != ESCOPA_PHASE_GAME_OVER) {
			if (phase != ESCOPA_PHASE_PLAYING) {
				ck_assert_ok(escopa_game_next_hand(game));
				continue;
			}
			escopa_move_t move;
			int seat;
			ck_assert_ok(escopa_game_current_seat(game, &seat));
			if (seat % 2) {
				ck_assert_ok(escopa_bot_choose_game(greedy, game, &move));
				ck_assert_ok(escopa_game_play(game, move, NULL));
				continue;
			}
			ck_assert_ok(escopa_bot_choose_game(beginner, game, &move));
			enum blind_spot blind = drawn_blind_spot(beginner, game);
			ck_assert_int_ne(blind, BLIND_NONE);
			drawn[blind]++;
			struct beginner_case bc;
			beginner_case_of(game, &bc);
			ck_assert_uint_eq(move, documented_beginner(&bc, blind));
			changed[blind] += move != documented_beginner(&bc, BLIND_NONE);
			ck_assert_ok(escopa_game_is_legal(game, move));
			ck_assert_ok(escopa_game_play(game, move, NULL));
		}
		escopa_game_free(game);
		escopa_bot_free(beginner);
		escopa_bot_free(greedy);
	}
	for (int b = BLIND_NONE + 1; b < BLIND_SPOTS; b++) {
		ck_assert_int_gt(drawn[b], 0);
		ck_assert_int_gt(changed[b], 0);
	}
}
END_TEST

START_TEST(blind_spots_come_in_their_documented_shares)
{
	/* Of a million generators, mistakes 1000 makes every decision a
	 * mistake, 250 a quarter of them; the blind spots 30%, 30%, 20%, 20%. */
	static const int percent[BLIND_SPOTS] = { 0, 30, 30, 20, 20 };
	int counts[BLIND_SPOTS] = { 0 }, quarter = 0, none = 0;
	enum { N = 1000000 };
	for (uint64_t i = 0; i < N; i++) {
		counts[mistake_draw(bot_mix(i, 99), 1000)]++;
		quarter += mistake_draw(bot_mix(i, 99), 250) != BLIND_NONE;
		none += mistake_draw(bot_mix(i, 99), 0) != BLIND_NONE;
	}
	ck_assert_int_eq(counts[BLIND_NONE], 0);
	ck_assert_int_eq(none, 0);
	ck_assert_int_lt(abs(quarter - N / 4), N / 200);
	for (int b = BLIND_NONE + 1; b < BLIND_SPOTS; b++)
		ck_assert_int_lt(abs(counts[b] - N / 100 * percent[b]), N / 200);
}
END_TEST

/* The moves a bot chooses over the plies of a game against greedy. */
static void
choices(struct escopa_bot *bot, uint64_t seed, escopa_move_t *moves, int plies)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, NULL);
	for (int i = 0; i < plies && phase_of(game) == ESCOPA_PHASE_PLAYING; i++) {
		ck_assert_ok(escopa_bot_choose_game(bot, game, &moves[i]));
		ck_assert_ok(escopa_game_play(game, moves[i], NULL));
	}
	escopa_game_free(game);
}

START_TEST(choices_depend_on_the_view_and_seed_alone)
{
	/* The same on 1 and 3 threads, from another bot of the same seed;
	 * another seed makes other mistakes. */
	enum { PLIES = 30 };
	for (int kind = ESCOPA_BOT_PIMC; kind <= ESCOPA_BOT_ISMCTS; kind++) {
		struct escopa_bot *one = bot_with_mistakes((enum escopa_bot_kind)kind, 40, 400, 6);
		struct escopa_bot *three = bot_with_mistakes((enum escopa_bot_kind)kind, 40, 400, 6);
		ck_assert_ok(escopa_bot_set(three, ESCOPA_BOT_OPT_THREADS, 3));
		escopa_move_t a[PLIES], b[PLIES];
		for (uint64_t seed = 1; seed <= 3; seed++) {
			choices(one, seed, a, PLIES);
			choices(three, seed, b, PLIES);
			if (kind == ESCOPA_BOT_PIMC)   /* ISMCTS grows a tree per thread */
				ck_assert(memcmp(a, b, sizeof a) == 0);
		}
		escopa_bot_free(one);
		escopa_bot_free(three);
	}
	struct escopa_bot *greedy[3] = {
		bot_with_mistakes(ESCOPA_BOT_GREEDY, 0, 500, 6),
		bot_with_mistakes(ESCOPA_BOT_GREEDY, 0, 500, 6),
		bot_with_mistakes(ESCOPA_BOT_GREEDY, 0, 500, 7),
	};
	escopa_move_t a[PLIES], b[PLIES], c[PLIES];
	choices(greedy[0], 9, a, PLIES);
	choices(greedy[1], 9, b, PLIES);
	choices(greedy[2], 9, c, PLIES);
	ck_assert(memcmp(a, b, sizeof a) == 0);
	ck_assert(memcmp(a, c, sizeof a) != 0);
	for (int k = 0; k < 3; k++)
		escopa_bot_free(greedy[k]);

	/* A card of the other hand swapped with one of the stock: the seat
	 * sees the same, and its mistakes are the same. */
	struct escopa_bot *bots[2] = {
		bot_with_mistakes(ESCOPA_BOT_GREEDY, 0, 1000, 2),
		bot_with_mistakes(ESCOPA_BOT_PIMC, 16, 1000, 2),
	};
	for (uint64_t seed = 0; seed < 20; seed++) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, seed, NULL);
		struct escopa_game *swapped = NULL;
		ck_assert_ok(escopa_game_clone(game, &swapped));
		int other = 1 - game->seat;
		escopa_card_t held = lowest_card(game->hands[other]);
		escopa_card_t stocked = game->stock[game->stock_pos + seed % 10];
		swapped->hands[other] = (swapped->hands[other] & ~ESCOPA_CARDSET_OF(held)) |
					ESCOPA_CARDSET_OF(stocked);
		swapped->stock[game->stock_pos + seed % 10] = (uint8_t)held;
		for (int k = 0; k < 2; k++) {
			escopa_move_t x, y;
			ck_assert_ok(escopa_bot_choose_game(bots[k], game, &x));
			ck_assert_ok(escopa_bot_choose_game(bots[k], swapped, &y));
			ck_assert_uint_eq(x, y);
		}
		escopa_game_free(game);
		escopa_game_free(swapped);
	}
	for (int k = 0; k < 2; k++)
		escopa_bot_free(bots[k]);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("bot-mistakes");
	TCase *tc = tcase_create("bot-mistakes");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, the_option_has_its_bounds_and_refuses_without_a_trace);
	tcase_add_test(tc, no_mistakes_plays_as_the_kind_always_did);
	tcase_add_test(tc, every_mistake_is_the_documented_beginner_s_move);
	tcase_add_test(tc, blind_spots_come_in_their_documented_shares);
	tcase_add_test(tc, choices_depend_on_the_view_and_seed_alone);
	suite_add_tcase(s, tc);
	return s;
}
