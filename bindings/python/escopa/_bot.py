# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Bots: ``Bot``, its kinds, levels and options, and the analysis of
every legal move (the C documentation of bot.h and doc/players.md)."""

from __future__ import annotations

import ctypes
import enum
import weakref
from typing import Any, Dict, List, NamedTuple, Tuple, Union

from ._clib import (BOT_MAX_ANALYZED, BotPtr, MoveValueInfo, c_move, int_arg, lib,
                    seed_arg, text_arg)
from ._errors import InvalidArgumentError, OptionRangeError
from ._wrappers import OwnedHandle
from ._moves import Move


class BotKind(enum.IntEnum):
    """The kinds of bot (``enum escopa_bot_kind``)."""

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

    @property
    def key(self) -> str:
        """The library's name of the kind, such as ``"pimc"``."""
        return str(lib.escopa_bot_kind_name(self).decode())


class Level(enum.IntEnum):
    """The levels an app offers (``enum escopa_level``), from the weakest;
    each is a kind and options listed in doc/players.md. The ratings are
    points a hand in Escoba de 15 with the greedy bot at 0, from a round
    robin of the levels (doc/players.md, "Measured strength"); each level
    is at least a quarter of a point above the one below it."""

    #: A beginner, rated -0.45: a plausible mistake on most moves.
    EASY = 0
    #: Casual, rated +0.05, about the greedy bot: a small search that
    #: makes a beginner's mistake one move in five.
    MEDIUM = 1
    #: Strong and fast, rated +0.53: a twentieth of a millisecond a move.
    HARD = 2
    #: The strongest, rated +0.88: under a millisecond a move on average.
    EXPERT = 3

    @property
    def key(self) -> str:
        """The library's name of the level, such as ``"expert"``."""
        return str(lib.escopa_level_name(self).decode())


class BotOption(enum.IntEnum):
    """The options of a bot (``enum escopa_bot_option``); each is a keyword
    argument of ``Bot`` by its ``key``, the C name."""

    ITERATIONS = 0
    TIME_MS = 1
    THREADS = 2
    ENDGAME_CARDS = 3
    RANDOMNESS = 4
    EXPLORATION = 5
    NODES = 6
    LOOKAHEAD = 7
    OPPONENT_MODEL = 8
    RACING = 9
    MISTAKES = 10

    @property
    def key(self) -> str:
        """The library's name of the option, such as ``"endgame_cards"``."""
        return str(lib.escopa_bot_option_name(self).decode())

    def bounds(self, kind: "BotKind | str" = BotKind.PIMC) -> Tuple[int, int]:
        """The inclusive (min, max) of the option for a kind of bot."""
        lo, hi = ctypes.c_int(), ctypes.c_int()
        lib.escopa_bot_option_bounds(_kind(kind), self, ctypes.byref(lo), ctypes.byref(hi))
        return lo.value, hi.value


class OpponentModel(enum.IntEnum):
    """How PIMC's exact end-of-hand search plays the other sides
    (``enum escopa_opponent_model``), the value of ``opponent_model``."""

    #: Each plays its best against the seat, on the sampled deal (minimax).
    NONE = 0
    #: They play as the greedy bot, as in the playouts (the default).
    GREEDY = 1


def _named(value: Any, enum_type: Any, from_name: Any, what: str) -> Any:
    """A member of an IntEnum given as a member, an int or the library's
    name (case does not matter): TypeError for another type,
    InvalidArgumentError naming the choices for an unknown one."""
    if isinstance(value, str):
        found = ctypes.c_int()
        try:
            from_name(text_arg(value), ctypes.byref(found))
        except InvalidArgumentError:
            names = ", ".join(repr(m.key) for m in enum_type)
            raise InvalidArgumentError(f"unknown {what} {value!r}: the {what}s are {names}",
                                       from_name.__name__) from None
        return enum_type(found.value)
    return enum_type(int_arg(value, 0, len(enum_type) - 1, what))


def _kind(kind: Any) -> BotKind:
    return BotKind(_named(kind, BotKind, lib.escopa_bot_kind_from_name, "bot kind"))


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


