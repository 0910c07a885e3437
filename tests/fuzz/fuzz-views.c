/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The promises of view.h, checked against the game a view was made from
 * when there is one: what each seat sees of the game, the cards each hidden
 * hand is known not to hold (ESCOPA_FORCED_PER_HAND), information-set keys,
 * observations, the text and snapshot forms, and samples.
 */

#include <string.h>
#include "fuzz-common.h"

#define MAX_LISTED 512

/* The cards of every value (and the jokers) that some card of a set has. */
static escopa_cardset_t
values_of(escopa_cardset_t cards)
{
	escopa_cardset_t all = 0;
	for (int rank = 1; rank <= 10; rank++) {
		if (cards & ESCOPA_CARDSET_RANK(rank))
			all |= ESCOPA_CARDSET_RANK(rank);
	}
	if (cards & ESCOPA_CARDSET_JOKERS)
		all |= ESCOPA_CARDSET_JOKERS;
	return all;
}

void
fuzz_check_equal_views(const struct escopa_view *a, const struct escopa_view *b, const char *what)
{
	int equal = -1;
	FUZZ_OK(escopa_view_equal(a, b, &equal));
	FUZZ_CHECK(equal == 1, "%s", what);
}

/*
 * A hidden hand's excluded set (escopa_view_excluded()): unseen cards it
 * cannot hold, whole values of them (a seat shows it holds no card of a
 * value that could capture), and only under per hand forced capture.
 */
static void
check_excluded(const struct escopa_view *view, int seat, int known_hand)
{
	escopa_cardset_t excluded = 0, unseen = 0;
	int forced = 0;
	FUZZ_OK(escopa_view_excluded(view, seat, &excluded));
	FUZZ_OK(escopa_view_unseen(view, &unseen));
	FUZZ_OK(escopa_view_option(view, ESCOPA_OPT_FORCED_CAPTURE, &forced));
	if (forced != ESCOPA_FORCED_PER_HAND || known_hand) {
		FUZZ_CHECK(excluded == 0, "seat %d's hand is %s but has excluded cards %#llx", seat,
			   known_hand ? "known" : "not under per hand forced capture",
			   (unsigned long long)excluded);
		return;
	}
	FUZZ_CHECK((excluded & ~unseen) == 0, "seat %d's excluded cards %#llx are not unseen",
		   seat, (unsigned long long)(excluded & ~unseen));
	FUZZ_CHECK(excluded == (values_of(excluded) & unseen),
		   "seat %d's excluded cards %#llx are not whole values of the unseen cards", seat,
		   (unsigned long long)excluded);
}

/* The view and its samples: the samples are valid games whose viewer sees
 * this very view, with its key, and whose hidden hands hold none of their
 * excluded cards. Returns the last sample's view in `again`. */
static void
check_samples(const struct escopa_view *view, struct escopa_view *again,
	      struct escopa_game *sample, struct fuzz_input *choice, int samples)
{
	int seat = -1, players = 0;
	uint64_t key = 0, key2 = 1;
	FUZZ_OK(escopa_view_seat(view, &seat));
	FUZZ_OK(escopa_view_players(view, &players));
	FUZZ_OK(escopa_view_key(view, &key));
	for (int i = 0; i < samples; i++) {
		FUZZ_OK(escopa_view_sample(view, fuzz_u64(choice), sample));
		fuzz_check_game(sample);
		FUZZ_OK(escopa_view_update(again, sample, seat));
		fuzz_check_equal_views(view, again, "a sample shows its viewer another view");
		FUZZ_OK(escopa_game_info_key(sample, seat, &key2));
		FUZZ_CHECK(key == key2, "a sample has another key");
		for (int s = 0; s < players; s++) {
			escopa_cardset_t hand = 0, excluded = 0;
			FUZZ_OK(escopa_game_hand(sample, s, &hand));
			FUZZ_OK(escopa_view_excluded(view, s, &excluded));
			FUZZ_CHECK((hand & excluded) == 0, "a sample deals seat %d excluded cards %#llx",
				   s, (unsigned long long)(hand & excluded));
		}
	}
}

/* The view's text and snapshot read back as the view, and write the same
 * again. */
