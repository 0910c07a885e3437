# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Moves: the 64-bit value naming a played card and what it does."""

from __future__ import annotations

import ctypes
import enum
from typing import Any, Dict, Union

from ._args import U64_MAX, enum_arg, int_arg
from ._cards import Card, CardSet, Style, _formatter, card_arg, cardset_arg, style_arg
from ._clib import c_move, lib, parse_call
from ._errors import MalformedMoveError

_format_move = _formatter(lib.escopa_move_format)
_TARGET_BITS = (1 << 42) - 1


class MoveKind(enum.IntEnum):
    """What a move does with its card."""

    CAPTURE = 1  #: takes the target piles
    TRAIL = 2    #: goes to the table as a new pile
    SET = 3      #: is set onto the target pile (stacking rule)


class Move:
    """A move: immutable, hashable, and equal to another move exactly when
    it is the same action. ``str(move)`` is its text, such as
    ``"7o x 3e+5c"``; ``Move("7o x 5c+3e")`` parses text.

    >>> Move("7o x 5c+3e").kind, Move("7o x 5c+3e").target
    (<MoveKind.CAPTURE: 1>, CardSet('5c 3e'))
    """

    __slots__ = ("value",)
    value: int

    def __init__(self, spec: Union[str, int], style: Style = Style.ANY) -> None:
        """From move text, or from the library's 64-bit value (checked with
        the C library; raises ParseError, with ``offset`` and ``column``
        set, or MalformedMoveError)."""
        style = style_arg(style, reading=True)
        if isinstance(spec, str):
            data = spec.encode()
            out = c_move()
            parse_call(lib.escopa_move_read, data, len(data), style, ctypes.byref(out))
            _set_value(self, out.value)
            return
        try:
            value = int_arg(spec, 0, U64_MAX, "move value", MalformedMoveError, "Move")
        except TypeError:
            raise TypeError(f"Move() takes move text or a 64-bit move value, not "
                            f"{type(spec).__name__} {spec!r}") from None
        lib.escopa_move_parts(value, None, None, None)
        _set_value(self, value)

    @classmethod
    def _trusted(cls, value: int) -> "Move":
        """The move of a value the library wrote (no checks), shared: moves
        are immutable, so one object per value serves every list."""
        return _known[value]

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"a Move is immutable: cannot set {name}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Move is immutable: cannot delete {name}")

    @classmethod
    def make(cls, kind: MoveKind, card: Union[Card, str],
             target: Union[CardSet, str, None] = None) -> "Move":
        """Builds a move from its parts (its form is checked, not its
        legality)."""
        kind = enum_arg(kind, MoveKind, "move kind", MalformedMoveError, "escopa_move_make")
        card = card_arg(card, "the card")
        target = CardSet() if target is None else cardset_arg(target, "the target")
        out = c_move()
        lib.escopa_move_make(kind, card.id, target.mask, ctypes.byref(out))
        return cls._trusted(out.value)

    @property
    def kind(self) -> MoveKind:
        """Capture, trail or set."""
        return MoveKind(self.value >> 56 & 3)

    @property
    def card(self) -> Card:
        """The card played."""
        return Card._all[self.value >> 48 & 0x3F]

    @property
    def target(self) -> CardSet:
        """The cards captured, or the pile set upon; empty for a trail."""
        return CardSet.from_mask(self.value & _TARGET_BITS)

    @property
    def is_capture(self) -> bool:
        """Whether the move captures."""
        return self.value >> 56 & 3 == MoveKind.CAPTURE

    def format(self, style: Style = Style.ASCII) -> str:
        """The move as text in a deck style."""
        return _format_move(self.value, style_arg(style))

    def __str__(self) -> str:
        return _format_move(self.value, 0)

    def to_json(self) -> str:
        """The move's JSON form (doc/notation.md, "JSON"): its text, such
        as ``"7o x 3e+5c"``, as in a review's JSON."""
        return _format_move(self.value, 0)

    @classmethod
    def from_json(cls, data: Any) -> "Move":
        """The move of its JSON form, move text. Raises ParseError for
        text that is not a move, TypeError for a value that is not a
        string."""
        if not isinstance(data, str):
            raise TypeError(f"a move's JSON is its text, a str, not {type(data).__name__}")
        return cls(data)

    def __repr__(self) -> str:
        return f"Move({_format_move(self.value, 0)!r})"

    def __int__(self) -> int:
        return self.value

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self.value == other.value
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.value)

    def __lt__(self, other: "Move") -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return self.value < other.value

    def __reduce__(self) -> Any:
        return (Move._trusted, (self.value,))


_set_value = Move.value.__set__  # type: ignore[attr-defined,misc]  # the slot, past __setattr__

#: Past this many moves the cache of Move objects starts again.
_KNOWN_MAX = 1 << 16


class _KnownMoves(Dict[int, Move]):
    """Move objects by value, made on first use (``_known[value]``):
    ``list(map(_known.__getitem__, values))`` turns a list of values from
    the library into moves at the cost of a dict lookup each."""

    def __missing__(self, value: int) -> Move:
        if len(self) >= _KNOWN_MAX:
            self.clear()
        move = object.__new__(Move)
        _set_value(move, value)
        self[value] = move
        return move


_known = _KnownMoves()
#: Move objects of library values, checked by nobody: for the bindings.
move_of = _known.__getitem__
