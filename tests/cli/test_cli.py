#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""The escopa tool end to end: every subcommand, bad arguments and their
exit codes (0 success, 1 failure while running, 2 bad arguments or input),
a game played through stdin, and selfplay runs that add up.

    test_cli.py path/to/escopa
"""

import json
import os
import pty
import re
import select
import subprocess
import sys
import tempfile
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
ANSI = re.compile(r"\x1b\[[0-9;]*m")


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
    return subprocess.run([*WRAPPER, ESCOPA, *args], input=stdin, capture_output=True,
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


class TestGeneral(Case):
    def test_version(self):
        out = self.ok("--version")
        self.assertRegex(out.stdout, r"^escopa \d+\.\d+\.\d+ \(libescopa \d+\.\d+\.\d+\)\n$")

    def test_help(self):
        out = self.ok("--help")
        for command in ["play", "moves", "position", "perft", "replay", "selfplay", "tournament"]:
            self.assertIn(command, out.stdout)
            self.assertIn("Usage: escopa " + command, self.ok("help", command).stdout)
            if not LIGHT:
                self.assertIn("Usage: escopa " + command, self.ok(command, "--help").stdout)
                self.assertIn("Usage: escopa " + command, self.ok(command, "-h").stdout)
        self.assertIn("Usage", self.ok("help").stdout)

    def test_play_help_names_every_option_and_command(self):
        # The help once still called greedy the default after --level came.
        out = self.ok("help", "play").stdout
        for word in ["--level", "expert", "--opponent", "'hint'", "'undo'", "'help'", "--record"]:
            self.assertIn(word, out)
        self.assertNotIn("greedy (default)", out)

    def test_usage_errors(self):
        out = run()
        self.assertEqual(out.returncode, 2)
        self.assertIn("Usage", out.stderr)
        self.fails(2, "frobnicate", message="no command 'frobnicate'")
        self.fails(2, "help", "frobnicate")
        self.fails(2, "--frobnicate")
        for command in ["play", "moves", "position", "perft", "replay", "selfplay", "tournament"]:
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
        proc = subprocess.Popen([*WRAPPER, ESCOPA, "moves", pos], stdout=subprocess.PIPE,
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


def game_input(lines):
    return "".join(line + "\n" for line in lines)


class TestPlay(Case):
    def test_whole_game_from_stdin(self):
        # Always the first listed move, a few thousand times: enough for a game.
        out = self.ok("play", "--seed", "21", "--no-color", stdin=game_input(["1"] * 3000))
        self.assertIn("=== Game over: side", out.stdout)
        self.assertIn("Seat 1 (medium) plays", out.stdout)
        self.assertNotIn("\x1b[", out.stdout)
        # Every prompt's answer is echoed when stdin is not a terminal.
        self.assertIn("Your move [1-", out.stdout)
        self.assertIn("]: 1\n", out.stdout)

    def test_every_preset_and_player_count(self):
        for preset in PRESETS:
            for players in ((2,) if LIGHT else (2, 3, 4)):
                out = self.ok("play", "--preset", preset, "--players", str(players),
                              "--seed", "4", "--humans", "0", "--opponent", "random",
                              stdin=game_input(["1"] * 5000))
                self.assertIn("=== Game over", out.stdout)

    def test_hot_seat_and_watching(self):
        out = self.ok("play", "--seed", "1", "--humans", "all", stdin=game_input(["1"] * 3000))
        self.assertIn("Seat 1 (human) to play", out.stdout)
        self.assertIn("=== Game over", out.stdout)
        out = self.ok("play", "--seed", "1", "--humans", "none", "--players", "4")
        self.assertNotIn("Your move", out.stdout)
        self.assertIn("=== Game over", out.stdout)

    def test_move_text_and_bad_input(self):
        # Seed 5: seat 0 holds 2o 2c 10c; the table is 6e 6b 7o 10e.
        text = ["", "foo", "99", "0", "7o", "2o", "?", "2o x 6e+7o", "q"]
        out = self.ok("play", "--seed", "5", stdin=game_input(text))
        self.assertIn("Hand:  2o 2c 10c", out.stdout)
        self.assertIn("Not a move: 'foo' is not a card.", out.stdout)
        self.assertIn("No move 99: choose 1 to 5.", out.stdout)
        self.assertIn("No move 0: choose 1 to 5.", out.stdout)
        self.assertIn('You do not hold 7o ("7o" read as the 7 de Oros (coins)).', out.stdout)
        self.assertIn("That card has several moves", out.stdout)
        self.assertIn("'?' (or 'help') shows this and the moves", out.stdout)
        self.assertIn("Seat 0 (you) plays 2o x 6e+7o", out.stdout)
        self.assertIn("Game abandoned.", out.stdout)
        # Any card style: Spanish names, French symbols, a lone card with one
        # move (10c has only its trail).
        for move in ["2 de Oros x 6 de Espadas + 7 de Oros", "2♦ x 6♠+7♦", "Rey de Copas"]:
            out = self.ok("play", "--seed", "5", stdin=game_input([move, "q"]))
            self.assertIn("Seat 0 (you) plays", out.stdout, move)
        # In the French styles a suit initial c is clubs, not cups.
        out = self.ok("play", "--seed", "5", "--style", "french",
                      stdin=game_input(["Kc", "Kh", "q"]))
        self.assertIn('You do not hold K♣ ("Kc" read as the king of clubs).', out.stdout)
        self.assertIn("Seat 0 (you) plays K♥", out.stdout)
        # An illegal move: the library says why, in the terminal's style.
        out = self.ok("play", "--seed", "5", stdin=game_input(["2o x 6e", "q"]))
        self.assertIn("Cannot play that: 2o and 6e make 8, not 15.", out.stdout)
        out = self.ok("play", "--seed", "5", "--style", "french",
                      stdin=game_input(["2♦ x 6♠", "q"]))
        self.assertIn("Cannot play that: 2♦ and 6♠ make 8, not 15.", out.stdout)
        out = self.ok("play", "--seed", "5", stdin=game_input(["2o x 3e", "q"]))
        self.assertIn("Cannot play that: 3e is not on the table.", out.stdout)
        # Forced capture per hand: 10c cannot capture, but 2o and 2c can.
        out = self.ok("play", "--seed", "5", "--rules", "escoba_de_15 forced_capture=per_hand",
                      stdin=game_input(["10c", "q"]))
        self.assertIn("Cannot play that: 2o and 2c can capture, so seat 0 must capture.",
                      out.stdout)

    def test_the_prompt_advertises_help(self):
        out = self.ok("play", "--seed", "5", stdin=game_input(["help", "q"]))
        self.assertIn("Your move [1-5 or text; ? help, h hint, u undo, q quit]: help\n",
                      out.stdout)
        self.assertEqual(out.stdout.count("Type the number of a move"), 2)

    def test_the_intro_follows_the_rules(self):
        intro = {}
        for preset in ("escoba_de_15", "escopa", "scopa", "escoba", "escoba_comodines"):
            out = self.ok("play", "--preset", preset, "--seed", "5", stdin=game_input(["q"]))
            intro[preset] = out.stdout.split("=== Hand 1")[0]
        self.assertIn("add up to 15.", intro["escoba_de_15"])
        self.assertIn("Example of a capture in the cards as shown here: 7o x 3e+5c.",
                      intro["escoba_de_15"])
        self.assertIn("add up to 15 or\na multiple of 15", intro["escopa"])
        self.assertNotIn("15", intro["scopa"])
        self.assertIn("a table card of the rank of the card you play", intro["scopa"])
        self.assertIn("7o x 3e+4c.", intro["scopa"])
        self.assertIn("set on a pile (\"on\" in\na move)", intro["escoba"])
        self.assertIn("it cannot trail", intro["escoba"])
        self.assertNotIn("on\" in", intro["escoba_de_15"])
        self.assertIn("A joker counts", intro["escoba_comodines"])
        # In the French styles the example is in French cards, which read back.
        out = self.ok("play", "--seed", "5", "--style", "french-ascii", stdin=game_input(["q"]))
        self.assertIn("here: 7d x 3s+5h.", out.stdout)

    def test_hot_seat_passes_the_device(self):
        out = self.ok("play", "--seed", "5", "--humans", "0,1", "--no-color",
                      stdin=game_input(["", "1", "", "1", "", "q"]))
        screens = out.stdout.split("=== Pass the device to seat ")
        self.assertEqual(len(screens), 4, out.stdout)
        self.assertTrue(screens[1].startswith("0: press Enter when only seat 0 can see"))
        self.assertTrue(screens[2].startswith("1:"))
        self.assertTrue(screens[3].startswith("0:"))
        # Each human's hand comes only after their screen.
        self.assertNotIn("Hand:", screens[0])
        self.assertIn("Hand:  2o 2c 10c", screens[1])
        self.assertNotIn("2o 2c 10c", screens[2].split("Hand:")[0])
        # One human: no screen.
        out = self.ok("play", "--seed", "5", stdin=game_input(["q"]))
        self.assertNotIn("Pass the device", out.stdout)

    def test_end_of_hand_table_in_words(self):
        out = self.ok("play", "--seed", "5", "--humans", "none", "--preset", "scopa")
        table = out.stdout.split("--- End of hand 1 ---\n")[1].split("Scores:")[0]
        rows = [line.split() for line in table.splitlines()]
        self.assertEqual(rows[0], ["Points", "this", "hand", "side", "0", "side", "1"])
        labels = [" ".join(r[:-2]) for r in rows[1:]]
        self.assertEqual(labels, ["Most cards", "Most coins", "Seven of coins", "Primiera",
                                  "Napola", "Sweeps", "Total", "Cards taken", "Coins taken",
                                  "Sevens taken", "Primiera total"])
        for row in rows[1:]:
            self.assertTrue(all(cell.isdigit() for cell in row[-2:]), row)
        self.assertNotIn("point(s)", out.stdout)
        self.assertNotIn("seven_of_coins", out.stdout)

    def test_spanish_numbers(self):
        # Seed 5: seat 0 holds the Rey de Copas (10c), whose only move is its trail.
        out = self.ok("play", "--seed", "5", "--style", "spanish",
                      stdin=game_input(["12 de Copas", "q"]))
        self.assertIn("10, 11 and 12 de Oros", out.stdout)
        self.assertIn("Seat 0 (you) plays Rey de Copas", out.stdout)
        out = self.ok("play", "--seed", "5", "--style", "spanish",
                      stdin=game_input(["10 de Copas", "11 de Copas", "q"]))
        self.assertIn('You do not hold Sota de Copas ("10 de Copas" read as the Sota de Copas '
                      '(cups)).', out.stdout)
        self.assertIn("You do not hold Caballo de Copas", out.stdout)
        # Other styles keep the library's reading: 10 is the king.
        out = self.ok("play", "--seed", "5", stdin=game_input(["10 de Copas", "q"]))
        self.assertIn("Seat 0 (you) plays 10c", out.stdout)

    def test_piles_show_their_value(self):
        # Escoba, seat 1 sets 2e on 6b on its first turn at seed 5 with moves "1".
        out = self.ok("play", "--seed", "5", "--preset", "escoba", "--humans", "all",
                      stdin=game_input(["", "1", "", "2", "", "1", "", "q"]))
        self.assertIn("[2e 6b]=8", out.stdout)

    def test_must_set_is_explained(self):
        # Escoba, seed 12: four piles, and 7b captures nothing: it must be set.
        out = self.ok("play", "--seed", "12", "--preset", "escoba", stdin=game_input(["q"]))
        moves = out.stdout.split("Moves:\n")[1].split("Your move")[0]
        self.assertIn("7b on 4c", moves)
        self.assertNotIn(") 7b\n", moves)
        self.assertIn("(4 piles or more on the table: a card that can be set on a pile must\n"
                      "  be, so it has no trail.)", moves)
        out = self.ok("play", "--seed", "5", stdin=game_input(["q"]))
        self.assertNotIn("(4 piles or more", out.stdout)

    def test_levels_and_the_old_players(self):
        # The expert by default; the strong levels a few moves under valgrind.
        out = run_default("play", "--seed", "21", stdin=game_input(["1"] * 3 + ["q"]))
        self.assertEqual(out.returncode, 0, out.stderr)
        self.assertIn("Seat 1 (expert) plays", out.stdout)
        for level in ("easy", "medium", "hard", "expert"):
            moves = 5 if LIGHT and level in ("hard", "expert") else 3000
            out = self.ok("play", "--seed", "21", "--level", level,
                          stdin=game_input(["1"] * moves + ["q"]))
            self.assertIn(f"Seat 1 ({level}) plays", out.stdout)
            if moves == 3000:
                self.assertIn("=== Game over", out.stdout)
        out = self.ok("play", "--seed", "21", "--opponent", "greedy",
                      stdin=game_input(["1"] * 3000))
        self.assertIn("Seat 1 (greedy) plays", out.stdout)
        self.fails(2, "play", "--level", "grandmaster", message="unknown level 'grandmaster'")
        self.fails(2, "play", "--level", "easy", "--opponent", "greedy",
                   message="--opponent and --level do not go together")

    def test_hint(self):
        # Seed 5: five moves; the hint values every one of them and marks
        # one best, the same each time it is asked.
        out = self.ok("play", "--seed", "5", stdin=game_input(["h", "h", "q"]))
        hints = re.findall(r"^ +([1-5])\) +([+-][0-9]+\.[0-9]{2})  (\S.*?)( +<- best)?$",
                           out.stdout, re.M)
        self.assertEqual(len(hints), 10, out.stdout)
        self.assertEqual(hints[:5], hints[5:])
        self.assertEqual(sum(1 for h in hints[:5] if h[3]), 1)
        best = max(hints[:5], key=lambda h: float(h[1]))
        self.assertTrue(best[3], "the best move is the one of the highest value")
        self.assertEqual([h[2] for h in hints[:5]],
                         ["2o x 6e+7o", "2o x 6b+7o", "2c x 6e+7o", "2c x 6b+7o", "10c"])

    def test_undo(self):
        # Seed 5: 1) is 2o x 6e+7o and 5) trails 10c. Undo takes back the
        # human's move and the computer's answer; the record is the one of
        # the game where the taken-back move was never played.
        with tempfile.TemporaryDirectory() as tmp:
            undone, direct = (os.path.join(tmp, name) for name in ("undone", "direct"))
            out = self.ok("play", "--seed", "5", "--record", undone,
                          stdin=game_input(["u", "1", "1", "u", "u", "5", "q"]))
            self.assertIn("Nothing to undo: this is the first move you make.", out.stdout)
            self.assertEqual(out.stdout.count("Undone: 2 moves taken back."), 2)
            self.assertIn("Seat 0 (you) plays 10c", out.stdout)
            self.ok("play", "--seed", "5", "--record", direct, stdin=game_input(["5", "q"]))
            with open(undone) as a, open(direct) as b:
                self.assertEqual(a.read(), b.read())
        # Undo across the end of a hand, many times, and the game still ends.
        text = ["1"] * 40 + ["u"] * 30 + ["1"] * 3000
        out = self.ok("play", "--seed", "21", stdin=game_input(text))
        self.assertIn("=== Game over: side", out.stdout)

    def test_end_of_input(self):
        out = run("play", "--seed", "5", stdin="1\n")
        self.assertEqual(out.returncode, 1)
        self.assertIn("input ended before the game did", out.stderr)
        out = run("play", "--seed", "5", stdin="")
        self.assertEqual(out.returncode, 1)

    def test_bad_arguments(self):
        self.fails(2, "play", "--humans", "5", message="--humans")
        self.fails(2, "play", "--humans", "0,,1", message="--humans")
        self.fails(2, "play", "--players", "3", "--humans", "3", message="--humans")
        self.fails(2, "play", "--opponent", "clever", message="unknown player")
        self.fails(2, "play", "--style", "klingon", message="card style")
        self.fails(2, "play", "--seed", "x", message="seed")
        self.fails(2, "play", "now", message="unexpected argument")

    def test_colour_on_a_terminal(self):
        def on_pty(env):
            pid, fd = pty.fork()
            if pid == 0:
                argv = [*WRAPPER, ESCOPA, "play", "--seed", "5", "--humans", "none"]
                try:
                    os.execvpe(argv[0], argv, child_env(env))
                finally:
                    os._exit(127)
            chunks = []
            while True:
                try:
                    ready, _, _ = select.select([fd], [], [], 60)
                    data = os.read(fd, 65536) if ready else b""
                except OSError:
                    data = b""
                if not data:
                    break
                chunks.append(data)
            os.close(fd)
            _, status = os.waitpid(pid, 0)
            self.assertEqual(os.waitstatus_to_exitcode(status), 0)
            return b"".join(chunks).decode("utf-8", "replace")

        utf8 = {"TERM": "xterm", "LC_ALL": "C.UTF-8"}
        coloured = on_pty(utf8)
        self.assertIn("\x1b[", coloured)
        self.assertIn("♦", coloured)
        self.assertNotIn("\x1b[", on_pty(dict(utf8, NO_COLOR="1")))
        self.assertNotIn("\x1b[", on_pty(dict(utf8, TERM="dumb")))


class TestRecordAndReplay(Case):
    def test_a_record_says_how_the_screens_cards_read_in_it(self):
        with tempfile.TemporaryDirectory() as tmp:
            for style, legend in [("french", "; Cards in record notation: 7o is 7\u2666, "
                                             "7c is 7\u2665, 7e is 7\u2660, 7b is 7\u2663"),
                                  ("spanish", "; Cards in record notation: 7o is 7 de Oros,"),
                                  ("ascii", None)]:
                path = os.path.join(tmp, style + ".rec")
                self.ok("play", "--seed", "11", "--humans", "none", "--style", style,
                        "--record", path)
                with open(path, encoding="utf-8") as f:
                    first = f.readline()
                if legend:
                    self.assertTrue(first.startswith(legend), first)
                else:
                    self.assertTrue(first.startswith("[Rules "), first)
                self.assertIn("wins.", self.ok("replay", path).stdout)

    def test_record_then_replay(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "game.rec")
            played = self.ok("play", "--seed", "11", "--humans", "none", "--record", path)
            final = played.stdout.strip().splitlines()[-1]       # "Scores: side 0 .."
            replayed = self.ok("replay", path).stdout
            self.assertIn("Hand 1, dealt by seat 1", replayed)
            self.assertIn("Final " + final[0].lower() + final[1:], replayed)
            self.assertIn("wins.", replayed)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            self.assertEqual(self.ok("replay", "-", stdin=text).stdout, replayed)

            # A game stopped half way is recorded as far as it went.
            half = os.path.join(tmp, "half.rec")
            self.ok("play", "--seed", "3", "--record", half, stdin=game_input(["1"] * 10 + ["q"]))
            self.assertIn("The record ends before the game does.",
                          self.ok("replay", half).stdout)

            # An illegal move: the line and the reason, exit 2.
            lines = text.splitlines()
            first_move = next(i for i, line in enumerate(lines) if line.startswith("1. "))
            card = lines[first_move].split()[1].rstrip(",")
            bad = os.path.join(tmp, "bad.rec")
            with open(bad, "w", encoding="utf-8") as f:
                lines[first_move] = lines[first_move].replace(card, "jk1", 1)
                f.write("\n".join(lines) + "\n")
            out = self.fails(2, "replay", bad)
            self.assertIn(f"{bad}:{first_move + 1}:", out.stderr)
            self.assertIn("jk1 is illegal: seat 0 does not hold jk1", out.stderr)

    def test_a_match_then_its_replay(self):
        # The Brazilian Escopa description: "a match is 4 games".
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "match.rec")
            played = self.ok("play", "--preset", "escopa_match", "--seed", "3", "--humans",
                             "none", "--record", path).stdout
            self.assertIn("=== Game 2 ===", played)
            self.assertIn("Games won after game 1 of 4:", played)
            self.assertRegex(played, r"=== Side \d wins the match ===\n$")
            with open(path, encoding="utf-8") as f:
                text = f.read()
            self.assertIn("\nGame 2\n\nHand 1\n", text)
            replayed = self.ok("replay", path).stdout
            self.assertIn("\nGame 4\n", replayed)
            self.assertIn("wins the match", replayed)

    def test_bad_records(self):
        self.fails(2, "replay", message="missing RECORD")
        self.fails(2, "replay", "/nonexistent/record", message="No such file")
        self.fails(2, "replay", "-", stdin="this is not a record\n", message="stdin:1:")
        self.fails(2, "replay", "-", stdin="", message="stdin:")
        self.fails(2, "replay", "-", stdin="\0\1\2binary", message="stdin:")
        self.fails(2, "replay", "a", "b", message="one record")


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


def run_with_long_line(args, line_bytes, after=b""):
    """Runs escopa with one line of line_bytes bytes on stdin (written in
    chunks, never held whole), then after. Returns the exit status, stdout,
    stderr and the child's peak resident memory in KiB."""
    import threading
    proc = subprocess.Popen([*WRAPPER, ESCOPA, *args], stdin=subprocess.PIPE,
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


def main():
    global ESCOPA
    ESCOPA = os.path.abspath(sys.argv.pop(1))
    unittest.main(verbosity=2)


if __name__ == "__main__":
    main()
