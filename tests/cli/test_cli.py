#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""The escopa tool end to end: its version, help and usage errors (exit
codes 0 success, 1 failure while running, 2 bad arguments or input),
positions, moves and perft, and lines too long for it on stdin. The
terminal game is test_cli_play.py's, selfplay and tournaments
test_cli_selfplay.py's.

    test_cli.py path/to/escopa
"""

import os
import subprocess
import tempfile

import cli_helpers
from cli_helpers import (LIGHT, PRESETS, UNDER_VALGRIND, WRAPPER, Case, child_env,
                         escopa_argv, game_input, position, run)


class TestGeneral(Case):
    def test_version(self):
        out = self.ok("--version")
        self.assertRegex(out.stdout, r"^escopa \d+\.\d+\.\d+ \(libescopa \d+\.\d+\.\d+\)\n$")

    def test_help(self):
        out = self.ok("--help")
        for command in ["play", "moves", "position", "perft", "replay", "review", "selfplay",
                        "tournament"]:
            self.assertIn(command, out.stdout)
            self.assertIn("Usage: escopa " + command, self.ok("help", command).stdout)
            if not LIGHT:
                self.assertIn("Usage: escopa " + command, self.ok(command, "--help").stdout)
                self.assertIn("Usage: escopa " + command, self.ok(command, "-h").stdout)
        self.assertIn("Usage", self.ok("help").stdout)

    def test_play_help_names_every_option_and_command(self):
        # The help once still called greedy the default after --level came.
        out = self.ok("help", "play").stdout
        for word in ["--level", "expert", "--opponent", "'hint'", "'undo'", "'help'", "--record",
                     "--review", "--no-review"]:
            self.assertIn(word, out)
        self.assertNotIn("greedy (default)", out)

    def test_usage_errors(self):
        out = run()
        self.assertEqual(out.returncode, 2)
        self.assertIn("Usage", out.stderr)
        self.fails(2, "frobnicate", message="no command 'frobnicate'")
        self.fails(2, "help", "frobnicate")
        self.fails(2, "--frobnicate")
        for command in ["play", "moves", "position", "perft", "replay", "review", "selfplay",
                        "tournament"]:
            self.fails(2, command, "--no-such-option", message="unknown option")


class TestPositionAndMoves(Case):
    def test_every_preset(self):
        for preset in PRESETS:
            for players in ((3,) if LIGHT else (2, 3, 4)):
                pos = position("--preset", preset, "--players", str(players), "--seed", "3",
                               "--plies", "5")
                moves = self.ok("moves", pos).stdout.splitlines()
                count = self.ok("moves", "--count", pos).stdout.strip()
                self.assertEqual(str(len(moves)), count)
                self.assertGreater(len(moves), 0)
                self.assertEqual(len(set(moves)), len(moves))
                # Depth 1 of perft is the move count.
                self.assertEqual(self.ok("perft", pos, "1").stdout.strip(), count)

    def test_billions_of_moves_stream(self):
        # The hostile-input audit's 38-card table under capture multiples:
        # the list starts at once, a page at a time, instead of asking for
        # 147 GB first.
        cards = [f"{v}{s}" for v in range(1, 11) for s in "oceb"]
        table = " ".join(c for c in cards if c not in ("1o", "1c"))
        pos = ("position 1 | rules escopa forced_capture=none | players 2 | hand 1 | "
               "dealer 1 | phase playing | seat 0 | plays 34 | hands 1o / 1c | table "
               f"{table} | stock - | captured - / - | sweeps 0 0 | aside - | scores 0 0 | "
               "last - | winner - | rng 1a738b426458e734")
        self.assertEqual(self.ok("moves", "--count", pos).stdout, "18325193591\n")
        proc = subprocess.Popen(escopa_argv("moves", pos), stdout=subprocess.PIPE,
                                text=True, env=child_env())
        try:
            first = [proc.stdout.readline() for _ in range(5000)]
        finally:
            proc.kill()
            proc.communicate()
        self.assertEqual(first[0], "1o x 1e+1b+2o+2c+2e+3o+3c\n")
        self.assertEqual(len(set(first)), 5000)
        self.assertTrue(all(line.startswith("1o x ") for line in first))

    def test_stdin_and_styles(self):
        pos = position("--seed", "8", "--plies", "3")
        ascii_moves = self.ok("moves", pos).stdout
        self.assertEqual(self.ok("moves", "-", stdin=pos + "\n").stdout, ascii_moves)
        spanish = self.ok("moves", "--style", "spanish", pos).stdout.splitlines()
        self.assertEqual(len(spanish), len(ascii_moves.splitlines()))
        self.assertTrue(all(" de " in line for line in spanish))
        self.fails(2, "moves", "--style", "klingon", pos, message="card style")

    def test_greedy_and_rules_text(self):
        a = position("--seed", "4", "--plies", "20", "--player", "greedy")
        b = position("--seed", "4", "--plies", "20", "--player", "greedy")
        self.assertEqual(a, b)
        self.assertNotEqual(a, position("--seed", "4", "--plies", "20"))
        custom = position("--rules", "escoba target=21", "--seed", "4")
        self.assertIn("target=21", custom)

    def test_no_hand_in_play(self):
        over = position("--seed", "2", "--plies", "100000")
        self.assertIn("phase game_over", over.replace("-", "_"))
        self.assertEqual(self.ok("moves", over).stdout, "")
        self.assertEqual(self.ok("moves", "--count", over).stdout, "0\n")
        self.assertEqual(self.ok("perft", over, "5").stdout, "1\n")

    def test_bad_positions(self):
        self.fails(2, "moves", message="missing POSITION")
        self.fails(2, "moves", "this is not a position", message="position")
        self.fails(2, "moves", "-", stdin="", message="no position on stdin")
        self.fails(2, "moves", "-", stdin="position 1 | garbage\n", message="position")
        pos = position()
        self.fails(2, "moves", pos, pos, message="one position")
        self.fails(2, "moves", pos[: len(pos) // 2], message="position")

    def test_bad_position_arguments(self):
        self.fails(2, "position", "--players", "5", message="player count")
        self.fails(2, "position", "--players", "two", message="player count")
        self.fails(2, "position", "--seed", "-3", message="seed")
        self.fails(2, "position", "--seed", "18446744073709551616", message="seed")
        self.fails(2, "position", "--preset", "poker", message="unknown preset")
        self.fails(2, "position", "--player", "smart", message="unknown player")
        self.fails(2, "position", "--preset", "escoba", "--rules", "escoba",
                   message="not both")
        self.fails(2, "position", "--rules", "escoba target=5000", message="--rules")
        self.fails(2, "position", "--seed", message="needs a value")
        self.fails(2, "position", "extra", message="unexpected argument")
        # Both spellings of a preset, and a hexadecimal seed.
        self.assertEqual(position("--preset", "escoba-de-15", "--seed", "0x10"),
                         position("--preset", "escoba_de_15", "--seed", "16"))


class TestPerft(Case):
    def test_depths_and_divide(self):
        pos = position("--preset", "escoba", "--seed", "5")
        self.assertEqual(self.ok("perft", pos, "0").stdout, "1\n")
        total = int(self.ok("perft", pos, "4").stdout)
        out = self.ok("perft", "--divide", pos, "4").stdout.splitlines()
        self.assertEqual(out[-1], f"total: {total}")
        moves = self.ok("moves", pos).stdout.splitlines()
        self.assertEqual([line.rsplit(": ", 1)[0] for line in out[:-1]], moves)
        self.assertEqual(sum(int(line.rsplit(": ", 1)[1]) for line in out[:-1]), total)
        self.assertEqual(self.ok("perft", "-", "4", stdin=pos).stdout, f"{total}\n")

    def test_time(self):
        pos = position()
        out = self.ok("perft", "--time", pos, "6")
        self.assertRegex(out.stderr, r"^perft: \d+ nodes in [0-9.]+ s, \d+ nodes/s\n$")

    def test_hand_end_is_a_leaf(self):
        # The last play of the first hand: its moves are the leaves, however
        # deep. Find it by bisection: the first hand is in play for fewer
        # plies than its length, and over after exactly that many.
        def first_hand_in_play(plies):
            pos = position("--seed", "9", "--plies", str(plies))
            return "| hand 1 |" in pos and "phase playing" in pos
        low, high = 0, 200                   # in play after low, not after high
        self.assertTrue(first_hand_in_play(low))
        self.assertFalse(first_hand_in_play(high))
        while high - low > 1:
            middle = (low + high) // 2
            if first_hand_in_play(middle):
                low = middle
            else:
                high = middle
        last = position("--seed", "9", "--plies", str(low))
        counts = [self.ok("perft", last, d).stdout for d in ("1", "5", "40")]
        self.assertEqual(counts[0], counts[1])
        self.assertEqual(counts[0], counts[2])
        after = position("--seed", "9", "--plies", str(high))
        self.assertNotIn("phase playing", after)
        self.assertEqual(self.ok("perft", after, "3").stdout, "1\n")

    def test_bad_arguments(self):
        pos = position()
        self.fails(2, "perft", message="POSITION and a DEPTH")
        self.fails(2, "perft", pos, message="POSITION and a DEPTH")
        self.fails(2, "perft", pos, "deep", message="depth")
        self.fails(2, "perft", pos, "-1", message="depth")
        self.fails(2, "perft", pos, "65", message="depth")
        self.fails(2, "perft", pos, "2", "3", message="unexpected argument")
        self.fails(2, "perft", "nonsense", "2", message="position")


def run_with_long_line(args, line_bytes, after=b""):
    """Runs escopa with one line of line_bytes bytes on stdin (written in
    chunks, never held whole), then after. Returns the exit status, stdout,
    stderr and the child's peak resident memory in KiB."""
    import threading
    proc = subprocess.Popen(escopa_argv(*args), stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=child_env())
    outputs = {}

    def drain(name, stream):
        outputs[name] = stream.read()

    readers = [threading.Thread(target=drain, args=(n, st))
               for n, st in (("out", proc.stdout), ("err", proc.stderr))]
    for reader in readers:
        reader.start()
    chunk = b"7" * (1 << 20)
    try:
        left = line_bytes
        while left > 0:
            proc.stdin.write(chunk[:min(left, len(chunk))])
            left -= len(chunk)
        proc.stdin.write(b"\n" + after)
        proc.stdin.close()
    except BrokenPipeError:
        pass
    for reader in readers:
        reader.join()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return (proc.returncode, outputs["out"].decode(), outputs["err"].decode(),
            usage.ru_maxrss)


