# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Search players from Python: escopa.Bot, its kinds, levels and analysis."""

import os
import threading
import unittest

import escopa
from escopa import (Bot, BotKind, BotOption, Game, Level, Move, MoveValue, OpponentModel, Phase,
                    Preset)

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
        self.assertEqual(list(options), [option.key for option in BotOption])
        self.assertEqual(options["iterations"], 100)
        self.assertEqual(bot.seed, 9)
        self.assertEqual(options["nodes"], 1024)
        self.assertEqual(options["exploration"], 6000)   # the kind's default
        self.assertEqual(options["opponent_model"], OpponentModel.NONE)
        self.assertEqual(options["racing"], 0)
        self.assertEqual(options["time_ms"], 0)
        self.assertEqual(Bot(BotKind.PIMC, racing=1).options["racing"], 1)
        self.assertEqual(Bot.level(Level.EXPERT).options["racing"], 1)
        self.assertEqual(options["mistakes"], 0)
        self.assertEqual(Bot(BotKind.GREEDY, mistakes=250).options["mistakes"], 250)
        self.assertEqual(Bot.level(Level.EASY).options["mistakes"], 800)
        self.assertEqual(Bot.level("hard", 4, threads=2).options,
                         dict(Bot.level(Level.HARD).options, threads=2))
        self.assertEqual(Bot("pimc").kind, BotKind.PIMC)
        self.assertEqual(Bot("ISMCTS").kind, BotKind.ISMCTS)
        self.assertEqual(Bot(BotKind.PIMC, endgame_cards=0, iterations=None).options,
                         dict(Bot(BotKind.PIMC).options, endgame_cards=0))
        for given, model in [("none", 0), ("greedy", 1), ("NONE", 0), (OpponentModel.NONE, 0),
                             (1, 1)]:
            self.assertEqual(Bot(BotKind.PIMC, opponent_model=given).options["opponent_model"],
                             model)

    def test_every_option_has_its_bounds_per_kind(self):
        # bounds and defaults as bot.h documents them; the C names
        self.assertEqual([o.key for o in BotOption],
                         ["iterations", "time_ms", "threads", "endgame_cards", "randomness",
                          "exploration", "nodes", "lookahead", "opponent_model", "racing",
                          "mistakes"])
        for kind in BotKind:
            defaults = Bot(kind).options
            for option in BotOption:
                lo, hi = option.bounds(kind)
                self.assertLessEqual(lo, defaults[option.key], (kind, option))
                self.assertLessEqual(defaults[option.key], hi, (kind, option))
        self.assertEqual(BotOption.ITERATIONS.bounds(BotKind.PIMC), (1, 100000))
        self.assertEqual(BotOption.ITERATIONS.bounds("ismcts"), (1, 1000000))
        self.assertEqual(BotOption.THREADS.bounds(), (1, 64))
        self.assertEqual(BotOption.TIME_MS.bounds(), (0, 3600000))
        self.assertEqual(BotOption.NODES.bounds(BotKind.ISMCTS), (16, 1 << 24))
        self.assertEqual(BotOption.OPPONENT_MODEL.bounds(), (0, 1))
        self.assertEqual(BotOption.MISTAKES.bounds(BotKind.GREEDY), (0, 1000))
        self.assertEqual(Bot(BotKind.PIMC).options["iterations"], 200)
        self.assertEqual(Bot(BotKind.ISMCTS).options["iterations"], 5000)

    def test_enums_match_the_library_names(self):
        import ctypes
        from escopa._clib import lib
        for enum_type, name_of in [(BotKind, lib.escopa_bot_kind_name),
                                   (Level, lib.escopa_level_name),
                                   (BotOption, lib.escopa_bot_option_name)]:
            for member in enum_type:
                self.assertEqual(name_of(member).decode(), member.name.lower())
                self.assertEqual(member.key, member.name.lower())
            self.assertIsNone(name_of(len(enum_type)))
        found = ctypes.c_int()
        lib.escopa_bot_option_from_name(b"Endgame_Cards", ctypes.byref(found))
        self.assertEqual(found.value, BotOption.ENDGAME_CARDS)

    def test_bad_options_raise_the_usual_errors_naming_the_bounds(self):
        # a value out of range: OptionRangeError, a ValueError, with the
        # option and its range for the bot's kind, before anything is made
        cases = [
            (BotKind.PIMC, "iterations", 0, "iterations 0 is out of range: not in 1..100000 "
                                            "for a pimc bot"),
            (BotKind.PIMC, "iterations", 100001, "not in 1..100000"),
            (BotKind.ISMCTS, "iterations", 1000001, "not in 1..1000000 for an ismcts bot"),
            (BotKind.PIMC, "threads", 65, "threads 65 is out of range: not in 1..64 for a "
                                          "pimc bot"),
            (BotKind.PIMC, "threads", 0, "not in 1..64"),
            (BotKind.PIMC, "time_ms", -1, "time_ms -1 is out of range"),
            (BotKind.PIMC, "endgame_cards", 41, "not in 0..40"),
            (BotKind.PIMC, "randomness", 1001, "not in 0..1000"),
            (BotKind.ISMCTS, "nodes", 15, "not in 16..16777216"),
            (BotKind.PIMC, "lookahead", 3, "not in 1..2"),
            (BotKind.PIMC, "opponent_model", 2, "not in 0..1"),
            (BotKind.PIMC, "racing", 2, "racing 2 is out of range"),
            (BotKind.PIMC, "iterations", 2**40, "not in 1..100000"),
        ]
        for kind, name, value, message in cases:
            with self.subTest(option=name, value=value):
                with self.assertRaises(escopa.OptionRangeError) as caught:
                    Bot(kind, **{name: value})
                self.assertIsInstance(caught.exception, ValueError)
                self.assertIn(message, str(caught.exception))
        with self.assertRaises(escopa.OptionRangeError) as caught:
            Bot(BotKind.PIMC, opponent_model="best")
        self.assertIn("'none' or 'greedy'", str(caught.exception))
        with self.assertRaises(escopa.OptionRangeError):
            Bot.level(Level.EXPERT, iterations=0)
        # a value of the wrong type, an unknown option: TypeError
        for options in [{"iterations": 1.5}, {"iterations": "10"}, {"racing": [1]},
                        {"threads": 2.0}]:
            with self.subTest(options=options):
                with self.assertRaises(TypeError) as caught:
                    Bot(BotKind.PIMC, **options)
                self.assertIn("must be an int from", str(caught.exception))
        for name in ["depth", "minimax", "endgame", "time"]:
            with self.assertRaises(TypeError) as caught:
                Bot(BotKind.PIMC, **{name: 1})
            self.assertIn(f"unexpected keyword argument {name!r}", str(caught.exception))
            self.assertIn("the options are seed, iterations, time_ms", str(caught.exception))

    def test_bad_arguments(self):
        with self.assertRaises(TypeError):
            Bot(BotKind.PIMC, iterations=1.5)
        with self.assertRaises(ValueError):
            Bot(BotKind.PIMC, seed=-1)
        with self.assertRaises(TypeError):
            Bot(BotKind.PIMC, seed=1.0)
        with self.assertRaises(ValueError):
            Bot(7)
        with self.assertRaises(escopa.InvalidArgumentError) as caught:
            Bot("alphazero")
        self.assertIn("the bot kinds are 'random', 'greedy', 'pimc'", str(caught.exception))
        with self.assertRaises(ValueError):
            Bot.level(9)
        with self.assertRaises(escopa.InvalidArgumentError):
            Bot.level("grandmaster")
        with self.assertRaises(TypeError):
            Bot(1.5)
        with self.assertRaises(TypeError):
            BotOption.ITERATIONS.bounds(2.5)
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
