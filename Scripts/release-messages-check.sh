#!/usr/bin/env bash
# Misuse must stop the program with a message that survives optimized builds: `fatalError`, never
# `precondition`, `preconditionFailure`, `assert` or `assertionFailure` (in -O the first two trap
# without the message, the last two are compiled out). Fails listing any of them in the libraries
# an app links (comments aside). Part of `make test`; `make test-release-exits` runs the exit tests
# themselves against a release build (not in CI: it would take CI near its 30-minute limit).
set -euo pipefail
cd "$(dirname "$0")/.."
hits=$(grep -rnE '\b(precondition|preconditionFailure|assert|assertionFailure)\(' \
    Sources/CoreGraphics Sources/QuartzCore Sources/UIKit Sources/UIKitTesting \
    | grep -vE '^[^:]+:[0-9]+:\s*//' || true)
if [ -n "$hits" ]; then
    echo "$hits" >&2
    echo "release-messages-check: misuse checks whose message an optimized build drops (use fatalError)" >&2
    exit 1
fi
echo "release-messages-check: passed (no precondition or assert in the libraries)"
