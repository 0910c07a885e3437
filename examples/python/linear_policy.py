# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT

"""A linear softmax policy trained with REINFORCE: the learner of
train_selfplay.py and train_vs_greedy.py, NumPy only.

Each legal action (from the mask) gets a few features computed from the
observation: the card it plays (its value, whether it is a coin, a 7, the
7 of coins), whether that card can capture on this table (the table's
subset sums, for the 15 of Escoba de 15), both crossed, and j, the index
among the card's moves. The policy is a softmax over the legal actions of
``features @ theta``: a dozen weights, so that it learns within seconds."""

from __future__ import annotations

import sys
from typing import Any, List, Tuple

try:
    import numpy as np
except ImportError:  # the training examples need NumPy: a skipped test without it
    print("this example needs NumPy (Debian: apt-get install python3-numpy)")
    sys.exit(77)

import escopa

CARDS = 42
ACTIONS = 336
PER_CARD = 8
#: Steps of one rollout, between two updates, and their discount.
HORIZON = 32
GAMMA = 0.98
#: What a capture adds up to (Escoba de 15).
SUM = 15

_CARD = [escopa.Card.from_id(i) for i in range(CARDS)]
VALUE = np.array([c.value for c in _CARD], dtype=np.int64)
COIN = np.array([c.suit == escopa.Suit.COINS and not c.is_joker for c in _CARD], dtype=np.float64)
SEVEN = np.array([c.value == 7 for c in _CARD], dtype=np.float64)
SETTEBELLO = np.array([c.id == escopa.SEVEN_OF_COINS.id for c in _CARD], dtype=np.float64)
FEATURES = 12


def budget(argv: List[str]) -> Tuple[int, int, int]:
    """The examples' arguments: ITERATIONS (40), GAMES (128), SEED (1)."""
    iterations = int(argv[1]) if len(argv) > 1 else 40
    games = int(argv[2]) if len(argv) > 2 else 128
    seed = int(argv[3]) if len(argv) > 3 else 1
    return iterations, games, seed


def features(obs: Any, mask: Any) -> Tuple[Any, Any, Any]:
    """The legal (row, action) pairs of N observations and their masks,
    row-major, and each pair's features (pairs x FEATURES)."""
    rows, acts = np.nonzero(mask)
    table = obs[:, :40] == 2                       # a pile of its own on the table
    reach = np.ones(obs.shape[0], dtype=np.int64)  # bit s: some piles add up to s
    for c in range(40):
        on = table[:, c]
        if on.any():
            reach = np.where(on, (reach | (reach << VALUE[c])) & ((1 << 62) - 1), reach)
    card = acts // PER_CARD
    need = SUM - VALUE[card]
    cap = ((reach[rows] >> np.clip(need, 0, 61)) & 1).astype(np.float64) * (need > 0)
    phi = np.empty((len(rows), FEATURES))
    phi[:, 0] = 1.0
    phi[:, 1] = cap
    phi[:, 2] = cap * SEVEN[card]
    phi[:, 3] = cap * COIN[card]
    phi[:, 4] = cap * SETTEBELLO[card]
    phi[:, 5] = SEVEN[card]
    phi[:, 6] = COIN[card]
    phi[:, 7] = SETTEBELLO[card]
    phi[:, 8] = VALUE[card] / 10.0
    phi[:, 9] = cap * VALUE[card] / 10.0
    phi[:, 10] = (acts % PER_CARD) / 7.0
    phi[:, 11] = table.sum(axis=1)[rows] / 10.0
    return rows, acts, phi


class LinearSoftmax:
    """pi(a | s) proportional to exp(features(s, a) @ theta) among the
    legal actions."""

    def __init__(self, seed: int = 0, lr: float = 100) -> None:
        self.theta = np.zeros(FEATURES)
        self.lr = lr
        self.rng = np.random.default_rng(seed)

    def _probs(self, rows: Any, phi: Any) -> Tuple[Any, Any]:
        """Each row's first pair, and the pairs' probabilities."""
        starts = np.flatnonzero(np.r_[True, rows[1:] != rows[:-1]])
        segment = np.cumsum(np.r_[True, rows[1:] != rows[:-1]]) - 1
        logits = phi @ self.theta
        logits -= np.maximum.reduceat(logits, starts)[segment]
        e = np.exp(logits)
        return starts, e / np.add.reduceat(e, starts)[segment]

    def act(self, obs: Any, mask: Any) -> Any:
        """One sampled action per row (every row has a legal one)."""
        rows, acts, phi = features(obs, mask)
        starts, p = self._probs(rows, phi)
        ends = np.r_[starts[1:], len(rows)]
        cum = np.cumsum(p)
        base = cum[starts] - p[starts]
        pick = np.searchsorted(cum, base + self.rng.random(len(starts)), side="right")
        return acts[np.clip(pick, starts, ends - 1)]

    def update(self, observations: List[Any], actions: List[Any], masks: List[Any],
               advantages: Any) -> None:
        """One REINFORCE step: theta += lr * mean over the samples of
        grad log pi(a | s) * A."""
        obs = np.concatenate(observations)
        chosen = np.concatenate(actions)
        rows, acts, phi = features(obs, np.concatenate(masks))
        _, p = self._probs(rows, phi)
        coef = ((acts == chosen[rows]) - p) * advantages.reshape(-1)[rows]
        self.theta += self.lr * (phi.T @ coef) / len(chosen)


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
        actions = policy.act(obs, info["action_mask"])
        obs, rewards, terminated, _, info = env.step(actions)
        total += float(rewards.mean())
        ended += int(terminated.sum())
        won += int((info["winner"][terminated] == 0).sum())
    return total / steps, won / max(ended, 1), ended
