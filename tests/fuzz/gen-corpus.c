/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Writes the generated seed files of the fuzz corpora, from seeded games:
 *
 *   corpus/card/      card names in every style, and some that are not;
 *   corpus/move/      moves of seeded games in every style, and broken ones;
 *   corpus/rules/     every preset's rules text, and changed options;
 *   corpus/position/  positions of every preset at the start, in the middle
 *                     and at the end of hands, and some spoiled ones;
 *   corpus/snapshot/  snapshots of the same states, one truncated;
 *   corpus/record/    records of seeded games, with tags and dealt decks;
 *   corpus/view/      view notation and view snapshots of seeded games
 *                     (per hand forced capture among them, with voids),
 *                     and spoiled ones;
 *   corpus/api/       call sequences for fuzz-api, and 0xFF-prefixed ones
 *                     for the record API mode of fuzz-record;
 *
 * and (gen-states.c) the states of 1.3 and 1.4 that take long to reach by
 * chance, as positions, snapshots, every seat's views and records: drawn
 * games and games ended by the hand limit, matches (a game after the
 * first, a deciding game, a match over, a match drawn after game 65535),
 * and known voids under per hand forced capture.
 *
 * Usage: fuzz-gen-corpus CORPUS_DIR   (tests/fuzz/corpus; the directories
 * must exist). The output is the same on every run, so regenerating
 * changes no file unless the formats changed. Findings and hand-written
 * seeds live in the same directories under other names (see README.md).
 */

#define _POSIX_C_SOURCE 200809L

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen-corpus.h"

static const char *root;
static int failures;

void
write_file(const char *dir, const char *name, const void *data, size_t size)
{
	char path[1024];
	snprintf(path, sizeof path, "%s/%s/%s", root, dir, name);
	FILE *f = fopen(path, "wb");
	if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
		perror(path);
		failures++;
	}
}

void
write_text(const char *dir, const char *name, const char *text)
{
	write_file(dir, name, text, strlen(text));
}

void
check(enum escopa_status rc, const char *what)
{
	if (rc != ESCOPA_OK) {
		fprintf(stderr, "%s: %s\n", what, escopa_status_name(rc));
		exit(1);
	}
}

uint64_t
next(uint64_t *state)
{
	uint64_t z = (*state += UINT64_C(0x9E3779B97F4A7C15));
	z = (z ^ (z >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94D049BB133111EB);
	return z ^ (z >> 31);
}

static struct escopa_game *
new_game(enum escopa_preset preset, int players, uint64_t seed)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	check(escopa_rules_new(preset, &rules), "escopa_rules_new");
	check(escopa_game_new(rules, players, seed, &game), "escopa_game_new");
	escopa_rules_free(rules);
	return game;
}

/* Plays one step: a random move, or the next hand. Returns 0 at game over. */
static int
step(struct escopa_game *game, uint64_t *rng)
{
	enum escopa_phase phase;
	check(escopa_game_phase(game, &phase), "escopa_game_phase");
	if (phase == ESCOPA_PHASE_GAME_OVER)
		return 0;
	if (phase != ESCOPA_PHASE_PLAYING) {
		check(escopa_game_next_hand(game), "escopa_game_next_hand");
		return 1;
	}
	escopa_move_t move;
	check(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, rng, &move), "choose_move");
	check(escopa_game_play(game, move, NULL), "escopa_game_play");
	return 1;
}

char *
position_text(const struct escopa_game *game, size_t *length)
{
	check(escopa_game_format_position(game, NULL, 0, length), "format_position");
	char *text = malloc(*length + 1);
	check(text ? escopa_game_format_position(game, text, *length + 1, length)
		   : ESCOPA_E_NOMEM, "format_position");
	return text;
}

static const char *const style_names[] = { "ascii", "french", "french-ascii", "spanish",
					   "italian" };

static void
gen_cards(void)
{
	/* A few cards in every style; the fuzzer finds the rest. */
	static const escopa_card_t some[] = { 0, 6 * 4 + 0, 7 * 4 + 1, 8 * 4 + 2, 9 * 4 + 3,
					      ESCOPA_JOKER_1, ESCOPA_JOKER_2 };
	for (size_t i = 0; i < sizeof some / sizeof some[0]; i++) {
		for (int style = 0; style < 5; style++) {
			char text[64], name[64];
			size_t length;
			check(escopa_card_format(some[i], (enum escopa_style)style, text,
						 sizeof text, &length), "card_format");
			snprintf(name, sizeof name, "card-%d-%s", some[i], style_names[style]);
			write_text("card", name, text);
		}
	}
	write_text("card", "set-ascii", "7o 5c+3e 10b jk1");
	write_text("card", "set-spanish", "As de Oros, Sota de Copas, Rey de Bastos");
	write_text("card", "traditional-settebello", "Settebello");
	write_text("card", "english-queen", "  Queen of Hearts ");
	write_text("card", "bad-rank", "11o");
	write_text("card", "bad-two-cards", "7o 7o");
	write_file("card", "bad-nul", "7\0o", 3);
	write_file("card", "bad-empty", "", 0);
}

