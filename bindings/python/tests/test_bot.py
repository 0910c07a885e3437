# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""escopa.Bot: kinds and levels play legal moves, the same seed gives the
same choices, the analysis is in list order, errors have their classes."""

import threading
import unittest

import escopa
from escopa import Bot, BotKind, Game, Level, Phase


def play_out(game, bots):
    """Plays the game to its end, bots by side; returns the moves."""
    moves = []
    while game.phase != Phase.GAME_OVER:
        if game.phase == Phase.HAND_OVER:
            game.next_hand()
            continue
        bot = bots[game.side_of(game.current_seat)]
        move = bot.choose(game)
        assert game.is_legal(move)
        game.play(move)
        moves.append(move)
    return moves


class TestBot(unittest.TestCase):
    def test_every_kind_and_level_plays_legal_moves(self):
        greedy = Bot(BotKind.GREEDY)
        for kind in BotKind:
            with Bot(kind, iterations=8, seed=2) as bot:
                self.assertEqual(bot.kind, kind)
                play_out(Game(seed=4), [bot, greedy])
        for level in Level:
            bot = Bot.level(level, seed=3)
            self.assertEqual(bot.options["seed"], 3)
            game = Game(seed=5)
            self.assertTrue(game.is_legal(bot.choose(game)))

    def test_the_same_seed_makes_the_same_game(self):
        runs = [play_out(Game(escopa.Preset.ESCOPA, seed=8),
                         [Bot(BotKind.PIMC, iterations=8, seed=1), Bot(BotKind.GREEDY)])
                for _ in range(2)]
        self.assertEqual(runs[0], runs[1])

    def test_analysis_in_list_order(self):
        game = Game(seed=6)
        bot = Bot(BotKind.PIMC, iterations=16)
        analysis = bot.analyze(game)
        self.assertEqual([a.move for a in analysis], game.legal_moves())
        for a in analysis:
            self.assertGreater(a.samples, 0)
            self.assertLess(abs(a.value), 40)

    def test_options(self):
        bot = Bot(BotKind.ISMCTS, iterations=100, nodes=1000, seed=9)
        self.assertEqual(bot.options["iterations"], 100)
        self.assertEqual(bot.options["nodes"], 1000)
        self.assertEqual(Bot(BotKind.PIMC).options["iterations"], 200)
        self.assertIn("ismcts", repr(bot))
        bot.close()
        self.assertEqual(repr(bot), "<Bot closed>")
        with self.assertRaises(ValueError):
            bot.choose(Game())

    def test_errors(self):
        with self.assertRaises(escopa.InvalidArgumentError):
            Bot(7)
        with self.assertRaises(escopa.InvalidArgumentError):
            Bot.level(9)
        with self.assertRaises(escopa.OptionRangeError):
            Bot(BotKind.PIMC, threads=65)
        with self.assertRaises(escopa.InvalidArgumentError):
            Bot(BotKind.PIMC, iterations=-1)
        with self.assertRaises(TypeError):
            Bot(BotKind.PIMC, depth=3)
        game = Game(seed=1)
        bot = Bot(BotKind.GREEDY)
        while game.phase == Phase.PLAYING:
            game.play(bot.choose(game))
        with self.assertRaises(escopa.PhaseError):
            bot.choose(game)
        with self.assertRaises(escopa.PhaseError):
            bot.analyze(game)

    def test_bots_in_threads(self):
        results = {}

        def work(i):
            results[i] = play_out(Game(seed=20 + i), [Bot(BotKind.PIMC, iterations=4),
                                                      Bot(BotKind.GREEDY)])

        threads = [threading.Thread(target=work, args=(i,)) for i in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(len(results), 3)


if __name__ == "__main__":
    unittest.main()
