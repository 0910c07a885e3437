/*
 * Copyright © 2026 The libescopa authors
 * SPDX-License-Identifier: MIT
 */

/**
 * @file batch.h
 * Observations and a vectorised batch of games for learning code.
 * Include <escopa/escopa.h> rather than this file.
 */

#ifndef ESCOPA_BATCH_H
#define ESCOPA_BATCH_H

#include <escopa/common.h>
#include <escopa/moves.h>
#include <escopa/rules.h>
#include <escopa/game.h>
#include <escopa/refusal.h>
#include <escopa/bot.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup batch Observations and batches
 *
 * For reinforcement learning and self-play: a fixed-size observation of a
 * position from the seat to play, and a @ref escopa_batch that steps many
 * games in one call, in the style of vectorised environments.
 *
 * **Observation.** @ref ESCOPA_OBSERVATION_SIZE bytes, from the point of
 * view of the seat to play. Sides and seats are *relative*: relative side 0
 * is the side of the seat to play, relative side k the side of the seat k
 * places after it in turn order (with partnerships, relative sides 0 and 1
 * only); relative seat k is the seat k places after the seat to play.
 *
 * | bytes | meaning |
 * |---|---|
 * | 0..41 | one code per card id (see @ref escopa_observation_code) |
 * | 42 | players |
 * | 43 | sides |
 * | 44 | turn position: 0 for the first to play after the dealer (of the round, under @ref ESCOPA_OPT_DEAL_ROTATION), players-1 for the dealer |
 * | 45 | cards in the stock |
 * | 46 | hand number, at most 255 |
 * | 47 | phase (@ref escopa_phase) |
 * | 48..51 | running score of relative sides 0..3, at most 255 |
 * | 52..55 | sweep points of relative sides 0..3 this hand, at most 255 |
 * | 56 | relative side of the last capture this hand, 255 if none |
 * | 57..60 | cards held by relative seats 0..3 |
 * | 61 | game number in the match (@ref ESCOPA_OPT_MATCH_GAMES), at most 255 (since 1.3) |
 * | 62 | games won by relative side 0 in the match, at most 255 (since 1.3) |
 * | 63 | the most games won by any other side, at most 255 (since 1.3) |
 *
 * Cards in other seats' hands and in the stock read
 * @ref ESCOPA_OBS_UNSEEN, unless @ref ESCOPA_OPT_OPEN_TABLE is on, when
 * other hands are shown.
 *
 * **Batch.** A batch holds N games and a set of caller buffers, bound once
 * with escopa_batch_bind(). Each escopa_batch_step() plays, in every game,
 * the move at index `actions[i]` of that game's move list, as written by
 * the previous step (the order of escopa_game_moves()), then writes the new
 * observation, move list, rewards and done flag of every game. A hand that
 * ends is followed by the next deal at once; a game that ends sets its
 * done flag and is replaced by a new game, seeded from that slot's own
 * SplitMix64 stream. Stepping never allocates.
 *
 * @code
 * struct escopa_batch *batch;
 * escopa_batch_new(rules, 2, 1024, 7, &batch);
 * static uint8_t obs[1024][ESCOPA_OBSERVATION_SIZE];
 * static escopa_move_t moves[1024][64];
 * static uint32_t counts[1024], actions[1024];
 * static float rewards[1024][4];
 * static uint8_t done[1024];
 * struct escopa_batch_buffers buf = {
 *     .version = ESCOPA_BATCH_BUFFERS_VERSION, .max_moves = 64,
 *     .actions = actions, .observations = &obs[0][0], .moves = &moves[0][0],
 *     .move_counts = counts, .rewards = &rewards[0][0], .done = done,
 * };
 * escopa_batch_bind(batch, &buf);        // writes the first observations
 * for (int step = 0; step < 1000; step++) {
 *     for (int i = 0; i < 1024; i++)
 *         actions[i] = 0;                // a policy picks < counts[i]
 *     escopa_batch_step(batch);
 * }
 * escopa_batch_free(batch);
 * @endcode
 *
 * **To play, rewards, final observations (since 1.4).** Version 2 of
 * @ref escopa_batch_buffers adds the seat and side to play in each game
 * (`to_play_seats`, `to_play_sides`), the observation of a game that
 * ended, written before the slot is reset (`final_observations`), a
 * fixed action space with a mask (`action_masks`, `more_offsets`), the
 * information states (`info_states`, `final_info_states`) and the reward
 * of the seat that acted (`actor_rewards`).
 * escopa_batch_set_reward() chooses what the rewards hold
 * (@ref escopa_batch_reward); in every mode a row holds one value per
 * absolute side, and the seat that acted reads the value of its own side,
 * the one `to_play_sides` gave it before the step.
 *
 * **The fixed action space (since 1.4).** With `action_masks` bound, an
 * action is a number below #ESCOPA_BATCH_ACTIONS,
 * `card_id * ESCOPA_BATCH_MOVES_PER_CARD + j`, where j is the index of the
 * move among the moves of that card, in the order of escopa_game_moves()
 * (grouped by card, captures first). A card with at most
 * @ref ESCOPA_BATCH_MOVES_PER_CARD (K) moves uses j = 0..n-1. A card with
 * more uses j = 0..K-2 for its first K-1 moves and j = K-1 for "more moves
 * of this card": that action plays nothing, and gives the same seat a
 * *sub-decision* whose mask holds only that card's next K-1 moves (and
 * "more" again while moves are left; the last window holds up to K
 * moves). Every legal move is so reachable, however long its list;
 * `more_offsets` says a sub-decision is pending. The mask byte of each
 * action is 1 when it is legal now, else 0; an action outside the mask is
 * refused.
 *
 * Worked example, K = 8: seat 0 holds a 3 (card id 9) and a joker (card
 * id 40); its moves are the 3's trail, then the joker's 20 captures. The
 * mask holds action 72 (9 * 8 + 0, the 3's trail), actions 320..326 (the
 * joker's captures 0..6) and 327 ("more"). Action 327 leaves the game as
 * it was, with more_offsets 7 and a mask of 320..326 (captures 7..13) and
 * 327; action 327 again gives more_offsets 14 and a mask of 320..325
 * (captures 14..19) alone, the last window. Action 322 there plays
 * capture 16 of the joker.
 *
 * **The information state (since 1.4).** A perfect-recall tensor of
 * @ref ESCOPA_INFO_STATE_SIZE bytes, in the manner of OpenSpiel's
 * information-state tensors: what one seat saw of the game, the cards it
 * cannot see left out. Bytes 0..63 are that seat's observation (the
 * layout above, relative to it); then @ref ESCOPA_INFO_STATE_PLAYS
 * records of @ref ESCOPA_INFO_STATE_PLAY_SIZE bytes, one per play of the
 * current deal round (since the last deal of three cards a seat, or the
 * hand's start), in the order played, then zeros. Every byte of a record
 * is 0 or 1:
 *
 * | byte of the record | meaning |
 * |---|---|
 * | 0 (@ref ESCOPA_INFO_PLAY_USED) | 1: the record holds a play |
 * | 1..4 (@ref ESCOPA_INFO_PLAY_SEAT) | who played it: byte 1 + k for relative seat k |
 * | 5..7 (@ref ESCOPA_INFO_PLAY_KIND) | a capture, a trail, a set (@ref escopa_move_kind) |
 * | 8..49 (@ref ESCOPA_INFO_PLAY_CARD) | the card played: byte 8 + its card id |
 * | 50..91 (@ref ESCOPA_INFO_PLAY_TARGET) | the move's target: byte 50 + card id for each of its cards (what a capture took, the pile a set went onto) |
 * | 92..95 | 0 |
 *
 * The plays of earlier rounds are not listed: what they did is in the
 * observation (the captures of each side, the table), and what a trail
 * showed of a hand under @ref ESCOPA_FORCED_PER_HAND holds only until the
 * next deal. The batch keeps each slot's round in memory it allocates at
 * escopa_batch_new() (struct escopa_game does not grow); the buffers of
 * version 2 receive the tensor of the seat to play (`info_states`) and of
 * the seat that ended a game (`final_info_states`), and
 * escopa_batch_info_state() writes it for any seat. Two states a seat
 * cannot tell apart (the hidden cards dealt otherwise, escopa_view_sample())
 * with the same plays give the same tensor.
 *
 * **Bots inside the batch (since 1.4).** escopa_batch_set_seat_bot()
 * gives a seat to a bot (`struct escopa_bot`, see @ref bot); the other
 * seats are the learner's. After the learner's action, a step plays the
 * bots' seats until a learner's seat is to play, across hand ends and new
 * games; rewards add up over the whole step. Each slot draws its bots'
 * seeds from a stream of its own, so the games are the same on any number
 * of threads.
 */

/** @ingroup batch
 *  Bytes of an observation. @since 1.1 */
#define ESCOPA_OBSERVATION_SIZE 64

/**
 * @ingroup batch
 * Card codes in bytes 0..41 of an observation.
 * @since 1.1
 */
enum escopa_observation_code {
	/** Not seen: in the stock, in another seat's hand, or a joker the
	 *  rules do not use. */
	ESCOPA_OBS_UNSEEN = 0,
	/** In the hand of the seat to play. */
	ESCOPA_OBS_MY_HAND = 1,
	/** On the table as a pile of its own. */
	ESCOPA_OBS_TABLE = 2,
	/** Captured this hand by relative side k: code 3 + k, k = 0..3. */
	ESCOPA_OBS_CAPTURED = 3,
	/** Set aside, or left at the end of a hand for nobody. */
	ESCOPA_OBS_SET_ASIDE = 7,
	/** With an open table, in the hand of relative seat k: code 8 + k,
	 *  k = 1..3. */
	ESCOPA_OBS_HAND_OF = 8,
	/** On the table in the stack i (stacking rule) of the piles in
	 *  ascending order: code 16 + i. */
	ESCOPA_OBS_STACK = 16,
};

/**
 * @ingroup batch
 * Writes the observation of a game from the seat to play (or, when no hand
 * is in play, from the seat that would play first after the dealer).
 *
 * @param game The game.
 * @param[out] observation @ref ESCOPA_OBSERVATION_SIZE bytes.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_game_observe(const struct escopa_game *game, uint8_t *observation);

/**
 * @struct escopa_batch
 * @ingroup batch
 * An opaque batch of games. Create it with escopa_batch_new(), free it
 * with escopa_batch_free().
 * @since 1.1
 */
struct escopa_batch;

/** @ingroup batch
 *  The current version of struct escopa_batch_buffers: 2 since 1.4, 1
 *  before (a version-1 struct, which ends at `winners`, still binds and
 *  plays as in 1.1). @since 1.1 */
#define ESCOPA_BATCH_BUFFERS_VERSION 2

/** @ingroup batch
 *  Play records of an information state: a deal round's plays at most.
 *  @since 1.4 */
#define ESCOPA_INFO_STATE_PLAYS 12

/** @ingroup batch
 *  Bytes of one play record of an information state. @since 1.4 */
#define ESCOPA_INFO_STATE_PLAY_SIZE 96

/** @ingroup batch
 *  Bytes of an information state (see @ref batch): the observation, then
 *  the play records; 1216. @since 1.4 */
#define ESCOPA_INFO_STATE_SIZE \
	(ESCOPA_OBSERVATION_SIZE + ESCOPA_INFO_STATE_PLAYS * ESCOPA_INFO_STATE_PLAY_SIZE)

/** @ingroup batch
 *  In a play record: 1 when it holds a play. @since 1.4 */
#define ESCOPA_INFO_PLAY_USED 0
/** @ingroup batch
 *  In a play record: the first of 4 bytes, 1 at the relative seat that
 *  played. @since 1.4 */
#define ESCOPA_INFO_PLAY_SEAT 1
/** @ingroup batch
 *  In a play record: the first of 3 bytes, 1 at the move's kind (capture,
 *  trail, set). @since 1.4 */
#define ESCOPA_INFO_PLAY_KIND 5
/** @ingroup batch
 *  In a play record: the first of 42 bytes, 1 at the card played.
 *  @since 1.4 */
#define ESCOPA_INFO_PLAY_CARD 8
/** @ingroup batch
 *  In a play record: the first of 42 bytes, 1 at each card of the move's
 *  target. @since 1.4 */
#define ESCOPA_INFO_PLAY_TARGET 50

/** @ingroup batch
 *  Actions per card of the fixed action space (K); see @ref batch.
 *  @since 1.4 */
#define ESCOPA_BATCH_MOVES_PER_CARD 8

/** @ingroup batch
 *  Actions of the fixed action space: 42 card ids times
 *  @ref ESCOPA_BATCH_MOVES_PER_CARD, the bytes of a mask row. @since 1.4 */
#define ESCOPA_BATCH_ACTIONS (42 * ESCOPA_BATCH_MOVES_PER_CARD)

/**
 * @ingroup batch
 * What escopa_batch_step() writes into the rewards: one value per
 * absolute side (unused sides 0), summed over everything the step played.
 * @since 1.4
 */
enum escopa_batch_reward {
	/** The points each side scored in the step: a hand's score, as in
	 *  1.1 (the default). */
	ESCOPA_BATCH_REWARD_POINTS = 0,
	/** The point margin from each side's view: its points in the step
	 *  minus the mean of the other sides' points. */
	ESCOPA_BATCH_REWARD_MARGIN = 1,
	/** The game's result at its end, from each side's view: +1 for the
	 *  winning side, -1 for the others, 0 for every side of a drawn game
	 *  and in every step that ends no game. */
	ESCOPA_BATCH_REWARD_RESULT = 2,
};

/**
 * @ingroup batch
 * The caller's buffers, bound to a batch once. N is the batch size; every
 * buffer holds N rows, row i for game i. The library keeps the pointers
 * until the next escopa_batch_bind() or escopa_batch_free(): the memory must
 * stay valid that long. Later versions only append fields.
 * @since 1.1
 */
struct escopa_batch_buffers {
	/** Set by the caller to @ref ESCOPA_BATCH_BUFFERS_VERSION. */
	unsigned int version;
	/** Moves per row of @ref moves, at least 1 when @ref moves is given.
	 *  A game with more legal moves lists only the first @ref max_moves
	 *  (its count says how many there are). */
	size_t max_moves;
	/** Input, N values: the index of the move each game plays, or with
	 *  @ref action_masks bound an action of the fixed action space. */
	const uint32_t *actions;
	/** Output, N * @ref ESCOPA_OBSERVATION_SIZE bytes, or NULL. */
	uint8_t *observations;
	/** Output, N * max_moves moves: each game's legal moves, in the order
	 *  of escopa_game_moves(); entries past the game's count are left as
	 *  they were. May be NULL when @ref action_masks is bound. */
	escopa_move_t *moves;
	/** Output, N values: each game's number of legal moves. May be NULL
	 *  when @ref action_masks is bound. */
	uint32_t *move_counts;
	/** Output, N * 4 values, or NULL: the value of each side (absolute
	 *  side index; unused sides 0) for the last step, in the mode of
	 *  escopa_batch_set_reward(); by default the points it scored, that
	 *  is the score of a hand that ended in the step. The seat that acted
	 *  reads its own side's value: the side @ref to_play_sides gave it
	 *  before the step. */
	float *rewards;
	/** Output, N values, or NULL: 1 if the game ended in the last step
	 *  (it has been replaced by a new game), else 0. */
	uint8_t *done;
	/** Output, N values, or NULL: the side that won a game that ended in
	 *  the last step, else -1; also -1 for a game that ended drawn at its
	 *  @ref ESCOPA_OPT_HAND_LIMIT (done tells the two apart). A batch
	 *  plays single games: a game that ends is replaced by a new game,
	 *  whatever @ref ESCOPA_OPT_MATCH_GAMES says. The last field of
	 *  version 1. */
	int8_t *winners;
	/** Output, N values, or NULL: the seat to play in each game.
	 *  @since 1.4 */
	int8_t *to_play_seats;
	/** Output, N values, or NULL: the side of the seat to play.
	 *  @since 1.4 */
	int8_t *to_play_sides;
	/** Output, N * @ref ESCOPA_OBSERVATION_SIZE bytes, or NULL: for a game
	 *  that ended in the last step, its last observation (phase
	 *  @ref ESCOPA_PHASE_GAME_OVER) from the seat whose action the step
	 *  played, written before the slot was reset; other rows are left as
	 *  they were. @since 1.4 */
	uint8_t *final_observations;
	/** Output, N * @ref ESCOPA_BATCH_ACTIONS bytes, or NULL: with it the
	 *  actions are those of the fixed action space (see @ref batch), and
	 *  each row holds 1 for every action legal now, else 0. Without it
	 *  actions index the move lists, as in version 1. @since 1.4 */
	uint8_t *action_masks;
	/** Output, N values, or NULL: 0 for an ordinary decision; in a
	 *  sub-decision (after a "more" action), the index among the card's
	 *  moves of the move that j = 0 stands for (always 0 without
	 *  @ref action_masks). @since 1.4 */
	uint32_t *more_offsets;
	/** Output, N * @ref ESCOPA_INFO_STATE_SIZE bytes, or NULL: the
	 *  information state of the seat to play in each game (see
	 *  @ref batch). @since 1.4 */
	uint8_t *info_states;
	/** Output, N * @ref ESCOPA_INFO_STATE_SIZE bytes, or NULL: for a game
	 *  that ended in the last step, its last information state from the
	 *  seat whose action the step played, as @ref final_observations.
	 *  @since 1.4 */
	uint8_t *final_info_states;
	/** Output, N values, or NULL: the value @ref rewards holds for the
	 *  side of the seat whose action the last step played (0 after a
	 *  "more" action and after bind), so that a learner reads its reward
	 *  without indexing by side. @since 1.4 */
	float *actor_rewards;
};

/**
 * @ingroup batch
 * Creates a batch of games, each dealt from its own seed stream: slot i's
 * stream is a SplitMix64 generator started at `seed + i`, and each new game
 * in the slot takes the stream's next output as its seed.
 *
 * @param rules The rules; the batch keeps its own copy.
 * @param players 2..4.
 * @param size The number of games, 1..1048576.
 * @param seed The base seed.
 * @param[out] batch The new batch, to free with escopa_batch_free().
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p rules or @p batch is NULL.
 * @retval ESCOPA_E_INVALID @p players or @p size is out of range.
 * @retval ESCOPA_E_NOMEM Out of memory.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_new(const struct escopa_rules *rules, int players, size_t size, uint64_t seed,
		 struct escopa_batch **batch);

/**
 * @ingroup batch
 * Frees a batch. Freeing NULL does nothing.
 *
 * @param batch The batch, or NULL.
 * @since 1.1
 */
ESCOPA_EXPORT void
escopa_batch_free(struct escopa_batch *batch);

/**
 * @ingroup batch
 * Binds the caller's buffers and writes the current observations, move
 * lists and counts into them (rewards, done flags and winners are zeroed,
 * winners to -1). Any sub-decision pending is dropped, and with bots set
 * (escopa_batch_set_seat_bot()) their seats to play are played first.
 *
 * @param batch The batch.
 * @param buffers The buffers, of version 1 or 2; the struct is copied,
 *        the memory it points to is used until the next bind.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch, @p buffers, or a required buffer
 *         (actions; moves and move_counts unless action_masks is given)
 *         is NULL.
 * @retval ESCOPA_E_INVALID The version is unknown, or max_moves is 0
 *         with moves given.
 * @retval ESCOPA_E_NOMEM Out of memory (for the masks' state, the
 *         observations kept up to date in the slots, or with final
 *         buffers for the last games ended in them); nothing changed.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_bind(struct escopa_batch *batch, const struct escopa_batch_buffers *buffers);

/**
 * @ingroup batch
 * Plays one move in every game: the move at index `actions[i]` of game i's
 * current move list, or with masks bound the action `actions[i]` of the
 * fixed action space. Every action is checked first; if any is out of
 * range (or, with masks, outside its mask) nothing is played. With
 * bots set, the step then plays their seats until a learner's seat is to
 * play.
 *
 * @param batch The batch, with buffers bound.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch is NULL.
 * @retval ESCOPA_E_PHASE No buffers are bound.
 * @retval ESCOPA_E_ILLEGAL Some action is not below its game's move count
 *         (or not below max_moves), or picks a move the game refuses (the
 *         moves buffer is the caller's memory), or with masks is not below
 *         @ref ESCOPA_BATCH_ACTIONS or not legal in its game's mask (the
 *         batch keeps the mask's truth: the caller's mask bytes are not
 *         read); escopa_batch_refusal() says which slot and why.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_step(struct escopa_batch *batch);

/**
 * @ingroup batch
 * Which action escopa_batch_step() would refuse, and why: the first slot,
 * in slot order, whose action is not below its move count or max_moves,
 * or with masks is outside its mask
 * (@ref ESCOPA_REFUSAL_NO_SUCH_ACTION), or picks a move its game refuses
 * (the move's @ref escopa_refusal, see escopa_game_refusal()). Reads the
 * bound buffers as they are now; call it after a step returned
 * @ref ESCOPA_E_ILLEGAL. Never allocates.
 *
 * @param batch The batch, with buffers bound.
 * @param[out] slot The first refused slot, or the batch size when every
 *             action would be played.
 * @param[out] refusal Why that slot is refused, or
 *             @ref ESCOPA_REFUSAL_NONE when none is.
 * @retval ESCOPA_OK Success, whether or not an action is refused.
 * @retval ESCOPA_E_NULL An argument is NULL.
 * @retval ESCOPA_E_PHASE No buffers are bound.
 * @since 1.3
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_refusal(const struct escopa_batch *batch, size_t *slot,
		     enum escopa_refusal *refusal);

/**
 * @ingroup batch
 * Steps the batch on several threads: the calling thread and
 * `threads - 1` worker threads the batch owns. Each step, the calling
 * thread checks every action, then it and the workers step the games in
 * chunks of 32, each thread taking the next chunk left. The results are
 * the same as on one thread, game for game.
 *
 * A batch uses at most one thread per 128 games, as a smaller share of a
 * step pays less for the hand-over (see @ref performance): a batch of
 * 200 games asked for 4 threads uses 1, of 300 games 2. Between steps
 * the workers spin for up to 100 microseconds, then sleep until the next
 * step; after a step whose last chunk kept the calling thread waiting
 * longer (a worker's core busy with other work), the batch steps on the
 * calling thread alone for a while. Workers end with escopa_batch_free()
 * or a later call with 1. A batch must still be used from one thread at a
 * time.
 *
 * @param batch The batch.
 * @param threads 1..64, at most the batch size. A new batch uses 1.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch is NULL.
 * @retval ESCOPA_E_INVALID @p threads is out of range.
 * @retval ESCOPA_E_NOMEM A thread could not be started; the batch is back
 *         to one thread.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_set_threads(struct escopa_batch *batch, int threads);

/**
 * @ingroup batch
 * Copies the state of one game of the batch into an existing game.
 *
 * @param batch The batch.
 * @param index The game, below the batch size.
 * @param game The game to overwrite.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch or @p game is NULL.
 * @retval ESCOPA_E_INVALID @p index is out of range.
 * @since 1.1
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_game(const struct escopa_batch *batch, size_t index, struct escopa_game *game);

/**
 * @ingroup batch
 * Chooses what escopa_batch_step() writes into the rewards from now on.
 *
 * @param batch The batch.
 * @param mode An @ref escopa_batch_reward.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch is NULL.
 * @retval ESCOPA_E_INVALID @p mode is not an @ref escopa_batch_reward;
 *         the mode is unchanged.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_set_reward(struct escopa_batch *batch, enum escopa_batch_reward mode);

/**
 * @ingroup batch
 * Gives a seat of every game to a bot, or back to the learner.
 * The batch makes bots of its own with @p bot's kind, seed and options,
 * one per stepping thread, here and in escopa_batch_set_threads(), so
 * that stepping never allocates; the caller keeps @p bot and may free it
 * at once. Each copy decides on the thread that steps its slot, whatever
 * @ref ESCOPA_BOT_OPT_THREADS says: the batch's threads share the work.
 * A bot's decisions take their seed from the bot's mixed with the next
 * value of the slot's own bot stream, so the games do not depend on the
 * number of threads.
 * A greedy bot plays as escopa_game_choose_move() with
 * @ref ESCOPA_PLAYER_GREEDY (its randomness option plays a uniformly
 * random move instead), a random bot a uniformly random move; the search
 * bots, and a greedy bot that makes mistakes (@ref ESCOPA_BOT_OPT_MISTAKES,
 * as the easy level), choose as escopa_bot_choose_game().
 *
 * When buffers are bound, every game whose seat to play is now the
 * batch's is played on to a learner's seat, and its row rewritten (its
 * rewards, done flag and winner as after bind); a sub-decision pending on
 * that seat is dropped.
 *
 * @param batch The batch.
 * @param seat A seat, below the batch's number of players.
 * @param bot The bot to copy, or NULL to give the seat back to the
 *        learner.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch is NULL.
 * @retval ESCOPA_E_INVALID @p seat is out of range, or it is the last
 *         seat left to the learner; nothing changed.
 * @retval ESCOPA_E_NOMEM Out of memory; nothing changed.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_set_seat_bot(struct escopa_batch *batch, int seat, const struct escopa_bot *bot);

/**
 * @ingroup batch
 * Writes the information state (see @ref batch) of one game of the batch
 * from any seat: of its current state, or with @p final of the last game
 * that ended in that slot, as it ended (kept while
 * `final_observations` or `final_info_states` is bound). Its first
 * @ref ESCOPA_OBSERVATION_SIZE bytes are that seat's observation. Never
 * allocates.
 *
 * @param batch The batch.
 * @param index The game, below the batch size.
 * @param seat The seat whose information state it is, below the players.
 * @param final 0 for the current game, 1 for the last game that ended.
 * @param[out] info_state @ref ESCOPA_INFO_STATE_SIZE bytes.
 * @retval ESCOPA_OK Success.
 * @retval ESCOPA_E_NULL @p batch or @p info_state is NULL.
 * @retval ESCOPA_E_INVALID @p index, @p seat or @p final is out of range.
 * @retval ESCOPA_E_PHASE With @p final, no game has ended in the slot
 *         since the final buffers were bound.
 * @since 1.4
 */
ESCOPA_EXPORT enum escopa_status
escopa_batch_info_state(const struct escopa_batch *batch, size_t index, int seat, int final,
			uint8_t *info_state);

#ifdef __cplusplus
}
#endif

#endif /* ESCOPA_BATCH_H */
