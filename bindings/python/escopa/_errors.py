# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The exception hierarchy: one class per ``enum escopa_status``."""

from __future__ import annotations

from typing import Any, Dict, NoReturn, Optional, Type


class Error(Exception):
    """Base class of every error libescopa reports.

    The errors of the readers that report where their input is wrong
    (``Game.from_position``, ``Game.load_position``, ``Game.restore``,
    ``Rules.parse``, ``Record.parse``, ``Card.parse``, ``Move(text)``)
    carry the library's ``struct escopa_parse_error`` in ``offset``,
    ``line``, ``column``, ``reason``, ``parse_status`` and
    ``parse_status_name``. The errors of a refused move (IllegalMoveError,
    and PhaseError or MalformedMoveError from ``Game.play()`` and
    ``Record.play()``; the IllegalMoveError of ``Batch.step()``) say why in
    ``refusal``, ``refusal_text`` and ``slot``, and add the sentence to
    their message. For every other error those attributes are None.

    Attributes:
        status: the numeric ``enum escopa_status``.
        status_name: its enumerator name, such as ``"ESCOPA_E_ILLEGAL"``.
        function: the C function that failed, if known, such as
            ``"escopa_game_new"`` (messages do not name it: they name the
            bad value and the valid range or choices).
        offset: a reader's error: the byte offset of the problem in the
            input (UTF-8 bytes for text, the first offending byte for a
            snapshot).
        line: a reader's error: its line, from 1.
        column: a reader's error: its column in that line, in bytes, from 1.
        reason: a reader's error: the library's English explanation.
        parse_status: a reader's error: the status the reader reported in
            the struct. It is ``status`` except for ``Record.parse``, which
            raises ParseError for every problem and reports there the status
            of the refused call, such as ``ESCOPA_E_ILLEGAL`` for an illegal
            move.
        parse_status_name: the name of ``parse_status``.
        refusal: a refused move's reason, an ``escopa.Refusal``, such as
            ``Refusal.MUST_CAPTURE``.
        refusal_text: a refused move's sentence about the position and the
            move, such as ``"7o can capture, so it must capture"``.
        slot: for ``Batch.step()``, the first game of the batch whose action
            was refused.
    """

    status: int = -1
    status_name: str = "ESCOPA_E_UNKNOWN"
    offset: Optional[int] = None
    line: Optional[int] = None
    column: Optional[int] = None
    reason: Optional[str] = None
    parse_status: Optional[int] = None
    parse_status_name: Optional[str] = None
    refusal: Optional[Any] = None
    refusal_text: Optional[str] = None
    slot: Optional[int] = None

    def __init__(self, message: str, function: str = "") -> None:
        super().__init__(message)
        self.function = function


class NullArgumentError(Error, ValueError):
    """A required argument was missing (ESCOPA_E_NULL)."""
    status, status_name = 1, "ESCOPA_E_NULL"


class InvalidArgumentError(Error, ValueError):
    """A seat, side, player count or other argument is out of its domain
    (ESCOPA_E_INVALID)."""
    status, status_name = 2, "ESCOPA_E_INVALID"


class IndexOutOfRangeError(InvalidArgumentError, IndexError):
    """An index is out of range: a seat, a side, or the index of a move,
    deal, tag or game of a batch (ESCOPA_E_INVALID). It is an IndexError
    as well as an InvalidArgumentError."""


class ConcurrentUseError(Error, RuntimeError):
    """A call on a Game, Batch, Record or Rules while another thread is
    inside a call on the same object. ctypes releases the GIL during each
    call, so two threads on one object would race in the C library; the
    bindings refuse the second call instead. Give each thread its own
    object (``clone()``, ``copy()``) or serialise the calls with a lock."""


class InvalidCardError(Error, ValueError):
    """A card id is not a valid card (ESCOPA_E_CARD)."""
    status, status_name = 3, "ESCOPA_E_CARD"


class UnknownOptionError(Error, KeyError):
    """The rule option does not exist (ESCOPA_E_OPTION)."""
    status, status_name = 4, "ESCOPA_E_OPTION"

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class OptionRangeError(Error, ValueError):
    """A rule option value is outside its bounds (ESCOPA_E_RANGE)."""
    status, status_name = 5, "ESCOPA_E_RANGE"


class OptionConflictError(Error, ValueError):
    """A rule option value contradicts another option (ESCOPA_E_CONFLICT)."""
    status, status_name = 6, "ESCOPA_E_CONFLICT"


class MalformedMoveError(Error, ValueError):
    """The value does not encode any move (ESCOPA_E_MOVE)."""
    status, status_name = 7, "ESCOPA_E_MOVE"


class IllegalMoveError(Error, ValueError):
    """The move is not legal in this position (ESCOPA_E_ILLEGAL); its
    ``refusal`` and ``refusal_text`` say why."""
    status, status_name = 8, "ESCOPA_E_ILLEGAL"


class PhaseError(Error, RuntimeError):
    """Not allowed in the game's current phase (ESCOPA_E_PHASE)."""
    status, status_name = 9, "ESCOPA_E_PHASE"


class DeckError(Error, ValueError):
    """A deck order is not a permutation of the deck (ESCOPA_E_DECK)."""
    status, status_name = 10, "ESCOPA_E_DECK"


class ParseError(Error, ValueError):
    """Text could not be parsed (ESCOPA_E_PARSE)."""
    status, status_name = 11, "ESCOPA_E_PARSE"


class OutOfMemoryError(Error, MemoryError):
    """The library could not allocate memory (ESCOPA_E_NOMEM)."""
    status, status_name = 12, "ESCOPA_E_NOMEM"


class TooManyMovesError(Error, OverflowError):
    """``Game.legal_moves()`` refused to build a list of more than
    ``MAX_LEGAL_MOVES`` moves; walk them with ``Game.iter_moves()``,
    ``Game.moves_page()`` or ``Game.move_at()`` instead. Only a position
    set up by hand gets here (a big table under capture multiples).

    Attributes:
        count: the number of legal moves.
        limit: the longest list ``legal_moves()`` builds.
    """

    def __init__(self, count: int, limit: int) -> None:
        super().__init__(
            f"{count:,} legal moves, more than the {limit:,} it lists "
            f"(MAX_LEGAL_MOVES); walk them with iter_moves(), moves_page() or move_at()",
            "legal_moves")
        self.count = count
        self.limit = limit


class RecordFullError(Error, RuntimeError):
    """A record is full: the move, deal or tag would take its text past
    the 1 MiB a record's text may hold (ESCOPA_E_FULL, since 1.3). The
    record is unchanged, and its text still reads back."""
    status, status_name = 13, "ESCOPA_E_FULL"


class CancelledError(Error, RuntimeError):
    """A long call was stopped by its caller: the progress function of a
    review asked it to (ESCOPA_E_CANCELLED, since 1.5)."""
    status, status_name = 14, "ESCOPA_E_CANCELLED"


_BY_STATUS: Dict[int, Type[Error]] = {
    cls.status: cls for cls in (
        NullArgumentError, InvalidArgumentError, InvalidCardError,
        UnknownOptionError, OptionRangeError, OptionConflictError,
        MalformedMoveError, IllegalMoveError, PhaseError, DeckError,
        ParseError, OutOfMemoryError, RecordFullError, CancelledError)
}


def raise_for_status(status: int, function: str, text: str) -> NoReturn:
    """Raises the exception of a failed status: its message is the
    status's text, and the C function is its ``function`` attribute."""
    cls = _BY_STATUS.get(status, Error)
    raise cls(text, function)
