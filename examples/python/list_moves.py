#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Sets up a position from its text and prints every legal move, a page at
a time, however many there are (the Python side of examples/list-moves.c).

    python3 examples/python/list_moves.py [POSITION]

POSITION is one line of position notation (doc/notation.md), as
``escopa position`` writes it; without it the program deals a seeded game
of Escoba and plays three moves to get one. A position the reader refuses
exits with status 2 and the reader's column and reason.
"""

import argparse
import sys
from typing import List, Optional

import escopa

PAGE = 16  # moves fetched per call: a hand-made position can have billions


def sample_position() -> str:
    game = escopa.Game(escopa.Preset.ESCOBA, players=2, seed=3)
    for _ in range(3):
        game.play(game.move_at(0))
    return game.position


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("position", nargs="?", help="one line of position notation")
    text = parser.parse_args(argv).position or sample_position()
    print(text)
    try:
        game = escopa.Game.from_position(text)
    except escopa.Error as error:
        print(f"list_moves: column {error.column}: {error.reason}", file=sys.stderr)
        return 2
    if game.phase != escopa.Phase.PLAYING:
        print("no hand in play: no legal moves")
        return 0
    count = game.move_count()
    print(f"seat {game.current_seat} to play, {count} legal move{'' if count == 1 else 's'}:")
    start = 0
    while start < count:
        for i, move in enumerate(game.moves_page(start, PAGE), start + 1):
            print(f"  {i:3}) {move}")
        start += PAGE
    return 0


if __name__ == "__main__":
    sys.exit(main())
