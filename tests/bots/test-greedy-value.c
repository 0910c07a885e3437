/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The greedy player weighs a move by what the move would do, without
 * playing it (lib/bots/player.c). Here every legal move of every decision
 * is weighed both ways: by greedy_values(), and by the reference below,
 * which plays the move on a copy of the game (game_apply()) and reads the
 * play's result and the state after it. The two
 * must agree to the unit, in seeded games of every preset, with 2, 3 and
 * 4 players, under every rule option that changes what a play does, and
 * in hand-made positions: jokers, stacks, capture multiples, the last
 * play of a hand and a redeal.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "escopa-private.h"

/* ---- the reference: the move played on a copy ---- */

/* The greedy player's weights (doc/players.md). */
#define W_CARD 20
#define W_COIN 40
#define W_SEVEN 80
#define W_SEVEN_OF_COINS 200
#define W_SWEEP 1000
#define W_SWEEP_DANGER 300
#define W_JOKER_KEPT 150

static int
ref_card_worth(escopa_card_t card)
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

/* ref_card_worth() added up over a set, by counts: every card (a joker too)
 * is worth W_CARD, and the coins, sevens and the seven of coins, all
 * regular cards, their extras. */
static int
ref_cardset_worth(escopa_cardset_t set)
{
	return W_CARD * popcount64(set) + W_COIN * popcount64(set & ESCOPA_CARDSET_COINS) +
	       W_SEVEN * popcount64(set & ESCOPA_CARDSET_RANK(7)) +
	       (set >> ESCOPA_SEVEN_OF_COINS & 1 ? W_SEVEN_OF_COINS : 0);
}

/* What giving a card away to the table costs: what it would be worth to
 * whoever captures it, without the base card weight, plus its capture
 * value so that low cards go first. */
static int
ref_trail_cost(escopa_card_t card)
{
	if (card_is_joker(card))
		return W_JOKER_KEPT;
	return ref_card_worth(card) - W_CARD + card_value(card);
}

/* The cards the player to move cannot see: every card of the deck except
 * its own hand, the table and what is known to be out of play. Hands of
 * other players and the stock are never looked at. */
static escopa_cardset_t
ref_unseen_cards(const struct escopa_game *game, escopa_cardset_t own)
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
ref_cards_in_hands(const struct escopa_game *game)
{
	int n = 0;
	for (int seat = 0; seat < game->players; seat++)
		n += popcount64(game->hands[seat]);
	return n;
}

/* The chance, in thousandths, that hand_size cards drawn from unseen
 * cards include at least one of wanted of them. */
static int
ref_chance_of_holding(int unseen, int wanted, int hand_size)
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

/* What the reference saw of a move, to count what the games covered. */
struct ref_parts {
	bool swept;                            /* scored a sweep */
	bool last_take;                        /* the end of the hand gave the table to a side */
	bool redealt;
	bool danger;                           /* the next player's sweep weighed */
};

/*
 * The sweep points the next player can expect to make, in thousandths:
 * the most a sweep could score times the chance that the next player
 * holds a card that makes one, that card drawn from those the mover
 * cannot see. Jokers are left out on either side: a sweep that a joker
 * helps scores nothing.
 */
static int
ref_sweep_danger(const struct escopa_game *after, escopa_cardset_t own, escopa_cardset_t table)
{
	if (after->phase != ESCOPA_PHASE_PLAYING || table == 0)
		return 0;
	if (table & ESCOPA_CARDSET_JOKERS)
		return 0;
	bool last_play = after->stock_pos >= after->deck_size && ref_cards_in_hands(after) == 1;
	if (last_play && !rule(&after->rules, ESCOPA_OPT_SWEEP_ON_LAST_PLAY))
		return 0;

	escopa_cardset_t unseen = ref_unseen_cards(after, own) | (after->table & ~table);
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
	return points * ref_chance_of_holding(popcount64(unseen), popcount64(sweepers), hand_size);
}

