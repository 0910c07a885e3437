#!/usr/bin/python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Trains the learned evaluation on datagen's files (README.md).

A small MLP scores each (view, legal move) by its inputs; trained so that
the scores of a position's moves, less their mean, match the teacher's
values less theirs: only the order of the moves matters to a player.
CPU, seeded and single-threaded, so that a run gives the same weights.

Usage: train.py OUT.pt DATA.bin...
"""

import argparse
import numpy as np
import torch

INPUTS = 341
RECORD = np.dtype([('position', '<u4'), ('value', '<f4'), ('bits', 'u1', 44)])


def load(paths):
    """The inputs as bits, the values and each move's position, numbered
    across the files."""
    bits, values, positions, base = [], [], [], 0
    for path in paths:
        r = np.fromfile(path, dtype=RECORD)
        bits.append(r['bits'])
        values.append(r['value'])
        positions.append(r['position'].astype(np.int64) + base)
        base = positions[-1][-1] + 1 if len(r) else base
    return np.concatenate(bits), np.concatenate(values), np.concatenate(positions)


class Net(torch.nn.Module):
    """inputs -> hidden1 -> hidden2 -> score, ReLUs clipped at CLIP so that
    the C version's whole numbers stay in range."""
    CLIP = 8.0

    def __init__(self, hidden1, hidden2):
        super().__init__()
        self.l1 = torch.nn.Linear(INPUTS, hidden1)
        self.l2 = torch.nn.Linear(hidden1, hidden2)
        self.l3 = torch.nn.Linear(hidden2, 1)

    def forward(self, x):
        h = torch.clamp(self.l1(x), 0.0, self.CLIP)
        h = torch.clamp(self.l2(h), 0.0, self.CLIP)
        return self.l3(h).squeeze(-1)


def centred(x, position, n_positions):
    """x less the mean of its position's moves."""
    sums = torch.zeros(n_positions).index_add_(0, position, x)
    counts = torch.zeros(n_positions).index_add_(0, position, torch.ones_like(x))
    return x - (sums / counts)[position]


def main():
    p = argparse.ArgumentParser()
    p.add_argument('out')
    p.add_argument('data', nargs='+')
    p.add_argument('--hidden1', type=int, default=64)
    p.add_argument('--hidden2', type=int, default=32)
    p.add_argument('--epochs', type=int, default=8)
    p.add_argument('--seed', type=int, default=1)
    p.add_argument('--batch-positions', type=int, default=512)
    a = p.parse_args()
    torch.manual_seed(a.seed)
    torch.set_num_threads(1)
    torch.use_deterministic_algorithms(True)
    bits, values, position = load(a.data)
    n_positions = int(position[-1]) + 1
    # Whole positions: a held-out tenth, the last ones.
    cut = n_positions * 9 // 10
    train_rows = np.nonzero(position < cut)[0]
    test_rows = np.nonzero(position >= cut)[0]
    # Each position's rows are consecutive: its first row and its count.
    starts = np.searchsorted(position, np.arange(n_positions + 1))
    print(f'{n_positions} positions, {len(values)} moves, {INPUTS} inputs')
    net = Net(a.hidden1, a.hidden2)
    opt = torch.optim.Adam(net.parameters(), lr=2e-3)
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, a.epochs)
    rng = np.random.default_rng(a.seed)

    def batch(pos_ids):
        rows = np.concatenate([np.arange(starts[i], starts[i + 1]) for i in pos_ids])
        x = torch.from_numpy(np.unpackbits(bits[rows], axis=1, bitorder='little')[:, :INPUTS]
                             .astype(np.float32))
        local = np.repeat(np.arange(len(pos_ids)), starts[pos_ids + 1] - starts[pos_ids])
        return x, torch.from_numpy(values[rows]), torch.from_numpy(local), len(pos_ids)

    def evaluate(pos_ids):
        """The mean squared error of centred scores, and how often the
        net's best move is the teacher's best, and what its choice loses
        on average by the teacher's values."""
        with torch.no_grad():
            x, y, local, n = batch(pos_ids)
            s = net(x)
            err = float(((centred(s, local, n) - centred(y, local, n)) ** 2).mean())
            agree, loss = 0, 0.0
            for j in range(n):
                m = local == j
                sj, yj = s[m], y[m]
                agree += int(yj[int(sj.argmax())] == yj.max())
                loss += float(yj.max() - yj[int(sj.argmax())])
            return err, agree / n, loss / n

    test_ids = np.arange(cut, n_positions)
    for epoch in range(a.epochs):
        order = rng.permutation(cut)
        total = 0.0
        for b in range(0, cut, a.batch_positions):
            x, y, local, n = batch(order[b:b + a.batch_positions])
            s = net(x)
            loss = ((centred(s, local, n) - centred(y, local, n)) ** 2).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += float(loss) * n
        sched.step()
        err, agree, regret = evaluate(test_ids)
        print(f'epoch {epoch + 1}: train {total / cut:.4f}, held out {err:.4f}, '
              f'best move agreed {agree:.3f}, points lost a decision {regret:.4f}', flush=True)
    torch.save({'state': net.state_dict(), 'hidden1': a.hidden1, 'hidden2': a.hidden2}, a.out)


if __name__ == '__main__':
    main()
