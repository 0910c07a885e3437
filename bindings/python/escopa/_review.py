# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Game review: ``Review``, each decision of a game or a record marked
against the expert bot's analysis, and each side's totals (the C
documentation of review.h and doc/review.md)."""

from __future__ import annotations

import ctypes
import enum
import json
import weakref
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Tuple, Union

from ._bot import BotOption
from ._args import int_arg
from ._clib import (BotPtr, ReviewMoveInfo, ReviewPtr, ReviewTotalsInfo, lib,
                    seed_arg)
from ._errors import IndexOutOfRangeError
from ._wrappers import OwnedHandle
from ._game import Game, move_arg
from ._moves import Move
from ._record import Record


class ReviewMark(enum.IntEnum):
    """The mark of a reviewed decision (``enum escopa_review_mark``), by
    the points the move lost against the analysis's best (doc/review.md)."""

    #: The best move, a loss of at most 0.02 points, or the only move.
    BEST = 0
    #: A loss of at most 0.10 points.
    GOOD = 1
    #: A loss of at most 0.25 points.
    INACCURACY = 2
    #: A loss of at most 0.60 points.
    MISTAKE = 3
    #: A loss of more than 0.60 points.
    BLUNDER = 4

    @property
    def key(self) -> str:
        """The library's name of the mark, such as ``"blunder"``."""
        return str(lib.escopa_review_mark_name(self).decode())


@dataclass(frozen=True)
class ReviewedMove:
    """One reviewed decision."""

    #: Its index in the record, from 0 over every hand and game; for
    #: ``Review.decision()``, the decisions reviewed before it.
    index: int
    #: The game of the match and the hand of that game, from 1.
    game: int
    hand: int
    #: The seat that played, and its side.
    seat: int
    side: int
    #: The move played, and the analysis's best move.
    played: Move
    best: Move
    #: The analysis's values of the two, in points of the rest of the hand
    #: for the seat's side minus the others'.
    played_value: float
    best_value: float
    #: best_value - played_value, never below 0.
    loss: float
    #: The legal moves: 1 is a forced move, not counted in the accuracy.
    choices: int
    #: The sampled deals behind the values.
    samples: int
    mark: ReviewMark

    def to_dict(self) -> Dict[str, Any]:
        """The decision as in the JSON of a review (doc/review.md)."""
        return {"index": self.index, "game": self.game, "hand": self.hand, "seat": self.seat,
                "side": self.side, "played": str(self.played), "best": str(self.best),
                "played_value": self.played_value, "best_value": self.best_value,
                "loss": self.loss, "choices": self.choices, "mark": self.mark.key}


@dataclass(frozen=True)
class SideTotals:
    """One side's totals over the decisions reviewed."""

    side: int
    #: Decisions with a choice, and forced moves.
    decisions: int
    forced: int
    #: The sum of the losses.
    points_lost: float
    #: In percent: the mean of 100·e^(−loss) over the decisions; 100
    #: without any.
    accuracy: float
    #: The count of each mark, by its key ("best"... "blunder").
    marks: Dict[str, int]
    #: The indices of the worst moves (at most 3), the worst first.
    worst: Tuple[int, ...]

    def to_dict(self) -> Dict[str, Any]:
        """The totals as in the JSON of a review."""
        return {"side": self.side, "decisions": self.decisions, "forced": self.forced,
                "points_lost": self.points_lost, "accuracy": self.accuracy,
                "marks": dict(self.marks), "worst": list(self.worst)}


@dataclass(frozen=True)
class ReviewedHand:
    """The points each side lost in one hand."""

    game: int
    hand: int
    points_lost: Tuple[float, ...]


@dataclass(frozen=True)
class ReviewResult:
    """The review of a whole record: every decision, each side's totals,
    the points lost hand by hand, and what it reviewed."""

    moves: List[ReviewedMove]
    sides: List[SideTotals]
    hands: List[ReviewedHand] = field(default_factory=list)
    #: The review's seed, the record's rules text and its players.
    seed: int = 0
    rules: str = ""
    players: int = 2

    def to_json(self) -> str:
        """The JSON form of the review (doc/review.md), one line."""
        return json.dumps({
            "review": 1, "seed": self.seed, "rules": self.rules, "players": self.players,
            "moves": [m.to_dict() for m in self.moves],
            "sides": [s.to_dict() for s in self.sides],
            "hands": [{"game": h.game, "hand": h.hand, "points_lost": list(h.points_lost)}
                      for h in self.hands],
        })


#: A progress function of ``Review.record()``: the decision just
#: reviewed, how many so far and of how many.
Progress = Callable[[ReviewedMove, int, int], Any]


