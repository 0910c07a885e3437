#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""escopa-pool end to end: escopa tournament with the pool's players, the
same whatever the threads, each pool player exactly even against itself
(a pure function of its seat's view), their specs, merges, and
run-pool.sh on a few deals.

    test_pool_runner.py path/to/escopa-pool path/to/run-pool.sh
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

POOL = None
RUN_POOL = None


def run(*args, env=None):
    return subprocess.run([POOL, *args], capture_output=True, text=True, timeout=1200,
                          env={**os.environ, **(env or {})})


def report(*args):
    """The --json of a run, or of a merge for args starting with merge."""
    out = run(*args[:1], "--json", *args[1:]) if args[:1] == ("merge",) else run("--json", *args)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def without_timing(r):
    r = dict(r)
    r.pop("timing")
    r["entrants"] = [{"name": e["name"], "moves": e["moves"]} for e in r["entrants"]]
    return r


def pool_names():
    out = run("--list")
    assert out.returncode == 0, out.stderr
    return [line.split("\t")[0] for line in out.stdout.splitlines()]


class TestPool(unittest.TestCase):
    def test_list_and_help(self):
        out = run("--list")
        self.assertEqual(out.returncode, 0)
        lines = out.stdout.splitlines()
        self.assertGreaterEqual(len(lines), 1)
        for line in lines:
            name, about = line.split("\t")
            self.assertRegex(name, r"^[a-z0-9-]+$")
            self.assertTrue(about)
        out = run("--help")
        self.assertEqual(out.returncode, 0)
        self.assertIn("Usage: escopa tournament", out.stdout)
        self.assertIn("This program's own players (NAME or NAME:seed=N): " + pool_names()[0],
                      out.stdout)

    def test_threads_do_not_change_results(self):
        players = ["--player", pool_names()[0], "--player", "greedy", "--player", "random"]
        runs = [report(*players, "--deals", "5", "--seed-start", "9", "--threads", t)
                for t in ("1", "2")]
        self.assertEqual(without_timing(runs[0]), without_timing(runs[1]))
        for pair in runs[0]["pairs"]:
            self.assertEqual(pair["totals"]["failures"], 0)
            self.assertEqual(pair["totals"]["deals"], 5)
        for e in runs[0]["entrants"]:
            self.assertGreater(e["moves"], 0)

    def test_each_pool_player_is_even_against_itself(self):
        for name in pool_names():
            spec = f"{name}:seed=7"
            r = report("--player", spec, "--player", spec, "--deals", "3")
            self.assertEqual(r["pairs"][0]["totals"]["points"], 0, name)
            self.assertEqual(r["pairs"][0]["win_rate"], 0.5, name)

    def test_specs(self):
        name = pool_names()[0]
        out = run("--player", f"{name}:iterations=3", "--player", "greedy")
        self.assertEqual(out.returncode, 2)
        self.assertIn(f"'{name}' takes seed only, not 'iterations'", out.stderr)
        out = run("--player", f"{name}:seed=x", "--player", "greedy")
        self.assertEqual(out.returncode, 2)
        out = run("--player", "no-such-player", "--player", "greedy")
        self.assertEqual(out.returncode, 2)
        self.assertIn("unknown player 'no-such-player'", out.stderr)

    def test_merge(self):
        players = ["--player", pool_names()[0], "--player", "easy"]
        with tempfile.TemporaryDirectory() as d:
            paths = []
            for start in ("0", "2"):
                out = run(*players, "--deals", "2", "--seed-start", start, "--json")
                paths.append(os.path.join(d, f"part-{start}.json"))
                with open(paths[-1], "w") as f:
                    f.write(out.stdout)
            merged = report("merge", *paths)
        whole = report(*players, "--deals", "4")
        self.assertEqual(merged["pairs"], whole["pairs"])
        self.assertEqual(merged["ratings"], whole["ratings"])


class TestRunPool(unittest.TestCase):
    def script(self, *args, env):
        with tempfile.TemporaryDirectory() as d:
            out = subprocess.run(["sh", RUN_POOL, POOL, *args], capture_output=True, text=True,
                                 timeout=1200, cwd=d, env={**os.environ, **env})
            self.assertEqual(out.returncode, 0, out.stderr)
            files = {}
            for root, _, names in os.walk(d):
                for n in names:
                    with open(os.path.join(root, n)) as f:
                        files[os.path.relpath(os.path.join(root, n), d)] = f.read()
            return out.stdout, files

    def test_the_standard_pool(self):
        stdout, files = self.script("1000", "escoba", "4",
                                    env={"COMMANDS_ONLY": "1", "PARTS": "3"})
        commands = files["pool-escoba-4p/commands"].splitlines()
        self.assertEqual(stdout.splitlines(), commands)
        self.assertEqual(len(commands), 3)
        standard = (["random", "greedy"] + pool_names() +
                    ["pimc:iterations=128,endgame_cards=0",
                     "pimc:iterations=200,endgame_cards=6,opponent_model=none",
                     "ismcts", "easy", "medium", "hard", "expert"])
        deals = 0
        for line in commands:
            words = line.split()
            self.assertEqual(words[words.index("--preset") + 1], "escoba")
            self.assertEqual(words[words.index("--players") + 1], "4")
            self.assertEqual([words[i + 1] for i, w in enumerate(words) if w == "--player"],
                             standard)
            self.assertEqual(int(words[words.index("--seed-start") + 1]), deals)
            deals += int(words[words.index("--deals") + 1])
        self.assertEqual(deals, 1000)

    def test_a_small_run_is_the_single_run(self):
        players = f"greedy random {pool_names()[0]} easy"
        stdout, files = self.script("5", env={"PLAYERS_ALL": players, "JOBS": "2",
                                              "SEED_START": "20", "ANCHOR": "greedy"})
        merged = json.loads(files["pool-escoba_de_15-2p/merged.json"])
        self.assertEqual(merged["seed_ranges"], [[20, 5]])
        self.assertEqual(merged["timing"]["parts"], 2)
        self.assertEqual(merged["fit"]["anchor"], "greedy")
        single = report(*[w for p in players.split() for w in ("--player", p)],
                        "--deals", "5", "--seed-start", "20", "--anchor", "greedy")
        self.assertEqual(merged["pairs"], single["pairs"])
        self.assertEqual(merged["ratings"], single["ratings"])
        self.assertIn("deals          5 (seeds 20..24)", stdout)
        self.assertIn("parts          2", stdout)


if __name__ == "__main__":
    POOL = os.path.abspath(sys.argv.pop(1))
    RUN_POOL = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)
