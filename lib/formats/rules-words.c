/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Rules in words, for a person about to play: how a card captures, what a
 * trail and a sweep are, what scores at the end of a hand and what wins
 * the game. One paragraph a line, so that a terminal wraps it to its
 * width and a page sets each line as a paragraph; the tool's intro and
 * the web page's "How to play" print this same text.
 */

#include <stdio.h>
#include "format-private.h"

static void
put_number(struct text_buf *t, int value)
{
	char number[16];
	snprintf(number, sizeof number, "%d", value);
	text_put(t, number);
}

static void
put_capture(struct text_buf *t, const struct escopa_rules *rules)
{
	const int16_t *v = rules->value;
	/* No deck style here: the card values in the words of both decks. */
	static const char values[] = "1 to 7, then the Sota (jack) 8, the Caballo (queen) 9 "
				     "and the Rey (king) 10";

	if (v[ESCOPA_OPT_CAPTURE_MODE] == ESCOPA_CAPTURE_MATCH) {
		text_put(t, "Capture: a table card of the rank of the card you play, taken alone, "
			    "when there is one; else table cards adding up to the value of the "
			    "card you play. Values: ");
	} else if (v[ESCOPA_OPT_CAPTURE_MULTIPLES]) {
		text_put(t, "Capture: table cards that, with the card you play, add up to 15 or "
			    "a multiple of 15 (30, 45...). Values: ");
	} else {
		text_put(t, "Capture: table cards that, with the card you play, add up to 15. "
			    "Values: ");
	}
	text_put(t, values);
	text_put(t, ".");
	if (v[ESCOPA_OPT_JOKERS])
		text_put(t, " A joker counts as whatever value makes the capture.");
	if (v[ESCOPA_OPT_FORCED_CAPTURE] == ESCOPA_FORCED_PER_CARD)
		text_put(t, " A card that can capture must capture, but you may play another "
			    "card that cannot.");
	else if (v[ESCOPA_OPT_FORCED_CAPTURE] == ESCOPA_FORCED_PER_HAND)
		text_put(t, " When a card of your hand can capture, you must capture.");
	text_put(t, "\n");
}

static void
put_trail_and_sweep(struct text_buf *t, const struct escopa_rules *rules)
{
	const int16_t *v = rules->value;

	text_put(t, "A card that captures nothing is trailed: it stays on the table.");
	if (v[ESCOPA_OPT_STACKING])
		text_put(t, " Setting: a card that captures nothing may be set on a pile (\"on\" in "
			    "a move), which then is worth the sum, at most 14, shown as "
			    "[cards]=sum, and is captured or set on only whole. With 4 piles or "
			    "more on the table, a card that can be set on a pile must be: it "
			    "cannot trail.");
	text_put(t, v[ESCOPA_OPT_CAPTURE_MULTIPLES]
			    ? " Taking every card from the table is a sweep, worth 1 point for each "
			      "15 taken"
			    : " Taking every card from the table is a sweep, worth 1 point");
	if (!v[ESCOPA_OPT_SWEEP_ON_LAST_PLAY])
		text_put(t, ", except with the last card of the hand");
	text_put(t, ".");
	if (v[ESCOPA_OPT_LAST_CAPTURE_TAKES])
		text_put(t, " At the end of a hand, the cards left on the table go to the last "
			    "side that captured.");
	text_put(t, "\n");
}

/* One category of the scoring, after the first one a semicolon. */
static void
put_category(struct text_buf *t, bool *first, const char *words)
{
	text_put(t, *first ? " " : "; ");
	text_put(t, words);
	*first = false;
}

static void
put_scoring(struct text_buf *t, const struct escopa_rules *rules)
{
	const int16_t *v = rules->value;
	bool first = true;

	text_put(t, "Points at the end of each hand:");
	if (v[ESCOPA_OPT_SCORE_CARDS])
		put_category(t, &first,
			     v[ESCOPA_OPT_CARDS_DOUBLE]
				     ? "the most cards 1 (2 when every other side has fewer than 10)"
				     : "the most cards 1");
	if (v[ESCOPA_OPT_SCORE_COINS])
		put_category(t, &first, "the most coins 1");
	if (v[ESCOPA_OPT_ALL_COINS])
		put_category(t, &first, "all ten coins 3 more");
	if (v[ESCOPA_OPT_SCORE_SEVEN_OF_COINS])
		put_category(t, &first, "the 7 of coins 1");
	if (v[ESCOPA_OPT_SEVENS] == ESCOPA_SEVENS_ALL_FOUR)
		put_category(t, &first, "all four sevens 1");
	else if (v[ESCOPA_OPT_SEVENS] == ESCOPA_SEVENS_MOST)
		put_category(t, &first, "the most sevens 1 (all four 2)");
	if (v[ESCOPA_OPT_PRIMIERA] == ESCOPA_PRIMIERA_TABLE_A)
		put_category(t, &first,
			     "primiera 1, the best total of one card of each suit, where a 7 "
			     "counts 21, a 6 18, an ace 16, a 5 15, a 4 14, a 3 13, a 2 12 and a "
			     "face 10");
	else if (v[ESCOPA_OPT_PRIMIERA] == ESCOPA_PRIMIERA_TABLE_B)
		put_category(t, &first,
			     "primiera 1, the best total of one card of each suit, where a 7 "
			     "counts 11, a 6 8, an ace 6 and any other card its value");
	if (v[ESCOPA_OPT_NAPOLA])
		put_category(t, &first,
			     "napola (the ace, 2 and 3 of coins) 3, and 1 more for each further "
			     "coin in sequence");
	put_category(t, &first, "each sweep 1.");
	text_put(t, v[ESCOPA_OPT_SHARED_TIES] ? " A tie scores for every side tied."
					      : " A tie scores for nobody.");
	text_put(t, "\n");
}

static void
put_goal(struct text_buf *t, const struct escopa_rules *rules)
{
	const int16_t *v = rules->value;

	text_put(t, "The first side to reach ");
	put_number(t, v[ESCOPA_OPT_TARGET]);
	text_put(t, " points wins the game");
	if (v[ESCOPA_OPT_TEAM_TARGET] != v[ESCOPA_OPT_TARGET]) {
		text_put(t, " (");
		put_number(t, v[ESCOPA_OPT_TEAM_TARGET]);
		text_put(t, " when partners play)");
	}
	text_put(t, ".");
	if (v[ESCOPA_OPT_MATCH_GAMES] > 1) {
		text_put(t, " A match is ");
		put_number(t, v[ESCOPA_OPT_MATCH_GAMES]);
		text_put(t, " games.");
	}
	text_put(t, "\n");
}

ESCOPA_EXPORT enum escopa_status
escopa_rules_describe(const struct escopa_rules *rules, char *buf, size_t size, size_t *length)
{
	if (!rules || !length || (!buf && size > 0))
		return ESCOPA_E_NULL;

	struct text_buf t = { .buf = buf, .size = size, .len = 0 };
	put_capture(&t, rules);
	put_trail_and_sweep(&t, rules);
	put_scoring(&t, rules);
	put_goal(&t, rules);
	text_finish(&t);
	*length = t.len;
	return ESCOPA_OK;
}
