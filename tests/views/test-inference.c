/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the fair searches infer from the other seats' plays (lib/bots/
 * inference.c), on the library's internals: the deals they sample give
 * no seat a card of a value it declined to sweep with this round, as long
 * as some deal fits; the inferences that no deal fits are dropped, the
 * later seats' first, and sampling goes on. The choice stays a function
 * of the seat's view. The searches' own plays leave the record out.
 */

#include <stdio.h>
#include <string.h>
#include "helpers.h"
#include "bots/bot-private.h"

#define SAMPLES 2000

/* Escoba de 15: seat 0 trailed 4o where its 7c would have swept the table
 * (1o 2c 3e 2b, worth 8): it declined a 7. Seat 1 is to play. */
static struct escopa_game *
after_a_declined_seven(void)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "7c 4o 10b", "5o 6c 8e" },
		.table = "1o 2c 3e 2b",
	};
	struct escopa_game *g = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	play(g, "4o");
	ck_assert_uint_eq(g->declined_sweeps[0], 1u << 6);
	return g;
}

/* A game read from position text, checked. */
static struct escopa_game *
from_text(const char *text)
{
	struct escopa_game *g = NULL;
	struct escopa_parse_error err = { .version = ESCOPA_PARSE_ERROR_VERSION };
	ck_assert_msg(escopa_game_parse_position(text, strlen(text), &g, &err) == ESCOPA_OK,
		      "%s: %s", text, err.message);
	return g;
}

/* How many of SAMPLES deals of the view give `seat` a card of `set`;
 * every deal is a valid game. */
static int
deals_holding(const struct escopa_view *view, int seat, escopa_cardset_t set)
{
	uint64_t rng = 17;
	int holding = 0;
	for (int i = 0; i < SAMPLES; i++) {
		struct escopa_game sample;
		view_sample(view, &rng, &sample);
		const char *why = NULL;
		enum state_field field;
		ck_assert_msg(game_check(&sample, &why, &field) == ESCOPA_OK, "%s", why);
		holding += (sample.hands[seat] & set) != 0;
	}
	return holding;
}

START_TEST(the_sampler_deals_no_declined_value)
{
	struct escopa_game *g = after_a_declined_seven();
	struct escopa_view view, inferred;
	view_from_game(g, 1, &view);
	escopa_cardset_t sevens = ESCOPA_CARDSET_RANK(7);
	/* the view itself knows nothing of it: seat 0 may hold a 7 (it does) */
	ck_assert_uint_eq(view.excluded[0], 0);
	ck_assert_int_gt(deals_holding(&view, 0, sevens), SAMPLES / 10);
	/* the search's view deals seat 0 none */
	infer_view(&view, &inferred);
	ck_assert_uint_eq(inferred.excluded[0], sevens & view.unseen);
	ck_assert_uint_eq(inferred.excluded[1], 0);
	ck_assert_int_eq(deals_holding(&inferred, 0, sevens), 0);
	/* and only that differs */
	inferred.excluded[0] = 0;
	ck_assert(memcmp(&inferred, &view, sizeof view) == 0);
	/* the seat's own view has nothing to infer about itself */
	view_from_game(g, 0, &view);
	infer_view(&view, &inferred);
	ck_assert(memcmp(&inferred, &view, sizeof view) == 0);
	escopa_game_free(g);
}
END_TEST

/* A seat that declined every value holds nothing any deal could give it:
 * its inference is dropped, and the deals are those of the view. */
START_TEST(an_inference_no_deal_fits_is_dropped)
{
	struct escopa_game *g = after_a_declined_seven();
	char text[4096];
	size_t len = 0;
	ck_assert_ok(escopa_game_format_position(g, text, sizeof text, &len));
	char *at = strstr(text, "| declined 7 / - |");
	ck_assert_ptr_nonnull(at);
	char edited[4096];
	snprintf(edited, sizeof edited, "%.*s| declined 1 2 3 4 5 6 7 8 9 10 / - |%s",
		 (int)(at - text), text, at + strlen("| declined 7 / - |"));
	struct escopa_game *all = from_text(edited);
	struct escopa_view view, inferred;
	view_from_game(all, 1, &view);
	infer_view(&view, &inferred);
	ck_assert(memcmp(&inferred, &view, sizeof view) == 0);
	ck_assert_int_gt(deals_holding(&inferred, 0, ESCOPA_CARDSET_RANK(7)), SAMPLES / 10);
	escopa_game_free(all);
	escopa_game_free(g);
}
END_TEST

/* Three players; seat 2 sees the table's 10o. Seats 0 and 1, two cards
 * each, declined every value but 10: either alone can hold two of the
 * three unseen tens, both cannot (Hall's condition). Seat 0's inference
 * is kept, seat 1's dropped. */
