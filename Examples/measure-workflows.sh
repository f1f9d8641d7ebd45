#!/usr/bin/env bash
# Measures the wall times the README reports (not part of CI; timings vary with the machine and
# with whatever else it is doing):
#   - cold debug build of datasource-gen (the build plugin's tool), from an empty build folder;
#   - cold build of Examples/ProductCatalog, tool, runtime and tests included;
#   - no-op rebuild of the example, with the build plugin, against the same package with the
#     plugin target switched to committed output (a copy in a temporary folder);
#   - rebuild after touching, and after editing, the plugin target's definitions file.
# Each rebuild figure is the median of 5 runs. Usage: Examples/measure-workflows.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
example="$root/Examples/ProductCatalog"
work=$(mktemp -d)
definitions="$example/Sources/CatalogPlugin/Products.datasources.json"
cp "$definitions" "$work/definitions"
trap 'cp "$work/definitions" "$definitions"; rm -rf "$work"' EXIT

seconds() { local start end; start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N); echo "$end - $start" | bc; }
median5() {
    local runs=()
    for _ in 1 2 3 4 5; do "$1"; runs+=("$(seconds "${@:2}")"); done
    printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p | xargs printf '%.2f'
}
nothing() { :; }
build() { swift build --package-path "$1" --build-tests; }

echo "machine: $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'cold debug build of datasource-gen: %.1f s\n' "$(seconds swift build --package-path "$root" --product datasource-gen --scratch-path "$work/tool")"

rm -rf "$example/.build"
printf 'cold build of the example (tool, runtime, both targets, tests): %.1f s\n' "$(seconds build "$example")"
build "$example" >/dev/null 2>&1 # absorbs SwiftPM's one-time relink of the tool after a cold build
echo "no-op rebuild, example with the build plugin: $(median5 nothing build "$example") s"

# The same package without the build plugin: CatalogPlugin compiles committed output instead.
cp -R "$example" "$work/without-plugin" && rm -rf "$work/without-plugin/.build"
copy="$work/without-plugin"
sed -i "s|path: \"../..\"|path: \"$root\"|; s|plugins: \[.plugin(name: \"DataSourceGenPlugin\", package: \"DataSourceGen\")\]|exclude: [\"Products.datasources.json\"]|" "$copy/Package.swift"
mkdir -p "$copy/Sources/CatalogPlugin/Generated"
cp "$example/Sources/CatalogScaffolded/Generated/Products.datasources.swift" "$copy/Sources/CatalogPlugin/Generated/"
grep -q "plugins: \[.plugin" "$copy/Package.swift" && { echo "could not remove the plugin from the copy" >&2; exit 1; }
build "$copy" >/dev/null 2>&1 && build "$copy" >/dev/null 2>&1
echo "no-op rebuild, same package without the plugin: $(median5 nothing build "$copy") s"

touch_definitions() { touch "$definitions"; }
echo "rebuild after touching the definitions file (generator runs, output unchanged): $(median5 touch_definitions build "$example") s"
flip=0
edit_definitions() {
    flip=$((1 - flip))
    if [ "$flip" = 1 ]; then sed 's/"pantry": "Pantry"/"pantry": "Store Cupboard"/' "$work/definitions" >"$definitions"
    else cp "$work/definitions" "$definitions"; fi
}
echo "rebuild after editing the definitions file (regenerate, recompile, relink tests): $(median5 edit_definitions build "$example") s"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
