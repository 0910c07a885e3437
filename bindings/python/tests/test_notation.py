# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Position notation, snapshots, rules text, and where parsers say the
input goes wrong (doc/notation.md)."""

import copy
import os
import pickle
import random
import unittest
import zlib

import escopa
from escopa import (Card, Game, Move, Option, Phase, Player, Preset, Rules, Sevens,
                    SplitMix64)

# Fewer games when the suite runs under valgrind (which sets ESCOPA_TEST_GAMES).
QUICK = bool(os.environ.get("ESCOPA_TEST_GAMES"))
SEEDS = (5,) if QUICK else (5, 1234)


def every_state(preset, players, seed):
    """Yields a game at every state of a random game, from the deal to the
    end (the same Game object, changed in place between yields)."""
    game = Game(preset, players=players, seed=seed)
    rng = SplitMix64(seed)
    yield game
    while game.phase != Phase.GAME_OVER:
        if game.phase in (Phase.HAND_OVER, Phase.MISDEAL):
            game.next_hand()
        else:
            game.play(game.choose_move(Player.RANDOM, rng))
        yield game


def with_crc(data):
    """A snapshot with its CRC-32 recomputed after editing."""
    data = bytearray(data)
    data[252:256] = zlib.crc32(bytes(data[:252])).to_bytes(4, "little")
    return bytes(data)


class PositionTest(unittest.TestCase):
    def test_round_trip_on_every_state_of_games_of_every_preset(self):
        for preset in Preset:
            for players in ((2, 4) if QUICK else (2, 3, 4)):
                for seed in SEEDS:
                    phases = set()
                    scratch = Game(Preset.SCOPA, players=3, seed=99)
                    for game in every_state(preset, players, seed):
                        phases.add(game.phase)
                        text = game.position
                        self.assertNotIn("\n", text)
                        back = Game.from_position(text)
                        self.assertEqual(back, game, text)
                        self.assertEqual(back.position, text)
                        scratch.load_position(text)
                        self.assertEqual(scratch, game)
                    self.assertIn(Phase.HAND_OVER, phases)
                    self.assertIn(Phase.GAME_OVER, phases)

    def test_position_fields(self):
        game = Game(Preset.ESCOBA, players=2, seed=3)
        text = game.position
        self.assertTrue(text.startswith("position 1 | rules escoba | players 2 | hand 1 |"))
        self.assertIn(f"| hands {game.hand(0)} / {game.hand(1)} |", text)
        # the reader is lenient about case and blanks, and takes str or bytes
        loose = text.upper().replace(" | ", "  |\t")
        self.assertEqual(Game.from_position(loose), game)
        self.assertEqual(Game.from_position(text.encode()), game)
        self.assertEqual(Game.from_position(text + "\n"), game)

    def test_a_game_goes_on_after_reading(self):
        game = Game(Preset.ESCOPA, players=3, seed=8)
        for _ in range(5):
            game.play(game.legal_moves()[0])
        back = Game.from_position(game.position)
        for _ in range(12):
            if game.phase != Phase.PLAYING:
                break
            move = game.legal_moves()[-1]
            self.assertEqual(game.play(move), back.play(move))
        self.assertEqual(back, game)

    def test_load_position_leaves_the_game_unchanged_on_error(self):
        game = Game(Preset.ESCOBA_DE_15, players=2, seed=4)
        game.play(game.legal_moves()[0])
        good = game.position
        other = Game(Preset.SCOPA, players=4, seed=1).position
        before = game.clone()
        hand0 = str(game.hand(0)).split()
        bad = [
            "",
            "hello",
            good.replace("position 1", "position 2"),
            good.replace("| players 2 |", "| players 5 |"),
            good.replace("| rules escoba_de_15 |", "| rules no_such_preset |"),
            good.replace("| rules escoba_de_15 |", "| rules escoba_de_15 target=0 |"),
            good.replace("rng ", "rng 0"),
            good.replace(f"hands {hand0[0]} ", f"hands {hand0[1]} "),  # a card twice
            good.split(" | stock")[0],
            good + " | extra 1",
            good.replace(" | ", " \n| ", 1),
            good[:40] + "\0" + good[41:],
        ]
        for text in bad:
            with self.subTest(text=text[:60]):
                with self.assertRaises(escopa.Error) as ctx:
                    game.load_position(text)
                self.assertIsInstance(ctx.exception, (escopa.ParseError, escopa.OptionRangeError))
                self.assertEqual(game, before)
                with self.assertRaises(escopa.Error):
                    Game.from_position(text)
        game.load_position(other)
        self.assertEqual(game.players, 4)
        game.load_position(good)
        self.assertEqual(game, before)

    def test_error_attributes_point_at_the_fault(self):
        game = Game(Preset.ESCOBA, players=2, seed=3)
        text = game.position
        at = text.index("| players 2 |") + len("| players ")
        with self.assertRaises(escopa.ParseError) as ctx:
            Game.from_position(text[:at] + "x" + text[at + 1:])
        err = ctx.exception
        self.assertEqual(err.status_name, "ESCOPA_E_PARSE")
        self.assertEqual(err.parse_status_name, "ESCOPA_E_PARSE")
        self.assertEqual(err.function, "escopa_game_parse_position")
        self.assertEqual((err.offset, err.line, err.column), (at, 1, at + 1))
        self.assertTrue(err.reason)
        self.assertIn(f"column {at + 1}", str(err))
        self.assertIn(err.reason, str(err))
        # an impossible state is reported at the field at fault
        hands = text.index("| hands ")
        swapped = text.replace("| scores 0 0 |", "| scores 3 0 |")
        with self.assertRaises(escopa.ParseError) as ctx:
            Game.from_position(swapped)
        self.assertGreater(ctx.exception.offset, hands)
        self.assertIn("impossible", ctx.exception.reason)
        # offsets count UTF-8 bytes
        with self.assertRaises(escopa.ParseError) as ctx:
            Game.from_position("ñ" + text)
        self.assertEqual(ctx.exception.offset, 0)

    def test_other_errors_have_no_position(self):
        game = Game(seed=1)
        with self.assertRaises(escopa.IllegalMoveError) as ctx:
            game.play("7o x 7c+7e+7b")
        err = ctx.exception
        self.assertEqual((err.offset, err.line, err.column, err.reason, err.parse_status),
                         (None, None, None, None, None))

    def test_bad_argument_types(self):
        game = Game()
        with self.assertRaises(TypeError):
            Game.from_position(12)
        with self.assertRaises(TypeError):
            game.load_position(None)
        with self.assertRaises(TypeError):
            game.restore("not bytes")
        with self.assertRaises(TypeError):
            Game.from_snapshot(256)
        game.close()
        with self.assertRaises(ValueError):
            game.position
        with self.assertRaises(ValueError):
            game.snapshot()
        with self.assertRaises(ValueError):
            game.load_position(Game().position)


class SnapshotTest(unittest.TestCase):
    def test_round_trip_on_every_state(self):
        scratch = Game(Preset.SCOPA, players=4, seed=5)
        for preset in Preset:
            for game in every_state(preset, 3 if preset != Preset.ESCOBA else 4, 21):
                data = game.snapshot()
                self.assertIsInstance(data, bytes)
                self.assertEqual(len(data), escopa.SNAPSHOT_SIZE)
                self.assertEqual(data[:4], b"ESCS")
                self.assertEqual(Game.from_snapshot(data), game)
                scratch.restore(bytearray(data))
                self.assertEqual(scratch, game)
                self.assertEqual(scratch.snapshot(), data)
                self.assertEqual(Game.from_position(game.position).snapshot(), data)

    def test_corrupted_snapshots_are_rejected_and_change_nothing(self):
        source = Game(Preset.ESCOBA, players=2, seed=3)
        source.play(source.legal_moves()[0])
        good = source.snapshot()
        game = Game(Preset.ESCOPA, players=3, seed=11)
        before = game.clone()

        def flipped(offset):
            data = bytearray(good)
            data[offset] ^= 0x01
            return bytes(data)

        cases = [
            (good[:255], 255, "256 bytes"),
            (good + b"\0", 256, "256 bytes"),
            (b"", 0, "256 bytes"),
            (flipped(0), 0, "magic"),
            (flipped(100), 252, "checksum"),
            (flipped(253), 252, "checksum"),
            (with_crc(flipped(67)), 67, "reserved"),
            (with_crc(flipped(250)), 250, "reserved"),
        ]
        for data, offset, words in cases:
            with self.subTest(offset=offset, words=words):
                with self.assertRaises(escopa.ParseError) as ctx:
                    game.restore(data)
                err = ctx.exception
                self.assertEqual((err.offset, err.line, err.column), (offset, 1, offset + 1))
                self.assertIn(words, err.reason)
                self.assertEqual(err.function, "escopa_game_restore")
                self.assertEqual(game, before)
                with self.assertRaises(escopa.ParseError):
                    Game.from_snapshot(data)
        # an impossible state with a valid checksum: a card dealt twice
        data = bytearray(good)
        data[87] = data[86]
        with self.assertRaises(escopa.ParseError) as ctx:
            game.restore(with_crc(data))
        self.assertIn("impossible", ctx.exception.reason)
        self.assertEqual(game, before)
        game.restore(good)
        self.assertEqual(game, source)

    def test_random_corruption_never_gets_through_unnoticed(self):
        game = Game(Preset.ESCOBA_COMODINES, players=2, seed=6)
        good = game.snapshot()
        rng = random.Random(3)
        target = Game(seed=1)
        before = target.clone()
        for _ in range(50 if QUICK else 300):
            data = bytearray(good)
            for _ in range(rng.randint(1, 4)):
                data[rng.randrange(252)] = rng.randrange(256)
            if bytes(data) == good:
                continue
            try:
                target.restore(with_crc(data))
            except escopa.ParseError as err:
                self.assertLess(err.offset, 256)
                self.assertEqual(target, before)
            else:  # the edit described another valid state
                self.assertEqual(target.snapshot(), with_crc(data))
                target.restore(before.snapshot())


class PickleAndCopyTest(unittest.TestCase):
    def test_games_pickle_and_copy(self):
        game = Game(Preset.ESCOVA_DE_31, players=4, seed=77)
        for _ in range(7):
            game.play(game.choose_move())
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            back = pickle.loads(pickle.dumps(game, protocol))
            self.assertIsInstance(back, Game)
            self.assertEqual(back, game)
            self.assertEqual(back.position, game.position)
        for twin in (copy.copy(game), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
            twin.play(twin.legal_moves()[0])
            self.assertNotEqual(twin, game)
        # the random generator travels too: the next hands are dealt alike
        back = pickle.loads(pickle.dumps(game))
        while game.phase == Phase.PLAYING:
            move = game.choose_move()
            game.play(move)
            back.play(move)
        game.next_hand()
        back.next_hand()
        self.assertEqual(back, game)
        game.close()
        with self.assertRaises(ValueError):
            pickle.dumps(game)

    def test_rules_pickle_and_copy(self):
        rules = Rules(Preset.SCOPA, target=16, open_table=True)
        for protocol in range(pickle.HIGHEST_PROTOCOL + 1):
            back = pickle.loads(pickle.dumps(rules, protocol))
            self.assertEqual(back, rules)
            self.assertEqual(back.preset, Preset.SCOPA)
        self.assertEqual(copy.deepcopy(rules), rules)
        self.assertIsNone(pickle.loads(pickle.dumps(Game().rules)).preset)

    def test_splitmix_pickles(self):
        rng = SplitMix64(5)
        rng.next()
        back = pickle.loads(pickle.dumps(rng))
        self.assertEqual(back, rng)
        self.assertEqual(back.next(), rng.next())


class RulesTextTest(unittest.TestCase):
    def test_every_preset_is_its_key(self):
        for preset in Preset:
            rules = Rules(preset)
            self.assertEqual(str(rules), preset.key)
            self.assertEqual(rules.text, preset.key)
            self.assertEqual(Rules.parse(preset.key), rules)
            self.assertEqual(Rules.parse(preset.key).preset, preset)
            self.assertEqual(Rules.parse(preset.key.upper()), rules)

    def test_documented_examples(self):
        rules = Rules(Preset.ESCOPA, sevens=Sevens.MOST, primiera=escopa.Primiera.TABLE_B,
                      target=15)
        self.assertEqual(str(rules), "escopa sevens=most primiera=table_b target=15")
        jokers = Rules(Preset.ESCOBA, stacking=False, jokers=2)
        self.assertEqual(str(jokers), "escoba stacking=0 jokers=2")
        self.assertEqual(Rules.parse("escoba stacking=0 jokers=2"), jokers)
        self.assertEqual(str(Rules(Preset.SCOPA, open_table=True)), "scopa open_table=1")
        self.assertEqual(Rules.parse("SCOPA open_table=on"), Rules(Preset.SCOPA, open_table=1))
        self.assertEqual(Rules.parse("  escopa\ttarget=30 target=15 "),
                         Rules(Preset.ESCOPA, target=15))

    def test_changed_options_round_trip(self):
        rng = random.Random(2026)
        for preset in Preset:
            for _ in range(10 if QUICK else 40):
                rules = Rules(preset)
                for option in rng.sample(list(Option), rng.randint(1, 6)):
                    lo, hi = option.bounds
                    try:
                        rules[option] = rng.randint(lo, min(hi, lo + 40))
                    except escopa.OptionConflictError:
                        pass
                text = str(rules)
                back = Rules.parse(text)
                self.assertEqual(back, rules, text)
                self.assertEqual(str(back), text)
                self.assertEqual(Rules(text), rules)
                game = Game(rules, players=2, seed=1)
                self.assertEqual(str(game.rules), text)
                self.assertIn(f"| rules {text} |", game.position)

    def test_rules_text_in_the_constructor(self):
        rules = Rules("escopa sevens=most", target=15)
        self.assertEqual((rules.sevens, rules.target, rules.preset),
                         (Sevens.MOST, 15, Preset.ESCOPA))
        self.assertEqual(Rules("escoba").preset, Preset.ESCOBA)
        self.assertEqual(Game("escoba_de_15 target=6", seed=1).rules.target, 6)
        with self.assertRaises(escopa.InvalidArgumentError):
            Rules("no_such_preset")  # a bare key is still a preset key
        with self.assertRaises(escopa.ParseError):
            Rules("no_such_preset target=5")
        with self.assertRaises(escopa.ParseError):
            Rules("target=15")

    def test_errors_say_where_and_have_the_right_class(self):
        cases = [
            ("", escopa.ParseError, 0),
            ("nope", escopa.ParseError, 0),
            ("escopa target", escopa.ParseError, 7),
            ("escopa target=x", escopa.ParseError, 14),
            ("escopa bogus=1", escopa.UnknownOptionError, 7),
            ("escopa target=0", escopa.OptionRangeError, 14),
            ("escoba jokers=2", escopa.OptionConflictError, 7),
            ("escopa target=15 é", escopa.ParseError, 17),
        ]
        for text, cls, offset in cases:
            with self.subTest(text=text):
                with self.assertRaises(cls) as ctx:
                    Rules.parse(text)
                err = ctx.exception
                self.assertIs(type(err), cls)
                self.assertEqual(err.parse_status_name, cls.status_name)
                self.assertEqual((err.offset, err.line, err.column), (offset, 1, offset + 1))
                self.assertTrue(err.reason)
        with self.assertRaises(TypeError):
            Rules.parse(5)


class CardAndMoveReadTest(unittest.TestCase):
    def test_card_errors_carry_positions(self):
        for text in ["", "0o", "7x", "7o 5c", "7o\0"]:
            with self.subTest(text=text):
                with self.assertRaises(escopa.ParseError) as ctx:
                    Card(text)
                err = ctx.exception
                self.assertEqual(err.status_name, "ESCOPA_E_PARSE")
                self.assertEqual(err.line, 1)
                self.assertEqual(err.column, err.offset + 1)
                self.assertLessEqual(err.offset, len(text.encode()))
        with self.assertRaises(escopa.ParseError) as ctx:
            Card("x" * 65)
        self.assertEqual(ctx.exception.offset, 64)

    def test_move_errors_carry_positions(self):
        with self.assertRaises(escopa.ParseError) as ctx:
            Move("7o x 5c+")
        self.assertEqual((ctx.exception.offset, ctx.exception.column), (8, 9))
        with self.assertRaises(escopa.ParseError) as ctx:
            Move("7o x 5c+zz")
        self.assertEqual(ctx.exception.offset, 8)
        with self.assertRaises(escopa.InvalidArgumentError):
            Move("7o", style=99)
        self.assertEqual(Move("7 de Oros x 5 de Copas"), Move("7o x 5c"))


if __name__ == "__main__":
    unittest.main()
