#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""escopa review end to end: the review of recorded games as text and as
JSON (which agree), its reproducibility, bad records, the progress bar on
a terminal only, and escopa play's offer of the review at the end.

    test_cli_review.py path/to/escopa
"""

import json
import os
import pty
import re
import select
import tempfile
import time

import cli_helpers
from cli_helpers import LIGHT, Case, child_env, escopa_argv, game_input, run

MARKS = ["best", "good", "inaccuracy", "mistake", "blunder"]
SYMBOLS = {"best": "!", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
# "    12. seat 1  ?!  inaccuracy   0.22  8e x 1c+2b+4e  (better: 8e x 7b)"
MOVE_LINE = re.compile(r"^ +(\d+)\. seat (\d)  (?:(!|\?!|\?\?|\?|) +(\w+) +(\d+\.\d\d)"
                       r"|    forced +)  (.+?)(?:  \(better: (.+)\))?$", re.M)


def record_moves(text):
    """The moves of a record's text, in order."""
    moves = []
    for line in text.splitlines():
        m = re.match(r"\s*\d+\.\s(.*)", line)
        if m:
            moves += [move.strip() for move in m.group(1).split(";")[0].split(",")]
    return moves


def side_totals(text):
    """Each side's totals as the text prints them."""
    sides = {}
    for m in re.finditer(r"^Side (\d) \(seats? [0-9, and]+\): (\d+) decisions, (\d+) forced "
                         r"moves\n  points lost (\d+\.\d\d), accuracy (\d+\.\d)%\n"
                         r"  marks: (.*)\n", text, re.M):
        marks = dict((name, int(n)) for name, n in
                     (item.split()[:2] for item in m.group(6).split(", ")))
        if int(m.group(3)):
            assert f"best {marks['best']} ({m.group(3)} forced)" in m.group(6), m.group(0)
        sides[int(m.group(1))] = (int(m.group(2)), int(m.group(3)), m.group(4), m.group(5),
                                  marks)
    return sides


def on_pty(argv, answers=(), stdout_to_pty=True):
    """Runs argv with stdin and stderr (and stdout, unless not asked) on a
    terminal, typing each answer once the text before it was printed;
    returns (exit code, what the terminal showed)."""
    out_r, out_w = os.pipe()
    pid, fd = pty.fork()
    if pid == 0:
        if not stdout_to_pty:
            os.dup2(out_w, 1)
        os.close(out_r)
        os.close(out_w)
        try:
            os.execvpe(argv[0], argv, child_env({"TERM": "dumb"}))
        finally:
            os._exit(127)
    os.close(out_w)
    shown, piped = b"", b""
    pending = list(answers)
    searched = 0        # where the text of the next answer's prompt is looked for
    deadline = time.monotonic() + 600
    open_fds = [fd, out_r]
    while open_fds and time.monotonic() < deadline:
        ready, _, _ = select.select(open_fds, [], [], 5)
        for r in ready:
            try:
                data = os.read(r, 65536)
            except OSError:
                data = b""
            if not data:
                open_fds.remove(r)
            elif r == fd:
                shown += data
            else:
                piped += data
        while pending and shown.find(pending[0][0].encode(), searched) >= 0:
            searched = shown.find(pending[0][0].encode(), searched) + 1
            os.write(fd, (pending.pop(0)[1] + "\n").encode())
    os.close(fd)
    os.close(out_r)
    _, status = os.waitpid(pid, 0)
    return (os.waitstatus_to_exitcode(status), shown.decode("utf-8", "replace"),
            piped.decode("utf-8", "replace"))


