/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-api: drives the game API with a call sequence decoded from the
 * input. The first bytes pick a preset, options set to arbitrary values, a
 * player count and a seed; then each byte picks a call, with arguments
 * from the bytes after it: arbitrary 64-bit moves and legal ones, queries
 * of arbitrary seats and sides, move lists of arbitrary capacity, deals
 * from arbitrary decks, clones and copies, new hands, new games, scoring of
 * arbitrary piles, the built-in players, the next hand or the next game
 * of a match, and position, snapshot and view round trips.
 *
 * After every call: a call that failed left the game equal to a copy taken
 * before it and wrote no out-parameter, and the game satisfies every
 * invariant (fuzz_check_game(): every card in one place, listed moves
 * legal, how the game and the match end...).
 */

#include <stdint.h>
#include <string.h>
#include "fuzz-common.h"

#define MAX_CALLS 300
#define SENTINEL 0x5A5A5A5A
#define SENTINEL_MOVE UINT64_C(0xDEADBEEFDEADBEEF)
#define SENTINEL_SET UINT64_C(0xDEADBEEFDEADBEEF)

struct state {
	struct escopa_rules *rules;   /* for new games and scoring */
	struct escopa_game *game;     /* the game being driven */
	struct escopa_game *other;    /* a second game, for copies */
	struct escopa_game *before;   /* the game before the call */
	struct escopa_game *tripped;  /* the last game whose round trips passed */
};

/*
 * The checks of a state depend on the state alone, and about nine in ten
 * calls of a sequence (refused moves, queries) leave the game as it was:
 * an unchanged game, or one whose round trips passed already, is not
 * checked again, which keeps the input rate several times higher at no
 * loss of coverage.
 */
static int
same_game(const struct escopa_game *a, const struct escopa_game *b)
{
	int equal = 0;
	FUZZ_OK(escopa_game_equal(a, b, &equal));
	return equal;
}

static int
count_sides(const struct escopa_game *game)
{
	int sides = 0;
	FUZZ_OK(escopa_game_sides(game, &sides));
	return sides;
}

static int
count_players(const struct escopa_game *game)
{
	int players = 0;
	FUZZ_OK(escopa_game_players(game, &players));
	return players;
}

static void
unchanged(const struct state *s, const char *what)
{
	fuzz_check_equal(s->game, s->before, what);
}

/* escopa_rules_set() with an arbitrary option and value. */
static void
call_rules_set(struct state *s, struct fuzz_input *in)
{
	int option = fuzz_int(in), value = fuzz_int(in);
	/* Mostly an option that exists, with a value near its bounds. */
	if (fuzz_u8(in) & 1) {
		option = (int)((unsigned)option % (unsigned)escopa_option_count());
		int min = 0, max = 0;
		FUZZ_OK(escopa_option_bounds((enum escopa_option)option, &min, &max));
		value = min - 1 + (int)((unsigned)value % (unsigned)(max - min + 3));
	}
	struct escopa_rules *copy = NULL;
	FUZZ_OK(escopa_rules_copy(s->rules, &copy));
	enum escopa_status rc = escopa_rules_set(s->rules, (enum escopa_option)option, value);
	int min = 0, max = 0, got = SENTINEL, equal = 0;
	if (option < 0 || option >= escopa_option_count()) {
		FUZZ_STATUS(rc, ESCOPA_E_OPTION);
		FUZZ_STATUS(escopa_rules_get(s->rules, (enum escopa_option)option, &got),
			    ESCOPA_E_OPTION);
		FUZZ_STATUS(escopa_option_bounds((enum escopa_option)option, &min, &max),
			    ESCOPA_E_OPTION);
		FUZZ_CHECK(got == SENTINEL, "a failed escopa_rules_get() wrote its value");
		FUZZ_CHECK(escopa_option_name((enum escopa_option)option) == NULL,
			   "option %d has a name", option);
	} else {
		FUZZ_OK(escopa_option_bounds((enum escopa_option)option, &min, &max));
		if (value < min || value > max)
			FUZZ_STATUS(rc, ESCOPA_E_RANGE);
		else
			FUZZ_CHECK(rc == ESCOPA_OK || rc == ESCOPA_E_CONFLICT,
				   "escopa_rules_set() returned %s", escopa_status_name(rc));
		FUZZ_OK(escopa_rules_get(s->rules, (enum escopa_option)option, &got));
		if (rc == ESCOPA_OK)
			FUZZ_CHECK(got == value, "option %d set to %d reads %d", option, value, got);
		const char *name = escopa_option_name((enum escopa_option)option);
		enum escopa_option found = (enum escopa_option)-1;
		FUZZ_CHECK(name != NULL, "option %d has no name", option);
		FUZZ_OK(escopa_option_from_name(name, &found));
		FUZZ_CHECK((int)found == option, "option %s found as %d", name, (int)found);
	}
	if (rc != ESCOPA_OK) {
		FUZZ_OK(escopa_rules_equal(s->rules, copy, &equal));
		FUZZ_CHECK(equal, "a refused escopa_rules_set() changed the rules");
	}
	escopa_rules_free(copy);
}

