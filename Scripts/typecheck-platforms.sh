#!/usr/bin/env bash
# Type-checks, on Linux, the code only Apple platforms compile: the runtime's
# `#if canImport(UIKit | SAPFiori | IGListKit)` glue, the generated golden files and the
# example's iOS files, against the API stubs in PlatformStubs/ (declarations only; SwiftUI and
# PhotosUI too, for the views generated code may contain, and a stand-in for the plugin that
# expands `#Preview`). Swift 6 language mode, warnings as errors, full semantic checks: each
# module is emitted by one whole-module compile, which also runs the checks that happen after
# type-checking (missing returns, region-based isolation). Then:
#   - names: no public top-level name of DataSourceRuntime may be one of the stubbed frameworks'
#     (IGListKit's, FioriSwiftUICore's and SwiftUI's taken from their PublicSwiftNames.txt, whole),
#     or carry their prefixes (UI, NS, FUI, IGList), so an app importing both never has to
#     qualify one;
#   - self-check: the fixtures in Tests/PlatformTypecheckFixtures/ must report exactly the errors
#     they mark (`// expected-error: TEXT` on the line): those planting wrong signatures prove the
#     step can fail, those marking none (GlueUsage.swift, SwiftUIUsage.swift) that the glue and the
#     SwiftUI stubs are usable as an app or generated code uses them; likewise planted name
#     collisions must be reported.
#
# How the stubs stand in for the SDKs: `-enable-objc-interop` and
# `-disable-objc-attr-requires-foundation-module` make the compiler accept `@objc` and
# `@objc optional` on Linux; NSObject and the geometry types are Foundation's, made usable in
# `@objc` signatures by PlatformStubs/ObjectiveC (see its files for why).
#
# What is compiled, each as its own module against the stubs:
#   DataSourceRuntime     Sources/DataSourceRuntime/**, the whole module, so every glue file is seen;
#   DataSourceRuntimeTesting  Sources/DataSourceRuntimeTesting/**, which the golden tests import;
#   GeneratedCodeTests    Tests/GeneratedCodeTests/** - the golden files in Generated/ with the test
#                         files that declare the app types they use; a new golden file there is
#                         picked up as it is;
#   <Target>              for each Examples/<Package>/Sources/<Target>/iOS/ folder: every Swift file
#                         of the target, plus, if the target has definitions files but no committed
#                         Generated/ folder (it uses the build plugin), what `datasource-gen generate`
#                         writes for them, as the plugin would (the tool is built if missing);
#   <Target>Tests         the target's tests, Examples/<Package>/Tests/<Target>Tests/**, as an iOS
#                         app's test target compiles them, UIKit glue and cells included.
#
# Everything goes to .build/platform-typecheck/. Usage: Scripts/typecheck-platforms.sh
set -euo pipefail
cd "$(dirname "$0")/.."
export LC_ALL=C  # one sort order for `sort` and `comm`

scratch=.build/platform-typecheck
modules=$scratch/modules
symbols=$scratch/symbols
testing_symbols=$scratch/symbols-testing
# The modules' inputs as this run reads them: copied before anything is built and kept, as
# modules-inputs/, only once the modules built (step 2), so GeneratedCodeCompilationTests reuses the
# modules only while every input is byte for byte the same (PlatformModules.swift). Modification
# times cannot tell: a deleted stub, or a file put back with its old time, would pass them.
inputs=$scratch/modules-inputs
rm -rf "$modules" "$inputs" "$inputs.partial" "$symbols" "$testing_symbols" "$scratch/logs" "$scratch/generated" \
    "$scratch/fixtures" "$scratch/tmp"
mkdir -p "$inputs.partial/Sources"
cp -R PlatformStubs "$inputs.partial/PlatformStubs"
cp -R Sources/DataSourceRuntime "$inputs.partial/Sources/DataSourceRuntime"
mkdir -p "$modules" "$symbols" "$testing_symbols" "$scratch/logs" "$scratch/generated" "$scratch/module-cache" \
    "$scratch/tmp"
# The Swift driver leaves a `TemporaryDirectory.*` in the temporary folder after each run.
export TMPDIR="$PWD/$scratch/tmp"

# DEBUG as in a debug build, so that the previews generated views carry are checked too.
flags=(
    -swift-version 6 -warnings-as-errors -parse-as-library -wmo -D DEBUG
    -Xfrontend -enable-objc-interop -Xfrontend -disable-objc-attr-requires-foundation-module
    -module-cache-path "$scratch/module-cache" -I "$modules"
    -load-plugin-executable "$scratch/preview-macro-stand-in#PreviewsMacros"
)

fail() { printf 'error: typecheck-platforms: %s\n' "$*" >&2; exit 1; }

