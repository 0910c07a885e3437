# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The built-in computer players and the generator of the random one."""

from __future__ import annotations

import enum
from typing import Any

from ._args import seed_arg

_MASK = (1 << 64) - 1


class Player(enum.IntEnum):
    """The built-in computer players (``enum escopa_player``; doc/players.md),
    used by ``Game.choose_move()``."""

    #: A legal move uniformly at random, drawn from the caller's SplitMix64.
    RANDOM = 0
    #: A greedy heuristic that looks one move ahead; deterministic, it
    #: never uses a generator.
    GREEDY = 1


class SplitMix64:
    """The state of a SplitMix64 generator, the one the random player draws
    from (the same generator and constants as the library's deal).

    ``Game.choose_move(Player.RANDOM, rng)`` advances ``rng.state`` by
    exactly one step per decision, so a sequence of decisions is
    reproducible from the seed, on every platform. ``next()`` draws a
    number from Python with the same step.

    >>> rng = SplitMix64(42)
    >>> rng.state
    42
    >>> rng.next() == SplitMix64(42).next()
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        """A generator whose state is ``seed``, an int from 0 to 2**64 - 1.
        Raises TypeError for a value that is not an int (a bool included),
        InvalidArgumentError (a ValueError) outside that range."""
        #: The 64-bit state, read and written by Game.choose_move().
        self.state: int = seed_arg(seed)

    def next(self) -> int:
        """Advances the state one step and returns the step's 64-bit output."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def copy(self) -> "SplitMix64":
        """An independent generator in the same state."""
        return SplitMix64(self.state)

    __copy__ = copy

    def __deepcopy__(self, memo: Any) -> "SplitMix64":
        return self.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SplitMix64):
            return NotImplemented
        return self.state == other.state

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"SplitMix64(0x{self.state:016x})"

    def __reduce__(self) -> Any:
        return (SplitMix64, (self.state,))