class Bot(OwnedHandle):
    """A computer opponent: made once with its kind (or level), seed and
    options, then asked for moves. All its memory is allocated when it is
    made (and when ``threads``, or an ISMCTS bot's ``nodes``, is set);
    choosing and analysing never allocate in C.

    >>> import escopa
    >>> game = escopa.Game(seed=3)
    >>> bot = Bot(BotKind.PIMC, iterations=16, seed=1)
    >>> game.is_legal(bot.choose(game))
    True
    >>> [round(v.value, 1) for v in bot.analyze(game)] == [
    ...     round(v.value, 1) for v in bot.analyze(game)]
    True
    >>> BotOption.ITERATIONS.bounds(BotKind.PIMC)
    (1, 100000)

    Every kind but ``OMNISCIENT`` uses only what the seat to play can see
    (its hand, the table, the captures, how many cards the others hold),
    so a Bot cannot cheat, even when given the whole Game. With no time
    budget, its choices depend only on its kind, seed and options and on
    that seat's knowledge, on every platform.

    The options are keyword arguments named as in C (``BotOption.key``),
    each an int within ``BotOption.bounds(kind)``; None keeps the kind's
    default, and 0 is a value like any other: ``iterations`` (deals for
    PIMC, tree iterations for ISMCTS), ``time_ms`` (a time budget per
    decision, 0 for none), ``threads`` (1 to 64, the same result for any
    number with PIMC), ``endgame_cards`` (the exact search of the rest of
    the hand starts with at most this many cards left, 0 for never),
    ``randomness`` (thousandths of decisions played at random),
    ``exploration`` (ISMCTS, thousandths of a point), ``nodes`` (ISMCTS's
    table), ``lookahead`` (PIMC: 1, or 2 to search the seat's next move
    too), ``opponent_model`` (``'none'``, the default, plays the other
    sides of PIMC's exact search at their best; ``'greedy'`` models them
    as the greedy bot; or an ``OpponentModel``), ``racing`` (PIMC: 1 spends a
    decision's deals in rounds on the better half of the moves, successive
    halving; analyses never race), ``mistakes`` (thousandths of decisions
    played as a beginner with a blind spot would: a plausible mistake,
    never a random move). An unknown keyword or a value that is
    not an int raises TypeError; a value out of its bounds raises
    OptionRangeError (a ValueError) naming the option and its bounds. The
    C documentation of bot.h and doc/players.md say more.

    Threads: one Bot must not be used from two threads at once
    (ConcurrentUseError); separate Bots may run in separate threads.
    """

    _what = "bot"
    __slots__ = ("_ptr", "_finalizer", "_values", "_move", "_seed", "__weakref__")

    def __init__(self, kind: Union[BotKind, str] = BotKind.PIMC, *, seed: int = 0,
                 **options: Any) -> None:
        kind = _kind(kind)
        settings = _options_arg(kind, options, "Bot")
        seed = seed_arg(seed)
        ptr = BotPtr()
        lib.escopa_bot_new(kind, seed, ctypes.byref(ptr))
        self._adopt(ptr, seed)
        self._apply(settings)

    @classmethod
    def level(cls, level: Union[Level, str], seed: int = 0, **options: Any) -> "Bot":
        """The bot of a level, such as ``Bot.level(Level.EXPERT)`` or
        ``Bot.level("expert", seed=7)``; keyword options change the level's
        own, as for ``Bot()``."""
        level = _named(level, Level, lib.escopa_level_from_name, "level")
        seed = seed_arg(seed)
        ptr = BotPtr()
        lib.escopa_bot_new_level(level, seed, ctypes.byref(ptr))
        bot = object.__new__(cls)
        bot._adopt(ptr, seed)
        try:
            bot._apply(_options_arg(bot.kind, options, "Bot.level"))
        except BaseException:
            bot.close()
            raise
        return bot

    def _adopt(self, ptr: Any, seed: int) -> None:
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_bot_free, ptr)
        self._values = (MoveValueInfo * BOT_MAX_ANALYZED)()
        self._move = c_move()
        self._seed = seed

    def _apply(self, settings: List[Tuple[BotOption, int]]) -> None:
        try:
            for option, value in settings:
                lib.escopa_bot_set(self._handle, option, value)
        except BaseException:
            self.close()
            raise

    @property
    def kind(self) -> BotKind:
        """The kind of bot."""
        kind = ctypes.c_int()
        lib.escopa_bot_get_kind(self._handle, ctypes.byref(kind))
        return BotKind(kind.value)

    @property
    def seed(self) -> int:
        """The seed the bot was made with."""
        return self._seed

    @property
    def options(self) -> Dict[str, int]:
        """Every option's value in force, by its C name."""
        handle = self._handle
        value = ctypes.c_int()
        values = {}
        for option in BotOption:
            lib.escopa_bot_get(handle, option, ctypes.byref(value))
            values[option.key] = value.value
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
        return (f"<escopa.Bot {self.kind.key} iterations={self.options['iterations']} "
                f"seed={self._seed}>")


def _options_arg(kind: BotKind, options: Dict[str, Any],
                 function: str) -> List[Tuple[BotOption, int]]:
    """The keyword options of a bot of ``kind``, checked against the
    library's bounds before anything is made: (option, value) in order."""
    keys = {option.key: option for option in BotOption}
    checked = []
    for name, value in options.items():
        option = keys.get(name)
        if option is None:
            raise TypeError(f"{function}() got an unexpected keyword argument {name!r}; the "
                            f"options are seed, {', '.join(keys)}")
        if value is None:
            continue
        lo, hi = option.bounds(kind)
        if option is BotOption.OPPONENT_MODEL and isinstance(value, str):
            try:
                value = OpponentModel[value.upper()]
            except KeyError:
                raise OptionRangeError(
                    f"opponent_model {value!r} is not 'none' or 'greedy' (OpponentModel.NONE "
                    f"= 0, OpponentModel.GREEDY = 1)", "escopa_bot_set") from None
        try:
            value = int_arg(value, lo, hi, name, OptionRangeError, "escopa_bot_set",
                            allow_bool=(lo, hi) == (0, 1))
        except OptionRangeError as exc:
            article = "an" if kind.key[0] in "aeiou" else "a"
            raise OptionRangeError(f"{exc} for {article} {kind.key} bot", exc.function) from None
        checked.append((option, int(value)))
    return checked


def _view_handle(position: Any) -> Any:
    """The C view of a View, None for a Game; TypeError for anything else."""
    from ._game import Game
    from ._view import View
    if isinstance(position, Game):
        return None
    if isinstance(position, View):
        return position._handle
    raise TypeError(f"expected a Game or a View, not {type(position).__name__}")