/* escopa_game_new() with arbitrary players and seed; replaces the game. */
static void
call_game_new(struct state *s, struct fuzz_input *in)
{
	int players = fuzz_int(in);
	uint64_t seed = fuzz_u64(in);
	struct escopa_game *game = (struct escopa_game *)(uintptr_t)SENTINEL;
	enum escopa_status rc = escopa_game_new(s->rules, players, seed, &game);
	if (players < 2 || players > 4) {
		FUZZ_STATUS(rc, ESCOPA_E_INVALID);
		FUZZ_CHECK(game == (struct escopa_game *)(uintptr_t)SENTINEL,
			   "a failed escopa_game_new() wrote its game");
		return;
	}
	FUZZ_OK(rc);
	struct escopa_rules *rules = NULL;
	int equal = 0;
	FUZZ_OK(escopa_game_rules(game, &rules));
	FUZZ_OK(escopa_rules_equal(rules, s->rules, &equal));
	FUZZ_CHECK(equal, "a new game has other rules than it was given");
	escopa_rules_free(rules);
	escopa_game_free(s->game);
	s->game = game;
}

/* The refusal of a move agrees with the status escopa_game_is_legal()
 * gave it, and its sentence keeps the buffer rule in every style. */
static void
check_refusal(struct state *s, escopa_move_t move, enum escopa_status legal)
{
	enum escopa_refusal why = (enum escopa_refusal)99;
	FUZZ_OK(escopa_game_refusal(s->game, move, &why));
	enum escopa_status want = why == ESCOPA_REFUSAL_NONE ? ESCOPA_OK :
				  why == ESCOPA_REFUSAL_NO_HAND ? ESCOPA_E_PHASE :
				  why == ESCOPA_REFUSAL_MALFORMED ? ESCOPA_E_MOVE :
				  ESCOPA_E_ILLEGAL;
	FUZZ_CHECK(want == legal && why != ESCOPA_REFUSAL_NO_SUCH_ACTION,
		   "escopa_game_refusal() says %s to a move escopa_game_is_legal() calls %s",
		   escopa_refusal_name(why), escopa_status_name(legal));
	char text[48];
	size_t len = 0;
	FUZZ_OK(escopa_game_format_refusal(s->game, move, (enum escopa_style)(move % 5), text,
					   sizeof text, &len));
	FUZZ_CHECK(len > 0 && (len < sizeof text ? strlen(text) == len : text[0] == '\0'),
		   "the refusal sentence breaks the buffer rule");
}

/* Any 64-bit value as a move: playing it must agree with
 * escopa_game_is_legal(), and a refused play changes nothing. */
static void
call_play_any(struct state *s, struct fuzz_input *in)
{
	escopa_move_t move;
	uint8_t how = fuzz_u8(in);
	if (how < 128) {
		/* A well-formed move of a card in the game, often close to legal. */
		escopa_cardset_t target = fuzz_cardset(in);
		int kind = 1 + how % 3;
		escopa_card_t card = fuzz_u8(in) % ESCOPA_CARD_COUNT;
		if (kind == ESCOPA_MOVE_TRAIL)
			target = 0;
		target &= ~ESCOPA_CARDSET_OF(card);
		if (escopa_move_make((enum escopa_move_kind)kind, card, target, &move) != ESCOPA_OK)
			move = fuzz_u64(in);
	} else {
		move = fuzz_u64(in);
	}
	enum escopa_status legal = escopa_game_is_legal(s->game, move);
	check_refusal(s, move, legal);
	struct escopa_play_result result;
	memset(&result, 0x5A, sizeof result);
	result.version = ESCOPA_PLAY_RESULT_VERSION;
	enum escopa_status rc = escopa_game_play(s->game, move, &result);
	FUZZ_CHECK(rc == legal, "escopa_game_play() says %s to a move escopa_game_is_legal() calls %s",
		   escopa_status_name(rc), escopa_status_name(legal));
	if (rc != ESCOPA_OK) {
		FUZZ_CHECK(rc == ESCOPA_E_PHASE || rc == ESCOPA_E_MOVE || rc == ESCOPA_E_ILLEGAL,
			   "escopa_game_play() returned %s", escopa_status_name(rc));
		unchanged(s, "a refused move changed the game");
		FUZZ_CHECK(result.flags == 0x5A5A5A5Au, "a refused move wrote its result");
	} else {
		int seat = -1;
		FUZZ_OK(escopa_game_current_seat(s->before, &seat));
		fuzz_check_play(s->before, s->game, seat, move, &result);
	}
}

