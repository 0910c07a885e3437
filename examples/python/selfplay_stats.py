#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Plays GAMES random games per preset and prints statistics: average
points per category and per hand, sweeps per hand, and how often the first
player (seat 0, who leads the first hand) wins.

    python3 examples/python/selfplay_stats.py [GAMES [PLAYERS [SEED]]]
"""

import argparse
import random
from typing import List, Optional

from escopa import Game, Phase, Preset, Score


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("games", metavar="GAMES", type=int, nargs="?", default=200,
                        help="games per preset (default 200)")
    parser.add_argument("players", metavar="PLAYERS", type=int, nargs="?", default=2,
                        choices=(2, 3, 4), help="players, 2 to 4 (default 2)")
    parser.add_argument("seed", metavar="SEED", type=int, nargs="?", default=1,
                        help="the first game's seed is derived from it (default 1)")
    args = parser.parse_args(argv)
    games, players, seed = args.games, args.players, args.seed
    categories = list(Score._fields[:9])
    print(f"{games} random games per preset, {players} players, seed {seed}")
    print(f"{'preset':<18}{'hands':>7}{'sweeps/hand':>12}{'seat0 wins':>11}  "
          + " ".join(f"{c[:8]:>8}" for c in categories))
    for preset in Preset:
        rng = random.Random(seed)
        hands = sweeps = first_wins = 0
        totals = dict.fromkeys(categories, 0)
        for g in range(games):
            game = Game(preset, players=players, seed=seed * 1_000_003 + g)
            while game.phase != Phase.GAME_OVER:
                if game.phase != Phase.PLAYING:
                    game.next_hand()
                    continue
                result = game.play(rng.choice(game.legal_moves()))
                if result.hand_over:
                    hands += 1
                    for score in game.hand_scores():
                        sweeps += score.sweeps
                        for c in categories:
                            totals[c] += getattr(score, c)
            first_wins += game.winner == game.side_of(0)
        per_hand = " ".join(f"{totals[c] / hands:8.3f}" for c in categories)
        print(f"{preset.key:<18}{hands / games:7.2f}{sweeps / hands:12.3f}"
              f"{first_wins / games:11.1%}  {per_hand}")
    print("(categories: points per hand, all sides together)")


if __name__ == "__main__":
    main()
