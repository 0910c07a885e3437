# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The search players (bot.h; doc/players.md): one object for every kind,
levels, and the analysis of every legal move."""

from __future__ import annotations

import ctypes
import enum
import weakref
from typing import Any, List, NamedTuple, Union

from ._clib import (BOT_OPTIONS_VERSION, BotOptions, BotPtr, MoveValue, c_move, in_use,
                    int_arg, lib, seed_arg)
from ._errors import InvalidArgumentError
from ._moves import Move

#: The most moves an analysis gives (the first in list order).
MAX_ANALYZED_MOVES = 512
_U32_MAX = (1 << 32) - 1


class BotKind(enum.IntEnum):
    """The kinds of player (``enum escopa_bot_kind``)."""

    #: A uniformly random legal move.
    RANDOM = 0
    #: The greedy heuristic of ``Player.GREEDY``, from the seat's view.
    GREEDY = 1
    #: Perfect-information Monte Carlo with an exact end-of-hand search.
    PIMC = 2
    #: Single-observer information-set Monte Carlo tree search.
    ISMCTS = 3
    #: PIMC on the true game: sees every card; for measurements only.
    OMNISCIENT = 4


class Level(enum.IntEnum):
    """The levels of ``Bot.level()`` (``enum escopa_level``), each a kind
    and a budget listed in doc/players.md."""

    EASY = 0
    MEDIUM = 1
    HARD = 2
    EXPERT = 3


class MoveAnalysis(NamedTuple):
    """One legal move and its estimated value: the points of the rest of
    the hand for the seat's side minus the other sides' (their mean with
    three sides), from ``samples`` sampled deals or tree visits."""

    move: Move
    value: float
    samples: int


#: The options of struct escopa_bot_options that Bot() takes by name.
_OPTION_NAMES = ("iterations", "time_ms", "threads", "endgame_cards", "randomness",
                 "exploration", "nodes", "lookahead")


class Bot:
    """A computer player made once, with its kind and options; choosing and
    analysing never allocate in C. Every kind but OMNISCIENT chooses from
    what the seat to play can see, and with an iteration budget (and no
    ``time_ms``) its choices depend only on its options and that view.

    >>> from escopa import Game
    >>> game = Game(seed=3)
    >>> bot = Bot(BotKind.PIMC, iterations=16, seed=1)
    >>> game.is_legal(bot.choose(game))
    True
    >>> len(bot.analyze(game)) == game.move_count()
    True

    Options, all ints, 0 for the kind's default: ``iterations`` (sampled
    deals for PIMC, tree iterations for ISMCTS), ``time_ms``, ``threads``
    (1 to 64), ``seed``, ``endgame_cards`` (the exact search starts at
    this many cards left, up to 40), ``randomness`` (thousandths of random
    moves), ``exploration`` (ISMCTS, thousandths of a point), ``nodes``
    (ISMCTS's table), ``lookahead`` (PIMC, 1 or 2). Raises
    InvalidArgumentError for an unknown kind or a value that is not a
    32-bit unsigned int, OptionRangeError (ESCOPA_E_RANGE) for an option
    out of its range, TypeError for an unknown option.

    Each Bot owns its C player and frees it when it is garbage collected
    or at ``close()`` / the end of a ``with`` block. One Bot must not be
    used from two threads at once (ConcurrentUseError); give each thread
    its own.
    """

    __slots__ = ("_ptr", "_finalizer", "__weakref__")

    def __init__(self, kind: Union[BotKind, int] = BotKind.PIMC, *, seed: int = 0,
                 **options: int) -> None:
        opts = BotOptions()
        lib.escopa_bot_options_init(ctypes.byref(opts), kind)
        for name, value in options.items():
            if name not in _OPTION_NAMES:
                raise TypeError(f"Bot() got an unknown option {name!r}")
            setattr(opts, name, int_arg(value, 0, _U32_MAX, name, InvalidArgumentError,
                                        "Bot"))
        opts.seed = seed_arg(seed)
        opts.version = BOT_OPTIONS_VERSION
        ptr = BotPtr()
        lib.escopa_bot_new(kind, ctypes.byref(opts), ctypes.byref(ptr))
        self._adopt(ptr)

    def _adopt(self, ptr: Any) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_bot_free, ptr)

    @classmethod
    def level(cls, level: Union[Level, int], seed: int = 0) -> "Bot":
        """The player of a level (doc/players.md)."""
        ptr = BotPtr()
        lib.escopa_bot_new_level(level, seed_arg(seed), ctypes.byref(ptr))
        bot = object.__new__(cls)
        bot._adopt(ptr)
        return bot

    @property
    def _handle(self) -> Any:
        if not self._finalizer.alive:
            raise ValueError("the bot is closed")
        return self._ptr

    @property
    def kind(self) -> BotKind:
        """The kind it was made with."""
        kind = ctypes.c_int()
        lib.escopa_bot_get(self._handle, ctypes.byref(kind), None)
        return BotKind(kind.value)

    @property
    def options(self) -> dict:
        """Its options, the defaults filled in, by name (and ``seed``)."""
        opts = BotOptions()
        lib.escopa_bot_get(self._handle, None, ctypes.byref(opts))
        result = {name: getattr(opts, name) for name in _OPTION_NAMES}
        result["seed"] = opts.seed
        return result

    def choose(self, game: Any) -> Move:
        """A legal move for the seat to play of ``game``, which is not
        changed. Raises PhaseError when no hand is in play."""
        out = c_move()
        lib.escopa_bot_choose_game(self._handle, game._handle, ctypes.byref(out))
        return Move._trusted(out.value)

    def analyze(self, game: Any) -> List[MoveAnalysis]:
        """Every legal move of the seat to play (at most
        ``MAX_ANALYZED_MOVES``, in the order of ``game.legal_moves()``)
        with its estimated value in points. Raises PhaseError when no hand
        is in play."""
        values = (MoveValue * MAX_ANALYZED_MOVES)()
        count = ctypes.c_size_t()
        lib.escopa_bot_analyze_game(self._handle, game._handle, values, MAX_ANALYZED_MOVES,
                                    ctypes.byref(count))
        return [MoveAnalysis(Move._trusted(v.move), v.value, v.samples)
                for v in values[:count.value]]

    def close(self) -> None:
        """Frees the C player now; the bot can no longer be used."""
        with in_use(self._ptr, "Bot.close"):
            self._finalizer()

    def __enter__(self) -> "Bot":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __repr__(self) -> str:
        if not self._finalizer.alive:
            return "<Bot closed>"
        return f"<Bot {self.kind.name.lower()} {self.options}>"
