/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The table's cache in the state (table_reach, table_value, stack_value:
 * lib/game/game-private.h). The plays keep it as the table changes; here
 * it must equal table_cache_update()'s derivation from the cards after
 * every play of seeded random games of every preset, both public play
 * paths (with a result and without). A state whose cache is wrong is
 * refused by game_check() as any other impossible state, and the readers
 * derive the cache rather than trust it.
 */

#include <string.h>
#include "helpers.h"
#include "escopa-private.h"

/* Fails unless the game's cache is the one derived from its cards. */
static void
assert_cache_derived(const struct escopa_game *game)
{
	struct escopa_game derived = *game;
	table_cache_update(&derived);
	ck_assert_msg(memcmp(&derived, game, sizeof derived) == 0,
		      "the cache kept by the plays is not the one derived from the cards");
}

START_TEST(cache_kept_through_random_games)
{
	uint64_t rng = (uint64_t)_i * 7919 + 1;
	int stacked = 0;
	for (int g = 0; g < 60; g++) {
		struct escopa_game *game = new_game((enum escopa_preset)_i, 2 + g % 3, (uint64_t)g, NULL);
		for (;;) {
			enum escopa_phase phase = phase_of(game);
			if (phase == ESCOPA_PHASE_GAME_OVER)
				break;
			if (phase != ESCOPA_PHASE_PLAYING) {
				ck_assert_ok(escopa_game_next_hand(game));
				assert_cache_derived(game);
				continue;
			}
			escopa_move_t moves[512];
			size_t n;
			ck_assert_ok(escopa_game_moves(game, moves, 512, &n));
			ck_assert_uint_gt(n, 0);
			escopa_move_t move = moves[next_random(&rng) % (n < 512 ? n : 512)];
			struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
			ck_assert_ok(escopa_game_play(game, move, g % 2 ? &result : NULL));
			assert_cache_derived(game);
			const char *why;
			enum state_field field;
			ck_assert_ok(game_check(game, &why, &field));
			stacked += game->n_stacks > 0;
		}
		escopa_game_free(game);
	}
	if (_i == ESCOPA_PRESET_ESCOBA)
		ck_assert_int_gt(stacked, 1000);
}
END_TEST

/* A table of 17 stacks, more than the state caches the values of
 * (STACK_VALUES), each a card worth v and one worth 11 - v, and two single
 * cards; the seat to play holds an ace, which sets onto any pile, and a
 * four, which captures any stack. Every move played keeps the cache. */
START_TEST(cache_kept_past_the_cached_stacks)
{
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 1, NULL);
	int seat = game->seat;
	escopa_cardset_t hand = cards("1o 4o"), other = cards("1c 10c");
	memset(game->stacks, 0, sizeof game->stacks);
	game->n_stacks = 0;
	game->table = 0;
	for (int rank = 0; rank < 5; rank++) {
		for (int suit = 0; suit < 4; suit++) {
			escopa_cardset_t pair = ESCOPA_CARDSET_OF(4 * rank + suit) |
						ESCOPA_CARDSET_OF(4 * (9 - rank) + suit);
			game->table |= pair & ~(hand | other);
			if (!(pair & (hand | other)))
				game->stacks[game->n_stacks++] = pair;
		}
	}
	/* ascending: a pair's highest card orders it */
	for (int i = 1; i < game->n_stacks; i++) {
		for (int j = i; j > 0 && game->stacks[j - 1] > game->stacks[j]; j--) {
			escopa_cardset_t t = game->stacks[j];
			game->stacks[j] = game->stacks[j - 1];
			game->stacks[j - 1] = t;
		}
	}
	ck_assert_int_eq(game->n_stacks, 17);
	game->hands[seat] = hand;
	game->hands[1 - seat] = other;
	table_cache_update(game);
	escopa_move_t moves[64];
	size_t n;
	ck_assert_ok(escopa_game_moves(game, moves, 64, &n));
	ck_assert_uint_eq(n, 17 + 2 + 17); /* the ace's sets, the four's captures */
	for (size_t i = 0; i < n; i++) {
		struct escopa_game after = *game;
		ck_assert_ok(escopa_game_play(&after, moves[i], NULL));
		assert_cache_derived(&after);
		after = *game;
		struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
		ck_assert_ok(escopa_game_play(&after, moves[i], &result));
		assert_cache_derived(&after);
	}
	escopa_game_free(game);
}
END_TEST

