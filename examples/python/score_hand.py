#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Scores the piles each side captured in a hand and prints the breakdown,
category by category (the Python side of examples/score-hand.c).

    python3 examples/python/score_hand.py [PRESET PILE0 PILE1 [PILE2 [PILE3]]]

PRESET is a preset name such as escoba_de_15; each PILE is the cards a side
captured, as text in any card style ("7o 7c 1o 10b"), a sweep point for each
'*' word in it. Without arguments it scores a sample hand of Escoba de 15.
"""

import argparse
import sys
from typing import List, Optional

import escopa

SAMPLE = ["escoba_de_15", "7o 7c 7e 1o 2o 3o 4o 5o 6b 10b 8c *", "1c 2c 3c 7b 6o 6e 10e"]


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("preset", nargs="?", help="a preset name, such as escoba_de_15")
    parser.add_argument("piles", nargs="*", help="the cards each side captured")
    args = parser.parse_args(argv)
    preset, piles = (args.preset, args.piles) if args.preset else (SAMPLE[0], SAMPLE[1:])
    if not 1 <= len(piles) <= 4:
        parser.error("give the piles of 1 to 4 sides")
    try:
        captured = [escopa.CardSet(pile.replace("*", " ")) for pile in piles]
        scores = escopa.score_piles(preset, captured,
                                    sweeps=[pile.split().count("*") for pile in piles])
    except escopa.Error as error:  # an unknown preset, a card in two piles...
        print(f"score_hand: {error}", file=sys.stderr)
        return 2
    print(f"{preset:<16}" + "".join(f"  side {side}" for side in range(len(scores))))
    for field in escopa.Score._fields:
        if field == "card_count":
            print("(counted)")
        print(f"{field:<16}" + "".join(f"{getattr(score, field):8}" for score in scores))
    return 0


if __name__ == "__main__":
    sys.exit(main())
