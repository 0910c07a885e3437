# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""What a Python programmer sees when a call is wrong: the exception class
a Python programmer expects, and a message that names the bad value and
the valid range or choices, never the C function (that is the error's
``function`` attribute). One test per case, and the
library loading's fallback."""

import os
import subprocess
import sys
import unittest
from unittest import mock

import escopa
from escopa import Game, Option, Preset, Rules
from escopa import _clib

PRESETS = ["escopa", "escoba", "escoba_de_15", "escova_de_31", "escoba_comodines", "scopa",
           "escopa_match"]


class MessagesTest(unittest.TestCase):
    def raised(self, kind, call):
        with self.assertRaises(kind) as ctx:
            call()
        text = str(ctx.exception)
        self.assertNotIn("escopa_", text.replace("escopa_match", ""))  # no C name
        return ctx.exception, text

    def test_players_out_of_range(self):
        exc, text = self.raised(escopa.InvalidArgumentError, lambda: Game(players=5))
        self.assertEqual(text, "players 5 is out of range: not in 2..4")
        self.assertEqual(exc.function, "escopa_game_new")
        self.assertIsInstance(exc, ValueError)

    def test_unknown_preset_lists_the_presets(self):
        for call in (lambda: Game("escobita"), lambda: Rules("escobita"),
                     lambda: Preset.from_key("escobita")):
            exc, text = self.raised(escopa.InvalidArgumentError, call)
            self.assertIn("'escobita'", text)
            self.assertIn(", ".join(PRESETS), text)
            self.assertEqual(exc.function, "escopa_preset_from_name")
        exc, text = self.raised(escopa.InvalidArgumentError, lambda: Game(7))
        self.assertIn("preset 7 is out of range: not in 0..6", text)
        self.assertIn(", ".join(PRESETS), text)
        _, text = self.raised(TypeError, lambda: Game(1.5))
        self.assertIn("float 1.5", text)
        self.assertIn(", ".join(PRESETS), text)

    def test_option_out_of_range(self):
        rules = Rules()
        before = rules.copy()
        exc, text = self.raised(escopa.OptionRangeError, lambda: setattr(rules, "target", 100000))
        self.assertEqual(text, "target 100000 is out of range: not in 1..1000")
        self.assertEqual(exc.function, "escopa_rules_set")
        _, text = self.raised(escopa.OptionRangeError, lambda: setattr(rules, "capture_mode", 5))
        self.assertEqual(text, "capture_mode 5 is out of range: not in 0..1 "
                               "(CaptureMode.FIFTEEN = 0, CaptureMode.MATCH = 1)")
        self.assertEqual(rules, before)

    def test_conflict_names_the_other_option(self):
        cases = [
            (Preset.ESCOBA, {}, "jokers", 2, "jokers=2 conflicts with stacking=1"),
            (Preset.ESCOBA, {}, "capture_mode", 1, "capture_mode=match conflicts with stacking=1"),
            (Preset.ESCOBA_COMODINES, {}, "stacking", 1, "stacking=1 conflicts with jokers=2"),
            (Preset.SCOPA, {}, "capture_multiples", 1,
             "capture_multiples=1 conflicts with capture_mode=match"),
            (Preset.ESCOBA, {"capture_multiples": True}, "capture_mode", 1,
             "capture_mode=match conflicts with capture_multiples=1 and stacking=1"),
        ]
        for preset, options, name, value, expected in cases:
            with self.subTest(preset=preset, option=name):
                rules = Rules(preset, **options)
                before = rules.copy()
                exc, text = self.raised(escopa.OptionConflictError,
                                        lambda: setattr(rules, name, value))
                self.assertTrue(text.startswith(expected), text)
                self.assertEqual(exc.function, "escopa_rules_set")
                self.assertEqual(exc.status_name, "ESCOPA_E_CONFLICT")
                self.assertEqual(rules, before)
        rules = Rules(Preset.ESCOBA)
        rules.stacking = False
        rules.jokers = 2  # the advice works

    def test_seed_of_the_wrong_type(self):
        _, text = self.raised(TypeError, lambda: Game(seed="abc"))
        self.assertEqual(text, "seed must be an int from 0 to 2**64 - 1, not str 'abc'")
        _, text = self.raised(escopa.InvalidArgumentError, lambda: Game(seed=-1))
        self.assertEqual(text, "seed -1 is out of range: not in 0..2**64 - 1")

    def test_players_of_the_wrong_type(self):
        _, text = self.raised(TypeError, lambda: Game(players="2"))
        self.assertEqual(text, "players must be an int from 2 to 4, not str '2'")

    def test_unknown_option_attribute(self):
        rules = Rules()
        before = rules.copy()
        for call in (lambda: setattr(rules, "bogus", 1), lambda: rules.bogus):
            exc, text = self.raised(AttributeError, call)
            self.assertNotIsInstance(exc, KeyError)
            self.assertIn("'bogus'", text)
            self.assertIn("partnerships, jokers,", text)
        exc, text = self.raised(escopa.UnknownOptionError, lambda: rules["bogus"])
        self.assertIsInstance(exc, KeyError)  # as items, options are keys
        self.assertIn("'bogus'", text)
        self.assertIn(", ".join(o.key for o in Option), text)
        self.assertFalse(hasattr(rules, "bogus"))
        self.assertEqual(rules, before)

    def test_status_errors_keep_the_function_out_of_the_message(self):
        game = Game(seed=1)
        exc, text = self.raised(escopa.PhaseError, game.next_hand)
        self.assertEqual(exc.function, "escopa_game_next_hand")

    def test_repr_of_a_game_s_rules(self):
        for preset in Preset:
            rules = Game(preset).rules
            self.assertEqual(repr(rules), f"Rules({rules.text!r})")
            self.assertNotIn("?", repr(rules))
            self.assertEqual(eval(repr(rules), {"Rules": Rules}), rules)


