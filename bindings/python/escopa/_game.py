# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Games and what a play did; the View of a seat with the sampling of the
games it cannot tell apart."""

from __future__ import annotations

import ctypes
import enum
import struct
import weakref
from typing import Any, Iterator, List, NamedTuple, Optional, Sequence, Tuple, Union

from ._args import SIZE_MAX, U64_MAX, bytes_arg, enum_arg, int_arg, seed_arg, text_arg
from ._cards import CARD_COUNT, Card, CardSet, Style
from ._clib import (GamePtr, PLAY_RESULT_VERSION, PlayResult as _CPlayResult, RulesPtr,
                    SNAPSHOT_SIZE, c_card, c_move, format_text, lib, parse_call)
from ._errors import (IllegalMoveError, IndexOutOfRangeError, InvalidArgumentError,
                      InvalidCardError, MalformedMoveError, NullArgumentError, PhaseError,
                      TooManyMovesError)
from ._moves import Move, move_of
from ._player import Player, SplitMix64
from ._queries import Phase, Queries, QueryFunctions, phase_of
from ._refusal import Refusal, explain, refusal_of, refusal_text_of
from ._rules import Preset, Rules, rules_arg
from ._scoring import SCORE_ITEMS, Score, ScoreRow, score_from
from ._view import View as _SeatView
from ._wrappers import FREE, bind, check_free, handle_arg, in_use

#: For _batch.py, which takes it from here.
_rules_arg = rules_arg


class PlayFlag(enum.IntFlag):
    """Flags of a play (``escopa_play_flag``)."""

    CLEARED_TABLE = 1
    SWEEP = 2
    HAND_OVER = 4
    GAME_OVER = 8
    REDEALT = 16


#: PlayFlag members by value, made once (an enum call costs more than the
#: play).
_FLAGS_OF = {v: PlayFlag(v) for v in range(32)}
#: The fields of ``struct escopa_play_result`` after its version, read in
#: one call.
_RESULT_FIELDS = struct.Struct("@IIiiQQiQi")
_tuple_new = tuple.__new__


class PlayResult(NamedTuple):
    """What a play did."""

    seat: int                 #: the seat that played
    side: int                 #: its side
    move: Move                #: the move played
    taken: CardSet            #: table cards captured (without the played card)
    sweep_points: int         #: points the sweep scored, 0 if none
    flags: PlayFlag           #: everything below, as flags
    last_take: CardSet        #: at the end of a hand, the cards left on the table
    last_take_side: Optional[int]  #: the side that took them, None if nobody

    @property
    def sweep(self) -> bool:
        """Whether the play scored a sweep."""
        return bool(self.flags & PlayFlag.SWEEP)

    @property
    def cleared_table(self) -> bool:
        """Whether the capture emptied the table (even without scoring)."""
        return bool(self.flags & PlayFlag.CLEARED_TABLE)

    @property
    def hand_over(self) -> bool:
        """Whether the play ended the hand."""
        return bool(self.flags & PlayFlag.HAND_OVER)

    @property
    def game_over(self) -> bool:
        """Whether the play ended the game."""
        return bool(self.flags & PlayFlag.GAME_OVER)


#: The longest list ``Game.legal_moves()`` builds (8 MB of move values):
#: past it, it raises TooManyMovesError. A dealt game has a few dozen
#: moves at most; a position set up by hand with a big table under capture
#: multiples can have up to 1,832,519,380,199.
MAX_LEGAL_MOVES = 1_000_000

#: Moves fetched per C call by ``Game.iter_moves()``.
_PAGE_SIZE = 4096


class Game(Queries):
    """A whole game: its rules, 2 to 4 players, the deal, the table, the
    captures and the running scores.

    >>> game = Game(Preset.ESCOBA_DE_15, players=2, seed=42)
    >>> while game.phase != Phase.GAME_OVER:
    ...     if game.phase == Phase.HAND_OVER:
    ...         game.next_hand()
    ...     else:
    ...         game.play(game.legal_moves()[0])
    >>> game.winner in (0, 1)
    True

    A game has two exact external forms: its position notation, one line
    of text (``game.position``, ``Game.from_position()``,
    ``game.load_position()``), and a snapshot of ``SNAPSHOT_SIZE`` bytes
    (``game.snapshot()``, ``Game.from_snapshot()``, ``game.restore()``).
    Games pickle as snapshots. ``game.choose_move()`` asks a built-in
    computer player (``Player``) for a move.

    Each Game owns its C game and frees it once, when it is garbage
    collected or at ``close()`` / the end of a ``with`` block. Threads:
    one Game must not be used from two threads at once: a call while
    another thread is inside a call on the same Game raises
    ConcurrentUseError (give each thread its own, or take a lock).
    """

    __slots__ = ("_ptr", "_finalizer", "_moves", "_result", "_phase_out", "_seat_out",
                 "_count_out", "_play_next", "_after", "__weakref__")
    _C = QueryFunctions("escopa_game_")

    def __init__(self, rules: Union[Rules, Preset, str, None] = None, players: int = 2,
                 seed: int = 0) -> None:
        """Deals the first hand from ``seed``, an int from 0 to 2**64 - 1
        (InvalidArgumentError outside it, TypeError for a value that is not
        an int). ``players`` is 2, 3 or 4. ``rules`` is a Rules object, a
        Preset, a preset key or rules text (such as ``"escopa target=15"``),
        or None for Escoba de 15. The game keeps its own copy of the
        rules."""
        players = players_arg(players)
        seed = seed_arg(seed)
        rules = rules_arg(rules)
        ptr = GamePtr()
        lib.escopa_game_new(rules._handle, players, seed, ctypes.byref(ptr))
        self._adopt(ptr)

    def _adopt(self, ptr: Any) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_game_free, ptr)
        self._moves = (c_move * 256)()
        self._result = _CPlayResult(version=PLAY_RESULT_VERSION)
        self._phase_out, self._seat_out = ctypes.c_int(), ctypes.c_int()
        self._count_out = ctypes.c_size_t()
        self._bind_play()
        #: what play() learnt of the position it led to: (phase, the legal
        #: move values or None); None once anything else may change it
        self._after: Optional[Tuple[Phase, Optional[List[int]]]] = None

    def _bind_play(self) -> None:
        """Binds escopa_game_play_next to this game and its buffers: a
        play then costs one checked call with one argument."""
        self._play_next = bind(lib.escopa_game_play_next, self._ptr, FREE,
                               ctypes.byref(self._result), ctypes.byref(self._phase_out),
                               ctypes.byref(self._seat_out), self._moves, len(self._moves),
                               ctypes.byref(self._count_out))

    def _cached(self) -> Optional[Tuple[Phase, Optional[List[int]]]]:
        """What play() learnt, if it still holds, as the library would say
        it: raises ConcurrentUseError, as a call would, while another thread
        is inside a call on this game."""
        after = self._after
        if after is not None:
            check_free(self._ptr, "Game")
        return after

    @classmethod
    def from_deck(cls, rules: Union[Rules, Preset, str, None], players: int,
                  deck: Sequence[Union[Card, str, int]]) -> "Game":
        """A game whose first hand is dealt from the given deck order
        (position 0 first; see the C documentation of the dealing order)."""
        deck_array(deck)  # checked before anything is made
        game = cls(rules, players)
        game.deal(deck)
        return game

    @classmethod
    def from_position(cls, text: Union[str, bytes]) -> "Game":
        """A game in the state position notation describes (doc/notation.md),
        such as ``game.position`` wrote. Raises ParseError, with
        ``offset``, ``line`` and ``column``, for malformed text or an
        impossible state."""
        data = text_arg(text, "position text")
        ptr = GamePtr()
        parse_call(lib.escopa_game_parse_position, data, len(data), ctypes.byref(ptr))
        game = object.__new__(cls)
        game._adopt(ptr)
        return game

    @classmethod
    def from_snapshot(cls, data: bytes) -> "Game":
        """A game in the state of a snapshot written by ``snapshot()``.
        Raises ParseError (``offset``: the first offending byte) if the
        bytes are not a valid snapshot; TypeError if they are not bytes."""
        raw = bytes_arg(data, "a snapshot")
        game = cls()
        try:
            game.restore(raw)
        except BaseException:
            game.close()
            raise
        return game

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the game is closed")
        return self._ptr

    def close(self) -> None:
        """Frees the C game now; the game can no longer be used. Raises
        ConcurrentUseError if another thread is inside a call on it."""
        with in_use(self._ptr, "Game.close"):
            self._after = None
            self._finalizer()

    def __enter__(self) -> "Game":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- rules and seats --
    @property
    def rules(self) -> Rules:
        """A copy of the game's rules."""
        ptr = RulesPtr()
        lib.escopa_game_rules(self._handle, ctypes.byref(ptr))
        return Rules._from_ptr(ptr)

    def side_of(self, seat: int) -> int:
        """The side a seat plays for. Raises IndexOutOfRangeError (an
        IndexError) for a seat that is not in the game."""
        return self._indexed(self._int, lib.escopa_game_side_of, "seat", seat)

    # -- the state --
    @property
    def phase(self) -> Phase:
        """Where the game stands."""
        after = self._cached()
        if after is not None:
            return after[0]
        return phase_of(self._int(lib.escopa_game_phase))

    @property
    def hands(self) -> Tuple[CardSet, ...]:
        """Every seat's hand."""
        return tuple(self.hand(seat) for seat in range(self.players))

    @property
    def stock(self) -> List[Card]:
        """The stock, in the order it will be dealt."""
        buf = (c_card * 42)()
        n = ctypes.c_size_t()
        lib.escopa_game_stock(self._handle, buf, 42, ctypes.byref(n))
        return [Card.from_id(c) for c in buf[:n.value]]

    @property
    def last_capture_side(self) -> Optional[int]:
        """The side that captured last this hand, or None."""
        side = self._int(lib.escopa_game_last_capture_side)
        return None if side < 0 else side

    @property
    def winner(self) -> Optional[int]:
        """The winning side, or None while the game goes on, and None for a
        game its hand limit ended with the highest score shared (see
        ``drawn``)."""
        if self.phase != Phase.GAME_OVER:
            return None
        side = self._int(lib.escopa_game_winner)
        return None if side < 0 else side

    @property
    def drawn(self) -> bool:
        """Whether the game is over without a winner: its last hand
        (``Option.HAND_LIMIT``) ended with the highest score shared.
        Since 1.3."""
        return self.phase == Phase.GAME_OVER and self._int(lib.escopa_game_winner) < 0

    # -- matches (1.3) --
    @property
    def game_number(self) -> int:
        """The number of the current game in its match, from 1."""
        return self._int(lib.escopa_game_match_game)

    def games_won(self, side: int) -> int:
        """The games a side has won in the match. Raises
        IndexOutOfRangeError (an IndexError) for a side that is not in the
        game."""
        return self._indexed(self._int, lib.escopa_game_match_wins, "side", side)

    @property
    def match_over(self) -> bool:
        """Whether the match (``Option.MATCH_GAMES``) is decided."""
        return bool(self._int(lib.escopa_game_match_over))

    @property
    def match_winner(self) -> Optional[int]:
        """The side that won the match, or None while it goes on."""
        if not self.match_over:
            return None
        side = self._int(lib.escopa_game_match_winner)
        return None if side < 0 else side

    def next_game(self) -> None:
        """Starts the next game of the match: scores back to 0, hand 1,
        the deal to the next seat. Raises PhaseError unless the game is
        over and the match is not."""
        self._after = None
        lib.escopa_game_next_game(self._handle)

    def hand_score(self, side: int) -> Score:
        """A side's score for the current (or just finished) hand. Raises
        IndexOutOfRangeError (an IndexError) for a side that is not in the
        game."""
        row = ScoreRow()
        try:
            lib.escopa_game_hand_score(self._handle, side, row, SCORE_ITEMS)
        except IndexOutOfRangeError as exc:
            raise self._out_of_range(exc, "side", side) from None
        return score_from(row)

    def hand_scores(self) -> List[Score]:
        """Every side's score for the current (or just finished) hand."""
        return [self.hand_score(side) for side in range(self.sides)]

    # -- moves --
    def legal_moves(self) -> List[Move]:
        """Every legal move of the seat to play, in the library's documented
        order. Raises PhaseError when no hand is in play, and
        TooManyMovesError (building nothing) when there are more than
        ``MAX_LEGAL_MOVES``: walk those with ``iter_moves()``,
        ``moves_page()`` or ``move_at()``. Time and memory grow with the
        number of moves. Right after ``play()`` the list is the one the
        play's call already fetched (no call into the library)."""
        after = self._cached()
        if after is not None and after[1] is not None:
            return list(map(move_of, after[1]))
        n = ctypes.c_size_t()
        lib.escopa_game_moves(self._handle, self._moves, len(self._moves), ctypes.byref(n))
        count = n.value
        if count > MAX_LEGAL_MOVES:
            raise TooManyMovesError(count, MAX_LEGAL_MOVES)
        if count > len(self._moves):
            self._moves = (c_move * count)()
            self._bind_play()
            lib.escopa_game_moves(self._handle, self._moves, count, ctypes.byref(n))
        return list(map(move_of, self._moves[:count]))

    def move_count(self) -> int:
        """The number of legal moves, without listing them: exact however
        many there are, in at most a few milliseconds."""
        n = ctypes.c_size_t()
        lib.escopa_game_moves(self._handle, None, 0, ctypes.byref(n))
        return n.value

    def move_at(self, index: int) -> Move:
        """The legal move at ``index`` in the order of ``legal_moves()``,
        without listing the others; a negative index counts from the end,
        as for a list. Its time does not depend on the index (tens of
        microseconds on the biggest tables). Raises IndexError out of
        range, TypeError for an index that is not an int, PhaseError when
        no hand is in play."""
        i = int_arg(index, -SIZE_MAX, SIZE_MAX, "move index", IndexOutOfRangeError,
                    "Game.move_at")
        count = self.move_count()
        if i < 0:
            i += count
        if not 0 <= i < count:
            raise IndexError(f"move index {index} out of range: {count} legal moves")
        out = c_move()
        lib.escopa_game_move_at(self._handle, i, ctypes.byref(out))
        return Move._trusted(out.value)

    def moves_page(self, start: int, count: int) -> List[Move]:
        """The legal moves from index ``start`` on, at most ``count`` of
        them, in the order of ``legal_moves()``: ``legal_moves()[start:start
        + count]`` without building the rest. ``start`` is from 0 to the
        number of moves (which gives an empty page); ``count`` from 0 to
        ``MAX_LEGAL_MOVES``. Raises IndexError for a start out of range,
        ValueError for a count out of range, TypeError for arguments that
        are not ints, PhaseError when no hand is in play."""
        first = int_arg(start, 0, SIZE_MAX, "page start", IndexOutOfRangeError,
                        "Game.moves_page")
        size = int_arg(count, 0, MAX_LEGAL_MOVES, "page count (MAX_LEGAL_MOVES at most)",
                       ValueError)
        total = self.move_count()
        if not 0 <= first <= total:
            raise IndexError(f"page start {first} out of range: {total} legal moves")
        buf = (c_move * max(size, 1))()
        written, n = ctypes.c_size_t(), ctypes.c_size_t()
        lib.escopa_game_moves_page(self._handle, first, buf, size, ctypes.byref(written),
                                   ctypes.byref(n))
        trusted = Move._trusted
        return [trusted(v) for v in buf[:written.value]]

    def iter_moves(self) -> Iterator[Move]:
        """An iterator over the legal moves, in the order of
        ``legal_moves()``, that fetches them a page at a time and never
        holds them all: for lists of any length. It walks the position as it
        was when it was made (it works on a copy), so playing on the game
        meanwhile changes nothing. Raises PhaseError at once when no hand is
        in play."""
        game = self.clone()
        buf = (c_move * _PAGE_SIZE)()
        written, total = ctypes.c_size_t(), ctypes.c_size_t()
        lib.escopa_game_moves_page(game._handle, 0, buf, _PAGE_SIZE, ctypes.byref(written),
                                   ctypes.byref(total))
        return _walk_moves(game, buf, written.value, total.value)

    def is_legal(self, move: Union[Move, str]) -> bool:
        """Whether a move is legal now (False for malformed moves too)."""
        try:
            lib.escopa_game_is_legal(self._handle, move_arg(move))
        except (IllegalMoveError, MalformedMoveError):
            return False
        return True

    def refusal(self, move: Union[Move, str, int]) -> Refusal:
        """Why the move is refused for the seat to play (a ``Refusal``),
        ``Refusal.NONE`` if it is legal. Malformed moves and moves with no
        hand in play have their codes too; move text that does not parse
        raises ParseError."""
        return refusal_of(self._handle, move_arg(move))

    def refusal_text(self, move: Union[Move, str, int], style: Style = Style.ASCII) -> str:
        """Why the move is refused, as a sentence about this position and
        move with the cards in ``style``, such as ``"10c and 6e make 16,
        not 15"``; ``"the move is legal"`` for a legal move."""
        return refusal_text_of(self._handle, move_arg(move), style)

    def play(self, move: Union[Move, str, int]) -> PlayResult:
        """Plays a move (a Move, move text, or a move value) for the seat
        to play. An illegal move raises IllegalMoveError and changes
        nothing; the error's ``refusal`` and ``refusal_text`` say why (as
        do those of the PhaseError and MalformedMoveError it may raise)."""
        value = move.value if type(move) is Move else move_arg(move)
        handle = self._handle
        self._after = None
        # one call: the play, the next phase, and the next legal moves
        try:
            self._play_next(value)
        except (IllegalMoveError, MalformedMoveError, PhaseError) as exc:
            explain(exc, handle, value)
            raise
        phase = phase_of(self._phase_out.value)
        count = self._count_out.value
        if phase != Phase.PLAYING:
            self._after = (phase, None)
        elif count <= len(self._moves):
            self._after = (phase, self._moves[:count])
        _, flags, seat, side, played, taken, sweep, last, taker = \
            _RESULT_FIELDS.unpack_from(self._result)
        trusted = CardSet._trusted
        return _tuple_new(PlayResult, (
            seat, side, move_of(played), trusted(taken), sweep,
            _FLAGS_OF[flags] if flags in _FLAGS_OF else PlayFlag(flags), trusted(last),
            None if taker < 0 else taker))

    def next_hand(self) -> None:
        """Deals the next hand from the game's random generator."""
        self._after = None
        lib.escopa_game_next_hand(self._handle)

    def deal(self, deck: Sequence[Union[Card, str, int]]) -> None:
        """Deals a hand from a given deck order (see the C documentation of
        escopa_game_deal for when this is allowed)."""
        arr, count = deck_array(deck)
        self._after = None
        lib.escopa_game_deal(self._handle, arr, count)

    def choose_move(self, player: Player = Player.GREEDY,
                    rng: Union[SplitMix64, int, None] = None) -> Move:
        """A legal move for the seat to play, chosen by a built-in computer
        player (doc/players.md); the game is not changed.

        ``Player.GREEDY`` is deterministic and ignores ``rng``.
        ``Player.RANDOM`` needs ``rng``: a ``SplitMix64``, which advances
        one step per decision (so a sequence of decisions is reproducible
        from its seed), or an int, the generator state for this one
        decision (the same int always gives the same move). Without it the
        random player raises NullArgumentError. Raises PhaseError when no
        hand is in play, InvalidArgumentError for an unknown player.

        >>> game = Game(seed=1)
        >>> rng = SplitMix64(7)
        >>> game.is_legal(game.choose_move(Player.RANDOM, rng))
        True
        """
        player = enum_arg(player, Player, "player", function="escopa_game_choose_move")
        out = c_move()
        if rng is None:
            if player == Player.RANDOM:
                raise NullArgumentError("the random player needs rng: a SplitMix64 or an int",
                                        "escopa_game_choose_move")
            lib.escopa_game_choose_move(self._handle, player, None, ctypes.byref(out))
            return Move._trusted(out.value)
        generator = rng if isinstance(rng, SplitMix64) else None
        try:
            state = ctypes.c_uint64(seed_arg(rng if generator is None else generator.state,
                                             "the generator state"))
        except TypeError:
            raise TypeError(f"rng must be a SplitMix64, an int or None, not "
                            f"{type(rng).__name__} {rng!r}") from None
        lib.escopa_game_choose_move(self._handle, player, ctypes.byref(state), ctypes.byref(out))
        if generator is not None:
            generator.state = state.value
        return Move._trusted(out.value)

    # -- what one seat knows --
    def view(self, seat: int) -> "View":
        """The view of this game from ``seat``: what that seat knows, the
        other hands' cards and the stock left out (``escopa.View``).
        IndexOutOfRangeError for a seat not in the game."""
        return View(self, seat)

    def info_key(self, seat: int) -> int:
        """The 64-bit information-set key of this game from ``seat``:
        ``game.view(seat).key``, without making the view."""
        out = ctypes.c_uint64()
        try:
            lib.escopa_game_info_key(self._handle, seat, ctypes.byref(out))
        except IndexOutOfRangeError as exc:
            raise self._out_of_range(exc, "seat", seat) from None
        return out.value

    # -- positions and snapshots --
    @property
    def position(self) -> str:
        """The game's position notation: one line that captures the whole
        state, rules and random generator included (doc/notation.md).
        ``Game.from_position(game.position) == game`` always holds."""
        return format_text(lib.escopa_game_format_position, self._handle)

    def load_position(self, text: Union[str, bytes]) -> None:
        """Sets this game to the state position notation describes. Raises
        ParseError (with ``offset``, ``line`` and ``column``) for malformed
        text or an impossible state, and then changes nothing."""
        data = text_arg(text, "position text")
        self._after = None
        parse_call(lib.escopa_game_load_position, self._handle, data, len(data))

    def snapshot(self) -> bytes:
        """The game as a snapshot: ``SNAPSHOT_SIZE`` bytes, the same on
        every platform, versioned and checksummed (doc/notation.md)."""
        buf = ctypes.create_string_buffer(SNAPSHOT_SIZE)
        lib.escopa_game_snapshot(self._handle, buf, SNAPSHOT_SIZE)
        return buf.raw

    def restore(self, data: bytes) -> None:
        """Sets this game to the state of a snapshot (bytes, bytearray or
        memoryview). Raises ParseError (``offset``: the first offending
        byte) for a wrong size, magic number, version or checksum, or an
        impossible state, and then changes nothing."""
        raw = bytes_arg(data, "a snapshot")
        self._after = None
        parse_call(lib.escopa_game_restore, self._handle, raw, len(raw))

    def __reduce__(self) -> Any:
        return (Game.from_snapshot, (self.snapshot(),))

    # -- copies --
    def clone(self) -> "Game":
        """An independent copy, random generator included."""
        ptr = GamePtr()
        lib.escopa_game_clone(self._handle, ctypes.byref(ptr))
        game = object.__new__(Game)
        game._adopt(ptr)
        return game

    __copy__ = clone

    def __deepcopy__(self, memo: Any) -> "Game":
        return self.clone()

    def copy_from(self, other: "Game") -> None:
        """Overwrites this game with another's state, without allocating."""
        other_handle = handle_arg(other, GamePtr, "other")
        self._after = None
        lib.escopa_game_copy(self._handle, other_handle)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        out = ctypes.c_int()
        lib.escopa_game_equal(self._handle, other._handle, ctypes.byref(out))
        return bool(out.value)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        if not self._finalizer.alive:
            return "<Game (closed)>"
        phase = self.phase
        lines = [f"<Game players={self.players} sides={self.sides} hand={self.hand_number} "
                 f"dealer={self.dealer} phase={phase.name}"
                 + (f" to_play={self.current_seat}" if phase == Phase.PLAYING else "")
                 + (f" winner={self.winner}" if phase == Phase.GAME_OVER else "")]
        lines.append(f"  table: {' | '.join(str(p) for p in self.piles) or '-'}")
        for seat, hand in enumerate(self.hands):
            lines.append(f"  seat {seat} (side {self.side_of(seat)}): {hand or '-'}")
        for side in range(self.sides):
            lines.append(f"  side {side}: score {self.scores[side]}, captured "
                         f"{len(self.captured(side))} cards, {self.sweeps(side)} sweep points")
        lines.append(f"  stock: {len(self.stock)} cards; set aside: {self.set_aside or '-'}>")
        return "\n".join(lines)


