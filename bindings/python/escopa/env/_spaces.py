# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Small spaces with the interface of Gymnasium's (``shape``, ``dtype``,
``contains``, ``sample(mask=...)``, ``seed``), for when Gymnasium is not
installed; with Gymnasium, the environments use its own spaces."""

from __future__ import annotations

import importlib
from typing import Any, List, Optional, Sequence, Tuple

import numpy as np

from .._args import int_arg


def optional_module(name: str) -> Any:
    """The module ``name`` if it imports, else None: Gymnasium and
    PettingZoo are never required (nor imported by a static import, which
    a type checker without them would refuse)."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


_gym = optional_module("gymnasium")  # its spaces when it imports, ours otherwise


class Space:
    """What every space has: a shape, a dtype, a seeded generator."""

    def __init__(self, shape: Tuple[int, ...], dtype: Any, seed: Optional[int] = None) -> None:
        self.shape = shape
        self.dtype = np.dtype(dtype)
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed: Optional[int] = None) -> List[int]:
        """Reseeds the generator that ``sample()`` draws from."""
        self.np_random = np.random.default_rng(seed)
        return [0 if seed is None else int(seed)]

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)

    def contains(self, x: Any) -> bool:  # pragma: no cover - overridden
        raise NotImplementedError


class Discrete(Space):
    """The integers ``start .. start + n - 1``."""

    def __init__(self, n: int, seed: Optional[int] = None, start: int = 0) -> None:
        super().__init__((), np.int64, seed)
        self.n = int_arg(n, 1, np.iinfo(np.int64).max, "n", ValueError)
        self.start = int_arg(start, np.iinfo(np.int64).min, np.iinfo(np.int64).max, "start",
                             ValueError)

    def contains(self, x: Any) -> bool:
        if isinstance(x, (bool, np.bool_)):
            return False
        if isinstance(x, np.ndarray):
            if x.shape != () or x.dtype.kind not in "iu":
                return False
            x = int(x)
        if not isinstance(x, (int, np.integer)):
            return False
        return self.start <= int(x) < self.start + self.n

    def sample(self, mask: Optional[Any] = None) -> int:
        """A uniform value; with ``mask`` (n values of 0 or 1, such as an
        ``action_mask``), a uniform one among those marked 1 (``start`` if
        none is)."""
        if mask is None:
            return self.start + int(self.np_random.integers(self.n))
        legal = np.flatnonzero(np.asarray(mask))
        if legal.size == 0:
            return self.start
        return self.start + int(legal[self.np_random.integers(legal.size)])

    def __repr__(self) -> str:
        return f"Discrete({self.n})" if not self.start else f"Discrete({self.n}, start={self.start})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Discrete) and (other.n, other.start) == (self.n, self.start)

    __hash__ = None  # type: ignore[assignment]


class MultiDiscrete(Space):
    """Vectors of integers, element i in ``0 .. nvec[i] - 1``."""

    def __init__(self, nvec: Sequence[int], seed: Optional[int] = None) -> None:
        self.nvec = np.asarray(nvec, dtype=np.int64)
        super().__init__(tuple(self.nvec.shape), np.int64, seed)

    def contains(self, x: Any) -> bool:
        a = np.asarray(x)
        return bool(a.shape == self.shape and a.dtype.kind in "iu" and
                    np.all(a >= 0) and np.all(a < self.nvec))

    def sample(self, mask: Optional[Any] = None) -> Any:
        """A uniform vector; with ``mask`` (rows of 0/1, one per element),
        each element uniform among its row's 1s."""
        if mask is None:
            return self.np_random.integers(self.nvec)
        rows = np.asarray(mask).reshape(len(self.nvec), -1).astype(bool)
        noise = self.np_random.random(rows.shape)
        return np.argmax(np.where(rows, noise + 1.0, 0.0), axis=1)

    def __repr__(self) -> str:
        return f"MultiDiscrete({self.nvec.tolist()})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MultiDiscrete) and bool(np.array_equal(other.nvec, self.nvec))

    __hash__ = None  # type: ignore[assignment]


class Box(Space):
    """Arrays of a shape and dtype whose elements lie in [low, high]."""

    def __init__(self, low: Any, high: Any, shape: Optional[Tuple[int, ...]] = None,
                 dtype: Any = np.float32, seed: Optional[int] = None) -> None:
        if shape is None:
            shape = np.shape(high)
        super().__init__(tuple(shape), dtype, seed)
        self.low = np.broadcast_to(np.asarray(low, dtype=self.dtype), self.shape).copy()
        self.high = np.broadcast_to(np.asarray(high, dtype=self.dtype), self.shape).copy()

    def contains(self, x: Any) -> bool:
        if not isinstance(x, np.ndarray):
            x = np.asarray(x)
        return bool(x.shape == self.shape and np.can_cast(x.dtype, self.dtype) and
                    np.all(x >= self.low) and np.all(x <= self.high))

    def sample(self, mask: None = None) -> Any:
        """A uniform array (integers for an integer dtype)."""
        if self.dtype.kind in "iu":
            return self.np_random.integers(self.low, self.high.astype(np.int64) + 1,
                                           dtype=self.dtype)
        return self.np_random.uniform(self.low, self.high).astype(self.dtype)

    def __repr__(self) -> str:
        return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Box) and other.shape == self.shape and
                other.dtype == self.dtype and bool(np.array_equal(other.low, self.low)) and
                bool(np.array_equal(other.high, self.high)))

    __hash__ = None  # type: ignore[assignment]


def discrete(n: int, seed: Optional[int] = None) -> Any:
    """Gymnasium's Discrete(n) when it is installed, else ours."""
    if _gym is not None:
        return _gym.spaces.Discrete(n, seed=seed)
    return Discrete(n, seed=seed)


def multi_discrete(nvec: Sequence[int], seed: Optional[int] = None) -> Any:
    """Gymnasium's MultiDiscrete when it is installed, else ours."""
    if _gym is not None:
        return _gym.spaces.MultiDiscrete(list(nvec), seed=seed)
    return MultiDiscrete(nvec, seed=seed)


def box(low: Any, high: Any, dtype: Any, seed: Optional[int] = None) -> Any:
    """Gymnasium's Box when it is installed, else ours; ``high`` gives the
    shape."""
    high = np.asarray(high)
    if _gym is not None:
        return _gym.spaces.Box(low=low, high=high, shape=high.shape, dtype=dtype, seed=seed)
    return Box(low, high, high.shape, dtype, seed=seed)
