#!/usr/bin/env bash
# Builds Examples/TutorialTests — a package that depends on Rockhopper as a user's would — from
# clean, fails if the build prints a warning from Rockhopper's sources, then runs its tests
# (Swift Testing and XCTest). Prints the clean-build and test times. Part of `make test`.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT/Examples/TutorialTests"
SWIFT="${SWIFT:-swift}"
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT

rm -rf .build
start=$(date +%s)
if ! "$SWIFT" build --build-tests >"$LOG" 2>&1; then
    cat "$LOG" >&2
    echo "consumer-check: the example package does not build" >&2
    exit 1
fi
built=$(date +%s)

# Warnings about Rockhopper's own files, and SwiftPM's about its manifest or flags. Known and
# listed in docs/COMPATIBILITY.md ("Building"): pango's pkg-config asks for -pthread, which SwiftPM
# drops with a warning in a dependency.
warnings=$(grep -E "^($ROOT/(Sources|Package)|warning: )" "$LOG" | grep -E 'warning:' \
    | grep -v -E '^warning: prohibited flag\(s\): (-pthread(, )?)+$' || true)
if [ -n "$warnings" ]; then
    echo "$warnings" | sort -u >&2
    echo "consumer-check: the example package's clean build printed $(echo "$warnings" | wc -l) warning line(s) from Rockhopper" >&2
    exit 1
fi
# SwiftPM 6.3 still fetches a dependency that only a disabled trait uses, but must not build it.
if grep -q -E 'Compiling (SnapshotTesting|SwiftSyntax|SwiftParser|InlineSnapshotTesting) ' "$LOG"; then
    echo "consumer-check: the example package built swift-snapshot-testing or swift-syntax without the SnapshotTesting trait" >&2
    exit 1
fi

"$SWIFT" test --skip-build 2>&1 | tail -n 4
tested=$(date +%s)
echo "consumer-check: passed (clean build $((built - start)) s, tests $((tested - built)) s, no warnings from Rockhopper)"