START_TEST(the_later_seats_inference_is_dropped_when_both_cannot_hold)
{
	escopa_cardset_t placed = cards("1o 2o 1c 2c 1e 2e 3e 10o 3o 4o 5o 6o 7o");
	char stock[512];
	size_t len = 0;
	ck_assert_ok(escopa_cardset_format(ESCOPA_CARDSET_DECK & ~placed, ESCOPA_STYLE_ASCII,
					   stock, sizeof stock, &len));
	char text[2048];
	snprintf(text, sizeof text,
		 "position 1 | rules escoba_de_15 | players 3 | hand 1 | dealer 2 | "
		 "phase playing | seat 2 | plays 2 | hands 1o 2o / 1c 2c / 1e 2e 3e | "
		 "declined 1 2 3 4 5 6 7 8 9 / 1 2 3 4 5 6 7 8 9 / - | "
		 "table 3o 4o 5o 6o 7o 10o | stock %s | captured - / - / - | sweeps 0 0 0 | "
		 "aside - | scores 0 0 0 | last - | winner - | rng 0000000000000001", stock);
	struct escopa_game *g = from_text(text);
	struct escopa_view view, inferred;
	view_from_game(g, 2, &view);
	infer_view(&view, &inferred);
	escopa_cardset_t tens = ESCOPA_CARDSET_RANK(10);
	ck_assert_uint_eq(inferred.excluded[0], view.unseen & ~tens);
	ck_assert_uint_eq(inferred.excluded[1], 0);
	int need[MAX_SEATS] = { 2, 2, 0, 0 };
	ck_assert(view_can_be_dealt(&inferred, need));
	ck_assert_int_eq(deals_holding(&inferred, 0, ESCOPA_CARDSET_DECK & ~tens), 0);
	ck_assert_int_gt(deals_holding(&inferred, 1, ESCOPA_CARDSET_DECK & ~tens), 0);
	escopa_game_free(g);
}
END_TEST

/* The searches' choice reads the view alone: a hidden card of the seat
 * that declined swapped with one of the stock changes nothing; PIMC's is
 * the same on any number of threads. */
START_TEST(the_choice_is_a_function_of_the_view)
{
	struct position pos = {
		.players = 2, .dealer = 1,
		.hands = { "7c 4o 10b", "5o 6c 8e" },
		.table = "1o 2c 3e 2b",
	};
	struct position swapped = pos;
	swapped.hands[0] = "7c 4o 9b";
	swapped.stock = "10b";
	struct escopa_game *a = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &pos, NULL);
	struct escopa_game *b = game_from_position(ESCOPA_PRESET_ESCOBA_DE_15, &swapped, NULL);
	play(a, "4o");
	play(b, "4o");
	static const enum escopa_bot_kind kinds[] = { ESCOPA_BOT_PIMC, ESCOPA_BOT_ISMCTS };
	for (int k = 0; k < 2; k++) {
		escopa_move_t first = 0;
		for (int threads = 1; threads <= (kinds[k] == ESCOPA_BOT_PIMC ? 3 : 1);
		     threads += 2) {
			struct escopa_bot *bot = new_bot(kinds[k], k ? 400 : 40, 5);
			ck_assert_ok(escopa_bot_set(bot, ESCOPA_BOT_OPT_THREADS, threads));
			escopa_move_t ma, mb;
			ck_assert_ok(escopa_bot_choose_game(bot, a, &ma));
			ck_assert_ok(escopa_bot_choose_game(bot, b, &mb));
			ck_assert_uint_eq(ma, mb);
			if (threads == 1)
				first = ma;
			ck_assert_uint_eq(ma, first);
			escopa_bot_free(bot);
		}
	}
	escopa_game_free(a);
	escopa_game_free(b);
}
END_TEST

/* The searches play their simulations without the record, which nothing
 * in them reads: the state differs in it alone, in every preset. */
START_TEST(simulated_plays_differ_in_the_record_alone)
{
	uint64_t rng = 23;
	int declined = 0;
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		struct escopa_game *g = new_game((enum escopa_preset)preset, 2 + preset % 3, 3, NULL);
		struct escopa_game simulated = *g;
		while (g->phase == ESCOPA_PHASE_PLAYING) {
			escopa_move_t moves[512];
			size_t n = 0;
			ck_assert_ok(escopa_game_moves(g, moves, 512, &n));
			escopa_move_t m = moves[next_random(&rng) % (n < 512 ? n : 512)];
			struct escopa_play_result a, b;
			game_apply(g, m, &a);
			game_apply_simulated(&simulated, m, &b);
			ck_assert(memcmp(&a, &b, sizeof a) == 0);
			for (int s = 0; s < MAX_SEATS; s++)
				declined += g->declined_sweeps[s] != 0;
			memcpy(simulated.declined_sweeps, g->declined_sweeps,
			       sizeof g->declined_sweeps);
			ck_assert(memcmp(&simulated, g, sizeof simulated) == 0);
			memset(simulated.declined_sweeps, 0, sizeof simulated.declined_sweeps);
		}
		escopa_game_free(g);
	}
	ck_assert_int_gt(declined, 0);
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("inference");
	TCase *tc = tcase_create("declined-sweeps");
	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, the_sampler_deals_no_declined_value);
	tcase_add_test(tc, an_inference_no_deal_fits_is_dropped);
	tcase_add_test(tc, the_later_seats_inference_is_dropped_when_both_cannot_hold);
	tcase_add_test(tc, the_choice_is_a_function_of_the_view);
	tcase_add_test(tc, simulated_plays_differ_in_the_record_alone);
	suite_add_tcase(s, tc);
	return s;
}
