#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Every example stays short enough to read in one sitting and says what
it shows: under 150 lines, a header comment (C) or docstring (Python)
after the copyright lines, and a run in the suite's examples.

Usage: check-examples.py SOURCE_ROOT"""

import os
import re
import sys

MAX_LINES = 150


def problems(root: str) -> list:
    found = []
    examples = os.path.join(root, "examples")
    with open(os.path.join(examples, "meson.build"), encoding="utf-8") as f:
        c_build = f.read()
    with open(os.path.join(root, "bindings", "python", "meson.build"), encoding="utf-8") as f:
        python_build = f.read()
    for folder, suffix in ((examples, ".c"), (os.path.join(examples, "python"), ".py")):
        for name in sorted(os.listdir(folder)):
            if not name.endswith(suffix):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = f.read()
            lines = text.count("\n")
            if lines >= MAX_LINES:
                found.append(f"{name}: {lines} lines (under {MAX_LINES} asked)")
            # after the copyright: a C comment block, or Python's # lines
            body = re.sub(r"^(/\*\n( \*.*\n)* \*/\n|(#.*\n)+)", "", text, count=1)
            if not re.match(r'\s*(/\*|""")', body):
                found.append(f"{name}: no header comment saying what it shows")
            stem = name[:-len(suffix)]
            if suffix == ".c" and f"'{stem}.c'" not in c_build:
                found.append(f"{name}: not built by examples/meson.build")
            if (suffix == ".py" and stem != "linear_policy" and f"'{stem}'" not in python_build):
                found.append(f"{name}: not run by bindings/python/meson.build")
    return found


if __name__ == "__main__":
    found = problems(sys.argv[1])
    for problem in found:
        print(problem)
    sys.exit(1 if found else 0)
