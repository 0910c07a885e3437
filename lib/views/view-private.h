/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The floor of views/ (lib/README.md): what one seat knows of a game. It
 * stands on game/, captures/ and core/.
 */

#ifndef ESCOPA_VIEW_PRIVATE_H
#define ESCOPA_VIEW_PRIVATE_H

#include "../game/game-private.h"

/*
 * What one seat knows of a game (view.c). Fixed size, no pointers: a copy
 * is a memcpy and equality a memcmp, so unused bytes stay zero.
 */
struct escopa_view {
	/* The game with every card the viewer cannot see removed: other
	 * seats' hands empty (unless open_table), stock[] all zero, the
	 * generator state zero. Everything else (table, stacks, captured,
	 * scores, sweeps, match, phase, seat to play, dealer...) is as in
	 * the game. Never a valid game by itself: only view functions read it. */
	struct escopa_game known;
	escopa_cardset_t unseen;               /* cards the viewer cannot see */
	escopa_cardset_t excluded[MAX_SEATS];  /* cards a seat is known not to hold */
	uint8_t hand_size[MAX_SEATS];          /* cards held, by seat */
	uint8_t viewer;                        /* the seat whose view this is */
	uint8_t stock_size;
	uint8_t reserved[10];                  /* zero; the size a multiple of 32 (view-key.c) */
};

/* view.c: the view of `seat` (valid for the game). */
void view_from_game(const struct escopa_game *game, int seat, struct escopa_view *out);
/* view.c: the excluded sets of a view from its known voids and unseen
 * cards. */
void view_derive(struct escopa_view *view);
/* view-check.c: whether a view read back is one some seat of some valid
 * game has; names the part at fault as game_check() does. */
enum escopa_status view_check(const struct escopa_view *view, const char **why,
			      enum state_field *field);
/* view-check.c: whether some deal of the unseen cards gives each hidden
 * seat need[seat] cards, none of them among its excluded ones. */
bool view_can_be_dealt(const struct escopa_view *view, const int *need);
/* sample.c: a full game consistent with the view, hidden cards dealt
 * uniformly (exactly, given the excluded sets), game->rng reseeded from
 * *rng; advances *rng. No checks, no allocation. */
void view_sample(const struct escopa_view *view, uint64_t *rng, struct escopa_game *out);
/* view-key.c: the 64-bit information-set key of a view. */
uint64_t view_key(const struct escopa_view *view);

/* A count in an observation's byte: below 0 as 0, past 255 as 255. */
static inline uint8_t
clamp_byte(int value)
{
	return (uint8_t)(value < 0 ? 0 : value > 255 ? 255 : value);
}

/* observe.c: the observation of a game from any seat (the layout of
 * batch.h, relative to `seat`). */
void observe_from(const struct escopa_game *game, int seat, uint8_t *obs);
/* The seat escopa_game_observe() sees from. */
static inline int
observed_seat(const struct escopa_game *game)
{
	return game->phase == ESCOPA_PHASE_PLAYING ? game->seat
						   : (game->dealer + 1) % game->players;
}
/* Where an observation's bytes after the cards start, its stock, its
 * last capture and its hands' sizes (batch.h). */
#define OBS_HEADER 42
#define OBS_STOCK 45
#define OBS_LAST_CAPTURE 56
#define OBS_HAND_SIZES 57
/* observe.c, its parts (the batch keeps the card bytes of each seat's
 * up to date, batch/observations.c): the bytes of the cards in `only`,
 * and the bytes from 42 on, written onto zeros, with the hands' sizes
 * by seat. */
void observe_cards(const struct escopa_game *game, int seat, escopa_cardset_t only, uint8_t *obs);
void observe_header(const struct escopa_game *game, int seat, const uint8_t *hand_size,
		    uint8_t *obs);

/* info-state.c: the plays of the current deal round, kept beside a game
 * (the batch's slots own one each) for the information-state tensor of
 * batch.h. A round holds at most 3 cards a seat. */
#define ROUND_PLAYS (3 * MAX_SEATS)
struct round_history {
	escopa_move_t moves[ROUND_PLAYS];
	int8_t seats[ROUND_PLAYS];      /* who played each */
	uint8_t count;
	uint8_t stock_pos;              /* the game's at the round's deal */
};
/* Inline: the batch calls them at every play. */
static inline void
history_start(struct round_history *h, const struct escopa_game *game)
{
	h->count = 0;           /* the plays past it are never read */
	h->stock_pos = game->stock_pos;
}

/* Before `move` is played by the seat to play. */
static inline void
history_play(struct round_history *h, const struct escopa_game *game, escopa_move_t move)
{
	if (h->count < ROUND_PLAYS) {
		h->moves[h->count] = move;
		h->seats[h->count] = (int8_t)game->seat;
		h->count++;
	}
}

/* After a play: a new deal (it takes cards from the stock) starts a new
 * round. */
static inline void
history_after(struct round_history *h, const struct escopa_game *game)
{
	if (game->stock_pos != h->stock_pos)
		history_start(h, game);
}

void info_state_from(const struct escopa_game *game, int seat, const struct round_history *h,
		     uint8_t *out);

#endif /* ESCOPA_VIEW_PRIVATE_H */
