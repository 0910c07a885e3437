/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A seat's view and the sampler of its hidden cards, on the library's
 * internals: every sample is a valid game that the seat cannot tell from
 * the true one (its own view of the sample is byte for byte the view it
 * was drawn from), and the information-set key follows.
 */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "fuzz/snapshot-crc.h"
#include "escopa-private.h"

static int
games_per_setting(void)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	int n = env ? atoi(env) / 20 : 1000;
	return n < 10 ? 10 : n;
}

struct setting {
	enum escopa_preset preset;
	int players;
	int opts[8];
};

static const struct setting settings[] = {
	{ ESCOPA_PRESET_ESCOPA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA, 4, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_DE_15, 3, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_DE_15, 4, { ESCOPA_OPT_PARTNERSHIPS, 1, -1 } },
	{ ESCOPA_PRESET_ESCOVA_DE_31, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOBA_COMODINES, 4, { -1 } },
	{ ESCOPA_PRESET_SCOPA, 2, { -1 } },
	{ ESCOPA_PRESET_ESCOPA_MATCH, 2, { ESCOPA_OPT_DEAL_ROTATION, 1, -1 } },
	{ ESCOPA_PRESET_ESCOPA, 3, { ESCOPA_OPT_OPEN_TABLE, 1, -1 } },
	{ ESCOPA_PRESET_ESCOPA, 4, { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 } },
	{ ESCOPA_PRESET_ESCOBA, 3, { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 } },
};
#define N_SETTINGS (int)(sizeof settings / sizeof settings[0])

/* Samples of one view: valid, the viewer's own view of each is the view
 * itself, so its hand, hand sizes, stock size and everything public are
 * those of the game; the key is the view's. */
static void
check_samples(const struct escopa_game *game, int seat, uint64_t *rng, int samples)
{
	struct escopa_view view, again;
	view_from_game(game, seat, &view);
	uint64_t key = view_key(&view);
	struct escopa_game sample;
	bool moved = false;
	for (int i = 0; i < samples; i++) {
		view_sample(&view, rng, &sample);
		const char *why = NULL;
		enum state_field field;
		ck_assert_msg(game_check(&sample, &why, &field) == ESCOPA_OK,
			      "a sample is not a valid game: %s", why);
		ck_assert_uint_eq(sample.hands[seat], game->hands[seat]);
		view_from_game(&sample, seat, &again);
		ck_assert_msg(memcmp(&view, &again, sizeof view) == 0,
			      "a sample changes what the seat sees");
		ck_assert_uint_eq(view_key(&again), key);
		for (int s = 0; s < game->players; s++) {
			ck_assert_int_eq(popcount64(sample.hands[s]), popcount64(game->hands[s]));
			ck_assert_uint_eq(sample.hands[s] & view.excluded[s] & view.unseen, 0);
		}
		ck_assert_int_eq(sample.deck_size - sample.stock_pos, view.stock_size);
		moved |= memcmp(sample.hands, game->hands, sizeof sample.hands) != 0;
	}
	/* With hidden cards both in hands and in the stock, a hand changes. */
	int hidden_held = popcount64(view.unseen) - view.stock_size;
	if (hidden_held > 0 && view.stock_size > 0)
		ck_assert_msg(moved, "every sample dealt the true hands");
}

START_TEST(test_samples_are_consistent)
{
	const struct setting *set = &settings[_i];
	uint64_t rng = 0x5EED0000u + (uint64_t)_i;
	for (int g = 0; g < games_per_setting(); g++) {
		struct escopa_game *game = new_game(set->preset, set->players, 1000 + g, set->opts);
		int steps = (int)(next_random(&rng) % 60);
		play_random(game, steps, &rng);
		for (int seat = 0; seat < game->players; seat++)
			check_samples(game, seat, &rng, 8);
		escopa_game_free(game);
	}
}
END_TEST

/* The sampler's generator state goes to the sample, so a search past the
 * end of the hand cannot see the true next deal. */
START_TEST(test_sample_reseeds)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 9, NULL);
	struct escopa_view view;
	view_from_game(game, 0, &view);
	ck_assert_uint_eq(view.known.rng, 0);
	uint64_t rng = 1, before = rng;
	struct escopa_game a, b;
	view_sample(&view, &rng, &a);
	ck_assert_uint_ne(rng, before);
	view_sample(&view, &rng, &b);
	ck_assert_uint_ne(a.rng, b.rng);
	ck_assert_uint_ne(a.rng, game->rng);
	/* the same seed, the same sample */
	rng = before;
	view_sample(&view, &rng, &b);
	ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
	escopa_game_free(game);
}
END_TEST

