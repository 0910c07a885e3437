/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * What a fair search infers from the other seats' plays, beyond what they
 * showed for certain (the known voids): a seat that played something else
 * where a card of some value would have swept the table most likely held
 * none of that value. The search deals such a seat none of those cards,
 * as long as some deal still fits: where the inferences of several seats
 * cannot all hold, the later seats' are dropped, so a contradiction never
 * leaves the sampler without a deal.
 */

#include "bot-private.h"

void
infer_view(const struct escopa_view *view, struct escopa_view *out)
{
	*out = *view;
	const struct escopa_game *k = &view->known;
	if (rule(&k->rules, ESCOPA_OPT_OPEN_TABLE))
		return;   /* every hand is shown */
	int need[MAX_SEATS] = { 0 };
	for (int s = 0; s < k->players; s++)
		need[s] = view->hand_size[s] - popcount64(k->hands[s]);
	for (int s = 0; s < k->players; s++) {
		if (s == view->viewer || need[s] == 0 || !k->declined_sweeps[s])
			continue;
		escopa_cardset_t before = out->excluded[s];
		out->excluded[s] |= voids_cards(k->declined_sweeps[s]) & view->unseen;
		if (out->excluded[s] != before && !view_can_be_dealt(out, need))
			out->excluded[s] = before;
	}
}
