#!/usr/bin/env bash
# The main job on a bundled example: generate Swift from the example app's definitions file,
# then type-check the generated file against DataSourceRuntime (Swift 6, warnings as errors).
set -euo pipefail
cd "$(dirname "$0")/.."
# DEFINITIONS=<file> runs it on another definitions file.
definitions=${DEFINITIONS:-Examples/ProductCatalog/Sources/CatalogScaffolded/Products.datasources.json}
output=.build/example-output

swift build --product datasource-gen
swift build --target DataSourceRuntime
bin=$(swift build --show-bin-path)
"$bin/datasource-gen" generate "$definitions" --output "$output"
generated="$output/$(basename "$definitions" .datasources.json).datasources.swift"
# The app types the definitions name (the cell class, say) live in the Swift files beside them;
# the target's committed copy of the generated code is left out, since it is what was just made.
siblings=$(find "$(dirname "$definitions")" -name '*.swift' -not -path '*/Generated/*' | sort)
swiftc -typecheck -swift-version 6 -warnings-as-errors -I "$bin/Modules" "$generated" $siblings
echo "Generated and type-checked: $generated"
