#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Runs ``mypy --strict`` (with mypy.ini) over the package and
examples/python, as a user of the shipped ``py.typed`` would.

Usage: check_mypy.py SOURCE_ROOT CACHE_DIR. Exits 77 (meson's "skipped")
when mypy is not installed: on Debian, ``apt-get install mypy``.
"""

import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main(source_root: str, cache_dir: str) -> int:
    mypy = shutil.which("mypy")
    if mypy is None:
        print("skipping: no mypy on PATH (Debian: apt-get install mypy)")
        return 77
    env = dict(os.environ, MYPYPATH=HERE)
    args = [mypy, "--config-file", os.path.join(HERE, "mypy.ini"), "--cache-dir", cache_dir,
            os.path.join(HERE, "escopa"), os.path.join(source_root, "examples", "python")]
    print("$", " ".join(args))
    return subprocess.run(args, env=env).returncode


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
