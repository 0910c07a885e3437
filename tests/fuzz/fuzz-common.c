/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "fuzz-common.h"

void
fuzz_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "%s:%d: broken promise: ", file, line);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	fflush(stderr);
	abort();
}

/* ------------------------------------------------------------------ */
/* input */

void
fuzz_input_init(struct fuzz_input *in, const uint8_t *data, size_t size)
{
	in->data = data;
	in->size = size;
	in->pos = 0;
}

int
fuzz_input_empty(const struct fuzz_input *in)
{
	return in->pos >= in->size;
}

uint8_t
fuzz_u8(struct fuzz_input *in)
{
	return in->pos < in->size ? in->data[in->pos++] : 0;
}

uint16_t
fuzz_u16(struct fuzz_input *in)
{
	uint16_t v = fuzz_u8(in);
	return (uint16_t)(v | (uint16_t)fuzz_u8(in) << 8);
}

uint32_t
fuzz_u32(struct fuzz_input *in)
{
	uint32_t v = fuzz_u16(in);
	return v | (uint32_t)fuzz_u16(in) << 16;
}

uint64_t
fuzz_u64(struct fuzz_input *in)
{
	uint64_t v = fuzz_u32(in);
	return v | (uint64_t)fuzz_u32(in) << 32;
}

int
fuzz_int(struct fuzz_input *in)
{
	uint8_t b = fuzz_u8(in);
	if (b == 0xFF)
		return (int)fuzz_u32(in);
	if (b == 0xFE)
		return INT32_MIN + (int)(fuzz_u8(in) % 4);
	if (b == 0xFD)
		return INT32_MAX - (int)(fuzz_u8(in) % 4);
	/* -8..244, mostly the small values of seats, options and counts. */
	return (int)b - 8;
}

uint64_t
fuzz_cardset(struct fuzz_input *in)
{
	uint8_t b = fuzz_u8(in);
	if (b == 0xFF)
		return fuzz_u64(in);
	/* One card, or bits over the valid cards. */
	if (b < 42)
		return (uint64_t)1 << b;
	return fuzz_u64(in) & (ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS);
}

const uint8_t *
fuzz_bytes(struct fuzz_input *in, size_t max, size_t *length)
{
	size_t want = fuzz_u16(in);
	size_t left = in->size - (in->pos < in->size ? in->pos : in->size);
	if (want > max)
		want = max;
	if (want > left)
		want = left;
	const uint8_t *p = in->data + (in->pos < in->size ? in->pos : in->size);
	in->pos += want;
	*length = want;
	return p;
}