/* What a view keeps and removes. */
START_TEST(test_view_hides)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 4, 3, NULL);
	struct escopa_view view;
	view_from_game(game, 2, &view);
	ck_assert_uint_eq(view.known.hands[2], game->hands[2]);
	escopa_cardset_t others = 0;
	for (int s = 0; s < 4; s++) {
		ck_assert_int_eq(view.hand_size[s], 3);
		if (s != 2) {
			ck_assert_uint_eq(view.known.hands[s], 0);
			others |= game->hands[s];
		}
	}
	for (int i = 0; i < MAX_DECK; i++)
		ck_assert_int_eq(view.known.stock[i], 0);
	ck_assert_int_eq(view.stock_size, 40 - 16);
	ck_assert_int_eq(popcount64(view.unseen), 9 + 24);
	ck_assert_uint_eq(view.unseen & others, others);
	ck_assert_uint_eq(view.unseen & (game->table | game->hands[2]), 0);
	ck_assert_int_eq(view.viewer, 2);
	escopa_game_free(game);

	/* with the open table, every hand is seen and only the stock hides */
	static const int open[] = { ESCOPA_OPT_OPEN_TABLE, 1, -1 };
	game = new_game(ESCOPA_PRESET_ESCOPA, 3, 3, open);
	view_from_game(game, 1, &view);
	for (int s = 0; s < 3; s++)
		ck_assert_uint_eq(view.known.hands[s], game->hands[s]);
	ck_assert_int_eq(popcount64(view.unseen), view.stock_size);
	escopa_game_free(game);
}
END_TEST

/* Keys: one per information set. Seats see different things; a move
 * changes what is seen; the same view twice gives the same key. */
START_TEST(test_keys_differ)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA_DE_15, 2, 5, NULL);
	struct escopa_view a, b;
	view_from_game(game, 0, &a);
	view_from_game(game, 1, &b);
	ck_assert_uint_ne(view_key(&a), view_key(&b));
	view_from_game(game, 0, &b);
	ck_assert_uint_eq(view_key(&a), view_key(&b));
	uint64_t rng = 77;
	play_random(game, 1, &rng);
	view_from_game(game, 0, &b);
	ck_assert_uint_ne(view_key(&a), view_key(&b));
	/* one bit anywhere in the view changes the key */
	view_from_game(game, 0, &a);
	for (size_t byte = 0; byte < sizeof a; byte++) {
		b = a;
		((unsigned char *)&b)[byte] ^= 1;
		ck_assert_uint_ne(view_key(&a), view_key(&b));
	}
	escopa_game_free(game);
}
END_TEST


/* ---- the public API ---- */

/* Every word of a text that names a card (in any style the card reader
 * takes), as a set. */
static escopa_cardset_t
cards_named(const char *text)
{
	escopa_cardset_t named = 0;
	const char *p = text;
	while (*p) {
		while (*p && strchr(" |/+", *p))
			p++;
		const char *start = p;
		while (*p && !strchr(" |/+", *p))
			p++;
		char word[32];
		size_t len = (size_t)(p - start);
		escopa_card_t card;
		if (len == 0 || len >= sizeof word)
			continue;
		memcpy(word, start, len);
		word[len] = '\0';
		if (escopa_card_parse(word, ESCOPA_STYLE_ASCII, &card) == ESCOPA_OK)
			named |= ESCOPA_CARDSET_OF(card);
	}
	return named;
}

static void
format_view(const struct escopa_view *view, char *text, size_t size)
{
	size_t length = 0;
	ck_assert_ok(escopa_view_format(view, text, size, &length));
	ck_assert_uint_lt(length, size);
}

/* The text and the snapshot of a view read back as the view, name no card
 * the viewer cannot see, and are the same for every game the seat cannot
 * tell from this one (a sample): they are a function of the view alone. */
