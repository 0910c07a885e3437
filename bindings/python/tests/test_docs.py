# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Every public name has a docstring, so help(escopa) is enough to play."""

import inspect
import pydoc
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


if __name__ == "__main__":
    unittest.main()
