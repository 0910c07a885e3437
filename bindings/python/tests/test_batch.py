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


if __name__ == "__main__":
    unittest.main()
