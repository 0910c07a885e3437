/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/*
 * One decision of a bot. Every buffer a decision uses is in the object or
 * on the stack, sized when the bot is made; a decision's generator is
 * seeded from the bot's seed and the seat's knowledge alone, so a choice
 * is a pure function of them. Its work is bounded before it starts (the
 * number of deals) and while it runs (the meter of each share: a cap in
 * units and the deadline, checked within every playout and solve).
 */

#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "bot-private.h"
#ifdef ESCOPA_LEARNED_BOTS
#include "learned-private.h"
#endif

/* PIMC's budget is in deals of this many moves: a position with more
 * moves gets fewer deals. */
#define PIMC_MOVES_PER_SAMPLE 12
/* What a node of an exact solve costs in moves weighed by a playout: it
 * lists the moves, and where the greedy model plays, weighs them. */
#define SOLVE_NODE_WORK 5
/* Random and greedy bots analyse moves with this many PIMC deals. */
#define ANALYSIS_SAMPLES 64

double
bot_clock(const struct meter *asking)
{
	(void)asking;
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The omniscient bot's deals: the true game itself. */
static void
sample_true_game(const void *context, uint64_t *rng, struct escopa_game *out)
{
	*out = *(const struct escopa_game *)context;
	out->rng = rng_next(rng);
}

/* The fair bots' deals: view_sample() of the seat's view. */
static void
sample_view(const void *context, uint64_t *rng, struct escopa_game *out)
{
	view_sample(context, rng, out);
}

/* Whether the seat's hidden cards can lie in one way only: all in one
 * other hand, none in the stock. */
static bool
nothing_hidden(const struct escopa_view *view)
{
	if (view->stock_size)
		return false;
	int holders = 0;
	for (int s = 0; s < view->known.players; s++)
		holders += s != view->viewer && popcount64(view->known.hands[s]) < view->hand_size[s];
	return holders <= 1;
}

/* The units a greedy playout spends from a position to the end of the
 * hand, up to the meter's cap: what a playout costs, within a small
 * factor. */
static uint64_t
playout_cost(struct escopa_game *game, struct meter *m)
{
	uint64_t before = m->used;
	playout_greedy(game, m);
	return m->used - before;
}

/* What the estimate of bound_work() found. */
enum bound { BOUND_SOLVES, BOUND_NO_SOLVES, BOUND_LATE };

/* Bounds a PIMC decision's work before its deals are shared out (so the
 * same on any threads): on one deal sampled first, the first move's
 * playout sets how many deals the decision can afford (a big table makes
 * every playout dear), and its solve whether the root's solves are worth
 * trying (none when it runs out: every other would too) and, by the nodes
 * it visits, how many deals of solves the decision can afford. Sets the
 * nodes each solve may visit, the decision's share of
 * ENDGAME_DECISION_NODES; lowers *samples. The playout and the solves
 * spend at most PIMC_DECISION_WORK units each (and one listing; the
 * decisions of games spend a twelfth of it at the most); the units spent
 * into *work. */
static enum bound
bound_work(const struct deal_source *source, const escopa_move_t *moves, size_t n_moves,
	   uint32_t *samples, const struct search_job *job, uint64_t rng, uint32_t *nodes_out,
	   uint64_t *work)
{
	struct meter m;
	meter_start(&m, job->deadline, job->clock);
	meter_limit(&m, PIMC_DECISION_WORK);
	struct escopa_game first, deal;
	source->sample(source->context, &rng, &first);
	deal = first;
	game_apply_simulated(&deal, moves[0], NULL);
	struct escopa_game playout = deal;
	uint64_t cost = playout_cost(&playout, &m) + 1;
	*work = m.used;
	if (m.late)
		return BOUND_LATE;
	uint64_t most = PIMC_DECISION_WORK / (cost * n_moves);
	if (most < *samples)
		*samples = most < 1 ? 1 : (uint32_t)most;
	uint64_t share = ENDGAME_DECISION_NODES / ((uint64_t)*samples * n_moves);
	uint32_t nodes = share < ENDGAME_MAX_NODES ? (uint32_t)share : ENDGAME_MAX_NODES;
	*nodes_out = nodes;
	if (cards_left(source->known) - 1 > job->endgame_cards ||
	    deal.phase != ESCOPA_PHASE_PLAYING)
		return BOUND_SOLVES;   /* no solve at the root: the playouts' solves come later */
	int start[MAX_SEATS], value;
	uint32_t visited;
	hand_start(source->known, start);
	int side = side_of(source->known, source->viewer);
	meter_start(&m, job->deadline, job->clock);
	meter_limit(&m, PIMC_DECISION_WORK);
	enum solve_result r = endgame_solve(&deal, start, side, nodes, !job->minimax, &m, &value,
					    &visited);
	/* Every move's solve on this deal: what a deal of solves costs, up
	 * to what leaves room for one deal only. */
	uint64_t deal_cost = visited;
	for (size_t i = 1; r == SOLVED && i < n_moves &&
			   deal_cost * SOLVE_NODE_WORK + n_moves <= PIMC_DECISION_WORK; i++) {
		struct escopa_game after = first;
		game_apply_simulated(&after, moves[i], NULL);
		if (after.phase == ESCOPA_PHASE_PLAYING &&
		    endgame_solve(&after, start, side, nodes, !job->minimax, &m, &value,
				  &visited) == SOLVED)
			deal_cost += visited;
	}
	*work += m.used;
	if (m.late)
		return BOUND_LATE;
	if (r != SOLVED) {
		*nodes_out = 0;
		return BOUND_NO_SOLVES;
	}
	most = m.stopped ? 0 : PIMC_DECISION_WORK / (deal_cost * SOLVE_NODE_WORK + n_moves);
	if (most < *samples)
		*samples = most < 1 ? 1 : (uint32_t)most;
	return BOUND_SOLVES;
}

/* Searches the position of the view's seat, the true game given for the
 * omniscient bot only, into bot->moves and bot->stats; false when it must
 * play the greedy move instead: its deals' work passed the decision's cap
 * (the same on any threads), or the deadline passed before anything was
 * judged. */
static void race(struct escopa_bot *bot, struct search_job *job);

static bool
search(struct escopa_bot *bot, const struct escopa_view *view, const struct escopa_game *truth,
       uint32_t samples, enum escopa_bot_kind kind, bool racing, double deadline)
{
	uint64_t seed = bot_mix(bot->settings.seed, view_key(view));
	/* A fair search deals from what the plays suggest too. */
	struct escopa_view inferred;
	if (!truth) {
		infer_view(view, &inferred);
		view = &inferred;
	}
	struct deal_source source = {
		.known = &view->known,
		.context = view,
		.sample = sample_view,
		.fixed = nothing_hidden(view),
		.viewer = view->viewer,
	};
	if (truth) {
		source.known = truth;
		source.context = truth;
		source.sample = sample_true_game;
		source.fixed = true;
	}
	atomic_uint_fast64_t spent = 0;
	struct search_job job = {
		.kind = kind,
		.source = &source,
		.moves = bot->moves,
		.seed = bot_mix(seed, 3),
		.threads = bot->pool ? bot->n_shares : 1,   /* random and greedy: this thread */
		.deadline = deadline,
		.clock = bot->clock,
		.spent = &spent,
		.endgame_cards = bot_option(bot, ESCOPA_BOT_OPT_ENDGAME_CARDS),
		.minimax = bot_option(bot, ESCOPA_BOT_OPT_OPPONENT_MODEL) ==
			   ESCOPA_OPPONENT_MODEL_NONE,
		.lookahead = bot_option(bot, ESCOPA_BOT_OPT_LOOKAHEAD),
		.exploration = bot_option(bot, ESCOPA_BOT_OPT_EXPLORATION) / 1000.0,
	};
	bot->n_moves = list_moves(source.known, bot->moves);
	job.n_moves = bot->n_moves;
	size_t n_judged = bot->n_moves;
#ifdef ESCOPA_LEARNED_BOTS
	/* The network's best moves alone are judged. */
	bool judged[BOT_MAX_MOVES];
	if (bot->settings.kind == BOT_KIND_PIMC_LEARNED && !source.fixed && bot->n_moves > 1) {
		n_judged = learned_prune(view, bot->moves, bot->n_moves, judged);
		job.racing = judged;
	}
#endif
	bot->work = bot->n_moves;
	bot->work_at_deadline = UINT64_MAX;
	for (size_t i = 0; i < bot->n_moves; i++) {
		bot->stats.sum[i] = 0;
		bot->stats.count[i] = 0;
	}
	if (bot->n_moves == 0)
		return false;   /* never in play: a hand always has a move */
	if (kind != ESCOPA_BOT_ISMCTS) {
		/* A big table can have hundreds of captures: PIMC judges at most
		 * PIMC_MOVES_PER_SAMPLE moves a sample on average, fewer deals then. */
		if (bot->n_moves > PIMC_MOVES_PER_SAMPLE) {
			uint64_t most = (uint64_t)samples * PIMC_MOVES_PER_SAMPLE / bot->n_moves;
			samples = most < 1 ? 1 : (uint32_t)most;
		}
		job.endgame_nodes = ENDGAME_MAX_NODES;
		if (source.fixed) {
			samples = 1;
		} else {
			uint64_t estimate = 0;
			enum bound b = bound_work(&source, bot->moves, bot->n_moves, &samples, &job,
						  bot_mix(seed, 5), &job.endgame_nodes, &estimate);
			bot->work += estimate;
			if (b == BOUND_LATE) {
				bot->work_at_deadline = bot->work;
				return false;
			}
		}
		job.cap = bot->pimc_cap;
	} else {
		job.cap = bot->ismcts_cap / (uint64_t)job.threads;
	}
	job.budget = samples;
	if (racing && kind == ESCOPA_BOT_PIMC && !source.fixed && n_judged > 2)
		race(bot, &job);
	else
		pool_run(bot, bot->pool, &job);
	/* the work, and the work when the deadline was seen (each share's) */
	uint64_t at_deadline = bot->work, searched = 0;
	bool late = false;
	for (int t = 0; t < job.threads; t++) {
		const struct meter *m = &bot->shares[t].meter;
		searched += m->used;
		at_deadline += m->late ? m->used_at_deadline : m->used;
		late |= m->late;
	}
	bot->work += searched;
	if (late)
		bot->work_at_deadline = at_deadline;
	if (kind != ESCOPA_BOT_ISMCTS && searched > job.cap)
		return false;
	bool any = false;
	/* Added up in share order: whole numbers, so exactly. */
	for (size_t i = 0; i < bot->n_moves; i++) {
		for (int t = 0; t < job.threads; t++) {
			bot->stats.sum[i] += bot->shares[t].stats.sum[i];
			bot->stats.count[i] += bot->shares[t].stats.count[i];
		}
		any |= bot->stats.count[i] > 0;
	}
	return any;
}

/*
 * Successive halving: the decision's work (its deals times its moves) in
 * rounds of equal work, each on the better half of the moves of the round
 * before, judged on the deals after those already judged, so that every
 * move still in the race has been judged on the same deals. Moves drop out
 * by their sums, whole numbers, so the race is the same on any threads.
 */
static void
race(struct escopa_bot *bot, struct search_job *job)
{
	size_t n = job->n_moves;
	bool in_race[BOT_MAX_MOVES];
	size_t left = 0;
	for (size_t i = 0; i < n; i++) {
		in_race[i] = !job->racing || job->racing[i];   /* a learned prune's */
		left += in_race[i];
	}
	uint32_t rounds = 0;
	for (size_t m = 1; m < left; m <<= 1)
		rounds++;
	uint64_t work = (uint64_t)job->budget * left;
	uint32_t done = 0;
	job->racing = in_race;
	for (uint32_t r = 0; r < rounds && left > 1; r++) {
		uint64_t more = work / ((uint64_t)rounds * left);
		if (more == 0)
			more = 1;
		/* The deals are numbered in 32 bits: a huge budget stops there. */
		if (more > UINT32_MAX - done)
			more = UINT32_MAX - done;
		if (more == 0)
			break;
		job->first_sample = done;
		job->budget = done + (uint32_t)more;
		pool_run(bot, bot->pool, job);
		done = job->budget;
		/* the deadline, or the decision's cap, ends the race */
		bool stopped = false;
		for (int t = 0; t < job->threads; t++)
			stopped |= bot->shares[t].meter.stopped;
		if (stopped)
			break;
		/* The shares' sums of the moves in the race, added in order. */
		double sum[BOT_MAX_MOVES];
		for (size_t i = 0; i < n; i++) {
			sum[i] = 0;
			for (int t = 0; in_race[i] && t < job->threads; t++)
				sum[i] += bot->shares[t].stats.sum[i];
		}
		/* Keep the better half (rounded up); ties to the first listed. */
		size_t keep = (left + 1) / 2;
		for (size_t k = left; k > keep; k--) {
			size_t worst = n;
			for (size_t i = 0; i < n; i++) {
				if (in_race[i] && (worst == n || sum[i] <= sum[worst]))
					worst = i;
			}
			in_race[worst] = false;
		}
		left = keep;
	}
	job->racing = NULL;
}

/* The index of the move to play: the best mean, or for ISMCTS the most
 * visits (ties to the best mean); the first of equals. */
static size_t
best_move(const struct escopa_bot *bot)
{
	/* ISMCTS's most visited move; a race's last moves in it. */
	bool by_count = bot->settings.kind == ESCOPA_BOT_ISMCTS ||
			bot_option(bot, ESCOPA_BOT_OPT_RACING);
	size_t best = 0;
	for (size_t i = 1; i < bot->n_moves; i++) {
		const struct move_stats *st = &bot->stats;
		double mean = st->count[i] ? st->sum[i] / st->count[i] : -1e300;
		double best_mean = st->count[best] ? st->sum[best] / st->count[best] : -1e300;
		if (by_count && st->count[i] != st->count[best]) {
			if (st->count[i] > st->count[best])
				best = i;
			continue;
		}
		if (mean > best_mean)
			best = i;
	}
	return best;
}

/* Whether the view's seat is to play. */
static bool
view_to_play(const struct escopa_view *view)
{
	return view->known.phase == ESCOPA_PHASE_PLAYING && view->known.seat == view->viewer;
}

/* The random or the greedy move of the view's seat. The greedy player
 * reads the other hands' sizes, which the view's known game leaves empty:
 * it plays on a sampled deal, and reads nothing that differs between
 * deals (its hand, the table, the captures, the sizes); the random player
 * lists the same moves. */
static enum escopa_status
simple_move(const struct escopa_view *view, bool random, uint64_t rng, escopa_move_t *move)
{
	struct escopa_game deal;
	uint64_t sample_rng = 0;
	view_sample(view, &sample_rng, &deal);
	uint64_t r = bot_mix(rng, 2);
	return escopa_game_choose_move(&deal, random ? ESCOPA_PLAYER_RANDOM : ESCOPA_PLAYER_GREEDY,
				       &r, move);
}

/* The deadline of a decision starting now, 0 for none. */
static double
deadline_of(const struct escopa_bot *bot)
{
	int time_ms = bot_option(bot, ESCOPA_BOT_OPT_TIME_MS);
	return time_ms ? bot->clock(NULL) + time_ms / 1000.0 : 0;
}

/* The greedy move a search falls back on, on the true game for the
 * omniscient bot. */
static enum escopa_status
fallback_move(const struct escopa_view *view, const struct escopa_game *truth, uint64_t rng,
	      escopa_move_t *move)
{
	if (truth)
		return escopa_game_choose_move(truth, ESCOPA_PLAYER_GREEDY, NULL, move);
	return simple_move(view, false, rng, move);
}

/* A decision from the seat's view; `truth` for the omniscient bot. */
static enum escopa_status
choose(struct escopa_bot *bot, const struct escopa_view *view, const struct escopa_game *truth,
       escopa_move_t *move)
{
	uint64_t rng = bot_mix(bot->settings.seed, view_key(view));
	enum escopa_bot_kind kind = bot->settings.kind;
	int randomness = bot_option(bot, ESCOPA_BOT_OPT_RANDOMNESS);
	bool random = kind == ESCOPA_BOT_RANDOM ||
		      (randomness && bot_mix(rng, 1) % 1000 < (uint64_t)randomness);
	bot->fell_back = false;
	if (random)
		return simple_move(view, true, rng, move);
	/* One of its mistakes: the beginner's move, whatever the kind. */
	enum blind_spot blind = mistake_draw(rng, bot_option(bot, ESCOPA_BOT_OPT_MISTAKES));
	if (blind != BLIND_NONE) {
		*move = beginner_move(view, blind);
		return ESCOPA_OK;
	}
	if (kind == ESCOPA_BOT_GREEDY)
		return simple_move(view, false, rng, move);
	double deadline = deadline_of(bot);
	size_t n_moves = list_moves(&view->known, bot->moves);
	if (n_moves == 1) {
		*move = bot->moves[0];   /* nothing to weigh it against */
		return ESCOPA_OK;
	}
#ifdef ESCOPA_LEARNED_BOTS
	if (kind == BOT_KIND_LEARNED) {
		/* The network while cards are hidden, then PIMC's exact search
		 * of the one deal. */
		if (!nothing_hidden(view)) {
			int32_t scores[BOT_MAX_MOVES];
			*move = bot->moves[learned_pick(view, bot->moves, n_moves, scores)];
			return ESCOPA_OK;
		}
		kind = ESCOPA_BOT_PIMC;
	}
	if (kind == BOT_KIND_PIMC_LEARNED)
		kind = ESCOPA_BOT_PIMC;
#else
	(void)n_moves;
#endif
	/* With a time budget, the move to fall back on is known before the
	 * search starts, so that the deadline leaves nothing to do but stop. */
	escopa_move_t fallback = 0;
	if (deadline > 0)
		fallback_move(view, truth, rng, &fallback);
	if (!search(bot, view, truth, (uint32_t)bot_option(bot, ESCOPA_BOT_OPT_ITERATIONS), kind,
		    bot_option(bot, ESCOPA_BOT_OPT_RACING) != 0, deadline)) {
		/* nothing judged in time, or past the decision's cap */
		bot->fell_back = true;
		if (deadline > 0) {
			*move = fallback;
			return ESCOPA_OK;
		}
		return fallback_move(view, truth, rng, move);
	}
	*move = bot->moves[best_move(bot)];
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_choose(struct escopa_bot *bot, const struct escopa_view *view, escopa_move_t *move)
{
	if (!bot || !view || !move)
		return ESCOPA_E_NULL;
	if (bot->settings.kind == ESCOPA_BOT_OMNISCIENT)
		return ESCOPA_E_INVALID;
	if (!view_to_play(view))
		return ESCOPA_E_PHASE;
	return choose(bot, view, NULL, move);
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_choose_game(struct escopa_bot *bot, const struct escopa_game *game,
		       escopa_move_t *move)
{
	if (!bot || !game || !move)
		return ESCOPA_E_NULL;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;
	struct escopa_view view;
	view_from_game(game, game->seat, &view);
	return choose(bot, &view, bot->settings.kind == ESCOPA_BOT_OMNISCIENT ? game : NULL, move);
}

enum escopa_status
bot_choose_seeded(struct escopa_bot *bot, const struct escopa_game *game, uint64_t extra,
		  escopa_move_t *move)
{
	/* The decision reads its seed from the settings: the bot is this
	 * caller's alone, so swapping it in for one call is safe. */
	uint64_t seed = bot->settings.seed;
	bot->settings.seed = bot_mix(seed, extra);
	enum escopa_status rc = escopa_bot_choose_game(bot, game, move);
	bot->settings.seed = seed;
	return rc;
}

/* The analysis from the seat's view; `truth` for the omniscient bot. A
 * search that ran over its cap values nothing: every move 0, on no deal. */
static void
analyze(struct escopa_bot *bot, const struct escopa_view *view, const struct escopa_game *truth,
	struct escopa_move_value *values, size_t capacity, size_t *count)
{
	enum escopa_bot_kind kind = bot->settings.kind;
	bool own = kind != ESCOPA_BOT_RANDOM && kind != ESCOPA_BOT_GREEDY;
#ifdef ESCOPA_LEARNED_BOTS
	if (kind == BOT_KIND_LEARNED)
		own = false;
	if (kind == BOT_KIND_PIMC_LEARNED)
		kind = ESCOPA_BOT_PIMC;
#endif
	if (!search(bot, view, truth,
		    own ? (uint32_t)bot_option(bot, ESCOPA_BOT_OPT_ITERATIONS) : ANALYSIS_SAMPLES,
		    own ? kind : ESCOPA_BOT_PIMC, false, deadline_of(bot))) {
		for (size_t i = 0; i < bot->n_moves; i++) {
			bot->stats.sum[i] = 0;
			bot->stats.count[i] = 0;
		}
	}
	size_t n = bot->n_moves;
	double scale = view->known.sides - 1;   /* hand_value()'s factor */
	if (n <= capacity) {
		for (size_t i = 0; i < n; i++) {
			const struct move_stats *st = &bot->stats;
			values[i] = (struct escopa_move_value){
				.move = bot->moves[i],
				.value = st->count[i] ? st->sum[i] / st->count[i] / scale : 0.0,
				.samples = st->count[i],
			};
		}
	}
	*count = n;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_analyze(struct escopa_bot *bot, const struct escopa_view *view,
		   struct escopa_move_value *values, size_t capacity, size_t *count)
{
	if (!bot || !view || !count || (!values && capacity))
		return ESCOPA_E_NULL;
	if (bot->settings.kind == ESCOPA_BOT_OMNISCIENT)
		return ESCOPA_E_INVALID;
	if (!view_to_play(view))
		return ESCOPA_E_PHASE;
	analyze(bot, view, NULL, values, capacity, count);
	return ESCOPA_OK;
}

ESCOPA_EXPORT enum escopa_status
escopa_bot_analyze_game(struct escopa_bot *bot, const struct escopa_game *game,
			struct escopa_move_value *values, size_t capacity, size_t *count)
{
	if (!bot || !game || !count || (!values && capacity))
		return ESCOPA_E_NULL;
	if (game->phase != ESCOPA_PHASE_PLAYING)
		return ESCOPA_E_PHASE;
	struct escopa_view view;
	view_from_game(game, game->seat, &view);
	analyze(bot, &view, bot->settings.kind == ESCOPA_BOT_OMNISCIENT ? game : NULL, values,
		capacity, count);
	return ESCOPA_OK;
}
