/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * A few calls into the built library, one per public header, shared by
 * abi-c99.c and abi-cxx11.cpp. Linking them proves the declarations match
 * exported C symbols (for C++, that every header wraps itself in
 * extern "C"); running them proves the headers and the library agree on
 * the version. They test no game logic: the unit suites do that.
 */

#ifndef ABI_CALLS_H
#define ABI_CALLS_H

#include <stdio.h>
#include <string.h>
#include <escopa/escopa.h>

#define ABI_EXPECT(cond) \
	((cond) ? 0 : (fprintf(stderr, "%s:%d: failed: %s\n", \
			       __FILE__, __LINE__, #cond), 1))

static int
abi_calls(void)
{
	int failed = 0;
	escopa_card_t card = -1;
	escopa_move_t move = 0;
	const char *name;

	/* version.h: the library in the build tree is the one the headers
	 * describe */
	failed += ABI_EXPECT(escopa_version_number() == ESCOPA_VERSION_NUMBER);
	failed += ABI_EXPECT(escopa_version_string() != NULL &&
			     strcmp(escopa_version_string(), ESCOPA_VERSION_STRING) == 0);

	/* common.h */
	name = escopa_status_name(ESCOPA_E_NOMEM);
	failed += ABI_EXPECT(name != NULL && strcmp(name, "ESCOPA_E_NOMEM") == 0);
	failed += ABI_EXPECT(escopa_status_str(ESCOPA_OK) != NULL);

	/* cards.h */
	failed += ABI_EXPECT(escopa_card_make(7, ESCOPA_SUIT_COINS, &card) == ESCOPA_OK);
	failed += ABI_EXPECT(card == ESCOPA_SEVEN_OF_COINS);

	/* rules.h: the 1.0 options and presets, or more in a later 1.x */
	failed += ABI_EXPECT(escopa_option_count() >= ESCOPA_OPT_OPEN_TABLE + 1);
	failed += ABI_EXPECT(escopa_preset_count() >= ESCOPA_PRESET_SCOPA + 1);

	/* moves.h: the library builds moves in the documented layout */
	failed += ABI_EXPECT(escopa_move_make(ESCOPA_MOVE_TRAIL, ESCOPA_JOKER_1, 0,
					      &move) == ESCOPA_OK);
	failed += ABI_EXPECT(ESCOPA_MOVE_KIND(move) == ESCOPA_MOVE_TRAIL);
	failed += ABI_EXPECT(ESCOPA_MOVE_CARD(move) == ESCOPA_JOKER_1);
	failed += ABI_EXPECT(ESCOPA_MOVE_TARGET(move) == 0);

	/* game.h: freeing NULL does nothing */
	escopa_game_free(NULL);
	escopa_rules_free(NULL);

	/* refusal.h (1.3) */
	name = escopa_refusal_name(ESCOPA_REFUSAL_MUST_CAPTURE);
	failed += ABI_EXPECT(name != NULL && strcmp(name, "ESCOPA_REFUSAL_MUST_CAPTURE") == 0);

	/* view.h (1.4): freeing NULL does nothing; NULL is refused */
	escopa_view_free(NULL);
	failed += ABI_EXPECT(escopa_view_key(NULL, NULL) == ESCOPA_E_NULL);

	/* review.h (1.5): freeing NULL does nothing; the marks' names */
	escopa_review_free(NULL);
	name = escopa_review_mark_name(ESCOPA_REVIEW_BLUNDER);
	failed += ABI_EXPECT(name != NULL && strcmp(name, "blunder") == 0);

	/* score.h */
	name = escopa_score_item_name(ESCOPA_SCORE_SEVEN_OF_COINS);
	failed += ABI_EXPECT(name != NULL && strcmp(name, "seven_of_coins") == 0);

	return failed;
}

#endif /* ABI_CALLS_H */
