# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""The board as text for a person, what the environments' ``"ansi"``
render mode returns: close to what ``escopa play`` shows."""

from __future__ import annotations

from typing import List, Optional

from .._cards import CardSet
from .._game import Game
from .._queries import Phase


def board(game: Game, seat: Optional[int] = None) -> str:
    """The game as a person reads it, several lines: the hand number and
    dealer, whose turn it is (or the result), the scores, the table (a
    stacked pile as ``[cards]=value``), every seat's hand, the stock, and
    each side's captured cards, sweeps and points so far this hand. Seen
    from ``seat``: its own hand shown, the others' as counts; ``seat=None``
    shows every hand (an omniscient view)."""
    sides = game.sides
    lines: List[str] = []
    head = f"Hand {game.hand_number}, dealt by seat {game.dealer}. "
    if game.phase == Phase.GAME_OVER:
        winner = game.winner
        head += "Game over: " + ("drawn." if winner is None else f"side {winner} wins.")
    elif game.phase == Phase.PLAYING:
        head += f"{_label(game.current_seat, seat)} to play."
    else:
        head += "The hand is over."
    lines.append(head)
    lines.append("Scores: " + ", ".join(f"side {s} {p}" for s, p in enumerate(game.scores)))
    lines.append("Table: " + (" ".join(_pile(p) for p in game.piles) or "(empty)"))
    for s in range(game.players):
        hand = game.hand(s)
        shown = hand.format() if seat is None or s == seat else _count(len(hand), "card")
        lines.append(f"{_label(s, seat)}, side {game.side_of(s)}: {shown or '(no cards)'}")
    lines.append("Stock: " + _count(len(game.stock), "card"))
    for side, score in enumerate(game.hand_scores()[:sides]):
        lines.append(f"Side {side} this hand: {_count(score.card_count, 'card')} taken "
                     f"({_count(score.coin_count, 'coin')}, "
                     f"{_count(score.seven_count, 'seven')}), "
                     f"{_count(game.sweeps(side), 'sweep')}, "
                     f"{_count(score.total, 'point')} so far")
    return "\n".join(lines)


def _label(s: int, viewer: Optional[int]) -> str:
    return f"Seat {s} (you)" if s == viewer else f"Seat {s}"


def _pile(pile: CardSet) -> str:
    """A pile as ``escopa play`` shows it: a single card, or a stack."""
    return pile.format() if len(pile) == 1 else f"[{pile.format()}]={pile.value()}"


def _count(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")
