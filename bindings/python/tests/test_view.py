# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Views and sampling: what one seat knows, its text and snapshot holding
no hidden card, its key, and samples of the hidden cards."""

import copy
import pickle
import unittest

import escopa
from escopa import (Card, CardSet, ForcedCapture, Game, Option, Phase, Preset, Rules, View,
                    observe)


def _play(game, plies, pick=7):
    for _ in range(plies):
        if game.phase == Phase.GAME_OVER:
            return
        if game.phase != Phase.PLAYING:
            game.next_hand()
            continue
        moves = game.legal_moves()
        pick = (pick * 6364136223846793005 + 1442695040888963407) % 2**64
        game.play(moves[(pick >> 33) % len(moves)])


def _games():
    """Games of several rules at several points, and their seats."""
    per_hand = Rules(Preset.ESCOPA)
    per_hand.forced_capture = ForcedCapture.PER_HAND
    open_table = Rules(Preset.ESCOPA, open_table=1)
    for rules, players in ((Preset.ESCOBA_DE_15, 2), (Preset.ESCOBA, 4), (Preset.SCOPA, 3),
                           (per_hand, 3), (open_table, 2), (Preset.ESCOBA_COMODINES, 2)):
        for plies in (0, 5, 17, 31):
            game = Game(rules, players, seed=plies + 100)
            _play(game, plies)
            for seat in range(players):
                yield game, seat


class ViewTest(unittest.TestCase):
    def test_what_a_view_holds(self):
        game = Game(Preset.ESCOBA, players=4, seed=3)
        view = game.view(2)
        self.assertEqual(view.seat, 2)
        self.assertEqual((view.players, view.sides), (4, game.sides))
        self.assertEqual(view.phase, Phase.PLAYING)
        self.assertEqual(view.current_seat, game.current_seat)
        self.assertEqual(view.dealer, game.dealer)
        self.assertEqual(view.hand_number, 1)
        self.assertEqual(view.rules, game.rules)
        self.assertEqual(view.option(Option.TARGET), game.option(Option.TARGET))
        self.assertEqual(view.option("stacking"), game.option("stacking"))
        self.assertEqual(view.hand(2), game.hand(2))
        hidden = CardSet()
        for seat in (0, 1, 3):
            self.assertEqual(view.hand(seat), CardSet())
            self.assertEqual(view.hand_size(seat), 3)
            self.assertEqual(view.excluded(seat), CardSet())
            hidden |= game.hand(seat)
        self.assertEqual(view.stock_size, len(game.stock))
        self.assertEqual(view.unseen, hidden | CardSet(game.stock))
        self.assertEqual(view.table, game.table)
        self.assertEqual(view.piles, game.piles)
        self.assertEqual(view.set_aside, game.set_aside)
        self.assertEqual(view.scores, game.scores)
        for side in range(game.sides):
            self.assertEqual(view.captured(side), game.captured(side))
            self.assertEqual(view.sweeps(side), game.sweeps(side))
        self.assertIn("seat=2", repr(view))
        self.assertIn("???", repr(view))

    def test_open_table_shows_every_hand(self):
        game = Game(Rules(Preset.ESCOPA, open_table=1), players=3, seed=3)
        view = game.view(0)
        for seat in range(3):
            self.assertEqual(view.hand(seat), game.hand(seat))
        self.assertEqual(len(view.unseen), view.stock_size)

    def test_moves_and_observation_are_the_seats(self):
        game = Game(Preset.ESCOBA_DE_15, players=2, seed=11)
        to_play = game.current_seat
        view = game.view(to_play)
        self.assertEqual(view.legal_moves(), game.legal_moves())
        self.assertEqual(view.observe(), observe(game))
        self.assertEqual(view.observe(), observe(game, to_play))
        other = game.view(1 - to_play)
        self.assertEqual(other.observe(), observe(game, 1 - to_play))
        with self.assertRaises(escopa.PhaseError):
            other.legal_moves()
        with self.assertRaises(IndexError):
            observe(game, 2)

    def test_forms_round_trip_and_hold_no_hidden_card(self):
        for game, seat in _games():
            view = game.view(seat)
            with self.subTest(position=game.position, seat=seat):
                text = view.text
                self.assertEqual(View.parse(text), view)
                self.assertEqual(str(view), text)
                named = CardSet()
                for word in text.replace("|", " ").replace("/", " ").replace("+", " ").split():
                    try:
                        named |= CardSet([Card(word)])
                    except (ValueError, TypeError):
                        pass
                self.assertFalse(named & view.unseen, text)
                snap = view.snapshot()
                self.assertEqual(len(snap), escopa.VIEW_SNAPSHOT_SIZE)
                self.assertEqual(View.from_snapshot(snap), view)
                self.assertEqual(pickle.loads(pickle.dumps(view)), view)
                # a game the seat cannot tell apart writes the same bytes
                sample = view.sample(seed=seat + 1)
                self.assertEqual(sample.view(seat).text, text)
                self.assertEqual(sample.view(seat).snapshot(), snap)

    def test_samples(self):
        for game, seat in _games():
            view = game.view(seat)
            with self.subTest(position=game.position, seat=seat):
                sample = view.sample(5)
                self.assertEqual(sample.view(seat), view)
                self.assertEqual(sample.info_key(seat), view.key)
                self.assertEqual(game.info_key(seat), view.key)
                self.assertEqual(sample.hand(seat), game.hand(seat))
                for other in range(game.players):
                    self.assertEqual(len(sample.hand(other)), len(game.hand(other)))
                    self.assertFalse(sample.hand(other) & view.excluded(other))
                self.assertEqual(view.sample(5), sample)  # the seed decides
                reused = Game()
                view.sample_into(reused, 5)
                self.assertEqual(reused, sample)
                if sample.phase == Phase.PLAYING:
                    sample.play(sample.legal_moves()[0])  # a real game

    def test_samples_vary_and_keys_tell_views_apart(self):
        game = Game(Preset.ESCOPA, players=2, seed=8)
        view = game.view(0)
        hands = {view.sample(seed).hand(1) for seed in range(20)}
        self.assertGreater(len(hands), 10)
        self.assertNotEqual(game.view(1).key, view.key)
        before = view.key
        game.play(game.legal_moves()[0])
        view.update(game, 0)
        self.assertNotEqual(view.key, before)

    def test_copies(self):
        game = Game(seed=4)
        view = game.view(1)
        clone = view.clone()
        self.assertEqual(clone, view)
        self.assertIsNot(clone, view)
        self.assertEqual(copy.copy(view), view)
        self.assertEqual(copy.deepcopy(view), view)
        other = game.view(0)
        self.assertNotEqual(other, view)
        other.copy_from(view)
        self.assertEqual(other, view)
        self.assertNotEqual(view, "a view")
        with self.assertRaises(TypeError):
            hash(view)

    def test_errors_change_nothing(self):
        game = Game(Preset.ESCOPA, players=3, seed=9)
        view = game.view(1)
        before = view.clone()
        with self.assertRaises(IndexError) as ctx:
            game.view(3)
        self.assertIn("0..2", str(ctx.exception))
        with self.assertRaises(IndexError):
            view.update(game, 5)
        with self.assertRaises(IndexError) as ctx:
            view.hand(3)
        self.assertIn("0..2", str(ctx.exception))
        with self.assertRaises(IndexError):
            view.captured(-1)
        with self.assertRaises(escopa.ParseError) as ctx:
            view.load(game.position)
        self.assertEqual(ctx.exception.offset, 0)
        bad = view.text.replace("hands ? ? ? /", "hands ? ? /", 1)
        self.assertNotEqual(bad, view.text)
        with self.assertRaises(escopa.ParseError):
            View.parse(bad)
        with self.assertRaises(escopa.ParseError):
            view.restore(game.snapshot())
        with self.assertRaises(escopa.ParseError) as ctx:
            View.from_snapshot(view.snapshot()[:-1])
        self.assertEqual(ctx.exception.offset, 255)
        with self.assertRaises(TypeError):
            View.parse(42)
        with self.assertRaises(ValueError):
            view.sample(-1)
        with self.assertRaises(TypeError):
            view.sample(1.5)
        self.assertEqual(view, before)
        view.close()
        view.close()
        self.assertIn("closed", repr(view))
        with self.assertRaises(ValueError):
            view.seat

    def test_known_voids_under_per_hand_forced_capture(self):
        rules = Rules(Preset.ESCOPA)
        rules.forced_capture = ForcedCapture.PER_HAND
        found = False
        for seed in range(40):
            game = Game(rules, players=3, seed=seed)
            _play(game, 4, pick=seed)
            if "voids" not in game.position:
                continue
            found = True
            self.assertEqual(Game.from_position(game.position), game)
            self.assertEqual(Game.from_snapshot(game.snapshot()), game)
            for seat in range(3):
                view = game.view(seat)
                for other in range(3):
                    self.assertFalse(view.excluded(other) & game.hand(other))
                self.assertEqual(View.parse(view.text), view)
        self.assertTrue(found)


if __name__ == "__main__":
    unittest.main()
