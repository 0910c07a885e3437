#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Runs the first C and the first Python example of README.md as the README
says.

C: compiles the first C program with cc and `pkg-config --cflags --libs
escopa`, against the build tree's uninstalled pkg-config file, and runs it.
Then compiles it again with its move buffer cut to 2 moves and
-fsanitize=bounds: with fewer moves written than legal, an index past the
buffer stops the program (a newcomer copies this loop).

Python: runs the first Python example and checks that it prints the score
of every hand, the last one (which ends the game) included.

Suites: every suite the README names (`--suite X`, `--no-suite X`, and
the list "The suites are ...") exists, and the list names them all.

Usage: check-readme-example.py README BUILD_DIR CC
       check-readme-example.py --python README
       check-readme-example.py --suites README BUILD_DIR
(--python needs the bindings importable: PYTHONPATH and ESCOPA_LIBRARY.)
"""

import json
import os
import re
import subprocess
import sys
import tempfile


def example(readme, language):
    text = open(readme, encoding="utf-8").read()
    match = re.search(r"```" + language + r"\n(.*?)```", text, re.S)
    if not match:
        raise SystemExit(f"README.md has no {language} example")
    return match.group(1)


def run_c(source_text, build_dir, cc, tmp, name, extra=()):
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(build_dir, "meson-uninstalled"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "escopa"], env=env,
                           check=True, capture_output=True, text=True).stdout.split()
    source = os.path.join(tmp, name + ".c")
    program = os.path.join(tmp, name)
    with open(source, "w", encoding="utf-8") as f:
        f.write(source_text)
    subprocess.run([cc, "-std=c99", "-Wall", "-Werror", *extra, source, *flags, "-o", program],
                   check=True)
    env["LD_LIBRARY_PATH"] = os.path.join(build_dir, "lib")
    proc = subprocess.run([program], env=env, capture_output=True, text=True)
    print(f"{name}: exit {proc.returncode}: {proc.stdout.strip()} {proc.stderr.strip()}")
    return proc


def check_c(readme, build_dir, cc):
    source = example(readme, "c")
    with tempfile.TemporaryDirectory() as tmp:
        proc = run_c(source, build_dir, cc, tmp, "first")
        if proc.returncode != 0 or not re.fullmatch(r"side [01] wins\n", proc.stdout):
            return 1
        small, cuts = re.subn(r"escopa_move_t moves\[512\]", "escopa_move_t moves[2]", source)
        if cuts != 1:
            print("the first program no longer declares `escopa_move_t moves[512]`; "
                  "update this check")
            return 1
        bounds = ["-fsanitize=bounds", "-fno-sanitize-recover=all"]
        probe = subprocess.run([cc, *bounds, "-x", "c", "-", "-o", os.path.join(tmp, "probe")],
                               input="int main(void) { return 0; }\n", text=True,
                               capture_output=True)
        if probe.returncode != 0:
            print(f"{cc} has no -fsanitize=bounds: the short-buffer run is left out")
            return 0
        proc = run_c(small, build_dir, cc, tmp, "first-short-buffer", bounds)
        if proc.returncode != 0 or not re.fullmatch(r"side [01] wins\n", proc.stdout):
            print("with a 2-move buffer the first program reads past it")
            return 1
    return 0


def check_python(readme):
    import escopa

    source = example(readme, "python")
    proc = subprocess.run([sys.executable, "-c", source], capture_output=True, text=True)
    print(proc.stdout.strip(), proc.stderr.strip())
    if proc.returncode != 0:
        return 1
    # The game the example plays: the first legal move every time.
    game = escopa.Game(escopa.Preset.ESCOBA_DE_15, players=2, seed=2026)
    while game.phase != escopa.Phase.GAME_OVER:
        if game.phase == escopa.Phase.HAND_OVER:
            game.next_hand()
        else:
            game.play(game.legal_moves()[0])
    printed = [line for line in proc.stdout.splitlines() if line.startswith("[Score(")]
    if len(printed) != game.hand_number:
        print(f"the example printed {len(printed)} hand scores for {game.hand_number} hands")
        return 1
    if printed[-1] != str(game.hand_scores()):
        print("the last hand's score printed is not the last hand's score")
        return 1
    return 0


def check_suites(readme, build_dir):
    text = open(readme, encoding="utf-8").read()
    tests = json.loads(subprocess.run(["meson", "introspect", build_dir, "--tests"],
                                      check=True, capture_output=True, text=True).stdout)
    suites = {suite.split(":")[-1] for test in tests for suite in test["suite"]}
    named = set(re.findall(r"--(?:no-)?suite[ =]([\w-]+)", text))
    listing = re.search(r"The suites are (.*?)\(", text, re.S)
    listed = set(re.findall(r"`([\w-]+)`", listing.group(1))) if listing else set()
    print("suites:", sorted(suites), "named:", sorted(named), "listed:", sorted(listed))
    # A build without Check has no unit, invariants or roundtrip suites:
    # names are then checked against the README's own list only.
    known = suites if "unit" in suites else listed
    failures = [f"the README names suite {name}, which does not exist"
                for name in sorted((named | listed) - known)]
    failures += [f"the README's list of suites lacks {name}" for name in sorted(suites - listed)]
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    if sys.argv[1] == "--python":
        sys.exit(check_python(sys.argv[2]))
    if sys.argv[1] == "--suites":
        sys.exit(check_suites(*sys.argv[2:]))
    sys.exit(check_c(*sys.argv[1:]))
