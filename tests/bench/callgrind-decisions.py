#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Instructions per decision of random playouts, the stable figure.

Runs bench-playout --games N under callgrind for every preset (2 players,
every legal move listed at every decision, every play through the public
escopa_game_play), collecting only play_games(), so valgrind's start-up
and the program's own set-up are left out, and divides the instructions
by the decisions the benchmark counted. One more line plays Escoba de 15
with the greedy player (escopa_game_choose_move, then escopa_game_play).

    callgrind-decisions.py BENCH_PLAYOUT [GAMES]

Timings drift on a shared machine; instruction counts do not. Use a
release build (meson setup build-rel --buildtype=release) for figures.
"""

import os
import re
import subprocess
import sys
import tempfile


def measure(bench, games, preset, player):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--collect-atstart=no",
             "--toggle-collect=play_games*", "--callgrind-out-file=" + out,
             bench, "--games", str(games), preset, player],
            capture_output=True, text=True, check=True)
        rows = [line.split() for line in run.stdout.splitlines()[1:]]
        decisions = int(rows[0][3])
        with open(out) as f:
            text = f.read()
        m = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
        return int(m.group(1)), decisions


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    bench = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    listing = subprocess.run([bench, "--games", "0"], capture_output=True, text=True,
                             check=True).stdout.splitlines()[1:]
    presets = [line.split()[0] for line in listing]
    print(f"{'preset':<18} {'player':>7} {'games':>6} {'decisions':>10} "
          f"{'instructions':>14} {'per decision':>12}")
    runs = [(p, "random") for p in presets] + [("escoba_de_15", "greedy")]
    for preset, player in runs:
        instructions, decisions = measure(bench, games, preset, player)
        print(f"{preset:<18} {player:>7} {games:>6} {decisions:>10} {instructions:>14} "
              f"{instructions / decisions:>12.1f}", flush=True)


if __name__ == "__main__":
    main()
