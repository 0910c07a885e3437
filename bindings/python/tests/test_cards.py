# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Cards and card sets."""

import copy
import pickle
import unittest

import escopa
from escopa import Card, CardSet, Rank, Style, Suit


class CardTest(unittest.TestCase):
    def test_every_card_formats_and_parses_in_every_style(self):
        styles = [Style.ASCII, Style.FRENCH, Style.FRENCH_ASCII, Style.SPANISH, Style.ITALIAN]
        for card_id in range(escopa.CARD_COUNT):
            card = Card.from_id(card_id)
            for style in styles:
                text = card.format(style)
                self.assertIs(Card.parse(text, style), card, text)

    def test_constructors_agree(self):
        self.assertIs(Card("7o"), Card(7, Suit.COINS))
        self.assertIs(Card("Settebello"), escopa.SEVEN_OF_COINS)
        self.assertIs(Card("7 de Oros"), Card.from_id(24))
        self.assertIs(Card.parse("Kc", Style.FRENCH), Card(10, Suit.CLUBS))
        self.assertIs(Card.parse("Kc"), Card(10, Suit.CUPS))  # ANY reads c as cups

    def test_properties(self):
        card = Card("Caballo de Copas")
        self.assertEqual((card.id, card.rank, card.value, card.suit, card.is_joker),
                         (33, Rank.KNIGHT, 9, Suit.CUPS, False))
        joker = escopa.JOKERS[0]
        self.assertEqual((joker.rank, joker.value, joker.suit, joker.is_joker),
                         (Rank.JOKER, 0, None, True))
        self.assertEqual(str(card), "9c")
        self.assertEqual(repr(card), "Card('9c')")
        self.assertEqual(card.format(Style.FRENCH), "Q♥")
        self.assertEqual(int(card), 33)

    def test_cards_are_hashable_and_ordered(self):
        cards = [Card.from_id(i) for i in (30, 2, 17)]
        self.assertEqual(sorted(cards), [Card.from_id(2), Card.from_id(17), Card.from_id(30)])
        self.assertEqual(len({Card("7o"), Card("7 de Oros"), Card("7♦")}), 1)
        self.assertLess(Card("1o"), Card("1c"))
        self.assertIs(copy.copy(Card("7o")), Card("7o"))
        self.assertIs(pickle.loads(pickle.dumps(Card("7o"))), Card("7o"))

    def test_bad_cards_raise(self):
        for text in ["", "0o", "11o", "7x", "zz", "7 de", "7o 5c"]:
            with self.assertRaises(escopa.ParseError, msg=text) as ctx:
                Card(text)
            self.assertEqual(ctx.exception.status_name, "ESCOPA_E_PARSE")
        for args in [(0, Suit.COINS), (11, Suit.COINS), (7, 4), (7, -1)]:
            with self.assertRaises(escopa.InvalidCardError):
                Card(*args)
        for card_id in [-1, 42, 1000]:
            with self.assertRaises(escopa.InvalidCardError):
                Card.from_id(card_id)
        with self.assertRaises(TypeError):
            Card(7)

    def test_suit_names(self):
        self.assertEqual(Suit.COINS.name_in(Style.SPANISH), "Oros")
        self.assertEqual(Suit.CUPS.name_in(Style.ITALIAN), "Coppe")
        self.assertEqual(Suit.CLUBS.name_in(Style.FRENCH), "♣")


class CardSetTest(unittest.TestCase):
    def test_set_behaviour(self):
        hand = CardSet("7o 10b 3c")
        self.assertEqual(len(hand), 3)
        self.assertIn(Card("7o"), hand)
        self.assertIn("10b", hand)
        self.assertNotIn(Card("7c"), hand)
        self.assertEqual(list(hand), [Card("3c"), Card("7o"), Card("10b")])
        self.assertEqual(str(hand), "3c 7o 10b")
        self.assertEqual(repr(hand), "CardSet('3c 7o 10b')")
        self.assertTrue(hand)
        self.assertFalse(CardSet())

    def test_set_operations(self):
        a, b = CardSet("1o 2o 3o"), CardSet("3o 4o")
        self.assertEqual(a | b, CardSet("1o 2o 3o 4o"))
        self.assertEqual(a & b, CardSet("3o"))
        self.assertEqual(a - b, CardSet("1o 2o"))
        self.assertEqual(a ^ b, CardSet("1o 2o 4o"))
        self.assertEqual(a | {Card("5o")}, CardSet("1o 2o 3o 5o"))
        self.assertTrue(CardSet("3o") <= a)
        self.assertEqual(a, {Card("1o"), Card("2o"), Card("3o")})
        self.assertEqual(hash(a), hash(CardSet("3o 2o 1o")))
        self.assertEqual(len({a, CardSet([Card("1o"), "2o", "3o"])}), 1)

    def test_masks_and_styles(self):
        every = CardSet.from_mask((1 << 42) - 1)
        self.assertEqual(len(every), 42)
        self.assertEqual(escopa.DECK, CardSet.from_mask((1 << 40) - 1))
        for style in [Style.ASCII, Style.FRENCH, Style.FRENCH_ASCII, Style.SPANISH, Style.ITALIAN]:
            self.assertEqual(CardSet(every.format(style), style), every)
        self.assertEqual(CardSet("7o 5c").mask, (1 << 24) | (1 << 17))
        self.assertEqual(CardSet("7o 5c 3e").value(), 15)
        self.assertEqual(pickle.loads(pickle.dumps(CardSet("7o"))), CardSet("7o"))

    def test_bad_sets_raise(self):
        with self.assertRaises(escopa.ParseError):
            CardSet("7o 7o")
        with self.assertRaises(escopa.ParseError):
            CardSet("7o banana")
        with self.assertRaises(escopa.InvalidCardError):
            CardSet.from_mask(1 << 42)
        with self.assertRaises(escopa.InvalidCardError):
            CardSet.from_mask(-1)
        with self.assertRaises(TypeError):
            CardSet(5)
        with self.assertRaises(TypeError):
            CardSet([5])


if __name__ == "__main__":
    unittest.main()