static long
reference_value(const struct escopa_game *game, escopa_move_t move, struct ref_parts *parts)
{
	struct escopa_game after = *game;
	struct escopa_play_result result;
	game_apply(&after, move, &result);

	escopa_card_t card = ESCOPA_MOVE_CARD(move);
	long value = 0;
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE)
		value += ref_cardset_worth(result.taken | ESCOPA_CARDSET_OF(card)) +
			 (long)W_SWEEP * result.sweep_points;
	else
		value -= ref_trail_cost(card);
	if (result.last_take_side >= 0) {
		int worth = ref_cardset_worth(result.last_take);
		value += result.last_take_side == result.side ? worth : -worth;
	}
	/* As the mover knows them: its hand before a redeal, the table
	 * without the cards the redeal put there. */
	escopa_cardset_t own = game->hands[result.seat] & ~ESCOPA_CARDSET_OF(card);
	escopa_cardset_t table = after.table;
	if (result.flags & ESCOPA_PLAYED_REDEALT)
		table &= game->table | ESCOPA_CARDSET_OF(card);
	int danger = ref_sweep_danger(&after, own, table);
	value -= (long)W_SWEEP_DANGER * danger / 1000;
	*parts = (struct ref_parts){
		.swept = result.sweep_points > 0,
		.last_take = result.last_take_side >= 0,
		.redealt = (result.flags & ESCOPA_PLAYED_REDEALT) != 0,
		.danger = danger > 0,
	};
	return value;
}

/* ---- comparing the two ---- */

#define MAX_MOVES 512

/* What the checked decisions covered. */
struct coverage {
	long decisions;                        /* with two moves or more */
	long moves;
	long sweeps;
	long last_takes;
	long redeals;
	long dangers;
	long stacked;                          /* decisions with a stacked pile on the table */
	long jokers;                           /* decisions with a joker in hand or on the table */
};

static void
fail_at(const struct escopa_game *game, escopa_move_t move, long got, long want)
{
	char position[2048], text[128];
	size_t len;
	if (escopa_game_format_position(game, position, sizeof position, &len) != ESCOPA_OK)
		strcpy(position, "(unformatted)");
	if (escopa_move_format(move, ESCOPA_STYLE_ASCII, text, sizeof text, &len) != ESCOPA_OK)
		strcpy(text, "(unformatted)");
	ck_abort_msg("%s\nmove %s: valued %ld, played on a copy %ld", position, text, got, want);
}

/* Every legal move of the seat to play, weighed both ways; and the pick,
 * the first of the best. */
static void
check_decision(const struct escopa_game *game, struct coverage *seen)
{
	escopa_move_t moves[MAX_MOVES];
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, moves, MAX_MOVES, &count));
	ck_assert_uint_ge(count, 1);
	ck_assert_uint_le(count, MAX_MOVES);
	long values[MAX_MOVES];
	greedy_values(game, moves, count, values);
	size_t best = 0;
	for (size_t i = 0; i < count; i++) {
		struct ref_parts parts;
		long want = reference_value(game, moves[i], &parts);
		if (values[i] != want)
			fail_at(game, moves[i], values[i], want);
		if (want > values[best])
			best = i;
		seen->moves++;
		seen->sweeps += parts.swept;
		seen->last_takes += parts.last_take;
		seen->redeals += parts.redealt;
		seen->dangers += parts.danger;
	}
	ck_assert_uint_eq(greedy_pick(game, moves, count), count == 1 ? 0 : best);
	if (count > 1) {
		seen->decisions++;
		seen->stacked += game->n_stacks > 0;
		seen->jokers += ((game->table | game->hands[game->seat]) & ESCOPA_CARDSET_JOKERS) != 0;
	}
}

/* ---- seeded games ---- */

/* Rule changes on top of a preset, pairs of option and value ended by
 * -1; a change the preset conflicts with is passed over. */
