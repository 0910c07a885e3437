#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Plays one whole seeded game and prints it, hand by hand.

    python3 examples/python/play_game.py [PRESET [PLAYERS [SEED]]]

Every player takes the capture with the most cards, or else the first legal
move. Run it from a build tree with:

    PYTHONPATH=bindings/python ESCOPA_LIBRARY=build/lib/libescopa.so.1 \\
        python3 examples/python/play_game.py escoba 2 7
"""

import sys
from typing import List, Sequence

import escopa
from escopa import Game, Move, MoveKind, Phase, Preset, Style


def choose(moves: Sequence[Move]) -> Move:
    """The capture taking the most cards; else the first move."""
    return max(moves, key=lambda m: len(m.target) if m.kind == MoveKind.CAPTURE else -1)


def main(argv: List[str]) -> None:
    preset = Preset.from_key(argv[1]) if len(argv) > 1 else Preset.ESCOBA_DE_15
    players = int(argv[2]) if len(argv) > 2 else 2
    seed = int(argv[3]) if len(argv) > 3 else 2026
    game = Game(preset, players=players, seed=seed)
    print(f"libescopa {escopa.library_version}: {preset.key}, {players} players, seed {seed}")

    def show_deal() -> None:
        print(f"\n=== Hand {game.hand_number}, dealt by seat {game.dealer} ===")
        print("table:", game.table.format(Style.FRENCH) or "-")
        if game.set_aside:
            print("set aside:", game.set_aside.format(Style.FRENCH))

    show_deal()
    while game.phase != Phase.GAME_OVER:
        if game.phase != Phase.PLAYING:
            game.next_hand()
            show_deal()
            continue
        seat = game.current_seat
        hand = game.hand(seat)
        result = game.play(choose(game.legal_moves()))
        print(f"seat {seat} [{hand.format(Style.FRENCH)}] plays "
              f"{result.move.format(Style.FRENCH)}{'   ** sweep! **' if result.sweep else ''}")
        if result.hand_over:
            if result.last_take and result.last_take_side is not None:
                print(f"side {result.last_take_side} takes what is left:",
                      result.last_take.format(Style.FRENCH))
            for side, score in enumerate(game.hand_scores()):
                print(f"  side {side}: {score.total} points this hand "
                      f"(cards {score.cards}, coins {score.coins}, 7o {score.seven_of_coins}, "
                      f"sevens {score.sevens}, primiera {score.primiera}, sweeps {score.sweeps}),"
                      f" {game.scores[side]} in all")
    print(f"\nSide {game.winner} wins the game, {game.scores}.")


if __name__ == "__main__":
    main(sys.argv)
