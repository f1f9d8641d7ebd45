#!/usr/bin/env bash
# The project's whole test run, one step after another:
#   build        the package and its tests, warnings as errors
#   platforms    the UIKit, SAP Fiori, IGListKit, SwiftUI and FioriSwiftUICore code (the glue, the
#                golden files' and the example's generated views and previews), type-checked
#                against PlatformStubs/, and the planted errors, SwiftUI's too, caught
#   tests        swift test
#   examples     Examples/ProductCatalog through the three workflows: build plugin, committed
#                output, drift check, and each refusal of the plugins
#   docs         the DocC catalogs of DataSourceRuntime and DataSourceRuntimeTesting, warnings as errors
#   format       swift format lint --strict over the hand-written Swift
#   benchmarks   every benchmark workload once, its results checked; no time is judged here, so a
#                busy machine cannot fail the run (./Scripts/benchmarks.sh judges the goals)
#
# Each step's output goes to .build/test-logs/<step>.log, and the terminal shows one line per
# step and a summary, so a passing run is short. Steps that check failures on purpose (wrong
# definitions, planted wrong signatures, refused plugin runs) keep that output in their log; it is
# shown only when the expected failure did not happen, because then the step fails. A failing
# step stops the run: its errors come first, then the end of its log, then the summary.
# VERBOSE=1 streams every step's output as well.
set -uo pipefail
cd "$(dirname "$0")/.."

logs=.build/test-logs
rm -rf "$logs"
mkdir -p "$logs"
# Every step's temporary files, removed at the end: the Swift driver leaves a
# `TemporaryDirectory.*` in the temporary folder after each run, and the steps run it often.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/datasource-gen-test.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export TMPDIR=$scratch
names=()
results=()
times=()
started=$SECONDS

summary() {
    echo
    echo "== Summary"
    local i
    for i in "${!names[@]}"; do
        printf '  %-11s %-5s %4ss\n' "${names[$i]}" "${results[$i]}" "${times[$i]}"
    done
    printf '  %-11s %-5s %4ss\n' total "$1" $(( SECONDS - started ))
}

# show_failure LOG: what a reader needs first, the error lines, then the end of the log.
show_failure() {
    echo
    echo "== Errors in $1"
    grep -E -m 40 "error:|✘|FAIL|failed|Fatal error|Assertion|Invalid update" "$1" || echo "(no error lines; see the end of the log)"
    echo
    echo "== Last 80 lines of $1"
    tail -n 80 "$1"
}

# step NAME DETAIL-PATTERN COMMAND...: runs COMMAND with its output in the step's log; prints
# the step's line with the last log line matching DETAIL-PATTERN (a grep -E pattern, or "").
step() {
    local name=$1 detail=$2 log=$logs/$1.log begin=$SECONDS status
    shift 2
    printf '%-11s ' "$name"
    if [[ -n ${VERBOSE:-} ]]; then
        echo
        "$@" 2>&1 | tee "$log"
        status=${PIPESTATUS[0]}
    else
        "$@" >"$log" 2>&1
        status=$?
    fi
    names+=("$name")
    times+=($(( SECONDS - begin )))
    if (( status != 0 )); then
        results+=(FAIL)
        echo "FAIL ($(( SECONDS - begin )) s, exit $status)"
        show_failure "$log"
        summary FAIL
        exit 1
    fi
    results+=(pass)
    local line=""
    [[ -n $detail ]] && line=$(grep -E "$detail" "$log" | tail -n 1)
    echo "pass ($(( SECONDS - begin )) s)${line:+  $line}"
}

step build "Compiling|Build complete" swift build --build-tests -Xswiftc -warnings-as-errors
step platforms "" ./Scripts/typecheck-platforms.sh
step tests "Test run with|Executed [0-9]+ tests" swift test --skip-build
step examples "" ./Examples/run-workflows.sh
step docs "" ./Scripts/build-docs.sh
step format "" ./Scripts/format.sh lint
step benchmarks "checks PASS|FAILED" ./Scripts/benchmarks.sh --check
summary pass
