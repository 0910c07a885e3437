#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Writes the export list of the WebAssembly module from the library's map.

    exports.py lib/libescopa.sym OUTPUT

OUTPUT is emcc's response file for -sEXPORTED_FUNCTIONS=@OUTPUT: a JSON
list of every function of lib/libescopa.sym (each `global:` name, with
emscripten's leading underscore), plus malloc and free, which the package
uses for its buffers. meson runs this at build time, so new API that goes
into the map file is exported without any list kept by hand.
"""

import json
import re
import sys


def exported_names(text):
    """The names under `global:` in every version node of a map file."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    names, is_global = [], False
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("global:"):
            is_global = True
            line = line[len("global:"):].strip()
        elif line.startswith("local:") or line.startswith("}"):
            is_global = False
            continue
        if is_global and line:
            name = line.rstrip(";").strip()
            if not re.fullmatch(r"escopa_[a-z0-9_]+", name):
                raise SystemExit(f"exports.py: unexpected name {name!r} in the map file")
            names.append(name)
    if not names:
        raise SystemExit("exports.py: the map file exports nothing")
    if len(set(names)) != len(names):
        raise SystemExit("exports.py: a name appears twice in the map file")
    return names


def main(argv):
    if len(argv) != 3:
        raise SystemExit("usage: exports.py MAPFILE OUTPUT")
    with open(argv[1], encoding="utf-8") as f:
        names = exported_names(f.read())
    with open(argv[2], "w", encoding="utf-8") as f:
        json.dump(["_" + name for name in names] + ["_malloc", "_free"], f)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv)
