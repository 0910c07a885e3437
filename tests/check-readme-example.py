#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Compiles and runs the first C program of README.md exactly as the README
says: cc with `pkg-config --cflags --libs escopa`, against the build tree's
uninstalled pkg-config file.

Usage: check-readme-example.py README BUILD_DIR CC
"""

import os
import re
import subprocess
import sys
import tempfile


def main(readme, build_dir, cc):
    text = open(readme, encoding="utf-8").read()
    match = re.search(r"```c\n(.*?)```", text, re.S)
    if not match:
        print("README.md has no C example")
        return 1
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(build_dir, "meson-uninstalled"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "escopa"], env=env,
                           check=True, capture_output=True, text=True).stdout.split()
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "first.c")
        program = os.path.join(tmp, "first")
        with open(source, "w", encoding="utf-8") as f:
            f.write(match.group(1))
        subprocess.run([cc, "-std=c99", "-Wall", "-Werror", source, *flags, "-o", program],
                       check=True)
        env["LD_LIBRARY_PATH"] = os.path.join(build_dir, "lib")
        out = subprocess.run([program], env=env, check=True, capture_output=True,
                             text=True).stdout
    print(out.strip())
    return 0 if re.fullmatch(r"side [01] wins\n", out) else 1


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
