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

    callgrind-decisions.py BENCH_PLAYOUT [GAMES] [--core BENCH_CORE]
                           [--bots BENCH_BOTS_WORST] [--batch BENCH_BATCH]

With --core, bench-core's fixed workloads too (bench-core --fixed W, only
fixed_workload() collected): instructions per clone, per copy, per
listing by table size, and per perft leaf. With --bots, the bots' games
of bench-bots-worst --fixed BOT (two games of Escoba de 15 against the
greedy bot, only fixed_workload() collected): instructions per decision
of the medium, hard and expert levels, PIMC and ISMCTS (1000 iterations),
and within those decisions per call of the library's own steps: a greedy
playout of the rest of a hand (playout_greedy), the greedy player's choice
among listed moves (greedy_pick), a listing (escopa_game_moves) and a
simulated play (game_apply_simulated: no record of declined sweeps). The greedy player's line of bench-playout has its
choice too (escopa_game_choose_move: listing and weighing). With --batch,
the learning batch: bench-batch --fixed MODE 1024 (Escoba de 15, 2
players, 40 steps of 1024 games on one thread) for the masks mode (action
masks, observations and margin rewards bound) and the full mode (every
buffer of version 2, seat 1 the greedy bot), only escopa_batch_step()
collected: instructions per learner step, and within them those of
writing the observations (write_observation, lib/batch/observations.c)
and listing the moves (legal_moves: escopa_game_moves past its argument
checks, the greedy bot's listings too), per learner step.

Timings drift on a shared machine; instruction counts do not. Use a
release build (meson setup build-rel --buildtype=release) for figures.
"""

import os
import re
import subprocess
import sys
import tempfile


def callgrind(function, command, functions=()):
    """The instructions spent in `function` and what it calls, and stdout;
    with `functions`, also the calls of each and the instructions spent in
    them and what they call, by name."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", "--collect-atstart=no",
             "--toggle-collect=" + function + "*", "--callgrind-out-file=" + out]
            + command, capture_output=True, text=True, check=True)
        with open(out) as f:
            text = f.read()
        m = re.search(r"^(?:summary|totals): (\d+)", text, re.M)
        if functions:
            calls = calls_into(text)
            return int(m.group(1)), run.stdout, {f: calls.get(f, (0, 0)) for f in functions}
        return int(m.group(1)), run.stdout


def calls_into(text):
    """Calls into each function of a callgrind output and their inclusive
    instructions, added up over the callers: {name: (calls, instructions)}."""
    names = {}
    totals = {}
    callee = None
    lines = text.splitlines()
    for i, line in enumerate(lines):
        m = re.match(r"(c?)fn=(?:\((\d+)\))? ?(.*)", line)
        if m:
            name = m.group(3) or names.get(m.group(2))
            if m.group(2) and m.group(3):
                names[m.group(2)] = m.group(3)
            callee = name if m.group(1) else None
        elif line.startswith("calls=") and callee:
            count = int(line.split()[0][len("calls="):])
            cost = int(lines[i + 1].split()[1])
            calls, spent = totals.get(callee, (0, 0))
            totals[callee] = (calls + count, spent + cost)
    return totals


def measure(bench, games, preset, player):
    instructions, stdout, calls = callgrind(
        "play_games", [bench, "--games", str(games), preset, player],
        ["escopa_game_choose_move"])
    rows = [line.split() for line in stdout.splitlines()[1:]]
    return instructions, int(rows[0][3]), calls["escopa_game_choose_move"]


CORE_WORKLOADS = ["clone", "copy", "list-4", "list-8", "list-12", "list-16",
                  "list-worst", "perft"]


def core(bench_core):
    print(f"\n{'bench-core workload':<20} {'units':>10} {'instructions':>14} {'per unit':>12}")
    for workload in CORE_WORKLOADS:
        instructions, stdout = callgrind("fixed_workload",
                                         [bench_core, "--fixed", workload])
        units = int(stdout.split()[1])
        print(f"{workload:<20} {units:>10} {instructions:>14} {instructions / units:>12.1f}",
              flush=True)


