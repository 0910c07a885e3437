#!/usr/bin/python3
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
"""Writes a trained net (train.py's OUT.pt) as lib/bots/learned-weights.c:
whole numbers that lib/bots/learned.c evaluates exactly the same way on
every platform, and one input with its score, for the test.

Fixed point: weights in 1/1024ths (int16); the first layer's sums in
1/1024ths, the activations in 1/256ths, clipped at Net.CLIP; later sums
in 1/2^18ths (int32, bounded below 2^31 by a check here).

Usage: export.py NET.pt OUT.c COMMAND...   (COMMAND: what made it, for the header)
"""

import sys
import numpy as np
import torch

W_ONE = 1024        # a weight of 1.0
A_ONE = 256         # an activation of 1.0
CLIP = 8            # train.Net.CLIP
INPUTS = 341


def quantize(t, scale, bits):
    q = np.rint(t.detach().numpy().astype(np.float64) * scale).astype(np.int64)
    lim = (1 << (bits - 1)) - 1
    if np.abs(q).max() > lim:
        sys.exit(f'a weight is out of range: {np.abs(q).max()} > {lim}')
    return q


def score(q, active):
    """learned.c's score of one input (the indices set), in whole numbers."""
    acc1 = q['b1'] + q['w1'][:, active].sum(axis=1)
    a1 = np.clip(acc1, 0, CLIP * W_ONE) >> 2
    acc2 = q['b2'] + q['w2'] @ a1
    a2 = np.clip(acc2, 0, CLIP * W_ONE * A_ONE) >> 10
    return int(q['b3'][0] + q['w3'][0] @ a2)


def c_list(values, per_line=16):
    flat = [str(int(v)) for v in np.asarray(values).ravel()]
    return ',\n\t'.join(', '.join(flat[i:i + per_line]) for i in range(0, len(flat), per_line))


def c_array(name, ctype, values):
    """A C array; a table's rows in braces of their own."""
    values = np.asarray(values)
    if values.ndim == 1:
        return f'const {ctype} {name} = {{\n\t{c_list(values)}\n}};\n'
    rows = ',\n'.join('\t{ ' + c_list(row).replace('\n\t', '\n\t  ') + ' }' for row in values)
    return f'const {ctype} {name} = {{\n{rows}\n}};\n'


def main():
    net_path, out_path, command = sys.argv[1], sys.argv[2], ' '.join(sys.argv[3:])
    saved = torch.load(net_path)
    st, h1, h2 = saved['state'], saved['hidden1'], saved['hidden2']
    q = {
        'w1': quantize(st['l1.weight'], W_ONE, 16), 'b1': quantize(st['l1.bias'], W_ONE, 32),
        'w2': quantize(st['l2.weight'], W_ONE, 16),
        'b2': quantize(st['l2.bias'], W_ONE * A_ONE, 32),
        'w3': quantize(st['l3.weight'], W_ONE, 16),
        'b3': quantize(st['l3.bias'], W_ONE * A_ONE, 32),
    }
    top = CLIP * A_ONE
    for w, b in (('w2', 'b2'), ('w3', 'b3')):
        bound = np.abs(q[w]).sum(axis=1) * top + np.abs(q[b])
        if bound.max() >= 1 << 31:
            sys.exit(f'{w} could overflow an int32 sum')
    if (np.abs(q['w1']).sum(axis=1).max() + np.abs(q['b1']).max()) >= 1 << 31:
        sys.exit('w1 could overflow')
    # The test's input: the first inputs of each group.
    check = [0, 41, 82, 95, 130, 165, 203, 250, 280, 290, 313, 321, 324, 328, 333, 340]
    with open(out_path, 'w') as f:
        f.write('/*\n * Copyright © 2026 The libescopa authors\n'
                ' * SPDX-License-Identifier: MIT\n */\n\n'
                '/* Written by tools/train/export.py; do not edit. Made by:\n'
                f' *   {command}\n */\n\n#include "learned-private.h"\n\n'
                f'_Static_assert(LEARNED_HIDDEN1 == {h1} && LEARNED_HIDDEN2 == {h2},\n'
                '\t       "learned-private.h has the sizes of these weights");\n\n')
        # The first layer by input: a pair's sum adds the rows of its inputs.
        f.write(c_array('learned_w1[LEARNED_INPUTS][LEARNED_HIDDEN1]', 'int16_t', q['w1'].T))
        f.write(c_array('learned_b1[LEARNED_HIDDEN1]', 'int32_t', q['b1']))
        f.write(c_array('learned_w2[LEARNED_HIDDEN2][LEARNED_HIDDEN1]', 'int16_t', q['w2']))
        f.write(c_array('learned_b2[LEARNED_HIDDEN2]', 'int32_t', q['b2']))
        f.write(c_array('learned_w3[LEARNED_HIDDEN2]', 'int16_t', q['w3'][0]))
        f.write(f'const int32_t learned_b3 = {int(q["b3"][0])};\n\n')
        f.write(c_array(f'learned_check_inputs[{len(check)}]', 'uint16_t', check))
        f.write(f'const int learned_check_count = {len(check)};\n')
        f.write(f'const int32_t learned_check_score = {score(q, check)};\n')
    print(f'{out_path}: {h1}x{h2}, {q["w1"].size + q["w2"].size + q["w3"].size} weights')


if __name__ == '__main__':
    main()
