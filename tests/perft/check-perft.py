#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Runs `escopa perft` on every position of the reference table and fails
on any count that differs.

    check-perft.py path/to/escopa path/to/reference.txt
"""

import os
import subprocess
import sys


def entries(path):
    position = None
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            if line.startswith("  "):
                depth, nodes = line.split()
                yield number, position, int(depth), int(nodes)
            else:
                position = line


def main():
    escopa, reference = sys.argv[1], sys.argv[2]
    # A program that runs escopa, as in tests/cli/cli_helpers.py: wine for
    # the Windows build (doc/building.md, section Windows).
    wrapper = os.environ.get("ESCOPA_CLI_WRAPPER", "").split()
    failures = checked = 0
    for number, position, depth, expected in entries(reference):
        out = subprocess.run([*wrapper, escopa, "perft", position, str(depth)], capture_output=True,
                             text=True)
        got = out.stdout.strip()
        checked += 1
        if out.returncode != 0 or got != str(expected):
            failures += 1
            print(f"{reference}:{number}: depth {depth}: expected {expected}, got "
                  f"{got or '-'} (exit {out.returncode}) {out.stderr.strip()}")
    print(f"{checked} counts checked, {failures} wrong")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
