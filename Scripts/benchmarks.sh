#!/usr/bin/env bash
# Every benchmark of the project in one command, ending in one table of all goals; exits 1 when a
# goal fails (2 when a step cannot run). The figures in docs/Benchmarks.md come from a full run of this.
#
#   Scripts/benchmarks.sh           full run (three to five minutes here once built, half of them
#                                   counting the compile cost of generated code in instructions)
#   Scripts/benchmarks.sh --quick   the same workloads and goals with fewer measured rounds
#   Scripts/benchmarks.sh --check   what ./Scripts/test.sh runs: every workload once, its result
#                                   checked, no time measured, so a busy machine cannot fail it
#
# Parts: the runtime (Benchmarks/, release: diff, index maps, search; ratios against baselines
# measured in the same run) and the generator (Scripts/benchmark-generator.sh: generation scaling
# and the debug compile cost of generated code).
set -uo pipefail
cd "$(dirname "$0")/.."
quick=""
case "${1:-}" in
    "") ;;
    --quick) quick=--quick ;;
    --check) ;;
    *) echo "usage: $0 [--quick | --check]" >&2; exit 2 ;;
esac

logs=$(mktemp -d "${TMPDIR:-/tmp}/datasource-benchmarks.XXXXXX")
trap 'rm -rf "$logs"' EXIT
# The Swift driver leaves a `TemporaryDirectory.*` in the temporary folder after each run.
export TMPDIR="$logs"
started=$SECONDS
status=0

echo "== Building the runtime benchmarks (release)"
# SwiftPM keeps the plan of a path dependency's sources in the build database and may not notice
# that files moved between its targets ("missing inputs"); dropping the plan makes it plan anew.
if ! swift build -c release --package-path Benchmarks >"$logs/build.txt" 2>&1; then
    grep -q "missing inputs" "$logs/build.txt" && rm -f Benchmarks/.build/release.yaml Benchmarks/.build/build.db
    swift build -c release --package-path Benchmarks >"$logs/build.txt" 2>&1 || { cat "$logs/build.txt"; exit 2; }
fi
if [[ ${1:-} == --check ]]; then
    echo "== Runtime workloads, each once, results checked"
    Benchmarks/.build/release/DataSourceBenchmarks --check || status=1
    echo "== Generator workloads, each once, results checked"
    Scripts/benchmark-generator.sh check || status=1
    echo
    (( status == 0 )) && echo "All checks PASS" || echo "A check FAILED; see above"
    exit "$status"
fi

echo "== Runtime: diff, index maps, search, list screens"
# Pinned to one core where taskset exists: a run whose thread the scheduler moves between cores
# showed bimodal load times (a third of unpinned runs up to 1.7x slower here), pinned ones did not.
# The core is the last this process may use (not always numbered below nproc in a container), and
# only if pinning to it works here; otherwise the run goes unpinned.
pin=()
core=$(python3 -c 'import os; print(max(os.sched_getaffinity(0)))' 2>/dev/null || true)
if [[ -n $core ]] && command -v taskset >/dev/null 2>&1 && taskset -c "$core" true 2>/dev/null; then
    pin=(taskset -c "$core")
fi
${pin[@]+"${pin[@]}"} Benchmarks/.build/release/DataSourceBenchmarks $quick | tee "$logs/runtime.txt"
part=${PIPESTATUS[0]}
(( part > status )) && status=$part

echo "== Generator: scaling and compile cost of generated code"
if [[ -n $quick ]]; then export QUICK=1; fi
Scripts/benchmark-generator.sh all | tee "$logs/generator.txt"
part=${PIPESTATUS[0]}
(( part > status )) && status=$part

echo
echo "== All goals ($(( SECONDS - started )) s${quick:+, quick run})"
echo "| goal | measured | bound | result |"
echo "|---|---|---|---|"
cat "$logs/runtime.txt" "$logs/generator.txt" | grep '^| ' | grep -v '^| goal |'
failed=$(cat "$logs/runtime.txt" "$logs/generator.txt" | grep -c '^| .*| FAIL |$')
if (( status == 0 )); then
    echo "All goals PASS"
elif (( failed > 0 )); then
    echo "$failed goal(s) FAIL"
else
    echo "A benchmark step failed to run (exit $status); see its output above"
fi
exit "$status"
