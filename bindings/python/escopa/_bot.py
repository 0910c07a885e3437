# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Search players: ``Bot``, its kinds and levels, and the analysis of
every legal move (the C documentation of bot.h and doc/players.md)."""

from __future__ import annotations

import ctypes
import enum
import weakref
from typing import Any, Dict, List, NamedTuple, Optional

from ._clib import (BOT_MAX_ANALYZED, BOT_OPTIONS_VERSION, BotOptions, BotPtr, MoveValueInfo,
                    c_move, in_use, int_arg, lib, seed_arg)
from ._errors import OptionRangeError
from ._moves import Move

_U32_MAX = 0xFFFFFFFF


class BotKind(enum.IntEnum):
    """The kinds of player (``enum escopa_bot_kind``)."""

    #: A uniformly random legal move.
    RANDOM = 0
    #: The greedy heuristic of ``Player.GREEDY``: one move ahead.
    GREEDY = 1
    #: Perfect-information Monte Carlo: the hidden cards dealt at random
    #: many times, every move judged on every deal.
    PIMC = 2
    #: Information-set Monte Carlo tree search.
    ISMCTS = 3
    #: PIMC on the true game: it sees every card. A measuring stick, not a
    #: fair opponent.
    OMNISCIENT = 4


class Level(enum.IntEnum):
    """The levels an app offers (``enum escopa_level``), from the weakest;
    each is a kind and a budget listed in doc/players.md."""

    #: Loses to the greedy player.
    EASY = 0
    #: Fast: under a millisecond a move.
    MEDIUM = 1
    HARD = 2
    #: The strongest fair player within the default time.
    EXPERT = 3


class MoveValue(NamedTuple):
    """One legal move and what an analysis thinks it is worth."""

    #: The move.
    move: Move
    #: The points the seat's side is expected to score by the end of the
    #: hand minus those of the other sides (their mean with three sides),
    #: sweeps included.
    value: float
    #: The sampled deals or tree visits behind the value.
    samples: int


#: The option fields a Bot takes as keyword arguments, besides ``seed``.
_UINT_OPTIONS = ("iterations", "time_ms", "threads", "endgame_cards", "randomness",
                 "exploration", "nodes", "lookahead", "minimax", "racing")


class Bot:
    """A computer player: made once with its kind and options, then asked
    for moves. All its memory is allocated when it is made; choosing and
    analysing never allocate in C.

    >>> import escopa
    >>> game = escopa.Game(seed=3)
    >>> bot = Bot(BotKind.PIMC, iterations=16, seed=1)
    >>> game.is_legal(bot.choose(game))
    True
    >>> [round(v.value, 1) for v in bot.analyze(game)] == [
    ...     round(v.value, 1) for v in bot.analyze(game)]
    True

    Every kind but ``OMNISCIENT`` uses only what the seat to play can see
    (its hand, the table, the captures, how many cards the others hold),
    so a Bot cannot cheat, even when given the whole Game. With an
    iteration budget and no time budget, its choices depend only on its
    options and on that seat's knowledge, on every platform.

    Options (keyword arguments; 0 or None for the kind's default):
    ``iterations`` (deals for PIMC, tree iterations for ISMCTS),
    ``time_ms`` (a time budget per decision), ``threads`` (1 to 64, the
    same result for any number), ``seed``, ``endgame_cards`` (the exact
    search of the rest of the hand starts with at most this many cards
    left), ``randomness`` (thousandths of decisions played at random),
    ``exploration`` (ISMCTS, thousandths of a point), ``nodes`` (ISMCTS's
    table), ``lookahead`` (PIMC: 1, or 2 to search the seat's next move
    too), ``minimax`` (PIMC's exact search: 0 plays the other sides as the
    greedy player, 1 plays their best), ``racing`` (PIMC: 1 spends a
    decision's deals in rounds on the better half of the moves, successive
    halving; analyses never race). An option out of its range raises
    OptionRangeError.

    Threads: one Bot must not be used from two threads at once
    (ConcurrentUseError); separate Bots may run in separate threads.
    """

    __slots__ = ("_ptr", "_finalizer", "_values", "_move", "__weakref__")

    def __init__(self, kind: BotKind = BotKind.PIMC, *, seed: int = 0,
                 **options: Optional[int]) -> None:
        unknown = set(options) - set(_UINT_OPTIONS)
        if unknown:
            raise TypeError(f"Bot() got unknown option(s): {', '.join(sorted(unknown))}")
        kind = BotKind(int_arg(kind, 0, len(BotKind) - 1, "bot kind"))
        opts = BotOptions()
        lib.escopa_bot_options_init(ctypes.byref(opts), kind)
        opts.seed = seed_arg(seed)
        for name, value in options.items():
            if value is not None:
                setattr(opts, name, int_arg(value, 0, _U32_MAX, name, OptionRangeError,
                                            "Bot"))
        ptr = BotPtr()
        lib.escopa_bot_new(kind, ctypes.byref(opts), ctypes.byref(ptr))
        self._adopt(ptr)

    @classmethod
    def level(cls, level: Level, seed: int = 0) -> "Bot":
        """The player of a level, such as ``Bot.level(Level.EXPERT)``."""
        level = Level(int_arg(level, 0, len(Level) - 1, "level"))
        ptr = BotPtr()
        lib.escopa_bot_new_level(level, seed_arg(seed), ctypes.byref(ptr))
        bot = object.__new__(cls)
        bot._adopt(ptr)
        return bot

    def _adopt(self, ptr: Any) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_bot_free, ptr)
        self._values = (MoveValueInfo * BOT_MAX_ANALYZED)()
        self._move = c_move()

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the bot is closed")
        return self._ptr

    def close(self) -> None:
        """Frees the C player now; it can no longer be used."""
        with in_use(self._ptr, "Bot.close"):
            self._finalizer()

    def __enter__(self) -> "Bot":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def _options(self) -> "tuple[BotKind, BotOptions]":
        kind = ctypes.c_int()
        opts = BotOptions(version=BOT_OPTIONS_VERSION)
        lib.escopa_bot_get(self._handle, ctypes.byref(kind), ctypes.byref(opts))
        return BotKind(kind.value), opts

    @property
    def kind(self) -> BotKind:
        """The kind of player."""
        return self._options()[0]

    @property
    def options(self) -> Dict[str, int]:
        """The options, the kind's defaults filled in, by name."""
        opts = self._options()[1]
        values = {name: int(getattr(opts, name)) for name in _UINT_OPTIONS}
        values["seed"] = int(opts.seed)
        return values

    def choose(self, position: Any) -> Move:
        """A legal move for the seat to play of ``position``: a Game, or a
        seat's View (the seat must be the one to play). The position is
        not changed. Raises PhaseError when no hand is in play."""
        view = _view_handle(position)
        if view is not None:
            lib.escopa_bot_choose(self._handle, view, ctypes.byref(self._move))
        else:
            lib.escopa_bot_choose_game(self._handle, position._handle, ctypes.byref(self._move))
        return Move._trusted(self._move.value)

    def analyze(self, position: Any) -> List[MoveValue]:
        """The value of every legal move of the seat to play (at most the
        first 512 in the order of ``legal_moves()``), in that order: a hint
        for the player, or a way to mark a blunder. ``position`` is a Game
        or the View of the seat to play."""
        count = ctypes.c_size_t()
        view = _view_handle(position)
        if view is not None:
            lib.escopa_bot_analyze(self._handle, view, self._values, BOT_MAX_ANALYZED,
                                   ctypes.byref(count))
        else:
            lib.escopa_bot_analyze_game(self._handle, position._handle, self._values,
                                        BOT_MAX_ANALYZED, ctypes.byref(count))
        return [MoveValue(Move._trusted(v.move), v.value, v.samples)
                for v in self._values[:count.value]]

    def __repr__(self) -> str:
        if not self._finalizer.alive:
            return "<escopa.Bot closed>"
        kind, opts = self._options()
        return f"<escopa.Bot {kind.name.lower()} iterations={opts.iterations} seed={opts.seed}>"


def _view_handle(position: Any) -> Any:
    """The C view of a View, None for a Game; TypeError for anything else."""
    from ._game import Game
    from ._view import View
    if isinstance(position, Game):
        return None
    if isinstance(position, View):
        return position._handle
    raise TypeError(f"expected a Game or a View, not {type(position).__name__}")
