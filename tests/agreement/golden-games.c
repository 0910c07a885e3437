/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The games of bindings/js/tests/golden-games.json, played by the C
 * library: the same seeds must play the same games in C, in node and in a
 * browser (bindings/js/README.md, section "Same seed, same game").
 *
 *   golden-games                 writes the file's text to stdout
 *   golden-games --check FILE    fails unless FILE holds exactly that text
 *
 * To regenerate the file after a change that rightly changes the games:
 *   build/tests/golden-games > bindings/js/tests/golden-games.json
 *
 * Each game is dealt by escopa_game_new(rules, players, seed). Seat 0 is
 * played by the case's bot (escopa_bot_new_level(level, bot_seed), whose
 * budget is a number of deals and no time, so that its choices are the
 * same on every platform) or, without one, by the greedy player; every
 * other seat by the greedy player (escopa_game_choose_move). The file
 * lists, per game, every move in ASCII notation, each hand's total per
 * side, the final scores, the winner (null for a drawn game) and the final
 * position notation.
 *
 * The file's positions are the other half: tables with more legal moves
 * than a 32-bit size_t counts (WebAssembly's), and an ordinary one. For
 * each, the exact count (escopa_game_move_count()), the moves at indexes
 * past 2^32 (escopa_game_move_at64()), a page there
 * (escopa_game_moves_page64()), the random player's choices from several
 * seeds (escopa_game_choose_move(), three decisions a generator), the
 * random bot's choice for several seeds and the greedy player's choice:
 * every platform must pick the same moves from the same seeds.
 */

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <escopa/escopa.h>

struct golden_case {
	const char *rules;
	int players;
	uint64_t seed;
	int level;		/* an enum escopa_level, or NO_BOT: seat 0 plays greedy too */
	uint64_t bot_seed;
};

#define NO_BOT (-1)
static const char *const level_names[] = { "easy", "medium", "hard", "expert" };

static const struct golden_case cases[] = {
	{ "escoba_de_15", 2, 42, NO_BOT, 0 },
	{ "escoba_de_15", 4, 7, NO_BOT, 0 },
	{ "escopa", 2, 2026, NO_BOT, 0 },
	{ "escoba", 3, 5, NO_BOT, 0 },
	{ "scopa", 2, UINT64_C(18446744073709551557), NO_BOT, 0 },
	{ "escoba_comodines", 2, 11, NO_BOT, 0 },
	{ "escova_de_31", 4, 3, NO_BOT, 0 },
	{ "escoba_de_15", 2, 99, ESCOPA_LEVEL_MEDIUM, 7 },
	{ "scopa", 2, 12, ESCOPA_LEVEL_HARD, 1 },
	{ "escopa", 2, 21, ESCOPA_LEVEL_EXPERT, UINT64_C(9007199254740993) },
};

/* The last round of two players, stock empty: seat 1 plays its last card,
 * `last`, onto every other card of the deck (tests/bench/bench-worst.c). */
#define LAST_ROUND(rules, last, table) \
	"position 1 | rules " rules " | players 2 | hand 1 | dealer 1 | phase playing | " \
	"seat 1 | plays 35 | hands - / " last " | table " table " | stock - | " \
	"captured - / - | sweeps 0 0 | aside - | scores 0 0 | last - | winner - | " \
	"rng 1a738b426458e734"
#define ONES_TO_NINES "1o 1c 1e 1b 2o 2c 2e 2b 3o 3c 3e 3b 4o 4c 4e 4b 5o 5c 5e 5b " \
	"6o 6c 6e 6b 7o 7c 7e 7b 8o 8c 8e 8b 9o 9c 9e 9b"

static const char *const golden_positions[] = {
	/* the most moves of any position the readers accept: 1,832,519,380,199 */
	LAST_ROUND("escoba_comodines capture_multiples=1 forced_capture=none", "jk1",
		   ONES_TO_NINES " 10o 10c 10e 10b jk2"),
	/* the most without jokers: 36,650,387,909 */
	LAST_ROUND("escopa forced_capture=none", "10o", ONES_TO_NINES " 10c 10e 10b"),
	/* an opening with a few moves */
	"position 1 | rules escoba_de_15 | players 2 | hand 1 | dealer 1 | phase playing | "
	"seat 0 | plays 0 | hands 7c 5o 9b / 3c 10e 5e | table 8o 10c 2e 4b | "
	"stock 1o 1c 1e 1b 2o 2c 2b 3o 3e 3b 4o 4c 4e 5c 5b 6o 6c 6e 6b 7o 7e 7b "
	"8c 8e 8b 9o 9c 9e 10o 10b | captured - / - | sweeps 0 0 | aside - | scores 0 0 | "
	"last - | winner - | rng 1a738b426458e734",
};

/* The generator seeds of the random player and of the random bot. */
static const uint64_t random_seeds[] = {
	1, 2, 2026, UINT64_C(9007199254740993), UINT64_C(18446744073709551557),
};
#define RANDOM_DECISIONS 3
#define PAGE_MOVES 6

/* The text, grown as it is written. */
struct text {
	char *data;
	size_t length, capacity;
};

static void
put(struct text *t, const char *s, size_t n)
{
	if (t->length + n + 1 > t->capacity) {
		t->capacity = (t->length + n + 1) * 2;
		t->data = realloc(t->data, t->capacity);
		if (!t->data) {
			fprintf(stderr, "golden-games: out of memory\n");
			exit(1);
		}
	}
	memcpy(t->data + t->length, s, n);
	t->length += n;
	t->data[t->length] = '\0';
}

static void
puts_text(struct text *t, const char *s)
{
	put(t, s, strlen(s));
}

/* A JSON string; library text has no control characters. */
static void
put_string(struct text *t, const char *s)
{
	put(t, "\"", 1);
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			put(t, "\\", 1);
		put(t, s, 1);
	}
	put(t, "\"", 1);
}

