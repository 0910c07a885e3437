/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * The sampler never leaks where a hidden card really is, and is exact.
 *
 * Leak test. Over 2000 positions of seeded random games, the viewer's
 * view is sampled many times; for every hidden card we tabulate its true
 * place (the hand of the seat 1, 2 or 3 places after the viewer, or the
 * stock) against its sampled place. Positions are pooled in strata of
 * equal hand and stock sizes, where a sampler that reads only the view
 * puts every hidden card in each place with the same probability: within
 * a stratum the sampled place must be independent of the true one. The
 * Pearson statistics of all strata add up to one chi-square test, at a
 * fixed seed. Every table of one sample has both margins fixed (the hand
 * and stock sizes), which makes each statistic N/(N-1) times a
 * chi-square for N hidden cards; it is scaled back.
 *
 * The same test must fail on a sampler that peeks: one that leaves the
 * lowest hidden card where it truly is (and swaps a card of its true
 * place into the place the sampler gave it, so that sizes still hold).
 *
 * Exactness. Under per hand forced capture the seats have known voids;
 * on positions whose every deal can be listed, the sampled deals must be
 * uniform over the deals that respect them (a goodness-of-fit test).
 */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "helpers.h"
#include "escopa-private.h"

static int
scaled(int n)
{
	const char *env = getenv("ESCOPA_TEST_GAMES");
	if (!env)
		return n;
	int games = atoi(env);
	return games >= 10000 ? n : n * (games > 1500 ? games : 1500) / 10000;
}

/* The upper tail of a chi-square with k degrees of freedom as a normal
 * z-score (Wilson and Hilferty): above 3.5 is below p = 0.00025. */
static double
chi_square_z(double x, double k)
{
	double c = 2.0 / (9.0 * k);
	return (cbrt(x / k) - (1.0 - c)) / sqrt(c);
}

#define PLACES 4               /* the stock, then the seat 1, 2, 3 after the viewer */
#define MAX_STRATA 512

struct stratum {
	uint32_t key;          /* hidden cards of seats 1..3 after the viewer, stock size */
	int cards;             /* hidden cards of each of its samples */
	double count[PLACES][PLACES]; /* [true][sampled] */
};

struct leak_table {
	int n;
	struct stratum strata[MAX_STRATA];
};

static struct stratum *
stratum_of(struct leak_table *t, uint32_t key, int cards)
{
	for (int i = 0; i < t->n; i++) {
		if (t->strata[i].key == key)
			return &t->strata[i];
	}
	ck_assert_int_lt(t->n, MAX_STRATA);
	struct stratum *s = &t->strata[t->n++];
	memset(s, 0, sizeof *s);
	s->key = key;
	s->cards = cards;
	return s;
}

/* The place of every card in a game, relative to the viewer. */
static void
places_of(const struct escopa_game *g, int viewer, uint8_t *place)
{
	memset(place, 0, MAX_DECK);
	for (int k = 1; k < g->players; k++) {
		for (escopa_cardset_t c = g->hands[(viewer + k) % g->players]; c; c &= c - 1)
			place[lowest_card(c)] = (uint8_t)k;
	}
}

/* The total statistic and its degrees of freedom, as a z-score. */
static double
leak_z(const struct leak_table *t, double *stat, int *dof)
{
	*stat = 0;
	*dof = 0;
	for (int i = 0; i < t->n; i++) {
		const struct stratum *s = &t->strata[i];
		double row[PLACES] = { 0 }, col[PLACES] = { 0 }, total = 0;
		for (int a = 0; a < PLACES; a++) {
			for (int b = 0; b < PLACES; b++) {
				row[a] += s->count[a][b];
				col[b] += s->count[a][b];
				total += s->count[a][b];
			}
		}
		int rows = 0, cols = 0;
		for (int a = 0; a < PLACES; a++) {
			rows += row[a] > 0;
			cols += col[a] > 0;
		}
		if (rows < 2 || cols < 2)
			continue;
		double x = 0;
		for (int a = 0; a < PLACES; a++) {
			for (int b = 0; b < PLACES; b++) {
				if (row[a] == 0 || col[b] == 0)
					continue;
				double e = row[a] * col[b] / total;
				x += (s->count[a][b] - e) * (s->count[a][b] - e) / e;
			}
		}
		*stat += x * (s->cards - 1) / s->cards;
		*dof += (rows - 1) * (cols - 1);
	}
	return chi_square_z(*stat, *dof);
}

