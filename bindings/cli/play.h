/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What the files of escopa play share (cli.h is the tool's): the session,
 * which play.c sets up and runs; what the screen shows (play-screen.c); a
 * human's turn at the prompt (play-turn.c); the events that undo replays,
 * and the record (play-history.c).
 */

#ifndef ESCOPA_CLI_PLAY_H
#define ESCOPA_CLI_PLAY_H

#include "cli.h"

/* Enough for every move of any position a game reaches; larger lists are
 * cut, and the player can still type a move that is not shown. */
#define MAX_SHOWN_MOVES 4096
/* escopa_bot_analyze_game() values at most this many moves. */
#define ANALYZED_MOVES 512

/* What changed the game, in order, so that undo can replay it. */
enum event_kind { EVENT_PLAY, EVENT_NEXT_HAND, EVENT_NEXT_GAME };

struct event {
	enum event_kind kind;
	escopa_move_t move;             /* EVENT_PLAY */
};

/* Where a human's turn began: undo goes back to the one before. */
struct undo_mark {
	size_t events;
	uint64_t rng;
};

struct session {
	struct escopa_game *game;
	struct escopa_game *start;      /* the game as dealt, for undo */
	const struct escopa_rules *rules;
	uint64_t seed;
	struct event *events;           /* grows; undo replays a prefix */
	size_t n_events, cap_events;
	struct undo_mark *marks;
	size_t n_marks, cap_marks;
	struct escopa_record *record;   /* NULL with neither --record nor a review */
	FILE *record_file;              /* opened before the first move */
	struct cli_term term;
	bool human[4];
	int n_humans;
	enum escopa_player opponent;    /* with --opponent: a 1.1 player */
	struct escopa_bot *bot;         /* otherwise: the player of --level */
	const char *opponent_name;
	struct escopa_bot *adviser;     /* for hints, made at the first one */
	struct escopa_move_value values[ANALYZED_MOVES];
	uint64_t rng;
	int players;
	int sides;
	bool echo;                      /* stdin is not a terminal */
	int shown_human;                /* the human whose hand was shown last, or -1 */
	escopa_move_t moves[MAX_SHOWN_MOVES];
	size_t n_moves;                 /* listed */
	size_t total_moves;             /* legal */
};

/* ---- what the screen shows (play-screen.c) ---- */

/* "Seat 1 (you)", "Seat 2 (expert)"... */
void play_seat_label(const struct session *s, int seat, char *buf, size_t size);
void play_print_table(const struct session *s);
/* A new hand: its number, its dealer, what the first table gave. */
void play_print_deal(const struct session *s);
void play_print_hand_score(const struct session *s);
/* The moves listed by play_refresh_moves(), numbered from 1. */
void play_print_moves(const struct session *s);
void play_print_turn(const struct session *s, int seat);
void play_print_input_help(const struct session *s);
const char *play_refusal_sentence(const struct session *s, escopa_move_t move,
			     enum escopa_status rc, char *buf, size_t size);
void play_print_hint(struct session *s);
void play_print_play(const struct session *s, const struct escopa_play_result *res);

/* ---- a human's turn (play-turn.c) ---- */

enum turn_result { TURN_PLAYED, TURN_UNDO, TURN_QUIT, TURN_EOF };

/* Lists the moves of the seat to play into the session. */
void play_refresh_moves(struct session *s);
/* Reads lines until one plays a move (*move), or asks to undo or quit. */
enum turn_result play_human_turn(struct session *s, escopa_move_t *move);
bool play_pass_device(struct session *s, int seat);

/* ---- what undo and the record keep (play-history.c) ---- */

bool play_log_event(struct session *s, enum event_kind kind, escopa_move_t move);
bool play_mark_turn(struct session *s);
int play_undo(struct session *s);
int play_start_record(struct session *s, const struct escopa_rules *rules, uint64_t seed);
int play_write_record(struct session *s, const char *path);

/* ---- the review at the end (play-review.c) ---- */

/* --review, --no-review, or neither: ask a person at a terminal. */
enum play_review { PLAY_REVIEW_ASK, PLAY_REVIEW_YES, PLAY_REVIEW_NO };

/* Reviews the game of the session's record, if there is a move to review
 * and the player wants it (the same review as escopa review's of the
 * record, seed 0). Returns an exit code. */
int play_offer_review(const struct session *s, enum play_review when);

#endif /* ESCOPA_CLI_PLAY_H */
