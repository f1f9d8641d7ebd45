#!/usr/bin/env bash
# Builds the DocC documentation of the two libraries, DataSourceRuntime and
# DataSourceRuntimeTesting, with the toolchain's own docc, without the swift-docc-plugin package
# (the package has no dependencies): `docc convert` joins each module's symbol graph with its
# catalog, Sources/<Module>/<Module>.docc. Any docc warning (a broken symbol link, an article no
# topic lists, …) fails the build.
#
# The graphs are the modules' as an iOS app sees them, UIKit glue included: the ones
# Scripts/typecheck-platforms.sh writes when it compiles the modules against PlatformStubs/. They
# are reused when they are newer than every library source and stub, and made again otherwise.
#
# Output: .build/docs/<Module>.doccarchive. Usage: Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
symbols=.build/platform-typecheck/symbols
testing_symbols=.build/platform-typecheck/symbols-testing
rm -rf "$scratch"
mkdir -p "$scratch"

# Each module's graphs are in a folder of their own: docc documents one module per archive, and
# reads every graph under the folder it is given, subfolders included.
runtime_graph=$symbols/DataSourceRuntime.symbols.json
testing_graph=$testing_symbols/DataSourceRuntimeTesting.symbols.json
stale() { [ ! -f "$1" ] || [ -n "$(find Sources/DataSourceRuntime Sources/DataSourceRuntimeTesting PlatformStubs -newer "$1" -print -quit)" ]; }
if stale "$runtime_graph" || stale "$testing_graph"; then
    ./Scripts/typecheck-platforms.sh >&2
fi

document() {
    local module=$1 graphs=$2
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.datasourcegen.$module" \
        --output-path "$scratch/$module.doccarchive" \
        --warnings-as-errors
    echo "build-docs: $scratch/$module.doccarchive"
}
document DataSourceRuntime "$symbols"
document DataSourceRuntimeTesting "$testing_symbols"
