/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * fuzz-move: the input is move text, read in every style by
 * escopa_move_read() and escopa_move_parse(); its first 8 bytes are also
 * taken as a raw 64-bit move value. Every move that reads, or that
 * escopa_move_parts() accepts, must split into parts that build it again
 * and must read back from its text in every style.
 */

#include <stdlib.h>
#include <string.h>
#include "fuzz-common.h"

#define SENTINEL_MOVE UINT64_C(0xDEADBEEFDEADBEEF)

/* The longest text escopa_move_parse() reads (moves.h). */
#define MOVE_TEXT_MAX 1024

/* A well-formed move: its parts, and its text in every style. */
static void
check_move(escopa_move_t move)
{
	int kind = -1;
	escopa_card_t card = -1;
	escopa_cardset_t target = SENTINEL_MOVE;
	FUZZ_OK(escopa_move_parts(move, &kind, &card, &target));
	FUZZ_OK(escopa_move_parts(move, NULL, NULL, NULL));
	FUZZ_CHECK(kind >= ESCOPA_MOVE_CAPTURE && kind <= ESCOPA_MOVE_SET, "kind %d", kind);
	FUZZ_CHECK(card >= 0 && card < ESCOPA_CARD_COUNT, "card %d", card);
	FUZZ_CHECK(kind == ESCOPA_MOVE_KIND(move) && card == ESCOPA_MOVE_CARD(move) &&
		   target == ESCOPA_MOVE_TARGET(move), "the parts disagree with the macros");
	FUZZ_CHECK((kind == ESCOPA_MOVE_TRAIL) == (target == 0), "kind %d with target %#llx",
		   kind, (unsigned long long)target);
	FUZZ_CHECK(!(target & ESCOPA_CARDSET_OF(card)), "the card is in its own target");
	escopa_move_t made = 0;
	FUZZ_OK(escopa_move_make((enum escopa_move_kind)kind, card, target, &made));
	FUZZ_CHECK(made == move, "parts of %#llx make %#llx", (unsigned long long)move,
		   (unsigned long long)made);

	for (size_t i = 0; i < FUZZ_WRITTEN_STYLES; i++) {
		enum escopa_style style = fuzz_written_styles[i];
		size_t length = 0, again = 0;
		FUZZ_OK(escopa_move_format(move, style, NULL, 0, &length));
		char *text = malloc(length + 1);
		FUZZ_CHECK(text != NULL, "out of memory");
		if (length > 0) {
			memset(text, 'x', length);
			FUZZ_OK(escopa_move_format(move, style, text, length, &again));
			FUZZ_CHECK(again == length && text[0] == '\0',
				   "move text that does not fit was not the empty string");
		}
		FUZZ_OK(escopa_move_format(move, style, text, length + 1, &again));
		FUZZ_CHECK(again == length && strlen(text) == length, "move text of %zu bytes, then %zu",
			   length, strlen(text));

		escopa_move_t back = SENTINEL_MOVE;
		enum escopa_status rc = escopa_move_parse(text, style, &back);
		FUZZ_CHECK(rc == ESCOPA_OK && back == move,
			   "move %#llx written '%s' in style %d reads as %#llx (%s)",
			   (unsigned long long)move, text, (int)style, (unsigned long long)back,
			   escopa_status_name(rc));
		back = SENTINEL_MOVE;
		rc = escopa_move_read(text, length, style, &back, NULL);
		FUZZ_CHECK(rc == ESCOPA_OK && back == move,
			   "move %#llx written '%s' in style %d reads as %#llx (%s)",
			   (unsigned long long)move, text, (int)style, (unsigned long long)back,
			   escopa_status_name(rc));
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
		escopa_move_t move = SENTINEL_MOVE;
		struct escopa_parse_error error;
		fuzz_error_init(&error);
		enum escopa_status rc = escopa_move_read(text, size, style, &move, &error);
		if (rc == ESCOPA_OK) {
			FUZZ_CHECK(!has_nul, "a move with a NUL byte in its text was read");
			fuzz_error_untouched(&error);
			check_move(move);
		} else {
			FUZZ_STATUS(rc, ESCOPA_E_PARSE);
			FUZZ_CHECK(move == SENTINEL_MOVE, "a failed read wrote its move");
			fuzz_error_says(&error, rc, data, size, 1);
		}

		escopa_move_t move2 = SENTINEL_MOVE;
		enum escopa_status rc2 = escopa_move_parse(terminated, style, &move2);
		if (rc2 == ESCOPA_OK) {
			check_move(move2);
		} else {
			FUZZ_STATUS(rc2, ESCOPA_E_PARSE);
			FUZZ_CHECK(move2 == SENTINEL_MOVE, "a failed parse wrote its move");
		}
		if (!has_nul && size <= MOVE_TEXT_MAX)
			FUZZ_CHECK(rc2 == rc && move2 == move,
				   "escopa_move_parse() says %s, escopa_move_read() %s",
				   escopa_status_name(rc2), escopa_status_name(rc));
	}

	/* The first 8 bytes as a move value. */
	struct fuzz_input in;
	fuzz_input_init(&in, data, size);
	escopa_move_t raw = fuzz_u64(&in);
	int kind = -1;
	escopa_card_t card = -1;
	escopa_cardset_t target = SENTINEL_MOVE;
	enum escopa_status rc = escopa_move_parts(raw, &kind, &card, &target);
	if (rc == ESCOPA_OK) {
		check_move(raw);
	} else {
		FUZZ_STATUS(rc, ESCOPA_E_MOVE);
		FUZZ_CHECK(kind == -1 && card == -1 && target == SENTINEL_MOVE,
			   "escopa_move_parts() failed and wrote a part");
		size_t length = 99;
		char buf[8] = "x";
		FUZZ_STATUS(escopa_move_format(raw, ESCOPA_STYLE_ASCII, buf, sizeof buf, &length),
			    ESCOPA_E_MOVE);
		FUZZ_CHECK(length == 99, "escopa_move_format() failed and wrote its length");
	}
	/* Its parts, taken apart by the macros, as escopa_move_make() input. */
	escopa_move_t made = SENTINEL_MOVE;
	rc = escopa_move_make((enum escopa_move_kind)ESCOPA_MOVE_KIND(raw), ESCOPA_MOVE_CARD(raw),
			      fuzz_u64(&in), &made);
	if (rc == ESCOPA_OK)
		check_move(made);
	else
		FUZZ_CHECK((rc == ESCOPA_E_CARD || rc == ESCOPA_E_MOVE) && made == SENTINEL_MOVE,
			   "escopa_move_make() returned %s", escopa_status_name(rc));

	free(terminated);
	return 0;
}
