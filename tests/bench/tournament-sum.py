#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Adds up `escopa tournament --json` runs over disjoint seed ranges and
prints each pair's points per hand and win rate with their 95% intervals,
computed as the tournament computes them, and each entrant's ms/move."""

import json
import math
import sys


def main(paths):
    runs = [json.load(open(p)) for p in paths]
    first = runs[0]
    deals = sum(r["deals"] for r in runs)
    print(f"rules          {first['rules']}")
    print(f"players        {first['players']}, {first['sides']} sides")
    print(f"runs           {len(runs)}, {deals} deals, seeds from "
          f"{min(r['seed_start'] for r in runs)}")
    for i, pair in enumerate(first["pairs"]):
        t = {k: sum(r["pairs"][i]["totals"][k] for r in runs) for k in pair["totals"]}
        n, hands = t["deals"], t["hands"]
        ratio = t["points"] / hands
        hbar = hands / n
        ss = t["sum_d2"] - 2 * ratio * t["sum_dh"] + ratio * ratio * t["sum_h2"]
        half = 1.96 * math.sqrt(max(ss / (n - 1) / (n * hbar * hbar), 0))
        m = t["wins"] / n
        wvar = (t["sum_w2"] - n * m * m) / (n - 1)
        whalf = 1.96 * math.sqrt(max(wvar, 0)) / math.sqrt(n) / 2
        a, b = first["entrants"][pair["a"]]["name"], first["entrants"][pair["b"]]["name"]
        print(f"{a} vs {b}")
        print(f"  games          {t['games']}, hands {hands} ({hands // 2} paired hand deals)")
        print(f"  points/hand    {ratio:+.3f} +- {half:.3f} (95%: {ratio - half:+.3f} .. "
              f"{ratio + half:+.3f})")
        print(f"  games won      {100 * m / 2:.1f}% +- {100 * whalf:.1f}% (draws {t['draws']})")
        if t["failures"]:
            print(f"  failures       {t['failures']}")
    for j, entrant in enumerate(first["entrants"]):
        moves = sum(r["entrants"][j]["moves"] for r in runs)
        seconds = sum(r["entrants"][j]["seconds"] for r in runs)
        slowest = max(r["entrants"][j].get("slowest_ms", 0) for r in runs)
        print(f"ms/move        {entrant['name']:<24} {1000 * seconds / moves:.4f} ({moves} moves"
              + (f", slowest {slowest:.3f})" if slowest else ")"))


if __name__ == "__main__":
    main(sys.argv[1:])