size_t
fuzz_shuffled_deck(struct fuzz_input *in, int jokers, escopa_card_t *deck)
{
	size_t n = 40 + (size_t)jokers;
	for (size_t i = 0; i < n; i++)
		deck[i] = (escopa_card_t)i;
	for (size_t i = n - 1; i > 0; i--) {
		size_t j = fuzz_u8(in) % (i + 1);
		escopa_card_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
	return n;
}

/* ------------------------------------------------------------------ */
/* text */

char *
fuzz_terminated(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	FUZZ_CHECK(s != NULL, "out of memory");
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

const enum escopa_style fuzz_written_styles[FUZZ_WRITTEN_STYLES] = {
	ESCOPA_STYLE_ASCII, ESCOPA_STYLE_FRENCH, ESCOPA_STYLE_FRENCH_ASCII,
	ESCOPA_STYLE_SPANISH, ESCOPA_STYLE_ITALIAN,
};

/* ------------------------------------------------------------------ */
/* parse errors */

#define ERROR_PATTERN 0xA5

void
fuzz_error_init(struct escopa_parse_error *error)
{
	memset(error, ERROR_PATTERN, sizeof *error);
	error->version = ESCOPA_PARSE_ERROR_VERSION;
}

void
fuzz_error_untouched(const struct escopa_parse_error *error)
{
	struct escopa_parse_error pattern;
	fuzz_error_init(&pattern);
	FUZZ_CHECK(memcmp(error, &pattern, sizeof pattern) == 0,
		   "a reader that succeeded wrote its parse error");
}

void
fuzz_error_filled(const struct escopa_parse_error *error, enum escopa_status rc,
		  const uint8_t *text, size_t length, int lines)
{
	FUZZ_CHECK(error->version == ESCOPA_PARSE_ERROR_VERSION,
		   "the reader changed the error's version");
	FUZZ_CHECK(error->status != ESCOPA_OK, "a failed reader's error says ESCOPA_OK");
	FUZZ_CHECK(escopa_status_name(error->status) != NULL,
		   "a failed reader's error has status %d", (int)error->status);
	(void)rc;
	FUZZ_CHECK(error->offset <= length, "error offset %zu past the input's %zu bytes",
		   error->offset, length);
	const char *end = memchr(error->message, '\0', sizeof error->message);
	FUZZ_CHECK(end != NULL, "the error message is not NUL-terminated");
	size_t n = (size_t)(end - error->message);
	FUZZ_CHECK(n > 0, "the error message is empty");
	for (size_t i = 0; i < n; i++)
		FUZZ_CHECK(error->message[i] >= 0x20 && error->message[i] < 0x7F,
			   "the error message has byte 0x%02x at %zu, not printable ASCII",
			   (unsigned)(unsigned char)error->message[i], i);
	if (!lines || error->offset > length)
		return;
	size_t line = 1, column = 1;
	for (size_t i = 0; i < error->offset; i++) {
		if (text[i] == '\n') {
			line++;
			column = 1;
		} else {
			column++;
		}
	}
	FUZZ_CHECK(error->line == line && error->column == column,
		   "error at offset %zu says line %zu column %zu; that byte is at line %zu column %zu",
		   error->offset, error->line, error->column, line, column);
}

void
fuzz_error_says(const struct escopa_parse_error *error, enum escopa_status rc,
		const uint8_t *text, size_t length, int lines)
{
	FUZZ_CHECK(error->status == rc, "error status %s for %s", escopa_status_name(error->status),
		   escopa_status_name(rc));
	fuzz_error_filled(error, rc, text, length, lines);
}

/* ------------------------------------------------------------------ */
/* games */

struct escopa_game *
fuzz_new_game(enum escopa_preset preset, int players, uint64_t seed)
{
	struct escopa_rules *rules = NULL;
	struct escopa_game *game = NULL;
	FUZZ_OK(escopa_rules_new(preset, &rules));
	FUZZ_OK(escopa_game_new(rules, players, seed, &game));
	escopa_rules_free(rules);
	return game;
}

void
fuzz_check_equal(const struct escopa_game *a, const struct escopa_game *b, const char *what)
{
	int equal = -1;
	FUZZ_OK(escopa_game_equal(a, b, &equal));
	FUZZ_CHECK(equal == 1, "%s", what);
}

#define MAX_LISTED 512

/* The side alone with the most of some count (points, games won), or -1
 * when the most is shared. */
static int
sole_leader(const int *count, int sides)
{
	int best = 0, leaders = 0;
	for (int side = 1; side < sides; side++) {
		if (count[side] > count[best])
			best = side;
	}
	for (int side = 0; side < sides; side++)
		leaders += count[side] == count[best];
	return leaders == 1 ? best : -1;
}

/*
 * How a game ends (game.h, rules.h: ESCOPA_OPT_TARGET, ESCOPA_OPT_HAND_LIMIT,
 * escopa_game_winner()): after a hand, when a side alone has the highest
 * total at or above the target; or after its last hand (the hand limit, or
 * hand 2^31 - 1 without one) by its scores, drawn (winner -1) on equal
 * highest totals. Until then no running score has ended it.
 */
static void
check_game_end(const struct escopa_game *game, enum escopa_phase phase, int players, int sides)
{
	int limit = -1, target = 0, number = 0, winner = -2;
	FUZZ_OK(escopa_game_option(game, ESCOPA_OPT_HAND_LIMIT, &limit));
	FUZZ_CHECK(limit >= 0 && limit <= 30000, "hand limit %d", limit);
	FUZZ_OK(escopa_game_option(game, sides != players ? ESCOPA_OPT_TEAM_TARGET
							  : ESCOPA_OPT_TARGET, &target));
	FUZZ_OK(escopa_game_hand_number(game, &number));
	int last_hand = limit > 0 ? limit : INT32_MAX;
	FUZZ_CHECK(number <= last_hand, "hand %d of a game whose last hand is %d", number,
		   last_hand);

	int score[4];
	for (int side = 0; side < sides; side++)
		FUZZ_OK(escopa_game_score(game, side, &score[side]));
	int leader = sole_leader(score, sides);
	int won = leader >= 0 && score[leader] >= target ? leader : -1;

	if (phase != ESCOPA_PHASE_GAME_OVER) {
		FUZZ_STATUS(escopa_game_winner(game, &winner), ESCOPA_E_PHASE);
		FUZZ_CHECK(winner == -2, "a failed escopa_game_winner() wrote its side");
		FUZZ_CHECK(won < 0, "side %d alone has %d points of %d, but the game goes on",
			   won, won >= 0 ? score[won] : 0, target);
		if (phase == ESCOPA_PHASE_HAND_OVER)
			FUZZ_CHECK(number < last_hand, "the last hand (%d) is over, but the game "
				   "goes on", number);
		return;
	}
	FUZZ_OK(escopa_game_winner(game, &winner));
	if (won >= 0) {
		FUZZ_CHECK(winner == won, "winner %d, but side %d alone has the most points",
			   winner, won);
		return;
	}
	FUZZ_CHECK(number == last_hand, "the game is over at hand %d of %d with no side "
		   "alone at the target %d", number, last_hand, target);
	if (leader < 0)
		FUZZ_CHECK(winner == -1, "winner %d of a drawn game (the highest total shared "
			   "after the last hand)", winner);
	else
		FUZZ_CHECK(winner == leader, "winner %d, but side %d alone has the most points "
			   "after the last hand", winner, leader);
}

/*
 * The match (game.h, ESCOPA_OPT_MATCH_GAMES): games won count the current
 * game once it is over; a game past the first follows one after which the
 * match was not over; the match is over once the current game is over,
 * at least match_games were played and one side alone has won the most
 * (or after game 65535, maybe drawn), and only then has a winner.
 */
static void
check_match(const struct escopa_game *game, enum escopa_phase phase, int sides)
{
	int match_games = 0, number = 0, winner = -1, over = -1, side_won = -2;
	FUZZ_OK(escopa_game_option(game, ESCOPA_OPT_MATCH_GAMES, &match_games));
	FUZZ_CHECK(match_games >= 1 && match_games <= 99, "match_games %d", match_games);
	FUZZ_OK(escopa_game_match_game(game, &number));
	FUZZ_CHECK(number >= 1 && number <= 65535, "game %d of the match", number);
	if (phase == ESCOPA_PHASE_GAME_OVER)
		FUZZ_OK(escopa_game_winner(game, &winner));

	int wins[4], before[4], total = 0;
	for (int side = 0; side < sides; side++) {
		FUZZ_OK(escopa_game_match_wins(game, side, &wins[side]));
		FUZZ_CHECK(wins[side] >= 0, "side %d won %d games", side, wins[side]);
		before[side] = wins[side] - (side == winner);
		FUZZ_CHECK(before[side] >= 0, "side %d won this game and %d games in all", side,
			   wins[side]);
		total += before[side];
	}
	FUZZ_CHECK(total <= number - 1, "%d games won before game %d", total, number);
	FUZZ_CHECK(number == 1 || number - 1 < match_games || sole_leader(before, sides) < 0,
		   "game %d of a match of %d that side %d had won before it", number,
		   match_games, sole_leader(before, sides));

	int leader = sole_leader(wins, sides);
	int want_over = phase == ESCOPA_PHASE_GAME_OVER &&
			((number >= match_games && leader >= 0) || number == 65535);
	FUZZ_OK(escopa_game_match_over(game, &over));
	FUZZ_CHECK(over == want_over, "match over says %d, expected %d (game %d of %d, "
		   "leader %d)", over, want_over, number, match_games, leader);
	enum escopa_status rc = escopa_game_match_winner(game, &side_won);
	if (!want_over) {
		FUZZ_STATUS(rc, ESCOPA_E_PHASE);
		FUZZ_CHECK(side_won == -2, "a failed escopa_game_match_winner() wrote its side");
	} else {
		FUZZ_OK(rc);
		FUZZ_CHECK(side_won == leader, "match winner %d, but the most wins are side %d's",
			   side_won, leader);
	}
}

void
fuzz_check_game(const struct escopa_game *game)
{
	int players = 0, sides = 0, jokers = -1, partnerships = -1;
	FUZZ_OK(escopa_game_players(game, &players));
	FUZZ_CHECK(players >= 2 && players <= 4, "%d players", players);
	FUZZ_OK(escopa_game_sides(game, &sides));
	FUZZ_OK(escopa_game_option(game, ESCOPA_OPT_JOKERS, &jokers));
	FUZZ_OK(escopa_game_option(game, ESCOPA_OPT_PARTNERSHIPS, &partnerships));
	FUZZ_CHECK(sides == (players == 4 && partnerships ? 2 : players),
		   "%d sides for %d players", sides, players);
	FUZZ_CHECK(jokers >= 0 && jokers <= 2, "%d jokers", jokers);

	escopa_cardset_t deck = ESCOPA_CARDSET_DECK;
	if (jokers >= 1)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_1);
	if (jokers >= 2)
		deck |= ESCOPA_CARDSET_OF(ESCOPA_JOKER_2);

	escopa_cardset_t seen = 0;
	int counted = 0;
#define PLACE(set, what) do { \
	escopa_cardset_t place_ = (set); \
	FUZZ_CHECK((place_ & seen) == 0, "%s repeats a card: %#llx", what, \
		   (unsigned long long)(place_ & seen)); \
	FUZZ_CHECK((place_ & ~deck) == 0, "%s holds a card not in the deck: %#llx", what, \
		   (unsigned long long)(place_ & ~deck)); \
	seen |= place_; \
	counted += __builtin_popcountll(place_); \
} while (0)

	escopa_cardset_t set;
	for (int seat = 0; seat < players; seat++) {
		FUZZ_OK(escopa_game_hand(game, seat, &set));
		FUZZ_CHECK(__builtin_popcountll(set) <= 3, "seat %d holds %d cards", seat,
			   __builtin_popcountll(set));
		PLACE(set, "a hand");
		int side = -1;
		FUZZ_OK(escopa_game_side_of(game, seat, &side));
		FUZZ_CHECK(side == seat % sides, "seat %d on side %d of %d", seat, side, sides);
	}
	escopa_cardset_t table = 0;
	FUZZ_OK(escopa_game_table(game, &table));
	PLACE(table, "the table");

	size_t n_piles = 0;
	escopa_cardset_t piles[ESCOPA_CARD_COUNT];
	FUZZ_OK(escopa_game_piles(game, NULL, 0, &n_piles));
	FUZZ_CHECK(n_piles <= ESCOPA_CARD_COUNT, "%zu piles", n_piles);
	FUZZ_CHECK((n_piles == 0) == (table == 0), "%zu piles for table %#llx", n_piles,
		   (unsigned long long)table);
	size_t again = 0;
	FUZZ_OK(escopa_game_piles(game, piles, ESCOPA_CARD_COUNT, &again));
	FUZZ_CHECK(again == n_piles, "pile count %zu then %zu", n_piles, again);
	escopa_cardset_t in_piles = 0;
	for (size_t i = 0; i < n_piles; i++) {
		FUZZ_CHECK(piles[i] != 0, "pile %zu is empty", i);
		FUZZ_CHECK((piles[i] & in_piles) == 0, "piles overlap");
		FUZZ_CHECK(i == 0 || piles[i - 1] < piles[i], "piles out of order");
		in_piles |= piles[i];
	}
	FUZZ_CHECK(in_piles == table, "the piles are not the table");

	size_t n_stock = 0;
	escopa_card_t stock[ESCOPA_CARD_COUNT];
	FUZZ_OK(escopa_game_stock(game, NULL, 0, &n_stock));
	FUZZ_CHECK(n_stock <= ESCOPA_CARD_COUNT, "%zu cards in the stock", n_stock);
	FUZZ_OK(escopa_game_stock(game, stock, ESCOPA_CARD_COUNT, &again));
	FUZZ_CHECK(again == n_stock, "stock count %zu then %zu", n_stock, again);
	set = 0;
	for (size_t i = 0; i < n_stock; i++) {
		FUZZ_CHECK(stock[i] >= 0 && stock[i] < ESCOPA_CARD_COUNT, "stock card %d",
			   stock[i]);
		FUZZ_CHECK(!(set & ESCOPA_CARDSET_OF(stock[i])), "the stock repeats %d", stock[i]);
		set |= ESCOPA_CARDSET_OF(stock[i]);
	}
	PLACE(set, "the stock");

	for (int side = 0; side < sides; side++) {
		int points = -1;
		FUZZ_OK(escopa_game_captured(game, side, &set));
		PLACE(set, "a side's captures");
		FUZZ_OK(escopa_game_sweeps(game, side, &points));
		FUZZ_CHECK(points >= 0, "side %d has %d sweep points", side, points);
		FUZZ_OK(escopa_game_score(game, side, &points));
		FUZZ_CHECK(points >= 0, "side %d has %d points", side, points);
		int32_t row[ESCOPA_SCORE_ITEM_COUNT];
		FUZZ_OK(escopa_game_hand_score(game, side, row, ESCOPA_SCORE_ITEM_COUNT));
		int32_t total = 0;
		for (int i = 0; i < ESCOPA_SCORE_TOTAL; i++) {
			FUZZ_CHECK(row[i] >= 0, "score item %d is %d", i, (int)row[i]);
			total += row[i];
		}
		FUZZ_CHECK(total == row[ESCOPA_SCORE_TOTAL], "score items add up to %d, total %d",
			   (int)total, (int)row[ESCOPA_SCORE_TOTAL]);
	}
	FUZZ_OK(escopa_game_set_aside(game, &set));
	PLACE(set, "the cards set aside");
	FUZZ_CHECK(seen == deck, "cards missing from the game: %#llx",
		   (unsigned long long)(deck & ~seen));
	FUZZ_CHECK(counted == __builtin_popcountll(deck), "%d cards counted", counted);
#undef PLACE

	int dealer = -1, number = 0, last = -2, seat = -1, winner = -2;
	enum escopa_phase phase;
	FUZZ_OK(escopa_game_dealer(game, &dealer));
	FUZZ_CHECK(dealer >= 0 && dealer < players, "dealer %d", dealer);
	FUZZ_OK(escopa_game_hand_number(game, &number));
	FUZZ_CHECK(number >= 1, "hand number %d", number);
	FUZZ_OK(escopa_game_last_capture_side(game, &last));
	FUZZ_CHECK(last >= -1 && last < sides, "last capture side %d", last);
	FUZZ_OK(escopa_game_phase(game, &phase));

	size_t count = 0;
	switch (phase) {
	case ESCOPA_PHASE_PLAYING: {
		FUZZ_OK(escopa_game_current_seat(game, &seat));
		FUZZ_CHECK(seat >= 0 && seat < players, "seat %d to play", seat);
		FUZZ_STATUS(escopa_game_winner(game, &winner), ESCOPA_E_PHASE);
		escopa_cardset_t hand = 0;
		FUZZ_OK(escopa_game_hand(game, seat, &hand));
		FUZZ_CHECK(hand != 0, "seat %d is to play with no card", seat);
		FUZZ_OK(escopa_game_moves(game, NULL, 0, &count));
		FUZZ_CHECK(count > 0, "seat %d is to play and has no legal move", seat);
		escopa_move_t moves[MAX_LISTED];
		size_t listed = 0;
		FUZZ_OK(escopa_game_moves(game, moves, MAX_LISTED, &listed));
		FUZZ_CHECK(listed == count, "move count %zu then %zu", count, listed);
		if (listed > MAX_LISTED)
			listed = MAX_LISTED;
		for (size_t i = 0; i < listed; i++) {
			int kind = 0;
			escopa_card_t played = -1;
			FUZZ_OK(escopa_move_parts(moves[i], &kind, &played, NULL));
			FUZZ_CHECK(hand & ESCOPA_CARDSET_OF(played), "a listed move plays a card not in hand");
			FUZZ_CHECK(i == 0 || ESCOPA_MOVE_CARD(moves[i - 1]) <= played,
				   "listed moves are not grouped by ascending card");
			FUZZ_STATUS(escopa_game_is_legal(game, moves[i]), ESCOPA_OK);
		}
		break;
	}
	case ESCOPA_PHASE_HAND_OVER:
	case ESCOPA_PHASE_MISDEAL:
	case ESCOPA_PHASE_GAME_OVER:
		FUZZ_STATUS(escopa_game_current_seat(game, &seat), ESCOPA_E_PHASE);
		FUZZ_STATUS(escopa_game_moves(game, NULL, 0, &count), ESCOPA_E_PHASE);
		break;
	default:
		FUZZ_CHECK(0, "phase %d", (int)phase);
	}
	check_game_end(game, phase, players, sides);
	check_match(game, phase, sides);
}

