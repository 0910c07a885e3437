# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""A linear softmax policy over the observation, trained with REINFORCE:
the learner of train_selfplay.py and train_vs_greedy.py, NumPy only.

The features are one-hot card codes (for each of the 42 cards: unseen, in
my hand, on the table, captured by my side, captured by another side, set
aside) and a bias; the logit of action a is the sum of W[f, a] over the
features f that are on. Only the legal actions' logits are computed (a
handful a state, out of 336), so that neither the policy nor its update
needs a dense matrix product."""

from __future__ import annotations

import sys
from typing import Any, List, Tuple

try:
    import numpy as np
except ImportError:  # the training examples need NumPy: a skipped test without it
    print("this example needs NumPy (Debian: apt-get install python3-numpy)")
    sys.exit(77)

CARDS = 42
CODES = 6
FEATURES = CARDS * CODES + 1      # the last one: the bias, always on
ACTIONS = 336
#: Steps of one rollout, between two updates, and their discount.
HORIZON = 32
GAMMA = 0.98


def budget(argv: List[str]) -> Tuple[int, int, int]:
    """The examples' arguments: ITERATIONS (40), GAMES (128), SEED (1)."""
    iterations = int(argv[1]) if len(argv) > 1 else 40
    games = int(argv[2]) if len(argv) > 2 else 128
    seed = int(argv[3]) if len(argv) > 3 else 1
    return iterations, games, seed


def features(obs: Any) -> Any:
    """N observations (uint8, N x 64 or more) as N x 43 indices of the
    features that are on."""
    codes = obs[:, :CARDS].astype(np.int64)
    # 0 unseen, 1 my hand, 2 table (stacks too), 3 my side's, 4 another side's, 5 set aside
    codes = np.where(codes >= 16, 2, codes)
    codes = np.where((codes >= 4) & (codes <= 6), 4, codes)
    codes = np.where(codes >= 7, 5, codes)
    on = np.empty((obs.shape[0], CARDS + 1), dtype=np.int64)
    on[:, :CARDS] = np.arange(CARDS) * CODES + codes
    on[:, CARDS] = FEATURES - 1
    return on


class LinearSoftmax:
    """pi(a | x) proportional to exp(sum of W[f, a] over x's features)
    among the legal actions."""

    def __init__(self, seed: int = 0, lr: float = 8) -> None:
        self.W = np.zeros((FEATURES, ACTIONS), dtype=np.float64)
        self.lr = lr
        self.rng = np.random.default_rng(seed)

    def _legal(self, x: Any, mask: Any) -> Tuple[Any, Any, Any, Any]:
        """The legal (row, action) pairs, row-major, each row's first pair,
        and their probabilities."""
        rows, acts = np.nonzero(mask)
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        logits = self.W[x[rows], acts[:, None]].sum(axis=1)
        logits -= np.maximum.reduceat(logits, starts)[np.searchsorted(starts, np.arange(
            len(rows)), side="right") - 1]
        e = np.exp(logits)
        segment = np.searchsorted(starts, np.arange(len(rows)), side="right") - 1
        p = e / np.add.reduceat(e, starts)[segment]
        return rows, acts, starts, p

    def act(self, x: Any, mask: Any, greedy: bool = False) -> Any:
        """One action per row (every row has a legal one), sampled or the
        most likely."""
        rows, acts, starts, p = self._legal(x, mask)
        ends = np.r_[starts[1:], len(rows)]
        if greedy:
            best = np.maximum.reduceat(p, starts)
            first = np.flatnonzero(p >= best[np.searchsorted(starts, np.arange(len(rows)),
                                                              side="right") - 1])
            pick = first[np.searchsorted(first, starts)]
        else:
            cum = np.cumsum(p)
            base = cum[starts] - p[starts]
            pick = np.searchsorted(cum, base + self.rng.random(len(starts)), side="right")
            pick = np.clip(pick, starts, ends - 1)
        return acts[pick]

    def update(self, xs: List[Any], actions: List[Any], masks: List[Any],
               advantages: Any) -> None:
        """One REINFORCE step: W += lr * mean over the samples of
        grad log pi(a | x) * A."""
        x = np.concatenate(xs)
        chosen = np.concatenate(actions)
        mask = np.concatenate(masks)
        adv = advantages.reshape(-1)
        rows, acts, _, p = self._legal(x, mask)
        coef = (acts == chosen[rows]) - p               # d log pi(a) / d logit
        coef *= adv[rows] * (self.lr / len(chosen))
        flat = (x[rows] * ACTIONS + acts[:, None]).ravel()
        self.W += np.bincount(flat, weights=np.repeat(coef, x.shape[1]),
                              minlength=self.W.size).reshape(self.W.shape)


def discounted(rewards: Any, dones: Any, gamma: float) -> Any:
    """Returns to go of T x N (or T x N x seats) rewards, cut at each
    game's end (``dones``, T x N)."""
    out = np.zeros_like(rewards)
    running = np.zeros(rewards.shape[1:], dtype=rewards.dtype)
    extra = (1,) * (rewards.ndim - dones.ndim)
    for t in range(rewards.shape[0] - 1, -1, -1):
        # what follows a game's end belongs to the slot's next game
        running = rewards[t] + gamma * np.where(dones[t].reshape(dones[t].shape + extra),
                                                0.0, running)
        out[t] = running
    return out


def evaluate(env: Any, policy: LinearSoftmax, steps: int) -> Tuple[float, float, int]:
    """Plays the policy (sampling) for ``steps`` vector steps in a vector
    env whose learner is seat 0 against opponents: the mean reward a step,
    the share of the games ended that the learner's side won, and how many
    ended."""
    obs, info = env.reset(seed=12345)
    total, won, ended = 0.0, 0, 0
    for _ in range(steps):
        actions = policy.act(features(obs), info["action_mask"])
        obs, rewards, terminated, _, info = env.step(actions)
        total += float(rewards.mean())
        ended += int(terminated.sum())
        won += int((info["winner"][terminated] == 0).sum())
    return total / steps, won / max(ended, 1), ended
