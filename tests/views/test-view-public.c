/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The public API of a seat's view (view.h): its getters agree with the
 * game for what the seat sees; its text and snapshot read back as the view
 * and are a function of the view alone; voids, under per hand forced
 * capture, go through every form. On the library's internals, to compare
 * with the game's fields.
 */

#include <stdint.h>
#include <string.h>
#include "view-helpers.h"
#include "escopa-private.h"

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
		/* format 4 when some seat declined a sweep too */
		bool declined = (game->declined_sweeps[0] | game->declined_sweeps[1] |
				 game->declined_sweeps[2] | game->declined_sweeps[3]) != 0;
		ck_assert_int_eq(snap[4], declined ? 4 : 3);
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
	Suite *s = suite_create("view-public");
	TCase *tc = tcase_create("public");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_public_views, 0, settings_count);
	tcase_add_test(tc, test_voids_round_trip);
	suite_add_tcase(s, tc);
	return s;
}
