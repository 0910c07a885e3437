#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Steps per second of the learning environments of escopa.env, from
Python, Escoba de 15, two players, the margin reward, the policy the first
legal action (``argmax`` of the mask: the cheapest NumPy has).

Modes, run interleaved (one run of each in turn) so that a busy shared
machine slows them alike; each prints the median of its runs, in steps per
second of wall time and of the process's CPU time (one thread):

- ``single``: EscopaEnv, one game against the greedy player built into
  its batch of one; a step is one learner move (and the greedy reply);
- ``single-random``: the same against the random player;
- ``aec``: EscopaAECEnv, one game, both seats agents; a step is
  ``agent_iter`` / ``last()`` / ``step()`` of one agent;
- ``vector``: EscopaVectorEnv of 1024 games, self-play (every seat the
  learner's): masks and the margin reward;
- ``vector-greedy``: the same, seat 1 played by the greedy player inside
  the batch: a step is one learner move in every game.

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build-rel/lib/libescopa.so.1 \\
        python3 tests/bench/bench_python_env.py [SECONDS_PER_RUN [RUNS [MODE...]]]

``--steps N MODE`` plays exactly N steps of a single-game mode, untimed,
for counting instructions (tests/bench/callgrind_python_env.py).
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

import escopa

try:
    import numpy as np
    from escopa.env import EscopaAECEnv, EscopaEnv, EscopaVectorEnv
except ImportError:
    np = None  # type: ignore[assignment]

MODES = ("single", "single-random", "aec", "vector", "vector-greedy")
RULES = escopa.Preset.ESCOBA_DE_15
VECTOR = 1024


def run_single(seconds: float, seed: int, kind: escopa.BotKind,
               rounds: Optional[int] = None) -> int:
    """Steps for ``seconds``, or ``rounds`` rounds of 1000 steps."""
    env = EscopaEnv(RULES, opponents=kind, reward="margin", seed=seed)
    obs, info = env.reset(seed=seed)
    steps = 0
    start = time.perf_counter()
    while (time.perf_counter() - start < seconds if rounds is None else steps < 1000 * rounds):
        for _ in range(1000):
            obs, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))
            if terminated:
                obs, info = env.reset()
        steps += 1000
    env.close()
    return steps


def run_aec(seconds: float, seed: int) -> int:
    env = EscopaAECEnv(RULES, players=2, reward="margin", seed=seed)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset()
        for agent in env.agent_iter():
            obs, reward, terminated, truncated, info = env.last()
            env.step(None if terminated or truncated else int(info["action_mask"].argmax()))
            steps += 1
    env.close()
    return steps


def run_vector(seconds: float, seed: int, opponents: Optional[escopa.BotKind]) -> int:
    env = EscopaVectorEnv(VECTOR, RULES, opponents=opponents, reward="margin", seed=seed)
    obs, info = env.reset(seed=seed)
    masks = info["action_mask"]
    chosen = np.zeros(VECTOR, dtype=np.intp)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(50):
            np.argmax(masks, axis=1, out=chosen)
            env.step(chosen)
        steps += 50 * VECTOR
    env.close()
    return steps


RUNNERS: Dict[str, Callable[[float, int], int]] = {
    "single": lambda s, seed: run_single(s, seed, escopa.BotKind.GREEDY),
    "single-random": lambda s, seed: run_single(s, seed, escopa.BotKind.RANDOM),
    "aec": run_aec,
    "vector": lambda s, seed: run_vector(s, seed, None),
    "vector-greedy": lambda s, seed: run_vector(s, seed, escopa.BotKind.GREEDY),
}


def run(mode: str, seconds: float, seed: int) -> Tuple[float, float]:
    start, cpu = time.perf_counter(), time.process_time()
    steps = RUNNERS[mode](seconds, seed)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return steps / wall, steps / cpu


def main(argv: List[str]) -> None:
    if len(argv) == 4 and argv[1] == "--steps" and argv[3] in ("single", "single-random"):
        kind = escopa.BotKind.GREEDY if argv[3] == "single" else escopa.BotKind.RANDOM
        print(run_single(0, 0, kind, rounds=int(argv[2]) // 1000), "steps")
        return
    seconds = float(argv[1]) if len(argv) > 1 else 1.0
    runs = int(argv[2]) if len(argv) > 2 else 5
    modes = [m for m in argv[3:] if m in MODES] or list(MODES)
    print(f"Python {sys.version.split()[0]} ({sys.executable}), "
          f"NumPy {'yes' if np is not None else 'no'}, libescopa {escopa.library_version}")
    if np is None:
        print("escopa.env needs NumPy: nothing to measure")
        return
    results: Dict[str, List[Tuple[float, float]]] = {mode: [] for mode in modes}
    for r in range(runs):
        for mode in modes:
            results[mode].append(run(mode, seconds, r))
    for mode in modes:
        rates = results[mode]
        games = VECTOR if mode.startswith("vector") else 1
        print(f"{mode:>13}, {games:>4} games, 1 thread: "
              f"{statistics.median(r[0] for r in rates):12.0f} steps/s wall, "
              f"{statistics.median(r[1] for r in rates):12.0f} steps/s CPU")


if __name__ == "__main__":
    main(sys.argv)