/* What escopa_game_play_next() said comes next is the phase, the seat to
 * play (-1 if none) and the moves of the game (up to 64 of them). */
static void
check_next_moves(const struct escopa_game *game, enum escopa_phase phase, int seat,
		 const escopa_move_t *next, size_t count)
{
	enum escopa_phase now;
	int now_seat = -1;
	escopa_move_t moves[64];
	size_t now_count = 0;
	FUZZ_OK(escopa_game_phase(game, &now));
	FUZZ_CHECK(phase == now, "escopa_game_play_next() says phase %d, the game %d", (int)phase,
		   (int)now);
	if (escopa_game_current_seat(game, &now_seat) != ESCOPA_OK)
		now_seat = -1;
	if (escopa_game_moves(game, moves, 64, &now_count) != ESCOPA_OK)
		now_count = 0;
	FUZZ_CHECK(seat == now_seat && count == now_count,
		   "escopa_game_play_next() says seat %d with %zu moves, the game %d with %zu",
		   seat, count, now_seat, now_count);
	FUZZ_CHECK(memcmp(next, moves, (count < 64 ? count : 64) * sizeof *next) == 0,
		   "escopa_game_play_next() lists other moves than the game");
}

/* A legal move by index, with a result of any version. */
static void
call_play_legal(struct state *s, struct fuzz_input *in)
{
	escopa_move_t moves[256];
	size_t count = 0;
	if (escopa_game_moves(s->game, moves, 256, &count) != ESCOPA_OK)
		return;
	if (count > 256)
		count = 256;
	escopa_move_t move = moves[fuzz_u8(in) % count];
	int seat = -1;
	FUZZ_OK(escopa_game_current_seat(s->game, &seat));

	struct escopa_play_result result;
	memset(&result, 0x5A, sizeof result);
	uint8_t version = fuzz_u8(in);
	result.version = version < 250 ? ESCOPA_PLAY_RESULT_VERSION : version;
	/* An odd version byte plays with escopa_game_play_next(). */
	enum escopa_phase phase = (enum escopa_phase)SENTINEL;
	int next_seat = SENTINEL;
	escopa_move_t next[64];
	size_t next_count = SENTINEL;
	next[0] = SENTINEL_MOVE;
	enum escopa_status rc = version & 1 ?
		escopa_game_play_next(s->game, move, &result, &phase, &next_seat, next, 64,
				      &next_count) :
		escopa_game_play(s->game, move, &result);
	if (version >= 250) {
		FUZZ_STATUS(rc, ESCOPA_E_INVALID);
		unchanged(s, "a play with a bad result version changed the game");
		FUZZ_CHECK(phase == (enum escopa_phase)SENTINEL && next_seat == SENTINEL &&
			   next_count == SENTINEL && next[0] == SENTINEL_MOVE,
			   "a refused escopa_game_play_next() wrote");
		return;
	}
	FUZZ_OK(rc);
	fuzz_check_play(s->before, s->game, seat, move, &result);
	if (version & 1)
		check_next_moves(s->game, phase, next_seat, next, next_count);
}

/* The next hand, or once the game is over the next game of the match:
 * each refused (and nothing changed) in every other phase. */
