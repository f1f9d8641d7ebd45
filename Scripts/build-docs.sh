#!/usr/bin/env bash
# Builds the DocC documentation of DataSourceRuntime with the toolchain's own docc, without the
# swift-docc-plugin package (the package has no dependencies): one type-checking compile of the
# module writes its symbol graph, then `docc convert` joins it with the catalog in
# Sources/DataSourceRuntime/DataSourceRuntime.docc. Any docc warning (a broken symbol link, an
# article no topic lists, …) fails the build.
#
# The graph is the platform-neutral runtime's, as `swift build` sees it on Linux; the UIKit glue
# is described in the articles in code voice.
#
# Output: .build/docs/DataSourceRuntime.doccarchive. Usage: Scripts/build-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/docs
rm -rf "$scratch"
mkdir -p "$scratch/symbol-graphs" "$scratch/module-cache"

mapfile -t sources < <(find Sources/DataSourceRuntime -name '*.swift' | sort)
swiftc -swift-version 6 -parse-as-library -wmo -module-name DataSourceRuntime -package-name DataSourceGen \
    -module-cache-path "$scratch/module-cache" \
    -emit-module -emit-module-path "$scratch/DataSourceRuntime.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$scratch/symbol-graphs" \
    "${sources[@]}"

docc convert Sources/DataSourceRuntime/DataSourceRuntime.docc \
    --additional-symbol-graph-dir "$scratch/symbol-graphs" \
    --fallback-display-name DataSourceRuntime \
    --fallback-bundle-identifier org.datasourcegen.DataSourceRuntime \
    --output-path "$scratch/DataSourceRuntime.doccarchive" \
    --warnings-as-errors
echo "build-docs: $scratch/DataSourceRuntime.doccarchive"
