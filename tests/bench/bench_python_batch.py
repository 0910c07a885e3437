#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Game steps per second from Python through escopa.Batch.

Modes, run interleaved (one run of each in turn) so that a busy shared
machine slows them alike; each prints the median of its runs, in steps per
second of wall time and per second of the process's CPU time (one thread:
the one-core figure that other work on the machine disturbs least):

- ``index``: a step is one move in one game, chosen uniformly at random
  among its legal moves by NumPy (or by the random module without NumPy),
  the 1.1 interface;
- ``masks``: the fixed action space with ``action_masks`` and the margin
  reward (``masks=True, max_moves=0, reward=MARGIN``), the action the
  first legal one of each mask row (``argmax`` of its bool view: the
  cheapest policy NumPy has);
- ``greedy``: the same, with seat 1 played by the greedy player inside the
  batch: a step is one learner move (and one greedy move);
- ``single``: one game, index actions from the random module.

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build/lib/libescopa.so.1 \\
        python3 tests/bench/bench_python_batch.py [SECONDS_PER_RUN [RUNS [MODE...]]]
"""

import random
import statistics
import sys
import time

import escopa

try:
    import numpy as np
except ImportError:
    np = None

MODES = ("index", "masks", "greedy", "single")


def make(mode, size, seed, threads=1):
    if mode in ("index", "single"):
        return escopa.Batch(escopa.Preset.ESCOBA_DE_15, players=2, size=size, seed=seed,
                            threads=threads)
    players = {1: escopa.BotKind.GREEDY} if mode == "greedy" else None
    return escopa.Batch(escopa.Preset.ESCOBA_DE_15, players=2, size=size, seed=seed,
                        threads=threads, masks=True, max_moves=0,
                        reward=escopa.BatchReward.MARGIN, seat_bots=players)


def run(mode, seconds, seed):
    size = 1 if mode == "single" else 1024
    batch = make(mode, size, seed)
    steps = 0
    start, cpu = time.perf_counter(), time.process_time()
    if mode in ("masks", "greedy"):
        if np is None:
            return None
        masks = batch.action_masks.view(bool)
        chosen = np.zeros(size, dtype=np.intp)
        while time.perf_counter() - start < seconds:
            for _ in range(50):
                np.argmax(masks, axis=1, out=chosen)
                batch.actions[:] = chosen
                batch.step()
            steps += 50 * size
    elif np is not None and size > 1:
        rng = np.random.default_rng(seed)
        counts = batch.move_counts
        while time.perf_counter() - start < seconds:
            for _ in range(50):
                # a game with more moves than max_moves lists only the first
                batch.step(rng.integers(0, np.minimum(counts, batch.max_moves)))
            steps += 50 * size
    else:
        rng = random.Random(seed)
        actions, counts = batch.actions, batch.move_counts
        while time.perf_counter() - start < seconds:
            for _ in range(50):
                for i in range(size):
                    actions[i] = rng.randrange(min(counts[i], batch.max_moves))
                batch.step()
            steps += 50 * size
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    return steps / wall, steps / cpu


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 1.0
    runs = int(argv[2]) if len(argv) > 2 else 5
    modes = [m for m in argv[3:] if m in MODES] or list(MODES)
    print(f"Python {sys.version.split()[0]} ({sys.executable}), "
          f"NumPy {'yes' if np is not None else 'no'}, libescopa {escopa.library_version}")
    results = {mode: [] for mode in modes}
    for r in range(runs):
        for mode in modes:
            results[mode].append(run(mode, seconds, r))
    for mode in modes:
        rates = [x for x in results[mode] if x is not None]
        if not rates:
            print(f"{mode:>7}: needs NumPy")
            continue
        size = 1 if mode == "single" else 1024
        print(f"{mode:>7}, {size:>4} games, 1 thread: "
              f"{statistics.median(r[0] for r in rates):12.0f} steps/s wall, "
              f"{statistics.median(r[1] for r in rates):12.0f} steps/s CPU")


if __name__ == "__main__":
    main(sys.argv)