static void
call_next(struct state *s)
{
	enum escopa_phase phase;
	int over = -1;
	FUZZ_OK(escopa_game_phase(s->game, &phase));
	FUZZ_OK(escopa_game_match_over(s->game, &over));
	enum escopa_status rc;
	if (phase == ESCOPA_PHASE_GAME_OVER) {
		FUZZ_STATUS(escopa_game_next_hand(s->game), ESCOPA_E_PHASE);
		unchanged(s, "a refused escopa_game_next_hand() changed the game");
		rc = escopa_game_next_game(s->game);
		FUZZ_STATUS(rc, over ? ESCOPA_E_PHASE : ESCOPA_OK);
	} else {
		FUZZ_STATUS(escopa_game_next_game(s->game), ESCOPA_E_PHASE);
		unchanged(s, "a refused escopa_game_next_game() changed the game");
		rc = escopa_game_next_hand(s->game);
		FUZZ_STATUS(rc, phase == ESCOPA_PHASE_PLAYING ? ESCOPA_E_PHASE : ESCOPA_OK);
	}
	if (rc != ESCOPA_OK)
		unchanged(s, "a refused deal changed the game");
	else
		fuzz_check_deal(s->before, s->game, phase == ESCOPA_PHASE_GAME_OVER);
}

/* escopa_game_move_at() and escopa_game_moves_page() agree with the first
 * `listed` moves of the list: each index, a page from a start the capacity
 * picks, and an index or start past the end refused, nothing written. */
static void
check_move_at_and_pages(struct state *s, const escopa_move_t *listed, size_t count,
			size_t capacity)
{
	size_t n = count < capacity ? count : capacity;
	escopa_move_t one = SENTINEL_MOVE, page[300];
	if (count == SIZE_MAX)   /* a saturated count has no index past it */
		return;
	for (size_t i = 0; i < n; i++) {
		FUZZ_OK(escopa_game_move_at(s->game, i, &one));
		FUZZ_CHECK(one == listed[i], "move %zu of the list is not escopa_game_move_at()'s", i);
	}
	one = SENTINEL_MOVE;
	FUZZ_STATUS(escopa_game_move_at(s->game, count, &one), ESCOPA_E_INVALID);
	FUZZ_CHECK(one == SENTINEL_MOVE, "escopa_game_move_at() past the end wrote a move");

	size_t start = capacity % (count + 1), written = SENTINEL, all = SENTINEL;
	for (size_t i = 0; i < 300; i++)
		page[i] = SENTINEL_MOVE;
	FUZZ_OK(escopa_game_moves_page(s->game, start, page, 300 - start % 300, &written, &all));
	size_t want = count - start < 300 - start % 300 ? count - start : 300 - start % 300;
	FUZZ_CHECK(all == count && written == want, "a page from %zu says %zu of %zu moves, "
		   "expected %zu of %zu", start, written, all, want, count);
	for (size_t i = 0; i < written && start + i < n; i++)
		FUZZ_CHECK(page[i] == listed[start + i], "move %zu of a page from %zu is not the "
			   "list's", i, start);
	FUZZ_CHECK(written == 300 || page[written] == SENTINEL_MOVE, "a page wrote past its end");
	written = all = SENTINEL;
	page[0] = SENTINEL_MOVE;
	FUZZ_STATUS(escopa_game_moves_page(s->game, count + 1, page, 300, &written, &all),
		    ESCOPA_E_INVALID);
	FUZZ_CHECK(written == SENTINEL && all == SENTINEL && page[0] == SENTINEL_MOVE,
		   "a refused page from past the end wrote");
}

/* escopa_game_moves() with any capacity: the count never depends on it and
 * only min(count, capacity) moves are written. */
static void
call_moves(struct state *s, struct fuzz_input *in)
{
	escopa_move_t moves[300];
	size_t capacity = fuzz_u16(in) % 300;
	for (size_t i = 0; i < 300; i++)
		moves[i] = SENTINEL_MOVE;
	size_t count = SENTINEL, all = SENTINEL;
	enum escopa_status rc = escopa_game_moves(s->game, moves, capacity, &count);
	enum escopa_status rc_all = escopa_game_moves(s->game, NULL, 0, &all);
	FUZZ_STATUS(rc, rc_all);
	/* A NULL array with a capacity: ESCOPA_E_NULL, or the phase error
	 * when there is one too. */
	enum escopa_status rc_null = escopa_game_moves(s->game, NULL, 1 + capacity, &all);
	FUZZ_CHECK(rc_null == ESCOPA_E_NULL || (rc_null == rc_all && rc_all != ESCOPA_OK),
		   "escopa_game_moves(NULL, %zu) returned %s", 1 + capacity,
		   escopa_status_name(rc_null));
	escopa_move_t one = SENTINEL_MOVE;
	size_t written = SENTINEL;
	if (rc != ESCOPA_OK) {
		FUZZ_STATUS(rc, ESCOPA_E_PHASE);
		FUZZ_CHECK(count == SENTINEL, "a failed escopa_game_moves() wrote its count");
		FUZZ_CHECK(moves[0] == SENTINEL_MOVE, "a failed escopa_game_moves() wrote moves");
		FUZZ_STATUS(escopa_game_move_at(s->game, 0, &one), ESCOPA_E_PHASE);
		FUZZ_STATUS(escopa_game_moves_page(s->game, 0, moves, capacity, &written, &count),
			    ESCOPA_E_PHASE);
		FUZZ_CHECK(one == SENTINEL_MOVE && written == SENTINEL && count == SENTINEL &&
			   moves[0] == SENTINEL_MOVE, "a failed move query wrote");
		return;
	}
	check_move_at_and_pages(s, moves, count, capacity);
	escopa_game_moves(s->game, NULL, 0, &all);
	FUZZ_CHECK(count == all, "%zu moves with capacity %zu, %zu without", count, capacity, all);
	written = count < capacity ? count : capacity;
	for (size_t i = 0; i < 300; i++) {
		if (i < written)
			FUZZ_STATUS(escopa_game_is_legal(s->game, moves[i]), ESCOPA_OK);
		else
			FUZZ_CHECK(moves[i] == SENTINEL_MOVE, "move %zu written past %zu", i, written);
	}
	for (size_t i = 1; i < written; i++)
		FUZZ_CHECK(moves[i - 1] != moves[i], "a move is listed twice");
}