/* Samples many positions, peeking or not; returns the z-score. */
static double
run_leak_test(bool peek, int positions, int samples)
{
	static const struct {
		enum escopa_preset preset;
		int players;
		int opts[4];
	} settings[] = {
		{ ESCOPA_PRESET_ESCOPA, 2, { -1 } },
		{ ESCOPA_PRESET_ESCOBA, 2, { -1 } },
		{ ESCOPA_PRESET_ESCOBA_DE_15, 4, { ESCOPA_OPT_PARTNERSHIPS, 1, -1 } },
		{ ESCOPA_PRESET_SCOPA, 3, { -1 } },
		{ ESCOPA_PRESET_ESCOBA_COMODINES, 2, { -1 } },
	};
	static struct leak_table table;
	memset(&table, 0, sizeof table);
	uint64_t rng = 20261201;
	for (int i = 0; i < positions; i++) {
		int which = i % (int)(sizeof settings / sizeof settings[0]);
		struct escopa_game *game = new_game(settings[which].preset, settings[which].players,
						    (uint64_t)i, settings[which].opts);
		play_random(game, (int)(next_random(&rng) % 30), &rng);
		if (game->phase != ESCOPA_PHASE_PLAYING) {
			escopa_game_free(game);
			continue;
		}
		int viewer = game->seat;
		struct escopa_view view;
		view_from_game(game, viewer, &view);
		uint8_t truth[MAX_DECK], got[MAX_DECK];
		places_of(game, viewer, truth);
		uint32_t key = view.stock_size;
		for (int k = 1; k < game->players; k++)
			key |= (uint32_t)view.hand_size[(viewer + k) % game->players] << (8 * k);
		struct stratum *s = stratum_of(&table, key, popcount64(view.unseen));
		struct escopa_game sample;
		for (int j = 0; j < samples; j++) {
			view_sample(&view, &rng, &sample);
			places_of(&sample, viewer, got);
			if (peek) {
				int c = lowest_card(view.unseen);
				if (got[c] != truth[c]) {
					for (escopa_cardset_t x = view.unseen & (view.unseen - 1); x;
					     x &= x - 1) {
						if (got[lowest_card(x)] == truth[c]) {
							got[lowest_card(x)] = got[c];
							break;
						}
					}
					got[c] = truth[c];
				}
			}
			for (escopa_cardset_t c = view.unseen; c; c &= c - 1)
				s->count[truth[lowest_card(c)]][got[lowest_card(c)]] += 1;
		}
		escopa_game_free(game);
	}
	double stat;
	int dof;
	double z = leak_z(&table, &stat, &dof);
	fprintf(stderr, "leak test%s: chi-square %.1f on %d degrees of freedom, z = %.2f\n",
		peek ? " (peeking sampler)" : "", stat, dof, z);
	return z;
}

START_TEST(test_sampler_does_not_leak)
{
	double z = run_leak_test(false, scaled(2000), 40);
	ck_assert_msg(z < 3.5, "the sampled places depend on the true ones (z = %.2f)", z);
}
END_TEST

START_TEST(test_leak_test_catches_peeking)
{
	double z = run_leak_test(true, scaled(2000), 40);
	ck_assert_msg(z > 8, "a peeking sampler passed the leak test (z = %.2f)", z);
}
END_TEST

/* ---- exactness under known voids ---- */

#define MAX_DEALS 4096

struct deals {
	int n;
	int seats[MAX_SEATS], n_seats;
	escopa_cardset_t deal[MAX_DEALS][MAX_SEATS];
	double count[MAX_DEALS];
};

/* Every way to give each hidden seat its cards, avoiding its voids; the
 * stock takes the rest (in an order tested by the leak test). */
