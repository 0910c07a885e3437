/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A seat's view and the sampler of its hidden cards, on the library's
 * internals: every sample is a valid game that the seat cannot tell from
 * the true one (its own view of the sample is byte for byte the view it
 * was drawn from), and the information-set key follows. The public API of
 * views is test-view-public.c's, its errors test-view-errors.c's.
 */

#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include "view-helpers.h"
#include "escopa-private.h"

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
	/* one bit anywhere in the view changes the key, but in the table's
	 * cache (derived from the table) and the reserved bytes (zero) */
	view_from_game(game, 0, &a);
	size_t cache = offsetof(struct escopa_view, known) + offsetof(struct escopa_game, stacked);
	size_t cache_end = offsetof(struct escopa_view, known) + sizeof a.known;
	for (size_t byte = 0; byte < offsetof(struct escopa_view, reserved); byte++) {
		if (byte >= cache && byte < cache_end)
			continue;
		b = a;
		((unsigned char *)&b)[byte] ^= 1;
		ck_assert_uint_ne(view_key(&a), view_key(&b));
	}
	escopa_game_free(game);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("view");
	TCase *tc = tcase_create("core");
	tcase_set_timeout(tc, 120);
	tcase_add_loop_test(tc, test_samples_are_consistent, 0, settings_count);
	tcase_add_test(tc, test_sample_reseeds);
	tcase_add_test(tc, test_view_hides);
	tcase_add_test(tc, test_keys_differ);
	suite_add_tcase(s, tc);
	return s;
}
