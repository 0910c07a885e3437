#!/bin/sh
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# The strength figures of doc/players.md, over paired deals (each deal
# played twice, the seats swapped), with escopa-pool: escopa tournament
# with the opponent pool's rule players beside the library's bots. Run it
# from a release build:
#
#   meson setup build-rel --buildtype=release && ninja -C build-rel
#   tests/bench/strength.sh build-rel/tests/pool/escopa-pool [targets|levels|presets|pool|all]
#
# "targets": the expert level against the opponents it must beat in
#   Escoba de 15 (the PIMC search with the other sides at their best, a
#   plain PIMC without exact search, the strongest rule player, greedy),
#   DEALS deals (default 2000; about 45 minutes of two cores);
# "levels": the four levels and greedy, 300 deals (about 5 minutes);
# "presets": the expert level against the PIMC search and greedy in the
#   other presets and in four players, 200 deals each (about 20 minutes);
# "pool": the whole standard pool (tests/pool/run-pool.sh), DEALS deals.
#
# Each round robin runs in seed ranges through tests/pool/run-pool.sh (GNU
# parallel when installed; JOBS at a time, default 2) and is merged, so
# that a part can run on another machine. Results do not depend on the
# number of threads or parts; ms/move is the CPU time of the player's
# thread. OUT (default strength/) keeps the parts.
set -eu
pool=${1:?usage: strength.sh ESCOPA_POOL [targets|levels|presets|pool|all]}
part=${2:-all}
here=$(dirname "$0")
run_pool=$here/../pool/run-pool.sh
out=${OUT:-strength}

# round_robin NAME DEALS PRESET SEATS PLAYER...: one round robin, greedy
# rated 0 when it plays.
round_robin() {
	name=$1 deals=$2 preset=$3 seats=$4
	shift 4
	echo "\$ escopa-pool --preset $preset --players $seats $(printf -- '--player %s ' "$@")--deals $deals"
	PLAYERS_ALL="$*" ANCHOR=${ANCHOR:-greedy} OUT="$out/$name" \
		sh "$run_pool" "$pool" "$deals" "$preset" "$seats"
	echo
}

minimax_search=pimc:iterations=200,endgame_cards=6,opponent_model=none
plain_pimc=pimc:iterations=128,endgame_cards=0
if [ "$part" = targets ] || [ "$part" = all ]; then
	round_robin targets "${DEALS:-2000}" escoba_de_15 2 \
		expert $minimax_search $plain_pimc rules-endgame greedy
fi
if [ "$part" = levels ] || [ "$part" = all ]; then
	round_robin levels 300 escoba_de_15 2 easy medium hard expert greedy
fi
if [ "$part" = presets ] || [ "$part" = all ]; then
	for preset in escoba scopa escopa; do
		round_robin "$preset" 200 $preset 2 expert $minimax_search rules-endgame greedy
	done
	round_robin escoba_de_15-4p 200 escoba_de_15 4 expert $minimax_search rules-endgame greedy
fi
if [ "$part" = pool ] || [ "$part" = all ]; then
	ANCHOR=${ANCHOR:-greedy} OUT="$out/pool" sh "$run_pool" "$pool" "${DEALS:-2000}"
fi