static const int variants[][9] = {
	{ -1 },
	{ ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 0, -1 },
	{ ESCOPA_OPT_SWEEP_ON_LAST_PLAY, 1, -1 },
	{ ESCOPA_OPT_CAPTURE_MULTIPLES, 1, -1 },
	{ ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_NONE, -1 },
	{ ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 },
	{ ESCOPA_OPT_DEAL_ROTATION, 1, -1 },
	{ ESCOPA_OPT_DEAL_ROTATION, 0, ESCOPA_OPT_LAST_CAPTURE_TAKES, 0, -1 },
	{ ESCOPA_OPT_STACKING, 0, ESCOPA_OPT_JOKERS, 1, ESCOPA_OPT_DEAL_ROTATION, 1, -1 },
	{ ESCOPA_OPT_STACKING, 0, ESCOPA_OPT_JOKERS, 2, ESCOPA_OPT_CAPTURE_MULTIPLES, 1, -1 },
	{ ESCOPA_OPT_PARTNERSHIPS, 0, -1 },
	{ ESCOPA_OPT_JOKERS, 0, ESCOPA_OPT_STACKING, 1, -1 },
	{ ESCOPA_OPT_JOKERS, 0, ESCOPA_OPT_STACKING, 1, ESCOPA_OPT_FORCED_CAPTURE,
	  ESCOPA_FORCED_NONE, -1 },
	{ ESCOPA_OPT_INITIAL_TABLE, ESCOPA_INITIAL_DEALER_SWEEPS, -1 },
};
#define VARIANT_COUNT (int)(sizeof variants / sizeof variants[0])

/* Games per preset, players and variant; fewer under valgrind. */
static int
games_wanted(void)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 100 : 6;
	return n < 1 ? 1 : n > 6 ? 6 : n;
}

/* Hands played of each game: enough for every round, redeal and end of
 * a hand, without playing every game to its target. */
#define HANDS_PER_GAME 3

/* The rules of a preset with a variant, or NULL when they conflict. */
static struct escopa_rules *
variant_rules(enum escopa_preset preset, const int *change)
{
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(preset, &rules));
	for (const int *o = change; *o >= 0; o += 2) {
		enum escopa_status rc = escopa_rules_set(rules, (enum escopa_option)o[0], o[1]);
		if (rc == ESCOPA_E_CONFLICT) {
			escopa_rules_free(rules);
			return NULL;
		}
		ck_assert_ok(rc);
	}
	return rules;
}

/* Plays a seeded game for a few hands, every decision checked; a seat
 * plays greedily or at random as the seed's bits say. */
static void
check_game(const struct escopa_rules *rules, int players, uint64_t seed, struct coverage *seen)
{
	struct escopa_game *game = NULL;
	ck_assert_ok(escopa_game_new(rules, players, seed, &game));
	uint64_t rng = seed * 7919;
	int hands = 1;
	for (;;) {
		enum escopa_phase phase = phase_of(game);
		if (phase == ESCOPA_PHASE_GAME_OVER)
			break;
		if (phase != ESCOPA_PHASE_PLAYING) {
			if (phase == ESCOPA_PHASE_HAND_OVER && ++hands > HANDS_PER_GAME)
				break;
			ck_assert_ok(escopa_game_next_hand(game));
			continue;
		}
		check_decision(game, seen);
		int seat;
		ck_assert_ok(escopa_game_current_seat(game, &seat));
		bool greedy = (seed >> seat) & 1;
		escopa_move_t move;
		ck_assert_ok(escopa_game_choose_move(game, greedy ? ESCOPA_PLAYER_GREEDY
								  : ESCOPA_PLAYER_RANDOM, &rng, &move));
		ck_assert_ok(escopa_game_play(game, move, NULL));
	}
	escopa_game_free(game);
}

