/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Playing on from a state: every play, deal and new game of a match
 * checked for what game.h says it does, the game's invariants and every
 * seat's view at each step.
 */

#include <string.h>
#include "fuzz-common.h"

#define MAX_LISTED 512

/* The seat to play, or -1. */
static int
seat_to_play(const struct escopa_game *game)
{
	int seat = -1;
	return escopa_game_current_seat(game, &seat) == ESCOPA_OK ? seat : -1;
}

static int
match_state(const struct escopa_game *game, int *number, int *wins)
{
	int sides = 0;
	FUZZ_OK(escopa_game_sides(game, &sides));
	FUZZ_OK(escopa_game_match_game(game, number));
	for (int side = 0; side < sides; side++)
		FUZZ_OK(escopa_game_match_wins(game, side, &wins[side]));
	return sides;
}

/*
 * A deal from the seed (game.h): escopa_game_next_hand() passes the deal
 * on to the next seat and the next hand number, or after a misdeal lets
 * the same dealer deal the same hand again; escopa_game_next_game() starts
 * the next game at hand 1 with the scores at 0, the deal passed on and the
 * games won kept. Either way a hand is in play, led by the seat after the
 * dealer.
 */
void
fuzz_check_deal(const struct escopa_game *before, const struct escopa_game *after, int next_game)
{
	enum escopa_phase was, phase;
	int players = 0, dealer = -1, dealer_was = -1, hand = 0, hand_was = 0;
	FUZZ_OK(escopa_game_phase(before, &was));
	FUZZ_OK(escopa_game_phase(after, &phase));
	FUZZ_CHECK(phase == ESCOPA_PHASE_PLAYING, "phase %d after a deal from the seed", (int)phase);
	FUZZ_OK(escopa_game_players(after, &players));
	FUZZ_OK(escopa_game_dealer(before, &dealer_was));
	FUZZ_OK(escopa_game_dealer(after, &dealer));
	FUZZ_OK(escopa_game_hand_number(before, &hand_was));
	FUZZ_OK(escopa_game_hand_number(after, &hand));
	int redeal = was == ESCOPA_PHASE_MISDEAL;
	FUZZ_CHECK(dealer == (redeal ? dealer_was : (dealer_was + 1) % players),
		   "dealer %d deals after dealer %d%s", dealer, dealer_was,
		   redeal ? "'s misdeal" : "");
	FUZZ_CHECK(seat_to_play(after) == (dealer + 1) % players,
		   "seat %d leads a hand dealt by seat %d", seat_to_play(after), dealer);
	FUZZ_CHECK(hand == (next_game ? 1 : redeal ? hand_was : hand_was + 1),
		   "hand %d follows hand %d", hand, hand_was);

	int number = 0, number_was = 0, wins[4], wins_was[4];
	int sides = match_state(after, &number, wins);
	match_state(before, &number_was, wins_was);
	FUZZ_CHECK(number == number_was + next_game, "game %d follows game %d", number,
		   number_was);
	for (int side = 0; side < sides; side++) {
		int score = -1, score_was = -1;
		FUZZ_OK(escopa_game_score(after, side, &score));
		FUZZ_OK(escopa_game_score(before, side, &score_was));
		FUZZ_CHECK(score == (next_game ? 0 : score_was), "side %d's score went from %d "
			   "to %d on a deal", side, score_was, score);
		FUZZ_CHECK(wins[side] == wins_was[side], "side %d's games won went from %d to %d "
			   "on a deal", side, wins_was[side], wins[side]);
	}
}

/*
 * What a play says it did (escopa_play_result): the seat and side that
 * played, the move, the cards a capture took, a sweep only on a cleared
 * table, the end of the hand or game exactly when the phase says so, and
 * the cards left on the table at the end of a hand gone to the side of the
 * last capture (ESCOPA_OPT_LAST_CAPTURE_TAKES) or to nobody. The hand and
 * game numbers stay, and the scores change only when the hand ends.
 */
