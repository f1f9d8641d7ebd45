#!/usr/bin/env bash
# Meets each refusal of the DataSourceGen plugins the way a user would, in Examples/ProductCatalog,
# and checks that the build or command fails with the plugin's error text, which names the fix:
#   build plugin: committed output left in its target; two definitions files with one output name
#   (Products and products); override templates in two DataSourceGenTemplates folders; the plugin
#   on a C target;
#   command plugins: unknown arguments; --target naming a target the package does not have, one
#   without definitions, and a C target.
# run-workflows.sh runs it last, when the example's build is warm, so it adds about ten seconds.
# Every file it changes is restored on exit, also when a step fails.
set -euo pipefail
cd "$(dirname "$0")/ProductCatalog"

plugin_target=Sources/CatalogPlugin
committed=Sources/CatalogScaffolded/Generated/Products.datasources.swift
c_target=Sources/CatalogC
added=("$plugin_target/Generated" "$plugin_target/DataSourceGenTemplates" "$plugin_target/More" "$c_target")
for path in "${added[@]}"; do
    [ ! -e "$path" ] || { echo "error: $path exists; the example must not have it" >&2; exit 1; }
done
saved=$(mktemp -d)
log="$saved/log"
cp Package.swift "$saved/Package.swift"
restore() {
    rm -rf "${added[@]}"
    cmp -s "$saved/Package.swift" Package.swift || cp "$saved/Package.swift" Package.swift
    rm -rf "$saved"
}
trap restore EXIT

step() { printf '\n== ProductCatalog refusals: %s\n' "$*"; }
fail() { printf 'error: ProductCatalog: %s\n' "$*" >&2; exit 1; }
# The same flags as run-workflows.sh, so that nothing is recompiled.
flags=(-Xswiftc -warnings-as-errors)
build() { swift build --build-tests "${flags[@]}"; }
check() { swift package "${flags[@]}" check-data-sources "$@"; }
generate() { swift package "${flags[@]}" --allow-writing-to-package-directory generate-data-sources "$@"; }
# `refuses "<text>" command…` runs the command, which must fail and print <text> (a fixed string).
# A status above 128 is a signal: SwiftPM itself crashed (seen once, in libdispatch on Linux) before
# the plugin could refuse anything, so the command runs again, twice at most.
refuses() {
    local expected=$1
    shift
    local status
    for attempt in 1 2 3; do
        status=0
        "$@" >"$log" 2>&1 || status=$?
        [ "$status" -gt 128 ] || break
        echo "note: '$*' crashed with status $status (attempt $attempt); running it again" >&2
    done
    if [ "$status" -eq 0 ]; then cat "$log"; fail "'$*' succeeded"; fi
    grep -F -m 1 -- "$expected" "$log" || { cat "$log"; fail "'$*' failed without the error: $expected"; }
}

step "committed output in a build-plugin target"
mkdir -p "$plugin_target/Generated" && cp "$committed" "$plugin_target/Generated/"
refuses "/$plugin_target/Generated/Products.datasources.swift'. Two Swift files of one module cannot share a name" build
rm -rf "$plugin_target/Generated"

step "two definitions files whose outputs differ only in case (Products and products)"
mkdir -p "$plugin_target/More"
cp "$plugin_target/Products.datasources.json" "$plugin_target/More/products.datasources.json"
refuses "Target 'CatalogPlugin' has two definitions files whose generated files 'products.datasources.swift' and 'Products.datasources.swift' differ only in case, which makes them one file on macOS and Windows" build
rm -rf "$plugin_target/More"

step "override templates in two DataSourceGenTemplates folders"
mkdir -p "$plugin_target/DataSourceGenTemplates" "$plugin_target/More/DataSourceGenTemplates"
cp ../../Templates/Entity.mustache "$plugin_target/DataSourceGenTemplates/"
cp ../../Templates/ListPicker.mustache "$plugin_target/More/DataSourceGenTemplates/"
refuses "Target 'CatalogPlugin' has override templates in more than one 'DataSourceGenTemplates' folder" build
rm -rf "$plugin_target/DataSourceGenTemplates" "$plugin_target/More"

step "unknown arguments"
refuses "Unknown argument(s): --targte CatalogScaffolded. Usage: swift package check-data-sources [--target <name>]..." \
    check --targte CatalogScaffolded
# --format belongs to check-data-sources only.
refuses "Unknown argument(s): --format github. Usage: swift package --allow-writing-to-package-directory generate-data-sources" \
    generate --format github

step "--target naming a target the package does not have"
refuses "The package has no target named 'Catalogue'. Name one of its Swift targets with --target: CatalogPlugin, CatalogPluginTests, CatalogScaffolded, CatalogScaffoldedTests." \
    check --target Catalogue

step "--target naming a target without definitions"
refuses "Target 'CatalogPluginTests' has no *.datasources.json files in its directory. Create one with \`datasource-gen init Tests/CatalogPluginTests/Model.datasources.json\`." \
    check --target CatalogPluginTests

# With the build plugin on the C target no build can succeed, not even the command plugins' build
# of the tool, so the command plugin meets the C target first, without the build plugin.
step "a C target: --target naming it, then the build plugin applied to it"
mkdir -p "$c_target/include"
printf 'int catalog_c(void);\n' >"$c_target/include/CatalogC.h"
printf '#include "CatalogC.h"\nint catalog_c(void) { return 0; }\n' >"$c_target/CatalogC.c"
# `add_c_target '<arguments after the name>'` adds the C target to the example's Package.swift.
add_c_target() {
    awk -v target="        .target(name: \"CatalogC\"$1)," '{ print } /^    targets: \[$/ { print target }' \
        "$saved/Package.swift" >Package.swift
    grep -q '"CatalogC"' Package.swift || fail "could not add the C target to Package.swift"
}
add_c_target ''
refuses "Target 'CatalogC' is not a Swift source target, so DataSourceGen cannot generate code for it. Name a Swift target" \
    generate --target CatalogC
add_c_target ', plugins: [.plugin(name: "DataSourceGenPlugin", package: "DataSourceGen")]'
refuses "DataSourceGenPlugin cannot be applied to target 'CatalogC': it generates Swift code" build

step "every refusal was clear"