class View(_SeatView):
    """What one seat, the *viewer*, knows of a game: its own hand, the
    table, every side's captures, sweeps and scores, the match, the phase
    and the seat to play; how many cards every other hand and the stock
    hold; the cards it cannot see (``unseen``); and, under per hand
    forced capture, the cards each seat is known not to hold
    (``excluded(seat)``). With the open-table rule every hand is known.

    >>> game = Game(Preset.ESCOBA_DE_15, players=2, seed=42)
    >>> view = game.view(0)
    >>> view.hand(0) == game.hand(0), view.hand(1), view.hand_size(1)
    (True, CardSet(''), 3)
    >>> sample = view.sample(seed=1)       # a full game the seat cannot tell apart
    >>> sample.hand(0) == game.hand(0) and sample.view(0) == view
    True

    A server sends each client its view and nothing more: ``view.text``
    (view notation, doc/notation.md) or ``view.snapshot()``
    (``VIEW_SNAPSHOT_SIZE`` bytes), neither holding a hidden card; the
    client reads it back with ``View.parse()`` or ``View.from_snapshot()``
    and can list its moves (``legal_moves()``) or sample games to search.
    ``view.key`` is a 64-bit information-set key: equal for states the
    seat cannot tell apart. Views pickle as snapshots.

    Each View owns its C view and frees it when garbage collected or at
    ``close()``. One View must not be used from two threads at once
    (ConcurrentUseError).
    """


    __slots__ = ()

    def sample(self, seed: int) -> Game:
        """A new Game consistent with the view: the unseen cards dealt at
        random into the other hands and the stock, the random generator
        reseeded. The same view and seed give the same game. ``seed`` is
        an int from 0 to 2**64 - 1."""
        seed = seed_arg(seed)
        game = Game(self.rules, self.players)
        self.sample_into(game, seed)
        return game

    def sample_into(self, game: Game, seed: int) -> None:
        """Overwrites an existing Game with a sample, as ``sample()`` but
        without allocating: for many samples in a row."""
        handle = handle_arg(game, GamePtr, "game")
        seed = seed_arg(seed)
        game._after = None
        lib.escopa_view_sample(self._handle, seed, handle)


