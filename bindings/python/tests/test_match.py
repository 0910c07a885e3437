# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The rules of 1.3: matches, deal rotation, shared ties, the hand limit
and the Brazilian Escopa description's last-round check."""

import unittest

import escopa
from escopa import (DECK, CardSet, Game, Option, Phase, Preset, Record, Rules,
                    check_last_round, score_mistake, score_piles)


def play_game_out(game):
    while game.phase != Phase.GAME_OVER:
        if game.phase == Phase.HAND_OVER:
            game.next_hand()
        else:
            game.play(game.legal_moves()[0])


class MatchTest(unittest.TestCase):
    def test_escopa_match_preset(self):
        # "Game is 15 points and a match is 4 games"
        rules = Rules(Preset.ESCOPA_MATCH)
        self.assertEqual((rules.target, rules.team_target, rules.match_games), (15, 15, 4))
        self.assertTrue(rules.deal_rotation)
        self.assertEqual(Preset.ESCOPA_MATCH.key, "escopa_match")
        self.assertIsNone(escopa._lib.escopa_preset_name(len(Preset)))

    def test_a_match_plays_to_its_winner(self):
        game = Game(Preset.ESCOPA_MATCH, players=2, seed=3)
        games = 0
        while True:
            self.assertFalse(game.match_over)
            self.assertIsNone(game.match_winner)
            with self.assertRaises(escopa.PhaseError):
                game.next_game()
            play_game_out(game)
            games += 1
            self.assertEqual(game.game_number, games)
            if game.match_over:
                break
            game.next_game()
            self.assertEqual(game.scores, (0, 0))
            self.assertEqual(game.hand_number, 1)
        wins = [game.games_won(side) for side in range(2)]
        self.assertGreaterEqual(games, 4)
        self.assertEqual(sum(wins), games)
        self.assertEqual(game.match_winner, wins.index(max(wins)))
        with self.assertRaises(escopa.PhaseError):
            game.next_game()

    def test_match_arguments_are_checked(self):
        game = Game(Preset.ESCOPA_MATCH, players=4, seed=1)
        for bad in ("0", 0.5, None):  # a bool counts as 0 or 1
            with self.assertRaises(TypeError):
                game.games_won(bad)
        for bad in (-1, 2, 2**70):
            with self.assertRaises(escopa.InvalidArgumentError):
                game.games_won(bad)

    def test_record_of_a_match(self):
        record = Record(Preset.ESCOPA_MATCH, players=2, seed=9)
        while True:
            game = record.game
            if game.phase == Phase.GAME_OVER:
                if game.match_over:
                    break
                record.next_game()
            elif game.phase == Phase.HAND_OVER:
                record.next_hand()
            else:
                record.play(game.legal_moves()[0])
        text = record.text
        self.assertIn("\nGame 2\n", text)
        back = Record.parse(text)
        self.assertEqual(back.game, record.game)


class RulesOf13Test(unittest.TestCase):
    def test_options_and_bounds(self):
        self.assertEqual(Option.MATCH_GAMES.bounds, (1, 99))
        self.assertEqual(Option.HAND_LIMIT.bounds, (0, 30000))
        self.assertEqual(Option.DEAL_ROTATION.key, "deal_rotation")
        self.assertIsNone(escopa._lib.escopa_option_name(len(Option)))
        with self.assertRaises(escopa.Error):
            Rules(match_games=100)

    def test_shared_ties(self):
        # the Italian-language Escoba de 15 guide: shared "only if
        # explicitly agreed"
        piles = [CardSet("1c 1e"), CardSet("2c 2e")]
        self.assertEqual([s.cards for s in score_piles(Preset.ESCOBA_DE_15, piles)], [0, 0])
        shared = Rules(Preset.ESCOBA_DE_15, shared_ties=True)
        self.assertEqual([s.cards for s in score_piles(shared, piles)], [1, 1])

    def test_hand_limit_draw(self):
        rules = Rules(Preset.ESCOBA_DE_15, hand_limit=2, score_cards=False, score_coins=False,
                      score_seven_of_coins=False, primiera=0, sweep_on_last_play=False)
        game = Game(rules, players=3, seed=5)
        play_game_out(game)
        self.assertEqual(game.hand_number, 2)
        self.assertTrue(game.drawn)
        self.assertIsNone(game.winner)

    def test_last_round_check_and_penalty(self):
        # "the cards on the table must add up 10, 25, 40 or 55 points"
        table = CardSet("10o")
        side0 = CardSet("7o 8o")
        side1 = CardSet.from_mask(DECK.mask & ~(side0.mask | table.mask))
        self.assertEqual(check_last_round(Preset.ESCOPA, [side0, side1], table), (True, ()))
        wrong = CardSet("7o 9o")
        table = CardSet("8o 10o")
        rest = CardSet.from_mask(DECK.mask & ~(wrong.mask | table.mask))
        self.assertEqual(check_last_round(Preset.ESCOPA, [wrong, rest], table), (False, (0, 1)))
        with self.assertRaises(escopa.InvalidArgumentError):
            check_last_round(Preset.ESCOPA, [wrong], table)
        with self.assertRaises(escopa.InvalidArgumentError):
            check_last_round(Preset.ESCOBA_COMODINES, [side0, side1], CardSet("10o"))
        with self.assertRaises(TypeError):
            check_last_round(Preset.ESCOPA, "7o 8o", table)
        with self.assertRaises(TypeError):
            check_last_round(Preset.ESCOPA, [side0, 5], table)
        with self.assertRaises(escopa.InvalidArgumentError):
            check_last_round(Preset.ESCOPA, [], table)
        # "their opponent(s) score 6 points plus any points for escopas"
        self.assertEqual(score_mistake(Preset.ESCOPA, [2, 1, 0], 0), (0, 7, 6))
        with self.assertRaises(TypeError):
            score_mistake(Preset.ESCOPA, [1, "2"], 0)
        with self.assertRaises(TypeError):
            score_mistake(Preset.ESCOPA, [1, 2], 0.0)
        with self.assertRaises(escopa.InvalidArgumentError):
            score_mistake(Preset.ESCOPA, [1, 2], 2)
        with self.assertRaises(escopa.InvalidArgumentError):
            score_mistake(Preset.ESCOPA, [1, 2**40], 0)
        with self.assertRaises(escopa.InvalidArgumentError):
            score_mistake(Preset.ESCOPA, [1] * 5, 0)


if __name__ == "__main__":
    unittest.main()
