# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""A seat's view of a game, its text and snapshot forms and its
information-set key.

This module knows games only as the C objects it reads a view from:
``escopa.View``, in _game.py, is this View and the sampling of the games
it cannot tell apart, which makes Games. So _game.py builds on this
module, and the dependency runs one way.
"""

from __future__ import annotations

import ctypes
import weakref
from typing import Any, Dict, List, Type, TypeVar, Union

from ._args import bytes_arg, text_arg
from ._cards import CardSet
from ._clib import (OBSERVATION_SIZE, GamePtr, RulesPtr, VIEW_SNAPSHOT_SIZE, ViewPtr,
                    format_text, c_move, lib, parse_call)
from ._errors import IndexOutOfRangeError
from ._json import view_json_to_text, view_text_to_json
from ._moves import Move, move_of
from ._queries import Phase, Queries, QueryFunctions, phase_of
from ._rules import Preset, Rules
from ._wrappers import handle_arg, in_use

_V = TypeVar("_V", bound="View")


class View(Queries):
    """What one seat knows of a game, without the sampling of the games
    it cannot tell apart: the base of ``escopa.View`` (_game.py), which
    adds ``sample()`` and ``sample_into()`` and documents the whole."""

    __slots__ = ("_ptr", "_finalizer", "__weakref__")
    _C = QueryFunctions("escopa_view_")

    def __init__(self, game: Queries, seat: int) -> None:
        """The view of ``game`` (a Game) from ``seat``. Raises
        IndexOutOfRangeError (an IndexError) for a seat that is not in the
        game, TypeError for a game that is not a Game."""
        handle = handle_arg(game, GamePtr, "game")
        ptr = ViewPtr()
        try:
            lib.escopa_view_new(handle, seat, ctypes.byref(ptr))
        except IndexOutOfRangeError as exc:
            raise game._out_of_range(exc, "seat", seat) from None
        self._adopt(ptr)

    def _adopt(self, ptr: Any) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_view_free, ptr)

    @classmethod
    def _from_ptr(cls: Type[_V], ptr: Any) -> _V:
        view = object.__new__(cls)
        view._adopt(ptr)
        return view

    @classmethod
    def parse(cls: Type[_V], text: Union[str, bytes]) -> _V:
        """A view from view notation, such as ``view.text`` wrote. Raises
        ParseError (with ``offset``, ``line`` and ``column``) for malformed
        text or a view no seat of a valid game has."""
        data = text_arg(text, "view text")
        ptr = ViewPtr()
        parse_call(lib.escopa_view_parse, data, len(data), ctypes.byref(ptr))
        return cls._from_ptr(ptr)

    @classmethod
    def from_json(cls: Type[_V], data: Union[Dict[str, Any], str, bytes]) -> _V:
        """A view from its JSON form (doc/notation.md, "JSON"): the dict
        ``to_json()`` returns, or its JSON text. Raises ParseError for JSON
        that is not a view's (a missing or unknown field, a wrong type, a
        number out of range) or a view no seat of a valid game has."""
        return cls.parse(view_json_to_text(data))

    @classmethod
    def from_snapshot(cls: Type[_V], data: bytes) -> _V:
        """A view from a view snapshot written by ``snapshot()``. Raises
        ParseError (``offset``: the first offending byte) if the bytes are
        not a valid view snapshot, TypeError if they are not bytes."""
        raw = bytes_arg(data, "a view snapshot")
        ptr = ViewPtr()
        parse_call(lib.escopa_view_new_from_snapshot, raw, len(raw), ctypes.byref(ptr))
        return cls._from_ptr(ptr)

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the view is closed")
        return self._ptr

    def close(self) -> None:
        """Frees the C view now; the view can no longer be used."""
        with in_use(self._ptr, "View.close"):
            self._finalizer()

    def __enter__(self: _V) -> _V:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def update(self, game: Queries, seat: int) -> None:
        """Makes this the view of ``game`` (a Game) from ``seat``, without
        allocating. Raises IndexOutOfRangeError for a seat not in the game,
        and then changes nothing."""
        handle = handle_arg(game, GamePtr, "game")
        try:
            lib.escopa_view_update(self._handle, handle, seat)
        except IndexOutOfRangeError as exc:
            raise game._out_of_range(exc, "seat", seat) from None

    # -- what the viewer knows --
    @property
    def seat(self) -> int:
        """The viewer's seat."""
        return self._int(lib.escopa_view_seat)

    @property
    def rules(self) -> Rules:
        """A copy of the game's rules."""
        ptr = RulesPtr()
        lib.escopa_rules_new(Preset.ESCOPA, ctypes.byref(ptr))
        rules = Rules._from_ptr(ptr)
        lib.escopa_view_rules(self._handle, rules._handle)
        return rules

    @property
    def phase(self) -> Phase:
        """Where the game stands."""
        return phase_of(self._int(lib.escopa_view_phase))

    def hand_size(self, seat: int) -> int:
        """How many cards a seat holds, 0..3."""
        return self._indexed(self._int, lib.escopa_view_hand_size, "seat", seat)

    def excluded(self, seat: int) -> CardSet:
        """Unseen cards a seat is known not to hold: under per hand forced
        capture, those of every value that could have captured when it
        last trailed or set this round; empty otherwise."""
        return self._indexed(self._set, lib.escopa_view_excluded, "seat", seat)

    def score(self, side: int) -> int:
        """A side's running score."""
        return self._indexed(self._int, lib.escopa_view_score, "side", side)

    @property
    def stock_size(self) -> int:
        """The number of cards still in the stock."""
        return self._int(lib.escopa_view_stock_size)

    @property
    def unseen(self) -> CardSet:
        """The cards the viewer cannot see: in the other hands (unless
        open) and in the stock."""
        return self._set(lib.escopa_view_unseen)

    def legal_moves(self) -> List[Move]:
        """The viewer's legal moves, in the order of
        ``Game.legal_moves()``. Raises PhaseError when no hand is in play
        or another seat is to play."""
        n = ctypes.c_size_t()
        buf = (c_move * 256)()
        lib.escopa_view_moves(self._handle, buf, len(buf), ctypes.byref(n))
        if n.value > len(buf):
            buf = (c_move * n.value)()
            lib.escopa_view_moves(self._handle, buf, len(buf), ctypes.byref(n))
        return list(map(move_of, buf[:n.value]))

    def observe(self) -> bytes:
        """The observation from the viewer, ``OBSERVATION_SIZE`` bytes in
        the layout of ``observe()`` (batch.h), relative to the viewer."""
        buf = (ctypes.c_uint8 * OBSERVATION_SIZE)()
        lib.escopa_view_observe(self._handle, buf)
        return bytes(buf)

    @property
    def key(self) -> int:
        """The 64-bit information-set key: equal for equal views, that is
        for states the viewer cannot tell apart. Not stable across library
        versions."""
        out = ctypes.c_uint64()
        lib.escopa_view_key(self._handle, ctypes.byref(out))
        return out.value

    # -- text and snapshot --
    @property
    def text(self) -> str:
        """The view in view notation: one line, without the hidden cards
        (doc/notation.md). ``View.parse(view.text) == view`` holds."""
        return format_text(lib.escopa_view_format, self._handle)

    def __str__(self) -> str:
        return self.text

    def to_json(self) -> Dict[str, Any]:
        """The view's JSON form (doc/notation.md, "JSON"), a dict for
        ``json.dumps()``: one field per field of the view text, cards as
        their text, hidden hands as a count. It holds no hidden card, and
        ``View.from_json(view.to_json()) == view`` holds."""
        return view_text_to_json(self.text)

    def load(self, text: Union[str, bytes]) -> None:
        """Sets this view to the one view notation describes. Raises
        ParseError for malformed text or an impossible view, and then
        changes nothing."""
        data = text_arg(text, "view text")
        parse_call(lib.escopa_view_load, self._handle, data, len(data))

    def snapshot(self) -> bytes:
        """The view as a view snapshot: ``VIEW_SNAPSHOT_SIZE`` bytes, the
        layout of a game snapshot without the hidden cards."""
        buf = ctypes.create_string_buffer(VIEW_SNAPSHOT_SIZE)
        lib.escopa_view_snapshot(self._handle, buf, VIEW_SNAPSHOT_SIZE)
        return buf.raw

    def restore(self, data: bytes) -> None:
        """Sets this view to a view snapshot. Raises ParseError (``offset``:
        the first offending byte) for bytes that are not a valid view
        snapshot, and then changes nothing."""
        raw = bytes_arg(data, "a view snapshot")
        parse_call(lib.escopa_view_restore, self._handle, raw, len(raw))

    def __reduce__(self) -> Any:
        return (type(self).from_snapshot, (self.snapshot(),))

    # -- copies --
    def clone(self: _V) -> _V:
        """An independent copy."""
        ptr = ViewPtr()
        lib.escopa_view_clone(self._handle, ctypes.byref(ptr))
        return type(self)._from_ptr(ptr)

    __copy__ = clone

    def __deepcopy__(self: _V, memo: Any) -> _V:
        return self.clone()

    def copy_from(self, other: "View") -> None:
        """Overwrites this view with another, without allocating."""
        lib.escopa_view_copy(self._handle, handle_arg(other, ViewPtr, "other"))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, View):
            return NotImplemented
        out = ctypes.c_int()
        lib.escopa_view_equal(self._handle, other._handle, ctypes.byref(out))
        return bool(out.value)

    __hash__ = None  # type: ignore[assignment]  # mutable; see key

    def __repr__(self) -> str:
        if not self._finalizer.alive:
            return "<View (closed)>"
        phase = self.phase
        hands = " / ".join(str(self.hand(s)) if self.hand(s) or not self.hand_size(s)
                           else "?" * self.hand_size(s) for s in range(self.players))
        return (f"<View seat={self.seat} players={self.players} phase={phase.name}"
                + (f" to_play={self.current_seat}" if phase == Phase.PLAYING else "")
                + f" hands={hands} table={self.table or '-'} stock={self.stock_size}>")

