/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * escopa tournament merge: adds up the --json reports of runs over other
 * seeds, each file one report or several one after another (the output
 * of GNU parallel), and prints the report of the whole. The parts must be
 * the same tournament (the rules, the players at the table, the entrants
 * in order) over seed ranges that do not overlap. The sums are integers,
 * so the merge of parts is the run over their seeds to the last digit,
 * times excepted. Whatever the input, a mistake is a message and exit
 * code 2.
 */

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "tournament-json.h"
#include "tournament-private.h"

#define COMMAND "tournament"
#define MAX_FILE_BYTES ((size_t)64 << 20)

enum { OPT_JSON = CLI_OPT_OWN, OPT_ANCHOR };

/* A seed range and the part it came from. */
struct part_range {
	uint64_t start, count;
	const char *path;
	int file;              /* from 1, in the order given */
	int part;
};

struct merge {
	struct tally sum;
	struct tally part;
	char *rules;                                   /* the first part's */
	char *names[TOURNAMENT_MAX_PLAYERS];
	const char *first_path;
	struct part_range *ranges;
	size_t n_ranges, capacity;
	struct seed_range *joined;                     /* for the report */
	bool have_first;
};

/* Where a part's message points: the file, the part, the line. */
struct reader {
	const char *path;
	int file;
	int part;
	const struct json_doc *doc;
};

static bool __attribute__((format(CLI_PRINTF, 3, 4)))
bad(const struct reader *r, const struct json_node *at, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "escopa " COMMAND ": %s: part %d", r->path, r->part);
	if (at)
		fprintf(stderr, ", line %" PRIu32 ", column %" PRIu32, at->line, at->column);
	fputs(": ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	return false;
}

static const char *
type_name(enum json_type type)
{
	static const char *const names[] = { "null", "true or false", "a number", "a string",
					     "an array", "an object" };
	return names[type];
}

static const struct json_node *
need(const struct reader *r, const struct json_node *object, const char *key,
     enum json_type type)
{
	const struct json_node *n = json_member(r->doc, object, key);
	if (!n)
		return bad(r, object, "no '%s'", key), NULL;
	if (n->type != type)
		return bad(r, n, "'%s' is %s, not %s", key, type_name(n->type), type_name(type)),
		       NULL;
	return n;
}

static bool
need_u64(const struct reader *r, const struct json_node *object, const char *key,
	 uint64_t *value)
{
	const struct json_node *n = need(r, object, key, JSON_NUMBER);
	if (n && !json_u64(n, value))
		return bad(r, n, "'%s' is not a whole number from 0 to 2^64-1", key);
	return n != NULL;
}

static bool
need_i64(const struct reader *r, const struct json_node *object, const char *key, int64_t *value)
{
	const struct json_node *n = need(r, object, key, JSON_NUMBER);
	if (n && !json_i64(n, value))
		return bad(r, n, "'%s' is not a whole number from -2^63 to 2^63-1", key);
	return n != NULL;
}

static bool
need_int(const struct reader *r, const struct json_node *object, const char *key, int min,
	 int max, int *value)
{
	uint64_t v;
	if (!need_u64(r, object, key, &v))
		return false;
	if (v < (uint64_t)min || v > (uint64_t)max)
		return bad(r, json_member(r->doc, object, key), "'%s' is %" PRIu64 ", not %d to %d",
			   key, v, min, max);
	*value = (int)v;
	return true;
}

/* A sum of halves or quarters, written as a decimal. */
static bool
need_scaled(const struct reader *r, const struct json_node *object, const char *key,
	    unsigned scale, uint64_t *value)
{
	const struct json_node *n = need(r, object, key, JSON_NUMBER);
	if (n && !json_scaled(n, scale, value))
		return bad(r, n, "'%s' is not a multiple of 1/%u from 0 up", key, scale);
	return n != NULL;
}

/* [x, y], two whole numbers: the entries of the seed ranges and of the
 * time histograms. */
