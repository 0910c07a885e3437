#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The Python calls that walk move lists, on the position with the most
legal moves the readers accept: a joker to play onto the other joker and
the 40 regular cards under capture multiples (1,832,519,380,199 moves).
Prints the median time per call of several runs, and the rate at which
``iter_moves()`` yields moves.

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build/lib/libescopa.so.1 \\
        python3 tests/bench/bench_python_worst.py [SECONDS_PER_RUN [RUNS]]
"""

import itertools
import statistics
import sys
import time

import escopa
from escopa import Game, Player, SplitMix64

POSITION = (
    "position 1 | rules escoba_comodines capture_multiples=1 forced_capture=none | "
    "players 2 | hand 1 | dealer 1 | phase playing | seat 1 | plays 35 | hands - / jk1 | "
    "table " + " ".join([str(c) for c in escopa.DECK] + ["jk2"]) + " | stock - | "
    "captured - / - | sweeps 0 0 | aside - | scores 0 0 | last - | winner - | "
    "rng 1a738b426458e734")


def per_call(fn, seconds):
    calls = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        fn()
        calls += 1
    return (time.perf_counter() - start) / calls


def refused(game):
    try:
        game.legal_moves()
    except escopa.TooManyMovesError:
        return
    raise AssertionError("legal_moves() listed the moves")


def main(argv):
    seconds = float(argv[1]) if len(argv) > 1 else 0.5
    runs = int(argv[2]) if len(argv) > 2 else 5
    game = Game.from_position(POSITION)
    count = game.move_count()
    rng = SplitMix64(1)
    print(f"Python {sys.version.split()[0]}, libescopa {escopa.library_version}: {count:,} moves")
    calls = [
        ("move_count()", game.move_count),
        ("legal_moves(), refused", lambda: refused(game)),
        ("move_at(count // 2)", lambda: game.move_at(count // 2)),
        ("moves_page(count // 2, 4096)", lambda: game.moves_page(count // 2, 4096)),
        ("choose_move(Player.RANDOM)", lambda: game.choose_move(Player.RANDOM, rng)),
    ]
    for label, fn in calls:
        t = statistics.median(per_call(fn, seconds) for _ in range(runs))
        print(f"{label:<32}{t * 1e6:12.1f} us")
    rates = []
    for _ in range(runs):
        start = time.perf_counter()
        n = sum(1 for _ in itertools.islice(game.iter_moves(), 200_000))
        rates.append(n / (time.perf_counter() - start))
    print(f"{'iter_moves()':<32}{statistics.median(rates) / 1e6:12.2f} M moves/s")


if __name__ == "__main__":
    main(sys.argv)
