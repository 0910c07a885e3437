/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/* What the commands that play on every core share: the thread count, the
 * threads with their progress line, and JSON strings. */

#define _POSIX_C_SOURCE 200809L

#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#ifdef _WIN32
#include <malloc.h>
#include <windows.h>
#endif
#include "cli.h"

#define MAX_THREADS 1024

int
cli_default_threads(void)
{
#ifdef _WIN32
	SYSTEM_INFO info;
	GetSystemInfo(&info);
	long n = (long)info.dwNumberOfProcessors;
#else
	long n = sysconf(_SC_NPROCESSORS_ONLN);
#endif
	return n < 1 ? 1 : n > MAX_THREADS ? MAX_THREADS : (int)n;
}

/* Windows' C runtime has no aligned_alloc; its _aligned_malloc needs its
 * own free. */
void *
cli_aligned_alloc(size_t alignment, size_t size)
{
#ifdef _WIN32
	return _aligned_malloc(size, alignment);
#else
	return aligned_alloc(alignment, size);
#endif
}

void
cli_aligned_free(void *p)
{
#ifdef _WIN32
	_aligned_free(p);
#else
	free(p);
#endif
}

void
cli_put_json_string(const char *s)
{
	putchar('"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			printf("\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			printf("\\u%04x", *s);
		else
			putchar(*s);
	}
	putchar('"');
}

bool
cli_run_workers(const struct cli_workers *w, double *seconds)
{
	pthread_t *threads = malloc(sizeof *threads * (size_t)w->threads);
	if (!threads)
		return false;
	bool progress = isatty(STDERR_FILENO);
	double start = cli_now();
	int started = 0;
	for (; started < w->threads; started++) {
		void *worker = (char *)w->base + (size_t)started * w->stride;
		if (pthread_create(&threads[started], NULL, w->run, worker) != 0)
			break;
	}
	bool ok = started == w->threads;
	if (!ok) {
		/* Those that started still run to the end of their share. */
		cli_error("%s: could not start thread %d", w->command, started + 1);
		progress = false;
	}
	while (progress && w->done(w->base, started) < w->total) {
		w->draw(w->done(w->base, started), w->total, cli_now() - start);
		struct timespec pause = { 0, 200 * 1000 * 1000 };
		nanosleep(&pause, NULL);
	}
	for (int i = 0; i < started; i++)
		pthread_join(threads[i], NULL);
	*seconds = cli_now() - start;
	if (progress) {
		w->draw(w->total, w->total, *seconds);
		fputc('\n', stderr);
	}
	free(threads);
	return ok;
}
