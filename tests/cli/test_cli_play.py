#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""The escopa tool's terminal game end to end: a game played through stdin
in every preset, the move text and its mistakes, hints, undo, colour on a
terminal, and the records it writes and replays.

    test_cli_play.py path/to/escopa
"""

import os
import pty
import re
import select
import tempfile

import cli_helpers
from cli_helpers import (LIGHT, PRESETS, Case, child_env, escopa_argv, game_input, run,
                         run_default)


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

    def test_the_only_move_is_named_and_enter_plays_it(self):
        # Seed 5: after 2o x 6e+7o and 2c, seat 0 holds 10c alone with its trail.
        out = self.ok("play", "--seed", "5", stdin=game_input(["1", "1", "", "q"]))
        self.assertIn("Your only move is 10c [Enter plays it; ? help, h hint, u undo, q quit]: \n"
                      "Seat 0 (you) plays 10c\n", out.stdout)
        self.assertNotIn("[1-1 ", out.stdout)
        # Its number and its text still play it; an empty line with a choice
        # still plays nothing.
        for answer in ["1", "10c"]:
            out = self.ok("play", "--seed", "5", stdin=game_input(["", "1", "1", answer, "q"]))
            self.assertIn("Seat 0 (you) plays 10c\n", out.stdout, answer)
            self.assertEqual(out.stdout.count("Your move [1-5 "), 2, answer)

    def test_the_intro_follows_the_rules(self):
        # The library's words (escopa_rules_describe), wrapped for the
        # terminal: compared here with the line breaks made blanks.
        intro, lines = {}, {}
        for preset in ("escoba_de_15", "escopa", "scopa", "escoba", "escoba_comodines"):
            out = self.ok("play", "--preset", preset, "--seed", "5", stdin=game_input(["q"]))
            lines[preset] = out.stdout.split("=== Hand 1")[0]
            intro[preset] = " ".join(lines[preset].split())
            self.assertLessEqual(max(len(line) for line in lines[preset].splitlines()), 72)
        self.assertIn("add up to 15.", intro["escoba_de_15"])
        self.assertIn("Example of a capture in the cards as shown here: 7o x 3e+5c.",
                      intro["escoba_de_15"])
        self.assertIn("add up to 15 or a multiple of 15", intro["escopa"])
        # Scopa's capture never adds up to 15 (its primiera table has a 15).
        self.assertNotIn("15", intro["scopa"].split("Points at the end")[0])
        self.assertIn("A card that captures nothing is trailed", intro["scopa"])
        self.assertIn("The first side to reach 11 points wins the game.", intro["scopa"])
        self.assertIn("a table card of the rank of the card you play", intro["scopa"])
        self.assertIn("7o x 3e+4c.", intro["scopa"])
        self.assertIn("set on a pile (\"on\" in a move)", intro["escoba"])
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
                argv = escopa_argv("play", "--seed", "5", "--humans", "none")
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


if __name__ == "__main__":
    cli_helpers.main()