static void
put_int(struct text *t, long long value)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%lld", value);
	puts_text(t, buf);
}

/* `, "seed": "N"`: 64-bit seeds are strings, since JSON numbers are not
 * exact past 2**53. */
static void
put_seed(struct text *t, uint64_t seed)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%" PRIu64, seed);
	puts_text(t, ", \"seed\": ");
	put_string(t, buf);
}

static void
check(enum escopa_status rc, const char *what)
{
	if (rc != ESCOPA_OK) {
		fprintf(stderr, "golden-games: %s: %s\n", what, escopa_status_str(rc));
		exit(1);
	}
}

static void
play_case(struct text *t, const struct golden_case *c)
{
	struct escopa_rules *rules;
	struct escopa_game *game;
	struct escopa_bot *bot = NULL;
	char buf[4096];
	size_t len;

	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	check(escopa_rules_read(c->rules, strlen(c->rules), &rules, &error), "rules");
	check(escopa_game_new(rules, c->players, c->seed, &game), "game");
	escopa_rules_free(rules);
	if (c->level != NO_BOT)
		check(escopa_bot_new_level(c->level, c->bot_seed, &bot), "bot");

	puts_text(t, "    {\n      \"rules\": ");
	put_string(t, c->rules);
	puts_text(t, ", \"players\": ");
	put_int(t, c->players);
	put_seed(t, c->seed);
	puts_text(t, ",\n      \"bot\": ");
	if (bot) {
		puts_text(t, "{ \"level\": ");
		put_string(t, level_names[c->level]);
		put_seed(t, c->bot_seed);
		puts_text(t, " }");
	} else {
		puts_text(t, "null");
	}

	int sides;
	check(escopa_game_sides(game, &sides), "sides");
	struct text moves = { 0 }, hands = { 0 };
	int n_moves = 0, n_hands = 0;
	enum escopa_phase phase;
	while (escopa_game_phase(game, &phase) == ESCOPA_OK && phase != ESCOPA_PHASE_GAME_OVER) {
		if (phase != ESCOPA_PHASE_PLAYING) {
			check(escopa_game_next_hand(game), "next hand");
			continue;
		}
		int seat;
		escopa_move_t move;
		check(escopa_game_current_seat(game, &seat), "seat");
		if (seat == 0 && bot)
			check(escopa_bot_choose_game(bot, game, &move), "bot move");
		else
			check(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &move), "greedy move");
		check(escopa_move_format(move, ESCOPA_STYLE_ASCII, buf, sizeof buf, &len), "move text");
		puts_text(&moves, n_moves % 8 ? ", " : n_moves ? ",\n        " : "\n        ");
		put_string(&moves, buf);
		n_moves++;
		struct escopa_play_result result = { .version = ESCOPA_PLAY_RESULT_VERSION };
		check(escopa_game_play(game, move, &result), "play");
		if (result.flags & ESCOPA_PLAYED_HAND_OVER) {
			puts_text(&hands, n_hands ? ", [" : "[");
			for (int side = 0; side < sides; side++) {
				int32_t row[ESCOPA_SCORE_ITEM_COUNT];
				check(escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT),
				      "hand score");
				if (side)
					puts_text(&hands, ", ");
				put_int(&hands, row[ESCOPA_SCORE_TOTAL]);
			}
			puts_text(&hands, "]");
			n_hands++;
		}
	}
	puts_text(t, ",\n      \"moves\": [");
	if (moves.data)
		puts_text(t, moves.data);
	puts_text(t, "\n      ],\n      \"hands\": [");
	if (hands.data)
		puts_text(t, hands.data);
	puts_text(t, "],\n      \"scores\": [");
	for (int side = 0; side < sides; side++) {
		int score;
		check(escopa_game_score(game, side, &score), "score");
		if (side)
			puts_text(t, ", ");
		put_int(t, score);
	}
	int winner;
	check(escopa_game_winner(game, &winner), "winner");
	puts_text(t, "], \"winner\": ");
	if (winner < 0)
		puts_text(t, "null");
	else
		put_int(t, winner);
	check(escopa_game_format_position(game, buf, sizeof buf, &len), "position");
	puts_text(t, ",\n      \"position\": ");
	put_string(t, buf);
	puts_text(t, "\n    }");
	free(moves.data);
	free(hands.data);
	escopa_bot_free(bot);
	escopa_game_free(game);
}

