#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Self-play: one linear softmax policy plays both seats of every game of
the vectorised environment (no opponent inside the batch; the
observation is relative to the seat to play, so one policy serves both),
trained with REINFORCE on each seat's own returns. Prints the mean
reward per step as it trains, and the policy's margin and win rate
against the random and the greedy player before and after. NumPy only.

    python3 examples/python/train_selfplay.py [ITERATIONS [GAMES [SEED]]]
"""

from __future__ import annotations

import sys
from typing import Any, List

# linear_policy exits with 77 (a skipped test) without NumPy
from linear_policy import GAMMA, HORIZON, LinearSoftmax, budget, discounted, evaluate

import numpy as np

import escopa
from escopa.env import EscopaVectorEnv

SEATS = 2


def main(argv: List[str]) -> None:
    iterations, games, seed = budget(argv)
    rules = escopa.Preset.ESCOBA_DE_15
    env = EscopaVectorEnv(games, rules, players=SEATS, reward="margin", seed=seed)
    judges = {kind.name.lower(): EscopaVectorEnv(256, rules, opponents=kind, reward="margin")
              for kind in (escopa.BotKind.RANDOM, escopa.BotKind.GREEDY)}
    policy = LinearSoftmax(seed=seed)
    before = {name: evaluate(judge, policy, 100) for name, judge in judges.items()}
    print(f"self-play, {games} games, {iterations} iterations of {HORIZON} steps")
    obs, info = env.reset(seed=seed)
    slots = np.arange(games)
    for it in range(iterations):
        xs: List[Any] = []
        actions: List[Any] = []
        masks: List[Any] = []
        seats = np.zeros((HORIZON, games), dtype=np.int64)
        # every seat's reward at every step: the margin its side scored
        rewards = np.zeros((HORIZON, games, SEATS), dtype=np.float32)
        dones = np.zeros((HORIZON, games), dtype=bool)
        for t in range(HORIZON):
            x = obs.copy()
            mask = info["action_mask"].copy()
            seats[t] = info["to_play"]
            a = policy.act(x, mask)
            obs, _, terminated, _, info = env.step(a)
            xs.append(x)
            actions.append(a)
            masks.append(mask)
            rewards[t] = info["rewards_by_side"][:, :SEATS]   # two players: a side each
            dones[t] = terminated
        returns = discounted(rewards, dones, GAMMA)
        mine = returns[np.arange(HORIZON)[:, None], slots[None, :], seats]
        advantages = (mine - mine.mean()) / (mine.std() + 1e-6)
        policy.update(xs, actions, masks, advantages)
        if it % 10 == 0 or it == iterations - 1:
            print(f"iteration {it:4d}: mean |margin| per step {np.abs(rewards).mean():.4f}")
    after = {name: evaluate(judge, policy, 100) for name, judge in judges.items()}
    for name in judges:
        for when, (reward, wins, ended) in (("before", before[name]), ("after", after[name])):
            print(f"against {name:>6}, {when} training: {reward:+.4f} points of margin a "
                  f"step, {wins:.1%} of {ended} games won")
    env.close()
    for judge in judges.values():
        judge.close()


if __name__ == "__main__":
    main(sys.argv)
