# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Hostile arguments: every integer a public method takes is checked before
it reaches ctypes, which would keep only its low bits (``game.hand(2**32)``
was seat 0's hand) or raise ctypes.ArgumentError: a value that is not an
int (a float, a str, None, a bool) raises TypeError, an int out of range
(huge or negative) the error of a bad value, naming the value and the
range; a NumPy integer is an int. test_arguments.py has the other kinds of
argument."""

import ctypes
import inspect
import unittest

try:
    import numpy as np
except ImportError:  # pragma: no cover - depends on the interpreter
    np = None

import escopa
from escopa import (Batch, Card, CardSet, Game, Move, MoveKind, Option, Player, Preset, Record,
                    Rules, SplitMix64, Style, Suit, View, observe, score_mistake, score_piles)
from escopa._args import int_arg

#: Integers that do not fit the C types: each once wrapped to a small value.
HUGE = (2**32, 2**32 + 1, 2**32 + 3, 2**32 + 21, -2**63 - 1, 2**64, 2**64 + 2)
#: Wrong types; 1.0, "1" and True look like valid values and must not pass.
WRONG_TYPES = (1.0, 2.5, "1", None, True, False)
#: Below every domain that starts at 0 (flag "neg": -1 is a valid value).
NEGATIVE = (-1, -2)


def _game():
    return Game(Preset.ESCOBA_DE_15, players=2, seed=7)


def _record():
    return Record(Preset.ESCOBA_DE_15, players=2, seed=7)


def _rules():
    return Rules(Preset.ESCOBA_DE_15)


def _view():
    return _game().view(0)


def _deck_with(value):
    deck = list(range(40))
    deck[5] = value
    return deck


def _refuse_false(legal, value):
    """is_legal() answers False for any int that is not a legal move."""
    if legal is not False:
        return legal
    raise ValueError(f"{value} is not a legal move")


def _refuse_none(refusal, value):
    """refusal() answers a reason for any int that is not a legal move."""
    if refusal:
        raise ValueError(f"{value} is refused: {refusal!r}")
    return refusal


# (method, parameter): a call of it with the parameter set to v. Flags:
# "str" where a str is a valid form of the argument (text to parse), "none"
# where None is a valid value, "neg" where -1 is, "u64" where every uint64
# is an int the library judges.
CALLS = {
    ("Card", "spec"): (lambda v: Card(v, Suit.COINS), ""),
    ("Card", "suit"): (lambda v: Card(7, v), ""),
    ("Card.from_id", "card_id"): (lambda v: Card.from_id(v), ""),
    ("Card.parse", "style"): (lambda v: Card.parse("7o", v), ""),
    ("Card.format", "style"): (lambda v: Card("7o").format(v), ""),
    ("Suit.name_in", "style"): (lambda v: Suit.COINS.name_in(v), ""),
    ("CardSet", "style"): (lambda v: CardSet("7o 5c", v), ""),
    ("CardSet.from_mask", "mask"): (lambda v: CardSet.from_mask(v), "u64"),
    ("CardSet.format", "style"): (lambda v: CardSet("7o").format(v), ""),
    ("Move", "spec"): (lambda v: Move(v), "str u64"),
    ("Move", "style"): (lambda v: Move("7o", v), ""),
    ("Move.make", "kind"): (lambda v: Move.make(v, Card("7o")), ""),
    ("Move.format", "style"): (lambda v: Move("7o").format(v), ""),
    ("Rules", "preset"): (lambda v: Rules(v), "str"),
    ("Rules", "options"): (lambda v: Rules(Preset.ESCOPA, target=v), ""),
    ("Rules.__getitem__", "key"): (lambda v: _rules()[v], "str"),
    ("Rules.__setitem__", "key"): (lambda v: _rules().__setitem__(v, 1), "str"),
    ("Rules.__setitem__", "value"): (lambda v: _rules().__setitem__(Option.TARGET, v), ""),
    ("Rules.__setattr__", "value"): (lambda v: setattr(_rules(), "target", v), ""),
    ("Game", "players"): (lambda v: Game(players=v), ""),
    ("Game", "seed"): (lambda v: Game(seed=v), "u64"),
    ("Game.from_deck", "players"): (lambda v: Game.from_deck(None, v, list(range(40))), ""),
    ("Game.from_deck", "deck"): (lambda v: Game.from_deck(None, 2, _deck_with(v)), "str"),
    ("Game.option", "option"): (lambda v: _game().option(v), "str"),
    ("Game.side_of", "seat"): (lambda v: _game().side_of(v), ""),
    ("Game.hand", "seat"): (lambda v: _game().hand(v), ""),
    ("Game.captured", "side"): (lambda v: _game().captured(v), ""),
    ("Game.sweeps", "side"): (lambda v: _game().sweeps(v), ""),
    ("Game.hand_score", "side"): (lambda v: _game().hand_score(v), ""),
    ("Game.games_won", "side"): (lambda v: _game().games_won(v), ""),
    ("Game.is_legal", "move"): (lambda v: _refuse_false(_game().is_legal(v), v), "str u64"),
    ("Game.play", "move"): (lambda v: _game().play(v), "str u64"),
    ("Game.deal", "deck"): (lambda v: Game(Preset.ESCOBA_DE_15).deal(_deck_with(v)), "str"),
    ("Game.move_at", "index"): (lambda v: _game().move_at(v), "neg"),
    ("Game.moves_page", "start"): (lambda v: _game().moves_page(v, 1), ""),
    ("Game.moves_page", "count"): (lambda v: _game().moves_page(0, v), ""),
    ("Game.refusal", "move"): (lambda v: _refuse_none(_game().refusal(v), v), "str u64"),
    ("Game.refusal_text", "move"): (lambda v: _game().refusal_text(v), "str u64"),
    ("Game.choose_move", "player"): (lambda v: _game().choose_move(v, 1), ""),
    ("Game.choose_move", "rng"): (lambda v: _game().choose_move(Player.RANDOM, v), "none u64"),
    ("score_mistake", "sweeps"): (lambda v: score_mistake(_rules(), [v, 0], 1), ""),
    ("score_mistake", "at_fault"): (lambda v: score_mistake(_rules(), [0, 0], v), ""),
    ("score_piles", "sweeps"): (lambda v: score_piles(_rules(), [CardSet(), CardSet()],
                                                      [v, 0]), ""),
    ("Batch", "players"): (lambda v: Batch(players=v, size=2, numpy=False), ""),
    ("Batch", "size"): (lambda v: Batch(size=v, numpy=False), "u64"),
    ("Batch", "seed"): (lambda v: Batch(size=2, seed=v, numpy=False), "u64"),
    ("Batch", "max_moves"): (lambda v: Batch(size=2, max_moves=v, numpy=False), ""),
    ("Batch", "threads"): (lambda v: Batch(size=2, threads=v, numpy=False), ""),
    ("Batch.step", "actions"): (lambda v: Batch(size=2, numpy=False).step([0, v]), ""),
    ("Batch.set_threads", "threads"): (lambda v: Batch(size=2, numpy=False).set_threads(v), ""),
    ("Batch.game", "index"): (lambda v: Batch(size=2, numpy=False).game(v), ""),
    ("Batch", "reward"): (lambda v: Batch(size=2, reward=v, numpy=False), ""),
    ("Batch", "seat_bots"): (lambda v: Batch(size=2, numpy=False,
                                            seat_bots={v: escopa.BotKind.GREEDY}), ""),
    ("Batch.info_state", "index"): (lambda v: Batch(size=2, numpy=False).info_state(v), ""),
    ("Batch.info_state", "seat"): (lambda v: Batch(size=2, numpy=False).info_state(0, v),
                                   "none"),
    ("Batch.set_reward", "mode"): (lambda v: Batch(size=2, numpy=False).set_reward(v), ""),
    ("Batch.set_seat_bot", "seat"): (
        lambda v: Batch(size=2, numpy=False).set_seat_bot(v, None), ""),
    ("SplitMix64", "seed"): (lambda v: SplitMix64(v), "u64"),
    ("Bot", "seed"): (lambda v: escopa.Bot(escopa.BotKind.GREEDY, seed=v), "u64"),
    ("Bot", "options"): (lambda v: escopa.Bot(escopa.BotKind.PIMC, iterations=v), "none"),
    ("Bot.level", "seed"): (lambda v: escopa.Bot.level(escopa.Level.EASY, v), "u64"),
    ("Record", "players"): (lambda v: Record(players=v), ""),
    ("Record", "seed"): (lambda v: Record(seed=v), "u64"),
    ("Record.play", "move"): (lambda v: _record().play(v), "str u64"),
    ("Record.next_hand", "deck"): (lambda v: _record().next_hand(_deck_with(v)), "str"),
    ("Record.game_at", "index"): (lambda v: _record().game_at(v), ""),
    ("Game.view", "seat"): (lambda v: _game().view(v), ""),
    ("Game.info_key", "seat"): (lambda v: _game().info_key(v), ""),
    ("observe", "seat"): (lambda v: observe(_game(), v), "none"),
    ("View", "seat"): (lambda v: View(_game(), v), ""),
    ("View.update", "seat"): (lambda v: _view().update(_game(), v), ""),
    ("View.option", "option"): (lambda v: _view().option(v), "str"),
    ("View.hand", "seat"): (lambda v: _view().hand(v), ""),
    ("View.hand_size", "seat"): (lambda v: _view().hand_size(v), ""),
    ("View.excluded", "seat"): (lambda v: _view().excluded(v), ""),
    ("View.captured", "side"): (lambda v: _view().captured(v), ""),
    ("View.sweeps", "side"): (lambda v: _view().sweeps(v), ""),
    ("View.score", "side"): (lambda v: _view().score(v), ""),
    ("View.sample", "seed"): (lambda v: _view().sample(v), "u64"),
    ("View.sample_into", "seed"): (lambda v: _view().sample_into(_game(), v), "u64"),
    ("Review", "seed"): (lambda v: escopa.Review(seed=v), "u64"),
    ("Review", "threads"): (lambda v: escopa.Review(threads=v), ""),
    ("Review.decision", "move"): (lambda v: escopa.Review().decision(_game(), v), "str u64"),
    ("Review.totals", "side"): (lambda v: escopa.Review().totals(v), ""),
    ("Bot", "kind"): (lambda v: escopa.Bot(v), "str"),
    ("Bot.level", "level"): (lambda v: escopa.Bot.level(v), "str"),
}


#: Parameters whose annotation names int but that need no walk, and why.
EXEMPT = {
    ("CardSet", "cards"): "an int is refused as such (TypeError: use from_mask)",
    ("TooManyMovesError", "count"): "made by the bindings, never from a caller's value",
    ("TooManyMovesError", "limit"): "made by the bindings, never from a caller's value",
    **{(cls, name): "a review's result, made by the bindings" for cls, names in (
        ("ReviewedMove", ("index", "game", "hand", "seat", "side", "choices", "samples")),
        ("SideTotals", ("side", "decisions", "forced", "marks", "worst")),
        ("ReviewedHand", ("game", "hand")), ("ReviewResult", ("seed", "players")))
       for name in names},
}


def _valid_value(call):
    """A value the call takes: a small int, a card id of the deck order, or
    a legal move's value."""
    candidates = [0, 1, 2, 3, 5, 7, 17, 24, _game().legal_moves()[0].value]
    for value in candidates:
        try:
            call(value)
        except Exception:
            continue
        return value
    return None


class IntegerArgumentsTest(unittest.TestCase):
    def check_refused(self, key, value, kinds):
        call, flags = CALLS[key]
        with self.subTest(method=key[0], parameter=key[1], value=value):
            try:
                result = call(value)
            except ctypes.ArgumentError as exc:  # pragma: no cover - the bug
                self.fail(f"ctypes.ArgumentError: {exc}")
            except kinds as exc:
                text = str(exc)
                if isinstance(value, int) and not isinstance(value, bool):
                    self.assertIn(str(value), text)  # the message names the value
                return exc
            except Exception as exc:  # pragma: no cover - a wrong class
                self.fail(f"{type(exc).__name__} is not one of {kinds}: {exc}")
            else:
                self.fail(f"accepted, giving {result!r}")
        return None

    def test_huge_integers_are_refused_not_truncated(self):
        for key in CALLS:
            for value in HUGE:
                if "u64" in CALLS[key][1] and 0 <= value < 2**64:
                    continue  # a valid uint64: the library decides
                exc = self.check_refused(key, value, (ValueError, IndexError, OverflowError))
                if exc is not None and not isinstance(exc, (escopa.Error, OverflowError)):
                    # a ValueError or IndexError of the bindings' own
                    self.assertIsInstance(exc, (ValueError, IndexError))

    def test_negative_integers_are_refused(self):
        for key, (_, flags) in CALLS.items():
            if "neg" not in flags:
                for value in NEGATIVE:
                    self.check_refused(key, value, (ValueError, IndexError))

    def test_wrong_types_raise_type_error(self):
        wrong = WRONG_TYPES + ((np.True_, np.float64(1.0)) if np is not None else ())
        for key, (_, flags) in CALLS.items():
            for value in wrong:
                if isinstance(value, str) and "str" in flags:
                    # text is a valid form: it is parsed (and refused) instead
                    self.check_refused(key, value, (ValueError, KeyError))
                elif value is None and "none" in flags:
                    continue
                else:
                    self.check_refused(key, value, (TypeError,))

    @unittest.skipIf(np is None, "NumPy is not installed")
    def test_numpy_integers_are_ints(self):
        for key, (call, _) in CALLS.items():
            with self.subTest(method=key[0], parameter=key[1]):
                value = _valid_value(call)
                self.assertIsNotNone(value, "no valid value found: add one to _valid_value()")
                for kind in (np.int64, np.uint32, np.int8):
                    if np.iinfo(kind).min <= value <= np.iinfo(kind).max:
                        self.assertEqual(repr(call(kind(value))), repr(call(value)))

    def test_messages_give_the_value_and_the_range(self):
        game = _game()
        with self.assertRaises(IndexError) as ctx:
            game.hand(2**32)
        self.assertIn("4294967296", str(ctx.exception))
        self.assertIn("0..1", str(ctx.exception))  # this game's seats
        with self.assertRaises(escopa.IndexOutOfRangeError) as ctx:
            game.hand(2)  # in the C type's range, not a seat of this game
        self.assertIn("seat 2", str(ctx.exception))
        self.assertIn("0..1", str(ctx.exception))
        self.assertIsInstance(ctx.exception, escopa.InvalidArgumentError)
        with self.assertRaises(escopa.IndexOutOfRangeError) as ctx:
            game.captured(-1)
        self.assertIn("0..1", str(ctx.exception))
        with self.assertRaises(escopa.InvalidArgumentError) as ctx:
            Game(players=2**32 + 3)
        self.assertIn("2..4", str(ctx.exception))
        rules = _rules()
        with self.assertRaises(escopa.OptionRangeError) as ctx:
            rules.target = 2**32 + 21
        low, high = Option.TARGET.bounds
        self.assertIn(f"{low}..{high}", str(ctx.exception))
        self.assertEqual(rules, _rules())
        with self.assertRaises(TypeError) as ctx:
            game.hand(1.0)
        self.assertIn("float", str(ctx.exception))

    def test_seeds_are_uint64(self):
        top = 2**64 - 1
        self.assertEqual(Record(seed=top).seed, top)
        self.assertEqual(Game(seed=top), Game(seed=top))
        self.assertEqual(SplitMix64(top).state, top)
        for make in (lambda s: Game(seed=s), lambda s: Record(seed=s),
                     lambda s: Batch(size=1, seed=s, numpy=False), SplitMix64):
            for bad in (-1, 2**64):
                with self.assertRaises(ValueError):
                    make(bad)
            with self.assertRaises(TypeError):
                make("42")

    def test_index_objects_count_as_ints_and_bools_do_not(self):
        # documented: an IntEnum or any __index__ is its value; a bool is
        # refused where an int is meant, and taken for a rule that is a flag
        game = _game()
        for flag in (False, True):
            with self.assertRaisesRegex(TypeError, "not a bool"):
                game.hand(flag)
        self.assertEqual(Card.from_id(Card("7o")), Card("7o"))
        self.assertEqual(Card("7o").format(Style.FRENCH), Card("7o").format(1))
        self.assertEqual(Move.make(MoveKind.TRAIL, Card("7o")), Move("7o"))
        rules = _rules()
        rules.stacking = True
        self.assertIs(rules.stacking, True)
        # a plain int, whatever the Python (index() of an int subclass was
        # the object itself before 3.10, and printed as its member name)
        for value in (Style.FRENCH, True):
            self.assertIs(type(int_arg(value, 0, 5, "style", allow_bool=True)), int)
        with self.assertRaisesRegex(ValueError, r"not in 0\.\.4"):
            Card("7o").format(5)
        with self.assertRaisesRegex(TypeError, "not a bool"):
            rules.target = True

    def test_every_public_method_with_an_int_parameter_is_walked(self):
        # A new public method whose signature takes an int must be added
        # to CALLS (and check its ints with escopa._clib's helpers).
        missing = []
        for name in escopa.__all__:
            obj = getattr(escopa, name)
            if inspect.isclass(obj) and issubclass(obj, tuple):
                continue  # NamedTuples of results: built by the bindings
            members = [(name, obj)]
            if inspect.isclass(obj):
                members += [(f"{name}.{attr}", member) for attr, member in vars(obj).items()
                            if callable(member) or isinstance(member, (classmethod,
                                                                       staticmethod))]
            for label, member in members:
                func = getattr(member, "__func__", member)
                if inspect.isclass(func):
                    label, func = name, func.__dict__.get("__init__", func.__dict__.get(
                        "__new__"))
                if func is None or not callable(func):
                    continue
                if label.endswith(".__init__") or label.endswith(".__new__"):
                    label = label.rsplit(".", 1)[0]
                last = label.rsplit(".", 1)[-1]
                if last.startswith("_") and not last.startswith("__"):
                    continue  # private
                try:
                    params = inspect.signature(func).parameters.values()
                except (TypeError, ValueError):
                    continue
                for param in params:
                    key = (label, param.name)
                    if "int" in str(param.annotation) and key not in CALLS and key not in EXEMPT:
                        missing.append(f"{label}({param.name})")
        self.assertEqual(sorted(set(missing)), [], "\n".join(sorted(set(missing))))


if __name__ == "__main__":
    unittest.main()