static void
gen_moves(void)
{
	uint64_t rng = 5;
	struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOBA, 2, 11);
	int written = 0;
	for (int ply = 0; ply < 60 && written < 12; ply++) {
		enum escopa_phase phase;
		check(escopa_game_phase(game, &phase), "phase");
		if (phase == ESCOPA_PHASE_PLAYING) {
			escopa_move_t move;
			check(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move),
			      "choose_move");
			if (ESCOPA_MOVE_KIND(move) != ESCOPA_MOVE_TRAIL || written % 4 == 0) {
				char text[256], name[64];
				size_t length;
				int style = written % 5;
				check(escopa_move_format(move, (enum escopa_style)style, text,
							 sizeof text, &length), "move_format");
				snprintf(name, sizeof name, "move-%d-%s", written, style_names[style]);
				write_text("move", name, text);
				written++;
			}
		}
		if (!step(game, &rng))
			break;
	}
	escopa_game_free(game);
	write_text("move", "set-on-pile", "4b on 2c+3o");
	write_text("move", "bad-separator", "7o x");
	write_text("move", "bad-repeat", "7o x 8c+8c");
	write_text("move", "bad-own-card", "7o x 7o");
}

static void
gen_rules(void)
{
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		struct escopa_rules *rules = NULL;
		char text[1024], name[64];
		size_t length;
		check(escopa_rules_new((enum escopa_preset)preset, &rules), "rules_new");
		check(escopa_rules_format(rules, text, sizeof text, &length), "rules_format");
		write_text("rules", escopa_preset_name((enum escopa_preset)preset), text);
		/* Every option changed to its bounds, where that is allowed. */
		for (int option = 0; option < escopa_option_count(); option++) {
			int min, max;
			check(escopa_option_bounds((enum escopa_option)option, &min, &max), "bounds");
			escopa_rules_set(rules, (enum escopa_option)option,
					 (option + preset) % 2 ? max : min);
		}
		check(escopa_rules_format(rules, text, sizeof text, &length), "rules_format");
		snprintf(name, sizeof name, "%s-changed", escopa_preset_name((enum escopa_preset)preset));
		write_text("rules", name, text);
		escopa_rules_free(rules);
	}
	write_text("rules", "bad-option", "escoba no_such_option=1");
	write_text("rules", "bad-range", "escopa target=5000");
	write_text("rules", "bad-conflict", "escoba jokers=2");
	write_text("rules", "bad-preset", "poker");
}

/* Each seat's view of seeded games at a few points, as text and snapshot;
 * one game under per hand forced capture, whose views have voids. */
static void
gen_views(void)
{
	static const struct {
		enum escopa_preset preset;
		int players, per_hand, open;
	} games[] = {
		{ ESCOPA_PRESET_ESCOPA, 2, 0, 0 },
		{ ESCOPA_PRESET_ESCOBA, 4, 0, 0 },
		{ ESCOPA_PRESET_ESCOBA_COMODINES, 3, 0, 0 },
		{ ESCOPA_PRESET_SCOPA, 2, 0, 1 },
		{ ESCOPA_PRESET_ESCOPA, 3, 1, 0 },
	};
	static const int stops[] = { 0, 9, 30 };
	for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
		struct escopa_rules *rules = NULL;
		struct escopa_game *game = NULL;
		check(escopa_rules_new(games[g].preset, &rules), "escopa_rules_new");
		if (games[g].per_hand)
			check(escopa_rules_set(rules, ESCOPA_OPT_FORCED_CAPTURE,
					       ESCOPA_FORCED_PER_HAND), "rules_set");
		if (games[g].open)
			check(escopa_rules_set(rules, ESCOPA_OPT_OPEN_TABLE, 1), "rules_set");
		check(escopa_game_new(rules, games[g].players, 3000 + g, &game), "game_new");
		escopa_rules_free(rules);
		uint64_t rng = 3000 + g;
		int steps = 0;
		for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++) {
			while (steps < stops[k] && step(game, &rng))
				steps++;
			for (int seat = 0; seat < games[g].players; seat++) {
				struct escopa_view *view = NULL;
				check(escopa_view_new(game, seat, &view), "view_new");
				char text[4096], name[128];
				size_t length = 0;
				check(escopa_view_format(view, text, sizeof text, &length), "view_format");
				snprintf(name, sizeof name, "view-%s-%dp%s-step%d-seat%d",
					 escopa_preset_name(games[g].preset), games[g].players,
					 games[g].per_hand ? "-per-hand" : "", steps, seat);
				write_text("view", name, text);
				uint8_t snap[ESCOPA_VIEW_SNAPSHOT_SIZE];
				check(escopa_view_snapshot(view, snap, sizeof snap), "view_snapshot");
				snprintf(name, sizeof name, "vsnap-%s-%dp%s-step%d-seat%d",
					 escopa_preset_name(games[g].preset), games[g].players,
					 games[g].per_hand ? "-per-hand" : "", steps, seat);
				write_file("view", name, snap, sizeof snap);
				if (g == 0 && k == 1 && seat == 0) {
					write_file("view", "bad-view-truncated", text, length / 2);
					char *hidden = strchr(text, '?');
					if (hidden)
						*hidden = '1';
					write_text("view", "bad-view-hidden-named", text);
					snap[130] ^= 0x01;
					write_file("view", "bad-vsnap-crc", snap, sizeof snap);
				}
				escopa_view_free(view);
			}
		}
		escopa_game_free(game);
	}
}

