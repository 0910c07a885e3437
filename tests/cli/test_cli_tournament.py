#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""escopa tournament as a round robin end to end: the ratings against an
independent weighted least squares, the test of their fit, the cycles,
the time per move, and `escopa tournament merge` with its refusals of
input that is not the same tournament or not JSON (and a little fuzzing).

    test_cli_tournament.py path/to/escopa
"""

import json
import math
import os
import random
import re
import tempfile

import subprocess

import cli_helpers
from cli_helpers import LIGHT, Case, child_env, escopa_argv, run

# Cheap players; under valgrind omniscient (microseconds a move) rather
# than medium (a small search).
SEARCH = "omniscient" if LIGHT else "medium"
FAST = ["--player", "greedy", "--player", "random", "--player", "easy",
        "--player", SEARCH]


def tournament_json(*args):
    out = run("tournament", "--json", *args)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def without_timing(report):
    """The report but what depends on the clock."""
    report = dict(report)
    report.pop("timing")
    report["entrants"] = [{"name": e["name"], "moves": e["moves"]} for e in report["entrants"]]
    return report


def solve(matrix, rhs):
    """Gaussian elimination with partial pivoting: the solution x."""
    n = len(rhs)
    a = [row[:] + [rhs[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda i: abs(a[i][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for i in range(n):
            if i != col:
                f = a[i][col] / a[col][col]
                a[i] = [x - f * y for x, y in zip(a[i], a[col])]
    return [a[i][n] / a[i][i] for i in range(n)]


def pair_margin(totals):
    """Points per hand and its variance, as doc/escopa.1 gives them."""
    n, hands = totals["deals"], totals["hands"]
    r = totals["points"] / hands
    hbar = hands / n
    ss = totals["sum_d2"] - 2 * r * totals["sum_dh"] + r * r * totals["sum_h2"]
    var = max(ss, 0) / (n - 1) / (n * hbar * hbar)
    floor = (1 / 12) / (n * hbar * hbar)
    return r, max(var, floor)


def least_squares(report, anchor):
    """Ratings and their variances, fitted with player `anchor` held at 0
    by solving the reduced normal equations; then, for anchor None, shifted
    to sum 0 with the covariance P C P (P the centring matrix)."""
    n = len(report["entrants"])
    held = 0 if anchor is None else anchor
    free = [i for i in range(n) if i != held]
    lap = [[0.0] * n for _ in range(n)]
    rhs = [0.0] * n
    rows = []
    for pair in report["pairs"]:
        a, b = pair["a"], pair["b"]
        m, var = pair_margin(pair["totals"])
        w = 1 / var
        rows.append((a, b, m, w))
        lap[a][a] += w
        lap[b][b] += w
        lap[a][b] -= w
        lap[b][a] -= w
        rhs[a] += w * m
        rhs[b] -= w * m
    reduced = [[lap[i][j] for j in free] for i in free]
    sol = solve(reduced, [rhs[i] for i in free])
    ratings = [0.0] * n
    for k, i in enumerate(free):
        ratings[i] = sol[k]
    cov = [[0.0] * n for _ in range(n)]
    for k, i in enumerate(free):
        column = solve(reduced, [1.0 if j == k else 0.0 for j in range(len(free))])
        for l, j in enumerate(free):
            cov[j][i] = column[l]
    if anchor is None:
        mean = sum(ratings) / n
        ratings = [r - mean for r in ratings]
        centre = [[(1.0 if i == j else 0.0) - 1 / n for j in range(n)] for i in range(n)]
        pc = [[sum(centre[i][k] * cov[k][j] for k in range(n)) for j in range(n)]
              for i in range(n)]
        cov = [[sum(pc[i][k] * centre[k][j] for k in range(n)) for j in range(n)]
               for i in range(n)]
    chi = sum(w * (m - ratings[a] + ratings[b]) ** 2 for a, b, m, w in rows)
    return ratings, [cov[i][i] for i in range(n)], chi


def chi_square_p(chi, dof):
    """The upper tail of the chi-square distribution, in closed form."""
    x = chi / 2
    if dof % 2 == 0:
        return math.exp(-x) * sum(x ** i / math.factorial(i) for i in range(dof // 2))
    p = math.erfc(math.sqrt(x))
    for i in range(1, (dof + 1) // 2):
        p += math.exp(-x) * x ** (i - 0.5) / math.gamma(i + 0.5)
    return p


class TestRatings(Case):
    def check_fit(self, report, anchor):
        ratings, variances, chi = least_squares(report, anchor)
        n = len(ratings)
        self.assertEqual(len(report["ratings"]), n)
        for row in report["ratings"]:
            i = row["entrant"]
            self.assertEqual(row["name"], report["entrants"][i]["name"])
            self.assertAlmostEqual(row["rating"], ratings[i], places=5)
            half = 1.959963984540054 * math.sqrt(variances[i])
            self.assertAlmostEqual(row["rating_95"][0], ratings[i] - half, places=5)
            self.assertAlmostEqual(row["rating_95"][1], ratings[i] + half, places=5)
        # best first
        listed = [row["rating"] for row in report["ratings"]]
        self.assertEqual(listed, sorted(listed, reverse=True))
        fit = report["fit"]
        dof = len(report["pairs"]) - (n - 1)
        self.assertEqual(fit["degrees_of_freedom"], dof)
        self.assertAlmostEqual(fit["chi_square"], chi, delta=1e-6 * max(1, chi))
        self.assertAlmostEqual(fit["p_value"], chi_square_p(chi, dof), places=6)

    def test_weighted_least_squares(self):
        report = tournament_json(*FAST, "--deals", "12", "--seed-start", "40")
        self.assertIsNone(report["fit"]["anchor"])
        self.check_fit(report, None)
        self.assertAlmostEqual(sum(r["rating"] for r in report["ratings"]), 0, places=5)

    def test_anchor(self):
        report = tournament_json(*FAST, "--deals", "12", "--seed-start", "40",
                                 "--anchor", "random")
        self.assertEqual(report["fit"]["anchor"], "random")
        self.check_fit(report, 1)
        held = [r for r in report["ratings"] if r["name"] == "random"][0]
        self.assertEqual((held["rating"], held["rating_95"]), (0, [0, 0]))

    def test_p_values_of_odd_and_even_freedom(self):
        # 3 players: 1 degree of freedom; 5 players: 6.
        for players in (FAST[:6], FAST + ["--player", "random:seed=9"]):
            report = tournament_json(*players, "--deals", "6")
            self.check_fit(report, None)

    def test_two_players_fit_exactly(self):
        report = tournament_json("--player", "greedy", "--player", "random", "--deals", "5")
        pair = report["pairs"][0]
        top, bottom = report["ratings"]
        self.assertEqual(top["name"], "greedy")
        self.assertAlmostEqual(top["rating"] - bottom["rating"], pair["points_per_hand"],
                               places=5)
        self.assertEqual(report["fit"]["degrees_of_freedom"], 0)
        self.assertIsNone(report["fit"]["p_value"])
        out = self.ok("tournament", "--player", "greedy", "--player", "random",
                      "--deals", "5").stdout
        self.assertIn("fit            exact: no degree of freedom to test", out)

    def test_a_player_against_itself_is_weighted_not_infinite(self):
        # No spread at all: the floor of the variance keeps the fit finite.
        report = tournament_json("--player", "greedy", "--player", "greedy", "--player",
                                 "random", "--deals", "4")
        twins = [r["rating"] for r in report["ratings"] if r["name"] == "greedy"]
        self.assertAlmostEqual(twins[0], twins[1], places=4)
        self.check_fit(report, None)

    def test_no_ratings_from_one_deal(self):
        report = tournament_json("--player", "greedy", "--player", "random", "--deals", "1")
        self.assertIsNone(report["ratings"])
        self.assertIsNone(report["fit"])
        out = self.ok("tournament", "--player", "greedy", "--player", "random",
                      "--deals", "1").stdout
        self.assertIn("ratings        none", out)

    def test_threads_do_not_change_results(self):
        runs = [tournament_json(*FAST, "--deals", "7", "--seed-start", "3", "--threads", t)
                for t in ("1", "3")]
        self.assertEqual(without_timing(runs[0]), without_timing(runs[1]))

    def test_text_report(self):
        out = self.ok("tournament", *FAST, "--deals", "6", "--anchor", "greedy").stdout
        lines = out.splitlines()
        start = lines.index("ratings        points a hand, greedy at 0, best first")
        names = [line.split()[1] for line in lines[start + 1:start + 5]]
        self.assertEqual(sorted(names), sorted(["easy", "greedy", SEARCH, "random"]))
        self.assertRegex(out, r"\nfit            chi-square [0-9.]+ on 3 degrees of freedom, "
                              r"p = [0-9.e-]+")
        self.assertRegex(out, r"\ncycles         (none found|\d+ found)")
        self.assertRegex(out, r"ms/move        " + SEARCH + r" +[0-9.]+ \(\d+ moves, "
                              r"median [0-9.]+, p99 [0-9.]+, slowest [0-9.]+\)")

    def test_sixteen_players_and_no_more(self):
        players = []
        for i in range(16):
            players += ["--player", f"{['random', 'greedy', 'easy'][i % 3]}:seed={i}"]
        report = tournament_json(*players, "--deals", "2", "--threads", "2")
        self.assertEqual(len(report["pairs"]), 120)
        self.assertEqual(len(report["ratings"]), 16)
        self.assertEqual(report["pairs"][-1]["a"], 14)
        self.fails(2, "tournament", *players, "--player", "greedy", message="at most 16 players")

    def test_bad_arguments(self):
        self.fails(2, "tournament", *FAST, "--anchor", "expert", "--deals", "1",
                   message="--anchor 'expert' is none of the players")
        self.fails(2, "tournament", *FAST, "--deals", "3", "--seed-start",
                   str(2 ** 64 - 2), message="the deals run past seed 2^64-1")
        self.fails(2, "tournament", *FAST, "--json", "merge", "x.json",
                   message="'escopa tournament merge FILE...' adds up parts")


class TestTimes(Case):
    def test_quantiles_from_the_histogram(self):
        report = tournament_json("--player", SEARCH, "--player", "greedy", "--deals", "4")
        for e in report["entrants"]:
            counts = dict(e["time_histogram"])
            self.assertEqual(sum(counts.values()), e["moves"])
            self.assertLessEqual(e["median_ms"], e["p99_ms"])
            self.assertLessEqual(e["p99_ms"], e["slowest_ms"] + 1e-6)
            self.assertAlmostEqual(e["ms_per_move"], e["nanoseconds"] / e["moves"] / 1e6,
                                   places=6)
            # p99 is in the bucket that holds the move of rank ceil(0.99 moves)
            rank, seen = math.ceil(0.99 * e["moves"]), 0
            for bucket in sorted(counts):
                seen += counts[bucket]
                if seen >= rank:
                    break
            low, high = 2 ** (bucket / 16) / 1e6, 2 ** ((bucket + 1) / 16) / 1e6
            self.assertTrue(low * 0.999 <= e["p99_ms"] <= high * 1.001 or
                            e["p99_ms"] == e["slowest_ms"], (e, bucket))


def read(path, mode="r"):
    with open(path, mode) as f:
        return f.read()


def write(directory, name, text):
    path = os.path.join(directory, name)
    with open(path, "w" if isinstance(text, str) else "wb") as f:
        f.write(text)
    return path


class TestMerge(Case):
    COMMON = ["--player", "greedy", "--player", "random", "--player", "easy"]

    @classmethod
    def setUpClass(cls):
        cls.dir = tempfile.TemporaryDirectory()
        cls.parts = []
        for start, deals, threads in ((10, 3, "1"), (13, 4, "2"), (17, 2, "1")):
            out = run("tournament", *cls.COMMON, "--deals", str(deals), "--seed-start",
                      str(start), "--threads", threads, "--json")
            assert out.returncode == 0, out.stderr
            cls.parts.append(write(cls.dir.name, f"part-{start}.json", out.stdout))
        cls.whole = tournament_json(*cls.COMMON, "--deals", "9", "--seed-start", "10")

    @classmethod
    def tearDownClass(cls):
        cls.dir.cleanup()

    def merge_json(self, *args):
        out = self.ok("tournament", "merge", "--json", *args)
        return json.loads(out.stdout)

    def test_the_sum_of_parts_is_the_whole(self):
        merged = self.merge_json(*self.parts)
        self.assertEqual(without_timing(merged), without_timing(self.whole))
        self.assertEqual(merged["timing"]["parts"], 3)
        self.assertEqual(merged["seed_ranges"], [[10, 9]])
        for m, p in zip(merged["entrants"], self.whole["entrants"]):
            self.assertEqual(sum(c for _, c in m["time_histogram"]), p["moves"])

    def test_a_merge_merges_again_and_files_may_hold_several_parts(self):
        first = self.ok("tournament", "merge", "--json", *self.parts[:2]).stdout
        both = write(self.dir.name, "both.json", first + read(self.parts[2]))
        merged = self.merge_json(both)
        self.assertEqual(without_timing(merged), without_timing(self.whole))

    def test_gaps_show_in_the_seeds(self):
        out = self.ok("tournament", "merge", self.parts[0], self.parts[2]).stdout
        self.assertIn("deals          5 (seeds 10..12, 17..18)", out)
        self.assertIn("parts          2", out)
        merged = self.merge_json(self.parts[0], self.parts[2])
        self.assertEqual(merged["seed_ranges"], [[10, 3], [17, 2]])

    def test_text_report_and_anchor(self):
        out = self.ok("tournament", "merge", *self.parts, "--anchor", "easy").stdout
        single = self.ok("tournament", *self.COMMON, "--deals", "9", "--seed-start", "10",
                         "--anchor", "easy").stdout
        timing = ("ms/move", "threads", "parts", "time")
        self.assertEqual([l for l in out.splitlines() if not l.startswith(timing)],
                         [l for l in single.splitlines() if not l.startswith(timing)])

    def test_overlapping_seeds(self):
        out = self.fails(2, "tournament", "merge", self.parts[0], self.parts[0])
        self.assertIn("seeds 10..12 are in part 1 of", out.stderr)
        self.assertIn("the parts overlap", out.stderr)
        wide = run("tournament", *self.COMMON, "--deals", "2", "--seed-start", "12", "--json")
        path = write(self.dir.name, "wide.json", wide.stdout)
        out = self.fails(2, "tournament", "merge", *self.parts, path)
        self.assertIn("seeds 12..12 are in part 1 of", out.stderr)

    def test_not_the_same_tournament(self):
        def part(*args):
            out = run("tournament", "--deals", "1", "--seed-start", "100", "--json", *args)
            assert out.returncode == 0, out.stderr
            part.count += 1
            return write(self.dir.name, f"other-{part.count}.json", out.stdout)
        part.count = 0
        cases = [
            (part("--preset", "escopa", *self.COMMON), "the rules differ"),
            (part("--players", "4", *self.COMMON), "4 players at the table, not 2"),
            (part(*self.COMMON, "--player", "medium"), "4 entrants, not 3"),
            (part("--player", "random", "--player", "greedy", "--player", "easy"),
             "entrant 1 is 'random', not 'greedy'"),
        ]
        for path, message in cases:
            out = self.fails(2, "tournament", "merge", self.parts[0], path, message=message)
            self.assertIn(": not the same tournament as part 1 of", out.stderr)

    def crafted(self, signs):
        """A part whose three pairs have margins of +-0.5 a hand, sign by
        sign, each 95% interval clear of 0: deals of 6 hands and 2, 4
        and 3 points."""
        part = json.loads(read(self.parts[0]))
        for pair, sign in zip(part["pairs"], signs):
            pair["totals"].update(deals=3, games=6, hands=18, points=9 * sign, sum_d2=29,
                                  sum_h2=108, sum_dh=54 * sign, wins=3.0, sum_w2=3.0,
                                  draws=0, failures=0)
        return write(self.dir.name, f"crafted{signs}.json", json.dumps(part))

    def test_cycles(self):
        # pairs (0,1), (0,2), (1,2): greedy beats random, easy beats greedy,
        # random beats easy
        path = self.crafted((1, -1, 1))
        merged = self.merge_json(path)
        self.assertEqual(merged["cycles"], [{"entrants": [0, 1, 2],
                                             "names": ["greedy", "random", "easy"]}])
        self.assertLess(merged["fit"]["p_value"], 1e-6)
        out = self.ok("tournament", "merge", path).stdout
        self.assertIn("cycles         1 found, each margin's 95% interval above 0:\n"
                      "  greedy beats random, random beats easy, easy beats greedy\n", out)
        self.assertIn(": the margins are not one rating's differences", out)
        # the other way round
        merged = self.merge_json(self.crafted((-1, 1, -1)))
        self.assertEqual(merged["cycles"][0]["entrants"], [0, 2, 1])
        # transitive
        path = self.crafted((1, 1, 1))
        self.assertEqual(self.merge_json(path)["cycles"], [])
        self.assertIn("cycles         none found", self.ok("tournament", "merge", path).stdout)

    def test_bad_command_lines(self):
        self.fails(2, "tournament", "merge", message="give the parts' --json files")
        self.fails(2, "tournament", "merge", "--player", "greedy", message="unknown option")
        self.fails(2, "tournament", "merge", os.path.join(self.dir.name, "missing.json"),
                   message="missing.json")
        self.fails(2, "tournament", "merge", self.parts[0], "--anchor", "nobody",
                   message="--anchor 'nobody' is none of the players")
        self.fails(2, "tournament", self.parts[0], message="tournament merge FILE")

    def test_bad_json(self):
        good = read(self.parts[0])
        cases = [
            ("", "no JSON in the file"),
            ("  \n", "no JSON in the file"),
            ("[" * 40, "line 1, column 33: nested deeper than 32"),
            ("[" + "0," * 300000 + "0]", "more than 262144 values"),
            ("{" + ",".join(f'"k{i}": 1' for i in range(70)) + "}",
             "an object of more than 64 members"),
            ('{"a": 1, "a": 2}', "a member name twice"),
            ("[1,]", "unexpected ']'"),
            ("[01]", "a leading zero"),
            ('["\\ud800"]', "a high surrogate without its low one"),
            ('["\\u0000"]', "\\u0000 in a string"),
            ('["a\tb"]', "a control character in a string"),
            ("{\n  \"rules\": nope}", "line 2, column 12: an unknown word"),
            ("[1] [2]", "part 1, line 1, column 1: a part is an object"),
            (good + "{", "line "),
            (good.replace('"deals": 3,', '"deals": 4,', 1), "the seed ranges hold 3 deals"),
            (good.replace('"seed_ranges": [[10, 3]]', '"seed_ranges": [[10, 0]]'),
             "a seed range is [first seed, deals]"),
            (good.replace('"seed_ranges": [[10, 3]]',
                          '"seed_ranges": [[18446744073709551615, 3]]'), "past seed 2^64-1"),
            (good.replace('"time_buckets_per_octave": 16', '"time_buckets_per_octave": 8'),
             "8 time buckets an octave, not 16"),
            (re.sub(r'"hands": \d+', '"hands": -1', good, count=1),
             "'hands' is not a whole number from 0 to 2^64-1"),
            (re.sub(r'"hands": \d+', '"hands": 18446744073709551616', good, count=1),
             "'hands' is not a whole number"),
            (re.sub(r'"wins": [0-9.]+', '"wins": 1.25', good, count=1),
             "'wins' is not a multiple of 1/2"),
            (re.sub(r'"points": -?\d+', '"points": "7"', good, count=1),
             "'points' is a string, not a number"),
            (re.sub(r'"moves": \d+', '"moves": 1', good, count=1),
             "the histogram holds"),
            (re.sub(r'"failures": 0', '"failures": 1', good, count=1),
             "its deals and failures are not the part's 3 deals"),
            (good.replace('"a": 0, "b": 1', '"a": 1, "b": 0'),
             "pair 1 is of entrants 1 and 0, not 0 and 1"),
            (good.replace('"rules"', '"rule"'), "no 'rules'"),
        ]
        for i, (text, message) in enumerate(cases):
            path = write(self.dir.name, f"bad-{i}.json", text)
            self.fails(2, "tournament", "merge", path, message=message)

    def test_huge_input(self):
        if LIGHT:
            self.skipTest("64 MiB under valgrind")
        path = os.path.join(self.dir.name, "huge.json")
        with open(path, "wb") as f:
            f.write(b" " * (64 << 20) + b"  ")
        self.fails(2, "tournament", "merge", path, message="longer than 67108864 bytes")

    def test_fuzzed_parts_fail_cleanly(self):
        # Truncations and random edits of a good part: a report or a
        # message with exit code 2, never a crash.
        good = read(self.parts[1], "rb")
        rng = random.Random(21)
        tokens = [b"{", b"}", b"[", b"]", b",", b":", b'"', b"\\", b"\\u12", b"1e999", b"-0",
                  b"18446744073709551616", b"0.5", b"null", b"\x00", b"\xff", b"\n"]
        count = 15 if LIGHT else 150
        cases = [good[:rng.randrange(len(good))] for _ in range(count // 3)]
        for _ in range(count):
            b = bytearray(good)
            for _ in range(rng.randint(1, 3)):
                pos = rng.randrange(len(b))
                op = rng.randrange(3)
                if op == 0:
                    del b[pos:pos + rng.randint(1, 12)]
                elif op == 1:
                    b[pos:pos] = rng.choice(tokens)
                else:
                    b[pos] = rng.randrange(256)
            cases.append(bytes(b))
        for i, text in enumerate(cases):
            path = write(self.dir.name, "fuzz.json", text)
            # bytes: a message may quote the input's bytes
            out = subprocess.run(escopa_argv("tournament", "merge", path), capture_output=True,
                                 env=child_env(), timeout=600)
            self.assertIn(out.returncode, (0, 2), (i, text, out.stderr))
            if out.returncode:
                self.assertTrue(out.stderr.startswith(b"escopa tournament: "), out.stderr)


if __name__ == "__main__":
    cli_helpers.main()
