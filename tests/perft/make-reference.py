#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Writes the perft reference table (reference.txt) on stdout.

    make-reference.py path/to/escopa > tests/perft/reference.txt

Each position is a seeded game of a preset after some plays, made with
`escopa position`; the counts come from `escopa perft`. Regenerate only when
the position notation changes, and check that every count stays the same:
the counts are what the regression test guards. They were first checked
against a perft written on the Python bindings (clone, play, recurse).

In 1.3 the Comodines positions and counts were written again: the first
table has 4 cards with jokers too. The Escopa and Escova de 31 positions
past the first round were kept as 1.2 wrote them; under 1.3's deal
rotation this script writes them with another dealer, and the same counts
(the seat to play holds the same cards).
"""

import subprocess
import sys

PRESETS = ["escopa", "escoba", "escoba_de_15", "escova_de_31", "escoba_comodines", "scopa"]

# (players, seed, plies, depths): the start of a 2-player game, the middle
# of a 3-player hand, and the end of a 4-player hand (the deepest count
# reaches the end of the hand, which is a leaf). The stacking rule of
# Escoba has far more moves, so it stops shallower.
SPECS = [
    (2, 1, 0, {"default": [1, 2, 6, 12, 14], "escoba": [1, 2, 6, 10]}),
    (3, 7, 11, {"default": [1, 4, 10, 14], "escoba": [1, 4, 8, 10]}),
    (4, 42, 20, {"default": [1, 8, 12, 20], "escoba": [1, 8, 12, 20]}),
]


def run(escopa, *args):
    return subprocess.run([escopa, *args], check=True, capture_output=True,
                          text=True).stdout.strip()


def main():
    escopa = sys.argv[1]
    print("# Perft reference counts: the leaves of the move tree of each position at")
    print("# each depth, a hand end being a leaf (see escopa(1), perft). Lines: a")
    print("# position in position notation, then 'DEPTH NODES' lines indented by")
    print("# two blanks. Written by tests/perft/make-reference.py; checked by")
    print("# tests/perft/check-perft.py under meson test (suite cli).")
    for preset in PRESETS:
        for players, seed, plies, depths in SPECS:
            position = run(escopa, "position", "--preset", preset, "--players", str(players),
                           "--seed", str(seed), "--plies", str(plies))
            print()
            print(f"# escopa position --preset {preset} --players {players} "
                  f"--seed {seed} --plies {plies}")
            print(position)
            for depth in depths.get(preset, depths["default"]):
                print(f"  {depth} {run(escopa, 'perft', position, str(depth))}")


if __name__ == "__main__":
    main()
