/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Seeds of the states a fuzzer takes long to reach by chance, so that
 * CI's short run starts from them: games that end by the hand limit
 * (ESCOPA_OPT_HAND_LIMIT), drawn or won below the target; matches
 * (ESCOPA_OPT_MATCH_GAMES): a game after the first, a game over in a match
 * that goes on, a deciding game, a match over, and matches that end after
 * game 65535, drawn or won; and known voids (ESCOPA_FORCED_PER_HAND).
 *
 * Each state is written as position notation (position/pos-NAME), a
 * snapshot (snapshot/snap-NAME) and every seat's view as text and snapshot
 * (view/view-NAME-seatK, view/vsnap-NAME-seatK); the games are played
 * through records, written as record/rec-NAME, and some as fuzz-api call
 * sequences (api/NAME). Moves are drawn by the generator of gen-corpus.c
 * from each game's move list, not by a built-in player, so the seeds do
 * not change when a player's choices do. Seeds are searched from 1 up
 * until the state shows up: the output is the same on every run.
 */

#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen-corpus.h"

/* A rule set to play: a preset, the players, and the options changed. */
struct setup {
	const char *name;
	enum escopa_preset preset;
	int players;
	int hand_limit;   /* 0: the preset's (no limit) */
	int match_games;  /* 0: the preset's */
	int per_hand;     /* forced_capture=per_hand */
};

static struct escopa_rules *
setup_rules(const struct setup *s)
{
	struct escopa_rules *rules = NULL;
	check(escopa_rules_new(s->preset, &rules), "rules_new");
	if (s->hand_limit)
		check(escopa_rules_set(rules, ESCOPA_OPT_HAND_LIMIT, s->hand_limit), "hand_limit");
	if (s->match_games)
		check(escopa_rules_set(rules, ESCOPA_OPT_MATCH_GAMES, s->match_games), "match_games");
	if (s->per_hand)
		check(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND),
		      "forced_capture");
	return rules;
}

static enum escopa_phase
phase_of(const struct escopa_game *game)
{
	enum escopa_phase phase;
	check(escopa_game_phase(game, &phase), "phase");
	return phase;
}

static int
get(enum escopa_status (*getter)(const struct escopa_game *, int *),
    const struct escopa_game *game)
{
	int value = 0;
	check(getter(game, &value), "getter");
	return value;
}

static int
match_over(const struct escopa_game *game)
{
	return get(escopa_game_match_over, game);
}

/* The state as position, snapshot and every seat's view. */
static void
write_state(const char *name, const struct escopa_game *game)
{
	char file[160];
	size_t length = 0;
	char *text = position_text(game, &length);
	snprintf(file, sizeof file, "pos-%s", name);
	write_text("position", file, text);
	free(text);

	uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
	check(escopa_game_snapshot(game, snap, sizeof snap), "snapshot");
	snprintf(file, sizeof file, "snap-%s", name);
	write_file("snapshot", file, snap, sizeof snap);

	int players = get(escopa_game_players, game);
	for (int seat = 0; seat < players; seat++) {
		struct escopa_view *view = NULL;
		char line[4096];
		uint8_t vsnap[ESCOPA_VIEW_SNAPSHOT_SIZE];
		check(escopa_view_new(game, seat, &view), "view_new");
		check(escopa_view_format(view, line, sizeof line, &length), "view_format");
		snprintf(file, sizeof file, "view-%s-seat%d", name, seat);
		write_text("view", file, line);
		check(escopa_view_snapshot(view, vsnap, sizeof vsnap), "view_snapshot");
		snprintf(file, sizeof file, "vsnap-%s-seat%d", name, seat);
		write_file("view", file, vsnap, sizeof vsnap);
		escopa_view_free(view);
	}
}

static void
write_record(const char *name, const struct escopa_record *record)
{
	size_t length = 0;
	check(escopa_record_format(record, NULL, 0, &length), "record_format");
	char *text = malloc(length + 1);
	check(text ? escopa_record_format(record, text, length + 1, &length) : ESCOPA_E_NOMEM,
	      "record_format");
	char file[160];
	snprintf(file, sizeof file, "rec-%s", name);
	write_text("record", file, text);
	free(text);
}

/* A legal move drawn uniformly from the move list. */
static escopa_move_t
random_move(const struct escopa_game *game, uint64_t *rng)
{
	size_t count = 0;
	escopa_move_t move = 0;
	check(escopa_game_moves(game, NULL, 0, &count), "moves");
	check(escopa_game_move_at(game, next(rng) % count, &move), "move_at");
	return move;
}

/* One step of the recorded match: a move, the next hand or the next game.
 * Returns 0 once the match is over; `game` is the recorded game after the
 * step. */