static void
list_deals(struct deals *d, const struct escopa_view *v, int i, escopa_cardset_t left,
	   escopa_cardset_t *hands)
{
	if (i == d->n_seats) {
		ck_assert_int_lt(d->n, MAX_DEALS);
		memcpy(d->deal[d->n++], hands, sizeof d->deal[0]);
		return;
	}
	int seat = d->seats[i];
	int need = v->hand_size[seat] - popcount64(v->known.hands[seat]);
	escopa_cardset_t allowed = left & ~v->excluded[seat];
	/* every subset of `need` cards of `allowed` */
	int n = popcount64(allowed);
	int cards[MAX_DECK], k = 0;
	for (escopa_cardset_t c = allowed; c; c &= c - 1)
		cards[k++] = lowest_card(c);
	for (uint64_t m = 0; m < (UINT64_C(1) << n); m++) {
		if (popcount64(m) != need)
			continue;
		escopa_cardset_t hand = 0;
		for (int b = 0; b < n; b++) {
			if (m >> b & 1)
				hand |= ESCOPA_CARDSET_OF(cards[b]);
		}
		hands[seat] = hand;
		list_deals(d, v, i + 1, left & ~hand, hands);
	}
	hands[seat] = 0;
}

static int
deal_index(const struct deals *d, const struct escopa_game *g)
{
	for (int i = 0; i < d->n; i++) {
		bool same = true;
		for (int k = 0; k < d->n_seats; k++)
			same &= g->hands[d->seats[k]] == d->deal[i][d->seats[k]];
		if (same)
			return i;
	}
	return -1;
}

/* A position of the last round, every hand full, with voids made up for
 * every hidden seat (cards it does not hold, each with probability 0.4),
 * so that the accept/reject deal of every seat is at work. */
static void
check_exact(enum escopa_preset preset, int players, uint64_t seed, int samples)
{
	static const int per_hand[] = { ESCOPA_OPT_FORCED_CAPTURE, ESCOPA_FORCED_PER_HAND, -1 };
	struct escopa_game *game = new_game(preset, players, seed, per_hand);
	uint64_t rng = seed;
	while (game->phase == ESCOPA_PHASE_PLAYING &&
	       (game->stock_pos < game->deck_size || game->plays % (3 * players) != 0 ||
		game->plays == 0))
		play_random(game, 1, &rng);
	ck_assert_int_eq(game->phase, ESCOPA_PHASE_PLAYING);

	int viewer = game->dealer;
	struct escopa_view view;
	view_from_game(game, viewer, &view);
	static struct deals d;
	memset(&d, 0, sizeof d);
	for (int s = 0; s < players; s++) {
		if (s == viewer)
			continue;
		d.seats[d.n_seats++] = s;
		for (escopa_cardset_t c = view.unseen & ~game->hands[s]; c; c &= c - 1) {
			if (next_random(&rng) % 10 < 4)
				view.excluded[s] |= c & (0 - c);
		}
	}
	escopa_cardset_t hands[MAX_SEATS] = { 0 };
	list_deals(&d, &view, 0, view.unseen, hands);
	ck_assert_int_ge(d.n, 2);

	struct escopa_game sample;
	for (int i = 0; i < samples; i++) {
		view_sample(&view, &rng, &sample);
		int at = deal_index(&d, &sample);
		ck_assert_msg(at >= 0, "a sample breaks a known void");
		d.count[at] += 1;
	}
	double x = 0, e = (double)samples / d.n;
	for (int i = 0; i < d.n; i++)
		x += (d.count[i] - e) * (d.count[i] - e) / e;
	double z = chi_square_z(x, d.n - 1);
	fprintf(stderr, "exactness, %d players: %d deals, chi-square %.1f, z = %.2f\n", players,
		d.n, x, z);
	ck_assert_msg(z < 3.5, "the deals are not uniform (z = %.2f)", z);
	escopa_game_free(game);
}

START_TEST(test_exact_under_voids)
{
	check_exact(ESCOPA_PRESET_ESCOPA, 4, 11, scaled(200000));
	check_exact(ESCOPA_PRESET_ESCOBA_DE_15, 3, 12, scaled(100000));
}
END_TEST

Suite *
make_suite(void)
{
	Suite *s = suite_create("leak");
	TCase *tc = tcase_create("leak");
	tcase_set_timeout(tc, 300);
	tcase_add_test(tc, test_sampler_does_not_leak);
	tcase_add_test(tc, test_leak_test_catches_peeking);
	tcase_add_test(tc, test_exact_under_voids);
	suite_add_tcase(s, tc);
	return s;
}
