#!/bin/sh
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# The strength figures of doc/players.md: every level and kind against the
# greedy player over paired deals (escopa tournament). Run it from a
# release build:
#
#   meson setup build-rel --buildtype=release && ninja -C build-rel
#   tests/bench/strength.sh build-rel/bindings/cli/escopa [main|more|racing|all]
#
# "main" is the 4000-deal measurement of the expert level in Escoba de 15
# (about 40 minutes of one core); "more" is everything else (about 45
# minutes); "racing" the race against flat PIMC at several budgets over
# the deals of seeds 10000 to 10399 (about 30 minutes). THREADS (default
# 2) and SCALE (default 1: multiplies the deals of "more") change the run,
# not the figures: results do not depend on the thread count, and ms/move
# is the CPU time of the player's thread.
set -eu
escopa=${1:?usage: strength.sh ESCOPA [main|more|racing|all]}
part=${2:-all}
threads=${THREADS:-2}
scale=${SCALE:-1}

run() {
	deals=$1
	shift
	echo "\$ escopa tournament $* --deals $deals"
	"$escopa" tournament "$@" --deals "$deals" --threads "$threads"
	echo
}

# The 4000 deals in 16 seed ranges of 250, two at a time, each into its
# own JSON file (OUT, default strength-main/), so that an interrupted run
# keeps what it did; escopa tournament merge adds them up.
main_range() {
	"$escopa" tournament --preset escoba_de_15 --player expert --player greedy \
		--deals 250 --seed-start $(($1 * 250)) --threads 1 --json > "$out/range-$1.json"
}
if [ "$part" = main ] || [ "$part" = all ]; then
	out=${OUT:-strength-main}
	mkdir -p "$out"
	echo "\$ escopa tournament --preset escoba_de_15 --player expert --player greedy --deals 4000"
	for i in 0 2 4 6 8 10 12 14; do
		main_range $i &
		main_range $((i + 1))
		wait
	done
	"$escopa" tournament merge "$out"/range-*.json
	echo
fi
if [ "$part" = more ] || [ "$part" = all ]; then
	# levels, kinds and budgets, Escoba de 15, two players
	run $((300 * scale)) --player easy --player greedy
	run $((300 * scale)) --player medium --player greedy
	run $((300 * scale)) --player omniscient --player greedy
	run $((100 * scale)) --player hard --player greedy
	# the other presets, and four players in partnerships
	run $((100 * scale)) --preset escopa --player expert --player greedy
	run $((50 * scale)) --preset escoba --player expert --player greedy
	run $((100 * scale)) --preset scopa --player expert --player greedy
	run $((50 * scale)) --preset escoba_de_15 --players 4 --player expert --player greedy
	# budgets and variants on the first 200 deals
	for p in pimc:iterations=8,endgame_cards=12 pimc:iterations=24,endgame_cards=12 \
		 pimc:iterations=64,endgame_cards=12 pimc:iterations=400,endgame_cards=12 \
		 pimc:iterations=200,endgame_cards=12,opponent_model=none \
		 pimc:iterations=200,endgame_cards=6; do
		run $((200 * scale)) --player $p --player greedy
	done
fi
if [ "$part" = racing ] || [ "$part" = all ]; then
	# flat PIMC and the race, the same work, on deals none of the above use
	for p in pimc:iterations=200,endgame_cards=6 pimc:iterations=200,endgame_cards=6,racing=1 \
		 pimc:iterations=400,endgame_cards=6 pimc:iterations=400,endgame_cards=6,racing=1 \
		 pimc:iterations=800,endgame_cards=6,racing=1 \
		 pimc:iterations=1600,endgame_cards=6,racing=1; do
		run 400 --seed-start 10000 --player $p --player greedy
	done
fi
