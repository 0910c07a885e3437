#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Checks the two ways of installing the bindings that the README gives:

1. ``pip install --no-build-isolation`` of this directory into a fresh
   virtual environment (nothing from PyPI: ``--no-index``);
2. loading the library by its soname ``libescopa.so.1`` from an installed
   location, without ESCOPA_LIBRARY.

Usage: check_install.py BUILD_DIR. Exits 77 (meson's "skipped") when venv,
pip, setuptools or wheel are missing.
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77

PROBE = ("import escopa; g = escopa.Game(seed=1); g.play(g.legal_moves()[0]); "
         "print(escopa.__file__, escopa.library_version)")


def main(build_dir):
    for module in ("venv", "pip", "setuptools", "wheel"):
        if subprocess.run([sys.executable, "-c", f"import {module}"],
                          capture_output=True).returncode != 0:
            print(f"skipping: no {module} for {sys.executable}")
            return SKIP
    with tempfile.TemporaryDirectory() as tmp:
        # The library, installed as a package would install it.
        dest = os.path.join(tmp, "root")
        subprocess.run(["meson", "install", "-C", build_dir, "--destdir", dest,
                        "--no-rebuild", "--quiet", "--tags", "runtime,devel"],
                       check=True)
        libdirs = {os.path.dirname(os.path.join(root, f))
                   for root, _, files in os.walk(dest) for f in files
                   if f.startswith("libescopa.so.1")}
        if len(libdirs) != 1:
            print("libescopa.so.1 was not installed:", libdirs)
            return 1
        venv = os.path.join(tmp, "venv")
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", venv],
                       check=True)
        python = os.path.join(venv, "bin", "python")
        # pip builds in the directory it is given: build a copy, so the
        # source tree stays clean.
        source = os.path.join(tmp, "src")
        shutil.copytree(HERE, source, ignore=shutil.ignore_patterns(
            "build", "*.egg-info", "__pycache__", "tests"))
        subprocess.run([python, "-m", "pip", "install", "--quiet", "--no-build-isolation",
                        "--no-index", source], check=True)
        env = {k: v for k, v in os.environ.items()
               if k not in ("ESCOPA_LIBRARY", "PYTHONPATH")}
        env["LD_LIBRARY_PATH"] = libdirs.pop()
        out = subprocess.run([python, "-c", PROBE], env=env, cwd=tmp, check=True,
                             capture_output=True, text=True).stdout
        print(out.strip())
        if venv not in out:
            print("the installed package was not the one imported")
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
