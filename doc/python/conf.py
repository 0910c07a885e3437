# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Sphinx configuration of the Python reference (doc/python/meson.build
runs sphinx-build -W on it, with the bindings of the build tree)."""

import importlib
from typing import Any, List

from sphinx.application import Sphinx
from sphinx.pycode import ModuleAnalyzer

project = "escopa"
author = "The libescopa authors"
copyright = "2026, The libescopa authors"
extensions = ["sphinx.ext.autodoc", "sphinx.ext.napoleon"]
autodoc_member_order = "bysource"
autodoc_typehints = "description"
napoleon_use_ivar = True       # "Attributes:" sections as fields, not duplicate entries
html_theme = "alabaster"
html_static_path: List[str] = []
exclude_patterns = ["_build"]

# The modules of the package that define what escopa re-exports.
_SOURCES = ["escopa._cards", "escopa._game", "escopa._clib"]


def _constant_docs(app: Sphinx, what: str, name: str, obj: Any, options: Any,
                   lines: List[str]) -> None:
    """A constant re-exported by escopa (CARD_COUNT, JOKERS...) has its
    ``#:`` comment in the module that defines it; without this autodoc
    would show the docstring of int or tuple."""
    if what != "data" or not name.startswith("escopa."):
        return
    attr = name.rsplit(".", 1)[1]
    for module in _SOURCES:
        docs = ModuleAnalyzer.for_module(module).find_attr_docs()
        if ("", attr) in docs:
            lines[:] = list(docs[("", attr)])
            return
    if type(obj).__doc__ and lines and lines[0] == type(obj).__doc__.splitlines()[0]:
        lines[:] = []


def _public_bases(app: Sphinx, name: str, obj: Any, options: Any, bases: List[Any]) -> None:
    """A class's bases as a reader can look them up: those escopa exports
    and those of Python. A private class of its modules (the queries a
    Game and a View share, the View under escopa.View) gives way to its
    own bases; index.rst shows its members as the class's own."""
    escopa = importlib.import_module("escopa")
    public: List[Any] = []
    for base in bases:
        private = base.__module__.startswith("escopa._") and getattr(
            escopa, base.__name__, None) is not base
        for cls in ([base] if not private else [b for b in base.__mro__[1:]
                                                  if not b.__module__.startswith("escopa._")]):
            if cls not in public and not any(issubclass(p, cls) for p in public):
                public.append(cls)
    bases[:] = public


def setup(app: Sphinx) -> None:
    importlib.import_module("escopa")
    app.connect("autodoc-process-docstring", _constant_docs)
    app.connect("autodoc-process-bases", _public_bases)