static int
record_step(struct escopa_record *record, struct escopa_game *game, uint64_t *rng)
{
	check(escopa_record_game(record, game), "record_game");
	switch (phase_of(game)) {
	case ESCOPA_PHASE_GAME_OVER:
		if (match_over(game))
			return 0;
		check(escopa_record_next_game(record), "record_next_game");
		break;
	case ESCOPA_PHASE_PLAYING:
		check(escopa_record_play(record, random_move(game, rng)), "record_play");
		break;
	default:
		check(escopa_record_next_hand(record, NULL, 0), "record_next_hand");
		break;
	}
	check(escopa_record_game(record, game), "record_game");
	return 1;
}

static struct escopa_record *
new_record(const struct setup *s, uint64_t seed)
{
	struct escopa_rules *rules = setup_rules(s);
	struct escopa_record *record = NULL;
	check(escopa_record_new(rules, s->players, seed, &record), "record_new");
	escopa_rules_free(rules);
	return record;
}

static struct escopa_game *
scratch_game(void)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	check(escopa_rules_new(ESCOPA_PRESET_ESCOPA, &rules), "rules_new");
	check(escopa_game_new(rules, 2, 1, &game), "game_new");
	escopa_rules_free(rules);
	return game;
}

/* What a fuzz-api input reached. */
enum reached {
	REACHED_DRAW = 1,      /* a drawn game */
	REACHED_DECIDER = 2,   /* a game past match_games */
	REACHED_MATCH_END = 4, /* the match over */
};

/*
 * fuzz-api's input (fuzz-api.c) for a setup and seed: the preset, the
 * options changed (option, value near its bounds, the "existing option"
 * flag), the players and the seed; then legal moves by index (call 0),
 * position, snapshot and view round trips at the end of each hand (call
 * 13), and the next hand or game (call 6), until the match is over or
 * fuzz-api's 300 calls are used. Returns what the game reached.
 */
static unsigned
api_sequence(const struct setup *s, uint64_t seed, uint8_t *data, size_t size, size_t *length)
{
	size_t n = 0;
	int min = 0, max = 0, match_games = 0;
	unsigned reached = 0;
	data[n++] = (uint8_t)s->preset;
	data[n++] = (uint8_t)(!!s->hand_limit + !!s->match_games + !!s->per_hand);
	const int options[3][2] = { { ESCOPA_OPT_HAND_LIMIT, s->hand_limit },
				    { ESCOPA_OPT_MATCH_GAMES, s->match_games },
				    { ESCOPA_OPT_FORCED_CAPTURE,
				      s->per_hand ? ESCOPA_FORCED_PER_HAND : 0 } };
	for (int i = 0; i < 3; i++) {
		if (!options[i][1])
			continue;
		check(escopa_option_bounds((enum escopa_option)options[i][0], &min, &max),
		      "bounds");
		/* fuzz_int() reads byte b as b - 8; the value is then
		 * min - 1 + (b - 8) % (max - min + 3). */
		data[n++] = (uint8_t)(options[i][0] + 8);
		data[n++] = (uint8_t)(options[i][1] - min + 9);
		data[n++] = 1;
	}
	data[n++] = (uint8_t)(s->players - 2);
	for (int i = 0; i < 8; i++)
		data[n++] = (uint8_t)(seed >> (8 * i));

	struct escopa_rules *rules = setup_rules(s);
	struct escopa_game *game = NULL;
	check(escopa_game_new(rules, s->players, seed, &game), "game_new");
	check(escopa_game_option(game, ESCOPA_OPT_MATCH_GAMES, &match_games), "option");
	escopa_rules_free(rules);
	uint64_t rng = seed;
	for (int calls = 0; calls + 2 < 300 && n + 4 < size; calls++) {
		enum escopa_phase phase = phase_of(game);
		if (phase == ESCOPA_PHASE_PLAYING) {
			escopa_move_t moves[256];
			size_t count = 0;
			uint8_t index = (uint8_t)next(&rng);
			check(escopa_game_moves(game, moves, 256, &count), "moves");
			data[n++] = 0;
			data[n++] = index;
			data[n++] = 0;
			check(escopa_game_play(game, moves[index % (count < 256 ? count : 256)], NULL),
			      "play");
			continue;
		}
		data[n++] = 13;
		calls++;
		if (phase == ESCOPA_PHASE_GAME_OVER) {
			int winner = 0;
			check(escopa_game_winner(game, &winner), "winner");
			reached |= winner < 0 ? REACHED_DRAW : 0;
			if (match_over(game)) {
				reached |= REACHED_MATCH_END;
				break;
			}
		}
		data[n++] = 6;
		check(phase == ESCOPA_PHASE_GAME_OVER ? escopa_game_next_game(game)
						      : escopa_game_next_hand(game), "next");
		if (get(escopa_game_match_game, game) > match_games)
			reached |= REACHED_DECIDER;
	}
	escopa_game_free(game);
	*length = n;
	return reached;
}

