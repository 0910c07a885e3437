#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Writes debian/libescopa1.symbols from the version nodes of
lib/libescopa.sym, so that the Debian package's symbols file and the
library's version script cannot drift apart.

Each node LIBESCOPA_<major>.<minor> gives its own version symbol and one
line per function, all with the minimal version <major>.<minor>: a program
that uses a function of the 1.3 node depends on libescopa1 (>= 1.3).

    debian/make-symbols.py lib/libescopa.sym > debian/libescopa1.symbols
    debian/make-symbols.py --check debian/libescopa1.symbols lib/libescopa.sym

--check exits 1, with the difference, when the file is not what this
script writes (the meson test `debian-symbols`, suite lint, runs it).
"""

import argparse
import difflib
import re
import sys

SONAME = "libescopa.so.1"
PACKAGE = "libescopa1"
DEV_PACKAGE = "libescopa-dev"
NODE = re.compile(r"LIBESCOPA_(\d+\.\d+)")


def version_nodes(text):
    """[(node, [functions])] in the file's order."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"#[^\n]*", "", text)
    nodes = []
    for match in re.finditer(r"([\w.]+)\s*\{(.*?)\}\s*[\w.]*\s*;", text, re.S):
        name, body = match.groups()
        if not NODE.fullmatch(name):
            raise SystemExit(f"version node {name} is not named LIBESCOPA_<major>.<minor>")
        global_part = re.split(r"\blocal\s*:", body)[0]
        global_part = re.sub(r"\bglobal\s*:", "", global_part)
        functions = [item.strip() for item in global_part.split(";") if item.strip()]
        nodes.append((name, functions))
    if not nodes:
        raise SystemExit("the version script has no version node")
    return nodes


def symbols_file(map_text):
    lines = [
        "# Written by debian/make-symbols.py from lib/libescopa.sym; do not edit.",
        f"{SONAME} {PACKAGE} #MINVER#",
        f"* Build-Depends-Package: {DEV_PACKAGE}",
    ]
    for node, functions in version_nodes(map_text):
        since = NODE.fullmatch(node).group(1)
        lines.append(f" {node}@{node} {since}")
        lines += [f" {function}@{node} {since}" for function in sorted(functions)]
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", metavar="SYMBOLS",
                        help="compare with this symbols file instead of printing")
    parser.add_argument("map", help="the version script, lib/libescopa.sym")
    args = parser.parse_args()
    with open(args.map, encoding="utf-8") as f:
        expected = symbols_file(f.read())
    if not args.check:
        sys.stdout.write(expected)
        return 0
    with open(args.check, encoding="utf-8") as f:
        actual = f.read()
    if actual == expected:
        print(f"{args.check} matches the version nodes of {args.map}")
        return 0
    sys.stdout.writelines(difflib.unified_diff(
        actual.splitlines(True), expected.splitlines(True), args.check, "expected"))
    print(f"{args.check} disagrees with {args.map}: run\n"
          f"    debian/make-symbols.py {args.map} > {args.check}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
