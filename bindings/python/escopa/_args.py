# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Converting the caller's arguments: integers checked against their
domain, enum values, words, text and bytes. Each raises TypeError for a
value of another type and, for a bad value, an error whose message gives
the value and what is valid.

ctypes silently keeps the low bits of an integer that does not fit its C
type (``2**32 + 3`` becomes ``3`` for a C ``int``) and reports a wrong
type as ``ctypes.ArgumentError``. So every integer from the caller goes
through ``int_arg()``: in Python code directly (or ``index_arg()``,
``seed_arg()``), and in the checked wrappers of the C functions, whose
integer arguments are each declared with an ``IntArg``.
"""

from __future__ import annotations

import ctypes
import enum
import operator
from typing import Any, NamedTuple, Optional, Sequence, Type, TypeVar, cast

from ._errors import Error, IndexOutOfRangeError, InvalidArgumentError

U64_MAX = (1 << 64) - 1
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1
SIZE_MAX = (1 << (8 * ctypes.sizeof(ctypes.c_size_t))) - 1

_E = TypeVar("_E", bound=enum.IntEnum)


def int_arg(value: Any, lo: int, hi: int, what: str,
            error: Type[Exception] = InvalidArgumentError, function: str = "",
            allow_bool: bool = False) -> int:
    """``value`` as a plain int, checked to lie in ``lo..hi``.

    The one conversion of integers from the user: it accepts an int or any
    object with ``__index__`` (an IntEnum, a NumPy integer), raises
    TypeError for anything else (a float, a str, None, and a bool or a
    NumPy bool unless ``allow_bool``, for an option that is a flag), and
    ``error`` (an escopa.Error subclass or a builtin exception class) for
    an int outside ``lo..hi``; both messages give the value and the range."""
    if type(value) is not int:
        if (isinstance(value, bool) or _is_numpy_bool(value)) and not allow_bool:
            raise TypeError(f"{what} must be an int from {_bound(lo)} to {_bound(hi)}, "
                            f"not a bool ({value!r})")
        try:
            # int(): before Python 3.10, index() of an int subclass (a bool,
            # an IntEnum) is that object itself
            value = int(operator.index(value))
        except TypeError:
            raise TypeError(f"{what} must be an int from {_bound(lo)} to {_bound(hi)}, "
                            f"not {type(value).__name__} {value!r}") from None
    if not lo <= value <= hi:
        raise _error(error, f"{what} {value} is out of range: not in {_bound(lo)}..{_bound(hi)}",
                     function)
    return cast(int, value)


def _is_numpy_bool(value: Any) -> bool:
    """Whether ``value`` is a NumPy bool (``numpy.bool_``, or a 0-d bool
    array), without importing NumPy."""
    return getattr(getattr(value, "dtype", None), "kind", None) == "b"


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


def enum_arg(value: Any, enum_type: Type[_E], what: str,
             error: Type[Exception] = InvalidArgumentError, function: str = "",
             members: Optional[Sequence[_E]] = None) -> _E:
    """A member of an IntEnum given as itself or its value (any int, as
    int_arg() takes it); ``members`` restricts it to some of them. The
    message of a value outside them lists the members."""
    allowed = list(enum_type) if members is None else list(members)
    number = int_arg(value, int(min(allowed)), int(max(allowed)), what, error, function)
    for member in allowed:
        if member == number:
            return member
    raise _error(error, f"{what} {number} is not one of {_listed(allowed)}", function)


def _listed(members: Sequence[enum.IntEnum]) -> str:
    return ", ".join(f"{type(m).__name__}.{m.name} ({int(m)})" for m in members)


def choice_arg(value: Any, choices: Sequence[str], what: str) -> str:
    """One of a few words (an environment's ``observation``, ``reward``...):
    TypeError for a value that is not a str, ValueError listing the
    choices for any other str."""
    if not isinstance(value, str):
        raise TypeError(f"{what} must be a str, one of {', '.join(map(repr, choices))}; "
                        f"not {type(value).__name__} {value!r}")
    if value not in choices:
        raise ValueError(f"{what} {value!r} is not one of {', '.join(map(repr, choices))}")
    return value


def text_arg(text: Any, what: str = "text") -> bytes:
    """The bytes of text given to a C reader that takes a length: a str
    (UTF-8) or bytes; TypeError for anything else."""
    if isinstance(text, str):
        return text.encode()
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"{what} must be a str or bytes, not {type(text).__name__}")


def name_arg(name: Any, what: str, error: Type[Exception], function: str = "") -> bytes:
    """A name (a str) for a C function that reads up to a NUL, as UTF-8:
    TypeError for a value that is not a str, ``error`` for one holding a
    NUL, which would end the name early."""
    if not isinstance(name, str):
        raise TypeError(f"{what} must be a str, not {type(name).__name__} {name!r}")
    if "\0" in name:
        raise _error(error, f"{what} {name!r} holds a NUL character", function)
    return name.encode()


def bytes_arg(data: Any, what: str = "data") -> bytes:
    """Binary data (a snapshot): bytes, bytearray, memoryview or any other
    object with the buffer protocol; TypeError for anything else (a str
    included)."""
    try:
        return memoryview(data).tobytes()
    except TypeError:
        raise TypeError(f"{what} must be bytes (or bytearray, memoryview), not "
                        f"{type(data).__name__}") from None


def _error(error: Type[Exception], message: str, function: str) -> Exception:
    """An exception of ``error``, an escopa.Error subclass (which takes
    the C function's name) or a builtin class."""
    if issubclass(error, Error):
        return error(message, function)
    return error(message)
