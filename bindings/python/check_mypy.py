#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Runs ``mypy --strict`` (with mypy.ini) over the package,
examples/python and the README's Python snippets, as a user of the
shipped ``py.typed`` would.

Usage: check_mypy.py SOURCE_ROOT CACHE_DIR. Exits 77 (meson's "skipped")
when mypy is not installed: on Debian, ``apt-get install mypy``.
"""

import os
import re
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def readme_snippets(source_root: str, cache_dir: str) -> list[str]:
    """The README's Python blocks that use the package, each written to a
    file of its own under cache_dir; returns their paths."""
    with open(os.path.join(source_root, "README.md"), encoding="utf-8") as readme:
        blocks = re.findall(r"^```python\n(.*?)^```", readme.read(), re.M | re.S)
    os.makedirs(cache_dir, exist_ok=True)
    paths = []
    for number, block in enumerate(b for b in blocks if "escopa" in b):
        path = os.path.join(cache_dir, f"readme_snippet_{number}.py")
        with open(path, "w", encoding="utf-8") as out:
            out.write(block)
        paths.append(path)
    return paths


def main(source_root: str, cache_dir: str) -> int:
    mypy = shutil.which("mypy")
    if mypy is None:
        print("skipping: no mypy on PATH (Debian: apt-get install mypy)")
        return 77
    env = dict(os.environ, MYPYPATH=HERE)
    args = [mypy, "--config-file", os.path.join(HERE, "mypy.ini"), "--cache-dir", cache_dir,
            os.path.join(HERE, "escopa"), os.path.join(source_root, "examples", "python")]
    args += readme_snippets(source_root, cache_dir)
    print("$", " ".join(args))
    return subprocess.run(args, env=env).returncode


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
