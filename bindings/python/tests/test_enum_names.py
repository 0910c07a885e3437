# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Every Python enum copied by hand from a C enum names each value as the
library's ``escopa_*_name()`` does, and has every value the library names:
the tables cannot drift."""

import ctypes
import unittest
from typing import Callable, List, Optional

import escopa
from escopa import BotKind, Level, Option, Preset, Refusal, Score, Style, Suit
from escopa._clib import lib
from escopa._errors import _BY_STATUS

#: Values past the last one a name function knows, which it must refuse.
PAST = 8


def c_names(name_of: Callable[[int], Optional[bytes]], first: int = 0) -> List[str]:
    """The names the library gives the values first, first + 1, ... up to
    the first value it does not know."""
    names = []
    value = first
    while True:
        name = name_of(value)
        if name is None:
            break
        names.append(name.decode())
        value += 1
    for past in range(value, value + PAST):
        assert name_of(past) is None, f"a gap before {past}"
    assert name_of(first - 1) is None
    return names


def library_function(name: str, restype: object,
                     argtypes: Optional[list] = None) -> Optional[Callable[..., object]]:
    """``lib.NAME`` if the bindings declare it, else the C function
    declared here (a 1.4 addition the bindings may not have yet), or None
    if the library lacks it."""
    declared = getattr(lib, name, None)
    if declared is not None:
        return declared
    try:
        func = lib.raw[name]  # a function object of its own, not lib.raw.NAME
    except AttributeError:
        return None
    func.restype = restype
    func.argtypes = [ctypes.c_int] if argtypes is None else argtypes
    return func


class EnumNameTest(unittest.TestCase):
    def test_status(self):
        names = c_names(lib.escopa_status_name)
        self.assertEqual(names[0], "ESCOPA_OK")
        self.assertEqual({cls.status: cls.status_name for cls in _BY_STATUS.values()},
                         dict(enumerate(names[1:], 1)))

    def test_option(self):
        names = c_names(lib.escopa_option_name)
        self.assertEqual([m.name.lower() for m in Option], names)
        self.assertEqual([m.value for m in Option], list(range(len(names))))
        self.assertEqual(lib.escopa_option_count(), len(Option))
        self.assertEqual([m.key for m in Option], names)

    def test_preset(self):
        names = c_names(lib.escopa_preset_name)
        self.assertEqual([m.name.lower() for m in Preset], names)
        self.assertEqual([m.value for m in Preset], list(range(len(names))))
        self.assertEqual(lib.escopa_preset_count(), len(Preset))

    def test_score_item(self):
        names = c_names(lib.escopa_score_item_name)
        self.assertEqual(list(Score._fields), names)

    def test_refusal(self):
        names = c_names(lib.escopa_refusal_name)
        self.assertEqual([f"ESCOPA_REFUSAL_{m.name}" for m in Refusal], names)
        self.assertEqual([m.value for m in Refusal], list(range(len(names))))

    def test_suit(self):
        # the suits have names per deck style only: the Italian deck's
        # names say which suit each value is
        italian = {"COINS": "Denari", "CUPS": "Coppe", "SWORDS": "Spade", "CLUBS": "Bastoni"}
        names = c_names(lambda suit: lib.escopa_suit_name(suit, Style.ITALIAN))
        self.assertEqual([italian[m.name] for m in Suit], names)
        self.assertEqual([m.value for m in Suit], list(range(len(names))))
        # every style but ANY writes a suit
        styles = c_names(lambda style: lib.escopa_suit_name(Suit.COINS, style))
        self.assertEqual(len(styles), Style.ANY)
        self.assertEqual(Style.ANY, len(Style) - 1)

    def test_bot_kind(self):
        kind_name = library_function("escopa_bot_kind_name", ctypes.c_char_p)
        self.assertIsNotNone(kind_name)
        names = c_names(kind_name)
        self.assertEqual([m.name.lower() for m in BotKind], names)
        self.assertEqual([m.value for m in BotKind], list(range(len(names))))

    def test_level(self):
        level_name = library_function("escopa_level_name", ctypes.c_char_p)
        self.assertIsNotNone(level_name)
        names = c_names(level_name)
        self.assertEqual([m.name.lower() for m in Level], names)
        self.assertEqual([m.value for m in Level], list(range(len(names))))

    def test_bot_options(self):
        option_name = library_function("escopa_bot_option_name", ctypes.c_char_p)
        option_count = library_function("escopa_bot_option_count", ctypes.c_int, [])
        self.assertIsNotNone(option_name)
        self.assertIsNotNone(option_count)
        names = c_names(option_name)
        self.assertEqual(option_count(), len(names))
        # the keyword options of Bot() are exactly the C names
        options = escopa.Bot(BotKind.PIMC).options
        self.assertEqual(sorted(set(options) - {"seed"}), sorted(names))
        enum = getattr(escopa, "BotOption", None)
        if enum is not None:
            self.assertEqual([m.name.lower() for m in enum], names)
            self.assertEqual([m.value for m in enum], list(range(len(names))))

    def test_a_drift_is_found(self):
        # a name function whose table has one value more than the enum
        table = [b"easy", b"medium", b"hard", b"expert", b"grandmaster"]
        names = c_names(lambda v: table[v] if 0 <= v < len(table) else None)
        self.assertNotEqual([m.name.lower() for m in Level], names)
        with self.assertRaises(AssertionError):
            c_names(lambda v: b"x" if v in (0, 2) else None)  # a gap


if __name__ == "__main__":
    unittest.main()