/* The loop index _i is the preset. */
START_TEST(greedy_values_equal_playing_on_a_copy_in_seeded_games)
{
	enum escopa_preset preset = (enum escopa_preset)_i;
	struct coverage seen = { 0 };
	int games = games_wanted();
	for (int players = 2; players <= 4; players++) {
		for (int v = 0; v < VARIANT_COUNT; v++) {
			struct escopa_rules *rules = variant_rules(preset, variants[v]);
			if (!rules)
				continue;
			for (int g = 0; g < games; g++) {
				uint64_t seed = (uint64_t)(1000 * _i + 100 * players + 10 * v + g) + 1;
				check_game(rules, players, seed, &seen);
			}
			escopa_rules_free(rules);
		}
	}
	/* Every kind of play was weighed, in every preset. */
	ck_assert_int_gt(seen.decisions, 1000);
	ck_assert_int_gt(seen.sweeps, 10);
	ck_assert_int_gt(seen.last_takes, 10);
	ck_assert_int_gt(seen.redeals, 10);
	ck_assert_int_gt(seen.dangers, 100);
	/* Scopa's match capture allows neither */
	ck_assert_int_gt(seen.stacked, (preset == ESCOPA_PRESET_SCOPA ? -1 : 10));
	ck_assert_int_gt(seen.jokers, (preset == ESCOPA_PRESET_SCOPA ? -1 : 10));
}
END_TEST

/* ---- hand-made positions ---- */

/* The cards of a text with piles joined by '+' and hands split by '/';
 * "-" is none. */
static escopa_cardset_t
cards_named(const char *text)
{
	char plain[512];
	size_t n = 0;
	for (; *text && n + 1 < sizeof plain; text++)
		plain[n++] = *text == '+' || *text == '/' || *text == '-' ? ' ' : *text;
	plain[n] = '\0';
	return cards(plain);
}

/* What a hand-made position must show among the decisions checked from
 * it (struct coverage). */
enum shows {
	SHOWS_SWEEP = 1 << 0,
	SHOWS_LAST_TAKE = 1 << 1,
	SHOWS_REDEAL = 1 << 2,
	SHOWS_DANGER = 1 << 3,
	SHOWS_STACKS = 1 << 4,
	SHOWS_JOKERS = 1 << 5,
};

/*
 * A position built by hand: its hands (seat 0 first, split by '/'), its
 * table, its stock (next card first, or "-") and the captures of sides 1
 * and on (split by '/'); every card of the deck named nowhere else is
 * among side 0's captures, which made the last capture. The plays follow
 * from the cards dealt. In sum mode without jokers every side's captures
 * add up to a multiple of 15, so that the cards left in play add up to
 * 10 modulo 15.
 */
struct hand_made {
	const char *rules;
	int players;
	int dealer;
	int seat;
	const char *hands;
	const char *table;
	const char *stock;
	const char *captured;                  /* sides 1.. */
	unsigned shows;                        /* enum shows */
};

static struct escopa_game *
hand_made_game(const struct hand_made *h)
{
	struct escopa_rules *rules = NULL;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_ok(escopa_rules_parse(h->rules, strlen(h->rules), &rules, &error));
	int jokers = 0;
	ck_assert_ok(escopa_rules_get(rules, ESCOPA_OPT_JOKERS, &jokers));
	escopa_rules_free(rules);
	escopa_cardset_t deck = ESCOPA_CARDSET_DECK;
	for (int j = 0; j < jokers; j++)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_1 + j);
	escopa_cardset_t in_hands = cards_named(h->hands);
	escopa_cardset_t named = in_hands | cards_named(h->table) | cards_named(h->stock) |
				 cards_named(h->captured);
	int stock = popcount64(cards_named(h->stock));
	/* 4 cards on the first table; the cards past the last full round
	 * (the jokers) join the table with it */
	int to_players = 40 + jokers - stock - 4 - (stock == 0 ? jokers : 0);
	char first[256], sweeps[16] = "0", scores[16] = "0";
	size_t len;
	ck_assert_ok(escopa_cardset_format(deck & ~named, ESCOPA_STYLE_ASCII, first, sizeof first,
					   &len));
	for (const char *c = h->captured; *c; c++) {
		if (*c == '/') {
			strcat(sweeps, " 0");
			strcat(scores, " 0");
		}
	}
	char text[2048];
	snprintf(text, sizeof text,
		 "position 1 | rules %s | players %d | hand 1 | dealer %d | phase playing | "
		 "seat %d | plays %d | hands %s | table %s | stock %s | captured %s / %s | "
		 "sweeps %s 0 | aside - | scores %s 0 | last 0 | winner - | rng 1a738b426458e734",
		 h->rules, h->players, h->dealer, h->seat, to_players - popcount64(in_hands),
		 h->hands, h->table, h->stock, first, h->captured, sweeps, scores);
	struct escopa_game *game = NULL;
	enum escopa_status rc = escopa_game_parse_position(text, strlen(text), &game, &error);
	ck_assert_msg(rc == ESCOPA_OK, "%s: %s", text, error.message);
	return game;
}