/* Every query with an arbitrary seat or side. */
static void
call_queries(struct state *s, struct fuzz_input *in)
{
	int seat = fuzz_int(in), side = fuzz_int(in);
	int players = count_players(s->game), sides = count_sides(s->game);
	enum escopa_status want_seat = seat >= 0 && seat < players ? ESCOPA_OK : ESCOPA_E_INVALID;
	enum escopa_status want_side = side >= 0 && side < sides ? ESCOPA_OK : ESCOPA_E_INVALID;

	escopa_cardset_t set = SENTINEL_SET;
	int value = SENTINEL;
	FUZZ_STATUS(escopa_game_hand(s->game, seat, &set), want_seat);
	FUZZ_STATUS(escopa_game_side_of(s->game, seat, &value), want_seat);
	if (want_seat != ESCOPA_OK)
		FUZZ_CHECK(set == SENTINEL_SET && value == SENTINEL, "a failed query wrote");
	set = SENTINEL_SET;
	value = SENTINEL;
	FUZZ_STATUS(escopa_game_captured(s->game, side, &set), want_side);
	FUZZ_STATUS(escopa_game_sweeps(s->game, side, &value), want_side);
	if (want_side != ESCOPA_OK)
		FUZZ_CHECK(set == SENTINEL_SET && value == SENTINEL, "a failed query wrote");
	value = SENTINEL;
	FUZZ_STATUS(escopa_game_score(s->game, side, &value), want_side);
	if (want_side != ESCOPA_OK)
		FUZZ_CHECK(value == SENTINEL, "a failed query wrote");
	FUZZ_STATUS(escopa_game_match_wins(s->game, side, &value), want_side);
	if (want_side != ESCOPA_OK)
		FUZZ_CHECK(value == SENTINEL, "a failed query wrote");

	/* A score row of any length: the items past the known ones are 0. */
	int32_t row[ESCOPA_SCORE_ITEM_COUNT + 8];
	size_t n_items = fuzz_u8(in) % (ESCOPA_SCORE_ITEM_COUNT + 9);
	for (size_t i = 0; i < ESCOPA_SCORE_ITEM_COUNT + 8; i++)
		row[i] = SENTINEL;
	enum escopa_status rc = escopa_game_hand_score(s->game, side, row, n_items);
	FUZZ_STATUS(rc, want_side);
	for (size_t i = 0; i < ESCOPA_SCORE_ITEM_COUNT + 8; i++) {
		if (rc != ESCOPA_OK || i >= n_items)
			FUZZ_CHECK(row[i] == SENTINEL, "score item %zu written", i);
		else if (i >= ESCOPA_SCORE_ITEM_COUNT)
			FUZZ_CHECK(row[i] == 0, "score item %zu past the known ones is %d", i,
				   (int)row[i]);
	}

	value = SENTINEL;
	int option = fuzz_int(in);
	rc = escopa_game_option(s->game, (enum escopa_option)option, &value);
	FUZZ_STATUS(rc, option >= 0 && option < escopa_option_count() ? ESCOPA_OK
								       : ESCOPA_E_OPTION);

	/* Piles and stock with any capacity. */
	escopa_cardset_t piles[ESCOPA_CARD_COUNT + 1];
	escopa_card_t stock[ESCOPA_CARD_COUNT + 1];
	size_t capacity = fuzz_u8(in) % (ESCOPA_CARD_COUNT + 2);
	size_t count = SENTINEL, all = 0;
	for (size_t i = 0; i <= ESCOPA_CARD_COUNT; i++) {
		piles[i] = SENTINEL_SET;
		stock[i] = SENTINEL;
	}
	FUZZ_OK(escopa_game_piles(s->game, NULL, 0, &all));
	FUZZ_OK(escopa_game_piles(s->game, piles, capacity, &count));
	FUZZ_CHECK(count == all, "%zu piles, then %zu", all, count);
	if (all > capacity)
		FUZZ_CHECK(piles[0] == SENTINEL_SET, "piles written that did not all fit");
	for (size_t i = all < capacity ? all : capacity; i <= ESCOPA_CARD_COUNT; i++)
		FUZZ_CHECK(piles[i] == SENTINEL_SET, "pile %zu written", i);
	FUZZ_OK(escopa_game_stock(s->game, NULL, 0, &all));
	FUZZ_OK(escopa_game_stock(s->game, stock, capacity, &count));
	FUZZ_CHECK(count == all, "%zu stock cards, then %zu", all, count);
	if (all > capacity)
		FUZZ_CHECK(stock[0] == SENTINEL, "stock written that did not all fit");
	for (size_t i = all < capacity ? all : capacity; i <= ESCOPA_CARD_COUNT; i++)
		FUZZ_CHECK(stock[i] == SENTINEL, "stock card %zu written", i);
	FUZZ_STATUS(escopa_game_piles(s->game, NULL, 1 + capacity, &count), ESCOPA_E_NULL);
	FUZZ_STATUS(escopa_game_stock(s->game, NULL, 1 + capacity, &count), ESCOPA_E_NULL);
}