/* The first seed's fuzz-api input that reaches all of `wanted`, as
 * api/NAME. */
static void
write_api_sequence(const char *name, const struct setup *s, unsigned wanted)
{
	uint8_t data[1200];
	size_t n = 0;
	for (uint64_t seed = 1; seed < 5000; seed++) {
		if ((api_sequence(s, seed, data, sizeof data, &n) & wanted) == wanted) {
			write_file("api", name, data, n);
			return;
		}
	}
	fprintf(stderr, "%s: no fuzz-api input in 5000 seeds\n", name);
	exit(1);
}

/* A text with "game N | " put in before its hand field: the same state as
 * game N of its match, read back to check that it is one. */
static struct escopa_game *
as_game_number(const struct escopa_game *game, int number)
{
	size_t length = 0;
	char *text = position_text(game, &length);
	char *hand = strstr(text, "| hand ");
	char *moved = malloc(length + 32);
	if (!hand || !moved) {
		fprintf(stderr, "no hand field in %s\n", text);
		exit(1);
	}
	snprintf(moved, length + 32, "%.*s| game %d %s", (int)(hand - text), text, number, hand);
	struct escopa_game *copy = NULL;
	check(escopa_game_parse_position(moved, strlen(moved), &copy, NULL), moved);
	free(moved);
	free(text);
	return copy;
}

/* Single games with a hand limit, played from seed 1 up until one is
 * drawn: that game over, its last hand in play, the deciding game that
 * follows a drawn single game, and the same game over as game 65535 of its
 * match (a match drawn). The first game won at the limit below the target
 * too, also as game 65535 (a match won). */
void
gen_game_ends(void)
{
	static const struct setup setups[] = {
		{ "drawn-escopa-2p", ESCOPA_PRESET_ESCOPA, 2, 1, 0, 0 },
		{ "drawn-escoba-4p", ESCOPA_PRESET_ESCOBA, 4, 2, 0, 0 },
		{ "drawn-scopa-3p", ESCOPA_PRESET_SCOPA, 3, 1, 0, 0 },
		{ "drawn-comodines-2p", ESCOPA_PRESET_ESCOBA_COMODINES, 2, 1, 0, 1 },
	};
	struct escopa_game *game = scratch_game(), *last_hand = scratch_game();
	int won_below_target = 0;
	for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
		const struct setup *s = &setups[i];
		int found = 0;
		for (uint64_t seed = 1; seed < 5000 && !found; seed++) {
			struct escopa_record *record = new_record(s, seed);
			uint64_t rng = seed;
			int plays_in_last = 0;
			while (record_step(record, game, &rng) &&
			       phase_of(game) != ESCOPA_PHASE_GAME_OVER) {
				if (get(escopa_game_hand_number, game) == s->hand_limit &&
				    phase_of(game) == ESCOPA_PHASE_PLAYING && ++plays_in_last == 3)
					check(escopa_game_copy(last_hand, game), "copy");
			}
			int winner = 0, target = 0, score = 0;
			check(escopa_game_winner(game, &winner), "winner");
			if (winner >= 0 && !won_below_target) {
				check(escopa_game_option(game, ESCOPA_OPT_TARGET, &target), "target");
				check(escopa_game_score(game, winner, &score), "score");
				if (score < target && s->players < 4) {
					struct escopa_game *last = as_game_number(game, 65535);
					write_state("limit-won-below-target", game);
					write_state("match-won-game-65535", last);
					escopa_game_free(last);
					won_below_target = 1;
				}
			}
			if (winner < 0) {
				char name[96];
				write_state(s->name, game);
				write_record(s->name, record);
				snprintf(name, sizeof name, "%s-last-hand", s->name);
				write_state(name, last_hand);
				if (i == 0) {
					struct escopa_game *last = as_game_number(game, 65535);
					write_state("match-drawn-game-65535", last);
					escopa_game_free(last);
					write_api_sequence(s->name, s, REACHED_DRAW);
				}
				check(escopa_game_next_game(game), "next_game");
				snprintf(name, sizeof name, "%s-decider", s->name);
				write_state(name, game);
				found = 1;
			}
			escopa_record_free(record);
		}
		if (!found) {
			fprintf(stderr, "%s: no drawn game in 5000 seeds\n", s->name);
			exit(1);
		}
	}
	escopa_game_free(last_hand);
	escopa_game_free(game);
}

/* Whole matches of one or two hands a game, from seed 1 up until one goes
 * to a deciding game: game 2 in play, the first game over, the deciding
 * game in play, the match over. */
