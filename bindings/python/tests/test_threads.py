# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""One object used from two threads at once: ctypes releases the GIL during
each call, so the bindings refuse a call on a Game, Batch, Record or Rules
while another thread is inside one (ConcurrentUseError)."""

import contextlib
import threading
import unittest

import escopa
from escopa import Batch, Game, Preset, Record, Rules
from escopa._clib import lib

try:
    import numpy as np
except ImportError:  # pragma: no cover - NumPy is optional
    np = None


@contextlib.contextmanager
def held_open(name):
    """Makes the next call of lib.NAME, from any thread, wait inside the
    wrapper (after it marked its objects in use, before the C call) until
    the block ends. Yields the Event set once a call is waiting."""
    declared = getattr(lib, name).declared
    real = declared.c_function
    entered, release = threading.Event(), threading.Event()

    def slow(*args):
        entered.set()
        release.wait(30)
        return real(*args)

    declared.c_function = slow
    try:
        yield entered
    finally:
        release.set()
        declared.c_function = real


def in_thread(func):
    """Starts func in a thread; returns the thread and a list that receives
    its exception, if any."""
    errors = []

    def run():
        try:
            func()
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    return thread, errors


class ConcurrentUseTest(unittest.TestCase):
    def test_error_class(self):
        self.assertTrue(issubclass(escopa.ConcurrentUseError, escopa.Error))
        self.assertTrue(issubclass(escopa.ConcurrentUseError, RuntimeError))

    def test_batch_step_in_one_thread_refuses_calls_from_another(self):
        batch = Batch(Preset.ESCOBA, players=2, size=64, seed=3, numpy=False)
        with held_open("escopa_batch_step") as entered:
            thread, errors = in_thread(batch.step)
            self.assertTrue(entered.wait(30))
            # the stepping thread is inside escopa_batch_step now
            for call in (batch.step, lambda: batch.game(0), lambda: batch.set_threads(2),
                         batch.close):
                with self.assertRaises(escopa.ConcurrentUseError) as ctx:
                    call()
                self.assertIn("Batch", str(ctx.exception))
                self.assertIn("another thread", str(ctx.exception))
        thread.join(30)
        self.assertEqual(errors, [])
        # once the step is over the batch is usable again from any thread
        self.assertIsInstance(batch.game(0), Game)
        batch.step()
        batch.close()

    def test_batch_step_refused_before_its_actions_are_written(self):
        # the other thread's step reads the actions buffer: a refused
        # step must not write it first, from a list or from an array
        batch = Batch(Preset.ESCOBA, players=2, size=4, seed=3, numpy=False)
        for i in range(4):
            batch.actions[i] = 0
        given = [[1, 1, 1, 1]]
        if np is not None:
            given.append(np.ones(4, dtype=np.int64))
        with held_open("escopa_batch_step") as entered:
            thread, errors = in_thread(batch.step)
            self.assertTrue(entered.wait(30))
            for actions in given:
                with self.assertRaises(escopa.ConcurrentUseError):
                    batch.step(actions)
                self.assertEqual(list(batch.actions), [0, 0, 0, 0])
        thread.join(30)
        self.assertEqual(errors, [])
        # and left no mark: the same step now plays
        batch.step([0, 0, 0, 0])
        batch.close()

    def test_game_record_and_rules(self):
        game = Game(Preset.ESCOPA, seed=5)
        other = game.clone()
        # Game.play() calls escopa_game_play_next (the play and the next
        # listing in one call)
        with held_open("escopa_game_play_next") as entered:
            move = game.legal_moves()[0]
            thread, errors = in_thread(lambda: game.play(move))
            self.assertTrue(entered.wait(30))
            for call in (lambda: game.phase, game.legal_moves, lambda: game.hand(0),
                         game.clone, lambda: other.copy_from(game), lambda: game == other,
                         game.close):
                with self.assertRaises(escopa.ConcurrentUseError):
                    call()
            # another object is free meanwhile (on a call not held open)
            self.assertEqual(other.legal_moves()[0], move)
        thread.join(30)
        self.assertEqual(errors, [])
        other.play(move)
        self.assertEqual(game, other)  # the held play went through, once

        record = Record(Preset.ESCOPA, seed=5)
        with held_open("escopa_record_format") as entered:
            thread, errors = in_thread(lambda: record.text)
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError):
                record.play(record.game.legal_moves()[0])
            with self.assertRaises(escopa.ConcurrentUseError):
                len(record)
        thread.join(30)
        self.assertEqual(errors, [])
        self.assertEqual(len(record), 0)

        rules = Rules(Preset.ESCOPA)
        with held_open("escopa_rules_format") as entered:
            thread, errors = in_thread(lambda: rules.text)
            self.assertTrue(entered.wait(30))
            with self.assertRaises(escopa.ConcurrentUseError):
                rules.target = 15
            with self.assertRaises(escopa.ConcurrentUseError):
                Game(rules)  # reading the rules is a call on them too
        thread.join(30)
        self.assertEqual(errors, [])
        self.assertEqual(rules, Rules(Preset.ESCOPA))

    def test_one_thread_may_pass_an_object_twice(self):
        game = Game(seed=1)
        game.copy_from(game)
        self.assertTrue(game == game)
        game.close()
        with Rules() as rules:
            self.assertEqual(rules, rules)

    def test_threads_taking_turns_are_fine(self):
        game = Game(Preset.ESCOBA_DE_15, seed=9)
        lock = threading.Lock()
        failures = []

        def worker():
            for _ in range(200):
                with lock:
                    try:
                        if game.phase == escopa.Phase.PLAYING:
                            game.play(game.legal_moves()[0])
                        elif game.phase == escopa.Phase.HAND_OVER:
                            game.next_hand()
                    except escopa.Error as exc:  # pragma: no cover
                        failures.append(exc)

        threads = [threading.Thread(target=worker) for _ in range(3)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(failures, [])


if __name__ == "__main__":
    unittest.main()
