#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""The recipes of doc/players.md ("Running a tournament") that split a
round robin into seed ranges: GNU parallel with two local workers, and a
job array, run as the page writes them but on a few deals of fast
players. The merged report must be the single run's over the same seeds,
ratings included.

    test_cli_split.py path/to/escopa path/to/doc/players.md

Exits 77 (skipped) when GNU parallel is not installed.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import cli_helpers
from cli_helpers import LIGHT, Case, run

# Cheap players; under valgrind, where the single runs are slow, fewer.
PLAYERS = "--player greedy --player random --player easy" + ("" if LIGHT else " --player medium")
DEALS = 2      # a part's deals; the page's 16 parts make 32
TIMING = ("ms/move", "threads", "parts", "time")


def recipes(page):
    """The section's shell blocks: the parallel recipe, the job array's
    task and the array's merge."""
    with open(page) as f:
        text = f.read()
    section = text.split("\n## Running a tournament\n", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, re.S)
    find = lambda word: next(b for b in blocks if word in b)
    return find("parallel -j2"), find("SLURM_ARRAY_TASK_ID"), find("merge part-*.json")


def without_timing(text):
    return [line for line in text.splitlines() if not line.startswith(TIMING)]


class TestSplit(Case):
    @classmethod
    def setUpClass(cls):
        cls.parallel, cls.array, cls.array_merge = recipes(PAGE)
        cls.dir = tempfile.TemporaryDirectory()
        # escopa by name, as the recipes call it
        bin_dir = os.path.join(cls.dir.name, "bin")
        os.mkdir(bin_dir)
        os.symlink(cli_helpers.ESCOPA, os.path.join(bin_dir, "escopa"))
        cls.env = cli_helpers.child_env({"PATH": bin_dir + os.pathsep + os.environ["PATH"]})
        whole = ["tournament", *PLAYERS.split(), "--deals", str(16 * DEALS)]
        cls.single = run(*whole)
        cls.single_json = run(*whole, "--json")

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def shell(self, script, cwd, env=None):
        """The page's lines after its own players= and deals=, which set
        the run's size."""
        prefix = f"players='{PLAYERS}'\ndeals={DEALS}\n"
        out = subprocess.run(["sh", "-ec", prefix + script], cwd=cwd,
                             env={**self.env, **(env or {})}, capture_output=True, text=True,
                             timeout=1200)
        self.assertEqual(out.returncode, 0, f"{script}\n{out.stderr}")
        return out.stdout

    def commands(self, block):
        """The block without its assignments of players and deals."""
        self.assertRegex(block, r"(?m)^players='")
        self.assertRegex(block, r"(?m)^deals=\d+$")
        lines = block.splitlines()
        start = next(i for i, line in enumerate(lines) if line.startswith("seq "))
        return "\n".join(lines[start:]) + "\n"

    def check_merge(self, cwd, parts, text):
        self.assertEqual(self.single.returncode, 0, self.single.stderr)
        self.assertEqual(without_timing(text), without_timing(self.single.stdout))
        merged = json.loads(self.ok("tournament", "merge", "--json", *parts).stdout)
        whole = json.loads(self.single_json.stdout)
        self.assertEqual(merged["seed_ranges"], [[0, 16 * DEALS]])
        self.assertEqual(merged["timing"]["parts"], 16)
        for key in ("pairs", "ratings", "fit", "cycles"):
            self.assertEqual(merged[key], whole[key], key)

    def test_gnu_parallel_with_two_workers(self):
        self.assertIn("parallel -j2 escopa tournament $players", self.parallel)
        cwd = tempfile.mkdtemp(dir=self.dir.name)
        text = self.shell(self.commands(self.parallel), cwd)
        self.check_merge(cwd, [os.path.join(cwd, "parts.json")], text)

    def test_job_array(self):
        tasks = re.search(r"#SBATCH --array=0-(\d+)", self.array)
        self.assertIsNotNone(tasks)
        cwd = tempfile.mkdtemp(dir=self.dir.name)
        for task in range(int(tasks.group(1)) + 1):
            self.shell(self.array, cwd, {"SLURM_ARRAY_TASK_ID": str(task)})
        text = self.shell(self.array_merge, cwd)
        parts = sorted(os.path.join(cwd, f) for f in os.listdir(cwd))
        self.assertEqual(len(parts), 16)
        self.check_merge(cwd, parts, text)


if __name__ == "__main__":
    PAGE = sys.argv.pop(2)
    if shutil.which("parallel") is None:
        print("GNU parallel is not installed: skipped")
        sys.exit(77)
    cli_helpers.main()
