#!/usr/bin/env bash
# Generator benchmarks (issue 11, parts 1 and 4, measurement side). Builds into .build-bench,
# writes synthetic definitions files (one entity per 10 pickers; modes index, uniqueID and
# sectioned by a section enum mixed; search on for some) into a temp directory, removed on exit.
#
#   Scripts/benchmark-generator.sh [scaling]   generator scaling: builds datasource-gen in release,
#       generates 1,000 and 10,000 pickers RUNS times each (default 5) and measures CPU
#       (user+sys of the child). Goals: 10x the pickers costs <= 10.5x the CPU (ratio of the
#       fastest runs), and a picker costs <= 0.05 lines of
#       Benchmarks/CompileReference/Reference.swift compiled as a debug build. Where valgrind
#       runs, the second goal is counted in instructions (2,000 pickers minus 1,000 against the
#       reference, each once, about 1.5 minutes on 2 cores); else in CPU time, a picker of the
#       10,000 against the reference compiled in the same rounds. Prints a table; exits 1 when a
#       goal fails.
#   Scripts/benchmark-generator.sh compile     generated-code compile cost: also builds
#       DataSourceRuntime (debug), compiles the generated code for 100 and 1,000 pickers as a
#       debug `swift build` does (`swiftc -c -emit-module -Onone -g -enable-testing`: a module
#       job and an object-file job) RUNS rounds (default 5), each with the fixed reference file
#       Benchmarks/CompileReference/Reference.swift compiled before and after, and prints the debug
#       compile CPU per picker as a multiple of one reference line. Goal: <= 0.5 x the baseline
#       ratio recorded in Scripts/benchmark_compile.py (measured before issue 11 part 4). Where
#       valgrind runs, the ratio is counted in instructions instead (100 and 200 pickers, each
#       compile once), which a machine's load cannot move: about 4 minutes on 2 cores, against
#       about 45 s for the CPU rounds.
#   Scripts/benchmark-generator.sh all         both.
#   Scripts/benchmark-generator.sh check       each workload once, its result checked and no time
#       measured (what ./Scripts/test.sh runs): uses the package's own debug build, built with the
#       flags ./Scripts/test.sh builds with so that it reuses that build.
#
# --quick (or QUICK=1): fewer runs per measurement (scaling: three; compile: four rounds, as one
# round's ratio varies by ±20% or more on a shared machine and the goal has little more room);
# RUNS overrides.
# Each mode's last lines are `PASS  <goal>: <value>` or `FAIL  <goal>: <value>`, one per goal;
# the exit status is 1 when a goal fails, 2 on wrong usage or a failing command.
set -euo pipefail
cd "$(dirname "$0")/.."
quick=${QUICK:-0}
if [[ ${1:-} == --quick ]]; then quick=1; shift; fi
mode=${1:-scaling}
case "$mode" in
    scaling|compile|all|check) ;;
    *) echo "usage: $0 [--quick] [scaling|compile|all|check]" >&2; exit 2 ;;
esac
if [[ $quick == 1 ]]; then scaling_runs=${RUNS:-3} compile_runs=${RUNS:-4}
else scaling_runs=${RUNS:-5} compile_runs=${RUNS:-5}; fi
scratch=.build-bench

work=$(mktemp -d "${TMPDIR:-/tmp}/datasource-gen-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
# The Swift driver leaves a `TemporaryDirectory.*` in the temporary folder after each run.
export TMPDIR="$work"

if [[ $mode == check ]]; then
    swift build -Xswiftc -warnings-as-errors --product datasource-gen >/dev/null
    swift build -Xswiftc -warnings-as-errors --target DataSourceRuntime >/dev/null
    bin=$(swift build --show-bin-path)
    python3 Scripts/benchmark_generator.py check "$bin/datasource-gen" "$bin/Modules" "$work"
    exit
fi

echo "Building datasource-gen (release) in $scratch..."
swift build -c release --product datasource-gen --scratch-path "$scratch" >/dev/null
tool="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/datasource-gen"

status=0
if [[ $mode == scaling || $mode == all ]]; then
    python3 Scripts/benchmark_generator.py scaling "$tool" "$work" "$scaling_runs" || status=$?
fi
if [[ $mode == compile || $mode == all ]]; then
    echo "Building DataSourceRuntime (debug) in $scratch..."
    swift build --target DataSourceRuntime --scratch-path "$scratch" >/dev/null
    modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
    python3 Scripts/benchmark_generator.py compile "$tool" "$modules" "$work" "$compile_runs" || status=$?
fi
exit "$status"