class LoadingFallbackTest(unittest.TestCase):
    def test_find_library_is_tried_after_the_soname(self):
        path = os.environ.get(_clib.LIBRARY_ENV)
        if not path:
            self.skipTest("needs ESCOPA_LIBRARY to stand for what find_library finds")
        asked = []

        def find(name):
            asked.append(name)
            return path

        with mock.patch.object(_clib, "SONAME", "libescopa-absent.so.1"):
            library, loaded = _clib._open(None, find)
            self.assertEqual((loaded, asked), (path, ["escopa"]))
            self.assertTrue(hasattr(library, "escopa_version_number"))
            with self.assertRaises(escopa.LibraryError) as ctx:
                _clib._open(None, lambda name: None)
            self.assertIn("find_library", str(ctx.exception))
            self.assertIn("libescopa-absent.so.1", str(ctx.exception))

    def test_windows_dll_names_first(self):
        # On Windows the mingw-w64 DLL's names come before the soname.
        tried = []

        def cdll(name):
            tried.append(name)
            if name == "escopa.dll":
                return "the DLL"
            raise OSError(f"no {name}")

        with mock.patch.object(_clib.os, "name", "nt"), \
                mock.patch.object(_clib.ctypes, "CDLL", cdll):
            self.assertEqual(_clib._open(None, lambda name: None), ("the DLL", "escopa.dll"))
        self.assertEqual(tried, ["libescopa-1.dll", "escopa.dll"])

    def test_soname_first(self):
        asked = []
        try:
            _, loaded = _clib._open(None, asked.append)
        except escopa.LibraryError:
            self.skipTest("libescopa.so.1 is not on the loader's path here")
        self.assertEqual((loaded, asked), (_clib.SONAME, []))


class SelfplayStatsHelpTest(unittest.TestCase):
    def test_help(self):
        script = os.path.join(os.path.dirname(__file__), "..", "..", "..", "examples", "python",
                              "selfplay_stats.py")
        proc = subprocess.run([sys.executable, script, "--help"], capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("usage:", proc.stdout)
        self.assertIn("GAMES", proc.stdout)


if __name__ == "__main__":
    unittest.main()