class TestHostileInput(Case):
    """A line of 100 MB on stdin is refused without being held in memory
    (the tool used to read a whole line first: 99 MB for a 100 MB line)."""

    LINE = 10_000_000 if UNDER_VALGRIND else 100_000_000

    def check_memory(self, rss):
        # Against the same run with a short line, measured the same way (a
        # child's peak counts what it shared with this process before exec):
        # a few MiB more at most, where holding the line took 100.
        base = run_with_long_line(["moves", "-"], 10)[3]
        if not UNDER_VALGRIND and not WRAPPER:
            self.assertLess(rss - base, 8 * 1024, f"peak memory {rss} KiB, {base} KiB "
                            "for a short line")

    def test_position_line_on_stdin(self):
        for command in (["moves", "-"], ["perft", "-", "1"]):
            code, out, err, rss = run_with_long_line(command, self.LINE)
            self.assertEqual(code, 2, err)
            self.assertIn("the position is longer than 65536 bytes", err)
            self.assertEqual(out[:100], "")
            self.check_memory(rss)
        # a position line of the limit's size or less still reads as before
        pos = position("--seed", "5")
        self.assertEqual(self.ok("moves", "-", stdin=pos + "\r\n").stdout,
                         self.ok("moves", pos).stdout)

    def test_play_prompt_line(self):
        code, out, err, rss = run_with_long_line(["play", "--seed", "4", "--no-color"],
                                                 self.LINE, b"1\nq\n")
        self.assertEqual(code, 0, err)
        tail = out[-2000:]  # not the echo of the long line, in a failure message
        self.assertTrue("That line is longer than 1024 bytes; it is ignored." in out, tail)
        self.assertTrue("plays" in out, tail)  # the next line, 1, is played
        self.assertTrue(out.endswith("Game abandoned.\n"), tail)
        self.check_memory(rss)

    def test_record_path_is_checked_before_the_first_move(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "no-such-directory", "game.rec")
            out = self.fails(2, "play", "--seed", "11", "--humans", "none", "--record", path,
                             message=f"--record {path}: No such file or directory")
            self.assertEqual(out.stdout, "")  # no move was played
            # a human game fails at once too, before reading any input
            out = self.fails(2, "play", "--seed", "11", "--record", path,
                             stdin=game_input(["1"] * 3000), message="No such file")
            self.assertNotIn("plays", out.stdout)


if __name__ == "__main__":
    cli_helpers.main()