static void
check_view_forms(const struct escopa_view *view, struct escopa_view *back)
{
	char text[8192], text2[8192];
	size_t length = 0, length2 = 0;
	FUZZ_OK(escopa_view_format(view, text, sizeof text, &length));
	FUZZ_CHECK(length < sizeof text, "a view's text is %zu bytes", length);
	FUZZ_CHECK(strlen(text) == length && !memchr(text, '\n', length),
		   "a view's text is not one line of %zu bytes", length);
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_view_load(back, text, length, &error);
	FUZZ_CHECK(rc == ESCOPA_OK, "a written view does not read back (%s at %zu: %s): %s",
		   escopa_status_name(rc), error.offset, error.message, text);
	fuzz_error_untouched(&error);
	fuzz_check_equal_views(view, back, "a view's text read back gives another view");
	FUZZ_OK(escopa_view_format(back, text2, sizeof text2, &length2));
	FUZZ_CHECK(length == length2 && memcmp(text, text2, length) == 0,
		   "a view's text written twice differs");

	uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE], snap2[ESCOPA_VIEW_SNAPSHOT_SIZE];
	FUZZ_OK(escopa_view_snapshot(view, snap, sizeof snap));
	rc = escopa_view_restore(back, snap, sizeof snap, &error);
	FUZZ_CHECK(rc == ESCOPA_OK, "a view snapshot does not restore (%s at %zu: %s)",
		   escopa_status_name(rc), error.offset, error.message);
	fuzz_check_equal_views(view, back, "a view's snapshot read back gives another view");
	FUZZ_OK(escopa_view_snapshot(back, snap2, sizeof snap2));
	FUZZ_CHECK(memcmp(snap, snap2, sizeof snap) == 0, "a view snapshot written twice differs");
}

void
fuzz_check_view(const struct escopa_view *view, struct fuzz_input *choice)
{
	int players = 0, seat = -1, open = 0;
	FUZZ_OK(escopa_view_players(view, &players));
	FUZZ_OK(escopa_view_seat(view, &seat));
	FUZZ_OK(escopa_view_option(view, ESCOPA_OPT_OPEN_TABLE, &open));
	for (int s = 0; s < players; s++)
		check_excluded(view, s, s == seat || open);

	struct escopa_view *back = NULL;
	FUZZ_OK(escopa_view_clone(view, &back));
	check_view_forms(view, back);
	struct escopa_game *sample = fuzz_new_game(ESCOPA_PRESET_SCOPA, 2, 1);
	check_samples(view, back, sample, choice, 3);
	fuzz_play_on(sample, choice, 24);
	escopa_game_free(sample);
	escopa_view_free(back);
}

/* The observation of a view is the game's from that seat; its match bytes
 * say the game number, the viewer's side's wins and the most of the
 * others' (batch.h), each at most 255. */
static void
check_observation(const struct escopa_game *game, const struct escopa_view *view, int viewer)
{
	uint8_t obs[ESCOPA_OBSERVATION_SIZE], obs2[ESCOPA_OBSERVATION_SIZE];
	FUZZ_OK(escopa_view_observe(view, obs));
	FUZZ_OK(escopa_game_observe_seat(game, viewer, obs2));
	FUZZ_CHECK(memcmp(obs, obs2, sizeof obs) == 0,
		   "seat %d's view observes another observation than the game from it", viewer);

	int sides = 0, own = -1, number = 0, wins = 0, most_others = 0;
	FUZZ_OK(escopa_game_sides(game, &sides));
	FUZZ_OK(escopa_game_side_of(game, viewer, &own));
	FUZZ_OK(escopa_game_match_game(game, &number));
	for (int side = 0; side < sides; side++) {
		int won = 0;
		FUZZ_OK(escopa_game_match_wins(game, side, &won));
		won = won > 255 ? 255 : won;
		if (side == own)
			wins = won;
		else if (won > most_others)
			most_others = won;
	}
	FUZZ_CHECK(obs[61] == (number > 255 ? 255 : number) && obs[62] == wins &&
		   obs[63] == most_others,
		   "observation match bytes %u %u %u for game %d, wins %d, others' most %d",
		   obs[61], obs[62], obs[63], number, wins, most_others);
}

/* Seat `viewer`'s view agrees with the game in everything it shares, and
 * knows of the other hands and the stock what view.h says. */
