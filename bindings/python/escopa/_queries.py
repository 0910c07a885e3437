# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""What a Game and a View both answer: the phase, the seats and sides,
the hands, the table, the captures and the scores."""

from __future__ import annotations

import ctypes
import enum
from typing import Any, Callable, List, Tuple, TypeVar, Union

from ._cards import CardSet
from ._clib import c_cardset, lib
from ._errors import IndexOutOfRangeError
from ._rules import Option, _option, typed_value

_T = TypeVar("_T")


class Phase(enum.IntEnum):
    """Where a game stands."""

    PLAYING = 0     #: a hand is in play
    HAND_OVER = 1   #: a hand is over; call Game.next_hand() or Game.deal()
    GAME_OVER = 2   #: the game is over; see Game.winner
    MISDEAL = 3     #: a given deck put a 15 on the first table under the redeal rule




#: Phase members by value, made once (an enum call costs more than a play).
_PHASE_OF = {int(p): p for p in Phase}


def phase_of(value: int) -> Phase:
    """The Phase of a value the library wrote."""
    return _PHASE_OF[value] if value in _PHASE_OF else Phase(value)


class Queries:
    """The queries a Game and a View share: the same C
    functions of each, found in the class's ``_C`` (escopa_game_NAME or
    escopa_view_NAME by NAME). The class gives ``_handle``."""

    __slots__ = ()
    _C: Any

    def _int(self, func: Any, *args: Any) -> int:
        out = ctypes.c_int()
        func(self._handle, *args, ctypes.byref(out))  # type: ignore[attr-defined]
        return out.value

    def _set(self, func: Any, *args: Any) -> CardSet:
        out = c_cardset()
        func(self._handle, *args, ctypes.byref(out))  # type: ignore[attr-defined]
        return CardSet.from_mask(out.value)

    def _indexed(self, query: Callable[..., _T], func: Any, what: str, value: Any) -> _T:
        """query(func, value) for a seat or side; the IndexOutOfRangeError
        of one outside the game gets the game's range (computed only then)."""
        try:
            return query(func, value)
        except IndexOutOfRangeError as exc:
            raise self._out_of_range(exc, what, value) from None

    def _out_of_range(self, exc: IndexOutOfRangeError, what: str, value: Any) -> Exception:
        """The error of a seat or side the library refused, with the range
        of this game's seats or sides (computed only on this failure path)."""
        count = self.players if what == "seat" else self.sides
        return IndexOutOfRangeError(f"{what} {value} is out of range: "
                                    f"not in 0..{count - 1}", exc.function)

    def option(self, option: Union[Option, str]) -> Any:
        """The value of one rule option."""
        opt = _option(option)
        return typed_value(opt, self._int(self._C.option, opt))

    @property
    def players(self) -> int:
        """The number of players, 2..4."""
        return self._int(self._C.players)

    @property
    def sides(self) -> int:
        """The number of sides (2 for four players in partnerships)."""
        return self._int(self._C.sides)

    @property
    def current_seat(self) -> int:
        """The seat to play. Raises PhaseError when no hand is in play."""
        return self._int(self._C.current_seat)

    @property
    def dealer(self) -> int:
        """The dealer of the current (or just finished) hand."""
        return self._int(self._C.dealer)

    @property
    def hand_number(self) -> int:
        """The number of the current hand, from 1."""
        return self._int(self._C.hand_number)

    def hand(self, seat: int) -> CardSet:
        """The cards a seat holds (in a View: those the viewer knows).
        Raises IndexOutOfRangeError (an IndexError) for a seat that is not
        in the game."""
        return self._indexed(self._set, self._C.hand, "seat", seat)

    @property
    def table(self) -> CardSet:
        """Every card on the table."""
        return self._set(self._C.table)

    @property
    def piles(self) -> List[CardSet]:
        """The table as piles, in ascending order of their card sets."""
        buf = (c_cardset * 42)()
        n = ctypes.c_size_t()
        self._C.piles(self._handle, buf, 42, ctypes.byref(n))  # type: ignore[attr-defined]
        return [CardSet.from_mask(m) for m in buf[:n.value]]

    def captured(self, side: int) -> CardSet:
        """The cards a side has captured this hand. Raises
        IndexOutOfRangeError (an IndexError) for a side that is not in the
        game."""
        return self._indexed(self._set, self._C.captured, "side", side)

    def sweeps(self, side: int) -> int:
        """The sweep points a side has made this hand. Raises
        IndexOutOfRangeError (an IndexError) for a side that is not in the
        game."""
        return self._indexed(self._int, self._C.sweeps, "side", side)

    @property
    def set_aside(self) -> CardSet:
        """This hand's cards that count for nobody."""
        return self._set(self._C.set_aside)

    @property
    def scores(self) -> Tuple[int, ...]:
        """Every side's running score."""
        return tuple(self._int(self._C.score, side) for side in range(self.sides))


class QueryFunctions:
    """The C functions of Queries, for one prefix."""

    NAMES = ("option", "players", "sides", "current_seat", "dealer", "hand_number", "hand",
             "table", "piles", "captured", "sweeps", "set_aside", "score")

    def __init__(self, prefix: str) -> None:
        for name in self.NAMES:
            setattr(self, name, getattr(lib, prefix + name))

