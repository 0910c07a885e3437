# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Object lifetimes: every C handle is freed exactly once, whatever order
Python objects are dropped in. Run under valgrind (meson test --setup
valgrind) to catch a double free or a use after free."""

import gc
import random
import unittest

import escopa
from escopa import Game, Preset, Rules


class LifetimeTest(unittest.TestCase):
    def test_rules_freed_before_game(self):
        rules = Rules(Preset.ESCOBA)
        game = Game(rules, players=2, seed=1)
        del rules
        gc.collect()
        game.play(game.legal_moves()[0])  # the game has its own copy

    def test_objects_dropped_in_any_order(self):
        rng = random.Random(7)
        for _ in range(50):
            objects = []
            rules = Rules(rng.choice(list(Preset)))
            game = Game(rules, players=rng.choice([2, 3, 4]), seed=rng.randrange(1 << 64))
            objects += [rules, game, game.clone(), game.rules, rules.copy()]
            moves = game.legal_moves()
            result = game.play(moves[0])
            objects += [moves, result, game.hand_scores()]
            rng.shuffle(objects)
            while objects:
                objects.pop()
                if rng.random() < 0.3:
                    gc.collect()

    def test_close_twice_and_use_after_close(self):
        game = Game()
        clone = game.clone()
        game.close()
        game.close()
        with self.assertRaises(ValueError):
            game.legal_moves()
        with self.assertRaises(ValueError):
            clone.copy_from(game)
        with self.assertRaises(ValueError):
            game == clone
        clone.play(clone.legal_moves()[0])
        with Game() as scoped:
            scoped.play(scoped.legal_moves()[0])
        with self.assertRaises(ValueError):
            scoped.phase

    def test_moves_and_results_outlive_their_game(self):
        game = Game(seed=3)
        moves = game.legal_moves()
        result = game.play(moves[0])
        del game
        gc.collect()
        self.assertEqual(str(result.move), str(moves[0]))
        self.assertTrue(all(isinstance(str(m), str) for m in moves))

    def test_many_games_do_not_leak_handles(self):
        for seed in range(500):
            game = Game(Preset.SCOPA, seed=seed)
            game.clone().close()
        gc.collect()
        self.assertIsInstance(escopa.library_version, str)


if __name__ == "__main__":
    unittest.main()
