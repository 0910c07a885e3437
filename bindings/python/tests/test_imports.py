# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The package's modules depend on each other one way: no module imports
one that imports it back, directly or through others, and an import inside
a function counts (it is the same dependency, made later)."""

import ast
import os
import unittest
from typing import Dict, List, Set

import escopa


def package_imports(root: str) -> Dict[str, Set[str]]:
    """Each module of the package under ``root`` (dotted names) and the
    modules of the package it imports anywhere in its code."""
    parent = os.path.dirname(root)
    paths = {}
    for folder, _, files in os.walk(root):
        for name in files:
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                module = os.path.relpath(path, parent)[:-3].replace(os.sep, ".")
                paths[module[:-len(".__init__")] if name == "__init__.py" else module] = path
    graph = {}
    for module, path in paths.items():
        package = module if path.endswith("__init__.py") else module.rpartition(".")[0]
        with open(path, encoding="utf-8") as source:
            tree = ast.parse(source.read())
        imported = set()
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom) or not node.level:
                continue
            base = package.split(".")
            base = base[:len(base) - node.level + 1]
            target = ".".join(base + ([node.module] if node.module else []))
            if node.module is None:  # from . import name: a submodule or a name
                imported |= {f"{target}.{a.name}" if f"{target}.{a.name}" in paths else target
                             for a in node.names}
            else:
                imported.add(target)
        graph[module] = imported
    return graph


def cycles(graph: Dict[str, Set[str]]) -> List[str]:
    """The modules that import themselves through others."""
    found = []
    for start in sorted(graph):
        seen: Set[str] = set()
        todo = list(graph[start])
        while todo:
            module = todo.pop()
            if module not in seen:
                seen.add(module)
                todo.extend(graph.get(module, ()))
        if start in seen:
            found.append(start)
    return found


class ImportTest(unittest.TestCase):
    def test_no_module_imports_one_that_imports_it_back(self):
        graph = package_imports(os.path.dirname(escopa.__file__))
        self.assertIn("escopa._view", graph["escopa._game"])
        self.assertEqual(cycles(graph), [])

    def test_a_circle_is_found(self):
        graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
        self.assertEqual(cycles(graph), ["a", "b", "c"])


if __name__ == "__main__":
    unittest.main()
