/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* Shared by the two files of fuzz-gen-corpus (gen-corpus.c, gen-states.c). */

#ifndef ESCOPA_FUZZ_GEN_CORPUS_H
#define ESCOPA_FUZZ_GEN_CORPUS_H

#include <stddef.h>
#include <stdint.h>
#include <escopa/escopa.h>

/* Writes corpus/DIR/NAME; a failure is counted and fails the program. */
void write_file(const char *dir, const char *name, const void *data, size_t size);
void write_text(const char *dir, const char *name, const char *text);
/* Exits when a call that must succeed fails. */
void check(enum escopa_status rc, const char *what);
/* SplitMix64. */
uint64_t next(uint64_t *state);
/* The game's position notation, malloc()ed. */
char *position_text(const struct escopa_game *game, size_t *length);

/* gen-states.c */
void gen_game_ends(void);
void gen_matches(void);
void gen_voids(void);

#endif /* ESCOPA_FUZZ_GEN_CORPUS_H */