static void
check_forms(const struct escopa_game *game, int seat, uint64_t *rng)
{
	struct escopa_view *view = NULL, *back = NULL;
	ck_assert_ok(escopa_view_new(game, seat, &view));
	char text[4096], again[4096];
	format_view(view, text, sizeof text);
	ck_assert_msg((cards_named(text) & view->unseen) == 0,
		      "a view's text names a hidden card: %s", text);
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_msg(escopa_view_parse(text, strlen(text), &back, &error) == ESCOPA_OK,
		      "a view's text does not read back: %s (%s)", error.message, text);
	int equal = 0;
	ck_assert_ok(escopa_view_equal(view, back, &equal));
	ck_assert_msg(equal, "a view read back from text differs: %s", text);
	escopa_view_free(back);

	uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE], snap2[ESCOPA_VIEW_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_view_snapshot(view, snap, sizeof snap));
	ck_assert_msg(escopa_view_new_from_snapshot(snap, sizeof snap, &back, &error) == ESCOPA_OK,
		      "a view's snapshot does not read back: %s", error.message);
	ck_assert_ok(escopa_view_equal(view, back, &equal));
	ck_assert_msg(equal, "a view read back from its snapshot differs");

	struct escopa_game *sample = NULL;
	ck_assert_ok(escopa_game_clone(game, &sample));
	ck_assert_ok(escopa_view_sample(view, next_random(rng), sample));
	ck_assert_ok(escopa_view_update(back, sample, seat));
	format_view(back, again, sizeof again);
	ck_assert_str_eq(again, text);
	ck_assert_ok(escopa_view_snapshot(back, snap2, sizeof snap2));
	ck_assert_int_eq(memcmp(snap, snap2, sizeof snap), 0);
	escopa_game_free(sample);
	escopa_view_free(back);
	escopa_view_free(view);
}

/* What the public getters say agrees with the game, for what is seen. */
static void
check_getters(const struct escopa_game *game, int seat)
{
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, seat, &view));
	int a = -1, b = -2;
	ck_assert_ok(escopa_view_seat(view, &a));
	ck_assert_int_eq(a, seat);
	ck_assert_ok(escopa_view_players(view, &a));
	ck_assert_int_eq(a, game->players);
	ck_assert_ok(escopa_view_sides(view, &a));
	ck_assert_int_eq(a, game->sides);
	enum escopa_phase phase;
	ck_assert_ok(escopa_view_phase(view, &phase));
	ck_assert_int_eq(phase, game->phase);
	ck_assert_ok(escopa_view_dealer(view, &a));
	ck_assert_int_eq(a, game->dealer);
	ck_assert_ok(escopa_view_hand_number(view, &a));
	ck_assert_int_eq(a, (int)game->hand_number);
	ck_assert_ok(escopa_view_stock_size(view, &a));
	ck_assert_int_eq(a, game->deck_size - game->stock_pos);
	escopa_cardset_t set = 0, want = 0;
	ck_assert_ok(escopa_view_table(view, &set));
	ck_assert_uint_eq(set, game->table);
	ck_assert_ok(escopa_view_set_aside(view, &set));
	ck_assert_uint_eq(set, game->set_aside);
	ck_assert_ok(escopa_view_unseen(view, &set));
	escopa_cardset_t seen = game->table | game->set_aside;
	for (int s = 0; s < game->sides; s++)
		seen |= game->captured[s];
	bool open = game->rules.value[ESCOPA_OPT_OPEN_TABLE] != 0;
	for (int s = 0; s < game->players; s++) {
		if (s == seat || open)
			seen |= game->hands[s];
	}
	ck_assert_uint_eq(set, ((UINT64_C(1) << game->deck_size) - 1) & ~seen);
	for (int s = 0; s < game->players; s++) {
		ck_assert_ok(escopa_view_hand(view, s, &set));
		ck_assert_uint_eq(set, s == seat || open ? game->hands[s] : 0);
		ck_assert_ok(escopa_view_hand_size(view, s, &a));
		ck_assert_int_eq(a, popcount64(game->hands[s]));
		ck_assert_ok(escopa_view_excluded(view, s, &set));
		ck_assert_uint_eq(set & game->hands[s], 0);
	}
	for (int side = 0; side < game->sides; side++) {
		ck_assert_ok(escopa_view_captured(view, side, &set));
		ck_assert_ok(escopa_game_captured(game, side, &want));
		ck_assert_uint_eq(set, want);
		ck_assert_ok(escopa_view_score(view, side, &a));
		ck_assert_ok(escopa_game_score(game, side, &b));
		ck_assert_int_eq(a, b);
		ck_assert_ok(escopa_view_sweeps(view, side, &a));
		ck_assert_ok(escopa_game_sweeps(game, side, &b));
		ck_assert_int_eq(a, b);
	}
	escopa_cardset_t piles[64], game_piles[64];
	size_t n = 0, m = 0;
	ck_assert_ok(escopa_view_piles(view, piles, 64, &n));
	ck_assert_ok(escopa_game_piles(game, game_piles, 64, &m));
	ck_assert_uint_eq(n, m);
	ck_assert_int_eq(memcmp(piles, game_piles, n * sizeof piles[0]), 0);

	/* the observation from the viewer, from the view or the game */
	uint8_t obs[ESCOPA_OBSERVATION_SIZE], obs2[ESCOPA_OBSERVATION_SIZE];
	ck_assert_ok(escopa_view_observe(view, obs));
	ck_assert_ok(escopa_game_observe_seat(game, seat, obs2));
	ck_assert_int_eq(memcmp(obs, obs2, sizeof obs), 0);
	if (game->phase == ESCOPA_PHASE_PLAYING && game->seat == seat) {
		ck_assert_ok(escopa_game_observe(game, obs2));
		ck_assert_int_eq(memcmp(obs, obs2, sizeof obs), 0);
	}

	/* the viewer's moves are the game's, in its turn only */
	escopa_move_t moves[512], game_moves[512];
	if (game->phase == ESCOPA_PHASE_PLAYING && game->seat == seat) {
		ck_assert_ok(escopa_view_moves(view, moves, 512, &n));
		ck_assert_ok(escopa_game_moves(game, game_moves, 512, &m));
		ck_assert_uint_eq(n, m);
		ck_assert_int_eq(memcmp(moves, game_moves, (n < 512 ? n : 512) * sizeof moves[0]), 0);
	} else {
		ck_assert_status(escopa_view_moves(view, moves, 512, &n), ESCOPA_E_PHASE);
	}

	/* the key of the view, and of the game from the seat */
	uint64_t key = 0, key2 = 1;
	ck_assert_ok(escopa_view_key(view, &key));
	ck_assert_ok(escopa_game_info_key(game, seat, &key2));
	ck_assert_uint_eq(key, key2);
	escopa_view_free(view);
}