/* A position, and every position `depth` plays or fewer lead to: the
 * end of the round or of the hand. */
static void
check_from(const struct escopa_game *game, int depth, struct coverage *seen)
{
	check_decision(game, seen);
	escopa_move_t moves[MAX_MOVES];
	size_t count = 0;
	ck_assert_ok(escopa_game_moves(game, moves, MAX_MOVES, &count));
	for (size_t i = 0; depth > 0 && i < count && i < MAX_MOVES; i++) {
		struct escopa_game next = *game;
		game_apply(&next, moves[i], NULL);
		if (next.phase == ESCOPA_PHASE_PLAYING)
			check_from(&next, depth - 1, seen);
	}
}

static const struct hand_made hand_made_positions[] = {
	/* jokers in hand and on the table: captures a joker helps, sweeps
	 * that score nothing */
	{ "escoba_comodines forced_capture=none", 2, 1, 0, "jk1 7o 5c / 2e 6b 8o",
	  "jk2 3o 4c 1b", "9o 9c 8e 8b 10o 10c 10e 10b", "-", SHOWS_JOKERS | SHOWS_DANGER },
	/* the last round's deal puts the two cards past it on the table: a
	 * joker and the seven of coins */
	{ "escoba_comodines capture_multiples=1", 2, 1, 1, "- / 5c", "3o 4c",
	  "9o 9c 8e 8b 10o 10c jk2 7o", "2e 6b", SHOWS_REDEAL },
	/* a stacked pile to capture whole or to set upon, single cards to
	 * stack */
	{ "escoba", 2, 1, 0, "5c 7e 2b / 3b 6o 10c", "1b 2o 3e 1o+4e", "9o 9c 8e 10b 10o 10e",
	  "-", SHOWS_STACKS | SHOWS_DANGER },
	/* four piles: a card that cannot capture must be set */
	{ "escoba", 2, 1, 0, "1c 9b / 2c 7b", "1o+4e 2o+3e 6o+2b 3o", "-",
	  "9o 9c 8e 8b 10o 1e", SHOWS_STACKS | SHOWS_LAST_TAKE },
	/* capture multiples: a sweep of 30 scores 2; the danger of a sweep
	 * of 30 after a trail */
	{ "escopa", 2, 1, 0, "10o 7o 1c / 10c 4b 6e", "10e 5o 3c 2b", "5c 2o 2c 1o 1e 1b", "-",
	  SHOWS_SWEEP | SHOWS_DANGER },
	/* the dealer's last card with cards in the stock: the redeal, with
	 * and without deal rotation, with 2 and 4 players */
	{ "escoba_de_15", 2, 1, 1, "- / 5c", "3o 7c 10e", "9o 5o 1o 1c 4o 10o", "2e 6b 7e",
	  SHOWS_REDEAL | SHOWS_DANGER },
	{ "escopa", 2, 1, 1, "- / 5c", "3o 7c 10e", "9o 5o 1o 1c 4o 10o", "2e 6b 7e",
	  SHOWS_REDEAL | SHOWS_DANGER },
	{ "escopa", 4, 2, 2, "- / - / 4c / -", "1o 10e", "9o 10o 1c 1e 1b 2o 2c 2e 2b 3o 3c 4o",
	  "5o 6b 7e 3e 3b 6o", SHOWS_REDEAL | SHOWS_DANGER },
	/* In sum mode without jokers the cards left in play add up to 10
	 * modulo 15: a sweep on the hand's last play takes a joker among
	 * the captures, or Scopa's match capture. */
	{ "scopa sweep_on_last_play=1", 2, 1, 1, "- / 3c", "3o", "-", "9o 9c 8e 8b 10b 1e",
	  SHOWS_SWEEP },
	{ "escoba_comodines", 2, 1, 1, "- / 2c", "10e 3o", "-", "9o 9c 8e 8b 10b 1e",
	  SHOWS_SWEEP },
	{ "scopa", 2, 1, 1, "- / 3c", "3o", "-", "9o 9c 8e 8b 10b 1e", 0 },
	{ "escoba_comodines sweep_on_last_play=0", 2, 1, 1, "- / 2c", "10e 3o", "-",
	  "9o 9c 8e 8b 10b 1e", 0 },
};

