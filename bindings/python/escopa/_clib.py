# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Loading libescopa and declaring its C functions.

Every C function the bindings use is declared once, in ``_FUNCTIONS``:
argument types, result type, and whether its ``enum escopa_status`` result
is turned into an exception. Nothing else in the package touches ctypes
prototypes.

Two helpers wrap the calling conventions shared by several functions:
``format_text()`` for the writers that follow the buffer rule of
escopa_card_format(), and ``parse_call()`` for the readers that fill a
``struct escopa_parse_error``.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from typing import Any, Callable, Dict, Tuple

from ._errors import Error, raise_for_status

#: The soname the bindings load. The ABI of every 1.x release is that of 1.0.
SONAME = "libescopa.so.1"
#: Environment variable naming another library file to load instead.
LIBRARY_ENV = "ESCOPA_LIBRARY"
#: The oldest library version these bindings work with, as (major, minor).
MIN_VERSION = (1, 3)


class _Rules(ctypes.Structure):
    """Opaque ``struct escopa_rules``."""


class _Game(ctypes.Structure):
    """Opaque ``struct escopa_game``."""


RulesPtr = ctypes.POINTER(_Rules)
GamePtr = ctypes.POINTER(_Game)

c_card = ctypes.c_int
c_cardset = ctypes.c_uint64
c_move = ctypes.c_uint64
c_status = ctypes.c_int


class _Batch(ctypes.Structure):
    """Opaque ``struct escopa_batch``."""


BatchPtr = ctypes.POINTER(_Batch)


class _Record(ctypes.Structure):
    """Opaque ``struct escopa_record``."""


RecordPtr = ctypes.POINTER(_Record)


class ParseErrorInfo(ctypes.Structure):
    """``struct escopa_parse_error``, version 1."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("status", c_status),
        ("offset", ctypes.c_size_t),
        ("line", ctypes.c_size_t),
        ("column", ctypes.c_size_t),
        ("message", ctypes.c_char * 160),
    ]


PARSE_ERROR_VERSION = 1
#: The size in bytes of every snapshot (``ESCOPA_SNAPSHOT_SIZE``).
SNAPSHOT_SIZE = 256


class BatchBuffers(ctypes.Structure):
    """``struct escopa_batch_buffers``, version 1."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("max_moves", ctypes.c_size_t),
        ("actions", ctypes.POINTER(ctypes.c_uint32)),
        ("observations", ctypes.POINTER(ctypes.c_uint8)),
        ("moves", ctypes.POINTER(ctypes.c_uint64)),
        ("move_counts", ctypes.POINTER(ctypes.c_uint32)),
        ("rewards", ctypes.POINTER(ctypes.c_float)),
        ("done", ctypes.POINTER(ctypes.c_uint8)),
        ("winners", ctypes.POINTER(ctypes.c_int8)),
    ]


BATCH_BUFFERS_VERSION = 1
OBSERVATION_SIZE = 64


class PlayResult(ctypes.Structure):
    """``struct escopa_play_result``, version 1."""

    _fields_ = [
        ("version", ctypes.c_uint),
        ("flags", ctypes.c_uint),
        ("seat", ctypes.c_int),
        ("side", ctypes.c_int),
        ("move", c_move),
        ("taken", c_cardset),
        ("sweep_points", ctypes.c_int),
        ("last_take", c_cardset),
        ("last_take_side", ctypes.c_int),
    ]


PLAY_RESULT_VERSION = 1

P = ctypes.POINTER
c_int_p = P(ctypes.c_int)
c_size_p = P(ctypes.c_size_t)
char_p = ctypes.c_char_p
buf_p = ctypes.c_char_p

