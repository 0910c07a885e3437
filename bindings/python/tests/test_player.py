# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The built-in computer players (doc/players.md)."""

import copy
import os
import unittest

import escopa
from escopa import Game, Move, Phase, Player, Preset, SplitMix64

QUICK = bool(os.environ.get("ESCOPA_TEST_GAMES"))
MASK = (1 << 64) - 1


class SplitMix64Test(unittest.TestCase):
    def test_reference_outputs(self):
        # the first outputs of SplitMix64 seeded with 0 (Vigna's reference)
        rng = SplitMix64(0)
        self.assertEqual([rng.next() for _ in range(3)],
                         [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F])
        self.assertEqual(rng.state, 3 * 0x9E3779B97F4A7C15 & MASK)

    def test_state_and_copies(self):
        self.assertEqual(SplitMix64(MASK).state, MASK)
        for bad in (-1, 2**64 + 3):  # a seed is a uint64, not taken modulo 2**64
            with self.assertRaises(ValueError):
                SplitMix64(bad)
        rng = SplitMix64(9)
        twin = copy.copy(rng)
        rng.next()
        self.assertNotEqual(rng, twin)
        self.assertEqual(rng, SplitMix64(9 + 0x9E3779B97F4A7C15))
        self.assertIn("0x", repr(rng))
        with self.assertRaises(TypeError):
            SplitMix64("seed")
        with self.assertRaises(TypeError):
            {rng}  # mutable, so unhashable


class ChooseMoveTest(unittest.TestCase):
    def test_both_players_choose_legal_moves_in_every_preset(self):
        for preset in Preset:
            for players in ((2, 4) if QUICK else (2, 3, 4)):
                with self.subTest(preset=preset.key, players=players):
                    game = Game(preset, players=players, seed=players * 31)
                    rng = SplitMix64(players)
                    turn = 0
                    while game.phase != Phase.GAME_OVER:
                        if game.phase != Phase.PLAYING:
                            game.next_hand()
                            continue
                        before = game.clone()
                        greedy = game.choose_move(Player.GREEDY)
                        random_move = game.choose_move(Player.RANDOM, rng)
                        self.assertIsInstance(greedy, Move)
                        self.assertTrue(game.is_legal(greedy))
                        self.assertTrue(game.is_legal(random_move))
                        self.assertEqual(game, before)  # choosing changes nothing
                        turn += 1
                        game.play(greedy if turn % 2 else random_move)

    def test_greedy_is_deterministic_and_ignores_the_generator(self):
        game = Game(Preset.ESCOBA, players=3, seed=12)
        rng = SplitMix64(1)
        for _ in range(20 if QUICK else 60):
            if game.phase != Phase.PLAYING:
                game.next_hand()
                continue
            move = game.choose_move()
            self.assertEqual(game.choose_move(Player.GREEDY), move)
            self.assertEqual(game.clone().choose_move(), move)
            self.assertEqual(Game.from_position(game.position).choose_move(), move)
            self.assertEqual(game.choose_move(Player.GREEDY, rng), move)
            self.assertEqual(game.choose_move(1, 12345), move)
            game.play(move)
        self.assertEqual(rng, SplitMix64(1))

    def test_greedy_takes_a_sweep(self):
        deck = [escopa.Card(c) for c in "5o 1c 2c 3c 4c 6c 5c 2o 2e 1e".split()]
        deck += [c for c in escopa.DECK if c not in deck]
        game = Game.from_deck(Preset.ESCOBA_DE_15, 2, deck)
        self.assertEqual(game.choose_move(), Move("5o x 5c+2o+2e+1e"))

    def test_random_draws_one_step_per_decision(self):
        game = Game(Preset.ESCOPA, players=2, seed=5)
        rng = SplitMix64(77)
        mirror = SplitMix64(77)
        for _ in range(20 if QUICK else 80):
            if game.phase != Phase.PLAYING:
                game.next_hand()
                continue
            moves = game.legal_moves()
            state = rng.state
            move = game.choose_move(Player.RANDOM, rng)
            self.assertEqual(move, moves[mirror.next() % len(moves)])
            self.assertEqual(rng, mirror)
            # an int is the state for one decision, and is not advanced
            self.assertEqual(game.choose_move(Player.RANDOM, state), move)
            self.assertEqual(game.choose_move(Player.RANDOM, state), move)
            game.play(move)

    def test_random_games_are_reproducible(self):
        def play(seed):
            game = Game(Preset.SCOPA, players=3, seed=seed)
            rng = SplitMix64(seed)
            moves = []
            while game.phase != Phase.GAME_OVER:
                if game.phase != Phase.PLAYING:
                    game.next_hand()
                else:
                    moves.append(game.choose_move(Player.RANDOM, rng))
                    game.play(moves[-1])
            return moves, game.position
        self.assertEqual(play(3), play(3))
        self.assertNotEqual(play(3)[0], play(4)[0])

    def test_greedy_beats_random(self):
        wins = 0
        games = 6 if QUICK else 20
        for seed in range(games):
            game = Game(Preset.ESCOBA_DE_15, players=2, seed=seed)
            rng = SplitMix64(seed)
            while game.phase != Phase.GAME_OVER:
                if game.phase != Phase.PLAYING:
                    game.next_hand()
                elif game.current_seat == seed % 2:
                    game.play(game.choose_move(Player.GREEDY))
                else:
                    game.play(game.choose_move(Player.RANDOM, rng))
            wins += game.winner == seed % 2
        self.assertGreaterEqual(wins, games * 3 // 4)

    def test_bad_arguments(self):
        game = Game(seed=1)
        before = game.clone()
        with self.assertRaises(escopa.NullArgumentError):
            game.choose_move(Player.RANDOM)
        with self.assertRaises(escopa.InvalidArgumentError):
            game.choose_move(7)
        with self.assertRaises(escopa.InvalidArgumentError):
            game.choose_move(-1, SplitMix64(1))
        with self.assertRaises(TypeError):
            game.choose_move(Player.RANDOM, "seed")
        with self.assertRaises(TypeError):
            game.choose_move(Player.RANDOM, True)
        rng = SplitMix64(4)
        with self.assertRaises(escopa.InvalidArgumentError):
            game.choose_move(9, rng)
        self.assertEqual(rng, SplitMix64(4))  # a failed call does not advance it
        self.assertEqual(game, before)
        while game.phase == Phase.PLAYING:
            game.play(game.choose_move())
        for player, generator in ((Player.GREEDY, None), (Player.RANDOM, rng)):
            with self.assertRaises(escopa.PhaseError):
                game.choose_move(player, generator)
        self.assertEqual(rng, SplitMix64(4))
        game.close()
        with self.assertRaises(ValueError):
            game.choose_move()


if __name__ == "__main__":
    unittest.main()
