/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"

escopa_card_t
card(const char *text)
{
	escopa_card_t c = -1;
	ck_assert_msg(escopa_card_parse(text, ESCOPA_STYLE_ANY, &c) == ESCOPA_OK,
		      "bad card text '%s'", text);
	return c;
}

escopa_cardset_t
cards(const char *text)
{
	escopa_cardset_t set = 0;
	ck_assert_msg(escopa_cardset_parse(text, ESCOPA_STYLE_ANY, &set) == ESCOPA_OK,
		      "bad card set text '%s'", text);
	return set;
}

static size_t
append_set(escopa_card_t *deck, size_t n, escopa_cardset_t *used, const char *text,
	   int expected)
{
	escopa_cardset_t set = text ? cards(text) : 0;
	if (expected >= 0)
		ck_assert_msg(__builtin_popcountll(set) == expected,
			      "'%s' should have %d cards", text ? text : "", expected);
	ck_assert_msg((set & *used) == 0, "'%s' repeats a card", text);
	*used |= set;
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++)
		if (set & ESCOPA_CARDSET_OF(c))
			deck[n++] = c;
	return n;
}

size_t
deck_build(const struct position *pos, escopa_card_t *deck)
{
	escopa_cardset_t used = 0;
	size_t n = 0;
	for (int i = 0; i < pos->players; i++) {
		int seat = (pos->dealer + 1 + i) % pos->players;
		n = append_set(deck, n, &used, pos->hands[seat], 3);
	}
	n = append_set(deck, n, &used, pos->table, 4);
	/* The stock keeps the order of its text. */
	if (pos->stock) {
		char buf[512];
		snprintf(buf, sizeof buf, "%s", pos->stock);
		for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
			escopa_card_t c = card(tok);
			ck_assert_msg(!(used & ESCOPA_CARDSET_OF(c)), "stock repeats %s", tok);
			used |= ESCOPA_CARDSET_OF(c);
			deck[n++] = c;
		}
	}
	escopa_cardset_t all = ESCOPA_CARDSET_DECK;
	if (pos->jokers >= 1)
		all |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_1);
	if (pos->jokers >= 2)
		all |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_2);
	ck_assert_msg((used & ~all) == 0, "position uses a joker the deck lacks");
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++)
		if ((all & ~used) & ESCOPA_CARDSET_OF(c))
			deck[n++] = c;
	return n;
}

