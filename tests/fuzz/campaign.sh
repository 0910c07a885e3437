#!/usr/bin/env bash
# Copyright © 2026 The libescopa authors
# SPDX-License-Identifier: MIT
#
# A fuzzing campaign: builds the libFuzzer targets (clang, AddressSanitizer
# and UndefinedBehaviorSanitizer) and runs each for MINUTES on top of its
# corpus, then prints one line per target: the inputs run, the coverage
# gained (edges, and new inputs kept) and the crashes. See README.md.
#
#   tests/fuzz/campaign.sh [-j JOBS] [-b BUILD_DIR] [-o OUT_DIR] MINUTES [TARGET...]
#
#   -j JOBS       targets run at once (default: the number of cores; 1 runs
#                 them in sequence)
#   -b BUILD_DIR  the fuzzing build, set up if missing (default: build-fuzz)
#   -o OUT_DIR    where each target's new inputs, crashing inputs and log go
#                 (default: a new directory under /tmp); kept afterwards
#   TARGET        card move rules position record snapshot api view (default:
#                 all of them)
#
# Run from the top of the source tree. The repository's corpus is only
# read. The exit status is 1 when some target crashed, leaked, timed out or
# broke a promise; its input is OUT_DIR/TARGET/crash-* (or leak-*,
# timeout-*, oom-*), ready to minimise and add to the corpus (README.md).

set -eu

all_targets="card move rules position record snapshot api view"
jobs=$(nproc 2>/dev/null || echo 1)
build='build-fuzz'
out=

usage() {
	sed -n '/^#   tests/,/^#   TARGET/p' "$0" | sed 's/^# \{0,1\}//' >&2
	exit 2
}

while getopts j:b:o:h opt; do
	case $opt in
	j) jobs=$OPTARG ;;
	b) build=$OPTARG ;;
	o) out=$OPTARG ;;
	*) usage ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] || usage
minutes=$1
shift
case $minutes in
'' | *[!0-9]* | 0) echo "MINUTES must be a whole number above 0" >&2; exit 2 ;;
esac
case $jobs in
'' | *[!0-9]* | 0) echo "JOBS must be a whole number above 0" >&2; exit 2 ;;
esac
targets=${*:-$all_targets}
for t in $targets; do
	case " $all_targets " in
	*" $t "*) ;;
	*) echo "no fuzz target '$t' (targets: $all_targets)" >&2; exit 2 ;;
	esac
done
[ -d tests/fuzz/corpus ] || { echo "run from the top of the source tree" >&2; exit 2; }

if [ ! -d "$build" ]; then
	CC=clang meson setup "$build" -Dfuzzing=true -Db_sanitize=address,undefined \
		-Db_lundef=false >/dev/null
fi
fuzzers=()
for t in $targets; do
	fuzzers+=("fuzz-$t")
done
meson compile -C "$build" "${fuzzers[@]}" >/dev/null
out=${out:-$(mktemp -d /tmp/escopa-fuzz-campaign.XXXXXX)}

# One target: its new inputs go to OUT/TARGET/new, anything that failed to
# OUT/TARGET/, its output to OUT/TARGET.log.
run_target() {
	local t=$1
	mkdir -p "$out/$t/new"
	UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
		"$build/tests/fuzz/fuzz-$t" -max_total_time=$((minutes * 60)) -timeout=20 \
		-rss_limit_mb=2048 -max_len=16384 -print_final_stats=1 \
		-artifact_prefix="$out/$t/" "$out/$t/new" "tests/fuzz/corpus/$t" \
		>"$out/$t.log" 2>&1 || true
}

# The failures of a target: crashing, leaking, slow and memory-hungry inputs.
failures() {
	find "$out/$1" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'leak-*' \
		-o -name 'timeout-*' -o -name 'oom-*' \)
}

# One line from a target's log: the inputs run (libFuzzer's final stats,
# or its last status line after a crash), the input rate, the coverage
# (edges) when the corpus was loaded and at the end, and the new inputs.
summary() {
	local t=$1
	awk -v t="fuzz-$t" -v minutes="$minutes" -v kept="$(find "$out/$t/new" -type f | wc -l)" \
	    -v crashes="$(failures "$t" | wc -l)" '
		function cov(   i) { for (i = 1; i <= NF; i++) if ($i == "cov:") return $(i + 1); return "" }
		/^#[0-9]+/ { last = substr($1, 2); if (cov() != "") end = cov() }
		/INITED/ && start == "" { start = cov() }
		/^stat::number_of_executed_units:/ { runs = $2 }
		/^stat::average_exec_per_sec:/ { rate = $2 }
		END {
			if (runs == "") runs = last + 0
			printf "%-14s %s min %10d inputs (%s/s)  coverage %s -> %s edges (+%d), %d new inputs, %d crashes\n",
			       t, minutes, runs, rate == "" ? "?" : rate, start == "" ? "?" : start,
			       end == "" ? "?" : end, end - start, kept, crashes
		}' "$out/$t.log"
	if [ -n "$(failures "$t")" ]; then
		grep -m 1 -E 'broken promise|ERROR: ' "$out/$t.log" | sed 's/^/    /' || true
		failures "$t" | sed 's/^/    /'
	fi
}

echo "fuzz campaign: $minutes min a target, $jobs at once, output in $out"
running=0
for t in $targets; do
	if [ "$running" -ge "$jobs" ]; then
		wait -n
		running=$((running - 1))
	fi
	run_target "$t" &
	running=$((running + 1))
done
wait

failed=0
for t in $targets; do
	summary "$t"
	[ -z "$(failures "$t")" ] || failed=1
done
exit $failed