static void
check_view_of(const struct escopa_game *game, int viewer, struct escopa_view *view)
{
	int players = 0, sides = 0, a = -1, b = -2, open = 0;
	FUZZ_OK(escopa_view_update(view, game, viewer));
	FUZZ_OK(escopa_view_seat(view, &a));
	FUZZ_CHECK(a == viewer, "seat %d's view says viewer %d", viewer, a);
	FUZZ_OK(escopa_game_players(game, &players));
	FUZZ_OK(escopa_view_players(view, &a));
	FUZZ_CHECK(a == players, "a view of %d players says %d", players, a);
	FUZZ_OK(escopa_game_sides(game, &sides));
	FUZZ_OK(escopa_view_sides(view, &a));
	FUZZ_CHECK(a == sides, "a view of %d sides says %d", sides, a);
	for (int option = 0; option < escopa_option_count(); option++) {
		FUZZ_OK(escopa_game_option(game, (enum escopa_option)option, &a));
		FUZZ_OK(escopa_view_option(view, (enum escopa_option)option, &b));
		FUZZ_CHECK(a == b, "option %d is %d in the game, %d in a view", option, a, b);
	}
	FUZZ_OK(escopa_game_option(game, ESCOPA_OPT_OPEN_TABLE, &open));
	struct escopa_rules *rules = NULL, *view_rules = NULL;
	int equal = 0;
	FUZZ_OK(escopa_game_rules(game, &rules));
	FUZZ_OK(escopa_rules_new(ESCOPA_PRESET_SCOPA, &view_rules));
	FUZZ_OK(escopa_view_rules(view, view_rules));
	FUZZ_OK(escopa_rules_equal(rules, view_rules, &equal));
	FUZZ_CHECK(equal, "a view has other rules than its game");
	escopa_rules_free(view_rules);
	escopa_rules_free(rules);

	enum escopa_phase phase, view_phase;
	FUZZ_OK(escopa_game_phase(game, &phase));
	FUZZ_OK(escopa_view_phase(view, &view_phase));
	FUZZ_CHECK(phase == view_phase, "phase %d, %d in a view", (int)phase, (int)view_phase);
	a = b = -3;
	FUZZ_STATUS(escopa_view_current_seat(view, &b), escopa_game_current_seat(game, &a));
	FUZZ_CHECK(a == b, "seat %d to play, %d in a view", a, b);
	FUZZ_OK(escopa_game_dealer(game, &a));
	FUZZ_OK(escopa_view_dealer(view, &b));
	FUZZ_CHECK(a == b, "dealer %d, %d in a view", a, b);
	FUZZ_OK(escopa_game_hand_number(game, &a));
	FUZZ_OK(escopa_view_hand_number(view, &b));
	FUZZ_CHECK(a == b, "hand %d, %d in a view", a, b);

	escopa_cardset_t x = 0, y = 0;
	FUZZ_OK(escopa_game_table(game, &x));
	FUZZ_OK(escopa_view_table(view, &y));
	FUZZ_CHECK(x == y, "a view shows another table");
	escopa_cardset_t piles[ESCOPA_CARD_COUNT], view_piles[ESCOPA_CARD_COUNT];
	size_t n = 0, m = 0;
	FUZZ_OK(escopa_game_piles(game, piles, ESCOPA_CARD_COUNT, &n));
	FUZZ_OK(escopa_view_piles(view, view_piles, ESCOPA_CARD_COUNT, &m));
	FUZZ_CHECK(n == m && memcmp(piles, view_piles, n * sizeof *piles) == 0,
		   "a view shows other piles");
	FUZZ_OK(escopa_game_set_aside(game, &x));
	FUZZ_OK(escopa_view_set_aside(view, &y));
	FUZZ_CHECK(x == y, "a view shows other cards set aside");
	for (int side = 0; side < sides; side++) {
		FUZZ_OK(escopa_game_captured(game, side, &x));
		FUZZ_OK(escopa_view_captured(view, side, &y));
		FUZZ_CHECK(x == y, "a view shows side %d's captures otherwise", side);
		FUZZ_OK(escopa_game_sweeps(game, side, &a));
		FUZZ_OK(escopa_view_sweeps(view, side, &b));
		FUZZ_CHECK(a == b, "side %d has %d sweep points, %d in a view", side, a, b);
		FUZZ_OK(escopa_game_score(game, side, &a));
		FUZZ_OK(escopa_view_score(view, side, &b));
		FUZZ_CHECK(a == b, "side %d has %d points, %d in a view", side, a, b);
	}

	/* Hidden: the stock, and the other hands unless the table is open. */
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	FUZZ_OK(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &n));
	escopa_cardset_t unseen = 0;
	for (size_t i = 0; i < n; i++)
		unseen |= ESCOPA_CARDSET_OF(stock[i]);
	FUZZ_OK(escopa_view_stock_size(view, &a));
	FUZZ_CHECK((size_t)a == n, "%zu cards in the stock, %d in a view", n, a);
	for (int seat = 0; seat < players; seat++) {
		int known = seat == viewer || open;
		FUZZ_OK(escopa_game_hand(game, seat, &x));
		FUZZ_OK(escopa_view_hand(view, seat, &y));
		FUZZ_CHECK(y == (known ? x : 0), "seat %d's view shows seat %d's hand as %#llx",
			   viewer, seat, (unsigned long long)y);
		FUZZ_OK(escopa_view_hand_size(view, seat, &a));
		FUZZ_CHECK(a == __builtin_popcountll(x), "seat %d holds %d cards, %d in a view",
			   seat, __builtin_popcountll(x), a);
		if (!known)
			unseen |= x;
		check_excluded(view, seat, known);
		FUZZ_OK(escopa_view_excluded(view, seat, &y));
		FUZZ_CHECK((x & y) == 0, "seat %d holds %#llx, excluded from its hand in a view",
			   seat, (unsigned long long)(x & y));
	}
	FUZZ_OK(escopa_view_unseen(view, &x));
	FUZZ_CHECK(x == unseen, "seat %d's view has unseen cards %#llx, not %#llx", viewer,
		   (unsigned long long)x, (unsigned long long)unseen);

	/* The viewer's moves in its turn, and only then. */
	escopa_move_t moves[MAX_LISTED], view_moves[MAX_LISTED];
	int seat_to_play = -1;
	n = m = 12345;
	if (escopa_game_current_seat(game, &seat_to_play) == ESCOPA_OK && seat_to_play == viewer) {
		FUZZ_OK(escopa_game_moves(game, moves, MAX_LISTED, &n));
		FUZZ_OK(escopa_view_moves(view, view_moves, MAX_LISTED, &m));
		FUZZ_CHECK(n == m && memcmp(moves, view_moves, (n < MAX_LISTED ? n : MAX_LISTED) *
					    sizeof *moves) == 0, "a view lists other moves");
	} else {
		FUZZ_STATUS(escopa_view_moves(view, view_moves, MAX_LISTED, &m), ESCOPA_E_PHASE);
		FUZZ_CHECK(m == 12345, "a view out of its turn wrote a move count");
	}

	uint64_t key = 0, game_key = 1;
	FUZZ_OK(escopa_view_key(view, &key));
	FUZZ_OK(escopa_game_info_key(game, viewer, &game_key));
	FUZZ_CHECK(key == game_key, "seat %d's view key differs from the game's for it", viewer);
	check_observation(game, view, viewer);
}