BOTS = ["medium", "hard", "expert", "pimc", "ismcts"]
STEPS = ["playout_greedy", "greedy_pick", "escopa_game_moves", "game_apply_simulated"]


def bots(bench_bots):
    print(f"\n{'bench-bots-worst --fixed':<24} {'decisions':>10} {'instructions':>14} "
          f"{'per decision':>12}")
    steps = []
    for bot in BOTS:
        instructions, stdout, calls = callgrind("fixed_workload", [bench_bots, "--fixed", bot],
                                                STEPS)
        decisions = int(stdout.split()[1])
        print(f"{bot:<24} {decisions:>10} {instructions:>14} {instructions / decisions:>12.1f}",
              flush=True)
        steps.append((bot, calls))
    print(f"\n{'in those decisions':<34} {'calls':>10} {'instructions':>14} {'per call':>12}")
    for bot, calls in steps:
        for step in STEPS:
            count, spent = calls[step]
            if count:
                print(f"{bot + ': ' + step:<34} {count:>10} {spent:>14} {spent / count:>12.1f}")


BATCH_MODES = ["masks", "full"]
# write_observation is a HOT_PATH function: its x86-64-v3 copy where there is one
BATCH_PARTS = ["write_observation", "write_observation.arch_x86_64_v3", "legal_moves"]


def batch(bench_batch):
    print(f"\n{'bench-batch --fixed MODE 1024':<30} {'steps':>10} {'instructions':>14} "
          f"{'per step':>12}")
    parts = []
    for mode in BATCH_MODES:
        instructions, stdout, calls = callgrind("escopa_batch_step",
                                                [bench_batch, "--fixed", mode, "1024"],
                                                BATCH_PARTS)
        steps = int(stdout.split()[3])
        print(f"{mode:<30} {steps:>10} {instructions:>14} {instructions / steps:>12.1f}",
              flush=True)
        parts.append((mode, steps, calls))
    print(f"\n{'in those steps':<34} {'calls':>10} {'instructions':>14} {'per step':>12}")
    for mode, steps, calls in parts:
        for part in BATCH_PARTS:
            count, spent = calls[part]
            if count:
                name = mode + ": " + part.split(".")[0]
                print(f"{name:<34} {count:>10} {spent:>14} {spent / steps:>12.1f}")


def option(args, name):
    """The value after --name, removed from args; None when absent."""
    if name not in args:
        return None
    at = args.index(name)
    value = args[at + 1]
    del args[at:at + 2]
    return value


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    args = sys.argv[1:]
    bench_core = option(args, "--core")
    bench_bots = option(args, "--bots")
    bench_batch = option(args, "--batch")
    if bench_batch and not args:
        batch(bench_batch)
        return
    bench = args[0]
    games = int(args[1]) if len(args) > 1 else 200
    listing = subprocess.run([bench, "--games", "0"], capture_output=True, text=True,
                             check=True).stdout.splitlines()[1:]
    presets = [line.split()[0] for line in listing]
    print(f"{'preset':<18} {'player':>7} {'games':>6} {'decisions':>10} "
          f"{'instructions':>14} {'per decision':>12}")
    runs = [(p, "random") for p in presets] + [("escoba_de_15", "greedy")]
    choices = None
    for preset, player in runs:
        instructions, decisions, chosen = measure(bench, games, preset, player)
        print(f"{preset:<18} {player:>7} {games:>6} {decisions:>10} {instructions:>14} "
              f"{instructions / decisions:>12.1f}", flush=True)
        if player == "greedy":
            choices = chosen
    count, spent = choices
    print(f"{'  its choices (choose_move)':<34} {count:>10} {spent:>14} "
          f"{spent / count:>12.1f}")
    if bench_core:
        core(bench_core)
    if bench_bots:
        bots(bench_bots)
    if bench_batch:
        batch(bench_batch)


if __name__ == "__main__":
    main()
