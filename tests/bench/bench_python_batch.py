#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Game steps per second from Python through escopa.Batch.

A step is one move in one game, chosen uniformly at random among its legal
moves: by NumPy for the whole batch, or by the random module for a single
game (and without NumPy). Prints the median
of several runs for a batch of 1024 games and for a single game.

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build/lib/libescopa.so.1 \\
        python3 tests/bench/bench_python_batch.py [SECONDS_PER_RUN [RUNS]]
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


def run(size, seconds, seed, threads=1):
    batch = escopa.Batch(escopa.Preset.ESCOBA_DE_15, players=2, size=size, seed=seed,
                         threads=threads)
    counts = batch.move_counts
    steps = 0
    start = time.perf_counter()
    if np is not None and size > 1:
        rng = np.random.default_rng(seed)
        while time.perf_counter() - start < seconds:
            for _ in range(50):
                # a game with more moves than max_moves lists only the first
                batch.step(rng.integers(0, np.minimum(counts, batch.max_moves)))
            steps += 50 * size
    else:
        rng = random.Random(seed)
        actions = batch.actions
        while time.perf_counter() - start < seconds:
            for _ in range(50):
                for i in range(size):
                    actions[i] = rng.randrange(min(counts[i], batch.max_moves))
                batch.step()
            steps += 50 * size
    return steps / (time.perf_counter() - start)


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 1.0
    runs = int(argv[2]) if len(argv) > 2 else 5
    print(f"Python {sys.version.split()[0]} ({sys.executable}), "
          f"NumPy {'yes' if np is not None else 'no'}, libescopa {escopa.library_version}")
    for size, threads in ((1024, 1), (1024, 2), (1, 1)):
        rates = [run(size, seconds, r, threads) for r in range(runs)]
        print(f"batch of {size:>5} on {threads} thread{'s' if threads > 1 else ' '}: "
              f"{statistics.median(rates):12.0f} steps/s")


if __name__ == "__main__":
    main(sys.argv)
