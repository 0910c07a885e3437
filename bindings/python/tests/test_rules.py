# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Rule sets, presets and options."""

import copy
import unittest

import escopa
from escopa import (CaptureMode, ForcedCapture, InitialTable, Option, Preset, Primiera,
                    Rules, Sevens)


class RulesTest(unittest.TestCase):
    def test_presets_match_rules_md(self):
        escopa_rules = Rules(Preset.ESCOPA)
        self.assertTrue(escopa_rules.capture_multiples)
        self.assertEqual(escopa_rules.initial_table, InitialTable.DEALER_SWEEPS)
        self.assertEqual(escopa_rules.sevens, Sevens.ALL_FOUR)
        self.assertEqual(escopa_rules.target, 21)
        escoba = Rules("escoba")
        self.assertTrue(escoba.stacking)
        self.assertEqual((escoba.target, escoba.team_target), (15, 30))
        scopa = Rules(Preset.SCOPA)
        self.assertEqual(scopa.capture_mode, CaptureMode.MATCH)
        self.assertFalse(scopa.sweep_on_last_play)
        self.assertTrue(scopa.napola)
        self.assertEqual(Rules(Preset.ESCOBA_COMODINES).jokers, 2)
        self.assertEqual(Rules(Preset.ESCOVA_DE_31).target, 31)
        self.assertEqual(Rules().preset, Preset.ESCOBA_DE_15)
        for preset in Preset:
            rules = Rules(preset)
            self.assertEqual(rules.forced_capture, ForcedCapture.PER_CARD)
            self.assertTrue(rules.partnerships)
            self.assertEqual(Preset.from_key(preset.key), preset)

    def test_options_read_and_write_three_ways(self):
        rules = Rules(Preset.ESCOPA, sevens=Sevens.MOST, primiera=Primiera.TABLE_B)
        self.assertEqual(rules[Option.SEVENS], Sevens.MOST)
        self.assertEqual(rules["primiera"], Primiera.TABLE_B)
        rules.target = 15
        rules[Option.TEAM_TARGET] = 15
        rules["cards_double"] = False
        self.assertEqual((rules.target, rules.team_target, rules.cards_double), (15, 15, False))
        self.assertEqual(len(rules.options()), len(Option))
        self.assertEqual(repr(rules), f"Rules({rules.text!r})")
        self.assertEqual(eval(repr(rules), {"Rules": Rules}), rules)

    def test_bounds(self):
        self.assertEqual(Option.TARGET.bounds, (1, 1000))
        self.assertEqual(Option.JOKERS.bounds, (0, 2))
        self.assertEqual(Option.PARTNERSHIPS.key, "partnerships")
        for option in Option:
            lo, hi = option.bounds
            rules = Rules(Preset.ESCOBA_DE_15)
            with self.assertRaises(escopa.OptionRangeError):
                rules[option] = hi + 1
            with self.assertRaises(escopa.OptionRangeError):
                rules[option] = lo - 1

    def test_errors_leave_rules_unchanged(self):
        rules = Rules(Preset.ESCOBA)
        before = rules.copy()
        with self.assertRaises(escopa.OptionConflictError) as ctx:
            rules.jokers = 2  # jokers cannot be stacked
        self.assertEqual(ctx.exception.status_name, "ESCOPA_E_CONFLICT")
        self.assertEqual(ctx.exception.function, "escopa_rules_set")
        self.assertNotIn("escopa_rules_set", str(ctx.exception))
        with self.assertRaises(escopa.OptionRangeError):
            rules.target = 0
        with self.assertRaises(escopa.UnknownOptionError):
            rules["no_such_option"] = 1
        with self.assertRaises(AttributeError):
            rules.no_such_option
        with self.assertRaises(ValueError):
            rules[99] = 1
        with self.assertRaises(TypeError):
            rules.target = "21"
        self.assertEqual(rules, before)
        with self.assertRaises(escopa.InvalidArgumentError):
            Rules("no_such_preset")

    def test_copies_are_independent(self):
        rules = Rules(Preset.SCOPA)
        twin = copy.copy(rules)
        deep = copy.deepcopy(rules)
        twin.target = 16
        self.assertEqual(rules.target, 11)
        self.assertEqual(deep, rules)
        self.assertNotEqual(twin, rules)

    def test_close_and_context_manager(self):
        with Rules() as rules:
            self.assertEqual(rules.target, 21)
        with self.assertRaises(ValueError):
            rules.target
        rules.close()  # closing twice is harmless
        self.assertIn("closed", repr(rules))

    def test_describe_in_words(self):
        with Rules(Preset.ESCOPA) as rules:
            words = rules.describe()
            self.assertTrue(words.startswith("Capture: table cards that, with the card you "
                                             "play, add up to 15 or a multiple of 15"))
            self.assertEqual(words.count("\n"), 4)
            self.assertTrue(words.endswith("reach 21 points wins the game.\n"))
            rules.target = 9
            self.assertIn("reach 9 points", rules.describe())
        with Rules(Preset.SCOPA) as scopa:
            self.assertIn("a table card of the rank of the card you play", scopa.describe())
        with self.assertRaises(ValueError):
            scopa.describe()


if __name__ == "__main__":
    unittest.main()
