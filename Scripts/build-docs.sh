#!/usr/bin/env bash
# Builds the DocC documentation of DataSourceRuntime with the toolchain's own docc, without the
# swift-docc-plugin package (the package has no dependencies): `docc convert` joins the module's
# symbol graph with the catalog in Sources/DataSourceRuntime/DataSourceRuntime.docc. Any docc
# warning (a broken symbol link, an article no topic lists, …) fails the build.
#
# The graph is the runtime's as an iOS app sees it, UIKit glue included: the one
# Scripts/typecheck-platforms.sh writes when it compiles the runtime against PlatformStubs/. It is
# reused when it is newer than every runtime source and stub, and made again otherwise.
#
# Output: .build/docs/DataSourceRuntime.doccarchive. Usage: Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
symbols=.build/platform-typecheck/symbols
graph=$symbols/DataSourceRuntime.symbols.json
rm -rf "$scratch"
mkdir -p "$scratch"

if [ ! -f "$graph" ] || [ -n "$(find Sources/DataSourceRuntime PlatformStubs -newer "$graph" -print -quit)" ]; then
    ./Scripts/typecheck-platforms.sh >&2
fi

docc convert Sources/DataSourceRuntime/DataSourceRuntime.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name DataSourceRuntime \
    --fallback-bundle-identifier org.datasourcegen.DataSourceRuntime \
    --output-path "$scratch/DataSourceRuntime.doccarchive" \
    --warnings-as-errors
echo "build-docs: $scratch/DataSourceRuntime.doccarchive"