static void
gen_states(void)
{
	static const struct {
		enum escopa_preset preset;
		int players;
	} games[] = {
		{ ESCOPA_PRESET_ESCOPA, 2 },
		{ ESCOPA_PRESET_ESCOBA, 4 },
		{ ESCOPA_PRESET_ESCOBA_DE_15, 3 },
		{ ESCOPA_PRESET_ESCOVA_DE_31, 4 },
		{ ESCOPA_PRESET_ESCOBA_COMODINES, 2 },
		{ ESCOPA_PRESET_SCOPA, 3 },
	};
	/* States after these numbers of steps; the last is the end of the
	 * game. */
	static const int stops[] = { 0, 7, 40, 100000 };

	for (size_t g = 0; g < sizeof games / sizeof games[0]; g++) {
		const char *preset = escopa_preset_name(games[g].preset);
		uint64_t seed = 1000 + g, rng = seed;
		struct escopa_game *game = new_game(games[g].preset, games[g].players, seed);
		int steps = 0;
		for (size_t k = 0; k < sizeof stops / sizeof stops[0]; k++) {
			while (steps < stops[k] && step(game, &rng))
				steps++;
			char name[128];
			size_t length;
			char *text = position_text(game, &length);
			snprintf(name, sizeof name, "pos-%s-%dp-step%d", preset, games[g].players, steps);
			write_text("position", name, text);
			if (k == 1) {
				/* Spoiled: cut in half, and one byte changed. */
				snprintf(name, sizeof name, "bad-pos-%s-truncated", preset);
				write_file("position", name, text, length / 2);
				text[length / 3] ^= 0x01;
				snprintf(name, sizeof name, "bad-pos-%s-flipped", preset);
				write_text("position", name, text);
			}
			free(text);

			uint8_t snap[ESCOPA_SNAPSHOT_SIZE];
			check(escopa_game_snapshot(game, snap, sizeof snap), "snapshot");
			snprintf(name, sizeof name, "snap-%s-%dp-step%d", preset, games[g].players,
				 steps);
			write_file("snapshot", name, snap, sizeof snap);
			if (k == 2) {
				snprintf(name, sizeof name, "bad-snap-%s-truncated", preset);
				write_file("snapshot", name, snap, sizeof snap - 1);
				snap[40] ^= 0x10;
				snprintf(name, sizeof name, "bad-snap-%s-crc", preset);
				write_file("snapshot", name, snap, sizeof snap);
			}
		}
		escopa_game_free(game);
	}
	/* Recipes for the mutating mode of fuzz-snapshot (any size but the
	 * snapshot's): preset, players, seed, plies, choices, patches. */
	static const uint8_t recipe[] = { 1, 2, 7, 0, 0, 0, 0, 0, 0, 0, 20, 3, 1, 4, 1, 5,
					  9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6 };
	write_file("snapshot", "recipe-escoba", recipe, sizeof recipe);
}

