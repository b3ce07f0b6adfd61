#!/usr/bin/env bash
# Fetches the C++ headers of kiwi (the Cassowary solver that the `kiwisolver` package on PyPI
# ships, BSD-licensed) for the CKiwiBaseline target of the LayoutBenchmarks suite, into
# Benchmarks/.kiwi/include/kiwi/ (git-ignored). Nothing of kiwi is committed: this script gets it
# through pip when the benchmarks run (`make bench` runs it first). Does nothing when the headers
# are already there; `--force` fetches again.
#
# Environment: KIWISOLVER_VERSION (default 1.5.1) chooses the source distribution; PYTHON
# (default python3) the Python whose pip downloads it.
set -euo pipefail

benchmarks="$(cd "$(dirname "$0")/.." && pwd)"
destination="$benchmarks/.kiwi"
version="${KIWISOLVER_VERSION:-1.5.1}"
python="${PYTHON:-python3}"

if [ "${1:-}" != "--force" ] && [ -f "$destination/include/kiwi/kiwi.h" ]; then
    exit 0
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

echo "fetch-kiwi: downloading the kiwisolver $version source distribution with pip"
# --no-binary: the source distribution (wheels hold no headers). pip prepares the package's
# metadata, which installs its build requirements into a throwaway environment first.
if ! "$python" -m pip download --quiet --disable-pip-version-check --no-deps --no-binary :all: \
        --dest "$scratch" "kiwisolver==$version" >"$scratch/pip.log" 2>&1; then
    cat "$scratch/pip.log" >&2
    echo "fetch-kiwi: pip could not download kiwisolver $version (is PyPI reachable, is pip installed?)" >&2
    exit 1
fi

archive="$(find "$scratch" -maxdepth 1 -name 'kiwisolver-*.tar.gz' | head -n 1)"
if [ -z "$archive" ]; then
    echo "fetch-kiwi: pip left no kiwisolver-*.tar.gz in $scratch" >&2
    exit 1
fi

# Only the solver's headers (kiwi/*.h) and the licence.
tar -xzf "$archive" -C "$scratch" --wildcards '*/kiwi/*.h' '*/LICENSE'
root="$(find "$scratch" -mindepth 1 -maxdepth 1 -type d -name 'kiwisolver-*' | head -n 1)"
rm -rf "$destination.partial"
mkdir -p "$destination.partial/include/kiwi"
cp "$root"/kiwi/*.h "$destination.partial/include/kiwi/"
cp "$root/LICENSE" "$destination.partial/LICENSE"
echo "kiwisolver $version ($(basename "$archive"))" >"$destination.partial/VERSION"
rm -rf "$destination"
mv "$destination.partial" "$destination"
echo "fetch-kiwi: kiwi $version headers in $destination/include/kiwi"
