# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Helpers of the escopa tool's tests (tests/cli/test_cli*.py): running the
tool (under valgrind when the test itself is), its exit codes, and a
game's input. Each test file takes the tool's path as its argument and
calls main()."""

import os
import subprocess
import sys
import unittest

ESCOPA = None
# Under meson test --setup valgrind this script runs under valgrind, which
# does not follow it into the programs it starts: start escopa under
# valgrind too, and play fewer games. ESCOPA_CLI_WRAPPER overrides.
UNDER_VALGRIND = "vgpreload" in os.environ.get("LD_PRELOAD", "")
WRAPPER = os.environ.get("ESCOPA_CLI_WRAPPER", "").split()
if UNDER_VALGRIND and not WRAPPER:
    WRAPPER = ["valgrind", "--quiet", "--error-exitcode=3", "--leak-check=full",
               "--show-leak-kinds=definite", "--errors-for-leak-kinds=definite"]
LIGHT = bool(WRAPPER)
PRESETS = ["escopa", "escoba", "escoba_de_15", "escova_de_31", "escoba_comodines", "scopa",
           "escopa_match"]


def escopa_argv(*args):
    """The command line that runs escopa with args (under the wrapper)."""
    return [*WRAPPER, ESCOPA, *args]


def child_env(env=None):
    full_env = dict(os.environ)
    full_env.pop("NO_COLOR", None)
    if UNDER_VALGRIND:
        full_env.pop("LD_PRELOAD", None)
    if env:
        full_env.update(env)
    return full_env


def run(*args, stdin=None, env=None):
    if args and args[0] == "play" and "--level" not in args and "--opponent" not in args:
        # The default expert level takes milliseconds a move, a lot under
        # valgrind: games that test something else play the fast level.
        # run_default() keeps the default.
        args = (*args, "--level", "medium")
    return run_default(*args, stdin=stdin, env=env)


def run_default(*args, stdin=None, env=None):
    return subprocess.run(escopa_argv(*args), input=stdin, capture_output=True,
                          text=True, env=child_env(env), timeout=1200)


def position(*args):
    out = run("position", *args)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


class Case(unittest.TestCase):
    def ok(self, *args, stdin=None, env=None):
        out = run(*args, stdin=stdin, env=env)
        self.assertEqual(out.returncode, 0, f"{args}: {out.stderr}")
        return out

    def fails(self, code, *args, stdin=None, message=None):
        out = run(*args, stdin=stdin)
        self.assertEqual(out.returncode, code, f"{args}: {out.stdout} {out.stderr}")
        self.assertTrue(out.stderr.startswith("escopa"), out.stderr)
        if message:
            self.assertIn(message, out.stderr)
        return out


def game_input(lines):
    return "".join(line + "\n" for line in lines)


def main():
    """Runs the tests of the calling script on the escopa named by its
    first argument."""
    global ESCOPA
    ESCOPA = os.path.abspath(sys.argv.pop(1))
    unittest.main(module="__main__", verbosity=2)