/* Whether a deck is a permutation of the deck with that many jokers. */
static int
is_deck(const escopa_card_t *deck, size_t n, int jokers)
{
	if (n != 40 + (size_t)jokers)
		return 0;
	escopa_cardset_t seen = 0;
	for (size_t i = 0; i < n; i++) {
		if (deck[i] < 0 || deck[i] >= (escopa_card_t)n ||
		    (seen & ESCOPA_CARDSET_OF(deck[i])))
			return 0;
		seen |= ESCOPA_CARDSET_OF(deck[i]);
	}
	return 1;
}

/* escopa_game_deal() with a deck that is often a permutation, sometimes
 * not. */
static void
call_deal(struct state *s, struct fuzz_input *in)
{
	int jokers = 0;
	FUZZ_OK(escopa_game_option(s->game, ESCOPA_OPT_JOKERS, &jokers));
	escopa_card_t deck[64];
	size_t n = fuzz_shuffled_deck(in, jokers, deck);
	switch (fuzz_u8(in) % 8) {
	case 0: /* a card changed */
		deck[fuzz_u8(in) % n] = fuzz_int(in);
		break;
	case 1: /* a card repeated */
		deck[fuzz_u8(in) % n] = deck[fuzz_u8(in) % n];
		break;
	case 2: /* any count, any cards */
		n = fuzz_u8(in) % 64;
		for (size_t i = 0; i < n; i++)
			deck[i] = fuzz_int(in);
		break;
	case 3: /* the deck of another joker count */
		n = fuzz_u8(in) % 3 + 40;
		for (size_t i = 0; i < n; i++)
			deck[i] = (escopa_card_t)i;
		break;
	default:
		break;
	}
	int valid = is_deck(deck, n, jokers);
	enum escopa_status rc = escopa_game_deal(s->game, deck, n);
	if (rc != ESCOPA_OK) {
		FUZZ_CHECK(rc == ESCOPA_E_PHASE || (rc == ESCOPA_E_DECK && !valid),
			   "escopa_game_deal() returned %s for a %s deck", escopa_status_name(rc),
			   valid ? "valid" : "invalid");
		unchanged(s, "a refused deal changed the game");
	} else {
		FUZZ_CHECK(valid, "escopa_game_deal() took an invalid deck");
		enum escopa_phase phase;
		FUZZ_OK(escopa_game_phase(s->game, &phase));
		FUZZ_CHECK(phase == ESCOPA_PHASE_PLAYING || phase == ESCOPA_PHASE_MISDEAL,
			   "phase %d after a deal", (int)phase);
	}
	FUZZ_STATUS(escopa_game_deal(s->game, NULL, n), ESCOPA_E_NULL);
}

