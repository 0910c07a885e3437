#!/bin/sh
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# Redoes the learned evaluation from nothing (README.md): the data, the
# training, lib/bots/learned-weights.c. One command:
#
#   tools/train/run.sh BUILD WORK [PARTS]
#
# BUILD: a build directory configured with -Dlearned_bots=true (release
# for speed); WORK: where the data and the net go; PARTS: how many parts of
# 10000 hands (default 8, each about 83000 positions and 2.5 minutes of one
# core). Python: Debian's /usr/bin/python3 with python3-torch.
set -eu
build=$1
work=$2
parts=${3:-8}
here=$(cd "$(dirname "$0")" && pwd)
python=/usr/bin/python3
meson compile -C "$build" tools/train/datagen
mkdir -p "$work"
files=""
i=0
while [ "$i" -lt "$parts" ]; do
	first=$((1000000 + i * 10000))
	[ -s "$work/part$i.bin" ] || "$build/tools/train/datagen" "$first" 10000 "$work/part$i.bin"
	files="$files $work/part$i.bin"
	i=$((i + 1))
done
# shellcheck disable=SC2086
"$python" "$here/train.py" "$work/net.pt" $files
"$python" "$here/export.py" "$work/net.pt" "$here/../../lib/bots/learned-weights.c" \
	"tools/train/run.sh BUILD WORK $parts"