uint64_t
next_random(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

void
shuffled_deck(uint64_t *state, escopa_card_t deck[40])
{
	for (int i = 0; i < 40; i++)
		deck[i] = i;
	for (int i = 39; i > 0; i--) {
		int j = (int)(next_random(state) % (uint64_t)(i + 1));
		escopa_card_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
}

void
bot_plays_hand(struct escopa_bot *bot, struct escopa_game *game)
{
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase == ESCOPA_PHASE_PLAYING) {
		escopa_move_t move;
		struct escopa_move_value values[64];
		size_t count;
		ck_assert_ok(escopa_bot_analyze_game(bot, game, values, 64, &count));
		ck_assert_ok(escopa_bot_choose_game(bot, game, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
}

static struct escopa_rules *
rules_with(enum escopa_preset preset, const int *opts)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	for (const int *o = opts; o && *o >= 0; o += 2)
		ck_assert_ok(escopa_rules_set(rules, (enum escopa_option)o[0], o[1]));
	return rules;
}

struct escopa_game *
new_game(enum escopa_preset preset, int players, uint64_t seed, const int *opts)
{
	struct escopa_rules *rules = rules_with(preset, opts);
	struct escopa_game *game = NULL;
	ck_assert_ok(escopa_game_new(rules, players, seed, &game));
	escopa_rules_free(rules);
	return game;
}

enum escopa_phase
phase_of(const struct escopa_game *game)
{
	enum escopa_phase phase = (enum escopa_phase)-1;
	ck_assert_ok(escopa_game_phase(game, &phase));
	return phase;
}

bool
play_random(struct escopa_game *game, int n, uint64_t *rng)
{
	for (int i = 0; i < n; i++) {
		enum escopa_phase phase = phase_of(game);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			return false;
		if (phase == ESCOPA_PHASE_HAND_OVER || phase == ESCOPA_PHASE_MISDEAL) {
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		escopa_move_t moves[512];
		size_t count = 0;
		ck_assert_ok(escopa_game_moves(game, moves, 512, &count));
		ck_assert_ok(escopa_game_play(game, moves[next_random(rng) % (count < 512 ? count : 512)],
					      NULL));
	}
	return true;
}

bool
in_play(struct escopa_game *game, int *hands, int most)
{
	for (;;) {
		if (*hands >= most)
			return false;
		enum escopa_phase phase = phase_of(game);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			return false;
		if (phase == ESCOPA_PHASE_PLAYING)
			return true;
		*hands += phase == ESCOPA_PHASE_HAND_OVER;
		ck_assert_ok(escopa_game_next_hand(game));
	}
}

void
assert_game_unchanged(const struct escopa_game *game, const struct escopa_game *before)
{
	int equal = 0;
	ck_assert_ok(escopa_game_equal(game, before, &equal));
	ck_assert_msg(equal, "a failed call changed the game");
}

struct escopa_game *
game_from_position(enum escopa_preset preset, const struct position *pos,
		   const int *opts)
{
	struct escopa_rules *rules = rules_with(preset, opts);
	struct escopa_game *game = NULL;
	int jokers = 0;
	ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_JOKERS, &jokers));
	ck_assert_int_eq(jokers, pos->jokers);
	ck_assert_ok(escopa_game_new(rules, pos->players, 1, &game));
	escopa_rules_free(rules);

	/* A new game's first hand is dealt by the last seat, and dealing
	 * again before any card is played keeps that dealer. */
	ck_assert_msg(pos->dealer == pos->players - 1,
		      "positions are dealt by the last seat");
	escopa_card_t deck[ESCOPA_CARD_COUNT];
	size_t n = deck_build(pos, deck);
	ck_assert_ok(escopa_game_deal(game, deck, n));
	return game;
}

void
play_result(struct escopa_game *game, const char *move_text,
	    struct escopa_play_result *result)
{
	escopa_move_t move;
	ck_assert_msg(escopa_move_parse(move_text, ESCOPA_STYLE_ANY, &move) == ESCOPA_OK,
		      "bad move text '%s'", move_text);
	enum escopa_status rc = escopa_game_play(game, move, result);
	ck_assert_msg(rc == ESCOPA_OK, "playing '%s': %s", move_text,
		      escopa_status_name(rc));
}

void
play(struct escopa_game *game, const char *move_text)
{
	play_result(game, move_text, NULL);
}

size_t
move_count(const struct escopa_game *game)
{
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, NULL, 0, &count));
	return count;
}

int
has_move(const struct escopa_game *game, const char *move_text)
{
	escopa_move_t move;
	ck_assert_msg(escopa_move_parse(move_text, ESCOPA_STYLE_ANY, &move) == ESCOPA_OK,
		      "bad move text '%s'", move_text);
	size_t count = move_count(game);
	escopa_move_t *moves = calloc(count + 1, sizeof *moves);
	ck_assert_ptr_nonnull(moves);
	size_t again = 0;
	ck_assert_ok(escopa_game_moves(game, moves, count, &again));
	ck_assert_uint_eq(again, count);
	int found = 0;
	for (size_t i = 0; i < count; i++)
		found |= moves[i] == move;
	free(moves);
	return found;
}

/* A bot of a kind with its defaults, but for the budget (0: the
 * default) and the seed. */
struct escopa_bot *
new_bot(enum escopa_bot_kind kind, int iterations, uint64_t seed)
{
	struct escopa_bot *bot = NULL;
	ck_assert_ok(escopa_bot_new(kind, seed, &bot));
	if (iterations)
		ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_ITERATIONS, iterations));
	return bot;
}