static bool
two_numbers(const struct json_doc *doc, const struct json_node *e, uint64_t *x, uint64_t *y)
{
	const struct json_node *first = json_child(doc, e);
	return e->type == JSON_ARRAY && e->count == 2 && json_u64(first, x) &&
	       json_u64(json_sibling(doc, first), y);
}

static bool
read_ranges(const struct reader *r, const struct json_node *root, struct merge *m,
	    uint64_t deals)
{
	const struct json_node *list = need(r, root, "seed_ranges", JSON_ARRAY);
	if (!list)
		return false;
	uint64_t total = 0;
	for (const struct json_node *e = json_child(r->doc, list); e; e = json_sibling(r->doc, e)) {
		struct part_range range = { .path = r->path, .file = r->file, .part = r->part };
		if (!two_numbers(r->doc, e, &range.start, &range.count) || range.count == 0)
			return bad(r, e, "a seed range is [first seed, deals], two whole numbers");
		if (range.count - 1 > UINT64_MAX - range.start)
			return bad(r, e, "a seed range past seed 2^64-1");
		if (__builtin_add_overflow(total, range.count, &total))
			return bad(r, e, "more than 2^64-1 deals");
		if (m->n_ranges == m->capacity) {
			size_t capacity = m->capacity ? m->capacity * 2 : 64;
			struct part_range *ranges = realloc(m->ranges, sizeof *ranges * capacity);
			if (!ranges)
				return bad(r, e, "out of memory");
			m->ranges = ranges;
			m->capacity = capacity;
		}
		m->ranges[m->n_ranges++] = range;
	}
	if (total != deals)
		return bad(r, list, "the seed ranges hold %" PRIu64 " deals, not the %" PRIu64
			   " of 'deals'", total, deals);
	return true;
}

static bool
read_histogram(const struct reader *r, const struct json_node *entrant, struct player_times *t)
{
	const struct json_node *list = need(r, entrant, "time_histogram", JSON_ARRAY);
	if (!list)
		return false;
	uint64_t moves = 0;
	int last = -1;
	for (const struct json_node *e = json_child(r->doc, list); e; e = json_sibling(r->doc, e)) {
		uint64_t bucket, count;
		if (!two_numbers(r->doc, e, &bucket, &count) || count == 0 ||
		    bucket >= TIME_BUCKETS || (int)bucket <= last)
			return bad(r, e, "a histogram entry is [bucket, moves], the buckets rising "
				   "from 0 to %d, the moves above 0", TIME_BUCKETS - 1);
		if (__builtin_add_overflow(moves, count, &moves))
			return bad(r, e, "more than 2^64-1 moves");
		t->buckets[bucket] = count;
		last = (int)bucket;
	}
	if (moves != t->moves)
		return bad(r, list, "the histogram holds %" PRIu64 " moves, not the %" PRIu64
			   " of 'moves'", moves, t->moves);
	return true;
}

static bool
read_entrants(const struct reader *r, const struct json_node *root, struct tally *part)
{
	const struct json_node *list = need(r, root, "entrants", JSON_ARRAY);
	if (!list)
		return false;
	if (list->count < 2 || list->count > TOURNAMENT_MAX_PLAYERS)
		return bad(r, list, "%" PRIu32 " entrants, not 2 to %d", list->count,
			   TOURNAMENT_MAX_PLAYERS);
	part->n_players = (int)list->count;
	int i = 0;
	for (const struct json_node *e = json_child(r->doc, list); e;
	     e = json_sibling(r->doc, e), i++) {
		struct player_times *t = &part->totals.player[i];
		const struct json_node *name;
		if (e->type != JSON_OBJECT)
			return bad(r, e, "an entrant is an object");
		if (!(name = need(r, e, "name", JSON_STRING)) || !need_u64(r, e, "moves", &t->moves) ||
		    !need_u64(r, e, "nanoseconds", &t->total_ns) ||
		    !need_u64(r, e, "slowest_ns", &t->slowest_ns) || !read_histogram(r, e, t))
			return false;
		part->names[i] = name->text;
	}
	return true;
}