/* escopa_score_piles() with arbitrary piles, sweeps, sides and rows. */
static void
call_score_piles(struct state *s, struct fuzz_input *in)
{
	escopa_cardset_t captured[4];
	int sweeps[4];
	int n_sides = fuzz_int(in), side = fuzz_int(in);
	escopa_cardset_t used = 0;
	int overlap = 0, bad_card = 0, bad_sweep = 0;
	for (int i = 0; i < 4; i++) {
		captured[i] = fuzz_cardset(in);
		uint8_t how = fuzz_u8(in);
		sweeps[i] = how < 200 ? fuzz_u8(in) % 8 : how < 230 ? fuzz_u16(in) : fuzz_int(in);
		if (i < n_sides) {
			overlap |= (used & captured[i]) != 0;
			bad_card |= (captured[i] & ~(ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS)) != 0;
			bad_sweep |= sweeps[i] < 0 || sweeps[i] > 1000;
			used |= captured[i];
		}
	}
	int32_t row[ESCOPA_SCORE_ITEM_COUNT + 4];
	size_t n_items = fuzz_u8(in) % (ESCOPA_SCORE_ITEM_COUNT + 5);
	for (size_t i = 0; i < ESCOPA_SCORE_ITEM_COUNT + 4; i++)
		row[i] = SENTINEL;
	enum escopa_status rc = escopa_score_piles(s->rules, n_sides, captured, sweeps, side, row,
						   n_items);
	int invalid = n_sides < 1 || n_sides > 4 || side < 0 || side >= n_sides || bad_sweep;
	int card = bad_card || overlap;
	if (invalid || card) {
		/* When both are wrong, either status tells the truth. */
		FUZZ_CHECK((invalid && rc == ESCOPA_E_INVALID) || (card && rc == ESCOPA_E_CARD),
			   "escopa_score_piles() returned %s", escopa_status_name(rc));
	} else {
		FUZZ_OK(rc);
		if (n_items > ESCOPA_SCORE_TOTAL) {
			int32_t total = 0;
			for (int i = 0; i < ESCOPA_SCORE_TOTAL; i++)
				total += row[i];
			FUZZ_CHECK(total == row[ESCOPA_SCORE_TOTAL], "score items add up to %d, total %d",
				   (int)total, (int)row[ESCOPA_SCORE_TOTAL]);
		}
		if (n_items > ESCOPA_SCORE_CARD_COUNT)
			FUZZ_CHECK(row[ESCOPA_SCORE_CARD_COUNT] == __builtin_popcountll(captured[side]),
				   "card count %d of %d cards", (int)row[ESCOPA_SCORE_CARD_COUNT],
				   __builtin_popcountll(captured[side]));
	}
	for (size_t i = 0; i < ESCOPA_SCORE_ITEM_COUNT + 4; i++) {
		if (rc != ESCOPA_OK || i >= n_items)
			FUZZ_CHECK(row[i] == SENTINEL, "score item %zu written", i);
		else if (i >= ESCOPA_SCORE_ITEM_COUNT)
			FUZZ_CHECK(row[i] == 0, "score item %zu is %d", i, (int)row[i]);
	}
}

/* The built-in players: any player number, any generator state. */
static void
call_choose(struct state *s, struct fuzz_input *in)
{
	int player = fuzz_int(in);
	uint64_t rng = fuzz_u64(in);
	escopa_move_t move = SENTINEL_MOVE;
	enum escopa_status rc = escopa_game_choose_move(s->game, (enum escopa_player)player, &rng,
							&move);
	enum escopa_phase phase;
	FUZZ_OK(escopa_game_phase(s->game, &phase));
	int invalid = player != ESCOPA_PLAYER_RANDOM && player != ESCOPA_PLAYER_GREEDY;
	int idle = phase != ESCOPA_PHASE_PLAYING;
	if (invalid || idle) {
		FUZZ_CHECK((invalid && rc == ESCOPA_E_INVALID) || (idle && rc == ESCOPA_E_PHASE),
			   "escopa_game_choose_move() returned %s", escopa_status_name(rc));
	} else {
		FUZZ_OK(rc);
		FUZZ_STATUS(escopa_game_is_legal(s->game, move), ESCOPA_OK);
		if (fuzz_u8(in) & 1)
			FUZZ_OK(escopa_game_play(s->game, move, NULL));
		return;
	}
	FUZZ_CHECK(move == SENTINEL_MOVE, "a failed escopa_game_choose_move() wrote its move");
}

