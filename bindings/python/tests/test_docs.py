# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Every public name has a docstring, so help(escopa) is enough to play."""

import contextlib
import inspect
import io
import pydoc
import textwrap
import unittest

import escopa


class DocsTest(unittest.TestCase):
    def test_every_public_name_is_documented(self):
        missing = []
        for name in escopa.__all__:
            obj = getattr(escopa, name)
            if not (inspect.isclass(obj) or inspect.isfunction(obj)):
                continue
            if not (obj.__doc__ or "").strip():
                missing.append(name)
            if not inspect.isclass(obj):
                continue
            for attr, value in vars(obj).items():
                if attr.startswith("_"):
                    continue
                func = value.fget if isinstance(value, property) else getattr(value, "__func__", value)
                if inspect.isfunction(func) and not (func.__doc__ or "").strip():
                    missing.append(f"{name}.{attr}")
        self.assertEqual(missing, [])

    def test_help_explains_how_to_play(self):
        text = pydoc.render_doc(escopa, renderer=pydoc.plaintext)
        for needle in ("legal_moves()", "play(", "next_hand()", "Game(", "IllegalMoveError"):
            self.assertIn(needle, text)

    def test_module_example_shows_every_hand(self):
        # The "Play a game::" block of help(escopa) runs and prints the
        # score of every hand, the last one (which ends the game) included.
        code = escopa.__doc__.split("Play a game::")[1].split("The main types")[0]
        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            exec(textwrap.dedent(code), {})
        lines = out.getvalue().splitlines()
        hands = [eval(line, {"Score": escopa.Score}) for line in lines
                 if line.startswith("[Score(")]
        # The hands' totals add up to the final scores only if none is missing.
        final = eval(lines[-1].split("scores:")[1])
        self.assertEqual(tuple(sum(hand[side].total for hand in hands) for side in (0, 1)), final)


if __name__ == "__main__":
    unittest.main()