static void
put_move(struct text *t, escopa_move_t move)
{
	char buf[256];
	size_t len;
	check(escopa_move_format(move, ESCOPA_STYLE_ASCII, buf, sizeof buf, &len), "move text");
	put_string(t, buf);
}

static void
put_u64(struct text *t, uint64_t value)
{
	char buf[32];
	snprintf(buf, sizeof buf, "%" PRIu64, value);
	puts_text(t, buf);
}

/* The random bot of a seed. */
static struct escopa_bot *
random_bot(uint64_t seed)
{
	struct escopa_bot *bot;
	check(escopa_bot_new(ESCOPA_BOT_RANDOM, seed, &bot), "random bot");
	return bot;
}

static void
put_position(struct text *t, const char *text)
{
	struct escopa_game *game;
	struct escopa_parse_error error = { .version = ESCOPA_PARSE_ERROR_VERSION };
	check(escopa_game_parse_position(text, strlen(text), &game, &error), "position");
	uint64_t count;
	check(escopa_game_move_count(game, &count), "move count");

	char canonical[2048];
	size_t len;
	check(escopa_game_format_position(game, canonical, sizeof canonical, &len), "position");
	puts_text(t, "    {\n      \"position\": ");
	put_string(t, canonical);
	puts_text(t, ",\n      \"count\": ");
	put_u64(t, count);
	/* the first and last moves, and those around 2^32 */
	const uint64_t two_32 = UINT64_C(1) << 32;
	const uint64_t at[] = { 0, two_32 - 1, two_32, count / 2, count - 1 };
	puts_text(t, ",\n      \"at\": [");
	int written_at = 0;
	uint64_t last_at = 0;
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
		/* in ascending order, each once */
		if (at[i] >= count || (written_at && at[i] <= last_at))
			continue;
		escopa_move_t move;
		check(escopa_game_move_at64(game, at[i], &move), "move at");
		puts_text(t, written_at++ ? ",\n        [" : "\n        [");
		last_at = at[i];
		put_u64(t, at[i]);
		puts_text(t, ", ");
		put_move(t, move);
		puts_text(t, "]");
	}
	/* a page across 2^32, or to the end */
	uint64_t start = count > two_32 ? two_32 - PAGE_MOVES / 2 : count / 2;
	escopa_move_t page[PAGE_MOVES];
	size_t written;
	check(escopa_game_moves_page64(game, start, page, PAGE_MOVES, &written, &count), "page");
	puts_text(t, "\n      ],\n      \"page\": { \"start\": ");
	put_u64(t, start);
	puts_text(t, ", \"moves\": [");
	for (size_t i = 0; i < written; i++) {
		puts_text(t, i ? ",\n        " : "\n        ");
		put_move(t, page[i]);
	}
	puts_text(t, "] },\n      \"random\": [");
	size_t seeds = sizeof random_seeds / sizeof random_seeds[0];
	for (size_t i = 0; i < seeds; i++) {
		uint64_t rng = random_seeds[i];
		puts_text(t, i ? ",\n        { \"seed\": \"" : "\n        { \"seed\": \"");
		put_u64(t, random_seeds[i]);
		puts_text(t, "\", \"moves\": [");
		for (int d = 0; d < RANDOM_DECISIONS; d++) {
			escopa_move_t move;
			check(escopa_game_choose_move(game, ESCOPA_PLAYER_RANDOM, &rng, &move), "random");
			if (d)
				puts_text(t, ", ");
			put_move(t, move);
		}
		puts_text(t, "] }");
	}
	puts_text(t, "\n      ],\n      \"random_bot\": [");
	for (size_t i = 0; i < seeds; i++) {
		struct escopa_bot *bot = random_bot(random_seeds[i]);
		escopa_move_t move;
		check(escopa_bot_choose_game(bot, game, &move), "random bot move");
		escopa_bot_free(bot);
		puts_text(t, i ? ",\n        { \"seed\": \"" : "\n        { \"seed\": \"");
		put_u64(t, random_seeds[i]);
		puts_text(t, "\", \"move\": ");
		put_move(t, move);
		puts_text(t, " }");
	}
	escopa_move_t greedy;
	check(escopa_game_choose_move(game, ESCOPA_PLAYER_GREEDY, NULL, &greedy), "greedy");
	puts_text(t, "\n      ],\n      \"greedy\": ");
	put_move(t, greedy);
	puts_text(t, "\n    }");
	escopa_game_free(game);
}

