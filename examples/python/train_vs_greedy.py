#!/usr/bin/env python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""Trains a linear softmax policy with REINFORCE against the greedy player,
on the vectorised environment: seat 1 of every game is played by the
greedy player inside the C batch, so every step the learner sees is its
own turn. Prints the learner's mean reward (its side's point margin) per
step as it trains, and its margin and win rate against the greedy player
before and after. NumPy only.

    python3 examples/python/train_vs_greedy.py [ITERATIONS [GAMES [SEED]]]
"""

from __future__ import annotations

import sys
from typing import Any, List

# linear_policy exits with 77 (a skipped test) without NumPy
from linear_policy import GAMMA, HORIZON, LinearSoftmax, budget, discounted, evaluate

import numpy as np

import escopa
from escopa.env import EscopaVectorEnv



def main(argv: List[str]) -> None:
    iterations, games, seed = budget(argv)
    rules = escopa.Preset.ESCOBA_DE_15
    env = EscopaVectorEnv(games, rules, opponents=escopa.BotKind.GREEDY, reward="margin",
                          seed=seed)
    judge = EscopaVectorEnv(256, rules, opponents=escopa.BotKind.GREEDY, reward="margin")
    policy = LinearSoftmax(seed=seed)
    before = evaluate(judge, policy, 100)
    print(f"{games} games against the greedy player, {iterations} iterations of "
          f"{HORIZON} steps")
    obs, info = env.reset(seed=seed)
    for it in range(iterations):
        xs: List[Any] = []
        actions: List[Any] = []
        masks: List[Any] = []
        rewards = np.zeros((HORIZON, games), dtype=np.float32)
        dones = np.zeros((HORIZON, games), dtype=bool)
        for t in range(HORIZON):
            x = obs.copy()
            mask = info["action_mask"].copy()
            a = policy.act(x, mask)
            obs, r, terminated, _, info = env.step(a)
            xs.append(x)
            actions.append(a)
            masks.append(mask)
            rewards[t] = r
            dones[t] = terminated
        returns = discounted(rewards, dones, GAMMA)
        advantages = (returns - returns.mean()) / (returns.std() + 1e-6)
        policy.update(xs, actions, masks, advantages)
        if it % 10 == 0 or it == iterations - 1:
            print(f"iteration {it:4d}: mean reward per learner step {rewards.mean():+.4f}")
    after = evaluate(judge, policy, 100)
    for name, (reward, wins, ended) in (("before", before), ("after", after)):
        print(f"{name:>6} training: {reward:+.4f} points of margin a step, "
              f"{wins:.1%} of {ended} games won against greedy")
    env.close()
    judge.close()


if __name__ == "__main__":
    main(sys.argv)
