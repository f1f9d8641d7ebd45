#!/usr/bin/env bash
# Generator benchmarks (issue 11, parts 1 and 4, measurement side). Builds into .build-bench,
# writes synthetic definitions files (one entity per 10 pickers; modes index, uniqueID and
# sectioned by a section enum mixed; search on for some) into a temp directory, removed on exit.
#
#   Scripts/benchmark-generator.sh [scaling]   generator scaling: builds datasource-gen in release,
#       generates 1,000 and 10,000 pickers RUNS times each (default 5) and measures CPU
#       (user+sys of the child). Goals: 10x the pickers costs <= 10.5x the CPU (medians), and
#       10,000 pickers take < 3 s of CPU. Prints a table; exits 1 when a goal fails.
#   Scripts/benchmark-generator.sh compile     generated-code compile cost: also builds
#       DataSourceRuntime (debug), type-checks the generated code for 100 and 1,000 pickers with
#       `swiftc -typecheck -swift-version 6` RUNS times each (default 3) and prints the debug
#       compile CPU per picker, (CPU(1,000) - CPU(100)) / 900. No goal yet: it is the baseline.
#   Scripts/benchmark-generator.sh all         both.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:-scaling}
case "$mode" in
    scaling|compile|all) ;;
    *) echo "usage: $0 [scaling|compile|all]" >&2; exit 2 ;;
esac
scratch=.build-bench

work=$(mktemp -d "${TMPDIR:-/tmp}/datasource-gen-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

echo "Building datasource-gen (release) in $scratch..."
swift build -c release --product datasource-gen --scratch-path "$scratch" >/dev/null
tool="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/datasource-gen"

status=0
if [[ $mode == scaling || $mode == all ]]; then
    python3 Scripts/benchmark_generator.py scaling "$tool" "$work" "${RUNS:-5}" || status=$?
fi
if [[ $mode == compile || $mode == all ]]; then
    echo "Building DataSourceRuntime (debug) in $scratch..."
    swift build --target DataSourceRuntime --scratch-path "$scratch" >/dev/null
    modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
    python3 Scripts/benchmark_generator.py compile "$tool" "$modules" "$work" "${RUNS:-3}" || status=$?
fi
exit "$status"