def _walk_moves(game: Game, buf: Any, written: int, total: int) -> Iterator[Move]:
    """The moves of a game's copy from its first page on (iter_moves)."""
    trusted = Move._trusted
    start = 0
    out, n = ctypes.c_size_t(), ctypes.c_size_t()
    try:
        while True:
            for v in buf[:written]:
                yield trusted(v)
            start += written
            if start >= total or written == 0:
                return
            lib.escopa_game_moves_page(game._handle, start, buf, len(buf), ctypes.byref(out),
                                       ctypes.byref(n))
            written = out.value
    finally:
        game.close()


def deck_array(deck: Sequence[Union[Card, str, int]]) -> Tuple[Any, int]:
    """A deck order (cards, card texts or ids) as a C array and its length.
    Raises InvalidCardError for an int that is not a card id, TypeError for
    a deck that is not a sequence (a str is one text, not a deck) or a card
    that is neither a Card, a str nor an int."""
    if isinstance(deck, (str, bytes)) or not isinstance(deck, Sequence):
        raise TypeError(f"a deck is a sequence of cards, card texts or ids, not "
                        f"{type(deck).__name__}")
    ids = [Card.parse(c).id if isinstance(c, str) else
           int_arg(c, 0, CARD_COUNT - 1, "card id", InvalidCardError) for c in deck]
    return (c_card * max(len(ids), 1))(*ids), len(ids)


def move_arg(move: Union[Move, str, int]) -> int:
    """The value of a move argument: a Move, move text or a 64-bit move
    value (an int, as int_arg() takes it)."""
    if isinstance(move, Move):
        return move.value
    if isinstance(move, str):
        return Move(move).value
    try:
        return int_arg(move, 0, U64_MAX, "move value", MalformedMoveError)
    except TypeError:
        raise TypeError(f"a move is a Move, move text or a 64-bit move value, not "
                        f"{type(move).__name__} {move!r}") from None


def players_arg(players: Any) -> int:
    """The number of players of a new game, 2..4."""
    return int_arg(players, 2, 4, "players", InvalidArgumentError, "escopa_game_new")
