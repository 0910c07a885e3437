#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""A game server's tables: many games on several threads, each kept
between requests as a snapshot (the Python side of
examples/server-tables.c).

    python3 examples/python/server_tables.py [TABLES [THREADS]]

Each round a worker thread takes its share of the tables: it restores the
table's game from its snapshot into a Game of its own, plays one move of
the greedy player, deals the next hand when one ends, and keeps the new
snapshot. No Game is shared between threads (one Game must not be used
from two at once). Everything runs once on one thread and once on
THREADS, and the tables must end the same.
"""

import sys
import threading
from typing import List

import escopa


def serve_round(snapshots: List[bytes], over: List[bool], first: int, step: int,
                played: List[int]) -> None:
    game = escopa.Game()                          # this thread's own
    for i in range(first, len(snapshots), step):
        if over[i]:
            continue
        game.restore(snapshots[i])
        if game.phase == escopa.Phase.HAND_OVER:
            game.next_hand()
        game.play(game.choose_move(escopa.Player.GREEDY))
        over[i] = game.phase == escopa.Phase.GAME_OVER
        snapshots[i] = game.snapshot()
        played[first] += 1


def run(tables: int, threads: int) -> List[bytes]:
    snapshots = [escopa.Game(seed=1000 + i).snapshot() for i in range(tables)]
    over = [False] * tables
    while True:
        played = [0] * threads
        workers = [threading.Thread(target=serve_round,
                                    args=(snapshots, over, t, threads, played))
                   for t in range(threads)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
        if sum(played) == 0:
            return snapshots


def main() -> int:
    tables = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    threads = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    same = run(tables, 1) == run(tables, threads)
    print(f"{tables} tables on 1 thread and on {threads}:",
          "the same games" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
