#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""The escopa tool's games between computer players end to end: selfplay
and tournament runs that add up over splits and threads, their reports,
and their bad arguments.

    test_cli_selfplay.py path/to/escopa
"""

import json

import cli_helpers
from cli_helpers import LIGHT, PRESETS, Case, run


def selfplay_json(*args):
    out = run("selfplay", "--json", *args)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def add_totals(a, b):
    if isinstance(a, dict):
        return {k: add_totals(a[k], b[k]) for k in a}
    if isinstance(a, list):
        return [add_totals(x, y) for x, y in zip(a, b)]
    return a + b


class TestSelfplay(Case):
    def test_splits_add_up(self):
        common = ["--preset", "escopa", "--players", "3", "--player-1", "greedy"]
        whole = selfplay_json("--games", "200", "--seed-start", "1000", *common)
        halves = [selfplay_json("--games", "100", "--seed-start", "1000", *common),
                  selfplay_json("--games", "100", "--seed-start", "1100", *common,
                                "--threads", "1")]
        uneven = [selfplay_json("--games", "37", "--seed-start", "1000", *common),
                  selfplay_json("--games", "163", "--seed-start", "1037", *common,
                                "--threads", "3")]
        self.assertEqual(whole["totals"]["games"], 200)
        self.assertEqual(add_totals(halves[0]["totals"], halves[1]["totals"]), whole["totals"])
        self.assertEqual(add_totals(uneven[0]["totals"], uneven[1]["totals"]), whole["totals"])
        self.assertEqual(whole["seats"], ["random", "greedy", "random"])
        self.assertEqual(whole["totals"]["failures"], 0)

    def test_threads_do_not_change_results(self):
        def without_timing(text):
            timing = ("threads", "time", "games/s", "decisions/s")
            return [line for line in text.splitlines() if not line.startswith(timing)]
        runs = [self.ok("selfplay", "--games", "150", "--seed-start", "7", "--threads", t).stdout
                for t in ("1", "2", "5")]
        self.assertEqual(without_timing(runs[0]), without_timing(runs[1]))
        self.assertEqual(without_timing(runs[0]), without_timing(runs[2]))
        for line in ["games          150", "seeds          7..156", "wins side 0"]:
            self.assertIn(line, runs[0])

    def test_every_preset(self):
        for preset in PRESETS:
            for players in (("4",) if LIGHT else ("2", "4")):
                games = 4 if LIGHT else 20
                stats = selfplay_json("--preset", preset, "--players", players,
                                      "--games", str(games),
                                      "--player", "greedy")
                self.assertEqual(stats["totals"]["games"], games)
                self.assertEqual(sum(stats["totals"]["wins"]), games)
                self.assertEqual(len(stats["totals"]["wins"]), stats["sides"])

    def test_greedy_beats_random(self):
        games = 40 if LIGHT else 200
        stats = selfplay_json("--games", str(games), "--player-0", "greedy")
        self.assertGreater(stats["totals"]["wins"][0], games * 3 // 4)

    def test_no_progress_without_a_terminal(self):
        out = self.ok("selfplay", "--games", "50")
        self.assertEqual(out.stderr, "")

    def test_zero_games(self):
        stats = selfplay_json("--games", "0")
        self.assertEqual(stats["totals"]["games"], 0)

    def test_bad_arguments(self):
        self.fails(2, "selfplay", "--games", "-1", message="game count")
        self.fails(2, "selfplay", "--games", "many", message="game count")
        self.fails(2, "selfplay", "--threads", "0", message="thread count")
        self.fails(2, "selfplay", "--players", "1", message="player count")
        self.fails(2, "selfplay", "--player-3", "greedy", message="only seats 0 to 1")
        self.fails(2, "selfplay", "--player-4", "greedy", message="unknown option")
        self.fails(2, "selfplay", "--player", "alphazero", message="unknown player")
        self.fails(2, "selfplay", "--preset", "bridge", message="unknown preset")
        self.fails(2, "selfplay", "--json=yes", message="takes no value")


def tournament_json(*args):
    out = run("tournament", "--json", *args)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


class TestTournament(Case):
    COUNTS = ("deals", "games", "hands", "points", "draws", "failures")

    def test_paired_deals(self):
        stats = tournament_json("--player", "pimc:iterations=8", "--player", "greedy",
                                "--deals", "4", "--seed-start", "30")
        self.assertEqual(stats["deals"], 4)
        self.assertEqual([e["name"] for e in stats["entrants"]],
                         ["pimc:iterations=8", "greedy"])
        pair = stats["pairs"][0]
        totals = pair["totals"]
        self.assertEqual((pair["a"], pair["b"]), (0, 1))
        self.assertEqual(totals["deals"], 4)
        self.assertEqual(totals["games"], 8)
        self.assertEqual(totals["failures"], 0)
        self.assertGreaterEqual(totals["hands"], 8)
        low, high = pair["points_per_hand_95"]
        self.assertLessEqual(low, pair["points_per_hand"])
        self.assertLessEqual(pair["points_per_hand"], high)
        self.assertAlmostEqual(pair["points_per_hand"], totals["points"] / totals["hands"],
                               places=5)
        for entrant in stats["entrants"]:
            self.assertGreater(entrant["moves"], 0)

    def test_options_by_the_library_names_on_kinds_and_levels(self):
        stats = tournament_json("--player", "pimc:iterations=6,endgame_cards=12,opponent_model=none",
                                "--player", "expert:iterations=8,opponent_model=greedy,seed=3",
                                "--deals", "1")
        self.assertEqual(stats["pairs"][0]["totals"]["failures"], 0)

    def test_a_player_against_itself_scores_exactly_even(self):
        # The players are pure functions of what they see, so the swapped
        # game is the first one with the seats' labels swapped.
        for spec in ("greedy", "pimc:iterations=4"):
            stats = tournament_json("--player", spec, "--player", spec, "--deals", "3")
            pair = stats["pairs"][0]
            self.assertEqual(pair["totals"]["points"], 0)
            self.assertEqual(pair["win_rate"], 0.5)

    def test_splits_and_threads_add_up(self):
        common = ["--player", "greedy", "--player", "random", "--player", "easy",
                  "--preset", "escopa"]
        whole = tournament_json("--deals", "10", "--seed-start", "5", *common)
        parts = [tournament_json("--deals", "4", "--seed-start", "5", "--threads", "1", *common),
                 tournament_json("--deals", "6", "--seed-start", "9", "--threads", "3", *common)]
        self.assertEqual(len(whole["pairs"]), 3)
        for i, pair in enumerate(whole["pairs"]):
            for key in self.COUNTS:
                self.assertEqual(pair["totals"][key],
                                 sum(p["pairs"][i]["totals"][key] for p in parts), key)
            self.assertEqual(pair["totals"]["wins"],
                             sum(p["pairs"][i]["totals"]["wins"] for p in parts))

    def test_text_report(self):
        out = self.ok("tournament", "--player", "greedy", "--player", "random", "--deals", "3",
                      "--players", "4").stdout
        for line in ["players        4, 2 sides", "greedy vs random", "points/hand",
                     "games won", "ms/move        greedy"]:
            self.assertIn(line, out)

    def test_bad_arguments(self):
        self.fails(2, "tournament", "--player", "greedy", message="at least two")
        self.fails(2, "tournament", "--player", "alphazero", "--player", "greedy",
                   message="unknown player")
        self.fails(2, "tournament", "--player", "pimc:depth=3", "--player", "greedy",
                   message="unknown player option")
        self.fails(2, "tournament", "--player", "pimc:iterations", "--player", "greedy",
                   message="key=value")
        self.fails(2, "tournament", "--player", "pimc:threads=65", "--player", "greedy",
                   message="threads=65 is out of range for pimc: 1..64")
        self.fails(2, "tournament", "--player", "ismcts:iterations=1000001", "--player",
                   "greedy", message="iterations=1000001 is out of range for ismcts: 1..1000000")
        self.fails(2, "tournament", "--player", "pimc:iterations=0", "--player", "greedy",
                   message="iterations=0 is out of range for pimc: 1..100000")
        # the library's option names, and theirs only
        self.fails(2, "tournament", "--player", "pimc:endgame=6", "--player", "greedy",
                   message="the options are seed, iterations, time_ms")
        self.fails(2, "tournament", "--player", "pimc:minimax=1", "--player", "greedy",
                   message="unknown player option 'minimax'")
        self.fails(2, "tournament", "--player", "expert:opponent_model=best", "--player",
                   "greedy", message="opponent_model 'best' is not a whole number")
        self.fails(2, "tournament", "--player", "greedy", "--player", "greedy",
                   "--deals", "x", message="deal count")


if __name__ == "__main__":
    cli_helpers.main()
