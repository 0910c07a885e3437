# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Observations and batches."""

import gc
import random
import unittest

import escopa
from escopa import Batch, Game, Move, Phase, Preset

try:
    import numpy
except ImportError:
    numpy = None


def splitmix(state):
    mask = (1 << 64) - 1
    state = (state + 0x9E3779B97F4A7C15) & mask
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
    return state, z ^ (z >> 31)


class ObserveTest(unittest.TestCase):
    def test_observation_bytes(self):
        game = Game(Preset.ESCOBA_DE_15, players=3, seed=4)
        obs = escopa.observe(game)
        self.assertEqual(len(obs), escopa.OBSERVATION_SIZE)
        for card in game.hand(game.current_seat):
            self.assertEqual(obs[card.id], 1)
        self.assertEqual((obs[42], obs[43]), (3, 3))


class BatchTest(unittest.TestCase):
    def check_against_single_games(self, use_numpy):
        size, seed = 4, 50
        batch = Batch(Preset.ESCOBA, players=2, size=size, seed=seed, max_moves=512,
                      numpy=use_numpy)
        singles, streams = [], []
        for i in range(size):
            state, game_seed = splitmix(seed + i)
            streams.append(state)
            singles.append(Game(Preset.ESCOBA, players=2, seed=game_seed))
        rng = random.Random(1)
        finished = 0
        for _ in range(400):
            actions = []
            for i, game in enumerate(singles):
                moves = game.legal_moves()
                self.assertEqual(batch.move_counts[i], len(moves))
                self.assertEqual([batch.moves[i, j] for j in range(len(moves))],
                                 [m.value for m in moves])
                self.assertEqual(bytes(batch.observations[i, j] for j in range(64)),
                                 escopa.observe(game))
                actions.append(rng.randrange(len(moves)))
            batch.step(actions)
            for i, game in enumerate(singles):
                before = game.scores
                game.play(game.legal_moves()[actions[i]])
                gained = [a - b for a, b in zip(game.scores, before)]
                self.assertEqual([batch.rewards[i, s] for s in range(2)], gained)
                self.assertEqual(batch.done[i], game.phase == Phase.GAME_OVER)
                if game.phase == Phase.GAME_OVER:
                    self.assertEqual(batch.winners[i], game.winner)
                    streams[i], game_seed = splitmix(streams[i])
                    singles[i] = Game(Preset.ESCOBA, players=2, seed=game_seed)
                    finished += 1
                elif game.phase == Phase.HAND_OVER:
                    game.next_hand()
                self.assertEqual(batch.game(i), singles[i])
        self.assertGreater(finished, 0)

    def test_same_games_as_single_games_with_memoryviews(self):
        self.check_against_single_games(False)

    @unittest.skipIf(numpy is None, "NumPy is not installed")
    def test_same_games_as_single_games_with_numpy(self):
        self.check_against_single_games(True)
        batch = Batch(size=8)
        self.assertEqual(batch.observations.shape, (8, escopa.OBSERVATION_SIZE))
        self.assertEqual(batch.moves.dtype, numpy.uint64)
        batch.step(numpy.zeros(8, dtype=numpy.int64))

    def test_threads_play_the_same_games(self):
        one = Batch(Preset.ESCOPA, players=2, size=16, seed=3, numpy=False)
        two = Batch(Preset.ESCOPA, players=2, size=16, seed=3, numpy=False, threads=2)
        rng = random.Random(2)
        for step in range(200):
            if step == 100:
                two.set_threads(3)
            actions = [rng.randrange(min(one.move_counts[i], one.max_moves))
                       for i in range(16)]
            one.step(actions)
            two.step(actions)
        self.assertEqual([one.game(i) for i in range(16)], [two.game(i) for i in range(16)])
        with self.assertRaises(escopa.InvalidArgumentError):
            two.set_threads(0)
        with self.assertRaises(escopa.InvalidArgumentError):
            Batch(size=2, threads=3)

    def test_bad_actions_raise_and_change_nothing(self):
        batch = Batch(Preset.SCOPA, players=2, size=3, seed=9, numpy=False)
        before = [batch.game(i) for i in range(3)]
        with self.assertRaises(escopa.IllegalMoveError):
            batch.step([0, batch.move_counts[1], 0])
        with self.assertRaises(escopa.IllegalMoveError):
            batch.step([0, 0, 10 ** 6])
        self.assertEqual([batch.game(i) for i in range(3)], before)
        batch.step([0, 0, 0])
        self.assertNotEqual([batch.game(i) for i in range(3)], before)
        with self.assertRaises(escopa.InvalidArgumentError):
            Batch(size=0)
        with self.assertRaises(escopa.InvalidArgumentError):
            Batch(players=7)

    def test_arguments(self):
        for value in (None, "game", Batch(size=1).game(0).view(0)):
            with self.assertRaisesRegex(TypeError, "must be a Game"):
                escopa.observe(value)
        with self.assertRaisesRegex(escopa.InvalidArgumentError, "1..1048576"):
            Batch(size=(1 << 20) + 1)

    @unittest.skipIf(numpy is None, "NumPy is not installed")
    def test_numpy_integers_are_ints(self):
        for arrays in (False, True):
            batch = Batch(size=numpy.int64(3), players=numpy.int8(2), numpy=arrays)
            self.assertIs(type(batch.size), int)
            batch.step([numpy.uint32(0)] * 3)
            self.assertEqual(len(batch.done), 3)

    def test_close_and_lifetime(self):
        batch = Batch(size=2)
        observations = batch.observations
        batch.step([0, 0])
        batch.close()
        with self.assertRaises(escopa.Error):
            batch.step([0, 0])
        del batch
        gc.collect()
        self.assertEqual(len(observations), 2)  # the views keep their memory
        with Batch(size=1) as scoped:
            scoped.step([0])
            self.assertIsInstance(Move(int(scoped.moves[0, 0])), Move)


