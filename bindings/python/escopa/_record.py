# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Game records: a header of tags and every move of every hand, as text."""

from __future__ import annotations

import ctypes
import weakref
from collections.abc import Mapping
from typing import Any, Iterator, List, NamedTuple, Optional, Sequence, Union

from ._cards import Card
from ._args import seed_arg, text_arg
from ._clib import RecordPtr, c_card, c_move, format_text, lib, parse_call
from ._errors import (IllegalMoveError, IndexOutOfRangeError, InvalidArgumentError,
                      MalformedMoveError, PhaseError)
from ._game import Game, deck_array, move_arg, players_arg
from ._moves import Move
from ._refusal import explain
from ._rules import Preset, Rules, rules_arg
from ._wrappers import in_use

#: Longest tag value, in bytes (``ESCOPA_RECORD_MAX_TAG_LENGTH``).
_MAX_TAG_LENGTH = 256
#: Longest tag key, in bytes.
_MAX_KEY = 32


def _c_string(value: Any, what: str) -> bytes:
    if not isinstance(value, str):
        raise TypeError(f"a tag {what} is a str, not {value!r}")
    if "\0" in value:
        raise InvalidArgumentError(f"a tag {what} cannot hold a NUL character",
                                   "escopa_record_set_tag")
    return value.encode()


class RecordTags(Mapping[str, str]):
    """The header tags of a Record, as a mapping from key to value.

    ``tags[key]`` reads a tag (the reserved ``Rules``, ``Players`` and
    ``Seed`` too, in any case) with escopa_record_tag(); ``tags[key] =
    value`` sets one like ``Record.set_tag()``. Tags cannot be deleted.
    Iterating gives the keys in the order of the text's header: the
    reserved ones first, then the others in the order they were first set.
    """

    __slots__ = ("_record",)

    def __init__(self, record: "Record") -> None:
        """The tags of ``record``; they follow its changes."""
        self._record = record

    def __getitem__(self, key: str) -> str:
        if not isinstance(key, str) or "\0" in key:
            raise KeyError(key)
        try:
            return format_text(lib.escopa_record_tag, self._record._handle, key.encode(),
                               size=_MAX_TAG_LENGTH + 1)
        except InvalidArgumentError:
            raise KeyError(key) from None

    def __setitem__(self, key: str, value: str) -> None:
        self._record.set_tag(key, value)

    def __delitem__(self, key: str) -> None:
        raise TypeError("the tags of a record cannot be deleted")

    def __iter__(self) -> Iterator[str]:
        handle = self._record._handle
        keys = [format_text(lib.escopa_record_tag_key, handle, index, size=_MAX_KEY + 1)
                for index in range(len(self))]
        return iter(keys)

    def __len__(self) -> int:
        count = ctypes.c_size_t()
        lib.escopa_record_tag_count(self._record._handle, ctypes.byref(count))
        return count.value

    def __repr__(self) -> str:
        return f"RecordTags({dict(self)!r})"


class RecordDeal(NamedTuple):
    """One deal of a Record: the index of its first move (the number of
    moves if none followed it yet) and the deck order it was given, or
    None for a deal from the game's random generator."""

    first_move: int
    deck: Optional[List[Card]]


