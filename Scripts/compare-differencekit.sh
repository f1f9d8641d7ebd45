#!/usr/bin/env bash
# ListDiffer against DifferenceKit 1.3.0, side by side in one release process, on the diff
# benchmarks' workloads (1% and 10% changes in DifferenceKit's benchmark shape, and full shuffles,
# at 10k, 100k and 1M rows): a table of median times and their ratio, judged against issue 20's
# goal of at most 0.4× DifferenceKit's time in every cell, with the floor of docs/Benchmarks.md (the
# bound ./Scripts/benchmarks.sh carries is 0.4× DifferenceKit's time in floors) and each run's
# extra memory. Both diffs are checked first: ours applied to the old list must give the new one.
#
#   Scripts/compare-differencekit.sh         clones DifferenceKit 1.3.0 into .build/differencekit
#   Scripts/compare-differencekit.sh PATH    uses the DifferenceKit checkout at PATH instead
#
# Exits 1 when a cell misses the goal or a check fails, 2 when it cannot run. DifferenceKit's code
# is never part of this repository: the harness, Benchmarks/DifferenceKitComparison (ours), is
# built with the workload, timing and memory files of Benchmarks/Sources/DataSourceBenchmarks in a
# throwaway package under .build/differencekit-compare. Not run by ./Scripts/test.sh or CI.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
tag=1.3.0

if (( $# > 1 )); then echo "usage: $0 [path to a DifferenceKit checkout]" >&2; exit 2; fi
if (( $# == 1 )); then
    kit=$(cd "$1" 2>/dev/null && pwd) || { echo "error: $1 is not a directory; pass a DifferenceKit checkout" >&2; exit 2; }
else
    kit=$root/.build/differencekit/DifferenceKit
    if [[ ! -d $kit ]]; then
        echo "== Cloning DifferenceKit $tag into $kit"
        if ! GIT_TERMINAL_PROMPT=0 timeout 120 git clone --quiet --depth 1 --branch "$tag" \
            https://github.com/ra1028/DifferenceKit "$kit" 2>/dev/null; then
            rm -rf "$kit"
            echo "error: cannot clone DifferenceKit (no network?); pass the path of a $tag checkout: $0 PATH" >&2
            exit 2
        fi
    fi
fi
if [[ ! -f $kit/Sources/StagedChangeset.swift ]]; then
    echo "error: $kit holds no Sources/StagedChangeset.swift; pass a DifferenceKit $tag checkout" >&2
    exit 2
fi
echo "== DifferenceKit at $kit ($(git -C "$kit" describe --tags 2>/dev/null || echo "version unknown"))"

# The throwaway package: its target's sources are links, so it always builds what the repo holds.
scratch=$root/.build/differencekit-compare
sources=$scratch/Sources/Comparison
rm -rf "$sources"
mkdir -p "$sources"
ln -s "$root"/Benchmarks/DifferenceKitComparison/*.swift "$sources/"
ln -s "$root"/Benchmarks/Sources/DataSourceBenchmarks/{Workload,Timing,PeakMemory}.swift "$sources/"
ln -sfn "$root/Benchmarks/Sources/AllocationCounter" "$scratch/Sources/AllocationCounter"
cat >"$scratch/Package.swift" <<EOF
// swift-tools-version:6.0
// Written by Scripts/compare-differencekit.sh; not part of the repository.
import PackageDescription

let package = Package(
    name: "DifferenceKitComparison",
    dependencies: [
        .package(name: "DataSourceGen", path: "$root"),
        .package(name: "DifferenceKit", path: "$kit"),
    ],
    targets: [
        .executableTarget(
            name: "Comparison",
            dependencies: [
                .product(name: "DataSourceRuntime", package: "DataSourceGen"),
                .product(name: "DataSourceRuntimeTesting", package: "DataSourceGen"),
                .product(name: "DifferenceKit", package: "DifferenceKit"),
                "AllocationCounter",
            ]
        ),
        .target(name: "AllocationCounter"),
    ]
)
EOF

echo "== Building the comparison (release)"
log=$scratch/build.log
swift build -c release --package-path "$scratch" >"$log" 2>&1 || { echo "error: the build failed; see $log" >&2; exit 2; }

# Pinned to one core where taskset can, as Scripts/benchmarks.sh does, so both libraries run alike.
pin=()
core=$(python3 -c 'import os; print(max(os.sched_getaffinity(0)))' 2>/dev/null || true)
if [[ -n $core ]] && command -v taskset >/dev/null 2>&1 && taskset -c "$core" true 2>/dev/null; then
    pin=(taskset -c "$core")
fi
echo "== Comparing (load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))"
status=0
${pin[@]+"${pin[@]}"} "$scratch/.build/release/Comparison" || status=$?
exit "$status"
