#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Every code block of the tutorials runs, so that they cannot rot: each
```c block of doc/tutorial-c.md is compiled as the page says (cc,
`pkg-config --cflags --libs escopa` against the build tree) and run; each
```python block of doc/tutorial-python.md is run. Each program gets
"1" lines on stdin (a player choosing the first move) and must exit 0.
A ```text block that follows a code block with nothing but blank lines
between is that program's output, and stdout must equal it exactly
(doc/server.md shows every output this way).

Usage: check-tutorials.py c PAGE BUILD_DIR CC
       check-tutorials.py python PAGE
(python needs the bindings importable: PYTHONPATH and ESCOPA_LIBRARY.)
"""

import os
import re
import subprocess
import sys
import tempfile

ANSWERS = "1\n" * 200


def blocks(page, language):
    """The page's code blocks in language, each with its expected output
    (None when the page shows none)."""
    text = open(page, encoding="utf-8").read()
    found = re.findall(r"```" + language + r"\n(.*?)```(?:\s*\n```text\n(.*?)```)?", text,
                       re.S)
    if not found:
        raise SystemExit(f"{page} has no {language} block")
    return [(source, output or None) for source, output in found]


def run(args, env, name, expected):
    proc = subprocess.run(args, input=ANSWERS, env=env, capture_output=True, text=True)
    tail = "\n".join(proc.stdout.strip().splitlines()[-3:])
    print(f"{name}: exit {proc.returncode}\n{tail}\n{proc.stderr.strip()}")
    if expected is not None and proc.stdout != expected:
        print(f"{name}: the output differs from the page's:\n{proc.stdout}")
        return False
    return proc.returncode == 0


def check_c(page, build_dir, cc):
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(build_dir, "meson-uninstalled"))
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "escopa"], env=env,
                           check=True, capture_output=True, text=True).stdout.split()
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        for i, (source, expected) in enumerate(blocks(page, "c"), 1):
            path = os.path.join(tmp, f"block{i}.c")
            with open(path, "w", encoding="utf-8") as f:
                f.write(source)
            program = os.path.join(tmp, f"block{i}")
            subprocess.run([cc, "-std=c99", "-Wall", "-Wextra", "-Werror", "-pthread", path,
                            *flags, "-o", program], check=True)
            ok &= run([program], dict(env, LD_LIBRARY_PATH=os.path.join(build_dir, "lib")),
                      f"block {i}", expected)
    return 0 if ok else 1


def check_python(page):
    ok = True
    for i, (source, expected) in enumerate(blocks(page, "python"), 1):
        ok &= run([sys.executable, "-c", source], dict(os.environ), f"block {i}", expected)
    return 0 if ok else 1


if __name__ == "__main__":
    if sys.argv[1] == "c":
        sys.exit(check_c(*sys.argv[2:]))
    sys.exit(check_python(*sys.argv[2:]))