# module NAME ARG...: emits module NAME into $modules from the source files (and extra flags) in
# ARG; on failure prints the compiler's diagnostics and stops.
module() {
    local name=$1 log=$scratch/logs/$1.log
    shift
    if ! swiftc "${flags[@]}" -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" "$@" >"$log" 2>&1; then
        cat "$log" >&2
        fail "module $name does not type-check against the platform stubs (see above)"
    fi
}

# runtime_names: the public top-level names in the runtime's symbol graph, sorted.
runtime_names() {
    grep -o '"pathComponents":\["[^"]*"\]' "$symbols/DataSourceRuntime.symbols.json" | sed 's/.*\["\(.*\)"\]/\1/' | sort -u
}

# stub_names: the top-level names the framework stubs declare, sorted. Read from the sources,
# whose declarations start their line: a symbol graph of a stub would also list everything of
# Foundation, which the stubs re-export, and take seconds to write.
stub_names() {
    cat PlatformStubs/{UIKit,SAPFiori,IGListKit,SwiftUI,PhotosUI}/*.swift \
        | sed -nE 's/^(@[A-Za-z]+ +)*((public|open|final|nonisolated) +)+(class|struct|enum|protocol|typealias|func|var|let) +([A-Za-z_][A-Za-z0-9_]*).*/\5/p' \
        | sort -u
}

# wait_all PID...: waits for each job, failing if any failed (its own output says why).
wait_all() {
    local status=0 pid
    for pid in "$@"; do wait "$pid" || status=1; done
    [ "$status" -eq 0 ] || exit 1
}

started=$SECONDS

# 1. The stand-in for Xcode's #Preview plugin, which every compile below loads, then the stubs,
# in dependency order; SwiftUI and PhotosUI, which needs only SwiftUI, beside the
# others, which none of them needs.
swiftc -module-cache-path "$scratch/module-cache" PlatformStubs/PreviewMacroStandIn/main.swift \
    -o "$scratch/preview-macro-stand-in" >"$scratch/logs/preview-macro-stand-in.log" 2>&1 \
    || { cat "$scratch/logs/preview-macro-stand-in.log" >&2; fail "the #Preview stand-in does not build"; }
stub() { module "$1" PlatformStubs/"$1"/*.swift; }
{ stub SwiftUI && stub PhotosUI; } & swiftui=$!
stub ObjectiveC
stub UIKit
stub SAPFiori & sapfiori=$!
stub IGListKit & iglistkit=$!
wait_all "$swiftui" "$sapfiori" "$iglistkit"
stub FioriSwiftUICore  # imports SwiftUI and UIKit

# 2. The runtime, every file, with the stubs importable.
mapfile -t runtime < <(find Sources/DataSourceRuntime -name '*.swift' | sort)
# Both with the package's name, as SwiftPM builds them: the runtime's `package` declarations are
# visible to the testing library, and not to the golden files and example code compiled below,
# which stand for an app.
module DataSourceRuntime "${runtime[@]}" -package-name DataSourceGen -enable-testing -emit-symbol-graph \
    -emit-symbol-graph-dir "$symbols"
mv "$inputs.partial" "$inputs"
# The testing library, which the golden files' tests import beside the runtime; its symbol graph,
# in a folder of its own (docc reads a folder's subfolders too), is what Scripts/build-docs.sh documents it from.
mapfile -t testing < <(find Sources/DataSourceRuntimeTesting -name '*.swift' | sort)
module DataSourceRuntimeTesting "${testing[@]}" -package-name DataSourceGen -emit-symbol-graph \
    -emit-symbol-graph-dir "$testing_symbols"

# 3. Names that coexist, and the self-check that a planted clash is reported.
# collisions RUNTIME-NAMES-FILE: prints the runtime's names that a framework has, or that carry
# a framework prefix, one a line.
collisions() {
    { stub_names; grep -hv '^#' PlatformStubs/{IGListKit,FioriSwiftUICore,SwiftUI}/PublicSwiftNames.txt; } | sort -u | comm -12 - "$1"
    grep -E '^(UI|NS|FUI)[A-Z]|^IGList' "$1" || true
}
runtime_names >"$scratch/runtime-names.txt"
clashing=$(collisions "$scratch/runtime-names.txt" | sort -u)
[ -z "$clashing" ] \
    || fail "DataSourceRuntime declares public names that a stubbed framework uses: $(paste -sd ' ' <<<"$clashing")"
# Planted: ListAdapter and Section, which the IGListKit and SwiftUI stubs declare, and a name
# that only each framework's PublicSwiftNames.txt holds, so that every list is proved to be read:
# ListAdapterDelegate (IGListKit), ObjectItem (FioriSwiftUICore, whose stubs `stub_names` leaves
# out) and Gauge (SwiftUI).
planted="Gauge ListAdapter ListAdapterDelegate ObjectItem Section"
{ cat "$scratch/runtime-names.txt"; tr ' ' '\n' <<<"$planted"; } | sort -u >"$scratch/planted-names.txt"
[ "$(collisions "$scratch/planted-names.txt" | paste -sd ' ')" = "$planted" ] \
    || fail "self-check: runtime types named $planted were not all reported as clashing (IGListKit, FioriSwiftUICore, SwiftUI)"

# expect_errors FIXTURE: compiles FIXTURE and checks that it reports one error on each line
# marked `// expected-error: TEXT`, containing TEXT, and no other error; a fixture marking none
# must compile cleanly.
expect_errors() {
    local fixture=$1 name
    name=$(basename "$fixture" .swift)
    local log=$scratch/logs/fixture-$name.log line text reported expected
    expected=$(grep -n '// expected-error: ' "$fixture" | sed -E 's|^([0-9]+):.*// expected-error: |\1 |' | sort -n || true)
    if swiftc "${flags[@]}" -module-name "$name" -emit-module-path "$scratch/fixtures/$name.swiftmodule" "$fixture" >"$log" 2>&1; then
        [ -z "$expected" ] || fail "self-check: $fixture compiled, but its planted errors must be reported"
        return 0
    fi
    [ -n "$expected" ] || { cat "$log" >&2; fail "self-check: $fixture must compile cleanly"; }
    reported=$(grep -E "^$fixture:[0-9]+:[0-9]+: error: " "$log" | sed -E "s|^$fixture:([0-9]+):[0-9]+: error: |\1 |" | sort -n)
    while read -r line text; do
        grep -qF -- "$text" <<<"$(grep -E "^$line " <<<"$reported")" \
            || { cat "$log" >&2; fail "self-check: $fixture:$line: expected the error '$text'"; }
    done <<<"$expected"
    while read -r line text; do
        grep -qE "^$line " <<<"$expected" \
            || { cat "$log" >&2; fail "self-check: $fixture:$line: unexpected error '$text'"; }
    done <<<"$reported"
}