void
fuzz_check_play(const struct escopa_game *before, const struct escopa_game *after, int seat,
	   escopa_move_t move, const struct escopa_play_result *result)
{
	int side = -1, takes = 0, last = -2;
	enum escopa_phase phase;
	FUZZ_OK(escopa_game_side_of(after, seat, &side));
	FUZZ_CHECK(result->version == ESCOPA_PLAY_RESULT_VERSION && result->seat == seat &&
		   result->side == side && result->move == move,
		   "the result names seat %d side %d, not seat %d side %d, or another move",
		   result->seat, result->side, seat, side);
	escopa_cardset_t target = ESCOPA_MOVE_TARGET(move);
	if (ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE)
		FUZZ_CHECK(result->taken == target, "a capture took %#llx of its target %#llx",
			   (unsigned long long)result->taken, (unsigned long long)target);
	else
		FUZZ_CHECK(result->taken == 0 && !(result->flags & ESCOPA_PLAYED_CLEARED_TABLE),
			   "a trail or set took cards");
	unsigned flags = result->flags;
	FUZZ_CHECK((flags & ~0x1Fu) == 0, "unknown play flags %#x", flags);
	FUZZ_CHECK(!!(flags & ESCOPA_PLAYED_SWEEP) == (result->sweep_points > 0) &&
		   result->sweep_points >= 0 &&
		   (!(flags & ESCOPA_PLAYED_SWEEP) || (flags & ESCOPA_PLAYED_CLEARED_TABLE)),
		   "sweep flag with %d sweep points, flags %#x", result->sweep_points, flags);

	FUZZ_OK(escopa_game_phase(after, &phase));
	int hand_over = phase == ESCOPA_PHASE_HAND_OVER || phase == ESCOPA_PHASE_GAME_OVER;
	FUZZ_CHECK(phase != ESCOPA_PHASE_MISDEAL, "a play led to a misdeal");
	FUZZ_CHECK(!!(flags & ESCOPA_PLAYED_HAND_OVER) == hand_over &&
		   !!(flags & ESCOPA_PLAYED_GAME_OVER) == (phase == ESCOPA_PHASE_GAME_OVER) &&
		   !(hand_over && (flags & ESCOPA_PLAYED_REDEALT)),
		   "play flags %#x in phase %d", flags, (int)phase);

	FUZZ_OK(escopa_game_option(after, ESCOPA_OPT_LAST_CAPTURE_TAKES, &takes));
	FUZZ_OK(escopa_game_last_capture_side(after, &last));
	if (!hand_over) {
		FUZZ_CHECK(result->last_take == 0 && result->last_take_side == -1,
			   "a play that did not end the hand took the table's last cards");
	} else {
		int taker = result->last_take && takes ? last : -1;
		escopa_cardset_t where = 0;
		FUZZ_CHECK(result->last_take_side == taker, "side %d took the last cards, "
			   "not side %d", result->last_take_side, taker);
		if (taker >= 0)
			FUZZ_OK(escopa_game_captured(after, taker, &where));
		else
			FUZZ_OK(escopa_game_set_aside(after, &where));
		FUZZ_CHECK((result->last_take & ~where) == 0, "the last cards went elsewhere");
	}

	int a = 0, b = 0, wins[4], wins_was[4];
	FUZZ_OK(escopa_game_hand_number(before, &a));
	FUZZ_OK(escopa_game_hand_number(after, &b));
	FUZZ_CHECK(a == b, "a play changed the hand number from %d to %d", a, b);
	int sides = match_state(after, &a, wins);
	match_state(before, &b, wins_was);
	FUZZ_CHECK(a == b, "a play changed the game number from %d to %d", b, a);
	for (int s = 0; s < sides && !hand_over; s++) {
		FUZZ_OK(escopa_game_score(before, s, &a));
		FUZZ_OK(escopa_game_score(after, s, &b));
		FUZZ_CHECK(a == b && wins[s] == wins_was[s],
			   "side %d's score or games won changed in the middle of a hand", s);
	}
}

/* A refused call leaves the game as it was. */
static void
refused(struct escopa_game *game, const struct escopa_game *before, enum escopa_status rc,
	const char *what)
{
	FUZZ_CHECK(rc == ESCOPA_E_PHASE, "%s returned %s, expected ESCOPA_E_PHASE", what,
		   escopa_status_name(rc));
	fuzz_check_equal(game, before, what);
}

void
fuzz_play_on(const struct escopa_game *start, struct fuzz_input *choice, int max_plies)
{
	struct escopa_game *game = NULL, *before = NULL;
	FUZZ_OK(escopa_game_clone(start, &game));
	FUZZ_OK(escopa_game_clone(start, &before));
	struct fuzz_view_trail trail;
	fuzz_view_trail_start(&trail, game);
	for (int ply = 0; ply < max_plies; ply++) {
		fuzz_check_game(game);
		enum escopa_phase phase;
		FUZZ_OK(escopa_game_phase(game, &phase));
		FUZZ_OK(escopa_game_copy(before, game));
		if (phase == ESCOPA_PHASE_GAME_OVER) {
			int over = -1;
			refused(game, before, escopa_game_next_hand(game),
				"escopa_game_next_hand() once the game is over");
			FUZZ_OK(escopa_game_match_over(game, &over));
			if (over) {
				refused(game, before, escopa_game_next_game(game),
					"escopa_game_next_game() once the match is over");
				break;
			}
			FUZZ_OK(escopa_game_next_game(game));
			fuzz_check_deal(before, game, 1);
			fuzz_view_trail_step(&trail, game, 1, -1);
			continue;
		}
		refused(game, before, escopa_game_next_game(game),
			"escopa_game_next_game() before the game is over");
		if (phase != ESCOPA_PHASE_PLAYING) {
			FUZZ_OK(escopa_game_next_hand(game));
			fuzz_check_deal(before, game, 0);
			fuzz_view_trail_step(&trail, game, 1, -1);
			continue;
		}
		escopa_move_t moves[MAX_LISTED];
		size_t count = 0;
		int seat = seat_to_play(game);
		FUZZ_OK(escopa_game_moves(game, moves, MAX_LISTED, &count));
		if (count > MAX_LISTED)
			count = MAX_LISTED;
		escopa_move_t move = moves[fuzz_u16(choice) % count];
		struct escopa_play_result result;
		memset(&result, 0x5A, sizeof result);
		result.version = ESCOPA_PLAY_RESULT_VERSION;
		FUZZ_OK(escopa_game_play(game, move, &result));
		fuzz_check_play(before, game, seat, move, &result);
		fuzz_view_trail_step(&trail, game, !!(result.flags & ESCOPA_PLAYED_REDEALT),
				     ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_CAPTURE ? -1 : seat);
	}
	fuzz_check_game(game);
	fuzz_view_trail_end(&trail);
	escopa_game_free(before);
	escopa_game_free(game);
}
