# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The JSON form of a view and of a move: the shared fixtures (the
JavaScript tests read the same files), the round trips through the view
text and the library, no hidden card in it over many seeded games, and
bad JSON refused with ParseError."""

import json
import os
import unittest

from escopa import (ForcedCapture, Game, Move, ParseError, Phase, Preset, Rules, View,
                    view_json_to_text, view_text_to_json)

FIXTURES = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "data", "json")


def _fixtures():
    for name in sorted(os.listdir(FIXTURES)):
        if name.endswith(".json"):
            with open(os.path.join(FIXTURES, name), encoding="utf-8") as f:
                yield name, json.load(f)


def _cards_in(data):
    """Every card the JSON names."""
    hands = [card for hand in data["hands"] if isinstance(hand, list) for card in hand]
    table = [card for pile in data["table"] for card in pile]
    captured = [card for side in data["captured"] for card in side]
    return set(hands + table + captured + data["aside"])


def _seeded_games():
    """Positions of many seeded games under several rule sets, every few
    plays, hands and games over included."""
    per_hand = Rules(Preset.ESCOPA)
    per_hand.forced_capture = ForcedCapture.PER_HAND
    setups = ((Preset.ESCOBA, 2), (Preset.ESCOBA, 4), (Preset.SCOPA, 3), (per_hand, 3),
              (Rules(Preset.ESCOBA, stacking=1), 2), (Preset.ESCOBA_COMODINES, 3),
              (Preset.ESCOPA_MATCH, 2))
    for rules, players in setups:
        for seed in range(12):
            game = Game(rules, players, seed=seed)
            plies = 0
            while game.phase != Phase.GAME_OVER or not game.match_over:
                if game.phase == Phase.GAME_OVER:
                    game.next_game()
                elif game.phase != Phase.PLAYING:
                    game.next_hand()
                else:
                    moves = game.legal_moves()
                    game.play(moves[(seed + plies) % len(moves)])
                    plies += 1
                if plies % 5 == 0 or game.phase != Phase.PLAYING:
                    yield game
                if plies > 60:
                    break


class FixtureTest(unittest.TestCase):
    def test_fixtures_agree_with_the_library(self):
        names = []
        for name, fixture in _fixtures():
            names.append(name)
            with self.subTest(name):
                text, data = fixture["text"], fixture["json"]
                self.assertEqual(view_text_to_json(text), data)
                self.assertEqual(view_json_to_text(data), text)
                view = View.parse(text)
                self.assertEqual(view.to_json(), data)
                self.assertEqual(View.from_json(data).text, text)
                self.assertEqual(View.from_json(json.dumps(data)), view)
                self.assertEqual(list(data), list(view_text_to_json(text)))
        self.assertGreaterEqual(len(names), 8)

    def test_text_spelled_loosely(self):
        text = dict(_fixtures())["escoba-start.json"]["text"]
        loose = "  " + text.replace(" | ", "\t|  ").replace("hand ", "HAND\t") + "\n"
        self.assertEqual(view_text_to_json(loose), view_text_to_json(text))

    def test_field_names_and_order(self):
        _, fixture = next(_fixtures())
        self.assertEqual(list(fixture["json"]), [
            "view", "viewer", "rules", "players", "game", "wins", "hand", "dealer", "phase",
            "seat", "plays", "hands", "voids", "declined", "table", "stock", "captured",
            "sweeps", "aside", "scores", "last", "winner"])


class SeededGamesTest(unittest.TestCase):
    def test_round_trips_and_no_hidden_card(self):
        count = 0
        for game in _seeded_games():
            for seat in range(game.players):
                view = game.view(seat)
                data = view.to_json()
                self.assertEqual(view_json_to_text(data), view.text)
                self.assertEqual(View.from_json(data).to_json(), data)
                named = _cards_in(data)
                hidden = {str(card) for card in view.unseen}
                self.assertFalse(named & hidden, f"seat {seat} sees hidden cards in {data}")
                for other in range(game.players):
                    if other != seat and isinstance(data["hands"][other], list):
                        self.assertTrue(game.rules.open_table or not data["hands"][other],
                                        f"seat {other}'s hand shown to seat {seat}")
                    if isinstance(data["hands"][other], int):
                        self.assertEqual(data["hands"][other], len(game.hand(other)))
                # the same view of a game that differs only in hidden cards
                if game.phase == Phase.PLAYING:
                    self.assertEqual(view.sample(seat + 99).view(seat).to_json(), data)
                count += 1
        self.assertGreater(count, 1000)


class MoveJsonTest(unittest.TestCase):
    def test_a_move_is_its_text(self):
        move = Move("7o x 5c+3e")
        self.assertEqual(move.to_json(), "7o x 3e+5c")
        self.assertEqual(Move.from_json(move.to_json()), move)
        self.assertEqual(json.dumps({"move": move.to_json()}), '{"move": "7o x 3e+5c"}')

    def test_bad_moves(self):
        with self.assertRaises(ParseError):
            Move.from_json("7o x")
        for bad in (7, None, ["7o"], {"card": "7o"}):
            with self.assertRaises(TypeError):
                Move.from_json(bad)


class BadJsonTest(unittest.TestCase):
    def setUp(self):
        self.good = dict(_fixtures())["escoba-start.json"]["json"]

    def refused(self, data, words):
        with self.assertRaises(ParseError) as caught:
            View.from_json(data)
        self.assertIn(words, str(caught.exception))
        self.assertTrue(str(caught.exception).startswith("view JSON: ")
                        or caught.exception.offset is not None)

    def changed(self, **fields):
        return {**self.good, **fields}

    def test_fields(self):
        self.refused(self.changed(colour="red"), "unknown field 'colour'")
        data = dict(self.good)
        del data["stock"]
        self.refused(data, "missing field 'stock'")
        self.refused(self.changed(view=2), "view must be from 1 to 1")

    def test_types(self):
        self.refused(self.changed(viewer="0"), "viewer must be an integer")
        self.refused(self.changed(players=True), "players must be an integer")
        self.refused(self.changed(stock=3.5), "stock must be an integer")
        self.refused(self.changed(hands="6c 7e 7b / ? ? ?"), "hands must be a list")
        self.refused(self.changed(hands=[["6c", 7], 3]), "hands[0] must be a card")
        self.refused(self.changed(table=[["4e"], []]), "table[1] must hold at least one card")
        self.refused(self.changed(table=["4e"]), "table[0] must be a list")
        self.refused(self.changed(phase="Playing"), "phase must be one of")
        self.refused(self.changed(rules="escoba | stock 3"), "rules must be rules text")
        self.refused(self.changed(last="-"), "last must be an integer")
        self.refused(self.changed(voids=[["jk", 11], []]), "voids[0][1] must be from 1 to 10")
        self.refused(self.changed(declined=[["jk"], []]), "declined[0][0] must be an integer")

    def test_cards_that_would_change_the_text(self):
        for card in ("-", "?", "7o 5c", "7o|x", "7o+5c", "", "7o/5c", "7o\n"):
            self.refused(self.changed(aside=[card]), "aside must be a card")

    def test_numbers(self):
        self.refused(self.changed(hand=2**64), "hand must be from 1 to 2147483647")
        self.refused(self.changed(scores=[10**400, 0]), "scores[0] must be from 0 to 32767")
        self.refused(self.changed(hands=[["6c", "7e", "7b"], 0]), "a hidden hand's count")
        self.refused(self.changed(sweeps=[0] * 5), "sweeps has 5 items, more than 4")

    def test_what_the_library_refuses(self):
        self.refused(self.changed(hands=[["6c", "7e", "7b"], 2]), "impossible view")
        self.refused(self.changed(aside=["6c"]), "6c")

    def test_text_that_is_not_json(self):
        self.refused('{"view": 1', "not JSON")
        self.refused("[" * 100000 + "]" * 100000, "not JSON")
        self.refused("[" * 300000, "more than 262144")
        self.refused(json.dumps(self.good) + " " * 300000, "more than 262144")
        self.refused("[1, 2]", "the JSON must be an object")
        with self.assertRaises(TypeError):
            View.from_json(42)  # type: ignore[arg-type]

    def test_any_value_in_any_field(self):
        """Every field of every fixture set to values of every type: read,
        or refused with ParseError, never another exception."""
        junk = (None, True, -1, 0, 1, 3, 2**70, 1.5, "", "x", "7o", "-", [], [None], [[]],
                [1, 2], ["7o"], [["7o"]], [3, 3], {}, {"a": 1}, [[1, "jk"], []])
        for name, fixture in _fixtures():
            for field in fixture["json"]:
                for value in junk:
                    data = {**fixture["json"], field: value}
                    try:
                        View.from_json(data)
                    except ParseError:
                        pass

    def test_view_text_that_is_not_view_notation(self):
        with self.assertRaises(ParseError):
            view_text_to_json("position 1 | rules escoba")
        with self.assertRaises(ParseError):
            view_text_to_json("view 1 | viewer 0")


if __name__ == "__main__":
    unittest.main()