void
gen_matches(void)
{
	static const struct setup setups[] = {
		{ "match-escopa_match-2p", ESCOPA_PRESET_ESCOPA_MATCH, 2, 1, 0, 0 },
		{ "match-scopa-3p", ESCOPA_PRESET_SCOPA, 3, 2, 2, 0 },
		{ "match-escoba-4p", ESCOPA_PRESET_ESCOBA, 4, 1, 3, 0 },
	};
	struct escopa_game *game = scratch_game();
	struct escopa_game *states[3] = { scratch_game(), scratch_game(), scratch_game() };
	for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
		const struct setup *s = &setups[i];
		int match_games = 0, found = 0;
		for (uint64_t seed = 1; seed < 2000 && !found; seed++) {
			struct escopa_record *record = new_record(s, seed);
			uint64_t rng = seed;
			int seen[3] = { 0 }, plays = 0;
			check(escopa_record_game(record, game), "record_game");
			check(escopa_game_option(game, ESCOPA_OPT_MATCH_GAMES, &match_games), "option");
			while (record_step(record, game, &rng)) {
				int number = get(escopa_game_match_game, game);
				enum escopa_phase phase = phase_of(game);
				plays = phase == ESCOPA_PHASE_PLAYING ? plays + 1 : 0;
				int which = phase == ESCOPA_PHASE_GAME_OVER ? 1 :
					    plays != 3 ? -1 :
					    number > match_games ? 2 : number == 2 ? 0 : -1;
				if (which >= 0 && !seen[which] && !match_over(game)) {
					check(escopa_game_copy(states[which], game), "copy");
					seen[which] = 1;
				}
			}
			if (seen[2]) {
				static const char *const what[3] = { "game2", "game-over", "decider" };
				char name[96];
				for (int k = 0; k < 3; k++) {
					snprintf(name, sizeof name, "%s-%s", s->name, what[k]);
					write_state(name, states[k]);
				}
				snprintf(name, sizeof name, "%s-over", s->name);
				write_state(name, game);
				write_record(s->name, record);
				if (i == 0)
					write_api_sequence(s->name, s,
							   REACHED_DECIDER | REACHED_MATCH_END);
				found = 1;
			}
			escopa_record_free(record);
		}
		if (!found) {
			fprintf(stderr, "%s: no match with a deciding game in 2000 seeds\n", s->name);
			exit(1);
		}
	}
	for (int k = 0; k < 3; k++)
		escopa_game_free(states[k]);
	escopa_game_free(game);
}

/* Whether some seat's view holds an excluded card (with `jokers`, a joker). */
static int
has_voids(const struct escopa_game *game, int jokers)
{
	int players = get(escopa_game_players, game), found = 0;
	for (int viewer = 0; viewer < players && !found; viewer++) {
		struct escopa_view *view = NULL;
		check(escopa_view_new(game, viewer, &view), "view_new");
		for (int seat = 0; seat < players; seat++) {
			escopa_cardset_t excluded = 0;
			check(escopa_view_excluded(view, seat, &excluded), "excluded");
			if (jokers ? (excluded & ESCOPA_CARDSET_JOKERS) != 0 : excluded != 0)
				found = 1;
		}
		escopa_view_free(view);
	}
	return found;
}

/* Games under per hand forced capture, played from seed 1 up until some
 * seat is known not to hold cards: the first such state of each setup
 * (with jokers, one where a joker is excluded), and its record. */
void
gen_voids(void)
{
	static const struct setup setups[] = {
		{ "voids-escopa-3p", ESCOPA_PRESET_ESCOPA, 3, 0, 0, 1 },
		{ "voids-escoba-2p", ESCOPA_PRESET_ESCOBA, 2, 0, 0, 1 },
		{ "voids-escoba-4p", ESCOPA_PRESET_ESCOBA, 4, 0, 0, 1 },
		{ "voids-comodines-2p", ESCOPA_PRESET_ESCOBA_COMODINES, 2, 0, 0, 1 },
	};
	struct escopa_game *game = scratch_game();
	for (size_t i = 0; i < sizeof setups / sizeof setups[0]; i++) {
		const struct setup *s = &setups[i];
		int jokers = s->preset == ESCOPA_PRESET_ESCOBA_COMODINES, found = 0;
		for (uint64_t seed = 1; seed < 2000 && !found; seed++) {
			struct escopa_record *record = new_record(s, seed);
			uint64_t rng = seed;
			for (int steps = 0; steps < 200 && !found && record_step(record, game, &rng);
			     steps++) {
				if (has_voids(game, jokers)) {
					write_state(s->name, game);
					write_record(s->name, record);
					found = 1;
				}
			}
			escopa_record_free(record);
		}
		if (!found) {
			fprintf(stderr, "%s: no known voids in 2000 seeds\n", s->name);
			exit(1);
		}
	}
	escopa_game_free(game);
}
