# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""escopa.env against the real checkers: Gymnasium's check_env and passive
checker, make_vec in its three modes with the vector wrappers, and
PettingZoo's api_test and seed_test (env_checkers.py, in a child
interpreter: escopa.env picks its base classes when it is imported).

The checkers are found in this order: installed modules; the folder
``$ESCOPA_THIRDPARTY``; ``<source root>/../shared/thirdparty`` (CI puts
shared/ beside the clone), each holding ``gymnasium-<version>/`` and
``pettingzoo-<version>/`` source trees (test tools only: the package never
imports them). A test skips when its checker is missing, and fails instead
when ``ESCOPA_REQUIRE_GYM=1``."""

from __future__ import annotations

import glob
import importlib.util
import os
import subprocess
import sys
import unittest
from pathlib import Path
from typing import List, Optional

HERE = Path(__file__).resolve().parent
SOURCE_ROOT = HERE.parents[2]
REQUIRED = os.environ.get("ESCOPA_REQUIRE_GYM") == "1"

try:
    import numpy  # noqa: F401
except ImportError:  # pragma: no cover - depends on the interpreter
    numpy = None  # type: ignore[assignment]


def thirdparty_dirs() -> List[Path]:
    """The folders that may hold the checkers' source trees, in order."""
    dirs = []
    if os.environ.get("ESCOPA_THIRDPARTY"):
        dirs.append(Path(os.environ["ESCOPA_THIRDPARTY"]))
    dirs.append(SOURCE_ROOT.parent / "shared" / "thirdparty")
    return dirs


def locate(name: str) -> Optional[str]:
    """"" for an installed module, the folder to put on the path for a
    copy, or None when neither is there."""
    if importlib.util.find_spec(name) is not None:
        return ""
    for folder in thirdparty_dirs():
        for tree in sorted(glob.glob(str(folder / f"{name}-*")), reverse=True):
            if (Path(tree) / name / "__init__.py").is_file():
                return tree
    return None


@unittest.skipIf(numpy is None and not REQUIRED, "NumPy is not installed")
class CheckersTest(unittest.TestCase):
    def run_group(self, group: str, needs: List[str]) -> None:
        paths = []
        for name in needs:
            where = locate(name)
            if where is None:
                message = (f"{name} is neither installed nor in $ESCOPA_THIRDPARTY or "
                           f"{SOURCE_ROOT.parent / 'shared' / 'thirdparty'}")
                if REQUIRED:
                    self.fail(message + " (ESCOPA_REQUIRE_GYM=1)")
                self.skipTest(message)
            if where:
                paths.append(where)
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            [str(HERE.parent)] + paths + [p for p in env.get("PYTHONPATH", "").split(os.pathsep)
                                          if p])
        run = subprocess.run([sys.executable, str(HERE / "env_checkers.py"), group], env=env,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                             timeout=600)
        if run.returncode == 77:
            if REQUIRED:
                self.fail(run.stdout + " (ESCOPA_REQUIRE_GYM=1)")
            self.skipTest(run.stdout.strip().splitlines()[-1])
        self.assertEqual(run.returncode, 0, run.stdout[-6000:])

    def test_gymnasium_check_env_and_passive_checker(self) -> None:
        self.run_group("gymnasium-env", ["gymnasium"])

    def test_gymnasium_make_vec_and_vector_wrappers(self) -> None:
        self.run_group("gymnasium-vector", ["gymnasium"])

    def test_pettingzoo_api_and_seed_tests(self) -> None:
        self.run_group("pettingzoo", ["gymnasium", "pettingzoo"])


if __name__ == "__main__":
    unittest.main()