static void
gen_records(void)
{
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		struct escopa_rules *rules = NULL;
		struct escopa_record *record = NULL;
		struct escopa_game *game = new_game(ESCOPA_PRESET_ESCOPA, 2, 1);
		int players = 2 + preset % 3;
		uint64_t rng = 77 + (uint64_t)preset;
		check(escopa_rules_new((enum escopa_preset)preset, &rules), "rules_new");
		check(escopa_record_new(rules, players, 4242 + (uint64_t)preset, &record),
		      "record_new");
		check(escopa_record_set_tag(record, "Event", "libescopa fuzz corpus"), "tag");
		check(escopa_record_set_tag(record, "Player0", "Ana"), "tag");
		check(escopa_record_set_tag(record, "Player1", "Bruno \"el Rápido\""), "tag");
		/* Whole games for two presets, a hand or two for the others. */
		int hands = preset < 2 ? 1000 : 1 + preset % 2;
		for (int hand = 0; hand < hands;) {
			enum escopa_phase phase;
			check(escopa_record_game(record, game), "record_game");
			check(escopa_game_phase(game, &phase), "phase");
			if (phase == ESCOPA_PHASE_GAME_OVER)
				break;
			if (phase != ESCOPA_PHASE_PLAYING) {
				if (++hand >= hands)
					break;
				if (hand == 1 && preset == 1) {
					/* A hand dealt from a given deck. */
					escopa_card_t deck[40];
					for (int i = 0; i < 40; i++)
						deck[i] = (i * 7) % 40;
					check(escopa_record_next_hand(record, deck, 40), "next_hand deck");
				} else {
					check(escopa_record_next_hand(record, NULL, 0), "next_hand");
				}
				continue;
			}
			escopa_move_t move;
			check(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move),
			      "choose_move");
			check(escopa_record_play(record, move), "record_play");
		}
		size_t length;
		check(escopa_record_format(record, NULL, 0, &length), "record_format");
		char *text = malloc(length + 1);
		check(escopa_record_format(record, text, length + 1, &length), "record_format");
		char name[128];
		snprintf(name, sizeof name, "rec-%s-%dp", escopa_preset_name((enum escopa_preset)preset),
			 players);
		write_text("record", name, text);
		if (preset == 0) {
			snprintf(name, sizeof name, "bad-rec-truncated");
			write_file("record", name, text, length * 2 / 3);
		}
		free(text);
		escopa_record_free(record);
		escopa_rules_free(rules);
		escopa_game_free(game);
	}
	/* The record API mode: 0xFF, then preset, players, seed and calls. */
	static const uint8_t calls[] = { 0xFF, 2, 10, 1, 2, 3, 4, 5, 6, 7, 8,
					 0, 5, 0, 'R', 'o', 'u', 'n', 'd', 3, 0, '1', '/', '2',
					 2, 0, 2, 1, 2, 2, 3, 1, 2, 3, 4, 5, 6, 7, 8, 2, 3, 6, 1, 0 };
	write_file("record", "api-calls", calls, sizeof calls);
}

static void
gen_api(void)
{
	/* Sequences of random bytes of a few lengths: each byte picks a call
	 * or an argument (fuzz-api.c). */
	uint64_t rng = 2026;
	static const size_t lengths[] = { 16, 64, 200, 600, 1500 };
	for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
		uint8_t data[1500];
		for (size_t k = 0; k < lengths[i]; k++)
			data[k] = (uint8_t)next(&rng);
		char name[64];
		snprintf(name, sizeof name, "random-%zu", lengths[i]);
		write_file("api", name, data, lengths[i]);
	}
	/* Every preset, then legal moves only (call 0) with varying choices. */
	for (int preset = 0; preset < escopa_preset_count(); preset++) {
		uint8_t data[400];
		size_t n = 0;
		data[n++] = (uint8_t)preset;
		data[n++] = 0;                  /* no option changed */
		data[n++] = (uint8_t)preset;    /* players 2 + preset % 3 */
		for (int k = 0; k < 8; k++)
			data[n++] = (uint8_t)(k * 31 + preset);
		for (int call = 0; n + 3 <= sizeof data; call++) {
			if (call % 12 == 11) {
				data[n++] = 6;                  /* the next hand */
			} else {
				data[n++] = 0;                  /* a legal move: */
				data[n++] = (uint8_t)next(&rng); /* its index */
				data[n++] = 0;                  /* result version 1 */
			}
		}
		char name[64];
		snprintf(name, sizeof name, "legal-%s", escopa_preset_name((enum escopa_preset)preset));
		write_file("api", name, data, n);
	}
}

int
main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s CORPUS_DIR\n", argv[0]);
		return 2;
	}
	root = argv[1];
	gen_cards();
	gen_moves();
	gen_rules();
	gen_states();
	gen_views();
	gen_records();
	gen_api();
	gen_game_ends();
	gen_matches();
	gen_voids();
	return failures ? 1 : 0;
}
