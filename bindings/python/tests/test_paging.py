# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Walking move lists of any length: move_count(), move_at(), moves_page(),
iter_moves(), and legal_moves() refusing a list past MAX_LEGAL_MOVES."""

import itertools
import unittest
from unittest import mock

import escopa
from escopa import Game, MoveKind, Phase, Player, SplitMix64
from escopa import _game

# The hostile-input audit's position: capture multiples, seat 0 to play its
# last 1o, the dealer holding 1c, the other 38 cards on the table.
BIG_TABLE = (
    "position 1 | rules escopa forced_capture=none | players 2 | hand 1 | dealer 1 | "
    "phase playing | seat 0 | plays 34 | hands 1o / 1c | table "
    + " ".join(str(c) for c in escopa.DECK if str(c) not in ("1o", "1c"))
    + " | stock - | captured - / - | sweeps 0 0 | aside - | scores 0 0 | last - | "
    "winner - | rng 1a738b426458e734")
BIG_COUNT = 18_325_193_591


def over_game():
    game = Game(seed=3)
    while game.phase == Phase.PLAYING:
        game.play(game.legal_moves()[0])
    return game


class BigTableTest(unittest.TestCase):
    def setUp(self):
        self.game = Game.from_position(BIG_TABLE)

    def test_count_is_exact(self):
        self.assertEqual(self.game.move_count(), BIG_COUNT)

    def test_legal_moves_refuses_with_a_clear_error(self):
        with self.assertRaises(escopa.TooManyMovesError) as ctx:
            self.game.legal_moves()
        err = ctx.exception
        self.assertIsInstance(err, escopa.Error)
        self.assertIsInstance(err, OverflowError)
        self.assertEqual((err.count, err.limit), (BIG_COUNT, escopa.MAX_LEGAL_MOVES))
        self.assertEqual(escopa.MAX_LEGAL_MOVES, 1_000_000)
        for needle in ("18,325,193,591", "1,000,000", "iter_moves()", "moves_page()",
                       "move_at()"):
            self.assertIn(needle, str(err))

    def test_move_at_anywhere(self):
        game = self.game
        first = game.move_at(0)
        self.assertEqual(str(first), "1o x 1e+1b+2o+2c+2e+3o+3c")   # 1+1+1+2+2+2+3+3 = 15
        middle = game.move_at(BIG_COUNT // 2)
        self.assertEqual(middle.kind, MoveKind.CAPTURE)
        self.assertTrue(game.is_legal(middle))
        last_capture = game.move_at(BIG_COUNT - 2)
        self.assertTrue(game.is_legal(last_capture))
        trail = game.move_at(BIG_COUNT - 1)
        self.assertEqual(trail.kind, MoveKind.TRAIL)
        self.assertEqual(game.move_at(-1), trail)
        self.assertEqual(game.move_at(-BIG_COUNT), first)

    def test_move_at_out_of_range(self):
        for index in (BIG_COUNT, BIG_COUNT + 1, -BIG_COUNT - 1, 2 ** 64, 2 ** 70, -2 ** 70):
            with self.assertRaises(IndexError):
                self.game.move_at(index)

    def test_move_at_wrong_types(self):
        for index in ("1", 1.0, None, True, [0]):
            with self.assertRaises(TypeError):
                self.game.move_at(index)

    def test_pages(self):
        game = self.game
        page = game.moves_page(BIG_COUNT // 2, 5)
        self.assertEqual(page, [game.move_at(BIG_COUNT // 2 + i) for i in range(5)])
        end = game.moves_page(BIG_COUNT - 3, 10)
        self.assertEqual(len(end), 3)
        self.assertEqual(end[-1].kind, MoveKind.TRAIL)
        self.assertEqual(game.moves_page(BIG_COUNT, 10), [])
        self.assertEqual(game.moves_page(0, 0), [])
        with self.assertRaises(IndexError):
            game.moves_page(BIG_COUNT + 1, 1)
        with self.assertRaises(IndexError):
            game.moves_page(-1, 1)
        with self.assertRaises(IndexError):
            game.moves_page(2 ** 64, 1)
        with self.assertRaises(ValueError):
            game.moves_page(0, -1)
        with self.assertRaises(ValueError):
            game.moves_page(0, escopa.MAX_LEGAL_MOVES + 1)
        for args in (("0", 1), (0, "1"), (0.0, 1), (0, 1.5), (True, 1), (0, False)):
            with self.assertRaises(TypeError):
                game.moves_page(*args)

    def test_iter_moves_is_lazy(self):
        game = self.game
        first = list(itertools.islice(game.iter_moves(), 5000))
        self.assertEqual(first[:10], game.moves_page(0, 10))
        self.assertEqual(first[4096:4100], game.moves_page(4096, 4))   # past a page
        self.assertEqual(first[4999], game.move_at(4999))

    def test_random_player_decides_at_once(self):
        rng = SplitMix64(5)
        for _ in range(20):
            self.assertTrue(self.game.is_legal(self.game.choose_move(Player.RANDOM, rng)))


class SmallTableTest(unittest.TestCase):
    def test_every_way_agrees_with_legal_moves(self):
        for seed in range(20):
            game = Game(escopa.Preset.ESCOPA, seed=seed)
            while game.phase == Phase.PLAYING:
                moves = game.legal_moves()
                self.assertEqual(game.move_count(), len(moves))
                self.assertEqual(list(game.iter_moves()), moves)
                self.assertEqual([game.move_at(i) for i in range(len(moves))], moves)
                self.assertEqual(game.moves_page(1, 2), moves[1:3])
                self.assertEqual(game.moves_page(len(moves), 1), [])
                with self.assertRaises(IndexError):
                    game.move_at(len(moves))
                game.play(moves[-1])

    def test_iter_moves_walks_the_position_it_started_from(self):
        game = Game(seed=11)
        moves = game.legal_moves()
        walk = game.iter_moves()
        game.play(moves[0])
        self.assertEqual(list(walk), moves)

    def test_limit_is_inclusive(self):
        game = Game(seed=11)
        count = game.move_count()
        with mock.patch.object(_game, "MAX_LEGAL_MOVES", count):
            self.assertEqual(len(game.legal_moves()), count)
        with mock.patch.object(_game, "MAX_LEGAL_MOVES", count - 1):
            with self.assertRaises(escopa.TooManyMovesError):
                game.legal_moves()

    def test_no_hand_in_play(self):
        game = over_game()
        for call in (game.move_count, lambda: game.move_at(0), lambda: game.moves_page(0, 1),
                     game.iter_moves, game.legal_moves):
            with self.assertRaises(escopa.PhaseError):
                call()


if __name__ == "__main__":
    unittest.main()
