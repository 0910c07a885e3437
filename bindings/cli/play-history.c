/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* escopa play: what the session keeps of the game, the events that undo
 * replays on the game as dealt, and the record written with --record. */

#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "play.h"

/* Grows an array of n items by one slot; false when out of memory. */
static bool
grow(void **items, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return true;
	size_t new_cap = *cap ? 2 * *cap : 64;
	void *bigger = realloc(*items, new_cap * size);
	if (!bigger)
		return false;
	*items = bigger;
	*cap = new_cap;
	return true;
}

bool
play_log_event(struct session *s, enum event_kind kind, escopa_move_t move)
{
	if (!grow((void **)&s->events, &s->cap_events, s->n_events, sizeof *s->events))
		return false;
	s->events[s->n_events++] = (struct event){ .kind = kind, .move = move };
	return true;
}

/* Called when a human's turn begins; a turn shown again after an undo is
 * already marked. */
bool
play_mark_turn(struct session *s)
{
	if (s->n_marks && s->marks[s->n_marks - 1].events == s->n_events)
		return true;
	if (!grow((void **)&s->marks, &s->cap_marks, s->n_marks, sizeof *s->marks))
		return false;
	s->marks[s->n_marks++] = (struct undo_mark){ .events = s->n_events, .rng = s->rng };
	return true;
}

/* Replays the first n events on the game as dealt, and into a new record. */
static enum escopa_status
replay_events(struct session *s, size_t n)
{
	enum escopa_status rc = escopa_game_copy(s->game, s->start);
	if (rc == ESCOPA_OK && s->record) {
		escopa_record_free(s->record);
		s->record = NULL;
		if (play_start_record(s, s->rules, s->seed) != EXIT_OK)
			rc = ESCOPA_E_NOMEM;
	}
	for (size_t i = 0; i < n && rc == ESCOPA_OK; i++) {
		const struct event *e = &s->events[i];
		switch (e->kind) {
		case EVENT_PLAY:
			rc = escopa_game_play(s->game, e->move, NULL);
			if (rc == ESCOPA_OK && s->record)
				rc = escopa_record_play(s->record, e->move);
			break;
		case EVENT_NEXT_HAND:
			rc = escopa_game_next_hand(s->game);
			if (rc == ESCOPA_OK && s->record)
				rc = escopa_record_next_hand(s->record, NULL, 0);
			break;
		case EVENT_NEXT_GAME:
			rc = escopa_game_next_game(s->game);
			if (rc == ESCOPA_OK && s->record)
				rc = escopa_record_next_game(s->record);
			break;
		}
	}
	s->n_events = n;
	return rc;
}

/* Takes back every move since the human turn before this one. */
int
play_undo(struct session *s)
{
	if (s->n_marks < 2) {
		puts("Nothing to undo: this is the first move you make.");
		return EXIT_OK;
	}
	s->n_marks--;                        /* this turn */
	struct undo_mark back = s->marks[--s->n_marks];
	s->rng = back.rng;
	size_t taken = 0;
	for (size_t i = back.events; i < s->n_events; i++)
		taken += s->events[i].kind == EVENT_PLAY;
	if (replay_events(s, back.events) != ESCOPA_OK) {
		cli_error("play: undo could not replay the game");
		return EXIT_RUNTIME;
	}
	printf("Undone: %zu move%s taken back.\n", taken, taken == 1 ? "" : "s");
	return EXIT_OK;
}

/* Starts the record of the game, with its players and the date. */
int
play_start_record(struct session *s, const struct escopa_rules *rules, uint64_t seed)
{
	if (escopa_record_new(rules, s->players, seed, &s->record) != ESCOPA_OK) {
		cli_error("play: out of memory");
		return EXIT_RUNTIME;
	}
	for (int seat = 0; seat < s->players; seat++) {
		char key[32];
		snprintf(key, sizeof key, "Player%d", seat);
		escopa_record_set_tag(s->record, key,
				      s->human[seat] ? "human" : s->opponent_name);
	}
	char date[32];
	time_t now = time(NULL);
	struct tm tm;
	if (gmtime_r(&now, &tm) && strftime(date, sizeof date, "%Y-%m-%d", &tm))
		escopa_record_set_tag(s->record, "Date", date);
	return EXIT_OK;
}

/* A record writes its cards in one notation, whatever the screen showed,
 * since "7c" is cups there but clubs in the French style: a first comment
 * line says how the screen's cards read in it ("7o is 7♦, ..."). Nothing
 * in the ASCII style, which is the record's own. */
static bool
write_record_legend(FILE *f, enum escopa_style style)
{
	if (style == ESCOPA_STYLE_ASCII)
		return true;
	bool ok = fputs("; Cards in record notation:", f) >= 0;
	for (int suit = ESCOPA_SUIT_COINS; suit <= ESCOPA_SUIT_CLUBS; suit++) {
		escopa_card_t seven = (escopa_card_t)ESCOPA_CARD(7, suit);
		char ascii[32], shown[64];
		size_t len;
		if (escopa_card_format(seven, ESCOPA_STYLE_ASCII, ascii, sizeof ascii, &len) !=
			    ESCOPA_OK ||
		    escopa_card_format(seven, style, shown, sizeof shown, &len) != ESCOPA_OK)
			return false;
		ok = ok && fprintf(f, "%s %s is %s", suit ? "," : "", ascii, shown) >= 0;
	}
	return ok && fputs(" on the play screen\n", f) >= 0;
}

/* Writes the record, whole or as far as the game went, to the file
 * opened at the start, and closes it. */
int
play_write_record(struct session *s, const char *path)
{
	size_t len = 0;
	char *text = NULL;
	enum escopa_status rc = escopa_record_format(s->record, NULL, 0, &len);
	if (rc == ESCOPA_OK) {
		text = malloc(len + 1);
		rc = text ? escopa_record_format(s->record, text, len + 1, &len) : ESCOPA_E_NOMEM;
	}
	FILE *f = s->record_file;
	s->record_file = NULL;
	if (rc != ESCOPA_OK) {
		free(text);
		fclose(f);
		cli_error("play: the record: %s", escopa_status_str(rc));
		return EXIT_RUNTIME;
	}
	bool ok = write_record_legend(f, s->term.style) && fwrite(text, 1, len, f) == len;
	if (fclose(f) != 0)
		ok = false;
	free(text);
	if (!ok) {
		cli_error("play: cannot write the record to %s", path);
		return EXIT_RUNTIME;
	}
	return EXIT_OK;
}
