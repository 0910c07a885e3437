#!/bin/sh
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# The standard round robin of the opponent pool (doc/players.md, "Running
# a tournament"): random, greedy, the pool's rule players, a plain fair
# PIMC (128 sampled deals, greedy playouts, no exact search), a flat PIMC
# of 200 deals with the other sides at their best in its exact search,
# ISMCTS, and the levels easy, medium, hard and expert, over paired deals.
#
#   tests/pool/run-pool.sh ESCOPA_POOL DEALS [PRESET [PLAYERS]]
#
# ESCOPA_POOL is tests/pool/escopa-pool of a build (a release build for
# figures: meson setup build-rel --buildtype=release); DEALS the deals in
# all, from seed SEED_START; PRESET the rules (default escoba_de_15);
# PLAYERS the players at the table (default 2; 4 for partnerships).
#
# The deals are cut into PARTS seed ranges, written as commands, one a
# line, into OUT/commands; each writes its part's --json to OUT. They run
# JOBS at a time through GNU parallel, or one after another without it;
# `escopa-pool merge` then adds the parts up into OUT/merged.json and
# prints the report. To spread a run over machines, run the lines of
# OUT/commands there (each stands alone), bring the part files back into
# OUT and merge them; doc/players.md has recipes for GNU parallel and for
# a job array. The environment may set:
#
#   POOL_RULES  the pool's rule players (default: every player of
#               `ESCOPA_POOL --list`)
#   PLAYERS_ALL the whole list of --player specs instead of the standard one
#   JOBS        parts at once (default 2: the cores of this machine)
#   PARTS       seed ranges (default: JOBS, at most DEALS)
#   SEED_START  the first deal's seed (default 0)
#   ANCHOR      the player rated 0 (default: none, the ratings sum to 0)
#   OUT         the parts' directory (default pool-PRESET-PLAYERSp)
#   COMMANDS_ONLY=1 writes OUT/commands and stops, to run them elsewhere
set -eu
pool=${1:?usage: run-pool.sh ESCOPA_POOL DEALS [PRESET [PLAYERS]]}
deals=${2:?usage: run-pool.sh ESCOPA_POOL DEALS [PRESET [PLAYERS]]}
preset=${3:-escoba_de_15}
seats=${4:-2}
jobs=${JOBS:-2}
parts=${PARTS:-$jobs}
seed_start=${SEED_START:-0}
out=${OUT:-pool-$preset-${seats}p}

rules=${POOL_RULES:-$("$pool" --list | cut -f1)}
players=${PLAYERS_ALL:-"random greedy $(echo $rules)
	pimc:iterations=128,endgame_cards=0
	pimc:iterations=200,endgame_cards=6,opponent_model=none
	ismcts easy medium hard expert"}

[ "$parts" -le "$deals" ] || parts=$deals
[ "$parts" -ge 1 ] || { echo "run-pool.sh: no deals to play" >&2; exit 2; }

mkdir -p "$out"
rm -f "$out"/part-*.json "$out"/merged.json
player_args=
for p in $players; do
	player_args="$player_args --player $p"
done

# Part i holds deals i*deals/parts .. (i+1)*deals/parts - 1 of the run.
i=0
: > "$out/commands"
while [ "$i" -lt "$parts" ]; do
	first=$((seed_start + i * deals / parts))
	next=$((seed_start + (i + 1) * deals / parts))
	echo "'$pool' --preset $preset --players $seats$player_args" \
	     "--deals $((next - first)) --seed-start $first --threads 1 --json" \
	     "> '$out/part-$first.json'" >> "$out/commands"
	i=$((i + 1))
done

if [ -n "${COMMANDS_ONLY:-}" ]; then
	cat "$out/commands"
	exit 0
fi
if command -v parallel > /dev/null 2>&1; then
	parallel -j "$jobs" < "$out/commands"
else
	sh -e "$out/commands"
fi

anchor=
[ -z "${ANCHOR:-}" ] || anchor="--anchor $ANCHOR"
"$pool" merge "$out"/part-*.json --json $anchor > "$out/merged.json"
"$pool" merge "$out/merged.json" $anchor
