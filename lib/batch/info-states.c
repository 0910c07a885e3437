/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* The information states of a batch's slots (batch.h): the last game
 * ended in each slot, kept with its round while a final buffer is bound,
 * and the information state of any seat. Each slot's round itself is
 * kept as it is played (step.c). */

#include <stdlib.h>
#include <string.h>
#include "batch-private.h"

/* Frees the last games ended in the slots. */
void
free_finals(struct escopa_batch *batch)
{
	free(batch->finals);
	free(batch->final_history);
	free(batch->has_final);
	batch->finals = NULL;
	batch->final_history = NULL;
	batch->has_final = NULL;
	batch->final_slots = 0;
}

/* Makes room for the last game ended in each slot when `finals` (a final
 * buffer is bound), forgets those of an earlier bind, or frees them
 * without: false when out of memory (nothing changed). */
bool
reserve_finals(struct escopa_batch *batch, bool finals)
{
	if (finals && batch->final_slots < batch->size) {
		struct escopa_game *games = malloc(batch->size * sizeof *games);
		struct round_history *history = malloc(batch->size * sizeof *history);
		uint8_t *has = malloc(batch->size);
		if (!games || !history || !has) {
			free(games);
			free(history);
			free(has);
			return false;
		}
		free_finals(batch);
		batch->finals = games;
		batch->final_history = history;
		batch->has_final = has;
		batch->final_slots = batch->size;
	}
	if (batch->has_final)
		memset(batch->has_final, 0, batch->size);
	if (!finals) {
		free_finals(batch);     /* nothing to keep them for */
	}
	return true;
}

ESCOPA_EXPORT enum escopa_status
escopa_batch_info_state(const struct escopa_batch *batch, size_t index, int seat, int final,
			uint8_t *info_state)
{
	if (!batch || !info_state)
		return ESCOPA_E_NULL;
	if (index >= batch->size || seat < 0 || seat >= batch->players || final < 0 || final > 1)
		return ESCOPA_E_INVALID;
	if (final) {
		if (!batch->has_final || !batch->has_final[index])
			return ESCOPA_E_PHASE;
		info_state_from(&batch->finals[index], seat, &batch->final_history[index],
				info_state);
		return ESCOPA_OK;
	}
	info_state_from(&batch->games[index], seat, &batch->history[index], info_state);
	return ESCOPA_OK;
}
