# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Games: state, moves, playing, scores, copies."""

import copy
import unittest

import escopa
from escopa import (Card, CardSet, Game, Move, MoveKind, Option, Phase, PlayFlag, Preset,
                    Rules, Score)


def known_deck(hands, table, rest=()):
    """A deck order dealing these hands (seat after the dealer first) and
    this table, then the given stock cards, then the others in id order."""
    order = []
    for hand in hands:
        order += list(CardSet(hand))
    order += list(CardSet(table))
    order += [Card(c) for c in rest]
    order += [c for c in escopa.DECK if c not in order]
    return order


def play_out(game, choose=lambda moves: moves[0]):
    while game.phase != Phase.GAME_OVER:
        if game.phase in (Phase.HAND_OVER, Phase.MISDEAL):
            game.next_hand()
        else:
            game.play(choose(game.legal_moves()))


class GameTest(unittest.TestCase):
    def test_new_game_state(self):
        game = Game(Preset.ESCOBA_DE_15, players=3, seed=5)
        self.assertEqual((game.players, game.sides, game.phase), (3, 3, Phase.PLAYING))
        self.assertEqual((game.dealer, game.current_seat, game.hand_number), (2, 0, 1))
        self.assertEqual([len(h) for h in game.hands], [3, 3, 3])
        self.assertEqual(len(game.stock), 27)
        self.assertEqual(game.scores, (0, 0, 0))
        self.assertIsNone(game.winner)
        self.assertIsNone(game.last_capture_side)
        self.assertEqual(game.option(Option.TARGET), 21)
        self.assertEqual(game.option("target"), 21)
        self.assertEqual(game.rules.target, 21)
        cards = set(game.table) | set(game.set_aside) | set(game.stock)
        for hand in game.hands:
            cards |= set(hand)
        self.assertEqual(cards, set(escopa.DECK))
        self.assertEqual(CardSet([c for pile in game.piles for c in pile]), game.table)

    def test_partnerships(self):
        game = Game(Preset.ESCOBA, players=4, seed=1)
        self.assertEqual(game.sides, 2)
        self.assertEqual([game.side_of(s) for s in range(4)], [0, 1, 0, 1])
        cutthroat = Game(Rules(Preset.ESCOBA, partnerships=False), players=4)
        self.assertEqual(cutthroat.sides, 4)

    def test_known_deck_capture_and_sweep(self):
        # doc/rules.md, "A turn": a capture that empties the table is a sweep
        deck = known_deck(["5o 1c 2c", "3c 4c 6c"], "5c 2o 2e 1e")
        game = Game.from_deck(Preset.ESCOBA_DE_15, 2, deck)
        self.assertEqual(game.hand(0), CardSet("5o 1c 2c"))
        self.assertEqual(game.table, CardSet("5c 2o 2e 1e"))
        self.assertIn(Move("5o x 5c+2o+2e+1e"), game.legal_moves())
        result = game.play("5o x 5c+2o+2e+1e")
        self.assertTrue(result.sweep)
        self.assertTrue(result.cleared_table)
        self.assertEqual(result.sweep_points, 1)
        self.assertEqual(result.taken, CardSet("5c 2o 2e 1e"))
        self.assertEqual((result.seat, result.side), (0, 0))
        self.assertEqual(game.sweeps(0), 1)
        self.assertEqual(game.captured(0), CardSet("5o 5c 2o 2e 1e"))
        self.assertEqual(game.last_capture_side, 0)
        self.assertEqual(game.current_seat, 1)

    def test_moves_are_listed_in_documented_order(self):
        game = Game(Preset.ESCOPA, players=2, seed=11)
        for _ in range(30):
            if game.phase != Phase.PLAYING:
                break
            moves = game.legal_moves()
            self.assertEqual(len(moves), game.move_count())
            keys = [(m.card.id, {MoveKind.CAPTURE: 0, MoveKind.TRAIL: 1, MoveKind.SET: 2}[m.kind],
                     m.target.mask) for m in moves]
            self.assertEqual(keys, sorted(keys))
            self.assertEqual(len(set(moves)), len(moves))
            for move in moves:
                self.assertTrue(game.is_legal(move))
                self.assertEqual(Move(str(move)), move)
            game.play(moves[-1])

    def test_illegal_moves_raise_and_change_nothing(self):
        deck = known_deck(["5o 1c 2c", "3c 4c 6c"], "5c 2o 2e 1e")
        game = Game.from_deck(Preset.ESCOBA_DE_15, 2, deck)
        before = game.clone()
        for bad in ["5o x 5c", "3c", "1c x 2o+2e", "7o"]:
            with self.assertRaises(escopa.IllegalMoveError, msg=bad) as ctx:
                game.play(bad)
            self.assertEqual(ctx.exception.status_name, "ESCOPA_E_ILLEGAL")
            self.assertFalse(game.is_legal(bad))
        with self.assertRaises(escopa.MalformedMoveError):
            game.play(0)
        with self.assertRaises(escopa.MalformedMoveError):
            Move(0)
        with self.assertRaises(escopa.ParseError):
            game.play("not a move")
        with self.assertRaises(TypeError):
            game.play(1.5)
        with self.assertRaises(escopa.MalformedMoveError):  # an int, not a move value
            game.play(-1)
        self.assertEqual(game, before)

    def test_bad_arguments_raise(self):
        game = Game(Preset.SCOPA, players=2)
        with self.assertRaises(escopa.InvalidArgumentError):
            game.hand(2)
        with self.assertRaises(escopa.InvalidArgumentError):
            game.captured(-1)
        with self.assertRaises(escopa.InvalidArgumentError):
            Game(players=5)
        with self.assertRaises(escopa.PhaseError):
            game.next_hand()
        with self.assertRaises(escopa.DeckError):
            game.deal(list(escopa.DECK)[:39])
        with self.assertRaises(escopa.DeckError):
            game.deal([Card("7o")] * 40)
        self.assertTrue(issubclass(escopa.IllegalMoveError, escopa.Error))
        self.assertTrue(issubclass(escopa.IllegalMoveError, ValueError))

    def test_whole_games_for_every_preset_and_player_count(self):
        for preset in Preset:
            for players in (2, 3, 4):
                game = Game(preset, players=players, seed=players)
                play_out(game)
                self.assertEqual(game.phase, Phase.GAME_OVER)
                rules = game.rules
                target = rules.team_target if game.sides != players else rules.target
                self.assertGreaterEqual(game.scores[game.winner], target)
                self.assertEqual(max(game.scores), game.scores[game.winner])
                with self.assertRaises(escopa.PhaseError):
                    game.legal_moves()
                with self.assertRaises(escopa.PhaseError):
                    game.current_seat

    def test_hand_scores(self):
        game = Game(Preset.ESCOPA, players=2, seed=3)
        while game.phase == Phase.PLAYING:
            result = game.play(game.legal_moves()[0])
        self.assertTrue(result.hand_over)
        self.assertTrue(result.flags & PlayFlag.HAND_OVER)
        scores = game.hand_scores()
        self.assertEqual(len(scores), 2)
        self.assertIsInstance(scores[0], Score)
        self.assertEqual(sum(s.card_count for s in scores) + len(game.set_aside), 40)
        for side, score in enumerate(scores):
            self.assertEqual(score.total, score.cards + score.coins + score.seven_of_coins
                             + score.sevens + score.all_coins + score.primiera + score.napola
                             + score.sweeps)
            self.assertEqual(game.scores[side], score.total)
        direct = escopa.score_piles(game.rules, [game.captured(0), game.captured(1)],
                                    [game.sweeps(0), game.sweeps(1)])
        self.assertEqual(direct, scores)

    def test_score_piles(self):
        rules = Rules(Preset.ESCOBA)
        a, b = escopa.score_piles(rules, [CardSet("7o 7c 7e 7b 1o"), CardSet("2o")], [1, 0])
        self.assertEqual((a.sevens, a.seven_of_coins, a.sweeps, a.cards), (2, 1, 1, 1))
        self.assertEqual(b.total, 0)
        with self.assertRaises(escopa.InvalidCardError):
            escopa.score_piles(rules, [CardSet("7o"), CardSet("7o")])
        with self.assertRaises(escopa.InvalidArgumentError):
            escopa.score_piles(rules, [CardSet()] * 5)
        with self.assertRaises(ValueError):
            escopa.score_piles(rules, [CardSet()], [1, 2])

    def test_clone_copy_and_equality(self):
        game = Game(Preset.ESCOBA, players=2, seed=9)
        twin = game.clone()
        self.assertEqual(game, twin)
        self.assertEqual(copy.copy(game), game)
        self.assertEqual(copy.deepcopy(game), game)
        twin.play(twin.legal_moves()[0])
        self.assertNotEqual(game, twin)
        other = Game(Preset.SCOPA, players=4, seed=1)
        other.copy_from(twin)
        self.assertEqual(other, twin)
        self.assertEqual(other.players, 2)
        self.assertNotEqual(Game(seed=1), Game(seed=2))
        self.assertEqual(Game(seed=1), Game(seed=1))

    def test_repr_shows_the_whole_state(self):
        game = Game(Preset.ESCOBA_DE_15, players=2, seed=1)
        text = repr(game)
        self.assertIn("phase=PLAYING", text)
        self.assertIn("table:", text)
        self.assertIn(str(game.hand(0)), text)
        self.assertIn("stock: 30 cards", text)


if __name__ == "__main__":
    unittest.main()
