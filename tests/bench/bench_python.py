#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Python-level random-game throughput of the bindings.

One step is what a Python agent does per decision: read the phase,
``legal_moves()``, pick one at random, ``play()`` it. Since
escopa_game_play_next that is one ctypes call (play() fetches the next
phase and moves); before, three. Prints steps per second per preset (2 players), the median of
several runs.

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build/lib/libescopa.so.1 \\
        python3 tests/bench/bench_python.py [SECONDS_PER_RUN [RUNS]]
"""

import random
import statistics
import sys
import time

import escopa
from escopa import Game, Phase, Preset


def run(preset, seconds, seed):
    rng = random.Random(seed)
    steps = 0
    game_seed = seed
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        game = Game(preset, players=2, seed=game_seed)
        game_seed += 1
        while True:
            phase = game.phase
            if phase == Phase.GAME_OVER:
                break
            if phase != Phase.PLAYING:
                game.next_hand()
                continue
            moves = game.legal_moves()
            game.play(moves[rng.randrange(len(moves))])
            steps += 1
    return steps / (time.perf_counter() - start)


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 1.0
    runs = int(argv[2]) if len(argv) > 2 else 5
    print(f"Python {sys.version.split()[0]} ({sys.executable}), libescopa {escopa.library_version}")
    print(f"{'preset':<18}{'steps/s':>12}")
    for preset in Preset:
        rates = [run(preset, seconds, r) for r in range(runs)]
        print(f"{preset.key:<18}{statistics.median(rates):12.0f}")


if __name__ == "__main__":
    main(sys.argv)