/* A game of other rules and players than most, to read states into. */
static struct escopa_game *
scratch_game(void)
{
	return fuzz_new_game(ESCOPA_PRESET_SCOPA, 3, 99);
}

void
fuzz_check_round_trips(const struct escopa_game *game)
{
	size_t length = 0, again = 0;
	FUZZ_OK(escopa_game_format_position(game, NULL, 0, &length));
	FUZZ_CHECK(length > 0 && length <= 65536, "position notation of %zu bytes", length);
	char *text = malloc(length + 1);
	char *text2 = malloc(length + 1);
	FUZZ_CHECK(text && text2, "out of memory");

	/* One byte short: an empty string, never a cut-off line. */
	memset(text, 'x', length + 1);
	FUZZ_OK(escopa_game_format_position(game, text, length, &again));
	FUZZ_CHECK(again == length && text[0] == '\0',
		   "position notation that does not fit was not the empty string");
	FUZZ_OK(escopa_game_format_position(game, text, length + 1, &again));
	FUZZ_CHECK(again == length && strlen(text) == length,
		   "position notation of %zu bytes, then %zu", length, strlen(text));
	FUZZ_CHECK(!memchr(text, '\n', length), "position notation holds a newline");

	struct escopa_game *copy = NULL;
	struct escopa_parse_error error;
	fuzz_error_init(&error);
	enum escopa_status rc = escopa_game_parse_position(text, length, &copy, &error);
	FUZZ_CHECK(rc == ESCOPA_OK, "written position notation does not read back (%s at %zu: %s): %s",
		   escopa_status_name(rc), error.offset, error.message, text);
	fuzz_error_untouched(&error);
	fuzz_check_equal(game, copy, "position notation read back gives another game");
	FUZZ_OK(escopa_game_format_position(copy, text2, length + 1, &again));
	FUZZ_CHECK(again == length && memcmp(text, text2, length) == 0,
		   "position notation written twice differs:\n%s\n%s", text, text2);

	/* Loading into a game of other rules and players gives the same. */
	struct escopa_game *other = scratch_game();
	FUZZ_OK(escopa_game_load_position(other, text, length, NULL));
	fuzz_check_equal(game, other, "position notation loaded gives another game");

	uint8_t snap[ESCOPA_SNAPSHOT_SIZE], snap2[ESCOPA_SNAPSHOT_SIZE];
	FUZZ_OK(escopa_game_snapshot(game, snap, sizeof snap));
	struct escopa_game *restored = scratch_game();
	fuzz_error_init(&error);
	rc = escopa_game_restore(restored, snap, sizeof snap, &error);
	FUZZ_CHECK(rc == ESCOPA_OK, "a written snapshot does not restore (%s at %zu: %s)",
		   escopa_status_name(rc), error.offset, error.message);
	fuzz_error_untouched(&error);
	fuzz_check_equal(game, restored, "a snapshot restored gives another game");
	FUZZ_OK(escopa_game_snapshot(restored, snap2, sizeof snap2));
	FUZZ_CHECK(memcmp(snap, snap2, sizeof snap) == 0, "a snapshot written twice differs");

	escopa_game_free(restored);
	escopa_game_free(other);
	escopa_game_free(copy);
	free(text2);
	free(text);

	fuzz_check_views(game);
}
