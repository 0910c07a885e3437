# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The bindings play exactly the games the C library plays: the same seed,
the same moves, the same scores, across every preset and player count.
The C side is tests/agreement/trace-game.c; meson passes its path in
ESCOPA_TRACE_GAME."""

import os
import subprocess
import unittest

from escopa import Game, Phase, Preset

TRACE = os.environ.get("ESCOPA_TRACE_GAME")
# Fewer seeds when the suite runs under valgrind (which sets ESCOPA_TEST_GAMES).
SEEDS = (1,) if os.environ.get("ESCOPA_TEST_GAMES") else (1, 77, 2026)
MASK = (1 << 64) - 1


def splitmix(state):
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def python_trace(preset, players, seed):
    game = Game(preset, players=players, seed=seed)
    rng = seed ^ 0xC0FFEE
    lines = []
    while game.phase != Phase.GAME_OVER:
        if game.phase != Phase.PLAYING:
            game.next_hand()
            continue
        seat = game.current_seat
        moves = game.legal_moves()
        rng, r = splitmix(rng)
        move = moves[r % len(moves)]
        result = game.play(move)
        lines.append(f"seat {seat} moves {len(moves)} play {move.value:x} "
                     f"flags {int(result.flags)} sweep {result.sweep_points}")
        if result.hand_over:
            for side, score in enumerate(game.hand_scores()):
                items = " ".join(str(v) for v in score)
                lines.append(f"side {side} hand {items} game {game.scores[side]}")
    lines.append(f"winner {game.winner}")
    return lines


@unittest.skipUnless(TRACE, "ESCOPA_TRACE_GAME is not set (run through meson test)")
class AgreementTest(unittest.TestCase):
    def test_same_games_as_the_c_library(self):
        for preset in Preset:
            for players in (2, 3, 4):
                for seed in SEEDS:
                    with self.subTest(preset=preset.key, players=players, seed=seed):
                        c_lines = subprocess.run(
                            [TRACE, preset.key, str(players), str(seed)],
                            check=True, capture_output=True, text=True).stdout.splitlines()
                        self.assertEqual(python_trace(preset, players, seed), c_lines)


if __name__ == "__main__":
    unittest.main()
