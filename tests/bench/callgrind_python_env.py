#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Instructions per step of EscopaEnv from Python, the stable figure.

Runs ``bench_python_env.py --steps N MODE`` under callgrind for 10,000
and for 30,000 steps and divides the difference by 20,000, so that the
interpreter's start-up and the imports fall out. A step is the bench
loop's: the policy (``argmax`` of the mask), ``env.step()`` (the learner's
move and the opponent's reply in C) and a ``reset()`` at each game's end.
With the hash seed fixed and address randomisation off (setarch -R, where
there is one) two runs agree within a few instructions a step.

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build-rel/lib/libescopa.so.1 \\
        python3 tests/bench/callgrind_python_env.py [MODE...]

MODE is single (against the greedy player, the default) or single-random.
"""

import os
import platform
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def instructions(mode: str, steps: int) -> int:
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
               sys.executable, os.path.join(HERE, "bench_python_env.py"), "--steps",
               str(steps), mode]
    if shutil.which("setarch"):
        command = ["setarch", platform.machine(), "-R"] + command
    env = dict(os.environ, PYTHONHASHSEED="0")
    run = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
    m = re.search(r"refs:\s+([\d,]+)", run.stderr)
    if not m:
        raise SystemExit("no instruction count in valgrind's output:\n" + run.stderr)
    return int(m.group(1).replace(",", ""))


def main() -> None:
    modes = sys.argv[1:] or ["single"]
    for mode in modes:
        per_step = (instructions(mode, 30000) - instructions(mode, 10000)) / 20000
        print(f"{mode:>13}: {per_step:9.1f} instructions a step")


if __name__ == "__main__":
    main()