void
fuzz_check_views(const struct escopa_game *game)
{
	struct fuzz_input no_choice;   /* one sample a view, of seed 0 */
	fuzz_input_init(&no_choice, NULL, 0);
	int players = 0;
	FUZZ_OK(escopa_game_players(game, &players));
	struct escopa_view *views[4] = { NULL }, *back = NULL;
	uint64_t keys[4];
	for (int seat = 0; seat < players; seat++) {
		FUZZ_OK(escopa_view_new(game, seat, &views[seat]));
		check_view_of(game, seat, views[seat]);
		FUZZ_OK(escopa_view_key(views[seat], &keys[seat]));
	}

	/* Views of two seats differ (their viewers do), and so do their keys;
	 * what two viewers both cannot see, they know alike of a third seat. */
	for (int a = 0; a < players; a++) {
		escopa_cardset_t unseen_a = 0;
		FUZZ_OK(escopa_view_unseen(views[a], &unseen_a));
		for (int b = a + 1; b < players; b++) {
			int equal = -1;
			escopa_cardset_t unseen_b = 0;
			FUZZ_OK(escopa_view_equal(views[a], views[b], &equal));
			FUZZ_CHECK(equal == 0 && keys[a] != keys[b],
				   "seats %d and %d have equal views or keys", a, b);
			FUZZ_OK(escopa_view_unseen(views[b], &unseen_b));
			for (int s = 0; s < players; s++) {
				escopa_cardset_t ex_a = 0, ex_b = 0;
				if (s == a || s == b)
					continue;
				FUZZ_OK(escopa_view_excluded(views[a], s, &ex_a));
				FUZZ_OK(escopa_view_excluded(views[b], s, &ex_b));
				FUZZ_CHECK((ex_a & unseen_b) == (ex_b & unseen_a),
					   "seats %d and %d know different voids of seat %d", a, b, s);
			}
		}
	}

	/* The game's own observation is from the seat to play, or the seat
	 * after the dealer when no hand is in play. */
	int from = -1;
	if (escopa_game_current_seat(game, &from) != ESCOPA_OK) {
		FUZZ_OK(escopa_game_dealer(game, &from));
		from = (from + 1) % players;
	}
	uint8_t obs[ESCOPA_OBSERVATION_SIZE], obs2[ESCOPA_OBSERVATION_SIZE];
	FUZZ_OK(escopa_game_observe(game, obs));
	FUZZ_OK(escopa_game_observe_seat(game, from, obs2));
	FUZZ_CHECK(memcmp(obs, obs2, sizeof obs) == 0,
		   "the game's observation is not seat %d's", from);

	FUZZ_OK(escopa_view_clone(views[0], &back));
	struct escopa_game *sample = fuzz_new_game(ESCOPA_PRESET_SCOPA, 2, 1);
	for (int seat = 0; seat < players; seat++) {
		check_view_forms(views[seat], back);
		check_samples(views[seat], back, sample, &no_choice, 1);
		escopa_view_free(views[seat]);
	}
	escopa_game_free(sample);
	escopa_view_free(back);
}

