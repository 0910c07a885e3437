/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Cards, moves and scores for people: suit symbols and colour on a
 * terminal, plain text everywhere else. */

#define _POSIX_C_SOURCE 200809L

#ifdef _WIN32
#include <windows.h>
#else
#include <langinfo.h>
#endif
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "cli.h"

#define ANSI_RESET "\033[0m"

static bool
utf8_locale(void)
{
	/* Only the character type: numbers keep the C locale's format. */
	if (!setlocale(LC_CTYPE, ""))
		return false;
#ifdef _WIN32
	/* No nl_langinfo: the console's code page says what it shows. */
	return GetConsoleOutputCP() == CP_UTF8;
#else
	const char *codeset = nl_langinfo(CODESET);
	return codeset && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
#endif
}

void
cli_term_init(struct cli_term *term, bool no_color, int style)
{
	bool tty = isatty(STDOUT_FILENO);
	const char *term_name = getenv("TERM");
	const char *no_color_env = getenv("NO_COLOR");
	term->color = !no_color && tty && term_name && *term_name &&
		      strcmp(term_name, "dumb") != 0 && !(no_color_env && *no_color_env);
	if (style >= 0)
		term->style = (enum escopa_style)style;
	else
		term->style = tty && utf8_locale() ? ESCOPA_STYLE_FRENCH : ESCOPA_STYLE_ASCII;
}

enum escopa_style
cli_parse_style_for(enum escopa_style display)
{
	/* Only the French styles read a suit initial 'c' as clubs. */
	if (display == ESCOPA_STYLE_FRENCH || display == ESCOPA_STYLE_FRENCH_ASCII)
		return display;
	return ESCOPA_STYLE_ANY;
}

static bool
long_style(enum escopa_style style)
{
	return style == ESCOPA_STYLE_SPANISH || style == ESCOPA_STYLE_ITALIAN;
}

/* Red and black for French cards; the colours of the printed Spanish and
 * Italian suits (gold coins, red cups, blue swords, green clubs) else. */
static const char *
card_color(const struct cli_term *term, escopa_card_t card)
{
	int suit;
	if (escopa_card_suit(card, &suit) != ESCOPA_OK)
		return "";
	if (suit == ESCOPA_SUIT_NONE)
		return "\033[35m";
	bool french = term->style == ESCOPA_STYLE_FRENCH ||
		      term->style == ESCOPA_STYLE_FRENCH_ASCII;
	static const char *const french_colors[] = { "\033[31m", "\033[31m", "", "" };
	static const char *const latin_colors[] = {
		"\033[33m", "\033[31m", "\033[34m", "\033[32m",
	};
	return french ? french_colors[suit] : latin_colors[suit];
}

void
cli_put_card(FILE *out, const struct cli_term *term, escopa_card_t card)
{
	char text[64];
	size_t len;
	if (escopa_card_format(card, term->style, text, sizeof text, &len) != ESCOPA_OK ||
	    len >= sizeof text) {
		fputs("?", out);
		return;
	}
	if (!term->color) {
		fputs(text, out);
		return;
	}
	/* The seven of coins stands out. */
	const char *bold = card == ESCOPA_SEVEN_OF_COINS ? "\033[1m" : "";
	fprintf(out, "%s%s%s" ANSI_RESET, bold, card_color(term, card), text);
}

static void
put_joined(FILE *out, const struct cli_term *term, escopa_cardset_t set, const char *sep)
{
	bool first = true;
	for (escopa_card_t c = 0; c < ESCOPA_CARD_COUNT; c++) {
		if (!(set & ESCOPA_CARDSET_OF(c)))
			continue;
		if (!first)
			fputs(sep, out);
		cli_put_card(out, term, c);
		first = false;
	}
}

void
cli_put_cards(FILE *out, const struct cli_term *term, escopa_cardset_t set)
{
	if (!set) {
		fputs("-", out);
		return;
	}
	put_joined(out, term, set, long_style(term->style) ? ", " : " ");
}

void
cli_put_scores(FILE *out, const char *title, const struct escopa_game *game)
{
	int sides = 0;
	escopa_game_sides(game, &sides);
	fputs(title, out);
	for (int side = 0; side < sides; side++) {
		int points = 0;
		escopa_game_score(game, side, &points);
		fprintf(out, " side %d %d%s", side, points, side + 1 < sides ? "," : "");
	}
	fputc('\n', out);
}

void
cli_put_match(FILE *out, const struct escopa_game *game)
{
	int games = 1, sides = 0, number = 1, over = 0, winner = -1;
	escopa_game_option(game, ESCOPA_OPT_MATCH_GAMES, &games);
	if (games <= 1 && escopa_game_match_game(game, &number) == ESCOPA_OK && number == 1)
		return;
	escopa_game_sides(game, &sides);
	escopa_game_match_game(game, &number);
	fprintf(out, "Games won after game %d of %d:", number, games);
	for (int side = 0; side < sides; side++) {
		int won = 0;
		escopa_game_match_wins(game, side, &won);
		fprintf(out, " side %d %d%s", side, won, side + 1 < sides ? "," : "");
	}
	fputc('\n', out);
	escopa_game_match_over(game, &over);
	if (over && escopa_game_match_winner(game, &winner) == ESCOPA_OK) {
		if (winner < 0)
			fputs("=== The match is drawn ===\n", out);
		else
			fprintf(out, "=== Side %d wins the match ===\n", winner);
	}
}

bool
cli_put_score_items(FILE *out, const char *lead, const int32_t *row)
{
	bool any = false;
	for (int item = 0; item < ESCOPA_SCORE_TOTAL; item++) {
		if (row[item] == 0)
			continue;
		fprintf(out, "%s%s %d", any ? ", " : lead,
			escopa_score_item_name((enum escopa_score_item)item), row[item]);
		any = true;
	}
	return any;
}

bool
cli_format_move(escopa_move_t move, enum escopa_style style, char *buf, size_t size)
{
	size_t len;
	return escopa_move_format(move, style, buf, size, &len) == ESCOPA_OK && len < size;
}

void
cli_put_move(FILE *out, const struct cli_term *term, escopa_move_t move)
{
	int kind;
	escopa_card_t card;
	escopa_cardset_t target;
	if (!term->color) {
		char text[2048];
		fputs(cli_format_move(move, term->style, text, sizeof text) ? text : "?", out);
		return;
	}
	/* The library's move text, rebuilt card by card to colour each. */
	if (escopa_move_parts(move, &kind, &card, &target) != ESCOPA_OK) {
		fputs("?", out);
		return;
	}
	cli_put_card(out, term, card);
	if (kind == ESCOPA_MOVE_TRAIL)
		return;
	fputs(kind == ESCOPA_MOVE_CAPTURE ? " x " : " on ", out);
	put_joined(out, term, target, long_style(term->style) ? " + " : "+");
}
