#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Installs the build into a temporary root (meson install --destdir),
moves that root elsewhere, and builds tests/cmake-consumer against it as
the README's section "Installing > CMake" says: find_package(escopa 1.4
CONFIG REQUIRED) and escopa::escopa, with CMAKE_PREFIX_PATH the moved
prefix. The program must link libescopa by its soname and play a game.
Then the version file's answers: the next minor version and 2.0 are
refused, the range 1.0...<2.0 is taken.

Exits 77 (skipped) when cmake is missing.

Usage: check-cmake.py BUILD_DIR SOURCE_DIR CC PREFIX LIBDIR VERSION
"""

import os
import shutil
import subprocess
import sys
import tempfile

from steps import run


def under(root, path):
    return os.path.join(root, path.lstrip("/"))


def configure(source, build, prefix_path, cc, want, env):
    return subprocess.run(["cmake", "-S", source, "-B", build, "-DCMAKE_PREFIX_PATH=" + prefix_path,
                           "-DCMAKE_C_COMPILER=" + cc, "-DESCOPA_WANT=" + want],
                          capture_output=True, text=True, env=env)


def main(build_dir, source_dir, cc, prefix, libdir, version):
    if shutil.which("cmake") is None:
        print("cmake is not installed: skipped")
        return 77
    clean = {k: v for k, v in os.environ.items()
             if k not in ("LD_LIBRARY_PATH", "CMAKE_PREFIX_PATH", "escopa_DIR")}
    consumer = os.path.join(source_dir, "tests", "cmake-consumer")
    with tempfile.TemporaryDirectory() as tmp:
        root = os.path.join(tmp, "root")
        run(["meson", "install", "-C", build_dir, "--destdir", root, "--no-rebuild", "--quiet"])
        # The package finds its prefix from its own folder, not from the
        # prefix it was configured with: move the whole tree.
        moved = os.path.join(tmp, "moved")
        os.rename(root, moved)
        prefix_path = under(moved, prefix)
        config_dir = under(prefix_path, os.path.join(libdir, "cmake", "escopa"))
        for name in ("escopaConfig.cmake", "escopaConfigVersion.cmake"):
            if not os.path.isfile(os.path.join(config_dir, name)):
                raise SystemExit(f"{name} is not installed in {config_dir}")

        build = os.path.join(tmp, "consumer")
        proc = configure(consumer, build, prefix_path, cc, "1.4", clean)
        print(proc.stdout, proc.stderr)
        if proc.returncode != 0:
            raise SystemExit("find_package(escopa 1.4 CONFIG REQUIRED) failed")
        if f"libescopa {version} from {config_dir}" not in proc.stdout:
            raise SystemExit(f"CMake did not take libescopa {version} from {config_dir}")
        run(["cmake", "--build", build], env=clean)
        app = os.path.join(build, "app")
        out = run([app], env=clean)
        print(out.strip())
        if "wins" not in out or f"libescopa {version}" not in out:
            raise SystemExit("the program did not play a game with the installed library")
        readelf = shutil.which("readelf")
        if readelf:
            dynamic = run([readelf, "-d", app])
            if "Shared library: [libescopa.so.1]" not in dynamic:
                raise SystemExit(f"the program does not need libescopa.so.1:\n{dynamic}")

        major, minor = (int(part) for part in version.split(".")[:2])
        for want, taken in ((f"{major}.{minor + 1}", False), (f"{major + 1}.0", False),
                            (f"{major}.0...<{major + 1}.0", True)):
            proc = configure(consumer, os.path.join(tmp, "want-" + want.replace(".", "_")),
                             prefix_path, cc, want, clean)
            if (proc.returncode == 0) != taken:
                print(proc.stdout, proc.stderr)
                raise SystemExit(f"find_package(escopa {want}) was "
                                 + ("refused" if taken else "taken") + f" by {version}")
            print(f"find_package(escopa {want}):", "taken" if taken else "refused")
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
