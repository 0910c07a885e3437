#!/bin/sh
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# The browser module's optimisation level, size against speed: builds the
# module at each level into build-wasm-<name> (cross/wasm32-emscripten.txt
# with -Doptimization and -Dwasm_link_optimization), then prints a row
# each: the size gzipped (gzip -9, as tests/size.test.mjs), what that
# costs on a 1.6 Mbit/s link ("slow 4G"), and decision-loop.mjs's playNext
# loop, µs a decision and its ratio to native C (medians of interleaved
# runs, which drift with the machine's load). With --instructions, also
# the instructions a decision of that loop under callgrind, in node with
# V8's optimizing compiler only, and the ratio to the native loop's, then
# the instructions a move of the hard bot (bot-move.mjs): each the
# difference between two runs of different lengths, so that node's start
# cancels out. These do not drift; a level takes minutes.
#
#   sh bindings/js/bench/levels.sh [--instructions [--loop getters]]
#      [NATIVE_BUILD [GAMES [RUNS]]]
#
# --loop getters counts decision-loop.mjs's other loop (phase,
# currentSeat, legalMoves() and play()) instead of playNext().
#
# NATIVE_BUILD is a native release build (default build-rel: `meson setup
# build-rel --buildtype=release && ninja -C build-rel`). Each level is
# name:compile:link (meson optimization, the link's -O level).
set -eu
count=false
counted=playNext
if [ "${1:-}" = --instructions ]; then
	count=true
	shift
	if [ "${1:-}" = --loop ]; then
		counted=$2
		shift 2
	fi
fi
native=${1:-build-rel}/tests/bench/bench-decision-loop
games=${2:-100}
runs=${3:-11}
levels="oz:s:z os:s:s o2:2:2 o3:3:3 o2-oz:2:z"

# instructions RESULT_PATTERN COMMAND...: "units instructions" of one run
instructions() {
	pattern=$1
	shift
	out=$(mktemp)
	valgrind --tool=callgrind --callgrind-out-file="$out" "$@" 2>/dev/null |
		sed -n "$pattern" | tr '\n' ' '
	sed -n 's/^totals: //p' "$out"
	rm -f "$out"
}
# per A B: the difference of two "units instructions" pairs, a unit
per() {
	echo "$1 $2" | awk '{ printf "%.0f", ($4 - $2) / ($3 - $1) }'
}

for level in $levels; do
	IFS=: read -r name compile link <<-END
	$level
	END
	dir=build-wasm-$name
	# set up anew each time: when ninja reconfigures a build, the cross
	# file's optimization overrides the one given here
	wipe=
	[ -d "$dir" ] && wipe=--wipe
	meson setup $wipe "$dir" --cross-file cross/wasm32-emscripten.txt \
		-Doptimization="$compile" -Dwasm_link_optimization="$link" >/dev/null
	ninja -C "$dir" >/dev/null
done

if $count; then
	loop='s/^decisions \([0-9]*\) .*/\1/p'
	a=$(instructions "$loop" "$native" 200 1)
	b=$(instructions "$loop" "$native" 200 3)
	native_per=$(echo "$a $b" | awk '{ printf "%.0f", ($4 - $2) / (2 * $3) }')
	echo "native loop: $native_per instructions a decision"
	echo "| module | compile, link | gzipped bytes | at 1.6 Mbit/s | playNext µs | × native |" \
	     "$counted instructions | × native | hard bot, instructions a move |"
	echo "|---|---|---|---|---|---|---|---|---|"
else
	echo "| module | compile, link | gzipped bytes | at 1.6 Mbit/s | playNext µs | × native |"
	echo "|---|---|---|---|---|---|"
fi
for level in $levels; do
	IFS=: read -r name compile link <<-END
	$level
	END
	dir=build-wasm-$name/bindings/js
	bytes=$(gzip -9c "$dir/libescopa.wasm" | wc -c)
	play=$(node bindings/js/bench/decision-loop.mjs --package "$dir" --native "$native" \
		--games "$games" --runs "$runs" | awk '$1 == "playNext" { print $2, $3 }')
	row=$(echo "$name -O$compile -O$link $bytes $play" | awk '{
		printf "| %s | %s, %s | %d | %.2f s | %s | %s |", $1, $2, $3, $4, $4 * 8 / 1.6e6, $5, $6 }')
	if $count; then
		node_v8="node --no-liftoff --no-wasm-tier-up --single-threaded"
		loop='s/.* \([0-9]*\) decisions a pass.*/\1/p'
		a=$(instructions "$loop" $node_v8 bindings/js/bench/decision-loop.mjs --package "$dir" \
			--games 20 --runs 1 --loop "$counted")
		b=$(instructions "$loop" $node_v8 bindings/js/bench/decision-loop.mjs --package "$dir" \
			--games 220 --runs 1 --loop "$counted")
		decision=$(per "$a" "$b")
		bot='s/.* games, \([0-9]*\) moves,.*/\1/p'
		a=$(instructions "$bot" $node_v8 bindings/js/bench/bot-move.mjs --level hard \
			--games 1 --runs 1 "$dir")
		b=$(instructions "$bot" $node_v8 bindings/js/bench/bot-move.mjs --level hard \
			--games 3 --runs 1 "$dir")
		move=$(per "$a" "$b")
		row="$row $(echo "$decision $native_per $move" | awk '{
			printf "%d | %.1f | %.2f M |", $1, $1 / $2, $3 / 1e6 }')"
	fi
	echo "$row"
done
