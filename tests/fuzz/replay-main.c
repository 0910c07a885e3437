/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * Runs the files of a fuzz corpus through a target's
 * LLVMFuzzerTestOneInput(), in place of libFuzzer: every target linked with
 * this file is a plain program that meson test runs on its corpus with any
 * compiler (suite fuzz-corpus), so that each seed and each past finding is
 * replayed on every CI run.
 *
 * Usage: fuzz-TARGET-replay PATH...   (files, or directories of files)
 *
 * Each input is copied into a buffer of exactly its size, so that under
 * AddressSanitizer reading one byte past it is caught. A directory with no
 * file is an error: a corpus that went missing must not pass quietly.
 */

#define _POSIX_C_SOURCE 200809L

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "fuzz-common.h"

static int
run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		perror(path);
		return -1;
	}
	size_t cap = 4096, size = 0;
	uint8_t *data = malloc(cap);
	size_t got;
	while (data && (got = fread(data + size, 1, cap - size, f)) > 0) {
		size += got;
		if (size == cap) {
			uint8_t *bigger = realloc(data, cap * 2);
			if (!bigger) {
				free(data);
				data = NULL;
				break;
			}
			data = bigger;
			cap *= 2;
		}
	}
	int failed = ferror(f) || !data;
	fclose(f);
	if (failed) {
		fprintf(stderr, "%s: cannot read\n", path);
		free(data);
		return -1;
	}
	/* Exactly size bytes, so an over-read is caught. */
	uint8_t *exact = malloc(size ? size : 1);
	if (!exact) {
		free(data);
		return -1;
	}
	memcpy(exact, data, size);
	free(data);
	LLVMFuzzerTestOneInput(exact, size);
	free(exact);
	return 0;
}

static int
compare_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Runs every regular file of a directory, in name order; returns how many,
 * or -1. */
static long
run_directory(const char *path)
{
	DIR *dir = opendir(path);
	if (!dir) {
		perror(path);
		return -1;
	}
	size_t n = 0, cap = 0;
	char **names = NULL;
	struct dirent *entry;
	while ((entry = readdir(dir))) {
		if (entry->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			char **bigger = realloc(names, cap * sizeof *names);
			if (!bigger)
				break;
			names = bigger;
		}
		size_t len = strlen(path) + 1 + strlen(entry->d_name) + 1;
		names[n] = malloc(len);
		if (!names[n])
			break;
		snprintf(names[n], len, "%s/%s", path, entry->d_name);
		n++;
	}
	closedir(dir);
	if (n)
		qsort(names, n, sizeof *names, compare_names);

	long ran = 0;
	for (size_t i = 0; i < n; i++) {
		struct stat st;
		if (ran >= 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode))
			ran = run_file(names[i]) == 0 ? ran + 1 : -1;
		free(names[i]);
	}
	free(names);
	return ran;
}

int
main(int argc, char **argv)
{
	long total = 0;
	if (argc < 2) {
		fprintf(stderr, "usage: %s CORPUS_DIR_OR_FILE...\n", argv[0]);
		return 2;
	}
	for (int i = 1; i < argc; i++) {
		struct stat st;
		if (stat(argv[i], &st) != 0) {
			perror(argv[i]);
			return 1;
		}
		long ran;
		if (S_ISDIR(st.st_mode)) {
			ran = run_directory(argv[i]);
			if (ran == 0) {
				fprintf(stderr, "%s: no input in this corpus\n", argv[i]);
				return 1;
			}
		} else {
			ran = run_file(argv[i]) == 0 ? 1 : -1;
		}
		if (ran < 0)
			return 1;
		total += ran;
	}
	printf("%ld inputs replayed\n", total);
	return 0;
}
