#!/usr/bin/env bash
# Runs the three workflows on Examples/ProductCatalog the way a user would, and checks the
# promises the plugins make:
#   1. build plugin: the package builds warning-free and its tests pass; a no-op rebuild runs
#      neither the generator nor the compiler; editing the definitions file or an override
#      template regenerates; wrong definitions fail the build with the tool's file:line:column error;
#   2. scaffold: the committed output under Sources/CatalogScaffolded/Generated/ compiles and passes;
#   3. drift check: it passes on the committed output, and a deliberately staled committed file
#      makes it fail with exit status 1: the diff, then one closing line with the plugin's fix,
#      and a GitHub annotation at the changed line.
# Then run-plugin-refusals.sh checks that each refusal of the plugins fails with its clear error.
# Every file it changes is restored on exit, also when a step fails.
set -euo pipefail
cd "$(dirname "$0")/ProductCatalog"

definitions=Sources/CatalogPlugin/Products.datasources.json
committed=Sources/CatalogScaffolded/Generated/Products.datasources.swift
scaffolded=Sources/CatalogScaffolded/Products.datasources.json
saved=$(mktemp -d)
log="$saved/log"
cp "$definitions" "$saved/definitions"
cp "$committed" "$saved/committed"
cp "$scaffolded" "$saved/scaffolded"
templates=Sources/CatalogPlugin/DataSourceGenTemplates
[ ! -e "$templates" ] || { echo "error: $templates exists; the example must not have it" >&2; exit 1; }
restore() {
    rm -rf "$templates"
    cmp -s "$saved/definitions" "$definitions" || cp "$saved/definitions" "$definitions"
    cmp -s "$saved/committed" "$committed" || cp "$saved/committed" "$committed"
    cmp -s "$saved/scaffolded" "$scaffolded" || cp "$saved/scaffolded" "$scaffolded"
    rm -rf "$saved"
}
trap restore EXIT

step() { printf '\n== ProductCatalog: %s\n' "$*"; }
fail() { printf 'error: ProductCatalog: %s\n' "$*" >&2; exit 1; }
# Every build, and the command plugin's build of the tool, uses the same flags: different flags
# would make SwiftPM recompile the tool.
flags=(-Xswiftc -warnings-as-errors)
build() { swift build --build-tests "${flags[@]}"; }
check() { swift package "${flags[@]}" check-data-sources "$@"; }
# The work a build did, leaving out SwiftPM's "Compiling plugin" lines, which it prints on every
# build even when the compiled plugins are reused.
work_done() { grep -E "Generating data sources|Compiling|Linking" "$1" | grep -v "Compiling plugin"; }

step "build with warnings as errors (SwiftPM's own warnings, such as unhandled files, count too)"
build 2>&1 | tee "$log"
if grep -n "warning:" "$log"; then fail "the build printed warnings"; fi

step "tests (generated pickers on the headless host)"
swift test --skip-build

step "drift check on the committed output"
check

step "a no-op rebuild runs neither the generator nor the compiler"
# Running a command plugin re-links SwiftPM's copy of the tool, which reruns the generator once
# (its output is unchanged, so nothing recompiles); this build absorbs that. See README.
build >/dev/null 2>&1
build 2>&1 | tee "$log"
if work_done "$log"; then fail "a no-op rebuild did work (lines above)"; fi

step "editing the definitions file regenerates and recompiles"
sed -i.orig 's/"pantry": "Pantry"/"pantry": "Store Cupboard"/' "$definitions" && rm -f "$definitions.orig"
cmp -s "$saved/definitions" "$definitions" && fail "could not edit $definitions for the test"
build 2>&1 | tee "$log"
grep -q "Generating data sources from Products.datasources.json (CatalogPlugin)" "$log" \
    || fail "editing $definitions did not rerun the generator"
grep -q "datasource-gen: 1 written" "$log" || fail "editing $definitions did not change the generated file"
grep -qE "datasource-gen: [^ ]*Products\.datasources\.json -> [^ ]*/Products\.datasources\.swift: written" "$log" \
    || fail "the generator did not say which definitions file it regenerated from"
grep -q "Compiling CatalogPlugin" "$log" || fail "the changed generated file was not compiled"
cp "$saved/definitions" "$definitions"