int
main(int argc, char **argv)
{
	if (!(argc == 1 || (argc == 3 && !strcmp(argv[1], "--check")))) {
		fprintf(stderr, "usage: golden-games [--check FILE]\n");
		return 2;
	}
	struct text t = { 0 };
	puts_text(&t, "{\n  \"format\": \"libescopa golden games 2\",\n"
		  "  \"about\": \"written by tests/agreement/golden-games.c; the format is in its header comment "
		  "and in bindings/js/README.md\",\n  \"games\": [\n");
	size_t n = sizeof cases / sizeof cases[0];
	for (size_t i = 0; i < n; i++) {
		play_case(&t, &cases[i]);
		puts_text(&t, i + 1 < n ? ",\n" : "\n");
	}
	puts_text(&t, "  ],\n  \"positions\": [\n");
	n = sizeof golden_positions / sizeof golden_positions[0];
	for (size_t i = 0; i < n; i++) {
		put_position(&t, golden_positions[i]);
		puts_text(&t, i + 1 < n ? ",\n" : "\n");
	}
	puts_text(&t, "  ]\n}\n");
	if (argc == 1) {
		fputs(t.data, stdout);
		free(t.data);
		return 0;
	}

	FILE *f = fopen(argv[2], "rb");
	if (!f) {
		fprintf(stderr, "golden-games: cannot open %s\n", argv[2]);
		return 1;
	}
	struct text file = { 0 };
	char chunk[4096];
	size_t got;
	while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
		put(&file, chunk, got);
	fclose(f);
	int same = file.data && file.length == t.length && !memcmp(file.data, t.data, t.length);
	if (!same) {
		size_t at = 0, line = 1;
		while (at < t.length && at < file.length && t.data[at] == file.data[at])
			line += t.data[at++] == '\n';
		fprintf(stderr, "golden-games: %s differs from the games the C library plays, "
			"from line %zu on; if the change of the games is right, regenerate it:\n"
			"  golden-games > %s\n", argv[2], line, argv[2]);
	}
	free(file.data);
	free(t.data);
	return same ? 0 : 1;
}