class Review(OwnedHandle):
    """A reviewer of played games: each decision judged by the expert
    bot's analysis from what the seat could see (never the hidden cards),
    marked by the points it lost, and per side the points lost, an
    accuracy and the worst moves (doc/review.md). All its memory is
    allocated when it is made; reviewing never allocates in C.

    >>> import escopa
    >>> game = escopa.Game("escoba_de_15", seed=3)
    >>> with Review(seed=1) as review:
    ...     entry = review.decision(game, game.legal_moves()[0])
    ...     entry.loss >= 0 and review.totals(entry.side).decisions == 1
    True

    The same seed gives the same review, whatever the order of the calls
    and the number of ``threads`` (1 to 64). One Review must not be used
    from two threads at once (ConcurrentUseError).
    """

    _what = "review"
    __slots__ = ("_ptr", "_finalizer", "_entry", "_totals", "_seed", "__weakref__")

    def __init__(self, seed: int = 0, threads: int = 1) -> None:
        seed = seed_arg(seed)
        threads = int_arg(threads, 1, 64, "threads")
        ptr = ReviewPtr()
        lib.escopa_review_new(seed, ctypes.byref(ptr))
        self._ptr = ptr
        self._finalizer = weakref.finalize(self, lib.escopa_review_free, ptr)
        self._entry = ReviewMoveInfo()
        self._totals = ReviewTotalsInfo()
        self._seed = seed
        if threads != 1:
            bot = BotPtr()
            try:
                lib.escopa_review_bot(ptr, ctypes.byref(bot))
                lib.escopa_bot_set(bot, BotOption.THREADS, threads)
            except BaseException:
                self.close()
                raise

    @property
    def seed(self) -> int:
        """The seed of its analyses."""
        return self._seed

    def _reviewed(self) -> ReviewedMove:
        e = self._entry
        return ReviewedMove(e.index, e.game, e.hand, e.seat, e.side, Move._trusted(e.played),
                            Move._trusted(e.best), e.played_value, e.best_value, e.loss,
                            e.choices, e.samples, ReviewMark(e.mark))

    def decision(self, game: Game, move: Union[Move, str, int]) -> ReviewedMove:
        """Reviews one decision: ``move`` (a Move, its text or value),
        legal for the seat to play of ``game``, added to the totals.
        Raises PhaseError when no hand is in play, IllegalMoveError for a
        move that is not legal there."""
        if not isinstance(game, Game):
            raise TypeError(f"Review.decision() takes a Game, not {type(game).__name__}")
        lib.escopa_review_decision(self._handle, game._handle, move_arg(move),
                                   ctypes.byref(self._entry))
        return self._reviewed()

    def record(self, record: Record, progress: Optional[Progress] = None) -> ReviewResult:
        """Reviews every decision of a Record in order, after clearing the
        totals. ``progress(entry, done, total)`` is called after each
        decision; an exception it raises stops the review and propagates,
        the totals holding what was reviewed."""
        if not isinstance(record, Record):
            raise TypeError(f"Review.record() takes a Record, not {type(record).__name__}")
        handle = self._handle
        total = len(record)
        with record.game as game:
            sides = game.sides
        lib.escopa_review_reset(handle)
        moves: List[ReviewedMove] = []
        hands: List[Tuple[int, int, List[float]]] = []
        for i in range(total):
            lib.escopa_review_record_move(handle, record._handle, i, ctypes.byref(self._entry))
            entry = self._reviewed()
            moves.append(entry)
            if not hands or hands[-1][:2] != (entry.game, entry.hand):
                hands.append((entry.game, entry.hand, [0.0] * sides))
            if entry.choices > 1:
                hands[-1][2][entry.side] += entry.loss
            if progress is not None:
                progress(entry, i + 1, total)
        return ReviewResult(moves, [self.totals(side) for side in range(sides)],
                            [ReviewedHand(g, h, tuple(lost)) for g, h, lost in hands],
                            self._seed, record.tags["Rules"], record.players)

    def totals(self, side: int) -> SideTotals:
        """A side's totals (0 to 3) since the review was made or reset."""
        side = int_arg(side, 0, 3, "side", IndexOutOfRangeError, "escopa_review_totals")
        lib.escopa_review_totals(self._handle, side, ctypes.byref(self._totals))
        t = self._totals
        return SideTotals(side, t.decisions, t.forced, t.points_lost, t.accuracy,
                          {mark.key: t.marks[mark] for mark in ReviewMark},
                          tuple(t.worst[:t.worst_count]))

    def reset(self) -> None:
        """Clears the totals and the count of decisions."""
        lib.escopa_review_reset(self._handle)

    def __repr__(self) -> str:
        if not self._finalizer.alive:
            return "<escopa.Review closed>"
        return f"<escopa.Review seed={self._seed}>"