class TestReview(Case):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.record = os.path.join(cls.tmp.name, "game.rec")
        # The random player blunders: every mark shows up. One hand under
        # valgrind, a whole game otherwise.
        rules = "escoba_de_15 target=1" if LIGHT else "escoba_de_15"
        out = run("play", "--rules", rules, "--seed", "11", "--humans", "none", "--opponent",
                  "random", "--record", cls.record)
        assert out.returncode == 0, out.stderr
        with open(cls.record, encoding="utf-8") as f:
            cls.record_text = f.read()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_every_move_is_marked(self):
        out = self.ok("review", "--threads", "1", self.record)
        self.assertEqual(out.stderr, "", "no progress bar when stderr is not a terminal")
        text = out.stdout
        self.assertRegex(text, r"^Review of \d+ moves \(escoba_de_15.*, 2 players\)")
        self.assertIn("\nHand 1\n", text)
        lines = MOVE_LINE.findall(text)
        played = record_moves(self.record_text)
        self.assertEqual([int(line[0]) for line in lines], list(range(1, len(played) + 1)))
        self.assertEqual([line[5] for line in lines], played)
        for number, seat, symbol, mark, loss, move, better in lines:
            if mark:
                self.assertEqual(symbol, SYMBOLS[mark], number)
                # the better move is shown exactly when the move was not the best
                if mark != "best":
                    self.assertTrue(better, number)
        self.assertIn("??", [line[2] for line in lines], "the random player blunders")
        self.assertRegex(text, r"Points lost in hand 1: side 0 \d+\.\d\d, side 1 \d+\.\d\d\n")
        self.assertEqual(sorted(side_totals(text)), [0, 1])

    def test_json_agrees_with_the_text(self):
        out = self.ok("review", "--json", "--threads", "1", self.record)
        self.assertEqual(out.stderr, "")
        doc = json.loads(out.stdout)     # nothing else on stdout
        self.assertEqual((doc["review"], doc["seed"], doc["players"]), (1, 0, 2))
        self.assertTrue(doc["rules"].startswith("escoba_de_15"), doc["rules"])
        text = self.ok("review", "--threads", "1", self.record).stdout
        lines = MOVE_LINE.findall(text)
        self.assertEqual(len(doc["moves"]), len(lines))
        for i, (move, line) in enumerate(zip(doc["moves"], lines)):
            self.assertEqual(move["index"], i)
            self.assertEqual(move["played"], line[5])
            self.assertEqual(move["seat"], int(line[1]))
            self.assertEqual(move["side"], move["seat"] % 2)
            self.assertIn(move["mark"], MARKS)
            self.assertGreaterEqual(move["loss"], 0)
            self.assertAlmostEqual(move["loss"],
                                   max(0.0, move["best_value"] - move["played_value"]), places=3)
            if move["choices"] == 1:
                self.assertEqual((move["mark"], move["loss"], line[3]), ("best", 0, ""))
            else:
                self.assertEqual(move["mark"], line[3])
                self.assertEqual(f"{move['loss']:.2f}", line[4])
                self.assertEqual(move["best"] if move["best"] != move["played"] else "",
                                 line[6])
        totals = side_totals(text)
        for side in doc["sides"]:
            decisions, forced, lost, accuracy, marks = totals[side["side"]]
            self.assertEqual((side["decisions"], side["forced"]), (decisions, forced))
            self.assertEqual(f"{side['points_lost']:.2f}", lost)
            self.assertEqual(f"{side['accuracy']:.1f}", accuracy)
            self.assertEqual(side["marks"], marks)
            # forced moves are counted among the best
            self.assertEqual(sum(marks.values()), decisions + forced)
            mine = [m for m in doc["moves"] if m["side"] == side["side"]]
            self.assertEqual(decisions + forced, len(mine))
            self.assertAlmostEqual(side["points_lost"], sum(m["loss"] for m in mine), places=3)
            self.assertLessEqual(len(side["worst"]), 3)
            losses = [doc["moves"][i]["loss"] for i in side["worst"]]
            self.assertEqual(losses, sorted(losses, reverse=True))
            self.assertTrue(all(loss > 0 for loss in losses))
            for i in side["worst"]:
                self.assertIn(f"{i + 1:6d}. seat {doc['moves'][i]['seat']}  "
                              f"{doc['moves'][i]['played']}  ", text)
        for hand in doc["hands"]:
            lost = [sum(m["loss"] for m in doc["moves"] if m["side"] == s and
                        (m["game"], m["hand"]) == (hand["game"], hand["hand"]))
                    for s in (0, 1)]
            for a, b in zip(lost, hand["points_lost"]):
                self.assertAlmostEqual(a, b, places=3)
        self.assertEqual(len(doc["hands"]), len(re.findall(r"^Hand \d+$", text, re.M)))

    def test_the_same_seed_gives_the_same_review(self):
        one = self.ok("review", "--json", "--threads", "1", self.record).stdout
        self.assertEqual(self.ok("review", "--json", "--threads", "1", self.record).stdout, one)
        if not LIGHT:
            self.assertEqual(self.ok("review", "--json", "--threads", "2", self.record).stdout,
                             one)
        with open(self.record, encoding="utf-8") as f:
            piped = self.ok("review", "--json", "--threads", "1", "-", stdin=f.read()).stdout
        self.assertEqual(piped, one)
        other = json.loads(self.ok("review", "--json", "--threads", "1", "--seed", "7",
                                   self.record).stdout)
        self.assertEqual(other["seed"], 7)
        self.assertEqual(len(other["moves"]), len(json.loads(one)["moves"]))

    def test_a_match_and_four_players(self):
        with tempfile.TemporaryDirectory() as tmp:
            match = os.path.join(tmp, "match.rec")
            self.ok("play", "--preset", "escopa_match", "--seed", "3", "--humans", "none",
                    "--opponent", "greedy", "--record", match)
            text = self.ok("review", "--threads", "1", match).stdout
            self.assertIn("\nGame 2\n\nHand 1\n", text)
            doc = json.loads(self.ok("review", "--json", "--threads", "1", match).stdout)
            self.assertTrue(doc["rules"].startswith("escopa"), doc["rules"])
            self.assertIn({"game": 2, "hand": 1}, [{"game": h["game"], "hand": h["hand"]}
                                                   for h in doc["hands"]])
            if LIGHT:
                return
            four = os.path.join(tmp, "four.rec")
            self.ok("play", "--players", "4", "--seed", "2", "--humans", "none",
                    "--record", four)
            text = self.ok("review", "--threads", "1", four).stdout
            self.assertIn("Side 0 (seats 0 and 2):", text)
            self.assertIn("Side 1 (seats 1 and 3):", text)
            doc = json.loads(self.ok("review", "--json", "--threads", "1", four).stdout)
            self.assertEqual(doc["players"], 4)
            self.assertEqual(len(doc["sides"]), 2)
            self.assertEqual({m["side"] for m in doc["moves"] if m["seat"] in (0, 2)}, {0})

    def test_a_record_without_moves(self):
        empty = '[Rules "scopa"]\n[Players "3"]\n[Seed "1"]\n'
        doc = json.loads(self.ok("review", "--json", "-", stdin=empty).stdout)
        self.assertEqual((doc["moves"], doc["hands"], len(doc["sides"])), ([], [], 3))
        self.assertEqual(doc["sides"][2]["accuracy"], 100)
        self.assertIn("Side 2 (seat 2): 0 decisions", self.ok("review", "-", stdin=empty).stdout)

    def test_bad_arguments_and_records(self):
        self.fails(2, "review", message="missing RECORD")
        self.fails(2, "review", "a", "b", message="give one record")
        self.fails(2, "review", "/nonexistent/record", message="No such file")
        self.fails(2, "review", "-", stdin="this is not a record\n", message="stdin:1:")
        self.fails(2, "review", "-", stdin="", message="stdin:")
        self.fails(2, "review", "-", stdin="\0\1\2binary", message="stdin:")
        self.fails(2, "review", "--threads", "0", self.record, message="thread count")
        self.fails(2, "review", "--threads", "x", self.record, message="thread count")
        self.fails(2, "review", "--seed", "-1", self.record, message="seed")
        self.fails(2, "review", "--style", "klingon", self.record, message="card style")
        self.fails(2, "review", "--jsn", self.record, message="unknown option '--jsn'")
        # An illegal move: the line and the reason, and nothing on stdout.
        lines = self.record_text.splitlines()
        first_move = next(i for i, line in enumerate(lines) if line.startswith("1. "))
        card = lines[first_move].split()[1].rstrip(",")
        lines[first_move] = lines[first_move].replace(card, "jk1", 1)
        out = self.fails(2, "review", "--json", "-", stdin="\n".join(lines) + "\n",
                         message=f"stdin:{first_move + 1}:")
        self.assertIn("jk1 is illegal: seat 0 does not hold jk1", out.stderr)
        self.assertEqual(out.stdout, "")

    def test_help(self):
        out = self.ok("help", "review")
        for symbol, mark in (("!   best", "0.02"), ("?!  inaccuracy", "0.25"),
                             ("??  blunder", "more")):
            self.assertRegex(out.stdout, re.escape(symbol) + r" +.*" + re.escape(mark))
        self.assertIn("review    mark every move", self.ok("--help").stdout)

    def test_progress_bar_on_a_terminal_only(self):
        code, shown, piped = on_pty(escopa_argv("review", "--threads", "1", "--json",
                                                self.record), stdout_to_pty=False)
        self.assertEqual(code, 0)
        count = len(record_moves(self.record_text))
        self.assertIn(f"review: [{'#' * 30}] {count}/{count} moves", shown)
        self.assertIn("review: [....", shown)
        self.assertEqual(json.loads(piped)["review"], 1)