START_TEST(test_public_views)
{
	const struct setting *set = &settings[_i];
	uint64_t rng = 0xF00D0000u + (uint64_t)_i;
	for (int g = 0; g < games_per_setting() / 4; g++) {
		struct escopa_game *game = new_game(set->preset, set->players, 5000 + g, set->opts);
		play_random(game, (int)(next_random(&rng) % 80), &rng);
		for (int seat = 0; seat < game->players; seat++) {
			check_getters(game, seat);
			check_forms(game, seat, &rng);
		}
		escopa_game_free(game);
	}
}
END_TEST

/* ---- every error path, with its status, leaving everything unchanged ---- */

#define SENTINEL 0x5A5A5A5A

START_TEST(test_errors_lifecycle)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 3, 42, NULL);
	struct escopa_view *view = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_new(NULL, 0, &view), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new(game, -1, &view), ESCOPA_E_INVALID);
	ck_assert_status(escopa_view_new(game, 3, &view), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(view, (struct escopa_view *)(uintptr_t)SENTINEL);
	ck_assert_ok(escopa_view_new(game, 2, &view));

	struct escopa_view before = *view;
	ck_assert_status(escopa_view_update(NULL, game, 0), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_update(view, NULL, 0), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_update(view, game, 3), ESCOPA_E_INVALID);
	ck_assert_status(escopa_view_update(view, game, -1), ESCOPA_E_INVALID);
	ck_assert_int_eq(memcmp(&before, view, sizeof before), 0);

	struct escopa_view *clone = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_clone(NULL, &clone), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_clone(view, NULL), ESCOPA_E_NULL);
	ck_assert_ptr_eq(clone, (struct escopa_view *)(uintptr_t)SENTINEL);
	ck_assert_ok(escopa_view_clone(view, &clone));
	ck_assert_status(escopa_view_copy(NULL, view), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_copy(clone, NULL), ESCOPA_E_NULL);
	ck_assert_ok(escopa_view_copy(clone, clone));
	int equal = SENTINEL;
	ck_assert_status(escopa_view_equal(NULL, view, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_equal(view, NULL, &equal), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_equal(view, clone, NULL), ESCOPA_E_NULL);
	ck_assert_int_eq(equal, SENTINEL);
	ck_assert_ok(escopa_view_update(clone, game, 0));
	ck_assert_ok(escopa_view_equal(view, clone, &equal));
	ck_assert_int_eq(equal, 0);
	ck_assert_ok(escopa_view_copy(clone, view));
	ck_assert_ok(escopa_view_equal(view, clone, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_view_free(clone);
	escopa_view_free(NULL);
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

START_TEST(test_errors_getters)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 3, 42, NULL);
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, 2, &view));
	int v = SENTINEL;
	escopa_cardset_t set = SENTINEL;
	size_t n = SENTINEL;
	uint64_t key = SENTINEL;
	enum escopa_phase phase = (enum escopa_phase)SENTINEL;
	struct escopa_rules *rules = NULL;
	ck_assert_ok(escopa_rules_new(ESCOPA_PRESET_SCOPA, &rules));

	ck_assert_status(escopa_view_seat(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_seat(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_players(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_players(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sides(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sides(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_option(NULL, ESCOPA_OPT_TARGET, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_option(view, ESCOPA_OPT_TARGET, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_option(view, (enum escopa_option)-1, &v), ESCOPA_E_OPTION);
	ck_assert_status(escopa_view_option(view, (enum escopa_option)999, &v), ESCOPA_E_OPTION);
	ck_assert_status(escopa_view_rules(NULL, rules), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_rules(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_phase(NULL, &phase), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_phase(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_current_seat(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_current_seat(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_dealer(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_dealer(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_number(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_number(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_stock_size(NULL, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_stock_size(view, NULL), ESCOPA_E_NULL);
	for (int seat = -1; seat <= 3; seat += 4) {
		ck_assert_status(escopa_view_hand(view, seat, &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_hand_size(view, seat, &v), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_excluded(view, seat, &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_captured(view, seat, &set), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_sweeps(view, seat, &v), ESCOPA_E_INVALID);
		ck_assert_status(escopa_view_score(view, seat, &v), ESCOPA_E_INVALID);
	}
	ck_assert_status(escopa_view_hand(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_size(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_hand_size(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_excluded(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_excluded(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_captured(NULL, 0, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_captured(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sweeps(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sweeps(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_score(NULL, 0, &v), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_score(view, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_table(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_table(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_set_aside(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_set_aside(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_unseen(NULL, &set), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_unseen(view, NULL), ESCOPA_E_NULL);
	escopa_cardset_t piles[4];
	ck_assert_status(escopa_view_piles(NULL, piles, 4, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_piles(view, piles, 4, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_piles(view, NULL, 4, &n), ESCOPA_E_NULL);
	escopa_move_t moves[4];
	ck_assert_status(escopa_view_moves(NULL, moves, 4, &n), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_moves(view, moves, 4, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_moves(view, NULL, 4, &n), ESCOPA_E_NULL);
	/* seat 0 is to play, not the viewer */
	ck_assert_status(escopa_view_moves(view, moves, 4, &n), ESCOPA_E_PHASE);
	uint8_t obs[ESCOPA_OBSERVATION_SIZE];
	memset(obs, 0x5A, sizeof obs);
	ck_assert_status(escopa_view_observe(NULL, obs), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_observe(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe_seat(NULL, 0, obs), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe_seat(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_observe_seat(game, 3, obs), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_observe_seat(game, -1, obs), ESCOPA_E_INVALID);
	for (size_t i = 0; i < sizeof obs; i++)
		ck_assert_int_eq(obs[i], 0x5A);
	ck_assert_status(escopa_view_key(NULL, &key), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_key(view, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_info_key(NULL, 0, &key), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_info_key(game, 0, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_game_info_key(game, 3, &key), ESCOPA_E_INVALID);
	ck_assert_status(escopa_game_info_key(game, -1, &key), ESCOPA_E_INVALID);
	struct escopa_game *before = NULL;
	ck_assert_ok(escopa_game_clone(game, &before));
	ck_assert_status(escopa_view_sample(NULL, 1, game), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_sample(view, 1, NULL), ESCOPA_E_NULL);
	assert_game_unchanged(game, before);
	ck_assert_int_eq(v, SENTINEL);
	ck_assert_uint_eq(set, SENTINEL);
	ck_assert_uint_eq(n, SENTINEL);
	ck_assert_uint_eq(key, SENTINEL);
	ck_assert_int_eq(phase, (enum escopa_phase)SENTINEL);

	/* the rules copy into an existing rule set */
	int equal = 0;
	struct escopa_rules *game_rules = NULL;
	ck_assert_ok(escopa_view_rules(view, rules));
	ck_assert_ok(escopa_game_rules(game, &game_rules));
	ck_assert_ok(escopa_rules_equal(rules, game_rules, &equal));
	ck_assert_int_eq(equal, 1);
	escopa_rules_free(game_rules);

	/* no hand in play: no seat to play, no moves */
	while (phase_of(game) == ESCOPA_PHASE_PLAYING) {
		escopa_move_t m[512];
		size_t count;
		ck_assert_ok(escopa_game_moves(game, m, 512, &count));
		ck_assert_ok(escopa_game_play(game, m[0], NULL));
	}
	ck_assert_ok(escopa_view_update(view, game, 0));
	ck_assert_status(escopa_view_current_seat(view, &v), ESCOPA_E_PHASE);
	ck_assert_status(escopa_view_moves(view, moves, 4, &n), ESCOPA_E_PHASE);
	ck_assert_int_eq(v, SENTINEL);
	escopa_game_free(before);
	escopa_rules_free(rules);
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

/* A text read as a view fails with this status at this offset, naming
 * something in its message, and leaves the view alone. */
static void
expect_refused_text(struct escopa_view *view, const char *text, size_t length, size_t offset,
		    const char *says)
{
	struct escopa_view before = *view;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_view_load(view, text, length, &error), ESCOPA_E_PARSE);
	ck_assert_int_eq(error.status, ESCOPA_E_PARSE);
	ck_assert_msg(error.offset == offset, "offset %zu, expected %zu (%s): %s", error.offset,
		      offset, error.message, text);
	ck_assert_msg(strstr(error.message, says) != NULL, "'%s' does not say '%s'",
		      error.message, says);
	ck_assert_int_eq(memcmp(&before, view, sizeof before), 0);
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_parse(text, length, &made, NULL), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);
}

/* The view text with one part replaced, and where the new part starts. */
static size_t
replaced(char *out, size_t size, const char *text, const char *old, const char *new_part)
{
	const char *at = strstr(text, old);
	ck_assert_ptr_nonnull(at);
	size_t before = (size_t)(at - text);
	snprintf(out, size, "%.*s%s%s", (int)before, text, new_part, at + strlen(old));
	return before;
}

START_TEST(test_errors_text)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 42, NULL);
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, 0, &view));
	char text[2048], bad[2048];
	format_view(view, text, sizeof text);
	/* view 1 | viewer 0 | rules escopa | players 2 | hand 1 | dealer 1 |
	 * phase playing | seat 0 | plays 0 | hands <3 cards> / ? ? ? | table ...
	 * | stock 30 | captured - / - | ... | winner - */
	ck_assert_ptr_nonnull(strstr(text, "| stock 30 |"));
	ck_assert_ptr_nonnull(strstr(text, " / ? ? ? |"));

	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_load(NULL, text, strlen(text), &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_load(view, NULL, 0, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_parse(NULL, 0, &made, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_parse(text, strlen(text), NULL, &error), ESCOPA_E_NULL);
	error.version = 99;
	ck_assert_status(escopa_view_load(view, text, strlen(text), &error), ESCOPA_E_INVALID);
	ck_assert_status(escopa_view_parse(text, strlen(text), &made, &error), ESCOPA_E_INVALID);
	ck_assert_int_eq(error.version, 99);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);

	/* a position is not a view, nor a view a position */
	char position[2048];
	size_t length;
	ck_assert_ok(escopa_game_format_position(game, position, sizeof position, &length));
	expect_refused_text(view, position, length, 0, "expected the field 'view'");
	struct escopa_game *copy = NULL;
	ck_assert_ok(escopa_game_clone(game, &copy));
	ck_assert_status(escopa_game_load_position(copy, text, strlen(text), NULL), ESCOPA_E_PARSE);
	assert_game_unchanged(copy, game);
	escopa_game_free(copy);

	size_t at;
	at = replaced(bad, sizeof bad, text, "view 1", "view 2");
	expect_refused_text(view, bad, strlen(bad), at + 5, "version 2 is not known");
	at = replaced(bad, sizeof bad, text, "viewer 0", "viewer 2");
	expect_refused_text(view, bad, strlen(bad), at + 7, "the viewer must be 0 to 1");
	at = replaced(bad, sizeof bad, text, " | viewer 0", "");
	expect_refused_text(view, bad, strlen(bad), at + 3, "expected the field 'viewer'");
	at = replaced(bad, sizeof bad, text, "stock 30", "stock 29");
	expect_refused_text(view, bad, strlen(bad), at, "do not hold every card");
	at = replaced(bad, sizeof bad, text, "stock 30", "stock 43");
	expect_refused_text(view, bad, strlen(bad), at + 6, "the stock size must be 0 to 40");
	at = replaced(bad, sizeof bad, text, "stock 30", "stock 1o");
	expect_refused_text(view, bad, strlen(bad), at + 6, "expected a number");
	at = replaced(bad, sizeof bad, text, " / ? ? ? |", " / ? ? ? ? |");
	expect_refused_text(view, bad, strlen(bad), at + 9, "at most 3 cards");
	replaced(bad, sizeof bad, text, " / ? ? ? |", " / ? ? |");
	expect_refused_text(view, bad, strlen(bad), strstr(bad, "stock 30") - bad,
			    "do not hold every card");
	char worse[2048];
	replaced(worse, sizeof worse, bad, "stock 30", "stock 31");
	expect_refused_text(view, worse, strlen(worse), strstr(worse, "stock 31") - worse,
			    "whole rounds of 3 cards");
	/* the opponent's hand shown: a hidden card named */
	char hidden[8];
	escopa_cardset_t opponent = game->hands[1];
	size_t len = 0;
	ck_assert_ok(escopa_card_format(lowest_card(opponent), ESCOPA_STYLE_ASCII, hidden,
					sizeof hidden, &len));
	char part[32];
	snprintf(part, sizeof part, " / %s ? ? |", hidden);
	replaced(bad, sizeof bad, text, " / ? ? ? |", part);
	expect_refused_text(view, bad, strlen(bad), strstr(text, "hands") - text,
			    "another seat's hand is hidden");
	/* a rng or a deal order has no place in a view */
	snprintf(bad, sizeof bad, "%s | rng 0000000000000000", text);
	expect_refused_text(view, bad, strlen(bad), strlen(text) + 3, "unexpected field after the winner");
	at = replaced(bad, sizeof bad, text, "| stock 30", "| dealt - | stock 30");
	expect_refused_text(view, bad, strlen(bad), at + 2, "expected the field 'stock'");
	/* voids without per hand forced capture */
	at = replaced(bad, sizeof bad, text, "| table", "| voids - / 5 | table");
	expect_refused_text(view, bad, strlen(bad), at + 2, "only forced_capture=per_hand");
	/* huge and binary input */
	char *huge = malloc(70000);
	memset(huge, ' ', 70000);
	memcpy(huge, text, strlen(text));
	expect_refused_text(view, huge, 70000, 65536, "longer than 65536");
	free(huge);
	memcpy(bad, text, strlen(text) + 1);
	bad[10] = '\0';
	expect_refused_text(view, bad, strlen(text), 10, "NUL");
	expect_refused_text(view, "", 0, 0, "empty");

	/* the text fits or it is not written, as everywhere */
	size_t need = 0;
	ck_assert_status(escopa_view_format(NULL, bad, sizeof bad, &need), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_format(view, bad, sizeof bad, NULL), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_format(view, NULL, 5, &need), ESCOPA_E_NULL);
	ck_assert_ok(escopa_view_format(view, NULL, 0, &need));
	ck_assert_uint_eq(need, strlen(text));
	memset(bad, 'x', sizeof bad);
	ck_assert_ok(escopa_view_format(view, bad, need, &len));
	ck_assert_uint_eq(len, need);
	ck_assert_int_eq(bad[0], '\0');
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

static void
expect_refused_snapshot(struct escopa_view *view, const uint8_t *snap, size_t size,
			size_t offset, const char *says)
{
	struct escopa_view before = *view;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_status(escopa_view_restore(view, snap, size, &error), ESCOPA_E_PARSE);
	ck_assert_msg(error.offset == offset, "offset %zu, expected %zu (%s)", error.offset, offset,
		      error.message);
	ck_assert_msg(strstr(error.message, says) != NULL, "'%s' does not say '%s'",
		      error.message, says);
	ck_assert_int_eq(memcmp(&before, view, sizeof before), 0);
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	ck_assert_status(escopa_view_new_from_snapshot(snap, size, &made, NULL), ESCOPA_E_PARSE);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);
}

START_TEST(test_errors_snapshot)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 42, NULL);
	struct escopa_view *view = NULL;
	ck_assert_ok(escopa_view_new(game, 0, &view));
	uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE + 1], bad[ESCOPA_VIEW_SNAPSHOT_SIZE + 1];
	memset(snap, 0x77, sizeof snap);
	ck_assert_status(escopa_view_snapshot(NULL, snap, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_snapshot(view, NULL, sizeof snap), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_snapshot(view, snap, ESCOPA_VIEW_SNAPSHOT_SIZE - 1),
			 ESCOPA_E_INVALID);
	for (size_t i = 0; i < sizeof snap; i++)
		ck_assert_int_eq(snap[i], 0x77);
	ck_assert_ok(escopa_view_snapshot(view, snap, sizeof snap));
	ck_assert_int_eq(snap[ESCOPA_VIEW_SNAPSHOT_SIZE], 0x77);
	ck_assert_int_eq(memcmp(snap, "ESCV", 4), 0);
	/* no deck order, no generator: only zeros where a game has them */
	for (int i = 13; i < 16; i++)
		ck_assert_int_eq(snap[i], 0);
	for (int i = 86; i < 128; i++)
		ck_assert_int_eq(snap[i], 0);

	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	struct escopa_view *made = (struct escopa_view *)(uintptr_t)SENTINEL;
	const size_t size = ESCOPA_VIEW_SNAPSHOT_SIZE;
	ck_assert_status(escopa_view_restore(NULL, snap, size, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_restore(view, NULL, size, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new_from_snapshot(NULL, size, &made, &error), ESCOPA_E_NULL);
	ck_assert_status(escopa_view_new_from_snapshot(snap, size, NULL, &error), ESCOPA_E_NULL);
	error.version = 0;
	ck_assert_status(escopa_view_restore(view, snap, size, &error), ESCOPA_E_INVALID);
	ck_assert_ptr_eq(made, (struct escopa_view *)(uintptr_t)SENTINEL);

	expect_refused_snapshot(view, snap, size - 1, size - 1, "256 bytes");
	expect_refused_snapshot(view, snap, size + 1, size, "256 bytes");
	/* a game snapshot is not a view snapshot */
	uint8_t game_snap[ESCOPA_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_game_snapshot(game, game_snap, sizeof game_snap));
	expect_refused_snapshot(view, game_snap, size, 3, "wrong magic number");
	memcpy(bad, snap, size);
	bad[4] = 2;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 4, "format 2 is not known");
	memcpy(bad, snap, size);
	bad[100] ^= 1;
	expect_refused_snapshot(view, bad, size, 252, "checksum");
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 100, "no deck order");
	memcpy(bad, snap, size);
	bad[14] = 1;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 14, "reserved");
	/* the viewer, the hand sizes */
	memcpy(bad, snap, size);
	bad[8] = 2;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 8, "the viewer is not a seat");
	memcpy(bad, snap, size);
	bad[10] = 4;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 9, "at most 3 cards");
	memcpy(bad, snap, size);
	bad[10] = 2;
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 86, "do not hold every card");
	bad[63]--; /* one card fewer dealt: the stock holds it */
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 86, "whole rounds of 3 cards");
	/* a hidden card in the hidden hand */
	memcpy(bad, snap, size);
	int hidden_card = lowest_card(game->hands[1]);
	bad[128 + 6 + hidden_card / 8] |= (uint8_t)(1u << (hidden_card % 8));
	snapshot_reseal(bad);
	expect_refused_snapshot(view, bad, size, 9, "another seat's hand is hidden");
	escopa_view_free(view);
	escopa_game_free(game);
}
END_TEST

/* Under per hand forced capture: voids are recorded, go through every
 * form, and the samples respect them. */
START_TEST(test_voids_round_trip)
{
	static const int per_hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	uint64_t rng = 99;
	int with_voids = 0, games = games_per_setting() / 4;
	for (int g = 0; g < (games > 60 ? games : 60); g++) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2 + g % 3, 7000 + g,
						    per_hand);
		play_random(game, (int)(next_random(&rng) % 40), &rng);
		if ((game->voids[0] | game->voids[1] | game->voids[2] | game->voids[3]) == 0) {
			escopa_game_free(game);
			continue;
		}
		with_voids++;
		char text[4096];
		size_t length;
		ck_assert_ok(escopa_game_format_position(game, text, sizeof text, &length));
		ck_assert_ptr_nonnull(strstr(text, "| voids "));
		struct escopa_game *back = NULL;
		ck_assert_ok(escopa_game_parse_position(text, length, &back, NULL));
		assert_game_unchanged(back, game);
		uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
		ck_assert_ok(escopa_game_snapshot(game, snap, sizeof snap));
		ck_assert_int_eq(snap[4], 3);
		ck_assert_ok(escopa_game_restore(back, snap, sizeof snap, NULL));
		assert_game_unchanged(back, game);
		/* the voids say what the seat does not hold */
		for (int s = 0; s < game->players; s++)
			ck_assert_uint_eq(game->hands[s] & voids_cards(game->voids[s]), 0);
		escopa_game_free(back);
		escopa_game_free(game);
	}
	ck_assert_int_gt(with_voids, 10);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("view");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_samples_are_consistent, 0, N_SETTINGS);
	tcase_add_test(tc, test_sample_reseeds);
	tcase_add_test(tc, test_view_hides);
	tcase_add_test(tc, test_keys_differ);
	suite_add_tcase(s, tc);
	tc = tcase_create("public");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_public_views, 0, N_SETTINGS);
	tcase_add_test(tc, test_voids_round_trip);
	suite_add_tcase(s, tc);
	tc = tcase_create("errors");
	tcase_add_test(tc, test_errors_lifecycle);
	tcase_add_test(tc, test_errors_getters);
	tcase_add_test(tc, test_errors_text);
	tcase_add_test(tc, test_errors_snapshot);
	suite_add_tcase(s, tc);
	return s;
}