/* A state of Escoba with at least two stacks on the table. */
static struct escopa_game *
game_with_stacks(void)
{
	uint64_t rng = 5;
	for (uint64_t seed = 1;; seed++) {
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, seed, NULL);
		for (int i = 0; i < 30 && phase_of(game) == ESCOPA_PHASE_PLAYING; i++) {
			if (game->n_stacks >= 2)
				return game;
			play_random(game, 1, &rng);
		}
		escopa_game_free(game);
	}
}

/* Each way of getting the cache wrong, applied to a copy. */
enum corruption {
	WRONG_STACK_VALUE,
	VALUE_PAST_THE_STACKS,
	WRONG_REACH,
	WRONG_TABLE_VALUE,
	WRONG_STACKED,
	WRONG_TOPS,
	CORRUPTION_COUNT
};

static void
corrupt(struct escopa_game *game, enum corruption how)
{
	switch (how) {
	case WRONG_STACK_VALUE:
		game->stack_values += UINT64_C(1) << (4 * (game->n_stacks - 1));
		break;
	case VALUE_PAST_THE_STACKS:
		game->stack_values |= UINT64_C(3) << (4 * game->n_stacks);
		break;
	case WRONG_REACH:
		game->table_reach ^= UINT64_C(1) << 15;
		break;
	case WRONG_TABLE_VALUE:
		game->table_value++;
		break;
	case WRONG_STACKED:
		game->stacked &= game->stacked - 1; /* a stacked card as a single */
		break;
	default:
		game->stack_tops ^= game->stacks[0]; /* another card of the stack as its top */
		break;
	}
}

START_TEST(wrong_cache_refused)
{
	struct escopa_game *game = game_with_stacks();
	const char *why;
	enum state_field field;
	ck_assert_ok(game_check(game, &why, &field));
	struct escopa_game bad = *game;
	corrupt(&bad, (enum corruption)_i);
	/* the status of every impossible state, naming the table */
	ck_assert_status(game_check(&bad, &why, &field), ESCOPA_E_PARSE);
	ck_assert_int_eq(field, FIELD_TABLE);

	/* a snapshot and a position of it hold no cache: read back, the
	 * cache is derived from the cards, the true one */
	uint8_t buf[ESCOPA_SNAPSHOT_SIZE];
	ck_assert_ok(escopa_game_snapshot(&bad, buf, sizeof buf));
	struct escopa_game *read = new_game(ESCOPA_PRESET_ESCOPA, 2, 1, NULL);
	ck_assert_ok(escopa_game_restore(read, buf, sizeof buf, NULL));
	ck_assert_int_eq(memcmp(read, game, sizeof *game), 0);
	char text[1024];
	size_t length;
	ck_assert_ok(escopa_game_format_position(&bad, text, sizeof text, &length));
	struct escopa_game *parsed;
	ck_assert_ok(escopa_game_parse_position(text, length, &parsed, NULL));
	ck_assert_int_eq(memcmp(parsed, game, sizeof *game), 0);
	escopa_game_free(parsed);
	escopa_game_free(read);
	escopa_game_free(game);
}
END_TEST

static Suite *
table_cache_suite(void)
{
	Suite *s = suite_create("table-cache");
	TCase *tc = tcase_create("kept");
	tcase_set_timeout(tc, 300);
	tcase_add_loop_test(tc, cache_kept_through_random_games, 0, escopa_preset_count());
	tcase_add_test(tc, cache_kept_past_the_cached_stacks);
	suite_add_tcase(s, tc);
	tc = tcase_create("refused");
	tcase_add_loop_test(tc, wrong_cache_refused, 0, CORRUPTION_COUNT);
	suite_add_tcase(s, tc);
	return s;
}

Suite *
make_suite(void)
{
	return table_cache_suite();
}
