#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Builds toy/, a parent project that uses libescopa as a meson subproject
through its wrap file, with a copy of this source tree as
subprojects/libescopa, and checks what the parent gets by default: the
library and nothing else of libescopa's (no tests, tool, examples or docs
among its targets and tests; no man page, HTML or tool among its installed
files), and a toy program that links and plays a game.

Usage: check-subproject.py SOURCE_DIR
"""

import json
import os
import shutil
import sys
import tempfile

from steps import run

HERE = os.path.dirname(os.path.abspath(__file__))


def introspect(build, what):
    return json.loads(run(["meson", "introspect", build, "--" + what]))


def main(source_dir):
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        toy = os.path.join(tmp, "toy")
        shutil.copytree(os.path.join(HERE, "toy"), toy)
        shutil.copytree(source_dir, os.path.join(toy, "subprojects", "libescopa"),
                        ignore=lambda d, names: [n for n in names if d == source_dir and (
                            n.startswith("build") or n.startswith(".git"))]
                        + [n for n in names if n == "__pycache__"])
        build = os.path.join(toy, "build")
        run(["meson", "setup", build, toy, "--prefix", "/usr/local"])
        targets = introspect(build, "targets")
        ours = sorted(f"{t['type']} {t['name']}" for t in targets
                      if t.get("subproject") == "libescopa")
        print("libescopa's targets:", ours)
        if any(not t.startswith(("shared library", "static library", "custom"))
               for t in ours) or len(ours) > 3:
            failures.append(f"libescopa brings more than its library: {ours}")
        tests = [t["name"] for t in introspect(build, "tests")]
        print("tests:", tests)
        if tests != ["toy"]:
            failures.append(f"the parent's meson test runs libescopa's tests: {tests}")
        run(["meson", "compile", "-C", build])
        installed = sorted(introspect(build, "installed").values())
        print("installed:", installed)
        for bad in ("/man/", "/html", "/bin/escopa"):
            if any(bad in path for path in installed):
                failures.append(f"the parent installs libescopa's {bad.strip('/')}")
        out = run([os.path.join(build, "toy")])
        print(out.strip())
        if "wins" not in out:
            failures.append("the toy did not finish its game")
        # Asked for, the tool and the examples come; the man page and the
        # HTML are still not installed.
        try:
            run(["meson", "setup", "--reconfigure", build, toy, "-Dlibescopa:tools=enabled",
                 "-Dlibescopa:examples=enabled",
                 "-Dlibescopa:docs=" + ("enabled" if shutil.which("doxygen") else "auto")])
        except SystemExit as exc:
            failures.append(f"-Dlibescopa:tools=enabled -Dlibescopa:examples=enabled: {exc}")
            return report(failures)
        names = {t["name"] for t in introspect(build, "targets")
                 if t.get("subproject") == "libescopa"}
        for wanted in ("escopa", "play-game"):
            if wanted not in names:
                failures.append(f"-Dlibescopa:tools/examples=enabled has no {wanted}: {names}")
        installed = sorted(introspect(build, "installed").values())
        if not any(path.endswith("/bin/escopa") for path in installed):
            failures.append("-Dlibescopa:tools=enabled does not install the tool")
        for bad in ("/man/", "/html"):
            if any(bad in path for path in installed):
                failures.append(f"the parent installs libescopa's {bad.strip('/')}")
    return report(failures)


def report(failures):
    for failure in failures:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
