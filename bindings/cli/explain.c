/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Words for a person at the table (escopa play): the rules of the game in
 * play as a short intro (the library's words, wrapped), the end-of-hand summary as a table, a card's
 * name in words, the printed numbers of a Spanish deck, the value of a
 * pile.
 */

#include <ctype.h>
#include <string.h>
#include "cli.h"

static int
option_of(const struct escopa_game *game, enum escopa_option option)
{
	int value = 0;
	escopa_game_option(game, option, &value);
	return value;
}

/* A capture of the rules, "7o x 5c+3e" (15) or under Scopa's capture
 * "7o x 4c+3e" (7), in the terminal's style, so that it reads back the
 * same in that style. */
static void
put_example_move(FILE *out, const struct cli_term *term, bool match)
{
	escopa_move_t move;
	char text[128];
	if (escopa_move_parse(match ? "7o x 4c+3e" : "7o x 5c+3e", ESCOPA_STYLE_ASCII, &move) ==
	    ESCOPA_OK &&
	    cli_format_move(move, term->style, text, sizeof text))
		fputs(text, out);
}

/* Lines of at most this many columns: the intro sits in an 80-column
 * terminal with room to spare. */
#define INTRO_WIDTH 67

/* One paragraph, wrapped at blanks to INTRO_WIDTH columns. */
static void
put_wrapped(FILE *out, const char *text, size_t len)
{
	size_t column = 0;
	for (size_t i = 0; i < len;) {
		size_t word = i;
		while (word < len && text[word] != ' ')
			word++;
		size_t n = word - i;
		if (column > 0 && column + 1 + n > INTRO_WIDTH) {
			fputc('\n', out);
			column = 0;
		} else if (column > 0) {
			fputc(' ', out);
			column++;
		}
		fwrite(text + i, 1, n, out);
		column += n;
		i = word < len ? word + 1 : word;
	}
	fputc('\n', out);
}

void
cli_put_rules_intro(FILE *out, const struct cli_term *term, const struct escopa_game *game)
{
	/* The library's words for the rules, one paragraph a line. */
	struct escopa_rules *rules = NULL;
	char text[4096];
	size_t len = 0;
	if (escopa_game_rules(game, &rules) == ESCOPA_OK &&
	    escopa_rules_describe(rules, text, sizeof text, &len) == ESCOPA_OK &&
	    len < sizeof text) {
		for (const char *line = text; *line;) {
			const char *end = strchr(line, '\n');
			size_t n = end ? (size_t)(end - line) : strlen(line);
			put_wrapped(out, line, n);
			line += end ? n + 1 : n;
		}
	}
	escopa_rules_free(rules);
	fputs("Example of a capture in the cards as shown here: ", out);
	put_example_move(out, term,
			 option_of(game, ESCOPA_OPT_CAPTURE_MODE) == ESCOPA_CAPTURE_MATCH);
	fputs(".\n", out);
}

/* The categories of a hand's score, in words, with the option that
 * scores each (-1: always). */
static const struct {
	enum escopa_score_item item;
	const char *words;
	enum escopa_option option;
} categories[] = {
	{ ESCOPA_SCORE_CARDS, "Most cards", ESCOPA_OPT_SCORE_CARDS },
	{ ESCOPA_SCORE_COINS, "Most coins", ESCOPA_OPT_SCORE_COINS },
	{ ESCOPA_SCORE_SEVEN_OF_COINS, "Seven of coins", ESCOPA_OPT_SCORE_SEVEN_OF_COINS },
	{ ESCOPA_SCORE_SEVENS, "Sevens", ESCOPA_OPT_SEVENS },
	{ ESCOPA_SCORE_ALL_COINS, "All the coins", ESCOPA_OPT_ALL_COINS },
	{ ESCOPA_SCORE_PRIMIERA, "Primiera", ESCOPA_OPT_PRIMIERA },
	{ ESCOPA_SCORE_NAPOLA, "Napola", ESCOPA_OPT_NAPOLA },
	{ ESCOPA_SCORE_SWEEPS, "Sweeps", (enum escopa_option)-1 },
};

static void
put_row(FILE *out, const char *words, int32_t rows[][ESCOPA_SCORE_ITEM_COUNT],
	int sides, enum escopa_score_item item)
{
	fprintf(out, "  %-20s", words);
	for (int side = 0; side < sides; side++)
		fprintf(out, "%8d", (int)rows[side][item]);
	fputc('\n', out);
}

void
cli_put_hand_table(FILE *out, const struct escopa_game *game)
{
	int sides = 0;
	escopa_game_sides(game, &sides);
	int32_t rows[4][ESCOPA_SCORE_ITEM_COUNT];
	for (int side = 0; side < sides; side++) {
		if (escopa_game_hand_score(game, side, rows[side], ESCOPA_SCORE_ITEM_COUNT) !=
		    ESCOPA_OK)
			memset(rows[side], 0, sizeof rows[side]);
	}
	fprintf(out, "  %-20s", "Points this hand");
	for (int side = 0; side < sides; side++)
		fprintf(out, "  side %d", side);
	fputc('\n', out);
	for (size_t i = 0; i < sizeof categories / sizeof categories[0]; i++) {
		int on = (int)categories[i].option < 0 ? 1 : option_of(game, categories[i].option);
		if (on)
			put_row(out, categories[i].words, rows, sides, categories[i].item);
	}
	put_row(out, "Total", rows, sides, ESCOPA_SCORE_TOTAL);
	put_row(out, "Cards taken", rows, sides, ESCOPA_SCORE_CARD_COUNT);
	put_row(out, "Coins taken", rows, sides, ESCOPA_SCORE_COIN_COUNT);
	put_row(out, "Sevens taken", rows, sides, ESCOPA_SCORE_SEVEN_COUNT);
	if (option_of(game, ESCOPA_OPT_PRIMIERA))
		put_row(out, "Primiera total", rows, sides, ESCOPA_SCORE_PRIMIERA_TOTAL);
}

bool
cli_card_words(escopa_card_t card, enum escopa_style style, char *buf, size_t size)
{
	int rank = 0, suit = 0;
	if (escopa_card_rank(card, &rank) != ESCOPA_OK ||
	    escopa_card_suit(card, &suit) != ESCOPA_OK)
		return false;
	if (suit == ESCOPA_SUIT_NONE)
		return snprintf(buf, size, "a joker") < (int)size;
	if (style == ESCOPA_STYLE_FRENCH || style == ESCOPA_STYLE_FRENCH_ASCII) {
		static const char *const ranks[] = {
			"", "ace", "two", "three", "four", "five", "six", "seven",
			"jack", "queen", "king",
		};
		static const char *const suits[] = { "diamonds", "hearts", "spades", "clubs" };
		return rank >= 1 && rank <= 10 &&
		       snprintf(buf, size, "the %s of %s", ranks[rank], suits[suit]) < (int)size;
	}
	/* The Latin suits: the deck's own names, and the English ones. */
	static const char *const english[] = { "coins", "cups", "swords", "clubs" };
	char name[64];
	size_t len = 0;
	enum escopa_style words = style == ESCOPA_STYLE_ITALIAN ? ESCOPA_STYLE_ITALIAN
								 : ESCOPA_STYLE_SPANISH;
	if (escopa_card_format(card, words, name, sizeof name, &len) != ESCOPA_OK ||
	    len >= sizeof name)
		return false;
	return snprintf(buf, size, "the %s (%s)", name, english[suit]) < (int)size;
}

const char *
cli_spanish_numbers(const char *text, char *buf, size_t size)
{
	/* The printed numbers of a Spanish deck: 10 Sota, 11 Caballo, 12 Rey,
	 * before " de ": "12 de Copas" is the Rey de Copas. */
	static const char *const faces[] = { "Sota", "Caballo", "Rey" };
	size_t out = 0;
	bool changed = false;
	for (size_t i = 0; text[i];) {
		bool start = i == 0 || !isalnum((unsigned char)text[i - 1]);
		if (start && text[i] == '1' && text[i + 1] >= '0' && text[i + 1] <= '2' &&
		    strncmp(text + i + 2, " de ", 4) == 0) {
			const char *face = faces[text[i + 1] - '0'];
			size_t n = strlen(face);
			if (out + n >= size)
				return text;
			memcpy(buf + out, face, n);
			out += n;
			i += 2;
			changed = true;
			continue;
		}
		if (out + 1 >= size)
			return text;
		buf[out++] = text[i++];
	}
	buf[out] = '\0';
	return changed ? buf : text;
}

int
cli_pile_value(escopa_cardset_t pile)
{
	int sum = 0;
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		int value = 0;
		if ((pile & ESCOPA_CARDSET_OF(c)) && escopa_card_value(c, &value) == ESCOPA_OK)
			sum += value;
	}
	return sum;
}
