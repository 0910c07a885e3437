# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Every kind of argument besides the integers of test_hostile.py: the
package's objects (a Game where a Game is meant), texts, bytes, enums,
words, and the learning environments' arguments. A wrong type raises
TypeError, a bad value ValueError (or the library's error, which is one)
naming the valid range or choices, and neither makes anything first."""

import tracemalloc
import unittest

import escopa
from escopa import (Card, CardSet, Game, Move, MoveKind, Option, Player, Preset, Rules,
                    Style, Suit, View, check_last_round, score_mistake, score_piles)

try:
    import numpy as np
    from escopa import env as escopa_env
except ImportError:  # pragma: no cover - depends on the interpreter
    np = None


def _game():
    return Game(Preset.ESCOBA_DE_15, players=2, seed=7)


def _view():
    return _game().view(0)


#: A value of every other type, for an argument that takes one kind of object.
NOT_OBJECTS = (None, 0, "game", b"game", 1.5)

# (method, parameter): a call with the argument set to v, for arguments
# that must be one of the package's objects.
OBJECT_CALLS = {
    ("View", "game"): lambda v: View(v, 0),
    ("View.update", "game"): lambda v: _view().update(v, 0),
    ("View.sample_into", "game"): lambda v: _view().sample_into(v, 1),
    ("View.copy_from", "other"): lambda v: _view().copy_from(v),
    ("Game.copy_from", "other"): lambda v: _game().copy_from(v),
    ("Bot.choose", "position"): lambda v: escopa.Bot(escopa.BotKind.GREEDY).choose(v),
    ("observe", "game"): lambda v: escopa.observe(v),
}

# (method, parameter): a call with a text argument set to v: it takes a
# str, and refuses other types and a NUL character (which a C reader would
# take for the end of the text).
TEXT_CALLS = {
    ("Rules.__getitem__", "key"): lambda v: Rules()[v],
    ("Rules", "preset"): lambda v: Rules(v),
    ("Preset.from_key", "name"): lambda v: Preset.from_key(v),
    ("CardSet", "cards"): lambda v: CardSet(v),
    ("Card.parse", "text"): lambda v: Card.parse(v),
    ("Move", "spec"): lambda v: Move(v),
    ("Game.from_position", "text"): lambda v: Game.from_position(v),
    ("Game.load_position", "text"): lambda v: _game().load_position(v),
    ("Rules.parse", "text"): lambda v: Rules.parse(v),
    ("View.parse", "text"): lambda v: View.parse(v),
    ("Record.parse", "text"): lambda v: escopa.Record.parse(v),
    ("Record.set_tag", "value"): lambda v: escopa.Record().set_tag("Event", v),
}
#: Valid texts with a NUL inside: each is refused as a whole.
NUL_TEXTS = {
    ("Rules.__getitem__", "key"): "target\0junk",
    ("Rules", "preset"): "escoba\0junk",
    ("Preset.from_key", "name"): "escoba\0junk",
    ("CardSet", "cards"): "7o\0 5c",
    ("Card.parse", "text"): "7o\0",
    ("Move", "spec"): "7o\0",
    ("Record.set_tag", "value"): "night\0",
}

# (method, parameter): a call with a bytes argument (a snapshot) set to v.
BYTES_CALLS = {
    ("Game.from_snapshot", "data"): lambda v: Game.from_snapshot(v),
    ("Game.restore", "data"): lambda v: _game().restore(v),
    ("View.from_snapshot", "data"): lambda v: View.from_snapshot(v),
    ("View.restore", "data"): lambda v: _view().restore(v),
}

# (method, parameter): a call with an enum argument set to v, and the
# values it takes.
ENUM_CALLS = {
    ("Card.format", "style"): (lambda v: Card("7o").format(v), "0..4"),
    ("CardSet.format", "style"): (lambda v: CardSet("7o").format(v), "0..4"),
    ("Move.format", "style"): (lambda v: Move("7o").format(v), "0..4"),
    ("Suit.name_in", "style"): (lambda v: Suit.COINS.name_in(v), "0..4"),
    ("Game.refusal_text", "style"): (lambda v: _game().refusal_text("7o", v), "0..4"),
    ("Card.parse", "style"): (lambda v: Card.parse("7o", v), "0..5"),
    ("CardSet", "style"): (lambda v: CardSet("7o", v), "0..5"),
    ("Move", "style"): (lambda v: Move("7o", v), "0..5"),
    ("Move.make", "kind"): (lambda v: Move.make(v, "7o"), "1..3"),
    ("Card", "suit"): (lambda v: Card(7, v), "0..3"),
    ("Card", "spec"): (lambda v: Card(v, Suit.COINS), "1..10"),
    ("Game.choose_move", "player"): (lambda v: _game().choose_move(v, 1), "0..1"),
    ("Rules", "preset"): (lambda v: Rules(v), "0..6"),
    ("Rules.__getitem__", "key"): (lambda v: Rules()[v], "0..23"),
}


class ObjectArgumentsTest(unittest.TestCase):
    def test_objects_of_another_type_raise_type_error(self):
        for key, call in OBJECT_CALLS.items():
            for value in NOT_OBJECTS + (Rules(),):
                with self.subTest(method=key[0], parameter=key[1], value=value):
                    with self.assertRaises(TypeError) as ctx:
                        call(value)
                    self.assertIn(type(value).__name__, str(ctx.exception))

    def test_a_view_is_not_a_game(self):
        with self.assertRaisesRegex(TypeError, "must be a Game, not View"):
            View(_view(), 0)
        with self.assertRaisesRegex(TypeError, "must be a View, not Game"):
            _view().copy_from(_game())

    def test_a_closed_object_is_refused_as_closed(self):
        game = _game()
        game.close()
        with self.assertRaisesRegex(ValueError, "closed"):
            View(game, 0)


class TextArgumentsTest(unittest.TestCase):
    def test_other_types_raise_type_error(self):
        for key, call in TEXT_CALLS.items():
            # CardSet(None) is the empty set, as CardSet()
            for value in (7.5, object()) + ((None,) if key[0] != "CardSet" else ()):
                with self.subTest(method=key[0], parameter=key[1], value=value):
                    with self.assertRaises(TypeError):
                        call(value)

    def test_a_nul_ends_nothing_early(self):
        for key, text in NUL_TEXTS.items():
            with self.subTest(method=key[0], parameter=key[1]):
                call = TEXT_CALLS[key]
                call(text.split("\0")[0])  # the text before the NUL is valid
                with self.assertRaises((ValueError, KeyError)):
                    call(text)


class BytesArgumentsTest(unittest.TestCase):
    def test_other_types_raise_type_error(self):
        for key, call in BYTES_CALLS.items():
            for value in (None, "snapshot", 256, 1.5):
                with self.subTest(method=key[0], parameter=key[1], value=value):
                    with self.assertRaisesRegex(TypeError, "bytes"):
                        call(value)

    def test_every_bytes_like_object_is_read(self):
        game = _game()
        data = game.snapshot()
        for value in (data, bytearray(data), memoryview(data)):
            self.assertEqual(Game.from_snapshot(value), game)
        view = game.view(1)
        self.assertEqual(View.from_snapshot(bytearray(view.snapshot())), view)


class EnumArgumentsTest(unittest.TestCase):
    def test_values_out_of_range_name_the_range(self):
        for key, (call, values) in ENUM_CALLS.items():
            low, high = map(int, values.split(".."))
            for value in (low - 1, high + 1, 2**31, -2**31 - 1):
                with self.subTest(method=key[0], parameter=key[1], value=value):
                    with self.assertRaises(ValueError) as ctx:
                        call(value)
                    self.assertIn(str(value), str(ctx.exception))
                    self.assertIn(values, str(ctx.exception))

    def test_other_types_raise_type_error(self):
        for key, (call, _) in ENUM_CALLS.items():
            for value in (1.0, None, True, b"1"):
                with self.subTest(method=key[0], parameter=key[1], value=value):
                    with self.assertRaises(TypeError):
                        call(value)

    def test_members_and_numbers_are_taken(self):
        self.assertEqual(Card("7o").format(Style.SPANISH), Card("7o").format(3))
        self.assertEqual(Move.make(MoveKind.TRAIL, "7o"), Move.make(2, "7o"))
        self.assertEqual(Suit.CUPS.name_in(Style.ITALIAN), "Coppe")
        game = _game()
        self.assertEqual(game.choose_move(Player.GREEDY), game.choose_move(1))
        self.assertEqual(Rules()[Option.TARGET], Rules()[17])


class SequenceArgumentsTest(unittest.TestCase):
    def test_per_side_sequences(self):
        rules = Rules(Preset.ESCOPA)
        for call in (lambda v: score_piles(rules, v), lambda v: score_mistake(rules, v, 0),
                     lambda v: check_last_round(rules, v, CardSet())):
            with self.assertRaises(TypeError):
                call(None)
            with self.assertRaises(TypeError):
                call("7o 5c")
            for sides in (0, 5):
                with self.assertRaisesRegex(ValueError, "1 to 4 sides"):
                    call([[] for _ in range(sides)])

    def test_piles_and_sweeps(self):
        rules = Rules(Preset.ESCOPA)
        with self.assertRaisesRegex(TypeError, "CardSet"):
            score_piles(rules, [None, CardSet()])
        with self.assertRaisesRegex(ValueError, "0..1000"):
            score_piles(rules, [CardSet(), CardSet()], [1001, 0])
        self.assertEqual(score_piles(rules, [Card("7o"), "5c"]),
                         score_piles(rules, [CardSet("7o"), CardSet("5c")]))

    def test_decks(self):
        for deck in (None, "7o 5c", 40, b"\x00\x01"):
            with self.assertRaises(TypeError):
                Game(Preset.ESCOBA_DE_15).deal(deck)
            with self.assertRaises(TypeError):
                Game.from_deck(None, 2, deck)

    def test_move_parts(self):
        with self.assertRaisesRegex(TypeError, "Card"):
            Move.make(MoveKind.TRAIL, 24)
        with self.assertRaisesRegex(TypeError, "CardSet"):
            Move.make(MoveKind.CAPTURE, "7o", 5)
        self.assertEqual(Move.make(MoveKind.CAPTURE, "7o", ["3e", "5c"]), Move("7o x 3e+5c"))


@unittest.skipIf(np is None, "NumPy is not installed")
class EnvironmentArgumentsTest(unittest.TestCase):
    """The environments check their arguments before they make anything."""

    def check(self, make, value, error, *needles):
        with self.subTest(value=value):
            with self.assertRaises(error) as ctx:
                make(value)
            for needle in needles:
                self.assertIn(needle, str(ctx.exception))

    def test_num_envs(self):
        make = escopa_env.EscopaVectorEnv
        top = make.MAX_NUM_ENVS
        for value in (10**12, top + 1, 0, -1):
            self.check(lambda v: make(num_envs=v), value, ValueError, str(value), f"1..{top}")
        for value in (1.5, "8", None, True, np.float32(8)):
            self.check(lambda v: make(num_envs=v), value, TypeError)
        env = make(num_envs=np.int64(3))
        self.assertEqual(env.num_envs, 3)
        env.close()

    def test_num_envs_past_the_limit_makes_nothing(self):
        # 1.4.0's first version asked NumPy for the observation space of
        # every slot (58 TiB for 10**12) before the batch refused the size
        tracemalloc.start()
        try:
            with self.assertRaises(ValueError):
                escopa_env.EscopaVectorEnv(num_envs=escopa_env.EscopaVectorEnv.MAX_NUM_ENVS + 1)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        self.assertLess(peak, 1 << 20)

    def test_seeds(self):
        makes = {
            "EscopaEnv": escopa_env.EscopaEnv,
            "EscopaAECEnv": escopa_env.EscopaAECEnv,
            "EscopaVectorEnv": lambda seed: escopa_env.EscopaVectorEnv(num_envs=2, seed=seed),
        }
        for name, make in makes.items():
            with self.subTest(environment=name):
                for value in (1.5, "1", True, np.float64(1)):
                    self.check(lambda v: make(seed=v), value, TypeError)
                for value in (-1, 2**64):
                    self.check(lambda v: make(seed=v), value, ValueError, str(value),
                               "2**64 - 1")
                env = make(seed=None)
                for value in (1.5, "1", True):
                    self.check(lambda v: env.reset(seed=v), value, TypeError)
                for value in (-1, 2**64):
                    self.check(lambda v: env.reset(seed=v), value, ValueError, str(value))
                env.reset(seed=np.uint64(2**64 - 1))
                env.close()

    def test_players_seats_and_threads(self):
        single, vector = escopa_env.EscopaEnv, escopa_env.EscopaVectorEnv
        aec = escopa_env.EscopaAECEnv
        for make in (single, aec, lambda players: vector(num_envs=2, players=players)):
            for value in (1.5, "2", None, True):
                self.check(lambda v: make(players=v), value, TypeError)
            for value in (1, 5, -2):
                self.check(lambda v: make(players=v), value, ValueError, "2..4")
            make(players=np.int8(3)).close()
        for value in (2.0, True, None):
            self.check(lambda v: single(seat=v), value, TypeError)
        self.check(lambda v: single(seat=v), -1, ValueError, "0..1")
        for value in (0, 65, 3):
            self.check(lambda v: vector(num_envs=2, threads=v), value, ValueError, "1..2")
        self.check(lambda v: vector(num_envs=2, threads=v), 1.0, TypeError)
        for value in ([0, 0], [2], [], [-1]):
            self.check(lambda v: vector(num_envs=2, learner_seats=v, opponents=escopa.BotKind.GREEDY),
                       value, ValueError)
        for value in ("01", [0.0], [None], 0):
            self.check(lambda v: vector(num_envs=2, learner_seats=v, opponents=escopa.BotKind.GREEDY),
                       value, TypeError)
        for value in (0, 1.5, "10", True):
            self.check(lambda v: single(max_episode_steps=v), value, (TypeError, ValueError))

    def test_words(self):
        single, aec = escopa_env.EscopaEnv, escopa_env.EscopaAECEnv
        vector = escopa_env.EscopaVectorEnv
        for name in ("reward", "observation", "illegal_action", "render_mode"):
            for make in (single, aec, vector):
                if name == "illegal_action" and make is vector:
                    continue
                if name == "render_mode" and make is vector:
                    continue
                with self.subTest(environment=make.__name__, argument=name):
                    self.check(lambda v: make(**{name: v}), "bogus", ValueError, "'bogus'")
                    for value in (1.5, b"margin", True, object()):
                        self.check(lambda v: make(**{name: v}), value, TypeError)
        # a reward is also a BatchReward or its number
        for value in (3, -1):
            self.check(lambda v: single(reward=v), value, ValueError, "0..2")
        self.check(lambda v: single(reward=v), None, TypeError)
        single(reward=escopa.BatchReward.RESULT).close()
        single(reward=np.int64(1)).close()

    def test_vector_actions_never_wrap(self):
        env = escopa_env.EscopaVectorEnv(num_envs=2, seed=1)
        obs, info = env.reset(seed=1)
        legal = info["action_mask"].argmax(axis=1)
        for bad in (2**32 + int(legal[1]), -1, 336):
            actions = legal.astype(np.int64)
            actions[1] = bad
            with self.subTest(action=bad):
                with self.assertRaises(escopa.IllegalMoveError) as ctx:
                    env.step(actions)
                self.assertEqual(ctx.exception.slot, 1)
                self.assertIn(str(bad), str(ctx.exception))
        env.step(legal)
        env.close()

    def test_action_move(self):
        game = _game()
        with self.assertRaises(TypeError):
            escopa_env.action_move(game, 1.0)
        with self.assertRaises(ValueError):
            escopa_env.action_move(game, 336)
        escopa_env.action_move(game, np.int64(0))


if __name__ == "__main__":
    unittest.main()
