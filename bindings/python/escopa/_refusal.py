# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Why the engine refuses a move: ``Refusal`` codes and their sentences."""

from __future__ import annotations

import ctypes
import enum
from typing import Any

from ._cards import Style, style_arg
from ._clib import format_text, lib
from ._errors import Error


class Refusal(enum.IntEnum):
    """Why the engine refuses a move (``enum escopa_refusal``); ``NONE``
    for a legal move. ``Game.refusal()`` gives a move's code,
    ``Game.refusal_text()`` its sentence about the position, and
    ``IllegalMoveError`` (also ``PhaseError`` and ``MalformedMoveError``
    from ``Game.play()``) carries both as ``refusal`` and
    ``refusal_text``."""

    NONE = 0                       #: the move is legal
    NO_HAND = 1                    #: no hand is in play
    MALFORMED = 2                  #: the value is not a well-formed move
    NOT_HELD = 3                   #: no seat holds the card
    NOT_YOUR_TURN = 4              #: another seat holds the card
    NOT_ON_TABLE = 5               #: a card of the target is not on the table
    PART_OF_PILE = 6               #: the target holds part of a stacked pile
    SUM_NOT_15 = 7                 #: the card and the piles do not make 15
    SUM_NOT_MULTIPLE_OF_15 = 8     #: nor a multiple of 15 (capture multiples)
    SUM_NOT_CARD_VALUE = 9         #: Scopa: the cards taken do not add up to the card
    MUST_TAKE_EQUAL_RANK = 10      #: Scopa: a table card of the card's rank must be taken
    MUST_CAPTURE = 11              #: this card can capture, so it must capture
    HAND_MUST_CAPTURE = 12         #: forced capture per hand: another card can capture
    MUST_SET = 13                  #: stacking, 4 piles or more: the card must be set
    NO_STACKING = 14               #: a set without the stacking rule
    CAPTURING_CARD_SET = 15        #: a card that can capture is not set
    SEVERAL_PILES = 16             #: a set onto several piles
    PILE_OVER_14 = 17              #: the pile would pass 14
    NO_SUCH_ACTION = 18            #: a batch action past its game's move list

    @property
    def text(self) -> str:
        """The sentence that fits every position (``escopa_refusal_str``),
        such as ``"a card that can capture must capture"``."""
        return str(lib.escopa_refusal_str(int(self)).decode())

    @property
    def c_name(self) -> str:
        """The C enumerator's name, such as ``"ESCOPA_REFUSAL_MUST_CAPTURE"``."""
        return str(lib.escopa_refusal_name(int(self)).decode())


def refusal_of(game_ptr: Any, value: int) -> Refusal:
    """The refusal code of a move value in a C game."""
    why = ctypes.c_int()
    lib.escopa_game_refusal(game_ptr, value, ctypes.byref(why))
    return Refusal(why.value)


def refusal_text_of(game_ptr: Any, value: int, style: Style = Style.ASCII) -> str:
    """The sentence of a move value's refusal in a C game."""
    return format_text(lib.escopa_game_format_refusal, game_ptr, value, style_arg(style),
                       size=256)


def explain(exc: Error, game_ptr: Any, value: int) -> None:
    """Gives an error of a refused move its ``refusal`` and
    ``refusal_text``, and adds the sentence to its message."""
    exc.refusal = refusal_of(game_ptr, value)
    exc.refusal_text = refusal_text_of(game_ptr, value)
    if exc.args:
        exc.args = (f"{exc.args[0]}: {exc.refusal_text}",) + tuple(exc.args[1:])
