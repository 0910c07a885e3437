# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Refusals: for every reason the engine can refuse a move, a position
where Game.play() refuses a move for exactly that reason, with the error's
``refusal`` and ``refusal_text``; Game.refusal(), Game.refusal_text(), the
Refusal names, Record.play() and Batch.step() naming the slot.

Positions are written in position notation: two players, seat 1 deals,
seat 0 is to play; the cards not named go to side 0's captures (adding up
to a multiple of 15) and to the stock."""

import unittest

import escopa
from escopa import (CardSet, Game, IllegalMoveError, MalformedMoveError, PhaseError, Refusal,
                    Rules, Style)


def _pick(cards, want, total=0):
    """``want`` regular cards of ``cards`` adding up to a multiple of 15."""
    if want == 0:
        return [] if total % 15 == 0 else None
    for i, card in enumerate(cards):
        rest = _pick(cards[i + 1:], want - 1, total + card.value)
        if rest is not None:
            return [card] + rest
    return None


def at(rules, hand0, hand1, table):
    """A game of ``rules`` (rules text), seat 0 holding hand0, seat 1
    hand1, and the table (stacks joined by '+'), in the first hand."""
    jokers = Rules(rules).jokers
    deck = 40 + jokers
    h0, h1, t = CardSet(hand0), CardSet(hand1), CardSet(table)
    k = len(h0)
    assert len(h1) == k
    everything = CardSet(escopa.DECK) | (escopa.JOKERS if jokers == 2 else CardSet())
    error = None
    # The first table is 4 cards and, in some releases' rules, one more
    # per joker: the stock is what dealing it and the hands leaves.
    for first_table in sorted({4 + jokers, 4}, reverse=True):
        rounds = 1 if k == 3 else 0   # rounds of deals before this one
        while True:
            stock = deck - first_table - 6 * (rounds + 1)
            captured = deck - stock - 2 * k - len(t)
            if captured >= 0:
                break
            rounds += 1
        free = [c for c in everything - (h0 | h1 | t)]
        side0 = CardSet(_pick([c for c in free if not c.is_joker], captured))
        rest = CardSet(free) - side0
        text = (f"position 1 | rules {rules} | players 2 | hand 1 | dealer 1 | "
                f"phase playing | seat 0 | plays {6 * rounds + 2 * (3 - k)} | "
                f"hands {hand0} / {hand1} | table {table} | stock {rest.format() or '-'} | "
                f"captured {side0.format() or '-'} / - | sweeps 0 0 | aside - | scores 0 0 | "
                f"last {'0' if side0 else '-'} | winner - | rng 0000000000000001")
        try:
            return Game.from_position(text)
        except escopa.ParseError as exc:
            error = exc
    raise error


class RefusalTest(unittest.TestCase):
    def refused(self, game, move, refusal, text, error=IllegalMoveError):
        """The engine refuses ``move`` for exactly ``refusal``: the code,
        the sentence, the error of play() and the game unchanged."""
        self.assertIs(game.refusal(move), refusal)
        self.assertEqual(game.refusal_text(move), text)
        if error is PhaseError:  # is_legal() too raises it
            self.assertRaises(PhaseError, game.is_legal, move)
        else:
            self.assertFalse(game.is_legal(move))
        before = game.position
        with self.assertRaises(error) as caught:
            game.play(move)
        self.assertEqual(game.position, before)
        self.assertIs(caught.exception.refusal, refusal)
        self.assertEqual(caught.exception.refusal_text, text)
        self.assertIn(text, str(caught.exception))
        return caught.exception

    def legal(self, game, move):
        self.assertIs(game.refusal(move), Refusal.NONE)
        self.assertEqual(game.refusal_text(move), "the move is legal")
        self.assertTrue(game.is_legal(move))

    def test_no_hand_in_play(self):
        game = Game("escoba_de_15", seed=7)
        move = None
        while game.phase == escopa.Phase.PLAYING:
            move = game.legal_moves()[0]
            game.play(move)
        self.refused(game, move, Refusal.NO_HAND, "no hand is in play: the hand is over",
                     PhaseError)

    def test_malformed_move(self):
        game = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b")
        self.refused(game, 0, Refusal.MALFORMED, "the value 0x0 is not a move",
                     MalformedMoveError)

    def test_card_not_held(self):
        game = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b")
        self.refused(game, "10e", Refusal.NOT_HELD, "seat 0 does not hold 10e")
        self.legal(game, "1o")

    def test_not_this_seats_turn(self):
        game = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b")
        self.refused(game, "1c", Refusal.NOT_YOUR_TURN,
                     "seat 0 does not hold 1c; seat 1 does, and it is seat 0's turn")

    def test_target_not_on_table(self):
        game = at("escoba_de_15", "5o 1c 1e", "2c 2e 3c", "10e 9b 8b 7b")
        self.refused(game, "5o x 10c", Refusal.NOT_ON_TABLE, "10c is not on the table")

    def test_part_of_a_pile(self):
        # the English Escoba guide: "This set will then add up as though it were one card"
        game = at("escoba", "10o 2c 1b", "1c 1e 4c", "2o+3e 2b 6b 9b")
        self.refused(game, "10o x 3e+2b", Refusal.PART_OF_PILE,
                     "2o+3e is one pile, taken or set upon only as a whole")
        self.legal(game, "10o x 2o+3e")

    def test_sum_not_15(self):
        # the Escoba de 15 guide: "sommano esattamente a 15"
        game = at("escoba_de_15", "10c 1o 2o", "1e 2e 3e", "6e 5o 3b 4b")
        self.refused(game, "10c x 6e", Refusal.SUM_NOT_15, "10c and 6e make 16, not 15")
        self.assertEqual(game.refusal_text("10c x 6e", Style.FRENCH),
                         "K\u2665 and 6\u2660 make 16, not 15")
        self.legal(game, "10c x 5o")

    def test_sum_not_a_multiple_of_15(self):
        # the Brazilian Escopa description: "15 or a multiple thereof"
        game = at("escopa", "10c 1o 2o", "1e 2e 3e", "6e 5o 9b 6b")
        self.refused(game, "10c x 6e", Refusal.SUM_NOT_MULTIPLE_OF_15,
                     "10c and 6e make 16, not a multiple of 15")
        self.legal(game, "10c x 5o+6e+9b")

    def test_scopa_sum_not_card_value(self):
        game = at("scopa", "7o 1c 1e", "2o 2b 4c", "3c 2e 6b 9b")
        self.refused(game, "7o x 3c+2e", Refusal.SUM_NOT_CARD_VALUE,
                     "7o takes cards adding up to 7, and 2e and 3c make 5")

    def test_scopa_equal_rank_must_be_taken(self):
        game = at("scopa", "7o 1c 1e", "2o 2b 4c", "7c 3e 4b 9b")
        self.refused(game, "7o x 3e+4b", Refusal.MUST_TAKE_EQUAL_RANK,
                     "7o must take 7c, the card of its rank, alone")
        self.legal(game, "7o x 7c")

    def test_card_must_capture(self):
        # the English Escoba guide: "If a Player plays a card that can
        # capture, they are forced to do so."
        game = at("escoba_de_15", "7o 1c 1e", "2c 2e 3c", "8c 2b 3b 4b")
        self.refused(game, "7o", Refusal.MUST_CAPTURE, "7o can capture, so it must capture")
        self.assertEqual(game.refusal_text("7o", Style.FRENCH),
                         "7\u2666 can capture, so it must capture")

    def test_hand_must_capture(self):
        game = at("escoba_de_15 forced_capture=per_hand", "7o 1c 1e", "2c 2e 3c",
                  "8c 10b 10e 9b")
        self.refused(game, "1c", Refusal.HAND_MUST_CAPTURE,
                     "7o can capture, so seat 0 must capture")

    def test_must_set(self):
        # the English Escoba guide: "Players must set their card onto an existing card"
        game = at("escoba", "1o 2o 3e", "1c 2c 3c", "10e 10b 9e 9b")
        self.refused(game, "3e", Refusal.MUST_SET,
                     "with 4 piles on the table, 3e must be set onto a pile")
        self.assertEqual(game.refusal_text("3e", Style.FRENCH),
                         "with 4 piles on the table, 3\u2660 must be set onto a pile")
        self.legal(game, "3e on 9e")

    def test_set_without_stacking(self):
        game = at("escoba_de_15", "1o 2o 3o", "1c 2c 3c", "10e 10b 9e 9b")
        self.refused(game, "1o on 10e", Refusal.NO_STACKING,
                     "without the stacking rule, 1o cannot be set onto a pile")

    def test_capturing_card_set(self):
        game = at("escoba forced_capture=none", "5o 1c 2c", "1e 2e 3e", "10e 10b 9e 9b")
        self.refused(game, "5o on 9e", Refusal.CAPTURING_CARD_SET,
                     "5o can capture, so it cannot be set onto a pile")
        self.legal(game, "5o")

    def test_set_onto_several_piles(self):
        game = at("escoba", "1o 2o 3e", "1c 4c 3c", "2c 3b 10e 10b")
        self.refused(game, "1o on 2c+3b", Refusal.SEVERAL_PILES,
                     "2c+3b is 2 piles, and 1o can be set onto one only")

    def test_pile_over_14(self):
        # the English Escoba guide: "Players cannot set a card on a set that would exceed 15"
        game = at("escoba", "6o 1c 1e", "2c 2e 3c", "10e 10b 8e 8b")
        self.refused(game, "6o on 10e", Refusal.PILE_OVER_14,
                     "setting 6o onto 10e makes a pile of 16, and a pile may not pass 14")

    def test_names_and_sentences(self):
        for refusal in Refusal:
            self.assertEqual(refusal.c_name, "ESCOPA_REFUSAL_" + refusal.name)
            self.assertTrue(refusal.text)
        self.assertEqual(Refusal.MUST_CAPTURE.text, "a card that can capture must capture")
        self.assertEqual(len({r.text for r in Refusal}), len(Refusal))

    def test_other_errors_carry_no_refusal(self):
        with self.assertRaises(escopa.InvalidArgumentError) as caught:
            Game(players=7)
        self.assertIsNone(caught.exception.refusal)
        self.assertIsNone(caught.exception.refusal_text)
        self.assertIsNone(caught.exception.slot)

    def test_record_play_says_why(self):
        record = escopa.Record("escoba_de_15", 2, 3)
        seat1 = record.game.hand(1)
        card = next(iter(seat1))
        with self.assertRaises(IllegalMoveError) as caught:
            record.play(card.format())
        self.assertIs(caught.exception.refusal, Refusal.NOT_YOUR_TURN)
        self.assertIn("does not hold", str(caught.exception))
        self.assertEqual(len(record), 0)

    def test_record_reader_gives_the_sentence(self):
        # seed 5 deals seat 0 2o 2c 10c and the table 6e 6b 7o 10e
        text = str(escopa.Record("escoba_de_15", 2, 5)) + "1. 2o x 6e\n"
        with self.assertRaises(escopa.ParseError) as caught:
            escopa.Record.parse(text)
        self.assertEqual(caught.exception.reason, "2o x 6e is illegal: 2o and 6e make 8, not 15")
        self.assertEqual(caught.exception.parse_status_name, "ESCOPA_E_ILLEGAL")

    def test_batch_names_the_slot(self):
        batch = escopa.Batch("escoba_de_15", players=2, size=4, seed=1, numpy=False)
        counts = list(batch.move_counts)
        actions = [0, 0, counts[2], 0]
        with self.assertRaises(IllegalMoveError) as caught:
            batch.step(actions)
        exc = caught.exception
        self.assertEqual(exc.slot, 2)
        self.assertIs(exc.refusal, Refusal.NO_SUCH_ACTION)
        self.assertIn("slot 2", str(exc))
        self.assertEqual(exc.refusal_text, f"action {counts[2]} is not below the move count "
                                           f"{counts[2]}")

        # slot 1's listed move overwritten by a card nobody holds
        game = batch.game(1)
        nobody = next(iter(CardSet(escopa.DECK) - game.hand(0) - game.hand(1)))
        batch.moves[1, 0] = escopa.Move(nobody.format()).value
        with self.assertRaises(IllegalMoveError) as caught:
            batch.step([0, 0, 0, 0])
        exc = caught.exception
        self.assertEqual(exc.slot, 1)
        self.assertIs(exc.refusal, Refusal.NOT_HELD)
        self.assertEqual(exc.refusal_text, f"seat 0 does not hold {nobody.format()}")
        self.assertIn("slot 1: seat 0 does not hold", str(exc))


if __name__ == "__main__":
    unittest.main()