/* The loop index _i is the position. */
START_TEST(greedy_values_in_hand_made_positions)
{
	const struct hand_made *h = &hand_made_positions[_i];
	struct coverage seen = { 0 };
	struct escopa_game *game = hand_made_game(h);
	check_from(game, 3, &seen);
	escopa_game_free(game);
	const struct {
		enum shows flag;
		long count;
	} wanted[] = {
		{ SHOWS_SWEEP, seen.sweeps }, { SHOWS_LAST_TAKE, seen.last_takes },
		{ SHOWS_REDEAL, seen.redeals }, { SHOWS_DANGER, seen.dangers },
		{ SHOWS_STACKS, seen.stacked }, { SHOWS_JOKERS, seen.jokers },
	};
	for (size_t w = 0; w < sizeof wanted / sizeof wanted[0]; w++) {
		if (h->shows & wanted[w].flag)
			ck_assert_msg(wanted[w].count > 0, "%s: shows no %#x", h->rules,
				      (unsigned)wanted[w].flag);
	}
}
END_TEST

/* The last play and the one before, under each rule of the end of a
 * hand; with 2, 3 and 4 players. The loop index _i is the rules. */
START_TEST(greedy_values_on_the_last_plays)
{
	static const char *const rules[] = {
		"escoba_de_15", "escoba_de_15 sweep_on_last_play=0",
		"escoba_de_15 last_capture_takes=0", "scopa", "escopa",
	};
	static const struct hand_made last_plays[] = {
		/* seat 0 then the dealer, one card each */
		{ NULL, 2, 1, 0, "5o / 8c", "10e 2b", "-", "9o 9c 8e 8b 10b 1e", 0 },
		{ NULL, 2, 1, 1, "- / 2c", "3o 10e 7b 3b", "-", "9o 9c 8e 8b 10b 1e", 0 },
		{ NULL, 3, 2, 1, "- / 4b / 1c", "1o 10e 2b 7b", "-", "9o 9c 8e 8b 10b 1e / 6o 6c 3e",
		  0 },
		{ NULL, 4, 3, 3, "- / - / - / 5c", "10e 3o 2b 1c 4o", "-",
		  "9o 9c 8e 8b 10b 1e 6o 6c 3e", 0 },
	};
	struct coverage seen = { 0 };
	for (size_t p = 0; p < sizeof last_plays / sizeof last_plays[0]; p++) {
		struct hand_made h = last_plays[p];
		h.rules = rules[_i];
		struct escopa_game *game = hand_made_game(&h);
		check_from(game, 3, &seen);
		escopa_game_free(game);
	}
	/* without the rule nobody takes what is left */
	ck_assert_int_eq(seen.last_takes > 0, strstr(rules[_i], "last_capture_takes=0") == NULL);
}
END_TEST

static Suite *
greedy_value_suite(void)
{
	Suite *s = suite_create("greedy-value");
	TCase *tc = tcase_create("seeded");
	tcase_set_timeout(tc, 600);
	tcase_add_loop_test(tc, greedy_values_equal_playing_on_a_copy_in_seeded_games, 0,
			    escopa_preset_count());
	suite_add_tcase(s, tc);
	tc = tcase_create("positions");
	tcase_add_loop_test(tc, greedy_values_in_hand_made_positions, 0,
			    (int)(sizeof hand_made_positions / sizeof hand_made_positions[0]));
	tcase_add_loop_test(tc, greedy_values_on_the_last_plays, 0, 5);
	suite_add_tcase(s, tc);
	return s;
}

Suite *
make_suite(void)
{
	return greedy_value_suite();
}
