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

#include <stdlib.h>
#include <string.h>
#include "helpers.h"
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
	ck_assert_msg(escopa_view_from_snapshot(snap, sizeof snap, &back, &error) == ESCOPA_OK,
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
	suite_add_tcase(s, tc);
	return s;
}
