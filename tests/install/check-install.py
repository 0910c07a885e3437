#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Installs the build into a temporary root (meson install --destdir) and
uses it as doc/building.md says a user would:

1. compiles examples/play-game.c with nothing but `pkg-config --cflags
   --libs escopa`, pkg-config pointed at the --destdir tree as doc/building.md
   says (PKG_CONFIG_SYSROOT_DIR; pkgconf's --define-prefix would not do:
   it takes the prefix as two folders above the .pc file, and Debian's
   libdir lib/x86_64-linux-gnu is three), and runs it;
2. runs the installed `escopa` tool with no LD_LIBRARY_PATH and no
   ldconfig: its RUNPATH finds the installed library;
3. escopa.pc has no placeholder URL.

Usage: check-install.py BUILD_DIR SOURCE_DIR CC PREFIX LIBDIR BINDIR
"""

import os
import sys
import tempfile

from steps import run


def under(root, path):
    return os.path.join(root, path.lstrip("/"))


def main(build_dir, source_dir, cc, prefix, libdir, bindir):
    libdir = os.path.join(prefix, libdir)
    bindir = os.path.join(prefix, bindir)
    clean = {k: v for k, v in os.environ.items()
             if k not in ("LD_LIBRARY_PATH", "PKG_CONFIG_PATH", "PKG_CONFIG_SYSROOT_DIR",
                          "PKG_CONFIG_LIBDIR")}
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "root")
        run(["meson", "install", "-C", build_dir, "--destdir", root, "--no-rebuild", "--quiet"])
        pcdir = under(root, os.path.join(libdir, "pkgconfig"))
        pc = open(os.path.join(pcdir, "escopa.pc"), encoding="utf-8").read()
        if "example.invalid" in pc:  # the project's home is not known: no URL
            raise SystemExit("escopa.pc carries a placeholder URL")
        env = dict(clean, PKG_CONFIG_PATH=pcdir, PKG_CONFIG_SYSROOT_DIR=root)
        flags = run(["pkg-config", "--cflags", "--libs", "escopa"], env=env).split()
        print(" ".join(flags))
        if not any(f.startswith("-I" + root) for f in flags):
            raise SystemExit("the include path is not the installed tree's")
        program = os.path.join(tmp, "play-game")
        run([cc, "-std=c99", "-Wall", "-Werror",
             os.path.join(source_dir, "examples", "play-game.c"), *flags, "-o", program],
            env=env)
        out = run([program, "escoba_de_15", "2", "2026"],
                  env=dict(clean, LD_LIBRARY_PATH=under(root, libdir)))
        if "wins" not in out:
            raise SystemExit(f"the example did not finish a game:\n{out}")
        tool = under(root, os.path.join(bindir, "escopa"))
        out = run([tool, "--version"], env=clean)
        if "libescopa" not in out:
            raise SystemExit("escopa --version does not name the library")
        out = run([tool, "selfplay", "--games", "4", "--threads", "1"], env=clean)
        print(out.strip())
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
