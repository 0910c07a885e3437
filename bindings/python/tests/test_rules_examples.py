# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The worked example hands of the rules reference (doc/rules.md, section
Worked examples) score exactly as the library scores them, so the page
cannot drift from the code."""

import os
import re
import unittest
from typing import Dict, List, Tuple

import escopa

RULES_PAGE = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                          "..", "..", "..", "doc", "rules.md")

# The page's words for a category -> the Score field.
CATEGORIES = {
    "most cards": "cards", "most coins": "coins", "seven of coins": "seven_of_coins",
    "sevens": "sevens", "all ten coins": "all_coins", "Setenta": "primiera",
    "primiera": "primiera", "napola": "napola", "sweeps": "sweeps", "total": "total",
}
DECK = {f"{rank}{suit}" for suit in "oceb" for rank in range(1, 11)}
JOKERS = {"jk1", "jk2"}

Example = Tuple[str, List[int], List[List[str]], Dict[str, List[int]]]


def examples() -> List[Example]:
    """(preset, sweeps, piles, points by Score field) of each example."""
    with open(RULES_PAGE, encoding="utf-8") as page:
        text = page.read()
    found = []
    for block in re.split(r"<!-- example ", text)[1:]:
        head, _, body = block.partition("-->")
        preset, word, *sweeps = head.split()
        assert word == "sweeps", head
        piles = []
        for side, count, cards, made in re.findall(
                r"^Side (\d) took (\d+) cards: `([^`]*)`, and made (no|\d+) sweeps?\.$",
                body, re.M):
            pile = cards.split()
            assert int(side) == len(piles) and int(count) == len(pile), (preset, side)
            assert (0 if made == "no" else int(made)) == int(sweeps[int(side)]), preset
            piles.append(pile)
        points = {}
        table = body.split("\n\n")[1]
        for row in table.splitlines()[2:]:
            category, *values, _why = [cell.strip() for cell in row.strip("|").split("|")]
            points[CATEGORIES[category]] = [int(v) for v in values]
        found.append((preset, [int(s) for s in sweeps], piles, points))
    return found


class WorkedExamplesTest(unittest.TestCase):
    def test_there_is_one_for_every_preset(self) -> None:
        presets = [preset for preset, *_ in examples()]
        self.assertEqual(sorted(presets), sorted(p.name.lower() for p in escopa.Preset))

    def test_the_piles_are_the_whole_deck(self) -> None:
        for preset, _, piles, _ in examples():
            cards = [card for pile in piles for card in pile]
            self.assertEqual(len(cards), len(set(cards)), preset)
            jokers = 2 if preset == "escoba_comodines" else 0
            self.assertEqual(set(cards) - JOKERS, DECK, preset)
            self.assertEqual(len(set(cards) & JOKERS), jokers, preset)

    def test_every_table_scores_as_the_library_does(self) -> None:
        for preset, sweeps, piles, points in examples():
            scores = escopa.score_piles(preset, [escopa.CardSet(" ".join(p)) for p in piles],
                                        sweeps=sweeps)
            for field, values in points.items():
                self.assertEqual([getattr(s, field) for s in scores], values, (preset, field))
            # No category the library scores is missing from the table.
            for field in escopa.Score._fields[:escopa.Score._fields.index("total")]:
                if any(getattr(s, field) for s in scores):
                    self.assertIn(field, points, (preset, field))


if __name__ == "__main__":
    unittest.main()
