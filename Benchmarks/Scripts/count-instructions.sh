#!/usr/bin/env bash
# Counts the instructions of each call of one function while a benchmark runs, with callgrind:
# one dump per call (`--dump-before`), collecting only inside the function (`--toggle-collect`).
# Prints the number of calls, the first call's count and the median. Counts are deterministic, so
# two builds compare exactly where wall time is noisy (issue 17's figures).
#
#   Scripts/count-instructions.sh EXECUTABLE 'benchmark name regex' 'MANGLED_FUNCTION'
#   e.g. .build/release/LayoutBenchmarks 'layout pass, 1,000 views, frames' \
#        '$s16LayoutBenchmarks14PlainRowsSceneC10layoutPassyyF'
#
# The function must be named exactly as mangled (`nm EXECUTABLE | grep name`); `--dump-before`
# takes no wildcards. The executable runs its benchmarks once in its debug mode (`--filter`).
#
# Valgrind: VALGRIND (default `valgrind`). Debian 12's 3.19 cannot read Swift 6.3's debug
# information; 3.24 and 3.27 stop in libdispatch's `sigsuspend`, whose mask is read-only memory
# that `PRE(sys_rt_sigsuspend)` (coregrind/m_syswrap/syswrap-linux.c) writes to. A build of 3.24
# whose wrapper removes its signal from a copy of the mask instead works.
set -euo pipefail
exe=$1; filter=$2; fn=$3
valgrind=${VALGRIND:-valgrind}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export LD_LIBRARY_PATH="$(dirname "$exe")${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"   # the malloc interposer
"$valgrind" --tool=callgrind --callgrind-out-file="$dir/cg.out" --collect-atstart=no \
    --toggle-collect="$fn" --dump-before="$fn" "$exe" --filter "$filter" >"$dir/stdout" 2>"$dir/stderr" \
    || { tail -20 "$dir/stderr" >&2; exit 1; }
for f in "$dir"/cg.out.*; do
    grep -E '^(summary|totals):' "$f" | head -1 | awk '{print $2}'
done | awk '$1 > 0' | sort -n >"$dir/counts"
[ -s "$dir/counts" ] || { echo "count-instructions: $fn was never called" >&2; exit 1; }
echo "calls: $(wc -l <"$dir/counts")  median: $(awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}' "$dir/counts")  min: $(head -1 "$dir/counts")"
