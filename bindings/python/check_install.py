#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Checks the install of this folder alone, the package without a library
of its own that loads the system's (bindings/python/README.md, Installing;
the wheel and ``pip install .`` of the whole tree are .ci/check-wheel's):

1. the README's recipe, offline: ``/usr/bin/python3 -m venv
   --system-site-packages venv`` (a plain venv has no ``wheel``, and pip
   then fails with "invalid command 'bdist_wheel'"), then ``venv/bin/pip
   install --no-build-isolation --no-index`` of this directory (nothing
   from PyPI);
2. loading the library by its soname ``libescopa.so.1`` from an installed
   location, without ESCOPA_LIBRARY, and playing a whole game with it.

The interpreter is the one running this script if it has venv, pip,
setuptools and wheel, else Debian's /usr/bin/python3 (python3-venv,
python3-setuptools, python3-wheel), the one the README's recipe means.

Usage: check_install.py BUILD_DIR. Exits 77 (meson's "skipped") when no
interpreter has all four, and says which module each one lacks.
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SKIP = 77

PROBE = """
import escopa
game = escopa.Game(escopa.Preset.ESCOBA_DE_15, players=2, seed=1)
while game.phase != escopa.Phase.GAME_OVER:
    if game.phase == escopa.Phase.HAND_OVER:
        game.next_hand()
    else:
        game.play(game.legal_moves()[0])
assert escopa.library_path == "libescopa.so.1", escopa.library_path
print(escopa.__file__, escopa.library_version, "winner", game.winner, game.scores)
"""
MODULES = ("venv", "pip", "setuptools", "wheel")


def missing_module(python):
    """The first module of MODULES that python cannot import, or None."""
    for module in MODULES:
        if subprocess.run([python, "-c", f"import {module}"],
                          capture_output=True).returncode != 0:
            return module
    return None


def find_python():
    """An interpreter that has every module of MODULES, or None (then
    saying what each candidate lacks)."""
    lacks = []
    for python in dict.fromkeys([sys.executable, "/usr/bin/python3"]):
        if not os.path.exists(python):
            lacks.append(f"{python} does not exist")
            continue
        module = missing_module(python)
        if module is None:
            return python
        lacks.append(f"{python} has no {module}")
    print("skipping: " + "; ".join(lacks))
    return None


def main(build_dir):
    python = find_python()
    if python is None:
        return SKIP
    print("using", python)
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
        subprocess.run([python, "-m", "venv", "--system-site-packages", venv], check=True)
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