static bool
read_pair(const struct reader *r, const struct json_node *e, int pair, struct tally *part,
	  uint64_t deals)
{
	struct pair_totals *p = &part->totals.pair[pair];
	const struct json_node *totals;
	int a, b, want_a, want_b;
	pair_players(pair, part->n_players, &want_a, &want_b);
	if (e->type != JSON_OBJECT)
		return bad(r, e, "a pair is an object");
	if (!need_int(r, e, "a", 0, TOURNAMENT_MAX_PLAYERS, &a) ||
	    !need_int(r, e, "b", 0, TOURNAMENT_MAX_PLAYERS, &b))
		return false;
	if (a != want_a || b != want_b)
		return bad(r, e, "pair %d is of entrants %d and %d, not %d and %d", pair + 1, a, b,
			   want_a, want_b);
	if (!(totals = need(r, e, "totals", JSON_OBJECT)) ||
	    !need_u64(r, totals, "deals", &p->deals) || !need_u64(r, totals, "games", &p->games) ||
	    !need_u64(r, totals, "hands", &p->hands) || !need_i64(r, totals, "points", &p->points) ||
	    !need_u64(r, totals, "sum_d2", &p->sum_d2) ||
	    !need_u64(r, totals, "sum_h2", &p->sum_h2) ||
	    !need_i64(r, totals, "sum_dh", &p->sum_dh) ||
	    !need_scaled(r, totals, "wins", 2, &p->half_wins) ||
	    !need_scaled(r, totals, "sum_w2", 4, &p->sum_hw2) ||
	    !need_u64(r, totals, "draws", &p->draws) ||
	    !need_u64(r, totals, "failures", &p->failures))
		return false;
	uint64_t all;
	if (__builtin_add_overflow(p->deals, p->failures, &all) || all != deals ||
	    p->games / 2 != p->deals || p->games % 2)
		return bad(r, totals, "pair %d: its deals and failures are not the part's %" PRIu64
			   " deals, or its games not twice its deals", pair + 1, deals);
	return true;
}

static bool
read_pairs(const struct reader *r, const struct json_node *root, struct tally *part)
{
	const struct json_node *list = need(r, root, "pairs", JSON_ARRAY);
	if (!list)
		return false;
	int pairs = pair_count(part->n_players);
	if (list->count != (uint32_t)pairs)
		return bad(r, list, "%" PRIu32 " pairs, not the %d of %d entrants", list->count, pairs,
			   part->n_players);
	int pair = 0;
	for (const struct json_node *e = json_child(r->doc, list); e;
	     e = json_sibling(r->doc, e), pair++) {
		if (!read_pair(r, e, pair, part, part->deals))
			return false;
	}
	return true;
}

static bool
read_timing(const struct reader *r, const struct json_node *root, struct tally *part)
{
	const struct json_node *timing = need(r, root, "timing", JSON_OBJECT);
	const struct json_node *seconds = timing ? need(r, timing, "seconds", JSON_NUMBER) : NULL;
	if (!seconds)
		return false;
	if (!json_double(seconds, &part->seconds) || !(part->seconds >= 0) ||
	    !isfinite(part->seconds))
		return bad(r, seconds, "'seconds' is not a time");
	part->parts = 1;
	if (json_member(r->doc, timing, "parts") && !need_u64(r, timing, "parts", &part->parts))
		return false;
	return true;
}

/* One part into m->part and its seed ranges into m->ranges. */
static bool
read_part(const struct reader *r, const struct json_node *root, struct merge *m)
{
	struct tally *part = &m->part;
	memset(part, 0, sizeof *part);
	if (root->type != JSON_OBJECT)
		return bad(r, root, "a part is an object, the --json of escopa tournament");
	const struct json_node *rules = need(r, root, "rules", JSON_STRING);
	int per_octave;
	if (!rules || !need_int(r, root, "players", 2, TOURNAMENT_MAX_SEATS, &part->seats) ||
	    !need_int(r, root, "sides", 1, TOURNAMENT_MAX_SEATS, &part->sides) ||
	    !need_u64(r, root, "deals", &part->deals) || !read_ranges(r, root, m, part->deals) ||
	    !need_int(r, root, "time_buckets_per_octave", 1, 1000, &per_octave))
		return false;
	if (per_octave != TIME_BUCKETS_PER_OCTAVE)
		return bad(r, root, "%d time buckets an octave, not %d", per_octave,
			   TIME_BUCKETS_PER_OCTAVE);
	part->rules = rules->text;
	return read_entrants(r, root, part) && read_pairs(r, root, part) &&
	       read_timing(r, root, part);
}

