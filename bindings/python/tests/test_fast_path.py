# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""One crossing per step: Game.play() plays, reads the next phase and lists
the next moves in one C call (escopa_game_play_next), and phase and
legal_moves() answer from it until anything else may change the game.
Every answer must be the one the library gives; the checks of bound
wrappers (bind()) are those of lib.NAME; moves are shared and immutable."""

import ctypes
import inspect
import os
import random
import threading
import unittest

import escopa
from escopa import Game, Move, Phase, Preset, _clib, _wrappers
from escopa._clib import FREE, bind, lib

from .test_threads import held_open, in_thread


def library_moves(game):
    """The legal moves as the library lists them, past the cache."""
    n = ctypes.c_size_t()
    lib.escopa_game_moves(game._handle, None, 0, ctypes.byref(n))
    buf = (ctypes.c_uint64 * max(n.value, 1))()
    lib.escopa_game_moves(game._handle, buf, n.value, ctypes.byref(n))
    return [Move(v) for v in buf[:n.value]]


def library_phase(game):
    out = ctypes.c_int()
    lib.escopa_game_phase(game._handle, ctypes.byref(out))
    return Phase(out.value)


class CachedAnswersTest(unittest.TestCase):
    def test_every_answer_is_the_library_s(self):
        for preset in Preset:
            for players in (2, 3, 4):
                game = Game(preset, players=players, seed=players)
                rng = random.Random(7)
                for _ in range(300):
                    phase = game.phase
                    self.assertIs(phase, library_phase(game))
                    if phase == Phase.GAME_OVER:
                        break
                    if phase != Phase.PLAYING:
                        with self.assertRaises(escopa.PhaseError):
                            game.legal_moves()
                        game.next_hand()
                        continue
                    moves = game.legal_moves()
                    self.assertEqual(moves, library_moves(game))
                    self.assertEqual(game.legal_moves(), moves)  # twice, the same
                    other = game.clone()
                    move = moves[rng.randrange(len(moves))]
                    res = game.play(move)
                    self.assertEqual(other.play(move.value), res)  # the uncached path
                    self.assertEqual(game, other)

    def test_anything_that_changes_the_game_forgets_the_cache(self):
        game = Game(Preset.ESCOPA, seed=11)
        start = game.snapshot()
        position = game.position
        fresh = Game(Preset.ESCOPA, seed=11)
        changes = [
            lambda: game.restore(start),
            lambda: game.load_position(position),
            lambda: game.copy_from(fresh),
        ]
        for change in changes:
            game.play(game.legal_moves()[0])
            self.assertNotEqual(game.legal_moves(), fresh.legal_moves())
            change()
            self.assertEqual(game.legal_moves(), fresh.legal_moves())
            self.assertEqual(game.phase, Phase.PLAYING)
        # next_hand, deal and next_game: play a hand out first
        while game.phase == Phase.PLAYING:
            game.play(game.legal_moves()[0])
        self.assertEqual(game.phase, Phase.HAND_OVER)
        game.next_hand()
        self.assertIs(game.phase, Phase.PLAYING)
        self.assertEqual(game.legal_moves(), library_moves(game))
        game.close()
        with self.assertRaises(ValueError):
            game.legal_moves()
        with self.assertRaises(ValueError):
            game.phase

    def test_more_moves_than_the_buffer(self):
        # a big table under capture multiples: more than 256 moves after a
        # play, so legal_moves() lists them itself
        game = Game("escopa capture_multiples=1 forced_capture=none initial_table=play_on",
                    seed=3)
        while game.phase == Phase.PLAYING and len(game.table) < 12:
            trails = [m for m in game.legal_moves() if m.kind == escopa.MoveKind.TRAIL]
            game.play(trails[0] if trails else game.legal_moves()[0])
            self.assertEqual(game.legal_moves(), library_moves(game))

    def test_errors_change_nothing(self):
        game = Game(Preset.ESCOBA_DE_15, seed=2)
        moves = game.legal_moves()
        game.play(moves[0])
        before = game.legal_moves()
        with self.assertRaises(escopa.IllegalMoveError) as ctx:
            game.play(moves[0])  # the other seat does not hold that card
        self.assertIsNotNone(ctx.exception.refusal_text)
        with self.assertRaises(escopa.MalformedMoveError):
            game.play(1 << 64)
        with self.assertRaises(TypeError):
            game.play(1.5)
        self.assertEqual(game.legal_moves(), before)
        self.assertEqual(game.legal_moves(), library_moves(game))


class ConcurrentUseOfTheCacheTest(unittest.TestCase):
    def test_cached_answers_refuse_while_another_thread_is_in_a_call(self):
        game = Game(Preset.ESCOPA, seed=5)
        game.play(game.legal_moves()[0])  # phase and moves are cached now
        with held_open("escopa_game_format_position") as entered:
            thread, errors = in_thread(lambda: game.position)
            self.assertTrue(entered.wait(30))
            for call in (lambda: game.phase, game.legal_moves,
                         lambda: game.play(Move("1o"))):
                with self.assertRaises(escopa.ConcurrentUseError):
                    call()
        thread.join(30)
        self.assertEqual(errors, [])
        self.assertEqual(game.legal_moves(), library_moves(game))


class BindTest(unittest.TestCase):
    def test_bound_wrappers_check_as_lib_does(self):
        game = Game(seed=1)
        n = ctypes.c_size_t()
        buf = (ctypes.c_uint64 * 8)()
        moves = bind(lib.escopa_game_moves, game._ptr, buf, FREE, ctypes.byref(n))
        moves(8)
        self.assertEqual(n.value, len(game.legal_moves()))
        with self.assertRaises(escopa.InvalidArgumentError):
            moves(-1)
        with self.assertRaises(escopa.InvalidArgumentError):
            moves(1 << 64)
        with self.assertRaises(TypeError):
            moves("8")
        # a bound integer is checked when it is bound
        with self.assertRaises(escopa.InvalidArgumentError):
            bind(lib.escopa_game_moves, game._ptr, buf, -1, ctypes.byref(n))
        # the errcheck of the C function applies
        with self.assertRaises(escopa.NullArgumentError):
            bind(lib.escopa_game_moves, game._ptr, None, FREE, ctypes.byref(n))(8)

    def test_wrappers_are_code_of_the_package(self):
        # closures of escopa/_wrappers.py, which a debugger steps through;
        # no source made at run time
        for func in (lib.escopa_game_hand, lib.escopa_game_copy,
                     bind(lib.escopa_game_moves, Game()._ptr, None, FREE,
                          ctypes.byref(ctypes.c_size_t()))):
            self.assertEqual(os.path.basename(func.__code__.co_filename), "_wrappers.py")
        for module in (_clib, _wrappers):
            self.assertNotIn("exec(", inspect.getsource(module))

    def test_bind_binds_one_object_and_leaves_following_arguments(self):
        game, n = Game(seed=1), ctypes.c_size_t()
        buf = (ctypes.c_uint64 * 8)()
        for args in ((FREE, buf, 8, ctypes.byref(n)),  # the object left free
                     (game._ptr, FREE, 8, FREE)):      # free arguments apart
            with self.assertRaises(TypeError):
                bind(lib.escopa_game_moves, *args)
        with self.assertRaises(TypeError):
            bind(lib.escopa_game_moves, game._ptr, buf, FREE)  # an argument missing
        moves = bind(lib.escopa_game_moves, game._ptr, FREE, FREE, ctypes.byref(n))
        with self.assertRaises(TypeError):
            moves(buf)
        moves(buf, 8)
        self.assertEqual(n.value, len(game.legal_moves()))

    def test_bound_wrappers_mark_their_object_in_use(self):
        game = Game(seed=1)
        n = ctypes.c_size_t()
        count = bind(lib.escopa_game_moves, game._ptr, None, FREE, ctypes.byref(n))
        with held_open("escopa_game_moves") as entered:
            thread, errors = in_thread(lambda: count(0))
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError):
                count(0)
            with self.assertRaises(escopa.ConcurrentUseError):
                game.hand(0)
        thread.join(30)
        self.assertEqual(errors, [])
        count(0)
        self.assertEqual(n.value, len(game.legal_moves()))


class MoveTest(unittest.TestCase):
    def test_moves_are_shared_and_immutable(self):
        game = Game(seed=4)
        first, second = game.legal_moves(), game.clone().legal_moves()
        self.assertEqual(first, second)
        move = first[0]
        with self.assertRaises(AttributeError):
            move.value = 3
        with self.assertRaises(AttributeError):
            del move.value
        self.assertEqual(Move(move.value), move)
        self.assertEqual(hash(Move(str(move))), hash(move))


if __name__ == "__main__":
    unittest.main()