# name: (argtypes, restype); restype c_status gets the status errcheck.
_FUNCTIONS: Dict[str, Tuple[list, Any]] = {
    # status
    "escopa_status_str": ([c_status], char_p),
    "escopa_status_name": ([c_status], char_p),
    # version
    "escopa_version_string": ([], char_p),
    "escopa_version_number": ([], ctypes.c_uint),
    # cards
    "escopa_card_make": ([ctypes.c_int, ctypes.c_int, P(c_card)], c_status),
    "escopa_card_value": ([c_card, c_int_p], c_status),
    "escopa_card_rank": ([c_card, c_int_p], c_status),
    "escopa_card_suit": ([c_card, c_int_p], c_status),
    "escopa_card_is_joker": ([c_card, c_int_p], c_status),
    "escopa_card_format": ([c_card, ctypes.c_int, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_card_parse": ([char_p, ctypes.c_int, P(c_card)], c_status),
    "escopa_cardset_format": ([c_cardset, ctypes.c_int, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_cardset_parse": ([char_p, ctypes.c_int, P(c_cardset)], c_status),
    "escopa_suit_name": ([ctypes.c_int, ctypes.c_int], char_p),
    # rules
    "escopa_rules_new": ([ctypes.c_int, P(RulesPtr)], c_status),
    "escopa_rules_copy": ([RulesPtr, P(RulesPtr)], c_status),
    "escopa_rules_free": ([RulesPtr], None),
    "escopa_rules_get": ([RulesPtr, ctypes.c_int, c_int_p], c_status),
    "escopa_rules_set": ([RulesPtr, ctypes.c_int, ctypes.c_int], c_status),
    "escopa_rules_equal": ([RulesPtr, RulesPtr, c_int_p], c_status),
    "escopa_option_bounds": ([ctypes.c_int, c_int_p, c_int_p], c_status),
    "escopa_option_count": ([], ctypes.c_int),
    "escopa_option_name": ([ctypes.c_int], char_p),
    "escopa_option_from_name": ([char_p, c_int_p], c_status),
    "escopa_preset_count": ([], ctypes.c_int),
    "escopa_preset_name": ([ctypes.c_int], char_p),
    "escopa_preset_from_name": ([char_p, c_int_p], c_status),
    # moves
    "escopa_move_make": ([ctypes.c_int, c_card, c_cardset, P(c_move)], c_status),
    "escopa_move_parts": ([c_move, c_int_p, P(c_card), P(c_cardset)], c_status),
    "escopa_move_format": ([c_move, ctypes.c_int, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_move_parse": ([char_p, ctypes.c_int, P(c_move)], c_status),
    # games
    "escopa_game_new": ([RulesPtr, ctypes.c_int, ctypes.c_uint64, P(GamePtr)], c_status),
    "escopa_game_free": ([GamePtr], None),
    "escopa_game_clone": ([GamePtr, P(GamePtr)], c_status),
    "escopa_game_copy": ([GamePtr, GamePtr], c_status),
    "escopa_game_equal": ([GamePtr, GamePtr, c_int_p], c_status),
    "escopa_game_rules": ([GamePtr, P(RulesPtr)], c_status),
    "escopa_game_option": ([GamePtr, ctypes.c_int, c_int_p], c_status),
    "escopa_game_players": ([GamePtr, c_int_p], c_status),
    "escopa_game_sides": ([GamePtr, c_int_p], c_status),
    "escopa_game_side_of": ([GamePtr, ctypes.c_int, c_int_p], c_status),
    "escopa_game_phase": ([GamePtr, c_int_p], c_status),
    "escopa_game_current_seat": ([GamePtr, c_int_p], c_status),
    "escopa_game_dealer": ([GamePtr, c_int_p], c_status),
    "escopa_game_hand_number": ([GamePtr, c_int_p], c_status),
    "escopa_game_hand": ([GamePtr, ctypes.c_int, P(c_cardset)], c_status),
    "escopa_game_table": ([GamePtr, P(c_cardset)], c_status),
    "escopa_game_piles": ([GamePtr, P(c_cardset), ctypes.c_size_t, c_size_p], c_status),
    "escopa_game_stock": ([GamePtr, P(c_card), ctypes.c_size_t, c_size_p], c_status),
    "escopa_game_captured": ([GamePtr, ctypes.c_int, P(c_cardset)], c_status),
    "escopa_game_sweeps": ([GamePtr, ctypes.c_int, c_int_p], c_status),
    "escopa_game_set_aside": ([GamePtr, P(c_cardset)], c_status),
    "escopa_game_last_capture_side": ([GamePtr, c_int_p], c_status),
    "escopa_game_score": ([GamePtr, ctypes.c_int, c_int_p], c_status),
    "escopa_game_winner": ([GamePtr, c_int_p], c_status),
    "escopa_game_moves": ([GamePtr, P(c_move), ctypes.c_size_t, c_size_p], c_status),
    "escopa_game_is_legal": ([GamePtr, c_move], c_status),
    "escopa_game_play": ([GamePtr, c_move, P(PlayResult)], c_status),
    "escopa_game_next_hand": ([GamePtr], c_status),
    "escopa_game_deal": ([GamePtr, P(c_card), ctypes.c_size_t], c_status),
    # observations and batches (1.1)
    "escopa_game_observe": ([GamePtr, P(ctypes.c_uint8)], c_status),
    "escopa_batch_new": ([RulesPtr, ctypes.c_int, ctypes.c_size_t, ctypes.c_uint64,
                          P(BatchPtr)], c_status),
    "escopa_batch_free": ([BatchPtr], None),
    "escopa_batch_bind": ([BatchPtr, P(BatchBuffers)], c_status),
    "escopa_batch_step": ([BatchPtr], c_status),
    "escopa_batch_set_threads": ([BatchPtr, ctypes.c_int], c_status),
    "escopa_batch_game": ([BatchPtr, ctypes.c_size_t, GamePtr], c_status),
    # scoring
    "escopa_game_hand_score": ([GamePtr, ctypes.c_int, P(ctypes.c_int32), ctypes.c_size_t], c_status),
    "escopa_score_piles": ([RulesPtr, ctypes.c_int, P(c_cardset), c_int_p, ctypes.c_int,
                            P(ctypes.c_int32), ctypes.c_size_t], c_status),
    "escopa_score_item_name": ([ctypes.c_int], char_p),
    # notation (1.1)
    "escopa_game_format_position": ([GamePtr, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_game_parse_position": ([char_p, ctypes.c_size_t, P(GamePtr), P(ParseErrorInfo)],
                                   c_status),
    "escopa_game_load_position": ([GamePtr, char_p, ctypes.c_size_t, P(ParseErrorInfo)],
                                  c_status),
    "escopa_game_snapshot": ([GamePtr, buf_p, ctypes.c_size_t], c_status),
    "escopa_game_restore": ([GamePtr, char_p, ctypes.c_size_t, P(ParseErrorInfo)], c_status),
    "escopa_rules_format": ([RulesPtr, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_rules_read": ([char_p, ctypes.c_size_t, P(RulesPtr), P(ParseErrorInfo)], c_status),
    "escopa_card_read": ([char_p, ctypes.c_size_t, ctypes.c_int, P(c_card), P(ParseErrorInfo)],
                         c_status),
    "escopa_move_read": ([char_p, ctypes.c_size_t, ctypes.c_int, P(c_move), P(ParseErrorInfo)],
                         c_status),
    # records (1.1)
    "escopa_record_new": ([RulesPtr, ctypes.c_int, ctypes.c_uint64, P(RecordPtr)], c_status),
    "escopa_record_free": ([RecordPtr], None),
    "escopa_record_set_tag": ([RecordPtr, char_p, char_p], c_status),
    "escopa_record_tag": ([RecordPtr, char_p, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_record_play": ([RecordPtr, c_move], c_status),
    "escopa_record_next_hand": ([RecordPtr, P(c_card), ctypes.c_size_t], c_status),
    "escopa_record_game": ([RecordPtr, GamePtr], c_status),
    "escopa_record_move_count": ([RecordPtr, c_size_p], c_status),
    "escopa_record_move": ([RecordPtr, ctypes.c_size_t, P(c_move)], c_status),
    # 1.2
    "escopa_record_tag_count": ([RecordPtr, c_size_p], c_status),
    "escopa_record_tag_key": ([RecordPtr, ctypes.c_size_t, buf_p, ctypes.c_size_t, c_size_p],
                              c_status),
    "escopa_record_deal_count": ([RecordPtr, c_size_p], c_status),
    "escopa_record_deal": ([RecordPtr, ctypes.c_size_t, c_size_p, P(c_card), ctypes.c_size_t,
                           c_size_p], c_status),
    "escopa_record_game_at": ([RecordPtr, ctypes.c_size_t, GamePtr], c_status),
    "escopa_record_format": ([RecordPtr, buf_p, ctypes.c_size_t, c_size_p], c_status),
    "escopa_record_parse": ([char_p, ctypes.c_size_t, P(RecordPtr), P(ParseErrorInfo)],
                            c_status),
    # computer players (1.1)
    "escopa_game_choose_move": ([GamePtr, ctypes.c_int, P(ctypes.c_uint64), P(c_move)],
                                c_status),
    # matches and the last-round check (1.3)
    "escopa_game_next_game": ([GamePtr], c_status),
    "escopa_game_match_game": ([GamePtr, c_int_p], c_status),
    "escopa_game_match_wins": ([GamePtr, ctypes.c_int, c_int_p], c_status),
    "escopa_game_match_over": ([GamePtr, c_int_p], c_status),
    "escopa_game_match_winner": ([GamePtr, c_int_p], c_status),
    "escopa_record_next_game": ([RecordPtr], c_status),
    "escopa_score_check_last_round": ([RulesPtr, ctypes.c_int, P(c_cardset), c_cardset, c_int_p,
                                       P(ctypes.c_uint)], c_status),
    "escopa_score_mistake": ([RulesPtr, ctypes.c_int, c_int_p, ctypes.c_int,
                              P(ctypes.c_int32)], c_status),
}


def _errcheck(result: int, func: Callable, args: tuple) -> int:
    if result != 0:
        raise_for_status(result, func.__name__, _status_text(result))
    return result


def _status_text(status: int) -> str:
    text = lib.escopa_status_str(status)
    return text.decode() if text else "unknown status"


def format_text(func: Callable, *args: Any, size: int = 1024) -> str:
    """Calls a C writer that follows the buffer rule of
    escopa_card_format() (its last arguments are a buffer, its size and
    the full length), growing the buffer once if the text did not fit."""
    length = ctypes.c_size_t()
    buf = ctypes.create_string_buffer(size)
    func(*args, buf, size, ctypes.byref(length))
    if length.value >= size:
        size = length.value + 1
        buf = ctypes.create_string_buffer(size)
        func(*args, buf, size, ctypes.byref(length))
    return buf.raw[:length.value].decode()


def text_arg(text: Any) -> bytes:
    """The bytes of text given to a C reader: a str (UTF-8) or bytes."""
    if isinstance(text, str):
        return text.encode()
    if isinstance(text, (bytes, bytearray, memoryview)):
        return bytes(text)
    raise TypeError(f"expected text (str or bytes), not {type(text).__name__}")


def parse_call(func: Callable, *args: Any) -> None:
    """Calls a C reader whose last argument is a ``struct
    escopa_parse_error``. On failure the exception errcheck raised (the
    class of the status the call returned) gets the reader's message as
    its text and the struct's fields as attributes (``offset``, ``line``,
    ``column``, ``reason``, ``parse_status``, ``parse_status_name``)."""
    info = ParseErrorInfo(version=PARSE_ERROR_VERSION)
    try:
        func(*args, ctypes.byref(info))
    except Error as exc:
        if info.status != 0:  # the reader filled the struct
            reason = info.message.decode("utf-8", "replace")
            name = lib.escopa_status_name(info.status)
            exc.args = (f"{func.__name__}: line {info.line}, column {info.column}: {reason}",)
            exc.offset, exc.line, exc.column = info.offset, info.line, info.column
            exc.reason = reason
            exc.parse_status = info.status
            exc.parse_status_name = name.decode() if name else "ESCOPA_E_UNKNOWN"
        raise


class LibraryError(ImportError):
    """The shared library could not be loaded, or its version does not fit."""


def _load() -> ctypes.CDLL:
    path = os.environ.get(LIBRARY_ENV) or SONAME
    try:
        library = ctypes.CDLL(path)
    except OSError as exc:
        hint = "" if os.environ.get(LIBRARY_ENV) else (
            f"; install libescopa or set {LIBRARY_ENV} to the library file")
        raise LibraryError(f"cannot load {path}: {exc}{hint}") from exc
    for name, (argtypes, restype) in _FUNCTIONS.items():
        try:
            func = getattr(library, name)
        except AttributeError as exc:
            raise LibraryError(f"{path} lacks {name}: it is too old for these bindings") from exc
        func.argtypes = argtypes
        func.restype = restype
        if restype is c_status:
            func.errcheck = _errcheck
    check_version(library.escopa_version_number(), path)
    return library


def check_version(number: int, path: str = SONAME) -> None:
    """Raises LibraryError unless a library version number (the layout of
    ESCOPA_VERSION_NUMBER) has the bindings' major version and at least
    their minor version."""
    found = (number >> 16, (number >> 8) & 0xFF)
    if found[0] != MIN_VERSION[0] or found < MIN_VERSION:
        raise LibraryError(
            f"{path} is libescopa {found[0]}.{found[1]}.{number & 0xFF}, "
            f"these bindings need {MIN_VERSION[0]}.x with x >= {MIN_VERSION[1]}")


lib = _load()