class TestPlayOffersTheReview(Case):
    def test_review_option_prints_the_review_of_the_record(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "game.rec")
            out = self.ok("play", "--seed", "5", "--record", path, "--review",
                          stdin=game_input(["1"] * 3000))
            self.assertNotIn("Review the game?", out.stdout)
            played, review = out.stdout.split("\n=== Review ===\n")
            self.assertIn("=== Game over", played)
            self.assertEqual(review, self.ok("review", path).stdout)

    def test_a_quit_game_is_reviewed_as_far_as_it_went(self):
        out = self.ok("play", "--seed", "5", "--review", stdin=game_input(["1", "1", "q"]))
        review = out.stdout.split("\n=== Review ===\n")[1]
        self.assertRegex(review, r"^Review of 4 moves ")
        self.assertRegex(review, r"\n +1\. seat 0  .*  2o x 6e\+7o(  \(better: .*\))?\n")
        # Nothing played: nothing to review.
        out = self.ok("play", "--seed", "5", "--review", stdin=game_input(["q"]))
        self.assertNotIn("=== Review ===", out.stdout)

    def test_no_question_without_a_terminal_or_with_no_review(self):
        for extra in ([], ["--no-review"]):
            out = self.ok("play", "--seed", "5", *extra, stdin=game_input(["1"] * 3000))
            self.assertIn("=== Game over", out.stdout)
            self.assertNotIn("Review the game?", out.stdout)
            self.assertNotIn("=== Review ===", out.stdout)

    def test_the_question_on_a_terminal(self):
        base = escopa_argv("play", "--seed", "5", "--level", "medium", "--no-color")
        prompt = "Your move [1-5"
        code, shown, _ = on_pty(base, [(prompt, "1"), ("Your move [1-", "q"),
                                       ("Review the game? [y/N]: ", "y")])
        self.assertEqual(code, 0, shown)
        self.assertIn("=== Review ===", shown)
        self.assertIn("Side 1 (seat 1):", shown)
        code, shown, _ = on_pty(base, [(prompt, "1"), ("Your move [1-", "q"),
                                       ("Review the game? [y/N]: ", "")])
        self.assertEqual(code, 0, shown)
        self.assertIn("Review the game? [y/N]", shown)
        self.assertNotIn("=== Review ===", shown)
        code, shown, _ = on_pty(base + ["--no-review"], [(prompt, "1"), ("Your move [1-", "q")])
        self.assertEqual(code, 0, shown)
        self.assertNotIn("Review the game?", shown)

    def test_bad_arguments(self):
        self.fails(2, "play", "--review=yes", message="takes no value")


if __name__ == "__main__":
    cli_helpers.main()
