#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""How an app with its own UI loop drives a game: one human seat and
computer seats, each shown only its view (the Python side of
examples/embed-game-loop.c).

    python3 examples/python/embed_game_loop.py [SEED [INPUT]]

Three players; seat 0 is the human, who types a move or its number, one
per line on stdin or in the file INPUT (the first legal move at the end of
the input); seats 1
and 2 are the easy level. Each turn the app refreshes the view of the seat
to play: the human's screen is drawn from that view alone, and the
computer chooses from its own. A move that is not legal is refused with
the library's reason.
"""

import sys
from typing import List, TextIO

import escopa

HUMAN, PLAYERS = 0, 3


def read_human_move(input: TextIO, game: escopa.Game, moves: List[escopa.Move]) -> escopa.Move:
    for line in input:
        text = line.strip()
        if text.isdigit() and 1 <= int(text) <= len(moves):
            return moves[int(text) - 1]
        try:
            move = escopa.Move(text)
        except escopa.Error:
            print(f"'{text}' is not a move: type one of the list, or its number")
            continue
        if move in moves:
            return move
        print("refused:", game.refusal_text(move))
    return moves[0]


def main() -> None:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    input = open(sys.argv[2], encoding="utf-8") if len(sys.argv) > 2 else sys.stdin
    game = escopa.Game(escopa.Preset.ESCOBA_DE_15, players=PLAYERS, seed=seed)
    view = game.view(HUMAN)                    # made once, updated each turn
    bot = escopa.Bot.level(escopa.Level.EASY, seed=seed)
    while game.phase != escopa.Phase.GAME_OVER:
        if game.phase == escopa.Phase.HAND_OVER:
            game.next_hand()
            continue
        seat = game.current_seat
        view.update(game, seat)                # what this seat knows
        moves = view.legal_moves()
        if seat == HUMAN:
            for other in range(1, PLAYERS):
                print(f"seat {other} holds {view.hand_size(other)} cards")
            print("table:", view.table, " yours:", view.hand(HUMAN))
            for number, move in enumerate(moves, 1):
                print(f"  {number}) {move}")
            move = read_human_move(input, game, moves)
        else:
            move = bot.choose(view)
        game.play(move)
        print(f"seat {seat} plays {move}")
    print(f"game over: side {game.winner} wins")


if __name__ == "__main__":
    main()