K = Batch.MOVES_PER_CARD


def expected_mask(game, pending=-1, offset=0):
    """The fixed action space's mask of a game, by the documented rule:
    {action: move, or None for "more"}."""
    by_card = {}
    for move in game.iter_moves():
        by_card.setdefault(move.card.id, []).append(move)
    mask = {}
    for card, moves in by_card.items():
        if pending >= 0 and card != pending:
            continue
        window = moves[offset if pending >= 0 else 0:]
        if len(window) <= K:
            mask.update({card * K + j: m for j, m in enumerate(window)})
        else:
            mask.update({card * K + j: m for j, m in enumerate(window[:K - 1])})
            mask[card * K + K - 1] = None
    return mask


class LearningBatchTest(unittest.TestCase):
    def walk_masks(self, preset, players, use_numpy, steps):
        batch = Batch(preset, players=players, size=4, seed=3, masks=True, max_moves=0,
                      numpy=use_numpy)
        self.assertIsNone(batch.moves)
        rng = random.Random(5)
        pending, offset = [-1] * 4, [0] * 4
        for _ in range(steps):
            actions = []
            for i in range(4):
                with batch.game(i) as game:
                    mask = expected_mask(game, pending[i], offset[i])
                    self.assertEqual(batch.to_play_seats[i], game.current_seat)
                    self.assertEqual(batch.to_play_sides[i], game.side_of(game.current_seat))
                legal = [a for a in range(Batch.ACTIONS) if batch.action_masks[i, a]]
                self.assertEqual(legal, sorted(mask))
                self.assertEqual(batch.more_offsets[i], offset[i])
                action = rng.choice(legal)
                if mask[action] is None:
                    offset[i] = offset[i] + K - 1 if pending[i] >= 0 else K - 1
                    pending[i] = action // K
                else:
                    pending[i], offset[i] = -1, 0
                actions.append(action)
            batch.step(actions)

    def test_masks_are_the_legal_moves_with_memoryviews(self):
        self.walk_masks(Preset.ESCOBA_COMODINES, 2, False, 60)

    @unittest.skipIf(numpy is None, "NumPy is not installed")
    def test_masks_are_the_legal_moves_with_numpy(self):
        self.walk_masks(Preset.ESCOBA_COMODINES, 4, True, 60)
        self.walk_masks(Preset.SCOPA, 2, True, 30)

    def test_reward_modes(self):
        runs = {}
        for mode in escopa.BatchReward:
            batch = Batch(Preset.ESCOPA, size=8, seed=2, reward=mode, numpy=False)
            rng = random.Random(1)
            rows, done, winners = [], [], []
            for _ in range(400):
                batch.step([rng.randrange(min(batch.move_counts[i], 64)) for i in range(8)])
                rows.append([[batch.rewards[i, s] for s in range(4)] for i in range(8)])
                done.append(list(batch.done))
                winners.append(list(batch.winners))
            runs[mode] = rows, done, winners
        points, done, winners = runs[escopa.BatchReward.POINTS]
        ended = 0
        for step, row in enumerate(points):
            for i, p in enumerate(row):
                margin = runs[escopa.BatchReward.MARGIN][0][step][i]
                result = runs[escopa.BatchReward.RESULT][0][step][i]
                self.assertEqual(margin[:2], [p[0] - p[1], p[1] - p[0]])
                want = [0.0, 0.0]
                if done[step][i] and winners[step][i] >= 0:
                    ended += 1
                    want = [1.0 if s == winners[step][i] else -1.0 for s in range(2)]
                self.assertEqual(result[:2], want)
        self.assertGreater(ended, 0)
        with self.assertRaises(escopa.InvalidArgumentError):
            batch.set_reward(3)

    def test_seat_bots_leave_the_learner_its_turns(self):
        def run(threads):
            batch = Batch(Preset.ESCOBA_DE_15, players=4, size=300, seed=9, masks=True,
                          max_moves=0, threads=threads, reward=escopa.BatchReward.MARGIN,
                          seat_bots={1: escopa.BotKind.GREEDY, 3: escopa.Level.EASY,
                                        2: escopa.Bot(escopa.BotKind.RANDOM, seed=4)},
                          numpy=False)
            rng = random.Random(3)
            seen = []
            for _ in range(30):
                self.assertEqual(set(batch.to_play_seats), {0})
                actions = []
                for i in range(300):
                    legal = [a for a in range(Batch.ACTIONS) if batch.action_masks[i, a]]
                    actions.append(legal[rng.randrange(len(legal))])
                batch.step(actions)
                seen.append((bytes(batch.observations), bytes(batch.rewards)))
            return seen
        self.assertEqual(run(1), run(2))

    def test_seat_bot_errors(self):
        batch = Batch(Preset.ESCOBA, players=2, size=2, numpy=False)
        with self.assertRaises(escopa.IndexOutOfRangeError):
            batch.set_seat_bot(2, escopa.BotKind.GREEDY)
        batch.set_seat_bot(1, escopa.BotKind.GREEDY)
        with self.assertRaises(escopa.InvalidArgumentError):
            batch.set_seat_bot(0, escopa.BotKind.GREEDY)  # the learner keeps a seat
        with self.assertRaises(TypeError):
            batch.set_seat_bot(0, "greedy")
        batch.set_seat_bot(1, None)
        batch.set_seat_bot(0, escopa.BotKind.GREEDY)
        self.assertEqual(list(batch.to_play_seats), [1, 1])

    def test_masked_out_actions_raise_and_change_nothing(self):
        batch = Batch(Preset.ESCOBA, size=2, masks=True, numpy=False)
        before = bytes(batch.observations)
        bad = next(a for a in range(Batch.ACTIONS) if not batch.action_masks[1, a])
        good = next(a for a in range(Batch.ACTIONS) if batch.action_masks[0, a])
        for action in (bad, Batch.ACTIONS):
            with self.assertRaises(escopa.IllegalMoveError) as ctx:
                batch.step([good, action])
            self.assertEqual(ctx.exception.slot, 1)
            self.assertEqual(ctx.exception.refusal, escopa.Refusal.NO_SUCH_ACTION)
        self.assertEqual(bytes(batch.observations), before)

    def test_buffers_are_version_2_and_version_3_is_refused(self):
        import ctypes
        from escopa._clib import BATCH_BUFFERS_VERSION, BatchBuffers, lib
        self.assertEqual(BATCH_BUFFERS_VERSION, 2)
        batch = Batch(Preset.ESCOBA, size=2, seed=3, info_states=True, numpy=False)
        size = escopa.Batch.INFO_STATE_SIZE
        for _ in range(20):
            batch.step([0, 0])
            rows = bytes(batch.info_states)
            for i in range(2):  # version 2 carries the information states
                self.assertEqual(rows[i * size:(i + 1) * size], batch.info_state(i))
        wrong = BatchBuffers.from_buffer_copy(batch._buffers)
        wrong.version = 3
        with self.assertRaises(escopa.InvalidArgumentError):
            lib.escopa_batch_bind(batch._handle, ctypes.byref(wrong))
        batch.step([0, 0])  # the buffers bound before still are
        self.assertEqual(bytes(batch.info_states)[:size], batch.info_state(0))

    def test_final_observations(self):
        batch = Batch(Preset.ESCOBA_DE_15, size=4, seed=1, numpy=False)
        rng = random.Random(2)
        ended = 0
        for _ in range(500):
            batch.step([rng.randrange(min(batch.move_counts[i], 64)) for i in range(4)])
            for i in range(4):
                if batch.done[i]:
                    ended += 1
                    self.assertEqual(batch.final_observations[i, 47], Phase.GAME_OVER)
        self.assertGreater(ended, 0)


if __name__ == "__main__":
    unittest.main()
