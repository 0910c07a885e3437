# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Scoring a hand by category, and scoring a table the library does not
run: ``score_piles()``, ``check_last_round()``, ``score_mistake()``."""

from __future__ import annotations

import ctypes
from typing import Any, List, NamedTuple, Optional, Sequence, Tuple, Union, cast

from ._args import int_arg
from ._cards import Card, CardSet
from ._clib import c_cardset, lib
from ._errors import IndexOutOfRangeError, InvalidArgumentError
from ._rules import Preset, Rules, rules_arg


class Score(NamedTuple):
    """One side's score for a hand, by category (``escopa_score_item``)."""

    cards: int            #: points for the most cards
    coins: int            #: points for the most coins
    seven_of_coins: int   #: points for the seven of coins
    sevens: int           #: points for sevens
    all_coins: int        #: points for all ten coins
    primiera: int         #: points for primiera / Setenta
    napola: int           #: points for napola
    sweeps: int           #: points for sweeps
    total: int            #: the sum of the points above
    card_count: int       #: tally: cards captured
    coin_count: int       #: tally: coins captured
    seven_count: int      #: tally: sevens captured
    primiera_total: int   #: tally: primiera total (0 when a suit is missing)


#: The items of a score row (``ESCOPA_SCORE_ITEM_COUNT``).
SCORE_ITEMS = len(Score._fields)
#: A score row, as escopa_game_hand_score() and escopa_score_piles() write it.
ScoreRow = ctypes.c_int32 * SCORE_ITEMS


def score_from(row: Any) -> Score:
    """The Score of a row the library wrote."""
    return Score(*row[:SCORE_ITEMS])


def _sides_arg(n: int, what: str) -> None:
    if not 1 <= n <= 4:
        raise InvalidArgumentError(f"{what} needs 1 to 4 sides, not {n}", what)


def _cardset_arg(value: Any, what: str) -> CardSet:
    if isinstance(value, CardSet):
        return value
    if isinstance(value, (str, Card)) or (isinstance(value, (list, tuple, set, frozenset))):
        return CardSet(cast(Any, value))  # a form CardSet() reads
    raise TypeError(f"{what}: expected a CardSet, card text or cards, not "
                    f"{type(value).__name__}")


def score_piles(rules: Union[Rules, Preset, str], captured: Sequence[CardSet],
                sweeps: Optional[Sequence[int]] = None) -> List[Score]:
    """Scores a hand from captured piles, one per side, for apps that run
    their own table. ``sweeps`` gives each side's sweep points (default 0).
    Raises InvalidCardError if the piles overlap."""
    rules = rules_arg(rules)
    n = len(captured)
    if sweeps is None:
        sweeps = [0] * n
    if len(sweeps) != n:
        raise ValueError("captured and sweeps need one entry per side")
    sets = (c_cardset * max(n, 1))(*[CardSet(c).mask if not isinstance(c, CardSet) else c.mask
                                     for c in captured])
    points = (ctypes.c_int * max(n, 1))(*[int_arg(p, 0, 1 << 30, "sweep points")
                                           for p in sweeps])
    out = []
    for side in range(n):
        row = ScoreRow()
        lib.escopa_score_piles(rules._handle, n, sets, points, side, row, SCORE_ITEMS)
        out.append(score_from(row))
    return out


class LastRound(NamedTuple):
    """What ``check_last_round()`` found."""

    holds: bool               #: the table adds up to 10, 25, 40 or 55
    suspects: Tuple[int, ...]  #: sides whose captures are not a multiple of 15


def check_last_round(rules: Union[Rules, Preset, str], captured: Sequence[Any],
                     table: Any) -> LastRound:
    """The Brazilian Escopa description's last-round check, for apps that
    score a physical table: the cards left on the table before the last
    capture takes them must add up to 10, 25, 40 or 55. ``captured`` is
    each side's captured cards (before that take), ``table`` the cards
    left. The piles and the table must be the 40 regular cards, each once,
    and the rules without jokers, else InvalidArgumentError. Since 1.3."""
    rules = rules_arg(rules)
    if isinstance(captured, (str, bytes, CardSet)) or not isinstance(captured, Sequence):
        raise TypeError("captured is a sequence of card sets, one per side")
    n = len(captured)
    _sides_arg(n, "escopa_score_check_last_round")
    sets = (c_cardset * n)(*[_cardset_arg(c, "captured").mask for c in captured])
    table_set = _cardset_arg(table, "table")
    holds, suspects = ctypes.c_int(), ctypes.c_uint()
    lib.escopa_score_check_last_round(rules._handle, n, sets, table_set.mask,
                                      ctypes.byref(holds), ctypes.byref(suspects))
    return LastRound(bool(holds.value),
                     tuple(s for s in range(n) if suspects.value >> s & 1))


def score_mistake(rules: Union[Rules, Preset, str], sweeps: Sequence[int],
                  at_fault: int) -> Tuple[int, ...]:
    """The Brazilian Escopa description's penalty for a mistake: the side
    at fault scores 0 and loses the game, every other side 6 plus its
    sweep points. ``sweeps`` holds each side's sweep points (0..1000).
    Returns each side's points. Since 1.3."""
    rules = rules_arg(rules)
    if isinstance(sweeps, (str, bytes)) or not isinstance(sweeps, Sequence):
        raise TypeError("sweeps is a sequence of ints, one per side")
    n = len(sweeps)
    _sides_arg(n, "escopa_score_mistake")
    sweeps = [int_arg(v, 0, 1000, "sweep points", InvalidArgumentError,
                      "escopa_score_mistake") for v in sweeps]
    at_fault = int_arg(at_fault, 0, n - 1, "at_fault side", IndexOutOfRangeError,
                       "escopa_score_mistake")
    points = (ctypes.c_int32 * n)()
    lib.escopa_score_mistake(rules._handle, n, (ctypes.c_int * n)(*sweeps), at_fault, points)
    return tuple(points)
