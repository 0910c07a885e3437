# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Converting the caller's arguments: integers checked against their
domain, and text.

ctypes silently keeps the low bits of an integer that does not fit its C
type (``2**32 + 3`` becomes ``3`` for a C ``int``) and reports a wrong
type as ``ctypes.ArgumentError``. So every integer from the caller goes
through ``int_arg()``: in Python code directly (or ``index_arg()``,
``seed_arg()``), and in the checked wrappers of the C functions, whose
integer arguments are each declared with an ``IntArg``.
"""

from __future__ import annotations

import ctypes
import operator
from typing import Any, NamedTuple, Type, cast

from ._errors import Error, IndexOutOfRangeError, InvalidArgumentError

U64_MAX = (1 << 64) - 1
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
SIZE_MAX = (1 << (8 * ctypes.sizeof(ctypes.c_size_t))) - 1


def int_arg(value: Any, lo: int, hi: int, what: str,
            error: Type[Exception] = InvalidArgumentError, function: str = "") -> int:
    """``value`` as a plain int, checked to lie in ``lo..hi``.

    The one conversion of integers from the user: it accepts an int or any
    object with ``__index__`` (an IntEnum, a NumPy integer; a bool counts as
    0 or 1), raises TypeError for anything else (a float, a str, None), and
    ``error`` (an escopa.Error subclass or a builtin exception class) for an
    int outside ``lo..hi``; both messages give the value and the range."""
    if type(value) is not int:
        try:
            value = operator.index(value)
        except TypeError:
            raise TypeError(f"{what} must be an int from {_bound(lo)} to {_bound(hi)}, "
                            f"not {type(value).__name__} {value!r}") from None
    if not lo <= value <= hi:
        message = f"{what} {value} is out of range: not in {_bound(lo)}..{_bound(hi)}"
        if issubclass(error, Error):
            raise error(message, function)
        raise error(message)
    return cast(int, value)


def _bound(value: int) -> str:
    """A bound as a reader takes it in: 2**64 - 1 rather than its 20 digits."""
    return "2**64 - 1" if value == U64_MAX else str(value)


def index_arg(value: Any, count: int, what: str, function: str = "") -> int:
    """An index below ``count``: TypeError, or IndexOutOfRangeError (an
    IndexError and an escopa.InvalidArgumentError) outside ``0..count-1``."""
    return int_arg(value, 0, count - 1, what, IndexOutOfRangeError, function)


def seed_arg(value: Any, what: str = "seed") -> int:
    """A seed or generator state, a uint64: TypeError for a value that is
    not an int, InvalidArgumentError (a ValueError) outside ``0..2**64-1``."""
    return int_arg(value, 0, U64_MAX, what)


class IntArg(NamedTuple):
    """An integer argument of a C function, in ``_FUNCTIONS``: the wrapper
    passes it through ``int_arg(value, lo, hi, what, error)``."""

    ctype: Any                 #: the ctypes type
    what: str                  #: its name in messages
    lo: int                    #: the smallest value accepted
    hi: int                    #: the largest value accepted
    error: Type[Exception]     #: raised for an int outside lo..hi
    #: whether the library's ESCOPA_E_INVALID for this call means that
    #: this index is out of range (then raised as IndexOutOfRangeError)
    index: bool = False  # type: ignore[assignment]  # a field, shadowing tuple.index


def text_arg(text: Any) -> bytes:
    """The bytes of text given to a C reader: a str (UTF-8) or bytes."""
    if isinstance(text, str):
        return text.encode()
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"expected text (str or bytes), not {type(text).__name__}")