class Record:
    """A game record, in the spirit of chess's PGN: the arguments of the
    game (the reserved tags ``Rules``, ``Players`` and ``Seed``), the
    caller's tags (``Event``, ``Player0``...), and every deal and move
    since (doc/record.md). A record only ever holds a legal game.

    >>> record = Record(Preset.ESCOBA_DE_15, players=2, seed=42)
    >>> record.set_tag("Event", "Club night")
    >>> record.play(record.game.legal_moves()[0])
    >>> len(record), record.tags["Seed"], record.tags["Event"]
    (1, '42', 'Club night')
    >>> Record.parse(record.text).moves == record.moves
    True

    ``str(record)`` (``record.text``) writes the record and
    ``Record.parse()`` reads one back by replaying it. Records pickle and
    copy through their text. Each Record owns its C record and frees it
    once, when it is garbage collected or at ``close()`` / the end of a
    ``with`` block. Threads:
    one Record must not be used from two threads at once: a call while
    another thread is inside a call on the same Record raises
    ConcurrentUseError (give each thread its own, or take a lock).
    """

    __slots__ = ("_ptr", "_finalizer", "__weakref__")

    def __init__(self, rules: Union[Rules, Preset, str, None] = None, players: int = 2,
                 seed: int = 0) -> None:
        """Starts the record of a new game, dealt as ``Game(rules, players,
        seed)`` deals it (``rules`` as for Game). Raises
        InvalidArgumentError for a wrong number of players."""
        players = players_arg(players)
        seed = seed_arg(seed)
        rules = rules_arg(rules)
        ptr = RecordPtr()
        lib.escopa_record_new(rules._handle, players, seed, ctypes.byref(ptr))
        self._adopt(ptr)

    def _adopt(self, ptr: Any) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_record_free, ptr)

    @classmethod
    def parse(cls, text: Union[str, bytes]) -> "Record":
        """Reads a record (doc/record.md) and replays it. Raises ParseError
        at the first malformed line, illegal move or refused deal, with its
        ``line``, ``column`` and ``reason``; ``parse_status_name`` then
        tells a malformed line (``ESCOPA_E_PARSE``) from a move or deal the
        game refused (such as ``ESCOPA_E_ILLEGAL``) or rules that do not
        read (``ESCOPA_E_OPTION``, ``ESCOPA_E_RANGE``,
        ``ESCOPA_E_CONFLICT``)."""
        data = text_arg(text, "record text")
        ptr = RecordPtr()
        parse_call(lib.escopa_record_parse, data, len(data), ctypes.byref(ptr))
        record = object.__new__(cls)
        record._adopt(ptr)
        return record

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the record is closed")
        return self._ptr

    def close(self) -> None:
        """Frees the C record now; the record can no longer be used. Raises
        ConcurrentUseError if another thread is inside a call on it."""
        with in_use(self._ptr, "Record.close"):
            self._finalizer()

    def __enter__(self) -> "Record":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- tags --
    @property
    def tags(self) -> RecordTags:
        """The header tags, as a mapping (see RecordTags)."""
        return RecordTags(self)

    def set_tag(self, key: str, value: str) -> None:
        """Sets a header tag, replacing any tag of the same key. A key is 1
        to 32 ASCII letters, digits or underscores, case-sensitive; a value
        is text without control characters, at most 256 UTF-8 bytes. Raises
        InvalidArgumentError for a malformed key or value, a reserved key
        (``Rules``, ``Players``, ``Seed``, in any case), or a 33rd tag."""
        lib.escopa_record_set_tag(self._handle, _c_string(key, "key"),
                                  _c_string(value, "value"))

    @property
    def rules(self) -> Rules:
        """The rules of the recorded game (a copy)."""
        return Rules.parse(self.tags["Rules"])

    @property
    def players(self) -> int:
        """The number of players of the recorded game."""
        return int(self.tags["Players"])

    @property
    def seed(self) -> int:
        """The seed the recorded game was started with."""
        return int(self.tags["Seed"])

    # -- the game --
    def play(self, move: Union[Move, str, int]) -> None:
        """Plays a move in the recorded game and appends it to the record.
        An illegal move raises IllegalMoveError (PhaseError when no hand is
        in play), one that would take the text past 1 MiB RecordFullError;
        either changes nothing. The error's ``refusal`` and
        ``refusal_text`` say why an illegal move was refused."""
        value = move_arg(move)
        try:
            lib.escopa_record_play(self._handle, value)
        except (IllegalMoveError, MalformedMoveError, PhaseError) as exc:
            with self.game as game:
                explain(exc, game._handle, value)
            raise

    def next_hand(self, deck: Optional[Sequence[Union[Card, str, int]]] = None) -> None:
        """Deals the next hand: from the game's random generator, or from
        the given deck order (as ``Game.deal()``), which the record then
        stores. Raises PhaseError when the game is not at the end of a hand
        or a misdeal (or, for a deck, the start of a hand), DeckError for a
        deck that is not a permutation of the deck."""
        if deck is None:
            lib.escopa_record_next_hand(self._handle, None, 0)
        else:
            arr, count = deck_array(deck)
            lib.escopa_record_next_hand(self._handle, arr, count)

    def next_game(self) -> None:
        """Starts the next game of the recorded match (``Game.next_game()``);
        the text gets a ``Game N`` line. Raises PhaseError unless the game
        is over and the match is not. Since 1.3."""
        lib.escopa_record_next_game(self._handle)

    @property
    def game(self) -> Game:
        """A copy of the recorded game in its current state; playing on it
        does not change the record."""
        game = Game()
        lib.escopa_record_game(self._handle, game._handle)
        return game

    def game_at(self, index: int) -> Game:
        """A copy of the recorded game as it stood when move ``index`` was
        played: after the deals before it, a deal that starts at that move
        included. ``game_at(len(record))`` is the current state, as
        ``game`` gives it. For the end of a hand, play its last move on
        ``game_at()`` of that move. Replays the record from its start.
        Raises IndexOutOfRangeError (an IndexError and an
        InvalidArgumentError) for an index past the number of moves,
        TypeError for one that is not an int."""
        game = Game()
        try:
            lib.escopa_record_game_at(self._handle, index, game._handle)
        except IndexOutOfRangeError as exc:  # the range, on this failure path only
            raise IndexOutOfRangeError(f"move index {index} is out of range: "
                                       f"not in 0..{len(self)}", exc.function) from None
        return game

    @property
    def deals(self) -> List[RecordDeal]:
        """Every deal: the first hand's, then one per ``next_hand()`` (a
        redeal after a misdeal is a deal of its own)."""
        handle = self._handle
        count = ctypes.c_size_t()
        lib.escopa_record_deal_count(handle, ctypes.byref(count))
        deals = []
        first = ctypes.c_size_t()
        cards = ctypes.c_size_t()
        buf = (c_card * 42)()
        for index in range(count.value):
            lib.escopa_record_deal(handle, index, ctypes.byref(first), buf, 42,
                                   ctypes.byref(cards))
            deck = [Card.from_id(c) for c in buf[:cards.value]] if cards.value else None
            deals.append(RecordDeal(first.value, deck))
        return deals

    @property
    def moves(self) -> List[Move]:
        """Every recorded move, over every hand, in order."""
        count = len(self)
        out = c_move()
        moves = []
        for index in range(count):
            lib.escopa_record_move(self._handle, index, ctypes.byref(out))
            moves.append(Move._trusted(out.value))
        return moves

    def __len__(self) -> int:
        """The number of moves recorded, over every hand."""
        count = ctypes.c_size_t()
        lib.escopa_record_move_count(self._handle, ctypes.byref(count))
        return count.value

    # -- text --
    @property
    def text(self) -> str:
        """The record as text (doc/record.md): the tags, then each hand with
        its deck (if one was given) and its moves, one line per round."""
        return format_text(lib.escopa_record_format, self._handle, size=8192)

    def __str__(self) -> str:
        return self.text

    @property
    def text_length(self) -> int:
        """The length in bytes of ``text`` (UTF-8), without writing it.
        A record's text never passes 1 MiB (1048576 bytes): a move, deal
        or tag that would take it further raises RecordFullError and
        changes nothing, so every record reads back."""
        length = ctypes.c_size_t()
        lib.escopa_record_text_length(self._handle, ctypes.byref(length))
        return length.value

    def copy(self) -> "Record":
        """An independent copy (read back from the record's text)."""
        return Record.parse(self.text)

    __copy__ = copy

    def __deepcopy__(self, memo: Any) -> "Record":
        return self.copy()

    def __reduce__(self) -> Any:
        return (Record.parse, (self.text,))

    def __repr__(self) -> str:
        if not self._finalizer.alive:
            return "<Record (closed)>"
        return (f"<Record rules={self.tags['Rules']!r} players={self.players} "
                f"seed={self.seed} moves={len(self)}>")