static void
call(struct state *s, struct fuzz_input *in)
{
	FUZZ_OK(escopa_game_copy(s->before, s->game));
	enum escopa_status rc;
	switch (fuzz_u8(in) % 16) {
	case 0:
	case 1:
	case 2:
		call_play_legal(s, in);
		break;
	case 3:
		call_play_any(s, in);
		break;
	case 4:
		call_moves(s, in);
		break;
	case 5:
		call_queries(s, in);
		unchanged(s, "a query changed the game");
		break;
	case 6:
		call_next(s);
		break;
	case 7:
		call_deal(s, in);
		break;
	case 8: { /* clone and copy, both ways */
		struct escopa_game *clone = NULL;
		FUZZ_OK(escopa_game_clone(s->game, &clone));
		fuzz_check_equal(clone, s->game, "a clone differs");
		FUZZ_OK(escopa_game_copy(s->game, s->game));
		unchanged(s, "copying a game onto itself changed it");
		if (fuzz_u8(in) & 1) {
			FUZZ_OK(escopa_game_copy(s->other, clone));
			fuzz_check_equal(s->other, s->game, "a copy differs");
		} else {
			/* Continue with the other game. */
			FUZZ_OK(escopa_game_copy(s->game, s->other));
			FUZZ_OK(escopa_game_copy(s->other, clone));
		}
		escopa_game_free(clone);
		break;
	}
	case 9:
		call_rules_set(s, in);
		break;
	case 10:
		call_game_new(s, in);
		break;
	case 11:
		call_score_piles(s, in);
		break;
	case 12:
		call_choose(s, in);
		break;
	case 13:
		if (!same_game(s->game, s->tripped)) {
			fuzz_check_round_trips(s->game);
			FUZZ_OK(escopa_game_copy(s->tripped, s->game));
		}
		break;
	case 14: { /* a preset's rules, any preset */
		int preset = fuzz_int(in);
		struct escopa_rules *rules = (struct escopa_rules *)(uintptr_t)SENTINEL;
		rc = escopa_rules_new((enum escopa_preset)preset, &rules);
		if (preset < 0 || preset >= escopa_preset_count()) {
			FUZZ_STATUS(rc, ESCOPA_E_INVALID);
			FUZZ_CHECK(rules == (struct escopa_rules *)(uintptr_t)SENTINEL,
				   "a failed escopa_rules_new() wrote its rules");
			FUZZ_CHECK(escopa_preset_name((enum escopa_preset)preset) == NULL,
				   "preset %d has a name", preset);
		} else {
			FUZZ_OK(rc);
			escopa_rules_free(s->rules);
			s->rules = rules;
		}
		break;
	}
	case 15: { /* play on with the greedy player until the hand ends */
		for (int i = 0; i < 64; i++) {
			escopa_move_t move;
			if (escopa_game_choose_move(s->game, ESCOPA_PLAYER_GREEDY, NULL, &move) !=
			    ESCOPA_OK)
				break;
			FUZZ_OK(escopa_game_play(s->game, move, NULL));
		}
		break;
	}
	}
	if (!same_game(s->game, s->before))
		fuzz_check_game(s->game);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct fuzz_input in;
	fuzz_input_init(&in, data, size);
	struct state s = { 0 };

	FUZZ_OK(escopa_rules_new((enum escopa_preset)(fuzz_u8(&in) % escopa_preset_count()),
				 &s.rules));
	int n_options = fuzz_u8(&in) % 4;
	for (int i = 0; i < n_options; i++)
		call_rules_set(&s, &in);
	int players = 2 + fuzz_u8(&in) % 3;
	FUZZ_OK(escopa_game_new(s.rules, players, fuzz_u64(&in), &s.game));
	FUZZ_OK(escopa_game_clone(s.game, &s.other));
	FUZZ_OK(escopa_game_clone(s.game, &s.before));
	/* Any other game, as no round trip passed yet. */
	s.tripped = fuzz_new_game(ESCOPA_PRESET_SCOPA, players == 2 ? 3 : 2, 0);
	fuzz_check_game(s.game);

	for (int i = 0; i < MAX_CALLS && !fuzz_input_empty(&in); i++)
		call(&s, &in);

	escopa_game_free(s.tripped);
	escopa_game_free(s.before);
	escopa_game_free(s.other);
	escopa_game_free(s.game);
	escopa_rules_free(s.rules);
	return 0;
}