static char *
copy_string(const char *s)
{
	size_t size = strlen(s) + 1;
	char *copy = malloc(size);
	return copy ? memcpy(copy, s, size) : NULL;
}

/* The same tournament as the first part, whose strings it keeps. */
static bool
same_tournament(const struct reader *r, const struct json_node *root, struct merge *m)
{
	const struct tally *part = &m->part;
	struct tally *sum = &m->sum;
	if (!m->have_first) {
		m->rules = copy_string(part->rules);
		bool ok = m->rules != NULL;
		for (int i = 0; i < part->n_players; i++)
			ok = ok && (m->names[i] = copy_string(part->names[i])) != NULL;
		if (!ok)
			return bad(r, NULL, "out of memory");
		sum->rules = m->rules;
		sum->seats = part->seats;
		sum->sides = part->sides;
		sum->n_players = part->n_players;
		for (int i = 0; i < part->n_players; i++)
			sum->names[i] = m->names[i];
		m->first_path = r->path;
		m->have_first = true;
		return true;
	}
	const char *other = "not the same tournament as part 1 of";
	if (strcmp(part->rules, sum->rules) != 0)
		return bad(r, root, "%s %s: the rules differ ('%s', not '%s')", other, m->first_path,
			   part->rules, sum->rules);
	if (part->seats != sum->seats || part->sides != sum->sides)
		return bad(r, root, "%s %s: %d players at the table, not %d", other, m->first_path,
			   part->seats, sum->seats);
	if (part->n_players != sum->n_players)
		return bad(r, root, "%s %s: %d entrants, not %d", other, m->first_path,
			   part->n_players, sum->n_players);
	for (int i = 0; i < part->n_players; i++) {
		if (strcmp(part->names[i], sum->names[i]) != 0)
			return bad(r, root, "%s %s: entrant %d is '%s', not '%s'", other,
				   m->first_path, i + 1, part->names[i], sum->names[i]);
	}
	return true;
}

static bool
add_part(const struct reader *r, struct merge *m)
{
	struct tally *sum = &m->sum;
	if (!totals_add(&sum->totals, &m->part.totals, sum->n_players) ||
	    __builtin_add_overflow(sum->deals, m->part.deals, &sum->deals) ||
	    __builtin_add_overflow(sum->parts, m->part.parts, &sum->parts))
		return bad(r, NULL, "the sums pass 2^64");
	sum->seconds += m->part.seconds;
	return true;
}

/* Every part of a file; an exit code. */
static int
merge_file(const char *path, int file, struct merge *m)
{
	char *text;
	size_t length;
	int rc = cli_read_file(COMMAND, path, MAX_FILE_BYTES, &text, &length);
	if (rc != EXIT_OK)
		return rc;
	struct json_doc doc;
	json_init(&doc, text, length);
	struct reader r = { .path = path, .file = file, .doc = &doc };
	rc = EXIT_OK;
	while (rc == EXIT_OK && !json_at_end(&doc)) {
		r.part++;
		const struct json_node *root = json_next_value(&doc);
		if (!root) {
			fprintf(stderr, "escopa " COMMAND ": %s: %s\n", path, doc.error);
			rc = EXIT_USAGE;
		} else if (!read_part(&r, root, m) || !same_tournament(&r, root, m) ||
			   !add_part(&r, m)) {
			rc = EXIT_USAGE;
		}
	}
	if (rc == EXIT_OK && r.part == 0) {
		fprintf(stderr, "escopa " COMMAND ": %s: no JSON in the file\n", path);
		rc = EXIT_USAGE;
	}
	json_free(&doc);
	free(text);
	return rc;
}

static int
by_start(const void *x, const void *y)
{
	const struct part_range *a = x, *b = y;
	return a->start < b->start ? -1 : a->start > b->start;
}