datasource_gen() {
    local bin
    bin=$(swift build --show-bin-path)
    # Always: SwiftPM rebuilds only what changed, and a binary left from older sources would
    # generate what those sources did.
    swift build --product datasource-gen -Xswiftc -warnings-as-errors >&2
    printf '%s/datasource-gen\n' "$bin"
}

# 4. What depends on the runtime, side by side: the golden files, the example's iOS targets and
# the planted errors of the self-check. The plugin targets' code is generated first.
example_targets=()
for ios in Examples/*/Sources/*/iOS; do
    [ -d "$ios" ] || continue
    target_dir=$(dirname "$ios")
    mapfile -t definitions < <(find "$target_dir" -name '*.datasources.json' | sort)
    if [ ! -d "$target_dir/Generated" ] && [ "${#definitions[@]}" -gt 0 ]; then
        templates=()
        [ -d "$target_dir/DataSourceGenTemplates" ] && templates=(--templates "$target_dir/DataSourceGenTemplates")
        "$(datasource_gen)" generate "${definitions[@]}" --output "$scratch/generated/$(basename "$target_dir")" \
            "${templates[@]}" >&2 || fail "datasource-gen could not generate the data sources of $target_dir"
    fi
    example_targets+=("$target_dir")
done

mapfile -t golden < <(find Tests/GeneratedCodeTests -name '*.swift' | sort)
module GeneratedCodeTests "${golden[@]}" &
jobs_started=($!)
mkdir -p "$scratch/fixtures"
for fixture in Tests/PlatformTypecheckFixtures/*.swift; do
    expect_errors "$fixture" &
    jobs_started+=($!)
done
# example_target DIR: the target, then its tests (Examples/<Package>/Tests/<Target>Tests), which
# import it: the tests an iOS app's test target runs, so none may compile only without UIKit.
example_target() {
    local target_dir=$1 target tests
    target=$(basename "$target_dir")
    tests=$(dirname "$(dirname "$target_dir")")/Tests/${target}Tests
    mapfile -t sources < <(find "$target_dir" "$scratch/generated/$target" -name '*.swift' 2>/dev/null | sort)
    module "$target" "${sources[@]}"
    [ -d "$tests" ] || return 0
    mapfile -t test_sources < <(find "$tests" -name '*.swift' | sort)
    module "${target}Tests" "${test_sources[@]}"
}
for target_dir in "${example_targets[@]}"; do
    example_target "$target_dir" &
    jobs_started+=($!)
done
wait_all "${jobs_started[@]}"

printf 'typecheck-platforms: the glue, golden files, iOS example files and example tests type-check against the platform stubs, and the planted errors are caught (%ss)\n' \
    $((SECONDS - started))