/* ------------------------------------------------------------------ */
/* views through play */

void
fuzz_view_trail_start(struct fuzz_view_trail *trail, const struct escopa_game *game)
{
	memset(trail, 0, sizeof *trail);
	FUZZ_OK(escopa_game_players(game, &trail->players));
	for (int seat = 0; seat < trail->players; seat++) {
		FUZZ_OK(escopa_view_new(game, seat, &trail->then[seat]));
		FUZZ_OK(escopa_view_new(game, seat, &trail->now[seat]));
		FUZZ_OK(escopa_view_key(trail->then[seat], &trail->keys[seat]));
	}
}

void
fuzz_view_trail_step(struct fuzz_view_trail *trail, const struct escopa_game *game, int dealt,
		     int showed)
{
	for (int viewer = 0; viewer < trail->players; viewer++) {
		struct escopa_view *now = trail->now[viewer], *then = trail->then[viewer];
		uint64_t key = 0;
		int equal = -1;
		escopa_cardset_t unseen = 0;
		FUZZ_OK(escopa_view_update(now, game, viewer));
		FUZZ_OK(escopa_view_key(now, &key));
		FUZZ_OK(escopa_view_equal(now, then, &equal));
		FUZZ_CHECK(equal == (key == trail->keys[viewer]),
			   "seat %d's views before and after a step are %s, their keys %s", viewer,
			   equal ? "equal" : "different",
			   key == trail->keys[viewer] ? "equal" : "different");
		FUZZ_OK(escopa_view_unseen(now, &unseen));
		for (int seat = 0; seat < trail->players; seat++) {
			escopa_cardset_t before = 0, after = 0;
			FUZZ_OK(escopa_view_excluded(then, seat, &before));
			FUZZ_OK(escopa_view_excluded(now, seat, &after));
			/* New cards dealt: what the old ones showed is gone. Else a
			 * seat's voids last the round, and only a trail or set adds
			 * to them. */
			if (dealt)
				FUZZ_CHECK(after == 0, "seat %d's view excludes %#llx from seat %d's "
					   "new cards", viewer, (unsigned long long)after, seat);
			else if (seat == showed)
				FUZZ_CHECK((before & unseen & ~after) == 0, "seat %d's view forgot "
					   "seat %d's voids in the round", viewer, seat);
			else
				FUZZ_CHECK(after == (before & unseen), "seat %d's view of seat %d's "
					   "voids changed on a play that shows none", viewer, seat);
		}
		trail->keys[viewer] = key;
		trail->now[viewer] = then;
		trail->then[viewer] = now;
	}
}

void
fuzz_view_trail_end(struct fuzz_view_trail *trail)
{
	for (int seat = 0; seat < trail->players; seat++) {
		escopa_view_free(trail->then[seat]);
		escopa_view_free(trail->now[seat]);
	}
}
