# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Scoring a hand by category, and scoring a table the library does not
run: ``score_piles()``, ``check_last_round()``, ``score_mistake()``."""

from __future__ import annotations

import ctypes
from typing import Any, List, NamedTuple, Optional, Sequence, Tuple, Union

from ._args import int_arg
from ._cards import CardSet, cardset_arg
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
#: The most sweep points a side may be given (``MAX_SWEEP_POINTS`` in C).
MAX_SWEEP_POINTS = 1000


def score_from(row: Any) -> Score:
    """The Score of a row the library wrote."""
    return Score(*row[:SCORE_ITEMS])


def _sides_arg(values: Any, what: str, function: str) -> int:
    """The number of sides of a per-side argument, a sequence of 1 to 4
    values: TypeError for a str, bytes or a value that is not a sequence,
    InvalidArgumentError for another length."""
    if isinstance(values, (str, bytes, CardSet)) or not isinstance(values, Sequence):
        raise TypeError(f"{what} must be a sequence with one entry per side, not "
                        f"{type(values).__name__}")
    if not 1 <= len(values) <= 4:
        raise InvalidArgumentError(f"{what} needs 1 to 4 sides, not {len(values)}", function)
    return len(values)


def _sweeps_arg(sweeps: Sequence[Any], function: str) -> Any:
    """Each side's sweep points, 0..MAX_SWEEP_POINTS, as a C array."""
    points = [int_arg(v, 0, MAX_SWEEP_POINTS, "sweep points", InvalidArgumentError, function)
              for v in sweeps]
    return (ctypes.c_int * len(points))(*points)


def score_piles(rules: Union[Rules, Preset, str], captured: Sequence[CardSet],
                sweeps: Optional[Sequence[int]] = None) -> List[Score]:
    """Scores a hand from captured piles, one per side (1 to 4 sides), for
    apps that run their own table. ``sweeps`` gives each side's sweep
    points (0..1000; default 0). Raises InvalidCardError if the piles
    overlap."""
    n = _sides_arg(captured, "captured", "escopa_score_piles")
    sets = (c_cardset * n)(*[cardset_arg(c, "captured").mask for c in captured])
    if sweeps is not None and _sides_arg(sweeps, "sweeps", "escopa_score_piles") != n:
        raise ValueError(f"captured and sweeps need one entry per side: {n} and {len(sweeps)}")
    points = _sweeps_arg([0] * n if sweeps is None else sweeps, "escopa_score_piles")
    rules = rules_arg(rules)
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
    n = _sides_arg(captured, "captured", "escopa_score_check_last_round")
    sets = (c_cardset * n)(*[cardset_arg(c, "captured").mask for c in captured])
    table_set = cardset_arg(table, "table")
    rules = rules_arg(rules)
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
    n = _sides_arg(sweeps, "sweeps", "escopa_score_mistake")
    points_in = _sweeps_arg(sweeps, "escopa_score_mistake")
    at_fault = int_arg(at_fault, 0, n - 1, "at_fault side", IndexOutOfRangeError,
                       "escopa_score_mistake")
    rules = rules_arg(rules)
    points = (ctypes.c_int32 * n)()
    lib.escopa_score_mistake(rules._handle, n, points_in, at_fault, points)
    return tuple(points)