step "wrong definitions fail the build at file:line:column"
sed -i.orig 's/"entity": "Product"/"entity": "Prodcut"/' "$definitions" && rm -f "$definitions.orig"
cmp -s "$saved/definitions" "$definitions" && fail "could not break $definitions for the test"
if build 2>&1 | tee "$log"; then fail "the build succeeded with wrong definitions"; fi
grep -qE "Products\.datasources\.json:[0-9]+:[0-9]+: error: " "$log" \
    || fail "the build failed without the tool's file:line:column error"
cp "$saved/definitions" "$definitions"
build >/dev/null 2>&1

step "a stale committed file fails the drift check: the diff, then the fix, and exit status 1"
printf '// hand edit\n' >> "$committed"
status=0
check --format github >"$log" 2>&1 || status=$?
cat "$log"
[ "$status" -eq 1 ] || fail "the drift check exited with $status, expected 1"
diff_at=$(grep -n '^+++ ' "$log" | head -n 1 | cut -d: -f1)
[ -n "$diff_at" ] || fail "the drift check printed no diff"
fix="swift package --allow-writing-to-package-directory generate-data-sources --target CatalogScaffolded"
fix_at=$(grep -nF "is out of date (1 file); run \`$fix\` and commit the result" "$log" | cut -d: -f1)
[ -n "$fix_at" ] || fail "the drift check did not close with the plugin's own fix"
[ "$fix_at" -gt "$diff_at" ] || fail "the verdict came before the report (line $fix_at, diff at $diff_at)"
[ "$(grep -c '^error: ' "$log")" -eq 2 ] || fail "expected exactly the report and one closing error line"
hunk_line=$(( $(wc -l <"$saved/committed") + 1 ))
grep -q "^::error file=Sources/CatalogScaffolded/Generated/Products.datasources.swift,line=$hunk_line::" "$log" \
    || fail "no GitHub annotation at the hand-edited line $hunk_line"
cp "$saved/committed" "$committed"

step "wrong scaffolded definitions: located errors first, then one line with the fix; nothing written"
sed -i.orig 's/"entity": "Product"/"entity": "Prodcut"/' "$scaffolded" && rm -f "$scaffolded.orig"
cmp -s "$saved/scaffolded" "$scaffolded" && fail "could not break $scaffolded for the test"
status=0
check --target CatalogScaffolded >"$log" 2>&1 || status=$?
cat "$log"
[ "$status" -eq 1 ] || fail "the drift check exited with $status, expected 1"
first_error=$(grep -nE "^error: $scaffolded:[0-9]+:[0-9]+: " "$log" | head -n 1 | cut -d: -f1)
verdict=$(grep -n "^error: the definitions have 5 errors (above), so nothing was compared; fix them, then run \`$fix\`" "$log" | cut -d: -f1)
[ -n "$first_error" ] && [ -n "$verdict" ] && [ "$verdict" -gt "$first_error" ] \
    || fail "expected the located errors, then the closing line naming the fix"
status=0
swift package "${flags[@]}" --allow-writing-to-package-directory generate-data-sources --target CatalogScaffolded >"$log" 2>&1 || status=$?
cat "$log"
[ "$status" -ne 0 ] || fail "generate-data-sources succeeded with wrong definitions"
grep -qE "^error: $scaffolded:[0-9]+:[0-9]+: " "$log" || fail "generate-data-sources did not show the located errors"
cmp -s "$saved/committed" "$committed" || fail "generate-data-sources wrote despite the errors"
cp "$saved/scaffolded" "$scaffolded"

step "an override template in DataSourceGenTemplates is used, and editing it regenerates"
mkdir -p "$templates"
{ cat ../../Templates/DataSources.swift.mustache; echo "// Built with an override template."; } \
    >"$templates/DataSources.swift.mustache"
build 2>&1 | tee "$log"
grep -q "datasource-gen: 1 written" "$log" || fail "adding an override template did not regenerate"
output=$(find .build/plugins/outputs -path "*/CatalogPlugin/*" -name Products.datasources.swift)
[ "$(tail -n 1 "$output")" = "// Built with an override template." ] || fail "$output was not rendered with the override"
sed -i.orig 's|with an override template|with an edited override template|' "$templates/DataSources.swift.mustache"
rm -f "$templates/DataSources.swift.mustache.orig"
build 2>&1 | tee "$log"
grep -q "datasource-gen: 1 written" "$log" || fail "editing the override template did not regenerate"
[ "$(tail -n 1 "$output")" = "// Built with an edited override template." ] || fail "$output missed the template edit"
rm -rf "$templates"
build >/dev/null 2>&1

../run-plugin-refusals.sh

step "all workflows passed"
