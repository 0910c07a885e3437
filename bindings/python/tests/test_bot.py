# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Search players from Python: escopa.Bot, its kinds, levels and analysis."""

import os
import threading
import unittest

import escopa
from escopa import Bot, BotKind, Game, Level, Move, MoveValue, Phase, Preset

QUICK = bool(os.environ.get("ESCOPA_TEST_GAMES"))


def play_out(game, bots):
    """Plays the game to its end, seat s by bots[s]; the moves made."""
    moves = 0
    while game.phase != Phase.GAME_OVER:
        if game.phase != Phase.PLAYING:
            game.next_hand()
            continue
        move = bots[game.current_seat].choose(game)
        game.play(move)
        moves += 1
    return moves


class BotTest(unittest.TestCase):
    def test_every_kind_plays_legal_moves_and_changes_nothing(self):
        for kind in BotKind:
            with self.subTest(kind=kind.name):
                bot = Bot(kind, iterations=8, seed=3)
                self.assertEqual(bot.kind, kind)
                self.assertIn(kind.name.lower(), repr(bot))
                game = Game(Preset.ESCOPA, seed=11)
                for _ in range(12):
                    before = game.clone()
                    move = bot.choose(game)
                    self.assertIsInstance(move, Move)
                    self.assertEqual(game, before)
                    game.play(move)

    def test_levels(self):
        # The strong levels take milliseconds a move: a few moves each, and
        # a whole game at the fast level.
        for level in Level:
            with self.subTest(level=level.name):
                bot = Bot.level(level, seed=5)
                game = Game(seed=int(level) + 1)
                for _ in range(4):
                    game.play(bot.choose(game))
        bot = Bot.level(Level.MEDIUM, seed=5)
        game = Game(seed=9)
        self.assertGreater(play_out(game, [bot, bot]), 0)
        self.assertIsNotNone(game.winner)

    def test_deterministic_with_an_iteration_budget(self):
        game = Game(Preset.SCOPA, seed=8)
        a = Bot(BotKind.PIMC, iterations=16, seed=42)
        b = Bot(BotKind.PIMC, iterations=16, seed=42)
        for _ in range(10):
            self.assertEqual(a.choose(game), b.choose(game))
            self.assertEqual(a.analyze(game), b.analyze(game))
            game.play(a.choose(game))

    def test_analysis_values_every_legal_move_in_order(self):
        bot = Bot.level(Level.MEDIUM, seed=1)
        game = Game(Preset.ESCOBA, seed=2)
        for _ in range(6):
            values = bot.analyze(game)
            self.assertEqual([v.move for v in values], game.legal_moves())
            for v in values:
                self.assertIsInstance(v, MoveValue)
                self.assertIsInstance(v.value, float)
                self.assertGreater(v.samples, 0)
            game.play(max(values, key=lambda v: v.value).move)

    def test_a_client_runs_a_bot_on_the_view_it_was_sent(self):
        # A server sends the seat to play its view as text or as a
        # snapshot; the client loads it and asks a bot: the same move as
        # the bot would choose from the game itself.
        from escopa import View
        game = Game(Preset.ESCOPA, seed=12)
        bot = Bot(BotKind.PIMC, iterations=16, seed=3)
        for _ in range(8):
            view = game.view(game.current_seat)
            for sent in (View.parse(view.text), View.from_snapshot(view.snapshot())):
                self.assertEqual(bot.choose(sent), bot.choose(game))
                self.assertEqual(bot.analyze(sent), bot.analyze(game))
            game.play(bot.choose(view))
        omniscient = Bot(BotKind.OMNISCIENT, iterations=4)
        self.assertTrue(game.is_legal(omniscient.choose(game)))
        with self.assertRaises(escopa.InvalidArgumentError):
            omniscient.choose(game.view(game.current_seat))   # it needs the game
        other = game.view(1 - game.current_seat)
        with self.assertRaises(escopa.PhaseError):
            bot.choose(other)                                  # not that seat's turn

    def test_options(self):
        bot = Bot(BotKind.ISMCTS, iterations=100, seed=9, nodes=1024)
        options = bot.options
        self.assertEqual(options["iterations"], 100)
        self.assertEqual(options["seed"], 9)
        self.assertEqual(options["nodes"], 1024)
        self.assertGreater(options["exploration"], 0)   # the default filled in
        self.assertEqual(options["minimax"], 0)
        self.assertEqual(Bot(BotKind.PIMC, minimax=1).options["minimax"], 1)
        self.assertEqual(options["racing"], 0)
        self.assertEqual(Bot(BotKind.PIMC, racing=1).options["racing"], 1)
        self.assertEqual(Bot.level(Level.EXPERT).options["racing"], 1)

    def test_bad_arguments(self):
        with self.assertRaises(TypeError):
            Bot(BotKind.PIMC, depth=3)
        with self.assertRaises(TypeError):
            Bot(BotKind.PIMC, iterations=1.5)
        with self.assertRaises(escopa.OptionRangeError):
            Bot(BotKind.PIMC, iterations=2**32)
        with self.assertRaises(escopa.OptionRangeError):
            Bot(BotKind.PIMC, threads=65)   # the library's own range
        with self.assertRaises(escopa.OptionRangeError):
            Bot(BotKind.PIMC, minimax=2)
        with self.assertRaises(escopa.OptionRangeError):
            Bot(BotKind.PIMC, racing=2)
        with self.assertRaises(ValueError):
            Bot(BotKind.PIMC, seed=-1)
        with self.assertRaises(ValueError):
            Bot(7)
        with self.assertRaises(ValueError):
            Bot.level(9)
        bot = Bot(BotKind.GREEDY)
        with self.assertRaises(TypeError):
            bot.choose("7o")
        game = Game(seed=1)
        while game.phase == Phase.PLAYING:
            game.play(game.legal_moves()[0])
        with self.assertRaises(escopa.PhaseError):
            bot.choose(game)
        with self.assertRaises(escopa.PhaseError):
            bot.analyze(game)
        bot.close()
        bot.close()
        with self.assertRaises(ValueError):
            bot.choose(Game())
        self.assertIn("closed", repr(bot))

    def test_separate_bots_in_separate_threads(self):
        results = {}

        def run(index):
            bot = Bot(BotKind.PIMC, iterations=8, seed=index)
            game = Game(seed=index)
            results[index] = (play_out(game, [bot, bot]), game.scores)

        threads = [threading.Thread(target=run, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        for i in range(4):
            bot = Bot(BotKind.PIMC, iterations=8, seed=i)
            game = Game(seed=i)
            self.assertEqual(results[i], (play_out(game, [bot, bot]), game.scores))


if __name__ == "__main__":
    unittest.main()