/* The seed ranges sorted, checked and joined where they touch. */
static int
join_ranges(struct merge *m)
{
	if (m->n_ranges == 0)
		return EXIT_OK;
	qsort(m->ranges, m->n_ranges, sizeof *m->ranges, by_start);
	m->joined = malloc(sizeof *m->joined * m->n_ranges);
	if (!m->joined) {
		cli_error(COMMAND ": out of memory");
		return EXIT_RUNTIME;
	}
	size_t n = 0;
	for (size_t i = 0; i < m->n_ranges; i++) {
		const struct part_range *cur = &m->ranges[i];
		if (i > 0) {
			const struct part_range *prev = &m->ranges[i - 1];
			uint64_t prev_last = prev->start + (prev->count - 1);
			if (cur->start <= prev_last) {
				uint64_t cur_last = cur->start + (cur->count - 1);
				fprintf(stderr, "escopa " COMMAND ": seeds %" PRIu64 "..%" PRIu64
					" are in part %d of %s (file %d) and in part %d of %s (file %d): "
					"the parts overlap\n", cur->start,
					cur_last < prev_last ? cur_last : prev_last, prev->part,
					prev->path, prev->file, cur->part, cur->path, cur->file);
				return EXIT_USAGE;
			}
		}
		struct seed_range *last = n ? &m->joined[n - 1] : NULL;
		if (last && last->start + last->count == cur->start)
			last->count += cur->count;
		else
			m->joined[n++] = (struct seed_range){ cur->start, cur->count };
	}
	m->sum.ranges = m->joined;
	m->sum.n_ranges = n;
	return EXIT_OK;
}

static void
merge_free(struct merge *m)
{
	free(m->rules);
	for (int i = 0; i < TOURNAMENT_MAX_PLAYERS; i++)
		free(m->names[i]);
	free(m->ranges);
	free(m->joined);
	free(m);
}

int
tournament_merge_main(int argc, char **argv)
{
	static const struct cli_option options[] = {
		{ "help", 'h', false, CLI_OPT_HELP },
		{ "json", 0, false, OPT_JSON },
		{ "anchor", 0, true, OPT_ANCHOR },
		{ NULL, 0, false, 0 },
	};
	struct cli_parser parser;
	cli_parser_init(&parser, COMMAND, argc, argv);
	const char *anchor_name = NULL;
	bool json = false;
	int n_files = 0, id;
	const char **files = malloc(sizeof *files * (size_t)argc);
	if (!files) {
		cli_error(COMMAND ": out of memory");
		return EXIT_RUNTIME;
	}
	const char *value;
	enum cli_next_result next;
	while ((next = cli_next(&parser, options, &id, &value)) != CLI_END) {
		if (next == CLI_ERROR) {
			free(files);
			return EXIT_USAGE;
		}
		if (next == CLI_POSITIONAL) {
			files[n_files++] = value;
		} else if (id == CLI_OPT_HELP) {
			free(files);
			cli_print_help(stdout, COMMAND);
			return EXIT_OK;
		} else if (id == OPT_JSON) {
			json = true;
		} else {
			anchor_name = value;
		}
	}
	struct merge *m = n_files ? calloc(1, sizeof *m) : NULL;
	if (!m) {
		free(files);
		if (n_files == 0)
			return cli_usage_error(COMMAND, "merge: give the parts' --json files");
		cli_error(COMMAND ": out of memory");
		return EXIT_RUNTIME;
	}
	int rc = EXIT_OK;
	for (int i = 0; rc == EXIT_OK && i < n_files; i++)
		rc = merge_file(files[i], i + 1, m);
	if (rc == EXIT_OK)
		rc = join_ranges(m);
	int anchor = -1;
	if (rc == EXIT_OK && anchor_name && (anchor = anchor_player(&m->sum, anchor_name)) < 0)
		rc = EXIT_USAGE;
	if (rc == EXIT_OK) {
		if (json)
			report_json(&m->sum, anchor);
		else
			report_text(&m->sum, anchor);
	}
	merge_free(m);
	free(files);
	return rc;
}
