/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-card: the whole input is card text, read in every style by
 * escopa_card_read() (with its length) and escopa_card_parse() (as a
 * NUL-terminated copy), and as a card set by escopa_cardset_parse().
 * Whatever reads is written back in every style and must read back as the
 * same card or set.
 */

#include <stdlib.h>
#include <string.h>
#include "fuzz-common.h"

#define SENTINEL_CARD (-7777)
#define SENTINEL_SET UINT64_C(0xDEADBEEFDEADBEEF)

/* The longest text escopa_card_parse() reads (cards.h). */
#define CARD_TEXT_MAX 64

static void
card_round_trip(escopa_card_t card)
{
	for (size_t i = 0; i < FUZZ_WRITTEN_STYLES; i++) {
		enum escopa_style style = fuzz_written_styles[i];
		char text[128];
		size_t length = 0, again = 0;
		FUZZ_OK(escopa_card_format(card, style, NULL, 0, &length));
		FUZZ_CHECK(length > 0 && length < sizeof text, "card %d: %zu bytes", card, length);
		FUZZ_OK(escopa_card_format(card, style, text, sizeof text, &again));
		FUZZ_CHECK(again == length && strlen(text) == length, "card %d: length %zu, then %zu",
			   card, length, strlen(text));

		escopa_card_t back = SENTINEL_CARD;
		FUZZ_OK(escopa_card_parse(text, style, &back));
		FUZZ_CHECK(back == card, "card %d written '%s' in style %d reads as %d", card,
			   text, (int)style, back);
		back = SENTINEL_CARD;
		FUZZ_OK(escopa_card_read(text, length, style, &back, NULL));
		FUZZ_CHECK(back == card, "card %d written '%s' in style %d reads as %d", card,
			   text, (int)style, back);
		/* Every style but the French ASCII one (its 'c' is clubs) reads
		 * the same with ESCOPA_STYLE_ANY. */
		if (style != ESCOPA_STYLE_FRENCH_ASCII) {
			back = SENTINEL_CARD;
			FUZZ_OK(escopa_card_parse(text, ESCOPA_STYLE_ANY, &back));
			FUZZ_CHECK(back == card, "card %d written '%s' reads as %d in any style",
				   card, text, back);
		}
	}
}

static void
cardset_round_trip(escopa_cardset_t set)
{
	for (size_t i = 0; i < FUZZ_WRITTEN_STYLES; i++) {
		enum escopa_style style = fuzz_written_styles[i];
		size_t length = 0;
		FUZZ_OK(escopa_cardset_format(set, style, NULL, 0, &length));
		char *text = malloc(length + 1);
		FUZZ_CHECK(text != NULL, "out of memory");
		size_t again = 0;
		FUZZ_OK(escopa_cardset_format(set, style, text, length + 1, &again));
		FUZZ_CHECK(again == length && strlen(text) == length, "set: length %zu, then %zu",
			   length, strlen(text));
		escopa_cardset_t back = SENTINEL_SET;
		FUZZ_OK(escopa_cardset_parse(text, style, &back));
		FUZZ_CHECK(back == set, "set %#llx written '%s' reads as %#llx",
			   (unsigned long long)set, text, (unsigned long long)back);
		free(text);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	char *terminated = fuzz_terminated(data, size);
	int has_nul = memchr(data, '\0', size) != NULL;

	for (int s = ESCOPA_STYLE_ASCII; s <= ESCOPA_STYLE_ANY; s++) {
		enum escopa_style style = (enum escopa_style)s;

		escopa_card_t card = SENTINEL_CARD;
		struct escopa_parse_error error;
		fuzz_error_init(&error);
		enum escopa_status rc = escopa_card_read(text, size, style, &card, &error);
		if (rc == ESCOPA_OK) {
			FUZZ_CHECK(card >= 0 && card < ESCOPA_CARD_COUNT, "read card %d", card);
			FUZZ_CHECK(!has_nul, "a card with a NUL byte in its text was read");
			fuzz_error_untouched(&error);
			card_round_trip(card);
		} else {
			FUZZ_STATUS(rc, ESCOPA_E_PARSE);
			FUZZ_CHECK(card == SENTINEL_CARD, "a failed read wrote its card");
			fuzz_error_says(&error, rc, data, size, 1);
		}

		/* The same without an error struct. */
		escopa_card_t card2 = SENTINEL_CARD;
		FUZZ_STATUS(escopa_card_read(text, size, style, &card2, NULL), rc);
		FUZZ_CHECK(card2 == card, "reads with and without an error differ");

		/* The NUL-terminated reader stops at the first NUL; on text
		 * without one, within its limit, it agrees with the reader. */
		escopa_card_t card3 = SENTINEL_CARD;
		enum escopa_status rc3 = escopa_card_parse(terminated, style, &card3);
		if (rc3 == ESCOPA_OK) {
			FUZZ_CHECK(card3 >= 0 && card3 < ESCOPA_CARD_COUNT, "parsed card %d", card3);
			card_round_trip(card3);
		} else {
			FUZZ_STATUS(rc3, ESCOPA_E_PARSE);
			FUZZ_CHECK(card3 == SENTINEL_CARD, "a failed parse wrote its card");
		}
		if (!has_nul && size <= CARD_TEXT_MAX)
			FUZZ_CHECK(rc3 == rc && card3 == card,
				   "escopa_card_parse() says %s (%d), escopa_card_read() %s (%d)",
				   escopa_status_name(rc3), card3, escopa_status_name(rc), card);

		escopa_cardset_t set = SENTINEL_SET;
		rc = escopa_cardset_parse(terminated, style, &set);
		if (rc == ESCOPA_OK) {
			FUZZ_CHECK((set & ~(ESCOPA_CARDSET_DECK | ESCOPA_CARDSET_JOKERS)) == 0,
				   "parsed set %#llx", (unsigned long long)set);
			cardset_round_trip(set);
		} else {
			FUZZ_STATUS(rc, ESCOPA_E_PARSE);
			FUZZ_CHECK(set == SENTINEL_SET, "a failed set parse wrote its set");
		}
	}

	/* Styles that do not exist. */
	escopa_card_t card = SENTINEL_CARD;
	FUZZ_STATUS(escopa_card_read(text, size, (enum escopa_style)(ESCOPA_STYLE_ANY + 1), &card,
				     NULL), ESCOPA_E_INVALID);
	FUZZ_STATUS(escopa_card_parse(terminated, (enum escopa_style)-1, &card), ESCOPA_E_INVALID);
	FUZZ_CHECK(card == SENTINEL_CARD, "a failed read wrote its card");

	free(terminated);
	return 0;
}
